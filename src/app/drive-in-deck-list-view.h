/* drive-in-deck-list-view.h: the deck's cards grouped by type, with counts; drag target and source. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DECK_LIST_VIEW (drive_in_deck_list_view_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckListView, drive_in_deck_list_view, DRIVE_IN, DECK_LIST_VIEW,
                      GtkWidget)

/* Signals: "remove-card" (card id: double-click, Enter or Delete on a card row, and with
 * editable counts its - button and the - key), "add-card" (card id: the + button and key),
 * "card-dropped" (DriveInCard dragged from the library), "card-selected" (DriveInCard or NULL).
 * Cards are grouped by their game's kinds (DriveInGameInfo; GROS's are its card types), without
 * the card the deck keeps in its slot (DriveInDeckGame). */
GtkWidget  *drive_in_deck_list_view_new            (void);
void        drive_in_deck_list_view_set_deck       (DriveInDeckListView *self,
                                                    DriveInDeck            *deck);
/* Shows @deck's side deck instead of its cards. */
void        drive_in_deck_list_view_set_side_deck  (DriveInDeckListView *self,
                                                    DriveInDeck            *deck);
/* Each card row gets - and + buttons and the - and + keys (other games' decks). */
void        drive_in_deck_list_view_set_counts_editable (DriveInDeckListView *self,
                                                         gboolean             editable);
/* Marks each card named by a DriveInDeckProblem of @problems with its reasons. */
void        drive_in_deck_list_view_set_problems   (DriveInDeckListView *self,
                                                    GListModel          *problems);
/* The reasons shown on @card_id's row, one per line, or NULL. */
const char *drive_in_deck_list_view_get_problem_text (DriveInDeckListView *self,
                                                      const char          *card_id);
/* TRUE while one of its rows is dragged (a drop elsewhere knows where the card came from). */
gboolean    drive_in_deck_list_view_is_dragging    (DriveInDeckListView *self);
/* What the empty list says. */
void        drive_in_deck_list_view_set_empty_text (DriveInDeckListView *self,
                                                    const char          *title,
                                                    const char          *description);
DriveInDeck   *drive_in_deck_list_view_get_deck       (DriveInDeckListView *self);
/* The rows shown: a DriveInDeckRow header per kind present, in the game's order (GROS:
 * Characters first), unknown cards last, each followed by its cards sorted by name, one row
 * per card. */
GListModel *drive_in_deck_list_view_get_rows       (DriveInDeckListView *self);
/* The count the header of the deck's game's @kind-th kind shows (DriveInGameInfo order; GROS:
 * its types), or of DRIVE_IN_DECK_ROW_UNKNOWN_TYPE; 0 when the deck has none. */
guint       drive_in_deck_list_view_get_type_count (DriveInDeckListView *self,
                                                    int                  kind);
/* Selects the row of @card_id; FALSE when the deck has no such card. */
gboolean    drive_in_deck_list_view_select_card    (DriveInDeckListView *self,
                                                    const char          *card_id);
/* The id of the selected card row, or NULL. */
const char *drive_in_deck_list_view_get_selected_card_id (DriveInDeckListView *self);

G_END_DECLS
