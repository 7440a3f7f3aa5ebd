/* drive-in-grotto-table.c: the Grotto Beasts! table: every seat's Team and Sideline, the
 * score race, the battle panel, the hand, coins and dice as they land, the log; cards are
 * summoned and moved by drag and drop onto the spots the rules allow. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-actions-popover.h"
#include "drive-in-board-layout.h"
#include "drive-in-drag-scroll.h"
#include "drive-in-grotto-table-private.h"
#include "drive-in-replay-bar.h"
#include "drive-in-resources.h"
#include "drive-in-toast.h"

#define BASE_ANIMATION_MS 260
#define BASE_FLASH_MS     1400
#define OWN_CARD_WIDTH    78
#define OTHER_CARD_WIDTH  58
/* Three opponents side by side (a row of the Jerma Rumble's up to five) must fit a
 * 1600-pixel screen beside the log. */
#define CROWDED_CARD_WIDTH 40
#define HAND_CARD_WIDTH   104
#define BATTLE_CARD_WIDTH 74
#define MAX_CHOICE_BUTTONS 12

G_DEFINE_FINAL_TYPE (DriveInGrottoTable, drive_in_grotto_table, GTK_TYPE_WIDGET)

static void refresh (DriveInGrottoTable *self);

guint
drive_in_grotto_table_animation_ms (DriveInGrottoTable *self)
{
  return (guint) (BASE_ANIMATION_MS / MAX (self->speed, 0.05));
}

void
drive_in_grotto_table_toast (DriveInGrottoTable *self,
                             const char         *text)
{
  drive_in_toast_show (GTK_WIDGET (self), text);
}

gboolean
drive_in_grotto_table_apply (DriveInGrottoTable *self,
                             const GameAction   *action)
{
  g_autoptr(GError) error = NULL;
  GameAction copy = *action;

  drive_in_grotto_table_close_popover (self);
  if (drive_in_game_play_apply (self->play, &copy, &error))
    return TRUE;
  drive_in_grotto_table_toast (self, error->message);
  return FALSE;
}

guint
drive_in_grotto_table_find_actions (DriveInGrottoTable *self,
                                    guint               kind,
                                    int                 card,
                                    gboolean            as_target,
                                    GArray             *out)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);
  guint found = 0;

  for (guint i = 0; i < n; i++)
    {
      if (legal[i].kind != kind)
        continue;
      if (card != GAME_NO_CARD && (as_target ? legal[i].target : legal[i].card) != card)
        continue;
      if (out != NULL)
        g_array_append_val (out, legal[i]);
      found++;
    }
  return found;
}

static gboolean
find_first (DriveInGrottoTable *self,
            guint               kind,
            int                 card,
            GameAction         *out)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));

  if (drive_in_grotto_table_find_actions (self, kind, card, FALSE, found) == 0)
    return FALSE;
  *out = g_array_index (found, GameAction, 0);
  return TRUE;
}

void
drive_in_grotto_table_close_popover (DriveInGrottoTable *self)
{
  if (self->popover == NULL)
    return;
  gtk_popover_popdown (GTK_POPOVER (self->popover));
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  self->paying_for = GAME_NO_CARD;
  self->pay_button = NULL;
  g_array_set_size (self->payment, 0);
}

guint
drive_in_grotto_table_own_seat (DriveInGrottoTable *self)
{
  int viewer = drive_in_game_play_get_viewer (self->play);

  return viewer >= 0 ? (guint) viewer : 0;
}

GtkWidget *
drive_in_grotto_table_find_card (DriveInGrottoTable *self,
                                 int                 handle)
{
  DriveInCardWidget *card = NULL;

  if (self->hand != NULL)
    card = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->hand), handle);
  for (guint s = 0; card == NULL && s < self->seats->len; s++)
    card = drive_in_grotto_seat_lookup (self->seats->pdata[s], handle);
  if (card == NULL && self->battle != NULL)
    card = drive_in_grotto_battle_lookup (DRIVE_IN_GROTTO_BATTLE (self->battle), handle);
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
    case GROTTO_EV_TURN:
    case GROTTO_EV_GAME_OVER:
      *out_style = DRIVE_IN_LOG_TURN;
      break;
    case GROTTO_EV_BATTLE:
    case GROTTO_EV_DAMAGE:
    case GROTTO_EV_DEFEATED:
    case GROTTO_EV_SCORE:
      *out_style = DRIVE_IN_LOG_ATTACK;
      break;
    default:
      *out_style = DRIVE_IN_LOG_PLAIN;
      break;
    }
  return g_strdup (game_session_event_get_text_for (event, viewer));
}

