/* test-gruff-table-window.c: the Gruff table in the app's window: both lines fitting the
 * default window and every part within reach in a narrower one, a drag by the edge of the
 * lines scrolling them, and the tactical keys Alt+T, Alt+G, Alt+M and Alt+R. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-gruff-table-common.h"

/* ---- The table in a window of the default size, the tactical keys ------------------------- */

/* The whole game's person (make_play (GAME_AI_EASY, 1, 8), at a table) played by the rules
 * alone, up to its first mid-game moment: that of the screenshots. */
static void
reach_mid_game (DriveInGamePlay *play)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (8);

  for (;;)
    {
      const GameAction *legal;
      guint n;
      GameAction pick;

      wait_for_person (play);
      g_assert_false (drive_in_game_play_is_over (play));
      n = drive_in_game_play_get_human_actions (play, &legal);
      pick = choose (legal, n, rand);
      if (is_mid_game (view_of (play)))
        return;
      g_assert_true (drive_in_game_play_apply (play, &pick, NULL));
    }
}

static gboolean
has_table (gpointer data)
{
  g_autoptr(GPtrArray) tables = drive_in_test_find_widgets (data, DRIVE_IN_TYPE_TABLE);

  return tables->len > 0;
}

/* The main window as the app opens it (its default size, the Game Log shown) with @play at
 * its table. */
static DriveInWindow *
show_in_main_window (DriveInGamePlay *play)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_autoptr(GPtrArray) tables = NULL;
  DriveInWindow *window;

  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "window-maximized");
  window = drive_in_window_new (app);
  adw_view_stack_set_visible_child_name (drive_in_window_get_view_stack (window), "table");
  drive_in_test_show_window (GTK_WINDOW (window));
  drive_in_test_wait_until (has_table, window, 10000);
  tables = drive_in_test_find_widgets (GTK_WIDGET (window), DRIVE_IN_TYPE_TABLE);
  drive_in_table_set_play (tables->pdata[0], play);
  drive_in_game_play_set_pace (play, 0);
  return window;
}

static DriveInGruffTable *
find_board (DriveInWindow *window)
{
  g_autoptr(GPtrArray) boards = drive_in_test_find_widgets (GTK_WIDGET (window),
                                                            DRIVE_IN_TYPE_GRUFF_TABLE);

  g_assert_cmpuint (boards->len, ==, 1);
  return boards->pdata[0];
}

/* The lines' scrolled window: the part of them on screen. */
static GtkWidget *
lines_of (DriveInGruffTable *board)
{
  return gtk_widget_get_ancestor (board->lines_grid, GTK_TYPE_SCROLLED_WINDOW);
}

typedef struct
{
  DriveInGruffTable *board;
  gint64             frame;      /* the last frame looked at */
  guint              still;      /* frames since the lines last moved */
  graphene_rect_t    bounds[GRUFF_SEATS * (GRUFF_LINE + 1)];
} Settle;

/* Whether the lines and shepherds have lain still for some frames: the table laid out for
 * the game as it stands and for the window's size, cards done turning and flashing. */
static gboolean
lines_settled (gpointer data)
{
  Settle *settle = data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (settle->board));
  gint64 frame = gdk_frame_clock_get_frame_counter (clock);
  gboolean same = TRUE;
  guint i = 0;

  /* Nothing else may ask for frames: ask for each. */
  gtk_widget_queue_resize (GTK_WIDGET (settle->board));
  if (frame == settle->frame)
    return FALSE;
  settle->frame = frame;
  for (guint s = 0; s < GRUFF_SEATS; s++)
    for (guint p = 0; p <= GRUFF_LINE; p++, i++)
      {
        GtkWidget *widget = p < GRUFF_LINE ? settle->board->spots[s][p]
                                           : settle->board->shepherds[s];
        graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0);

        if (!gtk_widget_compute_bounds (widget, lines_of (settle->board), &bounds))
          return FALSE;
        same &= graphene_rect_equal (&bounds, &settle->bounds[i]);
        settle->bounds[i] = bounds;
      }
  settle->still = same ? settle->still + 1 : 0;
  return settle->still >= 5;
}

