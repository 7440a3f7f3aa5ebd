/* drive-in-release-loader.c: reading a release folder in the official layout (manifest, card list,
 * packs, art), checking every value on the way. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <libxml/HTMLparser.h>

#include "drive-in-error.h"
#include "drive-in-json.h"
#include "drive-in-game-info.h"
#include "drive-in-release.h"
#include "drive-in-release-loader-private.h"
#include "drive-in-release-private.h"
#include "drive-in-timing.h"

#define MANIFEST_FILE "manifest.json"

/* ------------------------------------------------------------------------------------ */
/* Text helpers                                                                         */

/* Release files carry HTML entities ("Cops &amp; Bombers"): decode named and numeric
 * ones, leaving anything that is not a well-formed entity as it is. */
static char *
decode_entities (const char *text)
{
  GString *out;
  const char *p;

  if (strchr (text, '&') == NULL)
    return g_strdup (text);

  out = g_string_sized_new (strlen (text));
  p = text;
  while (*p != '\0')
    {
      const char *semi;

      if (*p == '&' && (semi = strchr (p + 1, ';')) != NULL && semi - p > 1 && semi - p <= 33)
        {
          char entity[33];
          guint64 code = 0;
          gboolean ok = FALSE;

          memcpy (entity, p + 1, semi - p - 1);
          entity[semi - p - 1] = '\0';

          if (entity[0] == '#' && (entity[1] == 'x' || entity[1] == 'X'))
            ok = g_ascii_string_to_unsigned (entity + 2, 16, 1, 0x10FFFF, &code, NULL);
          else if (entity[0] == '#')
            ok = g_ascii_string_to_unsigned (entity + 1, 10, 1, 0x10FFFF, &code, NULL);
          else if (g_str_equal (entity, "apos"))
            {
              code = '\'';
              ok = TRUE;
            }
          else
            {
              const htmlEntityDesc *desc = htmlEntityLookup ((const xmlChar *) entity);

              if (desc != NULL)
                {
                  code = desc->value;
                  ok = TRUE;
                }
            }

          if (ok && g_unichar_validate ((gunichar) code))
            {
              g_string_append_unichar (out, (gunichar) code);
              p = semi + 1;
              continue;
            }
        }

      g_string_append_c (out, *p);
      p++;
    }

  return g_string_free (out, FALSE);
}

/* Names are printed on two lines ("And We Learn the Sins\nof the Father!"): one line,
 * single spaces. */
static void
normalise_line (char *text)
{
  char *out = text;
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = out != text;
          continue;
        }
      if (space)
        *out++ = ' ';
      space = FALSE;
      *out++ = *p;
    }
  *out = '\0';
}

const char *
drive_in_loader_json_kind (JsonNode *node)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      return "an object";
    case JSON_NODE_ARRAY:
      return "an array";
    case JSON_NODE_NULL:
      return "null";
    case JSON_NODE_VALUE:
    default:
      break;
    }

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return "a string";
    case G_TYPE_BOOLEAN:
      return "a boolean";
    case G_TYPE_INT64:
    case G_TYPE_DOUBLE:
      return "a number";
    default:
      return "a value";
    }
}

gboolean
drive_in_loader_node_is_string (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
}

static gboolean
node_is_integer (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64;
}
/* "02-10" sorts after "02-9": digit runs compare as numbers. */
static int
compare_numbers (const char *a,
                 const char *b)
{
  const char *pa = a;
  const char *pb = b;

  while (*pa != '\0' && *pb != '\0')
    {
      if (g_ascii_isdigit (*pa) && g_ascii_isdigit (*pb))
        {
          const char *ea;
          const char *eb;
          gsize la;
          gsize lb;
          int cmp;

          while (*pa == '0' && g_ascii_isdigit (pa[1]))
            pa++;
          while (*pb == '0' && g_ascii_isdigit (pb[1]))
            pb++;
          for (ea = pa; g_ascii_isdigit (*ea); ea++)
            ;
          for (eb = pb; g_ascii_isdigit (*eb); eb++)
            ;
          la = ea - pa;
          lb = eb - pb;
          if (la != lb)
            return la < lb ? -1 : 1;
          cmp = strncmp (pa, pb, la);
          if (cmp != 0)
            return cmp;
          pa = ea;
          pb = eb;
          continue;
        }
      if (*pa != *pb)
        return (guchar) *pa - (guchar) *pb;
      pa++;
      pb++;
    }
  if (*pa != *pb)
    return (guchar) *pa - (guchar) *pb;
  return strcmp (a, b);
}
/* ------------------------------------------------------------------------------------ */
/* The loader                                                                           */

static void
card_data_free (CardData *data)
{
  g_free (data->number);
  g_free (data->name);
  g_strfreev (data->traits);
  g_free (data->title);
  g_free (data->quote);
  g_free (data->abilities);
  g_free (data->art);
  g_free (data->kind);
  g_free (data->kind_label);
  if (data->attributes != NULL)
    {
      for (guint i = 0; i < data->attributes->len; i++)
        {
          DriveInCardAttribute *attribute = &g_array_index (data->attributes, DriveInCardAttribute, i);

          g_free ((char *) attribute->name);
          g_free ((char *) attribute->text);
        }
      g_array_unref (data->attributes);
    }
  g_free (data->tr_name);
  g_free (data->tr_title);
  g_free (data->tr_quote);
  g_free (data->tr_abilities);
  g_strfreev (data->tr_traits);
  g_free (data);
}

