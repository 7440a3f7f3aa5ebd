/* test-handlers.c: the named C handlers of the official release's cards, each shown changing
 * the outcome of a position built with real cards (read from the shared release at run time). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "gros.h"
#include "gros-scripts.h"
#include "test-rules-common.h"

/* The official cards plus a few plain ones of our own. */
static GrosCardDb *db;
static guint extra;   /* Character, Defense 1, no cost */
static guint wall;    /* Character, Defense 10 */
static guint brute;   /* Creature, Attack 10, no cost */
static guint giant;   /* Creature, Attack 20, no cost */
static guint gadget;  /* Prop, Defense 3, trait 'Gizmo' */
static guint place;   /* Location, Defense 1 */
static guint guard8;  /* Character, Defense 8 */

static gboolean
have_release (void)
{
  if (db == NULL)
    g_test_skip ("the official release is not available");
  return db != NULL;
}

/* Card-db index of an official card by number ("04-05"). */
static guint
dc (const char *number)
{
  g_autofree char *id = g_strdup_printf ("gros-dc:%s", number);
  guint index;

  if (!gros_card_db_lookup (db, id, &index))
    g_error ("%s is not in the db", id);
  return index;
}

static int
put (GrosGame     *g,
     const char   *number,
     guint         seat,
     GrosZoneKind  kind)
{
  return trc_put (g, dc (number), seat, kind);
}

/* Decks that last a few turns, then the automatic steps. */
static void
finish (GrosGame *g)
{
  for (guint s = 0; s < g->n_seats; s++)
    trc_fill_deck (g, extra, s, 14);
  trc_finish (g);
}

static GrosGame *
position (guint n_seats)
{
  return trc_position (db, n_seats);
}

/* The deciding seat passes while the phase is @phase. */
static void
pass_while (GrosGame *g,
            GrosPhase phase)
{
  for (guint guard = 0; g->phase == phase && guard < 20; guard++)
    trc_do (g, "pass seat=%u", g->deciding + 1);
}

/* @seat passes while it is the one deciding in phase @phase. */
static void
pass_seat (GrosGame *g,
           guint     seat,
           GrosPhase phase)
{
  for (guint guard = 0; g->phase == phase && g->deciding == seat && guard < 20; guard++)
    trc_do (g, "pass seat=%u", seat + 1);
}

/* The active seat ends its turn (nothing else to decide on the way). */
static void
end_turn (GrosGame *g)
{
  guint seat = g->active;

  if (g->phase == GROS_PHASE_PLAY)
    trc_do (g, "pass seat=%u", seat + 1);
  while (g->phase == GROS_PHASE_DISCARD && g->active == seat)
    {
      if (trc_legal (g, "end-turn seat=%u", seat + 1))
        trc_do (g, "end-turn seat=%u", seat + 1);
      else
        trc_do (g, "discard seat=%u card=%d", seat + 1,
                gros_game_zone_card (g, GROS_ZONE_HAND, seat, 0));
    }
}

static guint
trait_id (const char *name)
{
  guint id;

  g_assert_true (gros_card_db_find_trait (db, name, &id));
  return id;
}

/* ---- 01 ------------------------------------------------------------------------------- */

/* 01-06: a failed attack sends the Creature back to hand, and it cannot attack again that
 * turn; it can on the next one. */
static void
test_rest_after_failure (void)
{
  g_autofree GrosGame *g = NULL;
  int toys;

  if (!have_release ())
    return;
  g = position (2);
  toys = put (g, "01-06", 0, GROS_ZONE_HAND);
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 3);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", toys);
  g_assert_false (g->attack.active);
  g_assert_true (trc_in (g, toys, GROS_ZONE_HAND, 0));
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, toys), ==, 0);
  end_turn (g);
  end_turn (g);
  g->seats[0].popcorn = 1;
  g_assert_cmpuint (trc_count (g, GROS_ACT_PLAY, toys), >, 0);
}

/* 01-14: revealed onto the weakest 'Family' member for no points; its bearer dies at each of
 * its controller's turn ends and it passes down; banked for its points once it has killed
 * them all. */
static void
test_curse (void)
{
  g_autofree GrosGame *g = NULL;
  int curse, brother, grampa, dog;

  if (!have_release ())
    return;
  g = position (2);
  brother = put (g, "01-03", 0, GROS_ZONE_MOVIE);  /* Defense 2 */
  grampa = put (g, "01-04", 0, GROS_ZONE_MOVIE);   /* 3 */
  dog = put (g, "07-03", 0, GROS_ZONE_MOVIE);      /* 4 */
  curse = trc_put_flags (g, dc ("01-14"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  /* Only the weakest may take it. */
  g_assert_false (trc_legal (g, "bank seat=1 card=%d movie=1 target=%d mode=1", curse, grampa));
  trc_do (g, "bank seat=1 card=%d movie=1 target=%d mode=1", curse, brother);
  g_assert_cmpint (g->seats[0].banked, ==, 0);
  g_assert_cmpint (g->cards[curse].host, ==, brother);

  end_turn (g);
  g_assert_true (trc_in (g, brother, GROS_ZONE_GRAVEYARD, 0));
  g_assert_cmpint (g->cards[curse].host, ==, grampa);
  end_turn (g);
  end_turn (g);
  g_assert_true (trc_in (g, grampa, GROS_ZONE_GRAVEYARD, 0));
  g_assert_cmpint (g->cards[curse].host, ==, dog);
  g_assert_cmpint (g->seats[0].banked, ==, 0);
  end_turn (g);
  end_turn (g);
  g_assert_true (trc_in (g, dog, GROS_ZONE_GRAVEYARD, 0));
  /* Three of its deaths and nobody left: banked. */
  g_assert_true (trc_in (g, curse, GROS_ZONE_MOVIE, 0));
  g_assert_cmpint (g->cards[curse].host, ==, GROS_NO_CARD);
  g_assert_cmpint (g->seats[0].banked, ==, 7);
}

/* 01-15: placed only with a Creature face down under it; banked when the Movie is attacked,
 * the Creature's Attack defends and it returns to hand. */
static void
test_hidden_creature_defends (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, wolf, grampa, beast;

  if (!have_release ())
    return;
  g = position (2);
  twist = put (g, "01-15", 0, GROS_ZONE_HAND);
  wolf = put (g, "02-05", 0, GROS_ZONE_HAND);       /* Attack 10 */
  grampa = put (g, "01-04", 0, GROS_ZONE_MOVIE);    /* 'Family', Defense 3 */
  beast = trc_put (g, brute, 1, GROS_ZONE_HAND);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=1", twist));
  trc_do (g, "play seat=1 card=%d movie=1 target=%d mode=1", twist, wolf);
  g_assert_true (g->cards[twist].flags & GROS_CARD_FACE_DOWN);
  g_assert_true (g->cards[wolf].flags & GROS_CARD_FACE_DOWN);
  g_assert_cmpint (g->cards[wolf].host, ==, twist);
  g_assert_false (gros_game_card_visible_to (g, wolf, 1));
  end_turn (g);

  /* 10 against 3 would kill Grampa; the hidden Creature adds its 10. */
  trc_do (g, "play seat=2 card=%d movie=1", beast);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (g->deciding, ==, 0);
  trc_do (g, "bank seat=1 card=%d movie=1 target=%d mode=2", twist, wolf);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_false (g->attack.active);
  g_assert_true (trc_in (g, grampa, GROS_ZONE_MOVIE, 0));
  g_assert_true (trc_in (g, wolf, GROS_ZONE_HAND, 0));
  g_assert_cmpint (g->seats[0].banked, ==, 1);
}

/* 04-15: the same with an 'Alien' under it, against 'Alien' attacks only. */
static void
test_hidden_alien_defends (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, blob, wolf, beast;

  if (!have_release ())
    return;
  g = position (2);
  twist = put (g, "04-15", 0, GROS_ZONE_HAND);
  wolf = put (g, "02-05", 0, GROS_ZONE_HAND);       /* not an 'Alien' */
  blob = put (g, "03-05", 0, GROS_ZONE_HAND);       /* 'Alien', Attack 11 */
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  beast = put (g, "05-04", 1, GROS_ZONE_HAND);      /* 'Alien' Attack 7 */
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 1, 5);
  finish (g);

  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=1 target=%d mode=1", twist, wolf));
  trc_do (g, "play seat=1 card=%d movie=1 target=%d mode=1", twist, blob);
  end_turn (g);
  g->seats[1].popcorn = 5;
  trc_do (g, "play seat=2 card=%d movie=1", beast);
  trc_do (g, "bank seat=1 card=%d movie=1 target=%d mode=2", twist, blob);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_false (g->attack.active);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_GRAVEYARD, 0), ==, 0);
  g_assert_true (trc_in (g, blob, GROS_ZONE_HAND, 0));
}

