/* drive-in-online-game.h: an online table as the app plays it: the links, the host's
 * referee when this app hosts, the seat taken in the room and its game for the table page.
 * Host and guest reach their seat the same way (DriveInOnlineJoin, DriveInOnlineSeat). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-online-host.h"
#include "drive-in-online-seat.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ONLINE_GAME (drive_in_online_game_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineGame, drive_in_online_game, DRIVE_IN, ONLINE_GAME, GObject)

/* Hosts the game of @record in @room: the referee on @referee_link, the host's own seat
 * (seat 1, kept for @own_account) on @seat_link (two links of that account); seats 2 on are kept for the
 * @invited accounts (NULL-terminated, may be NULL) in order, then open (@computer_level < 0)
 * or played by computers of that level. Signals: "ready" () once the seat's game exists
 * (get_play), "failed" (const char *reason). */
DriveInOnlineGame *drive_in_online_game_new_host  (DriveInCatalog         *catalog,
                                                   DriveInOnlineTransport *seat_link,
                                                   DriveInOnlineTransport *referee_link,
                                                   const char             *own_account,
                                                   GameRecord             *record,
                                                   const char             *room,
                                                   const char * const     *invited,
                                                   int                     computer_level,
                                                   GError                **error);
/* Joins the table in @room on @seat_link. */
DriveInOnlineGame *drive_in_online_game_new_join  (DriveInCatalog         *catalog,
                                                   DriveInOnlineTransport *seat_link,
                                                   const char             *room,
                                                   GError                **error);
/* Watches the table in @room from @seat_link: its public view and log, no seat, no choice. */
DriveInOnlineGame *drive_in_online_game_new_watch (DriveInCatalog         *catalog,
                                                   DriveInOnlineTransport *seat_link,
                                                   const char             *room,
                                                   GError                **error);
/* A spectator's table (once the referee was asked). */
gboolean           drive_in_online_game_is_watching (DriveInOnlineGame *self);
/* Begins (the links may still be connecting: it goes on when they are up). */
void               drive_in_online_game_start     (DriveInOnlineGame *self);
const char        *drive_in_online_game_get_room  (DriveInOnlineGame *self);
/* The host's side, or NULL when this app joined. */
DriveInOnlineHost *drive_in_online_game_get_host  (DriveInOnlineGame *self);
/* The seat's game for the table, or NULL before "ready". */
DriveInGamePlay   *drive_in_online_game_get_play  (DriveInOnlineGame *self);
DriveInOnlineSeat *drive_in_online_game_get_seat  (DriveInOnlineGame *self);
/* Whether the seat's link is up ("online" notifies): a link that drops reconnects by
 * itself, and the referee then sends the seat its whole view again. */
gboolean           drive_in_online_game_is_online (DriveInOnlineGame *self);

/* The longest chat line kept or sent, in characters. */
#define DRIVE_IN_ONLINE_CHAT_MAX 500

/* Table chat: "who: text" lines (GtkStringObject), oldest first; who is in the table's
 * room now (their addresses, GtkStringObject). Both are public to the room. */
GListModel        *drive_in_online_game_get_chat   (DriveInOnlineGame *self);
GListModel        *drive_in_online_game_get_people (DriveInOnlineGame *self);
/* Says @text in the room (trimmed to DRIVE_IN_ONLINE_CHAT_MAX characters); FALSE for an
 * empty line or while offline. */
gboolean           drive_in_online_game_send_chat  (DriveInOnlineGame *self,
                                                    const char        *text);

G_END_DECLS
