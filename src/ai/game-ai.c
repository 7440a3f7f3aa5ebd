/* game-ai.c: the AI entry points for every game: levels, budgets, RANDOM, EASY and NORMAL's
 * shared forms, worker threads. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <math.h>

#include "game-ai-private.h"

/* The AIs of games registered at run time (game_ai_register()). */
#define MAX_REGISTERED 8
static const GameAi *registered[MAX_REGISTERED];
static guint n_registered;

static const char * const level_names[GAME_AI_N_LEVELS] = { "random", "easy", "normal", "hard" };

/* The shared EASY plays the game's fast policy with this many mistakes. */
#define EASY_EPSILON 0.25
/* Actions a settle plays at most before it gives up waiting for the seat's turn. */
#define SETTLE_STEPS 200

const GameAi *
game_ai_lookup (const char *game_id)
{
  guint n_ais = 0;
  const GameAi *const *ais;

  g_return_val_if_fail (game_id != NULL, NULL);

  ais = game_ai_builtin (&n_ais);
  for (guint i = 0; i < n_ais; i++)
    if (g_str_equal (ais[i]->rules->id, game_id))
      return ais[i];
  for (guint i = 0; i < n_registered; i++)
    if (g_str_equal (registered[i]->rules->id, game_id))
      return registered[i];
  return NULL;
}

gboolean
game_ai_register (const GameAi *ai)
{
  g_return_val_if_fail (ai != NULL && ai->rules != NULL, FALSE);
  g_return_val_if_fail (game_rules_lookup (ai->rules->id) == ai->rules, FALSE);
  g_return_val_if_fail (game_ai_lookup (ai->rules->id) == NULL, FALSE);
  g_return_val_if_fail (n_registered < MAX_REGISTERED, FALSE);

  registered[n_registered++] = ai;
  return TRUE;
}

/* Random numbers */

void
game_ai_rng_init (GameAiRng *rng,
                  uint64_t   seed)
{
  uint64_t state = seed;

  rng->s[0] = game_splitmix64 (&state);
  rng->s[1] = game_splitmix64 (&state);
  if (rng->s[0] == 0 && rng->s[1] == 0)
    rng->s[0] = 1;
}

uint64_t
game_ai_rng_next (GameAiRng *rng)
{
  uint64_t s0 = rng->s[0];
  uint64_t s1 = rng->s[1];
  uint64_t result = s0 + s1;

  s1 ^= s0;
  rng->s[0] = ((s0 << 24) | (s0 >> 40)) ^ s1 ^ (s1 << 16);
  rng->s[1] = (s1 << 37) | (s1 >> 27);
  return result;
}

guint
game_ai_rng_below (GameAiRng *rng,
                   guint      n)
{
  if (n <= 1)
    return 0;
  return (guint) ((game_ai_rng_next (rng) >> 11) % n);
}

double
game_ai_rng_double (GameAiRng *rng)
{
  return (game_ai_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0);
}

/* Limits */

gboolean
game_ai_limits_cancelled (const GameAiLimits *limits)
{
  if (limits == NULL)
    return FALSE;
  if (limits->cancel != NULL && g_atomic_int_get (limits->cancel) != 0)
    return TRUE;
  return limits->cancellable != NULL && g_cancellable_is_cancelled (limits->cancellable);
}

/* The clock of the time cap: the real one, or a test's. */
static gint64 (*test_clock) (void);

void
game_ai_set_test_clock (gint64 (*clock) (void))
{
  test_clock = clock;
}

static gint64
now (void)
{
  return test_clock != NULL ? test_clock () : g_get_monotonic_time ();
}

gboolean
game_ai_limits_expired (const GameAiLimits *limits)
{
  return limits->deadline != 0 && now () >= limits->deadline;
}

static void
limits_from_budget (const GameAiBudget *budget,
                    GameAiLimits       *limits)
{
  guint time_ms = GAME_AI_DEFAULT_TIME_MS;

  memset (limits, 0, sizeof *limits);
  limits->max_iterations = GAME_AI_DEFAULT_MAX_ITERATIONS;
  if (budget != NULL)
    {
      /* An iteration cap alone means "no clock": reproducible searches. */
      if (budget->time_ms == 0 && budget->max_iterations > 0)
        time_ms = 0;
      else if (budget->time_ms > 0)
        time_ms = budget->time_ms;
      if (budget->max_iterations > 0)
        limits->max_iterations = budget->max_iterations;
      limits->cancellable = budget->cancellable;
      limits->cancel = budget->cancel;
    }
  if (time_ms > 0)
    limits->deadline = now () + (gint64) time_ms * 1000;
}

/* Helpers for games */

guint
game_ai_candidates (const GameAi  *ai,
                    gconstpointer  state,
                    GameAction    *out,
                    guint          max_actions)
{
  if (ai->candidates != NULL)
    return ai->candidates (state, out, max_actions);
  return ai->rules->play.legal_actions (state, out, max_actions);
}

