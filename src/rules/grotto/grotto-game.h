/* grotto-game.h: Grotto Beasts! rules: a plain, memcpy-able game state driven by actions. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <string.h>
#include <glib.h>

#include <json-glib/json-glib.h>

#include "game-rules.h"
#include "grotto-card-db.h"

G_BEGIN_DECLS

/* Capacities. A seat brings at most a 60-card deck and a Challenger (the 60 a Challenger may
 * ask for), plus room for a few cards of a scenario. */
#define GROTTO_MAX_SEATS      6
#define GROTTO_MAX_CARDS      384
#define GROTTO_SPOTS          5     /* per row */
#define GROTTO_N_SPOTS        (2 * GROTTO_SPOTS) /* 0..4 the Team, 5..9 the Sideline */
#define GROTTO_NO_SPOT        0xff
#define GROTTO_NO_CARD        (-1)
#define GROTTO_NO_SEAT        0xff
#define GROTTO_MAX_FRAMES     8
#define GROTTO_MAX_PENDING    24
#define GROTTO_MAX_MARKS      48
#define GROTTO_HAND_UNLIMITED 127

static inline gboolean grotto_spot_is_team (guint spot) { return spot < GROTTO_SPOTS; }
static inline gboolean grotto_spot_is_sideline (guint spot) { return spot >= GROTTO_SPOTS && spot < GROTTO_N_SPOTS; }

/* Zones: every card instance is in exactly one; a zone is a slice of GrottoGame.order. The
 * top of a deck, pool, score pile or discard is the end of its slice. */
typedef enum
{
  GROTTO_ZONE_DECK,
  GROTTO_ZONE_HAND,
  GROTTO_ZONE_POOL,      /* the Summoning Pool */
  GROTTO_ZONE_SCORE,     /* the Score Pile, face down */
  GROTTO_ZONE_DISCARD,
  GROTTO_ZONE_PLAY,      /* on a Team or Sideline spot, or attached to a card that is */
  GROTTO_N_SEAT_ZONES,
} GrottoZoneKind;

#define GROTTO_ZONE_ID(kind, seat) ((kind) * GROTTO_MAX_SEATS + (seat))
/* Cards on the table in no zone of a seat: a Wish resolving, cards revealed or set aside. */
#define GROTTO_ZONE_TABLE  (GROTTO_N_SEAT_ZONES * GROTTO_MAX_SEATS)
#define GROTTO_N_ZONES     (GROTTO_ZONE_TABLE + 1)
#define GROTTO_ZONE_KIND(zone) ((zone) / GROTTO_MAX_SEATS)
#define GROTTO_ZONE_SEAT(zone) ((zone) % GROTTO_MAX_SEATS)

/* Card flags. */
enum
{
  GROTTO_CARD_RESTING    = 1 << 0,
  GROTTO_CARD_SADNESS    = 1 << 1,  /* summoning sadness */
  GROTTO_CARD_FACE_DOWN  = 1 << 2,  /* attached face down, or a Challenger before the start */
  GROTTO_CARD_MOVED      = 1 << 3,  /* moved this turn */
  GROTTO_CARD_ATTACKING  = 1 << 4,
  GROTTO_CARD_DEFENDING  = 1 << 5,
  GROTTO_CARD_NEW        = 1 << 6,  /* summoned this turn */
  GROTTO_CARD_ATTACKED   = 1 << 7,  /* attacked this turn */
  GROTTO_CARD_DAMAGED    = 1 << 8,  /* took battle damage from an opponent this turn */
  GROTTO_CARD_MARKED     = 1 << 9,  /* picked: a mulligan, a card set aside */
  GROTTO_CARD_DEFEATED   = 1 << 10, /* a Challenger defeated in the battle under way */
  GROTTO_CARD_USED       = 1 << 11, /* a once-per-turn effect was used */
  GROTTO_CARD_SIDELINE_SUMMON = 1 << 12, /* summoned to the Sideline (for its own effect) */
  GROTTO_CARD_GROTTO_SUMMON   = 1 << 13, /* summoned above a Grotto */
};

