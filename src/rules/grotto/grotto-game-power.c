/* grotto-game-power.c: Grotto Beasts! figures from the rules and the cards' continuous
 * effects: power, hand size, summoning cost; filters, conditions and numbers of scripts. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "grotto-game-private.h"

/* A frame standing for a card's continuous effect: its card, its controller. */
static void
static_frame (const GrottoGame *g,
              int               card,
              GrottoFrame      *frame)
{
  memset (frame, 0, sizeof *frame);
  frame->source = card;
  frame->target = GROTTO_NO_CARD;
  frame->target2 = GROTTO_NO_CARD;
  frame->context = GROTTO_NO_CARD;
  frame->seat = grotto_controller (g, card);
  frame->player = frame->seat;
  frame->ctx_seat = frame->seat;
}

/* In play and showing its effects: on a spot, face up. */
static inline gboolean
active_card (const GrottoGame *g,
             int               card)
{
  return g->cards[card].spot != GROTTO_NO_SPOT && !(g->cards[card].flags & GROTTO_CARD_FACE_DOWN);
}

const GrottoStatic *
grotto_card_static (const GrottoGame *g,
                    int               card,
                    guint             kind)
{
  const GrottoScript *script = grotto_script (g, card);

  if (script == NULL)
    return NULL;
  for (guint i = 0; i < script->n_statics; i++)
    if (script->statics[i].kind == kind)
      {
        GrottoFrame frame;

        if (script->statics[i].cond.kind == GROTTO_COND_NONE)
          return &script->statics[i];
        static_frame (g, card, &frame);
        if (grotto_cond_check (g, script, &script->statics[i].cond, &frame))
          return &script->statics[i];
      }
  return NULL;
}

gboolean
grotto_seat_has_static (const GrottoGame *g,
                        guint             seat,
                        guint             kind)
{
  if (!grotto_card_db_has_static (g->db, kind))
    return FALSE;
  for (guint s = 0; s < GROTTO_N_SPOTS; s++)
    {
      int card = g->spots[seat][s];

      if (card != GROTTO_NO_CARD && active_card (g, card) && grotto_card_static (g, card, kind))
        return TRUE;
    }
  return FALSE;
}

gboolean
grotto_has_grant (const GrottoGame *g,
                  int               card,
                  guint             grant)
{
  for (guint i = 0; i < g->n_marks; i++)
    if (g->marks[i].card == card && g->marks[i].kind == GROTTO_MARK_GRANT + grant)
      return TRUE;
  return FALSE;
}

gboolean
grotto_seat_has_grant (const GrottoGame *g,
                       guint             seat,
                       guint             grant)
{
  for (guint i = 0; i < g->n_marks; i++)
    if (g->marks[i].card == GROTTO_NO_CARD && g->marks[i].seat == seat
        && g->marks[i].kind == GROTTO_MARK_GRANT + grant)
      return TRUE;
  return FALSE;
}

void
grotto_add_mark (GrottoRun *r,
                 int        card,
                 guint      kind,
                 int        value,
                 guint      until,
                 guint      seat)
{
  GrottoGame *g = r->g;
  GrottoMark *mark;

  /* Power changes of one card for one duration add up in one mark. */
  if (kind == GROTTO_MARK_POWER)
    for (guint i = 0; i < g->n_marks; i++)
      if (g->marks[i].card == card && g->marks[i].kind == kind && g->marks[i].until == until
          && g->marks[i].seat == seat)
        {
          g->marks[i].value = CLAMP (g->marks[i].value + value, -99, 99);
          grotto_emit (r, GROTTO_EV_POWER, seat, card, GROTTO_NO_CARD, value);
          return;
        }
  if (kind != GROTTO_MARK_POWER && ((card != GROTTO_NO_CARD && grotto_has_grant (g, card, kind - GROTTO_MARK_GRANT))
                                    || (card == GROTTO_NO_CARD && grotto_seat_has_grant (g, seat, kind - GROTTO_MARK_GRANT))))
    return;
  if (g->n_marks >= GROTTO_MAX_MARKS)
    return;
  mark = &g->marks[g->n_marks++];
  mark->card = card;
  mark->kind = kind;
  mark->value = CLAMP (value, -99, 99);
  mark->until = until;
  mark->seat = seat;
  if (kind == GROTTO_MARK_POWER)
    grotto_emit (r, GROTTO_EV_POWER, seat, card, GROTTO_NO_CARD, value);
}

