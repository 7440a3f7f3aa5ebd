/* drive-in-board-tables.h: which games have a table and how many seats it lays out, for
 * code that offers games (the New Game dialog) without knowing each game's table
 * (drive-in-boards.c answers). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

#include "drive-in-new-game-options.h"

G_BEGIN_DECLS

/* Whether @game_id has a table. */
gboolean   drive_in_board_has_table  (const char *game_id);
/* The most seats @game_id's table shows (the game's own limit may be lower). */
guint      drive_in_board_get_max_seats (const char *game_id);
/* @game_id's own New Game options (DriveInBoardInfo.new_game), or NULL when it has none. */
const DriveInNewGameHooks *drive_in_board_get_new_game_hooks (const char *game_id);

G_END_DECLS
