/* gros-game-play.c: playing cards, activated abilities, banking Twists, and their effects. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "gros-game-private.h"

/* Mode 0 is a card's ordinary use; mode N is its script's ability N-1; a Duel or Brawl built
 * into a trait is ACTIVATE mode GROS_MODE_TRAIT_FIGHT. */
#define GROS_MODE_TRAIT_FIGHT 0xfe
/* A Brawl's other brawlers, tipped to join their side of the fight. */
#define GROS_MODE_BRAWL_JOIN  0xfd

static gboolean
establishing_shot (const GrosGame *g)
{
  return g->params.establishing_shot && g->round <= 1;
}

static void
push (GrosActionList *list,
      GrosActKind     kind,
      guint           seat,
      int             card,
      guint           mode,
      guint           target_seat,
      int             target)
{
  GrosAction a = { 0 };

  a.kind = kind;
  a.seat = seat;
  a.card = card;
  a.mode = mode;
  a.target_seat = target_seat;
  a.target = target;
  a.extra = GROS_NO_CARD;
  gros_list_push (list, &a);
}

static gboolean
effect_touches_attack (GrosEffectKind effect)
{
  switch (effect)
    {
    case GROS_EFFECT_STOP_ATTACK:
    case GROS_EFFECT_STOP_RETURN:
    case GROS_EFFECT_ATTACK_ADD:
    case GROS_EFFECT_DEFENSE_ADD:
    case GROS_EFFECT_ATTACK_MUL:
    case GROS_EFFECT_ATTACK_DIV:
    case GROS_EFFECT_DEFENSE_MUL:
    case GROS_EFFECT_ATTACK_TRAITS:
    case GROS_EFFECT_REVERSE:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Direct Affect Rule: during an attack only what changes its outcome may be played. */
static gboolean
target_affects_attack (const GrosGame *g,
                       int             target)
{
  if (!g->attack.active || target == GROS_NO_CARD)
    return FALSE;
  if (target == g->attack.origin)
    return TRUE;
  return gros_in_zone (g, target, GROS_ZONE_MOVIE)
         && GROS_ZONE_SEAT (g->cards[target].zone) == g->attack.defender;
}

gboolean
gros_fx_may_target (const GrosGame *g,
                    int             target,
                    gboolean        by_fx)
{
  if (!by_fx)
    return TRUE;
  /* "cannot be targeted by Special Effect cards": a NO_FX_TARGET modifier on an attachment. */
  GROS_FOR_ZONE_MATES (g, target, i)
    {
      const GrosScript *script;

      if (g->cards[i].host != target || !gros_card_active (g, i))
        continue;
      script = gros_script (g, i);
      for (guint m = 0; script != NULL && m < script->n_mods; m++)
        if (script->mods[m].kind == GROS_MOD_NO_FX_TARGET && script->mods[m].target == GROS_SCOPE_HOST)
          return FALSE;
    }
  return TRUE;
}

static void
enumerate_movie_targets (const GrosGame    *g,
                         const GrosAbility *ab,
                         int                card,
                         guint              seat,
                         guint              mode,
                         GrosActKind        kind,
                         gboolean           reacting,
                         gboolean           by_fx,
                         GrosActionList    *list)
{
  for (guint t = 0; t < g->n_seats; t++)
    {
      guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, t);

      if (establishing_shot (g) && t != seat)
        continue;
      for (guint i = 0; i < gros_zone_size (g, zone); i++)
        {
          int target = gros_zone_at (g, zone, i);

          if (g->cards[target].flags & GROS_CARD_FACE_DOWN)
            continue;
          if (!gros_filter_matches (g, &ab->filter, target, card))
            continue;
          if (reacting && g->phase == GROS_PHASE_ATTACK_REACT && !target_affects_attack (g, target))
            continue;
          if (!gros_fx_may_target (g, target, by_fx))
            continue;
          push (list, kind, seat, card, mode, t, target);
        }
    }
}

static gboolean
window_allows (const GrosGame    *g,
               const GrosAbility *ab,
               guint              seat,
               gboolean           reacting)
{
  if ((ab->flags & GROS_USE_OWN_TURN) && g->active != seat)
    return FALSE;
  if (!reacting)
    return !(ab->flags & GROS_USE_ATTACK) && !effect_touches_attack (ab->effect)
           && ab->effect != GROS_EFFECT_COUNTER;

  switch (g->phase)
    {
    case GROS_PHASE_ATTACK_REACT:
      if (ab->effect == GROS_EFFECT_COUNTER || ab->effect == GROS_EFFECT_ATTACK)
        return FALSE;
      if ((ab->flags & GROS_USE_OWN_MOVIE) && g->attack.defender != seat)
        return FALSE;
      if (establishing_shot (g) && g->attack.defender != seat && g->attack.attacker != seat)
        return FALSE;
      return TRUE;
    case GROS_PHASE_CLIMAX:
      return !effect_touches_attack (ab->effect) && ab->effect != GROS_EFFECT_COUNTER
             && ab->effect != GROS_EFFECT_ATTACK && !(ab->flags & GROS_USE_ATTACK);
    case GROS_PHASE_RESPONSE:
      return ab->effect == GROS_EFFECT_COUNTER;
    default:
      return FALSE;
    }
}

/* "May not make any more Creature attacks this turn" (stop-return 1): since rules revision 1
 * a card's stated attack is one too. */
static gboolean
attacks_blocked (const GrosGame *g,
                 guint           seat)
{
  return g->params.rules_revision >= 1 && g->seats[seat].creature_attacks_blocked;
}

static gboolean
attack_matches (const GrosGame    *g,
                const GrosAbility *ab)
{
  GrosTraits t;

  if (!g->attack.active || g->attack.resolved)
    return FALSE;
  /* For these effects the traits are what the attack gains, not which attacks qualify. */
  if (gros_traits_is_empty (&ab->attack_traits) || ab->effect == GROS_EFFECT_ATTACK_TRAITS
      || ab->effect == GROS_EFFECT_ATTACK)
    return TRUE;
  gros_attack_traits (g, &t);
  return gros_traits_intersects (&t, &ab->attack_traits);
}

/* Appends the legal uses of ability @index of @card (in hand or in play). */
static void
enumerate_ability (const GrosGame *g,
                   int             card,
                   guint           index,
                   guint           seat,
                   gboolean        reacting,
                   GrosActKind     kind,
                   int             cost,
                   GrosActionList *list)
{
  const GrosAbility *ab = &gros_script (g, card)->abilities[index];
  guint mode = index + 1;
  gboolean by_fx = gros_def (g, card)->type == GROS_CARD_TYPE_SPECIAL_EFFECT;

  /* A Character left out of the attack by a card that singled out another: its abilities
   * wait for the attack's end. */
  if (reacting && g->phase == GROS_PHASE_ATTACK_REACT && gros_attack_ignores_character (g, card))
    return;

  if (cost > gros_available_popcorn (g, seat))
    return;
  if (!window_allows (g, ab, seat, reacting))
    return;
  if (ab->cond.kind != GROS_COND_ALWAYS && !gros_cond_holds (g, &ab->cond, card))
    return;

  switch (ab->effect)
    {
    case GROS_EFFECT_STOP_ATTACK:
    case GROS_EFFECT_STOP_RETURN:
      if (attack_matches (g, ab) && g->attack.forced != GROS_OUTCOME_STOPPED
          && (ab->effect != GROS_EFFECT_STOP_RETURN || gros_attack_is_creature (g)))
        push (list, kind, seat, card, mode, GROS_NO_SEAT, GROS_NO_CARD);
      break;
    case GROS_EFFECT_ATTACK_ADD:
    case GROS_EFFECT_DEFENSE_ADD:
    case GROS_EFFECT_ATTACK_MUL:
    case GROS_EFFECT_ATTACK_DIV:
    case GROS_EFFECT_DEFENSE_MUL:
    case GROS_EFFECT_ATTACK_TRAITS:
    case GROS_EFFECT_REVERSE:
      if (attack_matches (g, ab) && g->attack.n_ops < GROS_MAX_ATTACK_OPS)
        push (list, kind, seat, card, mode, GROS_NO_SEAT, GROS_NO_CARD);
      break;
    case GROS_EFFECT_KILL:
    case GROS_EFFECT_DISCARD_FROM_PLAY:
    case GROS_EFFECT_ATTACH:
      enumerate_movie_targets (g, ab, card, seat, mode, kind, reacting, by_fx, list);
      break;
    case GROS_EFFECT_DRAW:
    case GROS_EFFECT_STAY:
    case GROS_EFFECT_NONE:
      if (!reacting || g->phase == GROS_PHASE_CLIMAX)
        push (list, kind, seat, card, mode, seat, GROS_NO_CARD);
      break;
    case GROS_EFFECT_REANIMATE:
    case GROS_EFFECT_RECOVER:
      /* Direct Affect Rule: during an attack only a Character brought into the attacked
       * Movie changes anything; a card back to hand waits until it is over. */
      if (reacting && g->phase == GROS_PHASE_ATTACK_REACT && ab->effect == GROS_EFFECT_RECOVER)
        break;
      {
        guint grave = gros_graveyard_zone (g, seat);

        for (guint i = 0; i < gros_zone_size (g, grave); i++)
          {
            int target = gros_zone_at (g, grave, i);
            GrosFilter f = ab->filter;

            if (ab->effect == GROS_EFFECT_REANIMATE && f.types == 0)
              f.types = 1u << GROS_CARD_TYPE_CHARACTER;
            if (!gros_filter_matches (g, &f, target, card))
              continue;
            if (ab->effect == GROS_EFFECT_REANIMATE && ab->per_scope == GROS_SCOPE_ANY_MOVIE)
              {
                for (guint t = 0; t < g->n_seats; t++)
                  if ((!establishing_shot (g) || t == seat)
                      && (!reacting || g->phase != GROS_PHASE_ATTACK_REACT || t == g->attack.defender))
                    push (list, kind, seat, card, mode, t, target);
              }
            else if (!reacting || g->phase != GROS_PHASE_ATTACK_REACT || seat == g->attack.defender)
              push (list, kind, seat, card, mode, seat, target);
          }
      }
      break;
    case GROS_EFFECT_ATTACK:
      if (reacting || g->attack.active || establishing_shot (g) || attacks_blocked (g, seat))
        break;
      for (guint t = 0; t < g->n_seats; t++)
        if (t != seat)
          push (list, kind, seat, card, mode, t, GROS_NO_CARD);
      break;
    case GROS_EFFECT_COUNTER:
      if (g->n_frames > 0)
        {
          const GrosFrame *f = &g->frames[g->n_frames - 1];

          if (f->phase == GROS_PHASE_RESPONSE && f->target_seat != seat
              && gros_filter_matches (g, &ab->filter, f->card, card))
            push (list, kind, seat, card, mode, f->target_seat, f->card);
        }
      break;
    case GROS_EFFECT_MILL:
    case GROS_EFFECT_REVEAL_HAND:
      if (reacting && g->phase != GROS_PHASE_CLIMAX)
        break;
      for (guint t = 0; t < g->n_seats; t++)
        if (t != seat && !establishing_shot (g))
          push (list, kind, seat, card, mode, t, GROS_NO_CARD);
      break;
    case GROS_EFFECT_SINGLE_OUT:
    case GROS_EFFECT_SET_DEFENSE_TEMP:
      if (!attack_matches (g, ab))
        break;
      {
        guint zone = GROS_ZONE_ID (GROS_ZONE_MOVIE, g->attack.defender);

        for (guint i = 0; i < gros_zone_size (g, zone); i++)
          {
            int target = gros_zone_at (g, zone, i);
            GrosFilter f = ab->filter;

            if (ab->effect == GROS_EFFECT_SINGLE_OUT && f.types == 0)
              f.types = 1u << GROS_CARD_TYPE_CHARACTER;
            if (gros_card_active (g, target) && gros_filter_matches (g, &f, target, card)
                && g->cards[target].host == GROS_NO_CARD && gros_fx_may_target (g, target, by_fx))
              push (list, kind, seat, card, mode, g->attack.defender, target);
          }
      }
      break;
    case GROS_EFFECT_COMBINE_FROM_HAND:
      if (attack_matches (g, ab) && g->attack.kind == GROS_ATTACK_CREATURE
          && g->attack.combined[G_N_ELEMENTS (g->attack.combined) - 1] == GROS_NO_CARD)
        {
          guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

          for (guint i = 0; i < gros_zone_size (g, hand); i++)
            {
              int target = gros_zone_at (g, hand, i);

              if (target != card && gros_def (g, target)->type == GROS_CARD_TYPE_CREATURE)
                push (list, kind, seat, card, mode, g->attack.defender, target);
            }
        }
      break;
    case GROS_EFFECT_REDIRECT_SELF:
      if (attack_matches (g, ab) && gros_attack_is_creature (g)
          && gros_in_zone (g, card, GROS_ZONE_MOVIE)
          && GROS_ZONE_SEAT (g->cards[card].zone) == g->attack.defender && g->attack.redirect != card)
        push (list, kind, seat, card, mode, g->attack.defender, GROS_NO_CARD);
      break;
    case GROS_EFFECT_EXTRA_VICTIM:
      if (attack_matches (g, ab))
        push (list, kind, seat, card, mode, GROS_NO_SEAT, GROS_NO_CARD);
      break;
    case GROS_EFFECT_SELF_TO_HAND:
    case GROS_EFFECT_SELF_TO_DECK_BOTTOM:
    case GROS_EFFECT_SELF_TO_GRAVEYARD:
    case GROS_EFFECT_SELF_SHUFFLE_INTO_DECK:
      if (!reacting)
        push (list, kind, seat, card, mode, seat, GROS_NO_CARD);
      break;
    case GROS_EFFECT_PEEK:
      {
        guint deck = gros_deck_zone (g, seat);
        guint n = gros_zone_size (g, deck);

        /* Looking again at a card one already knows changes nothing: not offered. */
        if (!reacting && n > 0 && !((g->cards[gros_zone_at (g, deck, n - 1)].known >> seat) & 1))
          push (list, kind, seat, card, mode, seat, GROS_NO_CARD);
      }
      break;
    case GROS_EFFECT_HANDLER:
      {
        const GrosHandler *h = gros_handler_lookup (ab->handler);

        if (h == NULL)
          break;
        if (h->enumerate != NULL)
          h->enumerate (g, card, index, seat, reacting, kind, list);
        else if (!reacting || g->phase == GROS_PHASE_CLIMAX)
          push (list, kind, seat, card, mode, seat, GROS_NO_CARD);
      }
      break;
    default:
      break;
    }
}

static gboolean
combines_by_script (const GrosGame *g,
                    int             carrier,
                    int             other)
{
  const GrosScript *script = gros_script (g, carrier);

  for (guint m = 0; script != NULL && m < script->n_mods; m++)
    if (script->mods[m].kind == GROS_MOD_COMBINES_WITH
        && gros_filter_matches (g, &script->mods[m].per_filter, other, carrier))
      return TRUE;
  return FALSE;
}

/* May Location @played be Combined with @existing instead of replacing it? 'Event'
 * Locations combine with one sharing another trait; some cards name what they combine with. */
static gboolean
locations_combine (const GrosGame *g,
                   int             played,
                   int             existing)
{
  const GrosCardDef *def = gros_def (g, played);

  if (gros_traits_has (&def->traits, GROS_TRAIT_EVENT))
    {
      GrosTraits shared, mine = def->traits;

      gros_traits_remove (&mine, GROS_TRAIT_EVENT);
      gros_card_traits (g, existing, &shared);
      if (gros_traits_intersects (&mine, &shared))
        return TRUE;
    }
  return combines_by_script (g, played, existing) || combines_by_script (g, existing, played);
}

/* Could any seat but @player stop @card as it is played? Only then is a window opened. */
static gboolean
someone_could_counter (const GrosGame *g,
                       guint           player,
                       int             card)
{
  for (guint s = 0; s < g->n_seats; s++)
    {
      guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, s);

      if (s == player)
        continue;
      for (guint i = 0; i < gros_zone_size (g, hand); i++)
        {
          int c = gros_zone_at (g, hand, i);
          const GrosScript *script = gros_script (g, c);

          for (guint k = 0; script != NULL && k < script->n_abilities; k++)
            if (script->abilities[k].effect == GROS_EFFECT_COUNTER
                && script->abilities[k].use == GROS_USE_PLAY
                && gros_filter_matches (g, &script->abilities[k].filter, card, c)
                && gros_def (g, c)->cost <= gros_available_popcorn (g, s) + (int) gros_zone_size (g, hand) - 1)
              return TRUE;
        }
    }
  return FALSE;
}

