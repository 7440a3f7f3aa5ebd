/* grotto-card-db.h: the immutable Grotto Beasts! card definitions a game refers to by index. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <glib.h>

#include "drive-in-card.h"
#include "grotto-script.h"

G_BEGIN_DECLS

typedef enum
{
  GROTTO_KIND_BEAST,
  GROTTO_KIND_GROTTO,
  GROTTO_KIND_WISH,
  GROTTO_KIND_CHALLENGER,
  GROTTO_KIND_NONE,       /* a card without identity (a state projected for a viewer) */
} GrottoKind;

#define GROTTO_N_KINDS 4
#define GROTTO_NO_VALUE (-1)
/* The definition of a card in a state projected for a viewer that may not see it
 * (grotto_game_project()): grotto_card_db_get() gives a blank one, of GROTTO_KIND_NONE. */
#define GROTTO_HIDDEN_DEF 0xffff

typedef struct
{
  char    *id;        /* "drive-in-grotto:12" */
  char    *name;
  uint8_t  kind;      /* GrottoKind */
  uint8_t  epic;
  int8_t   cost;      /* summoning cost; GROTTO_NO_VALUE for Challengers */
  int8_t   power;     /* Beasts and Challengers; 0 otherwise */
  int8_t   goal;      /* Challengers; 0 otherwise */
  uint16_t type;      /* Beast type id ("Aquatic"), 0: none */
  uint16_t name_id;   /* cards of the same name share it */
  const GrottoScript *script; /* NULL: no effect */
} GrottoCardDef;

typedef struct _GrottoCardDb GrottoCardDb;

GrottoCardDb        *grotto_card_db_new         (void);
GrottoCardDb        *grotto_card_db_ref         (GrottoCardDb *db);
void                 grotto_card_db_unref       (GrottoCardDb *db);

/* Adds a card of the game (once: a second add of the same id returns the first index). Its
 * kind, cost, power, goal and Epic mark are the card's attributes ("cost", "power", "goal",
 * "epic"); its Beast type is the printed type without " Beast". The script is looked up by
 * release and number among the shipped scripts. */
guint                grotto_card_db_add_card    (GrottoCardDb *db,
                                                 DriveInCard     *card);
/* The same from plain values (tests, scenarios); @type may be NULL. */
guint                grotto_card_db_add         (GrottoCardDb *db,
                                                 const char   *id,
                                                 const char   *name,
                                                 GrottoKind    kind,
                                                 int           cost,
                                                 int           power,
                                                 int           goal,
                                                 gboolean      epic,
                                                 const char   *type);
gboolean             grotto_card_db_lookup      (const GrottoCardDb *db,
                                                 const char         *id,
                                                 guint              *out_index);
guint                grotto_card_db_get_n_cards (const GrottoCardDb *db);
const GrottoCardDef *grotto_card_db_get         (const GrottoCardDb *db,
                                                 guint               index);
/* Replaces a card's script (tests, scenario files); the db keeps @script alive. */
void                 grotto_card_db_set_script  (GrottoCardDb *db,
                                                 guint         index,
                                                 GrottoScript *script);

/* Keeps @script alive as long as @db (compiled scripts of the shipped files). */
void                 grotto_card_db_keep_script (GrottoCardDb *db,
                                                 GrottoScript *script);

/* Beast types, case-insensitive ("Aquatic" and "aquatic" are one). 0 is "none". */
guint                grotto_card_db_intern_type (GrottoCardDb *db,
                                                 const char   *type);
const char          *grotto_card_db_type_name   (const GrottoCardDb *db,
                                                 guint               id);
/* Names are compared after folding case and spaces. */
guint                grotto_card_db_intern_name (GrottoCardDb *db,
                                                 const char   *name);
/* A reference to card @card_id ("sigil:number"), resolved to that card's name once the db
 * holds it. */
guint                grotto_card_db_intern_ref  (GrottoCardDb *db,
                                                 const char   *card_id);
/* The name id of reference @ref, 0 while the db does not hold the card. */
guint                grotto_card_db_ref_name    (const GrottoCardDb *db,
                                                 guint               ref);
/* Trigger kinds some card of the db has (for skipping scans the game does not need). */
gboolean             grotto_card_db_has_trigger (const GrottoCardDb *db,
                                                 guint               trigger);
gboolean             grotto_card_db_has_static  (const GrottoCardDb *db,
                                                 guint               kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GrottoCardDb, grotto_card_db_unref)

G_END_DECLS
