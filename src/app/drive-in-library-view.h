/* drive-in-library-view.h: the Cards page: every card of the catalog, searchable. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_LIBRARY_VIEW (drive_in_library_view_get_type ())
G_DECLARE_FINAL_TYPE (DriveInLibraryView, drive_in_library_view, DRIVE_IN, LIBRARY_VIEW, GtkWidget)

GtkWidget  *drive_in_library_view_new          (void);
/* @catalog: a GListModel of DriveInCard (usually a DriveInCatalog), or NULL. */
void        drive_in_library_view_set_catalog  (DriveInLibraryView *self,
                                                GListModel         *catalog);
GListModel *drive_in_library_view_get_catalog  (DriveInLibraryView *self);
/* The cards that match the search and the type filter, as shown by the grid. */
GListModel *drive_in_library_view_get_model    (DriveInLibraryView *self);
/* While the catalog is still loading, an empty one shows "Loading Cards…". */
void        drive_in_library_view_set_loading  (DriveInLibraryView *self,
                                                gboolean            loading);
gboolean    drive_in_library_view_get_loading  (DriveInLibraryView *self);
/* The cards of one game (its id, <game>-game-id.h), or "" for every game's; property "game". */
void        drive_in_library_view_set_game     (DriveInLibraryView *self,
                                                const char         *game);
const char *drive_in_library_view_get_game     (DriveInLibraryView *self);
void        drive_in_library_view_focus_search (DriveInLibraryView *self);
/* The pane beside the grid (a DriveInCardDetail): @card drawn large with its text, or
 * closed (NULL). Activating a card in the grid opens it; Escape closes it. */
void        drive_in_library_view_show_card    (DriveInLibraryView *self,
                                                DriveInCard           *card);
DriveInCard   *drive_in_library_view_get_shown_card (DriveInLibraryView *self);

G_END_DECLS
