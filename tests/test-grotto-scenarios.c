/* test-grotto-scenarios.c: every Grotto Beasts! scenario of tests/scenarios/grotto runs to its
 * end with every expectation met; and a few files that must be refused are. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "game-scenario.h"
#include "gros-library.h"
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
static GrosCatalog *
test_catalog (void)
{
  static gboolean imported;
  g_autoptr(GrosLibrary) library = gros_library_new (NULL);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = real_list_path ();
  GrosCatalog *catalog;

  if (list != NULL && !imported)
    {
      g_autoptr(GFile) file = g_file_new_for_path (list);
      g_autoptr(GError) error = NULL;

      if (!grotto_card_list_import (library, file, NULL, NULL, &error))
        g_error ("%s", error->message);
      imported = TRUE;
    }
  catalog = gros_library_load_catalog (library, NULL, problems);
  gros_library_add_builtin_sets (catalog, NULL, problems);
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
  g_autoptr(GrosCatalog) catalog = test_catalog ();
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
          name = g_strdup_printf ("/gros/grotto/%s/%s", f == 0 ? "scenario" : "real-card", base);
          g_ptr_array_add (paths, found->pdata[i]);
          g_test_add_data_func (name, found->pdata[i], run_file);
        }
    }
  return g_test_run ();
}
