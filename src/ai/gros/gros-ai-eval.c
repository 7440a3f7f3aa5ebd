/* gros-ai-eval.c: the evaluation function: Ratings, threats, popcorn and hand quality. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <math.h>

#include "gros-ai-private.h"

/* Weights, in Ratings points. Tuned with `drive-in-cli tournament`. */
#define W_TWIST_POINTS    0.6   /* a face-down Twist's points, not banked yet */
#define W_TWIST_FLAT      0.5
#define W_HAND            1.0
#define DRAW_VALUE        0.8   /* a card drawn at the next Fill Up, on average */
#define HUNT_VALUE        2.0   /* ...more when only a Roll the Credits is missing */
#define AHEAD_VALUE       0.5   /* ...and when ahead: a full hand must not stall the game */

/* What the evaluation needs about every seat, computed once. */
typedef struct
{
  int    defense;      /* Movie Defense now */
  int    ratings;
  int    best_char;    /* value of the Character an attack would kill */
  int    location;     /* Defense of its Location(s) */
  guint  buckets;
  guint  hand;
  guint  credits;      /* Roll the Credits in hand */
  guint  credits_left; /* ...and in the deck */
} SeatFacts;

int
gros_ai_character_value (const GrosGame *g,
                         int             card)
{
  guint zone = g->cards[card].zone;
  int value = gros_game_card_defense (g, card);

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    {
      int other = g->order[i];

      if (g->cards[other].host == card)
        value += gros_game_card_defense (g, other);
    }
  return value;
}

static gboolean
has_title_word (const GrosGame *g,
                guint           seat,
                guint           word)
{
  if (word == 0)
    return FALSE;
  for (guint w = 0; w < g->seats[seat].n_title_words; w++)
    if (g->seats[seat].title_words[w] == word)
      return TRUE;
  return FALSE;
}

/* Whether @viewer knows which card @card is (GROS_NO_SEAT: knows every card). */
static gboolean
seen_by (const GrosGame *g,
         int             card,
         guint           viewer)
{
  return viewer == GROS_NO_SEAT || ((g->cards[card].known >> viewer) & 1);
}

static int
title_cards (const GrosGame *g,
             guint           seat,
             guint           viewer)
{
  GrosZoneKind kinds[] = { GROS_ZONE_MOVIE, GROS_ZONE_HAND };
  int n = 0;

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      guint zone = GROS_ZONE_ID (kinds[k], seat);

      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        n += seen_by (g, g->order[i], viewer)
             && has_title_word (g, seat, gros_ai_def (g, g->order[i])->title_word);
    }
  return n;
}

int
gros_ai_ratings (const GrosGame *g,
                 guint           seat,
                 guint           viewer)
{
  return gros_game_movie_defense (g, seat)
         + title_cards (g, seat, viewer) * g->params.title_points + g->seats[seat].banked;
}

/* What the evaluation needs of @seat, as @viewer sees it (GROS_NO_SEAT: in a sampled world,
 * where every card may be read). */
static void
seat_facts (const GrosGame *g,
            guint           seat,
            guint           viewer,
            SeatFacts      *f)
{
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);

  memset (f, 0, sizeof *f);
  f->defense = gros_game_movie_defense (g, seat);
  f->ratings = f->defense + title_cards (g, seat, viewer) * g->params.title_points
               + g->seats[seat].banked;
  f->hand = gros_game_zone_size (g, GROS_ZONE_HAND, seat);
  {
    guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);

    guint deck = GROS_ZONE_ID (GROS_ZONE_DECK, seat);

    for (guint i = g->zone_start[hand]; i < g->zone_start[hand + 1]; i++)
      f->credits += gros_ai_def (g, g->order[i])->type == GROS_CARD_TYPE_ROLL_THE_CREDITS;
    f->credits_left = f->credits;
    for (guint i = g->zone_start[deck]; i < g->zone_start[deck + 1]; i++)
      f->credits_left += gros_ai_def (g, g->order[i])->type == GROS_CARD_TYPE_ROLL_THE_CREDITS;
  }
  for (guint i = g->zone_start[movie]; i < g->zone_start[movie + 1]; i++)
    {
      int c = g->order[i];
      const GrosCardDef *def = gros_ai_def (g, c);
      guint8 flags = g->cards[c].flags;

      if (def->bucket && !(flags & GROS_CARD_FACE_DOWN))
        f->buckets++;
      if (flags & GROS_CARD_FACE_DOWN)
        continue;
      if (def->type == GROS_CARD_TYPE_LOCATION)
        f->location += gros_game_card_defense (g, c);
      else if (def->type == GROS_CARD_TYPE_CHARACTER && g->cards[c].host == GROS_NO_CARD)
        f->best_char = MAX (f->best_char, gros_ai_character_value (g, c));
    }
}

