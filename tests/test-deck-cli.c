/* test-deck-cli.c: drive-in-cli validate and deck subcommands, end to end. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <json-glib/json-glib.h>

#include "test-deck-common.h"
#include "gros-deck.h"
#include "grotto-game-id.h"

static char *work_dir;

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs drive-in-cli with the arguments up to NULL; its library is the test's XDG_DATA_HOME. */
static void
run_cli (Run        *run,
         const char *stdin_text,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  const char *arg;
  va_list ap;

  g_ptr_array_add (args, (gpointer) DRIVE_IN_CLI);
  va_start (ap, stdin_text);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  process = g_subprocess_newv ((const char * const *) args->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                 | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, stdin_text, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
  g_test_message ("exit %d\nstdout:\n%s\nstderr:\n%s", run->status, run->out, run->err);
}

static char *
work_path (const char *name)
{
  return g_build_filename (work_dir, name, NULL);
}

static char *
fixture_path (const char *name)
{
  g_autofree char *relative = g_strconcat ("fixtures/decks/", name, NULL);
  g_autoptr(GFile) file = gros_test_get_source_file (relative);

  return g_file_get_path (file);
}

static DriveInDeck *
load_deck (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(GError) error = NULL;
  DriveInDeck *deck = drive_in_deck_load (file, catalog, NULL, &error);

  g_assert_no_error (error);
  return deck;
}

static void
save_deck (DriveInDeck   *deck,
           const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (drive_in_deck_save (deck, file, NULL, &error));
  g_assert_no_error (error);
}

/* A legal Feature Film deck file of the fixture release, and one with 49 cards. */
static void
write_decks (char **out_legal,
             char **out_short)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  const char *packs[] = { "deck-test:01", "deck-test:02", "deck-test:03", NULL };
  const char *extras[] = { "deck-test:04-01", "deck-test:04-02", NULL };
  g_autoptr(DriveInDeck) deck = gros_deck_new_from_packs (catalog, packs, extras, NULL);

  *out_legal = work_path ("legal.gros-deck");
  save_deck (deck, *out_legal);
  drive_in_deck_remove (deck, "deck-test:04-02");
  *out_short = work_path ("short.gros-deck");
  save_deck (deck, *out_short);
}

