/* game-ai.h: computer players for any game: levels, budgets, and the search every game shares,
 * which each game feeds with its evaluation and its fast playout policy. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "game-rules.h"

G_BEGIN_DECLS

typedef enum
{
  GAME_AI_RANDOM,  /* any legal action, uniformly */
  GAME_AI_EASY,    /* a quick rule-based player that makes mistakes */
  GAME_AI_NORMAL,  /* one-ply lookahead over a few sampled worlds, with the game's evaluation */
  GAME_AI_HARD,    /* Information-Set Monte Carlo Tree Search */
  GAME_AI_N_LEVELS,
} GameAiLevel;

/* HARD's default budget is a number of search iterations, so that its answer depends on the
 * position and the seed only, not on how busy the machine is; the time cap is a safety net
 * for slow machines. */
#define GAME_AI_DEFAULT_MAX_ITERATIONS 2000
#define GAME_AI_DEFAULT_TIME_MS        1000

/* How much one decision may cost. Only HARD searches; the other levels always answer in a
 * few milliseconds but still honour cancellation. game_ai_budget_init() gives the default:
 * GAME_AI_DEFAULT_MAX_ITERATIONS capped at GAME_AI_DEFAULT_TIME_MS. */
typedef struct
{
  guint         time_ms;        /* HARD: cap on thinking time; 0 = GAME_AI_DEFAULT_TIME_MS,
                                 * or no cap at all when max_iterations is set (the search is
                                 * then reproducible on any machine) */
  guint         max_iterations; /* HARD: search iterations; 0 = GAME_AI_DEFAULT_MAX_ITERATIONS */
  GCancellable *cancellable;    /* may be NULL */
  const gint   *cancel;         /* may be NULL; read with g_atomic_int_get(): non-zero abandons */
} GameAiBudget;

/* What a decision cost, for benchmarks and tournaments. */
typedef struct
{
  guint    n_legal;     /* legal actions at the decision */
  guint    iterations;  /* HARD: search iterations; others: worlds sampled */
  double   value;       /* the chosen action's estimated value for the seat (0..1 for HARD) */
  gboolean out_of_time; /* HARD: the time cap stopped the search before its iterations */
} GameAiInfo;

/* xoroshiro128+ seeded by splitmix64, private to one decision. */
typedef struct
{
  uint64_t s[2];
} GameAiRng;

void      game_ai_rng_init        (GameAiRng *rng,
                                   uint64_t   seed);
uint64_t  game_ai_rng_next        (GameAiRng *rng);
guint     game_ai_rng_below       (GameAiRng *rng,
                                   guint      n);
double    game_ai_rng_double      (GameAiRng *rng);

/* When to stop thinking. */
typedef struct
{
  gint64        deadline;       /* g_get_monotonic_time() limit; 0 = none */
  guint         max_iterations;
  GCancellable *cancellable;
  const gint   *cancel;
} GameAiLimits;

gboolean  game_ai_limits_cancelled (const GameAiLimits *limits);
gboolean  game_ai_limits_expired  (const GameAiLimits *limits);

/* Tests only: HARD's time cap reads @clock (microseconds, like g_get_monotonic_time()) instead
 * of the real one, so a test can say how far the search goes past its deadline without
 * timing it; NULL restores the real clock. Set it while no decision is running. */
void      game_ai_set_test_clock  (gint64 (*clock) (void));

/* The search's constants. */
typedef struct
{
  double uct_c;           /* UCT exploration, rewards in 0..1 */
  double prior_visits;    /* playouts NORMAL's opinion is worth at HARD's root */
  double prior_worlds;    /* worlds NORMAL's opinion is averaged over at HARD's root */
  double playout_turns;   /* playouts stop at the first quiet point this many turns on */
  double playout_epsilon; /* chance of a random action in the fast policy */
  double normal_worlds;   /* worlds NORMAL averages over */
} GameAiTuning;

typedef struct _GameAi GameAi;

/* What a game gives the shared AI. Every function reasons on full-information states (the
 * search only ever hands it sampled worlds), is pure and thread-safe. */
struct _GameAi
{
  const GameRules    *rules;
  const GameAiTuning *(*tuning) (void);

  /* The legal actions worth considering in @state (never none when some action is legal;
   * NULL: every legal action). */
  guint    (*candidates)   (gconstpointer  state,
                            GameAction    *out,
                            guint          max_actions);
  /* A key naming @action the same way in every sampled world: a card the AI's seat cannot
   * see is named by its place, or by its definition, never by its instance (which holds
   * another card in each world). */
  uint64_t (*action_key)   (gconstpointer     state,
                            const GameAction *action);
  /* A cheap rule-based choice for whoever decides in @state (playouts, others' replies):
   * one of candidates(), a random one with chance @epsilon. */
  void     (*fast_policy)  (gconstpointer  state,
                            GameAiRng     *rng,
                            double         epsilon,
                            GameAction    *out);
  /* How good @state is for each seat, 0..1 (1 a sure win), into @out (n_seats values). */
  void     (*rewards)      (gconstpointer  state,
                            double        *out);
  /* Playouts stop at the first quiet point (a seat's main decision of its turn, with no
   * window or question pending) once turn() has reached the root's turn + playout_turns. */
  guint    (*turn)         (gconstpointer  state);
  gboolean (*quiet)        (gconstpointer  state);

