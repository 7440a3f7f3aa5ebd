/* gros-handlers-graveyard.c: named C handlers for abilities that reach into graveyards: Guns and
 * Cyborgs, uprisings, saves from death, borrowed traits, psycho attacks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-handlers-private.h"

/* ---- deck-bottom-with-graveyard ------------------------------------------------------
 * (Leaving play) the card and BUILDING_GRAVE_CARDS random cards of its owner's graveyard go
 * to the bottom of the owner's deck. */
static void
deck_bottom_grave_resolve (GrosRun           *r,
                           int                card,
                           const GrosAbility *ab,
                           const GrosAction  *a)
{
  GrosGame *g = r->g;
  guint     owner = gros_handler_owner_seat (g, card);
  guint deck = gros_deck_zone (g, owner);
  guint grave = gros_graveyard_zone (g, g->cards[card].owner);

  gros_move (r, card, deck, TRUE);
  for (guint i = 0; i < BUILDING_GRAVE_CARDS && gros_zone_size (g, grave) > 0; i++)
    gros_move (r, gros_zone_at (g, grave, gros_rng_below (g, gros_zone_size (g, grave))), deck,
               TRUE);
}

/* ---- gun-from-graveyard --------------------------------------------------------------
 * Banked during an attack on its Movie: a Prop matching `filter` from its controller's
 * graveyard (target) goes, free and past the Prop Limit, onto one of their Characters
 * (extra), when that changes the outcome of the attack. */
static gboolean
attach_changes_outcome (const GrosGame *g,
                        GrosGame       *scratch,
                        int             prop,
                        int             character)
{
  GrosRun run = { scratch, NULL, NULL };

  gros_game_copy (scratch, g);
  gros_attach (&run, prop, character);
  return gros_attack_would_succeed (scratch) != gros_attack_would_succeed (g);
}

static void
gun_enumerate (const GrosGame *g,
               int             card,
               guint           index,
               guint           seat,
               gboolean        reacting,
               GrosActKind     kind,
               GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint grave = gros_graveyard_zone (g, seat);
  g_autofree GrosGame *scratch = NULL;
  int holders[GROS_MAX_CARDS];
  guint n;

  if (kind != GROS_ACT_BANK || !gros_handler_attack_open (g) || g->attack.defender != seat)
    return;
  n = gros_handler_movie_characters (g, seat, TRUE, holders);
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int prop = gros_zone_at (g, grave, i);

      if (gros_def (g, prop)->type != GROS_CARD_TYPE_PROP
          || !gros_filter_matches (g, &ab->filter, prop, card))
        continue;
      for (guint k = 0; k < n; k++)
        {
          if (!gros_prop_can_go_on (g, prop, holders[k], FALSE))
            continue;
          if (scratch == NULL)
            scratch = g_new (GrosGame, 1);
          if (attach_changes_outcome (g, scratch, prop, holders[k]))
            gros_handler_push_action (list, kind, seat, card, index + 1, seat, prop, holders[k]);
        }
    }
}

static void
gun_resolve (GrosRun           *r,
             int                card,
             const GrosAbility *ab,
             const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (a->target != GROS_NO_CARD && a->extra != GROS_NO_CARD
      && gros_in_zone (g, a->target, GROS_ZONE_GRAVEYARD)
      && gros_in_zone (g, a->extra, GROS_ZONE_MOVIE))
    gros_attach (r, a->target, a->extra);
}

/* ---- cyborg --------------------------------------------------------------------------
 * Banked with a Character matching `filter` and a 'Gun' Prop in its controller's
 * graveyard: the Character (target) comes back into their Movie with the use's traits,
 * the Gun (extra) becomes part of it (it keeps the Gun's Defense and abilities and the Gun
 * can no longer be moved), and the Character's printed Defense is banked. */
