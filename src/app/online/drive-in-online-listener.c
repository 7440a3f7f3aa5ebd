/* drive-in-online-listener.c: the account signed in while the app runs (when the person
 * asked for it), for invitations that come with Play Online closed. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include "drive-in-online-account.h"
#include "drive-in-online-listener.h"
#include "drive-in-online-settings.h"

struct _DriveInOnlineListener
{
  GObject                 parent_instance;

  GSettings              *settings;
  DriveInOnlineTransport *link;
  char                   *account;
  char                   *signature;    /* address, server and CA file the link was made of */
  gboolean                given;        /* set_link(): the settings do not decide */
  GCancellable           *cancellable;  /* the keyring's answer */
  GPtrArray              *rooms;        /* the rooms an invitation was shown for */
};

G_DEFINE_FINAL_TYPE (DriveInOnlineListener, drive_in_online_listener, G_TYPE_OBJECT)

/* Anyone may invite: a few rooms are remembered, so that one table is announced once. */
#define ROOMS_MAX 20

enum
{
  SIGNAL_INVITATION,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static DriveInOnlineListener *default_listener;  /* weak */

static void
on_invitation_received_cb (DriveInOnlineTransport *link,
                           const char             *from,
                           const char             *room,
                           const char             *reason,
                           DriveInOnlineListener  *self)
{
  g_autofree char *who = NULL;
  g_autofree char *line = NULL;

  if (!drive_in_online_check_invitation (from, room, reason, &who, &line))
    {
      g_message ("An invitation to something that is no room address is ignored");
      return;
    }
  for (guint i = 0; i < self->rooms->len; i++)
    if (g_str_equal (self->rooms->pdata[i], room))
      return;
  if (self->rooms->len >= ROOMS_MAX)
    g_ptr_array_remove_index (self->rooms, 0);
  g_ptr_array_add (self->rooms, g_strdup (room));
  g_signal_emit (self, signals[SIGNAL_INVITATION], 0, who, room, line);
}

static void
on_link_changed_cb (DriveInOnlineTransport *link,
                    DriveInOnlineListener  *self)
{
  const GError *error = drive_in_online_transport_get_error (link);

  /* A refused login or certificate is not retried: said once, in the log. */
  if (drive_in_online_transport_get_link_state (link) == DRIVE_IN_ONLINE_LINK_OFFLINE
      && error != NULL)
    g_message ("Listening for invitations as %s: %s", self->account, error->message);
}

static void
stop (DriveInOnlineListener *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->link != NULL)
    g_signal_handlers_disconnect_by_data (self->link, self);
  /* Only a reference is dropped: a table that plays on the link keeps it up. */
  g_clear_object (&self->link);
  g_clear_pointer (&self->account, g_free);
  g_clear_pointer (&self->signature, g_free);
  self->given = FALSE;
}

static void
listen_on (DriveInOnlineListener  *self,
           DriveInOnlineTransport *link,
           const char             *account)
{
  self->link = g_object_ref (link);
  self->account = g_strdup (account);
  g_signal_connect (link, "invitation-received", G_CALLBACK (on_invitation_received_cb), self);
  g_signal_connect (link, "link-changed", G_CALLBACK (on_link_changed_cb), self);
}

static void
on_password_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(DriveInOnlineListener) self = user_data;
  g_autoptr(DriveInXmppTransport) link = NULL;
  g_autoptr(GError) error = NULL;
  const char *address = drive_in_online_account_get_address (DRIVE_IN_ONLINE_ACCOUNT (source));
  char *password;

  password = drive_in_online_account_lookup_password_finish (DRIVE_IN_ONLINE_ACCOUNT (source),
                                                             result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->settings == NULL)
    {
      if (password != NULL)
        drive_in_online_account_free_password (password);
      return;
    }
  if (password == NULL)
    {
      g_message ("No invitations for %s: %s", address,
                 error != NULL ? error->message
                               : "no password is kept for it (sign in once in Preferences)");
      return;
    }
  link = drive_in_online_transport_new_from_settings (self->settings, password, &error);
  drive_in_online_account_free_password (password);
  if (link == NULL)
    {
      g_message ("No invitations for %s: %s", address, error->message);
      return;
    }
  /* Its rooms are the tables it joins; only a referee's link makes rooms. */
  drive_in_xmpp_transport_set_creates_rooms (link, FALSE);
  listen_on (self, DRIVE_IN_ONLINE_TRANSPORT (link), address);
  drive_in_xmpp_transport_connect (link);
}

