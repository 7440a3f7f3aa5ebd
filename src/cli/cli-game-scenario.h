/* cli-game-scenario.h: drive-in-cli scenario for the games other than GROS (GameScenario). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "game-rules.h"

G_BEGIN_DECLS

/* Whether the scenario file among @argv (the command's own arguments) names another game
 * than GROS in its [game] section; FALSE when there is no such readable file. */
gboolean cli_game_scenario_wanted (int    argc,
                                   char **argv);
/* drive-in-cli scenario for such a file; the exit statuses of cli_scenario(). */
int      cli_game_scenario        (int    argc,
                                   char **argv);


/* What any game's position ends with, shared by scenario and replay: how the game ended, or
 * who decides and, for a viewer who may see them, that seat's legal actions. */
void     cli_game_print_end       (const GameRules *rules,
                                   gconstpointer    state,
                                   int              viewer);
/* The same as JSON members: "over", "deciding", "end", "winners", "scores", "result". */
void     cli_game_json_result     (JsonBuilder     *b,
                                   const GameRules *rules,
                                   gconstpointer    state);
/* "legal": the decider's legal actions, empty for a viewer who may not see them. */
void     cli_game_json_legal      (JsonBuilder     *b,
                                   const GameRules *rules,
                                   gconstpointer    state,
                                   int              viewer);

G_END_DECLS