static void
cyborg_enumerate (const GrosGame *g,
                  int             card,
                  guint           index,
                  guint           seat,
                  gboolean        reacting,
                  GrosActKind     kind,
                  GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint grave = gros_graveyard_zone (g, seat);

  if (kind != GROS_ACT_BANK || (reacting && g->phase != GROS_PHASE_CLIMAX))
    return;
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int who = gros_zone_at (g, grave, i);

      if (gros_def (g, who)->type != GROS_CARD_TYPE_CHARACTER
          || !gros_filter_matches (g, &ab->filter, who, card))
        continue;
      for (guint k = 0; k < gros_zone_size (g, grave); k++)
        {
          int gun = gros_zone_at (g, grave, k);

          if (gros_def (g, gun)->type == GROS_CARD_TYPE_PROP
              && gros_traits_has (&gros_def (g, gun)->traits, GROS_TRAIT_GUN))
            gros_handler_push_action (list, kind, seat, card, index + 1, seat, who, gun);
        }
    }
}

static void
cyborg_resolve (GrosRun           *r,
                int                card,
                const GrosAbility *ab,
                const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (a->target == GROS_NO_CARD || a->extra == GROS_NO_CARD
      || !gros_in_zone (g, a->target, GROS_ZONE_GRAVEYARD)
      || !gros_in_zone (g, a->extra, GROS_ZONE_GRAVEYARD))
    return;
  gros_move (r, a->target, GROS_ZONE_ID (GROS_ZONE_MOVIE, a->seat), FALSE);
  g->cards[a->target].flags |= GROS_CARD_CAST_THIS_TURN;
  gros_handler_grant_traits (r, a->target, &ab->attack_traits);
  gros_attach (r, a->extra, a->target);
  g->cards[a->extra].aux = GROS_AUX_FUSED;
}

/* ---- graveyard-deck-swap -------------------------------------------------------------
 * Its controller moves the top card of their graveyard under their deck (target: that
 * card), or the top card of their deck into their graveyard (no target). */
static void
deck_swap_enumerate (const GrosGame *g,
                     int             card,
                     guint           index,
                     guint           seat,
                     gboolean        reacting,
                     GrosActKind     kind,
                     GrosActionList *list)
{
  guint grave = gros_graveyard_zone (g, seat), deck = gros_deck_zone (g, seat);

  if (kind != GROS_ACT_ACTIVATE || reacting)
    return;
  if (gros_zone_size (g, grave) > 0)
    gros_handler_push_action (list, kind, seat, card, index + 1, seat,
                              gros_zone_at (g, grave, gros_zone_size (g, grave) - 1), GROS_NO_CARD);
  if (gros_zone_size (g, deck) > 0)
    gros_handler_push_action (list, kind, seat, card, index + 1, seat, GROS_NO_CARD, GROS_NO_CARD);
}

static void
deck_swap_resolve (GrosRun           *r,
                   int                card,
                   const GrosAbility *ab,
                   const GrosAction  *a)
{
  GrosGame *g = r->g;
  guint grave = gros_graveyard_zone (g, a->seat), deck = gros_deck_zone (g, a->seat);

  if (a->target != GROS_NO_CARD)
    {
      if (g->cards[a->target].zone == grave)
        gros_move (r, a->target, deck, TRUE);
    }
  else if (gros_zone_size (g, deck) > 0)
    gros_move (r, gros_zone_at (g, deck, gros_zone_size (g, deck) - 1), grave, FALSE);
}

/* ---- graveyard-character-attack ------------------------------------------------------
 * A Special Effect: a Character matching `filter` from its player's graveyard (target)
 * attacks another Movie with three times its printed Defense and the use's traits. */
static void
grave_character_enumerate (const GrosGame *g,
                           int             card,
                           guint           index,
                           guint           seat,
                           gboolean        reacting,
                           GrosActKind     kind,
                           GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint grave = gros_graveyard_zone (g, seat);
  int avail = gros_available_popcorn (g, seat) - gros_def (g, card)->cost;

  if (kind != GROS_ACT_PLAY || !gros_handler_may_start_attack (g, seat, reacting))
    return;
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int who = gros_zone_at (g, grave, i);

      if (gros_def (g, who)->type != GROS_CARD_TYPE_CHARACTER
          || !gros_filter_matches (g, &ab->filter, who, card))
        continue;
      for (guint t = 0; t < g->n_seats; t++)
        if (t != seat && gros_attack_tax (g, t, &ab->attack_traits) <= avail)
          gros_handler_push_action (list, kind, seat, card, index + 1, t, who, GROS_NO_CARD);
    }
}

