/* gros-draw-odds.h: GROS's exact odds of a deck's opening hand and draws (starters, Roll the
 * Credits, Popcorn Buckets), from its composition. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

#include "drive-in-deck.h"

G_BEGIN_DECLS

/* The odds are exact (hypergeometric sums, no sampling) under this model of a game:
 *
 * Opening hand. The deck is shuffled and hand_size cards (6) are drawn. A hand with no
 * "starter" (a Character of positive printed Defense) is shown and put aside and hand_size
 * new cards are drawn from the rest of the deck, as the rules and the engine do: the cards
 * put aside are shuffled back only once a hand holds a starter, so redraws are NOT
 * independent (each one draws from a deck with fewer non-starters). A redraw happens only
 * while the deck still holds a whole hand and at most max_redraws times (the engine's cap,
 * 25, never binds for decks under 156 cards); when the redraws stop, the last hand is kept
 * even without a starter.
 *
 * Turns. The set-up casts one starter from the kept hand. Every turn the seat's hand is
 * filled up to hand_size (the seat that goes first skips its first Fill Up), then
 * plays_per_turn cards leave the hand (played, or discarded for popcorn or at the end of the
 * turn). "Cards seen by turn N" are the kept hand plus every card drawn at the Fill Ups of
 * turns 1..N; they run out with the deck. Special Effects played in other seats' turns and
 * cards that draw are not modelled. drive-in-cli lab and the Deck lab (game-lab.h) measure
 * the real cards_per_turn of AI games, a fair value for plays_per_turn.
 *
 * Popcorn. Which Buckets are in play depends on the plays, so it is not a function of the
 * deck: the odds give the expected Bucket cards seen (an upper bound on the Buckets that
 * can be in play) and the cards in hand after the Fill Up (each can be discarded for one
 * popcorn). */

#define GROS_ODDS_MAX_TURNS              30
#define GROS_ODDS_DEFAULT_TURNS          15
#define GROS_ODDS_DEFAULT_HAND_SIZE      6
#define GROS_ODDS_DEFAULT_PLAYS_PER_TURN 2
#define GROS_ODDS_DEFAULT_MAX_REDRAWS    25

/* Which seat the figures are for: the one that goes first skips its first Fill Up. */
typedef enum
{
  GROS_ODDS_FIRST,
  GROS_ODDS_OTHER,
  GROS_ODDS_N_ORDERS,
} GrosOddsOrder;

/* What the odds need of a deck. Counts overlap: a starter may bear a Bucket. */
typedef struct
{
  guint n_cards;
  guint n_starters;        /* Characters of positive printed Defense */
  guint n_starter_buckets; /* starters bearing a Popcorn Bucket */
  guint n_buckets;         /* every card bearing a Popcorn Bucket, starters included */
  guint n_credits;         /* Roll the Credits cards */
} GrosOddsDeck;

typedef struct
{
  guint hand_size;      /* hand limit: opening hand and Fill Up (6) */
  guint plays_per_turn; /* cards leaving the hand each turn */
  guint n_turns;        /* turns to compute, 1..GROS_ODDS_MAX_TURNS */
  guint max_redraws;    /* opening hands redrawn at most */
} GrosOddsModel;

typedef struct
{
  GrosOddsModel model;
  GrosOddsDeck  deck;

  double p_starter;           /* the first hand dealt holds a starter */
  double p_kept_starter;      /* the kept hand holds one (below 1 when redraws can run out) */
  double expected_redraws;    /* hands redrawn, under the rules above */
  double expected_redraws_if_reshuffled; /* (1 - p) / p: the geometric figure, had every
                                          * redraw reshuffled the whole deck; for comparison */

  /* Per turn, index 0 = turn 1, for each GrosOddsOrder: */
  guint  seen[GROS_ODDS_N_ORDERS][GROS_ODDS_MAX_TURNS];     /* cards seen by that turn */
  guint  hand[GROS_ODDS_N_ORDERS][GROS_ODDS_MAX_TURNS];     /* cards in hand after its Fill
                                                             * Up: discards available */
  double credits[GROS_ODDS_N_ORDERS][GROS_ODDS_MAX_TURNS];  /* P(at least one Roll the
                                                             * Credits seen) */
  double buckets[GROS_ODDS_N_ORDERS][GROS_ODDS_MAX_TURNS];  /* expected Bucket cards seen */
} GrosOdds;

/* A GROS deck's counts: gros_odds_deck_init_from_deck() (gros-odds.h). */
/* 6 cards, GROS_ODDS_DEFAULT_PLAYS_PER_TURN, GROS_ODDS_DEFAULT_TURNS,
 * GROS_ODDS_DEFAULT_MAX_REDRAWS. */
void     gros_odds_model_init          (GrosOddsModel *model);

/* Cards seen by turn @turn (1-based) of a deck of @n_cards, and cards in hand after that
 * turn's Fill Up (@out_hand may be NULL). */
guint    gros_odds_model_cards_seen    (const GrosOddsModel *model,
                                        guint                n_cards,
                                        GrosOddsOrder        order,
                                        guint                turn,
                                        guint               *out_hand);

/* Fills @out. FALSE when the deck counts contradict each other or the model is out of range
 * (hand_size 1..20, plays_per_turn at most hand_size, n_turns 1..GROS_ODDS_MAX_TURNS). */
gboolean gros_odds_compute             (const GrosOddsDeck  *deck,
                                        const GrosOddsModel *model,
                                        GrosOdds            *out);

G_END_DECLS
