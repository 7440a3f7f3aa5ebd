/* test-release-cache.c: the compact form of a release: written at import, reused, rebuilt. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <utime.h>

#include <glib/gstdio.h>

#include "drive-in-core.h"
#include "drive-in-release-cache.h"
#include "gros-test-util.h"

/* Everything a card holds, as one comparable string (drive_in_card_get_info() covers every
 * field drive_in_card_new() takes). */
static char *
describe_card (DriveInCard *card)
{
  DriveInCardInfo info;
  GString *text = g_string_new (NULL);
  g_autofree char *art = NULL;

  drive_in_card_get_info (card, &info);
  art = info.art != NULL ? g_file_get_uri (info.art) : NULL;
  g_string_append_printf (text, "%s|%s|%s|%s|", info.release, info.number,
                          info.name, info.original_name);
  for (guint i = 0; info.traits != NULL && info.traits[i] != NULL; i++)
    g_string_append_printf (text, "t:%s,", info.traits[i]);
  for (guint i = 0; info.display_traits != NULL && info.display_traits[i] != NULL; i++)
    g_string_append_printf (text, "d:%s,", info.display_traits[i]);
  g_string_append_printf (text, "|%s|%s|%s|%s|%s|%s|%s|", info.quote, info.abilities, art,
                          info.pack, info.game, info.kind, info.kind_label);
  for (guint i = 0; i < info.n_attributes; i++)
    g_string_append_printf (text, "a:%s=%d/%s,", info.attributes[i].name,
                            info.attributes[i].value, info.attributes[i].text);
  return g_string_free (text, FALSE);
}

static char *
describe_release (DriveInRelease *release)
{
  GString *text = g_string_new (NULL);
  GListModel *cards = drive_in_release_get_cards (release);
  GListModel *packs = drive_in_release_get_packs (release);
  const char * const *warnings = drive_in_release_get_warnings (release);
  g_auto(GStrv) content = drive_in_release_dup_content_paths (release);
  g_autofree char *folder = g_file_get_uri (drive_in_release_get_folder (release));
  g_autofree char *languages =
    g_strjoinv (",", (char **) drive_in_release_get_languages (release));
  g_autofree char *joined_content = g_strjoinv (",", content);

  g_string_append_printf (text, "%s|%s|%s|%s|%s|%s|%s|%s|%s|%s|%s\n", folder,
                          drive_in_release_get_sigil (release), drive_in_release_get_name (release),
                          drive_in_release_get_short_name (release),
                          drive_in_release_get_year (release),
                          drive_in_release_get_description (release),
                          drive_in_release_get_kind (release), drive_in_release_get_game (release),
                          languages, drive_in_release_get_language (release), joined_content);
  for (guint i = 0; warnings != NULL && warnings[i] != NULL; i++)
    g_string_append_printf (text, "warning %s\n", warnings[i]);
  for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);
      g_autofree char *numbers =
        g_strjoinv (",", (char **) drive_in_pack_get_card_numbers (pack));

      g_string_append_printf (text, "pack %s|%s|%s|%s\n", drive_in_pack_get_id (pack),
                              drive_in_pack_get_name (pack), drive_in_pack_get_kind (pack),
                              numbers);
    }
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      g_autofree char *described = describe_card (card);

      g_assert_true (drive_in_release_lookup_card (release, drive_in_card_get_number (card)) == card);
      g_string_append_printf (text, "card %s\n", described);
    }
  return g_string_free (text, FALSE);
}

/* A copy of a fixture in a library folder of its own (the cache is written into it). */
static GFile *
copy_fixture (const char *name)
{
  g_autofree char *relative = g_build_filename ("fixtures", "releases", name, NULL);
  g_autoptr(GFile) source = gros_test_get_source_file (relative);
  g_autofree char *library_path = NULL;
  g_autoptr(GFile) library_folder = NULL;
  g_autoptr(DriveInLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sigil = NULL;
  g_autoptr(GFile) releases = NULL;

  library_path = g_build_filename (gros_test_get_data_home (), "cache-XXXXXX", NULL);
  g_assert_nonnull (g_mkdtemp (library_path));
  library_folder = g_file_new_for_path (library_path);
  library = drive_in_library_new (library_folder);
  g_assert_true (drive_in_library_import_release (library, source, &sigil, &error));
  g_assert_no_error (error);
  releases = drive_in_library_get_releases_folder (library);
  return g_file_get_child (releases, sigil);
}

static char *
cache_path (GFile *folder)
{
  return g_build_filename (g_file_peek_path (folder), DRIVE_IN_RELEASE_CACHE_FILE, NULL);
}

static void
assert_same_as_files (GFile              *folder,
                      const char * const *languages)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) from_files = drive_in_release_load (folder, languages, &error);
  g_autoptr(DriveInRelease) from_cache = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;

  g_assert_no_error (error);
  from_cache = drive_in_release_cache_load (folder, languages, &error);
  g_assert_no_error (error);
  g_assert_nonnull (from_cache);
  expected = describe_release (from_files);
  got = describe_release (from_cache);
  g_assert_cmpstr (got, ==, expected);
}

