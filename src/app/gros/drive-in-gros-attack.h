/* drive-in-gros-attack.h: the attack in progress on the GROS board, read from the session's
 * view: Attack against Defense with what changed them, the cards spent in it, the reactions
 * as they happen, and the person's choices (react or pass, the victim). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-board.h"
#include "drive-in-card-widget.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GROS_ATTACK (drive_in_gros_attack_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrosAttack, drive_in_gros_attack, DRIVE_IN, GROS_ATTACK, GtkWidget)

/* @board (unowned: the panel is one of its widgets) gives the view and makes the choice
 * buttons. */
GtkWidget         *drive_in_gros_attack_new            (DriveInBoard      *board,
                                                        int                card_width);
/* Notes an event of the game as the viewer knows it (reactions are listed as they
 * happen). */
void               drive_in_gros_attack_add_event      (DriveInGrosAttack *self,
                                                        const GameEvent   *event);
/* Brings the panel in line with the view; TRUE while there is an attack (or the outcome of
 * the last) to show. */
gboolean           drive_in_gros_attack_refresh        (DriveInGrosAttack *self);
/* Forgets the reactions and the outcome (the session plays its record again). */
void               drive_in_gros_attack_reset          (DriveInGrosAttack *self);
DriveInCardWidget *drive_in_gros_attack_lookup         (DriveInGrosAttack *self,
                                                        int                handle);
/* "Seat 2 attacks the Movie of Seat 1 with Blob · Attack 7 against Defense 12", or "" without
 * an attack. */
const char        *drive_in_gros_attack_get_summary    (DriveInGrosAttack *self);
/* The verdict line: as it stands, or the outcome. */
const char        *drive_in_gros_attack_get_verdict    (DriveInGrosAttack *self);
/* The reactions listed since the attack began, one line each. */
guint              drive_in_gros_attack_get_n_reactions (DriveInGrosAttack *self);
const char        *drive_in_gros_attack_get_reaction   (DriveInGrosAttack *self,
                                                        guint              index);
/* The box of the person's choice buttons. */
GtkWidget         *drive_in_gros_attack_get_choices    (DriveInGrosAttack *self);

G_END_DECLS