/* ---- 02 ------------------------------------------------------------------------------- */

/* 02-04: the attacker must declare a trait: there is no plain play. */
static void
test_must_declare (void)
{
  g_autofree GrosGame *g = NULL;
  int coach;

  if (!have_release ())
    return;
  g = position (2);
  coach = put (g, "02-04", 0, GROS_ZONE_HAND);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 2);
  finish (g);

  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=2", coach));
  g_assert_true (trc_legal (g, "play seat=1 card=%d movie=2 mode=1 extra=%d", coach,
                            GROS_TRAIT_ALIEN));
  trc_do (g, "play seat=1 card=%d movie=2 mode=1 extra=%d", coach, GROS_TRAIT_PSYCHO);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_PSYCHO));
}

/* 02-10: 'Zombie' attacks on its Movie cost one popcorn more. */
static void
test_attack_tax (void)
{
  g_autofree GrosGame *g = NULL;
  int zombies, holder;

  if (!have_release ())
    return;
  g = position (2);
  zombies = put (g, "06-04", 0, GROS_ZONE_HAND);     /* 'Zombie', cost 2 */
  holder = trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  trc_attach (g, dc ("02-10"), holder);
  gros_position_set_popcorn (g, 0, 2);
  finish (g);

  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=2", zombies));
  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=2 mode=1 extra=%d", zombies,
                             GROS_TRAIT_SUPERNATURAL));
  g->seats[0].popcorn = 3;
  trc_do (g, "play seat=1 card=%d movie=2", zombies);
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
}

/* 02-12: one popcorn per 'Young' non-'Virgin' Character of the target Movie, and they die. */
static void
test_pay_to_kill_each (void)
{
  g_autofree GrosGame *g = NULL;
  int fx, goth, nervous, brother;

  if (!have_release ())
    return;
  g = position (2);
  fx = put (g, "02-12", 0, GROS_ZONE_HAND);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  goth = put (g, "10-02", 1, GROS_ZONE_MOVIE);
  nervous = put (g, "06-02", 1, GROS_ZONE_MOVIE);
  brother = put (g, "01-03", 1, GROS_ZONE_MOVIE);   /* a 'Virgin' */
  gros_position_set_popcorn (g, 0, 1);
  finish (g);

  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=2 mode=1", fx));
  g->seats[0].popcorn = 2;
  trc_do (g, "play seat=1 card=%d movie=2 mode=1", fx);
  g_assert_true (trc_in (g, goth, GROS_ZONE_GRAVEYARD, 1));
  g_assert_true (trc_in (g, nervous, GROS_ZONE_GRAVEYARD, 1));
  g_assert_true (trc_in (g, brother, GROS_ZONE_MOVIE, 1));
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
}

/* 02-14: one of a couple dies, its printed Defense is banked, and the other Movie is
 * attacked at three times the pair's Defense. */
static void
test_sacrifice_and_strike (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, ranger, goth, target;

  if (!have_release ())
    return;
  g = position (2);
  ranger = put (g, "03-03", 0, GROS_ZONE_MOVIE);    /* 'Male', 2 */
  goth = put (g, "10-02", 0, GROS_ZONE_MOVIE);      /* 'Female', 3 */
  twist = trc_put_flags (g, dc ("02-14"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  target = trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  finish (g);

  trc_do (g, "bank seat=1 card=%d movie=2 target=%d mode=1 extra=%d", twist, goth, ranger);
  g_assert_true (trc_in (g, goth, GROS_ZONE_GRAVEYARD, 0));
  g_assert_cmpint (g->seats[0].banked, ==, 3);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  /* 3 x (2 + 3) = 15 beats the 10 of a lone Character. */
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 15);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_SUPERNATURAL));
  trc_do (g, "victim seat=1 target=%d movie=2", target);
  g_assert_true (trc_in (g, target, GROS_ZONE_GRAVEYARD, 1));
}

/* 02-15 and 09-13: both give a 'Young' Character +2, but not twice. */
static void
test_no_stacking (void)
{
  g_autofree GrosGame *g = NULL;
  int goth, ranger;

  if (!have_release ())
    return;
  g = position (2);
  goth = put (g, "10-02", 0, GROS_ZONE_MOVIE);      /* 'Young', 3 */
  put (g, "06-02", 0, GROS_ZONE_MOVIE);             /* 'Young' */
  ranger = put (g, "03-03", 0, GROS_ZONE_MOVIE);    /* 2 */
  trc_put_flags (g, dc ("02-15"), 0, GROS_ZONE_MOVIE, GROS_CARD_BANKED);
  trc_attach (g, dc ("09-13"), goth);
  trc_attach (g, dc ("09-13"), ranger);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  g_assert_cmpint (gros_game_card_defense (g, goth), ==, 3 + 2);
  g_assert_cmpint (gros_game_card_defense (g, ranger), ==, 2 + 2);
  g_assert_true (gros_has_trait (g, goth, GROS_TRAIT_SMART));
}

/* ---- 03 ------------------------------------------------------------------------------- */

/* 03-06: failing against a 'Young' Character, it moves in as a 'Smart' Character of 4. */
static void
test_creature_moves_in (void)
{
  g_autofree GrosGame *g = NULL;
  int critters;

  if (!have_release ())
    return;
  g = position (2);
  critters = put (g, "03-06", 0, GROS_ZONE_HAND);   /* Attack 12 */
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  put (g, "10-02", 1, GROS_ZONE_MOVIE);             /* 'Young', 3 */
  gros_position_set_popcorn (g, 0, 1);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", critters);
  g_assert_false (g->attack.active);
  g_assert_true (trc_in (g, critters, GROS_ZONE_MOVIE, 1));
  g_assert_cmpint (gros_game_card_defense (g, critters), ==, 4);
  g_assert_true (gros_has_trait (g, critters, GROS_TRAIT_SMART));
  g_assert_cmpint (gros_game_movie_defense (g, 1), ==, 10 + 3 + 4);
}

/* 03-14: once a victim is chosen, banking it lets chance pick among all the Characters; the
 * dead one's printed Defense is banked and its Props may go to another. */
