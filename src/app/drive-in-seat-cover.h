/* drive-in-seat-cover.h: the screen between two people at one table, any game: says whose
 * turn it is, hides every card, and waits for that person to continue. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_SEAT_COVER (drive_in_seat_cover_get_type ())
G_DECLARE_FINAL_TYPE (DriveInSeatCover, drive_in_seat_cover, DRIVE_IN, SEAT_COVER, GtkWidget)

/* "continue" is emitted when the person whose turn it is says they have the screen. */
GtkWidget  *drive_in_seat_cover_new       (void);
/* @heading: "Seat 3's turn: pass the screen"; @body: a sentence under it (may be NULL). */
void        drive_in_seat_cover_set_text  (DriveInSeatCover *self,
                                           const char       *heading,
                                           const char       *body);
const char *drive_in_seat_cover_get_heading (DriveInSeatCover *self);
/* Gives the keyboard to the Continue button. */
void        drive_in_seat_cover_grab_focus (DriveInSeatCover *self);

G_END_DECLS
