/* gros-script.h: the ability vocabulary: what a card does, as data the engine interprets. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <glib.h>

#include "gros-card-db.h"

G_BEGIN_DECLS

/* Where cards are looked for or counted, seen from the card that owns the ability. */
typedef enum
{
  GROS_SCOPE_NONE,
  GROS_SCOPE_SELF,             /* the card itself */
  GROS_SCOPE_HOST,             /* the card it is attached to */
  GROS_SCOPE_ATTACHED,         /* the cards attached to it (a Character's Props) */
  GROS_SCOPE_OWN_MOVIE,        /* in play in its controller's Movie */
  GROS_SCOPE_TARGET_MOVIE,     /* the Movie under the current attack / the chosen target */
  GROS_SCOPE_OWN_GRAVEYARD,
  GROS_SCOPE_TARGET_GRAVEYARD,
  GROS_SCOPE_ANY_MOVIE,        /* in play in any Movie */
  GROS_SCOPE_OWN_HAND,
} GrosScope;

/* Which cards: a type mask, trait tests and optionally one named card. */
typedef struct
{
  uint8_t    types;        /* bit (1 << GrosCardType) per accepted type; 0 = any */
  uint8_t    exclude_self;
  uint16_t   named;        /* card-db index + 1 of one specific card; 0 = any */
  GrosTraits all;          /* must have every one */
  GrosTraits any;          /* must have at least one, when not empty */
  GrosTraits none;         /* must have none */
} GrosFilter;

typedef enum
{
  GROS_COND_ALWAYS,
  GROS_COND_ATTACK_TRAIT,          /* during an attack with any trait of filter.any */
  GROS_COND_LOCATION_TRAIT,        /* its Movie's Location has any trait of filter.any */
  GROS_COND_TARGET_LOCATION,       /* the attacked Movie's Location matches filter */
  GROS_COND_HOST_MATCHES,          /* its host matches filter */
  GROS_COND_COUNT_AT_LEAST,        /* >= count cards matching filter in scope */
  GROS_COND_DEFENDING,             /* its controller's Movie is under attack */
  GROS_COND_OWN_TURN,              /* it is its controller's turn */
  GROS_COND_CREATURE_ATTACK,       /* the current attack is a Creature attack */
} GrosCondKind;

typedef struct
{
  uint8_t    kind;    /* GrosCondKind */
  uint8_t    scope;   /* GrosScope, for COUNT_AT_LEAST */
  uint8_t    count;
  uint8_t    negate;  /* the condition must NOT hold ("unless...") */
  GrosFilter filter;
  /* A second condition that must hold as well ("when A and B", "when A and not B"), in the
   * same form; also_kind GROS_COND_ALWAYS without also_negate means there is none. */
  uint8_t    also_kind;
  uint8_t    also_scope;
  uint8_t    also_count;
  uint8_t    also_negate;
  GrosFilter also_filter;
} GrosCond;

/* Continuous effects, in force while the card is in play (and not Knocked Out). */
typedef enum
{
  GROS_MOD_DEFENSE_ADD,        /* its Defense +value (times the count, if per_scope) */
  GROS_MOD_DEFENSE_SET,        /* its Defense = value (first matching SET wins) */
  GROS_MOD_DEFENSE_MUL,        /* its Defense x value */
  GROS_MOD_AURA_DEFENSE,       /* every other card matching per_filter in its Movie +value */
  GROS_MOD_ATTACK_ADD,         /* Creature: Attack +value (times the count) */
  GROS_MOD_ATTACK_SET,         /* Creature: Attack = value */
  GROS_MOD_ATTACK_MUL,         /* Creature: Attack x value */
  GROS_MOD_ALWAYS_SUCCEEDS,    /* Creature: its attack always succeeds */
  GROS_MOD_CANNOT_ATTACK,      /* Creature: may not attack a Movie where cond holds */
  GROS_MOD_SUCCEED_HERE,       /* Location: attacks with a trait of per_filter.any on this
                                * Movie always succeed */
  GROS_MOD_NOT_ATTACK_VICTIM,  /* cannot be chosen as the victim of Creature attacks */
  GROS_MOD_UNLUCKY,            /* must be chosen first as a victim */
  GROS_MOD_HAND_LIMIT,         /* its controller's hand limit +value */
  GROS_MOD_PROPS_FORBIDDEN,    /* may not be given Props matching per_filter */
  GROS_MOD_PROPS_ONLY,         /* may only be given Props matching per_filter */
  GROS_MOD_PROP_LIMIT,         /* may obtain value extra Props a turn; with per_filter set,
                                * only while one of the turn's Props matches it */
  GROS_MOD_GRANT_TRAITS,       /* target gains per_filter.any, loses per_filter.none */
  GROS_MOD_PROTECT,            /* target is a Creature victim only when there is no other */
  GROS_MOD_NO_FX_TARGET,       /* target cannot be targeted by Special Effects */
  GROS_MOD_ATTACKS_DOUBLE,     /* while in play: every attack has double strength */
  GROS_MOD_SWARM_PROOF,        /* a 'Weapon' whose Defense still counts against 'Swarm' */
  GROS_MOD_PSYCHO_BOOST,       /* a Prop: played on a 'Psycho' attack it adds value instead */
  GROS_MOD_COMBINES_WITH,      /* Location: may be Combined with a Location matching
                                * per_filter (either one may carry it) */
  GROS_MOD_AURA_TRAITS,        /* every other card matching per_filter in its Movie gains
                                * the traits in `grant` (cond must be ALWAYS) */
  GROS_MOD_ATTACK_TAX,         /* attacks with a trait of per_filter.any made on its Movie
                                * cost value more popcorn */
} GrosModKind;

