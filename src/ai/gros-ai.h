/* gros-ai.h: computer opponents that choose one of the engine's legal actions for a seat. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "gros-game.h"

G_BEGIN_DECLS

typedef enum
{
  GROS_AI_RANDOM,  /* any legal action, uniformly */
  GROS_AI_EASY,    /* the heuristic player, with deliberate mistakes */
  GROS_AI_NORMAL,  /* one-ply lookahead over a few sampled worlds, evaluation function */
  GROS_AI_HARD,    /* Information-Set Monte Carlo Tree Search */
  GROS_AI_N_LEVELS,
} GrosAiLevel;

/* HARD's default budget is a number of search iterations, so that its answer depends on the
 * position and the seed only, not on how busy the machine is; the time cap is a safety net
 * for slow machines (on the reference 2-core machine the default search takes well under
 * it). */
#define GROS_AI_DEFAULT_MAX_ITERATIONS 2000
#define GROS_AI_DEFAULT_TIME_MS        1000

/* How much one decision may cost. Only HARD searches; the other levels always answer in a
 * few milliseconds but still honour cancellation. gros_ai_budget_init() gives the default:
 * GROS_AI_DEFAULT_MAX_ITERATIONS capped at GROS_AI_DEFAULT_TIME_MS. */
typedef struct
{
  guint         time_ms;        /* HARD: cap on thinking time; 0 = GROS_AI_DEFAULT_TIME_MS,
                                 * or no cap at all when max_iterations is set (the search is
                                 * then reproducible on any machine) */
  guint         max_iterations; /* HARD: search iterations; 0 = GROS_AI_DEFAULT_MAX_ITERATIONS */
  GCancellable *cancellable;    /* may be NULL */
  const gint   *cancel;         /* may be NULL; read with g_atomic_int_get(): non-zero abandons */
} GrosAiBudget;

/* What a decision cost, for benchmarks and the tournament. */
typedef struct
{
  guint    n_legal;     /* legal actions at the decision */
  guint    iterations;  /* HARD: search iterations; others: worlds sampled */
  double   value;       /* the chosen action's estimated value for the seat (0..1 for HARD) */
  gboolean out_of_time; /* HARD: the time cap stopped the search before its iterations */
} GrosAiInfo;

void         gros_ai_budget_init      (GrosAiBudget *budget);

/* Chooses an action for @seat, which must be the deciding seat of @game. The AI reasons only
 * on copies of @game re-dealt with gros_game_determinize(): it never looks at cards @seat
 * cannot see. Pure and thread-safe: the same level, state, seat and @seed give the same
 * answer (for HARD as long as the time cap does not cut the search short). @budget may be
 * NULL (the default budget). Returns FALSE when @seat has nothing to decide or the thought
 * was cancelled. */
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

/* The same in a GTask worker thread on a copy of @game (its card db is kept alive). The
 * budget's own cancellable and flag are ignored: @cancellable abandons the thought and the
 * finish function then fails with G_IO_ERROR_CANCELLED. */
void         gros_ai_choose_async     (GrosAiLevel          level,
                                       const GrosGame      *game,
                                       guint                seat,
                                       const GrosAiBudget  *budget,
                                       guint64              seed,
                                       GCancellable        *cancellable,
                                       GAsyncReadyCallback  callback,
                                       gpointer             user_data);
gboolean     gros_ai_choose_finish    (GAsyncResult        *result,
                                       GrosAction          *out,
                                       GError             **error);

/* "random", "easy", "normal", "hard". */
const char  *gros_ai_level_to_string  (GrosAiLevel level);
gboolean     gros_ai_level_from_string (const char  *text,
                                        GrosAiLevel *out_level);

G_END_DECLS
