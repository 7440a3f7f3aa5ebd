/* drive-in-release-cache.c: a release's compact form (GVariant), written beside it at import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <string.h>
#include <sys/stat.h>

#include "drive-in-error.h"
#include "drive-in-game-info.h"
#include "drive-in-release-cache.h"
#include "drive-in-release-private.h"
#include "drive-in-timing.h"

/* The file is one GVariant "(sustv)": a magic string, DRIVE_IN_RELEASE_CACHE_VERSION, the type
 * of the card columns (so a field added to the table below is a new format by itself), a
 * checksum of the payload's bytes, and the payload:
 *
 *   (a(sxx)                     the release's files: path, size, mtime (ns); size -1: absent
 *    (sssmsmsmssasas)           sigil, name, short name, year, description, kind, game,
 *                               the manifest's languages, the content paths
 *    a(ssmsas)                  packs: prefix, name, kind, card numbers
 *    a(msmsasay<columns>))      one layer per language: its name (the overlay file's;
 *                               nothing: English), the overlay applied (nothing when it
 *                               failed to load), the warnings, a pool of NUL-terminated
 *                               strings, and one column per card field, cards in number order
 *
 * Columns of fixed-size values read in one go, and strings are offsets into the pool (each
 * string once): 10,000 cards read as fast as their DriveInCards can be made. A cache is used
 * only when every file of the key is as it was. */
#define MAGIC "drive-in release cache"
#define MAX_CACHE_SIZE (256 * 1024 * 1024)

typedef enum
{
  FIELD_STRING,       /* s: never NULL */
  FIELD_MAYBE_STRING, /* ms */
  FIELD_STRV,         /* as: never NULL */
  FIELD_MAYBE_STRV,   /* mas */
  FIELD_INT,          /* i */
  FIELD_BOOLEAN,      /* b */
  FIELD_ART,          /* ms, a path inside the release folder */
  FIELD_ATTRIBUTES,   /* a(sims), with n_attributes beside it in DriveInCardInfo */
} FieldKind;

/* Each field is a column: strings are pool offsets (NO_STRING for none); lists are a count
 * per card (NO_STRING for none) and the items of every card one after the other. */
static const char * const column_signatures[] = {
  [FIELD_STRING] = "au",
  [FIELD_MAYBE_STRING] = "au",
  [FIELD_STRV] = "(auau)",
  [FIELD_MAYBE_STRV] = "(auau)",
  [FIELD_INT] = "ai",
  [FIELD_BOOLEAN] = "ay",
  [FIELD_ART] = "au",
  [FIELD_ATTRIBUTES] = "(aua(uiu))",
};

#define NO_STRING G_MAXUINT32

/* An attribute in its column: name and text are pool offsets. */
typedef struct
{
  guint32 name;
  gint32  value;
  guint32 text;
} StoredAttribute;

/* Every field of a card, through this one table: a new DriveInCardInfo field is one line. */
static const struct
{
  const char *name;
  FieldKind   kind;
  gsize       offset;
} card_fields[] = {
#define FIELD(member, kind) { #member, kind, G_STRUCT_OFFSET (DriveInCardInfo, member) }
  FIELD (release, FIELD_STRING),
  FIELD (number, FIELD_STRING),
  FIELD (name, FIELD_STRING),
  FIELD (original_name, FIELD_MAYBE_STRING),
  FIELD (traits, FIELD_STRV),
  FIELD (quote, FIELD_MAYBE_STRING),
  FIELD (abilities, FIELD_MAYBE_STRING),
  FIELD (art, FIELD_ART),
  FIELD (pack, FIELD_MAYBE_STRING),
  FIELD (display_traits, FIELD_MAYBE_STRV),
  FIELD (game, FIELD_MAYBE_STRING),
  FIELD (kind, FIELD_MAYBE_STRING),
  FIELD (kind_label, FIELD_MAYBE_STRING),
  FIELD (attributes, FIELD_ATTRIBUTES),
#undef FIELD
};

/* The release loader keeps numbers within these. */
#define MIN_NUMBER (-999)
#define MAX_NUMBER 999

static char *
card_signature (void)
{
  GString *signature = g_string_new ("(");

  for (guint i = 0; i < G_N_ELEMENTS (card_fields); i++)
    g_string_append (signature, column_signatures[card_fields[i].kind]);
  g_string_append_c (signature, ')');
  return g_string_free (signature, FALSE);
}

const GVariantType *
drive_in_release_cache_get_payload_type (void)
{
  static GVariantType *type;

  if (g_once_init_enter (&type))
    {
      g_autofree char *card = card_signature ();
      g_autofree char *payload = g_strdup_printf ("(a(sxx)(sssmsmsmssasas)a(ssmsas)a(msmsasay%s))",
                                                  card);

      g_assert (g_variant_type_string_is_valid (payload));
      g_once_init_leave (&type, g_variant_type_new (payload));
    }
  return type;
}

/* FNV-1a: catches a file damaged on disk; the checks below stand against one made to
 * harm. */
