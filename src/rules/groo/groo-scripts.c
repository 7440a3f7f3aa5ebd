/* groo-scripts.c: the shipped Groo card scripts, read once per process. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <gio/gio.h>
#include <string.h>

#include "groo-rules-resources.h"
#include "groo-script.h"

#define SCRIPTS_PATH  "/io/github/drivein/DriveIn/rules/scripts/"
#define SCRIPT_SUFFIX ".groo-script"

/* The releases whose scripts ship with Drive-In. */
static const char *const shipped[] = { "drive-in-groo" };

/* sigil -> (number -> script text), for the life of the process. */
static GHashTable *files;

/* "NUMBER: clause" lines; several lines of one number make one script. */
static GHashTable *
parse_file (const char *name,
            const char *text)
{
  GHashTable *entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = g_strstrip (lines[i]);
      char *colon;
      const char *old;

      if (*line == '\0' || *line == '#')
        continue;
      colon = strchr (line, ':');
      if (colon == NULL)
        {
          g_warning ("%s:%u: a line is “NUMBER: clause”", name, i + 1);
          continue;
        }
      *colon = '\0';
      g_strstrip (line);
      old = g_hash_table_lookup (entries, line);
      g_hash_table_insert (entries, g_strdup (line),
                           old != NULL ? g_strconcat (old, "\n", colon + 1, NULL)
                                       : g_strdup (colon + 1));
    }
  return entries;
}

static void
ensure_files (void)
{
  static gsize loaded = 0;

  if (!g_once_init_enter (&loaded))
    return;

  /* The library is static: a constructor would be dropped by the linker. */
  groo_rules_register_resource ();
  files = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                 (GDestroyNotify) g_hash_table_unref);
  for (guint i = 0; i < G_N_ELEMENTS (shipped); i++)
    {
      g_autofree char *name = g_strconcat (shipped[i], SCRIPT_SUFFIX, NULL);
      g_autofree char *path = g_strconcat (SCRIPTS_PATH, name, NULL);
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                                         NULL);
      g_autofree char *text = NULL;
      gsize size;
      const char *data;

      if (bytes == NULL)
        continue;
      data = g_bytes_get_data (bytes, &size);
      text = g_strndup (data, size);
      g_hash_table_insert (files, (gpointer) shipped[i], parse_file (name, text));
    }
  g_once_init_leave (&loaded, 1);
}

const char *
groo_scripts_lookup (const char *sigil,
                     const char *number)
{
  GHashTable *entries;

  g_return_val_if_fail (sigil != NULL && number != NULL, NULL);

  ensure_files ();
  entries = g_hash_table_lookup (files, sigil);
  return entries != NULL ? g_hash_table_lookup (entries, number) : NULL;
}

guint
groo_scripts_count (const char *sigil)
{
  GHashTable *entries;

  g_return_val_if_fail (sigil != NULL, 0);

  ensure_files ();
  entries = g_hash_table_lookup (files, sigil);
  return entries != NULL ? g_hash_table_size (entries) : 0;
}
