/* test-board-fit.c: every game's table in the app's main window at its default size and a large
 * one, the log shown and hidden, with a hand bigger than the rules keep: the hand fits the
 * window beside the log, the card raised by the focus or the pointer is whole and on top, the
 * person's own area is in sight, and the card preview shows the card the focus or the pointer
 * is on, never more than the table shows of it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-board.h"
#include "drive-in-boards.h"
#include "drive-in-card-fan.h"
#include "drive-in-card-preview.h"
#include "drive-in-card-row.h"
#include "drive-in-card-widget.h"
#include "drive-in-test-util.h"
#include "drive-in-window.h"
#include "drive-in-game-info.h"
#include "table-test-util.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

static DriveInApplication *app;

typedef struct
{
  const char *game_id;
  /* A hand larger than the game keeps between turns: Grotto Beasts! has no limit once a
   * card lifts it (the person at 1600 px had 11), Gruff's seven grow by a turn's draws,
   * Groo's five by the cards a turn draws. */
  guint       hand;
  /* GROS at six seats: the most seat headers, each naming a long Movie Title. */
  guint       seats;
} FitGame;

static const FitGame games[] = {
  { GROTTO_GAME_ID, 16, 2 },
  { GROO_GAME_ID,   12, 2 },
  { GRUFF_GAME_ID,  11, 2 },
  /* Six kept between turns, more while a turn draws (Special Effects that draw). */
  { GROS_GAME_ID,   10, 6 },
};

static const struct
{
  int width, height;
} sizes[] = { { 1100, 760 }, { 1600, 1000 } };

static gboolean
has_table (gpointer data)
{
  g_autoptr(GPtrArray) tables = drive_in_test_find_widgets (data, DRIVE_IN_TYPE_TABLE);

  return tables->len > 0;
}

/* The app's main window at @width × @height (as it restores its size) with @play at its
 * table. */
static GtkWindow *
show_in_main_window (DriveInGamePlay *play,
                     int              width,
                     int              height)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_autoptr(GPtrArray) tables = NULL;
  DriveInWindow *window;

  /* Computers move as soon as they can. */
  g_settings_set_double (settings, "animation-speed", 4.0);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  window = drive_in_window_new (app);
  adw_view_stack_set_visible_child_name (drive_in_window_get_view_stack (window), "table");
  drive_in_test_show_window (GTK_WINDOW (window));
  drive_in_test_wait_until (has_table, window, 10000);
  tables = drive_in_test_find_widgets (GTK_WIDGET (window), DRIVE_IN_TYPE_TABLE);
  drive_in_table_set_play (tables->pdata[0], play);
  drive_in_game_play_set_pace (play, 0);
  return GTK_WINDOW (window);
}

static gboolean
human_or_over (gpointer data)
{
  DriveInGamePlay *play = data;

  return drive_in_game_play_is_over (play) || drive_in_game_play_is_human_turn (play);
}

static gboolean
bounds_in (GtkWidget       *widget,
           GtkWidget       *ancestor,
           graphene_rect_t *out)
{
  return gtk_widget_compute_bounds (widget, ancestor, out);
}

/* @r lies within @outer (to half a pixel). */
static gboolean
rect_inside (const graphene_rect_t *r,
             const graphene_rect_t *outer)
{
  return r->origin.x >= outer->origin.x - 0.5 && r->origin.y >= outer->origin.y - 0.5
         && r->origin.x + r->size.width <= outer->origin.x + outer->size.width + 0.5
         && r->origin.y + r->size.height <= outer->origin.y + outer->size.height + 0.5;
}

/* Every mapped widget of @board's felt marked "own" has min(its height, 100) px in the felt's
 * window (the board brings it back there once the felt's room changed: an idle later). */
typedef struct
{
  DriveInBoard *board;
  GtkWidget    *root;
} OwnSight;

static gboolean
own_in_sight (gpointer data)
{
  OwnSight *sight = data;
  g_autoptr(GPtrArray) owns = drive_in_test_find_widgets (drive_in_board_get_felt (sight->board),
                                                          GTK_TYPE_WIDGET);
  graphene_rect_t scroller_rect, own_rect, seen;

  if (!bounds_in (drive_in_board_get_felt_scroller (sight->board), sight->root, &scroller_rect))
    return FALSE;
  for (guint i = 0; i < owns->len; i++)
    if (gtk_widget_has_css_class (owns->pdata[i], "own") && gtk_widget_get_mapped (owns->pdata[i]))
      {
        if (!bounds_in (owns->pdata[i], sight->root, &own_rect)
            || !graphene_rect_intersection (&own_rect, &scroller_rect, &seen)
            || seen.size.height < MIN (own_rect.size.height, 100))
          return FALSE;
      }
  return TRUE;
}