static void
grave_character_resolve (GrosRun           *r,
                         int                card,
                         const GrosAbility *ab,
                         const GrosAction  *a)
{
  GrosGame *g = r->g;
  GrosTraits traits = ab->attack_traits;

  if (a->target == GROS_NO_CARD || !gros_in_zone (g, a->target, GROS_ZONE_GRAVEYARD)
      || g->attack.active || a->target_seat >= g->n_seats
      || !gros_pay (r, a->seat, gros_attack_tax (g, a->target_seat, &traits)))
    return;
  gros_attack_begin (r, GROS_ATTACK_CARD, a->seat, a->target_seat, a->target,
                     3 * gros_handler_printed_defense (g, a->target), &traits);
}

/* ---- graveyard-uprising --------------------------------------------------------------
 * Banked with three Characters in its controller's graveyard: they choose three (matching
 * `filter`) that come back into their Movie for free with the use's traits, their own
 * abilities blanked, giving no popcorn and taking no Props. */
static void
uprising_resolve (GrosRun           *r,
                  int                card,
                  const GrosAbility *ab,
                  const GrosAction  *a)
{
  gros_handler_ask (r, a->seat, card, ab, CHOICE_UPRISING, GROS_NO_CARD, a->seat, 3);
}

static void
uprising_choices (const GrosGame  *g,
                  const GrosFrame *frame,
                  GrosActionList  *list)
{
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  guint grave = gros_graveyard_zone (g, frame->seat);

  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int c = gros_zone_at (g, grave, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_CHARACTER
          && gros_filter_matches (g, &ab->filter, c, frame->card))
        gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                                  frame->seat, c, GROS_NO_CARD);
    }
}

static void
uprising_choose (GrosRun          *r,
                 GrosFrame        *frame,
                 const GrosAction *a)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  GrosActionList left = { NULL, 0, 0 };
  int c = a->target;

  if (a->kind == GROS_ACT_CHOOSE && c != GROS_NO_CARD && gros_in_zone (g, c, GROS_ZONE_GRAVEYARD))
    {
      gros_move (r, c, GROS_ZONE_ID (GROS_ZONE_MOVIE, frame->seat), FALSE);
      g->cards[c].flags |= GROS_CARD_CAST_THIS_TURN;
      g->cards[c].aux = GROS_AUX_BLANK;
      gros_handler_grant_traits (r, c, &ab->attack_traits);
      frame->value--;
    }
  else
    frame->value = 0;
  uprising_choices (g, frame, &left);
  if (frame->value <= 0 || left.len == 0)
    gros_handler_pop_frame (r);
}

static char *
bring_back_describe (const GrosGame   *g,
                     const GrosFrame  *frame,
                     const GrosAction *a,
                     GrosNamer        *namer)
{
  return g_strdup_printf (_("Bring %s back into your Movie"), gros_namer_card (namer, a->target));
}

/* ---- graveyard-combined-attack -------------------------------------------------------
 * Banked with two Creatures in its controller's graveyard: they may attack another Movie
 * (target_seat; their own Movie for no attack) with two of them (matching `filter`)
 * combined, with the use's traits; one more victim on a success. */
static void
grave_pair_enumerate (const GrosGame *g,
                      int             card,
                      guint           index,
                      guint           seat,
                      gboolean        reacting,
                      GrosActKind     kind,
                      GrosActionList *list)
{
  if (kind == GROS_ACT_BANK && (!reacting || g->phase == GROS_PHASE_CLIMAX))
    gros_handler_push_attack_targets (g, card, index, seat, reacting, kind, GROS_NO_CARD,
                                      GROS_NO_CARD, GROS_NO_CARD, TRUE, list);
}

static void
grave_pair_resolve (GrosRun           *r,
                    int                card,
                    const GrosAbility *ab,
                    const GrosAction  *a)
{
  if (a->target_seat != a->seat && a->target_seat < r->g->n_seats)
    gros_handler_ask (r, a->seat, card, ab, CHOICE_FIRST_CREATURE, GROS_NO_CARD, a->target_seat, 0);
}

