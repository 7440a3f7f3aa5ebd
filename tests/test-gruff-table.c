/* test-gruff-table.c: the Gruff table: a whole game against a computer through the table's
 * own actions (the arrangement, activation by a click, cards dragged onto the targets the
 * rules light, the four tactical buttons), both lines fitting the app's default window and
 * every part within reach in a narrower one, the tactical keys Alt+T, Alt+G, Alt+M and
 * Alt+R, an attack declared and resolved a turn later with its arrow, New Game, and
 * autosave and resume. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-drag-scroll.h"
#include "drive-in-gruff-table-private.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-seat-cover.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "drive-in-window.h"
#include "table-test-util.h"
#include "gros-test-util.h"
#include "gruff-deck-rules.h"

static DriveInApplication *app;
static const GameRules *rules;

typedef DriveInTableFixture Fixture;

static GrosCatalog *
get_catalog (void)
{
  return drive_in_application_get_catalog (app);
}

/* Random legal decks from @seed; a person at seat 1 (and 2 where @humans says), computers
 * of @level elsewhere. */
static DriveInGamePlay *
make_play (GameAiLevel level,
           guint       humans,
           guint64     seed)
{
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, get_catalog (), "duel",
                                                              GRUFF_SEATS, seed);

  return drive_in_test_play_new (get_catalog (), record, level, humans);
}

static DriveInGruffTable *
get_board (Fixture *f)
{
  GtkWidget *board = drive_in_table_get_board (f->table);

  g_assert_nonnull (board);
  g_assert_true (DRIVE_IN_IS_GRUFF_TABLE (board));
  return DRIVE_IN_GRUFF_TABLE (board);
}

static const GruffGame *
view_of (DriveInGamePlay *play)
{
  return game_session_get_view (drive_in_game_play_get_session (play));
}

static gboolean
human_or_over (gpointer data)
{
  DriveInGamePlay *play = data;

  return drive_in_game_play_is_over (play) || drive_in_game_play_is_human_turn (play);
}

static void
wait_for_person (DriveInGamePlay *play)
{
  drive_in_test_wait_until (human_or_over, play, 30000);
}

static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        g_ptr_array_add (out, child);
      collect_buttons (child, out);
    }
}

/* The sensitive button of @root labelled @label (its label, or the "label" it keeps). */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  collect_buttons (root, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if ((g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0
         || g_strcmp0 (g_object_get_data (buttons->pdata[i], "label"), label) == 0)
        && gtk_widget_get_sensitive (buttons->pdata[i]))
      return buttons->pdata[i];
  return NULL;
}

/* Clicks the button of @root labelled @label. */
static gboolean
click_button (GtkWidget  *root,
              const char *label)
{
  GtkWidget *button = find_button (root, label);

  if (button == NULL)
    return FALSE;
  g_signal_emit_by_name (button, "clicked");
  return TRUE;
}

static void
activate (GtkWidget  *widget,
          const char *action,
          GVariant   *parameter)
{
  /* GTK 4.8 hands a widget class action the parameter without sinking it: owned here. */
  g_autoptr(GVariant) owned = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (widget, action, owned));
}

/* With DRIVE_IN_TEST_GAMES_DIR set, the game as it stands is saved there as @name, so the
 * real app can take it up (screenshots). */
static void
keep_game (DriveInGamePlay *play,
           const char      *name)
{
  const char *dir = g_getenv ("DRIVE_IN_TEST_GAMES_DIR");
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;
  file = g_file_new_build_filename (dir, name, NULL);
  g_assert_true (drive_in_game_play_save (play, file, &error));
  g_assert_no_error (error);
}