static guint64
checksum (const guint8 *data,
          gsize         size)
{
  guint64 hash = G_GUINT64_CONSTANT (14695981039346656037);

  for (gsize i = 0; i < size; i++)
    {
      hash ^= data[i];
      hash *= G_GUINT64_CONSTANT (1099511628211);
    }
  return hash;
}

/* ------------------------------------------------------------------------------------ */
/* The key: the release's files as they were when the cache was written                 */

static GVariant *
stat_entry (GFile      *folder,
            const char *path)
{
  g_autoptr(GFile) file = g_file_resolve_relative_path (folder, path);
  struct stat info;

  if (g_file_peek_path (file) == NULL || stat (g_file_peek_path (file), &info) != 0)
    return g_variant_new ("(sxx)", path, (gint64) -1, (gint64) 0);
  return g_variant_new ("(sxx)", path, (gint64) info.st_size,
                        (gint64) info.st_mtim.tv_sec * G_GINT64_CONSTANT (1000000000)
                        + info.st_mtim.tv_nsec);
}

/* The overlay languages of languages/, sorted. */
static GPtrArray *
list_overlays (GFile *folder)
{
  g_autoptr(GFile) languages = g_file_get_child (folder, "languages");
  g_autoptr(GFileEnumerator) enumerator = NULL;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;

  enumerator = g_file_enumerate_children (languages, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                          G_FILE_QUERY_INFO_NONE, NULL, NULL);
  while (enumerator != NULL
         && (info = g_file_enumerator_next_file (enumerator, NULL, NULL)) != NULL)
    {
      g_autofree char *stem = g_strdup (g_file_info_get_name (info));

      g_object_unref (info);
      if (!g_str_has_suffix (stem, ".json"))
        continue;
      stem[strlen (stem) - strlen (".json")] = '\0';
      if (drive_in_release_language_is_safe (stem))
        g_ptr_array_add (names, g_steal_pointer (&stem));
    }
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  return names;
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

static GVariant *
build_key (GFile       *folder,
           DriveInRelease *release,
           GPtrArray   *overlays)
{
  g_auto(GStrv) content = drive_in_release_dup_content_paths (release);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  GVariantBuilder builder;

  /* Files the loader looks for even when they are not there yet. */
  g_ptr_array_add (paths, g_strdup ("manifest.json"));
  g_ptr_array_add (paths, g_strdup ("list.json"));
  g_ptr_array_add (paths, g_strdup ("packs.json"));
  g_ptr_array_add (paths, g_strdup ("languages"));
  for (guint i = 0; content[i] != NULL; i++)
    g_ptr_array_add (paths, g_strdup (content[i]));
  for (guint i = 0; i < overlays->len; i++)
    g_ptr_array_add (paths, g_strdup_printf ("languages/%s.json",
                                             (char *) g_ptr_array_index (overlays, i)));
  g_ptr_array_sort (paths, compare_paths);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(sxx)"));
  for (guint i = 0; i < paths->len; i++)
    if (i == 0 || g_strcmp0 (g_ptr_array_index (paths, i), g_ptr_array_index (paths, i - 1)) != 0)
      g_variant_builder_add_value (&builder, stat_entry (folder, g_ptr_array_index (paths, i)));
  return g_variant_builder_end (&builder);
}

/* ------------------------------------------------------------------------------------ */
/* Writing                                                                              */

#define INFO_FIELD(info, i, type) (*(type *) ((guint8 *) (info) + card_fields[i].offset))

static GVariant *
maybe_string (const char *text)
{
  return g_variant_new_maybe (G_VARIANT_TYPE_STRING,
                              text != NULL ? g_variant_new_string (text) : NULL);
}

/* The strings of a layer, each once. */
typedef struct
{
  GString    *pool;
  GHashTable *offsets; /* string -> offset + 1 */
} Pool;

static guint32
pool_add (Pool       *pool,
          const char *text)
{
  gpointer found;
  guint32 offset;

  if (text == NULL)
    return NO_STRING;
  if (g_hash_table_lookup_extended (pool->offsets, text, NULL, &found))
    return GPOINTER_TO_UINT (found) - 1;

  offset = pool->pool->len;
  g_string_append_len (pool->pool, text, strlen (text) + 1);
  g_hash_table_insert (pool->offsets, g_strdup (text), GUINT_TO_POINTER (offset + 1));
  return offset;
}

static GVariant *
fixed_array (const GVariantType *element,
             GArray             *values)
{
  return g_variant_new_fixed_array (element, values->data, values->len,
                                    g_array_get_element_size (values));
}

/* The column of field @f over @cards. */
static GVariant *
build_column (GFile     *folder,
              GPtrArray *infos,
              guint      f,
              Pool      *pool)
{
  switch (card_fields[f].kind)
    {
    case FIELD_STRING:
    case FIELD_MAYBE_STRING:
    case FIELD_ART:
      {
        g_autoptr(GArray) offsets = g_array_sized_new (FALSE, FALSE, sizeof (guint32),
                                                       infos->len);

        for (guint c = 0; c < infos->len; c++)
          {
            DriveInCardInfo *info = g_ptr_array_index (infos, c);
            guint32 offset;

            if (card_fields[f].kind == FIELD_ART)
              {
                GFile *art = INFO_FIELD (info, f, GFile *);
                g_autofree char *path = art != NULL ? g_file_get_relative_path (folder, art)
                                                    : NULL;

                offset = pool_add (pool, path);
              }
            else
              offset = pool_add (pool, INFO_FIELD (info, f, const char *));
            g_array_append_val (offsets, offset);
          }
        return fixed_array (G_VARIANT_TYPE_UINT32, offsets);
      }

    case FIELD_STRV:
    case FIELD_MAYBE_STRV:
      {
        g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (guint32));
        g_autoptr(GArray) items = g_array_new (FALSE, FALSE, sizeof (guint32));

        for (guint c = 0; c < infos->len; c++)
          {
            DriveInCardInfo *info = g_ptr_array_index (infos, c);
            const char * const *strv = INFO_FIELD (info, f, const char * const *);
            guint32 count = strv != NULL ? g_strv_length ((char **) strv) : NO_STRING;

            if (strv == NULL && card_fields[f].kind == FIELD_STRV)
              count = 0;
            g_array_append_val (counts, count);
            for (guint k = 0; strv != NULL && strv[k] != NULL; k++)
              {
                guint32 offset = pool_add (pool, strv[k]);

                g_array_append_val (items, offset);
              }
          }
        return g_variant_new ("(@au@au)", fixed_array (G_VARIANT_TYPE_UINT32, counts),
                              fixed_array (G_VARIANT_TYPE_UINT32, items));
      }

    case FIELD_INT:
      {
        g_autoptr(GArray) values = g_array_sized_new (FALSE, FALSE, sizeof (gint32),
                                                      infos->len);

        for (guint c = 0; c < infos->len; c++)
          {
            gint32 value = INFO_FIELD ((DriveInCardInfo *) g_ptr_array_index (infos, c), f, int);

            g_array_append_val (values, value);
          }
        return fixed_array (G_VARIANT_TYPE_INT32, values);
      }

    case FIELD_BOOLEAN:
      {
        g_autoptr(GArray) values = g_array_sized_new (FALSE, FALSE, 1, infos->len);

        for (guint c = 0; c < infos->len; c++)
          {
            guint8 value =
              !!INFO_FIELD ((DriveInCardInfo *) g_ptr_array_index (infos, c), f, gboolean);

            g_array_append_val (values, value);
          }
        return fixed_array (G_VARIANT_TYPE_BYTE, values);
      }

    case FIELD_ATTRIBUTES:
      {
        g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (guint32));
        g_autoptr(GArray) items = g_array_new (FALSE, FALSE, sizeof (StoredAttribute));

        for (guint c = 0; c < infos->len; c++)
          {
            DriveInCardInfo *info = g_ptr_array_index (infos, c);
            guint32 count = info->n_attributes;

            g_array_append_val (counts, count);
            for (guint a = 0; a < info->n_attributes; a++)
              {
                StoredAttribute stored = {
                  pool_add (pool, info->attributes[a].name),
                  info->attributes[a].value,
                  pool_add (pool, info->attributes[a].text),
                };

                g_array_append_val (items, stored);
              }
          }
        return g_variant_new ("(@au@a(uiu))", fixed_array (G_VARIANT_TYPE_UINT32, counts),
                              fixed_array (G_VARIANT_TYPE ("(uiu)"), items));
      }

    default:
      g_assert_not_reached ();
    }
}

