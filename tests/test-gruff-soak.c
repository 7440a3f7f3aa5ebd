/* test-gruff-soak.c: thousands of random games of Gruff with random legal decks, the
 * invariants checked after every action and in sampled worlds. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>

#include "gros-test-util.h"
#include "gruff-test-util.h"

/* The default suite plays a few hundred; the bench suite sets GRUFF_SOAK_GAMES=10000. */
#define DEFAULT_GAMES 300

static guint64
env_number (const char *name,
            guint64     fallback)
{
  const char *value = g_getenv (name);

  return value != NULL ? g_ascii_strtoull (value, NULL, 10) : fallback;
}

static guint64
next_random (guint64 *state)
{
  return game_splitmix64 (state);
}

static void
check (const GruffGame *game,
       const char      *where,
       guint            game_number)
{
  g_autofree char *message = NULL;

  if (!gruff_game_check_invariants (game, &message))
    g_error ("game %u (GRUFF_SOAK_SEED): %s: %s", game_number, where, message);
}

static void
test_soak (void)
{
  guint n_games = env_number ("GRUFF_SOAK_GAMES", DEFAULT_GAMES);
  guint64 base = env_number ("GRUFF_SOAK_SEED", 1);
  guint64 checked = 0, ends[GRUFF_N_END_REASONS] = { 0 }, turns = 0, wins[2] = { 0 };
  guint max_legal = 0;
  gint64 start = g_get_monotonic_time ();
  double seconds;

  for (guint i = 0; i < n_games; i++)
    {
      GruffGame game, world;
      guint64 rng = base * 1000003 + i;

      gruff_test_start (&game, base + i, base * 7919 + i);
      check (&game, "set-up", i);
      while (game.phase != GRUFF_PHASE_OVER)
        {
          GameAction actions[GAME_MAX_ACTIONS];
          guint n = gruff_game_legal_actions (&game, actions, GAME_MAX_ACTIONS);
          guint seat = gruff_game_deciding_seat (&game);

          g_assert_cmpuint (n, >, 0);
          max_legal = MAX (max_legal, n);
          gruff_game_apply_legal (&game, &actions[next_random (&rng) % n], NULL, NULL);
          check (&game, "after an action", i);
          checked++;
          /* Now and then a sampled world must be a legal position too. */
          if (seat != GAME_NO_SEAT && next_random (&rng) % 16 == 0)
            {
              gruff_game_sample_world (&game, seat, next_random (&rng), &world);
              check (&world, "sampled world", i);
            }
        }
      ends[game.end_reason]++;
      turns += game.turn;
      if (game.winner < 2)
        wins[game.winner]++;
    }
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
  g_print ("gruff soak: %u games in %.1f s (%.0f games/s), %.1f turns per game\n", n_games,
           seconds, n_games / MAX (seconds, 1e-6), turns / (double) MAX (n_games, 1));
  g_print ("gruff soak: ends gruffs:%" G_GUINT64_FORMAT " life:%" G_GUINT64_FORMAT
           " both:%" G_GUINT64_FORMAT " turn-cap:%" G_GUINT64_FORMAT "; wins seat 1:%"
           G_GUINT64_FORMAT " seat 2:%" G_GUINT64_FORMAT "; most legal actions %u\n",
           ends[GRUFF_END_GRUFFS], ends[GRUFF_END_LIFE], ends[GRUFF_END_BOTH],
           ends[GRUFF_END_TURN_CAP], wins[0], wins[1], max_legal);
  g_print ("gruff soak: invariants checked after %" G_GUINT64_FORMAT " actions: 0 violations\n",
           checked);
  g_assert_cmpuint (ends[GRUFF_END_NONE], ==, 0);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/gruff/soak/random-games", test_soak);
  return g_test_run ();
}