/* Import writes the cache, and it gives the very release the files give, in each
 * language the release has (and in one it has not). */
static void
test_written_at_import (void)
{
  g_autoptr(GFile) folder = copy_fixture ("good");
  g_autofree char *path = cache_path (folder);
  const char * const english[] = { NULL };
  const char * const french[] = { "fr_FR.UTF-8", "fr", NULL };
  const char * const german[] = { "de", NULL };
  const char * const spanish[] = { "es_ES", "es", NULL };

  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  assert_same_as_files (folder, english);
  assert_same_as_files (folder, french);
  assert_same_as_files (folder, german);
  assert_same_as_files (folder, spanish);
}

/* Every game's cards keep their kind and attributes through the cache. */
static void
test_other_game (void)
{
  g_autoptr(GFile) folder = copy_fixture ("other-game");
  const char * const english[] = { NULL };

  assert_same_as_files (folder, english);
}

/* Sets @path's modification time back to @mtime (so a same-size edit looks unchanged). */
static void
set_mtime (const char     *path,
           struct timespec mtime)
{
  struct timespec times[2] = { mtime, mtime };

  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
}

static struct timespec
get_mtime (const char *path)
{
  struct stat info;

  g_assert_cmpint (stat (path, &info), ==, 0);
  return info.st_mtim;
}

/* The library's loader takes the cache and does not read list.json: made unreadable with
 * its size and time kept, the release still loads, with its cards. */
static void
test_reused (void)
{
  g_autoptr(GFile) folder = copy_fixture ("good");
  g_autofree char *list = g_build_filename (g_file_peek_path (folder), "list.json", NULL);
  g_autoptr(GFile) library_folder = g_file_get_parent (folder);
  g_autoptr(GFile) library_root = g_file_get_parent (library_folder);
  g_autoptr(DriveInLibrary) library = drive_in_library_new (library_root);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autofree char *contents = NULL;
  struct timespec mtime = get_mtime (list);
  gsize length;

  g_assert_true (g_file_get_contents (list, &contents, &length, NULL));
  memset (contents, ' ', length);
  g_assert_true (g_file_set_contents (list, contents, length, NULL));
  set_mtime (list, mtime);

  catalog = drive_in_library_load_catalog (library, NULL, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_nonnull (drive_in_catalog_lookup_release (catalog, "fixture"));
  g_assert_nonnull (drive_in_catalog_lookup (catalog, "fixture:01-01"));
}

/* A release file changed since: the cache is not used, the files are read, and the cache
 * is written again for next time. */
static void
test_rebuilt_when_stale (void)
{
  g_autoptr(GFile) folder = copy_fixture ("good");
  g_autofree char *list = g_build_filename (g_file_peek_path (folder), "list.json", NULL);
  g_autofree char *path = cache_path (folder);
  g_autoptr(GFile) library_folder = g_file_get_parent (folder);
  g_autoptr(GFile) library_root = g_file_get_parent (library_folder);
  g_autoptr(DriveInLibrary) library = drive_in_library_new (library_root);
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) cached = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *renamed = NULL;
  const char * const english[] = { NULL };

  g_assert_true (g_file_get_contents (list, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"Night\\nWatchman\""));
  {
    g_auto(GStrv) parts = g_strsplit (contents, "\"Night\\nWatchman\"", 2);

    renamed = g_strjoinv ("\"Head Watchman\"", parts);
  }
  g_assert_true (g_file_set_contents (list, renamed, -1, NULL));

  cached = drive_in_release_cache_load (folder, english, &error);
  g_assert_null (cached);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "list.json"));
  g_clear_error (&error);

  catalog = drive_in_library_load_catalog (library, english, NULL);
  g_assert_cmpstr (drive_in_card_get_name (drive_in_catalog_lookup (catalog, "fixture:01-01")), ==,
                   "Head Watchman");

  /* Written again, and current. */
  cached = drive_in_release_cache_load (folder, english, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_card_get_name (drive_in_release_lookup_card (cached, "01-01")), ==,
                   "Head Watchman");
}

/* Damaged in any of these ways, the cache is refused with a reason, the release loads from
 * its files as if there were none, and a sound cache replaces it. */
