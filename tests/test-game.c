/* test-game.c: the rules engine's interface contract: determinism, copies, rejection, knowledge. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "drive-in-core.h"
#include "gros-game.h"
#include "gros-test-util.h"
#include "hidden-oracle.h"
#include "gros-game-id.h"

typedef struct
{
  GrosCardDb *db;
  uint16_t    all[256];
  guint       n_all;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = drive_in_library_load_starter_release (NULL, &error);
  GListModel *cards;

  g_assert_no_error (error);
  cards = drive_in_release_get_cards (release);
  f->db = gros_card_db_new ();
  for (guint i = 0; i < g_list_model_get_n_items (cards) && f->n_all < G_N_ELEMENTS (f->all); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      f->all[f->n_all++] = gros_card_db_add_card (f->db, card);
    }
  g_assert_cmpuint (f->n_all, >=, 64);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gros_card_db_unref (f->db);
}

/* Decks of 3 consecutive packs (16 cards each) plus 2 cards of the next pack. */
static void
make_setup (Fixture       *f,
            GrosGameSetup *setup,
            uint16_t       decks[][50],
            guint          n_seats,
            guint64        seed)
{
  guint n_packs = f->n_all / 16;

  memset (setup, 0, sizeof *setup);
  setup->n_seats = n_seats;
  setup->seed = seed;
  gros_rules_params_init_feature_film (&setup->params);
  for (guint s = 0; s < n_seats; s++)
    {
      guint k = 0;

      for (guint p = 0; p < 3; p++)
        for (guint j = 0; j < 16; j++)
          decks[s][k++] = f->all[((s + p) % n_packs) * 16 + j];
      decks[s][k++] = f->all[((s + 3) % n_packs) * 16];
      decks[s][k++] = f->all[((s + 3) % n_packs) * 16 + 1];
      setup->decks[s] = decks[s];
      setup->deck_sizes[s] = k;
    }
}

static guint64
lcg (guint64 *state)
{
  *state = *state * 6364136223846793005ull + 1442695040888963407ull;
  return *state >> 33;
}

/* Plays at random until the end or @max_actions; returns the actions applied. */
static guint
play_random_fed (GrosGame      *game,
                 guint64        seed,
                 guint          max_actions,
                 GrosEventFunc  emit,
                 gpointer       user_data)
{
  GrosAction actions[GROS_MAX_ACTIONS];
  guint applied = 0;

  while (!gros_game_is_over (game) && applied < max_actions)
    {
      g_autoptr(GError) error = NULL;
      guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

      g_assert_cmpuint (n, >, 0);
      g_assert_true (gros_game_apply (game, &actions[lcg (&seed) % n], emit, user_data, &error));
      g_assert_no_error (error);
      applied++;
    }
  return applied;
}

static guint
play_random (GrosGame *game,
             guint64   seed,
             guint     max_actions)
{
  return play_random_fed (game, seed, max_actions, NULL, NULL);
}

static void
feed_oracle (const GrosGame  *game,
             const GrosEvent *event,
             gpointer         oracle)
{
  hidden_oracle_event (game, event, oracle);
}

static void
test_same_seed_same_game (Fixture       *f,
                          gconstpointer  data)
{
  uint16_t decks[GROS_MAX_SEATS][50];
  GrosGameSetup setup;
  g_autofree GrosGame *a = g_new0 (GrosGame, 1);
  g_autofree GrosGame *b = g_new0 (GrosGame, 1);
  g_autofree GrosGame *c = g_new0 (GrosGame, 1);

  make_setup (f, &setup, decks, 3, 42);
  g_assert_true (gros_game_init (a, f->db, &setup, NULL, NULL, NULL));
  g_assert_true (gros_game_init (b, f->db, &setup, NULL, NULL, NULL));
  g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
  play_random (a, 7, 100000);
  play_random (b, 7, 100000);
  g_assert_cmpmem (a, sizeof *a, b, sizeof *b);
  g_assert_true (gros_game_is_over (a));

  /* A different seed deals differently. */
  setup.seed = 43;
  g_assert_true (gros_game_init (c, f->db, &setup, NULL, NULL, NULL));
  g_assert_false (memcmp (c->order, b->order, sizeof c->order) == 0 && c->rng[0] == b->rng[0]);
}

