/* drive-in-deck-entry.h: one card of a deck: its id, and the card when a catalog knows it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DECK_ENTRY (drive_in_deck_entry_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckEntry, drive_in_deck_entry, DRIVE_IN, DECK_ENTRY, GObject)

/* Immutable. @card may be NULL (an id no loaded release has); otherwise its id is @card_id. */
DriveInDeckEntry *drive_in_deck_entry_new         (const char *card_id,
                                            DriveInCard   *card);

const char    *drive_in_deck_entry_get_card_id (DriveInDeckEntry *self); /* "gros-dc:01-01" */
DriveInCard      *drive_in_deck_entry_get_card    (DriveInDeckEntry *self); /* NULL when unknown */
/* The card's name, or its id when the card is unknown. */
const char    *drive_in_deck_entry_get_name    (DriveInDeckEntry *self);

G_END_DECLS
