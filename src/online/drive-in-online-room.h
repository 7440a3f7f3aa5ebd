/* drive-in-online-room.h: a table's room address and its table id (the room's name), shared
 * by the messages, the seating and the lobby (defined in drive-in-online-message.c). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The table id of room address @room ("name@service": the name, plain ASCII without spaces
 * or '/'), or NULL with a clear @error. */
char *drive_in_online_room_table (const char  *room,
                                  GError     **error);

/* Why a table cannot go on when the server refused @room (the transport's "room-refused"
 * with its @condition): a sentence naming the room, for the app and drive-in-cli alike. */
char *drive_in_online_room_refused_reason (const char *room,
                                           const char *condition);

G_END_DECLS
