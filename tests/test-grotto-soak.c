/* test-grotto-soak.c: random Grotto Beasts! games of every variant, 2 to 4 seats, with the
 * invariants checked after every action, with decks of the built-in set and of the real card
 * list when it is here. GROTTO_SOAK_GAMES games of each (300 by default; the bench suite runs
 * 10,000). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>

#include "hidden-oracle.h"
#include "test-grotto-common.h"
#include "grotto-game-id.h"

#define DEFAULT_GAMES 300
/* Far above any real game: reaching it means the engine loops without the caps noticing. */
#define ACTION_LIMIT  40000
/* Deeper checks (copy, sampled worlds, machine form) every Nth action. */
#define SAMPLE_EVERY  37

typedef struct
{
  guint   games;
  guint   by_variant[GROTTO_N_VARIANTS];
  guint   by_seats[GROTTO_MAX_SEATS + 1];
  guint   ends[GROTTO_END_UNRESOLVED + 1];
  guint64 actions;
  guint64 checked;
  guint64 sampled;
  guint   max_actions;
  guint   max_legal;
  guint64 turns;
} Tally;

static void
check_event (const GrottoGame *game,
             const GameEvent  *event,
             gpointer          user_data)
{
  if (event->kind >= GROTTO_N_EVS
      || event->card < GAME_NO_CARD || event->card >= game->n_cards
      || event->target < GAME_NO_CARD || event->target >= game->n_cards)
    g_error ("event %u names card %d / target %d of %u", event->kind, event->card, event->target,
             game->n_cards);
  /* The oracle @user_data learns who may know each card from the events alone. */
  hidden_oracle_event (game, event, user_data);
}

static void
check_sampled (const GrottoGame   *game,
               const HiddenOracle *oracle,
               const GameAction   *action,
               guint64             seed)
{
  g_autofree char *text = grotto_action_to_string (action);
  g_autoptr(GError) error = NULL;
  GameAction parsed;
  GrottoGame *world = g_new (GrottoGame, 1);
  guint seat = grotto_game_deciding_seat (game);

  /* The machine form reads back; the label is not empty. */
  g_assert_true (grotto_action_parse (text, &parsed, &error));
  g_assert_no_error (error);
  g_assert_true (grotto_action_equal (&parsed, action));
  {
    g_autofree char *label = grotto_game_describe_action (game, action, seat);

    g_assert_true (label != NULL && *label != '\0');
  }
  /* A sampled world is a valid game where the seat sees what the oracle says it may know
   * (the engine's knowledge, which the sampling reads, is the oracle's). */
  {
    g_autofree char *message = NULL;

    if (!hidden_oracle_check_engine (oracle, game, &message))
      g_error ("after %u actions: %s", game->n_actions, message);
  }
  grotto_game_sample_world (game, seat, seed, world);
  grotto_test_check (world);
  for (guint c = 0; c < game->n_cards; c++)
    if (hidden_oracle_sees (oracle, c, seat))
      g_assert_cmpuint (world->cards[c].def, ==, game->cards[c].def);
  g_free (world);
}

static void
play_one (GrottoCardDb *db,
          GPtrArray    *cards,
          guint         index,
          Tally        *tally)
{
  GRand *rand = g_rand_new_with_seed (0x6b00 + index);
  guint variant = index % 4 == 0 ? GROTTO_VARIANT_CLASSIC
                  : index % 4 == 1 ? GROTTO_VARIANT_RUMBLE : GROTTO_VARIANT_JERMA_RUMBLE;
  guint n_seats = variant == GROTTO_VARIANT_JERMA_RUMBLE ? 3 + (index / 4) % 2 : 2;
  uint16_t decks[GROTTO_MAX_SEATS][80];
  GrottoParams params;
  GameSetup setup = { 0 };
  g_autoptr(GError) error = NULL;
  GrottoGame *game = g_new0 (GrottoGame, 1);
  const GameRules *rules = game_rules_lookup (GROTTO_GAME_ID);
  g_autoptr(HiddenOracle) oracle = hidden_oracle_new (rules);
  GameAction actions[GAME_MAX_ACTIONS];
  guint k;

  grotto_params_init (&params, variant);
  setup.n_seats = n_seats;
  setup.seed = 0x5eed0000 + index;
  setup.params = &params;
  setup.db = db;
  setup.previous_loser = index % 7 == 3 ? index % n_seats : GAME_NO_SEAT;
  for (guint s = 0; s < n_seats; s++)
    {
      setup.deck_sizes[s] = grotto_test_random_deck (db, cards, variant != GROTTO_VARIANT_CLASSIC,
                                                     rand, decks[s]);
      setup.decks[s] = decks[s];
    }
  if (!grotto_game_init (game, db, &setup, check_event, oracle, &error))
    g_error ("game %u: %s", index, error->message);
  grotto_test_check (game);
  for (k = 0; k < ACTION_LIMIT && !grotto_game_is_over (game); k++)
    {
      guint n = grotto_game_legal_actions (game, actions, G_N_ELEMENTS (actions));
      guint pick;

      if (n == 0)
        g_error ("game %u: no legal action in phase %s, step %s after %u actions", index,
                 grotto_phase_to_string (game->phase), grotto_step_to_string (game->step),
                 game->n_actions);
      tally->max_legal = MAX (tally->max_legal, n);
      pick = g_rand_int_range (rand, 0, n);
      if (k % SAMPLE_EVERY == 0)
        {
          check_sampled (game, oracle, &actions[pick], index * 1000003ull + k);
          tally->sampled++;
        }
      grotto_game_apply_legal (game, &actions[pick], check_event, oracle);
      {
        g_autofree char *message = NULL;

        if (!grotto_game_check_invariants (game, &message))
          g_error ("game %u (seed %u, %u seats, %s): after %u actions: %s", index,
                   (guint) setup.seed, n_seats, grotto_variant_to_string (variant),
                   game->n_actions, message);
      }
      tally->checked++;
    }
  if (!grotto_game_is_over (game))
    g_error ("game %u did not end in %u actions", index, ACTION_LIMIT);
  tally->games++;
  tally->by_variant[variant]++;
  tally->by_seats[n_seats]++;
  tally->ends[game->end_reason]++;
  tally->actions += game->n_actions;
  tally->turns += game->turn;
  tally->max_actions = MAX (tally->max_actions, game->n_actions);
  g_free (game);
  g_rand_free (rand);
}

