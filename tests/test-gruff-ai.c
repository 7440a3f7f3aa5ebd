/* test-gruff-ai.c: Gruff's hooks for the shared AI: rewards, the fast policy, action keys
 * across sampled worlds, and NORMAL against RANDOM. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <math.h>

#include "game-ai.h"
#include "gros-test-util.h"
#include "gruff-deck-rules.h"
#include "gruff-draft.h"
#include "gruff-game-ai.h"
#include "gruff-test-util.h"

static void
test_registered (void)
{
  g_assert_true (game_ai_lookup ("gruff") == &gruff_game_ai);
  g_assert_true (game_rules_lookup ("gruff") == &gruff_rules);
}

/* Rewards stay in 0..1 and sum to 1; a side with more Life is ahead. */
static void
test_rewards (void)
{
  GruffGame g;
  double r[2];

  gruff_test_start (&g, 3, 3);
  gruff_test_arrange (&g);
  gruff_ai_rewards (&g, r);
  g_assert_cmpfloat (fabs (r[0] + r[1] - 1.0), <, 1e-9);
  g.seats[1].life = 3;
  gruff_ai_rewards (&g, r);
  g_assert_cmpfloat (r[0], >, 0.6);
  g.cards[g.seats[0].line[0]].flags = GRUFF_FLAG_DEAD;
  g.cards[g.seats[0].line[1]].flags = GRUFF_FLAG_DEAD;
  {
    double dead[2];

    gruff_ai_rewards (&g, dead);
    g_assert_cmpfloat (dead[0], <, r[0]);
  }
}

/* The fast policy only answers legal actions, and plays whole games. */
static void
test_fast_policy (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      GruffGame g;
      GameAiRng rng;

      game_ai_rng_init (&rng, seed);
      gruff_test_start (&g, seed, seed);
      while (g.phase != GRUFF_PHASE_OVER)
        {
          GameAction a;

          gruff_game_ai.fast_policy (&g, &rng, 0.1, &a);
          g_assert_true (gruff_game_is_legal (&g, &a));
          gruff_game_apply_legal (&g, &a, NULL, NULL);
        }
      g_assert_cmpuint (g.end_reason, !=, GRUFF_END_NONE);
    }
}

/* A card of the seat's own hand has the same key in every world it samples. */
static void
test_action_keys (void)
{
  GruffGame g, world;
  GameAction actions[GAME_MAX_ACTIONS], other[GAME_MAX_ACTIONS];
  guint n, m;

  gruff_test_start (&g, 9, 9);
  gruff_test_arrange (&g);
  gruff_test_do (&g, GRUFF_ACT_ACTIVATE, -1, -2);
  g.seats[g.active].crazy = 20;
  n = gruff_game_legal_actions (&g, actions, GAME_MAX_ACTIONS);
  gruff_game_sample_world (&g, g.active, 42, &world);
  m = gruff_game_legal_actions (&world, other, GAME_MAX_ACTIONS);
  g_assert_cmpuint (n, ==, m);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (gruff_game_ai.action_key (&g, &actions[i]), ==,
                      gruff_game_ai.action_key (&world, &other[i]));
}

/* NORMAL beats RANDOM clearly, seats rotated (the full figure comes from the tournament). */
static void
test_normal_beats_random (void)
{
  guint wins = 0, games = 10;

  for (guint i = 0; i < games; i++)
    {
      GruffGame g;
      guint normal_seat = i % 2;

      gruff_test_start (&g, 100 + i, 200 + i);
      while (g.phase != GRUFF_PHASE_OVER)
        {
          guint seat = gruff_game_deciding_seat (&g);
          GameAction a;

          g_assert_true (game_ai_choose (&gruff_game_ai,
                                         seat == normal_seat ? GAME_AI_NORMAL : GAME_AI_RANDOM,
                                         &g, seat, NULL, i * 1000 + g.n_actions, &a, NULL));
          gruff_game_apply_legal (&g, &a, NULL, NULL);
        }
      wins += g.winner == normal_seat;
    }
  g_test_message ("NORMAL won %u of %u against RANDOM", wins, games);
  g_assert_cmpuint (wins, >=, 8);
}

