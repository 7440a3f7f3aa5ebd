/* drive-in-deck-problem.h: one reason a deck is illegal in its format. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DECK_PROBLEM (drive_in_deck_problem_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckProblem, drive_in_deck_problem, DRIVE_IN, DECK_PROBLEM, GObject)

/* @card_ids and @details may be NULL; everything is copied. */
DriveInDeckProblem    *drive_in_deck_problem_new          (const char         *rule_id,
                                                    const char * const *card_ids,
                                                    const char * const *details,
                                                    const char         *message);

/* "deck-size", "unique"...: the game's own (DriveInGameInfo validate; GROS's in gros-format.h). */
const char         *drive_in_deck_problem_get_rule_id  (DriveInDeckProblem *self);
/* The cards involved (the duplicated card, the extra Plot Twists...); never NULL. */
const char * const *drive_in_deck_problem_get_card_ids (DriveInDeckProblem *self);
/* Other subjects of the problem, such as the missing Title words; never NULL. */
const char * const *drive_in_deck_problem_get_details  (DriveInDeckProblem *self);
/* A translated sentence a player understands. */
const char         *drive_in_deck_problem_get_message  (DriveInDeckProblem *self);

G_END_DECLS
