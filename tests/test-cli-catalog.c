/* test-cli-catalog.c: drive-in-cli cards, show, packs and import, run as a user would. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include <json-glib/json-glib.h>

#include "gros-test-util.h"

/* The built drive-in-cli: $DRIVE_IN_CLI, else the first argument meson passes. */
static char *cli_path;

typedef struct
{
  char *data_home;  /* this test's own XDG_DATA_HOME */
  int   status;
  char *out;
  char *err;
} Cli;

static void
cli_setup (Cli           *cli,
           gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *template = g_build_filename (gros_test_get_data_home (), "cli-XXXXXX", NULL);

  cli->data_home = g_mkdtemp (g_steal_pointer (&template));
  g_assert_nonnull (cli->data_home);
}

static void
cli_teardown (Cli           *cli,
              gconstpointer  user_data)
{
  gros_test_rm_rf (cli->data_home);
  g_free (cli->data_home);
  g_free (cli->out);
  g_free (cli->err);
}

/* Runs drive-in-cli with the NULL-terminated arguments; returns its exit status. */
static int
run (Cli        *cli,
     const char *first,
     ...)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list va;

  g_ptr_array_add (args, cli_path);
  va_start (va, first);
  for (arg = first; arg != NULL; arg = va_arg (va, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (va);
  g_ptr_array_add (args, NULL);

  g_clear_pointer (&cli->out, g_free);
  g_clear_pointer (&cli->err, g_free);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", cli->data_home, TRUE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &cli->out, &cli->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  cli->status = g_subprocess_get_exit_status (process);

  if (*cli->err != '\0')
    g_test_message ("stderr of %s: %s", first != NULL ? first : "(no command)", cli->err);
  return cli->status;
}

static char *
fixture_path (const char *name)
{
  g_autofree char *relative = g_build_filename ("fixtures", "releases", name, NULL);
  g_autoptr(GFile) file = gros_test_get_source_file (relative);

  return g_file_get_path (file);
}

static void
import_fixture (Cli        *cli,
                const char *name)
{
  g_autofree char *path = fixture_path (name);

  g_assert_cmpint (run (cli, "import", path, NULL), ==, 0);
}

/* The JSON document on stdout; fails the test when there is anything else. */
static JsonNode *
parse_out (Cli *cli)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, cli->out, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (json_parser_get_root (parser));
  return json_node_ref (json_parser_get_root (parser));
}

static JsonObject *
find_by_id (JsonArray  *array,
            const char *id)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);

      if (g_strcmp0 (json_object_get_string_member (object, "id"), id) == 0)
        return object;
    }
  return NULL;
}

static void
assert_card_keys (JsonObject *card)
{
  const char *keys[] = {
    "id", "number", "release", "name", "original_name", "type", "extra", "stat", "popcorn",
    "bucket", "traits", "display_traits", "title", "original_title", "quote", "abilities",
    "pack", "pack_name", "art",
  };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (!json_object_has_member (card, keys[i]))
      g_error ("card %s has no '%s'", json_object_get_string_member (card, "id"), keys[i]);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_object_get_member (card, "traits")));
}

/* ------------------------------------------------------------------------------------ */

static void
test_help (Cli           *cli,
           gconstpointer  user_data)
{
  const char *commands[] = { "cards", "show", "packs", "import" };

  g_assert_cmpint (run (cli, "--help", NULL), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *line = g_strdup_printf ("\n  %s ", commands[i]);
      g_assert_nonnull (strstr (cli->out, line));
    }

  g_assert_cmpint (run (cli, "show", "--help", NULL), ==, 0);
  g_assert_nonnull (strstr (cli->out, "drive-in-cli show"));
  g_assert_nonnull (strstr (cli->out, "--json"));

  /* Misuse is an error, with status 2. */
  g_assert_cmpint (run (cli, NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "Usage"));
  g_assert_cmpint (run (cli, "frobnicate", NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "unknown command 'frobnicate'"));
  g_assert_cmpint (run (cli, "cards", "--bogus", NULL), ==, 2);
  g_assert_cmpint (run (cli, "cards", "surplus", NULL), ==, 2);
  g_assert_cmpint (run (cli, "show", NULL), ==, 2);
}

