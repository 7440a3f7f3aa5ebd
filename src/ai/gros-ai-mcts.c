/* gros-ai-mcts.c: HARD: Information-Set Monte Carlo Tree Search over the engine's actions. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <math.h>

#include "gros-ai-private.h"

#define UCT_C            0.7   /* exploration, for rewards in 0..1 */
#define PLAYOUT_TURNS    2     /* play out to the start of the turn after the next one */
#define PLAYOUT_STEPS    400
#define PLAYOUT_EPSILON  0.1   /* fast policy randomness in playouts */
#define TREE_DEPTH_MAX   64
#define NO_NODE          (-1)

/* One edge and the node below it. Actions are keyed by their machine form, except that a
 * card in a hand or deck is named by its definition: a card instance hidden from the AI seat
 * holds a different card in every sampled world, so only "which card" is shared. */
typedef struct
{
  uint64_t   key;
  GrosAction action;      /* as met first (the root's children are the AI seat's own) */
  int32_t    first_child;
  int32_t    next_sibling;
  uint32_t   visits;
  uint32_t   avail;       /* iterations where this action was legal (ISMCTS availability) */
  double     reward;      /* sum of rewards of the seat that chose it */
  uint8_t    mover;
} Node;

typedef struct
{
  GArray *nodes;          /* of Node; index 0 is the root */
} Tree;

static inline Node *
node_at (Tree *tree,
         int   index)
{
  return &g_array_index (tree->nodes, Node, index);
}

