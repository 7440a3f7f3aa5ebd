/* drive-in-card-grid.h: the deck editor's library: search, filters and a grid of rendered cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-library-filter.h"
#include "drive-in-core.h"

G_BEGIN_DECLS

/* Width of a card in the grid, in logical pixels. */
#define DRIVE_IN_CARD_GRID_CARD_WIDTH 132

#define DRIVE_IN_TYPE_CARD_GRID (drive_in_card_grid_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardGrid, drive_in_card_grid, DRIVE_IN, CARD_GRID, GtkWidget)

/* Signals: "card-activated" (DriveInCard: double-click or Enter), "card-selected" (DriveInCard or
 * NULL), "card-dropped" (DriveInCard dragged from the deck onto the library). */
GtkWidget            *drive_in_card_grid_new               (void);
void                  drive_in_card_grid_set_catalog       (DriveInCardGrid *self,
                                                            DriveInCatalog     *catalog);
DriveInCatalog          *drive_in_card_grid_get_catalog       (DriveInCardGrid *self);
/* The deck whose card counts the tiles show; the grid shows its game's cards. */
void                  drive_in_card_grid_set_deck          (DriveInCardGrid *self,
                                                            DriveInDeck        *deck);
DriveInLibraryFilter *drive_in_card_grid_get_filter        (DriveInCardGrid *self);
/* The cards shown, in order. */
GListModel           *drive_in_card_grid_get_model         (DriveInCardGrid *self);
DriveInCard             *drive_in_card_grid_get_selected_card (DriveInCardGrid *self);
void                  drive_in_card_grid_focus_search      (DriveInCardGrid *self);

G_END_DECLS
