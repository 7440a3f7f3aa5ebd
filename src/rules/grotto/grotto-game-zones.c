/* grotto-game-zones.c: Grotto Beasts! zones as slices of one permutation: moves, draws,
 * scoring, deck depletion, spots, knowledge, sampled worlds and invariants. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <stdlib.h>

#include "grotto-game-private.h"

/* xoroshiro128+: small, fast, the same sequence on every machine. */
uint64_t
grotto_rng_next (GrottoGame *g)
{
  uint64_t s0 = g->rng[0];
  uint64_t s1 = g->rng[1];
  uint64_t result = s0 + s1;

  s1 ^= s0;
  g->rng[0] = ((s0 << 24) | (s0 >> 40)) ^ s1 ^ (s1 << 16);
  g->rng[1] = (s1 << 37) | (s1 >> 27);
  return result;
}

guint
grotto_rng_below (GrottoGame *g,
                  guint       n)
{
  if (n <= 1)
    return 0;
  return (guint) ((grotto_rng_next (g) >> 11) % n);
}

guint
grotto_next_seat (const GrottoGame *g,
                  guint             seat)
{
  for (guint i = 1; i <= g->n_seats; i++)
    {
      guint next = (seat + i) % g->n_seats;

      if (!grotto_seat_out (g, next))
        return next;
    }
  return seat;
}

guint
grotto_next_opponent (const GrottoGame *g,
                      guint             seat)
{
  return grotto_next_seat (g, seat);
}

void
grotto_emit (GrottoRun       *r,
             GrottoEventKind  kind,
             guint            seat,
             int              card,
             int              target,
             int              value)
{
  GameEvent ev = { 0 };

  if (r->emit == NULL)
    return;
  ev.kind = kind;
  ev.seat = seat;
  ev.target_seat = GAME_NO_SEAT;
  ev.card = card;
  ev.target = target;
  ev.value = value;
  r->emit (r->g, &ev, r->data);
}

static guint
position_of (const GrottoGame *g,
             int               card)
{
  guint zone = g->cards[card].zone;

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    if (g->order[i] == card)
      return i;
  g_assert_not_reached ();
  return 0;
}

/* Pure bookkeeping: moves @card inside the permutation. */
static void
relocate (GrottoGame *g,
          int         card,
          guint       zone,
          gboolean    bottom)
{
  guint from = g->cards[card].zone;
  guint pos = position_of (g, card);
  guint n = g->n_cards;
  guint insert;

  memmove (&g->order[pos], &g->order[pos + 1], (n - pos - 1) * sizeof g->order[0]);
  for (guint z = from + 1; z <= GROTTO_N_ZONES; z++)
    g->zone_start[z]--;

  insert = bottom ? g->zone_start[zone] : g->zone_start[zone + 1];
  memmove (&g->order[insert + 1], &g->order[insert], (n - 1 - insert) * sizeof g->order[0]);
  g->order[insert] = card;
  for (guint z = zone + 1; z <= GROTTO_N_ZONES; z++)
    g->zone_start[z]++;

  g->cards[card].zone = zone;
}

static void
update_knowledge (GrottoGame *g,
                  int         card,
                  guint       from,
                  guint       to)
{
  GrottoCardState *c = &g->cards[card];

  if (to == GROTTO_ZONE_TABLE)
    {
      c->known = GROTTO_ALL_KNOW;
      return;
    }
  switch (GROTTO_ZONE_KIND (to))
    {
    case GROTTO_ZONE_DECK:
      c->known = 0;
      break;
    case GROTTO_ZONE_HAND:
      /* Only the holder looks; a card others saw stays known to them. A card going into a
       * deck is forgotten there, so a deck card is known only to whoever looked at it since
       * (a search, a revealed top card). */
      c->known |= 1u << GROTTO_ZONE_SEAT (to);
      break;
    case GROTTO_ZONE_POOL:
    case GROTTO_ZONE_SCORE:
      /* Spent or scored face down: whoever saw it remembers it; off an unseen deck nobody
       * does (its cards' knowledge says who looked). */
      break;
    case GROTTO_ZONE_PLAY:
      if (!(c->flags & GROTTO_CARD_FACE_DOWN))
        c->known = GROTTO_ALL_KNOW;
      break;
    default:
      c->known = GROTTO_ALL_KNOW;
      break;
    }
}

/* What a card forgets when it leaves play. */
static void
clear_play_state (GrottoGame *g,
                  int         card)
{
  GrottoCardState *c = &g->cards[card];
  guint kept = 0;

  c->flags &= ~(GROTTO_CARD_RESTING | GROTTO_CARD_SADNESS | GROTTO_CARD_MOVED
                | GROTTO_CARD_ATTACKING | GROTTO_CARD_DEFENDING | GROTTO_CARD_NEW
                | GROTTO_CARD_ATTACKED | GROTTO_CARD_DAMAGED | GROTTO_CARD_USED
                | GROTTO_CARD_DEFEATED | GROTTO_CARD_SIDELINE_SUMMON
                | GROTTO_CARD_GROTTO_SUMMON | GROTTO_CARD_FACE_DOWN);
  c->damage = 0;
  c->aux = 0;
  c->host = GROTTO_NO_CARD;
  for (guint i = 0; i < g->n_marks; i++)
    if (g->marks[i].card != card)
      g->marks[kept++] = g->marks[i];
  if (kept < g->n_marks)
    memset (&g->marks[kept], 0, (g->n_marks - kept) * sizeof g->marks[0]);
  g->n_marks = kept;
}

guint
grotto_attached (const GrottoGame *g,
                 int               host,
                 int              *out)
{
  guint zone = g->cards[host].zone, n = 0;

  if (zone == GROTTO_ZONE_TABLE || GROTTO_ZONE_KIND (zone) != GROTTO_ZONE_PLAY)
    return 0;
  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    if (g->cards[g->order[i]].host == host)
      {
        if (out != NULL)
          out[n] = g->order[i];
        n++;
      }
  return n;
}

guint
grotto_n_attached (const GrottoGame *g,
                   int               host)
{
  return grotto_attached (g, host, NULL);
}

