/* test-rules-cards.c: rules of the card types and traits: Props, Locations, Knocked Out
 * cards, Plot Twists, 'Cop', 'Crew', opposed traits. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-rules-common.h"

typedef struct
{
  GrosCardDb *db;
  guint       hero;     /* Character 2, 'Male', 'Dumb' */
  guint       cop;      /* Character 3, 'Cop' */
  guint       crew;     /* Character 1, 'Crew' */
  guint       club;     /* Prop 3, 'Weapon' */
  guint       gun;      /* Prop 2, 'Weapon', 'Gun' */
  guint       book;     /* Prop 0 granting 'Smart' and 'Female' to its holder */
  guint       house;    /* Location 3, 'Building', 'Spooky' */
  guint       woods;    /* Location 4, 'Natural' */
  guint       fair;     /* Location 2, 'Event', 'Spooky' */
  guint       parade;   /* Location 1, 'Event', 'Outdoor' */
  guint       twist;    /* Plot Twist 3, banked any time */
  guint       slow;     /* Plot Twist 2, banked from the next turn on */
  guint       filler;
} Cards;

static GrosScript book_script, twist_script, slow_script;

static void
cards_init (Cards *c)
{
  guint smart, female;

  c->db = gros_card_db_new ();
  c->hero = trc_card (c->db, "Hero", GROS_CARD_TYPE_CHARACTER, 2, 0, FALSE, "Male, Dumb", NULL);
  c->cop = trc_card (c->db, "Cop", GROS_CARD_TYPE_CHARACTER, 3, 0, FALSE, "Male, Cop", NULL);
  c->crew = trc_card (c->db, "Crew", GROS_CARD_TYPE_CHARACTER, 1, 0, FALSE, "Crew", NULL);
  c->club = trc_card (c->db, "Club", GROS_CARD_TYPE_PROP, 3, 0, FALSE, "Weapon", NULL);
  c->gun = trc_card (c->db, "Gun", GROS_CARD_TYPE_PROP, 2, 0, FALSE, "Weapon, Gun", NULL);
  c->book = trc_card (c->db, "Book", GROS_CARD_TYPE_PROP, 0, 0, FALSE, NULL, NULL);
  c->house = trc_card (c->db, "House", GROS_CARD_TYPE_LOCATION, 3, 0, TRUE, "Building, Spooky",
                       NULL);
  c->woods = trc_card (c->db, "Woods", GROS_CARD_TYPE_LOCATION, 4, 0, TRUE, "Natural", NULL);
  c->fair = trc_card (c->db, "Fair", GROS_CARD_TYPE_LOCATION, 2, 0, TRUE, "Event, Spooky", NULL);
  c->parade = trc_card (c->db, "Parade", GROS_CARD_TYPE_LOCATION, 1, 0, FALSE, "Event, Outdoor",
                        NULL);
  c->twist = trc_card (c->db, "Twist", GROS_CARD_TYPE_PLOT_TWIST, 3, 0, TRUE, NULL, NULL);
  c->slow = trc_card (c->db, "Slow Twist", GROS_CARD_TYPE_PLOT_TWIST, 2, 0, TRUE, NULL, NULL);
  c->filler = trc_card (c->db, "Filler", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, 0, FALSE, NULL, NULL);

  /* "Its holder becomes 'Smart' and 'Female'." */
  smart = gros_card_db_intern_trait (c->db, "Smart");
  female = gros_card_db_intern_trait (c->db, "Female");
  memset (&book_script, 0, sizeof book_script);
  book_script.n_mods = 1;
  book_script.mods[0].kind = GROS_MOD_GRANT_TRAITS;
  book_script.mods[0].target = GROS_SCOPE_HOST;
  gros_traits_add (&book_script.mods[0].per_filter.any, smart);
  gros_traits_add (&book_script.mods[0].per_filter.any, female);
  gros_card_db_set_script (c->db, c->book, &book_script);

  /* A Twist that can simply be banked, now or from its owner's next turn on. */
  memset (&twist_script, 0, sizeof twist_script);
  twist_script.n_abilities = 1;
  twist_script.abilities[0].use = GROS_USE_BANK;
  twist_script.abilities[0].effect = GROS_EFFECT_NONE;
  gros_card_db_set_script (c->db, c->twist, &twist_script);
  slow_script = twist_script;
  slow_script.abilities[0].flags = GROS_USE_NEXT_TURN;
  gros_card_db_set_script (c->db, c->slow, &slow_script);
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

/* Props must be attached to a Character when played: never to a Location or a Prop. */
static void
test_props_attach_to_characters (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int club, hero, house, gun;

  cards_init (&c);
  g = empty_position (&c, 2);
  club = trc_put (g, c.club, 0, GROS_ZONE_HAND);
  hero = trc_put (g, c.hero, 0, GROS_ZONE_MOVIE);
  house = trc_put (g, c.house, 0, GROS_ZONE_MOVIE);
  gun = trc_attach (g, c.gun, hero);
  trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  g_assert_true (trc_legal (g, "play seat=1 card=%d target=%d movie=1", club, hero));
  g_assert_false (trc_legal (g, "play seat=1 card=%d target=%d movie=1", club, house));
  g_assert_false (trc_legal (g, "play seat=1 card=%d target=%d movie=1", club, gun));
  /* Only the Hero is offered: one play of the Prop in all. */
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, club), ==, 1);

  trc_do (g, "play seat=1 card=%d target=%d movie=1", club, hero);
  g_assert_true (trc_in (g, club, GROS_ZONE_MOVIE, 0));
  g_assert_cmpint (g->cards[club].host, ==, hero);
  /* Hero 2 + Gun 2 + Club 3 + House 3. */
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 10);
  cards_clear (&c);
}

