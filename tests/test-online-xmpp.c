/* test-online-xmpp.c: the command line over real XMPP: `drive-in-cli host` and `drive-in-cli
 * join` processes playing each game to its end through a private Prosody, every joiner's
 * result equal to the host's, the host's record replayed offline to the same end, every
 * payload a joiner received judged by the hidden-information oracle, a joiner killed mid-game
 * and started again, a table listed in a lobby room (forged announcements refused), a room
 * the server refuses stopping host, join and lobby at once, and bad options refused. */
// SPDX-License-Identifier: GPL-3.0-or-later
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "drive-in-core.h"
#include "drive-in-online-lobby.h"
#include "drive-in-online-loopback.h"
#include "drive-in-online-message.h"
#include "drive-in-seat-client.h"
#include "drive-in-xmpp-transport.h"
#include "game-session-private.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"
#include "hidden-oracle.h"

#define REFEREE "referee@judge/x"
#define SEAT    "seat@judge/x"

static char *work_dir;  /* passwords, records, transcripts, the children's library */

static const char *
env (const char *name)
{
  return g_getenv (name);
}

/* The server comes from the wrapper; without prosody the wrapper runs us bare. */
static gboolean
need_server (void)
{
  if (env ("DRIVE_IN_XMPP_PORT") != NULL)
    return TRUE;
  g_test_skip ("no test XMPP server: prosody is not installed (the test runs through "
               "build-aux/online-test-server run, which starts one when it is)");
  return FALSE;
}

static char *
path_in_work (const char *name)
{
  return g_build_filename (work_dir, name, NULL);
}

/* The account's password in a file only its owner reads (the CLI refuses any other). */
static char *
password_file (const char *user)
{
  g_autofree char *name = g_strdup_printf ("%s.password", user);
  char *path = path_in_work (name);
  g_autofree char *password = g_strdup_printf ("%s-secret\n", user);
  g_autoptr(GError) error = NULL;

  g_file_set_contents_full (path, password, -1, G_FILE_SET_CONTENTS_NONE, 0600, &error);
  g_assert_no_error (error);
  return path;
}

/* drive-in-cli COMMAND with the account options of @user (NULL: none) and @args. */
static GSubprocess *
cli_spawn (const char         *command,
           const char         *user,
           const char * const *args,
           GError            **error)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GSubprocessLauncher) launcher = NULL;

  g_ptr_array_add (argv, g_strdup (env ("DRIVE_IN_CLI")));
  g_ptr_array_add (argv, g_strdup (command));
  if (user != NULL)
    {
      g_autofree char *password = password_file (user);

      g_ptr_array_add (argv, g_strdup_printf ("--jid=%s@%s", user, env ("DRIVE_IN_XMPP_DOMAIN")));
      g_ptr_array_add (argv, g_strdup_printf ("--password-file=%s", password));
      g_ptr_array_add (argv, g_strdup_printf ("--server=127.0.0.1:%s",
                                              env ("DRIVE_IN_XMPP_PORT")));
      g_ptr_array_add (argv, g_strdup_printf ("--ca-file=%s", env ("DRIVE_IN_XMPP_CA")));
      g_ptr_array_add (argv, g_strdup ("--timeout=90"));
    }
  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    g_ptr_array_add (argv, g_strdup (args[i]));
  g_ptr_array_add (argv, NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", work_dir, TRUE);
  return g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, error);
}

/* Waits for @process; its stdout parsed as JSON (NULL when not), its status, stderr and
 * stdout as text. */
static JsonObject *
cli_finish_full (GSubprocess *process,
                 int         *out_status,
                 char       **out_stderr,
                 char       **out_stdout)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  *out_status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process)
                                                     : -1;
  if (*out_status != 0)
    g_test_message ("drive-in-cli failed (%d): %s", *out_status, err);
  if (out_stderr != NULL)
    *out_stderr = g_steal_pointer (&err);
  if (out_stdout != NULL)
    *out_stdout = g_strdup (out);
  if (out == NULL || !json_parser_load_from_data (parser, out, -1, NULL)
      || json_parser_get_root (parser) == NULL
      || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    return NULL;
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static JsonObject *
cli_finish (GSubprocess *process,
            int         *out_status,
            char       **out_stderr)
{
  return cli_finish_full (process, out_status, out_stderr, NULL);
}

static DriveInCatalog *
catalog_new (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  DriveInCatalog *catalog = drive_in_catalog_new ();

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, starter);
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  return catalog;
}

/* ---- judging a transcript ------------------------------------------------------------ */

/* A joiner's transcript fed again to a seat client of our own: each view it accepts is judged
 * by an oracle that follows the host's saved record to the view's position. */
typedef struct
{
  const GameRules   *rules;
  GameSession       *session;   /* the host's record, whole, every card known */
  gpointer           db;
  int                viewer;   /* the seat, or GAME_VIEWER_PUBLIC for a spectator */
  DriveInSeatClient *client;
  gpointer           state;
  HiddenOracle      *oracle;
  guint              applied;
  GHashTable        *ever_seen;
  guint              n_checked;
  guint              n_leaks;
  char              *first_leak;
} Judge;

static void
judge_leak (Judge      *j,
            const char *what)
{
  j->n_leaks++;
  if (j->first_leak == NULL)
    j->first_leak = g_strdup (what);
}

static void
judge_event (gconstpointer    state,
             const GameEvent *event,
             gpointer         user_data)
{
  Judge *j = user_data;

  hidden_oracle_event (state, event, j->oracle);
  for (guint c = 0; c < j->rules->views.n_cards (state); c++)
    if (hidden_oracle_sees (j->oracle, c, j->viewer))
      {
        DriveInCard *card = game_session_get_card (j->session, j->rules->views.card_def (state, c));

        if (card != NULL)
          g_hash_table_add (j->ever_seen, (gpointer) drive_in_card_get_id (card));
      }
}

static void
judge_follow (Judge *j,
              guint  position)
{
  GameRecord *record = game_session_get_record (j->session);

  if (j->state == NULL || position < j->applied)
    {
      g_autofree uint16_t *storage = NULL;
      g_autoptr(GError) error = NULL;
      GameSetup setup;

      g_clear_pointer (&j->oracle, hidden_oracle_free);
      g_free (j->state);
      j->state = game_state_new (j->rules);
      j->oracle = hidden_oracle_new (j->rules);
      g_assert_true (game_record_make_setup (record, j->db, &setup, &storage, &error));
      g_assert_true (j->rules->play.init (j->state, &setup, judge_event, j, &error));
      g_assert_no_error (error);
      j->applied = 0;
    }
  g_assert_cmpuint (position, <=, game_record_get_n_actions (record));
  for (; j->applied < position; j->applied++)
    j->rules->play.apply_legal (j->state, game_record_get_action (record, j->applied), judge_event,
                                j);
}

