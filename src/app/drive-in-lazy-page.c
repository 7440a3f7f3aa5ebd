/* drive-in-lazy-page.c: a page that builds its content when first shown, once it may. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <gtk/gtk.h>
#include <glib/gi18n.h>

#include "drive-in-lazy-page.h"
#include "drive-in-timing.h"

struct _DriveInLazyPage
{
  GtkWidget                 parent_instance;

  GtkWidget                *stack;
  GtkWidget                *placeholder;
  GtkWidget                *child;

  DriveInLazyPageBuildFunc  build;
  gpointer                  user_data;
  GDestroyNotify            destroy;
  gboolean                  ready;
};

G_DEFINE_FINAL_TYPE (DriveInLazyPage, drive_in_lazy_page, GTK_TYPE_WIDGET)

static void
build_if_due (DriveInLazyPage *self)
{
  g_assert (DRIVE_IN_IS_LAZY_PAGE (self));

  if (self->child != NULL || !self->ready || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  self->child = self->build (self->user_data);
  g_assert (GTK_IS_WIDGET (self->child));
  gtk_stack_add_named (GTK_STACK (self->stack), self->child, "content");
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->child);
  /* Its work is done: the spinner would only keep ticking, hidden. */
  gtk_stack_remove (GTK_STACK (self->stack), self->placeholder);
  self->placeholder = NULL;
  drive_in_timing_mark ("page %s: built when first shown", G_OBJECT_TYPE_NAME (self->child));
}

static void
drive_in_lazy_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (drive_in_lazy_page_parent_class)->map (widget);

  build_if_due (DRIVE_IN_LAZY_PAGE (widget));
}

static void
drive_in_lazy_page_dispose (GObject *object)
{
  DriveInLazyPage *self = DRIVE_IN_LAZY_PAGE (object);

  g_clear_pointer (&self->stack, gtk_widget_unparent);
  self->placeholder = NULL;
  self->child = NULL;
  if (self->destroy != NULL)
    g_clear_pointer (&self->user_data, self->destroy);

  G_OBJECT_CLASS (drive_in_lazy_page_parent_class)->dispose (object);
}

static void
drive_in_lazy_page_class_init (DriveInLazyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_lazy_page_dispose;
  widget_class->map = drive_in_lazy_page_map;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "lazypage");
}

static void
drive_in_lazy_page_init (DriveInLazyPage *self)
{
  /* A spinner alone: the page is measured with the window before it is ever shown. */
  self->placeholder = gtk_spinner_new ();
  gtk_spinner_set_spinning (GTK_SPINNER (self->placeholder), TRUE);
  gtk_widget_set_size_request (self->placeholder, 32, 32);
  gtk_widget_set_halign (self->placeholder, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (self->placeholder, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->placeholder),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Loading Cards…"), -1);

  self->stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), self->placeholder, "placeholder");
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));
}

/**
 * drive_in_lazy_page_new:
 * @build: makes the content
 * @destroy: (nullable): frees @user_data with the page
 *
 * Returns: (transfer floating): a new page showing a placeholder
 */
GtkWidget *
drive_in_lazy_page_new (DriveInLazyPageBuildFunc build,
                        gpointer                 user_data,
                        GDestroyNotify           destroy)
{
  DriveInLazyPage *self;

  g_return_val_if_fail (build != NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_LAZY_PAGE, NULL);
  self->build = build;
  self->user_data = user_data;
  self->destroy = destroy;
  return GTK_WIDGET (self);
}

void
drive_in_lazy_page_set_ready (DriveInLazyPage *self,
                              gboolean         ready)
{
  g_return_if_fail (DRIVE_IN_IS_LAZY_PAGE (self));

  self->ready = ready;
  build_if_due (self);
}

/**
 * drive_in_lazy_page_get_child:
 *
 * Returns: (transfer none) (nullable): the content, once built
 */
GtkWidget *
drive_in_lazy_page_get_child (DriveInLazyPage *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_LAZY_PAGE (self), NULL);

  return self->child;
}
