/* drive-in-online-settings.h: the account and server the app plays online with, as the
 * Online preferences keep them in GSettings; the password comes from the keyring (or the
 * person), never from there. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-xmpp-transport.h"

G_BEGIN_DECLS

/* "host" or "host:port" into @out_host (NULL for an empty @text: DNS decides) and
 * @out_port (DRIVE_IN_XMPP_DEFAULT_PORT when none is given); FALSE with a clear @error. */
gboolean              drive_in_online_parse_server            (const char  *text,
                                                               char       **out_host,
                                                               guint16     *out_port,
                                                               GError     **error);
/* A transport (not yet connected) for the account of @settings (the app's schema) with
 * @password, its server and CA file set; NULL with a clear @error for a missing or bad
 * address, server or CA file. */
DriveInXmppTransport *drive_in_online_transport_new_from_settings (GSettings  *settings,
                                                                   const char *password,
                                                                   GError    **error);

/* Invitations come from anyone: each word of one is shown as a short line of text. */
#define DRIVE_IN_ONLINE_SHOWN_MAX 200

/* Text from the network for a label: valid UTF-8, control characters as spaces, at most
 * DRIVE_IN_ONLINE_SHOWN_MAX characters (then "…"), trimmed. */
char                 *drive_in_online_shown_text (const char *text);
/* An invitation (XEP-0249) from the network, checked before anything shows it: FALSE when
 * @room is no room address (or longer than DRIVE_IN_ONLINE_SHOWN_MAX bytes). Else
 * @out_who: who invites (the bare address, as text), @out_line: "From who: reason". */
gboolean              drive_in_online_check_invitation (const char  *from,
                                                        const char  *room,
                                                        const char  *reason,
                                                        char       **out_who,
                                                        char       **out_line);

G_END_DECLS
