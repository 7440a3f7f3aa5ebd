/* grotto-game-ai.c: what Grotto Beasts! gives the shared AI: its evaluation, fast policy,
 * candidates, action keys and quiet points. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "grotto-ai-private.h"
#include "grotto-game-ai.h"
#include "grotto-rules.h"

static const GameAiTuning search_tuning = {
  .uct_c = 0.7,
  .prior_visits = 10.0,
  .prior_worlds = 4.0,
  /* A turn is many small decisions; a playout sees the seat's turn out and the next one. */
  .playout_turns = 2.0,
  .playout_epsilon = 0.1,
  .normal_worlds = 4.0,
};

static const GameAiTuning *
tuning (void)
{
  return &search_tuning;
}

static guint
candidates (gconstpointer  state,
            GameAction    *out,
            guint          max_actions)
{
  return grotto_ai_candidates (state, out, max_actions);
}

/* A card's key: its instance when the deciding seat sees it (it is the same card in every
 * world), its place when it does not: its zone and its position in it, counted from the top
 * (a hidden instance holds another card in each sampled world). */
static uint64_t
card_key (const GrottoGame *g,
          int               card,
          guint             seat)
{
  guint zone, index = 0;

  if (card < 0 || card >= g->n_cards)
    return 0x3fff;
  if (grotto_game_card_visible_to (g, card, seat))
    return (uint64_t) card & 0x1ff;
  zone = g->cards[card].zone;
  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    if (g->order[i] == card)
      index = g->zone_start[zone + 1] - 1 - i;
  return 0x2000 | ((uint64_t) (zone & 0x3f) << 7) | MIN (index, 127);
}

static uint64_t
action_key (gconstpointer     state,
            const GameAction *a)
{
  const GrottoGame *g = state;
  uint64_t key;

  key = a->kind & 0x1f;
  key = (key << 3) | (a->seat & 0x7);
  key = (key << 4) | (a->target_seat == GAME_NO_SEAT ? 0xf : a->target_seat & 0xf);
  key = (key << 14) | card_key (g, a->card, a->seat);
  key = (key << 14) | card_key (g, a->target, a->seat);
  key = (key << 8) | ((uint64_t) (a->value + 64) & 0xff);
  key = (key << 4) | (a->mode & 0xf);
  return key;
}

static void
fast_policy (gconstpointer  state,
             GameAiRng     *rng,
             double         epsilon,
             GameAction    *out)
{
  grotto_ai_fast_policy (state, rng, epsilon, out);
}

static void
rewards (gconstpointer  state,
         double        *out)
{
  grotto_ai_rewards (state, out);
}

static guint
turn (gconstpointer state)
{
  return ((const GrottoGame *) state)->turn;
}

/* A seat's action phase with nothing under way: no effect asking, no summon being paid. */
static gboolean
quiet (gconstpointer state)
{
  const GrottoGame *g = state;

  return g->phase == GROTTO_PHASE_ACTION && g->n_frames == 0 && g->n_pending == 0
         && g->summon.card == GROTTO_NO_CARD;
}

const GameAi grotto_game_ai = {
  .rules = &grotto_rules,
  .tuning = tuning,
  .candidates = candidates,
  .action_key = action_key,
  .fast_policy = fast_policy,
  .rewards = rewards,
  .turn = turn,
  .quiet = quiet,
};