static void
pack_data_free (PackData *data)
{
  g_free (data->prefix);
  g_free (data->name);
  g_free (data->kind);
  g_strfreev (data->cards);
  g_free (data);
}

static void
loader_clear (Loader *loader)
{
  g_clear_object (&loader->folder);
  g_string_free (loader->problems, TRUE);
  g_ptr_array_unref (loader->warnings);
  g_free (loader->sigil);
  g_free (loader->name);
  g_free (loader->short_name);
  g_free (loader->year);
  g_free (loader->description);
  g_free (loader->kind);
  g_strfreev (loader->languages);
  g_free (loader->list_path);
  g_free (loader->packs_path);
  g_free (loader->frames_path);
  g_free (loader->cover_path);
  g_free (loader->thumb_dir);
  g_free (loader->art_dir);
  g_hash_table_unref (loader->numbers);
  g_ptr_array_unref (loader->cards);
  g_ptr_array_unref (loader->packs);
  g_free (loader->language);
}

static void problem (Loader     *loader,
                     DriveInError   code,
                     const char *file,
                     const char *where,
                     const char *format,
                     ...) G_GNUC_PRINTF (5, 6);

/* One line per problem: "list.json: card 01-05: unknown type 'monster'". */
static void
problem_valist (Loader       *loader,
                DriveInError  code,
                const char   *file,
                const char   *where,
                const char   *format,
                va_list       args)
{
  if (loader->problems->len > 0)
    g_string_append_c (loader->problems, '\n');
  g_string_append_printf (loader->problems, "%s: ", file);
  if (where != NULL)
    g_string_append_printf (loader->problems, "%s: ", where);
  g_string_append_vprintf (loader->problems, format, args);

  if (loader->code < 0 || (int) code < loader->code)
    loader->code = code;
}

static void
problem (Loader     *loader,
         DriveInError   code,
         const char *file,
         const char *where,
         const char *format,
         ...)
{
  va_list args;

  va_start (args, format);
  problem_valist (loader, code, file, where, format, args);
  va_end (args);
}

void
drive_in_loader_problem (Loader       *loader,
                         DriveInError  code,
                         const char   *file,
                         const char   *where,
                         const char   *format,
                         ...)
{
  va_list args;

  g_return_if_fail (loader != NULL && file != NULL && format != NULL);

  va_start (args, format);
  problem_valist (loader, code, file, where, format, args);
  va_end (args);
}

void
drive_in_loader_warning (Loader     *loader,
                     const char *file,
                     const char *where,
                     const char *format,
                     ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  if (where != NULL)
    g_ptr_array_add (loader->warnings, g_strdup_printf ("%s: %s: %s", file, where, text));
  else
    g_ptr_array_add (loader->warnings, g_strdup_printf ("%s: %s", file, text));
}

/* Release files larger than this are refused unread (the official list.json is 100 KiB). */
#define MAX_JSON_FILE_SIZE (64 * 1024 * 1024)

/* Why @path (relative to @folder) must not be read, or NULL. A symbolic link (of the file or
 * of a folder on the way) may not lead outside the release folder, so a release cannot make
 * the loader read the user's files; nor is a FIFO or a device read (that could block, or
 * never end). Failed queries are left to the read, which reports them as usual. */
static char *
refuse_file (GFile      *folder,
             const char *path)
{
  g_autoptr(GFile) file = g_file_resolve_relative_path (folder, path);
  g_autoptr(GFileInfo) info = NULL;
  GFileType type;

  if (g_file_peek_path (file) != NULL && g_file_peek_path (folder) != NULL)
    {
      g_autofree char *real_folder = realpath (g_file_peek_path (folder), NULL);
      g_autofree char *real_file = realpath (g_file_peek_path (file), NULL);

      if (real_folder != NULL && real_file != NULL
          && !(g_str_has_prefix (real_file, real_folder)
               && real_file[strlen (real_folder)] == G_DIR_SEPARATOR))
        return g_strdup (_("it is a symbolic link to a file outside the release folder"));
    }

  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                            G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL)
    return NULL;
  type = g_file_info_get_file_type (info);
  if (type == G_FILE_TYPE_DIRECTORY)
    return g_strdup (_("it is a folder"));
  if (type != G_FILE_TYPE_REGULAR)
    return g_strdup (_("it is not a regular file"));
  if (g_file_info_get_size (info) > MAX_JSON_FILE_SIZE)
    return g_strdup_printf (_("it is larger than %d MiB"), MAX_JSON_FILE_SIZE / (1024 * 1024));
  return NULL;
}

/* Returns the root node of @path (relative to the folder), or NULL after recording why.
 * @not_found: set when the file does not exist; nothing is recorded then when !@required. */
