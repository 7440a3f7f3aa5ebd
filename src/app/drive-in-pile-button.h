/* drive-in-pile-button.h: a deck, graveyard or removal pile: its count, and its cards in a
 * popover when the pile is public. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_PILE_BUTTON (drive_in_pile_button_get_type ())
G_DECLARE_FINAL_TYPE (DriveInPileButton, drive_in_pile_button, DRIVE_IN, PILE_BUTTON, GtkWidget)

/* @label names the pile ("Graveyard"); @browsable piles list their cards in a popover. */
GtkWidget  *drive_in_pile_button_new       (const char *icon_name,
                                            const char *label,
                                            gboolean    browsable);
/* A model of DriveInCard, top of the pile last; NULL shows the count set below. */
void        drive_in_pile_button_set_model (DriveInPileButton *self,
                                            GListModel        *model);
/* The count of a pile shown without its cards (face down: a deck, a Summoning Pool). */
void        drive_in_pile_button_set_count (DriveInPileButton *self,
                                            guint              count);
guint       drive_in_pile_button_get_count (DriveInPileButton *self);
/* Opens the list of cards (browsable piles). */
void        drive_in_pile_button_popup     (DriveInPileButton *self);

G_END_DECLS
