/* grotto-game-turn.c: Grotto Beasts! set-up decisions, the turn's steps, summoning, moving
 * and the reset step. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "grotto-game-private.h"

static inline guint
hand_zone (guint seat)
{
  return GROTTO_ZONE_ID (GROTTO_ZONE_HAND, seat);
}

static void
flip_challengers (GrottoRun *r)
{
  GrottoGame *g = r->g;

  for (guint s = 0; s < g->n_seats; s++)
    {
      int challenger = g->seats[s].challenger;

      if (challenger == GROTTO_NO_CARD)
        continue;
      g->cards[challenger].flags &= ~GROTTO_CARD_FACE_DOWN;
      g->cards[challenger].known = GROTTO_ALL_KNOW;
    }
  grotto_emit (r, GROTTO_EV_FLIP, GROTTO_NO_SEAT, GROTTO_NO_CARD, GROTTO_NO_CARD, 0);
}

static void
begin_turn (GrottoRun *r,
            guint      seat)
{
  GrottoGame *g = r->g;
  GrottoSeat *s = &g->seats[seat];

  g->active = seat;
  g->turn++;
  if (s->turns_taken < 255)
    s->turns_taken++;
  s->summons_turn = 0;
  s->wishes_turn = 0;
  s->beasts_grottos_turn = 0;
  s->scored_turn = 0;
  /* Effects that last "until the start of your next turn". */
  grotto_expire_marks (g, GROTTO_UNTIL_NEXT_TURN, seat);
  grotto_set_step (g, GROTTO_STEP_START_OF_TURN);
  grotto_emit (r, GROTTO_EV_TURN, seat, GROTTO_NO_CARD, GROTTO_NO_CARD, g->turn);
}

static void
wake_up (GrottoRun *r)
{
  GrottoGame *g = r->g;
  guint seat = g->active;

  if (g->seats[seat].flags & GROTTO_SEAT_SKIP_WAKE)
    {
      g->seats[seat].flags &= ~GROTTO_SEAT_SKIP_WAKE;
      return;
    }
  /* The Challenger wakes with the Beasts: 002 names the Beasts, but a Challenger that never
   * woke could fight once a game (docs/grotto-beasts.md). */
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];

      if (card == GROTTO_NO_CARD || !(g->cards[card].flags & GROTTO_CARD_RESTING))
        continue;
      if (grotto_card_static (g, card, GROTTO_STATIC_WAKE_ABOVE_GROTTO)
          && !grotto_above_grotto (g, card))
        continue;
      grotto_wake (r, card);
    }
}

static void
reset_turn (GrottoRun *r)
{
  GrottoGame *g = r->g;

  for (guint c = 0; c < g->n_cards; c++)
    g->cards[c].flags &= ~(GROTTO_CARD_SADNESS | GROTTO_CARD_MOVED | GROTTO_CARD_NEW
                           | GROTTO_CARD_ATTACKED | GROTTO_CARD_DAMAGED | GROTTO_CARD_USED);
  grotto_expire_marks (g, GROTTO_UNTIL_END_OF_TURN, GROTTO_NO_SEAT);
}

/* The active seat is out of the game (complete depletion with three or more seats): its
 * turn ends at once, the battle under way with it, and the next seat still in plays. */
void
grotto_turn_abandon (GrottoRun *r)
{
  GrottoGame *g = r->g;

  if (g->battle.active)
    {
      for (guint c = 0; c < g->n_cards; c++)
        {
          g->cards[c].flags &= ~(GROTTO_CARD_ATTACKING | GROTTO_CARD_DEFENDING
                                 | GROTTO_CARD_DEFEATED);
          g->cards[c].damage = 0;
        }
      grotto_expire_marks (g, GROTTO_UNTIL_END_OF_BATTLE, GROTTO_NO_SEAT);
      memset (&g->battle, 0, sizeof g->battle);
    }
  reset_turn (r);
  grotto_set_step (g, GROTTO_STEP_NEXT_TURN);
}

