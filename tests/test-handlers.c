/* test-handlers.c: the named C handlers of the official release's cards of packs 01 to 05 (and
 * the Vampire lair, 08-14, beside the Graveyard lair), each shown changing the outcome of a
 * position built with real cards (read from the shared release at run time); the language
 * words the handlers brought; the cards' scenario files. Packs 06 to 10: test-handlers-06-10.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-handlers-common.h"

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
  g_autoptr(DriveInLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sigil = NULL;
  GFileInfo *info;
  guint n = 0;

  if (release == NULL)
    {
      g_test_skip ("the official release is not available");
      return;
    }
  library = drive_in_library_new (NULL);
  g_assert_true (drive_in_library_import_release (library, release, &sigil, &error));
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
          g_autoptr(GameScenario) sc = NULL;

          g_test_message ("%s", name);
          sc = trc_scenario (relative);
          g_assert_cmpuint (game_scenario_get_n_applied (sc), ==,
                            game_scenario_get_n_actions (sc));
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
      g_assert_error (e, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
    }
}

int
main (int   argc,
      char *argv[])
{
  test_handlers_init (&argc, &argv);

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
  g_test_add_func ("/gros/handlers/language", test_language);
  g_test_add_func ("/gros/handlers/scenario-files", test_scenario_files);

  return test_handlers_run ();
}
