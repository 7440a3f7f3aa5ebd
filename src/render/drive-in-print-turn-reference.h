/* drive-in-print-turn-reference.h: a one-page turn reference: the phases of a turn and the dice. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <pango/pangocairo.h>

#include "drive-in-print-document.h"

G_BEGIN_DECLS

/* Draws the face @symbol of a die centred on (@cx, @cy) in a @size square, the die itself
 * included (dark: the die is black). The game's face drawer (groo_card_face_draw_die). */
typedef void (*DriveInPrintDieFunc) (cairo_t      *cr,
                                  PangoContext *context,
                                  const char   *symbol,
                                  gboolean      dark,
                                  double        cx,
                                  double        cy,
                                  double        size);

#define DRIVE_IN_TYPE_PRINT_TURN_REFERENCE (drive_in_print_turn_reference_get_type ())
G_DECLARE_FINAL_TYPE (DriveInPrintTurnReference, drive_in_print_turn_reference, DRIVE_IN,
                      PRINT_TURN_REFERENCE, GObject)

/* An empty reference titled @title (a game's name); the game fills it with its phases and
 * dice, so the page says what the rules' data says. One page, whatever the paper: long
 * texts shrink to fit. */
DriveInPrintTurnReference *drive_in_print_turn_reference_new       (const char             *title);
/* Appends a phase of the turn, numbered in order: its @name and what happens in it. */
void                    drive_in_print_turn_reference_add_phase (DriveInPrintTurnReference *self,
                                                             const char             *name,
                                                             const char             *text);
/* Appends a die: its @name, whether it is @dark, and its faces: @symbols for the die
 * drawer and @labels in words (@n_faces of each). */
void                    drive_in_print_turn_reference_add_die   (DriveInPrintTurnReference *self,
                                                             const char             *name,
                                                             gboolean                dark,
                                                             const char * const     *symbols,
                                                             const char * const     *labels,
                                                             guint                   n_faces);
/* Appends a reminder printed under the dice ("The end: ..."). */
void                    drive_in_print_turn_reference_add_note  (DriveInPrintTurnReference *self,
                                                             const char             *text);
/* How the dice faces are drawn; NULL (the default): a plain square with the face's words. */
void                    drive_in_print_turn_reference_set_die_func (DriveInPrintTurnReference *self,
                                                                DriveInPrintDieFunc        func);
guint                   drive_in_print_turn_reference_get_n_phases (DriveInPrintTurnReference *self);
guint                   drive_in_print_turn_reference_get_n_dice   (DriveInPrintTurnReference *self);
/* The words of face @face of die @die, or NULL. */
const char             *drive_in_print_turn_reference_get_face_label (DriveInPrintTurnReference *self,
                                                                  guint                   die,
                                                                  guint                   face);

G_END_DECLS