static gboolean
rects_overlap (const graphene_rect_t *a,
               const graphene_rect_t *b)
{
  graphene_rect_t r;

  return graphene_rect_intersection (a, b, &r) && r.size.width > 0.5 && r.size.height > 0.5;
}

/* The cards the table shows face up, to fill a hand with. */
static GPtrArray *
collect_faces (DriveInBoard *board)
{
  g_autoptr(GPtrArray) cards = drive_in_test_find_widgets (GTK_WIDGET (board),
                                                           DRIVE_IN_TYPE_CARD_WIDGET);
  GPtrArray *faces = g_ptr_array_new ();
  GameSession *session = drive_in_board_get_session (board);

  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCard *card = drive_in_card_widget_get_shown_card (cards->pdata[i]);

      if (card != NULL)
        g_ptr_array_add (faces, card);
    }
  /* A table that shows none yet (Gruff's set-up): the game's own first cards. */
  for (guint def = 0; faces->len == 0 && def < 8; def++)
    {
      DriveInCard *card = game_session_get_card (session, def);

      if (card != NULL)
        g_ptr_array_add (faces, card);
    }
  g_assert_cmpuint (faces->len, >, 0);
  return faces;
}

/* The preview shows what @widget shows (the focus on it does it), face down if it is. */
static void
check_preview (DriveInBoard *board,
               GtkWidget    *widget)
{
  DriveInCardPreview *preview = DRIVE_IN_CARD_PREVIEW (drive_in_board_get_preview (board));
  DriveInCard *shown = drive_in_card_widget_get_shown_card (DRIVE_IN_CARD_WIDGET (widget));

  g_assert_true (drive_in_card_preview_has_card (preview));
  g_assert_true (drive_in_card_preview_get_card (preview) == shown);
  if (shown == NULL)
    g_assert_null (drive_in_card_widget_get_shown_card (
      DRIVE_IN_CARD_WIDGET (drive_in_card_preview_get_shown (preview))));
}

/* Every card widget on the table in turn through the preview: a card the viewer may not see
 * shows its back there. Returns how many hidden ones it met. */
static guint
check_preview_hides (DriveInBoard *board)
{
  g_autoptr(GPtrArray) cards = drive_in_test_find_widgets (drive_in_board_get_felt (board),
                                                           DRIVE_IN_TYPE_CARD_WIDGET);
  GameSession *session = drive_in_board_get_session (board);
  const GameRules *rules = game_session_get_rules (session);
  gconstpointer view = game_session_get_view (session);
  int viewer = drive_in_game_play_get_viewer (drive_in_board_get_play (board));
  DriveInCardPreview *preview = DRIVE_IN_CARD_PREVIEW (drive_in_board_get_preview (board));
  guint hidden = 0;

  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCardWidget *card = cards->pdata[i];
      int handle = drive_in_card_widget_get_instance (card);

      drive_in_board_preview_card (board, GTK_WIDGET (card));
      check_preview (board, GTK_WIDGET (card));
      if (handle >= 0 && (guint) handle < rules->views.n_cards (view)
          && !rules->views.card_visible_to (view, handle, viewer))
        {
          g_assert_null (drive_in_card_preview_get_card (preview));
          hidden++;
        }
      if (drive_in_card_widget_get_shown_card (card) == NULL)
        hidden++;
    }
  return hidden;
}

/* A question's button holding a card (Gruff's set-up) shows that card in the preview when
 * the focus is on it; returns how many there were. */
static guint
check_preview_buttons (DriveInBoard *board)
{
  g_autoptr(GPtrArray) buttons = drive_in_test_find_widgets (drive_in_board_get_choice_box (board),
                                                             GTK_TYPE_BUTTON);
  guint n = 0;

  for (guint i = 0; i < buttons->len; i++)
    {
      g_autoptr(GPtrArray) cards = drive_in_test_find_widgets (buttons->pdata[i],
                                                               DRIVE_IN_TYPE_CARD_WIDGET);

      if (cards->len == 0)
        continue;
      g_assert_true (gtk_widget_grab_focus (buttons->pdata[i]));
      check_preview (board, cards->pdata[0]);
      g_assert_nonnull (drive_in_card_widget_get_shown_card (cards->pdata[0]));
      n++;
    }
  return n;
}