JsonNode *
drive_in_loader_load_json (Loader     *loader,
                       const char *path,
                       gboolean    required,
                       gboolean    as_warning,
                       gboolean   *not_found)
{
  g_autoptr(GFile) file = g_file_resolve_relative_path (loader->folder, path);
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *refusal = NULL;
  gsize length = 0;
  JsonNode *root;

  if (not_found != NULL)
    *not_found = FALSE;

  refusal = refuse_file (loader->folder, path);
  if (refusal != NULL)
    {
      if (as_warning)
        drive_in_loader_warning (loader, path, NULL, _("cannot be read: %s"), refusal);
      else
        problem (loader, DRIVE_IN_ERROR_IO, path, NULL, _("cannot be read: %s"), refusal);
      return NULL;
    }

  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &error))
    {
      /* NOT_DIRECTORY: the "folder" is a file, so it is no more a release than a missing
       * one (and the user gets one line, not one "Not a directory" per file). */
      gboolean missing = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
                         || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY)
                         || g_error_matches (error, G_RESOURCE_ERROR,
                                             G_RESOURCE_ERROR_NOT_FOUND);

      if (not_found != NULL)
        *not_found = missing;
      if (missing && !required)
        return NULL;
      if (as_warning)
        drive_in_loader_warning (loader, path, NULL, "%s",
                             missing ? _("file not found") : error->message);
      else if (missing)
        problem (loader, DRIVE_IN_ERROR_IO, path, NULL, _("file not found"));
      else
        problem (loader, DRIVE_IN_ERROR_IO, path, NULL, _("cannot be read: %s"), error->message);
      return NULL;
    }

  if (!drive_in_json_depth_is_sane (contents, length))
    {
      if (as_warning)
        drive_in_loader_warning (loader, path, NULL,
                             _("malformed JSON: nested more than %d levels deep"),
                             DRIVE_IN_JSON_MAX_DEPTH);
      else
        problem (loader, DRIVE_IN_ERROR_PARSE, path, NULL,
                 _("malformed JSON: nested more than %d levels deep"), DRIVE_IN_JSON_MAX_DEPTH);
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, contents, length, &error))
    {
      g_autofree char *message = drive_in_json_dup_parse_message (error->message);

      if (as_warning)
        drive_in_loader_warning (loader, path, NULL, _("malformed JSON: %s"), message);
      else
        problem (loader, DRIVE_IN_ERROR_PARSE, path, NULL, _("malformed JSON: %s"), message);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      if (as_warning)
        drive_in_loader_warning (loader, path, NULL, _("the file is empty"));
      else
        problem (loader, DRIVE_IN_ERROR_PARSE, path, NULL, _("the file is empty"));
      return NULL;
    }
  return json_node_ref (root);
}

/* Reads a string member, entities decoded. Returns FALSE (after recording a problem, or a
 * warning when @as_warning) when it is of the wrong type or required and missing. */
gboolean
drive_in_loader_read_text (Loader      *loader,
                       JsonObject  *object,
                       const char  *member,
                       TextFlags    flags,
                       gboolean     as_warning,
                       const char  *file,
                       const char  *where,
                       char       **out_text)
{
  JsonNode *node = json_object_get_member (object, member);
  char *text;

  *out_text = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      if (!(flags & TEXT_REQUIRED))
        return TRUE;
      problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
               _("missing required field '%s'"), member);
      return FALSE;
    }

  if (!drive_in_loader_node_is_string (node))
    {
      if (as_warning)
        drive_in_loader_warning (loader, file, where, _("'%s' should be a string, not %s"),
                             member, drive_in_loader_json_kind (node));
      else
        problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                 _("'%s' should be a string, not %s"), member, drive_in_loader_json_kind (node));
      return FALSE;
    }

  text = decode_entities (json_node_get_string (node));
  if (flags & TEXT_ONE_LINE)
    normalise_line (text);
  else
    g_strstrip (text);

  if ((flags & TEXT_REQUIRED) && *text == '\0')
    {
      g_free (text);
      problem (loader, DRIVE_IN_ERROR_INVALID, file, where, _("'%s' is empty"), member);
      return FALSE;
    }

  *out_text = text;
  return TRUE;
}

/* An array of strings (traits, languages); NULL member gives an empty array. */
gboolean
drive_in_loader_read_string_array (Loader       *loader,
                               JsonObject   *object,
                               const char   *member,
                               gboolean      as_warning,
                               const char   *file,
                               const char   *where,
                               char       ***out_strings)
{
  JsonNode *node = json_object_get_member (object, member);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *array;
  gboolean ok = TRUE;

  *out_strings = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      *out_strings = g_strv_builder_end (builder);
      return TRUE;
    }

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      if (as_warning)
        drive_in_loader_warning (loader, file, where, _("'%s' should be an array of strings, not %s"),
                             member, drive_in_loader_json_kind (node));
      else
        problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                 _("'%s' should be an array of strings, not %s"), member,
                 drive_in_loader_json_kind (node));
      return FALSE;
    }

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *text = NULL;

      if (!drive_in_loader_node_is_string (element))
        {
          if (as_warning)
            drive_in_loader_warning (loader, file, where, _("'%s' item %u should be a string, not %s"),
                                 member, i + 1, drive_in_loader_json_kind (element));
          else
            problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                     _("'%s' item %u should be a string, not %s"),
                     member, i + 1, drive_in_loader_json_kind (element));
          ok = FALSE;
          continue;
        }

      text = decode_entities (json_node_get_string (element));
      normalise_line (text);
      if (*text != '\0')
        g_strv_builder_add (builder, text);
    }

  if (!ok)
    return FALSE;
  *out_strings = g_strv_builder_end (builder);
  return TRUE;
}

