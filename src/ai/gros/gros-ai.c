/* gros-ai.c: GROS's face of the shared AI: its tuning, its sampled worlds, the entry points
 * with GROS's types. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "gros-ai-private.h"
#include "gros-game-ai.h"

/* Tuning */

static const GrosAiTuning default_tuning = {
  .search = {
    .uct_c = 0.7,
    .prior_visits = 20,
    .prior_worlds = 8,
    .playout_turns = 2,
    .playout_epsilon = 0.1,
    .normal_worlds = 4,
  },
  .reward_scale = 7.0,
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
    { "uct_c", G_STRUCT_OFFSET (GrosAiTuning, search.uct_c) },
    { "prior_visits", G_STRUCT_OFFSET (GrosAiTuning, search.prior_visits) },
    { "prior_worlds", G_STRUCT_OFFSET (GrosAiTuning, search.prior_worlds) },
    { "playout_turns", G_STRUCT_OFFSET (GrosAiTuning, search.playout_turns) },
    { "playout_epsilon", G_STRUCT_OFFSET (GrosAiTuning, search.playout_epsilon) },
    { "reward_scale", G_STRUCT_OFFSET (GrosAiTuning, reward_scale) },
    { "normal_worlds", G_STRUCT_OFFSET (GrosAiTuning, search.normal_worlds) },
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
  game_ai_budget_init (budget);
}

const char *
gros_ai_level_to_string (GrosAiLevel level)
{
  return game_ai_level_to_string (level);
}

gboolean
gros_ai_level_from_string (const char  *text,
                           GrosAiLevel *out_level)
{
  return game_ai_level_from_string (text, out_level);
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
  return game_ai_choose (&gros_game_ai, level, game, seat, budget, seed, out, info);
}

gboolean
gros_ai_choose (GrosAiLevel         level,
                const GrosGame     *game,
                guint               seat,
                const GrosAiBudget *budget,
                guint64             seed,
                GrosAction         *out)
{
  return game_ai_choose (&gros_game_ai, level, game, seat, budget, seed, out, NULL);
}
