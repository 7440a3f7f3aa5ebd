/* gros-card-db.h: the immutable card definitions a game refers to by small index. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <glib.h>

#include "gros-card.h"

G_BEGIN_DECLS

#define GROS_MAX_TRAITS 128

/* A set of trait ids (bit per trait interned in the db). */
typedef struct
{
  uint64_t bits[2];
} GrosTraits;

static inline gboolean
gros_traits_has (const GrosTraits *t, guint id)
{
  return (t->bits[id >> 6] >> (id & 63)) & 1;
}

static inline void
gros_traits_add (GrosTraits *t, guint id)
{
  t->bits[id >> 6] |= (uint64_t) 1 << (id & 63);
}

static inline void
gros_traits_remove (GrosTraits *t, guint id)
{
  t->bits[id >> 6] &= ~((uint64_t) 1 << (id & 63));
}

static inline gboolean
gros_traits_intersects (const GrosTraits *a, const GrosTraits *b)
{
  return (a->bits[0] & b->bits[0]) || (a->bits[1] & b->bits[1]);
}

static inline gboolean
gros_traits_contains_all (const GrosTraits *set, const GrosTraits *wanted)
{
  return (set->bits[0] & wanted->bits[0]) == wanted->bits[0]
      && (set->bits[1] & wanted->bits[1]) == wanted->bits[1];
}

static inline gboolean
gros_traits_is_empty (const GrosTraits *t)
{
  return t->bits[0] == 0 && t->bits[1] == 0;
}

/* Traits the rules themselves name get fixed ids, so rule code can use constants. */
typedef enum
{
  GROS_TRAIT_MALE, GROS_TRAIT_FEMALE, GROS_TRAIT_YOUNG, GROS_TRAIT_OLD,
  GROS_TRAIT_SMART, GROS_TRAIT_DUMB, GROS_TRAIT_LARGE, GROS_TRAIT_SMALL,
  GROS_TRAIT_AQUATIC, GROS_TRAIT_COP, GROS_TRAIT_CREW, GROS_TRAIT_EVENT,
  GROS_TRAIT_GHOUL, GROS_TRAIT_PSYCHO, GROS_TRAIT_SWARM, GROS_TRAIT_UNLUCKY,
  GROS_TRAIT_VAMPIRE, GROS_TRAIT_WEAPON, GROS_TRAIT_GUN, GROS_TRAIT_SUPERNATURAL,
  GROS_TRAIT_ZOMBIE, GROS_TRAIT_ALIEN, GROS_TRAIT_MONSTER, GROS_TRAIT_VIRGIN,
  GROS_TRAIT_FAMILY, GROS_TRAIT_KUNG_FU, GROS_N_FIXED_TRAITS,
} GrosFixedTrait;

typedef struct _GrosScript GrosScript;

typedef struct
{
  char       *id;          /* "gros-dc:01-01" */
  char       *name;        /* display name */
  GrosCardType type;
  int8_t      stat;        /* printed Defense / Attack / Points */
  uint8_t     has_stat;
  uint8_t     stat_variable;
  uint8_t     cost;        /* popcorn */
  uint8_t     bucket;
  uint16_t    title_word;  /* word id, 0 = none */
  GrosTraits  traits;
  const GrosScript *script; /* NULL: played with its printed stats only */
} GrosCardDef;

typedef struct _GrosCardDb GrosCardDb;

/* What a state projected for a viewer holds in place of a card it may not see
 * (gros_game_project()): gros_card_db_get() gives a blank definition for it (no id, name,
 * stat, cost, traits or script), and so does the engine's own lookup when its figures are
 * asked of a projection; a type filter never matches such a card. */
#define GROS_HIDDEN_DEF 0xffff

GrosCardDb        *gros_card_db_new          (void);
GrosCardDb        *gros_card_db_ref          (GrosCardDb *db);
void               gros_card_db_unref        (GrosCardDb *db);

/* Adds a card (once; a second add of the same id returns the first index). The script is
 * looked up by release and number among the loaded scripts. */
guint              gros_card_db_add_card     (GrosCardDb *db,
                                              DriveInCard   *card);
/* Adds a card from plain values (tests, scenarios). Traits are names. */
guint              gros_card_db_add          (GrosCardDb         *db,
                                              const char         *id,
                                              const char         *name,
                                              GrosCardType        type,
                                              int                 stat,
                                              int                 cost,
                                              gboolean            bucket,
                                              const char * const *traits,
                                              const char         *title_word);
gboolean           gros_card_db_lookup       (const GrosCardDb *db,
                                              const char       *id,
                                              guint            *out_index);
guint              gros_card_db_get_n_cards  (const GrosCardDb *db);
const GrosCardDef *gros_card_db_get          (const GrosCardDb *db,
                                              guint             index);
/* Trait ids: the fixed ones above, then every other trait met, case-insensitively. */
guint              gros_card_db_intern_trait (GrosCardDb *db,
                                              const char *name);
gboolean           gros_card_db_find_trait   (const GrosCardDb *db,
                                              const char       *name,
                                              guint            *out_id);
const char        *gros_card_db_trait_name   (const GrosCardDb *db,
                                              guint             id);
guint              gros_card_db_intern_word  (GrosCardDb *db,
                                              const char *word);
const char        *gros_card_db_word         (const GrosCardDb *db,
                                              guint             id);
/* Replaces the script of a card (tests and the script loader). */
void               gros_card_db_set_script   (GrosCardDb       *db,
                                              guint             index,
                                              const GrosScript *script);
/* Keeps @data alive as long as @db: @destroy runs when the last reference goes (compiled
 * scripts live this way). */
void               gros_card_db_take_data    (GrosCardDb       *db,
                                              gpointer          data,
                                              GDestroyNotify    destroy);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GrosCardDb, gros_card_db_unref)

G_END_DECLS
