/* drive-in-groo-table-play.c: buying at the Groo table: dice dragged (or picked) onto a
 * card, a card clicked to pay with the dice the rules' action names, what each die may pay
 * lit; clicks and menus of cards for every other decision. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-groo-table-private.h"

static const GrooGame *
view_of (DriveInGrooTable *self)
{
  return game_session_get_view (self->session);
}

/* The person's legal purchase of @card (a Building, Troop or Groo Effect), if any. */
static gboolean
find_buy (DriveInGrooTable *self,
          int               card,
          GameAction       *out)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);

  for (guint i = 0; i < n; i++)
    if ((legal[i].kind == GROO_ACT_BUY || legal[i].kind == GROO_ACT_GROO)
        && legal[i].card == card)
      {
        *out = legal[i];
        return TRUE;
      }
  return FALSE;
}

gboolean
drive_in_groo_table_buy_action (DriveInGrooTable *self,
                                int               card,
                                guint             die,
                                GameAction       *out)
{
  uint32_t mask;

  if (card == GAME_NO_CARD || !find_buy (self, card, out))
    return FALSE;
  if (die == DRIVE_IN_GROO_NO_DIE)
    return TRUE;
  /* The rules say which dice go with the one dragged. */
  if (!groo_game_dice_for_with (view_of (self), card, die, &mask))
    return FALSE;
  out->mask = mask;
  return TRUE;
}

gboolean
drive_in_groo_table_drop_die (DriveInGrooTable *self,
                              int               card,
                              guint             die,
                              gboolean          drop)
{
  GameAction buy;

  if (!drive_in_game_play_is_human_turn (self->play)
      || !drive_in_groo_table_buy_action (self, card, die, &buy))
    return FALSE;
  if (drop)
    return drive_in_groo_table_apply (self, &buy);
  return TRUE;
}

/* ---- Lighting ----------------------------------------------------------------------------- */

static void
set_class (GtkWidget  *widget,
           const char *name,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

/* The cards of the table the person may click now (a Troop to send, a Building to lose, a
 * card a question is about, a card with a power): lit as candidates. */
static void
light_candidates (DriveInGrooTable *self)
{
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);

  for (guint i = 0; i < self->candidates->len; i++)
    {
      GtkWidget *card = drive_in_board_find_card (DRIVE_IN_BOARD (self),
                                                       g_array_index (self->candidates, int, i));

      if (card != NULL)
        gtk_widget_remove_css_class (card, "candidate");
    }
  g_array_set_size (self->candidates, 0);
  for (guint i = 0; i < n; i++)
    {
      /* An int of its own: the action's card is an int16_t, and appending it to this array
       * of int would take the two bytes after it too. */
      int handle = legal[i].card;
      GtkWidget *card;

      if (handle == GAME_NO_CARD
          || legal[i].kind == GROO_ACT_BUY || legal[i].kind == GROO_ACT_GROO)
        continue;
      card = drive_in_board_find_card (DRIVE_IN_BOARD (self), handle);
      if (card == NULL || gtk_widget_has_css_class (card, "candidate"))
        continue;
      gtk_widget_add_css_class (card, "candidate");
      g_array_append_val (self->candidates, handle);
    }
}

