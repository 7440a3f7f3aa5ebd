/* grotto-game-private.h: what the parts of the Grotto Beasts! rules share among themselves. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "grotto-game.h"
#include "grotto-script.h"

G_BEGIN_DECLS

#define GROTTO_ALL_KNOW 0xff
/* The value a "discarded from play" trigger carries: the spot the card left, and these. */
#define GROTTO_LEFT_DEFENDING 0x10
#define GROTTO_LEFT_ATTACKING 0x20
/* Automatic steps one action may run before the game is declared unresolved (a loop). */
#define GROTTO_MAX_AUTO_STEPS 20000

/* One application of an action: the state and where events go. */
typedef struct
{
  GrottoGame      *g;
  GrottoEventFunc  emit;
  gpointer         data;
  guint            auto_steps;
  gboolean         score_changed;
} GrottoRun;

/* Moves the turn on, unless the game ended meanwhile. */
static inline void
grotto_set_step (GrottoGame *g,
                 guint       step)
{
  if (g->step != GROTTO_STEP_GAME_OVER)
    {
      g->step = step;
      g->step_fired = 0;
    }
}

/* ---- grotto-game-zones.c ------------------------------------------------------------ */

uint64_t grotto_rng_next       (GrottoGame *g);
guint    grotto_rng_below      (GrottoGame *g,
                                guint       n);

static inline guint
grotto_zone_size (const GrottoGame *g,
                  guint             zone)
{
  return g->zone_start[zone + 1] - g->zone_start[zone];
}

static inline int
grotto_zone_at (const GrottoGame *g,
                guint             zone,
                guint             index)
{
  return g->order[g->zone_start[zone] + index];
}

/* The top card of a zone, or GROTTO_NO_CARD. */
static inline int
grotto_zone_top (const GrottoGame *g,
                 guint             zone)
{
  guint n = grotto_zone_size (g, zone);

  return n > 0 ? grotto_zone_at (g, zone, n - 1) : GROTTO_NO_CARD;
}

static inline const GrottoCardDef *
grotto_def (const GrottoGame *g,
            int               card)
{
  return grotto_card_db_get (g->db, g->cards[card].def);
}

static inline const GrottoScript *
grotto_script (const GrottoGame *g,
               int               card)
{
  return grotto_def (g, card)->script;
}

static inline guint
grotto_zone_kind_of (const GrottoGame *g,
                     int               card)
{
  guint zone = g->cards[card].zone;

  return zone == GROTTO_ZONE_TABLE ? GROTTO_N_SEAT_ZONES : GROTTO_ZONE_KIND (zone);
}

/* The seat whose zone holds @card (its controller while in play). */
static inline guint
grotto_controller (const GrottoGame *g,
                   int               card)
{
  guint zone = g->cards[card].zone;

  return zone == GROTTO_ZONE_TABLE ? g->cards[card].owner : GROTTO_ZONE_SEAT (zone);
}

/* On a spot (not attached, not elsewhere). */
static inline gboolean
grotto_on_spot (const GrottoGame *g,
                int               card)
{
  return g->cards[card].spot != GROTTO_NO_SPOT;
}

/* In play: on a spot (a card number that may be GROTTO_NO_CARD). */
static inline gboolean
grotto_in_play (const GrottoGame *g,
                int               card)
{
  return card != GROTTO_NO_CARD && g->cards[card].spot != GROTTO_NO_SPOT;
}

static inline gboolean
grotto_seat_out (const GrottoGame *g,
                 guint             seat)
{
  return (g->seats[seat].flags & GROTTO_SEAT_OUT) != 0;
}

/* Another seat still in the game. */
static inline gboolean
grotto_is_opponent (const GrottoGame *g,
                    guint             seat,
                    guint             other)
{
  return other != seat && other < g->n_seats && !grotto_seat_out (g, other);
}

guint    grotto_next_seat      (const GrottoGame *g,
                                guint             seat);
/* @seat (GAME_NO_SEAT: every seat) looks at @card: it knows the card from now on, and a
 * GROTTO_EV_LOOK says so (what a seat learns reaches it by events only). */
void     grotto_show_to        (GrottoRun        *r,
                                int               card,
                                guint             seat);
void     grotto_emit           (GrottoRun        *r,
                                GrottoEventKind   kind,
                                guint             seat,
                                int               card,
                                int               target,
                                int               value);