int
gros_ai_best_opponent (const GrosGame *g,
                       guint           seat)
{
  int best = -1, best_ratings = G_MININT;

  for (guint s = 0; s < g->n_seats; s++)
    {
      int r;

      if (s == seat)
        continue;
      r = gros_ai_ratings (g, s, seat);
      if (r > best_ratings)
        {
          best_ratings = r;
          best = s;
        }
    }
  return best;
}

/* What kind of help a Special Effect (or a card used like one) gives. */
static double
script_value (const GrosScript *script)
{
  double best = 0.3;

  if (script == NULL)
    return 0.2;
  for (guint k = 0; k < script->n_abilities; k++)
    {
      const GrosAbility *ab = &script->abilities[k];
      double v;

      switch (ab->effect)
        {
        case GROS_EFFECT_STOP_ATTACK:
        case GROS_EFFECT_STOP_RETURN:
        case GROS_EFFECT_KILL:
          v = 1.8;
          break;
        case GROS_EFFECT_REANIMATE:
        case GROS_EFFECT_COUNTER:
        case GROS_EFFECT_REVERSE:
          v = 1.5;
          break;
        case GROS_EFFECT_DEFENSE_ADD:
        case GROS_EFFECT_ATTACK_ADD:
        case GROS_EFFECT_ATTACK_MUL:
        case GROS_EFFECT_ATTACK_DIV:
        case GROS_EFFECT_DEFENSE_MUL:
        case GROS_EFFECT_ATTACK_TRAITS:
        case GROS_EFFECT_DISCARD_FROM_PLAY:
          v = 1.2;
          break;
        case GROS_EFFECT_ATTACH:
        case GROS_EFFECT_STAY:
          v = 1.0 + 0.3 * MAX (ab->value, 0);
          break;
        case GROS_EFFECT_DRAW:
          v = 0.6 + 0.5 * MAX (ab->value, 1);
          break;
        case GROS_EFFECT_ATTACK:
          v = 1.4;
          break;
        case GROS_EFFECT_RECOVER:
          v = 1.0;
          break;
        default:
          v = 0.4;
          break;
        }
      best = MAX (best, v);
    }
  return best;
}

static double
hand_card_value (const GrosGame  *g,
                 guint            seat,
                 int              card,
                 const SeatFacts *facts)
{
  const GrosCardDef *def = gros_ai_def (g, card);
  const SeatFacts *me = &facts[seat];
  int stat = def->stat;
  double v;

  switch (def->type)
    {
    case GROS_CARD_TYPE_CHARACTER:
      v = 0.3 + 0.55 * MAX (stat, 0) + (def->bucket ? 0.4 : 0) - 0.05 * def->cost;
      if (def->script != NULL)
        v = MAX (v, script_value (def->script));
      break;
    case GROS_CARD_TYPE_PROP:
      v = 0.2 + 0.45 * MAX (stat, 0) + (def->bucket ? 0.3 : 0);
      break;
    case GROS_CARD_TYPE_LOCATION:
      v = 0.3 + 0.35 * MAX (stat - me->location, 0) + (def->bucket ? 0.3 : 0);
      if (stat < 0)
        v = 0.3 - 0.2 * stat; /* worth playing on a rival's Movie */
      break;
    case GROS_CARD_TYPE_CREATURE:
      {
        double threat = 0;

        /* What it would take from the best rival it could beat. */
        for (guint s = 0; s < g->n_seats; s++)
          if (s != seat)
            {
              double kill = facts[s].best_char * (stat >= facts[s].defense ? 0.55 : 0.15);

              threat = MAX (threat, kill);
            }
        v = 0.4 + threat;
      }
      break;
    case GROS_CARD_TYPE_SPECIAL_EFFECT:
      v = script_value (def->script);
      break;
    case GROS_CARD_TYPE_PLOT_TWIST:
      v = 0.8 + 0.5 * MAX (stat, 0);
      break;
    case GROS_CARD_TYPE_ROLL_THE_CREDITS:
      {
        int best_other = G_MININT;

        for (guint s = 0; s < g->n_seats; s++)
          if (s != seat)
            best_other = MAX (best_other, facts[s].ratings);
        if (me->defense >= g->params.credits_defense - 6)
          v = me->ratings > best_other ? 3.0 : 1.0;
        else
          v = 0.4;
        /* The last one is the only way left to end the game on the seat's own terms. */
        if (me->credits_left <= 1)
          v = MAX (v, 2.5);
      }
      break;
    default:
      v = 0.3;
      break;
    }
  return v;
}