void
drive_in_groo_table_light (DriveInGrooTable *self)
{
  const GrooGame *view = view_of (self);
  DriveInGrooDice *dice = DRIVE_IN_GROO_DICE (self->dice);
  int viewer = drive_in_game_play_get_viewer (self->play);
  gboolean human = drive_in_game_play_is_human_turn (self->play);
  guint zone, n, movable = 0, lit = 0;
  uint32_t unspent = groo_game_unspent_dice (view);
  GameAction buy;

  light_candidates (self);
  if (viewer < 0)
    {
      drive_in_groo_dice_set_movable (dice, 0);
      drive_in_groo_dice_set_lit (dice, 0);
      for (guint d = 0; d < GROO_N_WHITE; d++)
        drive_in_groo_dice_set_die_tip (dice, d, NULL);
      return;
    }
  zone = GROO_ZONE_HAND (viewer);
  n = groo_game_zone_size (view, zone);
  /* What each die pays among the person's cards, in its tooltip; the dice that pay anything
   * may be dragged. */
  for (guint d = 0; d < GROO_N_WHITE; d++)
    {
      GString *tip = NULL;

      for (guint i = 0; human && ((unspent >> d) & 1) && i < n; i++)
        {
          int card = groo_game_zone_card (view, zone, i);
          DriveInCard *def;

          if (!drive_in_groo_table_buy_action (self, card, d, &buy))
            continue;
          movable |= 1u << d;
          def = game_session_get_card (self->session, view->cards[card].def);
          if (tip == NULL)
            /* Translators: followed by the names of the cards a die may pay for. */
            tip = g_string_new (_("Pays for:"));
          else
            g_string_append_c (tip, ',');
          g_string_append_printf (tip, " %s", def != NULL ? drive_in_card_get_name (def) : "?");
        }
      drive_in_groo_dice_set_die_tip (dice, d, tip != NULL ? tip->str : NULL);
      if (tip != NULL)
        g_string_free (tip, TRUE);
    }
  drive_in_groo_dice_set_movable (dice, movable);
  if (self->picked_die != DRIVE_IN_GROO_NO_DIE && !((movable >> self->picked_die) & 1))
    self->picked_die = DRIVE_IN_GROO_NO_DIE;

  /* The dice the card under the pointer would take; the cards the picked die pays. */
  if (self->picked_die != DRIVE_IN_GROO_NO_DIE)
    lit = 1u << self->picked_die;
  else if (human && drive_in_groo_table_buy_action (self, self->hover_card,
                                                    DRIVE_IN_GROO_NO_DIE, &buy))
    lit = buy.mask;
  drive_in_groo_dice_set_lit (dice, lit);
  for (guint i = 0; i < n; i++)
    {
      int card = groo_game_zone_card (view, zone, i);
      GtkWidget *widget = drive_in_board_find_card (DRIVE_IN_BOARD (self), card);
      gboolean can_buy, pays;

      if (widget == NULL)
        continue;
      can_buy = human && drive_in_groo_table_buy_action (self, card, DRIVE_IN_GROO_NO_DIE, &buy);
      pays = human && self->picked_die != DRIVE_IN_GROO_NO_DIE
             && drive_in_groo_table_buy_action (self, card, self->picked_die, &buy);
      set_class (widget, "can-buy", can_buy);
      set_class (widget, "drop-legal", pays);
    }
}

/* ---- The hand's cards take dice ------------------------------------------------------------ */

static int
widget_card (GtkEventController *controller)
{
  GtkWidget *widget = gtk_event_controller_get_widget (controller);

  return drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (widget));
}

static GdkDragAction
on_die_enter_cb (GtkDropTarget    *target,
                 double            x,
                 double            y,
                 DriveInGrooTable *self)
{
  const GValue *value = gtk_drop_target_get_value (target);

  /* The value may not be read yet: the table lit the cards the die pays at drag-begin. */
  if (value == NULL || !G_VALUE_HOLDS_UINT (value))
    return gtk_widget_has_css_class (gtk_event_controller_get_widget (
                                       GTK_EVENT_CONTROLLER (target)), "drop-legal")
           ? GDK_ACTION_MOVE : 0;
  return drive_in_groo_table_drop_die (self, widget_card (GTK_EVENT_CONTROLLER (target)),
                                       g_value_get_uint (value), FALSE)
         ? GDK_ACTION_MOVE : 0;
}

static gboolean
on_die_drop_cb (GtkDropTarget    *target,
                const GValue     *value,
                double            x,
                double            y,
                DriveInGrooTable *self)
{
  if (!G_VALUE_HOLDS_UINT (value))
    return FALSE;
  return drive_in_groo_table_drop_die (self, widget_card (GTK_EVENT_CONTROLLER (target)),
                                       g_value_get_uint (value), TRUE);
}

static void
on_hover_enter_cb (GtkEventControllerMotion *motion,
                   double                    x,
                   double                    y,
                   DriveInGrooTable         *self)
{
  self->hover_card = widget_card (GTK_EVENT_CONTROLLER (motion));
  drive_in_groo_table_light (self);
}

static void
on_hover_leave_cb (GtkEventControllerMotion *motion,
                   DriveInGrooTable         *self)
{
  if (self->hover_card == widget_card (GTK_EVENT_CONTROLLER (motion)))
    self->hover_card = GAME_NO_CARD;
  drive_in_groo_table_light (self);
}

