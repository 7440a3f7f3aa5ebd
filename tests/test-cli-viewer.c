/* test-cli-viewer.c: drive-in-cli scenario and replay with --viewer: the position, log and
 * legal actions as one seat sees them, nothing of a card hidden from it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <string.h>
#include <sys/wait.h>
#include <json-glib/json-glib.h>

#include "gros-game-record.h"
#include "gros-hidden-common.h"
#include "game-scenario.h"
#include "gros-game-id.h"

static const char *cli_path;

/* Runs drive-in-cli with @args; returns its exit status, its output in @out_stdout. */
static int
run_cli (const char * const *args,
         char              **out_stdout)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_strv_builder_add (builder, cli_path);
  g_strv_builder_addv (builder, (const char **) args);
  argv = g_strv_builder_end (builder);
  g_spawn_sync (NULL, argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, out_stdout, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

static char *
source_path (const char *relative)
{
  g_autoptr(GFile) file = gros_test_get_source_file (relative);

  return g_file_get_path (file);
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

/* Every card object of the document: hidden ones carry an alias only. */
static void
check_card_objects (JsonNode *node,
                    guint    *n_hidden,
                    guint    *n_named)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        check_card_objects (json_array_get_element (array, i), n_hidden, n_named);
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      if (json_object_has_member (object, "hidden"))
        {
          g_assert_true (json_object_has_member (object, "alias"));
          g_assert_false (json_object_has_member (object, "instance"));
          g_assert_false (json_object_has_member (object, "id"));
          g_assert_false (json_object_has_member (object, "name"));
          g_assert_false (json_object_has_member (object, "label"));
          g_assert_false (json_object_has_member (object, "defense"));
          (*n_hidden)++;
        }
      else if (json_object_has_member (object, "instance"))
        (*n_named)++;
      for (GList *m = members; m != NULL; m = m->next)
        check_card_objects (json_object_get_member (object, m->data), n_hidden, n_named);
    }
}

/* Seat 1 places "Velvet Gambit" face down and keeps "Lantern Mime": seat 2 and the public
 * view are told neither, by name, Title word, id, label or instance; seat 1 and the file's
 * author see both. */
static void
test_scenario_viewer (void)
{
  g_autofree char *path = source_path ("scenarios/viewer-face-down.scenario");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GameScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  const char *secrets[] = { "Velvet Gambit", "Lantern Mime", "Gambit", "Lantern", "@gambit",
                            "@mime", "scenario:velvet", "scenario:lantern" };
  const char *views[] = { "2", "public" };
  int gambit, mime;

  scenario = game_scenario_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (game_scenario_run (scenario, GAME_VIEWER_ALL, &error));
  gambit = game_scenario_lookup_label (scenario, "gambit");
  mime = game_scenario_lookup_label (scenario, "mime");
  g_assert_cmpint (gambit, >=, 0);

  for (guint v = 0; v < G_N_ELEMENTS (views); v++)
    for (guint json = 0; json < 2; json++)
      {
        const char *args[] = { "scenario", path, "--viewer", views[v], json ? "--json" : NULL,
                               NULL };
        g_autofree char *out = NULL;
        g_autofree char *gambit_instance = g_strdup_printf ("#%d ", gambit);
        g_autofree char *mime_instance = g_strdup_printf ("#%d ", mime);

        g_assert_cmpint (run_cli (args, &out), ==, 0);
        for (guint k = 0; k < G_N_ELEMENTS (secrets); k++)
          if (strstr (out, secrets[k]) != NULL)
            g_error ("--viewer %s shows “%s”:\n%s", views[v], secrets[k], out);
        g_assert_null (strstr (out, gambit_instance));
        g_assert_null (strstr (out, mime_instance));
        g_assert_nonnull (strstr (out, "Seat 1 places a card face down"));
        if (json)
          {
            g_autoptr(JsonParser) parser = json_parser_new ();
            JsonObject *root = parse_object (parser, out);
            guint n_hidden = 0, n_named = 0;

            check_card_objects (json_parser_get_root (parser), &n_hidden, &n_named);
            /* Both decks, the hand and the Twist are hidden; the two Bystanders in play show. */
            g_assert_cmpuint (n_hidden, ==, 12);
            g_assert_cmpuint (n_named, ==, 2);
            /* Seat 1 decides: its options are not for the viewer. */
            g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "legal")),
                              ==, 0);
            g_assert_true (json_object_has_member (json_object_get_object_member (root,
                                                                                  "position"),
                                                   "viewer"));
          }
      }

  /* The seat that placed it, and the file's author, see both cards. */
  {
    const char *mine[] = { "scenario", path, "--viewer", "1", NULL };
    const char *all[] = { "scenario", path, NULL };
    g_autofree char *out = NULL;

    g_assert_cmpint (run_cli (mine, &out), ==, 0);
    g_assert_nonnull (strstr (out, "Velvet Gambit"));
    g_assert_nonnull (strstr (out, "Lantern Mime"));
    g_assert_nonnull (strstr (out, "Legal actions (seat 1"));
    g_clear_pointer (&out, g_free);
    g_assert_cmpint (run_cli (all, &out), ==, 0);
    g_assert_nonnull (strstr (out, "Seat 1 plays Velvet Gambit"));
  }
}

