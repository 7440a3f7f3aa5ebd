/* drive-in-library-filter.h: the deck editor's card library as sorted, filtered list models. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

typedef enum
{
  DRIVE_IN_LIBRARY_SORT_NUMBER, /* the catalog's order: release, then card number */
  DRIVE_IN_LIBRARY_SORT_NAME,
  DRIVE_IN_LIBRARY_SORT_TYPE,   /* Characters first, then by name */
  DRIVE_IN_LIBRARY_SORT_COST,   /* cheapest first, then by name */
} DriveInLibrarySort;

#define DRIVE_IN_LIBRARY_SORT_N 4

/* Any type, any cost. */
#define DRIVE_IN_LIBRARY_ANY (-1)

#define DRIVE_IN_TYPE_LIBRARY_FILTER (drive_in_library_filter_get_type ())
G_DECLARE_FINAL_TYPE (DriveInLibraryFilter, drive_in_library_filter, DRIVE_IN, LIBRARY_FILTER,
                      GObject)

/* @cards: a GListModel of DriveInCard (a DriveInCatalog), may be NULL. The models chain
 * cards → GtkSortListModel → GtkFilterListModel (an GtkEveryFilter of one GtkCustomFilter
 * per criterion): a keystroke filters, it never sorts again. */
DriveInLibraryFilter *drive_in_library_filter_new           (GListModel *cards);
void                  drive_in_library_filter_set_cards     (DriveInLibraryFilter *self,
                                                             GListModel           *cards);
GListModel           *drive_in_library_filter_get_cards     (DriveInLibraryFilter *self);
/* The cards shown: sorted, then filtered. */
GtkFilterListModel   *drive_in_library_filter_get_model     (DriveInLibraryFilter *self);
GtkSortListModel     *drive_in_library_filter_get_sort_model (DriveInLibraryFilter *self);

/* Every whitespace-separated word, anywhere in drive_in_card_get_search_text(), case-folded.
 * A longer query of the same words filters only the cards shown (a stricter change). */
void        drive_in_library_filter_set_search_text (DriveInLibraryFilter *self,
                                                     const char           *text);
const char *drive_in_library_filter_get_search_text (DriveInLibraryFilter *self);
/* The cards of one game (its id; the first game's at first); NULL: every game's. */
void        drive_in_library_filter_set_game        (DriveInLibraryFilter *self,
                                                     const char           *game);
const char *drive_in_library_filter_get_game        (DriveInLibraryFilter *self);
/* A release sigil; NULL: any. */
void        drive_in_library_filter_set_release     (DriveInLibraryFilter *self,
                                                     const char           *sigil);
/* A pack id, "drive-in:01"; NULL: any. */
void        drive_in_library_filter_set_pack        (DriveInLibraryFilter *self,
                                                     const char           *pack_id);
/* A kind of the cards' game ("wish"; GROS: a type's string, "creature"); NULL: any. */
void        drive_in_library_filter_set_kind        (DriveInLibraryFilter *self,
                                                     const char           *kind);
/* An (English) trait; NULL: any. */
void        drive_in_library_filter_set_trait       (DriveInLibraryFilter *self,
                                                     const char           *trait);
/* Cards costing exactly @cost Popcorn (another game's cards: the cost they print), or at
 * least @cost with @or_more; DRIVE_IN_LIBRARY_ANY: any cost. */
void        drive_in_library_filter_set_cost        (DriveInLibraryFilter *self,
                                                     int                   cost,
                                                     gboolean              or_more);
/* Only cards bearing a Popcorn Bucket. */
void        drive_in_library_filter_set_buckets_only (DriveInLibraryFilter *self,
                                                      gboolean              buckets_only);
void        drive_in_library_filter_set_sort        (DriveInLibraryFilter *self,
                                                     DriveInLibrarySort    sort);
DriveInLibrarySort drive_in_library_filter_get_sort (DriveInLibraryFilter *self);
/* Lets the filter model filter in idle chunks (GTK's incremental mode). */
void        drive_in_library_filter_set_incremental (DriveInLibraryFilter *self,
                                                     gboolean              incremental);
/* Back to every card (search text and sort kept as they are). */
void        drive_in_library_filter_reset           (DriveInLibraryFilter *self);

G_END_DECLS
