/* drive-in-grotto-seat.c: one seat of a Grotto Beasts! table: the Team and the Sideline of
 * five spots each (the Challenger on its Team), resting cards turned, the Summoning Pool and
 * the Score Pile face down with their counts, the deck, the discard and another seat's hand
 * count. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-picture.h"
#include "drive-in-grotto-seat.h"
#include "drive-in-label.h"
#include "drive-in-pile-button.h"
#include "grotto-game.h"

struct _DriveInGrottoSeat
{
  GtkWidget              parent_instance;

  GameSession           *session;
  guint                  seat;
  int                    card_width;
  DriveInGrottoDropFunc  drop_func;
  gpointer               drop_data;

  GtkWidget             *box;
  GtkWidget             *name_label;
  GtkWidget             *deck_label;
  GtkWidget             *hand_pile;
  GtkWidget             *deck_pile;
  GtkWidget             *discard_pile;
  GtkWidget             *pool_pile;
  GtkWidget             *score_pile;
  GListStore            *discard;    /* DriveInCard */
  GtkWidget             *spots[GROTTO_N_SPOTS];
};

G_DEFINE_FINAL_TYPE (DriveInGrottoSeat, drive_in_grotto_seat, GTK_TYPE_WIDGET)

/* ---- Drops ------------------------------------------------------------------------------ */

static int
drop_spot (GtkDropTarget *target)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (target), "spot"));
}

static gboolean
query_drop (DriveInGrottoSeat *self,
            GtkDropTarget     *target,
            const GValue      *value,
            gboolean           drop)
{
  if (self->drop_func == NULL || value == NULL || !G_VALUE_HOLDS_INT (value))
    return FALSE;
  return self->drop_func (self->seat, drop_spot (target), g_value_get_int (value), drop,
                          self->drop_data);
}

static GdkDragAction
on_drop_enter_cb (GtkDropTarget     *target,
                  double             x,
                  double             y,
                  DriveInGrottoSeat *self)
{
  const GValue *value = gtk_drop_target_get_value (target);

  /* The value may not be read yet: the table lit the legal places at drag-begin. */
  if (value == NULL)
    return gtk_widget_has_css_class (gtk_event_controller_get_widget (
                                       GTK_EVENT_CONTROLLER (target)), "drop-legal")
           ? GDK_ACTION_MOVE : 0;
  return query_drop (self, target, value, FALSE) ? GDK_ACTION_MOVE : 0;
}

static gboolean
on_drop_cb (GtkDropTarget     *target,
            const GValue      *value,
            double             x,
            double             y,
            DriveInGrottoSeat *self)
{
  return query_drop (self, target, value, TRUE);
}

static void
install_drop (DriveInGrottoSeat *self,
              GtkWidget         *widget,
              int                spot)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);

  gtk_drop_target_set_preload (target, TRUE);
  g_object_set_data (G_OBJECT (target), "spot", GINT_TO_POINTER (spot));
  g_signal_connect (target, "enter", G_CALLBACK (on_drop_enter_cb), self);
  g_signal_connect (target, "motion", G_CALLBACK (on_drop_enter_cb), self);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop_cb), self);
  gtk_widget_add_css_class (widget, "drop-zone");
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (target));
}

/* ---- Spots ------------------------------------------------------------------------------ */

static void
on_spot_released_cb (GtkGestureClick *gesture,
                     int              n_press,
                     double           x,
                     double           y,
                     gpointer         user_data)
{
  GtkWidget *spot = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  DriveInGrottoSeat *self = user_data;
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spot), "spot"));

  gtk_widget_activate_action (spot, "board.spot-click", "(ii)", (gint32) self->seat,
                              (gint32) index);
}