static void
wait_for_layout (DriveInGruffTable *board)
{
  Settle settle = { board, -1, 0 };

  drive_in_test_wait_until (lines_settled, &settle, 20000);
}

/* Whether @widget lies within the part of the lines' scrolled window on screen: across it
 * always, and from its top to its bottom too when @whole. */
static gboolean
lies_within (GtkWidget *widget,
             GtkWidget *lines,
             gboolean   whole,
             gboolean   report)
{
  graphene_rect_t bounds;
  double right, bottom;

  if (!gtk_widget_compute_bounds (widget, lines, &bounds))
    return FALSE;
  right = bounds.origin.x + bounds.size.width;
  bottom = bounds.origin.y + bounds.size.height;
  if (report)
    g_test_message ("%s: x %.0f..%.0f of %d, y %.0f..%.0f of %d",
                    G_OBJECT_TYPE_NAME (widget), bounds.origin.x, right,
                    gtk_widget_get_width (lines), bounds.origin.y, bottom,
                    gtk_widget_get_height (lines));
  return bounds.origin.x >= 0 && right <= gtk_widget_get_width (lines)
         && (!whole || (bounds.origin.y >= 0 && bottom <= gtk_widget_get_height (lines)));
}

/* Both lines and both shepherds within the width of the lines' part of the table, both
 * lines within its height. */
static gboolean
lines_fit (DriveInGruffTable *board,
           gboolean           report)
{
  GtkWidget *lines = lines_of (board);
  gboolean fit = gtk_widget_get_width (lines) > 0;

  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      fit &= lies_within (board->shepherds[s], lines, FALSE, report);
      for (guint p = 0; p < GRUFF_LINE; p++)
        fit &= lies_within (board->spots[s][p], lines, TRUE, report);
    }
  return fit;
}

/* At the app's default window size, the Game Log shown, the table's two lines fit: no
 * gruff, no shepherd runs off the right edge behind the log, and the person's own line is
 * not below the part on screen (the lead's screenshot of this very moment showed both). */
static void
test_default_window (void)
{
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_EASY, 1, 8);
  DriveInWindow *window = show_in_main_window (play);
  DriveInGruffTable *board;
  DriveInCardWidget *hand;

  reach_mid_game (play);
  board = find_board (window);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (BOARD_PART (board, log_revealer))));
  wait_for_layout (board);
  g_test_message ("turn %u; the lines' part of the table %d x %d", view_of (play)->turn,
                  gtk_widget_get_width (lines_of (board)),
                  gtk_widget_get_height (lines_of (board)));
  /* Beside the log, narrower than the wide layout of the lines. */
  g_assert_cmpint (gtk_widget_get_width (lines_of (board)), <, 900);
  g_assert_true (lines_fit (board, TRUE));

  /* A large window keeps the wide layout: the hand's cards at their full size. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 1000);
  wait_for_layout (board);
  g_test_message ("the lines' part of a large window's table %d x %d",
                  gtk_widget_get_width (lines_of (board)),
                  gtk_widget_get_height (lines_of (board)));
  g_assert_cmpint (gtk_widget_get_width (lines_of (board)), >, 1000);
  g_assert_true (lines_fit (board, TRUE));
  hand = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (board->hand),
                                   view_of (play)->seats[board->own].hand[0]);
  g_assert_nonnull (hand);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (hand)), >=, 104);
  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_test_iterate (20);
}

/* Whether @widget lies whole on the table's felt, left of the log when it is shown: not behind
 * the log, not below or beside the window's edge. */
