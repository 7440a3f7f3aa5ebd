/* drive-in-deck-slot.c: the cards a deck keeps beside it (a Rumble's Challenger, a Gruff team). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-tile.h"
#include "drive-in-deck-game.h"
#include "drive-in-deck-slot.h"
#include "drive-in-card-face.h"

struct _DriveInDeckSlot
{
  GtkWidget   parent_instance;

  DriveInDeck   *deck;
  GListModel *problems;
  GPtrArray  *card_ids;     /* every slot's cards, in slot then deck order (owned strings) */
  char       *problem_text;
};

G_DEFINE_FINAL_TYPE (DriveInDeckSlot, drive_in_deck_slot, GTK_TYPE_WIDGET)

enum {
  CARD_DROPPED,
  REMOVE_CARD,
  CARD_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static DriveInCard *
lookup_card (DriveInDeckSlot *self,
             const char      *card_id)
{
  DriveInCatalog *catalog = self->deck != NULL ? drive_in_deck_get_catalog (self->deck) : NULL;

  return card_id != NULL && catalog != NULL ? drive_in_catalog_lookup (catalog, card_id) : NULL;
}

/* The reasons of @problems about @card_id (or, with NULL, about the slot's @rule). */
static char *
dup_reasons (DriveInDeckSlot *self,
             const char      *card_id,
             const char      *rule)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; self->problems != NULL && i < g_list_model_get_n_items (self->problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (self->problems, i);
      gboolean ours;

      if (card_id != NULL)
        ours = g_strv_contains (drive_in_deck_problem_get_card_ids (problem), card_id);
      else
        ours = rule != NULL && g_str_equal (drive_in_deck_problem_get_rule_id (problem), rule);
      if (!ours)
        continue;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, drive_in_deck_problem_get_message (problem));
    }
  return text->len > 0 ? g_strdup (text->str) : NULL;
}

static void
append_text (GString    *text,
             const char *line)
{
  if (line == NULL || strstr (text->str, line) != NULL)
    return;
  if (text->len > 0)
    g_string_append_c (text, '\n');
  g_string_append (text, line);
}

static void
on_remove_clicked_cb (GtkButton       *button,
                      DriveInDeckSlot *self)
{
  g_autofree char *id = g_strdup (g_object_get_data (G_OBJECT (button), "card-id"));

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
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  DriveInCard *card = lookup_card (self, g_object_get_data (G_OBJECT (row), "card-id"));

  if (card != NULL)
    g_signal_emit (self, signals[CARD_SELECTED], 0, card);
}

static GdkContentProvider *
on_drag_prepare_cb (GtkDragSource   *source,
                    double           x,
                    double           y,
                    DriveInDeckSlot *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  DriveInCard *card = lookup_card (self, g_object_get_data (G_OBJECT (row), "card-id"));

  return card != NULL ? gdk_content_provider_new_typed (DRIVE_IN_TYPE_CARD, card) : NULL;
}

/* One card in a slot: its frame colour, name and printed values, its problems, a remove
 * button; clicked to show it, dragged out to take it out. */