void
drive_in_groo_table_prepare_hand (DriveInGrooTable *self)
{
  const GrooGame *view = view_of (self);
  int viewer = drive_in_game_play_get_viewer (self->play);
  guint zone;

  if (viewer < 0)
    return;
  zone = GROO_ZONE_HAND (viewer);
  for (guint i = 0; i < groo_game_zone_size (view, zone); i++)
    {
      int card = groo_game_zone_card (view, zone, i);
      DriveInCardWidget *widget = drive_in_card_row_lookup (DRIVE_IN_CARD_ROW (self->hand), card);
      GtkDropTarget *target;
      GtkEventController *motion;

      if (widget == NULL || g_object_get_data (G_OBJECT (widget), "groo-takes-dice") != NULL)
        continue;
      g_object_set_data (G_OBJECT (widget), "groo-takes-dice", GINT_TO_POINTER (1));
      target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);
      gtk_drop_target_set_preload (target, TRUE);
      g_signal_connect (target, "enter", G_CALLBACK (on_die_enter_cb), self);
      g_signal_connect (target, "motion", G_CALLBACK (on_die_enter_cb), self);
      g_signal_connect (target, "drop", G_CALLBACK (on_die_drop_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (widget), GTK_EVENT_CONTROLLER (target));
      motion = gtk_event_controller_motion_new ();
      g_signal_connect (motion, "enter", G_CALLBACK (on_hover_enter_cb), self);
      g_signal_connect (motion, "leave", G_CALLBACK (on_hover_leave_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (widget), motion);
    }
}

/* ---- Dice and cards ------------------------------------------------------------------------ */

void
drive_in_groo_table_die_click (DriveInGrooTable *self,
                               guint             die)
{
  if (!drive_in_game_play_is_human_turn (self->play) || die >= GROO_N_WHITE)
    return;
  if (self->picked_die == die)
    self->picked_die = DRIVE_IN_GROO_NO_DIE;
  else
    self->picked_die = die;
  drive_in_groo_table_light (self);
  if (self->picked_die == die
      && !((drive_in_groo_dice_get_lit (DRIVE_IN_GROO_DICE (self->dice)) >> die) & 1))
    drive_in_board_toast (DRIVE_IN_BOARD (self), _("That die pays for none of your cards."));
}

void
drive_in_groo_table_die_drag (DriveInGrooTable *self,
                              guint             die,
                              gboolean          begin)
{
  self->picked_die = begin && die < GROO_N_WHITE ? die : DRIVE_IN_GROO_NO_DIE;
  drive_in_groo_table_light (self);
}

static void
on_menu_clicked_cb (GtkButton        *button,
                    DriveInGrooTable *self)
{
  const GameAction *action = g_object_get_data (G_OBJECT (button), "action");
  GameAction copy = *action;

  drive_in_groo_table_apply (self, &copy);
}

void
drive_in_groo_table_card_menu (DriveInBoard *board,
                               int           handle)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (board);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));
  GtkWidget *anchor = drive_in_board_find_card (DRIVE_IN_BOARD (self), handle);
  GtkWidget *box;

  drive_in_board_close_popover (DRIVE_IN_BOARD (self));
  if (anchor == NULL)
    return;
  drive_in_board_find_actions (DRIVE_IN_BOARD (self), G_MAXUINT, handle, FALSE, found);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  for (guint i = 0; i < found->len; i++)
    {
      const GameAction *a = &g_array_index (found, GameAction, i);
      g_autofree char *label = game_session_describe_action (self->session, a);
      GtkWidget *button = gtk_button_new_with_label (label);

      g_object_set_data_full (G_OBJECT (button), "action", g_memdup2 (a, sizeof *a), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_menu_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  if (found->len == 0)
    {
      GtkWidget *label = gtk_label_new (_("Nothing to do with this card now."));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  drive_in_board_show_popover (DRIVE_IN_BOARD (self), box, anchor);
}

/* A click does the one thing a card is for now (a discard, a Troop sent to war, a purchase
 * with the dice the rules name, a Wild, a power, an answer); several open its menu. */
void
drive_in_groo_table_card_click (DriveInBoard *board,
                                int           handle)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (board);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));
  GameAction buy;

  if (!drive_in_game_play_is_human_turn (self->play))
    return;
  if (self->picked_die != DRIVE_IN_GROO_NO_DIE)
    {
      if (drive_in_groo_table_buy_action (self, handle, self->picked_die, &buy))
        drive_in_groo_table_apply (self, &buy);
      else
        drive_in_board_toast (DRIVE_IN_BOARD (self), _("The picked die cannot pay for that card."));
      return;
    }
  drive_in_board_find_actions (DRIVE_IN_BOARD (self), G_MAXUINT, handle, FALSE, found);
  if (found->len == 1)
    drive_in_groo_table_apply (self, &g_array_index (found, GameAction, 0));
  else if (found->len > 1)
    drive_in_groo_table_card_menu (board, handle);
}