static gboolean
on_felt (DriveInGruffTable *board,
         GtkWidget         *widget,
         gboolean           report)
{
  graphene_rect_t bounds, log;
  double right = gtk_widget_get_width (GTK_WIDGET (board));

  if (!gtk_widget_compute_bounds (widget, GTK_WIDGET (board), &bounds))
    return FALSE;
  if (gtk_revealer_get_child_revealed (GTK_REVEALER (BOARD_PART (board, log_revealer)))
      && gtk_widget_compute_bounds (BOARD_PART (board, log_revealer), GTK_WIDGET (board), &log))
    right = MIN (right, log.origin.x);
  if (report)
    g_test_message ("%s: x %.0f..%.0f of %.0f, y %.0f..%.0f of %d", G_OBJECT_TYPE_NAME (widget),
                    bounds.origin.x, bounds.origin.x + bounds.size.width, right,
                    bounds.origin.y, bounds.origin.y + bounds.size.height,
                    gtk_widget_get_height (GTK_WIDGET (board)));
  return gtk_widget_get_mapped (widget) && bounds.size.width > 0 && bounds.size.height > 0
         && bounds.origin.x >= 0 && bounds.origin.x + bounds.size.width <= right
         && bounds.origin.y >= 0
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (GTK_WIDGET (board));
}

/* Whether @widget is within reach of the lines' vertical scrolling: its top and bottom
 * between the top and the bottom of what scrolls. */
static gboolean
within_scroll (GtkWidget *widget,
               GtkWidget *lines,
               gboolean   report)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (lines));
  graphene_rect_t bounds;
  double top;

  if (!gtk_widget_compute_bounds (widget, lines, &bounds))
    return FALSE;
  top = bounds.origin.y + gtk_adjustment_get_value (adjustment);
  if (report)
    g_test_message ("%s: y %.0f..%.0f of the %.0f that scroll", G_OBJECT_TYPE_NAME (widget),
                    top, top + bounds.size.height, gtk_adjustment_get_upper (adjustment));
  return top >= 0 && top + bounds.size.height <= gtk_adjustment_get_upper (adjustment);
}

/* Every part of the table in view: every gruff's spot and both shepherds within the width
 * of the part of the lines on screen (nothing to scroll to sideways) and within its height
 * when @whole (else within reach of its vertical scrolling), and that part, the tactical
 * buttons, the hand's cards and the bar's buttons whole on the felt, left of the log. */
static gboolean
all_in_view (DriveInGruffTable *board,
             gboolean           whole,
             gboolean           report)
{
  GtkWidget *lines = lines_of (board);
  GtkWidget *bar = gtk_widget_get_parent (BOARD_PART (board, undo_button));
  const GruffGame *view = view_of (board->play);
  gboolean fit = on_felt (board, lines, report);

  for (guint s = 0; s < GRUFF_SEATS; s++)
    for (guint p = 0; p <= GRUFF_LINE; p++)
      {
        GtkWidget *part = p < GRUFF_LINE ? board->spots[s][p] : board->shepherds[s];

        fit &= lies_within (part, lines, whole, report);
        fit &= whole || within_scroll (part, lines, report);
      }
  for (guint t = 0; t < DRIVE_IN_GRUFF_N_TACTICS; t++)
    fit &= on_felt (board, board->tactic_buttons[t], report);
  for (guint i = 0; i < view->seats[board->own].n_hand; i++)
    {
      DriveInCardWidget *card = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (board->hand),
                                                          view->seats[board->own].hand[i]);

      fit &= card != NULL && on_felt (board, GTK_WIDGET (card), report);
    }
  /* Actions, End Turn when shown, Undo, the game menu, the log's button. */
  for (GtkWidget *child = gtk_widget_get_first_child (bar); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if ((GTK_IS_BUTTON (child) || GTK_IS_MENU_BUTTON (child)) && gtk_widget_get_visible (child))
      fit &= on_felt (board, child, report);
  return fit;
}

typedef struct
{
  GtkWidget *widget;
  int        width;
} Resize;

