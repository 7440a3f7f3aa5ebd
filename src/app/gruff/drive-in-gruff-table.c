/* drive-in-gruff-table.c: the Gruff table: both lines facing each other with each gruff's
 * Mean, Weird and Fat, the shepherds' Life and Crazy, declared attacks as arrows, the hand
 * dragged onto the gruffs and shepherds the rules allow, the four tactical actions, the log. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-actions-popover.h"
#include "drive-in-board-layout.h"
#include "drive-in-drag-scroll.h"
#include "drive-in-gruff-table-private.h"
#include "drive-in-replay-bar.h"
#include "drive-in-resources.h"
#include "drive-in-toast.h"

#define BASE_ANIMATION_MS 260
#define BASE_FLASH_MS     1400
#define GRUFF_CARD_WIDTH  82
#define SHEPHERD_CARD_WIDTH 70
#define HAND_CARD_WIDTH   104
#define MAX_CHOICE_BUTTONS 8

/* Below this room for the felt (the table beside the log) the layout is compact: smaller
 * cards, a line for each action of a tactical button that has several, less padding; the
 * wide layout needs about this much for its lines, the tactical bar and the hand. The app's
 * default window (1100 × 760, the log shown) is compact, 1600 × 1000 is not. */
#define WIDE_MIN_WIDTH    960
#define WIDE_MIN_HEIGHT   880
#define COMPACT_GRUFF_CARD_WIDTH    60
#define COMPACT_SHEPHERD_CARD_WIDTH 54
#define COMPACT_HAND_CARD_WIDTH     72

G_DEFINE_FINAL_TYPE (DriveInGruffTable, drive_in_gruff_table, GTK_TYPE_WIDGET)

static const guint tactic_kinds[DRIVE_IN_GRUFF_N_TACTICS] = {
  GRUFF_ACT_ATTACK, GRUFF_ACT_GROW, GRUFF_ACT_MOVE, GRUFF_ACT_RESURRECT,
};

static void refresh (DriveInGruffTable *self);

guint
drive_in_gruff_table_tactic_kind (guint index)
{
  return index < DRIVE_IN_GRUFF_N_TACTICS ? tactic_kinds[index] : GRUFF_N_ACTS;
}

guint
drive_in_gruff_table_animation_ms (DriveInGruffTable *self)
{
  return (guint) (BASE_ANIMATION_MS / MAX (self->speed, 0.05));
}

void
drive_in_gruff_table_toast (DriveInGruffTable *self,
                            const char        *text)
{
  drive_in_toast_show (GTK_WIDGET (self), text);
}

gboolean
drive_in_gruff_table_apply (DriveInGruffTable *self,
                            const GameAction  *action)
{
  g_autoptr(GError) error = NULL;
  GameAction copy = *action;

  drive_in_gruff_table_close_popover (self);
  if (drive_in_game_play_apply (self->play, &copy, &error))
    return TRUE;
  drive_in_gruff_table_toast (self, error->message);
  return FALSE;
}

guint
drive_in_gruff_table_find_actions (DriveInGruffTable *self,
                                   guint              kind,
                                   int                card,
                                   GArray            *out)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);
  guint found = 0;

  for (guint i = 0; i < n; i++)
    {
      if (legal[i].kind != kind || (card != GAME_NO_CARD && legal[i].card != card))
        continue;
      if (out != NULL)
        g_array_append_val (out, legal[i]);
      found++;
    }
  return found;
}

static gboolean
find_first (DriveInGruffTable *self,
            guint              kind,
            GameAction        *out)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));

  if (drive_in_gruff_table_find_actions (self, kind, GAME_NO_CARD, found) == 0)
    return FALSE;
  *out = g_array_index (found, GameAction, 0);
  return TRUE;
}

void
drive_in_gruff_table_close_popover (DriveInGruffTable *self)
{
  if (self->popover == NULL)
    return;
  gtk_popover_popdown (GTK_POPOVER (self->popover));
  g_clear_pointer (&self->popover, gtk_widget_unparent);
}

GtkWidget *
drive_in_gruff_table_find_card (DriveInGruffTable *self,
                                int                handle)
{
  DriveInCardWidget *card = NULL;

  if (self->hand != NULL)
    card = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->hand), handle);
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

