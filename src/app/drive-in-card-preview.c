/* drive-in-card-preview.c: beside a table, the card under the pointer or the keyboard focus at a
 * readable size (as Forge and Cockatrice show theirs): face up only when the table shows it
 * face up, else its back. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-preview.h"

struct _DriveInCardPreview
{
  GtkWidget  parent_instance;
  int        card_width;
  GtkWidget *box;
  GtkWidget *placeholder;
  GtkWidget *shown;       /* a DriveInCardWidget of its own, or NULL */
  DriveInCard  *card;        /* what it shows face up, or NULL */
  gboolean   has_card;
};

G_DEFINE_FINAL_TYPE (DriveInCardPreview, drive_in_card_preview, GTK_TYPE_WIDGET)

static void
show (DriveInCardPreview *self,
      gboolean            any,
      DriveInCard           *card)
{
  if (self->has_card == any && self->card == card)
    return;
  if (self->shown != NULL)
    {
      gtk_box_remove (GTK_BOX (self->box), self->shown);
      self->shown = NULL;
    }
  g_set_object (&self->card, card);
  self->has_card = any;
  if (any)
    {
      /* A picture, not a card at the table: it takes no clicks, focus or drags. */
      self->shown = drive_in_card_widget_new_plain (card, -1, self->card_width);
      gtk_widget_set_can_target (self->shown, FALSE);
      gtk_widget_set_focusable (self->shown, FALSE);
      gtk_widget_set_has_tooltip (self->shown, FALSE);
      gtk_widget_set_halign (self->shown, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (self->box), self->shown);
    }
  gtk_widget_set_visible (self->placeholder, !any);
}

void
drive_in_card_preview_show (DriveInCardPreview *self,
                            DriveInCardWidget  *source)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_PREVIEW (self));
  g_return_if_fail (source == NULL || DRIVE_IN_IS_CARD_WIDGET (source));

  /* The source's own face: NULL when the table shows it face down, so a hidden card never
   * shows more here than on the table. */
  show (self, source != NULL, source != NULL ? drive_in_card_widget_get_shown_card (source)
                                             : NULL);
}

void
drive_in_card_preview_show_card (DriveInCardPreview *self,
                                 DriveInCard           *card)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_PREVIEW (self));
  g_return_if_fail (DRIVE_IN_IS_CARD (card));

  show (self, TRUE, card);
}

void
drive_in_card_preview_set_card_width (DriveInCardPreview *self,
                                      int                 card_width)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_PREVIEW (self));
  g_return_if_fail (card_width > 0);

  self->card_width = card_width;
  gtk_widget_set_size_request (GTK_WIDGET (self), card_width, -1);
  if (self->shown != NULL)
    drive_in_card_widget_set_card_width (DRIVE_IN_CARD_WIDGET (self->shown), card_width);
}

DriveInCard *
drive_in_card_preview_get_card (DriveInCardPreview *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_PREVIEW (self), NULL);
  return self->card;
}

gboolean
drive_in_card_preview_has_card (DriveInCardPreview *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_PREVIEW (self), FALSE);
  return self->has_card;
}

GtkWidget *
drive_in_card_preview_get_shown (DriveInCardPreview *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_PREVIEW (self), NULL);
  return self->shown;
}

static void
drive_in_card_preview_dispose (GObject *object)
{
  DriveInCardPreview *self = DRIVE_IN_CARD_PREVIEW (object);

  self->shown = NULL;
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->card);
  G_OBJECT_CLASS (drive_in_card_preview_parent_class)->dispose (object);
}

static void
drive_in_card_preview_class_init (DriveInCardPreviewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_card_preview_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cardpreview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
drive_in_card_preview_init (DriveInCardPreview *self)
{
  self->card_width = 240;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->placeholder =
    gtk_label_new (_("Point at a card, or move the focus to one, to read it here."));
  gtk_label_set_wrap (GTK_LABEL (self->placeholder), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->placeholder), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->placeholder), 20);
  gtk_widget_add_css_class (self->placeholder, "dim-label");
  gtk_widget_set_vexpand (self->placeholder, TRUE);
  gtk_box_append (GTK_BOX (self->box), self->placeholder);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Card Preview"), -1);
}

GtkWidget *
drive_in_card_preview_new (int card_width)
{
  DriveInCardPreview *self = g_object_new (DRIVE_IN_TYPE_CARD_PREVIEW, NULL);

  drive_in_card_preview_set_card_width (self, card_width);
  return GTK_WIDGET (self);
}
