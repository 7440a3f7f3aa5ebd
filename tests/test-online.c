/* test-online.c: online tables over the in-process transport: whole games of every game that
 * can travel, between a referee and seat clients, judged by the referee's result, an offline
 * replay and the hidden-information oracle; a seat that drops and rejoins, a referee
 * restarted from its file, and every kind of bad payload refused without effect. */
// SPDX-License-Identifier: GPL-3.0-or-later
#include "config.h"

#include "drive-in-online-host.h"
#include "drive-in-online-lobby.h"
#include "drive-in-online-loopback.h"
#include "drive-in-online-message.h"
#include "drive-in-referee.h"
#include "drive-in-seat-client.h"
#include "game-session-private.h"
#include "drive-in-core.h"
#include "gros-test-util.h"
#include "hidden-oracle.h"
#include "online-test-table.h"
#include "gros-game.h"
#include "gros-game-id.h"
#include "groo-game-id.h"

static void
test_whole_games (void)
{
  const GameRules *const *games;
  guint n_games, n_played = 0;

  games = game_rules_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const GameRules *rules = games[i];
      g_autoptr(HiddenOracle) probe = hidden_oracle_new (rules);

      /* A game plays online here when its views travel and the oracle can judge them. */
      if (rules->views.check_view == NULL || probe == NULL)
        continue;
      for (guint n = rules->min_seats; n <= MIN (rules->max_seats, 4); n++)
        {
          Table t;

          table_init (&t, rules, n, 1000 + n, NULL, TRUE);
          /* A spectator too: the public view all game long, judged like the seats'. */
          party_watch (&t, "watcher@test/one");
          g_assert_true (table_run (&t, G_MAXUINT));
          g_assert_true (drive_in_seat_client_is_spectator (t.parties[n].client));
          g_assert_cmpuint (drive_in_seat_client_get_n_accepted (t.parties[n].client), >, 1);
          if (t.first_leak != NULL)
            g_test_message ("leak: %s", t.first_leak);
          check_end (&t, TRUE);
          g_assert_cmpuint (t.n_checked, >, 0);
          g_test_message ("%s, %u seats: %u actions, %u payloads judged, %u leaks", rules->id, n,
                          game_session_get_n_actions (table_session (&t)), t.n_checked,
                          t.n_leaks);
          table_clear (&t);
        }
      n_played++;
    }
  g_test_message ("%u games played online", n_played);
  g_assert_cmpuint (n_played, >=, 2);
}

/* Which seat first held each position of the game: the views of one action go out in one go,
 * so under load the order is the wait each seat has for its view. */
typedef struct
{
  Table  *table;
  guint   seat;
  GArray *first;  /* by position: the seat that got it first, or GAME_NO_SEAT */
} Arrival;

static void
on_arrival (DriveInSeatClient *client,
            Arrival           *a)
{
  guint position = drive_in_seat_client_get_position (client);
  guint nobody = GAME_NO_SEAT;

  while (a->first->len <= position)
    g_array_append_val (a->first, nobody);
  if (g_array_index (a->first, guint, position) == GAME_NO_SEAT)
    g_array_index (a->first, guint, position) = a->seat;
}

/* After each action the seat that must decide next is sent its view first (the others
 * only watch the move): three seats, so that it is often not the first seat. */
static void
test_deciding_seat_first (void)
{
  const GameRules *rules = NULL;
  const GameRules *const *games;
  guint n_games, n_checked = 0, n_not_first_seat = 0;
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gpointer state = NULL;
  g_autofree uint16_t *storage = NULL;
  g_autoptr(GError) error = NULL;
  Arrival arrivals[GAME_MAX_SEATS];
  GameRecord *record;
  GameSetup setup;
  Table t;

  games = game_rules_list (&n_games);
  for (guint i = 0; i < n_games && rules == NULL; i++)
    if (games[i]->views.check_view != NULL && games[i]->max_seats >= 3 && games[i]->min_seats <= 3)
      rules = games[i];
  g_assert_nonnull (rules);
  table_init (&t, rules, 3, 77, NULL, TRUE);
  for (guint s = 0; s < 3; s++)
    {
      arrivals[s] = (Arrival) { &t, s, first };
      g_signal_connect (t.parties[s].client, "changed", G_CALLBACK (on_arrival), &arrivals[s]);
    }
  g_assert_true (table_run (&t, G_MAXUINT));

  /* The deciding seat of every position, from the record replayed offline. */
  record = game_session_get_record (table_session (&t));
  state = game_state_new (rules);
  g_assert_true (game_record_make_setup (record, t.db, &setup, &storage, &error));
  g_assert_true (rules->play.init (state, &setup, NULL, NULL, &error));
  g_assert_no_error (error);
  for (guint position = 1; position <= game_record_get_n_actions (record); position++)
    {
      guint deciding;

      rules->play.apply_legal (state, game_record_get_action (record, position - 1), NULL, NULL);
      if (rules->play.is_over (state) || position >= first->len
          || g_array_index (first, guint, position) == GAME_NO_SEAT)
        continue;
      deciding = rules->play.deciding_seat (state);
      g_assert_cmpuint (g_array_index (first, guint, position), ==, deciding);
      n_checked++;
      if (deciding != 0)
        n_not_first_seat++;
    }
  g_test_message ("%s: %u positions, the deciding seat not seat 1 in %u", rules->id, n_checked,
                  n_not_first_seat);
  g_assert_cmpuint (n_not_first_seat, >, 0);
  for (guint s = 0; s < 3; s++)
    g_signal_handlers_disconnect_by_data (t.parties[s].client, &arrivals[s]);
  table_clear (&t);
}

/* Seat 0 played by the computer at NORMAL on worlds made from its view alone
 * (drive_in_seat_client_choose_by_ai): its every choice is one of the referee's. A game
 * without world_from_view (a plug-in) is refused in a sentence. */
typedef struct
{
  Table   *table;
  guint    idle_id;
  guint    decisions;
  GError  *error;
} ViewAi;