/* Ahead, at the Credits' Defense, and no Roll the Credits in hand. */
static gboolean
hunting_credits (const GrosGame  *g,
                 guint            seat,
                 const SeatFacts *facts)
{
  if (facts[seat].credits > 0 || facts[seat].defense < g->params.credits_defense)
    return FALSE;
  for (guint s = 0; s < g->n_seats; s++)
    if (s != seat && facts[s].ratings >= facts[seat].ratings)
      return FALSE;
  return TRUE;
}

gboolean
gros_ai_hunting_credits (const GrosGame *g,
                         guint           seat)
{
  SeatFacts facts[GROS_MAX_SEATS];

  for (guint s = 0; s < g->n_seats; s++)
    seat_facts (g, s, seat, &facts[s]);
  return hunting_credits (g, seat, facts);
}

static int
compare_double_desc (gconstpointer a,
                     gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? 1 : x > y ? -1 : 0;
}

static double
score_with_facts (const GrosGame  *g,
                  guint            seat,
                  const SeatFacts *facts)
{
  const SeatFacts *me = &facts[seat];
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  guint movie = GROS_ZONE_ID (GROS_ZONE_MOVIE, seat);
  double values[GROS_MAX_CARDS];
  guint n_values = 0;
  int limit = gros_game_hand_limit (g, seat);
  gboolean hunting = hunting_credits (g, seat, facts);
  gboolean ahead = TRUE;
  double score = me->ratings;
  double strongest_attack = 12;

  score += gros_ai_tuning ()->w_bucket * me->buckets;
  for (guint s = 0; s < g->n_seats; s++)
    ahead &= s == seat || facts[s].ratings < me->ratings;

  for (guint i = g->zone_start[movie]; i < g->zone_start[movie + 1]; i++)
    {
      int c = g->order[i];
      const GrosCardDef *def = gros_ai_def (g, c);

      if (def->type == GROS_CARD_TYPE_PLOT_TWIST && (g->cards[c].flags & GROS_CARD_FACE_DOWN))
        score += W_TWIST_FLAT + W_TWIST_POINTS * MAX (def->stat, 0);
    }

  /* The hand: only what survives the hand limit counts. */
  for (guint i = g->zone_start[hand]; i < g->zone_start[hand + 1]; i++)
    values[n_values++] = hand_card_value (g, seat, g->order[i], facts);
  qsort (values, n_values, sizeof values[0], compare_double_desc);
  for (guint i = 0; i < n_values && (int) i < limit; i++)
    score += W_HAND * values[i];
  /* Room in the hand is filled at the next Fill Up: a card played is not a card lost, and
   * the Fill Up itself changes nothing on average (which keeps states before and after a
   * turn ends comparable). A Movie that only lacks a Roll the Credits to win wants fresh
   * cards more than the ones it holds. */
  if ((int) n_values < limit)
    score += W_HAND * (DRAW_VALUE + (hunting ? HUNT_VALUE : ahead ? AHEAD_VALUE : 0))
             * MIN ((guint) (limit - n_values), gros_game_zone_size (g, GROS_ZONE_DECK, seat));

  /* Closing: a Movie at the Credits' Defense, ahead in Ratings, ends the game on its turn
   * (surely with a Roll the Credits in hand). */
  {
    int best_other = G_MININT;

    for (guint s = 0; s < g->n_seats; s++)
      if (s != seat)
        best_other = MAX (best_other, facts[s].ratings);
    if (me->ratings > best_other)
      {
        double reach = me->defense >= g->params.credits_defense ? 1.0
                       : me->defense >= g->params.credits_defense - 3 ? 0.3 : 0.0;

        score += gros_ai_tuning ()->w_close * reach * (me->credits > 0 ? 1.0 : 0.3);
      }
  }

  /* Risk: a Creature beats a low Movie Defense and takes the best Character. */
  {
    double p = (strongest_attack + 4 - me->defense) / 10.0;

    p = CLAMP (p, 0.0, 1.0);
    score -= gros_ai_tuning ()->w_risk * p * me->best_char;
  }
  return score;
}

