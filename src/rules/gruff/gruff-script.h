/* gruff-script.h: the vocabulary Gruff's card effects are written in, and its parser. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <glib.h>

G_BEGIN_DECLS

/* When a gruff's or a shepherd's ability fires. Ability cards have no trigger: they act when
 * played. */
typedef enum
{
  GRUFF_ON_NONE,
  GRUFF_ON_ACTIVATE,   /* the gruff is activated (before its Weird is added to Crazy) */
  GRUFF_ON_DECLARE,    /* the gruff declares an attack */
  GRUFF_ON_DEFEND,     /* an attack on the gruff's position resolves, before the damage */
  GRUFF_ON_KILL,       /* the gruff's attack kills */
  GRUFF_ON_GROW,       /* the gruff grows */
  GRUFF_ON_MOVE,       /* the gruff moves (its Move, or a swap) */
  GRUFF_ON_THRESHOLD,  /* a shepherd's Life drops below its Threshold */
  GRUFF_N_TRIGGERS,
} GruffTrigger;

/* Whom an effect reaches. Ability cards choose a target when played (the first group);
 * triggered abilities reach a place relative to their card (the second). */
typedef enum
{
  GRUFF_TO_NONE,           /* no target: the effect concerns the player */
  GRUFF_TO_OWN,            /* a living gruff of the controller */
  GRUFF_TO_ENEMY,          /* a living gruff of the opponent */
  GRUFF_TO_ANY,            /* any living gruff */
  GRUFF_TO_ACTIVE,         /* the controller's active gruff */
  GRUFF_TO_OWN_DEAD,       /* a dead gruff of the controller */
  GRUFF_TO_OWN_SHEPHERD,
  GRUFF_TO_ENEMY_SHEPHERD,
  GRUFF_TO_SELF,           /* the gruff whose ability it is */
  GRUFF_TO_OPPOSITE,       /* the living enemy gruff directly opposite */
  GRUFF_TO_ADJACENT,       /* the living allies beside it */
  GRUFF_TO_ALL_OWN,        /* every living gruff of the controller */
  GRUFF_TO_ALL_ENEMY,      /* every living gruff of the opponent */
  GRUFF_TO_ATTACKER,       /* the gruff whose attack is resolving (defend abilities) */
  GRUFF_N_TOS,
} GruffTo;

typedef enum
{
  GRUFF_OP_NONE,
  GRUFF_OP_MEAN,      /* stats: sliders move (Actions, Mutations, abilities); a Condition's */
  GRUFF_OP_WEIRD,     /*   change counts only while it is in play */
  GRUFF_OP_FAT,
  GRUFF_OP_DAMAGE,    /* +Damage when the gruff's attack resolves (Conditions, Mutations) */
  GRUFF_OP_DEFENSE,   /* +Defense when the gruff is attacked (Conditions, Mutations) */
  GRUFF_OP_THORNS,    /* damage dealt back to a gruff that attacks it (Conditions, Mutations) */
  GRUFF_OP_DEAL,      /* damage dealt now to a gruff */
  GRUFF_OP_HURT,      /* Life taken from a shepherd */
  GRUFF_OP_HEAL,      /* Life given back to a shepherd, up to its printed Life */
  GRUFF_OP_CRAZY,     /* a shepherd's Crazy */
  GRUFF_OP_DRAW,      /* the controller draws */
  GRUFF_OP_DISCARD,   /* the opponent discards cards at random */
  GRUFF_OP_REFRESH,   /* a gruff stops being exhausted */
  GRUFF_OP_EXHAUST,   /* a gruff becomes exhausted */
  GRUFF_OP_SWAP,      /* a gruff swaps with the ally on the side the player chooses */
  GRUFF_OP_RAISE,     /* a dead gruff returns, exhausted */
  GRUFF_OP_CANCEL,    /* the opponent's declared attack is called off */
  GRUFF_N_OPS,
} GruffOpKind;

#define GRUFF_SCRIPT_MAX_OPS 4

typedef struct
{
  uint8_t kind;    /* GruffOpKind */
  int8_t  amount;
} GruffOp;

typedef struct
{
  uint8_t trigger; /* GruffTrigger */
  uint8_t to;      /* GruffTo */
  uint8_t n_ops;
  GruffOp ops[GRUFF_SCRIPT_MAX_OPS];
} GruffScript;

/* Parses one script line ("on:activate to:self weird:+1"); the error says which word is
 * wrong. */
gboolean     gruff_script_parse          (const char   *text,
                                          GruffScript  *out,
                                          GError      **error);
/* The machine words, for messages and tests. */
const char  *gruff_script_op_name        (GruffOpKind   kind);
const char  *gruff_script_trigger_name   (GruffTrigger  trigger);
const char  *gruff_script_to_name        (GruffTo       to);
/* TRUE when @to is chosen by the player (ability cards), FALSE for relative places. */
gboolean     gruff_script_to_is_chosen   (GruffTo       to);
/* Whether @script has an op of @kind, and its amount. */
gboolean     gruff_script_find_op        (const GruffScript *script,
                                          GruffOpKind        kind,
                                          int               *out_amount);

/* The scripts Drive-In knows, by card id ("drive-in-gruff:A01"): the text, or NULL. */
const char  *gruff_scripts_lookup        (const char   *card_id);
/* How many scripts a release's sigil has. */
guint        gruff_scripts_count         (const char   *sigil);

G_END_DECLS
