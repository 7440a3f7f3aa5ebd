/* test-rules-attack.c: attacks: success and failure, the reaction window, victims, and the
 * trait rules of attacks ('Psycho', 'Swarm', 'Unlucky', 'Crew', 'Ghoul', 'Vampire'). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-rules-common.h"

typedef struct
{
  GrosCardDb *db;
  guint       hero;     /* Character 3 */
  guint       unlucky;  /* Character 2, 'Unlucky' */
  guint       crew;     /* Character 4, 'Crew' */
  guint       ghoul;    /* Character 4, 'Ghoul' */
  guint       vampire;  /* Character 5, 'Vampire' */
  guint       beast;    /* Creature 5 */
  guint       bat;      /* Creature 5, 'Vampire' */
  guint       swarm;    /* Creature 5, 'Swarm' */
  guint       psycho;   /* Creature 5, 'Psycho' */
  guint       sure;     /* Creature 1 that always succeeds */
  guint       club;     /* Prop 3, 'Weapon', cost 3 */
  guint       stop;     /* FX: stop an attack */
  guint       boost;    /* FX: the attack +2 */
  guint       brace;    /* FX: the defense +3 */
  guint       filler;
} Cards;

static GrosScript stop_script, boost_script, brace_script, sure_script;

static void
cards_init (Cards *c)
{
  c->db = gros_card_db_new ();
  c->hero = trc_card (c->db, "Hero", GROS_CARD_TYPE_CHARACTER, 3, 0, FALSE, "Male", NULL);
  c->unlucky = trc_card (c->db, "Unlucky", GROS_CARD_TYPE_CHARACTER, 2, 0, FALSE, "Unlucky",
                         NULL);
  c->crew = trc_card (c->db, "Grip", GROS_CARD_TYPE_CHARACTER, 4, 0, FALSE, "Crew", NULL);
  c->ghoul = trc_card (c->db, "Ghoul", GROS_CARD_TYPE_CHARACTER, 4, 0, FALSE, "Ghoul", NULL);
  c->vampire = trc_card (c->db, "Count", GROS_CARD_TYPE_CHARACTER, 5, 0, FALSE, "Vampire, Male",
                         NULL);
  c->beast = trc_card (c->db, "Beast", GROS_CARD_TYPE_CREATURE, 5, 0, FALSE, "Monster", NULL);
  c->bat = trc_card (c->db, "Bat", GROS_CARD_TYPE_CREATURE, 5, 0, FALSE, "Vampire", NULL);
  c->swarm = trc_card (c->db, "Bees", GROS_CARD_TYPE_CREATURE, 5, 0, FALSE, "Swarm", NULL);
  c->psycho = trc_card (c->db, "Slasher", GROS_CARD_TYPE_CREATURE, 5, 0, FALSE, "Psycho", NULL);
  c->sure = trc_card (c->db, "Sure Thing", GROS_CARD_TYPE_CREATURE, 1, 0, FALSE, NULL, NULL);
  c->club = trc_card (c->db, "Club", GROS_CARD_TYPE_PROP, 3, 3, FALSE, "Weapon", NULL);
  c->stop = trc_card (c->db, "Stop", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, 0, FALSE, NULL, NULL);
  c->boost = trc_card (c->db, "Boost", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, 0, FALSE, NULL, NULL);
  c->brace = trc_card (c->db, "Brace", GROS_CARD_TYPE_SPECIAL_EFFECT, 0, 0, FALSE, NULL, NULL);
  c->filler = trc_card (c->db, "Filler", GROS_CARD_TYPE_LOCATION, 0, 0, FALSE, NULL, NULL);

  memset (&stop_script, 0, sizeof stop_script);
  stop_script.n_abilities = 1;
  stop_script.abilities[0].use = GROS_USE_PLAY;
  stop_script.abilities[0].effect = GROS_EFFECT_STOP_ATTACK;
  gros_card_db_set_script (c->db, c->stop, &stop_script);
  boost_script = stop_script;
  boost_script.abilities[0].effect = GROS_EFFECT_ATTACK_ADD;
  boost_script.abilities[0].value = 2;
  gros_card_db_set_script (c->db, c->boost, &boost_script);
  brace_script = stop_script;
  brace_script.abilities[0].effect = GROS_EFFECT_DEFENSE_ADD;
  brace_script.abilities[0].value = 3;
  gros_card_db_set_script (c->db, c->brace, &brace_script);
  memset (&sure_script, 0, sizeof sure_script);
  sure_script.n_mods = 1;
  sure_script.mods[0].kind = GROS_MOD_ALWAYS_SUCCEEDS;
  sure_script.mods[0].target = GROS_SCOPE_SELF;
  gros_card_db_set_script (c->db, c->sure, &sure_script);
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

/* Seat 1 attacks seat 2, whose Movie holds @defense worth of Heroes (3 each) plus filler
 * Characters to reach it; returns the Creature. */
static int
attack_position (Cards     *c,
                 GrosGame **out,
                 guint      creature_def,
                 int       *victims,
                 guint      n_victims)
{
  GrosGame *g = empty_position (c, 2);
  int creature = trc_put (g, creature_def, 0, GROS_ZONE_HAND);

  for (guint i = 0; i < n_victims; i++)
    victims[i] = trc_put (g, c->hero, 1, GROS_ZONE_MOVIE);
  trc_finish (g);
  *out = g;
  return creature;
}

/* The attack succeeds when its Attack equals or exceeds the Defense: ties go to the
 * attacker, who then picks the victim. */
static void
test_attack_tie_succeeds (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int victims[1], beast;
  guint weak;

  cards_init (&c);
  /* Defense 5 against Attack 5. */
  weak = trc_card (c.db, "Weakling", GROS_CARD_TYPE_CHARACTER, 2, 0, FALSE, NULL, NULL);
  g = empty_position (&c, 2);
  beast = trc_put (g, c.beast, 0, GROS_ZONE_HAND);
  victims[0] = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_put (g, weak, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", beast);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 5);
  g_assert_cmpint (gros_game_defense_strength (g), ==, 5);
  g_assert_true (g->attack.success);
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", beast, victims[0]);
  g_assert_true (trc_in (g, victims[0], GROS_ZONE_GRAVEYARD, 1));
  cards_clear (&c);
}

/* Below the Defense the attack fails: nobody dies; the Creature still goes to its owner's
 * graveyard. */
static void
test_attack_fails_below (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int victims[2], beast;

  cards_init (&c);
  beast = attack_position (&c, &g, c.beast, victims, 2);
  trc_do (g, "play seat=1 card=%d movie=2", beast);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_PLAY);
  g_assert_cmpuint (g->deciding, ==, 0);
  g_assert_true (trc_in (g, beast, GROS_ZONE_GRAVEYARD, 0));
  g_assert_true (trc_in (g, victims[0], GROS_ZONE_MOVIE, 1));
  g_assert_true (trc_in (g, victims[1], GROS_ZONE_MOVIE, 1));
  g_assert_false (g->attack.active);
  cards_clear (&c);
}

/* An attack that "always succeeds" succeeds whatever the strengths. */
static void
test_attack_always_succeeds (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int victims[3], sure;

  cards_init (&c);
  sure = attack_position (&c, &g, c.sure, victims, 3);
  trc_do (g, "play seat=1 card=%d movie=2", sure);
  g_assert_cmpint (gros_game_attack_strength (g), <, gros_game_defense_strength (g));
  g_assert_cmpint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", sure, victims[2]);
  g_assert_true (trc_in (g, victims[2], GROS_ZONE_GRAVEYARD, 1));
  g_assert_true (trc_in (g, sure, GROS_ZONE_GRAVEYARD, 0));
  cards_clear (&c);
}

/* A stopped attack fails whatever the strengths; the Creature and the Special Effect go to
 * their owners' graveyards. */
static void
test_attack_stop (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int victims[1], beast, stop;

  cards_init (&c);
  g = empty_position (&c, 2);
  beast = trc_put (g, c.beast, 0, GROS_ZONE_HAND);
  victims[0] = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  stop = trc_put (g, c.stop, 1, GROS_ZONE_HAND);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", beast);
  /* The attacker has nothing to add: the defender is asked. */
  g_assert_cmpint (g->phase, ==, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 1);
  g_assert_true (gros_attack_would_succeed (g));
  trc_do (g, "play seat=2 card=%d mode=1", stop);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_PLAY);
  g_assert_true (trc_in (g, victims[0], GROS_ZONE_MOVIE, 1));
  g_assert_true (trc_in (g, beast, GROS_ZONE_GRAVEYARD, 0));
  g_assert_true (trc_in (g, stop, GROS_ZONE_GRAVEYARD, 1));
  cards_clear (&c);
}

