/* test-groo-record.c: Groo games in the shared game record: saved, loaded, replayed to the
 * same state byte for byte; undo stops where chance or a draw revealed something. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "game-record.h"
#include "groo-rules.h"
#include "groo-test-util.h"
#include "groo-game-id.h"

static GameRecord *
record_game (GrooTestCards *cards,
             guint          n_seats,
             guint64        seed,
             guint          max_actions,
             GrooGame      *game)
{
  const GameRules *rules = game_rules_lookup (GROO_GAME_ID);
  GameAction actions[GROO_MAX_CARDS + 16];
  GrooRulesParams params;
  GameSetup setup = { 0 };
  GameRecord *record;
  guint64 rng = seed;

  g_assert_true (rules == &groo_rules);
  groo_rules_params_init (&params);
  /* A variant: another face on the white dice survives the file. */
  params.white_faces[0] = GROO_FACE_SUPPLIES;
  setup.n_seats = n_seats;
  setup.seed = seed;
  setup.params = &params;
  setup.db = cards->db;
  setup.shared = (const uint16_t *) cards->deck->data;
  setup.shared_size = cards->deck->len;
  setup.previous_loser = GAME_NO_SEAT;
  record = game_record_new_for_setup (rules, cards->db, &setup);
  g_assert_true (rules->play.init (game, &setup, NULL, NULL, NULL));
  while (!groo_game_is_over (game) && game->n_actions < max_actions)
    {
      guint n = groo_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

      g_assert_true (game_record_apply (record, game, &actions[groo_test_rand_below (&rng, n)],
                                        NULL, NULL, NULL));
    }
  return record;
}

static void
test_save_replay (void)
{
  GrooTestCards cards;

  groo_test_cards_init (&cards);
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(GameRecord) record = NULL;
      g_autoptr(GameRecord) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *data = NULL;
      g_autofree char *again = NULL;
      GrooGame game, replayed;
      gsize length, length2;

      /* Whole games and games stopped part-way. */
      record = record_game (&cards, 2 + i % 5, 300 + i, i % 2 == 0 ? G_MAXUINT : 60 + i, &game);
      data = game_record_to_data (record, &length);
      g_assert_nonnull (strstr (data, "\"groo\""));
      loaded = game_record_load_from_data (data, length, "test.gros-game", &error);
      g_assert_no_error (error);
      g_assert_cmpuint (game_record_get_n_actions (loaded), ==, game.n_actions);
      g_assert_true (game_record_replay (loaded, cards.db, GAME_RECORD_ALL, &replayed, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (&replayed, sizeof replayed, &game, sizeof game);
      g_assert_cmpuint (((const GrooRulesParams *) game_record_get_params (loaded))->white_faces[0],
                        ==, GROO_FACE_SUPPLIES);
      again = game_record_to_data (loaded, &length2);
      g_assert_cmpstr (again, ==, data);
    }
  groo_test_cards_clear (&cards);
}

/* Undo goes back over a seat's own choices that showed nothing new, never over a roll or a
 * draw. */
static void
test_undo_floor (void)
{
  const GameRules *rules = &groo_rules;
  GrooTestCards cards;
  g_autoptr(GameRecord) record = NULL;
  GameAction actions[GROO_MAX_CARDS + 16];
  GrooGame game;
  guint checked_roll = 0, checked_discard = 0;

  groo_test_cards_init (&cards);
  record = record_game (&cards, 3, 77, 0, &game);
  while (!groo_game_is_over (&game) && game.n_actions < 400)
    {
      guint n = groo_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));
      guint before = game.n_actions;
      GrooGame copy;
      const GameAction *pick = &actions[(before * 7) % n];

      groo_game_copy (&copy, &game);
      g_assert_true (game_record_apply (record, &game, pick, NULL, NULL, NULL));
      if (rules->views.action_revealed (&copy, &game, pick->seat))
        {
          g_assert_false (game_record_can_undo_to (record, before));
          checked_roll++;
        }
      else if (pick->kind == GROO_ACT_DISCARD)
        {
          /* A card from one's own hand to the open discard pile: nothing hidden came out. */
          g_assert_true (game_record_can_undo_to (record, before));
          checked_discard++;
        }
    }
  g_assert_cmpuint (checked_roll, >, 0);
  g_assert_cmpuint (checked_discard, >, 0);
  groo_test_cards_clear (&cards);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/groo/record/save-replay", test_save_replay);
  g_test_add_func ("/groo/record/undo-floor", test_undo_floor);

  return g_test_run ();
}
