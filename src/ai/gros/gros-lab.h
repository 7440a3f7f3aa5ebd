/* gros-lab.h: the Deck lab: how a deck plays, from AI games in every seat and sample hands. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "game-lab.h"
#include "gros-ai.h"
#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "drive-in-odds.h"

G_BEGIN_DECLS

#define GROS_LAB_DEFAULT_GAMES           GAME_LAB_DEFAULT_GAMES
/* HARD thinks for a number of iterations, not a time, so that a run is reproducible. */
#define GROS_LAB_DEFAULT_HARD_ITERATIONS GAME_LAB_DEFAULT_HARD_ITERATIONS
/* GrosEndReason values counted in GrosLabResults.ends. */
#define GROS_LAB_N_END_REASONS           8

/* GROS's face of the shared lab (game-lab.h), which plays the games: a run of a GROS deck,
 * with GROS's figures (Ratings, Climaxes) read out of the shared results. The rules are
 * those of @deck's format; random opponents are random Feature Pack decks fitted to it. */
typedef GameLabOptions GrosLabOptions;

/* Mean final Ratings of a seat and their parts (gros_game_ratings()). */
typedef struct
{
  double defense;
  double title_cards;
  double title_points;
  double banked;
  double total;
} GrosLabRatings;

/* One card of the tested deck over every game of a run: each copy counts. */
typedef GameLabCard GrosLabCard;

typedef struct
{
  GrosAiLevel    level;
  guint          n_seats;
  guint64        seed;
  guint          n_games;        /* games played to the end */
  guint          n_failed;       /* games stopped by an error of the engine or an AI */
  char          *first_problem;  /* the first such error, or NULL */

  /* The tested deck. A tie for the best Ratings scores 1/k of a win for k winners. */
  guint          wins;           /* sole best Ratings */
  guint          ties;
  guint          losses;
  double         score;
  double         win_rate;       /* score / n_games */
  double         win_low;        /* Wilson 95% interval of win_rate */
  double         win_high;
  double         fair_rate;      /* 1 / n_seats: the rate of a deck as good as the others */
  guint          seat_games[GROS_MAX_SEATS]; /* games it played from each seat */
  double         seat_score[GROS_MAX_SEATS]; /* its score from each seat */

  GrosLabRatings tested;         /* mean final Ratings of the tested deck */
  GrosLabRatings opponents;      /* of an opponent seat */

  double         mean_turns;     /* turns of all seats per game */
  double         mean_actions;   /* actions (decisions) per game */
  double         mean_own_turns; /* turns the tested deck took */
  guint          credits_rolled; /* games the tested deck ended with a successful Climax */
  guint          credits_played; /* Roll the Credits it played (successful or not) */
  guint          ends[GROS_LAB_N_END_REASONS]; /* games per GrosEndReason */
  double         cards_per_turn; /* cards that left its hand by its plays and discards per
                                  * turn it took: DriveInOddsModel.plays_per_turn measured */

  GPtrArray     *cards;          /* of GrosLabCard, in the order of the deck */
} GrosLabResults;

/* Called in the thread that called gros_lab_run() (for gros_lab_run_async(), in the thread
 * default main context of the caller) after each game played. */
typedef GameLabProgressFunc GrosLabProgressFunc;

void            gros_lab_options_init  (GrosLabOptions *options);

/* Plays the games on a pool of worker threads and blocks until they are over. @catalog
 * resolves the decks' cards (NULL: @deck's catalog). @opponents (of DriveInDeck, may be NULL)
 * are read before the first game starts. The rules are those of @deck's format. Fails with
 * G_IO_ERROR_CANCELLED when @cancellable is cancelled (the games under way stop at their
 * next decision and no more start), and with GROS_ERROR_* when a deck cannot be played. */
GrosLabResults *gros_lab_run           (DriveInCatalog          *catalog,
                                        DriveInDeck             *deck,
                                        GPtrArray            *opponents,
                                        const GrosLabOptions *options,
                                        GrosLabProgressFunc   progress,
                                        gpointer              progress_data,
                                        GCancellable         *cancellable,
                                        GError              **error);
/* The same without blocking: the decks are read now, the games run in other threads and
 * @callback comes in the thread-default main context of the caller. @progress_data must
 * stay valid until then. */
void            gros_lab_run_async     (DriveInCatalog          *catalog,
                                        DriveInDeck             *deck,
                                        GPtrArray            *opponents,
                                        const GrosLabOptions *options,
                                        GrosLabProgressFunc   progress,
                                        gpointer              progress_data,
                                        GCancellable         *cancellable,
                                        GAsyncReadyCallback   callback,
                                        gpointer              user_data);
GrosLabResults *gros_lab_run_finish    (GAsyncResult         *result,
                                        GError              **error);

void            gros_lab_results_free  (GrosLabResults *results);
/* GROS's figures out of the shared lab's results of a GROS deck, taking @results' cards
 * (@results stays valid, without them). */
GrosLabResults *gros_lab_results_new_from_game (GameLabResults *results);

typedef GameLabCardOrder GrosLabCardOrder;
#define GROS_LAB_MOST_PLAYED  GAME_LAB_MOST_PLAYED
#define GROS_LAB_LEAST_PLAYED GAME_LAB_LEAST_PLAYED

/* The cards of @results that reached a hand, sorted (transfer container: the items belong
 * to @results). */
GPtrArray      *gros_lab_results_sort_cards (GrosLabResults   *results,
                                             GrosLabCardOrder  order);

/* The odds of @deck (drive-in-odds.h) with the hand limit of its format. */
gboolean        gros_lab_compute_odds  (DriveInDeck *deck,
                                        guint     plays_per_turn,
                                        guint     n_turns,
                                        DriveInOdds *out);

/* A sample hand, dealt by the rules engine itself (opening hand, redraws while it holds no
 * Character of positive Defense), then the Fill Ups of the seat that goes first when
 * @plays_per_turn cards leave its hand each turn (drive_in_odds_model_cards_seen()): the same
 * cards the odds count. Another seed deals another hand. The odds and the sample hands
 * describe the Feature Film deal; a format that drafts the opening hands (Resurrected) is
 * shown as dealt before the draft. */
typedef struct
{
  guint      redraws;  /* hands shown and redrawn before the kept one */
  GPtrArray *turns;    /* of GStrv (card ids): [0] the kept hand, [t] the cards drawn at the
                        * Fill Up of turn t + 1 (none at turn 1 when going first) */
} GrosLabHand;

GrosLabHand    *gros_lab_sample_hand   (DriveInCatalog *catalog,
                                        DriveInDeck    *deck,
                                        guint64      seed,
                                        guint        n_turns,
                                        guint        plays_per_turn,
                                        GError     **error);
void            gros_lab_hand_free     (GrosLabHand *hand);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GrosLabResults, gros_lab_results_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GrosLabHand, gros_lab_hand_free)

G_END_DECLS
