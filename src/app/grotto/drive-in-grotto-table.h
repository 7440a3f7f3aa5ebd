/* drive-in-grotto-table.h: the Grotto Beasts! table: every seat's Team and Sideline, the
 * score race, the battle panel, the hand, coins and dice as they land, the log; cards are
 * summoned and moved by drag and drop onto the spots the rules allow. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-board.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GROTTO_TABLE (drive_in_grotto_table_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrottoTable, drive_in_grotto_table, DRIVE_IN, GROTTO_TABLE,
                      DriveInBoard)

/* Actions ("board." prefix): the board's (pass, show-actions, toggle-log), battle,
 * battle-confirm, battle-reset, card-click(i), card-menu(i), drag-begin(i), drag-end(i),
 * drag-refused(i), spot-click((ii)). The page's own ("table.") work the game's undo, replays and files. */
GtkWidget *drive_in_grotto_table_new (DriveInGamePlay *play);

G_END_DECLS