/* Queues @card's own abilities of @trigger, for @seat. */
static void
queue_own (GrottoRun    *r,
           int           card,
           GrottoTrigger trigger,
           guint         seat,
           int           ctx_card,
           int           value)
{
  const GrottoScript *script = grotto_script (r->g, card);

  if (script == NULL || !grotto_script_has_trigger (script, trigger))
    return;
  for (guint a = 0; a < script->n_abilities; a++)
    if (script->abilities[a].trigger == trigger)
      grotto_queue (r, card, a, seat, ctx_card, seat, value);
}

/* A card attached face up to @host (a Beast or Grotto) went to its owner's discard. */
static void
attached_discarded (GrottoRun *r,
                    int        card,
                    int        host,
                    gboolean   face_up)
{
  GrottoGame *g = r->g;
  guint kind = grotto_def (g, host)->kind;

  if (!face_up || (kind != GROTTO_KIND_BEAST && kind != GROTTO_KIND_GROTTO)
      || g->cards[card].zone != GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, g->cards[card].owner))
    return;
  queue_own (r, card, GROTTO_TRIG_DISCARDED_ATTACHED, g->cards[card].owner, card, 0);
}

/* The Challenger that keeps the cards attached to @host, a Beast or Grotto leaving play from
 * @from for the discard @to, while its controller has another Beast or Grotto in play to move
 * them onto (card 28 of the real list); GROTTO_NO_CARD when none does. */
static int
attached_keeper (const GrottoGame *g,
                 int               host,
                 guint             from,
                 guint             to)
{
  guint seat = GROTTO_ZONE_SEAT (from);
  int challenger = g->seats[seat].challenger;
  const GrottoScript *script;
  guint kind = grotto_def (g, host)->kind;

  if (to == GROTTO_ZONE_TABLE || GROTTO_ZONE_KIND (to) != GROTTO_ZONE_DISCARD
      || challenger == GROTTO_NO_CARD || challenger == host
      || (kind != GROTTO_KIND_BEAST && kind != GROTTO_KIND_GROTTO)
      || g->cards[challenger].spot == GROTTO_NO_SPOT
      || g->cards[challenger].zone != from
      || (g->cards[challenger].flags & GROTTO_CARD_FACE_DOWN))
    return GROTTO_NO_CARD;
  script = grotto_script (g, challenger);
  if (script == NULL || !grotto_script_has_trigger (script, GROTTO_TRIG_KEEPS_ATTACHED))
    return GROTTO_NO_CARD;
  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int other = g->spots[seat][p];

      if (other != GROTTO_NO_CARD && other != host
          && !(g->cards[other].flags & GROTTO_CARD_FACE_DOWN)
          && (grotto_def (g, other)->kind == GROTTO_KIND_BEAST
              || grotto_def (g, other)->kind == GROTTO_KIND_GROTTO))
        return challenger;
    }
  return GROTTO_NO_CARD;
}

/* A card of @from (a hand or deck) went to the discard: an opponent's effect did it? */
static void
discarded_by (GrottoRun *r,
              int        card,
              guint      from)
{
  GrottoGame *g = r->g;
  guint owner = g->cards[card].owner;
  const GrottoFrame *f;

  if (from == GROTTO_ZONE_TABLE || g->n_frames == 0
      || (GROTTO_ZONE_KIND (from) != GROTTO_ZONE_HAND && GROTTO_ZONE_KIND (from) != GROTTO_ZONE_DECK)
      || g->cards[card].zone != GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, owner))
    return;
  f = &g->frames[g->n_frames - 1];
  if (f->seat != owner && f->source != GROTTO_NO_CARD)
    grotto_fire (r, GROTTO_TRIG_OPP_MADE_DISCARD, card, owner, 0);
}

void
grotto_move (GrottoRun *r,
             int        card,
             guint      zone,
             gboolean   bottom)
{
  GrottoGame *g = r->g;
  GrottoCardState *c = &g->cards[card];
  guint from = c->zone;
  gboolean was_in_play = from != GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (from) == GROTTO_ZONE_PLAY;
  GameEvent ev = { 0 };

  if (was_in_play && c->spot != GROTTO_NO_SPOT)
    {
      g->spots[GROTTO_ZONE_SEAT (from)][c->spot] = GROTTO_NO_CARD;
      c->spot = GROTTO_NO_SPOT;
    }
  if (was_in_play && (zone == GROTTO_ZONE_TABLE || GROTTO_ZONE_KIND (zone) != GROTTO_ZONE_PLAY))
    {
      int attached[GROTTO_MAX_CARDS];
      guint n = grotto_attached (g, card, attached);

      int keeper = n > 0 ? attached_keeper (g, card, from, zone) : GROTTO_NO_CARD;

      /* Attached cards leave with their host, to their owners' discards (002 "Attaching
       * Cards"), unless a Challenger keeps them for a moment to move them on. */
      for (guint i = 0; i < n; i++)
        {
          gboolean face_up = !(g->cards[attached[i]].flags & GROTTO_CARD_FACE_DOWN);

          if (keeper != GROTTO_NO_CARD)
            {
              grotto_attach (r, attached[i], keeper, face_up);
              queue_own (r, keeper, GROTTO_TRIG_KEEPS_ATTACHED, GROTTO_ZONE_SEAT (from),
                         attached[i], face_up);
              continue;
            }
          g->cards[attached[i]].host = GROTTO_NO_CARD;
          grotto_move (r, attached[i],
                       GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, g->cards[attached[i]].owner), FALSE);
          attached_discarded (r, attached[i], card, face_up);
        }
      clear_play_state (g, card);
    }
  else if (zone == GROTTO_ZONE_TABLE || GROTTO_ZONE_KIND (zone) != GROTTO_ZONE_PLAY)
    c->flags &= ~(GROTTO_CARD_FACE_DOWN | GROTTO_CARD_MARKED);

  relocate (g, card, zone, bottom);
  update_knowledge (g, card, from, zone);

  if (r->emit != NULL)
    {
      ev.kind = GROTTO_EV_MOVE;
      ev.seat = c->owner;
      ev.target_seat = GAME_NO_SEAT;
      ev.card = card;
      ev.target = c->host;
      ev.from_zone = from;
      ev.to_zone = zone;
      r->emit (g, &ev, r->data);
    }
}

