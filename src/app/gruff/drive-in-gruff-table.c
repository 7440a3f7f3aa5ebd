/* drive-in-gruff-table.c: the Gruff table: both lines facing each other with each gruff's
 * Mean, Weird and Fat, the shepherds' Life and Crazy, declared attacks as arrows, the hand
 * dragged onto the gruffs and shepherds the rules allow, the four tactical actions, the log. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-gruff-table-private.h"
#include "drive-in-resources.h"

#define GRUFF_CARD_WIDTH  82
#define SHEPHERD_CARD_WIDTH 70
#define HAND_CARD_WIDTH   104
#define MAX_CHOICE_BUTTONS 8
/* The gruffs to arrange, their stats readable on the buttons (the preview shows them larger). */
#define CHOICE_CARD_WIDTH 100

/* Below this room for the felt (the table beside the log) the layout is compact: smaller
 * cards, a line for each action of a tactical button that has several, less padding; the
 * wide layout needs about this much for its lines, the tactical bar and the hand. The app's
 * default window (1100 × 760, the log shown) is compact, 1600 × 1000 is not. */
#define WIDE_MIN_WIDTH    960
#define WIDE_MIN_HEIGHT   880
#define COMPACT_GRUFF_CARD_WIDTH    60
#define COMPACT_SHEPHERD_CARD_WIDTH 54
#define COMPACT_HAND_CARD_WIDTH     72

G_DEFINE_FINAL_TYPE (DriveInGruffTable, drive_in_gruff_table, DRIVE_IN_TYPE_BOARD)

static const guint tactic_kinds[DRIVE_IN_GRUFF_N_TACTICS] = {
  GRUFF_ACT_ATTACK, GRUFF_ACT_GROW, GRUFF_ACT_MOVE, GRUFF_ACT_RESURRECT,
};

guint
drive_in_gruff_table_tactic_kind (guint index)
{
  return index < DRIVE_IN_GRUFF_N_TACTICS ? tactic_kinds[index] : GRUFF_N_ACTS;
}

static GtkWidget *
find_card (DriveInBoard *board,
           int           handle)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (board);
  DriveInCardWidget *card = NULL;

  for (guint s = 0; card == NULL && s < GRUFF_SEATS; s++)
    {
      if (self->shepherds[s] != NULL)
        card = drive_in_gruff_shepherd_lookup (DRIVE_IN_GRUFF_SHEPHERD (self->shepherds[s]),
                                               handle);
      for (guint p = 0; card == NULL && p < GRUFF_LINE; p++)
        if (self->spots[s][p] != NULL)
          card = drive_in_gruff_spot_lookup (DRIVE_IN_GRUFF_SPOT (self->spots[s][p]), handle);
    }
  return card != NULL ? GTK_WIDGET (card) : NULL;
}

/* ---- The log ---------------------------------------------------------------------------- */

static DriveInLogStyle
log_style (DriveInBoard    *board,
           const GameEvent *event)
{
  switch (event->kind)
    {
    case GRUFF_EV_TURN:
    case GRUFF_EV_WIN:
      return DRIVE_IN_LOG_TURN;
    case GRUFF_EV_DECLARE:
    case GRUFF_EV_RESOLVE:
    case GRUFF_EV_DAMAGE:
    case GRUFF_EV_KILL:
    case GRUFF_EV_LIFE:
      return DRIVE_IN_LOG_ATTACK;
    default:
      return DRIVE_IN_LOG_PLAIN;
    }
}

/* ---- Events: the cards the last actions used -------------------------------------------- */

static void
on_event (DriveInBoard    *board,
          const GameEvent *event)
{
  switch (event->kind)
    {
    case GRUFF_EV_ACTIVATE:
    case GRUFF_EV_PLAY:
    case GRUFF_EV_STAT:
    case GRUFF_EV_KILL:
    case GRUFF_EV_ABILITY:
    case GRUFF_EV_DECLARE:
    case GRUFF_EV_RESOLVE:
    case GRUFF_EV_GROW:
    case GRUFF_EV_MOVE:
    case GRUFF_EV_RESURRECT:
      drive_in_board_flash_card (board, event->card);
      drive_in_board_flash_card (board, event->target);
      break;
    default:
      break;
    }
}

