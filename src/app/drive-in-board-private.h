/* drive-in-board-private.h: what the parts of DriveInBoard (drive-in-board-*.c) give the
 * board itself. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-board.h"

G_BEGIN_DECLS

/* drive-in-board-preview.c: the card preview follows the pointer over @widget (the felt, a
 * popover of the board) and the window's focus ("notify::focus-widget"). */
void drive_in_board_preview_follow_pointer (DriveInBoard *self,
                                            GtkWidget    *widget);
void drive_in_board_preview_on_focus_cb    (GtkWindow    *window,
                                            GParamSpec   *pspec,
                                            DriveInBoard *self);

/* drive-in-board-felt.c: the person's own seat (the widgets marked "own") in sight as far as
 * it fits, its top first (FALSE: the felt has none); and what happens is seen where it happens:
 * @widget's place, scrolled away in a small window, scrolled into sight (TRUE: the felt
 * moved). */
gboolean drive_in_board_felt_show_own (GtkScrolledWindow *felt);
gboolean drive_in_board_felt_reveal   (GtkScrolledWindow *felt,
                                       GtkWidget         *widget);

G_END_DECLS