static void
test_rebuilt_when_corrupt (void)
{
  const char * const english[] = { NULL };
  enum { TRUNCATED, FLIPPED, GARBAGE, EMPTY, OTHER_VERSION, N_DAMAGES };

  for (guint damage = 0; damage < N_DAMAGES; damage++)
    {
      g_autoptr(GFile) folder = copy_fixture ("good");
      g_autofree char *path = cache_path (folder);
      g_autoptr(GFile) library_folder = g_file_get_parent (folder);
      g_autoptr(GFile) library_root = g_file_get_parent (library_folder);
      g_autoptr(DriveInLibrary) library = drive_in_library_new (library_root);
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(DriveInCatalog) catalog = NULL;
      g_autoptr(DriveInRelease) cached = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      switch (damage)
        {
        case TRUNCATED:
          length /= 2;
          break;
        case FLIPPED:
          /* A byte of a card's text, well inside the payload. */
          contents[length / 2] ^= 0x20;
          break;
        case GARBAGE:
          for (gsize i = 0; i < length; i++)
            contents[i] = (char) (i * 7919 % 251);
          break;
        case EMPTY:
          length = 0;
          break;
        case OTHER_VERSION:
          {
            g_autoptr(GBytes) bytes = g_bytes_new (contents, length);
            g_autoptr(GVariant) file =
              g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE ("(sustv)"), bytes,
                                                            FALSE));
            g_autoptr(GVariant) payload = NULL;
            g_autoptr(GVariant) older = NULL;
            const char *magic;
            const char *signature;
            guint32 version;
            guint64 sum;

            g_variant_get (file, "(&su&stv)", &magic, &version, &signature, &sum, &payload);
            g_assert_cmpuint (version, ==, DRIVE_IN_RELEASE_CACHE_VERSION);
            older = g_variant_ref_sink (g_variant_new ("(sustv)", magic, version + 1,
                                                       signature, sum, payload));
            g_free (contents);
            length = g_variant_get_size (older);
            contents = g_memdup2 (g_variant_get_data (older), length);
          }
          break;
        default:
          g_assert_not_reached ();
        }
      g_assert_true (g_file_set_contents (path, contents, length, NULL));

      cached = drive_in_release_cache_load (folder, english, &error);
      g_assert_null (cached);
      g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, DRIVE_IN_RELEASE_CACHE_FILE));
      g_clear_error (&error);

      catalog = drive_in_library_load_catalog (library, english, problems);
      g_assert_cmpuint (problems->len, ==, 0);
      g_assert_cmpstr (drive_in_card_get_name (drive_in_catalog_lookup (catalog, "fixture:01-01")),
                       ==, "Night Watchman");

      cached = drive_in_release_cache_load (folder, english, &error);
      g_assert_no_error (error);
      g_assert_nonnull (cached);
    }
}

/* Replaces every @from in @data by @to (as long), as a forger would edit the file. */
static guint
replace_bytes (guint8     *data,
               gsize       size,
               const char *from,
               const char *to,
               gsize       length)
{
  guint n = 0;

  g_assert_cmpuint (strlen (to), <=, length);
  for (gsize i = 0; i + length <= size; i++)
    if (memcmp (data + i, from, length) == 0)
      {
        memcpy (data + i, to, length);
        n++;
      }
  return n;
}

/* A cache made to harm (its checksum right) is refused when a value breaks a rule of the
 * release format: art outside the folder, a card number that cannot be an id, a sigil that
 * is no safe folder name. */
static void
test_crafted_refused (void)
{
  static const struct
  {
    const char *from;
    const char *to;
    gsize       length; /* NULs included */
    const char *reason;
  } edits[] = {
    { "thumb/01-01.png", "../../../etc/pw", 16, "leaves the release folder" },
    { "01-01", "01:01", 6, "card number" },
    { "fixture", "fix/ure", 8, "sigil" },
  };
  g_autoptr(GFile) folder = copy_fixture ("good");
  g_autofree char *path = cache_path (folder);
  const char * const english[] = { NULL };

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autoptr(GMappedFile) mapped = g_mapped_file_new (path, FALSE, NULL);
      g_autoptr(GBytes) bytes = g_mapped_file_get_bytes (mapped);
      g_autoptr(GVariant) payload = drive_in_release_cache_unseal (bytes, NULL);
      g_autoptr(GVariant) crafted = NULL;
      g_autoptr(DriveInRelease) release = NULL;
      g_autoptr(GError) error = NULL;
      guint8 *data;
      gsize size;

      g_assert_nonnull (payload);
      size = g_variant_get_size (payload);
      data = g_memdup2 (g_variant_get_data (payload), size);
      g_assert_cmpuint (replace_bytes (data, size, edits[i].from, edits[i].to,
                                       edits[i].length), >, 0);
      crafted = g_variant_ref_sink (g_variant_new_from_data (
        drive_in_release_cache_get_payload_type (), data, size, FALSE, g_free, data));

      release = drive_in_release_cache_read_payload (folder, crafted, english, TRUE, &error);
      g_assert_null (release);
      g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, edits[i].reason));
    }
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/release-cache/written-at-import", test_written_at_import);
  g_test_add_func ("/drive-in/release-cache/other-game", test_other_game);
  g_test_add_func ("/drive-in/release-cache/reused", test_reused);
  g_test_add_func ("/drive-in/release-cache/rebuilt-when-stale", test_rebuilt_when_stale);
  g_test_add_func ("/drive-in/release-cache/rebuilt-when-corrupt", test_rebuilt_when_corrupt);
  g_test_add_func ("/drive-in/release-cache/crafted-refused", test_crafted_refused);

  return g_test_run ();
}