/* With no Character in the Movie, a Prop cannot be played at all. */
static void
test_props_need_a_character (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int club;

  cards_init (&c);
  g = empty_position (&c, 2);
  club = trc_put (g, c.club, 0, GROS_ZONE_HAND);
  trc_put (g, c.house, 0, GROS_ZONE_MOVIE);
  trc_finish (g);
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, club), ==, 0);
  cards_clear (&c);
}

/* A Character obtains one new Prop per turn; the limit is back next turn. */
static void
test_prop_limit (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int club, gun, hero, other;

  cards_init (&c);
  g = empty_position (&c, 2);
  club = trc_put (g, c.club, 0, GROS_ZONE_HAND);
  gun = trc_put (g, c.gun, 0, GROS_ZONE_HAND);
  hero = trc_put (g, c.hero, 0, GROS_ZONE_MOVIE);
  other = trc_put (g, c.cop, 0, GROS_ZONE_MOVIE);
  trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d target=%d movie=1", club, hero);
  g_assert_false (trc_legal (g, "play seat=1 card=%d target=%d movie=1", gun, hero));
  g_assert_true (trc_legal (g, "play seat=1 card=%d target=%d movie=1", gun, other));

  /* Two turns later the Hero may take a new Prop again. */
  trc_do (g, "pass seat=1");
  trc_do (g, "end-turn seat=1");
  trc_do (g, "pass seat=2");
  trc_do (g, "end-turn seat=2");
  g_assert_true (trc_legal (g, "play seat=1 card=%d target=%d movie=1", gun, hero));
  cards_clear (&c);
}

/* A Prop given earlier this turn (marked "new" in a position) uses up the Prop Limit. */
static void
test_prop_limit_from_position (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int gun, hero;

  cards_init (&c);
  g = empty_position (&c, 2);
  gun = trc_put (g, c.gun, 0, GROS_ZONE_HAND);
  hero = trc_put (g, c.hero, 0, GROS_ZONE_MOVIE);
  trc_attach_flags (g, c.club, hero, GROS_CARD_CAST_THIS_TURN);
  trc_finish (g);
  g_assert_false (trc_legal (g, "play seat=1 card=%d target=%d movie=1", gun, hero));
  cards_clear (&c);
}

/* Props may move between Characters during one's turn, and a move counts against the
 * receiving Character's Prop Limit. */
static void
test_prop_move_counts (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int club, gun, hero, other;

  cards_init (&c);
  g = empty_position (&c, 2);
  gun = trc_put (g, c.gun, 0, GROS_ZONE_HAND);
  hero = trc_put (g, c.hero, 0, GROS_ZONE_MOVIE);
  club = trc_attach (g, c.club, hero);
  other = trc_put (g, c.cop, 0, GROS_ZONE_MOVIE);
  trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  g_assert_true (trc_legal (g, "move-prop seat=1 card=%d target=%d movie=1", club, other));
  trc_do (g, "move-prop seat=1 card=%d target=%d movie=1", club, other);
  g_assert_cmpint (g->cards[club].host, ==, other);
  /* The Cop has had his new Prop for the turn; the Hero has not. */
  g_assert_false (trc_legal (g, "play seat=1 card=%d target=%d movie=1", gun, other));
  g_assert_true (trc_legal (g, "play seat=1 card=%d target=%d movie=1", gun, hero));
  trc_do (g, "play seat=1 card=%d target=%d movie=1", gun, hero);
  /* Now both have had one: the Club cannot go back to the Hero. */
  g_assert_false (trc_legal (g, "move-prop seat=1 card=%d target=%d movie=1", club, hero));
  cards_clear (&c);
}

