/* bench-online-load.c: online play under load (issue 28 point 6). One Prosody on loopback
 * (build-aux/online-test-server starts it), DRIVE_IN_LOAD_TABLES tables (25) of
 * DRIVE_IN_LOAD_SEATS seats (4) played at the same time, each game that seats that many in
 * turn. Two processes, as a server and its players' machines would be: this one referees
 * every table (each referee on its own XMPP connection, one main loop), a second one plays
 * every seat (each on its own connection, choosing at random at once). Every table must
 * finish. Printed: an action's round trip as a seat sees it (it sends its choice, the
 * referee checks and applies it, the seat holds its next view: p50, p95, max), payloads and
 * bytes delivered per second, the referees' CPU per table and Prosody's CPU. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-bench"

#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "drive-in-core.h"
#include "drive-in-referee.h"
#include "drive-in-seat-client.h"
#include "drive-in-xmpp-transport.h"
#include "game-record.h"
#include "game-rules.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

#define REFEREE_ACCOUNT "erin"
#define GAME_TIMEOUT_S  900

typedef struct _Load  Load;
typedef struct _Table Table;

typedef struct
{
  Table                *table;
  guint                 seat;
  DriveInXmppTransport *transport;
  DriveInSeatClient    *client;
  GRand                *rand;
  gboolean              waiting;       /* a choice sent, its answer not seen yet */
  guint                 sent_position;
  gint64                sent_at;
  guint                 idle_id;
} Seat;

struct _Table
{
  Load                 *load;
  const GameRules      *rules;
  guint                 n_seats;
  char                 *id;
  char                 *room;
  DriveInXmppTransport *transport;
  DriveInReferee       *referee;
  gint64                handling_since;  /* thread CPU (ns) when a payload came in */
  gint64                handling_ns;     /* thread CPU spent in the referee's handling */
  guint                 n_actions;
  Seat                  seats[GAME_MAX_SEATS];
};

struct _Load
{
  gboolean        seats_side;   /* this process plays the seats (else it referees) */
  gboolean        seats_done;   /* (referees' side) the seats' process has ended */
  DriveInCatalog *catalog;
  Table          *tables;
  guint           n_tables;
  GArray         *round_trips;  /* gint64 µs */
  guint64         n_payloads;   /* delivered to the seats */
  guint64         payload_bytes;
  guint           n_refused;
  guint           think_ms;     /* a seat's pause before it answers; 0: at once */
};

static const char *
env (const char *name)
{
  return g_getenv (name);
}

static guint
env_count (const char *name,
           guint       fallback)
{
  const char *text = env (name);
  guint64 value;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, 1000, &value, NULL))
    return fallback;
  return (guint) value;
}

static gint64
thread_cpu_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
}

/* Prosody's user+system CPU in seconds, from /proc (0 when it cannot be read). */
static double
server_cpu_seconds (void)
{
  g_autofree char *pid_path = g_build_filename (env ("DRIVE_IN_XMPP_DIR"), "prosody.pid", NULL);
  g_autofree char *pid = NULL;
  g_autofree char *stat_path = NULL;
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;

  if (!g_file_get_contents (pid_path, &pid, NULL, NULL))
    return 0;
  g_strstrip (pid);
  stat_path = g_strdup_printf ("/proc/%s/stat", pid);
  if (!g_file_get_contents (stat_path, &stat, NULL, NULL))
    return 0;
  /* The name may hold spaces: fields are counted after its closing parenthesis. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return 0;
  fields = g_strsplit (after_name + 2, " ", -1);
  if (g_strv_length (fields) < 13)
    return 0;
  /* utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name. */
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL))
         / (double) sysconf (_SC_CLK_TCK);
}

static DriveInXmppTransport *
transport_new (const char *user,
               const char *resource)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *address = g_strdup_printf ("%s@%s/%s", user, env ("DRIVE_IN_XMPP_DOMAIN"),
                                              resource);
  g_autofree char *password = g_strdup_printf ("%s-secret", user);
  DriveInXmppTransport *transport = drive_in_xmpp_transport_new (address, password, &error);

  g_assert_no_error (error);
  drive_in_xmpp_transport_set_server (transport, "127.0.0.1",
                                      (guint16) g_ascii_strtoull (env ("DRIVE_IN_XMPP_PORT"),
                                                                  NULL, 10));
  drive_in_xmpp_transport_set_ca_file (transport, env ("DRIVE_IN_XMPP_CA"));
  return transport;
}

