/* gros-game-ai.h: what GROS gives the shared AI. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"

G_BEGIN_DECLS

/* GROS's evaluation, fast policy, candidates and NORMAL view for the shared search. */
extern const GameAi gros_game_ai;

G_END_DECLS
