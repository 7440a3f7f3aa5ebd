/* test-ai-hidden.c: no AI level's decision depends on the cards its seat cannot see (by the
 * oracle, hidden-oracle.h, which works them out from the events alone): the same decision
 * when the hidden cards of each seat are dealt differently, over positions of real games in
 * every format with 2-6 seats. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "gros-ai.h"
#include "gros-hidden-common.h"
#include "gros-game-id.h"
#include "gros-format.h"

#define MIN_POSITIONS        500
#define POSITIONS_PER_GAME   6
#define GAME_ACTION_CAP      3000
/* HARD searches a fixed number of iterations, no clock: its answer is the position's and the
 * seed's alone. */
#define HARD_ITERATIONS      40

static void
budget_for (GrosAiLevel   level,
            GrosAiBudget *budget)
{
  gros_ai_budget_init (budget);
  if (level == GROS_AI_HARD)
    {
      budget->time_ms = 0;
      budget->max_iterations = HARD_ITERATIONS;
    }
}

/* Plays a game of computers (EASY and NORMAL seats, as at the table) and keeps positions
 * where the decider has a real choice, spread over the game, each with what the oracle says
 * every seat may know there (into @oracles, owned by the caller). */
static guint
collect_game (GrosGameDecks *decks,
              guint          index,
              gboolean       has_dc,
              GrosGame      *positions,
              HiddenOracle **oracles,
              guint          max_positions)
{
  g_autoptr(HiddenOracle) oracle = hidden_oracle_new (game_rules_lookup (GROS_GAME_ID));
  guint format = index % GROS_FORMAT_N_IDS;
  guint n_seats = 2 + (index / GROS_FORMAT_N_IDS) % (GROS_MAX_SEATS - 1);
  const char *sigil = has_dc && index % 2 == 1 ? DC_SIGIL : STARTER_SIGIL;
  guint64 seed = games_seed_mix (7100 + index);
  g_autofree GrosGame *game = g_new (GrosGame, 1);
  g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  g_autoptr(GError) error = NULL;
  GrosGameSetup setup;
  guint kept = 0, every = 5 + index % 7;

  games_random_setup_format (decks, n_seats, sigil, gros_format_get (format), seed, &setup);
  g_assert_true (gros_game_init (game, gros_game_decks_get_db (decks), &setup,
                                 (GrosEventFunc) hidden_oracle_event, oracle, &error));
  while (!gros_game_is_over (game) && game->n_actions < GAME_ACTION_CAP)
    {
      guint seat = gros_game_get_deciding_seat (game);
      GrosAiLevel level = (seat + index) % 3 == 0 ? GROS_AI_NORMAL : GROS_AI_EASY;
      GrosAction action;

      if (kept < max_positions && game->n_actions % every == every - 1
          && gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS) > 1)
        {
          g_autofree char *message = NULL;

          if (!hidden_oracle_check_engine (oracle, game, &message))
            g_error ("game %u: %s", index, message);
          oracles[kept] = hidden_oracle_copy (oracle);
          gros_game_copy (&positions[kept++], game);
        }
      g_assert_true (gros_ai_choose (level, game, seat, NULL,
                                     games_seed_mix (seed + game->n_actions), &action));
      g_assert_true (gros_game_apply (game, &action, (GrosEventFunc) hidden_oracle_event, oracle,
                                      &error));
    }
  return kept;
}

/* The cards @seat cannot see are not all where they were (else nothing is tested). */
static gboolean
dealt_differently (const GrosGame *a,
                   const GrosGame *b)
{
  for (int c = 0; c < a->n_cards; c++)
    if (a->cards[c].def != b->cards[c].def)
      return TRUE;
  return FALSE;
}

static void
test_permuted_hidden_cards (void)
{
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GrosGameDecks) decks = NULL;
  g_autofree GrosGame *positions = g_new (GrosGame, POSITIONS_PER_GAME);
  g_autofree GrosGame *other = g_new (GrosGame, 1);
  guint decisions[GROS_AI_N_LEVELS] = { 0 };
  guint n_positions = 0, n_games = 0, seats_seen = 0, formats_seen = 0;
  gboolean has_dc;
  gint64 start = g_get_monotonic_time ();

  /* Under sanitizers 150 positions: still every format and seat count (the games' bound). */
  guint min_positions = gros_test_repeats (MIN_POSITIONS, 150);

  catalog = games_catalog (TRUE, &has_dc);
  decks = gros_game_decks_new (catalog, NULL);
  while (n_positions < min_positions || n_games < GROS_FORMAT_N_IDS * (GROS_MAX_SEATS - 1))
    {
      HiddenOracle *oracles[POSITIONS_PER_GAME] = { NULL };
      guint n = collect_game (decks, n_games, has_dc, positions, oracles, POSITIONS_PER_GAME);

      for (guint p = 0; p < n; p++)
        {
          const GrosGame *game = &positions[p];
          guint seat = gros_game_get_deciding_seat (game);
          guint64 seed = games_seed_mix (n_positions * 31 + 5);

          /* Each seat's hidden cards dealt again among themselves, what the seat knows kept:
           * its hand and what is in play, every card's place, face-down cards' types. */
          gros_game_copy (other, game);
          for (guint attempt = 0; attempt < 4 && !dealt_differently (game, other); attempt++)
            gros_hidden_permute (other, oracles[p], seat, seed + attempt);
          if (!dealt_differently (game, other))
            continue;
          for (guint level = 0; level < GROS_AI_N_LEVELS; level++)
            {
              GrosAiBudget budget;
              GrosAction x, y;

              budget_for (level, &budget);
              g_assert_true (gros_ai_choose (level, game, seat, &budget, seed, &x));
              g_assert_true (gros_ai_choose (level, other, seat, &budget, seed, &y));
              if (!gros_action_equal (&x, &y))
                {
                  g_autofree char *tx = gros_game_describe_action (game, &x);
                  g_autofree char *ty = gros_game_describe_action (other, &y);

                  g_error ("game %u: %s decided “%s” or “%s” depending on cards seat %u cannot "
                           "see", n_games, gros_ai_level_to_string (level), tx, ty, seat + 1);
                }
              decisions[level]++;
            }
          seats_seen |= 1u << game->n_seats;
          formats_seen |= 1u << (n_games % GROS_FORMAT_N_IDS);
          n_positions++;
        }
      for (guint p = 0; p < n; p++)
        hidden_oracle_free (oracles[p]);
      n_games++;
    }
  g_assert_cmpuint (n_positions, >=, min_positions);
  g_assert_cmpuint (seats_seen, ==, 0x7c);
  g_assert_cmpuint (formats_seen, ==, (1u << GROS_FORMAT_N_IDS) - 1);
  g_test_message ("%u positions of %u games; decisions compared: random %u, easy %u, normal %u, "
                  "hard %u (%d iterations); %.1f s", n_positions, n_games,
                  decisions[GROS_AI_RANDOM], decisions[GROS_AI_EASY], decisions[GROS_AI_NORMAL],
                  decisions[GROS_AI_HARD], HARD_ITERATIONS,
                  (g_get_monotonic_time () - start) / 1e6);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/gros/ai/hidden/permuted-cards", test_permuted_hidden_cards);
  return g_test_run ();
}
