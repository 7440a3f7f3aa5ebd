/* drive-in-groo-table.h: the Groo table: every town with its Buildings and Army, Groo where
 * he stands, the shared piles, the seven dice where everyone sees them, buying by dragging
 * dice onto a card, the Leftover dice going round, the war panel, Wilds on any turn, the
 * hand and the log. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-board.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GROO_TABLE (drive_in_groo_table_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrooTable, drive_in_groo_table, DRIVE_IN, GROO_TABLE, DriveInBoard)

/* Actions ("board." prefix): the board's (pass, show-actions, toggle-log), battle (war),
 * card-click(i), card-menu(i), drag-begin(i), drag-end(i), drag-refused(i), die-click(u),
 * die-drag-begin(u), die-drag-end(u). The page's own ("table.") work the game's undo,
 * replays and files. */
GtkWidget *drive_in_groo_table_new (DriveInGamePlay *play);

G_END_DECLS