static char *
log_text (gpointer         item,
          int              viewer,
          DriveInLogStyle *out_style,
          gpointer         user_data)
{
  GameSessionEvent *event = item;
  GameEvent shown;

  game_session_event_get_event_for (event, viewer, &shown);
  switch (shown.kind)
    {
    case GRUFF_EV_TURN:
    case GRUFF_EV_WIN:
      *out_style = DRIVE_IN_LOG_TURN;
      break;
    case GRUFF_EV_DECLARE:
    case GRUFF_EV_RESOLVE:
    case GRUFF_EV_DAMAGE:
    case GRUFF_EV_KILL:
    case GRUFF_EV_LIFE:
      *out_style = DRIVE_IN_LOG_ATTACK;
      break;
    default:
      *out_style = DRIVE_IN_LOG_PLAIN;
      break;
    }
  return g_strdup (game_session_event_get_text_for (event, viewer));
}

/* ---- Events: the cards the last actions used -------------------------------------------- */

static void
on_session_event_cb (GameSession       *session,
                     const GameEvent   *event,
                     DriveInGruffTable *self)
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
      if (event->card != GAME_NO_CARD)
        g_array_append_val (self->flash, event->card);
      if (event->target != GAME_NO_CARD)
        g_array_append_val (self->flash, event->target);
      break;
    default:
      break;
    }
}

static void
flash_cards (DriveInGruffTable *self)
{
  guint ms = (guint) (BASE_FLASH_MS / MAX (self->speed, 0.05));

  for (guint i = 0; i < self->flash->len; i++)
    {
      GtkWidget *card = drive_in_gruff_table_find_card (self,
                                                         g_array_index (self->flash, int, i));

      if (card != NULL)
        drive_in_card_widget_flash (DRIVE_IN_CARD_WIDGET (card), ms);
    }
  g_array_set_size (self->flash, 0);
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
prompt_for (DriveInGruffTable *self,
            const GruffGame   *view)
{
  GameAction first;

  switch (view->phase)
    {
    case GRUFF_PHASE_ARRANGE:
      if (!find_first (self, GRUFF_ACT_ARRANGE, &first))
        return g_strdup ("");
      return g_strdup_printf (_("Arrange your line: choose the gruff for the %s position."),
                              position_name (first.value));
    case GRUFF_PHASE_ACTIVATE:
      return g_strdup (_("Your turn: click a lit gruff to activate it."));
    case GRUFF_PHASE_MAIN:
      if (find_first (self, GRUFF_ACT_END, &first))
        return g_strdup (_("Your active gruff is dead: end the turn with Space."));
      return g_strdup (_("Drag cards from your hand onto a lit gruff or shepherd, then choose "
                         "one tactical action below: it ends the turn."));
    case GRUFF_PHASE_DISCARD:
      return g_strdup_printf (_("Discard down to %u cards: click the cards to discard."),
                              (guint) view->params.hand_limit);
    default:
      return g_strdup ("");
    }
}

static void
on_choice_clicked_cb (GtkButton         *button,
                      DriveInGruffTable *self)
{
  const GameAction *action = g_object_get_data (G_OBJECT (button), "action");

  drive_in_gruff_table_apply (self, action);
}

/* The arrangement: the gruffs still to place, as buttons with their pictures. */
static void
update_choice_bar (DriveInGruffTable *self,
                   const GruffGame   *view)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);
  GtkWidget *child;
  guint shown = 0;

  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->choice_box), child);
  for (guint i = 0; i < n && shown < MAX_CHOICE_BUTTONS; i++)
    {
      g_autofree char *label = NULL;
      GtkWidget *button, *box, *card;

      if (legal[i].kind != GRUFF_ACT_ARRANGE)
        continue;
      label = game_session_describe_action (self->session, &legal[i]);
      button = gtk_button_new ();
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      card = drive_in_card_widget_new_plain (game_session_get_card (self->session,
                                                                    view->cards[legal[i].card].def),
                                             legal[i].card, 72);
      gtk_widget_set_can_target (card, FALSE);
      gtk_box_append (GTK_BOX (box), card);
      gtk_box_append (GTK_BOX (box), gtk_label_new (label));
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      gtk_widget_set_tooltip_text (button, label);
      g_object_set_data_full (G_OBJECT (button), "label", g_strdup (label), g_free);
      g_object_set_data_full (G_OBJECT (button), "action",
                              g_memdup2 (&legal[i], sizeof legal[i]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->choice_box), button);
      shown++;
    }
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->choice_revealer), shown > 0);
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
      guint n = main_phase ? drive_in_gruff_table_find_actions (self, tactic_kinds[t],
                                                                GAME_NO_CARD, found) : 0;

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *line = game_session_describe_action (
            self->session, &g_array_index (found, GameAction, i));

          g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", line);
        }
      if (n == 0)
        g_string_append (text, main_phase ? _("Not possible now") : "");
      /* Compact, several actions of a kind take a line each and keep their ends, what tells
       * them apart ("…gets +1 Weird"); the tooltip says them whole. */
      gtk_label_set_lines (GTK_LABEL (self->tactic_texts[t]), self->compact && n > 1 ? 1 : 3);
      gtk_label_set_ellipsize (GTK_LABEL (self->tactic_texts[t]),
                               self->compact && n > 1 ? PANGO_ELLIPSIZE_START
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
          marks[i].lit = drive_in_gruff_table_find_actions (self, GRUFF_ACT_PLAY, card,
                                                            NULL) > 0;
        }
    }
  drive_in_card_row_set_items (DRIVE_IN_CARD_ROW (self->hand), items, n,
                               human && view->phase == GRUFF_PHASE_MAIN,
                               drive_in_gruff_table_animation_ms (self));
  for (guint s = 0; s < GRUFF_SEATS; s++)
    drive_in_gruff_shepherd_set_marks (DRIVE_IN_GRUFF_SHEPHERD (self->shepherds[s]), marks,
                                       (int) s == seat ? n : 0);
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