static gboolean
width_changed (gpointer data)
{
  Resize *resize = data;

  return gtk_widget_get_width (resize->widget) != resize->width;
}

/* In a window narrower and shorter than the default, the Game Log still shown, every part of
 * the table is within reach: no gruff, no shepherd behind the log or past the window's edge
 * (the lines scroll up and down only, the person's own line in view), the tactical buttons,
 * the hand and the bar's buttons beside the log; at the default size and in a large window
 * everything is in view at once. */
static void
test_narrow_window (void)
{
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_EASY, 1, 8);
  DriveInWindow *window = show_in_main_window (play);
  const int sizes[][2] = { { 900, 700 }, { 1100, 760 }, { 1600, 1000 } };
  DriveInGruffTable *board;

  reach_mid_game (play);
  board = find_board (window);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (BOARD_PART (board, log_revealer))));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Resize resize = { GTK_WIDGET (board), gtk_widget_get_width (GTK_WIDGET (board)) };

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
      drive_in_test_wait_until (width_changed, &resize, 10000);
      wait_for_layout (board);
      g_test_message ("%d x %d: the board %d x %d, the lines' part %d x %d", sizes[i][0],
                      sizes[i][1], gtk_widget_get_width (GTK_WIDGET (board)),
                      gtk_widget_get_height (GTK_WIDGET (board)),
                      gtk_widget_get_width (lines_of (board)),
                      gtk_widget_get_height (lines_of (board)));
      g_assert_true (gtk_revealer_get_child_revealed (
                       GTK_REVEALER (BOARD_PART (board, log_revealer))));
      g_assert_true (all_in_view (board, sizes[i][0] > 900, TRUE));
      /* Where not everything is in view at once, the person's own line is. */
      for (guint p = 0; p < GRUFF_LINE; p++)
        g_assert_true (lies_within (board->spots[board->own][p], lines_of (board), TRUE, TRUE));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_test_iterate (20);
}

/* ---- A drag by the edge of the lines scrolls them ------------------------------------------ */

typedef struct
{
  GtkAdjustment *adjustment;
  gboolean       to_end;        /* the bottom; else the top */
} ScrollEnd;

static gboolean
scrolled_to_end (gpointer data)
{
  ScrollEnd *end = data;
  double value = gtk_adjustment_get_value (end->adjustment);

  if (end->to_end)
    return value >= gtk_adjustment_get_upper (end->adjustment)
                    - gtk_adjustment_get_page_size (end->adjustment) - 0.5;
  return value <= gtk_adjustment_get_lower (end->adjustment) + 0.5;
}

static GtkEventController *
drop_motion_of (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_CONTROLLER_MOTION (controller))
        return controller; /* the widget keeps its own reference */
    }
  return NULL;
}

/* At 900 x 700 the shepherds are a scroll away from the lines: a card dragged to the edge of
 * the lines scrolls them, the faster the nearer the edge, and stops in the middle or once the
 * drag has left; a card coming in over an edge does not scroll on its way in. The table
 * brings the person's own seat back into view when its room changes, never over the person's
 * own scrolling. */
static gboolean
stage_idle (gpointer data)
{
  return !drive_in_board_stage_is_busy (
    DRIVE_IN_BOARD_STAGE (drive_in_board_get_stage (DRIVE_IN_BOARD (data))));
}

