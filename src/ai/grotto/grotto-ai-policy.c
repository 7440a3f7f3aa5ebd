/* grotto-ai-policy.c: the Grotto Beasts! AI's candidates (legal actions worth a look) and its
 * fast playout policy: every candidate scored at a glance. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "grotto-ai-private.h"

/* ---- Candidates ------------------------------------------------------------------------ */

/* A spot worth moving to: the first empty one of its row, or a Team spot over a Grotto. */
static gboolean
useful_spot (const GrottoGame *g,
             guint             seat,
             guint             spot)
{
  guint first = grotto_spot_is_team (spot) ? 0 : GROTTO_SPOTS;

  if (grotto_spot_is_team (spot))
    {
      int under = g->spots[seat][spot + GROTTO_SPOTS];

      if (under != GROTTO_NO_CARD && grotto_def (g, under)->kind == GROTTO_KIND_GROTTO)
        return TRUE;
    }
  for (guint p = first; p < spot; p++)
    if (g->spots[seat][p] == GROTTO_NO_CARD)
      return FALSE;
  return TRUE;
}

/* Copies of one card the deciding seat can see are one choice. */
static gboolean
same_as_earlier (const GrottoGame *g,
                 const GameAction *out,
                 guint             n,
                 const GameAction *a)
{
  int card = a->kind == GROTTO_ACT_ASSIGN ? a->target : a->card;

  if (card < 0 || !grotto_game_card_visible_to (g, card, a->seat) || grotto_on_spot (g, card))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      int other = out[i].kind == GROTTO_ACT_ASSIGN ? out[i].target : out[i].card;

      if (out[i].kind == a->kind && out[i].mode == a->mode && other >= 0 && other != card
          && g->cards[other].zone == g->cards[card].zone && g->cards[other].def == g->cards[card].def
          && out[i].value == a->value && grotto_game_card_visible_to (g, other, a->seat))
        return TRUE;
    }
  return FALSE;
}

guint
grotto_ai_candidates (const GrottoGame *g,
                      GameAction       *out,
                      guint             max)
{
  GameAction all[GAME_MAX_ACTIONS];
  guint n = grotto_game_legal_actions (g, all, G_N_ELEMENTS (all));
  guint kept = 0;

  for (guint i = 0; i < n && kept < max; i++)
    {
      const GameAction *a = &all[i];

      if (a->kind == GROTTO_ACT_MOVE && !useful_spot (g, a->seat, a->value))
        continue;
      if (same_as_earlier (g, out, kept, a))
        continue;
      out[kept++] = *a;
    }
  /* Never none when something is legal. */
  if (kept == 0 && n > 0)
    out[kept++] = all[0];
  return kept;
}

/* ---- The fast policy ----------------------------------------------------------------------- */

static const GrottoStep *
current_step (const GrottoGame *g)
{
  const GrottoFrame *f;
  const GrottoScript *script;

  if (g->n_frames == 0)
    return NULL;
  f = &g->frames[g->n_frames - 1];
  script = grotto_script (g, f->source);
  if (script == NULL || f->ability >= script->n_abilities
      || f->pc >= script->abilities[f->ability].n_steps)
    return NULL;
  return &script->abilities[f->ability].steps[f->pc];
}

/* Damage the attacker would score against the defender's awake Team. */
static int
power_on_team (const GrottoGame *g,
               guint             seat,
               gboolean          attackers)
{
  int total = 0;

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];

      if (card == GROTTO_NO_CARD)
        continue;
      if (attackers ? grotto_can_attack (g, card) : grotto_can_defend (g, card))
        total += grotto_power (g, card);
    }
  return total;
}

static gboolean
some_attacker (const GrottoGame *g,
               guint             seat)
{
  for (guint p = 0; p < GROTTO_SPOTS; p++)
    if (g->spots[seat][p] != GROTTO_NO_CARD && grotto_can_attack (g, g->spots[seat][p]))
      return TRUE;
  return FALSE;
}

static double
summon_score (const GrottoGame *g,
              const GameAction *a)
{
  const GrottoCardDef *def = grotto_def (g, a->card);
  int cost = grotto_summon_cost (g, a->card, a->seat);
  guint hand = grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, a->seat));
  double score = grotto_ai_card_worth (g, a->card) + 0.08 * MAX (def->cost, 0);

  /* Paying hands the next opponent as many cards: cheap summons first. */
  score -= 0.22 * cost;
  if (def->kind == GROTTO_KIND_BEAST)
    score += 0.5;
  if ((guint) cost + 1 >= hand && def->kind != GROTTO_KIND_WISH)
    score -= 0.2;
  return score;
}

/* How good it is that @card, chosen by an effect, is the one: the opponents' strongest and
 * the deciding seat's own strongest (effects mostly hurt the one and help the other; the
 * steps that cost the chooser are handled apart). */
static double
choice_score (const GrottoGame *g,
              int               card,
              guint             seat,
              gboolean          costs_chooser)
{
  double worth = grotto_on_spot (g, card) ? 0.3 + 0.3 * grotto_power (g, card)
                                          : grotto_ai_card_worth (g, card);

  if (costs_chooser)
    return -worth;
  return worth;
}

