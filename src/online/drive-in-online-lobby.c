/* drive-in-online-lobby.c: the lobby room: a host's announcement of its open table, and the
 * listener's list of open tables, built only from announcements that check. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include "drive-in-online-join.h"
#include "drive-in-online-lobby.h"

char *
drive_in_online_lobby_default_room (const char *address)
{
  const char *at;
  g_autofree char *domain = NULL;

  g_return_val_if_fail (address != NULL, NULL);

  at = strchr (address, '@');
  if (at == NULL || at[1] == '\0' || at[1] == '/')
    return NULL;
  domain = drive_in_online_address_dup_bare (at + 1);
  return g_strdup_printf (DRIVE_IN_ONLINE_LOBBY_NAME "@conference.%s", domain);
}

/* ---- the listener ---- */

struct _DriveInOnlineLobby
{
  GObject                 parent_instance;
  DriveInOnlineTransport *transport;
  char                   *room;
  char                   *nick;
  GPtrArray              *tables;  /* DriveInOnlineLobbyTable, sorted by room */
  guint                   n_refused;
  gboolean                in_room;
  gulong                  payload_id;
  gulong                  presence_id;
  gulong                  link_id;
};

static void lobby_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (DriveInOnlineLobby, drive_in_online_lobby, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, lobby_model_iface_init))

enum
{
  SIGNAL_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GType
lobby_get_item_type (GListModel *model)
{
  return DRIVE_IN_TYPE_ONLINE_LOBBY_TABLE;
}

static guint
lobby_get_n_items (GListModel *model)
{
  return DRIVE_IN_ONLINE_LOBBY (model)->tables->len;
}

static gpointer
lobby_get_item (GListModel *model,
                guint       position)
{
  DriveInOnlineLobby *self = DRIVE_IN_ONLINE_LOBBY (model);

  return position < self->tables->len ? g_object_ref (self->tables->pdata[position]) : NULL;
}

static void
lobby_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = lobby_get_item_type;
  iface->get_n_items = lobby_get_n_items;
  iface->get_item = lobby_get_item;
}

static void
drive_in_online_lobby_dispose (GObject *object)
{
  DriveInOnlineLobby *self = DRIVE_IN_ONLINE_LOBBY (object);

  if (self->transport != NULL)
    {
      g_clear_signal_handler (&self->payload_id, self->transport);
      g_clear_signal_handler (&self->presence_id, self->transport);
      g_clear_signal_handler (&self->link_id, self->transport);
      if (self->in_room)
        drive_in_online_transport_leave_room (self->transport, self->room);
      self->in_room = FALSE;
    }
  g_clear_object (&self->transport);
  G_OBJECT_CLASS (drive_in_online_lobby_parent_class)->dispose (object);
}

static void
drive_in_online_lobby_finalize (GObject *object)
{
  DriveInOnlineLobby *self = DRIVE_IN_ONLINE_LOBBY (object);

  g_free (self->room);
  g_free (self->nick);
  g_ptr_array_unref (self->tables);
  G_OBJECT_CLASS (drive_in_online_lobby_parent_class)->finalize (object);
}

static void
drive_in_online_lobby_class_init (DriveInOnlineLobbyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_online_lobby_dispose;
  object_class->finalize = drive_in_online_lobby_finalize;

  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
drive_in_online_lobby_init (DriveInOnlineLobby *self)
{
  self->tables = g_ptr_array_new_with_free_func (g_object_unref);
}

static void
lobby_refuse (DriveInOnlineLobby *self,
              const char         *from,
              const char         *reason)
{
  self->n_refused++;
  g_message ("Lobby %s: refused an announcement from %s: %s", self->room, from, reason);
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, from, reason);
}

static guint
find_by (DriveInOnlineLobby *self,
         const char         *occupant,
         const char         *room)
{
  for (guint i = 0; i < self->tables->len; i++)
    {
      DriveInOnlineLobbyTable *t = self->tables->pdata[i];

      if ((occupant != NULL
           && g_str_equal (drive_in_online_lobby_table_get_occupant (t), occupant))
          || (room != NULL && g_str_equal (drive_in_online_lobby_table_get_room (t), room)))
        return i;
    }
  return G_MAXUINT;
}

