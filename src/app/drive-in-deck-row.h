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
/* A header or a card of another game than GROS: its kind names it, not a GrosCardType. */
#define DRIVE_IN_DECK_ROW_OTHER_GAME   (-2)

#define DRIVE_IN_TYPE_DECK_ROW (drive_in_deck_row_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckRow, drive_in_deck_row, DRIVE_IN, DECK_ROW, GObject)

/* @card_type: a GrosCardType or DRIVE_IN_DECK_ROW_UNKNOWN_TYPE. */
DriveInDeckRow     *drive_in_deck_row_new_header    (int         card_type,
                                                     guint       count);
/* The header of one kind of another game's cards: @label "Beasts", @css_class the kind's
 * (drive_in_card_get_css_class()). Its card type is DRIVE_IN_DECK_ROW_OTHER_GAME. */
DriveInDeckRow     *drive_in_deck_row_new_kind_header (const char *label,
                                                       const char *css_class,
                                                       guint       count);
/* @card may be NULL (an id no loaded release has). */
DriveInDeckRow     *drive_in_deck_row_new_card      (const char *card_id,
                                                     DriveInCard   *card,
                                                     guint       count);

DriveInDeckRowKind  drive_in_deck_row_get_kind      (DriveInDeckRow *self);
/* The header's type, or the card's (DRIVE_IN_DECK_ROW_UNKNOWN_TYPE when unknown,
 * DRIVE_IN_DECK_ROW_OTHER_GAME for another game's). */
int                 drive_in_deck_row_get_card_type (DriveInDeckRow *self);
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
