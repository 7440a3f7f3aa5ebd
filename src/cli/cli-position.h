/* cli-position.h: a GROS position printed as text or JSON, as one viewer may see it (scenario
 * files and saved games share it). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "gros-game-view.h"
#include "game-scenario.h"

G_BEGIN_DECLS

/* Who looks and how cards are labelled: @viewer is a seat, GROS_VIEWER_ALL (every card, as
 * before --viewer existed) or GROS_VIEWER_PUBLIC. */
typedef struct
{
  const GrosGame    *game;
  int                viewer;
  GrosCardLabelFunc  label_func;   /* may be NULL */
  gpointer           user_data;
} CliPosition;

/* "--viewer N" (1-based seat, or "public"): FALSE with a message when it is not one. */
gboolean  cli_position_parse_viewer (const char *text,
                                     guint       n_seats,
                                     int        *out_viewer,
                                     GError    **error);
/* The turn, each seat (Defense, Ratings, Title, zones), the shared zones, the table and the
 * attack in progress. */
void      cli_position_print        (const CliPosition *pos);
/* A log of GameScenarioLogEntry, each action line introduced by @action_word ("line",
 * "action") and its number. */
void      cli_position_print_log    (GPtrArray  *log,
                                     const char *action_word);
/* The end of the game, if it is over, and the decider's legal actions when the viewer may
 * see them. */
void      cli_position_print_end    (const CliPosition *pos);
/* The JSON document: @head's members first (file, counts, error...), then the position,
 * then "log" (from @log, may be NULL: none), "legal", then @tail's members (may be NULL). */
JsonNode *cli_position_to_json      (const CliPosition *pos,
                                     JsonObject        *head,
                                     GPtrArray         *log,
                                     JsonObject        *tail);

G_END_DECLS
