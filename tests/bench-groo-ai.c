/* bench-groo-ai.c: the shared AI's levels playing Groo against each other, seats rotated:
 * win shares and HARD's decision times (GROO_AI_BENCH_GAMES games a match, 40 unless set). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>
#include <time.h>

#include "game-ai.h"
#include "groo-test-util.h"
#include "groo-game-id.h"

static guint
bench_games (void)
{
  const char *value = g_getenv ("GROO_AI_BENCH_GAMES");

  return value != NULL ? MAX (atoi (value), 1) : 40;
}

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* @levels[0] is the level measured; the entries move one seat on each game. */
static void
match (guint              n_seats,
       const GameAiLevel *levels,
       double             min_share)
{
  const GameAi *ai = game_ai_lookup (GROO_GAME_ID);
  g_autoptr(GArray) wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
  guint n_games = bench_games ();
  double shares[GROO_MAX_SEATS] = { 0 };
  GrooTestCards cards;
  GameAiBudget budget;

  groo_test_cards_init (&cards);
  game_ai_budget_init (&budget);
  for (guint i = 0; i < n_games; i++)
    {
      guint shift = i % n_seats;
      GrooGameSetup setup;
      GrooGame game;
      guint n_winners;

      groo_test_setup (&cards, n_seats, 4242 + i, &setup);
      g_assert_true (groo_game_init (&game, cards.db, &setup, NULL, NULL, NULL));
      while (!groo_game_is_over (&game))
        {
          guint seat = game.deciding;
          guint entry = (seat + shift) % n_seats;
          gint64 start = g_get_monotonic_time ();
          double cpu_start = cpu_ms ();
          GameAction action;

          g_assert_true (game_ai_choose (ai, levels[entry], &game, seat, &budget,
                                         i * 1000003ull + game.n_actions, &action, NULL));
          if (levels[entry] == GAME_AI_HARD)
            {
              double ms = (g_get_monotonic_time () - start) / 1000.0;
              double cpu_used = cpu_ms () - cpu_start;

              g_array_append_val (wall, ms);
              g_array_append_val (cpu, cpu_used);
            }
          g_assert_true (groo_game_apply (&game, &action, NULL, NULL, NULL));
        }
      n_winners = groo_popcount_test (game.winners);
      for (guint s = 0; s < n_seats; s++)
        if ((game.winners >> s) & 1)
          shares[(s + shift) % n_seats] += 1.0 / n_winners;
    }
  g_print ("%u seats, %u games:", n_seats, n_games);
  for (guint e = 0; e < n_seats; e++)
    g_print (" %s %.1f%%", game_ai_level_to_string (levels[e]), 100.0 * shares[e] / n_games);
  g_print ("\n");
  if (wall->len > 0)
    {
      g_array_sort (wall, compare_doubles);
      g_array_sort (cpu, compare_doubles);
      g_print ("HARD: %u decisions, median %.0f ms (CPU %.0f ms), 90th percentile %.0f ms\n",
               wall->len, g_array_index (wall, double, wall->len / 2),
               g_array_index (cpu, double, cpu->len / 2),
               g_array_index (wall, double, wall->len * 9 / 10));
    }
  /* The targets, loosely for a few games (the figures come from many). */
  g_assert_cmpfloat (shares[0] / n_games, >=, min_share);
  groo_test_cards_clear (&cards);
}

static void
test_normal_random_two (void)
{
  const GameAiLevel levels[] = { GAME_AI_NORMAL, GAME_AI_RANDOM };

  match (2, levels, 0.8);
}

static void
test_normal_random_four (void)
{
  const GameAiLevel levels[] = { GAME_AI_NORMAL, GAME_AI_RANDOM, GAME_AI_RANDOM,
                                 GAME_AI_RANDOM };

  match (4, levels, 0.55);
}

static void
test_hard_normal_four (void)
{
  const GameAiLevel levels[] = { GAME_AI_HARD, GAME_AI_NORMAL, GAME_AI_NORMAL,
                                 GAME_AI_NORMAL };

  match (4, levels, 0.25);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/groo/bench/ai/normal-random-2", test_normal_random_two);
  g_test_add_func ("/groo/bench/ai/normal-random-4", test_normal_random_four);
  g_test_add_func ("/groo/bench/ai/hard-normal-4", test_hard_normal_four);

  return g_test_run ();
}