void
grotto_expire_marks (GrottoGame *g,
                     guint       until,
                     guint       seat)
{
  guint kept = 0;

  for (guint i = 0; i < g->n_marks; i++)
    {
      const GrottoMark *mark = &g->marks[i];

      if (mark->until == until && (seat == GROTTO_NO_SEAT || mark->seat == seat))
        continue;
      g->marks[kept++] = *mark;
    }
  if (kept < g->n_marks)
    memset (&g->marks[kept], 0, (g->n_marks - kept) * sizeof g->marks[0]);
  g->n_marks = kept;
}

/* ---- Power ---------------------------------------------------------------------------- */

static int
attached_beasts_power (const GrottoGame *g,
                       int               card)
{
  int attached[GROTTO_MAX_CARDS];
  guint n = grotto_attached (g, card, attached);
  int total = 0;

  for (guint i = 0; i < n; i++)
    if (!(g->cards[attached[i]].flags & GROTTO_CARD_FACE_DOWN)
        && grotto_def (g, attached[i])->kind == GROTTO_KIND_BEAST)
      total += grotto_def (g, attached[i])->power;
  return total;
}

/* How many Beast types the seat's Beasts in play have among them. */
static int
beast_types (const GrottoGame *g,
             guint             seat)
{
  uint16_t seen[GROTTO_N_SPOTS];
  guint n = 0;

  for (guint p = 0; p < GROTTO_N_SPOTS; p++)
    {
      int card = g->spots[seat][p];
      gboolean known = FALSE;

      if (card == GROTTO_NO_CARD || grotto_def (g, card)->kind != GROTTO_KIND_BEAST
          || grotto_def (g, card)->type == 0)
        continue;
      for (guint i = 0; i < n; i++)
        known = known || seen[i] == grotto_def (g, card)->type;
      if (!known)
        seen[n++] = grotto_def (g, card)->type;
    }
  return n;
}

int
grotto_power (const GrottoGame *g,
              int               card)
{
  const GrottoCardDef *def = grotto_def (g, card);
  const GrottoScript *script = def->script;
  int power = def->power;

  if (g->cards[card].flags & GROTTO_CARD_FACE_DOWN)
    return 0;
  if (script != NULL && active_card (g, card))
    {
      GrottoFrame frame;

      static_frame (g, card, &frame);
      for (guint i = 0; i < script->n_statics; i++)
        {
          const GrottoStatic *st = &script->statics[i];

          if (st->kind == GROTTO_STATIC_POWER_ATTACHED_BEASTS)
            power = attached_beasts_power (g, card);
          else if (st->kind == GROTTO_STATIC_POWER_PER_TYPE)
            power += st->n * beast_types (g, frame.seat);
        }
      for (guint i = 0; i < script->n_statics; i++)
        {
          const GrottoStatic *st = &script->statics[i];
          int amount;

          if (st->kind != GROTTO_STATIC_POWER)
            continue;
          if (st->cond.kind != GROTTO_COND_NONE && !grotto_cond_check (g, script, &st->cond, &frame))
            continue;
          amount = st->n;
          if (st->filter != 0)
            amount *= (int) grotto_filter_count (g, script, &script->filters[st->filter - 1], &frame);
          power += amount;
        }
    }
  /* Auras of every card in play. */
  if (grotto_card_db_has_static (g->db, GROTTO_STATIC_AURA) && g->cards[card].spot != GROTTO_NO_SPOT)
    for (guint s = 0; s < g->n_seats; s++)
      for (guint p = 0; p < GROTTO_N_SPOTS; p++)
        {
          int other = g->spots[s][p];
          const GrottoScript *os;
          GrottoFrame frame;

          if (other == GROTTO_NO_CARD || !active_card (g, other))
            continue;
          os = grotto_script (g, other);
          if (os == NULL)
            continue;
          for (guint i = 0; i < os->n_statics; i++)
            {
              const GrottoStatic *st = &os->statics[i];

              if (st->kind != GROTTO_STATIC_AURA || st->filter == 0)
                continue;
              static_frame (g, other, &frame);
              if (st->cond.kind != GROTTO_COND_NONE && !grotto_cond_check (g, os, &st->cond, &frame))
                continue;
              if (grotto_filter_match (g, os, &os->filters[st->filter - 1], &frame, card))
                power += st->n;
            }
        }
  for (guint i = 0; i < g->n_marks; i++)
    if (g->marks[i].card == card && g->marks[i].kind == GROTTO_MARK_POWER)
      power += g->marks[i].value;
  return MAX (power, 0);
}

