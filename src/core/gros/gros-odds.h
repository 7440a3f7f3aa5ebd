/* gros-odds.h: what the odds of the draw (gros-draw-odds.h) need of a GROS deck: its starters,
 * Popcorn Buckets and Roll the Credits. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-draw-odds.h"

G_BEGIN_DECLS

/* Counts the deck's resolved entries (an unknown card counts as a plain card). */
void gros_odds_deck_init_from_deck (GrosOddsDeck *out,
                                    DriveInDeck     *deck);

G_END_DECLS