/* What the viewer may not read at the oracle's position: every card hidden from it. */
static void
judge_secrets (Judge         *j,
               HiddenSecrets *secrets)
{
  const GameRules *rules = j->rules;

  hidden_secrets_init (secrets);
  for (guint c = 0; c < rules->views.n_cards (j->state); c++)
    {
      DriveInCard *card = game_session_get_card (j->session, rules->views.card_def (j->state, c));

      if (card == NULL)
        continue;
      if (hidden_oracle_sees (j->oracle, c, j->viewer))
        {
          g_ptr_array_add (secrets->allowed, (gpointer) drive_in_card_get_name (card));
          g_ptr_array_add (secrets->allowed, (gpointer) drive_in_card_get_id (card));
        }
      else
        {
          g_ptr_array_add (secrets->hidden_names, (gpointer) drive_in_card_get_name (card));
          g_ptr_array_add (secrets->hidden_ids, (gpointer) drive_in_card_get_id (card));
        }
    }
  hidden_secrets_prepare (secrets);
}

/* As test-online judges a seat: every card the view names is one the seat may see, its card
 * list only cards it saw, and no text it was sent names a card hidden from it. */
static void
on_judge_changed (DriveInSeatClient *client,
                  Judge             *j)
{
  const GameRules *rules = j->rules;
  gconstpointer view = drive_in_seat_client_get_view (client);
  g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_auto(GStrv) cards = NULL;
  g_auto(GStrv) legal = NULL;
  g_autofree char *problem = NULL;
  HiddenSecrets secrets;
  guint n_defs;
  int seat = j->viewer;

  if (view == NULL)
    return;
  message = drive_in_online_message_parse (drive_in_seat_client_get_last_payload (client), -1,
                                           NULL);
  g_assert_nonnull (message);
  if (drive_in_online_message_get_msg_type (message) != DRIVE_IN_ONLINE_VIEW)
    return;
  n_defs = rules->cards.db_n_cards (rules->cards.state_db (view));
  judge_follow (j, drive_in_seat_client_get_position (client));
  j->n_checked++;
  for (guint c = 0; c < rules->views.n_cards (view); c++)
    if (rules->views.card_def (view, c) < n_defs && !hidden_oracle_sees (j->oracle, c, seat))
      {
        g_autofree char *what = g_strdup_printf ("seat %d's view names card %u at %u", seat, c,
                                                 j->applied);
        judge_leak (j, what);
      }
  judge_secrets (j, &secrets);
  cards = drive_in_online_message_dup_strv (message, "cards");
  for (guint i = 0; cards != NULL && cards[i] != NULL; i++)
    if (!g_hash_table_contains (j->ever_seen, cards[i]))
      {
        g_autofree char *what = g_strdup_printf ("seat %d is sent card %s, which it never saw",
                                                 seat, cards[i]);
        judge_leak (j, what);
      }
  legal = drive_in_online_message_dup_strv (message, "legal");
  for (guint i = 0; legal != NULL && legal[i] != NULL; i++)
    g_ptr_array_add (shown, g_strdup (legal[i]));
  if (drive_in_online_message_has (message, "result"))
    g_ptr_array_add (shown, g_strdup (drive_in_online_message_get_string (message, "result")));
  /* Log lines are judged by judge_check_lines(): a line may name a card revealed for a moment
   * within an action and hidden again by its end, so the oracle at the view's position is not
   * their judge; the session's own lines for the seat are (the session tests judge those). */
  if (!hidden_info_check_texts (shown, NULL, &secrets, &problem))
    judge_leak (j, problem);
  hidden_secrets_clear (&secrets);
}

/* The seat's lines are its own lines of the host's session, from the first it holds on. */
static void
judge_check_lines (Judge *j)
{
  GListModel *log = game_session_get_log (j->session);
  GPtrArray *lines = drive_in_seat_client_get_lines (j->client);
  guint first = drive_in_seat_client_get_first_line (j->client), k = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GameSessionEvent) event = g_list_model_get_item (log, i);
      const char *text = game_session_event_get_text_for (event, j->viewer);

      if (text == NULL)
        continue;
      if (k >= first)
        {
          g_assert_cmpuint (k - first, <, lines->len);
          g_assert_cmpstr (lines->pdata[k - first], ==, text);
        }
      k++;
    }
  g_assert_cmpuint (k, ==, first + lines->len);
}

/* Every payload of @path judged for seat @seat of @table, and what the joiner printed at
 * the end (@output, may be NULL) against what the seat may read then; returns the views
 * judged. */
static guint
judge_transcript (DriveInCatalog *catalog,
                  GameSession    *session,
                  const char     *path,
                  const char     *table,
                  int             viewer,
                  gboolean        whole_game,
                  const char     *output)
{
  g_autoptr(DriveInOnlineLoopback) seat_net = drive_in_online_loopback_new (NULL, SEAT);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  Judge j = { 0 };
  guint n_payloads = 0, checked;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  j.rules = game_session_get_rules (session);
  j.session = session;
  j.db = j.rules->cards.state_db (game_session_get_state (session));
  j.viewer = viewer;
  j.ever_seen = g_hash_table_new (g_str_hash, g_str_equal);
  j.client = viewer >= 0
             ? drive_in_seat_client_new (DRIVE_IN_ONLINE_TRANSPORT (seat_net), catalog, REFEREE,
                                         table, (guint) viewer)
             : drive_in_seat_client_new_spectator (DRIVE_IN_ONLINE_TRANSPORT (seat_net), catalog,
                                                   REFEREE, table);
  g_signal_connect (j.client, "changed", G_CALLBACK (on_judge_changed), &j);
  drive_in_seat_client_start (j.client, NULL);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      /* Empty, or the unfinished last line of a process killed while writing it. */
      if (*lines[i] == '\0' || lines[i + 1] == NULL)
        continue;
      n_payloads++;
      drive_in_online_loopback_inject (seat_net, REFEREE, SEAT, NULL, lines[i]);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  g_assert_cmpuint (n_payloads, >, 1);
  /* Every payload was accepted as the joiner accepted it. */
  g_assert_cmpuint (drive_in_seat_client_get_n_refused (j.client), ==, 0);
  g_assert_cmpuint (drive_in_seat_client_get_n_accepted (j.client), ==, n_payloads);
  if (whole_game)
    {
      g_assert_true (drive_in_seat_client_is_over (j.client));
      judge_check_lines (&j);
    }
  if (output != NULL)
    {
      g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *problem = NULL;
      HiddenSecrets secrets;

      /* The oracle stands where the last view left it: the end, for a whole game. */
      g_assert_true (whole_game);
      g_assert_cmpuint (j.applied, ==, game_session_get_position (session));
      g_ptr_array_add (shown, g_strdup (output));
      judge_secrets (&j, &secrets);
      if (!hidden_info_check_texts (shown, NULL, &secrets, &problem))
        judge_leak (&j, problem);
      hidden_secrets_clear (&secrets);
    }
  if (j.n_leaks > 0)
    g_test_message ("first leak: %s", j.first_leak);
  g_assert_cmpuint (j.n_leaks, ==, 0);
  g_assert_cmpuint (j.n_checked, >, 0);
  checked = j.n_checked;
  g_signal_handlers_disconnect_by_data (j.client, &j);
  g_clear_object (&j.client);
  g_clear_pointer (&j.oracle, hidden_oracle_free);
  g_free (j.state);
  g_hash_table_unref (j.ever_seen);
  g_free (j.first_leak);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return checked;
}

