/* gros-game-stats.c: traits, filters, conditions, and every Defense and Attack figure. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "gros-game-private.h"

static const guint opposed[][2] = {
  { GROS_TRAIT_SMART, GROS_TRAIT_DUMB },
  { GROS_TRAIT_YOUNG, GROS_TRAIT_OLD },
  { GROS_TRAIT_MALE, GROS_TRAIT_FEMALE },
  { GROS_TRAIT_LARGE, GROS_TRAIT_SMALL },
};

/* A gained trait nullifies the one opposed to it. */
static void
gain_trait (GrosTraits *t,
            guint       trait)
{
  for (guint i = 0; i < G_N_ELEMENTS (opposed); i++)
    {
      if (opposed[i][0] == trait)
        gros_traits_remove (t, opposed[i][1]);
      else if (opposed[i][1] == trait)
        gros_traits_remove (t, opposed[i][0]);
    }
  gros_traits_add (t, trait);
}

static void
gain_traits (GrosTraits       *t,
             const GrosTraits *gained)
{
  for (guint w = 0; w < 2; w++)
    for (uint64_t bits = gained->bits[w]; bits != 0; bits &= bits - 1)
      gain_trait (t, w * 64 + __builtin_ctzll (bits));
}

static void base_traits (const GrosGame *g, int card, GrosTraits *out);

/* 'Swarm' attacks treat the attacked Movie's 'Weapon' Props, and 'Vampire' attacks its
 * 'Ghoul's (with what they carry), as Knocked Out until the attack is over. */
static gboolean
suppressed_by_attack (const GrosGame *g,
                      int             card)
{
  const GrosCardState *c = &g->cards[card];
  const GrosCardDef *def = gros_def (g, card);
  GrosTraits own, holder_traits, attack;
  gboolean weapon = FALSE, ghoul = FALSE;
  int holder;

  if (GROS_ZONE_SEAT (c->zone) != g->attack.defender)
    return FALSE;
  base_traits (g, card, &own);
  if (def->type == GROS_CARD_TYPE_PROP)
    weapon = gros_traits_has (&own, GROS_TRAIT_WEAPON);
  holder = def->type == GROS_CARD_TYPE_PROP ? c->host : card;
  if (holder != GROS_NO_CARD)
    {
      base_traits (g, holder, &holder_traits);
      ghoul = gros_traits_has (&holder_traits, GROS_TRAIT_GHOUL);
    }
  if (!weapon && !ghoul)
    return FALSE;
  /* Printed traits and grants only: the full evaluation would ask whether cards are
   * active, which is the question being answered. */
  memset (&attack, 0, sizeof attack);
  if (g->attack.origin != GROS_NO_CARD)
    base_traits (g, g->attack.origin, &attack);
  for (guint i = 0; i < G_N_ELEMENTS (g->attack.combined); i++)
    if (g->attack.combined[i] != GROS_NO_CARD)
      {
        GrosTraits t;

        base_traits (g, g->attack.combined[i], &t);
        attack.bits[0] |= t.bits[0];
        attack.bits[1] |= t.bits[1];
      }
  attack.bits[0] |= g->attack.traits_add[0];
  attack.bits[1] |= g->attack.traits_add[1];
  if (ghoul && gros_traits_has (&attack, GROS_TRAIT_VAMPIRE))
    return TRUE;
  /* 001's 'Swarm' takes a Gun's Defense only (gros_defense_of), it knocks nothing out. */
  return weapon && gros_traits_has (&attack, GROS_TRAIT_SWARM) && !gros_traits_001 (g)
         && !gros_has_mod (g, card, GROS_MOD_SWARM_PROOF);
}

gboolean
gros_card_active (const GrosGame *g,
                  int             card)
{
  const GrosCardState *c = &g->cards[card];

  if (c->zone == GROS_ZONE_TABLE || GROS_ZONE_KIND (c->zone) != GROS_ZONE_MOVIE)
    return FALSE;
  if (c->flags & (GROS_CARD_FACE_DOWN | GROS_CARD_KNOCKED_OUT))
    return FALSE;
  /* Attachments of a Knocked Out card are Knocked Out too. */
  for (int host = c->host, depth = 0; host != GROS_NO_CARD && depth < 4; depth++)
    {
      if (g->cards[host].flags & GROS_CARD_KNOCKED_OUT)
        return FALSE;
      host = g->cards[host].host;
    }
  if (g->attack.active && suppressed_by_attack (g, card))
    return FALSE;
  return TRUE;
}

/* Traits before continuous grants from attached cards, used where a full evaluation could
 * recurse (the conditions of trait grants themselves). */
static void
base_traits (const GrosGame *g,
             int             card,
             GrosTraits     *out)
{
  *out = gros_def (g, card)->traits;
  for (guint i = 0; i < g->n_grants; i++)
    {
      const GrosGrant *grant = &g->grants[i];

      if (grant->card != card)
        continue;
      if (grant->kind == GROS_GRANT_ADD_TRAIT)
        gain_trait (out, grant->trait);
      else if (grant->kind == GROS_GRANT_REMOVE_TRAIT)
        gros_traits_remove (out, grant->trait);
    }
}