/* ---- Events: coins and dice as they land, the cards the last action used ---------------- */

static void
on_session_event_cb (GameSession        *session,
                     const GameEvent    *event,
                     DriveInGrottoTable *self)
{
  g_autofree char *who = g_strdup_printf (_("Seat %u"), event->seat + 1);
  DriveInChanceView *chance = DRIVE_IN_CHANCE_VIEW (self->chance_view);

  switch (event->kind)
    {
    case GROTTO_EV_COIN:
      drive_in_chance_view_add (chance, DRIVE_IN_CHANCE_COIN, event->value != 0, who);
      break;
    case GROTTO_EV_DIE:
      drive_in_chance_view_add (chance, DRIVE_IN_CHANCE_DIE, event->value, who);
      break;
    case GROTTO_EV_RPS:
      drive_in_chance_view_add (chance, DRIVE_IN_CHANCE_THROW, event->value, who);
      break;
    case GROTTO_EV_SUMMON:
    case GROTTO_EV_PLACE:
    case GROTTO_EV_MOVE:
    case GROTTO_EV_EFFECT:
    case GROTTO_EV_DAMAGE:
    case GROTTO_EV_ATTACKER:
    case GROTTO_EV_DEFENDER:
      if (event->card != GAME_NO_CARD)
        g_array_append_val (self->flash, event->card);
      break;
    default:
      break;
    }
}

static void
flash_cards (DriveInGrottoTable *self)
{
  guint ms = (guint) (BASE_FLASH_MS / MAX (self->speed, 0.05));

  /* Only what a computer did: a person knows what they just did. */
  for (guint i = 0; i < self->flash->len; i++)
    {
      GtkWidget *card = drive_in_grotto_table_find_card (self,
                                                          g_array_index (self->flash, int, i));

      if (card != NULL)
        drive_in_card_widget_flash (DRIVE_IN_CARD_WIDGET (card), ms);
    }
  g_array_set_size (self->flash, 0);
}

/* ---- Refresh ---------------------------------------------------------------------------- */

static const char *
phase_name (const GrottoGame *view)
{
  switch (view->step)
    {
    case GROTTO_STEP_SETUP_FIRST:
    case GROTTO_STEP_MULLIGAN:
      return C_("grotto phase", "Set-up");
    case GROTTO_STEP_START_OF_TURN:
    case GROTTO_STEP_WAKE_UP:
    case GROTTO_STEP_DRAW:
      return C_("grotto phase", "Start of Turn");
    case GROTTO_STEP_ACTION_1:
      return C_("grotto phase", "First Action Phase");
    case GROTTO_STEP_ACTION_2:
      return C_("grotto phase", "Second Action Phase");
    case GROTTO_STEP_END_OF_TURN:
    case GROTTO_STEP_RESET:
    case GROTTO_STEP_NEXT_TURN:
      return C_("grotto phase", "End of Turn");
    case GROTTO_STEP_GAME_OVER:
      return C_("grotto phase", "Game Over");
    default:
      return C_("grotto phase", "Battle");
    }
}

