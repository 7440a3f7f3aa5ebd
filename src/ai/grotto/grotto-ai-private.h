/* grotto-ai-private.h: the Grotto Beasts! AI's parts: evaluation, candidates, fast policy. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"
#include "grotto-game-private.h"

G_BEGIN_DECLS

/* How much a card is worth to its holder, on the scale of scored cards. */
double grotto_ai_card_worth   (const GrottoGame *g,
                               int               card);
/* A seat's standing: scored cards (on a goal of 10), then the board, the hand, the pool. */
double grotto_ai_seat_score   (const GrottoGame *g,
                               guint             seat);
void   grotto_ai_rewards      (const GrottoGame *g,
                               double           *out);
guint  grotto_ai_candidates   (const GrottoGame *g,
                               GameAction       *out,
                               guint             max);
void   grotto_ai_fast_policy  (const GrottoGame *g,
                               GameAiRng        *rng,
                               double            epsilon,
                               GameAction       *out);

G_END_DECLS
