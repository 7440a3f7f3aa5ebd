/* drive-in-print-card-list-private.h: the rows a game's own card list lays out (DriveInCardFace
 * build_card_list), drawn by the shared printer. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-print-card-list.h"

G_BEGIN_DECLS

/* Columns of a card row: number, copies and name, two centred figures, three more. */
#define DRIVE_IN_PRINT_CARD_LIST_N_COLUMNS 7

/* The column headers (translated) and widths (parts of the text width, summing to 1); a
 * game's build_card_list sets them and the format label before adding rows. */
void drive_in_print_card_list_set_columns      (DriveInPrintCardList *self,
                                                const char * const   *titles,
                                                const double         *parts);
/* What the page header names at its right (a format, a variant). */
void drive_in_print_card_list_set_format_label (DriveInPrintCardList *self,
                                                const char           *label);
const char *drive_in_print_card_list_get_format_label (DriveInPrintCardList *self);
/* A heading kept with the next row ("Characters (21)"); @rgb (NULL: none) is its swatch. */
void drive_in_print_card_list_add_group        (DriveInPrintCardList *self,
                                                const char           *label,
                                                const double         *rgb);
/* One card row: DRIVE_IN_PRINT_CARD_LIST_N_COLUMNS cells, each may be NULL. */
void drive_in_print_card_list_add_card         (DriveInPrintCardList *self,
                                                const char * const   *cells);
/* "Summary", kept with the next row. */
void drive_in_print_card_list_add_section      (DriveInPrintCardList *self,
                                                const char           *label);
/* A label and up to two figures (NULL: blank). */
void drive_in_print_card_list_add_count        (DriveInPrintCardList *self,
                                                const char           *label,
                                                const char           *figure,
                                                const char           *second_figure,
                                                gboolean              bold);
/* A wrapped paragraph. */
void drive_in_print_card_list_add_text         (DriveInPrintCardList *self,
                                                const char           *text,
                                                gboolean              bold);
/* What the deck's rules say of @deck, against the format label. */
void drive_in_print_card_list_add_validation   (DriveInPrintCardList *self,
                                                DriveInDeck          *deck,
                                                DriveInCatalog       *catalog);

G_END_DECLS
