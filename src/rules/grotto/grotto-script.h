/* grotto-script.h: the vocabulary of Grotto Beasts! card effects: triggers, steps, filters and
 * continuous effects, as the rules engine interprets them (docs/grotto-scripts.md). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <glib.h>

G_BEGIN_DECLS

#define GROTTO_SCRIPT_MAX_ABILITIES 6
#define GROTTO_SCRIPT_MAX_STEPS     14
#define GROTTO_SCRIPT_MAX_STATICS   6
#define GROTTO_SCRIPT_MAX_FILTERS   10
#define GROTTO_SCRIPT_MAX_NAMES     6

/* ---- Filters: which cards a step or a count looks at ------------------------------------ */

/* Kinds, as bits (0: any kind). */
enum
{
  GROTTO_FK_BEAST      = 1 << 0,
  GROTTO_FK_GROTTO     = 1 << 1,
  GROTTO_FK_WISH       = 1 << 2,
  GROTTO_FK_CHALLENGER = 1 << 3,
};

/* Whose cards, seen from the effect's controller. */
typedef enum
{
  GROTTO_SIDE_ANY,
  GROTTO_SIDE_OWN,
  GROTTO_SIDE_OPP,
  GROTTO_SIDE_PLAYER,        /* the chosen player's */
  GROTTO_SIDE_TARGET_OWNER,  /* the controller of the target */
  GROTTO_SIDE_CONTEXT,       /* the seat the trigger names (who scored, who summoned...) */
  GROTTO_SIDE_ACTIVE,        /* the seat whose turn it is */
} GrottoSide;

/* Where. */
typedef enum
{
  GROTTO_WHERE_PLAY,          /* on a Team or Sideline spot */
  GROTTO_WHERE_TEAM,
  GROTTO_WHERE_SIDELINE,
  GROTTO_WHERE_HAND,
  GROTTO_WHERE_DISCARD,
  GROTTO_WHERE_DECK,
  GROTTO_WHERE_POOL,
  GROTTO_WHERE_SCORE,
  GROTTO_WHERE_ATTACHED,      /* attached to the effect's own card */
  GROTTO_WHERE_ATTACHED_TARGET,
  GROTTO_WHERE_ABOVE,         /* the Team spot above the effect's card (a Grotto) */
  GROTTO_WHERE_UNDER,         /* the Sideline spot under the effect's card */
  GROTTO_WHERE_BESIDE,        /* the spots either side of the effect's card, same row */
  GROTTO_WHERE_ABOVE_BESIDE,  /* above, and beside */
  GROTTO_WHERE_ATTACKING,     /* attacking in the battle under way */
  GROTTO_WHERE_DEFENDING,
  GROTTO_WHERE_TABLE,         /* revealed or set aside by the effect */
} GrottoWhere;

enum
{
  GROTTO_FF_OTHER          = 1 << 0,  /* never the effect's own card */
  GROTTO_FF_AWAKE          = 1 << 1,
  GROTTO_FF_RESTING        = 1 << 2,
  GROTTO_FF_FACE_UP        = 1 << 3,
  GROTTO_FF_FACE_DOWN      = 1 << 4,
  GROTTO_FF_ABOVE_GROTTO   = 1 << 5,  /* on a Team spot with a Grotto under it */
  GROTTO_FF_NOT_NEW        = 1 << 6,  /* not summoned this turn */
  GROTTO_FF_NOT_CONTEXT    = 1 << 7,  /* never the card the trigger names */
  GROTTO_FF_POWER_LE_TARGET = 1 << 8, /* power at most the target's */
  GROTTO_FF_COST_TARGET_UP = 1 << 9,  /* cost exactly the target's + 1 */
  GROTTO_FF_SAME_NAME_TARGET = 1 << 10, /* the target's name */
  GROTTO_FF_NAME_IN_PLAY_PLAYER = 1 << 11, /* a name a Beast or Grotto of the chosen player has */
  GROTTO_FF_HAS_ATTACHED   = 1 << 12,
  GROTTO_FF_NOT_TARGET     = 1 << 13,
  GROTTO_FF_TYPE_BEASTS_ONLY = 1 << 14, /* the type applies to Beasts; other kinds pass */
};

