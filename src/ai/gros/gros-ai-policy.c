/* gros-ai-policy.c: candidate actions, the fast rule-based policy, and the heuristic levels
 * (EASY and NORMAL: one-ply lookahead over sampled worlds). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "gros-ai-private.h"

#define EASY_RANDOM_RATE   0.2   /* EASY picks any legal action this often */
#define EASY_MISS_RATE     0.5   /* ...and lets a reaction window go by this often */
#define MOVE_PROP_PENALTY  0.05  /* moving a Prop for nothing must not beat passing */
#define SETTLE_STEPS       300
#define MODE_TRAIT_FIGHT   0xfe  /* ACTIVATE mode of a Vampire Duel or Kung Fu Brawl */

static GrosAction
make_pass (guint seat)
{
  GrosAction a = { 0 };

  a.kind = GROS_ACT_PASS;
  a.seat = seat;
  a.card = GROS_NO_CARD;
  a.target = GROS_NO_CARD;
  a.extra = GROS_NO_CARD;
  a.target_seat = GROS_NO_SEAT;
  return a;
}

/* The list's own pass (or its first action when passing is not allowed): the fast policy
 * only answers with listed actions, which searches apply unchecked. */
static GrosAction
list_pass (const GrosAction *list,
           guint             n)
{
  for (guint i = 0; i < n; i++)
    if (list[i].kind == GROS_ACT_PASS)
      return list[i];
  return list[0];
}

static gboolean
is_reaction_phase (guint phase)
{
  return phase == GROS_PHASE_ATTACK_REACT || phase == GROS_PHASE_CLIMAX
         || phase == GROS_PHASE_RESPONSE;
}

/* Popcorn the seat could raise without discarding: its popcorn and untipped Buckets. */
static int
ready_popcorn (const GrosGame *g,
               guint           seat)
{
  const guint8 off = GROS_CARD_TIPPED | GROS_CARD_FACE_DOWN | GROS_CARD_KNOCKED_OUT;
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  int n = g->seats[seat].popcorn;

  for (guint i = g->zone_start[movie]; i < g->zone_start[movie + 1]; i++)
    {
      int c = g->order[i];

      if (gros_ai_def (g, c)->bucket && !(g->cards[c].flags & off))
        n++;
    }
  return n;
}

static const GrosAbility *
action_ability (const GrosGame   *g,
                const GrosAction *a)
{
  const GrosScript *script;

  if (a->card == GROS_NO_CARD || a->mode == 0 || a->mode == MODE_TRAIT_FIGHT)
    return NULL;
  script = gros_ai_def (g, a->card)->script;
  if (script == NULL || a->mode > script->n_abilities)
    return NULL;
  return &script->abilities[a->mode - 1];
}

/* The cheapest popcorn a card's uses need, or -1 when it has none worth paying for. */
static int
card_cost (const GrosGame *g,
           int             card,
           gboolean        in_hand)
{
  const GrosCardDef *def = gros_ai_def (g, card);
  int best = -1;

  if (in_hand)
    {
      if (def->type == GROS_CARD_TYPE_PLOT_TWIST || def->type == GROS_CARD_TYPE_ROLL_THE_CREDITS)
        return -1;
      return def->cost;
    }
  for (guint k = 0; def->script != NULL && k < def->script->n_abilities; k++)
    if (def->script->abilities[k].use == GROS_USE_ACTIVATE && def->script->abilities[k].cost > 0)
      best = best < 0 ? def->script->abilities[k].cost : MIN (best, def->script->abilities[k].cost);
  return best;
}

