/* game-ai-private.h: what the shared AI's parts share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"

G_BEGIN_DECLS

/* HARD (game-ai-mcts.c). */
gboolean  game_ai_choose_mcts     (const GameAi       *ai,
                                   gconstpointer       state,
                                   guint               seat,
                                   const GameAiLimits *limits,
                                   uint64_t            seed,
                                   GameAction         *out,
                                   GameAiInfo         *info);

G_END_DECLS
