/* gros-print-proxy-sheet.h: a deck's cards at true size (63 × 88 mm), with cut marks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-card-renderer.h"
#include "gros-catalog.h"
#include "gros-deck.h"
#include "gros-print-document.h"

G_BEGIN_DECLS

/* Space kept free around the grid of cards, for the cut marks and the printer. */
#define GROS_PRINT_PROXY_SHEET_MIN_MARGIN_MM 5.0

#define GROS_TYPE_PRINT_PROXY_SHEET (gros_print_proxy_sheet_get_type ())
G_DECLARE_FINAL_TYPE (GrosPrintProxySheet, gros_print_proxy_sheet, GROS, PRINT_PROXY_SHEET,
                      GObject)

/* Every card of @deck (each copy), in deck order, then its side deck's, each drawn in its
 * game's frame by @renderer (NULL: a new one) at
 * 63 × 88 mm, edge to edge in a centred grid (3 × 3 on A4 and on Letter) with cut marks
 * in the margins. Cards no loaded release has get a stand-in with their id. @catalog
 * (NULL: the deck's) resolves them. */
GrosPrintProxySheet *gros_print_proxy_sheet_new           (GrosDeck         *deck,
                                                           GrosCatalog      *catalog,
                                                           GrosCardRenderer *renderer);
guint                gros_print_proxy_sheet_get_n_cards   (GrosPrintProxySheet *self);
/* Columns and rows of cards that fit a page. */
void                 gros_print_proxy_sheet_get_grid      (GrosPrintProxySheet *self,
                                                           double               page_width,
                                                           double               page_height,
                                                           guint               *columns,
                                                           guint               *rows);

G_END_DECLS
