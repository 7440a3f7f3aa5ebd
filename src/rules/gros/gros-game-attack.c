/* gros-game-attack.c: declaring an attack, its reaction window, victims, and its end. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "gros-game-private.h"

gboolean
gros_attack_can_target (const GrosGame *g,
                        int             creature,
                        guint           attacker,
                        guint           defender)
{
  const GrosScript *script = gros_script (g, creature);

  if (defender == attacker || defender >= g->n_seats)
    return FALSE;
  if (gros_traits_001 (g))
    {
      GrosTraits traits;

      gros_card_traits (g, creature, &traits);
      if (gros_aquatic_barred (g, &traits, defender))
        return FALSE;
    }
  if (script == NULL)
    return TRUE;
  for (guint m = 0; m < script->n_mods; m++)
    {
      const GrosModifier *mod = &script->mods[m];
      gboolean holds;

      if (mod->kind != GROS_MOD_CANNOT_ATTACK)
        continue;
      /* The condition speaks of the Movie it would attack, which is not yet "the target". */
      if (mod->cond.kind == GROS_COND_TARGET_LOCATION || mod->cond.kind == GROS_COND_LOCATION_TRAIT)
        holds = gros_movie_location_matches (g, defender, &mod->cond.filter);
      else
        holds = gros_cond_holds (g, &mod->cond, creature);
      if (mod->cond.negate && (mod->cond.kind == GROS_COND_TARGET_LOCATION
                               || mod->cond.kind == GROS_COND_LOCATION_TRAIT))
        holds = !holds;
      if (holds)
        return FALSE;
    }
  return TRUE;
}

gboolean
gros_attack_is_creature (const GrosGame *g)
{
  const GrosAttack *a = &g->attack;

  if (!a->active)
    return FALSE;
  /* Games saved before rules revision 1 counted only a Creature card's attack. */
  if (g->params.rules_revision < 1)
    return a->kind == GROS_ATTACK_CREATURE;
  /* 000 "Attacks": "A Player initiates a Creature attack when playing a Creature card on
   * another Player's Movie or when a card states that an attack is made"; Duels and Brawls
   * are the "special types of attacks" beside them. */
  return a->kind != GROS_ATTACK_DUEL && a->kind != GROS_ATTACK_BRAWL;
}

gboolean
gros_aquatic_barred (const GrosGame   *g,
                     const GrosTraits *traits,
                     guint             defender)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, defender);
  GrosFilter aquatic = { 0 };
  gboolean has_location = FALSE;

  /* 001 "Aquatic": "Aquatic creatures cannot target a movie that has a location that isn't
   * aquatic. Aquatic creatures can attack movies that have no location." A Location combined
   * with another is one Location: the Movie's is Aquatic when one of its cards is. */
  if (!gros_traits_001 (g) || !gros_traits_has (traits, GROS_TRAIT_AQUATIC))
    return FALSE;
  for (guint i = 0; i < gros_zone_size (g, zone) && !has_location; i++)
    {
      int c = gros_zone_at (g, zone, i);

      has_location = gros_def (g, c)->type == GROS_CARD_TYPE_LOCATION && gros_card_active (g, c);
    }
  gros_traits_add (&aquatic.any, GROS_TRAIT_AQUATIC);
  return has_location && !gros_movie_location_matches (g, defender, &aquatic);
}

void
gros_attack_add_op (GrosRun *r,
                    guint    side,
                    guint    op,
                    int      value)
{
  GrosGame *g = r->g;
  GrosAttackOp *o;

  if (g->attack.n_ops >= GROS_MAX_ATTACK_OPS)
    return;
  o = &g->attack.ops[g->attack.n_ops++];
  o->side = side;
  o->op = op;
  o->value = value;
  gros_emit_simple (r, GROS_EV_ATTACK_CHANGE, g->attack.attacker, GROS_NO_CARD, GROS_NO_CARD,
                    gros_attack_total (g) - gros_defense_total (g));
}

