/* groo-game-id.h: the id of Groo: The Game (003): its cards, releases, decks, rules and saved
 * games carry it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#define GROO_GAME_ID "groo"
