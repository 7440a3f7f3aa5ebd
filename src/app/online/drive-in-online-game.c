/* drive-in-online-game.c: an online table as the app plays it: links, the host's referee
 * when hosting, the seat taken in the room, its game for the table page. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "drive-in-online-game.h"
#include "drive-in-online-message.h"
#include "drive-in-xmpp-transport.h"

struct _DriveInOnlineGame
{
  GObject                 parent_instance;

  DriveInCatalog         *catalog;
  DriveInOnlineTransport *seat_link;
  DriveInOnlineTransport *referee_link;   /* hosting only */
  DriveInOnlineHost      *host;           /* hosting only */
  DriveInOnlineJoin      *join;
  DriveInOnlineSeat      *seat;
  char                   *room;
  gboolean                started;
  gboolean                online;
  GtkStringList          *chat;
  GtkStringList          *people;
  guint64                 chat_seq;
  char                   *table;
  GStrv                   to_invite;      /* hosting over XMPP: sent once the link is up */
  DriveInGamePlay        *play;           /* whose own Title goes to the room */
  GHashTable             *titles;         /* who -> their Title, heard from the room */
};

G_DEFINE_FINAL_TYPE (DriveInOnlineGame, drive_in_online_game, G_TYPE_OBJECT)

enum
{
  SIGNAL_READY,
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_ONLINE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
drive_in_online_game_dispose (GObject *object)
{
  DriveInOnlineGame *self = DRIVE_IN_ONLINE_GAME (object);

  if (self->join != NULL)
    g_signal_handlers_disconnect_by_data (self->join, self);
  if (self->seat != NULL)
    g_signal_handlers_disconnect_by_data (self->seat, self);
  if (self->seat_link != NULL)
    g_signal_handlers_disconnect_by_data (self->seat_link, self);
  if (self->referee_link != NULL)
    g_signal_handlers_disconnect_by_data (self->referee_link, self);
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  g_clear_object (&self->play);
  g_clear_object (&self->seat);
  g_clear_object (&self->join);
  g_clear_object (&self->host);
  g_clear_object (&self->seat_link);
  g_clear_object (&self->referee_link);
  g_clear_object (&self->catalog);
  g_clear_object (&self->chat);
  g_clear_object (&self->people);
  g_clear_pointer (&self->titles, g_hash_table_unref);
  G_OBJECT_CLASS (drive_in_online_game_parent_class)->dispose (object);
}

static void
drive_in_online_game_finalize (GObject *object)
{
  g_free (DRIVE_IN_ONLINE_GAME (object)->room);
  g_free (DRIVE_IN_ONLINE_GAME (object)->table);
  g_strfreev (DRIVE_IN_ONLINE_GAME (object)->to_invite);
  G_OBJECT_CLASS (drive_in_online_game_parent_class)->finalize (object);
}

static void
drive_in_online_game_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ONLINE:
      g_value_set_boolean (value, DRIVE_IN_ONLINE_GAME (object)->online);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_online_game_class_init (DriveInOnlineGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_online_game_dispose;
  object_class->finalize = drive_in_online_game_finalize;
  object_class->get_property = drive_in_online_game_get_property;

  properties[PROP_ONLINE] = g_param_spec_boolean ("online", NULL, NULL, FALSE,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                  | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
drive_in_online_game_init (DriveInOnlineGame *self)
{
  self->chat = gtk_string_list_new (NULL);
  self->people = gtk_string_list_new (NULL);
  self->titles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/* Who @from is in the room, for people to read: the nick of a "room/nick" address (joiners
 * use their own address as nick), without its resource. */
static char *
person_of (DriveInOnlineGame *self,
           const char        *from)
{
  gsize n = strlen (self->room);
  const char *name = from;
  g_autofree char *valid = NULL;

  if (strncmp (from, self->room, n) == 0 && from[n] == '/')
    name = from + n + 1;
  valid = g_utf8_make_valid (name, -1);
  if (strchr (valid, '/') != NULL)
    *strchr (valid, '/') = '\0';
  return g_steal_pointer (&valid);
}

/* A chat line as it may be shown: valid UTF-8, no control characters, not too long. */
static char *
clean_line (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  GString *line = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0' && n < DRIVE_IN_ONLINE_CHAT_MAX;
       p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      g_string_append_unichar (line, g_unichar_iscntrl (c) ? ' ' : c);
    }
  return g_strstrip (g_string_free (line, FALSE));
}

static void
add_chat_line (DriveInOnlineGame *self,
               const char        *who,
               const char        *text)
{
  g_autofree char *clean = clean_line (text);
  g_autofree char *line = NULL;

  if (*clean == '\0')
    return;
  line = g_strdup_printf ("%s: %s", who, clean);
  gtk_string_list_append (self->chat, line);
}

/* A seat's Title (GROS) is named at its own table and shown at every other: it goes
 * through the room as a line of its own (it scores nothing: only its words do, which every
 * seat's view has). */
#define TITLE_PREFIX "drive-in title\n"

static void
send_title (DriveInOnlineGame *self)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autofree char *payload = NULL;
  g_autofree char *text = NULL;
  JsonNode *title;
  int viewer;

  if (self->play == NULL || !self->online)
    return;
  viewer = drive_in_game_play_get_viewer (self->play);
  if (viewer < 0)
    return;
  title = drive_in_game_play_get_table_value (self->play, viewer, "title");
  if (title == NULL || !JSON_NODE_HOLDS_VALUE (title)
      || json_node_get_value_type (title) != G_TYPE_STRING)
    return;
  text = g_strconcat (TITLE_PREFIX, json_node_get_string (title), NULL);
  message = drive_in_online_message_new (DRIVE_IN_ONLINE_CHAT, self->table, ++self->chat_seq);
  drive_in_online_message_set_string (message, "text", text);
  payload = drive_in_online_message_to_payload (message);
  drive_in_online_transport_send_room (self->seat_link, self->room, payload);
}

/* @who's Title, from the room: for the seat @who holds (by the host's seating), never ours. */
static void
show_title (DriveInOnlineGame *self,
            const char        *who,
            const char        *clean)
{
  g_autoptr(JsonNode) node = NULL;
  DriveInGamePlay *play = drive_in_online_game_get_play (self);
  JsonNode *old;

  if (play == NULL)
    return;
  for (guint s = 0; s < drive_in_game_play_get_n_seats (play); s++)
    if ((int) s != drive_in_game_play_get_viewer (play)
        && g_strcmp0 (drive_in_online_join_get_holder (self->join, s), who) == 0)
      {
        old = drive_in_game_play_get_table_value (play, (int) s, "title");
        if (old != NULL && JSON_NODE_HOLDS_VALUE (old)
            && json_node_get_value_type (old) == G_TYPE_STRING
            && g_str_equal (json_node_get_string (old), clean))
          return;
        node = json_node_init_string (json_node_alloc (), clean);
        drive_in_game_play_set_table_value (play, (int) s, "title", node);
        return;
      }
}

/* Kept until the seat's table is there (a Title may come before the referee's welcome). */
static void
take_title (DriveInOnlineGame *self,
            const char        *who,
            const char        *title)
{
  g_autofree char *clean = clean_line (title);

  /* At most one a person, and not many people: a room holds a table's seats. */
  if (*clean == '\0' || (g_hash_table_size (self->titles) >= GAME_MAX_SEATS * 4
                         && !g_hash_table_contains (self->titles, who)))
    return;
  g_hash_table_replace (self->titles, g_strdup (who), g_strdup (clean));
  show_title (self, who, clean);
}

static void
show_titles (DriveInOnlineGame *self)
{
  GHashTableIter iter;
  gpointer who, title;

  g_hash_table_iter_init (&iter, self->titles);
  while (g_hash_table_iter_next (&iter, &who, &title))
    show_title (self, who, title);
}

static void
on_play_table_changed_cb (DriveInGamePlay   *play,
                          int                seat,
                          const char        *name,
                          DriveInOnlineGame *self)
{
  if (seat == drive_in_game_play_get_viewer (play) && g_strcmp0 (name, "title") == 0)
    send_title (self);
}

/* Table chat from the room; the seating posts are the host's, not chat. */
static void
on_room_payload_cb (DriveInOnlineTransport *link,
                    const char             *from,
                    const char             *room,
                    const char             *payload,
                    DriveInOnlineGame      *self)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autofree char *who = NULL;
  const char *text, *own = drive_in_online_transport_get_address (link);

  if (room == NULL || from == NULL || payload == NULL || !g_str_equal (room, self->room))
    return;
  message = drive_in_online_message_parse (payload, -1, NULL);
  if (message == NULL || drive_in_online_message_get_msg_type (message) != DRIVE_IN_ONLINE_CHAT
      || !g_str_equal (drive_in_online_message_get_table (message), self->table))
    return;
  text = drive_in_online_message_get_string (message, "text");
  if (text == NULL || g_str_has_prefix (text, "drive-in seating\n"))
    return;
  who = person_of (self, from);
  if (g_str_has_prefix (text, TITLE_PREFIX))
    {
      take_title (self, who, text + strlen (TITLE_PREFIX));
      return;
    }
  /* A room sends our own line back to us: it was shown when it was said. */
  if (own != NULL && g_str_has_prefix (own, who) && own[strlen (who)] == '/')
    return;
  add_chat_line (self, who, text);
}

static void
on_presence_cb (DriveInOnlineTransport *link,
                const char             *room,
                const char             *address,
                gboolean                present,
                DriveInOnlineGame      *self)
{
  g_autofree char *who = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->people));

  if (room == NULL || address == NULL || !g_str_equal (room, self->room))
    return;
  who = person_of (self, address);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (gtk_string_list_get_string (self->people, i), who))
      {
        if (!present)
          gtk_string_list_remove (self->people, i);
        return;
      }
  if (present)
    {
      gtk_string_list_append (self->people, who);
      /* Someone new at the table hears our Title too. */
      send_title (self);
    }
}