guint
gros_ai_candidates (const GrosGame *g,
                    GrosAction     *out,
                    guint           max_actions)
{
  GrosAction legal[GROS_MAX_ACTIONS];
  double values[GROS_MAX_CARDS];
  guint n = gros_game_legal_actions (g, legal, G_N_ELEMENTS (legal));
  guint seat = g->deciding;
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  guint hand_size = g->zone_start[hand + 1] - g->zone_start[hand];
  gboolean need_popcorn = FALSE;
  int worst = GROS_NO_CARD, target = GROS_NO_CARD;
  guint kept = 0;

  if (n <= 1)
    {
      if (n == 1 && max_actions > 0)
        out[0] = legal[0];
      return MIN (n, max_actions);
    }

  /* Which card is least worth keeping, and is there anything popcorn would buy? */
  if (hand_size > 0)
    {
      int avail = ready_popcorn (g, seat);
      double worst_value = G_MAXDOUBLE, target_value = -G_MAXDOUBLE;
      guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

      gros_ai_hand_values (g, seat, values);
      for (guint i = 0; i < hand_size; i++)
        {
          int c = g->order[g->zone_start[hand] + i];
          int cost = card_cost (g, c, TRUE);

          if (cost > avail && cost <= avail + (int) hand_size - 1
              && (!is_reaction_phase (g->phase)
                  || gros_ai_def (g, c)->type == GROS_CARD_TYPE_SPECIAL_EFFECT)
              && values[i] > target_value)
            {
              target_value = values[i];
              target = c;
            }
        }
      for (guint i = g->zone_start[movie]; i < g->zone_start[movie + 1] && !need_popcorn; i++)
        {
          int cost = card_cost (g, g->order[i], FALSE);

          need_popcorn = cost > avail && cost <= avail + (int) hand_size;
        }
      need_popcorn |= target != GROS_NO_CARD;
      for (guint i = 0; i < hand_size; i++)
        {
          int c = g->order[g->zone_start[hand] + i];

          if (c != target && values[i] < worst_value)
            {
              worst_value = values[i];
              worst = c;
            }
        }
    }

  for (guint i = 0; i < n; i++)
    {
      const GrosAction *a = &legal[i];

      switch (a->kind)
        {
        case GROS_ACT_TIP:
          continue;
        case GROS_ACT_POPCORN_DISCARD:
          if (!need_popcorn || a->card != worst)
            continue;
          break;
        case GROS_ACT_DISCARD:
          if (a->card != worst && worst != GROS_NO_CARD)
            continue;
          break;
        default:
          break;
        }
      if (kept < max_actions)
        out[kept++] = *a;
    }
  if (kept == 0 && max_actions > 0)
    out[kept++] = legal[0];
  return kept;
}

gboolean
gros_ai_attack_would_kill (const GrosGame *g)
{
  g_autofree GrosGame *copy = NULL;

  if (!g->attack.active)
    return FALSE;
  if (g->phase == GROS_PHASE_ATTACK_VICTIM)
    return TRUE;
  if (g->phase != GROS_PHASE_ATTACK_REACT)
    return FALSE;

  /* Ask the engine: everyone passes, and the attack either reaches its victim or not. */
  copy = g_new (GrosGame, 1);
  gros_game_copy (copy, g);
  for (guint guard = 0; guard < 4 * GROS_MAX_SEATS && copy->phase == GROS_PHASE_ATTACK_REACT;
       guard++)
    {
      GrosAction pass = make_pass (copy->deciding);

      if (!gros_ai_apply (copy, &pass))
        break;
    }
  return copy->phase == GROS_PHASE_ATTACK_VICTIM;
}

/* Fast policy */

static int
movie_location_defense (const GrosGame *g,
                        guint           seat)
{
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  int total = 0;

  for (guint i = g->zone_start[movie]; i < g->zone_start[movie + 1]; i++)
    if (gros_ai_def (g, g->order[i])->type == GROS_CARD_TYPE_LOCATION)
      total += gros_game_card_defense (g, g->order[i]);
  return total;
}

static int
best_character (const GrosGame *g,
                guint           seat)
{
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  int best = 0;

  for (guint i = g->zone_start[movie]; i < g->zone_start[movie + 1]; i++)
    {
      int c = g->order[i];

      if (gros_ai_def (g, c)->type == GROS_CARD_TYPE_CHARACTER && g->cards[c].host == GROS_NO_CARD
          && !(g->cards[c].flags & GROS_CARD_FACE_DOWN))
        best = MAX (best, gros_ai_character_value (g, c));
    }
  return best;
}

/* Would this attack (declared on a copy) succeed if nobody answered? Strength against
 * strength only: cheap enough for playouts. */
