/* drive-in-gros-deck-game.h: what the Decks page knows of GROS's decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-deck-game.h"

G_BEGIN_DECLS

/* GROS's deck descriptor: Feature Packs, the Title sheet, the type and popcorn charts. */
extern const DriveInDeckGame drive_in_gros_deck_game;

G_END_DECLS
