/* groo-rules.h: Groo: The Game as one game of the shared rule-set interface. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-rules.h"
#include "groo-game.h"

G_BEGIN_DECLS

/* Its state is a GrooGame, its parameters a GrooRulesParams, its db a GrooCardDb; the table
 * plays from one shared deck (GameSetup.shared). */
extern const GameRules groo_rules;

/* The end reasons as game files and tallies name them, by GrooEndReason. */
const char  *groo_end_reason_to_string (GrooEndReason reason);

G_END_DECLS