int
grotto_game_power (const GrottoGame *game,
                   int               card)
{
  g_return_val_if_fail (game != NULL, 0);
  g_return_val_if_fail (card >= 0 && card < game->n_cards, 0);

  return grotto_power (game, card);
}

int
grotto_hand_size (const GrottoGame *g,
                  guint             seat)
{
  int size = g->params.hand_size;

  if (!grotto_card_db_has_static (g->db, GROTTO_STATIC_HAND_SIZE))
    return size;
  for (guint s = 0; s < GROTTO_N_SPOTS; s++)
    {
      int card = g->spots[seat][s];
      const GrottoScript *script;

      if (card == GROTTO_NO_CARD || !active_card (g, card))
        continue;
      script = grotto_script (g, card);
      for (guint i = 0; script != NULL && i < script->n_statics; i++)
        if (script->statics[i].kind == GROTTO_STATIC_HAND_SIZE)
          {
            if (script->statics[i].n >= GROTTO_HAND_UNLIMITED)
              return GROTTO_HAND_UNLIMITED;
            size += script->statics[i].n;
          }
    }
  return CLAMP (size, 0, GROTTO_HAND_UNLIMITED - 1);
}

int
grotto_game_hand_size (const GrottoGame *game,
                       guint             seat)
{
  g_return_val_if_fail (game != NULL && seat < game->n_seats, 0);

  return grotto_hand_size (game, seat);
}

int
grotto_summon_cost (const GrottoGame *g,
                    int               card,
                    guint             seat)
{
  const GrottoCardDef *def = grotto_def (g, card);
  const GrottoScript *script = def->script;
  int cost = MAX (def->cost, 0);

  if (script != NULL)
    {
      GrottoFrame frame;

      static_frame (g, card, &frame);
      frame.seat = frame.player = frame.ctx_seat = seat;
      for (guint i = 0; i < script->n_statics; i++)
        {
          const GrottoStatic *st = &script->statics[i];

          if (st->kind != GROTTO_STATIC_COST)
            continue;
          cost += st->filter != 0
                  ? st->n * (int) grotto_filter_count (g, script, &script->filters[st->filter - 1],
                                                       &frame)
                  : st->n;
        }
    }
  if (def->kind == GROTTO_KIND_WISH && grotto_card_db_has_static (g->db, GROTTO_STATIC_WISH_COST))
    for (guint s = 0; s < GROTTO_N_SPOTS; s++)
      {
        int other = g->spots[seat][s];
        const GrottoStatic *st;

        if (other == GROTTO_NO_CARD || !active_card (g, other))
          continue;
        st = grotto_card_static (g, other, GROTTO_STATIC_WISH_COST);
        if (st != NULL)
          cost += st->n * g->seats[seat].beasts_grottos_turn;
      }
  /* The deck's top card summoned "as if in hand": Wishes cost less. */
  if (def->kind == GROTTO_KIND_WISH && g->cards[card].zone == GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat))
    for (guint s = 0; s < GROTTO_N_SPOTS; s++)
      {
        int other = g->spots[seat][s];
        const GrottoStatic *st;

        if (other == GROTTO_NO_CARD || !active_card (g, other))
          continue;
        st = grotto_card_static (g, other, GROTTO_STATIC_SUMMON_DECK_TOP);
        if (st != NULL)
          cost -= st->n;
      }
  return MAX (cost, 0);
}

/* ---- Fighting ------------------------------------------------------------------------- */