/* Whether @card is of one of @types. A projection's blank card (GROS_HIDDEN_DEF) is of no
 * type its viewer knows: the figures asked of a view count only what the viewer may. */
static inline gboolean
of_types (const GrosGame *g,
          int             card,
          guint           types)
{
  return g->cards[card].def != GROS_HIDDEN_DEF && (types & (1u << gros_def (g, card)->type));
}

static gboolean
base_filter_matches (const GrosGame   *g,
                     const GrosFilter *f,
                     int               card)
{
  GrosTraits t;

  if (f->types != 0 && !of_types (g, card, f->types))
    return FALSE;
  if (f->named != 0 && f->named != g->cards[card].def + 1)
    return FALSE;
  base_traits (g, card, &t);
  if (!gros_traits_contains_all (&t, &f->all))
    return FALSE;
  if (!gros_traits_is_empty (&f->any) && !gros_traits_intersects (&t, &f->any))
    return FALSE;
  if (gros_traits_intersects (&t, &f->none))
    return FALSE;
  return TRUE;
}

static void
apply_grant_mods (const GrosGame   *g,
                  int               source,
                  const GrosScript *script,
                  guint             target,
                  GrosTraits       *out)
{
  for (guint m = 0; m < script->n_mods; m++)
    {
      const GrosModifier *mod = &script->mods[m];

      if (mod->kind != GROS_MOD_GRANT_TRAITS || mod->target != target)
        continue;
      if (mod->cond.kind == GROS_COND_HOST_MATCHES)
        {
          int host = g->cards[source].host;
          gboolean holds = host != GROS_NO_CARD && base_filter_matches (g, &mod->cond.filter, host);

          if (holds == (mod->cond.negate != 0))
            continue;
        }
      gain_traits (out, &mod->per_filter.any);
      for (guint w = 0; w < 2; w++)
        out->bits[w] &= ~mod->per_filter.none.bits[w];
    }
}

void
gros_card_traits (const GrosGame *g,
                  int             card,
                  GrosTraits     *out)
{
  const GrosScript *own = gros_script (g, card);

  base_traits (g, card, out);
  if (!gros_in_zone (g, card, GROS_ZONE_MOVIE))
    return;
  if (own != NULL && gros_card_active (g, card))
    apply_grant_mods (g, card, own, GROS_SCOPE_SELF, out);
  GROS_FOR_ZONE_MATES (g, card, i)
    {
      const GrosScript *script;

      if ((int) i == card || !gros_card_active (g, i))
        continue;
      script = gros_script (g, i);
      if (script == NULL)
        continue;
      if (g->cards[i].host == card)
        apply_grant_mods (g, i, script, GROS_SCOPE_HOST, out);
      /* Trait auras match on printed traits, so auras cannot feed each other. */
      for (guint m = 0; m < script->n_mods; m++)
        if (script->mods[m].kind == GROS_MOD_AURA_TRAITS
            && base_filter_matches (g, &script->mods[m].per_filter, card))
          gain_traits (out, &script->mods[m].grant);
    }
}

gboolean
gros_has_trait (const GrosGame *g,
                     int             card,
                     guint           trait)
{
  GrosTraits t;

  gros_card_traits (g, card, &t);
  return gros_traits_has (&t, trait);
}

gboolean
gros_filter_matches (const GrosGame   *g,
                     const GrosFilter *f,
                     int               card,
                     int               self)
{
  GrosTraits t;

  if (f->exclude_self && card == self)
    return FALSE;
  if (f->types != 0 && !of_types (g, card, f->types))
    {
      /* A card cast as a Character (a stat override in play) counts as one. */
      if (!(f->types & (1u << GROS_CARD_TYPE_CHARACTER))
          || g->cards[card].stat_override == GROS_STAT_OVERRIDE_NONE)
        return FALSE;
    }
  if (f->named != 0 && f->named != g->cards[card].def + 1)
    return FALSE;
  gros_card_traits (g, card, &t);
  if (!gros_traits_contains_all (&t, &f->all))
    return FALSE;
  if (!gros_traits_is_empty (&f->any) && !gros_traits_intersects (&t, &f->any))
    return FALSE;
  if (gros_traits_intersects (&t, &f->none))
    return FALSE;
  return TRUE;
}

static guint
movie_seat_of (const GrosGame *g,
               int             self)
{
  if (gros_in_zone (g, self, GROS_ZONE_MOVIE))
    return GROS_ZONE_SEAT (g->cards[self].zone);
  return MIN (g->cards[self].owner, g->n_seats - 1);
}

static guint
count_movie (const GrosGame   *g,
             guint             seat,
             const GrosFilter *filter,
             int               self)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  guint n = 0;

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (gros_card_active (g, c) && gros_filter_matches (g, filter, c, self))
        n++;
    }
  return n;
}