void
grotto_shuffle (GrottoRun *r,
                guint      zone)
{
  GrottoGame *g = r->g;
  guint start = g->zone_start[zone];
  guint n = grotto_zone_size (g, zone);

  for (guint i = n; i > 1; i--)
    {
      guint j = grotto_rng_below (g, i);
      uint16_t tmp = g->order[start + i - 1];

      g->order[start + i - 1] = g->order[start + j];
      g->order[start + j] = tmp;
    }
  for (guint i = 0; i < n; i++)
    g->cards[g->order[start + i]].known = 0;
  /* The zone goes with the event: a Summoning Pool is shuffled too, and a reader must not
   * take it for the deck. */
  if (r->emit != NULL)
    {
      GameEvent ev = { 0 };

      ev.kind = GROTTO_EV_SHUFFLE;
      ev.seat = GROTTO_ZONE_SEAT (zone);
      ev.target_seat = GAME_NO_SEAT;
      ev.card = GROTTO_NO_CARD;
      ev.target = GROTTO_NO_CARD;
      ev.from_zone = zone;
      ev.to_zone = zone;
      ev.value = n;
      r->emit (g, &ev, r->data);
    }
  if (GROTTO_ZONE_KIND (zone) == GROTTO_ZONE_DECK)
    grotto_fire (r, GROTTO_TRIG_OPP_SHUFFLES, GROTTO_NO_CARD, GROTTO_ZONE_SEAT (zone), 0);
}

void
grotto_lose (GrottoRun *r,
             guint      seat)
{
  GrottoGame *g = r->g;
  guint left = 0, last = 0;

  if (g->step == GROTTO_STEP_GAME_OVER || grotto_seat_out (g, seat))
    return;
  g->seats[seat].flags |= GROTTO_SEAT_OUT;
  grotto_emit (r, GROTTO_EV_OUT, seat, GROTTO_NO_CARD, GROTTO_NO_CARD, 0);
  for (guint s = 0; s < g->n_seats; s++)
    if (!grotto_seat_out (g, s))
      {
        left++;
        last = s;
      }
  if (left <= 1)
    grotto_end_game (r, left == 1 ? 1u << last : 0, GROTTO_END_DEPLETION);
}

/* 002 "Player Deck Running Out": the discard becomes the deck; the opponents score after the
 * effect that ran the deck out is done. With no discard either, the seat loses. */
static void
deck_ran_out (GrottoRun *r,
              guint      seat,
              gboolean   needed)
{
  GrottoGame *g = r->g;
  guint deck = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat);
  guint discard = GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, seat);
  guint n = grotto_zone_size (g, discard);
  int challenger = g->seats[seat].challenger;

  if (grotto_zone_size (g, deck) > 0)
    return;
  /* A Challenger that asks for an empty deck (card 18 of the real list) keeps it empty until
   * a card must come from it. */
  if (!needed && challenger != GROTTO_NO_CARD
      && grotto_card_static (g, challenger, GROTTO_STATIC_DECK_WAITS) != NULL)
    return;
  if (n == 0)
    {
      grotto_lose (r, seat);
      return;
    }
  while (grotto_zone_size (g, discard) > 0)
    grotto_move (r, grotto_zone_top (g, discard), deck, FALSE);
  grotto_emit (r, GROTTO_EV_DEPLETION, seat, GROTTO_NO_CARD, GROTTO_NO_CARD, n);
  grotto_shuffle (r, deck);
  if (g->seats[seat].depletions < 255)
    g->seats[seat].depletions++;
}

void
grotto_deck_check (GrottoRun *r,
                   guint      seat)
{
  deck_ran_out (r, seat, FALSE);
}

int
grotto_attach_top (GrottoRun *r,
                   guint      seat,
                   int        host,
                   gboolean   face_up)
{
  GrottoGame *g = r->g;
  guint deck = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat);
  int card;

  if (grotto_zone_size (g, deck) == 0)
    deck_ran_out (r, seat, TRUE);
  card = grotto_zone_top (g, deck);
  if (card == GROTTO_NO_CARD)
    return GROTTO_NO_CARD;
  grotto_attach (r, card, host, face_up);
  if (grotto_zone_size (g, deck) == 0)
    deck_ran_out (r, seat, FALSE);
  return card;
}

/* Takes the top card of @seat's deck into @zone, reported as a draw when @draw, before a deck
 * this empties runs out: the log tells the draw before what it caused. */
static int
take_top (GrottoRun *r,
          guint      seat,
          guint      zone,
          gboolean   bottom,
          gboolean   draw)
{
  GrottoGame *g = r->g;
  guint deck = GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat);
  int card;

  if (grotto_zone_size (g, deck) == 0)
    deck_ran_out (r, seat, TRUE);
  card = grotto_zone_top (g, deck);
  if (card == GROTTO_NO_CARD)
    return GROTTO_NO_CARD;
  grotto_move (r, card, zone, bottom);
  if (draw)
    grotto_emit (r, GROTTO_EV_DRAW, seat, card, GROTTO_NO_CARD, 0);
  if (grotto_zone_size (g, deck) == 0)
    deck_ran_out (r, seat, FALSE);
  return card;
}

int
grotto_take_top (GrottoRun *r,
                 guint      seat,
                 guint      zone,
                 gboolean   bottom)
{
  return take_top (r, seat, zone, bottom, FALSE);
}

int
grotto_draw (GrottoRun *r,
             guint      seat)
{
  if (grotto_seat_out (r->g, seat))
    return GROTTO_NO_CARD;
  return take_top (r, seat, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, seat), FALSE, TRUE);
}

/* Lets @seat (GAME_NO_SEAT: every seat) see @card, with an event that says so: what a seat
 * learns is always reported, so its view can follow. */
void
grotto_show_to (GrottoRun *r,
                int        card,
                guint      seat)
{
  guint bits = seat == GAME_NO_SEAT ? GROTTO_ALL_KNOW : 1u << seat;

  if ((r->g->cards[card].known & bits) == bits)
    return;
  r->g->cards[card].known |= bits;
  grotto_emit (r, GROTTO_EV_LOOK, seat, card, GROTTO_NO_CARD, 0);
}

/* Who sees a score pile's faces: nobody, but a card may let its controller look. */
static guint
score_watchers (const GrottoGame *g)
{
  guint watchers = 0;

  if (!grotto_card_db_has_static (g->db, GROTTO_STATIC_SEES_SCORES))
    return 0;
  for (guint s = 0; s < g->n_seats; s++)
    if (grotto_seat_has_static (g, s, GROTTO_STATIC_SEES_SCORES))
      watchers |= 1u << s;
  return watchers;
}

