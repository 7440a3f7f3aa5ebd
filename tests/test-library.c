/* test-library.c: the catalog model and the user library (import, loading). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "drive-in-core.h"
#include "gros-test-util.h"

static const char * const english[] = { NULL };

static GFile *
fixture (const char *name)
{
  g_autofree char *path = g_build_filename ("fixtures", "releases", name, NULL);

  return gros_test_get_source_file (path);
}

static DriveInRelease *
load_fixture (const char *name)
{
  g_autoptr(GFile) folder = fixture (name);
  g_autoptr(GError) error = NULL;
  DriveInRelease *release = drive_in_release_load (folder, english, &error);

  g_assert_no_error (error);
  return release;
}

/* A fresh library folder under the test's private data home. */
static DriveInLibrary *
new_library (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) folder = NULL;

  path = g_build_filename (gros_test_get_data_home (), "library-XXXXXX", NULL);
  g_assert_nonnull (g_mkdtemp (path));
  folder = g_file_new_for_path (path);
  return drive_in_library_new (folder);
}

static void
copy_folder (const char *from,
             const char *to)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_assert_cmpint (g_mkdir_with_parents (to, 0755), ==, 0);
  dir = g_dir_open (from, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *source = g_build_filename (from, name, NULL);
      g_autofree char *target = g_build_filename (to, name, NULL);

      if (g_file_test (source, G_FILE_TEST_IS_DIR))
        copy_folder (source, target);
      else
        {
          g_autofree char *contents = NULL;
          gsize length;

          g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
          g_assert_true (g_file_set_contents (target, contents, length, NULL));
        }
    }
}

/* A writable copy of a fixture, to break on purpose. */
static char *
copy_fixture (const char *name)
{
  g_autoptr(GFile) source = fixture (name);
  g_autofree char *path = g_build_filename (gros_test_get_data_home (), "copy-XXXXXX", NULL);

  g_assert_nonnull (g_mkdtemp (path));
  copy_folder (g_file_peek_path (source), path);
  return g_steal_pointer (&path);
}

/* Every path under @path with its type and contents, sorted: two equal snapshots mean
 * nothing changed. */
static void
snapshot_into (const char *root,
               const char *relative,
               GPtrArray  *entries)
{
  g_autofree char *path = g_build_filename (root, relative, NULL);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autofree char *target = g_file_read_link (path, NULL);
      g_ptr_array_add (entries, g_strdup_printf ("%s -> %s", relative, target));
      return;
    }
  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *contents = NULL;
      gsize length = 0;
      g_autofree char *checksum = NULL;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      checksum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (guchar *) contents, length);
      g_ptr_array_add (entries, g_strdup_printf ("%s %s", relative, checksum));
      return;
    }

  g_ptr_array_add (entries, g_strdup_printf ("%s/", relative));
  dir = g_dir_open (path, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (relative, name, NULL);
      snapshot_into (root, child, entries);
    }
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

static char *
snapshot (DriveInLibrary *library)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) text = g_string_new (NULL);

  snapshot_into (g_file_peek_path (drive_in_library_get_folder (library)), ".", entries);
  g_ptr_array_sort (entries, compare_strings);
  for (guint i = 0; i < entries->len; i++)
    g_string_append_printf (text, "%s\n", (char *) g_ptr_array_index (entries, i));
  return g_strdup (text->str);
}

static char *
release_path (DriveInLibrary *library,
              const char  *sigil)
{
  return g_build_filename (g_file_peek_path (drive_in_library_get_folder (library)),
                           "releases", sigil, NULL);
}

