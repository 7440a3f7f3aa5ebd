/* drive-in-grotto-table-play.c: what a person does with cards at the Grotto Beasts! table:
 * summoning with the cost paid from the hand (the table asks which cards), moving a Beast,
 * drops onto the spots the rules allow, and each card's menu. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-picture.h"
#include "drive-in-grotto-table-private.h"

#define PAY_CARD_WIDTH 88

static const GrottoGame *
get_view (DriveInGrottoTable *self)
{
  return game_session_get_view (self->session);
}

static DriveInCard *
card_object (DriveInGrottoTable *self,
             int                 handle)
{
  const GrottoGame *view = get_view (self);

  if (handle < 0 || handle >= view->n_cards)
    return NULL;
  return game_session_get_card (self->session, view->cards[handle].def);
}

static const char *
card_name (DriveInGrottoTable *self,
           int                 handle)
{
  DriveInCard *card = card_object (self, handle);

  return card != NULL ? drive_in_card_get_name (card) : _("Face-down card");
}

/* ---- Where a card may go ----------------------------------------------------------------- */

/* The spots of the person's seat a card may be summoned to (those whose card would be
 * discarded to make room too), as the rules give them, and whether it is a Wish (which goes
 * on no spot). FALSE when it cannot be summoned now. */
static gboolean
summon_targets (DriveInGrottoTable *self,
                int                 card,
                guint              *out_spots,
                gboolean           *out_wish)
{
  const GrottoGame *view = get_view (self);
  guint replace = 0;

  if (drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_SUMMON, card, FALSE,
                                   NULL) == 0)
    return FALSE;
  *out_wish = grotto_game_card_def (view, card)->kind == GROTTO_KIND_WISH;
  *out_spots = *out_wish ? 0 : grotto_game_summon_spots (view, card,
                                                         drive_in_board_own_seat (
                                                           DRIVE_IN_BOARD (self)),
                                                         &replace);
  *out_spots |= replace;
  return TRUE;
}

/* The spots a card in play may move to: its legal moves. */
static guint
move_targets (DriveInGrottoTable *self,
              int                 card)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GameAction));
  guint spots = 0;

  drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_MOVE, card, FALSE, moves);
  for (guint i = 0; i < moves->len; i++)
    spots |= 1u << g_array_index (moves, GameAction, i).value;
  return spots;
}

void
drive_in_grotto_table_light_targets (DriveInBoard *board)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);
  int drag_card = drive_in_board_get_drag_card (board);
  guint own = drive_in_board_own_seat (DRIVE_IN_BOARD (self));
  guint spots = 0;
  gboolean area = FALSE;

  if (drag_card != GAME_NO_CARD)
    {
      gboolean wish = FALSE;

      if (!summon_targets (self, drag_card, &spots, &wish))
        spots = 0;
      area = wish;
      spots |= move_targets (self, drag_card);
    }
  else if (self->paying_for != GAME_NO_CARD && self->paying_spot >= 0)
    spots = 1u << self->paying_spot;
  else
    {
      /* The summoned card waits for its spot: the spots the rules offer. */
      g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));

      drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_SPOT, GAME_NO_CARD, FALSE,
                                   found);
      for (guint i = 0; i < found->len; i++)
        spots |= 1u << g_array_index (found, GameAction, i).value;
    }
  for (guint s = 0; s < self->seats->len; s++)
    drive_in_grotto_seat_light (self->seats->pdata[s], s == own ? spots : 0, s == own && area);
}

/* ---- Summoning and its payment ----------------------------------------------------------- */

static void
place_summoned (DriveInGrottoTable *self,
                int                 spot)
{
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));

  if (spot < 0)
    return;
  drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_SPOT, GAME_NO_CARD, FALSE, found);
  for (guint i = 0; i < found->len; i++)
    if (g_array_index (found, GameAction, i).value == spot)
      {
        drive_in_board_apply (DRIVE_IN_BOARD (self), &g_array_index (found, GameAction, i));
        return;
      }
}

/* Summons, then spends the cards chosen in their order, then takes the spot: each step a
 * legal action when it comes, or the person goes on by hand. */