static GtkWidget *
spot_new (DriveInGrottoSeat *self,
          guint              index)
{
  GtkWidget *spot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkGesture *click = gtk_gesture_click_new ();
  g_autofree char *label = grotto_spot_is_team (index)
    ? g_strdup_printf (_("Team spot %u"), index + 1)
    : g_strdup_printf (_("Sideline spot %u"), index - GROTTO_SPOTS + 1);

  gtk_widget_add_css_class (spot, "grotto-spot");
  gtk_widget_add_css_class (spot, grotto_spot_is_team (index) ? "team" : "sideline");
  /* Room for a resting card, turned. */
  gtk_widget_set_size_request (spot, drive_in_card_height_for_width (self->card_width) + 8,
                               drive_in_card_height_for_width (self->card_width) + 8);
  gtk_widget_set_tooltip_text (spot, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spot), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  g_object_set_data (G_OBJECT (spot), "spot", GINT_TO_POINTER (index));
  g_signal_connect (click, "released", G_CALLBACK (on_spot_released_cb), self);
  gtk_widget_add_controller (spot, GTK_EVENT_CONTROLLER (click));
  install_drop (self, spot, index);
  return spot;
}

static DriveInCardWidget *
spot_card (GtkWidget *spot)
{
  GtkWidget *first = gtk_widget_get_first_child (spot);

  return first != NULL && DRIVE_IN_IS_CARD_WIDGET (first) ? DRIVE_IN_CARD_WIDGET (first) : NULL;
}

/* What is public about a card in play, on its badges. */
static void
set_badges (DriveInCardWidget *widget,
            const GrottoGame  *view,
            int                card)
{
  const GrottoCardState *st = &view->cards[card];
  const GrottoCardDef *def = grotto_game_card_def (view, card);
  g_autofree char *power = NULL;
  g_autofree char *damage = NULL;
  const char *state = NULL;
  const char *tip = NULL;

  if (!grotto_game_card_is_blank (view, card)
      && (def->kind == GROTTO_KIND_BEAST || def->kind == GROTTO_KIND_CHALLENGER)
      && !(st->flags & GROTTO_CARD_FACE_DOWN))
    power = g_strdup_printf ("%d", grotto_game_power (view, card));
  if (st->damage > 0)
    /* Translators: the battle damage a fighter took: "3 dmg". */
    state = damage = g_strdup_printf (_("%d dmg"), st->damage);
  else if (st->flags & GROTTO_CARD_ATTACKING)
    state = _("Attacking");
  else if (st->flags & GROTTO_CARD_DEFENDING)
    state = _("Defending");
  else if ((st->flags & GROTTO_CARD_FACE_DOWN) && card == view->seats[st->owner].challenger)
    {
      /* Where 002's set-up puts it; only its place is public, so the words name no card. */
      state = _("Challenger");
      tip = _("Challenger: set face down onto one spot of its player's Team. Challengers are "
              "simultaneously flipped face up when the game starts.");
    }
  else if ((st->flags & GROTTO_CARD_FACE_DOWN) && !grotto_game_card_is_blank (view, card))
    /* Only on a face the viewer sees (their own face-down card): a card back says it. */
    state = _("Face down");
  else if (st->flags & GROTTO_CARD_SADNESS)
    /* Translators: Summoning Sadness (002), in one or two words on a card. */
    {
      state = _("Sad");
      /* 002's Summoning Sadness, as the rule text says it. */
      tip = _("Summoning Sadness: this Beast was summoned this turn. It cannot be chosen to "
              "attack and cannot move to another spot until the next Reset Step; its card "
              "effects can still activate.");
    }
  drive_in_card_widget_set_badges (widget, power, state);
  drive_in_card_widget_set_state_tip (widget, tip);
  drive_in_card_widget_set_rotated (widget, (st->flags & GROTTO_CARD_RESTING) != 0, TRUE);
  if (st->flags & GROTTO_CARD_ATTACKING)
    gtk_widget_add_css_class (GTK_WIDGET (widget), "attacking");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (widget), "attacking");
  if (st->flags & GROTTO_CARD_DEFENDING)
    gtk_widget_add_css_class (GTK_WIDGET (widget), "defending");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (widget), "defending");
}