static void
grave_pair_choices (const GrosGame  *g,
                    const GrosFrame *frame,
                    GrosActionList  *list)
{
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  guint grave = gros_graveyard_zone (g, frame->seat);

  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int c = gros_zone_at (g, grave, i);

      if (c != frame->target && gros_def (g, c)->type == GROS_CARD_TYPE_CREATURE
          && gros_filter_matches (g, &ab->filter, c, frame->card)
          && gros_attack_can_target (g, c, frame->seat, frame->target_seat))
        gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                                  frame->target_seat, c, GROS_NO_CARD);
    }
  /* Attacking is optional until the first Creature is picked. */
  if (frame->kind == CHOICE_FIRST_CREATURE)
    gros_handler_push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT,
                              GROS_NO_CARD, GROS_NO_CARD);
}

static void
grave_pair_choose (GrosRun          *r,
                   GrosFrame        *frame,
                   const GrosAction *a)
{
  GrosGame *g = r->g;
  GrosActionList left = { NULL, 0, 0 };
  int first = frame->target, second = a->target;
  guint seat = frame->seat, defender = frame->target_seat;
  GrosTraits     traits = gros_handler_frame_ability (g, frame)->attack_traits;

  if (a->kind != GROS_ACT_CHOOSE || second == GROS_NO_CARD)
    {
      gros_handler_pop_frame (r);
      return;
    }
  if (frame->kind == CHOICE_FIRST_CREATURE)
    {
      frame->kind = CHOICE_SECOND_CREATURE;
      frame->target = second;
      grave_pair_choices (g, frame, &left);
      if (left.len == 0)
        gros_handler_pop_frame (r);
      return;
    }
  gros_handler_pop_frame (r);
  if (g->attack.active || !gros_in_zone (g, first, GROS_ZONE_GRAVEYARD)
      || !gros_in_zone (g, second, GROS_ZONE_GRAVEYARD))
    return;
  gros_attack_begin (r, GROS_ATTACK_CREATURE, seat, defender, first, 0, &traits);
  if (gros_handler_combine_into_attack (r, second, seat))
    g->attack.extra_victims++;
}

static char *
creature_describe (const GrosGame   *g,
                   const GrosFrame  *frame,
                   const GrosAction *a,
                   GrosNamer        *namer)
{
  return g_strdup_printf (_("Attack Seat %u with %s"), frame->target_seat + 1,
                          gros_namer_card (namer, a->target));
}

/* ---- save-from-death -----------------------------------------------------------------
 * When another Character matching `filter` is about to die in its Movie, its controller may
 * pay `cost` popcorn to keep it in play (an activated use that is never offered alone). */
static void
never_enumerate (const GrosGame *g,
                 int             card,
                 guint           index,
                 guint           seat,
                 gboolean        reacting,
                 GrosActKind     kind,
                 GrosActionList *list)
{
}

static gboolean
save_before_kill (GrosRun *r,
                  int      card,
                  guint    index,
                  int      victim,
                  guint    killer_seat,
                  gboolean saving)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = &gros_def (g, card)->script->abilities[index];
  guint              seat = gros_handler_seat_of (g, card);

  if (!saving || victim == card || !gros_card_active (g, card)
      || gros_attack_ignores_character (g, card)
      || g->cards[victim].zone != g->cards[card].zone || !gros_handler_is_character (g, victim)
      || !gros_filter_matches (g, &ab->filter, victim, card)
      || gros_available_popcorn (g, seat) < ab->cost)
    return FALSE;
  return gros_handler_ask (r, seat, card, ab, CHOICE_SAVE, victim, killer_seat, 0);
}

static void
save_choices (const GrosGame  *g,
              const GrosFrame *frame,
              GrosActionList  *list)
{
  if (gros_available_popcorn (g, frame->seat) >= gros_handler_frame_ability (g, frame)->cost)
    gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                              frame->seat, frame->target, GROS_NO_CARD);
  gros_handler_push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT,
                            GROS_NO_CARD, GROS_NO_CARD);
}

static void
save_choose (GrosRun          *r,
             GrosFrame        *frame,
             const GrosAction *a)
{
  GrosGame *g = r->g;
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  int card = frame->card, victim = frame->target;
  guint seat = frame->seat, killer = frame->target_seat;

  gros_handler_pop_frame (r);
  if (!gros_in_zone (g, victim, GROS_ZONE_MOVIE))
    return;
  if (a->kind == GROS_ACT_CHOOSE && gros_pay (r, seat, ab->cost))
    {
      gros_emit_simple (r, GROS_EV_ABILITY, seat, card, victim, GROS_EFFECT_HANDLER);
      return;
    }
  gros_kill_now (r, victim, killer);
}

