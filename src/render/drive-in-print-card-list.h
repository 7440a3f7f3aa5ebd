/* drive-in-print-card-list.h: a deck's card list on paper, grouped by type, with its validation. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "drive-in-print-document.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_PRINT_CARD_LIST (drive_in_print_card_list_get_type ())
G_DECLARE_FINAL_TYPE (DriveInPrintCardList, drive_in_print_card_list, DRIVE_IN, PRINT_CARD_LIST, GObject)

/* Takes a snapshot of @deck: its cards grouped by type (number, name, popcorn cost, stat,
 * traits, Title word, pack; copies of one card share a row), the count of each type
 * against the format's recommended mix, the format and the validation result. Every page
 * repeats the deck name and the column headers. @catalog (NULL: the deck's own) resolves
 * cards and packs. A deck of another game lists its cards by the game's kinds with the
 * values they print (DriveInCardFace), then its side deck, its variant and the validation. */
DriveInPrintCardList *drive_in_print_card_list_new (DriveInDeck    *deck,
                                             DriveInCatalog *catalog);

G_END_DECLS
