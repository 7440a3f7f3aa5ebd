/* drive-in-test-util.h: set-up and main-loop helpers for the GTK (app) test programs. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Like gros_test_init() (a private XDG_DATA_HOME, removed at exit), then gtk_test_init()
 * and adw_init(). */
void      drive_in_test_init         (int    *argc,
                                      char ***argv);
/* g_test_run(), then waits for the worker threads still drawing text (card faces, SVG art)
 * and starts no more: exit() frees HarfBuzz's data under any of them. */
int       drive_in_test_run          (void);
/* How many times slower than a plain build this run may be: DRIVE_IN_TEST_TIME_SCALE (set by
 * the asan, asangui and valgrind test setups), 1 when unset. */
guint     drive_in_test_time_scale   (void);
/* Iterates the default main context until @condition returns TRUE; fails the test when it
 * is still FALSE after @timeout_ms (times drive_in_test_time_scale()). */
void      drive_in_test_wait_until   (gboolean (*condition) (gpointer data),
                                      gpointer  data,
                                      guint     timeout_ms);
/* Presents @window and iterates until it is mapped and has drawn a frame. */
void      drive_in_test_show_window  (GtkWindow *window);
/* Iterates the main context for @ms milliseconds (to let idles and timeouts run). */
void      drive_in_test_iterate      (guint ms);
/* Every descendant of @root (itself included) of @type, in tree order. */
GPtrArray *drive_in_test_find_widgets (GtkWidget *root,
                                       GType      type);

G_END_DECLS