typedef struct
{
  uint8_t  kinds;       /* GROTTO_FK_* */
  uint8_t  side;        /* GrottoSide */
  uint8_t  where;       /* GrottoWhere */
  int8_t   max_power;   /* -1: none */
  int8_t   cost;        /* exact summoning cost, -1: any */
  uint8_t  name;        /* index+1 in GrottoScript.names, 0: any */
  uint16_t flags;       /* GROTTO_FF_* */
  uint16_t type;        /* Beast type id in the card db, 0: any */
} GrottoFilter;

/* ---- Numbers ------------------------------------------------------------------------ */

typedef enum
{
  GROTTO_NUM_CONST,
  GROTTO_NUM_VALUE,          /* the frame's value (a die, a count kept) */
  GROTTO_NUM_POWER_TARGET,   /* the target's power now */
  GROTTO_NUM_POWER_CONTEXT,
  GROTTO_NUM_COUNT,          /* cards matching filter */
  GROTTO_NUM_ATTACHED_SELF,
  GROTTO_NUM_HAND,           /* cards in the controller's hand */
  GROTTO_NUM_ALL,            /* "all": as many as there are */
} GrottoNumKind;

/* ---- Conditions --------------------------------------------------------------------- */

typedef enum
{
  GROTTO_COND_NONE,
  GROTTO_COND_COUNT,            /* count of filter compared with n */
  GROTTO_COND_HAND,             /* controller's hand size compared with n */
  GROTTO_COND_DECK,             /* controller's deck size */
  GROTTO_COND_DISCARD,          /* controller's discard size */
  GROTTO_COND_SCORE,            /* controller's score pile */
  GROTTO_COND_SCORED_TURN,      /* cards the controller scored this turn */
  GROTTO_COND_WISH_TURN,        /* Wishes the controller summoned this turn */
  GROTTO_COND_FEWEST_SCORED,    /* fewer scored cards than every other seat */
  GROTTO_COND_FEWEST_HAND,      /* fewer cards in hand than every other seat */
  GROTTO_COND_MORE_BEASTS,      /* the active seat has more Beasts in play than each opponent */
  GROTTO_COND_MORE_RESTING,     /* the controller has more resting Beasts than each opponent */
  GROTTO_COND_SELF_ABOVE_GROTTO,
  GROTTO_COND_TARGET_ABOVE_GROTTO,
  GROTTO_COND_TARGET_RESTING,
  GROTTO_COND_TARGET_AWAKE,
  GROTTO_COND_ATTACHED_SELF,    /* cards attached to the effect's card, compared with n */
  GROTTO_COND_ALONE,            /* the effect's card fights alone */
  GROTTO_COND_VALUE,            /* the frame's value compared with n */
  GROTTO_COND_VALUE_EVEN,
  GROTTO_COND_PLAYER_OPP,       /* the chosen player is an opponent */
  GROTTO_COND_SUMMONED_SIDELINE,/* the effect's card was summoned to the Sideline */
  GROTTO_COND_SUMMONED_ABOVE_GROTTO,
  GROTTO_COND_OPP_HAS,          /* some opponent has a card matching filter */
  GROTTO_COND_TARGET_KIND,      /* the target is of kinds filter */
  GROTTO_COND_UNIQUE_NAME,      /* the context card shares its name with no other own Beast */
  GROTTO_COND_ATTACKED_TURN,    /* the target attacked this turn */
  GROTTO_COND_DAMAGED_TURN,     /* an opponent dealt battle damage to the target this turn */
  GROTTO_COND_CONTEXT_OWN_BEAST_TEAM, /* the context card is a Beast on the controller's Team */
  GROTTO_COND_TARGET_TYPE,      /* the target has the Beast type of filter */
  GROTTO_COND_WAS_DEFENDING,    /* the card the trigger names left play while defending */
  GROTTO_COND_WAS_ATTACKING,
  GROTTO_COND_IN_BATTLE,        /* a battle is under way */
  GROTTO_COND_HAS_TARGET,       /* the target is set */
  GROTTO_COND_CONTEXT_KIND,     /* the context card is of kinds filter */
  GROTTO_COND_CONTEXT_TYPE,     /* the context card has the Beast type of filter */
  GROTTO_COND_LEFT_TEAM,        /* the card the trigger names left a Team spot */
  GROTTO_COND_SELF_TEAM,        /* the effect's card is on its Team */
} GrottoCondKind;