/* "It may not be used again this turn": a card resting in hand is not played. */
static gboolean
resting (const GrosGame *g,
         int             card)
{
  for (guint i = 0; i < g->n_grants; i++)
    if (g->grants[i].card == card && g->grants[i].kind == GROS_GRANT_RESTING)
      return TRUE;
  return FALSE;
}

/* What playing @card with @mode costs: its printed cost, unless its handler plays it free. */
static int
play_cost (const GrosGame *g,
           int             card,
           guint           mode)
{
  const GrosCardDef *def = gros_def (g, card);

  if (mode > 0 && def->script != NULL && mode <= def->script->n_abilities)
    {
      const GrosHandler *h = gros_ability_handler (&def->script->abilities[mode - 1]);

      if (h != NULL && (h->flags & GROS_HANDLER_FREE))
        return 0;
    }
  /* The format may waive it (no popcorn; a first Character in an empty Movie). */
  return gros_play_cost (g, card, GROS_ZONE_SEAT (g->cards[card].zone));
}

void
gros_enumerate_hand_plays (const GrosGame *g,
                           guint           seat,
                           gboolean        reacting,
                           GrosActionList *list)
{
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  int avail = gros_available_popcorn (g, seat);
  gboolean psycho = reacting && g->phase == GROS_PHASE_ATTACK_REACT && !g->attack.resolved
                    && gros_attack_has_trait (g, GROS_TRAIT_PSYCHO);

  for (guint i = 0; i < gros_zone_size (g, hand); i++)
    {
      int c = gros_zone_at (g, hand, i);
      const GrosCardDef *def = gros_def (g, c);
      const GrosScript *script = def->script;
      int cost = play_cost (g, c, 0);

      if (g->n_grants > 0 && resting (g, c))
        continue;
      /* Some cards are only ever played through their handler (a declaration, a card put
       * under them...). */
      if (!reacting && !(script != NULL && gros_handlers_replace_play (g, c)))
        switch (def->type)
          {
          case GROS_CARD_TYPE_CHARACTER:
            if (cost <= avail)
              push (list, GROS_ACT_PLAY, seat, c, 0, seat, GROS_NO_CARD);
            break;
          case GROS_CARD_TYPE_PROP:
            if (cost <= avail)
              {
                guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

                for (guint k = 0; k < gros_zone_size (g, movie); k++)
                  {
                    int target = gros_zone_at (g, movie, k);

                    if (gros_prop_can_go_on (g, c, target, TRUE))
                      push (list, GROS_ACT_PLAY, seat, c, 0, seat, target);
                  }
              }
            break;
          case GROS_CARD_TYPE_LOCATION:
            if (cost <= avail)
              for (guint t = 0; t < g->n_seats; t++)
                {
                  int existing;

                  if (establishing_shot (g) && t != seat)
                    continue;
                  push (list, GROS_ACT_PLAY, seat, c, 0, t, GROS_NO_CARD);
                  /* 'Event' Locations combine with one that shares another trait. */
                  /* Combining is offered with each Location already there. */
                  existing = gros_location_of (g, t);
                  if (existing != GROS_NO_CARD)
                    {
                      guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, t);

                      for (guint k = 0; k < gros_zone_size (g, movie); k++)
                        {
                          int other = gros_zone_at (g, movie, k);

                          if (gros_def (g, other)->type == GROS_CARD_TYPE_LOCATION
                              && gros_card_active (g, other) && locations_combine (g, c, other))
                            {
                              push (list, GROS_ACT_PLAY, seat, c, 0, t, other);
                              break;
                            }
                        }
                    }
                }
            break;
          case GROS_CARD_TYPE_CREATURE:
            if (cost <= avail && !g->seats[seat].creature_attacks_blocked && !establishing_shot (g))
              for (guint t = 0; t < g->n_seats; t++)
                if (gros_attack_can_target (g, c, seat, t)
                    && cost + gros_creature_attack_tax (g, c, t) <= avail)
                  push (list, GROS_ACT_PLAY, seat, c, 0, t, GROS_NO_CARD);
            break;
          case GROS_CARD_TYPE_SPECIAL_EFFECT:
            /* A Special Effect with no script can still be played, for no effect. */
            if (script == NULL && cost <= avail)
              push (list, GROS_ACT_PLAY, seat, c, 0, seat, GROS_NO_CARD);
            break;
          case GROS_CARD_TYPE_PLOT_TWIST:
            if (g->params.twists && g->seats[seat].twists_played_turn != g->turn)
              push (list, GROS_ACT_PLAY, seat, c, 0, seat, GROS_NO_CARD);
            break;
          case GROS_CARD_TYPE_ROLL_THE_CREDITS:
            if (gros_credits_playable (g, seat))
              push (list, GROS_ACT_PLAY, seat, c, 0, seat, GROS_NO_CARD);
            break;
          default:
            break;
          }

      /* 'Psycho': any seat may give a Weapon to the attack, for free. */
      if (psycho && def->type == GROS_CARD_TYPE_PROP && gros_traits_has (&def->traits, GROS_TRAIT_WEAPON))
        push (list, GROS_ACT_PLAY, seat, c, 0, g->attack.defender, GROS_NO_CARD);

      if (script == NULL)
        continue;
      if (def->type == GROS_CARD_TYPE_PLOT_TWIST
          && (reacting || !g->params.twists || g->seats[seat].twists_played_turn == g->turn))
        continue;
      /* Only Special Effects (and uses "like a Special Effect") are played out of turn. */
      if (reacting && def->type != GROS_CARD_TYPE_SPECIAL_EFFECT)
        {
          gboolean fx_like = FALSE;

          for (guint k = 0; k < script->n_abilities; k++)
            fx_like |= script->abilities[k].use == GROS_USE_PLAY
                       && (script->abilities[k].flags & GROS_USE_ATTACK);
          if (!fx_like)
            continue;
        }
      if (!reacting && seat != g->active)
        continue;
      for (guint k = 0; k < script->n_abilities; k++)
        if (script->abilities[k].use == GROS_USE_PLAY)
          enumerate_ability (g, c, k, seat, reacting, GROS_ACT_PLAY, play_cost (g, c, k + 1), list);
    }
}

