/* groo-game-effects.c: card effects as frames, the windows that ask every seat for Wilds and
 * powers, and the choices effects ask for. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "groo-game-private.h"

/* What one op did for one seat. */
typedef enum
{
  OP_DONE,    /* this seat is done with the op */
  OP_WAIT,    /* the seat must choose */
  OP_PUSHED,  /* a frame was pushed (an Event drawn): it runs first */
} OpResult;

GrooFrame *
groo_push_frame (GrooGame     *g,
                 GrooFrameKind kind)
{
  GrooFrame *frame;

  g_assert (g->n_frames < GROO_MAX_FRAMES);
  frame = &g->frames[g->n_frames++];
  memset (frame, 0, sizeof *frame);
  frame->kind = kind;
  frame->card = GROO_NO_CARD;
  return frame;
}

void
groo_push_effect (GrooGame  *g,
                  GrooSource source,
                  guint      seat,
                  int        card)
{
  GrooFrame *frame = groo_push_frame (g, GROO_FRAME_EFFECT);

  frame->window = source;
  frame->seat = seat;
  frame->card = card;
}

void
groo_push_window (GrooGame  *g,
                  GrooWindow window,
                  guint      first)
{
  GrooFrame *frame = groo_push_frame (g, GROO_FRAME_WINDOW);

  frame->window = window;
  frame->seat = first;
}

const GrooScript *
groo_card_use (const GrooGame *g,
               int             card)
{
  const GrooCardDef *def = GROO_DEF (g, card);

  return def->scripted && def->script.has_use ? &def->script : NULL;
}

static const GrooFrame *
top_frame (const GrooGame *g)
{
  return g->n_frames > 0 ? &g->frames[g->n_frames - 1] : NULL;
}

/* The op @frame is at (the war's damage is one op of its own). */
static GrooOp
frame_op (const GrooGame  *g,
          const GrooFrame *frame)
{
  GrooOp op = { 0 };

  if (frame->window == GROO_SOURCE_WAR)
    {
      op.kind = GROO_OP_LOSE_VP;
      op.who = GROO_WHO_SELF;
      op.n = frame->value;
      return op;
    }
  return groo_card_use (g, frame->card)->ops[frame->op];
}

static guint
frame_n_ops (const GrooGame  *g,
             const GrooFrame *frame)
{
  const GrooScript *use;

  if (frame->window == GROO_SOURCE_WAR)
    return 1;
  use = groo_card_use (g, frame->card);
  return use != NULL ? use->n_ops : 0;
}

/* Whether @frame's losses come from Groo (Groo-safe cards are spared). */
static gboolean
frame_by_groo (const GrooGame  *g,
               const GrooFrame *frame)
{
  return frame->window == GROO_SOURCE_PLAYED
         && GROO_DEF (g, frame->card)->kind == GROO_KIND_GROO_EFFECT;
}

static guint
op_n_seats (const GrooGame *g,
            const GrooOp   *op)
{
  switch (op->who)
    {
    case GROO_WHO_ALL: return g->n_seats;
    case GROO_WHO_OTHERS: return g->n_seats - 1;
    default: return 1;
    }
}

static guint
op_seat (const GrooGame  *g,
         const GrooFrame *frame,
         const GrooOp    *op)
{
  switch (op->who)
    {
    case GROO_WHO_HOST: return g->groo;
    case GROO_WHO_ALL: return (frame->seat + frame->asked) % g->n_seats;
    case GROO_WHO_OTHERS: return (frame->seat + 1 + frame->asked) % g->n_seats;
    default: return frame->seat;
    }
}

/* Choices */

static void
emit_bonus (GrooRun *r,
            guint    seat,
            int      card,
            int      troop,
            guint    what,
            guint    n)
{
  GameEvent ev = { 0 };

  if (r->emit == NULL)
    return;
  ev.kind = GROO_EV_WAR_BONUS;
  ev.seat = seat;
  ev.target_seat = GROO_NO_SEAT;
  ev.card = card;
  ev.target = troop;
  ev.from_zone = what;
  ev.value = n;
  r->emit (r->g, &ev, r->data);
}

