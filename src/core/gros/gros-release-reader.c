/* gros-release-reader.c: GROS's official card list (list.json): each card's type, stat,
 * Popcorn, Bucket, traits, Title word and texts, as the releases of 000/001 print them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-game-id.h"
#include "gros-release-reader.h"

/* The fields of a GROS card: type, stat, popcorn, bucket, traits, Title word and texts. */
static void
read_card (Loader     *loader,
           JsonObject *object,
           const char *file,
           const char *where,
           CardData   *data)
{
  g_autofree char *type = NULL;
  gboolean present;
  gboolean variable;
  int value;

  if (drive_in_loader_read_text (loader, object, "type", TEXT_REQUIRED | TEXT_ONE_LINE, FALSE,
                                 file, where, &type))
    {
      if (!gros_card_type_from_string (type, &data->type))
        drive_in_loader_problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                                 _("unknown type '%s'"), type);
      data->is_extra = g_ascii_strcasecmp (type, "extra") == 0;
    }

  drive_in_loader_read_number (loader, object, "stat", TRUE, TRUE, file, where,
                               &present, &variable, &value);
  data->has_stat = present;
  data->stat_variable = variable;
  data->stat = value;

  drive_in_loader_read_number (loader, object, "popcorn", FALSE, FALSE, file, where,
                               &present, &variable, &value);
  data->popcorn = value;

  {
    JsonNode *bucket = json_object_get_member (object, "bucket");

    if (bucket != NULL && JSON_NODE_HOLDS_VALUE (bucket)
        && json_node_get_value_type (bucket) == G_TYPE_BOOLEAN)
      data->bucket = json_node_get_boolean (bucket);
    else if (bucket != NULL && !JSON_NODE_HOLDS_NULL (bucket))
      drive_in_loader_problem (loader, DRIVE_IN_ERROR_INVALID, file, where,
                               _("'bucket' should be true or false, not %s"),
                               drive_in_loader_json_kind (bucket));
  }

  drive_in_loader_read_string_array (loader, object, "traits", FALSE, file, where, &data->traits);
  drive_in_loader_read_text (loader, object, "title", TEXT_ONE_LINE, FALSE, file, where,
                             &data->title);
  drive_in_loader_read_text (loader, object, "quote", TEXT_OPTIONAL, FALSE, file, where,
                             &data->quote);
  drive_in_loader_read_text (loader, object, "abilities", TEXT_OPTIONAL, FALSE, file, where,
                             &data->abilities);
}

const DriveInReleaseReader gros_release_reader = {
  .game = GROS_GAME_ID,
  .read_card = read_card,
};
