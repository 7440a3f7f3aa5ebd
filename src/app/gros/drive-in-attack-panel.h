/* drive-in-attack-panel.h: the attack in progress: Attack against Defense with what changed
 * them, each seat's reactions, and the viewer's choices (react or pass, the victim). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"
#include "drive-in-table-game.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ATTACK_PANEL (drive_in_attack_panel_get_type ())
G_DECLARE_FINAL_TYPE (DriveInAttackPanel, drive_in_attack_panel, DRIVE_IN, ATTACK_PANEL, GtkWidget)

GtkWidget         *drive_in_attack_panel_new         (DriveInTableGame *game);
/* Notes an event of the game (reactions are listed as they happen). */
void               drive_in_attack_panel_add_event   (DriveInAttackPanel *self,
                                                      const GrosEvent    *event);
/* Brings the panel in line with the game; TRUE while there is an attack to show. */
gboolean           drive_in_attack_panel_refresh     (DriveInAttackPanel *self);
void               drive_in_attack_panel_reset       (DriveInAttackPanel *self);
DriveInCardWidget *drive_in_attack_panel_lookup      (DriveInAttackPanel *self,
                                                      int                 instance);
/* "Attack 7 against Defense 12", or NULL without an attack. */
char              *drive_in_attack_panel_dup_summary (DriveInAttackPanel *self);
/* The reactions listed so far, one line each. */
guint              drive_in_attack_panel_get_n_reactions (DriveInAttackPanel *self);

G_END_DECLS
