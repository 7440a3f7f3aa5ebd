/* gros-game.h: the shared rules module: a plain, memcpy-able game state driven by actions. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <string.h>
#include <glib.h>

#include "game-rules.h"
#include "gros-card-db.h"
#include "gros-format.h"

G_BEGIN_DECLS

/* Capacities. The state is one flat struct: AI search copies it with a single memcpy. */
#define GROS_MAX_SEATS       6
#define GROS_MAX_CARDS       320   /* card instances in one game, all zones */
#define GROS_SHARED_SEAT     GROS_MAX_SEATS /* owner of the shared deck/graveyard (Central Casting) */
#define GROS_MAX_TITLE_WORDS 6
#define GROS_MAX_ACTIONS     2048  /* a legal-action list this long holds every position seen */
#define GROS_MAX_ATTACK_OPS  12
#define GROS_MAX_GRANTS      48
#define GROS_MAX_FRAMES      8
#define GROS_MAX_EFFECTS     16
#define GROS_NO_CARD         (-1)
#define GROS_NO_SEAT         0xff

/* Zones. Every card instance is in exactly one zone; a zone is a slice of GrosGame.order. */
typedef enum
{
  GROS_ZONE_DECK,
  GROS_ZONE_HAND,
  GROS_ZONE_MOVIE,     /* in play: Characters, Locations, attached Props and FX, Plot Twists */
  GROS_ZONE_GRAVEYARD,
  GROS_ZONE_REMOVED,   /* the editing-room floor */
  GROS_N_SEAT_ZONES,
} GrosZoneKind;

#define GROS_ZONE_ID(kind, seat) ((kind) * (GROS_MAX_SEATS + 1) + (seat))
/* Cards on the table but in no Movie: a Creature attacking, FX resolving, cards spent in an
 * attack, a Roll the Credits during the Climax. */
#define GROS_ZONE_TABLE  (GROS_N_SEAT_ZONES * (GROS_MAX_SEATS + 1))
#define GROS_N_ZONES     (GROS_ZONE_TABLE + 1)
#define GROS_ZONE_KIND(zone) ((zone) / (GROS_MAX_SEATS + 1))
#define GROS_ZONE_SEAT(zone) ((zone) % (GROS_MAX_SEATS + 1))

/* Per-instance state flags. */
enum
{
  GROS_CARD_TIPPED      = 1 << 0,
  GROS_CARD_KNOCKED_OUT = 1 << 1,
  GROS_CARD_FACE_DOWN   = 1 << 2, /* Plot Twist not yet banked, or a card under one */
  GROS_CARD_BANKED      = 1 << 3,
  GROS_CARD_SPENT       = 1 << 4, /* on the table because it was used in the current attack */
  GROS_CARD_REVEALED    = 1 << 5, /* seen by every seat while in a hidden zone */
  GROS_CARD_USED        = 1 << 6, /* a once-per-turn / once-per-attack ability was used */
  GROS_CARD_CAST_THIS_TURN = 1 << 7,
};

typedef struct
{
  uint16_t def;        /* index in the GrosCardDb */
  uint8_t  owner;      /* seat whose graveyard it goes to */
  uint8_t  zone;       /* zone id */
  uint8_t  flags;
  uint8_t  props_this_turn; /* Props obtained this turn (Prop Limit) */
  int16_t  host;       /* card it is attached to, or GROS_NO_CARD */
  int8_t   stat_override; /* != 0: printed stat replaced (value - 100 encoded below) */
  uint8_t  known;      /* bit per seat: seats that know which card this is */
  uint8_t  counter;    /* per-card scratch: kills made by a Curse, turn banked... */
  uint8_t  aux;        /* per-card scratch used by scripts */
} GrosCardState;

#define GROS_STAT_OVERRIDE_NONE 0
#define GROS_STAT_OVERRIDE(v)   ((int8_t) ((v) + 64)) /* stored +64 so 0 means none */
#define GROS_STAT_FROM_OVERRIDE(o) ((int) (o) - 64)

