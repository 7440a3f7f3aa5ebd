/* test-ai.c: the AI levels: legal and reproducible choices, hidden cards left unread, and
 * obvious plays found in built positions. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "game-scenario.h"
#include "gros-scripts.h"
#include "gros-test-util.h"
#include "hidden-oracle.h"
#include "test-ai-common.h"
#include "gros-game-ai.h"
#include "gros-game-id.h"

#define GAME_ACTION_CAP 4000
#define HARD_TEST_ITERATIONS 40
#define N_POSITIONS 16

static AiTestCards cards;

static gboolean
action_is_legal (const GrosGame   *game,
                 const GrosAction *action)
{
  GrosAction legal[GROS_MAX_ACTIONS];
  guint n = gros_game_legal_actions (game, legal, G_N_ELEMENTS (legal));

  for (guint i = 0; i < n; i++)
    if (gros_action_equal (&legal[i], action))
      return TRUE;
  return FALSE;
}

static void
budget_for (GrosAiLevel   level,
            GrosAiBudget *budget)
{
  if (level == GROS_AI_HARD)
    ai_test_hard_budget (budget, HARD_TEST_ITERATIONS);
  else
    gros_ai_budget_init (budget);
}

static void
feed_oracle (const GrosGame  *game,
             const GrosEvent *event,
             gpointer         oracle)
{
  if (oracle != NULL)
    hidden_oracle_event (game, event, oracle);
}

/* Plays a game between two levels, checking each choice; keeps some decision positions,
 * and in @oracles (when not NULL) what the hidden-information oracle says each seat may know
 * there, from the events alone. */
static void
play_game (GrosAiLevel    level0,
           GrosAiLevel    level1,
           guint64        seed,
           GrosGame      *positions,
           HiddenOracle **oracles,
           guint         *n_positions,
           guint          max_positions)
{
  uint16_t decks[2][64];
  g_autofree GrosGame *game = g_new (GrosGame, 1);
  GrosAiLevel levels[2] = { level0, level1 };
  g_autoptr(HiddenOracle) oracle = oracles != NULL
                                   ? hidden_oracle_new (game_rules_lookup (GROS_GAME_ID))
                                   : NULL;
  guint kept = 0;

  ai_test_new_game_full (&cards, seed, decks, game, feed_oracle, oracle);
  while (!gros_game_is_over (game) && game->n_actions < GAME_ACTION_CAP)
    {
      guint seat = gros_game_get_deciding_seat (game);
      GrosAction legal[2];
      GrosAction action;
      GrosAiBudget budget;
      g_autoptr(GError) error = NULL;

      budget_for (levels[seat], &budget);
      g_assert_true (gros_ai_choose (levels[seat], game, seat, &budget,
                                     ai_test_mix (seed, game->n_actions), &action));
      if (!action_is_legal (game, &action))
        {
          g_autofree char *text = gros_action_to_string (&action);

          g_error ("%s chose the illegal “%s” in the %s phase",
                   gros_ai_level_to_string (levels[seat]), text,
                   gros_phase_to_string (game->phase));
        }

      /* Keep every few real decisions, spread over the game. */
      if (positions != NULL && kept < max_positions
          && gros_game_legal_actions (game, legal, G_N_ELEMENTS (legal)) > 1
          && game->n_actions % 7 == 3)
        {
          if (oracles != NULL)
            oracles[kept] = hidden_oracle_copy (oracle);
          gros_game_copy (&positions[kept++], game);
        }

      g_assert_true (gros_game_apply (game, &action, feed_oracle, oracle, &error));
      g_assert_no_error (error);
    }
  g_assert_true (gros_game_is_over (game));
  if (n_positions != NULL)
    *n_positions = kept;
}

