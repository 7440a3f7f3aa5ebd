/* drive-in-online-seat.h: one seat of an online table in the app: a seat client's views,
 * log lines and choices fed to a remote GameSession, so the table (a DriveInBoard through
 * its DriveInGamePlay) shows that seat exactly as offline, and the person's choices go to
 * the referee. The host's own seat goes through it too. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-game-play.h"
#include "drive-in-seat-client.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ONLINE_SEAT (drive_in_online_seat_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineSeat, drive_in_online_seat, DRIVE_IN, ONLINE_SEAT, GObject)

/* The seat @client plays (started by the caller, or later). Signals: "ready" () once the
 * first view came and the play exists; "failed" (const char *reason) when the table cannot
 * be played here. */
DriveInOnlineSeat *drive_in_online_seat_new        (DriveInSeatClient *client,
                                                    DriveInCatalog    *catalog);
DriveInSeatClient *drive_in_online_seat_get_client (DriveInOnlineSeat *self);
/* The table's game as the seat sees it, or NULL before the first view. */
DriveInGamePlay   *drive_in_online_seat_get_play   (DriveInOnlineSeat *self);
GameSession       *drive_in_online_seat_get_session (DriveInOnlineSeat *self);

G_END_DECLS
