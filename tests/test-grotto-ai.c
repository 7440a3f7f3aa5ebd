/* test-grotto-ai.c: the shared AI playing Grotto Beasts!: legal and reproducible choices at
 * every level, choices blind to what the seat cannot see, action keys by place for hidden
 * cards, and NORMAL beating RANDOM. GROTTO_AI_MATCH="A,B,GAMES" plays a longer match and
 * prints the rates (a tuning aid; the figures come from drive-in-cli tournament). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>

#include "game-ai.h"
#include "hidden-oracle.h"
#include "test-grotto-common.h"
#include "grotto-game-id.h"

#define ACTION_CAP 40000

static GPtrArray *starter;
static GrottoCardDb *db;

static const GameAi *
grotto_ai (void)
{
  const GameAi *ai = game_ai_lookup (GROTTO_GAME_ID);

  g_assert_nonnull (ai);
  return ai;
}

static void
fixed_budget (GameAiBudget *budget,
              guint         iterations)
{
  game_ai_budget_init (budget);
  budget->time_ms = 0;
  budget->max_iterations = iterations;
}

static void
setup_game_full (GrottoGame     *game,
                 GrottoVariant   variant,
                 guint           n_seats,
                 guint64         seed,
                 GrottoEventFunc on_event,
                 gpointer        user_data)
{
  static uint16_t decks[GROTTO_MAX_SEATS][80];
  GRand *rand = g_rand_new_with_seed (seed);
  GrottoParams params;
  GameSetup setup = { 0 };

  grotto_params_init (&params, variant);
  setup.n_seats = n_seats;
  setup.seed = seed;
  setup.params = &params;
  setup.db = db;
  setup.previous_loser = GAME_NO_SEAT;
  for (guint s = 0; s < n_seats; s++)
    {
      setup.deck_sizes[s] = grotto_test_random_deck (db, starter, variant != GROTTO_VARIANT_CLASSIC,
                                                     rand, decks[s]);
      setup.decks[s] = decks[s];
    }
  g_rand_free (rand);
  g_assert_true (grotto_game_init (game, db, &setup, on_event, user_data, NULL));
}

static void
setup_game (GrottoGame    *game,
            GrottoVariant  variant,
            guint          n_seats,
            guint64        seed)
{
  setup_game_full (game, variant, n_seats, seed, NULL, NULL);
}

/* Plays a game with @levels[seat]; returns the winners' mask; *@max_us gets the slowest
 * decision of @timed_seat (GAME_NO_SEAT: none). */
static guint
play_match (GrottoVariant      variant,
            guint              n_seats,
            const GameAiLevel *levels,
            guint64            seed,
            guint              hard_iterations,
            GArray            *times_us,
            guint              timed_level)
{
  const GameAi *ai = grotto_ai ();
  g_autofree GrottoGame *game = g_new0 (GrottoGame, 1);
  GameAiBudget budget;

  fixed_budget (&budget, hard_iterations);
  setup_game (game, variant, n_seats, seed);
  while (!grotto_game_is_over (game))
    {
      GameAction action;
      guint seat = grotto_game_deciding_seat (game);
      gint64 start = g_get_monotonic_time ();

      g_assert_cmpuint (game->n_actions, <, ACTION_CAP);
      g_assert_true (game_ai_choose (ai, levels[seat], game, seat, &budget,
                                     seed * 7919 + game->n_actions, &action, NULL));
      if (times_us != NULL && levels[seat] == timed_level)
        {
          double us = g_get_monotonic_time () - start;

          g_array_append_val (times_us, us);
        }
      g_assert_true (grotto_game_apply (game, &action, NULL, NULL, NULL));
    }
  return game->winners;
}

/* Every level answers with a legal action, the same one for the same seed. */
static void
test_levels_legal (void)
{
  const GameAi *ai = grotto_ai ();
  g_autofree GrottoGame *game = g_new0 (GrottoGame, 1);
  GRand *rand = g_rand_new_with_seed (8);
  GameAiBudget budget;

  fixed_budget (&budget, 60);
  setup_game (game, GROTTO_VARIANT_RUMBLE, 2, 8);
  for (guint k = 0; k < 300 && !grotto_game_is_over (game); k++)
    {
      GameAction legal[GAME_MAX_ACTIONS];
      guint n = grotto_game_legal_actions (game, legal, G_N_ELEMENTS (legal));
      guint seat = grotto_game_deciding_seat (game);

      for (GameAiLevel level = GAME_AI_RANDOM; level < GAME_AI_N_LEVELS; level++)
        {
          GameAction a, b;
          gboolean found = FALSE;

          if (level == GAME_AI_HARD && k % 10 != 0)
            continue;
          g_assert_true (game_ai_choose (ai, level, game, seat, &budget, k, &a, NULL));
          g_assert_true (game_ai_choose (ai, level, game, seat, &budget, k, &b, NULL));
          g_assert_true (grotto_action_equal (&a, &b));
          for (guint i = 0; i < n && !found; i++)
            found = grotto_action_equal (&a, &legal[i]);
          g_assert_true (found);
        }
      grotto_game_apply_legal (game, &legal[g_rand_int_range (rand, 0, n)], NULL, NULL);
    }
  g_rand_free (rand);
}