  /* Optional: the game's own NORMAL view of a decision, which HARD's search starts from
   * (candidates with values, higher is better, on the scale value_to_reward() turns into
   * 0..1). NULL: the shared one-ply lookahead (game_ai_lookahead()) and values already 0..1.
   * Returns the count, 0 when cancelled. */
  guint    (*lookahead)    (gconstpointer       state,
                            guint               seat,
                            guint               n_worlds,
                            const GameAiLimits *limits,
                            GameAiRng          *rng,
                            GameAction         *out_actions,
                            double             *out_values);
  double   (*value_to_reward) (double value);
  /* How far below the best NORMAL value (on lookahead()'s scale) a root action may be and
   * still be searched; 0: 0.1, for the shared lookahead's 0..1 values. */
  double   root_margin;
  /* Optional: the game's own EASY and NORMAL. NULL: the shared ones (EASY: the fast policy
   * with mistakes; NORMAL: the best of lookahead()). */
  gboolean (*choose_heuristic) (GameAiLevel         level,
                                gconstpointer       state,
                                guint               seat,
                                const GameAiLimits *limits,
                                uint64_t            seed,
                                GameAction         *out,
                                GameAiInfo         *info);
};

/* The AI of @game_id, or NULL when it has none. */
const GameAi *game_ai_lookup          (const char *game_id);
/* Gives a game registered with game_rules_register() (a plug-in, a test's toy game) its AI:
 * every level then plays it, at the table too. Call it from the main thread before any
 * game is played; @ai must stay alive for good. FALSE when the game is not registered,
 * already has an AI, or there is no room for more. */
gboolean      game_ai_register        (const GameAi *ai);

void         game_ai_budget_init      (GameAiBudget *budget);

/* Chooses an action for @seat, which must be the deciding seat of @state. The AI reasons only
 * on sampled worlds (rules->views.sample_world()): it never looks at cards @seat cannot see. Pure
 * and thread-safe: the same level, state, seat and @seed give the same answer (for HARD as
 * long as the time cap does not cut the search short). @budget may be NULL. Returns FALSE
 * when @seat has nothing to decide or the thought was cancelled. */
gboolean     game_ai_choose           (const GameAi       *ai,
                                       GameAiLevel         level,
                                       gconstpointer       state,
                                       guint               seat,
                                       const GameAiBudget *budget,
                                       guint64             seed,
                                       GameAction         *out,
                                       GameAiInfo         *info);

/* The same in a GTask worker thread on a copy of @state (its card db is kept alive). The
 * budget's own cancellable and flag are ignored: @cancellable abandons the thought and the
 * finish function then fails with G_IO_ERROR_CANCELLED. */
void         game_ai_choose_async     (const GameAi        *ai,
                                       GameAiLevel          level,
                                       gconstpointer        state,
                                       guint                seat,
                                       const GameAiBudget  *budget,
                                       guint64              seed,
                                       GCancellable        *cancellable,
                                       GAsyncReadyCallback  callback,
                                       gpointer             user_data);
gboolean     game_ai_choose_finish    (GAsyncResult        *result,
                                       GameAction          *out,
                                       GError             **error);

/* "random", "easy", "normal", "hard". */
const char  *game_ai_level_to_string  (GameAiLevel level);
gboolean     game_ai_level_from_string (const char  *text,
                                        GameAiLevel *out_level);

/* ---- For games' AI modules ------------------------------------------------------------ */

/* candidates(), or every legal action. */
guint        game_ai_candidates       (const GameAi  *ai,
                                       gconstpointer  state,
                                       GameAction    *out,
                                       guint          max_actions);
/* Plays @state on with the fast policy until @seat decides at a quiet point again, the game
 * ends or @max_steps actions were applied. */
void         game_ai_settle           (const GameAi  *ai,
                                       gpointer       state,
                                       guint          seat,
                                       guint          max_steps,
                                       GameAiRng     *rng);
/* The shared NORMAL view: every candidate's reward for @seat after it and a settle, averaged
 * over @n_worlds sampled worlds (values 0..1). Returns the count, 0 when cancelled. */
guint        game_ai_lookahead        (const GameAi       *ai,
                                       gconstpointer       state,
                                       guint               seat,
                                       guint               n_worlds,
                                       const GameAiLimits *limits,
                                       GameAiRng          *rng,
                                       GameAction         *out_actions,
                                       double             *out_values);
/* A logistic squash of a score difference into 0..1: 0.5 when even, 0.73 at @scale. */
double       game_ai_squash           (double value,
                                       double scale);

G_END_DECLS
