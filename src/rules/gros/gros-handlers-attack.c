/* gros-handlers-attack.c: named C handlers for abilities around attacks: declared traits,
 * Creatures that defend or strike, random victims, stolen and mimicking Characters, combined
 * attacks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-handlers-private.h"

/* ---- declare-trait, must-declare-trait ---------------------------------------------
 * A Creature whose attacker declares one of the attack_traits as it is played ("declare
 * whether it is X or Y"); the declared trait is `extra`. With must-declare-trait the plain
 * play is not offered: a declaration is required. */
static void
declare_trait_enumerate (const GrosGame *g,
                         int             card,
                         guint           index,
                         guint           seat,
                         gboolean        reacting,
                         GrosActKind     kind,
                         GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int avail = gros_available_popcorn (g, seat);

  if (reacting || kind != GROS_ACT_PLAY || g->seats[seat].creature_attacks_blocked
      || gros_handler_establishing_shot (g))
    return;
  for (guint t = 0; t < g->n_seats; t++)
    {
      if (!gros_attack_can_target (g, card, seat, t))
        continue;
      for (guint trait = 0; trait < GROS_MAX_TRAITS; trait++)
        {
          GrosTraits traits;

          if (!gros_traits_has (&ab->attack_traits, trait))
            continue;
          /* What the attack costs on that Movie, with the declared trait. */
          gros_card_traits (g, card, &traits);
          gros_traits_add (&traits, trait);
          if (gros_aquatic_barred (g, &traits, t))
            continue;
          if (gros_def (g, card)->cost + gros_attack_tax (g, t, &traits) <= avail)
            gros_handler_push_action (list, kind, seat, card, index + 1, t, GROS_NO_CARD, trait);
        }
    }
}

static void
declare_trait_resolve (GrosRun           *r,
                       int                card,
                       const GrosAbility *ab,
                       const GrosAction  *a)
{
  GrosTraits declared = { { 0, 0 } }, traits;

  if (a->extra >= 0 && a->extra < GROS_MAX_TRAITS)
    gros_traits_add (&declared, a->extra);
  gros_card_traits (r->g, card, &traits);
  traits.bits[0] |= declared.bits[0];
  traits.bits[1] |= declared.bits[1];
  gros_pay (r, a->seat, gros_attack_tax (r->g, a->target_seat, &traits));
  gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, card, 0, &declared);
}

/* ---- creature-to-my-hand -------------------------------------------------------------
 * After the current Creature attack, the Creature goes to the hand of the seat that played
 * this card instead of the graveyard. */
static void
creature_to_my_hand_enumerate (const GrosGame *g,
                               int             card,
                               guint           index,
                               guint           seat,
                               gboolean        reacting,
                               GrosActKind     kind,
                               GrosActionList *list)
{
  /* Only a Creature card can be put into a hand ("the Creature (if there is one)"). */
  if (reacting && g->phase == GROS_PHASE_ATTACK_REACT && gros_attack_is_creature (g)
      && g->attack.origin != GROS_NO_CARD
      && (g->params.rules_revision < 1
          || gros_def (g, g->attack.origin)->type == GROS_CARD_TYPE_CREATURE)
      && !(g->attack.after_flags & GROS_AFTER_TO_SEAT_HAND))
    gros_handler_push_action (list, kind, seat, card, index + 1, GROS_NO_SEAT, g->attack.origin,
                              GROS_NO_CARD);
}

static void
creature_to_my_hand_resolve (GrosRun           *r,
                             int                card,
                             const GrosAbility *ab,
                             const GrosAction  *a)
{
  r->g->attack.after_flags |= GROS_AFTER_TO_SEAT_HAND;
  r->g->attack.after_seat = a->seat;
}

/* ---- kill-pair -----------------------------------------------------------------------
 * Kill a card matching `filter` and one matching `per_filter` in the same Movie (target and
 * extra). */
static void
kill_pair_enumerate (const GrosGame *g,
                     int             card,
                     guint           index,
                     guint           seat,
                     gboolean        reacting,
                     GrosActKind     kind,
                     GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  /* A Special Effect takes no Character that Special Effects may not target (since rules
   * revision 1). */
  gboolean by_fx = g->params.rules_revision >= 1
                   && gros_def (g, card)->type == GROS_CARD_TYPE_SPECIAL_EFFECT;

  if (reacting && g->phase != GROS_PHASE_CLIMAX
      && !(g->phase == GROS_PHASE_ATTACK_REACT && !g->attack.resolved))
    return;
  for (guint t = 0; t < g->n_seats; t++)
    {
      guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, t);

      if (gros_handler_establishing_shot (g) && t != seat)
        continue;
      if (reacting && g->phase == GROS_PHASE_ATTACK_REACT && t != g->attack.defender)
        continue;
      for (guint i = 0; i < gros_zone_size (g, zone); i++)
        {
          int first = gros_zone_at (g, zone, i);

          if (!gros_card_active (g, first) || !gros_filter_matches (g, &ab->filter, first, card)
              || !gros_fx_may_target (g, first, by_fx))
            continue;
          for (guint j = 0; j < gros_zone_size (g, zone); j++)
            {
              int second = gros_zone_at (g, zone, j);

              if (second != first && gros_card_active (g, second)
                  && gros_filter_matches (g, &ab->per_filter, second, card)
                  && gros_fx_may_target (g, second, by_fx))
                gros_handler_push_action (list, kind, seat, card, index + 1, t, first, second);
            }
        }
    }
}

static void
kill_pair_resolve (GrosRun           *r,
                   int                card,
                   const GrosAbility *ab,
                   const GrosAction  *a)
{
  if (a->target != GROS_NO_CARD && gros_in_zone (r->g, a->target, GROS_ZONE_MOVIE))
    gros_kill (r, a->target, a->seat);
  if (a->extra != GROS_NO_CARD && gros_in_zone (r->g, a->extra, GROS_ZONE_MOVIE))
    gros_kill (r, a->extra, a->seat);
}

/* ---- discard-card-or-self ------------------------------------------------------------
 * (A trigger, e.g. at Fill Up) its controller discards a card from hand, or else this card
 * is discarded from play. */
static void
discard_or_self_resolve (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a)
{
  gros_push_choice (r, gros_controller (r->g, card), card, gros_handler_mode_of (r->g, card, ab),
                    CHOICE_DISCARD_OR_SELF, 0);
}