static gboolean
fight_victim (const GrosGame *g,
              int             victim)
{
  return gros_def (g, victim)->type == GROS_CARD_TYPE_CHARACTER
         && !(g->cards[victim].flags & GROS_CARD_FACE_DOWN)
         && !gros_has_trait (g, victim, GROS_TRAIT_CREW);
}

static gboolean
fighter_ready (const GrosGame *g,
               int             card)
{
  return gros_def (g, card)->type == GROS_CARD_TYPE_CHARACTER && gros_card_active (g, card)
         && !(g->cards[card].flags & GROS_CARD_TIPPED) && g->cards[card].aux != GROS_AUX_BLANK
         && (gros_has_trait (g, card, GROS_TRAIT_VAMPIRE)
             || gros_has_trait (g, card, GROS_TRAIT_KUNG_FU));
}

void
gros_enumerate_in_play (const GrosGame *g,
                        guint           seat,
                        gboolean        reacting,
                        GrosActionList *list)
{
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  guint grave = gros_graveyard_zone (g, seat);

  /* A few cards act from their owner's graveyard. */
  if (!reacting && !g->params.shared_deck)
    for (guint i = 0; i < gros_zone_size (g, grave); i++)
      {
        int c = gros_zone_at (g, grave, i);
        const GrosScript *script = gros_script (g, c);

        for (guint k = 0; script != NULL && k < script->n_abilities; k++)
          if (script->abilities[k].use == GROS_USE_FROM_GRAVEYARD)
            enumerate_ability (g, c, k, seat, FALSE, GROS_ACT_ACTIVATE, script->abilities[k].cost, list);
      }

  for (guint i = 0; i < gros_zone_size (g, movie); i++)
    {
      int c = gros_zone_at (g, movie, i);
      const GrosScript *script = gros_script (g, c);
      const GrosCardState *st = &g->cards[c];

      /* Trait Duels (Vampire) and Brawls (Kung Fu): tip, pick a victim in another Movie
       * ('Unlucky' Characters first). */
      if (!reacting && !g->attack.active && !establishing_shot (g) && fighter_ready (g, c))
        for (guint t = 0; t < g->n_seats; t++)
          {
            guint other = GROS_ZONE_ID (GROS_ZONE_MOVIE, t);
            gboolean unlucky_only = FALSE;

            if (t == seat)
              continue;
            for (guint k = 0; k < gros_zone_size (g, other); k++)
              unlucky_only |= fight_victim (g, gros_zone_at (g, other, k))
                              && gros_has_trait (g, gros_zone_at (g, other, k), GROS_TRAIT_UNLUCKY);
            for (guint k = 0; k < gros_zone_size (g, other); k++)
              {
                int victim = gros_zone_at (g, other, k);

                if (fight_victim (g, victim)
                    && (!unlucky_only || gros_has_trait (g, victim, GROS_TRAIT_UNLUCKY)))
                  push (list, GROS_ACT_ACTIVATE, seat, c, GROS_MODE_TRAIT_FIGHT, t, victim);
              }
          }

      /* More brawlers may be tipped into a Brawl, on either side. */
      if (reacting && g->phase == GROS_PHASE_ATTACK_REACT && g->attack.kind == GROS_ATTACK_BRAWL
          && !g->attack.resolved && (seat == g->attack.attacker || seat == g->attack.defender)
          && c != g->attack.origin && c != g->attack.victim_hint && fighter_ready (g, c)
          && gros_has_trait (g, c, GROS_TRAIT_KUNG_FU)
          && (seat == g->attack.defender
              || g->attack.combined[G_N_ELEMENTS (g->attack.combined) - 1] == GROS_NO_CARD))
        push (list, GROS_ACT_ACTIVATE, seat, c, GROS_MODE_BRAWL_JOIN, GROS_NO_SEAT, GROS_NO_CARD);

      if (script == NULL)
        continue;

      if ((st->flags & GROS_CARD_FACE_DOWN) && gros_def (g, c)->type == GROS_CARD_TYPE_PLOT_TWIST)
        {
          for (guint k = 0; k < script->n_abilities; k++)
            {
              const GrosAbility *ab = &script->abilities[k];

              if (ab->use != GROS_USE_BANK)
                continue;
              if ((ab->flags & GROS_USE_NEXT_TURN) && (st->flags & GROS_CARD_CAST_THIS_TURN))
                continue;
              if ((ab->flags & GROS_USE_OWN_TURN) && g->active != seat)
                continue;
              if (reacting && g->phase == GROS_PHASE_RESPONSE)
                continue;
              if (reacting && g->phase == GROS_PHASE_ATTACK_REACT
                  && !(ab->flags & GROS_USE_ATTACK) && ab->cond.kind != GROS_COND_DEFENDING)
                continue;
              if (!gros_cond_holds (g, &ab->cond, c))
                continue;
              if ((effect_touches_attack (ab->effect) || (ab->flags & GROS_USE_ATTACK))
                  && !attack_matches (g, ab))
                continue;
              if ((ab->flags & GROS_USE_OWN_MOVIE) && !(g->attack.active && g->attack.defender == seat))
                continue;
              if (ab->effect == GROS_EFFECT_HANDLER)
                {
                  const GrosHandler *h = gros_handler_lookup (ab->handler);

                  /* No handler yet: the Twist cannot be banked (it would pay points for
                   * nothing). The handler decides when, and with what, it can. */
                  if (h == NULL)
                    continue;
                  if (h->enumerate != NULL)
                    {
                      h->enumerate (g, c, k, seat, reacting, GROS_ACT_BANK, list);
                      break;
                    }
                }
              push (list, GROS_ACT_BANK, seat, c, k + 1, seat, GROS_NO_CARD);
              break;
            }
          continue;
        }

      if (!gros_card_active (g, c))
        continue;
      for (guint k = 0; k < script->n_abilities; k++)
        {
          const GrosAbility *ab = &script->abilities[k];

          if (ab->use != GROS_USE_ACTIVATE)
            continue;
          if ((ab->flags & (GROS_USE_ONCE_PER_TURN | GROS_USE_ONCE_PER_ATTACK)) && (st->flags & GROS_CARD_USED))
            continue;
          if ((ab->flags & GROS_USE_TIP_SELF) && (st->flags & GROS_CARD_TIPPED))
            continue;
          enumerate_ability (g, c, k, seat, reacting, GROS_ACT_ACTIVATE, ab->cost, list);
        }
    }

  /* A few cards in other Movies offer their uses to every seat. */
  for (guint t = 0; t < g->n_seats; t++)
    {
      guint other = GROS_ZONE_ID (GROS_ZONE_MOVIE, t);

      if (t == seat)
        continue;
      for (guint i = 0; i < gros_zone_size (g, other); i++)
        {
          int c = gros_zone_at (g, other, i);
          const GrosScript *script = gros_script (g, c);

          if (script == NULL || !gros_card_active (g, c))
            continue;
          for (guint k = 0; k < script->n_abilities; k++)
            {
              const GrosAbility *ab = &script->abilities[k];
              const GrosHandler *h;

              if (ab->use != GROS_USE_ACTIVATE || ab->effect != GROS_EFFECT_HANDLER)
                continue;
              h = gros_ability_handler (ab);
              if (h != NULL && (h->flags & GROS_HANDLER_ANY_SEAT))
                enumerate_ability (g, c, k, seat, reacting, GROS_ACT_ACTIVATE, ab->cost, list);
            }
        }
    }
}