static gboolean
view_ai_play (gpointer data)
{
  ViewAi *a = data;
  DriveInSeatClient *client = a->table->parties[0].client;
  guint index;

  a->idle_id = 0;
  if (a->error != NULL || drive_in_seat_client_get_choices (client, NULL, NULL) == 0)
    return G_SOURCE_REMOVE;
  if (!drive_in_seat_client_choose_by_ai (client, GAME_AI_NORMAL, NULL,
                                          drive_in_seat_client_get_position (client), &index,
                                          &a->error))
    return G_SOURCE_REMOVE;
  a->decisions++;
  g_assert_true (drive_in_seat_client_play (client, index, NULL));
  return G_SOURCE_REMOVE;
}

static void
on_view_ai_changed (DriveInSeatClient *client,
                    ViewAi            *a)
{
  if (a->idle_id == 0 && drive_in_seat_client_get_choices (client, NULL, NULL) > 0)
    a->idle_id = g_idle_add (view_ai_play, a);
}

static void
test_computer_on_view (void)
{
  const GameRules *const *games;
  guint n_games, n_played = 0;

  games = game_rules_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const GameRules *rules = games[i];
      g_autoptr(HiddenOracle) probe = hidden_oracle_new (rules);
      ViewAi a = { 0 };
      Table t;

      if (rules->views.check_view == NULL || probe == NULL)
        continue;
      table_init (&t, rules, rules->min_seats, 77, NULL, TRUE);
      a.table = &t;
      drive_in_seat_client_set_autoplay (t.parties[0].client, FALSE, 0);
      g_signal_connect (t.parties[0].client, "changed", G_CALLBACK (on_view_ai_changed), &a);
      if (rules->views.world_from_view == NULL)
        {
          /* A game without the entry is refused in a sentence, and nothing is played. */
          for (guint k = 0; k < 30 && a.error == NULL; k++)
            table_run_for (&t, G_MAXUINT, 1);
          g_assert_error (a.error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
          g_test_message ("%s: %s", rules->id, a.error->message);
        }
      else
        {
          g_assert_true (table_run_for (&t, G_MAXUINT, 120));
          g_assert_no_error (a.error);
          g_assert_cmpuint (a.decisions, >, 0);
          check_end (&t, TRUE);
          g_test_message ("%s: seat 1 decided %u times on its view's worlds, %u actions, "
                          "%u leaks", rules->id, a.decisions,
                          game_session_get_n_actions (table_session (&t)), t.n_leaks);
          n_played++;
        }
      g_signal_handlers_disconnect_by_data (t.parties[0].client, &a);
      g_clear_handle_id (&a.idle_id, g_source_remove);
      g_clear_error (&a.error);
      table_clear (&t);
    }
  g_assert_cmpuint (n_played, >=, 4);
}

static guint
position_of (Table *t)
{
  return game_session_get_position (table_session (t));
}

/* A seat whose player drops keeps waiting for the player through the grace period; the
 * player rejoining from another connection of the same account gets the seat back with a
 * snapshot and finishes the game. */
static void
test_rejoin (void)
{
  Table t;
  guint at;

  table_init (&t, game_rules_lookup (GROS_GAME_ID), 3, 7, NULL, TRUE);
  g_assert_true (table_run (&t, 20));
  party_drop (&t.parties[1]);
  /* Without seat 2 the table stops at its next decision, and nobody plays it meanwhile. */
  table_run_for (&t, G_MAXUINT, 1);
  at = position_of (&t);
  g_assert_false (drive_in_referee_is_over (t.referee));
  g_assert_cmpuint (game_session_get_deciding_seat (table_session (&t)), ==, 1);
  g_assert_false (drive_in_referee_is_computer_now (t.referee, 1));
  g_assert_null (drive_in_referee_get_address (t.referee, 1));

  party_join (&t, 1, "two", 7, TRUE);
  g_assert_true (table_run (&t, G_MAXUINT));
  g_assert_cmpstr (drive_in_referee_get_address (t.referee, 1), ==, "p1@test/two");
  g_assert_cmpuint (position_of (&t), >, at);
  check_end (&t, TRUE);
  table_clear (&t);
}

/* A seat whose transport reconnects (same address, the same client, no new hello) gets a
 * snapshot from the referee: what was sent while it was offline is lost. */
static void
test_reconnect (void)
{
  Table t;
  guint at;

  table_init (&t, game_rules_lookup (GROS_GAME_ID), 2, 5, NULL, TRUE);
  g_assert_true (table_run (&t, 10));
  drive_in_online_loopback_drop (t.parties[1].transport);
  table_run_for (&t, G_MAXUINT, 1);
  at = position_of (&t);
  g_assert_false (drive_in_referee_is_over (t.referee));
  g_assert_null (drive_in_referee_get_address (t.referee, 1));

  g_assert_true (drive_in_online_loopback_reconnect (t.parties[1].transport));
  g_assert_true (table_run (&t, G_MAXUINT));
  g_assert_cmpstr (drive_in_referee_get_address (t.referee, 1), ==, "p1@test/one");
  g_assert_cmpuint (position_of (&t), >, at);
  check_end (&t, TRUE);
  table_clear (&t);
}

/* Past the grace period a computer plays the absent seat; the player returning takes it
 * back. */
static void
test_grace (void)
{
  Table t;
  guint at;

  table_init (&t, game_rules_lookup (GROS_GAME_ID), 2, 11, NULL, TRUE);
  drive_in_referee_set_grace (t.referee, 20, GAME_AI_EASY);
  g_assert_true (table_run (&t, 10));
  party_drop (&t.parties[0]);
  at = position_of (&t);
  g_assert_true (table_run (&t, at + 30));
  g_assert_true (drive_in_referee_is_computer_now (t.referee, 0));

  party_join (&t, 0, "back", 11, TRUE);
  table_run_for (&t, G_MAXUINT, 1);
  g_assert_false (drive_in_referee_is_computer_now (t.referee, 0));
  g_assert_true (table_run (&t, G_MAXUINT));
  check_end (&t, TRUE);
  table_clear (&t);
}