typedef struct
{
  int16_t  popcorn;        /* unspent popcorn this turn */
  int16_t  banked;         /* banked points */
  int8_t   hand_limit_delta;
  uint8_t  flags;          /* GROS_SEAT_* */
  uint8_t  turns_taken;
  uint8_t  n_title_words;
  uint16_t title_words[GROS_MAX_TITLE_WORDS]; /* word ids from the card db */
  uint16_t twists_played_turn; /* turn number of the last face-down Twist (one per turn) */
  uint8_t  creature_attacks_blocked; /* "may not make any more Creature attacks this turn" */
  uint8_t  eliminated;     /* reserved for formats that knock seats out */
  uint8_t  twists_banked;  /* Plot Twists this seat has banked, in play or not (Episode end) */
  /* An attack an ability made this seat owe, started as soon as no attack is in progress:
   * on Movie queued_target - 1 (0: none), strength queued_strength, with the traits of
   * ability queued_mode - 1 of queued_card. */
  uint8_t  queued_target;
  uint8_t  queued_mode;
  int16_t  queued_card;
  int16_t  queued_strength;
} GrosSeat;

enum
{
  GROS_SEAT_SKIP_FIRST_FILL_UP = 1 << 0,
  GROS_SEAT_CAST_DONE          = 1 << 1,
  GROS_SEAT_HUMAN              = 1 << 2, /* informative only: rules never look at it */
  GROS_SEAT_PICKED             = 1 << 3, /* opening draft: picked this round */
};

/* A granted or removed trait, or a temporary modifier, on one card. */
typedef struct
{
  int16_t  card;
  uint8_t  trait;     /* trait id in the card db */
  uint8_t  kind;      /* GROS_GRANT_* */
  int8_t   value;
  uint8_t  until;     /* GROS_UNTIL_* */
  int16_t  source;    /* card that made it (an attached FX), or GROS_NO_CARD */
} GrosGrant;

enum
{
  GROS_GRANT_ADD_TRAIT,
  GROS_GRANT_REMOVE_TRAIT,
  GROS_GRANT_DEFENSE,
  GROS_GRANT_SET_DEFENSE,
  GROS_GRANT_PROP_TRAIT_MUL, /* the Props with `trait` in the card's Movie: Defense x value */
  GROS_GRANT_PROPS_ONLY,     /* the card may only be given Props with `trait` */
  GROS_GRANT_RESTING,        /* the card may not be played from hand (until the grant ends) */
  GROS_GRANT_MARK,           /* a handler's own note on the card; the rules ignore it */
};
enum { GROS_UNTIL_SOURCE_LEAVES, GROS_UNTIL_END_OF_ATTACK, GROS_UNTIL_END_OF_TURN, GROS_UNTIL_GAME_END };

/* An operation on the strength of one side of the current attack, applied in order. */
typedef struct
{
  uint8_t side;   /* 0 attack, 1 defense */
  uint8_t op;     /* GROS_OP_* */
  int16_t value;
} GrosAttackOp;

enum { GROS_OP_ADD, GROS_OP_MUL, GROS_OP_DIV, GROS_OP_SET };

typedef enum
{
  GROS_ATTACK_CREATURE,
  GROS_ATTACK_CARD,    /* a Character or other card "played as an attack" */
  GROS_ATTACK_DUEL,
  GROS_ATTACK_BRAWL,
  GROS_ATTACK_EFFECT,  /* made by an ability with a computed strength */
} GrosAttackKind;

typedef enum
{
  GROS_OUTCOME_BY_STRENGTH,
  GROS_OUTCOME_STOPPED,
  GROS_OUTCOME_ALWAYS_SUCCEEDS,
} GrosForcedOutcome;

