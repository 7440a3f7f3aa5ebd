/* cli-import.c: drive-in-cli import: release folders, and card lists of other games. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cli-import.h"
#include "cli-private.h"
#include "grotto-card-list.h"
#include "grotto-game-id.h"

/* A file that is not a release folder but that some game's importer reads (a card list
 * published for that game): it says whether the file's @data is one of its lists, and turns
 * the file into a release of the library, reporting by card what it reads its own way. */
typedef struct
{
  const char *game;      /* the game's id (<game>-game-id.h) */
  gsize       max_size;  /* larger files are not its lists */
  gboolean  (*sniff)   (const char   *data,
                        gsize         length);
  gboolean  (*import)  (DriveInLibrary  *library,
                        GFile        *file,
                        char        **out_sigil,
                        GPtrArray    *out_reports,
                        GError      **error);
} CliImporter;

/* Every importer of card lists: a game that has one adds its line here. */
static const CliImporter importers[] = {
  { GROTTO_GAME_ID, GROTTO_CARD_LIST_MAX_SIZE, grotto_card_list_sniff,
    grotto_card_list_import },
};

/* Lines about files of the release are relative to it ("list.json: card 01-05: ..."):
 * make them "DIR/list.json: ..."; lines about the library already start with a path. */
static void
print_import_problems (const char *folder,
                       const char *message)
{
  g_auto(GStrv) lines = g_strsplit (message, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *end = strstr (lines[i], ": ");
      g_autofree char *first = g_strndup (lines[i], end != NULL ? end - lines[i] : 0);

      if (*lines[i] == '\0')
        continue;
      if (g_path_is_absolute (first) || strstr (first, "://") != NULL)
        g_printerr ("%s\n", lines[i]);
      else
        g_printerr ("%s%s%s\n", folder, g_str_has_suffix (folder, "/") ? "" : "/", lines[i]);
    }
}

/* The card-list importer that reads the file @source, or NULL (any other file). */
static const CliImporter *
find_file_importer (GFile *source)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *data = NULL;
  gsize length;

  info = g_file_query_info (source, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            NULL, NULL);
  if (info == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (importers); i++)
    {
      if ((gsize) g_file_info_get_size (info) > importers[i].max_size)
        continue;
      if (data == NULL && !g_file_load_contents (source, NULL, &data, &length, NULL, NULL))
        return NULL;
      if (importers[i].sniff (data, length))
        return &importers[i];
    }
  return NULL;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The card-list importer that reads @source, and the file it reads into @out_file: @source
 * itself, or, for a folder that is no release folder (no manifest), the first file in it (by
 * name) that an importer reads, as a card list is often published in a folder of its own. */
static const CliImporter *
find_importer (GFile  *source,
               GFile **out_file)
{
  g_autoptr(GFile) manifest = NULL;
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) names = NULL;
  GFileInfo *info;

  switch (g_file_query_file_type (source, G_FILE_QUERY_INFO_NONE, NULL))
    {
    case G_FILE_TYPE_REGULAR:
      *out_file = g_object_ref (source);
      return find_file_importer (source);
    case G_FILE_TYPE_DIRECTORY:
      break;
    default:
      return NULL;
    }

  manifest = g_file_get_child (source, "manifest.json");
  if (g_file_query_exists (manifest, NULL))
    return NULL;
  children = g_file_enumerate_children (source, G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                        G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (children == NULL)
    return NULL;
  names = g_ptr_array_new_with_free_func (g_free);
  while ((info = g_file_enumerator_next_file (children, NULL, NULL)) != NULL)
    {
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR)
        g_ptr_array_add (names, g_strdup (g_file_info_get_name (info)));
      g_object_unref (info);
    }
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autoptr(GFile) child = g_file_get_child (source, names->pdata[i]);
      const CliImporter *importer = find_file_importer (child);

      if (importer != NULL)
        {
          *out_file = g_steal_pointer (&child);
          return importer;
        }
    }
  return NULL;
}

int
cli_import (int    argc,
            char **argv)
{
  g_autoptr(DriveInLibrary) library = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GFile) source = NULL;
  g_autoptr(GFile) list_file = NULL;
  g_autoptr(GFile) releases = NULL;
  g_autoptr(GFile) installed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sigil = NULL;
  g_autofree char *location = NULL;
  g_autofree char *source_name = NULL;
  const CliImporter *importer;
  const char * const *warnings;

  if (!cli_parse_options (cli_lookup_command ("import"), NULL, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("import: which folder? Give the release folder to import")
                          : _("import: one folder at a time"));
      return CLI_EXIT_FAILURE;
    }

  library = cli_get_library ();
  source = g_file_new_for_commandline_arg (argv[1]);
  source_name = g_file_get_parse_name (source);

  /* A file, or a folder without a manifest holding one, may be a card list some game's
   * importer reads as it is (what it reads its own way is reported by card number); anything
   * else is read as a release folder, and refused as one when it is not. */
  importer = find_importer (source, &list_file);
  if (importer != NULL)
    {
      g_autoptr(GPtrArray) reports = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *list_name = g_file_get_parse_name (list_file);
      gboolean imported = importer->import (library, list_file, &sigil, reports, &error);

      for (guint i = 0; i < reports->len; i++)
        g_printerr ("%s: %s\n", list_name, (const char *) reports->pdata[i]);
      if (!imported)
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
    }
  else if (!drive_in_library_import_release (library, source, &sigil, &error))
    {
      print_import_problems (source_name, error->message);
      return CLI_EXIT_FAILURE;
    }

  releases = drive_in_library_get_releases_folder (library);
  installed = g_file_get_child (releases, sigil);
  location = g_file_get_parse_name (installed);
  release = drive_in_release_load (installed, NULL, &error);
  if (release == NULL)
    {
      cli_error (_("%s was imported, but does not load:"), location);
      cli_print_problems (error->message);
      return CLI_EXIT_FAILURE;
    }

  warnings = drive_in_release_get_warnings (release);
  for (guint i = 0; warnings[i] != NULL; i++)
    g_printerr ("%s/%s\n", location, warnings[i]);

  g_print (_("Imported %s (%s, %u cards, %u packs) into %s\n"),
           sigil, drive_in_release_get_name (release),
           g_list_model_get_n_items (drive_in_release_get_cards (release)),
           g_list_model_get_n_items (drive_in_release_get_packs (release)),
           location);
  return CLI_EXIT_OK;
}