static GVariant *
serialize_layer (GFile       *folder,
                 const char  *name,
                 DriveInRelease *release)
{
  GListModel *cards = drive_in_release_get_cards (release);
  const char * const *warnings = drive_in_release_get_warnings (release);
  const char * const empty[] = { NULL };
  g_autoptr(GPtrArray) infos = g_ptr_array_new_with_free_func (g_free);
  Pool pool = { g_string_new (NULL), g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                            NULL) };
  GVariantBuilder columns;
  GVariant *pool_bytes;

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      DriveInCardInfo *info = g_new (DriveInCardInfo, 1);

      /* The release keeps the card, and so what the info borrows. */
      drive_in_card_get_info (card, info);
      g_ptr_array_add (infos, info);
    }

  g_variant_builder_init (&columns, G_VARIANT_TYPE_TUPLE);
  for (guint f = 0; f < G_N_ELEMENTS (card_fields); f++)
    g_variant_builder_add_value (&columns, build_column (folder, infos, f, &pool));

  pool_bytes = g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, pool.pool->str, pool.pool->len,
                                          1);
  g_string_free (pool.pool, TRUE);
  g_hash_table_unref (pool.offsets);

  return g_variant_new ("(@ms@ms@as@ay@*)", maybe_string (name),
                        maybe_string (drive_in_release_get_language (release)),
                        g_variant_new_strv (warnings != NULL ? warnings : empty, -1),
                        pool_bytes, g_variant_builder_end (&columns));
}

