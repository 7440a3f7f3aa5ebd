/* test-gros-game-play.c: GROS played through the shared play controller (DriveInGamePlay)
 * without a table: whole games between computers and with a person, saved and taken up
 * again, replayed; and the shared AI entry the controller uses gives GROS's own decisions. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <glib/gstdio.h>

#include "drive-in-game-play.h"
#include "drive-in-test-util.h"
#include "game-session-private.h"
#include "gros-ai.h"
#include "gros-game-record.h"
#include "gros-game-view.h"
#include "test-games-common.h"
#include "gros-game-id.h"

static const GameRules *rules;
static DriveInCatalog *catalog;

static GameRecord *
new_record (const char *variant,
            guint       n_seats,
            guint64     seed)
{
  g_autofree gpointer params = g_malloc0 (rules->params_size);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  GameRecord *record;

  g_assert_true (rules->params_init (params, variant));
  record = game_record_new (rules, seed, n_seats, params);
  for (guint s = 0; s < n_seats; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GError) error = NULL;

      g_assert_true (rules->cards.random_deck (catalog, NULL, params, rand, ids, words, &error));
      g_assert_no_error (error);
      g_ptr_array_add (ids, NULL);
      g_ptr_array_add (words, NULL);
      game_record_set_deck (record, s, (const char * const *) ids->pdata);
      game_record_set_words (record, s, (const char * const *) words->pdata);
    }
  return record;
}

static gboolean
same_past_db (gconstpointer a,
              gconstpointer b)
{
  gsize at = offsetof (GrosGame, params);

  return memcmp ((const guint8 *) a + at, (const guint8 *) b + at, sizeof (GrosGame) - at) == 0;
}

static const GrosGame *
state_of (DriveInGamePlay *play)
{
  return game_session_get_state (drive_in_game_play_get_session (play));
}

static gboolean
is_over (gpointer data)
{
  return drive_in_game_play_is_over (data);
}

static gboolean
human_or_over (gpointer data)
{
  return drive_in_game_play_is_over (data) || drive_in_game_play_is_human_turn (data);
}

/* The budget DriveInAiRunner gives a decision, with @time_ms of thinking. */
static void
runner_budget (GameAiBudget *budget,
               guint         time_ms)
{
  game_ai_budget_init (budget);
  budget->time_ms = time_ms;
}

/* Every decision of @record's game was the one gros_ai_choose() makes for its seat's
 * level, with the seed the controller gives it: the shared path decided as GROS's own. */
static guint
check_decisions (GameRecord              *record,
                 const DriveInSeatPlayer *players)
{
  g_autofree GrosGame *game = g_new0 (GrosGame, 1);
  g_autofree uint16_t *storage = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  GameAiBudget budget;
  GameSetup setup;
  guint checked = 0;

  for (guint s = 0; s < game_record_get_n_seats (record); s++)
    for (const char * const *id = game_record_get_deck (record, s); *id != NULL; id++)
      gros_card_db_add_card (db, drive_in_catalog_lookup (catalog, *id));
  g_assert_true (game_record_make_setup (record, db, &setup, &storage, &error));
  g_assert_true (rules->play.init (game, &setup, NULL, NULL, &error));
  g_assert_no_error (error);
  runner_budget (&budget, GAME_AI_DEFAULT_TIME_MS);
  for (guint i = 0; i < game_record_get_n_actions (record); i++)
    {
      const GameAction *taken = game_record_get_action (record, i);
      guint seat = gros_game_get_deciding_seat (game);
      guint64 seed = game_record_get_seed (record) * G_GUINT64_CONSTANT (6364136223846793005)
                     + i + 1;
      GrosAction mine;

      g_assert_cmpuint (taken->seat, ==, seat);
      if (players[seat].kind == DRIVE_IN_PLAYER_AI)
        {
          g_assert_true (gros_ai_choose (players[seat].level, game, seat, &budget, seed, &mine));
          if (!gros_action_equal (&mine, taken))
            {
              g_autofree char *a = gros_action_to_string (&mine);
              g_autofree char *b = gros_action_to_string (taken);

              g_error ("action %u: gros_ai_choose() takes %s, the game took %s", i, a, b);
            }
          checked++;
        }
      g_assert_true (rules->play.apply (game, taken, NULL, NULL, &error));
      g_assert_no_error (error);
    }
  g_assert_true (gros_game_is_over (game));
  return checked;
}

/* ---- Computers only: a whole game, its file, its replay ----------------------------- */

