/* groo-print-reference.h: Groo's printed turn reference, made from the rules' own data. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-print-document.h"
#include "drive-in-print-turn-reference.h"
#include "groo-game.h"

G_BEGIN_DECLS

/* The six phases (GrooPhase, in order, by their rules labels) and both dice with the faces
 * @params gives them (groo_rules_params_init's when NULL), the goals and the end of the
 * deck: one page. */
DriveInPrintTurnReference *groo_print_reference_new_for_params (const GrooRulesParams *params);
/* The standard game's: the Decks page's (DriveInDeckGame.new_reference of Groo) and
 * drive-in-cli print turn-reference's. */
DriveInPrintDocument      *groo_print_reference_new                (void);

G_END_DECLS
