/* grotto-game-handlers.c: named C handlers for the Grotto Beasts! effects the step vocabulary
 * does not cover. Each runs in a frame (its progress in frame->sub and frame->count) and
 * lists the answers of the question it asks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "grotto-game-private.h"

typedef GrottoStepResult (*HandlerRun)     (GrottoRun        *r,
                                            GrottoFrame      *f,
                                            const GameAction *answer);
typedef guint            (*HandlerChoices) (const GrottoGame  *g,
                                            const GrottoFrame *f,
                                            GameAction        *out,
                                            guint              max);

typedef struct
{
  const char     *name;
  HandlerRun      run;
  HandlerChoices  choices;
} Handler;

static GrottoStepResult
wait_for (GrottoFrame *f,
          guint        choice,
          guint        decider)
{
  f->waiting = choice;
  f->decider = decider;
  return GROTTO_STEP_WAIT;
}

static guint
zone_choices (const GrottoGame  *g,
              const GrottoFrame *f,
              guint              zone,
              gboolean           may,
              GameAction        *out,
              guint              max)
{
  guint n = 0;

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1] && n < max; i++)
    {
      grotto_action_init (&out[n], GROTTO_ACT_CHOOSE, f->decider);
      out[n].card = g->order[i];
      n++;
    }
  if ((may || n == 0) && n < max)
    {
      grotto_action_init (&out[n], GROTTO_ACT_PASS, f->decider);
      n++;
    }
  return n;
}

static void
show_zone (GrottoRun *r,
           guint      zone,
           guint      seat)
{
  GrottoGame *g = r->g;

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    grotto_show_to (r, g->order[i], seat);
}

/* ---- setup-search: the opening hand is chosen from the deck, which is then shuffled. ---- */

static GrottoStepResult
setup_search_run (GrottoRun        *r,
                  GrottoFrame      *f,
                  const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint deck = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, f->seat);

  if (answer == NULL)
    f->count = g->params.opening_hand;
  else
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (answer->kind == GROTTO_ACT_CHOOSE)
        {
          grotto_move (r, answer->card, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, f->seat), FALSE);
          f->count--;
        }
      else
        f->count = 0;
    }
  if (f->count > 0 && grotto_zone_size (g, deck) > 0)
    {
      show_zone (r, deck, f->seat);
      return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
    }
  grotto_shuffle (r, deck);
  return GROTTO_STEP_DONE;
}

static guint
setup_search_choices (const GrottoGame  *g,
                      const GrottoFrame *f,
                      GameAction        *out,
                      guint              max)
{
  return zone_choices (g, f, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, f->seat), FALSE, out, max);
}

/* ---- Small helpers ------------------------------------------------------------------------ */

static guint
deck_zone (guint seat)
{
  return GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat);
}

/* The top @n cards of @seat's deck, top first; returns how many there are. */
static guint
top_cards (const GrottoGame *g,
           guint             seat,
           guint             n,
           int              *out)
{
  guint zone = deck_zone (seat), size = grotto_zone_size (g, zone), k = 0;

  for (guint i = 0; i < n && i < size; i++)
    out[k++] = grotto_zone_at (g, zone, size - 1 - i);
  return k;
}

static guint
card_choices (const GrottoGame  *g,
              const GrottoFrame *f,
              const int         *cards,
              guint              n_cards,
              gboolean           may,
              GameAction        *out,
              guint              max)
{
  guint n = 0;

  for (guint i = 0; i < n_cards && n < max; i++)
    {
      grotto_action_init (&out[n], GROTTO_ACT_CHOOSE, f->decider);
      out[n].card = cards[i];
      n++;
    }
  if ((may || n == 0) && n < max)
    {
      grotto_action_init (&out[n], GROTTO_ACT_PASS, f->decider);
      n++;
    }
  return n;
}

static guint
value_choices (const GrottoFrame *f,
               int                low,
               int                high,
               GameAction        *out,
               guint              max)
{
  guint n = 0;

  for (int v = low; v <= high && n < max; v++)
    {
      grotto_action_init (&out[n], GROTTO_ACT_CHOOSE, f->decider);
      out[n].value = v;
      n++;
    }
  return n;
}

