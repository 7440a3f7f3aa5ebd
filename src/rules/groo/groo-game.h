/* groo-game.h: Groo: The Game as a plain, memcpy-able state driven by actions. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <string.h>
#include <glib.h>

#include "game-rules.h"
#include "groo-card-db.h"

G_BEGIN_DECLS

/* Capacities. The state is one flat struct: the AI copies it with a single memcpy. */
#define GROO_MAX_SEATS   6
#define GROO_MIN_SEATS   2
#define GROO_MAX_CARDS   200  /* card instances in one game: the shared deck */
#define GROO_N_WHITE     6    /* Raw Materials dice */
#define GROO_N_DICE      7    /* ... and the black Groo Movement die */
#define GROO_BLACK_DIE   6    /* its index */
#define GROO_WHITE_MASK  0x3f
#define GROO_DIE_FACES   6
/* Card effects being carried out and windows, nested. Without Events, a stack holds at most
 * a Groo Effect, its window, GROO_MAX_QUEUED cards waiting below it and the card played last;
 * Events drawn while others are played nest above, as long as there is room: then they wait
 * in GROO_ZONE_WAITING (docs/groo.md, reading 14). */
#define GROO_MAX_FRAMES  16
#define GROO_MAX_QUEUED  6    /* cards waiting for a Groo Effect to be carried out first */
#define GROO_NO_CARD     (-1)
#define GROO_NO_SEAT     0xff
#define GROO_ALL_SEATS   0x3f /* `known`: every seat */
/* The discard pile becomes the deck at most this often (deck_runs stops there): a safety net
 * that ends chains of Events drawing Events in decks made of little else. */
#define GROO_MAX_DECK_RUNS 200

/* Zones: the draw deck, the discard pile, the table (a Wild, Event or Groo Effect being
 * resolved), the Events waiting face up for room on the table (drawn while it was full, the
 * first drawn at the bottom), and each seat's hand, town (Buildings) and army (Troops). Every
 * card instance is in exactly one; a zone is a slice of GrooGame.order, whose end is the top
 * of a pile. */
enum
{
  GROO_ZONE_DECK,
  GROO_ZONE_DISCARD,
  GROO_ZONE_TABLE,
  GROO_ZONE_WAITING,
  GROO_ZONE_FIRST_SEAT,
};
#define GROO_ZONE_HAND(seat) (GROO_ZONE_FIRST_SEAT + 3 * (seat))
#define GROO_ZONE_TOWN(seat) (GROO_ZONE_FIRST_SEAT + 3 * (seat) + 1)
#define GROO_ZONE_ARMY(seat) (GROO_ZONE_FIRST_SEAT + 3 * (seat) + 2)
#define GROO_N_ZONES         (GROO_ZONE_FIRST_SEAT + 3 * GROO_MAX_SEATS)
#define GROO_ZONE_SEAT(zone) (((zone) - GROO_ZONE_FIRST_SEAT) / 3)
#define GROO_ZONE_IS_HAND(zone) \
  ((zone) >= GROO_ZONE_FIRST_SEAT && ((zone) - GROO_ZONE_FIRST_SEAT) % 3 == 0)

/* The six phases of a turn, in order; then the set-up and the end. */
typedef enum
{
  GROO_PHASE_DISCARD,
  GROO_PHASE_DRAW,
  GROO_PHASE_ATTACK,
  GROO_PHASE_CONSTRUCTION,
  GROO_PHASE_LEFTOVER,
  GROO_PHASE_SECOND_DRAW,
  GROO_PHASE_OVER,
  GROO_N_PHASES,
} GrooPhase;

/* Where a phase stands. */
typedef enum
{
  GROO_STEP_DISCARD,        /* the active seat discards or stops */
  GROO_STEP_DRAW,           /* drawing to the hand size (automatic) */
  GROO_STEP_ATTACK,         /* the active seat declares war or not */
  GROO_STEP_COMMIT_ATTACK,  /* the attacker commits Troops */
  GROO_STEP_COMMIT_DEFEND,  /* the defender commits Troops */
  GROO_STEP_WAR_RESOLVE,    /* strengths compared, Buildings lost (automatic) */
  GROO_STEP_WAR_END,        /* committed Troops discarded (automatic) */
  GROO_STEP_ROLL,           /* the seven dice rolled, Groo moved (automatic) */
  GROO_STEP_BUILD,          /* the dice holder plays Groo Effects and buys */
  GROO_STEP_SECOND_DRAW,    /* drawing to the hand size again (automatic) */
  GROO_STEP_END_TURN,       /* the end checks, then the next turn (automatic) */
  GROO_STEP_OVER,
  GROO_N_STEPS,
} GrooStep;

