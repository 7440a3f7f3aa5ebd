/* test-grotto-table-window.c: the Grotto Beasts! table in the app's window: New Game (and its
 * question over a game in progress), no game lost, autosave and resume, and a game closed
 * mid-thought. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-grotto-table-common.h"
#include "gros-game-id.h"

static GtkWindow *
find_toplevel (GType type)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
has_new_game_dialog (gpointer data)
{
  return find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG) != NULL;
}

static gboolean
no_new_game_dialog (gpointer data)
{
  return find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG) == NULL;
}

static gboolean
has_question (gpointer data)
{
  return find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

/* Answers the question New Game asks over a game in progress. */
static void
answer_question (const char *response)
{
  drive_in_test_wait_until (has_question, NULL, 5000);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG)),
                               response);
  /* A response from a button closes the dialog; one given here leaves that to the test. */
  if (has_question (NULL))
    gtk_window_destroy (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  drive_in_test_iterate (10);
}

/* Every opponent's seat lies within the table's width. */
static void
assert_seats_inside (DriveInTable *table,
                     GPtrArray    *seats)
{
  for (guint s = 1; s < seats->len; s++)
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (seats->pdata[s], GTK_WIDGET (table), &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                         gtk_widget_get_width (GTK_WIDGET (table)));
    }
}

/* The table's layout is done: every seat has been given a real width. */
static gboolean
seats_laid_out (gpointer data)
{
  GPtrArray *seats = data;

  for (guint s = 0; s < seats->len; s++)
    if (gtk_widget_get_width (seats->pdata[s]) < 100)
      return FALSE;
  return TRUE;
}

static void
test_new_game (void)
{
  Fixture f = { 0 };
  DriveInNewGameDialog *dialog;
  DriveInSeatPlayer computer = { DRIVE_IN_PLAYER_AI, GAME_AI_RANDOM };
  DriveInGamePlay *play;
  GPtrArray *seats;
  graphene_rect_t first, second, last;

  drive_in_table_fixture_set_up (&f, app);
  activate (&f, "table.new-game", NULL);
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  dialog = DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpstr (drive_in_new_game_dialog_get_game (dialog), ==, GROS_GAME_ID);
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROTTO_GAME_ID));
  /* Classic: two players. */
  g_assert_cmpstr (drive_in_new_game_dialog_get_variant (dialog), ==, "classic");
  g_assert_cmpuint (drive_in_new_game_dialog_get_max_seats (dialog), ==, 2);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 2);
  g_assert_true (drive_in_new_game_dialog_shows_seat_decks (dialog));
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  /* The Jerma Rumble: three or more (002), as many as the table seats. */
  g_assert_true (drive_in_new_game_dialog_set_variant (dialog, "jerma-rumble"));
  g_assert_cmpuint (drive_in_new_game_dialog_get_max_seats (dialog), ==, GAME_MAX_SEATS);
  drive_in_new_game_dialog_set_n_seats (dialog, 2);
  g_assert_cmpuint (drive_in_new_game_dialog_get_n_seats (dialog), ==, 3);
  drive_in_new_game_dialog_set_n_seats (dialog, 6);
  for (guint s = 1; s < 6; s++)
    drive_in_new_game_dialog_set_player (dialog, s, &computer);
  drive_in_new_game_dialog_set_seed (dialog, "99");
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  play = drive_in_table_get_play (f.table);
  g_assert_nonnull (play);
  g_assert_cmpstr (drive_in_game_play_get_rules (play)->id, ==, GROTTO_GAME_ID);
  g_assert_cmpuint (drive_in_game_play_get_n_seats (play), ==, 6);
  g_assert_cmpuint (((const GrottoGame *) view_of (play))->params.variant, ==,
                    GROTTO_VARIANT_JERMA_RUMBLE);
  g_assert_cmpuint (get_board (&f)->seats->len, ==, 6);
  /* Five opponents flow in rows as wide as the table: side by side, nothing cut off, the
   * last below the first. */
  seats = get_board (&f)->seats;
  drive_in_test_wait_until (seats_laid_out, seats, 5000);
  g_assert_true (gtk_widget_compute_bounds (seats->pdata[1], GTK_WIDGET (f.table), &first));
  g_assert_true (gtk_widget_compute_bounds (seats->pdata[2], GTK_WIDGET (f.table), &second));
  g_assert_true (gtk_widget_compute_bounds (seats->pdata[5], GTK_WIDGET (f.table), &last));
  g_assert_cmpfloat (second.origin.y, ==, first.origin.y);
  g_assert_cmpfloat (second.origin.x, >=, first.origin.x + first.size.width);
  g_assert_cmpfloat (last.origin.y, >=, first.origin.y + first.size.height);
  assert_seats_inside (f.table, seats);
  /* In a narrow window, fewer side by side, still nothing cut off. */
  resize_window (&f, 900, 900, 901, TRUE);
  assert_seats_inside (f.table, seats);
  g_assert_cmpint (drive_in_game_play_get_player (play, 2)->kind, ==, DRIVE_IN_PLAYER_AI);
  g_assert_cmpstr (drive_in_game_play_get_deck_label (play, 0), ==, "Random starter deck");

  /* The next New Game offers the game started last (once the game in progress is dropped). */
  drive_in_test_wait_until (no_new_game_dialog, NULL, 5000);
  activate (&f, "table.new-game", NULL);
  answer_question ("discard");
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  dialog = DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  g_assert_cmpstr (drive_in_new_game_dialog_get_game (dialog), ==, GROTTO_GAME_ID);
  gtk_window_close (GTK_WINDOW (dialog));
  drive_in_test_wait_until (no_new_game_dialog, NULL, 5000);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- No lost game ------------------------------------------------------------------------- */

