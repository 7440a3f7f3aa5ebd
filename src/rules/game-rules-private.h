/* game-rules-private.h: what game-rules.c needs from builtin-rules.c, the table of the
 * built-in games, so that the shared type includes no game's header. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-rules.h"

G_BEGIN_DECLS

/* The built-in games in their menu order; set *out_n_games. Defined by builtin-rules.c. */
const GameRules *const *game_rules_builtin (guint *out_n_games);

G_END_DECLS