gboolean
gros_pay (GrosRun *r,
          guint    seat,
          int      cost)
{
  GrosGame *g = r->g;
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  static const GrosCardType tip_order[] = {
    GROS_CARD_TYPE_LOCATION, GROS_CARD_TYPE_PROP, GROS_CARD_TYPE_PLOT_TWIST,
    GROS_CARD_TYPE_SPECIAL_EFFECT, GROS_CARD_TYPE_CHARACTER,
  };

  if (cost <= 0)
    return TRUE;
  /* Without popcorn, an ability's cost is paid by discarding: the pool holds those. */
  if (!g->params.popcorn)
    {
      if (g->seats[seat].popcorn < cost)
        return FALSE;
      gros_set_popcorn (r, seat, g->seats[seat].popcorn - cost);
      return TRUE;
    }
  /* Tip Buckets as needed, the ones least likely to be wanted untipped first. */
  for (guint o = 0; o < G_N_ELEMENTS (tip_order) && g->seats[seat].popcorn < cost; o++)
    for (guint i = 0; i < gros_zone_size (g, movie) && g->seats[seat].popcorn < cost; i++)
      {
        int c = gros_zone_at (g, movie, i);

        if (gros_def (g, c)->type != tip_order[o] || !gros_is_bucket (g, c)
            || (g->cards[c].flags & (GROS_CARD_TIPPED | GROS_CARD_FACE_DOWN)) || !gros_card_active (g, c))
          continue;
        gros_tip (r, c);
        g->seats[seat].popcorn++;
      }
  if (g->seats[seat].popcorn < cost)
    return FALSE;
  gros_set_popcorn (r, seat, g->seats[seat].popcorn - cost);
  return TRUE;
}

