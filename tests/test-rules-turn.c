/* test-rules-turn.c: the turn rules: Fill Up, the Establishing Shot, popcorn, discards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-rules-common.h"

typedef struct
{
  GrosCardDb *db;
  guint       hero;     /* Character 2, cost 1, Bucket */
  guint       plain;    /* Character 3, cost 0, no Bucket */
  guint       place;    /* Location 2, cost 1, Bucket */
  guint       beast;    /* Creature 6, cost 0 */
  guint       pricey;   /* Creature 9, cost 3 */
  guint       filler;   /* Special Effect, no script */
  guint       murder;   /* Special Effect: kill a Character */
} Cards;

static GrosScript kill_script;

static void
cards_init (Cards *c)
{
  c->db = gros_card_db_new ();
  c->hero = trc_card (c->db, "Hero", GROS_CARD_TYPE_CHARACTER, 2, 1, TRUE, "Male", NULL);
  c->plain = trc_card (c->db, "Plain", GROS_CARD_TYPE_CHARACTER, 3, 0, FALSE, NULL, NULL);
  c->place = trc_card (c->db, "Place", GROS_CARD_TYPE_LOCATION, 2, 1, TRUE, "Building", NULL);
  c->beast = trc_card (c->db, "Beast", GROS_CARD_TYPE_CREATURE, 6, 0, FALSE, "Monster", NULL);
  c->pricey = trc_card (c->db, "Pricey", GROS_CARD_TYPE_CREATURE, 9, 3, FALSE, NULL, NULL);
  c->filler = trc_card (c->db, "Filler", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, 0, FALSE, NULL, NULL);
  c->murder = trc_card (c->db, "Murder", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, 0, FALSE, NULL, NULL);

  memset (&kill_script, 0, sizeof kill_script);
  kill_script.n_abilities = 1;
  kill_script.complete = TRUE;
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

/* Seat 1 (index 0) in its Discard step, seat 2 waiting with tipped and Knocked Out cards. */
static GrosGame *
fill_up_position (Cards *c,
                  int   *tipped,
                  int   *knocked_out,
                  int   *own_tipped)
{
  GrosGame *g = trc_position (c->db, 2);

  trc_fill_deck (g, c->filler, 0, 10);
  trc_fill_deck (g, c->filler, 1, 10);
  *own_tipped = trc_put_flags (g, c->place, 0, GROS_ZONE_MOVIE, GROS_CARD_TIPPED);
  trc_put (g, c->hero, 0, GROS_ZONE_MOVIE);
  tipped[0] = trc_put_flags (g, c->hero, 1, GROS_ZONE_MOVIE, GROS_CARD_TIPPED);
  tipped[1] = trc_put_flags (g, c->place, 1, GROS_ZONE_MOVIE, GROS_CARD_TIPPED);
  *knocked_out = trc_put_flags (g, c->plain, 1, GROS_ZONE_MOVIE, GROS_CARD_KNOCKED_OUT);
  trc_put (g, c->filler, 1, GROS_ZONE_HAND);
  trc_put (g, c->filler, 1, GROS_ZONE_HAND);
  gros_position_set_turn (g, 0, 2, 3, GROS_PHASE_DISCARD);
  trc_finish (g);
  return g;
}

/* Fill Up untips the cards of the seat whose turn begins, and only theirs. */
static void
test_fill_up_untip (void)
{
  Cards c;
  int tipped[2], knocked_out, own_tipped;
  g_autofree GrosGame *g = NULL;

  cards_init (&c);
  g = fill_up_position (&c, tipped, &knocked_out, &own_tipped);
  g_assert_true (g->cards[tipped[0]].flags & GROS_CARD_TIPPED);
  trc_do (g, "end-turn seat=1");

  g_assert_cmpuint (g->active, ==, 1);
  g_assert_false (g->cards[tipped[0]].flags & GROS_CARD_TIPPED);
  g_assert_false (g->cards[tipped[1]].flags & GROS_CARD_TIPPED);
  g_assert_true (g->cards[own_tipped].flags & GROS_CARD_TIPPED);
  /* The untipped Buckets are popcorn again. */
  g_assert_true (trc_legal (g, "tip seat=2 card=%d", tipped[0]));
  cards_clear (&c);
}

/* Knocked Out cards wake up when their player Fills Up; until then they count nothing. */
static void
test_fill_up_knocked_out_wake (void)
{
  Cards c;
  int tipped[2], knocked_out, own_tipped;
  g_autofree GrosGame *g = NULL;

  cards_init (&c);
  g = fill_up_position (&c, tipped, &knocked_out, &own_tipped);
  /* Hero 2 + Place 2; the Knocked Out Plain (3) counts nothing. */
  g_assert_cmpint (gros_game_movie_defense (g, 1), ==, 4);
  g_assert_cmpint (gros_game_card_defense (g, knocked_out), ==, 0);
  trc_do (g, "end-turn seat=1");

  g_assert_false (g->cards[knocked_out].flags & GROS_CARD_KNOCKED_OUT);
  g_assert_cmpint (gros_game_card_defense (g, knocked_out), ==, 3);
  g_assert_cmpint (gros_game_movie_defense (g, 1), ==, 7);
  cards_clear (&c);
}

/* Fill Up draws up to the hand limit. */
static void
test_fill_up_draw_to_hand_limit (void)
{
  Cards c;
  int tipped[2], knocked_out, own_tipped;
  g_autofree GrosGame *g = NULL;

  cards_init (&c);
  g = fill_up_position (&c, tipped, &knocked_out, &own_tipped);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, 1), ==, 2);
  trc_do (g, "end-turn seat=1");
  g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, 1), ==, 6);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_DECK, 1), ==, 6);
  /* Seat 1 drew nothing: it is not its Fill Up. */
  g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, 0), ==, 0);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_DECK, 0), ==, 10);
  cards_clear (&c);
}

