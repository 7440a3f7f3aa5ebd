/* test-card-scenarios.c: every card scenario (tests/scenarios/cards), one test per file, and a
 * check that every card whose script does something has a test showing it change a game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include "drive-in-library.h"
#include "gros-script-lang.h"
#include "gros-scripts.h"
#include "test-rules-common.h"

/* The starter release, plus the official one when it is available (imported into the
 * private library first, so that the files can name its cards by id). */
static DriveInCatalog *catalog;
static gboolean     have_official;

/* Cards whose ability is shown by a test of another program rather than by a scenario file:
 * their named C handlers are tested one by one in test-handlers.c and test-handlers-06-10.c. */
static const struct
{
  const char *sigil;
  const char *number;
  const char *source;  /* under tests/ */
  const char *test;
} elsewhere[] = {
  { "gros-dc", "01-06", "test-handlers.c", "/gros/handlers/rest-after-failure" },
  { "gros-dc", "01-15", "test-handlers.c", "/gros/handlers/hidden-creature-defends" },
  { "gros-dc", "02-12", "test-handlers.c", "/gros/handlers/pay-to-kill-each" },
  { "gros-dc", "02-14", "test-handlers.c", "/gros/handlers/sacrifice-and-strike" },
  { "gros-dc", "03-06", "test-handlers.c", "/gros/handlers/creature-moves-in" },
  { "gros-dc", "03-14", "test-handlers.c", "/gros/handlers/random-victim" },
  { "gros-dc", "03-15", "test-handlers.c", "/gros/handlers/graveyard-lair" },
  { "gros-dc", "04-04", "test-handlers.c", "/gros/handlers/steal-characters" },
  { "gros-dc", "04-14", "test-handlers.c", "/gros/handlers/prop-trait-doubling" },
  { "gros-dc", "04-15", "test-handlers.c", "/gros/handlers/hidden-alien-defends" },
  { "gros-dc", "05-01", "test-handlers.c", "/gros/handlers/weapon-prop-limit" },
  { "gros-dc", "05-08", "test-handlers.c", "/gros/handlers/deck-bottom-with-graveyard" },
  { "gros-dc", "05-14", "test-handlers.c", "/gros/handlers/gun-from-graveyard" },
  { "gros-dc", "05-15", "test-handlers.c", "/gros/handlers/cyborg" },
  { "gros-dc", "06-10", "test-handlers-06-10.c", "/gros/handlers/graveyard-deck-swap" },
  { "gros-dc", "06-11", "test-handlers-06-10.c", "/gros/handlers/graveyard-character-attack" },
  { "gros-dc", "06-14", "test-handlers-06-10.c", "/gros/handlers/graveyard-uprising" },
  { "gros-dc", "06-15", "test-handlers-06-10.c", "/gros/handlers/graveyard-combined-attack" },
  { "gros-dc", "07-04", "test-handlers-06-10.c", "/gros/handlers/borrow-traits" },
  { "gros-dc", "07-07", "test-handlers-06-10.c", "/gros/handlers/character-psycho-attack" },
  { "gros-dc", "07-08", "test-handlers-06-10.c", "/gros/handlers/reanimate-restricted" },
  { "gros-dc", "07-14", "test-handlers-06-10.c", "/gros/handlers/sacrifice-monster-attack" },
  { "gros-dc", "07-15", "test-handlers-06-10.c", "/gros/handlers/doomsday" },
  { "gros-dc", "08-04", "test-handlers-06-10.c", "/gros/handlers/return-for-discard" },
  { "gros-dc", "08-09", "test-handlers-06-10.c", "/gros/handlers/relics-two-conditions" },
  { "gros-dc", "08-14", "test-handlers.c", "/gros/handlers/vampire-lair" },
  { "gros-dc", "08-15", "test-handlers-06-10.c", "/gros/handlers/vampire-encore" },
  { "gros-dc", "09-05", "test-handlers-06-10.c", "/gros/handlers/combine-vampires" },
  { "gros-dc", "09-14", "test-handlers-06-10.c", "/gros/handlers/triple-prop" },
  { "gros-dc", "09-15", "test-handlers-06-10.c", "/gros/handlers/defense-psycho-attack" },
  { "gros-dc", "10-14", "test-handlers-06-10.c", "/gros/handlers/revenge-attack" },
  { "gros-dc", "10-15", "test-handlers-06-10.c", "/gros/handlers/creature-from-hand-defends" },
};

#define TWIN_SUFFIX "-plain"

/* ---- One test per file ------------------------------------------------------------------ */

/* Runs the file: every action must apply and every expectation hold (all of the failures
 * are reported, not only the first). */