static guint
count_zone (const GrosGame   *g,
            guint             zone,
            const GrosFilter *filter,
            int               self)
{
  guint n = 0;

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    if (gros_filter_matches (g, filter, gros_zone_at (g, zone, i), self))
      n++;
  return n;
}

guint
gros_count_in_scope (const GrosGame   *g,
                     guint             scope,
                     const GrosFilter *filter,
                     int               self)
{
  guint n = 0;

  switch (scope)
    {
    case GROS_SCOPE_SELF:
      return gros_filter_matches (g, filter, self, GROS_NO_CARD) ? 1 : 0;
    case GROS_SCOPE_HOST:
      return g->cards[self].host != GROS_NO_CARD
             && gros_filter_matches (g, filter, g->cards[self].host, self) ? 1 : 0;
    case GROS_SCOPE_ATTACHED:
      GROS_FOR_ZONE_MATES (g, self, i)
        if (g->cards[i].host == self && gros_card_active (g, i)
            && gros_filter_matches (g, filter, i, self))
          n++;
      return n;
    case GROS_SCOPE_OWN_MOVIE:
      return count_movie (g, movie_seat_of (g, self), filter, self);
    case GROS_SCOPE_TARGET_MOVIE:
      if (!g->attack.active)
        return 0;
      return count_movie (g, g->attack.defender, filter, self);
    case GROS_SCOPE_OWN_GRAVEYARD:
      return count_zone (g, gros_graveyard_zone (g, g->cards[self].owner), filter, self);
    case GROS_SCOPE_TARGET_GRAVEYARD:
      if (!g->attack.active)
        return 0;
      return count_zone (g, gros_graveyard_zone (g, g->attack.defender), filter, self);
    case GROS_SCOPE_ANY_MOVIE:
      for (guint s = 0; s < g->n_seats; s++)
        n += count_movie (g, s, filter, self);
      return n;
    case GROS_SCOPE_OWN_HAND:
      return count_zone (g, GROS_ZONE_ID (GROS_ZONE_HAND, MIN (g->cards[self].owner, g->n_seats - 1)),
                         filter, self);
    default:
      return 0;
    }
}

int
gros_location_of (const GrosGame *g,
                  guint           seat)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_LOCATION && !(g->cards[c].flags & GROS_CARD_FACE_DOWN))
        return c;
    }
  return GROS_NO_CARD;
}

gboolean
gros_movie_location_matches (const GrosGame   *g,
                        guint             seat,
                        const GrosFilter *filter)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_LOCATION && gros_card_active (g, c)
          && gros_filter_matches (g, filter, c, GROS_NO_CARD))
        return TRUE;
    }
  return FALSE;
}

void
gros_attack_traits (const GrosGame *g,
                    GrosTraits     *out)
{
  const GrosAttack *a = &g->attack;

  memset (out, 0, sizeof *out);
  if (!a->active)
    return;
  if (a->origin != GROS_NO_CARD)
    gros_card_traits (g, a->origin, out);
  for (guint i = 0; i < G_N_ELEMENTS (a->combined); i++)
    if (a->combined[i] != GROS_NO_CARD)
      {
        GrosTraits t;

        gros_card_traits (g, a->combined[i], &t);
        out->bits[0] |= t.bits[0];
        out->bits[1] |= t.bits[1];
      }
  out->bits[0] |= a->traits_add[0];
  out->bits[1] |= a->traits_add[1];
}

gboolean
gros_attack_has_trait (const GrosGame *g,
                       guint           trait)
{
  GrosTraits t;

  gros_attack_traits (g, &t);
  return gros_traits_has (&t, trait);
}

gboolean
gros_cond_holds (const GrosGame *g,
                 const GrosCond *cond,
                 int             self)
{
  gboolean holds = TRUE;

  switch (cond->kind)
    {
    case GROS_COND_ALWAYS:
      holds = TRUE;
      break;
    case GROS_COND_ATTACK_TRAIT:
      {
        GrosTraits t;

        gros_attack_traits (g, &t);
        holds = g->attack.active && gros_traits_intersects (&t, &cond->filter.any);
      }
      break;
    case GROS_COND_LOCATION_TRAIT:
      holds = gros_movie_location_matches (g, movie_seat_of (g, self), &cond->filter);
      break;
    case GROS_COND_TARGET_LOCATION:
      holds = g->attack.active && gros_movie_location_matches (g, g->attack.defender, &cond->filter);
      break;
    case GROS_COND_HOST_MATCHES:
      holds = g->cards[self].host != GROS_NO_CARD
              && gros_filter_matches (g, &cond->filter, g->cards[self].host, self);
      break;
    case GROS_COND_COUNT_AT_LEAST:
      holds = gros_count_in_scope (g, cond->scope, &cond->filter, self) >= cond->count;
      break;
    case GROS_COND_DEFENDING:
      holds = g->attack.active && g->attack.defender == movie_seat_of (g, self);
      break;
    case GROS_COND_OWN_TURN:
      holds = g->active == movie_seat_of (g, self);
      break;
    case GROS_COND_CREATURE_ATTACK:
      holds = gros_attack_is_creature (g);
      break;
    default:
      holds = FALSE;
      break;
    }
  if (cond->negate)
    holds = !holds;
  /* "when A and B": the second part is a condition of its own. */
  if (holds && (cond->also_kind != GROS_COND_ALWAYS || cond->also_negate))
    {
      GrosCond also = { 0 };

      also.kind = cond->also_kind;
      also.scope = cond->also_scope;
      also.count = cond->also_count;
      also.negate = cond->also_negate;
      also.filter = cond->also_filter;
      holds = gros_cond_holds (g, &also, self);
    }
  return holds;
}