static GVariant *
serialize_release (DriveInRelease *release)
{
  GListModel *packs = drive_in_release_get_packs (release);
  g_auto(GStrv) content = drive_in_release_dup_content_paths (release);
  const char * const *languages = drive_in_release_get_languages (release);
  const char * const empty[] = { NULL };
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ssmsas)"));
  for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);

      g_variant_builder_add (&builder, "(ss@ms^as)", drive_in_pack_get_prefix (pack),
                             drive_in_pack_get_name (pack),
                             maybe_string (drive_in_pack_get_kind (pack)),
                             drive_in_pack_get_card_numbers (pack));
    }

  return g_variant_new ("((sss@ms@ms@mss@as^as)@a(ssmsas))",
                        drive_in_release_get_sigil (release), drive_in_release_get_name (release),
                        drive_in_release_get_short_name (release),
                        maybe_string (drive_in_release_get_year (release)),
                        maybe_string (drive_in_release_get_description (release)),
                        maybe_string (drive_in_release_get_kind (release)),
                        drive_in_release_get_game (release),
                        g_variant_new_strv (languages != NULL ? languages : empty, -1),
                        content, g_variant_builder_end (&builder));
}

GBytes *
drive_in_release_cache_seal (GVariant *payload)
{
  g_autoptr(GVariant) file = NULL;
  g_autofree char *signature = card_signature ();

  g_return_val_if_fail (payload != NULL, NULL);

  g_variant_ref_sink (payload);
  file = g_variant_ref_sink (g_variant_new ("(sust@v)", MAGIC, DRIVE_IN_RELEASE_CACHE_VERSION,
                                            signature,
                                            checksum (g_variant_get_data (payload),
                                                      g_variant_get_size (payload)),
                                            g_variant_new_variant (payload)));
  g_variant_unref (payload);
  return g_variant_get_data_as_bytes (file);
}

gboolean
drive_in_release_cache_write (GFile   *folder,
                          GError **error)
{
  static const char * const english[] = { NULL };
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GPtrArray) overlays = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFile) file = NULL;
  GVariant *key;
  g_autoptr(GVariant) head = NULL;
  g_autoptr(GVariant) packs = NULL;
  GVariantBuilder layers;
  GVariant *parts;

  g_return_val_if_fail (G_IS_FILE (folder), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_file_peek_path (folder) == NULL)
    {
      /* Only ever logged: the cache's messages are for developers, in English. */
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "not a local folder");
      return FALSE;
    }

  /* The key first: a file changed while this runs leaves the cache already stale. */
  release = drive_in_release_load (folder, english, error);
  if (release == NULL)
    return FALSE;
  overlays = list_overlays (folder);
  key = build_key (folder, release, overlays);

  g_variant_builder_init (&layers, G_VARIANT_TYPE_ARRAY);
  g_variant_builder_add_value (&layers, serialize_layer (folder, NULL, release));
  for (guint i = 0; i < overlays->len; i++)
    {
      const char *languages[] = { g_ptr_array_index (overlays, i), NULL };
      g_autoptr(DriveInRelease) translated = drive_in_release_load (folder, languages, error);

      if (translated == NULL)
        {
          g_variant_builder_clear (&layers);
          g_variant_unref (g_variant_ref_sink (key));
          return FALSE;
        }
      /* Under its file's name even when the overlay failed: that is what a user of that
       * language gets from the release, warnings included. */
      g_variant_builder_add_value (&layers, serialize_layer (folder, languages[0], translated));
    }

  parts = g_variant_ref_sink (serialize_release (release));
  /* g_variant_get_child_value() gives a full reference, which "@*" does not take over. */
  head = g_variant_get_child_value (parts, 0);
  packs = g_variant_get_child_value (parts, 1);
  bytes = drive_in_release_cache_seal (g_variant_new ("(@a(sxx)@*@*@*)", key, head, packs,
                                                  g_variant_builder_end (&layers)));
  g_variant_unref (parts);

  file = g_file_get_child (folder, DRIVE_IN_RELEASE_CACHE_FILE);
  if (!g_file_set_contents (g_file_peek_path (file), g_bytes_get_data (bytes, NULL),
                            g_bytes_get_size (bytes), error))
    return FALSE;
  drive_in_timing_mark ("release %s: cache written, %zu bytes", drive_in_release_get_sigil (release),
                    g_bytes_get_size (bytes));
  return TRUE;
}

/* ------------------------------------------------------------------------------------ */
/* Reading: nothing is taken on trust                                                   */

static gboolean invalid (GError    **error,
                         const char *format,
                         ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError    **error,
         const char *format,
         ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: %s", DRIVE_IN_RELEASE_CACHE_FILE,
               message);
  return FALSE;
}