static void
update_bar (DriveInGruffTable *self,
            const GruffGame   *view)
{
  gboolean replay = drive_in_game_play_is_replay (self->play);
  gboolean human = drive_in_game_play_is_human_turn (self->play);
  gboolean thinking = drive_in_game_play_is_thinking (self->play);
  gboolean over = game_session_is_over (self->session);
  guint deciding = game_session_get_deciding_seat (self->session);
  g_autofree char *turn = NULL;
  g_autofree char *prompt = NULL;
  GameAction pass;

  if (view->turn == 0)
    turn = g_strdup (_("Set-up"));
  else
    {
      g_autofree char *active = drive_in_game_play_dup_seat_name (self->play, view->active);

      /* Translators: "Turn 7 · Seat 2 (Easy computer)". */
      turn = g_strdup_printf (_("Turn %u · %s"), view->turn, active);
    }
  gtk_label_set_text (GTK_LABEL (self->turn_label), turn);

  if (over)
    prompt = drive_in_game_play_get_rules (self->play)->describe_result (view);
  else if (replay)
    {
      g_autofree char *decider = drive_in_game_play_dup_seat_name (self->play, deciding);

      prompt = g_strdup_printf (_("Replay: %s decides"), decider);
    }
  else if (human)
    prompt = prompt_for (self, view);
  else if (drive_in_game_play_get_handoff_seat (self->play) >= 0)
    prompt = g_strdup (_("Waiting for the next person to take the screen…"));
  else
    {
      g_autofree char *decider = drive_in_game_play_dup_seat_name (self->play, deciding);

      prompt = g_strdup_printf (_("%s is thinking…"), decider);
    }
  gtk_label_set_text (GTK_LABEL (self->prompt_label), prompt);
  gtk_widget_set_tooltip_text (self->prompt_label, prompt);
  gtk_spinner_set_spinning (GTK_SPINNER (self->thinking_spinner), thinking);
  gtk_widget_set_visible (self->thinking_spinner, thinking);

  gtk_widget_set_visible (self->undo_button, !replay);
  gtk_widget_set_visible (self->actions_button, !replay);
  /* Space ends the turn only when nothing else can: the active gruff died. */
  gtk_widget_set_visible (self->pass_button, human && find_first (self, GRUFF_ACT_END, &pass));
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
refresh (DriveInGruffTable *self)
{
  const GruffGame *view = game_session_get_view (self->session);
  guint ms = drive_in_gruff_table_animation_ms (self);

  if (self->refreshing)
    return;
  self->refreshing = TRUE;
  if (self->popover != NULL && !drive_in_game_play_is_human_turn (self->play))
    drive_in_gruff_table_close_popover (self);
  for (guint s = 0; s < GRUFF_SEATS; s++)
    {
      drive_in_gruff_shepherd_refresh (DRIVE_IN_GRUFF_SHEPHERD (self->shepherds[s]), ms);
      for (guint p = 0; p < GRUFF_LINE; p++)
        drive_in_gruff_spot_refresh (DRIVE_IN_GRUFF_SPOT (self->spots[s][p]), ms);
    }
  update_hand (self, view);
  update_arrows (self, view);
  update_choice_bar (self, view);
  update_tactics (self, view);
  update_bar (self, view);
  drive_in_gruff_table_light_targets (self);
  flash_cards (self);
  self->refreshing = FALSE;
}

static void
on_session_changed_cb (DriveInGruffTable *self)
{
  refresh (self);
}

static void
on_play_notify_cb (DriveInGruffTable *self)
{
  refresh (self);
}

static void
on_viewer_changed_cb (DriveInGruffTable *self)
{
  drive_in_viewer_log_set_viewer (self->viewer_log, drive_in_game_play_get_viewer (self->play));
  build_lines (self);
  refresh (self);
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
  return gtk_widget_get_width (self->felt) < WIDE_MIN_WIDTH
         || gtk_widget_get_height (self->felt) < WIDE_MIN_HEIGHT;
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
pass_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (widget);
  GameAction pass;

  if (find_first (self, GRUFF_ACT_END, &pass))
    drive_in_gruff_table_apply (self, &pass);
  else if (drive_in_game_play_is_human_turn (self->play))
    drive_in_gruff_table_toast (self, _("Choose first: a turn ends with its tactical action."));
}

static void
tactic_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  drive_in_gruff_table_tactic (DRIVE_IN_GRUFF_TABLE (widget),
                               (guint) g_variant_get_int32 (parameter));
}

