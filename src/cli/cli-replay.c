/* cli-replay.c: drive-in-cli replay: a saved game replayed, shown as one seat saw it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cli-position.h"
#include "cli-private.h"
#include "cli-replay.h"
#include "drive-in-error.h"
#include "gros-game-record.h"

typedef struct
{
  GPtrArray *log;      /* GameScenarioLogEntry */
  guint      line;     /* the action being applied (1-based), 0 during the set-up */
  int        viewer;
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
on_event (const GrosGame  *game,
          const GrosEvent *event,
          gpointer         user_data)
{
  Replay *replay = user_data;
  GameScenarioLogEntry *e = g_new0 (GameScenarioLogEntry, 1);

  e->line = replay->line;
  e->text = gros_game_describe_event_for (game, event, replay->viewer);
  g_ptr_array_add (replay->log, e);
}

/* The game's own card db: the decks' cards, deck by deck, from the catalog. */
static GrosCardDb *
make_db (GrosGameRecord *record,
         DriveInCatalog    *catalog,
         GError        **error)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();

  for (guint s = 0; s < gros_game_record_get_n_seats (record); s++)
    {
      const char * const *ids = gros_game_record_get_deck (record, s);

      for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
        {
          DriveInCard *card = drive_in_catalog_lookup (catalog, ids[i]);

          if (card == NULL)
            {
              g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                           _("The game uses the card %s, which no loaded release has"), ids[i]);
              return NULL;
            }
          gros_card_db_add_card (db, card);
        }
    }
  return g_steal_pointer (&db);
}

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
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GrosCardDb) db = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) log = g_ptr_array_new_with_free_func (log_entry_free);
  g_autofree uint16_t *storage = NULL;
  g_autofree GrosGame *game = g_new0 (GrosGame, 1);
  g_autofree char *name = NULL;
  g_autofree char *stop = NULL;
  Replay replay = { log, 0, GROS_VIEWER_ALL };
  CliPosition pos;
  GrosGameSetup setup;
  guint n_actions, applied = 0;

  if (!cli_parse_options (cli_lookup_command ("replay"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("replay: which saved game?") : _("replay: one game at a time"));
      return CLI_EXIT_FAILURE;
    }

  file = g_file_new_for_commandline_arg (argv[1]);
  name = g_file_get_parse_name (file);
  record = gros_game_record_load (file, NULL, &error);
  if (record == NULL)
    {
      cli_print_problems (error->message);
      return CLI_EXIT_FAILURE;
    }
  if (viewer_text != NULL
      && !cli_position_parse_viewer (viewer_text, gros_game_record_get_n_seats (record),
                                     &replay.viewer, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  catalog = cli_load_catalog ();
  db = make_db (record, catalog, &error);
  if (db == NULL || !gros_game_record_make_setup (record, db, &setup, &storage, &error)
      || !gros_game_init (game, db, &setup, on_event, &replay, &error))
    {
      cli_error ("%s: %s", name, error->message);
      return CLI_EXIT_FAILURE;
    }

  n_actions = gros_game_record_get_n_actions (record);
  if (n_wanted >= 0 && (guint64) n_wanted < n_actions)
    n_actions = (guint) n_wanted;
  for (guint i = 0; i < n_actions; i++)
    {
      const GrosAction *action = gros_game_record_get_action (record, i);
      GameScenarioLogEntry *e = g_new0 (GameScenarioLogEntry, 1);

      /* The action as the viewer knew the cards when it was chosen. */
      e->line = i + 1;
      e->action = gros_action_to_string_for (game, action, replay.viewer);
      e->text = gros_game_describe_action_for (game, action, replay.viewer);
      g_ptr_array_add (log, e);
      replay.line = i + 1;
      if (!gros_game_apply (game, action, on_event, &replay, &error))
        {
          /* Translators: "Action 12 of the game does not replay: ...". */
          stop = g_strdup_printf (_("Action %u of the game does not replay: %s"), i + 1,
                                  error->message);
          break;
        }
      applied++;
    }

  pos = (CliPosition) { game, replay.viewer, NULL, NULL };
  if (json)
    {
      g_autoptr(JsonObject) head = json_object_new ();
      g_autoptr(JsonNode) root = NULL;

      json_object_set_string_member (head, "file", name);
      json_object_set_int_member (head, "actions", gros_game_record_get_n_actions (record));
      json_object_set_int_member (head, "applied", applied);
      if (stop != NULL)
        json_object_set_string_member (head, "error", stop);
      else
        json_object_set_null_member (head, "error");
      root = cli_position_to_json (&pos, head, log, NULL);
      cli_print_json (root);
    }
  else
    {
      g_print (_("Game %s: %u of %u actions replayed\n"), name, applied,
               gros_game_record_get_n_actions (record));
      cli_position_print (&pos);
      cli_position_print_log (log, _("action"));
      cli_position_print_end (&pos);
      if (stop != NULL)
        g_print (_("\nStopped: %s\n"), stop);
    }
  if (stop != NULL)
    {
      cli_print_problems (stop);
      return CLI_EXIT_FAILURE;
    }
  return CLI_EXIT_OK;
}
