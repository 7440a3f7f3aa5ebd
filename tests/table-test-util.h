/* table-test-util.h: what the widget tests of the Grotto Beasts!, Groo and Gruff tables
 * share: a window holding the table page, and games to show on it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-application.h"
#include "drive-in-board.h"
#include "drive-in-game-play.h"
#include "drive-in-table.h"
#include "game-record.h"

G_BEGIN_DECLS

/* A part of a game board's shared frame: BOARD_PART (board, popover). */
#define BOARD_PART(board, part) drive_in_board_get_##part (DRIVE_IN_BOARD (board))

typedef struct
{
  GtkWindow    *window;
  DriveInTable *table;
} DriveInTableFixture;

/* A 1500 × 1000 window holding a table page of @app's catalog and library; computers move
 * as fast as the settings let them. */
void             drive_in_table_fixture_set_up     (DriveInTableFixture *f,
                                                    DriveInApplication  *app);
void             drive_in_table_fixture_tear_down  (DriveInTableFixture *f);
/* Shows @play; its computers move without waiting. */
void             drive_in_table_fixture_show_play  (DriveInTableFixture *f,
                                                    DriveInGamePlay     *play);

/* What a game asks its people before the first move, answered as suggested (GROS: each
 * person names the Movie's Title in the dialog the board opens); nothing for other games. */
void             drive_in_table_fixture_answer_start (DriveInTableFixture *f);

/* A record of @rules' @variant (NULL: the default) for @n_seats from @seed: a random legal
 * deck per seat, or the one shared deck of a game that has one. */
GameRecord      *drive_in_test_random_record       (const GameRules     *rules,
                                                    DriveInCatalog         *catalog,
                                                    const char          *variant,
                                                    guint                n_seats,
                                                    guint64              seed);
/* @record played with people where @humans has a bit, computers of @level elsewhere. */
DriveInGamePlay *drive_in_test_play_new            (DriveInCatalog         *catalog,
                                                    GameRecord          *record,
                                                    GameAiLevel          level,
                                                    guint                humans);

G_END_DECLS
