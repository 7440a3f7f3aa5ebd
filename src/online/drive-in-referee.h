/* drive-in-referee.h: the one party of an online table that holds the seed and the whole
 * state: it sends each seat only its own projection, log lines and choices, checks every
 * action against the choices it sent, plays absent and computer seats, and saves its record
 * after each action so that a restarted referee continues the table. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-transport.h"
#include "game-ai.h"
#include "game-session.h"

G_BEGIN_DECLS

/* How long a seat whose player left waits for the player before a computer plays it. */
#define DRIVE_IN_REFEREE_DEFAULT_GRACE_MS 60000
/* Log lines a snapshot carries at most (the latest). */
#define DRIVE_IN_REFEREE_SNAPSHOT_LINES 200
/* Spectators a table sends its public view to at most (each costs a view per action). */
#define DRIVE_IN_REFEREE_MAX_WATCHERS   32

#define DRIVE_IN_TYPE_REFEREE (drive_in_referee_get_type ())
G_DECLARE_FINAL_TYPE (DriveInReferee, drive_in_referee, DRIVE_IN, REFEREE, GObject)

/* A referee for the game of @record (it takes the record and appends every action to it),
 * at table @table, talking through @transport; cards come from @catalog. Every seat starts
 * as a computer seat of level EASY until drive_in_referee_set_player() gives it to an
 * account. Signals: "changed" () after each action; "refused" (const char *from, const
 * char *reason) for each payload refused (also logged). */
DriveInReferee *drive_in_referee_new            (DriveInOnlineTransport *transport,
                                                 DriveInCatalog            *catalog,
                                                 GameRecord             *record,
                                                 const char             *table,
                                                 GError                **error);
/* A referee continuing the table saved in @file (drive_in_referee_set_save_file()): the
 * record, the table id and the seating. */
DriveInReferee *drive_in_referee_new_from_file  (DriveInOnlineTransport *transport,
                                                 DriveInCatalog            *catalog,
                                                 GFile                  *file,
                                                 GError                **error);
/* @seat belongs to @account (a bare address, "name@host"): a hello from any full address of
 * that account takes it, a later one takes it back. */
void            drive_in_referee_set_player     (DriveInReferee *self,
                                                 guint           seat,
                                                 const char     *account);
void            drive_in_referee_set_computer   (DriveInReferee *self,
                                                 guint           seat,
                                                 GameAiLevel     level);
/* The grace period (DRIVE_IN_REFEREE_DEFAULT_GRACE_MS by default) and the level a computer
 * plays an absent seat at. */
void            drive_in_referee_set_grace      (DriveInReferee *self,
                                                 guint           grace_ms,
                                                 GameAiLevel     level);
/* After each action the record (and the table's id and seating) is written to @file,
 * atomically. */
void            drive_in_referee_set_save_file  (DriveInReferee *self,
                                                 GFile          *file);
/* Joins the table's room (@room, may be NULL) and starts: computer seats play. */
void            drive_in_referee_start          (DriveInReferee *self,
                                                 const char     *room);

const char     *drive_in_referee_get_table      (DriveInReferee *self);
/* The whole game (viewer GAME_VIEWER_ALL): for the host's own use and tests. */
GameSession    *drive_in_referee_get_session    (DriveInReferee *self);
gboolean        drive_in_referee_is_over        (DriveInReferee *self);
/* Whether a computer plays @seat now (a computer seat, or its player absent past the grace
 * period). */
gboolean        drive_in_referee_is_computer_now (DriveInReferee *self,
                                                  guint           seat);
/* The account (bare address) @seat belongs to, or NULL for a computer seat. */
const char     *drive_in_referee_get_account    (DriveInReferee *self,
                                                 guint           seat);
/* The full address holding @seat now, or NULL. */
const char     *drive_in_referee_get_address    (DriveInReferee *self,
                                                 guint           seat);
guint           drive_in_referee_get_n_refused  (DriveInReferee *self);
const char     *drive_in_referee_get_last_refusal (DriveInReferee *self);

/* The layout tag of views of @rules' game in this build: a view of another layout is
 * refused. */
char           *drive_in_online_view_layout     (const GameRules *rules);

G_END_DECLS