/* ---- whole games ------------------------------------------------------------------- */

static const char *joiners[] = { "bob", "carol", "dave" };

/* A player's end, as host and joiner print it, compared. */
static void
assert_same_end (JsonObject *host,
                 JsonObject *joiner)
{
  JsonArray *a = json_object_get_array_member (host, "winners");
  JsonArray *b = json_object_get_array_member (joiner, "winners");

  g_assert_cmpstr (json_object_get_string_member (joiner, "game"), ==,
                   json_object_get_string_member (host, "game"));
  g_assert_cmpint (json_object_get_int_member (joiner, "actions"), ==,
                   json_object_get_int_member (host, "actions"));
  g_assert_cmpstr (json_object_get_string_member (joiner, "result"), ==,
                   json_object_get_string_member (host, "result"));
  g_assert_cmpuint (json_array_get_length (a), ==, json_array_get_length (b));
  for (guint i = 0; i < json_array_get_length (a); i++)
    g_assert_cmpint (json_array_get_int_element (a, i), ==, json_array_get_int_element (b, i));
  /* Who holds each seat, as the joiner read the host's seating (DriveInOnlineJoin's). */
  g_assert_true (json_object_has_member (joiner, "players"));
  a = json_object_get_array_member (host, "players");
  b = json_object_get_array_member (joiner, "players");
  g_assert_cmpuint (json_array_get_length (a), ==, json_array_get_length (b));
  for (guint i = 0; i < json_array_get_length (a); i++)
    g_assert_cmpstr (json_node_get_string (json_array_get_element (a, i)), ==,
                     json_node_get_string (json_array_get_element (b, i)));
}

/* The end as a joiner without --json prints it: its seat, and the host's figures. */
static guint
assert_same_end_text (JsonObject *host,
                      const char *text)
{
  g_autofree char *actions = g_strdup_printf ("\nActions: %" G_GINT64_FORMAT "\n",
                                              json_object_get_int_member (host, "actions"));
  JsonArray *players = json_object_get_array_member (host, "players");
  const char *seat = strstr (text, ", seat ");
  guint64 n;

  g_assert_nonnull (strstr (text, actions));
  g_assert_nonnull (strstr (text, json_object_get_string_member (host, "result")));
  g_assert_nonnull (seat);
  n = g_ascii_strtoull (seat + strlen (", seat "), NULL, 10);
  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpuint (n, <=, json_array_get_length (players));
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      const char *who = json_array_get_string_element (players, i);
      g_autofree char *line = g_strdup_printf ("\nSeat %u: %s\n", i + 1, who);

      g_assert_nonnull (strstr (text, line));
    }
  return (guint) n - 1;
}

/* The host's record replayed offline ends as the host said. */
static GameSession *
assert_replays (DriveInCatalog *catalog,
                const char     *save,
                JsonObject     *host)
{
  g_autoptr(GFile) file = g_file_new_for_path (save);
  g_autoptr(GError) error = NULL;
  g_autoptr(GameRecord) record = game_record_load (file, NULL, &error);
  GameSession *session;
  const GameRules *rules;
  g_autofree char *text = NULL;
  JsonArray *winners = json_object_get_array_member (host, "winners");
  GameResult result;
  guint expected = 0;

  g_assert_no_error (error);
  session = game_session_new (catalog, record, GAME_RECORD_ALL, GAME_VIEWER_ALL, &error);
  g_assert_no_error (error);
  rules = game_session_get_rules (session);
  g_assert_true (game_session_is_over (session));
  g_assert_cmpint (game_session_get_position (session), ==,
                   json_object_get_int_member (host, "actions"));
  g_assert_cmpuint (game_record_get_seed (record), ==,
                    (guint64) json_object_get_int_member (host, "seed"));
  rules->play.result (game_session_get_state (session), &result);
  for (guint i = 0; i < json_array_get_length (winners); i++)
    expected |= 1u << (json_array_get_int_element (winners, i) - 1);
  g_assert_cmpuint (result.winners, ==, expected);
  text = rules->text.describe_result (game_session_get_state (session));
  g_assert_cmpstr (text, ==, json_object_get_string_member (host, "result"));
  return session;
}

typedef struct
{
  const char *game;
  guint       n_seats;
  guint       n_joiners;   /* the other seats are computers */
  const char *ai;
  gboolean    watched;     /* erin watches the table (--watch) from before the game */
  const char *ai_second;   /* the second joiner's --ai, or NULL: the same */
} GameCase;

static gboolean
file_has_lines (const char *path,
                guint       n)
{
  g_autofree char *text = NULL;
  guint lines = 0;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    lines += *p == '\n';
  return lines >= n;
}

/* Waits up to a minute for @path to hold @n lines, written by @process (a joiner) while @other
 * (its host) runs. When it does not, both are stopped and the test fails with what each
 * printed on stderr and whether it had exited, so that a failure says where the table was. */
static void
wait_for_lines (const char  *path,
                guint        n,
                GSubprocess *process,
                GSubprocess *other)
{
  gint64 start = g_get_monotonic_time ();
  GSubprocess *both[] = { process, other };

  /* The identifier is gone once the process has ended: waiting longer would not help. */
  while (!file_has_lines (path, n) && g_get_monotonic_time () < start + 60 * G_USEC_PER_SEC
         && g_subprocess_get_identifier (process) != NULL)
    g_usleep (20000);
  if (file_has_lines (path, n))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (both); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      gboolean ran = g_subprocess_get_identifier (both[i]) != NULL;

      g_subprocess_force_exit (both[i]);
      g_subprocess_communicate_utf8 (both[i], NULL, NULL, &out, &err, NULL);
      if (ran)
        g_test_message ("%s was still running; its stderr: %s", i == 0 ? "the joiner" : "its host",
                        err != NULL ? err : "");
      else
        g_test_message ("%s had ended (%s %d); its stderr: %s", i == 0 ? "the joiner" : "its host",
                        g_subprocess_get_if_exited (both[i]) ? "status" : "signal",
                        g_subprocess_get_if_exited (both[i])
                          ? g_subprocess_get_exit_status (both[i])
                          : g_subprocess_get_term_sig (both[i]),
                        err != NULL ? err : "");
    }
  g_test_message ("%s: fewer than %u lines after %.1f s", path, n,
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_true (file_has_lines (path, n));
}

