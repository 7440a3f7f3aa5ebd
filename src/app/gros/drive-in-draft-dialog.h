/* drive-in-draft-dialog.h: a Draft (000) against computer drafters: pick from each pack, then
 * see the balanced deck and start the game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "gros-ai.h"
#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DRAFT_DIALOG (drive_in_draft_dialog_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDraftDialog, drive_in_draft_dialog, DRIVE_IN, DRAFT_DIALOG,
                      AdwWindow)

/* A modal window, transient for @parent, that drafts packs of 15 from every card of
 * @catalog for @n_seats (2 to GROS_DRAFT_MAX_SEATS) seats: the person at @human_seat picks
 * by clicking a card (or Enter); every other seat is a computer drafter of @ai_level, and
 * picks at once after the person. Packs pass right in round 1, left in round 2, until each
 * seat has 30 cards. @seed deals the packs and drives the drafters (same seed, same draft).
 * The decks are then balanced by gros_draft_build_deck() (4 Plot Twists, and 2 Roll the
 * Credits when @with_credits) and shown; Start Game emits "finished" and closes the dialog.
 * Cancel, Escape or closing the window mid-draft just closes it (no "finished"; watch
 * "destroy" to learn of it). Present the dialog with gtk_window_present().
 *
 * When the catalog is too small for the draft, the dialog shows the error of
 * gros_draft_new() instead, and cannot go on.
 *
 * Signal "finished" (no arguments): the person confirmed the decks; read them with
 * drive_in_draft_dialog_dup_decks() from the handler (or later, holding a reference). */
DriveInDraftDialog *drive_in_draft_dialog_new     (GtkWindow   *parent,
                                                   DriveInCatalog *catalog,
                                                   guint        n_seats,
                                                   guint        human_seat,
                                                   GrosAiLevel  ai_level,
                                                   guint64      seed,
                                                   gboolean     with_credits);

/* Every seat's balanced deck (DriveInDeck, Draft format, resolved against the catalog), in seat
 * order, as new copies: the array frees them. NULL until the draft is done. */
GPtrArray  *drive_in_draft_dialog_dup_decks       (DriveInDraftDialog *self);

/* Picks @card_id from the person's pack, as a click on it does, then lets the computers pick
 * (and shows the balanced decks once the draft is done). FALSE with an error for a card not
 * in the pack, a finished draft, or a dialog that could not deal. */
gboolean    drive_in_draft_dialog_pick            (DriveInDraftDialog  *self,
                                                   const char          *card_id,
                                                   GError             **error);
/* Emits "finished" and closes, as Start Game does; nothing before the draft is done. */
void        drive_in_draft_dialog_start_game      (DriveInDraftDialog *self);

/* 0 or 1 while drafting, GROS_DRAFT_ROUNDS (2) once done. */
guint       drive_in_draft_dialog_get_round       (DriveInDraftDialog *self);
/* Cards the person has picked so far (0 to 30). */
guint       drive_in_draft_dialog_get_n_picks     (DriveInDraftDialog *self);
gboolean    drive_in_draft_dialog_is_done         (DriveInDraftDialog *self);
/* The pack the person picks from now (DriveInCard items, the model the grid shows). */
GListModel *drive_in_draft_dialog_get_pack        (DriveInDraftDialog *self);
/* The draft itself (every seat's picks), or NULL when it could not be dealt. */
GrosDraft  *drive_in_draft_dialog_get_draft       (DriveInDraftDialog *self);
/* The header's status line ("Round 1 of 2 · Pick 4 of 15 · packs pass right"). */
const char *drive_in_draft_dialog_get_status      (DriveInDraftDialog *self);
/* Why the draft could not be dealt (the pool is too small), or NULL. */
const char *drive_in_draft_dialog_get_error_message (DriveInDraftDialog *self);

G_END_DECLS