/* Lets @seat see cards it looks at; effects that let a seat look at its deck tell the cards
 * that answer such a look (GROTTO_TRIG_OPP_SEARCHES). */
static void
look (GrottoRun *r,
      guint      seat,
      const int *cards,
      guint      n)
{
  for (guint i = 0; i < n; i++)
    grotto_show_to (r, cards[i], seat);
  grotto_fire (r, GROTTO_TRIG_OPP_SEARCHES, GROTTO_NO_CARD, seat, 0);
}

/* Puts @card on top of its deck again, without forgetting that @seat saw it. */
static void
back_on_top (GrottoRun *r,
             int        card,
             guint      seat)
{
  guint known = r->g->cards[card].known;

  grotto_move (r, card, deck_zone (r->g->cards[card].owner), FALSE);
  r->g->cards[card].known = known | (1u << seat);
}

/* ---- ponder: look at the top two, one to the bottom, the other back on top. ----------- */

static GrottoStepResult
ponder_run (GrottoRun        *r,
            GrottoFrame      *f,
            const GameAction *answer)
{
  GrottoGame *g = r->g;
  int top[2];
  guint n = top_cards (g, f->seat, 2, top);

  if (answer != NULL)
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (answer->kind == GROTTO_ACT_CHOOSE)
        {
          guint known = g->cards[answer->card].known;

          grotto_move (r, answer->card, deck_zone (f->seat), TRUE);
          g->cards[answer->card].known = known;
        }
      return GROTTO_STEP_DONE;
    }
  if (n < 2)
    return GROTTO_STEP_DONE;
  look (r, f->seat, top, n);
  return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
}

static guint
ponder_choices (const GrottoGame  *g,
                const GrottoFrame *f,
                GameAction        *out,
                guint              max)
{
  int top[2];

  return card_choices (g, f, top, top_cards (g, f->seat, 2, top), FALSE, out, max);
}

/* ---- geode: look at the top four, one to the hand, the rest back on top in any order.
 * sub 0: the card for the hand; then each answer puts one more of the rest on top. -------- */

static GrottoStepResult
geode_run (GrottoRun        *r,
           GrottoFrame      *f,
           const GameAction *answer)
{
  GrottoGame *g = r->g;
  int top[4];
  guint n;

  if (answer == NULL)
    {
      n = top_cards (g, f->seat, 4, top);
      if (n == 0)
        return GROTTO_STEP_DONE;
      look (r, f->seat, top, n);
      f->count = n;
      f->sub = 0;
      return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
    }
  f->waiting = GROTTO_CHOICE_NONE;
  if (f->sub == 0)
    {
      guint known = g->cards[answer->card].known;

      grotto_move (r, answer->card, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, f->seat), FALSE);
      g->cards[answer->card].known = known;
      grotto_deck_check (r, f->seat);
      f->count--;
      /* The looked-at cards left, which the answers now order. */
      f->value = f->count;
      f->sub = 1;
    }
  else
    {
      back_on_top (r, answer->card, f->seat);
      f->count--;
    }
  /* The last card left needs no choosing: it is under the ones put back. */
  if (f->count <= 1)
    return GROTTO_STEP_DONE;
  return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
}

static guint
geode_choices (const GrottoGame  *g,
               const GrottoFrame *f,
               GameAction        *out,
               guint              max)
{
  int top[4];
  guint n;

  /* Once the hand's card is taken, the cards put back so far sit on top of the looked-at
   * ones: those still to order are below them. */
  if (f->sub == 1)
    {
      guint put_back = f->value - f->count;

      n = top_cards (g, f->seat, f->value, top);
      return card_choices (g, f, top + MIN (put_back, n), n - MIN (put_back, n), FALSE, out, max);
    }
  n = top_cards (g, f->seat, 4, top);
  return card_choices (g, f, top, n, FALSE, out, max);
}

/* ---- spectacle: look at the top three; one to the hand, one on top of the summoning pool,
 * the rest to the discard. ----------------------------------------------------------------- */