/* A seat that is not there is refused with a message, and exit status 2. */
static void
test_scenario_bad_viewer (void)
{
  g_autofree char *path = source_path ("scenarios/viewer-face-down.scenario");
  const char *args[] = { "scenario", path, "--viewer", "3", NULL };
  const char *words[] = { "scenario", path, "--viewer", "someone", NULL };
  g_autofree char *out = NULL;

  g_assert_cmpint (run_cli (args, &out), ==, 2);
  g_clear_pointer (&out, g_free);
  g_assert_cmpint (run_cli (words, &out), ==, 2);
}

/* The catalog's cards of a record's decks, in deck order (as the table and the CLI make it). */
static GrosCardDb *
record_db (GrosGameRecord *record,
           DriveInCatalog    *catalog)
{
  GrosCardDb *db = gros_card_db_new ();

  for (guint s = 0; s < gros_game_record_get_n_seats (record); s++)
    {
      const char * const *ids = gros_game_record_get_deck (record, s);

      for (guint i = 0; ids[i] != NULL; i++)
        {
          DriveInCard *card = drive_in_catalog_lookup (catalog, ids[i]);

          g_assert_nonnull (card);
          gros_card_db_add_card (db, card);
        }
    }
  return db;
}

typedef struct
{
  int        viewer;
  GPtrArray *lines;
  HiddenOracle *oracle;
  HiddenSecrets *secrets;
} Lines;

static void
on_event (const GrosGame  *game,
          const GrosEvent *event,
          gpointer         user_data)
{
  Lines *lines = user_data;
  g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *message = NULL;
  char *line;

  /* Each line names no card the oracle says is hidden from the viewer when it is written;
   * an event the board's log tells in no line of its own has none
   * (GameRules.text.describe_event). */
  hidden_oracle_event (game, event, lines->oracle);
  line = gros_game_describe_log_event_for (game, event, lines->viewer);
  if (line == NULL)
    return;
  g_ptr_array_add (lines->lines, line);
  g_ptr_array_add (shown, g_strdup (line));
  hidden_secrets_reset (lines->secrets);
  gros_hidden_collect_secrets (game, lines->oracle, lines->viewer, lines->secrets);
  hidden_secrets_prepare (lines->secrets);
  if (!hidden_info_check_texts (shown, NULL, lines->secrets, &message))
    g_error ("replay, viewer %d: %s", lines->viewer, message);
}

/* A saved game of four seats, replayed as each seat and the public view: the JSON position
 * names no card hidden from the viewer (checked as the property test checks), its log is the
 * viewer's lines as they read when each event happened, and the legal actions show only to
 * the decider. */