/* The table shows the view: every gruff's pips, dead ones face down, every Life. */
static void
check_board (DriveInGruffTable *board,
             DriveInGamePlay   *play)
{
  const GruffGame *view = view_of (play);

  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      DriveInGruffShepherd *shepherd = DRIVE_IN_GRUFF_SHEPHERD (board->shepherds[s]);

      g_assert_cmpint (drive_in_gruff_shepherd_get_shown (shepherd, "life"), ==,
                       MAX (view->seats[s].life, 0));
      g_assert_cmpint (drive_in_gruff_shepherd_get_shown (shepherd, "crazy"), ==,
                       view->seats[s].crazy);
      g_assert_cmpint (drive_in_gruff_shepherd_get_shown (shepherd, "hand"), ==,
                       view->seats[s].n_hand);
      for (guint p = 0; p < GRUFF_LINE; p++)
        {
          DriveInGruffSpot *spot = DRIVE_IN_GRUFF_SPOT (board->spots[s][p]);
          int gruff = view->seats[s].line[p];
          DriveInCardWidget *card = drive_in_gruff_spot_get_card (spot);

          g_assert_cmpint (drive_in_gruff_spot_get_gruff (spot), ==, gruff);
          if (gruff < 0)
            continue;
          g_assert_nonnull (card);
          for (guint st = 0; st < GRUFF_N_STATS; st++)
            g_assert_cmpint (drive_in_gruff_spot_get_stat (spot, st), ==,
                             gruff_game_stat (view, gruff, st));
          /* Dead: face down. */
          g_assert_true ((drive_in_card_widget_get_plain_card (card) == NULL)
                         == gruff_game_is_dead (view, gruff));
          g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot), "attacking")
                         == (view->seats[s].attacker == gruff));
        }
    }
}

/* ---- A whole game -------------------------------------------------------------------------- */

typedef struct
{
  guint by_kind[GRUFF_N_ACTS];
  guint drops;
  guint lit_checked;
  guint menus;
} Played;

static DriveInGruffSpot *
spot_of (DriveInGruffTable *board,
         int                gruff)
{
  for (guint s = 0; s < GRUFF_SEATS; s++)
    for (guint p = 0; p < GRUFF_LINE; p++)
      if (drive_in_gruff_spot_get_gruff (DRIVE_IN_GRUFF_SPOT (board->spots[s][p])) == gruff)
        return DRIVE_IN_GRUFF_SPOT (board->spots[s][p]);
  return NULL;
}

/* Drags @action's card: exactly the targets the rules give it light up; dropped on its
 * target (a gruff, or a shepherd), with the side of a swap chosen in the menu. */
static void
drag_and_drop (DriveInGruffTable *board,
               DriveInGamePlay   *play,
               const GameAction  *action,
               const char        *label,
               Played            *played)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);
  const GruffGame *view = view_of (play);
  guint seat = action->target_seat != GAME_NO_SEAT ? action->target_seat : action->seat;

  activate (GTK_WIDGET (board), "board.drag-begin", g_variant_new_int32 (action->card));
  for (guint s = 0; s < GRUFF_SEATS; s++)
    for (guint p = 0; p < GRUFF_LINE; p++)
      {
        int gruff = view->seats[s].line[p];
        gboolean legal_target = FALSE;

        for (guint i = 0; i < n && gruff >= 0; i++)
          legal_target |= legal[i].kind == GRUFF_ACT_PLAY && legal[i].card == action->card
                          && legal[i].target == gruff;
        g_assert_true (gtk_widget_has_css_class (board->spots[s][p], "drop-legal")
                       == legal_target);
        played->lit_checked++;
      }
  g_assert_true (drive_in_gruff_table_drop (action->target, seat, action->card, FALSE, board));
  g_assert_true (drive_in_gruff_table_drop (action->target, seat, action->card, TRUE, board));
  activate (GTK_WIDGET (board), "board.drag-end", g_variant_new_int32 (action->card));
  if (BOARD_PART (board, popover) != NULL)
    {
      g_assert_true (click_button (BOARD_PART (board, popover), label));
      played->menus++;
    }
  played->drops++;
}

