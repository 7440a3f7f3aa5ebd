/* groo-card-db.h: the immutable Groo card definitions a game refers to by small index. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <glib.h>

#include "drive-in-card.h"
#include "groo-script.h"

G_BEGIN_DECLS

/* The five kinds of cards in the deck. */
typedef enum
{
  GROO_KIND_BUILDING,
  GROO_KIND_TROOP,
  GROO_KIND_GROO_EFFECT,
  GROO_KIND_WILD,
  GROO_KIND_EVENT,
  GROO_N_KINDS,
  GROO_KIND_NONE = GROO_N_KINDS, /* a card without identity (a state projected for a viewer) */
} GrooKind;

/* The definition of a card in a state projected for a viewer that may not see it
 * (groo_game_project()): groo_card_db_get() gives a blank one, of GROO_KIND_NONE. */
#define GROO_HIDDEN_DEF 0xffff

/* The dice symbols a Building or Troop costs. */
enum
{
  GROO_COST_KOPINS,
  GROO_COST_SUPPLIES,
  GROO_COST_LABOR,
  GROO_N_COSTS,
};

typedef struct
{
  char       *id;          /* "drive-in-groo:B01" */
  char       *name;
  uint8_t     kind;        /* GrooKind */
  uint8_t     vp;          /* Buildings: printed VP */
  uint8_t     attack;      /* Troops */
  uint8_t     defense;
  uint8_t     cost[GROO_N_COSTS];
  uint8_t     heads;       /* Groo Effects: Groo Heads to play it */
  uint8_t     copies;      /* copies in the standard deck */
  uint8_t     scripted;    /* it has a script (or needs none: no text) */
  uint8_t     has_text;    /* the card has ability text */
  GrooScript  script;
} GrooCardDef;

typedef struct _GrooCardDb GrooCardDb;

GrooCardDb        *groo_card_db_new          (void);
GrooCardDb        *groo_card_db_ref          (GrooCardDb *db);
void               groo_card_db_unref        (GrooCardDb *db);

/* Adds a Groo card (once; a second add of the same id returns the first index). Its
 * attributes give "vp", "attack", "defense", "kopins", "supplies", "labor", "heads" and
 * "copies"; its effects come from a "script" attribute, else from the built-in scripts. A
 * script that does not compile leaves the card unscripted (with a warning). */
guint              groo_card_db_add_card     (GrooCardDb *db,
                                              DriveInCard   *card);
/* Adds a card from plain values (tests). @script may be NULL. */
guint              groo_card_db_add          (GrooCardDb  *db,
                                              const char  *id,
                                              const char  *name,
                                              GrooKind     kind,
                                              const char  *script);
/* The card just added, for tests that set values by hand before any game uses it. */
GrooCardDef       *groo_card_db_get_mutable  (GrooCardDb *db,
                                              guint       index);
gboolean           groo_card_db_lookup       (const GrooCardDb *db,
                                              const char       *id,
                                              guint            *out_index);
guint              groo_card_db_get_n_cards  (const GrooCardDb *db);
const GrooCardDef *groo_card_db_get          (const GrooCardDb *db,
                                              guint             index);

/* "building", "groo-effect"...: the release-file spelling. */
const char        *groo_kind_to_string       (GrooKind kind);
gboolean           groo_kind_from_string     (const char *text,
                                              GrooKind   *out_kind);
/* Whether @card (any game) is a Groo card with a script that compiles (coverage: a card
 * without text needs none and is counted apart). */
gboolean           groo_card_is_scripted     (DriveInCard *card);

G_END_DECLS
