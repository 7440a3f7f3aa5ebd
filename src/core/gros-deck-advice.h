/* gros-deck-advice.h: a deck-building suggestion that never makes a deck illegal. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "gros-card.h"

G_BEGIN_DECLS

#define GROS_TYPE_DECK_ADVICE (gros_deck_advice_get_type ())
G_DECLARE_FINAL_TYPE (GrosDeckAdvice, gros_deck_advice, GROS, DECK_ADVICE, GObject)

/* @card_type is only meaningful for "type-mix" advice. */
GrosDeckAdvice *gros_deck_advice_new             (const char   *rule_id,
                                                  GrosCardType  card_type,
                                                  guint         count,
                                                  guint         recommended,
                                                  const char   *message);

/* "type-mix", "deck-size" or "roll-the-credits-ratio". */
const char     *gros_deck_advice_get_rule_id     (GrosDeckAdvice *self);
GrosCardType    gros_deck_advice_get_card_type   (GrosDeckAdvice *self);
/* What the deck has: cards of the type, cards in all, Roll the Credits cards. */
guint           gros_deck_advice_get_count       (GrosDeckAdvice *self);
/* What the format recommends for a deck of this size. */
guint           gros_deck_advice_get_recommended (GrosDeckAdvice *self);
/* count - recommended: positive when the deck has more than recommended. */
int             gros_deck_advice_get_deviation   (GrosDeckAdvice *self);
/* A translated one-line suggestion. */
const char     *gros_deck_advice_get_message     (GrosDeckAdvice *self);

G_END_DECLS
