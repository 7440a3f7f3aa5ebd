/* drive-in-grotto-table.c: the Grotto Beasts! table: every seat's Team and Sideline, the
 * score race, the battle panel, the hand, coins and dice as they land, the log; cards are
 * summoned and moved by drag and drop onto the spots the rules allow. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-chance-view.h"
#include "drive-in-grotto-table-private.h"
#include "drive-in-resources.h"

#define OWN_CARD_WIDTH    78
#define OTHER_CARD_WIDTH  58
/* Three opponents side by side (a row of the Jerma Rumble's up to five) must fit a
 * 1600-pixel screen beside the log. */
#define CROWDED_CARD_WIDTH 40
#define HAND_CARD_WIDTH   104
#define BATTLE_CARD_WIDTH 74
/* The battle grows no taller: the person's seat below it stays in sight. */
#define BATTLE_MAX_HEIGHT 260

G_DEFINE_FINAL_TYPE (DriveInGrottoTable, drive_in_grotto_table, DRIVE_IN_TYPE_BOARD)

static GtkWidget *
find_card (DriveInBoard *board,
           int           handle)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);
  DriveInCardWidget *card = NULL;

  for (guint s = 0; card == NULL && self->seats != NULL && s < self->seats->len; s++)
    card = drive_in_grotto_seat_lookup (self->seats->pdata[s], handle);
  if (card == NULL && self->battle != NULL)
    card = drive_in_grotto_battle_lookup (DRIVE_IN_GROTTO_BATTLE (self->battle), handle);
  return card != NULL ? GTK_WIDGET (card) : NULL;
}

/* A payment being chosen goes with its popover. */
static void
popover_closed (DriveInBoard *board)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);

  self->paying_for = GAME_NO_CARD;
  self->pay_button = NULL;
  g_array_set_size (self->payment, 0);
}

/* ---- The log ---------------------------------------------------------------------------- */

static DriveInLogStyle
log_style (DriveInBoard    *board,
           const GameEvent *event)
{
  switch (event->kind)
    {
    case GROTTO_EV_TURN:
    case GROTTO_EV_GAME_OVER:
      return DRIVE_IN_LOG_TURN;
    case GROTTO_EV_BATTLE:
    case GROTTO_EV_DAMAGE:
    case GROTTO_EV_DEFEATED:
    case GROTTO_EV_SCORE:
      return DRIVE_IN_LOG_ATTACK;
    default:
      return DRIVE_IN_LOG_PLAIN;
    }
}

/* ---- Events: coins and dice as they land, the cards the last action used ---------------- */

static void
on_event (DriveInBoard    *board,
          const GameEvent *event)
{
  g_autofree char *who = g_strdup_printf (_("Seat %u"), event->seat + 1);
  DriveInChanceView *chance = DRIVE_IN_CHANCE_VIEW (drive_in_board_get_chance_view (board));

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
      drive_in_board_flash_card (board, event->card);
      break;
    default:
      break;
    }
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
prompt_for (DriveInBoard *board)
{
  const GrottoGame *view = game_session_get_view (drive_in_board_get_session (board));

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
static const char *
find_pass (DriveInBoard *board,
           GameAction   *out)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);
  const GrottoGame *view = game_session_get_view (self->session);
  static const guint order[] = { GROTTO_ACT_KEEP, GROTTO_ACT_DONE, GROTTO_ACT_PASS,
                                 GROTTO_ACT_END_PHASE };

  /* The battle plan is confirmed by pass() itself. */
  if (drive_in_grotto_battle_can_confirm (DRIVE_IN_GROTTO_BATTLE (self->battle)))
    return _("Confirm");
  for (guint k = 0; k < G_N_ELEMENTS (order); k++)
    if (drive_in_board_find_first (board, order[k], out))
      return out->kind == GROTTO_ACT_KEEP ? _("Keep the Hand")
             : out->kind == GROTTO_ACT_DONE ? _("Done")
             : out->kind == GROTTO_ACT_PASS ? _("Decline")
             : view->step == GROTTO_STEP_ACTION_1 ? _("Skip the Battle")
             : _("End Turn");
  return NULL;
}

static void
pass (DriveInBoard *board)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);

  if (drive_in_grotto_battle_can_confirm (DRIVE_IN_GROTTO_BATTLE (self->battle)))
    gtk_widget_activate_action (GTK_WIDGET (self), "board.battle-confirm", NULL);
  else
    DRIVE_IN_BOARD_CLASS (drive_in_grotto_table_parent_class)->pass (board);
}

/* Questions that belong to no card on the table get buttons: who goes first, whom to
 * battle, yes or no, a number, a card out of sight (a deck being searched). */
