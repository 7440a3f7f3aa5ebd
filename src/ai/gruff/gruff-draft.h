/* gruff-draft.h: the four-player snake draft of 004 (shepherds first in seat order, then
 * gruffs snaking), computer drafters and deck builders, and the round robin that follows. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"
#include "gruff-game.h"

G_BEGIN_DECLS

#define GRUFF_DRAFT_SEATS 4
#define GRUFF_DRAFT_PICKS (GRUFF_DRAFT_SEATS * (1 + GRUFF_LINE))

typedef struct
{
  guint    seat;
  gboolean shepherd;  /* a shepherd, else a gruff */
} GruffDraftPick;

typedef struct
{
  guint wins, losses, draws;
} GruffDraftRecord;

typedef struct _GruffDraft GruffDraft;

/* The order of every pick: seats 1..4 take a shepherd; seat 4 a gruff too, then 3, 2, 1;
 * seat 1 a second gruff, then 2, 3, 4; seat 4 again, and back to 1. */
const GruffDraftPick *gruff_draft_get_order   (guint *out_n_picks);

/* A draft over @pool's Gruff cards (a GListModel of DriveInCard); computer drafters decide at
 * @level with @seed. NULL with @error when the pool has too few shepherds or gruffs. */
GruffDraft      *gruff_draft_new              (GListModel   *pool,
                                               GameAiLevel   level,
                                               guint64       seed,
                                               GError      **error);
void             gruff_draft_free             (GruffDraft *self);
gboolean         gruff_draft_is_done          (GruffDraft *self);
/* The next pick (while not done). */
GruffDraftPick   gruff_draft_get_next         (GruffDraft *self);
/* The cards the next pick can take (transfer container). */
GPtrArray       *gruff_draft_dup_available    (GruffDraft *self);
/* Takes @card for the next pick; FALSE when it is not available. */
gboolean         gruff_draft_pick             (GruffDraft *self,
                                               DriveInCard   *card);
/* A computer drafter's choice for the next pick (not taken). */
DriveInCard        *gruff_draft_choose           (GruffDraft *self);
DriveInCard        *gruff_draft_get_shepherd     (GruffDraft *self,
                                               guint       seat);
/* @seat's gruffs in pick order (transfer none). */
GPtrArray       *gruff_draft_get_gruffs       (GruffDraft *self,
                                               guint       seat);
/* @seat's deck as a computer builds it: its shepherd, its gruffs and 8 of each gruff's own
 * cards within the Breaking Point (transfer full). */
GPtrArray       *gruff_draft_build_deck       (GruffDraft *self,
                                               guint       seat);

/* Called after each game of the round robin. */
typedef void (*GruffDraftGameFunc) (guint     seat_a,
                                    guint     seat_b,
                                    int       winner,   /* a seat, or -1 for a draw */
                                    gpointer  user_data);

/* Every seat plays every other @games_per_pair games (seats alternating), each game played by
 * the AI at @level for both sides with @decks (one GPtrArray of DriveInCard per seat); the
 * records go to @out. FALSE with @error when a deck cannot start a game. */
gboolean         gruff_draft_round_robin      (GPtrArray * const  *decks,
                                               guint               games_per_pair,
                                               GameAiLevel         level,
                                               guint64             seed,
                                               GruffDraftGameFunc  on_game,
                                               gpointer            user_data,
                                               GruffDraftRecord   *out,
                                               GError            **error);
/* The same round robin without the games of @skip_seat (GRUFF_DRAFT_SEATS: none), each other
 * game played exactly as in the whole one (a person plays @skip_seat's games at the table;
 * gruff_draft_game_seed() gives theirs). */
gboolean         gruff_draft_round_robin_skipping (GPtrArray * const  *decks,
                                                   guint               games_per_pair,
                                                   GameAiLevel         level,
                                                   guint64             seed,
                                                   guint               skip_seat,
                                                   GruffDraftGameFunc  on_game,
                                                   gpointer            user_data,
                                                   GruffDraftRecord   *out,
                                                   GError            **error);
/* The seed of game @number (1, 2, … in the round robin's order: pairs (0,1), (0,2), … each
 * @games_per_pair times). */
guint64          gruff_draft_game_seed        (guint64 seed,
                                               guint   number);
/* Seats by standing: most wins, then fewest losses, then seat order. */
void             gruff_draft_standings        (const GruffDraftRecord *records,
                                               guint                  *out_order);
/* The place (1, 2, …) of the seat at @index of @order (from gruff_draft_standings()): seats
 * with the same record share a place (1, 1, 3, 4), as 004's "the player with the best record
 * wins" does not tell them apart. Seats in first place all won the tournament. */
guint            gruff_draft_place            (const GruffDraftRecord *records,
                                               const guint            *order,
                                               guint                   index);

G_END_DECLS