/* Dice faces. White dice show resources or a Groo Head; the black die moves Groo. */
typedef enum
{
  GROO_FACE_NONE,
  GROO_FACE_KOPINS,
  GROO_FACE_SUPPLIES,
  GROO_FACE_LABOR,
  GROO_FACE_GROO,
  GROO_FACE_STAY,     /* Rufferto: Groo stays */
  GROO_FACE_LEFT_1,   /* one town to the left (the next seat in turn order) */
  GROO_FACE_RIGHT_1,
  GROO_FACE_LEFT_2,
  GROO_FACE_RIGHT_2,
  GROO_N_FACES,
} GrooFace;

#define GROO_FACE_IS_WHITE(f) ((f) >= GROO_FACE_KOPINS && (f) <= GROO_FACE_GROO)
#define GROO_FACE_IS_BLACK(f) ((f) >= GROO_FACE_STAY && (f) <= GROO_FACE_RIGHT_2)

/* Parameters a variant may change. Every field is a small number (game files store them
 * by name: see groo-rules.c). */
typedef struct
{
  uint8_t hand_size;          /* the hand is filled to this (5) */
  uint8_t goal_two;           /* VP that end the game with 2 seats (10) */
  uint8_t goal_three;         /* ... with 3 seats (8) */
  uint8_t goal_more;          /* ... with 4 to 6 seats (7) */
  uint8_t deck_runs;          /* the deck running out this many times starts the last round */
  uint8_t white_faces[GROO_DIE_FACES]; /* GrooFace of each face of a white die */
  uint8_t black_faces[GROO_DIE_FACES]; /* GrooFace of each face of the black die */
} GrooRulesParams;

/* Per-instance flags. */
enum
{
  GROO_CARD_COMMITTED = 1 << 0, /* a Troop sent to the current war */
};
/* An Event in GROO_ZONE_WAITING keeps the seat that drew it (it is played as theirs) in these
 * bits of its flags; every other card has them clear. */
#define GROO_CARD_DRAWER_SHIFT 1
#define GROO_CARD_DRAWER_MASK  (0x7 << GROO_CARD_DRAWER_SHIFT)

typedef struct
{
  uint16_t def;      /* index in the GrooCardDb */
  uint8_t  zone;
  uint8_t  known;    /* bit per seat that knows which card this is */
  uint8_t  flags;
  uint8_t  war_mul;  /* a committed Troop's multiplier (Drummer): 1 when none */
} GrooCardState;

/* The war of an Attack phase. */
typedef struct
{
  uint8_t active;
  uint8_t attacker;
  uint8_t defender;
  uint8_t attack_mul;   /* side multipliers from Wilds and powers (1: none) */
  uint8_t defense_mul;
  int8_t  attack_add;   /* side additions from Wilds and powers */
  int8_t  defense_add;
  uint8_t resolved;
  int16_t attack;       /* strengths once resolved */
  int16_t defense;
} GrooWar;

/* What a frame is. */
typedef enum
{
  GROO_FRAME_EFFECT,  /* a card's effects being carried out */
  GROO_FRAME_WINDOW,  /* each seat asked in turn whether it plays a Wild or a power */
} GrooFrameKind;

/* The moments a window opens. */
typedef enum
{
  GROO_WINDOW_ROLL,   /* after the roll and Groo's move */
  GROO_WINDOW_WAR,    /* once both sides committed Troops */
  GROO_WINDOW_GROO,   /* a Groo Effect was played, before it strikes */
  GROO_N_WINDOWS,
} GrooWindow;

/* Where an effect frame's card came from. */
typedef enum
{
  GROO_SOURCE_PLAYED,  /* a Wild, Event or Groo Effect on the table until it is done */
  GROO_SOURCE_POWER,   /* a Building or Troop discarded from the table for its power */
  GROO_SOURCE_WAR,     /* the war's damage (no card): the defender loses Buildings */
} GrooSource;

