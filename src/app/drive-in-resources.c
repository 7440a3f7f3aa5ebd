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

void
drive_in_ensure_css (GdkDisplay *display,
                     const char *name)
{
  g_autofree char *key = NULL;
  g_autofree char *path = NULL;
  GtkCssProvider *provider;

  g_return_if_fail (name != NULL);

  if (display == NULL)
    return;
  key = g_strconcat ("drive-in-css:", name, NULL);
  if (g_object_get_data (G_OBJECT (display), key) != NULL)
    return;
  drive_in_ensure_resources ();
  path = g_strconcat (RESOURCE_BASE "/", name, NULL);
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, path);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data_full (G_OBJECT (display), key, provider, g_object_unref);
}