static void
add_choice (GameAction *out,
            guint      *n,
            guint       max,
            guint       seat,
            int         card,
            guint       target_seat,
            int         die,
            guint       face)
{
  GameAction *a;

  if (*n >= max)
    return;
  a = &out[(*n)++];
  memset (a, 0, sizeof *a);
  a->kind = GROO_ACT_CHOOSE;
  a->seat = seat;
  a->card = card;
  a->target = GROO_NO_CARD;
  a->target_seat = target_seat;
  a->value = die;
  a->mode = face;
}

static gboolean
spared (const GrooGame *g,
        int             card,
        gboolean        by_groo)
{
  return by_groo && groo_card_has_mod (g, card, GROO_MOD_SAFE_FROM_GROO, NULL);
}

/* The choices @seat has in the op @frame is at, appended to @out. */
static guint
op_choices (const GrooGame  *g,
            const GrooFrame *frame,
            const GrooOp    *op,
            guint            seat,
            GameAction      *out,
            guint            n,
            guint            max)
{
  gboolean by_groo = frame_by_groo (g, frame);
  guint zone;
  guint best = 0;

  switch (op->kind)
    {
    case GROO_OP_DISCARD:
      zone = GROO_ZONE_HAND (seat);
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        add_choice (out, &n, max, seat, g->order[i], GROO_NO_SEAT, -1, 0);
      break;

    case GROO_OP_LOSE_VP:
      /* Any Building that still lets the rest make up exactly what is left to lose. */
      zone = GROO_ZONE_TOWN (seat);
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        {
          int c = g->order[i];
          guint vp = GROO_DEF (g, c)->vp;

          if (spared (g, c, by_groo) || vp == 0 || vp > frame->left)
            continue;
          if (vp == frame->left
              || groo_reachable_vp (g, seat, frame->left - vp, c, by_groo) == frame->left - vp)
            add_choice (out, &n, max, seat, c, GROO_NO_SEAT, -1, 0);
        }
      break;

    case GROO_OP_LOSE_BUILDING:
    case GROO_OP_LOSE_BEST_BUILDING:
      zone = GROO_ZONE_TOWN (seat);
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        {
          int c = g->order[i];

          if (!spared (g, c, by_groo))
            best = MAX (best, GROO_DEF (g, c)->vp);
        }
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        {
          int c = g->order[i];
          guint vp = GROO_DEF (g, c)->vp;

          if (spared (g, c, by_groo)
              || (op->kind == GROO_OP_LOSE_BUILDING && op->arg > 0 && vp > op->arg)
              || (op->kind == GROO_OP_LOSE_BEST_BUILDING && vp != best))
            continue;
          add_choice (out, &n, max, seat, c, GROO_NO_SEAT, -1, 0);
        }
      break;

    case GROO_OP_LOSE_TROOP:
    case GROO_OP_LOSE_HALF_TROOPS:
    case GROO_OP_LOSE_BEST_TROOP:
      zone = GROO_ZONE_ARMY (seat);
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        if (!spared (g, g->order[i], by_groo))
          best = MAX (best, GROO_DEF (g, g->order[i])->attack);
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        {
          int c = g->order[i];

          if (spared (g, c, by_groo)
              || (op->kind == GROO_OP_LOSE_BEST_TROOP && GROO_DEF (g, c)->attack != best))
            continue;
          add_choice (out, &n, max, seat, c, GROO_NO_SEAT, -1, 0);
        }
      break;

    case GROO_OP_MOVE_GROO:
      if (op->arg == GROO_MOVE_CHOOSE)
        {
          for (guint s = 0; s < g->n_seats; s++)
            if (s != g->groo)
              add_choice (out, &n, max, seat, GROO_NO_CARD, s, -1, 0);
        }
      else if (op->arg == GROO_MOVE_STEP)
        {
          guint left = (g->groo + 1) % g->n_seats;
          guint right = (g->groo + g->n_seats - 1) % g->n_seats;

          add_choice (out, &n, max, seat, GROO_NO_CARD, left, -1, 0);
          if (right != left)
            add_choice (out, &n, max, seat, GROO_NO_CARD, right, -1, 0);
        }
      break;

    case GROO_OP_SET_DIE:
      {
        uint32_t unspent = groo_dice_unspent (g);

        for (guint d = 0; d < GROO_N_WHITE; d++)
          {
            if (!((unspent >> d) & 1))
              continue;
            for (guint f = GROO_FACE_KOPINS; f <= GROO_FACE_GROO; f++)
              if (f != g->dice[d] && (op->arg == 0 || op->arg == f))
                add_choice (out, &n, max, seat, GROO_NO_CARD, GROO_NO_SEAT, d, f);
          }
      }
      break;

    case GROO_OP_TROOP_MUL:
      if (g->war.active && (seat == g->war.attacker || seat == g->war.defender))
        {
          zone = GROO_ZONE_ARMY (seat);
          for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
            if (g->cards[g->order[i]].flags & GROO_CARD_COMMITTED)
              add_choice (out, &n, max, seat, g->order[i], GROO_NO_SEAT, -1, 0);
        }
      break;

    default:
      break;
    }
  return n;
}