enum
{
  GROO_FRAME_STARTED   = 1 << 0, /* the current op's amount for the current seat is set */
  GROO_FRAME_CANCELLED = 1 << 1, /* a Groo Effect that will do nothing */
  GROO_FRAME_CHOSEN    = 1 << 2, /* window: the asked seat played something */
  GROO_FRAME_QUEUED    = 1 << 3, /* effect: played after a Groo Effect that was not yet
                                  * carried out, it waits below it (in the order played) */
};

typedef struct
{
  uint8_t kind;      /* GrooFrameKind */
  uint8_t window;    /* GrooWindow (windows) / GrooSource (effects) */
  uint8_t seat;      /* effect: who played or used the card; window: who opened it */
  uint8_t asked;     /* window: seats asked so far; effect: seats done in the current op */
  uint8_t op;        /* effect: index of the current op */
  uint8_t left;      /* effect: what the current seat still has to choose */
  uint8_t flags;
  uint8_t value;     /* effect of the war: the damage */
  int16_t card;      /* effect: the card, or GROO_NO_CARD */
} GrooFrame;

typedef struct
{
  uint8_t vp;            /* the town's VP, bonuses included (kept up to date) */
  uint8_t turns_taken;
} GrooSeat;

typedef enum
{
  GROO_END_NONE,
  GROO_END_GOAL,   /* a town reached the goal at the end of a turn */
  GROO_END_DECK,   /* the deck ran out again and every seat had its last turn */
  GROO_END_STALEMATE, /* no card can be drawn and nothing happens any more (safety net) */
} GrooEndReason;

typedef struct _GrooGame GrooGame;

struct _GrooGame
{
  const GrooCardDb *db;     /* immutable, shared by every copy */
  GrooRulesParams   params;
  uint64_t          rng[2]; /* xoroshiro128+: every shuffle and roll draws from it */

  uint8_t  n_seats;
  uint8_t  dealer;
  uint8_t  active;          /* whose turn it is */
  uint8_t  deciding;        /* who must act now, GROO_NO_SEAT when over */
  uint8_t  phase;           /* GrooPhase */
  uint8_t  step;            /* GrooStep */
  uint8_t  groo;            /* the town Groo visits */
  uint8_t  goal;            /* VP that end the game for this many seats */

  uint8_t  dice[GROO_N_DICE];   /* GrooFace of each die, GROO_FACE_NONE before a roll */
  uint8_t  dice_used;           /* bit per die spent since the roll */
  uint8_t  dice_spends;         /* dice spent since the roll (the invariants count them) */
  uint8_t  holder;              /* who holds the unspent dice */
  uint8_t  bought;              /* the holder bought a card: its Groo Effects are over */
  uint8_t  forced_roll;         /* scenarios: the next roll shows forced_faces */
  uint8_t  forced_faces[GROO_N_DICE];

  uint8_t  deck_runs;       /* times the deck ran out (a draw that finds no card counts
                             * only until the last round begins) */
  uint8_t  final_round;     /* the last round is being played */
  uint8_t  final_turns_left;/* turns still to play after the current one */
  uint8_t  end_reason;      /* GrooEndReason */
  uint8_t  winners;         /* bit per winning seat (ties share) */
  uint8_t  discarded;       /* cards the active seat discarded in its Discard phase */
  uint16_t turn;            /* turns begun, 1 for the first */
  uint32_t n_actions;

  GrooWar  war;
  uint8_t  n_frames;
  GrooFrame frames[GROO_MAX_FRAMES];
  GrooSeat seats[GROO_MAX_SEATS];

  uint8_t  n_cards;
  uint8_t  order[GROO_MAX_CARDS];
  uint8_t  zone_start[GROO_N_ZONES + 1];
  GrooCardState cards[GROO_MAX_CARDS];
};

/* Actions: every decision is one of these (GameAction.kind). */
typedef enum
{
  GROO_ACT_DISCARD,       /* card: discard it from the hand (Discard phase) */
  GROO_ACT_END_DISCARD,   /* stop discarding: the Draw phase */
  GROO_ACT_ATTACK,        /* target_seat: declare war on that town */
  GROO_ACT_NO_ATTACK,
  GROO_ACT_COMMIT,        /* card: send this Troop to the war (attacker or defender) */
  GROO_ACT_COMMIT_DONE,
  GROO_ACT_BUY,           /* card: a Building or Troop bought with the dice of mask */
  GROO_ACT_GROO,          /* card: a Groo Effect played with the Groo Heads of mask */
  GROO_ACT_PASS_DICE,     /* the unspent dice go left */
  GROO_ACT_WILD,          /* card: play this Wild */
  GROO_ACT_POWER,         /* card: discard this Building or Troop from the table for its power */
  GROO_ACT_PASS,          /* a window: play nothing */
  GROO_ACT_CHOOSE,        /* answer the current effect: card, target_seat, or value (a die)
                           * with mode (a face) */
  GROO_N_ACTS,
} GrooActKind;

