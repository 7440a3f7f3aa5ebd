/* gruff-game-id.h: the id of Gruff (004): its cards, releases, decks, rules and saved
 * games carry it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#define GRUFF_GAME_ID "gruff"