/* The reaction window goes round the table from the attacker; any action gives everyone a
 * new chance; it closes when every seat has passed in a row. Every seat may act, not only
 * the two at war. */
static void
test_attack_reaction_window (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int beast, boost, brace, brace3, victim;

  cards_init (&c);
  g = empty_position (&c, 3);
  beast = trc_put (g, c.beast, 0, GROS_ZONE_HAND);
  boost = trc_put (g, c.boost, 0, GROS_ZONE_HAND);
  victim = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  brace = trc_put (g, c.brace, 1, GROS_ZONE_HAND);
  brace3 = trc_put (g, c.brace, 2, GROS_ZONE_HAND);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", beast);
  /* The attacker answers first. */
  g_assert_cmpint (g->phase, ==, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 0);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 5);
  g_assert_cmpint (gros_game_defense_strength (g), ==, 3);
  trc_do (g, "pass seat=1");
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 1);
  trc_do (g, "play seat=2 card=%d mode=1", brace);
  g_assert_cmpint (gros_game_defense_strength (g), ==, 6);
  /* Seat 2 has nothing left: seat 3 is asked next, then seat 1 again. */
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 2);
  trc_do (g, "pass seat=3");
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 0);
  trc_do (g, "play seat=1 card=%d mode=1", boost);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 7);
  /* After the boost seat 3 gets another chance and takes it. */
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 2);
  trc_do (g, "play seat=3 card=%d mode=1", brace3);
  /* Nobody holds anything more: the window closes; 7 against 9 fails. */
  g_assert_cmpint (g->phase, ==, GROS_PHASE_PLAY);
  g_assert_true (trc_in (g, victim, GROS_ZONE_MOVIE, 1));
  g_assert_true (trc_in (g, brace3, GROS_ZONE_GRAVEYARD, 2));
  g_assert_true (trc_in (g, boost, GROS_ZONE_GRAVEYARD, 0));
  cards_clear (&c);
}