/* ---- Refresh ---------------------------------------------------------------------------- */

static const char *
position_name (int pos)
{
  switch (pos)
    {
    case 0:
      return C_("gruff position", "left");
    case 1:
      return C_("gruff position", "centre");
    default:
      return C_("gruff position", "right");
    }
}

static char *
prompt_for (DriveInBoard *board)
{
  const GruffGame *view = game_session_get_view (drive_in_board_get_session (board));
  GameAction first;

  switch (view->phase)
    {
    case GRUFF_PHASE_ARRANGE:
      if (!drive_in_board_find_first (board, GRUFF_ACT_ARRANGE, &first))
        return g_strdup ("");
      return g_strdup_printf (_("Arrange your line: choose the gruff for the %s position."),
                              position_name (first.value));
    case GRUFF_PHASE_ACTIVATE:
      return g_strdup (_("Your turn: click a lit gruff to activate it."));
    case GRUFF_PHASE_MAIN:
      if (drive_in_board_find_first (board, GRUFF_ACT_END, &first))
        return g_strdup (_("Your active gruff is dead: end the turn with Space."));
      /* Short enough for one line of the bar at the default window. */
      return g_strdup (_("Drag cards onto a lit gruff or shepherd, then choose a tactical "
                         "action below: it ends the turn."));
    case GRUFF_PHASE_DISCARD:
      return g_strdup_printf (_("Discard down to %u cards: click the cards to discard."),
                              (guint) view->params.hand_limit);
    default:
      return g_strdup ("");
    }
}

/* Space ends the turn only when nothing else can: the active gruff died. */
static const char *
find_pass (DriveInBoard *board,
           GameAction   *out)
{
  return drive_in_board_find_first (board, GRUFF_ACT_END, out) ? _("End Turn") : NULL;
}

/* The arrangement: the gruffs still to place, as buttons with their pictures. */
static GtkWidget *
choice_button (DriveInBoard     *board,
               const GameAction *action)
{
  GameSession *session = drive_in_board_get_session (board);
  const GruffGame *view = game_session_get_view (session);
  g_autofree char *label = NULL;
  GtkWidget *button, *box, *card, *words;

  if (action->kind != GRUFF_ACT_ARRANGE)
    return NULL;
  label = game_session_describe_action (session, action);
  /* The gruff's picture over the words. */
  button = drive_in_board_action_button (board, action);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  card = drive_in_card_widget_new_plain (game_session_get_card (session,
                                                                view->cards[action->card].def),
                                         action->card, CHOICE_CARD_WIDTH);
  gtk_widget_set_can_target (card, FALSE);
  gtk_box_append (GTK_BOX (box), card);
  /* Narrow buttons: the gruffs side by side in one row, leaving the lines room. */
  words = gtk_label_new (label);
  gtk_label_set_wrap (GTK_LABEL (words), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (words), 14);
  gtk_label_set_justify (GTK_LABEL (words), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (box), words);
  gtk_button_set_child (GTK_BUTTON (button), box);
  /* It shows a card now, not words alone. */
  g_object_set_data (G_OBJECT (button), "plain-label", NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_set_tooltip_text (button, label);
  g_object_set_data_full (G_OBJECT (button), "label", g_strdup (label), g_free);
  return button;
}

/* Each button says what its action would do: the rules' words for each legal one. */
static void
update_tactics (DriveInGruffTable *self,
                const GruffGame   *view)
{
  gboolean main_phase = drive_in_game_play_is_human_turn (self->play)
                        && view->phase == GRUFF_PHASE_MAIN;

  gtk_widget_set_visible (self->tactics_box, !drive_in_game_play_is_replay (self->play));
  for (guint t = 0; t < DRIVE_IN_GRUFF_N_TACTICS; t++)
    {
      g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));
      GString *text = g_string_new (NULL);
      guint n = main_phase ? drive_in_board_find_actions (DRIVE_IN_BOARD (self), tactic_kinds[t],
                                                          GAME_NO_CARD, FALSE, found) : 0;

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *line = game_session_describe_action (
            self->session, &g_array_index (found, GameAction, i));

          g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", line);
        }
      if (n == 0)
        g_string_append (text, main_phase ? _("Not possible now") : "");
      /* Compact, several actions of a kind take a line each and keep both ends: the gruff
       * at the start and what tells them apart at the end ("Grow: Crook…+1 Weird"); the
       * tooltip says them whole. */
      gtk_label_set_lines (GTK_LABEL (self->tactic_texts[t]), self->compact && n > 1 ? 1 : 3);
      gtk_label_set_ellipsize (GTK_LABEL (self->tactic_texts[t]),
                               self->compact && n > 1 ? PANGO_ELLIPSIZE_MIDDLE
                                                      : PANGO_ELLIPSIZE_END);
      gtk_label_set_text (GTK_LABEL (self->tactic_texts[t]), text->str);
      gtk_widget_set_tooltip_text (self->tactic_texts[t], text->str);
      gtk_widget_set_sensitive (self->tactic_buttons[t], n > 0);
      g_string_free (text, TRUE);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.tactic", main_phase);
}

