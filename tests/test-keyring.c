/* test-keyring.c: a throwaway gnome-keyring on a D-Bus session of the test's own. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <signal.h>
#include <sys/prctl.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <libsecret/secret.h>
#include <glib/gstdio.h>

#include "test-keyring.h"

/* Sanitizer builds are slow to start a daemon: up to this long. */
#define START_SECONDS 60

/* A daemon of the test's goes when the test does, even when it fails half way. */
static void
die_with_parent (gpointer data)
{
  (void) data;
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static gboolean
secrets_on_bus (GDBusConnection *bus)
{
  g_autoptr(GVariant) reply = g_dbus_connection_call_sync (
    bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
    g_variant_new ("(s)", "org.freedesktop.secrets"), G_VARIANT_TYPE ("(b)"),
    G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
  gboolean owned = FALSE;

  if (reply != NULL)
    g_variant_get (reply, "(b)", &owned);
  return owned;
}

/* A session bus of our own: the suite's shared one may hold a Secret Service that another
 * test woke up by D-Bus activation, which has no login keyring and cannot prompt for one. */
static char *
start_private_bus (const char *dbus_daemon,
                   GPid       *pid)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { dbus_daemon, "--session", "--nofork", "--print-address=1", NULL };
  GString *line = g_string_new (NULL);
  int out_fd = -1;
  char c;

  g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD
                            | G_SPAWN_STDERR_TO_DEV_NULL, die_with_parent, NULL, pid, NULL,
                            &out_fd, NULL, &error);
  g_assert_no_error (error);
  while (read (out_fd, &c, 1) == 1 && c != '\n')
    g_string_append_c (line, c);
  close (out_fd);
  g_assert_cmpuint (line->len, >, 0);
  return g_string_free (line, FALSE);
}

static void
stop_child (GPid pid)
{
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
  g_spawn_close_pid (pid);
}

gboolean
test_keyring_start (TestKeyring  *keyring,
                    const char  **skip_reason)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *daemon = g_find_program_in_path ("gnome-keyring-daemon");
  g_autofree char *dbus_daemon = g_find_program_in_path ("dbus-daemon");
  g_autofree char *bus_address = NULL;
  g_autofree char *data_dir = NULL;
  g_auto(GStrv) envp = NULL;
  const char *argv[] = { daemon, "--foreground", "--components=secrets", "--unlock", NULL };
  int in_fd = -1;

  memset (keyring, 0, sizeof *keyring);
  if (daemon == NULL || dbus_daemon == NULL)
    {
      *skip_reason = daemon == NULL ? "gnome-keyring-daemon is not installed"
                                    : "dbus-daemon is not installed";
      return FALSE;
    }
  bus_address = start_private_bus (dbus_daemon, &keyring->bus_pid);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", bus_address, TRUE);
  keyring->bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
  /* The bus goes away when the test is done with it; the process stays. */
  g_dbus_connection_set_exit_on_close (keyring->bus, FALSE);

  keyring->dir = g_dir_make_tmp ("drive-in-keyring-XXXXXX", NULL);
  data_dir = g_build_filename (keyring->dir, "data", NULL);
  g_assert_cmpint (g_mkdir (data_dir, 0700), ==, 0);
  envp = g_get_environ ();
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data_dir, TRUE);
  envp = g_environ_setenv (envp, "XDG_RUNTIME_DIR", keyring->dir, TRUE);
  g_spawn_async_with_pipes (NULL, (char **) argv, envp, G_SPAWN_DO_NOT_REAP_CHILD
                            | G_SPAWN_STDOUT_TO_DEV_NULL, die_with_parent, NULL,
                            &keyring->keyring_pid,
                            &in_fd, NULL, NULL, &error);
  g_assert_no_error (error);
  /* --unlock reads the password of the login keyring (made now) from stdin. */
  g_assert_cmpint (write (in_fd, "drive-in-test", 13), ==, 13);
  close (in_fd);
  /* Nothing on this side tells when it is there: ask the bus every 50 ms. */
  for (guint i = 0; i < START_SECONDS * 20 && !secrets_on_bus (keyring->bus); i++)
    g_usleep (50 * 1000);
  g_assert_true (secrets_on_bus (keyring->bus));
  return TRUE;
}

void
test_keyring_stop (TestKeyring *keyring)
{
  const char *rm[] = { "rm", "-rf", keyring->dir, NULL };
  gint64 end;

  secret_service_disconnect ();
  stop_child (keyring->keyring_pid);
  g_spawn_sync (NULL, (char **) rm, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL,
                NULL);
  /* D-Bus messages still queued for this thread (the daemon's signals) are dispatched, not
   * left behind at exit. */
  end = g_get_monotonic_time () + 200 * 1000;
  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (10 * 1000);
  g_dbus_connection_close_sync (keyring->bus, NULL, NULL);
  g_clear_object (&keyring->bus);
  stop_child (keyring->bus_pid);
  g_clear_pointer (&keyring->dir, g_free);
}