static void
discard_or_self_choices (const GrosGame  *g,
                         const GrosFrame *frame,
                         GrosActionList  *list)
{
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, frame->seat);

  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                              frame->seat, gros_zone_at (g, hand, i), GROS_NO_CARD);
  /* Or give up the card itself. */
  gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                            frame->seat, frame->card, GROS_NO_CARD);
}

static void
discard_or_self_choose (GrosRun          *r,
                        GrosFrame        *frame,
                        const GrosAction *a)
{
  int card = frame->card;

  gros_handler_pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD && a->target != card)
    gros_discard (r, a->target);
  else if (gros_in_zone (r->g, card, GROS_ZONE_MOVIE))
    gros_discard (r, card);
}

static char *
discard_or_self_describe (const GrosGame   *g,
                          const GrosFrame  *frame,
                          const GrosAction *a,
                          GrosNamer        *namer)
{
  if (a->target == frame->card)
    return g_strdup_printf (_("Discard %s from play"), gros_namer_card (namer, a->target));
  return g_strdup_printf (_("Discard %s from your hand"), gros_namer_card (namer, a->target));
}

/* ---- return-and-rest (a Creature that fails goes back to hand, idle for the turn) ----- */
static void
return_and_rest_resolve (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (g->cards[card].zone != GROS_ZONE_TABLE && !gros_in_zone (g, card, GROS_ZONE_MOVIE))
    return;
  gros_move (r, card, GROS_ZONE_ID (GROS_ZONE_HAND, gros_handler_owner_seat (g, card)), FALSE);
  gros_handler_add_grant_quiet (g, card, GROS_GRANT_RESTING, 0, 0, GROS_UNTIL_END_OF_TURN, card);
}

/* ---- curse-passes-down ---------------------------------------------------------------
 * A Twist revealed (banked later, if ever) onto the weakest Character matching `filter` in
 * its Movie; at the end of each of its controller's turns its bearer dies and it passes to
 * the next weakest. `counter` counts the deaths it caused. With no bearer left it is banked
 * after two such deaths, or discarded. */

/* The weakest active Characters matching @filter in @seat's Movie, @skip aside. */
static guint
weakest (const GrosGame   *g,
         guint             seat,
         const GrosFilter *filter,
         int               self,
         int               skip,
         gboolean          printed,
         int              *out)
{
  int all[GROS_MAX_CARDS];
  guint n_all = gros_handler_movie_characters (g, seat, TRUE, all), n = 0;
  int best = G_MAXINT;

  for (guint i = 0; i < n_all; i++)
    {
      int c = all[i];
      int d;

      if (c == skip || (filter != NULL && !gros_filter_matches (g, filter, c, self)))
        continue;
      d = printed ? gros_handler_printed_defense (g, c) : gros_defense_of (g, c, FALSE);
      if (d < best)
        {
          best = d;
          n = 0;
        }
      if (d == best)
        out[n++] = c;
    }
  return n;
}

static void
curse_enumerate (const GrosGame *g,
                 int             card,
                 guint           index,
                 guint           seat,
                 gboolean        reacting,
                 GrosActKind     kind,
                 GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int bearers[GROS_MAX_CARDS];
  guint n;

  if (kind != GROS_ACT_BANK || reacting)
    return;
  n = weakest (g, seat, &ab->filter, card, GROS_NO_CARD, FALSE, bearers);
  for (guint i = 0; i < n; i++)
    gros_handler_push_action (list, kind, seat, card, index + 1, seat, bearers[i], GROS_NO_CARD);
}

/* Revealing it banks nothing yet. */
static int
curse_bank_points (const GrosGame   *g,
                   int               card,
                   const GrosAction *a)
{
  return 0;
}

/* Its bearer is gone (@old): on to the next weakest, or the end of the Curse. */
static void
curse_pass_on (GrosRun           *r,
               int                card,
               const GrosAbility *ab,
               int                old)
{
  GrosGame *g = r->g;
  guint     seat = gros_handler_seat_of (g, card);
  int next[GROS_MAX_CARDS];
  guint n = weakest (g, seat, &ab->filter, card, old, FALSE, next);

  g->cards[card].host = GROS_NO_CARD;
  if (n == 0)
    {
      if (g->cards[card].counter >= 2)
        {
          g->cards[card].flags |= GROS_CARD_BANKED;
          gros_note_bank (g, seat);
          gros_handler_add_points (r, seat, card, gros_def (g, card)->stat);
        }
      else
        gros_discard (r, card);
      return;
    }
  if (n == 1 || !gros_handler_ask (r, seat, card, ab, CHOICE_CURSE_BEARER, old, seat, 0))
    gros_attach (r, card, next[0]);
}

static void
curse_resolve (GrosRun           *r,
               int                card,
               const GrosAbility *ab,
               const GrosAction  *a)
{
  GrosGame *g = r->g;
  int bearer = g->cards[card].host;

  if (ab->use == GROS_USE_BANK)
    {
      /* Revealed, not banked: it stays in play, on its first bearer. */
      g->cards[card].flags &= ~GROS_CARD_BANKED;
      g->cards[card].counter = 0;
      if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
        gros_attach (r, card, a->target);
      return;
    }
  if (bearer == GROS_NO_CARD || (g->cards[card].flags & GROS_CARD_FACE_DOWN))
    return;
  if (ab->trigger == GROS_TRIGGER_HOST_LEAVES)
    {
      curse_pass_on (r, card, ab, bearer);
      return;
    }
  /* The end of its controller's turn: the bearer dies (passing it on as it leaves). */
  if (g->cards[card].counter < G_MAXUINT8)
    g->cards[card].counter++;
  gros_kill (r, bearer, gros_handler_seat_of (g, card));
  if (gros_in_zone (g, bearer, GROS_ZONE_MOVIE) && g->cards[card].counter > 0)
    g->cards[card].counter--;   /* saved: not one of its deaths */
}

