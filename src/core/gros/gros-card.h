/* gros-card.h: a GROS card's printed values (type, stat, Popcorn, Bucket, Title word), kept
 * on the shared DriveInCard as its kind and attributes, and read back from them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card.h"
#include "gros-card-type.h"
#include "gros-game-id.h"

G_BEGIN_DECLS

/* The attributes a GROS card carries (DriveInCardAttribute.name). */
#define GROS_CARD_ATTRIBUTE_EXTRA               "extra"      /* 1 when printed "extra" */
#define GROS_CARD_ATTRIBUTE_STAT                "stat"       /* a number, or the text "*" */
#define GROS_CARD_ATTRIBUTE_POPCORN             "popcorn"    /* absent when 0 */
#define GROS_CARD_ATTRIBUTE_BUCKET              "bucket"     /* 1 when it bears one */
#define GROS_CARD_ATTRIBUTE_TITLE_WORD          "title-word" /* text, in the user's language */
#define GROS_CARD_ATTRIBUTE_ORIGINAL_TITLE_WORD "original-title-word" /* when it differs */
#define GROS_CARD_N_ATTRIBUTES 6

/* What a GROS card prints besides the shared fields; strings are copied. */
typedef struct
{
  GrosCardType type;
  gboolean     is_extra;      /* printed as "extra": a Character variant */
  gboolean     has_stat;      /* FALSE for FX, Roll the Credits, empty stats */
  gboolean     stat_variable; /* printed "*" */
  int          stat;          /* Defense, Attack or Points */
  int          popcorn;       /* cost in kernels, 0 when none */
  gboolean     bucket;        /* bears a Popcorn Bucket */
  const char  *title_word;    /* in the user's language */
  const char  *original_title_word; /* English; NULL = @title_word */
} GrosCardValues;

/* Appends @values' attributes (borrowing its strings) to @attributes, an array of
 * DriveInCardAttribute: what a loader gives drive_in_card_new() with the kind
 * gros_card_type_to_string (@values->type). */
void          gros_card_values_append_attributes (const GrosCardValues *values,
                                                  GArray               *attributes);
/* A GROS card: @info (its game, kind and attributes are set from @values, any attributes of
 * @info's kept too) and @values. */
DriveInCard  *gros_card_new                      (const DriveInCardInfo *info,
                                                  const GrosCardValues  *values);

/* Whether @card is a GROS card: the getters below give their defaults for any other. */
gboolean            gros_card_is_gros                  (DriveInCard *card);
/* GROS_CARD_TYPE_CHARACTER for a card of another game, as before there were other games. */
GrosCardType        gros_card_get_type                 (DriveInCard *card);
gboolean            gros_card_is_extra                 (DriveInCard *card);
gboolean            gros_card_has_stat                 (DriveInCard *card);
gboolean            gros_card_is_stat_variable         (DriveInCard *card);
int                 gros_card_get_stat                 (DriveInCard *card); /* 0 when variable */
int                 gros_card_get_popcorn              (DriveInCard *card);
gboolean            gros_card_has_bucket               (DriveInCard *card);
/* NULL when none. */
const char         *gros_card_get_title_word           (DriveInCard *card);
const char         *gros_card_get_original_title_word  (DriveInCard *card);

G_END_DECLS