static void
play_case (gconstpointer data)
{
  const GameCase *c = data;
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GSubprocess) host = NULL;
  GSubprocess *join[3] = { NULL };
  g_autoptr(JsonObject) host_end = NULL;
  g_autoptr(GameSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *room = g_strdup_printf ("cli-%s@%s", c->game, env ("DRIVE_IN_XMPP_ROOMS"));
  g_autofree char *save_name = g_strdup_printf ("%s.drive-in-game", c->game);
  g_autofree char *save = path_in_work (save_name);
  g_autofree char *seats = g_strdup_printf ("--seats=%u", c->n_seats);
  g_autofree char *game = g_strdup_printf ("--game=%s", c->game);
  g_autofree char *room_arg = g_strdup_printf ("--room=%s", room);
  g_autofree char *save_arg = g_strdup_printf ("--save=%s", save);
  g_autofree char *computer = g_strdup_printf ("--computer=1=easy");
  char *transcript[3] = { NULL };
  g_autoptr(GSubprocess) watcher = NULL;
  g_autofree char *watch_transcript = NULL;
  gint64 start = g_get_monotonic_time ();
  int status;

  if (!need_server ())
    return;
  {
    const char *args[] = { game, seats, "--seed=7", room_arg, save_arg, "--json",
                           c->n_joiners < c->n_seats ? computer : NULL, NULL };

    host = cli_spawn ("host", "alice", args, &error);
    g_assert_no_error (error);
  }
  if (c->watched)
    {
      g_autofree char *name = g_strdup_printf ("%s-erin.transcript", c->game);
      g_autofree char *transcript_arg = NULL;

      watch_transcript = path_in_work (name);
      transcript_arg = g_strdup_printf ("--transcript=%s", watch_transcript);
      {
        const char *args[] = { room, "--watch", transcript_arg, "--json", NULL };

        watcher = cli_spawn ("join", "erin", args, &error);
        g_assert_no_error (error);
      }
      /* Welcomed before the players come, so it cannot miss a short game. */
      wait_for_lines (watch_transcript, 1, watcher, host);
    }
  for (guint i = 0; i < c->n_joiners; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s.transcript", c->game, joiners[i]);
      g_autofree char *transcript_arg = NULL;
      g_autofree char *ai_arg = g_strdup_printf ("--ai=%s", i == 1 && c->ai_second != NULL
                                                            ? c->ai_second : c->ai);

      transcript[i] = path_in_work (name);
      transcript_arg = g_strdup_printf ("--transcript=%s", transcript[i]);
      {
        /* The second joiner prints text: both forms of the end are judged. */
        const char *args[] = { room, ai_arg, transcript_arg, i == 1 ? NULL : "--json", NULL };

        join[i] = cli_spawn ("join", joiners[i], args, &error);
        g_assert_no_error (error);
      }
    }

  host_end = cli_finish (host, &status, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (host_end);
  catalog = catalog_new ();
  session = assert_replays (catalog, save, host_end);
  for (guint i = 0; i < c->n_joiners; i++)
    {
      g_autofree char *output = NULL;
      g_autoptr(JsonObject) end = cli_finish_full (join[i], &status, NULL, &output);
      guint seat, checked;

      g_assert_cmpint (status, ==, 0);
      if (i == 1)
        {
          g_assert_null (end);
          seat = assert_same_end_text (host_end, output);
        }
      else
        {
          g_assert_nonnull (end);
          assert_same_end (host_end, end);
          seat = (guint) json_object_get_int_member (end, "seat") - 1;
        }
      g_assert_cmpuint (seat, <, c->n_seats);
      /* The host's players list names this account at that seat. */
      g_assert_true (g_str_has_prefix (json_array_get_string_element (
                       json_object_get_array_member (host_end, "players"), seat), joiners[i]));
      /* Every view it was sent, and what it printed at the end, judged for its seat. */
      checked = judge_transcript (catalog, session, transcript[i],
                                  json_object_get_string_member (host_end, "table"), seat, TRUE,
                                  output);
      g_test_message ("%s: %s at seat %u, %u views judged, 0 leaks", c->game, joiners[i],
                      seat + 1, checked);
      g_object_unref (join[i]);
      g_free (transcript[i]);
    }
  if (c->watched)
    {
      g_autofree char *output = NULL;
      g_autoptr(JsonObject) end = cli_finish_full (watcher, &status, NULL, &output);
      guint checked;

      g_assert_cmpint (status, ==, 0);
      g_assert_nonnull (end);
      assert_same_end (host_end, end);
      g_assert_true (json_object_get_null_member (end, "seat"));
      /* The public view only, judged as every seat's is. */
      checked = judge_transcript (catalog, session, watch_transcript,
                                  json_object_get_string_member (end, "table"),
                                  GAME_VIEWER_PUBLIC, TRUE, output);
      g_test_message ("%s: erin watched, %u views judged, 0 leaks", c->game, checked);
    }
  g_test_message ("%s: %" G_GINT64_FORMAT " actions, %u seats, %u joiners, %.1f s", c->game,
                  json_object_get_int_member (host_end, "actions"), c->n_seats, c->n_joiners,
                  (g_get_monotonic_time () - start) / 1e6);
}

/* ---- a joiner killed and started again --------------------------------------------- */

static void
test_rejoin (void)
{
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GSubprocess) first = NULL;
  g_autoptr(GSubprocess) again = NULL;
  g_autoptr(JsonObject) host_end = NULL;
  g_autoptr(JsonObject) end = NULL;
  g_autoptr(GameSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *room = g_strdup_printf ("cli-rejoin@%s", env ("DRIVE_IN_XMPP_ROOMS"));
  g_autofree char *save = path_in_work ("rejoin.drive-in-game");
  g_autofree char *before = path_in_work ("rejoin-before.transcript");
  g_autofree char *after = path_in_work ("rejoin-after.transcript");
  g_autofree char *room_arg = g_strdup_printf ("--room=%s", room);
  g_autofree char *save_arg = g_strdup_printf ("--save=%s", save);
  g_autofree char *before_arg = g_strdup_printf ("--transcript=%s", before);
  g_autofree char *after_arg = g_strdup_printf ("--transcript=%s", after);
  const char *host_args[] = { "--game=" GRUFF_GAME_ID, "--seats=2", "--seed=11", room_arg,
                              save_arg, "--json", "--computer=1=easy", NULL };
  const char *first_args[] = { room, "--ai=first", before_arg, NULL };
  const char *again_args[] = { room, "--ai=first", after_arg, "--json", NULL };
  int status;

  if (!need_server ())
    return;
  host = cli_spawn ("host", "alice", host_args, &error);
  g_assert_no_error (error);
  first = cli_spawn ("join", "bob", first_args, &error);
  g_assert_no_error (error);
  /* Killed once it holds its seat and the game is under way (a few views received). */
  wait_for_lines (before, 4, first, host);
  g_subprocess_send_signal (first, SIGKILL);
  g_subprocess_wait (first, NULL, NULL);
  g_assert_false (g_subprocess_get_if_exited (first));

  again = cli_spawn ("join", "bob", again_args, &error);
  g_assert_no_error (error);
  host_end = cli_finish (host, &status, NULL);
  g_assert_cmpint (status, ==, 0);
  end = cli_finish (again, &status, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (host_end);
  g_assert_nonnull (end);
  assert_same_end (host_end, end);
  g_assert_cmpint (json_object_get_int_member (end, "seat"), ==, 2);
  catalog = catalog_new ();
  session = assert_replays (catalog, save, host_end);
  /* Both processes' payloads judged: what the first got before it died, and the rest. */
  judge_transcript (catalog, session, before, json_object_get_string_member (end, "table"), 1,
                    FALSE, NULL);
  judge_transcript (catalog, session, after, json_object_get_string_member (end, "table"), 1,
                    TRUE, NULL);
}

/* ---- a player who leaves and does not come back ------------------------------------- */

/* The joiner is stopped (SIGTERM: it leaves the room properly) or dies (SIGKILL: its
 * connection closes without a word) and never returns: past the host's --grace a computer
 * plays its seat and the table still ends. The referee learns that the seat left from the
 * room's presence, where occupants are room/nick: the room shows its first occupant (the host,
 * a moderator) the real address that holds the seat. A dead connection is seen at once only
 * because the transport does not ask for stream management: a server keeps a resumable
 * session it lost for minutes (Prosody: 600 s), its occupant still in the room. */
static void
test_grace (gconstpointer data)
{
  gboolean dies = GPOINTER_TO_INT (data);
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GSubprocess) joiner = NULL;
  g_autoptr(JsonObject) host_end = NULL;
  g_autoptr(JsonObject) joiner_end = NULL;
  g_autoptr(GameSession) session = NULL;
  g_autoptr(GError) error = NULL;
  const char *name = dies ? "grace-dies" : "grace";
  g_autofree char *room = g_strdup_printf ("cli-%s@%s", name, env ("DRIVE_IN_XMPP_ROOMS"));
  g_autofree char *save = g_strdup_printf ("%s/%s.drive-in-game", work_dir, name);
  g_autofree char *transcript = g_strdup_printf ("%s/%s.transcript", work_dir, name);
  g_autofree char *room_arg = g_strdup_printf ("--room=%s", room);
  g_autofree char *save_arg = g_strdup_printf ("--save=%s", save);
  g_autofree char *transcript_arg = g_strdup_printf ("--transcript=%s", transcript);
  g_autofree char *host_err = NULL;
  g_autofree char *joiner_err = NULL;
  const char *host_args[] = { "--game=" GRUFF_GAME_ID, "--seats=2", "--seed=12", room_arg,
                              save_arg, "--json", "--computer=1=easy", "--grace=2", NULL };
  const char *joiner_args[] = { room, "--ai=first", transcript_arg, NULL };
  int status;

  if (!need_server ())
    return;
  host = cli_spawn ("host", "alice", host_args, &error);
  g_assert_no_error (error);
  joiner = cli_spawn ("join", "bob", joiner_args, &error);
  g_assert_no_error (error);
  wait_for_lines (transcript, 4, joiner, host);
  if (dies)
    {
      g_subprocess_send_signal (joiner, SIGKILL);
      g_subprocess_wait (joiner, NULL, NULL);
      g_assert_false (g_subprocess_get_if_exited (joiner));
    }
  else
    {
      g_subprocess_send_signal (joiner, SIGTERM);
      joiner_end = cli_finish (joiner, &status, &joiner_err);
      /* It stopped by itself, saying why, rather than being killed by the signal. */
      g_assert_cmpint (status, ==, 2);
      g_assert_nonnull (strstr (joiner_err, "stopped by a signal"));
    }

  host_end = cli_finish (host, &status, &host_err);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (host_end);
  if (strstr (host_err, "seat 2 is played by a computer") == NULL)
    g_test_message ("host's stderr: %s", host_err);
  g_assert_nonnull (strstr (host_err, "seat 2 is played by a computer"));
  catalog = catalog_new ();
  session = assert_replays (catalog, save, host_end);
  judge_transcript (catalog, session, transcript,
                    json_object_get_string_member (host_end, "table"), 1, FALSE, NULL);
}

/* ---- the host killed and started again from its record ------------------------------ */

/* The host dies mid-game (SIGKILL: no goodbye); started again with --resume on its saved
 * record, at a new address, it goes on with the table: the joiner, still running, follows the
 * new referee named in the room's seating, says hello for its seat, gets a snapshot and plays
 * on; the game ends as the record replays offline. */
static void
test_host_resume (void)
{
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GSubprocess) again = NULL;
  g_autoptr(GSubprocess) joiner = NULL;
  g_autoptr(JsonObject) host_end = NULL;
  g_autoptr(JsonObject) joiner_end = NULL;
  g_autoptr(GameSession) session = NULL;
  g_autoptr(GameRecord) saved = NULL;
  g_autoptr(GFile) save_file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *room = g_strdup_printf ("cli-resume@%s", env ("DRIVE_IN_XMPP_ROOMS"));
  g_autofree char *save = path_in_work ("resume.drive-in-game");
  g_autofree char *transcript = path_in_work ("resume.transcript");
  g_autofree char *room_arg = g_strdup_printf ("--room=%s", room);
  g_autofree char *save_arg = g_strdup_printf ("--save=%s", save);
  g_autofree char *resume_arg = g_strdup_printf ("--resume=%s", save);
  g_autofree char *transcript_arg = g_strdup_printf ("--transcript=%s", transcript);
  const char *host_args[] = { "--game=" GROO_GAME_ID, "--seats=2", "--seed=21", room_arg,
                              save_arg, "--json", "--computer=1=easy", NULL };
  const char *again_args[] = { room_arg, resume_arg, "--json", NULL };
  const char *joiner_args[] = { room, "--ai=first", transcript_arg, "--json", NULL };
  guint at_kill;
  int status;

  if (!need_server ())
    return;
  host = cli_spawn ("host", "alice", host_args, &error);
  g_assert_no_error (error);
  joiner = cli_spawn ("join", "bob", joiner_args, &error);
  g_assert_no_error (error);
  wait_for_lines (transcript, 6, joiner, host);
  g_subprocess_send_signal (host, SIGKILL);
  g_subprocess_wait (host, NULL, NULL);
  g_assert_false (g_subprocess_get_if_exited (host));
  save_file = g_file_new_for_path (save);
  saved = game_record_load (save_file, NULL, &error);
  g_assert_no_error (error);
  at_kill = game_record_get_n_actions (saved);
  g_assert_cmpuint (at_kill, >, 0);

  again = cli_spawn ("host", "alice", again_args, &error);
  g_assert_no_error (error);
  host_end = cli_finish (again, &status, NULL);
  g_assert_cmpint (status, ==, 0);
  joiner_end = cli_finish (joiner, &status, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (host_end);
  g_assert_nonnull (joiner_end);
  /* Welcomed twice: by the first referee, then by the one started again. */
  {
    g_autofree char *text = NULL;
    guint welcomes = 0;

    g_assert_true (g_file_get_contents (transcript, &text, NULL, NULL));
    for (const char *p = text; (p = strstr (p, "\"type\":\"welcome\"")) != NULL; p++)
      welcomes++;
    g_assert_cmpuint (welcomes, ==, 2);
  }
  assert_same_end (host_end, joiner_end);
  g_assert_cmpint (json_object_get_int_member (host_end, "actions"), >, at_kill);
  catalog = catalog_new ();
  session = assert_replays (catalog, save, host_end);
}

/* ---- a room the server refuses ------------------------------------------------------- */

/* How many times slower than a plain build this run may be (the sanitizer setups set
 * DRIVE_IN_TEST_TIME_SCALE): a sanitized drive-in-cli takes about 10 s to start alone. */
static guint
time_scale (void)
{
  guint64 scale;

  if (env ("DRIVE_IN_TEST_TIME_SCALE") == NULL
      || !g_ascii_string_to_unsigned (env ("DRIVE_IN_TEST_TIME_SCALE"), 10, 1, 100, &scale,
                                      NULL))
    return 1;
  return (guint) scale;
}

/* A room on a service the server lacks: host, join and lobby each stop at once (long before
 * --timeout) with an error naming the room and why, as the app's table does. */
static guint
count_substrings (const char *text,
                  const char *needle)
{
  guint n = 0;

  for (const char *at = strstr (text, needle); at != NULL; at = strstr (at + 1, needle))
    n++;
  return n;
}

static void
test_room_refused (void)
{
  g_autofree char *nowhere = NULL;
  g_autofree char *lobby_nowhere = NULL;
  g_autofree char *room_arg = NULL;
  g_autofree char *good_room_arg = NULL;
  g_autofree char *lobby_arg = NULL;
  GSubprocess *process[4] = { NULL };
  const char *named[4];
  g_autoptr(GError) error = NULL;
  /* Far longer than a refusal takes: the old CLI waited for them and then gave up. */
  g_autofree char *timeout_arg = g_strdup_printf ("--timeout=%u", 30 * time_scale ());
  g_autofree char *wait_arg = g_strdup_printf ("--wait=%u", MIN (25 * time_scale (), 3600));
  gint64 start;

  if (!need_server ())
    return;
  nowhere = g_strdup_printf ("cli-refused@nowhere.%s", env ("DRIVE_IN_XMPP_DOMAIN"));
  lobby_nowhere = g_strdup_printf ("lobby@nowhere.%s", env ("DRIVE_IN_XMPP_DOMAIN"));
  room_arg = g_strdup_printf ("--room=%s", nowhere);
  good_room_arg = g_strdup_printf ("--room=cli-refused-lobby@%s", env ("DRIVE_IN_XMPP_ROOMS"));
  lobby_arg = g_strdup_printf ("--lobby=%s", lobby_nowhere);
  start = g_get_monotonic_time ();
  {
    const char *host_args[] = { "--game=" GROO_GAME_ID, "--seats=2", room_arg, "--json",
                                timeout_arg, NULL };
    const char *join_args[] = { nowhere, "--ai=first", "--json", timeout_arg, NULL };
    const char *host_lobby_args[] = { "--game=" GROO_GAME_ID, "--seats=2", good_room_arg,
                                      lobby_arg, timeout_arg, NULL };
    const char *lobby_args[] = { lobby_arg, wait_arg, timeout_arg, NULL };

    process[0] = cli_spawn ("host", "alice", host_args, &error);
    g_assert_no_error (error);
    named[0] = nowhere;
    process[1] = cli_spawn ("join", "bob", join_args, &error);
    g_assert_no_error (error);
    named[1] = nowhere;
    process[2] = cli_spawn ("host", "carol", host_lobby_args, &error);
    g_assert_no_error (error);
    named[2] = lobby_nowhere;
    process[3] = cli_spawn ("lobby", "dave", lobby_args, &error);
    g_assert_no_error (error);
    named[3] = lobby_nowhere;
  }
  for (guint i = 0; i < G_N_ELEMENTS (process); i++)
    {
      g_autoptr(JsonObject) out = NULL;
      g_autofree char *err = NULL;
      int status;

      out = cli_finish (process[i], &status, &err);
      g_test_message ("%u: %d: %s", i, status, err);
      g_assert_cmpint (status, ==, 2);
      g_assert_null (out);
      g_assert_nonnull (strstr (err, named[i]));
      /* Why: the server has no such room service, or its refusal's condition. */
      g_assert_true (strstr (err, "room service") != NULL
                     || strstr (err, "refused the room") != NULL);
      /* Said once: the joiner's DriveInOnlineJoin logged it beside the CLI's error. */
      g_assert_cmpuint (count_substrings (err, "room service")
                        + count_substrings (err, "refused the room"), ==, 1);
      g_assert_null (strstr (err, "--timeout"));
      g_object_unref (process[i]);
    }
  /* At once: not at --timeout nor after lobby's --wait. */
  g_test_message ("all four stopped in %.1f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (g_get_monotonic_time () - start, <,
                   (gint64) 15 * time_scale () * G_USEC_PER_SEC);
}

/* ---- bad options ------------------------------------------------------------------- */

static void
expect_refused (const char         *command,
                const char         *user,
                const char * const *args,
                const char         *named)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) out = NULL;
  g_autofree char *err = NULL;
  int status;

  process = cli_spawn (command, user, args, &error);
  g_assert_no_error (error);
  out = cli_finish (process, &status, &err);
  g_assert_cmpint (status, ==, 2);
  if (strstr (err, named) == NULL)
    g_test_message ("stderr: %s", err);
  g_assert_nonnull (strstr (err, named));
}