static GrottoStepResult
spectacle_run (GrottoRun        *r,
               GrottoFrame      *f,
               const GameAction *answer)
{
  GrottoGame *g = r->g;
  int top[3];
  guint n;

  if (answer == NULL)
    {
      n = top_cards (g, f->seat, 3, top);
      if (n == 0)
        return GROTTO_STEP_DONE;
      look (r, f->seat, top, n);
      f->count = n;
      f->sub = 0;
      return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
    }
  f->waiting = GROTTO_CHOICE_NONE;
  {
    guint known = g->cards[answer->card].known;

    grotto_move (r, answer->card, GROTTO_ZONE_ID (f->sub == 0 ? GROTTO_ZONE_HAND : GROTTO_ZONE_POOL,
                                                  f->seat), FALSE);
    g->cards[answer->card].known = known;
  }
  f->count--;
  f->sub++;
  if (f->sub == 1 && f->count > 0)
    return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
  /* The rest to the discard. */
  for (; f->count > 0; f->count--)
    grotto_mill (r, f->seat, 1);
  grotto_deck_check (r, f->seat);
  return GROTTO_STEP_DONE;
}

static guint
spectacle_choices (const GrottoGame  *g,
                   const GrottoFrame *f,
                   GameAction        *out,
                   guint              max)
{
  int top[3];

  return card_choices (g, f, top, top_cards (g, f->seat, MIN (f->count, 3), top), FALSE, out, max);
}

/* ---- dance-off: every seat shows its top card; the highest summoning costs go to their
 * hands, the other cards are scored. ------------------------------------------------------ */

static GrottoStepResult
dance_off_run (GrottoRun        *r,
               GrottoFrame      *f,
               const GameAction *answer)
{
  GrottoGame *g = r->g;
  int shown[GROTTO_MAX_SEATS];
  int best = -1;

  for (guint s = 0; s < g->n_seats; s++)
    {
      shown[s] = grotto_seat_out (g, s) ? GROTTO_NO_CARD : grotto_zone_top (g, deck_zone (s));
      if (shown[s] == GROTTO_NO_CARD)
        continue;
      grotto_reveal (r, shown[s]);
      best = MAX (best, MAX (grotto_def (g, shown[s])->cost, 0));
    }
  for (guint s = 0; s < g->n_seats; s++)
    {
      if (shown[s] == GROTTO_NO_CARD || grotto_zone_top (g, deck_zone (s)) != shown[s])
        continue;
      if (MAX (grotto_def (g, shown[s])->cost, 0) == best)
        grotto_take_top (r, s, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, s), FALSE);
      else
        grotto_score_top (r, s, 1);
    }
  return GROTTO_STEP_DONE;
}

/* ---- double-or-nothing: games of rock-paper-scissors against the next opponent until one
 * is drawn or lost, or the seat stops: then it draws a card per game won. ----------------- */

static GrottoStepResult
double_run (GrottoRun        *r,
            GrottoFrame      *f,
            const GameAction *answer)
{
  guint other = grotto_next_opponent (r->g, f->seat);

  if (answer == NULL)
    f->count = 0;
  else
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (answer->value == 0)
        {
          for (guint i = 0; i < f->count; i++)
            grotto_draw (r, f->seat);
          return GROTTO_STEP_DONE;
        }
      if (grotto_rps (r, f->seat, other) != 2)
        return GROTTO_STEP_DONE;
      if (f->count < 255)
        f->count++;
    }
  return wait_for (f, GROTTO_CHOICE_YES_NO, f->seat);
}

static guint
double_choices (const GrottoGame  *g,
                const GrottoFrame *f,
                GameAction        *out,
                guint              max)
{
  return value_choices (f, 0, 1, out, max);
}

/* ---- greedy: each of the seat and a chosen opponent sets aside some of its scored cards;
 * the winner of a game of rock-paper-scissors scores as many from its deck and keeps them,
 * the loser discards them; a drawn game returns them. sub 0 the opponent, 1 the seat's count,
 * 2 the opponent's. ------------------------------------------------------------------------- */

