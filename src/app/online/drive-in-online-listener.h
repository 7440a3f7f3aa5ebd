/* drive-in-online-listener.h: the account signed in while the app runs, when the person
 * asked for it (Preferences → Online), so that invitations reach them with Play Online
 * closed; Play Online plays on the same link rather than signing in again. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-online-transport.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ONLINE_LISTENER (drive_in_online_listener_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineListener, drive_in_online_listener,
                      DRIVE_IN, ONLINE_LISTENER, GObject)

/* Follows @settings (the app's schema): while "online-listen" is on and "online-address"
 * set, the account signs in with its password from the keyring (asynchronously) and stays
 * signed in (a link that drops reconnects by itself, with backoff). Signals:
 *   "invitation" (const char *who, const char *room, const char *line): an invitation
 *       (XEP-0249) checked as Play Online checks one (drive_in_online_check_invitation):
 *       @who and @line are text to show, @room a room address; each room once. */
DriveInOnlineListener  *drive_in_online_listener_new         (GSettings             *settings);
/* The app's listener (set by the application at startup; NULL before, or in a program with
 * none): Play Online and the Online preferences ask it, not the application. The default
 * is not owned: it unsets itself when finalized. */
DriveInOnlineListener  *drive_in_online_listener_get_default (void);
void                    drive_in_online_listener_set_default (DriveInOnlineListener *self);
/* Listens on @link, an XMPP link of @account, instead of the settings' account (tests, or
 * a link signed in elsewhere); NULL goes back to the settings. */
void                    drive_in_online_listener_set_link    (DriveInOnlineListener  *self,
                                                              DriveInOnlineTransport *link,
                                                              const char             *account);
/* Signs in again from the settings and the keyring (a password just kept there) when the
 * last sign-in found no password or was refused; nothing when not listening, or online. */
void                    drive_in_online_listener_reload      (DriveInOnlineListener *self);
/* The link, whatever its state, or NULL when not listening. */
DriveInOnlineTransport *drive_in_online_listener_get_link    (DriveInOnlineListener *self);
/* Its account (the bare address), or NULL. */
const char             *drive_in_online_listener_get_account (DriveInOnlineListener *self);
/* A link that is up now, or NULL. */
DriveInOnlineTransport *drive_in_online_listener_get_online_link (DriveInOnlineListener *self);

G_END_DECLS
