/* test-rules-end.c: the end of the game: Roll the Credits, the Climax, final Ratings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-rules-common.h"

typedef struct
{
  GrosCardDb *db;
  guint       star;     /* Character 10 */
  guint       one;      /* Character 1 */
  guint       credits;  /* Roll the Credits */
  guint       murder;   /* FX, cost 0: kill a Character */
  guint       filler;
} Cards;

static GrosScript kill_script;

static void
cards_init (Cards *c)
{
  c->db = gros_card_db_new ();
  c->star = trc_card (c->db, "Star", GROS_CARD_TYPE_CHARACTER, 10, 0, FALSE, NULL, "Star");
  c->one = trc_card (c->db, "Bit Part", GROS_CARD_TYPE_CHARACTER, 1, 0, FALSE, NULL, "Bit");
  c->credits = trc_card (c->db, "Credits", GROS_CARD_TYPE_ROLL_THE_CREDITS, 0, 0, FALSE, NULL,
                         "Dawn");
  c->murder = trc_card (c->db, "Murder", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, 0, FALSE, NULL, NULL);
  c->filler = trc_card (c->db, "Filler", GROS_CARD_TYPE_LOCATION, 0, 0, FALSE, NULL, NULL);

  memset (&kill_script, 0, sizeof kill_script);
  kill_script.n_abilities = 1;
  kill_script.abilities[0].use = GROS_USE_PLAY;
  kill_script.abilities[0].effect = GROS_EFFECT_KILL;
  kill_script.abilities[0].filter.types = 1u << GROS_CARD_TYPE_CHARACTER;
  gros_card_db_set_script (c->db, c->murder, &kill_script);
}

static void
cards_clear (Cards *c)
{
  gros_card_db_unref (c->db);
}

static GrosGame *
empty_position (Cards *c,
                guint  n_seats)
{
  GrosGame *g = trc_position (c->db, n_seats);

  for (guint s = 0; s < n_seats; s++)
    trc_fill_deck (g, c->filler, s, 20);
  return g;
}

/* A Roll the Credits may be played only by a Movie of at least 20 Total Defense. */
static void
test_credits_need_twenty (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int credits, one;

  cards_init (&c);
  g = empty_position (&c, 2);
  credits = trc_put (g, c.credits, 0, GROS_ZONE_HAND);
  one = trc_put (g, c.one, 0, GROS_ZONE_HAND);
  trc_put (g, c.star, 0, GROS_ZONE_MOVIE);
  for (guint i = 0; i < 9; i++)
    trc_put (g, c.one, 0, GROS_ZONE_MOVIE);
  trc_finish (g);

  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 19);
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, credits), ==, 0);
  trc_do (g, "play seat=1 card=%d movie=1", one);
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 20);
  g_assert_true (trc_legal (g, "play seat=1 card=%d movie=1", credits));
  cards_clear (&c);
}

/* A Climax position: seat 1 has 20 Defense (two Stars) and the Credits; every other seat
 * holds a Special Effect that kills a Character. */
static GrosGame *
climax_position (Cards *c,
                 guint  n_seats,
                 int   *credits,
                 int   *stars,
                 int   *murders)
{
  GrosGame *g = empty_position (c, n_seats);

  *credits = trc_put (g, c->credits, 0, GROS_ZONE_HAND);
  stars[0] = trc_put (g, c->star, 0, GROS_ZONE_MOVIE);
  stars[1] = trc_put (g, c->star, 0, GROS_ZONE_MOVIE);
  for (guint s = 1; s < n_seats; s++)
    {
      murders[s] = trc_put (g, c->murder, s, GROS_ZONE_HAND);
      trc_put (g, c->one, s, GROS_ZONE_MOVIE);
    }
  trc_finish (g);
  return g;
}

/* Rolling the Credits is the last action of the turn: the Climax gives every other seat a
 * window in turn order; when all pass and a Movie still has 20, the game is over. */