static char *
prompt_for (DriveInGrottoTable *self,
            const GrottoGame   *view)
{
  switch (view->phase)
    {
    case GROTTO_PHASE_FIRST:
      return g_strdup (_("You lost the last game: choose who goes first."));
    case GROTTO_PHASE_MULLIGAN:
      return g_strdup (_("Click the cards to put at the bottom of your deck (you draw as many), "
                         "then keep the hand with Space."));
    case GROTTO_PHASE_ACTION:
      return g_strdup (view->step == GROTTO_STEP_ACTION_1
                       ? _("Your turn: drag a card onto an empty spot to summon it, drag a "
                           "Beast to move it, B to battle, Space to skip the battle.")
                       : _("Summon, move, or end your turn with Space."));
    case GROTTO_PHASE_PAY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Spend %u more card: click it in your hand.",
                                           "Spend %u more cards: click them in your hand, in "
                                           "the order they go onto your Summoning Pool.",
                                           view->summon.cost_left),
                              view->summon.cost_left);
    case GROTTO_PHASE_SPOT:
      return g_strdup (_("Choose the spot: click a lit spot of your Team or Sideline."));
    case GROTTO_PHASE_OPPONENT:
      return g_strdup (_("Choose whom to battle."));
    case GROTTO_PHASE_ATTACKERS:
      return g_strdup (_("Choose your attackers in the battle panel, then confirm."));
    case GROTTO_PHASE_DEFENDERS:
      return g_strdup (_("You are attacked: choose your defenders, then confirm."));
    case GROTTO_PHASE_ASSIGN:
      return g_strdup (_("Give the damage: click the fighters in order, see the outcome, then "
                         "confirm."));
    case GROTTO_PHASE_EFFECT:
      return g_strdup (_("A card asks you to choose: click a card, or use the buttons above."));
    case GROTTO_PHASE_DISCARD:
      return g_strdup_printf (_("Discard down to %d cards: click the cards to discard."),
                              grotto_game_hand_size (view, view->active));
    default:
      return g_strdup ("");
    }
}

/* What Space does now: confirm a battle plan, keep the hand, done choosing, decline, end the
 * phase. */
static gboolean
find_pass (DriveInGrottoTable *self,
           GameAction         *out)
{
  static const guint order[] = { GROTTO_ACT_KEEP, GROTTO_ACT_DONE, GROTTO_ACT_PASS,
                                 GROTTO_ACT_END_PHASE };

  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    if (find_first (self, order[k], GAME_NO_CARD, out))
      return TRUE;
  return FALSE;
}

static void
on_choice_clicked_cb (GtkButton          *button,
                      DriveInGrottoTable *self)
{
  const GameAction *action = g_object_get_data (G_OBJECT (button), "action");

  drive_in_grotto_table_apply (self, action);
}

/* Questions that belong to no card on the table get buttons: who goes first, whom to
 * battle, yes or no, a number, a card out of sight (a deck being searched). */
static void
update_choice_bar (DriveInGrottoTable *self,
                   const GrottoGame   *view)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);
  GtkWidget *child;
  guint shown = 0;

  while ((child = gtk_widget_get_first_child (self->choice_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->choice_box), child);
  for (guint i = 0; i < n && shown < MAX_CHOICE_BUTTONS; i++)
    {
      const GameAction *a = &legal[i];
      g_autofree char *label = NULL;
      GtkWidget *button;
      gboolean wanted;

      switch (a->kind)
        {
        case GROTTO_ACT_FIRST:
        case GROTTO_ACT_OPPONENT:
        case GROTTO_ACT_PASS:
          wanted = TRUE;
          break;
        case GROTTO_ACT_KEEP:
          /* The bar's own button keeps the hand (Space). */
          wanted = FALSE;
          break;
        case GROTTO_ACT_CHOOSE:
          /* A card of the table is clicked there. */
          wanted = a->card == GAME_NO_CARD
                   || drive_in_grotto_table_find_card (self, a->card) == NULL;
          break;
        case GROTTO_ACT_PAY:
          /* Paying its own way has no other place. */
          wanted = a->mode != 0;
          break;
        default:
          wanted = FALSE;
          break;
        }
      if (!wanted)
        continue;
      label = game_session_describe_action (self->session, a);
      button = gtk_button_new_with_label (label);
      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 40);
      g_object_set_data_full (G_OBJECT (button), "action", g_memdup2 (a, sizeof *a), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->choice_box), button);
      shown++;
    }
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->choice_revealer), shown > 0);
  (void) view;
}

static void
update_score_race (DriveInGrottoTable *self,
                   const GrottoGame   *view)
{
  DriveInScoreRace *race = DRIVE_IN_SCORE_RACE (self->score_race);
  gboolean over = game_session_is_over (self->session);

  drive_in_score_race_set_n_seats (race, view->n_seats);
  for (guint s = 0; s < view->n_seats; s++)
    {
      g_autofree char *name = drive_in_game_play_dup_seat_name (self->play, s);

      drive_in_score_race_set_seat (race, s, name, grotto_game_scored (view, s),
                                    view->seats[s].goal,
                                    !over && view->turn > 0 && view->active == s,
                                    over && ((view->winners >> s) & 1));
    }
}