/* A different hand limit (format parameter) is what Fill Up draws to. */
static void
test_fill_up_other_hand_limit (void)
{
  Cards c;
  GrosRulesParams params;
  g_autofree GrosGame *g = g_new0 (GrosGame, 1);

  cards_init (&c);
  gros_rules_params_init_feature_film (&params);
  params.hand_limit = 8;
  gros_position_init (g, c.db, 2, &params, 1);
  trc_fill_deck (g, c.filler, 0, 12);
  trc_fill_deck (g, c.filler, 1, 12);
  gros_position_set_turn (g, 0, 2, 3, GROS_PHASE_DISCARD);
  trc_finish (g);
  trc_do (g, "end-turn seat=1");
  g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, 1), ==, 8);
  cards_clear (&c);
}

/* An Establishing Shot position (round 1) or a later one. */
static GrosGame *
shot_position (Cards *c,
               guint  round,
               int   *creature,
               int   *location,
               int   *murder,
               int   *mine,
               int   *theirs)
{
  GrosGame *g = trc_position (c->db, 2);

  trc_fill_deck (g, c->filler, 0, 5);
  trc_fill_deck (g, c->filler, 1, 5);
  *creature = trc_put (g, c->beast, 0, GROS_ZONE_HAND);
  *location = trc_put (g, c->place, 0, GROS_ZONE_HAND);
  *murder = trc_put (g, c->murder, 0, GROS_ZONE_HAND);
  *mine = trc_put (g, c->hero, 0, GROS_ZONE_MOVIE);
  *theirs = trc_put (g, c->hero, 1, GROS_ZONE_MOVIE);
  gros_position_set_turn (g, 0, round, round == 1 ? 1 : 3, GROS_PHASE_PLAY);
  trc_finish (g);
  return g;
}

/* In the first round nobody may meddle with another Movie: no Creatures, no Locations or
 * effects on other Movies. From round two, all of these are allowed. */
static void
test_establishing_shot (void)
{
  Cards c;
  int creature, location, murder, mine, theirs;

  cards_init (&c);
  {
    g_autofree GrosGame *g = shot_position (&c, 1, &creature, &location, &murder, &mine, &theirs);

    g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, creature), ==, 0);
    g_assert_true (trc_legal (g, "play seat=1 card=%d movie=1", location));
    g_assert_false (trc_legal (g, "play seat=1 card=%d movie=2", location));
    g_assert_true (trc_legal (g, "play seat=1 card=%d target=%d movie=1 mode=1", murder, mine));
    g_assert_false (trc_legal (g, "play seat=1 card=%d target=%d movie=2 mode=1", murder, theirs));
  }
  {
    g_autofree GrosGame *g = shot_position (&c, 2, &creature, &location, &murder, &mine, &theirs);

    g_assert_true (trc_legal (g, "play seat=1 card=%d movie=2", creature));
    g_assert_false (trc_legal (g, "play seat=1 card=%d movie=1", creature));
    g_assert_true (trc_legal (g, "play seat=1 card=%d movie=2", location));
    g_assert_true (trc_legal (g, "play seat=1 card=%d target=%d movie=2 mode=1", murder, theirs));
  }
  cards_clear (&c);
}

/* The round counts up when play comes back to the first player: the Establishing Shot
 * ends after every seat's first turn. */