static void
card_click_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  drive_in_gruff_table_card_click (DRIVE_IN_GRUFF_TABLE (widget),
                                   g_variant_get_int32 (parameter));
}

static void
card_menu_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  drive_in_gruff_table_card_menu (DRIVE_IN_GRUFF_TABLE (widget),
                                  g_variant_get_int32 (parameter));
}

static void
drag_begin_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  drive_in_gruff_table_drag_begin (DRIVE_IN_GRUFF_TABLE (widget),
                                   g_variant_get_int32 (parameter));
}

static void
drag_end_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  drive_in_gruff_table_drag_end (DRIVE_IN_GRUFF_TABLE (widget));
}

static void
drag_refused_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  drive_in_gruff_table_drag_refused (DRIVE_IN_GRUFF_TABLE (widget),
                                     g_variant_get_int32 (parameter));
}

static void
toggle_log_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  GtkRevealer *revealer = GTK_REVEALER (DRIVE_IN_GRUFF_TABLE (widget)->log_revealer);

  gtk_revealer_set_reveal_child (revealer, !gtk_revealer_get_reveal_child (revealer));
}

static void
show_actions_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (widget);

  if (gtk_widget_get_mapped (self->actions_button))
    gtk_menu_button_popup (GTK_MENU_BUTTON (self->actions_button));
}

static void
on_action_chosen (const GameAction *action,
                  gpointer          user_data)
{
  DriveInGruffTable *self = user_data;

  drive_in_gruff_table_apply (self, action);
}

/* The global list of every legal action, for those who play by keyboard. */
static void
on_actions_popover_show_cb (DriveInGruffTable *self)
{
  drive_in_actions_popover_fill (GTK_POPOVER (self->actions_popover), self->play,
                                 on_action_chosen, self);
}

/* ---- Widget ----------------------------------------------------------------------------- */

static void
drive_in_gruff_table_dispose (GObject *object)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (object);
  GtkWidget *child;

  drive_in_gruff_table_close_popover (self);
  g_clear_handle_id (&self->layout_source, g_source_remove);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  if (self->game_log != NULL)
    drive_in_game_log_set_model (DRIVE_IN_GAME_LOG (self->game_log), NULL);
  if (self->arrows != NULL)
    drive_in_gruff_arrows_clear (DRIVE_IN_GRUFF_ARROWS (self->arrows));
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_GRUFF_TABLE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->arrows = NULL;
  self->hand = NULL;
  memset (self->spots, 0, sizeof self->spots);
  memset (self->shepherds, 0, sizeof self->shepherds);
  memset (self->position_labels, 0, sizeof self->position_labels);
  g_clear_object (&self->viewer_log);
  g_clear_object (&self->session);
  g_clear_object (&self->play);
  g_clear_pointer (&self->flash, g_array_unref);
  G_OBJECT_CLASS (drive_in_gruff_table_parent_class)->dispose (object);
}