static void
test_bad_options (void)
{
  g_autofree char *room = g_strdup_printf ("cli-bad@%s",
                                           env ("DRIVE_IN_XMPP_ROOMS") != NULL
                                           ? env ("DRIVE_IN_XMPP_ROOMS") : "rooms.localhost");
  const char *no_game[] = { "--seats=2", NULL };
  const char *bad_game[] = { "--game=chess", "--seats=2", NULL };
  const char *bad_seats[] = { "--game=" GROS_GAME_ID, "--seats=1", NULL };
  const char *bad_computer[] = { "--game=" GROS_GAME_ID, "--seats=2", "--computer=3=easy", NULL };
  const char *bad_level[] = { "--game=" GROS_GAME_ID, "--seats=2", "--computer=1=genius", NULL };
  const char *bad_seed[] = { "--game=" GROS_GAME_ID, "--seats=2", "--seed=x", NULL };
  const char *bad_room[] = { "--game=" GROS_GAME_ID, "--seats=2", "--room=no-room", NULL };
  const char *unknown[] = { "--game=" GROS_GAME_ID, "--seats=2", "--colour=red", NULL };
  const char *bad_grace[] = { "--game=" GROS_GAME_ID, "--seats=2", "--grace=-1", NULL };
  const char *resume_and_game[] = { "--game=" GROS_GAME_ID, "--resume=x.drive-in-game",
                                    "--room=a@rooms.localhost", NULL };
  const char *resume_no_room[] = { "--resume=x.drive-in-game", NULL };
  const char *resume_missing[] = { "--resume=/nonexistent/x.drive-in-game",
                                   "--room=a@rooms.localhost", NULL };
  const char *bad_ai[] = { room, "--ai=genius", NULL };
  const char *no_ai[] = { room, NULL };
  const char *no_room[] = { "--ai=random", NULL };
  const char *no_jid[] = { room, "--ai=random", NULL };
  const char *bad_timeout[] = { room, "--ai=random", "--timeout=0", NULL };
  const char *bad_server[] = { room, "--ai=random", "--server=localhost:99999", NULL };
  const char *missing_password[] = { room, "--ai=random", "--jid=bob@localhost",
                                     "--password-file=/nonexistent/password", NULL };
  const char *bad_wait[] = { "--wait=0", NULL };
  const char *bad_lobby[] = { "--lobby=no-room", NULL };
  const char *lobby_extra[] = { room, NULL };
  const char *no_jid_lobby[] = { "--json", NULL };
  const char *bad_host_lobby[] = { "--game=" GROS_GAME_ID, "--seats=2", "--lobby=no-room", NULL };

  expect_refused ("host", "alice", no_game, "--game");
  expect_refused ("host", "alice", bad_game, "chess");
  expect_refused ("host", "alice", bad_seats, "--seats");
  expect_refused ("host", "alice", bad_computer, "--computer");
  expect_refused ("host", "alice", bad_level, "--computer");
  expect_refused ("host", "alice", bad_seed, "--seed");
  expect_refused ("host", "alice", bad_room, "no-room");
  expect_refused ("host", "alice", unknown, "--colour");
  expect_refused ("host", "alice", bad_grace, "--grace");
  expect_refused ("host", "alice", resume_and_game, "--resume");
  expect_refused ("host", "alice", resume_no_room, "--room");
  expect_refused ("host", "alice", resume_missing, "/nonexistent/x.drive-in-game");
  expect_refused ("join", "bob", bad_ai, "--ai genius: unknown level");
  expect_refused ("join", "bob", no_ai, "--ai");
  expect_refused ("join", "bob", no_room, "which room");
  expect_refused ("join", NULL, no_jid, "--jid");
  expect_refused ("join", NULL, missing_password, "--password-file");
  /* cli_spawn adds a valid --timeout and --server first; these later ones override them. */
  expect_refused ("join", "bob", bad_timeout, "--timeout 0:");
  expect_refused ("join", "bob", bad_server, "--server localhost:99999:");
  expect_refused ("lobby", "erin", bad_wait, "--wait 0");
  expect_refused ("lobby", "erin", bad_lobby, "no-room");
  expect_refused ("lobby", "erin", lobby_extra, "unexpected argument");
  expect_refused ("lobby", NULL, no_jid_lobby, "--jid");
  expect_refused ("host", "alice", bad_host_lobby, "no-room");
}