/* Numbers are strings in GROS's official files ("2", "*", ""); plain JSON integers are
 * accepted too. */
gboolean
drive_in_loader_read_number (Loader      *loader,
                             JsonObject  *object,
                             const char  *member,
                             gboolean     allow_variable,
                             gboolean     allow_negative,
                             const char  *file,
                             const char  *where,
                             gboolean    *out_present,
                             gboolean    *out_variable,
                             int         *out_value)
{
  JsonNode *node = json_object_get_member (object, member);
  g_autofree char *text = NULL;
  gint64 value = 0;

  *out_present = FALSE;
  *out_variable = FALSE;
  *out_value = 0;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;

  if (node_is_integer (node))
    {
      value = json_node_get_int (node);
      if (value < (allow_negative ? -999 : 0) || value > 999)
        {
          problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                   _("%s %" G_GINT64_FORMAT " is out of range"), member, value);
          return FALSE;
        }
      *out_present = TRUE;
      *out_value = (int) value;
      return TRUE;
    }

  if (!drive_in_loader_node_is_string (node))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
               _("'%s' should be a string or a number, not %s"), member,
               drive_in_loader_json_kind (node));
      return FALSE;
    }

  text = g_strdup (json_node_get_string (node));
  g_strstrip (text);
  if (*text == '\0')
    return TRUE;

  if (allow_variable && g_str_equal (text, "*"))
    {
      *out_present = TRUE;
      *out_variable = TRUE;
      return TRUE;
    }

  if (!g_ascii_string_to_signed (text[0] == '+' ? text + 1 : text, 10,
                                 allow_negative ? -999 : 0, 999, &value, NULL))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
               _("%s '%s' is not a number"), member, text);
      return FALSE;
    }

  *out_present = TRUE;
  *out_value = (int) value;
  return TRUE;
}

static void
replace_path (char **path,
              char  *manifest_path)
{
  if (manifest_path == NULL)
    return;
  g_free (*path);
  *path = manifest_path;
}

/* A folder or file path from the manifest, NULL when it has none (or a bad one); the
 * official files write folders as "/thumb/", meaning the folder inside the release. */
static char *
read_manifest_path (Loader     *loader,
                    JsonObject *manifest,
                    const char *member)
{
  g_autofree char *text = NULL;
  char *start;
  gsize len;

  if (!drive_in_loader_read_text (loader, manifest, member, TEXT_OPTIONAL, FALSE, MANIFEST_FILE, NULL,
                              &text)
      || text == NULL)
    return NULL;

  start = text;
  while (*start == '/')
    start++;
  len = strlen (start);
  while (len > 0 && start[len - 1] == '/')
    start[--len] = '\0';

  if (*start == '\0' || !drive_in_release_path_is_safe (start))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, MANIFEST_FILE, NULL,
               _("'%s' path '%s' leaves the release folder"), member, text);
      return NULL;
    }

  return g_strdup (start);
}

static gboolean
load_manifest (Loader *loader)
{
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *sigil = NULL;
  JsonObject *manifest;
  JsonNode *year;
  gboolean not_found = FALSE;

  root = drive_in_loader_load_json (loader, MANIFEST_FILE, FALSE, FALSE, &not_found);
  if (not_found)
    {
      problem (loader, DRIVE_IN_ERROR_IO, MANIFEST_FILE, NULL,
               _("file not found: this is not a release folder"));
      return FALSE;
    }
  if (root == NULL)
    return TRUE;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, MANIFEST_FILE, NULL,
               _("expected a JSON object, not %s"), drive_in_loader_json_kind (root));
      return TRUE;
    }
  manifest = json_node_get_object (root);

  if (drive_in_loader_read_text (loader, manifest, "sigil", TEXT_REQUIRED | TEXT_ONE_LINE, FALSE,
                             MANIFEST_FILE, NULL, &sigil))
    {
      if (!drive_in_release_sigil_is_valid (sigil))
        problem (loader, DRIVE_IN_ERROR_INVALID, MANIFEST_FILE, NULL,
                 _("sigil '%s' is not a safe name (use a-z, 0-9 and '-')"), sigil);
      else
        loader->sigil = g_steal_pointer (&sigil);
    }

  drive_in_loader_read_text (loader, manifest, "name", TEXT_ONE_LINE, FALSE, MANIFEST_FILE, NULL,
                         &loader->name);
  drive_in_loader_read_text (loader, manifest, "short", TEXT_ONE_LINE, FALSE, MANIFEST_FILE, NULL,
                         &loader->short_name);
  drive_in_loader_read_text (loader, manifest, "description", TEXT_OPTIONAL, FALSE, MANIFEST_FILE, NULL,
                         &loader->description);
  drive_in_loader_read_text (loader, manifest, "type", TEXT_ONE_LINE, FALSE, MANIFEST_FILE, NULL,
                         &loader->kind);

  {
    g_autofree char *game = NULL;

    /* Releases of today say nothing: they are GROS releases. */
    if (drive_in_loader_read_text (loader, manifest, "game", TEXT_ONE_LINE, FALSE, MANIFEST_FILE, NULL,
                               &game)
        && game != NULL)
      {
        const DriveInGameInfo *info = drive_in_game_info_lookup (game);

        if (info != NULL)
          loader->game = info;
        else
          {
            g_autofree char *known = drive_in_game_info_dup_id_list ();

            problem (loader, DRIVE_IN_ERROR_INVALID, MANIFEST_FILE, NULL,
                     _("unknown game '%s' (known games: %s)"), game, known);
          }
      }
  }

  year = json_object_get_member (manifest, "year");
  if (year != NULL && node_is_integer (year))
    loader->year = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (year));
  else
    drive_in_loader_read_text (loader, manifest, "year", TEXT_ONE_LINE, FALSE, MANIFEST_FILE, NULL,
                           &loader->year);

  drive_in_loader_read_string_array (loader, manifest, "languages", FALSE, MANIFEST_FILE, NULL,
                                 &loader->languages);

  loader->packs_declared = json_object_has_member (manifest, "packs");
  replace_path (&loader->list_path, read_manifest_path (loader, manifest, "list"));
  replace_path (&loader->packs_path, read_manifest_path (loader, manifest, "packs"));
  replace_path (&loader->frames_path, read_manifest_path (loader, manifest, "frames"));
  replace_path (&loader->cover_path, read_manifest_path (loader, manifest, "cover"));
  replace_path (&loader->thumb_dir, read_manifest_path (loader, manifest, "thumb"));
  replace_path (&loader->art_dir, read_manifest_path (loader, manifest, "art"));

  return TRUE;
}