/* The server will not let a link of ours into the table's room: no wait can help. */
static void
on_room_refused_cb (DriveInOnlineTransport *link,
                    const char             *room,
                    const char             *condition,
                    DriveInOnlineGame      *self)
{
  g_autofree char *reason = NULL;

  if (!g_str_equal (room, self->room))
    return;
  reason = drive_in_online_room_refused_reason (room, condition);
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, reason);
}

static void
on_failed_cb (GObject           *source,
              const char        *reason,
              DriveInOnlineGame *self)
{
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, reason);
}

/* The other seats are named after who holds them, as the host's seating says; the board
 * reads the names again with the next view. */
static void
name_seats (DriveInOnlineGame *self)
{
  DriveInGamePlay *play = drive_in_online_game_get_play (self);

  if (play == NULL)
    return;
  for (guint s = 0; s < drive_in_game_play_get_n_seats (play); s++)
    {
      const char *holder = drive_in_online_join_get_holder (self->join, s);

      if (g_strcmp0 (holder, "computer") == 0)
        drive_in_game_play_set_seat_label (play, s, _("computer"));
      else if (g_strcmp0 (holder, "free") == 0)
        drive_in_game_play_set_seat_label (play, s, _("open seat"));
      else
        drive_in_game_play_set_seat_label (play, s, holder);
    }
  /* Until every seat is taken the referee sends no choice: the bar says why nothing moves
   * (the own seat would read as "thinking"). */
  drive_in_game_play_set_waiting_for (
    play, drive_in_online_join_get_table_begun (self->join)
          ? NULL : _("Waiting for the players: the game begins when every seat is taken…"));
}

