/* grotto-game-id.h: the id of Grotto Beasts! (002): its cards, releases, decks, rules and saved
 * games carry it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#define GROTTO_GAME_ID "grotto-beasts"
