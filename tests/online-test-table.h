/* online-test-table.h: an online table over the in-process transport for tests: a referee,
 * seat clients and spectators, every view each party is sent judged by the hidden-information
 * oracle as it arrives, and the end checked against an offline replay. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-loopback.h"
#include "drive-in-referee.h"
#include "drive-in-seat-client.h"
#include "drive-in-core.h"
#include "game-record.h"
#include "game-session.h"
#include "hidden-oracle.h"

#define TABLE   "t1"
#define ROOM    "t1@rooms.test"
#define REFEREE "host@test/referee"

/* Everything a seat was sent, judged by an oracle that follows the game to the position of
 * each view (per seat: knowledge changes as the game goes on, and a view is judged by what
 * the seat might know when it was made). */
typedef struct
{
  struct _Table         *table;
  guint                  seat;      /* its slot in the table's parties */
  int                    viewer;    /* the seat, or GAME_VIEWER_PUBLIC for a spectator */
  DriveInOnlineLoopback *transport;
  DriveInSeatClient     *client;
  gpointer               state;
  HiddenOracle          *oracle;
  guint                  applied;
  gulong                 changed_id;
  GHashTable            *ever_seen;  /* ids of the cards the seat saw at some point */
} Party;

typedef struct _Table
{
  DriveInCatalog           *catalog;
  const GameRules       *rules;
  guint                  n_seats;
  DriveInOnlineLoopback *host;
  DriveInReferee        *referee;
  gpointer               db;        /* the referee's, for the oracles' games */
  Party                  parties[GAME_MAX_SEATS];  /* the seats, then the spectators */
  guint                  n_watchers;
  guint                  n_checked; /* payloads judged */
  guint                  n_leaks;
  char                  *first_leak;
} Table;

DriveInCatalog *catalog_new (void);
/* Each seat's end equals the referee's, and the record replays offline to the same end. */
void check_end (Table    *t,
                gboolean  clean);
void leak (Table      *t,
           const char *what);
/* The party's program stops (its connection gone): it leaves the room. */
void party_drop (Party *p);
void party_join (Table      *t,
                 guint       seat,
                 const char *resource,
                 guint64     seed,
                 gboolean    autoplay);
/* A spectator in the next free slot after the seats: the public view, judged like a seat's. */
Party *party_watch (Table      *t,
                    const char *address);
/* A game of @rules for @n_seats, in the first variant played by that many. */
GameRecord *record_new (DriveInCatalog     *catalog,
                        const GameRules *rules,
                        guint            n_seats,
                        guint64          seed);
void table_clear (Table *t);
void table_init (Table           *t,
                 const GameRules *rules,
                 guint            n_seats,
                 guint64          seed,
                 GFile           *save_file,
                 gboolean         autoplay);
gboolean table_run (Table *t,
                    guint  until);
/* Runs the main loop until the referee's game reaches @until actions (G_MAXUINT: the end,
 * every seat told) or @seconds passed; FALSE on timeout. */
gboolean table_run_for (Table   *t,
                        guint    until,
                        guint    seconds);
GameSession *table_session (Table *t);
void table_set_referee (Table          *t,
                        DriveInReferee *referee);
