/* test-grotto-scenarios.c: every Grotto Beasts! scenario of tests/scenarios/grotto runs to its
 * end with every expectation met; and a few files that must be refused are. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "game-scenario.h"
#include "drive-in-library.h"
#include "gros-test-util.h"
#include "grotto-card-list.h"

/* The real card list (../shared/releases/grotto-beasts or $GROTTO_CARD_LIST), or NULL. */
static char *
real_list_path (void)
{
  const char *env = g_getenv ("GROTTO_CARD_LIST");
  char *path = env != NULL ? g_strdup (env)
               : g_build_filename (SOURCE_ROOT, "..", "shared", "releases", "grotto-beasts",
                                   "card-list.json", NULL);

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    return path;
  g_free (path);
  return NULL;
}

/* The built-in sets, and the real list imported into the test's library when it is here. */
static DriveInCatalog *
test_catalog (void)
{
  static gboolean imported;
  g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = real_list_path ();
  DriveInCatalog *catalog;

  if (list != NULL && !imported)
    {
      g_autoptr(GFile) file = g_file_new_for_path (list);
      g_autoptr(GError) error = NULL;

      if (!grotto_card_list_import (library, file, NULL, NULL, &error))
        g_error ("%s", error->message);
      imported = TRUE;
    }
  catalog = drive_in_library_load_catalog (library, NULL, problems);
  drive_in_library_add_builtin_sets (catalog, NULL, problems);
  return catalog;
}

/* The scenarios of the real list's cards need the list. */
static gboolean
needs_real_list (const char *path)
{
  return strstr (path, "/grotto-real/") != NULL;
}

static void
run_file (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(DriveInCatalog) catalog = test_catalog ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GameScenario) scenario = game_scenario_new_from_file (file, catalog, &error);
  g_autofree char *real_list = real_list_path ();
  GPtrArray *checks;
  guint failed = 0;

  if (needs_real_list (path) && real_list == NULL)
    {
      g_test_skip ("the Grotto Beasts! card list is not here");
      return;
    }
  g_assert_no_error (error);
  if (!game_scenario_run (scenario, GAME_VIEWER_ALL, &error))
    {
      GPtrArray *log = game_scenario_get_log (scenario);

      for (guint i = 0; i < log->len; i++)
        {
          GameScenarioLogEntry *entry = g_ptr_array_index (log, i);

          g_test_message ("%u: %s%s%s", entry->line, entry->action ? entry->action : "",
                          entry->action ? ": " : "  ", entry->text ? entry->text : "");
        }
    }
  g_assert_no_error (error);
  checks = game_scenario_get_checks (scenario);
  for (guint i = 0; i < checks->len; i++)
    {
      GameScenarioCheck *check = g_ptr_array_index (checks, i);

      if (!check->passed)
        {
          g_printerr ("%s:%u: expect %s: %s\n", path, check->line, check->text,
                      check->actual != NULL ? check->actual : "not checked");
          failed++;
        }
    }
  g_assert_cmpuint (failed, ==, 0);
  g_assert_cmpuint (checks->len, >, 0);
}

/* A second section of a kind, a second value of a [game] key, an unknown section or key: the
 * loader reads only the first of each, so each is refused with its line rather than dropped
 * (a second [expect] whose check fails would otherwise leave the file passing). */