static void
update_hand (DriveInGruffTable *self,
             const GruffGame   *view)
{
  int seat = drive_in_game_play_get_hand_seat (self->play);
  g_autofree DriveInCardRowItem *items = NULL;
  g_autofree DriveInGruffTrackMark *marks = NULL;
  g_autoptr(GString) about = g_string_new (_("The marks under the bar are the cards in your "
                                             "hand, each where its cost would bring the Crazy "
                                             "committed; a lit one can be played now:"));
  gboolean human = drive_in_game_play_is_human_turn (self->play);
  guint n = 0;

  if (seat >= 0 && seat < GRUFF_SEATS)
    {
      const GruffSeat *s = &view->seats[seat];

      n = s->n_hand;
      items = g_new0 (DriveInCardRowItem, MAX (n, 1));
      marks = g_new0 (DriveInGruffTrackMark, MAX (n, 1));
      for (guint i = 0; i < n; i++)
        {
          int card = s->hand[i];

          items[i].handle = card;
          items[i].card = game_session_get_card (self->session, view->cards[card].def);
          /* What the card would need of the track, lit when the rules let it be played. */
          marks[i].position = s->spent + gruff_game_def (view, card)->cost;
          marks[i].lit = drive_in_board_find_actions (DRIVE_IN_BOARD (self), GRUFF_ACT_PLAY,
                                                      card, FALSE, NULL) > 0;
          g_string_append_c (about, '\n');
          /* Translators: a mark under the Crazy bar: "Head Butt: cost 3, can be played now". */
          g_string_append_printf (about, marks[i].lit ? _("%s: cost %u, can be played now")
                                                      : _("%s: cost %u"),
                                  gruff_game_def (view, card)->name,
                                  (guint) gruff_game_def (view, card)->cost);
        }
    }
  drive_in_card_row_set_items (DRIVE_IN_CARD_ROW (self->hand), items, n,
                               human && view->phase == GRUFF_PHASE_MAIN,
                               drive_in_board_animation_ms (DRIVE_IN_BOARD (self)));
  for (guint s = 0; s < GRUFF_SEATS; s++)
    drive_in_gruff_shepherd_set_marks (DRIVE_IN_GRUFF_SHEPHERD (self->shepherds[s]), marks,
                                       (int) s == seat ? n : 0, about->str);
}

static void
update_arrows (DriveInGruffTable *self,
               const GruffGame   *view)
{
  DriveInGruffArrows *arrows = DRIVE_IN_GRUFF_ARROWS (self->arrows);

  drive_in_gruff_arrows_clear (arrows);
  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      int attacker = view->seats[s].attacker;

      if (attacker < 0 || view->phase == GRUFF_PHASE_OVER)
        continue;
      for (guint p = 0; p < GRUFF_LINE; p++)
        if (view->seats[s].line[p] == attacker && view->seats[s].attack_pos < GRUFF_LINE)
          drive_in_gruff_arrows_add (arrows, self->spots[s][p],
                                     self->spots[1 - s][view->seats[s].attack_pos]);
    }
}

static char *
turn_text (DriveInBoard *board)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (board);
  const GruffGame *view = game_session_get_view (self->session);
  g_autofree char *active = NULL;

  if (view->turn == 0)
    return g_strdup (_("Set-up"));
  active = drive_in_game_play_dup_seat_name (self->play, view->active);
  /* Translators: "Turn 7 · Seat 2 (Easy computer)". */
  return g_strdup_printf (_("Turn %u · %s"), view->turn, active);
}

