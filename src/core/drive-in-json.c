/* drive-in-json.c: what every JSON reader of libdrive-in-core checks before and after json-glib parses. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "drive-in-json.h"

gboolean
drive_in_json_depth_is_sane (const char *data,
                         gsize       length)
{
  gboolean in_string = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
        }
      else if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > DRIVE_IN_JSON_MAX_DEPTH)
            return FALSE;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

char *
drive_in_json_dup_parse_message (const char *message)
{
  g_autofree char *valid = NULL;

  g_return_val_if_fail (message != NULL, NULL);

  valid = g_utf8_make_valid (message, -1);
  if (g_str_has_prefix (valid, "<data>:"))
    return g_strconcat (_("line "), valid + strlen ("<data>:"), NULL);
  return g_steal_pointer (&valid);
}
