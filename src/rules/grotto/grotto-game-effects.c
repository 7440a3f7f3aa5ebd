/* grotto-game-effects.c: Grotto Beasts! card effects: triggers, the frames that run a card's
 * steps (grotto-script.h), the questions they ask (their options: grotto-game-targets.c),
 * coins, dice and rock-paper-scissors. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "grotto-game-private.h"

/* ---- Triggers --------------------------------------------------------------------------- */

void
grotto_queue (GrottoRun *r,
              int        card,
              guint      ability,
              guint      seat,
              int        ctx_card,
              guint      ctx_seat,
              int        value)
{
  GrottoGame *g = r->g;
  GrottoPending *p;

  if (g->n_pending >= GROTTO_MAX_PENDING || g->step == GROTTO_STEP_GAME_OVER)
    return;
  p = &g->pending[g->n_pending++];
  p->card = card;
  p->ability = ability;
  p->seat = seat;
  p->context = ctx_card;
  p->ctx_seat = ctx_seat;
  p->value = CLAMP (value, -128, 127);
}

/* Whether an ability of a card controlled by @seat answers @trigger about @ctx_seat. */
static gboolean
trigger_scope (guint trigger,
               guint seat,
               guint ctx_seat)
{
  switch (trigger)
    {
    case GROTTO_TRIG_START_ANY_TURN:
    case GROTTO_TRIG_START_BATTLE:
    case GROTTO_TRIG_END_BATTLE:
      return TRUE;
    case GROTTO_TRIG_START_OPP_TURN:
    case GROTTO_TRIG_OPP_SCORES:
    case GROTTO_TRIG_OPP_WISH:
    case GROTTO_TRIG_OPP_BEAST_TEAM:
    case GROTTO_TRIG_OPP_DISCARDS_HAND:
    case GROTTO_TRIG_OPP_MOVES:
    case GROTTO_TRIG_OPP_SHUFFLES:
    case GROTTO_TRIG_OPP_SEARCHES:
    case GROTTO_TRIG_OPP_SUMMONS:
      return seat != ctx_seat;
    default:
      return seat == ctx_seat;
    }
}

static void
frame_for (const GrottoGame *g,
           GrottoFrame      *frame,
           int               card,
           guint             seat,
           int               ctx_card,
           guint             ctx_seat,
           int               value)
{
  memset (frame, 0, sizeof *frame);
  frame->source = card;
  frame->target = frame->target2 = GROTTO_NO_CARD;
  frame->context = ctx_card;
  frame->seat = seat;
  frame->player = seat;
  frame->ctx_seat = ctx_seat;
  frame->value = value;
}

void
grotto_fire (GrottoRun     *r,
             GrottoTrigger  trigger,
             int            ctx_card,
             guint          ctx_seat,
             int            value)
{
  GrottoGame *g = r->g;

  if (!grotto_card_db_has_trigger (g->db, trigger) || g->step == GROTTO_STEP_GAME_OVER)
    return;
  for (guint i = 0; i < g->n_seats; i++)
    {
      guint seat = (g->active + i) % g->n_seats;

      if (grotto_seat_out (g, seat) || !trigger_scope (trigger, seat, ctx_seat))
        continue;
      for (guint p = 0; p < GROTTO_N_SPOTS; p++)
        {
          int card = g->spots[seat][p];
          const GrottoScript *script;

          if (card == GROTTO_NO_CARD || (g->cards[card].flags & GROTTO_CARD_FACE_DOWN))
            continue;
          script = grotto_script (g, card);
          if (script == NULL || !grotto_script_has_trigger (script, trigger))
            continue;
          for (guint a = 0; a < script->n_abilities; a++)
            {
              const GrottoAbility *ability = &script->abilities[a];

              if (ability->trigger != trigger)
                continue;
              if (ability->filter != 0)
                {
                  GrottoFrame frame;

                  if (ctx_card == GROTTO_NO_CARD)
                    continue;
                  frame_for (g, &frame, card, seat, ctx_card, ctx_seat, value);
                  if (!grotto_filter_match (g, script, &script->filters[ability->filter - 1],
                                            &frame, ctx_card))
                    continue;
                }
              grotto_queue (r, card, a, seat, ctx_card, ctx_seat, value);
            }
        }
    }
}

gboolean
grotto_push_frame (GrottoRun *r,
                   int        card,
                   guint      ability,
                   guint      seat,
                   int        ctx_card,
                   guint      ctx_seat,
                   int        value,
                   guint      flags)
{
  GrottoGame *g = r->g;
  GrottoFrame *frame;

  if (g->n_frames >= GROTTO_MAX_FRAMES)
    return FALSE;
  frame = &g->frames[g->n_frames++];
  frame_for (g, frame, card, seat, ctx_card, ctx_seat, value);
  frame->ability = ability;
  frame->flags = flags;
  grotto_emit (r, GROTTO_EV_EFFECT, seat, card, ctx_card, ability);
  return TRUE;
}

/* ---- Chance ----------------------------------------------------------------------------- */

int
grotto_roll_die (GrottoRun *r,
                 guint      seat)
{
  int value = 1 + grotto_rng_below (r->g, 6);

  grotto_emit (r, GROTTO_EV_DIE, seat, GROTTO_NO_CARD, GROTTO_NO_CARD, value);
  return value;
}

/* A called flip: the call cannot change the odds, so winning is heads from the stream. What
 * answers the result waits for grotto_coin_kept(): a result redone is ignored (card 95). */
gboolean
grotto_flip_coin (GrottoRun *r,
                  guint      seat)
{
  GrottoGame *g = r->g;
  int challenger = g->seats[seat].challenger;
  gboolean won;

  /* A Challenger holding two cards for it wins the flip and lets them go. */
  if (challenger != GROTTO_NO_CARD && grotto_card_static (g, challenger, GROTTO_STATIC_COIN_HELPER)
      && grotto_n_attached (g, challenger) >= 2)
    {
      int attached[GROTTO_MAX_CARDS];
      guint n = grotto_attached (g, challenger, attached);

      for (guint i = 0; i < n; i++)
        grotto_discard (r, attached[i]);
      won = TRUE;
    }
  else
    won = grotto_rng_below (g, 2) == 0;
  grotto_emit (r, GROTTO_EV_COIN, seat, GROTTO_NO_CARD, GROTTO_NO_CARD, won);
  return won;
}