/* Where each part of the lines goes in the grid. Beside: the shepherds at the left of their
 * lines, the lines in columns 1 to 3 of rows 0 (the enemy's) and 2 (the viewer's). Stacked,
 * for a table too narrow for that: the lines in columns 0 to 2 of rows 1 and 3, each
 * shepherd across them, above the enemy's line and below the viewer's, so that the lines
 * only scroll up and down. */
static void
place_lines (DriveInGruffTable *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (self->lines_grid);
  int first = self->stacked ? 0 : 1;

  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      gboolean own = s == self->own;
      int row = own ? 2 : 0;
      GtkGridLayoutChild *child = GTK_GRID_LAYOUT_CHILD (
        gtk_layout_manager_get_layout_child (layout, self->shepherds[s]));

      gtk_grid_layout_child_set_column (child, 0);
      gtk_grid_layout_child_set_column_span (child, self->stacked ? GRUFF_LINE : 1);
      gtk_grid_layout_child_set_row (child, self->stacked ? (own ? 4 : 0) : row);
      gtk_widget_set_halign (self->shepherds[s], self->stacked ? GTK_ALIGN_START
                                                               : GTK_ALIGN_FILL);
      gtk_widget_set_valign (self->shepherds[s], own ? GTK_ALIGN_END : GTK_ALIGN_START);
      for (guint p = 0; p < GRUFF_LINE; p++)
        {
          child = GTK_GRID_LAYOUT_CHILD (
            gtk_layout_manager_get_layout_child (layout, self->spots[s][p]));
          gtk_grid_layout_child_set_column (child, first + (int) p);
          gtk_grid_layout_child_set_row (child, self->stacked ? row + 1 : row);
        }
    }
  for (guint p = 0; p < GRUFF_LINE; p++)
    {
      GtkGridLayoutChild *child = GTK_GRID_LAYOUT_CHILD (
        gtk_layout_manager_get_layout_child (layout, self->position_labels[p]));

      gtk_grid_layout_child_set_column (child, first + (int) p);
      gtk_grid_layout_child_set_row (child, self->stacked ? 2 : 1);
    }
}

/* Both lines facing each other: the viewer's at the bottom, each position under the one it
 * faces, each shepherd by its line. */
static void
build_lines (DriveInGruffTable *self)
{
  int viewer = drive_in_game_play_get_viewer (self->play);
  GtkWidget *child;

  self->own = viewer >= 0 && viewer < GRUFF_SEATS ? (guint) viewer : 0;
  drive_in_gruff_arrows_clear (DRIVE_IN_GRUFF_ARROWS (self->arrows));
  while ((child = gtk_widget_get_first_child (self->lines_grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->lines_grid), child);
  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      gboolean own = s == self->own;
      g_autofree char *name = drive_in_game_play_dup_seat_name (self->play, s);

      self->shepherds[s] = drive_in_gruff_shepherd_new (self->session, s,
                                                        self->compact
                                                        ? COMPACT_SHEPHERD_CARD_WIDTH
                                                        : SHEPHERD_CARD_WIDTH);
      drive_in_gruff_shepherd_set_name (DRIVE_IN_GRUFF_SHEPHERD (self->shepherds[s]), name,
                                        drive_in_game_play_get_deck_label (self->play, s));
      drive_in_gruff_shepherd_set_drop_func (DRIVE_IN_GRUFF_SHEPHERD (self->shepherds[s]),
                                             drive_in_gruff_table_drop, self);
      gtk_grid_attach (GTK_GRID (self->lines_grid), self->shepherds[s], 0, 0, 1, 1);
      for (guint p = 0; p < GRUFF_LINE; p++)
        {
          self->spots[s][p] = drive_in_gruff_spot_new (self->session, s, p, GRUFF_CARD_WIDTH,
                                                       own ? -1 : 1);
          if (self->compact)
            drive_in_gruff_spot_set_compact (DRIVE_IN_GRUFF_SPOT (self->spots[s][p]), TRUE,
                                             COMPACT_GRUFF_CARD_WIDTH);
          drive_in_gruff_spot_set_drop_func (DRIVE_IN_GRUFF_SPOT (self->spots[s][p]),
                                             drive_in_gruff_table_drop, self);
          gtk_widget_set_valign (self->spots[s][p], own ? GTK_ALIGN_START : GTK_ALIGN_END);
          /* The person's own line, as the other tables mark their own seat. */
          if (own)
            gtk_widget_add_css_class (self->spots[s][p], "own");
          gtk_grid_attach (GTK_GRID (self->lines_grid), self->spots[s][p], 0, 0, 1, 1);
        }
    }
  /* Between the lines: which position faces which. */
  for (guint p = 0; p < GRUFF_LINE; p++)
    {
      self->position_labels[p] = gtk_label_new (position_name (p));
      gtk_widget_add_css_class (self->position_labels[p], "position-label");
      gtk_widget_add_css_class (self->position_labels[p], "no-mans-land");
      gtk_grid_attach (GTK_GRID (self->lines_grid), self->position_labels[p], 0, 0, 1, 1);
    }
  place_lines (self);
  /* Another person's lines (hot seat): theirs in view. */
  self->scroll_pending = self->stacked;
}