/* Feeds the oracle @user_data. */
static void
feed_oracle (const GrottoGame *game,
             const GameEvent  *event,
             gpointer          user_data)
{
  hidden_oracle_event (game, event, user_data);
}

/* Two positions that differ only where a seat may not know (by the oracle, from the events
 * alone) give that seat the same choice. */
static void
test_blind_to_hidden (void)
{
  const GameAi *ai = grotto_ai ();
  g_autofree GrottoGame *game = g_new0 (GrottoGame, 1);
  g_autofree GrottoGame *other = g_new0 (GrottoGame, 1);
  const GameRules *rules = game_rules_lookup (GROTTO_GAME_ID);
  g_autoptr(HiddenOracle) oracle = hidden_oracle_new (rules);
  GRand *rand = g_rand_new_with_seed (12);
  GameAiBudget budget;
  guint checked = 0;

  fixed_budget (&budget, 80);
  setup_game_full (game, GROTTO_VARIANT_CLASSIC, 2, 12, feed_oracle, oracle);
  for (guint k = 0; k < 200 && !grotto_game_is_over (game); k++)
    {
      GameAction legal[GAME_MAX_ACTIONS];
      guint n = grotto_game_legal_actions (game, legal, G_N_ELEMENTS (legal));
      guint seat = grotto_game_deciding_seat (game);
      guint opp = 1 - seat;
      g_autofree char *message = NULL;

      /* The engine's knowledge is the oracle's (so the AI's is too). */
      if (!hidden_oracle_check_engine (oracle, game, &message))
        g_error ("after %u actions: %s", game->n_actions, message);
      if (k % 7 == 0 && grotto_game_zone_size (game, GROTTO_ZONE_HAND, opp) > 0
          && grotto_game_zone_size (game, GROTTO_ZONE_DECK, opp) > 3)
        {
          int a = grotto_game_zone_card (game, GROTTO_ZONE_HAND, opp, 0);
          int b = grotto_game_zone_card (game, GROTTO_ZONE_DECK, opp, 2);

          grotto_game_copy (other, game);
          if (!hidden_oracle_sees (oracle, a, seat) && !hidden_oracle_sees (oracle, b, seat))
            {
              uint16_t tmp = other->cards[a].def;

              other->cards[a].def = other->cards[b].def;
              other->cards[b].def = tmp;
              for (GameAiLevel level = GAME_AI_EASY; level < GAME_AI_N_LEVELS; level++)
                {
                  GameAction x, y;

                  if (level == GAME_AI_EASY)
                    continue; /* EASY plays the fast policy on the real state (shared) */
                  g_assert_true (game_ai_choose (ai, level, game, seat, &budget, k, &x, NULL));
                  g_assert_true (game_ai_choose (ai, level, other, seat, &budget, k, &y, NULL));
                  g_assert_true (grotto_action_equal (&x, &y));
                }
              checked++;
            }
        }
      grotto_game_apply_legal (game, &legal[g_rand_int_range (rand, 0, n)], feed_oracle, oracle);
    }
  g_rand_free (rand);
  g_assert_cmpuint (checked, >, 3);
}

/* A hidden card is keyed by its place: the same key in every sampled world. */
static void
test_action_key_by_place (void)
{
  const GameAi *ai = grotto_ai ();
  g_autofree GrottoGame *game = g_new0 (GrottoGame, 1);
  g_autofree GrottoGame *world = g_new0 (GrottoGame, 1);
  GameAction a = { 0 };
  int hidden;

  setup_game (game, GROTTO_VARIANT_CLASSIC, 2, 3);
  hidden = grotto_game_zone_card (game, GROTTO_ZONE_DECK, 0, 5);
  a.kind = GROTTO_ACT_CHOOSE;
  a.seat = 0;
  a.card = hidden;
  a.target = GAME_NO_CARD;
  a.target_seat = GAME_NO_SEAT;
  for (guint64 seed = 0; seed < 5; seed++)
    {
      grotto_game_sample_world (game, 0, seed, world);
      g_assert_cmphex (ai->action_key (world, &a), ==, ai->action_key (game, &a));
    }
  /* Another hidden place is another key. */
  {
    GameAction b = a;

    b.card = grotto_game_zone_card (game, GROTTO_ZONE_DECK, 0, 6);
    g_assert_cmphex (ai->action_key (game, &b), !=, ai->action_key (game, &a));
  }
}