/* The attacker chooses the victim among the defending Characters; it dies with its Props. */
static void
test_attack_victim_choice (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int victims[2], sure, club;

  cards_init (&c);
  g = empty_position (&c, 2);
  sure = trc_put (g, c.sure, 0, GROS_ZONE_HAND);
  victims[0] = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  victims[1] = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  club = trc_attach (g, c.club, victims[1]);
  trc_put (g, c.filler, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", sure);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 0);
  /* Both Characters, and only them (not the Location, not the Prop). */
  g_assert_cmpuint (trc_count (g, GROS_ACT_CHOOSE_VICTIM, GROS_NO_CARD), ==, 2);
  g_assert_true (trc_legal (g, "victim seat=1 card=%d target=%d movie=2", sure, victims[0]));
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", sure, victims[1]);
  g_assert_true (trc_in (g, victims[1], GROS_ZONE_GRAVEYARD, 1));
  g_assert_true (trc_in (g, club, GROS_ZONE_GRAVEYARD, 1));
  g_assert_true (trc_in (g, victims[0], GROS_ZONE_MOVIE, 1));
  cards_clear (&c);
}

/* 'Unlucky' Characters must be chosen first; among several, the attacker picks. */
static void
test_attack_unlucky_first (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int sure, hero, unlucky[2];

  cards_init (&c);
  g = empty_position (&c, 2);
  sure = trc_put (g, c.sure, 0, GROS_ZONE_HAND);
  hero = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  unlucky[0] = trc_put (g, c.unlucky, 1, GROS_ZONE_MOVIE);
  unlucky[1] = trc_put (g, c.unlucky, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", sure);
  g_assert_cmpuint (trc_count (g, GROS_ACT_CHOOSE_VICTIM, GROS_NO_CARD), ==, 2);
  g_assert_false (trc_legal (g, "victim seat=1 card=%d target=%d movie=2", sure, hero));
  g_assert_true (trc_legal (g, "victim seat=1 card=%d target=%d movie=2", sure, unlucky[0]));
  g_assert_true (trc_legal (g, "victim seat=1 card=%d target=%d movie=2", sure, unlucky[1]));
  cards_clear (&c);
}

/* 'Crew' cannot be targeted by attacks: never a victim, even when alone. */
static void
test_crew_not_victims (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int sure, again, crew, hero;

  cards_init (&c);
  g = empty_position (&c, 2);
  sure = trc_put (g, c.sure, 0, GROS_ZONE_HAND);
  again = trc_put (g, c.sure, 0, GROS_ZONE_HAND);
  crew = trc_put (g, c.crew, 1, GROS_ZONE_MOVIE);
  hero = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", sure);
  g_assert_cmpuint (trc_count (g, GROS_ACT_CHOOSE_VICTIM, GROS_NO_CARD), ==, 1);
  g_assert_false (trc_legal (g, "victim seat=1 card=%d target=%d movie=2", sure, crew));
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", sure, hero);

  /* With only the Crew left, a successful attack kills nobody. */
  trc_do (g, "play seat=1 card=%d movie=2", again);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_PLAY);
  g_assert_true (trc_in (g, crew, GROS_ZONE_MOVIE, 1));
  g_assert_true (trc_in (g, again, GROS_ZONE_GRAVEYARD, 0));
  cards_clear (&c);
}

/* 'Psycho': every seat may add 'Weapon' Props from hand to the attack, for free; the
 * Weapons go to their owners' graveyards afterwards. */
static void
test_psycho_weapons (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int slasher, victim, clubs[3];

  cards_init (&c);
  g = empty_position (&c, 3);
  slasher = trc_put (g, c.psycho, 0, GROS_ZONE_HAND);
  clubs[0] = trc_put (g, c.club, 0, GROS_ZONE_HAND);
  victim = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  clubs[1] = trc_put (g, c.club, 1, GROS_ZONE_HAND);
  clubs[2] = trc_put (g, c.club, 2, GROS_ZONE_HAND);
  trc_finish (g);

  /* No popcorn anywhere, and the Club costs 3. */
  trc_do (g, "play seat=1 card=%d movie=2", slasher);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 5);
  g_assert_cmpint (gros_game_defense_strength (g), ==, 9);
  g_assert_true (trc_legal (g, "play seat=1 card=%d movie=2", clubs[0]));
  trc_do (g, "play seat=1 card=%d movie=2", clubs[0]);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 8);
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
  /* Seat 1 has nothing left and is passed for; the defender may add one too (a 'Psycho'
   * takes Weapons from anyone). */
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 1);
  g_assert_true (trc_legal (g, "play seat=2 card=%d movie=2", clubs[1]));
  trc_do (g, "pass seat=2");
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 2);
  trc_do (g, "play seat=3 card=%d movie=2", clubs[2]);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 11);
  /* Seat 2 gets another chance after seat 3's Weapon. */
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 1);
  trc_do (g, "pass seat=2");
  g_assert_cmpint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", slasher, victim);

  g_assert_true (trc_in (g, clubs[0], GROS_ZONE_GRAVEYARD, 0));
  g_assert_true (trc_in (g, clubs[2], GROS_ZONE_GRAVEYARD, 2));
  g_assert_true (trc_in (g, clubs[1], GROS_ZONE_HAND, 1));
  g_assert_true (trc_in (g, slasher, GROS_ZONE_GRAVEYARD, 0));
  g_assert_cmpuint (gros_zone_size (g, GROS_ZONE_TABLE), ==, 0);
  cards_clear (&c);
}

