/* drive-in-board-layout.h: the content layout the game tables share, for their measure and
 * size_allocate: DriveInBoard's own, for a table that is not one (drive-in-board.c
 * implements it). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A table's measure and size_allocate: its content (every child but popovers) takes the
 * whole size, and a popover open at one of its cards follows that card. */
void       drive_in_board_measure_content  (GtkWidget      *board,
                                            GtkOrientation  orientation,
                                            int             for_size,
                                            int            *minimum,
                                            int            *natural,
                                            int            *minimum_baseline,
                                            int            *natural_baseline);
void       drive_in_board_allocate_content (GtkWidget *board,
                                            int        width,
                                            int        height,
                                            int        baseline);

G_END_DECLS
