/* drive-in-card-row.c: a row of cards at the table, any game (a hand): each card a
 * DriveInCardWidget keyed by its handle, new ones sliding in. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include "drive-in-card-fan.h"
#include "drive-in-card-row.h"

struct _DriveInCardRow
{
  GtkWidget  parent_instance;
  int        card_width;
  GtkWidget *scroller;
  GtkWidget *box;           /* a GtkBox, or a DriveInCardFan once fanned */
  GtkWidget *placeholder;
};

G_DEFINE_FINAL_TYPE (DriveInCardRow, drive_in_card_row, GTK_TYPE_WIDGET)

static void
unref_nullable (gpointer object)
{
  if (object != NULL)
    g_object_unref (object);
}

static DriveInCardWidget *
find_card (DriveInCardRow *self,
           int             handle)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (DRIVE_IN_IS_CARD_WIDGET (child)
        && drive_in_card_widget_get_instance (DRIVE_IN_CARD_WIDGET (child)) == handle)
      return DRIVE_IN_CARD_WIDGET (child);
  return NULL;
}

static void
append_card (DriveInCardRow *self,
             GtkWidget      *card)
{
  if (DRIVE_IN_IS_CARD_FAN (self->box))
    drive_in_card_fan_append (DRIVE_IN_CARD_FAN (self->box), card);
  else
    gtk_box_append (GTK_BOX (self->box), card);
}

static void
remove_card (DriveInCardRow *self,
             GtkWidget      *card)
{
  if (DRIVE_IN_IS_CARD_FAN (self->box))
    drive_in_card_fan_remove (DRIVE_IN_CARD_FAN (self->box), card);
  else
    gtk_box_remove (GTK_BOX (self->box), card);
}

void
drive_in_card_row_set_items (DriveInCardRow           *self,
                             const DriveInCardRowItem *items,
                             guint                     n_items,
                             gboolean                  draggable,
                             guint                     animation_ms)
{
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (unref_nullable);
  GtkWidget *child;

  g_return_if_fail (DRIVE_IN_IS_CARD_ROW (self));
  g_return_if_fail (items != NULL || n_items == 0);

  for (guint i = 0; i < n_items; i++)
    {
      DriveInCardWidget *card = find_card (self, items[i].handle);

      if (card != NULL && drive_in_card_widget_get_plain_card (card) == items[i].card)
        g_ptr_array_add (keep, g_object_ref (card));
      else
        g_ptr_array_add (keep, NULL);
    }
  /* Everything out, then back in order: kept cards keep their state (and focus). */
  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    remove_card (self, child);
  for (guint i = 0; i < n_items; i++)
    {
      GtkWidget *card = keep->pdata[i];

      if (card == NULL)
        {
          card = drive_in_card_widget_new_plain (items[i].card, items[i].handle,
                                                 self->card_width);
          drive_in_card_widget_set_animation_ms (DRIVE_IN_CARD_WIDGET (card), animation_ms);
          drive_in_card_widget_animate_in (DRIVE_IN_CARD_WIDGET (card), animation_ms);
        }
      drive_in_card_widget_set_draggable (DRIVE_IN_CARD_WIDGET (card),
                                          draggable && items[i].card != NULL);
      append_card (self, card);
    }
  gtk_widget_set_visible (self->placeholder, n_items == 0);
}

void
drive_in_card_row_set_fanned (DriveInCardRow *self,
                              gboolean        fanned)
{
  GtkWidget *content, *box, *child;

  g_return_if_fail (DRIVE_IN_IS_CARD_ROW (self));

  if (fanned == DRIVE_IN_IS_CARD_FAN (self->box))
    return;
  box = fanned ? drive_in_card_fan_new (8) : gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_hexpand (box, TRUE);
  if (!fanned)
    gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  /* The cards move over as they are. */
  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    {
      g_object_ref (child);
      remove_card (self, child);
      if (fanned)
        drive_in_card_fan_append (DRIVE_IN_CARD_FAN (box), child);
      else
        gtk_box_append (GTK_BOX (box), child);
      g_object_unref (child);
    }
  content = gtk_widget_get_parent (self->box);
  gtk_box_insert_child_after (GTK_BOX (content), box, self->box);
  gtk_box_remove (GTK_BOX (content), self->box);
  self->box = box;
  /* A fan is never wider than the row: nothing to scroll sideways. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  fanned ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
}

GtkWidget *
drive_in_card_row_get_fan (DriveInCardRow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_ROW (self), NULL);
  return DRIVE_IN_IS_CARD_FAN (self->box) ? self->box : NULL;
}

void
drive_in_card_row_set_card_width (DriveInCardRow *self,
                                  int             card_width)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_ROW (self));

  self->card_width = card_width;
  for (GtkWidget *child = gtk_widget_get_first_child (self->box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (DRIVE_IN_IS_CARD_WIDGET (child))
      drive_in_card_widget_set_card_width (DRIVE_IN_CARD_WIDGET (child), card_width);
}

void
drive_in_card_row_set_placeholder (DriveInCardRow *self,
                                   const char     *text)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_ROW (self));
  gtk_label_set_text (GTK_LABEL (self->placeholder), text);
}

guint
drive_in_card_row_get_n_cards (DriveInCardRow *self)
{
  guint n = 0;

  g_return_val_if_fail (DRIVE_IN_IS_CARD_ROW (self), 0);

  for (GtkWidget *child = gtk_widget_get_first_child (self->box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

DriveInCardWidget *
drive_in_card_row_lookup (DriveInCardRow *self,
                          int             handle)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_ROW (self), NULL);
  return find_card (self, handle);
}

gboolean
drive_in_card_row_focus_nth (DriveInCardRow *self,
                             guint           index)
{
  GtkWidget *last = NULL;
  guint i = 0;

  g_return_val_if_fail (DRIVE_IN_IS_CARD_ROW (self), FALSE);

  for (GtkWidget *child = gtk_widget_get_first_child (self->box); child != NULL;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      last = child;
      if (i == index)
        break;
    }
  return last != NULL && gtk_widget_grab_focus (last);
}

static void
drive_in_card_row_dispose (GObject *object)
{
  DriveInCardRow *self = DRIVE_IN_CARD_ROW (object);

  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  G_OBJECT_CLASS (drive_in_card_row_parent_class)->dispose (object);
}

static void
drive_in_card_row_class_init (DriveInCardRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_card_row_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cardrow");
}

static void
drive_in_card_row_init (DriveInCardRow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_halign (self->box, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (self->box, TRUE);
  self->placeholder = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->placeholder, "dim-label");
  gtk_widget_set_hexpand (self->placeholder, TRUE);
  gtk_box_append (GTK_BOX (content), self->box);
  gtk_box_append (GTK_BOX (content), self->placeholder);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), content);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
}

GtkWidget *
drive_in_card_row_new (int card_width)
{
  DriveInCardRow *self = g_object_new (DRIVE_IN_TYPE_CARD_ROW, NULL);

  self->card_width = card_width;
  return GTK_WIDGET (self);
}
