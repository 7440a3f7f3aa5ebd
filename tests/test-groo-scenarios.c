/* test-groo-scenarios.c: every Groo scenario (tests/scenarios/groo): a rule each, played from
 * an exact position, with what must hold afterwards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "game-scenario.h"
#include "groo-test-util.h"

static DriveInCatalog *
groo_catalog (void)
{
  DriveInCatalog *catalog = drive_in_catalog_new ();
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;

  release = drive_in_library_load_builtin_release ("drive-in-groo", NULL, &error);
  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, release);
  return catalog;
}

static void
run_scenario (gconstpointer data)
{
  GFile *file = (GFile *) data;
  g_autoptr(DriveInCatalog) catalog = groo_catalog ();
  g_autoptr(GameScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);
  GPtrArray *checks;

  scenario = game_scenario_new_from_file (file, catalog, &error);
  g_assert_no_error (error);
  if (!game_scenario_run (scenario, GAME_VIEWER_ALL, &error))
    {
      GPtrArray *log = game_scenario_get_log (scenario);

      for (guint i = 0; i < log->len; i++)
        {
          GameScenarioLogEntry *entry = g_ptr_array_index (log, i);

          g_test_message ("%u: %s", entry->line, entry->text);
        }
      g_error ("%s", error->message);
    }
  checks = game_scenario_get_checks (scenario);
  for (guint i = 0; i < checks->len; i++)
    {
      GameScenarioCheck *check = g_ptr_array_index (checks, i);

      if (!check->passed)
        {
          GPtrArray *log = game_scenario_get_log (scenario);

          for (guint k = 0; k < log->len; k++)
            {
              GameScenarioLogEntry *entry = g_ptr_array_index (log, k);

              g_printerr ("  %u: %s\n", entry->line, entry->text);
            }
          g_error ("%s:%u: expected “%s”, found %s", name, check->line, check->text,
                   check->actual != NULL ? check->actual : "otherwise");
        }
    }
  /* A scenario proves its rule only if it checks something and plays every action. */
  g_assert_cmpuint (checks->len, >, 0);
  g_assert_cmpuint (game_scenario_get_n_applied (scenario), ==,
                    game_scenario_get_n_actions (scenario));
}

/* Every card with a script is played in some scenario: each effect has a test where it
 * changes the outcome. */
static void
test_every_script_tested (gconstpointer data)
{
  GPtrArray *files = (GPtrArray *) data;
  g_autoptr(GString) all = g_string_new (NULL);
  g_autoptr(DriveInCatalog) catalog = groo_catalog ();
  GListModel *cards = G_LIST_MODEL (catalog);
  guint scripted = 0;

  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *text = NULL;

      g_assert_true (g_file_load_contents (g_ptr_array_index (files, i), NULL, &text, NULL, NULL,
                                           NULL));
      g_string_append (all, text);
    }
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      if (!groo_card_is_scripted (card))
        continue;
      scripted++;
      if (strstr (all->str, drive_in_card_get_name (card)) == NULL)
        g_error ("no Groo scenario plays %s (%s)", drive_in_card_get_name (card),
                 drive_in_card_get_id (card));
    }
  g_assert_cmpuint (scripted, >, 0);
}

/* A second section of a kind, a second value of a [game] key, an unknown section or key: the
 * loader reads only the first of each and Groo's build skipped the rest, so each is refused
 * with its line rather than dropped (a second [expect] whose check fails, or "actve = 2",
 * would otherwise leave the file passing). */
static void
test_refuses_repeats_and_unknowns (void)
{
  static const char base[] =
    "[game]\n"                                                        /* 1 */
    "game = groo\n"
    "seats = 2\n"
    "active = 1\n"
    "step = roll\n"                                                   /* 5 */
    "roll = labor labor supplies kopins kopins labor stay\n"
    "[deck]\n"
    "\"Mud Hut\" x10\n"
    "[seat 1 hand]\n"
    "@h1 \"Mud Hut\"\n"                                               /* 10 */
    "[actions]\n"
    "buy seat=1 card=@h1 dice=2,6\n"
    "[expect]\n"
    "card @h1 in town 1\n";                                           /* 14 */
  static const struct
  {
    const char *from, *to;  /* NULL from: appended */
    const char *message;
  } cases[] = {
    { NULL, "[expect]\ncard @h1 in hand 1\n",
      "test.scenario:15: [expect] again (the first is at line 13)" },
    { NULL, "[actions]\nbuy seat=1 card=@h1 dice=2,6\n",
      "test.scenario:15: [actions] again (the first is at line 11)" },
    { NULL, "[seat 1 hand]\n\"Mud Hut\"\n",
      "test.scenario:15: [seat 1 hand] again (the first is at line 9)" },
    { NULL, "[game]\nactive = 2\n", "test.scenario:15: [game] again (the first is at line 1)" },
    { "active = 1\n", "active = 1\nactive = 2\n",
      "test.scenario:5: [game]: “active” again (the first is at line 4)" },
    { "active = 1\n", "actve = 2\n", "test.scenario:4: [game]: unknown key “actve”" },
    { "active = 1\n", "active 2\n", "test.scenario:4: “active 2”: KEY = VALUE" },
    { NULL, "[expects]\ncard @h1 in hand 1\n", "test.scenario:15: unknown section [expects]" },
    { NULL, "[deck 2]\n\"Mud Hut\"\n", "test.scenario:15: unknown section [deck 2]" },
    { NULL, "[seat 3 hand]\n\"Mud Hut\"\n", "test.scenario:15: [seat 3 hand]: [seat N hand]" },
    { NULL, "[seat 2 attic]\n\"Mud Hut\"\n", "test.scenario:15: [seat 2 attic]: [seat N hand]" },
    { NULL, "[expect all]\ncard @h1 in hand 1\n",
      "test.scenario:15: [expect] takes no argument" },
  };
  g_autoptr(DriveInCatalog) catalog = groo_catalog ();
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

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFileEnumerator) files = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;

  gros_test_init (&argc, &argv);

  folder = gros_test_get_source_file ("scenarios/groo");
  files = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                     G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  for (;;)
    {
      GFileInfo *info;

      g_assert_true (g_file_enumerator_iterate (files, &info, NULL, NULL, &error));
      if (info == NULL)
        break;
      if (g_str_has_suffix (g_file_info_get_name (info), ".scenario"))
        g_ptr_array_add (names, g_strdup (g_file_info_get_name (info)));
    }
  g_ptr_array_sort (names, compare_names);
  g_assert_cmpuint (names->len, >, 0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autofree char *base = g_strndup (name, strlen (name) - strlen (".scenario"));
      g_autofree char *path = g_strconcat ("/groo/scenario/", base, NULL);
      GFile *file = g_file_get_child (folder, name);

      g_ptr_array_add (paths, file);
      g_test_add_data_func (path, file, run_scenario);
    }
  g_test_add_data_func ("/groo/scenario/every-script-tested", paths, test_every_script_tested);
  g_test_add_func ("/groo/scenario-format/refuses-repeats-and-unknowns",
                   test_refuses_repeats_and_unknowns);
  return g_test_run ();
}
