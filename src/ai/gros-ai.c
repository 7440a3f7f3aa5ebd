/* gros-ai.c: the AI entry points: levels, budgets, sampled worlds, RANDOM, worker threads. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "gros-ai-private.h"

static const char * const level_names[GROS_AI_N_LEVELS] = { "random", "easy", "normal", "hard" };

/* Random numbers */

void
gros_ai_rng_init (GrosAiRng *rng,
                  uint64_t   seed)
{
  uint64_t state = seed;

  rng->s[0] = game_splitmix64 (&state);
  rng->s[1] = game_splitmix64 (&state);
  if (rng->s[0] == 0 && rng->s[1] == 0)
    rng->s[0] = 1;
}

uint64_t
gros_ai_rng_next (GrosAiRng *rng)
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
gros_ai_rng_below (GrosAiRng *rng,
                   guint      n)
{
  if (n <= 1)
    return 0;
  return (guint) ((gros_ai_rng_next (rng) >> 11) % n);
}

double
gros_ai_rng_double (GrosAiRng *rng)
{
  return (gros_ai_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0);
}

/* Tuning */

static const GrosAiTuning default_tuning = {
  .uct_c = 0.7,
  .prior_visits = 20,
  .prior_worlds = 8,
  .playout_turns = 2,
  .playout_epsilon = 0.1,
  .reward_scale = 7.0,
  .normal_worlds = 4,
  .w_risk = 0.5,
  .w_bucket = 0.7,
  .w_close = 0,
};

#ifdef GROS_AI_TUNING
static GrosAiTuning tuning;

static gpointer
read_tuning (gpointer data)
{
  const char *text = g_getenv ("GROS_AI_TUNE");
  g_auto(GStrv) pairs = g_strsplit (text != NULL ? text : "", ",", -1);
  static const struct { const char *name; gsize offset; } names[] = {
    { "uct_c", G_STRUCT_OFFSET (GrosAiTuning, uct_c) },
    { "prior_visits", G_STRUCT_OFFSET (GrosAiTuning, prior_visits) },
    { "prior_worlds", G_STRUCT_OFFSET (GrosAiTuning, prior_worlds) },
    { "playout_turns", G_STRUCT_OFFSET (GrosAiTuning, playout_turns) },
    { "playout_epsilon", G_STRUCT_OFFSET (GrosAiTuning, playout_epsilon) },
    { "reward_scale", G_STRUCT_OFFSET (GrosAiTuning, reward_scale) },
    { "normal_worlds", G_STRUCT_OFFSET (GrosAiTuning, normal_worlds) },
    { "w_risk", G_STRUCT_OFFSET (GrosAiTuning, w_risk) },
    { "w_bucket", G_STRUCT_OFFSET (GrosAiTuning, w_bucket) },
    { "w_close", G_STRUCT_OFFSET (GrosAiTuning, w_close) },
  };

  tuning = default_tuning;
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      char *eq = strchr (pairs[i], '=');

      if (eq == NULL)
        continue;
      *eq = '\0';
      for (guint k = 0; k < G_N_ELEMENTS (names); k++)
        if (g_str_equal (pairs[i], names[k].name))
          G_STRUCT_MEMBER (double, &tuning, names[k].offset) = g_ascii_strtod (eq + 1, NULL);
    }
  return NULL;
}

const GrosAiTuning *
gros_ai_tuning (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, read_tuning, NULL);
  return &tuning;
}
#else
const GrosAiTuning *
gros_ai_tuning (void)
{
  return &default_tuning;
}
#endif

/* Limits */

gboolean
gros_ai_limits_cancelled (const GrosAiLimits *limits)
{
  if (limits == NULL)
    return FALSE;
  if (limits->cancel != NULL && g_atomic_int_get (limits->cancel) != 0)
    return TRUE;
  return limits->cancellable != NULL && g_cancellable_is_cancelled (limits->cancellable);
}

gboolean
gros_ai_limits_expired (const GrosAiLimits *limits)
{
  return limits->deadline != 0 && g_get_monotonic_time () >= limits->deadline;
}

/* Worlds */

void
gros_ai_sample_world (const GrosGame *game,
                      guint           seat,
                      uint64_t        seed,
                      GrosGame       *out)
{
  gros_game_sample_world (game, seat, seed, out);
}

gboolean
gros_ai_apply (GrosGame         *g,
               const GrosAction *action)
{
  return gros_game_apply (g, action, NULL, NULL, NULL);
}

/* Public API */

void
gros_ai_budget_init (GrosAiBudget *budget)
{
  g_return_if_fail (budget != NULL);

  memset (budget, 0, sizeof *budget);
  budget->time_ms = GROS_AI_DEFAULT_TIME_MS;
  budget->max_iterations = GROS_AI_DEFAULT_MAX_ITERATIONS;
}