/* The motion controller of @widget itself. */
static GtkEventController *
find_motion (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        return controller;
    }
  g_assert_not_reached ();
}

/* The pointer over the strip of each card that shows (as the motion controllers hear it):
 * that card rises and the preview shows it; when it leaves the fan, none is raised. */
static void
check_pointer (DriveInBoard   *board,
               DriveInCardFan *fan)
{
  GtkEventController *fan_motion = find_motion (GTK_WIDGET (fan));
  GtkWidget *felt = drive_in_board_get_felt (board);
  GtkEventController *felt_motion = find_motion (felt);
  guint n = 0;

  /* The focus elsewhere: only the pointer raises a card. */
  gtk_widget_grab_focus (drive_in_board_get_pass_button (board));
  for (GtkWidget *card = gtk_widget_get_first_child (GTK_WIDGET (fan)); card != NULL;
       card = gtk_widget_get_next_sibling (card), n++)
    {
      graphene_rect_t in_fan, in_felt;

      g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (fan), &in_fan));
      g_assert_true (gtk_widget_compute_bounds (card, felt, &in_felt));
      /* Just inside its left edge, which no later card covers. */
      g_signal_emit_by_name (fan_motion, "motion", in_fan.origin.x + 3.0,
                             in_fan.origin.y + in_fan.size.height / 2);
      g_assert_true (drive_in_card_fan_get_raised (fan) == card);
      g_signal_emit_by_name (felt_motion, "motion", in_felt.origin.x + 3.0,
                             in_felt.origin.y + in_felt.size.height / 2);
      check_preview (board, card);
      g_assert_true (drive_in_card_preview_get_shown (
                       DRIVE_IN_CARD_PREVIEW (drive_in_board_get_preview (board))) != NULL);
    }
  g_signal_emit_by_name (fan_motion, "leave");
  g_assert_null (drive_in_card_fan_get_raised (fan));
}

typedef struct
{
  GtkWidget *fan;
  GtkWidget *card;
} Lift;

/* @card is drawn higher than the fan's other cards (the first, or the last when it is the
 * first). */
static gboolean
is_lifted (gpointer data)
{
  Lift *lift = data;
  GtkWidget *other = gtk_widget_get_first_child (lift->fan);
  graphene_rect_t a, b;

  if (other == lift->card)
    other = gtk_widget_get_last_child (lift->fan);
  return gtk_widget_compute_bounds (lift->card, lift->fan, &a)
         && gtk_widget_compute_bounds (other, lift->fan, &b) && a.origin.y < b.origin.y;
}

/* Every label on the felt cut short (ellipsized), but a card's, keeps its whole text in its tooltip, or in
 * the tooltip of what holds it; returns how many were cut. */
static guint
check_cut_labels (DriveInBoard *board)
{
  g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (drive_in_board_get_felt (board),
                                                            GTK_TYPE_LABEL);
  guint cut = 0;

  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];
      const char *text = gtk_label_get_text (label);
      gboolean whole = FALSE;

      /* A card's own caption: the preview shows that card whole (check_preview). */
      if (!gtk_widget_get_mapped (GTK_WIDGET (label))
          || !pango_layout_is_ellipsized (gtk_label_get_layout (label))
          || gtk_widget_get_ancestor (GTK_WIDGET (label), DRIVE_IN_TYPE_CARD_WIDGET) != NULL)
        continue;
      cut++;
      for (GtkWidget *w = GTK_WIDGET (label); w != NULL && !whole; w = gtk_widget_get_parent (w))
        {
          const char *tooltip = gtk_widget_get_tooltip_text (w);

          whole = tooltip != NULL && strstr (tooltip, text) != NULL;
        }
      if (!whole)
        g_error ("the label \"%s\" in a %s in a %s is cut short with no tooltip holding it", text,
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (GTK_WIDGET (label))),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (label)))));
    }
  return cut;
}

/* Every card of the hand row @data has been given a width. */
static gboolean
hand_laid_out (gpointer data)
{
  GtkWidget *fan = drive_in_card_row_get_fan (data);

  for (GtkWidget *card = gtk_widget_get_first_child (fan); card != NULL;
       card = gtk_widget_get_next_sibling (card))
    if (gtk_widget_get_width (card) <= 20)
      return FALSE;
  return TRUE;
}