static void
update_hand (DriveInGrottoTable *self,
             const GrottoGame   *view)
{
  int seat = drive_in_game_play_get_hand_seat (self->play);
  g_autofree DriveInCardRowItem *items = NULL;
  gboolean human = drive_in_game_play_is_human_turn (self->play);
  guint n = 0;

  if (seat >= 0)
    {
      n = grotto_game_zone_size (view, GROTTO_ZONE_HAND, seat);
      items = g_new0 (DriveInCardRowItem, MAX (n, 1));
      for (guint i = 0; i < n; i++)
        {
          int card = grotto_game_zone_card (view, GROTTO_ZONE_HAND, seat, i);

          items[i].handle = card;
          items[i].card = game_session_get_card (self->session, view->cards[card].def);
        }
    }
  drive_in_card_row_set_items (DRIVE_IN_CARD_ROW (self->hand), items, n, human,
                               drive_in_grotto_table_animation_ms (self));
  /* Cards picked to go back (a mulligan) or to pay, marked. */
  for (guint i = 0; i < n; i++)
    {
      DriveInCardWidget *card = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->hand),
                                                          items[i].handle);
      gboolean marked = (view->cards[items[i].handle].flags & GROTTO_CARD_MARKED) != 0;

      if (card == NULL)
        continue;
      drive_in_card_widget_set_badges (card, NULL,
                                       marked ? C_("mulligan", "Back") : NULL);
    }
}

static void
update_bar (DriveInGrottoTable *self,
            const GrottoGame   *view)
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
    turn = g_strdup (phase_name (view));
  else
    {
      g_autofree char *active = drive_in_game_play_dup_seat_name (self->play, view->active);

      /* Translators: "Turn 7 · Seat 2 (Easy computer) · Battle". */
      turn = g_strdup_printf (_("Turn %u · %s · %s"), view->turn, active, phase_name (view));
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
  gtk_widget_set_visible (self->battle_button,
                          human && find_first (self, GROTTO_ACT_BATTLE, GAME_NO_CARD, &pass));
  if (human && drive_in_grotto_battle_can_confirm (DRIVE_IN_GROTTO_BATTLE (self->battle)))
    {
      gtk_button_set_label (GTK_BUTTON (self->pass_button), _("Confirm"));
      gtk_widget_set_visible (self->pass_button, TRUE);
    }
  else if (human && find_pass (self, &pass))
    {
      gtk_button_set_label (GTK_BUTTON (self->pass_button),
                            pass.kind == GROTTO_ACT_KEEP ? _("Keep the Hand")
                            : pass.kind == GROTTO_ACT_DONE ? _("Done")
                            : pass.kind == GROTTO_ACT_PASS ? _("Decline")
                            : view->step == GROTTO_STEP_ACTION_1 ? _("Skip the Battle")
                            : _("End Turn"));
      gtk_widget_set_visible (self->pass_button, TRUE);
    }
  else
    gtk_widget_set_visible (self->pass_button, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.battle",
                                 human && find_first (self, GROTTO_ACT_BATTLE, GAME_NO_CARD,
                                                      &pass));
}

/* The seats: the viewer's at the bottom, the others above in turn order from it. */
static void
build_seats (DriveInGrottoTable *self)
{
  guint n = drive_in_game_play_get_n_seats (self->play);
  guint own = drive_in_grotto_table_own_seat (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->opponents_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->opponents_box), child);
  while ((child = gtk_widget_get_first_child (self->own_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->own_box), child);
  g_ptr_array_set_size (self->seats, 0);
  for (guint s = 0; s < n; s++)
    {
      int width = s == own ? OWN_CARD_WIDTH : n > 3 ? CROWDED_CARD_WIDTH : OTHER_CARD_WIDTH;
      GtkWidget *seat = drive_in_grotto_seat_new (self->session, s, width);
      g_autofree char *name = drive_in_game_play_dup_seat_name (self->play, s);

      drive_in_grotto_seat_set_name (DRIVE_IN_GROTTO_SEAT (seat), name,
                                     drive_in_game_play_get_deck_label (self->play, s));
      drive_in_grotto_seat_set_drop_func (DRIVE_IN_GROTTO_SEAT (seat),
                                          drive_in_grotto_table_drop, self);
      if (s == own)
        gtk_widget_add_css_class (seat, "own");
      g_ptr_array_add (self->seats, seat);
    }
  /* As many side by side as the window fits, three at most. */
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->opponents_box), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->opponents_box),
                                          MIN (MAX (n - 1, 1), 3));
  for (guint i = 1; i < n; i++)
    gtk_flow_box_append (GTK_FLOW_BOX (self->opponents_box), self->seats->pdata[(own + i) % n]);
  gtk_widget_set_hexpand (self->seats->pdata[own], TRUE);
  gtk_box_append (GTK_BOX (self->own_box), self->seats->pdata[own]);
}