/* The games folder's files, by name. */
static GPtrArray *
list_games_folder (void)
{
  g_autoptr(GFile) folder = drive_in_library_get_games_folder (drive_in_application_get_library (app));
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (folder,
                                                                   G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                   0, NULL, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;

  while (children != NULL && (info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      g_ptr_array_add (names, g_strdup (g_file_info_get_name (info)));
      g_object_unref (info);
    }
  return names;
}

/* The names in @after that @before lacks. */
static GPtrArray *
new_names (GPtrArray *before,
           GPtrArray *after)
{
  GPtrArray *added = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < after->len; i++)
    if (!g_ptr_array_find_with_equal_func (before, after->pdata[i], g_str_equal, NULL))
      g_ptr_array_add (added, g_strdup (after->pdata[i]));
  return added;
}

/* New Game over a game in progress asks first: Cancel goes back to the game, Discard drops
 * it, Keep writes it to the games folder in a file that loads back the same record. Over a
 * finished game it asks nothing. */
static void
test_no_lost_game (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_RANDOM, 1, 12);
  g_autoptr(DriveInGamePlay) over = make_play ("classic", 2, GAME_AI_RANDOM, 0, 41);
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GPtrArray) added = NULL;
  g_autoptr(GFile) folder = drive_in_library_get_games_folder (drive_in_application_get_library (app));
  g_autoptr(GFile) kept = NULL;
  g_autoptr(GameRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;
  GtkWindow *question;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_test_wait_until (human_or_over, play, 30000);
  g_assert_false (drive_in_game_play_is_over (play));
  before = list_games_folder ();

  /* Cancel: the game stays, nothing written, no New Game dialog. */
  activate (&f, "table.new-game", NULL);
  drive_in_test_wait_until (has_question, NULL, 5000);
  question = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (question)), ==,
                   "keep");
  g_assert_cmpstr (adw_message_dialog_get_close_response (ADW_MESSAGE_DIALOG (question)), ==,
                   "cancel");
  g_assert_false (has_new_game_dialog (NULL));
  answer_question ("cancel");
  g_assert_false (has_new_game_dialog (NULL));
  g_assert_true (drive_in_table_get_play (f.table) == play);
  after = list_games_folder ();
  g_assert_cmpuint (after->len, ==, before->len);
  g_clear_pointer (&after, g_ptr_array_unref);

  /* Discard: the New Game dialog, nothing written. */
  activate (&f, "table.new-game", NULL);
  answer_question ("discard");
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  after = list_games_folder ();
  g_assert_cmpuint (after->len, ==, before->len);
  g_clear_pointer (&after, g_ptr_array_unref);
  gtk_window_close (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  drive_in_test_wait_until (no_new_game_dialog, NULL, 5000);

  /* Keep: one new file, named for the game, holding the game's record. */
  activate (&f, "table.new-game", NULL);
  answer_question ("keep");
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  after = list_games_folder ();
  added = new_names (before, after);
  g_assert_cmpuint (added->len, ==, 1);
  g_assert_true (g_str_has_prefix (added->pdata[0], "Grotto Beasts! "));
  g_assert_true (g_str_has_suffix (added->pdata[0], GAME_RECORD_FILE_EXTENSION));
  kept = g_file_get_child (folder, added->pdata[0]);
  loaded = game_record_load (kept, NULL, &error);
  g_assert_no_error (error);
  expected = game_record_to_data (game_session_get_record (drive_in_game_play_get_session (play)),
                                  NULL);
  got = game_record_to_data (loaded, NULL);
  g_assert_cmpstr (got, ==, expected);
  gtk_window_close (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  drive_in_test_wait_until (no_new_game_dialog, NULL, 5000);
  /* Load Game takes it up where it was. */
  g_assert_true (drive_in_table_load_file (f.table, kept));
  g_assert_false (drive_in_game_play_is_replay (drive_in_table_get_play (f.table)));
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (
                      drive_in_table_get_play (f.table))), ==,
                    game_session_get_n_actions (drive_in_game_play_get_session (play)));
  g_file_delete (kept, NULL, NULL);

  /* A finished game: straight to the New Game dialog. */
  drive_in_table_fixture_show_play (&f, over);
  drive_in_test_wait_until (is_over, over, 60000);
  activate (&f, "table.new-game", NULL);
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  g_assert_false (has_question (NULL));
  gtk_window_close (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  drive_in_test_wait_until (no_new_game_dialog, NULL, 5000);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Autosave and resume ------------------------------------------------------------------ */

static void
test_autosave_resume (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("rumble", 2, GAME_AI_RANDOM, 1, 77);
  g_autoptr(GError) error = NULL;
  g_autofree GrottoGame *before = g_new (GrottoGame, 1);
  DriveInGamePlay *resumed;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  for (guint k = 0; k < 3; k++)
    {
      wait_for_person (play);
      activate (&f, "table.pass", NULL);
    }
  wait_for_person (play);
  memcpy (before, view_of (play), sizeof *before);
  drive_in_table_fixture_tear_down (&f);

  /* Another table, as at the next start: the game is taken up where it was. */
  drive_in_table_fixture_set_up (&f, app);
  g_assert_true (drive_in_table_has_resumable_game (f.table));
  g_assert_true (drive_in_table_resume (f.table, &error));
  g_assert_no_error (error);
  resumed = drive_in_table_get_play (f.table);
  g_assert_nonnull (resumed);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  g_assert_true (memcmp ((const guint8 *) before + offsetof (GrottoGame, params),
                         (const guint8 *) view_of (resumed) + offsetof (GrottoGame, params),
                         sizeof *before - offsetof (GrottoGame, params)) == 0);
  g_assert_cmpint (drive_in_game_play_get_player (resumed, 1)->kind, ==, DRIVE_IN_PLAYER_AI);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- Closed while a computer thinks ------------------------------------------------------- */

/* Times stuck_chooser() came back: only a cancel brings it back. */
static gint stuck_returns;

static gboolean
stuck_chooser (const GameRules *game_rules,
               GameAiLevel      level,
               gconstpointer    state,
               guint            seat,
               guint64          seed,
               const gint      *cancel,
               GameAction      *out,
               gpointer         user_data)
{
  /* Thinks until told to stop, and says when it has. */
  while (!g_atomic_int_get (cancel))
    g_usleep (2000);
  g_atomic_int_inc (&stuck_returns);
  return FALSE;
}

static gboolean
stuck_returned (gpointer data)
{
  return g_atomic_int_get (&stuck_returns) > 0;
}

static gboolean
is_not_thinking (gpointer data)
{
  return !drive_in_game_play_is_thinking (data);
}

static void
test_closable_mid_thought (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play ("classic", 2, GAME_AI_HARD, 1, 3);

  drive_in_table_fixture_set_up (&f, app);
  drive_in_ai_runner_set_choose_func (drive_in_game_play_get_ai_runner (play),
                                            stuck_chooser, NULL, NULL);
  drive_in_table_fixture_show_play (&f, play);
  while (!drive_in_game_play_is_thinking (play))
    {
      drive_in_test_iterate (10);
      if (drive_in_game_play_is_human_turn (play))
        activate (&f, "table.pass", NULL);
    }
  drive_in_test_iterate (100);
  /* Closing stops the thought: the chooser never ends by itself, so its return shows the
   * close cancelled it and the worker finished (the wait's limit only guards a hang). */
  g_assert_true (drive_in_game_play_is_thinking (play));
  g_assert_cmpint (g_atomic_int_get (&stuck_returns), ==, 0);
  gtk_window_destroy (f.window);
  f.window = NULL;
  drive_in_test_wait_until (stuck_returned, NULL, 2000);
  drive_in_test_wait_until (is_not_thinking, play, 2000);
  g_assert_cmpint (g_atomic_int_get (&stuck_returns), ==, 1);
  drive_in_table_fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  table_test_app_init (&argc, &argv, GROTTO_GAME_ID);
  g_test_add_func ("/grotto/table/new-game", test_new_game);
  g_test_add_func ("/grotto/table/no-lost-game", test_no_lost_game);
  g_test_add_func ("/grotto/table/autosave-resume", test_autosave_resume);
  g_test_add_func ("/grotto/table/closable-mid-thought", test_closable_mid_thought);
  return table_test_app_run ();
}