/* The called flip's result stands: the cards that answer a won or a lost flip do. */
void
grotto_coin_kept (GrottoRun *r,
                  guint      seat,
                  gboolean   won)
{
  GrottoGame *g = r->g;
  int challenger = g->seats[seat].challenger;

  if (!won && challenger != GROTTO_NO_CARD
      && grotto_card_static (g, challenger, GROTTO_STATIC_COIN_HELPER))
    grotto_attach_top (r, seat, challenger, FALSE);
  grotto_fire (r, won ? GROTTO_TRIG_COIN_WON : GROTTO_TRIG_COIN_LOST, GROTTO_NO_CARD, seat, 0);
}

int
grotto_rps (GrottoRun *r,
            guint      seat,
            guint      other)
{
  GrottoGame *g = r->g;
  guint mine = grotto_rng_below (g, 3), theirs = grotto_rng_below (g, 3);
  int result;

  grotto_emit (r, GROTTO_EV_RPS, seat, GROTTO_NO_CARD, GROTTO_NO_CARD, mine);
  grotto_emit (r, GROTTO_EV_RPS, other, GROTTO_NO_CARD, GROTTO_NO_CARD, theirs);
  if (mine == 0)
    grotto_fire (r, GROTTO_TRIG_ROCK, GROTTO_NO_CARD, seat, 0);
  if (theirs == 0)
    grotto_fire (r, GROTTO_TRIG_ROCK, GROTTO_NO_CARD, other, 0);
  /* Rock 0 beats scissors 2, paper 1 beats rock 0, scissors 2 beats paper 1. */
  if (mine == theirs)
    result = 1;
  else
    result = (mine + 3 - theirs) % 3 == 1 ? 2 : 0;
  /* A card may make a draw its controller's win. */
  if (result == 1 && grotto_seat_has_static (g, seat, GROTTO_STATIC_DRAW_WINS))
    result = 2;
  else if (result == 1 && grotto_seat_has_static (g, other, GROTTO_STATIC_DRAW_WINS))
    result = 0;
  return result;
}

/* ---- Running a step ------------------------------------------------------------------------- */

static GrottoStepResult
ask (GrottoFrame *f,
     guint        choice,
     guint        decider)
{
  f->waiting = choice;
  f->decider = decider;
  return GROTTO_STEP_WAIT;
}

/* Lets @seat see @cards (it looks at them to choose). */
static void
look_at (GrottoRun *r,
         guint      seat,
         const int *cards,
         guint      n)
{
  for (guint i = 0; i < n; i++)
    grotto_show_to (r, cards[i], seat);
}

static void
return_to_hand (GrottoRun *r,
                int        card)
{
  GrottoGame *g = r->g;
  int attached[GROTTO_MAX_CARDS];
  guint n = grotto_attached (g, card, attached);
  guint owner = g->cards[card].owner;

  /* Face-down cards under it go with it; face-up ones to the discard. */
  for (guint i = 0; i < n; i++)
    {
      if (g->cards[attached[i]].flags & GROTTO_CARD_FACE_DOWN)
        grotto_move (r, attached[i], GROTTO_ZONE_ID (GROTTO_ZONE_HAND, g->cards[attached[i]].owner),
                     FALSE);
      else
        grotto_discard (r, attached[i]);
    }
  grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, owner), FALSE);
}

/* Where a card's move out of a deck leaves that deck: run out (002) if empty. */
static void
after_leaving (GrottoRun *r,
               guint      from_zone)
{
  if (from_zone != GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (from_zone) == GROTTO_ZONE_DECK)
    grotto_deck_check (r, GROTTO_ZONE_SEAT (from_zone));
}

static void
move_card (GrottoRun *r,
           int        card,
           guint      zone,
           gboolean   bottom)
{
  guint from = r->g->cards[card].zone;

  grotto_move (r, card, zone, bottom);
  after_leaving (r, from);
}

/* A free summon's card comes in: a Wish resolves, a Beast or Grotto takes @spot. */
static void
summon_free (GrottoRun *r,
             int        card,
             guint      seat,
             guint      spot)
{
  GrottoGame *g = r->g;
  guint from_zone = g->cards[card].zone;
  guint from = grotto_zone_kind_of (g, card);

  if (grotto_def (g, card)->kind == GROTTO_KIND_WISH)
    {
      grotto_summon_wish (r, card, seat, from);
      after_leaving (r, from_zone);
      return;
    }
  grotto_summon_place (r, card, seat, spot, from);
  after_leaving (r, from_zone);
}

/* A card a MOVE, SUMMON_FREE or PUT step places on @spot. */
static void
place_by_step (GrottoRun        *r,
               GrottoFrame      *f,
               const GrottoStep *st,
               int               card,
               guint             spot)
{
  GrottoGame *g = r->g;

  if (st->op == GROTTO_OP_MOVE)
    grotto_move_spot (r, card, spot, TRUE);
  else if (st->op == GROTTO_OP_SUMMON_FREE)
    summon_free (r, card, f->seat, spot);
  else
    {
      /* Put into play: no summon, no sadness; the card that held the spot, if any, goes. */
      guint from = g->cards[card].zone;
      int occupant = g->spots[f->seat][spot];

      if (occupant != GROTTO_NO_CARD)
        grotto_discard_from_play (r, occupant);
      if (g->spots[f->seat][spot] == GROTTO_NO_CARD)
        {
          grotto_place (r, card, f->seat, spot);
          after_leaving (r, from);
        }
    }
}

/* The question a roll asks: which of two dice to keep, or a card of the hand to discard to
 * redo the roll (or none). */
guint
grotto_roll_choices (const GrottoGame  *g,
                     const GrottoFrame *f,
                     GameAction        *out,
                     guint              max)
{
  guint n = 0;
  GameAction a;

  if (f->waiting == GROTTO_CHOICE_VALUE)
    {
      int values[2] = { f->value, f->count };

      for (guint i = 0; i < 2 && n < max; i++)
        {
          grotto_action_init (&a, GROTTO_ACT_CHOOSE, f->decider);
          a.value = values[i];
          out[n++] = a;
        }
      return n;
    }
  if (f->waiting != GROTTO_CHOICE_CARD)
    return 0;
  {
    int cards[GROTTO_MAX_CARDS];
    guint n_cards = grotto_hand_cards (g, f->decider, GROTTO_NO_CARD, cards);

    for (guint i = 0; i < n_cards && n < max; i++)
      {
        grotto_action_init (&a, GROTTO_ACT_CHOOSE, f->decider);
        a.card = cards[i];
        out[n++] = a;
      }
  }
  if (n < max)
    {
      grotto_action_init (&a, GROTTO_ACT_PASS, f->decider);
      out[n++] = a;
    }
  return n;
}

