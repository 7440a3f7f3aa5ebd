/* test-board-stage.c: every event the rules report to the person at the GROS, Grotto Beasts!,
 * Groo and Gruff tables is shown on the table (a whole game against computers each), without
 * motion too, and the computers wait until it has been seen. No test waits on the clock:
 * the stage's presentations are skipped one by one. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-app-services.h"
#include "drive-in-application.h"
#include "drive-in-board-stage.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "game-session-private.h"
#include "table-test-util.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

static DriveInApplication *app;

typedef struct
{
  const char *game;
  const char *variant;
  guint       n_seats;
  guint64     seed;
  gboolean    reduced;      /* the desktop asks for reduced motion */
} StageCase;

typedef struct
{
  DriveInTableFixture  f;
  DriveInGamePlay     *play;
  DriveInBoard        *board;
  DriveInBoardStage   *stage;
  GSettings           *settings;
} Fixture;

static void
set_up (Fixture          *fx,
        const StageCase  *c,
        guint             humans,
        const char       *pace)
{
  const GameRules *rules = game_rules_lookup (c->game);
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  g_autoptr(GameRecord) record = NULL;

  g_assert_nonnull (rules);
  fx->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_settings_set_string (fx->settings, "computer-pace", pace);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", !c->reduced, NULL);
  record = drive_in_test_random_record (rules, catalog, c->variant, c->n_seats, c->seed);
  fx->play = drive_in_test_play_new (catalog, record, GAME_AI_EASY, humans);
  drive_in_table_fixture_set_up (&fx->f, app);
  drive_in_table_fixture_show_play (&fx->f, fx->play);
  drive_in_table_fixture_answer_start (&fx->f);
  fx->board = DRIVE_IN_BOARD (drive_in_table_get_board (fx->f.table));
  fx->stage = DRIVE_IN_BOARD_STAGE (drive_in_board_get_stage (fx->board));
  g_assert_cmpint (drive_in_board_stage_get_pace (fx->stage), ==,
                   g_settings_get_enum (fx->settings, "computer-pace"));
}