gboolean
gros_has_mod (const GrosGame *g,
              int             card,
              GrosModKind     kind)
{
  const GrosScript *script = gros_script (g, card);

  if (script == NULL)
    return FALSE;
  for (guint m = 0; m < script->n_mods; m++)
    if (script->mods[m].kind == kind && script->mods[m].target == GROS_SCOPE_SELF
        && gros_cond_holds (g, &script->mods[m].cond, card))
      return TRUE;
  return FALSE;
}

static int
mod_amount (const GrosGame     *g,
            const GrosModifier *mod,
            int                 self)
{
  if (mod->per_scope == GROS_SCOPE_NONE)
    return mod->value;
  return mod->value * (int) gros_count_in_scope (g, mod->per_scope, &mod->per_filter, self);
}

/* Applies the Defense modifiers of @source that reach @card (its own, or a host's). */
static void
collect_defense_mods (const GrosGame *g,
                      int             source,
                      guint           target,
                      int             card,
                      gboolean       *have_set,
                      int            *set_value,
                      int            *add,
                      int            *mul)
{
  const GrosScript *script = gros_script (g, source);

  if (script == NULL)
    return;
  for (guint m = 0; m < script->n_mods; m++)
    {
      const GrosModifier *mod = &script->mods[m];

      if (mod->target != target)
        continue;
      if (mod->kind != GROS_MOD_DEFENSE_SET && mod->kind != GROS_MOD_DEFENSE_ADD
          && mod->kind != GROS_MOD_DEFENSE_MUL)
        continue;
      if (!gros_cond_holds (g, &mod->cond, source))
        continue;
      switch (mod->kind)
        {
        case GROS_MOD_DEFENSE_SET:
          if (!*have_set)
            {
              *have_set = TRUE;
              *set_value = mod_amount (g, mod, source);
            }
          break;
        case GROS_MOD_DEFENSE_ADD:
          *add += mod_amount (g, mod, source);
          break;
        case GROS_MOD_DEFENSE_MUL:
          *mul *= MAX (mod->value, 0);
          break;
        default:
          break;
        }
    }
  (void) card;
}

static gboolean
counts_for_defense (const GrosGame *g,
                    int             card)
{
  GrosCardType type = gros_def (g, card)->type;

  if (g->cards[card].stat_override != GROS_STAT_OVERRIDE_NONE)
    return TRUE;
  return (type == GROS_CARD_TYPE_CHARACTER || type == GROS_CARD_TYPE_LOCATION
          || type == GROS_CARD_TYPE_PROP) && gros_def (g, card)->has_stat;
}

/* Whether the 'Swarm' attack in progress takes a Prop's Defense. 000: "'Weapon' Props cannot
 * defend against 'Swarm' attacks"; 001: "Gun props lose their defensive bonus against
 * creatures with swarm" (in a Creature attack). */
static gboolean
swarm_takes_defense (const GrosGame *g,
                     int             prop)
{
  if (gros_has_mod (g, prop, GROS_MOD_SWARM_PROOF))
    return FALSE;
  if (!gros_traits_001 (g))
    return gros_has_trait (g, prop, GROS_TRAIT_WEAPON);
  return gros_attack_is_creature (g) && gros_has_trait (g, prop, GROS_TRAIT_GUN);
}

/* A Character of the attacked Movie other than the one a card singled out of the current
 * Creature attack ("single-out"): since rules revision 1 its abilities, not only its
 * Defense, are ignored until the attack ends (gros-dc 03-11). */
gboolean
gros_attack_ignores_character (const GrosGame *g,
                               int             card)
{
  const GrosCardState *c = &g->cards[card];

  return g->params.rules_revision >= 1 && g->attack.active
         && g->attack.victim_hint != GROS_NO_CARD && card != g->attack.victim_hint
         && gros_attack_is_creature (g) && c->host == GROS_NO_CARD
         && gros_in_zone (g, card, GROS_ZONE_MOVIE)
         && GROS_ZONE_SEAT (c->zone) == g->attack.defender
         && (gros_def (g, card)->type == GROS_CARD_TYPE_CHARACTER
             || c->stat_override != GROS_STAT_OVERRIDE_NONE);
}