static gboolean
attack_looks_good (const GrosGame   *g,
                   const GrosAction *a,
                   int               fallback_attack)
{
  GrosGame copy;

  gros_game_copy (&copy, g);
  gros_ai_apply_legal (&copy, a);
  if (!copy.attack.active)
    return fallback_attack >= gros_game_movie_defense (g, a->target_seat);
  if (copy.attack.forced == GROS_OUTCOME_STOPPED)
    return FALSE;
  return gros_game_attack_strength (&copy) >= gros_game_defense_strength (&copy);
}

/* What a Play-phase action gains right away, in Ratings points; below zero: not worth it. */
static double
play_gain (const GrosGame   *g,
           const GrosAction *a,
           int               leader,
           int               lead)
{
  const GrosCardDef *def = a->card != GROS_NO_CARD ? gros_ai_def (g, a->card) : NULL;
  const GrosAbility *ab = action_ability (g, a);
  guint seat = a->seat;
  gboolean theirs = a->target_seat != GROS_NO_SEAT && a->target_seat != seat;
  double leader_bonus = (int) a->target_seat == leader ? 0.5 : 0;

  switch (a->kind)
    {
    case GROS_ACT_PASS:
      return 0;
    case GROS_ACT_BANK:
      return 3 + MAX (def->stat, 0);
    case GROS_ACT_POPCORN_DISCARD:
    case GROS_ACT_MOVE_PROP:
      return -1;
    case GROS_ACT_ACTIVATE:
      if (a->mode == MODE_TRAIT_FIGHT)
        {
          int mine = gros_ai_character_value (g, a->card);
          int victim = gros_ai_character_value (g, a->target);

          return mine >= victim + movie_location_defense (g, a->target_seat) + 1 ? victim : -1;
        }
      break;
    case GROS_ACT_PLAY:
      if (ab == NULL)
        switch (def->type)
          {
          case GROS_CARD_TYPE_ROLL_THE_CREDITS:
            return lead > 2 ? 100 : -1;
          case GROS_CARD_TYPE_PLOT_TWIST:
            return 1.5;
          case GROS_CARD_TYPE_CHARACTER:
            return theirs ? -1 : 0.5 + def->stat + (def->bucket ? 0.5 : 0);
          case GROS_CARD_TYPE_PROP:
            /* Spread Props: a Movie's best Character is the one attacks take. */
            return 0.2 + def->stat + (def->bucket ? 0.3 : 0)
                   - 0.05 * gros_ai_character_value (g, a->target);
          case GROS_CARD_TYPE_LOCATION:
            {
              int current = movie_location_defense (g, a->target_seat);

              if (a->target != GROS_NO_CARD)
                return theirs ? -1 : def->stat + (def->bucket ? 0.5 : 0);
              if (theirs)
                return current - def->stat - 0.5;
              return def->stat - current + (def->bucket ? 0.5 : 0);
            }
          case GROS_CARD_TYPE_CREATURE:
            if (!attack_looks_good (g, a, def->stat))
              return -1;
            return best_character (g, a->target_seat) + leader_bonus;
          default:
            return -1;
          }
      break;
    default:
      return -1;
    }

  if (ab == NULL)
    return -1;
  switch (ab->effect)
    {
    case GROS_EFFECT_KILL:
      return theirs ? gros_ai_character_value (g, a->target) + leader_bonus : -1;
    case GROS_EFFECT_DISCARD_FROM_PLAY:
      return theirs ? gros_game_card_defense (g, a->target) : -1;
    case GROS_EFFECT_ATTACH:
      return theirs ? -1 : 2;
    case GROS_EFFECT_STAY:
    case GROS_EFFECT_REANIMATE:
      return 2;
    case GROS_EFFECT_DRAW:
      return 0.5 + 0.5 * MAX (ab->value, 0);
    case GROS_EFFECT_RECOVER:
      return 1;
    case GROS_EFFECT_ATTACK:
      if (a->target_seat == GROS_NO_SEAT || !attack_looks_good (g, a, ab->value))
        return -1;
      return best_character (g, a->target_seat) + leader_bonus;
    case GROS_EFFECT_MILL:
    case GROS_EFFECT_REVEAL_HAND:
      return 0.2;
    default:
      return -1;
    }
}