static GrottoStepResult
greedy_run (GrottoRun        *r,
            GrottoFrame      *f,
            const GameAction *answer)
{
  GrottoGame *g = r->g;

  if (answer != NULL)
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (f->sub == 0)
        f->player = answer->target_seat;
      else if (f->sub == 1)
        f->count = answer->value;
      else
        f->value = answer->value;
      f->sub++;
    }
  else
    {
      f->sub = 0;
      f->player = GROTTO_NO_SEAT;
      for (guint s = 0, n = 0; s < g->n_seats; s++)
        if (grotto_is_opponent (g, f->seat, s))
          {
            f->player = s;
            if (++n > 1)
              return wait_for (f, GROTTO_CHOICE_PLAYER, f->seat);
          }
      if (f->player == GROTTO_NO_SEAT)
        return GROTTO_STEP_DONE;
      f->sub = 1;
    }
  if (f->sub == 1)
    return wait_for (f, GROTTO_CHOICE_VALUE, f->seat);
  if (f->sub == 2)
    return wait_for (f, GROTTO_CHOICE_VALUE, f->player);
  {
    int result = grotto_rps (r, f->seat, f->player);
    guint winner = result == 2 ? f->seat : f->player;
    guint loser = result == 2 ? f->player : f->seat;
    guint won = result == 2 ? f->count : (guint) f->value;
    guint lost = result == 2 ? (guint) f->value : f->count;

    if (result == 1)
      return GROTTO_STEP_DONE;
    grotto_score_top (r, winner, won);
    {
      guint score = GROTTO_ZONE_ID (GROTTO_ZONE_SCORE, loser);

      for (guint i = 0; i < lost && grotto_zone_size (g, score) > 0; i++)
        grotto_discard (r, grotto_zone_top (g, score));
    }
  }
  return GROTTO_STEP_DONE;
}

static guint
greedy_choices (const GrottoGame  *g,
                const GrottoFrame *f,
                GameAction        *out,
                guint              max)
{
  guint n = 0;

  if (f->sub == 0)
    {
      for (guint s = 0; s < g->n_seats && n < max; s++)
        if (grotto_is_opponent (g, f->seat, s))
          {
            grotto_action_init (&out[n], GROTTO_ACT_CHOOSE, f->decider);
            out[n].target_seat = s;
            n++;
          }
      return n;
    }
  return value_choices (f, 0, grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_SCORE, f->decider)),
                        out, max);
}

/* ---- reorganize: every scored card to the hand, then as many cards of the hand back to the
 * score pile, face down, one at a time. ---------------------------------------------------- */

static GrottoStepResult
reorganize_run (GrottoRun        *r,
                GrottoFrame      *f,
                const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint score = GROTTO_ZONE_ID (GROTTO_ZONE_SCORE, f->seat);
  guint hand = GROTTO_ZONE_ID (GROTTO_ZONE_HAND, f->seat);

  if (answer == NULL)
    {
      f->count = MIN (grotto_zone_size (g, score), 255u);
      while (grotto_zone_size (g, score) > 0)
        grotto_move (r, grotto_zone_top (g, score), hand, FALSE);
    }
  else
    {
      f->waiting = GROTTO_CHOICE_NONE;
      grotto_move (r, answer->card, score, FALSE);
      r->score_changed = TRUE;
      f->count--;
    }
  if (f->count == 0 || grotto_zone_size (g, hand) == 0)
    return GROTTO_STEP_DONE;
  return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
}

static guint
reorganize_choices (const GrottoGame  *g,
                    const GrottoFrame *f,
                    GameAction        *out,
                    guint              max)
{
  return zone_choices (g, f, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, f->seat), FALSE, out, max);
}

/* ---- cauldron: cards come off the top of the deck, shown, until a Beast; the seat may
 * summon it free (sub 1: yes or no, sub 2: its spot); the others are shuffled back. -------- */