static void
scored (GrottoRun *r,
        guint      seat,
        int        card,
        gboolean   from_top)
{
  GrottoGame *g = r->g;

  {
    guint watchers = score_watchers (g);

    for (guint s = 0; s < g->n_seats; s++)
      if ((watchers >> s) & 1)
        grotto_show_to (r, card, s);
  }
  if (g->seats[seat].scored_turn < 255)
    g->seats[seat].scored_turn++;
  r->score_changed = TRUE;
  grotto_emit (r, GROTTO_EV_SCORE, seat, card, GROTTO_NO_CARD, from_top);
  grotto_fire (r, GROTTO_TRIG_YOU_SCORE, card, seat, 1);
  grotto_fire (r, GROTTO_TRIG_OPP_SCORES, card, seat, 1);
  if (from_top)
    grotto_fire (r, GROTTO_TRIG_YOU_SCORE_TOP, card, seat, 1);
}

guint
grotto_score_top (GrottoRun *r,
                  guint      seat,
                  guint      n)
{
  guint done = 0;

  for (guint i = 0; i < n && !grotto_seat_out (r->g, seat); i++)
    {
      int card = grotto_take_top (r, seat, GROTTO_ZONE_ID (GROTTO_ZONE_SCORE, seat), FALSE);

      if (card == GROTTO_NO_CARD)
        break;
      scored (r, seat, card, TRUE);
      done++;
    }
  return done;
}

void
grotto_score_card (GrottoRun *r,
                   guint      seat,
                   int        card)
{
  GrottoGame *g = r->g;
  guint from = g->cards[card].zone;

  if (from != GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (from) == GROTTO_ZONE_PLAY)
    grotto_leave_play (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_SCORE, seat), FALSE);
  else
    grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_SCORE, seat), FALSE);
  if (from != GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (from) == GROTTO_ZONE_DECK)
    deck_ran_out (r, GROTTO_ZONE_SEAT (from), FALSE);
  scored (r, seat, card, FALSE);
}

void
grotto_mill (GrottoRun *r,
             guint      seat,
             guint      n)
{
  for (guint i = 0; i < n && !grotto_seat_out (r->g, seat); i++)
    {
      int card = grotto_take_top (r, seat, GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, seat), FALSE);

      if (card == GROTTO_NO_CARD)
        break;
      discarded_by (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat));
    }
}

void
grotto_place (GrottoRun *r,
              int        card,
              guint      seat,
              guint      spot)
{
  GrottoGame *g = r->g;
  GrottoCardState *c = &g->cards[card];
  guint zone = GROTTO_ZONE_ID (GROTTO_ZONE_PLAY, seat);

  g_assert (spot < GROTTO_N_SPOTS && g->spots[seat][spot] == GROTTO_NO_CARD);

  if (c->zone == zone && c->spot != GROTTO_NO_SPOT)
    g->spots[seat][c->spot] = GROTTO_NO_CARD;
  else if (c->zone != zone)
    {
      c->flags &= ~GROTTO_CARD_FACE_DOWN;
      grotto_move (r, card, zone, FALSE);
    }
  c->host = GROTTO_NO_CARD;
  c->flags &= ~GROTTO_CARD_FACE_DOWN;
  c->known = GROTTO_ALL_KNOW;
  c->spot = spot;
  g->spots[seat][spot] = card;
  grotto_emit (r, GROTTO_EV_PLACE, seat, card, GROTTO_NO_CARD, spot);
}

void
grotto_attach (GrottoRun *r,
               int        card,
               int        host,
               gboolean   face_up)
{
  GrottoGame *g = r->g;
  GrottoCardState *c = &g->cards[card];
  guint zone = g->cards[host].zone;
  guint from = c->zone;
  gboolean in_play = from != GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (from) == GROTTO_ZONE_PLAY;

  /* A card in play keeps nothing of its old place: its own attachments go, its spot frees. */
  if (in_play)
    {
      int attached[GROTTO_MAX_CARDS];
      guint n = grotto_attached (g, card, attached);

      for (guint i = 0; i < n; i++)
        grotto_move (r, attached[i],
                     GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, g->cards[attached[i]].owner), FALSE);
      if (c->spot != GROTTO_NO_SPOT)
        g->spots[GROTTO_ZONE_SEAT (from)][c->spot] = GROTTO_NO_CARD;
      c->spot = GROTTO_NO_SPOT;
      clear_play_state (g, card);
    }
  if (face_up)
    c->flags &= ~GROTTO_CARD_FACE_DOWN;
  else
    c->flags |= GROTTO_CARD_FACE_DOWN;
  if (c->zone != zone)
    grotto_move (r, card, zone, FALSE);
  else if (face_up)
    c->known = GROTTO_ALL_KNOW;
  c->host = host;
  grotto_emit (r, GROTTO_EV_ATTACH, grotto_controller (g, host), card, host, face_up);
}

void
grotto_leave_play (GrottoRun *r,
                   int        card,
                   guint      zone,
                   gboolean   bottom)
{
  grotto_move (r, card, zone, bottom);
}

/* Where a card leaving play for the discard goes instead, when something says so. */
static gboolean
replace_discard (GrottoRun *r,
                 int        card)
{
  GrottoGame *g = r->g;
  const GrottoCardDef *def = grotto_def (g, card);
  guint seat = grotto_controller (g, card);

  if (def->kind != GROTTO_KIND_BEAST)
    return FALSE;
  /* "Up in the air" for the controller's Beasts: back to the owner's hand. */
  if (grotto_seat_has_grant (g, seat, GROTTO_GRANT_RETURN_ON_DISCARD) && g->cards[card].owner == seat)
    {
      grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, g->cards[card].owner), FALSE);
      return TRUE;
    }
  return FALSE;
}