static void
test_random_victim (void)
{
  guint deaths_of[3] = { 0, 0, 0 };

  if (!have_release ())
    return;
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autofree GrosGame *g = g_new0 (GrosGame, 1);
      int twist, beast, chars[3], prop, dead = -1;

      gros_position_init (g, db, 2, NULL, seed);
      beast = trc_put (g, giant, 0, GROS_ZONE_HAND);
      chars[0] = put (g, "10-02", 1, GROS_ZONE_MOVIE);  /* 3 */
      chars[1] = put (g, "06-02", 1, GROS_ZONE_MOVIE);  /* 1 */
      chars[2] = put (g, "03-03", 1, GROS_ZONE_MOVIE);  /* 2 */
      prop = trc_attach (g, gadget, chars[0]);
      twist = trc_put_flags (g, dc ("03-14"), 1, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
      finish (g);

      trc_do (g, "play seat=1 card=%d movie=2", beast);
      pass_while (g, GROS_PHASE_ATTACK_REACT);
      trc_do (g, "victim seat=1 card=%d target=%d movie=2", beast, chars[1]);
      g_assert_cmpuint (g->phase, ==, GROS_PHASE_CHOICE);
      g_assert_cmpuint (g->deciding, ==, 1);
      trc_do (g, "choose seat=2 card=%d target=%d movie=2 mode=1", twist, twist);
      if (g->phase == GROS_PHASE_CHOICE)
        {
          /* The Character with the Prop was drawn: the Prop may move on. */
          trc_do (g, "choose seat=2 card=%d target=%d movie=2 mode=1 extra=%d", twist, prop,
                  chars[1]);
          g_assert_cmpint (g->cards[prop].host, ==, chars[1]);
        }
      for (guint i = 0; i < 3; i++)
        if (trc_in (g, chars[i], GROS_ZONE_GRAVEYARD, 1))
          {
            g_assert_cmpint (dead, ==, -1);
            dead = i;
          }
      g_assert_cmpint (dead, >=, 0);
      deaths_of[dead]++;
      g_assert_cmpint (g->seats[1].banked, ==, gros_def (g, chars[dead])->stat);
      g_assert_true (g->cards[twist].flags & GROS_CARD_BANKED);
    }
  /* Chance, not the attacker, picked: the chosen victim did not always die. */
  g_assert_cmpuint (deaths_of[1], <, 12);
}

/* 03-15: once banked, a 'Monster' is taken from the graveyard under it, attacks as if from
 * hand, and is removed from the game afterwards. */
static void
test_graveyard_lair (void)
{
  g_autofree GrosGame *g = NULL;
  int lair, wolf;

  if (!have_release ())
    return;
  g = position (2);
  lair = trc_put_flags (g, dc ("03-15"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  wolf = put (g, "02-05", 0, GROS_ZONE_GRAVEYARD);   /* 'Monster', Attack 10, cost 2 */
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 2);
  finish (g);

  trc_do (g, "bank seat=1 card=%d movie=1 mode=1", lair);
  trc_do (g, "activate seat=1 card=%d movie=1 target=%d mode=2", lair, wolf);
  g_assert_cmpint (g->cards[wolf].host, ==, lair);
  trc_do (g, "activate seat=1 card=%d movie=2 target=%d mode=2", lair, wolf);
  g_assert_true (g->attack.active);
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", wolf,
          gros_game_zone_card (g, GROS_ZONE_MOVIE, 1, 0));
  g_assert_true (trc_in (g, wolf, GROS_ZONE_REMOVED, 0));
}

/* 08-14: the same with 'Vampire' Creatures only. */
static void
test_vampire_lair (void)
{
  g_autofree GrosGame *g = NULL;
  int lair, wolf, count;

  if (!have_release ())
    return;
  g = position (2);
  lair = trc_put_flags (g, dc ("08-14"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  wolf = put (g, "02-05", 0, GROS_ZONE_GRAVEYARD);
  count = put (g, "08-04", 0, GROS_ZONE_GRAVEYARD);  /* 'Vampire' */
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  trc_do (g, "bank seat=1 card=%d movie=1 mode=1", lair);
  g_assert_false (trc_legal (g, "activate seat=1 card=%d movie=1 target=%d mode=2", lair, wolf));
  trc_do (g, "activate seat=1 card=%d movie=1 target=%d mode=2", lair, count);
  g_assert_cmpint (g->cards[count].host, ==, lair);
}

/* ---- 04 ------------------------------------------------------------------------------- */

/* 04-04: on a success its player steals Characters for 2 popcorn each instead of killing;
 * what was attached to them is discarded. */
static void
test_steal_characters (void)
{
  g_autofree GrosGame *g = NULL;
  int pods, nervous, prop;

  if (!have_release ())
    return;
  g = position (2);
  pods = put (g, "04-04", 0, GROS_ZONE_HAND);       /* Attack 3, cost 2 */
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  nervous = trc_put (g, extra, 1, GROS_ZONE_MOVIE); /* 1 */
  prop = trc_attach (g, dc ("10-07"), nervous);      /* 2 on a non-'Young' holder */
  gros_position_set_popcorn (g, 0, 4);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", pods);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_CHOICE);
  trc_do (g, "choose seat=1 card=%d target=%d movie=2 mode=1", pods, nervous);
  g_assert_false (g->attack.active);
  g_assert_true (trc_in (g, nervous, GROS_ZONE_MOVIE, 0));
  g_assert_true (trc_in (g, prop, GROS_ZONE_GRAVEYARD, 1));
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_MOVIE, 1), ==, 0);
}

/* 04-05: on a success it clings to the weakest Character (printed), kills it at the end of
 * that Movie's turn and moves to the next. */
static void
test_mimic (void)
{
  g_autofree GrosGame *g = NULL;
  int mimic, goth, nervous, ranger;

  if (!have_release ())
    return;
  g = position (2);
  mimic = put (g, "04-05", 0, GROS_ZONE_HAND);      /* Attack 8 */
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  goth = put (g, "10-02", 1, GROS_ZONE_MOVIE);       /* 3 */
  nervous = put (g, "06-02", 1, GROS_ZONE_MOVIE);    /* 1 */
  ranger = put (g, "03-03", 1, GROS_ZONE_MOVIE);     /* 2 */
  gros_position_set_popcorn (g, 0, 2);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", mimic);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_false (g->attack.active);
  g_assert_cmpint (g->cards[mimic].host, ==, nervous);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_MOVIE, 1), ==, 4);
  end_turn (g);
  g_assert_true (trc_in (g, nervous, GROS_ZONE_MOVIE, 1));
  end_turn (g);
  g_assert_true (trc_in (g, nervous, GROS_ZONE_GRAVEYARD, 1));
  g_assert_cmpint (g->cards[mimic].host, ==, ranger);
  g_assert_true (trc_in (g, goth, GROS_ZONE_MOVIE, 1));
}

/* 04-12: stopping an 'Alien' attack puts the 'Alien' in hand with the Military Officer. */
static void
test_stopped_alien_to_hand (void)
{
  if (!have_release ())
    return;
  for (guint officer = 0; officer < 2; officer++)
    {
      g_autofree GrosGame *g = position (2);
      int blob, peace;

      blob = put (g, "03-05", 0, GROS_ZONE_HAND);
      trc_put (g, extra, 0, GROS_ZONE_MOVIE);
      peace = put (g, "04-12", 1, GROS_ZONE_HAND);
      trc_put (g, extra, 1, GROS_ZONE_MOVIE);
      if (officer)
        put (g, "05-01", 1, GROS_ZONE_MOVIE);
      gros_position_set_popcorn (g, 0, 2);
      gros_position_set_popcorn (g, 1, 1);
      finish (g);

      trc_do (g, "play seat=1 card=%d movie=2", blob);
      if (g->deciding == 0)
        trc_do (g, "pass seat=1");
      trc_do (g, "play seat=2 card=%d mode=2", peace);
      pass_while (g, GROS_PHASE_ATTACK_REACT);
      g_assert_false (g->attack.active);
      g_assert_true (trc_in (g, blob, officer ? GROS_ZONE_HAND : GROS_ZONE_GRAVEYARD, officer));
    }
}

/* 04-14: banked against an 'Alien' attack, it stops it, and the Props with the trait named
 * have double Defense. */
