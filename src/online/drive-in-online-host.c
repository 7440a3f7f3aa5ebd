/* drive-in-online-host.c: the host's side of setting an online table up: the referee, the
 * seats kept for accounts or computers, a free seat given to the first account that asks for
 * it, the seating posted in the room, and the start once every seat is held. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "drive-in-online-host.h"
#include "drive-in-online-lobby.h"
#include "drive-in-online-message.h"
#include "game-session-private.h"

struct _DriveInOnlineHost
{
  GObject                 parent_instance;

  DriveInOnlineTransport *transport;
  DriveInReferee         *referee;
  DriveInOnlineAnnouncer *announcer;  /* NULL: the table is in no lobby */
  GameRecord             *record;
  char                   *room;
  char                   *table;
  guint                   n_seats;
  gboolean                computer[GAME_MAX_SEATS];
  char                   *account[GAME_MAX_SEATS];
  guint64                 chat_seq;
  guint                   seating_id;
  gboolean                in_room;
  gboolean                started;
  gulong                  payload_id;
  gulong                  payload_after_id;
  gulong                  presence_id;
  gulong                  link_id;
};

G_DEFINE_FINAL_TYPE (DriveInOnlineHost, drive_in_online_host, G_TYPE_OBJECT)
G_DEFINE_QUARK (drive-in-online-host-error-quark, drive_in_online_host_error)