/* Takes @action the way a player does. */
static void
take_action (Fixture          *f,
             DriveInGamePlay  *play,
             const GameAction *action,
             Played           *played)
{
  DriveInGruffTable *board = get_board (f);
  GameSession *session = drive_in_game_play_get_session (play);
  guint before = game_session_get_n_actions (session);
  g_autofree char *label = game_session_describe_action (session, action);

  played->by_kind[action->kind]++;
  switch (action->kind)
    {
    case GRUFF_ACT_ARRANGE:
      g_assert_true (gtk_revealer_get_reveal_child (
                       GTK_REVEALER (BOARD_PART (board, choice_revealer))));
      g_assert_true (click_button (BOARD_PART (board, choice_box), label));
      break;
    case GRUFF_ACT_ACTIVATE:
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot_of (board, action->card)),
                                               "drop-legal"));
      activate (GTK_WIDGET (f->table), "table.card-click", g_variant_new_int32 (action->card));
      break;
    case GRUFF_ACT_DISCARD:
      activate (GTK_WIDGET (f->table), "table.card-click", g_variant_new_int32 (action->card));
      break;
    case GRUFF_ACT_PLAY:
      drag_and_drop (board, play, action, label, played);
      break;
    case GRUFF_ACT_END:
      g_assert_true (gtk_widget_get_visible (BOARD_PART (board, pass_button)));
      activate (GTK_WIDGET (f->table), "table.pass", NULL);
      break;
    default:
      {
        guint t;

        for (t = 0; t < DRIVE_IN_GRUFF_N_TACTICS; t++)
          if (drive_in_gruff_table_tactic_kind (t) == action->kind)
            break;
        g_assert_cmpuint (t, <, DRIVE_IN_GRUFF_N_TACTICS);
        /* The button says what it would do. */
        g_assert_true (gtk_widget_get_sensitive (board->tactic_buttons[t]));
        g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (board->tactic_texts[t])),
                                  label));
        activate (GTK_WIDGET (board), "board.tactic", g_variant_new_int32 (t));
        if (BOARD_PART (board, popover) != NULL)
          {
            g_assert_true (click_button (BOARD_PART (board, popover), label));
            played->menus++;
          }
        break;
      }
    }
  g_assert_cmpuint (game_session_get_n_actions (session), >, before);
}

/* The person's choice in the whole game: mostly cards and attacks, a game that moves on. */
static GameAction
choose (const GameAction *legal,
        guint             n,
        GRand            *rand)
{
  GameAction pick = legal[g_rand_int_range (rand, 0, n)];

  for (guint i = 0; i < n; i++)
    if ((legal[i].kind == GRUFF_ACT_PLAY && g_rand_int_range (rand, 0, 100) < 60)
        || (legal[i].kind == GRUFF_ACT_ATTACK && g_rand_int_range (rand, 0, 100) < 50))
      return legal[i];
  return pick;
}

/* Mid-game: the person's main phase, the computer's attack standing and a gruff dead. */
static gboolean
is_mid_game (const GruffGame *view)
{
  if (view->phase != GRUFF_PHASE_MAIN || view->seats[1].attacker < 0)
    return FALSE;
  for (guint s = 0; s < GRUFF_SEATS; s++)
    for (guint p = 0; p < GRUFF_LINE; p++)
      if (view->seats[s].line[p] >= 0 && gruff_game_is_dead (view, view->seats[s].line[p]))
        return TRUE;
  return FALSE;
}