static void
test_prop_trait_doubling (void)
{
  g_autofree GrosGame *g = NULL;
  int blob, twist, ranger, light;

  if (!have_release ())
    return;
  g = position (2);
  blob = put (g, "03-05", 0, GROS_ZONE_HAND);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  ranger = put (g, "03-03", 1, GROS_ZONE_MOVIE);
  light = trc_attach (g, dc ("04-09"), ranger);      /* 'Light', 2 */
  twist = trc_put_flags (g, dc ("04-14"), 1, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  gros_position_set_popcorn (g, 0, 2);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", blob);
  pass_seat (g, 0, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (g->deciding, ==, 1);
  trc_do (g, "bank seat=2 card=%d movie=2 mode=1", twist);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_CHOICE);
  trc_do (g, "choose seat=2 card=%d target=%d movie=2 mode=1 extra=%u", twist, light,
          trait_id ("Light"));
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_false (g->attack.active);
  g_assert_true (trc_in (g, ranger, GROS_ZONE_MOVIE, 1));
  g_assert_true (trc_in (g, blob, GROS_ZONE_GRAVEYARD, 0));
  g_assert_cmpint (gros_game_card_defense (g, light), ==, 4);
}

/* ---- 05 ------------------------------------------------------------------------------- */

/* 05-01: a second Prop in a turn, so long as one of the two is a 'Weapon'. */
static void
test_weapon_prop_limit (void)
{
  if (!have_release ())
    return;
  for (guint weapon_first = 0; weapon_first < 2; weapon_first++)
    {
      g_autofree GrosGame *g = position (2);
      int officer, a, b, rifle;

      officer = put (g, "05-01", 0, GROS_ZONE_MOVIE);
      a = trc_put (g, gadget, 0, GROS_ZONE_HAND);
      b = trc_put (g, gadget, 0, GROS_ZONE_HAND);
      rifle = put (g, "04-10", 0, GROS_ZONE_HAND);
      trc_put (g, extra, 1, GROS_ZONE_MOVIE);
      gros_position_set_popcorn (g, 0, 5);
      finish (g);

      if (weapon_first)
        {
          trc_do (g, "play seat=1 card=%d movie=1 target=%d", rifle, officer);
          g_assert_true (trc_legal (g, "play seat=1 card=%d movie=1 target=%d", a, officer));
          trc_do (g, "play seat=1 card=%d movie=1 target=%d", a, officer);
        }
      else
        {
          trc_do (g, "play seat=1 card=%d movie=1 target=%d", a, officer);
          g_assert_false (trc_legal (g, "play seat=1 card=%d movie=1 target=%d", b, officer));
          trc_do (g, "play seat=1 card=%d movie=1 target=%d", rifle, officer);
        }
      /* Two is the limit either way. */
      g_assert_false (trc_legal (g, "play seat=1 card=%d movie=1 target=%d", b, officer));
    }
}

/* 05-07: any other seat may pay to combine a 'Monster' with an attack on its Movie, and
 * may then kill another Character. */
static void
test_open_combine (void)
{
  g_autofree GrosGame *g = NULL;
  int beast, wolf, goth, victim, grounds;

  if (!have_release ())
    return;
  g = position (3);
  beast = trc_put (g, brute, 0, GROS_ZONE_HAND);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  grounds = put (g, "05-07", 1, GROS_ZONE_MOVIE);    /* 10 */
  victim = trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  goth = put (g, "10-02", 1, GROS_ZONE_MOVIE);       /* 3 */
  wolf = put (g, "02-05", 2, GROS_ZONE_HAND);        /* 'Monster' 10, cost 2 */
  trc_put (g, extra, 2, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 2, 2);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", beast);
  /* 10 against 14: only the third seat's Monster can change that. */
  while (g->deciding != 2)
    trc_do (g, "pass seat=%u", g->deciding + 1);
  trc_do (g, "activate seat=3 card=%d movie=2 target=%d mode=1", grounds, wolf);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 20);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_CHOICE);
  g_assert_cmpuint (g->deciding, ==, 2);
  trc_do (g, "choose seat=3 card=%d target=%d movie=2 mode=2", grounds, goth);
  g_assert_true (trc_in (g, goth, GROS_ZONE_GRAVEYARD, 1));
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", beast, victim);
  g_assert_true (trc_in (g, wolf, GROS_ZONE_GRAVEYARD, 2));
}

/* 05-08: leaving play, it goes under its owner's deck with five random graveyard cards. */
static void
test_deck_bottom_with_graveyard (void)
{
  g_autofree GrosGame *g = NULL;
  int building, other;
  guint deck;

  if (!have_release ())
    return;
  g = position (2);
  building = put (g, "05-08", 0, GROS_ZONE_MOVIE);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  other = trc_put (g, place, 0, GROS_ZONE_HAND);
  for (guint i = 0; i < 6; i++)
    trc_put (g, extra, 0, GROS_ZONE_GRAVEYARD);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  deck = trc_size (g, GROS_ZONE_DECK, 0);
  trc_do (g, "play seat=1 card=%d movie=1", other);
  g_assert_true (trc_in (g, building, GROS_ZONE_DECK, 0));
  g_assert_cmpuint (trc_size (g, GROS_ZONE_DECK, 0), ==, deck + 6);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_GRAVEYARD, 0), ==, 1);
  /* Under the deck: the six cards went to the bottom. */
  for (guint i = 0; i < 6; i++)
    g_assert_cmpint (gros_game_zone_card (g, GROS_ZONE_DECK, 0, i), !=,
                     gros_game_zone_card (g, GROS_ZONE_DECK, 0, trc_size (g, GROS_ZONE_DECK, 0) - 1));
  g_assert_cmpint (gros_game_zone_card (g, GROS_ZONE_DECK, 0, 5), ==, building);
}

/* 05-14: a Gun from the graveyard that turns the outcome joins the defense, free. */
static void
test_gun_from_graveyard (void)
{
  if (!have_release ())
    return;
  for (guint strong = 0; strong < 2; strong++)
    {
      g_autofree GrosGame *g = position (2);
      int beast, cop, pistol, twist;

      beast = put (g, strong ? "04-06" : "01-06", 0, GROS_ZONE_HAND); /* 20, or 7 */
      trc_put (g, extra, 0, GROS_ZONE_MOVIE);
      cop = put (g, "05-02", 1, GROS_ZONE_MOVIE);          /* 2, Guns count double */
      pistol = put (g, "05-09", 1, GROS_ZONE_GRAVEYARD);   /* 3 */
      twist = trc_put_flags (g, dc ("05-14"), 1, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
      gros_position_set_popcorn (g, 0, 3);
      finish (g);

      trc_do (g, "play seat=1 card=%d movie=2", beast);
      pass_seat (g, 0, GROS_PHASE_ATTACK_REACT);
      if (strong)
        {
          /* 2 + 6 against 20 changes nothing: the Twist is not offered. */
          g_assert_true (trc_in (g, pistol, GROS_ZONE_GRAVEYARD, 1));
          continue;
        }
      g_assert_cmpuint (g->phase, ==, GROS_PHASE_ATTACK_REACT);
      trc_do (g, "bank seat=2 card=%d movie=2 target=%d extra=%d mode=1", twist, pistol, cop);
      pass_while (g, GROS_PHASE_ATTACK_REACT);
      g_assert_false (g->attack.active);
      g_assert_cmpint (g->cards[pistol].host, ==, cop);
      g_assert_true (trc_in (g, cop, GROS_ZONE_MOVIE, 1));
    }
}

/* 05-15: a 'Cop' and a Gun from the graveyard come back as one: the Gun cannot be moved,
 * the Character is a 'Cyborg', its printed Defense is banked. */
static void
test_cyborg (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, cop, rifle, other;

  if (!have_release ())
    return;
  g = position (2);
  twist = trc_put_flags (g, dc ("05-15"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  other = trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  cop = put (g, "05-02", 0, GROS_ZONE_GRAVEYARD);
  rifle = put (g, "04-10", 0, GROS_ZONE_GRAVEYARD);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  trc_do (g, "bank seat=1 card=%d movie=1 target=%d extra=%d mode=1", twist, cop, rifle);
  g_assert_true (trc_in (g, cop, GROS_ZONE_MOVIE, 0));
  g_assert_cmpint (g->cards[rifle].host, ==, cop);
  g_assert_true (gros_has_trait (g, cop, trait_id ("Cyborg")));
  g_assert_cmpint (g->seats[0].banked, ==, 2);
  g_assert_cmpint (gros_game_movie_defense (g, 0), ==, 1 + 2 + 3 * 2);
  g_assert_false (trc_legal (g, "move-prop seat=1 card=%d target=%d movie=1", rifle, other));
}

/* ---- 06 ------------------------------------------------------------------------------- */

/* 06-10: once a turn, the graveyard's top card under the deck, or the deck's top card into
 * the graveyard. */
static void
test_graveyard_deck_swap (void)
{
  g_autofree GrosGame *g = NULL;
  int holder, shotgun, top;

  if (!have_release ())
    return;
  g = position (2);
  holder = trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  shotgun = trc_attach (g, dc ("06-10"), holder);
  top = trc_put (g, wall, 0, GROS_ZONE_GRAVEYARD);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  g_assert_true (trc_legal (g, "activate seat=1 card=%d movie=1 mode=1", shotgun));
  trc_do (g, "activate seat=1 card=%d movie=1 target=%d mode=1", shotgun, top);
  g_assert_cmpint (gros_game_zone_card (g, GROS_ZONE_DECK, 0, 0), ==, top);
  g_assert_cmpuint (trc_count (g, GROS_ACT_ACTIVATE, shotgun), ==, 0);
}

/* 06-11: a Character from the graveyard attacks at three times its printed Defense. */
static void
test_graveyard_character_attack (void)
{
  g_autofree GrosGame *g = NULL;
  int fx, goth, victim;

  if (!have_release ())
    return;
  g = position (2);
  fx = put (g, "06-11", 0, GROS_ZONE_HAND);
  goth = put (g, "10-02", 0, GROS_ZONE_GRAVEYARD);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  victim = trc_put (g, guard8, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 3);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2 target=%d mode=1", fx, goth);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  /* 3 x 3 = 9 against 8. */
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 9);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_ZOMBIE));
  g_assert_cmpint (g->attack.origin, ==, goth);
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", goth, victim);
  g_assert_true (trc_in (g, victim, GROS_ZONE_GRAVEYARD, 1));
  g_assert_true (trc_in (g, goth, GROS_ZONE_GRAVEYARD, 0));
}

