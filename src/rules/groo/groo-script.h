/* groo-script.h: the vocabulary of Groo card effects, and the little language they are
 * written in (docs/groo.md). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <glib.h>

G_BEGIN_DECLS

#define GROO_MAX_OPS  4
#define GROO_MAX_MODS 3

/* Whom an op affects. */
typedef enum
{
  GROO_WHO_SELF,    /* the seat that played or used the card */
  GROO_WHO_HOST,    /* the seat whose town Groo visits when the op is carried out */
  GROO_WHO_ALL,     /* every seat, in turn order from the card's user */
  GROO_WHO_OTHERS,  /* every other seat, in turn order */
} GrooWho;

typedef enum
{
  GROO_OP_DRAW,               /* n cards */
  GROO_OP_DISCARD,            /* n cards of the hand, chosen */
  GROO_OP_DISCARD_RANDOM,     /* n cards of the hand at random */
  GROO_OP_DISCARD_HAND,       /* the whole hand */
  GROO_OP_LOSE_VP,            /* n VP of Buildings by printed value, chosen (as war damage) */
  GROO_OP_LOSE_BUILDING,      /* n Buildings of printed VP at most arg (0: any), chosen */
  GROO_OP_LOSE_BEST_BUILDING, /* one Building of the highest printed VP, chosen */
  GROO_OP_LOSE_TROOPS,        /* every Troop */
  GROO_OP_LOSE_TROOP,         /* n Troops, chosen */
  GROO_OP_LOSE_HALF_TROOPS,   /* half the Troops (rounded down), chosen */
  GROO_OP_LOSE_BEST_TROOP,    /* one Troop of the highest printed Attack, chosen */
  GROO_OP_MOVE_GROO,          /* arg: GrooMove, n: towns for LEFT/RIGHT */
  GROO_OP_REROLL,             /* the unspent white dice roll again */
  GROO_OP_SET_DIE,            /* an unspent white die turned to a face; arg: GrooFace or 0:
                               * any face, chosen */
  GROO_OP_SIDE_ADD,           /* the user's side of the war: +n */
  GROO_OP_ATTACK_ADD,         /* the attack: +n (the user attacks) */
  GROO_OP_ATTACK_MUL,         /* the attack: x n */
  GROO_OP_DEFENSE_ADD,        /* the defense: +n (the user defends) */
  GROO_OP_DEFENSE_MUL,
  GROO_OP_TROOP_MUL,          /* one of the user's committed Troops, chosen: x n */
  GROO_OP_CANCEL_GROO,        /* the Groo Effect about to strike does nothing */
  GROO_N_OPS,
} GrooOpKind;

typedef enum
{
  GROO_MOVE_CHOOSE,   /* to any other town, chosen */
  GROO_MOVE_STEP,     /* one town left or right, chosen */
  GROO_MOVE_LEFT,     /* n towns left */
  GROO_MOVE_RIGHT,
  GROO_MOVE_MOST_VP,  /* to the town with the most VP (first from the user on a tie) */
  GROO_MOVE_LEAST_VP,
  GROO_N_MOVES,
} GrooMove;

typedef struct
{
  uint8_t kind;   /* GrooOpKind */
  uint8_t who;    /* GrooWho */
  uint8_t n;
  uint8_t arg;
} GrooOp;

/* When a Wild may be played, or a power used. Windows are the moments the rules ask every
 * seat (after a roll, in a war, when a Groo Effect is played); "main" decisions are a
 * seat's own choices in its turn (and the Leftover dice it holds). */
typedef enum
{
  GROO_TIMING_NONE,
  GROO_TIMING_ANY,         /* every window, and the seat's main decisions */
  GROO_TIMING_OWN_TURN,    /* the seat's main decisions in its own turn */
  GROO_TIMING_ROLL,        /* the window after a roll */
  GROO_TIMING_DICE,        /* while the seat holds unspent dice (Construction, Leftover) */
  GROO_TIMING_WAR,         /* the war window, when the seat is at war */
  GROO_TIMING_WAR_ATTACK,  /* ... when the seat attacks */
  GROO_TIMING_WAR_DEFEND,  /* ... when the seat defends */
  GROO_TIMING_GROO,        /* the window of a Groo Effect about to strike the seat's town */
  GROO_N_TIMINGS,
} GrooTiming;

/* What a card does while it is on the table. */
typedef enum
{
  GROO_MOD_ATTACK_ADD,        /* the town's attack +n when it attacks */
  GROO_MOD_DEFENSE_ADD,       /* the town's defense +n when it defends */
  GROO_MOD_TROOP_ATTACK_ADD,  /* each of the town's attacking Troops +n */
  GROO_MOD_TROOP_DEFENSE_ADD, /* each of its defending Troops +n */
  GROO_MOD_OWN_ATTACK_MUL,    /* this Troop's Attack x n when it attacks */
  GROO_MOD_OWN_DEFENSE_MUL,   /* this Troop's Defense x n when it defends */
  GROO_MOD_HAND_SIZE,         /* the owner's hand fills to n more */
  GROO_MOD_VP,                /* this Building is worth n more VP while its town has at
                               * least arg Buildings */
  GROO_MOD_SAFE_FROM_GROO,    /* Groo Effects never take this card */
  GROO_N_MODS,
} GrooModKind;

typedef struct
{
  uint8_t kind;   /* GrooModKind */
  uint8_t n;
  uint8_t arg;
} GrooMod;

/* A card's compiled script. */
typedef struct
{
  uint8_t n_mods;
  GrooMod mods[GROO_MAX_MODS];
  uint8_t timing;   /* Wilds and powers: GrooTiming; NONE for Events, Groo Effects and cards
                     * without a power */
  uint8_t has_use;  /* playing it (Wild, Event, Groo Effect) or discarding it (power) does
                     * the ops */
  uint8_t n_ops;
  GrooOp  ops[GROO_MAX_OPS];
} GrooScript;

/* Compiles @text (one clause a line, or clauses separated by ';') for a card of @kind
 * ("building", "troop", "groo-effect", "wild", "event"). The error says what is wrong and
 * where in the text. */
gboolean     groo_script_compile         (const char  *text,
                                          const char  *kind,
                                          GrooScript  *out,
                                          GError     **error);
/* The same script back in the language, for a card of @kind (tests, the coverage report). */
char        *groo_script_to_string       (const GrooScript *script,
                                          const char       *kind);

const char  *groo_timing_to_string       (GrooTiming timing);
const char  *groo_op_to_string           (GrooOpKind kind);

/* The built-in scripts of release @sigil, card @number, or NULL (groo-scripts.c). */
const char  *groo_scripts_lookup         (const char *sigil,
                                          const char *number);
/* How many built-in script entries release @sigil has. */
guint        groo_scripts_count          (const char *sigil);

G_END_DECLS