/* The revealer's child is shown, or hidden, as its reveal-child asks. */
static gboolean
log_revealed_as_asked (gpointer data)
{
  GtkRevealer *revealer = data;

  return gtk_revealer_get_child_revealed (revealer) == gtk_revealer_get_reveal_child (revealer);
}

static void
check_fit (DriveInBoard *board,
           GtkWindow    *window,
           guint         n_hand,
           gboolean      log_shown)
{
  GtkWidget *root = GTK_WIDGET (window);
  GtkWidget *log = drive_in_board_get_log_revealer (board);
  g_autoptr(GPtrArray) rows = drive_in_test_find_widgets (GTK_WIDGET (board),
                                                          DRIVE_IN_TYPE_CARD_ROW);
  g_autoptr(GPtrArray) owns = NULL;
  graphene_rect_t win, log_rect, card_rect, scroller_rect, own_rect, button_rect;
  DriveInCardRow *hand = NULL;
  int bar_natural;
  DriveInCardFan *fan;
  GtkWidget *prompt;
  guint n = 0;

  graphene_rect_init (&win, 0, 0, gtk_widget_get_width (root), gtk_widget_get_height (root));
  g_assert_true (bounds_in (log, root, &log_rect));
  g_assert_cmpint (gtk_revealer_get_child_revealed (GTK_REVEALER (log)), ==, log_shown);

  for (guint i = 0; i < rows->len && hand == NULL; i++)
    if (drive_in_card_row_get_fan (rows->pdata[i]) != NULL)
      hand = rows->pdata[i];
  g_assert_nonnull (hand);
  fan = DRIVE_IN_CARD_FAN (drive_in_card_row_get_fan (hand));
  g_assert_cmpuint (drive_in_card_row_get_n_cards (hand), ==, n_hand);

  /* Each card within the window and clear of the log: the hand overlaps instead. */
  for (GtkWidget *card = gtk_widget_get_first_child (GTK_WIDGET (fan)); card != NULL;
       card = gtk_widget_get_next_sibling (card), n++)
    {
      g_assert_true (bounds_in (card, root, &card_rect));
      g_assert_cmpfloat (card_rect.size.width, >, 20);
      if (!rect_inside (&card_rect, &win))
        g_error ("card %u at %g,%g %gx%g outside the %gx%g window", n, card_rect.origin.x,
                 card_rect.origin.y, card_rect.size.width, card_rect.size.height,
                 win.size.width, win.size.height);
      if (log_shown && rects_overlap (&card_rect, &log_rect))
        g_error ("card %u at x %g..%g under the log at x %g", n, card_rect.origin.x,
                 card_rect.origin.x + card_rect.size.width, log_rect.origin.x);
    }
  g_assert_cmpuint (n, ==, n_hand);
  /* Side by side only while they fit: else no two cards may meet. */
  if (!drive_in_card_fan_is_fanned (fan))
    for (GtkWidget *card = gtk_widget_get_first_child (GTK_WIDGET (fan));
         gtk_widget_get_next_sibling (card) != NULL; card = gtk_widget_get_next_sibling (card))
      {
        graphene_rect_t next_rect;

        g_assert_true (bounds_in (card, root, &card_rect));
        g_assert_true (bounds_in (gtk_widget_get_next_sibling (card), root, &next_rect));
        g_assert_false (rects_overlap (&card_rect, &next_rect));
      }
  /* The default window cannot hold the biggest hand side by side. */
  if (win.size.width <= 1100)
    g_assert_true (drive_in_card_fan_is_fanned (fan));

  /* The prompt gives way to the buttons, whole in its tooltip. */
  prompt = drive_in_board_get_prompt_label (board);
  g_assert_true (bounds_in (drive_in_board_get_undo_button (board), root, &button_rect));
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (prompt)), !=, PANGO_ELLIPSIZE_NONE);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (prompt), ==,
                   gtk_label_get_text (GTK_LABEL (prompt)));
  g_assert_true (bounds_in (prompt, root, &card_rect));
  g_assert_true (rect_inside (&card_rect, &win));
  /* Yet it is read whole: a narrow bar gives it a line of its own above the buttons, a
   * wide one keeps a single row. */
  g_test_message ("prompt \"%s\" %s", gtk_label_get_text (GTK_LABEL (prompt)),
                  card_rect.origin.y + card_rect.size.height <= button_rect.origin.y
                  ? "on its own line" : "in the row");
  if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (prompt))))
    g_error ("the prompt \"%s\" is cut short at %gx%g", gtk_label_get_text (GTK_LABEL (prompt)),
             win.size.width, win.size.height);
  gtk_widget_measure (gtk_widget_get_parent (prompt), GTK_ORIENTATION_HORIZONTAL, -1, NULL,
                      &bar_natural, NULL, NULL);
  if (bar_natural <= gtk_widget_get_width (gtk_widget_get_parent (prompt)))
    g_assert_cmpfloat (card_rect.origin.y, <, button_rect.origin.y + button_rect.size.height);

  /* The focus walks the cards: each raised whole, on top, and in the preview. */
  g_assert_true (drive_in_card_row_focus_nth (hand, 0));
  for (guint i = 0; i < n_hand; i++)
    {
      GtkWidget *focus;

      drive_in_test_iterate (5);
      focus = gtk_window_get_focus (window);
      g_assert_true (gtk_widget_get_parent (focus) == GTK_WIDGET (fan));
      g_assert_true (drive_in_card_fan_get_raised (fan) == focus);
      g_assert_true (bounds_in (focus, root, &card_rect));
      g_assert_true (rect_inside (&card_rect, &win));
      /* Lifted above the others once laid out again. */
      drive_in_test_wait_until (is_lifted, &(Lift) { GTK_WIDGET (fan), focus }, 3000);
      g_assert_true (is_lifted (&(Lift) { GTK_WIDGET (fan), focus }));
      g_assert_true (bounds_in (focus, root, &card_rect));
      g_assert_true (rect_inside (&card_rect, &win));
      check_preview (board, focus);
      if (i + 1 < n_hand)
        g_assert_true (gtk_widget_grab_focus (gtk_widget_get_next_sibling (focus)));
    }

  check_pointer (board, fan);
  g_test_message ("%u labels cut short", check_cut_labels (board));

  /* The person's own area is on the felt, in sight: some of it in the felt's window. */
  drive_in_test_wait_until (own_in_sight, &(OwnSight) { board, root }, 5000);
  owns = drive_in_test_find_widgets (drive_in_board_get_felt (board), GTK_TYPE_WIDGET);
  g_assert_true (bounds_in (drive_in_board_get_felt_scroller (board), root, &scroller_rect));
  g_assert_cmpfloat (scroller_rect.size.height, >, 100);
  for (guint i = 0; i < owns->len; i++)
    if (gtk_widget_has_css_class (owns->pdata[i], "own") && gtk_widget_get_mapped (owns->pdata[i]))
      {
        graphene_rect_t seen;

        g_assert_true (bounds_in (owns->pdata[i], root, &own_rect));
        g_assert_true (graphene_rect_intersection (&own_rect, &scroller_rect, &seen));
        g_test_message ("own area %gx%g, %g px of it in sight", own_rect.size.width,
                        own_rect.size.height, seen.size.height);
        g_assert_cmpfloat (seen.size.height, >=, MIN (own_rect.size.height, 100));
      }
}

