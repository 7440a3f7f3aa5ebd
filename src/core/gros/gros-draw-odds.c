/* gros-draw-odds.c: GROS's exact odds of a deck's opening hand and draws, from its composition. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include <string.h>

#include "gros-draw-odds.h"

#define MAX_HAND_SIZE 20

/* C(n, k) as a double: exact while the result and n * result fit in 53 bits (every hand of
 * up to 6 cards from 320), and within a few ulps beyond. */
static double
choose (guint n,
        guint k)
{
  double r = 1;

  if (k > n)
    return 0;
  k = MIN (k, n - k);
  for (guint i = 1; i <= k; i++)
    r = r * (n - k + i) / i;
  return r;
}

/* P(none of @k marked cards among the first @m of @n shuffled cards) = C(n-k, m) / C(n, m),
 * as a product of ratios that cannot overflow. */
static double
p_none_in_draw (guint n,
                guint k,
                guint m)
{
  double p = 1;

  g_assert (m <= n);
  /* k > n: a state of probability zero. */
  if (k > n || m + k > n)
    return 0;
  for (guint i = 0; i < m; i++)
    p *= (double) (n - k - i) / (n - i);
  return p;
}

void
gros_odds_model_init (GrosOddsModel *model)
{
  g_return_if_fail (model != NULL);

  model->hand_size = GROS_ODDS_DEFAULT_HAND_SIZE;
  model->plays_per_turn = GROS_ODDS_DEFAULT_PLAYS_PER_TURN;
  model->n_turns = GROS_ODDS_DEFAULT_TURNS;
  model->max_redraws = GROS_ODDS_DEFAULT_MAX_REDRAWS;
}

guint
gros_odds_model_cards_seen (const GrosOddsModel *model,
                            guint                n_cards,
                            GrosOddsOrder        order,
                            guint                turn,
                            guint               *out_hand)
{
  guint seen, hand, deck;

  g_return_val_if_fail (model != NULL, 0);
  g_return_val_if_fail (order < GROS_ODDS_N_ORDERS, 0);
  g_return_val_if_fail (turn >= 1, 0);

  /* The kept hand, less the starter cast at set-up. */
  seen = MIN (model->hand_size, n_cards);
  deck = n_cards - seen;
  hand = seen > 0 ? seen - 1 : 0;
  for (guint t = 1; t <= turn; t++)
    {
      if (order != GROS_ODDS_FIRST || t > 1)
        {
          guint drawn = model->hand_size > hand ? MIN (model->hand_size - hand, deck) : 0;

          seen += drawn;
          hand += drawn;
          deck -= drawn;
        }
      if (t < turn)
        hand -= MIN (model->plays_per_turn, hand);
    }
  if (out_hand != NULL)
    *out_hand = hand;
  return seen;
}

/* The deck split by two marks: starter or not, and a property X (Roll the Credits, Bucket). */
typedef struct
{
  guint starter_x;
  guint starter_plain;
  guint other_x;
  guint other_plain;
} Split;

typedef struct
{
  double dist[MAX_HAND_SIZE + 1]; /* P(the kept hand holds t cards with X) */
  double p_first_starter;
  double p_kept_starter;
  double expected_redraws;
  guint  kept_size;
} KeptHand;

/* Follows the deal: hand after hand while none holds a starter. The state after k redraws
 * is the number j of X cards among the k hands put aside (they hold no starter), so the
 * deck left holds other_x - j X cards; each hand is a multivariate hypergeometric draw. */
static void
kept_hand (const Split         *split,
           const GrosOddsModel *model,
           KeptHand            *out)
{
  guint n_cards = split->starter_x + split->starter_plain + split->other_x + split->other_plain;
  guint hs = model->hand_size;
  g_autofree double *state = g_new0 (double, split->other_x + 1);
  g_autofree double *next = g_new0 (double, split->other_x + 1);
  guint removed = 0;

  memset (out, 0, sizeof *out);
  out->kept_size = MIN (hs, n_cards);
  state[0] = 1;
  for (guint stage = 0;; stage++)
    {
      guint n = n_cards - removed;
      guint h = MIN (hs, n);
      gboolean can_redraw = stage < model->max_redraws && n - h >= hs;
      double total = choose (n, h), reached = 0, going_on = 0;

      memset (next, 0, (split->other_x + 1) * sizeof (double));
      for (guint j = 0; j <= split->other_x && j <= removed; j++)
        {
          guint xr = split->other_x - j;
          guint yr;

          if (state[j] == 0 || removed - j > split->other_plain)
            continue;
          yr = split->other_plain - (removed - j);
          reached += state[j];
          for (guint ia = 0; ia <= MIN (split->starter_x, h); ia++)
            for (guint ib = 0; ib <= MIN (split->starter_plain, h - ia); ib++)
              for (guint ix = 0; ix <= MIN (xr, h - ia - ib); ix++)
                {
                  guint iy = h - ia - ib - ix;
                  double p;

                  if (iy > yr)
                    continue;
                  p = state[j] * choose (split->starter_x, ia) * choose (split->starter_plain, ib)
                      * choose (xr, ix) * choose (yr, iy) / total;
                  if (stage == 0 && ia + ib > 0)
                    out->p_first_starter += p;
                  if (ia + ib > 0)
                    {
                      out->dist[ia + ix] += p;
                      out->p_kept_starter += p;
                    }
                  else if (can_redraw)
                    {
                      next[j + ix] += p;
                      going_on += p;
                    }
                  else
                    out->dist[ix] += p;
                }
        }
      if (stage > 0)
        out->expected_redraws += reached;
      if (!can_redraw || going_on == 0)
        break;
      memcpy (state, next, (split->other_x + 1) * sizeof (double));
      removed += h;
    }
}

