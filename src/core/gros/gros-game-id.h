/* gros-game-id.h: the id of GROS (000/001): its cards, releases, decks, rules and saved
 * games carry it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#define GROS_GAME_ID "gros"