static void
test_whole_game (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_EASY, 1, 8);
  GRand *rand = g_rand_new_with_seed (8);
  Played played = { { 0 }, 0, 0, 0 };
  guint decisions = 0, dead_seen = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  g_assert_cmpstr (drive_in_table_get_page (f.table), ==, "board");
  while (!drive_in_game_play_is_over (play) && decisions < 1500)
    {
      const GameAction *legal;
      guint n;
      GameAction pick;

      wait_for_person (play);
      if (drive_in_game_play_is_over (play))
        break;
      check_board (get_board (&f), play);
      n = drive_in_game_play_get_human_actions (play, &legal);
      g_assert_cmpuint (n, >, 0);
      pick = choose (legal, n, rand);
      /* The first mid-game moment is kept for screenshots. */
      if (dead_seen == 0 && is_mid_game (view_of (play)))
        {
          keep_game (play, "gruff-mid-game.drive-in-game");
          dead_seen++;
        }
      take_action (&f, play, &pick, &played);
      decisions++;
      drive_in_test_iterate (1);
    }
  g_assert_true (drive_in_game_play_is_over (play));
  check_board (get_board (&f), play);
  g_test_message ("%s (turn %u)",
                  gtk_label_get_text (GTK_LABEL (BOARD_PART (get_board (&f), prompt_label))),
                  view_of (play)->turn);
  g_test_message ("%u decisions: %u arranged, %u activations, %u cards played (%u drops, "
                  "%u targets checked lit or not, %u menus), %u attacks, %u grows, %u moves, "
                  "%u resurrections, %u discards, %u ends", decisions,
                  played.by_kind[GRUFF_ACT_ARRANGE], played.by_kind[GRUFF_ACT_ACTIVATE],
                  played.by_kind[GRUFF_ACT_PLAY], played.drops, played.lit_checked,
                  played.menus, played.by_kind[GRUFF_ACT_ATTACK],
                  played.by_kind[GRUFF_ACT_GROW], played.by_kind[GRUFF_ACT_MOVE],
                  played.by_kind[GRUFF_ACT_RESURRECT], played.by_kind[GRUFF_ACT_DISCARD],
                  played.by_kind[GRUFF_ACT_END]);
  /* The last gruff takes the last position by itself when it is the only choice. */
  g_assert_cmpuint (played.by_kind[GRUFF_ACT_ARRANGE], >=, GRUFF_LINE - 1);
  g_assert_cmpuint (played.by_kind[GRUFF_ACT_ACTIVATE], >, 0);
  g_assert_cmpuint (played.by_kind[GRUFF_ACT_PLAY], >, 0);
  g_assert_cmpuint (played.by_kind[GRUFF_ACT_ATTACK], >, 0);
  g_assert_cmpuint (played.lit_checked, >, 0);
  g_rand_free (rand);
  drive_in_table_fixture_tear_down (&f);
}

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
 * drag has left; a card coming in over an edge does not scroll on its way in. */
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

  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_test_iterate (20);
}

/* ---- An attack declared, resolved a turn later -------------------------------------------- */

typedef struct
{
  DriveInGruffTable *board;
  guint              seat;
  int                attacker;
  guint              shown;      /* changes seen while the attack stood, arrow drawn */
} Watch;

static void
on_changed_cb (GameSession *session,
               Watch       *watch)
{
  const GruffGame *view = game_session_get_view (session);
  DriveInGruffArrows *arrows = DRIVE_IN_GRUFF_ARROWS (watch->board->arrows);
  gboolean found = FALSE;

  if (view->seats[watch->seat].attacker != watch->attacker)
    return;
  /* While it stands, the arrow goes from the attacker to the position it strikes. */
  for (guint i = 0; i < drive_in_gruff_arrows_get_n_arrows (arrows); i++)
    {
      GtkWidget *from, *to;

      drive_in_gruff_arrows_get_ends (arrows, i, &from, &to);
      if (drive_in_gruff_spot_get_gruff (DRIVE_IN_GRUFF_SPOT (from)) == watch->attacker
          && to == watch->board->spots[1 - watch->seat][view->seats[watch->seat].attack_pos])
        found = TRUE;
    }
  g_assert_true (found);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot_of (watch->board, watch->attacker)),
                                           "attacking"));
  watch->shown++;
}

static gboolean
log_has (DriveInGamePlay *play,
         guint            kind,
         int              card,
         guint            from)
{
  GListModel *log = game_session_get_log (drive_in_game_play_get_session (play));

  for (guint i = from; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GameSessionEvent) item = g_list_model_get_item (log, i);
      GameEvent event;

      game_session_event_get_event_for (item, GAME_VIEWER_ALL, &event);
      if (event.kind == kind && event.card == card)
        return TRUE;
    }
  return FALSE;
}

