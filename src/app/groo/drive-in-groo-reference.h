/* drive-in-groo-reference.h: Groo's printed turn reference, made from the rules' own data. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-render.h"
#include "groo-game.h"

G_BEGIN_DECLS

/* The six phases (GrooPhase, in order, by their rules labels) and both dice with the faces
 * @params gives them (groo_rules_params_init's when NULL), the goals and the end of the
 * deck: one page. */
GrosPrintTurnReference *drive_in_groo_reference_new_for_params (const GrooRulesParams *params);
/* The standard game's: DriveInDeckGame.new_reference of Groo. */
GrosPrintDocument      *drive_in_groo_reference_new            (void);

G_END_DECLS