/* How many choices the op asks of the seat at most (0: nothing to choose). */
static guint
op_amount (const GrooGame  *g,
           const GrooFrame *frame,
           const GrooOp    *op,
           guint            seat)
{
  GameAction scratch[GROO_MAX_CARDS];
  gboolean by_groo = frame_by_groo (g, frame);
  guint available;

  switch (op->kind)
    {
    case GROO_OP_LOSE_VP:
      return groo_reachable_vp (g, seat, op->n, GROO_NO_CARD, by_groo);
    case GROO_OP_DISCARD:
    case GROO_OP_LOSE_BUILDING:
    case GROO_OP_LOSE_TROOP:
      available = op_choices (g, frame, op, seat, scratch, 0, G_N_ELEMENTS (scratch));
      return MIN (op->n, available);
    case GROO_OP_LOSE_HALF_TROOPS:
      available = op_choices (g, frame, op, seat, scratch, 0, G_N_ELEMENTS (scratch));
      return available / 2;
    case GROO_OP_LOSE_BEST_BUILDING:
    case GROO_OP_LOSE_BEST_TROOP:
    case GROO_OP_SET_DIE:
    case GROO_OP_TROOP_MUL:
      return op_choices (g, frame, op, seat, scratch, 0, 1) > 0 ? 1 : 0;
    case GROO_OP_MOVE_GROO:
      return op->arg == GROO_MOVE_CHOOSE || op->arg == GROO_MOVE_STEP ? 1 : 0;
    default:
      return 0;
    }
}

guint
groo_list_choices (const GrooGame *g,
                   GameAction     *out,
                   guint           max)
{
  const GrooFrame *frame = top_frame (g);
  GrooOp op;

  if (frame == NULL || frame->kind != GROO_FRAME_EFFECT || !(frame->flags & GROO_FRAME_STARTED))
    return 0;
  op = frame_op (g, frame);
  return op_choices (g, frame, &op, op_seat (g, frame, &op), out, 0, max);
}

gboolean
groo_choice_is_legal (const GrooGame   *g,
                      const GameAction *action)
{
  GameAction choices[GROO_MAX_CARDS];
  guint n = groo_list_choices (g, choices, G_N_ELEMENTS (choices));

  for (guint i = 0; i < n; i++)
    if (groo_action_equal (&choices[i], action))
      return TRUE;
  return FALSE;
}