/* 06-14: three Characters come back as 'Zombie's with no abilities, popcorn or Props. */
static void
test_graveyard_uprising (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, mom, goth, nervous, prop;

  if (!have_release ())
    return;
  g = position (2);
  twist = trc_put_flags (g, dc ("06-14"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  mom = put (g, "01-01", 0, GROS_ZONE_GRAVEYARD);      /* a Bucket with a Defense bonus */
  goth = put (g, "10-02", 0, GROS_ZONE_GRAVEYARD);
  nervous = put (g, "06-02", 0, GROS_ZONE_GRAVEYARD);
  prop = trc_put (g, gadget, 0, GROS_ZONE_HAND);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  trc_do (g, "bank seat=1 card=%d movie=1 mode=1", twist);
  trc_do (g, "choose seat=1 card=%d target=%d movie=1 mode=1", twist, mom);
  trc_do (g, "choose seat=1 card=%d target=%d movie=1 mode=1", twist, goth);
  trc_do (g, "choose seat=1 card=%d target=%d movie=1 mode=1", twist, nervous);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_PLAY);
  g_assert_true (trc_in (g, mom, GROS_ZONE_MOVIE, 0));
  g_assert_true (gros_has_trait (g, mom, GROS_TRAIT_ZOMBIE));
  g_assert_true (gros_has_trait (g, goth, GROS_TRAIT_DUMB));
  /* Her own +1 per 'Young' Character is gone; she gives no popcorn and takes no Prop. */
  g_assert_cmpint (gros_game_card_defense (g, mom), ==, 2);
  g_assert_false (trc_legal (g, "tip seat=1 card=%d", mom));
  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=1 target=%d", prop, goth));
}

/* 06-15: two Creatures from the graveyard attack together, one more victim on a success. */
static void
test_graveyard_combined_attack (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, wolf, blob;

  if (!have_release ())
    return;
  g = position (2);
  twist = trc_put_flags (g, dc ("06-15"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  wolf = put (g, "02-05", 0, GROS_ZONE_GRAVEYARD);   /* 10 */
  blob = put (g, "03-05", 0, GROS_ZONE_GRAVEYARD);   /* 11 */
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  trc_do (g, "bank seat=1 card=%d movie=2 mode=1", twist);
  trc_do (g, "choose seat=1 card=%d target=%d movie=2 mode=1", twist, wolf);
  trc_do (g, "choose seat=1 card=%d target=%d movie=2 mode=1", twist, blob);
  g_assert_true (g->attack.active);
  /* 10 + 11, and the second gains one per Character of the attacked Movie. */
  g_assert_cmpint (gros_game_attack_strength (g), ==, 10 + 11 + 3);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_ZOMBIE));
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_cmpuint (g->attack.victims_left, ==, 2);
}

/* ---- 07 ------------------------------------------------------------------------------- */

/* 07-01: a 'Young' Character about to die is saved for 3 popcorn, or dies when the Robot's
 * player declines. */
static void
test_save_from_death (void)
{
  if (!have_release ())
    return;
  for (guint pay = 0; pay < 2; pay++)
    {
      g_autofree GrosGame *g = position (2);
      int fx, goth;

      fx = put (g, "02-13", 0, GROS_ZONE_HAND);    /* kills a non-'Virgin' 'Female' */
      trc_put (g, extra, 0, GROS_ZONE_MOVIE);
      put (g, "07-01", 1, GROS_ZONE_MOVIE);
      goth = put (g, "10-02", 1, GROS_ZONE_MOVIE);
      gros_position_set_popcorn (g, 0, 1);
      gros_position_set_popcorn (g, 1, 3);
      finish (g);

      trc_do (g, "play seat=1 card=%d movie=2 target=%d mode=1", fx, goth);
      g_assert_cmpuint (g->phase, ==, GROS_PHASE_CHOICE);
      g_assert_cmpuint (g->deciding, ==, 1);
      if (pay)
        trc_do (g, "choose seat=2 card=%d target=%d movie=2 mode=1", g->frames[0].card, goth);
      else
        trc_do (g, "pass seat=2");
      g_assert_true (trc_in (g, goth, pay ? GROS_ZONE_MOVIE : GROS_ZONE_GRAVEYARD, 1));
      g_assert_cmpint (g->seats[1].popcorn, ==, pay ? 0 : 3);
    }
}

/* 07-04: only played with the chance to borrow traits from the attacked Movie's graveyard
 * Creatures, +5 Attack each. */
static void
test_borrow_traits (void)
{
  g_autofree GrosGame *g = NULL;
  int gmo;

  if (!have_release ())
    return;
  g = position (2);
  gmo = put (g, "07-04", 0, GROS_ZONE_HAND);        /* 5, cost 3 */
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  put (g, "02-05", 1, GROS_ZONE_GRAVEYARD);         /* 'Supernatural', 'Monster' */
  gros_position_set_popcorn (g, 0, 3);
  finish (g);

  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=2", gmo));
  trc_do (g, "play seat=1 card=%d movie=2 mode=1", gmo);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_CHOICE);
  trc_do (g, "choose seat=1 card=%d target=%d movie=2 mode=1 extra=%d", gmo,
          gros_game_zone_card (g, GROS_ZONE_GRAVEYARD, 1, 0), GROS_TRAIT_MONSTER);
  trc_do (g, "choose seat=1 card=%d target=%d movie=2 mode=1 extra=%d", gmo,
          gros_game_zone_card (g, GROS_ZONE_GRAVEYARD, 1, 0), GROS_TRAIT_SUPERNATURAL);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 15);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_SUPERNATURAL));
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
}

/* 07-07: a 'Psycho' attack with one Character's Defense and Props; not the same Character
 * twice in a turn. */
