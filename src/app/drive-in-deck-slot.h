/* drive-in-deck-slot.h: the card a deck keeps beside it (a Grotto Beasts! Rumble's Challenger). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "gros.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DECK_SLOT (drive_in_deck_slot_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckSlot, drive_in_deck_slot, DRIVE_IN, DECK_SLOT, GtkWidget)

/* Shown only while the deck's variant has a slot (DriveInDeckGame): the card in it with its
 * printed values and a remove button, or where to put one. Signals: "card-dropped"
 * (GrosCard dragged onto the slot), "remove-card" (card id), "card-selected" (GrosCard:
 * the slot's card was clicked). */
GtkWidget  *drive_in_deck_slot_new          (void);
void        drive_in_deck_slot_set_deck     (DriveInDeckSlot *self,
                                             GrosDeck        *deck);
/* The problems (GrosDeckProblem) that name the slot's card or its rule ("challenger") are
 * shown on it, with their reasons. */
void        drive_in_deck_slot_set_problems (DriveInDeckSlot *self,
                                             GListModel      *problems);
/* The card id in the slot, or NULL. */
const char *drive_in_deck_slot_get_card_id  (DriveInDeckSlot *self);
/* The reasons shown on the slot, one per line, or NULL. */
const char *drive_in_deck_slot_get_problem_text (DriveInDeckSlot *self);

G_END_DECLS