static char *
save_describe (const GrosGame   *g,
               const GrosFrame  *frame,
               const GrosAction *a,
               GrosNamer        *namer)
{
  return g_strdup_printf (_("Pay %d popcorn to save %s"),
                          gros_handler_frame_ability (g, frame)->cost,
                          gros_namer_card (namer, a->target));
}

/* ---- borrow-graveyard-traits ---------------------------------------------------------
 * A Creature played as an attack that may take any of the traits of the cards matching
 * `filter` in the attacked Movie's graveyard, BORROWED_TRAIT_BONUS Attack for each. It is
 * only played this way (the choice comes with the play). */
static void
borrow_enumerate (const GrosGame *g,
                  int             card,
                  guint           index,
                  guint           seat,
                  gboolean        reacting,
                  GrosActKind     kind,
                  GrosActionList *list)
{
  int avail = gros_available_popcorn (g, seat) - gros_def (g, card)->cost;

  if (kind != GROS_ACT_PLAY || !gros_handler_may_start_attack (g, seat, reacting)
      || g->seats[seat].creature_attacks_blocked)
    return;
  for (guint t = 0; t < g->n_seats; t++)
    if (gros_attack_can_target (g, card, seat, t) && gros_creature_attack_tax (g, card, t) <= avail)
      gros_handler_push_action (list, kind, seat, card, index + 1, t, GROS_NO_CARD, GROS_NO_CARD);
}

static void
borrow_resolve (GrosRun           *r,
                int                card,
                const GrosAbility *ab,
                const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (g->attack.active || a->target_seat >= g->n_seats)
    return;
  gros_pay (r, a->seat, gros_creature_attack_tax (g, card, a->target_seat));
  gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, card, 0, NULL);
  gros_handler_ask (r, a->seat, card, ab, CHOICE_BORROW_TRAIT, GROS_NO_CARD, a->target_seat, 0);
}

static void
borrow_choices (const GrosGame  *g,
                const GrosFrame *frame,
                GrosActionList  *list)
{
  const GrosAbility *ab = gros_handler_frame_ability (g, frame);
  guint grave = gros_graveyard_zone (g, frame->target_seat);
  GrosTraits have;

  if (!g->attack.active || g->attack.n_ops >= GROS_MAX_ATTACK_OPS)
    return;
  gros_attack_traits (g, &have);
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int c = gros_zone_at (g, grave, i);
      const GrosTraits *traits = &gros_def (g, c)->traits;

      if (!gros_filter_matches (g, &ab->filter, c, frame->card))
        continue;
      for (guint t = 0; t < GROS_MAX_TRAITS; t++)
        if (gros_traits_has (traits, t) && !gros_traits_has (&have, t))
          {
            gros_traits_add (&have, t);
            gros_handler_push_action (list, GROS_ACT_CHOOSE, frame->seat, frame->card, frame->mode,
                                      frame->target_seat, c, t);
          }
    }
  if (list->len > 0)
    gros_handler_push_action (list, GROS_ACT_PASS, frame->seat, GROS_NO_CARD, 0, GROS_NO_SEAT,
                              GROS_NO_CARD, GROS_NO_CARD);
}

static void
borrow_choose (GrosRun          *r,
               GrosFrame        *frame,
               const GrosAction *a)
{
  GrosGame *g = r->g;
  GrosActionList left = { NULL, 0, 0 };

  if (a->kind != GROS_ACT_CHOOSE || a->extra < 0 || a->extra >= GROS_MAX_TRAITS
      || !g->attack.active)
    {
      gros_handler_pop_frame (r);
      return;
    }
  g->attack.traits_add[a->extra >> 6] |= (uint64_t) 1 << (a->extra & 63);
  gros_attack_add_op (r, 0, GROS_OP_ADD, BORROWED_TRAIT_BONUS);
  borrow_choices (g, frame, &left);
  if (left.len == 0)
    gros_handler_pop_frame (r);
}

