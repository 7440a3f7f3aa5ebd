/* drive-in-deck-slot.c: the card a deck keeps beside it (a Grotto Beasts! Rumble's Challenger). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-tile.h"
#include "drive-in-deck-game.h"
#include "drive-in-deck-slot.h"
#include "gros-card-face.h"

struct _DriveInDeckSlot
{
  GtkWidget   parent_instance;

  GrosDeck   *deck;
  GListModel *problems;
  char       *card_id;
  char       *problem_text;
  const char *stripe_class;

  GtkWidget  *heading;
  GtkWidget  *row;
  GtkWidget  *stripe;
  GtkWidget  *name_label;
  GtkWidget  *facts_label;
  GtkWidget  *problem_icon;
  GtkWidget  *remove_button;
  GtkWidget  *placeholder;
};

G_DEFINE_FINAL_TYPE (DriveInDeckSlot, drive_in_deck_slot, GTK_TYPE_WIDGET)

enum {
  CARD_DROPPED,
  REMOVE_CARD,
  CARD_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GrosCard *
get_card (DriveInDeckSlot *self)
{
  GrosCatalog *catalog = self->deck != NULL ? gros_deck_get_catalog (self->deck) : NULL;

  return self->card_id != NULL && catalog != NULL ? gros_catalog_lookup (catalog, self->card_id)
                                                  : NULL;
}

static void
update_problems (DriveInDeckSlot *self)
{
  const DriveInDeckGame *game;
  g_autoptr(GString) text = g_string_new (NULL);

  g_assert (DRIVE_IN_IS_DECK_SLOT (self));

  game = self->deck != NULL ? drive_in_deck_game_lookup (gros_deck_get_game (self->deck)) : NULL;
  for (guint i = 0; self->problems != NULL && i < g_list_model_get_n_items (self->problems); i++)
    {
      g_autoptr(GrosDeckProblem) problem = g_list_model_get_item (self->problems, i);
      const char *rule = gros_deck_problem_get_rule_id (problem);
      gboolean ours = game != NULL && game->slot_rule != NULL
                      && g_str_equal (rule, game->slot_rule);

      if (!ours && self->card_id != NULL)
        ours = g_strv_contains (gros_deck_problem_get_card_ids (problem), self->card_id);
      if (!ours)
        continue;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, gros_deck_problem_get_message (problem));
    }

  g_clear_pointer (&self->problem_text, g_free);
  if (text->len > 0)
    self->problem_text = g_strdup (text->str);
  gtk_widget_set_visible (self->problem_icon, self->problem_text != NULL);
  gtk_widget_set_tooltip_text (self->problem_icon, self->problem_text);
  gtk_widget_set_tooltip_text (self->placeholder, self->problem_text);
  if (self->problem_text != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "has-problem");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "has-problem");
}

static void
update (DriveInDeckSlot *self)
{
  const DriveInDeckGame *game;
  const GrosGameInfo *info;
  const GrosCardKindInfo *kind = NULL;
  GrosCard *card;

  g_assert (DRIVE_IN_IS_DECK_SLOT (self));

  game = self->deck != NULL ? drive_in_deck_game_lookup (gros_deck_get_game (self->deck)) : NULL;
  info = self->deck != NULL ? gros_game_info_lookup (gros_deck_get_game (self->deck)) : NULL;
  if (game != NULL && info != NULL && game->slot_kind != NULL)
    kind = gros_game_info_find_kind (info, game->slot_kind);

  g_clear_pointer (&self->card_id, g_free);
  if (game == NULL || kind == NULL || !drive_in_deck_game_has_slot (game, self->deck))
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      update_problems (self);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_label_set_label (GTK_LABEL (self->heading), gros_game_info_kind_label (kind));

  self->card_id = g_strdup (drive_in_deck_game_get_slot_card_id (game, self->deck));
  card = get_card (self);
  if (self->stripe_class != NULL)
    gtk_widget_remove_css_class (self->stripe, self->stripe_class);
  self->stripe_class = NULL;
  if (card != NULL)
    {
      const GrosCardFace *face = gros_card_face_for_card (card);
      g_autofree char *notes = face != NULL ? gros_card_face_dup_notes (face, card) : NULL;
      g_autofree char *facts = NULL;
      int power;

      if (face != NULL && gros_card_face_get_stat (face, card, &power))
        {
          const char *stat = gros_card_face_get_stat_label (face);

          facts = notes != NULL ? g_strdup_printf ("%s · %s %d", notes, stat, power)
                                : g_strdup_printf ("%s %d", stat, power);
        }
      else
        facts = g_steal_pointer (&notes);
      gtk_label_set_label (GTK_LABEL (self->name_label), gros_card_get_name (card));
      gtk_label_set_label (GTK_LABEL (self->facts_label), facts != NULL ? facts : "");
      self->stripe_class = drive_in_card_get_css_class (card);
      gtk_widget_add_css_class (self->stripe, self->stripe_class);
    }
  else if (self->card_id != NULL)
    {
      gtk_label_set_label (GTK_LABEL (self->name_label), self->card_id);
      gtk_label_set_label (GTK_LABEL (self->facts_label), "");
    }
  gtk_widget_set_visible (self->row, self->card_id != NULL);
  gtk_widget_set_visible (self->placeholder, self->card_id == NULL);
  if (self->card_id == NULL)
    {
      g_autofree char *text = NULL;
      g_autofree char *lower = g_utf8_strdown (gros_game_info_kind_label (kind), -1);

      /* Translators: the empty Challenger slot of a Rumble deck; %s is "challenger". */
      text = g_strdup_printf (_("No %s yet: drag one here, or double-click one in the library"),
                              lower);
      gtk_label_set_label (GTK_LABEL (self->placeholder), text);
    }
  update_problems (self);
}

