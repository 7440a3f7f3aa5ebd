/* drive-in-gruff-shepherd.c: one seat's shepherd at the Gruff table: the card, its Life bar
 * with the Threshold line, its Crazy track with the cost of the cards in hand against it, and
 * the hand, deck and discard; cards played on the shepherd are dropped here. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-gruff-shepherd.h"
#include "drive-in-label.h"
#include "drive-in-pile-button.h"
#include "gruff-game.h"

#define BAR_PIP 9
#define CRAZY_MIN_LENGTH 10

struct _DriveInGruffShepherd
{
  GtkWidget             parent_instance;

  GameSession          *session;
  guint                 seat;
  int                   card_width;
  int                   shepherd;
  DriveInGruffDropFunc  drop_func;
  gpointer              drop_data;
  int                   max_cost;
  char                 *marks_about;  /* the marks under the Crazy bar, one line each */

  GtkWidget            *box;
  GtkWidget            *name_label;
  GtkWidget            *deck_label;
  GtkWidget            *card_box;
  GtkWidget            *card;
  GtkWidget            *life_track;
  GtkWidget            *life_label;
  GtkWidget            *crazy_track;
  GtkWidget            *crazy_label;
  GtkWidget            *hand_pile;
  GtkWidget            *deck_pile;
  GtkWidget            *discard_pile;
  GListStore           *discard;    /* DriveInCard */
};

G_DEFINE_FINAL_TYPE (DriveInGruffShepherd, drive_in_gruff_shepherd, GTK_TYPE_WIDGET)

static GdkDragAction
on_drop_enter_cb (GtkDropTarget        *target,
                  double                x,
                  double                y,
                  DriveInGruffShepherd *self)
{
  const GValue *value = gtk_drop_target_get_value (target);

  if (self->drop_func == NULL)
    return 0;
  if (value == NULL || !G_VALUE_HOLDS_INT (value))
    return gtk_widget_has_css_class (GTK_WIDGET (self), "drop-legal") ? GDK_ACTION_MOVE : 0;
  return self->drop_func (-1, self->seat, g_value_get_int (value), FALSE, self->drop_data)
         ? GDK_ACTION_MOVE : 0;
}

static gboolean
on_drop_cb (GtkDropTarget        *target,
            const GValue         *value,
            double                x,
            double                y,
            DriveInGruffShepherd *self)
{
  if (self->drop_func == NULL || !G_VALUE_HOLDS_INT (value))
    return FALSE;
  return self->drop_func (-1, self->seat, g_value_get_int (value), TRUE, self->drop_data);
}

static void
refresh_discard (DriveInGruffShepherd *self,
                 const GruffGame      *view)
{
  const GruffSeat *s = &view->seats[self->seat];
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  GListModel *model = G_LIST_MODEL (self->discard);
  guint old = g_list_model_get_n_items (model);
  gboolean same;

  /* The discard is public: every card face up, the top last. */
  for (guint i = 0; i < s->n_discard; i++)
    {
      DriveInCard *object = game_session_get_card (self->session, view->cards[s->discard[i]].def);

      if (object != NULL)
        g_ptr_array_add (cards, object);
    }
  same = old == cards->len;
  for (guint i = 0; same && i < old; i++)
    {
      g_autoptr(DriveInCard) item = g_list_model_get_item (model, i);

      same = item == cards->pdata[i];
    }
  if (!same)
    g_list_store_splice (self->discard, 0, old, cards->pdata, cards->len);
}

/* The bars and their marks said in 004's words, on hover and to assistive technology. */
static void
update_tips (DriveInGruffShepherd *self)
{
  const char *life = _("Life: the damage this shepherd can be dealt before its player loses. "
                       "The line is the Threshold: when Life drops below it, the shepherd’s "
                       "ability triggers.");
  g_autofree char *crazy = NULL;

  crazy = g_strconcat (_("Crazy: the total cost of the cards that can be played this turn; it "
                         "does not decrease when a card is played. Shaded pips: Crazy committed "
                         "to cards this turn."),
                       self->marks_about != NULL ? "\n\n" : NULL, self->marks_about, NULL);
  gtk_widget_set_tooltip_text (self->life_track, life);
  gtk_widget_set_tooltip_text (self->life_label, life);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->life_track),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, life, -1);
  gtk_widget_set_tooltip_text (self->crazy_track, crazy);
  gtk_widget_set_tooltip_text (self->crazy_label, crazy);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->crazy_track),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, crazy, -1);
}