void
grotto_turn_step (GrottoRun *r)
{
  GrottoGame *g = r->g;

  switch (g->step)
    {
    case GROTTO_STEP_SETUP_FIRST:
      g->phase = GROTTO_PHASE_FIRST;
      g->deciding = g->previous_loser;
      return;
    case GROTTO_STEP_MULLIGAN:
      g->phase = GROTTO_PHASE_MULLIGAN;
      g->deciding = g->mulligan_seat;
      return;
    case GROTTO_STEP_START_OF_TURN:
      /* The step's effects resolve while the game is in it; then it moves on. */
      if (g->step_fired)
        {
          grotto_set_step (g, GROTTO_STEP_WAKE_UP);
          return;
        }
      g->step_fired = 1;
      grotto_emit (r, GROTTO_EV_STEP, g->active, GROTTO_NO_CARD, GROTTO_NO_CARD, g->step);
      grotto_fire (r, GROTTO_TRIG_START_TURN, GROTTO_NO_CARD, g->active, 0);
      grotto_fire (r, GROTTO_TRIG_START_ANY_TURN, GROTTO_NO_CARD, g->active, 0);
      grotto_fire (r, GROTTO_TRIG_START_OPP_TURN, GROTTO_NO_CARD, g->active, 0);
      return;
    case GROTTO_STEP_WAKE_UP:
      wake_up (r);
      grotto_set_step (g, GROTTO_STEP_DRAW);
      return;
    case GROTTO_STEP_DRAW:
      grotto_draw (r, g->active);
      grotto_set_step (g, GROTTO_STEP_ACTION_1);
      return;
    case GROTTO_STEP_ACTION_1:
    case GROTTO_STEP_ACTION_2:
      g->phase = GROTTO_PHASE_ACTION;
      g->deciding = g->active;
      return;
    case GROTTO_STEP_END_OF_TURN:
      if (g->step_fired)
        {
          grotto_set_step (g, GROTTO_STEP_RESET);
          return;
        }
      g->step_fired = 1;
      grotto_emit (r, GROTTO_EV_STEP, g->active, GROTTO_NO_CARD, GROTTO_NO_CARD, g->step);
      grotto_fire (r, GROTTO_TRIG_END_TURN, GROTTO_NO_CARD, g->active, 0);
      return;
    case GROTTO_STEP_RESET:
      {
        int limit = grotto_hand_size (g, g->active);

        if (limit < GROTTO_HAND_UNLIMITED
            && (int) grotto_zone_size (g, hand_zone (g->active)) > limit)
          {
            g->phase = GROTTO_PHASE_DISCARD;
            g->deciding = g->active;
            return;
          }
        reset_turn (r);
        grotto_set_step (g, GROTTO_STEP_NEXT_TURN);
        return;
      }
    case GROTTO_STEP_NEXT_TURN:
      if (g->params.turn_cap > 0 && g->turn >= g->params.turn_cap)
        {
          grotto_end_game (r, 0, GROTTO_END_UNRESOLVED);
          return;
        }
      begin_turn (r, grotto_next_seat (g, g->active));
      return;
    default:
      g_assert_not_reached ();
    }
}

/* ---- Summoning ------------------------------------------------------------------------ */

/* 002 "Summoning Restriction": after a seat's first summon of a turn, each further summon
 * needs a card in the next opponent's summoning pool. */
static gboolean
restriction_allows (const GrottoGame *g,
                    guint             seat)
{
  guint next = grotto_next_opponent (g, seat);

  return g->seats[seat].summons_turn == 0
         || grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_POOL, next)) > 0;
}

guint
grotto_summon_spots (const GrottoGame *g,
                     int               card,
                     guint             seat,
                     guint            *out_replace)
{
  const GrottoCardDef *def = grotto_def (g, card);
  guint empty = 0, replace = 0;
  guint first = GROTTO_SPOTS;

  if (def->kind == GROTTO_KIND_BEAST && !grotto_card_static (g, card, GROTTO_STATIC_SIDELINE_ONLY))
    first = 0;
  if (def->kind != GROTTO_KIND_BEAST && def->kind != GROTTO_KIND_GROTTO)
    {
      if (out_replace != NULL)
        *out_replace = 0;
      return 0;
    }
  for (guint p = first; p < GROTTO_N_SPOTS; p++)
    if (g->spots[seat][p] == GROTTO_NO_CARD)
      empty |= 1u << p;
  /* No room: any other card of the Sideline may be discarded to make some. */
  if (empty == 0)
    for (guint p = GROTTO_SPOTS; p < GROTTO_N_SPOTS; p++)
      if (g->spots[seat][p] != GROTTO_NO_CARD && g->spots[seat][p] != card)
        replace |= 1u << p;
  if (out_replace != NULL)
    *out_replace = replace;
  return empty;
}

