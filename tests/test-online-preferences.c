/* test-online-preferences.c: the Online preferences: the account and server settings, the
 * password kept out of GSettings (in the keyring), a sign-in's result shown; the server
 * field's parsing. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-app-services.h"
#include "drive-in-application.h"
#include "drive-in-error.h"
#include "drive-in-online-settings.h"
#include "drive-in-preferences-window.h"
#include "drive-in-test-util.h"

static DriveInApplication *app;

#define PASSWORD "not-in-gsettings-7Qz"

static GtkWidget *
prefs_child (DriveInPreferencesWindow *prefs,
             const char               *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (prefs),
                                                    DRIVE_IN_TYPE_PREFERENCES_WINDOW, name));
}

static const char *
sign_in_status (DriveInPreferencesWindow *prefs)
{
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (prefs_child (prefs, "sign_in_row")));
}

static gboolean
sign_in_finished (gpointer data)
{
  DriveInPreferencesWindow *prefs = data;

  return gtk_widget_get_sensitive (prefs_child (prefs, "sign_in_button"))
         && g_str_has_prefix (sign_in_status (prefs), "Could not sign in");
}

/* Signs in with the button and waits for the result. */
static void
sign_in (DriveInPreferencesWindow *prefs)
{
  g_signal_emit_by_name (prefs_child (prefs, "sign_in_button"), "clicked");
  drive_in_test_wait_until (sign_in_finished, prefs, 20000);
}

/* No key of the app's schema holds @text. */
static void
assert_not_in_settings (GSettings  *settings,
                        const char *text)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  g_assert_cmpuint (g_strv_length (keys), >, 10);
  for (guint i = 0; keys[i] != NULL; i++)
    {
      g_autoptr(GVariant) value = g_settings_get_value (settings, keys[i]);
      g_autofree char *printed = g_variant_print (value, FALSE);

      g_assert_null (strstr (printed, text));
    }
}

/* A loopback port where nobody listens (it was free a moment ago). */
static guint16
closed_port (void)
{
  g_autoptr(GSocket) socket = NULL;
  g_autoptr(GInetAddress) loopback = g_inet_address_new_loopback (G_SOCKET_FAMILY_IPV4);
  g_autoptr(GSocketAddress) any = g_inet_socket_address_new (loopback, 0);
  g_autoptr(GSocketAddress) bound = NULL;
  g_autoptr(GError) error = NULL;

  socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                         &error);
  g_assert_no_error (error);
  g_assert_true (g_socket_bind (socket, any, FALSE, &error));
  bound = g_socket_get_local_address (socket, &error);
  g_assert_no_error (error);
  return g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
}

static void
test_server_parse (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *host = NULL;
  guint16 port = 0;

  g_assert_true (drive_in_online_parse_server ("", &host, &port, &error));
  g_assert_null (host);
  g_assert_cmpuint (port, ==, DRIVE_IN_XMPP_DEFAULT_PORT);
  g_assert_true (drive_in_online_parse_server ("chat.example.org", &host, &port, &error));
  g_assert_cmpstr (host, ==, "chat.example.org");
  g_assert_cmpuint (port, ==, DRIVE_IN_XMPP_DEFAULT_PORT);
  g_clear_pointer (&host, g_free);
  g_assert_true (drive_in_online_parse_server ("127.0.0.1:15222", &host, &port, &error));
  g_assert_cmpstr (host, ==, "127.0.0.1");
  g_assert_cmpuint (port, ==, 15222);
  g_clear_pointer (&host, g_free);
  g_assert_false (drive_in_online_parse_server ("host:70000", &host, &port, &error));
  g_assert_nonnull (strstr (error->message, "port"));
  g_clear_error (&error);
  g_assert_false (drive_in_online_parse_server (":5222", &host, &port, &error));
  g_assert_nonnull (error);
  g_assert_null (host);
}