/* A referee stopped mid-game and made again from its saved file continues the table: the
 * seats find it back in the room and finish with it. */
static void
test_restart (void)
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(DriveInReferee) referee = NULL;
  g_autoptr(GError) error = NULL;
  DriveInOnlineLoopback *host;
  Table t;
  guint at;

  path = g_dir_make_tmp ("test-online-XXXXXX", &error);
  g_assert_no_error (error);
  folder = g_file_new_for_path (path);
  file = g_file_get_child (folder, "table.gros-game");
  table_init (&t, game_rules_lookup (GROS_GAME_ID), 2, 13, file, TRUE);
  g_assert_true (table_run (&t, 30));

  /* The referee's program ends: its connection goes, then the object. */
  drive_in_online_loopback_drop (t.host);
  at = position_of (&t);
  host = drive_in_online_loopback_new (t.parties[0].transport, REFEREE);
  g_assert_nonnull (host);
  g_clear_object (&t.host);
  t.host = host;
  referee = drive_in_referee_new_from_file (DRIVE_IN_ONLINE_TRANSPORT (host), t.catalog, file,
                                            &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_referee_get_table (referee), ==, TABLE);
  table_set_referee (&t, referee);
  g_assert_cmpuint (position_of (&t), ==, at);
  drive_in_referee_start (referee, ROOM);
  g_assert_true (table_run (&t, G_MAXUINT));
  g_assert_cmpuint (position_of (&t), >, at);
  /* An answer a seat sent the old referee may reach the new one before the seat's hello:
   * refused (it holds no seat yet), and answered again after the snapshot. */
  check_end (&t, FALSE);
  table_clear (&t);
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_true (g_file_delete (folder, NULL, NULL));
}

