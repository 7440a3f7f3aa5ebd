/* cli-game-scenario.c: drive-in-cli scenario for the games other than GROS: plays the file
 * through the shared runner (GameScenario) and prints what happened, as a viewer saw it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cli-game-scenario.h"
#include "cli-position.h"
#include "cli-private.h"
#include "game-scenario.h"
#include "gros-game-id.h"

#define CLI_EXIT_EXPECTATION 1

/* The options of `drive-in-cli scenario`, whichever game its file is of. */
typedef struct
{
  gboolean  json;
  char     *viewer;
} Options;

static void
options_clear (Options *options)
{
  g_free (options->viewer);
}

static GOptionEntry *
option_entries (Options *options)
{
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &options->json, N_("Print one JSON document"), NULL },
    { "viewer", 0, 0, G_OPTION_ARG_STRING, &options->viewer,
      N_("Show only what seat N knows (or “public”: what every seat knows)"), N_("N") },
    { NULL }
  };

  return g_memdup2 (entries, sizeof entries);
}

gboolean
cli_game_scenario_wanted (int    argc,
                          char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autofree GOptionEntry *entries = NULL;
  g_auto(GStrv) args = g_new0 (char *, argc + 1);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *data = NULL;
  g_autofree char *game = NULL;
  Options options = { 0 };
  gsize length;

  /* A dry run of the options on a copy: whatever is left is the file. Help and unknown
   * options are the GROS command's to report. */
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);
  entries = option_entries (&options);
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_set_ignore_unknown_options (context, TRUE);
  g_option_context_add_main_entries (context, entries, NULL);
  /* parse_strv frees the strings it takes out of the copy (parse would leave them). */
  if (!g_option_context_parse_strv (context, &args, NULL)
      || g_strv_length (args) != 2 || g_str_has_prefix (args[1], "-"))
    {
      options_clear (&options);
      return FALSE;
    }
  options_clear (&options);

  file = g_file_new_for_commandline_arg (args[1]);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            NULL);
  if (info == NULL || g_file_info_get_size (info) > GAME_SCENARIO_FILE_MAX_SIZE
      || !g_file_load_contents (file, NULL, &data, &length, NULL, NULL))
    return FALSE;
  game = game_scenario_peek_game (data, length, args[1], NULL);
  return game != NULL && !g_str_equal (game, GROS_GAME_ID);
}

/* ------------------------------------------------------------------------------------ */
/* Text                                                                                 */

static void
print_log (GameScenario *scenario)
{
  GPtrArray *log = game_scenario_get_log (scenario);
  guint last_line = G_MAXUINT;

  g_print (_("Log:\n"));
  for (guint i = 0; i < log->len; i++)
    {
      const GameScenarioLogEntry *e = g_ptr_array_index (log, i);

      if (e->action != NULL)
        /* Translators: "line 12: play seat=1 card=4    # Play Blob"; the first word is "line"
         * or "action". */
        g_print (_("  %s %u: %s    # %s\n"), _("line"), e->line, e->action, e->text);
      else
        {
          if (e->line == 0 && last_line != 0)
            g_print (_("  (set-up)\n"));
          g_print ("      %s\n", e->text);
        }
      last_line = e->line;
    }
  if (log->len == 0)
    g_print (_("  (nothing happened)\n"));
}

static const char *
end_reason_name (const GameRules *rules,
                 guint            reason)
{
  return reason < rules->n_end_reasons ? rules->end_reasons[reason] : "?";
}

void
cli_game_print_end (const GameRules *rules,
                    gconstpointer    state,
                    int              viewer)
{
  g_autofree GameAction *legal = NULL;
  guint deciding, n_legal;

  if (rules->is_over (state))
    {
      g_autofree char *result = rules->describe_result (state);
      GameResult outcome;

      rules->result (state, &outcome);
      g_print (_("\nThe game is over (%s): %s\n"), end_reason_name (rules, outcome.reason),
               result);
      return;
    }
  legal = g_new (GameAction, GAME_MAX_ACTIONS);
  n_legal = rules->legal_actions (state, legal, GAME_MAX_ACTIONS);
  deciding = rules->deciding_seat (state);
  if (n_legal == 0)
    return;
  /* The decider's options are its own. */
  if (viewer != GAME_VIEWER_ALL && viewer != (int) deciding)
    {
      g_print (_("\nLegal actions: seat %u decides; only that seat sees its options\n"),
               deciding + 1);
      return;
    }
  g_print (_("\nLegal actions (seat %u):\n"), deciding + 1);
  for (guint i = 0; i < n_legal; i++)
    {
      g_autofree char *machine = game_rules_action_to_string_for (rules, state, &legal[i],
                                                                  viewer);
      g_autofree char *label = rules->describe_action (state, &legal[i], viewer);

      g_print ("  %-44s # %s\n", machine, label);
    }
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

  g_print (_("Scenario %s (%s): %u of %u actions applied\n"),
           game_scenario_get_filename (scenario),
           info != NULL ? drive_in_game_info_get_label (info) : rules->id,
           game_scenario_get_n_applied (scenario), game_scenario_get_n_actions (scenario));
  print_log (scenario);
  cli_game_print_end (game_scenario_get_rules (scenario), game_scenario_get_state (scenario),
                      viewer);
  if (stop_message != NULL)
    g_print (_("\nStopped: %s\n"), stop_message);
  print_checks (scenario, viewer);
}