static void
check_game (const FitGame *game)
{
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);

  for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
    for (guint shown = 0; shown < 2; shown++)
      {
        g_autoptr(GameRecord) record = drive_in_test_random_record (
          game_rules_lookup (game->game_id), catalog, NULL, game->seats, 11);
        g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (catalog, record,
                                                                  GAME_AI_RANDOM, 1);
        g_autofree DriveInCardRowItem *items = g_new0 (DriveInCardRowItem, game->hand);
        g_autoptr(GPtrArray) faces = NULL;
        GtkWindow *window;
        g_autoptr(GPtrArray) tables = NULL;
        DriveInBoard *board;
        GtkWidget *hand_row = NULL;
        g_autoptr(GPtrArray) rows = NULL;
        guint hidden;

        g_test_message ("%s at %dx%d, log %s", game->game_id, sizes[z].width, sizes[z].height,
                        shown ? "shown" : "hidden");
        window = show_in_main_window (play, sizes[z].width, sizes[z].height);
        drive_in_test_wait_until (human_or_over, play, 20000);
        g_assert_true (drive_in_game_play_is_human_turn (play));
        tables = drive_in_test_find_widgets (GTK_WIDGET (window), DRIVE_IN_TYPE_TABLE);
        board = DRIVE_IN_BOARD (drive_in_table_get_board (tables->pdata[0]));
        drive_in_board_set_speed (board, 100);
        gtk_revealer_set_reveal_child (GTK_REVEALER (drive_in_board_get_log_revealer (board)),
                                       shown);

        /* The hand the rules let grow biggest, from the faces the table shows (one of them
         * face down, as a card not yet seen would be). */
        faces = collect_faces (board);
        for (guint i = 0; i < game->hand; i++)
          {
            items[i].card = i == 1 ? NULL : faces->pdata[i % faces->len];
            items[i].handle = 100000 + (int) i;
          }
        rows = drive_in_test_find_widgets (GTK_WIDGET (board), DRIVE_IN_TYPE_CARD_ROW);
        for (guint i = 0; i < rows->len; i++)
          if (drive_in_card_row_get_fan (rows->pdata[i]) != NULL)
            hand_row = rows->pdata[i];
        g_assert_nonnull (hand_row);
        drive_in_card_row_set_items (DRIVE_IN_CARD_ROW (hand_row), items, game->hand, FALSE, 0);
        drive_in_test_iterate (400);
        /* The log's revealer ends its transition on its own time (slow under sanitizers). */
        drive_in_test_wait_until (log_revealed_as_asked,
                                  drive_in_board_get_log_revealer (board), 10000);
        /* And the hand is laid out again at the width that leaves (six GROS seats under
         * sanitizers take longer than a fixed wait). */
        drive_in_test_wait_until (hand_laid_out, hand_row, 10000);

        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, sizes[z].width);
        g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, sizes[z].height);
        check_fit (board, window, game->hand, shown);
        /* DRIVE_IN_FIT_SHOTS=folder: a screenshot of the screen (xvfb) for a person to look
         * at, the focus on the hand's fourth card. */
        if (g_getenv ("DRIVE_IN_FIT_SHOTS") != NULL)
          {
            g_autofree char *name = g_strdup_printf ("%s-%dx%d-log-%s.png", game->game_id,
                                                     sizes[z].width, sizes[z].height,
                                                     shown ? "shown" : "hidden");
            g_autofree char *path = g_build_filename (g_getenv ("DRIVE_IN_FIT_SHOTS"), name,
                                                      NULL);
            const char *argv[] = { "import", "-window", "root", path, NULL };

            drive_in_card_row_focus_nth (DRIVE_IN_CARD_ROW (hand_row), 3);
            drive_in_test_iterate (500);
            g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
                          NULL, NULL, NULL);
          }
        hidden = check_preview_hides (board);
        g_assert_cmpuint (hidden, >, 0);
        /* Gruff opens on its set-up: the gruffs to arrange. */
        if (g_str_equal (game->game_id, GRUFF_GAME_ID))
          g_assert_cmpuint (check_preview_buttons (board), >, 0);
        gtk_window_destroy (window);
        drive_in_test_iterate (20);
      }
}