typedef struct
{
  uint8_t  active;
  uint8_t  kind;            /* GrosAttackKind */
  uint8_t  attacker;        /* seat */
  uint8_t  defender;        /* seat */
  int16_t  origin;          /* attacking card (Creature, Character, Duelist), or GROS_NO_CARD */
  int16_t  combined[3];     /* Creatures combined into the attack */
  int16_t  victim_hint;     /* intended victim (Duels, "single out"), or GROS_NO_CARD */
  int16_t  base_attack;     /* for GROS_ATTACK_EFFECT/CARD: strength set by the ability */
  uint64_t traits_add[2];   /* traits the attack gained (declared, FX) */
  uint8_t  forced;          /* GrosForcedOutcome */
  uint8_t  reversed;        /* outcome reversed after resolution */
  uint8_t  extra_victims;
  uint8_t  n_ops;
  GrosAttackOp ops[GROS_MAX_ATTACK_OPS];
  uint8_t  passes;          /* consecutive passes in the reaction window */
  uint8_t  reacting;        /* seat asked now */
  uint8_t  resolved;        /* the reaction window closed: outcome known */
  uint8_t  success;         /* outcome once resolved */
  uint8_t  victims_left;
  uint8_t  after_flags;     /* GROS_AFTER_*: what happens to the origin after the attack */
  uint8_t  after_seat;      /* whose hand the origin goes to, with GROS_AFTER_TO_SEAT_HAND */
  int16_t  redirect;        /* forced victim ("make her the target"), or GROS_NO_CARD */
} GrosAttack;

enum
{
  GROS_AFTER_RETURN_TO_HAND = 1 << 0, /* the attacking card returns to its owner's hand */
  GROS_AFTER_TO_SEAT_HAND   = 1 << 1, /* ... to after_seat's hand */
  GROS_AFTER_REMOVE         = 1 << 2, /* ... is removed from the game */
};

/* Scratch values of GrosCardState.aux for cards on the table during an attack. */
enum
{
  GROS_AUX_PSYCHO_WEAPON = 1, /* a Weapon given to a 'Psycho' attack: adds to its Attack */
  GROS_AUX_BACK_TO_HAND  = 2, /* goes back to its owner's hand when the attack is over */
};

/* ... and for cards in a Movie (cleared when they leave it). */
enum
{
  GROS_AUX_BLANK = 3, /* uses no abilities, gives no popcorn and takes no Props */
  GROS_AUX_FUSED = 4, /* a Prop made part of its holder: it cannot be moved */
};

/* What the game waits for. Decisions nest (an attack inside the Play phase, a Climax...). */
typedef enum
{
  GROS_PHASE_SETUP_CAST,     /* each seat casts one starting Character */
  GROS_PHASE_PLAY,           /* active seat plays cards */
  GROS_PHASE_DISCARD,        /* active seat discards down to the hand limit */
  GROS_PHASE_ATTACK_REACT,   /* reaction window of the current attack */
  GROS_PHASE_ATTACK_VICTIM,  /* attacker chooses the victim(s) */
  GROS_PHASE_CLIMAX,         /* every seat reacts before the Credits Roll */
  GROS_PHASE_CHOICE,         /* a card's effect asks its controller to choose */
  GROS_PHASE_RESPONSE,       /* a card is being played: seats may counter it */
  GROS_PHASE_GAME_OVER,
  GROS_PHASE_DRAFT,          /* Resurrected: each seat picks from the hand passed to it */
} GrosPhase;

/* A pending effect choice (GROS_PHASE_CHOICE) or a card on the response stack. */
typedef struct
{
  uint8_t  phase;          /* GrosPhase of this frame */
  uint8_t  seat;           /* who decides */
  uint8_t  passes;
  uint8_t  kind;           /* script-specific choice kind */
  int16_t  card;           /* card whose effect asks / card being played */
  int16_t  target;
  int16_t  value;
  uint8_t  mode;
  uint8_t  target_seat;
} GrosFrame;

typedef enum
{
  GROS_END_NONE,
  GROS_END_CREDITS,      /* a Roll the Credits succeeded */
  GROS_END_OUT_OF_PLOT,  /* a seat began its turn with an empty deck */
  GROS_END_TWISTS,       /* Episode: a third banked Twist */
  GROS_END_STALEMATE,    /* turn cap reached (safety net against endless games) */
} GrosEndReason;

/* Format parameters copied into the state (the rules read only these). Each is saved in game
 * files by name (gros-rules.c); a new one goes last (test-record.c checks every byte up to
 * rules_revision: move that check to it). */