static void
test_validate_exit_codes (void)
{
  g_autofree char *legal = NULL;
  g_autofree char *short_deck = NULL;
  g_autofree char *missing = work_path ("missing.gros-deck");
  g_autofree char *not_xml = fixture_path ("not-xml.gros-deck");
  g_autofree char *entity = fixture_path ("external-entity.gros-deck");
  g_auto(Run) run = { 0 };

  write_decks (&legal, &short_deck);

  run_cli (&run, NULL, "validate", legal, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "50 cards: legal."));
  run_clear (&run);

  run_cli (&run, NULL, "validate", short_deck, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "not legal, 1 problem:\n"));
  g_assert_nonnull (strstr (run.out, "  The deck has 49 cards; Feature Film decks have exactly 50."
                                     " [deck-size]\n"));
  g_assert_nonnull (strstr (run.out, "Advice:\n"));
  run_clear (&run);

  /* Another format than the deck's own. */
  run_cli (&run, NULL, "validate", "--format", "classic", legal, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "[no-plot-twists]"));
  run_clear (&run);

  run_cli (&run, NULL, "validate", "--format", "standard", legal, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "gros has no variant 'standard'; the variants are "
                                     "feature-film"));
  run_clear (&run);

  /* Unreadable decks: exit 2, and the error names the file. */
  run_cli (&run, NULL, "validate", missing, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, missing));
  g_assert_cmpstr (run.out, ==, "");
  run_clear (&run);

  run_cli (&run, NULL, "validate", not_xml, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, not_xml));
  g_assert_nonnull (strstr (run.err, ":1: not well-formed XML"));
  run_clear (&run);

  run_cli (&run, NULL, "validate", entity, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "DOCTYPE"));
  run_clear (&run);

  run_cli (&run, NULL, "validate", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_validate_json (void)
{
  g_autofree char *legal = NULL;
  g_autofree char *short_deck = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(Run) run = { 0 };
  JsonObject *report;
  JsonArray *problems, *advice, *cards;
  JsonObject *problem, *characters;

  write_decks (&legal, &short_deck);

  run_cli (&run, NULL, "validate", "--json", legal, NULL);
  g_assert_cmpint (run.status, ==, 0);
  report = parse_object (parser, run.out);
  g_assert_true (json_object_get_boolean_member (report, "legal"));
  g_assert_cmpstr (json_object_get_string_member (report, "format"), ==, "feature-film");
  g_assert_cmpstr (json_object_get_string_member (report, "file"), ==, legal);
  g_assert_cmpint (json_object_get_int_member (report, "n_cards"), ==, 50);
  cards = json_object_get_array_member (report, "cards");
  g_assert_cmpuint (json_array_get_length (cards), ==, 50);
  g_assert_cmpstr (json_array_get_string_element (cards, 0), ==, "deck-test:01-01");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (report, "problems")),
                    ==, 0);
  advice = json_object_get_array_member (report, "advice");
  g_assert_cmpuint (json_array_get_length (advice), ==, GROS_CARD_N_TYPES);
  characters = json_array_get_object_element (advice, 0);
  g_assert_cmpstr (json_object_get_string_member (characters, "type"), ==, "character");
  g_assert_cmpint (json_object_get_int_member (characters, "count"), ==, 11);
  g_assert_cmpint (json_object_get_int_member (characters, "recommended"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (characters, "deviation"), ==, 1);
  run_clear (&run);

  run_cli (&run, NULL, "validate", "--json", "--format", "episode", short_deck, NULL);
  g_assert_cmpint (run.status, ==, 1);
  report = parse_object (parser, run.out);
  g_assert_false (json_object_get_boolean_member (report, "legal"));
  g_assert_cmpstr (json_object_get_string_member (report, "format"), ==, "episode");
  problems = json_object_get_array_member (report, "problems");
  g_assert_cmpuint (json_array_get_length (problems), ==, 3);
  problem = json_array_get_object_element (problems, 0);
  g_assert_cmpstr (json_object_get_string_member (problem, "rule"), ==, "deck-size");
  g_assert_cmpstr (json_object_get_string_member (problem, "message"), ==,
                   "The deck has 49 cards; Episode decks have exactly 30.");
  problem = json_array_get_object_element (problems, 1);
  g_assert_cmpstr (json_object_get_string_member (problem, "rule"), ==, "no-roll-the-credits");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (problem, "cards")), ==,
                    3);
  problem = json_array_get_object_element (problems, 2);
  g_assert_cmpstr (json_object_get_string_member (problem, "rule"), ==, "plot-twist-count");
}

static void
test_from_packs (void)
{
  g_autofree char *output = work_path ("quick.gros-deck");
  g_autofree char *short_output = work_path ("quick-short.gros-deck");
  g_autofree char *bad_output = work_path ("never.gros-deck");
  g_autofree char *episode_output = work_path ("episode.drive-in-deck");
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "deck", "from-packs", "deck-test:02", "deck-test:03", "deck-test:04",
           "deck-test:01-01", "deck-test:01-07", "-o", output, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "legal."));
  deck = load_deck (output);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 50);
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_FEATURE_FILM);
  g_assert_cmpstr (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, 0)), ==,
                   "deck-test:02-01");
  assert_problems (deck, catalog, "");
  g_clear_object (&deck);
  run_clear (&run);

  /* Written even when illegal, with its problems; exit 1. */
  run_cli (&run, NULL, "deck", "from-packs", "deck-test:02", "deck-test:03", "deck-test:04",
           "deck-test:02-01", "--name", "Oops", "-o", short_output, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "[deck-size]"));
  g_assert_nonnull (strstr (run.out, "[unique]"));
  deck = load_deck (short_output);
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "Oops");
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 49);
  run_clear (&run);

  run_cli (&run, NULL, "deck", "from-packs", "deck-test:02", "deck-test:03", "deck-test:09",
           "-o", bad_output, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "deck-test:09"));
  g_assert_false (g_file_test (bad_output, G_FILE_TEST_EXISTS));
  run_clear (&run);

  run_cli (&run, NULL, "deck", "from-packs", "deck-test:02", "deck-test:03", "deck-test:04",
           NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "-o FILE"));
  run_clear (&run);

  /* As many packs as the variant takes: two make an Episode's deck. */
  run_cli (&run, NULL, "deck", "from-packs", "--variant", "episode", "deck-test:02",
           "deck-test:03", "-o", episode_output, NULL);
  g_assert_cmpint (run.status, !=, 2);
  deck = load_deck (episode_output);
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_EPISODE);
  g_assert_cmpstr (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, 0)), ==,
                   "deck-test:02-01");
  g_assert_true (drive_in_deck_contains (deck, "deck-test:03-01"));
  g_assert_false (drive_in_deck_contains (deck, "deck-test:04-01"));
  g_clear_object (&deck);
  run_clear (&run);

  run_cli (&run, NULL, "deck", "from-packs", "--variant", "double-feature", "deck-test:02",
           "deck-test:03", "deck-test:04", "-o", bad_output, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "double-feature"));
  g_assert_false (g_file_test (bad_output, G_FILE_TEST_EXISTS));
  run_clear (&run);

  run_cli (&run, NULL, "deck", "from-packs", "deck-test:01-01", "-o", bad_output, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "deck-test:01-01 is no pack"));
  g_assert_false (g_file_test (bad_output, G_FILE_TEST_EXISTS));
}

