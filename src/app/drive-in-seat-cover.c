/* drive-in-seat-cover.c: the screen between two people at one table, any game: says whose
 * turn it is, hides every card, and waits for that person to continue. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-seat-cover.h"

struct _DriveInSeatCover
{
  GtkWidget  parent_instance;
  GtkWidget *status;
  GtkWidget *button;
};

G_DEFINE_FINAL_TYPE (DriveInSeatCover, drive_in_seat_cover, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_CONTINUE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_button_clicked_cb (GtkButton        *button,
                      DriveInSeatCover *self)
{
  g_signal_emit (self, signals[SIGNAL_CONTINUE], 0);
}

static void
drive_in_seat_cover_dispose (GObject *object)
{
  DriveInSeatCover *self = DRIVE_IN_SEAT_COVER (object);

  g_clear_pointer (&self->status, gtk_widget_unparent);
  G_OBJECT_CLASS (drive_in_seat_cover_parent_class)->dispose (object);
}

static void
drive_in_seat_cover_class_init (DriveInSeatCoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_seat_cover_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "seatcover");
  signals[SIGNAL_CONTINUE] = g_signal_new ("continue", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);
}

static void
drive_in_seat_cover_init (DriveInSeatCover *self)
{
  self->status = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->status), "system-users-symbolic");
  gtk_widget_set_hexpand (self->status, TRUE);
  gtk_widget_set_vexpand (self->status, TRUE);
  gtk_widget_set_parent (self->status, GTK_WIDGET (self));

  self->button = gtk_button_new_with_mnemonic (_("_Continue"));
  gtk_widget_set_halign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->button, "pill");
  gtk_widget_add_css_class (self->button, "suggested-action");
  g_signal_connect (self->button, "clicked", G_CALLBACK (on_button_clicked_cb), self);
  adw_status_page_set_child (ADW_STATUS_PAGE (self->status), self->button);
}

GtkWidget *
drive_in_seat_cover_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_SEAT_COVER, NULL);
}

void
drive_in_seat_cover_set_text (DriveInSeatCover *self,
                              const char       *heading,
                              const char       *body)
{
  g_return_if_fail (DRIVE_IN_IS_SEAT_COVER (self));

  adw_status_page_set_title (ADW_STATUS_PAGE (self->status), heading != NULL ? heading : "");
  adw_status_page_set_description (ADW_STATUS_PAGE (self->status), body);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  heading != NULL ? heading : "", -1);
}

const char *
drive_in_seat_cover_get_heading (DriveInSeatCover *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_COVER (self), NULL);
  return adw_status_page_get_title (ADW_STATUS_PAGE (self->status));
}

void
drive_in_seat_cover_grab_focus (DriveInSeatCover *self)
{
  g_return_if_fail (DRIVE_IN_IS_SEAT_COVER (self));
  gtk_widget_grab_focus (self->button);
}
