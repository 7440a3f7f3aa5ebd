/* groo-game-ai.h: what Groo: The Game gives the shared AI. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"

G_BEGIN_DECLS

extern const GameAi groo_game_ai;

G_END_DECLS