int
gros_defense_of (const GrosGame *g,
                 int             card,
                 gboolean        in_attack)
{
  const GrosCardDef *def = gros_def (g, card);
  const GrosCardState *c = &g->cards[card];
  gboolean have_set = FALSE;
  int set_value = 0, add = 0, mul = 1;
  int base, value;
  guint zone;

  if (!gros_card_active (g, card) || !counts_for_defense (g, card))
    return 0;

  base = c->stat_override != GROS_STAT_OVERRIDE_NONE ? GROS_STAT_FROM_OVERRIDE (c->stat_override)
                                                     : def->stat;

  if (def->type == GROS_CARD_TYPE_PROP && c->host != GROS_NO_CARD
      && gros_has_trait (g, card, GROS_TRAIT_GUN)
      && gros_has_trait (g, c->host, GROS_TRAIT_COP))
    base *= 2;

  if (in_attack && g->attack.active)
    {
      GrosTraits attack;

      gros_attack_traits (g, &attack);
      if (def->type == GROS_CARD_TYPE_PROP && gros_traits_has (&attack, GROS_TRAIT_SWARM)
          && swarm_takes_defense (g, card))
        return 0;
      if (gros_traits_has (&attack, GROS_TRAIT_VAMPIRE))
        {
          int holder = def->type == GROS_CARD_TYPE_PROP ? c->host : card;

          if (holder != GROS_NO_CARD && gros_has_trait (g, holder, GROS_TRAIT_GHOUL))
            return 0;
        }
    }

  /* 001 "Family": "All family characters gain +1 defensive score for each other family card
   * in the same movie with them." */
  if (def->type == GROS_CARD_TYPE_CHARACTER && gros_traits_001 (g)
      && gros_has_trait (g, card, GROS_TRAIT_FAMILY))
    for (guint i = 0; i < gros_zone_size (g, c->zone); i++)
      {
        int other = gros_zone_at (g, c->zone, i);

        if (other != card && gros_card_active (g, other)
            && gros_has_trait (g, other, GROS_TRAIT_FAMILY))
          add++;
      }

  collect_defense_mods (g, card, GROS_SCOPE_SELF, card, &have_set, &set_value, &add, &mul);
  GROS_FOR_ZONE_MATES (g, card, i)
    if (g->cards[i].host == card && gros_card_active (g, i))
      collect_defense_mods (g, i, GROS_SCOPE_HOST, card, &have_set, &set_value, &add, &mul);

  /* Auras from the other cards of the same Movie. */
  zone = c->zone;
  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int other = gros_zone_at (g, zone, i);
      const GrosScript *script;

      if (other == card || !gros_card_active (g, other)
          || (in_attack && gros_attack_ignores_character (g, other)))
        continue;
      script = gros_script (g, other);
      if (script == NULL)
        continue;
      for (guint m = 0; m < script->n_mods; m++)
        {
          const GrosModifier *mod = &script->mods[m];

          if (mod->kind == GROS_MOD_AURA_DEFENSE
              && gros_filter_matches (g, &mod->per_filter, card, other)
              && gros_cond_holds (g, &mod->cond, other))
            add += mod->value;
        }
    }

  for (guint i = 0; i < g->n_grants; i++)
    {
      const GrosGrant *grant = &g->grants[i];

      /* A card may double (or more) the Props of its Movie that have one trait. */
      if (grant->kind == GROS_GRANT_PROP_TRAIT_MUL && def->type == GROS_CARD_TYPE_PROP
          && grant->card != card && g->cards[grant->card].zone == c->zone
          && gros_card_active (g, grant->card) && gros_has_trait (g, card, grant->trait))
        mul *= MAX (grant->value, 0);
      if (grant->card != card)
        continue;
      if (grant->kind == GROS_GRANT_DEFENSE)
        add += grant->value;
      else if (grant->kind == GROS_GRANT_SET_DEFENSE && !have_set)
        {
          have_set = TRUE;
          set_value = grant->value;
        }
    }

  value = (have_set ? set_value : base) + add;
  return value * mul;
}

int
gros_character_total (const GrosGame *g,
                      int             card,
                      gboolean        in_attack)
{
  int total = gros_defense_of (g, card, in_attack);

  GROS_FOR_ZONE_MATES (g, card, i)
    if (g->cards[i].host == card && gros_def (g, i)->type == GROS_CARD_TYPE_PROP)
      total += gros_defense_of (g, i, in_attack);
  return total;
}

/* A Character (and its Props) singled out of the current attack no longer defends. */
static gboolean
excluded_from_attack (const GrosGame *g,
                      int             card)
{
  int holder = card;

  if (!g->attack.active || g->attack.victim_hint == GROS_NO_CARD || !gros_attack_is_creature (g))
    return FALSE;
  if (gros_def (g, card)->type == GROS_CARD_TYPE_LOCATION)
    return FALSE;
  while (g->cards[holder].host != GROS_NO_CARD)
    holder = g->cards[holder].host;
  return holder != g->attack.victim_hint;
}