static char *
borrow_describe (const GrosGame   *g,
                 const GrosFrame  *frame,
                 const GrosAction *a,
                 GrosNamer        *namer)
{
  return g_strdup_printf (_("Take the trait '%s' (+%d Attack)"),
                          gros_card_db_trait_name (g->db, a->extra), BORROWED_TRAIT_BONUS);
}

/* ---- character-psycho-attack ---------------------------------------------------------
 * Its controller picks one of their Characters matching `filter` (target) not yet picked
 * this turn: an attack on another Movie with that Character's Defense and Props, and the
 * use's traits. */
static void
psycho_character_enumerate (const GrosGame *g,
                            int             card,
                            guint           index,
                            guint           seat,
                            gboolean        reacting,
                            GrosActKind     kind,
                            GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int all[GROS_MAX_CARDS];
  int avail = gros_available_popcorn (g, seat) - ab->cost;
  guint n;

  if (kind != GROS_ACT_ACTIVATE || !gros_handler_may_start_attack (g, seat, reacting))
    return;
  n = gros_handler_movie_characters (g, seat, TRUE, all);
  for (guint i = 0; i < n; i++)
    {
      if (!gros_filter_matches (g, &ab->filter, all[i], card)
          || gros_handler_has_grant (g, all[i], GROS_GRANT_MARK, card))
        continue;
      for (guint t = 0; t < g->n_seats; t++)
        if (t != seat && gros_attack_tax (g, t, &ab->attack_traits) <= avail)
          gros_handler_push_action (list, kind, seat, card, index + 1, t, all[i], GROS_NO_CARD);
    }
}

static void
psycho_character_resolve (GrosRun           *r,
                          int                card,
                          const GrosAbility *ab,
                          const GrosAction  *a)
{
  GrosGame *g = r->g;

  if (a->target == GROS_NO_CARD || !gros_in_zone (g, a->target, GROS_ZONE_MOVIE)
      || !gros_pay (r, a->seat, gros_attack_tax (g, a->target_seat, &ab->attack_traits)))
    return;
  gros_handler_add_grant_quiet (g, a->target, GROS_GRANT_MARK, 0, 0, GROS_UNTIL_END_OF_TURN, card);
  gros_handler_ability_attack (r, ab, a->seat, a->target_seat,
                               gros_character_total (g, a->target, FALSE));
}

/* ---- reanimate-restricted ------------------------------------------------------------
 * A Character matching `filter` from its controller's graveyard (target) comes back into
 * their Movie with the use's traits; from then on it only takes Props with the trait of
 * `per` (the first trait its filter requires). */
static void
reanimate_restricted_enumerate (const GrosGame *g,
                                int             card,
                                guint           index,
                                guint           seat,
                                gboolean        reacting,
                                GrosActKind     kind,
                                GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint grave = gros_graveyard_zone (g, seat);

  if (kind != GROS_ACT_ACTIVATE || reacting)
    return;
  for (guint i = 0; i < gros_zone_size (g, grave); i++)
    {
      int c = gros_zone_at (g, grave, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_CHARACTER
          && gros_filter_matches (g, &ab->filter, c, card))
        gros_handler_push_action (list, kind, seat, card, index + 1, seat, c, GROS_NO_CARD);
    }
}

static void
reanimate_restricted_resolve (GrosRun           *r,
                              int                card,
                              const GrosAbility *ab,
                              const GrosAction  *a)
{
  GrosGame *g = r->g;
  int c = a->target;

  if (c == GROS_NO_CARD || !gros_in_zone (g, c, GROS_ZONE_GRAVEYARD))
    return;
  gros_move (r, c, GROS_ZONE_ID (GROS_ZONE_MOVIE, a->seat), FALSE);
  g->cards[c].flags |= GROS_CARD_CAST_THIS_TURN;
  gros_handler_grant_traits (r, c, &ab->attack_traits);
  for (guint t = 0; t < GROS_MAX_TRAITS; t++)
    if (gros_traits_has (&ab->per_filter.all, t))
      {
        gros_handler_add_grant_quiet (g, c, GROS_GRANT_PROPS_ONLY, t, 0, GROS_UNTIL_GAME_END, c);
        break;
      }
}

/* ---- sacrifice-monster-attack --------------------------------------------------------
 * Banked on its controller's turn by killing one of their Characters (target); the
 * Creature under it may then attack another Movie (target_seat; their own for none) for
 * free, with twice the sacrificed Character's Defense added. */
