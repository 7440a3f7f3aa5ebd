/* drive-in-online-join.c: a player's side of setting an online table up: the host's seating
 * read from the room (trusted from the referee's nick only), a seat taken, the seat client
 * made. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "drive-in-online-join.h"
#include "drive-in-online-message.h"

struct _DriveInOnlineJoin
{
  GObject                 parent_instance;

  DriveInOnlineTransport *transport;
  DriveInCatalog         *catalog;
  char                   *room;
  char                   *table;
  DriveInSeatClient      *client;
  guint                   seat;
  gboolean                started;
  gboolean                in_room;
  gboolean                failed;
  gboolean                watch;            /* a spectator: no seat, the public view */
  char                   *referee;          /* the referee the client asks */
  char                   *holders[GAME_MAX_SEATS];  /* by the last seating */
  gboolean                table_begun;      /* the last seating says the game began */
  gulong                  payload_id;
  gulong                  link_id;
};

G_DEFINE_FINAL_TYPE (DriveInOnlineJoin, drive_in_online_join, G_TYPE_OBJECT)

enum
{
  SIGNAL_SEATED,
  SIGNAL_FAILED,
  SIGNAL_SEATING_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
drive_in_online_join_dispose (GObject *object)
{
  DriveInOnlineJoin *self = DRIVE_IN_ONLINE_JOIN (object);

  if (self->transport != NULL)
    {
      g_clear_signal_handler (&self->payload_id, self->transport);
      g_clear_signal_handler (&self->link_id, self->transport);
    }
  g_clear_object (&self->client);
  g_clear_object (&self->transport);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (drive_in_online_join_parent_class)->dispose (object);
}

static void
drive_in_online_join_finalize (GObject *object)
{
  DriveInOnlineJoin *self = DRIVE_IN_ONLINE_JOIN (object);

  g_free (self->room);
  g_free (self->table);
  g_free (self->referee);
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    g_free (self->holders[s]);
  G_OBJECT_CLASS (drive_in_online_join_parent_class)->finalize (object);
}

static void
drive_in_online_join_class_init (DriveInOnlineJoinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_online_join_dispose;
  object_class->finalize = drive_in_online_join_finalize;

  signals[SIGNAL_SEATED] = g_signal_new ("seated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_SEATING_CHANGED] = g_signal_new ("seating-changed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 0);
}

static void
drive_in_online_join_init (DriveInOnlineJoin *self)
{
}

static void
fail (DriveInOnlineJoin *self,
      const char        *reason)
{
  if (self->failed)
    return;
  self->failed = TRUE;
  /* Said once, by whoever listens to "failed" (the app's page, the CLI's error). */
  g_debug ("Room %s: %s", self->room, reason);
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, reason);
}

/* Whether @from, in @room, is the referee's nick; or, where a room names its members by
 * their real addresses (a non-anonymous room), the referee the seating itself names. */
static gboolean
from_referee (const char *from,
              const char *room,
              const char *referee)
{
  gsize n = strlen (room);

  if (strncmp (from, room, n) == 0 && from[n] == '/')
    return g_str_equal (from + n + 1, DRIVE_IN_ONLINE_REFEREE_NICK);
  return referee != NULL && g_str_equal (from, referee);
}

