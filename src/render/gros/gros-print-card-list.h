/* gros-print-card-list.h: a GROS deck's printed card list (its card face's build_card_list). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-print-card-list.h"

G_BEGIN_DECLS

/* Lays out @deck's cards grouped by type (number, name, Popcorn, stat, traits, Title word,
 * pack), the count of each type against the format's recommended mix, the format, the
 * Title and the validation result. */
void gros_print_card_list_build (DriveInPrintCardList *list,
                                 DriveInDeck          *deck,
                                 DriveInCatalog       *catalog);

G_END_DECLS