/* Carries out one choice of the current op. */
static void
do_choice (GrooRun          *r,
           GrooFrame        *frame,
           const GrooOp     *op,
           const GameAction *choice)
{
  GrooGame *g = r->g;

  switch (op->kind)
    {
    case GROO_OP_DISCARD:
      groo_discard_card (r, choice->card, GROO_EV_DISCARD);
      break;
    case GROO_OP_LOSE_VP:
      frame->left -= MIN (frame->left, GROO_DEF (g, choice->card)->vp);
      groo_discard_card (r, choice->card, GROO_EV_LOSE);
      return;
    case GROO_OP_LOSE_BUILDING:
    case GROO_OP_LOSE_BEST_BUILDING:
    case GROO_OP_LOSE_TROOP:
    case GROO_OP_LOSE_HALF_TROOPS:
    case GROO_OP_LOSE_BEST_TROOP:
      groo_discard_card (r, choice->card, GROO_EV_LOSE);
      break;
    case GROO_OP_MOVE_GROO:
      groo_groo_to (r, choice->target_seat);
      break;
    case GROO_OP_SET_DIE:
      g->dice[choice->value] = choice->mode;
      groo_emit (r, GROO_EV_DIE_SET, choice->seat, GROO_NO_SEAT, frame->card, choice->value,
                 choice->mode);
      break;
    case GROO_OP_TROOP_MUL:
      g->cards[choice->card].war_mul = MIN (g->cards[choice->card].war_mul * op->n, 64);
      emit_bonus (r, choice->seat, frame->card, choice->card, GROO_BONUS_TROOP_MUL, op->n);
      break;
    default:
      g_assert_not_reached ();
    }
  frame->left--;
}

void
groo_apply_choice (GrooRun          *r,
                   const GameAction *action)
{
  GrooFrame *frame = &r->g->frames[r->g->n_frames - 1];
  GrooOp op = frame_op (r->g, frame);

  do_choice (r, frame, &op, action);
}

/* Automatic ops */


static void
war_bonus (GrooRun *r,
           guint    seat,
           int      card,
           gboolean attack,
           gboolean times,
           guint    n)
{
  GrooWar *war = &r->g->war;

  if (!war->active)
    return;
  if (attack && times)
    war->attack_mul = MIN (war->attack_mul * n, 64);
  else if (attack)
    war->attack_add = MIN (war->attack_add + n, 100);
  else if (times)
    war->defense_mul = MIN (war->defense_mul * n, 64);
  else
    war->defense_add = MIN (war->defense_add + n, 100);
  emit_bonus (r, seat, card, GROO_NO_CARD, (attack ? GROO_BONUS_ATTACK_ADD : GROO_BONUS_DEFENSE_ADD)
                                          + (times ? 2 : 0), n);
}

static void
lose_zone (GrooRun *r,
           guint    zone,
           gboolean by_groo)
{
  GrooGame *g = r->g;

  /* Each discard moves the slices: look again from the start after each. */
  for (;;)
    {
      int found = GROO_NO_CARD;

      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        if (!spared (g, g->order[i], by_groo))
          {
            found = g->order[i];
            break;
          }
      if (found == GROO_NO_CARD)
        return;
      groo_discard_card (r, found, GROO_ZONE_IS_HAND (zone) ? GROO_EV_DISCARD : GROO_EV_LOSE);
    }
}

static guint
first_by_vp (const GrooGame *g,
             guint           from,
             gboolean        most)
{
  guint best = from;

  for (guint i = 1; i < g->n_seats; i++)
    {
      guint s = (from + i) % g->n_seats;

      if (most ? g->seats[s].vp > g->seats[best].vp : g->seats[s].vp < g->seats[best].vp)
        best = s;
    }
  return best;
}