typedef struct
{
  uint16_t def;        /* index in the GrottoCardDb */
  uint8_t  owner;      /* whose discard it goes to */
  uint8_t  zone;
  uint16_t flags;      /* GROTTO_CARD_* */
  uint8_t  spot;       /* 0..9 on a spot of its zone's seat, GROTTO_NO_SPOT otherwise */
  uint8_t  known;      /* bit per seat that knows which card this is */
  int16_t  host;       /* the card it is attached to, or GROTTO_NO_CARD */
  uint8_t  damage;     /* battle damage taken in the battle under way */
  uint8_t  aux;
} GrottoCardState;

/* Something temporary on a card or a seat: a power change or a grant (grotto-script.h). */
typedef struct
{
  int16_t card;        /* GROTTO_NO_CARD for a seat-wide mark */
  uint8_t kind;        /* GROTTO_MARK_POWER, or GROTTO_MARK_GRANT + GrottoGrant */
  int8_t  value;
  uint8_t until;       /* GrottoUntil */
  uint8_t seat;        /* whose turn ends or starts it */
} GrottoMark;

#define GROTTO_MARK_POWER 0
#define GROTTO_MARK_GRANT 1

typedef struct
{
  int16_t challenger;  /* instance, or GROTTO_NO_CARD */
  uint8_t goal;        /* scored cards that win */
  uint8_t flags;       /* GROTTO_SEAT_* */
  uint8_t turns_taken;
  uint8_t summons_turn;
  uint8_t wishes_turn;
  uint8_t beasts_grottos_turn;
  uint8_t scored_turn;
  uint8_t depletions;  /* deck depletions whose two-card scores the opponents are owed */
} GrottoSeat;

enum
{
  GROTTO_SEAT_SKIP_WAKE  = 1 << 0,
  GROTTO_SEAT_OUT        = 1 << 1,  /* lost by complete depletion in a game of 3 or more */
  GROTTO_SEAT_MULLIGANED = 1 << 2,
};

/* The battle under way. */
typedef struct
{
  uint8_t active;
  uint8_t attacker;     /* seat */
  uint8_t defender;     /* seat */
  uint8_t side;         /* 0 the attacker assigns damage, 1 the defender */
  int16_t attack_total;
  int16_t defense_total;
  int16_t left;         /* damage still to assign on the current side */
  int16_t score;        /* the attacker's damage left past every defender: cards it scores */
  uint8_t n_attackers;
  uint8_t n_defenders;
} GrottoBattle;

/* A summon paid from the hand (or the deck top, the discard). */
typedef struct
{
  int16_t card;         /* GROTTO_NO_CARD: none */
  uint8_t cost_left;    /* cards still to spend */
  uint8_t cost;
  uint8_t from;         /* GrottoZoneKind it came from */
  uint8_t seat;
} GrottoSummon;

/* An effect resolving: one ability of one card, a small program (grotto-script.h). */
typedef struct
{
  int16_t source;       /* the card whose ability this is */
  int16_t target;
  int16_t target2;
  int16_t context;      /* the card the trigger names */
  uint8_t ability;
  uint8_t pc;           /* next step */
  uint8_t seat;         /* the effect's controller */
  uint8_t player;       /* the chosen player */
  uint8_t ctx_seat;     /* the seat the trigger names */
  uint8_t ok;
  int8_t  value;
  uint8_t sub;          /* progress inside the current step */
  uint8_t count;        /* items left inside the current step */
  uint8_t waiting;      /* GrottoChoice awaited, 0 none */
  uint8_t decider;      /* who answers it */
  uint8_t flags;        /* GROTTO_FRAME_* */
} GrottoFrame;