static void
import_ok (DriveInLibrary *library,
           GFile       *source,
           const char  *expected_sigil)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *sigil = NULL;

  g_assert_true (drive_in_library_import_release (library, source, &sigil, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (sigil, ==, expected_sigil);
}

static void
assert_no_leftovers (DriveInLibrary *library)
{
  GFile *folder = drive_in_library_get_folder (library);
  g_autofree char *releases = g_build_filename (g_file_peek_path (folder), "releases", NULL);
  g_autoptr(GDir) dir = g_dir_open (releases, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (name[0] == '.')
      g_error ("left over in the library: %s", name);
}

/* ------------------------------------------------------------------------------------ */

static guint changed_position;
static guint changed_removed;
static guint changed_added;
static guint changed_count;

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  gpointer    user_data)
{
  changed_position = position;
  changed_removed = removed;
  changed_added = added;
  changed_count++;
}

static void
test_catalog_model (void)
{
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(DriveInRelease) good = load_fixture ("good");
  g_autoptr(DriveInCard) first = NULL;
  g_autoptr(DriveInCard) last = NULL;
  g_auto(GStrv) traits = NULL;
  DriveInPack *pack;

  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (catalog)) == DRIVE_IN_TYPE_CARD);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 0);
  g_assert_null (drive_in_catalog_lookup (catalog, "fixture:01-01"));

  g_signal_connect (catalog, "items-changed", G_CALLBACK (on_items_changed), NULL);
  changed_count = 0;
  drive_in_catalog_add_release (catalog, good);
  g_assert_cmpuint (changed_count, ==, 1);
  g_assert_cmpuint (changed_position, ==, 0);
  g_assert_cmpuint (changed_removed, ==, 0);
  g_assert_cmpuint (changed_added, ==, 9);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 9);

  first = g_list_model_get_item (G_LIST_MODEL (catalog), 0);
  last = g_list_model_get_item (G_LIST_MODEL (catalog), 8);
  g_assert_cmpstr (drive_in_card_get_id (first), ==, "fixture:01-01");
  g_assert_cmpstr (drive_in_card_get_id (last), ==, "fixture:02-10");
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (catalog), 9));

  g_assert_true (drive_in_catalog_lookup (catalog, "fixture:01-01") == first);
  g_assert_null (drive_in_catalog_lookup (catalog, "fixture:99-99"));
  g_assert_null (drive_in_catalog_lookup (catalog, "01-01"));

  pack = drive_in_catalog_lookup_pack (catalog, "fixture:01");
  g_assert_nonnull (pack);
  g_assert_cmpstr (drive_in_pack_get_name (pack), ==, "Dockside & Drive-In");
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_catalog_get_packs (catalog)), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_catalog_get_releases (catalog)), ==, 1);
  g_assert_true (drive_in_catalog_lookup_release (catalog, "fixture") == good);
  g_assert_null (drive_in_catalog_lookup_release (catalog, "nope"));

  traits = drive_in_catalog_dup_traits (catalog);
  {
    const char * const expected[] = {
      "Aquatic", "Female", "Gun", "Male", "Old", "Weapon", NULL
    };
    g_assert_cmpstrv (traits, expected);
  }
  g_signal_handlers_disconnect_by_func (catalog, on_items_changed, NULL);
}

/* The catalog's cards are its releases' cards, release after release, none missing. */
static void
assert_catalog_is_its_releases (DriveInCatalog *catalog)
{
  GListModel *releases = drive_in_catalog_get_releases (catalog);
  guint position = 0;

  for (guint r = 0; r < g_list_model_get_n_items (releases); r++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, r);
      GListModel *cards = drive_in_release_get_cards (release);

      for (guint c = 0; c < g_list_model_get_n_items (cards); c++, position++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (cards, c);
          g_autoptr(DriveInCard) listed = g_list_model_get_item (G_LIST_MODEL (catalog), position);

          g_assert_true (listed == card);
          g_assert_true (drive_in_catalog_lookup (catalog, drive_in_card_get_id (card)) == card);
        }
    }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, position);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (catalog), position));
}