/* ---- the lobby ---------------------------------------------------------------------- */

/* Someone in the lobby who announces what it may not: tables under a nick that is not their
 * id (one of them the host's, with more seats free) and a payload that is no JSON, sent to
 * everyone who comes in (rooms keep no history the listener reads). */
static void
on_forger_presence (DriveInOnlineTransport *transport,
                    const char             *room,
                    const char             *address,
                    gboolean                present,
                    const char             *lobby)
{
  g_autofree char *forged_room = g_strdup_printf ("forged@%s", env ("DRIVE_IN_XMPP_ROOMS"));
  g_autofree char *host_room = g_strdup_printf ("cli-lobby@%s", env ("DRIVE_IN_XMPP_ROOMS"));
  g_autofree char *host = g_strdup_printf ("alice@%s", env ("DRIVE_IN_XMPP_DOMAIN"));
  static guint64 seq;
  const char *tables[] = { "forged", "cli-lobby" };
  const char *rooms[] = { forged_room, host_room };

  if (!present || g_strcmp0 (room, lobby) != 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      g_autoptr(DriveInOnlineMessage) m = drive_in_online_message_new (DRIVE_IN_ONLINE_ANNOUNCE,
                                                                       tables[i], ++seq);
      g_autofree char *payload = NULL;

      drive_in_online_message_set_string (m, "game", GROO_GAME_ID);
      drive_in_online_message_set_int (m, "seats", 4);
      drive_in_online_message_set_int (m, "free", 4);
      drive_in_online_message_set_string (m, "room", rooms[i]);
      drive_in_online_message_set_string (m, "host", host);
      drive_in_online_message_set_bool (m, "open", TRUE);
      payload = drive_in_online_message_to_payload (m);
      drive_in_online_transport_send_room (transport, lobby, payload);
    }
  drive_in_online_transport_send_room (transport, lobby, "{\"drive-in\": 1, \"table\":");
}

