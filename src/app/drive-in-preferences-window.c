/* drive-in-preferences-window.c: the Preferences window, bound to GSettings; its Online page
 * keeps the XMPP account's password in the keyring and tries a sign-in. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-app-services.h"
#include "drive-in-online-account.h"
#include "drive-in-online-listener.h"
#include "drive-in-online-settings.h"
#include "drive-in-preferences-window.h"
#include "drive-in-resources.h"

struct _DriveInPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  AdwComboRow          *ai_level_row;
  AdwComboRow          *computer_pace_row;
  GtkSpinButton        *animation_speed_spin;
  AdwComboRow          *paper_size_row;

  AdwEntryRow          *address_row;
  AdwPasswordEntryRow  *password_row;
  AdwEntryRow          *server_row;
  AdwEntryRow          *ca_file_row;
  AdwEntryRow          *lobby_row;
  GtkSwitch            *listen_switch;
  AdwActionRow         *sign_in_row;
  GtkSpinner           *sign_in_spinner;
  GtkButton            *sign_in_button;

  /* The sign-in being tried (or just tried: closing in the background), and the keyring's
   * answers still to come. */
  DriveInXmppTransport *transport;
  guint                 sign_in_timeout;
  GCancellable         *keyring_cancellable;
};

/* How long a sign-in may take before it counts as failed. */
#define SIGN_IN_TIMEOUT_S 30