enum
{
  SIGNAL_SEAT_TAKEN,
  SIGNAL_SEATING_CHANGED,
  SIGNAL_STARTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
drive_in_online_host_dispose (GObject *object)
{
  DriveInOnlineHost *self = DRIVE_IN_ONLINE_HOST (object);

  g_clear_handle_id (&self->seating_id, g_source_remove);
  if (self->transport != NULL)
    {
      g_clear_signal_handler (&self->payload_id, self->transport);
      g_clear_signal_handler (&self->payload_after_id, self->transport);
      g_clear_signal_handler (&self->presence_id, self->transport);
      g_clear_signal_handler (&self->link_id, self->transport);
    }
  g_clear_object (&self->announcer);
  g_clear_object (&self->referee);
  g_clear_object (&self->record);
  g_clear_object (&self->transport);
  G_OBJECT_CLASS (drive_in_online_host_parent_class)->dispose (object);
}

static void
drive_in_online_host_finalize (GObject *object)
{
  DriveInOnlineHost *self = DRIVE_IN_ONLINE_HOST (object);

  g_free (self->room);
  g_free (self->table);
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    g_free (self->account[s]);
  G_OBJECT_CLASS (drive_in_online_host_parent_class)->finalize (object);
}

static void
drive_in_online_host_class_init (DriveInOnlineHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_online_host_dispose;
  object_class->finalize = drive_in_online_host_finalize;

  signals[SIGNAL_SEAT_TAKEN] = g_signal_new ("seat-taken", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);
  signals[SIGNAL_SEATING_CHANGED] = g_signal_new ("seating-changed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 0);
  signals[SIGNAL_STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
drive_in_online_host_init (DriveInOnlineHost *self)
{
}

/* The lobby hears how many seats are still free (reserved ones are not). */
static void
update_lobby (DriveInOnlineHost *self)
{
  guint n_free = 0;

  if (self->announcer == NULL)
    return;
  for (guint s = 0; s < self->n_seats; s++)
    if (!self->computer[s] && self->account[s] == NULL)
      n_free++;
  drive_in_online_announcer_set_free (self->announcer, n_free);
}

/* Public: who holds which seat, and where the referee is. */
static void
post_seating (DriveInOnlineHost *self)
{
  const char *address = drive_in_online_transport_get_address (self->transport);
  g_autoptr(GString) text = g_string_new ("drive-in seating\n");
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autofree char *payload = NULL;

  if (address == NULL || !self->in_room)
    return;
  g_string_append_printf (text, "referee %s\n", address);
  for (guint s = 0; s < self->n_seats; s++)
    g_string_append_printf (text, "seat %u %s\n", s + 1,
                            self->computer[s] ? "computer"
                            : self->account[s] != NULL ? self->account[s] : "free");
  /* Seats see the game begin: until then the table waits for its players. */
  if (self->started)
    g_string_append (text, "started\n");
  message = drive_in_online_message_new (DRIVE_IN_ONLINE_CHAT, self->table, ++self->chat_seq);
  drive_in_online_message_set_string (message, "text", text->str);
  payload = drive_in_online_message_to_payload (message);
  drive_in_online_transport_send_room (self->transport, self->room, payload);
  update_lobby (self);
}

static gboolean
on_seating_tick (gpointer user_data)
{
  post_seating (user_data);
  return G_SOURCE_CONTINUE;
}

/* Every seat held, every player here: the game begins. */
static void
maybe_start (DriveInOnlineHost *self)
{
  if (self->started || !self->in_room)
    return;
  for (guint s = 0; s < self->n_seats; s++)
    if (!self->computer[s] && drive_in_referee_get_address (self->referee, s) == NULL)
      return;
  self->started = TRUE;
  /* No longer open: the lobby stops listing it. */
  if (self->announcer != NULL)
    drive_in_online_announcer_withdraw (self->announcer);
  /* The referee talks to seats directly; in the room it sees a seat's link go and come
   * back (a reconnected seat gets a full snapshot). The host's link is there already. */
  drive_in_referee_start (self->referee, self->room);
  post_seating (self);
  g_signal_emit (self, signals[SIGNAL_STARTED], 0);
}

/* Runs before the referee's own handler: a hello from an account without a seat, for a free
 * seat, gives it that seat (first come); the referee then welcomes it. */
static void
on_payload (DriveInOnlineTransport *transport,
            const char             *from,
            const char             *room,
            const char             *payload,
            DriveInOnlineHost      *self)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autofree char *account = NULL;
  gint64 seat;

  if (room != NULL || from == NULL || payload == NULL)
    return;
  message = drive_in_online_message_parse (payload, -1, NULL);
  if (message == NULL || drive_in_online_message_get_msg_type (message) != DRIVE_IN_ONLINE_HELLO
      || !g_str_equal (drive_in_online_message_get_table (message), self->table))
    return;
  account = drive_in_online_address_dup_bare (from);
  seat = drive_in_online_message_get_int (message, "seat", -1);
  for (guint s = 0; s < self->n_seats; s++)
    if (g_strcmp0 (self->account[s], account) == 0)
      return;  /* it holds a seat: the referee judges the hello */
  if (seat < 0 || (guint64) seat >= self->n_seats || self->computer[seat]
      || self->account[seat] != NULL)
    return;
  self->account[seat] = g_steal_pointer (&account);
  drive_in_referee_set_player (self->referee, (guint) seat, self->account[seat]);
  post_seating (self);
  g_signal_emit (self, signals[SIGNAL_SEAT_TAKEN], 0, (guint) seat, self->account[seat]);
  g_signal_emit (self, signals[SIGNAL_SEATING_CHANGED], 0);
}

/* After the referee welcomed someone: maybe everybody is here now. */
static void
on_payload_after (DriveInOnlineTransport *transport,
                  const char             *from,
                  const char             *room,
                  const char             *payload,
                  DriveInOnlineHost      *self)
{
  maybe_start (self);
}

static void
on_presence (DriveInOnlineTransport *transport,
             const char             *room,
             const char             *address,
             gboolean                present,
             DriveInOnlineHost      *self)
{
  if (present && g_strcmp0 (room, self->room) == 0)
    post_seating (self);
}

static void
enter_room (DriveInOnlineHost *self)
{
  if (drive_in_online_transport_get_link_state (self->transport) != DRIVE_IN_ONLINE_LINK_ONLINE)
    return;
  if (!self->in_room)
    {
      self->in_room = TRUE;
      drive_in_online_transport_join_room (self->transport, self->room,
                                           DRIVE_IN_ONLINE_REFEREE_NICK);
      self->seating_id = g_timeout_add (DRIVE_IN_ONLINE_SEATING_PERIOD_MS, on_seating_tick,
                                        self);
    }
  post_seating (self);
  maybe_start (self);
}

static void
on_link_changed (DriveInOnlineTransport *transport,
                 DriveInOnlineHost      *self)
{
  enter_room (self);
}

/* A host for @room without its referee yet: our payload handler goes first, so that it seats
 * a newcomer before the referee (connected next) reads the hello. */
static DriveInOnlineHost *
host_new (DriveInOnlineTransport *transport,
          const char             *room,
          GError                **error)
{
  DriveInOnlineHost *self;
  g_autofree char *table = NULL;

  table = drive_in_online_room_table (room, error);
  if (table == NULL)
    return NULL;
  self = g_object_new (DRIVE_IN_TYPE_ONLINE_HOST, NULL);
  self->transport = g_object_ref (transport);
  self->room = g_strdup (room);
  self->table = g_steal_pointer (&table);
  self->payload_id = g_signal_connect (transport, "payload-received", G_CALLBACK (on_payload),
                                       self);
  return self;
}

DriveInOnlineHost *
drive_in_online_host_new (DriveInOnlineTransport *transport,
                          DriveInCatalog         *catalog,
                          GameRecord             *record,
                          const char             *room,
                          GError                **error)
{
  g_autoptr(DriveInOnlineHost) self = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (transport), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (GAME_IS_RECORD (record), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = host_new (transport, room, error);
  if (self == NULL)
    return NULL;
  self->n_seats = MIN (game_record_get_n_seats (record), GAME_MAX_SEATS);
  self->record = g_object_ref (record);
  self->referee = drive_in_referee_new (transport, catalog, record, self->table, error);
  if (self->referee == NULL)
    return NULL;
  self->payload_after_id = g_signal_connect_after (transport, "payload-received",
                                                   G_CALLBACK (on_payload_after), self);
  return g_steal_pointer (&self);
}

DriveInOnlineHost *
drive_in_online_host_new_from_file (DriveInOnlineTransport *transport,
                                    DriveInCatalog         *catalog,
                                    GFile                  *file,
                                    const char             *room,
                                    GError                **error)
{
  g_autoptr(DriveInOnlineHost) self = NULL;
  const char *table;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (transport), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = host_new (transport, room, error);
  if (self == NULL)
    return NULL;
  self->referee = drive_in_referee_new_from_file (transport, catalog, file, error);
  if (self->referee == NULL)
    return NULL;
  table = drive_in_referee_get_table (self->referee);
  if (g_strcmp0 (table, self->table) != 0)
    {
      /* Its players look for it where it was: another room would seat strangers. */
      g_set_error (error, DRIVE_IN_ONLINE_HOST_ERROR, DRIVE_IN_ONLINE_HOST_ERROR_WRONG_TABLE,
                   _("the table is %s, not the room's %s"), table, self->table);
      return NULL;
    }
  self->record = g_object_ref (game_session_get_record (drive_in_referee_get_session (
                                                          self->referee)));
  self->n_seats = MIN (game_record_get_n_seats (self->record), GAME_MAX_SEATS);
  /* The seating as saved: a seat without an account is a computer's. */
  for (guint s = 0; s < self->n_seats; s++)
    {
      const char *account = drive_in_referee_get_account (self->referee, s);

      self->computer[s] = account == NULL;
      self->account[s] = g_strdup (account);
    }
  drive_in_referee_set_save_file (self->referee, file);
  self->payload_after_id = g_signal_connect_after (transport, "payload-received",
                                                   G_CALLBACK (on_payload_after), self);
  return g_steal_pointer (&self);
}

void
drive_in_online_host_reserve (DriveInOnlineHost *self,
                              guint              seat,
                              const char        *account)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_HOST (self));
  g_return_if_fail (seat < self->n_seats);
  g_return_if_fail (account != NULL && strchr (account, '@') != NULL);
  g_return_if_fail (!self->started);

  self->computer[seat] = FALSE;
  g_free (self->account[seat]);
  self->account[seat] = drive_in_online_address_dup_bare (account);
  drive_in_referee_set_player (self->referee, seat, self->account[seat]);
  post_seating (self);
}

void
drive_in_online_host_set_computer (DriveInOnlineHost *self,
                                   guint              seat,
                                   GameAiLevel        level)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_HOST (self));
  g_return_if_fail (seat < self->n_seats);
  g_return_if_fail (!self->started);