static void
test_cards_starter (Cli           *cli,
                    gconstpointer  user_data)
{
  g_autoptr(JsonNode) root = NULL;
  JsonArray *cards;

  g_assert_cmpint (run (cli, "cards", "--json", NULL), ==, 0);
  root = parse_out (cli);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (root));
  cards = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (cards), >, 0);
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      JsonObject *card = json_array_get_object_element (cards, i);

      assert_card_keys (card);
      g_assert_cmpstr (json_object_get_string_member (card, "release"), ==, "drive-in");
    }
}

static void
test_cards_json (Cli           *cli,
                 gconstpointer  user_data)
{
  g_autoptr(JsonNode) root = NULL;
  JsonArray *cards;
  JsonArray *traits;
  JsonObject *card;

  import_fixture (cli, "good");
  g_assert_nonnull (strstr (cli->out, "Imported fixture"));

  g_assert_cmpint (run (cli, "cards", "--release", "fixture", "--json", NULL), ==, 0);
  root = parse_out (cli);
  cards = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (cards), ==, 9);

  card = find_by_id (cards, "fixture:01-01");
  g_assert_nonnull (card);
  assert_card_keys (card);
  g_assert_cmpstr (json_object_get_string_member (card, "number"), ==, "01-01");
  g_assert_cmpstr (json_object_get_string_member (card, "name"), ==, "Night Watchman");
  g_assert_cmpstr (json_object_get_string_member (card, "type"), ==, "character");
  g_assert_cmpint (json_object_get_int_member (card, "stat"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (card, "popcorn"), ==, 1);
  g_assert_true (json_object_get_boolean_member (card, "bucket"));
  traits = json_object_get_array_member (card, "traits");
  g_assert_cmpuint (json_array_get_length (traits), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (traits, 1), ==, "Old");
  g_assert_cmpstr (json_object_get_string_member (card, "title"), ==, "Watch");
  g_assert_cmpstr (json_object_get_string_member (card, "pack"), ==, "fixture:01");
  g_assert_cmpstr (json_object_get_string_member (card, "pack_name"), ==, "Dockside & Drive-In");
  g_assert_true (g_str_has_suffix (json_object_get_string_member (card, "art"),
                                   "/drive-in/releases/fixture/thumb/01-01.png"));

  /* "*" for a variable stat, null when none is printed. */
  card = find_by_id (cards, "fixture:02-02");
  g_assert_cmpstr (json_object_get_string_member (card, "stat"), ==, "*");
  card = find_by_id (cards, "fixture:01-04");
  g_assert_true (json_object_get_null_member (card, "stat"));
  g_assert_cmpstr (json_object_get_string_member (card, "type"), ==, "special-effect");
  card = find_by_id (cards, "fixture:02-04");
  g_assert_true (json_object_get_boolean_member (card, "extra"));
  g_assert_true (json_object_get_null_member (card, "art"));
}

static guint
count_cards (Cli        *cli,
             const char *option,
             const char *value)
{
  g_autoptr(JsonNode) root = NULL;

  g_assert_cmpint (run (cli, "cards", "--release", "fixture", option, value, "--json", NULL),
                   ==, 0);
  root = parse_out (cli);
  return json_array_get_length (json_node_get_array (root));
}

static void
test_cards_filters (Cli           *cli,
                    gconstpointer  user_data)
{
  import_fixture (cli, "good");

  g_assert_cmpuint (count_cards (cli, "--type", "creature"), ==, 1);
  g_assert_cmpuint (count_cards (cli, "--type", "character"), ==, 3);
  g_assert_cmpuint (count_cards (cli, "--type", "Special Effect"), ==, 1);
  g_assert_cmpuint (count_cards (cli, "--trait", "aquatic"), ==, 2);
  g_assert_cmpuint (count_cards (cli, "--trait", "Nobody"), ==, 0);
  g_assert_cmpuint (count_cards (cli, "--search", "DRIVE-IN"), ==, 1);
  g_assert_cmpuint (count_cards (cli, "--search", "attack aquatic"), ==, 1);

  g_assert_cmpint (run (cli, "cards", "--type", "monster", NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "unknown card type 'monster'"));
  g_assert_cmpint (run (cli, "cards", "--release", "nope", NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "no release 'nope'"));
}