static void
test_attack_next_turn (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 1, 21);
  DriveInGruffTable *board;
  GameSession *session;
  Watch watch = { 0 };
  GameAction attack = { 0 };
  guint log_before, turn;
  gulong handler;
  gboolean found = FALSE;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  session = drive_in_game_play_get_session (play);
  /* The person's first turn with an attack to declare: the first legal action otherwise. */
  while (!found)
    {
      const GameAction *legal;
      guint n;

      wait_for_person (play);
      g_assert_false (drive_in_game_play_is_over (play));
      n = drive_in_game_play_get_human_actions (play, &legal);
      for (guint i = 0; i < n && !found; i++)
        if (legal[i].kind == GRUFF_ACT_ATTACK)
          {
            attack = legal[i];
            found = TRUE;
          }
      if (!found)
        {
          GameAction first = legal[0];

          g_assert_true (drive_in_game_play_apply (play, &first, NULL));
        }
    }
  g_assert_true (gtk_widget_get_sensitive (board->tactic_buttons[0]));
  watch.board = board;
  watch.seat = attack.seat;
  watch.attacker = attack.card;
  handler = g_signal_connect_after (session, "changed", G_CALLBACK (on_changed_cb), &watch);
  turn = view_of (play)->turn;
  log_before = g_list_model_get_n_items (game_session_get_log (session));
  activate (GTK_WIDGET (board), "board.tactic", g_variant_new_int32 (0));
  /* Declared, not resolved: the gruff pushed forward with its arrow. */
  g_assert_cmpint (view_of (play)->seats[attack.seat].attacker, ==, attack.card);
  g_assert_true (log_has (play, GRUFF_EV_DECLARE, attack.card, log_before));
  g_assert_false (log_has (play, GRUFF_EV_RESOLVE, attack.card, log_before));
  check_board (board, play);
  on_changed_cb (session, &watch);

  /* The computer's turn goes by with the attack standing; at the person's next turn it
   * resolves (or is called off) at the clean-up, before the person decides. */
  wait_for_person (play);
  g_assert_cmpuint (view_of (play)->turn, >=, turn + 2);
  g_assert_true (log_has (play, GRUFF_EV_RESOLVE, attack.card, log_before)
                 || log_has (play, GRUFF_EV_CANCEL, attack.card, log_before));
  g_assert_cmpint (view_of (play)->seats[attack.seat].attacker, !=, attack.card);
  g_assert_cmpuint (watch.shown, >, 1);
  check_board (board, play);
  for (guint i = 0; i < drive_in_gruff_arrows_get_n_arrows (DRIVE_IN_GRUFF_ARROWS (board->arrows));
       i++)
    {
      GtkWidget *from, *to;

      drive_in_gruff_arrows_get_ends (DRIVE_IN_GRUFF_ARROWS (board->arrows), i, &from, &to);
      g_assert_cmpint (drive_in_gruff_spot_get_gruff (DRIVE_IN_GRUFF_SPOT (from)), !=,
                       attack.card);
    }
  g_signal_handler_disconnect (session, handler);
  drive_in_table_fixture_tear_down (&f);
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

/* ---- Undo, replay, the hot seat ----------------------------------------------------------- */

static gboolean
find_action (DriveInGamePlay *play,
             guint            kind,
             GameAction      *out)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (play, &legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind)
      {
        *out = legal[i];
        return TRUE;
      }
  return FALSE;
}

/* Plays the person's first legal action until one of @kind is offered. */
static void
play_until (DriveInGamePlay *play,
            guint            kind,
            GameAction      *out)
{
  for (;;)
    {
      const GameAction *legal;
      GameAction first;

      wait_for_person (play);
      g_assert_false (drive_in_game_play_is_over (play));
      if (find_action (play, kind, out))
        return;
      drive_in_game_play_get_human_actions (play, &legal);
      first = legal[0];
      g_assert_true (drive_in_game_play_apply (play, &first, NULL));
    }
}

static void
test_undo (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 1, 12);
  DriveInGruffTable *board;
  GameAction activation;
  guint before;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  /* Activating a gruff reveals nothing: undone, the gruff upright and lit again. */
  play_until (play, GRUFF_ACT_ACTIVATE, &activation);
  before = game_session_get_n_actions (drive_in_game_play_get_session (play));
  activate (GTK_WIDGET (f.table), "table.card-click", g_variant_new_int32 (activation.card));
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), >,
                    before);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot_of (board, activation.card)),
                                           "active-gruff"));
  g_assert_true (drive_in_game_play_can_undo (play));
  activate (GTK_WIDGET (f.table), "table.undo", NULL);
  g_assert_cmpuint (game_session_get_n_actions (drive_in_game_play_get_session (play)), ==,
                    before);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (spot_of (board, activation.card)),
                                            "active-gruff"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (spot_of (board, activation.card)),
                                           "drop-legal"));
  check_board (board, play);
  drive_in_table_fixture_tear_down (&f);
}