/* @seat rolls a die for the effect in @f, with the cards that add a die (keep either) or let
 * a result be redone; the result is f->value. Its progress is f->sub and f->count. */
GrottoStepResult
grotto_roll_step (GrottoRun         *r,
                  GrottoFrame       *f,
                  const GameAction  *answer,
                  guint              seat,
                  gboolean           called)
{
  GrottoGame *g = r->g;
  int challenger = g->seats[seat].challenger;
  gboolean two = challenger != GROTTO_NO_CARD
                 && grotto_card_static (g, challenger, GROTTO_STATIC_TWO_DICE) != NULL;

  if (answer != NULL && f->waiting == GROTTO_CHOICE_VALUE)
    {
      f->value = answer->value;
      f->count = 0;  /* no pair: f->count == f->value says two dice matched */
      f->waiting = GROTTO_CHOICE_NONE;
      f->sub = 2;
    }
  else if (answer != NULL && f->waiting == GROTTO_CHOICE_CARD)
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (answer->kind == GROTTO_ACT_PASS)
        f->sub = 3;
      else
        {
          /* Redone: the card goes, the result is ignored and nothing answers it. */
          grotto_discard (r, answer->card);
          grotto_fire (r, GROTTO_TRIG_OPP_DISCARDS_HAND, answer->card, seat, 1);
          f->sub = 0;
        }
    }
  for (;;)
    {
      if (f->sub == 0)
        {
          f->value = grotto_roll_die (r, seat);
          f->sub = 2;
          if (two)
            {
              f->count = grotto_roll_die (r, seat);
              if (f->count != f->value)
                {
                  f->sub = 1;
                  return ask (f, GROTTO_CHOICE_VALUE, seat);
                }
            }
        }
      if (f->sub == 2)
        {
          if (grotto_seat_has_grant (g, seat, GROTTO_GRANT_REDO_CHANCE)
              && grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, seat)) > 0)
            return ask (f, GROTTO_CHOICE_CARD, seat);
          f->sub = 3;
        }
      if (f->sub == 3)
        break;
    }
  /* The result stands. Two dice showing the same number score three cards (a pair redone is
   * ignored: card 95). */
  if (two && f->count != 0 && f->count == f->value)
    grotto_score_top (r, seat, 3);
  if (called)
    f->ok = f->value == 1 + (int) grotto_rng_below (g, 6);
  grotto_fire (r, GROTTO_TRIG_DIE, GROTTO_NO_CARD, seat, f->value);
  return GROTTO_STEP_DONE;
}

static GrottoStepResult
flip_step (GrottoRun        *r,
           GrottoFrame      *f,
           const GrottoStep *st,
           int               coins,
           const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint seat = f->seat;

  if (answer != NULL)
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (answer->kind == GROTTO_ACT_PASS)
        {
          if (coins <= 1)
            grotto_coin_kept (r, seat, f->ok);
          return GROTTO_STEP_DONE;
        }
      /* Redone: the result is ignored and nothing answers it. */
      grotto_discard (r, answer->card);
      grotto_fire (r, GROTTO_TRIG_OPP_DISCARDS_HAND, answer->card, seat, 1);
    }
  if (coins <= 1)
    f->ok = grotto_flip_coin (r, seat);
  else
    {
      /* Several coins are not called: every one must land heads. */
      gboolean all = TRUE;

      for (int i = 0; i < coins; i++)
        {
          gboolean heads = grotto_rng_below (g, 2) == 0;

          grotto_emit (r, GROTTO_EV_COIN, seat, GROTTO_NO_CARD, GROTTO_NO_CARD, heads);
          all = all && heads;
        }
      f->ok = all;
    }
  if (grotto_seat_has_grant (g, seat, GROTTO_GRANT_REDO_CHANCE)
      && grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, seat)) > 0)
    return ask (f, GROTTO_CHOICE_CARD, seat);
  if (coins <= 1)
    grotto_coin_kept (r, seat, f->ok);
  return GROTTO_STEP_DONE;
}

/* Seat ops that may ask each seat in turn: f->sub is the index of the seat being asked. */
static GrottoStepResult
discard_hand_step (GrottoRun        *r,
                   GrottoFrame      *f,
                   const GrottoStep *st,
                   const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint seats[GROTTO_MAX_SEATS];
  guint n_seats = grotto_step_seats (g, f, st->who, seats);
  const GrottoScript *script = grotto_script (g, f->source);

  /* The frame's value counts the cards discarded ("one power for each"). */
  if (answer == NULL && f->sub == 0 && f->count == 0)
    {
      f->count = MAX (grotto_num_value (g, script, st, f), 0);
      f->value = 0;
    }
  if (answer != NULL)
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (answer->kind == GROTTO_ACT_PASS)
        {
          f->sub++;
          f->count = 0;
        }
      else
        {
          grotto_discard (r, answer->card);
          grotto_fire (r, GROTTO_TRIG_OPP_DISCARDS_HAND, answer->card, seats[f->sub], 1);
          f->value++;
          if (f->count > 0)
            f->count--;
          if (f->count == 0)
            f->sub++;
        }
    }
  while (f->sub < n_seats)
    {
      guint seat = seats[f->sub];
      int cards[GROTTO_MAX_CARDS];
      guint n;

      if (f->count == 0)
        f->count = MAX (grotto_num_value (g, script, st, f), 0);
      n = grotto_hand_cards (g, seat, GROTTO_NO_CARD, cards);
      if (n == 0 || f->count == 0)
        {
          f->sub++;
          f->count = 0;
          continue;
        }
      if ((guint) f->count >= n && !(st->flags & GROTTO_SF_MAY))
        {
          /* Every card goes: nothing to choose. */
          for (guint i = 0; i < n; i++)
            grotto_discard (r, cards[i]);
          f->value = CLAMP (f->value + (int) n, 0, 127);
          grotto_fire (r, GROTTO_TRIG_OPP_DISCARDS_HAND, GROTTO_NO_CARD, seat, n);
          f->sub++;
          f->count = 0;
          continue;
        }
      f->ok = TRUE;
      return ask (f, GROTTO_CHOICE_CARD, seat);
    }
  return GROTTO_STEP_DONE;
}

