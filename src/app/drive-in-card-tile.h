/* drive-in-card-tile.h: one card in the library grid: art, type stripe, name, stat, cost. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

/* Edge of the square art area, in logical pixels. */
#define DRIVE_IN_CARD_TILE_ART_SIZE 160

#define DRIVE_IN_TYPE_CARD_TILE (drive_in_card_tile_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardTile, drive_in_card_tile, DRIVE_IN, CARD_TILE, GtkWidget)

GtkWidget *drive_in_card_tile_new         (void);
DriveInCard  *drive_in_card_tile_get_card    (DriveInCardTile *self);
void       drive_in_card_tile_set_card    (DriveInCardTile *self,
                                           DriveInCard        *card);
/* TRUE once the card's art is shown (FALSE while loading, or when it has none). */
gboolean   drive_in_card_tile_has_art     (DriveInCardTile *self);

/* The CSS class for @card's kind, used for the stripe colours: "<game>-<kind>"
 * ("gros-special-effect", "grotto-beasts-wish"). */
const char *drive_in_card_get_css_class      (DriveInCard *card);

G_END_DECLS
