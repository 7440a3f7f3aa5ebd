/* gros-scenario.h: a game position, the actions played from it and the expected results, read
 * from a text file (docs/scenario.md). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-catalog.h"
#include "gros-card-db.h"
#include "gros-game.h"

G_BEGIN_DECLS

/* One `expect` line and, once checked, its result. */
typedef struct
{
  guint    line;     /* line in the file */
  char    *text;     /* the expectation as written */
  gboolean checked;  /* FALSE when the run stopped before reaching it */
  gboolean passed;
  char    *actual;   /* what was found, when it failed */
} GrosScenarioCheck;

/* One line of the log: an action applied (with its file line), or an event sentence. */
typedef struct
{
  guint  line;       /* file line of the action this belongs to; 0 while setting up */
  char  *action;     /* machine form of an applied action; NULL for an event */
  char  *text;       /* the action's label, or the event's sentence */
} GrosScenarioLogEntry;

#define GROS_TYPE_SCENARIO (gros_scenario_get_type ())

G_DECLARE_FINAL_TYPE (GrosScenario, gros_scenario, GROS, SCENARIO, GObject)

/* Reads a scenario and builds its position (no action is applied yet). Cards named by id or
 * name come from @catalog; with @catalog NULL the user library is loaded when the file
 * names a card it does not define itself. Errors (DRIVE_IN_ERROR) name the file and line. */
GrosScenario *gros_scenario_new_from_file (GFile       *file,
                                           DriveInCatalog *catalog,
                                           GError     **error);
/* The same from text; @filename is only used in messages. */
GrosScenario *gros_scenario_new_from_data (const char  *data,
                                           gssize       length,
                                           const char  *filename,
                                           DriveInCatalog *catalog,
                                           GError     **error);

/* Applies the actions in order, checking the `expect` lines met on the way and then those of
 * the [expect] section. Returns FALSE at the first illegal action, with its line and reason
 * (the game stays as it was before it). Running twice does nothing more. */
gboolean      gros_scenario_run           (GrosScenario *self,
                                           GError      **error);

/* Whose knowledge the log's texts and machine forms follow (GROS_VIEWER_ALL, the default: every
 * card named): a seat, or GROS_VIEWER_PUBLIC. Each viewer's text is made as the event happens,
 * so this may be set at any time. */
void          gros_scenario_set_viewer    (GrosScenario *self,
                                           int           viewer);
const char   *gros_scenario_get_filename  (GrosScenario *self);
const GrosGame *gros_scenario_get_game    (GrosScenario *self);
/* The card db of the game; it lives as long as the scenario. */
GrosCardDb   *gros_scenario_get_db        (GrosScenario *self);
guint         gros_scenario_get_n_actions (GrosScenario *self);
guint         gros_scenario_get_n_applied (GrosScenario *self);
/* GrosScenarioLogEntry items, in order, as the viewer (gros_scenario_set_viewer()) knew the
 * cards when each happened. */
GPtrArray    *gros_scenario_get_log       (GrosScenario *self);
/* GrosScenarioCheck items, in file order. */
GPtrArray    *gros_scenario_get_checks    (GrosScenario *self);
guint         gros_scenario_get_n_failed  (GrosScenario *self);
/* The instance number of "@label" (or "label"), or GROS_NO_CARD. */
int           gros_scenario_lookup_label  (GrosScenario *self,
                                           const char   *label);
/* The label of instance @card without its "@", or NULL. */
const char   *gros_scenario_get_label     (GrosScenario *self,
                                           int           card);

G_END_DECLS