/* 004's order: shepherds in seat order, then gruffs 4 3 2 1 1 2 3 4 4 3 2 1. */
static void
test_draft_order (void)
{
  static const guint gruff_seats[] = { 3, 2, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0 };
  guint n;
  const GruffDraftPick *order = gruff_draft_get_order (&n);

  g_assert_cmpuint (n, ==, 16);
  for (guint i = 0; i < 4; i++)
    g_assert_true (order[i].shepherd && order[i].seat == i);
  for (guint i = 0; i < 12; i++)
    g_assert_true (!order[4 + i].shepherd && order[4 + i].seat == gruff_seats[i]);
}

/* A whole draft: every seat ends with a shepherd and 3 gruffs, nobody twice, the decks the
 * computers build are legal, and the round robin plays 12 games. */
static void
on_draft_game (guint    seat_a,
               guint    seat_b,
               int      winner,
               gpointer user_data)
{
  int game[3] = { (int) seat_a, (int) seat_b, winner };

  g_array_append_vals (user_data, game, 3);
}

static void
test_draft_whole (void)
{
  g_autoptr(GError) error = NULL;
  GruffDraft *draft = gruff_draft_new (gruff_test_pool (), GAME_AI_NORMAL, 5, &error);
  GPtrArray *decks[GRUFF_DRAFT_SEATS];
  GruffDraftRecord records[GRUFF_DRAFT_SEATS];
  guint order[GRUFF_DRAFT_SEATS], games = 0;

  g_assert_no_error (error);
  while (!gruff_draft_is_done (draft))
    {
      DriveInCard *card = gruff_draft_choose (draft);

      g_assert_true (gruff_draft_pick (draft, card));
      g_assert_false (gruff_draft_pick (draft, card) && FALSE);
    }
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    {
      g_autoptr(GListModel) problems = NULL;

      g_assert_nonnull (gruff_draft_get_shepherd (draft, s));
      g_assert_cmpuint (gruff_draft_get_gruffs (draft, s)->len, ==, 3);
      decks[s] = gruff_draft_build_deck (draft, s);
      problems = gruff_deck_validate ((DriveInCard * const *) decks[s]->pdata, decks[s]->len);
      g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
    }
  g_assert_true (gruff_draft_round_robin (decks, 2, GAME_AI_EASY, 1, NULL, NULL, records,
                                          &error));
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    games += records[s].wins + records[s].losses + records[s].draws;
  g_assert_cmpuint (games, ==, 2 * 12);
  gruff_draft_standings (records, order);
  for (guint i = 1; i < GRUFF_DRAFT_SEATS; i++)
    g_assert_cmpuint (records[order[i - 1]].wins, >=, records[order[i]].wins);
  /* Without seat 3's games (a person's, at the table) every other game is played as in the
   * whole round robin: the same results in the same order. */
  {
    GruffDraftRecord without[GRUFF_DRAFT_SEATS];
    g_autoptr(GArray) whole = g_array_new (FALSE, FALSE, sizeof (int));
    g_autoptr(GArray) skipping = g_array_new (FALSE, FALSE, sizeof (int));
    guint kept = 0;

    g_assert_true (gruff_draft_round_robin (decks, 2, GAME_AI_EASY, 1, on_draft_game, whole,
                                            records, &error));
    g_assert_true (gruff_draft_round_robin_skipping (decks, 2, GAME_AI_EASY, 1, 2,
                                                     on_draft_game, skipping, without, &error));
    g_assert_cmpuint (skipping->len, ==, 3 * 2 * 3);
    for (guint i = 0; i < whole->len; i += 3)
      {
        if (g_array_index (whole, int, i) == 2 || g_array_index (whole, int, i + 1) == 2)
          continue;
        g_assert_cmpmem (&g_array_index (whole, int, i), 3 * sizeof (int),
                         &g_array_index (skipping, int, kept), 3 * sizeof (int));
        kept += 3;
      }
    g_assert_cmpuint (kept, ==, skipping->len);
    g_assert_cmpuint (without[2].wins + without[2].losses + without[2].draws, ==, 0);
  }
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    g_ptr_array_unref (decks[s]);
  gruff_draft_free (draft);
}

/* A computer's deck keeps within the Breaking Point (004) and still brings 8 cards of each
 * gruff: seat 1's last gruff has only 7 plain cards, so its Ultimate is kept for it rather
 * than spent on the first gruff's cards. */
