/* groo-ai-eval.c: how good a Groo position is for each seat: the VP race first, then the
 * army, the hand and how far Groo is. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <math.h>

#include "groo-ai-private.h"

/* Weights on the VP scale. A point of army strength is worth a little: it guards VP and
 * takes others'; a card in hand is an option; hosting Groo costs about what a Groo Effect
 * takes now and then. */
#define ARMY_WEIGHT      0.12
#define ARMY_CAP         12
#define HAND_WEIGHT      0.10
#define HOST_PENALTY     0.45
#define NEAR_PENALTY     0.15
#define SCORE_SCALE      1.6

double
groo_ai_hand_value (const GrooGame *g,
                    guint           seat,
                    int             card)
{
  const GrooCardDef *def = groo_game_card (g, card);
  guint cost = def->cost[GROO_COST_KOPINS] + def->cost[GROO_COST_SUPPLIES]
               + def->cost[GROO_COST_LABOR];

  switch (def->kind)
    {
    case GROO_KIND_BUILDING:
      return 0.5 + def->vp * 0.6 - cost * 0.08;
    case GROO_KIND_TROOP:
      return 0.2 + (def->attack + def->defense) * 0.12 - cost * 0.05;
    case GROO_KIND_GROO_EFFECT:
      return 0.35;
    case GROO_KIND_WILD:
      return 0.45;
    default:
      return 0.0;
    }
}

double
groo_ai_seat_score (const GrooGame *g,
                    guint           seat)
{
  guint vp = g->seats[seat].vp;
  guint attack = groo_game_army_attack (g, seat);
  guint defense = groo_game_army_defense (g, seat)
                  + MAX (groo_game_mod_total (g, seat, GROO_MOD_DEFENSE_ADD), 0);
  guint hand = groo_game_zone_size (g, GROO_ZONE_HAND (seat));
  guint distance = groo_game_groo_distance (g, seat);
  double score = vp;

  score += ARMY_WEIGHT * MIN (attack, ARMY_CAP) + ARMY_WEIGHT * MIN (defense, ARMY_CAP);
  score += HAND_WEIGHT * MIN (hand, 7);
  if (distance == 0)
    score -= HOST_PENALTY;
  else if (distance == 1 && g->n_seats > 2)
    score -= NEAR_PENALTY;
  /* The last VP before the goal are worth more: they end the game. */
  if (vp + 2 >= g->goal)
    score += 0.4 * (vp + 2 - g->goal + 1);
  return score;
}

void
groo_ai_rewards (const GrooGame *g,
                 double         *out)
{
  double scores[GROO_MAX_SEATS];

  if (groo_game_is_over (g))
    {
      guint n_winners = __builtin_popcount (g->winners);

      for (guint s = 0; s < g->n_seats; s++)
        out[s] = ((g->winners >> s) & 1) ? 1.0 / MAX (n_winners, 1) : 0.0;
      return;
    }
  for (guint s = 0; s < g->n_seats; s++)
    scores[s] = groo_ai_seat_score (g, s);
  for (guint s = 0; s < g->n_seats; s++)
    {
      double best_other = -1e9;

      for (guint o = 0; o < g->n_seats; o++)
        if (o != s)
          best_other = MAX (best_other, scores[o]);
      out[s] = game_ai_squash (scores[s] - best_other, SCORE_SCALE);
    }
}
