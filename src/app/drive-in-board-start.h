/* drive-in-board-start.h: how a game that starts from the New Game dialog its own way hands
 * its play to the table (DriveInBoardInfo.start_new_game, drive-in-boards.h). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-game-play.h"

G_BEGIN_DECLS

/* The New Game dialog (drive-in-new-game-dialog.h, which asks the board registry which games
 * have a table). */
typedef struct _DriveInNewGameDialog DriveInNewGameDialog;

/* Where a game started from the New Game dialog goes: @play for @table to show, or NULL and
 * a sentence saying why there is none. */
typedef void (*DriveInBoardStarted) (GtkWidget       *table,
                                     DriveInGamePlay *play,
                                     const char      *error_message);

G_END_DECLS
