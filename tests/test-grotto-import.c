/* test-grotto-import.c: the Grotto Beasts! card list as a community deck builder publishes it,
 * read as it is: what it reads its own way is reported by card number; imported cards go to
 * the user's library. The real list (../shared/releases/grotto-beasts) is read when present. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "drive-in-catalog.h"
#include "drive-in-library.h"
#include "drive-in-release.h"
#include "gros-test-util.h"
#include "grotto-card-list.h"
#include "grotto-game-id.h"

static GFile *
real_list (void)
{
  g_autofree char *path = g_build_filename (SOURCE_ROOT, "..", "shared", "releases",
                                            "grotto-beasts", "card-list.json", NULL);
  const char *env = g_getenv ("GROTTO_CARD_LIST");

  /* $GROTTO_CARD_LIST overrides, as $GROS_SHARED_RELEASE does for GROS's release. */
  if (env != NULL)
    return g_file_new_for_path (env);
  return g_file_test (path, G_FILE_TEST_EXISTS) ? g_file_new_for_path (path) : NULL;
}

static gboolean
has_report (GPtrArray  *reports,
            const char *prefix,
            const char *part)
{
  for (guint i = 0; i < reports->len; i++)
    if (g_str_has_prefix (reports->pdata[i], prefix) && strstr (reports->pdata[i], part) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_real_list (void)
{
  g_autoptr(GFile) file = real_list ();
  g_autoptr(DriveInLibrary) library = NULL;
  g_autoptr(GPtrArray) reports = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *sigil = NULL;
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  DriveInCard *card;

  if (file == NULL)
    {
      g_test_skip ("the Grotto Beasts! card list is not here");
      return;
    }
  library = drive_in_library_new (NULL);
  g_assert_true (grotto_card_list_import (library, file, &sigil, reports, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (sigil, ==, GROTTO_CARD_LIST_SIGIL);
  /* By card number: the misspelled type, the Epic mark, stray spaces. */
  g_assert_true (has_report (reports, "card 104:", "Aquatic"));
  g_assert_true (has_report (reports, "card 39:", "Epic"));
  g_assert_true (has_report (reports, "card 140:", "spaces"));
  for (guint i = 0; i < reports->len; i++)
    g_assert_true (g_str_has_prefix (reports->pdata[i], "card "));

  catalog = drive_in_library_load_catalog (library, NULL, NULL);
  g_assert_nonnull (drive_in_catalog_lookup_release (catalog, GROTTO_CARD_LIST_SIGIL));
  release = g_object_ref (drive_in_catalog_lookup_release (catalog, GROTTO_CARD_LIST_SIGIL));
  g_assert_cmpstr (drive_in_release_get_game (release), ==, GROTTO_GAME_ID);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_cards (release)), ==, 200);
  card = drive_in_catalog_lookup (catalog, "grotto-beasts:104");
  g_assert_cmpstr (drive_in_card_get_kind (card), ==, "beast");
  g_assert_cmpstr (drive_in_card_get_kind_label (card), ==, "Aquatic Beast");
  card = drive_in_catalog_lookup (catalog, "grotto-beasts:39");
  g_assert_cmpint (drive_in_card_get_attribute_int (card, "epic", 0), ==, 1);
  g_assert_cmpstr (drive_in_card_get_kind (card), ==, "grotto");
  card = drive_in_catalog_lookup (catalog, "grotto-beasts:1");
  g_assert_cmpstr (drive_in_card_get_kind (card), ==, "challenger");
  g_assert_cmpint (drive_in_card_get_attribute_int (card, "goal", 0), >, 0);
  g_assert_false (drive_in_card_has_attribute (card, "cost"));
  /* Deck building knows the three cards that change it. */
  g_assert_cmpint (drive_in_card_get_attribute_int (drive_in_catalog_lookup (catalog, "grotto-beasts:14"),
                                                "deck-size", 40), ==, 60);
  g_assert_cmpint (drive_in_card_get_attribute_int (drive_in_catalog_lookup (catalog, "grotto-beasts:5"),
                                                "deck-ignore-epic", 0), ==, 1);
  /* The cards went to the user's library, not anywhere else. */
  {
    g_autoptr(GFile) releases = drive_in_library_get_releases_folder (library);
    g_autoptr(GFile) folder = g_file_get_child (releases, GROTTO_CARD_LIST_SIGIL);

    g_assert_true (g_str_has_prefix (g_file_peek_path (folder), gros_test_get_data_home ()));
  }
}

static void
test_quirks (void)
{
  const char *list =
    "{ \"1\": { \"name\": \" Moss  Sprite \", \"type\": \"Forest Beast\", \"cost\": \"2\", "
    "\"power\": \"-\", \"effect\": \"-\" },"
    "  \"2\": { \"name\": \"Tide Imp\", \"type\": \"Forest Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"3\": { \"name\": \"Fog Imp\", \"type\": \"Forrest Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"4\": { \"name\": \"Cave\", \"type\": \"\u2726Grotto\", \"cost\": 3, \"power\": \"-\" },"
    "  \"5\": { \"name\": \"Nobody\", \"type\": \"Spell\", \"cost\": 1 },"
    "  \"6\": [ 1, 2 ],"
    "  \"7\": { \"type\": \"Wish\", \"cost\": 1 },"
    "  \"bad/number\": { \"name\": \"X\", \"type\": \"Wish\", \"cost\": 1 },"
    "  \"8\": { \"name\": \"Boss\", \"type\": \"Challenger\", \"power\": 2, \"goal\": \"-\" } }";
  g_autofree char *path = g_dir_make_tmp ("grotto-list-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  g_autoptr(GPtrArray) reports = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  guint n = 0;

  g_assert_true (grotto_card_list_convert (list, strlen (list), "quirks.json", folder, reports,
                                           &n, &error));
  g_assert_no_error (error);
  /* Five cards read; 5, 6, 7 and the bad number left out, each said. */
  g_assert_cmpuint (n, ==, 5);
  g_assert_true (has_report (reports, "card 1:", "spaces"));
  g_assert_true (has_report (reports, "card 1:", "text"));
  g_assert_true (has_report (reports, "card 1:", "“-”"));
  g_assert_true (has_report (reports, "card 3:", "Forest"));
  g_assert_true (has_report (reports, "card 4:", "Epic"));
  g_assert_true (has_report (reports, "card 5:", "left out"));
  g_assert_true (has_report (reports, "card 6:", "left out"));
  g_assert_true (has_report (reports, "card 7:", "left out"));
  g_assert_true (has_report (reports, "card bad/number:", "left out"));
  g_assert_true (has_report (reports, "card 8:", "goal"));
  /* What it makes is a release of the game. */
  release = drive_in_release_load (folder, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_cards (release)), ==, 5);
  {
    DriveInCard *card = drive_in_release_lookup_card (release, "1");

    g_assert_cmpstr (drive_in_card_get_name (card), ==, "Moss Sprite");
    g_assert_cmpint (drive_in_card_get_attribute_int (card, "cost", -1), ==, 2);
    g_assert_false (drive_in_card_has_attribute (card, "power"));
    g_assert_cmpstr (drive_in_card_get_kind_label (drive_in_release_lookup_card (release, "3")), ==,
                     "Forest Beast");
  }
  gros_test_rm_rf (path);
}

static void
test_refused (void)
{
  static const char *const bad[] = {
    "", "not json", "[1, 2]", "\"text\"", "{}", "{ \"1\": { \"type\": \"Spell\" } }",
  };
  static const char one_wish[] = "{\"1\": {\"type\": \"Wish\"}}";
  g_autofree char *path = g_dir_make_tmp ("grotto-list-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (grotto_card_list_convert (bad[i], strlen (bad[i]), "bad.json", folder, NULL,
                                                NULL, &error));
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "bad.json"));
    }
  g_assert_false (grotto_card_list_sniff ("[]", 2));
  g_assert_true (grotto_card_list_sniff (one_wish, strlen (one_wish)));
  gros_test_rm_rf (path);
}