enum
{
  GROTTO_FRAME_WISH     = 1 << 0, /* the source is a Wish to discard when done */
  GROTTO_FRAME_TO_POOL  = 1 << 1, /* ... to the bottom of the summoning pool instead */
  GROTTO_FRAME_HANDLER  = 1 << 2, /* a rules step (not a card's): source is the step id */
};

/* A triggered ability waiting to resolve. */
typedef struct
{
  int16_t card;
  int16_t context;
  uint8_t ability;
  uint8_t seat;         /* its controller */
  uint8_t ctx_seat;
  int8_t  value;
} GrottoPending;

/* What a decision is about (GrottoFrame.waiting). */
typedef enum
{
  GROTTO_CHOICE_NONE,
  GROTTO_CHOICE_CARD,    /* a card (CHOOSE card), maybe none (PASS) */
  GROTTO_CHOICE_YES_NO,  /* CHOOSE value 1 / 0 */
  GROTTO_CHOICE_PLAYER,  /* CHOOSE target_seat */
  GROTTO_CHOICE_SPOT,    /* CHOOSE value = spot */
  GROTTO_CHOICE_VALUE,   /* CHOOSE value among a few */
} GrottoChoice;

/* The turn's structure (002: phases and steps), and the set-up before it. */
typedef enum
{
  GROTTO_STEP_SETUP_FIRST,     /* the previous game's loser chooses who goes first */
  GROTTO_STEP_MULLIGAN,        /* each seat may mulligan once */
  GROTTO_STEP_START_OF_TURN,
  GROTTO_STEP_WAKE_UP,
  GROTTO_STEP_DRAW,
  GROTTO_STEP_ACTION_1,
  GROTTO_STEP_START_OF_BATTLE,
  GROTTO_STEP_CHOOSE_OPPONENT,
  GROTTO_STEP_CHOOSE_ATTACKERS,
  GROTTO_STEP_ATTACKED,        /* attack effects */
  GROTTO_STEP_CHOOSE_DEFENDERS,
  GROTTO_STEP_DEFENDED,        /* defend effects */
  GROTTO_STEP_ASSIGN_DAMAGE,
  GROTTO_STEP_BATTLE_RESULT,
  GROTTO_STEP_END_OF_BATTLE,
  GROTTO_STEP_ACTION_2,
  GROTTO_STEP_END_OF_TURN,
  GROTTO_STEP_RESET,
  GROTTO_STEP_NEXT_TURN,
  GROTTO_STEP_GAME_OVER,
  GROTTO_N_STEPS,
} GrottoTurnStep;

/* What the deciding seat is asked. */
typedef enum
{
  GROTTO_PHASE_NONE,
  GROTTO_PHASE_FIRST,         /* choose who goes first */
  GROTTO_PHASE_MULLIGAN,      /* pick cards to put back, then done */
  GROTTO_PHASE_ACTION,        /* summon, move, activate, battle, end the phase */
  GROTTO_PHASE_PAY,           /* spend a card from the hand */
  GROTTO_PHASE_SPOT,          /* where the summoned card goes */
  GROTTO_PHASE_OPPONENT,      /* whom to battle */
  GROTTO_PHASE_ATTACKERS,
  GROTTO_PHASE_DEFENDERS,
  GROTTO_PHASE_ASSIGN,        /* give damage to a fighter */
  GROTTO_PHASE_EFFECT,        /* answer an effect's question */
  GROTTO_PHASE_DISCARD,       /* the reset step: discard down to the hand size */
  GROTTO_PHASE_GAME_OVER,
} GrottoPhase;

typedef enum
{
  GROTTO_END_NONE,
  GROTTO_END_GOAL,           /* a seat reached its goal */
  GROTTO_END_DRAW,           /* Classic: reached at once with as many scored cards */
  GROTTO_END_DEPLETION,      /* complete depletion */
  GROTTO_END_CARD,           /* a card's effect won the game */
  GROTTO_END_UNRESOLVED,     /* the turn or action cap: no winner, no loser */
} GrottoEndReason;