static void
on_payload_counted (DriveInOnlineTransport *transport,
                    const char             *from,
                    const char             *room,
                    const char             *payload,
                    Load                   *load)
{
  load->n_payloads++;
  load->payload_bytes += strlen (payload);
}

/* Around the referee's own handler (connected before it and after it). */
static void
on_referee_payload_before (DriveInOnlineTransport *transport,
                           const char             *from,
                           const char             *room,
                           const char             *payload,
                           Table                  *t)
{
  t->handling_since = thread_cpu_ns ();
}

static void
on_referee_payload_after (DriveInOnlineTransport *transport,
                          const char             *from,
                          const char             *room,
                          const char             *payload,
                          Table                  *t)
{
  t->handling_ns += thread_cpu_ns () - t->handling_since;
}

static void
on_referee_changed (DriveInReferee *referee,
                    Table          *t)
{
  t->n_actions++;
}

static void
on_refused (GObject    *object,
            const char *from,
            const char *reason,
            Load       *load)
{
  load->n_refused++;
  g_printerr ("refused from %s: %s\n", from, reason);
}

static gboolean
seat_choose (gpointer user_data)
{
  Seat *s = user_data;
  const char * const *texts;
  const GameAction *actions;
  guint n;
  g_autoptr(GError) error = NULL;

  s->idle_id = 0;
  n = drive_in_seat_client_get_choices (s->client, &texts, &actions);
  if (n == 0 || s->waiting || drive_in_seat_client_is_over (s->client))
    return G_SOURCE_REMOVE;
  s->sent_position = drive_in_seat_client_get_position (s->client);
  s->sent_at = g_get_monotonic_time ();
  s->waiting = TRUE;
  g_assert_true (drive_in_seat_client_play (s->client,
                                            (guint) g_rand_int_range (s->rand, 0, (gint32) n),
                                            &error));
  g_assert_no_error (error);
  return G_SOURCE_REMOVE;
}

static void
on_seat_changed (DriveInSeatClient *client,
                 Seat              *s)
{
  if (s->waiting && drive_in_seat_client_get_position (client) > s->sent_position)
    {
      gint64 round_trip = g_get_monotonic_time () - s->sent_at;

      g_array_append_val (s->table->load->round_trips, round_trip);
      s->waiting = FALSE;
    }
  /* Chosen from the main loop, not inside the client's own signal. */
  if (!s->waiting && s->idle_id == 0 && drive_in_seat_client_get_choices (client, NULL, NULL) > 0)
    s->idle_id = s->table->load->think_ms > 0
                   ? g_timeout_add (s->table->load->think_ms, seat_choose, s)
                   : g_idle_add (seat_choose, s);
}

static void
on_seat_failed (DriveInSeatClient *client,
                const char        *reason,
                Seat              *s)
{
  g_error ("table %s seat %u failed: %s", s->table->id, s->seat + 1, reason);
}

/* A game of @rules for @n_seats, in the first variant played by that many. */
static GameRecord *
record_new (DriveInCatalog  *catalog,
            const GameRules *rules,
            guint            n_seats,
            guint64          seed)
{
  const GameVariant *variants = NULL;
  guint n_variants = rules->list_variants != NULL ? rules->list_variants (&variants) : 0;
  g_autofree gpointer params = g_malloc0 (MAX (rules->params_size, 1));
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  g_autoptr(GError) error = NULL;
  const char *variant = NULL;
  GameRecord *record;

  for (guint v = 0; v < n_variants && variant == NULL; v++)
    if (n_seats >= variants[v].min_seats && n_seats <= variants[v].max_seats)
      variant = variants[v].id;
  g_assert_true (rules->params_init == NULL || rules->params_init (params, variant));
  record = game_record_new (rules, seed, n_seats, rules->params_init != NULL ? params : NULL);
  if (rules->cards.random_shared_deck != NULL)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

      g_assert_true (rules->cards.random_shared_deck (catalog, NULL,
                                                      game_record_get_params (record), rand, ids,
                                                      &error));
      g_ptr_array_add (ids, NULL);
      game_record_set_shared (record, (const char * const *) ids->pdata);
    }
  for (guint s = 0; s < n_seats && rules->cards.random_deck != NULL; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

      g_assert_true (rules->cards.random_deck (catalog, NULL, game_record_get_params (record), rand,
                                               ids, words, &error));
      g_assert_no_error (error);
      g_ptr_array_add (ids, NULL);
      g_ptr_array_add (words, NULL);
      game_record_set_deck (record, s, (const char * const *) ids->pdata);
      game_record_set_words (record, s, (const char * const *) words->pdata);
    }
  return record;
}

