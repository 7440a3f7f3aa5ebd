/* gros-print-title-sheet.h: the printed sheet of one game: Movie Title, Title words, Ratings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card.h"
#include "gros-format.h"
#include "drive-in-print-document.h"

G_BEGIN_DECLS

/* Seats printed for writing on when no player is named. */
#define GROS_PRINT_TITLE_SHEET_DEFAULT_SEATS 4

#define GROS_TYPE_PRINT_TITLE_SHEET (gros_print_title_sheet_get_type ())
G_DECLARE_FINAL_TYPE (GrosPrintTitleSheet, gros_print_title_sheet, GROS, PRINT_TITLE_SHEET,
                      GObject)

/* One page: the Movie Title in large letters, its Title words and the cards they came
 * from, the format, the players and the date, and a Ratings tally per seat (Total Defense,
 * Title-word cards × the format's points, banked points, total). Whatever is not known is
 * a blank field to write on. @title may be NULL. */
GrosPrintTitleSheet *gros_print_title_sheet_new           (const char   *title,
                                                           GrosFormatId  format);

const char          *gros_print_title_sheet_get_title     (GrosPrintTitleSheet *self);
/* The words of the Title that cards supply (see gros_format_dup_title_words()). */
const char * const  *gros_print_title_sheet_get_words     (GrosPrintTitleSheet *self);
/* The card that supplied word @index (NULL clears it). */
void                 gros_print_title_sheet_set_word_card (GrosPrintTitleSheet *self,
                                                           guint                index,
                                                           DriveInCard            *card);
/* The card set for word @index, or NULL. */
DriveInCard         *gros_print_title_sheet_get_word_card (GrosPrintTitleSheet *self,
                                                           guint                index);
/* NULL (the default): a blank date field. */
void                 gros_print_title_sheet_set_date      (GrosPrintTitleSheet *self,
                                                           GDateTime           *date);
/* Returns the new seat's index. */
guint                gros_print_title_sheet_add_player    (GrosPrintTitleSheet *self,
                                                           const char          *name);
guint                gros_print_title_sheet_get_n_players (GrosPrintTitleSheet *self);
/* Fills in seat @seat's Ratings; the total is worked out. */
void                 gros_print_title_sheet_set_ratings   (GrosPrintTitleSheet *self,
                                                           guint                seat,
                                                           int                  total_defense,
                                                           guint                title_word_cards,
                                                           int                  banked_points);

G_END_DECLS