typedef enum
{
  GROTTO_CMP_GE,
  GROTTO_CMP_LE,
  GROTTO_CMP_EQ,
  GROTTO_CMP_GT,
  GROTTO_CMP_LT,
} GrottoCmp;

typedef struct
{
  uint8_t kind;     /* GrottoCondKind */
  uint8_t cmp;      /* GrottoCmp */
  int8_t  n;
  uint8_t filter;   /* index+1 in GrottoScript.filters, 0: none */
  uint8_t negate;
} GrottoCond;

/* ---- Triggers ----------------------------------------------------------------------- */

typedef enum
{
  GROTTO_TRIG_SUMMON,          /* this card is summoned (a Wish: its effect) */
  GROTTO_TRIG_ACTIVATE,        /* used during the controller's action phases */
  GROTTO_TRIG_ATTACK,          /* chosen to attack */
  GROTTO_TRIG_ATTACK_ALONE,
  GROTTO_TRIG_DEFEND,
  GROTTO_TRIG_FIGHT,           /* attack or defend */
  GROTTO_TRIG_START_TURN,      /* the controller's turn */
  GROTTO_TRIG_START_ANY_TURN,  /* every seat's turn (context: the active seat) */
  GROTTO_TRIG_START_OPP_TURN,  /* each opponent's turn */
  GROTTO_TRIG_END_TURN,
  GROTTO_TRIG_START_BATTLE,
  GROTTO_TRIG_END_BATTLE,
  GROTTO_TRIG_DISCARDED,       /* this card went from play to the discard */
  GROTTO_TRIG_OWN_DISCARDED,   /* another card of the controller's in play did (context) */
  GROTTO_TRIG_RESTS,
  GROTTO_TRIG_MOVED_ROW,       /* moved between Team and Sideline */
  GROTTO_TRIG_MOVED_TO_TEAM,   /* moved from the Sideline to the Team */
  GROTTO_TRIG_YOU_SCORE,       /* the controller scored (value: how many) */
  GROTTO_TRIG_OPP_SCORES,      /* an opponent scored (context seat) */
  GROTTO_TRIG_YOU_SCORE_TOP,   /* the controller scored from the top of the deck (context) */
  GROTTO_TRIG_YOU_WISH,        /* the controller summoned a Wish */
  GROTTO_TRIG_OPP_WISH,
  GROTTO_TRIG_YOU_BEAST,       /* the controller summoned a Beast (context) */
  GROTTO_TRIG_OPP_BEAST_TEAM,  /* an opponent summoned a Beast to its Team */
  GROTTO_TRIG_COIN_WON,
  GROTTO_TRIG_COIN_LOST,
  GROTTO_TRIG_DIE,             /* the controller rolled a die (value) */
  GROTTO_TRIG_ROCK,            /* the controller threw rock */
  GROTTO_TRIG_SPENT,           /* this card was spent to pay for context */
  GROTTO_TRIG_OPP_DISCARDS_HAND, /* an opponent discarded from hand (value: how many) */
  GROTTO_TRIG_OPP_MOVES,
  GROTTO_TRIG_OPP_SHUFFLES,
  GROTTO_TRIG_OPP_SEARCHES,
  GROTTO_TRIG_ABOVE_ATTACKS,   /* the card above this Grotto attacks */
  GROTTO_TRIG_ABOVE_DEFENDS,
  GROTTO_TRIG_ABOVE_FIGHTS,
  GROTTO_TRIG_ABOVE_DISCARDED, /* the Beast above went to the discard (context) */
  GROTTO_TRIG_UNDER_SUMMONED,  /* a Grotto was summoned under this Beast */
  GROTTO_TRIG_UNDER_DISCARDED, /* the Grotto under this card went to the discard */
  GROTTO_TRIG_DEFEAT_CHALLENGER, /* the controller defeated a Challenger (context) */
  GROTTO_TRIG_CHOOSING_ATTACKERS,
  GROTTO_TRIG_CHOOSING_DEFENDERS,
  GROTTO_TRIG_TEAM_FIGHTS,     /* a Beast on the controller's Team attacks or defends */
  GROTTO_TRIG_OWN_GROTTO_DISCARDED,
  GROTTO_TRIG_OPP_SUMMONS,     /* an opponent summoned anything */
  GROTTO_TRIG_DISCARDED_ATTACHED, /* this card, attached face up to a Beast or Grotto, went
                                     to the discard (controller: its owner) */
  GROTTO_TRIG_KEEPS_ATTACHED,  /* (a Challenger) a card attached to a Beast or Grotto of the
                                  controller's discarded from play came onto it (context) */
  GROTTO_TRIG_OPP_MADE_DISCARD, /* a card of the controller's hand or deck went to its discard
                                   through an opponent's effect (context) */
  GROTTO_N_TRIGGERS,
} GrottoTrigger;