void
grotto_discard_from_play (GrottoRun *r,
                          int        card)
{
  GrottoGame *g = r->g;
  guint seat = grotto_controller (g, card);
  guint spot = g->cards[card].spot;
  int above = GROTTO_NO_CARD, under = GROTTO_NO_CARD;
  const GrottoCardDef *def = grotto_def (g, card);
  gboolean on_spot = spot != GROTTO_NO_SPOT;
  int value = spot;

  if (g->cards[card].flags & GROTTO_CARD_DEFENDING)
    value |= GROTTO_LEFT_DEFENDING;
  if (g->cards[card].flags & GROTTO_CARD_ATTACKING)
    value |= GROTTO_LEFT_ATTACKING;

  if (on_spot && grotto_spot_is_team (spot))
    under = g->spots[seat][spot + GROTTO_SPOTS];
  if (on_spot && grotto_spot_is_sideline (spot))
    above = g->spots[seat][spot - GROTTO_SPOTS];

  if (!replace_discard (r, card))
    grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, g->cards[card].owner), FALSE);
  if (!on_spot)
    return;
  /* What answers a card going to the discard from play: the card itself, its owner's other
   * cards, the Grotto under it, the Beast above it. */
  if (g->cards[card].zone == GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, g->cards[card].owner))
    {
      const GrottoScript *script = def->script;

      if (script != NULL && grotto_script_has_trigger (script, GROTTO_TRIG_DISCARDED))
        for (guint a = 0; a < script->n_abilities; a++)
          if (script->abilities[a].trigger == GROTTO_TRIG_DISCARDED)
            grotto_queue (r, card, a, seat, card, seat, value);
      grotto_fire (r, GROTTO_TRIG_OWN_DISCARDED, card, seat, value);
      if (def->kind == GROTTO_KIND_GROTTO)
        grotto_fire (r, GROTTO_TRIG_OWN_GROTTO_DISCARDED, card, seat, spot);
      if (under != GROTTO_NO_CARD && def->kind == GROTTO_KIND_BEAST)
        {
          const GrottoScript *s = grotto_script (g, under);

          if (s != NULL && grotto_script_has_trigger (s, GROTTO_TRIG_ABOVE_DISCARDED))
            for (guint a = 0; a < s->n_abilities; a++)
              if (s->abilities[a].trigger == GROTTO_TRIG_ABOVE_DISCARDED)
                grotto_queue (r, under, a, seat, card, seat, spot);
        }
      if (above != GROTTO_NO_CARD && def->kind == GROTTO_KIND_GROTTO)
        {
          const GrottoScript *s = grotto_script (g, above);

          if (s != NULL && grotto_script_has_trigger (s, GROTTO_TRIG_UNDER_DISCARDED))
            for (guint a = 0; a < s->n_abilities; a++)
              if (s->abilities[a].trigger == GROTTO_TRIG_UNDER_DISCARDED)
                grotto_queue (r, above, a, seat, card, seat, spot);
        }
    }
}

void
grotto_discard (GrottoRun *r,
                int        card)
{
  GrottoGame *g = r->g;
  guint from = g->cards[card].zone;

  if (from != GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (from) == GROTTO_ZONE_PLAY)
    {
      if (g->cards[card].spot != GROTTO_NO_SPOT)
        grotto_discard_from_play (r, card);
      else
        {
          int host = g->cards[card].host;
          gboolean face_up = !(g->cards[card].flags & GROTTO_CARD_FACE_DOWN);

          grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, g->cards[card].owner), FALSE);
          if (host != GROTTO_NO_CARD)
            attached_discarded (r, card, host, face_up);
        }
      return;
    }
  grotto_move (r, card, GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, g->cards[card].owner), FALSE);
  discarded_by (r, card, from);
  if (from != GROTTO_ZONE_TABLE && GROTTO_ZONE_KIND (from) == GROTTO_ZONE_DECK)
    deck_ran_out (r, GROTTO_ZONE_SEAT (from), FALSE);
}

void
grotto_rest (GrottoRun *r,
             int        card)
{
  GrottoGame *g = r->g;
  const GrottoScript *script;

  if (g->cards[card].flags & GROTTO_CARD_RESTING)
    return;
  g->cards[card].flags |= GROTTO_CARD_RESTING;
  grotto_emit (r, GROTTO_EV_REST, grotto_controller (g, card), card, GROTTO_NO_CARD, 0);
  script = grotto_script (g, card);
  if (script != NULL && grotto_script_has_trigger (script, GROTTO_TRIG_RESTS))
    for (guint a = 0; a < script->n_abilities; a++)
      if (script->abilities[a].trigger == GROTTO_TRIG_RESTS)
        grotto_queue (r, card, a, grotto_controller (g, card), card,
                      grotto_controller (g, card), 0);
}

void
grotto_wake (GrottoRun *r,
             int        card)
{
  GrottoGame *g = r->g;

  if (!(g->cards[card].flags & GROTTO_CARD_RESTING))
    return;
  g->cards[card].flags &= ~GROTTO_CARD_RESTING;
  grotto_emit (r, GROTTO_EV_WAKE, grotto_controller (g, card), card, GROTTO_NO_CARD, 0);
}

void
grotto_reveal (GrottoRun *r,
               int        card)
{
  r->g->cards[card].known = GROTTO_ALL_KNOW;
  grotto_emit (r, GROTTO_EV_REVEAL, r->g->cards[card].owner, card, GROTTO_NO_CARD, 0);
}

int
grotto_card_above (const GrottoGame *g,
                   int               card)
{
  guint spot = g->cards[card].spot;

  if (spot == GROTTO_NO_SPOT || !grotto_spot_is_sideline (spot))
    return GROTTO_NO_CARD;
  return g->spots[grotto_controller (g, card)][spot - GROTTO_SPOTS];
}

int
grotto_card_under (const GrottoGame *g,
                   int               card)
{
  guint spot = g->cards[card].spot;

  if (spot == GROTTO_NO_SPOT || !grotto_spot_is_team (spot))
    return GROTTO_NO_CARD;
  return g->spots[grotto_controller (g, card)][spot + GROTTO_SPOTS];
}

gboolean
grotto_is_beside (const GrottoGame *g,
                  int               card,
                  int               other)
{
  guint a = g->cards[card].spot, b = g->cards[other].spot;

  if (a == GROTTO_NO_SPOT || b == GROTTO_NO_SPOT
      || grotto_controller (g, card) != grotto_controller (g, other)
      || grotto_spot_is_team (a) != grotto_spot_is_team (b))
    return FALSE;
  return a + 1 == b || b + 1 == a;
}

gboolean
grotto_above_grotto (const GrottoGame *g,
                     int               card)
{
  int under = grotto_card_under (g, card);

  return under != GROTTO_NO_CARD && grotto_def (g, under)->kind == GROTTO_KIND_GROTTO;
}

guint
grotto_n_in_play (const GrottoGame *g,
                  guint             seat,
                  guint             kinds)
{
  guint n = 0;

  for (guint s = 0; s < GROTTO_N_SPOTS; s++)
    {
      int card = g->spots[seat][s];

      if (card != GROTTO_NO_CARD && (kinds & (1u << grotto_def (g, card)->kind)))
        n++;
    }
  return n;
}