static void
test_preferences_online (void)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  DriveInPreferencesWindow *prefs = drive_in_preferences_window_new (NULL);
  GtkEditable *address = GTK_EDITABLE (prefs_child (prefs, "address_row"));
  GtkEditable *password = GTK_EDITABLE (prefs_child (prefs, "password_row"));
  GtkEditable *server = GTK_EDITABLE (prefs_child (prefs, "server_row"));
  GtkEditable *ca_file = GTK_EDITABLE (prefs_child (prefs, "ca_file_row"));
  GtkEditable *lobby = GTK_EDITABLE (prefs_child (prefs, "lobby_row"));
  g_autofree char *text = NULL;
  g_autofree char *port = NULL;

  drive_in_test_show_window (GTK_WINDOW (prefs));
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (prefs), "online");
  g_assert_true (ADW_IS_PASSWORD_ENTRY_ROW (password));

  /* Settings to widgets and back. */
  g_settings_set_string (settings, "online-address", "alice@example.org");
  g_assert_cmpstr (gtk_editable_get_text (address), ==, "alice@example.org");
  gtk_editable_set_text (server, "xmpp.example.org:5223");
  text = g_settings_get_string (settings, "online-server");
  g_assert_cmpstr (text, ==, "xmpp.example.org:5223");
  g_clear_pointer (&text, g_free);
  gtk_editable_set_text (ca_file, "/nonexistent/ca.pem");
  text = g_settings_get_string (settings, "online-ca-file");
  g_assert_cmpstr (text, ==, "/nonexistent/ca.pem");
  g_clear_pointer (&text, g_free);
  gtk_editable_set_text (lobby, "tables@conference.example.org");
  text = g_settings_get_string (settings, "online-lobby");
  g_assert_cmpstr (text, ==, "tables@conference.example.org");
  g_clear_pointer (&text, g_free);
  g_settings_reset (settings, "online-lobby");
  /* Invitations with Play Online closed: off until the person turns the switch on. */
  g_assert_false (g_settings_get_boolean (settings, "online-listen"));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (prefs_child (prefs, "listen_switch"))));
  gtk_switch_set_active (GTK_SWITCH (prefs_child (prefs, "listen_switch")), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "online-listen"));
  g_settings_reset (settings, "online-listen");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (prefs_child (prefs, "listen_switch"))));

  /* Each mistake said plainly, before anything goes on the network. */
  gtk_editable_set_text (address, "");
  sign_in (prefs);
  g_assert_nonnull (strstr (sign_in_status (prefs), "address"));
  gtk_editable_set_text (address, "alice@example.org");
  sign_in (prefs);
  g_assert_nonnull (strstr (sign_in_status (prefs), "password"));
  gtk_editable_set_text (password, PASSWORD);
  gtk_editable_set_text (server, "xmpp.example.org:99999");
  sign_in (prefs);
  g_assert_nonnull (strstr (sign_in_status (prefs), "port"));
  gtk_editable_set_text (server, "127.0.0.1");
  sign_in (prefs);
  g_assert_nonnull (strstr (sign_in_status (prefs), "/nonexistent/ca.pem"));
  gtk_editable_set_text (ca_file, "");
  gtk_editable_set_text (address, "not an address");
  sign_in (prefs);
  g_assert_nonnull (strstr (sign_in_status (prefs), "not an XMPP address"));

  /* A server that is not there: the network's answer, and the button works again. */
  gtk_editable_set_text (address, "alice@example.org");
  port = g_strdup_printf ("127.0.0.1:%u", closed_port ());
  gtk_editable_set_text (server, port);
  sign_in (prefs);
  g_assert_true (gtk_widget_get_sensitive (prefs_child (prefs, "sign_in_button")));
  g_assert_false (gtk_spinner_get_spinning (GTK_SPINNER (prefs_child (prefs,
                                                                      "sign_in_spinner"))));

  /* The password never went into GSettings, and the row still holds it. */
  assert_not_in_settings (settings, PASSWORD);
  g_assert_cmpstr (gtk_editable_get_text (password), ==, PASSWORD);

  gtk_window_destroy (GTK_WINDOW (prefs));
  g_settings_reset (settings, "online-address");
  g_settings_reset (settings, "online-server");
  g_settings_reset (settings, "online-ca-file");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/drive-in/online/app/server-parse", test_server_parse);
  g_test_add_func ("/drive-in/online/app/preferences", test_preferences_online);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
