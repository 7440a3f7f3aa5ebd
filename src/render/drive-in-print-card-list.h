/* drive-in-print-card-list.h: a deck's card list on paper, grouped by type, with its validation. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "drive-in-print-document.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_PRINT_CARD_LIST (drive_in_print_card_list_get_type ())
G_DECLARE_FINAL_TYPE (DriveInPrintCardList, drive_in_print_card_list, DRIVE_IN, PRINT_CARD_LIST, GObject)

/* Takes a snapshot of @deck: its cards grouped by the game's kinds with the values they print
 * (DriveInCardFace; copies of one card share a row), its side deck, the count of each kind,
 * the variant and the validation result; a game whose face has build_card_list lays the list
 * out its own way (GROS: Popcorn, traits, Title words, packs, its formats' recommended mix).
 * Every page repeats the deck name and the column headers. @catalog (NULL: the deck's own)
 * resolves cards and packs. */
DriveInPrintCardList *drive_in_print_card_list_new (DriveInDeck    *deck,
                                             DriveInCatalog *catalog);

G_END_DECLS