static void
test_replay_viewer (void)
{
  g_autofree char *path = source_path ("fuzz/record/game-4seats");
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(GrosCardDb) db = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree GrosGame *game = g_new (GrosGame, 1);
  guint n_seats, checked = 0;

  {
    g_autoptr(GFile) file = g_file_new_for_path (path);

    record = gros_game_record_load (file, NULL, &error);
  }
  g_assert_no_error (error);
  db = record_db (record, catalog);
  n_seats = gros_game_record_get_n_seats (record);

  for (int viewer = GROS_VIEWER_PUBLIC; viewer < (int) n_seats; viewer++)
    {
      g_autofree char *view = viewer >= 0 ? g_strdup_printf ("%d", viewer + 1)
                                          : g_strdup ("public");
      const char *args[] = { "replay", path, "--viewer", view, "--json", NULL };
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
      g_autofree uint16_t *storage = NULL;
      g_autofree char *out = NULL;
      g_autofree char *message = NULL;
      JsonObject *root;
      JsonArray *log;
      GrosGameSetup setup;
      HiddenSecrets secrets;
      g_autoptr(HiddenOracle) oracle = hidden_oracle_new (game_rules_lookup (GROS_GAME_ID));
      Lines expected = { viewer, lines, oracle, &secrets };
      guint n_hidden = 0, n_named = 0, k = 0;

      if (viewer == GROS_VIEWER_ALL)
        continue;
      g_assert_cmpint (run_cli (args, &out), ==, 0);
      root = parse_object (parser, out);
      /* The text's position too (made from the viewer's projection), checked below with the
       * JSON's; the log's lines were checked as they were written. */
      {
        const char *text_args[] = { "replay", path, "--viewer", view, NULL };
        char *text = NULL;
        char *log_start;

        g_assert_cmpint (run_cli (text_args, &text), ==, 0);
        log_start = strstr (text, "\nLog:\n");
        g_assert_nonnull (log_start);
        *log_start = '\0';
        g_assert_nonnull (strstr (text, "hidden)"));
        g_ptr_array_add (shown, text);
      }

      /* The same game in-process, each event's line for the viewer made as it happens. */
      hidden_secrets_init (&secrets);
      g_assert_true (gros_game_record_make_setup (record, db, &setup, &storage, &error));
      g_assert_true (gros_game_init (game, db, &setup, on_event, &expected, &error));
      for (guint i = 0; i < gros_game_record_get_n_actions (record); i++)
        {
          g_ptr_array_add (lines, NULL); /* the action's own line */
          g_assert_true (gros_game_apply (game, gros_game_record_get_action (record, i), on_event,
                                          &expected, &error));
          {
            g_autofree char *engine = NULL;

            if (!hidden_oracle_check_engine (oracle, game, &engine))
              g_error ("replay, action %u: %s", i, engine);
          }
        }
      /* The CLI's log is the same list: each action's entry, then its events' lines. */
      log = json_object_get_array_member (root, "log");
      g_assert_cmpuint (json_array_get_length (log), ==, lines->len);
      for (guint i = 0; i < lines->len; i++)
        {
          JsonObject *entry = json_array_get_object_element (log, i);

          if (lines->pdata[i] == NULL)
            {
              /* The action: its machine form carries no hidden card's instance. */
              g_assert_false (json_object_get_null_member (entry, "action"));
              g_ptr_array_add (shown, g_strdup (json_object_get_string_member (entry, "action")));
              continue;
            }
          g_assert_cmpstr (json_object_get_string_member (entry, "text"), ==, lines->pdata[i]);
          k++;
        }
      g_assert_cmpuint (k, >, 20);

      /* The position now, as the property test checks it. */
      json_object_remove_member (root, "log");
      check_card_objects (json_parser_get_root (parser), &n_hidden, &n_named);
      g_assert_cmpuint (n_hidden, >, 0);
      g_assert_cmpuint (n_named, >, 0);
      g_ptr_array_add (shown, json_to_string (json_parser_get_root (parser), FALSE));
      {
        g_autofree char *engine = NULL;

        if (!hidden_oracle_check_engine (oracle, game, &engine))
          g_error ("replay: %s", engine);
      }
      hidden_secrets_reset (&secrets);
      gros_hidden_collect_secrets (game, oracle, viewer, &secrets);
      hidden_secrets_prepare (&secrets);
      if (!hidden_info_check_texts (shown, NULL, &secrets, &message))
        g_error ("replay --viewer %s: %s", view, message);
      hidden_secrets_clear (&secrets);
      {
        g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
        guint n = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);

        g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "legal")),
                          ==, viewer == (int) gros_game_get_deciding_seat (game) ? n : 0);
      }
      checked++;
    }
  g_assert_cmpuint (checked, ==, n_seats + 1);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);
  cli_path = argc > 1 ? argv[1] : NULL;
  if (cli_path == NULL || !g_file_test (cli_path, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_printerr ("test-cli-viewer: give the path of drive-in-cli\n");
      return 1;
    }
  g_test_add_func ("/drive-in/cli/viewer/scenario", test_scenario_viewer);
  g_test_add_func ("/drive-in/cli/viewer/bad-viewer", test_scenario_bad_viewer);
  g_test_add_func ("/drive-in/cli/viewer/replay", test_replay_viewer);
  return g_test_run ();
}