static void
test_climax_windows_then_credits_roll (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int credits, stars[2], murders[3];

  cards_init (&c);
  g = climax_position (&c, 3, &credits, stars, murders);
  trc_do (g, "play seat=1 card=%d movie=1", credits);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_CLIMAX);
  g_assert_cmpint (g->cards[credits].zone, ==, GROS_ZONE_TABLE);
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 1);
  g_assert_true (trc_legal (g, "play seat=2 card=%d target=%d movie=1 mode=1", murders[1],
                            stars[0]));
  trc_do (g, "pass seat=2");
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 2);
  trc_do (g, "pass seat=3");

  g_assert_true (gros_game_is_over (g));
  g_assert_cmpint (g->end_reason, ==, GROS_END_CREDITS);
  g_assert_cmpuint (g->winner_mask, ==, 1u << 0);
  cards_clear (&c);
}

/* When the Climax leaves no Movie at 20 Defense it fails: the Credits are discarded and play
 * resumes with the next seat's turn. */
static void
test_climax_fails (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int credits, stars[2], murders[3];

  cards_init (&c);
  g = climax_position (&c, 2, &credits, stars, murders);
  trc_do (g, "play seat=1 card=%d movie=1", credits);
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 1);
  trc_do (g, "play seat=2 card=%d target=%d movie=1 mode=1", murders[1], stars[1]);
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 10);

  g_assert_false (gros_game_is_over (g));
  g_assert_true (trc_in (g, credits, GROS_ZONE_GRAVEYARD, 0));
  g_assert_cmpuint (g->active, ==, 1);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_PLAY);
  cards_clear (&c);
}

/* Rolling the Credits ends the Play step, not the hand limit: after a failed Climax the
 * roller still discards down to the limit before the next seat's turn. */
static void
test_climax_fails_hand_limit (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int credits, stars[2], murders[2], extra = GROS_NO_CARD;

  cards_init (&c);
  g = empty_position (&c, 2);
  credits = trc_put (g, c.credits, 0, GROS_ZONE_HAND);
  for (guint i = 0; i < 7; i++)
    extra = trc_put (g, c.one, 0, GROS_ZONE_HAND);
  stars[0] = trc_put (g, c.star, 0, GROS_ZONE_MOVIE);
  stars[1] = trc_put (g, c.star, 0, GROS_ZONE_MOVIE);
  murders[1] = trc_put (g, c.murder, 1, GROS_ZONE_HAND);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=1", credits);
  trc_do (g, "play seat=2 card=%d target=%d movie=1 mode=1", murders[1], stars[0]);
  g_assert_false (gros_game_is_over (g));
  g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, 0), ==, 7);
  g_assert_cmpuint (g->active, ==, 0);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_DISCARD);
  g_assert_false (trc_legal (g, "end-turn seat=1"));
  trc_do (g, "discard seat=1 card=%d", extra);
  trc_do (g, "end-turn seat=1");
  g_assert_cmpuint (g->active, ==, 1);
  cards_clear (&c);
}

