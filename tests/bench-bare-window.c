/* bench-bare-window.c: the yardstick of bench-startup: a libadwaita window with a header bar. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <adwaita.h>

#include "drive-in-timing.h"

/* Marks the first frame as Drive-In's window does (DRIVE_IN_TIMING), so both are timed
 * the same way. */
static void
on_after_paint_cb (GdkFrameClock *clock,
                   gpointer       user_data)
{
  drive_in_timing_mark ("window: first frame painted");
  g_signal_handlers_disconnect_by_func (clock, on_after_paint_cb, user_data);
}

static void
on_map_cb (GtkWidget *window,
           gpointer   user_data)
{
  drive_in_timing_mark ("window: mapped");
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint_cb), NULL);
}

static void
on_activate_cb (GApplication *application,
                gpointer      user_data)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (application));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Bare");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 760);
  g_signal_connect (window, "map", G_CALLBACK (on_map_cb), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) application = NULL;

  drive_in_timing_mark ("main");
  application = adw_application_new ("io.github.drivein.BareWindow", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "activate", G_CALLBACK (on_activate_cb), NULL);
  return g_application_run (G_APPLICATION (application), argc, argv);
}