static GtkListBox *
find_list_box (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX (widget))
    return GTK_LIST_BOX (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBox *found = find_list_box (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The keyboard's way: the Actions popover lists the person's legal actions, as the session
 * describes them; a row chosen is applied. */
static void
test_actions_popover (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 1, 5);
  GameSession *session = drive_in_game_play_get_session (play);
  DriveInGruffTable *board;
  GtkPopover *popover;
  GtkListBox *list;
  GtkListBoxRow *row;
  const GameAction *legal;
  guint n, before, rows = 0;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  board = get_board (&f);
  wait_for_person (play);
  n = drive_in_game_play_get_human_actions (play, &legal);
  g_assert_cmpuint (n, >, 0);
  popover = GTK_POPOVER (gtk_widget_get_template_child (GTK_WIDGET (board), DRIVE_IN_TYPE_BOARD,
                                                        "actions_popover"));
  gtk_popover_popup (popover);
  drive_in_test_iterate (50);
  list = find_list_box (GTK_WIDGET (popover));
  g_assert_nonnull (list);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *text = game_session_describe_action (session, &legal[rows]);
      GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (child));

      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, text);
      rows++;
    }
  g_assert_cmpuint (rows, ==, n);

  before = game_session_get_n_actions (session);
  row = gtk_list_box_get_row_at_index (list, 0);
  g_signal_emit_by_name (list, "row-activated", row);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (popover)));
  g_assert_cmpuint (game_session_get_n_actions (session), >, before);
  drive_in_table_fixture_tear_down (&f);
}

static gboolean
is_over (gpointer data)
{
  return drive_in_game_play_is_over (data);
}

/* Computers play a whole game; it is watched again from its first action. */
static void
test_replay (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 0, 41);
  DriveInGamePlay *replay;
  DriveInGruffTable *board;
  guint n_steps;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_test_wait_until (is_over, play, 60000);
  n_steps = game_session_get_n_actions (drive_in_game_play_get_session (play));
  activate (GTK_WIDGET (f.table), "table.replay", NULL);
  replay = drive_in_table_get_play (f.table);
  g_assert_true (replay != play);
  g_assert_true (drive_in_game_play_is_replay (replay));
  g_assert_cmpuint (drive_in_game_play_get_n_steps (replay), ==, n_steps);
  board = get_board (&f);
  g_assert_true (gtk_widget_get_visible (BOARD_PART (board, replay_bar)));
  g_assert_false (gtk_widget_get_visible (board->tactics_box));
  for (guint k = 0; k < 12; k++)
    activate (GTK_WIDGET (f.table), "table.step-forward", NULL);
  activate (GTK_WIDGET (f.table), "table.step-back", NULL);
  g_assert_cmpuint (drive_in_game_play_get_step (replay), ==, 11);
  check_board (board, replay);
  g_assert_cmpuint (drive_in_game_play_get_human_actions (replay, NULL), ==, 0);
  drive_in_table_fixture_tear_down (&f);
}

static gboolean
covered (gpointer data)
{
  Fixture *f = data;

  return g_strcmp0 (drive_in_table_get_page (f->table), "cover") == 0;
}

/* Two people at one screen: a cover between them, each sees only their own hand, their own
 * line at the bottom. */
