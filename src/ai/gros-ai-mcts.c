/* gros-ai-mcts.c: HARD: Information-Set Monte Carlo Tree Search over the engine's actions. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <math.h>

#include "gros-ai-private.h"

#define PLAYOUT_STEPS    400
#define PLAYOUT_CLOCK_STEPS 16   /* playout steps between two looks at the clock */
#define TREE_DEPTH_MAX   64
#define NO_NODE          (-1)
#define ROOT_WIDTH       6     /* root candidates searched, best by NORMAL's values first */
#define ROOT_MARGIN      6.0   /* ...and only those within this many points of the best */

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
  for (int c = node_at (tree, parent)->first_child; c != NO_NODE;
       c = node_at (tree, c)->next_sibling)
    if (node_at (tree, c)->key == key)
      return c;
  return NO_NODE;
}

/* Plays on with the fast policy until @stop_turn's Play phase. The clock is read every few
 * steps: a long playout must not carry the decision past its deadline. */
static void
playout (GrosGame           *world,
         guint               stop_turn,
         const GrosAiLimits *limits,
         GrosAiRng          *rng)
{
  for (guint step = 0; step < PLAYOUT_STEPS && !gros_game_is_over (world); step++)
    {
      GrosAction a;

      if (world->turn >= stop_turn && world->phase == GROS_PHASE_PLAY && world->n_frames == 0
          && !world->attack.active)
        return;
      if (step % PLAYOUT_CLOCK_STEPS == PLAYOUT_CLOCK_STEPS - 1 && gros_ai_limits_expired (limits))
        return;
      gros_ai_fast_policy (world, rng, gros_ai_tuning ()->playout_epsilon, &a);
      gros_ai_apply_legal (world, &a);
    }
}

/* One iteration below root child @first, in @world (already sampled, the child's action
 * not applied yet): descend with UCT, expand one action, play out, back up. */
static void
iterate (Tree               *tree,
         int                 first,
         guint               stop_turn,
         const GrosAiLimits *limits,
         GrosGame           *world,
         GrosAction         *legal,
         uint64_t           *keys,
         GrosAiRng          *rng)
{
  int path[TREE_DEPTH_MAX + 1];
  guint depth = 0;
  int node = first;
  double rewards[GROS_MAX_SEATS];

  if (!gros_ai_apply (world, &node_at (tree, first)->action))
    return;
  path[depth++] = first;

  while (!gros_game_is_over (world) && depth < TREE_DEPTH_MAX)
    {
      guint n = gros_ai_candidates (world, legal, GROS_MAX_ACTIONS);
      guint mover = world->deciding;
      guint n_new = 0, pick = G_MAXUINT;
      double best = -G_MAXDOUBLE;

      if (n == 0 || (world->turn >= stop_turn && world->phase == GROS_PHASE_PLAY))
        break;
      if (n == 1)
        {
          /* Forced: no branching, and no node. */
          gros_ai_apply_legal (world, &legal[0]);
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
          guint i = gros_ai_rng_below (rng, n_new);
          int child = add_child (tree, node, keys[i], &legal[i], mover);

          gros_ai_apply_legal (world, &legal[i]);
          path[depth++] = child;
          break;
        }

      for (guint i = 0; i < n; i++)
        {
          Node *c = node_at (tree, find_child (tree, node, keys[i]));
          double value = c->visits > 0 ? c->reward / c->visits : 0.5;

          value += gros_ai_tuning ()->uct_c * sqrt (log ((double) c->avail) / (c->visits + 1.0));
          if (value > best)
            {
              best = value;
              pick = i;
            }
        }
      /* This world's own action with the chosen key: a stored action may name a card
       * instance that holds another card here. */
      if (pick == G_MAXUINT)
        break;
      gros_ai_apply_legal (world, &legal[pick]);
      node = find_child (tree, node, keys[pick]);
      path[depth++] = node;
    }

  playout (world, stop_turn, limits, rng);
  gros_ai_rewards (world, rewards);

  node_at (tree, 0)->visits++;
  for (guint d = 0; d < depth; d++)
    {
      Node *n = node_at (tree, path[d]);

      n->visits++;
      n->reward += rewards[n->mover];
    }
}

static int
compare_prior_desc (gconstpointer a,
                    gconstpointer b,
                    gpointer      data)
{
  const double *prior = data;
  double x = prior[*(const guint *) a], y = prior[*(const guint *) b];

  return x < y ? 1 : x > y ? -1 : (int) *(const guint *) a - (int) *(const guint *) b;
}

