/* drive-in-online-transport.c: the transport interface's signals and dispatchers. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include "drive-in-online-transport.h"

G_DEFINE_INTERFACE (DriveInOnlineTransport, drive_in_online_transport, G_TYPE_OBJECT)

static void
drive_in_online_transport_default_init (DriveInOnlineTransportInterface *iface)
{
  g_signal_new ("payload-received", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0,
                NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);
  g_signal_new ("presence-changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0,
                NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_BOOLEAN);
  g_signal_new ("link-changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0,
                NULL, NULL, NULL, G_TYPE_NONE, 0);
  g_signal_new ("room-refused", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST, 0,
                NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

const char *
drive_in_online_transport_get_address (DriveInOnlineTransport *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (self), NULL);
  return DRIVE_IN_ONLINE_TRANSPORT_GET_IFACE (self)->get_address (self);
}

DriveInOnlineLinkState
drive_in_online_transport_get_link_state (DriveInOnlineTransport *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (self), DRIVE_IN_ONLINE_LINK_OFFLINE);
  return DRIVE_IN_ONLINE_TRANSPORT_GET_IFACE (self)->get_link_state (self);
}

const GError *
drive_in_online_transport_get_error (DriveInOnlineTransport *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (self), NULL);
  return DRIVE_IN_ONLINE_TRANSPORT_GET_IFACE (self)->get_error (self);
}

void
drive_in_online_transport_send_direct (DriveInOnlineTransport *self,
                                       const char             *to,
                                       const char             *payload)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (self));
  g_return_if_fail (to != NULL && payload != NULL);
  DRIVE_IN_ONLINE_TRANSPORT_GET_IFACE (self)->send_direct (self, to, payload);
}

void
drive_in_online_transport_send_room (DriveInOnlineTransport *self,
                                     const char             *room,
                                     const char             *payload)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (self));
  g_return_if_fail (room != NULL && payload != NULL);
  DRIVE_IN_ONLINE_TRANSPORT_GET_IFACE (self)->send_room (self, room, payload);
}

void
drive_in_online_transport_join_room (DriveInOnlineTransport *self,
                                     const char             *room,
                                     const char             *nick)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (self));
  g_return_if_fail (room != NULL && nick != NULL);
  DRIVE_IN_ONLINE_TRANSPORT_GET_IFACE (self)->join_room (self, room, nick);
}

void
drive_in_online_transport_leave_room (DriveInOnlineTransport *self,
                                      const char             *room)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (self));
  g_return_if_fail (room != NULL);
  DRIVE_IN_ONLINE_TRANSPORT_GET_IFACE (self)->leave_room (self, room);
}

char *
drive_in_online_transport_dup_real_address (DriveInOnlineTransport *self,
                                            const char             *room,
                                            const char             *occupant)
{
  DriveInOnlineTransportInterface *iface;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (self), NULL);
  g_return_val_if_fail (room != NULL && occupant != NULL, NULL);
  iface = DRIVE_IN_ONLINE_TRANSPORT_GET_IFACE (self);
  return iface->dup_real_address != NULL ? iface->dup_real_address (self, room, occupant) : NULL;
}

char *
drive_in_online_address_dup_bare (const char *address)
{
  const char *slash;

  g_return_val_if_fail (address != NULL, NULL);

  slash = strchr (address, '/');
  return slash != NULL ? g_strndup (address, slash - address) : g_strdup (address);
}
