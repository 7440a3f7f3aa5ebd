/* grotto-deck-lists.c: the Banned, Limited and Restricted cards of Grotto Beasts! deck
 * building (002), read from a small JSON file. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "drive-in-error.h"
#include "drive-in-json.h"
#include "grotto-core-resources.h"
#include "grotto-deck-lists.h"

#define DEFAULT_PATH "/io/github/drivein/DriveIn/core/grotto/grotto-deck-lists.json"
#define MAX_FILE_SIZE (1024 * 1024)

struct _GrottoDeckLists
{
  gatomicrefcount ref_count;
  GPtrArray  *banned;      /* of char * */
  GHashTable *limited;     /* entry -> max copies */
  GPtrArray  *restricted;  /* pairs: entries 2k and 2k+1 */
};

static GrottoDeckLists *
lists_new (void)
{
  GrottoDeckLists *self = g_new0 (GrottoDeckLists, 1);

  g_atomic_ref_count_init (&self->ref_count);
  self->banned = g_ptr_array_new_with_free_func (g_free);
  self->limited = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->restricted = g_ptr_array_new_with_free_func (g_free);
  return self;
}

GrottoDeckLists *
grotto_deck_lists_ref (GrottoDeckLists *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
grotto_deck_lists_unref (GrottoDeckLists *self)
{
  g_return_if_fail (self != NULL);

  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  g_ptr_array_unref (self->banned);
  g_hash_table_unref (self->limited);
  g_ptr_array_unref (self->restricted);
  g_free (self);
}

static gboolean
bad (GError    **error,
     const char *filename,
     const char *what)
{
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: %s", filename, what);
  return FALSE;
}

static gboolean
read_entry (JsonNode    *node,
            const char  *filename,
            char       **out,
            GError     **error)
{
  const char *text;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return bad (error, filename, _("a card is named by a string (an id or a name)"));
  text = json_node_get_string (node);
  if (text == NULL || *text == '\0')
    return bad (error, filename, _("a card is named by a string (an id or a name)"));
  *out = g_strstrip (g_strdup (text));
  return TRUE;
}

GrottoDeckLists *
grotto_deck_lists_new_from_data (const char  *data,
                                 gssize       length,
                                 const char  *filename,
                                 GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local = NULL;
  GrottoDeckLists *self;
  JsonObject *root;
  JsonNode *node;

  g_return_val_if_fail (data != NULL, NULL);

  if (filename == NULL)
    filename = "deck-lists.json";
  if (!json_parser_load_from_data (parser, data, length, &local))
    {
      g_autofree char *message = drive_in_json_dup_parse_message (local->message);

      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, "%s: %s", filename, message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      bad (error, filename, _("expected a JSON object"));
      return NULL;
    }
  root = json_node_get_object (json_parser_get_root (parser));
  self = lists_new ();

  node = json_object_get_member (root, "banned");
  if (node != NULL)
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        goto bad_banned;
      array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          char *entry;

          if (!read_entry (json_array_get_element (array, i), filename, &entry, error))
            goto failed;
          g_ptr_array_add (self->banned, entry);
        }
    }
  node = json_object_get_member (root, "limited");
  if (node != NULL)
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *value;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          bad (error, filename, _("“limited” maps cards to their greatest number of copies"));
          goto failed;
        }
      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &name, &value))
        {
          gint64 copies;

          if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_INT64
              || (copies = json_node_get_int (value)) < 1 || copies > 2 || *name == '\0')
            {
              bad (error, filename, _("a Limited card may have 1 or 2 copies"));
              goto failed;
            }
          g_hash_table_insert (self->limited, g_strstrip (g_strdup (name)), GINT_TO_POINTER (copies));
        }
    }
  node = json_object_get_member (root, "restricted");
  if (node != NULL)
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        {
          bad (error, filename, _("“restricted” is a list of pairs of cards"));
          goto failed;
        }
      array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *pair = json_array_get_element (array, i);
          char *a, *b;

          if (!JSON_NODE_HOLDS_ARRAY (pair) || json_array_get_length (json_node_get_array (pair)) != 2)
            {
              bad (error, filename, _("“restricted” is a list of pairs of cards"));
              goto failed;
            }
          if (!read_entry (json_array_get_element (json_node_get_array (pair), 0), filename, &a, error))
            goto failed;
          if (!read_entry (json_array_get_element (json_node_get_array (pair), 1), filename, &b, error))
            {
              g_free (a);
              goto failed;
            }
          g_ptr_array_add (self->restricted, a);
          g_ptr_array_add (self->restricted, b);
        }
    }
  return self;

bad_banned:
  bad (error, filename, _("“banned” is a list of cards"));
failed:
  grotto_deck_lists_unref (self);
  return NULL;
}

GrottoDeckLists *
grotto_deck_lists_new_from_file (GFile   *file,
                                 GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GFileInfo) info = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL && g_file_info_get_size (info) > MAX_FILE_SIZE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("%s: the file is too large"), name);
      return NULL;
    }
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  return grotto_deck_lists_new_from_data (data, length, name, error);
}

GrottoDeckLists *
grotto_deck_lists_get_default (void)
{
  static GrottoDeckLists *lists;
  static gsize loaded;

  if (g_once_init_enter (&loaded))
    {
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) error = NULL;
      gsize size;
      const char *data;

      grotto_core_register_resource ();
      bytes = g_resources_lookup_data (DEFAULT_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      data = bytes != NULL ? g_bytes_get_data (bytes, &size) : NULL;
      lists = data != NULL ? grotto_deck_lists_new_from_data (data, size, DEFAULT_PATH, &error)
                           : NULL;
      if (lists == NULL)
        lists = lists_new ();
      g_once_init_leave (&loaded, 1);
    }
  return lists;
}

gboolean
grotto_deck_lists_names_card (const char *entry,
                              DriveInCard   *card)
{
  const char *name;

  if (g_str_equal (entry, drive_in_card_get_id (card)))
    return TRUE;
  name = drive_in_card_get_original_name (card) != NULL ? drive_in_card_get_original_name (card)
                                                   : drive_in_card_get_name (card);
  return g_ascii_strcasecmp (entry, name) == 0;
}

gboolean
grotto_deck_lists_is_banned (GrottoDeckLists *self,
                             DriveInCard        *card)
{
  g_return_val_if_fail (self != NULL && DRIVE_IN_IS_CARD (card), FALSE);

  for (guint i = 0; i < self->banned->len; i++)
    if (grotto_deck_lists_names_card (self->banned->pdata[i], card))
      return TRUE;
  return FALSE;
}

guint
grotto_deck_lists_max_copies (GrottoDeckLists *self,
                              DriveInCard        *card)
{
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (self != NULL && DRIVE_IN_IS_CARD (card), 3);

  g_hash_table_iter_init (&iter, self->limited);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (grotto_deck_lists_names_card (key, card))
      return GPOINTER_TO_INT (value);
  return 3;
}

GPtrArray *
grotto_deck_lists_restricted_with (GrottoDeckLists *self,
                                   DriveInCard        *card)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (self != NULL && DRIVE_IN_IS_CARD (card), out);

  for (guint i = 0; i + 1 < self->restricted->len; i += 2)
    {
      if (grotto_deck_lists_names_card (self->restricted->pdata[i], card))
        g_ptr_array_add (out, g_strdup (self->restricted->pdata[i + 1]));
      if (grotto_deck_lists_names_card (self->restricted->pdata[i + 1], card))
        g_ptr_array_add (out, g_strdup (self->restricted->pdata[i]));
    }
  return out;
}
