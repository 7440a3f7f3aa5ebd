/* gros-scripts.c: the shipped card scripts, read once per process and compiled once per db. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include <gio/gio.h>
#include <string.h>

#include "gros-rules-resources.h"
#include "gros-script-lang.h"
#include "gros-scripts.h"

#define SCRIPTS_PATH   "/io/github/drivein/DriveIn/rules/scripts/"
#define SCRIPT_SUFFIX  ".gros-script"

/* Parsed files, per sigil, for the life of the process (NULL value: no file). */
static GMutex      files_lock;
static GHashTable *files;

/* Compiled scripts, per db; an entry leaves with its db (gros_card_db_take_data). */
static GMutex      dbs_lock;
static GHashTable *dbs;

typedef struct
{
  GrosCardDb *db;       /* not owned: this lives inside it */
  GHashTable *scripts;  /* "sigil:number" -> GrosScript (owned) */
  GPtrArray  *pending;  /* of GrosScriptPending: named cards the db did not hold yet */
} DbScripts;

static void
ensure_resources (void)
{
  static gsize registered = 0;

  /* The library is static: a constructor would be dropped by the linker. */
  if (g_once_init_enter (&registered))
    {
      gros_rules_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

static GrosScriptFile *
load_file (const char *sigil)
{
  g_autofree char *name = g_strconcat (sigil, SCRIPT_SUFFIX, NULL);
  g_autofree char *path = g_strconcat (SCRIPTS_PATH, name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GrosScriptFile *file;
  gsize size;
  const char *data;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  text = g_strndup (data, size);
  file = gros_script_file_parse (name, text);
  /* A bad entry is skipped: the card then plays with its printed stats only. */
  for (guint i = 0; i < file->errors->len; i++)
    g_warning ("Card script skipped: %s", (const char *) g_ptr_array_index (file->errors, i));
  return file;
}

const GrosScriptFile *
gros_scripts_get_file (const char *sigil)
{
  GrosScriptFile *file;
  gpointer value;

  g_return_val_if_fail (sigil != NULL, NULL);

  ensure_resources ();
  g_mutex_lock (&files_lock);
  if (files == NULL)
    files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                   (GDestroyNotify) gros_script_file_free);
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

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

GStrv
gros_scripts_dup_sigils (void)
{
  g_auto(GStrv) children = NULL;
  g_autoptr(GPtrArray) sigils = g_ptr_array_new ();

  ensure_resources ();
  children = g_resources_enumerate_children (SCRIPTS_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  for (guint i = 0; children != NULL && children[i] != NULL; i++)
    if (g_str_has_suffix (children[i], SCRIPT_SUFFIX))
      g_ptr_array_add (sigils, g_strndup (children[i],
                                          strlen (children[i]) - strlen (SCRIPT_SUFFIX)));
  g_ptr_array_sort (sigils, compare_strings);
  g_ptr_array_add (sigils, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&sigils), FALSE);
}

static void
db_scripts_free (gpointer data)
{
  DbScripts *d = data;

  g_mutex_lock (&dbs_lock);
  g_hash_table_remove (dbs, d->db);
  g_mutex_unlock (&dbs_lock);
  g_hash_table_unref (d->scripts);
  g_ptr_array_unref (d->pending);
  g_free (d);
}

/* Named cards are resolved as they arrive: a script may name a card added after it. */
static void
resolve_pending (DbScripts *d)
{
  for (guint i = d->pending->len; i > 0; i--)
    {
      GrosScriptPending *p = g_ptr_array_index (d->pending, i - 1);
      guint index;

      if (gros_card_db_lookup (d->db, p->id, &index) && index + 1 < G_MAXUINT16)
        {
          *p->slot = (uint16_t) (index + 1);
          g_ptr_array_remove_index_fast (d->pending, i - 1);
        }
    }
}

const GrosScript *
gros_scripts_lookup (GrosCardDb *db,
                     const char *sigil,
                     const char *number)
{
  const GrosScriptFile *file;
  const GrosScriptEntry *entry;
  g_autofree char *key = NULL;
  g_autoptr(GError) error = NULL;
  DbScripts *d;
  GrosScript *script;

  g_return_val_if_fail (db != NULL, NULL);

  if (sigil == NULL || number == NULL)
    return NULL;
  file = gros_scripts_get_file (sigil);
  entry = file != NULL ? gros_script_file_lookup (file, number) : NULL;

  g_mutex_lock (&dbs_lock);
  if (dbs == NULL)
    dbs = g_hash_table_new (g_direct_hash, g_direct_equal);
  d = g_hash_table_lookup (dbs, db);
  if (d == NULL && entry != NULL && entry->valid)
    {
      d = g_new0 (DbScripts, 1);
      d->db = db;
      d->scripts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      d->pending = g_ptr_array_new_with_free_func (gros_script_pending_free);
      g_hash_table_insert (dbs, db, d);
      gros_card_db_take_data (db, d, db_scripts_free);
    }
  if (d == NULL)
    {
      g_mutex_unlock (&dbs_lock);
      return NULL;
    }

  script = NULL;
  if (entry != NULL && entry->valid)
    {
      key = g_strdup_printf ("%s:%s", sigil, number);
      script = g_hash_table_lookup (d->scripts, key);
      if (script == NULL)
        {
          script = gros_script_lang_compile (db, sigil, entry->body, file->name, entry->body_line,
                                             d->pending, &error);
          if (script != NULL)
            g_hash_table_insert (d->scripts, g_steal_pointer (&key), script);
          else
            g_warning ("Card script skipped: %s", error->message);
        }
    }
  resolve_pending (d);
  g_mutex_unlock (&dbs_lock);
  return script;
}

GrosScript *
gros_script_compile (GrosCardDb  *db,
                     const char  *text,
                     GError     **error)
{
  g_return_val_if_fail (db != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return gros_script_lang_compile (db, NULL, text, NULL, 1, NULL, error);
}

void
gros_scripts_coverage (const char *sigil,
                       guint      *out_complete,
                       guint      *out_entries)
{
  const GrosScriptFile *file;
  guint complete = 0;

  g_return_if_fail (sigil != NULL);

  file = gros_scripts_get_file (sigil);
  for (guint i = 0; file != NULL && i < file->entries->len; i++)
    if (((const GrosScriptEntry *) g_ptr_array_index (file->entries, i))->complete)
      complete++;
  if (out_complete != NULL)
    *out_complete = complete;
  if (out_entries != NULL)
    *out_entries = file != NULL ? file->entries->len : 0;
}

gboolean
gros_scripts_is_complete (const char *sigil,
                          const char *number)
{
  const GrosScriptFile *file;
  const GrosScriptEntry *entry;

  g_return_val_if_fail (sigil != NULL, FALSE);
  g_return_val_if_fail (number != NULL, FALSE);

  file = gros_scripts_get_file (sigil);
  entry = file != NULL ? gros_script_file_lookup (file, number) : NULL;
  return entry != NULL && entry->complete;
}