typedef struct
{
  uint8_t format;          /* GrosFormatId value, informative */
  uint8_t hand_limit;      /* 6 */
  uint8_t title_cards;     /* 4 */
  uint8_t title_points;    /* 3 */
  uint8_t credits_defense; /* 20 */
  uint8_t popcorn;         /* popcorn rules in use */
  uint8_t twists;          /* Plot Twists in use */
  uint8_t shared_deck;     /* Central Casting */
  uint8_t end_on_twists;   /* Episode: third banked Twist ends the game */
  uint8_t establishing_shot;
  uint16_t turn_cap;       /* safety net: a game longer than this ends as a stalemate */
  /* The Resurrected family (001) and other variations. */
  uint8_t opening_hand;     /* cards dealt at set-up; 0 = the hand limit */
  uint8_t redraw_any_character; /* redraw a hand with no Character at all (not: none of
                                 * positive Defense) */
  uint8_t draft_opening;    /* the dealt hands are drafted: pick one, pass the rest on */
  uint8_t cast_all;         /* every Character of the opening hand may enter play (free) */
  uint8_t credits_allowed;  /* Roll the Credits may be played at all */
  uint8_t credits_min_turns;/* the roller's own turns taken, this one included */
  uint8_t credits_need_character; /* a surviving Character in the roller's Movie */
  uint8_t credits_final_round; /* no Climax: the roll ends the turn, then one turn each */
  uint8_t deck_out_finishes_turn; /* drawing the last card ends the movie with that turn */
  uint8_t fill_at_end;      /* the hand is filled at the end of the turn, not the start */
  uint8_t first_character_free; /* the first Character of an empty Movie costs nothing */
  uint8_t random_first_seat;/* the first seat is drawn at random (left of a dealer) */
  uint8_t shared_title;     /* one Title for the whole table, revealed once (001) */
  uint8_t rules_revision;   /* which readings of the rule texts (docs/rules-engine.md): 0 as
                             * games saved before it were played, GROS_RULES_REVISION new */
} GrosRulesParams;

/* The readings new games play by. 1: 001's trait rules in 001's formats, card-stated attacks
 * are Creature attacks, the third Plot Twist banked (not still in play) ends an Episode. */
#define GROS_RULES_REVISION 1

typedef struct _GrosGame GrosGame;

struct _GrosGame
{
  const GrosCardDb *db;     /* immutable, shared by every copy */
  GrosRulesParams   params;
  uint64_t          rng[2]; /* xoroshiro128+ state: every random event draws from it */

  uint8_t  n_seats;
  uint8_t  active;          /* seat whose turn it is */
  uint8_t  first_seat;
  uint8_t  phase;           /* GrosPhase of the innermost decision */
  uint8_t  step;            /* GrosPhase of the turn itself: SETUP_CAST, PLAY or DISCARD */
  uint8_t  end_reason;      /* GrosEndReason */
  uint8_t  winner_mask;     /* bit per seat with the highest Ratings (ties share) */
  uint8_t  climax_seat;     /* seat that rolled the credits */
  uint8_t  final_round;     /* the credits rolled: the last turns are being played */
  uint8_t  final_turns_left;/* turns still to play after the current one */
  uint8_t  deck_out;        /* the last card was drawn: the movie ends with this turn */
  uint8_t  draft_round;     /* Resurrected opening draft: picks made by every seat */
  uint8_t  deciding;        /* seat that must act now */
  uint16_t turn;            /* 1-based turn counter over all seats */
  uint16_t round;           /* 1 during the Establishing Shot */
  uint32_t n_actions;       /* actions applied so far */
  uint32_t last_reveal;     /* n_actions when hidden information was last revealed */

  uint16_t n_cards;
  GrosCardState cards[GROS_MAX_CARDS];
  uint16_t order[GROS_MAX_CARDS];      /* card indices grouped by zone */
  uint16_t zone_start[GROS_N_ZONES + 1];

  GrosSeat seats[GROS_MAX_SEATS];
  GrosAttack attack;

  uint8_t  n_frames;
  GrosFrame frames[GROS_MAX_FRAMES];

  uint8_t  n_grants;
  GrosGrant grants[GROS_MAX_GRANTS];
};