static void
carry_out_summon (DriveInGrottoTable *self,
                  int                 card,
                  int                 spot,
                  const int          *payment,
                  guint               n_payment)
{
  GameAction summon;
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (GameAction));

  if (drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_SUMMON, card, FALSE,
                                   found) == 0)
    return;
  summon = g_array_index (found, GameAction, 0);
  if (!drive_in_board_apply (DRIVE_IN_BOARD (self), &summon))
    return;
  for (guint i = 0; i < n_payment; i++)
    {
      gboolean paid = FALSE;

      g_array_set_size (found, 0);
      drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_PAY, payment[i], FALSE, found);
      for (guint k = 0; k < found->len && !paid; k++)
        if (g_array_index (found, GameAction, k).mode == 0)
          paid = drive_in_board_apply (DRIVE_IN_BOARD (self),
                                       &g_array_index (found, GameAction, k));
      if (!paid)
        return;
    }
  place_summoned (self, spot);
}

static void
update_pay_button (DriveInGrottoTable *self)
{
  g_autofree char *label = NULL;

  if (self->pay_button == NULL)
    return;
  label = g_strdup_printf (_("Summon (%u / %u spent)"), self->payment->len, self->paying_cost);
  gtk_button_set_label (GTK_BUTTON (self->pay_button), label);
  gtk_widget_set_sensitive (self->pay_button, self->payment->len == self->paying_cost);
}

static void
on_pay_toggled_cb (GtkToggleButton    *button,
                   DriveInGrottoTable *self)
{
  int handle = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "handle"));
  GtkWidget *flow;

  if (gtk_toggle_button_get_active (button))
    {
      if (self->payment->len >= self->paying_cost)
        {
          gtk_toggle_button_set_active (button, FALSE);
          return;
        }
      g_array_append_val (self->payment, handle);
    }
  else
    for (guint i = 0; i < self->payment->len; i++)
      if (g_array_index (self->payment, int, i) == handle)
        {
          g_array_remove_index (self->payment, i);
          break;
        }
  /* Each card's place in the order it goes onto the Summoning Pool (the toggles sit in the
   * flow box's children). */
  flow = gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (button)));
  for (GtkWidget *sibling = gtk_widget_get_first_child (flow); sibling != NULL;
       sibling = gtk_widget_get_next_sibling (sibling))
    {
      GtkWidget *toggle = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (sibling));
      int other = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (toggle), "handle"));
      GtkWidget *other_order = g_object_get_data (G_OBJECT (toggle), "order");
      g_autofree char *text = NULL;

      for (guint i = 0; i < self->payment->len; i++)
        if (g_array_index (self->payment, int, i) == other)
          text = g_strdup_printf ("%u", i + 1);
      gtk_label_set_text (GTK_LABEL (other_order), text != NULL ? text : "");
    }
  update_pay_button (self);
}

static void
on_pay_clicked_cb (GtkButton          *button,
                   DriveInGrottoTable *self)
{
  g_autoptr(GArray) payment = g_array_copy (self->payment);
  int card = self->paying_for;
  int spot = self->paying_spot;

  if (payment->len != self->paying_cost)
    return;
  drive_in_board_close_popover (DRIVE_IN_BOARD (self));
  carry_out_summon (self, card, spot, (const int *) payment->data, payment->len);
}

static void
on_pay_cancel_cb (GtkButton          *button,
                  DriveInGrottoTable *self)
{
  drive_in_board_close_popover (DRIVE_IN_BOARD (self));
  drive_in_grotto_table_light_targets (DRIVE_IN_BOARD (self));
}

/* What a popover about @card going to @spot points at: the spot, else the card. */
static GtkWidget *
anchor_for (DriveInGrottoTable *self,
            int                 card,
            int                 spot)
{
  GtkWidget *anchor = NULL;
  guint own = drive_in_board_own_seat (DRIVE_IN_BOARD (self));

  if (spot >= 0 && own < self->seats->len)
    anchor = drive_in_grotto_seat_get_spot (self->seats->pdata[own], spot);
  if (anchor == NULL)
    anchor = drive_in_board_find_card (DRIVE_IN_BOARD (self), card);
  return anchor;
}

/* The cost is paid from the hand: which cards, in which order, asked before anything is
 * done (the rules give the cards that may pay, worked out on what the person knows). */