static void
test_copy_is_independent (Fixture       *f,
                          gconstpointer  data)
{
  uint16_t decks[GROS_MAX_SEATS][50];
  GrosGameSetup setup;
  g_autofree GrosGame *game = g_new0 (GrosGame, 1);
  g_autofree GrosGame *copy = g_new0 (GrosGame, 1);
  g_autofree GrosGame *before = g_new0 (GrosGame, 1);

  make_setup (f, &setup, decks, 2, 5);
  g_assert_true (gros_game_init (game, f->db, &setup, NULL, NULL, NULL));
  play_random (game, 3, 40);
  gros_game_copy (copy, game);
  gros_game_copy (before, game);
  /* Playing on the copy leaves the original untouched, and both stay consistent. */
  play_random (copy, 11, 200);
  g_assert_cmpmem (game, sizeof *game, before, sizeof *before);
  g_assert_true (gros_game_check_invariants (copy, NULL));
  g_assert_true (gros_game_check_invariants (game, NULL));
}

static void
test_illegal_action_rejected (Fixture       *f,
                              gconstpointer  data)
{
  uint16_t decks[GROS_MAX_SEATS][50];
  GrosGameSetup setup;
  g_autofree GrosGame *game = g_new0 (GrosGame, 1);
  g_autofree GrosGame *before = g_new0 (GrosGame, 1);
  g_autoptr(GError) error = NULL;
  GrosAction bogus = { 0 };
  guint deciding;

  make_setup (f, &setup, decks, 2, 9);
  g_assert_true (gros_game_init (game, f->db, &setup, NULL, NULL, NULL));
  play_random (game, 1, 10);
  gros_game_copy (before, game);
  deciding = gros_game_get_deciding_seat (game);

  /* The other seat may not act now. */
  bogus.kind = GROS_ACT_PASS;
  bogus.seat = 1 - deciding;
  bogus.card = GROS_NO_CARD;
  bogus.target = GROS_NO_CARD;
  bogus.extra = GROS_NO_CARD;
  bogus.target_seat = GROS_NO_SEAT;
  g_assert_false (gros_game_apply (game, &bogus, NULL, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "decision"));
  g_clear_error (&error);

  /* Playing a card from the deck is never legal. */
  bogus.kind = GROS_ACT_PLAY;
  bogus.seat = deciding;
  bogus.card = gros_game_zone_card (game, GROS_ZONE_DECK, deciding, 0);
  g_assert_false (gros_game_apply (game, &bogus, NULL, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "not a legal action"));
  g_assert_cmpmem (game, sizeof *game, before, sizeof *before);
}

static void
test_actions_round_trip_as_text (Fixture       *f,
                                 gconstpointer  data)
{
  uint16_t decks[GROS_MAX_SEATS][50];
  GrosGameSetup setup;
  g_autofree GrosGame *game = g_new0 (GrosGame, 1);
  GrosAction actions[GROS_MAX_ACTIONS];
  guint64 seed = 17;
  guint checked = 0;

  make_setup (f, &setup, decks, 4, 77);
  g_assert_true (gros_game_init (game, f->db, &setup, NULL, NULL, NULL));
  while (!gros_game_is_over (game) && checked < 2000)
    {
      guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *text = gros_action_to_string (&actions[i]);
          g_autofree char *label = gros_game_describe_action (game, &actions[i]);
          g_autoptr(GError) error = NULL;
          GrosAction parsed;

          g_assert_true (gros_action_parse (text, &parsed, &error));
          g_assert_no_error (error);
          g_assert_true (gros_action_equal (&parsed, &actions[i]));
          g_assert_true (label != NULL && *label != '\0');
          checked++;
        }
      g_assert_true (gros_game_apply (game, &actions[lcg (&seed) % n], NULL, NULL, NULL));
    }
  g_assert_cmpuint (checked, >, 100);
}

