/* test-online-listener.c: the account the app signs in for invitations (Preferences →
 * Online, "Receive invitations") takes its password from the desktop keyring, never from
 * GSettings: a throwaway gnome-keyring on a bus of the test's own (test-keyring.c) and a real
 * server (build-aux/online-test-server run); skipped without either. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <string.h>

#include "drive-in-online-account.h"
#include "drive-in-online-listener.h"
#include "drive-in-test-util.h"
#include "drive-in-xmpp-transport.h"
#include "test-keyring.h"

/* How long a step may take (stretched under sanitizers, drive_in_test_wait_until()). */
#define WAIT_MS 30000

/* Every message logged in this process, to wait for and to look for passwords in. */
static GString *log_text;

static GLogWriterOutput
capture_log (GLogLevelFlags   level,
             const GLogField *fields,
             gsize            n_fields,
             gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE"))
      {
        g_string_append_len (log_text, fields[i].value,
                             fields[i].length < 0 ? (gssize) strlen (fields[i].value)
                                                  : fields[i].length);
        g_string_append_c (log_text, '\n');
      }
  if (level & (G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO))
    return G_LOG_WRITER_HANDLED;
  return g_log_writer_default (level, fields, n_fields, user_data);
}

static gboolean
is_set (gpointer data)
{
  return *(gpointer *) data != NULL;
}

static gboolean
logged (gpointer data)
{
  return strstr (log_text->str, data) != NULL;
}

static guint
count_logged (const char *text)
{
  guint n = 0;

  for (const char *at = strstr (log_text->str, text); at != NULL; at = strstr (at + 1, text))
    n++;
  return n;
}

static gboolean
listener_online (gpointer data)
{
  return drive_in_online_listener_get_online_link (data) != NULL;
}

static gboolean
listener_off (gpointer data)
{
  return drive_in_online_listener_get_link (data) == NULL;
}

static gboolean
link_online (gpointer data)
{
  return drive_in_online_transport_get_link_state (data) == DRIVE_IN_ONLINE_LINK_ONLINE;
}

static void
on_async_done (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  (void) source;
  *(GAsyncResult **) data = g_object_ref (result);
}

static void
keyring_call (DriveInOnlineAccount *account,
              const char           *password)
{
  g_autoptr(GError) error = NULL;
  GAsyncResult *result = NULL;
  gboolean done;

  if (password != NULL)
    drive_in_online_account_store_password (account, password, NULL, on_async_done, &result);
  else
    drive_in_online_account_clear_password (account, NULL, on_async_done, &result);
  drive_in_test_wait_until (is_set, &result, WAIT_MS);
  if (password != NULL)
    done = drive_in_online_account_store_password_finish (account, result, &error);
  else
    done = drive_in_online_account_clear_password_finish (account, result, &error);
  g_assert_no_error (error);
  g_assert_true (done || password == NULL);
  g_object_unref (result);
}

/* Puts @password in the keyring for @account (NULL: takes it out). What was kept is taken
 * out first: the throwaway gnome-keyring of Debian 12 (no prompter, no desktop) left the bus
 * when a password was stored right after a lookup or over a kept one; after a clear it
 * stores every time. */
static void
keep_password (DriveInOnlineAccount *account,
               const char           *password)
{
  keyring_call (account, NULL);
  if (password != NULL)
    keyring_call (account, password);
}

static void
on_invitation_cb (DriveInOnlineListener *listener,
                  const char            *who,
                  const char            *room,
                  const char            *line,
                  char                 **out_room)
{
  (void) listener;
  g_assert_true (g_utf8_validate (who, -1, NULL) && g_utf8_validate (line, -1, NULL));
  g_free (*out_room);
  *out_room = g_strdup (room);
}

/* A link of the test server's account @user (build-aux/online-test-server's accounts). */
static DriveInXmppTransport *
test_server_link (const char *user,
                  guint64     port)
{
  g_autofree char *address = g_strdup_printf ("%s@%s", user, g_getenv ("DRIVE_IN_XMPP_DOMAIN"));
  g_autofree char *password = g_strdup_printf ("%s-secret", user);
  g_autoptr(GError) error = NULL;
  DriveInXmppTransport *link = drive_in_xmpp_transport_new (address, password, &error);

  g_assert_no_error (error);
  drive_in_xmpp_transport_set_server (link, "127.0.0.1", (guint16) port);
  drive_in_xmpp_transport_set_ca_file (link, g_getenv ("DRIVE_IN_XMPP_CA"));
  drive_in_xmpp_transport_connect (link);
  return link;
}

/* No value in the app's settings holds @secret. */
static void
assert_not_in_settings (GSettings  *settings,
                        const char *secret)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GVariant) value = g_settings_get_value (settings, keys[i]);
      g_autofree char *text = g_variant_print (value, FALSE);

      g_assert_null (strstr (text, secret));
    }
}

/* bob turns on "Receive invitations": with no password kept, the listener says so and
 * stays off; with bob's password in the keyring it signs in and an invitation from alice
 * reaches it; turned off, it lets the link go; a wrong password in the keyring is refused by
 * the server, said once, not tried again. The password is never in GSettings or the log. */