void
drive_in_grotto_table_summon (DriveInGrottoTable *self,
                              int                 card,
                              int                 spot)
{
  g_autoptr(GArray) summon = g_array_new (FALSE, FALSE, sizeof (GameAction));
  g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (GameAction));
  g_autofree GrottoGame *preview = g_new (GrottoGame, 1);
  GtkWidget *box, *heading, *flow, *buttons, *cancel, *popover;
  g_autofree char *title = NULL;
  guint shown = 0;

  if (drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_SUMMON, card, FALSE,
                                   summon) == 0)
    return;
  drive_in_board_close_popover (DRIVE_IN_BOARD (self));
  if (!game_session_preview (self->session, (const GameAction *) summon->data, 1, preview, next)
      || preview->phase != GROTTO_PHASE_PAY || preview->summon.cost_left == 0)
    {
      /* Nothing to pay, or the rules have more to say first: the person goes on by hand. */
      carry_out_summon (self, card, spot, NULL, 0);
      return;
    }

  self->paying_for = card;
  self->paying_spot = spot;
  self->paying_cost = preview->summon.cost_left;
  g_array_set_size (self->payment, 0);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (box, "payment");
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "Summon %s: spend %u card from your hand",
                                        "Summon %s: spend %u cards from your hand, in the order "
                                        "they go onto your Summoning Pool",
                                        self->paying_cost),
                           card_name (self, card), self->paying_cost);
  heading = gtk_label_new (title);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (heading), 40);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  /* A whole hand on one line, as a rule: the popover must fit beside the seats. */
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 8);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  for (guint i = 0; i < next->len; i++)
    {
      const GameAction *pay = &g_array_index (next, GameAction, i);
      GtkWidget *toggle, *content, *picture, *order, *name;

      if (pay->kind != GROTTO_ACT_PAY || pay->mode != 0)
        continue;
      toggle = gtk_toggle_button_new ();
      gtk_widget_add_css_class (toggle, "pay-card");
      content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      order = gtk_label_new ("");
      gtk_widget_add_css_class (order, "pay-order");
      picture = drive_in_card_picture_new (PAY_CARD_WIDTH);
      drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (picture),
                                      card_object (self, pay->card));
      name = gtk_label_new (card_name (self, pay->card));
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 10);
      gtk_box_append (GTK_BOX (content), order);
      gtk_box_append (GTK_BOX (content), picture);
      gtk_box_append (GTK_BOX (content), name);
      gtk_button_set_child (GTK_BUTTON (toggle), content);
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      card_name (self, pay->card), -1);
      g_object_set_data (G_OBJECT (toggle), "handle", GINT_TO_POINTER (pay->card));
      /* The card it spends, for the preview (its picture here is small). */
      g_object_set_data_full (G_OBJECT (toggle), "action", g_memdup2 (pay, sizeof *pay), g_free);
      g_object_set_data (G_OBJECT (toggle), "order", order);
      g_signal_connect (toggle, "toggled", G_CALLBACK (on_pay_toggled_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), toggle);
      shown++;
    }
  gtk_box_append (GTK_BOX (box), flow);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect (cancel, "clicked", G_CALLBACK (on_pay_cancel_cb), self);
  self->pay_button = gtk_button_new ();
  gtk_widget_add_css_class (self->pay_button, "suggested-action");
  g_signal_connect (self->pay_button, "clicked", G_CALLBACK (on_pay_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), self->pay_button);
  gtk_box_append (GTK_BOX (box), buttons);
  update_pay_button (self);

  popover = drive_in_board_show_popover (DRIVE_IN_BOARD (self), box,
                                         anchor_for (self, card, spot));
  /* Above the spot: the person's own seat is the lower half of the table. */
  gtk_popover_set_position (GTK_POPOVER (popover), GTK_POS_TOP);
  drive_in_grotto_table_light_targets (DRIVE_IN_BOARD (self));
  if (shown > 0)
    gtk_widget_child_focus (flow, GTK_DIR_TAB_FORWARD);
}

/* ---- Drops ------------------------------------------------------------------------------- */

gboolean
drive_in_grotto_table_drop (guint    seat,
                            int      spot,
                            int      card,
                            gboolean drop,
                            gpointer user_data)
{
  DriveInGrottoTable *self = user_data;
  guint spots = 0;
  gboolean wish = FALSE;

  if (!drive_in_game_play_is_human_turn (self->play)
      || seat != drive_in_board_own_seat (DRIVE_IN_BOARD (self)))
    return FALSE;
  /* A move, to the spot. */
  if (spot >= 0 && ((move_targets (self, card) >> spot) & 1))
    {
      if (drop)
        {
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (GameAction));

          drive_in_board_find_actions (DRIVE_IN_BOARD (self), GROTTO_ACT_MOVE, card, FALSE, moves);
          for (guint i = 0; i < moves->len; i++)
            if (g_array_index (moves, GameAction, i).value == spot)
              return drive_in_board_apply (DRIVE_IN_BOARD (self),
                                           &g_array_index (moves, GameAction, i));
        }
      return TRUE;
    }
  /* A summon: a Beast or Grotto to a spot it may take, a Wish anywhere on the area. */
  if (!summon_targets (self, card, &spots, &wish))
    return FALSE;
  if (wish ? spot >= 0 && !((spots >> spot) & 1) : spot < 0 || !((spots >> spot) & 1))
    return FALSE;
  if (drop)
    drive_in_grotto_table_summon (self, card, wish ? -1 : spot);
  return TRUE;
}