static void
test_catalog_replace (void)
{
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(DriveInRelease) good = load_fixture ("good");
  g_autoptr(DriveInRelease) reprint = load_fixture ("good-v2");
  g_autoptr(DriveInRelease) other = NULL;
  g_autoptr(DriveInCard) card = NULL;
  g_autoptr(GError) error = NULL;

  /* A second release, so the replaced one sits in the middle. */
  other = drive_in_library_load_starter_release (english, &error);
  g_assert_no_error (error);

  drive_in_catalog_add_release (catalog, good);
  drive_in_catalog_add_release (catalog, other);
  {
    guint n_other = g_list_model_get_n_items (drive_in_release_get_cards (other));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 9 + n_other);

    /* Ordered by release, then number. */
    card = g_list_model_get_item (G_LIST_MODEL (catalog), 9);
    g_assert_cmpstr (drive_in_card_get_release (card), ==, drive_in_release_get_sigil (other));
    g_clear_object (&card);

    g_signal_connect (catalog, "items-changed", G_CALLBACK (on_items_changed), NULL);
    changed_count = 0;
    drive_in_catalog_add_release (catalog, reprint);
    g_assert_cmpuint (changed_count, ==, 1);
    g_assert_cmpuint (changed_position, ==, 0);
    g_assert_cmpuint (changed_removed, ==, 9);
    g_assert_cmpuint (changed_added, ==, 3);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 3 + n_other);
    assert_catalog_is_its_releases (catalog);
  }

  g_assert_cmpuint (g_list_model_get_n_items (drive_in_catalog_get_releases (catalog)), ==, 2);
  g_assert_true (drive_in_catalog_lookup_release (catalog, "fixture") == reprint);
  g_assert_cmpstr (drive_in_card_get_name (drive_in_catalog_lookup (catalog, "fixture:01-01")), ==,
                   "Night Watchman, Retired");
  g_assert_null (drive_in_catalog_lookup (catalog, "fixture:02-10"));
  g_assert_null (drive_in_catalog_lookup_pack (catalog, "fixture:02"));
  g_assert_cmpstr (drive_in_pack_get_name (drive_in_catalog_lookup_pack (catalog, "fixture:01")),
                   ==, "Reprint");

  changed_count = 0;
  g_assert_true (drive_in_catalog_remove_release (catalog, "fixture"));
  g_assert_cmpuint (changed_count, ==, 1);
  g_assert_cmpuint (changed_removed, ==, 3);
  g_assert_false (drive_in_catalog_remove_release (catalog, "fixture"));
  g_assert_null (drive_in_catalog_lookup (catalog, "fixture:01-01"));
  assert_catalog_is_its_releases (catalog);
  g_signal_handlers_disconnect_by_func (catalog, on_items_changed, NULL);

  /* The first of two removed, then a release put back in front of another, replaced by a
   * smaller one and a larger one: the cards after it move each time. */
  g_assert_true (drive_in_catalog_remove_release (catalog, drive_in_release_get_sigil (other)));
  assert_catalog_is_its_releases (catalog);
  drive_in_catalog_add_release (catalog, good);
  drive_in_catalog_add_release (catalog, other);
  assert_catalog_is_its_releases (catalog);
  drive_in_catalog_add_release (catalog, reprint);
  assert_catalog_is_its_releases (catalog);
  drive_in_catalog_add_release (catalog, good);
  assert_catalog_is_its_releases (catalog);
  g_assert_true (drive_in_catalog_remove_release (catalog, "fixture"));
  assert_catalog_is_its_releases (catalog);
}

static void
test_library_folders (void)
{
  g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
  g_autofree char *expected = g_build_filename (gros_test_get_data_home (), "drive-in", NULL);
  g_autoptr(GFile) releases = drive_in_library_get_releases_folder (library);
  g_autoptr(GFile) decks = drive_in_library_get_decks_folder (library);
  g_autoptr(GFile) games = drive_in_library_get_games_folder (library);
  g_autofree char *releases_name = g_file_get_basename (releases);
  g_autofree char *decks_name = g_file_get_basename (decks);
  g_autofree char *games_name = g_file_get_basename (games);

  g_assert_cmpstr (g_file_peek_path (drive_in_library_get_folder (library)), ==, expected);
  g_assert_cmpstr (releases_name, ==, "releases");
  g_assert_cmpstr (decks_name, ==, "decks");
  g_assert_cmpstr (games_name, ==, "games");
}