static void
curse_choices (const GrosGame  *g,
               const GrosFrame *frame,
               GrosActionList  *list)
{
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  int next[GROS_MAX_CARDS];
  guint n;

  if (!gros_in_zone (g, frame->card, GROS_ZONE_MOVIE) || g->cards[frame->card].host != GROS_NO_CARD)
    return;
  n = weakest (g, gros_handler_seat_of (g, frame->card), &ab->filter, frame->card, frame->target,
               FALSE, next);
  for (guint i = 0; i < n; i++)
    gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                              frame->seat, next[i], GROS_NO_CARD);
}

static void
curse_choose (GrosRun          *r,
              GrosFrame        *frame,
              const GrosAction *a)
{
  int card = frame->card;

  gros_handler_pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD
      && gros_in_zone (r->g, a->target, GROS_ZONE_MOVIE)
      && r->g->cards[a->target].zone == r->g->cards[card].zone)
    gros_attach (r, card, a->target);
}

static char *
attach_describe (const GrosGame   *g,
                 const GrosFrame  *frame,
                 const GrosAction *a,
                 GrosNamer        *namer)
{
  return g_strdup_printf (_("Attach %s to %s"), gros_namer_card (namer, frame->card),
                          gros_namer_card (namer, a->target));
}

/* ---- creature-under-twist ------------------------------------------------------------
 * A Twist placed face down with a Creature from hand (matching `filter`) face down under it;
 * it is only ever placed this way. */
static void
creature_under_enumerate (const GrosGame *g,
                          int             card,
                          guint           index,
                          guint           seat,
                          gboolean        reacting,
                          GrosActKind     kind,
                          GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

  if (kind != GROS_ACT_PLAY || reacting)
    return;
  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      int c = gros_zone_at (g, hand, i);

      if (c != card && gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE
          && gros_filter_matches (g, &ab->filter, c, card))
        gros_handler_push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
    }
}

static void
creature_under_resolve (GrosRun           *r,
                        int                card,
                        const GrosAbility *ab,
                        const GrosAction  *a)
{
  GrosGame *g = r->g;
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, a->seat);

  g->cards[card].flags |= GROS_CARD_FACE_DOWN | GROS_CARD_CAST_THIS_TURN;
  gros_move (r, card, movie, FALSE);
  g->seats[a->seat].twists_played_turn = g->turn;
  if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_HAND))
    {
      g->cards[a->target].flags |= GROS_CARD_FACE_DOWN;
      gros_attach (r, a->target, card);
    }
}

/* ---- hidden-creature-defends ---------------------------------------------------------
 * Banked during an attack on its Movie: the Creature under it is shown and its Attack
 * joins the Movie's Defense for the attack; afterwards it goes back to its owner's hand. */
static void
hidden_creature_enumerate (const GrosGame *g,
                           int             card,
                           guint           index,
                           guint           seat,
                           gboolean        reacting,
                           GrosActKind     kind,
                           GrosActionList *list)
{
  int creature = gros_handler_creature_under (g, card, TRUE);

  if (kind == GROS_ACT_BANK && creature != GROS_NO_CARD && gros_handler_attack_open (g)
      && g->attack.n_ops < GROS_MAX_ATTACK_OPS)
    gros_handler_push_action (list, kind, seat, card, index + 1, seat, creature, GROS_NO_CARD);
}

/* A Creature shown to defend: off to the table for the attack, its Attack on the Defense. */
static void
creature_defends (GrosRun *r,
                  int      creature,
                  guint    aux,
                  gboolean spent)
{
  GrosGame *g = r->g;

  g->cards[creature].flags &= ~GROS_CARD_FACE_DOWN;
  gros_reveal (r, creature);
  gros_move (r, creature, GROS_ZONE_TABLE, FALSE);
  g->cards[creature].aux = aux;
  if (spent)
    g->cards[creature].flags |= GROS_CARD_SPENT;
  gros_attack_add_op (r, 1, GROS_OP_ADD, gros_def (g, creature)->stat);
}

static void
hidden_creature_resolve (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a)
{
  int creature = gros_handler_creature_under (r->g, card, TRUE);

  if (creature != GROS_NO_CARD && r->g->attack.active)
    creature_defends (r, creature, GROS_AUX_BACK_TO_HAND, FALSE);
}

/* ---- creature-from-hand-defends ------------------------------------------------------
 * Banked during an attack on its Movie: a Creature from hand (matching `filter`) is shown,
 * its Attack joins the Defense, and it is discarded once the attack is over. */
static void
hand_creature_enumerate (const GrosGame *g,
                         int             card,
                         guint           index,
                         guint           seat,
                         gboolean        reacting,
                         GrosActKind     kind,
                         GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

  if (kind != GROS_ACT_BANK || !gros_handler_attack_open (g)
      || g->attack.n_ops >= GROS_MAX_ATTACK_OPS)
    return;
  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      int c = gros_zone_at (g, hand, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE
          && gros_filter_matches (g, &ab->filter, c, card))
        gros_handler_push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
    }
}

static void
hand_creature_resolve (GrosRun           *r,
                       int                card,
                       const GrosAbility *ab,
                       const GrosAction  *a)
{
  if (a->target != GROS_NO_CARD && gros_in_zone (r->g, a->target, GROS_ZONE_HAND)
      && r->g->attack.active)
    creature_defends (r, a->target, 0, TRUE);
}

/* ---- pay-to-kill-each ----------------------------------------------------------------
 * A Special Effect aimed at a Movie: its player pays one popcorn for each Character there
 * matching `filter`, and they all die. */

/* The Characters of @seat's Movie it would kill (those a Special Effect may target). */
static guint
pay_to_kill_victims (const GrosGame *g,
                     int             card,
                     const GrosAbility *ab,
                     guint           seat,
                     int            *out)
{
  int all[GROS_MAX_CARDS];
  guint n_all = gros_handler_movie_characters (g, seat, TRUE, all), n = 0;

  for (guint i = 0; i < n_all; i++)
    {
      gboolean shielded = FALSE;

      if (!gros_filter_matches (g, &ab->filter, all[i], card))
        continue;
      GROS_FOR_ZONE_MATES (g, all[i], k)
        if (g->cards[k].host == all[i] && gros_card_active (g, k)
            && gros_script (g, k) != NULL)
          for (guint m = 0; m < gros_script (g, k)->n_mods; m++)
            shielded |= gros_script (g, k)->mods[m].kind == GROS_MOD_NO_FX_TARGET
                        && gros_script (g, k)->mods[m].target == GROS_SCOPE_HOST;
      if (!shielded)
        out[n++] = all[i];
    }
  return n;
}

