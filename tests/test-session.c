/* test-session.c: the GObject face of a game: zone models, log, hidden cards, drop queries. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "drive-in-core.h"
#include "gros-session.h"
#include "gros-test-util.h"

typedef struct
{
  GrosCardDb  *db;
  GPtrArray   *objects;
  GrosSession *session;
  guint        changed;
  guint        events;
} Fixture;

static void
on_changed (GrosSession *session,
            Fixture     *f)
{
  f->changed++;
}

static void
on_event (GrosSession *session,
          gpointer     event,
          Fixture     *f)
{
  g_assert_nonnull (event);
  f->events++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = drive_in_library_load_starter_release (NULL, &error);
  GListModel *cards;
  uint16_t decks[2][50];
  GrosGameSetup setup = { 0 };

  g_assert_no_error (error);
  cards = drive_in_release_get_cards (release);
  f->db = gros_card_db_new ();
  f->objects = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      DriveInCard *card = g_list_model_get_item (cards, i);
      guint index = gros_card_db_add_card (f->db, card);

      g_assert_cmpuint (index, ==, f->objects->len);
      g_ptr_array_add (f->objects, card);
    }
  setup.n_seats = 2;
  setup.seed = 99;
  gros_rules_params_init_feature_film (&setup.params);
  for (guint s = 0; s < 2; s++)
    {
      for (guint k = 0; k < 50; k++)
        decks[s][k] = (s * 48 + k) % f->objects->len;
      setup.decks[s] = decks[s];
      setup.deck_sizes[s] = 50;
    }
  f->session = gros_session_new (f->db, f->objects, &setup, 0, &error);
  g_assert_no_error (error);
  g_signal_connect (f->session, "changed", G_CALLBACK (on_changed), f);
  g_signal_connect (f->session, "event", G_CALLBACK (on_event), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->session);
  g_ptr_array_unref (f->objects);
  gros_card_db_unref (f->db);
}

static void
assert_models_match_game (GrosSession *session)
{
  const GrosGame *game = gros_session_get_game (session);

  for (guint s = 0; s < game->n_seats; s++)
    for (guint kind = 0; kind < GROS_N_SEAT_ZONES; kind++)
      {
        GListModel *model = gros_session_get_zone (session, kind, s);

        g_assert_cmpuint (g_list_model_get_n_items (model), ==, gros_game_zone_size (game, kind, s));
        for (guint i = 0; i < g_list_model_get_n_items (model); i++)
          {
            g_autoptr(GrosSessionCard) card = g_list_model_get_item (model, i);
            int instance = gros_game_zone_card (game, kind, s, i);

            /* The object of the instance there; a hidden one does not give its instance. */
            g_assert_true (card == gros_session_get_card (session, instance));
            g_assert_cmpint (gros_session_card_get_instance (card), ==,
                             gros_session_card_is_hidden (card) ? GROS_NO_CARD : instance);
          }
      }
}

static void
test_models_follow_the_game (Fixture       *f,
                             gconstpointer  data)
{
  guint64 seed = 5;
  guint applied = 0;

  assert_models_match_game (f->session);
  g_assert_cmpuint (g_list_model_get_n_items (gros_session_get_zone (f->session, GROS_ZONE_HAND, 0)), ==, 6);

  while (!gros_game_is_over (gros_session_get_game (f->session)) && applied < 300)
    {
      const GrosAction *legal;
      guint n = gros_session_get_legal_actions (f->session, &legal);
      GrosAction pick;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (n, >, 0);
      seed = seed * 6364136223846793005ull + 1;
      pick = legal[(seed >> 33) % n];
      g_assert_true (gros_session_apply (f->session, &pick, &error));
      g_assert_no_error (error);
      applied++;
      assert_models_match_game (f->session);
    }
  g_assert_cmpuint (f->changed, ==, applied);
  g_assert_cmpuint (f->events, >, applied);
  g_assert_cmpuint (g_list_model_get_n_items (gros_session_get_log (f->session)), >, 0);
  {
    guint n_actions;

    gros_session_get_actions (f->session, &n_actions);
    g_assert_cmpuint (n_actions, ==, applied);
  }
}

static void
test_hidden_cards (Fixture       *f,
                   gconstpointer  data)
{
  GListModel *mine = gros_session_get_zone (f->session, GROS_ZONE_HAND, 0);
  GListModel *theirs = gros_session_get_zone (f->session, GROS_ZONE_HAND, 1);
  g_autoptr(GrosSessionCard) my_card = g_list_model_get_item (mine, 0);
  g_autoptr(GrosSessionCard) their_card = g_list_model_get_item (theirs, 0);

  /* Seat 1 (index 0) is the viewer: its own hand shows, the other seat's does not. */
  g_assert_false (gros_session_card_is_hidden (my_card));
  g_assert_nonnull (gros_session_card_get_card (my_card));
  g_assert_true (gros_session_card_is_hidden (their_card));
  g_assert_null (gros_session_card_get_card (their_card));

  /* A replay viewer sees everything. */
  gros_session_set_viewer (f->session, -1);
  g_assert_false (gros_session_card_is_hidden (their_card));
  g_assert_nonnull (gros_session_card_get_card (their_card));
}

static void
test_find_actions_for_drops (Fixture       *f,
                             gconstpointer  data)
{
  const GrosGame *game = gros_session_get_game (f->session);
  guint seat = gros_game_get_deciding_seat (game);
  GListModel *hand = gros_session_get_zone (f->session, GROS_ZONE_HAND, seat);
  guint characters = 0;

  /* Set-up: each Character in hand may be cast, and nothing else. */
  g_assert_cmpint (game->phase, ==, GROS_PHASE_SETUP_CAST);
  for (guint i = 0; i < g_list_model_get_n_items (hand); i++)
    {
      g_autoptr(GrosSessionCard) card = g_list_model_get_item (hand, i);
      int instance = gros_session_card_get_instance (card);
      gboolean is_character = gros_game_card_def (game, instance)->type == GROS_CARD_TYPE_CHARACTER;
      GrosAction found;
      guint n = gros_session_find_actions (f->session, GROS_ACT_CAST_START, instance, GROS_NO_CARD,
                                           GROS_NO_SEAT, &found);

      g_assert_cmpuint (n, ==, is_character ? 1 : 0);
      if (is_character)
        {
          g_assert_cmpint (found.card, ==, instance);
          characters++;
        }
      g_assert_cmpuint (gros_session_find_actions (f->session, GROS_ACT_PLAY, instance, GROS_NO_CARD,
                                                   GROS_NO_SEAT, NULL), ==, 0);
    }
  g_assert_cmpuint (characters, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

#define ADD(path, func) g_test_add ("/gros/session/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("models-follow-the-game", test_models_follow_the_game);
  ADD ("hidden-cards", test_hidden_cards);
  ADD ("find-actions-for-drops", test_find_actions_for_drops);
#undef ADD

  return g_test_run ();
}
