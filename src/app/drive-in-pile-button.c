/* drive-in-pile-button.c: a deck, graveyard or removal pile: its count, and its cards in a
 * popover when the pile is public. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-card-widget.h"
#include "drive-in-pile-button.h"

#define PILE_CARD_WIDTH 72

struct _DriveInPileButton
{
  GtkWidget   parent_instance;

  GListModel *model;
  guint       count;     /* without a model */
  char       *label;
  gboolean    browsable;

  GtkWidget  *button;
  GtkWidget  *count_label;
  GtkWidget  *popover;
  GtkWidget  *flow;
};

G_DEFINE_FINAL_TYPE (DriveInPileButton, drive_in_pile_button, GTK_TYPE_WIDGET)

static void
update_count (DriveInPileButton *self)
{
  guint n = drive_in_pile_button_get_count (self);
  g_autofree char *count = g_strdup_printf ("%u", n);
  /* Translators: "Graveyard: 4 cards". */
  g_autofree char *tooltip = g_strdup_printf (ngettext ("%s: %u card", "%s: %u cards", n),
                                              self->label, n);

  gtk_label_set_text (GTK_LABEL (self->count_label), count);
  gtk_widget_set_tooltip_text (self->button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_set_sensitive (self->button, !self->browsable || n > 0);
}

static void
fill_popover (DriveInPileButton *self)
{
  GtkWidget *child;
  guint n = drive_in_pile_button_get_count (self);

  while ((child = gtk_widget_get_first_child (self->flow)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->flow), child);
  /* As wide as the cards need, six to a row at most. */
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), CLAMP (n, 1, 6));
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->flow), CLAMP (n, 1, 6));
  /* The top of the pile first. */
  for (guint i = n; i > 0; i--)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (self->model, i - 1);
      GtkWidget *widget = drive_in_card_widget_new_plain (card, -1, PILE_CARD_WIDTH);

      gtk_flow_box_append (GTK_FLOW_BOX (self->flow), widget);
    }
}

static void
on_items_changed_cb (DriveInPileButton *self)
{
  update_count (self);
  if (self->popover != NULL && gtk_widget_get_visible (self->popover))
    fill_popover (self);
}

static void
on_popover_closed_cb (DriveInPileButton *self)
{
  /* The keyboard goes back to the pile, not to the window's first button. */
  gtk_widget_grab_focus (self->button);
}

static void
on_clicked_cb (DriveInPileButton *self)
{
  drive_in_pile_button_popup (self);
}

static void
drive_in_pile_button_dispose (GObject *object)
{
  DriveInPileButton *self = DRIVE_IN_PILE_BUTTON (object);

  drive_in_pile_button_set_model (self, NULL);
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  g_clear_pointer (&self->button, gtk_widget_unparent);
  G_OBJECT_CLASS (drive_in_pile_button_parent_class)->dispose (object);
}

static void
drive_in_pile_button_finalize (GObject *object)
{
  g_free (DRIVE_IN_PILE_BUTTON (object)->label);
  G_OBJECT_CLASS (drive_in_pile_button_parent_class)->finalize (object);
}

static void
drive_in_pile_button_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  DriveInPileButton *self = DRIVE_IN_PILE_BUTTON (widget);

  gtk_widget_allocate (self->button, width, height, baseline, NULL);
  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

static void
drive_in_pile_button_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  gtk_widget_measure (DRIVE_IN_PILE_BUTTON (widget)->button, orientation, for_size, minimum,
                      natural, minimum_baseline, natural_baseline);
}

static void
drive_in_pile_button_class_init (DriveInPileButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_pile_button_dispose;
  object_class->finalize = drive_in_pile_button_finalize;
  widget_class->measure = drive_in_pile_button_measure;
  widget_class->size_allocate = drive_in_pile_button_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "pile");
}

static void
drive_in_pile_button_init (DriveInPileButton *self)
{
}

GtkWidget *
drive_in_pile_button_new (const char *icon_name,
                          const char *label,
                          gboolean    browsable)
{
  DriveInPileButton *self;
  GtkWidget *box;

  g_return_val_if_fail (label != NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_PILE_BUTTON, NULL);
  self->label = g_strdup (label);
  self->browsable = browsable;

  self->button = gtk_button_new ();
  gtk_widget_add_css_class (self->button, "flat");
  gtk_widget_add_css_class (self->button, "pile-button");
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name (icon_name));
  self->count_label = gtk_label_new ("0");
  gtk_widget_add_css_class (self->count_label, "numeric");
  gtk_box_append (GTK_BOX (box), self->count_label);
  gtk_button_set_child (GTK_BUTTON (self->button), box);
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));
  if (browsable)
    g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (on_clicked_cb), self);
  update_count (self);
  return GTK_WIDGET (self);
}

void
drive_in_pile_button_set_model (DriveInPileButton *self,
                                GListModel        *model)
{
  g_return_if_fail (DRIVE_IN_IS_PILE_BUTTON (self));
  g_return_if_fail (model == NULL || G_IS_LIST_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    g_signal_connect_swapped (model, "items-changed", G_CALLBACK (on_items_changed_cb), self);
  if (self->button != NULL)
    on_items_changed_cb (self);
}

guint
drive_in_pile_button_get_count (DriveInPileButton *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_PILE_BUTTON (self), 0);
  return self->model != NULL ? g_list_model_get_n_items (self->model) : self->count;
}

void
drive_in_pile_button_set_count (DriveInPileButton *self,
                                guint              count)
{
  g_return_if_fail (DRIVE_IN_IS_PILE_BUTTON (self));

  if (self->count == count)
    return;
  self->count = count;
  if (self->model == NULL)
    update_count (self);
}

void
drive_in_pile_button_popup (DriveInPileButton *self)
{
  GtkWidget *scrolled, *box, *heading;

  g_return_if_fail (DRIVE_IN_IS_PILE_BUTTON (self));

  if (!self->browsable || self->model == NULL)
    return;
  if (self->popover == NULL)
    {
      self->popover = gtk_popover_new ();
      gtk_widget_add_css_class (self->popover, "pile-popover");
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      heading = gtk_label_new (self->label);
      gtk_widget_add_css_class (heading, "heading");
      gtk_box_append (GTK_BOX (box), heading);
      self->flow = gtk_flow_box_new ();
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_NONE);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), 6);
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->flow), 1);
      gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flow), TRUE);
      scrolled = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                      GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 480);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->flow);
      gtk_box_append (GTK_BOX (box), scrolled);
      gtk_popover_set_child (GTK_POPOVER (self->popover), box);
      gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
      g_signal_connect_swapped (self->popover, "closed", G_CALLBACK (on_popover_closed_cb), self);
    }
  fill_popover (self);
  gtk_popover_popup (GTK_POPOVER (self->popover));
}