/* Another game's packs make a deck of that game; packs of two games make none. */
static void
test_from_packs_other_game (void)
{
  g_autofree char *output = work_path ("cave.drive-in-deck");
  g_autofree char *mixed_output = work_path ("mixed.drive-in-deck");
  g_autoptr(DriveInDeck) deck = NULL;
  g_auto(Run) run = { 0 };

  run_cli (&run, NULL, "deck", "from-packs", "cave-packs:A", "cave-packs:B", "cave-packs:C",
           "cave-packs:4", "-o", output, NULL);
  g_assert_cmpint (run.status, !=, 2);
  deck = load_deck (output);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, GROTTO_GAME_ID);
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "Mole Hole + Lantern Row + Queen's Hall");
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 7);
  g_assert_cmpstr (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, 0)), ==,
                   "cave-packs:1");
  g_assert_cmpstr (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, 6)), ==,
                   "cave-packs:4");
  run_clear (&run);

  /* Its lab says whose deck it is, not that odds are GROS's. */
  run_cli (&run, NULL, "lab", output, "--games", "0", "--hands", "2", "--quiet", NULL);
  g_assert_nonnull (strstr (run.err, "is a deck of Grotto Beasts!, whose lab has no sample "
                                     "hands or odds"));
  run_clear (&run);

  run_cli (&run, NULL, "deck", "from-packs", "deck-test:02", "cave-packs:A", "cave-packs:B",
           "-o", mixed_output, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "“deck-test:02” is of Grave Robbers From Outer Space and "
                                     "“cave-packs:A” of Grotto Beasts!"));
  g_assert_false (g_file_test (mixed_output, G_FILE_TEST_EXISTS));
  run_clear (&run);

  run_cli (&run, NULL, "deck", "from-packs", "--game", "gros", "cave-packs:A", "cave-packs:B",
           "cave-packs:C", "-o", mixed_output, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "the packs are of Grotto Beasts!"));
  g_assert_false (g_file_test (mixed_output, G_FILE_TEST_EXISTS));
}