/* The Credits roll when any Movie has 20 at the end of the Climax, not only the roller's. */
static void
test_climax_any_movie (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int credits, stars[2], murders[3];

  cards_init (&c);
  g = empty_position (&c, 2);
  credits = trc_put (g, c.credits, 0, GROS_ZONE_HAND);
  stars[0] = trc_put (g, c.star, 0, GROS_ZONE_MOVIE);
  stars[1] = trc_put (g, c.star, 0, GROS_ZONE_MOVIE);
  murders[1] = trc_put (g, c.murder, 1, GROS_ZONE_HAND);
  trc_put (g, c.star, 1, GROS_ZONE_MOVIE);
  trc_put (g, c.star, 1, GROS_ZONE_MOVIE);
  trc_put (g, c.one, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=1", credits);
  trc_do (g, "play seat=2 card=%d target=%d movie=1 mode=1", murders[1], stars[0]);
  g_assert_true (gros_game_is_over (g));
  g_assert_cmpint (g->end_reason, ==, GROS_END_CREDITS);
  g_assert_cmpuint (g->winner_mask, ==, 1u << 1);
  cards_clear (&c);
}

/* Ratings: Total Defense of the Movie (Knocked Out cards woken), 3 points per card bearing
 * a Title word in play or in hand (not in the deck or graveyard), and banked points. */
static void
test_ratings (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  GrosRatings r;
  uint16_t title[2];

  cards_init (&c);
  g = empty_position (&c, 2);
  trc_put (g, c.star, 0, GROS_ZONE_MOVIE);                                  /* Star: 10 */
  trc_put_flags (g, c.one, 0, GROS_ZONE_MOVIE, GROS_CARD_KNOCKED_OUT);      /* Bit: 1 */
  trc_put (g, c.star, 0, GROS_ZONE_HAND);                                   /* Star */
  trc_put (g, c.credits, 0, GROS_ZONE_HAND);                                /* Dawn: no */
  trc_put (g, c.star, 0, GROS_ZONE_GRAVEYARD);                              /* not counted */
  trc_put (g, c.star, 0, GROS_ZONE_DECK);                                   /* not counted */
  title[0] = gros_card_db_intern_word (c.db, "Star");
  title[1] = gros_card_db_intern_word (c.db, "bit");
  gros_position_set_title (g, 0, title, 2);
  gros_position_set_banked (g, 0, 4);
  trc_finish (g);

  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 10);
  gros_game_ratings (g, 0, &r);
  g_assert_cmpint (r.defense, ==, 11);
  g_assert_cmpint (r.title_cards, ==, 3);
  g_assert_cmpint (r.title_points, ==, 9);
  g_assert_cmpint (r.banked, ==, 4);
  g_assert_cmpint (r.total, ==, 24);
  cards_clear (&c);
}

/* The highest Ratings win; a tie shares the win. Knocked Out cards wake when the game
 * ends. */
static void
test_highest_ratings_win (void)
{
  Cards c;

  cards_init (&c);
  for (guint tie = 0; tie < 2; tie++)
    {
      g_autofree GrosGame *g = trc_position (c.db, 3);
      int knocked;

      trc_fill_deck (g, c.filler, 0, 5);
      trc_put (g, c.star, 0, GROS_ZONE_MOVIE);
      knocked = trc_put_flags (g, c.star, 1, GROS_ZONE_MOVIE, GROS_CARD_KNOCKED_OUT);
      trc_put (g, c.one, 2, GROS_ZONE_MOVIE);
      gros_position_set_banked (g, 1, tie ? 0 : 1);
      /* Seat 3's deck is empty: the game ends when its turn begins. */
      gros_position_set_turn (g, 1, 2, 5, GROS_PHASE_DISCARD);
      trc_finish (g);
      trc_do (g, "end-turn seat=2");

      g_assert_true (gros_game_is_over (g));
      g_assert_false (g->cards[knocked].flags & GROS_CARD_KNOCKED_OUT);
      g_assert_cmpuint (g->winner_mask, ==, tie ? 0x3u : 0x2u);
    }
  cards_clear (&c);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/rules/credits-need-twenty", test_credits_need_twenty);
  g_test_add_func ("/gros/rules/climax-windows-then-credits-roll",
                   test_climax_windows_then_credits_roll);
  g_test_add_func ("/gros/rules/climax-fails", test_climax_fails);
  g_test_add_func ("/gros/rules/climax-fails-hand-limit", test_climax_fails_hand_limit);
  g_test_add_func ("/gros/rules/climax-any-movie", test_climax_any_movie);
  g_test_add_func ("/gros/rules/ratings", test_ratings);
  g_test_add_func ("/gros/rules/highest-ratings-win", test_highest_ratings_win);

  return g_test_run ();
}