static void
drive_in_gruff_table_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (widget);

  drive_in_board_allocate_content (widget, width, height, baseline);
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

  object_class->dispose = drive_in_gruff_table_dispose;
  widget_class->measure = drive_in_board_measure_content;
  widget_class->size_allocate = drive_in_gruff_table_size_allocate;

  g_type_ensure (DRIVE_IN_TYPE_GAME_LOG);
  g_type_ensure (DRIVE_IN_TYPE_REPLAY_BAR);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-gruff-table.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, felt);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, turn_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, replay_bar);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, actions_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, actions_popover);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, pass_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, undo_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, choice_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, choice_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, lines_scroller);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, lines_overlay);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, lines_grid);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, tactics_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, hand_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, log_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInGruffTable, game_log);
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
  gtk_widget_class_bind_template_callback (widget_class, on_actions_popover_show_cb);

  gtk_widget_class_install_action (widget_class, "board.pass", NULL, pass_activated);
  gtk_widget_class_install_action (widget_class, "board.tactic", "i", tactic_activated);
  gtk_widget_class_install_action (widget_class, "board.card-click", "i",
                                   card_click_activated);
  gtk_widget_class_install_action (widget_class, "board.card-menu", "i", card_menu_activated);
  gtk_widget_class_install_action (widget_class, "board.drag-begin", "i", drag_begin_activated);
  gtk_widget_class_install_action (widget_class, "board.drag-end", "i", drag_end_activated);
  gtk_widget_class_install_action (widget_class, "board.drag-refused", "i",
                                   drag_refused_activated);
  gtk_widget_class_install_action (widget_class, "board.toggle-log", NULL, toggle_log_activated);
  gtk_widget_class_install_action (widget_class, "board.show-actions", NULL,
                                   show_actions_activated);

  gtk_widget_class_set_css_name (widget_class, "grufftable");
}

static void
drive_in_gruff_table_init (DriveInGruffTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  drive_in_ensure_css (gdk_display_get_default (), "drive-in-gruff-table.css");
  drive_in_drag_scroll_add (GTK_SCROLLED_WINDOW (self->lines_scroller));
  self->flash = g_array_new (FALSE, FALSE, sizeof (int));
  self->drag_card = GAME_NO_CARD;
  self->speed = 1.0;
}

GtkWidget *
drive_in_gruff_table_new (DriveInGamePlay *play)
{
  DriveInGruffTable *self;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GRUFF_TABLE, NULL);
  self->play = g_object_ref (play);
  drive_in_replay_bar_set_play (DRIVE_IN_REPLAY_BAR (self->replay_bar), play);
  self->session = g_object_ref (drive_in_game_play_get_session (play));
  self->viewer_log = drive_in_viewer_log_new (game_session_get_log (self->session), log_text,
                                              self, drive_in_game_play_get_viewer (play));
  drive_in_game_log_set_model (DRIVE_IN_GAME_LOG (self->game_log),
                               G_LIST_MODEL (self->viewer_log));
  self->hand = drive_in_card_row_new (HAND_CARD_WIDTH);
  drive_in_card_row_set_placeholder (DRIVE_IN_CARD_ROW (self->hand), _("No cards in hand"));
  gtk_widget_set_hexpand (self->hand, TRUE);
  gtk_box_append (GTK_BOX (self->hand_box), self->hand);
  self->arrows = drive_in_gruff_arrows_new ();
  gtk_overlay_add_overlay (GTK_OVERLAY (self->lines_overlay), self->arrows);
  build_lines (self);

  g_signal_connect_swapped (self->session, "changed", G_CALLBACK (on_session_changed_cb), self);
  g_signal_connect (self->session, "event", G_CALLBACK (on_session_event_cb), self);
  g_signal_connect_swapped (play, "notify::thinking", G_CALLBACK (on_play_notify_cb), self);
  g_signal_connect_swapped (play, "notify::step", G_CALLBACK (on_play_notify_cb), self);
  g_signal_connect_swapped (play, "notify::handoff-seat", G_CALLBACK (on_play_notify_cb), self);
  g_signal_connect_swapped (play, "notify::viewer", G_CALLBACK (on_viewer_changed_cb), self);
  refresh (self);
  return GTK_WIDGET (self);
}

DriveInGamePlay *
drive_in_gruff_table_get_play (DriveInGruffTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_TABLE (self), NULL);
  return self->play;
}

void
drive_in_gruff_table_set_speed (DriveInGruffTable *self,
                                double             speed)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_TABLE (self));

  self->speed = CLAMP (speed, 0.05, 100.0);
  drive_in_replay_bar_set_speed (DRIVE_IN_REPLAY_BAR (self->replay_bar), self->speed);
  gtk_revealer_set_transition_duration (GTK_REVEALER (self->log_revealer),
                                        drive_in_gruff_table_animation_ms (self));
}