static void
refresh_spot (DriveInGrottoSeat *self,
              const GrottoGame  *view,
              guint              index,
              guint              animation_ms)
{
  GtkWidget *spot = self->spots[index];
  DriveInCardWidget *widget = spot_card (spot);
  int card = grotto_game_spot_card (view, self->seat, index);
  DriveInCard *object = card != GROTTO_NO_CARD
                     ? game_session_get_card (self->session, view->cards[card].def) : NULL;
  int attached[GROTTO_MAX_CARDS];
  guint n_attached = 0;
  GtkWidget *child;

  if (widget != NULL && (card == GROTTO_NO_CARD
                         || drive_in_card_widget_get_instance (widget) != card
                         || drive_in_card_widget_get_plain_card (widget) != object))
    {
      gtk_box_remove (GTK_BOX (spot), GTK_WIDGET (widget));
      widget = NULL;
    }
  /* Attached cards: chips under their host, rebuilt each time. */
  while ((child = gtk_widget_get_last_child (spot)) != NULL && child != GTK_WIDGET (widget))
    gtk_box_remove (GTK_BOX (spot), child);
  gtk_widget_remove_css_class (spot, "occupied");
  {
    gboolean challenger = card != GROTTO_NO_CARD && card == view->seats[self->seat].challenger
                          && (view->cards[card].flags & GROTTO_CARD_FACE_DOWN);
    g_autofree char *label = grotto_spot_is_team (index)
      ? challenger
        /* Translators: a Team spot holding the face-down Challenger (002's set-up). */
        ? g_strdup_printf (_("Team spot %u: the Challenger, face down"), index + 1)
        : g_strdup_printf (_("Team spot %u"), index + 1)
      : g_strdup_printf (_("Sideline spot %u"), index - GROTTO_SPOTS + 1);

    gtk_widget_set_tooltip_text (spot, label);
    gtk_accessible_update_property (GTK_ACCESSIBLE (spot), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    label, -1);
  }
  if (card == GROTTO_NO_CARD)
    return;
  gtk_widget_add_css_class (spot, "occupied");
  if (widget == NULL)
    {
      widget = DRIVE_IN_CARD_WIDGET (drive_in_card_widget_new_plain (object, card,
                                                                     self->card_width));
      drive_in_card_widget_set_animation_ms (widget, animation_ms);
      drive_in_card_widget_animate_in (widget, animation_ms);
      gtk_box_prepend (GTK_BOX (spot), GTK_WIDGET (widget));
    }
  drive_in_card_widget_set_animation_ms (widget, animation_ms);
  set_badges (widget, view, card);
  /* One's own awake Beasts may be dragged to another spot (the table asks the rules). */
  drive_in_card_widget_set_draggable (widget, object != NULL);

  for (guint c = 0; c < view->n_cards; c++)
    if (view->cards[c].host == card)
      attached[n_attached++] = c;
  for (guint i = 0; i < n_attached; i++)
    {
      DriveInCard *chip_card = game_session_get_card (self->session, view->cards[attached[i]].def);
      GtkWidget *chip = drive_in_card_widget_new_plain (chip_card, attached[i], self->card_width);

      drive_in_card_widget_set_compact (DRIVE_IN_CARD_WIDGET (chip), TRUE);
      gtk_box_append (GTK_BOX (spot), chip);
    }
}

/* ---- Refresh ---------------------------------------------------------------------------- */

static void
refresh_piles (DriveInGrottoSeat *self,
               const GrottoGame  *view)
{
  guint discard = grotto_game_zone_size (view, GROTTO_ZONE_DISCARD, self->seat);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  drive_in_pile_button_set_count (DRIVE_IN_PILE_BUTTON (self->hand_pile),
                                  grotto_game_zone_size (view, GROTTO_ZONE_HAND, self->seat));
  drive_in_pile_button_set_count (DRIVE_IN_PILE_BUTTON (self->deck_pile),
                                  grotto_game_zone_size (view, GROTTO_ZONE_DECK, self->seat));
  drive_in_pile_button_set_count (DRIVE_IN_PILE_BUTTON (self->pool_pile),
                                  grotto_game_zone_size (view, GROTTO_ZONE_POOL, self->seat));
  drive_in_pile_button_set_count (DRIVE_IN_PILE_BUTTON (self->score_pile),
                                  grotto_game_zone_size (view, GROTTO_ZONE_SCORE, self->seat));
  /* The discard is public: every card face up, the top last. */
  for (guint i = 0; i < discard; i++)
    {
      int card = grotto_game_zone_card (view, GROTTO_ZONE_DISCARD, self->seat, i);
      DriveInCard *object = game_session_get_card (self->session, view->cards[card].def);

      if (object != NULL)
        g_ptr_array_add (cards, object);
    }
  {
    GListModel *model = G_LIST_MODEL (self->discard);
    guint old = g_list_model_get_n_items (model);
    gboolean same = old == cards->len;

    for (guint i = 0; same && i < old; i++)
      {
        g_autoptr(DriveInCard) item = g_list_model_get_item (model, i);

        same = item == cards->pdata[i];
      }
    if (!same)
      g_list_store_splice (self->discard, 0, old, cards->pdata, cards->len);
  }
}