/* When a Character dies, their Props go to the graveyard with them. */
static void
test_props_die_with_character (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  guint beast;
  int hero, club, creature;

  cards_init (&c);
  beast = trc_card (c.db, "Beast", GROS_CARD_TYPE_CREATURE, 10, 0, FALSE, NULL, NULL);
  g = empty_position (&c, 2);
  creature = trc_put (g, beast, 0, GROS_ZONE_HAND);
  hero = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  club = trc_attach (g, c.club, hero);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", creature);
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", creature, hero);
  g_assert_true (trc_in (g, hero, GROS_ZONE_GRAVEYARD, 1));
  g_assert_true (trc_in (g, club, GROS_ZONE_GRAVEYARD, 1));
  g_assert_cmpint (g->cards[club].host, ==, GROS_NO_CARD);
  cards_clear (&c);
}

/* One Location per Movie: a new one replaces the old, which goes to the graveyard. Locations
 * may be played into any Movie (after the Establishing Shot). */
static void
test_location_replaces (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int house, woods, theirs;

  cards_init (&c);
  g = empty_position (&c, 2);
  woods = trc_put (g, c.woods, 0, GROS_ZONE_HAND);
  house = trc_put (g, c.house, 0, GROS_ZONE_MOVIE);
  theirs = trc_put (g, c.fair, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 3);
  /* Woods shares nothing with House and is no 'Event': it only replaces. */
  g_assert_false (trc_legal (g, "play seat=1 card=%d target=%d movie=1", woods, house));
  g_assert_true (trc_legal (g, "play seat=1 card=%d movie=2", woods));
  trc_do (g, "play seat=1 card=%d movie=1", woods);
  g_assert_true (trc_in (g, house, GROS_ZONE_GRAVEYARD, 0));
  g_assert_true (trc_in (g, woods, GROS_ZONE_MOVIE, 0));
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 4);
  g_assert_true (trc_in (g, theirs, GROS_ZONE_MOVIE, 1));
  cards_clear (&c);
}

/* A Location played into another Movie replaces that Movie's Location; the replaced one
 * goes to its owner's graveyard, the new one stays its player's card. */
static void
test_location_into_other_movie (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int woods, theirs;

  cards_init (&c);
  g = empty_position (&c, 2);
  woods = trc_put (g, c.woods, 0, GROS_ZONE_HAND);
  theirs = trc_put (g, c.house, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", woods);
  g_assert_true (trc_in (g, theirs, GROS_ZONE_GRAVEYARD, 1));
  g_assert_true (trc_in (g, woods, GROS_ZONE_MOVIE, 1));
  g_assert_cmpuint (g->cards[woods].owner, ==, 0);
  g_assert_cmpint (gros_game_movie_defense (g, 1), ==, 4);
  cards_clear (&c);
}

/* An 'Event' Location combines with a Location that shares another trait (both stay and
 * count); otherwise it is played on its own and replaces. A later Location replaces the
 * whole combination. */
static void
test_location_event_combines (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int fair, parade, house, woods;

  cards_init (&c);
  g = empty_position (&c, 2);
  fair = trc_put (g, c.fair, 0, GROS_ZONE_HAND);
  parade = trc_put (g, c.parade, 0, GROS_ZONE_HAND);
  woods = trc_put (g, c.woods, 0, GROS_ZONE_HAND);
  house = trc_put (g, c.house, 0, GROS_ZONE_MOVIE);
  trc_finish (g);

  /* Fair ('Event', 'Spooky') shares 'Spooky' with House; Parade shares nothing. */
  g_assert_true (trc_legal (g, "play seat=1 card=%d target=%d movie=1", fair, house));
  g_assert_false (trc_legal (g, "play seat=1 card=%d target=%d movie=1", parade, house));
  g_assert_true (trc_legal (g, "play seat=1 card=%d movie=1", parade));

  trc_do (g, "play seat=1 card=%d target=%d movie=1", fair, house);
  g_assert_true (trc_in (g, house, GROS_ZONE_MOVIE, 0));
  g_assert_true (trc_in (g, fair, GROS_ZONE_MOVIE, 0));
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 5);

  trc_do (g, "play seat=1 card=%d movie=1", woods);
  g_assert_true (trc_in (g, house, GROS_ZONE_GRAVEYARD, 0));
  g_assert_true (trc_in (g, fair, GROS_ZONE_GRAVEYARD, 0));
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 4);
  cards_clear (&c);
}

