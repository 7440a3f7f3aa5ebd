/* drive-in-online-loopback.h: an in-process DriveInOnlineTransport for tests: parties made on
 * one network reach each other by address through the main loop, in order, as over a
 * server; a test can forge a payload from any address and drop a party off the network. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-transport.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ONLINE_LOOPBACK (drive_in_online_loopback_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineLoopback, drive_in_online_loopback, DRIVE_IN,
                      ONLINE_LOOPBACK, GObject)

/* A party with full address @address ("account@host/resource") on the network of @peer
 * (NULL: a new network). An address already on the network is refused (NULL). */
DriveInOnlineLoopback *drive_in_online_loopback_new     (DriveInOnlineLoopback *peer,
                                                         const char            *address);
/* Delivers @payload to @to as if @from had sent it (@room non-NULL: through that room),
 * whether or not @from is on the network: a forged message. */
void                   drive_in_online_loopback_inject  (DriveInOnlineLoopback *self,
                                                         const char            *from,
                                                         const char            *to,
                                                         const char            *room,
                                                         const char            *payload);
/* Takes the party off the network: it goes offline, leaves its rooms (the others see its
 * presence go), and what is sent to it is lost. */
void                   drive_in_online_loopback_drop    (DriveInOnlineLoopback *self);
/* Back online after a drop, under the same address, in the rooms it was in (what a real
 * transport does after a reconnect); what was sent to it meanwhile is lost. FALSE: it was
 * not dropped, or its address is taken. */
gboolean               drive_in_online_loopback_reconnect (DriveInOnlineLoopback *self);
/* Messages delivered on the network so far, and whether some are still queued. */
guint                  drive_in_online_loopback_get_n_delivered (DriveInOnlineLoopback *self);
gboolean               drive_in_online_loopback_is_busy (DriveInOnlineLoopback *self);

G_END_DECLS
