/* gruff-card-db.h: the immutable definitions of the Gruff cards a game refers to. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <glib.h>

#include "drive-in-card.h"
#include "gruff-script.h"

G_BEGIN_DECLS

typedef enum
{
  GRUFF_KIND_SHEPHERD,
  GRUFF_KIND_GRUFF,
  GRUFF_KIND_ABILITY,
} GruffCardKind;

typedef enum
{
  GRUFF_ABILITY_ACTION,     /* once, then discarded */
  GRUFF_ABILITY_CONDITION,  /* until its controller's next turn */
  GRUFF_ABILITY_MUTATION,   /* permanent, stays on a dead gruff */
} GruffAbilityKind;

typedef enum
{
  GRUFF_STAT_MEAN,
  GRUFF_STAT_WEIRD,
  GRUFF_STAT_FAT,
  GRUFF_N_STATS,
} GruffStat;

/* The printed numbers, by kind. Attribute names in release files: shepherds "life",
 * "threshold", "crazy", "breaking-point"; gruffs "mean", "weird", "fat"; ability cards
 * "cost", "ultimate" (1 when it is), "ability" ("action", "condition" or "mutation") and
 * "gruff" (the name of the gruff the card belongs to). */
typedef struct
{
  char       *id;         /* "drive-in-gruff:G-01" */
  char       *name;       /* display name */
  char       *gruff;      /* ability cards: the gruff they belong to (its English name) */
  char       *original_name;
  uint8_t     kind;       /* GruffCardKind */
  uint8_t     ability;    /* GruffAbilityKind */
  uint8_t     cost;
  uint8_t     ultimate;
  uint8_t     life, threshold, crazy, breaking_point;
  int8_t      stats[GRUFF_N_STATS];
  uint8_t     scripted;   /* a script was found and parsed */
  GruffScript script;     /* the ability: card effect, gruff trigger or Threshold */
} GruffCardDef;

/* The definition of a card in a state projected for a viewer that may not see it
 * (gruff_game_project()): gruff_card_db_get() gives a blank one. */
#define GRUFF_HIDDEN_DEF 0xffff

typedef struct _GruffCardDb GruffCardDb;

GruffCardDb        *gruff_card_db_new         (void);
GruffCardDb        *gruff_card_db_ref         (GruffCardDb *db);
void                gruff_card_db_unref       (GruffCardDb *db);
/* Adds a Gruff card (once; a second add of the same id returns the first index); its script
 * is looked up by id. */
guint               gruff_card_db_add_card    (GruffCardDb *db,
                                               DriveInCard    *card);
/* Adds a definition made by hand (tests, scenarios); @def's strings are copied. */
guint               gruff_card_db_add         (GruffCardDb        *db,
                                               const GruffCardDef *def);
gboolean            gruff_card_db_lookup      (const GruffCardDb *db,
                                               const char        *id,
                                               guint             *out_index);
guint               gruff_card_db_get_n_cards (const GruffCardDb *db);
const GruffCardDef *gruff_card_db_get         (const GruffCardDb *db,
                                               guint              index);
/* Whether @card (of Gruff) has a complete script: what coverage counts. */
gboolean            gruff_card_is_scripted    (DriveInCard *card);

/* "mean", "weird", "fat" and back. */
const char         *gruff_stat_name           (GruffStat stat);
gboolean            gruff_stat_from_name      (const char *name,
                                               GruffStat  *out);
const char         *gruff_ability_kind_name   (GruffAbilityKind kind);

G_END_DECLS