/* ---- Steps ------------------------------------------------------------------------ */

typedef enum
{
  GROTTO_OP_NOP,
  /* Questions */
  GROTTO_OP_CHOOSE,        /* a card matching filter -> target (or target2 with arg 1) */
  GROTTO_OP_CHOOSE_PLAYER, /* arg: GrottoSide of the candidates -> player */
  GROTTO_OP_MAY,           /* yes or no -> ok */
  GROTTO_OP_IF,            /* cond -> ok */
  GROTTO_OP_AND_IF,        /* ok && cond -> ok */
  /* The target (what: 0 target, 1 target2, 2 self, 3 context) */
  GROTTO_OP_REST,
  GROTTO_OP_WAKE,
  GROTTO_OP_DISCARD,
  GROTTO_OP_RETURN,        /* to its owner's hand (with its face-down attachments) */
  GROTTO_OP_TO_HAND,       /* from any zone to the controller's hand, shown to all */
  GROTTO_OP_SCORE_CARD,    /* who scores it (default: its owner) */
  GROTTO_OP_TO_DECK_TOP,
  GROTTO_OP_TO_POOL_TOP,
  GROTTO_OP_SHUFFLE_IN,    /* into its owner's deck */
  GROTTO_OP_POWER,         /* +n until (GrottoUntil) */
  GROTTO_OP_GRANT,         /* a GrottoGrant flag until */
  GROTTO_OP_ATTACH_TOP,    /* n cards from the top of the controller's deck onto the target */
  GROTTO_OP_ATTACH,        /* the target onto target2 (arg: face up) */
  GROTTO_OP_ATTACH_HAND,   /* a card of the controller's hand onto the target (arg: face up) */
  GROTTO_OP_DETACH,        /* n cards attached to the target, chosen, to the discard */
  GROTTO_OP_ATTACHED_TO_HAND, /* face-down cards attached to the target to the hand */
  GROTTO_OP_MOVE,          /* the target to an empty spot of a row (arg: GrottoWhere) */
  GROTTO_OP_SWAP,          /* target and target2 switch spots */
  GROTTO_OP_SUMMON_FREE,   /* the target, free of cost (arg: row, 0 any) */
  /* Seats (who) */
  GROTTO_OP_DRAW,
  GROTTO_OP_SCORE,         /* n from the top of the deck */
  GROTTO_OP_MILL,          /* n from the top of the deck to the discard */
  GROTTO_OP_DECK_TO_POOL,
  GROTTO_OP_POOL_TO_HAND,
  GROTTO_OP_DISCARD_HAND,  /* n cards of the hand, chosen by their holder */
  GROTTO_OP_DISCARD_OWN,   /* who discards one of their cards matching filter */
  GROTTO_OP_DISCARD_ALL,   /* every card matching filter */
  GROTTO_OP_POWER_ALL,     /* every card matching filter gains n until */
  GROTTO_OP_SHUFFLE_DECK,
  GROTTO_OP_SKIP_WAKE,     /* who skips the next wake-up step */
  /* Chance */
  GROTTO_OP_FLIP,          /* n coins (default 1); ok: every one heads / the flip won */
  GROTTO_OP_ROLL,          /* value: the die */
  GROTTO_OP_ROLL_CALL,     /* ok: the called number came up */
  GROTTO_OP_RPS,           /* against who (an opponent); ok: won; value 0 lost, 1 draw, 2 won */
  /* Searching */
  GROTTO_OP_SEARCH,        /* a card of the deck matching filter -> target (revealed) */
  GROTTO_OP_REVEAL_TOP,    /* the top card of the controller's deck -> target, shown */
  GROTTO_OP_SET_VALUE,     /* value = n */
  GROTTO_OP_HANDLER,       /* a named C handler (arg) */
  GROTTO_OP_END,           /* stop the ability here */
  GROTTO_OP_DISCARD_SCORED,/* n cards from the top of who's score pile to its discard */
  GROTTO_OP_WIN,           /* the controller wins the game */
  GROTTO_OP_TARGET,        /* the target becomes ON (the context card, the card above...) */
  GROTTO_OP_REVEAL,        /* ON is shown to every seat */
  GROTTO_OP_SHUFFLE_IN_ALL,/* every card matching filter into its owner's deck, shuffled */
  GROTTO_OP_SCORE_ALL,     /* every card matching filter is scored by who */
  GROTTO_OP_PUT,           /* ON onto a spot (arg: row) without being summoned */
  GROTTO_OP_SCORE_TO_HAND, /* n cards from the top of who's score pile to its hand */
  GROTTO_OP_POOL_TO_DECK,  /* n cards from the top of who's pool to the top of its deck */
  GROTTO_OP_CLEAR_SADNESS, /* ON loses its summoning sadness */
  GROTTO_OP_SHUFFLE_POOL,  /* who's summoning pool is shuffled */
  GROTTO_OP_CAST,          /* ON, an attached Wish, is summoned where it is (it stays) */
  GROTTO_N_OPS,
} GrottoOp;

