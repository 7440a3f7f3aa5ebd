/* drive-in-deck-row.h: one row of the grouped deck list: a type header or a card with its copies. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

typedef enum
{
  DRIVE_IN_DECK_ROW_HEADER,
  DRIVE_IN_DECK_ROW_CARD,
} DriveInDeckRowKind;

/* The header of the cards no loaded release has. */
#define DRIVE_IN_DECK_ROW_UNKNOWN_TYPE (-1)
/* A card, or a header of no kind (the slot card a group of cards belongs to). */
#define DRIVE_IN_DECK_ROW_NO_KIND      (-2)

#define DRIVE_IN_TYPE_DECK_ROW (drive_in_deck_row_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckRow, drive_in_deck_row, DRIVE_IN, DECK_ROW, GObject)

/* The header of the cards no loaded release has ("Unknown Cards"). */
DriveInDeckRow     *drive_in_deck_row_new_unknown_header (guint   count);
/* The header of a group of cards: @kind the group's kind, its index in the game's
 * DriveInGameInfo kinds (DRIVE_IN_DECK_ROW_NO_KIND: cards grouped otherwise), @label
 * "Beasts", @css_class its cards' (drive_in_card_get_css_class()). */
DriveInDeckRow     *drive_in_deck_row_new_kind_header (int         kind,
                                                       const char *label,
                                                       const char *css_class,
                                                       guint       count);
/* @card may be NULL (an id no loaded release has). */
DriveInDeckRow     *drive_in_deck_row_new_card      (const char *card_id,
                                                     DriveInCard   *card,
                                                     guint       count);

DriveInDeckRowKind  drive_in_deck_row_get_kind      (DriveInDeckRow *self);
/* The header's kind (see drive_in_deck_row_new_kind_header()) or DRIVE_IN_DECK_ROW_UNKNOWN_TYPE;
 * a card's: DRIVE_IN_DECK_ROW_UNKNOWN_TYPE when unknown, else DRIVE_IN_DECK_ROW_NO_KIND. */
int                 drive_in_deck_row_get_kind_index (DriveInDeckRow *self);
const char         *drive_in_deck_row_get_card_id   (DriveInDeckRow *self); /* NULL: header */
DriveInCard           *drive_in_deck_row_get_card      (DriveInDeckRow *self);
/* "Characters", or the card's name (its id when unknown). */
const char         *drive_in_deck_row_get_label     (DriveInDeckRow *self);
/* The CSS class of its stripe ("creature", "grotto-beasts-wish"), or NULL. */
const char         *drive_in_deck_row_get_css_class (DriveInDeckRow *self);
/* Cards of the type, or copies of the card. Property "count", notified. */
guint               drive_in_deck_row_get_count     (DriveInDeckRow *self);
void                drive_in_deck_row_set_count     (DriveInDeckRow *self,
                                                     guint           count);
/* Same header or same card: the deck list keeps such rows when the deck changes. */
gboolean            drive_in_deck_row_same          (DriveInDeckRow *a,
                                                     DriveInDeckRow *b);

G_END_DECLS