static void
refresh (DriveInBoard *board)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (board);
  const GruffGame *view = game_session_get_view (self->session);
  guint ms = drive_in_board_animation_ms (board);

  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      drive_in_gruff_shepherd_refresh (DRIVE_IN_GRUFF_SHEPHERD (self->shepherds[s]), ms);
      for (guint p = 0; p < GRUFF_LINE; p++)
        drive_in_gruff_spot_refresh (DRIVE_IN_GRUFF_SPOT (self->spots[s][p]), ms);
    }
  update_hand (self, view);
  update_arrows (self, view);
  update_tactics (self, view);
  drive_in_gruff_table_light_targets (DRIVE_IN_BOARD (self));
}

static void
viewer_changed (DriveInBoard *board)
{
  build_lines (DRIVE_IN_GRUFF_TABLE (board));
}

/* ---- The compact layout of a short window, the stacked one of a narrow table ------------- */

static void
set_compact (DriveInGruffTable *self,
             gboolean           compact)
{
  self->compact = compact;
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "compact");
  gtk_grid_set_row_spacing (GTK_GRID (self->lines_grid), compact ? 4 : 10);
  gtk_grid_set_column_spacing (GTK_GRID (self->lines_grid), compact ? 8 : 14);
  update_tactics (self, game_session_get_view (self->session));
  drive_in_card_row_set_card_width (DRIVE_IN_CARD_ROW (self->hand),
                                    compact ? COMPACT_HAND_CARD_WIDTH : HAND_CARD_WIDTH);
  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      drive_in_gruff_shepherd_set_card_width (DRIVE_IN_GRUFF_SHEPHERD (self->shepherds[s]),
                                              compact ? COMPACT_SHEPHERD_CARD_WIDTH
                                                      : SHEPHERD_CARD_WIDTH);
      for (guint p = 0; p < GRUFF_LINE; p++)
        drive_in_gruff_spot_set_compact (DRIVE_IN_GRUFF_SPOT (self->spots[s][p]), compact,
                                         compact ? COMPACT_GRUFF_CARD_WIDTH : GRUFF_CARD_WIDTH);
    }
}

static gboolean
wants_compact (DriveInGruffTable *self)
{
  GtkWidget *felt = drive_in_board_get_felt (DRIVE_IN_BOARD (self));

  return gtk_widget_get_width (felt) < WIDE_MIN_WIDTH
         || gtk_widget_get_height (felt) < WIDE_MIN_HEIGHT;
}

/* The width of the lines with the shepherds beside them, at the least: the widest
 * shepherd, each position at its widest, the spacing and the grid's padding and border. */
static int
beside_width (DriveInGruffTable *self)
{
  GtkStyleContext *style = gtk_widget_get_style_context (self->lines_grid);
  int spacing = gtk_grid_get_column_spacing (GTK_GRID (self->lines_grid));
  int width = 0, shepherd = 0;
  GtkBorder padding, border;

  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      int min;

      gtk_widget_measure (self->shepherds[s], GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL,
                          NULL);
      shepherd = MAX (shepherd, min);
    }
  width += shepherd;
  for (guint p = 0; p < GRUFF_LINE; p++)
    {
      int column = 0;

      for (guint s = 0; s < GRUFF_SEATS; s++)
        {
          int min;

          gtk_widget_measure (self->spots[s][p], GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL,
                              NULL, NULL);
          column = MAX (column, min);
        }
      width += spacing + column;
    }
  gtk_style_context_get_padding (style, &padding);
  gtk_style_context_get_border (style, &border);
  return width + padding.left + padding.right + border.left + border.right
         + gtk_widget_get_margin_start (self->lines_grid)
         + gtk_widget_get_margin_end (self->lines_grid);
}