typedef enum
{
  GROTTO_VARIANT_CLASSIC,
  GROTTO_VARIANT_RUMBLE,
  GROTTO_VARIANT_JERMA_RUMBLE,
  GROTTO_N_VARIANTS,
} GrottoVariant;

/* The parameters of a game (game files store every field by name: grotto-rules.c). */
typedef struct
{
  uint8_t  variant;       /* GrottoVariant */
  uint8_t  goal;          /* Classic: 10 */
  uint8_t  hand_size;     /* maximum hand size: 6 */
  uint8_t  opening_hand;  /* 6 */
  uint8_t  depletion_score; /* cards each opponent scores at a deck depletion: 2 */
  uint8_t  pad;
  uint16_t turn_cap;      /* a game past this many turns is unresolved */
  uint16_t action_cap;    /* ... or past this many actions (an endless loop) */
} GrottoParams;

typedef struct _GrottoGame GrottoGame;

struct _GrottoGame
{
  const GrottoCardDb *db;  /* immutable, shared by every copy */
  GrottoParams  params;
  uint64_t      rng[2];    /* xoroshiro128+: every shuffle, coin, die and throw */

  uint8_t  n_seats;
  uint8_t  active;         /* whose turn */
  uint8_t  first_seat;
  uint8_t  step;           /* GrottoTurnStep */
  uint8_t  phase;          /* GrottoPhase of the decision awaited */
  uint8_t  deciding;       /* who decides it */
  uint8_t  end_reason;     /* GrottoEndReason */
  uint8_t  winners;        /* bit per winning seat */
  uint8_t  previous_loser; /* GROTTO_NO_SEAT outside a series */
  uint8_t  mulligan_seat;  /* whose mulligan is asked */
  uint8_t  loop_guard;     /* automatic steps in a row without a decision */
  uint8_t  step_fired;     /* the step's own effects were set off: it moves on next */
  uint16_t turn;           /* 1-based over all seats */
  uint32_t n_actions;

  uint16_t n_cards;
  GrottoCardState cards[GROTTO_MAX_CARDS];
  uint16_t order[GROTTO_MAX_CARDS];
  uint16_t zone_start[GROTTO_N_ZONES + 1];
  int16_t  spots[GROTTO_MAX_SEATS][GROTTO_N_SPOTS];

  GrottoSeat   seats[GROTTO_MAX_SEATS];
  GrottoBattle battle;
  GrottoSummon summon;

  uint8_t      n_frames;
  uint8_t      n_pending;
  uint8_t      n_marks;
  GrottoFrame  frames[GROTTO_MAX_FRAMES];
  GrottoPending pending[GROTTO_MAX_PENDING];
  GrottoMark   marks[GROTTO_MAX_MARKS];
};

/* Actions: every decision is one of these (GameAction fields as noted). */
typedef enum
{
  GROTTO_ACT_FIRST,        /* target_seat goes first */
  GROTTO_ACT_MULLIGAN,     /* card: put it back */
  GROTTO_ACT_KEEP,         /* done mulliganing */
  GROTTO_ACT_SUMMON,       /* card: summon it (from hand, deck top or discard) */
  GROTTO_ACT_PAY,          /* card: spend it onto the summoning pool */
  GROTTO_ACT_SPOT,         /* value: the spot the summoned card takes */
  GROTTO_ACT_MOVE,         /* card to spot value */
  GROTTO_ACT_ACTIVATE,     /* card's ability mode */
  GROTTO_ACT_BATTLE,       /* go to the battle phase */
  GROTTO_ACT_END_PHASE,    /* end the action phase (the first: skip the battle) */
  GROTTO_ACT_OPPONENT,     /* target_seat: battle it */
  GROTTO_ACT_ATTACKER,     /* card attacks */
  GROTTO_ACT_DEFENDER,     /* card defends */
  GROTTO_ACT_DONE,         /* no more attackers / defenders */
  GROTTO_ACT_ASSIGN,       /* target: give it damage */
  GROTTO_ACT_CHOOSE,       /* answer an effect: card, target_seat or value */
  GROTTO_ACT_PASS,         /* decline an effect's "may" */
  GROTTO_ACT_DISCARD,      /* reset step: discard card */
  GROTTO_N_ACTS,
} GrottoActKind;