static GrottoStepResult
cauldron_run (GrottoRun        *r,
              GrottoFrame      *f,
              const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint deck = deck_zone (f->seat);

  if (answer == NULL)
    {
      guint limit = grotto_zone_size (g, deck);

      f->target = GROTTO_NO_CARD;
      for (guint i = 0; i < limit; i++)
        {
          int card = grotto_take_top (r, f->seat, GROTTO_ZONE_TABLE, FALSE);

          if (card == GROTTO_NO_CARD)
            break;
          grotto_reveal (r, card);
          if (grotto_def (g, card)->kind == GROTTO_KIND_BEAST)
            {
              f->target = card;
              break;
            }
        }
      if (f->target != GROTTO_NO_CARD)
        {
          f->sub = 1;
          return wait_for (f, GROTTO_CHOICE_YES_NO, f->seat);
        }
    }
  else
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (f->sub == 1 && answer->value == 1)
        {
          guint replace, spots = grotto_summon_spots (g, f->target, f->seat, &replace);

          if ((spots | replace) != 0)
            {
              f->sub = 2;
              return wait_for (f, GROTTO_CHOICE_SPOT, f->seat);
            }
        }
      else if (f->sub == 2)
        grotto_summon_place (r, f->target, f->seat, answer->value, GROTTO_ZONE_DECK);
    }
  /* Whatever is still on the table from the deck goes back into it, shuffled. */
  {
    gboolean any = FALSE;

    for (guint i = g->zone_start[GROTTO_ZONE_TABLE]; i < g->zone_start[GROTTO_ZONE_TABLE + 1];)
      {
        int card = g->order[i];

        if (g->cards[card].owner == f->seat && card != f->source)
          {
            grotto_move (r, card, deck, FALSE);
            any = TRUE;
            continue;
          }
        i++;
      }
    if (any)
      grotto_shuffle (r, deck);
  }
  return GROTTO_STEP_DONE;
}

static guint
cauldron_choices (const GrottoGame  *g,
                  const GrottoFrame *f,
                  GameAction        *out,
                  guint              max)
{
  guint n = 0;

  if (f->sub == 1)
    return value_choices (f, 0, 1, out, max);
  {
    guint replace, spots = grotto_summon_spots (g, f->target, f->seat, &replace);

    for (guint p = 0; p < GROTTO_N_SPOTS && n < max; p++)
      if (((spots | replace) >> p) & 1)
        {
          grotto_action_init (&out[n], GROTTO_ACT_CHOOSE, f->decider);
          out[n].card = f->target;
          out[n].value = p;
          n++;
        }
  }
  return n;
}

/* ---- wild-dreams: every seat's discard pile and summoning pool change places. ----------- */

static GrottoStepResult
wild_dreams_run (GrottoRun        *r,
                 GrottoFrame      *f,
                 const GameAction *answer)
{
  GrottoGame *g = r->g;

  for (guint s = 0; s < g->n_seats; s++)
    {
      guint pool = GROTTO_ZONE_ID (GROTTO_ZONE_POOL, s);
      guint discard = GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, s);
      guint n_pool = grotto_zone_size (g, pool);

      /* The pool's cards wait on the table while the discard moves over. */
      for (guint i = 0; i < n_pool; i++)
        {
          int card = grotto_zone_at (g, pool, 0);

          g->cards[card].aux = 1;
          grotto_move (r, card, GROTTO_ZONE_TABLE, FALSE);
        }
      while (grotto_zone_size (g, discard) > 0)
        grotto_move (r, grotto_zone_at (g, discard, 0), pool, FALSE);
      for (guint i = g->zone_start[GROTTO_ZONE_TABLE]; i < g->zone_start[GROTTO_ZONE_TABLE + 1];)
        {
          int card = g->order[i];

          if (g->cards[card].aux == 1 && g->cards[card].owner == s)
            {
              g->cards[card].aux = 0;
              grotto_move (r, card, discard, FALSE);
              continue;
            }
          i++;
        }
    }
  return GROTTO_STEP_DONE;
}

/* ---- skeld: either a card of the hand attached face down to a Beast beside the Grotto, or
 * a face-down card attached to one back to the hand. sub 0: which (1 or 2, 0 neither), 1: the
 * Beast, 2: the card. ------------------------------------------------------------------------ */

static guint
beside_beasts (const GrottoGame  *g,
               const GrottoFrame *f,
               gboolean           with_face_down,
               int               *out)
{
  guint n = 0;

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[f->seat][p];

      if (card == GROTTO_NO_CARD || grotto_def (g, card)->kind != GROTTO_KIND_BEAST
          || !grotto_is_beside (g, f->source, card))
        continue;
      if (with_face_down)
        {
          int attached[GROTTO_MAX_CARDS];
          guint k = grotto_attached (g, card, attached);
          gboolean any = FALSE;

          for (guint i = 0; i < k; i++)
            any = any || (g->cards[attached[i]].flags & GROTTO_CARD_FACE_DOWN);
          if (!any)
            continue;
        }
      out[n++] = card;
    }
  return n;
}

