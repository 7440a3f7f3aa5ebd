/* gros-deck-entry.h: one card of a deck: its id, and the card when a catalog knows it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "gros-card.h"

G_BEGIN_DECLS

#define GROS_TYPE_DECK_ENTRY (gros_deck_entry_get_type ())
G_DECLARE_FINAL_TYPE (GrosDeckEntry, gros_deck_entry, GROS, DECK_ENTRY, GObject)

/* Immutable. @card may be NULL (an id no loaded release has); otherwise its id is @card_id. */
GrosDeckEntry *gros_deck_entry_new         (const char *card_id,
                                            GrosCard   *card);

const char    *gros_deck_entry_get_card_id (GrosDeckEntry *self); /* "gros-dc:01-01" */
GrosCard      *gros_deck_entry_get_card    (GrosDeckEntry *self); /* NULL when unknown */
/* The card's name, or its id when the card is unknown. */
const char    *gros_deck_entry_get_name    (GrosDeckEntry *self);

G_END_DECLS
