/* game-ai-mcts.c: HARD: Information-Set Monte Carlo Tree Search over any game's actions. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <math.h>

#include "game-ai-private.h"

#define PLAYOUT_STEPS    400
#define PLAYOUT_CLOCK_STEPS 16   /* playout steps between two looks at the clock */
#define TREE_DEPTH_MAX   64
#define NO_NODE          (-1)
#define ROOT_WIDTH       6     /* root candidates searched, best by NORMAL's values first */
#define ROOT_MARGIN      0.1   /* ...and only those this close to the best (0..1 values) */

/* One edge and the node below it. Actions are keyed by the game's action_key(): a card
 * hidden from the AI's seat holds a different card in every sampled world, so the key names
 * it by what is shared between worlds. */
typedef struct
{
  uint64_t   key;
  GameAction action;      /* as met first (the root's children are the AI seat's own) */
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

static int
add_child (Tree             *tree,
           int               parent,
           uint64_t          key,
           const GameAction *action,
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

/* Plays on with the fast policy until the first quiet point of @stop_turn. The clock is read
 * every few steps: a long playout must not carry the decision past its deadline. */
static void
playout (const GameAi       *ai,
         gpointer            world,
         guint               stop_turn,
         const GameAiLimits *limits,
         GameAiRng          *rng)
{
  const GameRules *rules = ai->rules;
  double epsilon = ai->tuning ()->playout_epsilon;

  for (guint step = 0; step < PLAYOUT_STEPS && !rules->play.is_over (world); step++)
    {
      GameAction a;

      if (ai->turn (world) >= stop_turn && ai->quiet (world))
        return;
      if (step % PLAYOUT_CLOCK_STEPS == PLAYOUT_CLOCK_STEPS - 1 && game_ai_limits_expired (limits))
        return;
      ai->fast_policy (world, rng, epsilon, &a);
      rules->play.apply_legal (world, &a, NULL, NULL);
    }
}

/* One iteration below root child @first, in @world (already sampled, the child's action
 * not applied yet): descend with UCT, expand one action, play out, back up. */
static void
iterate (const GameAi       *ai,
         Tree               *tree,
         int                 first,
         guint               stop_turn,
         const GameAiLimits *limits,
         gpointer            world,
         GameAction         *legal,
         uint64_t           *keys,
         GameAiRng          *rng)
{
  const GameRules *rules = ai->rules;
  int path[TREE_DEPTH_MAX + 1];
  guint depth = 0;
  int node = first;
  double rewards[GAME_MAX_SEATS];

  if (!rules->play.apply (world, &node_at (tree, first)->action, NULL, NULL, NULL))
    return;
  path[depth++] = first;

  while (!rules->play.is_over (world) && depth < TREE_DEPTH_MAX)
    {
      guint n = game_ai_candidates (ai, world, legal, GAME_MAX_ACTIONS);
      guint mover = rules->play.deciding_seat (world);
      guint n_new = 0, pick = G_MAXUINT;
      double best = -G_MAXDOUBLE;

      if (n == 0 || (ai->turn (world) >= stop_turn && ai->quiet (world)))
        break;
      if (n == 1)
        {
          /* Forced: no branching, and no node. */
          rules->play.apply_legal (world, &legal[0], NULL, NULL);
          continue;
        }

      for (guint i = 0; i < n; i++)
        {
          int child;

          keys[i] = ai->action_key (world, &legal[i]);
          child = find_child (tree, node, keys[i]);
          if (child == NO_NODE)
            {
              /* Unexpanded actions are collected at the front of the list. */
              GameAction a = legal[i];
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
          guint i = game_ai_rng_below (rng, n_new);
          int child = add_child (tree, node, keys[i], &legal[i], mover);

          rules->play.apply_legal (world, &legal[i], NULL, NULL);
          path[depth++] = child;
          break;
        }

      for (guint i = 0; i < n; i++)
        {
          Node *c = node_at (tree, find_child (tree, node, keys[i]));
          double value = c->visits > 0 ? c->reward / c->visits : 0.5;

          value += ai->tuning ()->uct_c * sqrt (log ((double) c->avail) / (c->visits + 1.0));
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
      rules->play.apply_legal (world, &legal[pick], NULL, NULL);
      node = find_child (tree, node, keys[pick]);
      path[depth++] = node;
    }

  playout (ai, world, stop_turn, limits, rng);
  ai->rewards (world, rewards);

  node_at (tree, 0)->visits++;
  for (guint d = 0; d < depth; d++)
    {
      Node *n = node_at (tree, path[d]);

      n->visits++;
      n->reward += rewards[n->mover];
    }
}

/* Whether a candidate whose NORMAL value is @value is worth searching beside the best. */
static gboolean
prior_close (const GameAi *ai,
             double        value,
             double        best)
{
  return value >= best - (ai->root_margin > 0 ? ai->root_margin : ROOT_MARGIN);
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
root_value (const GameAi *ai,
            const Node   *n,
            double        prior)
{
  double weight = ai->tuning ()->prior_visits;
  double reward = ai->value_to_reward != NULL ? ai->value_to_reward (prior) : prior;

  return (n->reward + weight * reward) / (n->visits + weight);
}

/* NORMAL's view of the root: the game's own, or the shared one-ply lookahead. */
static guint
root_prior (const GameAi       *ai,
            gconstpointer       state,
            guint               seat,
            const GameAiLimits *limits,
            GameAiRng          *rng,
            GameAction         *actions,
            double             *values)
{
  guint n_worlds = (guint) ai->tuning ()->prior_worlds;

  if (ai->lookahead != NULL)
    return ai->lookahead (state, seat, n_worlds, limits, rng, actions, values);
  return game_ai_lookahead (ai, state, seat, n_worlds, limits, rng, actions, values);
}

gboolean
game_ai_choose_mcts (const GameAi       *ai,
                     gconstpointer       game,
                     guint               seat,
                     const GameAiLimits *limits,
                     uint64_t            seed,
                     GameAction         *out,
                     GameAiInfo         *info)
{
  const GameRules *rules = ai->rules;
  g_autofree gpointer world = game_state_new (rules);
  g_autofree gpointer copy = game_state_new (rules);
  g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
  g_autofree uint64_t *keys = g_new (uint64_t, GAME_MAX_ACTIONS);
  g_autofree GameAction *root_actions = g_new (GameAction, GAME_MAX_ACTIONS);
  g_autofree double *prior = g_new (double, GAME_MAX_ACTIONS);
  g_autofree guint *order = g_new (guint, GAME_MAX_ACTIONS);
  const GameAiTuning *tuning = ai->tuning ();
  guint stop_turn = ai->turn (game) + (guint) tuning->playout_turns;
  int children[ROOT_WIDTH];
  double child_prior[ROOT_WIDTH];
  guint n_children = 0;
  gboolean out_of_time = FALSE;
  Tree tree;
  Node root = { 0 };
  GameAiRng rng;
  guint n_root, iterations = 0;
  int best = 0;

  game_ai_rng_init (&rng, seed);

  /* NORMAL's one-ply values choose the few actions worth searching and stay in their
   * values: the search needs evidence to overrule them. */
  n_root = root_prior (ai, game, seat, limits, &rng, root_actions, prior);
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

      if (n_children >= 2 && !prior_close (ai, prior[i], prior[order[0]]))
        break;
      children[n_children] = add_child (&tree, 0, ai->action_key (game, &root_actions[i]),
                                        &root_actions[i], seat);
      child_prior[n_children++] = prior[i];
    }

  /* Rounds: one sampled world, and the same random stream, for every candidate, so their
   * differences are the actions' own rather than the luck of the draw. */
  while (n_children > 1 && iterations < limits->max_iterations && !out_of_time)
    {
      uint64_t world_seed = game_ai_rng_next (&rng);
      uint64_t playout_seed = game_ai_rng_next (&rng);

      if (game_ai_limits_cancelled (limits))
        {
          g_array_unref (tree.nodes);
          return FALSE;
        }
      rules->views.sample_world (game, seat, world_seed, world);
      for (guint c = 0; c < n_children && !out_of_time; c++)
        {
          GameAiRng playout_rng;

          /* The clock before every iteration, not every round: a round is up to
           * ROOT_WIDTH playouts. */
          if (iterations > 0 && game_ai_limits_expired (limits))
            {
              out_of_time = TRUE;
              break;
            }
          game_ai_rng_init (&playout_rng, playout_seed);
          game_state_copy (rules, copy, world);
          iterate (ai, &tree, children[c], stop_turn, limits, copy, legal, keys, &playout_rng);
          iterations++;
        }
    }

  for (guint c = 1; c < n_children; c++)
    if (root_value (ai, node_at (&tree, children[c]), child_prior[c])
        > root_value (ai, node_at (&tree, children[best]), child_prior[best]))
      best = c;

  *out = node_at (&tree, children[best])->action;
  if (info != NULL)
    {
      info->iterations = iterations;
      info->out_of_time = out_of_time;
      info->value = root_value (ai, node_at (&tree, children[best]), child_prior[best]);
    }
  /* G_MESSAGES_DEBUG=drive-in-ai shows what the search thought of each candidate. */
  if (!g_log_writer_default_would_drop (G_LOG_LEVEL_DEBUG, G_LOG_DOMAIN))
    for (guint c = 0; c < n_children; c++)
      {
        Node *n = node_at (&tree, children[c]);
        g_autofree char *text = rules->text.describe_action (game, &n->action, seat);

        g_debug ("%6u playouts %.3f, one-ply %6.2f: %.3f %s%s", n->visits,
                 n->visits > 0 ? n->reward / n->visits : 0.0, child_prior[c],
                 root_value (ai, n, child_prior[c]), text, (int) c == best ? " (chosen)" : "");
      }
  g_array_unref (tree.nodes);
  return TRUE;
}