void     grotto_move           (GrottoRun        *r,
                                int               card,
                                guint             zone,
                                gboolean          bottom);
void     grotto_shuffle        (GrottoRun        *r,
                                guint             zone);
/* Takes the top card of @seat's deck into @zone (a deck that runs out becomes the shuffled
 * discard, and the opponents are owed their depletion score; with no discard either, the
 * seat loses). Returns the card, or GROTTO_NO_CARD. */
int      grotto_take_top       (GrottoRun        *r,
                                guint             seat,
                                guint             zone,
                                gboolean          bottom);
int      grotto_draw           (GrottoRun        *r,
                                guint             seat);
/* A deck found empty runs out (002): the discard becomes it, or the seat loses. */
void     grotto_deck_check     (GrottoRun        *r,
                                guint             seat);
/* Attaches the top card of @seat's deck to @host; returns it or GROTTO_NO_CARD. */
int      grotto_attach_top     (GrottoRun        *r,
                                guint             seat,
                                int               host,
                                gboolean          face_up);
/* Scores @n cards from the top of @seat's deck; returns how many. */
guint    grotto_score_top      (GrottoRun        *r,
                                guint             seat,
                                guint             n);
/* Scores @card itself for @seat (face down). */
void     grotto_score_card     (GrottoRun        *r,
                                guint             seat,
                                int               card);
void     grotto_mill           (GrottoRun        *r,
                                guint             seat,
                                guint             n);
/* Places @card (anywhere) on @spot of @seat's play area. */
void     grotto_place          (GrottoRun        *r,
                                int               card,
                                guint             seat,
                                guint             spot);
/* Puts @card in play attached to @host, face up or down. */
void     grotto_attach         (GrottoRun        *r,
                                int               card,
                                int               host,
                                gboolean          face_up);
/* A card leaving play to its owner's discard, with what that sets off. */
void     grotto_discard_from_play (GrottoRun     *r,
                                   int            card);
/* Any card to its owner's discard (from hand, deck, table or play). */
void     grotto_discard        (GrottoRun        *r,
                                int               card);
/* Leaves play (or any zone) for @zone: attachments go to their owners' discards. */
void     grotto_leave_play     (GrottoRun        *r,
                                int               card,
                                guint             zone,
                                gboolean          bottom);
void     grotto_rest           (GrottoRun        *r,
                                int               card);
void     grotto_wake           (GrottoRun        *r,
                                int               card);
void     grotto_reveal         (GrottoRun        *r,
                                int               card);
void     grotto_lose           (GrottoRun        *r,
                                guint             seat);
/* Cards attached to @host, into @out; returns the count. */
guint    grotto_attached       (const GrottoGame *g,
                                int               host,
                                int              *out);
guint    grotto_n_attached     (const GrottoGame *g,
                                int               host);
/* The card on the spot above (Team) or under (Sideline) @card, or GROTTO_NO_CARD. */
int      grotto_card_above     (const GrottoGame *g,
                                int               card);
int      grotto_card_under     (const GrottoGame *g,
                                int               card);
gboolean grotto_is_beside      (const GrottoGame *g,
                                int               card,
                                int               other);
gboolean grotto_above_grotto   (const GrottoGame *g,
                                int               card);
/* Whose turn it is in a 2-seat view: the next opponent of @seat in turn order. */
guint    grotto_next_opponent  (const GrottoGame *g,
                                guint             seat);
guint    grotto_n_in_play      (const GrottoGame *g,
                                guint             seat,
                                guint             kinds);

/* ---- grotto-game-power.c ------------------------------------------------------------- */

int      grotto_power          (const GrottoGame *g,
                                int               card);
int      grotto_hand_size      (const GrottoGame *g,
                                guint             seat);
int      grotto_summon_cost    (const GrottoGame *g,
                                int               card,
                                guint             seat);
/* Whether @seat has a static of @kind among its cards in play (Challenger included). */
gboolean grotto_seat_has_static (const GrottoGame *g,
                                 guint             seat,
                                 guint             kind);
const GrottoStatic *grotto_card_static (const GrottoGame *g,
                                        int               card,
                                        guint             kind);
gboolean grotto_has_grant      (const GrottoGame *g,
                                int               card,
                                guint             grant);
gboolean grotto_seat_has_grant (const GrottoGame *g,
                                guint             seat,
                                guint             grant);
