/* grotto-game-targets.c: Grotto Beasts! card effects: the seats a step acts for and what it
 * may choose (cards matching a filter, hand cards, empty spots), as the options it asks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "grotto-game-private.h"

/* ---- Seats a step acts for ----------------------------------------------------------------- */

guint
grotto_step_seats (const GrottoGame  *g,
                   const GrottoFrame *f,
                   guint              who,
                   guint             *out)
{
  guint n = 0;

  switch (who)
    {
    case GROTTO_WHO_YOU:
      out[n++] = f->seat;
      break;
    case GROTTO_WHO_PLAYER:
      if (f->player < g->n_seats)
        out[n++] = f->player;
      break;
    case GROTTO_WHO_OWNER:
      if (f->target != GROTTO_NO_CARD)
        out[n++] = grotto_controller (g, f->target);
      break;
    case GROTTO_WHO_ACTIVE:
      out[n++] = g->active;
      break;
    case GROTTO_WHO_OPPONENTS:
    case GROTTO_WHO_EACH:
      for (guint i = 0; i < g->n_seats; i++)
        {
          guint s = (f->seat + i) % g->n_seats;

          if (grotto_seat_out (g, s) || (who == GROTTO_WHO_OPPONENTS && s == f->seat))
            continue;
          out[n++] = s;
        }
      break;
    case GROTTO_WHO_NEXT:
      out[n++] = grotto_next_opponent (g, f->seat);
      break;
    case GROTTO_WHO_CONTEXT:
      if (f->ctx_seat < g->n_seats)
        out[n++] = f->ctx_seat;
      break;
    case GROTTO_WHO_ATTACKER:
      out[n++] = g->battle.active ? g->battle.attacker : g->active;
      break;
    case GROTTO_WHO_DEFENDER:
      if (g->battle.active && g->battle.defender < g->n_seats)
        out[n++] = g->battle.defender;
      break;
    case GROTTO_WHO_ACTIVE_OPPONENTS:
      for (guint i = 1; i < g->n_seats; i++)
        {
          guint s = (g->active + i) % g->n_seats;

          if (!grotto_seat_out (g, s))
            out[n++] = s;
        }
      break;
    default:
      break;
    }
  return n;
}

guint
grotto_first_seat (const GrottoGame  *g,
                   const GrottoFrame *f,
                   guint              who)
{
  guint seats[GROTTO_MAX_SEATS];

  return grotto_step_seats (g, f, who, seats) > 0 ? seats[0] : f->seat;
}

int
grotto_step_card (const GrottoGame  *g,
                  const GrottoFrame *f,
                  guint              on)
{
  switch (on)
    {
    case GROTTO_ON_TARGET: return f->target;
    case GROTTO_ON_TARGET2: return f->target2;
    case GROTTO_ON_SELF: return f->source;
    case GROTTO_ON_CONTEXT: return f->context;
    case GROTTO_ON_ABOVE:
      return f->source != GROTTO_NO_CARD ? grotto_card_above (g, f->source) : GROTTO_NO_CARD;
    case GROTTO_ON_UNDER:
      return f->source != GROTTO_NO_CARD ? grotto_card_under (g, f->source) : GROTTO_NO_CARD;
    default:
      return GROTTO_NO_CARD;
    }
}

/* ---- Candidates ------------------------------------------------------------------------------ */

static gboolean
protected_from (const GrottoGame *g,
                int               card,
                guint             seat)
{
  if (!grotto_in_play (g, card) || !grotto_is_opponent (g, seat, grotto_controller (g, card)))
    return FALSE;
  return grotto_card_static (g, card, GROTTO_STATIC_PROTECTED) != NULL
         || grotto_has_grant (g, card, GROTTO_GRANT_PROTECTED);
}

static guint
zone_kind_of_where (guint where)
{
  switch (where)
    {
    case GROTTO_WHERE_HAND: return GROTTO_ZONE_HAND;
    case GROTTO_WHERE_DISCARD: return GROTTO_ZONE_DISCARD;
    case GROTTO_WHERE_DECK: return GROTTO_ZONE_DECK;
    case GROTTO_WHERE_POOL: return GROTTO_ZONE_POOL;
    case GROTTO_WHERE_SCORE: return GROTTO_ZONE_SCORE;
    case GROTTO_WHERE_TABLE: return GROTTO_N_SEAT_ZONES;
    default: return GROTTO_ZONE_PLAY;
    }
}