const char *
gros_ai_level_to_string (GrosAiLevel level)
{
  g_return_val_if_fail (level < GROS_AI_N_LEVELS, NULL);

  return level_names[level];
}

gboolean
gros_ai_level_from_string (const char  *text,
                           GrosAiLevel *out_level)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint i = 0; i < GROS_AI_N_LEVELS; i++)
    if (g_ascii_strcasecmp (text, level_names[i]) == 0)
      {
        if (out_level != NULL)
          *out_level = i;
        return TRUE;
      }
  return FALSE;
}

static void
limits_from_budget (const GrosAiBudget *budget,
                    GrosAiLimits       *limits)
{
  guint time_ms = GROS_AI_DEFAULT_TIME_MS;

  memset (limits, 0, sizeof *limits);
  limits->max_iterations = GROS_AI_DEFAULT_MAX_ITERATIONS;
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
    limits->deadline = g_get_monotonic_time () + (gint64) time_ms * 1000;
}

gboolean
gros_ai_choose_full (GrosAiLevel         level,
                     const GrosGame     *game,
                     guint               seat,
                     const GrosAiBudget *budget,
                     guint64             seed,
                     GrosAction         *out,
                     GrosAiInfo         *info)
{
  g_autofree GrosAction *legal = NULL;
  GrosAiInfo local_info = { 0 };
  GrosAiLimits limits;
  gboolean found = FALSE;
  gboolean ok;
  guint n;

  g_return_val_if_fail (level < GROS_AI_N_LEVELS, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (info == NULL)
    info = &local_info;
  memset (info, 0, sizeof *info);
  if (gros_game_is_over (game) || seat != gros_game_get_deciding_seat (game))
    return FALSE;

  limits_from_budget (budget, &limits);
  if (gros_ai_limits_cancelled (&limits))
    return FALSE;

  legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  n = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);
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
    case GROS_AI_RANDOM:
      {
        GrosAiRng rng;

        gros_ai_rng_init (&rng, seed);
        *out = legal[gros_ai_rng_below (&rng, n)];
        ok = TRUE;
      }
      break;
    case GROS_AI_EASY:
    case GROS_AI_NORMAL:
      ok = gros_ai_choose_heuristic (level, game, seat, &limits, seed, out, info);
      break;
    case GROS_AI_HARD:
    default:
      ok = gros_ai_choose_mcts (game, seat, &limits, seed, out, info);
      break;
    }
  if (!ok || gros_ai_limits_cancelled (&limits))
    return FALSE;

  /* Belt and braces: whatever the reasoning, only a legal action leaves this function. */
  for (guint i = 0; i < n && !found; i++)
    found = gros_action_equal (&legal[i], out);
  if (!found)
    {
      g_autofree char *text = gros_action_to_string (out);

      g_critical ("The %s AI chose “%s”, which is not legal", level_names[level], text);
      *out = legal[0];
    }
  return TRUE;
}

gboolean
gros_ai_choose (GrosAiLevel         level,
                const GrosGame     *game,
                guint               seat,
                const GrosAiBudget *budget,
                guint64             seed,
                GrosAction         *out)
{
  return gros_ai_choose_full (level, game, seat, budget, seed, out, NULL);
}

/* Worker threads */

typedef struct
{
  GrosAiLevel  level;
  GrosGame    *game;
  GrosCardDb  *db;      /* kept alive while the copy refers to it */
  guint        seat;
  GrosAiBudget budget;
  guint64      seed;
  GrosAction   action;
} ChooseTask;

static void
choose_task_free (gpointer data)
{
  ChooseTask *task = data;

  g_free (task->game);
  gros_card_db_unref (task->db);
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
  if (!gros_ai_choose (data->level, data->game, data->seat, &data->budget, data->seed,
                       &data->action))
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
gros_ai_choose_async (GrosAiLevel          level,
                      const GrosGame      *game,
                      guint                seat,
                      const GrosAiBudget  *budget,
                      guint64              seed,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ChooseTask *data;

  g_return_if_fail (level < GROS_AI_N_LEVELS);
  g_return_if_fail (game != NULL);

  data = g_new0 (ChooseTask, 1);
  data->level = level;
  data->game = g_new (GrosGame, 1);
  gros_game_copy (data->game, game);
  data->db = gros_card_db_ref ((GrosCardDb *) game->db);
  data->seat = seat;
  if (budget != NULL)
    data->budget = *budget;
  else
    gros_ai_budget_init (&data->budget);
  data->seed = seed;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, gros_ai_choose_async);
  g_task_set_task_data (task, data, choose_task_free);
  g_task_run_in_thread (task, choose_thread);
}

gboolean
gros_ai_choose_finish (GAsyncResult  *result,
                       GrosAction    *out,
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
