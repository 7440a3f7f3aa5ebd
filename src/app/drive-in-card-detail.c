/* drive-in-card-detail.c: one card rendered large, with its full text and its copies in the deck. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-detail.h"
#include "drive-in-card-picture.h"
#include "drive-in-resources.h"
#include "drive-in-card-face.h"

struct _DriveInCardDetail
{
  GtkWidget  parent_instance;

  DriveInCard    *card;
  DriveInDeck    *deck;
  DriveInCatalog *catalog; /* without a deck: where the card's release is named */

  GtkWidget *stack;
  GtkWidget *picture;
  GtkWidget *name_label;
  GtkWidget *type_label;
  GtkWidget *traits_label;
  GtkWidget *abilities_label;
  GtkWidget *quote_label;
  GtkWidget *footnote_label;
  GtkWidget *source_label;
  GtkWidget *count_label;
  GtkWidget *remove_button;
  GtkWidget *add_button;
  GtkWidget *deck_box;
  GtkWidget *side_box;
  GtkWidget *side_count_label;
  GtkWidget *side_remove_button;
  GtkWidget *side_add_button;
  GListModel *side;       /* the deck's side deck, watched */
  gboolean   show_deck;
  gboolean   show_side;
};

G_DEFINE_FINAL_TYPE (DriveInCardDetail, drive_in_card_detail, GTK_TYPE_WIDGET)

/* Sets @label to @text, hidden when there is none. */
static void
set_optional (GtkWidget  *label,
              const char *text)
{
  gboolean shown = text != NULL && *text != '\0';

  gtk_label_set_label (GTK_LABEL (label), shown ? text : "");
  gtk_widget_set_visible (label, shown);
}

static void
update_count (DriveInCardDetail *self)
{
  guint count = 0;
  g_autofree char *text = NULL;

  g_assert (DRIVE_IN_IS_CARD_DETAIL (self));

  if (self->card == NULL)
    return;
  if (self->deck != NULL)
    count = drive_in_deck_count (self->deck, drive_in_card_get_id (self->card));

  if (count == 0)
    text = g_strdup (_("Not in the deck"));
  else
    text = g_strdup_printf (ngettext ("%u copy in the deck", "%u copies in the deck", count), count);
  gtk_label_set_label (GTK_LABEL (self->count_label), text);
  gtk_widget_set_sensitive (self->remove_button, count > 0);

  gtk_widget_set_visible (self->side_box, self->show_deck && self->show_side);
  if (self->show_side && self->deck != NULL)
    {
      g_autofree char *side = NULL;

      count = drive_in_deck_count_side (self->deck, drive_in_card_get_id (self->card));
      if (count == 0)
        side = g_strdup (_("Not in the side deck"));
      else
        side = g_strdup_printf (ngettext ("%u copy in the side deck",
                                          "%u copies in the side deck", count), count);
      gtk_label_set_label (GTK_LABEL (self->side_count_label), side);
      gtk_widget_set_sensitive (self->side_remove_button, count > 0);
    }
}

static void
update_card (DriveInCardDetail *self)
{
  DriveInCard *card = self->card;
  DriveInCatalog *catalog = self->deck != NULL ? drive_in_deck_get_catalog (self->deck) : self->catalog;
  g_autofree char *facts = NULL;
  g_autofree char *traits = NULL;
  g_autofree char *footnote = NULL;
  g_autofree char *source = NULL;
  g_autofree char *pack_id = NULL;
  DriveInPack *pack = NULL;
  DriveInRelease *release = NULL;
  const char * const *display_traits;
  const DriveInCardFace *face;

  g_assert (DRIVE_IN_IS_CARD_DETAIL (self));

  drive_in_card_picture_set_card (DRIVE_IN_CARD_PICTURE (self->picture), card);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), card != NULL ? "card" : "empty");
  if (card == NULL)
    return;

  gtk_label_set_label (GTK_LABEL (self->name_label), drive_in_card_get_name (card));

  /* "Character (Extra) · Defense 2 · 1 Popcorn · Popcorn Bucket", "Tide Beast · Power 2 ·
   * Cost 3 · Epic": what the card's game prints, in its words. */
  facts = drive_in_card_face_dup_facts (drive_in_card_face_for_card (card), card);
  gtk_label_set_label (GTK_LABEL (self->type_label), facts);

  display_traits = drive_in_card_get_display_traits (card);
  if (display_traits != NULL && display_traits[0] != NULL)
    traits = g_strjoinv (" · ", (char **) display_traits);
  set_optional (self->traits_label, traits);
  set_optional (self->abilities_label, drive_in_card_get_abilities (card));
  set_optional (self->quote_label, drive_in_card_get_quote (card));
  /* What else the card's game words below the texts (GROS: its Title word). */
  face = drive_in_card_face_for_card (card);
  if (face != NULL && face->dup_footnote != NULL)
    footnote = face->dup_footnote (card);
  set_optional (self->footnote_label, footnote);

  pack_id = drive_in_card_dup_pack_id (card);
  if (catalog != NULL)
    {
      pack = pack_id != NULL ? drive_in_catalog_lookup_pack (catalog, pack_id) : NULL;
      release = drive_in_catalog_lookup_release (catalog, drive_in_card_get_release (card));
    }
  if (pack != NULL)
    source = g_strdup_printf ("%s · %s", drive_in_pack_get_name (pack),
                              drive_in_card_get_id (card));
  else if (release != NULL)
    source = g_strdup_printf ("%s · %s", drive_in_release_get_name (release), drive_in_card_get_id (card));
  else
    source = g_strdup (drive_in_card_get_id (card));
  gtk_label_set_label (GTK_LABEL (self->source_label), source);

  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->add_button), "s",
                                    drive_in_card_get_id (card));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->remove_button), "s",
                                    drive_in_card_get_id (card));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->side_add_button), "s",
                                    drive_in_card_get_id (card));
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->side_remove_button), "s",
                                    drive_in_card_get_id (card));
  update_count (self);
}

