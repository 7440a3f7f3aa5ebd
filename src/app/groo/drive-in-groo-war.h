/* drive-in-groo-war.h: the war panel of a Groo table: who attacks whom, the Troops each side
 * committed with the strength of each side, the outcome as it stands before the last choice
 * is confirmed, and the defender choosing the Buildings lost. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"
#include "drive-in-game-play.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GROO_WAR (drive_in_groo_war_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrooWar, drive_in_groo_war, DRIVE_IN, GROO_WAR, GtkWidget)

GtkWidget         *drive_in_groo_war_new          (DriveInGamePlay *play,
                                                   int              card_width);
/* Shows the session's view; FALSE when no war is on (the panel may go). */
gboolean           drive_in_groo_war_refresh      (DriveInGrooWar *self,
                                                   guint           animation_ms);
DriveInCardWidget *drive_in_groo_war_lookup       (DriveInGrooWar *self,
                                                   int             handle);
/* What the panel says of the outcome ("As it stands: Seat 3 loses 2 VP of Buildings."). */
const char        *drive_in_groo_war_get_outcome  (DriveInGrooWar *self);
/* The strengths shown: "Attack 5", "Defense 3". */
const char        *drive_in_groo_war_get_attack_text  (DriveInGrooWar *self);
const char        *drive_in_groo_war_get_defense_text (DriveInGrooWar *self);

G_END_DECLS