static void
refresh (DriveInGrottoTable *self)
{
  const GrottoGame *view = game_session_get_view (self->session);
  guint ms = drive_in_grotto_table_animation_ms (self);

  if (self->refreshing)
    return;
  self->refreshing = TRUE;
  /* A payment or menu belongs to the decision it was opened for. */
  if (self->popover != NULL && !drive_in_game_play_is_human_turn (self->play))
    drive_in_grotto_table_close_popover (self);
  for (guint s = 0; s < self->seats->len; s++)
    drive_in_grotto_seat_refresh (self->seats->pdata[s], ms);
  update_hand (self, view);
  update_score_race (self, view);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->battle_revealer),
                                 drive_in_grotto_battle_refresh (DRIVE_IN_GROTTO_BATTLE (
                                   self->battle)));
  update_choice_bar (self, view);
  update_bar (self, view);
  drive_in_grotto_table_light_targets (self);
  flash_cards (self);
  self->refreshing = FALSE;
}

static void
on_session_changed_cb (DriveInGrottoTable *self)
{
  refresh (self);
}

static void
on_play_notify_cb (DriveInGrottoTable *self)
{
  refresh (self);
}

static void
on_viewer_changed_cb (DriveInGrottoTable *self)
{
  drive_in_viewer_log_set_viewer (self->viewer_log, drive_in_game_play_get_viewer (self->play));
  /* The bottom seat is the viewer's. */
  build_seats (self);
  refresh (self);
}

/* ---- Actions ---------------------------------------------------------------------------- */

static void
pass_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (widget);
  GameAction pass;

  if (drive_in_grotto_battle_can_confirm (DRIVE_IN_GROTTO_BATTLE (self->battle)))
    gtk_widget_activate_action (widget, "board.battle-confirm", NULL);
  else if (find_pass (self, &pass))
    drive_in_grotto_table_apply (self, &pass);
  else if (drive_in_game_play_is_human_turn (self->play))
    drive_in_grotto_table_toast (self, _("You must choose first."));
}

static void
battle_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (widget);
  GameAction battle;

  if (find_first (self, GROTTO_ACT_BATTLE, GAME_NO_CARD, &battle))
    drive_in_grotto_table_apply (self, &battle);
}

static gboolean
is_offered (DriveInGrottoTable *self,
            const GameAction   *action)
{
  const GameRules *rules = drive_in_game_play_get_rules (self->play);
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);

  for (guint i = 0; i < n; i++)
    if (rules->action_equal (&legal[i], action))
      return TRUE;
  return FALSE;
}

static void
battle_confirm_activated (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (widget);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (GameAction));

  if (!drive_in_grotto_battle_can_confirm (DRIVE_IN_GROTTO_BATTLE (self->battle)))
    return;
  drive_in_grotto_battle_take_plan (DRIVE_IN_GROTTO_BATTLE (self->battle), actions);
  /* Each in turn, as long as the person still decides and the rules still offer it: they
   * may stop the plan (an effect's question) or go on by themselves (no one left to choose,
   * so "done" is not asked). */
  for (guint i = 0; i < actions->len; i++)
    {
      const GameAction *action = &g_array_index (actions, GameAction, i);

      if (!drive_in_game_play_is_human_turn (self->play) || !is_offered (self, action)
          || !drive_in_grotto_table_apply (self, action))
        break;
    }
}

static void
battle_reset_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (widget);

  drive_in_grotto_battle_reset (DRIVE_IN_GROTTO_BATTLE (self->battle));
  update_bar (self, game_session_get_view (self->session));
}