static void
on_seat_ready_cb (DriveInOnlineSeat *seat,
                  DriveInOnlineGame *self)
{
  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  g_set_object (&self->play, drive_in_online_seat_get_play (seat));
  g_signal_connect (self->play, "table-changed", G_CALLBACK (on_play_table_changed_cb), self);
  name_seats (self);
  show_titles (self);
  g_signal_emit (self, signals[SIGNAL_READY], 0);
}

static void
on_seated_cb (DriveInOnlineJoin *join,
              DriveInOnlineGame *self)
{
  if (self->seat != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->seat, self);
      g_clear_object (&self->seat);
    }
  self->seat = drive_in_online_seat_new (drive_in_online_join_get_client (join), self->catalog);
  g_signal_connect (self->seat, "failed", G_CALLBACK (on_failed_cb), self);
  if (drive_in_online_seat_get_play (self->seat) != NULL)
    on_seat_ready_cb (self->seat, self);
  else
    g_signal_connect (self->seat, "ready", G_CALLBACK (on_seat_ready_cb), self);
}

/* The invited addresses get a XEP-0249 invitation to the room; a link that is not up yet
 * would drop them, so they wait for it. */
static void
send_invitations (DriveInOnlineGame *self)
{
  if (self->to_invite == NULL || !self->started
      || drive_in_online_transport_get_link_state (self->seat_link)
         != DRIVE_IN_ONLINE_LINK_ONLINE)
    return;
  for (guint i = 0; self->to_invite[i] != NULL; i++)
    drive_in_xmpp_transport_invite (DRIVE_IN_XMPP_TRANSPORT (self->seat_link),
                                    self->to_invite[i], self->room,
                                    _("A table at the Drive-In"));
  g_clear_pointer (&self->to_invite, g_strfreev);
}

