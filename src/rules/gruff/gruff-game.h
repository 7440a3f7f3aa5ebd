/* gruff-game.h: a game of Gruff (004): the state, its decisions and its events. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <gio/gio.h>

#include "game-rules.h"
#include "gruff-card-db.h"

G_BEGIN_DECLS

#define GRUFF_SEATS        2
#define GRUFF_LINE         3    /* gruffs in a line; position p faces the enemy's position p */
#define GRUFF_DECK_SIZE    24   /* ability cards a legal deck brings */
#define GRUFF_MAX_DECK     40   /* ability cards a seat may bring at most (tests, scenarios) */
#define GRUFF_MAX_SEAT_CARDS (1 + GRUFF_LINE + GRUFF_MAX_DECK)
#define GRUFF_MAX_CARDS    (GRUFF_SEATS * GRUFF_MAX_SEAT_CARDS)
#define GRUFF_OPENING_HAND 5
#define GRUFF_HAND_LIMIT   7
#define GRUFF_STAT_MAX     10   /* a slider runs 0..10 */
#define GRUFF_CRAZY_MAX    30   /* the Crazy track */
#define GRUFF_LIFE_MAX     40
#define GRUFF_NO_POS       0xff

/* Where a card is. */
typedef enum
{
  GRUFF_ZONE_DECK,
  GRUFF_ZONE_HAND,
  GRUFF_ZONE_DISCARD,
  GRUFF_ZONE_ATTACHED,   /* a Condition or Mutation on a gruff */
  GRUFF_ZONE_LINE,       /* a gruff (pos GRUFF_NO_POS until its line is arranged) */
  GRUFF_ZONE_SHEPHERD,
  GRUFF_N_ZONES,
} GruffZone;

/* A gruff's flags. */
enum
{
  GRUFF_FLAG_EXHAUSTED = 1 << 0,
  GRUFF_FLAG_DEAD      = 1 << 1,
};

typedef struct
{
  uint16_t def;
  uint8_t  owner;
  uint8_t  zone;        /* GruffZone */
  uint8_t  pos;         /* index in its zone's list, or its line position */
  uint8_t  known;       /* bit per seat that knows which card it is */
  uint8_t  flags;
  uint8_t  controller;  /* attached cards: who played them */
  int8_t   host;        /* attached cards: the gruff they are on; -1 */
  int8_t   stats[3];    /* gruffs: the sliders (Mean, Weird, Fat) */
  uint8_t  damage;      /* gruffs: damage taken this turn */
  uint8_t  reserved;
} GruffCardState;

typedef struct
{
  int8_t   shepherd;              /* instance */
  int8_t   line[GRUFF_LINE];      /* instance at each position, -1 before arranging */
  int8_t   deck[GRUFF_MAX_DECK];  /* deck[n_deck - 1] is the top */
  int8_t   hand[GRUFF_MAX_DECK];
  int8_t   discard[GRUFF_MAX_DECK];
  uint8_t  n_deck, n_hand, n_discard;
  uint8_t  n_abilities;           /* ability cards the seat brought */
  int8_t   life;
  uint8_t  crazy;
  uint8_t  spent;                 /* Crazy committed to cards this turn */
  int8_t   attacker;              /* declared attack: the attacking gruff, or -1 */
  uint8_t  attack_pos;            /* and the position it strikes */
  uint8_t  turns;                 /* turns begun */
  uint8_t  threshold_crossings;   /* times the Threshold ability fired */
} GruffSeat;

typedef enum
{
  GRUFF_PHASE_ARRANGE,   /* the arranging seat puts a gruff in its next position */
  GRUFF_PHASE_ACTIVATE,  /* the active seat activates a gruff */
  GRUFF_PHASE_MAIN,      /* play cards, then one tactical action */
  GRUFF_PHASE_DISCARD,   /* the hand is over 7 at the end of the turn */
  GRUFF_PHASE_OVER,
} GruffPhase;

typedef enum
{
  GRUFF_ACT_ARRANGE,     /* card: a gruff; value: the position it takes */
  GRUFF_ACT_ACTIVATE,    /* card: a gruff */
  GRUFF_ACT_PLAY,        /* card: an ability card; target: a gruff or GAME_NO_CARD;
                          * target_seat: a shepherd's seat or GAME_NO_SEAT; mode: the side
                          * a swap goes to (0 left, 1 right) */
  GRUFF_ACT_ATTACK,      /* card: the active gruff; value: the position it strikes */
  GRUFF_ACT_GROW,        /* card: the active gruff; mode: the stat */
  GRUFF_ACT_MOVE,        /* card: the active gruff; target: the ally it swaps with */
  GRUFF_ACT_RESURRECT,   /* card: the active gruff; target: the dead gruff */
  GRUFF_ACT_DISCARD,     /* card: a card of the hand */
  GRUFF_ACT_END,         /* no tactical action is possible: the turn just ends */
  GRUFF_N_ACTS,
} GruffActKind;