/* What the link is made of, to tell when the settings changed it. */
static char *
settings_signature (GSettings *settings)
{
  g_autofree char *address = g_strstrip (g_settings_get_string (settings, "online-address"));
  g_autofree char *server = g_strstrip (g_settings_get_string (settings, "online-server"));
  g_autofree char *ca_file = g_strstrip (g_settings_get_string (settings, "online-ca-file"));

  if (!g_settings_get_boolean (settings, "online-listen") || strchr (address, '@') == NULL)
    return NULL;
  return g_strjoin ("\n", address, server, ca_file, NULL);
}

static void
update (DriveInOnlineListener *self)
{
  g_autofree char *signature = NULL;
  g_autofree char *address = NULL;
  g_autoptr(DriveInOnlineAccount) account = NULL;

  if (self->given)
    return;
  signature = settings_signature (self->settings);
  if (g_strcmp0 (signature, self->signature) == 0)
    return;
  stop (self);
  if (signature == NULL)
    return;
  self->signature = g_steal_pointer (&signature);
  self->cancellable = g_cancellable_new ();
  address = g_strstrip (g_settings_get_string (self->settings, "online-address"));
  account = drive_in_online_account_new (address);
  drive_in_online_account_lookup_password (account, self->cancellable, on_password_cb,
                                           g_object_ref (self));
}

static void
on_settings_changed_cb (GSettings             *settings,
                        const char            *key,
                        DriveInOnlineListener *self)
{
  if (g_str_has_prefix (key, "online-"))
    update (self);
}

static void
drive_in_online_listener_dispose (GObject *object)
{
  DriveInOnlineListener *self = DRIVE_IN_ONLINE_LISTENER (object);

  stop (self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->rooms, g_ptr_array_unref);
  G_OBJECT_CLASS (drive_in_online_listener_parent_class)->dispose (object);
}

static void
drive_in_online_listener_class_init (DriveInOnlineListenerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_online_listener_dispose;

  signals[SIGNAL_INVITATION] = g_signal_new ("invitation", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING,
                                             G_TYPE_STRING);
}

static void
drive_in_online_listener_init (DriveInOnlineListener *self)
{
  self->rooms = g_ptr_array_new_with_free_func (g_free);
}

DriveInOnlineListener *
drive_in_online_listener_new (GSettings *settings)
{
  DriveInOnlineListener *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (DRIVE_IN_TYPE_ONLINE_LISTENER, NULL);
  self->settings = g_object_ref (settings);
  g_signal_connect (settings, "changed", G_CALLBACK (on_settings_changed_cb), self);
  update (self);
  return self;
}

void
drive_in_online_listener_set_link (DriveInOnlineListener  *self,
                                   DriveInOnlineTransport *link,
                                   const char             *account)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_LISTENER (self));
  g_return_if_fail (link == NULL || DRIVE_IN_IS_XMPP_TRANSPORT (link));
  g_return_if_fail (link == NULL || (account != NULL && strchr (account, '@') != NULL));

  stop (self);
  if (link == NULL)
    {
      update (self);
      return;
    }
  self->given = TRUE;
  listen_on (self, link, account);
}

void
drive_in_online_listener_reload (DriveInOnlineListener *self)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_LISTENER (self));

  /* A link up, or coming up, stays: only a sign-in that found no password, or was
   * refused, is tried again. */
  if (self->given || self->signature == NULL
      || (self->link != NULL
          && drive_in_online_transport_get_link_state (self->link)
             != DRIVE_IN_ONLINE_LINK_OFFLINE))
    return;
  stop (self);
  update (self);
}

DriveInOnlineListener *
drive_in_online_listener_get_default (void)
{
  return default_listener;
}

void
drive_in_online_listener_set_default (DriveInOnlineListener *self)
{
  g_return_if_fail (self == NULL || DRIVE_IN_IS_ONLINE_LISTENER (self));

  g_set_weak_pointer (&default_listener, self);
}

DriveInOnlineTransport *
drive_in_online_listener_get_link (DriveInOnlineListener *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LISTENER (self), NULL);
  return self->link;
}

const char *
drive_in_online_listener_get_account (DriveInOnlineListener *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LISTENER (self), NULL);
  return self->account;
}

DriveInOnlineTransport *
drive_in_online_listener_get_online_link (DriveInOnlineListener *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LISTENER (self), NULL);

  if (self->link == NULL
      || drive_in_online_transport_get_link_state (self->link) != DRIVE_IN_ONLINE_LINK_ONLINE)
    return NULL;
  return self->link;
}
