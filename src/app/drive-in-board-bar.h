/* drive-in-board-bar.h: the board's bar: its widgets in one row while they fit side by
 * side; in a narrower window one of them (the instruction) takes a line of its own above
 * the others, so it is read whole. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_BOARD_BAR (drive_in_board_bar_get_type ())
G_DECLARE_FINAL_TYPE (DriveInBoardBar, drive_in_board_bar, DRIVE_IN, BOARD_BAR, GtkWidget)

GtkWidget *drive_in_board_bar_new      (void);
/* @line (a child of the bar, or NULL) takes a line of its own when the row is too narrow;
 * in a row it takes the room the others leave. */
void       drive_in_board_bar_set_line (DriveInBoardBar *self,
                                        GtkWidget       *line);
/* Whether @line has a line of its own at the bar's present width. */
gboolean   drive_in_board_bar_is_split (DriveInBoardBar *self);

G_END_DECLS