static void
pay_to_kill_enumerate (const GrosGame *g,
                       int             card,
                       guint           index,
                       guint           seat,
                       gboolean        reacting,
                       GrosActKind     kind,
                       GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int avail = gros_available_popcorn (g, seat) - gros_def (g, card)->cost;

  if (kind != GROS_ACT_PLAY
      || (reacting && g->phase != GROS_PHASE_CLIMAX && !gros_handler_attack_open (g)))
    return;
  for (guint t = 0; t < g->n_seats; t++)
    {
      int victims[GROS_MAX_CARDS];
      guint n;

      if ((gros_handler_establishing_shot (g) && t != seat)
          || (gros_handler_attack_open (g) && t != g->attack.defender))
        continue;
      n = pay_to_kill_victims (g, card, ab, t, victims);
      if (n > 0 && (int) n <= avail)
        gros_handler_push_action (list, kind, seat, card, index + 1, t, GROS_NO_CARD, GROS_NO_CARD);
    }
}

static void
pay_to_kill_resolve (GrosRun           *r,
                     int                card,
                     const GrosAbility *ab,
                     const GrosAction  *a)
{
  GrosGame *g = r->g;
  int victims[GROS_MAX_CARDS];
  guint n;

  if (a->target_seat >= g->n_seats)
    return;
  n = pay_to_kill_victims (g, card, ab, a->target_seat, victims);
  if (n == 0 || !gros_pay (r, a->seat, n))
    return;
  for (guint i = 0; i < n; i++)
    if (gros_in_zone (g, victims[i], GROS_ZONE_MOVIE))
      gros_kill (r, victims[i], a->seat);
}

/* ---- sacrifice-and-strike ------------------------------------------------------------
 * Banked with a 'Male' and a 'Female' Character in its Movie: one of them (target) dies, its
 * printed Defense is banked, and its player may attack another Movie (target_seat) with
 * three times the pair's Defense (extra is the partner) and the use's traits. */
static void
sacrifice_strike_enumerate (const GrosGame *g,
                            int             card,
                            guint           index,
                            guint           seat,
                            gboolean        reacting,
                            GrosActKind     kind,
                            GrosActionList *list)
{
  int all[GROS_MAX_CARDS];
  guint n;

  if (kind != GROS_ACT_BANK || reacting)
    return;
  n = gros_handler_movie_characters (g, seat, TRUE, all);
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      if (i != j && gros_has_trait (g, all[i], GROS_TRAIT_MALE)
          && gros_has_trait (g, all[j], GROS_TRAIT_FEMALE))
        {
          /* Either partner may be the one who dies. */
          gros_handler_push_attack_targets (g, card, index, seat, reacting, kind, all[i], all[j],
                                            GROS_NO_CARD, TRUE, list);
          gros_handler_push_attack_targets (g, card, index, seat, reacting, kind, all[j], all[i],
                                            GROS_NO_CARD, TRUE, list);
        }
}

int
gros_handler_target_printed_defense (const GrosGame *g, int card, const GrosAction *a)
{
  return a->target != GROS_NO_CARD ? gros_handler_printed_defense (g, a->target) : 0;
}

static void
sacrifice_strike_resolve (GrosRun           *r,
                          int                card,
                          const GrosAbility *ab,
                          const GrosAction  *a)
{
  GrosGame *g = r->g;
  int strength;

  if (a->target == GROS_NO_CARD || a->extra == GROS_NO_CARD
      || !gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
    return;
  strength = 3 * (gros_defense_of (g, a->target, FALSE) + gros_defense_of (g, a->extra, FALSE));
  gros_kill (r, a->target, a->seat);
  if (a->target_seat != a->seat)
    gros_handler_ability_attack (r, ab, a->seat, a->target_seat, strength);
}

/* ---- creature-moves-in ---------------------------------------------------------------
 * (On a failed attack) the Creature stays in the Movie it attacked, cast as a Character of
 * Defense CRITTER_DEFENSE that gains the use's traits. */
static void
moves_in_resolve (GrosRun           *r,
                  int                card,
                  const GrosAbility *ab,
                  const GrosAction  *a)
{
  GrosGame *g = r->g;
  guint defender = a->target_seat;

  if (g->cards[card].zone != GROS_ZONE_TABLE || defender >= g->n_seats)
    return;
  gros_move (r, card, GROS_ZONE_ID (GROS_ZONE_MOVIE, defender), FALSE);
  g->cards[card].stat_override = GROS_STAT_OVERRIDE (CRITTER_DEFENSE);
  gros_handler_grant_traits (r, card, &ab->attack_traits);
}

/* ---- random-victim -------------------------------------------------------------------
 * Once a victim is chosen in its Movie, its controller may bank it: chance picks the victim
 * among all of that Movie's Characters instead, the victim's printed Defense is banked, and
 * its Props may go to the others first. */
static gboolean
random_victim_chosen (GrosRun *r,
                      int      card,
                      guint    index,
                      int      victim)
{
  const GrosAbility *ab = &gros_def (r->g, card)->script->abilities[index];

  return gros_handler_ask (r, gros_handler_seat_of (r->g, card), card, ab, CHOICE_RANDOM_VICTIM,
                           victim, gros_handler_seat_of (r->g, card), 0);
}

static void
random_victim_enumerate (const GrosGame *g,
                         int             card,
                         guint           index,
                         guint           seat,
                         gboolean        reacting,
                         GrosActKind     kind,
                         GrosActionList *list)
{
  /* Only ever banked when a victim is chosen. */
}

/* Props of @dying that could go to another Character of its Movie (prop, new holder). */
static void
redistribute_options (const GrosGame  *g,
                      const GrosFrame *frame,
                      GrosActionList  *list)
{
  int dying = frame->target;
  int others[GROS_MAX_CARDS];
  guint n;

  if (dying == GROS_NO_CARD || !gros_in_zone (g, dying, GROS_ZONE_MOVIE))
    return;
  n = gros_handler_movie_characters (g, GROS_ZONE_SEAT (g->cards[dying].zone), TRUE, others);
  GROS_FOR_ZONE_MATES (g, dying, p)
    {
      if (g->cards[p].host != dying || gros_def (g, p)->type != GROS_CARD_TYPE_PROP)
        continue;
      for (guint i = 0; i < n; i++)
        if (others[i] != dying && gros_prop_can_go_on (g, p, others[i], FALSE))
          gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                                    frame->seat, p, others[i]);
    }
}