static GtkWidget *
new_card_row (DriveInDeckSlot *self,
              const char      *card_id,
              GString         *all_reasons)
{
  DriveInCard *card = lookup_card (self, card_id);
  g_autofree char *reasons = dup_reasons (self, card_id, NULL);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *stripe = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = gtk_label_new (card != NULL ? drive_in_card_get_name (card) : card_id);
  GtkWidget *facts = gtk_label_new (NULL);
  GtkWidget *icon, *remove;
  GtkGesture *click;
  GtkDragSource *drag;

  g_object_set_data_full (G_OBJECT (row), "card-id", g_strdup (card_id), g_free);
  gtk_widget_add_css_class (row, "deck-slot-card");
  gtk_widget_add_css_class (stripe, "type-stripe");
  gtk_widget_add_css_class (stripe, "deck-row-stripe");
  if (card != NULL)
    gtk_widget_add_css_class (stripe, drive_in_card_get_css_class (card));
  gtk_box_append (GTK_BOX (row), stripe);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (text), name);
  if (card != NULL)
    {
      const DriveInCardFace *face = drive_in_card_face_for_card (card);
      g_autofree char *notes = face != NULL ? drive_in_card_face_dup_notes (face, card) : NULL;
      g_autofree char *line = NULL;
      int power;

      if (face != NULL && drive_in_card_face_get_stat (face, card, &power))
        {
          const char *stat = drive_in_card_face_get_stat_label (face);

          line = notes != NULL ? g_strdup_printf ("%s · %s %d", notes, stat, power)
                               : g_strdup_printf ("%s %d", stat, power);
        }
      else
        line = g_steal_pointer (&notes);
      gtk_label_set_label (GTK_LABEL (facts), line != NULL ? line : "");
    }
  gtk_label_set_xalign (GTK_LABEL (facts), 0);
  gtk_label_set_ellipsize (GTK_LABEL (facts), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (facts, "dim-label");
  gtk_widget_add_css_class (facts, "caption");
  gtk_box_append (GTK_BOX (text), facts);
  gtk_box_append (GTK_BOX (row), text);

  icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_add_css_class (icon, "deck-problem-icon");
  gtk_widget_set_visible (icon, reasons != NULL);
  gtk_widget_set_tooltip_text (icon, reasons);
  gtk_box_append (GTK_BOX (row), icon);
  append_text (all_reasons, reasons);

  remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Take It Out of the Deck"));
  g_object_set_data_full (G_OBJECT (remove), "card-id", g_strdup (card_id), g_free);
  g_signal_connect_object (remove, "clicked", G_CALLBACK (on_remove_clicked_cb), self, 0);
  gtk_box_append (GTK_BOX (row), remove);

  click = gtk_gesture_click_new ();
  g_signal_connect_object (click, "pressed", G_CALLBACK (on_row_pressed_cb), self, 0);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (click));
  drag = gtk_drag_source_new ();
  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect_object (drag, "prepare", G_CALLBACK (on_drag_prepare_cb), self, 0);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (drag));
  return row;
}

static GtkWidget *
add_label (DriveInDeckSlot *self,
           const char      *text,
           const char      *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, css_class);
  gtk_widget_set_parent (label, GTK_WIDGET (self));
  return label;
}

/* One section per slot of the deck's variant: its heading, its cards, and where the next
 * goes while it is not full. */