/* Step flags. */
enum
{
  GROTTO_SF_IF_OK   = 1 << 0,  /* "?": only when ok */
  GROTTO_SF_IF_NOT  = 1 << 1,  /* "!": only when not ok */
  GROTTO_SF_MAY     = 1 << 2,  /* the question may be declined */
  GROTTO_SF_FACE_UP = 1 << 3,
  GROTTO_SF_REVEAL  = 1 << 4,
  GROTTO_SF_LOOK    = 1 << 5,  /* the chooser looks at the candidates first (face-down ones) */
};

/* Whom a step acts for. */
typedef enum
{
  GROTTO_WHO_YOU,
  GROTTO_WHO_PLAYER,       /* the chosen player */
  GROTTO_WHO_OWNER,        /* the target's controller */
  GROTTO_WHO_ACTIVE,
  GROTTO_WHO_OPPONENTS,    /* each opponent, in turn order */
  GROTTO_WHO_EACH,         /* every seat, from the controller */
  GROTTO_WHO_NEXT,         /* the next opponent in turn order */
  GROTTO_WHO_CONTEXT,      /* the seat the trigger names */
  GROTTO_WHO_ATTACKER,     /* the attacking seat of the battle */
  GROTTO_WHO_DEFENDER,     /* the defending seat */
  GROTTO_WHO_ACTIVE_OPPONENTS, /* each opponent of the active seat */
} GrottoWho;

/* What a step acts on. */
typedef enum
{
  GROTTO_ON_TARGET,
  GROTTO_ON_TARGET2,
  GROTTO_ON_SELF,
  GROTTO_ON_CONTEXT,
  GROTTO_ON_ABOVE,        /* the card above the effect's Grotto */
  GROTTO_ON_UNDER,
  GROTTO_ON_SEAT,         /* no card: a seat-wide grant */
} GrottoOn;

