/* test-toy-crazy-eights-table.c: the toy game at the table: a DriveInGamePlay shown on the
 * app's table page with the board written in tests/toy/ and registered like any game's; a
 * person plays a whole game against computers by clicking the board, which never shows a
 * card the person may not see; the game saved and loaded again is the same game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "crazy-eights.h"
#include "crazy-eights-board.h"
#include "drive-in-application.h"
#include "drive-in-boards.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "game-session-private.h"
#include "table-test-util.h"

static DriveInApplication *app;

typedef DriveInTableFixture Fixture;

static DriveInCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  drive_in_table_fixture_set_up (f, app);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  drive_in_table_fixture_tear_down (f);
}

static gboolean
human_or_over (gpointer data)
{
  DriveInGamePlay *play = data;

  return drive_in_game_play_is_over (play) || drive_in_game_play_is_human_turn (play);
}

static void
collect_texts (GtkWidget *widget,
               GPtrArray *out)
{
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (out, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_ptr_array_add (out, g_strdup (gtk_button_get_label (GTK_BUTTON (widget))));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, out);
}

/* Nothing the board shows names a card seat 1 cannot see in the real game. */
static void
assert_shows_no_hidden_card (GtkWidget       *board,
                             DriveInGamePlay *play)
{
  const CeGame *game = game_session_get_state (drive_in_game_play_get_session (play));
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  collect_texts (board, texts);
  g_assert_cmpuint (texts->len, >, 4);
  for (guint c = 0; c < game->n_cards; c++)
    {
      const CeCardDef *def = ce_game_def (game, c);

      if (ce_game_card_visible (game, c, 0))
        continue;
      for (guint t = 0; t < texts->len; t++)
        if (strstr (texts->pdata[t], def->name) != NULL)
          g_error ("the board shows “%s”, a card seat 1 cannot see, in “%s”", def->name,
                   (char *) texts->pdata[t]);
    }
}

/* The enabled button of @root whose label is @label. */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  g_autoptr(GPtrArray) buttons = drive_in_test_find_widgets (root, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0
        && gtk_widget_is_sensitive (buttons->pdata[i]))
      return buttons->pdata[i];
  return NULL;
}

/* The person's turn, taken through the board the way a person would: a card that goes (an
 * 8 then its suit), or the draw pile's button. */
static gboolean
take_turn (GtkWidget       *board,
           DriveInGamePlay *play,
           guint           *out_eights)
{
  const CeGame *view = game_session_get_view (drive_in_game_play_get_session (play));
  const GameAction *actions;
  guint n = drive_in_game_play_get_human_actions (play, &actions);
  guint before = game_session_get_n_actions (drive_in_game_play_get_session (play));
  GtkWidget *button = NULL;

  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n && button == NULL; i++)
    if (actions[i].kind == CE_ACT_PLAY)
      button = find_button (board, ce_game_def (view, actions[i].card)->name);
  if (button == NULL)
    {
      /* The draw pile's button reads as the rules' own label for it. */
      button = find_button (board, actions[n - 1].kind == CE_ACT_DRAW ? "Draw a card" : "Pass");
      g_assert_nonnull (button);
      g_signal_emit_by_name (button, "clicked");
    }
  else
    {
      g_signal_emit_by_name (button, "clicked");
      if (game_session_get_n_actions (drive_in_game_play_get_session (play)) == before)
        {
          /* An 8: the board asks for a suit. */
          GtkWidget *suit = find_button (board, "Name Spades");

          g_assert_nonnull (suit);
          g_signal_emit_by_name (suit, "clicked");
          (*out_eights)++;
        }
    }
  return game_session_get_n_actions (drive_in_game_play_get_session (play)) > before;
}