/* A Grotto Beasts! release with three packs, in a folder of the test's data home. */
static GFile *
write_cave_release (void)
{
  g_autofree char *folder = g_build_filename (gros_test_get_data_home (), "cave-packs", NULL);
  const struct { const char *name, *text; } files[] = {
    { "manifest.json", "{ \"sigil\": \"cave-packs\", \"name\": \"Cave Packs\", "
                       "\"game\": \"grotto-beasts\" }" },
    { "list.json",
      "[ { \"number\": \"1\", \"name\": \"Moss Mole\", \"type\": \"beast\" },"
      "  { \"number\": \"2\", \"name\": \"Dust Mole\", \"type\": \"beast\" },"
      "  { \"number\": \"3\", \"name\": \"Old Lantern\", \"type\": \"grotto\" },"
      "  { \"number\": \"4\", \"name\": \"New Lantern\", \"type\": \"grotto\" },"
      "  { \"number\": \"5\", \"name\": \"Cave Queen\", \"type\": \"challenger\" },"
      "  { \"number\": \"6\", \"name\": \"Cave King\", \"type\": \"challenger\" } ]" },
    { "packs.json",
      "[ { \"prefix\": \"A\", \"name\": \"Mole Hole\", \"cards\": [ \"1\", \"2\" ] },"
      "  { \"prefix\": \"B\", \"name\": \"Lantern Row\", \"cards\": [ \"3\", \"4\" ] },"
      "  { \"prefix\": \"C\", \"name\": \"Queen's Hall\", \"cards\": [ \"5\", \"6\" ] } ]" },
  };

  g_assert_cmpint (g_mkdir_with_parents (folder, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (folder, files[i].name, NULL);
      g_autoptr(GError) error = NULL;

      g_file_set_contents (path, files[i].text, -1, &error);
      g_assert_no_error (error);
    }
  return g_file_new_for_path (folder);
}

static void
test_import_export_text (void)
{
  g_autofree char *list = work_path ("My List.txt");
  g_autofree char *output = work_path ("imported.gros-deck");
  g_autofree char *bad_output = work_path ("not-imported.gros-deck");
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_auto(Run) run = { 0 };
  const char *text = "# Episode\n1x Giant Moth\nmad botanist\ndeck-test:03-14\n";

  g_file_set_contents (list, text, -1, &error);
  g_assert_no_error (error);

  run_cli (&run, NULL, "deck", "import-text", list, "--format", "episode", "-o", output, NULL);
  g_assert_cmpint (run.status, ==, 1); /* 3 cards is no Episode deck */
  g_assert_nonnull (strstr (run.out, "[deck-size]"));
  deck = load_deck (output);
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "My List");
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_EPISODE);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 3);
  g_assert_cmpstr (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, 1)), ==,
                   "deck-test:02-01");
  run_clear (&run);

  /* From stdin, with a name. */
  run_cli (&run, "deck-test:01-01\n", "deck", "import-text", "-", "--name", "Piped", "-o",
           output, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_clear_object (&deck);
  deck = load_deck (output);
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "Piped");
  run_clear (&run);

  /* Bad lines: exit 2, every one named with its line number; nothing written. */
  run_cli (&run, "Giant Moth\nGiant Moht\n\nThat's a Wrap\n", "deck", "import-text", "-", "-o",
           bad_output, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, ":2: no card is named “Giant Moht”."));
  g_assert_nonnull (strstr (run.err, ":4: “That's a Wrap” names 2 cards"));
  g_assert_false (g_file_test (bad_output, G_FILE_TEST_EXISTS));
  run_clear (&run);

  /* export-text prints what the library function gives. */
  run_cli (&run, NULL, "deck", "export-text", output, NULL);
  g_assert_cmpint (run.status, ==, 0);
  expected = drive_in_deck_list_export (deck);
  g_assert_cmpstr (run.out, ==, expected);
  g_assert_nonnull (strstr (run.out, "deck-test:01-01  # Nervous Projectionist\n"));
  run_clear (&run);

  run_cli (&run, NULL, "deck", "export-text", list, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, list));
  run_clear (&run);

  run_cli (&run, NULL, "deck", "shuffle", NULL);
  g_assert_cmpint (run.status, ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(DriveInLibrary) library = NULL;
  g_autoptr(GFile) release = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sigil = NULL;
  int status;

  gros_test_init (&argc, &argv);

  /* The fixture release in the library the command reads. */
  library = drive_in_library_new (NULL);
  release = gros_test_get_source_file ("fixtures/decks/release");
  g_assert_true (drive_in_library_import_release (library, release, &sigil, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (sigil, ==, "deck-test");
  g_clear_object (&release);
  g_clear_pointer (&sigil, g_free);
  release = write_cave_release ();
  g_assert_true (drive_in_library_import_release (library, release, &sigil, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (sigil, ==, "cave-packs");
  work_dir = g_build_filename (gros_test_get_data_home (), "work", NULL);
  g_assert_cmpint (g_mkdir_with_parents (work_dir, 0755), ==, 0);

  g_test_add_func ("/drive-in/deck-cli/validate-exit-codes", test_validate_exit_codes);
  g_test_add_func ("/drive-in/deck-cli/validate-json", test_validate_json);
  g_test_add_func ("/drive-in/deck-cli/from-packs", test_from_packs);
  g_test_add_func ("/drive-in/deck-cli/from-packs-other-game", test_from_packs_other_game);
  g_test_add_func ("/drive-in/deck-cli/import-export-text", test_import_export_text);

  status = g_test_run ();
  g_free (work_dir);
  return status;
}