static GrottoStepResult
discard_own_step (GrottoRun        *r,
                  GrottoFrame      *f,
                  const GrottoStep *st,
                  const GameAction *answer)
{
  GrottoGame *g = r->g;
  guint seats[GROTTO_MAX_SEATS];
  guint n_seats = grotto_step_seats (g, f, st->who, seats);

  if (answer != NULL)
    {
      f->waiting = GROTTO_CHOICE_NONE;
      if (answer->kind != GROTTO_ACT_PASS)
        {
          grotto_discard (r, answer->card);
          f->ok = TRUE;
        }
      f->sub++;
    }
  while (f->sub < n_seats)
    {
      GameAction options[GROTTO_MAX_CARDS + 1];
      guint n;

      f->decider = seats[f->sub];
      f->waiting = GROTTO_CHOICE_CARD;
      n = grotto_step_options (g, f, grotto_script (g, f->source), st, options,
                               G_N_ELEMENTS (options));
      f->waiting = GROTTO_CHOICE_NONE;
      if (n == 0 || (n == 1 && options[0].kind == GROTTO_ACT_PASS))
        {
          f->sub++;
          continue;
        }
      return ask (f, GROTTO_CHOICE_CARD, seats[f->sub]);
    }
  return GROTTO_STEP_DONE;
}

