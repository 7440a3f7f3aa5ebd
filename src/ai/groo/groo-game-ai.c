/* groo-game-ai.c: what Groo: The Game gives the shared AI: its evaluation, fast policy,
 * candidates, action keys and quiet points. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "groo-ai-private.h"
#include "groo-game-ai.h"
#include "groo-rules.h"

static const GameAiTuning search_tuning = {
  .uct_c = 0.7,
  .prior_visits = 10.0,
  .prior_worlds = 4.0,
  /* A turn of Groo is many small decisions; two turns on see the dice spent and passed. */
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
  return groo_ai_candidates (state, out, max_actions);
}

/* An action named the same way in every sampled world: a card in a hand or the deck by its
 * definition (a hidden instance holds another card in each world), a card on the table by
 * its instance; dice by their mask (they are open). */
static uint64_t
action_key (gconstpointer     state,
            const GameAction *a)
{
  const GrooGame *g = state;
  uint64_t card_key = 0x3ff, key;

  if (a->card >= 0 && a->card < g->n_cards)
    {
      guint zone = g->cards[a->card].zone;

      if (zone == GROO_ZONE_DECK || GROO_ZONE_IS_HAND (zone))
        card_key = 0x200 | (g->cards[a->card].def & 0x1ff);
      else
        card_key = (uint64_t) a->card & 0x1ff;
    }
  key = a->kind & 0xf;
  key = (key << 3) | (a->seat & 0x7);
  key = (key << 4) | (a->target_seat == GROO_NO_SEAT ? 0xf : a->target_seat);
  key = (key << 10) | card_key;
  key = (key << 4) | ((uint64_t) (a->value + 1) & 0xf);
  key = (key << 4) | (a->mode & 0xf);
  key = (key << 8) | (a->mask & 0xff);
  return key;
}

static void
fast_policy (gconstpointer  state,
             GameAiRng     *rng,
             double         epsilon,
             GameAction    *out)
{
  groo_ai_fast_policy (state, rng, epsilon, out);
}

static void
rewards (gconstpointer  state,
         double        *out)
{
  groo_ai_rewards (state, out);
}

static guint
turn (gconstpointer state)
{
  return ((const GrooGame *) state)->turn;
}

/* The start of a turn: the active seat's Discard phase, nothing pending. */
static gboolean
quiet (gconstpointer state)
{
  const GrooGame *g = state;

  return g->step == GROO_STEP_DISCARD && g->n_frames == 0 && g->discarded == 0;
}

const GameAi groo_game_ai = {
  .rules = &groo_rules,
  .tuning = tuning,
  .candidates = candidates,
  .action_key = action_key,
  .fast_policy = fast_policy,
  .rewards = rewards,
  .turn = turn,
  .quiet = quiet,
};