/* A root child's value: its playouts, plus NORMAL's opinion worth a few playouts. */
static double
root_value (const Node *n,
            double      prior)
{
  double weight = gros_ai_tuning ()->prior_visits;

  return (n->reward + weight * gros_ai_squash (prior)) / (n->visits + weight);
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
  g_autofree GrosGame *copy = g_new (GrosGame, 1);
  g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  g_autofree uint64_t *keys = g_new (uint64_t, GROS_MAX_ACTIONS);
  g_autofree GrosAction *root_actions = g_new (GrosAction, GROS_MAX_ACTIONS);
  g_autofree double *prior = g_new (double, GROS_MAX_ACTIONS);
  g_autofree guint *order = g_new (guint, GROS_MAX_ACTIONS);
  const GrosAiTuning *tuning = gros_ai_tuning ();
  guint stop_turn = game->turn + (guint) tuning->playout_turns;
  int children[ROOT_WIDTH];
  double child_prior[ROOT_WIDTH];
  guint n_children = 0;
  gboolean out_of_time = FALSE;
  Tree tree;
  Node root = { 0 };
  GrosAiRng rng;
  guint n_root, iterations = 0;
  int best = 0;

  gros_ai_rng_init (&rng, seed);

  /* NORMAL's one-ply values choose the few actions worth searching and stay in their
   * values: the search needs evidence to overrule them. */
  n_root = gros_ai_lookahead (game, seat, (guint) tuning->prior_worlds, TRUE, TRUE, limits, &rng,
                              root_actions, prior);
  if (n_root == 0)
    return FALSE;
  for (guint i = 0; i < n_root; i++)
    order[i] = i;
  g_qsort_with_data (order, n_root, sizeof order[0], compare_prior_desc, prior);

  tree.nodes = g_array_sized_new (FALSE, FALSE, sizeof (Node), 4096);
  root.first_child = NO_NODE;
  root.next_sibling = NO_NODE;
  root.mover = seat;
  g_array_append_val (tree.nodes, root);
  for (guint k = 0; k < n_root && n_children < ROOT_WIDTH; k++)
    {
      guint i = order[k];

      if (n_children >= 2 && prior[i] < prior[order[0]] - ROOT_MARGIN)
        break;
      children[n_children] = add_child (&tree, 0, action_key (game, &root_actions[i]),
                                        &root_actions[i], seat);
      child_prior[n_children++] = prior[i];
    }

  /* Rounds: one sampled world, and the same random stream, for every candidate, so their
   * differences are the actions' own rather than the luck of the draw. */
  while (n_children > 1 && iterations < limits->max_iterations && !out_of_time)
    {
      uint64_t world_seed = gros_ai_rng_next (&rng);
      uint64_t playout_seed = gros_ai_rng_next (&rng);

      if (gros_ai_limits_cancelled (limits))
        {
          g_array_unref (tree.nodes);
          return FALSE;
        }
      gros_ai_sample_world (game, seat, world_seed, world);
      for (guint c = 0; c < n_children && !out_of_time; c++)
        {
          GrosAiRng playout_rng;

          /* The clock before every iteration, not every round: a round is up to
           * ROOT_WIDTH playouts. */
          if (iterations > 0 && gros_ai_limits_expired (limits))
            {
              out_of_time = TRUE;
              break;
            }
          gros_ai_rng_init (&playout_rng, playout_seed);
          gros_game_copy (copy, world);
          iterate (&tree, children[c], stop_turn, limits, copy, legal, keys, &playout_rng);
          iterations++;
        }
    }

  for (guint c = 1; c < n_children; c++)
    if (root_value (node_at (&tree, children[c]), child_prior[c])
        > root_value (node_at (&tree, children[best]), child_prior[best]))
      best = c;

  *out = node_at (&tree, children[best])->action;
  if (info != NULL)
    {
      info->iterations = iterations;
      info->out_of_time = out_of_time;
      info->value = root_value (node_at (&tree, children[best]), child_prior[best]);
    }
  /* G_MESSAGES_DEBUG=drive-in-ai shows what the search thought of each candidate. */
  if (!g_log_writer_default_would_drop (G_LOG_LEVEL_DEBUG, G_LOG_DOMAIN))
    for (guint c = 0; c < n_children; c++)
      {
        Node *n = node_at (&tree, children[c]);
        g_autofree char *text = gros_game_describe_action (game, &n->action);

        g_debug ("%6u playouts %.3f, one-ply %6.2f: %.3f %s%s", n->visits,
                 n->visits > 0 ? n->reward / n->visits : 0.0, child_prior[c],
                 root_value (n, child_prior[c]), text, (int) c == best ? " (chosen)" : "");
      }
  g_array_unref (tree.nodes);
  return TRUE;
}