static GtkWidget *
choice_button (DriveInBoard     *board,
               const GameAction *action)
{
  gboolean wanted;

  switch (action->kind)
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
      wanted = action->card == GAME_NO_CARD
               || drive_in_board_find_card (board, action->card) == NULL;
      break;
    case GROTTO_ACT_PAY:
      /* Paying its own way has no other place. */
      wanted = action->mode != 0;
      break;
    default:
      wanted = FALSE;
      break;
    }
  return wanted ? drive_in_board_action_button (board, action) : NULL;
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
                               drive_in_board_animation_ms (DRIVE_IN_BOARD (self)));
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

static char *
turn_text (DriveInBoard *board)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);
  const GrottoGame *view = game_session_get_view (self->session);
  g_autofree char *active = NULL;

  if (view->turn == 0)
    return g_strdup (phase_name (view));
  active = drive_in_game_play_dup_seat_name (self->play, view->active);
  /* Translators: "Turn 7 · Seat 2 (Easy computer) · Battle". */
  return g_strdup_printf (_("Turn %u · %s · %s"), view->turn, active, phase_name (view));
}

static void
update_battle_button (DriveInGrottoTable *self)
{
  GameAction battle;
  gboolean offered = drive_in_game_play_is_human_turn (self->play)
                     && drive_in_board_find_first (DRIVE_IN_BOARD (self), GROTTO_ACT_BATTLE,
                                                   &battle);

  gtk_widget_set_visible (self->battle_button, offered);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.battle", offered);
}

/* The seats: the viewer's at the bottom, the others above in turn order from it. */
static void
build_seats (DriveInGrottoTable *self)
{
  guint n = drive_in_game_play_get_n_seats (self->play);
  guint own = drive_in_board_own_seat (DRIVE_IN_BOARD (self));

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
      g_ptr_array_add (self->seats, seat);
    }
  drive_in_board_place_seats (DRIVE_IN_BOARD (self), self->seats, own,
                              GTK_FLOW_BOX (self->opponents_box), GTK_BOX (self->own_box));
}

static void
refresh (DriveInBoard *board)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);
  const GrottoGame *view = game_session_get_view (self->session);
  guint ms = drive_in_board_animation_ms (board);

  for (guint s = 0; s < self->seats->len; s++)
    drive_in_grotto_seat_refresh (self->seats->pdata[s], ms);
  update_hand (self, view);
  update_score_race (self, view);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->battle_revealer),
                                 drive_in_grotto_battle_refresh (DRIVE_IN_GROTTO_BATTLE (
                                   self->battle)));
  update_battle_button (self);
  drive_in_grotto_table_light_targets (DRIVE_IN_BOARD (self));
}

static void
viewer_changed (DriveInBoard *board)
{
  /* The bottom seat is the viewer's. */
  build_seats (DRIVE_IN_GROTTO_TABLE (board));
}

static void
choose (DriveInBoard     *board,
        const GameAction *action)
{
  /* Summoning asks for its payment as the drag does. */
  if (action->kind == GROTTO_ACT_SUMMON)
    drive_in_grotto_table_summon (DRIVE_IN_GROTTO_TABLE (board), action->card, -1);
  else
    drive_in_board_apply (board, action);
}

/* ---- Actions ---------------------------------------------------------------------------- */

static void
battle_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (widget);
  GameAction battle;

  if (drive_in_board_find_first (DRIVE_IN_BOARD (self), GROTTO_ACT_BATTLE, &battle))
    drive_in_board_apply (DRIVE_IN_BOARD (self), &battle);
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

      if (!drive_in_game_play_is_human_turn (self->play)
          || !drive_in_board_is_offered (DRIVE_IN_BOARD (self), action)
          || !drive_in_board_apply (DRIVE_IN_BOARD (self), action))
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
  drive_in_board_update_bar (DRIVE_IN_BOARD (self));
}

/* A click does the one thing a card is for in the step (a mulligan, a payment, a discard,
 * an answer, a fighter of the battle plan); anything else opens its menu. */