static void
on_deck_changed_cb (DriveInDeckSlot *self)
{
  update (self);
}

static void
on_remove_clicked_cb (DriveInDeckSlot *self,
                      GtkButton       *button)
{
  g_autofree char *id = g_strdup (self->card_id);

  if (id != NULL)
    g_signal_emit (self, signals[REMOVE_CARD], 0, id);
}

static void
on_row_pressed_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   DriveInDeckSlot *self)
{
  GrosCard *card = get_card (self);

  if (card != NULL)
    g_signal_emit (self, signals[CARD_SELECTED], 0, card);
}

static gboolean
on_drop_cb (GtkDropTarget   *target,
            const GValue    *value,
            double           x,
            double           y,
            DriveInDeckSlot *self)
{
  GrosCard *card = g_value_get_object (value);

  if (!GROS_IS_CARD (card))
    return FALSE;
  g_signal_emit (self, signals[CARD_DROPPED], 0, card);
  return TRUE;
}

static GdkContentProvider *
on_drag_prepare_cb (GtkDragSource   *source,
                    double           x,
                    double           y,
                    DriveInDeckSlot *self)
{
  GrosCard *card = get_card (self);

  return card != NULL ? gdk_content_provider_new_typed (GROS_TYPE_CARD, card) : NULL;
}

static void
drive_in_deck_slot_dispose (GObject *object)
{
  DriveInDeckSlot *self = DRIVE_IN_DECK_SLOT (object);
  GtkWidget *child;

  drive_in_deck_slot_set_deck (self, NULL);
  g_clear_object (&self->problems);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (drive_in_deck_slot_parent_class)->dispose (object);
}

static void
drive_in_deck_slot_finalize (GObject *object)
{
  DriveInDeckSlot *self = DRIVE_IN_DECK_SLOT (object);

  g_free (self->card_id);
  g_free (self->problem_text);

  G_OBJECT_CLASS (drive_in_deck_slot_parent_class)->finalize (object);
}