static void
test_computers (void)
{
  g_autoptr(GameRecord) record = new_record ("feature-film", 3, 31);
  DriveInSeatPlayer players[3] = {
    { DRIVE_IN_PLAYER_AI, GAME_AI_EASY },
    { DRIVE_IN_PLAYER_AI, GAME_AI_RANDOM },
    { DRIVE_IN_PLAYER_AI, GAME_AI_EASY },
  };
  const char *labels[3] = { "Zombies", "Aliens", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInGamePlay) play = drive_in_game_play_new (catalog, record, players, labels, 0,
                                                            FALSE, &error);
  g_autoptr(DriveInGamePlay) loaded = NULL;
  g_autoptr(DriveInGamePlay) replay = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gros-game-play-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.gros-game", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GameRecord *played;
  guint n_actions, checked;

  g_assert_no_error (error);
  g_assert_true (drive_in_game_play_get_rules (play) == rules);
  /* Only computers: every card shows, nobody takes the screen. */
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, GAME_VIEWER_ALL);
  g_assert_false (drive_in_game_play_is_human_turn (play));
  drive_in_game_play_set_pace (play, 0);
  drive_in_game_play_start (play);
  drive_in_test_wait_until (is_over, play, 120000);
  g_assert_false (drive_in_game_play_is_thinking (play));
  played = game_session_get_record (drive_in_game_play_get_session (play));
  n_actions = game_record_get_n_actions (played);
  g_assert_cmpuint (n_actions, >, 20);
  g_assert_cmpuint (state_of (play)->n_actions, ==, n_actions);
  g_assert_true (gros_game_is_over (state_of (play)));
  checked = check_decisions (played, players);
  g_assert_cmpuint (checked, ==, n_actions);

  /* The file, taken up again: the same game, the same players and deck names. */
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
  loaded = drive_in_game_play_load (catalog, file, FALSE, &error);
  g_assert_no_error (error);
  g_assert_true (same_past_db (state_of (loaded), state_of (play)));
  g_assert_true (drive_in_game_play_is_over (loaded));
  for (guint s = 0; s < 3; s++)
    {
      const DriveInSeatPlayer *p = drive_in_game_play_get_player (loaded, s);

      g_assert_cmpint (p->kind, ==, players[s].kind);
      g_assert_cmpint (p->level, ==, players[s].level);
      g_assert_cmpstr (drive_in_game_play_get_deck_label (loaded, s), ==, labels[s]);
    }

  /* Its replay: watched from the first action, every card shown, nobody plays. */
  replay = drive_in_game_play_load (catalog, file, TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (drive_in_game_play_is_replay (replay));
  g_assert_cmpuint (drive_in_game_play_get_n_steps (replay), ==, n_actions);
  g_assert_cmpuint (drive_in_game_play_get_step (replay), ==, 0);
  g_assert_true (drive_in_game_play_can_show_every_card (replay));
  g_assert_cmpuint (drive_in_game_play_get_human_actions (replay, NULL), ==, 0);
  while (drive_in_game_play_step_forward (replay))
    ;
  g_assert_cmpuint (drive_in_game_play_get_step (replay), ==, n_actions);
  g_assert_true (same_past_db (state_of (replay), state_of (play)));
  g_assert_true (drive_in_game_play_step_back (replay));
  g_assert_cmpuint (drive_in_game_play_get_step (replay), ==, n_actions - 1);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  g_test_message ("%u actions, %u computer decisions as gros_ai_choose() makes them", n_actions,
                  checked);
}

/* ---- A person against computers ------------------------------------------------------ */