typedef enum
{
  GRUFF_EV_FIRST,        /* seat goes first */
  GRUFF_EV_ARRANGE,      /* card takes position value */
  GRUFF_EV_TURN,         /* seat's turn begins; value: the game's turn count (GruffGame.turn) */
  GRUFF_EV_DRAW,         /* seat draws card */
  GRUFF_EV_ACTIVATE,     /* card is activated (exhausted) */
  GRUFF_EV_CRAZY,        /* seat's Crazy becomes value */
  GRUFF_EV_PLAY,         /* seat plays card on target / target_seat */
  GRUFF_EV_STAT,         /* card's stat (to_zone) slider becomes value */
  GRUFF_EV_DAMAGE,       /* card takes value damage */
  GRUFF_EV_KILL,         /* card dies */
  GRUFF_EV_LIFE,         /* seat's Life becomes value */
  GRUFF_EV_THRESHOLD,    /* seat's shepherd ability fires */
  GRUFF_EV_ABILITY,      /* card's triggered ability fires */
  GRUFF_EV_DECLARE,      /* card declares an attack on position value */
  GRUFF_EV_RESOLVE,      /* card's attack: value damage against target at the position */
  GRUFF_EV_BLOCK,        /* target blocks card's attack */
  GRUFF_EV_CANCEL,       /* card's declared attack is called off */
  GRUFF_EV_GROW,         /* card grows its stat (to_zone) to value */
  GRUFF_EV_MOVE,         /* card moves to position value */
  GRUFF_EV_RESURRECT,    /* card returns, exhausted */
  GRUFF_EV_REFRESH,      /* card is no longer exhausted */
  GRUFF_EV_EXHAUST,      /* card is exhausted by an effect */
  GRUFF_EV_DISCARD,      /* seat discards card */
  GRUFF_EV_LEAVE,        /* a Condition leaves play */
  GRUFF_EV_SHED,         /* damage is shrugged off at the end of the turn */
  GRUFF_EV_WIN,          /* the game is over: value is the end reason, seat the winner or
                          * GAME_NO_SEAT */
  GRUFF_N_EVS,
} GruffEventKind;

typedef enum
{
  GRUFF_END_NONE,
  GRUFF_END_GRUFFS,      /* every enemy gruff is dead */
  GRUFF_END_LIFE,        /* the enemy shepherd's Life is gone */
  GRUFF_END_BOTH,        /* both sides lost at once: a draw */
  GRUFF_END_TURN_CAP,    /* the turn cap: most living gruffs, then most Life */
  GRUFF_N_END_REASONS,
} GruffEndReason;

/* Game parameters (GameRules.params). */
typedef struct
{
  uint8_t  hand_limit;     /* 7 */
  uint8_t  opening_hand;   /* 5 */
  uint16_t turn_cap;       /* turns in all after which the game is decided (0: none) */
} GruffParams;

typedef struct
{
  const GruffCardDb *db;
  uint64_t        rng[2];
  uint8_t         n_cards;
  uint8_t         phase;          /* GruffPhase */
  uint8_t         active;         /* the seat whose turn it is, or arranges */
  uint8_t         first;          /* the seat that went first */
  int8_t          active_gruff;   /* the gruff activated this turn, or -1 */
  uint8_t         winner;         /* GAME_NO_SEAT: nobody (yet, or a draw) */
  uint8_t         end_reason;
  uint8_t         reserved;
  uint16_t        turn;           /* turns begun in all */
  uint16_t        n_actions;
  GruffParams     params;
  GruffSeat       seats[GRUFF_SEATS];
  GruffCardState  cards[GRUFF_MAX_CARDS];
} GruffGame;

void         gruff_params_init           (GruffParams *params);

/* Set-up from decks of card-db indices (a shepherd, three gruffs and ability cards, in any
 * order): shuffles, chooses the first seat; the first decision is its arrangement. */
gboolean     gruff_game_init             (GruffGame         *game,
                                          const GruffCardDb *db,
                                          const GameSetup   *setup,
                                          GameEventFunc      emit,
                                          gpointer           user_data,
                                          GError           **error);
guint        gruff_game_legal_actions    (const GruffGame *game,
                                          GameAction      *out,
                                          guint            max_actions);
