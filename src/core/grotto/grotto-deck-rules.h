/* grotto-deck-rules.h: Grotto Beasts! deck building (002 "Building a Deck", "Tournament Side
 * Deck"): validation with reasons, and random legal decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"
#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "drive-in-deck-problem.h"
#include "grotto-deck-lists.h"

G_BEGIN_DECLS

#define GROTTO_DECK_SIZE      40
#define GROTTO_SIDE_DECK_SIZE 7
#define GROTTO_MAX_COPIES     3

/* What a card changes in deck building, from its attributes: "epic", "deck-size" (a
 * Challenger asking for another deck size), "deck-ignore-epic" (a Challenger lifting the Epic
 * rule), "deck-any-number" (no copy limit for the card's name). */
gboolean   grotto_card_is_epic           (DriveInCard *card);
gboolean   grotto_card_is_challenger     (DriveInCard *card);

/* The problems of a deck for @variant_id ("classic", "rumble", "jerma-rumble"), as new
 * DriveInDeckProblem items (none: the deck is legal). @cards are the deck's cards, copies repeated;
 * @challenger the Challenger kept outside it (NULL in the Classic Game); @side the side deck
 * (NULL or empty: none); @lists NULL: the built-in lists. Rule ids: "game", "variant",
 * "challenger", "deck-size", "kinds", "copies", "epic", "banned", "limited", "restricted",
 * "side-size", "side-kinds", "side-epic", "side-challenger". */
GPtrArray *grotto_deck_validate          (const char      *variant_id,
                                          GPtrArray       *cards,
                                          DriveInCard        *challenger,
                                          GPtrArray       *side,
                                          GrottoDeckLists *lists);

/* DriveInGameInfo's validation hook: @deck (of Grotto Beasts!) holds its Challenger among its
 * cards for the Rumbles; its side deck is its own. Problems as a GListModel of
 * DriveInDeckProblem; cards @catalog (NULL: the deck's) does not know are one more problem. */
GListModel *grotto_deck_validate_deck    (DriveInDeck        *deck,
                                          DriveInCatalog     *catalog);

/* A random legal deck from @pool (DriveInCards of Grotto Beasts!, each once): 40 cards of two
 * Beast types where the pool allows, at most 3 copies of a name and one Epic name, and a
 * random Challenger in *@out_challenger when @with_challenger. NULL with @error when the
 * pool cannot make one. */
GPtrArray *grotto_deck_random            (GPtrArray       *pool,
                                          gboolean         with_challenger,
                                          GRand           *rand,
                                          DriveInCard       **out_challenger,
                                          GError         **error);

G_END_DECLS