static void
random_victim_choices (const GrosGame  *g,
                       const GrosFrame *frame,
                       GrosActionList  *list)
{
  if (frame->kind == CHOICE_REDISTRIBUTE)
    redistribute_options (g, frame, list);
  else if (g->cards[frame->card].flags & GROS_CARD_FACE_DOWN)
    gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                              frame->seat, frame->card, GROS_NO_CARD);
  gros_handler_push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT,
                            GROS_NO_CARD, GROS_NO_CARD);
}

static guint
killer_of_attack (const GrosGame *g,
                  guint           fallback)
{
  return g->attack.active ? g->attack.attacker : fallback;
}

static void
random_victim_choose (GrosRun          *r,
                      GrosFrame        *frame,
                      const GrosAction *a)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  int card = frame->card;
  int victim = frame->target;
  guint seat = frame->seat;
  guint killer = killer_of_attack (g, seat);
  int all[GROS_MAX_CARDS];
  GrosActionList none = { NULL, 0, 0 };
  guint n;

  if (frame->kind == CHOICE_REDISTRIBUTE)
    {
      if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD && a->extra != GROS_NO_CARD)
        {
          g->cards[a->target].host = a->extra;
          gros_emit_simple (r, GROS_EV_ATTACH, seat, a->target, a->extra, 0);
          redistribute_options (g, frame, &none);
          if (none.len > 0)
            return;
        }
      gros_handler_pop_frame (r);
      if (gros_in_zone (g, victim, GROS_ZONE_MOVIE))
        gros_kill (r, victim, killer);
      return;
    }

  gros_handler_pop_frame (r);
  if (a->kind != GROS_ACT_CHOOSE || !(g->cards[card].flags & GROS_CARD_FACE_DOWN))
    {
      if (gros_in_zone (g, victim, GROS_ZONE_MOVIE))
        gros_kill (r, victim, killer);
      return;
    }
  /* The Characters are shuffled face down and the attacker picks one blindly. */
  n = gros_handler_movie_characters (g, seat, FALSE, all);
  if (n == 0)
    {
      gros_handler_bank_now (r, card, seat, 0);
      return;
    }
  victim = all[gros_rng_below (g, n)];
  gros_handler_bank_now (r, card, seat, gros_handler_printed_defense (g, victim));
  if (gros_handler_ask (r, seat, card, ab, CHOICE_REDISTRIBUTE, victim, seat, 0))
    {
      redistribute_options (g, &g->frames[g->n_frames - 1], &none);
      if (none.len > 0)
        return;
      gros_handler_pop_frame (r);
    }
  gros_kill (r, victim, killer);
}

static char *
random_victim_describe (const GrosGame   *g,
                        const GrosFrame  *frame,
                        const GrosAction *a,
                        GrosNamer        *namer)
{
  if (frame->kind == CHOICE_REDISTRIBUTE)
    return g_strdup_printf (_("Give %s to %s"), gros_namer_card (namer, a->target),
                            gros_namer_card (namer, a->extra));
  return g_strdup_printf (_("Bank %s: the victim is drawn at random"),
                          gros_namer_card (namer, frame->card));
}

/* ---- graveyard-lair ------------------------------------------------------------------
 * Once banked, once a turn its controller may put a Creature matching `filter` from their
 * graveyard face up under it (when none is there), and may attack with it as if from hand;
 * afterwards it is removed from the game. The activated use does both (target: the
 * Creature, in the graveyard to take it, under the Twist to attack with it). */
static void
lair_enumerate (const GrosGame *g,
                int             card,
                guint           index,
                guint           seat,
                gboolean        reacting,
                GrosActKind     kind,
                GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int creature;

  if (kind == GROS_ACT_BANK)
    {
      if (!reacting || g->phase == GROS_PHASE_CLIMAX)
        gros_handler_push_action (list, kind, seat, card, index + 1, seat, GROS_NO_CARD,
                                  GROS_NO_CARD);
      return;
    }
  if (kind != GROS_ACT_ACTIVATE || reacting)
    return;
  creature = gros_handler_creature_under (g, card, FALSE);
  if (creature == GROS_NO_CARD)
    {
      guint grave = gros_graveyard_zone (g, seat);

      if (g->cards[card].flags & GROS_CARD_USED)
        return;
      for (guint i = 0; i < gros_zone_size (g, grave); i++)
        {
          int c = gros_zone_at (g, grave, i);

          if (gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE
              && gros_filter_matches (g, &ab->filter, c, card))
            gros_handler_push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
        }
      return;
    }
  if (!gros_handler_may_start_attack (g, seat, reacting) || g->seats[seat].creature_attacks_blocked)
    return;
  for (guint t = 0; t < g->n_seats; t++)
    if (gros_attack_can_target (g, creature, seat, t)
        && gros_def (g, creature)->cost + gros_creature_attack_tax (g, creature, t)
           <= gros_available_popcorn (g, seat))
      gros_handler_push_action (list, kind, seat, card, index + 1, t, creature, GROS_NO_CARD);
}

static void
lair_resolve (GrosRun           *r,
              int                card,
              const GrosAbility *ab,
              const GrosAction  *a)
{
  GrosGame *g = r->g;
  int creature = a->target;

  if (ab->use != GROS_USE_ACTIVATE || creature == GROS_NO_CARD)
    return;
  if (gros_in_zone (g, creature, GROS_ZONE_GRAVEYARD))
    {
      gros_attach (r, creature, card);
      g->cards[card].flags |= GROS_CARD_USED;
      return;
    }
  if (g->cards[creature].host != card
      || !gros_pay (r, a->seat, gros_def (g, creature)->cost
                                + gros_creature_attack_tax (g, creature, a->target_seat)))
    return;
  gros_move (r, creature, GROS_ZONE_TABLE, FALSE);
  gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, creature, 0, NULL);
  g->attack.after_flags |= GROS_AFTER_REMOVE;
}

/* ---- steal-characters ----------------------------------------------------------------
 * (Its attack resolved) on a success, instead of killing a victim, its player may take any
 * number of the attacked Movie's Characters into their own Movie for `cost` popcorn each;
 * the cards attached to them are discarded. */