void
drive_in_grotto_seat_refresh (DriveInGrottoSeat *self,
                              guint              animation_ms)
{
  const GrottoGame *view;

  g_return_if_fail (DRIVE_IN_IS_GROTTO_SEAT (self));

  view = game_session_get_view (self->session);
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    refresh_spot (self, view, p, animation_ms);
  refresh_piles (self, view);
  /* Nobody's turn during set-up (turn 0): only the deciding seat is marked. */
  if (!game_session_is_over (self->session) && view->turn > 0 && view->active == self->seat)
    gtk_widget_add_css_class (GTK_WIDGET (self), "active-seat");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "active-seat");
  if (!game_session_is_over (self->session)
      && game_session_get_deciding_seat (self->session) == self->seat)
    gtk_widget_add_css_class (GTK_WIDGET (self), "deciding-seat");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "deciding-seat");
}

/* ---- Widget ----------------------------------------------------------------------------- */

static void
drive_in_grotto_seat_dispose (GObject *object)
{
  DriveInGrottoSeat *self = DRIVE_IN_GROTTO_SEAT (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->discard);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (drive_in_grotto_seat_parent_class)->dispose (object);
}

static void
drive_in_grotto_seat_class_init (DriveInGrottoSeatClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_grotto_seat_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "grottoseat");
}

static void
drive_in_grotto_seat_init (DriveInGrottoSeat *self)
{
  self->discard = g_list_store_new (DRIVE_IN_TYPE_CARD);
}

static GtkWidget *
row_new (DriveInGrottoSeat *self,
         const char        *title,
         guint              first)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_add_css_class (label, "row-title");
  /* Small seats (three opponents) keep their room for the spots. */
  if (self->card_width >= 50)
    gtk_label_set_width_chars (GTK_LABEL (label), 8);
  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_box_append (GTK_BOX (row), label);
  for (guint p = first; p < first + GROTTO_SPOTS; p++)
    {
      self->spots[p] = spot_new (self, p);
      gtk_box_append (GTK_BOX (row), self->spots[p]);
    }
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  return row;
}

GtkWidget *
drive_in_grotto_seat_new (GameSession *session,
                          guint        seat,
                          int          card_width)
{
  DriveInGrottoSeat *self;
  GtkWidget *header, *piles;

  g_return_val_if_fail (GAME_IS_SESSION (session), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GROTTO_SEAT, NULL);
  self->session = g_object_ref (session);
  self->seat = seat;
  self->card_width = card_width;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->name_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->name_label, "heading");
  gtk_label_set_ellipsize (GTK_LABEL (self->name_label), PANGO_ELLIPSIZE_END);
  self->deck_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->deck_label, "dim-label");
  gtk_label_set_ellipsize (GTK_LABEL (self->deck_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (self->deck_label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->deck_label), 0);
  gtk_box_append (GTK_BOX (header), self->name_label);
  gtk_box_append (GTK_BOX (header), self->deck_label);

  piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  self->hand_pile = drive_in_pile_button_new ("view-paged-symbolic", _("Hand"), FALSE);
  self->deck_pile = drive_in_pile_button_new ("emblem-documents-symbolic", _("Deck"), FALSE);
  self->discard_pile = drive_in_pile_button_new ("user-trash-symbolic", _("Discard"), TRUE);
  self->pool_pile = drive_in_pile_button_new ("view-grid-symbolic", _("Summoning Pool"), FALSE);
  self->score_pile = drive_in_pile_button_new ("starred-symbolic", _("Score Pile"), FALSE);
  gtk_widget_add_css_class (self->score_pile, "score-pile");
  drive_in_pile_button_set_model (DRIVE_IN_PILE_BUTTON (self->discard_pile),
                                  G_LIST_MODEL (self->discard));
  gtk_box_append (GTK_BOX (piles), self->hand_pile);
  gtk_box_append (GTK_BOX (piles), self->deck_pile);
  gtk_box_append (GTK_BOX (piles), self->discard_pile);
  gtk_box_append (GTK_BOX (piles), self->pool_pile);
  gtk_box_append (GTK_BOX (piles), self->score_pile);
  gtk_box_append (GTK_BOX (header), piles);
  gtk_box_append (GTK_BOX (self->box), header);

  gtk_box_append (GTK_BOX (self->box), row_new (self, C_("grotto row", "Team"), 0));
  gtk_box_append (GTK_BOX (self->box), row_new (self, C_("grotto row", "Sideline"),
                                                GROTTO_SPOTS));
  /* A Wish dropped anywhere on one's area is summoned. */
  install_drop (self, GTK_WIDGET (self), -1);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  drive_in_grotto_seat_refresh (self, 0);
  return GTK_WIDGET (self);
}

