/* drive-in-online-join.h: a player's side of setting an online table up: in the table's
 * room it reads the host's seating, takes its own seat or a free one, and makes the seat
 * client. The app and drive-in-cli speak the same seating: "drive-in seating\nreferee
 * FULL-JID\nseat N computer|free|ACCOUNT\n...[started\n]", posted by the nick "referee";
 * "started" once every seat is taken and the game has begun. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-room.h"
#include "drive-in-seat-client.h"

G_BEGIN_DECLS

/* The referee's nick in the table's room. */
#define DRIVE_IN_ONLINE_REFEREE_NICK "referee"
/* How often the host posts the seating again (a joiner may have missed it). */
#define DRIVE_IN_ONLINE_SEATING_PERIOD_MS 2000

#define DRIVE_IN_TYPE_ONLINE_JOIN (drive_in_online_join_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineJoin, drive_in_online_join, DRIVE_IN, ONLINE_JOIN, GObject)

/* Joins the table in @room through @transport. Signals: "seated" () once a seat was taken
 * (drive_in_online_join_get_client()), again with a new client when the seat's referee moved
 * (a host started again from its saved table); "failed" (const char *reason); "seating-changed" ()
 * when the host's seating said something new. */
DriveInOnlineJoin *drive_in_online_join_new         (DriveInOnlineTransport *transport,
                                                     DriveInCatalog         *catalog,
                                                     const char             *room,
                                                     GError                **error);
/* Before start: watch the table instead of taking a seat ("seated" then means the spectator's
 * client is made: it is sent the public view, and never a choice). */
void               drive_in_online_join_set_watch   (DriveInOnlineJoin *self,
                                                     gboolean           watch);
void               drive_in_online_join_start       (DriveInOnlineJoin *self);
DriveInSeatClient *drive_in_online_join_get_client  (DriveInOnlineJoin *self);
/* The full address of the referee the client asks, or NULL before "seated". */
const char        *drive_in_online_join_get_referee (DriveInOnlineJoin *self);
/* Who holds @seat by the host's last seating: an account, "computer", "free", or NULL (no
 * seating yet, or no such seat). Public: the room reads the same. */
const char        *drive_in_online_join_get_holder  (DriveInOnlineJoin *self,
                                                     guint              seat);
/* Whether the host's last seating says the game has begun (every seat taken); until then
 * the table waits for its players ("seating-changed" says when it changes). */
gboolean           drive_in_online_join_get_table_begun (DriveInOnlineJoin *self);

G_END_DECLS