static void
on_communicated (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  char **out = user_data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &out[0], &out[1],
                                        &error);
  g_assert_no_error (error);
  out[2] = (char *) source;  /* done */
}

/* `drive-in-cli lobby --json` as erin, the main loop running meanwhile (the forger's link
 * lives in this process); its tables, keyed by room, and its stderr in @out_stderr. */
static JsonObject *
list_lobby (const char  *lobby,
            char       **out_stderr)
{
  g_autofree char *lobby_arg = g_strdup_printf ("--lobby=%s", lobby);
  const char *args[] = { lobby_arg, "--wait=2", "--json", NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *tables = json_object_new ();
  JsonArray *array;
  char *out[3] = { NULL };

  process = cli_spawn ("lobby", "erin", args, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, on_communicated, out);
  while (out[2] == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_subprocess_get_if_exited (process));
  if (g_subprocess_get_exit_status (process) != 0)
    g_test_message ("lobby: %s", out[1]);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  json_parser_load_from_data (parser, out[0], -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (
                     json_node_get_object (json_parser_get_root (parser)), "lobby"), ==, lobby);
  array = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)),
                                        "tables");
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *t = json_array_get_object_element (array, i);

      json_object_set_object_member (tables, json_object_get_string_member (t, "room"),
                                     json_object_ref (t));
    }
  g_free (out[0]);
  if (out_stderr != NULL)
    *out_stderr = out[1];
  else
    g_free (out[1]);
  return tables;
}

static JsonObject *
table_in (JsonObject *tables,
          const char *room)
{
  return json_object_has_member (tables, room) ? json_object_get_object_member (tables, room)
                                                : NULL;
}

/* Lists the lobby until @room has @n_free seats free (-1: until it is gone), 60 s at most. */
static JsonObject *
wait_for_lobby (const char *lobby,
                const char *room,
                int         n_free,
                char      **out_stderr)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  for (;;)
    {
      g_autofree char *err = NULL;
      JsonObject *tables = list_lobby (lobby, &err);
      JsonObject *t = table_in (tables, room);
      gboolean there = n_free < 0 ? t == NULL
                       : t != NULL && json_object_get_int_member (t, "free") == n_free;

      if (there || g_get_monotonic_time () > deadline)
        {
          if (out_stderr != NULL)
            *out_stderr = g_steal_pointer (&err);
          return tables;
        }
      json_object_unref (tables);
    }
}

/* A host lists its table in the lobby: the listing shows its game and seats free as players
 * come, and no longer once it starts; announcements forged by another occupant are refused
 * (the listing names them in its log) and listed nowhere. */
