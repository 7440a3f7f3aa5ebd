/* drive-in-release-overlay.c: a release's language overlay (languages/<lang>.json): which one
 * applies, and its names and texts laid over the cards read. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "drive-in-release-loader-private.h"
#include "drive-in-release-private.h"


static GFile *
find_overlay (GFile      *folder,
              const char *language)
{
  g_autofree char *path = NULL;
  GFile *file;

  if (!drive_in_release_language_is_safe (language))
    return NULL;

  path = g_strdup_printf (LANGUAGES_DIR "/%s.json", language);
  file = g_file_resolve_relative_path (folder, path);
  if (g_file_query_exists (file, NULL))
    return file;
  g_object_unref (file);
  return NULL;
}

static gboolean
overlay_file_exists (const char *language,
                     gpointer    data)
{
  g_autoptr(GFile) file = find_overlay (data, language);

  return file != NULL;
}

/* languages/<lang>.json for the first of @languages that has one; NULL for English. */
static GFile *
choose_overlay (GFile               *folder,
                const char * const  *languages,
                char               **out_language)
{
  *out_language = drive_in_release_choose_language (languages, overlay_file_exists, folder);
  return *out_language != NULL ? find_overlay (folder, *out_language) : NULL;
}

/* Replaces *@slot by @text when the translation has something to say. */
static void
take_translation (char **slot,
                  char  *text)
{
  if (text == NULL || *text == '\0')
    {
      g_free (text);
      return;
    }
  g_free (*slot);
  *slot = text;
}

static void
apply_overlay_entry (Loader     *loader,
                     const char *file,
                     JsonObject *object,
                     CardData   *card)
{
  g_autofree char *where = g_strdup_printf (_("card %s"), card->number);
  char *text = NULL;
  char **traits = NULL;

  /* A broken field keeps the English text: a translation is never worth a failed load. */
  if (drive_in_loader_read_text (loader, object, "name", TEXT_ONE_LINE, TRUE, file, where, &text))
    take_translation (&card->tr_name, text);
  if (drive_in_loader_read_text (loader, object, "title", TEXT_ONE_LINE, TRUE, file, where, &text))
    take_translation (&card->tr_title, text);
  if (drive_in_loader_read_text (loader, object, "quote", TEXT_OPTIONAL, TRUE, file, where, &text))
    take_translation (&card->tr_quote, text);
  if (drive_in_loader_read_text (loader, object, "abilities", TEXT_OPTIONAL, TRUE, file, where, &text))
    take_translation (&card->tr_abilities, text);
  if (json_object_has_member (object, "traits")
      && drive_in_loader_read_string_array (loader, object, "traits", TRUE, file, where, &traits))
    {
      if (traits[0] != NULL && g_strv_length (traits) == g_strv_length (card->traits))
        {
          g_strfreev (card->tr_traits);
          card->tr_traits = traits;
        }
      else
        g_strfreev (traits);
    }
}

void
drive_in_loader_load_overlay (Loader             *loader,
                          const char * const *languages)
{
  g_autoptr(GFile) overlay = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GHashTable) claimed = NULL;
  g_autofree char *language = NULL;
  g_autofree char *file = NULL;
  JsonArray *array;
  guint n;

  overlay = choose_overlay (loader->folder, languages, &language);
  if (overlay == NULL)
    return;

  file = g_strdup_printf (LANGUAGES_DIR "/%s.json", language);
  root = drive_in_loader_load_json (loader, file, TRUE, TRUE, NULL);
  if (root == NULL)
    return;
  if (!JSON_NODE_HOLDS_ARRAY (root))
    {
      drive_in_loader_warning (loader, file, NULL, _("expected a JSON array of cards, not %s"),
                           drive_in_loader_json_kind (root));
      return;
    }

  array = json_node_get_array (root);
  n = json_array_get_length (array);

  /* Some translated entries lack their number; they follow list.json's order, so such an
   * entry stands for the card at the same index, unless another entry names that card. */
  claimed = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      JsonNode *number;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        continue;
      number = json_object_get_member (json_node_get_object (element), "number");
      if (number != NULL && drive_in_loader_node_is_string (number))
        g_hash_table_add (claimed, (char *) json_node_get_string (number));
    }

  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *object;
      JsonNode *number;
      CardData *card = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        {
          g_autofree char *where = g_strdup_printf (_("index %u"), i);
          drive_in_loader_warning (loader, file, where, _("expected a card object, not %s"),
                               drive_in_loader_json_kind (element));
          continue;
        }
      object = json_node_get_object (element);
      number = json_object_get_member (object, "number");

      if (number != NULL && drive_in_loader_node_is_string (number))
        card = g_hash_table_lookup (loader->numbers, json_node_get_string (number));
      else if (i < loader->cards->len)
        {
          CardData *same_index = g_ptr_array_index (loader->cards, i);

          if (same_index->index == i && !g_hash_table_contains (claimed, same_index->number))
            card = same_index;
        }

      if (card == NULL)
        {
          g_autofree char *where = g_strdup_printf (_("index %u"), i);
          drive_in_loader_warning (loader, file, where, _("matches no card of %s"), loader->list_path);
          continue;
        }

      apply_overlay_entry (loader, file, object, card);
    }

  loader->language = g_steal_pointer (&language);
}