static void
test_import_success (void)
{
  g_autoptr(DriveInLibrary) library = new_library ();
  g_autoptr(GFile) source = fixture ("good");
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *folder = NULL;
  const char *expected_files[] = {
    "manifest.json", "list.json", "packs.json", "thumb/01-01.png", "art/01-02.png",
    "languages/fr.json", "languages/de.json",
  };
  DriveInCard *card;

  import_ok (library, source, "fixture");
  assert_no_leftovers (library);

  folder = release_path (library, "fixture");
  for (guint i = 0; i < G_N_ELEMENTS (expected_files); i++)
    {
      g_autofree char *path = g_build_filename (folder, expected_files[i], NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_error ("%s was not imported", expected_files[i]);
    }

  catalog = drive_in_library_load_catalog (library, english, problems);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("problem: %s", (char *) g_ptr_array_index (problems, i));
  g_assert_cmpuint (problems->len, ==, 0);

  card = drive_in_catalog_lookup (catalog, "fixture:01-02");
  g_assert_nonnull (card);
  /* Art now resolves inside the library, not the source. */
  g_assert_true (g_str_has_prefix (g_file_peek_path (drive_in_card_get_art (card)), folder));
  /* The starter is there as well. */
  g_assert_nonnull (drive_in_catalog_lookup_release (catalog, "drive-in"));
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_catalog_get_releases (catalog)), ==, 2);
}

static void
test_import_failure_leaves_library (void)
{
  const char *broken[] = {
    "missing-field", "duplicate-number", "unknown-type", "bad-stat", "art-parent",
    "art-absolute", "malformed-json", "missing-manifest", "missing-sigil",
    "pack-unknown-card", "wrong-types", "unsafe-sigil", "empty-list",
  };
  g_autoptr(DriveInLibrary) library = new_library ();
  g_autoptr(GFile) good = fixture ("good");
  g_autofree char *before = NULL;

  import_ok (library, good, "fixture");
  before = snapshot (library);

  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(GFile) source = fixture (broken[i]);
      g_autoptr(GError) error = NULL;
      g_autofree char *sigil = NULL;
      g_autofree char *after = NULL;

      g_assert_false (drive_in_library_import_release (library, source, &sigil, &error));
      g_assert_error (error, DRIVE_IN_ERROR, error->code);
      g_assert_null (sigil);

      after = snapshot (library);
      g_assert_cmpstr (after, ==, before);
    }
}

/* The release validates where it is, but a symbolic link is not copied, so what would land
 * in the library is broken: the import stops after staging, and cleans up. */
static void
test_import_failure_after_staging (void)
{
  g_autoptr(DriveInLibrary) library = new_library ();
  g_autoptr(GFile) good = fixture ("good");
  g_autoptr(GFile) source = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = copy_fixture ("good");
  g_autofree char *list = g_build_filename (copy, "list.json", NULL);
  g_autofree char *real_list = g_build_filename (copy, "real-list.json", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  import_ok (library, good, "fixture");
  before = snapshot (library);

  g_assert_cmpint (g_rename (list, real_list), ==, 0);
  g_assert_cmpint (symlink ("real-list.json", list), ==, 0);

  source = g_file_new_for_path (copy);
  g_assert_false (drive_in_library_import_release (library, source, NULL, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "list.json: file not found"));

  after = snapshot (library);
  g_assert_cmpstr (after, ==, before);
  assert_no_leftovers (library);

  gros_test_rm_rf (copy);
}

/* Into an empty library: a failure leaves no folders behind either. */
static void
test_import_failure_empty_library (void)
{
  g_autoptr(DriveInLibrary) library = new_library ();
  g_autoptr(GFile) source = fixture ("unknown-type");
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) releases = drive_in_library_get_releases_folder (library);

  g_assert_false (drive_in_library_import_release (library, source, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "list.json: card 01-02: unknown type 'monster'"));
  g_assert_false (g_file_query_exists (releases, NULL));
}

