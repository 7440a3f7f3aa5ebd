/* drive-in-card-detail.h: one card rendered large, with its full text and its copies in the deck. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_CARD_DETAIL (drive_in_card_detail_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardDetail, drive_in_card_detail, DRIVE_IN, CARD_DETAIL, GtkWidget)

/* Its add and remove buttons activate deck.add-card and deck.remove-card (card id). */
GtkWidget *drive_in_card_detail_new      (void);
DriveInCard  *drive_in_card_detail_get_card (DriveInCardDetail *self);
void       drive_in_card_detail_set_card (DriveInCardDetail *self,
                                          DriveInCard          *card);
/* The deck whose copies of the card are counted. */
void       drive_in_card_detail_set_deck (DriveInCardDetail *self,
                                          DriveInDeck          *deck);
/* Without a deck: the catalog that names the card's release. */
void       drive_in_card_detail_set_catalog   (DriveInCardDetail *self,
                                               DriveInCatalog       *catalog);
/* FALSE hides the copies in the deck and the buttons (the Cards page has no deck). */
void       drive_in_card_detail_set_show_deck (DriveInCardDetail *self,
                                               gboolean           show_deck);
/* TRUE: the side deck's copies and its buttons (deck.add-side, deck.remove-side) too. */
void       drive_in_card_detail_set_side_deck (DriveInCardDetail *self,
                                               gboolean           show_side);

G_END_DECLS
