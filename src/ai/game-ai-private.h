/* game-ai-private.h: what the shared AI's parts share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"

G_BEGIN_DECLS

/* The built-in games' AIs (builtin-ais.c, so that the shared AI includes no game's header);
 * sets *out_n_ais. */
const GameAi *const *game_ai_builtin (guint *out_n_ais);

/* HARD (game-ai-mcts.c). */
gboolean  game_ai_choose_mcts     (const GameAi       *ai,
                                   gconstpointer       state,
                                   guint               seat,
                                   const GameAiLimits *limits,
                                   uint64_t            seed,
                                   GameAction         *out,
                                   GameAiInfo         *info);

G_END_DECLS