static void
table_init (Load            *load,
            Table           *t,
            guint            index,
            const GameRules *rules,
            guint            n_seats)
{
  static const char *const accounts[] = { "alice", "bob", "carol", "dave" };

  t->load = load;
  t->rules = rules;
  t->n_seats = MIN (MIN (n_seats, rules->max_seats), G_N_ELEMENTS (accounts));
  t->id = g_strdup_printf ("load-%u", index);
  t->room = g_strdup_printf ("%s@%s", t->id, env ("DRIVE_IN_XMPP_ROOMS"));
  if (!load->seats_side)
    {
      t->transport = transport_new (REFEREE_ACCOUNT, t->id);
      drive_in_xmpp_transport_connect (t->transport);
      return;
    }
  for (guint s = 0; s < t->n_seats; s++)
    {
      t->seats[s].table = t;
      t->seats[s].seat = s;
      t->seats[s].transport = transport_new (accounts[s], t->id);
      t->seats[s].rand = g_rand_new_with_seed (index * 31 + s);
      g_signal_connect (t->seats[s].transport, "payload-received",
                        G_CALLBACK (on_payload_counted), load);
      drive_in_xmpp_transport_connect (t->seats[s].transport);
    }
}

static gboolean
is_online (DriveInXmppTransport *transport)
{
  return transport == NULL
         || drive_in_online_transport_get_link_state (DRIVE_IN_ONLINE_TRANSPORT (transport))
            == DRIVE_IN_ONLINE_LINK_ONLINE;
}

static gboolean
all_online (Load *load)
{
  for (guint i = 0; i < load->n_tables; i++)
    {
      Table *t = &load->tables[i];

      if (!is_online (t->transport))
        return FALSE;
      for (guint s = 0; s < t->n_seats; s++)
        if (!is_online (t->seats[s].transport))
          return FALSE;
    }
  return TRUE;
}

/* The referee's side of table @index: its game, its seats' accounts, its room. */
static void
table_start_referee (Table *t,
                     guint  index)
{
  static const char *const accounts[] = { "alice", "bob", "carol", "dave" };
  g_autoptr(GameRecord) record = record_new (t->load->catalog, t->rules, t->n_seats, 1000 + index);
  g_autoptr(GError) error = NULL;

  /* Ours before the referee's handler and after it: the time between is the referee's. */
  g_signal_connect (t->transport, "payload-received", G_CALLBACK (on_referee_payload_before), t);
  t->referee = drive_in_referee_new (DRIVE_IN_ONLINE_TRANSPORT (t->transport), t->load->catalog,
                                     record, t->id, &error);
  g_assert_no_error (error);
  g_signal_connect_after (t->transport, "payload-received",
                          G_CALLBACK (on_referee_payload_after), t);
  g_signal_connect (t->referee, "changed", G_CALLBACK (on_referee_changed), t);
  g_signal_connect (t->referee, "refused", G_CALLBACK (on_refused), t->load);
  for (guint s = 0; s < t->n_seats; s++)
    {
      g_autofree char *account = g_strdup_printf ("%s@%s", accounts[s],
                                                  env ("DRIVE_IN_XMPP_DOMAIN"));

      drive_in_referee_set_player (t->referee, s, account);
    }
  drive_in_referee_start (t->referee, t->room);
}

/* The seats' side: each asks the referee (online already) for its seat. */
static void
table_start_seats (Table *t)
{
  g_autofree char *referee = g_strdup_printf ("%s@%s/%s", REFEREE_ACCOUNT,
                                              env ("DRIVE_IN_XMPP_DOMAIN"), t->id);

  for (guint s = 0; s < t->n_seats; s++)
    {
      Seat *seat = &t->seats[s];

      seat->client = drive_in_seat_client_new (DRIVE_IN_ONLINE_TRANSPORT (seat->transport),
                                               t->load->catalog, referee, t->id, s);
      g_signal_connect (seat->client, "changed", G_CALLBACK (on_seat_changed), seat);
      g_signal_connect (seat->client, "failed", G_CALLBACK (on_seat_failed), seat);
      g_signal_connect (seat->client, "refused", G_CALLBACK (on_refused), t->load);
      drive_in_seat_client_start (seat->client, t->room);
    }
}

