/* gros-deck-private.h: what the parts of GrosDeck (gros-deck.c, gros-deck-file.c) share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-deck.h"
#include "gros-deck-entry.h"

G_BEGIN_DECLS

struct _GrosDeck
{
  GObject       parent_instance;

  char         *name;
  const char   *game;    /* interned GROS_GAME_ID_* */
  GrosFormatId  format;  /* GROS decks */
  char         *variant; /* decks of other games */
  char         *title;
  GListStore   *side;    /* of GrosDeckEntry: the side deck */
  GrosCatalog  *catalog;
  gulong        catalog_changed_id;

  GPtrArray    *entries; /* of GrosDeckEntry, in deck order */
  GHashTable   *counts;  /* card id (owned) -> copies, for contains() and count() */
};

/* An entry for @card_id, resolved in @catalog when there is one. */
GrosDeckEntry *gros_deck_make_entry     (GrosCatalog *catalog,
                                         const char  *card_id);
/* Takes @entries (transfer full, emptied) into the deck at @position, with one
 * items-changed. */
void           gros_deck_insert_entries (GrosDeck    *self,
                                         guint        position,
                                         GPtrArray   *entries);

G_END_DECLS