static void
on_seat_link_changed_cb (DriveInOnlineTransport *link,
                         DriveInOnlineGame      *self)
{
  gboolean online = drive_in_online_transport_get_link_state (link)
                    == DRIVE_IN_ONLINE_LINK_ONLINE;

  send_invitations (self);
  if (self->online == online)
    return;
  self->online = online;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ONLINE]);
}

static DriveInOnlineGame *
game_new (DriveInCatalog         *catalog,
          DriveInOnlineTransport *seat_link,
          const char             *room,
          GError                **error)
{
  g_autoptr(DriveInOnlineGame) self = g_object_new (DRIVE_IN_TYPE_ONLINE_GAME, NULL);

  self->catalog = g_object_ref (catalog);
  self->seat_link = g_object_ref (seat_link);
  self->room = g_strdup (room);
  self->online = drive_in_online_transport_get_link_state (seat_link)
                 == DRIVE_IN_ONLINE_LINK_ONLINE;
  g_signal_connect (seat_link, "link-changed", G_CALLBACK (on_seat_link_changed_cb), self);
  g_signal_connect (seat_link, "payload-received", G_CALLBACK (on_room_payload_cb), self);
  g_signal_connect (seat_link, "presence-changed", G_CALLBACK (on_presence_cb), self);
  g_signal_connect (seat_link, "room-refused", G_CALLBACK (on_room_refused_cb), self);
  self->join = drive_in_online_join_new (seat_link, catalog, room, error);
  if (self->join == NULL)
    return NULL;
  self->table = drive_in_online_room_table (room, NULL);
  g_signal_connect (self->join, "seated", G_CALLBACK (on_seated_cb), self);
  g_signal_connect (self->join, "failed", G_CALLBACK (on_failed_cb), self);
  g_signal_connect_swapped (self->join, "seating-changed", G_CALLBACK (name_seats), self);
  g_signal_connect_swapped (self->join, "seating-changed", G_CALLBACK (show_titles), self);
  return g_steal_pointer (&self);
}

/* The people a host names for the other seats: each an address, none twice, not the host,
 * no more than the seats. A typo would otherwise leave a seat waiting for nobody. */
static gboolean
check_invited (const char         *own_account,
               const char * const *invited,
               guint               n_seats,
               GError            **error)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = 0;

  for (guint i = 0; invited != NULL && invited[i] != NULL; i++)
    {
      if (invited[i][0] == '\0')
        continue;
      if (!g_utf8_validate (invited[i], -1, NULL) || !drive_in_xmpp_is_bare_address (invited[i]))
        {
          g_autofree char *shown = g_utf8_make_valid (invited[i], -1);

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("“%s” is not an address to invite (name@server)"), shown);
          return FALSE;
        }
      if (g_ascii_strcasecmp (invited[i], own_account) == 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("%s is you: you play seat 1 without an invitation"), invited[i]);
          return FALSE;
        }
      if (!g_hash_table_add (seen, g_ascii_strdown (invited[i], -1)))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("%s is invited twice"), invited[i]);
          return FALSE;
        }
      n++;
    }
  if (n >= n_seats)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   g_dngettext (GETTEXT_PACKAGE, "%u people invited for %u other seat",
                                "%u people invited for %u other seats", n_seats - 1),
                   n, n_seats - 1);
      return FALSE;
    }
  return TRUE;
}

