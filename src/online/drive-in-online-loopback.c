/* drive-in-online-loopback.c: the in-process transport: one shared network per set of
 * parties, a queue of deliveries drained from an idle source (so that a send never calls
 * back into its sender, as with a real server). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include "drive-in-online-loopback.h"

typedef struct
{
  gatomicrefcount ref;
  GHashTable     *parties;   /* address -> DriveInOnlineLoopback (weak) */
  GHashTable     *rooms;     /* room -> GPtrArray of member addresses (owned) */
  GQueue          queue;     /* Delivery */
  guint           idle_id;
  guint           n_delivered;
} Network;

typedef struct
{
  char    *to;
  char    *from;
  char    *room;      /* NULL: direct */
  char    *payload;   /* NULL: presence */
  gboolean present;
} Delivery;

struct _DriveInOnlineLoopback
{
  GObject                parent_instance;
  Network               *net;
  char                  *address;
  DriveInOnlineLinkState link;
  GPtrArray             *dropped_rooms;  /* rooms it was in when dropped, joined again on
                                          * reconnect as a real transport does */
};

static void transport_iface_init (DriveInOnlineTransportInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DriveInOnlineLoopback, drive_in_online_loopback, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (DRIVE_IN_TYPE_ONLINE_TRANSPORT,
                                                      transport_iface_init))

static void
delivery_free (Delivery *d)
{
  g_free (d->to);
  g_free (d->from);
  g_free (d->room);
  g_free (d->payload);
  g_free (d);
}

static void
network_unref (Network *net)
{
  if (!g_atomic_ref_count_dec (&net->ref))
    return;
  g_clear_handle_id (&net->idle_id, g_source_remove);
  g_queue_clear_full (&net->queue, (GDestroyNotify) delivery_free);
  g_hash_table_unref (net->parties);
  g_hash_table_unref (net->rooms);
  g_free (net);
}

static gboolean
drain (gpointer user_data)
{
  Network *net = user_data;
  Delivery *d;

  /* One delivery per round, so that every party's replies queue behind what was already
   * on its way, in order. */
  d = g_queue_pop_head (&net->queue);
  if (d != NULL)
    {
      DriveInOnlineLoopback *to = g_hash_table_lookup (net->parties, d->to);

      if (to != NULL && to->link == DRIVE_IN_ONLINE_LINK_ONLINE)
        {
          g_object_ref (to);
          net->n_delivered++;
          if (d->payload != NULL)
            g_signal_emit_by_name (to, "payload-received", d->from, d->room, d->payload);
          else
            g_signal_emit_by_name (to, "presence-changed", d->room, d->from, d->present);
          g_object_unref (to);
        }
      delivery_free (d);
    }
  if (g_queue_is_empty (&net->queue))
    {
      net->idle_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
enqueue (Network    *net,
         const char *to,
         const char *from,
         const char *room,
         const char *payload,
         gboolean    present)
{
  Delivery *d = g_new0 (Delivery, 1);

  d->to = g_strdup (to);
  d->from = g_strdup (from);
  d->room = g_strdup (room);
  d->payload = g_strdup (payload);
  d->present = present;
  g_queue_push_tail (&net->queue, d);
  if (net->idle_id == 0)
    net->idle_id = g_idle_add (drain, net);
}

static void
leave_all_rooms (DriveInOnlineLoopback *self)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->net->rooms);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      GPtrArray *members = value;
      guint index;

      if (!g_ptr_array_find_with_equal_func (members, self->address, g_str_equal, &index))
        continue;
      g_ptr_array_remove_index (members, index);
      for (guint i = 0; i < members->len; i++)
        enqueue (self->net, members->pdata[i], self->address, key, NULL, FALSE);
    }
}

static void
drive_in_online_loopback_dispose (GObject *object)
{
  DriveInOnlineLoopback *self = DRIVE_IN_ONLINE_LOOPBACK (object);

  if (self->net != NULL)
    {
      if (g_hash_table_lookup (self->net->parties, self->address) == self)
        {
          leave_all_rooms (self);
          g_hash_table_remove (self->net->parties, self->address);
        }
      g_clear_pointer (&self->net, network_unref);
    }
  G_OBJECT_CLASS (drive_in_online_loopback_parent_class)->dispose (object);
}