static gboolean
same_name_in_play (const GrottoGame *g,
                   int               card,
                   guint             seat)
{
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int other = g->spots[seat][p];

      if (other != GROTTO_NO_CARD && other != card
          && grotto_def (g, other)->name_id == grotto_def (g, card)->name_id)
        return TRUE;
    }
  return FALSE;
}

/* Face-down cards attached to @seat's Beasts and Grottos (a card may cost less for each one
 * its summoner discards); into @out when not NULL. */
static guint
face_down_attached (const GrottoGame *g,
                    guint             seat,
                    int              *out)
{
  guint zone = GROTTO_ZONE_ID (GROTTO_ZONE_PLAY, seat), n = 0;

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    {
      int card = g->order[i];
      int host = g->cards[card].host;

      if (host != GROTTO_NO_CARD && (g->cards[card].flags & GROTTO_CARD_FACE_DOWN)
          && (grotto_def (g, host)->kind == GROTTO_KIND_BEAST
              || grotto_def (g, host)->kind == GROTTO_KIND_GROTTO))
        {
          if (out != NULL)
            out[n] = card;
          n++;
        }
    }
  return n;
}

/* The most a summon of @card may take off its cost by discarding face-down cards. */
static guint
cost_cut (const GrottoGame *g,
          int               card,
          guint             seat)
{
  if (!grotto_card_static (g, card, GROTTO_STATIC_COST_FACE_DOWN))
    return 0;
  return MIN (face_down_attached (g, seat, NULL), (guint) grotto_summon_cost (g, card, seat));
}

gboolean
grotto_can_summon (const GrottoGame *g,
                   int               card,
                   guint             seat)
{
  const GrottoCardDef *def = grotto_def (g, card);
  guint hand = grotto_zone_size (g, hand_zone (seat));
  guint spendable = g->cards[card].zone == hand_zone (seat) ? hand - 1 : hand;
  guint replace;

  if (def->kind == GROTTO_KIND_CHALLENGER)
    return FALSE;
  if ((guint) grotto_summon_cost (g, card, seat) > spendable + cost_cut (g, card, seat))
    return FALSE;
  if (!restriction_allows (g, seat))
    return FALSE;
  if (grotto_card_static (g, card, GROTTO_STATIC_UNIQUE) && same_name_in_play (g, card, seat))
    return FALSE;
  if (def->kind == GROTTO_KIND_WISH)
    return TRUE;
  return grotto_summon_spots (g, card, seat, &replace) != 0 || replace != 0;
}

/* Cards @seat may summon from outside its hand: the top of the deck, the discard. */
static gboolean
summonable_elsewhere (const GrottoGame *g,
                      guint             seat,
                      int               card)
{
  guint zone = g->cards[card].zone;

  if (zone == GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat))
    return card == grotto_zone_top (g, zone)
           && grotto_seat_has_static (g, seat, GROTTO_STATIC_SUMMON_DECK_TOP);
  if (zone == GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, seat)
      && grotto_card_db_has_static (g->db, GROTTO_STATIC_SUMMON_DISCARD))
    for (guint p = 0; p < GROTTO_N_SPOTS; p++)
      {
        int other = g->spots[seat][p];
        const GrottoStatic *st;
        GrottoFrame frame = { 0 };

        if (other == GROTTO_NO_CARD)
          continue;
        st = grotto_card_static (g, other, GROTTO_STATIC_SUMMON_DISCARD);
        if (st == NULL || st->filter == 0)
          continue;
        frame.source = other;
        frame.target = frame.target2 = frame.context = GROTTO_NO_CARD;
        frame.seat = frame.player = frame.ctx_seat = seat;
        if (grotto_filter_match (g, grotto_script (g, other),
                                 &grotto_script (g, other)->filters[st->filter - 1], &frame, card))
          return TRUE;
      }
  return FALSE;
}

static void
opponent_draws (GrottoRun *r,
                guint      seat,
                guint      n)
{
  GrottoGame *g = r->g;
  guint next = grotto_next_opponent (g, seat);
  guint pool = GROTTO_ZONE_ID (GROTTO_ZONE_POOL, next);

  if (next == seat)
    return;
  for (guint i = 0; i < n && !grotto_seat_out (g, next); i++)
    {
      int card = grotto_zone_top (g, pool);

      if (card == GROTTO_NO_CARD)
        {
          grotto_draw (r, next);
          continue;
        }
      grotto_move (r, card, hand_zone (next), FALSE);
      grotto_emit (r, GROTTO_EV_DRAW, next, card, GROTTO_NO_CARD, 1);
    }
}