/* A card in the shared layout, for a game without a reader of its own
 * (drive_in_release_reader_lookup()): "type" is one of the game's kinds, "type-label" the
 * type as printed, "abilities" and "quote" its texts, and "attributes" an object of the
 * other printed values, numbers or strings (the game's rules module says which it reads). */
static void
load_other_game_card (Loader     *loader,
                      JsonObject *object,
                      const char *file,
                      const char *where,
                      CardData   *data)
{
  JsonNode *node;

  if (drive_in_loader_read_text (loader, object, "type", TEXT_REQUIRED | TEXT_ONE_LINE, FALSE,
                             file, where, &data->kind)
      && drive_in_game_info_find_kind (loader->game, data->kind) == NULL)
    problem (loader, DRIVE_IN_ERROR_INVALID, file, where, _("unknown type '%s'"), data->kind);
  drive_in_loader_read_text (loader, object, "type-label", TEXT_ONE_LINE, FALSE, file, where,
                         &data->kind_label);
  drive_in_loader_read_text (loader, object, "quote", TEXT_OPTIONAL, FALSE, file, where, &data->quote);
  drive_in_loader_read_text (loader, object, "abilities", TEXT_OPTIONAL, FALSE, file, where,
                         &data->abilities);

  node = json_object_get_member (object, "attributes");
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
               _("'%s' should be an object, not %s"), "attributes", drive_in_loader_json_kind (node));
      return;
    }

  data->attributes = g_array_new (FALSE, TRUE, sizeof (DriveInCardAttribute));
  {
    JsonObjectIter iter;
    const char *name;
    JsonNode *value;

    json_object_iter_init (&iter, json_node_get_object (node));
    while (json_object_iter_next (&iter, &name, &value))
      {
        DriveInCardAttribute attribute = { 0 };

        if (node_is_integer (value))
          {
            gint64 number = json_node_get_int (value);

            if (number < -999 || number > 999)
              {
                problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                         _("%s %" G_GINT64_FORMAT " is out of range"), name, number);
                continue;
              }
            attribute.value = (int) number;
          }
        else if (drive_in_loader_node_is_string (value))
          {
            char *text = decode_entities (json_node_get_string (value));

            normalise_line (text);
            attribute.text = text;
          }
        else
          {
            problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                     _("'%s' should be a string or a number, not %s"), name,
                     drive_in_loader_json_kind (value));
            continue;
          }
        attribute.name = g_strdup (name);
        g_array_append_val (data->attributes, attribute);
      }
  }
}

