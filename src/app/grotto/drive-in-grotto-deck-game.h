/* drive-in-grotto-deck-game.h: Grotto Beasts! (002) decks on the Decks page. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-deck-game.h"

G_BEGIN_DECLS

extern const DriveInDeckGame drive_in_grotto_deck_game;

G_END_DECLS