static guint
note_summon (GrottoRun *r,
             guint      seat,
             int        card)
{
  GrottoGame *g = r->g;
  GrottoSeat *s = &g->seats[seat];

  if (s->summons_turn < 255)
    s->summons_turn++;
  if (grotto_def (g, card)->kind == GROTTO_KIND_WISH)
    {
      if (s->wishes_turn < 255)
        s->wishes_turn++;
    }
  else if (s->beasts_grottos_turn < 255)
    s->beasts_grottos_turn++;
  return s->summons_turn;
}

static void
queue_own (GrottoRun *r,
           int        card,
           guint      trigger,
           guint      seat,
           int        ctx_card,
           int        value)
{
  const GrottoScript *script = grotto_script (r->g, card);

  if (script == NULL || !grotto_script_has_trigger (script, trigger))
    return;
  for (guint a = 0; a < script->n_abilities; a++)
    if (script->abilities[a].trigger == trigger)
      grotto_queue (r, card, a, seat, ctx_card, seat, value);
}

static gboolean
gets_sadness (const GrottoGame *g,
              int               card,
              guint             seat)
{
  if (grotto_card_static (g, card, GROTTO_STATIC_NO_SADNESS))
    return FALSE;
  for (guint s = 0; s < g->n_seats; s++)
    if (grotto_seat_has_static (g, s, GROTTO_STATIC_NO_SADNESS_ALL))
      return FALSE;
  return TRUE;
}

void
grotto_summon_place (GrottoRun *r,
                     int        card,
                     guint      seat,
                     guint      spot,
                     guint      from)
{
  GrottoGame *g = r->g;
  const GrottoCardDef *def = grotto_def (g, card);
  int occupant = g->spots[seat][spot];

  if (occupant != GROTTO_NO_CARD && occupant != card)
    grotto_discard_from_play (r, occupant);
  if (g->spots[seat][spot] != GROTTO_NO_CARD && g->spots[seat][spot] != card)
    return;
  grotto_place (r, card, seat, spot);
  g->cards[card].flags |= GROTTO_CARD_NEW;
  g->cards[card].flags &= ~(GROTTO_CARD_RESTING | GROTTO_CARD_SIDELINE_SUMMON
                            | GROTTO_CARD_GROTTO_SUMMON);
  if (grotto_spot_is_sideline (spot))
    g->cards[card].flags |= GROTTO_CARD_SIDELINE_SUMMON;
  if (grotto_above_grotto (g, card))
    g->cards[card].flags |= GROTTO_CARD_GROTTO_SUMMON;
  if (def->kind == GROTTO_KIND_BEAST && gets_sadness (g, card, seat))
    g->cards[card].flags |= GROTTO_CARD_SADNESS;
  note_summon (r, seat, card);

  queue_own (r, card, GROTTO_TRIG_SUMMON, seat, card, from);
  if (def->kind == GROTTO_KIND_BEAST)
    {
      grotto_fire (r, GROTTO_TRIG_YOU_BEAST, card, seat, from);
      if (grotto_spot_is_team (spot))
        grotto_fire (r, GROTTO_TRIG_OPP_BEAST_TEAM, card, seat, from);
    }
  if (def->kind == GROTTO_KIND_GROTTO)
    {
      int above = grotto_card_above (g, card);

      if (above != GROTTO_NO_CARD)
        queue_own (r, above, GROTTO_TRIG_UNDER_SUMMONED, seat, card, 0);
    }
  grotto_fire (r, GROTTO_TRIG_OPP_SUMMONS, card, seat, from);
  /* The Sideline summon's own question ("when summoned to your Sideline") reads the flag. */
  if (!grotto_spot_is_sideline (spot))
    g->cards[card].flags &= ~GROTTO_CARD_SIDELINE_SUMMON;
}