static void
soak (GrottoCardDb *db,
      GPtrArray    *cards,
      const char   *label)
{
  const char *env = g_getenv ("GROTTO_SOAK_GAMES");
  guint games = env != NULL ? (guint) atoi (env) : DEFAULT_GAMES;
  Tally tally = { 0 };
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < games; i++)
    play_one (db, cards, i, &tally);
  g_test_message ("%s: %u games (classic %u, rumble %u, jerma-rumble %u; 2 seats %u, 3 seats "
                  "%u, 4 seats %u): %" G_GUINT64_FORMAT " actions, invariants checked after "
                  "each (%" G_GUINT64_FORMAT "), 0 violations; %" G_GUINT64_FORMAT " sampled "
                  "worlds; ends: goal %u, draw %u, depletion %u, card %u, unresolved %u; longest "
                  "%u actions, widest decision %u actions; %.1f turns a game; %.1f s",
                  label, tally.games, tally.by_variant[0], tally.by_variant[1],
                  tally.by_variant[2], tally.by_seats[2], tally.by_seats[3], tally.by_seats[4],
                  tally.actions, tally.checked, tally.sampled, tally.ends[GROTTO_END_GOAL],
                  tally.ends[GROTTO_END_DRAW], tally.ends[GROTTO_END_DEPLETION],
                  tally.ends[GROTTO_END_CARD], tally.ends[GROTTO_END_UNRESOLVED],
                  tally.max_actions, tally.max_legal, (double) tally.turns / MAX (tally.games, 1),
                  (g_get_monotonic_time () - start) / 1e6);
  if (g_getenv ("GROTTO_SOAK_GAMES") != NULL)
    g_print ("# %s: %u games (classic %u, rumble %u, jerma-rumble %u; 2 seats %u, 3 seats %u, "
             "4 seats %u), %" G_GUINT64_FORMAT " actions checked, 0 violations; ends: goal %u, "
             "draw %u, depletion %u, card %u, unresolved %u; %.1f s\n", label, tally.games,
             tally.by_variant[0], tally.by_variant[1], tally.by_variant[2], tally.by_seats[2],
             tally.by_seats[3], tally.by_seats[4], tally.checked, tally.ends[GROTTO_END_GOAL],
             tally.ends[GROTTO_END_DRAW], tally.ends[GROTTO_END_DEPLETION],
             tally.ends[GROTTO_END_CARD], tally.ends[GROTTO_END_UNRESOLVED],
             (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpuint (tally.games, ==, games);
}

static void
test_soak (void)
{
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GrottoCardDb) db = grotto_test_starter_db (&cards);

  soak (db, cards, "built-in set");
}

/* The same games with decks of the real list's cards: its 200 scripted effects at work. */
static void
test_soak_real (void)
{
  g_autoptr(DriveInRelease) release = grotto_test_real_release ();
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GrottoCardDb) db = NULL;

  if (release == NULL)
    {
      g_test_skip ("the Grotto Beasts! card list is not here");
      return;
    }
  cards = grotto_test_release_cards (release);
  db = grotto_card_db_new ();
  soak (db, cards, "real list");
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/grotto/soak/random-games", test_soak);
  g_test_add_func ("/grotto/soak/real-list", test_soak_real);
  return g_test_run ();
}
