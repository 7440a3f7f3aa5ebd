/* fuzz-online-message.c: online game messages (src/online) through the strict parser; what
 * parses must build back into a payload that parses to the same message, a view in it
 * inflates safely or is refused, and a lobby's announcement is listed or refused. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include "fuzz-common.h"
#include "drive-in-online-lobby.h"
#include "drive-in-online-message.h"

static const char *const members[] = {
  "seat", "game", "seats", "layout", "view", "position", "snapshot", "cards-first", "cards",
  "first-line", "lines", "legal", "over", "winners", "result", "action", "answers", "reason",
  "text", "variant", "free", "room", "host", "open",
};

int
gros_fuzz_online_message (const uint8_t *data,
                          size_t         size)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autoptr(DriveInOnlineMessage) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *payload = NULL;
  g_autofree char *payload_again = NULL;

  /* Not nul-terminated: the parser must respect the length. */
  message = drive_in_online_message_parse ((const char *) data, (gssize) size, &error);
  if (message == NULL)
    {
      GROS_FUZZ_CHECK (error != NULL && error->domain == G_IO_ERROR, "failed without an error");
      GROS_FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL), "error not UTF-8");
      return 0;
    }
  GROS_FUZZ_CHECK (drive_in_online_message_get_msg_type (message) < DRIVE_IN_ONLINE_N_TYPES,
                   "an unknown type parsed");
  GROS_FUZZ_CHECK (drive_in_online_message_get_table (message) != NULL, "no table");
  /* Every getter on every member, whatever the type. */
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      g_auto(GStrv) strv = drive_in_online_message_dup_strv (message, members[i]);
      const char *text = drive_in_online_message_get_string (message, members[i]);

      GROS_FUZZ_CHECK (text == NULL || g_utf8_validate (text, -1, NULL), "a string not UTF-8");
      for (guint k = 0; strv != NULL && strv[k] != NULL; k++)
        GROS_FUZZ_CHECK (g_utf8_validate (strv[k], -1, NULL), "a list item not UTF-8");
      (void) drive_in_online_message_get_int (message, members[i], 0);
      (void) drive_in_online_message_get_bool (message, members[i]);
    }

  /* A view as the seat client takes it: inflated into at most a state's bytes. */
  if (drive_in_online_message_get_string (message, "view") != NULL)
    {
      g_autoptr(GError) view_error = NULL;
      g_autofree gpointer view = drive_in_online_view_decode (
        drive_in_online_message_get_string (message, "view"), 4096, &view_error);

      GROS_FUZZ_CHECK ((view != NULL) != (view_error != NULL), "a view neither taken nor refused");
      GROS_FUZZ_CHECK (view_error == NULL || g_utf8_validate (view_error->message, -1, NULL),
                       "a view's error not UTF-8");
    }

  /* A lobby's announcement as a listener checks it, from a nick and from a real address. */
  if (drive_in_online_message_get_msg_type (message) == DRIVE_IN_ONLINE_ANNOUNCE)
    for (guint i = 0; i < 2; i++)
      {
        g_autoptr(GError) table_error = NULL;
        g_autoptr(DriveInOnlineLobbyTable) table = drive_in_online_lobby_table_new_from_message (
          message, "lobby@rooms.test", i == 0 ? "lobby@rooms.test/t1" : "host@test/x",
          i == 0 ? NULL : "host@test/x", &table_error);

        GROS_FUZZ_CHECK ((table != NULL) != (table_error != NULL),
                         "an announcement neither taken nor refused");
        GROS_FUZZ_CHECK (table_error == NULL || g_utf8_validate (table_error->message, -1, NULL),
                         "an announcement's error not UTF-8");
        GROS_FUZZ_CHECK (table == NULL
                         || drive_in_online_lobby_table_get_n_free (table)
                            <= drive_in_online_lobby_table_get_n_seats (table),
                         "more seats free than the table has");
      }

  payload = drive_in_online_message_to_payload (message);
  GROS_FUZZ_CHECK (payload != NULL, "no payload");
  again = drive_in_online_message_parse (payload, -1, &error);
  GROS_FUZZ_CHECK (again != NULL, "the built payload does not parse: %s\n%s",
                   error != NULL ? error->message : "", payload);
  payload_again = drive_in_online_message_to_payload (again);
  GROS_FUZZ_CHECK (g_str_equal (payload, payload_again), "the payload changed:\n%s\n%s",
                   payload, payload_again);
  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_online_message)