static void
steal_resolve (GrosRun           *r,
               int                card,
               const GrosAbility *ab,
               const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (!g->attack.success || !g->attack.active)
    return;
  gros_handler_ask (r, g->attack.attacker, card, ab, CHOICE_STEAL, GROS_NO_CARD, g->attack.defender,
                    0);
}

static void
steal_choices (const GrosGame  *g,
               const GrosFrame *frame,
               GrosActionList  *list)
{
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  int all[GROS_MAX_CARDS];
  guint n;

  if (gros_available_popcorn (g, frame->seat) >= ab->cost)
    {
      n = gros_handler_movie_characters (g, frame->target_seat, FALSE, all);
      for (guint i = 0; i < n; i++)
        if (gros_filter_matches (g, &ab->filter, all[i], frame->card))
          gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                                    frame->target_seat, all[i], GROS_NO_CARD);
    }
  gros_handler_push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT,
                            GROS_NO_CARD, GROS_NO_CARD);
}

/* Takes @character into @seat's Movie; what was attached to it is discarded. */
static void
take_character (GrosRun *r,
                int      character,
                guint    seat)
{
  GrosGame *g = r->g;
  int attached[GROS_MAX_CARDS];
  guint n = 0;

  GROS_FOR_ZONE_MATES (g, character, i)
    if (g->cards[i].host == character)
      attached[n++] = i;
  for (guint i = 0; i < n; i++)
    if (g->cards[attached[i]].host == character && gros_in_zone (g, attached[i], GROS_ZONE_MOVIE))
      gros_discard (r, attached[i]);
  gros_move (r, character, GROS_ZONE_ID (GROS_ZONE_MOVIE, seat), FALSE);
}

static void
steal_choose (GrosRun          *r,
              GrosFrame        *frame,
              const GrosAction *a)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  GrosActionList left = { NULL, 0, 0 };

  if (a->kind != GROS_ACT_CHOOSE || a->target == GROS_NO_CARD
      || !gros_pay (r, frame->seat, ab->cost))
    {
      gros_handler_pop_frame (r);
      return;
    }
  take_character (r, a->target, frame->seat);
  frame->value++;
  /* Stealing replaces killing a victim. */
  g->attack.victims_left = 0;
  steal_choices (g, frame, &left);
  if (left.len <= 1)
    gros_handler_pop_frame (r);
}

static char *
steal_describe (const GrosGame   *g,
                const GrosFrame  *frame,
                const GrosAction *a,
                GrosNamer        *namer)
{
  return g_strdup_printf (_("Take %s into your Movie (%d popcorn)"),
                          gros_namer_card (namer, a->target),
                          gros_handler_frame_ability (g, frame)->cost);
}

/* ---- mimic-attaches ------------------------------------------------------------------
 * (Its attack resolved) on a success it clings to the Character of lowest printed Defense
 * in the attacked Movie instead of killing a victim (its player picks among ties). At the
 * end of that Movie's turns it kills its host and moves to the next lowest; with none left
 * it dies. Its host dying otherwise takes it along. */
static void
mimic_settle (GrosRun           *r,
              int                card,
              const GrosAbility *ab,
              guint              movie,
              int                skip)
{
  GrosGame *g = r->g;
  int hosts[GROS_MAX_CARDS];
  guint n = weakest (g, movie, NULL, card, skip, TRUE, hosts);

  if (n == 0)
    {
      if (gros_in_zone (g, card, GROS_ZONE_MOVIE))
        gros_discard (r, card);
      return;
    }
  if (n == 1
      || !gros_handler_ask (r, gros_handler_owner_seat (g, card), card, ab, CHOICE_MIMIC_HOST, skip,
                            movie, 0))
    gros_attach (r, card, hosts[0]);
}

static void
mimic_resolve (GrosRun           *r,
               int                card,
               const GrosAbility *ab,
               const GrosAction  *a)
{
  GrosGame *g = r->g;
  int host = g->cards[card].host;

  if (ab->trigger == GROS_TRIGGER_ATTACK_RESOLVED)
    {
      int all[GROS_MAX_CARDS];

      if (!g->attack.success || g->cards[card].zone != GROS_ZONE_TABLE
          || gros_handler_movie_characters (g, g->attack.defender, TRUE, all) == 0)
        return;
      g->attack.victims_left = 0;
      mimic_settle (r, card, ab, g->attack.defender, GROS_NO_CARD);
      return;
    }
  /* The end of its Movie's turn: its host dies and it moves on. */
  if (host == GROS_NO_CARD || !gros_in_zone (g, card, GROS_ZONE_MOVIE))
    return;
  g->cards[card].host = GROS_NO_CARD;
  gros_kill (r, host, gros_handler_owner_seat (g, card));
  mimic_settle (r, card, ab, GROS_ZONE_SEAT (g->cards[card].zone), host);
}

static void
mimic_choices (const GrosGame  *g,
               const GrosFrame *frame,
               GrosActionList  *list)
{
  int hosts[GROS_MAX_CARDS];
  guint n = weakest (g, frame->target_seat, NULL, frame->card, frame->target, TRUE, hosts);

  for (guint i = 0; i < n; i++)
    gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                              frame->target_seat, hosts[i], GROS_NO_CARD);
}

static void
mimic_choose (GrosRun          *r,
              GrosFrame        *frame,
              const GrosAction *a)
{
  int card = frame->card;

  gros_handler_pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD
      && gros_in_zone (r->g, a->target, GROS_ZONE_MOVIE)
      && (r->g->cards[card].zone == GROS_ZONE_TABLE || gros_in_zone (r->g, card, GROS_ZONE_MOVIE)))
    gros_attach (r, card, a->target);
}

/* ---- stopped-alien-to-hand -----------------------------------------------------------
 * A Special Effect that stops an attack with one of its traits; with a card matching
 * `filter` in its player's Movie, the stopped Creature goes to that player's hand. */