static void
tear_down (Fixture *fx)
{
  drive_in_table_fixture_tear_down (&fx->f);
  g_clear_object (&fx->play);
  g_settings_set_string (fx->settings, "computer-pace", "off");
  g_clear_object (&fx->settings);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static gboolean
stage_or_person_or_over (gpointer data)
{
  Fixture *fx = data;

  return drive_in_board_stage_is_busy (fx->stage) || drive_in_game_play_is_over (fx->play)
         || drive_in_game_play_is_human_turn (fx->play);
}

/* (kind, line) of an event as the person read it. */
static char *
line_key (guint       kind,
          const char *text)
{
  return g_strdup_printf ("%u\x1f%s", kind, text);
}

static void
count_line (GHashTable *lines,
            char       *key,
            int         delta)
{
  int n = GPOINTER_TO_INT (g_hash_table_lookup (lines, key)) + delta;

  g_hash_table_insert (lines, key, GINT_TO_POINTER (n));
}

static void
test_whole_game (gconstpointer data)
{
  const StageCase *c = data;
  Fixture fx = { 0 };
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) c->seed);
  g_autoptr(GHashTable) lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GameSession *session;
  GListModel *log;
  const GArray *records;
  guint base, n_log, applied = 0, decisions = 0, outcomes = 0, travels = 0, numbers = 0;
  guint skipped = 0, steps = 0, expected = 0;
  GHashTableIter iter;
  gpointer key, value;

  set_up (&fx, c, 1, "normal");
  session = drive_in_game_play_get_session (fx.play);
  log = game_session_get_log (session);
  g_assert_cmpint (game_session_get_viewer (session), ==, 0);
  /* What the set-up said came before the table. */
  base = g_list_model_get_n_items (log);

  while (!drive_in_game_play_is_over (fx.play) && steps < 20000)
    {
      steps++;
      drive_in_test_wait_until (stage_or_person_or_over, &fx, 60000);
      /* The test's clock: what is on the table ends now; the computers wait until then. */
      if (drive_in_board_stage_is_busy (fx.stage))
        {
          if (!drive_in_game_play_is_human_turn (fx.play))
            g_assert_true (drive_in_game_play_is_held (fx.play));
          g_assert_true (drive_in_board_stage_skip (fx.stage));
          skipped++;
          continue;
        }
      if (drive_in_game_play_is_human_turn (fx.play))
        {
          const GameAction *legal;
          guint n = game_session_get_legal_actions (session, &legal);
          GameAction action;

          g_assert_cmpuint (n, >, 0);
          action = legal[g_rand_int_range (rand, 0, (gint32) n)];
          g_assert_true (drive_in_board_apply (fx.board, &action));
          applied++;
        }
    }
  g_assert_true (drive_in_game_play_is_over (fx.play));
  drive_in_test_iterate (1);
  while (drive_in_board_stage_skip (fx.stage))
    skipped++;

  /* Every line the rules gave the person since the table showed the game... */
  n_log = g_list_model_get_n_items (log);
  for (guint i = base; i < n_log; i++)
    {
      g_autoptr(GameSessionEvent) item = g_list_model_get_item (log, i);
      const char *text = game_session_event_get_text_for (item, 0);
      GameEvent event;

      if (text == NULL)
        continue;
      game_session_event_get_event_for (item, 0, &event);
      count_line (lines, line_key (event.kind, text), 1);
      expected++;
    }
  /* ...was said on the table, once, by a presentation of its own event. */
  records = drive_in_board_stage_get_records (fx.stage);
  for (guint i = 0; i < records->len; i++)
    {
      const DriveInStageRecord *r = &g_array_index (records, DriveInStageRecord, i);

      if (c->reduced)
        {
          /* No motion, but each stood on the table until its time or the test's skip. */
          g_assert_false (r->moved);
          g_assert_cmpint (r->end, !=, DRIVE_IN_STAGE_END_INSTANT);
        }
      g_assert_cmpint (r->end, !=, DRIVE_IN_STAGE_END_NONE);
      g_assert_cmpint (r->end, !=, DRIVE_IN_STAGE_END_CROWDED);
      if (r->event_kind == G_MAXUINT)
        {
          g_assert_cmpint (r->show, ==, DRIVE_IN_SHOW_DECISION);
          decisions++;
          continue;
        }
      if (r->show == DRIVE_IN_SHOW_TRAVEL || r->show == DRIVE_IN_SHOW_NUMBER)
        {
          /* Where it happens: a card, a zone or a seat of the board. */
          if (!r->placed)
            g_error ("event %u (\"%s\") was shown nowhere on the board", r->event_kind,
                     r->text);
          /* Motion where the desktop allows it: the card flies. */
          if (!c->reduced && r->show == DRIVE_IN_SHOW_TRAVEL)
            g_assert_true (r->moved);
          if (r->show == DRIVE_IN_SHOW_TRAVEL)
            travels++;
          else
            numbers++;
        }
      if (r->show == DRIVE_IN_SHOW_OUTCOME)
        {
          outcomes++;
          g_assert_nonnull (r->text);
          g_assert_cmpstr (r->text, !=, "");
          if (!r->own_line)
            continue;
          /* The banner ends with the line of the event that ended the contest: find it. */
          g_hash_table_iter_init (&iter, lines);
          while (g_hash_table_iter_next (&iter, &key, &value))
            {
              g_autofree char *prefix = g_strdup_printf ("%u\x1f", r->event_kind);
              const char *line = strchr (key, '\x1f') + 1;

              if (GPOINTER_TO_INT (value) > 0 && g_str_has_prefix (key, prefix)
                  && strstr (r->text, line) != NULL)
                {
                  count_line (lines, g_strdup (key), -1);
                  break;
                }
            }
          continue;
        }
      g_assert_true (r->own_line);
      count_line (lines, line_key (r->event_kind, r->text), -1);
    }
  g_hash_table_iter_init (&iter, lines);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (GPOINTER_TO_INT (value) != 0)
      g_error ("%d × not shown on the table (or shown too often): \"%s\"",
               GPOINTER_TO_INT (value), strchr (key, '\x1f') + 1);

  /* Each computer decision had its caption. */
  g_assert_cmpuint (decisions, ==, game_session_get_n_actions (session) - applied);
  g_assert_cmpuint (outcomes, >, 0);
  g_assert_cmpuint (travels, >, 0);
  g_assert_cmpuint (numbers + outcomes, >, 0);
  g_test_message ("%s: %u lines, %u presentations (%u travels, %u numbers, %u outcomes, %u "
                  "decisions), %u skipped, %u person's actions", c->game, expected,
                  records->len, travels, numbers, outcomes, decisions, skipped, applied);
  tear_down (&fx);
}

