/* drive-in-deck-editor.h: the Decks page: build a deck from the library, check it, save it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DECK_EDITOR (drive_in_deck_editor_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckEditor, drive_in_deck_editor, DRIVE_IN, DECK_EDITOR, GtkWidget)

/* The Test Deck pane (DriveInDeckLab) replaces the library while the toolbar's Test Deck
 * button is down: action deck.test-deck, Ctrl+T.
 *
 * Actions (prefix "deck."): new, quick-build, open, open-recent (s: URI), save, save-as,
 * undo, redo, add-card (s: card id), remove-card (s), add-pack (s: pack id), print and
 * export-pdf (s: "list", "proxies" or "title"). Shortcuts Ctrl+N, Ctrl+O, Ctrl+S,
 * Ctrl+Shift+S, Ctrl+Z, Ctrl+Shift+Z (and Ctrl+Y) work while the page is shown. New, open
 * and closing the window ask first when the deck has unsaved changes. Without a catalog set,
 * the page takes the application's when first shown. */
GtkWidget   *drive_in_deck_editor_new         (void);
void         drive_in_deck_editor_set_catalog (DriveInDeckEditor *self,
                                               DriveInCatalog       *catalog);
DriveInCatalog *drive_in_deck_editor_get_catalog (DriveInDeckEditor *self);
/* The deck being edited (never NULL once a catalog is set). */
DriveInDeck    *drive_in_deck_editor_get_deck    (DriveInDeckEditor *self);
/* The deck's file, or NULL until it is saved. */
GFile       *drive_in_deck_editor_get_file    (DriveInDeckEditor *self);
gboolean     drive_in_deck_editor_is_modified (DriveInDeckEditor *self);

/* Replaces the deck by @file's without asking (the deck.open action asks first); errors are
 * also shown to the user. */
gboolean     drive_in_deck_editor_open_file   (DriveInDeckEditor  *self,
                                               GFile              *file,
                                               GError            **error);
/* Saves atomically to @file, which becomes the deck's file. */
gboolean     drive_in_deck_editor_save_to     (DriveInDeckEditor  *self,
                                               GFile              *file,
                                               GError            **error);
/* A new unsaved deck of every card of @pack_ids (an undoable edit), without asking: of the
 * packs' game, in its first variant (GROS: Feature Film). */
gboolean     drive_in_deck_editor_quick_build (DriveInDeckEditor  *self,
                                               const char * const *pack_ids,
                                               GError            **error);

G_END_DECLS
