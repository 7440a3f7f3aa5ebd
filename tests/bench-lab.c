/* bench-lab.c: Deck lab figures: a run of two-seat NORMAL games on a starter deck. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <time.h>

#include "gros-game-lab.h"
#include "gros-lab.h"
#include "test-games-common.h"
#include "gros-deck.h"

/* GROS_BENCH_LAB_GAMES overrides the number of games. */
#define DEFAULT_GAMES  GAME_LAB_DEFAULT_GAMES
/* The figure the Deck lab promises on a two-core machine. */
#define TARGET_SECONDS 30.0

static guint
bench_games (void)
{
  const char *value = g_getenv ("GROS_BENCH_LAB_GAMES");

  return value != NULL ? MAX (1, (guint) g_ascii_strtoull (value, NULL, 10)) : DEFAULT_GAMES;
}

static void
bench_run (void)
{
  const char *packs[] = { "drive-in:01", "drive-in:02", "drive-in:03", NULL };
  const char *extra[] = { "drive-in:04-01", "drive-in:05-02", NULL };
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInDeck) deck = gros_deck_new_from_packs (catalog, packs, extra, &error);
  g_autoptr(GameLabResults) results = NULL;
  GameLabOptions options;
  gint64 start;
  double seconds, cpu = 0;

  g_assert_no_error (error);
  game_lab_options_init (&options);
  options.level = GROS_AI_NORMAL;
  options.n_seats = 2;
  options.n_games = bench_games ();
  options.seed = 1;
  options.random_sigil = STARTER_SIGIL;

  start = g_get_monotonic_time ();
  {
    struct timespec t0, t1;

    clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t0);
    results = game_lab_run (catalog, deck, NULL, &options, NULL, NULL, NULL, &error);
    clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t1);
    cpu = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
  }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_assert_no_error (error);
  g_assert_cmpuint (results->n_games + results->n_failed, ==, options.n_games);

  g_print ("lab: %u two-seat %s games on %u threads: %.2f s wall (%.2f s CPU), %.1f games/s; "
           "target %.0f s\n", options.n_games, gros_ai_level_to_string (options.level),
           g_get_num_processors (), seconds, cpu, options.n_games / seconds, TARGET_SECONDS);
  g_print ("lab: win rate %.3f [%.3f, %.3f], mean %.1f turns, %.0f actions, %u failed\n",
           results->win_rate, results->win_low, results->win_high, results->mean_turns,
           results->mean_actions, results->n_failed);
  g_test_message ("wall %.2f s for %u games", seconds, options.n_games);
  g_assert_cmpuint (results->n_failed, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/bench/lab-run", bench_run);

  return g_test_run ();
}