static void
test_lobby (void)
{
  g_autofree char *lobby = g_strdup_printf ("lobby@%s", env ("DRIVE_IN_XMPP_ROOMS"));
  g_autofree char *room = g_strdup_printf ("cli-lobby@%s", env ("DRIVE_IN_XMPP_ROOMS"));
  g_autofree char *room_arg = g_strdup_printf ("--room=%s", room);
  g_autofree char *lobby_arg = g_strdup_printf ("--lobby=%s", lobby);
  g_autofree char *forger_jid = g_strdup_printf ("carol@%s", env ("DRIVE_IN_XMPP_DOMAIN"));
  g_autofree char *alice = g_strdup_printf ("alice@%s", env ("DRIVE_IN_XMPP_DOMAIN"));
  g_autofree char *err = NULL;
  const char *host_args[] = { "--game=" GROO_GAME_ID, "--seats=4", "--seed=5", room_arg,
                              lobby_arg, "--computer=4=easy", "--json", NULL };
  const char *join_args[] = { room, "--ai=first", "--json", NULL };
  g_autoptr(GSubprocess) host = NULL;
  GSubprocess *join[3] = { NULL };
  g_autoptr(DriveInXmppTransport) forger = NULL;
  g_autoptr(JsonObject) tables = NULL;
  g_autoptr(JsonObject) host_end = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *t;
  int status;

  if (!need_server ())
    return;
  forger = drive_in_xmpp_transport_new (forger_jid, "carol-secret", &error);
  g_assert_no_error (error);
  drive_in_xmpp_transport_set_server (forger, "127.0.0.1",
                                      (guint16) g_ascii_strtoull (env ("DRIVE_IN_XMPP_PORT"),
                                                                  NULL, 10));
  drive_in_xmpp_transport_set_ca_file (forger, env ("DRIVE_IN_XMPP_CA"));
  g_signal_connect (forger, "presence-changed", G_CALLBACK (on_forger_presence), lobby);
  drive_in_xmpp_transport_connect (forger);
  while (drive_in_online_transport_get_link_state (DRIVE_IN_ONLINE_TRANSPORT (forger))
         != DRIVE_IN_ONLINE_LINK_ONLINE)
    g_main_context_iteration (NULL, TRUE);
  drive_in_online_transport_join_room (DRIVE_IN_ONLINE_TRANSPORT (forger), lobby, "forger");

  host = cli_spawn ("host", "alice", host_args, &error);
  g_assert_no_error (error);
  /* Listed with its game, its host and three seats free of four (a computer holds one). */
  tables = wait_for_lobby (lobby, room, 3, &err);
  t = table_in (tables, room);
  g_assert_nonnull (t);
  g_assert_cmpstr (json_object_get_string_member (t, "game"), ==, GROO_GAME_ID);
  g_assert_cmpstr (json_object_get_string_member (t, "table"), ==, "cli-lobby");
  g_assert_cmpstr (json_object_get_string_member (t, "host"), ==, alice);
  g_assert_cmpint (json_object_get_int_member (t, "seats"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (t, "free"), ==, 3);
  /* The forged tables are nowhere; the listing said why it refused them. */
  g_assert_cmpuint (json_object_get_size (tables), ==, 1);
  if (strstr (err, "the announcer's nick is not the table id") == NULL)
    g_test_message ("lobby's stderr: %s", err);
  g_assert_nonnull (strstr (err, "the announcer's nick is not the table id forged"));
  g_assert_nonnull (strstr (err, "the announcer's nick is not the table id cli-lobby"));
  g_assert_nonnull (strstr (err, "not JSON"));
  g_clear_pointer (&tables, json_object_unref);
  g_clear_pointer (&err, g_free);

  /* One player sits: two seats free. */
  join[0] = cli_spawn ("join", "bob", join_args, &error);
  g_assert_no_error (error);
  tables = wait_for_lobby (lobby, room, 2, NULL);
  t = table_in (tables, room);
  g_assert_nonnull (t);
  g_assert_cmpint (json_object_get_int_member (t, "free"), ==, 2);
  g_clear_pointer (&tables, json_object_unref);

  /* The others sit, the table starts: no longer listed. */
  join[1] = cli_spawn ("join", "carol", join_args, &error);
  g_assert_no_error (error);
  join[2] = cli_spawn ("join", "dave", join_args, &error);
  g_assert_no_error (error);
  tables = wait_for_lobby (lobby, room, -1, NULL);
  g_assert_null (table_in (tables, room));

  host_end = cli_finish (host, &status, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (host_end);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(JsonObject) end = cli_finish (join[i], &status, NULL);

      g_assert_cmpint (status, ==, 0);
      g_assert_nonnull (end);
      assert_same_end (host_end, end);
      g_object_unref (join[i]);
    }
  drive_in_xmpp_transport_disconnect (forger);
}

/* Removes @path and everything under it (the children's library included). */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* A host whose players never come gives up after --timeout, with a clear error. */
static void
test_missing_peer (void)
{
  g_autofree char *room = g_strdup_printf ("--room=cli-alone@%s", env ("DRIVE_IN_XMPP_ROOMS"));
  const char *args[] = { "--game=" GRUFF_GAME_ID, "--seats=2", room, "--timeout=3", NULL };
  gint64 start = g_get_monotonic_time ();

  if (!need_server ())
    return;
  /* cli_spawn's own --timeout=90 comes first; this one overrides it. */
  expect_refused ("host", "alice", args, "--timeout");
  g_assert_cmpint (g_get_monotonic_time () - start, <, 30 * G_USEC_PER_SEC);
}

int
main (int    argc,
      char **argv)
{
  static const GameCase cases[] = {
    { GROS_GAME_ID, 2, 1, "random", TRUE },
    { GROTTO_GAME_ID, 2, 2, "random" },
    { GROO_GAME_ID, 4, 3, "first", TRUE },
    /* The computer on a world made from its seat's view (GameRules.views.world_from_view). */
    { GRUFF_GAME_ID, 2, 2, "normal", FALSE, "random" },
  };
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_nonnull (env ("DRIVE_IN_CLI"));
  work_dir = g_dir_make_tmp ("test-online-xmpp-XXXXXX", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/drive-in/online-cli/whole-game/%s",
                                               cases[i].game);

      g_test_add_data_func (name, &cases[i], play_case);
    }
  g_test_add_func ("/drive-in/online-cli/rejoin-after-kill", test_rejoin);
  g_test_add_data_func ("/drive-in/online-cli/grace-after-leaving", GINT_TO_POINTER (FALSE),
                        test_grace);
  g_test_add_data_func ("/drive-in/online-cli/grace-after-dying", GINT_TO_POINTER (TRUE),
                        test_grace);
  g_test_add_func ("/drive-in/online-cli/host-resumes", test_host_resume);
  g_test_add_func ("/drive-in/online-cli/room-refused", test_room_refused);
  g_test_add_func ("/drive-in/online-cli/bad-options", test_bad_options);
  g_test_add_func ("/drive-in/online-cli/lobby", test_lobby);
  g_test_add_func ("/drive-in/online-cli/missing-peer-times-out", test_missing_peer);
  status = g_test_run ();
  remove_tree (work_dir);
  g_free (work_dir);
  return status;
}