static gboolean
table_over (Table *t)
{
  if (!t->load->seats_side)
    return t->referee != NULL && drive_in_referee_is_over (t->referee);
  for (guint s = 0; s < t->n_seats; s++)
    if (t->seats[s].client == NULL || !drive_in_seat_client_is_over (t->seats[s].client))
      return FALSE;
  return TRUE;
}

static gboolean
all_over (Load *load)
{
  for (guint i = 0; i < load->n_tables; i++)
    if (!table_over (&load->tables[i]))
      return FALSE;
  return !load->seats_side ? load->seats_done : TRUE;
}

static void
table_clear (Table *t)
{
  for (guint s = 0; s < t->n_seats; s++)
    {
      Seat *seat = &t->seats[s];

      g_clear_handle_id (&seat->idle_id, g_source_remove);
      if (seat->client != NULL)
        g_signal_handlers_disconnect_by_data (seat->client, seat);
      g_clear_object (&seat->client);
      if (seat->transport == NULL)
        continue;
      g_signal_handlers_disconnect_by_data (seat->transport, t->load);
      drive_in_xmpp_transport_disconnect (seat->transport);
      g_clear_object (&seat->transport);
      g_clear_pointer (&seat->rand, g_rand_free);
    }
  if (t->referee != NULL)
    g_signal_handlers_disconnect_by_data (t->referee, t->load);
  g_clear_object (&t->referee);
  if (t->transport != NULL)
    {
      g_signal_handlers_disconnect_by_data (t->transport, t);
      drive_in_xmpp_transport_disconnect (t->transport);
      g_clear_object (&t->transport);
    }
  g_free (t->id);
  g_free (t->room);
}

/* Waits on the main loop for @done, failing the bench after @seconds. */
static void
wait_for (gboolean  (*done) (Load *),
          Load      *load,
          guint      seconds,
          const char *what)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (!done (load))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("%s: not after %u s", what, seconds);
      g_main_context_iteration (NULL, TRUE);
    }
}

static gboolean
keep_waking (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static double
percentile_ms (GArray *sorted,
               double  fraction)
{
  guint index = (guint) (fraction * (sorted->len - 1) + 0.5);

  return g_array_index (sorted, gint64, index) / 1000.0;
}

static void
on_seats_ended (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Load *load = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_subprocess_wait_check_finish (G_SUBPROCESS (source), result, &error));
  g_assert_no_error (error);
  load->seats_done = TRUE;
}

static double
process_cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* One side of the bench: the referees (this test, which starts the seats' process once every
 * referee is online) or the seats (that process). */