static void
test_character_psycho_attack (void)
{
  g_autofree GrosGame *g = NULL;
  int asylum, goth, target;

  if (!have_release ())
    return;
  g = position (2);
  asylum = put (g, "07-07", 0, GROS_ZONE_MOVIE);
  goth = put (g, "10-02", 0, GROS_ZONE_MOVIE);
  trc_attach (g, gadget, goth);
  target = put (g, "10-01", 1, GROS_ZONE_MOVIE);   /* 3 */
  put (g, "03-03", 1, GROS_ZONE_MOVIE);            /* 2 */
  gros_position_set_popcorn (g, 0, 4);
  finish (g);

  trc_do (g, "activate seat=1 card=%d movie=2 target=%d mode=1", asylum, goth);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 6);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_PSYCHO));
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  trc_do (g, "victim seat=1 target=%d movie=2", target);
  g_assert_true (trc_in (g, target, GROS_ZONE_GRAVEYARD, 1));
  g_assert_false (trc_legal (g, "activate seat=1 card=%d movie=2 target=%d mode=1", asylum, goth));
}

/* 07-08: a Character back from the graveyard is 'Dumb' and takes only 'Clothing' Props. */
static void
test_reanimate_restricted (void)
{
  g_autofree GrosGame *g = NULL;
  int lab, goth, toy, cloak;

  if (!have_release ())
    return;
  g = position (2);
  lab = put (g, "07-08", 0, GROS_ZONE_MOVIE);
  goth = put (g, "10-02", 0, GROS_ZONE_GRAVEYARD);
  toy = trc_put (g, gadget, 0, GROS_ZONE_HAND);
  cloak = put (g, "08-10", 0, GROS_ZONE_HAND);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 5);
  finish (g);

  trc_do (g, "activate seat=1 card=%d movie=1 target=%d mode=1", lab, goth);
  g_assert_true (trc_in (g, goth, GROS_ZONE_MOVIE, 0));
  g_assert_true (gros_has_trait (g, goth, GROS_TRAIT_DUMB));
  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=1 target=%d", toy, goth));
  g_assert_true (trc_legal (g, "play seat=1 card=%d movie=1 target=%d", cloak, goth));
}

/* 07-14: placed with a 'Monster' under it; banked by killing a Character, the Monster
 * attacks for free with twice that Character's Defense more. */
static void
test_sacrifice_monster_attack (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, wolf, goth;

  if (!have_release ())
    return;
  g = position (2);
  twist = put (g, "07-14", 0, GROS_ZONE_HAND);
  wolf = put (g, "02-05", 0, GROS_ZONE_HAND);       /* 'Monster' 10 */
  goth = put (g, "10-02", 0, GROS_ZONE_MOVIE);      /* 3 */
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=1 target=%d mode=1", twist, wolf);
  /* Not on the turn it was placed. */
  g_assert_cmpuint (trc_count (g, GROS_ACT_BANK, twist), ==, 0);
  end_turn (g);
  end_turn (g);
  trc_do (g, "bank seat=1 card=%d movie=2 target=%d extra=%d mode=2", twist, goth, wolf);
  g_assert_true (trc_in (g, goth, GROS_ZONE_GRAVEYARD, 0));
  g_assert_true (g->attack.active);
  g_assert_cmpint (g->attack.origin, ==, wolf);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 16);
  g_assert_cmpint (g->seats[0].banked, ==, 2);
}

/* 07-15: with the most Characters (no tie), every Character of every Movie dies. */
static void
test_doomsday (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, spare;

  if (!have_release ())
    return;
  g = position (2);
  twist = trc_put_flags (g, dc ("07-15"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  spare = trc_put (g, extra, 0, GROS_ZONE_HAND);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  finish (g);

  /* A tie is not the most. */
  g_assert_cmpuint (trc_count (g, GROS_ACT_BANK, twist), ==, 0);
  trc_do (g, "play seat=1 card=%d movie=1", spare);
  trc_do (g, "bank seat=1 card=%d movie=1 mode=1", twist);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_GRAVEYARD, 0), ==, 3);
  g_assert_cmpuint (trc_size (g, GROS_ZONE_GRAVEYARD, 1), ==, 2);
  g_assert_cmpint (g->seats[0].banked, ==, 5);
}

/* ---- 08 ------------------------------------------------------------------------------- */

/* 08-04: on a success, a Character or Creature discarded from hand takes it back to hand. */
static void
test_return_for_discard (void)
{
  g_autofree GrosGame *g = NULL;
  int count, spare;

  if (!have_release ())
    return;
  g = position (2);
  count = put (g, "08-04", 0, GROS_ZONE_HAND);       /* 13, cost 2 */
  spare = trc_put (g, extra, 0, GROS_ZONE_HAND);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 2);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", count);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_CHOICE);
  trc_do (g, "choose seat=1 card=%d target=%d movie=1 mode=1", count, spare);
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", count,
          gros_game_zone_card (g, GROS_ZONE_MOVIE, 1, 0));
  g_assert_true (trc_in (g, count, GROS_ZONE_HAND, 0));
  g_assert_true (trc_in (g, spare, GROS_ZONE_GRAVEYARD, 0));
}

/* 08-09: during 'Supernatural' attacks, 12 with the Old Priest, 10 with the Aged Vampire
 * Hunter, 4 with anyone else. */
static void
test_relics_two_conditions (void)
{
  g_autofree GrosGame *g = NULL;
  int ghost, priest, hunter, other, r1, r2, r3;

  if (!have_release ())
    return;
  g = position (2);
  ghost = put (g, "06-05", 0, GROS_ZONE_HAND);       /* 'Supernatural' */
  put (g, "06-12", 0, GROS_ZONE_HAND);               /* keeps the window open for seat 1 */
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  priest = put (g, "08-01", 1, GROS_ZONE_MOVIE);
  hunter = put (g, "08-02", 1, GROS_ZONE_MOVIE);
  other = trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  r1 = trc_attach (g, dc ("08-09"), priest);
  r2 = trc_attach (g, dc ("08-09"), hunter);
  r3 = trc_attach (g, dc ("08-09"), other);
  gros_position_set_popcorn (g, 0, 3);
  finish (g);

  g_assert_cmpint (gros_game_card_defense (g, r1), ==, 0);
  trc_do (g, "play seat=1 card=%d movie=2", ghost);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpint (gros_game_card_defense (g, r1), ==, 12);
  g_assert_cmpint (gros_game_card_defense (g, r2), ==, 10);
  g_assert_cmpint (gros_game_card_defense (g, r3), ==, 4);
}

/* 08-15: a Character killed by its player's 'Vampire' attack: banked, and the same Movie is
 * attacked again at three times the victim's printed Defense. */
static void
test_vampire_encore (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, fiends, goth, nervous;

  if (!have_release ())
    return;
  g = position (2);
  twist = trc_put_flags (g, dc ("08-15"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  fiends = put (g, "09-05", 0, GROS_ZONE_HAND);      /* 'Vampire' 10 */
  goth = put (g, "10-02", 1, GROS_ZONE_MOVIE);       /* 3 */
  nervous = put (g, "06-02", 1, GROS_ZONE_MOVIE);    /* 1 */
  gros_position_set_popcorn (g, 0, 2);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", fiends);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  trc_do (g, "victim seat=1 card=%d target=%d movie=2", fiends, goth);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_CHOICE);
  trc_do (g, "choose seat=1 card=%d target=%d movie=2 mode=1", twist, twist);
  g_assert_cmpint (g->seats[0].banked, ==, 3);
  /* The first attack ends, and the second begins against the same Movie. */
  g_assert_true (g->attack.active);
  g_assert_cmpint (g->attack.origin, ==, GROS_NO_CARD);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 9);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_VAMPIRE));
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  trc_do (g, "victim seat=1 target=%d movie=2", nervous);
  g_assert_true (trc_in (g, nervous, GROS_ZONE_GRAVEYARD, 1));
}

/* ---- 09 ------------------------------------------------------------------------------- */