/* Without a 'Psycho', Weapons cannot be given to an attack. */
static void
test_psycho_only (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int beast, club;

  cards_init (&c);
  g = empty_position (&c, 2);
  beast = trc_put (g, c.beast, 0, GROS_ZONE_HAND);
  club = trc_put (g, c.club, 1, GROS_ZONE_HAND);
  trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_put (g, c.stop, 1, GROS_ZONE_HAND);
  trc_finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", beast);
  g_assert_cmpuint (gros_game_get_deciding_seat (g), ==, 1);
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, club), ==, 0);
  cards_clear (&c);
}

/* 'Swarm': 'Weapon' Props do not defend against the attack. */
static void
test_swarm_weapons (void)
{
  Cards c;
  guint kinds[2];
  gboolean success[2];

  cards_init (&c);
  kinds[0] = c.swarm;
  kinds[1] = c.beast;
  for (guint k = 0; k < 2; k++)
    {
      g_autofree GrosGame *g = empty_position (&c, 2);
      int creature = trc_put (g, kinds[k], 0, GROS_ZONE_HAND);
      int hero = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);

      /* Hero 3 + Club 3 = 6 against Attack 5. */
      trc_attach (g, c.club, hero);
      trc_finish (g);
      g_assert_cmpint (gros_game_movie_defense (g, 1), ==, 6);
      trc_do (g, "play seat=1 card=%d movie=2", creature);
      success[k] = g->phase == GROS_PHASE_ATTACK_VICTIM;
    }
  g_assert_true (success[0]);
  g_assert_false (success[1]);
  cards_clear (&c);
}

