/* groo-ai-policy.c: Groo's candidates and fast playout policy: a one-look score of every
 * candidate (what it buys, whom Groo or a war hurts, what a loss costs). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <string.h>

#include "groo-ai-private.h"

#define MAX_CANDIDATES (GROO_MAX_CARDS + 16)

/* Copies of one card are alike: one action per kind of action and card definition. */
guint
groo_ai_candidates (const GrooGame *g,
                    GameAction     *out,
                    guint           max)
{
  GameAction legal[MAX_CANDIDATES];
  guint n = groo_game_legal_actions (g, legal, G_N_ELEMENTS (legal));
  guint kept = 0;
  GrooOp op;

  /* Sending Groo to one's own town when another is possible is never worth a thought. */
  if (n > 1 && legal[0].kind == GROO_ACT_CHOOSE && groo_game_current_op (g, &op, NULL)
      && op.kind == GROO_OP_MOVE_GROO)
    {
      guint k = 0;

      for (guint i = 0; i < n; i++)
        if (legal[i].target_seat != legal[i].seat)
          legal[k++] = legal[i];
      n = k > 0 ? k : n;
    }

  for (guint i = 0; i < n && kept < max; i++)
    {
      const GameAction *a = &legal[i];
      gboolean seen = FALSE;

      for (guint k = 0; k < kept && !seen; k++)
        {
          const GameAction *b = &out[k];

          seen = a->kind == b->kind && a->target_seat == b->target_seat
                 && a->value == b->value && a->mode == b->mode
                 && (a->card == b->card
                     || (a->card >= 0 && b->card >= 0
                         && g->cards[a->card].def == g->cards[b->card].def
                         && g->cards[a->card].zone == g->cards[b->card].zone));
        }
      if (!seen)
        out[kept++] = *a;
    }
  return kept;
}

/* The seat with the most VP other than @seat (the first of them from @seat on a tie). */
static guint
leader_other_than (const GrooGame *g,
                   guint           seat)
{
  guint best = (seat + 1) % g->n_seats;

  for (guint i = 2; i < g->n_seats; i++)
    {
      guint s = (seat + i) % g->n_seats;

      if (g->seats[s].vp > g->seats[best].vp)
        best = s;
    }
  return best;
}

static int
army_strength (const GrooGame *g,
               guint           seat,
               gboolean        attacking)
{
  guint zone = GROO_ZONE_ARMY (seat);
  int total = 0;
  guint n = groo_game_zone_size (g, zone);

  for (guint i = 0; i < n; i++)
    total += groo_game_troop_strength (g, groo_game_zone_card (g, zone, i), attacking);
  if (n > 0)
    total += n * groo_game_mod_total (g, seat, attacking ? GROO_MOD_TROOP_ATTACK_ADD
                                                         : GROO_MOD_TROOP_DEFENSE_ADD)
             + groo_game_mod_total (g, seat, attacking ? GROO_MOD_ATTACK_ADD
                                                       : GROO_MOD_DEFENSE_ADD);
  return total;
}

/* What the unspent dice would buy if die @die showed @face: the best VP-like value. */
static double
best_buy_with (const GrooGame *g,
               guint           seat,
               guint           die,
               guint           face)
{
  GrooGame copy;
  guint zone = GROO_ZONE_HAND (seat);
  double best = 0.0;

  groo_game_copy (&copy, g);
  copy.dice[die] = face;
  for (guint i = 0; i < groo_game_zone_size (&copy, zone); i++)
    {
      int c = groo_game_zone_card (&copy, zone, i);
      const GrooCardDef *def = groo_game_card (&copy, c);
      uint32_t mask;

      if ((def->kind == GROO_KIND_BUILDING || def->kind == GROO_KIND_TROOP)
          && groo_game_dice_for (&copy, c, &mask))
        best = MAX (best, def->kind == GROO_KIND_BUILDING ? 1.0 + def->vp
                                                           : 0.5 + 0.2 * (def->attack
                                                                          + def->defense));
    }
  return best;
}

/* How good the effect of a Wild or power is for @seat now, on the VP scale. */
static double
use_value (const GrooGame *g,
           guint           seat,
           int             card)
{
  const GrooCardDef *def = groo_game_card (g, card);
  const GrooOp *op;

  if (!def->script.has_use || def->script.n_ops == 0)
    return -1.0;
  op = &def->script.ops[0];
  switch (op->kind)
    {
    case GROO_OP_CANCEL_GROO:
      return g->groo == seat ? 2.0 : -1.0;
    case GROO_OP_SIDE_ADD:
    case GROO_OP_ATTACK_ADD:
    case GROO_OP_ATTACK_MUL:
    case GROO_OP_DEFENSE_ADD:
    case GROO_OP_DEFENSE_MUL:
    case GROO_OP_TROOP_MUL:
      {
        int attack = groo_game_war_attack (g);
        int defense = groo_game_war_defense (g);

        if (!g->war.active)
          return -1.0;
        /* Worth it when it changes who wins the war. */
        if (seat == g->war.attacker)
          return attack > defense ? 0.1 : 1.5;
        return attack > defense ? 1.5 : 0.1;
      }
    case GROO_OP_MOVE_GROO:
      return g->groo == seat ? 1.2 : 0.1;
    case GROO_OP_DRAW:
      return 0.35 * op->n - 0.3;
    case GROO_OP_SET_DIE:
    case GROO_OP_REROLL:
      return g->holder == seat && groo_game_unspent_dice (g) != 0 ? 0.6 : -1.0;
    default:
      return 0.0;
    }
}