G_DEFINE_FINAL_TYPE (DriveInPreferencesWindow, drive_in_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

/* Enum keys hold nicks; the combo rows list them in schema order. */
static const char * const ai_levels[] = { "easy", "normal", "hard", NULL };
static const char * const computer_paces[] = { "off", "quick", "normal", "slow", NULL };
static const char * const paper_sizes[] = { "a4", "letter", NULL };

static gboolean
nick_to_position (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_nick (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint position = g_value_get_uint (value);

  if (position >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[position]);
}

static void
bind_enum (GSettings          *settings,
           const char         *key,
           AdwComboRow        *row,
           const char * const *nicks)
{
  g_assert (G_IS_SETTINGS (settings));
  g_assert (ADW_IS_COMBO_ROW (row));

  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_to_position, position_to_nick, (gpointer) nicks, NULL);
}

/* The sign-in's outcome, in the row under the button; the button works again. */
static void
finish_sign_in (DriveInPreferencesWindow *self,
                const char               *status)
{
  g_clear_handle_id (&self->sign_in_timeout, g_source_remove);
  if (self->transport != NULL)
    {
      /* Only a test: the tables make their own links. Closing ends any retry. */
      g_signal_handlers_disconnect_by_data (self->transport, self);
      drive_in_xmpp_transport_disconnect (self->transport);
    }
  adw_action_row_set_subtitle (self->sign_in_row, status);
  gtk_spinner_stop (self->sign_in_spinner);
  gtk_widget_set_sensitive (GTK_WIDGET (self->sign_in_button), TRUE);
}

static void
on_password_stored_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(DriveInPreferencesWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL;

  if (drive_in_online_account_store_password_finish (DRIVE_IN_ONLINE_ACCOUNT (source), result,
                                                     &error))
    {
      /* The app listening for invitations signs in with the password kept now. */
      if (drive_in_online_listener_get_default () != NULL)
        drive_in_online_listener_reload (drive_in_online_listener_get_default ());
      return;
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  status = g_strdup_printf (_("Signed in, but the keyring did not keep the password: %s"),
                            error->message);
  adw_action_row_set_subtitle (self->sign_in_row, status);
}

static void
on_sign_in_link_changed_cb (DriveInOnlineTransport   *transport,
                            DriveInPreferencesWindow *self)
{
  DriveInOnlineLinkState state = drive_in_online_transport_get_link_state (transport);
  const GError *error = drive_in_online_transport_get_error (transport);

  if (state == DRIVE_IN_ONLINE_LINK_ONLINE)
    {
      g_autofree char *status = NULL;
      g_autoptr(DriveInOnlineAccount) account = NULL;
      g_autofree char *address = g_settings_get_string (self->settings, "online-address");

      status = g_strdup_printf (_("Signed in as %s"),
                                drive_in_online_transport_get_address (transport));
      finish_sign_in (self, status);
      /* Kept only once the server took it: a mistyped password is not remembered. */
      account = drive_in_online_account_new (g_strstrip (address));
      drive_in_online_account_store_password (account,
                                              gtk_editable_get_text (
                                                GTK_EDITABLE (self->password_row)),
                                              self->keyring_cancellable,
                                              on_password_stored_cb, g_object_ref (self));
    }
  else if (state == DRIVE_IN_ONLINE_LINK_OFFLINE && error != NULL)
    {
      g_autofree char *status = g_strdup_printf (_("Could not sign in: %s"), error->message);

      finish_sign_in (self, status);
    }
}

static gboolean
on_sign_in_timeout_cb (gpointer user_data)
{
  DriveInPreferencesWindow *self = user_data;

  self->sign_in_timeout = 0;
  finish_sign_in (self, _("Could not sign in: the server did not answer"));
  return G_SOURCE_REMOVE;
}

static void
on_sign_in_button_clicked_cb (DriveInPreferencesWindow *self)
{
  g_autoptr(GError) error = NULL;
  DriveInXmppTransport *transport;

  g_assert (DRIVE_IN_IS_PREFERENCES_WINDOW (self));

  if (self->transport != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->transport, self);
      drive_in_xmpp_transport_disconnect (self->transport);
      g_clear_object (&self->transport);
    }
  transport = drive_in_online_transport_new_from_settings (
    self->settings, gtk_editable_get_text (GTK_EDITABLE (self->password_row)), &error);
  if (transport == NULL)
    {
      g_autofree char *status = g_strdup_printf (_("Could not sign in: %s"), error->message);

      finish_sign_in (self, status);
      return;
    }
  self->transport = transport;
  g_signal_connect (transport, "link-changed", G_CALLBACK (on_sign_in_link_changed_cb), self);
  adw_action_row_set_subtitle (self->sign_in_row, _("Signing in…"));
  gtk_spinner_start (self->sign_in_spinner);
  gtk_widget_set_sensitive (GTK_WIDGET (self->sign_in_button), FALSE);
  self->sign_in_timeout = g_timeout_add_seconds (SIGN_IN_TIMEOUT_S, on_sign_in_timeout_cb, self);
  drive_in_xmpp_transport_connect (transport);
}

static void
on_password_found_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(DriveInPreferencesWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  char *password;

  password = drive_in_online_account_lookup_password_finish (DRIVE_IN_ONLINE_ACCOUNT (source),
                                                             result, &error);
  if (password == NULL)
    {
      /* No keyring here: the person types the password. */
      if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_debug ("The keyring gave no password: %s", error->message);
      return;
    }
  /* Only into an empty row: never over what the person typed meanwhile. */
  if (*gtk_editable_get_text (GTK_EDITABLE (self->password_row)) == '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->password_row), password);
  drive_in_online_account_free_password (password);
}

/* The stored password of the account, when there is one. */
static void
look_up_password (DriveInPreferencesWindow *self)
{
  g_autofree char *address = g_settings_get_string (self->settings, "online-address");
  g_autoptr(DriveInOnlineAccount) account = NULL;

  g_strstrip (address);
  if (*address == '\0')
    return;
  account = drive_in_online_account_new (address);
  drive_in_online_account_lookup_password (account, self->keyring_cancellable,
                                           on_password_found_cb, g_object_ref (self));
}

static void
drive_in_preferences_window_dispose (GObject *object)
{
  DriveInPreferencesWindow *self = DRIVE_IN_PREFERENCES_WINDOW (object);

  g_clear_handle_id (&self->sign_in_timeout, g_source_remove);
  if (self->transport != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->transport, self);
      drive_in_xmpp_transport_disconnect (self->transport);
      g_clear_object (&self->transport);
    }
  g_cancellable_cancel (self->keyring_cancellable);
  g_clear_object (&self->keyring_cancellable);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (drive_in_preferences_window_parent_class)->dispose (object);
}

static void
drive_in_preferences_window_class_init (DriveInPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_preferences_window_dispose;

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, ai_level_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow,
                                        computer_pace_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow,
                                        animation_speed_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, paper_size_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, address_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, password_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, server_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, ca_file_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, lobby_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, listen_switch);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, sign_in_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, sign_in_spinner);
  gtk_widget_class_bind_template_child (widget_class, DriveInPreferencesWindow, sign_in_button);
  gtk_widget_class_bind_template_callback (widget_class, on_sign_in_button_clicked_cb);
}

static void
drive_in_preferences_window_init (DriveInPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  bind_enum (self->settings, "ai-level", self->ai_level_row, ai_levels);
  bind_enum (self->settings, "computer-pace", self->computer_pace_row, computer_paces);
  bind_enum (self->settings, "paper-size", self->paper_size_row, paper_sizes);
  g_settings_bind (self->settings, "animation-speed",
                   gtk_spin_button_get_adjustment (self->animation_speed_spin), "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "online-address", self->address_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "online-server", self->server_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "online-ca-file", self->ca_file_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "online-lobby", self->lobby_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "online-listen", self->listen_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  /* The password row is bound to nothing: it is read from and written to the keyring only. */
  self->keyring_cancellable = g_cancellable_new ();
  look_up_password (self);
}

DriveInPreferencesWindow *
drive_in_preferences_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (DRIVE_IN_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
}
