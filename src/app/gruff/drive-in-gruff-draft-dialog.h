/* drive-in-gruff-draft-dialog.h: Gruff's four-player snake draft (004) against computer
 * drafters, the decks built from it, and the round robin's standings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-gruff-draft-table.h"
#include "drive-in-core.h"
#include "gruff-draft.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GRUFF_DRAFT_DIALOG (drive_in_gruff_draft_dialog_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGruffDraftDialog, drive_in_gruff_draft_dialog, DRIVE_IN,
                      GRUFF_DRAFT_DIALOG, AdwWindow)

/* A modal window, transient for @parent, for the draft of 004 over @catalog's Gruff cards:
 * the person sits at @human_seat (0 to 3), the other seats are computer drafters of @level.
 * Shepherds are taken in seat order, then gruffs in snake order; the computers pick as soon
 * as it is their turn. Once every seat has a shepherd and three gruffs, the person chooses 8
 * of each gruff's own cards (the computer's choice to start with; the deck rules live with
 * their reasons) while the computers build theirs; "Play the Round Robin" plays every seat
 * against every other twice, the seats alternating, and shows the standings: the person's
 * games at the Gruff table on the dialog's "table" page, one after another, the computers'
 * games (at @level) in a worker thread meanwhile. @seed drives the drafters and the games
 * (same seed, same tournament).
 *
 * Pages (drive_in_gruff_draft_dialog_get_page()): "draft", "decks", "table", "standings",
 * and "error" when the catalog cannot make a draft. */
DriveInGruffDraftDialog *drive_in_gruff_draft_dialog_new (GtkWindow   *parent,
                                                          DriveInCatalog *catalog,
                                                          guint        human_seat,
                                                          GameAiLevel  level,
                                                          guint64      seed);

const char *drive_in_gruff_draft_dialog_get_page      (DriveInGruffDraftDialog *self);
/* The header's status line: whose pick it is, or what is being played. */
const char *drive_in_gruff_draft_dialog_get_status    (DriveInGruffDraftDialog *self);
/* The draft (every seat's picks), or NULL when it could not be dealt. */
GruffDraft *drive_in_gruff_draft_dialog_get_draft     (DriveInGruffDraftDialog *self);
/* The person's pick of @card_id, as a click on it does; then the computers pick up to the
 * person's next turn. FALSE with an error when it is not among the cards left for the pick. */
gboolean    drive_in_gruff_draft_dialog_pick          (DriveInGruffDraftDialog  *self,
                                                       const char               *card_id,
                                                       GError                  **error);
/* @seat's deck as it stands (DriveInCard: the shepherd, the gruffs, the ability cards), or NULL
 * before the decks are built (transfer none). */
GPtrArray  *drive_in_gruff_draft_dialog_get_deck      (DriveInGruffDraftDialog *self,
                                                       guint                    seat);
/* Puts @card_id (one of the person's gruffs' own cards) in the person's deck or takes it out,
 * as its check button does. FALSE when it is not one of those cards. */
gboolean    drive_in_gruff_draft_dialog_set_card      (DriveInGruffDraftDialog *self,
                                                       const char              *card_id,
                                                       gboolean                 in_deck);
/* Whether the person's deck is legal; the reasons shown when it is not, one per line. */
gboolean    drive_in_gruff_draft_dialog_is_deck_legal (DriveInGruffDraftDialog *self);
const char *drive_in_gruff_draft_dialog_get_verdict   (DriveInGruffDraftDialog *self);
/* Starts the round robin, as "Play the Round Robin" does; FALSE when the person's deck is
 * not legal or the games are already under way or played. The standings page comes once
 * the games are over (in worker threads; the dialog stays responsive). */
gboolean    drive_in_gruff_draft_dialog_play          (DriveInGruffDraftDialog *self);
/* The records per seat and the seats by standing, once the standings are shown; else NULL. */
const GruffDraftRecord *drive_in_gruff_draft_dialog_get_records   (DriveInGruffDraftDialog *self);
const guint            *drive_in_gruff_draft_dialog_get_standings (DriveInGruffDraftDialog *self);
/* The person's games at the table, once the round robin has started; else NULL. */
DriveInGruffDraftTable *drive_in_gruff_draft_dialog_get_table (DriveInGruffDraftDialog *self);
/* The note on the standings page about who played which games. */
const char *drive_in_gruff_draft_dialog_get_notice    (DriveInGruffDraftDialog *self);

G_END_DECLS
