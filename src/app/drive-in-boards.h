/* drive-in-boards.h: the one place that knows each game's table (GROS's is DriveInGrosTable)
 * and the game that follows a finished one: adding a game's table is one line in
 * drive-in-boards.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-board-layout.h"
#include "drive-in-board-start.h"
#include "drive-in-board-tables.h"
#include "drive-in-game-play.h"

G_BEGIN_DECLS

/* A game's table, as the one place that knows them holds it. */
typedef struct
{
  const char *game_id;
  GtkWidget *(*make)      (DriveInGamePlay *play);
  /* May be NULL: the table has no animations, or it is a DriveInBoard (it has its own). */
  void       (*set_speed) (GtkWidget *board,
                           double     speed);
  guint        max_seats;  /* the most seats the table lays out; 0: four */
  /* May be NULL: no game follows a finished one. Else whether one does (GROS: a series'
   * next Movie), and that game, with the same players. */
  gboolean         (*has_next_game) (DriveInGamePlay *play);
  DriveInGamePlay *(*next_game)     (DriveInGamePlay *play,
                                     GError         **error);
  /* May be NULL: New Game deals the game's record from the decks chosen (or random ones).
   * Else the game starts from @dialog its own way (GROS: its format's decks, Central
   * Casting's shared deck dealt out, the opening draft in a window of its own), dealt by
   * @seed, and hands the play to @started with @table, at once or later (a draft). */
  void             (*start_new_game) (DriveInNewGameDialog *dialog,
                                      DriveInCatalog       *catalog,
                                      guint64               seed,
                                      GtkWidget            *table,
                                      DriveInBoardStarted   started);
  /* May be NULL: New Game offers the variant's seats and decks only. Else the game's own
   * options, read by the dialog (drive-in-new-game-options.h). */
  const DriveInNewGameHooks *new_game;
} DriveInBoardInfo;

/* Gives a game registered with game_rules_register() (a plug-in, a test's toy game) its
 * table. Call it from the main thread before any table is shown; @info must stay alive for
 * good. FALSE when the game already has a table or there is no room for more. */
gboolean   drive_in_board_register   (const DriveInBoardInfo *info);

/* The table of @play's game (the built-in games' are DriveInBoards), or NULL when Drive-In
 * has none for it yet. A table installs its
 * actions under "board." (pass, show-actions, toggle-log, battle and the cards' own) and
 * reads only the session's view. */
GtkWidget *drive_in_board_new        (DriveInGamePlay *play);
/* Whether a game follows @play's, finished (a series' next Movie). */
gboolean   drive_in_board_has_next_game (DriveInGamePlay *play);
/* That game, or NULL with @error. */
DriveInGamePlay *drive_in_board_new_next_game (DriveInGamePlay *play,
                                               GError         **error);
/* Starts @dialog's game, @game_id, its own way (DriveInBoardInfo.start_new_game) and returns
 * TRUE, or returns FALSE when the game has no way of its own (New Game deals its record). */
gboolean   drive_in_board_start_new_game (const char           *game_id,
                                          DriveInNewGameDialog *dialog,
                                          DriveInCatalog       *catalog,
                                          guint64               seed,
                                          GtkWidget            *table,
                                          DriveInBoardStarted   started);
/* Pace of a table's animations, 1 = normal: a DriveInBoard's own (drive_in_board_set_speed ()),
 * else its entry's set_speed. */
void       drive_in_board_table_set_speed (GtkWidget *board,
                                           double     speed);

G_END_DECLS