GVariant *
drive_in_release_cache_unseal (GBytes  *bytes,
                           GError **error)
{
  g_autoptr(GVariant) file = NULL;
  g_autoptr(GVariant) payload = NULL;
  g_autofree char *signature = card_signature ();
  const char *magic;
  const char *stored_signature;
  guint32 version;
  guint64 sum;

  g_return_val_if_fail (bytes != NULL, NULL);

  file = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE ("(sustv)"), bytes,
                                                       FALSE));
  g_variant_get (file, "(&su&stv)", &magic, &version, &stored_signature, &sum, &payload);
  if (!g_str_equal (magic, MAGIC))
    {
      invalid (error, "not a release cache");
      return NULL;
    }
  if (version != DRIVE_IN_RELEASE_CACHE_VERSION || !g_str_equal (stored_signature, signature))
    {
      invalid (error, "version %u, not %u", version, DRIVE_IN_RELEASE_CACHE_VERSION);
      return NULL;
    }

  if (!g_variant_is_of_type (payload, drive_in_release_cache_get_payload_type ()))
    {
      invalid (error, "the content has the type %s", g_variant_get_type_string (payload));
      return NULL;
    }
  if (checksum (g_variant_get_data (payload), g_variant_get_size (payload)) != sum)
    {
      invalid (error, "damaged: its checksum does not match");
      return NULL;
    }
  /* Read as untrusted data: the few values read one by one are checked by GVariant; the
   * columns are plain arrays, checked here. */
  return g_steal_pointer (&payload);
}

static gboolean
key_is_current (GFile     *folder,
                GVariant  *key,
                GError   **error)
{
  GVariantIter iter;
  const char *path;
  gint64 size;
  gint64 mtime;

  g_variant_iter_init (&iter, key);
  while (g_variant_iter_next (&iter, "(&sxx)", &path, &size, &mtime))
    {
      g_autoptr(GVariant) now = NULL;
      gint64 now_size;
      gint64 now_mtime;

      if (!drive_in_release_path_is_safe (path))
        return invalid (error, "'%s' is not a path inside the release", path);
      now = g_variant_ref_sink (stat_entry (folder, path));
      g_variant_get (now, "(&sxx)", NULL, &now_size, &now_mtime);
      if (now_size != size || now_mtime != mtime)
        return invalid (error, "%s changed since it was written", path);
    }
  return TRUE;
}

/* The strings of @value, copied (for what outlives the payload). */
static char **
dup_strv (GVariant *value)
{
  return g_variant_dup_strv (value, NULL);
}

/* A layer's string pool and columns, checked once for every card. */
typedef struct
{
  const char *pool;
  gsize       pool_size;
  gsize       n_cards;
  GVariant   *columns[G_N_ELEMENTS (card_fields)];
  /* Per field: its values (fixed-size), and for lists the items and where each card's
   * start. */
  const void *values[G_N_ELEMENTS (card_fields)];
  const void *items[G_N_ELEMENTS (card_fields)];
  gsize       n_items[G_N_ELEMENTS (card_fields)];
  gsize       next_item[G_N_ELEMENTS (card_fields)];
  /* What a DriveInCardInfo borrows besides the pool. */
  GPtrArray  *strvs;
  GArray     *attributes;
} Columns;

static void
columns_clear (Columns *columns)
{
  for (guint f = 0; f < G_N_ELEMENTS (card_fields); f++)
    g_clear_pointer (&columns->columns[f], g_variant_unref);
  g_clear_pointer (&columns->strvs, g_ptr_array_unref);
  g_clear_pointer (&columns->attributes, g_array_unref);
}

/* Every string of the pool is valid UTF-8 and ends in NUL; an offset must start one. */
static gboolean
pool_is_sound (const char *pool,
               gsize       size)
{
  const char *end = pool + size;

  if (size == 0)
    return TRUE;
  if (pool[size - 1] != '\0')
    return FALSE;
  for (const char *p = pool; p < end; p += strlen (p) + 1)
    if (!g_utf8_validate (p, -1, NULL))
      return FALSE;
  return TRUE;
}

static gboolean
pool_string (Columns     *columns,
             guint32      offset,
             gboolean     nullable,
             const char **out_text)
{
  *out_text = NULL;
  if (offset == NO_STRING)
    return nullable;
  if (offset >= columns->pool_size || (offset > 0 && columns->pool[offset - 1] != '\0'))
    return FALSE;
  *out_text = columns->pool + offset;
  return TRUE;
}

static const void *
fixed_values (GVariant *value,
              gsize     element_size,
              gsize    *out_n)
{
  const void *data = g_variant_get_fixed_array (value, out_n, element_size);

  /* An empty array may give NULL: any pointer will do, nothing is read. */
  return data != NULL ? data : (const void *) "";
}