void
gros_attack_begin (GrosRun          *r,
                   GrosAttackKind    kind,
                   guint             attacker,
                   guint             defender,
                   int               origin,
                   int               base_attack,
                   const GrosTraits *extra_traits)
{
  GrosGame *g = r->g;
  GrosAttack *a = &g->attack;
  GrosEvent ev = { 0 };

  memset (a, 0, sizeof *a);
  a->active = TRUE;
  a->kind = kind;
  a->attacker = attacker;
  a->defender = defender;
  a->origin = origin;
  a->base_attack = base_attack;
  for (guint i = 0; i < G_N_ELEMENTS (a->combined); i++)
    a->combined[i] = GROS_NO_CARD;
  a->victim_hint = GROS_NO_CARD;
  a->redirect = GROS_NO_CARD;
  a->victims_left = 1;
  if (extra_traits != NULL)
    {
      a->traits_add[0] = extra_traits->bits[0];
      a->traits_add[1] = extra_traits->bits[1];
    }
  /* The attacker may answer first; then each seat in turn, until all pass. */
  a->reacting = attacker;

  if (origin != GROS_NO_CARD && kind != GROS_ATTACK_DUEL && kind != GROS_ATTACK_BRAWL
      && !gros_in_zone (g, origin, GROS_ZONE_MOVIE))
    gros_move (r, origin, GROS_ZONE_TABLE, FALSE);

  if (r->emit != NULL)
    {
      ev.kind = GROS_EV_ATTACK;
      ev.seat = attacker;
      ev.target_seat = defender;
      ev.card = origin;
      ev.target = GROS_NO_CARD;
      ev.value = gros_attack_total (g) - gros_defense_total (g);
      r->emit (g, &ev, r->data);
    }
}

void
gros_attack_pass (GrosRun *r)
{
  GrosGame *g = r->g;

  g->attack.passes++;
  g->attack.reacting = gros_next_seat (g, g->attack.reacting);
}

static gboolean
is_unlucky (const GrosGame *g,
            int             card)
{
  return gros_has_trait (g, card, GROS_TRAIT_UNLUCKY) || gros_has_mod (g, card, GROS_MOD_UNLUCKY);
}

static gboolean
is_protected (const GrosGame *g,
              int             card)
{
  GROS_FOR_ZONE_MATES (g, card, i)
    {
      const GrosScript *script;

      if (g->cards[i].host != card || !gros_card_active (g, i))
        continue;
      script = gros_script (g, i);
      for (guint m = 0; script != NULL && m < script->n_mods; m++)
        if (script->mods[m].kind == GROS_MOD_PROTECT && script->mods[m].target == GROS_SCOPE_HOST)
          return TRUE;
    }
  return gros_has_mod (g, card, GROS_MOD_PROTECT);
}

/* Who may die: Characters of the attacked Movie, 'Unlucky' ones first, protected ones last. */
static guint
collect_victims (const GrosGame *g,
                 int            *out)
{
  const GrosAttack *a = &g->attack;
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, a->defender);
  gboolean creature = gros_attack_is_creature (g);
  int all[GROS_MAX_CARDS];
  guint n_all = 0, n = 0;
  gboolean any_unlucky = FALSE, any_unprotected = FALSE;

  if ((a->kind == GROS_ATTACK_DUEL || a->kind == GROS_ATTACK_BRAWL))
    {
      if (a->victim_hint != GROS_NO_CARD && gros_in_zone (g, a->victim_hint, GROS_ZONE_MOVIE))
        out[n++] = a->victim_hint;
      return n;
    }
  if (a->redirect != GROS_NO_CARD && gros_in_zone (g, a->redirect, GROS_ZONE_MOVIE))
    {
      out[0] = a->redirect;
      return 1;
    }

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);
      gboolean character = gros_def (g, c)->type == GROS_CARD_TYPE_CHARACTER
                           || g->cards[c].stat_override != GROS_STAT_OVERRIDE_NONE;

      if (!character || (g->cards[c].flags & GROS_CARD_FACE_DOWN) || g->cards[c].host != GROS_NO_CARD)
        continue;
      if (gros_has_trait (g, c, GROS_TRAIT_CREW))
        continue;
      if (creature && gros_has_mod (g, c, GROS_MOD_NOT_ATTACK_VICTIM))
        continue;
      if (a->victim_hint != GROS_NO_CARD && c != a->victim_hint)
        continue;
      all[n_all++] = c;
      any_unlucky |= is_unlucky (g, c);
    }
  for (guint i = 0; i < n_all; i++)
    if (!any_unlucky || is_unlucky (g, all[i]))
      any_unprotected |= !is_protected (g, all[i]);
  for (guint i = 0; i < n_all; i++)
    {
      if (any_unlucky && !is_unlucky (g, all[i]))
        continue;
      if (creature && any_unprotected && is_protected (g, all[i]) && !is_unlucky (g, all[i]))
        continue;
      out[n++] = all[i];
    }
  return n;
}