void
game_ai_settle (const GameAi *ai,
                gpointer      state,
                guint         seat,
                guint         max_steps,
                GameAiRng    *rng)
{
  const GameRules *rules = ai->rules;
  double epsilon = ai->tuning ()->playout_epsilon;

  for (guint step = 0; step < max_steps && !rules->play.is_over (state); step++)
    {
      GameAction action;

      if (rules->play.deciding_seat (state) == seat && ai->quiet (state))
        return;
      ai->fast_policy (state, rng, epsilon, &action);
      rules->play.apply_legal (state, &action, NULL, NULL);
    }
}

double
game_ai_squash (double value,
                double scale)
{
  return 1.0 / (1.0 + exp (-value / scale));
}

guint
game_ai_lookahead (const GameAi       *ai,
                   gconstpointer       state,
                   guint               seat,
                   guint               n_worlds,
                   const GameAiLimits *limits,
                   GameAiRng          *rng,
                   GameAction         *out_actions,
                   double             *out_values)
{
  const GameRules *rules = ai->rules;
  g_autofree gpointer world = game_state_new (rules);
  g_autofree gpointer copy = game_state_new (rules);
  g_autofree double *rewards = g_new0 (double, GAME_MAX_SEATS);
  g_autofree guint *counted = NULL;
  guint n;

  n = game_ai_candidates (ai, state, out_actions, GAME_MAX_ACTIONS);
  counted = g_new0 (guint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    out_values[i] = 0.0;

  for (guint w = 0; w < MAX (n_worlds, 1); w++)
    {
      uint64_t world_seed = game_ai_rng_next (rng);
      uint64_t settle_seed = game_ai_rng_next (rng);

      if (game_ai_limits_cancelled (limits))
        return 0;
      rules->views.sample_world (state, seat, world_seed, world);
      for (guint i = 0; i < n; i++)
        {
          GameAiRng settle_rng;

          game_state_copy (rules, copy, world);
          /* An action of the real position may not apply in a world that differs from it
           * where the seat cannot see; such a world says nothing of it. */
          if (!rules->play.apply (copy, &out_actions[i], NULL, NULL, NULL))
            continue;
          /* The same random stream for every candidate: their differences are their own. */
          game_ai_rng_init (&settle_rng, settle_seed);
          game_ai_settle (ai, copy, seat, SETTLE_STEPS, &settle_rng);
          ai->rewards (copy, rewards);
          out_values[i] += rewards[seat];
          counted[i]++;
        }
    }
  for (guint i = 0; i < n; i++)
    out_values[i] = counted[i] > 0 ? out_values[i] / counted[i] : 0.0;
  return n;
}

/* The levels */

static gboolean
choose_easy (const GameAi  *ai,
             gconstpointer  state,
             uint64_t       seed,
             GameAction    *out)
{
  GameAiRng rng;

  game_ai_rng_init (&rng, seed);
  ai->fast_policy (state, &rng, EASY_EPSILON, out);
  return TRUE;
}

static gboolean
choose_normal (const GameAi       *ai,
               gconstpointer       state,
               guint               seat,
               const GameAiLimits *limits,
               uint64_t            seed,
               GameAction         *out,
               GameAiInfo         *info)
{
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);
  g_autofree double *values = g_new (double, GAME_MAX_ACTIONS);
  guint n_worlds = (guint) ai->tuning ()->normal_worlds;
  GameAiRng rng;
  guint n, best = 0;

  game_ai_rng_init (&rng, seed);
  n = game_ai_lookahead (ai, state, seat, n_worlds, limits, &rng, actions, values);
  if (n == 0)
    return FALSE;
  for (guint i = 1; i < n; i++)
    if (values[i] > values[best])
      best = i;
  *out = actions[best];
  info->iterations = n_worlds;
  info->value = values[best];
  return TRUE;
}

void
game_ai_budget_init (GameAiBudget *budget)
{
  g_return_if_fail (budget != NULL);

  memset (budget, 0, sizeof *budget);
  budget->time_ms = GAME_AI_DEFAULT_TIME_MS;
  budget->max_iterations = GAME_AI_DEFAULT_MAX_ITERATIONS;
}

const char *
game_ai_level_to_string (GameAiLevel level)
{
  g_return_val_if_fail (level < GAME_AI_N_LEVELS, NULL);

  return level_names[level];
}

gboolean
game_ai_level_from_string (const char  *text,
                           GameAiLevel *out_level)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < GAME_AI_N_LEVELS; i++)
    if (g_ascii_strcasecmp (text, level_names[i]) == 0)
      {
        if (out_level != NULL)
          *out_level = i;
        return TRUE;
      }
  return FALSE;
}

