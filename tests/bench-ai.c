/* bench-ai.c: AI figures: decisions per second per level, HARD search iterations per second. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "gros-test-util.h"
#include "test-ai-common.h"

/* Each level thinks for about this long (GROS_BENCH_SECONDS overrides it). */
#define DEFAULT_SECONDS 1.0
#define MAX_POSITIONS   256

static double
bench_seconds (void)
{
  const char *value = g_getenv ("GROS_BENCH_SECONDS");

  return value != NULL ? MAX (g_ascii_strtod (value, NULL), 0.01) : DEFAULT_SECONDS;
}

/* Real decisions (more than one legal action) met in NORMAL-against-EASY games. */
static guint
collect_positions (AiTestCards *cards,
                   GrosGame    *positions)
{
  guint n = 0;

  for (guint64 seed = 1; n < MAX_POSITIONS && seed < 40; seed++)
    {
      uint16_t decks[2][64];
      g_autofree GrosGame *game = g_new (GrosGame, 1);

      ai_test_new_game (cards, seed, decks, game);
      while (!gros_game_is_over (game) && n < MAX_POSITIONS)
        {
          guint seat = gros_game_get_deciding_seat (game);
          GrosAiLevel level = seat == 0 ? GROS_AI_NORMAL : GROS_AI_EASY;
          GrosAction action;
          GrosAiInfo info;

          g_assert_true (gros_ai_choose_full (level, game, seat, NULL, game->n_actions, &action,
                                              &info));
          if (info.n_legal > 1)
            gros_game_copy (&positions[n++], game);
          g_assert_true (gros_game_apply (game, &action, NULL, NULL, NULL));
        }
    }
  return n;
}

static void
bench_level (GrosAiLevel     level,
             const GrosGame *positions,
             guint           n_positions,
             guint           time_ms)
{
  gint64 budget = bench_seconds () * G_USEC_PER_SEC;
  gint64 start = g_get_monotonic_time ();
  guint64 iterations = 0;
  guint decisions = 0;
  GrosAiBudget ai_budget;
  double elapsed;

  gros_ai_budget_init (&ai_budget);
  if (time_ms > 0)
    ai_budget.time_ms = time_ms;
  while (g_get_monotonic_time () - start < budget || decisions < 3)
    {
      const GrosGame *game = &positions[decisions % n_positions];
      GrosAction action;
      GrosAiInfo info;

      g_assert_true (gros_ai_choose_full (level, game, gros_game_get_deciding_seat (game),
                                          &ai_budget, decisions, &action, &info));
      iterations += info.iterations;
      decisions++;
    }
  elapsed = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  if (level == GROS_AI_HARD)
    g_print ("ai %s (%u ms budget): %.1f decisions/s, %.0f search iterations/s\n",
             gros_ai_level_to_string (level), ai_budget.time_ms, decisions / elapsed,
             iterations / elapsed);
  else
    g_print ("ai %s: %.1f decisions/s (%.0f sampled worlds/s)\n", gros_ai_level_to_string (level),
             decisions / elapsed, iterations / elapsed);
}

int
main (int    argc,
      char **argv)
{
  g_autofree GrosGame *positions = g_new (GrosGame, MAX_POSITIONS);
  AiTestCards cards;
  guint n;

  gros_test_init (&argc, &argv);
  ai_test_cards_init (&cards);
  n = collect_positions (&cards, positions);
  g_assert_cmpuint (n, >, 0);
  g_print ("%u decision positions from starter-deck games\n", n);

  bench_level (GROS_AI_RANDOM, positions, n, 0);
  bench_level (GROS_AI_EASY, positions, n, 0);
  bench_level (GROS_AI_NORMAL, positions, n, 0);
  bench_level (GROS_AI_HARD, positions, n, 100);
  bench_level (GROS_AI_HARD, positions, n, 0);

  ai_test_cards_clear (&cards);
  return 0;
}
