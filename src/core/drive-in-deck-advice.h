/* drive-in-deck-advice.h: a deck-building suggestion that never makes a deck illegal. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>


G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DECK_ADVICE (drive_in_deck_advice_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckAdvice, drive_in_deck_advice, DRIVE_IN, DECK_ADVICE, GObject)

/* @kind: the id of the game's card kind (DriveInCardKindInfo) the advice counts, or NULL
 * when it counts no one kind (a deck's size). */
DriveInDeckAdvice *drive_in_deck_advice_new             (const char   *rule_id,
                                                  const char   *kind,
                                                  guint         count,
                                                  guint         recommended,
                                                  const char   *message);

/* "type-mix", "deck-size" or "roll-the-credits-ratio". */
const char     *drive_in_deck_advice_get_rule_id     (DriveInDeckAdvice *self);
/* The kind id (interned: compare with ==, as drive_in_card_get_kind()), or NULL. */
const char     *drive_in_deck_advice_get_kind        (DriveInDeckAdvice *self);
/* What the deck has: cards of the type, cards in all, Roll the Credits cards. */
guint           drive_in_deck_advice_get_count       (DriveInDeckAdvice *self);
/* What the format recommends for a deck of this size. */
guint           drive_in_deck_advice_get_recommended (DriveInDeckAdvice *self);
/* count - recommended: positive when the deck has more than recommended. */
int             drive_in_deck_advice_get_deviation   (DriveInDeckAdvice *self);
/* A translated one-line suggestion. */
const char     *drive_in_deck_advice_get_message     (DriveInDeckAdvice *self);

G_END_DECLS