static void
test_hot_seat (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 3, 14);
  g_autoptr(GPtrArray) covers = NULL;
  DriveInGruffTable *board;
  const GameAction *legal;
  GameAction first;
  int seat;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  drive_in_test_wait_until (covered, &f, 5000);
  seat = drive_in_game_play_get_handoff_seat (play);
  g_assert_cmpint (seat, >=, 0);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, GAME_VIEWER_PUBLIC);
  covers = drive_in_test_find_widgets (GTK_WIDGET (f.table), DRIVE_IN_TYPE_SEAT_COVER);
  g_assert_true (click_button (covers->pdata[0], "_Continue"));
  board = get_board (&f);
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, seat);
  g_assert_cmpuint (board->own, ==, (guint) seat);
  g_assert_cmpuint (drive_in_card_row_get_n_cards (DRIVE_IN_CARD_ROW (board->hand)), ==,
                    view_of (play)->seats[seat].n_hand);
  /* The other hand is only a count: no card of it has a face in the view. */
  for (guint i = 0; i < view_of (play)->seats[1 - seat].n_hand; i++)
    g_assert_null (game_session_get_card (drive_in_game_play_get_session (play),
                                          view_of (play)->cards[view_of (play)->seats[1 - seat]
                                                                .hand[i]].def));
  check_board (board, play);
  /* Their arrangement made, the screen goes to the other person. */
  drive_in_game_play_get_human_actions (play, &legal);
  first = legal[0];
  g_assert_cmpuint (first.kind, ==, GRUFF_ACT_ARRANGE);
  {
    g_autofree char *label = game_session_describe_action (
      drive_in_game_play_get_session (play), &first);

    g_assert_true (click_button (BOARD_PART (board, choice_box), label));
  }
  while (drive_in_game_play_get_handoff_seat (play) < 0
         && drive_in_game_play_is_human_turn (play))
    {
      drive_in_game_play_get_human_actions (play, &legal);
      first = legal[0];
      g_assert_true (drive_in_game_play_apply (play, &first, NULL));
    }
  drive_in_test_wait_until (covered, &f, 5000);
  g_assert_cmpint (drive_in_game_play_get_handoff_seat (play), ==, 1 - seat);
  drive_in_table_fixture_tear_down (&f);
}

/* ---- New Game, autosave and resume -------------------------------------------------------- */

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

static void
test_new_game (void)
{
  Fixture f = { 0 };
  DriveInNewGameDialog *dialog;
  DriveInSeatPlayer computer = { DRIVE_IN_PLAYER_AI, GAME_AI_HARD };
  DriveInGamePlay *play;

  drive_in_table_fixture_set_up (&f, app);
  activate (GTK_WIDGET (f.table), "table.new-game", NULL);
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  dialog = DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROS_GAME_ID_GRUFF));
  g_assert_cmpuint (drive_in_new_game_dialog_get_max_seats (dialog), ==, 2);
  g_assert_true (drive_in_new_game_dialog_shows_seat_decks (dialog));
  drive_in_new_game_dialog_set_player (dialog, 1, &computer);
  drive_in_new_game_dialog_set_seed (dialog, "5");
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  play = drive_in_table_get_play (f.table);
  g_assert_nonnull (play);
  g_assert_cmpstr (drive_in_game_play_get_rules (play)->id, ==, GROS_GAME_ID_GRUFF);
  g_assert_cmpint (drive_in_game_play_get_player (play, 1)->kind, ==, DRIVE_IN_PLAYER_AI);
  g_assert_cmpint (drive_in_game_play_get_player (play, 1)->level, ==, GAME_AI_HARD);
  g_assert_cmpstr (drive_in_game_play_get_deck_label (play, 0), ==, "Random starter deck");
  get_board (&f);
  drive_in_table_fixture_tear_down (&f);
}