typedef struct
{
  uint8_t    kind;       /* GrosModKind */
  int8_t     value;
  uint8_t    target;     /* GROS_SCOPE_SELF or GROS_SCOPE_HOST: which card it changes */
  uint8_t    per_scope;  /* GrosScope; NONE = not multiplied */
  GrosFilter per_filter; /* what is counted (or, for auras/grants/props, what is affected) */
  GrosCond   cond;       /* when it applies */
  GrosTraits grant;      /* GROS_MOD_AURA_TRAITS: the traits given */
} GrosModifier;

/* One use of a card: played from hand, activated in play, or a Plot Twist banked. */
typedef enum
{
  GROS_USE_PLAY,     /* as the card is played from hand (PLAY action, mode = ability index) */
  GROS_USE_ACTIVATE, /* a card in play: pay the cost, get the effect */
  GROS_USE_BANK,     /* a face-down Plot Twist: bank it when cond holds */
  GROS_USE_TRIGGER,  /* happens by itself when `trigger` occurs (no action) */
  GROS_USE_FROM_GRAVEYARD, /* activated while the card is in its owner's graveyard */
} GrosUseKind;

/* What sets off a GROS_USE_TRIGGER ability. */
typedef enum
{
  GROS_TRIGGER_NONE,
  GROS_TRIGGER_ATTACK_END,     /* the attack it made (or was combined into) is over */
  GROS_TRIGGER_ATTACK_SUCCESS, /* ... and succeeded */
  GROS_TRIGGER_ATTACK_FAILURE, /* ... and failed */
  GROS_TRIGGER_KILLED,         /* it was killed (replaces going to the graveyard when the
                                * effect moves it elsewhere) */
  GROS_TRIGGER_FILL_UP,        /* its controller Fills Up */
  GROS_TRIGGER_TURN_END,       /* its controller's turn ends */
  GROS_TRIGGER_LEAVES_PLAY,    /* it leaves its Movie for any reason */
  GROS_TRIGGER_ATTACK_RESOLVED,/* its attack's outcome is known, before victims are chosen
                                * (a handler may replace the victim step) */
  GROS_TRIGGER_HOST_LEAVES,    /* the card it is attached to leaves play (a trigger that
                                * moves or re-attaches it keeps it from the graveyard) */
  GROS_TRIGGER_DEFENDED,       /* the outcome of an attack on its Movie is known */
} GrosTrigger;