static uint64_t
action_key (const GrosGame   *g,
            const GrosAction *a)
{
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

static int
add_child (Tree             *tree,
           int               parent,
           uint64_t          key,
           const GrosAction *action,
           guint             mover)
{
  Node child = { 0 };
  int index = tree->nodes->len;

  child.key = key;
  child.action = *action;
  child.first_child = NO_NODE;
  child.next_sibling = node_at (tree, parent)->first_child;
  child.mover = mover;
  child.avail = 1;
  g_array_append_val (tree->nodes, child);
  node_at (tree, parent)->first_child = index;
  return index;
}

static int
find_child (Tree     *tree,
            int       parent,
            uint64_t  key)
{
  for (int c = node_at (tree, parent)->first_child; c != NO_NODE; c = node_at (tree, c)->next_sibling)
    if (node_at (tree, c)->key == key)
      return c;
  return NO_NODE;
}

static void
playout (GrosGame  *world,
         guint      stop_turn,
         GrosAiRng *rng)
{
  for (guint step = 0; step < PLAYOUT_STEPS && !gros_game_is_over (world); step++)
    {
      GrosAction a;

      if (world->turn >= stop_turn && world->phase == GROS_PHASE_PLAY && world->n_frames == 0
          && !world->attack.active)
        return;
      gros_ai_fast_policy (world, rng, PLAYOUT_EPSILON, &a);
      if (!gros_ai_apply (world, &a))
        return;
    }
}

/* One iteration: sample a world, descend, expand one action, play out, back up. */
static void
iterate (Tree           *tree,
         const GrosGame *game,
         guint           seat,
         GrosGame       *world,
         GrosAction     *legal,
         uint64_t       *keys,
         GrosAiRng      *rng)
{
  int path[TREE_DEPTH_MAX + 1];
  guint depth = 0;
  int node = 0;
  double rewards[GROS_MAX_SEATS];
  guint stop_turn = game->turn + PLAYOUT_TURNS;

  gros_ai_sample_world (game, seat, gros_ai_rng_next (rng), world);
  path[depth++] = 0;

  while (!gros_game_is_over (world) && depth < TREE_DEPTH_MAX)
    {
      guint n = gros_ai_candidates (world, legal, GROS_MAX_ACTIONS);
      guint mover = world->deciding;
      guint n_new = 0;
      int chosen = NO_NODE;
      double best = -G_MAXDOUBLE;

      if (n == 0)
        break;
      if (world->turn >= stop_turn && world->phase == GROS_PHASE_PLAY)
        break;
      if (n == 1)
        {
          /* Forced: no branching, and no node. */
          if (!gros_ai_apply (world, &legal[0]))
            break;
          continue;
        }

      for (guint i = 0; i < n; i++)
        {
          int child;

          keys[i] = action_key (world, &legal[i]);
          child = find_child (tree, node, keys[i]);
          if (child == NO_NODE)
            {
              /* Unexpanded actions are collected at the front of the list. */
              GrosAction a = legal[i];
              uint64_t k = keys[i];

              legal[i] = legal[n_new];
              keys[i] = keys[n_new];
              legal[n_new] = a;
              keys[n_new] = k;
              n_new++;
            }
          else
            node_at (tree, child)->avail++;
        }

      if (n_new > 0)
        {
          guint pick = gros_ai_rng_below (rng, n_new);
          int child = add_child (tree, node, keys[pick], &legal[pick], mover);

          if (!gros_ai_apply (world, &legal[pick]))
            break;
          path[depth++] = child;
          break;
        }

      for (guint i = 0; i < n; i++)
        {
          int child = find_child (tree, node, keys[i]);
          Node *c = node_at (tree, child);
          double value = c->visits > 0 ? c->reward / c->visits : 0.5;

          value += UCT_C * sqrt (log ((double) c->avail) / (c->visits + 1.0));
          if (value > best)
            {
              best = value;
              chosen = child;
            }
        }
      if (chosen == NO_NODE)
        break;
      if (!gros_ai_apply (world, &node_at (tree, chosen)->action))
        {
          /* The stored action may name a different instance of the same card here. */
          guint i;

          for (i = 0; i < n; i++)
            if (keys[i] == node_at (tree, chosen)->key)
              break;
          if (i == n || !gros_ai_apply (world, &legal[i]))
            break;
        }
      path[depth++] = chosen;
      node = chosen;
    }

  playout (world, stop_turn, rng);
  gros_ai_rewards (world, rewards);

  node_at (tree, 0)->visits++;
  for (guint d = 1; d < depth; d++)
    {
      Node *n = node_at (tree, path[d]);

      n->visits++;
      n->reward += rewards[n->mover];
    }
}

gboolean
gros_ai_choose_mcts (const GrosGame      *game,
                     guint                seat,
                     const GrosAiLimits  *limits,
                     uint64_t             seed,
                     GrosAction          *out,
                     GrosAiInfo          *info)
{
  g_autofree GrosGame *world = g_new (GrosGame, 1);
  g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  g_autofree uint64_t *keys = g_new (uint64_t, GROS_MAX_ACTIONS);
  g_autofree GrosAction *root_actions = g_new (GrosAction, GROS_MAX_ACTIONS);
  Tree tree;
  Node root = { 0 };
  GrosAiRng rng;
  guint n_root, iterations = 0;
  int best = NO_NODE;
  gint64 started = g_get_monotonic_time ();

  n_root = gros_ai_candidates (game, root_actions, GROS_MAX_ACTIONS);
  if (n_root == 1)
    {
      *out = root_actions[0];
      return TRUE;
    }

  gros_ai_rng_init (&rng, seed);
  tree.nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node), 4096);
  root.first_child = NO_NODE;
  root.next_sibling = NO_NODE;
  root.mover = seat;
  g_array_append_val (tree.nodes, root);

  while (iterations < limits->max_iterations)
    {
      if ((iterations & 15) == 0)
        {
          if (gros_ai_limits_cancelled (limits))
            {
              g_array_unref (tree.nodes);
              return FALSE;
            }
          if (iterations > 0 && gros_ai_limits_expired (limits))
            break;
        }
      iterate (&tree, game, seat, world, legal, keys, &rng);
      iterations++;

      /* Stop early when the favourite cannot be caught any more. */
      if ((iterations & 63) == 0)
        {
          guint first = 0, second = 0;
          double remaining = limits->max_iterations - iterations;

          for (int c = node_at (&tree, 0)->first_child; c != NO_NODE; c = node_at (&tree, c)->next_sibling)
            {
              guint v = node_at (&tree, c)->visits;

              if (v > first)
                {
                  second = first;
                  first = v;
                }
              else if (v > second)
                second = v;
            }
          if (limits->deadline != 0)
            {
              gint64 now = g_get_monotonic_time ();
              double rate = iterations / (double) MAX (now - started, 1);

              remaining = MIN (remaining, rate * (limits->deadline - now));
            }
          if (first - second > remaining)
            break;
        }
    }

  for (int c = node_at (&tree, 0)->first_child; c != NO_NODE; c = node_at (&tree, c)->next_sibling)
    {
      Node *n = node_at (&tree, c);

      if (best == NO_NODE || n->visits > node_at (&tree, best)->visits
          || (n->visits == node_at (&tree, best)->visits && n->reward > node_at (&tree, best)->reward))
        best = c;
    }

  *out = root_actions[0];
  if (best != NO_NODE)
    {
      uint64_t key = node_at (&tree, best)->key;

      /* The real game's own action with that key. */
      for (guint i = 0; i < n_root; i++)
        if (action_key (game, &root_actions[i]) == key)
          {
            *out = root_actions[i];
            break;
          }
      if (info != NULL)
        info->value = node_at (&tree, best)->visits > 0
                      ? node_at (&tree, best)->reward / node_at (&tree, best)->visits : 0.5;
    }
  if (info != NULL)
    info->iterations = iterations;
  g_array_unref (tree.nodes);
  return TRUE;
}
