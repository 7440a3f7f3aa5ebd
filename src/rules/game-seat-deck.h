/* game-seat-deck.h: what one seat brings to a game of any kind (card-db indices and words),
 * from a deck file or dealt at random by the game's rules. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-rules.h"
#include "drive-in-catalog.h"
#include "drive-in-deck.h"

G_BEGIN_DECLS

/* Cards enter @db as the deck names them, so that one db serves many games in a row; a db
 * is written only here, never while games that point to it are played in other threads. */
typedef struct
{
  GArray    *cards;  /* of uint16_t: indices in the game's card db, in deck order */
  GPtrArray *words;  /* owned strings, NULL-terminated: GameSetup.words */
  char      *name;   /* the deck file's name; NULL for a dealt deck */
} GameSeatDeck;

/* @deck must be a deck of @rules' game; @catalog (NULL: the deck's) resolves its cards.
 * DRIVE_IN_ERROR_NOT_FOUND names a card no loaded release has; DRIVE_IN_ERROR_INVALID a deck of
 * another game, or an empty one. */
GameSeatDeck *game_seat_deck_new_from_deck  (const GameRules    *rules,
                                             gpointer            db,
                                             DriveInCatalog        *catalog,
                                             DriveInDeck           *deck,
                                             GError            **error);
/* A seat's random deck (rules->cards.random_deck) from the releases @sigils (NULL: any of the
 * game's), for the variant of @params (NULL: the default); an empty one in a game whose
 * seats bring no deck (only a random_shared_deck). */
GameSeatDeck *game_seat_deck_new_random     (const GameRules    *rules,
                                             gpointer            db,
                                             DriveInCatalog        *catalog,
                                             const char * const *sigils,
                                             gconstpointer       params,
                                             GRand              *rand,
                                             GError            **error);
/* The table's shared deck of a game that has one (rules->cards.random_shared_deck), or NULL
 * without an error when it has none. */
GameSeatDeck *game_seat_deck_new_shared     (const GameRules    *rules,
                                             gpointer            db,
                                             DriveInCatalog        *catalog,
                                             const char * const *sigils,
                                             gconstpointer       params,
                                             GRand              *rand,
                                             GError            **error);
void          game_seat_deck_free           (GameSeatDeck       *deck);

/* Points @seat of @setup at the deck's cards and words (@deck must outlive the set-up). */
void          game_seat_deck_fill_setup     (const GameSeatDeck *deck,
                                             GameSetup          *setup,
                                             guint               seat);
/* Points @setup's shared deck at @deck's cards. */
void          game_seat_deck_fill_shared    (const GameSeatDeck *deck,
                                             GameSetup          *setup);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GameSeatDeck, game_seat_deck_free)

G_END_DECLS
