/* gros-card-db-private.h: the card db's layout, for the engine's inline lookups. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-card-db.h"

G_BEGIN_DECLS

struct _GrosCardDb
{
  gatomicrefcount ref_count;
  GArray         *defs;        /* of GrosCardDef */
  GHashTable     *by_id;       /* id -> index + 1 */
  GPtrArray      *trait_names;
  GHashTable     *trait_ids;   /* casefolded name -> id + 1 */
  GPtrArray      *words;       /* word id -> word; id 0 is "" */
  GHashTable     *word_ids;    /* casefolded word -> id */
  GArray         *data;        /* of DbData: kept until the db goes */
};

/* The blank definition of GROS_HIDDEN_DEF. */
extern const GrosCardDef gros_card_db_hidden_def;

/* Inline: the engine only holds indices it got from the db, and GROS_HIDDEN_DEF, which a
 * projection gives the cards its viewer may not know (the blank definition, not a slot of
 * the db: the engine's figures are asked of projections too). */
static inline const GrosCardDef *
gros_card_db_get_fast (const GrosCardDb *db,
                       guint             index)
{
  return G_LIKELY (index != GROS_HIDDEN_DEF) ? &g_array_index (db->defs, GrosCardDef, index)
                                              : &gros_card_db_hidden_def;
}

G_END_DECLS