static void
test_drag_scroll (void)
{
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_EASY, 1, 8);
  DriveInWindow *window = show_in_main_window (play);
  DriveInGruffTable *board;
  GtkEventController *motion;
  GtkAdjustment *adjustment;
  ScrollEnd end;
  Resize resize;
  int width, height;
  double before, middle;

  /* Along an axis of 400 pixels: fastest at the edges, nothing in the middle. */
  g_assert_cmpfloat (drive_in_drag_scroll_speed (400, 0), <, 0);
  g_assert_cmpfloat (drive_in_drag_scroll_speed (400, 400), >, 0);
  g_assert_cmpfloat (drive_in_drag_scroll_speed (400, 0),
                     ==, -drive_in_drag_scroll_speed (400, 400));
  g_assert_cmpfloat (drive_in_drag_scroll_speed (400, 395),
                     >, drive_in_drag_scroll_speed (400, 380));
  g_assert_cmpfloat (drive_in_drag_scroll_speed (400, 200), ==, 0);
  g_assert_cmpfloat (drive_in_drag_scroll_speed (100, 50), ==, 0);

  reach_mid_game (play);
  board = find_board (window);
  resize = (Resize) { GTK_WIDGET (board), gtk_widget_get_width (GTK_WIDGET (board)) };
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  drive_in_test_wait_until (width_changed, &resize, 10000);
  wait_for_layout (board);
  g_assert_true (board->stacked);
  /* The computers' moves still to show put away (the person's own seat comes back into
   * sight): the felt is the person's to scroll from here. */
  drive_in_board_stage_clear (
    DRIVE_IN_BOARD_STAGE (drive_in_board_get_stage (DRIVE_IN_BOARD (board))));
  drive_in_test_wait_until (stage_idle, board, 5000);
  drive_in_test_iterate (100);

  motion = drop_motion_of (board->lines_scroller);
  g_assert_nonnull (motion);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (board->lines_scroller));
  width = gtk_widget_get_width (board->lines_scroller);
  height = gtk_widget_get_height (board->lines_scroller);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment)
                     - gtk_adjustment_get_page_size (adjustment),
                     >, gtk_adjustment_get_lower (adjustment));

  /* A drag coming in over the edge (from the hand below) does not scroll on its way in. */
  before = gtk_adjustment_get_value (adjustment);
  g_signal_emit_by_name (motion, "enter", width / 2.0, height - 4.0);
  drive_in_test_iterate (150);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), before, 0.5);

  /* Once inside: down to the person's shepherd, then up to the enemy's. */
  g_signal_emit_by_name (motion, "motion", width / 2.0, height / 2.0);
  g_signal_emit_by_name (motion, "motion", width / 2.0, height - 4.0);
  end = (ScrollEnd) { adjustment, TRUE };
  drive_in_test_wait_until (scrolled_to_end, &end, 20000);
  g_signal_emit_by_name (motion, "motion", width / 2.0, 4.0);
  end = (ScrollEnd) { adjustment, FALSE };
  drive_in_test_wait_until (scrolled_to_end, &end, 20000);

  /* In the middle nothing moves; nor once the drag has left from an edge. */
  middle = (gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment)
            + gtk_adjustment_get_lower (adjustment)) / 2;
  g_signal_emit_by_name (motion, "motion", width / 2.0, height / 2.0);
  gtk_adjustment_set_value (adjustment, middle);
  drive_in_test_iterate (150);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), middle, 0.5);
  g_signal_emit_by_name (motion, "motion", width / 2.0, height - 4.0);
  g_signal_emit_by_name (motion, "leave");
  drive_in_test_iterate (150);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), middle, 0.5);

  /* The person's own line is half out of view here. When the felt's room changes, it
   * comes back into view, unless the person scrolled meanwhile: that view stands. */
  g_signal_emit_by_name (adjustment, "changed");
  gtk_adjustment_set_value (adjustment, middle - 10);
  drive_in_test_iterate (150);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (adjustment), middle - 10, 0.5);
  g_signal_emit_by_name (adjustment, "changed");
  drive_in_test_iterate (150);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, middle);
  for (guint p = 0; p < GRUFF_LINE; p++)
    g_assert_true (lies_within (board->spots[board->own][p], lines_of (board), TRUE, TRUE));

  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_test_iterate (20);
}

/* ---- The tactical keys ------------------------------------------------------------------- */