static void
test_cards_text (Cli           *cli,
                 gconstpointer  user_data)
{
  g_auto(GStrv) lines = NULL;
  const char *type_column;
  const char *name_column;

  import_fixture (cli, "good");
  g_assert_cmpint (run (cli, "cards", "--release", "fixture", NULL), ==, 0);

  lines = g_strsplit (cli->out, "\n", -1);
  /* A header, nine cards, and the final newline. */
  g_assert_cmpuint (g_strv_length (lines), ==, 11);
  g_assert_true (g_str_has_prefix (lines[0], "ID"));
  g_assert_true (g_str_has_prefix (lines[1], "fixture:01-01 "));

  /* Columns line up with the header. */
  type_column = strstr (lines[0], "TYPE");
  name_column = strstr (lines[0], "NAME");
  for (guint i = 1; i < 10; i++)
    {
      g_assert_cmpuint (strlen (lines[i]), >, name_column - lines[0]);
      g_assert_true (lines[i][type_column - lines[0] - 1] == ' ');
      g_assert_true (lines[i][type_column - lines[0]] != ' ');
      g_assert_true (lines[i][name_column - lines[0] - 1] == ' ');
      g_assert_true (lines[i][name_column - lines[0]] != ' ');
    }
  g_assert_true (g_str_has_suffix (lines[1], "Night Watchman"));
}

static void
test_show (Cli           *cli,
           gconstpointer  user_data)
{
  g_autoptr(JsonNode) root = NULL;
  JsonObject *card;

  import_fixture (cli, "good");

  g_assert_cmpint (run (cli, "show", "fixture:01-02", "--json", NULL), ==, 0);
  root = parse_out (cli);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  card = json_node_get_object (root);
  assert_card_keys (card);
  g_assert_cmpstr (json_object_get_string_member (card, "name"), ==, "Lagoon Lurker");
  g_assert_cmpint (json_object_get_int_member (card, "stat"), ==, 9);

  g_assert_cmpint (run (cli, "show", "fixture:01-01", NULL), ==, 0);
  g_assert_true (g_str_has_prefix (cli->out, "fixture:01-01  Night Watchman\n"));
  g_assert_nonnull (strstr (cli->out, "Defense:"));
  g_assert_nonnull (strstr (cli->out, "Character"));
  g_assert_nonnull (strstr (cli->out, "Old"));

  g_assert_cmpint (run (cli, "show", "fixture:99-99", NULL), ==, 2);
  g_assert_cmpstr (cli->out, ==, "");
  g_assert_nonnull (strstr (cli->err, "no card 'fixture:99-99'"));

  /* A bare number gets a suggestion. */
  g_assert_cmpint (run (cli, "show", "02-10", NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "fixture:02-10"));
}

static void
test_packs (Cli           *cli,
            gconstpointer  user_data)
{
  g_autoptr(JsonNode) root = NULL;
  JsonArray *packs;
  JsonObject *pack;
  JsonArray *cards;

  import_fixture (cli, "good");

  g_assert_cmpint (run (cli, "packs", "--release", "fixture", "--json", NULL), ==, 0);
  root = parse_out (cli);
  packs = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (packs), ==, 2);
  pack = find_by_id (packs, "fixture:01");
  g_assert_nonnull (pack);
  g_assert_cmpstr (json_object_get_string_member (pack, "name"), ==, "Dockside & Drive-In");
  g_assert_cmpstr (json_object_get_string_member (pack, "kind"), ==, "feature");
  cards = json_object_get_array_member (pack, "cards");
  g_assert_cmpuint (json_array_get_length (cards), ==, 4);
  g_assert_cmpstr (json_array_get_string_element (cards, 0), ==, "fixture:01-01");

  g_assert_cmpint (run (cli, "packs", "--release", "fixture", NULL), ==, 0);
  g_assert_nonnull (strstr (cli->out, "fixture:02"));
  g_assert_nonnull (strstr (cli->out, "Second Feature"));
}