/* Cards matching @filter for @f, in zone order (top last). */
guint
grotto_candidates (const GrottoGame   *g,
                   const GrottoScript *script,
                   const GrottoFilter *filter,
                   const GrottoFrame  *f,
                   gboolean            targeting,
                   int                *out)
{
  guint kind = zone_kind_of_where (filter->where);
  guint n = 0;

  if (kind == GROTTO_N_SEAT_ZONES)
    {
      for (guint i = g->zone_start[GROTTO_ZONE_TABLE]; i < g->zone_start[GROTTO_ZONE_TABLE + 1]; i++)
        if (grotto_filter_match (g, script, filter, f, g->order[i]))
          out[n++] = g->order[i];
      return n;
    }
  for (guint s = 0; s < g->n_seats; s++)
    {
      guint zone = GROTTO_ZONE_ID (kind, s);

      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        {
          int card = g->order[i];

          if (!grotto_filter_match (g, script, filter, f, card))
            continue;
          if (targeting && protected_from (g, card, f->seat))
            continue;
          out[n++] = card;
        }
    }
  return n;
}

guint
grotto_hand_cards (const GrottoGame *g,
                   guint             seat,
                   int               exclude,
                   int              *out)
{
  guint zone = GROTTO_ZONE_ID (GROTTO_ZONE_HAND, seat), n = 0;

  for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
    if (g->order[i] != exclude)
      out[n++] = g->order[i];
  return n;
}

/* The empty spots of @card's controller a step may put it on (@row: GROTTO_WHERE_TEAM,
 * _SIDELINE, _UNDER for "above this Grotto", else any its kind allows). */
static guint
spots_for (const GrottoGame  *g,
           const GrottoFrame *f,
           int                card,
           guint              seat,
           guint              row)
{
  guint kind = grotto_def (g, card)->kind;
  guint first = kind == GROTTO_KIND_BEAST ? 0 : GROTTO_SPOTS;
  guint last = kind == GROTTO_KIND_CHALLENGER ? GROTTO_SPOTS : GROTTO_N_SPOTS;
  guint spots = 0;

  if (row == GROTTO_WHERE_TEAM)
    last = MIN (last, GROTTO_SPOTS);
  if (row == GROTTO_WHERE_SIDELINE)
    first = MAX (first, GROTTO_SPOTS);
  if (kind == GROTTO_KIND_BEAST && grotto_card_static (g, card, GROTTO_STATIC_SIDELINE_ONLY)
      && !grotto_in_play (g, card))
    first = MAX (first, GROTTO_SPOTS);
  if (row == GROTTO_WHERE_UNDER)
    {
      /* The Team spot above the effect's own Grotto. */
      guint spot = f->source != GROTTO_NO_CARD ? g->cards[f->source].spot : GROTTO_NO_SPOT;

      if (spot != GROTTO_NO_SPOT && grotto_spot_is_sideline (spot)
          && g->spots[seat][spot - GROTTO_SPOTS] == GROTTO_NO_CARD && kind == GROTTO_KIND_BEAST)
        return 1u << (spot - GROTTO_SPOTS);
      return 0;
    }
  for (guint p = first; p < last; p++)
    if (g->spots[seat][p] == GROTTO_NO_CARD)
      spots |= 1u << p;
  return spots;
}

