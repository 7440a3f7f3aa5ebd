/* drive-in-online-message.h: one game message between a referee and a seat: a small
 * versioned JSON object, parsed strictly (size and depth first, then every member) because
 * every payload comes from the network. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "drive-in-online-room.h"

G_BEGIN_DECLS

/* The protocol's version, the "drive-in" member of every message. */
#define DRIVE_IN_ONLINE_PROTOCOL        1
/* Larger payloads are refused unread (a view is at most ~9 KB of base64; the rest is log
 * lines and legal actions). */
#define DRIVE_IN_ONLINE_MAX_PAYLOAD     (192 * 1024)
/* Deeper nesting is refused before the JSON parser sees it (messages nest 2 deep). */
#define DRIVE_IN_ONLINE_MAX_DEPTH       4
/* Longest table id, address, action or line a message may carry. */
#define DRIVE_IN_ONLINE_MAX_STRING      (16 * 1024)
/* Most strings an array member may hold (lines, legal actions, card ids). */
#define DRIVE_IN_ONLINE_MAX_ARRAY       4096

typedef enum
{
  DRIVE_IN_ONLINE_HELLO,            /* seat -> referee: takes (or takes back) a seat */
  DRIVE_IN_ONLINE_WELCOME,          /* referee -> seat: the game, the seat, the card list */
  DRIVE_IN_ONLINE_VIEW,             /* referee -> seat: the seat's view, new lines, choices */
  DRIVE_IN_ONLINE_ACTION,           /* seat -> referee: one of the choices it was sent */
  DRIVE_IN_ONLINE_SNAPSHOT_REQUEST, /* seat -> referee: a gap: send the whole view again */
  DRIVE_IN_ONLINE_REFUSED,          /* referee -> seat: what it sent was refused, and why */
  DRIVE_IN_ONLINE_CHAT,             /* anyone -> room: table chat */
  DRIVE_IN_ONLINE_WATCH,            /* spectator -> referee: the public view, no seat */
  DRIVE_IN_ONLINE_ANNOUNCE,         /* host -> lobby room: an open table (online-lobby.h) */
  DRIVE_IN_ONLINE_N_TYPES,
} DriveInOnlineType;

#define DRIVE_IN_TYPE_ONLINE_MESSAGE (drive_in_online_message_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineMessage, drive_in_online_message, DRIVE_IN, ONLINE_MESSAGE,
                      GObject)

/* A message to build: add its members, then drive_in_online_message_to_payload(). */
DriveInOnlineMessage *drive_in_online_message_new          (DriveInOnlineType  type,
                                                            const char        *table,
                                                            guint64            seq);
/* Parses @payload (@length bytes, -1: NUL-terminated). Refused, with a sentence in @error
 * (G_IO_ERROR_INVALID_DATA): too large, too deep, not UTF-8, not one JSON object, another
 * protocol version, an unknown type, a member the type does not have, a member of the wrong
 * kind or out of range, a required member missing. */
DriveInOnlineMessage *drive_in_online_message_parse        (const char  *payload,
                                                            gssize       length,
                                                            GError     **error);
char                 *drive_in_online_message_to_payload   (DriveInOnlineMessage *self);

DriveInOnlineType     drive_in_online_message_get_msg_type (DriveInOnlineMessage *self);
const char           *drive_in_online_message_get_table    (DriveInOnlineMessage *self);
guint64               drive_in_online_message_get_seq      (DriveInOnlineMessage *self);
const char           *drive_in_online_type_to_string       (DriveInOnlineType type);

/* Members. Which a type has, and of which kind, is fixed (see the .c); getters return the
 * default (NULL, -1/@fallback, FALSE) for an absent member. */
gboolean              drive_in_online_message_has          (DriveInOnlineMessage *self,
                                                            const char           *member);
void                  drive_in_online_message_set_string   (DriveInOnlineMessage *self,
                                                            const char           *member,
                                                            const char           *value);
const char           *drive_in_online_message_get_string   (DriveInOnlineMessage *self,
                                                            const char           *member);
void                  drive_in_online_message_set_int      (DriveInOnlineMessage *self,
                                                            const char           *member,
                                                            gint64                value);
gint64                drive_in_online_message_get_int      (DriveInOnlineMessage *self,
                                                            const char           *member,
                                                            gint64                fallback);
void                  drive_in_online_message_set_bool     (DriveInOnlineMessage *self,
                                                            const char           *member,
                                                            gboolean              value);
gboolean              drive_in_online_message_get_bool     (DriveInOnlineMessage *self,
                                                            const char           *member);
/* A list of strings (@n -1: NULL-terminated). */
void                  drive_in_online_message_set_strv     (DriveInOnlineMessage *self,
                                                            const char           *member,
                                                            const char * const   *values,
                                                            gssize                n);
/* The list, or NULL; free with g_strfreev(). */
char                **drive_in_online_message_dup_strv     (DriveInOnlineMessage *self,
                                                            const char           *member);

/* A view's bytes as the "view" member carries them: deflated (a state is mostly zeros, and
 * every byte crosses the server as XML), then base64. */
char                 *drive_in_online_view_encode          (gconstpointer         view,
                                                            gsize                 size);
/* The view back, exactly @size bytes, or NULL with a reason in @error: not base64, not
 * deflate, or inflating to any other size (never more than @size bytes are written). */
gpointer              drive_in_online_view_decode          (const char           *text,
                                                            gsize                 size,
                                                            GError              **error);

G_END_DECLS