static void
test_import_errors (Cli           *cli,
                    gconstpointer  user_data)
{
  g_autofree char *bad = fixture_path ("unknown-type");
  g_autofree char *unsafe = fixture_path ("unsafe-sigil");
  g_autofree char *expected = NULL;
  g_autofree char *releases = g_build_filename (cli->data_home, "drive-in", "releases", NULL);
  g_auto(GStrv) lines = NULL;

  g_assert_cmpint (run (cli, "import", bad, NULL), ==, 2);
  expected = g_strdup_printf ("%s/list.json: card 01-02: unknown type 'monster'\n", bad);
  g_assert_cmpstr (cli->err, ==, expected);
  g_assert_false (g_file_test (releases, G_FILE_TEST_EXISTS));

  g_assert_cmpint (run (cli, "import", unsafe, NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "manifest.json: sigil 'Bad/Sigil' is not a safe name"));

  g_assert_cmpint (run (cli, "import", "/nonexistent/release", NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "/nonexistent/release/manifest.json: "));

  /* Every problem on its own line, each naming the file. */
  {
    g_autofree char *many = fixture_path ("missing-field");

    g_assert_cmpint (run (cli, "import", many, NULL), ==, 2);
    lines = g_strsplit (g_strchomp (cli->err), "\n", -1);
    g_assert_cmpuint (g_strv_length (lines), ==, 3);
    for (guint i = 0; lines[i] != NULL; i++)
      g_assert_true (g_str_has_prefix (lines[i], many));
  }
}

static void
test_broken_release_in_library (Cli           *cli,
                                gconstpointer  user_data)
{
  g_autofree char *broken = fixture_path ("bad-stat");
  g_autofree char *target = g_build_filename (cli->data_home, "drive-in", "releases", "broken",
                                              NULL);
  g_autofree char *command = NULL;
  g_autoptr(JsonNode) root = NULL;

  import_fixture (cli, "good");
  g_assert_cmpint (g_mkdir_with_parents (target, 0755), ==, 0);
  command = g_strdup_printf ("cp %s/manifest.json %s/list.json %s", broken, broken, target);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));

  /* The other releases still list; the broken one is reported with file and card. */
  g_assert_cmpint (run (cli, "cards", "--release", "fixture", "--json", NULL), ==, 0);
  root = parse_out (cli);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (root)), ==, 9);
  g_assert_nonnull (strstr (cli->err,
                            "/broken/list.json: card 01-01: stat 'lots' is not a number"));
}

static void
test_shared_release (Cli           *cli,
                     gconstpointer  user_data)
{
  g_autoptr(GFile) shared = gros_test_get_shared_release ();
  g_autoptr(JsonNode) cards = NULL;
  g_autoptr(JsonNode) packs = NULL;
  gboolean found = FALSE;

  if (shared == NULL)
    {
      g_test_skip ("the shared gros-dc release is not there");
      return;
    }

  g_assert_cmpint (run (cli, "import", g_file_peek_path (shared), NULL), ==, 0);
  g_assert_cmpint (run (cli, "cards", "--release", "gros-dc", "--json", NULL), ==, 0);
  cards = parse_out (cli);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (cards)), ==, 160);

  g_assert_cmpint (run (cli, "packs", "--release", "gros-dc", "--json", NULL), ==, 0);
  packs = parse_out (cli);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (packs)), ==, 10);
  for (guint i = 0; i < 10; i++)
    {
      JsonObject *pack = json_array_get_object_element (json_node_get_array (packs), i);
      if (g_str_equal (json_object_get_string_member (pack, "name"), "Cops & Bombers"))
        found = TRUE;
    }
  g_assert_true (found);

  g_assert_cmpint (run (cli, "show", "gros-dc:01-01", NULL), ==, 0);
}

/* Each game's cards carry their own printed values: GROS's stat, popcorn, Bucket and Title word
 * only on GROS's cards, another game's as its attributes. */