static void
test_determinize_keeps_what_seat_knows (Fixture       *f,
                                        gconstpointer  data)
{
  uint16_t decks[GROS_MAX_SEATS][50];
  GrosGameSetup setup;
  g_autofree GrosGame *game = g_new0 (GrosGame, 1);
  g_autofree GrosGame *world = g_new0 (GrosGame, 1);
  g_autoptr(HiddenOracle) oracle = hidden_oracle_new (game_rules_lookup (GROS_GAME_ID));
  g_autofree char *message = NULL;
  guint changed = 0;

  make_setup (f, &setup, decks, 2, 21);
  g_assert_true (gros_game_init (game, f->db, &setup, feed_oracle, oracle, NULL));
  play_random_fed (game, 5, 60, feed_oracle, oracle);
  g_assert_false (gros_game_is_over (game));
  /* What seat 0 may know is judged by the oracle, from the events alone. */
  if (!hidden_oracle_check_engine (oracle, game, &message))
    g_error ("%s", message);

  for (guint64 s = 1; s <= 20; s++)
    {
      gros_game_copy (world, game);
      gros_game_determinize (world, 0, s);
      g_assert_true (gros_game_check_invariants (world, NULL));
      for (int c = 0; c < game->n_cards; c++)
        {
          /* What seat 0 sees never changes; the rest may, within its owner's cards. */
          if (hidden_oracle_sees (oracle, c, 0))
            g_assert_cmpuint (world->cards[c].def, ==, game->cards[c].def);
          else if (world->cards[c].def != game->cards[c].def)
            changed++;
          g_assert_cmpuint (world->cards[c].zone, ==, game->cards[c].zone);
          if (game->cards[c].flags & GROS_CARD_FACE_DOWN)
            g_assert_cmpint (gros_game_card_def (world, c)->type, ==, gros_game_card_def (game, c)->type);
        }
      /* The real game's own random stream is untouched. */
      g_assert_cmpmem (world->rng, sizeof world->rng, game->rng, sizeof game->rng);
    }
  g_assert_cmpuint (changed, >, 0);
}

static void
test_many_games_keep_invariants (Fixture       *f,
                                 gconstpointer  data)
{
  g_autofree GrosGame *game = g_new0 (GrosGame, 1);
  guint ended_by_credits = 0;

  for (guint i = 0; i < 60; i++)
    {
      uint16_t decks[GROS_MAX_SEATS][50];
      GrosGameSetup setup;
      g_autofree char *message = NULL;

      make_setup (f, &setup, decks, 2 + i % 5, 1000 + i);
      g_assert_true (gros_game_init (game, f->db, &setup, NULL, NULL, NULL));
      play_random (game, i, 50000);
      g_assert_true (gros_game_is_over (game));
      if (!gros_game_check_invariants (game, &message))
        g_error ("game %u: %s", i, message);
      g_assert_cmpuint (game->end_reason, !=, GROS_END_STALEMATE);
      g_assert_cmpuint (game->winner_mask, !=, 0);
      ended_by_credits += game->end_reason == GROS_END_CREDITS;
    }
  /* Random play rarely gets there, but it does: the Climax path is exercised. */
  g_assert_cmpuint (ended_by_credits, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

#define ADD(path, func) g_test_add ("/gros/game/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("same-seed-same-game", test_same_seed_same_game);
  ADD ("copy-is-independent", test_copy_is_independent);
  ADD ("illegal-action-rejected", test_illegal_action_rejected);
  ADD ("actions-round-trip-as-text", test_actions_round_trip_as_text);
  ADD ("determinize-keeps-what-seat-knows", test_determinize_keeps_what_seat_knows);
  ADD ("many-games-keep-invariants", test_many_games_keep_invariants);
#undef ADD

  return g_test_run ();
}