  self->computer[seat] = TRUE;
  g_clear_pointer (&self->account[seat], g_free);
  drive_in_referee_set_computer (self->referee, seat, level);
  post_seating (self);
}

gboolean
drive_in_online_host_set_lobby (DriveInOnlineHost *self,
                                const char        *lobby,
                                const char        *host,
                                GError           **error)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_HOST (self), FALSE);
  g_return_val_if_fail (host != NULL, FALSE);
  g_return_val_if_fail (self->announcer == NULL && self->link_id == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  self->announcer = drive_in_online_announcer_new (self->transport, lobby, self->room,
                                                   self->record, host, error);
  return self->announcer != NULL;
}

void
drive_in_online_host_start (DriveInOnlineHost *self)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_HOST (self));

  if (self->link_id != 0)
    return;
  if (self->announcer != NULL)
    {
      update_lobby (self);
      drive_in_online_announcer_start (self->announcer);
    }
  self->presence_id = g_signal_connect (self->transport, "presence-changed",
                                        G_CALLBACK (on_presence), self);
  self->link_id = g_signal_connect (self->transport, "link-changed",
                                    G_CALLBACK (on_link_changed), self);
  enter_room (self);
}

DriveInReferee *
drive_in_online_host_get_referee (DriveInOnlineHost *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_HOST (self), NULL);
  return self->referee;
}

const char *
drive_in_online_host_get_room (DriveInOnlineHost *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_HOST (self), NULL);
  return self->room;
}

const char *
drive_in_online_host_get_seat (DriveInOnlineHost *self,
                               guint              seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_HOST (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return self->computer[seat] ? "computer" : self->account[seat];
}

gboolean
drive_in_online_host_is_started (DriveInOnlineHost *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_HOST (self), FALSE);
  return self->started;
}