static gboolean
can_fight (const GrottoGame *g,
           int               card)
{
  const GrottoCardDef *def = grotto_def (g, card);

  if (def->kind != GROTTO_KIND_BEAST && def->kind != GROTTO_KIND_CHALLENGER)
    return FALSE;
  if (g->cards[card].flags & (GROTTO_CARD_RESTING | GROTTO_CARD_FACE_DOWN))
    return FALSE;
  if (grotto_has_grant (g, card, GROTTO_GRANT_NO_FIGHT))
    return FALSE;
  if (grotto_card_static (g, card, GROTTO_STATIC_NO_FIGHT_ATTACHED) && grotto_n_attached (g, card) > 0)
    return FALSE;
  return TRUE;
}

gboolean
grotto_can_attack (const GrottoGame *g,
                   int               card)
{
  guint seat = grotto_controller (g, card);

  if (!can_fight (g, card) || !grotto_spot_is_team (g->cards[card].spot))
    return FALSE;
  if (grotto_card_static (g, card, GROTTO_STATIC_CANNOT_ATTACK))
    return FALSE;
  if (grotto_def (g, card)->kind == GROTTO_KIND_CHALLENGER)
    return g->seats[seat].turns_taken > 1;
  return !(g->cards[card].flags & GROTTO_CARD_SADNESS);
}

gboolean
grotto_can_defend (const GrottoGame *g,
                   int               card)
{
  guint seat = grotto_controller (g, card);

  if (!can_fight (g, card) || grotto_card_static (g, card, GROTTO_STATIC_CANNOT_DEFEND))
    return FALSE;
  if (grotto_spot_is_team (g->cards[card].spot))
    return TRUE;
  return grotto_def (g, card)->kind == GROTTO_KIND_BEAST
         && grotto_spot_is_sideline (g->cards[card].spot)
         && grotto_seat_has_static (g, seat, GROTTO_STATIC_DEFEND_FROM_SIDELINE);
}

/* ---- Filters, conditions, numbers ----------------------------------------------------- */

static gboolean
side_matches (const GrottoGame  *g,
              guint              side,
              const GrottoFrame *frame,
              guint              seat)
{
  switch (side)
    {
    case GROTTO_SIDE_ANY:
      return TRUE;
    case GROTTO_SIDE_OWN:
      return seat == frame->seat;
    case GROTTO_SIDE_OPP:
      return grotto_is_opponent (g, frame->seat, seat);
    case GROTTO_SIDE_PLAYER:
      return seat == frame->player;
    case GROTTO_SIDE_TARGET_OWNER:
      return frame->target != GROTTO_NO_CARD && seat == grotto_controller (g, frame->target);
    case GROTTO_SIDE_CONTEXT:
      return seat == frame->ctx_seat;
    case GROTTO_SIDE_ACTIVE:
      return seat == g->active;
    default:
      return FALSE;
    }
}

static gboolean
where_matches (const GrottoGame  *g,
               guint              where,
               const GrottoFrame *frame,
               int                card)
{
  const GrottoCardState *c = &g->cards[card];
  guint kind = grotto_zone_kind_of (g, card);

  switch (where)
    {
    case GROTTO_WHERE_PLAY:
      return c->spot != GROTTO_NO_SPOT;
    case GROTTO_WHERE_TEAM:
      return c->spot != GROTTO_NO_SPOT && grotto_spot_is_team (c->spot);
    case GROTTO_WHERE_SIDELINE:
      return c->spot != GROTTO_NO_SPOT && grotto_spot_is_sideline (c->spot);
    case GROTTO_WHERE_HAND:
      return kind == GROTTO_ZONE_HAND;
    case GROTTO_WHERE_DISCARD:
      return kind == GROTTO_ZONE_DISCARD;
    case GROTTO_WHERE_DECK:
      return kind == GROTTO_ZONE_DECK;
    case GROTTO_WHERE_POOL:
      return kind == GROTTO_ZONE_POOL;
    case GROTTO_WHERE_SCORE:
      return kind == GROTTO_ZONE_SCORE;
    case GROTTO_WHERE_ATTACHED:
      return c->host != GROTTO_NO_CARD && c->host == frame->source;
    case GROTTO_WHERE_ATTACHED_TARGET:
      return c->host != GROTTO_NO_CARD && c->host == frame->target;
    case GROTTO_WHERE_ABOVE:
      return frame->source != GROTTO_NO_CARD && card == grotto_card_above (g, frame->source);
    case GROTTO_WHERE_UNDER:
      return frame->source != GROTTO_NO_CARD && card == grotto_card_under (g, frame->source);
    case GROTTO_WHERE_BESIDE:
      return frame->source != GROTTO_NO_CARD && grotto_is_beside (g, frame->source, card);
    case GROTTO_WHERE_ABOVE_BESIDE:
      return frame->source != GROTTO_NO_CARD
             && (card == grotto_card_above (g, frame->source)
                 || grotto_is_beside (g, frame->source, card));
    case GROTTO_WHERE_ATTACKING:
      return c->spot != GROTTO_NO_SPOT && (c->flags & GROTTO_CARD_ATTACKING);
    case GROTTO_WHERE_DEFENDING:
      return c->spot != GROTTO_NO_SPOT && (c->flags & GROTTO_CARD_DEFENDING);
    case GROTTO_WHERE_TABLE:
      return c->zone == GROTTO_ZONE_TABLE;
    default:
      return FALSE;
    }
}