/* Whether @trigger is Alt+@keyval: a mnemonic (Alt is GTK's mnemonic modifier) or the key
 * with Alt. */
static gboolean
is_alt_key (GtkShortcutTrigger *trigger,
            guint               keyval)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return is_alt_key (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)),
                       keyval)
           || is_alt_key (gtk_alternative_trigger_get_second (
                            GTK_ALTERNATIVE_TRIGGER (trigger)), keyval);
  if (GTK_IS_MNEMONIC_TRIGGER (trigger))
    return gdk_keyval_to_lower (gtk_mnemonic_trigger_get_keyval (GTK_MNEMONIC_TRIGGER (trigger)))
           == keyval;
  if (GTK_IS_KEYVAL_TRIGGER (trigger))
    return gdk_keyval_to_lower (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)))
           == keyval
           && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == GDK_ALT_MASK;
  return FALSE;
}

typedef struct
{
  GtkShortcut *shortcut;
  GtkWidget   *widget;      /* whose shortcut it is: where GTK activates it */
} Found;

/* The shortcuts that Alt+@keyval would run in @root: of the shortcut controllers of its
 * widgets (itself included), each with the widget whose own it is (the window gathers its
 * widgets' mnemonics too), as GTK keeps only those of a widget mapped and sensitive (a
 * page not shown takes no key). */
static GArray *
find_alt_shortcuts (GtkWidget *root,
                    guint      keyval)
{
  g_autoptr(GPtrArray) widgets = drive_in_test_find_widgets (root, GTK_TYPE_WIDGET);
  g_autoptr(GArray) all = g_array_new (FALSE, FALSE, sizeof (Found));
  GArray *found = g_array_new (FALSE, FALSE, sizeof (Found));

  for (guint w = 0; w < widgets->len; w++)
    {
      GtkWidget *widget = widgets->pdata[w];
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (controller)); i++)
            {
              g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (controller), i);
              guint f;

              if (!GTK_IS_SHORTCUT (item)
                  || !is_alt_key (gtk_shortcut_get_trigger (GTK_SHORTCUT (item)), keyval))
                continue;
              for (f = 0; f < all->len; f++)
                if (g_array_index (all, Found, f).shortcut == GTK_SHORTCUT (item))
                  break;
              if (f == all->len)
                {
                  Found one = { GTK_SHORTCUT (item), widget };

                  g_array_append_val (all, one);
                }
              else if (widget != root)
                g_array_index (all, Found, f).widget = widget;
            }
        }
    }
  for (guint f = 0; f < all->len; f++)
    {
      Found *one = &g_array_index (all, Found, f);

      if (gtk_widget_get_mapped (one->widget) && gtk_widget_is_sensitive (one->widget))
        g_array_append_val (found, *one);
    }
  return found;
}

typedef struct
{
  DriveInGruffTable *board;
  guint              before;    /* the session's actions before the key */
} KeyAnswer;

static gboolean
key_answered (gpointer data)
{
  KeyAnswer *answer = data;
  GameSession *session = drive_in_game_play_get_session (answer->board->play);

  return BOARD_PART (answer->board, popover) != NULL
         || game_session_get_n_actions (session) > answer->before;
}

static guint
tactic_event (guint kind)
{
  switch (kind)
    {
    case GRUFF_ACT_ATTACK:
      return GRUFF_EV_DECLARE;
    case GRUFF_ACT_GROW:
      return GRUFF_EV_GROW;
    case GRUFF_ACT_MOVE:
      return GRUFF_EV_MOVE;
    default:
      return GRUFF_EV_RESURRECT;
    }
}

/* The four tactical keys Alt+T, Alt+G, Alt+M and Alt+R, each through the one shortcut of the
 * main window that answers it (the button's mnemonic): the action taken when it is the only
 * one of its kind, else all of them offered in a menu. Mid-game there are one Attack, three
 * Grows, two Moves and one Resurrect: the taken ones are played each from a fresh game. */