void
drive_in_gruff_shepherd_refresh (DriveInGruffShepherd *self,
                                 guint                 animation_ms)
{
  const GruffGame *view;
  const GruffSeat *s;
  const GruffCardDef *def;
  DriveInCard *object;
  g_autofree char *life = NULL;
  g_autofree char *crazy = NULL;
  int life_length, crazy_length;

  g_return_if_fail (DRIVE_IN_IS_GRUFF_SHEPHERD (self));

  view = game_session_get_view (self->session);
  s = &view->seats[self->seat];
  self->shepherd = s->shepherd;
  if (self->shepherd < 0)
    return;
  def = gruff_game_def (view, self->shepherd);
  object = game_session_get_card (self->session, view->cards[self->shepherd].def);
  if (self->card == NULL
      || drive_in_card_widget_get_plain_card (DRIVE_IN_CARD_WIDGET (self->card)) != object)
    {
      if (self->card != NULL)
        gtk_box_remove (GTK_BOX (self->card_box), self->card);
      self->card = drive_in_card_widget_new_plain (object, self->shepherd, self->card_width);
      gtk_box_append (GTK_BOX (self->card_box), self->card);
    }

  life_length = MAX (def->life, MAX (s->life, 1));
  drive_in_gruff_track_set_value (DRIVE_IN_GRUFF_TRACK (self->life_track), MAX (s->life, 0),
                                  life_length, 0, animation_ms);
  drive_in_gruff_track_set_line (DRIVE_IN_GRUFF_TRACK (self->life_track), def->threshold);
  /* Translators: "Life 14 / 20 · Threshold 8". */
  life = g_strdup_printf (_("Life %d / %d · Threshold %d"), s->life, def->life, def->threshold);
  gtk_label_set_text (GTK_LABEL (self->life_label), life);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->life_track),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, life, -1);

  crazy_length = CLAMP (MAX (MAX ((int) s->crazy + 2, CRAZY_MIN_LENGTH),
                             (int) s->spent + self->max_cost), 1, GRUFF_CRAZY_MAX);
  drive_in_gruff_track_set_value (DRIVE_IN_GRUFF_TRACK (self->crazy_track), s->crazy,
                                  crazy_length, s->spent, animation_ms);
  /* Translators: "Crazy 7 (3 committed this turn)". */
  crazy = s->spent > 0 ? g_strdup_printf (_("Crazy %u (%u committed this turn)"), s->crazy,
                                          s->spent)
                       : g_strdup_printf (_("Crazy %u"), s->crazy);
  gtk_label_set_text (GTK_LABEL (self->crazy_label), crazy);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->crazy_track),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, crazy, -1);

  drive_in_pile_button_set_count (DRIVE_IN_PILE_BUTTON (self->hand_pile), s->n_hand);
  drive_in_pile_button_set_count (DRIVE_IN_PILE_BUTTON (self->deck_pile), s->n_deck);
  refresh_discard (self, view);
  if (view->phase != GRUFF_PHASE_OVER && view->active == self->seat)
    gtk_widget_add_css_class (GTK_WIDGET (self), "active-seat");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "active-seat");
}

static void
drive_in_gruff_shepherd_dispose (GObject *object)
{
  DriveInGruffShepherd *self = DRIVE_IN_GRUFF_SHEPHERD (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->discard);
  g_clear_object (&self->session);
  g_clear_pointer (&self->marks_about, g_free);
  G_OBJECT_CLASS (drive_in_gruff_shepherd_parent_class)->dispose (object);
}

static void
drive_in_gruff_shepherd_class_init (DriveInGruffShepherdClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_gruff_shepherd_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "gruffshepherd");
}

static void
drive_in_gruff_shepherd_init (DriveInGruffShepherd *self)
{
  self->shepherd = -1;
  self->discard = g_list_store_new (DRIVE_IN_TYPE_CARD);
}

static GtkWidget *
bar_row (GtkWidget *track,
         GtkWidget *label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "bar-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), track);
  return box;
}

