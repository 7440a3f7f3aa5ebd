/* test-app-open-replay.c: a finished game's record as drive-in-cli simulate --save writes it
 * (no table member naming players), given to the application, opens as a replay from its
 * first action, its seats plainly "Seat N", and steps to its result; for every game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-board.h"
#include "drive-in-lazy-page.h"
#include "drive-in-replay-bar.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "drive-in-window.h"
#include "drive-in-worker-guard.h"
#include "game-record.h"
#include "gros-game-id.h"
#include "gros-test-util.h"
#include "groo-game-id.h"
#include "grotto-game-id.h"
#include "gruff-game-id.h"
#include "table-test-util.h"

static DriveInApplication *app;
static char *folder;

/* drive-in-cli simulate --game @game_id --save: the path of its one game's record. */
static char *
simulate_one (const char *game_id)
{
  g_autofree char *dir = g_build_filename (folder, game_id, NULL);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("%s-0001%s", game_id, GAME_RECORD_FILE_EXTENSION);

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, DRIVE_IN_CLI_PATH,
                              "simulate", "--game", game_id, "--games", "1", "--seed", "5",
                              "--ai", "random", "--save", dir, NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (process, NULL, &error));
  g_assert_no_error (error);
  return g_build_filename (dir, name, NULL);
}

static DriveInWindow *
get_window (void)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  g_assert_true (DRIVE_IN_IS_WINDOW (window));
  return DRIVE_IN_WINDOW (window);
}

/* The table, once there is a window and its page has built it. */
static DriveInTable *
get_table (void)
{
  GtkWidget *page, *table;

  if (gtk_application_get_active_window (GTK_APPLICATION (app)) == NULL)
    return NULL;
  page = adw_view_stack_get_child_by_name (drive_in_window_get_view_stack (get_window ()),
                                           "table");
  table = drive_in_lazy_page_get_child (DRIVE_IN_LAZY_PAGE (page));

  return table != NULL ? DRIVE_IN_TABLE (table) : NULL;
}

typedef struct
{
  const char *game_id;
  gconstpointer previous;  /* what the table held before: the new game replaces it */
} OpenWait;

static gconstpointer
table_holds (void)
{
  DriveInTable *table = get_table ();

  if (table == NULL)
    return NULL;
  return drive_in_table_get_play (table);
}

static gboolean
table_has_new_game (gpointer data)
{
  OpenWait *wait = data;
  gconstpointer held = table_holds ();

  return held != NULL && held != wait->previous;
}

/* The one game @game_id (2 seats, random play, seed 5) given to the application. */
static void
test_open_finished (gconstpointer data)
{
  const char *game_id = data;
  g_autofree char *path = simulate_one (game_id);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  OpenWait wait = { game_id, NULL };
  DriveInTable *table;

  if (get_table () != NULL)
    wait.previous = table_holds ();
  g_application_open (G_APPLICATION (app), &file, 1, "");
  drive_in_test_wait_until (table_has_new_game, &wait, 60000);
  table = get_table ();

  /* Every game, GROS too, opens at its board. */
  {
    DriveInGamePlay *play = drive_in_table_get_play (table);
    GtkWidget *board = drive_in_table_get_board (table);
    GtkWidget *bar;
    GtkWidget *prompt;
    g_autofree char *seat1 = NULL;
    g_autofree char *seat2 = NULL;
    g_autofree char *result = NULL;
    g_autofree char *steps_text = NULL;
    guint n_steps;

    g_assert_nonnull (play);
    g_assert_cmpstr (drive_in_game_play_get_rules (play)->id, ==, game_id);
    g_assert_true (drive_in_game_play_is_replay (play));
    g_assert_cmpuint (drive_in_game_play_get_step (play), ==, 0);
    n_steps = drive_in_game_play_get_n_steps (play);
    g_assert_cmpuint (n_steps, >, 0);
    g_assert_false (drive_in_game_play_is_over (play));
    seat1 = drive_in_game_play_dup_seat_name (play, 0);
    seat2 = drive_in_game_play_dup_seat_name (play, 1);
    g_assert_cmpstr (seat1, ==, "Seat 1");
    g_assert_cmpstr (seat2, ==, "Seat 2");

    g_assert_true (DRIVE_IN_IS_BOARD (board));
    bar = BOARD_PART (board, replay_bar);
    prompt = BOARD_PART (board, prompt_label);
    drive_in_test_iterate (50);
    g_assert_true (gtk_widget_get_visible (bar));
    steps_text = g_strdup_printf ("0 / %u", n_steps);
    g_assert_nonnull (strstr (drive_in_replay_bar_get_step_text (DRIVE_IN_REPLAY_BAR (bar)),
                              steps_text));
    g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (prompt)), "(you)"));
    g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (prompt)), "computer"));

    while (drive_in_game_play_step_forward (play))
      ;
    drive_in_test_iterate (50);
    g_assert_cmpuint (drive_in_game_play_get_step (play), ==, n_steps);
    g_assert_true (drive_in_game_play_is_over (play));
    g_free (steps_text);
    steps_text = g_strdup_printf ("%u / %u", n_steps, n_steps);
    g_assert_nonnull (strstr (drive_in_replay_bar_get_step_text (DRIVE_IN_REPLAY_BAR (bar)),
                              steps_text));
    /* The result, as the rules word it. */
    result = drive_in_game_play_get_rules (play)->text.describe_result (
      game_session_get_view (drive_in_game_play_get_session (play)));
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (prompt)), ==, result);
  }
}

int
main (int   argc,
      char *argv[])
{
  static const char * const games[] = {
    GROS_GAME_ID, GROTTO_GAME_ID, GROO_GAME_ID, GRUFF_GAME_ID,
  };
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  folder = g_dir_make_tmp ("drive-in-open-replay-XXXXXX", &error);
  g_assert_no_error (error);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *name = g_strdup_printf ("/drive-in/app/open/finished/%s", games[i]);

      g_test_add_data_func (name, games[i], test_open_finished);
    }

  status = drive_in_test_run ();
  {
    GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

    if (window != NULL)
      gtk_window_destroy (window);
  }
  drive_in_worker_guard_stop ();
  g_clear_object (&app);
  gros_test_rm_rf (folder);
  g_free (folder);
  return status;
}