static void
reopen_windows (GrosGame *g)
{
  /* Any action in a window gives every seat a new chance to answer it. */
  if (g->attack.active && !g->attack.resolved)
    g->attack.passes = 0;
  if (g->n_frames > 0)
    g->frames[g->n_frames - 1].passes = 0;
}

static int
ability_amount (const GrosGame    *g,
                const GrosAbility *ab,
                int                card)
{
  if (ab->per_scope == GROS_SCOPE_NONE)
    return ab->value;
  return ab->base + ab->value * (int) gros_count_in_scope (g, ab->per_scope, &ab->per_filter, card);
}

static gboolean
in_hand_or_table (const GrosGame *g,
                  int             card)
{
  return g->cards[card].zone == GROS_ZONE_TABLE || gros_in_zone (g, card, GROS_ZONE_HAND);
}

void
gros_resolve_effect (GrosRun           *r,
                     int                card,
                     const GrosAbility *ab,
                     const GrosAction  *a)
{
  GrosGame *g = r->g;
  guint seat = a->seat;
  gboolean keep = FALSE;

  if (ab != NULL)
    gros_emit_simple (r, GROS_EV_ABILITY, seat, card, a->target, ab->effect);

  switch (ab != NULL ? ab->effect : GROS_EFFECT_NONE)
    {
    case GROS_EFFECT_STOP_ATTACK:
      g->attack.forced = GROS_OUTCOME_STOPPED;
      gros_emit_simple (r, GROS_EV_ATTACK_STOPPED, seat, card, g->attack.origin, 0);
      break;
    case GROS_EFFECT_STOP_RETURN:
      g->attack.forced = GROS_OUTCOME_STOPPED;
      /* "The Creature is returned": a card that stated the attack is no Creature, it goes
       * where the attack sends it (000 "the Creature (if there is one)"). */
      if (g->params.rules_revision < 1
          || (g->attack.origin != GROS_NO_CARD
              && gros_def (g, g->attack.origin)->type == GROS_CARD_TYPE_CREATURE))
        g->attack.after_flags |= GROS_AFTER_RETURN_TO_HAND;
      /* Some cards also bar that seat's further Creature attacks this turn. */
      if (ab->value != 0)
        g->seats[g->attack.attacker].creature_attacks_blocked = 1;
      gros_emit_simple (r, GROS_EV_ATTACK_STOPPED, seat, card, g->attack.origin, 1);
      break;
    case GROS_EFFECT_ATTACK_ADD:
      gros_attack_add_op (r, 0, GROS_OP_ADD, ability_amount (g, ab, card));
      break;
    case GROS_EFFECT_DEFENSE_ADD:
      gros_attack_add_op (r, 1, GROS_OP_ADD, ability_amount (g, ab, card));
      break;
    case GROS_EFFECT_ATTACK_MUL:
      gros_attack_add_op (r, 0, GROS_OP_MUL, ab->value);
      break;
    case GROS_EFFECT_ATTACK_DIV:
      gros_attack_add_op (r, 0, GROS_OP_DIV, ab->value);
      break;
    case GROS_EFFECT_DEFENSE_MUL:
      gros_attack_add_op (r, 1, GROS_OP_MUL, ab->value);
      break;
    case GROS_EFFECT_ATTACK_TRAITS:
      g->attack.traits_add[0] |= ab->attack_traits.bits[0];
      g->attack.traits_add[1] |= ab->attack_traits.bits[1];
      if (ab->value != 0)
        gros_attack_add_op (r, 0, GROS_OP_ADD, ab->value);
      break;
    case GROS_EFFECT_REVERSE:
      g->attack.reversed ^= 1;
      gros_emit_simple (r, GROS_EV_ATTACK_CHANGE, seat, card, GROS_NO_CARD, 0);
      break;
    case GROS_EFFECT_KILL:
      if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
        gros_kill (r, a->target, seat);
      break;
    case GROS_EFFECT_DISCARD_FROM_PLAY:
      if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
        gros_discard (r, a->target);
      break;
    case GROS_EFFECT_DRAW:
      for (int n = ability_amount (g, ab, card); n > 0; n--)
        gros_draw (r, seat);
      break;
    case GROS_EFFECT_ATTACH:
      if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
        {
          gros_attach (r, card, a->target);
          keep = TRUE;
        }
      break;
    case GROS_EFFECT_STAY:
      gros_move (r, card, GROS_ZONE_ID (GROS_ZONE_MOVIE, seat), FALSE);
      keep = TRUE;
      break;
    case GROS_EFFECT_REANIMATE:
      if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_GRAVEYARD))
        gros_move (r, a->target, GROS_ZONE_ID (GROS_ZONE_MOVIE, a->target_seat), FALSE);
      break;
    case GROS_EFFECT_RECOVER:
      if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_GRAVEYARD))
        gros_move (r, a->target, GROS_ZONE_ID (GROS_ZONE_HAND, seat), FALSE);
      break;
    case GROS_EFFECT_ATTACK:
      {
        GrosTraits traits = ab->attack_traits;

        /* The card itself is the attack's origin; it leaves with the attack. The strength
         * is counted once the attack has its target ("per Character in the target Movie"). */
        gros_attack_begin (r, GROS_ATTACK_CARD, seat, a->target_seat,
                           in_hand_or_table (g, card) ? card : GROS_NO_CARD, 0, &traits);
        g->attack.base_attack = ability_amount (g, ab, card);
        keep = TRUE;
      }
      break;
    case GROS_EFFECT_COUNTER:
      for (guint f = g->n_frames; f > 0; f--)
        if (g->frames[f - 1].phase == GROS_PHASE_RESPONSE && g->frames[f - 1].card == a->target)
          {
            memmove (&g->frames[f - 1], &g->frames[f], (g->n_frames - f) * sizeof g->frames[0]);
            g->n_frames--;
            break;
          }
      gros_emit_simple (r, GROS_EV_COUNTERED, seat, a->target, card, 0);
      gros_discard (r, a->target);
      break;
    case GROS_EFFECT_MILL:
      /* A "killed" trigger mills the deck of the opponent who killed the card; killed by
       * its own player, no opponent did (since rules revision 1). */
      if (g->params.rules_revision >= 1 && ab->use == GROS_USE_TRIGGER
          && ab->trigger == GROS_TRIGGER_KILLED && a->target_seat == seat)
        break;
      for (int n = ability_amount (g, ab, card); n > 0; n--)
        {
          guint deck = gros_deck_zone (g, a->target_seat);
          guint size = gros_zone_size (g, deck);

          if (size == 0)
            break;
          gros_discard (r, gros_zone_at (g, deck, size - 1));
        }
      break;
    case GROS_EFFECT_REVEAL_HAND:
      {
        guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, a->target_seat);

        for (guint i = 0; i < gros_zone_size (g, hand); i++)
          gros_reveal (r, gros_zone_at (g, hand, i));
      }
      break;
    case GROS_EFFECT_SELF_TO_HAND:
      gros_move (r, card, GROS_ZONE_ID (GROS_ZONE_HAND, MIN (g->cards[card].owner, (guint) g->n_seats - 1)), FALSE);
      keep = TRUE;
      break;
    case GROS_EFFECT_SELF_TO_DECK_BOTTOM:
      gros_move (r, card, gros_deck_zone (g, MIN (g->cards[card].owner, (guint) g->n_seats - 1)), TRUE);
      keep = TRUE;
      break;
    case GROS_EFFECT_SELF_TO_GRAVEYARD:
      gros_discard (r, card);
      keep = TRUE;
      break;
    case GROS_EFFECT_SELF_SHUFFLE_INTO_DECK:
      {
        guint deck = gros_deck_zone (g, MIN (g->cards[card].owner, (guint) g->n_seats - 1));

        gros_move (r, card, deck, FALSE);
        gros_shuffle_zone (r, deck);
        keep = TRUE;
      }
      break;
    case GROS_EFFECT_SINGLE_OUT:
      if (a->target != GROS_NO_CARD)
        g->attack.victim_hint = a->target;
      gros_emit_simple (r, GROS_EV_ATTACK_CHANGE, seat, card, a->target, 0);
      break;
    case GROS_EFFECT_COMBINE_FROM_HAND:
      for (guint i = 0; i < G_N_ELEMENTS (g->attack.combined); i++)
        if (g->attack.combined[i] == GROS_NO_CARD && a->target != GROS_NO_CARD
            && gros_in_zone (g, a->target, GROS_ZONE_HAND))
          {
            gros_move (r, a->target, GROS_ZONE_TABLE, FALSE);
            g->attack.combined[i] = a->target;
            g->attack.extra_victims++;
            gros_emit_simple (r, GROS_EV_ATTACK_CHANGE, seat, a->target, GROS_NO_CARD,
                              gros_attack_total (g) - gros_defense_total (g));
            break;
          }
      break;
    case GROS_EFFECT_SET_DEFENSE_TEMP:
      if (a->target != GROS_NO_CARD)
        gros_add_grant (r, a->target, GROS_GRANT_SET_DEFENSE, 0, ab->value, GROS_UNTIL_END_OF_ATTACK, card);
      break;
    case GROS_EFFECT_REDIRECT_SELF:
      g->attack.redirect = card;
      break;
    case GROS_EFFECT_EXTRA_VICTIM:
      g->attack.extra_victims += MAX (ab->value, 1);
      break;
    case GROS_EFFECT_PEEK:
      {
        guint deck = gros_deck_zone (g, seat);
        guint n = gros_zone_size (g, deck);

        if (n > 0)
          g->cards[gros_zone_at (g, deck, n - 1)].known |= 1u << seat;
      }
      break;
    case GROS_EFFECT_HANDLER:
      {
        const GrosHandler *h = gros_handler_lookup (ab->handler);
        guint before = g->cards[card].zone;

        if (h != NULL && h->resolve != NULL)
          h->resolve (r, card, ab, a);
        /* A handler that moved its card, or made it an attack, decides where it goes. */
        keep = g->cards[card].zone != before || (g->attack.active && g->attack.origin == card);
      }
      break;
    case GROS_EFFECT_NONE:
    default:
      break;
    }

  /* A played card that did not stay (attach, stay, attack) goes to the graveyard. */
  if (!keep && a->kind == GROS_ACT_PLAY && in_hand_or_table (g, card))
    gros_discard (r, card);
  reopen_windows (g);
}

