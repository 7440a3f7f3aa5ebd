/* drive-in-gros-new-game.h: a GROS game started from the New Game dialog: its format's decks
 * (chosen, random, or Central Casting's shared deck dealt out), or the opening draft. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-board-start.h"
#include "drive-in-core.h"
#include "drive-in-new-game-options.h"
#include "gros-format.h"

G_BEGIN_DECLS

/* DriveInBoardInfo.start_new_game for GROS. */
void drive_in_gros_start_new_game (DriveInNewGameDialog *dialog,
                                   DriveInCatalog       *catalog,
                                   guint64               seed,
                                   GtkWidget            *table,
                                   DriveInBoardStarted   started);

/* DriveInBoardInfo.new_game for GROS: its formats' shared deck, the Draft, sessions. */
extern const DriveInNewGameHooks drive_in_gros_new_game_hooks;

/* @dialog's GROS format (Feature Film when another game is chosen). */
GrosFormatId drive_in_gros_new_game_get_format (DriveInNewGameDialog *dialog);
/* Chooses GROS and its @format in @dialog. */
void         drive_in_gros_new_game_set_format (DriveInNewGameDialog *dialog,
                                                GrosFormatId          format);

G_END_DECLS