static void
drive_in_deck_slot_class_init (DriveInDeckSlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_deck_slot_dispose;
  object_class->finalize = drive_in_deck_slot_finalize;

  signals[CARD_DROPPED] =
    g_signal_new ("card-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, GROS_TYPE_CARD);
  signals[REMOVE_CARD] =
    g_signal_new ("remove-card", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[CARD_SELECTED] =
    g_signal_new ("card-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, GROS_TYPE_CARD);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "deckslot");
}

static void
drive_in_deck_slot_init (DriveInDeckSlot *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkWidget *text;
  GtkGesture *click;
  GtkDragSource *drag;
  GtkDropTarget *drop;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 4);
  gtk_widget_add_css_class (GTK_WIDGET (self), "deck-slot");

  self->heading = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0);
  gtk_widget_add_css_class (self->heading, "heading");
  gtk_widget_set_parent (self->heading, GTK_WIDGET (self));

  self->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (self->row, "deck-slot-card");
  self->stripe = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (self->stripe, "type-stripe");
  gtk_widget_add_css_class (self->stripe, "deck-row-stripe");
  gtk_box_append (GTK_BOX (self->row), self->stripe);
  text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_hexpand (text, TRUE);
  self->name_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->name_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->name_label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (text), self->name_label);
  self->facts_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->facts_label), 0);
  gtk_widget_add_css_class (self->facts_label, "dim-label");
  gtk_widget_add_css_class (self->facts_label, "caption");
  gtk_box_append (GTK_BOX (text), self->facts_label);
  gtk_box_append (GTK_BOX (self->row), text);
  self->problem_icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_add_css_class (self->problem_icon, "deck-problem-icon");
  gtk_widget_set_visible (self->problem_icon, FALSE);
  gtk_box_append (GTK_BOX (self->row), self->problem_icon);
  self->remove_button = gtk_button_new_from_icon_name ("list-remove-symbolic");
  gtk_widget_set_valign (self->remove_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->remove_button, "flat");
  gtk_widget_set_tooltip_text (self->remove_button, _("Take It Out of the Deck"));
  g_signal_connect_object (self->remove_button, "clicked", G_CALLBACK (on_remove_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self->row), self->remove_button);
  click = gtk_gesture_click_new ();
  g_signal_connect (click, "pressed", G_CALLBACK (on_row_pressed_cb), self);
  gtk_widget_add_controller (text, GTK_EVENT_CONTROLLER (click));
  drag = gtk_drag_source_new ();
  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect (drag, "prepare", G_CALLBACK (on_drag_prepare_cb), self);
  gtk_widget_add_controller (self->row, GTK_EVENT_CONTROLLER (drag));
  gtk_widget_set_parent (self->row, GTK_WIDGET (self));

  self->placeholder = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->placeholder), 0);
  gtk_label_set_wrap (GTK_LABEL (self->placeholder), TRUE);
  gtk_widget_add_css_class (self->placeholder, "dim-label");
  gtk_widget_add_css_class (self->placeholder, "deck-slot-placeholder");
  gtk_widget_set_parent (self->placeholder, GTK_WIDGET (self));

  /* Library cards come in as COPY, as onto the deck list. */
  drop = gtk_drop_target_new (GROS_TYPE_CARD, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  update (self);
}

GtkWidget *
drive_in_deck_slot_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_DECK_SLOT, NULL);
}

void
drive_in_deck_slot_set_deck (DriveInDeckSlot *self,
                             GrosDeck        *deck)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_SLOT (self));
  g_return_if_fail (deck == NULL || GROS_IS_DECK (deck));

  if (self->deck == deck)
    return;

  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_func (self->deck, on_deck_changed_cb, self);
  g_set_object (&self->deck, deck);
  if (deck != NULL)
    {
      g_signal_connect_swapped (deck, "items-changed", G_CALLBACK (on_deck_changed_cb), self);
      g_signal_connect_swapped (deck, "notify::variant", G_CALLBACK (on_deck_changed_cb), self);
      g_signal_connect_swapped (deck, "notify::catalog", G_CALLBACK (on_deck_changed_cb), self);
    }
  if (self->row != NULL)
    update (self);
}

void
drive_in_deck_slot_set_problems (DriveInDeckSlot *self,
                                 GListModel      *problems)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_SLOT (self));
  g_return_if_fail (problems == NULL || G_IS_LIST_MODEL (problems));

  g_set_object (&self->problems, problems);
  update_problems (self);
}

const char *
drive_in_deck_slot_get_card_id (DriveInDeckSlot *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_SLOT (self), NULL);

  return self->card_id;
}

const char *
drive_in_deck_slot_get_problem_text (DriveInDeckSlot *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_SLOT (self), NULL);

  return self->problem_text;
}