/* A card's ordinary use, once it is not countered. */
static void
resolve_play (GrosRun          *r,
              const GrosAction *a)
{
  GrosGame *g = r->g;
  int c = a->card;
  const GrosCardDef *def = gros_def (g, c);

  if (a->mode > 0 && def->script != NULL && a->mode <= def->script->n_abilities)
    {
      gros_resolve_effect (r, c, &def->script->abilities[a->mode - 1], a);
      return;
    }

  switch (def->type)
    {
    case GROS_CARD_TYPE_CHARACTER:
      gros_move (r, c, GROS_ZONE_ID (GROS_ZONE_MOVIE, a->target_seat), FALSE);
      g->cards[c].flags |= GROS_CARD_CAST_THIS_TURN;
      break;
    case GROS_CARD_TYPE_PROP:
      if (a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_MOVIE))
        {
          gros_attach (r, c, a->target);
          /* Marked so that a Prop Limit can ask what came this turn. */
          g->cards[c].flags |= GROS_CARD_CAST_THIS_TURN;
          g->cards[a->target].props_this_turn++;
        }
      else
        gros_discard (r, c);
      break;
    case GROS_CARD_TYPE_LOCATION:
      {
        guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, a->target_seat);
        gboolean combine = a->target != GROS_NO_CARD && gros_in_zone (g, a->target, GROS_ZONE_MOVIE);

        /* A new Location replaces the old one (and what was Combined with it). */
        if (!combine)
          for (guint i = gros_zone_size (g, movie); i > 0; i--)
            {
              int old = gros_zone_at (g, movie, i - 1);

              if (gros_def (g, old)->type == GROS_CARD_TYPE_LOCATION && g->cards[old].host == GROS_NO_CARD)
                {
                  gros_discard (r, old);
                  i = MIN (i, gros_zone_size (g, movie) + 1);
                }
            }
        gros_move (r, c, movie, FALSE);
      }
      break;
    case GROS_CARD_TYPE_CREATURE:
      gros_attack_begin (r, GROS_ATTACK_CREATURE, a->seat, a->target_seat, c, 0, NULL);
      break;
    default:
      gros_discard (r, c);
      break;
    }
  reopen_windows (g);
}