static void
test_import_replaces (void)
{
  g_autoptr(DriveInLibrary) library = new_library ();
  g_autoptr(GFile) good = fixture ("good");
  g_autoptr(GFile) reprint = fixture ("good-v2");
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *old_art = NULL;
  g_autoptr(DriveInRelease) release = NULL;

  import_ok (library, good, "fixture");
  import_ok (library, reprint, "fixture");
  assert_no_leftovers (library);

  /* The folder holds the new release only: nothing of the old one survives. */
  folder = release_path (library, "fixture");
  old_art = g_build_filename (folder, "art", "01-02.png", NULL);
  g_assert_false (g_file_test (old_art, G_FILE_TEST_EXISTS));

  catalog = drive_in_library_load_catalog (library, english, NULL);
  release = g_object_ref (drive_in_catalog_lookup_release (catalog, "fixture"));
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_cards (release)), ==, 3);
  g_assert_cmpstr (drive_in_card_get_name (drive_in_catalog_lookup (catalog, "fixture:01-01")), ==,
                   "Night Watchman, Retired");

  /* And back again. */
  import_ok (library, good, "fixture");
  g_clear_object (&catalog);
  catalog = drive_in_library_load_catalog (library, english, NULL);
  g_assert_cmpstr (drive_in_card_get_name (drive_in_catalog_lookup (catalog, "fixture:01-01")), ==,
                   "Night Watchman");
  assert_no_leftovers (library);
}

static void
set_manifest_sigil (const char *folder,
                    const char *from,
                    const char *to)
{
  g_autofree char *path = g_build_filename (folder, "manifest.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *old = g_strdup_printf ("\"sigil\": \"%s\"", from);
  g_autofree char *quoted = g_strdup_printf ("\"sigil\": \"%s\"", to);
  g_auto(GStrv) parts = NULL;
  g_autofree char *joined = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  parts = g_strsplit (contents, old, 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  joined = g_strjoinv (quoted, parts);
  g_assert_true (g_file_set_contents (path, joined, -1, NULL));
}

static void
test_import_unsafe_sigil (void)
{
  g_autoptr(DriveInLibrary) library = new_library ();
  g_autoptr(GFile) unsafe = fixture ("unsafe-sigil");
  g_autoptr(GFile) reserved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) releases = drive_in_library_get_releases_folder (library);
  g_autofree char *copy = copy_fixture ("good");
  const char *bad_sigils[] = { "../escape", "UPPER", "a b", ".hidden" };

  g_assert_false (drive_in_library_import_release (library, unsafe, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "sigil 'Bad/Sigil' is not a safe name"));
  g_clear_error (&error);

  for (guint i = 0; i < G_N_ELEMENTS (bad_sigils); i++)
    {
      g_autoptr(GFile) source = g_file_new_for_path (copy);

      set_manifest_sigil (copy, "fixture", bad_sigils[i]);
      g_assert_false (drive_in_library_import_release (library, source, NULL, &error));
      g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "is not a safe name"));
      g_clear_error (&error);
      set_manifest_sigil (copy, bad_sigils[i], "fixture");
    }

  /* The starter's sigil is taken. */
  set_manifest_sigil (copy, "fixture", "drive-in");
  reserved = g_file_new_for_path (copy);
  g_assert_false (drive_in_library_import_release (library, reserved, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "built-in starter"));

  g_assert_false (g_file_query_exists (releases, NULL));
  gros_test_rm_rf (copy);
}

