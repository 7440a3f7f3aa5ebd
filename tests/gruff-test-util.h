/* gruff-test-util.h: Gruff games for tests: the built-in set, random legal decks, set-ups. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gruff-game.h"

G_BEGIN_DECLS

/* The built-in Gruff set's cards (a GListModel of DriveInCard); owned by the util. */
GListModel  *gruff_test_pool        (void);
/* A db holding every card of the pool; owned by the util. */
GruffCardDb *gruff_test_db          (void);
/* The db index of the card of the built-in set numbered @number ("G-01"). */
guint        gruff_test_card        (const char *number);
/* A pool of made-up Gruff cards (release "made"): @n_shepherds shepherds "Shepherd N" with
 * the Breaking Points @breaking_points, then @n_gruffs gruffs "Gruff N", gruff i with
 * @plain[i] plain ability cards of its own and @ultimates[i] Ultimates (transfer full). */
GListModel  *gruff_test_made_pool   (const int   *breaking_points,
                                     guint        n_shepherds,
                                     const guint *plain,
                                     const guint *ultimates,
                                     guint        n_gruffs);
/* Starts @game with random legal decks drawn from @deck_seed and the game seed @seed. */
void         gruff_test_start       (GruffGame *game,
                                     guint64    deck_seed,
                                     guint64    seed);
/* Starts @game with seat 0 bringing @numbers0 and seat 1 @numbers1 (NULL-terminated card
 * numbers of the built-in set). */
void         gruff_test_start_with  (GruffGame          *game,
                                     const char * const *numbers0,
                                     const char * const *numbers1,
                                     guint64             seed);
/* Applies the first legal action of @kind for which @card (or -1 for any) matches. */
gboolean     gruff_test_do          (GruffGame *game,
                                     guint      kind,
                                     int        card,
                                     int        target);
/* Plays the arrangement in line order (each seat puts its gruffs as listed). */
void         gruff_test_arrange     (GruffGame *game);

G_END_DECLS
