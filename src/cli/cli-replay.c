/* cli-replay.c: drive-in-cli replay: a saved game of any game replayed through its rules'
 * interface and shown as one seat saw it (the position too, for a game that can tell it). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cli-position.h"
#include "cli-private.h"
#include "cli-replay.h"
#include "drive-in-error.h"
#include "game-record.h"
#include "game-scenario.h"

typedef struct
{
  const GameRules *rules;
  GPtrArray       *log;      /* GameScenarioLogEntry */
  guint            line;     /* the action being applied (1-based), 0 during the set-up */
  int              viewer;
} Replay;

static void
log_entry_free (gpointer data)
{
  GameScenarioLogEntry *e = data;

  g_free (e->action);
  g_free (e->text);
  g_free (e);
}

/* Each line as the viewer read it when it happened. */
static void
on_event (gconstpointer    state,
          const GameEvent *event,
          gpointer         user_data)
{
  Replay *replay = user_data;
  char *text = replay->rules->text.describe_event (state, event, replay->viewer);
  GameScenarioLogEntry *e;

  /* Events the game does not tell this viewer have no line. */
  if (text == NULL)
    return;
  e = g_new0 (GameScenarioLogEntry, 1);
  e->line = replay->line;
  e->text = text;
  g_ptr_array_add (replay->log, e);
}

/* The record's card db: every card the seats bring, deck by deck, then the shared deck, each
 * of the record's own game (a card id of another game's card is as missing). */
static gpointer
make_db (GameRecord     *record,
         DriveInCatalog *catalog,
         GError        **error)
{
  const GameRules *rules = game_record_get_rules (record);
  gpointer db = rules->cards.db_new ();
  guint n_seats = game_record_get_n_seats (record);

  for (guint s = 0; s <= n_seats; s++)
    {
      const char * const *ids = s < n_seats ? game_record_get_deck (record, s)
                                            : game_record_get_shared (record);

      for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
        {
          DriveInCard *card = drive_in_catalog_lookup (catalog, ids[i]);

          if (card == NULL || game_rules_for_card (card) != rules)
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                           _("The game uses the card %s, which no loaded release has"), ids[i]);
              rules->cards.db_unref (db);
              return NULL;
            }
          rules->cards.db_add_card (db, card);
        }
    }
  return db;
}

static void
print_json (const GameRules *rules,
            gconstpointer    state,
            int              viewer,
            const char      *name,
            guint            n_actions,
            guint            applied,
            GPtrArray       *log,
            const char      *stop)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, name);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, rules->id);
  json_builder_set_member_name (b, "actions");
  json_builder_add_int_value (b, n_actions);
  json_builder_set_member_name (b, "applied");
  json_builder_add_int_value (b, applied);
  json_builder_set_member_name (b, "error");
  if (stop != NULL)
    json_builder_add_string_value (b, stop);
  else
    json_builder_add_null_value (b);
  cli_position_json_result (b, rules, state);
  /* The position is told from @viewer's projection: it cannot name a card @viewer may not
   * see. */
  cli_position_json (b, rules, state, viewer, NULL, NULL);
  cli_position_json_log (b, log);
  cli_position_json_legal (b, rules, state, viewer);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  cli_print_json (root);
}


/* ------------------------------------------------------------------------------------ */
/* The command                                                                          */

int
cli_replay (int    argc,
            char **argv)
{
  gboolean json = FALSE;
  gint64 n_wanted = -1;
  g_autofree char *viewer_text = NULL;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { "viewer", 0, 0, G_OPTION_ARG_STRING, &viewer_text,
      N_("Show only what seat N knew (or “public”: what every seat knew)"), N_("N") },
    { "actions", 0, 0, G_OPTION_ARG_INT64, &n_wanted,
      N_("Stop after the first N actions (default: all)"), N_("N") },
    { NULL }
  };
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (log_entry_free);
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autofree uint16_t *storage = NULL;
  g_autofree char *name = NULL;
  g_autofree char *stop = NULL;
  const GameRules *rules;
  const GameScenarioHooks *hooks;
  const DriveInGameInfo *info;
  gpointer state = NULL, db = NULL;
  Replay replay = { NULL, log, 0, GAME_VIEWER_ALL };
  guint n_actions, applied = 0;
  GameSetup setup;
  int status = CLI_EXIT_FAILURE;

  if (!cli_parse_options (cli_lookup_command ("replay"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("replay: which saved game?") : _("replay: one game at a time"));
      return CLI_EXIT_FAILURE;
    }

  file = g_file_new_for_commandline_arg (argv[1]);
  name = g_file_get_parse_name (file);
  /* The file says its game. */
  record = game_record_load (file, NULL, &error);
  if (record == NULL)
    {
      cli_print_problems (error->message);
      return CLI_EXIT_FAILURE;
    }
  rules = replay.rules = game_record_get_rules (record);
  info = drive_in_game_info_lookup (rules->id);
  hooks = game_scenario_hooks_lookup (rules->id);
  if (viewer_text != NULL
      && !cli_position_parse_viewer (viewer_text, game_record_get_n_seats (record),
                                     &replay.viewer, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  /* The library's releases and every game's built-in sets, as the app has them. */
  catalog = cli_load_catalog ();
  cli_add_game_cards (catalog, NULL);
  db = make_db (record, catalog, &error);
  state = game_state_new (rules);
  if (db == NULL || !game_record_make_setup (record, db, &setup, &storage, &error)
      || !rules->play.init (state, &setup, on_event, &replay, &error))
    {
      cli_error ("%s: %s", name, error->message);
      goto out;
    }

  n_actions = game_record_get_n_actions (record);
  if (n_wanted >= 0 && (guint64) n_wanted < n_actions)
    n_actions = (guint) n_wanted;
  for (guint i = 0; i < n_actions; i++)
    {
      const GameAction *action = game_record_get_action (record, i);
      GameScenarioLogEntry *e = g_new0 (GameScenarioLogEntry, 1);

      /* The action as the viewer knew the cards when it was chosen, in the machine form of
       * the game's scenario files (a log line is a scenario's action line). */
      e->line = i + 1;
      e->action = hooks != NULL && hooks->action_to_string_for != NULL
                  ? hooks->action_to_string_for (state, action, replay.viewer)
                  : game_rules_action_to_string_for (rules, state, action, replay.viewer);
      e->text = rules->text.describe_action (state, action, replay.viewer);
      g_ptr_array_add (log, e);
      replay.line = i + 1;
      if (!rules->play.apply (state, action, on_event, &replay, &error))
        {
          /* Translators: "Action 12 of the game does not replay: ...". */
          stop = g_strdup_printf (_("Action %u of the game does not replay: %s"), i + 1,
                                  error->message);
          break;
        }
      applied++;
    }

  if (json)
    print_json (rules, state, replay.viewer, name, game_record_get_n_actions (record),
                applied, log, stop);
  else
    {
      /* Translators: "Game x.drive-in-game (Groo): 12 of 80 actions replayed". */
      g_print (_("Game %s (%s): %u of %u actions replayed\n"), name,
               info != NULL ? drive_in_game_info_get_label (info) : rules->id, applied,
               game_record_get_n_actions (record));
      cli_position_print (rules, state, replay.viewer, NULL, NULL);
      cli_position_print_log (log, _("action"));
      cli_position_print_end (rules, state, replay.viewer);
      if (stop != NULL)
        g_print (_("\nStopped: %s\n"), stop);
    }
  if (stop != NULL)
    cli_print_problems (stop);
  else
    status = CLI_EXIT_OK;

out:
  g_free (state);
  if (db != NULL)
    rules->cards.db_unref (db);
  return status;
}