static void
remove_at (DriveInOnlineLobby *self,
           guint               index)
{
  g_ptr_array_remove_index (self->tables, index);
  g_list_model_items_changed (G_LIST_MODEL (self), index, 1, 0);
}

static void
on_lobby_payload (DriveInOnlineTransport *transport,
                  const char             *from,
                  const char             *room,
                  const char             *payload,
                  DriveInOnlineLobby     *self)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autoptr(DriveInOnlineLobbyTable) table = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *real = NULL;
  guint mine, other, at;

  if (room == NULL || !g_str_equal (room, self->room) || from == NULL || payload == NULL)
    return;
  message = drive_in_online_message_parse (payload, -1, &error);
  if (message == NULL)
    {
      lobby_refuse (self, from, error->message);
      return;
    }
  if (drive_in_online_message_get_msg_type (message) != DRIVE_IN_ONLINE_ANNOUNCE)
    {
      lobby_refuse (self, from, "not a table announcement");
      return;
    }
  mine = find_by (self, from, NULL);
  if (mine != G_MAXUINT
      && drive_in_online_message_get_seq (message)
         <= drive_in_online_lobby_table_get_seq (self->tables->pdata[mine]))
    {
      lobby_refuse (self, from, "an old sequence number (a replayed announcement)");
      return;
    }
  if (!drive_in_online_message_get_bool (message, "open"))
    {
      /* Withdrawn: the table started or ended. */
      if (mine != G_MAXUINT)
        remove_at (self, mine);
      return;
    }
  real = drive_in_online_transport_dup_real_address (transport, room, from);
  /* A transport that names occupants by their real address (not room/nick) shows it. */
  if (real == NULL && !(g_str_has_prefix (from, room) && from[strlen (room)] == '/'))
    real = g_strdup (from);
  table = drive_in_online_lobby_table_new_from_message (message, self->room, from, real, &error);
  if (table == NULL)
    {
      lobby_refuse (self, from, error->message);
      return;
    }
  other = find_by (self, NULL, drive_in_online_lobby_table_get_room (table));
  if (other != G_MAXUINT && other != mine)
    {
      lobby_refuse (self, from, "another occupant announces that room");
      return;
    }
  if (mine != G_MAXUINT)
    remove_at (self, mine);
  if (self->tables->len >= DRIVE_IN_ONLINE_LOBBY_MAX_TABLES)
    {
      lobby_refuse (self, from, "the lobby lists too many tables");
      return;
    }
  for (at = 0; at < self->tables->len; at++)
    if (strcmp (drive_in_online_lobby_table_get_room (self->tables->pdata[at]),
                drive_in_online_lobby_table_get_room (table)) > 0)
      break;
  g_ptr_array_insert (self->tables, (gint) at, g_steal_pointer (&table));
  g_list_model_items_changed (G_LIST_MODEL (self), at, 0, 1);
}

static void
on_lobby_presence (DriveInOnlineTransport *transport,
                   const char             *room,
                   const char             *address,
                   gboolean                present,
                   DriveInOnlineLobby     *self)
{
  guint index;

  if (present || g_strcmp0 (room, self->room) != 0 || address == NULL)
    return;
  /* The announcer left the lobby: its table is no longer announced. */
  index = find_by (self, address, NULL);
  if (index != G_MAXUINT)
    remove_at (self, index);
}

static void
lobby_enter (DriveInOnlineLobby *self)
{
  if (drive_in_online_transport_get_link_state (self->transport) != DRIVE_IN_ONLINE_LINK_ONLINE)
    {
      guint n = self->tables->len;

      /* Offline, nobody's presence reaches us: the list would go stale. */
      if (n > 0)
        {
          g_ptr_array_set_size (self->tables, 0);
          g_list_model_items_changed (G_LIST_MODEL (self), 0, n, 0);
        }
      return;
    }
  /* Once: the transport joins its rooms again after a reconnection. */
  if (!self->in_room)
    {
      self->in_room = TRUE;
      drive_in_online_transport_join_room (self->transport, self->room, self->nick);
    }
}

static void
on_lobby_link (DriveInOnlineTransport *transport,
               DriveInOnlineLobby     *self)
{
  lobby_enter (self);
}