static gboolean
has_decision (gpointer data)
{
  Fixture *fx = data;
  const GArray *records = drive_in_board_stage_get_records (fx->stage);

  for (guint i = 0; i < records->len; i++)
    if (g_array_index (records, DriveInStageRecord, i).show == DRIVE_IN_SHOW_DECISION)
      return TRUE;
  return FALSE;
}

typedef struct
{
  GameSession *session;
  guint        n_actions;
} Moved;

static gboolean
moved_on (gpointer data)
{
  Moved *m = data;

  return game_session_get_n_actions (m->session) > m->n_actions;
}

/* The computers wait while the table shows what they did, and go on once it has been seen;
 * with the pace off they do not wait. */
static void
test_computers_wait (void)
{
  static const StageCase c = { GROO_GAME_ID, NULL, 2, 5, FALSE };
  Fixture fx = { 0 };
  Moved m;

  set_up (&fx, &c, 0, "slow");
  m.session = drive_in_game_play_get_session (fx.play);
  drive_in_test_wait_until (has_decision, &fx, 60000);
  g_assert_true (drive_in_board_stage_is_busy (fx.stage));
  g_assert_true (drive_in_game_play_is_held (fx.play));
  g_assert_nonnull (drive_in_board_stage_get_text (fx.stage));
  m.n_actions = game_session_get_n_actions (m.session);
  /* Nothing more happens while it is on the table (far shorter than a slow presentation). */
  for (guint i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (game_session_get_n_actions (m.session), ==, m.n_actions);
  while (drive_in_board_stage_skip (fx.stage))
    ;
  g_assert_false (drive_in_game_play_is_held (fx.play));
  drive_in_test_wait_until (moved_on, &m, 60000);

  /* Off: shown, but nobody waits for it. */
  g_settings_set_string (fx.settings, "computer-pace", "off");
  g_assert_cmpint (drive_in_board_stage_get_pace (fx.stage), ==, DRIVE_IN_STAGE_PACE_OFF);
  g_assert_false (drive_in_game_play_is_held (fx.play));
  m.n_actions = game_session_get_n_actions (m.session);
  drive_in_test_wait_until (moved_on, &m, 60000);
  tear_down (&fx);
}

int
main (int   argc,
      char *argv[])
{
  static const StageCase gros = { GROS_GAME_ID, NULL, 2, 11, FALSE };
  static const StageCase gros_still = { GROS_GAME_ID, NULL, 2, 12, TRUE };
  static const StageCase grotto = { GROTTO_GAME_ID, "classic", 2, 41, FALSE };
  static const StageCase groo = { GROO_GAME_ID, NULL, 3, 8, FALSE };
  static const StageCase gruff = { GRUFF_GAME_ID, NULL, 2, 3, FALSE };
  static const StageCase grotto_still = { GROTTO_GAME_ID, "classic", 2, 42, TRUE };
  static const StageCase groo_still = { GROO_GAME_ID, NULL, 2, 9, TRUE };
  static const StageCase gruff_still = { GRUFF_GAME_ID, NULL, 2, 4, TRUE };
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_data_func ("/drive-in/board-stage/gros/whole-game", &gros, test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/grotto/whole-game", &grotto, test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/groo/whole-game", &groo, test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/gruff/whole-game", &gruff, test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/gros/reduced-motion", &gros_still,
                        test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/grotto/reduced-motion", &grotto_still,
                        test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/groo/reduced-motion", &groo_still,
                        test_whole_game);
  g_test_add_data_func ("/drive-in/board-stage/gruff/reduced-motion", &gruff_still,
                        test_whole_game);
  g_test_add_func ("/drive-in/board-stage/computers-wait", test_computers_wait);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
