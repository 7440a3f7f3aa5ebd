/* drive-in-test-util.c: set-up and main-loop helpers for the GTK (app) test programs. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <adwaita.h>
#include <glib-unix.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

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

/* Each test program on its own Xvfb display, so that widget tests run side by side: on one
 * display, another test's windows coming and going under the pointer made GTK 4.8 crash in
 * gdk_surface_request_motion() (3 SIGSEGV in 4 runs), and they ran one at a time. */
static void
xvfb_child_setup (gpointer user_data)
{
  /* The server goes when the test's process does, however it ends (exit, an abort, meson's
   * timeout), after everything at exit that may still talk to it. */
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* Starts Xvfb on the first free display (-displayfd writes its number once it accepts
 * clients) and points GDK at it. DRIVE_IN_TEST_XVFB=no keeps the display of the environment
 * (to watch a test); the test's subprocesses (g_test_trap_subprocess) inherit the server. */
static void
start_own_display (void)
{
  g_autofree char *xvfb = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fd_arg = NULL;
  GString *number = g_string_new (NULL);
  GPid xvfb_pid = 0;
  int fds[2];
  int source_fds[1], target_fds[1] = { 3 };
  char c;

  if (g_getenv ("DRIVE_IN_TEST_XVFB") != NULL)
    goto out;
  xvfb = g_find_program_in_path ("Xvfb");
  if (xvfb == NULL || !g_unix_open_pipe (fds, FD_CLOEXEC, NULL))
    goto out;
  source_fds[0] = fds[1];
  fd_arg = g_strdup_printf ("%d", target_fds[0]);
  {
    const char *argv[] = { xvfb, "-displayfd", fd_arg, "-screen", "0", "1600x1000x24",
                           "-nolisten", "tcp", NULL };

    if (!g_spawn_async_with_pipes_and_fds (NULL, argv, NULL,
                                           G_SPAWN_DO_NOT_REAP_CHILD
                                           | G_SPAWN_STDOUT_TO_DEV_NULL
                                           | G_SPAWN_STDERR_TO_DEV_NULL,
                                           xvfb_child_setup, NULL, -1, -1, -1,
                                           source_fds, target_fds, 1, &xvfb_pid,
                                           NULL, NULL, NULL, &error))
      xvfb_pid = 0;
  }
  close (fds[1]);
  while (xvfb_pid != 0 && read (fds[0], &c, 1) == 1 && g_ascii_isdigit (c))
    g_string_append_c (number, c);
  close (fds[0]);
  if (number->len == 0)
    {
      g_printerr ("Xvfb did not start (%s): the test uses DISPLAY=%s\n",
                  error != NULL ? error->message : "no display number",
                  g_getenv ("DISPLAY"));
      if (xvfb_pid != 0)
        {
          kill (xvfb_pid, SIGTERM);
          waitpid (xvfb_pid, NULL, 0);
        }
      goto out;
    }
  g_string_prepend_c (number, ':');
  g_setenv ("DISPLAY", number->str, TRUE);
  g_setenv ("GDK_BACKEND", "x11", TRUE);
  g_setenv ("DRIVE_IN_TEST_XVFB", number->str, TRUE);
out:
  g_string_free (number, TRUE);
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

  start_own_display ();
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