static gboolean
name_in_play (const GrottoGame *g,
              guint             seat,
              guint             name_id)
{
  for (guint s = 0; s < GROTTO_N_SPOTS; s++)
    {
      int card = g->spots[seat][s];

      if (card != GROTTO_NO_CARD && active_card (g, card)
          && (grotto_def (g, card)->kind == GROTTO_KIND_BEAST
              || grotto_def (g, card)->kind == GROTTO_KIND_GROTTO)
          && grotto_def (g, card)->name_id == name_id)
        return TRUE;
    }
  return FALSE;
}

gboolean
grotto_filter_match (const GrottoGame   *g,
                     const GrottoScript *script,
                     const GrottoFilter *f,
                     const GrottoFrame  *frame,
                     int                 card)
{
  const GrottoCardState *c = &g->cards[card];
  const GrottoCardDef *def = grotto_def (g, card);
  /* A face-down card in play has no name, kind, cost or power (002). */
  gboolean blank = (c->flags & GROTTO_CARD_FACE_DOWN) && grotto_zone_kind_of (g, card) == GROTTO_ZONE_PLAY;

  if (!where_matches (g, f->where, frame, card))
    return FALSE;
  if (!side_matches (g, f->side, frame, grotto_controller (g, card)))
    return FALSE;
  if (f->kinds != 0 && (blank || !(f->kinds & (1u << def->kind))))
    return FALSE;
  if (f->type != 0 && (blank || def->type != f->type)
      && !((f->flags & GROTTO_FF_TYPE_BEASTS_ONLY) && def->kind != GROTTO_KIND_BEAST))
    return FALSE;
  if (f->name != 0 && (blank || def->name_id == 0
                       || def->name_id != grotto_card_db_ref_name (g->db, script->names[f->name - 1])))
    return FALSE;
  if (f->cost >= 0 && (blank || def->cost != f->cost))
    return FALSE;
  if (f->max_power >= 0 && (blank || grotto_power (g, card) > f->max_power))
    return FALSE;
  if (f->flags == 0)
    return TRUE;
  if ((f->flags & GROTTO_FF_OTHER) && card == frame->source)
    return FALSE;
  if ((f->flags & GROTTO_FF_NOT_CONTEXT) && card == frame->context)
    return FALSE;
  if ((f->flags & GROTTO_FF_NOT_TARGET) && card == frame->target)
    return FALSE;
  if ((f->flags & GROTTO_FF_AWAKE) && (c->flags & GROTTO_CARD_RESTING))
    return FALSE;
  if ((f->flags & GROTTO_FF_RESTING) && !(c->flags & GROTTO_CARD_RESTING))
    return FALSE;
  if ((f->flags & GROTTO_FF_FACE_UP) && (c->flags & GROTTO_CARD_FACE_DOWN))
    return FALSE;
  if ((f->flags & GROTTO_FF_FACE_DOWN) && !(c->flags & GROTTO_CARD_FACE_DOWN))
    return FALSE;
  if ((f->flags & GROTTO_FF_ABOVE_GROTTO) && !grotto_above_grotto (g, card))
    return FALSE;
  if ((f->flags & GROTTO_FF_NOT_NEW) && (c->flags & GROTTO_CARD_NEW))
    return FALSE;
  if ((f->flags & GROTTO_FF_HAS_ATTACHED) && grotto_n_attached (g, card) == 0)
    return FALSE;
  if (f->flags & (GROTTO_FF_POWER_LE_TARGET | GROTTO_FF_COST_TARGET_UP | GROTTO_FF_SAME_NAME_TARGET))
    {
      int target = frame->target;

      if (target == GROTTO_NO_CARD || blank)
        return FALSE;
      if ((f->flags & GROTTO_FF_POWER_LE_TARGET) && grotto_power (g, card) > grotto_power (g, target))
        return FALSE;
      if ((f->flags & GROTTO_FF_COST_TARGET_UP) && def->cost != grotto_def (g, target)->cost + 1)
        return FALSE;
      if ((f->flags & GROTTO_FF_SAME_NAME_TARGET) && def->name_id != grotto_def (g, target)->name_id)
        return FALSE;
    }
  if ((f->flags & GROTTO_FF_NAME_IN_PLAY_PLAYER)
      && (blank || frame->player >= g->n_seats || !name_in_play (g, frame->player, def->name_id)))
    return FALSE;
  return TRUE;
}