/* A saved Gruff deck is offered at New Game for its seat, and the game is played with it. */
static void
test_new_game_saved_deck (void)
{
  Fixture f = { 0 };
  GrosLibrary *library = drive_in_application_get_library (app);
  g_autoptr(GFile) folder = gros_library_get_decks_folder (library);
  g_autoptr(GFile) file = g_file_get_child (folder, "Billy Herd.gros-deck");
  g_autoptr(GPtrArray) cards = gruff_deck_random (G_LIST_MODEL (get_catalog ()), 3);
  g_autoptr(GrosDeck) deck = gros_deck_new_for_game (get_catalog (), "Billy Herd",
                                                      GROS_GAME_ID_GRUFF, "duel");
  g_autoptr(GError) error = NULL;
  DriveInNewGameDialog *dialog;
  DriveInGamePlay *play;
  const GruffGame *view;

  g_assert_nonnull (cards);
  for (guint i = 0; i < cards->len; i++)
    gros_deck_add_card (deck, cards->pdata[i]);
  g_file_make_directory_with_parents (folder, NULL, NULL);
  g_assert_true (gros_deck_save (deck, file, NULL, &error));
  g_assert_no_error (error);

  drive_in_table_fixture_set_up (&f, app);
  activate (GTK_WIDGET (f.table), "table.new-game", NULL);
  drive_in_test_wait_until (has_new_game_dialog, NULL, 5000);
  dialog = DRIVE_IN_NEW_GAME_DIALOG (find_toplevel (DRIVE_IN_TYPE_NEW_GAME_DIALOG));
  g_assert_true (drive_in_new_game_dialog_set_game (dialog, GROS_GAME_ID_GRUFF));
  g_assert_true (drive_in_new_game_dialog_set_deck (dialog, 0, file));
  drive_in_new_game_dialog_set_seed (dialog, "11");
  g_assert_null (drive_in_new_game_dialog_get_problem (dialog));
  drive_in_new_game_dialog_start (dialog);
  play = drive_in_table_get_play (f.table);
  g_assert_nonnull (play);
  g_assert_cmpstr (drive_in_game_play_get_deck_label (play, 0), ==, "Billy Herd");
  /* Seat 1 brought that shepherd. */
  view = view_of (play);
  g_assert_cmpstr (gruff_game_def (view, view->seats[0].shepherd)->id, ==,
                   gros_card_get_id (cards->pdata[0]));
  get_board (&f);
  drive_in_table_fixture_tear_down (&f);
  g_file_delete (file, NULL, NULL);
}

static void
test_autosave_resume (void)
{
  Fixture f = { 0 };
  g_autoptr(DriveInGamePlay) play = make_play (GAME_AI_RANDOM, 1, 77);
  g_autoptr(GError) error = NULL;
  g_autofree GruffGame *before = g_new (GruffGame, 1);
  DriveInGamePlay *resumed;

  drive_in_table_fixture_set_up (&f, app);
  drive_in_table_fixture_show_play (&f, play);
  for (guint k = 0; k < 6; k++)
    {
      const GameAction *legal;
      GameAction first;

      wait_for_person (play);
      drive_in_game_play_get_human_actions (play, &legal);
      first = legal[0];
      g_assert_true (drive_in_game_play_apply (play, &first, NULL));
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
  get_board (&f);
  g_assert_true (memcmp ((const guint8 *) before + offsetof (GruffGame, rng),
                         (const guint8 *) view_of (resumed) + offsetof (GruffGame, rng),
                         sizeof *before - offsetof (GruffGame, rng)) == 0);
  check_board (get_board (&f), resumed);
  drive_in_table_fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  rules = game_rules_lookup (GROS_GAME_ID_GRUFF);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/gros/gruff/table/whole-game", test_whole_game);
  g_test_add_func ("/gros/gruff/table/default-window", test_default_window);
  g_test_add_func ("/gros/gruff/table/narrow-window", test_narrow_window);
  g_test_add_func ("/gros/gruff/table/drag-scroll", test_drag_scroll);
  g_test_add_func ("/gros/gruff/table/tactic-keys", test_tactic_keys);
  g_test_add_func ("/gros/gruff/table/attack-next-turn", test_attack_next_turn);
  g_test_add_func ("/gros/gruff/table/undo", test_undo);
  g_test_add_func ("/gros/gruff/table/actions-popover", test_actions_popover);
  g_test_add_func ("/gros/gruff/table/replay", test_replay);
  g_test_add_func ("/gros/gruff/table/hot-seat", test_hot_seat);
  g_test_add_func ("/gros/gruff/table/new-game", test_new_game);
  g_test_add_func ("/gros/gruff/table/new-game-saved-deck", test_new_game_saved_deck);
  g_test_add_func ("/gros/gruff/table/autosave-resume", test_autosave_resume);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
