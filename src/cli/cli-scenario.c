/* cli-scenario.c: drive-in-cli scenario, for a file of any game: plays it through the shared
 * runner (GameScenario) and prints the position, what happened and the expectations, as a
 * viewer saw them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cli-position.h"
#include "cli-private.h"
#include "cli-scenario.h"
#include "game-scenario.h"

#define CLI_EXIT_EXPECTATION 1

/* The file's "@name" for a card it labelled. */
static const char *
scenario_label (int      card,
                gpointer user_data)
{
  return game_scenario_get_label (GAME_SCENARIO (user_data), card);
}

static void
print_checks (GameScenario *scenario,
              int           viewer)
{
  GPtrArray *checks = game_scenario_get_checks (scenario);
  guint n_checked = 0, n_passed = 0;

  if (checks->len == 0)
    return;
  for (guint i = 0; i < checks->len; i++)
    {
      const GameScenarioCheck *c = g_ptr_array_index (checks, i);

      n_checked += c->checked;
      n_passed += c->checked && c->passed;
    }
  g_print (_("\nExpectations: %u passed, %u failed, %u not reached\n"), n_passed,
           n_checked - n_passed, checks->len - n_checked);
  /* The file's author knows every card; what a viewer is shown stops at the counts. */
  for (guint i = 0; i < checks->len && viewer == GAME_VIEWER_ALL; i++)
    {
      const GameScenarioCheck *c = g_ptr_array_index (checks, i);

      if (!c->checked)
        g_print (_("  --    line %u: %s\n"), c->line, c->text);
      else if (c->passed)
        g_print (_("  ok    line %u: %s\n"), c->line, c->text);
      else
        g_print (_("  FAIL  line %u: %s (%s)\n"), c->line, c->text, c->actual);
    }
}

static void
print_text (GameScenario *scenario,
            int           viewer,
            const char   *stop_message)
{
  const GameRules *rules = game_scenario_get_rules (scenario);
  const DriveInGameInfo *info = drive_in_game_info_lookup (rules->id);
  gconstpointer state = game_scenario_get_state (scenario);

  g_print (_("Scenario %s (%s): %u of %u actions applied\n"),
           game_scenario_get_filename (scenario),
           info != NULL ? drive_in_game_info_get_label (info) : rules->id,
           game_scenario_get_n_applied (scenario), game_scenario_get_n_actions (scenario));
  cli_position_print (rules, state, viewer, scenario_label, scenario);
  cli_position_print_log (game_scenario_get_log (scenario), _("line"));
  cli_position_print_end (rules, state, viewer);
  if (stop_message != NULL)
    g_print (_("\nStopped: %s\n"), stop_message);
  print_checks (scenario, viewer);
}

static void
print_json (GameScenario *scenario,
            int           viewer,
            const char   *stop_message)
{
  const GameRules *rules = game_scenario_get_rules (scenario);
  gconstpointer state = game_scenario_get_state (scenario);
  GPtrArray *checks = game_scenario_get_checks (scenario);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  cli_json_add_string (b, "file", game_scenario_get_filename (scenario));
  cli_json_add_string (b, "game", rules->id);
  json_builder_set_member_name (b, "actions");
  json_builder_add_int_value (b, game_scenario_get_n_actions (scenario));
  json_builder_set_member_name (b, "applied");
  json_builder_add_int_value (b, game_scenario_get_n_applied (scenario));
  cli_json_add_string (b, "error", stop_message);
  cli_position_json_result (b, rules, state);
  cli_position_json (b, rules, state, viewer, scenario_label, scenario);
  cli_position_json_log (b, game_scenario_get_log (scenario));
  cli_position_json_legal (b, rules, state, viewer);

  json_builder_set_member_name (b, "expectations");
  json_builder_begin_array (b);
  for (guint i = 0; i < checks->len; i++)
    {
      const GameScenarioCheck *c = g_ptr_array_index (checks, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "line");
      json_builder_add_int_value (b, c->line);
      /* What was expected and found is the file author's: a viewer gets the results. */
      if (viewer == GAME_VIEWER_ALL)
        cli_json_add_string (b, "text", c->text);
      json_builder_set_member_name (b, "checked");
      json_builder_add_boolean_value (b, c->checked);
      json_builder_set_member_name (b, "passed");
      json_builder_add_boolean_value (b, c->checked && c->passed);
      if (viewer == GAME_VIEWER_ALL)
        cli_json_add_string (b, "actual", c->actual);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  cli_print_json (root);
}

int
cli_scenario (int    argc,
              char **argv)
{
  gboolean json = FALSE;
  g_autofree char *viewer_text = NULL;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { "viewer", 0, 0, G_OPTION_ARG_STRING, &viewer_text,
      N_("Show only what seat N knows (or “public”: what every seat knows)"), N_("N") },
    { NULL }
  };
  g_autoptr(GameScenario) scenario = NULL;
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) stop = NULL;
  int viewer = GAME_VIEWER_ALL;
  gboolean ran;

  if (!cli_parse_options (cli_lookup_command ("scenario"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("scenario: which file? See docs/scenario.md for the format")
                          : _("scenario: one file at a time"));
      return CLI_EXIT_FAILURE;
    }

  /* Cards named by name or id come from the library and every game's built-in sets. */
  catalog = cli_load_catalog ();
  cli_add_game_cards (catalog, NULL);
  file = g_file_new_for_commandline_arg (argv[1]);
  scenario = game_scenario_new_from_file (file, catalog, &error);
  if (scenario == NULL)
    {
      cli_print_problems (error->message);
      return CLI_EXIT_FAILURE;
    }
  if (viewer_text != NULL
      && !cli_position_parse_viewer (viewer_text, game_scenario_get_n_seats (scenario),
                                     &viewer, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }

  ran = game_scenario_run (scenario, viewer, &stop);
  if (json)
    print_json (scenario, viewer, ran ? NULL : stop->message);
  else
    print_text (scenario, viewer, ran ? NULL : stop->message);
  if (!ran)
    cli_print_problems (stop->message);
  if (!ran || game_scenario_get_n_failed (scenario) > 0)
    return CLI_EXIT_EXPECTATION;
  return CLI_EXIT_OK;
}
