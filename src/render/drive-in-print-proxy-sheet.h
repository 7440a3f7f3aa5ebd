/* drive-in-print-proxy-sheet.h: a deck's cards at true size (63 × 88 mm), with cut marks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card-renderer.h"
#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "drive-in-print-document.h"

G_BEGIN_DECLS

/* Space kept free around the grid of cards, for the cut marks and the printer. */
#define DRIVE_IN_PRINT_PROXY_SHEET_MIN_MARGIN_MM 5.0

#define DRIVE_IN_TYPE_PRINT_PROXY_SHEET (drive_in_print_proxy_sheet_get_type ())
G_DECLARE_FINAL_TYPE (DriveInPrintProxySheet, drive_in_print_proxy_sheet, DRIVE_IN, PRINT_PROXY_SHEET,
                      GObject)

/* Every card of @deck (each copy), in deck order, then its side deck's, each drawn in its
 * game's frame by @renderer (NULL: a new one) at
 * 63 × 88 mm, edge to edge in a centred grid (3 × 3 on A4 and on Letter) with cut marks
 * in the margins. Cards no loaded release has get a stand-in with their id. @catalog
 * (NULL: the deck's) resolves them. */
DriveInPrintProxySheet *drive_in_print_proxy_sheet_new           (DriveInDeck         *deck,
                                                           DriveInCatalog      *catalog,
                                                           DriveInCardRenderer *renderer);
guint                drive_in_print_proxy_sheet_get_n_cards   (DriveInPrintProxySheet *self);
/* Columns and rows of cards that fit a page. */
void                 drive_in_print_proxy_sheet_get_grid      (DriveInPrintProxySheet *self,
                                                           double               page_width,
                                                           double               page_height,
                                                           guint               *columns,
                                                           guint               *rows);

G_END_DECLS