void
gros_resolve_pending_play (GrosRun          *r,
                           const GrosAction *a)
{
  resolve_play (r, a);
}

gboolean
gros_apply_play (GrosRun          *r,
                 const GrosAction *a)
{
  GrosGame *g = r->g;
  int c = a->card;
  const GrosCardDef *def = gros_def (g, c);
  int cost = play_cost (g, c, a->mode);
  GrosFrame frame = { 0 };

  if (def->type == GROS_CARD_TYPE_CREATURE && a->mode == 0)
    cost += gros_creature_attack_tax (g, c, a->target_seat);

  if (def->type == GROS_CARD_TYPE_PLOT_TWIST && a->mode == 0)
    {
      g->cards[c].flags |= GROS_CARD_FACE_DOWN | GROS_CARD_CAST_THIS_TURN;
      gros_move (r, c, GROS_ZONE_ID (GROS_ZONE_MOVIE, a->seat), FALSE);
      g->seats[a->seat].twists_played_turn = g->turn;
      gros_emit_simple (r, GROS_EV_PLAY, a->seat, c, GROS_NO_CARD, 0);
      return TRUE;
    }

  if (def->type == GROS_CARD_TYPE_ROLL_THE_CREDITS && g->params.credits_final_round)
    {
      gros_roll_final_round (r, c);
      return TRUE;
    }
  if (def->type == GROS_CARD_TYPE_ROLL_THE_CREDITS)
    {
      gros_move (r, c, GROS_ZONE_TABLE, FALSE);
      g->climax_seat = a->seat;
      gros_emit_simple (r, GROS_EV_CLIMAX, a->seat, c, GROS_NO_CARD, 0);
      frame.phase = GROS_PHASE_CLIMAX;
      frame.seat = gros_next_seat (g, a->seat);
      frame.card = c;
      frame.target = GROS_NO_CARD;
      frame.target_seat = a->seat;
      gros_push_frame (g, &frame);
      return TRUE;
    }

  /* A Weapon given to a 'Psycho' attack costs nothing and boosts it. */
  if (def->type == GROS_CARD_TYPE_PROP && g->phase == GROS_PHASE_ATTACK_REACT && a->mode == 0)
    {
      gros_move (r, c, GROS_ZONE_TABLE, FALSE);
      g->cards[c].flags |= GROS_CARD_SPENT;
      g->cards[c].aux = GROS_AUX_PSYCHO_WEAPON;
      gros_emit_simple (r, GROS_EV_PLAY, a->seat, c, GROS_NO_CARD, 0);
      gros_emit_simple (r, GROS_EV_ATTACK_CHANGE, a->seat, c, GROS_NO_CARD,
                        gros_attack_total (g) - gros_defense_total (g));
      reopen_windows (g);
      return TRUE;
    }

  if (!gros_pay (r, a->seat, cost))
    return FALSE;
  /* Played face up: every seat sees the card from now on, its play included. */
  gros_show (g, c);
  gros_emit_simple (r, GROS_EV_PLAY, a->seat, c, a->target, a->mode);

  if (someone_could_counter (g, a->seat, c) && g->n_frames < GROS_MAX_FRAMES)
    {
      gros_move (r, c, GROS_ZONE_TABLE, FALSE);
      frame.phase = GROS_PHASE_RESPONSE;
      frame.seat = gros_next_seat (g, a->seat);
      frame.card = c;
      frame.target = a->target;
      frame.value = a->target_seat;
      frame.mode = a->mode;
      frame.target_seat = a->seat;
      gros_push_frame (g, &frame);
      /* The player cannot counter their own card: their pass is implied. */
      g->frames[g->n_frames - 1].passes = 0;
      return TRUE;
    }

  resolve_play (r, a);
  return TRUE;
}