static void
test_establishing_shot_ends_after_round_one (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int beast;

  cards_init (&c);
  g = trc_position (c.db, 2);
  trc_fill_deck (g, c.filler, 0, 20);
  trc_fill_deck (g, c.filler, 1, 20);
  beast = trc_put (g, c.beast, 1, GROS_ZONE_HAND);
  trc_put (g, c.hero, 0, GROS_ZONE_MOVIE);
  gros_position_set_first_seat (g, 0);
  gros_position_set_turn (g, 0, 1, 1, GROS_PHASE_DISCARD);
  trc_finish (g);

  trc_do (g, "end-turn seat=1");
  /* Seat 2's first turn is still the Establishing Shot. */
  g_assert_cmpuint (g->round, ==, 1);
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, beast), ==, 0);
  trc_do (g, "pass seat=2");
  trc_do (g, "end-turn seat=2");
  trc_do (g, "pass seat=1");
  trc_do (g, "end-turn seat=1");
  g_assert_cmpuint (g->round, ==, 2);
  g_assert_true (trc_legal (g, "play seat=2 card=%d movie=1", beast));
  cards_clear (&c);
}

/* A card with a Popcorn Bucket is tipped once for one popcorn; cards without a Bucket, and
 * tipped ones, give none. */
static void
test_popcorn_tip_once (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int bucket, plain, already;

  cards_init (&c);
  g = trc_position (c.db, 2);
  trc_fill_deck (g, c.filler, 0, 5);
  trc_fill_deck (g, c.filler, 1, 5);
  bucket = trc_put (g, c.place, 0, GROS_ZONE_MOVIE);
  plain = trc_put (g, c.plain, 0, GROS_ZONE_MOVIE);
  already = trc_put_flags (g, c.hero, 0, GROS_ZONE_MOVIE, GROS_CARD_TIPPED);
  trc_finish (g);

  g_assert_cmpuint (trc_count (g, GROS_ACT_TIP, GROS_NO_CARD), ==, 1);
  g_assert_false (trc_legal (g, "tip seat=1 card=%d", plain));
  g_assert_false (trc_legal (g, "tip seat=1 card=%d", already));
  trc_do (g, "tip seat=1 card=%d", bucket);
  g_assert_cmpint (g->seats[0].popcorn, ==, 1);
  g_assert_true (g->cards[bucket].flags & GROS_CARD_TIPPED);
  g_assert_false (trc_legal (g, "tip seat=1 card=%d", bucket));
  g_assert_cmpuint (trc_count (g, GROS_ACT_TIP, GROS_NO_CARD), ==, 0);
  cards_clear (&c);
}

/* Discarding a card from hand on purpose gives one popcorn; the card goes to the owner's
 * graveyard. */
static void
test_popcorn_discard_for_one (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int a, b;

  cards_init (&c);
  g = trc_position (c.db, 2);
  trc_fill_deck (g, c.filler, 0, 5);
  trc_fill_deck (g, c.filler, 1, 5);
  a = trc_put (g, c.filler, 0, GROS_ZONE_HAND);
  b = trc_put (g, c.plain, 0, GROS_ZONE_HAND);
  trc_finish (g);

  g_assert_cmpuint (trc_count (g, GROS_ACT_POPCORN_DISCARD, GROS_NO_CARD), ==, 2);
  trc_do (g, "popcorn seat=1 card=%d", a);
  g_assert_cmpint (g->seats[0].popcorn, ==, 1);
  g_assert_true (trc_in (g, a, GROS_ZONE_GRAVEYARD, 0));
  trc_do (g, "popcorn seat=1 card=%d", b);
  g_assert_cmpint (g->seats[0].popcorn, ==, 2);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_HAND, 0), ==, 0);
  cards_clear (&c);
}

/* Popcorn not spent when the turn passes is lost. */
static void
test_popcorn_unspent_lost (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int bucket;

  cards_init (&c);
  g = trc_position (c.db, 2);
  trc_fill_deck (g, c.filler, 0, 5);
  trc_fill_deck (g, c.filler, 1, 5);
  bucket = trc_put (g, c.place, 0, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 2);
  trc_finish (g);

  trc_do (g, "tip seat=1 card=%d", bucket);
  g_assert_cmpint (g->seats[0].popcorn, ==, 3);
  trc_do (g, "pass seat=1");
  trc_do (g, "end-turn seat=1");
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
  g_assert_cmpint (g->seats[1].popcorn, ==, 0);
  cards_clear (&c);
}

/* A card is playable only when its cost can be paid from popcorn and untipped Buckets;
 * playing it tips the Buckets it needs. */
