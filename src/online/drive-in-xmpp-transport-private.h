/* drive-in-xmpp-transport-private.h: what only the tests use: send a raw stanza, to play a
 * hostile peer against another transport; a shorter limit for a sign-in. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-xmpp-transport.h"

G_BEGIN_DECLS

/* Sends @xml (one stanza) as it is; nothing is checked. Online only. */
void drive_in_xmpp_transport_send_raw (DriveInXmppTransport *self,
                                       const char           *xml);

/* A sign-in not finished within @ms is cut short (30 s unless set). */
void drive_in_xmpp_transport_set_sign_in_limit (DriveInXmppTransport *self,
                                                guint                 ms);

G_END_DECLS
