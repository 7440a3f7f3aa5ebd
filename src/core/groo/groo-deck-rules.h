/* groo-deck-rules.h: what makes a Groo deck playable (003: one shared deck that deals every
 * hand), with reasons, and the standard deck of a set. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"
#include "drive-in-game-info.h"

G_BEGIN_DECLS

/* A hand is 5 cards; the largest table has 6 seats; a game holds 200 cards at most. */
#define GROO_DECK_HAND       5
#define GROO_DECK_MAX_SEATS  6
#define GROO_DECK_MAX_CARDS  200
/* Cards that are not Events a deck needs to deal every hand of the largest table, with one
 * left to draw. */
#define GROO_DECK_MIN_DEALT  (GROO_DECK_HAND * GROO_DECK_MAX_SEATS + 1)

/* Checks a shared deck's cards. Returns a list of DriveInDeckProblem, empty when the deck is
 * playable. Rule ids: "wrong-game", "deck-size" (too few cards that are not Events to deal
 * every hand, or more than a game holds). */
GListModel *groo_deck_validate        (DriveInCard * const *cards,
                                       guint             n_cards);
/* DriveInGameInfo's validate hook (an unknown card is an "unknown-card" problem). */
GListModel *groo_deck_validate_deck   (DriveInDeck    *deck,
                                       DriveInCatalog *catalog);
/* The standard deck of the Groo cards of @pool: each card as many times as its "copies"
 * attribute says (1 when it has none), in the pool's order. */
GPtrArray  *groo_deck_standard        (GListModel *pool);

G_END_DECLS