static void
test_person (void)
{
  g_autoptr(GameRecord) record = new_record ("feature-film", 2, 5);
  DriveInSeatPlayer players[2] = {
    { DRIVE_IN_PLAYER_HUMAN, GAME_AI_NORMAL },
    { DRIVE_IN_PLAYER_AI, GAME_AI_EASY },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInGamePlay) play = drive_in_game_play_new (catalog, record, players, NULL, 0,
                                                            FALSE, &error);
  GameSession *session = drive_in_game_play_get_session (play);
  guint64 rng = 17;
  guint decisions = 0, undone = 0, hidden_seen = 0;

  g_assert_no_error (error);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, 0);
  drive_in_game_play_set_pace (play, 0);
  drive_in_game_play_start (play);
  while (decisions < 3000)
    {
      const GameAction *legal;
      const GrosGame *view;
      guint n;

      drive_in_test_wait_until (human_or_over, play, 60000);
      if (drive_in_game_play_is_over (play))
        break;
      /* The person's table is given seat 1's view: the computer's hand is card backs. */
      view = game_session_get_view (session);
      for (guint i = 0; i < gros_game_zone_size (view, GROS_ZONE_HAND, 1); i++)
        {
          int card = gros_game_zone_card (view, GROS_ZONE_HAND, 1, i);

          if (!gros_game_viewer_sees (state_of (play), gros_game_zone_card (state_of (play),
                                                                            GROS_ZONE_HAND, 1,
                                                                            i), 0))
            {
              g_assert_true (gros_game_card_is_blank (view, card));
              hidden_seen++;
            }
        }
      for (guint i = 0; i < gros_game_zone_size (view, GROS_ZONE_HAND, 0); i++)
        g_assert_false (gros_game_card_is_blank (view, gros_game_zone_card (view, GROS_ZONE_HAND,
                                                                            0, i)));
      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      g_assert_true (drive_in_game_play_apply (play, &legal[games_rand_below (&rng, n)], &error));
      g_assert_no_error (error);
      decisions++;
      /* Now and then the person takes it back, when nothing was revealed since. */
      if (decisions % 7 == 0 && drive_in_game_play_can_undo (play))
        {
          guint before = game_session_get_n_actions (session);

          g_assert_true (drive_in_game_play_undo (play, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (game_session_get_n_actions (session), <, before);
          undone++;
        }
    }
  g_assert_true (drive_in_game_play_is_over (play));
  g_assert_cmpuint (hidden_seen, >, 0);
  g_test_message ("%u decisions of the person, %u taken back", decisions, undone);
}

/* ---- The shared AI entry decides as GROS's own ---------------------------------------- */

typedef struct
{
  gboolean   done;
  gboolean   ok;
  GameAction action;
} Answer;

static void
on_state_chosen_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  Answer *answer = user_data;
  g_autoptr(GError) error = NULL;

  answer->ok = drive_in_ai_runner_choose_finish (DRIVE_IN_AI_RUNNER (source), result,
                                                       &answer->action, &error);
  g_assert_no_error (error);
  answer->done = TRUE;
}

static gboolean
answered (gpointer data)
{
  return ((Answer *) data)->done;
}

static void
test_ai_entry (void)
{
  static const struct
  {
    const char *variant;
    guint       n_seats;
    guint       steps;     /* random actions from the start */
  } positions[] = {
    { "feature-film", 2, 0 }, { "feature-film", 2, 25 }, { "feature-film", 3, 60 },
    { "episode", 4, 40 }, { "feature-film", 2, 120 }, { "draft", 2, 30 },
  };
  /* Long enough that HARD always stops at its iteration count, never at the clock. */
  const guint time_ms = 600000;
  const GameAi *ai = game_ai_lookup (GROS_GAME_ID);
  g_autoptr(DriveInAiRunner) runner = drive_in_ai_runner_new ();
  g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
  GameAiBudget budget;
  guint compared = 0;

  g_assert_nonnull (ai);
  drive_in_ai_runner_set_time_ms (runner, time_ms);
  runner_budget (&budget, time_ms);
  for (guint p = 0; p < G_N_ELEMENTS (positions); p++)
    {
      g_autoptr(GameRecord) record = new_record (positions[p].variant, positions[p].n_seats,
                                                 300 + p);
      g_autoptr(GError) error = NULL;
      g_autoptr(GameSession) session = game_session_new (catalog, record, 0, GAME_VIEWER_ALL,
                                                         &error);
      guint64 rng = games_seed_mix (p);
      const GrosGame *game;
      guint seat;

      g_assert_no_error (error);
      for (guint k = 0; k < positions[p].steps; k++)
        {
          guint n;

          game = game_session_get_state (session);
          if (gros_game_is_over (game))
            break;
          n = gros_game_legal_actions (game, legal, GAME_MAX_ACTIONS);
          g_assert_true (game_session_apply_real (session, &legal[games_rand_below (&rng, n)],
                                                  &error));
        }
      game = game_session_get_state (session);
      g_assert_false (gros_game_is_over (game));
      seat = gros_game_get_deciding_seat (game);
      for (GameAiLevel level = 0; level < GAME_AI_N_LEVELS; level++)
        {
          guint64 seed = games_seed_mix (1000 * p + level);
          Answer answer = { FALSE };
          GrosAction theirs, shared;

          /* HARD is the dearest: on half the positions. */
          if (level == GAME_AI_HARD && p % 2 == 1)
            continue;
          g_assert_true (gros_ai_choose (level, game, seat, &budget, seed, &theirs));
          g_assert_true (game_ai_choose (ai, level, game, seat, &budget, seed, &shared, NULL));
          drive_in_ai_runner_choose_async (runner, rules, level, game, seat, seed, NULL,
                                           on_state_chosen_cb, &answer);
          drive_in_test_wait_until (answered, &answer, 120000);
          g_assert_true (answer.ok);
          if (!gros_action_equal (&theirs, &shared)
              || !gros_action_equal (&theirs, &answer.action))
            {
              g_autofree char *a = gros_action_to_string (&theirs);
              g_autofree char *b = gros_action_to_string (&shared);
              g_autofree char *c = gros_action_to_string (&answer.action);

              g_error ("position %u, %s: gros_ai_choose() %s, game_ai_choose() %s, the "
                       "runner %s", p, game_ai_level_to_string (level), a, b, c);
            }
          compared++;
        }
    }
  g_test_message ("%u decisions compared", compared);
}