void
gros_attack_enumerate_victims (const GrosGame *g,
                               GrosActionList *list)
{
  int victims[GROS_MAX_CARDS];
  guint n = collect_victims (g, victims);

  for (guint i = 0; i < n; i++)
    {
      GrosAction a = { 0 };

      a.kind = GROS_ACT_CHOOSE_VICTIM;
      a.seat = g->attack.attacker;
      a.card = g->attack.origin;
      a.target = victims[i];
      a.target_seat = g->attack.defender;
      a.extra = GROS_NO_CARD;
      gros_list_push (list, &a);
    }
}

void
gros_attack_close_window (GrosRun *r)
{
  GrosGame *g = r->g;
  GrosAttack *a = &g->attack;

  a->success = gros_attack_would_succeed (g);
  a->resolved = TRUE;
  a->victims_left = a->success ? 1 + a->extra_victims : 0;
  gros_emit_simple (r, GROS_EV_ATTACK_RESULT, a->attacker, a->origin, GROS_NO_CARD, a->success);

  /* Abilities that act on the outcome (some replace killing a victim), the attacking
   * card's and those of the attacked Movie. */
  if (a->origin != GROS_NO_CARD && gros_script (g, a->origin) != NULL)
    gros_fire_triggers (r, a->origin, GROS_TRIGGER_ATTACK_RESOLVED, a->defender);
  gros_fire_seat_triggers (r, a->defender, GROS_TRIGGER_DEFENDED);

  /* A Duel or Brawl that fails costs the one who started it; but a 'Vampire' Duel is
   * non-lethal (000 "Vampire"), for the Vampire too. */
  if (!a->success && (a->kind == GROS_ATTACK_DUEL || a->kind == GROS_ATTACK_BRAWL)
      && a->origin != GROS_NO_CARD && gros_in_zone (g, a->origin, GROS_ZONE_MOVIE))
    {
      if (a->kind == GROS_ATTACK_BRAWL)
        gros_knock_out (r, a->origin);
      else if (!gros_has_trait (g, a->origin, GROS_TRAIT_VAMPIRE))
        gros_kill (r, a->origin, a->defender);
    }
}

void
gros_attack_choose_victim (GrosRun          *r,
                           const GrosAction *action)
{
  GrosGame *g = r->g;
  GrosAttack *a = &g->attack;
  int victim = action->target;

  /* A Plot Twist of the attacked Movie may take the chosen victim's death over. */
  if (a->kind != GROS_ATTACK_BRAWL && a->kind != GROS_ATTACK_DUEL
      && gros_handlers_victim_chosen (r, victim))
    {
      if (a->victims_left > 0)
        a->victims_left--;
      return;
    }

  switch (a->kind)
    {
    case GROS_ATTACK_BRAWL:
      gros_knock_out (r, victim);
      break;
    case GROS_ATTACK_DUEL:
      if (a->origin != GROS_NO_CARD && gros_has_trait (g, a->origin, GROS_TRAIT_VAMPIRE))
        {
          /* A Vampire's Duel is not lethal: the victim turns Ghoul (once is enough). */
          if (!gros_has_trait (g, victim, GROS_TRAIT_GHOUL))
            gros_add_grant (r, victim, GROS_GRANT_ADD_TRAIT, GROS_TRAIT_GHOUL, 0, GROS_UNTIL_GAME_END,
                            a->origin);
          break;
        }
      gros_kill (r, victim, a->attacker);
      break;
    default:
      gros_kill (r, victim, a->attacker);
      break;
    }
  if (a->victims_left > 0)
    a->victims_left--;
}