int
gros_movie_total (const GrosGame *g,
                  guint           seat,
                  gboolean        in_attack)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  int total = 0;

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (in_attack && excluded_from_attack (g, c))
        continue;
      total += gros_defense_of (g, c, in_attack);
    }
  return total;
}

int
gros_location_total (const GrosGame *g,
                     guint           seat,
                     gboolean        in_attack)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  int total = 0;

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (gros_def (g, c)->type == GROS_CARD_TYPE_LOCATION)
        total += gros_defense_of (g, c, in_attack);
    }
  return total;
}

static int
creature_attack (const GrosGame *g,
                 int             card)
{
  const GrosCardDef *def = gros_def (g, card);
  const GrosScript *script = def->script;
  gboolean have_set = FALSE;
  int value = def->stat, add = 0, mul = 1;

  /* 000 "Aquatic": "'Aquatic' Creatures have double their printed Stat at an 'Aquatic'
   * Location" (001's 'Aquatic' limits targets instead: gros_aquatic_barred). A trait declared
   * as the Creature attacks ("it may be 'Aquatic'") counts too. */
  if (!gros_traits_001 (g)
      && (gros_has_trait (g, card, GROS_TRAIT_AQUATIC)
          || (g->attack.active && card == g->attack.origin
              && ((g->attack.traits_add[GROS_TRAIT_AQUATIC >> 6] >> (GROS_TRAIT_AQUATIC & 63))
                  & 1))))
    {
      GrosFilter aquatic = { 0 };

      gros_traits_add (&aquatic.any, GROS_TRAIT_AQUATIC);
      if (gros_movie_location_matches (g, g->attack.defender, &aquatic))
        value *= 2;
    }
  if (script != NULL)
    for (guint m = 0; m < script->n_mods; m++)
      {
        const GrosModifier *mod = &script->mods[m];

        if (!gros_cond_holds (g, &mod->cond, card))
          continue;
        if (mod->kind == GROS_MOD_ATTACK_SET && !have_set)
          {
            have_set = TRUE;
            value = mod_amount (g, mod, card);
          }
        else if (mod->kind == GROS_MOD_ATTACK_ADD)
          add += mod_amount (g, mod, card);
        else if (mod->kind == GROS_MOD_ATTACK_MUL)
          mul *= MAX (mod->value, 0);
      }
  return (value + add) * mul;
}

static int
apply_ops (const GrosGame *g,
           guint           side,
           int             value)
{
  for (guint i = 0; i < g->attack.n_ops; i++)
    {
      const GrosAttackOp *op = &g->attack.ops[i];

      if (op->side != side)
        continue;
      switch (op->op)
        {
        case GROS_OP_ADD:
          value += op->value;
          break;
        case GROS_OP_MUL:
          value *= op->value;
          break;
        case GROS_OP_DIV:
          value = op->value != 0 ? value / op->value : value;
          break;
        case GROS_OP_SET:
          value = op->value;
          break;
        default:
          break;
        }
    }
  return value;
}

int
gros_attack_total (const GrosGame *g)
{
  const GrosAttack *a = &g->attack;
  int value = 0;

  if (!a->active)
    return 0;

  switch (a->kind)
    {
    case GROS_ATTACK_CREATURE:
      if (a->origin != GROS_NO_CARD)
        value = creature_attack (g, a->origin);
      break;
    case GROS_ATTACK_DUEL:
    case GROS_ATTACK_BRAWL:
      if (a->origin != GROS_NO_CARD)
        value = gros_character_total (g, a->origin, FALSE);
      break;
    default:
      value = a->base_attack;
      break;
    }
  for (guint i = 0; i < G_N_ELEMENTS (a->combined); i++)
    {
      int c = a->combined[i];

      if (c == GROS_NO_CARD)
        continue;
      value += a->kind == GROS_ATTACK_BRAWL ? gros_character_total (g, c, FALSE)
                                            : creature_attack (g, c);
    }

  /* Weapons given to a Psycho attack. */
  for (guint i = 0; i < gros_zone_size (g, GROS_ZONE_TABLE); i++)
    {
      int c = gros_zone_at (g, GROS_ZONE_TABLE, i);
      const GrosScript *script;
      int boost;

      if (!(g->cards[c].flags & GROS_CARD_SPENT) || g->cards[c].aux != GROS_AUX_PSYCHO_WEAPON)
        continue;
      boost = gros_def (g, c)->stat;
      script = gros_script (g, c);
      for (guint m = 0; script != NULL && m < script->n_mods; m++)
        if (script->mods[m].kind == GROS_MOD_PSYCHO_BOOST)
          boost = script->mods[m].value;
      value += boost;
    }

  value = apply_ops (g, 0, value);

  for (guint s = 0; s < g->n_seats; s++)
    {
      guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, s);

      for (guint i = 0; i < gros_zone_size (g, zone); i++)
        {
          int c = gros_zone_at (g, zone, i);

          if (gros_card_active (g, c) && gros_has_mod (g, c, GROS_MOD_ATTACKS_DOUBLE))
            value *= 2;
        }
    }
  return value;
}

