/* drive-in-deck-history.h: undoable edits of a deck (a small command stack) and its saved state. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DECK_HISTORY (drive_in_deck_history_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckHistory, drive_in_deck_history, DRIVE_IN, DECK_HISTORY,
                      GObject)

/* Every edit of @deck must go through the history for undo to stay right. Properties
 * "can-undo", "can-redo" and "modified" (edits since the last mark_saved(); undoing back
 * to the saved state clears it). */
DriveInDeckHistory *drive_in_deck_history_new         (DriveInDeck *deck);
DriveInDeck           *drive_in_deck_history_get_deck    (DriveInDeckHistory *self);

/* Appends @card_ids (copies); @label names the edit ("Add Feature Pack"). */
void        drive_in_deck_history_add_cards    (DriveInDeckHistory *self,
                                                const char * const *card_ids,
                                                const char         *label);
void        drive_in_deck_history_add_card     (DriveInDeckHistory *self,
                                                const char         *card_id);
/* Appends every card of @pack_id as one edit; the deck's catalog resolves the pack. */
gboolean    drive_in_deck_history_add_pack     (DriveInDeckHistory  *self,
                                                const char          *pack_id,
                                                GError             **error);
/* Removes the last copy of @card_id; FALSE (nothing recorded) when the deck has none. */
gboolean    drive_in_deck_history_remove_card  (DriveInDeckHistory *self,
                                                const char         *card_id);
/* Consecutive name edits are one undo step. */
void        drive_in_deck_history_set_name     (DriveInDeckHistory *self,
                                                const char         *name);
void        drive_in_deck_history_set_title    (DriveInDeckHistory *self,
                                                const char         *title);

/* The deck's variant ("feature-film", "rumble"); nothing when the game has no such variant. */
void        drive_in_deck_history_set_variant  (DriveInDeckHistory *self,
                                                const char         *variant);
/* A copy of @card_id into the side deck, or out of it (FALSE: none there). */
void        drive_in_deck_history_add_side     (DriveInDeckHistory *self,
                                                const char         *card_id);
gboolean    drive_in_deck_history_remove_side  (DriveInDeckHistory *self,
                                                const char         *card_id);
/* The first copy of @old_card_id becomes @card_id, in its place, as one edit named @label
 * (a new Challenger in a Rumble deck's slot); FALSE when the deck has no @old_card_id. */
gboolean    drive_in_deck_history_replace_card (DriveInDeckHistory *self,
                                                const char         *old_card_id,
                                                const char         *card_id,
                                                const char         *label);

gboolean    drive_in_deck_history_can_undo     (DriveInDeckHistory *self);
gboolean    drive_in_deck_history_can_redo     (DriveInDeckHistory *self);
/* The label of the edit undo (redo) would revert (repeat), or NULL. */
const char *drive_in_deck_history_get_undo_label (DriveInDeckHistory *self);
const char *drive_in_deck_history_get_redo_label (DriveInDeckHistory *self);
gboolean    drive_in_deck_history_undo         (DriveInDeckHistory *self);
gboolean    drive_in_deck_history_redo         (DriveInDeckHistory *self);

gboolean    drive_in_deck_history_is_modified  (DriveInDeckHistory *self);
void        drive_in_deck_history_mark_saved   (DriveInDeckHistory *self);

G_END_DECLS