/* 'Ghoul' Characters cannot defend against 'Vampires': their Defense counts nothing. */
static void
test_ghoul_against_vampire (void)
{
  Cards c;
  guint kinds[2];
  int defense[2];

  cards_init (&c);
  kinds[0] = c.bat;
  kinds[1] = c.beast;
  for (guint k = 0; k < 2; k++)
    {
      g_autofree GrosGame *g = empty_position (&c, 2);
      int creature = trc_put (g, kinds[k], 0, GROS_ZONE_HAND);

      trc_put (g, c.ghoul, 1, GROS_ZONE_MOVIE);
      trc_put (g, c.unlucky, 1, GROS_ZONE_MOVIE);
      trc_put (g, c.boost, 0, GROS_ZONE_HAND);  /* keeps the window open to look */
      trc_finish (g);
      trc_do (g, "play seat=1 card=%d movie=2", creature);
      g_assert_cmpint (g->phase, ==, GROS_PHASE_ATTACK_REACT);
      defense[k] = gros_game_defense_strength (g);
    }
  g_assert_cmpint (defense[0], ==, 2);
  g_assert_cmpint (defense[1], ==, 6);
  cards_clear (&c);
}

/* A 'Vampire' Character may tip to Duel a Character of another Movie: the Duel is
 * 'Supernatural', its strength is the Vampire's Defense against the victim's (and their
 * Location's), and a won Duel turns the victim 'Ghoul' instead of killing it. */
static void
test_vampire_duel_makes_ghouls (void)
{
  Cards c;
  g_autofree GrosGame *g = NULL;
  int count, victim, other;
  guint house;

  cards_init (&c);
  house = trc_card (c.db, "House", GROS_CARD_TYPE_LOCATION, 1, 0, FALSE, NULL, NULL);
  g = empty_position (&c, 2);
  count = trc_put (g, c.vampire, 0, GROS_ZONE_MOVIE);
  victim = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  other = trc_put (g, c.hero, 1, GROS_ZONE_MOVIE);
  trc_put (g, house, 1, GROS_ZONE_MOVIE);
  trc_finish (g);

  g_assert_true (trc_legal (g, "activate seat=1 card=%d target=%d movie=2 mode=254", count,
                            victim));
  trc_do (g, "activate seat=1 card=%d target=%d movie=2 mode=254", count, victim);
  g_assert_true (g->cards[count].flags & GROS_CARD_TIPPED);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_SUPERNATURAL));
  /* 5 against Hero 3 + House 1; the other Hero does not help. */
  g_assert_cmpint (gros_game_attack_strength (g), ==, 5);
  g_assert_cmpint (gros_game_defense_strength (g), ==, 4);
  g_assert_cmpint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_cmpuint (trc_count (g, GROS_ACT_CHOOSE_VICTIM, GROS_NO_CARD), ==, 1);
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", count, victim);

  g_assert_true (trc_in (g, victim, GROS_ZONE_MOVIE, 1));
  g_assert_true (gros_has_trait (g, victim, GROS_TRAIT_GHOUL));
  g_assert_false (gros_has_trait (g, other, GROS_TRAIT_GHOUL));
  /* The Vampire is tipped: no second Duel this turn. */
  g_assert_cmpuint (trc_count (g, GROS_ACT_ACTIVATE, count), ==, 0);
  cards_clear (&c);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/rules/attack-tie-succeeds", test_attack_tie_succeeds);
  g_test_add_func ("/gros/rules/attack-fails-below", test_attack_fails_below);
  g_test_add_func ("/gros/rules/attack-always-succeeds", test_attack_always_succeeds);
  g_test_add_func ("/gros/rules/attack-stop", test_attack_stop);
  g_test_add_func ("/gros/rules/attack-reaction-window", test_attack_reaction_window);
  g_test_add_func ("/gros/rules/attack-victim-choice", test_attack_victim_choice);
  g_test_add_func ("/gros/rules/attack-unlucky-first", test_attack_unlucky_first);
  g_test_add_func ("/gros/rules/crew-not-victims", test_crew_not_victims);
  g_test_add_func ("/gros/rules/psycho-weapons", test_psycho_weapons);
  g_test_add_func ("/gros/rules/psycho-only", test_psycho_only);
  g_test_add_func ("/gros/rules/swarm-weapons", test_swarm_weapons);
  g_test_add_func ("/gros/rules/ghoul-against-vampire", test_ghoul_against_vampire);
  g_test_add_func ("/gros/rules/vampire-duel-makes-ghouls", test_vampire_duel_makes_ghouls);

  return g_test_run ();
}
