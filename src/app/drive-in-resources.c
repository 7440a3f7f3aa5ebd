/* drive-in-resources.c: registers the app GResource (templates, CSS, icons) once. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <gtk/gtk.h>

#include "drive-in-gresources.h"
#include "drive-in-resources.h"

void
drive_in_ensure_resources (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      GdkDisplay *display;

      drive_in_register_resource ();

      /* GtkApplication adds <base>/icons to the theme at startup; widgets made without
       * an application (tests) need the app's symbolic icons as well. */
      display = gdk_display_get_default ();
      if (display != NULL)
        gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display),
                                          RESOURCE_BASE "/icons");

      g_once_init_leave (&registered, 1);
    }
}