void     grotto_add_mark       (GrottoRun        *r,
                                int               card,
                                guint             kind,
                                int               value,
                                guint             until,
                                guint             seat);
/* Drops the marks that end now: @until for @seat (or every seat with GROTTO_NO_SEAT). */
void     grotto_expire_marks   (GrottoGame       *g,
                                guint             until,
                                guint             seat);
gboolean grotto_can_attack     (const GrottoGame *g,
                                int               card);
gboolean grotto_can_defend     (const GrottoGame *g,
                                int               card);
/* Whether a card of @filter (in @script) matches @card for an effect of @frame. */
gboolean grotto_filter_match   (const GrottoGame   *g,
                                const GrottoScript *script,
                                const GrottoFilter *filter,
                                const GrottoFrame  *frame,
                                int                 card);
guint    grotto_filter_count   (const GrottoGame   *g,
                                const GrottoScript *script,
                                const GrottoFilter *filter,
                                const GrottoFrame  *frame);
gboolean grotto_cond_check     (const GrottoGame   *g,
                                const GrottoScript *script,
                                const GrottoCond   *cond,
                                const GrottoFrame  *frame);
int      grotto_num_value      (const GrottoGame   *g,
                                const GrottoScript *script,
                                const GrottoStep   *step,
                                const GrottoFrame  *frame);

/* ---- grotto-game-effects.c ----------------------------------------------------------- */

/* Queues every ability of @trigger the cards in play have (and the one of @card where the
 * trigger is about a card itself), with @ctx_card / @ctx_seat as context. */
void     grotto_fire           (GrottoRun        *r,
                                GrottoTrigger     trigger,
                                int               ctx_card,
                                guint             ctx_seat,
                                int               value);
/* Queues one ability of one card. */
void     grotto_queue          (GrottoRun        *r,
                                int               card,
                                guint             ability,
                                guint             seat,
                                int               ctx_card,
                                guint             ctx_seat,
                                int               value);
/* Starts an ability now (an activated one, a Wish). Returns FALSE when the stack is full. */
gboolean grotto_push_frame     (GrottoRun        *r,
                                int               card,
                                guint             ability,
                                guint             seat,
                                int               ctx_card,
                                guint             ctx_seat,
                                int               value,
                                guint             flags);
/* Runs the top frame until it asks a question or ends. */
void     grotto_run_frame      (GrottoRun        *r);
void     grotto_drop_frame     (GrottoRun        *r);
guint    grotto_effect_choices (const GrottoGame *g,
                                GameAction       *out,
                                guint             max);
void     grotto_effect_answer  (GrottoRun        *r,
                                const GameAction *action);
/* The activated abilities @seat may use now, appended to @out. */
guint    grotto_activations    (const GrottoGame *g,
                                guint             seat,
                                GameAction       *out,
                                guint             max);
/* A step or handler is done, or waits for an answer. */
typedef enum
{
  GROTTO_STEP_DONE,
  GROTTO_STEP_WAIT,
} GrottoStepResult;

/* One die for @seat, as it lands; a coin for @seat, with the card that wins it. */
int      grotto_roll_die       (GrottoRun        *r,
                                guint             seat);
/* @seat rolls a die for the effect in @f with every card that changes a roll (a second die,
 * a redo) and sets off what answers the result kept (f->value); may ask @seat a question
 * (grotto_roll_choices()), then is called again with the answer. */
GrottoStepResult grotto_roll_step (GrottoRun        *r,
                                   GrottoFrame      *f,
                                   const GameAction *answer,
                                   guint             seat,
                                   gboolean          called);
guint    grotto_roll_choices   (const GrottoGame  *g,
                                const GrottoFrame *f,
                                GameAction        *out,
                                guint              max);
gboolean grotto_flip_coin      (GrottoRun        *r,
                                guint             seat);
/* The flip's result stands (not redone): what answers a won or lost flip happens. */
void     grotto_coin_kept      (GrottoRun        *r,
                                guint             seat,
                                gboolean          won);
/* A game of rock-paper-scissors: 2 @seat won, 1 a draw, 0 lost. */
int      grotto_rps            (GrottoRun        *r,
                                guint             seat,
                                guint             other);

/* ---- grotto-game-targets.c ----------------------------------------------------------- */

/* The seats @who names for the step of @f; the first of them (f->seat when none). */
guint    grotto_step_seats     (const GrottoGame   *g,
                                const GrottoFrame  *f,
                                guint               who,
                                guint              *out);