static GrottoStepResult
run_step (GrottoRun          *r,
          GrottoFrame        *f,
          const GrottoScript *script,
          const GrottoStep   *st,
          const GameAction   *answer)
{
  GrottoGame *g = r->g;
  int card = grotto_step_card (g, f, st->on);
  guint seats[GROTTO_MAX_SEATS];
  guint n_seats;
  int amount;

  switch (st->op)
    {
    case GROTTO_OP_NOP:
      return GROTTO_STEP_DONE;

    case GROTTO_OP_CHOOSE:
    case GROTTO_OP_SEARCH:
      if (answer != NULL)
        {
          f->waiting = GROTTO_CHOICE_NONE;
          if (answer->kind == GROTTO_ACT_PASS)
            f->ok = FALSE;
          else
            {
              if (st->arg == 1)
                f->target2 = answer->card;
              else
                f->target = answer->card;
              f->ok = TRUE;
              if (st->flags & GROTTO_SF_REVEAL)
                grotto_reveal (r, answer->card);
            }
          if (st->op == GROTTO_OP_SEARCH)
            grotto_fire (r, GROTTO_TRIG_OPP_SEARCHES, GROTTO_NO_CARD, f->seat, 0);
          return GROTTO_STEP_DONE;
        }
      {
        int cards[GROTTO_MAX_CARDS];
        guint decider = grotto_first_seat (g, f, st->who);
        guint n;

        n = st->filter != 0 ? grotto_candidates (g, script, &script->filters[st->filter - 1], f,
                                                 st->op == GROTTO_OP_CHOOSE, cards) : 0;
        if (st->op == GROTTO_OP_SEARCH)
          {
            guint deck = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, f->seat);
            int all[GROTTO_MAX_CARDS];
            guint k = 0;

            /* Searching shows the searcher the whole deck. */
            for (guint i = 0; i < grotto_zone_size (g, deck); i++)
              all[i] = grotto_zone_at (g, deck, i);
            look_at (r, f->seat, all, grotto_zone_size (g, deck));
            for (guint i = 0; i < n; i++)
              if (g->cards[cards[i]].zone == deck)
                cards[k++] = cards[i];
            n = k;
            if (n == 0)
              {
                f->ok = FALSE;
                grotto_fire (r, GROTTO_TRIG_OPP_SEARCHES, GROTTO_NO_CARD, f->seat, 0);
                return GROTTO_STEP_DONE;
              }
          }
        if (n == 0)
          {
            f->ok = FALSE;
            return GROTTO_STEP_DONE;
          }
        /* Choosing in a hand, a deck, a pool or a score pile is looking at it; a face-down
         * card in play is chosen unseen, unless the effect lets the chooser look first. */
        {
          guint where = script->filters[st->filter - 1].where;

          if (where == GROTTO_WHERE_HAND || where == GROTTO_WHERE_DECK || where == GROTTO_WHERE_POOL
              || where == GROTTO_WHERE_SCORE || (st->flags & GROTTO_SF_LOOK))
            look_at (r, decider, cards, n);
        }
        return ask (f, GROTTO_CHOICE_CARD, decider);
      }

    case GROTTO_OP_CHOOSE_PLAYER:
      if (answer != NULL)
        {
          f->waiting = GROTTO_CHOICE_NONE;
          f->player = answer->target_seat;
          f->ok = TRUE;
          return GROTTO_STEP_DONE;
        }
      {
        GameAction options[GROTTO_MAX_SEATS];
        guint n;

        f->waiting = GROTTO_CHOICE_PLAYER;
        f->decider = grotto_first_seat (g, f, st->who);
        n = grotto_step_options (g, f, script, st, options, G_N_ELEMENTS (options));
        f->waiting = GROTTO_CHOICE_NONE;
        if (n == 0)
          {
            f->ok = FALSE;
            return GROTTO_STEP_DONE;
          }
        if (n == 1)
          {
            f->player = options[0].target_seat;
            f->ok = TRUE;
            return GROTTO_STEP_DONE;
          }
        return ask (f, GROTTO_CHOICE_PLAYER, f->decider);
      }

    case GROTTO_OP_MAY:
      if (answer != NULL)
        {
          f->waiting = GROTTO_CHOICE_NONE;
          f->ok = answer->value != 0;
          return GROTTO_STEP_DONE;
        }
      return ask (f, GROTTO_CHOICE_YES_NO, grotto_first_seat (g, f, st->who));

    case GROTTO_OP_IF:
      f->ok = grotto_cond_check (g, script, &st->cond, f);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_AND_IF:
      f->ok = f->ok && grotto_cond_check (g, script, &st->cond, f);
      return GROTTO_STEP_DONE;

    case GROTTO_OP_REST:
      if (grotto_in_play (g, card))
        grotto_rest (r, card);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_WAKE:
      if (grotto_in_play (g, card))
        grotto_wake (r, card);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_DISCARD:
      if (card != GROTTO_NO_CARD)
        {
          guint from = g->cards[card].zone;

          grotto_discard (r, card);
          if (from != GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (from) == GROTTO_ZONE_HAND)
            grotto_fire (r, GROTTO_TRIG_OPP_DISCARDS_HAND, card, GROTTO_ZONE_SEAT (from), 1);
        }
      return GROTTO_STEP_DONE;
    case GROTTO_OP_RETURN:
      if (grotto_in_play (g, card))
        return_to_hand (r, card);
      else if (card != GROTTO_NO_CARD)
        move_card (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, g->cards[card].owner), FALSE);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_TO_HAND:
      if (card != GROTTO_NO_CARD)
        {
          if (st->flags & GROTTO_SF_REVEAL)
            grotto_reveal (r, card);
          if (grotto_in_play (g, card))
            return_to_hand (r, card);
          else
            move_card (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, g->cards[card].owner), FALSE);
        }
      return GROTTO_STEP_DONE;
    case GROTTO_OP_SCORE_CARD:
      if (card != GROTTO_NO_CARD)
        grotto_score_card (r, st->who == GROTTO_WHO_OWNER ? grotto_controller (g, card)
                                                          : grotto_first_seat (g, f, st->who),
                           card);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_TO_DECK_TOP:
      if (card != GROTTO_NO_CARD)
        {
          if (grotto_in_play (g, card))
            grotto_leave_play (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, g->cards[card].owner),
                               st->arg == 1);
          else
            move_card (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, g->cards[card].owner), st->arg == 1);
        }
      return GROTTO_STEP_DONE;
    case GROTTO_OP_TO_POOL_TOP:
      if (card != GROTTO_NO_CARD)
        move_card (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_POOL, g->cards[card].owner), st->arg == 1);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_SHUFFLE_IN:
      if (card != GROTTO_NO_CARD)
        {
          guint deck = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, g->cards[card].owner);

          move_card (r, card, deck, FALSE);
          grotto_shuffle (r, deck);
        }
      return GROTTO_STEP_DONE;

    case GROTTO_OP_POWER:
      if (grotto_in_play (g, card))
        grotto_add_mark (r, card, GROTTO_MARK_POWER, grotto_num_value (g, script, st, f),
                         st->arg, f->seat);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_GRANT:
      if (st->on == GROTTO_ON_SEAT)
        grotto_add_mark (r, GROTTO_NO_CARD, GROTTO_MARK_GRANT + st->arg, 0, st->n,
                         grotto_first_seat (g, f, st->who));
      else if (grotto_in_play (g, card))
        grotto_add_mark (r, card, GROTTO_MARK_GRANT + st->arg, 0, st->n, f->seat);
      return GROTTO_STEP_DONE;

    case GROTTO_OP_ATTACH_TOP:
      if (!grotto_in_play (g, card))
        return GROTTO_STEP_DONE;
      amount = grotto_num_value (g, script, st, f);
      for (int i = 0; i < amount; i++)
        if (grotto_attach_top (r, f->seat, card, (st->flags & GROTTO_SF_FACE_UP) != 0)
            == GROTTO_NO_CARD)
          break;
      return GROTTO_STEP_DONE;
    case GROTTO_OP_ATTACH:
      {
        int host = grotto_step_card (g, f, st->arg);

        if (card == GROTTO_NO_CARD || !grotto_in_play (g, host) || card == host
            || grotto_def (g, card)->kind == GROTTO_KIND_CHALLENGER)
          {
            f->ok = FALSE;
            return GROTTO_STEP_DONE;
          }
        {
          guint from = g->cards[card].zone;

          grotto_attach (r, card, host, (st->flags & GROTTO_SF_FACE_UP) != 0);
          after_leaving (r, from);
        }
        f->ok = TRUE;
        return GROTTO_STEP_DONE;
      }
    case GROTTO_OP_ATTACH_HAND:
      if (answer != NULL)
        {
          f->waiting = GROTTO_CHOICE_NONE;
          f->ok = answer->kind != GROTTO_ACT_PASS;
          if (f->ok && grotto_in_play (g, card))
            grotto_attach (r, answer->card, card, (st->flags & GROTTO_SF_FACE_UP) != 0);
          if (!f->ok || f->count <= 1)
            return GROTTO_STEP_DONE;
          f->count--;
        }
      else
        f->count = MAX (grotto_num_value (g, script, st, f), 1);
      {
        GameAction options[GROTTO_MAX_CARDS + 1];
        guint n;

        f->waiting = GROTTO_CHOICE_CARD;
        f->decider = f->seat;
        n = grotto_in_play (g, card)
            ? grotto_step_options (g, f, script, st, options, G_N_ELEMENTS (options)) : 0;
        f->waiting = GROTTO_CHOICE_NONE;
        if (n == 0 || (n == 1 && options[0].kind == GROTTO_ACT_PASS))
          {
            f->ok = answer != NULL;
            return GROTTO_STEP_DONE;
          }
      }
      return ask (f, GROTTO_CHOICE_CARD, f->seat);
    case GROTTO_OP_DETACH:
      {
        int attached[GROTTO_MAX_CARDS];
        guint n;

        if (answer != NULL)
          {
            f->waiting = GROTTO_CHOICE_NONE;
            if (answer->kind == GROTTO_ACT_PASS)
              return GROTTO_STEP_DONE;
            grotto_discard (r, answer->card);
            f->ok = TRUE;
            if (f->count > 0)
              f->count--;
          }
        else
          {
            f->count = MAX (grotto_num_value (g, script, st, f), 0);
            f->ok = FALSE;
          }
        n = card != GROTTO_NO_CARD ? grotto_attached (g, card, attached) : 0;
        if (f->count == 0 || n == 0)
          return GROTTO_STEP_DONE;
        {
          gboolean any_seen = FALSE;

          for (guint i = 0; i < n; i++)
            if ((g->cards[attached[i]].known >> f->seat) & 1)
              any_seen = TRUE;
          /* Cards the chooser cannot tell apart: the first ones go. */
          if ((guint) f->count >= n || !any_seen)
            {
              for (guint i = 0; i < n && f->count > 0; i++, f->count--)
                grotto_discard (r, attached[i]);
              f->ok = TRUE;
              return GROTTO_STEP_DONE;
            }
        }
        return ask (f, GROTTO_CHOICE_CARD, f->seat);
      }
    case GROTTO_OP_ATTACHED_TO_HAND:
      if (grotto_in_play (g, card))
        {
          int attached[GROTTO_MAX_CARDS];
          guint n = grotto_attached (g, card, attached);

          f->ok = FALSE;
          for (guint i = 0; i < n; i++)
            if (g->cards[attached[i]].flags & GROTTO_CARD_FACE_DOWN)
              {
                grotto_move (r, attached[i],
                             GROTTO_ZONE_ID (GROTTO_ZONE_HAND, g->cards[attached[i]].owner), FALSE);
                f->ok = TRUE;
              }
        }
      return GROTTO_STEP_DONE;
    case GROTTO_OP_MOVE:
    case GROTTO_OP_SUMMON_FREE:
    case GROTTO_OP_PUT:
      if (answer != NULL)
        {
          f->waiting = GROTTO_CHOICE_NONE;
          if (answer->kind == GROTTO_ACT_PASS)
            {
              f->ok = FALSE;
              return GROTTO_STEP_DONE;
            }
          f->ok = TRUE;
          place_by_step (r, f, st, card, answer->value);
          return GROTTO_STEP_DONE;
        }
      if (card == GROTTO_NO_CARD
          || (st->op == GROTTO_OP_MOVE && !grotto_in_play (g, card))
          || (st->op != GROTTO_OP_MOVE
              && (grotto_in_play (g, card) || grotto_def (g, card)->kind == GROTTO_KIND_CHALLENGER
                  || (st->op == GROTTO_OP_PUT && grotto_def (g, card)->kind == GROTTO_KIND_WISH))))
        {
          f->ok = FALSE;
          return GROTTO_STEP_DONE;
        }
      if (st->op == GROTTO_OP_SUMMON_FREE && grotto_def (g, card)->kind == GROTTO_KIND_WISH)
        {
          f->ok = TRUE;
          summon_free (r, card, f->seat, 0);
          return GROTTO_STEP_DONE;
        }
      {
        GameAction options[GROTTO_N_SPOTS + 1];
        guint n;

        f->waiting = GROTTO_CHOICE_SPOT;
        f->decider = f->seat;
        n = grotto_step_options (g, f, script, st, options, G_N_ELEMENTS (options));
        f->waiting = GROTTO_CHOICE_NONE;
        if (n == 0 || (n == 1 && options[0].kind == GROTTO_ACT_PASS))
          {
            f->ok = FALSE;
            return GROTTO_STEP_DONE;
          }
        if (n == 1)
          {
            f->ok = TRUE;
            place_by_step (r, f, st, card, options[0].value);
            return GROTTO_STEP_DONE;
          }
        return ask (f, GROTTO_CHOICE_SPOT, f->seat);
      }
    case GROTTO_OP_SWAP:
      {
        int other = grotto_step_card (g, f, st->arg);

        if (grotto_in_play (g, card) && grotto_in_play (g, other) && card != other
            && grotto_controller (g, card) == grotto_controller (g, other))
          {
            guint seat = grotto_controller (g, card);
            guint a = g->cards[card].spot, b = g->cards[other].spot;

            g->spots[seat][a] = other;
            g->spots[seat][b] = card;
            g->cards[card].spot = b;
            g->cards[other].spot = a;
            grotto_emit (r, GROTTO_EV_PLACE, seat, card, GROTTO_NO_CARD, b);
            grotto_emit (r, GROTTO_EV_PLACE, seat, other, GROTTO_NO_CARD, a);
            f->ok = TRUE;
          }
        return GROTTO_STEP_DONE;
      }

    case GROTTO_OP_DRAW:
    case GROTTO_OP_SCORE:
    case GROTTO_OP_MILL:
    case GROTTO_OP_DECK_TO_POOL:
    case GROTTO_OP_POOL_TO_HAND:
    case GROTTO_OP_SHUFFLE_DECK:
    case GROTTO_OP_SKIP_WAKE:
      amount = grotto_num_value (g, script, st, f);
      n_seats = grotto_step_seats (g, f, st->who, seats);
      for (guint i = 0; i < n_seats; i++)
        {
          guint seat = seats[i];

          switch (st->op)
            {
            case GROTTO_OP_DRAW:
              for (int k = 0; k < amount; k++)
                grotto_draw (r, seat);
              break;
            case GROTTO_OP_SCORE:
              grotto_score_top (r, seat, MAX (amount, 0));
              break;
            case GROTTO_OP_MILL:
              grotto_mill (r, seat, MAX (amount, 0));
              break;
            case GROTTO_OP_DECK_TO_POOL:
              for (int k = 0; k < amount; k++)
                if (grotto_take_top (r, seat, GROTTO_ZONE_ID (GROTTO_ZONE_POOL, seat), FALSE)
                    == GROTTO_NO_CARD)
                  break;
              break;
            case GROTTO_OP_POOL_TO_HAND:
              {
                guint pool = GROTTO_ZONE_ID (GROTTO_ZONE_POOL, seat);

                for (int k = 0; k < amount && grotto_zone_size (g, pool) > 0; k++)
                  grotto_move (r, grotto_zone_top (g, pool), GROTTO_ZONE_ID (GROTTO_ZONE_HAND, seat),
                               FALSE);
                break;
              }
            case GROTTO_OP_SHUFFLE_DECK:
              grotto_shuffle (r, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat));
              break;
            case GROTTO_OP_SKIP_WAKE:
              g->seats[seat].flags |= GROTTO_SEAT_SKIP_WAKE;
              break;
            default:
              break;
            }
        }
      return GROTTO_STEP_DONE;
    case GROTTO_OP_DISCARD_HAND:
      return discard_hand_step (r, f, st, answer);
    case GROTTO_OP_DISCARD_OWN:
      return discard_own_step (r, f, st, answer);
    case GROTTO_OP_DISCARD_ALL:
    case GROTTO_OP_POWER_ALL:
      {
        int cards[GROTTO_MAX_CARDS];
        guint n = st->filter != 0
                  ? grotto_candidates (g, script, &script->filters[st->filter - 1], f, FALSE, cards)
                  : 0;

        amount = st->op == GROTTO_OP_POWER_ALL ? grotto_num_value (g, script, st, f) : 0;
        for (guint i = 0; i < n; i++)
          {
            if (st->op == GROTTO_OP_DISCARD_ALL)
              grotto_discard (r, cards[i]);
            else if (grotto_in_play (g, cards[i]))
              grotto_add_mark (r, cards[i], GROTTO_MARK_POWER, amount, st->arg, f->seat);
          }
        f->ok = n > 0;
        return GROTTO_STEP_DONE;
      }

    case GROTTO_OP_FLIP:
      return flip_step (r, f, st, st->num == GROTTO_NUM_CONST && st->n <= 1
                                  ? 1 : MAX (grotto_num_value (g, script, st, f), 1), answer);
    case GROTTO_OP_ROLL:
    case GROTTO_OP_ROLL_CALL:
      return grotto_roll_step (r, f, answer, f->seat, st->op == GROTTO_OP_ROLL_CALL);
    case GROTTO_OP_RPS:
      {
        guint other = st->who == GROTTO_WHO_CONTEXT && grotto_is_opponent (g, f->seat, f->ctx_seat)
                      ? f->ctx_seat
                      : grotto_is_opponent (g, f->seat, f->player) ? f->player
                                                                    : grotto_next_opponent (g, f->seat);
        int result = grotto_rps (r, f->seat, other);

        f->value = result;
        f->ok = result == 2;
        f->player = other;
        return GROTTO_STEP_DONE;
      }
    case GROTTO_OP_REVEAL_TOP:
      {
        int top = grotto_zone_top (g, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, f->seat));

        f->target = top;
        f->ok = top != GROTTO_NO_CARD;
        if (top != GROTTO_NO_CARD)
          grotto_reveal (r, top);
        return GROTTO_STEP_DONE;
      }
    case GROTTO_OP_SET_VALUE:
      f->value = grotto_num_value (g, script, st, f);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_HANDLER:
      return grotto_handler_run (r, f, st->arg, answer);
    case GROTTO_OP_END:
      f->pc = GROTTO_SCRIPT_MAX_STEPS;
      return GROTTO_STEP_DONE;
    case GROTTO_OP_DISCARD_SCORED:
      amount = grotto_num_value (g, script, st, f);
      n_seats = grotto_step_seats (g, f, st->who, seats);
      for (guint i = 0; i < n_seats; i++)
        {
          guint score = GROTTO_ZONE_ID (GROTTO_ZONE_SCORE, seats[i]);

          for (int k = 0; k < amount && grotto_zone_size (g, score) > 0; k++)
            grotto_discard (r, grotto_zone_top (g, score));
        }
      return GROTTO_STEP_DONE;
    case GROTTO_OP_WIN:
      grotto_end_game (r, 1u << f->seat, GROTTO_END_CARD);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_SCORE_TO_HAND:
    case GROTTO_OP_POOL_TO_DECK:
    case GROTTO_OP_SHUFFLE_POOL:
      amount = grotto_num_value (g, script, st, f);
      n_seats = grotto_step_seats (g, f, st->who, seats);
      for (guint i = 0; i < n_seats; i++)
        {
          guint seat = seats[i];
          guint from = GROTTO_ZONE_ID (st->op == GROTTO_OP_SCORE_TO_HAND ? GROTTO_ZONE_SCORE
                                                                        : GROTTO_ZONE_POOL, seat);
          guint to = GROTTO_ZONE_ID (st->op == GROTTO_OP_SCORE_TO_HAND ? GROTTO_ZONE_HAND
                                                                      : GROTTO_ZONE_DECK, seat);

          if (st->op == GROTTO_OP_SHUFFLE_POOL)
            {
              grotto_shuffle (r, from);
              continue;
            }
          for (int k = 0; k < amount && grotto_zone_size (g, from) > 0; k++)
            grotto_move (r, grotto_zone_top (g, from), to, FALSE);
          if (st->op == GROTTO_OP_SCORE_TO_HAND)
            r->score_changed = TRUE;
        }
      return GROTTO_STEP_DONE;
    case GROTTO_OP_CLEAR_SADNESS:
      if (grotto_in_play (g, card))
        g->cards[card].flags &= ~GROTTO_CARD_SADNESS;
      return GROTTO_STEP_DONE;
    case GROTTO_OP_CAST:
      /* An attached Wish summoned where it is: a summon like any other, and it stays. */
      f->ok = card != GROTTO_NO_CARD && grotto_zone_kind_of (g, card) == GROTTO_ZONE_PLAY
              && grotto_def (g, card)->kind == GROTTO_KIND_WISH;
      if (f->ok)
        grotto_summon_wish (r, card, f->seat, GROTTO_ZONE_PLAY);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_TARGET:
      f->target = card;
      f->ok = card != GROTTO_NO_CARD;
      return GROTTO_STEP_DONE;
    case GROTTO_OP_REVEAL:
      if (card != GROTTO_NO_CARD)
        grotto_reveal (r, card);
      return GROTTO_STEP_DONE;
    case GROTTO_OP_SHUFFLE_IN_ALL:
    case GROTTO_OP_SCORE_ALL:
      {
        int cards[GROTTO_MAX_CARDS];
        guint n = st->filter != 0
                  ? grotto_candidates (g, script, &script->filters[st->filter - 1], f, FALSE, cards)
                  : 0;
        guint decks = 0;

        for (guint i = 0; i < n; i++)
          {
            if (st->op == GROTTO_OP_SCORE_ALL)
              grotto_score_card (r, grotto_first_seat (g, f, st->who), cards[i]);
            else
              {
                guint owner = g->cards[cards[i]].owner;

                if (grotto_in_play (g, cards[i]))
                  grotto_leave_play (r, cards[i], GROTTO_ZONE_ID (GROTTO_ZONE_DECK, owner), FALSE);
                else
                  move_card (r, cards[i], GROTTO_ZONE_ID (GROTTO_ZONE_DECK, owner), FALSE);
                decks |= 1u << owner;
              }
          }
        for (guint s = 0; s < g->n_seats; s++)
          if ((decks >> s) & 1)
            grotto_shuffle (r, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, s));
        f->ok = n > 0;
        return GROTTO_STEP_DONE;
      }
    default:
      return GROTTO_STEP_DONE;
    }
}