/* What a card not yet affordable would gain once paid for, roughly (no target chosen). */
static double
unaffordable_gain (const GrosGame *g,
                   guint           seat,
                   int             card,
                   int             leader)
{
  const GrosCardDef *def = gros_ai_def (g, card);

  switch (def->type)
    {
    case GROS_CARD_TYPE_CHARACTER:
      return 0.5 + def->stat + (def->bucket ? 0.5 : 0);
    case GROS_CARD_TYPE_PROP:
      return gros_game_zone_size (g, GROS_ZONE_MOVIE, seat) > 0 ? def->stat : -1;
    case GROS_CARD_TYPE_LOCATION:
      return def->stat - movie_location_defense (g, seat);
    case GROS_CARD_TYPE_CREATURE:
      if (leader < 0 || def->stat < gros_game_movie_defense (g, leader))
        return -1;
      return best_character (g, leader);
    default:
      return -1;
    }
}

static void
fast_play (const GrosGame   *g,
           const GrosAction *list,
           guint             n,
           GrosAiRng        *rng,
           GrosAction       *out)
{
  guint seat = g->deciding;
  int leader = gros_ai_best_opponent (g, seat);
  int lead = gros_ai_ratings (g, seat, seat)
             - (leader >= 0 ? gros_ai_ratings (g, leader, seat) : 0);
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  guint hand_size = g->zone_start[hand + 1] - g->zone_start[hand];
  double best = 0.05, plan = 0;
  const GrosAction *discard = NULL;

  *out = list_pass (list, n);
  for (guint i = 0; i < n; i++)
    {
      double gain;

      if (list[i].kind == GROS_ACT_POPCORN_DISCARD)
        {
          discard = &list[i];
          continue;
        }
      gain = play_gain (g, &list[i], leader, lead);
      if (gain < 0)
        continue;
      gain += 0.01 * game_ai_rng_double (rng); /* ties broken at random */
      if (gain > best)
        {
          best = gain;
          *out = list[i];
        }
    }

  /* Discarding for popcorn pays when what it buys beats the cards it costs. */
  if (discard != NULL && hand_size >= 2)
    {
      double values[GROS_MAX_CARDS];
      int avail = ready_popcorn (g, seat);

      gros_ai_hand_values (g, seat, values);
      for (guint i = 0; i < hand_size; i++)
        {
          int card = g->order[g->zone_start[hand] + i];
          int need = card_cost (g, card, TRUE) - avail;
          double gain, cost = 0;
          gboolean used[GROS_MAX_CARDS] = { FALSE };

          if (need <= 0 || need > (int) hand_size - 1)
            continue;
          gain = unaffordable_gain (g, seat, card, leader);
          if (gain <= best)
            continue;
          used[i] = TRUE;
          for (int d = 0; d < need; d++)
            {
              guint worst = G_MAXUINT;

              for (guint k = 0; k < hand_size; k++)
                if (!used[k] && (worst == G_MAXUINT || values[k] < values[worst]))
                  worst = k;
              used[worst] = TRUE;
              cost += values[worst];
            }
          plan = MAX (plan, gain - cost);
        }
      if (plan > best + 0.5)
        *out = *discard;
    }
}

/* Reactions: save a Character when an attack would kill, push an attack that would fail;
 * otherwise let it be. Each try is asked of the engine on a copy. */
static void
fast_react (const GrosGame   *g,
            const GrosAction *list,
            guint             n,
            GrosAction       *out)
{
  g_autofree GrosGame *copy = NULL;
  guint seat = g->deciding;
  gboolean kill;

  *out = list_pass (list, n);
  if (g->phase != GROS_PHASE_ATTACK_REACT)
    return;
  if (seat != g->attack.defender && seat != g->attack.attacker)
    return;
  kill = gros_ai_attack_would_kill (g);
  if ((seat == g->attack.defender) != kill)
    return;

  copy = g_new (GrosGame, 1);
  for (guint i = 0; i < n; i++)
    {
      if (list[i].kind == GROS_ACT_PASS || list[i].kind == GROS_ACT_POPCORN_DISCARD)
        continue;
      gros_game_copy (copy, g);
      gros_ai_apply_legal (copy, &list[i]);
      if (gros_ai_attack_would_kill (copy) != kill)
        {
          *out = list[i];
          return;
        }
    }
}