typedef enum
{
  GROTTO_UNTIL_END_OF_TURN,
  GROTTO_UNTIL_NEXT_TURN,  /* the start of the controller's next turn */
  GROTTO_UNTIL_END_OF_BATTLE,
  GROTTO_UNTIL_LEAVES,     /* as long as the card stays in play */
} GrottoUntil;

/* Lasting marks a step may give a card (GROTTO_OP_GRANT). */
typedef enum
{
  GROTTO_GRANT_NO_REST,       /* does not rest after fighting */
  GROTTO_GRANT_NO_FIGHT,      /* cannot attack or defend */
  GROTTO_GRANT_PROTECTED,     /* opponents' effects cannot choose it */
  GROTTO_GRANT_MUST_DEFEND,   /* defends if it can */
  GROTTO_GRANT_NO_TEAM,       /* may not move to the Team */
  GROTTO_GRANT_DISCARD_END_BATTLE, /* discarded at the end of the battle */
  GROTTO_GRANT_RETURN_ON_DISCARD,  /* a Beast of the controller's: back to hand instead */
  GROTTO_GRANT_DISCARD_ATTACKERS,  /* the controller's attackers: discarded at end of battle */
  GROTTO_GRANT_REDO_CHANCE,   /* the controller may redo coins and dice for a card */
  GROTTO_GRANT_NO_SADNESS,
  GROTTO_GRANT_ONE_DEFENDER,  /* the seat chooses one defender at most */
  GROTTO_N_GRANTS,
} GrottoGrant;

typedef struct
{
  uint8_t op;       /* GrottoOp */
  uint8_t flags;    /* GROTTO_SF_* */
  uint8_t who;      /* GrottoWho */
  uint8_t on;       /* GrottoOn */
  uint8_t num;      /* GrottoNumKind */
  int8_t  n;        /* constant, or the multiplier of num */
  uint8_t filter;   /* index+1 in GrottoScript.filters, 0: none */
  uint8_t nfilter;  /* the filter num counts (GROTTO_NUM_COUNT), index+1 */
  uint8_t arg;      /* op-specific: until, grant, row, side, handler id, target2 */
  GrottoCond cond;  /* GROTTO_OP_IF, AND_IF */
} GrottoStep;

/* Ability flags. */
enum
{
  GROTTO_AF_ONCE_PER_TURN = 1 << 0,
  GROTTO_AF_COST_REST     = 1 << 1,  /* activating rests the card (it must be awake) */
  GROTTO_AF_FROM_HAND     = 1 << 2,  /* a Wish's effect only when summoned from the hand */
};

typedef struct
{
  uint8_t    trigger;   /* GrottoTrigger */
  uint8_t    flags;     /* GROTTO_AF_* */
  uint8_t    n_steps;
  uint8_t    filter;    /* trigger filter (which context cards), index+1, 0: any */
  GrottoCond guard;     /* checked when the trigger fires */
  GrottoStep steps[GROTTO_SCRIPT_MAX_STEPS];
} GrottoAbility;

/* ---- Continuous effects ------------------------------------------------------------ */