static void
load_card (Loader     *loader,
           JsonNode   *node,
           guint       index)
{
  const char *file = loader->list_path;
  const DriveInReleaseReader *reader;
  g_autofree char *where = NULL;
  CardData *data;
  JsonObject *object;

  where = g_strdup_printf (_("index %u"), index);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
               _("expected a card object, not %s"), drive_in_loader_json_kind (node));
      return;
    }
  object = json_node_get_object (node);

  data = g_new0 (CardData, 1);
  data->index = index;

  if (drive_in_loader_read_text (loader, object, "number", TEXT_REQUIRED | TEXT_ONE_LINE, FALSE,
                             file, where, &data->number))
    {
      if (!drive_in_release_number_is_valid (data->number))
        {
          problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                   _("card number '%s' may not contain spaces or any of :/\\,;\""),
                   data->number);
          g_clear_pointer (&data->number, g_free);
        }
      else
        {
          g_free (where);
          where = g_strdup_printf (_("card %s"), data->number);
        }
    }

  drive_in_loader_read_text (loader, object, "name", TEXT_REQUIRED | TEXT_ONE_LINE, FALSE,
                               file, where, &data->name);

  reader = drive_in_release_reader_lookup (loader->game->id);
  if (reader != NULL)
    reader->read_card (loader, object, file, where, data);
  else
    load_other_game_card (loader, object, file, where, data);

  if (drive_in_loader_read_text (loader, object, "art", TEXT_OPTIONAL, FALSE, file, where, &data->art)
      && data->art != NULL)
    {
      if (g_path_is_absolute (data->art))
        {
          problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                   _("art path '%s' is absolute; it must stay inside the release folder"),
                   data->art);
        }
      else if (*data->art != '\0' && !drive_in_release_path_is_safe (data->art))
        {
          problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                   _("art path '%s' leaves the release folder"), data->art);
        }
      else if (*data->art == '\0')
        g_clear_pointer (&data->art, g_free);
    }

  if (data->number != NULL)
    {
      CardData *other = g_hash_table_lookup (loader->numbers, data->number);

      if (other != NULL)
        {
          problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                   _("duplicate number (also at index %u)"), other->index);
          card_data_free (data);
          return;
        }
    }

  /* A card with problems still counts as known, so packs.json is not blamed for it; the
   * release is not built anyway once a problem is recorded. */
  if (data->number == NULL)
    {
      card_data_free (data);
      return;
    }

  g_hash_table_insert (loader->numbers, data->number, data);
  g_ptr_array_add (loader->cards, data);
}

static void
load_list (Loader *loader)
{
  g_autoptr(JsonNode) root = NULL;
  JsonArray *array;
  guint n;

  root = drive_in_loader_load_json (loader, loader->list_path, TRUE, FALSE, NULL);
  if (root == NULL)
    return;

  if (!JSON_NODE_HOLDS_ARRAY (root))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, loader->list_path, NULL,
               _("expected a JSON array of cards, not %s"), drive_in_loader_json_kind (root));
      return;
    }

  array = json_node_get_array (root);
  n = json_array_get_length (array);
  if (n == 0)
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, loader->list_path, NULL,
               _("no cards: the list is empty"));
      return;
    }
  loader->list_read = TRUE;

  for (guint i = 0; i < n; i++)
    load_card (loader, json_array_get_element (array, i), i);
}

static void
load_pack (Loader   *loader,
           JsonNode *node,
           guint     index)
{
  const char *file = loader->packs_path;
  g_autofree char *where = g_strdup_printf (_("index %u"), index);
  g_autoptr(GStrvBuilder) builder = NULL;
  JsonObject *object;
  JsonNode *cards;
  PackData *data;
  gboolean ok = TRUE;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
               _("expected a pack object, not %s"), drive_in_loader_json_kind (node));
      return;
    }
  object = json_node_get_object (node);

  data = g_new0 (PackData, 1);
  if (drive_in_loader_read_text (loader, object, "prefix", TEXT_REQUIRED | TEXT_ONE_LINE, FALSE, file,
                             where, &data->prefix))
    {
      if (!drive_in_release_number_is_valid (data->prefix))
        {
          problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                   _("pack prefix '%s' may not contain spaces or any of :/\\,;\""),
                   data->prefix);
          ok = FALSE;
        }
      else
        {
          g_free (where);
          where = g_strdup_printf (_("pack %s"), data->prefix);
        }

      for (guint i = 0; ok && i < loader->packs->len; i++)
        {
          PackData *other = g_ptr_array_index (loader->packs, i);

          if (g_str_equal (other->prefix, data->prefix))
            {
              problem (loader, DRIVE_IN_ERROR_INVALID, file, where, _("duplicate prefix"));
              ok = FALSE;
            }
        }
    }
  else
    ok = FALSE;

  ok &= drive_in_loader_read_text (loader, object, "name", TEXT_REQUIRED | TEXT_ONE_LINE, FALSE, file,
                               where, &data->name);
  ok &= drive_in_loader_read_text (loader, object, "type", TEXT_ONE_LINE, FALSE, file, where,
                               &data->kind);

  cards = json_object_get_member (object, "cards");
  builder = g_strv_builder_new ();
  if (cards == NULL || JSON_NODE_HOLDS_NULL (cards))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, file, where, _("missing required field '%s'"),
               "cards");
      ok = FALSE;
    }
  else if (!JSON_NODE_HOLDS_ARRAY (cards))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
               _("'%s' should be an array of strings, not %s"), "cards",
               drive_in_loader_json_kind (cards));
      ok = FALSE;
    }
  else
    {
      JsonArray *array = json_node_get_array (cards);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *element = json_array_get_element (array, i);
          g_autofree char *number = NULL;

          if (!drive_in_loader_node_is_string (element))
            {
              problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                       _("'%s' item %u should be a string, not %s"),
                       "cards", i + 1, drive_in_loader_json_kind (element));
              ok = FALSE;
              continue;
            }

          number = g_strstrip (g_strdup (json_node_get_string (element)));
          if (loader->list_read && !g_hash_table_contains (loader->numbers, number))
            {
              problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                       _("unknown card '%s'"), number);
              ok = FALSE;
              continue;
            }
          g_strv_builder_add (builder, number);
        }
    }

  data->cards = g_strv_builder_end (builder);
  if (!ok)
    {
      pack_data_free (data);
      return;
    }

  g_ptr_array_add (loader->packs, data);

  /* A card printed in two packs keeps the first. */
  for (guint i = 0; data->cards[i] != NULL; i++)
    {
      CardData *card = g_hash_table_lookup (loader->numbers, data->cards[i]);

      if (card != NULL && card->pack == NULL)
        card->pack = data->prefix;
    }
}