/* 09-05: added from hand to its player's 'Vampire' attack: both attack, one more victim. */
static void
test_combine_vampires (void)
{
  g_autofree GrosGame *g = NULL;
  int hoods, fiends;

  if (!have_release ())
    return;
  g = position (2);
  hoods = put (g, "10-05", 0, GROS_ZONE_HAND);       /* 'Vampire' 10 */
  fiends = put (g, "09-05", 0, GROS_ZONE_HAND);      /* 'Vampire' 10, cost 2 */
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 4);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", hoods);
  g_assert_cmpuint (g->deciding, ==, 0);
  trc_do (g, "play seat=1 card=%d movie=2 mode=1", fiends);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 20);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);
  g_assert_cmpuint (g->attack.victims_left, ==, 2);
}

/* 09-10: given free to the Masked Stalker's attack, it makes it succeed. */
static void
test_weapon_for_stalker (void)
{
  g_autofree GrosGame *g = NULL;
  int stalker, mask;

  if (!have_release ())
    return;
  g = position (2);
  stalker = put (g, "09-04", 0, GROS_ZONE_HAND);    /* 10, cost 2 */
  mask = put (g, "09-10", 0, GROS_ZONE_HAND);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 2);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", stalker);
  g_assert_cmpint (g->seats[0].popcorn, ==, 0);
  g_assert_false (trc_legal (g, "play seat=1 card=%d movie=2", mask));
  trc_do (g, "play seat=1 card=%d movie=2 mode=1", mask);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_ATTACK_VICTIM);   /* 12 against 20 */
  g_assert_cmpint (g->cards[mask].zone, ==, GROS_ZONE_TABLE);
}

/* 09-14: banked during an attack, it triples a Prop's Defense. */
static void
test_triple_prop (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, beast, holder, prop;

  if (!have_release ())
    return;
  g = position (2);
  beast = trc_put (g, brute, 0, GROS_ZONE_HAND);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  holder = trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  prop = trc_attach (g, gadget, holder);              /* 3 */
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);             /* 10 against 5, then 11 */
  twist = trc_put_flags (g, dc ("09-14"), 1, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", beast);
  pass_seat (g, 0, GROS_PHASE_ATTACK_REACT);
  trc_do (g, "bank seat=2 card=%d movie=2 target=%d mode=1", twist, prop);
  g_assert_cmpint (gros_game_card_defense (g, prop), ==, 9);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_false (g->attack.active);
  g_assert_true (trc_in (g, holder, GROS_ZONE_MOVIE, 1));
}

/* 09-15: a 'Psycho' attack with the total Defense of the 'Young' and 'College' Characters. */
static void
test_defense_psycho_attack (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, coed;

  if (!have_release ())
    return;
  g = position (2);
  twist = trc_put_flags (g, dc ("09-15"), 0, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  put (g, "10-02", 0, GROS_ZONE_MOVIE);              /* 'Young' 3 */
  coed = put (g, "09-03", 0, GROS_ZONE_MOVIE);       /* 'College' 4 */
  trc_attach (g, gadget, coed);                       /* 3 */
  trc_put (g, wall, 0, GROS_ZONE_MOVIE);
  trc_put (g, wall, 1, GROS_ZONE_MOVIE);
  finish (g);

  trc_do (g, "bank seat=1 card=%d movie=2 mode=1", twist);
  g_assert_true (g->attack.active);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 10);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_PSYCHO));
}

/* ---- 10 ------------------------------------------------------------------------------- */

/* 10-10: once a turn, 3 popcorn bring a Prop from the graveyard into play. */
static void
test_prop_from_graveyard (void)
{
  g_autofree GrosGame *g = NULL;
  int store, holder, prop;

  if (!have_release ())
    return;
  g = position (2);
  store = put (g, "10-10", 0, GROS_ZONE_MOVIE);
  holder = trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  prop = trc_put (g, gadget, 0, GROS_ZONE_GRAVEYARD);
  trc_put (g, gadget, 0, GROS_ZONE_GRAVEYARD);
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  gros_position_set_popcorn (g, 0, 6);
  finish (g);

  trc_do (g, "activate seat=1 card=%d movie=1 target=%d extra=%d mode=1", store, prop, holder);
  g_assert_cmpint (g->cards[prop].host, ==, holder);
  g_assert_cmpint (g->seats[0].popcorn, ==, 3);
  g_assert_cmpuint (trc_count (g, GROS_ACT_ACTIVATE, store), ==, 0);
}

/* 10-14: its player's strongest Character killed, it is banked and the killer's Movie is
 * attacked at three times that Defense. */
static void
test_revenge_attack (void)
{
  g_autofree GrosGame *g = NULL;
  int fx, twist, goth;

  if (!have_release ())
    return;
  g = position (2);
  fx = put (g, "02-13", 0, GROS_ZONE_HAND);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  goth = put (g, "10-02", 1, GROS_ZONE_MOVIE);       /* 3: the strongest */
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  twist = trc_put_flags (g, dc ("10-14"), 1, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  gros_position_set_popcorn (g, 0, 1);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2 target=%d mode=1", fx, goth);
  g_assert_cmpuint (g->phase, ==, GROS_PHASE_CHOICE);
  g_assert_cmpuint (g->deciding, ==, 1);
  trc_do (g, "choose seat=2 card=%d target=%d movie=1 mode=1", twist, twist);
  g_assert_cmpint (g->seats[1].banked, ==, 3);
  g_assert_true (g->attack.active);
  g_assert_cmpuint (g->attack.attacker, ==, 1);
  g_assert_cmpuint (g->attack.defender, ==, 0);
  g_assert_cmpint (gros_game_attack_strength (g), ==, 9);
  g_assert_true (gros_attack_has_trait (g, GROS_TRAIT_ZOMBIE));
}

/* 10-15: in a 'Shop', a Creature from hand adds its Attack to the defense, then is
 * discarded. */
static void
test_creature_from_hand_defends (void)
{
  g_autofree GrosGame *g = NULL;
  int twist, beast, wolf;

  if (!have_release ())
    return;
  g = position (2);
  beast = trc_put (g, brute, 0, GROS_ZONE_HAND);
  trc_put (g, extra, 0, GROS_ZONE_MOVIE);
  put (g, "10-10", 1, GROS_ZONE_MOVIE);               /* 'Shop', 2 */
  trc_put (g, extra, 1, GROS_ZONE_MOVIE);
  wolf = put (g, "02-05", 1, GROS_ZONE_HAND);
  twist = trc_put_flags (g, dc ("10-15"), 1, GROS_ZONE_MOVIE, GROS_CARD_FACE_DOWN);
  finish (g);

  trc_do (g, "play seat=1 card=%d movie=2", beast);
  pass_seat (g, 0, GROS_PHASE_ATTACK_REACT);
  /* 10 against 3; the Creature adds its 10. */
  trc_do (g, "bank seat=2 card=%d movie=2 target=%d mode=1", twist, wolf);
  pass_while (g, GROS_PHASE_ATTACK_REACT);
  g_assert_false (g->attack.active);
  g_assert_true (trc_in (g, wolf, GROS_ZONE_GRAVEYARD, 1));
}

/* ---- Scenario files ------------------------------------------------------------------ */

/* tests/scenarios/cards/<sigil>-<number>.scenario: a card's ability in the scenario format
 * (drive-in-cli scenario plays them too); the release is imported into the private library
 * so that the files can name its cards by id. */
static void
test_scenario_files (void)
{
  g_autoptr(GFile) release = gros_test_get_shared_release ();
  g_autoptr(GFile) dir = gros_test_get_source_file ("scenarios/cards");
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GrosLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sigil = NULL;
  GFileInfo *info;
  guint n = 0;

  if (release == NULL)
    {
      g_test_skip ("the official release is not available");
      return;
    }
  library = gros_library_new (NULL);
  g_assert_true (gros_library_import_release (library, release, &sigil, &error));
  g_assert_no_error (error);

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  while ((info = g_file_enumerator_next_file (children, NULL, &error)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".scenario"))
        {
          g_autofree char *relative = g_strdup_printf ("cards/%s", name);
          g_autoptr(GrosScenario) sc = NULL;

          g_test_message ("%s", name);
          sc = trc_scenario (relative);
          g_assert_cmpuint (gros_scenario_get_n_applied (sc), ==,
                            gros_scenario_get_n_actions (sc));
          n++;
        }
      g_object_unref (info);
    }
  g_assert_no_error (error);
  g_assert_cmpuint (n, >=, 4);
}