/* Stacked when the lines' part of the felt is narrower than the lines with the shepherds
 * beside them. That width does not depend on where the shepherds are, so the switch cannot
 * swing back and forth. */
static gboolean
wants_stacked (DriveInGruffTable *self)
{
  int width = gtk_widget_get_width (self->lines_scroller);

  if (self->shepherds[0] == NULL || width <= 0)
    return self->stacked;
  return width < beside_width (self);
}

/* Once stacked, the lines scroll to show both lines, or when they do not both fit, the
 * person's own one whole and as much of the enemy's as fits above it; the shepherds are a
 * scroll away. */
static void
scroll_to_lines (DriveInGruffTable *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (self->lines_scroller));
  double page = gtk_adjustment_get_page_size (adjustment);
  double top = G_MAXDOUBLE, bottom = 0;

  for (guint s = 0; s < GRUFF_SEATS; s++)
    for (guint p = 0; p < GRUFF_LINE; p++)
      {
        graphene_rect_t bounds;

        if (!gtk_widget_compute_bounds (self->spots[s][p], self->lines_overlay, &bounds))
          return;
        top = MIN (top, bounds.origin.y);
        bottom = MAX (bottom, bounds.origin.y + bounds.size.height);
      }
  if (bottom - top <= page)
    gtk_adjustment_set_value (adjustment, (top + bottom - page) / 2);
  else
    gtk_adjustment_set_value (adjustment, bottom - page);
}

static gboolean
apply_layout_cb (gpointer user_data)
{
  DriveInGruffTable *self = user_data;

  self->layout_source = 0;
  /* The compact cards first: whether the shepherds fit beside the lines is measured on the
   * cards as they are, once laid out again. */
  if (wants_compact (self) != self->compact)
    set_compact (self, !self->compact);
  else if (wants_stacked (self) != self->stacked)
    {
      self->stacked = !self->stacked;
      self->scroll_pending = self->stacked;
      place_lines (self);
      /* Stacked, the lines seldom fit the height: a scrollbar in view says there is more
       * (the shepherds) above and below. */
      gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (self->lines_scroller),
                                                 !self->stacked);
    }
  /* Once laid out stacked (the scroll's range is the stacked lines'). */
  else if (self->stacked && self->scroll_pending)
    {
      self->scroll_pending = FALSE;
      scroll_to_lines (self);
    }
  return G_SOURCE_REMOVE;
}

/* ---- Actions ---------------------------------------------------------------------------- */

static void
tactic_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  drive_in_gruff_table_tactic (DRIVE_IN_GRUFF_TABLE (widget),
                               (guint) g_variant_get_int32 (parameter));
}

/* ---- Widget ----------------------------------------------------------------------------- */

static void
drive_in_gruff_table_constructed (GObject *object)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (object);
  DriveInBoard *board = DRIVE_IN_BOARD (object);

  G_OBJECT_CLASS (drive_in_gruff_table_parent_class)->constructed (object);

  self->play = drive_in_board_get_play (board);
  self->session = drive_in_board_get_session (board);
  self->hand = drive_in_board_add_hand (board, HAND_CARD_WIDTH);
  self->arrows = drive_in_gruff_arrows_new ();
  gtk_overlay_add_overlay (GTK_OVERLAY (self->lines_overlay), self->arrows);
  build_lines (self);
}

static void
drive_in_gruff_table_dispose (GObject *object)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (object);

  g_clear_handle_id (&self->layout_source, g_source_remove);
  if (self->arrows != NULL)
    drive_in_gruff_arrows_clear (DRIVE_IN_GRUFF_ARROWS (self->arrows));
  G_OBJECT_CLASS (drive_in_gruff_table_parent_class)->dispose (object);
  /* Gone with the board's frame. */
  self->arrows = NULL;
  self->hand = NULL;
  self->lines_scroller = NULL;
  memset (self->spots, 0, sizeof self->spots);
  memset (self->shepherds, 0, sizeof self->shepherds);
  memset (self->position_labels, 0, sizeof self->position_labels);
}