typedef enum
{
  GROTTO_EV_SETUP,
  GROTTO_EV_SHUFFLE,       /* seat's deck or Pool, to_zone (value: cards) */
  GROTTO_EV_DRAW,          /* card drawn by seat */
  GROTTO_EV_MOVE,          /* card from_zone -> to_zone */
  GROTTO_EV_REVEAL,
  GROTTO_EV_RPS,           /* seat threw value (0 rock, 1 paper, 2 scissors) */
  GROTTO_EV_FIRST,         /* seat goes first */
  GROTTO_EV_MULLIGAN,      /* seat put back value cards */
  GROTTO_EV_FLIP,          /* challengers face up */
  GROTTO_EV_TURN,
  GROTTO_EV_STEP,          /* value: GrottoStep */
  GROTTO_EV_SUMMON,        /* seat summons card (value: cost paid) */
  GROTTO_EV_PAY,           /* card spent */
  GROTTO_EV_PLACE,         /* card takes spot value */
  GROTTO_EV_REST,
  GROTTO_EV_WAKE,
  GROTTO_EV_SCORE,         /* seat scored card */
  GROTTO_EV_DEPLETION,     /* seat's discard became its deck */
  GROTTO_EV_BATTLE,        /* seat battles target_seat */
  GROTTO_EV_ATTACKER,
  GROTTO_EV_DEFENDER,
  GROTTO_EV_DAMAGE,        /* card took value damage */
  GROTTO_EV_DEFEATED,      /* Challenger defeated by seat */
  GROTTO_EV_POWER,         /* card's power changes by value */
  GROTTO_EV_ATTACH,        /* card attached to target */
  GROTTO_EV_EFFECT,        /* card's ability value resolves */
  GROTTO_EV_COIN,          /* seat flipped: value 1 heads/won */
  GROTTO_EV_DIE,           /* seat rolled value */
  GROTTO_EV_GAME_OVER,
  GROTTO_EV_OUT,           /* seat is out of the game */
  GROTTO_EV_LOOK,          /* card is shown to seat alone (GAME_NO_SEAT: to every seat) */
  GROTTO_EV_NO_ATTACK,     /* seat's battle has no attacker (value 1: none could attack) */
  GROTTO_N_EVS,
} GrottoEventKind;

typedef void (*GrottoEventFunc) (const GrottoGame *game,
                                 const GameEvent  *event,
                                 gpointer          user_data);

void         grotto_params_init        (GrottoParams  *params,
                                        GrottoVariant  variant);
const char  *grotto_variant_to_string  (GrottoVariant variant);
gboolean     grotto_variant_from_string (const char    *text,
                                         GrottoVariant *out);

/* Set-up (002 "Setting Up The Game"): decks hold every card a seat brings (its Challenger
 * too, for the Rumbles); shuffles, throws for the first seat (or asks the previous game's
 * loser), deals, and stops at the first decision. */
gboolean     grotto_game_init          (GrottoGame         *game,
                                        const GrottoCardDb *db,
                                        const GameSetup    *setup,
                                        GrottoEventFunc     emit,
                                        gpointer            user_data,
                                        GError            **error);

static inline void
grotto_game_copy (GrottoGame       *dest,
                  const GrottoGame *src)
{
  memcpy (dest, src, sizeof *dest);
}

guint        grotto_game_legal_actions (const GrottoGame *game,
                                        GameAction       *out,
                                        guint             max_actions);
gboolean     grotto_game_apply         (GrottoGame       *game,
                                        const GameAction *action,
                                        GrottoEventFunc   emit,
                                        gpointer          user_data,
                                        GError          **error);
