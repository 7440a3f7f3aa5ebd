/* test-groo-ai.c: the shared AI playing Groo: legal and reproducible choices at every level,
 * choices blind to what the seat cannot see, and NORMAL beating RANDOM. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>

#include "game-ai.h"
#include "groo-test-util.h"
#include "groo-game-id.h"

#define ACTION_CAP 20000

static const GameAi *
groo_ai (void)
{
  const GameAi *ai = game_ai_lookup (GROO_GAME_ID);

  g_assert_nonnull (ai);
  return ai;
}

/* A budget that does not depend on the machine: HARD searches a fixed number of
 * iterations. */
static void
fixed_budget (GameAiBudget *budget,
              guint         iterations)
{
  game_ai_budget_init (budget);
  budget->time_ms = 0;
  budget->max_iterations = iterations;
}

/* Plays a game with @levels[seat]; returns the winners' mask. */
static guint
play_match (GrooTestCards     *cards,
            guint              n_seats,
            const GameAiLevel *levels,
            guint64            seed,
            guint              hard_iterations)
{
  const GameAi *ai = groo_ai ();
  GrooGameSetup setup;
  GrooGame game;
  GameAiBudget budget;

  fixed_budget (&budget, hard_iterations);
  groo_test_setup (cards, n_seats, seed, &setup);
  g_assert_true (groo_game_init (&game, cards->db, &setup, NULL, NULL, NULL));
  while (!groo_game_is_over (&game))
    {
      GameAction action;
      guint seat = game.deciding;

      g_assert_cmpuint (game.n_actions, <, ACTION_CAP);
      g_assert_true (game_ai_choose (ai, levels[seat], &game, seat, &budget,
                                     seed * 7919 + game.n_actions, &action, NULL));
      g_assert_true (groo_game_apply (&game, &action, NULL, NULL, NULL));
    }
  return game.winners;
}

/* Every level answers every kind of decision with a legal action, the same one for the
 * same seed. */
static void
test_levels_legal (void)
{
  const GameAi *ai = groo_ai ();
  GrooTestCards cards;
  GameAiBudget budget;
  guint64 rng = 12345;

  groo_test_cards_init (&cards);
  fixed_budget (&budget, 60);
  for (guint n_seats = 2; n_seats <= GROO_MAX_SEATS; n_seats += 2)
    {
      GrooGameSetup setup;
      GrooGame game;

      groo_test_setup (&cards, n_seats, 77 + n_seats, &setup);
      g_assert_true (groo_game_init (&game, cards.db, &setup, NULL, NULL, NULL));
      while (!groo_game_is_over (&game) && game.n_actions < 120)
        {
          GameAction legal[GROO_MAX_CARDS + 16];
          guint n = groo_game_legal_actions (&game, legal, G_N_ELEMENTS (legal));

          for (guint level = 0; level < GAME_AI_N_LEVELS; level++)
            {
              GameAction a, b;

              /* HARD is slow: a look at every tenth decision. */
              if (level == GAME_AI_HARD && game.n_actions % 10 != 0)
                continue;
              g_assert_true (game_ai_choose (ai, level, &game, game.deciding, &budget, 99, &a,
                                             NULL));
              g_assert_true (game_ai_choose (ai, level, &game, game.deciding, &budget, 99, &b,
                                             NULL));
              g_assert_true (groo_action_equal (&a, &b));
              g_assert_true (groo_game_is_legal (&game, &a));
            }
          groo_game_apply_legal (&game, &legal[groo_test_rand_below (&rng, n)], NULL, NULL);
        }
    }
  groo_test_cards_clear (&cards);
}

/* Two positions a seat cannot tell apart (other hands and the deck's order differ) get the
 * same choice from NORMAL and HARD: the AI reasons on what the seat knows only. */
static void
test_blind_to_hidden (void)
{
  const GameAi *ai = groo_ai ();
  GrooTestCards cards;
  GameAiBudget budget;
  guint64 rng = 777;
  guint compared = 0;

  groo_test_cards_init (&cards);
  fixed_budget (&budget, 80);
  for (guint round = 0; round < 3; round++)
    {
      GrooGameSetup setup;
      GrooGame game;

      groo_test_setup (&cards, 3 + round, 500 + round, &setup);
      g_assert_true (groo_game_init (&game, cards.db, &setup, NULL, NULL, NULL));
      while (!groo_game_is_over (&game) && game.n_actions < 90)
        {
          GameAction legal[GROO_MAX_CARDS + 16];
          guint n = groo_game_legal_actions (&game, legal, G_N_ELEMENTS (legal));

          if (game.n_actions % 15 == 7)
            {
              GrooGame other;
              guint seat = game.deciding;

              /* Another deal of what the seat cannot see. */
              groo_game_sample_world (&game, seat, game.n_actions + 1, &other);
              memcpy (other.rng, game.rng, sizeof game.rng);
              for (guint level = GAME_AI_NORMAL; level <= GAME_AI_HARD; level++)
                {
                  GameAction a, b;

                  g_assert_true (game_ai_choose (ai, level, &game, seat, &budget, 5, &a, NULL));
                  g_assert_true (game_ai_choose (ai, level, &other, seat, &budget, 5, &b, NULL));
                  g_assert_true (groo_action_equal (&a, &b));
                  compared++;
                }
            }
          groo_game_apply_legal (&game, &legal[groo_test_rand_below (&rng, n)], NULL, NULL);
        }
    }
  g_assert_cmpuint (compared, >, 5);
  groo_test_cards_clear (&cards);
}