/* Does @op for @seat. */
static OpResult
run_op (GrooRun   *r,
        guint      index,
        const GrooOp *op,
        guint      seat)
{
  GrooGame *g = r->g;
  GrooFrame *frame = &g->frames[index];
  gboolean by_groo = frame_by_groo (g, frame);

  switch (op->kind)
    {
    case GROO_OP_DRAW:
      if (!(frame->flags & GROO_FRAME_STARTED))
        {
          frame->flags |= GROO_FRAME_STARTED;
          frame->left = op->n;
        }
      while (frame->left > 0)
        {
          gboolean event = FALSE;

          frame->left--;
          if (!groo_draw (r, seat, &event))
            frame->left = 0;
          else if (event)
            return OP_PUSHED;
        }
      return OP_DONE;

    case GROO_OP_DISCARD_RANDOM:
      for (guint k = 0; k < op->n && groo_zone_size (g, GROO_ZONE_HAND (seat)) > 0; k++)
        {
          guint zone = GROO_ZONE_HAND (seat);
          int c = g->order[g->zone_start[zone] + groo_rng_below (g, groo_zone_size (g, zone))];

          groo_discard_card (r, c, GROO_EV_DISCARD);
        }
      return OP_DONE;

    case GROO_OP_DISCARD_HAND:
      lose_zone (r, GROO_ZONE_HAND (seat), FALSE);
      return OP_DONE;

    case GROO_OP_LOSE_TROOPS:
      lose_zone (r, GROO_ZONE_ARMY (seat), by_groo);
      return OP_DONE;

    case GROO_OP_MOVE_GROO:
      switch (op->arg)
        {
        case GROO_MOVE_LEFT:
          groo_groo_to (r, (g->groo + op->n) % g->n_seats);
          return OP_DONE;
        case GROO_MOVE_RIGHT:
          groo_groo_to (r, (g->groo + g->n_seats * op->n - op->n) % g->n_seats);
          return OP_DONE;
        case GROO_MOVE_MOST_VP:
        case GROO_MOVE_LEAST_VP:
          groo_groo_to (r, first_by_vp (g, frame->seat, op->arg == GROO_MOVE_MOST_VP));
          return OP_DONE;
        default:
          break;
        }
      break;

    case GROO_OP_REROLL:
      if (groo_dice_unspent (g) != 0)
        groo_reroll_white (r);
      return OP_DONE;

    case GROO_OP_SIDE_ADD:
      if (g->war.active && (seat == g->war.attacker || seat == g->war.defender))
        war_bonus (r, seat, frame->card, seat == g->war.attacker, FALSE, op->n);
      return OP_DONE;
    case GROO_OP_ATTACK_ADD:
    case GROO_OP_ATTACK_MUL:
    case GROO_OP_DEFENSE_ADD:
    case GROO_OP_DEFENSE_MUL:
      war_bonus (r, seat, frame->card,
                 op->kind == GROO_OP_ATTACK_ADD || op->kind == GROO_OP_ATTACK_MUL,
                 op->kind == GROO_OP_ATTACK_MUL || op->kind == GROO_OP_DEFENSE_MUL, op->n);
      return OP_DONE;

    case GROO_OP_CANCEL_GROO:
      for (guint f = index; f-- > 0;)
        {
          GrooFrame *below = &g->frames[f];

          if (below->kind == GROO_FRAME_EFFECT && frame_by_groo (g, below)
              && !(below->flags & GROO_FRAME_CANCELLED))
            {
              below->flags |= GROO_FRAME_CANCELLED;
              groo_emit (r, GROO_EV_CANCELLED, seat, GROO_NO_SEAT, below->card, frame->card, 0);
              break;
            }
        }
      return OP_DONE;

    default:
      break;
    }

  /* The ops that ask: how much, then one choice at a time (taken for the seat when there is
   * only one way). */
  if (!(frame->flags & GROO_FRAME_STARTED))
    {
      frame->flags |= GROO_FRAME_STARTED;
      frame->left = op_amount (g, frame, op, seat);
    }
  while (frame->left > 0)
    {
      GameAction choices[GROO_MAX_CARDS];
      guint n = op_choices (g, frame, op, seat, choices, 0, G_N_ELEMENTS (choices));

      if (n == 0)
        frame->left = 0;
      else if (n == 1 || (n <= frame->left && op->kind != GROO_OP_LOSE_VP
                          && op->kind != GROO_OP_SET_DIE && op->kind != GROO_OP_MOVE_GROO))
        do_choice (r, frame, op, &choices[0]);
      else
        return OP_WAIT;
    }
  return OP_DONE;
}

