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

#define GROS_AI_DEFAULT_TIME_MS      500
#define GROS_AI_DEFAULT_MAX_ITERATIONS 200000

/* How long one decision may take. Only HARD searches; the other levels always answer in a
 * few milliseconds but still honour cancellation. */
typedef struct
{
  guint         time_ms;        /* HARD: thinking time; 0 = the default, or none when
                                 * max_iterations is set (the search is then deterministic) */
  guint         max_iterations; /* HARD: iteration cap; 0 = GROS_AI_DEFAULT_MAX_ITERATIONS */
  GCancellable *cancellable;    /* may be NULL */
  const gint   *cancel;         /* may be NULL; read with g_atomic_int_get(): non-zero abandons */
} GrosAiBudget;

/* What a decision cost, for benchmarks and the tournament. */
typedef struct
{
  guint  n_legal;      /* legal actions at the decision */
  guint  iterations;   /* HARD: search iterations; others: worlds sampled */
  double value;        /* the chosen action's estimated value for the seat (0..1 for HARD) */
} GrosAiInfo;

void         gros_ai_budget_init      (GrosAiBudget *budget);

/* Chooses an action for @seat, which must be the deciding seat of @game. The AI reasons only
 * on copies of @game re-dealt with gros_game_determinize(): it never looks at cards @seat
 * cannot see. Pure and thread-safe: the same level, state, seat and @seed give the same
 * answer (for HARD only when the search is bounded by iterations, not time). @budget may be
 * NULL. Returns FALSE when @seat has nothing to decide or the thought was cancelled. */
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