static const GrottoAbility *
frame_ability (const GrottoGame  *g,
               const GrottoFrame *f,
               const GrottoScript **out_script)
{
  const GrottoScript *script = grotto_script (g, f->source);

  *out_script = script;
  if (script == NULL || f->ability >= script->n_abilities)
    return NULL;
  return &script->abilities[f->ability];
}

static void
finish_frame (GrottoRun *r)
{
  GrottoGame *g = r->g;
  GrottoFrame f = g->frames[g->n_frames - 1];

  /* Slots left empty are zero: states that play the same compare equal byte for byte. */
  g->n_frames--;
  memset (&g->frames[g->n_frames], 0, sizeof g->frames[0]);
  /* An effect is done: the goal is checked now (docs/grotto-beasts.md, "The end"), also for
   * scores it made before one of its questions, or scored cards it took away. */
  r->score_changed = TRUE;
  if (f.flags & GROTTO_FRAME_WISH)
    {
      /* The Wish is done: to the discard, or under the summoning pool. */
      if (g->cards[f.source].zone == GROTTO_ZONE_TABLE)
        {
          if (f.flags & GROTTO_FRAME_TO_POOL)
            grotto_move (r, f.source, GROTTO_ZONE_ID (GROTTO_ZONE_POOL, f.seat), TRUE);
          else
            grotto_discard (r, f.source);
        }
    }
  /* A card spent its own way that is still on the table goes to the discard. */
  else if (g->cards[f.source].zone == GROTTO_ZONE_TABLE && g->n_frames == 0)
    grotto_discard (r, f.source);
}