static void
fast_victim (const GrosGame   *g,
             const GrosAction *list,
             guint             n,
             GrosAction       *out)
{
  int best = G_MININT;

  *out = list[0];
  for (guint i = 0; i < n; i++)
    if (list[i].target != GROS_NO_CARD)
      {
        int v = gros_ai_character_value (g, list[i].target);

        if (v > best)
          {
            best = v;
            *out = list[i];
          }
      }
}

void
gros_ai_fast_policy (const GrosGame *g,
                     GrosAiRng      *rng,
                     double          epsilon,
                     GrosAction     *out)
{
  GrosAction list[GROS_MAX_ACTIONS];
  guint n = gros_ai_candidates (g, list, G_N_ELEMENTS (list));

  g_assert (n > 0);
  if (n == 1)
    {
      *out = list[0];
      return;
    }
  if (epsilon > 0 && game_ai_rng_double (rng) < epsilon
      && g->phase != GROS_PHASE_ATTACK_VICTIM)
    {
      *out = list[game_ai_rng_below (rng, n)];
      return;
    }

  switch (g->phase)
    {
    case GROS_PHASE_SETUP_CAST:
      {
        int best = G_MININT;

        /* "Done casting" (Resurrected rules) has no card: it is what is left. */
        for (guint i = 0; i < n; i++)
          if (list[i].card != GROS_NO_CARD && gros_ai_def (g, list[i].card)->stat > best)
            {
              best = gros_ai_def (g, list[i].card)->stat;
              *out = list[i];
            }
      }
      break;
    case GROS_PHASE_PLAY:
      fast_play (g, list, n, rng, out);
      break;
    case GROS_PHASE_DISCARD:
      {
        /* Down to the hand limit; and a winning Movie that lacks only a Roll the Credits
         * throws away cards to draw new ones. */
        gboolean hunting = gros_ai_hunting_credits (g, g->deciding);

        *out = list[0];
        for (guint i = 0; i < n; i++)
          if (list[i].kind == GROS_ACT_END_TURN
              && (!hunting || gros_game_zone_size (g, GROS_ZONE_HAND, g->deciding) <= 2))
            *out = list[i];
      }
      break;
    case GROS_PHASE_ATTACK_REACT:
    case GROS_PHASE_CLIMAX:
    case GROS_PHASE_RESPONSE:
      fast_react (g, list, n, out);
      break;
    case GROS_PHASE_ATTACK_VICTIM:
      fast_victim (g, list, n, out);
      break;
    default:
      *out = list[0];
      break;
    }
}

void
gros_ai_settle (GrosGame  *g,
                GrosAiRng *rng,
                gboolean   model_replies)
{
  for (guint step = 0; step < SETTLE_STEPS; step++)
    {
      GrosAction a;

      if (gros_game_is_over (g) || g->phase == GROS_PHASE_PLAY || g->phase == GROS_PHASE_SETUP_CAST)
        return;
      if (model_replies || !is_reaction_phase (g->phase))
        {
          gros_ai_fast_policy (g, rng, 0, &a);
          gros_ai_apply_legal (g, &a);
          continue;
        }
      a = make_pass (g->deciding);
      if (!gros_ai_apply (g, &a))
        {
          /* The fast policy only picks listed actions; this cannot happen, but never spin. */
          GrosAction legal[1];

          if (gros_game_legal_actions (g, legal, 1) == 0 || !gros_ai_apply (g, &legal[0]))
            return;
        }
    }
}

/* NORMAL and EASY */

void
gros_ai_score_candidates (const GrosGame    *world,
                          guint              seat,
                          const GrosAction  *candidates,
                          guint              n,
                          gboolean           model_replies,
                          GrosAiRng         *rng,
                          double            *out_scores)
{
  g_autofree GrosGame *copy = g_new (GrosGame, 1);
  uint64_t base = game_ai_rng_next (rng);

  for (guint i = 0; i < n; i++)
    {
      GrosAiRng local;

      /* Every candidate meets the same replies: differences are the action's own. */
      game_ai_rng_init (&local, base);
      gros_game_copy (copy, world);
      if (!gros_ai_apply (copy, &candidates[i]))
        {
          out_scores[i] = -G_MAXDOUBLE / 4;
          continue;
        }
      gros_ai_settle (copy, &local, model_replies);
      out_scores[i] = gros_ai_evaluate (copy, seat);
      if (candidates[i].kind == GROS_ACT_MOVE_PROP)
        out_scores[i] -= MOVE_PROP_PENALTY;
    }
}

