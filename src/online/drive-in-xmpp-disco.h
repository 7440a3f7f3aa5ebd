/* drive-in-xmpp-disco.h: where the account's server keeps its chat rooms (XEP-0030 service
 * discovery): of the domain's items, the first that says it is a text conference. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>
#include <strophe.h>

G_BEGIN_DECLS

typedef struct _DriveInXmppDisco DriveInXmppDisco;

/* Asks @domain for its items, then each item (16 at most) what it is. The answers come
 * through @conn's handlers, on the thread that runs it (the main loop, once signed in). */
DriveInXmppDisco *drive_in_xmpp_disco_start            (xmpp_conn_t      *conn,
                                                        const char       *domain);
/* The room service found ("conference.example.org"), or NULL: not known (yet, or at all). */
const char       *drive_in_xmpp_disco_get_room_service (DriveInXmppDisco *self);
/* Forgets the questions still open (their handlers) and frees. */
void              drive_in_xmpp_disco_free             (DriveInXmppDisco *self);

G_END_DECLS