static void
stop_to_hand_enumerate (const GrosGame *g,
                        int             card,
                        guint           index,
                        guint           seat,
                        gboolean        reacting,
                        GrosActKind     kind,
                        GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  GrosTraits traits;

  if (!gros_handler_attack_open (g) || g->attack.forced == GROS_OUTCOME_STOPPED)
    return;
  gros_attack_traits (g, &traits);
  if (gros_traits_is_empty (&ab->attack_traits)
      || gros_traits_intersects (&traits, &ab->attack_traits))
    gros_handler_push_action (list, kind, seat, card, index + 1, GROS_NO_SEAT, GROS_NO_CARD,
                              GROS_NO_CARD);
}

static void
stop_to_hand_resolve (GrosRun           *r,
                      int                card,
                      const GrosAbility *ab,
                      const GrosAction  *a)
{
  GrosGame *g = r->g;
  int origin = g->attack.origin;

  if (!g->attack.active)
    return;
  g->attack.forced = GROS_OUTCOME_STOPPED;
  gros_emit_simple (r, GROS_EV_ATTACK_STOPPED, a->seat, card, origin, 0);
  if (origin != GROS_NO_CARD && g->cards[origin].zone == GROS_ZONE_TABLE
      && gros_def (g, origin)->type == GROS_CARD_TYPE_CREATURE
      && gros_handler_movie_has (g, a->seat, &ab->filter, card))
    {
      g->attack.after_flags |= GROS_AFTER_TO_SEAT_HAND;
      g->attack.after_seat = a->seat;
    }
}

/* ---- prop-trait-doubling -------------------------------------------------------------
 * Banked while its Movie holds a Prop matching `filter`: it stops the current attack (a use
 * flagged during-attack, for the attacks of its traits) or discards a card of its Movie with
 * one of its traits (target); then its controller names a trait of one of those Props, and
 * every Prop of the Movie with that trait has its Defense doubled while it stays. */
static void
prop_trait_enumerate (const GrosGame *g,
                      int             card,
                      guint           index,
                      guint           seat,
                      gboolean        reacting,
                      GrosActKind     kind,
                      GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

  if (kind != GROS_ACT_BANK)
    return;
  if (ab->flags & GROS_USE_ATTACK)
    {
      if (gros_handler_attack_open (g) && g->attack.forced != GROS_OUTCOME_STOPPED)
        gros_handler_push_action (list, kind, seat, card, index + 1, seat, GROS_NO_CARD,
                                  GROS_NO_CARD);
      return;
    }
  if (reacting && g->phase != GROS_PHASE_CLIMAX)
    return;
  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);
      GrosTraits traits;

      if (c == card || !gros_card_active (g, c))
        continue;
      gros_card_traits (g, c, &traits);
      if (gros_traits_intersects (&traits, &ab->attack_traits))
        gros_handler_push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
    }
}

static void
prop_trait_resolve (GrosRun           *r,
                    int                card,
                    const GrosAbility *ab,
                    const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (a->target == GROS_NO_CARD)
    {
      if (g->attack.active)
        {
          g->attack.forced = GROS_OUTCOME_STOPPED;
          gros_emit_simple (r, GROS_EV_ATTACK_STOPPED, a->seat, card, g->attack.origin, 0);
        }
    }
  else if (gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
    gros_discard (r, a->target);
  gros_handler_ask (r, a->seat, card, ab, CHOICE_PROP_TRAIT, GROS_NO_CARD, a->seat, 0);
}

static void
prop_trait_choices (const GrosGame  *g,
                    const GrosFrame *frame,
                    GrosActionList  *list)
{
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, frame->seat);
  GrosTraits offered = { { 0, 0 } };

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);
      GrosTraits traits;

      if (gros_def (g, c)->type != GROS_CARD_TYPE_PROP || !gros_card_active (g, c)
          || !gros_filter_matches (g, &ab->filter, c, frame->card))
        continue;
      gros_card_traits (g, c, &traits);
      for (guint t = 0; t < GROS_MAX_TRAITS; t++)
        if (gros_traits_has (&traits, t) && !gros_traits_has (&offered, t))
          {
            gros_traits_add (&offered, t);
            gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                                      frame->seat, c, t);
          }
    }
}

static void
prop_trait_choose (GrosRun          *r,
                   GrosFrame        *frame,
                   const GrosAction *a)
{
  int card = frame->card;

  gros_handler_pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->extra >= 0 && a->extra < GROS_MAX_TRAITS
      && gros_in_zone (r->g, card, GROS_ZONE_MOVIE))
    gros_handler_add_grant_quiet (r->g, card, GROS_GRANT_PROP_TRAIT_MUL, a->extra, 2,
                                  GROS_UNTIL_SOURCE_LEAVES, card);
}

static char *
prop_trait_describe (const GrosGame   *g,
                     const GrosFrame  *frame,
                     const GrosAction *a,
                     GrosNamer        *namer)
{
  return g_strdup_printf (_("Double the Defense of every '%s' Prop"),
                          gros_card_db_trait_name (g->db, a->extra));
}

/* ---- open-combine --------------------------------------------------------------------
 * A Location: during an attack on its Movie, any other seat may pay for a Creature of its
 * own matching `filter` and combine it with the attack (an activated use offered to every
 * seat: target is the Creature). On a success each such seat may kill one more Character
 * of the Movie (the `defended` trigger asks them). `counter` holds the seats, a bit each. */
static void
open_combine_enumerate (const GrosGame *g,
                        int             card,
                        guint           index,
                        guint           seat,
                        gboolean        reacting,
                        GrosActKind     kind,
                        GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  int avail = gros_available_popcorn (g, seat);

  if (kind != GROS_ACT_ACTIVATE || !gros_handler_attack_open (g)
      || g->attack.defender != gros_handler_seat_of (g, card) || seat == g->attack.defender
      || gros_handler_free_combined_slot (g) < 0 || g->attack.kind == GROS_ATTACK_DUEL
      || g->attack.kind == GROS_ATTACK_BRAWL)
    return;
  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      int c = gros_zone_at (g, hand, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE && gros_def (g, c)->cost <= avail
          && gros_filter_matches (g, &ab->filter, c, card))
        gros_handler_push_action (list, kind, seat, card, index + 1, g->attack.defender, c,
                                  GROS_NO_CARD);
    }
}