static void
finish_frame (GrooRun *r)
{
  GrooGame *g = r->g;
  GrooFrame frame = g->frames[g->n_frames - 1];

  g->n_frames--;
  if (frame.window == GROO_SOURCE_PLAYED)
    groo_discard_card (r, frame.card, GROO_EV_MOVED);
}

/* Windows */

static gboolean
in_window (const GrooGame *g,
           GrooWindow      window)
{
  const GrooFrame *frame = top_frame (g);

  return frame != NULL && frame->kind == GROO_FRAME_WINDOW && frame->window == window;
}

static gboolean
at_war (const GrooGame *g,
        guint           seat)
{
  return g->war.active && (seat == g->war.attacker || seat == g->war.defender);
}

/* Whether @timing allows @seat to act now. */
static gboolean
timing_allows (const GrooGame *g,
               GrooTiming      timing,
               guint           seat,
               gboolean        main)
{
  switch (timing)
    {
    case GROO_TIMING_ANY:
      return main || (g->n_frames > 0 && top_frame (g)->kind == GROO_FRAME_WINDOW);
    case GROO_TIMING_OWN_TURN:
      return main && seat == g->active && g->phase != GROO_PHASE_LEFTOVER;
    case GROO_TIMING_ROLL:
      return in_window (g, GROO_WINDOW_ROLL);
    case GROO_TIMING_DICE:
      return main && g->step == GROO_STEP_BUILD && seat == g->holder
             && groo_dice_unspent (g) != 0;
    case GROO_TIMING_WAR:
      return in_window (g, GROO_WINDOW_WAR) && at_war (g, seat);
    case GROO_TIMING_WAR_ATTACK:
      return in_window (g, GROO_WINDOW_WAR) && g->war.active && seat == g->war.attacker;
    case GROO_TIMING_WAR_DEFEND:
      return in_window (g, GROO_WINDOW_WAR) && g->war.active && seat == g->war.defender;
    case GROO_TIMING_GROO:
      return in_window (g, GROO_WINDOW_GROO) && seat == g->groo;
    default:
      return FALSE;
    }
}

/* Whether the use's first effect can do anything now (so that nobody is asked about a card
 * that would do nothing). */
static gboolean
use_feasible (const GrooGame   *g,
              const GrooScript *use,
              guint             seat)
{
  switch (use->ops[0].kind)
    {
    case GROO_OP_REROLL:
    case GROO_OP_SET_DIE:
      return groo_dice_unspent (g) != 0;
    case GROO_OP_TROOP_MUL:
      {
        guint zone = GROO_ZONE_ARMY (seat);

        if (!at_war (g, seat))
          return FALSE;
        for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
          if (g->cards[g->order[i]].flags & GROO_CARD_COMMITTED)
            return TRUE;
        return FALSE;
      }
    case GROO_OP_CANCEL_GROO:
      for (guint f = 0; f < g->n_frames; f++)
        if (g->frames[f].kind == GROO_FRAME_EFFECT && frame_by_groo (g, &g->frames[f])
            && !(g->frames[f].flags & GROO_FRAME_CANCELLED))
          return TRUE;
      return FALSE;
    default:
      return TRUE;
    }
}

/* "Unless a card states otherwise, Wild and Effect cards take effect in the order they are
 * played": a card played while a Groo Effect is about to strike takes effect after it, unless
 * it says it acts on that strike (its time is "a Groo Effect about to strike your town", or it
 * cancels the Groo Effect). */
static gboolean
acts_before_strike (const GrooScript *use)
{
  if (use->timing == GROO_TIMING_GROO)
    return TRUE;
  for (guint i = 0; i < use->n_ops; i++)
    if (use->ops[i].kind == GROO_OP_CANCEL_GROO)
      return TRUE;
  return FALSE;
}

static gboolean
waits_for_groo_effect (const GrooGame   *g,
                       const GrooScript *use)
{
  return in_window (g, GROO_WINDOW_GROO) && !acts_before_strike (use);
}