static void
test_refuses_repeats_and_unknowns (void)
{
  static const char base[] =
    "[game]\n"                                                        /* 1 */
    "game = grotto-beasts\n"
    "seed = 2\n"
    "[seat 1]\n"
    "sideline = \"Crystal Spring\"\n"                                 /* 5 */
    "hand = @penny \"Lucky Penny\", @newt \"Puddle Newt\"\n"
    "deck = \"Stormglider\" x10\n"
    "[seat 2]\n"
    "deck = \"Magma Mite\" x6\n"
    "[actions]\n"                                                     /* 10 */
    "summon seat 0 card @penny\n"
    "[expect]\n"
    "hand 1 = 1\n";                                                   /* 13 */
  static const struct
  {
    const char *from, *to;  /* NULL from: appended */
    const char *message;
  } cases[] = {
    { NULL, "[expect]\nhand 1 = 5\n",
      "test.scenario:14: [expect] again (the first is at line 12)" },
    { NULL, "[actions]\nsummon seat 0 card @newt\n",
      "test.scenario:14: [actions] again (the first is at line 10)" },
    { NULL, "[seat 2]\ndeck = \"Magma Mite\" x6\n",
      "test.scenario:14: [seat 2] again (the first is at line 8)" },
    { NULL, "[game]\nseed = 3\n", "test.scenario:14: [game] again (the first is at line 1)" },
    { "seed = 2\n", "seed = 2\nseed = 3\n",
      "test.scenario:4: [game]: “seed” again (the first is at line 3)" },
    { "seed = 2\n", "seed = 2\nactve = 2\n", "test.scenario:4: [game]: unknown key “actve”" },
    { NULL, "[expects]\nhand 1 = 5\n", "test.scenario:14: unknown section [expects]" },
    { NULL, "[card Odd]\nkind = beast\n[card Odd]\nkind = beast\n",
      "test.scenario:16: [card Odd] again (the first is at line 14)" },
    { NULL, "[actions now]\nsummon seat 0 card @newt\n",
      "test.scenario:14: [actions] takes no argument" },
  };
  g_autoptr(DriveInCatalog) catalog = test_catalog ();
  g_autoptr(GameScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;

  /* The file the cases damage loads, and its check holds. */
  scenario = game_scenario_new_from_data (base, -1, "test.scenario", catalog, &error);
  g_assert_no_error (error);
  g_assert_true (game_scenario_run (scenario, GAME_VIEWER_ALL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game_scenario_get_checks (scenario)->len, ==, 1);
  g_assert_cmpuint (game_scenario_get_n_failed (scenario), ==, 0);
  g_clear_object (&scenario);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) text = g_string_new (base);

      if (cases[i].from == NULL)
        g_string_append (text, cases[i].to);
      else
        g_assert_cmpuint (g_string_replace (text, cases[i].from, cases[i].to, 1), ==, 1);
      scenario = game_scenario_new_from_data (text->str, -1, "test.scenario", catalog, &error);
      if (scenario != NULL)
        g_error ("case %u was accepted:\n%s", i, text->str);
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message,
                 cases[i].message);
      g_clear_error (&error);
    }
}

int
main (int    argc,
      char **argv)
{
  static const char *const folders[] = { "scenarios/grotto", "scenarios/grotto-real" };
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);

  gros_test_init (&argc, &argv);
  for (guint f = 0; f < G_N_ELEMENTS (folders); f++)
    {
      g_autoptr(GFile) folder = gros_test_get_source_file (folders[f]);
      g_autoptr(GFileEnumerator) children =
        g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                   G_FILE_QUERY_INFO_NONE, NULL, NULL);
      g_autoptr(GPtrArray) found = g_ptr_array_new ();

      g_assert_nonnull (children);
      for (;;)
        {
          GFileInfo *info;

          if (!g_file_enumerator_iterate (children, &info, NULL, NULL, NULL) || info == NULL)
            break;
          if (g_str_has_suffix (g_file_info_get_name (info), ".scenario"))
            g_ptr_array_add (found, g_build_filename (g_file_peek_path (folder),
                                                      g_file_info_get_name (info), NULL));
        }
      g_ptr_array_sort (found, (GCompareFunc) g_strcmp0);
      for (guint i = 0; i < found->len; i++)
        {
          g_autofree char *base = g_path_get_basename (found->pdata[i]);
          g_autofree char *name = NULL;

          *strrchr (base, '.') = '\0';
          name = g_strdup_printf ("/grotto/%s/%s", f == 0 ? "scenario" : "real-card", base);
          g_ptr_array_add (paths, found->pdata[i]);
          g_test_add_data_func (name, found->pdata[i], run_file);
        }
    }
  g_test_add_func ("/grotto/scenario-format/refuses-repeats-and-unknowns",
                   test_refuses_repeats_and_unknowns);
  return g_test_run ();
}
