/* drive-in-xmpp-payload.c: a game payload as a stanza carries it: what may be sent (bounded
 * UTF-8 text that XML can hold) and what is taken out of a received element (its text only). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include "drive-in-xmpp-payload.h"
#include "drive-in-xmpp-transport.h"

gboolean
drive_in_xmpp_check_payload (const char *payload,
                             GError    **error)
{
  size_t len;
  const char *p;

  g_return_val_if_fail (payload != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  len = strlen (payload);
  if (len > DRIVE_IN_XMPP_PAYLOAD_MAX)
    {
      g_set_error (error, DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_BAD_PAYLOAD,
                   "The payload is %zu bytes; at most %d may be sent",
                   len, DRIVE_IN_XMPP_PAYLOAD_MAX);
      return FALSE;
    }
  if (!g_utf8_validate (payload, len, NULL))
    {
      g_set_error (error, DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_BAD_PAYLOAD,
                   "The payload is not UTF-8 text");
      return FALSE;
    }
  /* XML cannot carry these at all: the server would end the stream. */
  for (p = payload; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF)
        {
          g_set_error (error, DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_BAD_PAYLOAD,
                       "The payload holds the character U+%04X, which XML cannot carry", c);
          return FALSE;
        }
    }
  return TRUE;
}

/* The text of a payload element, or NULL when it is not plain bounded text. */
char *
drive_in_xmpp_payload_text (xmpp_stanza_t *element)
{
  g_autoptr(GString) text = g_string_new (NULL);
  xmpp_stanza_t *child;

  for (child = xmpp_stanza_get_children (element); child != NULL;
       child = xmpp_stanza_get_next (child))
    {
      const char *part;

      if (!xmpp_stanza_is_text (child))
        {
          g_debug ("Dropped a payload holding markup");
          return NULL;
        }
      part = xmpp_stanza_get_text_ptr (child);
      if (part == NULL)
        continue;
      if (text->len + strlen (part) > DRIVE_IN_XMPP_PAYLOAD_MAX)
        {
          g_debug ("Dropped a payload over %d bytes", DRIVE_IN_XMPP_PAYLOAD_MAX);
          return NULL;
        }
      g_string_append (text, part);
    }
  if (!g_utf8_validate (text->str, text->len, NULL))
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}