double
gros_ai_seat_score (const GrosGame *g,
                    guint           seat)
{
  SeatFacts facts[GROS_MAX_SEATS];

  for (guint s = 0; s < g->n_seats; s++)
    seat_facts (g, s, GROS_NO_SEAT, &facts[s]);
  return score_with_facts (g, seat, facts);
}

double
gros_ai_hand_card_value (const GrosGame *g,
                         guint           seat,
                         int             card)
{
  SeatFacts facts[GROS_MAX_SEATS];

  for (guint s = 0; s < g->n_seats; s++)
    seat_facts (g, s, seat, &facts[s]);
  return hand_card_value (g, seat, card, facts);
}

guint
gros_ai_hand_values (const GrosGame *g,
                     guint           seat,
                     double         *out)
{
  SeatFacts facts[GROS_MAX_SEATS];
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, seat);
  guint n = 0;

  for (guint s = 0; s < g->n_seats; s++)
    seat_facts (g, s, seat, &facts[s]);
  /* A card bearing a Title word is worth its Title points while it is kept. */
  for (guint i = g->zone_start[hand]; i < g->zone_start[hand + 1]; i++)
    out[n++] = hand_card_value (g, seat, g->order[i], facts)
               + (has_title_word (g, seat, gros_ai_def (g, g->order[i])->title_word)
                  ? g->params.title_points : 0);
  return n;
}

static void
evaluate_all (const GrosGame *g,
              double         *out)
{
  double scores[GROS_MAX_SEATS];

  if (gros_game_is_over (g))
    {
      int ratings[GROS_MAX_SEATS];
      guint n_winners = 0;

      for (guint s = 0; s < g->n_seats; s++)
        {
          GrosRatings r;

          gros_game_ratings (g, s, &r);
          ratings[s] = r.total;
          n_winners += (g->winner_mask >> s) & 1;
        }
      for (guint s = 0; s < g->n_seats; s++)
        {
          int best_other = G_MININT;
          double base;

          for (guint o = 0; o < g->n_seats; o++)
            if (o != s)
              best_other = MAX (best_other, ratings[o]);
          if (!((g->winner_mask >> s) & 1))
            base = -GROS_AI_WIN_SCORE;
          else
            base = n_winners == 1 ? GROS_AI_WIN_SCORE : 0;
          out[s] = base + 0.1 * (ratings[s] - best_other);
        }
      return;
    }

  {
    SeatFacts facts[GROS_MAX_SEATS];

    for (guint s = 0; s < g->n_seats; s++)
      seat_facts (g, s, GROS_NO_SEAT, &facts[s]);
    for (guint s = 0; s < g->n_seats; s++)
      scores[s] = score_with_facts (g, s, facts);
  }
  for (guint s = 0; s < g->n_seats; s++)
    {
      double best_other = -G_MAXDOUBLE;

      for (guint o = 0; o < g->n_seats; o++)
        if (o != s)
          best_other = MAX (best_other, scores[o]);
      out[s] = scores[s] - best_other;
    }
}

double
gros_ai_evaluate (const GrosGame *g,
                  guint           seat)
{
  double all[GROS_MAX_SEATS];

  evaluate_all (g, all);
  return all[seat];
}

double
gros_ai_squash (double evaluation)
{
  return 1.0 / (1.0 + exp (-evaluation / gros_ai_tuning ()->reward_scale));
}

void
gros_ai_rewards (const GrosGame *g,
                 double         *out)
{
  double all[GROS_MAX_SEATS];

  evaluate_all (g, all);
  for (guint s = 0; s < g->n_seats; s++)
    {
      if (gros_game_is_over (g))
        out[s] = all[s] > GROS_AI_WIN_SCORE / 2 ? 1.0 : all[s] < -GROS_AI_WIN_SCORE / 2 ? 0.0 : 0.5;
      else
        out[s] = gros_ai_squash (all[s]);
    }
}
