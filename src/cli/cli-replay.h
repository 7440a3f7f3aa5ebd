/* cli-replay.h: drive-in-cli replay: a saved game replayed, shown as one seat saw it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exits 0 when the game replays, 2 when the file cannot be read or does not replay. */
int cli_replay (int    argc,
                char **argv);

G_END_DECLS
