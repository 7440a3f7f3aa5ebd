/* drive-in-card-row.h: a row of cards at the table, any game (a hand): each card a
 * DriveInCardWidget keyed by its handle, new ones sliding in. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"

G_BEGIN_DECLS

/* One card of the row: @card NULL shows its back. */
typedef struct
{
  DriveInCard *card;
  int       handle;
} DriveInCardRowItem;

#define DRIVE_IN_TYPE_CARD_ROW (drive_in_card_row_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardRow, drive_in_card_row, DRIVE_IN, CARD_ROW, GtkWidget)

GtkWidget         *drive_in_card_row_new          (int card_width);
/* Shows @items in order; cards already shown (same handle and card) stay, new ones slide in
 * over @animation_ms. @draggable cards can be dragged onto the table. */
void               drive_in_card_row_set_items    (DriveInCardRow           *self,
                                                   const DriveInCardRowItem *items,
                                                   guint                     n_items,
                                                   gboolean                  draggable,
                                                   guint                     animation_ms);
/* Every card at @card_width from now on, those shown too (a table made compact). */
void               drive_in_card_row_set_card_width (DriveInCardRow *self,
                                                     int             card_width);
/* A hand: the cards overlap to fit the row's width rather than scroll (DriveInCardFan). */
void               drive_in_card_row_set_fanned   (DriveInCardRow *self,
                                                   gboolean        fanned);
/* The DriveInCardFan holding the cards, or NULL when the row is not fanned. */
GtkWidget         *drive_in_card_row_get_fan      (DriveInCardRow *self);
/* What the row says when empty ("No cards in hand"). */
void               drive_in_card_row_set_placeholder (DriveInCardRow *self,
                                                      const char     *text);
guint              drive_in_card_row_get_n_cards  (DriveInCardRow *self);
DriveInCardWidget *drive_in_card_row_lookup       (DriveInCardRow *self,
                                                   int             handle);
/* Moves the keyboard focus to card @index (the last one when there are fewer); FALSE when
 * the row is empty. */
gboolean           drive_in_card_row_focus_nth    (DriveInCardRow *self,
                                                   guint           index);

G_END_DECLS
