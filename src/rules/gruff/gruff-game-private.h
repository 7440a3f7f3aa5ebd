/* gruff-game-private.h: what the parts of Gruff's rules share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gruff-game.h"

G_BEGIN_DECLS

/* Where events go while an action is applied. */
typedef struct
{
  GameEventFunc emit;
  gpointer      user_data;
} GruffEmit;

static inline void
gruff_emit (const GruffGame *g,
            GruffEmit       *e,
            GruffEventKind   kind,
            guint            seat,
            int              card,
            int              target,
            int              value)
{
  GameEvent ev = { 0 };

  if (e == NULL || e->emit == NULL)
    return;
  ev.kind = kind;
  ev.seat = seat;
  ev.target_seat = GAME_NO_SEAT;
  ev.card = card;
  ev.target = target;
  ev.value = value;
  e->emit (g, &ev, e->user_data);
}

static inline void
gruff_emit_stat (const GruffGame *g,
                 GruffEmit       *e,
                 GruffEventKind   kind,
                 int              card,
                 GruffStat        stat,
                 int              value)
{
  GameEvent ev = { 0 };

  if (e == NULL || e->emit == NULL)
    return;
  ev.kind = kind;
  ev.seat = g->cards[card].owner;
  ev.target_seat = GAME_NO_SEAT;
  ev.to_zone = stat;
  ev.card = card;
  ev.target = GAME_NO_CARD;
  ev.value = value;
  e->emit (g, &ev, e->user_data);
}

static inline const GruffCardDef *
gruff_def (const GruffGame *g,
           int              card)
{
  return gruff_card_db_get (g->db, g->cards[card].def);
}

static inline gboolean
gruff_alive (const GruffGame *g,
             int              card)
{
  return card >= 0 && g->cards[card].zone == GRUFF_ZONE_LINE
         && !(g->cards[card].flags & GRUFF_FLAG_DEAD);
}

/* gruff-game-zones.c */
uint64_t gruff_rng_next          (GruffGame *g);
guint    gruff_rng_below         (GruffGame *g,
                                  guint      n);
void     gruff_rng_seed          (GruffGame *g,
                                  uint64_t   seed);
void     gruff_shuffle_deck      (GruffGame *g,
                                  guint      seat);
/* Takes @card out of its list (deck, hand, discard); other zones hold no list. */
void     gruff_zone_remove       (GruffGame *g,
                                  int        card);
/* Puts @card at the end of @zone's list of its owner (the top of a deck). */
void     gruff_zone_add          (GruffGame *g,
                                  int        card,
                                  GruffZone  zone);
/* Draws one card for @seat; FALSE when its deck is empty (the draw is ignored). */
gboolean gruff_draw              (GruffGame *g,
                                  guint      seat,
                                  GruffEmit *e);
void     gruff_discard_from_hand (GruffGame *g,
                                  int        card,
                                  GruffEmit *e);

/* gruff-game-effects.c */
/* Runs @card's effect (an ability card being played) for @seat on its target. */
void     gruff_play_effect       (GruffGame        *g,
                                  const GameAction *action,
                                  GruffEmit        *e);
/* Fires @gruff's triggered ability if it is @trigger and the gruff lives. @other: the
 * attacker for defend abilities. */
void     gruff_trigger           (GruffGame    *g,
                                  int           gruff,
                                  GruffTrigger  trigger,
                                  int           other,
                                  GruffEmit    *e);
/* Resolves @seat's declared attack (clean-up). */
void     gruff_resolve_attack    (GruffGame *g,
                                  guint      seat,
                                  GruffEmit *e);
/* Deals @amount damage to @gruff now; a kill passes the excess to its shepherd. */
void     gruff_deal_damage       (GruffGame *g,
                                  int        gruff,
                                  int        amount,
                                  GruffEmit *e);
/* Kills every living gruff whose damage this turn meets its Defense (a Defense lowered after
 * the damage), the excess to its shepherd. */
void     gruff_check_deaths      (GruffGame *g,
                                  GruffEmit *e);
void     gruff_change_life       (GruffGame *g,
                                  guint      seat,
                                  int        delta,
                                  GruffEmit *e);
void     gruff_change_crazy      (GruffGame *g,
                                  guint      seat,
                                  int        delta,
                                  GruffEmit *e);
void     gruff_change_stat       (GruffGame *g,
                                  int        gruff,
                                  GruffStat  stat,
                                  int        delta,
                                  GruffEmit *e);
void     gruff_swap              (GruffGame *g,
                                  int        gruff,
                                  int        other,
                                  GruffEmit *e);
void     gruff_raise             (GruffGame *g,
                                  int        gruff,
                                  GruffEmit *e);
/* Ends the game when a side has lost; TRUE when it is over. */
gboolean gruff_check_end         (GruffGame *g,
                                  GruffEmit *e);
void     gruff_end               (GruffGame      *g,
                                  guint           winner,
                                  GruffEndReason  reason,
                                  GruffEmit      *e);
/* Whether @action (PLAY) has a legal target for its card's script. */
gboolean gruff_play_target_ok    (const GruffGame  *g,
                                  const GameAction *action);

G_END_DECLS
