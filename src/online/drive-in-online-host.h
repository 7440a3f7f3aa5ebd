/* drive-in-online-host.h: the host's side of setting an online table up: the referee, who
 * holds which seat, the seating posted in the room (drive-in-online-join.h), a free seat
 * given to the first account that asks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-join.h"
#include "drive-in-referee.h"

G_BEGIN_DECLS

#define DRIVE_IN_ONLINE_HOST_ERROR (drive_in_online_host_error_quark ())

typedef enum
{
  /* The saved table is not the one the room names. */
  DRIVE_IN_ONLINE_HOST_ERROR_WRONG_TABLE,
} DriveInOnlineHostError;

GQuark drive_in_online_host_error_quark (void);

#define DRIVE_IN_TYPE_ONLINE_HOST (drive_in_online_host_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineHost, drive_in_online_host, DRIVE_IN, ONLINE_HOST, GObject)

/* Hosts the game of @record in @room through @transport (the referee's own link: the host's
 * own seat plays through another, as any player's). Every seat starts free. Signals:
 * "seat-taken" (guint seat, const char *account) when a free seat went to the account that
 * asked for it, then "seating-changed" () when a seat was taken; "started" () when every
 * seat is held and the referee starts. */
DriveInOnlineHost *drive_in_online_host_new         (DriveInOnlineTransport *transport,
                                                     DriveInCatalog         *catalog,
                                                     GameRecord             *record,
                                                     const char             *room,
                                                     GError                **error);
/* Goes on with the table a referee saved in @file (drive_in_referee_set_save_file()), in
 * @room: the seats keep their saved accounts (each takes its seat back with a hello) and
 * computers, and the referee keeps saving to @file. NULL with @error: the file cannot be
 * read, or DRIVE_IN_ONLINE_HOST_ERROR_WRONG_TABLE: its table is not @room's. */
DriveInOnlineHost *drive_in_online_host_new_from_file (DriveInOnlineTransport *transport,
                                                       DriveInCatalog         *catalog,
                                                       GFile                  *file,
                                                       const char             *room,
                                                       GError                **error);
/* @seat is kept for @account (a bare address: the host's own, or someone invited). */
void               drive_in_online_host_reserve     (DriveInOnlineHost *self,
                                                     guint              seat,
                                                     const char        *account);
void               drive_in_online_host_set_computer (DriveInOnlineHost *self,
                                                      guint              seat,
                                                      GameAiLevel        level);
/* Before start: also announce the table in the lobby room @lobby (while seats are free and
 * until it starts), as hosted by account @host. FALSE with @error: @lobby is no room. */
gboolean           drive_in_online_host_set_lobby   (DriveInOnlineHost *self,
                                                     const char        *lobby,
                                                     const char        *host,
                                                     GError           **error);
/* Enters the room (once the link is up) and posts the seating. */
void               drive_in_online_host_start       (DriveInOnlineHost *self);
DriveInReferee    *drive_in_online_host_get_referee (DriveInOnlineHost *self);
const char        *drive_in_online_host_get_room    (DriveInOnlineHost *self);
/* The account holding @seat, "computer", or NULL (free). */
const char        *drive_in_online_host_get_seat    (DriveInOnlineHost *self,
                                                     guint              seat);
gboolean           drive_in_online_host_is_started  (DriveInOnlineHost *self);

G_END_DECLS
