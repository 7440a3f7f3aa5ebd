/* gros-ai.h: computer opponents for GROS: the shared AI (game-ai.h) with GROS's types. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "game-ai.h"
#include "gros-game.h"

G_BEGIN_DECLS

/* The levels, budgets and figures are the shared AI's (game-ai.h). GROS's EASY is its
 * heuristic player with deliberate mistakes, NORMAL a one-ply lookahead over sampled worlds
 * with GROS's evaluation, HARD the shared search fed with GROS's evaluation and policy. */
typedef GameAiLevel GrosAiLevel;
#define GROS_AI_RANDOM   GAME_AI_RANDOM
#define GROS_AI_EASY     GAME_AI_EASY
#define GROS_AI_NORMAL   GAME_AI_NORMAL
#define GROS_AI_HARD     GAME_AI_HARD
#define GROS_AI_N_LEVELS GAME_AI_N_LEVELS

#define GROS_AI_DEFAULT_MAX_ITERATIONS GAME_AI_DEFAULT_MAX_ITERATIONS
#define GROS_AI_DEFAULT_TIME_MS        GAME_AI_DEFAULT_TIME_MS

typedef GameAiBudget GrosAiBudget;
typedef GameAiInfo   GrosAiInfo;

void         gros_ai_budget_init      (GrosAiBudget *budget);

/* game_ai_choose() for a GROS game. */
gboolean     gros_ai_choose           (GrosAiLevel         level,
                                       const GrosGame     *game,
                                       guint               seat,
                                       const GrosAiBudget *budget,
                                       guint64             seed,
                                       GrosAction         *out);
gboolean     gros_ai_choose_full      (GrosAiLevel         level,
                                       const GrosGame     *game,
                                       guint               seat,
                                       const GrosAiBudget *budget,
                                       guint64             seed,
                                       GrosAction         *out,
                                       GrosAiInfo         *info);

/* "random", "easy", "normal", "hard". */
const char  *gros_ai_level_to_string  (GrosAiLevel level);
gboolean     gros_ai_level_from_string (const char  *text,
                                        GrosAiLevel *out_level);

G_END_DECLS
