/* gros-odds.h: what the shared odds (drive-in-odds.h) need of a GROS deck: its starters,
 * Popcorn Buckets and Roll the Credits. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-odds.h"

G_BEGIN_DECLS

/* Counts the deck's resolved entries (an unknown card counts as a plain card). */
void gros_odds_deck_init_from_deck (DriveInOddsDeck *out,
                                    DriveInDeck     *deck);

G_END_DECLS