static void
card_click (DriveInBoard *board,
            int           handle)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);
  const GrottoGame *view = game_session_get_view (self->session);
  static const guint direct[] = { GROTTO_ACT_MULLIGAN, GROTTO_ACT_DISCARD, GROTTO_ACT_CHOOSE };
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));

  if (drive_in_grotto_battle_toggle (DRIVE_IN_GROTTO_BATTLE (self->battle), handle))
    {
      drive_in_board_update_bar (DRIVE_IN_BOARD (self));
      return;
    }
  if (view->phase == GROTTO_PHASE_PAY)
    {
      g_autoptr(GArray) pay = g_array_new (FALSE, FALSE, sizeof (GameAction));

      /* The plain way first; paying its own way is in the menu. */
      if (drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_PAY, handle, FALSE,
                                       pay) > 0
          && g_array_index (pay, GameAction, 0).mode == 0)
        {
          drive_in_board_apply (DRIVE_IN_BOARD (self), &g_array_index (pay, GameAction, 0));
          return;
        }
    }
  for (guint k = 0; k < G_N_ELEMENTS (direct); k++)
    if (drive_in_board_find_actions (DRIVE_IN_BOARD (self), direct[k], handle, FALSE, found) == 1)
      {
        drive_in_board_apply (DRIVE_IN_BOARD (self), &g_array_index (found, GameAction, 0));
        return;
      }
  drive_in_grotto_table_card_menu (board, handle);
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
  drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_SPOT, GAME_NO_CARD, FALSE, found);
  for (guint i = 0; i < found->len; i++)
    {
      const GameAction *a = &g_array_index (found, GameAction, i);

      if (a->seat == (guint) seat && a->value == spot)
        {
          drive_in_board_apply (DRIVE_IN_BOARD (self), a);
          return;
        }
    }
}

/* ---- Widget ----------------------------------------------------------------------------- */

static void
drive_in_grotto_table_constructed (GObject *object)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (object);
  DriveInBoard *board = DRIVE_IN_BOARD (object);

  G_OBJECT_CLASS (drive_in_grotto_table_parent_class)->constructed (object);

  self->play = drive_in_board_get_play (board);
  self->session = drive_in_board_get_session (board);
  self->hand = drive_in_board_add_hand (board, HAND_CARD_WIDTH);
  self->battle = drive_in_grotto_battle_new (self->play, BATTLE_CARD_WIDTH);
  gtk_revealer_set_child (GTK_REVEALER (self->battle_revealer),
                          drive_in_board_bounded_panel (self->battle, BATTLE_MAX_HEIGHT));
  build_seats (self);
}

/* After the board's own dispose: its parts may still ask about the cards as they go. */
static void
drive_in_grotto_table_finalize (GObject *object)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (object);

  g_clear_pointer (&self->seats, g_ptr_array_unref);
  g_clear_pointer (&self->payment, g_array_unref);
  G_OBJECT_CLASS (drive_in_grotto_table_parent_class)->finalize (object);
}

static void
drive_in_grotto_table_class_init (DriveInGrottoTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  DriveInBoardClass *board_class = DRIVE_IN_BOARD_CLASS (klass);

  object_class->constructed = drive_in_grotto_table_constructed;
  object_class->finalize = drive_in_grotto_table_finalize;
  board_class->refresh = refresh;
  board_class->event = on_event;
  board_class->log_style = log_style;
  board_class->turn_text = turn_text;
  board_class->prompt = prompt_for;
  board_class->find_pass = find_pass;
  board_class->pass = pass;
  board_class->choose = choose;
  board_class->find_card = find_card;
  board_class->event_show = drive_in_grotto_table_event_show;
  board_class->event_widget = drive_in_grotto_table_event_widget;
  board_class->choice_button = choice_button;
  board_class->viewer_changed = viewer_changed;
  board_class->card_click = card_click;
  board_class->card_menu = drive_in_grotto_table_card_menu;
  board_class->drag_refused = drive_in_grotto_table_drag_refused;
  board_class->light = drive_in_grotto_table_light_targets;
  board_class->popover_closed = popover_closed;

  g_type_ensure (DRIVE_IN_TYPE_SCORE_RACE);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-grotto-table.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, battle_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, score_race);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, opponents_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, battle_revealer);
  gtk_widget_class_bind_template_child (widget_class, DriveInGrottoTable, own_box);

  gtk_widget_class_install_action (widget_class, "board.battle", NULL, battle_activated);
  gtk_widget_class_install_action (widget_class, "board.battle-confirm", NULL,
                                   battle_confirm_activated);
  gtk_widget_class_install_action (widget_class, "board.battle-reset", NULL,
                                   battle_reset_activated);
  gtk_widget_class_install_action (widget_class, "board.spot-click", "(ii)",
                                   spot_click_activated);

  gtk_widget_class_set_css_name (widget_class, "grottotable");
}

static void
drive_in_grotto_table_init (DriveInGrottoTable *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  drive_in_ensure_css (gdk_display_get_default (), "drive-in-grotto-table.css");
  gtk_widget_add_css_class (drive_in_board_get_felt (DRIVE_IN_BOARD (self)), "grotto-felt");
  self->seats = g_ptr_array_new ();
  self->payment = g_array_new (FALSE, FALSE, sizeof (int));
  self->paying_for = GAME_NO_CARD;
}

GtkWidget *
drive_in_grotto_table_new (DriveInGamePlay *play)
{
  DriveInGrottoTable *self;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GROTTO_TABLE, "play", play, NULL);
  drive_in_board_refresh (DRIVE_IN_BOARD (self));
  return GTK_WIDGET (self);
}