static void
test_grotto (void)
{
  check_game (&games[0]);
}

static void
test_groo (void)
{
  check_game (&games[1]);
}

static void
test_gruff (void)
{
  check_game (&games[2]);
}

static void
test_gros (void)
{
  check_game (&games[3]);
}

/* The preview's setting is the F8 action's state and the table's own. */
static void
test_preview_setting (void)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  g_autoptr(GameRecord) record = drive_in_test_random_record (
    game_rules_lookup (GROO_GAME_ID), catalog, NULL, 2, 3);
  g_autoptr(DriveInGamePlay) play = drive_in_test_play_new (catalog, record, GAME_AI_RANDOM, 1);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = drive_in_board_new (play);
  GtkWidget *preview = drive_in_board_get_preview (DRIVE_IN_BOARD (board));
  GtkWidget *revealer = gtk_widget_get_parent (preview);

  g_settings_set_boolean (settings, "show-card-preview", TRUE);
  gtk_window_set_child (GTK_WINDOW (window), board);
  drive_in_test_show_window (GTK_WINDOW (window));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  g_assert_true (gtk_widget_has_css_class (board, "card-previewed"));
  g_assert_true (gtk_widget_activate_action (board, "board-settings.show-card-preview", NULL));
  g_assert_false (g_settings_get_boolean (settings, "show-card-preview"));
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  g_assert_false (gtk_widget_has_css_class (board, "card-previewed"));
  g_settings_set_boolean (settings, "show-card-preview", TRUE);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_test_iterate (10);
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

  g_test_add_func ("/drive-in/board-fit/grotto", test_grotto);
  g_test_add_func ("/drive-in/board-fit/groo", test_groo);
  g_test_add_func ("/drive-in/board-fit/gruff", test_gruff);
  g_test_add_func ("/drive-in/board-fit/gros", test_gros);
  g_test_add_func ("/drive-in/board-fit/preview-setting", test_preview_setting);
  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