static guint
n_queued (const GrooGame *g)
{
  guint n = 0;

  for (guint f = 0; f < g->n_frames; f++)
    n += (g->frames[f].flags & GROO_FRAME_QUEUED) != 0;
  return n;
}

/* The deepest stack without Events: a Groo Effect, its window, the cards queued below it and
 * the card played last. Windows open only on an empty stack (after the roll, in the war, on a
 * Groo Effect played at a main decision), and Wilds and powers are played only at a main
 * decision or in a window, so only Events drawing Events nest deeper, and they wait rather than
 * overflow (groo_draw()). */
G_STATIC_ASSERT (2 + GROO_MAX_QUEUED + 1 < GROO_MAX_FRAMES);

/* Whether a card played now has a place (the frames are a fixed stack). */
static gboolean
room_for (const GrooGame   *g,
          const GrooScript *use)
{
  return g->n_frames < GROO_MAX_FRAMES
         && (!waits_for_groo_effect (g, use) || n_queued (g) < GROO_MAX_QUEUED);
}

/* The effect frame just pushed, played in a Groo Effect's window, goes below that Groo Effect
 * (and below the cards played there before it), so that it runs after them. */
static void
queue_after_groo_effect (GrooGame *g)
{
  guint top = g->n_frames - 1;
  guint at;
  GrooFrame frame;

  /* [... Groo Effect, its window, this card] */
  g_assert (top >= 2 && g->frames[top - 2].kind == GROO_FRAME_EFFECT);
  at = top - 2;
  while (at > 0 && (g->frames[at - 1].flags & GROO_FRAME_QUEUED))
    at--;
  frame = g->frames[top];
  frame.flags |= GROO_FRAME_QUEUED;
  memmove (&g->frames[at + 1], &g->frames[at], (top - at) * sizeof frame);
  g->frames[at] = frame;
}

gboolean
groo_can_play_wild (const GrooGame *g,
                    guint           seat,
                    int             card,
                    gboolean        main)
{
  const GrooScript *use;

  if (card < 0 || card >= g->n_cards || g->cards[card].zone != GROO_ZONE_HAND (seat)
      || GROO_DEF (g, card)->kind != GROO_KIND_WILD)
    return FALSE;
  use = groo_card_use (g, card);
  return use != NULL && timing_allows (g, use->timing, seat, main)
         && use_feasible (g, use, seat) && room_for (g, use);
}

gboolean
groo_can_use_power (const GrooGame *g,
                    guint           seat,
                    int             card,
                    gboolean        main)
{
  const GrooScript *use;
  guint zone;

  if (card < 0 || card >= g->n_cards)
    return FALSE;
  zone = g->cards[card].zone;
  if ((zone != GROO_ZONE_TOWN (seat) && zone != GROO_ZONE_ARMY (seat))
      || (g->cards[card].flags & GROO_CARD_COMMITTED))
    return FALSE;
  use = groo_card_use (g, card);
  return use != NULL && use->timing != GROO_TIMING_NONE
         && timing_allows (g, use->timing, seat, main) && use_feasible (g, use, seat)
         && room_for (g, use);
}

guint
groo_list_playable (const GrooGame *g,
                    guint           seat,
                    gboolean        main,
                    GameAction     *out,
                    guint           n,
                    guint           max)
{
  guint zone = GROO_ZONE_HAND (seat);

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1] && n < max; i++)
    if (groo_can_play_wild (g, seat, g->order[i], main))
      {
        memset (&out[n], 0, sizeof out[n]);
        out[n].kind = GROO_ACT_WILD;
        out[n].seat = seat;
        out[n].card = g->order[i];
        out[n].target = GROO_NO_CARD;
        out[n].target_seat = GROO_NO_SEAT;
        out[n].value = -1;
        n++;
      }
  for (zone = GROO_ZONE_TOWN (seat); zone <= GROO_ZONE_ARMY (seat); zone++)
    for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1] && n < max; i++)
      if (groo_can_use_power (g, seat, g->order[i], main))
        {
          memset (&out[n], 0, sizeof out[n]);
          out[n].kind = GROO_ACT_POWER;
          out[n].seat = seat;
          out[n].card = g->order[i];
          out[n].target = GROO_NO_CARD;
          out[n].target_seat = GROO_NO_SEAT;
          out[n].value = -1;
          n++;
        }
  return n;
}