static void
test_scenario_file (gconstpointer data)
{
  const char *name = data;
  g_autofree char *relative = g_build_filename ("scenarios", "cards", name, NULL);
  g_autoptr(GFile) file = gros_test_get_source_file (relative);
  g_autoptr(GameScenario) sc = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) failures = g_string_new (NULL);
  GPtrArray *checks;

  if (g_str_has_prefix (name, "gros-dc-") && !have_official)
    {
      g_test_skip ("the official release is not available");
      return;
    }

  sc = game_scenario_new_from_file (file, catalog, &error);
  g_assert_no_error (error);
  g_assert_nonnull (sc);
  if (!game_scenario_run (sc, GAME_VIEWER_ALL, &error))
    g_string_append_printf (failures, "\n  %s", error->message);

  checks = game_scenario_get_checks (sc);
  for (guint i = 0; i < checks->len; i++)
    {
      const GameScenarioCheck *c = g_ptr_array_index (checks, i);

      if (!c->checked || !c->passed)
        g_string_append_printf (failures, "\n  %s:%u: expect %s: %s", name, c->line, c->text,
                                c->checked ? c->actual : "not reached");
    }
  if (failures->len > 0)
    {
      g_test_fail_printf ("%s:%s", name, failures->str);
      return;
    }
  /* A scenario shows something: it has expectations, and its actions all applied. */
  g_assert_cmpuint (checks->len, >, 0);
  g_assert_cmpuint (game_scenario_get_n_applied (sc), ==, game_scenario_get_n_actions (sc));
}

/* ---- Coverage --------------------------------------------------------------------------- */

/* Does a script entry do anything: a modifier or a use, beyond its status, notes and the
 * names of handlers it waits for? */
static gboolean
entry_does_something (const GrosScriptEntry *entry)
{
  static const char * const bookkeeping[] = { "complete", "partial", "note", "handler" };
  g_auto(GStrv) lines = g_strsplit (entry->body, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);
      gboolean other = TRUE;

      if (*line == '\0' || *line == '#')
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (bookkeeping); k++)
        {
          size_t n = strlen (bookkeeping[k]);

          if (strncmp (line, bookkeeping[k], n) == 0
              && (line[n] == '\0' || g_ascii_isspace (line[n])))
            other = FALSE;
        }
      if (other)
        return TRUE;
    }
  return FALSE;
}

