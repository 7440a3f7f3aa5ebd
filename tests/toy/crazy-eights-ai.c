/* crazy-eights-ai.c: what the toy game gives the shared AI: a key for each action, a
 * rule-based fast policy, an evaluation from the hands' sizes, and where playouts stop. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "crazy-eights.h"

static const GameAiTuning search_tuning = {
  .uct_c = 0.7,
  .prior_visits = 10.0,
  .prior_worlds = 4.0,
  /* A turn is one or two decisions; two turns on every seat has answered. */
  .playout_turns = 2.0,
  .playout_epsilon = 0.1,
  .normal_worlds = 6.0,
};

static const GameAiTuning *
tuning (void)
{
  return &search_tuning;
}

/* The card played by its definition (the AI's seat sees every card it may play), so that
 * the key means the same in every sampled world. */
static uint64_t
action_key (gconstpointer     state,
            const GameAction *action)
{
  const CeGame *game = state;
  uint64_t def = 0xffff;

  if (action->kind == CE_ACT_PLAY && action->card >= 0 && action->card < game->n_cards)
    def = game->cards[action->card].def;
  return ((uint64_t) action->kind << 40) | ((uint64_t) action->seat << 32) | (def << 8)
         | (uint64_t) (action->value & 0xff);
}

/* How many cards of each suit @seat holds, 8s left out (they follow any suit). */
static void
count_suits (const CeGame *game,
             guint         seat,
             guint         counts[CE_N_SUITS])
{
  guint zone = CE_ZONE_HAND (seat);

  memset (counts, 0, CE_N_SUITS * sizeof counts[0]);
  for (guint i = 0; i < game->zone_n[zone]; i++)
    {
      const CeCardDef *def = ce_game_def (game, game->zones[zone][i]);

      if (def != NULL && def->rank != 8)
        counts[def->suit]++;
    }
}

/* Plays a card other than an 8 when it can, of the suit it holds most, the heaviest first;
 * an 8 only when nothing else goes, naming its longest suit; else draws, or passes. */
static void
fast_policy (gconstpointer  state,
             GameAiRng     *rng,
             double         epsilon,
             GameAction    *out)
{
  const CeGame *game = state;
  GameAction legal[160];
  guint counts[CE_N_SUITS];
  guint n = ce_rules.play.legal_actions (game, legal, G_N_ELEMENTS (legal));
  double best_score = -1.0;
  int best = -1;

  g_assert (n > 0);
  if (epsilon > 0 && game_ai_rng_double (rng) < epsilon)
    {
      *out = legal[game_ai_rng_below (rng, n)];
      return;
    }
  count_suits (game, game->current, counts);
  for (guint i = 0; i < n; i++)
    {
      const CeCardDef *def;
      double score;

      if (legal[i].kind != CE_ACT_PLAY)
        continue;
      def = ce_game_def (game, legal[i].card);
      if (def->rank == 8)
        score = 1.0 + counts[legal[i].value - 1];
      else
        score = 100.0 + 4.0 * counts[def->suit] + ce_card_points (def) / 10.0;
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  *out = best >= 0 ? legal[best] : legal[n - 1];
}

/* A finished game: 1 for a winner. Else the fewer cards a seat holds than the others do on
 * average, the better. */
static void
rewards (gconstpointer  state,
         double        *out)
{
  const CeGame *game = state;
  double total = 0;

  if (game->over)
    {
      for (guint s = 0; s < game->n_seats; s++)
        out[s] = (game->winners >> s) & 1 ? 1.0 : 0.0;
      return;
    }
  for (guint s = 0; s < game->n_seats; s++)
    total += game->zone_n[CE_ZONE_HAND (s)];
  for (guint s = 0; s < game->n_seats; s++)
    {
      double own = game->zone_n[CE_ZONE_HAND (s)];
      double others = (total - own) / (game->n_seats - 1);

      out[s] = game_ai_squash (others - own, 3.0);
    }
}

static guint
turn (gconstpointer state)
{
  return ((const CeGame *) state)->turn;
}

static gboolean
quiet (gconstpointer state)
{
  return ((const CeGame *) state)->step == CE_STEP_PLAY;
}

const GameAi ce_ai = {
  .rules = &ce_rules,
  .tuning = tuning,
  .action_key = action_key,
  .fast_policy = fast_policy,
  .rewards = rewards,
  .turn = turn,
  .quiet = quiet,
};
