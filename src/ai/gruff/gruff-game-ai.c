/* gruff-game-ai.c: what Gruff gives the shared AI: its evaluation (Life, living gruffs and
 * their stats, threats opposite, Crazy, hand), a fast playout policy and action keys. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "config.h"

#include <math.h>

#include "gruff-game-ai.h"
#include "gruff-game.h"

static const GameAiTuning search_tuning = {
  .uct_c = 0.7,
  .prior_visits = 8.0,
  .prior_worlds = 4.0,
  .playout_turns = 4.0,
  .playout_epsilon = 0.1,
  .normal_worlds = 4.0,
};

static const GameAiTuning *
tuning (void)
{
  return &search_tuning;
}

static gboolean
alive (const GruffGame *g,
       int              gruff)
{
  return gruff >= 0 && !gruff_game_is_dead (g, gruff);
}

static int
defense_of (const GruffGame *g,
            int              gruff)
{
  return gruff_game_stat (g, gruff, GRUFF_STAT_FAT) + gruff_game_bonus (g, gruff, GRUFF_OP_DEFENSE);
}

static int
damage_of (const GruffGame *g,
           int              gruff)
{
  return gruff_game_stat (g, gruff, GRUFF_STAT_MEAN) + gruff_game_bonus (g, gruff, GRUFF_OP_DAMAGE);
}

/* What a seat's side is worth: Life, each living gruff and its stats, Crazy and cards, less
 * what the enemy's declared attack is about to take. */
static double
side_value (const GruffGame *g,
            guint            seat)
{
  const GruffSeat *s = &g->seats[seat];
  const GruffSeat *enemy = &g->seats[1 - seat];
  double value = 0.0;
  int life = MAX (s->life, 0);

  value += 6.0 * life / MAX (gruff_game_def (g, s->shepherd)->life, 1);
  for (guint p = 0; p < GRUFF_LINE; p++)
    {
      int gruff = s->line[p];

      if (!alive (g, gruff))
        continue;
      value += 2.5 + 0.18 * gruff_game_stat (g, gruff, GRUFF_STAT_MEAN)
               + 0.16 * gruff_game_stat (g, gruff, GRUFF_STAT_FAT)
               + 0.10 * gruff_game_stat (g, gruff, GRUFF_STAT_WEIRD);
    }
  /* The enemy's declared attack lands at its next clean-up. */
  if (enemy->attacker >= 0 && alive (g, enemy->attacker))
    {
      int target = s->line[enemy->attack_pos];
      int damage = damage_of (g, enemy->attacker);

      if (alive (g, target))
        {
          int defense = defense_of (g, target);

          if (damage >= defense)
            value -= 2.5 + 6.0 * (damage - defense) / MAX (gruff_game_def (g, s->shepherd)->life, 1);
        }
      else if (target >= 0 && damage > g->cards[target].stats[GRUFF_STAT_FAT])
        value -= 6.0 * (damage - g->cards[target].stats[GRUFF_STAT_FAT])
                 / MAX (gruff_game_def (g, s->shepherd)->life, 1);
    }
  value += 0.04 * MIN (s->crazy, 12);
  value += 0.08 * MIN (s->n_hand, 7);
  if (gruff_game_living (g, seat) == 0 || s->life <= 0)
    value -= 20.0;
  return value;
}

void
gruff_ai_rewards (gconstpointer  state,
                  double        *out)
{
  const GruffGame *g = state;

  if (g->phase == GRUFF_PHASE_OVER)
    {
      for (guint s = 0; s < GRUFF_SEATS; s++)
        out[s] = g->winner == GAME_NO_SEAT ? 0.5 : g->winner == s ? 1.0 : 0.0;
      return;
    }
  out[0] = game_ai_squash (side_value (g, 0) - side_value (g, 1), 3.0);
  out[1] = 1.0 - out[0];
}

static void
rewards (gconstpointer  state,
         double        *out)
{
  gruff_ai_rewards (state, out);
}

/* Whether an op helps the gruff or shepherd it reaches. */
static gboolean
op_helps (const GruffOp *op)
{
  switch (op->kind)
    {
    case GRUFF_OP_DEAL:
    case GRUFF_OP_HURT:
    case GRUFF_OP_EXHAUST:
    case GRUFF_OP_DISCARD:
      return FALSE;
    case GRUFF_OP_MEAN:
    case GRUFF_OP_WEIRD:
    case GRUFF_OP_FAT:
    case GRUFF_OP_CRAZY:
    case GRUFF_OP_DAMAGE:
    case GRUFF_OP_DEFENSE:
      return op->amount > 0;
    default:
      return TRUE;
    }
}

