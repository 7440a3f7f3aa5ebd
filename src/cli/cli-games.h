/* cli-games.h: drive-in-cli games: the games Drive-In knows, and what it can do with each. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cli_games (int    argc,
               char **argv);

G_END_DECLS