/* ---- Public zone access -------------------------------------------------------------- */

guint
grotto_game_zone_size (const GrottoGame *game,
                       GrottoZoneKind    kind,
                       guint             seat)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (kind < GROTTO_N_SEAT_ZONES && seat < GROTTO_MAX_SEATS, 0);

  return grotto_zone_size (game, GROTTO_ZONE_ID (kind, seat));
}

int
grotto_game_zone_card (const GrottoGame *game,
                       GrottoZoneKind    kind,
                       guint             seat,
                       guint             index)
{
  guint zone;

  g_return_val_if_fail (game != NULL, GROTTO_NO_CARD);
  g_return_val_if_fail (kind < GROTTO_N_SEAT_ZONES && seat < GROTTO_MAX_SEATS, GROTTO_NO_CARD);

  zone = GROTTO_ZONE_ID (kind, seat);
  g_return_val_if_fail (index < grotto_zone_size (game, zone), GROTTO_NO_CARD);
  return grotto_zone_at (game, zone, index);
}

const GrottoCardDef *
grotto_game_card_def (const GrottoGame *game,
                      int               card)
{
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, NULL);

  return grotto_def (game, card);
}

int
grotto_game_spot_card (const GrottoGame *game,
                       guint             seat,
                       guint             spot)
{
  g_return_val_if_fail (game != NULL, GROTTO_NO_CARD);
  g_return_val_if_fail (seat < GROTTO_MAX_SEATS && spot < GROTTO_N_SPOTS, GROTTO_NO_CARD);

  return game->spots[seat][spot];
}

guint
grotto_game_scored (const GrottoGame *game,
                    guint             seat)
{
  g_return_val_if_fail (game != NULL && seat < GROTTO_MAX_SEATS, 0);

  return grotto_zone_size (game, GROTTO_ZONE_ID (GROTTO_ZONE_SCORE, seat));
}

guint
grotto_game_summon_spots (const GrottoGame *game,
                          int               card,
                          guint             seat,
                          guint            *out_replace)
{
  guint replace = 0, spots;

  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, 0);
  g_return_val_if_fail (seat < game->n_seats, 0);

  spots = grotto_def (game, card)->kind == GROTTO_KIND_WISH
          ? 0 : grotto_summon_spots (game, card, seat, &replace);
  if (out_replace != NULL)
    *out_replace = grotto_def (game, card)->kind == GROTTO_KIND_WISH ? 0 : replace;
  return spots;
}

gboolean
grotto_game_card_visible_to (const GrottoGame *game,
                             int               card,
                             int               viewer)
{
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, FALSE);

  if (viewer == GAME_VIEWER_ALL)
    return TRUE;
  /* What every seat knows. */
  if (viewer == GAME_VIEWER_PUBLIC)
    {
      guint everyone = (1u << game->n_seats) - 1;

      return (game->cards[card].known & everyone) == everyone;
    }
  if (viewer < 0 || viewer >= GROTTO_MAX_SEATS)
    return FALSE;
  return (game->cards[card].known >> viewer) & 1;
}

/* ---- Sampled worlds ------------------------------------------------------------------ */

static int
compare_u16 (const void *a,
             const void *b)
{
  return (int) *(const uint16_t *) a - (int) *(const uint16_t *) b;
}

/* A card whose identity a seat cannot see but whose place it can: a face-down Challenger
 * before the start keeps its slot and takes the seat's own Challenger's face (any
 * Challenger would do; this one depends on nothing hidden). Other hidden cards of one owner
 * are dealt again among that owner's hidden slots, after a canonical sort so that the deal
 * cannot depend on where they really are. */
void
grotto_game_sample_world (const GrottoGame *game,
                          guint             seat,
                          uint64_t          seed,
                          GrottoGame       *out)
{
  uint64_t state = seed ^ 0x2545f4914f6cdd1dull;

  g_return_if_fail (game != NULL && out != NULL);
  g_return_if_fail (seat < game->n_seats);

  grotto_game_copy (out, game);
  /* The deal draws from a stream of its own (the game's would tell its future). */
  out->rng[0] = game_splitmix64 (&state);
  out->rng[1] = game_splitmix64 (&state) | 1;

  for (guint owner = 0; owner < out->n_seats; owner++)
    {
      uint16_t defs[GROTTO_MAX_CARDS];
      int slots[GROTTO_MAX_CARDS];
      guint n = 0;

      for (guint c = 0; c < out->n_cards; c++)
        {
          if (out->cards[c].owner != owner || ((out->cards[c].known >> seat) & 1))
            continue;
          if ((int) c == out->seats[owner].challenger)
            {
              int own = out->seats[seat].challenger;

              if (own != GROTTO_NO_CARD)
                out->cards[c].def = out->cards[own].def;
              continue;
            }
          defs[n] = out->cards[c].def;
          slots[n++] = c;
        }
      if (n < 2)
        continue;
      qsort (defs, n, sizeof defs[0], compare_u16);
      for (guint i = n; i > 1; i--)
        {
          guint j = grotto_rng_below (out, i);
          uint16_t tmp = defs[i - 1];

          defs[i - 1] = defs[j];
          defs[j] = tmp;
        }
      for (guint i = 0; i < n; i++)
        out->cards[slots[i]].def = defs[i];
    }

  /* The real game's stream would tell future shuffles and coins: a fresh one. */
  out->rng[0] = game_splitmix64 (&state);
  out->rng[1] = game_splitmix64 (&state) | 1;
}

/* ---- Invariants ---------------------------------------------------------------------- */