/* Actions: every decision is one of these, listed by gros_game_legal_actions(). */
typedef enum
{
  GROS_ACT_PASS,           /* end the Play phase, or pass in a reaction/response window */
  GROS_ACT_CAST_START,     /* set-up: cast this Character */
  GROS_ACT_PLAY,           /* play a card from hand (mode picks an alternative use) */
  GROS_ACT_TIP,            /* tip a Popcorn Bucket card for 1 popcorn */
  GROS_ACT_POPCORN_DISCARD,/* discard a card from hand for 1 popcorn */
  GROS_ACT_ACTIVATE,       /* use an activated ability of a card in play (mode = which) */
  GROS_ACT_BANK,           /* reveal and bank a face-down Plot Twist */
  GROS_ACT_MOVE_PROP,      /* move a Prop to another Character */
  GROS_ACT_CHOOSE_VICTIM,  /* attacker picks a victim */
  GROS_ACT_CHOOSE,         /* answer a card's question (target / mode) */
  GROS_ACT_DISCARD,        /* discard phase: discard a card (no popcorn) */
  GROS_ACT_END_TURN,       /* discard phase: done */
  GROS_N_ACTS,
} GrosActKind;

/* GROS fills the shared action record (game-rules.h): kind is a GrosActKind, mode the
 * alternative use / ability index / choice, target_seat the target Movie's seat, card the
 * card instance acted with, target the target card, extra a second target (a combined
 * Creature, a second victim). value and mask stay zero. */
typedef GameAction GrosAction;

/* Events: every state change is reported (for animations and the game log). */
typedef enum
{
  GROS_EV_SETUP,          /* game set up */
  GROS_EV_SHUFFLE,        /* seat's deck shuffled */
  GROS_EV_DRAW,           /* card drawn (visible to the owner only) */
  GROS_EV_MOVE,           /* card moved between zones */
  GROS_EV_REVEAL,         /* card shown to every seat */
  GROS_EV_TIP,
  GROS_EV_UNTIP,
  GROS_EV_POPCORN,        /* seat's popcorn changed (value = new amount) */
  GROS_EV_PLAY,           /* card played (before it resolves) */
  GROS_EV_COUNTERED,      /* card stopped as it was played */
  GROS_EV_ATTACK,         /* attack declared: card attacks target_seat */
  GROS_EV_ATTACK_CHANGE,  /* the attack changed (value: new attack - defense margin) */
  GROS_EV_ATTACK_STOPPED,
  GROS_EV_ATTACK_RESULT,  /* value 1 success, 0 failure */
  GROS_EV_KILL,           /* card died */
  GROS_EV_KNOCK_OUT,
  GROS_EV_WAKE,
  GROS_EV_ATTACH,         /* card attached to target */
  GROS_EV_BANK,           /* twist banked for value points */
  GROS_EV_TURN,           /* seat's turn begins */
  GROS_EV_PHASE,          /* phase change */
  GROS_EV_PASS,
  GROS_EV_CLIMAX,         /* Roll the Credits played */
  GROS_EV_CLIMAX_FAILED,
  GROS_EV_GAME_OVER,
  GROS_EV_TRAIT,          /* a card gained/lost a trait */
  GROS_EV_ABILITY,        /* an ability was used */
  GROS_EV_TITLE,          /* seat's Title words chosen */
  GROS_N_EVS,
} GrosEventKind;

/* GROS fills the shared event record (game-rules.h): kind is a GrosEventKind. */
typedef GameEvent GrosEvent;

typedef void (*GrosEventFunc) (const GrosGame  *game,
                               const GrosEvent *event,
                               gpointer         user_data);

/* Set-up description: decks are lists of card-db indices, in the order given. */
typedef struct
{
  guint            n_seats;
  guint64          seed;
  GrosRulesParams  params;
  const uint16_t  *decks[GROS_MAX_SEATS];
  guint            deck_sizes[GROS_MAX_SEATS];
  /* Optional fixed Titles (Titled decks): word ids; 0 words = draw a Title. */
  uint16_t         titles[GROS_MAX_SEATS][GROS_MAX_TITLE_WORDS];
  guint            n_title_words[GROS_MAX_SEATS];
} GrosGameSetup;

void         gros_rules_params_init_feature_film (GrosRulesParams *params);
/* The rules of a GrosFormatId (gros-format.h) as engine parameters. */
void         gros_rules_params_init_for_format (GrosRulesParams *params,
                                                guint            format_id);

