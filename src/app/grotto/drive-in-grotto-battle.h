/* drive-in-grotto-battle.h: the battle of a Grotto Beasts! table as a panel: who fights whom,
 * each side's fighters and power, and for the person deciding a plan (the attackers or
 * defenders chosen, where the damage goes) with the outcome the rules give for it, confirmed
 * in one go. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"
#include "drive-in-game-play.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GROTTO_BATTLE (drive_in_grotto_battle_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrottoBattle, drive_in_grotto_battle, DRIVE_IN, GROTTO_BATTLE,
                      GtkWidget)

/* Its buttons ask the table through "board.battle-confirm" and "board.battle-reset"; its
 * cards through the card widgets' "table.card-click". */
GtkWidget         *drive_in_grotto_battle_new      (DriveInGamePlay *play,
                                                    int              card_width);
/* Whether a battle is under way (the panel has something to show). */
gboolean           drive_in_grotto_battle_refresh  (DriveInGrottoBattle *self);
/* The person deciding picks @handle for the plan (an attacker or defender to add or take
 * out, the next fighter to give damage to); FALSE when no legal action of the step takes
 * it. */
gboolean           drive_in_grotto_battle_toggle   (DriveInGrottoBattle *self,
                                                    int                  handle);
gboolean           drive_in_grotto_battle_has_plan (DriveInGrottoBattle *self);
/* Whether the plan is complete enough to confirm. */
gboolean           drive_in_grotto_battle_can_confirm (DriveInGrottoBattle *self);
/* The actions that carry the plan out, in order (the attackers then "done", the damage one
 * fighter at a time), into @out (GameAction); the plan is then emptied. */
void               drive_in_grotto_battle_take_plan (DriveInGrottoBattle *self,
                                                     GArray              *out);
void               drive_in_grotto_battle_reset    (DriveInGrottoBattle *self);
/* What the outcome line says ("Ember Fox falls; you score 2 cards"), or NULL. */
const char        *drive_in_grotto_battle_get_outcome (DriveInGrottoBattle *self);
DriveInCardWidget *drive_in_grotto_battle_lookup   (DriveInGrottoBattle *self,
                                                    int                  handle);

G_END_DECLS