static char *
read_source (const char *relative)
{
  g_autoptr(GFile) file = gros_test_get_source_file (relative);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_load_contents (file, NULL, &text, NULL, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The scenario files, sorted. */
static GPtrArray *
list_files (void)
{
  g_autoptr(GFile) dir = gros_test_get_source_file ("scenarios/cards");
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  while ((info = g_file_enumerator_next_file (children, NULL, &error)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".scenario"))
        g_ptr_array_add (names, g_strdup (name));
      g_object_unref (info);
    }
  g_assert_no_error (error);
  g_ptr_array_sort (names, compare_names);
  return names;
}

/* Splits "<sigil>-<number>[-suffix].scenario" against the shipped sigils. */
static gboolean
parse_file_name (const char  *name,
                 const char  *const *sigils,
                 char       **out_sigil,
                 char       **out_number,
                 char       **out_suffix)
{
  for (guint s = 0; sigils[s] != NULL; s++)
    {
      size_t n = strlen (sigils[s]);
      const char *rest = name + n + 1;

      if (strncmp (name, sigils[s], n) != 0 || name[n] != '-' || strlen (rest) < 5
          || !g_ascii_isdigit (rest[0]) || !g_ascii_isdigit (rest[1]) || rest[2] != '-'
          || !g_ascii_isdigit (rest[3]) || !g_ascii_isdigit (rest[4]))
        continue;
      *out_sigil = g_strdup (sigils[s]);
      *out_number = g_strndup (rest, 5);
      *out_suffix = g_strndup (rest + 5, strlen (rest + 5) - strlen (".scenario"));
      return TRUE;
    }
  return FALSE;
}

/* Every entry of every shipped script file that has a modifier or a use has a scenario file
 * (<sigil>-<number>.scenario, naming the card) or a test listed in `elsewhere`. Each file
 * is about a scripted card; a twin (-plain) plays a plain copy instead, so it must not name
 * the card. */
static void
test_coverage (void)
{
  g_auto(GStrv) sigils = gros_scripts_dup_sigils ();
  g_autoptr(GPtrArray) files = list_files ();
  g_autoptr(GHashTable) have = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) uncovered = g_string_new (NULL);
  guint n_twins = 0;

  g_assert_nonnull (sigils);
  for (guint i = 0; i < files->len; i++)
    {
      const char *name = g_ptr_array_index (files, i);
      g_autofree char *sigil = NULL, *number = NULL, *suffix = NULL, *relative = NULL;
      g_autofree char *text = NULL, *id = NULL;
      const GrosScriptFile *script;

      if (!parse_file_name (name, (const char * const *) sigils, &sigil, &number, &suffix))
        g_error ("%s: not named <sigil>-<number>.scenario after a card of a script file", name);
      script = gros_scripts_get_file (sigil);
      if (gros_script_file_lookup (script, number) == NULL)
        g_error ("%s: %s has no card %s", name, script->name, number);
      relative = g_build_filename ("scenarios", "cards", name, NULL);
      text = read_source (relative);
      id = g_strdup_printf ("%s:%s", sigil, number);
      if (g_str_equal (suffix, ""))
        {
          if (strstr (text, id) == NULL)
            g_error ("%s does not name the card %s", name, id);
          g_hash_table_add (have, g_steal_pointer (&id));
        }
      else if (g_str_equal (suffix, TWIN_SUFFIX))
        {
          if (strstr (text, id) != NULL)
            g_error ("%s is a twin with a plain copy, yet it names the card %s", name, id);
          n_twins++;
        }
      else
        g_error ("%s: unknown suffix “%s”", name, suffix);
    }

  for (guint k = 0; k < G_N_ELEMENTS (elsewhere); k++)
    {
      const GrosScriptFile *script = gros_scripts_get_file (elsewhere[k].sigil);
      const GrosScriptEntry *entry;
      g_autofree char *source = read_source (elsewhere[k].source);
      g_autofree char *quoted = g_strdup_printf ("\"%s\"", elsewhere[k].test);

      g_assert_nonnull (script);
      entry = gros_script_file_lookup (script, elsewhere[k].number);
      g_assert_nonnull (entry);
      g_assert_true (entry_does_something (entry));
      if (strstr (source, quoted) == NULL)
        g_error ("%s has no test %s (listed for %s:%s)", elsewhere[k].source, elsewhere[k].test,
                 elsewhere[k].sigil, elsewhere[k].number);
    }

  for (guint s = 0; sigils[s] != NULL; s++)
    {
      const GrosScriptFile *script = gros_scripts_get_file (sigils[s]);
      guint scripted = 0, by_file = 0, by_test = 0;

      g_assert_nonnull (script);
      for (guint i = 0; i < script->entries->len; i++)
        {
          const GrosScriptEntry *entry = g_ptr_array_index (script->entries, i);
          g_autofree char *id = g_strdup_printf ("%s:%s", sigils[s], entry->number);
          gboolean listed = FALSE;

          if (!entry_does_something (entry))
            continue;
          scripted++;
          for (guint k = 0; k < G_N_ELEMENTS (elsewhere); k++)
            listed |= g_str_equal (elsewhere[k].sigil, sigils[s])
                      && g_str_equal (elsewhere[k].number, entry->number);
          if (g_hash_table_contains (have, id))
            by_file++;
          else if (listed)
            by_test++;
          else
            g_string_append_printf (uncovered, " %s", id);
        }
      g_test_message ("%s: %u scripted cards, %u with a scenario file, %u tested elsewhere",
                      sigils[s], scripted, by_file, by_test);
    }
  g_test_message ("%u twin scenarios with a plain copy", n_twins);
  if (uncovered->len > 0)
    g_test_fail_printf ("scripted cards without a scenario file or a listed test:%s",
                        uncovered->str);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) official = NULL;
  g_autoptr(DriveInLibrary) library = NULL;
  g_autoptr(GPtrArray) files = NULL;
  int status;

  gros_test_init (&argc, &argv);

  library = drive_in_library_new (NULL);
  official = gros_test_get_shared_release ();
  if (official != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *sigil = NULL;

      if (!drive_in_library_import_release (library, official, &sigil, &error))
        g_error ("Cannot import the official release: %s", error->message);
      g_assert_cmpstr (sigil, ==, "gros-dc");
      have_official = TRUE;
    }
  catalog = drive_in_library_load_catalog (library, NULL, NULL);

  g_test_add_func ("/gros/cards/coverage", test_coverage);
  files = list_files ();
  for (guint i = 0; i < files->len; i++)
    {
      const char *name = g_ptr_array_index (files, i);
      int length = (int) (strlen (name) - strlen (".scenario"));
      g_autofree char *path = g_strdup_printf ("/gros/cards/%.*s", length, name);

      g_test_add_data_func_full (path, g_strdup (name), test_scenario_file, g_free);
    }

  status = g_test_run ();
  g_clear_object (&catalog);
  return status;
}