/* Shuffles, makes Titles, deals and redraws hands; stops at the first decision.
 * Returns FALSE (with @error) when the set-up cannot be played (too many cards...). */
gboolean     gros_game_init           (GrosGame            *game,
                                       const GrosCardDb    *db,
                                       const GrosGameSetup *setup,
                                       GrosEventFunc        emit,
                                       gpointer             user_data,
                                       GError             **error);

static inline void
gros_game_copy (GrosGame       *dest,
                const GrosGame *src)
{
  memcpy (dest, src, sizeof *dest);
}

/* Every legal action for the seat that must decide now; returns the count. */
guint        gros_game_legal_actions  (const GrosGame *game,
                                       GrosAction     *out,
                                       guint           max_actions);
/* Applies a legal action and runs every automatic step up to the next decision.
 * An illegal action is rejected with a reason and leaves the state unchanged. */
gboolean     gros_game_apply          (GrosGame         *game,
                                       const GrosAction *action,
                                       GrosEventFunc     emit,
                                       gpointer          user_data,
                                       GError          **error);

/* The same, for an action the caller took from gros_game_legal_actions() of this very
 * state (AI search, simulations): it is not checked again, which halves the cost. Passing
 * anything else is a programming error. */
void         gros_game_apply_legal    (GrosGame         *game,
                                       const GrosAction *action,
                                       GrosEventFunc     emit,
                                       gpointer          user_data);

gboolean     gros_game_is_over        (const GrosGame *game);
guint        gros_game_get_deciding_seat (const GrosGame *game);

/* Zones. */
guint        gros_game_zone_size      (const GrosGame *game,
                                       GrosZoneKind    kind,
                                       guint           seat);
int          gros_game_zone_card      (const GrosGame *game,
                                       GrosZoneKind    kind,
                                       guint           seat,
                                       guint           index);
const GrosCardDef *gros_game_card_def (const GrosGame *game,
                                       int             card);

/* Figures the table shows, from the rules. */
int          gros_game_movie_defense  (const GrosGame *game,
                                       guint           seat);
int          gros_game_card_defense   (const GrosGame *game,
                                       int             card);
int          gros_game_attack_strength (const GrosGame *game);
int          gros_game_defense_strength (const GrosGame *game);
int          gros_game_hand_limit     (const GrosGame *game,
                                       guint           seat);

typedef struct
{
  int defense;     /* Total Defense of the cards in play (Knocked Out cards woken) */
  int title_cards; /* cards bearing a Title word, in play or in hand */
  int title_points;
  int banked;
  int total;
} GrosRatings;

void         gros_game_ratings        (const GrosGame *game,
                                       guint           seat,
                                       GrosRatings    *out);

/* Hidden information. */
gboolean     gros_game_card_visible_to (const GrosGame *game,
                                        int             card,
                                        guint           seat);
/* Re-deals every card @seat cannot see (other hands, decks, face-down cards) at random among
 * the hidden places of the same owner: a world consistent with what @seat knows. */
void         gros_game_determinize    (GrosGame *game,
                                       guint     seat,
                                       uint64_t  seed);

/* A world consistent with what @seat knows, in @out: a copy of @game whose hidden cards are
 * first put in a canonical order (so the world depends on @seat's information only, not on
 * where the hidden cards really are), then re-dealt by gros_game_determinize(), with a fresh
 * random stream for the game's own future shuffles. */
void         gros_game_sample_world   (const GrosGame *game,
                                       guint           seat,
                                       uint64_t        seed,
                                       GrosGame       *out);

/* Card conservation and other structural invariants; returns FALSE with a message. */
gboolean     gros_game_check_invariants (const GrosGame *game,
                                         char          **message);
/* A view from the network (gros_game_project()'s bytes, anything at all): @db put in it,
 * then every count, index, instance, seat and enum proved in range and every definition
 * < the db's size or GROS_HIDDEN_DEF, and the invariants above; FALSE with a message. */
gboolean     gros_game_check_view      (GrosGame         *view,
                                        const GrosCardDb *db,
                                        char            **message);