static void
flush (Table *t)
{
  while (drive_in_online_loopback_is_busy (t->host) || g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static guint refusals;
static char *refusal;

static void
on_refused (GObject    *object,
            const char *from,
            const char *reason,
            gpointer    user_data)
{
  refusals++;
  g_free (refusal);
  refusal = g_strdup (reason);
}

/* Delivers @payload to @to as if @from sent it; exactly one refusal whose reason holds
 * @reason must follow, and nothing of the game may change. */
static void
expect_refused (Table      *t,
                const char *from,
                const char *to,
                const char *payload,
                const char *reason)
{
  DriveInSeatClient *client = t->parties[0].client;
  guint position = position_of (t);
  guint n_accepted = drive_in_seat_client_get_n_accepted (client);
  guint n_choices = drive_in_seat_client_get_choices (client, NULL, NULL);
  guint before = refusals;

  g_clear_pointer (&refusal, g_free);
  drive_in_online_loopback_inject (t->host, from, to, NULL, payload);
  flush (t);
  g_assert_cmpuint (refusals, ==, before + 1);
  g_assert_nonnull (strstr (refusal != NULL ? refusal : "", reason));
  g_assert_cmpuint (position_of (t), ==, position);
  g_assert_cmpuint (drive_in_seat_client_get_n_accepted (client), ==, n_accepted);
  g_assert_cmpuint (drive_in_seat_client_get_choices (client, NULL, NULL), ==, n_choices);
}

static gboolean
seat_0_decides (gpointer data)
{
  return drive_in_seat_client_get_choices (((Table *) data)->parties[0].client, NULL, NULL) > 0;
}

/* Every kind of bad payload, to the referee and to a seat, is refused with a reason and
 * changes nothing; the table then plays on to the end. */
/* Views travel deflated: back to the same bytes, and nothing but a view of the size asked
 * is ever accepted (a small payload that inflates to a huge one included). */
static void
test_view_encoding (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autofree guchar *zeros = g_malloc0 (1 << 20);
  g_autofree char *bomb = NULL;
  g_autofree char *short_text = NULL;
  g_autoptr(GError) error = NULL;

  for (gsize size = 1; size < 200000; size = size * 3 + 1)
    {
      g_autofree guchar *view = g_malloc (size);
      g_autofree char *text = NULL;
      g_autofree guchar *back = NULL;
      gpointer wrong;

      /* Mostly zeros with some noise, as a game state is. */
      for (gsize i = 0; i < size; i++)
        view[i] = g_rand_int_range (rand, 0, 8) == 0 ? (guchar) g_rand_int (rand) : 0;
      text = drive_in_online_view_encode (view, size);
      back = drive_in_online_view_decode (text, size, &error);
      g_assert_no_error (error);
      g_assert_cmpmem (back, size, view, size);
      wrong = drive_in_online_view_decode (text, size + 1, &error);
      g_assert_null (wrong);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_clear_error (&error);
      if (size > 1)
        {
          wrong = drive_in_online_view_decode (text, size - 1, &error);
          g_assert_null (wrong);
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
          g_clear_error (&error);
        }
    }
  /* A megabyte of zeros packs into about a kilobyte: asked for 4 KiB, it is refused. */
  bomb = drive_in_online_view_encode (zeros, 1 << 20);
  g_assert_cmpuint (strlen (bomb), <, 8192);
  g_assert_null (drive_in_online_view_decode (bomb, 4096, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  /* Cut short, not base64, not deflate. */
  short_text = g_strndup (bomb, strlen (bomb) / 2 / 4 * 4);
  g_assert_null (drive_in_online_view_decode (short_text, 1 << 20, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_null (drive_in_online_view_decode ("not base64!", 8, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
  g_assert_null (drive_in_online_view_decode ("AAAAAAAAAAAAAAAA", 12, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);
}

static void
test_refused (void)
{
  const char *seat0 = "p0@test/one";
  Table t;
  DriveInSeatClient *client;
  const char * const *texts;
  g_autoptr(DriveInOnlineMessage) last = NULL;
  g_autofree char *payload = NULL;
  g_autofree char *big = NULL;
  g_autofree char *forged = NULL;
  g_autofree guchar *bytes = NULL;
  g_autofree char *encoded = NULL;
  g_autofree char *view_member = NULL;
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  g_autoptr(GError) error = NULL;
  guint64 answers;

  table_init (&t, game_rules_lookup (GROS_GAME_ID), 2, 17, NULL, FALSE);
  client = t.parties[0].client;
  g_signal_connect (t.referee, "refused", G_CALLBACK (on_refused), NULL);
  g_signal_connect (client, "refused", G_CALLBACK (on_refused), NULL);
  while (!seat_0_decides (&t) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (seat_0_decides (&t));
  flush (&t);
  drive_in_seat_client_get_choices (client, &texts, NULL);
  last = drive_in_online_message_parse (drive_in_seat_client_get_last_payload (client), -1, NULL);
  answers = drive_in_online_message_get_seq (last);

#define ACTION(table, seq, action) \
  g_strdup_printf ("{\"drive-in\":1,\"table\":\"%s\",\"type\":\"action\",\"seq\":%u," \
                   "\"action\":\"%s\",\"answers\":%" G_GUINT64_FORMAT "}", table, seq, action, \
                   answers)

  /* To the referee. */
  payload = ACTION (TABLE, 100, texts[0]);
  expect_refused (&t, "mallory@test/x", REFEREE, payload, "holds no seat");
  expect_refused (&t, "p0@test/other", REFEREE, payload, "holds no seat");
  g_free (payload);
  payload = ACTION (TABLE, 1, texts[0]);
  expect_refused (&t, seat0, REFEREE, payload, "old sequence number");
  g_free (payload);
  payload = ACTION ("t2", 101, texts[0]);
  expect_refused (&t, seat0, REFEREE, payload, "another table");
  g_free (payload);
  payload = ACTION (TABLE, 102, "pass seat=9");
  expect_refused (&t, seat0, REFEREE, payload, "not among the choices");
  g_free (payload);
  answers--;
  payload = ACTION (TABLE, 103, texts[0]);
  answers++;
  expect_refused (&t, seat0, REFEREE, payload, "answers no open choice");
  big = g_strnfill (DRIVE_IN_ONLINE_MAX_PAYLOAD, ' ');
  g_free (payload);
  payload = g_strdup_printf ("{\"drive-in\":1,\"table\":\"t1\",\"type\":\"chat\",\"seq\":104,"
                             "\"text\":\"a\"}%s", big);
  expect_refused (&t, seat0, REFEREE, payload, "larger than");
  g_free (payload);
  payload = g_strdup ("{\"drive-in\":1,\"table\":\"t1\",\"type\":\"chat\",\"seq\":105,"
                      "\"text\":[[[[[[\"a\"]]]]]]}");
  expect_refused (&t, seat0, REFEREE, payload, "nests deeper");
  expect_refused (&t, seat0, REFEREE, "{\"drive-in\":1,\"table\":", "not JSON");
  g_free (payload);
  payload = g_strdup ("{\"drive-in\":1,\"table\":\"t1\",\"type\":\"snapshot-request\","
                      "\"seq\":106,\"please\":true}");
  expect_refused (&t, seat0, REFEREE, payload, "has no member");
  g_free (payload);
  payload = g_strdup ("{\"drive-in\":2,\"table\":\"t1\",\"type\":\"snapshot-request\",\"seq\":107}");
  expect_refused (&t, seat0, REFEREE, payload, "protocol 2");
  g_free (payload);
  payload = g_strdup ("{\"drive-in\":1,\"table\":\"t1\",\"type\":\"welcome\",\"seq\":108,"
                      "\"game\":\"gros\",\"seat\":0,\"seats\":2,\"layout\":\"x\"}");
  expect_refused (&t, seat0, REFEREE, payload, "only the referee sends");

  /* To a seat: the referee's own last view, from someone else, again, and with a view that
   * does not hold. */
  expect_refused (&t, "mallory@test/x", seat0, drive_in_seat_client_get_last_payload (client),
                  "not the referee");
  expect_refused (&t, seat0, seat0, drive_in_seat_client_get_last_payload (client),
                  "not the referee");
  forged = g_strdup (drive_in_seat_client_get_last_payload (client));
  expect_refused (&t, REFEREE, seat0, forged, "old sequence number");
  bytes = drive_in_online_view_decode (drive_in_online_message_get_string (last, "view"),
                                       sizeof (GrosGame), &error);
  g_assert_no_error (error);
  ((GrosGame *) bytes)->n_cards = GROS_MAX_CARDS + 1;
  encoded = drive_in_online_view_encode (bytes, sizeof (GrosGame));
  view_member = g_strdup_printf ("\"view\":\"%s\"", drive_in_online_message_get_string (last, "view"));
  g_assert_nonnull (strstr (forged, view_member));
  g_free (payload);
  {
    g_autofree char *seq = g_strdup_printf ("\"seq\":%" G_GUINT64_FORMAT ",", answers);
    g_autofree char *next = g_strdup_printf ("\"seq\":%" G_GUINT64_FORMAT ",", answers + 1);
    g_autofree char *view_new = g_strdup_printf ("\"view\":\"%s\"", encoded);
    g_auto(GStrv) parts = g_strsplit (forged, view_member, 2);
    g_autofree char *joined = g_strjoinv (view_new, parts);
    g_auto(GStrv) parts2 = g_strsplit (joined, seq, 2);

    g_assert_nonnull (strstr (joined, seq));
    payload = g_strjoinv (next, parts2);
  }
  g_assert_nonnull (strstr (payload, "\"snapshot\":true"));
  expect_refused (&t, REFEREE, seat0, payload, "does not check");
#undef ACTION

  /* The table plays on untouched. */
  g_signal_handlers_disconnect_by_func (t.referee, on_refused, NULL);
  g_signal_handlers_disconnect_by_func (client, on_refused, NULL);
  for (guint s = 0; s < t.n_seats; s++)
    drive_in_seat_client_set_autoplay (t.parties[s].client, TRUE, 17 + s);
  g_assert_true (table_run (&t, G_MAXUINT));
  check_end (&t, FALSE);
  table_clear (&t);
  g_clear_pointer (&refusal, g_free);
}

/* A spectator gets the public view and may ask for snapshots, nothing else: its actions, a
 * seated player asking to watch and a spectator past the table's limit are refused; it sees
 * the game to its end like the seats. */
static void
test_spectator (void)
{
  const char *watcher_address = "watcher@test/one";
  Table t;
  Party *watcher;
  const char * const *texts;
  g_autoptr(DriveInOnlineMessage) last = NULL;
  g_autofree char *payload = NULL;
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  guint accepted;

  table_init (&t, game_rules_lookup (GROS_GAME_ID), 2, 23, NULL, FALSE);
  watcher = party_watch (&t, watcher_address);
  g_signal_connect (t.referee, "refused", G_CALLBACK (on_refused), NULL);
  while (!seat_0_decides (&t) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (seat_0_decides (&t));
  flush (&t);
  g_assert_true (drive_in_seat_client_is_spectator (watcher->client));
  g_assert_nonnull (drive_in_seat_client_get_view (watcher->client));
  g_assert_cmpuint (drive_in_seat_client_get_choices (watcher->client, NULL, NULL), ==, 0);
  accepted = drive_in_seat_client_get_n_accepted (watcher->client);
  drive_in_seat_client_request_snapshot (watcher->client);
  flush (&t);
  g_assert_cmpuint (drive_in_seat_client_get_n_accepted (watcher->client), ==, accepted + 1);

  /* Seat 1's choice, answered from the spectator's address. */
  drive_in_seat_client_get_choices (t.parties[0].client, &texts, NULL);
  last = drive_in_online_message_parse (drive_in_seat_client_get_last_payload (t.parties[0].client),
                                        -1, NULL);
  payload = g_strdup_printf ("{\"drive-in\":1,\"table\":\"%s\",\"type\":\"action\",\"seq\":50,"
                             "\"action\":\"%s\",\"answers\":%" G_GUINT64_FORMAT "}", TABLE,
                             texts[0], drive_in_online_message_get_seq (last));
  expect_refused (&t, watcher_address, REFEREE, payload, "other than a snapshot request");
  g_free (payload);
  payload = g_strdup_printf ("{\"drive-in\":1,\"table\":\"%s\",\"type\":\"watch\",\"seq\":60}",
                             TABLE);
  expect_refused (&t, "p0@test/one", REFEREE, payload, "a seat's player asks to watch");
  /* The room is for chat only. */
  g_clear_pointer (&refusal, g_free);
  {
    guint before = refusals;

    drive_in_online_loopback_inject (t.host, "mallory@test/x", REFEREE, ROOM, payload);
    flush (&t);
    g_assert_cmpuint (refusals, ==, before + 1);
    g_assert_nonnull (strstr (refusal, "through the room"));
  }
  /* The limit: the watcher and the others up to it are welcome, the next is not. */
  for (guint i = 1; i < DRIVE_IN_REFEREE_MAX_WATCHERS; i++)
    {
      g_autofree char *from = g_strdup_printf ("w%u@test/x", i);
      guint before = refusals;

      drive_in_online_loopback_inject (t.host, from, REFEREE, NULL, payload);
      flush (&t);
      g_assert_cmpuint (refusals, ==, before);
    }
  expect_refused (&t, "one-too-many@test/x", REFEREE, payload, "past the table's limit");
  g_signal_handlers_disconnect_by_func (t.referee, on_refused, NULL);

  for (guint s = 0; s < t.n_seats; s++)
    drive_in_seat_client_set_autoplay (t.parties[s].client, TRUE, 23 + s);
  g_assert_true (table_run (&t, G_MAXUINT));
  check_end (&t, FALSE);
  g_assert_cmpuint (drive_in_seat_client_get_n_refused (watcher->client), ==, 0);
  table_clear (&t);
  g_clear_pointer (&refusal, g_free);
}

/* Seats welcomed before the table starts (the host waits for every player) get their view
 * but no choice, even the seat that decides first; the start gives it its choices. */
static void
test_choices_wait_for_start (void)
{
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(DriveInReferee) referee = NULL;
  g_autoptr(GError) error = NULL;
  Table t;
  guint decider;

  memset (&t, 0, sizeof t);
  t.catalog = catalog_new ();
  t.rules = game_rules_lookup (GROO_GAME_ID);
  t.n_seats = 2;
  t.host = drive_in_online_loopback_new (NULL, REFEREE);
  record = record_new (t.catalog, t.rules, t.n_seats, 31);
  referee = drive_in_referee_new (DRIVE_IN_ONLINE_TRANSPORT (t.host), t.catalog, record, TABLE,
                                  &error);
  g_assert_no_error (error);
  table_set_referee (&t, referee);
  drive_in_referee_set_player (t.referee, 0, "p0@test");
  drive_in_referee_set_player (t.referee, 1, "p1@test");
  party_join (&t, 0, "one", 31, FALSE);
  party_join (&t, 1, "one", 31, FALSE);
  flush (&t);
  decider = t.rules->play.deciding_seat (game_session_get_state (table_session (&t)));
  g_assert_cmpuint (decider, <, t.n_seats);
  for (guint s = 0; s < t.n_seats; s++)
    {
      g_assert_nonnull (drive_in_seat_client_get_view (t.parties[s].client));
      g_assert_cmpuint (drive_in_seat_client_get_choices (t.parties[s].client, NULL, NULL), ==, 0);
    }
  drive_in_referee_start (t.referee, ROOM);
  flush (&t);
  g_assert_cmpuint (drive_in_seat_client_get_choices (t.parties[decider].client, NULL, NULL), >,
                    0);
  g_assert_cmpuint (drive_in_seat_client_get_n_refused (t.parties[decider].client), ==, 0);
  for (guint s = 0; s < t.n_seats; s++)
    drive_in_seat_client_set_autoplay (t.parties[s].client, TRUE, 31 + s);
  g_assert_true (table_run (&t, G_MAXUINT));
  check_end (&t, TRUE);
  table_clear (&t);
}

/* ---- the lobby ---- */

#define LOBBY "lobby@rooms.test"

static void
flush_net (DriveInOnlineLoopback *net)
{
  while (drive_in_online_loopback_is_busy (net) || g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* An announcement as a host would build it; @host_name NULL: omitted is not allowed, so
 * a test that wants a bad one passes it. */
static char *
announcement (const char *table,
              guint64     seq,
              const char *game,
              const char *variant,
              gint64      seats,
              gint64      n_free,
              const char *room,
              const char *host,
              gboolean    open)
{
  g_autoptr(DriveInOnlineMessage) m = drive_in_online_message_new (DRIVE_IN_ONLINE_ANNOUNCE,
                                                                   table, seq);

  drive_in_online_message_set_string (m, "game", game);
  if (variant != NULL)
    drive_in_online_message_set_string (m, "variant", variant);
  drive_in_online_message_set_int (m, "seats", seats);
  drive_in_online_message_set_int (m, "free", n_free);
  drive_in_online_message_set_string (m, "room", room);
  drive_in_online_message_set_string (m, "host", host);
  drive_in_online_message_set_bool (m, "open", open);
  return drive_in_online_message_to_payload (m);
}

static guint lobby_refusals;
static char *lobby_refusal;

static void
on_lobby_refused (DriveInOnlineLobby *lobby,
                  const char         *from,
                  const char         *reason,
                  gpointer            user_data)
{
  lobby_refusals++;
  g_free (lobby_refusal);
  lobby_refusal = g_strdup (reason);
}

/* @payload from @from through the lobby: refused for @reason, the list unchanged. */
static void
expect_lobby_refused (DriveInOnlineLoopback *net,
                      DriveInOnlineLobby    *lobby,
                      const char            *from,
                      const char            *payload,
                      const char            *reason)
{
  guint before = lobby_refusals;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (lobby));

  drive_in_online_loopback_inject (net, from, "erin@test/lobby", LOBBY, payload);
  flush_net (net);
  g_assert_cmpuint (lobby_refusals, ==, before + 1);
  if (strstr (lobby_refusal, reason) == NULL)
    g_test_message ("refused for: %s", lobby_refusal);
  g_assert_nonnull (strstr (lobby_refusal, reason));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lobby)), ==, n);
}

/* A host announces its table in the lobby; the list follows its free seats, drops it when
 * it starts and when its announcer leaves; every forged or malformed announcement is
 * refused, and the lobby's traffic leaves the referee alone. */
static void
test_lobby (void)
{
  g_autoptr(DriveInCatalog) catalog = catalog_new ();
  const GameRules *rules = game_rules_lookup (GROO_GAME_ID);
  g_autoptr(GameRecord) record = record_new (catalog, rules, 4, 41);
  g_autoptr(DriveInOnlineLoopback) host_link = drive_in_online_loopback_new (NULL,
                                                                             "alice@test/host");
  g_autoptr(DriveInOnlineLoopback) listener = drive_in_online_loopback_new (host_link,
                                                                            "erin@test/lobby");
  g_autoptr(DriveInOnlineLoopback) other = drive_in_online_loopback_new (host_link,
                                                                         "mallory@test/x");
  g_autoptr(DriveInOnlineHost) host = NULL;
  g_autoptr(DriveInOnlineLobby) lobby = NULL;
  g_autoptr(DriveInOnlineAnnouncer) announcer = NULL;
  g_autoptr(DriveInOnlineLobbyTable) table = NULL;
  g_autoptr(GameRecord) other_record = record_new (catalog, rules, 3, 42);
  DriveInOnlineLoopback *players[3];
  DriveInOnlineJoin *joins[3];
  const char *accounts[] = { "bob@test/p", "carol@test/p", "dave@test/p" };
  g_autoptr(GError) error = NULL;
  char *bad;

  host = drive_in_online_host_new (DRIVE_IN_ONLINE_TRANSPORT (host_link), catalog, record,
                                   "t9@rooms.test", &error);
  g_assert_no_error (error);
  drive_in_online_host_set_computer (host, 3, GAME_AI_EASY);
  g_assert_false (drive_in_online_host_set_lobby (host, "no lobby", "alice@test", &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (drive_in_online_host_set_lobby (host, LOBBY, "alice@test", &error));
  lobby = drive_in_online_lobby_new (DRIVE_IN_ONLINE_TRANSPORT (listener), LOBBY, &error);
  g_assert_no_error (error);
  g_signal_connect (lobby, "refused", G_CALLBACK (on_lobby_refused), NULL);
  drive_in_online_lobby_start (lobby);
  drive_in_online_host_start (host);
  flush_net (host_link);

  /* Listed: the game, its variant, three seats free of four (the computer holds one). */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lobby)), ==, 1);
  table = g_list_model_get_item (G_LIST_MODEL (lobby), 0);
  g_assert_cmpstr (drive_in_online_lobby_table_get_room (table), ==, "t9@rooms.test");
  g_assert_cmpstr (drive_in_online_lobby_table_get_table (table), ==, "t9");
  g_assert_cmpstr (drive_in_online_lobby_table_get_game (table), ==, GROO_GAME_ID);
  g_assert_cmpstr (drive_in_online_lobby_table_get_host (table), ==, "alice@test");
  g_assert_cmpuint (drive_in_online_lobby_table_get_n_seats (table), ==, 4);
  g_assert_cmpuint (drive_in_online_lobby_table_get_n_free (table), ==, 3);
  g_assert_cmpstr (drive_in_online_lobby_table_get_variant (table), ==,
                   rules->params_variant (game_record_get_params (record)));
  g_clear_object (&table);
  g_assert_cmpuint (lobby_refusals, ==, 0);

  /* Forged and malformed announcements change nothing. */
  expect_lobby_refused (host_link, lobby, "mallory@test/x", "{\"drive-in\": 1", "not JSON");
  expect_lobby_refused (host_link, lobby, "mallory@test/x",
                        "{\"drive-in\":1,\"table\":\"m1\",\"type\":\"chat\",\"seq\":1,"
                        "\"text\":\"hi\"}", "not a table announcement");
  expect_lobby_refused (host_link, lobby, "mallory@test/x",
                        "{\"drive-in\":1,\"table\":\"m1\",\"type\":\"announce\",\"seq\":1,"
                        "\"game\":\"groo\",\"seats\":3,\"free\":3,\"room\":\"m1@rooms.test\","
                        "\"host\":\"mallory@test\",\"open\":true,\"password\":\"x\"}",
                        "no member \"password\"");
  bad = announcement ("m1", 1, GROO_GAME_ID, NULL, 3, 3, "m1@rooms.test", "alice@test", TRUE);
  expect_lobby_refused (host_link, lobby, "mallory@test/x", bad, "not the announcer's account");
  g_free (bad);
  bad = announcement ("m1", 1, "chess", NULL, 3, 3, "m1@rooms.test", "mallory@test", TRUE);
  expect_lobby_refused (host_link, lobby, "mallory@test/x", bad, "no game");
  g_free (bad);
  bad = announcement ("m1", 1, GROO_GAME_ID, "no-such", 3, 3, "m1@rooms.test", "mallory@test",
                      TRUE);
  expect_lobby_refused (host_link, lobby, "mallory@test/x", bad, "no variant");
  g_free (bad);
  bad = announcement ("m1", 1, GROO_GAME_ID, NULL, 3, 4, "m1@rooms.test", "mallory@test", TRUE);
  expect_lobby_refused (host_link, lobby, "mallory@test/x", bad, "seats free");
  g_free (bad);
  bad = announcement ("m1", 1, GROO_GAME_ID, NULL, 40, 3, "m1@rooms.test", "mallory@test", TRUE);
  expect_lobby_refused (host_link, lobby, "mallory@test/x", bad, "40 seats");
  g_free (bad);
  bad = announcement ("m1", 1, GROO_GAME_ID, NULL, 3, 3, "m2@rooms.test", "mallory@test", TRUE);
  expect_lobby_refused (host_link, lobby, "mallory@test/x", bad, "not the table");
  g_free (bad);
  bad = announcement ("m1", 1, GROO_GAME_ID, NULL, 3, 3, "m1@rooms/x", "mallory@test", TRUE);
  expect_lobby_refused (host_link, lobby, "mallory@test/x", bad, "no room address");
  g_free (bad);
  bad = announcement ("m1", 1, GROO_GAME_ID, NULL, 3, 3, "m1@rooms.test", "mallory@test\nx",
                      TRUE);
  expect_lobby_refused (host_link, lobby, "mallory@test/x", bad, "one line");
  g_free (bad);
  /* Someone else's table, announced with more seats free: one room, one announcer. */
  bad = announcement ("t9", 1, GROO_GAME_ID, NULL, 4, 4, "t9@rooms.test", "mallory@test", TRUE);
  expect_lobby_refused (host_link, lobby, "mallory@test/x", bad, "another occupant");
  g_free (bad);
  /* The host's own announcement replayed. */
  bad = announcement ("t9", 1, GROO_GAME_ID, NULL, 4, 4, "t9@rooms.test", "alice@test", TRUE);
  expect_lobby_refused (host_link, lobby, "alice@test/host", bad, "old sequence number");
  g_free (bad);
  /* Where the lobby names occupants by nick, the nick is the table id. */
  bad = announcement ("m1", 1, GROO_GAME_ID, NULL, 3, 3, "m1@rooms.test", "mallory@test", TRUE);
  expect_lobby_refused (host_link, lobby, LOBBY "/t9", bad, "nick is not the table id");
  g_free (bad);
  /* Nothing of it reached the referee, which shares the host's link with the lobby. */
  g_assert_cmpuint (drive_in_referee_get_n_refused (drive_in_online_host_get_referee (host)), ==,
                    0);

  /* A second table, announced properly, is listed; withdrawn, or its announcer gone, not. */
  announcer = drive_in_online_announcer_new (DRIVE_IN_ONLINE_TRANSPORT (other), LOBBY,
                                             "m1@rooms.test", other_record, "mallory@test/x",
                                             &error);
  g_assert_no_error (error);
  drive_in_online_announcer_start (announcer);
  flush_net (host_link);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lobby)), ==, 2);
  g_assert_nonnull (drive_in_online_lobby_find (lobby, "m1@rooms.test"));
  drive_in_online_announcer_set_free (announcer, 1);
  flush_net (host_link);
  g_assert_cmpuint (drive_in_online_lobby_table_get_n_free (
                      drive_in_online_lobby_find (lobby, "m1@rooms.test")), ==, 1);
  drive_in_online_loopback_drop (other);
  flush_net (host_link);
  g_assert_null (drive_in_online_lobby_find (lobby, "m1@rooms.test"));
  g_assert_cmpuint (drive_in_online_loopback_reconnect (other), ==, TRUE);
  flush_net (host_link);
  drive_in_online_announcer_withdraw (announcer);
  flush_net (host_link);
  g_assert_null (drive_in_online_lobby_find (lobby, "m1@rooms.test"));

  /* Players take the free seats: the count follows; the table starts: it is gone. */
  for (guint i = 0; i < 3; i++)
    {
      players[i] = drive_in_online_loopback_new (host_link, accounts[i]);
      joins[i] = drive_in_online_join_new (DRIVE_IN_ONLINE_TRANSPORT (players[i]), catalog,
                                           "t9@rooms.test", &error);
      g_assert_no_error (error);
      drive_in_online_join_start (joins[i]);
      flush_net (host_link);
      if (i < 2)
        g_assert_cmpuint (drive_in_online_lobby_table_get_n_free (
                            drive_in_online_lobby_find (lobby, "t9@rooms.test")), ==, 2 - i);
    }
  g_assert_true (drive_in_online_host_is_started (host));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (lobby)), ==, 0);
  g_assert_cmpuint (drive_in_referee_get_n_refused (drive_in_online_host_get_referee (host)), ==,
                    0);
  for (guint i = 0; i < 3; i++)
    {
      g_object_unref (joins[i]);
      g_object_unref (players[i]);
    }
  g_clear_pointer (&lobby_refusal, g_free);
}

static void
on_seat_taken (DriveInOnlineHost *host,
               guint              seat,
               const char        *account,
               GString           *taken)
{
  g_string_append_printf (taken, "%u %s;", seat, account);
}

/* A host started again from its referee's save file keeps the table's seating (reserved,
 * taken by a hello, computer) and its save file; in another table's room it is refused. */
static void
test_host_resume (void)
{
  g_autoptr(DriveInCatalog) catalog = catalog_new ();
  const GameRules *rules = game_rules_lookup (GROS_GAME_ID);
  g_autoptr(GameRecord) record = record_new (catalog, rules, 3, 17);
  g_autoptr(DriveInOnlineLoopback) host_link = drive_in_online_loopback_new (NULL,
                                                                             "alice@test/host");
  g_autoptr(DriveInOnlineLoopback) again_link = NULL;
  g_autoptr(DriveInOnlineLoopback) player = NULL;
  g_autoptr(DriveInOnlineJoin) join = NULL;
  g_autoptr(DriveInOnlineHost) host = NULL;
  g_autoptr(DriveInOnlineHost) again = NULL;
  g_autoptr(GString) taken = g_string_new (NULL);
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) missing = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  path = g_dir_make_tmp ("test-online-XXXXXX", &error);
  g_assert_no_error (error);
  folder = g_file_new_for_path (path);
  file = g_file_get_child (folder, "table.drive-in-game");
  host = drive_in_online_host_new (DRIVE_IN_ONLINE_TRANSPORT (host_link), catalog, record,
                                   "t7@rooms.test", &error);
  g_assert_no_error (error);
  g_signal_connect (host, "seat-taken", G_CALLBACK (on_seat_taken), taken);
  drive_in_online_host_reserve (host, 0, "bob@test/anywhere");
  drive_in_online_host_set_computer (host, 1, GAME_AI_EASY);
  drive_in_online_host_start (host);
  player = drive_in_online_loopback_new (host_link, "carol@test/p");
  join = drive_in_online_join_new (DRIVE_IN_ONLINE_TRANSPORT (player), catalog, "t7@rooms.test",
                                   &error);
  g_assert_no_error (error);
  drive_in_online_join_start (join);
  flush_net (host_link);
  /* The free seat went to the account that asked, and only that seat. */
  g_assert_cmpstr (taken->str, ==, "2 carol@test;");
  g_assert_cmpstr (drive_in_online_host_get_seat (host, 2), ==, "carol@test");
  g_assert_false (drive_in_online_host_is_started (host));
  drive_in_referee_set_save_file (drive_in_online_host_get_referee (host), file);

  /* Started again in the same room: the same seats for the same accounts. */
  again_link = drive_in_online_loopback_new (host_link, "alice@test/again");
  again = drive_in_online_host_new_from_file (DRIVE_IN_ONLINE_TRANSPORT (again_link), catalog,
                                              file, "t7@rooms.test", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_online_host_get_seat (again, 0), ==, "bob@test");
  g_assert_cmpstr (drive_in_online_host_get_seat (again, 1), ==, "computer");
  g_assert_cmpstr (drive_in_online_host_get_seat (again, 2), ==, "carol@test");
  g_assert_cmpstr (drive_in_referee_get_table (drive_in_online_host_get_referee (again)), ==,
                   "t7");
  g_assert_false (drive_in_online_host_is_started (again));
  g_clear_object (&again);

  /* Another room names another table; a missing file is no table at all. */
  again = drive_in_online_host_new_from_file (DRIVE_IN_ONLINE_TRANSPORT (again_link), catalog,
                                              file, "t8@rooms.test", &error);
  g_assert_null (again);
  g_assert_error (error, DRIVE_IN_ONLINE_HOST_ERROR, DRIVE_IN_ONLINE_HOST_ERROR_WRONG_TABLE);
  g_assert_nonnull (strstr (error->message, "t7"));
  g_clear_error (&error);
  missing = g_file_get_child (folder, "none.drive-in-game");
  again = drive_in_online_host_new_from_file (DRIVE_IN_ONLINE_TRANSPORT (again_link), catalog,
                                              missing, "t7@rooms.test", &error);
  g_assert_null (again);
  g_assert_nonnull (error);
  g_assert_false (g_error_matches (error, DRIVE_IN_ONLINE_HOST_ERROR,
                                   DRIVE_IN_ONLINE_HOST_ERROR_WRONG_TABLE));

  g_clear_object (&join);
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_assert_true (g_file_delete (folder, NULL, NULL));
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/online/whole-games", test_whole_games);
  g_test_add_func ("/drive-in/online/deciding-seat-first", test_deciding_seat_first);
  g_test_add_func ("/drive-in/online/computer-on-view", test_computer_on_view);
  g_test_add_func ("/drive-in/online/rejoin", test_rejoin);
  g_test_add_func ("/drive-in/online/reconnect", test_reconnect);
  g_test_add_func ("/drive-in/online/grace", test_grace);
  g_test_add_func ("/drive-in/online/restart", test_restart);
  g_test_add_func ("/drive-in/online/view-encoding", test_view_encoding);
  g_test_add_func ("/drive-in/online/refused", test_refused);
  g_test_add_func ("/drive-in/online/spectator", test_spectator);
  g_test_add_func ("/drive-in/online/choices-wait-for-start", test_choices_wait_for_start);
  g_test_add_func ("/drive-in/online/lobby", test_lobby);
  g_test_add_func ("/drive-in/online/host-resume", test_host_resume);
  return g_test_run ();
}