/* 'Gun' Props have double their printed Stat in the hands of a 'Cop'. */
static void
test_cop_doubles_guns (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int cop, hero, cop_gun, hero_gun, cop_club;

  cards_init (&c);
  g = empty_position (&c, 2);
  cop = trc_put (g, c.cop, 0, GROS_ZONE_MOVIE);
  cop_gun = trc_attach (g, c.gun, cop);
  cop_club = trc_attach (g, c.club, cop);
  hero = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  hero_gun = trc_attach (g, c.gun, hero);
  trc_finish (g);

  g_assert_cmpint (gros_game_card_defense (g, cop_gun), ==, 4);
  g_assert_cmpint (gros_game_card_defense (g, hero_gun), ==, 2);
  /* A Weapon that is not a Gun is not doubled. */
  g_assert_cmpint (gros_game_card_defense (g, cop_club), ==, 3);
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 3 + 4 + 3);
  g_assert_cmpint (gros_game_movie_defense (g, 1), ==, 2 + 2);
  cards_clear (&c);
}

/* 'Crew' cannot use Props: none may be played on or moved to them. */
static void
test_crew_no_props (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int crew, hero, club, gun;

  cards_init (&c);
  g = empty_position (&c, 2);
  club = trc_put (g, c.club, 0, GROS_ZONE_HAND);
  crew = trc_put (g, c.crew, 0, GROS_ZONE_MOVIE);
  hero = trc_put (g, c.hero, 0, GROS_ZONE_MOVIE);
  gun = trc_attach (g, c.gun, hero);
  trc_finish (g);

  g_assert_false (trc_legal (g, "play seat=1 card=%d target=%d movie=1", club, crew));
  g_assert_true (trc_legal (g, "play seat=1 card=%d target=%d movie=1", club, hero));
  g_assert_false (trc_legal (g, "move-prop seat=1 card=%d target=%d movie=1", gun, crew));
  cards_clear (&c);
}

/* A card gaining a trait opposed to one it has loses the old one. */
static void
test_opposed_traits (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int hero, book;

  cards_init (&c);
  g = empty_position (&c, 2);
  hero = trc_put (g, c.hero, 0, GROS_ZONE_MOVIE);
  book = trc_put (g, c.book, 0, GROS_ZONE_HAND);
  trc_finish (g);

  g_assert_true (gros_has_trait (g, hero, GROS_TRAIT_DUMB));
  g_assert_true (gros_has_trait (g, hero, GROS_TRAIT_MALE));
  trc_do (g, "play seat=1 card=%d target=%d movie=1", book, hero);
  g_assert_true (gros_has_trait (g, hero, GROS_TRAIT_SMART));
  g_assert_false (gros_has_trait (g, hero, GROS_TRAIT_DUMB));
  g_assert_true (gros_has_trait (g, hero, GROS_TRAIT_FEMALE));
  g_assert_false (gros_has_trait (g, hero, GROS_TRAIT_MALE));
  cards_clear (&c);
}

/* A Knocked Out card (and what is attached to it) counts nothing until it wakes, but it
 * counts for the final score. */
static void
test_knocked_out_counts_nothing (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  GrosRatings ratings;
  int cop, gun;

  cards_init (&c);
  g = empty_position (&c, 2);
  cop = trc_put_flags (g, c.cop, 0, GROS_ZONE_MOVIE, GROS_CARD_KNOCKED_OUT);
  gun = trc_attach (g, c.gun, cop);
  trc_put (g, c.house, 0, GROS_ZONE_MOVIE);
  trc_finish (g);

  g_assert_cmpint (gros_game_card_defense (g, cop), ==, 0);
  g_assert_cmpint (gros_game_card_defense (g, gun), ==, 0);
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 3);
  gros_game_ratings (g, 0, &ratings);
  g_assert_cmpint (ratings.defense, ==, 3 + 3 + 4);
  cards_clear (&c);
}