/* The host's seating: this account's seat, or the first free one. */
static void
on_room_payload (DriveInOnlineTransport *transport,
                 const char             *from,
                 const char             *room,
                 const char             *payload,
                 DriveInOnlineJoin      *self)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autofree char *account = NULL;
  g_autofree char *referee = NULL;
  g_auto(GStrv) lines = NULL;
  const char *text, *address;
  guint free_seat = G_MAXUINT, own_seat = G_MAXUINT, n_seats = 0;
  char *holders[GAME_MAX_SEATS] = { NULL };
  gboolean changed = FALSE;
  gboolean begun = FALSE;

  if (room == NULL || from == NULL || payload == NULL || !g_str_equal (room, self->room)
      || self->failed)
    return;
  message = drive_in_online_message_parse (payload, -1, NULL);
  if (message == NULL || drive_in_online_message_get_msg_type (message) != DRIVE_IN_ONLINE_CHAT
      || !g_str_equal (drive_in_online_message_get_table (message), self->table))
    return;
  text = drive_in_online_message_get_string (message, "text");
  address = drive_in_online_transport_get_address (transport);
  if (text == NULL || !g_str_has_prefix (text, "drive-in seating\n") || address == NULL)
    return;
  account = drive_in_online_address_dup_bare (address);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit (lines[i], " ", 3);
      guint64 seat;

      if (g_str_equal (lines[i], "started"))
        begun = TRUE;
      else if (g_strv_length (words) == 2 && g_str_equal (words[0], "referee"))
        {
          g_free (referee);
          referee = g_strdup (words[1]);
        }
      else if (g_strv_length (words) == 3 && g_str_equal (words[0], "seat")
               && g_ascii_string_to_unsigned (words[1], 10, 1, GAME_MAX_SEATS, &seat, NULL))
        {
          n_seats = MAX (n_seats, (guint) seat);
          g_free (holders[seat - 1]);
          holders[seat - 1] = g_utf8_make_valid (words[2], -1);
          if (g_str_equal (words[2], account))
            own_seat = (guint) seat - 1;
          else if (g_str_equal (words[2], "free") && free_seat == G_MAXUINT)
            free_seat = (guint) seat - 1;
        }
    }
  if (referee == NULL || n_seats == 0 || !from_referee (from, room, referee))
    {
      for (guint s = 0; s < GAME_MAX_SEATS; s++)
        g_free (holders[s]);
      return;
    }
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      changed |= g_strcmp0 (self->holders[s], holders[s]) != 0;
      g_free (self->holders[s]);
      self->holders[s] = holders[s];
    }
  changed |= begun != self->table_begun;
  self->table_begun = begun;
  if (changed)
    g_signal_emit (self, signals[SIGNAL_SEATING_CHANGED], 0);
  if (self->watch)
    {
      /* A spectator asks the referee once (again when it moved: a resumed host). */
      if (self->client != NULL && g_strcmp0 (self->referee, referee) == 0)
        return;
      g_clear_object (&self->client);
      g_free (self->referee);
      self->referee = g_strdup (referee);
      self->client = drive_in_seat_client_new_spectator (transport, self->catalog, referee,
                                                         self->table);
      drive_in_seat_client_start (self->client, NULL);
      g_signal_emit (self, signals[SIGNAL_SEATED], 0);
      return;
    }
  if (self->client != NULL)
    {
      /* Our seat's referee at another address: its host was started again from its saved
       * table. The same seat is asked for there; a welcome and a snapshot follow. */
      gboolean moved = g_strcmp0 (referee, self->referee) != 0 && own_seat == self->seat;

      /* Welcomed, or the seat asked for is still ours or free: wait. */
      if (!moved && (drive_in_seat_client_get_rules (self->client) != NULL
                     || own_seat == self->seat || free_seat == self->seat))
        return;
      /* Else someone else took it first: ask for another. */
      g_clear_object (&self->client);
    }
  if (own_seat == G_MAXUINT && free_seat == G_MAXUINT)
    {
      g_autofree char *reason = g_strdup_printf (_("The table in %s has no free seat"),
                                                 self->room);

      fail (self, reason);
      return;
    }
  self->seat = own_seat != G_MAXUINT ? own_seat : free_seat;
  g_free (self->referee);
  self->referee = g_strdup (referee);
  self->client = drive_in_seat_client_new (transport, self->catalog, referee, self->table,
                                           self->seat);
  /* The room is joined already; the client talks to the referee directly. */
  drive_in_seat_client_start (self->client, NULL);
  g_signal_emit (self, signals[SIGNAL_SEATED], 0);
}

static void
enter_room (DriveInOnlineJoin *self)
{
  const char *address = drive_in_online_transport_get_address (self->transport);

  if (self->in_room || address == NULL
      || drive_in_online_transport_get_link_state (self->transport)
         != DRIVE_IN_ONLINE_LINK_ONLINE)
    return;
  self->in_room = TRUE;
  drive_in_online_transport_join_room (self->transport, self->room, address);
}

static void
on_link_changed (DriveInOnlineTransport *transport,
                 DriveInOnlineJoin      *self)
{
  enter_room (self);
}

DriveInOnlineJoin *
drive_in_online_join_new (DriveInOnlineTransport *transport,
                          DriveInCatalog         *catalog,
                          const char             *room,
                          GError                **error)
{
  g_autofree char *table = NULL;
  DriveInOnlineJoin *self;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (transport), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  table = drive_in_online_room_table (room, error);
  if (table == NULL)
    return NULL;
  self = g_object_new (DRIVE_IN_TYPE_ONLINE_JOIN, NULL);
  self->transport = g_object_ref (transport);
  self->catalog = g_object_ref (catalog);
  self->room = g_strdup (room);
  self->table = g_steal_pointer (&table);
  self->seat = G_MAXUINT;
  return self;
}

void
drive_in_online_join_set_watch (DriveInOnlineJoin *self,
                                gboolean           watch)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_JOIN (self));
  g_return_if_fail (!self->started);

  self->watch = watch;
}

void
drive_in_online_join_start (DriveInOnlineJoin *self)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_JOIN (self));

  if (self->started)
    return;
  self->started = TRUE;
  self->payload_id = g_signal_connect (self->transport, "payload-received",
                                       G_CALLBACK (on_room_payload), self);
  self->link_id = g_signal_connect (self->transport, "link-changed",
                                    G_CALLBACK (on_link_changed), self);
  enter_room (self);
}

const char *
drive_in_online_join_get_holder (DriveInOnlineJoin *self,
                                 guint              seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_JOIN (self), NULL);
  return seat < GAME_MAX_SEATS ? self->holders[seat] : NULL;
}

gboolean
drive_in_online_join_get_table_begun (DriveInOnlineJoin *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_JOIN (self), FALSE);
  return self->table_begun;
}

DriveInSeatClient *
drive_in_online_join_get_client (DriveInOnlineJoin *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_JOIN (self), NULL);
  return self->client;
}

const char *
drive_in_online_join_get_referee (DriveInOnlineJoin *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_JOIN (self), NULL);
  return self->referee;
}