void
grotto_summon_wish (GrottoRun *r,
                    int        card,
                    guint      seat,
                    guint      from)
{
  GrottoGame *g = r->g;
  const GrottoScript *script = grotto_script (g, card);
  guint flags = GROTTO_FRAME_WISH;
  gboolean started = FALSE;
  /* A Wish summoned from where it is attached stays attached (card 169 of the real list). */
  gboolean stays = from == GROTTO_ZONE_PLAY;

  if (stays)
    flags = 0;
  else if (g->cards[card].zone != GROTTO_ZONE_TABLE)
    grotto_move (r, card, GROTTO_ZONE_TABLE, FALSE);
  note_summon (r, seat, card);
  if (from == GROTTO_ZONE_HAND && grotto_seat_has_static (g, seat, GROTTO_STATIC_WISH_TO_POOL))
    flags |= GROTTO_FRAME_TO_POOL;
  for (guint a = 0; script != NULL && a < script->n_abilities && !started; a++)
    {
      const GrottoAbility *ability = &script->abilities[a];
      GrottoFrame probe = { 0 };

      if (ability->trigger != GROTTO_TRIG_SUMMON)
        continue;
      if ((ability->flags & GROTTO_AF_FROM_HAND) && from != GROTTO_ZONE_HAND)
        continue;
      probe.source = card;
      probe.target = probe.target2 = probe.context = GROTTO_NO_CARD;
      probe.seat = probe.player = probe.ctx_seat = seat;
      if (ability->guard.kind != GROTTO_COND_NONE
          && !grotto_cond_check (g, script, &ability->guard, &probe))
        continue;
      started = grotto_push_frame (r, card, a, seat, card, seat, from, flags);
    }
  grotto_fire (r, GROTTO_TRIG_YOU_WISH, card, seat, from);
  grotto_fire (r, GROTTO_TRIG_OPP_WISH, card, seat, from);
  grotto_fire (r, GROTTO_TRIG_OPP_SUMMONS, card, seat, from);
  if (!started && !stays)
    {
      if (flags & GROTTO_FRAME_TO_POOL)
        grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_POOL, seat), TRUE);
      else
        grotto_discard (r, card);
    }
}

/* The paid summon is fully paid: the next opponent draws, then the card comes in. */
static void
summon_paid (GrottoRun *r)
{
  GrottoGame *g = r->g;
  GrottoSummon s = g->summon;

  opponent_draws (r, s.seat, s.cost);
  if (grotto_def (g, s.card)->kind == GROTTO_KIND_WISH)
    {
      g->summon.card = GROTTO_NO_CARD;
      grotto_summon_wish (r, s.card, s.seat, s.from);
      return;
    }
  /* One place only: no question. */
  {
    guint replace, spots = grotto_summon_spots (g, s.card, s.seat, &replace);
    guint options = spots != 0 ? spots : replace;

    if (options != 0 && (options & (options - 1)) == 0)
      {
        g->summon.card = GROTTO_NO_CARD;
        grotto_summon_place (r, s.card, s.seat, g_bit_nth_lsf (options, -1), s.from);
      }
  }
}

static void
start_summon (GrottoRun *r,
              int        card,
              guint      seat,
              guint      cut)
{
  GrottoGame *g = r->g;
  guint from = grotto_zone_kind_of (g, card);
  int cost = grotto_summon_cost (g, card, seat);

  /* Face-down attached cards discarded to make the cost less, the first ones found. */
  if (cut > 0)
    {
      int attached[GROTTO_MAX_CARDS];
      guint n = face_down_attached (g, seat, attached);

      for (guint i = 0; i < cut && i < n; i++)
        grotto_discard (r, attached[i]);
      cost = MAX (cost - (int) cut, 0);
    }

  g->summon.card = card;
  g->summon.cost = cost;
  g->summon.cost_left = cost;
  g->summon.from = from;
  g->summon.seat = seat;
  grotto_reveal (r, card);
  grotto_move (r, card, GROTTO_ZONE_TABLE, FALSE);
  /* Taking the last card of the deck runs it out like a draw would. */
  if (from == GROTTO_ZONE_DECK)
    grotto_deck_check (r, seat);
  grotto_emit (r, GROTTO_EV_SUMMON, seat, card, GROTTO_NO_CARD, cost);
  if (cost == 0)
    summon_paid (r);
}

static void
pay (GrottoRun  *r,
     int         card,
     guint       mode)
{
  GrottoGame *g = r->g;
  guint seat = g->summon.seat;
  const GrottoScript *script = grotto_script (g, card);

  g->summon.cost_left--;
  grotto_emit (r, GROTTO_EV_PAY, seat, card, g->summon.card, mode);
  if (mode == 1 && script != NULL)
    {
      /* Spent its own way: the card's effect says where it goes instead of the pool. */
      grotto_move (r, card, GROTTO_ZONE_TABLE, FALSE);
      for (guint a = 0; a < script->n_abilities; a++)
        if (script->abilities[a].trigger == GROTTO_TRIG_SPENT)
          {
            grotto_push_frame (r, card, a, seat, g->summon.card, seat, 0, 0);
            break;
          }
    }
  else
    grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_POOL, seat), FALSE);
  if (g->summon.cost_left == 0)
    summon_paid (r);
}