int
gros_defense_total (const GrosGame *g)
{
  const GrosAttack *a = &g->attack;
  int value;

  if (!a->active)
    return 0;
  if ((a->kind == GROS_ATTACK_DUEL || a->kind == GROS_ATTACK_BRAWL) && a->victim_hint != GROS_NO_CARD)
    value = gros_character_total (g, a->victim_hint, TRUE) + gros_location_total (g, a->defender, TRUE);
  else
    value = gros_movie_total (g, a->defender, TRUE);
  return apply_ops (g, 1, value);
}

static gboolean
always_succeeds (const GrosGame *g)
{
  const GrosAttack *a = &g->attack;
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, a->defender);
  GrosTraits traits;

  if (a->origin != GROS_NO_CARD && gros_has_mod (g, a->origin, GROS_MOD_ALWAYS_SUCCEEDS))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (a->combined); i++)
    if (a->combined[i] != GROS_NO_CARD && gros_has_mod (g, a->combined[i], GROS_MOD_ALWAYS_SUCCEEDS))
      return TRUE;

  gros_attack_traits (g, &traits);
  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);
      const GrosScript *script = gros_script (g, c);

      if (script == NULL || !gros_card_active (g, c))
        continue;
      for (guint m = 0; m < script->n_mods; m++)
        {
          const GrosModifier *mod = &script->mods[m];

          if (mod->kind == GROS_MOD_SUCCEED_HERE
              && gros_traits_intersects (&traits, &mod->per_filter.any)
              && gros_cond_holds (g, &mod->cond, c))
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
gros_attack_would_succeed (const GrosGame *g)
{
  const GrosAttack *a = &g->attack;
  gboolean success;

  if (!a->active)
    return FALSE;
  if (a->forced == GROS_OUTCOME_STOPPED)
    success = FALSE;
  else if (a->forced == GROS_OUTCOME_ALWAYS_SUCCEEDS || always_succeeds (g))
    success = TRUE;
  else
    success = gros_attack_total (g) >= gros_defense_total (g);
  return a->reversed ? !success : success;
}

int
gros_available_popcorn (const GrosGame *g,
                        guint           seat)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  int n = g->seats[seat].popcorn;

  /* Without popcorn only discards (the pool) pay for abilities; cards are free. */
  if (!g->params.popcorn)
    return n;
  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);

      if (gros_is_bucket (g, c) && !(g->cards[c].flags & (GROS_CARD_TIPPED | GROS_CARD_FACE_DOWN))
          && gros_card_active (g, c))
        n++;
    }
  return n;
}

gboolean
gros_is_bucket (const GrosGame *g,
                int             card)
{
  return gros_def (g, card)->bucket && g->cards[card].aux != GROS_AUX_BLANK;
}

int
gros_attack_tax (const GrosGame   *g,
                 guint             defender,
                 const GrosTraits *traits)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, defender);
  int tax = 0;

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);
      const GrosScript *script = gros_script (g, c);

      if (script == NULL || !gros_card_active (g, c))
        continue;
      for (guint m = 0; m < script->n_mods; m++)
        if (script->mods[m].kind == GROS_MOD_ATTACK_TAX
            && gros_traits_intersects (traits, &script->mods[m].per_filter.any)
            && gros_cond_holds (g, &script->mods[m].cond, c))
          tax += script->mods[m].value;
    }
  return MAX (tax, 0);
}

int
gros_creature_attack_tax (const GrosGame *g,
                          int             creature,
                          guint           defender)
{
  GrosTraits traits;

  if (defender >= g->n_seats)
    return 0;
  gros_card_traits (g, creature, &traits);
  return gros_attack_tax (g, defender, &traits);
}

static gboolean
filter_is_empty (const GrosFilter *f)
{
  return f->types == 0 && f->named == 0 && gros_traits_is_empty (&f->all)
         && gros_traits_is_empty (&f->any) && gros_traits_is_empty (&f->none);
}

/* Does @prop, or a Prop @character obtained this turn, match @filter? */
static gboolean
turn_props_match (const GrosGame   *g,
                  const GrosFilter *filter,
                  int               prop,
                  int               character)
{
  if (gros_filter_matches (g, filter, prop, character))
    return TRUE;
  GROS_FOR_ZONE_MATES (g, character, i)
    if (g->cards[i].host == character && (int) i != prop
        && (g->cards[i].flags & GROS_CARD_CAST_THIS_TURN)
        && gros_def (g, i)->type == GROS_CARD_TYPE_PROP
        && gros_filter_matches (g, filter, i, character))
      return TRUE;
  return FALSE;
}