/* Events (GameEvent.kind). */
typedef enum
{
  GROO_EV_SETUP,          /* value: the dealer */
  GROO_EV_DEAL,           /* card dealt to seat */
  GROO_EV_SETUP_EVENT,    /* card: an Event found in seat's opening hand goes back */
  GROO_EV_SHUFFLE,        /* the deck was shuffled; value: cards in it */
  GROO_EV_TURN,           /* seat's turn begins; value: the turn */
  GROO_EV_PHASE,          /* value: the GrooPhase begun */
  GROO_EV_DISCARD,        /* card from seat's hand to the discard pile */
  GROO_EV_DRAW,           /* card drawn by seat */
  GROO_EV_EVENT,          /* card: an Event seat drew, played at once; value 1: it waited
                           * (GROO_EV_EVENT_WAITS) and is played now */
  GROO_EV_RESHUFFLE,      /* the discard pile became the deck; value: times the deck ran out */
  GROO_EV_LAST_ROUND,     /* the deck ran out again: the last round */
  GROO_EV_WAR,            /* seat declares war on target_seat */
  GROO_EV_COMMIT,         /* seat commits card */
  GROO_EV_WAR_RESULT,     /* seat (attacker) against target_seat: value attack << 16 | defense;
                           * target: damage */
  GROO_EV_ROLL,           /* seat rolled; value: the faces, 4 bits per die from die 0 */
  GROO_EV_GROO_MOVES,     /* Groo goes from seat's town to target_seat's */
  GROO_EV_BUY,            /* seat buys card with the dice of value (a mask) */
  GROO_EV_GROO_EFFECT,    /* seat plays card on target_seat (Groo's host) with dice value */
  GROO_EV_PASS_DICE,      /* the dice of value (a mask) go from seat to target_seat */
  GROO_EV_DICE_BACK,      /* the Leftover phase is over; value: the dice never spent */
  GROO_EV_WILD,           /* seat plays Wild card */
  GROO_EV_POWER,          /* seat discards card from its town or army for its power */
  GROO_EV_CANCELLED,      /* the Groo Effect card does nothing */
  GROO_EV_LOSE,           /* card leaves seat's town or army (from_zone) for the discard */
  GROO_EV_MOVED,          /* card went from_zone -> to_zone (hands, discards of effects) */
  GROO_EV_DIE_SET,        /* die value (target) now shows face (value) */
  GROO_EV_REROLL,         /* the unspent white dice rolled again; value: the faces as ROLL */
  GROO_EV_WAR_BONUS,      /* card gives seat's side of the war a bonus: from_zone says which
                           * (GrooBonus), value how much; target: the Troop it multiplies */
  GROO_EV_GAME_OVER,      /* value: GrooEndReason; target: the winners' mask */
  GROO_EV_EVENT_WAITS,    /* card: an Event seat drew while the table was full waits face up
                           * (GROO_ZONE_WAITING) */
  GROO_N_EVS,
} GrooEventKind;

/* The bonuses of GROO_EV_WAR_BONUS (in its from_zone). */
typedef enum
{
  GROO_BONUS_ATTACK_ADD,
  GROO_BONUS_DEFENSE_ADD,
  GROO_BONUS_ATTACK_MUL,
  GROO_BONUS_DEFENSE_MUL,
  GROO_BONUS_TROOP_MUL,
} GrooBonus;

/* What a game starts from. */
typedef struct
{
  guint             n_seats;
  guint64           seed;
  GrooRulesParams   params;
  const uint16_t   *deck;     /* card-db indices, in deck-list order */
  guint             deck_size;
  /* Scenarios: deal from the deck as listed (its first card on top) rather than shuffled
   * first, and with this dealer rather than one drawn from the seed (GROO_NO_SEAT). The
   * deck is still shuffled after Events were taken out of the opening hands. */
  gboolean          keep_order;
  guint             dealer;
} GrooGameSetup;

void         groo_rules_params_init      (GrooRulesParams *params);