/* The effect on top stops where it is (its controller is out of the game). */
void
grotto_drop_frame (GrottoRun *r)
{
  finish_frame (r);
}

void
grotto_run_frame (GrottoRun *r)
{
  GrottoGame *g = r->g;
  guint index = g->n_frames - 1;
  const GrottoScript *script;
  const GrottoAbility *ability;

  ability = frame_ability (g, &g->frames[index], &script);
  if (ability == NULL)
    {
      finish_frame (r);
      return;
    }
  while (g->frames[index].pc < ability->n_steps)
    {
      GrottoFrame *f = &g->frames[index];
      const GrottoStep *st = &ability->steps[f->pc];

      if (((st->flags & GROTTO_SF_IF_OK) && !f->ok) || ((st->flags & GROTTO_SF_IF_NOT) && f->ok))
        {
          f->pc++;
          continue;
        }
      if (run_step (r, f, script, st, NULL) == GROTTO_STEP_WAIT)
        return;
      f = &g->frames[index];
      if (f->pc < GROTTO_SCRIPT_MAX_STEPS)
        f->pc++;
      f->sub = 0;
      f->count = 0;
      if (g->step == GROTTO_STEP_GAME_OVER)
        return;
      /* A frame pushed by the step (a Wish summoned free) runs first. */
      if (g->n_frames != index + 1)
        return;
    }
  finish_frame (r);
}

