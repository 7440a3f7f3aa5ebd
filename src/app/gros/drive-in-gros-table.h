/* drive-in-gros-table.h: the GROS table as a DriveInBoard, driven by DriveInGamePlay: every
 * seat's Movie with its Defense, popcorn and banked Plot Twists, the attack in progress, the
 * hand; a card's click does what it is for or opens its menu. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-board.h"
#include "drive-in-print-operation.h"
#include "drive-in-title-dialog.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GROS_TABLE (drive_in_gros_table_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrosTable, drive_in_gros_table, DRIVE_IN, GROS_TABLE, DriveInBoard)

/* Actions ("board." prefix): the board's (pass, show-actions, toggle-log, card-click(i),
 * card-menu(i)), show-ratings (the Ratings so far above the seats, or away again) and
 * print-title-sheet (each seat's Title sheet, in the print dialog). */
GtkWidget *drive_in_gros_table_new (DriveInGamePlay *play);

/* For the tests: the header of @seat's Movie, whole (its name, Defense, popcorn, banked), and the
 * attack panel's summary line ("" when none). */
const char *drive_in_gros_table_get_seat_text   (DriveInGrosTable *self,
                                                 guint             seat);
const char *drive_in_gros_table_get_attack_text (DriveInGrosTable *self);
/* The title sheets print-title-sheet prints: one a seat, read from the board's view. */
DriveInPrintOperation *drive_in_gros_table_new_title_sheets (DriveInGrosTable *self);
/* The dialog in which a person names their Movie's Title at its start, or NULL. */
DriveInTitleDialog *drive_in_gros_table_get_title_dialog (DriveInGrosTable *self);

G_END_DECLS