static double
play_value (const GruffGame  *g,
            const GameAction *a)
{
  const GruffCardDef *def = gruff_game_def (g, a->card);
  const GruffScript *script = &def->script;
  double value = 0.3 + 0.25 * def->cost;
  gboolean own_target = TRUE;

  if (a->target >= 0)
    own_target = g->cards[a->target].owner == a->seat;
  else if (a->target_seat != GAME_NO_SEAT)
    own_target = a->target_seat == a->seat;
  else if (script->to == GRUFF_TO_ALL_ENEMY)
    own_target = FALSE;
  for (guint i = 0; i < script->n_ops; i++)
    {
      const GruffOp *op = &script->ops[i];

      if (op->kind == GRUFF_OP_DRAW || op->kind == GRUFF_OP_DISCARD || op->kind == GRUFF_OP_RAISE)
        value += 0.6;
      else if (op->kind == GRUFF_OP_CANCEL)
        value += g->seats[1 - a->seat].attacker >= 0 ? 2.0 : -2.0;
      else if (op->kind == GRUFF_OP_SWAP)
        value -= 0.5;
      else if (op_helps (op) != own_target)
        value -= 2.0;
      else if (op->kind == GRUFF_OP_DEAL && a->target >= 0
               && g->cards[a->target].damage + op->amount >= defense_of (g, a->target))
        value += 3.0;
      else if (op->kind == GRUFF_OP_DAMAGE && a->target >= 0 && a->target != g->active_gruff)
        value -= 0.5;
    }
  return value;
}

double
gruff_ai_action_value (gconstpointer     state,
                       const GameAction *a)
{
  const GruffGame *g = state;

  switch (a->kind)
    {
    case GRUFF_ACT_ACTIVATE:
      {
        int opposite = g->seats[1 - a->seat].line[g->cards[a->card].pos];
        double v = 0.3 * gruff_game_stat (g, a->card, GRUFF_STAT_WEIRD);

        if (opposite >= 0 && !gruff_game_is_dead (g, opposite))
          v += damage_of (g, a->card) >= defense_of (g, opposite) ? 3.0 : 0.0;
        return v + 0.2 * damage_of (g, a->card);
      }
    case GRUFF_ACT_PLAY:
      return play_value (g, a);
    case GRUFF_ACT_ATTACK:
      {
        int target = g->seats[1 - a->seat].line[a->value];
        int damage = damage_of (g, a->card);

        if (target >= 0 && !gruff_game_is_dead (g, target))
          {
            int defense = defense_of (g, target);

            return damage >= defense ? 3.0 + 0.4 * (damage - defense) : 0.6 * damage / MAX (defense, 1);
          }
        return target >= 0 ? 0.5 * MAX (damage - g->cards[target].stats[GRUFF_STAT_FAT], 0) : 0.0;
      }
    case GRUFF_ACT_GROW:
      return a->mode == GRUFF_STAT_WEIRD ? 0.7 : 0.9;
    case GRUFF_ACT_RESURRECT:
      return 2.8;
    case GRUFF_ACT_MOVE:
      return 0.1;
    case GRUFF_ACT_DISCARD:
      return gruff_game_def (g, a->card)->cost;
    default:
      return 0.0;
    }
}

static void
fast_policy (gconstpointer  state,
             GameAiRng     *rng,
             double         epsilon,
             GameAction    *out)
{
  GameAction actions[GAME_MAX_ACTIONS];
  guint n = gruff_game_legal_actions (state, actions, GAME_MAX_ACTIONS);
  guint best = 0;
  double best_value = -1e9;

  g_assert (n > 0);
  if (n == 1 || game_ai_rng_double (rng) < epsilon)
    {
      *out = actions[game_ai_rng_below (rng, n)];
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      double value = gruff_ai_action_value (state, &actions[i]) + 0.05 * game_ai_rng_double (rng);

      if (value > best_value)
        {
          best_value = value;
          best = i;
        }
    }
  *out = actions[best];
}

/* A card in a hand or deck is named by its definition (a hidden instance holds another card
 * in each sampled world); gruffs and cards in play by their instance, which every world
 * shares. */
static uint64_t
action_key (gconstpointer     state,
            const GameAction *a)
{
  const GruffGame *g = state;
  uint64_t card_key = 0x3ff, key;

  if (a->card >= 0 && a->card < g->n_cards)
    card_key = g->cards[a->card].zone == GRUFF_ZONE_HAND || g->cards[a->card].zone == GRUFF_ZONE_DECK
               ? 0x200 | (g->cards[a->card].def & 0x1ff) : (uint64_t) a->card;
  key = a->kind & 0xf;
  key = (key << 2) | (a->seat & 0x3);
  key = (key << 8) | a->mode;
  key = (key << 8) | a->target_seat;
  key = (key << 10) | card_key;
  key = (key << 8) | ((uint64_t) (a->target + 1) & 0xff);
  key = (key << 8) | ((uint64_t) a->value & 0xff);
  return key;
}

static guint
turn (gconstpointer state)
{
  return ((const GruffGame *) state)->turn;
}

/* The start of a turn: the gruff to activate. */
static gboolean
quiet (gconstpointer state)
{
  return ((const GruffGame *) state)->phase == GRUFF_PHASE_ACTIVATE;
}

const GameAi gruff_game_ai = {
  .rules = &gruff_rules,
  .tuning = tuning,
  .candidates = NULL,
  .action_key = action_key,
  .fast_policy = fast_policy,
  .rewards = rewards,
  .turn = turn,
  .quiet = quiet,
};
