/* grotto-ai-eval.c: how good a Grotto Beasts! position is for each seat: the score race
 * first, then the power on the board, the hand and the summoning pool. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "grotto-ai-private.h"

/* Weights on the scale of one scored card (of a goal of 10). Power on the Team attacks and
 * guards the score; the Sideline's Beasts are reserves; a card in hand pays or is summoned;
 * pool cards come back when the opponents summon. */
#define TEAM_POWER_WEIGHT      0.22
#define SIDELINE_POWER_WEIGHT  0.10
#define GROTTO_WEIGHT          0.30
#define CHALLENGER_WEIGHT      0.10
#define HAND_WEIGHT            0.16
#define HAND_CAP               8
#define POOL_WEIGHT            0.05
#define POOL_CAP               8
#define DECK_DANGER            0.8   /* a deck about to run out feeds the opponents */
#define SCORE_SCALE            1.8

double
grotto_ai_card_worth (const GrottoGame *g,
                      int               card)
{
  const GrottoCardDef *def = grotto_def (g, card);
  double worth;

  switch (def->kind)
    {
    case GROTTO_KIND_BEAST:
      worth = 0.4 + 0.35 * def->power;
      break;
    case GROTTO_KIND_GROTTO:
      worth = 0.7;
      break;
    case GROTTO_KIND_WISH:
      worth = 0.8;
      break;
    default:
      return 0.0;
    }
  if (def->script != NULL)
    worth += 0.3;
  return worth - 0.08 * MAX (def->cost, 0);
}

double
grotto_ai_seat_score (const GrottoGame *g,
                      guint             seat)
{
  double score = 10.0 * grotto_game_scored (g, seat) / MAX (g->seats[seat].goal, 1);
  guint hand = grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, seat));
  guint pool = grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_POOL, seat));
  guint deck = grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat));
  guint discard = grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, seat));

  if (grotto_seat_out (g, seat))
    return -100.0;
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];
      const GrottoCardDef *def;
      int power;

      if (card == GROTTO_NO_CARD)
        continue;
      def = grotto_def (g, card);
      if (def->kind == GROTTO_KIND_GROTTO)
        {
          score += GROTTO_WEIGHT;
          continue;
        }
      power = grotto_power (g, card);
      if (def->kind == GROTTO_KIND_CHALLENGER)
        score += CHALLENGER_WEIGHT * power;
      else if (grotto_spot_is_team (p))
        score += TEAM_POWER_WEIGHT * (power + 1);
      else
        score += SIDELINE_POWER_WEIGHT * (power + 1);
    }
  score += HAND_WEIGHT * MIN (hand, HAND_CAP);
  score += POOL_WEIGHT * MIN (pool, POOL_CAP);
  /* Running out of cards hands the opponents two scored cards each, or loses outright. */
  if (deck < 4)
    score -= DECK_DANGER * (4 - deck) / 4.0 * (discard == 0 ? 3.0 : 1.0);
  return score;
}

void
grotto_ai_rewards (const GrottoGame *g,
                   double           *out)
{
  double scores[GROTTO_MAX_SEATS];

  if (grotto_game_is_over (g))
    {
      guint n_winners = __builtin_popcount (g->winners);

      for (guint s = 0; s < g->n_seats; s++)
        out[s] = n_winners == 0 ? 1.0 / g->n_seats
                 : ((g->winners >> s) & 1) ? 1.0 / n_winners : 0.0;
      return;
    }
  for (guint s = 0; s < g->n_seats; s++)
    scores[s] = grotto_ai_seat_score (g, s);
  for (guint s = 0; s < g->n_seats; s++)
    {
      double best_other = -1e9;

      for (guint o = 0; o < g->n_seats; o++)
        if (o != s && !grotto_seat_out (g, o))
          best_other = MAX (best_other, scores[o]);
      out[s] = game_ai_squash (scores[s] - best_other, SCORE_SCALE);
    }
}