static GrottoStepResult
skeld_run (GrottoRun        *r,
           GrottoFrame      *f,
           const GameAction *answer)
{
  GrottoGame *g = r->g;

  if (answer == NULL)
    {
      f->sub = 0;
      return wait_for (f, GROTTO_CHOICE_VALUE, f->seat);
    }
  f->waiting = GROTTO_CHOICE_NONE;
  switch (f->sub)
    {
    case 0:
      if (answer->value == 0)
        return GROTTO_STEP_DONE;
      f->count = answer->value;
      f->sub = 1;
      return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
    case 1:
      f->target = answer->card;
      f->sub = 2;
      return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
    default:
      if (f->count == 1)
        grotto_attach (r, answer->card, f->target, FALSE);
      else
        grotto_move (r, answer->card, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, g->cards[answer->card].owner),
                     FALSE);
      return GROTTO_STEP_DONE;
    }
}

static guint
skeld_choices (const GrottoGame  *g,
               const GrottoFrame *f,
               GameAction        *out,
               guint              max)
{
  int cards[GROTTO_MAX_CARDS];
  guint n = 0;

  switch (f->sub)
    {
    case 0:
      n = value_choices (f, 0, 0, out, max);
      if (grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, f->seat)) > 0
          && beside_beasts (g, f, FALSE, cards) > 0)
        n += value_choices (f, 1, 1, out + n, max - n);
      if (beside_beasts (g, f, TRUE, cards) > 0)
        n += value_choices (f, 2, 2, out + n, max - n);
      return n;
    case 1:
      return card_choices (g, f, cards, beside_beasts (g, f, f->count == 2, cards), FALSE, out, max);
    default:
      if (f->count == 1)
        return zone_choices (g, f, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, f->seat), FALSE, out, max);
      {
        int attached[GROTTO_MAX_CARDS];
        guint k = grotto_attached (g, f->target, attached);

        for (guint i = 0; i < k; i++)
          if (g->cards[attached[i]].flags & GROTTO_CARD_FACE_DOWN)
            cards[n++] = attached[i];
        return card_choices (g, f, cards, n, FALSE, out, max);
      }
    }
}

/* ---- hand-under: every card of the hand attached face down to the effect's card, then as
 * many drawn. --------------------------------------------------------------------------------- */

static GrottoStepResult
hand_under_run (GrottoRun        *r,
                GrottoFrame      *f,
                const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint hand = GROTTO_ZONE_ID (GROTTO_ZONE_HAND, f->seat);
  guint n = 0;

  if (g->cards[f->source].spot == GROTTO_NO_SPOT)
    return GROTTO_STEP_DONE;
  while (grotto_zone_size (g, hand) > 0)
    {
      grotto_attach (r, grotto_zone_top (g, hand), f->source, FALSE);
      n++;
    }
  for (guint i = 0; i < n; i++)
    grotto_draw (r, f->seat);
  return GROTTO_STEP_DONE;
}

/* ---- random-under-to-hand: a face-down card attached to the effect's card, at random, to
 * its owner's hand. ------------------------------------------------------------------------ */

static GrottoStepResult
random_under_run (GrottoRun        *r,
                  GrottoFrame      *f,
                  const GameAction *answer)
{
  GrottoGame *g = r->g;
  int attached[GROTTO_MAX_CARDS], down[GROTTO_MAX_CARDS];
  guint n = grotto_attached (g, f->source, attached), k = 0;

  for (guint i = 0; i < n; i++)
    if (g->cards[attached[i]].flags & GROTTO_CARD_FACE_DOWN)
      down[k++] = attached[i];
  if (k == 0)
    return GROTTO_STEP_DONE;
  {
    int card = down[grotto_rng_below (g, k)];

    grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, g->cards[card].owner), FALSE);
  }
  return GROTTO_STEP_DONE;
}

/* ---- grottos-of-four: the top four cards shown; Grottos among them to the hand, the rest
 * shuffled back. ----------------------------------------------------------------------------- */