static void
test_legal_actions (void)
{
  const GrosAiLevel pairs[][2] = {
    { GROS_AI_RANDOM, GROS_AI_EASY },
    { GROS_AI_NORMAL, GROS_AI_HARD },
    { GROS_AI_EASY, GROS_AI_NORMAL },
    { GROS_AI_HARD, GROS_AI_RANDOM },
    { GROS_AI_NORMAL, GROS_AI_RANDOM },
    { GROS_AI_EASY, GROS_AI_HARD },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    play_game (pairs[i][0], pairs[i][1], 100 + i, NULL, NULL, NULL, 0);
}

/* Positions from a game between two NORMAL players, for the tests below. */
static guint
collect_positions (GrosGame      *positions,
                   HiddenOracle **oracles,
                   guint64        seed)
{
  guint n = 0;

  play_game (GROS_AI_NORMAL, GROS_AI_EASY, seed, positions, oracles, &n, N_POSITIONS);
  g_assert_cmpuint (n, >=, 4);
  return n;
}

static void
test_deterministic (void)
{
  g_autofree GrosGame *positions = g_new (GrosGame, N_POSITIONS);
  guint n = collect_positions (positions, NULL, 7);
  guint differ = 0;

  for (guint i = 0; i < n; i++)
    for (guint level = 0; level < GROS_AI_N_LEVELS; level++)
      {
        const GrosGame *game = &positions[i];
        guint seat = gros_game_get_deciding_seat (game);
        GrosAction a, b, c;
        GrosAiBudget budget;

        budget_for (level, &budget);
        g_assert_true (gros_ai_choose (level, game, seat, &budget, 42, &a));
        g_assert_true (gros_ai_choose (level, game, seat, &budget, 42, &b));
        g_assert_true (gros_action_equal (&a, &b));
        g_assert_true (gros_ai_choose (level, game, seat, &budget, 43, &c));
        differ += !gros_action_equal (&a, &c);
      }
  /* Some seed must matter somewhere, or the "same seed" checks above prove nothing. */
  g_assert_cmpuint (differ, >, 0);
}

/* Swaps the definitions of two cards: the game is the same for every seat that sees
 * neither. */
static void
swap_defs (GrosGame *game,
           int       a,
           int       b)
{
  uint16_t tmp = game->cards[a].def;

  game->cards[a].def = game->cards[b].def;
  game->cards[b].def = tmp;
}

/* Two cards of @owner that @seat may not know (by @oracle), with different definitions, one
 * in @kind. */
static gboolean
find_hidden_pair (const GrosGame     *game,
                  const HiddenOracle *oracle,
                  guint               seat,
                  guint           owner,
                  GrosZoneKind    kind,
                  int            *out_a,
                  int            *out_b)
{
  for (guint i = 0; i < gros_game_zone_size (game, kind, owner); i++)
    {
      int a = gros_game_zone_card (game, kind, owner, i);

      if (hidden_oracle_sees (oracle, a, seat))
        continue;
      for (guint j = 0; j < gros_game_zone_size (game, GROS_ZONE_DECK, owner); j++)
        {
          int b = gros_game_zone_card (game, GROS_ZONE_DECK, owner, j);

          if (b != a && !hidden_oracle_sees (oracle, b, seat)
              && game->cards[a].def != game->cards[b].def)
            {
              *out_a = a;
              *out_b = b;
              return TRUE;
            }
        }
    }
  return FALSE;
}

static void
test_hidden_information (void)
{
  g_autofree GrosGame *positions = g_new (GrosGame, N_POSITIONS);
  g_autofree GrosGame *other = g_new (GrosGame, 1);
  HiddenOracle *oracles[N_POSITIONS] = { NULL };
  guint n = collect_positions (positions, oracles, 11);
  guint checked = 0;

  for (guint i = 0; i < n; i++)
    {
      const GrosGame *game = &positions[i];
      guint seat = gros_game_get_deciding_seat (game);
      guint rival = (seat + 1) % game->n_seats;
      g_autofree char *message = NULL;
      int a, b;

      /* The engine's knowledge, which the AI reads, is the oracle's. */
      if (!hidden_oracle_check_engine (oracles[i], game, &message))
        g_error ("position %u: %s", i, message);

      /* The same table, but the rival holds other cards (and the seat's own deck is in
       * another order): nothing the seat can see has changed. */
      gros_game_copy (other, game);
      if (!find_hidden_pair (other, oracles[i], seat, rival, GROS_ZONE_HAND, &a, &b))
        continue;
      swap_defs (other, a, b);
      if (find_hidden_pair (other, oracles[i], seat, seat, GROS_ZONE_DECK, &a, &b))
        swap_defs (other, a, b);
      g_assert_false (memcmp (game->cards, other->cards, sizeof game->cards) == 0);

      for (guint level = GROS_AI_EASY; level < GROS_AI_N_LEVELS; level++)
        for (guint64 seed = 1; seed <= 3; seed++)
          {
            GrosAction x, y;
            GrosAiBudget budget;

            budget_for (level, &budget);
            g_assert_true (gros_ai_choose (level, game, seat, &budget, seed, &x));
            g_assert_true (gros_ai_choose (level, other, seat, &budget, seed, &y));
            if (!gros_action_equal (&x, &y))
              {
                g_autofree char *tx = gros_action_to_string (&x);
                g_autofree char *ty = gros_action_to_string (&y);

                g_error ("%s decided “%s” or “%s” depending on cards it cannot see",
                         gros_ai_level_to_string (level), tx, ty);
              }
          }
      checked++;
    }
  for (guint i = 0; i < n; i++)
    hidden_oracle_free (oracles[i]);
  g_assert_cmpuint (checked, >=, 2);
}

/* A clock that moves 1 ms each time it is read. */
static gint64 fake_now;

static gint64
fake_clock (void)
{
  gint64 then = fake_now;

  fake_now += 1000;
  return then;
}

static void
test_trivial_and_cancel (void)
{
  g_autofree GrosGame *positions = g_new (GrosGame, N_POSITIONS);
  guint n = collect_positions (positions, NULL, 13);
  const GrosGame *game = &positions[n - 1];
  guint seat = gros_game_get_deciding_seat (game);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GrosAiBudget budget;
  GrosAiInfo info;
  GrosAction action;
  gint flag = 1;
  gboolean ok;

  /* Abandoned thoughts give no action, whichever way they are abandoned. */
  gros_ai_budget_init (&budget);
  budget.cancel = &flag;
  for (guint level = GROS_AI_EASY; level < GROS_AI_N_LEVELS; level++)
    g_assert_false (gros_ai_choose (level, game, seat, &budget, 1, &action));
  gros_ai_budget_init (&budget);
  budget.cancellable = cancellable;
  g_cancellable_cancel (cancellable);
  g_assert_false (gros_ai_choose (GROS_AI_HARD, game, seat, &budget, 1, &action));

  /* Not this seat's decision: nothing to choose. */
  g_assert_false (gros_ai_choose (GROS_AI_NORMAL, game, (seat + 1) % 2, NULL, 1, &action));

  /* HARD keeps to its clock: on a clock that moves 1 ms a look, a 100 ms cap stops the search
   * (not its iterations) at the first look past the deadline, or the one after it (a playout
   * that sees it stops, then the search does). Counted, not timed: a loaded machine changes
   * nothing. */
  gros_ai_budget_init (&budget);
  budget.time_ms = 100;
  budget.max_iterations = 100000;
  fake_now = 0;
  game_ai_set_test_clock (fake_clock);
  ok = gros_ai_choose_full (GROS_AI_HARD, game, seat, &budget, 1, &action, &info);
  game_ai_set_test_clock (NULL);
  g_assert_true (ok);
  g_assert_true (info.out_of_time);
  g_assert_cmpuint (info.iterations, >, 0);
  g_assert_cmpuint (info.iterations, <, budget.max_iterations);
  /* The first look sets the deadline (0 + 100 ms); looks 1 to 100 reach it. */
  g_assert_cmpint (fake_now, >=, 101 * 1000);
  g_assert_cmpint (fake_now, <=, 102 * 1000);
  g_assert_true (action_is_legal (game, &action));
}

static void
on_async_choice (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GrosAction *action = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (game_ai_choose_finish (result, action, &error));
  g_assert_no_error (error);
}

static void
on_async_cancelled (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_false (game_ai_choose_finish (result, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  *done = TRUE;
}

static void
test_async (void)
{
  g_autofree GrosGame *positions = g_new (GrosGame, N_POSITIONS);
  guint n = collect_positions (positions, NULL, 17);
  const GrosGame *game = &positions[n / 2];
  guint seat = gros_game_get_deciding_seat (game);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GrosAction action = { 0 };
  GrosAiBudget budget;
  gboolean cancelled = FALSE;

  action.kind = GROS_N_ACTS;
  ai_test_hard_budget (&budget, 50);
  game_ai_choose_async (&gros_game_ai, GROS_AI_HARD, game, seat, &budget, 5, NULL,
                        on_async_choice, &action);
  while (action.kind == GROS_N_ACTS)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (action_is_legal (game, &action));

  /* A long thought, abandoned. */
  gros_ai_budget_init (&budget);
  budget.time_ms = 60 * 1000;
  budget.max_iterations = G_MAXUINT;
  game_ai_choose_async (&gros_game_ai, GROS_AI_HARD, game, seat, &budget, 5, cancellable,
                        on_async_cancelled, &cancelled);
  g_cancellable_cancel (cancellable);
  while (!cancelled)
    g_main_context_iteration (NULL, TRUE);
}

/* Positions ---------------------------------------------------------------------------- */

typedef struct
{
  GrosCardDb *db;
  GrosScript *stop_script;
  guint weak;       /* Character, Defense 1 */
  guint bucket;     /* Character, Defense 3, Popcorn Bucket */
  guint strong;     /* Character, Defense 8 */
  guint creature;   /* Creature, Attack 10, costs 1 */
  guint stop;       /* Special Effect: stop an attack, costs 1 */
  guint credits;    /* Roll the Credits */
} PositionCards;

static void
position_cards_init (PositionCards *pc)
{
  g_autoptr(GError) error = NULL;

  pc->db = gros_card_db_new ();
  pc->weak = gros_card_db_add (pc->db, "test:weak", "Weak", GROS_CARD_TYPE_CHARACTER, 1, 0,
                               FALSE, NULL, NULL);
  pc->bucket = gros_card_db_add (pc->db, "test:bucket", "Bucket", GROS_CARD_TYPE_CHARACTER, 3,
                                 0, TRUE, NULL, NULL);
  pc->strong = gros_card_db_add (pc->db, "test:strong", "Strong", GROS_CARD_TYPE_CHARACTER, 8,
                                 0, FALSE, NULL, NULL);
  pc->creature = gros_card_db_add (pc->db, "test:creature", "Creature", GROS_CARD_TYPE_CREATURE,
                                   10, 1, FALSE, NULL, NULL);
  pc->stop = gros_card_db_add (pc->db, "test:stop", "Stop", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, 1,
                               FALSE, NULL, NULL);
  pc->credits = gros_card_db_add (pc->db, "test:credits", "Credits",
                                  GROS_CARD_TYPE_ROLL_THE_CREDITS, 0, 0, FALSE, NULL, NULL);
  pc->stop_script = gros_script_compile (pc->db, "play stop", &error);
  g_assert_no_error (error);
  g_assert_nonnull (pc->stop_script);
  gros_card_db_set_script (pc->db, pc->stop, pc->stop_script);
}

static void
position_cards_clear (PositionCards *pc)
{
  gros_card_db_unref (pc->db);
  g_free (pc->stop_script);
}

static int
add (GrosGame     *game,
     guint         def,
     guint         seat,
     GrosZoneKind  kind)
{
  int card = gros_position_add_card (game, def, seat, kind, seat, GROS_NO_CARD, 0);

  g_assert_cmpint (card, !=, GROS_NO_CARD);
  return card;
}

static void
add_decks (GrosGame      *game,
           PositionCards *pc)
{
  for (guint s = 0; s < 2; s++)
    for (guint i = 0; i < 8; i++)
      add (game, pc->weak, s, GROS_ZONE_DECK);
}

static void
finish_position (GrosGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gros_position_finish (game, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
apply (GrosGame         *game,
       const GrosAction *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gros_game_apply (game, action, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* The levels the position tests hold to the obvious play. */
static const GrosAiLevel position_levels[] = { GROS_AI_NORMAL, GROS_AI_HARD };

static void
position_budget (GrosAiLevel   level,
                 GrosAiBudget *budget)
{
  if (level == GROS_AI_HARD)
    ai_test_hard_budget (budget, 600);
  else
    gros_ai_budget_init (budget);
}

/* @seat plays with @level until its turn is over (or the game); the others pass. */
static void
play_turn (GrosGame    *game,
           guint        seat,
           GrosAiLevel  level)
{
  guint turn = game->turn;

  while (!gros_game_is_over (game) && game->turn == turn)
    {
      guint decider = gros_game_get_deciding_seat (game);
      GrosAction legal[GROS_MAX_ACTIONS];
      GrosAction action;

      if (decider == seat)
        {
          GrosAiBudget budget;

          position_budget (level, &budget);
          g_assert_true (gros_ai_choose (level, game, seat, &budget, game->n_actions, &action));
        }
      else
        {
          guint n = gros_game_legal_actions (game, legal, G_N_ELEMENTS (legal));

          g_assert_cmpuint (n, >, 0);
          action = legal[0];
          for (guint i = 0; i < n; i++)
            if (legal[i].kind == GROS_ACT_PASS || legal[i].kind == GROS_ACT_END_TURN)
              action = legal[i];
        }
      apply (game, &action);
    }
}

static void
test_position_kill (void)
{
  PositionCards pc;

  position_cards_init (&pc);
  for (guint l = 0; l < G_N_ELEMENTS (position_levels); l++)
    {
      g_autofree GrosGame *game = g_new (GrosGame, 1);
      int victim;

      /* Seat 1's Movie (4 Defense) falls to the Creature in seat 0's hand. */
      gros_position_init (game, pc.db, 2, NULL, 1);
      add (game, pc.bucket, 0, GROS_ZONE_MOVIE);
      add (game, pc.creature, 0, GROS_ZONE_HAND);
      add (game, pc.weak, 0, GROS_ZONE_HAND);
      victim = add (game, pc.bucket, 1, GROS_ZONE_MOVIE);
      add (game, pc.weak, 1, GROS_ZONE_MOVIE);
      add (game, pc.weak, 1, GROS_ZONE_HAND);
      add_decks (game, &pc);
      finish_position (game);
      g_assert_cmpint (gros_game_movie_defense (game, 1), ==, 4);

      play_turn (game, 0, position_levels[l]);
      g_test_message ("%s: seat 1 keeps %u cards in play",
                      gros_ai_level_to_string (position_levels[l]),
                      gros_game_zone_size (game, GROS_ZONE_MOVIE, 1));
      /* The Creature attacked, and took the best Character. */
      g_assert_cmpint (game->cards[victim].zone, ==, GROS_ZONE_ID (GROS_ZONE_GRAVEYARD, 1));
    }
  position_cards_clear (&pc);
}

/* Seat 0 attacks seat 1 with the Creature; seat 1 holds a stop. Returns the stop card. */
static int
stop_position (GrosGame      *game,
               PositionCards *pc,
               gboolean       attack_fails,
               int           *out_victim)
{
  GrosAction legal[GROS_MAX_ACTIONS];
  int creature, stop;
  guint n;
  gboolean attacked = FALSE;

  gros_position_init (game, pc->db, 2, NULL, 2);
  add (game, pc->bucket, 0, GROS_ZONE_MOVIE);
  creature = add (game, pc->creature, 0, GROS_ZONE_HAND);
  *out_victim = add (game, pc->bucket, 1, GROS_ZONE_MOVIE);
  if (attack_fails)
    add (game, pc->strong, 1, GROS_ZONE_MOVIE);
  stop = add (game, pc->stop, 1, GROS_ZONE_HAND);
  add (game, pc->weak, 1, GROS_ZONE_HAND);
  add_decks (game, pc);
  finish_position (game);

  n = gros_game_legal_actions (game, legal, G_N_ELEMENTS (legal));
  for (guint i = 0; i < n && !attacked; i++)
    if (legal[i].kind == GROS_ACT_PLAY && legal[i].card == creature && legal[i].target_seat == 1)
      {
        apply (game, &legal[i]);
        attacked = TRUE;
      }
  g_assert_true (attacked);
  /* The attacker has nothing to add: seat 1 is asked. */
  g_assert_cmpint (game->phase, ==, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (gros_game_get_deciding_seat (game), ==, 1);
  return stop;
}

static void
test_position_stop (void)
{
  PositionCards pc;

  position_cards_init (&pc);
  for (guint l = 0; l < G_N_ELEMENTS (position_levels); l++)
    {
      GrosAiLevel level = position_levels[l];
      g_autofree GrosGame *game = g_new (GrosGame, 1);
      GrosAction action;
      GrosAiBudget budget;
      int victim, stop;

      /* Attack 10 against 3: without the stop, the Character dies. */
      stop = stop_position (game, &pc, FALSE, &victim);
      position_budget (level, &budget);
      g_assert_true (gros_ai_choose (level, game, 1, &budget, 3, &action));
      g_assert_cmpint (action.kind, ==, GROS_ACT_PLAY);
      g_assert_cmpint (action.card, ==, stop);
      apply (game, &action);
      play_turn (game, 1, level);
      g_assert_cmpint (game->cards[victim].zone, ==, GROS_ZONE_ID (GROS_ZONE_MOVIE, 1));

      /* Without the stop, the attacker's choice of victim is forced: no thinking time. */
      stop = stop_position (game, &pc, FALSE, &victim);
      action.kind = GROS_ACT_PASS;
      action.seat = 1;
      action.card = action.target = action.extra = GROS_NO_CARD;
      action.target_seat = GROS_NO_SEAT;
      action.mode = 0;
      apply (game, &action);
      g_assert_cmpint (game->phase, ==, GROS_PHASE_ATTACK_VICTIM);
      {
        GrosAiBudget slow;
        GrosAiInfo info;

        /* A minute to think and nothing to think about: no search at all. */
        gros_ai_budget_init (&slow);
        slow.time_ms = 60 * 1000;
        g_assert_true (gros_ai_choose_full (GROS_AI_HARD, game, 0, &slow, 1, &action, &info));
        g_assert_cmpuint (info.n_legal, ==, 1);
        g_assert_cmpuint (info.iterations, ==, 0);
        g_assert_false (info.out_of_time);
        g_assert_cmpint (action.target, ==, victim);
      }

      /* Attack 10 against 11 fails anyway: the stop stays in hand. */
      stop = stop_position (game, &pc, TRUE, &victim);
      g_assert_true (gros_ai_choose (level, game, 1, &budget, 3, &action));
      g_assert_cmpint (action.kind, ==, GROS_ACT_PASS);
      apply (game, &action);
      play_turn (game, 1, level);
      g_assert_cmpint (game->cards[stop].zone, ==, GROS_ZONE_ID (GROS_ZONE_HAND, 1));
      g_assert_cmpint (game->cards[victim].zone, ==, GROS_ZONE_ID (GROS_ZONE_MOVIE, 1));
    }
  position_cards_clear (&pc);
}

static void
credits_position (GrosGame      *game,
                  PositionCards *pc,
                  guint          rival_strong)
{
  gros_position_init (game, pc->db, 2, NULL, 3);
  for (guint i = 0; i < 3; i++)
    add (game, pc->strong, 0, GROS_ZONE_MOVIE);
  add (game, pc->credits, 0, GROS_ZONE_HAND);
  add (game, pc->weak, 0, GROS_ZONE_HAND);
  add (game, pc->bucket, 1, GROS_ZONE_MOVIE);
  for (guint i = 0; i < rival_strong; i++)
    add (game, pc->strong, 1, GROS_ZONE_MOVIE);
  add (game, pc->weak, 1, GROS_ZONE_HAND);
  add_decks (game, pc);
  finish_position (game);
  g_assert_cmpint (gros_game_movie_defense (game, 0), ==, 24);
}

static void
test_position_credits (void)
{
  PositionCards pc;

  position_cards_init (&pc);
  for (guint l = 0; l < G_N_ELEMENTS (position_levels); l++)
    {
      GrosAiLevel level = position_levels[l];
      g_autofree GrosGame *game = g_new (GrosGame, 1);

      /* 24 Defense against 3: rolling the Credits wins. */
      credits_position (game, &pc, 0);
      play_turn (game, 0, level);
      g_assert_true (gros_game_is_over (game));
      g_assert_cmpint (game->end_reason, ==, GROS_END_CREDITS);
      g_assert_cmpuint (game->winner_mask, ==, 1);

      /* 24 against 35: the Climax would crown seat 1, so seat 0 holds back. */
      credits_position (game, &pc, 4);
      g_assert_cmpint (gros_game_movie_defense (game, 1), ==, 35);
      play_turn (game, 0, level);
      g_assert_false (gros_game_is_over (game));
    }
  position_cards_clear (&pc);
}

/* Positions from tests/scenarios/ai-*.scenario: the file builds the position (and plays
 * the moves that lead to the decision); test-rules-scenario checks its expectations. */
static GameScenario *
load_ai_scenario (const char *name,
                  GrosGame   *out_game)
{
  g_autofree char *path = g_strdup_printf ("scenarios/ai-%s.scenario", name);
  g_autoptr(GFile) file = gros_test_get_source_file (path);
  g_autoptr(GError) error = NULL;
  GameScenario *sc;

  sc = game_scenario_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (game_scenario_run (sc, GAME_VIEWER_ALL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game_scenario_get_n_failed (sc), ==, 0);
  gros_game_copy (out_game, ((const GrosGame *) game_scenario_get_state (sc)));
  return sc;
}

static int
scenario_card (GameScenario *sc,
               const char   *label)
{
  int card = game_scenario_lookup_label (sc, label);

  g_assert_cmpint (card, !=, GROS_NO_CARD);
  return card;
}

static void
test_scenario_kill (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (position_levels); l++)
    {
      g_autofree GrosGame *game = g_new (GrosGame, 1);
      g_autoptr(GameScenario) sc = load_ai_scenario ("kill", game);
      int star = scenario_card (sc, "@star");
      int hero = scenario_card (sc, "@hero");
      int extra = scenario_card (sc, "@extra");

      /* The free kill could take the AI's own Hero, the Extra, or wait; the Star it is. */
      play_turn (game, 0, position_levels[l]);
      g_test_message ("%s: the Star is in zone %u", gros_ai_level_to_string (position_levels[l]),
                      game->cards[star].zone);
      g_assert_cmpint (game->cards[star].zone, ==, GROS_ZONE_ID (GROS_ZONE_GRAVEYARD, 1));
      g_assert_cmpint (game->cards[hero].zone, ==, GROS_ZONE_ID (GROS_ZONE_MOVIE, 0));
      g_assert_cmpint (game->cards[extra].zone, ==, GROS_ZONE_ID (GROS_ZONE_MOVIE, 1));
    }
}

static void
test_scenario_stop (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (position_levels); l++)
    {
      GrosAiLevel level = position_levels[l];
      g_autofree GrosGame *game = g_new (GrosGame, 1);
      g_autoptr(GameScenario) sc = load_ai_scenario ("stop", game);
      int stop = scenario_card (sc, "@stop");
      int teen = scenario_card (sc, "@teen");
      GrosAiBudget budget;
      GrosAction action;

      /* Passing lets the Attack 10 Creature kill the Teen. */
      position_budget (level, &budget);
      g_assert_true (gros_ai_choose (level, game, 1, &budget, 7, &action));
      g_assert_cmpint (action.kind, ==, GROS_ACT_PLAY);
      g_assert_cmpint (action.card, ==, stop);
      apply (game, &action);
      play_turn (game, 0, GROS_AI_RANDOM);
      g_assert_cmpint (game->cards[teen].zone, ==, GROS_ZONE_ID (GROS_ZONE_MOVIE, 1));
    }
}

static void
test_scenario_credits (void)
{
  for (guint l = 0; l < G_N_ELEMENTS (position_levels); l++)
    {
      GrosAiLevel level = position_levels[l];
      g_autofree GrosGame *game = g_new (GrosGame, 1);
      g_autoptr(GameScenario) sc = load_ai_scenario ("credits", game);
      g_autoptr(GameScenario) hold = NULL;
      int credits;

      /* 24 Defense against 3: the Credits win the game now. */
      play_turn (game, 0, level);
      g_assert_true (gros_game_is_over (game));
      g_assert_cmpint (game->end_reason, ==, GROS_END_CREDITS);
      g_assert_cmpuint (game->winner_mask, ==, 1);

      /* 24 against 35: rolling them would crown seat 2, so they stay in hand. */
      hold = load_ai_scenario ("credits-hold", game);
      credits = scenario_card (hold, "@credits");
      play_turn (game, 0, level);
      g_assert_false (gros_game_is_over (game));
      g_assert_cmpint (game->cards[credits].zone, ==, GROS_ZONE_ID (GROS_ZONE_HAND, 0));
    }
}

int
main (int    argc,
      char **argv)
{
  int status;

  gros_test_init (&argc, &argv);
  ai_test_cards_init (&cards);

  g_test_add_func ("/gros/ai/legal-actions", test_legal_actions);
  g_test_add_func ("/gros/ai/deterministic", test_deterministic);
  g_test_add_func ("/gros/ai/hidden-information", test_hidden_information);
  g_test_add_func ("/gros/ai/trivial-and-cancel", test_trivial_and_cancel);
  g_test_add_func ("/gros/ai/async", test_async);
  g_test_add_func ("/gros/ai/position/kill", test_position_kill);
  g_test_add_func ("/gros/ai/position/stop", test_position_stop);
  g_test_add_func ("/gros/ai/position/credits", test_position_credits);
  g_test_add_func ("/gros/ai/scenario/kill", test_scenario_kill);
  g_test_add_func ("/gros/ai/scenario/stop", test_scenario_stop);
  g_test_add_func ("/gros/ai/scenario/credits", test_scenario_credits);

  status = g_test_run ();
  ai_test_cards_clear (&cards);
  return status;
}
