/* drive-in-card-preview.h: beside a table, the card under the pointer or the keyboard focus at a
 * readable size (as Forge and Cockatrice show theirs): face up only when the table shows it
 * face up, else its back. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_CARD_PREVIEW (drive_in_card_preview_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardPreview, drive_in_card_preview, DRIVE_IN, CARD_PREVIEW,
                      GtkWidget)

GtkWidget *drive_in_card_preview_new        (int                 card_width);
/* Cards shown @card_width wide from now on. */
void       drive_in_card_preview_set_card_width (DriveInCardPreview *self,
                                                 int                 card_width);
/* Shows what @source shows (its face, or its back when the table shows it face down); NULL:
 * nothing. Only ever what the table's widget already shows: the preview sees no game. */
void       drive_in_card_preview_show       (DriveInCardPreview *self,
                                             DriveInCardWidget  *source);
/* Shows @card face up: a card the viewer sees but no widget of the table shows (one a question
 * names, from a deck being searched). The caller has checked that the viewer may see it. */
void       drive_in_card_preview_show_card  (DriveInCardPreview *self,
                                             DriveInCard           *card);
/* The card shown face up, or NULL (its back, or nothing). */
DriveInCard  *drive_in_card_preview_get_card   (DriveInCardPreview *self);
/* Whether a card is shown (face up or its back). */
gboolean   drive_in_card_preview_has_card   (DriveInCardPreview *self);
/* The card widget shown, or NULL. */
GtkWidget *drive_in_card_preview_get_shown  (DriveInCardPreview *self);

G_END_DECLS
