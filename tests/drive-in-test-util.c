/* drive-in-test-util.c: set-up and main-loop helpers for the GTK (app) test programs. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <adwaita.h>

#include "drive-in-test-util.h"
#include "drive-in-app-services.h"
#include "drive-in-worker-guard.h"
#include "gros-test-util.h"

static char *data_home;

static void
remove_data_home (void)
{
  if (data_home != NULL)
    gros_test_rm_rf (data_home);
  g_clear_pointer (&data_home, g_free);
}

/* Computers do not wait for the table to show each event, so that a test's games go as
 * fast as before; a test of the pace sets it. */
static void
quick_pace (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, DRIVE_IN_SCHEMA_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "computer-pace"))
    return;
  settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_settings_set_string (settings, "computer-pace", "off");
}

void
drive_in_test_init (int    *argc,
                    char ***argv)
{
  g_autoptr(GError) error = NULL;

  /* Before anything caches g_get_user_data_dir(). */
  data_home = g_dir_make_tmp ("drive-in-test-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  atexit (remove_data_home);

  gtk_test_init (argc, argv, NULL);
  adw_init ();
  quick_pace ();
}

int
drive_in_test_run (void)
{
  int status = g_test_run ();

  drive_in_worker_guard_stop ();
  return status;
}

guint
drive_in_test_time_scale (void)
{
  const char *env = g_getenv ("DRIVE_IN_TEST_TIME_SCALE");
  guint64 scale;

  if (env == NULL || !g_ascii_string_to_unsigned (env, 10, 1, 100, &scale, NULL))
    return 1;
  return scale;
}

typedef struct
{
  gboolean timed_out;
} WaitData;

static gboolean
on_timeout_cb (gpointer user_data)
{
  WaitData *wait = user_data;

  wait->timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

void
drive_in_test_wait_until (gboolean (*condition) (gpointer data),
                          gpointer  data,
                          guint     timeout_ms)
{
  WaitData wait = { FALSE };
  /* Sized for a plain build: sanitizers and valgrind make every step slower. */
  guint timeout_id = g_timeout_add (timeout_ms * drive_in_test_time_scale (), on_timeout_cb,
                                    &wait);

  while (!condition (data) && !wait.timed_out)
    g_main_context_iteration (NULL, TRUE);

  if (wait.timed_out)
    g_assert_true (condition (data)); /* one last look, then fail with this line */
  else
    g_source_remove (timeout_id);
}

static gboolean
on_iterate_timeout_cb (gpointer user_data)
{
  gboolean *done = user_data;

  *done = TRUE;
  return G_SOURCE_REMOVE;
}

void
drive_in_test_iterate (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, on_iterate_timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
on_after_paint_cb (GdkFrameClock *clock,
                   gpointer       user_data)
{
  gboolean *painted = user_data;

  *painted = TRUE;
}

static gboolean
is_painted (gpointer data)
{
  return *(gboolean *) data;
}

void
drive_in_test_show_window (GtkWindow *window)
{
  gboolean painted = FALSE;
  GdkFrameClock *clock;
  gulong handler;

  gtk_window_present (window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint_cb), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (window));
  drive_in_test_wait_until (is_painted, &painted, 5000);
  g_signal_handler_disconnect (clock, handler);
}

static void
find_widgets (GtkWidget *widget,
              GType      type,
              GPtrArray *found)
{
  if (g_type_is_a (G_OBJECT_TYPE (widget), type))
    g_ptr_array_add (found, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_widgets (child, type, found);
}

GPtrArray *
drive_in_test_find_widgets (GtkWidget *root,
                            GType      type)
{
  GPtrArray *found = g_ptr_array_new ();

  find_widgets (root, type, found);
  return found;
}
