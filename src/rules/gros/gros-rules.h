/* gros-rules.h: GROS as one game of the shared rule-set interface. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-rules.h"
#include "gros-game.h"

G_BEGIN_DECLS

/* Its state is a GrosGame, its parameters a GrosRulesParams, its db a GrosCardDb and its
 * variants the deck formats (gros-format.h), by their string ids. */
extern const GameRules gros_rules;

/* The end reasons as game files and tallies name them, by GrosEndReason. */
const char  *gros_end_reason_to_string (GrosEndReason reason);

/* The deck hooks (gros-rules-decks.c): a random Feature Pack deck fitted to the format of
 * @params (GrosRulesParams; NULL: Feature Film) with its Title's words, and the Title a
 * deck file brings. */
gboolean     gros_rules_random_deck    (DriveInCatalog        *catalog,
                                        const char * const *sigils,
                                        gconstpointer       params,
                                        GRand              *rand,
                                        GPtrArray          *out_ids,
                                        GPtrArray          *out_words,
                                        GError            **error);
void         gros_rules_deck_words     (DriveInDeck           *deck,
                                        DriveInCatalog        *catalog,
                                        GPtrArray          *out_words);

G_END_DECLS
