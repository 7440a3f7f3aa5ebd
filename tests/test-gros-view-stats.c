/* test-gros-view-stats.c: GROS's figures (Defense, attack and defence strength, Movie totals,
 * hand limits, Ratings) asked of a projection, as a table drawing a view does: a card hidden
 * from the viewer is read as the blank card it is there (never past the card db), and every
 * figure is the one the viewer would get from the real state. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "gros-game-view.h"
#include "test-games-common.h"
#include "test-rules-common.h"
#include "gros-format.h"

/* Random games in the default suite; GROS_VIEW_STATS_GAMES sets another count. */
#define DEFAULT_GAMES 36
#define ACTION_CAP    4000

typedef struct
{
  guint64 views;
  guint64 blanks;
  guint64 attacks;
  guint64 figures;
} Tally;

/* The engine's own lookup of every blank card of @view is the blank definition, and a blank
 * card is of no type, has no trait and no name a filter could ask for. */
static void
check_blanks (const GrosGame *view,
              const char     *where,
              Tally          *tally)
{
  const GrosCardDef *blank = gros_game_card_def (view, 0);

  for (int c = 0; c < view->n_cards; c++)
    {
      if (!gros_game_card_is_blank (view, c))
        continue;
      blank = gros_game_card_def (view, c);
      if (gros_def (view, c) != blank)
        g_error ("%s: card %d: the engine reads a blank card's definition past the db", where, c);
      for (guint type = 0; type < GROS_CARD_N_TYPES; type++)
        {
          GrosFilter filter = { 0 };

          filter.types = 1u << type;
          if (gros_filter_matches (view, &filter, c, GROS_NO_CARD))
            g_error ("%s: blank card %d passes a filter for type %u", where, c, type);
        }
      tally->blanks++;
    }
}

static void
expect_same (int         real,
             int         seen,
             const char *where,
             const char *what,
             int         which,
             Tally      *tally)
{
  if (real != seen)
    g_error ("%s: %s %d is %d on the projection, %d in the real state", where, what, which,
             seen, real);
  tally->figures++;
}

/* Every figure of @game as @viewer's projection gives it. A card hidden from @viewer lies
 * face down in a Movie or out of play (a hand, a deck, the table), so that none of them
 * depends on what such a card is, only on the public state and the viewer's own cards. */
static void
check_view (const GrosGame *game,
            int             viewer,
            const char     *where,
            Tally          *tally)
{
  g_autofree GrosGame *view = g_new (GrosGame, 1);
  int map[GROS_MAX_CARDS];

  gros_game_project (game, viewer, view, map);
  tally->views++;
  check_blanks (view, where, tally);

  for (guint s = 0; s < game->n_seats; s++)
    {
      GrosRatings real, seen;
      gboolean real_partial, seen_partial;

      expect_same (gros_game_movie_defense (game, s), gros_game_movie_defense (view, s), where,
                   "the Movie Defense of seat", s, tally);
      expect_same (gros_game_hand_limit (game, s), gros_game_hand_limit (view, s), where,
                   "the hand limit of seat", s, tally);
      gros_game_ratings_for (game, s, viewer, &real, &real_partial);
      gros_game_ratings_for (view, s, viewer, &seen, &seen_partial);
      expect_same (real.defense, seen.defense, where, "the Ratings Defense of seat", s, tally);
      expect_same (real.title_cards, seen.title_cards, where, "the Title cards of seat", s,
                   tally);
      expect_same (real.total, seen.total, where, "the Ratings of seat", s, tally);
      expect_same (real_partial, seen_partial, where, "the partial Ratings of seat", s, tally);
    }
  for (int c = 0; c < game->n_cards; c++)
    expect_same (gros_game_card_defense (game, c), gros_game_card_defense (view, map[c]), where,
                 "the Defense of card", c, tally);
  if (game->attack.active)
    {
      expect_same (gros_game_attack_strength (game), gros_game_attack_strength (view), where,
                   "the attack strength", 0, tally);
      expect_same (gros_game_defense_strength (game), gros_game_defense_strength (view), where,
                   "the defence strength", 0, tally);
      tally->attacks++;
    }
}

/* A face-down card in a Movie is blank to the other seats, and the engine's Location and
 * type checks walk over it: an 'Aquatic' Creature attacking a Movie that holds one. */