static void
test_keyring_sign_in (void)
{
  TestKeyring keyring;
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(DriveInOnlineListener) listener = NULL;
  g_autoptr(DriveInOnlineAccount) account = NULL;
  g_autoptr(DriveInXmppTransport) alice = NULL;
  g_autofree char *bob = NULL;
  g_autofree char *server = NULL;
  g_autofree char *room = NULL;
  g_autofree char *invited_room = NULL;
  g_autofree char *no_password = NULL;
  g_autofree char *refused = NULL;
  const char *skip_reason = NULL;
  guint64 port = 0;
  gulong handler;

  if (g_getenv ("DRIVE_IN_XMPP_PORT") == NULL)
    {
      g_test_skip ("no test server: run under build-aux/online-test-server run");
      return;
    }
  /* Before anything in this process uses the session bus. */
  if (!test_keyring_start (&keyring, &skip_reason))
    {
      g_test_skip (skip_reason);
      return;
    }
  g_assert_true (g_ascii_string_to_unsigned (g_getenv ("DRIVE_IN_XMPP_PORT"), 10, 1, 65535,
                                             &port, NULL));
  bob = g_strdup_printf ("bob@%s", g_getenv ("DRIVE_IN_XMPP_DOMAIN"));
  server = g_strdup_printf ("127.0.0.1:%u", (guint) port);
  room = g_strdup_printf ("drive-in-listen-%08x@%s", g_random_int (),
                          g_getenv ("DRIVE_IN_XMPP_ROOMS"));
  account = drive_in_online_account_new (bob);

  /* The app's settings as the Online preferences leave them. */
  settings = g_settings_new (APP_ID);
  g_settings_set_string (settings, "online-address", bob);
  g_settings_set_string (settings, "online-server", server);
  g_settings_set_string (settings, "online-ca-file", g_getenv ("DRIVE_IN_XMPP_CA"));
  listener = drive_in_online_listener_new (settings);
  handler = g_signal_connect (listener, "invitation", G_CALLBACK (on_invitation_cb),
                              &invited_room);
  /* Off by default: nothing signs in without the person's say. */
  drive_in_test_iterate (300);
  g_assert_null (drive_in_online_listener_get_link (listener));

  /* bob's password kept (as a sign-in in Preferences keeps it), then turned on: the listener
   * signs in. */
  keep_password (account, "bob-secret");
  g_settings_set_boolean (settings, "online-listen", TRUE);
  drive_in_test_wait_until (listener_online, listener, WAIT_MS);
  g_assert_cmpstr (drive_in_online_listener_get_account (listener), ==, bob);
  assert_not_in_settings (settings, "bob-secret");

  /* An invitation reaches it. */
  alice = test_server_link ("alice", port);
  drive_in_test_wait_until (link_online, alice, WAIT_MS);
  drive_in_xmpp_transport_invite (alice, bob, room, "A table of Groo");
  drive_in_test_wait_until (is_set, &invited_room, WAIT_MS);
  g_assert_cmpstr (invited_room, ==, room);

  /* Off again: the link goes. */
  g_settings_set_boolean (settings, "online-listen", FALSE);
  drive_in_test_wait_until (listener_off, listener, WAIT_MS);

  /* A wrong password kept: refused by the server, said once, not tried again. */
  keep_password (account, "not-bobs-password");
  refused = g_strdup_printf ("Listening for invitations as %s:", bob);
  g_settings_set_boolean (settings, "online-listen", TRUE);
  drive_in_test_wait_until (logged, refused, WAIT_MS);
  drive_in_test_iterate (1500);
  g_assert_cmpuint (count_logged (refused), ==, 1);
  g_assert_null (drive_in_online_listener_get_online_link (listener));
  g_assert_null (strstr (log_text->str, "bob-secret"));
  g_assert_null (strstr (log_text->str, "not-bobs-password"));
  assert_not_in_settings (settings, "not-bobs-password");

  /* Nothing in the keyring: said, and no link; once a sign-in in Preferences keeps the
   * password, Preferences' reload signs in. */
  keep_password (account, NULL);
  no_password = g_strdup_printf ("No invitations for %s: no password is kept", bob);
  g_settings_set_boolean (settings, "online-listen", FALSE);
  g_settings_set_boolean (settings, "online-listen", TRUE);
  drive_in_test_wait_until (logged, no_password, WAIT_MS);
  g_assert_null (drive_in_online_listener_get_link (listener));
  keep_password (account, "bob-secret");
  drive_in_online_listener_reload (listener);
  drive_in_test_wait_until (listener_online, listener, WAIT_MS);

  keep_password (account, NULL);
  g_signal_handler_disconnect (listener, handler);
  g_settings_set_boolean (settings, "online-listen", FALSE);
  g_clear_object (&listener);
  drive_in_xmpp_transport_disconnect (alice);
  g_clear_object (&alice);
  g_clear_object (&account);
  drive_in_test_iterate (200);
  test_keyring_stop (&keyring);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  log_text = g_string_new (NULL);
  g_log_set_writer_func (capture_log, NULL, NULL);

  g_test_add_func ("/drive-in/online/listener/keyring-sign-in", test_keyring_sign_in);

  status = g_test_run ();
  g_string_free (log_text, TRUE);
  return status;
}