DriveInOnlineGame *
drive_in_online_game_new_host (DriveInCatalog         *catalog,
                               DriveInOnlineTransport *seat_link,
                               DriveInOnlineTransport *referee_link,
                               const char             *own_account,
                               GameRecord             *record,
                               const char             *room,
                               const char * const     *invited,
                               int                     computer_level,
                               GError                **error)
{
  g_autoptr(DriveInOnlineGame) self = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  guint n_seats, seat = 1;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (seat_link), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (referee_link), NULL);
  g_return_val_if_fail (own_account != NULL && strchr (own_account, '@') != NULL, NULL);
  g_return_val_if_fail (GAME_IS_RECORD (record), NULL);
  g_return_val_if_fail (computer_level < (int) GAME_AI_N_LEVELS, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_invited (own_account, invited, game_record_get_n_seats (record), error))
    return NULL;
  self = game_new (catalog, seat_link, room, error);
  if (self == NULL)
    return NULL;
  self->referee_link = g_object_ref (referee_link);
  g_signal_connect (referee_link, "room-refused", G_CALLBACK (on_room_refused_cb), self);
  self->host = drive_in_online_host_new (referee_link, catalog, record, room, error);
  if (self->host == NULL)
    return NULL;
  n_seats = game_record_get_n_seats (record);
  drive_in_online_host_reserve (self->host, 0, own_account);
  builder = g_strv_builder_new ();
  for (guint i = 0; invited != NULL && invited[i] != NULL && seat < n_seats; i++)
    if (invited[i][0] != '\0')
      {
        drive_in_online_host_reserve (self->host, seat++, invited[i]);
        g_strv_builder_add (builder, invited[i]);
      }
  if (DRIVE_IN_IS_XMPP_TRANSPORT (seat_link))
    self->to_invite = g_strv_builder_end (builder);
  for (; seat < n_seats && computer_level >= 0; seat++)
    drive_in_online_host_set_computer (self->host, seat, (GameAiLevel) computer_level);
  return g_steal_pointer (&self);
}

DriveInOnlineGame *
drive_in_online_game_new_watch (DriveInCatalog         *catalog,
                                DriveInOnlineTransport *seat_link,
                                const char             *room,
                                GError                **error)
{
  DriveInOnlineGame *self;

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (seat_link), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = game_new (catalog, seat_link, room, error);
  if (self != NULL)
    drive_in_online_join_set_watch (self->join, TRUE);
  return self;
}

gboolean
drive_in_online_game_is_watching (DriveInOnlineGame *self)
{
  DriveInSeatClient *client;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (self), FALSE);

  client = drive_in_online_join_get_client (self->join);
  return client != NULL && drive_in_seat_client_is_spectator (client);
}

DriveInOnlineGame *
drive_in_online_game_new_join (DriveInCatalog         *catalog,
                               DriveInOnlineTransport *seat_link,
                               const char             *room,
                               GError                **error)
{
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (seat_link), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return game_new (catalog, seat_link, room, error);
}

void
drive_in_online_game_start (DriveInOnlineGame *self)
{
  g_return_if_fail (DRIVE_IN_IS_ONLINE_GAME (self));

  if (self->started)
    return;
  self->started = TRUE;
  if (self->host != NULL)
    drive_in_online_host_start (self->host);
  drive_in_online_join_start (self->join);
  send_invitations (self);
}

const char *
drive_in_online_game_get_room (DriveInOnlineGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (self), NULL);
  return self->room;
}

DriveInOnlineHost *
drive_in_online_game_get_host (DriveInOnlineGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (self), NULL);
  return self->host;
}

DriveInGamePlay *
drive_in_online_game_get_play (DriveInOnlineGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (self), NULL);
  return self->seat != NULL ? drive_in_online_seat_get_play (self->seat) : NULL;
}

GListModel *
drive_in_online_game_get_chat (DriveInOnlineGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (self), NULL);
  return G_LIST_MODEL (self->chat);
}

GListModel *
drive_in_online_game_get_people (DriveInOnlineGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (self), NULL);
  return G_LIST_MODEL (self->people);
}

gboolean
drive_in_online_game_send_chat (DriveInOnlineGame *self,
                                const char        *text)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autofree char *clean = NULL;
  g_autofree char *payload = NULL;
  g_autofree char *who = NULL;
  const char *own;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  own = drive_in_online_transport_get_address (self->seat_link);
  clean = clean_line (text);
  if (*clean == '\0' || own == NULL || !self->online)
    return FALSE;
  message = drive_in_online_message_new (DRIVE_IN_ONLINE_CHAT, self->table, ++self->chat_seq);
  drive_in_online_message_set_string (message, "text", clean);
  payload = drive_in_online_message_to_payload (message);
  drive_in_online_transport_send_room (self->seat_link, self->room, payload);
  who = person_of (self, own);
  add_chat_line (self, who, clean);
  return TRUE;
}

gboolean
drive_in_online_game_is_online (DriveInOnlineGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (self), FALSE);
  return self->online;
}

DriveInOnlineSeat *
drive_in_online_game_get_seat (DriveInOnlineGame *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (self), NULL);
  return self->seat;
}