/* A deck of Events that draw (docs/groo.md, reading 14): at decisions taken while Events wait
 * for room on the table, every level answers legally, the same for the same seed, and NORMAL
 * and HARD choose the same in a world the seat cannot tell apart. */
static void
test_waiting_events (void)
{
  const GameAi *ai = groo_ai ();
  g_autoptr(GArray) deck = NULL;
  GrooTestCards cards;
  GameAiBudget budget;
  guint64 rng = 4711;
  guint looked = 0;

  groo_test_cards_init (&cards);
  deck = groo_test_event_deck (&cards);
  fixed_budget (&budget, 40);
  for (guint round = 0; round < 4 && looked < 8; round++)
    {
      GrooGameSetup setup;
      GrooGame game;

      groo_test_setup (&cards, 3 + round, 900 + round, &setup);
      setup.deck = (const uint16_t *) deck->data;
      setup.deck_size = deck->len;
      g_assert_true (groo_game_init (&game, cards.db, &setup, NULL, NULL, NULL));
      while (!groo_game_is_over (&game) && looked < 8)
        {
          GameAction legal[GROO_MAX_CARDS + 16];
          guint n = groo_game_legal_actions (&game, legal, G_N_ELEMENTS (legal));

          if (groo_game_zone_size (&game, GROO_ZONE_WAITING) > 0 && n > 1)
            {
              GrooGame other;
              guint seat = game.deciding;

              groo_game_sample_world (&game, seat, game.n_actions + 1, &other);
              memcpy (other.rng, game.rng, sizeof game.rng);
              for (guint level = 0; level < GAME_AI_N_LEVELS; level++)
                {
                  GameAction a, b;

                  g_assert_true (game_ai_choose (ai, level, &game, seat, &budget, 5, &a, NULL));
                  g_assert_true (groo_game_is_legal (&game, &a));
                  g_assert_true (game_ai_choose (ai, level, &game, seat, &budget, 5, &b, NULL));
                  g_assert_true (groo_action_equal (&a, &b));
                  if (level < GAME_AI_NORMAL)
                    continue;
                  g_assert_true (game_ai_choose (ai, level, &other, seat, &budget, 5, &b, NULL));
                  g_assert_true (groo_action_equal (&a, &b));
                }
              looked++;
            }
          groo_game_apply_legal (&game, &legal[groo_test_rand_below (&rng, n)], NULL, NULL);
        }
    }
  g_assert_cmpuint (looked, ==, 8);
  groo_test_cards_clear (&cards);
}

/* NORMAL against RANDOM, two seats, each side in each seat. */
static void
test_normal_beats_random (void)
{
  const char *env = g_getenv ("GROO_AI_GAMES");
  guint n_games = env != NULL ? (guint) atoi (env) : 20;
  GrooTestCards cards;
  guint wins = 0;

  groo_test_cards_init (&cards);
  for (guint i = 0; i < n_games; i++)
    {
      GameAiLevel levels[2];
      guint normal = i % 2;

      levels[normal] = GAME_AI_NORMAL;
      levels[1 - normal] = GAME_AI_RANDOM;
      if ((play_match (&cards, 2, levels, 1000 + i, 100) >> normal) & 1)
        wins++;
    }
  g_print ("# NORMAL won %u of %u games against RANDOM (2 seats)\n", wins, n_games);
  /* The target is 90% over 400 games; a few games must show most of it. */
  g_assert_cmpuint (wins * 100, >=, 75 * n_games);
  groo_test_cards_clear (&cards);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/groo/ai/levels-legal", test_levels_legal);
  g_test_add_func ("/groo/ai/blind-to-hidden", test_blind_to_hidden);
  g_test_add_func ("/groo/ai/waiting-events", test_waiting_events);
  g_test_add_func ("/groo/ai/normal-beats-random", test_normal_beats_random);

  return g_test_run ();
}