/* Text: machine form ("play 12 seat 1 target 7 mode 0") and a label a player reads. */
char        *gros_action_to_string    (const GrosAction *action);
gboolean     gros_action_parse        (const char       *text,
                                       GrosAction       *out,
                                       GError          **error);
char        *gros_game_describe_action (const GrosGame   *game,
                                        const GrosAction *action);
char        *gros_game_describe_event (const GrosGame  *game,
                                       const GrosEvent *event);
gboolean     gros_action_equal        (const GrosAction *a,
                                       const GrosAction *b);
/* Why @seat cannot use @card now, in a sentence (for a refused drop); NULL when some legal
 * action uses it. */
char        *gros_game_explain_card   (const GrosGame *game,
                                       int             card,
                                       guint           seat);

const char  *gros_phase_to_string     (GrosPhase phase);

/* ---- Positions (gros-game-position.c) ------------------------------------------------
 * An exact position built without playing up to it (tests, scenarios): an empty game,
 * cards added zone by zone, seat and turn fields set, then gros_position_finish() checks
 * the position and runs the automatic steps so that the legal actions are ready. Instance
 * numbers are given in the order cards are added, from 0. */

/* Or-ed into the flags of gros_position_add_card(): put the card at the bottom (start) of
 * its zone instead of on top (end). */
#define GROS_POSITION_BOTTOM (1u << 8)

/* An empty game for @n_seats (2..6) in the Play step of seat 0's turn, round 2 (after the
 * Establishing Shot); @params NULL means Feature Film. */
void         gros_position_init       (GrosGame              *game,
                                       const GrosCardDb      *db,
                                       guint                  n_seats,
                                       const GrosRulesParams *params,
                                       guint64                seed);
/* Adds an instance of card-db entry @def owned by @owner (GROS_SHARED_SEAT for a Central
 * Casting deck) on top of zone @kind of @seat; @host (or GROS_NO_CARD) is the card in play it
 * is attached to, in the same Movie. @flags are GROS_CARD_* (tipped, Knocked Out, face down,
 * banked, revealed, cast this turn) plus GROS_POSITION_BOTTOM. Returns the instance number,
 * or GROS_NO_CARD when the game is full. */
int          gros_position_add_card   (GrosGame     *game,
                                       guint         def,
                                       guint         owner,
                                       GrosZoneKind  kind,
                                       guint         seat,
                                       int           host,
                                       guint         flags);
void         gros_position_set_popcorn (GrosGame *game,
                                        guint     seat,
                                        int       popcorn);
void         gros_position_set_banked (GrosGame *game,
                                       guint     seat,
                                       int       banked);
void         gros_position_set_turns_taken (GrosGame *game,
                                            guint     seat,
                                            guint     turns_taken);
/* Plot Twists the seat has banked so far (an Episode ends at the third); at least the banked
 * Twists in its Movie, which gros_position_finish() counts. */
void         gros_position_set_twists_banked (GrosGame *game,
                                              guint     seat,
                                              guint     twists_banked);
/* Title word ids (gros_card_db_intern_word) of @seat's Movie. */
void         gros_position_set_title  (GrosGame       *game,
                                       guint           seat,
                                       const uint16_t *words,
                                       guint           n_words);
/* Whose turn it is, the round (1 is the Establishing Shot), the 1-based turn counter and
 * the step: GROS_PHASE_PLAY, GROS_PHASE_DISCARD or GROS_PHASE_SETUP_CAST (seats with a
 * card in their Movie have cast; use round 1 and turn 0, as before the first turn). */
void         gros_position_set_turn   (GrosGame  *game,
                                       guint      active,
                                       guint      round,
                                       guint      turn,
                                       GrosPhase  step);
void         gros_position_set_first_seat (GrosGame *game,
                                           guint     seat);
/* Checks the position (gros_game_check_invariants() and the flags that only make sense in
 * play), derives what follows from it (knowledge, Prop Limit and Twist-per-turn use from
 * cards flagged cast this turn) and runs gros_continue(). FALSE with @error when invalid. */
gboolean     gros_position_finish     (GrosGame      *game,
                                       GrosEventFunc  emit,
                                       gpointer       user_data,
                                       GError       **error);

G_END_DECLS