DriveInOnlineLobby *
drive_in_online_lobby_new (DriveInOnlineTransport *transport,
                           const char             *lobby,
                           GError                **error)
{
  DriveInOnlineLobby *self;
  g_autofree char *name = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (transport), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = drive_in_online_room_table (lobby, error);
  if (name == NULL)
    return NULL;
  self = g_object_new (DRIVE_IN_TYPE_ONLINE_LOBBY, NULL);
  self->transport = g_object_ref (transport);
  self->room = g_strdup (lobby);
  /* A listener's nick: never a table id an announcer could hold ("~" is in none we make). */
  self->nick = g_strdup_printf ("~%08x", g_random_int ());
  return self;
}

void
drive_in_online_lobby_start (DriveInOnlineLobby *self)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_LOBBY (self));

  if (self->link_id != 0)
    return;
  self->payload_id = g_signal_connect (self->transport, "payload-received",
                                       G_CALLBACK (on_lobby_payload), self);
  self->presence_id = g_signal_connect (self->transport, "presence-changed",
                                        G_CALLBACK (on_lobby_presence), self);
  self->link_id = g_signal_connect (self->transport, "link-changed",
                                    G_CALLBACK (on_lobby_link), self);
  lobby_enter (self);
}

const char *
drive_in_online_lobby_get_room (DriveInOnlineLobby *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LOBBY (self), NULL);
  return self->room;
}

guint
drive_in_online_lobby_get_n_refused (DriveInOnlineLobby *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LOBBY (self), 0);
  return self->n_refused;
}

DriveInOnlineLobbyTable *
drive_in_online_lobby_find (DriveInOnlineLobby *self,
                            const char         *room)
{
  guint index;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LOBBY (self), NULL);
  g_return_val_if_fail (room != NULL, NULL);

  index = find_by (self, NULL, room);
  return index != G_MAXUINT ? self->tables->pdata[index] : NULL;
}

/* ---- the announcer ---- */

struct _DriveInOnlineAnnouncer
{
  GObject                 parent_instance;
  DriveInOnlineTransport *transport;
  char                   *lobby;
  char                   *room;
  char                   *table;
  char                   *game;
  char                   *variant;
  char                   *host;
  guint                   n_seats;
  guint                   n_free;
  guint64                 seq;
  gboolean                in_room;
  gboolean                withdrawn;
  gulong                  presence_id;
  gulong                  link_id;
};

G_DEFINE_FINAL_TYPE (DriveInOnlineAnnouncer, drive_in_online_announcer, G_TYPE_OBJECT)

static void
drive_in_online_announcer_dispose (GObject *object)
{
  DriveInOnlineAnnouncer *self = DRIVE_IN_ONLINE_ANNOUNCER (object);

  if (self->transport != NULL)
    {
      g_clear_signal_handler (&self->presence_id, self->transport);
      g_clear_signal_handler (&self->link_id, self->transport);
      /* Leaving is a withdrawal too: listeners drop what a gone occupant announced. */
      if (self->in_room)
        drive_in_online_transport_leave_room (self->transport, self->lobby);
      self->in_room = FALSE;
    }
  g_clear_object (&self->transport);
  G_OBJECT_CLASS (drive_in_online_announcer_parent_class)->dispose (object);
}

static void
drive_in_online_announcer_finalize (GObject *object)
{
  DriveInOnlineAnnouncer *self = DRIVE_IN_ONLINE_ANNOUNCER (object);

  g_free (self->lobby);
  g_free (self->room);
  g_free (self->table);
  g_free (self->game);
  g_free (self->variant);
  g_free (self->host);
  G_OBJECT_CLASS (drive_in_online_announcer_parent_class)->finalize (object);
}

static void
drive_in_online_announcer_class_init (DriveInOnlineAnnouncerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_online_announcer_dispose;
  object_class->finalize = drive_in_online_announcer_finalize;
}

static void
drive_in_online_announcer_init (DriveInOnlineAnnouncer *self)
{
}