/* The zones a filter's place covers, so counts need not scan every card. */
static guint
filter_zone_kind (guint where)
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

guint
grotto_filter_count (const GrottoGame   *g,
                     const GrottoScript *script,
                     const GrottoFilter *filter,
                     const GrottoFrame  *frame)
{
  guint kind = filter_zone_kind (filter->where);
  guint n = 0;

  if (kind == GROTTO_N_SEAT_ZONES)
    {
      for (guint i = g->zone_start[GROTTO_ZONE_TABLE]; i < g->zone_start[GROTTO_ZONE_TABLE + 1]; i++)
        n += grotto_filter_match (g, script, filter, frame, g->order[i]);
      return n;
    }
  for (guint s = 0; s < g->n_seats; s++)
    {
      guint zone = GROTTO_ZONE_ID (kind, s);

      if (!side_matches (g, filter->side, frame, s))
        continue;
      for (guint i = g->zone_start[zone]; i < g->zone_start[zone + 1]; i++)
        n += grotto_filter_match (g, script, filter, frame, g->order[i]);
    }
  return n;
}

static gboolean
compare (int       a,
         guint     cmp,
         int       b)
{
  switch (cmp)
    {
    case GROTTO_CMP_GE: return a >= b;
    case GROTTO_CMP_LE: return a <= b;
    case GROTTO_CMP_EQ: return a == b;
    case GROTTO_CMP_GT: return a > b;
    case GROTTO_CMP_LT: return a < b;
    default: return FALSE;
    }
}

static guint
resting_beasts (const GrottoGame *g,
                guint             seat)
{
  guint n = 0;

  for (guint s = 0; s < GROTTO_N_SPOTS; s++)
    {
      int card = g->spots[seat][s];

      if (card != GROTTO_NO_CARD && grotto_def (g, card)->kind == GROTTO_KIND_BEAST
          && (g->cards[card].flags & GROTTO_CARD_RESTING))
        n++;
    }
  return n;
}

