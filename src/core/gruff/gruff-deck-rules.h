/* gruff-deck-rules.h: what makes a Gruff deck legal (004), with reasons, and random legal
 * decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"
#include "drive-in-game-info.h"

G_BEGIN_DECLS

#define GRUFF_DECK_GRUFFS          3
#define GRUFF_DECK_CARDS_PER_GRUFF 8
#define GRUFF_DECK_ABILITIES       (GRUFF_DECK_GRUFFS * GRUFF_DECK_CARDS_PER_GRUFF)

/* Reads a Gruff card's kind: "shepherd", "gruff", "ability". */
gboolean    gruff_card_is_shepherd      (DriveInCard *card);
gboolean    gruff_card_is_gruff         (DriveInCard *card);
gboolean    gruff_card_is_ability       (DriveInCard *card);
gboolean    gruff_card_is_ultimate      (DriveInCard *card);
/* The gruff an ability card belongs to (its "gruff" attribute), or NULL. */
const char *gruff_card_get_owner_gruff  (DriveInCard *card);
/* Whether @ability is one of @gruff's own cards. */
gboolean    gruff_card_belongs_to       (DriveInCard *ability,
                                         DriveInCard *gruff);
/* The shepherd's Breaking Point: how many Ultimates a deck may hold. */
int         gruff_card_get_breaking_point (DriveInCard *shepherd);

/* Checks a deck's cards (the shepherd, the gruffs and the ability cards, in any order).
 * Returns a list of DriveInDeckProblem, empty when the deck is legal. Rule ids: "wrong-game",
 * "shepherd", "gruffs", "deck-size", "unique", "foreign-card", "gruff-cards",
 * "ultimates". */
GListModel *gruff_deck_validate         (DriveInCard * const *cards,
                                         guint             n_cards);

/* DriveInGameInfo's validate hook: the problems of a Gruff deck whose cards @catalog resolves
 * (an unknown card is a "unknown-card" problem). */
GListModel *gruff_deck_validate_deck    (DriveInDeck    *deck,
                                         DriveInCatalog *catalog);

/* A random legal deck from @pool (cards of any game: only Gruff's are used), or NULL when
 * the pool cannot make one; the cards are in deck-file order: the shepherd, the gruffs,
 * then each gruff's 8 cards. */
GPtrArray  *gruff_deck_random           (GListModel *pool,
                                         guint64     seed);
/* The ability cards of @pool that belong to @gruff. */
GPtrArray  *gruff_deck_cards_of         (GListModel *pool,
                                         DriveInCard   *gruff);
/* Adds to @deck 8 ability cards of each of @n_gruffs gruffs, taken from @own[j] (the j-th
 * gruff's own cards, those wanted most first), with no more Ultimates in all than
 * @breaking_point: the Ultimates a later gruff needs to make up its 8 are kept for it. FALSE
 * when a gruff could not be given 8. */
gboolean    gruff_deck_add_abilities    (GPtrArray        *deck,
                                         GPtrArray *const *own,
                                         guint             n_gruffs,
                                         int               breaking_point);

G_END_DECLS
