/* drive-in-gruff-table.h: the Gruff table: both lines facing each other with each gruff's
 * Mean, Weird and Fat, the shepherds' Life and Crazy, declared attacks as arrows, the hand
 * dragged onto the gruffs and shepherds the rules allow, the four tactical actions, the log. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-board.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GRUFF_TABLE (drive_in_gruff_table_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGruffTable, drive_in_gruff_table, DRIVE_IN, GRUFF_TABLE,
                      DriveInBoard)

/* Actions ("board." prefix): the board's (pass, show-actions, toggle-log), tactic(i) (0 attack, 1 grow,
 * 2 move, 3 resurrect), card-click(i), card-menu(i), drag-begin(i), drag-end(i),
 * drag-refused(i). The page's own ("table.") work the game's undo, replays and files. */
GtkWidget *drive_in_gruff_table_new (DriveInGamePlay *play);

G_END_DECLS
