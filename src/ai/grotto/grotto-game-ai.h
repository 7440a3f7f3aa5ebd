/* grotto-game-ai.h: what Grotto Beasts! gives the shared AI. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"

G_BEGIN_DECLS

extern const GameAi grotto_game_ai;

G_END_DECLS