gboolean
gros_apply_activate (GrosRun          *r,
                     const GrosAction *a)
{
  GrosGame *g = r->g;
  int c = a->card;
  const GrosScript *script = gros_script (g, c);
  const GrosAbility *ab;

  if (a->mode == GROS_MODE_BRAWL_JOIN)
    {
      gros_tip (r, c);
      if (a->seat == g->attack.attacker)
        {
          for (guint i = 0; i < G_N_ELEMENTS (g->attack.combined); i++)
            if (g->attack.combined[i] == GROS_NO_CARD)
              {
                g->attack.combined[i] = c;
                break;
              }
        }
      else
        gros_attack_add_op (r, 1, GROS_OP_ADD, gros_character_total (g, c, TRUE));
      reopen_windows (g);
      return TRUE;
    }
  if (a->mode == GROS_MODE_TRAIT_FIGHT)
    {
      gboolean vampire = gros_has_trait (g, c, GROS_TRAIT_VAMPIRE);
      GrosTraits traits = { { 0, 0 } };

      gros_tip (r, c);
      if (vampire)
        gros_traits_add (&traits, GROS_TRAIT_SUPERNATURAL);
      else
        gros_traits_add (&traits, GROS_TRAIT_KUNG_FU);
      gros_attack_begin (r, vampire ? GROS_ATTACK_DUEL : GROS_ATTACK_BRAWL, a->seat, a->target_seat,
                         c, 0, &traits);
      g->attack.victim_hint = a->target;
      return TRUE;
    }

  if (script == NULL || a->mode == 0 || a->mode > script->n_abilities)
    return FALSE;
  ab = &script->abilities[a->mode - 1];
  if (!gros_pay (r, a->seat, ab->cost))
    return FALSE;
  if (ab->flags & (GROS_USE_ONCE_PER_TURN | GROS_USE_ONCE_PER_ATTACK))
    g->cards[c].flags |= GROS_CARD_USED;
  if (ab->flags & GROS_USE_TIP_SELF)
    gros_tip (r, c);
  gros_resolve_effect (r, c, ab, a);
  if ((ab->flags & GROS_USE_DISCARD_SELF) && gros_in_zone (g, c, GROS_ZONE_MOVIE))
    gros_discard (r, c);
  return TRUE;
}

void
gros_note_bank (GrosGame *g,
                guint     seat)
{
  if (seat < g->n_seats && g->seats[seat].twists_banked < G_MAXUINT8)
    g->seats[seat].twists_banked++;
}

gboolean
gros_apply_bank (GrosRun          *r,
                 const GrosAction *a)
{
  GrosGame *g = r->g;
  int c = a->card;
  const GrosScript *script = gros_script (g, c);
  const GrosCardDef *def = gros_def (g, c);
  int points = def->stat_variable ? 0 : def->stat;
  const GrosHandler *h;

  if (script == NULL || a->mode == 0 || a->mode > script->n_abilities)
    return FALSE;
  h = gros_ability_handler (&script->abilities[a->mode - 1]);
  if (h != NULL && h->bank_points != NULL)
    points = h->bank_points (g, c, a);
  g->cards[c].flags &= ~GROS_CARD_FACE_DOWN;
  g->cards[c].flags |= GROS_CARD_BANKED;
  gros_reveal (r, c);
  g->seats[a->seat].banked += points;
  gros_emit_simple (r, GROS_EV_BANK, a->seat, c, GROS_NO_CARD, points);
  gros_resolve_effect (r, c, &script->abilities[a->mode - 1], a);
  /* A bank counts once made, wherever the Twist goes next; a Twist only revealed by its
   * use, still in play and not banked (a Curse), is none. */
  if (!gros_in_zone (g, c, GROS_ZONE_MOVIE) || (g->cards[c].flags & GROS_CARD_BANKED))
    gros_note_bank (g, a->seat);
  return TRUE;
}

gboolean
gros_fire_triggers (GrosRun    *r,
                    int         card,
                    GrosTrigger trigger,
                    guint       seat_context)
{
  GrosGame *g = r->g;
  const GrosScript *script = gros_script (g, card);
  guint zone = g->cards[card].zone;
  gboolean moved = FALSE;

  if (script == NULL)
    return FALSE;
  for (guint k = 0; k < script->n_abilities && !moved; k++)
    {
      const GrosAbility *ab = &script->abilities[k];
      GrosAction a = { 0 };

      if (ab->use != GROS_USE_TRIGGER)
        continue;
      if (ab->trigger != trigger
          && !(ab->trigger == GROS_TRIGGER_ATTACK_END
               && (trigger == GROS_TRIGGER_ATTACK_SUCCESS || trigger == GROS_TRIGGER_ATTACK_FAILURE)))
        continue;
      if (ab->cond.kind != GROS_COND_ALWAYS && !gros_cond_holds (g, &ab->cond, card))
        continue;
      a.kind = GROS_ACT_ACTIVATE;
      a.seat = MIN (gros_controller (g, card), (guint) g->n_seats - 1);
      a.card = card;
      a.mode = k + 1;
      a.target = GROS_NO_CARD;
      a.extra = GROS_NO_CARD;
      a.target_seat = seat_context;
      gros_resolve_effect (r, card, ab, &a);
      moved = g->cards[card].zone != zone;
    }
  return moved;
}

void
gros_fire_seat_triggers (GrosRun    *r,
                         guint       seat,
                         GrosTrigger trigger)
{
  GrosGame *g = r->g;
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  int cards[GROS_MAX_CARDS];
  guint n = gros_zone_size (g, movie);

  /* Copy first: a trigger may move cards out of the Movie while we walk it. */
  for (guint i = 0; i < n; i++)
    cards[i] = gros_zone_at (g, movie, i);
  for (guint i = 0; i < n; i++)
    if (g->cards[cards[i]].zone == movie && gros_card_active (g, cards[i]) && gros_script (g, cards[i]) != NULL)
      gros_fire_triggers (r, cards[i], trigger, seat);
}