/* ------------------------------------------------------------------------------------ */
/* JSON                                                                                 */

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_string (JsonBuilder *b,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

void
cli_game_json_result (JsonBuilder     *b,
                      const GameRules *rules,
                      gconstpointer    state)
{
  gboolean over = rules->is_over (state);
  GameResult outcome = { 0 };

  json_builder_set_member_name (b, "over");
  json_builder_add_boolean_value (b, over);
  json_builder_set_member_name (b, "deciding");
  if (over)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, rules->deciding_seat (state) + 1);
  if (over)
    rules->result (state, &outcome);
  add_string (b, "end", over ? end_reason_name (rules, outcome.reason) : NULL);
  json_builder_set_member_name (b, "winners");
  json_builder_begin_array (b);
  for (guint s = 0; over && s < rules->n_seats (state); s++)
    if ((outcome.winners >> s) & 1)
      json_builder_add_int_value (b, s + 1);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "scores");
  json_builder_begin_array (b);
  for (guint s = 0; over && s < rules->n_seats (state); s++)
    json_builder_add_int_value (b, outcome.scores[s]);
  json_builder_end_array (b);
  if (over)
    {
      g_autofree char *text = rules->describe_result (state);

      add_string (b, "result", text);
    }
}

void
cli_game_json_legal (JsonBuilder     *b,
                     const GameRules *rules,
                     gconstpointer    state,
                     int              viewer)
{
  g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
  guint n_legal = rules->is_over (state) ? 0
                                         : rules->legal_actions (state, legal, GAME_MAX_ACTIONS);

  /* The decider's options are its own. */
  if (viewer != GAME_VIEWER_ALL && n_legal > 0 && viewer != (int) rules->deciding_seat (state))
    n_legal = 0;
  json_builder_set_member_name (b, "legal");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_legal; i++)
    {
      g_autofree char *machine = game_rules_action_to_string_for (rules, state, &legal[i],
                                                                  viewer);
      g_autofree char *label = rules->describe_action (state, &legal[i], viewer);

      json_builder_begin_object (b);
      add_string (b, "action", machine);
      add_string (b, "label", label);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
print_json (GameScenario *scenario,
            int           viewer,
            const char   *stop_message)
{
  const GameRules *rules = game_scenario_get_rules (scenario);
  gconstpointer state = game_scenario_get_state (scenario);
  GPtrArray *log = game_scenario_get_log (scenario);
  GPtrArray *checks = game_scenario_get_checks (scenario);
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  add_string (b, "file", game_scenario_get_filename (scenario));
  add_string (b, "game", rules->id);
  add_int (b, "actions", game_scenario_get_n_actions (scenario));
  add_int (b, "applied", game_scenario_get_n_applied (scenario));
  add_string (b, "error", stop_message);
  cli_game_json_result (b, rules, state);
  if (rules->position_to_json != NULL)
    {
      /* The game writes the position's object itself. */
      json_builder_set_member_name (b, "position");
      rules->position_to_json (state, viewer, b);
    }

  json_builder_set_member_name (b, "log");
  json_builder_begin_array (b);
  for (guint i = 0; i < log->len; i++)
    {
      const GameScenarioLogEntry *e = g_ptr_array_index (log, i);

      json_builder_begin_object (b);
      add_int (b, "line", e->line);
      add_string (b, "action", e->action);
      add_string (b, "text", e->text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  cli_game_json_legal (b, rules, state, viewer);

  json_builder_set_member_name (b, "expectations");
  json_builder_begin_array (b);
  for (guint i = 0; i < checks->len; i++)
    {
      const GameScenarioCheck *c = g_ptr_array_index (checks, i);

      json_builder_begin_object (b);
      add_int (b, "line", c->line);
      /* What was expected and found is the file author's: a viewer gets the results. */
      if (viewer == GAME_VIEWER_ALL)
        add_string (b, "text", c->text);
      json_builder_set_member_name (b, "checked");
      json_builder_add_boolean_value (b, c->checked);
      json_builder_set_member_name (b, "passed");
      json_builder_add_boolean_value (b, c->checked && c->passed);
      if (viewer == GAME_VIEWER_ALL)
        add_string (b, "actual", c->actual);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  cli_print_json (root);
}

/* ------------------------------------------------------------------------------------ */
/* The command                                                                          */

int
cli_game_scenario (int    argc,
                   char **argv)
{
  Options options = { 0 };
  g_autofree GOptionEntry *entries = option_entries (&options);
  g_autoptr(GameScenario) scenario = NULL;
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) stop = NULL;
  int viewer = GAME_VIEWER_ALL;
  int status = CLI_EXIT_FAILURE;
  gboolean ran;

  if (!cli_parse_options (cli_lookup_command ("scenario"), entries, &argc, &argv))
    goto out;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("scenario: which file? See docs/scenario.md for the format")
                          : _("scenario: one file at a time"));
      goto out;
    }

  /* Cards named by name or id come from the library and every game's built-in sets. */
  catalog = cli_load_catalog ();
  cli_add_game_cards (catalog, NULL);
  file = g_file_new_for_commandline_arg (argv[1]);
  scenario = game_scenario_new_from_file (file, catalog, &error);
  if (scenario == NULL)
    {
      cli_print_problems (error->message);
      goto out;
    }
  if (options.viewer != NULL
      && !cli_position_parse_viewer (options.viewer, game_scenario_get_n_seats (scenario),
                                     &viewer, &error))
    {
      cli_error ("%s", error->message);
      goto out;
    }

  ran = game_scenario_run (scenario, viewer, &stop);
  if (options.json)
    print_json (scenario, viewer, ran ? NULL : stop->message);
  else
    print_text (scenario, viewer, ran ? NULL : stop->message);
  if (!ran)
    cli_print_problems (stop->message);
  status = !ran || game_scenario_get_n_failed (scenario) > 0 ? CLI_EXIT_EXPECTATION
                                                              : CLI_EXIT_OK;

out:
  options_clear (&options);
  return status;
}
