/* main.c: the drive-in executable: sets up translations and runs the application. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "drive-in-application.h"
#include "drive-in-timing.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DriveInApplication) app = NULL;

  drive_in_timing_mark ("main");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Drive-In"));

  app = drive_in_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
