/* test-series.c: GrosSeries, 1 to N movies whose scores add up (001). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "drive-in-core.h"
#include "gros-game.h"
#include "gros-series.h"
#include "gros-test-util.h"
#include "gros-format.h"

static GrosCardDb *db;
static uint16_t starter[256];
static guint n_starter;

static void
test_scores_add_up (void)
{
  g_autoptr(GrosSeries) series = gros_series_new (3, 3, 7);
  const int first[] = { 20, 35, 12 };
  const int second[] = { 30, 10, 40 };

  g_assert_cmpuint (gros_series_get_n_played (series), ==, 0);
  g_assert_cmpuint (gros_series_get_leaders (series), ==, 0);
  g_assert_false (gros_series_is_over (series));

  g_assert_true (gros_series_add_scores (series, first, 3));
  g_assert_cmpuint (gros_series_get_leaders (series), ==, 1u << 1);
  g_assert_true (gros_series_add_scores (series, second, 3));
  g_assert_cmpuint (gros_series_get_n_played (series), ==, 2);
  g_assert_cmpint (gros_series_get_total (series, 0), ==, 50);
  g_assert_cmpint (gros_series_get_total (series, 1), ==, 45);
  g_assert_cmpint (gros_series_get_total (series, 2), ==, 52);
  g_assert_cmpint (gros_series_get_score (series, 1, 2), ==, 40);
  /* The seat ahead after two movies, though it was last after one. */
  g_assert_cmpuint (gros_series_get_leaders (series), ==, 1u << 2);
  g_assert_false (gros_series_is_over (series));
}

static void
test_ties_share_the_lead (void)
{
  g_autoptr(GrosSeries) series = gros_series_new (4, 2, 1);
  const int first[] = { 10, 20, 5, 20 };
  const int second[] = { 10, 0, 15, 0 };

  g_assert_true (gros_series_add_scores (series, first, 4));
  g_assert_cmpuint (gros_series_get_leaders (series), ==, (1u << 1) | (1u << 3));
  g_assert_true (gros_series_add_scores (series, second, 4));
  /* 20, 20, 20, 20: everybody shares it. */
  g_assert_cmpuint (gros_series_get_leaders (series), ==, 0xf);
  g_assert_true (gros_series_is_over (series));
}

static void
test_no_movie_after_the_last (void)
{
  g_autoptr(GrosSeries) series = gros_series_new (2, 1, 3);
  const int scores[] = { 4, 9 };

  g_assert_true (gros_series_add_scores (series, scores, 2));
  g_assert_true (gros_series_is_over (series));
  g_assert_false (gros_series_add_scores (series, scores, 2));
  g_assert_cmpuint (gros_series_get_n_played (series), ==, 1);
  g_assert_cmpint (gros_series_get_total (series, 1), ==, 9);
}

static void
test_movie_seeds (void)
{
  g_autoptr(GrosSeries) a = gros_series_new (3, 5, 42);
  g_autoptr(GrosSeries) b = gros_series_new (3, 5, 42);
  g_autoptr(GrosSeries) c = gros_series_new (3, 5, 43);
  const int scores[] = { 1, 2, 3 };

  /* The first movie is dealt by the seed given; the others by seeds drawn from it, the
   * same for the same series seed, all different. */
  g_assert_cmpuint (gros_series_get_movie_seed (a, 0), ==, 42);
  for (guint m = 0; m < 5; m++)
    {
      g_assert_cmpuint (gros_series_get_movie_seed (a, m), ==, gros_series_get_movie_seed (b, m));
      if (m > 0)
        g_assert_cmpuint (gros_series_get_movie_seed (a, m), !=,
                          gros_series_get_movie_seed (c, m));
      for (guint k = 0; k < m; k++)
        g_assert_cmpuint (gros_series_get_movie_seed (a, m), !=,
                          gros_series_get_movie_seed (a, k));
    }
  g_assert_cmpuint (gros_series_get_next_seed (a), ==, 42);
  gros_series_add_scores (a, scores, 3);
  g_assert_cmpuint (gros_series_get_next_seed (a), ==, gros_series_get_movie_seed (a, 1));
}

