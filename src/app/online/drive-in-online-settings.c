/* drive-in-online-settings.c: the account and server the app plays online with, as the
 * Online preferences keep them in GSettings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "drive-in-error.h"
#include "drive-in-online-room.h"
#include "drive-in-online-settings.h"

gboolean
drive_in_online_parse_server (const char  *text,
                              char       **out_host,
                              guint16     *out_port,
                              GError     **error)
{
  g_autofree char *host = NULL;
  const char *colon;
  guint64 port = DRIVE_IN_XMPP_DEFAULT_PORT;

  g_return_val_if_fail (out_host != NULL && out_port != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *out_host = NULL;
  *out_port = DRIVE_IN_XMPP_DEFAULT_PORT;
  if (text == NULL || *text == '\0')
    return TRUE;
  colon = strrchr (text, ':');
  host = colon != NULL ? g_strndup (text, colon - text) : g_strdup (text);
  g_strstrip (host);
  if (colon != NULL && !g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &port, NULL))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Server “%s”: the port is not a number from 1 to 65535"), text);
      return FALSE;
    }
  if (*host == '\0' || strpbrk (host, " /@") != NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Server “%s”: give a host name, or host:port"), text);
      return FALSE;
    }
  *out_host = g_steal_pointer (&host);
  *out_port = (guint16) port;
  return TRUE;
}

DriveInXmppTransport *
drive_in_online_transport_new_from_settings (GSettings  *settings,
                                             const char *password,
                                             GError    **error)
{
  g_autoptr(DriveInXmppTransport) transport = NULL;
  g_autofree char *address = NULL;
  g_autofree char *server = NULL;
  g_autofree char *ca_file = NULL;
  g_autofree char *host = NULL;
  guint16 port;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  address = g_settings_get_string (settings, "online-address");
  server = g_settings_get_string (settings, "online-server");
  ca_file = g_settings_get_string (settings, "online-ca-file");
  g_strstrip (address);
  g_strstrip (ca_file);
  if (*address == '\0')
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Give the account’s address (name@server)"));
      return NULL;
    }
  if (password == NULL || *password == '\0')
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Give the account’s password"));
      return NULL;
    }
  if (!drive_in_online_parse_server (server, &host, &port, error))
    return NULL;
  if (*ca_file != '\0' && !g_file_test (ca_file, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                   _("CA file “%s”: no such file"), ca_file);
      return NULL;
    }
  transport = drive_in_xmpp_transport_new (address, password, error);
  if (transport == NULL)
    return NULL;
  if (host != NULL)
    drive_in_xmpp_transport_set_server (transport, host, port);
  if (*ca_file != '\0')
    drive_in_xmpp_transport_set_ca_file (transport, ca_file);
  return g_steal_pointer (&transport);
}

char *
drive_in_online_shown_text (const char *text)
{
  g_autofree char *valid = NULL;
  GString *out = g_string_new (NULL);
  guint n = 0;

  g_return_val_if_fail (text != NULL, NULL);

  valid = g_utf8_make_valid (text, -1);
  for (const char *p = valid; *p != '\0' && n < DRIVE_IN_ONLINE_SHOWN_MAX;
       p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      g_string_append_unichar (out, g_unichar_iscntrl (c) ? ' ' : c);
    }
  if (*valid != '\0' && n == DRIVE_IN_ONLINE_SHOWN_MAX)
    g_string_append (out, "…");
  return g_strstrip (g_string_free (out, FALSE));
}

gboolean
drive_in_online_check_invitation (const char  *from,
                                  const char  *room,
                                  const char  *reason,
                                  char       **out_who,
                                  char       **out_line)
{
  g_autofree char *table = NULL;
  g_autofree char *who = NULL;

  g_return_val_if_fail (from != NULL && room != NULL, FALSE);
  g_return_val_if_fail (out_who != NULL && out_line != NULL, FALSE);

  *out_who = NULL;
  *out_line = NULL;
  if (!g_utf8_validate (room, -1, NULL) || strlen (room) > DRIVE_IN_ONLINE_SHOWN_MAX
      || (table = drive_in_online_room_table (room, NULL)) == NULL)
    return FALSE;
  who = drive_in_online_shown_text (from);
  if (strchr (who, '/') != NULL)
    *strchr (who, '/') = '\0';
  if (reason != NULL && *reason != '\0')
    {
      g_autofree char *why = drive_in_online_shown_text (reason);

      /* Translators: who invites, then the message of the invitation. */
      *out_line = g_strdup_printf (_("From %s: %s"), who, why);
    }
  else
    *out_line = g_strdup_printf (_("From %s"), who);
  *out_who = g_steal_pointer (&who);
  return TRUE;
}