static void
test_popcorn_cost_enforced (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int pricey, bucket, junk[2];

  cards_init (&c);
  g = trc_position (c.db, 2);
  trc_fill_deck (g, c.filler, 0, 5);
  trc_fill_deck (g, c.filler, 1, 5);
  pricey = trc_put (g, c.pricey, 0, GROS_ZONE_HAND);
  junk[0] = trc_put (g, c.filler, 0, GROS_ZONE_HAND);
  junk[1] = trc_put (g, c.filler, 0, GROS_ZONE_HAND);
  bucket = trc_put (g, c.place, 0, GROS_ZONE_MOVIE);
  trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  /* 1 Bucket: the Creature costing 3 cannot be played. */
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, pricey), ==, 0);
  trc_do (g, "popcorn seat=1 card=%d", junk[0]);
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, pricey), ==, 0);
  trc_do (g, "popcorn seat=1 card=%d", junk[1]);
  g_assert_true (trc_legal (g, "play seat=1 card=%d movie=2", pricey));

  trc_do (g, "play seat=1 card=%d movie=2", pricey);
  g_assert_true (g->cards[bucket].flags & GROS_CARD_TIPPED);
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
  cards_clear (&c);
}

/* Above the hand limit the turn cannot end until enough cards are discarded; those
 * discards give no popcorn, and more may be discarded. */
static void
test_discard_to_hand_limit (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int hand[8];

  cards_init (&c);
  g = trc_position (c.db, 2);
  trc_fill_deck (g, c.filler, 0, 5);
  trc_fill_deck (g, c.filler, 1, 5);
  for (guint i = 0; i < 8; i++)
    hand[i] = trc_put (g, c.filler, 0, GROS_ZONE_HAND);
  gros_position_set_turn (g, 0, 2, 3, GROS_PHASE_DISCARD);
  trc_finish (g);

  g_assert_cmpint (g->phase, ==, GROS_PHASE_DISCARD);
  g_assert_false (trc_legal (g, "end-turn seat=1"));
  g_assert_cmpuint (trc_count (g, GROS_ACT_DISCARD, GROS_NO_CARD), ==, 8);
  g_assert_cmpuint (trc_count (g, GROS_ACT_POPCORN_DISCARD, GROS_NO_CARD), ==, 0);
  trc_do (g, "discard seat=1 card=%d", hand[0]);
  g_assert_false (trc_legal (g, "end-turn seat=1"));
  trc_do (g, "discard seat=1 card=%d", hand[1]);
  g_assert_true (trc_legal (g, "end-turn seat=1"));
  /* Discarding below the limit is allowed too. */
  g_assert_true (trc_legal (g, "discard seat=1 card=%d", hand[2]));
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_GRAVEYARD, 0), ==, 2);
  trc_do (g, "end-turn seat=1");
  g_assert_cmpuint (g->active, ==, 1);
  cards_clear (&c);
}

/* A player who begins their turn with an empty deck has run out of plot: the game ends at
 * once. An empty deck during one's own turn does not end it. */
static void
test_out_of_plot (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;

  cards_init (&c);
  g = trc_position (c.db, 2);
  trc_put (g, c.hero, 0, GROS_ZONE_MOVIE);
  trc_put (g, c.plain, 1, GROS_ZONE_MOVIE);
  trc_fill_deck (g, c.filler, 1, 0);
  gros_position_set_turn (g, 0, 2, 3, GROS_PHASE_PLAY);
  trc_finish (g);

  /* Seat 1's own deck is empty, but it is playing. */
  g_assert_false (gros_game_is_over (g));
  trc_do (g, "pass seat=1");
  trc_do (g, "end-turn seat=1");
  g_assert_true (gros_game_is_over (g));
  g_assert_cmpint (g->end_reason, ==, GROS_END_OUT_OF_PLOT);
  /* Plain (3) beats Hero (2). */
  g_assert_cmpuint (g->winner_mask, ==, 1u << 1);
  cards_clear (&c);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/rules/fill-up-untip", test_fill_up_untip);
  g_test_add_func ("/gros/rules/fill-up-knocked-out-wake", test_fill_up_knocked_out_wake);
  g_test_add_func ("/gros/rules/fill-up-draw-to-hand-limit", test_fill_up_draw_to_hand_limit);
  g_test_add_func ("/gros/rules/fill-up-other-hand-limit", test_fill_up_other_hand_limit);
  g_test_add_func ("/gros/rules/establishing-shot", test_establishing_shot);
  g_test_add_func ("/gros/rules/establishing-shot-ends-after-round-one",
                   test_establishing_shot_ends_after_round_one);
  g_test_add_func ("/gros/rules/popcorn-tip-once", test_popcorn_tip_once);
  g_test_add_func ("/gros/rules/popcorn-discard-for-one", test_popcorn_discard_for_one);
  g_test_add_func ("/gros/rules/popcorn-unspent-lost", test_popcorn_unspent_lost);
  g_test_add_func ("/gros/rules/popcorn-cost-enforced", test_popcorn_cost_enforced);
  g_test_add_func ("/gros/rules/discard-to-hand-limit", test_discard_to_hand_limit);
  g_test_add_func ("/gros/rules/out-of-plot", test_out_of_plot);

  return g_test_run ();
}
