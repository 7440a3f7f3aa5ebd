/* drive-in-online-lobby.h: a lobby room where open tables are listed: a host announces its
 * table there (DriveInOnlineAnnouncer) and a listener (DriveInOnlineLobby) keeps the list of
 * open tables as a GListModel of DriveInOnlineLobbyTable. Every announcement is untrusted. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-lobby-table.h"
#include "drive-in-online-transport.h"
#include "game-record.h"

G_BEGIN_DECLS

/* The lobby's name at the account's server when none is given: lobby@conference.DOMAIN. */
#define DRIVE_IN_ONLINE_LOBBY_NAME       "lobby"
/* More tables than this in one lobby are not listed (the list stays small and bounded). */
#define DRIVE_IN_ONLINE_LOBBY_MAX_TABLES 256

/* "lobby@conference.DOMAIN" for account @address ("name@DOMAIN[/resource]"), or NULL. */
char *drive_in_online_lobby_default_room (const char *address);

#define DRIVE_IN_TYPE_ONLINE_LOBBY (drive_in_online_lobby_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineLobby, drive_in_online_lobby, DRIVE_IN, ONLINE_LOBBY, GObject)

/* Lists the tables announced in @lobby (a room address) heard through @transport; a
 * GListModel of DriveInOnlineLobbyTable, sorted by room. "refused" (const char *from,
 * const char *reason) for each announcement refused. NULL with @error: no room address. */
DriveInOnlineLobby *drive_in_online_lobby_new             (DriveInOnlineTransport *transport,
                                                           const char             *lobby,
                                                           GError                **error);
/* Enters the lobby (once the link is up, and again after it dropped). */
void                drive_in_online_lobby_start           (DriveInOnlineLobby *self);
const char         *drive_in_online_lobby_get_room        (DriveInOnlineLobby *self);
guint               drive_in_online_lobby_get_n_refused   (DriveInOnlineLobby *self);
DriveInOnlineLobbyTable *drive_in_online_lobby_find       (DriveInOnlineLobby *self,
                                                           const char         *room);

#define DRIVE_IN_TYPE_ONLINE_ANNOUNCER (drive_in_online_announcer_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineAnnouncer, drive_in_online_announcer, DRIVE_IN,
                      ONLINE_ANNOUNCER, GObject)

/* Announces the table of @record in @room (its seats all free until set_free says
 * otherwise) in @lobby through @transport, under the nick of the table id, as hosted by
 * @host (the host's account). It enters the lobby once the link is up and announces again
 * whenever someone enters it (a room keeps no history we read). */
DriveInOnlineAnnouncer *drive_in_online_announcer_new      (DriveInOnlineTransport *transport,
                                                            const char             *lobby,
                                                            const char             *room,
                                                            GameRecord             *record,
                                                            const char             *host,
                                                            GError                **error);
void                    drive_in_online_announcer_start    (DriveInOnlineAnnouncer *self);
void                    drive_in_online_announcer_set_free (DriveInOnlineAnnouncer *self,
                                                            guint                   n_free);
/* The table is no longer open (it started or ended): says so and leaves the lobby, for good. */
void                    drive_in_online_announcer_withdraw (DriveInOnlineAnnouncer *self);

G_END_DECLS
