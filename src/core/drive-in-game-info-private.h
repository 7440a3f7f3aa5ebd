/* drive-in-game-info-private.h: what drive-in-game-info.c needs from builtin-games.c, the table of
 * the built-in games, so that the shared type includes no game's deck rules. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-game-info.h"

G_BEGIN_DECLS

/* The built-in games in their menu order; sets *out_n_games. Defined by builtin-games.c. */
const DriveInGameInfo *drive_in_game_info_builtin (guint *out_n_games);

G_END_DECLS