/* ---- The language words the handlers brought ------------------------------------------ */

static void
test_language (void)
{
  g_autoptr(GrosCardDb) own = gros_card_db_new ();
  g_autoptr(GError) error = NULL;
  g_autofree GrosScript *s = NULL;

  s = gros_script_compile (own, "defense =3 when own-turn and not count-at-least 1 prop in "
                           "own-movie\nattack-tax 2 Zombie|Alien\nprop-limit +1 prop[Weapon]\n"
                           "trigger host-leaves none\ntrigger defended none", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (s->mods[0].cond.kind, ==, GROS_COND_OWN_TURN);
  g_assert_cmpuint (s->mods[0].cond.also_kind, ==, GROS_COND_COUNT_AT_LEAST);
  g_assert_true (s->mods[0].cond.also_negate);
  g_assert_cmpuint (s->mods[1].kind, ==, GROS_MOD_ATTACK_TAX);
  g_assert_cmpint (s->mods[1].value, ==, 2);
  g_assert_true (gros_traits_has (&s->mods[1].per_filter.any, GROS_TRAIT_ALIEN));
  g_assert_true (gros_traits_has (&s->mods[2].per_filter.all, GROS_TRAIT_WEAPON));
  g_assert_cmpuint (s->abilities[0].trigger, ==, GROS_TRIGGER_HOST_LEAVES);
  g_assert_cmpuint (s->abilities[1].trigger, ==, GROS_TRIGGER_DEFENDED);

  for (guint i = 0; i < 2; i++)
    {
      static const char * const bad[] = {
        "defense =3 and own-turn",
        "defense =3 when own-turn and defending and own-turn",
      };
      g_autoptr(GError) e = NULL;
      g_autofree GrosScript *x = gros_script_compile (own, bad[i], &e);

      g_assert_null (x);
      g_assert_error (e, GROS_ERROR, GROS_ERROR_PARSE);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GrosRelease) release = NULL;
  int status;

  gros_test_init (&argc, &argv);

  folder = gros_test_get_shared_release ();
  if (folder != NULL)
    {
      g_autoptr(GError) error = NULL;
      GListModel *cards;

      release = gros_release_load (folder, NULL, &error);
      g_assert_no_error (error);
      db = gros_card_db_new ();
      cards = gros_release_get_cards (release);
      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr(GrosCard) card = g_list_model_get_item (cards, i);

          gros_card_db_add_card (db, card);
        }
      extra = trc_card (db, "Extra", GROS_CARD_TYPE_CHARACTER, 1, 0, FALSE, NULL, NULL);
      wall = trc_card (db, "Wall", GROS_CARD_TYPE_CHARACTER, 10, 0, FALSE, NULL, NULL);
      brute = trc_card (db, "Brute", GROS_CARD_TYPE_CREATURE, 10, 0, FALSE, NULL, NULL);
      giant = trc_card (db, "Giant", GROS_CARD_TYPE_CREATURE, 20, 0, FALSE, NULL, NULL);
      gadget = trc_card (db, "Gadget", GROS_CARD_TYPE_PROP, 3, 0, FALSE, "Gizmo", NULL);
      place = trc_card (db, "Place", GROS_CARD_TYPE_LOCATION, 1, 0, FALSE, NULL, NULL);
      guard8 = trc_card (db, "Guard", GROS_CARD_TYPE_CHARACTER, 8, 0, FALSE, NULL, NULL);
    }

  g_test_add_func ("/gros/handlers/rest-after-failure", test_rest_after_failure);
  g_test_add_func ("/gros/handlers/curse", test_curse);
  g_test_add_func ("/gros/handlers/hidden-creature-defends", test_hidden_creature_defends);
  g_test_add_func ("/gros/handlers/hidden-alien-defends", test_hidden_alien_defends);
  g_test_add_func ("/gros/handlers/must-declare", test_must_declare);
  g_test_add_func ("/gros/handlers/attack-tax", test_attack_tax);
  g_test_add_func ("/gros/handlers/pay-to-kill-each", test_pay_to_kill_each);
  g_test_add_func ("/gros/handlers/sacrifice-and-strike", test_sacrifice_and_strike);
  g_test_add_func ("/gros/handlers/no-stacking", test_no_stacking);
  g_test_add_func ("/gros/handlers/creature-moves-in", test_creature_moves_in);
  g_test_add_func ("/gros/handlers/random-victim", test_random_victim);
  g_test_add_func ("/gros/handlers/graveyard-lair", test_graveyard_lair);
  g_test_add_func ("/gros/handlers/vampire-lair", test_vampire_lair);
  g_test_add_func ("/gros/handlers/steal-characters", test_steal_characters);
  g_test_add_func ("/gros/handlers/mimic", test_mimic);
  g_test_add_func ("/gros/handlers/stopped-alien-to-hand", test_stopped_alien_to_hand);
  g_test_add_func ("/gros/handlers/prop-trait-doubling", test_prop_trait_doubling);
  g_test_add_func ("/gros/handlers/weapon-prop-limit", test_weapon_prop_limit);
  g_test_add_func ("/gros/handlers/open-combine", test_open_combine);
  g_test_add_func ("/gros/handlers/deck-bottom-with-graveyard", test_deck_bottom_with_graveyard);
  g_test_add_func ("/gros/handlers/gun-from-graveyard", test_gun_from_graveyard);
  g_test_add_func ("/gros/handlers/cyborg", test_cyborg);
  g_test_add_func ("/gros/handlers/graveyard-deck-swap", test_graveyard_deck_swap);
  g_test_add_func ("/gros/handlers/graveyard-character-attack", test_graveyard_character_attack);
  g_test_add_func ("/gros/handlers/graveyard-uprising", test_graveyard_uprising);
  g_test_add_func ("/gros/handlers/graveyard-combined-attack", test_graveyard_combined_attack);
  g_test_add_func ("/gros/handlers/save-from-death", test_save_from_death);
  g_test_add_func ("/gros/handlers/borrow-traits", test_borrow_traits);
  g_test_add_func ("/gros/handlers/character-psycho-attack", test_character_psycho_attack);
  g_test_add_func ("/gros/handlers/reanimate-restricted", test_reanimate_restricted);
  g_test_add_func ("/gros/handlers/sacrifice-monster-attack", test_sacrifice_monster_attack);
  g_test_add_func ("/gros/handlers/doomsday", test_doomsday);
  g_test_add_func ("/gros/handlers/return-for-discard", test_return_for_discard);
  g_test_add_func ("/gros/handlers/relics-two-conditions", test_relics_two_conditions);
  g_test_add_func ("/gros/handlers/vampire-encore", test_vampire_encore);
  g_test_add_func ("/gros/handlers/combine-vampires", test_combine_vampires);
  g_test_add_func ("/gros/handlers/weapon-for-stalker", test_weapon_for_stalker);
  g_test_add_func ("/gros/handlers/triple-prop", test_triple_prop);
  g_test_add_func ("/gros/handlers/defense-psycho-attack", test_defense_psycho_attack);
  g_test_add_func ("/gros/handlers/prop-from-graveyard", test_prop_from_graveyard);
  g_test_add_func ("/gros/handlers/revenge-attack", test_revenge_attack);
  g_test_add_func ("/gros/handlers/creature-from-hand-defends", test_creature_from_hand_defends);
  g_test_add_func ("/gros/handlers/language", test_language);
  g_test_add_func ("/gros/handlers/scenario-files", test_scenario_files);

  status = g_test_run ();
  g_clear_pointer (&db, gros_card_db_unref);
  return status;
}
