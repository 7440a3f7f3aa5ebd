/* drive-in-groo-dice.h: the seven Groo dice where everyone sees them: the six white Raw
 * Materials dice and the black Groo Movement die, as rolled, spent ones dimmed, the ones a
 * person may drag onto a card movable, the ones that may pay lit. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_GROO_N_DICE 7

#define DRIVE_IN_TYPE_GROO_DICE (drive_in_groo_dice_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrooDice, drive_in_groo_dice, DRIVE_IN, GROO_DICE, GtkWidget)

/* A die asks its table through "board.die-click" (a click) and "board.die-drag-begin" /
 * "board.die-drag-end" with its index as a "u" parameter; dragged, it carries its index as a
 * guint (cards carry an int). */
GtkWidget  *drive_in_groo_dice_new          (void);
/* @faces: each die's GrooFace (GROO_FACE_NONE before a roll); @spent: a bit per die spent.
 * A new roll tumbles in over @animation_ms. */
void        drive_in_groo_dice_set_dice     (DriveInGrooDice *self,
                                             const guint8    *faces,
                                             guint            spent,
                                             guint            animation_ms);
/* A bit per die: which may be dragged (the person holds them), which are lit (they may pay
 * what is chosen or dragged), which the person picked. */
void        drive_in_groo_dice_set_movable  (DriveInGrooDice *self,
                                             guint            mask);
void        drive_in_groo_dice_set_lit      (DriveInGrooDice *self,
                                             guint            mask);
guint       drive_in_groo_dice_get_lit      (DriveInGrooDice *self);
/* What a die pays, for its tooltip (NULL: its face alone). */
void        drive_in_groo_dice_set_die_tip  (DriveInGrooDice *self,
                                             guint            die,
                                             const char      *text);
/* Who holds the dice ("Seat 3 holds the dice"), under them. */
void        drive_in_groo_dice_set_caption  (DriveInGrooDice *self,
                                             const char      *text);
GtkWidget  *drive_in_groo_dice_get_die      (DriveInGrooDice *self,
                                             guint            die);
/* The die's face as a short word on the die ("Kopins", "Stay", "← 1"). */
const char *drive_in_groo_dice_face_text    (guint            face);

G_END_DECLS