/* The heuristic score of one candidate for the deciding seat. */
static double
score_action (const GrooGame   *g,
              const GameAction *a)
{
  guint seat = a->seat;
  const GrooCardDef *def = a->card >= 0 ? groo_game_card (g, a->card) : NULL;

  switch (a->kind)
    {
    case GROO_ACT_DISCARD:
      return groo_ai_hand_value (g, seat, a->card) < 0.3 ? 1.2 : 0.0;
    case GROO_ACT_END_DISCARD:
      return 1.0;

    case GROO_ACT_ATTACK:
      {
        guint target = a->target_seat;
        int damage = army_strength (g, seat, TRUE) - army_strength (g, target, FALSE);
        guint printed = groo_game_town_printed_vp (g, target);

        if (damage <= 0 || printed == 0)
          return 0.0;
        return 1.0 + 0.7 * MIN ((guint) damage, printed) - 0.15 * groo_game_army_attack (g, seat)
               + (target == leader_other_than (g, seat) ? 0.5 : 0.0);
      }
    case GROO_ACT_NO_ATTACK:
      return 1.0;

    case GROO_ACT_COMMIT:
      if (seat == g->war.attacker)
        return groo_game_troop_strength (g, a->card, TRUE) > 0 ? 2.0 : 0.0;
      return groo_game_war_defense (g) < groo_game_war_attack (g)
             && groo_game_troop_strength (g, a->card, FALSE) > 0 ? 2.0 : 0.0;
    case GROO_ACT_COMMIT_DONE:
      return 1.0;

    case GROO_ACT_BUY:
      if (def->kind == GROO_KIND_BUILDING)
        return 3.0 + 2.0 * def->vp;
      return 2.0 + 0.4 * (def->attack + def->defense);
    case GROO_ACT_GROO:
      if (g->groo == seat)
        return -1.0;
      return 2.5 + 0.3 * g->seats[g->groo].vp + (g->groo == leader_other_than (g, seat) ? 1.0 : 0);
    case GROO_ACT_PASS_DICE:
      return 1.0;

    case GROO_ACT_WILD:
      return 1.0 + use_value (g, seat, a->card) - 0.3;
    case GROO_ACT_POWER:
      /* A Building discarded for its power takes its VP with it. */
      return 1.0 + use_value (g, seat, a->card) - (def->kind == GROO_KIND_BUILDING
                                                   ? 1.3 * def->vp : 0.2);
    case GROO_ACT_PASS:
      return 1.0;

    case GROO_ACT_CHOOSE:
      {
        GrooOp op;

        if (!groo_game_current_op (g, &op, NULL))
          return 0.0;
        switch (op.kind)
          {
          case GROO_OP_DISCARD:
            return -groo_ai_hand_value (g, seat, a->card);
          case GROO_OP_LOSE_VP:
          case GROO_OP_LOSE_BUILDING:
          case GROO_OP_LOSE_BEST_BUILDING:
            return -(double) def->vp;
          case GROO_OP_LOSE_TROOP:
          case GROO_OP_LOSE_HALF_TROOPS:
          case GROO_OP_LOSE_BEST_TROOP:
            return -(double) (def->attack + def->defense);
          case GROO_OP_MOVE_GROO:
            if (a->target_seat == seat)
              return -10.0;
            return g->seats[a->target_seat].vp
                   - 0.5 * MIN (groo_game_groo_distance (g, seat), 1);
          case GROO_OP_SET_DIE:
            return best_buy_with (g, seat, a->value, a->mode);
          case GROO_OP_TROOP_MUL:
            return groo_game_troop_strength (g, a->card, seat == g->war.attacker);
          default:
            return 0.0;
          }
      }
    default:
      return 0.0;
    }
}

void
groo_ai_fast_policy (const GrooGame *g,
                     GameAiRng      *rng,
                     double          epsilon,
                     GameAction     *out)
{
  GameAction candidates[MAX_CANDIDATES];
  guint n = groo_ai_candidates (g, candidates, G_N_ELEMENTS (candidates));
  guint best = 0;
  double best_score = -1e9;

  g_assert (n > 0);
  if (n == 1 || game_ai_rng_double (rng) < epsilon)
    {
      *out = candidates[game_ai_rng_below (rng, n)];
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      /* A little noise breaks ties without always favouring the first listed. */
      double score = score_action (g, &candidates[i]) + 0.01 * game_ai_rng_double (rng);

      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  *out = candidates[best];
}