int
gros_seat_hand_limit (const GrosGame *g,
                      guint           seat)
{
  guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  int limit = g->params.hand_limit + g->seats[seat].hand_limit_delta;

  for (guint i = 0; i < gros_zone_size (g, zone); i++)
    {
      int c = gros_zone_at (g, zone, i);
      const GrosScript *script = gros_script (g, c);

      if (script == NULL || !gros_card_active (g, c))
        continue;
      for (guint m = 0; m < script->n_mods; m++)
        if (script->mods[m].kind == GROS_MOD_HAND_LIMIT && gros_cond_holds (g, &script->mods[m].cond, c))
          limit += script->mods[m].value;
    }
  return MAX (limit, 0);
}

gboolean
gros_prop_can_go_on (const GrosGame *g,
                     int             prop,
                     int             character,
                     gboolean        counting_limit)
{
  const GrosScript *script = gros_script (g, character);
  int limit = 1;

  /* A Knocked Out Character is still in play and may be given a Prop. */
  if (!gros_in_zone (g, character, GROS_ZONE_MOVIE) || (g->cards[character].flags & GROS_CARD_FACE_DOWN)
      || g->cards[character].host != GROS_NO_CARD)
    return FALSE;
  if (gros_def (g, character)->type != GROS_CARD_TYPE_CHARACTER
      && g->cards[character].stat_override == GROS_STAT_OVERRIDE_NONE)
    return FALSE;
  if (gros_has_trait (g, character, GROS_TRAIT_CREW) || g->cards[character].aux == GROS_AUX_BLANK)
    return FALSE;
  for (guint i = 0; i < g->n_grants; i++)
    if (g->grants[i].card == character && g->grants[i].kind == GROS_GRANT_PROPS_ONLY
        && !gros_has_trait (g, prop, g->grants[i].trait))
      return FALSE;
  if (script != NULL)
    for (guint m = 0; m < script->n_mods; m++)
      {
        const GrosModifier *mod = &script->mods[m];

        if (!gros_cond_holds (g, &mod->cond, character))
          continue;
        if (mod->kind == GROS_MOD_PROPS_FORBIDDEN && gros_filter_matches (g, &mod->per_filter, prop, character))
          return FALSE;
        if (mod->kind == GROS_MOD_PROPS_ONLY && !gros_filter_matches (g, &mod->per_filter, prop, character))
          return FALSE;
        /* "two Props so long as one is a Weapon": the extra one needs a match this turn. */
        if (mod->kind == GROS_MOD_PROP_LIMIT
            && (filter_is_empty (&mod->per_filter)
                || turn_props_match (g, &mod->per_filter, prop, character)))
          limit += mod->value;
      }
  if (counting_limit && g->cards[character].props_this_turn >= limit)
    return FALSE;
  return TRUE;
}

/* Public figures. */

int
gros_game_movie_defense (const GrosGame *game,
                         guint           seat)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (seat < game->n_seats, 0);

  return gros_movie_total (game, seat, FALSE);
}

int
gros_game_card_defense (const GrosGame *game,
                        int             card)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, 0);

  return gros_defense_of (game, card, FALSE);
}

int
gros_game_attack_strength (const GrosGame *game)
{
  g_return_val_if_fail (game != NULL, 0);

  return gros_attack_total (game);
}

int
gros_game_defense_strength (const GrosGame *game)
{
  g_return_val_if_fail (game != NULL, 0);

  return gros_defense_total (game);
}

int
gros_game_hand_limit (const GrosGame *game,
                      guint           seat)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (seat < game->n_seats, 0);

  return gros_seat_hand_limit (game, seat);
}

void
gros_game_ratings (const GrosGame *game,
                   guint           seat,
                   GrosRatings    *out)
{
  const GrosGame *g = game;
  GrosGame *woken;
  guint zones[2];

  g_return_if_fail (game != NULL);
  g_return_if_fail (seat < game->n_seats);
  g_return_if_fail (out != NULL);

  memset (out, 0, sizeof *out);

  /* Knocked Out cards wake up for the final tally: score a woken copy. */
  woken = g_new (GrosGame, 1);
  gros_game_copy (woken, g);
  for (guint i = 0; i < woken->n_cards; i++)
    woken->cards[i].flags &= ~GROS_CARD_KNOCKED_OUT;
  memset (&woken->attack, 0, sizeof woken->attack);
  out->defense = gros_movie_total (woken, seat, FALSE);
  g_free (woken);

  zones[0] = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  zones[1] = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  for (guint z = 0; z < G_N_ELEMENTS (zones); z++)
    for (guint i = 0; i < gros_zone_size (g, zones[z]); i++)
      {
        int c = gros_zone_at (g, zones[z], i);
        guint word = gros_def (g, c)->title_word;

        if (word == 0)
          continue;
        for (guint w = 0; w < g->seats[seat].n_title_words; w++)
          if (g->seats[seat].title_words[w] == word)
            {
              out->title_cards++;
              break;
            }
      }
  out->title_points = out->title_cards * g->params.title_points;
  out->banked = g->seats[seat].banked;
  out->total = out->defense + out->title_points + out->banked;
}