static void
load_packs (Loader *loader)
{
  g_autoptr(JsonNode) root = NULL;
  JsonArray *array;

  /* A release without packs is fine, unless the manifest names a file that is not there. */
  root = drive_in_loader_load_json (loader, loader->packs_path, loader->packs_declared, FALSE, NULL);
  if (root == NULL)
    return;

  if (!JSON_NODE_HOLDS_ARRAY (root))
    {
      problem (loader, DRIVE_IN_ERROR_INVALID, loader->packs_path, NULL,
               _("expected a JSON array of packs, not %s"), drive_in_loader_json_kind (root));
      return;
    }

  array = json_node_get_array (root);
  for (guint i = 0; i < json_array_get_length (array); i++)
    load_pack (loader, json_array_get_element (array, i), i);
}

/* The names in a folder, to resolve thousands of art files without a stat each. */
static GHashTable *
list_folder (GFile *folder)
{
  g_autoptr(GFileEnumerator) enumerator = NULL;
  GHashTable *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GFileInfo *info;

  enumerator = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                          G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (enumerator == NULL)
    return names;

  while ((info = g_file_enumerator_next_file (enumerator, NULL, NULL)) != NULL)
    {
      g_hash_table_add (names, g_strdup (g_file_info_get_name (info)));
      g_object_unref (info);
    }
  return names;
}

static GFile *
resolve_art (Loader     *loader,
             GHashTable *thumbs,
             GHashTable *arts,
             const char *art)
{
  const char *dirs[] = { loader->thumb_dir, loader->art_dir };
  GHashTable *listings[] = { thumbs, arts };

  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *path = g_build_filename (dirs[i], art, NULL);
      g_autoptr(GFile) file = NULL;

      if (strchr (art, '/') == NULL && !g_hash_table_contains (listings[i], art))
        continue;

      file = g_file_resolve_relative_path (loader->folder, path);
      /* relative_path_is_safe() already refused "..": this is a second fence. */
      if (!g_file_has_prefix (file, loader->folder))
        continue;
      if (strchr (art, '/') != NULL && !g_file_query_exists (file, NULL))
        continue;
      return g_steal_pointer (&file);
    }

  return NULL;
}

static int
compare_card_data (gconstpointer a,
                   gconstpointer b)
{
  const CardData *ca = *(const CardData **) a;
  const CardData *cb = *(const CardData **) b;

  return compare_numbers (ca->number, cb->number);
}