/* Whether @card may be spent its own way to pay for the summon under way. */
static gboolean
spendable_own_way (const GrottoGame *g,
                   int               card)
{
  const GrottoScript *script = grotto_script (g, card);

  if (script == NULL || !grotto_script_has_trigger (script, GROTTO_TRIG_SPENT))
    return FALSE;
  for (guint a = 0; a < script->n_abilities; a++)
    {
      const GrottoAbility *ability = &script->abilities[a];

      if (ability->trigger != GROTTO_TRIG_SPENT)
        continue;
      if (ability->filter == 0
          || (script->filters[ability->filter - 1].kinds
              & (1u << grotto_def (g, g->summon.card)->kind)))
        return TRUE;
    }
  return FALSE;
}

/* ---- Moving --------------------------------------------------------------------------- */

static gboolean
can_move (const GrottoGame *g,
          int               card,
          guint             seat)
{
  const GrottoCardState *c = &g->cards[card];
  guint kind = grotto_def (g, card)->kind;

  if (kind != GROTTO_KIND_BEAST && kind != GROTTO_KIND_CHALLENGER)
    return FALSE;
  if (c->flags & (GROTTO_CARD_RESTING | GROTTO_CARD_SADNESS | GROTTO_CARD_MOVED
                  | GROTTO_CARD_FACE_DOWN))
    return FALSE;
  return !grotto_card_static (g, card, GROTTO_STATIC_IMMOVABLE);
}

static guint
move_spots (const GrottoGame *g,
            int               card,
            guint             seat)
{
  guint spots = 0;
  guint last = grotto_def (g, card)->kind == GROTTO_KIND_CHALLENGER ? GROTTO_SPOTS : GROTTO_N_SPOTS;

  for (guint p = 0; p < last; p++)
    if (g->spots[seat][p] == GROTTO_NO_CARD)
      spots |= 1u << p;
  if (grotto_has_grant (g, card, GROTTO_GRANT_NO_TEAM))
    spots &= ~((1u << GROTTO_SPOTS) - 1);
  return spots;
}

void
grotto_move_spot (GrottoRun *r,
                  int        card,
                  guint      spot,
                  gboolean   by_effect)
{
  GrottoGame *g = r->g;
  guint seat = grotto_controller (g, card);
  guint from = g->cards[card].spot;
  gboolean row_changed = grotto_spot_is_team (from) != grotto_spot_is_team (spot);

  grotto_place (r, card, seat, spot);
  if (!by_effect)
    g->cards[card].flags |= GROTTO_CARD_MOVED;
  if (row_changed)
    {
      queue_own (r, card, GROTTO_TRIG_MOVED_ROW, seat, card, 0);
      if (grotto_spot_is_team (spot))
        queue_own (r, card, GROTTO_TRIG_MOVED_TO_TEAM, seat, card, 0);
    }
  grotto_fire (r, GROTTO_TRIG_OPP_MOVES, card, seat, 0);
}

/* ---- Legal actions -------------------------------------------------------------------- */

#define ADD(...) G_STMT_START { if (n < max) { out[n] = (GameAction) __VA_ARGS__; n++; } } G_STMT_END

/* 002 "Battle Phase": a player may always enter the battle, unless no Beast or Challenger is
 * on its Team (then skipping is its only option); whether any of them can attack does not
 * matter (the battle's start and end effects still happen). */
static gboolean
team_has_fighter (const GrottoGame *g,
                  guint             seat)
{
  for (guint p = 0; p < GROTTO_SPOTS; p++)
    {
      int card = g->spots[seat][p];
      guint kind;

      if (card == GROTTO_NO_CARD)
        continue;
      kind = grotto_def (g, card)->kind;
      if (kind == GROTTO_KIND_BEAST || kind == GROTTO_KIND_CHALLENGER)
        return TRUE;
    }
  return FALSE;
}