/* ---- GROS game files, as the GROS table and the first Drive-In wrote them ---------------- */

/* The "drive-in-table" member of the game file at @path has seat 1's @title and, with
 * @series, the series. */
static void
check_saved_member (const char *path,
                    const char *title,
                    gboolean    series)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *member, *seat;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  member = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                          "drive-in-table");
  g_assert_nonnull (member);
  seat = json_array_get_object_element (json_object_get_array_member (member, "seats"), 0);
  g_assert_cmpstr (json_object_get_string_member_with_default (seat, "title", NULL), ==, title);
  g_assert_cmpstr (json_object_get_string_member_with_default (seat, "player", NULL), ==,
                   "computer");
  g_assert_cmpint (json_object_has_member (member, "series"), ==, series);
}

/* Every game of tests/fixtures/records, loaded by the shared controller: the game the GROS
 * record gives, with the players of the GROS table's member (its Titles and series kept and
 * saved again); saved again, a file the GROS record reads back to the same record. */
static void
test_fixture_files (void)
{
  g_autoptr(GFile) folder = gros_test_get_source_file ("fixtures/records");
  g_autofree char *folder_path = g_file_get_path (folder);
  g_autoptr(GDir) dir = g_dir_open (folder_path, 0, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("gros-game-files-XXXXXX", &error);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder_path, name, NULL);
      g_autofree char *contents = NULL;
      g_autofree char *with_table = NULL;
      g_autofree char *table_path = g_build_filename (tmp, "table.gros-game", NULL);
      g_autofree char *saved_path = g_build_filename (tmp, "saved.gros-game", NULL);
      g_autofree char *first = NULL;
      g_autofree char *again = NULL;
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GFile) table_file = g_file_new_for_path (table_path);
      g_autoptr(GFile) saved_file = g_file_new_for_path (saved_path);
      g_autoptr(GrosGameRecord) record = NULL;
      g_autoptr(GrosGameRecord) reread = NULL;
      g_autoptr(GrosCardDb) db = gros_card_db_new ();
      g_autofree GrosGame *game = g_new0 (GrosGame, 1);
      g_autoptr(DriveInGamePlay) play = NULL;
      g_autoptr(DriveInGamePlay) table_play = NULL;
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(JsonNode) member = NULL;
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      gsize length;
      guint n_seats;

      if (!g_str_has_suffix (name, ".gros-game"))
        continue;
      n_files++;
      /* The GROS table's way: its record, replayed on a db made deck by deck as the session
       * makes its own. */
      record = gros_game_record_load (file, NULL, &error);
      g_assert_no_error (error);
      n_seats = gros_game_record_get_n_seats (record);
      for (guint s = 0; s < n_seats; s++)
        for (const char * const *id = gros_game_record_get_deck (record, s); *id != NULL; id++)
          gros_card_db_add_card (db, drive_in_catalog_lookup (catalog, *id));
      g_assert_true (gros_game_record_replay (record, db, GROS_GAME_RECORD_ALL, game, &error));
      g_assert_no_error (error);

      play = drive_in_game_play_load (catalog, file, FALSE, &error);
      g_assert_no_error (error);
      g_assert_true (drive_in_game_play_get_rules (play) == rules);
      g_assert_true (same_past_db (state_of (play), game));

      /* With the member the GROS table writes (its Titles and series beside the players). */
      g_assert_true (g_file_get_contents (path, &contents, &length, &error));
      g_assert_true (json_parser_load_from_data (parser, contents, length, &error));
      g_assert_no_error (error);
      member = json_from_string ("{\"version\": 1, \"seats\": ["
                                 "{\"player\": \"computer\", \"level\": \"hard\", "
                                 "\"title\": \"Night of the Lepus\", \"deck\": \"Bunnies\"},"
                                 "{\"player\": \"human\", \"level\": \"easy\"}],"
                                 "\"series\": {\"movies\": []}}", &error);
      g_assert_no_error (error);
      json_object_set_member (json_node_get_object (json_parser_get_root (parser)),
                              "drive-in-table", g_steal_pointer (&member));
      json_generator_set_root (generator, json_parser_get_root (parser));
      with_table = json_generator_to_data (generator, &length);
      g_assert_true (g_file_set_contents (table_path, with_table, length, &error));
      table_play = drive_in_game_play_load (catalog, table_file, FALSE, &error);
      g_assert_no_error (error);
      g_assert_true (same_past_db (state_of (table_play), game));
      g_assert_cmpint (drive_in_game_play_get_player (table_play, 0)->kind, ==,
                       DRIVE_IN_PLAYER_AI);
      g_assert_cmpint (drive_in_game_play_get_player (table_play, 0)->level, ==, GAME_AI_HARD);
      g_assert_cmpstr (drive_in_game_play_get_deck_label (table_play, 0), ==, "Bunnies");
      g_assert_cmpint (drive_in_game_play_get_player (table_play, 1)->kind, ==,
                       DRIVE_IN_PLAYER_HUMAN);
      /* Its Title and series are the GROS table's: kept, and written back on save. */
      g_assert_cmpstr (json_node_get_string (drive_in_game_play_get_table_value (table_play, 0,
                                                                                 "title")),
                       ==, "Night of the Lepus");
      g_assert_null (drive_in_game_play_get_table_value (table_play, 1, "title"));
      g_assert_nonnull (drive_in_game_play_get_table_value (table_play, -1, "series"));
      g_assert_true (drive_in_game_play_save (table_play, saved_file, &error));
      g_assert_no_error (error);
      check_saved_member (saved_path, "Night of the Lepus", TRUE);
      {
        g_autoptr(JsonNode) title = json_node_init_string (json_node_alloc (), "Them!");

        drive_in_game_play_set_table_value (table_play, 1, "title", title);
        drive_in_game_play_set_table_value (table_play, -1, "series", NULL);
        g_assert_true (drive_in_game_play_save (table_play, saved_file, &error));
        g_assert_no_error (error);
        check_saved_member (saved_path, "Night of the Lepus", FALSE);
        g_clear_object (&table_play);
        table_play = drive_in_game_play_load (catalog, saved_file, FALSE, &error);
        g_assert_no_error (error);
        g_assert_cmpstr (json_node_get_string (drive_in_game_play_get_table_value (table_play, 1,
                                                                                   "title")),
                         ==, "Them!");
        g_assert_cmpstr (drive_in_game_play_get_deck_label (table_play, 0), ==, "Bunnies");
      }

      /* Saved by the controller: the GROS record reads the same record back. */
      g_assert_true (drive_in_game_play_save (play, saved_file, &error));
      g_assert_no_error (error);
      reread = gros_game_record_load (saved_file, NULL, &error);
      g_assert_no_error (error);
      first = gros_game_record_to_data (record, NULL);
      again = gros_game_record_to_data (reread, NULL);
      g_assert_cmpstr (first, ==, again);
      g_assert_cmpint (g_remove (table_path), ==, 0);
      g_assert_cmpint (g_remove (saved_path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (tmp), ==, 0);
  g_assert_cmpuint (n_files, >, 0);
  g_test_message ("%u GROS game files", n_files);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gros_test_init (&argc, &argv);
  rules = game_rules_lookup (GROS_GAME_ID);
  catalog = games_catalog (FALSE, NULL);

  g_test_add_func ("/gros/game-play/computers", test_computers);
  g_test_add_func ("/gros/game-play/person", test_person);
  g_test_add_func ("/gros/game-play/ai-entry", test_ai_entry);
  g_test_add_func ("/gros/game-play/fixture-files", test_fixture_files);
  status = g_test_run ();
  g_object_unref (catalog);
  return status;
}