static void
drive_in_online_loopback_finalize (GObject *object)
{
  DriveInOnlineLoopback *self = DRIVE_IN_ONLINE_LOOPBACK (object);

  g_free (self->address);
  g_clear_pointer (&self->dropped_rooms, g_ptr_array_unref);
  G_OBJECT_CLASS (drive_in_online_loopback_parent_class)->finalize (object);
}

static void
drive_in_online_loopback_class_init (DriveInOnlineLoopbackClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_online_loopback_dispose;
  object_class->finalize = drive_in_online_loopback_finalize;
}

static void
drive_in_online_loopback_init (DriveInOnlineLoopback *self)
{
}

static const char *
get_address (DriveInOnlineTransport *transport)
{
  DriveInOnlineLoopback *self = DRIVE_IN_ONLINE_LOOPBACK (transport);

  return self->link == DRIVE_IN_ONLINE_LINK_ONLINE ? self->address : NULL;
}

static DriveInOnlineLinkState
get_link_state (DriveInOnlineTransport *transport)
{
  return DRIVE_IN_ONLINE_LOOPBACK (transport)->link;
}

static const GError *
get_error (DriveInOnlineTransport *transport)
{
  return NULL;
}

static void
send_direct (DriveInOnlineTransport *transport,
             const char             *to,
             const char             *payload)
{
  DriveInOnlineLoopback *self = DRIVE_IN_ONLINE_LOOPBACK (transport);

  if (self->link == DRIVE_IN_ONLINE_LINK_ONLINE)
    enqueue (self->net, to, self->address, NULL, payload, FALSE);
}

static void
send_room (DriveInOnlineTransport *transport,
           const char             *room,
           const char             *payload)
{
  DriveInOnlineLoopback *self = DRIVE_IN_ONLINE_LOOPBACK (transport);
  GPtrArray *members = g_hash_table_lookup (self->net->rooms, room);

  if (self->link != DRIVE_IN_ONLINE_LINK_ONLINE || members == NULL
      || !g_ptr_array_find_with_equal_func (members, self->address, g_str_equal, NULL))
    return;
  /* Every other member, named by its real address (a non-anonymous room). */
  for (guint i = 0; i < members->len; i++)
    if (!g_str_equal (members->pdata[i], self->address))
      enqueue (self->net, members->pdata[i], self->address, room, payload, FALSE);
}

static void
join_room (DriveInOnlineTransport *transport,
           const char             *room,
           const char             *nick)
{
  DriveInOnlineLoopback *self = DRIVE_IN_ONLINE_LOOPBACK (transport);
  GPtrArray *members;

  if (self->link != DRIVE_IN_ONLINE_LINK_ONLINE)
    return;
  members = g_hash_table_lookup (self->net->rooms, room);
  if (members == NULL)
    {
      members = g_ptr_array_new_with_free_func (g_free);
      g_hash_table_insert (self->net->rooms, g_strdup (room), members);
    }
  if (g_ptr_array_find_with_equal_func (members, self->address, g_str_equal, NULL))
    return;
  for (guint i = 0; i < members->len; i++)
    {
      enqueue (self->net, members->pdata[i], self->address, room, NULL, TRUE);
      enqueue (self->net, self->address, members->pdata[i], room, NULL, TRUE);
    }
  g_ptr_array_add (members, g_strdup (self->address));
}

static void
leave_room (DriveInOnlineTransport *transport,
            const char             *room)
{
  DriveInOnlineLoopback *self = DRIVE_IN_ONLINE_LOOPBACK (transport);
  GPtrArray *members = g_hash_table_lookup (self->net->rooms, room);
  guint index;

  if (members == NULL
      || !g_ptr_array_find_with_equal_func (members, self->address, g_str_equal, &index))
    return;
  g_ptr_array_remove_index (members, index);
  for (guint i = 0; i < members->len; i++)
    enqueue (self->net, members->pdata[i], self->address, room, NULL, FALSE);
}