/* A Plot Twist is played face down, one per turn, for free; the next turn allows another. */
static void
test_twist_one_per_turn (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int a, b;

  cards_init (&c);
  g = empty_position (&c, 2);
  a = trc_put (g, c.twist, 0, GROS_ZONE_HAND);
  b = trc_put (g, c.slow, 0, GROS_ZONE_HAND);
  trc_finish (g);

  g_assert_true (trc_legal (g, "play seat=1 card=%d movie=1", a));
  trc_do (g, "play seat=1 card=%d movie=1", a);
  g_assert_true (trc_in (g, a, GROS_ZONE_MOVIE, 0));
  g_assert_true (g->cards[a].flags & GROS_CARD_FACE_DOWN);
  g_assert_false (gros_game_card_visible_to (g, a, 1));
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, b), ==, 0);

  trc_do (g, "pass seat=1");
  trc_do (g, "end-turn seat=1");
  trc_do (g, "pass seat=2");
  trc_do (g, "end-turn seat=2");
  g_assert_true (trc_legal (g, "play seat=1 card=%d movie=1", b));
  cards_clear (&c);
}

/* A Twist placed earlier in the turn (marked "new" in a position) counts as this turn's. */
static void
test_twist_one_per_turn_from_position (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int b;

  cards_init (&c);
  g = empty_position (&c, 2);
  trc_put_flags (g, c.twist, 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN | GROS_CARD_CAST_THIS_TURN);
  b = trc_put (g, c.slow, 0, GROS_ZONE_HAND);
  trc_finish (g);
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, b), ==, 0);
  cards_clear (&c);
}

/* Banking turns the Twist face up and adds its points to the banked total: they count in
 * the Ratings, not in the Defense. "Starting your next turn" Twists wait a turn. */
static void
test_twist_banked_points (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  GrosRatings ratings;
  int a, slow;

  cards_init (&c);
  g = empty_position (&c, 2);
  trc_put (g, c.hero, 0, GROS_ZONE_MOVIE);
  a = trc_put_flags (g, c.twist, 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  slow = trc_put (g, c.slow, 0, GROS_ZONE_HAND);
  gros_position_set_banked (g, 0, 1);
  trc_finish (g);

  g_assert_true (trc_legal (g, "bank seat=1 card=%d movie=1 mode=1", a));
  trc_do (g, "bank seat=1 card=%d movie=1 mode=1", a);
  g_assert_false (g->cards[a].flags & GROS_CARD_FACE_DOWN);
  g_assert_true (g->cards[a].flags & GROS_CARD_BANKED);
  g_assert_cmpint (g->seats[0].banked, ==, 4);
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 2);
  gros_game_ratings (g, 0, &ratings);
  g_assert_cmpint (ratings.banked, ==, 4);
  g_assert_cmpint (ratings.total, ==, 6);
  /* Banked once only. */
  g_assert_false (trc_legal (g, "bank seat=1 card=%d movie=1 mode=1", a));

  trc_do (g, "play seat=1 card=%d movie=1", slow);
  g_assert_false (trc_legal (g, "bank seat=1 card=%d movie=1 mode=1", slow));
  trc_do (g, "pass seat=1");
  trc_do (g, "end-turn seat=1");
  trc_do (g, "pass seat=2");
  trc_do (g, "end-turn seat=2");
  g_assert_true (trc_legal (g, "bank seat=1 card=%d movie=1 mode=1", slow));
  cards_clear (&c);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/rules/props-attach-to-characters", test_props_attach_to_characters);
  g_test_add_func ("/gros/rules/props-need-a-character", test_props_need_a_character);
  g_test_add_func ("/gros/rules/prop-limit", test_prop_limit);
  g_test_add_func ("/gros/rules/prop-limit-from-position", test_prop_limit_from_position);
  g_test_add_func ("/gros/rules/prop-move-counts", test_prop_move_counts);
  g_test_add_func ("/gros/rules/props-die-with-character", test_props_die_with_character);
  g_test_add_func ("/gros/rules/location-replaces", test_location_replaces);
  g_test_add_func ("/gros/rules/location-into-other-movie", test_location_into_other_movie);
  g_test_add_func ("/gros/rules/location-event-combines", test_location_event_combines);
  g_test_add_func ("/gros/rules/cop-doubles-guns", test_cop_doubles_guns);
  g_test_add_func ("/gros/rules/crew-no-props", test_crew_no_props);
  g_test_add_func ("/gros/rules/opposed-traits", test_opposed_traits);
  g_test_add_func ("/gros/rules/knocked-out-counts-nothing", test_knocked_out_counts_nothing);
  g_test_add_func ("/gros/rules/twist-one-per-turn", test_twist_one_per_turn);
  g_test_add_func ("/gros/rules/twist-one-per-turn-from-position",
                   test_twist_one_per_turn_from_position);
  g_test_add_func ("/gros/rules/twist-banked-points", test_twist_banked_points);

  return g_test_run ();
}