guint    grotto_first_seat     (const GrottoGame   *g,
                                const GrottoFrame  *f,
                                guint               who);
/* The card @on names for the step of @f, or GROTTO_NO_CARD. */
int      grotto_step_card      (const GrottoGame   *g,
                                const GrottoFrame  *f,
                                guint               on);
/* Cards matching @filter for @f, in zone order (top last). */
guint    grotto_candidates     (const GrottoGame   *g,
                                const GrottoScript *script,
                                const GrottoFilter *filter,
                                const GrottoFrame  *f,
                                gboolean            targeting,
                                int                *out);
/* @seat's hand but @exclude. */
guint    grotto_hand_cards     (const GrottoGame   *g,
                                guint               seat,
                                int                 exclude,
                                int                *out);
/* Options of the question the top frame asks, as actions. */
guint    grotto_step_options   (const GrottoGame   *g,
                                const GrottoFrame  *f,
                                const GrottoScript *script,
                                const GrottoStep   *st,
                                GameAction         *out,
                                guint               max);

/* ---- grotto-game-handlers.c ---------------------------------------------------------- */

/* Named C handlers for effects the step vocabulary does not cover. */
guint            grotto_handler_lookup  (const char *name);
const char      *grotto_handler_name    (guint       id);
GrottoStepResult grotto_handler_run     (GrottoRun        *r,
                                         GrottoFrame      *frame,
                                         guint             id,
                                         const GameAction *answer);
guint            grotto_handler_choices (const GrottoGame  *g,
                                         const GrottoFrame *frame,
                                         guint              id,
                                         GameAction        *out,
                                         guint              max);

/* ---- grotto-game-turn.c / -battle.c -------------------------------------------------- */

void     grotto_continue       (GrottoRun        *r);
/* Runs the turn step the game is in: asks its question (sets the phase) or moves on. */
void     grotto_turn_step      (GrottoRun        *r);
void     grotto_turn_abandon   (GrottoRun        *r);
/* The previous game's loser named the first seat: deal. */
void     grotto_setup_first    (GrottoRun        *r,
                                guint             seat);
void     grotto_check_goal     (GrottoRun        *r);
void     grotto_end_game       (GrottoRun        *r,
                                guint             winners,
                                GrottoEndReason   reason);
guint    grotto_turn_actions   (const GrottoGame *g,
                                GameAction       *out,
                                guint             max);
gboolean grotto_turn_apply     (GrottoRun        *r,
                                const GameAction *action);
/* Whether @card may be summoned by @seat now (cost, restriction, room). */
gboolean grotto_can_summon     (const GrottoGame *g,
                                int               card,
                                guint             seat);
/* The empty spots @card may take for @seat, as a bit mask (spots a full row makes room
 * in by discarding its card are in *@out_replace). */
guint    grotto_summon_spots   (const GrottoGame *g,
                                int               card,
                                guint             seat,
                                guint            *out_replace);
/* A card summoned onto @spot, or a Wish: what a summon sets off. @free: no cost paid. */
void     grotto_summon_place   (GrottoRun        *r,
                                int               card,
                                guint             seat,
                                guint             spot,
                                guint             from);
/* A Wish summoned from @from (a GrottoZoneKind): its effect, then the discard (or the pool);
 * from GROTTO_ZONE_PLAY, attached to a card, it stays attached. */
void     grotto_summon_wish    (GrottoRun        *r,
                                int               card,
                                guint             seat,
                                guint             from);
/* A card moved from one spot to another of its row or the other (an action, an effect). */
void     grotto_move_spot      (GrottoRun        *r,
                                int               card,
                                guint             spot,
                                gboolean          by_effect);
void     grotto_battle_step    (GrottoRun        *r);
guint    grotto_battle_actions (const GrottoGame *g,
                                GameAction       *out,
                                guint             max);
gboolean grotto_battle_apply   (GrottoRun        *r,
                                const GameAction *action);

static inline void
grotto_action_init (GameAction *a,
                    guint       kind,
                    guint       seat)
{
  memset (a, 0, sizeof *a);
  a->kind = kind;
  a->seat = seat;
  a->target_seat = GAME_NO_SEAT;
  a->card = GAME_NO_CARD;
  a->target = GAME_NO_CARD;
}

G_END_DECLS
