/* gruff-game-ai.h: what Gruff gives the shared AI. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"

G_BEGIN_DECLS

extern const GameAi gruff_game_ai;

/* How good @state is for each seat, 0..1 (exposed for tests and the draft). */
void   gruff_ai_rewards      (gconstpointer  state,
                              double        *out);
/* A quick value of one legal action for the deciding seat (higher is better). */
double gruff_ai_action_value (gconstpointer     state,
                              const GameAction *action);

G_END_DECLS