static guint
action_phase_actions (const GrottoGame *g,
                      GameAction       *out,
                      guint             max)
{
  guint seat = g->active, n = 0;
  guint hand = hand_zone (seat);
  GameAction a;

  for (guint i = 0; i < grotto_zone_size (g, hand); i++)
    {
      int card = grotto_zone_at (g, hand, i);

      if (grotto_can_summon (g, card, seat))
        {
          guint cut = cost_cut (g, card, seat);
          guint cost = grotto_summon_cost (g, card, seat);

          /* mode: face-down attached cards discarded to cut the cost. */
          for (guint k = 0; k <= cut; k++)
            if (cost - k <= grotto_zone_size (g, hand) - 1)
              {
                grotto_action_init (&a, GROTTO_ACT_SUMMON, seat);
                a.card = card;
                a.mode = k;
                ADD (a);
              }
        }
    }
  if (grotto_seat_has_static (g, seat, GROTTO_STATIC_SUMMON_DECK_TOP))
    {
      int top = grotto_zone_top (g, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat));

      if (top != GROTTO_NO_CARD && grotto_can_summon (g, top, seat))
        {
          grotto_action_init (&a, GROTTO_ACT_SUMMON, seat);
          a.card = top;
          ADD (a);
        }
    }
  if (grotto_card_db_has_static (g->db, GROTTO_STATIC_SUMMON_DISCARD))
    {
      guint discard = GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, seat);

      for (guint i = 0; i < grotto_zone_size (g, discard); i++)
        {
          int card = grotto_zone_at (g, discard, i);

          if (summonable_elsewhere (g, seat, card) && grotto_can_summon (g, card, seat))
            {
              grotto_action_init (&a, GROTTO_ACT_SUMMON, seat);
              a.card = card;
              ADD (a);
            }
        }
    }
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];
      guint spots;

      if (card == GROTTO_NO_CARD || !can_move (g, card, seat))
        continue;
      spots = move_spots (g, card, seat);
      for (guint to = 0; to < GROTTO_N_SPOTS; to++)
        if ((spots >> to) & 1)
          {
            grotto_action_init (&a, GROTTO_ACT_MOVE, seat);
            a.card = card;
            a.value = to;
            ADD (a);
          }
    }
  n += grotto_activations (g, seat, out + n, max - n);
  if (g->step == GROTTO_STEP_ACTION_1 && team_has_fighter (g, seat))
    {
      grotto_action_init (&a, GROTTO_ACT_BATTLE, seat);
      ADD (a);
    }
  grotto_action_init (&a, GROTTO_ACT_END_PHASE, seat);
  ADD (a);
  return n;
}

guint
grotto_turn_actions (const GrottoGame *g,
                     GameAction       *out,
                     guint             max)
{
  guint n = 0;
  GameAction a;

  switch (g->phase)
    {
    case GROTTO_PHASE_FIRST:
      for (guint s = 0; s < g->n_seats; s++)
        {
          grotto_action_init (&a, GROTTO_ACT_FIRST, g->deciding);
          a.target_seat = s;
          ADD (a);
        }
      return n;
    case GROTTO_PHASE_MULLIGAN:
      {
        guint hand = hand_zone (g->deciding);

        for (guint i = 0; i < grotto_zone_size (g, hand); i++)
          {
            int card = grotto_zone_at (g, hand, i);

            if (g->cards[card].flags & GROTTO_CARD_MARKED)
              continue;
            grotto_action_init (&a, GROTTO_ACT_MULLIGAN, g->deciding);
            a.card = card;
            ADD (a);
          }
        grotto_action_init (&a, GROTTO_ACT_KEEP, g->deciding);
        ADD (a);
        return n;
      }
    case GROTTO_PHASE_ACTION:
      return action_phase_actions (g, out, max);
    case GROTTO_PHASE_PAY:
      {
        guint seat = g->summon.seat;
        guint hand = hand_zone (seat);

        for (guint i = 0; i < grotto_zone_size (g, hand); i++)
          {
            int card = grotto_zone_at (g, hand, i);

            grotto_action_init (&a, GROTTO_ACT_PAY, seat);
            a.card = card;
            a.target = g->summon.card;
            ADD (a);
            if (spendable_own_way (g, card))
              {
                a.mode = 1;
                ADD (a);
              }
          }
        return n;
      }
    case GROTTO_PHASE_SPOT:
      {
        guint seat = g->summon.seat, replace;
        guint spots = grotto_summon_spots (g, g->summon.card, seat, &replace);

        for (guint p = 0; p < GROTTO_N_SPOTS; p++)
          if (((spots | replace) >> p) & 1)
            {
              grotto_action_init (&a, GROTTO_ACT_SPOT, seat);
              a.card = g->summon.card;
              a.value = p;
              ADD (a);
            }
        return n;
      }
    case GROTTO_PHASE_DISCARD:
      {
        guint hand = hand_zone (g->active);

        for (guint i = 0; i < grotto_zone_size (g, hand); i++)
          {
            grotto_action_init (&a, GROTTO_ACT_DISCARD, g->active);
            a.card = grotto_zone_at (g, hand, i);
            ADD (a);
          }
        return n;
      }
    default:
      return 0;
    }
}