gboolean
game_ai_choose (const GameAi       *ai,
                GameAiLevel         level,
                gconstpointer       state,
                guint               seat,
                const GameAiBudget *budget,
                guint64             seed,
                GameAction         *out,
                GameAiInfo         *info)
{
  const GameRules *rules;
  g_autofree GameAction *legal = NULL;
  GameAiInfo local_info = { 0 };
  GameAiLimits limits;
  gboolean found = FALSE;
  gboolean ok;
  guint n;

  g_return_val_if_fail (ai != NULL, FALSE);
  g_return_val_if_fail (level < GAME_AI_N_LEVELS, FALSE);
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  rules = ai->rules;
  if (info == NULL)
    info = &local_info;
  memset (info, 0, sizeof *info);
  if (rules->play.is_over (state) || seat != rules->play.deciding_seat (state))
    return FALSE;

  limits_from_budget (budget, &limits);
  if (game_ai_limits_cancelled (&limits))
    return FALSE;

  legal = g_new (GameAction, GAME_MAX_ACTIONS);
  n = rules->play.legal_actions (state, legal, GAME_MAX_ACTIONS);
  info->n_legal = n;
  if (n == 0)
    return FALSE;
  if (n == 1)
    {
      /* Nothing to think about. */
      *out = legal[0];
      return TRUE;
    }

  switch (level)
    {
    case GAME_AI_RANDOM:
      {
        GameAiRng rng;

        game_ai_rng_init (&rng, seed);
        *out = legal[game_ai_rng_below (&rng, n)];
        ok = TRUE;
      }
      break;
    case GAME_AI_EASY:
    case GAME_AI_NORMAL:
      if (ai->choose_heuristic != NULL)
        ok = ai->choose_heuristic (level, state, seat, &limits, seed, out, info);
      else if (level == GAME_AI_EASY)
        ok = choose_easy (ai, state, seed, out);
      else
        ok = choose_normal (ai, state, seat, &limits, seed, out, info);
      break;
    case GAME_AI_HARD:
    default:
      ok = game_ai_choose_mcts (ai, state, seat, &limits, seed, out, info);
      break;
    }
  if (!ok || game_ai_limits_cancelled (&limits))
    return FALSE;

  /* Belt and braces: whatever the reasoning, only a legal action leaves this function. */
  for (guint i = 0; i < n && !found; i++)
    found = rules->play.action_equal (&legal[i], out);
  if (!found)
    {
      g_autofree char *text = rules->text.action_to_string (out);

      g_critical ("The %s AI chose “%s”, which is not legal", level_names[level], text);
      *out = legal[0];
    }
  return TRUE;
}

/* Worker threads */

typedef struct
{
  const GameAi *ai;
  GameAiLevel   level;
  gpointer      state;
  gpointer      db;      /* kept alive while the copy refers to it */
  guint         seat;
  GameAiBudget  budget;
  guint64       seed;
  GameAction    action;
} ChooseTask;

static void
choose_task_free (gpointer data)
{
  ChooseTask *task = data;

  g_free (task->state);
  task->ai->rules->cards.db_unref (task->db);
  g_free (task);
}

static void
choose_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ChooseTask *data = task_data;

  data->budget.cancellable = cancellable;
  data->budget.cancel = NULL;
  if (!game_ai_choose (data->ai, data->level, data->state, data->seat, &data->budget,
                       data->seed, &data->action, NULL))
    {
      if (g_cancellable_is_cancelled (cancellable))
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The AI stopped thinking");
      else
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                                 "Seat %u has no decision to make", data->seat + 1);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

void
game_ai_choose_async (const GameAi        *ai,
                      GameAiLevel          level,
                      gconstpointer        state,
                      guint                seat,
                      const GameAiBudget  *budget,
                      guint64              seed,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooseTask *data;

  g_return_if_fail (ai != NULL);
  g_return_if_fail (level < GAME_AI_N_LEVELS);
  g_return_if_fail (state != NULL);

  data = g_new0 (ChooseTask, 1);
  data->ai = ai;
  data->level = level;
  data->state = g_memdup2 (state, ai->rules->state_size);
  data->db = ai->rules->cards.db_ref (ai->rules->cards.state_db (state));
  data->seat = seat;
  if (budget != NULL)
    data->budget = *budget;
  else
    game_ai_budget_init (&data->budget);
  data->seed = seed;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, game_ai_choose_async);
  g_task_set_task_data (task, data, choose_task_free);
  g_task_run_in_thread (task, choose_thread);
}

gboolean
game_ai_choose_finish (GAsyncResult  *result,
                       GameAction    *out,
                       GError       **error)
{
  ChooseTask *data;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  data = g_task_get_task_data (G_TASK (result));
  if (out != NULL)
    *out = data->action;
  return TRUE;
}