static void
run_side (Load       *load,
          const char *self_path)
{
  const char *games[] = { GROS_GAME_ID, GROTTO_GAME_ID, GROO_GAME_ID, GRUFF_GAME_ID };
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = NULL;
  g_autoptr(GSubprocess) seats = NULL;
  guint n_seats = env_count ("DRIVE_IN_LOAD_SEATS", 4);
  guint n_actions = 0, n_seated = 0, n_games = 0, timer;
  gint64 started, connected, finished, handling_ns = 0;
  double server_cpu_start = 0, server_cpu, cpu_start;
  const char *side = load->seats_side ? "seats" : "referees";

  load->n_tables = env_count ("DRIVE_IN_LOAD_TABLES", 25);
  /* 0 is every seat answering the instant its choices arrive: the server and the referees
   * at full stretch, so an action's round trip is mostly its wait behind the other tables'
   * (with 25 tables in flight, at most 25 / throughput on average). A few hundred
   * milliseconds is a computer player's or a quick person's pace. */
  load->think_ms = env_count ("DRIVE_IN_LOAD_THINK_MS", 0);
  load->catalog = drive_in_catalog_new ();
  starter = drive_in_library_load_starter_release (languages, &error);
  g_assert_no_error (error);
  drive_in_catalog_add_release (load->catalog, starter);
  drive_in_library_add_builtin_sets (load->catalog, NULL, NULL);
  load->round_trips = g_array_new (FALSE, FALSE, sizeof (gint64));
  load->tables = g_new0 (Table, load->n_tables);
  /* The main loop wakes now and then so that a deadline is seen even when all is quiet. */
  timer = g_timeout_add (200, keep_waking, NULL);

  started = g_get_monotonic_time ();
  /* The games that seat that many, in turn (Grotto Beasts! is for two). */
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    if (game_rules_lookup (games[g])->max_seats >= n_seats)
      games[n_games++] = games[g];
  g_assert_cmpuint (n_games, >, 0);
  for (guint i = 0; i < load->n_tables; i++)
    {
      table_init (load, &load->tables[i], i, game_rules_lookup (games[i % n_games]), n_seats);
      n_seated += load->tables[i].n_seats;
    }
  wait_for (all_online, load, 120, "every connection online");
  connected = g_get_monotonic_time ();
  g_print ("online load (%s): %u connections online in %.2f s\n", side,
           load->seats_side ? n_seated : load->n_tables, (connected - started) / 1e6);

  cpu_start = process_cpu_seconds ();
  if (!load->seats_side)
    {
      g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);

      server_cpu_start = server_cpu_seconds ();
      for (guint i = 0; i < load->n_tables; i++)
        table_start_referee (&load->tables[i], i);
      g_subprocess_launcher_setenv (launcher, "DRIVE_IN_LOAD_SIDE", "seats", TRUE);
      seats = g_subprocess_launcher_spawn (launcher, &error, self_path, NULL);
      g_assert_no_error (error);
      g_subprocess_wait_check_async (seats, NULL, on_seats_ended, load);
    }
  else
    for (guint i = 0; i < load->n_tables; i++)
      table_start_seats (&load->tables[i]);
  wait_for (all_over, load, GAME_TIMEOUT_S, "every table over");
  finished = g_get_monotonic_time ();
  g_assert_cmpuint (load->n_refused, ==, 0);

  if (!load->seats_side)
    {
      server_cpu = server_cpu_seconds () - server_cpu_start;
      for (guint i = 0; i < load->n_tables; i++)
        {
          n_actions += load->tables[i].n_actions;
          handling_ns += load->tables[i].handling_ns;
        }
      g_print ("online load (referees): %u tables, %u seats; games over in %.2f s, %u actions "
               "(%.0f actions/s)\n", load->n_tables, n_seated, (finished - connected) / 1e6,
               n_actions, n_actions / ((finished - connected) / 1e6));
      g_print ("online load (referees): CPU per table: %.1f ms in all (%.3f ms per action); "
               "%.1f ms inside the payload handlers\n",
               (process_cpu_seconds () - cpu_start) * 1e3 / load->n_tables,
               (process_cpu_seconds () - cpu_start) * 1e3 / MAX (n_actions, 1),
               handling_ns / 1e6 / load->n_tables);
      g_print ("online load (server): Prosody CPU %.2f s (%.1f%% of one core over the games)\n",
               server_cpu, 100.0 * server_cpu / ((finished - connected) / 1e6));
    }
  else
    {
      g_array_sort (load->round_trips, compare_gint64);
      g_assert_cmpuint (load->round_trips->len, >, 0);
      g_print ("online load (seats, answering after %u ms): round trip of an action: p50 %.1f "
               "ms, p95 %.1f ms, max %.1f ms (%u actions)\n", load->think_ms,
               percentile_ms (load->round_trips, 0.5),
               percentile_ms (load->round_trips, 0.95), percentile_ms (load->round_trips, 1.0),
               load->round_trips->len);
      g_print ("online load (seats): payloads delivered to the seats: %" G_GUINT64_FORMAT
               " (%.0f/s, %.1f KiB each on average); the seats' process CPU %.2f s\n",
               load->n_payloads, load->n_payloads / ((finished - connected) / 1e6),
               load->payload_bytes / 1024.0 / MAX (load->n_payloads, 1),
               process_cpu_seconds () - cpu_start);
    }

  for (guint i = 0; i < load->n_tables; i++)
    table_clear (&load->tables[i]);
  g_source_remove (timer);
  /* Let the disconnections go out. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_free (load->tables);
  g_array_unref (load->round_trips);
  g_object_unref (load->catalog);
}

static const char *self_path;

static void
test_load (void)
{
  Load load = { 0 };

  if (env ("DRIVE_IN_XMPP_PORT") == NULL)
    {
      g_test_skip ("no test XMPP server: prosody is not installed (the bench runs through "
                   "build-aux/online-test-server)");
      return;
    }
  run_side (&load, self_path);
}

int
main (int    argc,
      char **argv)
{
  self_path = argv[0];
  if (g_strcmp0 (g_getenv ("DRIVE_IN_LOAD_SIDE"), "seats") == 0)
    {
      Load load = { .seats_side = TRUE };

      run_side (&load, argv[0]);
      return 0;
    }
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/drive-in/bench/online/load", test_load);
  return g_test_run ();
}