/* The VP that end a game of @n_seats under @params. */
guint        groo_rules_params_goal      (const GrooRulesParams *params,
                                          guint                  n_seats);

/* Events go to the shared callback: its state is the GrooGame. */
typedef GameEventFunc GrooEventFunc;

/* Refuses, in a sentence, parameters no game can be played with. */
gboolean     groo_rules_params_check     (const GrooRulesParams *params,
                                          GError               **error);

gboolean     groo_game_init              (GrooGame            *game,
                                          const GrooCardDb    *db,
                                          const GrooGameSetup *setup,
                                          GrooEventFunc        emit,
                                          gpointer             user_data,
                                          GError             **error);

static inline void
groo_game_copy (GrooGame       *dest,
                const GrooGame *src)
{
  memcpy (dest, src, sizeof *dest);
}

guint        groo_game_legal_actions     (const GrooGame *game,
                                          GameAction     *out,
                                          guint           max_actions);
/* Refuses an illegal action with a reason, leaving the state unchanged. */
gboolean     groo_game_apply             (GrooGame         *game,
                                          const GameAction *action,
                                          GrooEventFunc     emit,
                                          gpointer          user_data,
                                          GError          **error);
/* For an action from groo_game_legal_actions() of this very state. */
void         groo_game_apply_legal       (GrooGame         *game,
                                          const GameAction *action,
                                          GrooEventFunc     emit,
                                          gpointer          user_data);
gboolean     groo_game_is_legal          (const GrooGame   *game,
                                          const GameAction *action);

static inline gboolean
groo_game_is_over (const GrooGame *game)
{
  return game->phase == GROO_PHASE_OVER;
}

/* Card conservation, zones, dice, knowledge, VP. */
gboolean     groo_game_check_invariants  (const GrooGame *game,
                                          char          **message);
/* A view from the network (groo_game_project()'s bytes, anything at all): @db put in it,
 * then every count, index, instance, seat, die face and enum proved in range and every
 * definition < the db's size or GROO_HIDDEN_DEF; FALSE with a message. */
gboolean     groo_game_check_view        (GrooGame         *view,
                                          const GrooCardDb *db,
                                          char            **message);

/* Zones. */
guint        groo_game_zone_size         (const GrooGame *game,
                                          guint           zone);
/* The @index-th card of @zone from the bottom. */
int          groo_game_zone_card         (const GrooGame *game,
                                          guint           zone,
                                          guint           index);
/* The seat that drew @card, an Event waiting for room on the table (it is played as theirs);
 * GROO_NO_SEAT for any card not waiting. Public, like the Event itself. */
guint        groo_game_waiting_drawer    (const GrooGame *game,
                                          int             card);
gboolean     groo_game_card_visible_to   (const GrooGame *game,
                                          int             card,
                                          guint           seat);
/* The same for any viewer: a seat, GAME_VIEWER_PUBLIC (what every seat sees) or
 * GAME_VIEWER_ALL. */
gboolean     groo_game_viewer_sees       (const GrooGame *game,
                                          int             card,
                                          int             viewer);
const GrooCardDef *groo_game_card        (const GrooGame *game,
                                          int             card);

/* Scores. */
/* The town's VP with bonuses (what wins), and its Buildings' printed VP (what war takes). */
guint        groo_game_town_vp           (const GrooGame *game,
                                          guint           seat);
guint        groo_game_town_printed_vp   (const GrooGame *game,
                                          guint           seat);
/* The printed Attack (or Defense) of every Troop of the seat's army: the tie-break. */
guint        groo_game_army_attack       (const GrooGame *game,
                                          guint           seat);
guint        groo_game_army_defense      (const GrooGame *game,
                                          guint           seat);
/* Towns between @seat's and Groo's, the shorter way round the table. */
guint        groo_game_groo_distance     (const GrooGame *game,
                                          guint           seat);
/* The hand size @seat fills to (Buildings may raise it). */
guint        groo_game_hand_size         (const GrooGame *game,
                                          guint           seat);
/* The war's strengths as they stand (committed Troops, bonuses, multipliers first). */
int          groo_game_war_attack        (const GrooGame *game);
int          groo_game_war_defense       (const GrooGame *game);
/* The war's outcome if it were resolved now (the panel shows it before the last choice is
 * confirmed): the damage (attack over defense, 0 when defense holds), and the printed VP of
 * Buildings the defender would lose (whole Buildings only, so at most the damage). */