static void
transport_iface_init (DriveInOnlineTransportInterface *iface)
{
  iface->get_address = get_address;
  iface->get_link_state = get_link_state;
  iface->get_error = get_error;
  iface->send_direct = send_direct;
  iface->send_room = send_room;
  iface->join_room = join_room;
  iface->leave_room = leave_room;
}

DriveInOnlineLoopback *
drive_in_online_loopback_new (DriveInOnlineLoopback *peer,
                              const char            *address)
{
  DriveInOnlineLoopback *self;
  Network *net;

  g_return_val_if_fail (peer == NULL || DRIVE_IN_IS_ONLINE_LOOPBACK (peer), NULL);
  g_return_val_if_fail (address != NULL && *address != '\0', NULL);

  if (peer != NULL)
    {
      net = peer->net;
      g_atomic_ref_count_inc (&net->ref);
    }
  else
    {
      net = g_new0 (Network, 1);
      g_atomic_ref_count_init (&net->ref);
      net->parties = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      net->rooms = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) g_ptr_array_unref);
      g_queue_init (&net->queue);
    }
  if (g_hash_table_contains (net->parties, address))
    {
      network_unref (net);
      return NULL;
    }
  self = g_object_new (DRIVE_IN_TYPE_ONLINE_LOOPBACK, NULL);
  self->net = net;
  self->address = g_strdup (address);
  self->link = DRIVE_IN_ONLINE_LINK_ONLINE;
  g_hash_table_insert (net->parties, g_strdup (address), self);
  return self;
}

void
drive_in_online_loopback_inject (DriveInOnlineLoopback *self,
                                 const char            *from,
                                 const char            *to,
                                 const char            *room,
                                 const char            *payload)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_LOOPBACK (self));
  g_return_if_fail (from != NULL && to != NULL && payload != NULL);
  enqueue (self->net, to, from, room, payload, FALSE);
}

void
drive_in_online_loopback_drop (DriveInOnlineLoopback *self)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_LOOPBACK (self));

  if (self->link == DRIVE_IN_ONLINE_LINK_OFFLINE)
    return;
  g_clear_pointer (&self->dropped_rooms, g_ptr_array_unref);
  self->dropped_rooms = g_ptr_array_new_with_free_func (g_free);
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, self->net->rooms);
    while (g_hash_table_iter_next (&iter, &key, &value))
      if (g_ptr_array_find_with_equal_func (value, self->address, g_str_equal, NULL))
        g_ptr_array_add (self->dropped_rooms, g_strdup (key));
  }
  leave_all_rooms (self);
  g_hash_table_remove (self->net->parties, self->address);
  self->link = DRIVE_IN_ONLINE_LINK_OFFLINE;
  g_signal_emit_by_name (self, "link-changed");
}

gboolean
drive_in_online_loopback_reconnect (DriveInOnlineLoopback *self)
{
  g_autoptr(GPtrArray) rooms = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LOOPBACK (self), FALSE);

  if (self->link == DRIVE_IN_ONLINE_LINK_ONLINE || self->net == NULL
      || g_hash_table_contains (self->net->parties, self->address))
    return FALSE;
  g_hash_table_insert (self->net->parties, g_strdup (self->address), self);
  self->link = DRIVE_IN_ONLINE_LINK_ONLINE;
  g_signal_emit_by_name (self, "link-changed");
  rooms = g_steal_pointer (&self->dropped_rooms);
  for (guint i = 0; rooms != NULL && i < rooms->len; i++)
    join_room (DRIVE_IN_ONLINE_TRANSPORT (self), rooms->pdata[i], NULL);
  return TRUE;
}

guint
drive_in_online_loopback_get_n_delivered (DriveInOnlineLoopback *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LOOPBACK (self), 0);
  return self->net->n_delivered;
}

gboolean
drive_in_online_loopback_is_busy (DriveInOnlineLoopback *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LOOPBACK (self), FALSE);
  return !g_queue_is_empty (&self->net->queue);
}