/* Two misspelled types in one list: each is read as the type its neighbours share (the
 * second is compared with every word counted, the first one's included, after the first is
 * corrected). */
static void
test_two_misspellings (void)
{
  const char *list =
    "{ \"1\": { \"name\": \"A\", \"type\": \"Forest Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"2\": { \"name\": \"B\", \"type\": \"Forrest Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"3\": { \"name\": \"C\", \"type\": \"Forest Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"4\": { \"name\": \"D\", \"type\": \"Aquatic Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"5\": { \"name\": \"E\", \"type\": \"Aquatc Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"6\": { \"name\": \"F\", \"type\": \"Aquatic Beast\", \"cost\": 1, \"power\": 1 } }";
  g_autofree char *path = g_dir_make_tmp ("grotto-list-XXXXXX", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  g_autoptr(GPtrArray) reports = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  guint n = 0;

  g_assert_true (grotto_card_list_convert (list, strlen (list), "two.json", folder, reports,
                                           &n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 6);
  g_assert_true (has_report (reports, "card 2:", "read as “Forest Beast”"));
  g_assert_true (has_report (reports, "card 5:", "read as “Aquatic Beast”"));
  gros_test_rm_rf (path);
}

/* drive-in-cli import takes the list as a file, reports by card number, imports the rest. */
static void
test_cli (void)
{
  const char *list =
    "{ \"1\": { \"name\": \"A\", \"type\": \"Forest Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"2\": { \"name\": \"B\", \"type\": \"Forest Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"3\": { \"name\": \"C\", \"type\": \"Forrest Beast\", \"cost\": 1, \"power\": 1 } }";
  g_autofree char *path = g_build_filename (gros_test_get_data_home (), "list.json", NULL);
  const char *argv[] = { DRIVE_IN_CLI, "import", path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_true (g_file_set_contents (path, list, -1, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (err, "card 3: type “Forrest Beast” read as “Forest Beast”"));
  g_assert_nonnull (strstr (out, "grotto-beasts"));
  g_assert_nonnull (strstr (out, "3 cards"));
}

/* drive-in-cli import of a folder that is no release folder but holds a card list (as the
 * list is often published) imports the list, and names the file in its reports. */
static void
test_cli_folder (void)
{
  const char *list =
    "{ \"1\": { \"name\": \"A\", \"type\": \"Forest Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"2\": { \"name\": \"B\", \"type\": \"Forest Beast\", \"cost\": 1, \"power\": 1 },"
    "  \"3\": { \"name\": \"C\", \"type\": \"Forrest Beast\", \"cost\": 1, \"power\": 1 } }";
  g_autofree char *folder = g_build_filename (gros_test_get_data_home (), "published", NULL);
  g_autofree char *notes = g_build_filename (folder, "NOTES.md", NULL);
  g_autofree char *path = g_build_filename (folder, "card-list.json", NULL);
  const char *argv[] = { DRIVE_IN_CLI, "import", folder, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (notes, "# Where the list comes from\n", -1, NULL));
  g_assert_true (g_file_set_contents (path, list, -1, NULL));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (err, "card-list.json: card 3: type “Forrest Beast” read as"));
  g_assert_nonnull (strstr (out, "3 cards"));
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/grotto/import/real-list", test_real_list);
  g_test_add_func ("/grotto/import/quirks", test_quirks);
  g_test_add_func ("/grotto/import/refused", test_refused);
  g_test_add_func ("/grotto/import/two-misspellings", test_two_misspellings);
  g_test_add_func ("/grotto/import/cli", test_cli);
  g_test_add_func ("/grotto/import/cli-folder", test_cli_folder);
  return g_test_run ();
}