gboolean     gruff_game_is_legal         (const GruffGame  *game,
                                          const GameAction *action);
gboolean     gruff_game_apply            (GruffGame        *game,
                                          const GameAction *action,
                                          GameEventFunc     emit,
                                          gpointer          user_data,
                                          GError          **error);
void         gruff_game_apply_legal      (GruffGame        *game,
                                          const GameAction *action,
                                          GameEventFunc     emit,
                                          gpointer          user_data);
guint        gruff_game_deciding_seat    (const GruffGame *game);
gboolean     gruff_game_check_invariants (const GruffGame *game,
                                          char           **message);
/* A view from the network (gruff_game_project()'s bytes, anything at all): @db put in it,
 * then every count, list, index, instance, seat and enum proved in range and every
 * definition < the db's size or GRUFF_HIDDEN_DEF; FALSE with a message. */
gboolean     gruff_game_check_view       (GruffGame         *view,
                                          const GruffCardDb *db,
                                          char             **message);

/* What the table reads. */
const GruffCardDef *gruff_game_def       (const GruffGame *game,
                                          int              card);
/* A gruff's stat with the Conditions on it (0 at least); a dead gruff's slider. */
int          gruff_game_stat             (const GruffGame *game,
                                          int              gruff,
                                          GruffStat        stat);
/* +Damage and +Defense from the Conditions and Mutations on a living gruff. */
int          gruff_game_bonus            (const GruffGame *game,
                                          int              gruff,
                                          GruffOpKind      kind);
gboolean     gruff_game_is_dead          (const GruffGame *game,
                                          int              gruff);
gboolean     gruff_game_is_exhausted     (const GruffGame *game,
                                          int              gruff);
/* The gruff at @seat's position @pos, or -1. */
int          gruff_game_at               (const GruffGame *game,
                                          guint            seat,
                                          guint            pos);
guint        gruff_game_living           (const GruffGame *game,
                                          guint            seat);
/* Hidden information. */
gboolean     gruff_game_card_visible_to  (const GruffGame *game,
                                          int              card,
                                          int              viewer);
void         gruff_game_sample_world     (const GruffGame *game,
                                          guint            seat,
                                          uint64_t         seed,
                                          GruffGame       *out);
/* The state as @viewer (a seat, GAME_VIEWER_PUBLIC or GAME_VIEWER_ALL) may know it: each
 * card it may not see of GRUFF_HIDDEN_DEF and numbered by its place, no random stream;
 * @out_map (may be NULL) gets each instance's number in the copy. */
void         gruff_game_project          (const GruffGame *game,
                                          int              viewer,
                                          GruffGame       *out,
                                          int             *out_map);
/* A full game that @seat's view (gruff_game_project()'s, checked) could be: each card @seat
 * cannot see becomes an ability card of @db (which extends the view's db, same indices first)
 * that its owner may hold, drawn by @seed; a fresh stream from @seed. FALSE with a message
 * when @db has no such card or the result breaks an invariant. */
gboolean     gruff_game_world_from_view  (const GruffGame   *view,
                                          guint              seat,
                                          const GruffCardDb *db,
                                          uint64_t           seed,
                                          GruffGame         *out,
                                          char             **message);

/* Text. */
const char  *gruff_act_name              (GruffActKind kind);
char        *gruff_action_to_string      (const GameAction *action);
gboolean     gruff_action_parse          (const char  *text,
                                          GameAction  *out,
                                          GError     **error);
char        *gruff_game_describe_action  (const GruffGame  *game,
                                          const GameAction *action,
                                          int               viewer);
char        *gruff_game_describe_event   (const GruffGame *game,
                                          const GameEvent *event,
                                          int              viewer);
/* One line for @n (>= 2) events in a row that read to @viewer as @event does, or NULL
 * when they do not fold (GameRules.text.describe_events_folded). */
char        *gruff_game_describe_events_folded (const GruffGame *game,
                                          const GameEvent *event,
                                          guint            n,
                                          int              viewer);
/* Why the seat may not play this card of its hand now, as one sentence naming the reason
 * that applies (it is not the seat's turn to play cards, the cost is over the Crazy left,
 * nothing can be its target); NULL when it may be played. */
char        *gruff_game_why_not_playable (const GruffGame *game,
                                          guint            seat,
                                          int              card);
char        *gruff_game_describe_result  (const GruffGame *game);
void         gruff_game_position_to_json (const GruffGame *game,
                                          int              viewer,
                                          JsonBuilder     *builder);
const char  *gruff_end_reason_to_string  (GruffEndReason reason);

extern const GameRules gruff_rules;

G_END_DECLS