gboolean
grotto_game_check_invariants (const GrottoGame *game,
                              char            **message)
{
  const GrottoGame *g = game;
  guint8 seen[GROTTO_MAX_CARDS] = { 0 };

  g_return_val_if_fail (game != NULL, FALSE);

#define FAIL(...) G_STMT_START { if (message) *message = g_strdup_printf (__VA_ARGS__); return FALSE; } G_STMT_END

  if (g->n_cards > GROTTO_MAX_CARDS)
    FAIL ("%u cards, past the capacity", g->n_cards);
  if (g->zone_start[0] != 0 || g->zone_start[GROTTO_N_ZONES] != g->n_cards)
    FAIL ("zone slices do not cover the %u cards", g->n_cards);
  for (guint z = 0; z < GROTTO_N_ZONES; z++)
    {
      if (g->zone_start[z] > g->zone_start[z + 1])
        FAIL ("zone %u has a negative size", z);
      for (guint i = g->zone_start[z]; i < g->zone_start[z + 1]; i++)
        {
          guint card = g->order[i];

          if (card >= g->n_cards)
            FAIL ("zone %u holds card %u, past the %u cards", z, card, g->n_cards);
          if (seen[card]++)
            FAIL ("card %u is in two places", card);
          if (g->cards[card].zone != z)
            FAIL ("card %u is listed in zone %u but says zone %u", card, z, g->cards[card].zone);
        }
    }
  for (guint c = 0; c < g->n_cards; c++)
    {
      const GrottoCardState *s = &g->cards[c];
      gboolean in_play = s->zone != GROTTO_ZONE_TABLE
                         && GROTTO_ZONE_KIND (s->zone) == GROTTO_ZONE_PLAY;
      const GrottoCardDef *def;

      if (!seen[c])
        FAIL ("card %u is in no zone", c);
      if (s->def >= grotto_card_db_get_n_cards (g->db))
        FAIL ("card %u has an unknown definition", c);
      if (s->owner >= g->n_seats)
        FAIL ("card %u has no owner", c);
      def = grotto_card_db_get (g->db, s->def);
      if (!in_play && (s->spot != GROTTO_NO_SPOT || s->host != GROTTO_NO_CARD))
        FAIL ("card %u is out of play but has a spot or a host", c);
      if (in_play && (s->spot == GROTTO_NO_SPOT) == (s->host == GROTTO_NO_CARD))
        FAIL ("card %u in play has %s", c, s->spot == GROTTO_NO_SPOT ? "neither a spot nor a host"
                                                                       : "both a spot and a host");
      if (s->spot != GROTTO_NO_SPOT)
        {
          if (s->spot >= GROTTO_N_SPOTS || g->spots[GROTTO_ZONE_SEAT (s->zone)][s->spot] != (int) c)
            FAIL ("card %u says spot %u, which does not hold it", c, s->spot);
          if (def->kind == GROTTO_KIND_GROTTO && !grotto_spot_is_sideline (s->spot))
            FAIL ("Grotto %u is on the Team", c);
          if (def->kind == GROTTO_KIND_CHALLENGER && !grotto_spot_is_team (s->spot))
            FAIL ("Challenger %u is on the Sideline", c);
          if (def->kind == GROTTO_KIND_WISH)
            FAIL ("Wish %u is on a spot", c);
        }
      if (s->host != GROTTO_NO_CARD)
        {
          if (s->host < 0 || s->host >= g->n_cards || s->host == (int) c)
            FAIL ("card %u is attached to a card that cannot hold it", c);
          if (g->cards[s->host].zone != s->zone)
            FAIL ("card %u is attached to card %d in another zone", c, s->host);
          if (g->cards[s->host].spot == GROTTO_NO_SPOT)
            FAIL ("card %u is attached to card %d, which is not on a spot", c, s->host);
          if (def->kind == GROTTO_KIND_CHALLENGER)
            FAIL ("Challenger %u is attached", c);
        }
      if (def->kind == GROTTO_KIND_CHALLENGER && s->zone != GROTTO_ZONE_ID (GROTTO_ZONE_PLAY, s->owner))
        FAIL ("Challenger %u left its Team", c);
    }
  for (guint s = 0; s < g->n_seats; s++)
    for (guint p = 0; p < GROTTO_N_SPOTS; p++)
      {
        int card = g->spots[s][p];

        if (card == GROTTO_NO_CARD)
          continue;
        if (card < 0 || card >= g->n_cards || g->cards[card].spot != p
            || g->cards[card].zone != GROTTO_ZONE_ID (GROTTO_ZONE_PLAY, s))
          FAIL ("spot %u of seat %u holds card %d, which is elsewhere", p, s, card);
      }
  if (g->n_frames > GROTTO_MAX_FRAMES || g->n_pending > GROTTO_MAX_PENDING
      || g->n_marks > GROTTO_MAX_MARKS)
    FAIL ("a stack overflowed");
#undef FAIL
  return TRUE;
}

static gboolean
card_or_none (int   card,
              guint n_cards)
{
  return card == GROTTO_NO_CARD || (card >= 0 && (guint) card < n_cards);
}

static gboolean
seat_or_none (guint seat,
              guint n_seats)
{
  return seat == GROTTO_NO_SEAT || seat < n_seats;
}