guint
grotto_effect_choices (const GrottoGame *g,
                       GameAction       *out,
                       guint             max)
{
  const GrottoFrame *f;
  const GrottoScript *script;
  const GrottoAbility *ability;

  if (g->n_frames == 0)
    return 0;
  f = &g->frames[g->n_frames - 1];
  ability = frame_ability (g, f, &script);
  if (ability == NULL || f->pc >= ability->n_steps || f->waiting == GROTTO_CHOICE_NONE)
    return 0;
  return grotto_step_options (g, f, script, &ability->steps[f->pc], out, max);
}

void
grotto_effect_answer (GrottoRun        *r,
                      const GameAction *action)
{
  GrottoGame *g = r->g;
  guint index = g->n_frames - 1;
  GrottoFrame *f = &g->frames[index];
  const GrottoScript *script;
  const GrottoAbility *ability = frame_ability (g, f, &script);

  if (ability == NULL)
    return;
  if (run_step (r, f, script, &ability->steps[f->pc], action) == GROTTO_STEP_WAIT)
    return;
  f = &g->frames[index];
  f->waiting = GROTTO_CHOICE_NONE;
  if (f->pc < GROTTO_SCRIPT_MAX_STEPS)
    f->pc++;
  f->sub = 0;
  f->count = 0;
}

/* ---- Activated effects -------------------------------------------------------------------- */

guint
grotto_activations (const GrottoGame *g,
                    guint             seat,
                    GameAction       *out,
                    guint             max)
{
  guint n = 0;

  if (!grotto_card_db_has_trigger (g->db, GROTTO_TRIG_ACTIVATE))
    return 0;
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];
      const GrottoScript *script;

      if (card == GROTTO_NO_CARD || (g->cards[card].flags & GROTTO_CARD_FACE_DOWN))
        continue;
      script = grotto_script (g, card);
      if (script == NULL || !grotto_script_has_trigger (script, GROTTO_TRIG_ACTIVATE))
        continue;
      for (guint a = 0; a < script->n_abilities; a++)
        {
          const GrottoAbility *ability = &script->abilities[a];
          GrottoFrame frame;

          if (ability->trigger != GROTTO_TRIG_ACTIVATE)
            continue;
          if ((ability->flags & GROTTO_AF_COST_REST) && (g->cards[card].flags & GROTTO_CARD_RESTING))
            continue;
          if ((ability->flags & GROTTO_AF_ONCE_PER_TURN) && (g->cards[card].flags & GROTTO_CARD_USED))
            continue;
          frame_for (g, &frame, card, seat, card, seat, 0);
          if (ability->guard.kind != GROTTO_COND_NONE
              && !grotto_cond_check (g, script, &ability->guard, &frame))
            continue;
          if (n < max)
            {
              grotto_action_init (&out[n], GROTTO_ACT_ACTIVATE, seat);
              out[n].card = card;
              out[n].mode = a;
              n++;
            }
        }
    }
  return n;
}
