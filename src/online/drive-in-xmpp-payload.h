/* drive-in-xmpp-payload.h: the text of a received payload element (sending is checked by
 * drive_in_xmpp_check_payload() in drive-in-xmpp-transport.h). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>
#include <strophe.h>

G_BEGIN_DECLS

/* The text of a payload element, or NULL when it is not plain bounded UTF-8 text. */
char *drive_in_xmpp_payload_text (xmpp_stanza_t *element);

G_END_DECLS