/* A click does the one thing a card is for in the step (a mulligan, a payment, a discard,
 * an answer, a fighter of the battle plan); anything else opens its menu. */
static void
card_click_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (widget);
  int handle = g_variant_get_int32 (parameter);
  const GrottoGame *view = game_session_get_view (self->session);
  static const guint direct[] = { GROTTO_ACT_MULLIGAN, GROTTO_ACT_DISCARD, GROTTO_ACT_CHOOSE };
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));

  if (drive_in_grotto_battle_toggle (DRIVE_IN_GROTTO_BATTLE (self->battle), handle))
    {
      update_bar (self, view);
      return;
    }
  if (view->phase == GROTTO_PHASE_PAY)
    {
      GameAction pay;

      /* The plain way first; paying its own way is in the menu. */
      if (find_first (self, GROTTO_ACT_PAY, handle, &pay) && pay.mode == 0)
        {
          drive_in_grotto_table_apply (self, &pay);
          return;
        }
    }
  for (guint k = 0; k < G_N_ELEMENTS (direct); k++)
    if (drive_in_grotto_table_find_actions (self, direct[k], handle, FALSE, found) == 1)
      {
        drive_in_grotto_table_apply (self, &g_array_index (found, GameAction, 0));
        return;
      }
  drive_in_grotto_table_card_menu (self, handle);
}

static void
card_menu_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  drive_in_grotto_table_card_menu (DRIVE_IN_GROTTO_TABLE (widget),
                                   g_variant_get_int32 (parameter));
}

static void
spot_click_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (widget);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));
  gint32 seat, spot;

  g_variant_get (parameter, "(ii)", &seat, &spot);
  /* Where the card being summoned goes. */
  drive_in_grotto_table_find_actions (self, GROTTO_ACT_SPOT, GAME_NO_CARD, FALSE, found);
  for (guint i = 0; i < found->len; i++)
    {
      const GameAction *a = &g_array_index (found, GameAction, i);

      if (a->seat == (guint) seat && a->value == spot)
        {
          drive_in_grotto_table_apply (self, a);
          return;
        }
    }
}

static void
drag_begin_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  drive_in_grotto_table_drag_begin (DRIVE_IN_GROTTO_TABLE (widget),
                                    g_variant_get_int32 (parameter));
}

static void
drag_end_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  drive_in_grotto_table_drag_end (DRIVE_IN_GROTTO_TABLE (widget));
}

static void
drag_refused_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  drive_in_grotto_table_drag_refused (DRIVE_IN_GROTTO_TABLE (widget),
                                      g_variant_get_int32 (parameter));
}

static void
toggle_log_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  GtkRevealer *revealer = GTK_REVEALER (DRIVE_IN_GROTTO_TABLE (widget)->log_revealer);

  gtk_revealer_set_reveal_child (revealer, !gtk_revealer_get_reveal_child (revealer));
}

static void
show_actions_activated (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (widget);

  if (gtk_widget_get_mapped (self->actions_button))
    gtk_menu_button_popup (GTK_MENU_BUTTON (self->actions_button));
}

static void
on_action_chosen (const GameAction *action,
                  gpointer          user_data)
{
  DriveInGrottoTable *self = user_data;

  /* Summoning asks for its payment as the drag does. */
  if (action->kind == GROTTO_ACT_SUMMON)
    drive_in_grotto_table_summon (self, action->card, -1);
  else
    drive_in_grotto_table_apply (self, action);
}

/* The global list of every legal action, for those who play by keyboard. */
static void
on_actions_popover_show_cb (DriveInGrottoTable *self)
{
  drive_in_actions_popover_fill (GTK_POPOVER (self->actions_popover), self->play,
                                 on_action_chosen, self);
}

/* ---- Widget ----------------------------------------------------------------------------- */

static void
drive_in_grotto_table_dispose (GObject *object)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (object);
  GtkWidget *child;

  drive_in_grotto_table_close_popover (self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  if (self->game_log != NULL)
    drive_in_game_log_set_model (DRIVE_IN_GAME_LOG (self->game_log), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_GROTTO_TABLE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->viewer_log);
  g_clear_object (&self->session);
  g_clear_object (&self->play);
  g_clear_pointer (&self->seats, g_ptr_array_unref);
  g_clear_pointer (&self->payment, g_array_unref);
  g_clear_pointer (&self->flash, g_array_unref);
  G_OBJECT_CLASS (drive_in_grotto_table_parent_class)->dispose (object);
}