static void
test_import_skips_symlinks (void)
{
  g_autoptr(DriveInLibrary) library = new_library ();
  g_autofree char *copy = copy_fixture ("good");
  g_autofree char *link = g_build_filename (copy, "thumb", "stolen.png", NULL);
  g_autofree char *folder = NULL;
  g_autofree char *imported = NULL;
  g_autoptr(GFile) source = NULL;

  g_assert_cmpint (symlink ("/etc/hostname", link), ==, 0);
  source = g_file_new_for_path (copy);
  import_ok (library, source, "fixture");

  folder = release_path (library, "fixture");
  imported = g_build_filename (folder, "thumb", "stolen.png", NULL);
  g_assert_false (g_file_test (imported, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (imported, G_FILE_TEST_IS_SYMLINK));
  gros_test_rm_rf (copy);
}

static void
test_load_catalog_problems (void)
{
  g_autoptr(DriveInLibrary) library = new_library ();
  g_autoptr(GFile) good = fixture ("good");
  g_autoptr(GFile) broken = fixture ("unknown-type");
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *releases = NULL;
  g_autofree char *broken_copy = NULL;
  g_autofree char *hidden_copy = NULL;
  g_autofree char *expected = NULL;

  import_ok (library, good, "fixture");
  releases = g_build_filename (g_file_peek_path (drive_in_library_get_folder (library)),
                               "releases", NULL);

  /* A broken folder dropped in by hand, and a dot-folder that must be ignored. */
  broken_copy = g_build_filename (releases, "broken", NULL);
  copy_folder (g_file_peek_path (broken), broken_copy);
  hidden_copy = g_build_filename (releases, ".import-abcdef", NULL);
  copy_folder (g_file_peek_path (broken), hidden_copy);

  catalog = drive_in_library_load_catalog (library, english, problems);
  g_assert_nonnull (drive_in_catalog_lookup (catalog, "fixture:01-01"));
  g_assert_null (drive_in_catalog_lookup_release (catalog, "unknown-type"));

  g_assert_cmpuint (problems->len, ==, 1);
  expected = g_strdup_printf ("%s/list.json: card 01-02: unknown type 'monster'", broken_copy);
  g_assert_cmpstr (g_ptr_array_index (problems, 0), ==, expected);
}

static void
test_shared_release_import (void)
{
  g_autoptr(GFile) source = gros_test_get_shared_release ();
  g_autoptr(DriveInLibrary) library = NULL;
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  DriveInRelease *release;
  DriveInPack *pack;
  DriveInCard *card;

  if (source == NULL)
    {
      g_test_skip ("the shared gros-dc release is not there");
      return;
    }

  library = new_library ();
  import_ok (library, source, "gros-dc");
  assert_no_leftovers (library);

  catalog = drive_in_library_load_catalog (library, english, problems);
  g_assert_cmpuint (problems->len, ==, 0);

  release = drive_in_catalog_lookup_release (catalog, "gros-dc");
  g_assert_nonnull (release);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_cards (release)), ==, 160);
  card = drive_in_catalog_lookup (catalog, "gros-dc:01-01");
  g_assert_nonnull (card);
  g_assert_nonnull (drive_in_card_get_art (card));
  g_assert_true (g_file_query_exists (drive_in_card_get_art (card), NULL));

  pack = drive_in_catalog_lookup_pack (catalog, "gros-dc:05");
  g_assert_cmpstr (drive_in_pack_get_name (pack), ==, "Cops & Bombers");
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_catalog_get_packs (catalog)), >=, 10);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/catalog/model", test_catalog_model);
  g_test_add_func ("/drive-in/catalog/replace", test_catalog_replace);
  g_test_add_func ("/drive-in/library/folders", test_library_folders);
  g_test_add_func ("/drive-in/library/import", test_import_success);
  g_test_add_func ("/drive-in/library/import-failure-untouched", test_import_failure_leaves_library);
  g_test_add_func ("/drive-in/library/import-failure-after-staging",
                   test_import_failure_after_staging);
  g_test_add_func ("/drive-in/library/import-failure-empty-library",
                   test_import_failure_empty_library);
  g_test_add_func ("/drive-in/library/import-replaces", test_import_replaces);
  g_test_add_func ("/drive-in/library/import-unsafe-sigil", test_import_unsafe_sigil);
  g_test_add_func ("/drive-in/library/import-skips-symlinks", test_import_skips_symlinks);
  g_test_add_func ("/drive-in/library/load-catalog-problems", test_load_catalog_problems);
  g_test_add_func ("/drive-in/library/shared-gros-dc", test_shared_release_import);

  return g_test_run ();
}