/* P(at least one X seen) and E[X seen] after @seen cards: the kept hand, then cards of the
 * rest of the deck, which is a uniform shuffle of every other card (the hands put aside are
 * shuffled back). */
static void
seen_figures (const KeptHand *kh,
              guint           n_cards,
              guint           n_x,
              guint           seen,
              double         *p_any,
              double         *expected)
{
  guint rest = n_cards - kh->kept_size;
  guint m = seen > kh->kept_size ? MIN (seen - kh->kept_size, rest) : 0;

  *p_any = 1 - kh->dist[0] * p_none_in_draw (rest, n_x, m);
  *expected = 0;
  for (guint t = 0; t <= kh->kept_size && t <= n_x; t++)
    if (kh->dist[t] > 0)
      *expected += kh->dist[t] * (t + (rest > 0 ? (double) m * (n_x - t) / rest : 0));
}

gboolean
gros_odds_compute (const GrosOddsDeck  *deck,
                   const GrosOddsModel *model,
                   GrosOdds            *out)
{
  Split credits, buckets;
  KeptHand kh_credits, kh_buckets;
  guint non_starters;

  g_return_val_if_fail (deck != NULL, FALSE);
  g_return_val_if_fail (model != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (deck->n_starters > deck->n_cards
      || deck->n_credits > deck->n_cards - deck->n_starters
      || deck->n_buckets > deck->n_cards
      || deck->n_starter_buckets > MIN (deck->n_starters, deck->n_buckets)
      || deck->n_buckets - deck->n_starter_buckets > deck->n_cards - deck->n_starters
      || model->hand_size < 1 || model->hand_size > MAX_HAND_SIZE
      || model->plays_per_turn > model->hand_size
      || model->n_turns < 1 || model->n_turns > GROS_ODDS_MAX_TURNS)
    return FALSE;

  memset (out, 0, sizeof *out);
  out->model = *model;
  out->deck = *deck;
  non_starters = deck->n_cards - deck->n_starters;

  /* Roll the Credits are never starters. */
  credits.starter_x = 0;
  credits.starter_plain = deck->n_starters;
  credits.other_x = deck->n_credits;
  credits.other_plain = non_starters - deck->n_credits;
  buckets.starter_x = deck->n_starter_buckets;
  buckets.starter_plain = deck->n_starters - deck->n_starter_buckets;
  buckets.other_x = deck->n_buckets - deck->n_starter_buckets;
  buckets.other_plain = non_starters - buckets.other_x;

  kept_hand (&credits, model, &kh_credits);
  kept_hand (&buckets, model, &kh_buckets);

  out->p_starter = kh_credits.p_first_starter;
  out->p_kept_starter = kh_credits.p_kept_starter;
  out->expected_redraws = kh_credits.expected_redraws;
  out->expected_redraws_if_reshuffled = out->p_starter > 0
                                        ? (1 - out->p_starter) / out->p_starter
                                        : G_MAXDOUBLE;

  for (guint o = 0; o < GROS_ODDS_N_ORDERS; o++)
    for (guint t = 0; t < model->n_turns; t++)
      {
        double unused;

        out->seen[o][t] = gros_odds_model_cards_seen (model, deck->n_cards, o, t + 1,
                                                      &out->hand[o][t]);
        seen_figures (&kh_credits, deck->n_cards, deck->n_credits, out->seen[o][t],
                      &out->credits[o][t], &unused);
        seen_figures (&kh_buckets, deck->n_cards, deck->n_buckets, out->seen[o][t],
                      &unused, &out->buckets[o][t]);
      }
  return TRUE;
}