typedef enum
{
  GROS_EFFECT_NONE,              /* nothing beyond the use itself (a Twist's points) */
  GROS_EFFECT_STOP_ATTACK,       /* stop the current attack (traits: it must have one) */
  GROS_EFFECT_STOP_RETURN,       /* stop; the Creature returns to its owner's hand and that
                                  * seat makes no more Creature attacks this turn */
  GROS_EFFECT_ATTACK_ADD,        /* current attack +value */
  GROS_EFFECT_DEFENSE_ADD,       /* current defense +value */
  GROS_EFFECT_ATTACK_MUL,        /* current attack x value */
  GROS_EFFECT_ATTACK_DIV,        /* current attack / value, rounded down */
  GROS_EFFECT_DEFENSE_MUL,
  GROS_EFFECT_ATTACK_TRAITS,     /* current attack gains traits, and +value Attack */
  GROS_EFFECT_KILL,              /* kill one card matching filter in any Movie (target) */
  GROS_EFFECT_DISCARD_FROM_PLAY, /* discard one card matching filter from play (target) */
  GROS_EFFECT_DRAW,              /* draw value cards (times the count) */
  GROS_EFFECT_ATTACH,            /* attach to a card matching filter; HOST modifiers apply */
  GROS_EFFECT_STAY,              /* stays in its controller's Movie; modifiers apply */
  GROS_EFFECT_REANIMATE,         /* a Character from its controller's graveyard into play */
  GROS_EFFECT_ATTACK,            /* the card makes an attack on a Movie (target_seat) with
                                  * strength value (+ per count), traits attack_traits */
  GROS_EFFECT_COUNTER,           /* stop a card as it is being played (filter: which) */
  GROS_EFFECT_REVERSE,           /* reverse the outcome of the current attack */
  GROS_EFFECT_MILL,              /* target seat puts its top value cards into its graveyard */
  GROS_EFFECT_RECOVER,           /* a card matching filter from own graveyard to hand */
  GROS_EFFECT_REVEAL_HAND,       /* target seat shows its hand */
  GROS_EFFECT_HANDLER,           /* a named C handler does it */
  GROS_EFFECT_SELF_TO_HAND,      /* the card returns to its owner's hand */
  GROS_EFFECT_SELF_TO_DECK_BOTTOM, /* the card goes to the bottom of its owner's deck */
  GROS_EFFECT_SELF_TO_GRAVEYARD, /* the card is discarded (a lasting effect ends) */
  GROS_EFFECT_SELF_SHUFFLE_INTO_DECK, /* from the graveyard, shuffled back into the deck */
  GROS_EFFECT_SINGLE_OUT,        /* target is the intended victim; the other Characters'
                                  * Defense is ignored until the end of the attack */
  GROS_EFFECT_COMBINE_FROM_HAND, /* a Creature from hand (target) joins the attack for free;
                                  * one more victim if it succeeds */
  GROS_EFFECT_SET_DEFENSE_TEMP,  /* target card's Defense = value until the attack ends */
  GROS_EFFECT_REDIRECT_SELF,     /* it becomes the only possible victim of the attack */
  GROS_EFFECT_EXTRA_VICTIM,      /* the attack may kill value more Characters */
  GROS_EFFECT_PEEK,              /* its controller looks at the top card of their deck */
} GrosEffectKind;

/* Use flags. */
enum
{
  GROS_USE_TIP_SELF       = 1 << 0,  /* cost includes tipping the card */
  GROS_USE_DISCARD_SELF   = 1 << 1,  /* cost includes discarding the card from play */
  GROS_USE_ONCE_PER_TURN  = 1 << 2,
  GROS_USE_ONCE_PER_ATTACK= 1 << 3,
  GROS_USE_OWN_TURN       = 1 << 4,  /* only during its controller's turn */
  GROS_USE_ATTACK         = 1 << 5,  /* affects the current attack: only in its window */
  GROS_USE_OWN_MOVIE      = 1 << 6,  /* only for attacks on its controller's Movie */
  GROS_USE_NEXT_TURN      = 1 << 7,  /* Twist: not on the turn it was placed */
};

typedef struct
{
  uint8_t    use;           /* GrosUseKind */
  uint8_t    effect;        /* GrosEffectKind */
  int8_t     value;
  uint8_t    cost;          /* popcorn for activated abilities (plays pay the card's cost) */
  uint8_t    trigger;       /* GrosTrigger, for GROS_USE_TRIGGER */
  int8_t     base;          /* with per_scope: amount = base + value x count */
  uint8_t    flags;         /* GROS_USE_* */
  uint8_t    per_scope;     /* value times the count of per_filter in per_scope */
  GrosFilter per_filter;
  GrosFilter filter;        /* what it targets (kill, attach, discard, counter, recover) */
  GrosTraits attack_traits; /* STOP: attacks it can stop (empty: any); ATTACK: its traits */
  GrosCond   cond;          /* must hold to use it */
  const char *handler;      /* GROS_EFFECT_HANDLER: name in the handler table */
} GrosAbility;

#define GROS_SCRIPT_MAX_MODS      6
#define GROS_SCRIPT_MAX_ABILITIES 4

struct _GrosScript
{
  uint8_t      n_mods;
  uint8_t      n_abilities;
  uint8_t      complete;   /* every printed ability is represented */
  GrosModifier mods[GROS_SCRIPT_MAX_MODS];
  GrosAbility  abilities[GROS_SCRIPT_MAX_ABILITIES];
};

G_END_DECLS