#undef ADD

/* ---- Apply ----------------------------------------------------------------------------- */

static void
finish_mulligan (GrottoRun *r)
{
  GrottoGame *g = r->g;
  guint seat = g->mulligan_seat;
  guint hand = hand_zone (seat);
  guint back = 0;

  for (guint i = 0; i < grotto_zone_size (g, hand);)
    {
      int card = grotto_zone_at (g, hand, i);

      if (g->cards[card].flags & GROTTO_CARD_MARKED)
        {
          g->cards[card].flags &= ~GROTTO_CARD_MARKED;
          grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat), TRUE);
          back++;
          continue;
        }
      i++;
    }
  g->seats[seat].flags |= GROTTO_SEAT_MULLIGANED;
  grotto_emit (r, GROTTO_EV_MULLIGAN, seat, GROTTO_NO_CARD, GROTTO_NO_CARD, back);
  for (guint i = 0; i < back; i++)
    grotto_draw (r, seat);

  g->mulligan_seat = (seat + 1) % g->n_seats;
  if (g->mulligan_seat != g->first_seat)
    return;
  /* 002 set-up step 5: the Challengers turn face up together and the first turn starts. */
  flip_challengers (r);
  g->turn = 0;
  begin_turn (r, g->first_seat);
}

gboolean
grotto_turn_apply (GrottoRun        *r,
                   const GameAction *action)
{
  GrottoGame *g = r->g;

  switch (action->kind)
    {
    case GROTTO_ACT_FIRST:
      grotto_setup_first (r, action->target_seat);
      return TRUE;
    case GROTTO_ACT_MULLIGAN:
      g->cards[action->card].flags |= GROTTO_CARD_MARKED;
      return TRUE;
    case GROTTO_ACT_KEEP:
      finish_mulligan (r);
      return TRUE;
    case GROTTO_ACT_SUMMON:
      start_summon (r, action->card, action->seat, action->mode);
      return TRUE;
    case GROTTO_ACT_PAY:
      pay (r, action->card, action->mode);
      return TRUE;
    case GROTTO_ACT_SPOT:
      {
        GrottoSummon s = g->summon;

        g->summon.card = GROTTO_NO_CARD;
        grotto_summon_place (r, s.card, s.seat, action->value, s.from);
        return TRUE;
      }
    case GROTTO_ACT_MOVE:
      grotto_move_spot (r, action->card, action->value, FALSE);
      return TRUE;
    case GROTTO_ACT_ACTIVATE:
      {
        const GrottoAbility *ability = &grotto_script (g, action->card)->abilities[action->mode];

        if (ability->flags & GROTTO_AF_COST_REST)
          grotto_rest (r, action->card);
        if (ability->flags & GROTTO_AF_ONCE_PER_TURN)
          g->cards[action->card].flags |= GROTTO_CARD_USED;
        grotto_emit (r, GROTTO_EV_EFFECT, action->seat, action->card, GROTTO_NO_CARD,
                     action->mode);
        grotto_push_frame (r, action->card, action->mode, action->seat, action->card,
                           action->seat, 0, 0);
        return TRUE;
      }
    case GROTTO_ACT_BATTLE:
      grotto_set_step (g, GROTTO_STEP_START_OF_BATTLE);
      return TRUE;
    case GROTTO_ACT_END_PHASE:
      grotto_set_step (g, g->step == GROTTO_STEP_ACTION_1 ? GROTTO_STEP_ACTION_2 : GROTTO_STEP_END_OF_TURN);
      return TRUE;
    case GROTTO_ACT_DISCARD:
      grotto_discard (r, action->card);
      grotto_fire (r, GROTTO_TRIG_OPP_DISCARDS_HAND, action->card, action->seat, 1);
      return TRUE;
    default:
      return FALSE;
    }
}
