/* drive-in-online-lobby-table.h: one open table as announced in a lobby room
 * (drive-in-online-lobby.h), checked; the item of the lobby's list. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-message.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ONLINE_LOBBY_TABLE (drive_in_online_lobby_table_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineLobbyTable, drive_in_online_lobby_table, DRIVE_IN,
                      ONLINE_LOBBY_TABLE, GObject)

/* An open table as announced by @occupant (the announcer's address in the lobby), checked:
 * a LOBBY message that is open, a known game and variant, 2 to GAME_MAX_SEATS seats, no more
 * free than that, a room address whose name is the table id, a host on one line. NULL with
 * the reason in @error otherwise. Where the lobby names occupants by nick, the nick must be
 * the table id; where it shows @occupant's real address (@real_address), the host must be
 * its account. */
DriveInOnlineLobbyTable *
drive_in_online_lobby_table_new_from_message (DriveInOnlineMessage *message,
                                              const char           *lobby,
                                              const char           *occupant,
                                              const char           *real_address,
                                              GError              **error);
const char *drive_in_online_lobby_table_get_room     (DriveInOnlineLobbyTable *self);
const char *drive_in_online_lobby_table_get_table    (DriveInOnlineLobbyTable *self);
const char *drive_in_online_lobby_table_get_game     (DriveInOnlineLobbyTable *self);
/* NULL: the game's default. */
const char *drive_in_online_lobby_table_get_variant  (DriveInOnlineLobbyTable *self);
const char *drive_in_online_lobby_table_get_host     (DriveInOnlineLobbyTable *self);
const char *drive_in_online_lobby_table_get_occupant (DriveInOnlineLobbyTable *self);
guint       drive_in_online_lobby_table_get_n_seats  (DriveInOnlineLobbyTable *self);
guint       drive_in_online_lobby_table_get_n_free   (DriveInOnlineLobbyTable *self);
/* The announcement's sequence number (a later one replaces it). */
guint64     drive_in_online_lobby_table_get_seq      (DriveInOnlineLobbyTable *self);

G_END_DECLS