void
drive_in_grotto_table_drag_refused (DriveInBoard *board,
                                    int           card)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);
  g_autofree char *text = NULL;
  guint spots = 0;
  gboolean wish = FALSE;

  if (!drive_in_game_play_is_human_turn (self->play))
    text = g_strdup (_("Wait for your turn to decide."));
  else if (summon_targets (self, card, &spots, &wish))
    text = g_strdup_printf (wish ? _("Drop %s on your own side of the table to summon it.")
                                 : _("%s can go only on a lit spot."), card_name (self, card));
  else if (move_targets (self, card) != 0)
    text = g_strdup_printf (_("%s can move only to a lit spot."), card_name (self, card));
  else
    text = g_strdup_printf (_("%s cannot be played or moved now."), card_name (self, card));
  drive_in_board_toast (DRIVE_IN_BOARD (self), text);
}

/* ---- Card menus -------------------------------------------------------------------------- */

static char *
describe_card (DriveInCard *card)
{
  GString *text = g_string_new (drive_in_card_get_kind_label (card));
  int cost = drive_in_card_get_attribute_int (card, "cost", -1);
  int power = drive_in_card_get_attribute_int (card, "power", -1);
  int goal = drive_in_card_get_attribute_int (card, "goal", -1);

  if (cost >= 0)
    g_string_append_printf (text, _(" · cost %d"), cost);
  if (power >= 0)
    g_string_append_printf (text, _(" · power %d"), power);
  if (goal > 0)
    g_string_append_printf (text, _(" · goal %d"), goal);
  if (drive_in_card_get_abilities (card) != NULL && *drive_in_card_get_abilities (card) != '\0')
    g_string_append_printf (text, "\n\n%s", drive_in_card_get_abilities (card));
  return g_string_free (text, FALSE);
}

static void
on_menu_button_clicked_cb (GtkButton          *button,
                           DriveInGrottoTable *self)
{
  GameAction action = *(const GameAction *) g_object_get_data (G_OBJECT (button), "action");

  drive_in_board_close_popover (DRIVE_IN_BOARD (self));
  if (action.kind == GROTTO_ACT_SUMMON)
    drive_in_grotto_table_summon (self, action.card, -1);
  else
    drive_in_board_apply (DRIVE_IN_BOARD (self), &action);
}

void
drive_in_grotto_table_card_menu (DriveInBoard *board,
                                 int           handle)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);
  const GameAction *legal;
  guint n = drive_in_game_play_get_human_actions (self->play, &legal);
  DriveInCard *card = card_object (self, handle);
  GtkWidget *box, *heading, *list;
  GtkWidget *first = NULL;
  guint shown = 0;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (box, "card-menu");
  heading = gtk_label_new (card_name (self, handle));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  if (card != NULL)
    {
      g_autofree char *text = describe_card (card);
      GtkWidget *body = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (body), 0);
      gtk_label_set_wrap (GTK_LABEL (body), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (body), 44);
      gtk_widget_add_css_class (body, "card-menu-text");
      gtk_box_append (GTK_BOX (box), body);
    }
  list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = NULL;
      GtkWidget *button;

      if (legal[i].card != handle && legal[i].target != handle)
        continue;
      label = game_session_describe_action (self->session, &legal[i]);
      button = gtk_button_new_with_label (label);
      gtk_widget_add_css_class (button, "flat");
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      g_object_set_data_full (G_OBJECT (button), "action",
                              g_memdup2 (&legal[i], sizeof legal[i]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_menu_button_clicked_cb), self);
      gtk_box_append (GTK_BOX (list), button);
      if (first == NULL)
        first = button;
      shown++;
    }
  if (shown == 0)
    {
      GtkWidget *why = gtk_label_new (drive_in_game_play_is_human_turn (self->play)
                                      ? _("Nothing to do with this card now.")
                                      : _("Wait for your turn to decide."));

      gtk_widget_add_css_class (why, "dim-label");
      gtk_box_append (GTK_BOX (list), why);
    }
  gtk_box_append (GTK_BOX (box), list);
  drive_in_board_show_popover (DRIVE_IN_BOARD (self), box, anchor_for (self, handle, -1));
  if (first != NULL)
    gtk_widget_grab_focus (first);
}