/* A multi-step use of popcorn: discard these cards, then play @card. */
typedef struct
{
  int   card;
  guint n_discards;
  int   discards[GROS_MAX_CARDS];
  double total;
  guint  worlds;
} Plan;

/* Plans for what the seat cannot afford yet, built in the first world (the seat's own hand
 * and Movie are the same in every world). */
static guint
make_plans (const GrosGame *world,
            guint           seat,
            Plan           *plans,
            guint           max_plans)
{
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  guint hand_size = world->zone_start[hand + 1] - world->zone_start[hand];
  double values[GROS_MAX_CARDS];
  int avail = ready_popcorn (world, seat);
  guint n_plans = 0;

  if (hand_size < 2)
    return 0;
  gros_ai_hand_values (world, seat, values);
  for (guint i = 0; i < hand_size && n_plans < max_plans; i++)
    {
      int card = world->order[world->zone_start[hand] + i];
      int cost = card_cost (world, card, TRUE);
      Plan *plan = &plans[n_plans];
      gboolean used[GROS_MAX_CARDS] = { FALSE };

      if (cost <= avail || cost > avail + (int) hand_size - 1)
        continue;
      if (is_reaction_phase (world->phase)
          && gros_ai_def (world, card)->type != GROS_CARD_TYPE_SPECIAL_EFFECT)
        continue;
      memset (plan, 0, sizeof *plan);
      plan->card = card;
      used[i] = TRUE;
      while ((int) plan->n_discards < cost - avail)
        {
          guint worst = G_MAXUINT;

          for (guint k = 0; k < hand_size; k++)
            if (!used[k] && (worst == G_MAXUINT || values[k] < values[worst]))
              worst = k;
          used[worst] = TRUE;
          plan->discards[plan->n_discards++] = world->order[world->zone_start[hand] + worst];
        }
      n_plans++;
    }
  return n_plans;
}

/* The best value of carrying @plan out in @world, or FALSE when it cannot be done there. */
static gboolean
score_plan (const GrosGame *world,
            guint           seat,
            const Plan     *plan,
            gboolean        model_replies,
            GrosAiRng      *rng,
            double         *out_score)
{
  g_autofree GrosGame *after = g_new (GrosGame, 1);
  GrosAction legal[GROS_MAX_ACTIONS];
  GrosAction uses[GROS_MAX_ACTIONS];
  double scores[GROS_MAX_ACTIONS];
  guint n, n_uses = 0;

  gros_game_copy (after, world);
  for (guint d = 0; d < plan->n_discards; d++)
    {
      GrosAction a = make_pass (seat);

      a.kind = GROS_ACT_POPCORN_DISCARD;
      a.card = plan->discards[d];
      if (!gros_ai_apply (after, &a))
        return FALSE;
    }
  n = gros_game_legal_actions (after, legal, G_N_ELEMENTS (legal));
  for (guint i = 0; i < n; i++)
    if (legal[i].card == plan->card && legal[i].kind != GROS_ACT_POPCORN_DISCARD)
      uses[n_uses++] = legal[i];
  if (n_uses == 0)
    return FALSE;
  gros_ai_score_candidates (after, seat, uses, n_uses, model_replies, rng, scores);
  *out_score = scores[0];
  for (guint i = 1; i < n_uses; i++)
    *out_score = MAX (*out_score, scores[i]);
  return TRUE;
}