gboolean
groo_has_playable (const GrooGame *g,
                   guint           seat,
                   gboolean        main)
{
  GameAction one;

  return groo_list_playable (g, seat, main, &one, 0, 1) > 0;
}

void
groo_apply_wild (GrooRun          *r,
                 const GameAction *action)
{
  GrooGame *g = r->g;
  gboolean waits = waits_for_groo_effect (g, groo_card_use (g, action->card));

  groo_move (g, action->card, GROO_ZONE_TABLE, FALSE);
  groo_emit (r, GROO_EV_WILD, action->seat, GROO_NO_SEAT, action->card, GROO_NO_CARD, 0);
  groo_push_effect (g, GROO_SOURCE_PLAYED, action->seat, action->card);
  if (waits)
    queue_after_groo_effect (g);
}

void
groo_apply_power (GrooRun          *r,
                  const GameAction *action)
{
  GrooGame *g = r->g;
  gboolean waits = waits_for_groo_effect (g, groo_card_use (g, action->card));

  /* Powered by discarding it from the table. */
  groo_discard_card (r, action->card, GROO_EV_POWER);
  groo_push_effect (g, GROO_SOURCE_POWER, action->seat, action->card);
  if (waits)
    queue_after_groo_effect (g);
}

void
groo_window_pass (GrooGame *g)
{
  GrooFrame *frame = &g->frames[g->n_frames - 1];

  g_assert (frame->kind == GROO_FRAME_WINDOW);
  frame->asked++;
}

/* Running frames */

gboolean
groo_run_frame (GrooRun *r)
{
  GrooGame *g = r->g;
  guint index = g->n_frames - 1;
  GrooFrame *frame = &g->frames[index];

  if (frame->kind == GROO_FRAME_WINDOW)
    {
      while (frame->asked < g->n_seats)
        {
          guint seat = (frame->seat + frame->asked) % g->n_seats;

          if (groo_has_playable (g, seat, FALSE))
            {
              g->deciding = seat;
              return TRUE;
            }
          frame->asked++;
        }
      g->n_frames--;
      return FALSE;
    }

  if (!(frame->flags & GROO_FRAME_CANCELLED))
    {
      guint n_ops = frame_n_ops (g, frame);

      while (frame->op < n_ops)
        {
          GrooOp op = frame_op (g, frame);
          guint n_seats = op_n_seats (g, &op);

          while (frame->asked < n_seats)
            {
              guint seat = op_seat (g, frame, &op);

              switch (run_op (r, index, &op, seat))
                {
                case OP_WAIT:
                  g->deciding = seat;
                  return TRUE;
                case OP_PUSHED:
                  return FALSE;
                case OP_DONE:
                  frame->asked++;
                  frame->flags &= ~GROO_FRAME_STARTED;
                  break;
                default:
                  g_assert_not_reached ();
                }
              if (frame->flags & GROO_FRAME_CANCELLED)
                break;
            }
          frame->op++;
          frame->asked = 0;
          if (frame->flags & GROO_FRAME_CANCELLED)
            break;
        }
    }
  finish_frame (r);
  return FALSE;
}

gboolean
groo_game_current_op (const GrooGame *game,
                      GrooOp         *out_op,
                      int            *out_card)
{
  const GrooFrame *frame;

  g_return_val_if_fail (game != NULL, FALSE);

  frame = top_frame (game);
  if (frame == NULL || frame->kind != GROO_FRAME_EFFECT)
    return FALSE;
  if (out_op != NULL)
    *out_op = frame_op (game, frame);
  if (out_card != NULL)
    *out_card = frame->card;
  return TRUE;
}