void         grotto_game_apply_legal   (GrottoGame       *game,
                                        const GameAction *action,
                                        GrottoEventFunc   emit,
                                        gpointer          user_data);
gboolean     grotto_game_is_over       (const GrottoGame *game);
guint        grotto_game_deciding_seat (const GrottoGame *game);

/* Zones and figures. */
guint        grotto_game_zone_size     (const GrottoGame *game,
                                        GrottoZoneKind    kind,
                                        guint             seat);
int          grotto_game_zone_card     (const GrottoGame *game,
                                        GrottoZoneKind    kind,
                                        guint             seat,
                                        guint             index);
const GrottoCardDef *grotto_game_card_def (const GrottoGame *game,
                                           int               card);
int          grotto_game_power         (const GrottoGame *game,
                                        int               card);
int          grotto_game_hand_size     (const GrottoGame *game,
                                        guint             seat);
guint        grotto_game_scored        (const GrottoGame *game,
                                        guint             seat);
int          grotto_game_spot_card     (const GrottoGame *game,
                                        guint             seat,
                                        guint             spot);

/* The spots @card may be summoned to by @seat now, a bit per spot; the spots whose card
 * would be discarded to make room go to *@out_replace (may be NULL). A Wish takes none. */
guint        grotto_game_summon_spots  (const GrottoGame *game,
                                        int               card,
                                        guint             seat,
                                        guint            *out_replace);

/* Hidden information. A viewer is a seat, GAME_VIEWER_PUBLIC (what every seat knows) or
 * GAME_VIEWER_ALL. */
gboolean     grotto_game_card_visible_to (const GrottoGame *game,
                                          int               card,
                                          int               viewer);
/* @game as @viewer may know it (the GameRules projection, grotto-game-view.c): each card the
 * viewer cannot see has the blank definition GROTTO_HIDDEN_DEF, and the hidden cards are
 * numbered by their places (the hidden instance numbers given out in the order of the
 * places), so that neither a definition nor an instance number tells which card is where;
 * a Goal set by a Challenger the viewer cannot see reads 0, and the random stream is
 * empty. @out_map (may be NULL) gets each instance's number in the copy. Rules that only read (zones, spots, power of a card it sees) work on the copy. */
void         grotto_game_project       (const GrottoGame *game,
                                        int               viewer,
                                        GrottoGame       *out,
                                        int              *out_map);
/* Whether @card of a projected state has no identity for its viewer. */
static inline gboolean
grotto_game_card_is_blank (const GrottoGame *view,
                           int               card)
{
  return view->cards[card].def == GROTTO_HIDDEN_DEF;
}
/* Renumbers the instances of @game: instance c becomes @map[c] (a permutation of 0 ..
 * n_cards - 1) everywhere the state names a card. */
void         grotto_game_relabel       (const GrottoGame *game,
                                        const int        *map,
                                        GrottoGame       *out);
/* The position as @viewer may know it, as JSON (drive-in-cli --json, tests): made from the
 * projection, so a card the viewer cannot see is only {"hidden": true}. */
void         grotto_game_position_to_json (const GrottoGame *game,
                                           int               viewer,
                                           JsonBuilder      *builder);
void         grotto_game_sample_world  (const GrottoGame *game,
                                        guint             seat,
                                        uint64_t          seed,
                                        GrottoGame       *out);
gboolean     grotto_game_check_invariants (const GrottoGame *game,
                                           char            **message);
/* A full game that @seat's view (grotto_game_project()'s, checked) could be: each card @seat
 * cannot see becomes a card of @db (which extends the view's db, same indices first) that
 * fits its place (a face-down Challenger: a Challenger, and its Goal), drawn by @seed; a
 * fresh stream from @seed. FALSE with a message when no card fits or an invariant breaks. */