guint
drive_in_grotto_seat_get_seat (DriveInGrottoSeat *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_SEAT (self), 0);
  return self->seat;
}

void
drive_in_grotto_seat_set_name (DriveInGrottoSeat *self,
                               const char        *name,
                               const char        *deck_label)
{
  g_return_if_fail (DRIVE_IN_IS_GROTTO_SEAT (self));

  drive_in_label_set_whole_text (GTK_LABEL (self->name_label), name);
  gtk_label_set_text (GTK_LABEL (self->deck_label), deck_label != NULL ? deck_label : "");
  /* A small seat gives its header to the name; the deck is in its tooltip. */
  gtk_widget_set_visible (self->deck_label, self->card_width >= 50);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

void
drive_in_grotto_seat_set_drop_func (DriveInGrottoSeat     *self,
                                    DriveInGrottoDropFunc  func,
                                    gpointer               user_data)
{
  g_return_if_fail (DRIVE_IN_IS_GROTTO_SEAT (self));

  self->drop_func = func;
  self->drop_data = user_data;
}

void
drive_in_grotto_seat_light (DriveInGrottoSeat *self,
                            guint              spots,
                            gboolean           area)
{
  g_return_if_fail (DRIVE_IN_IS_GROTTO_SEAT (self));

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    if ((spots >> p) & 1)
      gtk_widget_add_css_class (self->spots[p], "drop-legal");
    else
      gtk_widget_remove_css_class (self->spots[p], "drop-legal");
  if (area)
    gtk_widget_add_css_class (GTK_WIDGET (self), "drop-legal");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "drop-legal");
}

DriveInCardWidget *
drive_in_grotto_seat_lookup (DriveInGrottoSeat *self,
                             int                handle)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_SEAT (self), NULL);

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    for (GtkWidget *child = gtk_widget_get_first_child (self->spots[p]); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (DRIVE_IN_IS_CARD_WIDGET (child)
          && drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (child)) == handle)
        return DRIVE_IN_CARD_WIDGET (child);
  return NULL;
}

GtkWidget *
drive_in_grotto_seat_get_spot (DriveInGrottoSeat *self,
                               guint              spot)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_SEAT (self), NULL);
  g_return_val_if_fail (spot < GROTTO_N_SPOTS, NULL);
  return self->spots[spot];
}

GtkWidget *
drive_in_grotto_seat_get_pile (DriveInGrottoSeat *self,
                               const char        *pile)
{
  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_SEAT (self), NULL);

  if (g_strcmp0 (pile, "hand") == 0)
    return self->hand_pile;
  if (g_strcmp0 (pile, "deck") == 0)
    return self->deck_pile;
  if (g_strcmp0 (pile, "discard") == 0)
    return self->discard_pile;
  if (g_strcmp0 (pile, "pool") == 0)
    return self->pool_pile;
  if (g_strcmp0 (pile, "score") == 0)
    return self->score_pile;
  return NULL;
}

guint
drive_in_grotto_seat_get_pile_count (DriveInGrottoSeat *self,
                                     const char        *pile)
{
  GtkWidget *widget;

  g_return_val_if_fail (DRIVE_IN_IS_GROTTO_SEAT (self), 0);

  widget = drive_in_grotto_seat_get_pile (self, pile);
  return widget != NULL ? drive_in_pile_button_get_count (DRIVE_IN_PILE_BUTTON (widget)) : 0;
}