static void
drive_in_gruff_table_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (widget);

  GTK_WIDGET_CLASS (drive_in_gruff_table_parent_class)->size_allocate (widget, width, height,
                                                                      baseline);
  /* The layout changes once this allocation is done (not in the middle of it), before the
   * next frame (a redraw's priority is lower). */
  if (self->layout_source == 0
      && (wants_compact (self) != self->compact || wants_stacked (self) != self->stacked
          || (self->stacked && self->scroll_pending)))
    self->layout_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_layout_cb, self, NULL);
  /* The arrows follow the gruffs wherever they now are. */
  if (self->arrows != NULL)
    gtk_widget_queue_draw (self->arrows);
}

static void
drive_in_gruff_table_class_init (DriveInGruffTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  DriveInBoardClass *board_class = DRIVE_IN_BOARD_CLASS (klass);

  object_class->constructed = drive_in_gruff_table_constructed;
  object_class->dispose = drive_in_gruff_table_dispose;
  widget_class->size_allocate = drive_in_gruff_table_size_allocate;
  board_class->refresh = refresh;
  board_class->event = on_event;
  board_class->log_style = log_style;
  board_class->turn_text = turn_text;
  board_class->prompt = prompt_for;
  board_class->find_pass = find_pass;
  board_class->find_card = find_card;
  board_class->event_show = drive_in_gruff_table_event_show;
  board_class->event_widget = drive_in_gruff_table_event_widget;
  board_class->choice_button = choice_button;
  board_class->max_choices = MAX_CHOICE_BUTTONS;
  board_class->viewer_changed = viewer_changed;
  board_class->card_click = drive_in_gruff_table_card_click;
  board_class->card_menu = drive_in_gruff_table_card_menu;
  board_class->drag_refused = drive_in_gruff_table_drag_refused;
  board_class->light = drive_in_gruff_table_light_targets;
  board_class->choose_first = _("Choose first: a turn ends with its tactical action.");

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-gruff-table.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, lines_overlay);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, lines_grid);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, tactics_box);
  for (guint t = 0; t < DRIVE_IN_GRUFF_N_TACTICS; t++)
    {
      g_autofree char *button = g_strdup_printf ("tactic_button_%u", t);
      g_autofree char *text = g_strdup_printf ("tactic_text_%u", t);

      gtk_widget_class_bind_template_child_full (widget_class, button, FALSE,
                                                 G_STRUCT_OFFSET (DriveInGruffTable,
                                                                  tactic_buttons)
                                                 + t * sizeof (GtkWidget *));
      gtk_widget_class_bind_template_child_full (widget_class, text, FALSE,
                                                 G_STRUCT_OFFSET (DriveInGruffTable,
                                                                  tactic_texts)
                                                 + t * sizeof (GtkWidget *));
    }

  gtk_widget_class_install_action (widget_class, "board.tactic", "i", tactic_activated);

  gtk_widget_class_set_css_name (widget_class, "grufftable");
}

static void
drive_in_gruff_table_init (DriveInGruffTable *self)
{
  DriveInBoard *board = DRIVE_IN_BOARD (self);

  gtk_widget_init_template (GTK_WIDGET (self));
  drive_in_ensure_css (gdk_display_get_default (), "drive-in-gruff-table.css");
  gtk_widget_add_css_class (drive_in_board_get_felt (board), "gruff-felt");
  /* No coins or dice in Gruff; Space only ends a turn whose active gruff died. */
  gtk_widget_set_visible (drive_in_board_get_chance_view (board), FALSE);
  gtk_widget_set_tooltip_text (drive_in_board_get_pass_button (board), _("End the turn (Space)"));
  self->lines_scroller = drive_in_board_get_felt_scroller (board);
}

GtkWidget *
drive_in_gruff_table_new (DriveInGamePlay *play)
{
  DriveInGruffTable *self;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GRUFF_TABLE, "play", play, NULL);
  drive_in_board_refresh (DRIVE_IN_BOARD (self));
  return GTK_WIDGET (self);
}
