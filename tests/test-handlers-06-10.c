/* test-handlers-06-10.c: the named C handlers of the cards of the official release's packs 06
 * to 10, each shown changing the outcome of a position built with real cards (read from the
 * shared release at run time). Packs 01 to 05: test-handlers.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-handlers-common.h"

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

int
main (int   argc,
      char *argv[])
{
  test_handlers_init (&argc, &argv);

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

  return test_handlers_run ();
}
