/* bench-rules.c: rules engine figures: random games per second, state copies, state size. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <string.h>
#include <time.h>

#include "test-games-common.h"

/* Each figure runs for about this much CPU time (GROS_BENCH_SECONDS overrides it). */
#define DEFAULT_SECONDS 1.0
#define ACTION_CAP      20000

/* The thread's CPU time in microseconds: other processes on a busy machine do not count. */
static gint64
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static double
bench_seconds (void)
{
  const char *value = g_getenv ("GROS_BENCH_SECONDS");

  return value != NULL ? MAX (g_ascii_strtod (value, NULL), 0.01) : DEFAULT_SECONDS;
}

/* Plays random games for the bench time; returns games per second. */
static double
random_games_per_second (GrosCatalog *catalog,
                         const char  *sigil,
                         guint        n_seats,
                         gboolean     trusted,
                         double      *out_actions_per_game)
{
  static GrosAction actions[GROS_MAX_ACTIONS];
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  gint64 budget = bench_seconds () * G_USEC_PER_SEC;
  gint64 playing = 0;
  guint64 n_actions = 0;
  guint games = 0;

  /* Deck building stays out of the timing: only the engine's own work counts. */
  while (playing < budget || games < 10)
    {
      guint64 seed = games_seed_mix (games + 1);
      guint64 rng = seed;
      GrosGameSetup setup;
      GrosGame game;
      gint64 start;

      games_random_setup (decks, n_seats, sigil, seed, &setup);
      start = cpu_now ();
      g_assert_true (gros_game_init (&game, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                     NULL));
      while (!gros_game_is_over (&game) && game.n_actions < ACTION_CAP)
        {
          guint n = gros_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));

          g_assert_cmpuint (n, >, 0);
          /* Search and simulations take actions from the list they just got: the engine need
           * not list them again to check (gros_game_apply_legal). */
          if (trusted)
            gros_game_apply_legal (&game, &actions[games_rand_below (&rng, n)], NULL, NULL);
          else
            g_assert_true (gros_game_apply (&game, &actions[games_rand_below (&rng, n)], NULL,
                                            NULL, NULL));
        }
      playing += cpu_now () - start;
      n_actions += game.n_actions;
      games++;
    }
  *out_actions_per_game = (double) n_actions / games;
  return games / (playing / (double) G_USEC_PER_SEC);
}

static void
bench_games (GrosCatalog *catalog,
             const char  *sigil,
             const char  *label)
{
  const guint seats[] = { 2, 4 };

  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      double per_game;
      double rate = random_games_per_second (catalog, sigil, seats[i], FALSE, &per_game);
      double trusted = random_games_per_second (catalog, sigil, seats[i], TRUE, &per_game);

      g_print ("games/s %u seats%s: %.1f\n", seats[i], label, rate);
      g_print ("games/s %u seats%s, apply_legal: %.1f\n", seats[i], label, trusted);
      g_print ("actions/s %u seats%s: %.0f (%.0f actions per game)\n", seats[i], label,
               rate * per_game, per_game);
    }
}

static void
test_games_starter (void)
{
  g_autoptr(GrosCatalog) catalog = games_catalog (FALSE, NULL);

  bench_games (catalog, STARTER_SIGIL, "");
}

static void
test_games_dc (void)
{
  gboolean has_dc;
  g_autoptr(GrosCatalog) catalog = games_catalog (TRUE, &has_dc);

  if (!has_dc)
    {
      g_test_skip ("the shared Director's Cut release is not here");
      return;
    }
  bench_games (catalog, DC_SIGIL, " (gros-dc)");
}

/* What an AI search pays for each node: one copy of the whole state. */
static void
test_copy (void)
{
  g_autoptr(GrosCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  GrosGameSetup setup;
  GrosGame game, *copies;
  gint64 start, elapsed;
  guint64 n = 0;
  const guint batch = 4096;

  games_random_setup (decks, 4, STARTER_SIGIL, 42, &setup);
  g_assert_true (gros_game_init (&game, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                 NULL));
  /* Two destinations, so consecutive copies are not provably the same store. */
  copies = g_new (GrosGame, 2);
  start = cpu_now ();
  do
    {
      for (guint i = 0; i < batch; i++)
        {
          gros_game_copy (&copies[i & 1], &game);
          /* The compiler must assume the copy is read: it cannot drop or merge it. */
          __asm__ __volatile__ ("" : : "r" (&copies[i & 1]) : "memory");
        }
      n += batch;
      elapsed = cpu_now () - start;
    }
  while (elapsed < bench_seconds () * G_USEC_PER_SEC);
  g_assert_cmpmem (&copies[0], sizeof game, &game, sizeof game);
  g_free (copies);

  g_print ("ns per state copy: %.1f\n", elapsed * 1000.0 / n);
  g_print ("sizeof(GrosGame): %" G_GSIZE_FORMAT " bytes\n", sizeof (GrosGame));
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/bench/rules/games-starter", test_games_starter);
  g_test_add_func ("/gros/bench/rules/games-dc", test_games_dc);
  g_test_add_func ("/gros/bench/rules/copy", test_copy);

  return g_test_run ();
}