typedef enum
{
  GROTTO_STATIC_POWER,          /* +n (per filter count) (if cond) to the card itself */
  GROTTO_STATIC_AURA,           /* +n to each card matching filter */
  GROTTO_STATIC_HAND_SIZE,      /* +n; n == 127: no maximum */
  GROTTO_STATIC_CANNOT_ATTACK,
  GROTTO_STATIC_CANNOT_DEFEND,
  GROTTO_STATIC_NOT_ALONE,      /* cannot attack or defend alone */
  GROTTO_STATIC_NO_FIGHT_ATTACHED, /* cannot attack or defend with cards attached */
  GROTTO_STATIC_PROTECTED,      /* opponents' effects cannot choose it */
  GROTTO_STATIC_NO_SADNESS,     /* summoned without summoning sadness (if cond) */
  GROTTO_STATIC_NO_SADNESS_ALL, /* Beasts every seat summons */
  GROTTO_STATIC_SIDELINE_ONLY,  /* summoned to the Sideline only */
  GROTTO_STATIC_IMMOVABLE,      /* moved only by effects */
  GROTTO_STATIC_UNIQUE,         /* not summoned while another of its name is in play */
  GROTTO_STATIC_COST,           /* summoning cost n per filter count */
  GROTTO_STATIC_DECK_ANY_NUMBER,/* deck rules: no copy limit for this name */
  GROTTO_STATIC_DECK_IGNORE_EPIC,
  GROTTO_STATIC_DECK_SIZE,      /* deck rules: the deck has n cards */
  GROTTO_STATIC_WAKE_ABOVE_GROTTO, /* wakes in the wake-up step only above a Grotto */
  GROTTO_STATIC_POWER_ATTACHED_BEASTS, /* power = the power of face-up Beasts attached */
  GROTTO_STATIC_DEFEND_FROM_SIDELINE,
  GROTTO_STATIC_SEES_SCORES,
  GROTTO_STATIC_TOP_REVEALED,
  GROTTO_STATIC_SUMMON_DECK_TOP, /* summon the top card of the deck as if in hand */
  GROTTO_STATIC_SUMMON_DISCARD,  /* summon cards matching filter from the discard */
  GROTTO_STATIC_WISH_TO_POOL,    /* Wishes summoned from hand go under the pool */
  GROTTO_STATIC_WISH_COST,       /* Wishes cost n per Beast and Grotto summoned this turn */
  GROTTO_STATIC_EXTRA_DEFEAT_DRAW, /* n more cards for defeating a Challenger */
  GROTTO_STATIC_DRAW_WINS,       /* anything the controller ties, it wins */
  GROTTO_STATIC_SETUP_ATTACH,    /* n random deck cards attached face down at set-up */
  GROTTO_STATIC_SETUP_SEARCH,    /* the opening hand is searched, not drawn */
  GROTTO_STATIC_TWO_DICE,        /* rolls one die more and keeps either; doubles score */
  GROTTO_STATIC_COIN_HELPER,     /* coin losses attach cards; two attached win a flip */
  GROTTO_STATIC_POWER_PER_TYPE,  /* +n per Beast type among the controller's Beasts in play */
  GROTTO_STATIC_COST_FACE_DOWN,  /* may discard face-down attached cards: -1 cost each */
  GROTTO_STATIC_DECK_WAITS,      /* (a Challenger) its deck, run out, waits until a card is needed */
  GROTTO_N_STATICS,
} GrottoStaticKind;

typedef struct
{
  uint8_t    kind;     /* GrottoStaticKind */
  int8_t     n;
  uint8_t    filter;   /* index+1, 0: none */
  GrottoCond cond;
} GrottoStatic;

/* A card's compiled script. Names are references to cards ("sigil:number") whose names
 * filters compare with: grotto_card_db_intern_ref() ids, which the db resolves to names. */
typedef struct _GrottoScript GrottoScript;

struct _GrottoScript
{
  uint8_t       n_abilities;
  uint8_t       n_statics;
  uint8_t       n_filters;
  uint8_t       n_names;
  uint8_t       complete;
  uint32_t      triggers;  /* bit per GrottoTrigger below 32, then triggers_hi */
  uint32_t      triggers_hi;
  GrottoAbility abilities[GROTTO_SCRIPT_MAX_ABILITIES];
  GrottoStatic  statics[GROTTO_SCRIPT_MAX_STATICS];
  GrottoFilter  filters[GROTTO_SCRIPT_MAX_FILTERS];
  uint16_t      names[GROTTO_SCRIPT_MAX_NAMES]; /* reference ids in the card db */
};

static inline gboolean
grotto_script_has_trigger (const GrottoScript *script,
                           guint               trigger)
{
  return trigger < 32 ? (script->triggers >> trigger) & 1
                      : (script->triggers_hi >> (trigger - 32)) & 1;
}

G_END_DECLS
