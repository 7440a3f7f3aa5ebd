/* drive-in-gruff-table.h: the Gruff table: both lines facing each other with each gruff's
 * Mean, Weird and Fat, the shepherds' Life and Crazy, declared attacks as arrows, the hand
 * dragged onto the gruffs and shepherds the rules allow, the four tactical actions, the log. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-game-play.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GRUFF_TABLE (drive_in_gruff_table_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGruffTable, drive_in_gruff_table, DRIVE_IN, GRUFF_TABLE, GtkWidget)

/* Actions ("board." prefix): pass, show-actions, toggle-log, tactic(i) (0 attack, 1 grow,
 * 2 move, 3 resurrect), card-click(i), card-menu(i), drag-begin(i), drag-end(i),
 * drag-refused(i). The page's own ("table.") work the game's undo, replays and files. */
GtkWidget       *drive_in_gruff_table_new       (DriveInGamePlay *play);
DriveInGamePlay *drive_in_gruff_table_get_play  (DriveInGruffTable *self);
/* Pace of animations, 1 = normal. */
void             drive_in_gruff_table_set_speed (DriveInGruffTable *self,
                                                 double             speed);

G_END_DECLS