static void
test_normal_beats_random (void)
{
  guint normal_wins = 0, games = 12;

  for (guint i = 0; i < games; i++)
    {
      GameAiLevel levels[2];
      guint normal_seat = i % 2;
      guint winners;

      levels[normal_seat] = GAME_AI_NORMAL;
      levels[1 - normal_seat] = GAME_AI_RANDOM;
      winners = play_match (i % 4 < 2 ? GROTTO_VARIANT_CLASSIC : GROTTO_VARIANT_RUMBLE, 2, levels,
                            100 + i, 100, NULL, GAME_AI_N_LEVELS);
      normal_wins += (winners >> normal_seat) & 1;
    }
  g_test_message ("NORMAL won %u of %u against RANDOM", normal_wins, games);
  g_assert_cmpuint (normal_wins, >=, games * 3 / 4);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* GROTTO_AI_MATCH="normal,random,100[,iterations]": a seat-rotated match, for tuning and for
 * the bench suite's grotto-ai-match, which prints its figures (registered only when the
 * variable is set: the default suite has nothing to run here). */
static void
test_match (void)
{
  const char *spec = g_getenv ("GROTTO_AI_MATCH");
  g_auto(GStrv) parts = NULL;
  GameAiLevel a, b;
  guint games, iterations = GAME_AI_DEFAULT_MAX_ITERATIONS;
  guint wins_a = 0, wins_b = 0, draws = 0;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  g_assert_nonnull (spec);
  parts = g_strsplit (spec, ",", -1);
  g_assert_true (g_strv_length (parts) >= 3);
  g_assert_true (game_ai_level_from_string (parts[0], &a));
  g_assert_true (game_ai_level_from_string (parts[1], &b));
  games = atoi (parts[2]);
  g_assert_cmpuint (games, >, 0);
  if (parts[3] != NULL)
    iterations = atoi (parts[3]);
  for (guint i = 0; i < games; i++)
    {
      GameAiLevel levels[2];
      guint seat_a = i % 2;
      guint winners;

      levels[seat_a] = a;
      levels[1 - seat_a] = b;
      winners = play_match (i % 4 < 2 ? GROTTO_VARIANT_CLASSIC : GROTTO_VARIANT_RUMBLE, 2, levels,
                            1000 + i / 2, iterations, times, a);
      if (winners == (1u << seat_a))
        wins_a++;
      else if (winners == (1u << (1 - seat_a)))
        wins_b++;
      else
        draws++;
      g_printerr ("%u/%u: %s %u, %s %u, other %u\n", i + 1, games, parts[0], wins_a, parts[1],
                  wins_b, draws);
    }
  g_assert_cmpuint (wins_a + wins_b + draws, ==, games);
  g_assert_cmpuint (times->len, >, 0);
  g_array_sort (times, compare_doubles);
  g_print ("# %s %u, %s %u, other %u of %u; %s's median decision %.1f ms, slowest %.1f ms\n",
           parts[0], wins_a, parts[1], wins_b, draws, games, parts[0],
           times->len > 0 ? g_array_index (times, double, times->len / 2) / 1000.0 : 0.0,
           times->len > 0 ? g_array_index (times, double, times->len - 1) / 1000.0 : 0.0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  gros_test_init (&argc, &argv);
  db = grotto_test_starter_db (&starter);
  g_test_add_func ("/grotto/ai/levels-legal", test_levels_legal);
  g_test_add_func ("/grotto/ai/blind-to-hidden", test_blind_to_hidden);
  g_test_add_func ("/grotto/ai/action-key-by-place", test_action_key_by_place);
  g_test_add_func ("/grotto/ai/normal-beats-random", test_normal_beats_random);
  if (g_getenv ("GROTTO_AI_MATCH") != NULL)
    g_test_add_func ("/grotto/ai/match", test_match);
  status = g_test_run ();
  grotto_card_db_unref (db);
  g_ptr_array_unref (starter);
  return status;
}
