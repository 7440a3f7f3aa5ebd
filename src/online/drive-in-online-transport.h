/* drive-in-online-transport.h: how the online layer (referee and seat client) reaches other
 * parties: by address, one text payload at a time, direct or to a table's room. XMPP is the
 * real one (DriveInXmppTransport); tests also use an in-process one. Everything a transport
 * hands up came from the network and is untrusted: the layer above parses and checks it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ONLINE_TRANSPORT (drive_in_online_transport_get_type ())
G_DECLARE_INTERFACE (DriveInOnlineTransport, drive_in_online_transport,
                     DRIVE_IN, ONLINE_TRANSPORT, GObject)

typedef enum
{
  DRIVE_IN_ONLINE_LINK_OFFLINE,
  DRIVE_IN_ONLINE_LINK_CONNECTING,
  DRIVE_IN_ONLINE_LINK_ONLINE,
} DriveInOnlineLinkState;

/* Signals every transport emits on the main context it was made in:
 *   "payload-received" (const char *from, const char *room_or_null, const char *payload):
 *       a game payload from address @from; @room_or_null is the room's address when it came
 *       through a room (then @from is the sender's address in the room).
 *   "presence-changed" (const char *room, const char *address, gboolean present):
 *       someone came into or left a room we are in.
 *   "link-changed" (): the link state changed (see get_link_state, get_error).
 *   "room-refused" (const char *room, const char *condition): @room will not have us, and
 *       no retry follows (for XMPP: the error condition, e.g. remote-server-not-found). */
struct _DriveInOnlineTransportInterface
{
  GTypeInterface parent_iface;

  /* Our own full address (for XMPP the full JID), or NULL while offline. */
  const char            *(*get_address)    (DriveInOnlineTransport *self);
  DriveInOnlineLinkState (*get_link_state) (DriveInOnlineTransport *self);
  /* Why the link went offline last, or NULL. */
  const GError          *(*get_error)      (DriveInOnlineTransport *self);
  /* Send @payload (UTF-8 text, the JSON of one message) to one party, privately. */
  void                   (*send_direct)    (DriveInOnlineTransport *self,
                                            const char             *to,
                                            const char             *payload);
  /* Send @payload to everyone in @room (public things only: seating, chat, the public view). */
  void                   (*send_room)      (DriveInOnlineTransport *self,
                                            const char             *room,
                                            const char             *payload);
  /* Enter @room under @nick; leave it. Presence arrives as "presence-changed". */
  void                   (*join_room)      (DriveInOnlineTransport *self,
                                            const char             *room,
                                            const char             *nick);
  void                   (*leave_room)     (DriveInOnlineTransport *self,
                                            const char             *room);
  /* Optional: the real full address of @occupant (an address that "presence-changed" named
   * in @room), where the room shows it to us (XMPP: to a room's moderators, or to everyone
   * in a non-anonymous room); NULL when it does not or the occupant is unknown. Valid
   * during that presence's "presence-changed" too, leaving included. */
  char                  *(*dup_real_address) (DriveInOnlineTransport *self,
                                              const char             *room,
                                              const char             *occupant);
};

const char            *drive_in_online_transport_get_address    (DriveInOnlineTransport *self);
DriveInOnlineLinkState drive_in_online_transport_get_link_state (DriveInOnlineTransport *self);
const GError          *drive_in_online_transport_get_error      (DriveInOnlineTransport *self);
void                   drive_in_online_transport_send_direct    (DriveInOnlineTransport *self,
                                                                 const char             *to,
                                                                 const char             *payload);
void                   drive_in_online_transport_send_room      (DriveInOnlineTransport *self,
                                                                 const char             *room,
                                                                 const char             *payload);
void                   drive_in_online_transport_join_room      (DriveInOnlineTransport *self,
                                                                 const char             *room,
                                                                 const char             *nick);
void                   drive_in_online_transport_leave_room     (DriveInOnlineTransport *self,
                                                                 const char             *room);
char                  *drive_in_online_transport_dup_real_address (DriveInOnlineTransport *self,
                                                                   const char             *room,
                                                                   const char             *occupant);

/* The account of @address: "name@host/resource" is "name@host". */
char *drive_in_online_address_dup_bare (const char *address);

G_END_DECLS