/* Adds @creature to the current attack as a combined Creature. */
gboolean
gros_handler_combine_into_attack (GrosRun *r, int creature, guint seat)
{
  GrosGame *g = r->g;
  int       slot = gros_handler_free_combined_slot (g);

  if (slot < 0 || !g->attack.active)
    return FALSE;
  g->cards[creature].flags &= ~GROS_CARD_FACE_DOWN;
  gros_move (r, creature, GROS_ZONE_TABLE, FALSE);
  g->attack.combined[slot] = creature;
  gros_emit_simple (r, GROS_EV_ATTACK_CHANGE, seat, creature, GROS_NO_CARD,
                    gros_attack_total (g) - gros_defense_total (g));
  return TRUE;
}

static void
open_combine_resolve (GrosRun           *r,
                      int                card,
                      const GrosAbility *ab,
                      const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (ab->use == GROS_USE_TRIGGER)
    {
      guint seats = g->cards[card].counter;

      g->cards[card].counter = 0;
      if (!g->attack.success)
        return;
      for (guint s = 0; s < g->n_seats; s++)
        if (seats & (1u << s))
          gros_handler_ask (r, s, card, ab, CHOICE_EXTRA_KILL, GROS_NO_CARD, g->attack.defender, 0);
      return;
    }
  if (a->target == GROS_NO_CARD || !gros_in_zone (g, a->target, GROS_ZONE_HAND)
      || !gros_pay (r, a->seat, gros_def (g, a->target)->cost))
    return;
  if (gros_handler_combine_into_attack (r, a->target, a->seat))
    g->cards[card].counter |= 1u << a->seat;
}

static void
extra_kill_choices (const GrosGame  *g,
                    const GrosFrame *frame,
                    GrosActionList  *list)
{
  int all[GROS_MAX_CARDS];
  guint n = gros_handler_movie_characters (g, frame->target_seat, FALSE, all);

  for (guint i = 0; i < n; i++)
    gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                              frame->target_seat, all[i], GROS_NO_CARD);
  gros_handler_push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT,
                            GROS_NO_CARD, GROS_NO_CARD);
}

static void
extra_kill_choose (GrosRun          *r,
                   GrosFrame        *frame,
                   const GrosAction *a)
{
  guint seat = frame->seat;

  gros_handler_pop_frame (r);
  if (a->kind == GROS_ACT_CHOOSE && a->target != GROS_NO_CARD
      && gros_in_zone (r->g, a->target, GROS_ZONE_MOVIE))
    gros_kill (r, a->target, seat);
}

static char *
kill_describe (const GrosGame   *g,
               const GrosFrame  *frame,
               const GrosAction *a,
               GrosNamer        *namer)
{
  return g_strdup_printf (_("Kill %s"), gros_namer_card (namer, a->target));
}

/* ---- The table ---------------------------------------------------------------------- */

const GrosHandler gros_attack_handlers[] = {
  { .name = "declare-trait",
    .enumerate = declare_trait_enumerate,
    .resolve = declare_trait_resolve,
    .flags = GROS_HANDLER_EXTRA_TRAIT },
  { .name = "must-declare-trait",
    .enumerate = declare_trait_enumerate,
    .resolve = declare_trait_resolve,
    .flags = GROS_HANDLER_REPLACES_PLAY | GROS_HANDLER_EXTRA_TRAIT },
  { .name = "creature-to-my-hand",
    .enumerate = creature_to_my_hand_enumerate,
    .resolve = creature_to_my_hand_resolve },
  { .name = "kill-pair", .enumerate = kill_pair_enumerate, .resolve = kill_pair_resolve },
  { .name = "discard-card-or-self",
    .resolve = discard_or_self_resolve,
    .choices = discard_or_self_choices,
    .choose = discard_or_self_choose,
    .describe = discard_or_self_describe },
  { .name = "return-and-rest", .resolve = return_and_rest_resolve },
  { .name = "curse-passes-down",
    .enumerate = curse_enumerate,
    .resolve = curse_resolve,
    .choices = curse_choices,
    .choose = curse_choose,
    .bank_points = curse_bank_points,
    .describe = attach_describe },
  { .name = "creature-under-twist",
    .enumerate = creature_under_enumerate,
    .resolve = creature_under_resolve,
    .flags = GROS_HANDLER_REPLACES_PLAY },
  { .name = "hidden-creature-defends",
    .enumerate = hidden_creature_enumerate,
    .resolve = hidden_creature_resolve },
  { .name = "creature-from-hand-defends",
    .enumerate = hand_creature_enumerate,
    .resolve = hand_creature_resolve },
  { .name = "pay-to-kill-each",
    .enumerate = pay_to_kill_enumerate,
    .resolve = pay_to_kill_resolve },
  { .name = "sacrifice-and-strike",
    .enumerate = sacrifice_strike_enumerate,
    .resolve = sacrifice_strike_resolve,
    .bank_points = gros_handler_target_printed_defense },
  { .name = "creature-moves-in", .resolve = moves_in_resolve },
  { .name = "random-victim",
    .enumerate = random_victim_enumerate,
    .choices = random_victim_choices,
    .choose = random_victim_choose,
    .victim_chosen = random_victim_chosen,
    .describe = random_victim_describe },
  { .name = "graveyard-lair", .enumerate = lair_enumerate, .resolve = lair_resolve },
  { .name = "steal-characters",
    .resolve = steal_resolve,
    .choices = steal_choices,
    .choose = steal_choose,
    .describe = steal_describe },
  { .name = "mimic-attaches",
    .resolve = mimic_resolve,
    .choices = mimic_choices,
    .choose = mimic_choose,
    .describe = attach_describe },
  { .name = "stopped-alien-to-hand",
    .enumerate = stop_to_hand_enumerate,
    .resolve = stop_to_hand_resolve },
  { .name = "prop-trait-doubling",
    .enumerate = prop_trait_enumerate,
    .resolve = prop_trait_resolve,
    .choices = prop_trait_choices,
    .choose = prop_trait_choose,
    .describe = prop_trait_describe,
    .flags = GROS_HANDLER_EXTRA_TRAIT },
  { .name = "open-combine",
    .enumerate = open_combine_enumerate,
    .resolve = open_combine_resolve,
    .choices = extra_kill_choices,
    .choose = extra_kill_choose,
    .describe = kill_describe,
    .flags = GROS_HANDLER_ANY_SEAT },
};
const guint gros_attack_handlers_count = G_N_ELEMENTS (gros_attack_handlers);