static gboolean
columns_init (Columns   *columns,
              GVariant  *pool,
              GVariant  *tuple,
              GError   **error)
{
  gsize n;

  *columns = (Columns) { 0 };
  columns->pool = fixed_values (pool, 1, &columns->pool_size);
  if (!pool_is_sound (columns->pool, columns->pool_size))
    return invalid (error, "its strings are damaged");

  for (guint f = 0; f < G_N_ELEMENTS (card_fields); f++)
    {
      GVariant *column = columns->columns[f] = g_variant_get_child_value (tuple, f);

      switch (card_fields[f].kind)
        {
        case FIELD_STRING:
        case FIELD_MAYBE_STRING:
        case FIELD_ART:
          columns->values[f] = fixed_values (column, sizeof (guint32), &n);
          break;
        case FIELD_INT:
          columns->values[f] = fixed_values (column, sizeof (gint32), &n);
          break;
        case FIELD_BOOLEAN:
          columns->values[f] = fixed_values (column, 1, &n);
          break;
        case FIELD_STRV:
        case FIELD_MAYBE_STRV:
        case FIELD_ATTRIBUTES:
          {
            g_autoptr(GVariant) counts = g_variant_get_child_value (column, 0);
            g_autoptr(GVariant) items = g_variant_get_child_value (column, 1);

            columns->values[f] = fixed_values (counts, sizeof (guint32), &n);
            columns->items[f] = fixed_values (items,
                                              card_fields[f].kind == FIELD_ATTRIBUTES
                                              ? sizeof (StoredAttribute) : sizeof (guint32),
                                              &columns->n_items[f]);
          }
          break;
        default:
          g_assert_not_reached ();
        }

      if (f == 0)
        columns->n_cards = n;
      else if (n != columns->n_cards)
        return invalid (error, "card field %s has %zu values for %zu cards",
                        card_fields[f].name, n, columns->n_cards);
    }

  columns->strvs = g_ptr_array_new_with_free_func (g_free);
  columns->attributes = g_array_new (FALSE, FALSE, sizeof (DriveInCardAttribute));
  return TRUE;
}

/* The next @count items of list field @f: FALSE when they are not there. */
static gboolean
take_items (Columns *columns,
            guint    f,
            guint32  count,
            gsize   *out_first)
{
  if (count > columns->n_items[f] - columns->next_item[f])
    return FALSE;
  *out_first = columns->next_item[f];
  columns->next_item[f] += count;
  return TRUE;
}

/* Card @c into @info, checked as the release loader checks a card of list.json. */
static gboolean
read_card (GFile        *folder,
           const char   *sigil,
           Columns      *columns,
           gsize         c,
           DriveInCardInfo *info,
           GError      **error)
{
  g_ptr_array_set_size (columns->strvs, 0);
  g_array_set_size (columns->attributes, 0);
  *info = (DriveInCardInfo) { 0 };

  for (guint f = 0; f < G_N_ELEMENTS (card_fields); f++)
    {
      switch (card_fields[f].kind)
        {
        case FIELD_STRING:
        case FIELD_MAYBE_STRING:
          if (!pool_string (columns, ((const guint32 *) columns->values[f])[c],
                            card_fields[f].kind == FIELD_MAYBE_STRING,
                            &INFO_FIELD (info, f, const char *)))
            return invalid (error, "card field %s is damaged", card_fields[f].name);
          break;

        case FIELD_STRV:
        case FIELD_MAYBE_STRV:
          {
            guint32 count = ((const guint32 *) columns->values[f])[c];
            const char **strv;
            gsize first;

            if (count == NO_STRING && card_fields[f].kind == FIELD_MAYBE_STRV)
              break;
            if (!take_items (columns, f, count, &first))
              return invalid (error, "card field %s is damaged", card_fields[f].name);
            strv = g_new0 (const char *, count + 1);
            g_ptr_array_add (columns->strvs, strv);
            for (guint32 k = 0; k < count; k++)
              if (!pool_string (columns, ((const guint32 *) columns->items[f])[first + k],
                                FALSE, &strv[k]))
                return invalid (error, "card field %s is damaged", card_fields[f].name);
            INFO_FIELD (info, f, const char * const *) = strv;
          }
          break;

        case FIELD_INT:
          INFO_FIELD (info, f, int) = ((const gint32 *) columns->values[f])[c];
          if (INFO_FIELD (info, f, int) < MIN_NUMBER || INFO_FIELD (info, f, int) > MAX_NUMBER)
            return invalid (error, "card field %s is out of range", card_fields[f].name);
          break;

        case FIELD_BOOLEAN:
          {
            guint8 value = ((const guint8 *) columns->values[f])[c];

            if (value > 1)
              return invalid (error, "card field %s is damaged", card_fields[f].name);
            INFO_FIELD (info, f, gboolean) = value;
          }
          break;

        case FIELD_ART:
          {
            const char *path;

            if (!pool_string (columns, ((const guint32 *) columns->values[f])[c], TRUE, &path))
              return invalid (error, "card field %s is damaged", card_fields[f].name);
            if (path == NULL)
              break;
            /* Relative, without "..": it stays in the folder. The card resolves it when
             * its art is first asked for. */
            if (!drive_in_release_path_is_safe (path))
              return invalid (error, "art path '%s' leaves the release folder", path);
            info->art_folder = folder;
            info->art_path = path;
          }
          break;

        case FIELD_ATTRIBUTES:
          {
            guint32 count = ((const guint32 *) columns->values[f])[c];
            gsize first;

            if (!take_items (columns, f, count, &first))
              return invalid (error, "card field %s is damaged", card_fields[f].name);
            for (guint32 a = 0; a < count; a++)
              {
                const StoredAttribute *stored =
                  &((const StoredAttribute *) columns->items[f])[first + a];
                DriveInCardAttribute entry;

                if (!pool_string (columns, stored->name, FALSE, &entry.name)
                    || !pool_string (columns, stored->text, TRUE, &entry.text)
                    || *entry.name == '\0')
                  return invalid (error, "a card attribute is damaged");
                entry.value = stored->value;
                g_array_append_val (columns->attributes, entry);
              }
            info->attributes = (const DriveInCardAttribute *) columns->attributes->data;
            info->n_attributes = columns->attributes->len;
          }
          break;

        default:
          g_assert_not_reached ();
        }
    }

  if (!g_str_equal (info->release, sigil))
    return invalid (error, "card of release '%s', not '%s'", info->release, sigil);
  if (!drive_in_release_number_is_valid (info->number))
    return invalid (error, "card number '%s' is not valid", info->number);
  if (*info->name == '\0')
    return invalid (error, "card %s has no name", info->number);
  if (info->game == NULL || drive_in_game_info_lookup (info->game) == NULL)
    return invalid (error, "card %s is of an unknown game", info->number);
  if (info->kind != NULL && *info->kind == '\0')
    return invalid (error, "card %s has an empty kind", info->number);
  return TRUE;
}

