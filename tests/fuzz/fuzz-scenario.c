/* fuzz-scenario.c: scenario files through the scenario reader, then played and checked. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include "fuzz-common.h"
#include "game-scenario.h"

#define SOURCE_NAME "fuzz.scenario"

int
gros_fuzz_scenario (const uint8_t *data,
                    size_t         size)
{
  DriveInCatalog *catalog = gros_fuzz_get_catalog ();
  g_autoptr(GameScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *checks;
  GPtrArray *log;

  /* Not nul-terminated: the reader must respect the length. */
  scenario = game_scenario_new_from_data ((const char *) data, (gssize) size, SOURCE_NAME,
                                          catalog, &error);
  if (scenario == NULL)
    {
      GROS_FUZZ_CHECK_ERROR (error, SOURCE_NAME);
      return 0;
    }

  if (!game_scenario_run (scenario, GAME_VIEWER_ALL, &error))
    GROS_FUZZ_CHECK_ERROR (error, SOURCE_NAME);
  g_clear_error (&error);
  GROS_FUZZ_CHECK (game_scenario_get_n_applied (scenario)
                   <= game_scenario_get_n_actions (scenario), "applied more than listed");
  /* A second run does nothing more. */
  {
    guint applied = game_scenario_get_n_applied (scenario);

    game_scenario_run (scenario, GAME_VIEWER_ALL, NULL);
    GROS_FUZZ_CHECK (game_scenario_get_n_applied (scenario) == applied, "ran twice");
  }

  checks = game_scenario_get_checks (scenario);
  for (guint i = 0; i < checks->len; i++)
    {
      GameScenarioCheck *check = g_ptr_array_index (checks, i);

      GROS_FUZZ_CHECK (check->text != NULL, "check without text");
    }
  log = game_scenario_get_log (scenario);
  for (guint i = 0; i < log->len; i++)
    {
      GameScenarioLogEntry *entry = g_ptr_array_index (log, i);

      GROS_FUZZ_CHECK (entry->text != NULL && g_utf8_validate (entry->text, -1, NULL),
                       "log line %u", i);
    }

  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_scenario)
