/* drive-in-deck-slot.h: the cards a deck keeps beside it (a Rumble's Challenger, a Gruff team). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DECK_SLOT (drive_in_deck_slot_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckSlot, drive_in_deck_slot, DRIVE_IN, DECK_SLOT, GtkWidget)

/* Shown only while the deck's variant has slots (DriveInDeckGame): for each, the cards in it
 * with their printed values and remove buttons, and where to put the next while it is not
 * full. Signals: "card-dropped"
 * (DriveInCard dragged onto the slot), "remove-card" (card id), "card-selected" (DriveInCard:
 * the slot's card was clicked). */
GtkWidget  *drive_in_deck_slot_new          (void);
void        drive_in_deck_slot_set_deck     (DriveInDeckSlot *self,
                                             DriveInDeck        *deck);
/* The problems (DriveInDeckProblem) that name the slot's card or its rule ("challenger") are
 * shown on it, with their reasons. */
void        drive_in_deck_slot_set_problems (DriveInDeckSlot *self,
                                             GListModel      *problems);
/* The first card id in the slots, or NULL. */
const char *drive_in_deck_slot_get_card_id  (DriveInDeckSlot *self);
/* Every card id in the slots, in slot then deck order (transfer none). */
GPtrArray  *drive_in_deck_slot_get_card_ids (DriveInDeckSlot *self);
/* The reasons shown on the slot, one per line, or NULL. */
const char *drive_in_deck_slot_get_problem_text (DriveInDeckSlot *self);

G_END_DECLS
