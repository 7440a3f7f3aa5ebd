/* groo-ai-private.h: Groo's evaluation and playout policy, shared by its AI hooks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"
#include "groo-game.h"

G_BEGIN_DECLS

/* What a seat's position is worth on the VP scale: VP, then its army, hand and Groo's
 * distance. */
double   groo_ai_seat_score     (const GrooGame *g,
                                 guint           seat);
/* 0..1 per seat: a finished game's result, or each seat's score against the best other. */
void     groo_ai_rewards        (const GrooGame *g,
                                 double         *out);
/* What a card in @seat's hand is worth to it (Buildings most, dear cards less). */
double   groo_ai_hand_value     (const GrooGame *g,
                                 guint           seat,
                                 int             card);
/* The legal actions worth considering: one of each kind of card (copies are alike). */
guint    groo_ai_candidates     (const GrooGame *g,
                                 GameAction     *out,
                                 guint           max);
/* The fast policy: the best candidate by a one-look heuristic, a random one with chance
 * @epsilon. */
void     groo_ai_fast_policy    (const GrooGame *g,
                                 GameAiRng      *rng,
                                 double          epsilon,
                                 GameAction     *out);

G_END_DECLS
