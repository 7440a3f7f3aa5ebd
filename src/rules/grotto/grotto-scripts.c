/* grotto-scripts.c: the shipped Grotto Beasts! card scripts, read once per process and
 * compiled once per card db. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <gio/gio.h>

#include "grotto-rules-resources.h"
#include "grotto-script-lang.h"
#include "grotto-scripts.h"

#define SCRIPTS_PATH  "/io/github/drivein/DriveIn/rules/grotto/"
#define SCRIPT_SUFFIX ".grotto-script"

/* Every release with a script file: the starter set and the real list's import. */
static const char *const script_files[] = { "drive-in-grotto", "grotto-beasts", NULL };

static GMutex      files_lock;
static GHashTable *files;   /* sigil -> GrottoScriptFile, or NULL value: no file */

static void
ensure_resources (void)
{
  static gsize registered = 0;

  /* The library is static: a constructor would be dropped by the linker. */
  if (g_once_init_enter (&registered))
    {
      grotto_rules_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

static GrottoScriptFile *
load_file (const char *sigil)
{
  g_autofree char *name = g_strconcat (sigil, SCRIPT_SUFFIX, NULL);
  g_autofree char *path = g_strconcat (SCRIPTS_PATH, name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GrottoScriptFile *file;
  gsize size;
  const char *data;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  text = g_strndup (data, size);
  file = grotto_script_file_parse (name, text);
  for (guint i = 0; i < file->errors->len; i++)
    g_warning ("Card script skipped: %s", (const char *) g_ptr_array_index (file->errors, i));
  return file;
}

static const GrottoScriptFile *
get_file (const char *sigil)
{
  GrottoScriptFile *file;
  gpointer value;

  ensure_resources ();
  g_mutex_lock (&files_lock);
  if (files == NULL)
    files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                   (GDestroyNotify) grotto_script_file_free);
  if (g_hash_table_lookup_extended (files, sigil, NULL, &value))
    file = value;
  else
    {
      file = load_file (sigil);
      g_hash_table_insert (files, g_strdup (sigil), file);
    }
  g_mutex_unlock (&files_lock);
  return file;
}

const GrottoScript *
grotto_scripts_lookup (GrottoCardDb *db,
                       const char   *sigil,
                       const char   *number)
{
  const GrottoScriptFile *file;
  const GrottoScriptEntry *entry;
  g_autoptr(GError) error = NULL;
  GrottoScript *script;

  g_return_val_if_fail (db != NULL, NULL);

  if (sigil == NULL || number == NULL)
    return NULL;
  file = get_file (sigil);
  if (file == NULL)
    return NULL;
  entry = g_hash_table_lookup (file->by_number, number);
  if (entry == NULL)
    return NULL;
  script = grotto_script_compile_text (db, sigil, entry->body, file->name, entry->line + 1, &error);
  if (script == NULL)
    {
      /* A bad entry plays as a card without effect; tests keep the shipped files clean. */
      g_warning ("Card script skipped: %s", error->message);
      return NULL;
    }
  grotto_card_db_keep_script (db, script);
  return script;
}

GrottoScript *
grotto_script_compile (GrottoCardDb *db,
                       const char   *sigil,
                       const char   *text,
                       GError      **error)
{
  g_return_val_if_fail (db != NULL && text != NULL, NULL);

  return grotto_script_compile_text (db, sigil, text, "script", 1, error);
}

void
grotto_scripts_coverage (const char *sigil,
                         guint      *out_complete,
                         guint      *out_entries)
{
  const GrottoScriptFile *file = sigil != NULL ? get_file (sigil) : NULL;
  guint complete = 0;

  for (guint i = 0; file != NULL && i < file->entries->len; i++)
    if (((GrottoScriptEntry *) g_ptr_array_index (file->entries, i))->complete)
      complete++;
  if (out_complete != NULL)
    *out_complete = complete;
  if (out_entries != NULL)
    *out_entries = file != NULL ? file->entries->len : 0;
}

gboolean
grotto_scripts_is_complete (const char *sigil,
                            const char *number)
{
  const GrottoScriptFile *file;
  const GrottoScriptEntry *entry;

  if (sigil == NULL || number == NULL)
    return FALSE;
  file = get_file (sigil);
  entry = file != NULL ? g_hash_table_lookup (file->by_number, number) : NULL;
  return entry != NULL && entry->complete;
}

const char * const *
grotto_scripts_list_files (void)
{
  return script_files;
}
