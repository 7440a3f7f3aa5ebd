/* fuzz-release.c: release folders (manifest, list, packs, language overlays) through the loader
 * and the library import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include <glib/gstdio.h>

#include "fuzz-common.h"

/* The input is a folder written as text: every line "@@ PATH" starts the file PATH (relative,
 * made of [A-Za-z0-9._-] parts, at most three deep, no "." or ".."), which runs to the next
 * such line; anything before the first one is manifest.json. "@@ PATH/" makes a folder.
 * tests/fuzz/release/README.md shows one. */
#define MAX_FILES 24

static gboolean
path_is_usable (const char *path)
{
  g_auto(GStrv) parts = NULL;
  guint n;

  if (*path == '\0' || strlen (path) > 120)
    return FALSE;
  for (const char *p = path; *p != '\0'; p++)
    if (!(g_ascii_isalnum (*p) || *p == '.' || *p == '_' || *p == '-' || *p == '/'))
      return FALSE;
  parts = g_strsplit (path, "/", -1);
  n = g_strv_length (parts);
  if (n > 3)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (*parts[i] == '\0' || g_str_equal (parts[i], ".") || g_str_equal (parts[i], ".."))
      return FALSE;
  return TRUE;
}

static void
write_entry (const char *folder,
             const char *header,
             gsize       header_len,
             const char *data,
             gsize       length)
{
  g_autofree char *name = g_strstrip (g_strndup (header, header_len));
  g_autofree char *path = NULL;
  g_autofree char *parent = NULL;
  gboolean is_folder = g_str_has_suffix (name, "/");

  if (is_folder)
    name[strlen (name) - 1] = '\0';
  if (!path_is_usable (name))
    return;

  path = g_build_filename (folder, name, NULL);
  parent = g_path_get_dirname (path);
  g_mkdir_with_parents (parent, 0700);
  if (is_folder)
    g_mkdir (path, 0700);
  else
    /* A name already taken by a folder just fails: that is a case worth keeping too. */
    g_file_set_contents (path, data, (gssize) length, NULL);
}

/* Writes the folder described by @data into @folder. */
static void
write_folder (const char *folder,
              const char *data,
              gsize       size)
{
  const char *end = data + size;
  const char *content = data;
  const char *header = "manifest.json";
  gsize header_len = strlen (header);
  guint n_files = 0;
  gboolean first = TRUE;

  while (n_files < MAX_FILES)
    {
      const char *next = content;
      const char *marker = NULL;

      /* The next line that starts with "@@ ". */
      while (next < end)
        {
          if ((next == data || next[-1] == '\n') && end - next >= 3
              && memcmp (next, "@@ ", 3) == 0)
            {
              marker = next;
              break;
            }
          next = memchr (next, '\n', end - next);
          if (next == NULL)
            break;
          next++;
        }

      if (marker == NULL)
        {
          write_entry (folder, header, header_len, content, end - content);
          return;
        }

      /* Text before the first header is manifest.json, when there is any. */
      if (marker > content || !first)
        {
          write_entry (folder, header, header_len, content, marker - content);
          n_files++;
        }
      first = FALSE;

      {
        const char *eol = memchr (marker, '\n', end - marker);

        header = marker + 3;
        header_len = (eol != NULL ? eol : end) - header;
        content = eol != NULL ? eol + 1 : end;
      }
    }
}

static void
exercise_release (DriveInRelease *release)
{
  GListModel *cards = drive_in_release_get_cards (release);
  GListModel *packs = drive_in_release_get_packs (release);
  const char * const *warnings = drive_in_release_get_warnings (release);
  g_auto(GStrv) paths = drive_in_release_dup_content_paths (release);
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();

  GROS_FUZZ_CHECK (drive_in_release_sigil_is_valid (drive_in_release_get_sigil (release)),
                   "loaded with sigil '%s'", drive_in_release_get_sigil (release));
  for (guint i = 0; warnings[i] != NULL; i++)
    GROS_FUZZ_CHECK (g_utf8_validate (warnings[i], -1, NULL), "warning not UTF-8");
  for (guint i = 0; paths[i] != NULL; i++)
    GROS_FUZZ_CHECK (!g_path_is_absolute (paths[i]) && strstr (paths[i], "..") == NULL,
                     "content path '%s' leaves the folder", paths[i]);

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      const char *name = drive_in_card_get_name (card);

      GROS_FUZZ_CHECK (name != NULL && g_utf8_validate (name, -1, NULL), "card name");
      GROS_FUZZ_CHECK (drive_in_release_lookup_card (release, drive_in_card_get_number (card)) == card,
                       "card %s is not found by its number", drive_in_card_get_number (card));
    }
  for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);

      GROS_FUZZ_CHECK (drive_in_pack_get_name (pack) != NULL, "pack without a name");
    }

  drive_in_catalog_add_release (catalog, release);
  GROS_FUZZ_CHECK (g_list_model_get_n_items (G_LIST_MODEL (catalog))
                   == g_list_model_get_n_items (cards), "catalog count");
}

int
gros_fuzz_release (const uint8_t *data,
                   size_t         size)
{
  const char *languages[] = { "fr", "en", NULL };
  g_autofree char *folder = NULL;
  g_autofree char *library_path = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;

  gros_fuzz_setup ();
  folder = g_build_filename (gros_fuzz_get_scratch (), "release", NULL);
  library_path = g_build_filename (gros_fuzz_get_scratch (), "library", NULL);
  gros_fuzz_rm_rf (folder);
  g_mkdir (folder, 0700);
  write_folder (folder, (const char *) data, size);

  file = g_file_new_for_path (folder);
  release = drive_in_release_load (file, languages, &error);
  if (release == NULL)
    {
      /* "FILE: problem" lines; the manifest may name the other files anything. */
      GROS_FUZZ_CHECK_ERROR (error, ": ");
      GROS_FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL), "error not UTF-8");
    }
  else
    {
      g_autoptr(DriveInLibrary) library = NULL;
      g_autoptr(GFile) library_folder = g_file_new_for_path (library_path);
      g_autofree char *sigil = NULL;

      exercise_release (release);

      /* Import copies the files the release names and loads the copy again. */
      library = drive_in_library_new (library_folder);
      if (drive_in_library_import_release (library, file, &sigil, &error))
        {
          g_autoptr(GFile) releases = drive_in_library_get_releases_folder (library);
          g_autoptr(GFile) copy = g_file_get_child (releases, sigil);
          g_autoptr(DriveInRelease) imported = NULL;

          GROS_FUZZ_CHECK (g_strcmp0 (sigil, drive_in_release_get_sigil (release)) == 0,
                           "imported as %s", sigil);
          imported = drive_in_release_load (copy, languages, &error);
          GROS_FUZZ_CHECK (imported != NULL, "imported %s does not load: %s", sigil,
                           error->message);
          GROS_FUZZ_CHECK (g_list_model_get_n_items (drive_in_release_get_cards (imported))
                           == g_list_model_get_n_items (drive_in_release_get_cards (release)),
                           "the imported copy has other cards");
        }
      else
        GROS_FUZZ_CHECK (error != NULL && error->domain == DRIVE_IN_ERROR, "import error");
      gros_fuzz_rm_rf (library_path);
    }

  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_release)
