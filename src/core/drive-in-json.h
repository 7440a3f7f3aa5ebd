/* drive-in-json.h: what every JSON reader of libdrive-in-core checks before and after json-glib parses. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* json-glib parses recursively: thousands of nested brackets would overflow the stack. Our
 * files nest a few levels deep; anything past this is refused unread. */
#define DRIVE_IN_JSON_MAX_DEPTH 64

/* Whether @data nests brackets no deeper than DRIVE_IN_JSON_MAX_DEPTH (strings skipped). */
gboolean drive_in_json_depth_is_sane        (const char   *data,
                                         gsize         length);
/* json-glib's parse error @message for in-memory data as a person reads it: "line 3:18: ..."
 * rather than "<data>:3:18: ...", and valid UTF-8 (json-glib quotes the bytes it could not
 * read, so a file that is not UTF-8 would put them into the message). */
char    *drive_in_json_dup_parse_message    (const char   *message);

G_END_DECLS
