/* gruff-print-tracker-sheet.h: a Gruff deck's tracker sheet: the shepherd's Life and Crazy and
 * each gruff's Mean, Weird and Fat as sliders on paper. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-core.h"
#include "drive-in-print-document.h"

G_BEGIN_DECLS

#define GRUFF_TYPE_PRINT_TRACKER_SHEET (gruff_print_tracker_sheet_get_type ())
G_DECLARE_FINAL_TYPE (GruffPrintTrackerSheet, gruff_print_tracker_sheet, GRUFF,
                      PRINT_TRACKER_SHEET, GObject)

/* One page: a panel for the deck's shepherd (its Life track with the Threshold line, its
 * Crazy track) and one per gruff (Mean, Weird and Fat tracks), each track a row of numbered
 * boxes with the printed value marked, for a coin or a clip to slide along; the card's
 * ability beside it. Cards are resolved in @catalog (NULL: the deck's). A deck without a
 * shepherd or gruffs prints the panels it has, and says so when it has none. */
GruffPrintTrackerSheet *gruff_print_tracker_sheet_new        (DriveInDeck    *deck,
                                                              DriveInCatalog *catalog);
/* The cards given a panel, in page order (DriveInCard; transfer none). */
GPtrArray              *gruff_print_tracker_sheet_get_cards  (GruffPrintTrackerSheet *self);

G_END_DECLS