guint
gros_ai_lookahead (const GrosGame     *game,
                   guint               seat,
                   guint               n_worlds,
                   gboolean            model_replies,
                   gboolean            with_plans,
                   const GrosAiLimits *limits,
                   GrosAiRng          *rng,
                   GrosAction         *cands,
                   double             *values)
{
  g_autofree GrosGame *world = g_new (GrosGame, 1);
  g_autofree double *scores = g_new (double, GROS_MAX_ACTIONS);
  g_autofree Plan *plans = NULL;
  guint n, n_plans = 0, done = 0;

  n = gros_ai_candidates (game, cands, GROS_MAX_ACTIONS);
  for (guint i = 0; i < n; i++)
    values[i] = 0;
  if (n <= 1)
    return n;

  for (guint w = 0; w < n_worlds; w++)
    {
      if (game_ai_limits_cancelled (limits))
        return 0;
      /* Out of time: the worlds seen so far will do. */
      if (done > 0 && game_ai_limits_expired (limits))
        break;
      gros_ai_sample_world (game, seat, game_ai_rng_next (rng), world);
      gros_ai_score_candidates (world, seat, cands, n, model_replies, rng, scores);
      for (guint i = 0; i < n; i++)
        values[i] += scores[i] / n_worlds;
      done++;

      if (with_plans && (game->phase == GROS_PHASE_PLAY || is_reaction_phase (game->phase)))
        {
          if (plans == NULL)
            {
              plans = g_new0 (Plan, 16);
              n_plans = make_plans (world, seat, plans, 16);
            }
          for (guint p = 0; p < n_plans; p++)
            {
              double value;

              if (score_plan (world, seat, &plans[p], model_replies, rng, &value))
                {
                  plans[p].total += value;
                  plans[p].worlds++;
                }
            }
        }
    }

  if (done < n_worlds)
    for (guint i = 0; i < n; i++)
      values[i] *= (double) n_worlds / done;

  /* A plan that works in every world is worth its value to its first discard. */
  for (guint p = 0; p < n_plans; p++)
    {
      GrosAction first = make_pass (seat);
      double value = plans[p].total / MAX (done, 1);
      guint i;

      if (plans[p].worlds != done)
        continue;
      first.kind = GROS_ACT_POPCORN_DISCARD;
      first.card = plans[p].discards[0];
      for (i = 0; i < n; i++)
        if (gros_action_equal (&cands[i], &first))
          break;
      if (i == n)
        {
          if (n == GROS_MAX_ACTIONS)
            continue;
          cands[n] = first;
          values[n++] = value;
        }
      else
        values[i] = MAX (values[i], value);
    }
  return n;
}

gboolean
gros_ai_choose_heuristic (GrosAiLevel          level,
                          const GrosGame      *game,
                          guint                seat,
                          const GrosAiLimits  *limits,
                          uint64_t             seed,
                          GrosAction          *out,
                          GrosAiInfo          *info)
{
  g_autofree GrosAction *cands = g_new (GrosAction, GROS_MAX_ACTIONS);
  g_autofree double *values = g_new (double, GROS_MAX_ACTIONS);
  gboolean easy = level == GROS_AI_EASY;
  guint n_worlds = easy ? 1 : (guint) gros_ai_tuning ()->search.normal_worlds;
  guint n, best = 0;
  GrosAiRng rng;

  game_ai_rng_init (&rng, seed);

  if (easy)
    {
      GrosAction legal[GROS_MAX_ACTIONS];
      guint n_legal = gros_game_legal_actions (game, legal, G_N_ELEMENTS (legal));

      /* Deliberate mistakes: a random move now and then, and reactions overlooked. */
      if (game_ai_rng_double (&rng) < EASY_RANDOM_RATE)
        {
          *out = legal[game_ai_rng_below (&rng, n_legal)];
          return TRUE;
        }
      if (is_reaction_phase (game->phase) && game_ai_rng_double (&rng) < EASY_MISS_RATE)
        {
          *out = make_pass (seat);
          return TRUE;
        }
    }

  /* EASY sees one world, assumes nobody answers and never plans its popcorn. */
  n = gros_ai_lookahead (game, seat, n_worlds, !easy, !easy, limits, &rng, cands, values);
  if (n == 0)
    return FALSE;
  for (guint i = 1; i < n; i++)
    if (values[i] > values[best] + 1e-9)
      best = i;
  *out = cands[best];
  if (info != NULL)
    {
      info->iterations = n_worlds;
      info->value = values[best];
    }
  return TRUE;
}