void
gros_attack_finish (GrosRun *r)
{
  GrosGame *g = r->g;
  GrosAttack *a = &g->attack;

  /* After-attack abilities of the attacking cards (return to hand, bottom of deck, mill). */
  {
    GrosTrigger outcome = a->success ? GROS_TRIGGER_ATTACK_SUCCESS : GROS_TRIGGER_ATTACK_FAILURE;

    if (a->origin != GROS_NO_CARD && g->cards[a->origin].zone == GROS_ZONE_TABLE)
      gros_fire_triggers (r, a->origin, outcome, a->defender);
    for (guint i = 0; i < G_N_ELEMENTS (a->combined); i++)
      if (a->combined[i] != GROS_NO_CARD && g->cards[a->combined[i]].zone == GROS_ZONE_TABLE)
        gros_fire_triggers (r, a->combined[i], outcome, a->defender);
  }

  /* The Creature and everything spent in the attack go to their owners' graveyards. */
  if (a->origin != GROS_NO_CARD && g->cards[a->origin].zone == GROS_ZONE_TABLE)
    {
      if (a->after_flags & GROS_AFTER_REMOVE)
        gros_move (r, a->origin, GROS_ZONE_ID (GROS_ZONE_REMOVED, MIN (g->cards[a->origin].owner,
                                                                       GROS_SHARED_SEAT)), FALSE);
      else if (a->after_flags & GROS_AFTER_TO_SEAT_HAND)
        gros_move (r, a->origin, GROS_ZONE_ID (GROS_ZONE_HAND, a->after_seat), FALSE);
      else if (a->after_flags & GROS_AFTER_RETURN_TO_HAND)
        gros_move (r, a->origin, GROS_ZONE_ID (GROS_ZONE_HAND, MIN (g->cards[a->origin].owner,
                                                                    g->n_seats - 1)), FALSE);
      else
        gros_discard (r, a->origin);
    }
  for (guint i = 0; i < G_N_ELEMENTS (a->combined); i++)
    if (a->combined[i] != GROS_NO_CARD && g->cards[a->combined[i]].zone == GROS_ZONE_TABLE)
      gros_discard (r, a->combined[i]);
  for (guint i = gros_zone_size (g, GROS_ZONE_TABLE); i > 0; i--)
    {
      int c = gros_zone_at (g, GROS_ZONE_TABLE, i - 1);

      if (g->cards[c].aux == GROS_AUX_BACK_TO_HAND)
        gros_move (r, c, GROS_ZONE_ID (GROS_ZONE_HAND, MIN (g->cards[c].owner, g->n_seats - 1)), FALSE);
      else if (g->cards[c].flags & GROS_CARD_SPENT)
        gros_discard (r, c);
    }
  gros_drop_grants (g, -1, GROS_UNTIL_END_OF_ATTACK);
  for (guint c = 0; c < g->n_cards; c++)
    if (gros_in_zone (g, c, GROS_ZONE_MOVIE) && (gros_script (g, c) != NULL))
      {
        /* Once-per-attack abilities are ready again. */
        const GrosScript *script = gros_script (g, c);

        for (guint k = 0; k < script->n_abilities; k++)
          if (script->abilities[k].flags & GROS_USE_ONCE_PER_ATTACK)
            g->cards[c].flags &= ~GROS_CARD_USED;
      }
  memset (a, 0, sizeof *a);
  a->origin = GROS_NO_CARD;
  a->victim_hint = GROS_NO_CARD;
  a->redirect = GROS_NO_CARD;
  for (guint i = 0; i < G_N_ELEMENTS (a->combined); i++)
    a->combined[i] = GROS_NO_CARD;
}

gboolean
gros_attack_start_queued (GrosRun *r)
{
  GrosGame *g = r->g;

  for (guint k = 0; k < g->n_seats; k++)
    {
      guint seat = (g->active + k) % g->n_seats;
      GrosSeat *s = &g->seats[seat];
      GrosTraits traits = { { 0, 0 } };
      const GrosScript *script;
      guint defender;

      if (s->queued_target == 0)
        continue;
      defender = s->queued_target - 1;
      s->queued_target = 0;
      if (defender >= g->n_seats || defender == seat)
        continue;
      script = s->queued_card >= 0 && s->queued_card < g->n_cards
               ? gros_def (g, s->queued_card)->script : NULL;
      if (script != NULL && s->queued_mode > 0 && s->queued_mode <= script->n_abilities)
        traits = script->abilities[s->queued_mode - 1].attack_traits;
      gros_attack_begin (r, GROS_ATTACK_EFFECT, seat, defender, GROS_NO_CARD, s->queued_strength,
                         &traits);
      return TRUE;
    }
  return FALSE;
}