/* Options of the question the top frame asks, as actions. */
guint
grotto_step_options (const GrottoGame   *g,
                     const GrottoFrame  *f,
                     const GrottoScript *script,
                     const GrottoStep   *st,
                     GameAction         *out,
                     guint               max)
{
  guint n = 0, decider = f->decider;
  int cards[GROTTO_MAX_CARDS];
  guint n_cards = 0;
  GameAction a;

  if (st->op == GROTTO_OP_HANDLER)
    return grotto_handler_choices (g, f, st->arg, out, max);
  if (st->op == GROTTO_OP_ROLL || st->op == GROTTO_OP_ROLL_CALL)
    return grotto_roll_choices (g, f, out, max);

  switch (f->waiting)
    {
    case GROTTO_CHOICE_CARD:
      switch (st->op)
        {
        case GROTTO_OP_CHOOSE:
        case GROTTO_OP_SEARCH:
          n_cards = st->filter != 0 ? grotto_candidates (g, script, &script->filters[st->filter - 1], f,
                                                         st->op == GROTTO_OP_CHOOSE, cards) : 0;
          if (st->op == GROTTO_OP_SEARCH)
            {
              guint k = 0;

              for (guint i = 0; i < n_cards; i++)
                if (g->cards[cards[i]].zone == GROTTO_ZONE_ID (GROTTO_ZONE_DECK, f->seat))
                  cards[k++] = cards[i];
              n_cards = k;
            }
          break;
        case GROTTO_OP_ATTACH_HAND:
          n_cards = grotto_hand_cards (g, decider, GROTTO_NO_CARD, cards);
          if (st->filter != 0)
            {
              /* The filter names which cards of the hand: it looks in the hand. */
              GrottoFilter in_hand = script->filters[st->filter - 1];
              guint k = 0;

              in_hand.where = GROTTO_WHERE_HAND;
              for (guint i = 0; i < n_cards; i++)
                if (grotto_filter_match (g, script, &in_hand, f, cards[i]))
                  cards[k++] = cards[i];
              n_cards = k;
            }
          break;
        case GROTTO_OP_DISCARD_HAND:
        case GROTTO_OP_FLIP:
          n_cards = grotto_hand_cards (g, decider, GROTTO_NO_CARD, cards);
          break;
        case GROTTO_OP_DISCARD_OWN:
          if (st->filter != 0)
            {
              GrottoFrame as = *f;

              as.seat = decider;
              as.player = decider;
              n_cards = grotto_candidates (g, script, &script->filters[st->filter - 1], &as, FALSE, cards);
              {
                guint k = 0;

                for (guint i = 0; i < n_cards; i++)
                  if (grotto_controller (g, cards[i]) == decider)
                    cards[k++] = cards[i];
                n_cards = k;
              }
            }
          break;
        case GROTTO_OP_DETACH:
          {
            int host = grotto_step_card (g, f, st->on);

            n_cards = host != GROTTO_NO_CARD ? grotto_attached (g, host, cards) : 0;
            break;
          }
        default:
          break;
        }
      for (guint i = 0; i < n_cards; i++)
        {
          grotto_action_init (&a, GROTTO_ACT_CHOOSE, decider);
          a.card = cards[i];
          if (n < max)
            out[n++] = a;
        }
      if ((st->flags & GROTTO_SF_MAY) || st->op == GROTTO_OP_FLIP || n == 0)
        {
          grotto_action_init (&a, GROTTO_ACT_PASS, decider);
          if (n < max)
            out[n++] = a;
        }
      return n;
    case GROTTO_CHOICE_YES_NO:
      for (guint v = 0; v < 2; v++)
        {
          grotto_action_init (&a, GROTTO_ACT_CHOOSE, decider);
          a.value = 1 - v;
          if (n < max)
            out[n++] = a;
        }
      return n;
    case GROTTO_CHOICE_PLAYER:
      for (guint s = 0; s < g->n_seats; s++)
        {
          gboolean ok;

          if (grotto_seat_out (g, s))
            continue;
          switch (st->arg)
            {
            case GROTTO_SIDE_OPP: ok = s != f->seat; break;
            case GROTTO_SIDE_OWN: ok = s == f->seat; break;
            default: ok = TRUE; break;
            }
          if (!ok)
            continue;
          grotto_action_init (&a, GROTTO_ACT_CHOOSE, decider);
          a.target_seat = s;
          if (n < max)
            out[n++] = a;
        }
      return n;
    case GROTTO_CHOICE_SPOT:
      {
        int card = grotto_step_card (g, f, st->on);
        guint seat = st->op == GROTTO_OP_MOVE && card != GROTTO_NO_CARD ? grotto_controller (g, card)
                                                                        : f->seat;
        guint spots = card != GROTTO_NO_CARD ? spots_for (g, f, card, seat, st->arg) : 0;

        if (spots == 0 && st->op == GROTTO_OP_SUMMON_FREE && card != GROTTO_NO_CARD)
          grotto_summon_spots (g, card, seat, &spots);
        for (guint p = 0; p < GROTTO_N_SPOTS; p++)
          if ((spots >> p) & 1)
            {
              grotto_action_init (&a, GROTTO_ACT_CHOOSE, decider);
              a.card = card;
              a.value = p;
              if (n < max)
                out[n++] = a;
            }
        if ((st->flags & GROTTO_SF_MAY) || n == 0)
          {
            grotto_action_init (&a, GROTTO_ACT_PASS, decider);
            if (n < max)
              out[n++] = a;
          }
        return n;
      }
    default:
      return 0;
    }
}