static gboolean
cond_eval (const GrottoGame   *g,
           const GrottoScript *script,
           const GrottoCond   *cond,
           const GrottoFrame  *frame)
{
  guint seat = frame->seat;
  const GrottoFilter *filter = cond->filter != 0 ? &script->filters[cond->filter - 1] : NULL;

  switch (cond->kind)
    {
    case GROTTO_COND_NONE:
      return TRUE;
    case GROTTO_COND_COUNT:
      return filter != NULL && compare (grotto_filter_count (g, script, filter, frame), cond->cmp, cond->n);
    case GROTTO_COND_HAND:
      return compare (grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, seat)), cond->cmp, cond->n);
    case GROTTO_COND_DECK:
      return compare (grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_DECK, seat)), cond->cmp, cond->n);
    case GROTTO_COND_DISCARD:
      return compare (grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_DISCARD, seat)), cond->cmp, cond->n);
    case GROTTO_COND_SCORE:
      return compare (grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_SCORE, seat)), cond->cmp, cond->n);
    case GROTTO_COND_SCORED_TURN:
      return compare (g->seats[seat].scored_turn, cond->cmp, cond->n);
    case GROTTO_COND_WISH_TURN:
      return compare (g->seats[seat].wishes_turn, cond->cmp, cond->n);
    case GROTTO_COND_FEWEST_SCORED:
    case GROTTO_COND_FEWEST_HAND:
      {
        guint kind = cond->kind == GROTTO_COND_FEWEST_SCORED ? GROTTO_ZONE_SCORE : GROTTO_ZONE_HAND;
        guint mine = grotto_zone_size (g, GROTTO_ZONE_ID (kind, seat));

        for (guint s = 0; s < g->n_seats; s++)
          if (grotto_is_opponent (g, seat, s) && grotto_zone_size (g, GROTTO_ZONE_ID (kind, s)) <= mine)
            return FALSE;
        return TRUE;
      }
    case GROTTO_COND_MORE_BEASTS:
      {
        guint active = g->active;
        guint mine = grotto_n_in_play (g, active, 1u << GROTTO_KIND_BEAST);

        for (guint s = 0; s < g->n_seats; s++)
          if (grotto_is_opponent (g, active, s)
              && grotto_n_in_play (g, s, 1u << GROTTO_KIND_BEAST) >= mine)
            return FALSE;
        return TRUE;
      }
    case GROTTO_COND_MORE_RESTING:
      {
        guint mine = resting_beasts (g, seat);

        for (guint s = 0; s < g->n_seats; s++)
          if (grotto_is_opponent (g, seat, s) && resting_beasts (g, s) >= mine)
            return FALSE;
        return TRUE;
      }
    case GROTTO_COND_SELF_ABOVE_GROTTO:
      return frame->source != GROTTO_NO_CARD && grotto_above_grotto (g, frame->source);
    case GROTTO_COND_TARGET_ABOVE_GROTTO:
      return frame->target != GROTTO_NO_CARD && grotto_above_grotto (g, frame->target);
    case GROTTO_COND_TARGET_RESTING:
      return frame->target != GROTTO_NO_CARD && (g->cards[frame->target].flags & GROTTO_CARD_RESTING);
    case GROTTO_COND_TARGET_AWAKE:
      return frame->target != GROTTO_NO_CARD && !(g->cards[frame->target].flags & GROTTO_CARD_RESTING);
    case GROTTO_COND_ATTACHED_SELF:
      return frame->source != GROTTO_NO_CARD
             && compare (grotto_n_attached (g, frame->source), cond->cmp, cond->n);
    case GROTTO_COND_ALONE:
      return g->battle.active && g->battle.n_attackers == 1;
    case GROTTO_COND_VALUE:
      return compare (frame->value, cond->cmp, cond->n);
    case GROTTO_COND_VALUE_EVEN:
      return frame->value % 2 == 0;
    case GROTTO_COND_PLAYER_OPP:
      return grotto_is_opponent (g, seat, frame->player);
    case GROTTO_COND_SUMMONED_SIDELINE:
      return frame->source != GROTTO_NO_CARD
             && (g->cards[frame->source].flags & GROTTO_CARD_SIDELINE_SUMMON);
    case GROTTO_COND_SUMMONED_ABOVE_GROTTO:
      return frame->source != GROTTO_NO_CARD
             && (g->cards[frame->source].flags & GROTTO_CARD_GROTTO_SUMMON);
    case GROTTO_COND_OPP_HAS:
      {
        GrottoFrame f = *frame;

        if (filter == NULL)
          return FALSE;
        for (guint s = 0; s < g->n_seats; s++)
          if (grotto_is_opponent (g, seat, s))
            {
              f.player = s;
              if (grotto_filter_count (g, script, filter, &f) > 0)
                return TRUE;
            }
        return FALSE;
      }
    case GROTTO_COND_TARGET_KIND:
      return frame->target != GROTTO_NO_CARD && filter != NULL
             && (filter->kinds & (1u << grotto_def (g, frame->target)->kind));
    case GROTTO_COND_TARGET_TYPE:
      return frame->target != GROTTO_NO_CARD && filter != NULL
             && grotto_def (g, frame->target)->type == filter->type;
    case GROTTO_COND_UNIQUE_NAME:
      {
        int card = frame->context;
        guint ctrl;

        if (card == GROTTO_NO_CARD)
          return FALSE;
        ctrl = grotto_controller (g, card);
        for (guint s = 0; s < GROTTO_N_SPOTS; s++)
          {
            int other = g->spots[ctrl][s];

            if (other != GROTTO_NO_CARD && other != card
                && grotto_def (g, other)->kind == GROTTO_KIND_BEAST
                && grotto_def (g, other)->name_id == grotto_def (g, card)->name_id)
              return FALSE;
          }
        return TRUE;
      }
    case GROTTO_COND_ATTACKED_TURN:
      return frame->target != GROTTO_NO_CARD && (g->cards[frame->target].flags & GROTTO_CARD_ATTACKED);
    case GROTTO_COND_DAMAGED_TURN:
      return frame->target != GROTTO_NO_CARD && (g->cards[frame->target].flags & GROTTO_CARD_DAMAGED);
    case GROTTO_COND_CONTEXT_OWN_BEAST_TEAM:
      return frame->context != GROTTO_NO_CARD
             && grotto_def (g, frame->context)->kind == GROTTO_KIND_BEAST
             && grotto_controller (g, frame->context) == seat
             && g->cards[frame->context].spot != GROTTO_NO_SPOT
             && grotto_spot_is_team (g->cards[frame->context].spot);
    case GROTTO_COND_WAS_DEFENDING:
      return (frame->value & GROTTO_LEFT_DEFENDING) != 0;
    case GROTTO_COND_WAS_ATTACKING:
      return (frame->value & GROTTO_LEFT_ATTACKING) != 0;
    case GROTTO_COND_IN_BATTLE:
      return g->battle.active;
    case GROTTO_COND_SELF_TEAM:
      return frame->source != GROTTO_NO_CARD && g->cards[frame->source].spot != GROTTO_NO_SPOT
             && grotto_spot_is_team (g->cards[frame->source].spot);
    case GROTTO_COND_LEFT_TEAM:
      return (frame->value & 0xf) < GROTTO_SPOTS;
    case GROTTO_COND_HAS_TARGET:
      return frame->target != GROTTO_NO_CARD;
    case GROTTO_COND_CONTEXT_KIND:
      return frame->context != GROTTO_NO_CARD && filter != NULL
             && (filter->kinds & (1u << grotto_def (g, frame->context)->kind));
    case GROTTO_COND_CONTEXT_TYPE:
      return frame->context != GROTTO_NO_CARD && filter != NULL
             && grotto_def (g, frame->context)->type == filter->type;
    default:
      return FALSE;
    }
}