static GrottoStepResult
grottos_of_four_run (GrottoRun        *r,
                     GrottoFrame      *f,
                     const GameAction *answer)
{
  GrottoGame *g = r->g;
  int top[4];
  guint n = top_cards (g, f->seat, 4, top);

  for (guint i = 0; i < n; i++)
    grotto_reveal (r, top[i]);
  for (guint i = 0; i < n; i++)
    if (grotto_def (g, top[i])->kind == GROTTO_KIND_GROTTO)
      grotto_move (r, top[i], GROTTO_ZONE_ID (GROTTO_ZONE_HAND, f->seat), FALSE);
  grotto_deck_check (r, f->seat);
  grotto_shuffle (r, deck_zone (f->seat));
  return GROTTO_STEP_DONE;
}

/* ---- faces-to-pool: the chosen player puts a face-down card from each of its Beasts and
 * Grottos onto its summoning pool (the last attached of each). ------------------------------ */

static GrottoStepResult
faces_to_pool_run (GrottoRun        *r,
                   GrottoFrame      *f,
                   const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint seat = f->player < g->n_seats ? f->player : f->seat;

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int host = g->spots[seat][p];
      int attached[GROTTO_MAX_CARDS];
      guint n;

      if (host == GROTTO_NO_CARD || grotto_def (g, host)->kind == GROTTO_KIND_CHALLENGER)
        continue;
      n = grotto_attached (g, host, attached);
      for (guint i = n; i > 0; i--)
        if (g->cards[attached[i - 1]].flags & GROTTO_CARD_FACE_DOWN)
          {
            grotto_move (r, attached[i - 1],
                         GROTTO_ZONE_ID (GROTTO_ZONE_POOL, g->cards[attached[i - 1]].owner), FALSE);
            break;
          }
    }
  return GROTTO_STEP_DONE;
}

/* ---- same-kind-paid: the cards just spent on the effect's card (the top of the pool) may be
 * shown; all of one kind, the card loses its sadness and gains 2 power. -------------------- */

static GrottoStepResult
same_kind_paid_run (GrottoRun        *r,
                    GrottoFrame      *f,
                    const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint pool = GROTTO_ZONE_ID (GROTTO_ZONE_POOL, f->seat);
  guint paid = MIN ((guint) MAX (grotto_def (g, f->source)->cost, 0), grotto_zone_size (g, pool));
  guint size = grotto_zone_size (g, pool);
  int kind = -1;
  gboolean same = paid > 0;

  for (guint i = 0; i < paid; i++)
    {
      int card = grotto_zone_at (g, pool, size - 1 - i);

      grotto_reveal (r, card);
      if (kind >= 0 && kind != grotto_def (g, card)->kind)
        same = FALSE;
      kind = grotto_def (g, card)->kind;
    }
  if (same && g->cards[f->source].spot != GROTTO_NO_SPOT)
    {
      g->cards[f->source].flags &= ~GROTTO_CARD_SADNESS;
      grotto_add_mark (r, f->source, GROTTO_MARK_POWER, 2, GROTTO_UNTIL_END_OF_TURN, f->seat);
    }
  f->ok = same;
  return GROTTO_STEP_DONE;
}

/* ---- each-roll-mill: every seat rolls a die and discards that many from its deck. Each is
 * a die that seat rolls (a second die, a redo, what answers its result): f->player counts
 * the seats done, from the effect's controller on. -------------------------------------- */

static GrottoStepResult
each_roll_mill_run (GrottoRun        *r,
                    GrottoFrame      *f,
                    const GameAction *answer)
{
  GrottoGame *g = r->g;

  if (answer == NULL)
    {
      f->player = 0;
      f->sub = 0;
      f->count = 0;
    }
  while (f->player < g->n_seats)
    {
      guint seat = (f->seat + f->player) % g->n_seats;

      if (!grotto_seat_out (g, seat))
        {
          if (grotto_roll_step (r, f, answer, seat, FALSE) == GROTTO_STEP_WAIT)
            return GROTTO_STEP_WAIT;
          grotto_mill (r, seat, MAX (f->value, 0));
        }
      answer = NULL;
      f->player++;
      f->sub = 0;
      f->count = 0;
    }
  return GROTTO_STEP_DONE;
}