static void
test_draft_deck_reserves_ultimates (void)
{
  static const int breaking_points[] = { 1, 1, 1, 1 };
  guint plain[12], ultimates[12];
  g_autoptr(GListModel) pool = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) deck = NULL;
  g_autoptr(GListModel) problems = NULL;
  GruffDraft *draft;

  /* Gruff 12 needs its Ultimate; the others have plenty of plain cards. */
  for (guint i = 0; i < 12; i++)
    {
      plain[i] = i == 11 ? 7 : 10;
      ultimates[i] = i == 11 ? 1 : 2;
    }
  pool = gruff_test_made_pool (breaking_points, 4, plain, ultimates, 12);
  draft = gruff_draft_new (pool, GAME_AI_NORMAL, 1, &error);
  g_assert_no_error (error);
  while (!gruff_draft_is_done (draft))
    {
      GruffDraftPick pick = gruff_draft_get_next (draft);
      g_autoptr(GPtrArray) available = gruff_draft_dup_available (draft);
      DriveInCard *card = available->pdata[0];

      /* Everybody passes over Gruff 12 but seat 1, with its last pick. */
      for (guint i = 0; i < available->len && !pick.shepherd; i++)
        if ((g_str_equal (drive_in_card_get_number (available->pdata[i]), "G-12"))
            == (pick.seat == 0 && gruff_draft_get_gruffs (draft, 0)->len == 2))
          {
            card = available->pdata[i];
            break;
          }
      g_assert_true (gruff_draft_pick (draft, card));
    }
  g_assert_cmpstr (drive_in_card_get_number (gruff_draft_get_gruffs (draft, 0)->pdata[2]), ==,
                   "G-12");
  deck = gruff_draft_build_deck (draft, 0);
  problems = gruff_deck_validate ((DriveInCard * const *) deck->pdata, deck->len);
  g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
  gruff_draft_free (draft);
}

/* 004: "the player with the best record wins": equal records share their place, and every
 * seat in first place won. */
static void
test_draft_places (void)
{
  GruffDraftRecord records[GRUFF_DRAFT_SEATS] = {
    { .wins = 4, .losses = 2 }, { .wins = 2, .losses = 4 },
    { .wins = 4, .losses = 2 }, { .wins = 2, .losses = 4 },
  };
  GruffDraftRecord alone[GRUFF_DRAFT_SEATS] = {
    { .wins = 1, .losses = 5 }, { .wins = 5, .losses = 1 },
    { .wins = 3, .losses = 2, .draws = 1 }, { .wins = 3, .losses = 3 },
  };
  guint order[GRUFF_DRAFT_SEATS];

  gruff_draft_standings (records, order);
  g_assert_cmpuint (gruff_draft_place (records, order, 0), ==, 1);
  g_assert_cmpuint (gruff_draft_place (records, order, 1), ==, 1);
  g_assert_cmpuint (gruff_draft_place (records, order, 2), ==, 3);
  g_assert_cmpuint (gruff_draft_place (records, order, 3), ==, 3);
  g_assert_cmpuint (records[order[1]].wins, ==, 4);

  gruff_draft_standings (alone, order);
  for (guint i = 0; i < GRUFF_DRAFT_SEATS; i++)
    g_assert_cmpuint (gruff_draft_place (alone, order, i), ==, i + 1);
  g_assert_cmpuint (order[0], ==, 1);
  g_assert_cmpuint (order[1], ==, 2);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/gruff/ai/registered", test_registered);
  g_test_add_func ("/gruff/ai/rewards", test_rewards);
  g_test_add_func ("/gruff/ai/fast-policy", test_fast_policy);
  g_test_add_func ("/gruff/ai/action-keys", test_action_keys);
  g_test_add_func ("/gruff/ai/normal-beats-random", test_normal_beats_random);
  g_test_add_func ("/gruff/draft/order", test_draft_order);
  g_test_add_func ("/gruff/draft/whole", test_draft_whole);
  g_test_add_func ("/gruff/draft/places", test_draft_places);
  g_test_add_func ("/gruff/draft/deck-ultimates", test_draft_deck_reserves_ultimates);
  return g_test_run ();
}
