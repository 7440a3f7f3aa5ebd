/* cli-game-scenario.h: drive-in-cli scenario for the games other than GROS (GameScenario). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Whether the scenario file among @argv (the command's own arguments) names another game
 * than GROS in its [game] section; FALSE when there is no such readable file. */
gboolean cli_game_scenario_wanted (int    argc,
                                   char **argv);
/* drive-in-cli scenario for such a file; the exit statuses of cli_scenario(). */
int      cli_game_scenario        (int    argc,
                                   char **argv);

G_END_DECLS
