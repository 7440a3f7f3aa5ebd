/* gros-game-ai.c: what GROS gives the shared AI: its evaluation, fast policy and NORMAL view. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "gros-ai-private.h"
#include "gros-game-ai.h"
#include "gros-rules.h"

static const GameAiTuning *
tuning (void)
{
  return &gros_ai_tuning ()->search;
}

static guint
candidates (gconstpointer  state,
            GameAction    *out,
            guint          max_actions)
{
  return gros_ai_candidates (state, out, max_actions);
}

/* Actions are keyed by their machine form, except that a card in a hand or deck is named by
 * its definition: a card instance hidden from the AI's seat holds a different card in every
 * sampled world, so only "which card" is shared. */
static uint64_t
action_key (gconstpointer     state,
            const GameAction *a)
{
  const GrosGame *g = state;
  uint64_t card_key = 0x3fff, key;

  if (a->card >= 0 && a->card < g->n_cards)
    {
      GrosZoneKind kind = g->cards[a->card].zone == GROS_ZONE_TABLE
                          ? GROS_N_SEAT_ZONES : GROS_ZONE_KIND (g->cards[a->card].zone);

      if (kind == GROS_ZONE_HAND || kind == GROS_ZONE_DECK)
        card_key = 0x2000 | (g->cards[a->card].def & 0x1fff);
      else
        card_key = (uint64_t) a->card;
    }
  key = (uint64_t) (a->kind & 0xf);
  key = (key << 4) | (a->seat & 0xf);
  key = (key << 8) | a->mode;
  key = (key << 8) | a->target_seat;
  key = (key << 14) | card_key;
  key = (key << 10) | ((uint64_t) (a->target + 1) & 0x3ff);
  key = (key << 10) | ((uint64_t) (a->extra + 1) & 0x3ff);
  return key;
}

static void
fast_policy (gconstpointer  state,
             GameAiRng     *rng,
             double         epsilon,
             GameAction    *out)
{
  gros_ai_fast_policy (state, rng, epsilon, out);
}

static void
rewards (gconstpointer  state,
         double        *out)
{
  gros_ai_rewards (state, out);
}

static guint
turn (gconstpointer state)
{
  return ((const GrosGame *) state)->turn;
}

/* The active seat's Play phase, with no attack, window or question pending. */
static gboolean
quiet (gconstpointer state)
{
  const GrosGame *g = state;

  return g->phase == GROS_PHASE_PLAY && g->n_frames == 0 && !g->attack.active;
}

/* HARD starts from NORMAL's view with the opponents' replies modelled and popcorn plans. */
static guint
lookahead (gconstpointer       state,
           guint               seat,
           guint               n_worlds,
           const GameAiLimits *limits,
           GameAiRng          *rng,
           GameAction         *out_actions,
           double             *out_values)
{
  return gros_ai_lookahead (state, seat, n_worlds, TRUE, TRUE, limits, rng, out_actions,
                            out_values);
}

static gboolean
choose_heuristic (GameAiLevel         level,
                  gconstpointer       state,
                  guint               seat,
                  const GameAiLimits *limits,
                  uint64_t            seed,
                  GameAction         *out,
                  GameAiInfo         *info)
{
  return gros_ai_choose_heuristic (level, state, seat, limits, seed, out, info);
}

const GameAi gros_game_ai = {
  .rules = &gros_rules,
  .tuning = tuning,
  .candidates = candidates,
  .action_key = action_key,
  .fast_policy = fast_policy,
  .rewards = rewards,
  .turn = turn,
  .quiet = quiet,
  .lookahead = lookahead,
  .value_to_reward = gros_ai_squash,
  /* NORMAL's values are Ratings points: six of them is a real difference. */
  .root_margin = 6.0,
  .choose_heuristic = choose_heuristic,
};