/* ---- reattach: a card a Challenger kept from a Beast or Grotto discarded from play moves
 * onto another Beast or Grotto of its controller's, or goes to the discard. ---- */

static guint
reattach_hosts (const GrottoGame *g,
                guint             seat,
                int              *out)
{
  guint n = 0;

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];

      if (card != GROTTO_NO_CARD && !(g->cards[card].flags & GROTTO_CARD_FACE_DOWN)
          && (grotto_def (g, card)->kind == GROTTO_KIND_BEAST
              || grotto_def (g, card)->kind == GROTTO_KIND_GROTTO))
        out[n++] = card;
    }
  return n;
}

static GrottoStepResult
reattach_run (GrottoRun        *r,
              GrottoFrame      *f,
              const GameAction *answer)
{
  GrottoGame *g = r->g;
  int card = f->context, hosts[GROTTO_N_SPOTS];

  if (card == GROTTO_NO_CARD || g->cards[card].host != f->source)
    return GROTTO_STEP_DONE;
  if (answer == NULL)
    {
      if (reattach_hosts (g, f->seat, hosts) > 0)
        return wait_for (f, GROTTO_CHOICE_CARD, f->seat);
    }
  else
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (answer->kind == GROTTO_ACT_CHOOSE)
        {
          grotto_attach (r, card, answer->card, f->value != 0);
          return GROTTO_STEP_DONE;
        }
    }
  grotto_discard (r, card);
  return GROTTO_STEP_DONE;
}

static guint
reattach_choices (const GrottoGame  *g,
                  const GrottoFrame *f,
                  GameAction        *out,
                  guint              max)
{
  int hosts[GROTTO_N_SPOTS];
  guint n_hosts = reattach_hosts (g, f->seat, hosts), n = 0;

  for (guint i = 0; i < n_hosts && n < max; i++)
    {
      grotto_action_init (&out[n], GROTTO_ACT_CHOOSE, f->decider);
      out[n].card = hosts[i];
      n++;
    }
  if (n < max)
    {
      grotto_action_init (&out[n], GROTTO_ACT_PASS, f->decider);
      n++;
    }
  return n;
}

/* ---- The table -------------------------------------------------------------------------- */

static const Handler handlers[] = {
  { "setup-search", setup_search_run, setup_search_choices },
  { "ponder", ponder_run, ponder_choices },
  { "geode", geode_run, geode_choices },
  { "spectacle", spectacle_run, spectacle_choices },
  { "dance-off", dance_off_run, NULL },
  { "double-or-nothing", double_run, double_choices },
  { "greedy", greedy_run, greedy_choices },
  { "reorganize", reorganize_run, reorganize_choices },
  { "cauldron", cauldron_run, cauldron_choices },
  { "wild-dreams", wild_dreams_run, NULL },
  { "skeld", skeld_run, skeld_choices },
  { "hand-under", hand_under_run, NULL },
  { "random-under-to-hand", random_under_run, NULL },
  { "grottos-of-four", grottos_of_four_run, NULL },
  { "faces-to-pool", faces_to_pool_run, NULL },
  { "same-kind-paid", same_kind_paid_run, NULL },
  { "each-roll-mill", each_roll_mill_run, grotto_roll_choices },
  { "reattach", reattach_run, reattach_choices },
};

guint
grotto_handler_lookup (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    if (g_str_equal (handlers[i].name, name))
      return i + 1;
  return 0;
}

const char *
grotto_handler_name (guint id)
{
  return id >= 1 && id <= G_N_ELEMENTS (handlers) ? handlers[id - 1].name : "?";
}

GrottoStepResult
grotto_handler_run (GrottoRun        *r,
                    GrottoFrame      *f,
                    guint             id,
                    const GameAction *answer)
{
  if (id < 1 || id > G_N_ELEMENTS (handlers))
    return GROTTO_STEP_DONE;
  return handlers[id - 1].run (r, f, answer);
}

guint
grotto_handler_choices (const GrottoGame  *g,
                        const GrottoFrame *f,
                        guint              id,
                        GameAction        *out,
                        guint              max)
{
  if (id < 1 || id > G_N_ELEMENTS (handlers) || handlers[id - 1].choices == NULL)
    return 0;
  return handlers[id - 1].choices (g, f, out, max);
}