GtkWidget *
drive_in_gruff_shepherd_new (GameSession *session,
                             guint        seat,
                             int          card_width)
{
  DriveInGruffShepherd *self;
  GtkWidget *header, *body, *bars, *piles;
  GtkDropTarget *target;

  g_return_val_if_fail (GAME_IS_SESSION (session), NULL);

  self = g_object_new (DRIVE_IN_TYPE_GRUFF_SHEPHERD, NULL);
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
  gtk_label_set_xalign (GTK_LABEL (self->deck_label), 0);
  gtk_widget_set_hexpand (self->deck_label, TRUE);
  gtk_box_append (GTK_BOX (header), self->name_label);
  gtk_box_append (GTK_BOX (header), self->deck_label);
  gtk_box_append (GTK_BOX (self->box), header);

  body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  self->card_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_append (GTK_BOX (body), self->card_box);
  bars = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->life_track = drive_in_gruff_track_new ("#d64040", BAR_PIP);
  self->life_label = gtk_label_new (NULL);
  self->crazy_track = drive_in_gruff_track_new ("#4fb87a", BAR_PIP);
  self->crazy_label = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (bars), bar_row (self->life_track, self->life_label));
  gtk_box_append (GTK_BOX (bars), bar_row (self->crazy_track, self->crazy_label));
  piles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  self->hand_pile = drive_in_pile_button_new ("view-paged-symbolic", _("Hand"), FALSE);
  self->deck_pile = drive_in_pile_button_new ("emblem-documents-symbolic", _("Deck"), FALSE);
  self->discard_pile = drive_in_pile_button_new ("user-trash-symbolic", _("Discard"), TRUE);
  drive_in_pile_button_set_model (DRIVE_IN_PILE_BUTTON (self->discard_pile),
                                  G_LIST_MODEL (self->discard));
  gtk_box_append (GTK_BOX (piles), self->hand_pile);
  gtk_box_append (GTK_BOX (piles), self->deck_pile);
  gtk_box_append (GTK_BOX (piles), self->discard_pile);
  gtk_box_append (GTK_BOX (bars), piles);
  gtk_box_append (GTK_BOX (body), bars);
  gtk_box_append (GTK_BOX (self->box), body);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  target = gtk_drop_target_new (G_TYPE_INT, GDK_ACTION_MOVE);
  gtk_drop_target_set_preload (target, TRUE);
  g_signal_connect (target, "enter", G_CALLBACK (on_drop_enter_cb), self);
  g_signal_connect (target, "motion", G_CALLBACK (on_drop_enter_cb), self);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
  update_tips (self);
  drive_in_gruff_shepherd_refresh (self, 0);
  return GTK_WIDGET (self);
}

void
drive_in_gruff_shepherd_set_card_width (DriveInGruffShepherd *self,
                                        int                   card_width)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_SHEPHERD (self));

  self->card_width = card_width;
  if (self->card != NULL)
    drive_in_card_widget_set_card_width (DRIVE_IN_CARD_WIDGET (self->card), card_width);
}

void
drive_in_gruff_shepherd_set_drop_func (DriveInGruffShepherd *self,
                                       DriveInGruffDropFunc  func,
                                       gpointer              user_data)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_SHEPHERD (self));

  self->drop_func = func;
  self->drop_data = user_data;
}

void
drive_in_gruff_shepherd_set_name (DriveInGruffShepherd *self,
                                  const char           *name,
                                  const char           *deck_label)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_SHEPHERD (self));

  drive_in_label_set_whole_text (GTK_LABEL (self->name_label), name);
  gtk_label_set_text (GTK_LABEL (self->deck_label), deck_label != NULL ? deck_label : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

void
drive_in_gruff_shepherd_set_marks (DriveInGruffShepherd        *self,
                                   const DriveInGruffTrackMark *marks,
                                   guint                        n_marks,
                                   const char                  *about)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_SHEPHERD (self));

  self->max_cost = 0;
  for (guint i = 0; i < n_marks; i++)
    self->max_cost = MAX (self->max_cost, marks[i].position);
  drive_in_gruff_track_set_marks (DRIVE_IN_GRUFF_TRACK (self->crazy_track), marks, n_marks);
  g_free (self->marks_about);
  self->marks_about = n_marks > 0 ? g_strdup (about) : NULL;
  update_tips (self);
}

void
drive_in_gruff_shepherd_set_lit (DriveInGruffShepherd *self,
                                 gboolean              lit)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_SHEPHERD (self));

  if (lit)
    gtk_widget_add_css_class (GTK_WIDGET (self), "drop-legal");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "drop-legal");
}

DriveInCardWidget *
drive_in_gruff_shepherd_lookup (DriveInGruffShepherd *self,
                                int                   handle)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_SHEPHERD (self), NULL);

  if (self->card != NULL && drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (self->card))
                            == handle)
    return DRIVE_IN_CARD_WIDGET (self->card);
  return NULL;
}

int
drive_in_gruff_shepherd_get_shown (DriveInGruffShepherd *self,
                                   const char           *what)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_SHEPHERD (self), 0);

  if (g_strcmp0 (what, "life") == 0)
    return drive_in_gruff_track_get_value (DRIVE_IN_GRUFF_TRACK (self->life_track));
  if (g_strcmp0 (what, "crazy") == 0)
    return drive_in_gruff_track_get_value (DRIVE_IN_GRUFF_TRACK (self->crazy_track));
  if (g_strcmp0 (what, "marks") == 0)
    return drive_in_gruff_track_get_n_marks (DRIVE_IN_GRUFF_TRACK (self->crazy_track));
  if (g_strcmp0 (what, "hand") == 0)
    return drive_in_pile_button_get_count (DRIVE_IN_PILE_BUTTON (self->hand_pile));
  if (g_strcmp0 (what, "deck") == 0)
    return drive_in_pile_button_get_count (DRIVE_IN_PILE_BUTTON (self->deck_pile));
  if (g_strcmp0 (what, "discard") == 0)
    return g_list_model_get_n_items (G_LIST_MODEL (self->discard));
  return 0;
}