static void
test_whole_game (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GameRecord) record = drive_in_test_random_record (&ce_rules, get_catalog (), NULL,
                                                              3, 2026);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_NORMAL, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("toy-table-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game" GAME_RECORD_FILE_EXTENSION, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(DriveInGamePlay) loaded = NULL;
  g_autofree char *result = NULL;
  GtkWidget *board;
  guint turns = 0, eights = 0;

  g_assert_no_error (error);
  drive_in_table_fixture_show_play (f, play);
  board = drive_in_table_get_board (f->table);
  g_assert_nonnull (board);
  g_assert_true (CE_IS_BOARD (board));
  drive_in_test_iterate (50);
  g_assert_true (gtk_widget_get_mapped (board));
  g_assert_true (g_str_has_prefix (ce_board_get_discard (CE_BOARD (board)), "Discard pile: "));

  while (!drive_in_game_play_is_over (play))
    {
      drive_in_test_wait_until (human_or_over, play, 30000);
      drive_in_test_iterate (5);
      assert_shows_no_hidden_card (board, play);
      if (drive_in_game_play_is_over (play))
        break;
      g_assert_true (take_turn (board, play, &eights));
      turns++;
      g_assert_cmpuint (turns, <, 2000);
    }
  drive_in_test_iterate (20);
  result = ce_rules.text.describe_result (game_session_get_state (
                                           drive_in_game_play_get_session (play)));
  g_assert_cmpstr (ce_board_get_status (CE_BOARD (board)), ==, result);
  g_test_message ("a whole game at the table: %u turns of the person's (%u eights), %u actions",
                  turns, eights,
                  game_session_get_n_actions (drive_in_game_play_get_session (play)));

  /* Saved and loaded again: the same game, shown on the toy's board again. */
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
  loaded = drive_in_game_play_load (get_catalog (), file, FALSE, &error);
  g_assert_no_error (error);
  g_assert_cmpmem ((const guint8 *) game_session_get_state (drive_in_game_play_get_session (loaded))
                     + sizeof (gpointer), sizeof (CeGame) - sizeof (gpointer),
                   (const guint8 *) game_session_get_state (drive_in_game_play_get_session (play))
                     + sizeof (gpointer), sizeof (CeGame) - sizeof (gpointer));
  drive_in_table_fixture_show_play (f, loaded);
  g_assert_true (CE_IS_BOARD (drive_in_table_get_board (f->table)));
  g_assert_true (g_file_delete (file, NULL, NULL));
  g_rmdir (dir);
}

/* The table's own Pass shortcut reaches the board (board.pass): the person draws. */
static void
test_pass_shortcut (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GameRecord) record = drive_in_test_random_record (&ce_rules, get_catalog (), NULL,
                                                              2, 7);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (get_catalog (), record,
                                                            GAME_AI_RANDOM, 1);
  GameSession *session = drive_in_game_play_get_session (play);
  GtkWidget *board;
  guint hand;

  drive_in_table_fixture_show_play (f, play);
  board = drive_in_table_get_board (f->table);
  drive_in_test_wait_until (human_or_over, play, 30000);
  g_assert_true (drive_in_game_play_is_human_turn (play));
  hand = ((const CeGame *) game_session_get_view (session))->zone_n[CE_ZONE_HAND (0)];
  g_assert_true (gtk_widget_activate_action (board, "board.pass", NULL));
  g_assert_cmpuint (((const CeGame *) game_session_get_view (session))->zone_n[CE_ZONE_HAND (0)],
                    ==, hand + 1);
  g_assert_cmpuint (((const CeGame *) game_session_get_view (session))->step, ==,
                    CE_STEP_DRAWN);
}

static GtkWidget *
find_toplevel (GType type)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

static gboolean
has_new_game_dialog (gpointer data)
{
  return find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG) != NULL;
}

/* New Game offers the game as it offers the built-in ones (its card library entry and its
 * table are registered), up to its six seats, and starts it on its board. */
static void
test_new_game (Fixture       *f,
               gconstpointer  data)
{
  DriveInNewGameDialog *dialog;
  DriveInSeatPlayer computer = { DRIVE_IN_PLAYER_AI, GAME_AI_EASY };
  DriveInGamePlay *play;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->table), "table.new-game", NULL));
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  dialog = DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, CE_GAME_ID));
  g_assert_cmpuint (drive_in_new_game_dialog_get_max_seats (dialog), ==, CE_MAX_SEATS);
  g_assert_false (drive_in_new_game_dialog_shows_seat_decks (dialog));
  drive_in_new_game_dialog_set_n_seats (dialog, 5);
  drive_in_new_game_dialog_set_player (dialog, 4, &computer);
  drive_in_new_game_dialog_set_seed (dialog, "8");
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  play = drive_in_table_get_play (f->table);
  g_assert_nonnull (play);
  g_assert_true (drive_in_game_play_get_rules (play) == &ce_rules);
  g_assert_cmpuint (drive_in_game_play_get_n_seats (play), ==, 5);
  g_assert_cmpint (drive_in_game_play_get_player (play, 4)->level, ==, GAME_AI_EASY);
  g_assert_true (CE_IS_BOARD (drive_in_table_get_board (f->table)));
  drive_in_test_wait_until (human_or_over, play, 30000);
  assert_shows_no_hidden_card (drive_in_table_get_board (f->table), play);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  ce_register ();
  ce_board_register ();

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  release = ce_release_new (1);
  drive_in_catalog_add_release (get_catalog (), release);
  g_assert_true (drive_in_board_has_table (CE_GAME_ID));

  g_test_add ("/toy/crazy-eights/table/whole-game", Fixture, NULL, fixture_set_up,
              test_whole_game, fixture_tear_down);
  g_test_add ("/toy/crazy-eights/table/pass-shortcut", Fixture, NULL, fixture_set_up,
              test_pass_shortcut, fixture_tear_down);
  g_test_add ("/toy/crazy-eights/table/new-game", Fixture, NULL, fixture_set_up,
              test_new_game, fixture_tear_down);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