static void
update (DriveInDeckSlot *self)
{
  const DriveInDeckGame *game;
  const DriveInGameInfo *info;
  g_autoptr(GString) all_reasons = g_string_new (NULL);
  GtkWidget *child;

  g_assert (DRIVE_IN_IS_DECK_SLOT (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_ptr_array_set_size (self->card_ids, 0);
  g_clear_pointer (&self->problem_text, g_free);

  game = self->deck != NULL ? drive_in_deck_game_lookup (drive_in_deck_get_game (self->deck)) : NULL;
  info = self->deck != NULL ? drive_in_game_info_lookup (drive_in_deck_get_game (self->deck)) : NULL;
  if (game == NULL || info == NULL || !drive_in_deck_game_has_slot (game, self->deck))
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      gtk_widget_remove_css_class (GTK_WIDGET (self), "has-problem");
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);

  for (guint s = 0; s < game->n_slots; s++)
    {
      const DriveInDeckGameSlot *slot = &game->slots[s];
      const DriveInCardKindInfo *kind = drive_in_game_info_find_kind (info, slot->kind);
      g_autoptr(GPtrArray) ids = NULL;
      g_autofree char *slot_reasons = NULL;
      g_autofree char *heading = NULL;
      GtkWidget *label;

      if (kind == NULL)
        continue;
      if (slot->variants != NULL && (drive_in_deck_get_variant (self->deck) == NULL
                                     || !g_strv_contains (slot->variants,
                                                          drive_in_deck_get_variant (self->deck))))
        continue;
      ids = drive_in_deck_game_dup_slot_card_ids (game, self->deck, slot);
      if (slot->count > 1)
        /* Translators: a slot's heading and how full it is: "Gruffs 2 / 3". */
        heading = g_strdup_printf (_("%s %u / %u"), drive_in_game_info_kind_plural (kind), ids->len,
                                   slot->count);
      else
        heading = g_strdup (drive_in_game_info_kind_label (kind));
      label = add_label (self, heading, "heading");
      if (s > 0)
        gtk_widget_set_margin_top (label, 6);
      for (guint i = 0; i < ids->len; i++)
        {
          g_ptr_array_add (self->card_ids, g_strdup (ids->pdata[i]));
          gtk_widget_set_parent (new_card_row (self, ids->pdata[i], all_reasons),
                                 GTK_WIDGET (self));
        }
      slot_reasons = dup_reasons (self, NULL, slot->rule);
      append_text (all_reasons, slot_reasons);
      if (ids->len < slot->count)
        {
          g_autofree char *text = NULL;
          g_autofree char *lower = NULL;

          if (slot->count - ids->len == 1)
            {
              lower = g_utf8_strdown (drive_in_game_info_kind_label (kind), -1);
              /* Translators: an empty slot beside a deck; %s is "challenger", "shepherd". */
              text = g_strdup_printf (_("No %s yet: drag one here, or double-click one in the "
                                        "library"), lower);
            }
          else
            {
              lower = g_utf8_strdown (drive_in_game_info_kind_plural (kind), -1);
              /* Translators: a slot of several cards not yet full: "2 more gruffs: ...". */
              text = g_strdup_printf (_("%u more %s: drag them here, or double-click them in "
                                        "the library"), slot->count - ids->len, lower);
            }
          label = add_label (self, text, "dim-label");
          gtk_widget_add_css_class (label, "deck-slot-placeholder");
          gtk_widget_set_tooltip_text (label, slot_reasons);
        }
      else if (slot_reasons != NULL)
        {
          label = add_label (self, slot_reasons, "error");
          gtk_widget_add_css_class (label, "caption");
        }
    }

  if (all_reasons->len > 0)
    {
      self->problem_text = g_strdup (all_reasons->str);
      gtk_widget_add_css_class (GTK_WIDGET (self), "has-problem");
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "has-problem");
}

static void
on_deck_changed_cb (DriveInDeckSlot *self)
{
  update (self);
}

static gboolean
on_drop_cb (GtkDropTarget   *target,
            const GValue    *value,
            double           x,
            double           y,
            DriveInDeckSlot *self)
{
  DriveInCard *card = g_value_get_object (value);

  if (!DRIVE_IN_IS_CARD (card))
    return FALSE;
  g_signal_emit (self, signals[CARD_DROPPED], 0, card);
  return TRUE;
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

  g_ptr_array_unref (self->card_ids);
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
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, DRIVE_IN_TYPE_CARD);
  signals[REMOVE_CARD] =
    g_signal_new ("remove-card", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[CARD_SELECTED] =
    g_signal_new ("card-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, DRIVE_IN_TYPE_CARD);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "deckslot");
}

static void
drive_in_deck_slot_init (DriveInDeckSlot *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  GtkDropTarget *drop;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 4);
  gtk_widget_add_css_class (GTK_WIDGET (self), "deck-slot");
  self->card_ids = g_ptr_array_new_with_free_func (g_free);

  /* Library cards come in as COPY, as onto the deck list. */
  drop = gtk_drop_target_new (DRIVE_IN_TYPE_CARD, GDK_ACTION_COPY);
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
                             DriveInDeck        *deck)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_SLOT (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

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
  update (self);
}

void
drive_in_deck_slot_set_problems (DriveInDeckSlot *self,
                                 GListModel      *problems)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_SLOT (self));
  g_return_if_fail (problems == NULL || G_IS_LIST_MODEL (problems));

  g_set_object (&self->problems, problems);
  update (self);
}

const char *
drive_in_deck_slot_get_card_id (DriveInDeckSlot *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_SLOT (self), NULL);

  return self->card_ids->len > 0 ? self->card_ids->pdata[0] : NULL;
}

GPtrArray *
drive_in_deck_slot_get_card_ids (DriveInDeckSlot *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_SLOT (self), NULL);

  return self->card_ids;
}

const char *
drive_in_deck_slot_get_problem_text (DriveInDeckSlot *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_SLOT (self), NULL);

  return self->problem_text;
}