gboolean
grotto_game_check_view (GrottoGame         *view,
                        const GrottoCardDb *db,
                        char              **message)
{
  GrottoGame *g = view;
  guint8 seen[GROTTO_MAX_CARDS] = { 0 };
  guint n_defs;

  g_return_val_if_fail (view != NULL && db != NULL, FALSE);

#define FAIL(...) G_STMT_START { if (message) *message = g_strdup_printf (__VA_ARGS__); return FALSE; } G_STMT_END

  g->db = db;
  n_defs = grotto_card_db_get_n_cards (db);
  /* Counts first: everything after indexes arrays by them. */
  if (g->n_seats < 2 || g->n_seats > GROTTO_MAX_SEATS)
    FAIL ("%u seats", g->n_seats);
  if (g->n_cards > GROTTO_MAX_CARDS)
    FAIL ("%u cards, more than %u", g->n_cards, GROTTO_MAX_CARDS);
  if (g->n_frames > GROTTO_MAX_FRAMES || g->n_pending > GROTTO_MAX_PENDING
      || g->n_marks > GROTTO_MAX_MARKS)
    FAIL ("a stack overflowed");
  if (g->zone_start[0] != 0 || g->zone_start[GROTTO_N_ZONES] != g->n_cards)
    FAIL ("zone slices do not cover the %u cards", g->n_cards);
  for (guint z = 0; z < GROTTO_N_ZONES; z++)
    if (g->zone_start[z] > g->zone_start[z + 1])
      FAIL ("zone %u has a negative size", z);
  for (guint z = 0; z < GROTTO_N_ZONES; z++)
    for (guint i = g->zone_start[z]; i < g->zone_start[z + 1]; i++)
      {
        guint card = g->order[i];

        if (card >= g->n_cards)
          FAIL ("zone %u holds card %u, past the %u cards", z, card, g->n_cards);
        if (seen[card]++)
          FAIL ("card %u is in two places", card);
        if (g->cards[card].zone != z)
          FAIL ("card %u is listed in zone %u but says zone %u", card, z, g->cards[card].zone);
      }

  /* Before the first seat is chosen, the turn's seats are none. */
  if (!seat_or_none (g->active, g->n_seats) || !seat_or_none (g->first_seat, g->n_seats)
      || !seat_or_none (g->deciding, g->n_seats))
    FAIL ("the active, first or deciding seat is not at the table");
  if (!seat_or_none (g->previous_loser, g->n_seats) || !seat_or_none (g->mulligan_seat, g->n_seats))
    FAIL ("a seat not at the table");
  if (g->step >= GROTTO_N_STEPS || g->phase > GROTTO_PHASE_GAME_OVER
      || g->end_reason > GROTTO_END_UNRESOLVED)
    FAIL ("an unknown step, phase or end");
  if (g->winners >> g->n_seats)
    FAIL ("a winner who is not at the table");
  /* The play functions read the hand of the deciding seat, and past the mulligans the
   * active seat's zones, the summon, the battle or the effect the phase is about. */
  if (g->phase != GROTTO_PHASE_NONE && g->phase != GROTTO_PHASE_GAME_OVER
      && g->deciding >= g->n_seats)
    FAIL ("a decision for no seat");
  if (g->phase >= GROTTO_PHASE_ACTION && g->phase != GROTTO_PHASE_GAME_OVER
      && g->active >= g->n_seats)
    FAIL ("a turn of no seat");
  if ((g->phase == GROTTO_PHASE_PAY || g->phase == GROTTO_PHASE_SPOT)
      && g->summon.card == GROTTO_NO_CARD)
    FAIL ("a summon of no card");
  if (g->phase >= GROTTO_PHASE_OPPONENT && g->phase <= GROTTO_PHASE_ASSIGN
      && (!g->battle.active || g->battle.attacker >= g->n_seats
          || (g->phase != GROTTO_PHASE_OPPONENT && g->battle.defender >= g->n_seats)))
    FAIL ("a battle step with no battle");
  if (g->phase == GROTTO_PHASE_EFFECT && g->n_frames == 0)
    FAIL ("a question of no effect");

  for (guint c = 0; c < g->n_cards; c++)
    {
      const GrottoCardState *s = &g->cards[c];

      if (!seen[c])
        FAIL ("card %u is in no zone", c);
      if (s->def >= n_defs && s->def != GROTTO_HIDDEN_DEF)
        FAIL ("card %u has an unknown definition", c);
      if (s->owner >= g->n_seats)
        FAIL ("card %u has no owner at the table", c);
      if (s->zone != GROTTO_ZONE_TABLE && GROTTO_ZONE_SEAT (s->zone) >= g->n_seats)
        FAIL ("card %u is in the zone of a seat not at the table", c);
      if (s->spot != GROTTO_NO_SPOT
          && (s->spot >= GROTTO_N_SPOTS || s->zone == GROTTO_ZONE_TABLE
              || GROTTO_ZONE_KIND (s->zone) != GROTTO_ZONE_PLAY
              || g->spots[GROTTO_ZONE_SEAT (s->zone)][s->spot] != (int) c))
        FAIL ("card %u says spot %u, which does not hold it", c, s->spot);
      if (s->host != GROTTO_NO_CARD
          && (s->host < 0 || s->host >= g->n_cards || s->host == (int) c
              || g->cards[s->host].zone != s->zone))
        FAIL ("card %u is attached to a card that cannot hold it", c);
    }
  for (guint s = 0; s < GROTTO_MAX_SEATS; s++)
    for (guint p = 0; p < GROTTO_N_SPOTS; p++)
      {
        int card = g->spots[s][p];

        if (card == GROTTO_NO_CARD)
          continue;
        if (s >= g->n_seats || card < 0 || card >= g->n_cards || g->cards[card].spot != p
            || g->cards[card].zone != GROTTO_ZONE_ID (GROTTO_ZONE_PLAY, s))
          FAIL ("spot %u of seat %u holds card %d, which is elsewhere", p, s, card);
      }
  for (guint s = 0; s < g->n_seats; s++)
    if (!card_or_none (g->seats[s].challenger, g->n_cards))
      FAIL ("seat %u's Challenger does not exist", s);
  /* The defender is none until the attacker chose one. */
  if (g->battle.active && (!seat_or_none (g->battle.attacker, g->n_seats)
                           || !seat_or_none (g->battle.defender, g->n_seats)
                           || g->battle.side > 1))
    FAIL ("a battle between seats not at the table");
  if (!card_or_none (g->summon.card, g->n_cards)
      || (g->summon.card != GROTTO_NO_CARD && g->summon.seat >= g->n_seats))
    FAIL ("a summon of a card that does not exist");
  for (guint f = 0; f < g->n_frames; f++)
    {
      const GrottoFrame *frame = &g->frames[f];

      if ((!(frame->flags & GROTTO_FRAME_HANDLER) && !card_or_none (frame->source, g->n_cards))
          || !card_or_none (frame->target, g->n_cards) || !card_or_none (frame->target2, g->n_cards)
          || !card_or_none (frame->context, g->n_cards))
        FAIL ("effect %u names a card that does not exist", f);
      if (frame->seat >= g->n_seats || !seat_or_none (frame->decider, g->n_seats)
          || !seat_or_none (frame->player, g->n_seats) || !seat_or_none (frame->ctx_seat, g->n_seats))
        FAIL ("effect %u names a seat not at the table", f);
      if (frame->waiting > GROTTO_CHOICE_VALUE)
        FAIL ("effect %u waits for an unknown choice", f);
    }
  for (guint i = 0; i < g->n_pending; i++)
    if (!card_or_none (g->pending[i].card, g->n_cards)
        || !card_or_none (g->pending[i].context, g->n_cards)
        || g->pending[i].seat >= g->n_seats || !seat_or_none (g->pending[i].ctx_seat, g->n_seats))
      FAIL ("pending effect %u names a card or seat that does not exist", i);
  for (guint i = 0; i < g->n_marks; i++)
    if (!card_or_none (g->marks[i].card, g->n_cards) || !seat_or_none (g->marks[i].seat, g->n_seats))
      FAIL ("mark %u names a card or seat that does not exist", i);
#undef FAIL
  return TRUE;
}