static void
on_deck_items_changed_cb (DriveInCardDetail *self,
                          guint              position,
                          guint              removed,
                          guint              added,
                          GListModel        *deck)
{
  update_count (self);
}

static void
drive_in_card_detail_dispose (GObject *object)
{
  DriveInCardDetail *self = DRIVE_IN_CARD_DETAIL (object);

  drive_in_card_detail_set_deck (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_CARD_DETAIL);
  g_clear_object (&self->card);
  g_clear_object (&self->catalog);

  G_OBJECT_CLASS (drive_in_card_detail_parent_class)->dispose (object);
}

static void
drive_in_card_detail_class_init (DriveInCardDetailClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_card_detail_dispose;

  g_type_ensure (DRIVE_IN_TYPE_CARD_PICTURE);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-card-detail.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, picture);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, name_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, type_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, traits_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, abilities_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, quote_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, footnote_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, source_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, count_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, remove_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, add_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, deck_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, side_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, side_count_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, side_remove_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInCardDetail, side_add_button);

  gtk_widget_class_set_css_name (widget_class, "carddetail");
}

static void
drive_in_card_detail_init (DriveInCardDetail *self)
{
  self->show_deck = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  update_card (self);
}

GtkWidget *
drive_in_card_detail_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_CARD_DETAIL, NULL);
}

DriveInCard *
drive_in_card_detail_get_card (DriveInCardDetail *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_DETAIL (self), NULL);

  return self->card;
}

void
drive_in_card_detail_set_card (DriveInCardDetail *self,
                               DriveInCard          *card)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_DETAIL (self));
  g_return_if_fail (card == NULL || DRIVE_IN_IS_CARD (card));

  if (g_set_object (&self->card, card))
    update_card (self);
}

void
drive_in_card_detail_set_deck (DriveInCardDetail *self,
                               DriveInDeck          *deck)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_DETAIL (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

  if (self->deck == deck)
    return;

  if (self->deck != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->deck, on_deck_items_changed_cb, self);
      g_signal_handlers_disconnect_by_func (self->side, on_deck_items_changed_cb, self);
    }
  g_set_object (&self->deck, deck);
  g_clear_object (&self->side);
  if (deck != NULL)
    {
      self->side = g_object_ref (drive_in_deck_get_side (deck));
      g_signal_connect_swapped (deck, "items-changed", G_CALLBACK (on_deck_items_changed_cb),
                                self);
      g_signal_connect_swapped (self->side, "items-changed",
                                G_CALLBACK (on_deck_items_changed_cb), self);
    }
  if (self->stack != NULL)
    update_card (self);
}

/* Where the card comes from, named when there is no deck (the Cards page). */
void
drive_in_card_detail_set_catalog (DriveInCardDetail *self,
                                  DriveInCatalog       *catalog)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_DETAIL (self));
  g_return_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog));

  if (g_set_object (&self->catalog, catalog) && self->stack != NULL)
    update_card (self);
}

/* The copies in the deck and the add and remove buttons; shown unless hidden here. */
void
drive_in_card_detail_set_show_deck (DriveInCardDetail *self,
                                    gboolean           show_deck)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_DETAIL (self));

  self->show_deck = show_deck;
  gtk_widget_set_visible (self->deck_box, show_deck);
  gtk_widget_set_visible (self->side_box, show_deck && self->show_side);
}

/* The side deck's copies of the card and its buttons (decks of games with a side deck). */
void
drive_in_card_detail_set_side_deck (DriveInCardDetail *self,
                                    gboolean           show_side)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_DETAIL (self));

  self->show_side = show_side;
  if (self->card != NULL)
    update_count (self);
  else
    gtk_widget_set_visible (self->side_box, self->show_deck && show_side);
}