gboolean
grotto_cond_check (const GrottoGame   *g,
                   const GrottoScript *script,
                   const GrottoCond   *cond,
                   const GrottoFrame  *frame)
{
  gboolean result = cond_eval (g, script, cond, frame);

  return cond->negate ? !result : result;
}

int
grotto_num_value (const GrottoGame   *g,
                  const GrottoScript *script,
                  const GrottoStep   *step,
                  const GrottoFrame  *frame)
{
  int base;
  int times = step->n == 0 ? 1 : step->n;

  switch (step->num)
    {
    case GROTTO_NUM_CONST:
      return step->n;
    case GROTTO_NUM_VALUE:
      base = frame->value;
      break;
    case GROTTO_NUM_POWER_TARGET:
      base = frame->target != GROTTO_NO_CARD ? grotto_power (g, frame->target) : 0;
      break;
    case GROTTO_NUM_POWER_CONTEXT:
      base = frame->context != GROTTO_NO_CARD ? grotto_power (g, frame->context) : 0;
      break;
    case GROTTO_NUM_COUNT:
      base = step->nfilter != 0
             ? (int) grotto_filter_count (g, script, &script->filters[step->nfilter - 1], frame) : 0;
      break;
    case GROTTO_NUM_ATTACHED_SELF:
      base = frame->source != GROTTO_NO_CARD ? (int) grotto_n_attached (g, frame->source) : 0;
      break;
    case GROTTO_NUM_HAND:
      base = grotto_zone_size (g, GROTTO_ZONE_ID (GROTTO_ZONE_HAND, frame->seat));
      break;
    case GROTTO_NUM_ALL:
      return 99;
    default:
      return 0;
    }
  return base * times;
}