static void
announce (DriveInOnlineAnnouncer *self,
          gboolean                open)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autofree char *payload = NULL;

  if (!self->in_room
      || drive_in_online_transport_get_link_state (self->transport) != DRIVE_IN_ONLINE_LINK_ONLINE)
    return;
  message = drive_in_online_message_new (DRIVE_IN_ONLINE_ANNOUNCE, self->table, ++self->seq);
  drive_in_online_message_set_string (message, "game", self->game);
  if (self->variant != NULL)
    drive_in_online_message_set_string (message, "variant", self->variant);
  drive_in_online_message_set_int (message, "seats", self->n_seats);
  drive_in_online_message_set_int (message, "free", self->n_free);
  drive_in_online_message_set_string (message, "room", self->room);
  drive_in_online_message_set_string (message, "host", self->host);
  drive_in_online_message_set_bool (message, "open", open);
  payload = drive_in_online_message_to_payload (message);
  drive_in_online_transport_send_room (self->transport, self->lobby, payload);
}

static void
on_announcer_presence (DriveInOnlineTransport *transport,
                       const char             *room,
                       const char             *address,
                       gboolean                present,
                       DriveInOnlineAnnouncer *self)
{
  /* Someone came into the lobby (or we did): it heard nothing said before. */
  if (present && g_strcmp0 (room, self->lobby) == 0)
    announce (self, TRUE);
}

static void
announcer_enter (DriveInOnlineAnnouncer *self)
{
  if (self->withdrawn
      || drive_in_online_transport_get_link_state (self->transport) != DRIVE_IN_ONLINE_LINK_ONLINE)
    return;
  if (!self->in_room)
    {
      self->in_room = TRUE;
      drive_in_online_transport_join_room (self->transport, self->lobby, self->table);
    }
  announce (self, TRUE);
}

static void
on_announcer_link (DriveInOnlineTransport *transport,
                   DriveInOnlineAnnouncer *self)
{
  announcer_enter (self);
}

DriveInOnlineAnnouncer *
drive_in_online_announcer_new (DriveInOnlineTransport *transport,
                               const char             *lobby,
                               const char             *room,
                               GameRecord             *record,
                               const char             *host,
                               GError                **error)
{
  g_autoptr(DriveInOnlineAnnouncer) self = NULL;
  g_autofree char *lobby_name = NULL;
  g_autofree char *table = NULL;
  const GameRules *rules;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (transport), NULL);
  g_return_val_if_fail (GAME_IS_RECORD (record), NULL);
  g_return_val_if_fail (host != NULL && g_utf8_validate (host, -1, NULL), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  lobby_name = drive_in_online_room_table (lobby, error);
  if (lobby_name == NULL)
    return NULL;
  table = drive_in_online_room_table (room, error);
  if (table == NULL)
    return NULL;
  rules = game_record_get_rules (record);
  self = g_object_new (DRIVE_IN_TYPE_ONLINE_ANNOUNCER, NULL);
  self->transport = g_object_ref (transport);
  self->lobby = g_strdup (lobby);
  self->room = g_strdup (room);
  self->table = g_steal_pointer (&table);
  self->game = g_strdup (rules->id);
  if (rules->params_variant != NULL && game_record_get_params (record) != NULL)
    self->variant = g_strdup (rules->params_variant (game_record_get_params (record)));
  self->host = drive_in_online_address_dup_bare (host);
  self->n_seats = game_record_get_n_seats (record);
  self->n_free = self->n_seats;
  return g_steal_pointer (&self);
}

void
drive_in_online_announcer_start (DriveInOnlineAnnouncer *self)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_ANNOUNCER (self));

  if (self->link_id != 0 || self->withdrawn)
    return;
  self->presence_id = g_signal_connect (self->transport, "presence-changed",
                                        G_CALLBACK (on_announcer_presence), self);
  self->link_id = g_signal_connect (self->transport, "link-changed",
                                    G_CALLBACK (on_announcer_link), self);
  announcer_enter (self);
}

void
drive_in_online_announcer_set_free (DriveInOnlineAnnouncer *self,
                                    guint                   n_free)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_ANNOUNCER (self));
  g_return_if_fail (n_free <= self->n_seats);

  if (n_free == self->n_free)
    return;
  self->n_free = n_free;
  announce (self, TRUE);
}

void
drive_in_online_announcer_withdraw (DriveInOnlineAnnouncer *self)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_ANNOUNCER (self));

  if (self->withdrawn)
    return;
  announce (self, FALSE);
  self->withdrawn = TRUE;
  g_clear_signal_handler (&self->presence_id, self->transport);
  g_clear_signal_handler (&self->link_id, self->transport);
  if (self->in_room)
    drive_in_online_transport_leave_room (self->transport, self->lobby);
  self->in_room = FALSE;
}
