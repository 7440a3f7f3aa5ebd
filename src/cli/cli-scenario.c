/* cli-scenario.c: drive-in-cli scenario: plays a scenario file through the shared runner
 * (GameScenario) and prints the resulting game; a GROS position is printed in full. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cli-game-scenario.h"
#include "cli-private.h"
#include "cli-position.h"
#include "cli-scenario.h"
#include "game-scenario.h"
#include "gros-game.h"

#define CLI_EXIT_EXPECTATION 1

static const char *
scenario_label (int      card,
                gpointer user_data)
{
  return game_scenario_get_label (GAME_SCENARIO (user_data), card);
}

static void
print_text (GameScenario *scenario,
            int           viewer,
            const char   *stop_message)
{
  CliPosition pos = { game_scenario_get_state (scenario), viewer, scenario_label, scenario };
  GPtrArray *checks = game_scenario_get_checks (scenario);
  guint n_checked = 0, n_passed = 0;

  g_print (_("Scenario %s: %u of %u actions applied\n"), game_scenario_get_filename (scenario),
           game_scenario_get_n_applied (scenario), game_scenario_get_n_actions (scenario));
  cli_position_print (&pos);
  cli_position_print_log (game_scenario_get_log (scenario), _("line"));
  cli_position_print_end (&pos);

  if (stop_message != NULL)
    g_print (_("\nStopped: %s\n"), stop_message);

  if (checks->len > 0)
    {
      for (guint i = 0; i < checks->len; i++)
        {
          const GameScenarioCheck *c = g_ptr_array_index (checks, i);

          n_checked += c->checked;
          n_passed += c->checked && c->passed;
        }
      g_print (_("\nExpectations: %u passed, %u failed, %u not reached\n"), n_passed,
               n_checked - n_passed, checks->len - n_checked);
      /* The file's author knows every card; what a viewer is shown stops at the counts. */
      for (guint i = 0; i < checks->len && viewer == GROS_VIEWER_ALL; i++)
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
}

static void
print_json (GameScenario *scenario,
            int           viewer,
            const char   *stop_message)
{
  CliPosition pos = { game_scenario_get_state (scenario), viewer, scenario_label, scenario };
  GPtrArray *checks = game_scenario_get_checks (scenario);
  g_autoptr(JsonObject) head = json_object_new ();
  g_autoptr(JsonObject) tail = json_object_new ();
  g_autoptr(JsonNode) root = NULL;
  JsonArray *expectations = json_array_new ();

  json_object_set_string_member (head, "file", game_scenario_get_filename (scenario));
  json_object_set_int_member (head, "actions", game_scenario_get_n_actions (scenario));
  json_object_set_int_member (head, "applied", game_scenario_get_n_applied (scenario));
  if (stop_message != NULL)
    json_object_set_string_member (head, "error", stop_message);
  else
    json_object_set_null_member (head, "error");

  for (guint i = 0; i < checks->len; i++)
    {
      const GameScenarioCheck *c = g_ptr_array_index (checks, i);
      JsonObject *check = json_object_new ();

      json_object_set_int_member (check, "line", c->line);
      /* What was expected and found is the file author's: a viewer gets the results. */
      if (viewer == GROS_VIEWER_ALL)
        json_object_set_string_member (check, "text", c->text);
      json_object_set_boolean_member (check, "checked", c->checked);
      json_object_set_boolean_member (check, "passed", c->checked && c->passed);
      if (viewer != GROS_VIEWER_ALL)
        ;
      else if (c->actual != NULL)
        json_object_set_string_member (check, "actual", c->actual);
      else
        json_object_set_null_member (check, "actual");
      json_array_add_object_element (expectations, check);
    }
  json_object_set_array_member (tail, "expectations", expectations);

  root = cli_position_to_json (&pos, head, game_scenario_get_log (scenario), tail);
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
  int viewer = GROS_VIEWER_ALL;
  g_autoptr(GameScenario) scenario = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) stop = NULL;
  gboolean ran;

  /* The other games' positions are printed by cli-game-scenario.c. */
  if (cli_game_scenario_wanted (argc, argv))
    return cli_game_scenario (argc, argv);
  if (!cli_parse_options (cli_lookup_command ("scenario"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("scenario: which file? See docs/scenario.md for the format")
                          : _("scenario: one file at a time"));
      return CLI_EXIT_FAILURE;
    }

  file = g_file_new_for_commandline_arg (argv[1]);
  scenario = game_scenario_new_from_file (file, NULL, &error);
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