void         groo_game_war_outcome       (const GrooGame *game,
                                          guint          *out_damage,
                                          guint          *out_lost);

/* What the table and the AI ask of a position. */
/* The dice that pay @card (a Building, Troop or Groo Effect) from the unspent ones, lowest
 * first; FALSE when they cannot. */
gboolean     groo_game_dice_for          (const GrooGame *game,
                                          int             card,
                                          uint32_t       *out_mask);
/* The same with die @die among them (the die a person dragged onto @card): the rest lowest
 * first; FALSE when @die is spent or shows nothing @card needs, or the rest cannot pay. */
gboolean     groo_game_dice_for_with     (const GrooGame *game,
                                          int             card,
                                          guint           die,
                                          uint32_t       *out_mask);
/* The unspent white dice. */
uint32_t     groo_game_unspent_dice      (const GrooGame *game);
/* The sum of one lasting effect over @seat's town and army. */
int          groo_game_mod_total         (const GrooGame *game,
                                          guint           seat,
                                          GrooModKind     kind);
/* A committed Troop's own strength (its multipliers applied). */
int          groo_game_troop_strength    (const GrooGame *game,
                                          int             card,
                                          gboolean        attacking);
/* The effect op the deciding seat is choosing for, and its card (GROO_NO_CARD for the war's
 * damage); FALSE when no effect asks. */
gboolean     groo_game_current_op        (const GrooGame *game,
                                          GrooOp         *out_op,
                                          int            *out_card);

/* Hidden information: re-deals the deck and the hands @seat cannot see (Events never go to
 * a hand), from @seed; the random stream is re-seeded too. */
void         groo_game_sample_world      (const GrooGame *game,
                                          guint           seat,
                                          uint64_t        seed,
                                          GrooGame       *out);

/* The state as @viewer may know it (groo-game-view.c): every card it may not see is blank
 * (GROO_HIDDEN_DEF) and numbered by its place, zone by zone from the bottom, among the
 * numbers of the hidden cards (*@out_map, n_cards entries, may be NULL, gets each card's
 * number in @out); no random stream, no fixed roll to come. */
void         groo_game_project           (const GrooGame *game,
                                          int             viewer,
                                          GrooGame       *out,
                                          int            *out_map);
/* A full game that @seat's view (groo_game_project()'s, checked) could be: each card @seat
 * cannot see becomes one of the standard deck's cards of @db (which extends the view's db,
 * same indices first) that remain and fit its place, drawn by @seed; a fresh stream from
 * @seed. FALSE with a message when no card fits or an invariant breaks. */
gboolean     groo_game_world_from_view   (const GrooGame   *view,
                                          guint             seat,
                                          const GrooCardDb *db,
                                          uint64_t          seed,
                                          GrooGame         *out,
                                          char            **message);
/* The position as @viewer may know it, as JSON (made from the projection). */
void         groo_game_position_to_json  (const GrooGame *game,
                                          int             viewer,
                                          JsonBuilder    *builder);

/* Text. */
const char  *groo_phase_to_string        (GrooPhase phase);   /* "construction" */
const char  *groo_phase_label            (GrooPhase phase);   /* translated */
const char  *groo_face_to_string         (GrooFace face);     /* "kopins" */
gboolean     groo_face_from_string       (const char *text,
                                          GrooFace   *out);
const char  *groo_face_label             (GrooFace face);     /* translated */
const char  *groo_step_to_string         (GrooStep step);
char        *groo_action_to_string       (const GameAction *action);
gboolean     groo_action_parse           (const char  *text,
                                          GameAction  *out,
                                          GError     **error);
gboolean     groo_action_equal           (const GameAction *a,
                                          const GameAction *b);
/* What @viewer (a seat or GAME_VIEWER_ALL) may read. */
char        *groo_game_describe_action   (const GrooGame   *game,
                                          const GameAction *action,
                                          int               viewer);
char        *groo_game_describe_event    (const GrooGame  *game,
                                          const GameEvent *event,
                                          int              viewer);
/* One line for @n (>= 2) events in a row that read to @viewer as @event does, or NULL
 * when they do not fold (GameRules.text.describe_events_folded). */
char        *groo_game_describe_events_folded (const GrooGame *game,
                                          const GameEvent *event,
                                          guint            n,
                                          int              viewer);
char        *groo_game_describe_result   (const GrooGame *game);

G_END_DECLS