static void
test_json_round_trip (void)
{
  g_autoptr(GrosSeries) series = gros_series_new (3, 4, G_MAXUINT64 - 5);
  g_autoptr(GrosSeries) copy = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  const int first[] = { 11, -2, 30 };
  const int second[] = { 7, 8, 9 };

  gros_series_add_scores (series, first, 3);
  gros_series_add_scores (series, second, 3);
  node = gros_series_to_json (series);
  copy = gros_series_new_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_nonnull (copy);
  g_assert_cmpuint (gros_series_get_n_seats (copy), ==, 3);
  g_assert_cmpuint (gros_series_get_n_movies (copy), ==, 4);
  g_assert_cmpuint (gros_series_get_n_played (copy), ==, 2);
  g_assert_cmpuint (gros_series_get_movie_seed (copy, 0), ==, G_MAXUINT64 - 5);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (gros_series_get_total (copy, s), ==, gros_series_get_total (series, s));
  g_assert_cmpint (gros_series_get_score (copy, 0, 1), ==, -2);

  /* A series before its first movie keeps its seat count too. */
  {
    g_autoptr(GrosSeries) fresh = gros_series_new (5, 2, 9);
    g_autoptr(JsonNode) fresh_node = gros_series_to_json (fresh);
    g_autoptr(GrosSeries) fresh_copy = gros_series_new_from_json (fresh_node, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (gros_series_get_n_seats (fresh_copy), ==, 5);
    g_assert_cmpuint (gros_series_get_n_played (fresh_copy), ==, 0);
  }
}

static void
test_json_refused (void)
{
  const char *bad[] = {
    "[1, 2]",
    "{\"movies\": 0, \"seats\": 2, \"seed\": \"1\", \"scores\": []}",
    "{\"movies\": 2, \"seats\": 2, \"seed\": \"x\", \"scores\": []}",
    "{\"movies\": 1, \"seats\": 2, \"seed\": \"1\", \"scores\": [[1, 2], [3, 4]]}",
    "{\"movies\": 2, \"seats\": 2, \"seed\": \"1\", \"scores\": [[1, 2], [3]]}",
    "{\"movies\": 2, \"seats\": 3, \"seed\": \"1\", \"scores\": [[1, 2]]}",
    "{\"movies\": 2, \"seats\": 2, \"seed\": \"1\", \"scores\": [[1, \"2\"]]}",
    "{\"movies\": 2, \"seats\": 9, \"seed\": \"1\", \"scores\": []}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(GrosSeries) series = NULL;

      g_assert_true (json_parser_load_from_data (parser, bad[i], -1, NULL));
      series = gros_series_new_from_json (json_parser_get_root (parser), &error);
      g_assert_null (series);
      g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
    }
}

static guint64
lcg (guint64 *state)
{
  *state = *state * 6364136223846793005ull + 1442695040888963407ull;
  return *state >> 33;
}

/* Two Cult Classic movies of the starter release, played at random: the series totals are
 * the sums of each movie's Ratings. */
static void
test_games_add_up (void)
{
  g_autoptr(GrosSeries) series = gros_series_new (3, 2, 11);
  int expected[3] = { 0 };

  for (guint m = 0; m < 2; m++)
    {
      g_autofree GrosGame *game = g_new0 (GrosGame, 1);
      GrosGameSetup setup = { 0 };
      GrosAction actions[GROS_MAX_ACTIONS];
      g_autoptr(GError) error = NULL;
      guint64 state = m + 1;

      setup.n_seats = 3;
      setup.seed = gros_series_get_next_seed (series);
      gros_rules_params_init_for_format (&setup.params, GROS_FORMAT_CULT_CLASSIC);
      setup.decks[0] = starter;
      setup.deck_sizes[0] = n_starter;
      g_assert_true (gros_game_init (game, db, &setup, NULL, NULL, &error));
      g_assert_no_error (error);
      /* Not over yet: nothing to add. */
      g_assert_false (gros_series_add_game (series, game));
      for (guint i = 0; i < 20000 && !gros_game_is_over (game); i++)
        {
          guint n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));

          g_assert_cmpuint (n, >, 0);
          g_assert_true (gros_game_apply (game, &actions[lcg (&state) % n], NULL, NULL, NULL));
        }
      g_assert_true (gros_game_is_over (game));
      for (guint s = 0; s < 3; s++)
        {
          GrosRatings ratings;

          gros_game_ratings (game, s, &ratings);
          expected[s] += ratings.total;
        }
      g_assert_true (gros_series_add_game (series, game));
    }
  g_assert_true (gros_series_is_over (series));
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (gros_series_get_total (series, s), ==, expected[s]);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  GListModel *cards;
  int status;

  gros_test_init (&argc, &argv);

  release = drive_in_library_load_starter_release (NULL, &error);
  g_assert_no_error (error);
  cards = drive_in_release_get_cards (release);
  db = gros_card_db_new ();
  for (guint i = 0; i < g_list_model_get_n_items (cards) && n_starter < G_N_ELEMENTS (starter); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      starter[n_starter++] = gros_card_db_add_card (db, card);
    }

  g_test_add_func ("/gros/series/scores-add-up", test_scores_add_up);
  g_test_add_func ("/gros/series/ties-share-the-lead", test_ties_share_the_lead);
  g_test_add_func ("/gros/series/no-movie-after-the-last", test_no_movie_after_the_last);
  g_test_add_func ("/gros/series/movie-seeds", test_movie_seeds);
  g_test_add_func ("/gros/series/json-round-trip", test_json_round_trip);
  g_test_add_func ("/gros/series/json-refused", test_json_refused);
  g_test_add_func ("/gros/series/games-add-up", test_games_add_up);
  status = g_test_run ();
  gros_card_db_unref (db);
  return status;
}