static void
test_cards_game_values (Cli           *cli,
                        gconstpointer  user_data)
{
  const char *gros_only[] = { "extra", "stat", "popcorn", "bucket", "title", "original_title" };
  const char *games[] = { "grotto-beasts", "groo", "gruff" };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr(JsonNode) root = NULL;
      JsonArray *cards;

      g_assert_cmpint (run (cli, "cards", "--game", games[g], "--json", NULL), ==, 0);
      root = parse_out (cli);
      cards = json_node_get_array (root);
      g_assert_cmpuint (json_array_get_length (cards), >, 0);
      for (guint i = 0; i < json_array_get_length (cards); i++)
        {
          JsonObject *card = json_array_get_object_element (cards, i);

          g_assert_cmpstr (json_object_get_string_member (card, "game"), ==, games[g]);
          g_assert_true (json_object_has_member (card, "attributes"));
          for (guint k = 0; k < G_N_ELEMENTS (gros_only); k++)
            if (json_object_has_member (card, gros_only[k]))
              g_error ("%s's card %s has GROS's '%s'", games[g],
                       json_object_get_string_member (card, "id"), gros_only[k]);
        }
    }
}

/* drive-in-cli print: the shared sheets and a game's own (GROS's title) listed and run; each
 * refuses what it cannot print. */
static void
test_print (Cli           *cli,
            gconstpointer  user_data)
{
  g_autofree char *title_pdf = g_build_filename (cli->data_home, "title.pdf", NULL);
  g_autofree char *reference_pdf = g_build_filename (cli->data_home, "reference.pdf", NULL);
  g_autofree char *output = NULL;
  const char *commands[] = { "title", "list", "proxies", "turn-reference" };

  g_assert_cmpint (run (cli, "print", "--help", NULL), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *line = g_strdup_printf ("\n  %s ", commands[i]);

      g_assert_nonnull (strstr (cli->out, line));
    }

  output = g_strdup_printf ("--output=%s", title_pdf);
  g_assert_cmpint (run (cli, "print", "title", "--title=Night of the Lab", "--format=episode",
                        "--player=Ann", "--no-date", output, NULL), ==, 0);
  g_assert_nonnull (strstr (cli->out, "(1 page)"));
  g_assert_true (g_file_test (title_pdf, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (run (cli, "print", "title", "--title=X", "--format=bogus", output, NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "print title: unknown format 'bogus'"));
  g_assert_cmpint (run (cli, "print", "title", output, NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "which Title?"));

  g_clear_pointer (&output, g_free);
  output = g_strdup_printf ("--output=%s", reference_pdf);
  g_assert_cmpint (run (cli, "print", "turn-reference", "--game=groo", output, NULL), ==, 0);
  g_assert_true (g_file_test (reference_pdf, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (run (cli, "print", "turn-reference", "--game=gruff", output, NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "gruff has no turn reference"));
  g_assert_cmpint (run (cli, "print", "poster", NULL), ==, 2);
  g_assert_nonnull (strstr (cli->err, "unknown command 'poster'"));
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  if (g_getenv ("DRIVE_IN_CLI") != NULL)
    cli_path = g_strdup (g_getenv ("DRIVE_IN_CLI"));
  else if (argc > 1)
    cli_path = g_strdup (argv[1]);
  else
    g_error ("give the path of drive-in-cli as argument or in $DRIVE_IN_CLI");

#define ADD(path, func) g_test_add (path, Cli, NULL, cli_setup, func, cli_teardown)
  ADD ("/drive-in/cli/help", test_help);
  ADD ("/drive-in/cli/cards-starter", test_cards_starter);
  ADD ("/drive-in/cli/cards-json", test_cards_json);
  ADD ("/drive-in/cli/cards-filters", test_cards_filters);
  ADD ("/drive-in/cli/cards-text", test_cards_text);
  ADD ("/drive-in/cli/show", test_show);
  ADD ("/drive-in/cli/packs", test_packs);
  ADD ("/drive-in/cli/import-errors", test_import_errors);
  ADD ("/drive-in/cli/broken-release-in-library", test_broken_release_in_library);
  ADD ("/drive-in/cli/shared-gros-dc", test_shared_release);
  ADD ("/drive-in/cli/print", test_print);
  ADD ("/drive-in/cli/cards-game-values", test_cards_game_values);
#undef ADD

  return g_test_run ();
}