gboolean     grotto_game_world_from_view (const GrottoGame   *view,
                                          guint               seat,
                                          const GrottoCardDb *db,
                                          uint64_t            seed,
                                          GrottoGame         *out,
                                          char              **message);
/* A view from the network (grotto_game_project()'s bytes, anything at all): @db put in it,
 * then every count, index, instance, seat, spot and enum proved in range and every
 * definition < the db's size or GROTTO_HIDDEN_DEF; FALSE with a message. */
gboolean     grotto_game_check_view      (GrottoGame         *view,
                                          const GrottoCardDb *db,
                                          char              **message);

/* Text. */
char        *grotto_action_to_string   (const GameAction *action);
gboolean     grotto_action_parse       (const char       *text,
                                        GameAction       *out,
                                        GError          **error);
gboolean     grotto_action_equal       (const GameAction *a,
                                        const GameAction *b);
char        *grotto_game_describe_action (const GrottoGame *game,
                                          const GameAction *action,
                                          int               viewer);
char        *grotto_game_describe_event (const GrottoGame *game,
                                         const GameEvent  *event,
                                         int               viewer);
/* One line for @n (>= 2) events in a row that read to @viewer as @event does, or NULL
 * when they do not fold (GameRules.text.describe_events_folded). */
char        *grotto_game_describe_events_folded (const GrottoGame *game,
                                          const GameEvent *event,
                                          guint            n,
                                          int              viewer);
char        *grotto_game_describe_result (const GrottoGame *game);
const char  *grotto_step_to_string     (GrottoTurnStep step);
gboolean     grotto_step_from_string   (const char     *text,
                                        GrottoTurnStep *out);
const char  *grotto_phase_to_string    (GrottoPhase phase);
const char  *grotto_zone_kind_to_string (GrottoZoneKind kind);

/* ---- Positions (grotto-game-position.c): an exact position built without playing up to it
 * (tests, scenarios). Instance numbers follow the order cards are added, from 0. */

/* An empty game of @n_seats in seat 0's first action phase, turn 1 (every seat has taken one
 * turn? no: set with grotto_position_set_turn()). @params NULL: Classic. */
void         grotto_position_init      (GrottoGame         *game,
                                        const GrottoCardDb *db,
                                        guint               n_seats,
                                        const GrottoParams *params,
                                        guint64             seed);
/* Adds an instance of @def owned by @owner on top of zone @kind of @seat (at the bottom with
 * @bottom). In play, @spot is its spot (0..9) or, with @host set, GROTTO_NO_SPOT; @flags are
 * GROTTO_CARD_*. Returns the instance or GROTTO_NO_CARD when the game is full or the spot
 * is taken. */
int          grotto_position_add_card  (GrottoGame     *game,
                                        guint           def,
                                        guint           owner,
                                        GrottoZoneKind  kind,
                                        guint           seat,
                                        guint           spot,
                                        int             host,
                                        guint           flags,
                                        gboolean        bottom);
void         grotto_position_set_challenger (GrottoGame *game,
                                             guint       seat,
                                             int         card);
/* Whose turn, the 1-based turn counter and the step (an action phase, a battle step...). */
void         grotto_position_set_turn  (GrottoGame     *game,
                                        guint           active,
                                        guint           turn,
                                        GrottoTurnStep  step);
void         grotto_position_set_turns_taken (GrottoGame *game,
                                              guint       seat,
                                              guint       turns_taken);
void         grotto_position_set_summons (GrottoGame *game,
                                          guint       seat,
                                          guint       summons);
/* Starts a battle of @attacker against @defender with the cards flagged attacking and
 * defending (for positions in the battle's later steps). */
void         grotto_position_set_battle (GrottoGame *game,
                                         guint       attacker,
                                         guint       defender);
/* Checks the position and runs the automatic steps up to the first decision. */
gboolean     grotto_position_finish    (GrottoGame      *game,
                                        GrottoEventFunc  emit,
                                        gpointer         user_data,
                                        GError         **error);

G_END_DECLS