static void
sacrifice_monster_enumerate (const GrosGame *g,
                             int             card,
                             guint           index,
                             guint           seat,
                             gboolean        reacting,
                             GrosActKind     kind,
                             GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  int                creature = gros_handler_creature_under (g, card, TRUE);
  int all[GROS_MAX_CARDS];
  guint n;

  if (kind != GROS_ACT_BANK || reacting || creature == GROS_NO_CARD)
    return;
  n = gros_handler_movie_characters (g, seat, TRUE, all);
  for (guint i = 0; i < n; i++)
    if (gros_filter_matches (g, &ab->filter, all[i], card))
      gros_handler_push_attack_targets (g, card, index, seat, reacting, kind, all[i], creature,
                                        creature, TRUE, list);
}

static void
sacrifice_monster_resolve (GrosRun           *r,
                           int                card,
                           const GrosAbility *ab,
                           const GrosAction  *a)
{
  GrosGame *g = r->g;
  int       creature = gros_handler_creature_under (g, card, TRUE);
  int bonus;

  if (a->target == GROS_NO_CARD || !gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
    return;
  bonus = 2 * gros_defense_of (g, a->target, FALSE);
  gros_kill (r, a->target, a->seat);
  if (a->target_seat == a->seat || creature == GROS_NO_CARD || g->attack.active
      || a->target_seat >= g->n_seats)
    return;
  g->cards[creature].flags &= ~GROS_CARD_FACE_DOWN;
  gros_reveal (r, creature);
  gros_move (r, creature, GROS_ZONE_TABLE, FALSE);
  gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, creature, 0, NULL);
  if (bonus != 0)
    gros_attack_add_op (r, 0, GROS_OP_ADD, bonus);
}

/* ---- The table ---------------------------------------------------------------------- */

const GrosHandler gros_graveyard_handlers[] = {
  { .name = "deck-bottom-with-graveyard", .resolve = deck_bottom_grave_resolve },
  { .name = "gun-from-graveyard", .enumerate = gun_enumerate, .resolve = gun_resolve },
  { .name = "cyborg",
    .enumerate = cyborg_enumerate,
    .resolve = cyborg_resolve,
    .bank_points = gros_handler_target_printed_defense },
  { .name = "graveyard-deck-swap", .enumerate = deck_swap_enumerate, .resolve = deck_swap_resolve },
  { .name = "graveyard-character-attack",
    .enumerate = grave_character_enumerate,
    .resolve = grave_character_resolve },
  { .name = "graveyard-uprising",
    .resolve = uprising_resolve,
    .choices = uprising_choices,
    .choose = uprising_choose,
    .describe = bring_back_describe },
  { .name = "graveyard-combined-attack",
    .enumerate = grave_pair_enumerate,
    .resolve = grave_pair_resolve,
    .choices = grave_pair_choices,
    .choose = grave_pair_choose,
    .describe = creature_describe },
  { .name = "save-from-death",
    .enumerate = never_enumerate,
    .choices = save_choices,
    .choose = save_choose,
    .before_kill = save_before_kill,
    .describe = save_describe },
  { .name = "borrow-graveyard-traits",
    .enumerate = borrow_enumerate,
    .resolve = borrow_resolve,
    .choices = borrow_choices,
    .choose = borrow_choose,
    .describe = borrow_describe,
    .flags = GROS_HANDLER_REPLACES_PLAY | GROS_HANDLER_EXTRA_TRAIT },
  { .name = "character-psycho-attack",
    .enumerate = psycho_character_enumerate,
    .resolve = psycho_character_resolve },
  { .name = "reanimate-restricted",
    .enumerate = reanimate_restricted_enumerate,
    .resolve = reanimate_restricted_resolve },
  { .name = "sacrifice-monster-attack",
    .enumerate = sacrifice_monster_enumerate,
    .resolve = sacrifice_monster_resolve },
  { .name = "prop-from-graveyard",
    .enumerate = gros_handler_grave_prop_enumerate,
    .resolve = gun_resolve },
};
const guint gros_graveyard_handlers_count = G_N_ELEMENTS (gros_graveyard_handlers);