static DriveInRelease *
build_release (Loader *loader)
{
  DriveInReleaseParts parts = { 0 };
  g_auto(GStrv) warning_lines = NULL;
  g_auto(GStrv) content_paths = NULL;
  g_autoptr(GFile) thumb_folder = NULL;
  g_autoptr(GFile) art_folder = NULL;
  g_autoptr(GHashTable) thumbs = NULL;
  g_autoptr(GHashTable) arts = NULL;
  g_autoptr(GStrvBuilder) warnings = g_strv_builder_new ();
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) packs = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GStrvBuilder) content = g_strv_builder_new ();
  const char *content_candidates[] = {
    MANIFEST_FILE, loader->list_path, loader->packs_path, loader->frames_path,
    loader->cover_path, loader->thumb_dir, loader->art_dir, LANGUAGES_DIR,
  };
  gboolean overlaid = loader->language != NULL;
  const DriveInReleaseReader *reader = drive_in_release_reader_lookup (loader->game->id);
  g_autoptr(GArray) attributes = g_array_new (FALSE, FALSE, sizeof (DriveInCardAttribute));

  thumb_folder = g_file_resolve_relative_path (loader->folder, loader->thumb_dir);
  art_folder = g_file_resolve_relative_path (loader->folder, loader->art_dir);
  thumbs = list_folder (thumb_folder);
  arts = list_folder (art_folder);

  g_ptr_array_sort (loader->cards, compare_card_data);

  for (guint i = 0; i < loader->cards->len; i++)
    {
      CardData *data = g_ptr_array_index (loader->cards, i);
      g_autoptr(GFile) art = NULL;
      DriveInCardInfo info = { 0 };
      DriveInCard *card;

      if (data->art != NULL)
        {
          art = resolve_art (loader, thumbs, arts, data->art);
          if (art == NULL)
            {
              g_autofree char *where = g_strdup_printf (_("card %s"), data->number);
              drive_in_loader_warning (loader, loader->list_path, where,
                                   _("art '%s' not found in %s/ or %s/"),
                                   data->art, loader->thumb_dir, loader->art_dir);
            }
        }

      info.release = loader->sigil;
      info.number = data->number;
      info.name = data->tr_name != NULL ? data->tr_name : data->name;
      info.original_name = overlaid ? data->name : NULL;
      info.traits = (const char * const *) data->traits;
      info.display_traits = (const char * const *) data->tr_traits;
      info.quote = data->tr_quote != NULL ? data->tr_quote : data->quote;
      info.abilities = data->tr_abilities != NULL ? data->tr_abilities : data->abilities;
      info.art = art;
      info.pack = data->pack;
      info.game = loader->game->id;
      info.kind = data->kind;
      info.kind_label = data->kind_label;
      if (reader != NULL && reader->add_translated_attributes != NULL)
        {
          g_array_set_size (attributes, 0);
          if (data->attributes != NULL)
            g_array_append_vals (attributes, data->attributes->data, data->attributes->len);
          reader->add_translated_attributes (data, overlaid, attributes);
          info.attributes = (const DriveInCardAttribute *) attributes->data;
          info.n_attributes = attributes->len;
        }
      else if (data->attributes != NULL)
        {
          info.attributes = (const DriveInCardAttribute *) data->attributes->data;
          info.n_attributes = data->attributes->len;
        }

      card = drive_in_card_new (&info);
      g_ptr_array_add (cards, card);
    }

  for (guint i = 0; i < loader->packs->len; i++)
    {
      PackData *data = g_ptr_array_index (loader->packs, i);

      g_ptr_array_add (packs, drive_in_pack_new (loader->sigil, data->prefix, data->name,
                                             data->kind, (const char * const *) data->cards));
    }

  for (guint i = 0; i < G_N_ELEMENTS (content_candidates); i++)
    {
      g_autoptr(GFile) file = NULL;

      if (content_candidates[i] == NULL)
        continue;
      file = g_file_resolve_relative_path (loader->folder, content_candidates[i]);
      if (g_file_query_exists (file, NULL))
        g_strv_builder_add (content, content_candidates[i]);
    }

  for (guint i = 0; i < loader->warnings->len; i++)
    g_strv_builder_add (warnings, g_ptr_array_index (loader->warnings, i));
  warning_lines = g_strv_builder_end (warnings);
  content_paths = g_strv_builder_end (content);

  /* The object itself is drive-in-release.c's: it takes the values as any other loader's. */
  parts.folder = loader->folder;
  parts.sigil = loader->sigil;
  parts.name = loader->name;
  parts.short_name = loader->short_name;
  parts.year = loader->year;
  parts.description = loader->description;
  parts.kind = loader->kind;
  parts.game = loader->game->id;
  parts.languages = (const char * const *) loader->languages;
  parts.language = loader->language;
  parts.warnings = (const char * const *) warning_lines;
  parts.content_paths = (const char * const *) content_paths;
  return drive_in_release_new_from_parts (&parts, cards, packs);
}

/**
 * drive_in_release_load:
 * @folder: the release folder (a local folder or a resource:// one)
 * @languages: (nullable): preferred languages, as g_get_language_names() gives them
 * @error: the problems found, one per line
 *
 * Returns: (transfer full) (nullable): the release, or NULL with @error set
 */
DriveInRelease *
drive_in_release_load (GFile              *folder,
                   const char * const *languages,
                   GError            **error)
{
  Loader loader = { 0 };
  DriveInRelease *release = NULL;

  g_return_val_if_fail (G_IS_FILE (folder), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  loader.folder = g_object_ref (folder);
  loader.problems = g_string_new (NULL);
  loader.code = -1;
  loader.warnings = g_ptr_array_new_with_free_func (g_free);
  loader.cards = g_ptr_array_new_with_free_func ((GDestroyNotify) card_data_free);
  loader.numbers = g_hash_table_new (g_str_hash, g_str_equal);
  loader.packs = g_ptr_array_new_with_free_func ((GDestroyNotify) pack_data_free);
  /* The official names, for when the manifest says nothing (or cannot be read). */
  loader.list_path = g_strdup ("list.json");
  loader.packs_path = g_strdup ("packs.json");
  loader.frames_path = g_strdup ("frames.json");
  loader.thumb_dir = g_strdup ("thumb");
  loader.art_dir = g_strdup ("art");
  loader.game = drive_in_game_info_lookup (drive_in_game_info_get_unnamed_default ());

  /* Without a manifest this is not a release folder: the rest would only add noise. */
  if (load_manifest (&loader))
    {
      load_list (&loader);
      load_packs (&loader);
    }

  if (loader.code < 0 && loader.sigil == NULL)
    problem (&loader, DRIVE_IN_ERROR_INVALID, MANIFEST_FILE, NULL, _("no sigil"));

  if (loader.code >= 0)
    g_set_error_literal (error, DRIVE_IN_ERROR, loader.code, loader.problems->str);
  else
    {
      drive_in_loader_load_overlay (&loader, languages != NULL ? languages : g_get_language_names ());
      release = build_release (&loader);
    }

  drive_in_timing_mark ("release %s: read, %u cards", loader.sigil != NULL ? loader.sigil : "?",
                    release != NULL
                    ? g_list_model_get_n_items (drive_in_release_get_cards (release)) : 0);
  loader_clear (&loader);
  return release;
}
