/* drive-in-deck-private.h: what the parts of DriveInDeck (drive-in-deck.c, drive-in-deck-file.c) share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-deck.h"
#include "drive-in-deck-entry.h"

G_BEGIN_DECLS

struct _DriveInDeck
{
  GObject       parent_instance;

  char         *name;
  const char   *game;    /* interned DriveInGameInfo id */
  char         *variant; /* one of the game's variant ids */
  char         *title;
  GListStore   *side;    /* of DriveInDeckEntry: the side deck */
  DriveInCatalog  *catalog;
  gulong        catalog_changed_id;

  GPtrArray    *entries; /* of DriveInDeckEntry, in deck order */
  GHashTable   *counts;  /* card id (owned) -> copies, for contains() and count() */
};

/* An entry for @card_id, resolved in @catalog when there is one. */
DriveInDeckEntry *drive_in_deck_make_entry     (DriveInCatalog *catalog,
                                         const char  *card_id);
/* Takes @entries (transfer full, emptied) into the deck at @position, with one
 * items-changed. */
void           drive_in_deck_insert_entries (DriveInDeck    *self,
                                         guint        position,
                                         GPtrArray   *entries);

G_END_DECLS