static double
action_score (const GrottoGame *g,
              const GameAction *a)
{
  guint seat = a->seat;

  switch (a->kind)
    {
    case GROTTO_ACT_FIRST:
      return a->target_seat == seat ? 1.0 : 0.0;
    case GROTTO_ACT_MULLIGAN:
      /* Put back what costs too much to summon early. */
      return grotto_def (g, a->card)->cost >= 6 ? 0.5 : -1.0;
    case GROTTO_ACT_KEEP:
      return 0.0;
    case GROTTO_ACT_SUMMON:
      return summon_score (g, a);
    case GROTTO_ACT_PAY:
      return -grotto_ai_card_worth (g, a->card) + (a->mode == 1 ? 0.3 : 0.0);
    case GROTTO_ACT_SPOT:
      {
        const GrottoCardDef *def = grotto_def (g, a->card);
        int occupant = g->spots[seat][a->value];
        double score = occupant != GROTTO_NO_CARD ? -grotto_ai_card_worth (g, occupant) : 0.0;

        if (def->kind == GROTTO_KIND_BEAST)
          {
            if (grotto_spot_is_team (a->value))
              score += 1.0;
            if (grotto_spot_is_team (a->value) && g->spots[seat][a->value + GROTTO_SPOTS] != GROTTO_NO_CARD)
              score += 0.2;
          }
        else if (def->kind == GROTTO_KIND_GROTTO)
          {
            int above = g->spots[seat][a->value - GROTTO_SPOTS];

            if (above != GROTTO_NO_CARD && grotto_def (g, above)->kind == GROTTO_KIND_BEAST)
              score += 0.3;
          }
        return score - 0.01 * a->value;
      }
    case GROTTO_ACT_MOVE:
      {
        guint from = g->cards[a->card].spot;

        /* Reserves forward to the Team; nothing else is worth a move at a glance. */
        if (grotto_spot_is_sideline (from) && grotto_spot_is_team (a->value)
            && grotto_def (g, a->card)->kind == GROTTO_KIND_BEAST)
          return 0.6 + 0.1 * grotto_power (g, a->card);
        return -0.5;
      }
    case GROTTO_ACT_ACTIVATE:
      return 0.4;
    case GROTTO_ACT_BATTLE:
      /* A battle nobody can attack in is legal (002) but rarely worth more than skipping. */
      return some_attacker (g, a->seat) ? 1.2 : 0.0;
    case GROTTO_ACT_END_PHASE:
      return 0.1;
    case GROTTO_ACT_OPPONENT:
      /* The opponent nearest its goal, or with the weakest Team. */
      return grotto_ai_seat_score (g, a->target_seat) - 0.2 * power_on_team (g, a->target_seat, FALSE);
    case GROTTO_ACT_ATTACKER:
      return grotto_power (g, a->card) > 0 ? 1.0 : -0.2;
    case GROTTO_ACT_DEFENDER:
      {
        int attack = g->battle.attack_total > 0 ? g->battle.attack_total
                                                : power_on_team (g, g->battle.attacker, TRUE);

        /* Block when the attack would score; not with fighters that only die. */
        return attack > 0 && grotto_power (g, a->card) > 0 ? 0.8 : -0.3;
      }
    case GROTTO_ACT_DONE:
      return 0.0;
    case GROTTO_ACT_ASSIGN:
      {
        int need = MAX (grotto_power (g, a->target), 1) - g->cards[a->target].damage;

        /* Discard the biggest fighter the damage can. */
        return need <= g->battle.left ? 1.0 + 0.2 * need : 0.0;
      }
    case GROTTO_ACT_DISCARD:
      return -grotto_ai_card_worth (g, a->card);
    case GROTTO_ACT_PASS:
      return 0.0;
    case GROTTO_ACT_CHOOSE:
      {
        const GrottoStep *st = current_step (g);
        const GrottoFrame *f = g->n_frames > 0 ? &g->frames[g->n_frames - 1] : NULL;
        gboolean costs = st != NULL && (st->op == GROTTO_OP_DISCARD_HAND
                                        || st->op == GROTTO_OP_DISCARD_OWN
                                        || st->op == GROTTO_OP_DETACH);

        if (f != NULL && f->waiting == GROTTO_CHOICE_YES_NO)
          return a->value ? 0.5 : 0.0;
        if (f != NULL && f->waiting == GROTTO_CHOICE_VALUE)
          return a->value;
        if (a->target_seat != GAME_NO_SEAT)
          return a->target_seat == seat ? 0.0 : 0.5;
        if (a->card >= 0 && f != NULL && f->waiting == GROTTO_CHOICE_CARD)
          {
            double score = choice_score (g, a->card, seat, costs);

            /* A choice among the opponents' cards is against them; among one's own, for. */
            if (!costs && grotto_on_spot (g, a->card) && grotto_controller (g, a->card) != seat)
              score += 0.5;
            return score + 0.1;
          }
        return 0.1;
      }
    default:
      return 0.0;
    }
}

void
grotto_ai_fast_policy (const GrottoGame *g,
                       GameAiRng        *rng,
                       double            epsilon,
                       GameAction       *out)
{
  GameAction candidates[GAME_MAX_ACTIONS];
  guint n = grotto_ai_candidates (g, candidates, G_N_ELEMENTS (candidates));
  double best = -1e9;
  guint pick = 0;

  if (n == 0)
    return;
  if (n == 1 || game_ai_rng_double (rng) < epsilon)
    {
      *out = candidates[n == 1 ? 0 : game_ai_rng_below (rng, n)];
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      /* A hair of noise breaks ties differently from one playout to the next. */
      double score = action_score (g, &candidates[i]) + 0.001 * game_ai_rng_double (rng);

      if (score > best)
        {
          best = score;
          pick = i;
        }
    }
  *out = candidates[pick];
}
