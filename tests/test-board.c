/* test-board.c: the frame every game's table shares (DriveInBoard): each game's board is one,
 * its own parts sit inside the frame where its template puts them, the bar's log button and
 * the pace work the same at every table. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-board.h"
#include "drive-in-boards.h"
#include "drive-in-card-widget.h"
#include "drive-in-game-log.h"
#include "drive-in-test-util.h"
#include "drive-in-game-info.h"
#include "table-test-util.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

static DriveInApplication *app;

/* Whether @widget is @ancestor or inside it. */
static gboolean
is_inside (GtkWidget *widget,
           GtkWidget *ancestor)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (widget == ancestor)
      return TRUE;
  return FALSE;
}

/* The first widget of @type in @widget, or NULL. */
static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Card widgets in @widget lit now; with @clear, no longer. */
static guint
count_lit (GtkWidget *widget,
           gboolean   clear)
{
  guint n = 0;

  if (DRIVE_IN_IS_CARD_WIDGET (widget) && gtk_widget_has_css_class (widget, "acting"))
    {
      n++;
      if (clear)
        gtk_widget_remove_css_class (widget, "acting");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_lit (child, clear);
  return n;
}

/* Activating a log line, by keyboard or click, lights the cards it names that the viewer
 * sees, and only those; returns how many lines lit some. */
static guint
check_log_lights_cards (DriveInBoard *board)
{
  DriveInGameLog *log = DRIVE_IN_GAME_LOG (find_descendant (GTK_WIDGET (board),
                                                            DRIVE_IN_TYPE_GAME_LOG));
  guint n = drive_in_game_log_get_n_rows (log), lighting = 0;

  g_assert_cmpuint (n, >, 0);
  for (guint p = 0; p < n; p++)
    {
      GtkWidget *row = drive_in_game_log_get_row (log, p);
      guint lit;

      g_assert_true (GTK_IS_LIST_BOX_ROW (row));
      g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
      count_lit (GTK_WIDGET (board), TRUE);
      lit = drive_in_board_light_log_line (board, p);
      g_assert_cmpuint (count_lit (GTK_WIDGET (board), TRUE), ==, lit);
      if (lit == 0)
        continue;
      lighting++;
      /* The row's own activation (Enter on it, or a click) does the same. */
      g_signal_emit_by_name (row, "activate");
      g_assert_cmpuint (count_lit (GTK_WIDGET (board), TRUE), ==, lit);
    }
  return lighting;
}

static guint
check_board (const char *game_id)
{
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  g_autoptr(GameRecord) record = drive_in_test_random_record (game_rules_lookup (game_id),
                                                              catalog, NULL, 2, 7);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (catalog, record,
                                                            GAME_AI_RANDOM, 1);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *widget = drive_in_board_new (play);
  DriveInBoard *board;
  GtkWidget *felt, *scroller, *revealer;
  gboolean shown;
  guint lighting;

  g_test_message ("%s", game_id);
  g_assert_true (DRIVE_IN_IS_BOARD (widget));
  board = DRIVE_IN_BOARD (widget);
  g_assert_true (drive_in_board_get_play (board) == play);
  gtk_window_set_default_size (GTK_WINDOW (window), 1500, 1000);
  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_window_present (GTK_WINDOW (window));
  drive_in_test_iterate (50);

  /* The game's own parts are in the frame: what the felt scrolls, under the bar. */
  felt = drive_in_board_get_felt (board);
  scroller = drive_in_board_get_felt_scroller (board);
  g_assert_true (is_inside (scroller, felt));
  g_assert_nonnull (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)));
  g_assert_true (is_inside (drive_in_board_get_pass_button (board), felt));
  g_assert_true (is_inside (drive_in_board_get_choice_box (board), felt));
  g_assert_true (gtk_widget_get_parent (felt) == gtk_widget_get_first_child (widget));

  lighting = check_log_lights_cards (board);

  /* The log's button works at every table. */
  revealer = drive_in_board_get_log_revealer (board);
  shown = gtk_revealer_get_reveal_child (GTK_REVEALER (revealer));
  g_assert_true (gtk_widget_activate_action (widget, "board.toggle-log", NULL));
  g_assert_cmpint (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)), ==, !shown);

  /* The pace reaches the frame's animations. */
  drive_in_board_set_speed (board, 2.0);
  g_assert_cmpuint (gtk_revealer_get_transition_duration (GTK_REVEALER (revealer)), ==,
                    drive_in_board_animation_ms (board));
  g_assert_cmpuint (drive_in_board_animation_ms (board), <, 200);

  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_test_iterate (10);
  return lighting;
}

static void
test_every_table (void)
{
  static const char *const games[] = { GROS_GAME_ID, GROTTO_GAME_ID,
                                       GROO_GAME_ID, GRUFF_GAME_ID };

  guint lighting = 0;

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    lighting += check_board (games[i]);
  /* The deals of Grotto Beasts! and Groo name cards in the viewer's hand (Gruff's log names
   * none before the first action). */
  g_assert_cmpuint (lighting, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/drive-in/board/every-table", test_every_table);
  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