static void
test_tactic_keys (void)
{
  static const guint keys[DRIVE_IN_GRUFF_N_TACTICS] = {
    GDK_KEY_t, GDK_KEY_g, GDK_KEY_m, GDK_KEY_r,
  };
  static const guint order[] = { 1, 2, 0, 3 };
  DriveInGamePlay *play = NULL;
  DriveInWindow *window = NULL;
  DriveInGruffTable *board = NULL;
  KeyAnswer answer = { NULL, 0 };
  guint taken = 0, offered = 0;

  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    {
      guint t = order[k];
      guint kind = drive_in_gruff_table_tactic_kind (t);
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (GameAction));
      g_autoptr(GArray) found = NULL;
      GameSession *session;
      guint before, log_before;
      Found *one;

      if (play == NULL)
        {
          play = make_play (GAME_AI_EASY, 1, 8);
          window = show_in_main_window (play);
          reach_mid_game (play);
          board = find_board (window);
          wait_for_layout (board);
        }
      session = drive_in_game_play_get_session (play);
      g_assert_cmpuint (drive_in_board_find_actions (DRIVE_IN_BOARD (board), kind, GAME_NO_CARD,
                                                     FALSE, actions),
                        >, 0);
      found = find_alt_shortcuts (GTK_WIDGET (window), keys[t]);
      /* One shortcut only: two would each move the focus instead of acting. */
      g_assert_cmpuint (found->len, ==, 1);
      one = &g_array_index (found, Found, 0);
      g_assert_true (gtk_widget_is_ancestor (one->widget, board->tactic_buttons[t]));
      before = game_session_get_n_actions (session);
      log_before = g_list_model_get_n_items (game_session_get_log (session));
      g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (one->shortcut),
                                                   GTK_SHORTCUT_ACTION_EXCLUSIVE, one->widget,
                                                   gtk_shortcut_get_arguments (one->shortcut)));
      /* A button activated by its mnemonic is clicked once its pressed look has shown. */
      answer.board = board;
      answer.before = before;
      drive_in_test_wait_until (key_answered, &answer, 5000);
      if (actions->len == 1)
        {
          const GameAction *action = &g_array_index (actions, GameAction, 0);

          /* Taken: its event in the log. */
          g_assert_cmpuint (game_session_get_n_actions (session), >, before);
          g_assert_true (log_has (play, tactic_event (kind),
                                  kind == GRUFF_ACT_RESURRECT ? action->target : action->card,
                                  log_before));
          g_assert_null (BOARD_PART (board, popover));
          gtk_window_destroy (GTK_WINDOW (window));
          drive_in_test_iterate (20);
          g_clear_object (&play);
          taken++;
          continue;
        }
      /* Offered: a menu of every action of the kind, nothing taken yet. */
      g_assert_cmpuint (game_session_get_n_actions (session), ==, before);
      g_assert_nonnull (BOARD_PART (board, popover));
      for (guint i = 0; i < actions->len; i++)
        {
          g_autofree char *label = game_session_describe_action (
            session, &g_array_index (actions, GameAction, i));

          g_assert_nonnull (find_button (BOARD_PART (board, popover), label));
        }
      drive_in_board_close_popover (DRIVE_IN_BOARD (board));
      offered++;
    }
  if (play != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (window));
      drive_in_test_iterate (20);
      g_clear_object (&play);
    }
  g_assert_cmpuint (taken, >, 0);
  g_assert_cmpuint (offered, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  table_test_app_init (&argc, &argv, GRUFF_GAME_ID);

  g_test_add_func ("/gruff/table/default-window", test_default_window);
  g_test_add_func ("/gruff/table/narrow-window", test_narrow_window);
  g_test_add_func ("/gruff/table/drag-scroll", test_drag_scroll);
  g_test_add_func ("/gruff/table/tactic-keys", test_tactic_keys);

  return table_test_app_run ();
}
