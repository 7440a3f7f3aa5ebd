/* gros-release-reader.c: GROS's official card list (list.json): each card's type, stat,
 * Popcorn, Bucket, traits, Title word and texts, as the releases of 000/001 print them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-card.h"
#include "gros-release-reader.h"

/* Keeps @values' attributes in @data, which owns the copies. */
static void
take_values (CardData             *data,
             const GrosCardValues *values)
{
  g_autoptr(GArray) borrowed = g_array_new (FALSE, FALSE, sizeof (DriveInCardAttribute));

  gros_card_values_append_attributes (values, borrowed);
  if (data->attributes == NULL)
    data->attributes = g_array_new (FALSE, TRUE, sizeof (DriveInCardAttribute));
  for (guint i = 0; i < borrowed->len; i++)
    {
      DriveInCardAttribute attribute = g_array_index (borrowed, DriveInCardAttribute, i);

      attribute.name = g_strdup (attribute.name);
      attribute.text = g_strdup (attribute.text);
      g_array_append_val (data->attributes, attribute);
    }
}

/* The fields of a GROS card: type, stat, popcorn, bucket, traits, Title word and texts. The
 * type is the card's kind, the values its attributes (gros-card.h); the Title word, which a
 * language overlay may translate, becomes one once the overlay is laid. */
static void
read_card (Loader     *loader,
           JsonObject *object,
           const char *file,
           const char *where,
           CardData   *data)
{
  g_autofree char *type = NULL;
  GrosCardValues values = { 0 };
  gboolean present;
  gboolean variable;
  int value;

  if (drive_in_loader_read_text (loader, object, "type", TEXT_REQUIRED | TEXT_ONE_LINE, FALSE,
                                 file, where, &type))
    {
      if (!gros_card_type_from_string (type, &values.type))
        drive_in_loader_problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                                 _("unknown type '%s'"), type);
      values.is_extra = g_ascii_strcasecmp (type, "extra") == 0;
    }
  data->kind = g_strdup (gros_card_type_to_string (values.type));

  drive_in_loader_read_number (loader, object, "stat", TRUE, TRUE, file, where,
                               &present, &variable, &value);
  values.has_stat = present;
  values.stat_variable = variable;
  values.stat = value;

  drive_in_loader_read_number (loader, object, "popcorn", FALSE, FALSE, file, where,
                               &present, &variable, &value);
  values.popcorn = value;

  {
    JsonNode *bucket = json_object_get_member (object, "bucket");

    if (bucket != NULL && JSON_NODE_HOLDS_VALUE (bucket)
        && json_node_get_value_type (bucket) == G_TYPE_BOOLEAN)
      values.bucket = json_node_get_boolean (bucket);
    else if (bucket != NULL && !JSON_NODE_HOLDS_NULL (bucket))
      drive_in_loader_problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                               _("'bucket' should be true or false, not %s"),
                               drive_in_loader_json_kind (bucket));
  }
  take_values (data, &values);

  drive_in_loader_read_string_array (loader, object, "traits", FALSE, file, where, &data->traits);
  drive_in_loader_read_text (loader, object, "title", TEXT_ONE_LINE, FALSE, file, where,
                             &data->title);
  drive_in_loader_read_text (loader, object, "quote", TEXT_OPTIONAL, FALSE, file, where,
                             &data->quote);
  drive_in_loader_read_text (loader, object, "abilities", TEXT_OPTIONAL, FALSE, file, where,
                             &data->abilities);
}

/* The Title word in the user's language, and in English when a translation was laid. */
static void
add_translated_attributes (const CardData *data,
                           gboolean        overlaid,
                           GArray         *attributes)
{
  GrosCardValues values = {
    .title_word = data->tr_title != NULL ? data->tr_title : data->title,
    .original_title_word = overlaid ? data->title : NULL,
  };

  gros_card_values_append_attributes (&values, attributes);
}

const DriveInReleaseReader gros_release_reader = {
  .game = GROS_GAME_ID,
  .read_card = read_card,
  .add_translated_attributes = add_translated_attributes,
};