static gboolean
has_layer (const char *language,
           gpointer    data)
{
  return g_hash_table_contains (data, language);
}

static gboolean
check_strings (GVariant    *strv,
               gboolean     paths,
               const char  *what,
               GError     **error)
{
  GVariantIter iter;
  const char *text;

  g_variant_iter_init (&iter, strv);
  while (g_variant_iter_next (&iter, "&s", &text))
    if (paths && !drive_in_release_path_is_safe (text))
      return invalid (error, "%s '%s' is not a path inside the release", what, text);
  return TRUE;
}

DriveInRelease *
drive_in_release_cache_read_payload (GFile               *folder,
                                 GVariant            *payload,
                                 const char * const  *languages,
                                 gboolean             check_files,
                                 GError             **error)
{
  g_autoptr(GVariant) key = NULL;
  g_autoptr(GVariant) meta = NULL;
  g_autoptr(GVariant) pack_list = NULL;
  g_autoptr(GVariant) layers = NULL;
  g_autoptr(GVariant) layer = NULL;
  g_autoptr(GVariant) card_list = NULL;
  g_autoptr(GVariant) pool = NULL;
  g_autoptr(GVariant) warnings = NULL;
  g_autoptr(GVariant) manifest_languages = NULL;
  g_autoptr(GVariant) content = NULL;
  g_autoptr(GHashTable) layer_index = NULL;
  g_autoptr(GHashTable) numbers = NULL;
  g_autoptr(GPtrArray) cards = NULL;
  g_autoptr(GPtrArray) packs = NULL;
  g_auto(GStrv) warning_strv = NULL;
  g_auto(GStrv) language_strv = NULL;
  g_auto(GStrv) content_strv = NULL;
  g_autofree char *chosen = NULL;
  g_autofree char *applied = NULL;
  Columns columns;
  DriveInReleaseParts parts = { 0 };
  const char *sigil, *name, *short_name, *year, *description, *kind, *game;
  gssize english = -1;
  gsize n_layers;
  gsize n_cards;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (payload != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_variant_is_of_type (payload, drive_in_release_cache_get_payload_type ()))
    {
      invalid (error, "the content has the type %s", g_variant_get_type_string (payload));
      return NULL;
    }

  key = g_variant_get_child_value (payload, 0);
  if (check_files && !key_is_current (folder, key, error))
    return NULL;

  meta = g_variant_get_child_value (payload, 1);
  g_variant_get (meta, "(&s&s&sm&sm&sm&s&s@as@as)", &sigil, &name, &short_name, &year,
                 &description, &kind, &game, &manifest_languages, &content);
  if (!drive_in_release_sigil_is_valid (sigil))
    {
      invalid (error, "sigil '%s' is not a safe name", sigil);
      return NULL;
    }
  if (*name == '\0' || *short_name == '\0')
    {
      invalid (error, "the release has no name");
      return NULL;
    }
  if (drive_in_game_info_lookup (game) == NULL)
    {
      invalid (error, "game '%s' is unknown", game);
      return NULL;
    }
  if (!check_strings (content, TRUE, "content", error))
    return NULL;

  /* The language layer drive_in_release_load() would apply. */
  layers = g_variant_get_child_value (payload, 3);
  n_layers = g_variant_n_children (layers);
  layer_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (gsize i = 0; i < n_layers; i++)
    {
      g_autoptr(GVariant) entry = g_variant_get_child_value (layers, i);
      g_autofree char *language = NULL;

      g_variant_get_child (entry, 0, "ms", &language);
      if (language == NULL)
        {
          if (english >= 0)
            {
              invalid (error, "two English layers");
              return NULL;
            }
          english = i;
        }
      else if (!drive_in_release_language_is_safe (language)
               || g_hash_table_contains (layer_index, language))
        {
          invalid (error, "layer '%s' is not a language, or twice there", language);
          return NULL;
        }
      else
        g_hash_table_insert (layer_index, g_steal_pointer (&language), GSIZE_TO_POINTER (i));
    }
  if (english < 0)
    {
      invalid (error, "no English layer");
      return NULL;
    }
  chosen = drive_in_release_choose_language (languages != NULL ? languages
                                                           : g_get_language_names (),
                                         has_layer, layer_index);
  layer = g_variant_get_child_value (layers, chosen != NULL
                                     ? GPOINTER_TO_SIZE (g_hash_table_lookup (layer_index,
                                                                              chosen))
                                     : (gsize) english);
  g_variant_get (layer, "(m&sms@as@ay@*)", NULL, &applied, &warnings, &pool, &card_list);
  if (applied != NULL && (chosen == NULL || !g_str_equal (applied, chosen)))
    {
      invalid (error, "layer %s applies the overlay '%s'", chosen, applied);
      return NULL;
    }

  /* The cards, each as the loader would have made it. */
  if (!columns_init (&columns, pool, card_list, error))
    {
      columns_clear (&columns);
      return NULL;
    }
  n_cards = columns.n_cards;
  if (n_cards == 0)
    {
      columns_clear (&columns);
      invalid (error, "no cards");
      return NULL;
    }
  cards = g_ptr_array_new_full (n_cards, g_object_unref);
  numbers = g_hash_table_new (g_str_hash, g_str_equal);
  for (gsize i = 0; i < n_cards; i++)
    {
      DriveInCardInfo info;
      DriveInCard *card;

      if (!read_card (folder, sigil, &columns, i, &info, error))
        break;
      card = drive_in_card_new (&info);
      if (g_hash_table_contains (numbers, drive_in_card_get_number (card)))
        {
          invalid (error, "card %s is there twice", drive_in_card_get_number (card));
          g_object_unref (card);
          break;
        }
      g_hash_table_add (numbers, (char *) drive_in_card_get_number (card));
      g_ptr_array_add (cards, card);
    }
  columns_clear (&columns);
  if (cards->len < n_cards)
    return NULL;

  /* Packs name cards of the release only. */
  pack_list = g_variant_get_child_value (payload, 2);
  packs = g_ptr_array_new_with_free_func (g_object_unref);
  for (gsize i = 0; i < g_variant_n_children (pack_list); i++)
    {
      g_autoptr(GVariant) entry = g_variant_get_child_value (pack_list, i);
      g_autoptr(GVariant) numbers_value = NULL;
      g_autofree const char **card_numbers = NULL;
      const char *prefix, *pack_name, *pack_kind;

      g_variant_get (entry, "(&s&sm&s@as)", &prefix, &pack_name, &pack_kind, &numbers_value);
      if (!drive_in_release_number_is_valid (prefix) || *pack_name == '\0')
        {
          invalid (error, "pack '%s' is not valid", prefix);
          return NULL;
        }
      /* Borrowed from the payload: drive_in_pack_new() copies them. */
      card_numbers = g_variant_get_strv (numbers_value, NULL);
      for (guint c = 0; card_numbers[c] != NULL; c++)
        if (!g_hash_table_contains (numbers, card_numbers[c]))
          {
            invalid (error, "pack %s names an unknown card", prefix);
            return NULL;
          }
      g_ptr_array_add (packs, drive_in_pack_new (sigil, prefix, pack_name, pack_kind,
                                             card_numbers));
    }

  warning_strv = dup_strv (warnings);
  language_strv = dup_strv (manifest_languages);
  content_strv = dup_strv (content);
  parts.folder = folder;
  parts.sigil = sigil;
  parts.name = name;
  parts.short_name = short_name;
  parts.year = year;
  parts.description = description;
  parts.kind = kind;
  parts.game = game;
  parts.languages = (const char * const *) language_strv;
  parts.warnings = (const char * const *) warning_strv;
  parts.content_paths = (const char * const *) content_strv;
  /* NULL for the layer of an overlay that failed to load: English, with its warnings. */
  parts.language = applied;

  return drive_in_release_new_from_parts (&parts, cards, packs);
}

