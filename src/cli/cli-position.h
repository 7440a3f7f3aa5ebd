/* cli-position.h: any game's position as drive-in-cli scenario and replay print it, as one
 * viewer may see it: the game's own lines (GameRules.text.describe_position), the log, how it
 * ended or who decides and with what, and the same as JSON members. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "game-rules.h"

G_BEGIN_DECLS

/* "--viewer N" (1-based seat, or "public"): FALSE with a message when it is not one. */
gboolean      cli_position_parse_viewer (const char        *text,
                                         guint              n_seats,
                                         int               *out_viewer,
                                         GError           **error);
/* The state to read for @viewer: @state itself (every card, or a game without projection)
 * or @viewer's projection, a new copy in @out_view (free it). */
gconstpointer cli_position_viewer_state (const GameRules   *rules,
                                         gconstpointer      state,
                                         int                viewer,
                                         gpointer          *out_view);
/* The game's own lines for the position, when it has them; @label_func may be NULL. */
void          cli_position_print        (const GameRules   *rules,
                                         gconstpointer      state,
                                         int                viewer,
                                         GameCardLabelFunc  label_func,
                                         gpointer           label_data);
/* A log of GameScenarioLogEntry, each action line introduced by @action_word ("line",
 * "action") and its number. */
void          cli_position_print_log    (GPtrArray         *log,
                                         const char        *action_word);
/* How the game ended, or who decides and, for a viewer who may see them, that seat's legal
 * actions. */
void          cli_position_print_end    (const GameRules   *rules,
                                         gconstpointer      state,
                                         int                viewer);
/* The member "position", when the game writes one, as @viewer may see it. */
void          cli_position_json         (JsonBuilder       *b,
                                         const GameRules   *rules,
                                         gconstpointer      state,
                                         int                viewer,
                                         GameCardLabelFunc  label_func,
                                         gpointer           label_data);
/* "over", "deciding", "end", "winners", "scores", "result". */
void          cli_position_json_result  (JsonBuilder       *b,
                                         const GameRules   *rules,
                                         gconstpointer      state);
/* "legal": the decider's legal actions, empty for a viewer who may not see them. */
void          cli_position_json_legal   (JsonBuilder       *b,
                                         const GameRules   *rules,
                                         gconstpointer      state,
                                         int                viewer);
/* "log": @log's entries (GameScenarioLogEntry) as objects "line", "action", "text". */
void          cli_position_json_log     (JsonBuilder       *b,
                                         GPtrArray         *log);

G_END_DECLS