static void
test_blank_in_movie (void)
{
  static GrosAction actions[GROS_MAX_ACTIONS];
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  guint shark = trc_card (db, "Shark", GROS_CARD_TYPE_CREATURE, 4, 0, FALSE, "Aquatic", NULL);
  guint lake = trc_card (db, "Lake", GROS_CARD_TYPE_LOCATION, 2, 0, FALSE, "Aquatic", NULL);
  guint hero = trc_card (db, "Hero", GROS_CARD_TYPE_CHARACTER, 3, 0, FALSE, NULL, NULL);
  guint twist = trc_card (db, "Twist", GROS_CARD_TYPE_PLOT_TWIST, 0, 0, FALSE, NULL, NULL);
  g_autofree GrosGame *g = trc_position (db, 2);
  g_autoptr(GError) error = NULL;
  Tally tally = { 0 };
  gboolean attacked = FALSE;
  int creature;
  guint n;

  trc_put (g, lake, 1, GROS_ZONE_MOVIE);
  trc_put (g, hero, 1, GROS_ZONE_MOVIE);
  trc_put_flags (g, twist, 1, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  trc_put (g, hero, 0, GROS_ZONE_MOVIE);
  creature = trc_put (g, shark, 0, GROS_ZONE_HAND);
  g_assert_true (gros_position_finish (g, NULL, NULL, &error));
  g_assert_no_error (error);

  /* Seat 0 sends the Shark against seat 1. */
  n = gros_game_legal_actions (g, actions, G_N_ELEMENTS (actions));
  for (guint i = 0; i < n && !attacked; i++)
    if (actions[i].kind == GROS_ACT_PLAY && actions[i].card == creature
        && actions[i].target_seat == 1)
      {
        g_assert_true (gros_game_apply (g, &actions[i], NULL, NULL, &error));
        g_assert_no_error (error);
        attacked = TRUE;
      }
  g_assert_true (attacked);
  g_assert_true (g->attack.active);

  for (int viewer = GROS_VIEWER_PUBLIC; viewer < 2; viewer++)
    {
      g_autofree char *where = g_strdup_printf ("viewer %d", viewer);

      check_view (g, viewer, where, &tally);
    }
  /* Seat 0 and the public view do not see the face-down card (every card shows to
   * GROS_VIEWER_ALL and seat 1). */
  g_assert_cmpuint (tally.blanks, >=, 2);
  g_assert_cmpuint (tally.attacks, ==, 4);
  /* The Shark doubles at the 'Aquatic' Lake, whatever the blank card is. */
  g_assert_cmpint (gros_game_attack_strength (g), ==, 8);
  g_assert_cmpint (gros_game_defense_strength (g), ==, 5);
}

static void
test_random_projections (void)
{
  static GrosAction actions[GROS_MAX_ACTIONS];
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  const char *env = g_getenv ("GROS_VIEW_STATS_GAMES");
  guint n_games = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10) : DEFAULT_GAMES;
  g_autofree GrosGame *game = g_new0 (GrosGame, 1);
  guint formats_seen = 0, seats_seen = 0;
  Tally tally = { 0 };

  for (guint i = 0; i < n_games; i++)
    {
      const GrosFormat *format = gros_format_get (i % GROS_FORMAT_N_IDS);
      guint n_seats = 2 + (i / GROS_FORMAT_N_IDS + i) % (GROS_MAX_SEATS - 1);
      guint64 rng = games_seed_mix (0x57a7 + i);
      g_autoptr(GError) error = NULL;
      GrosGameSetup setup;

      formats_seen |= 1u << (i % GROS_FORMAT_N_IDS);
      seats_seen |= 1u << n_seats;
      games_random_setup_format (decks, n_seats, STARTER_SIGIL, format, 4100 + i, &setup);
      g_assert_true (gros_game_init (game, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                     &error));
      g_assert_no_error (error);

      for (guint step = 0; step <= ACTION_CAP; step++)
        {
          guint n;

          /* Every state of the first games, then every third and every attack. */
          if (i < 9 || step % 3 == 0 || game->attack.active)
            for (int viewer = GROS_VIEWER_PUBLIC; viewer < (int) n_seats; viewer++)
              {
                g_autofree char *where = NULL;

                if (viewer == GROS_VIEWER_ALL)
                  continue;
                where = g_strdup_printf ("game %u (%s, %u seats), action %u, viewer %d", i,
                                         format->string_id, n_seats, game->n_actions, viewer);
                check_view (game, viewer, where, &tally);
              }
          if (gros_game_is_over (game))
            break;
          n = gros_game_legal_actions (game, actions, G_N_ELEMENTS (actions));
          g_assert_cmpuint (n, >, 0);
          g_assert_true (gros_game_apply (game, &actions[games_rand_below (&rng, n)], NULL, NULL,
                                          &error));
          g_assert_no_error (error);
        }
    }
  g_test_message ("%" G_GUINT64_FORMAT " projections, %" G_GUINT64_FORMAT " blank cards, %"
                  G_GUINT64_FORMAT " during attacks, %" G_GUINT64_FORMAT " figures compared",
                  tally.views, tally.blanks, tally.attacks, tally.figures);
  if (n_games >= GROS_FORMAT_N_IDS * 2)
    {
      g_assert_cmpuint (formats_seen, ==, (1u << GROS_FORMAT_N_IDS) - 1);
      g_assert_cmpuint (seats_seen, ==, 0x7c);
      /* The runs reach what the check is about: hidden cards and attacks. */
      g_assert_cmpuint (tally.blanks, >, 1000);
      g_assert_cmpuint (tally.attacks, >, 100);
    }
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/view-stats/blank-in-movie", test_blank_in_movie);
  g_test_add_func ("/gros/view-stats/random-projections", test_random_projections);
  return g_test_run ();
}