static void
drive_in_grotto_table_class_init (DriveInGrottoTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_grotto_table_dispose;
  widget_class->measure = drive_in_board_measure_content;
  widget_class->size_allocate = drive_in_board_allocate_content;

  g_type_ensure (DRIVE_IN_TYPE_GAME_LOG);
  g_type_ensure (DRIVE_IN_TYPE_REPLAY_BAR);
  g_type_ensure (DRIVE_IN_TYPE_CHANCE_VIEW);
  g_type_ensure (DRIVE_IN_TYPE_SCORE_RACE);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-grotto-table.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, turn_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, chance_view);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, felt_scroller);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, replay_bar);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, actions_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, actions_popover);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, battle_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, pass_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, undo_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, choice_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, choice_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, score_race);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, battle_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, own_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, hand_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, log_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, game_log);
  gtk_widget_class_bind_template_callback (widget_class, on_actions_popover_show_cb);

  gtk_widget_class_install_action (widget_class, "board.pass", NULL, pass_activated);
  gtk_widget_class_install_action (widget_class, "board.battle", NULL, battle_activated);
  gtk_widget_class_install_action (widget_class, "board.battle-confirm", NULL,
                                   battle_confirm_activated);
  gtk_widget_class_install_action (widget_class, "board.battle-reset", NULL,
                                   battle_reset_activated);
  gtk_widget_class_install_action (widget_class, "board.card-click", "i",
                                   card_click_activated);
  gtk_widget_class_install_action (widget_class, "board.card-menu", "i", card_menu_activated);
  gtk_widget_class_install_action (widget_class, "board.spot-click", "(ii)",
                                   spot_click_activated);
  gtk_widget_class_install_action (widget_class, "board.drag-begin", "i", drag_begin_activated);
  gtk_widget_class_install_action (widget_class, "board.drag-end", "i", drag_end_activated);
  gtk_widget_class_install_action (widget_class, "board.drag-refused", "i",
                                   drag_refused_activated);
  gtk_widget_class_install_action (widget_class, "board.toggle-log", NULL, toggle_log_activated);
  gtk_widget_class_install_action (widget_class, "board.show-actions", NULL,
                                   show_actions_activated);

  gtk_widget_class_set_css_name (widget_class, "grottotable");
}

static void
drive_in_grotto_table_init (DriveInGrottoTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  drive_in_ensure_css (gdk_display_get_default (), "drive-in-grotto-table.css");
  drive_in_drag_scroll_add (GTK_SCROLLED_WINDOW (self->felt_scroller));
  self->seats = g_ptr_array_new ();
  self->payment = g_array_new (FALSE, FALSE, sizeof (int));
  self->flash = g_array_new (FALSE, FALSE, sizeof (int));
  self->paying_for = GAME_NO_CARD;
  self->drag_card = GAME_NO_CARD;
  self->speed = 1.0;
}

GtkWidget *
drive_in_grotto_table_new (DriveInGamePlay *play)
{
  DriveInGrottoTable *self;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GROTTO_TABLE, NULL);
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
  self->battle = drive_in_grotto_battle_new (play, BATTLE_CARD_WIDTH);
  gtk_revealer_set_child (GTK_REVEALER (self->battle_revealer), self->battle);
  build_seats (self);

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
drive_in_grotto_table_get_play (DriveInGrottoTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_TABLE (self), NULL);
  return self->play;
}

void
drive_in_grotto_table_set_speed (DriveInGrottoTable *self,
                                 double              speed)
{
  g_return_if_fail (DRIVE_IN_IS_GROTTO_TABLE (self));

  self->speed = CLAMP (speed, 0.05, 100.0);
  drive_in_replay_bar_set_speed (DRIVE_IN_REPLAY_BAR (self->replay_bar), self->speed);
  drive_in_chance_view_set_animation_ms (DRIVE_IN_CHANCE_VIEW (self->chance_view),
                                         (guint) (600 / self->speed));
  gtk_revealer_set_transition_duration (GTK_REVEALER (self->log_revealer),
                                        drive_in_grotto_table_animation_ms (self));
}