DriveInRelease *
drive_in_release_cache_load (GFile               *folder,
                         const char * const  *languages,
                         GError             **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GMappedFile) mapped = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GVariant) payload = NULL;
  g_autoptr(GError) local_error = NULL;
  DriveInRelease *release;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  file = g_file_get_child (folder, DRIVE_IN_RELEASE_CACHE_FILE);
  if (g_file_peek_path (file) == NULL)
    {
      invalid (error, "the release is not a local folder");
      return NULL;
    }
  mapped = g_mapped_file_new (g_file_peek_path (file), FALSE, &local_error);
  if (mapped == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", DRIVE_IN_RELEASE_CACHE_FILE,
                   local_error->message);
      return NULL;
    }
  if (g_mapped_file_get_length (mapped) > MAX_CACHE_SIZE)
    {
      invalid (error, "larger than %d MiB", MAX_CACHE_SIZE / (1024 * 1024));
      return NULL;
    }

  bytes = g_mapped_file_get_bytes (mapped);
  payload = drive_in_release_cache_unseal (bytes, error);
  if (payload == NULL)
    return NULL;
  release = drive_in_release_cache_read_payload (folder, payload, languages, TRUE, error);
  if (release != NULL)
    drive_in_timing_mark ("release %s: read from its cache, %u cards",
                      drive_in_release_get_sigil (release),
                      g_list_model_get_n_items (drive_in_release_get_cards (release)));
  return release;
}
