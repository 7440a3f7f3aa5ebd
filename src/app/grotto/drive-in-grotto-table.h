/* drive-in-grotto-table.h: the Grotto Beasts! table: every seat's Team and Sideline, the
 * score race, the battle panel, the hand, coins and dice as they land, the log; cards are
 * summoned and moved by drag and drop onto the spots the rules allow. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-game-play.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GROTTO_TABLE (drive_in_grotto_table_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrottoTable, drive_in_grotto_table, DRIVE_IN, GROTTO_TABLE,
                      GtkWidget)

/* Actions ("board." prefix): pass, show-actions, toggle-log, battle, battle-confirm,
 * battle-reset, card-click(i), card-menu(i), drag-begin(i), drag-end(i), drag-refused(i),
 * spot-click((ii)). The page's own ("table.") work the game's undo, replays and files. */
GtkWidget       *drive_in_grotto_table_new      (DriveInGamePlay *play);
DriveInGamePlay *drive_in_grotto_table_get_play (DriveInGrottoTable *self);
/* Pace of animations, 1 = normal. */
void             drive_in_grotto_table_set_speed (DriveInGrottoTable *self,
                                                  double              speed);

G_END_DECLS
