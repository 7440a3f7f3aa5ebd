/* drive-in-seat-client.c: a seat's end of an online table: every payload is parsed strictly,
 * must come from the referee, for this table and seat, in sequence, and a view is read only
 * after the game's check_view accepted its bytes. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include "drive-in-seat-client.h"
#include "drive-in-online-message.h"
#include "drive-in-referee.h"

struct _DriveInSeatClient
{
  GObject                 parent_instance;
  DriveInOnlineTransport *transport;
  DriveInCatalog            *catalog;
  char                   *referee;
  char                   *table;
  char                   *room;
  guint                   seat;
  gboolean                watching;     /* a spectator: the public view, never a choice */
  const GameRules        *rules;
  gpointer                db;
  guint                   n_cards;      /* definitions in db that views accepted use */
  char                   *layout;
  gpointer                view;         /* NULL until one is accepted */
  guint                   position;
  GPtrArray              *lines;
  guint                   first_line;
  GPtrArray              *choice_texts; /* NULL-terminated */
  GArray                 *choices;      /* GameAction */
  guint64                 choices_seq;  /* the message the choices came in */
  guint64                 seq_in;       /* the last sequence number accepted */
  guint64                 seq_out;
  gboolean                over;
  guint                   winners;
  char                   *result_text;
  char                   *failure;
  guint                   n_refused;
  char                   *last_refusal;
  guint                   n_accepted;
  char                   *last_payload;
  gboolean                autoplay;
  guint64                 autoplay_rng;
  guint                   autoplay_id;
  gulong                  payload_id;
  gulong                  presence_id;
  gboolean                referee_gone;  /* it left the room: a restart may follow */
  /* The AI's worlds' db (choose_by_ai): the seat's cards, then the catalog's, made again
   * when the seat's card list changes (world_src, world_src_n). */
  gpointer                world_db;
  gpointer                world_src;
  guint                   world_src_n;
};

G_DEFINE_FINAL_TYPE (DriveInSeatClient, drive_in_seat_client, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_REFUSED,
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
drive_in_seat_client_dispose (GObject *object)
{
  DriveInSeatClient *self = DRIVE_IN_SEAT_CLIENT (object);

  if (self->transport != NULL)
    {
      g_clear_signal_handler (&self->payload_id, self->transport);
      g_clear_signal_handler (&self->presence_id, self->transport);
    }
  g_clear_handle_id (&self->autoplay_id, g_source_remove);
  g_clear_object (&self->transport);
  g_clear_object (&self->catalog);
  if (self->db != NULL)
    self->rules->cards.db_unref (g_steal_pointer (&self->db));
  if (self->world_db != NULL)
    self->rules->cards.db_unref (g_steal_pointer (&self->world_db));
  if (self->world_src != NULL)
    self->rules->cards.db_unref (g_steal_pointer (&self->world_src));
  G_OBJECT_CLASS (drive_in_seat_client_parent_class)->dispose (object);
}

static void
drive_in_seat_client_finalize (GObject *object)
{
  DriveInSeatClient *self = DRIVE_IN_SEAT_CLIENT (object);

  g_free (self->referee);
  g_free (self->table);
  g_free (self->room);
  g_free (self->layout);
  g_free (self->view);
  g_ptr_array_unref (self->lines);
  g_ptr_array_unref (self->choice_texts);
  g_array_unref (self->choices);
  g_free (self->result_text);
  g_free (self->failure);
  g_free (self->last_refusal);
  g_free (self->last_payload);
  G_OBJECT_CLASS (drive_in_seat_client_parent_class)->finalize (object);
}

static void
drive_in_seat_client_class_init (DriveInSeatClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_seat_client_dispose;
  object_class->finalize = drive_in_seat_client_finalize;

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
drive_in_seat_client_init (DriveInSeatClient *self)
{
  self->lines = g_ptr_array_new_with_free_func (g_free);
  self->choice_texts = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->choice_texts, NULL);
  self->choices = g_array_new (FALSE, FALSE, sizeof (GameAction));
}

static void
refuse (DriveInSeatClient *self,
        const char        *from,
        const char        *reason)
{
  self->n_refused++;
  g_free (self->last_refusal);
  self->last_refusal = g_strdup (reason);
  g_message ("Table %s, seat %u: refused a message from %s: %s", self->table, self->seat + 1,
             from, reason);
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, from, reason);
}

static void
fail (DriveInSeatClient *self,
      const char        *reason)
{
  g_free (self->failure);
  self->failure = g_strdup (reason);
  g_message ("Table %s, seat %u: %s", self->table, self->seat + 1, reason);
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, reason);
}

static void
send (DriveInSeatClient    *self,
      DriveInOnlineMessage *message)
{
  g_autofree char *payload = drive_in_online_message_to_payload (message);

  drive_in_online_transport_send_direct (self->transport, self->referee, payload);
}

/* The seat as messages name it: -1 for a spectator. */
static gint64
wire_seat (DriveInSeatClient *self)
{
  return self->watching ? -1 : (gint64) self->seat;
}

static gboolean
on_autoplay (gpointer user_data)
{
  DriveInSeatClient *self = user_data;
  guint n = self->choices->len;

  self->autoplay_id = 0;
  if (n > 0)
    drive_in_seat_client_play (self, game_splitmix64 (&self->autoplay_rng) % n, NULL);
  return G_SOURCE_REMOVE;
}

static void
maybe_autoplay (DriveInSeatClient *self)
{
  if (self->autoplay && self->choices->len > 0 && self->autoplay_id == 0)
    self->autoplay_id = g_idle_add (on_autoplay, self);
}

static void
on_welcome (DriveInSeatClient    *self,
            const char           *from,
            DriveInOnlineMessage *message)
{
  const GameRules *rules = game_rules_lookup (drive_in_online_message_get_string (message, "game"));
  g_autofree char *layout = NULL;
  gpointer db;

  if (drive_in_online_message_get_int (message, "seat", -2) != wire_seat (self))
    {
      refuse (self, from, "a welcome for another seat");
      return;
    }
  if (self->rules != NULL)
    {
      /* A second welcome (the seat taken back) must be for the same game; the db stands. */
      if (rules != self->rules)
        refuse (self, from, "a welcome for another game");
      return;
    }
  if (rules == NULL || rules->views.check_view == NULL)
    {
      fail (self, "The table plays a game this build cannot play online");
      return;
    }
  if ((guint) drive_in_online_message_get_int (message, "seats", 0) < rules->min_seats
      || (guint) drive_in_online_message_get_int (message, "seats", 0) > rules->max_seats)
    {
      refuse (self, from, "a welcome to a table of an impossible size");
      return;
    }
  layout = drive_in_online_view_layout (rules);
  if (!g_str_equal (layout, drive_in_online_message_get_string (message, "layout")))
    {
      g_autofree char *reason = g_strdup_printf ("The table runs another build of Drive-In (%s; "
                                                 "this is %s)",
                                                 drive_in_online_message_get_string (message,
                                                                                     "layout"),
                                                 layout);
      fail (self, reason);
      return;
    }
  db = rules->cards.db_new ();
  self->rules = rules;
  self->db = db;
  self->layout = g_steal_pointer (&layout);
}

static gboolean
on_view (DriveInSeatClient    *self,
         const char           *from,
         DriveInOnlineMessage *message)
{
  const GameRules *rules = self->rules;
  gboolean snapshot = drive_in_online_message_get_bool (message, "snapshot");
  guint64 seq = drive_in_online_message_get_seq (message);
  g_autofree guchar *bytes = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) legal = NULL;
  g_autoptr(GArray) actions = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) cards = NULL;
  gint64 first_line, cards_first;
  gpointer db;
  guint n_cards;

  if (rules == NULL)
    {
      refuse (self, from, "a view before the welcome");
      return FALSE;
    }
  if (drive_in_online_message_get_int (message, "seat", -2) != wire_seat (self))
    {
      refuse (self, from, "a view for another seat");
      return FALSE;
    }
  if (self->watching && drive_in_online_message_has (message, "legal"))
    {
      refuse (self, from, "choices sent to a spectator");
      return FALSE;
    }
  first_line = drive_in_online_message_get_int (message, "first-line", 0);
  /* A gap (a lost message, or lines that do not follow ours): ask for everything again. */
  if (!snapshot && (seq != self->seq_in + 1 || first_line != self->first_line + self->lines->len))
    {
      self->seq_in = seq;
      drive_in_seat_client_request_snapshot (self);
      return FALSE;
    }
  if (!g_str_equal (drive_in_online_message_get_string (message, "layout"), self->layout))
    {
      refuse (self, from, "a view of another layout");
      return FALSE;
    }
  /* The seat's card list grows with what it sees; a snapshot sends it whole. */
  cards_first = drive_in_online_message_get_int (message, "cards-first", 0);
  if (!snapshot && (cards_first != self->n_cards
                    || rules->cards.db_n_cards (self->db) != self->n_cards))
    {
      self->seq_in = seq;
      drive_in_seat_client_request_snapshot (self);
      return FALSE;
    }
  cards = drive_in_online_message_dup_strv (message, "cards");
  db = snapshot ? rules->cards.db_new () : rules->cards.db_ref (self->db);
  n_cards = snapshot ? 0 : self->n_cards;
  for (guint i = 0; cards[i] != NULL; i++, n_cards++)
    {
      DriveInCard *card = drive_in_catalog_lookup (self->catalog, cards[i]);

      if (card == NULL || game_rules_for_card (card) != rules)
        {
          g_autofree char *reason = g_strdup_printf ("The table uses the card %s, which no "
                                                     "loaded release has", cards[i]);

          rules->cards.db_unref (db);
          fail (self, reason);
          return FALSE;
        }
      if (rules->cards.db_add_card (db, card) != n_cards)
        {
          rules->cards.db_unref (db);
          refuse (self, from, "a card list that names a card twice");
          return FALSE;
        }
    }
  bytes = drive_in_online_view_decode (drive_in_online_message_get_string (message, "view"),
                                       rules->state_size, &error);
  if (bytes == NULL)
    {
      rules->cards.db_unref (db);
      refuse (self, from, error->message);
      return FALSE;
    }
  if (!rules->views.check_view (bytes, db,
                                self->watching ? GAME_VIEWER_PUBLIC : (int) self->seat, &error))
    {
      g_autofree char *reason = g_strdup_printf ("a view that does not check: %s", error->message);

      rules->cards.db_unref (db);
      refuse (self, from, reason);
      return FALSE;
    }
  if (rules->views.view_set_words != NULL)
    {
      g_auto(GStrv) words = drive_in_online_message_dup_strv (message, "words");

      if (!rules->views.view_set_words (bytes, db, (const char * const *) words))
        {
          rules->cards.db_unref (db);
          refuse (self, from, "a view whose words do not fit it");
          return FALSE;
        }
    }
  legal = drive_in_online_message_dup_strv (message, "legal");
  actions = g_array_new (FALSE, FALSE, sizeof (GameAction));
  for (guint i = 0; legal != NULL && legal[i] != NULL; i++)
    {
      GameAction action;

      if (!rules->text.action_parse (legal[i], &action, NULL))
        {
          rules->cards.db_unref (db);
          refuse (self, from, "a choice that is no action of the game");
          return FALSE;
        }
      g_array_append_val (actions, action);
    }

  /* Accepted: nothing above changed anything but a card list only this message uses. */
  self->seq_in = seq;
  rules->cards.db_unref (self->db);
  self->db = db;
  self->n_cards = n_cards;
  if (self->view == NULL)
    self->view = game_state_new (rules);
  memcpy (self->view, bytes, rules->state_size);
  self->position = drive_in_online_message_get_int (message, "position", 0);
  lines = drive_in_online_message_dup_strv (message, "lines");
  if (snapshot)
    {
      g_ptr_array_set_size (self->lines, 0);
      self->first_line = first_line;
    }
  for (guint i = 0; lines[i] != NULL; i++)
    g_ptr_array_add (self->lines, g_strdup (lines[i]));
  g_ptr_array_set_size (self->choice_texts, 0);
  for (guint i = 0; legal != NULL && legal[i] != NULL; i++)
    g_ptr_array_add (self->choice_texts, g_strdup (legal[i]));
  g_ptr_array_add (self->choice_texts, NULL);
  g_array_set_size (self->choices, 0);
  g_array_append_vals (self->choices, actions->data, actions->len);
  self->choices_seq = actions->len > 0 ? seq : 0;
  self->over = drive_in_online_message_get_bool (message, "over");
  self->winners = drive_in_online_message_get_int (message, "winners", 0);
  g_free (self->result_text);
  self->result_text = g_strdup (drive_in_online_message_get_string (message, "result"));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  maybe_autoplay (self);
  return TRUE;
}

/* Whether @room ("name@service") is the room of @table (its name). */
static gboolean
room_is_table (const char *room,
               const char *table)
{
  gsize n = strlen (table);

  return strncmp (room, table, n) == 0 && room[n] == '@';
}

static void
on_payload_received (DriveInOnlineTransport *transport,
                     const char             *from,
                     const char             *room,
                     const char             *payload,
                     gpointer                user_data)
{
  DriveInSeatClient *self = user_data;
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autoptr(GError) error = NULL;
  DriveInOnlineType type;

  if (from == NULL || payload == NULL)
    return;
  /* Another room's traffic (a lobby the same link is in) is not for this table. */
  if (room != NULL && !room_is_table (room, self->table))
    return;
  message = drive_in_online_message_parse (payload, -1, &error);
  if (message == NULL)
    {
      refuse (self, from, error->message);
      return;
    }
  if (!g_str_equal (drive_in_online_message_get_table (message), self->table))
    {
      refuse (self, from, "a message for another table");
      return;
    }
  type = drive_in_online_message_get_msg_type (message);
  if (type == DRIVE_IN_ONLINE_CHAT && room != NULL)
    return;
  if (room != NULL || !g_str_equal (from, self->referee))
    {
      refuse (self, from, "a game message from someone who is not the referee");
      return;
    }
  if (drive_in_online_message_get_seq (message) <= self->seq_in)
    {
      refuse (self, from, "an old sequence number (a replayed message)");
      return;
    }
  /* Readable from "changed" handlers (tests judge what a seat was sent). */
  g_free (self->last_payload);
  self->last_payload = g_strdup (payload);
  switch (type)
    {
    case DRIVE_IN_ONLINE_WELCOME:
      self->seq_in = drive_in_online_message_get_seq (message);
      on_welcome (self, from, message);
      break;
    case DRIVE_IN_ONLINE_VIEW:
      if (!on_view (self, from, message))
        return;
      break;
    case DRIVE_IN_ONLINE_REFUSED:
      self->seq_in = drive_in_online_message_get_seq (message);
      g_message ("Table %s, seat %u: the referee refused: %s", self->table, self->seat + 1,
                 drive_in_online_message_get_string (message, "reason"));
      return;
    default:
      refuse (self, from, "a message only a seat sends");
      return;
    }
  if (self->n_accepted < G_MAXUINT)
    self->n_accepted++;
}

static void send_hello (DriveInSeatClient *self);

/* The referee came (back) into the room: a restarted referee, which counts its messages
 * from the start again and has to be told where the seat is. */
static void
on_presence_changed (DriveInOnlineTransport *transport,
                     const char             *room,
                     const char             *address,
                     gboolean                present,
                     gpointer                user_data)
{
  DriveInSeatClient *self = user_data;

  if (g_strcmp0 (room, self->room) != 0 || g_strcmp0 (address, self->referee) != 0)
    return;
  if (!present)
    {
      self->referee_gone = TRUE;
      return;
    }
  if (!self->referee_gone || self->seq_out == 0)
    return;
  self->referee_gone = FALSE;
  self->seq_in = 0;
  send_hello (self);
}

DriveInSeatClient *
drive_in_seat_client_new (DriveInOnlineTransport *transport,
                          DriveInCatalog            *catalog,
                          const char             *referee,
                          const char             *table,
                          guint                   seat)
{
  DriveInSeatClient *self;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (transport), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (referee != NULL && table != NULL, NULL);
  g_return_val_if_fail (seat < GAME_MAX_SEATS, NULL);

  self = g_object_new (DRIVE_IN_TYPE_SEAT_CLIENT, NULL);
  self->transport = g_object_ref (transport);
  self->catalog = g_object_ref (catalog);
  self->referee = g_strdup (referee);
  self->table = g_strdup (table);
  self->seat = seat;
  self->payload_id = g_signal_connect (transport, "payload-received",
                                       G_CALLBACK (on_payload_received), self);
  self->presence_id = g_signal_connect (transport, "presence-changed",
                                        G_CALLBACK (on_presence_changed), self);
  return self;
}

DriveInSeatClient *
drive_in_seat_client_new_spectator (DriveInOnlineTransport *transport,
                                    DriveInCatalog         *catalog,
                                    const char             *referee,
                                    const char             *table)
{
  DriveInSeatClient *self = drive_in_seat_client_new (transport, catalog, referee, table, 0);

  if (self != NULL)
    self->watching = TRUE;
  return self;
}

static void
send_hello (DriveInSeatClient *self)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;

  if (self->watching)
    message = drive_in_online_message_new (DRIVE_IN_ONLINE_WATCH, self->table, ++self->seq_out);
  else
    {
      message = drive_in_online_message_new (DRIVE_IN_ONLINE_HELLO, self->table,
                                             ++self->seq_out);
      drive_in_online_message_set_int (message, "seat", self->seat);
    }
  send (self, message);
}

void
drive_in_seat_client_start (DriveInSeatClient *self,
                            const char        *room)
{
  g_return_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self));

  g_free (self->room);
  self->room = g_strdup (room);
  if (room != NULL)
    drive_in_online_transport_join_room (self->transport, room,
                                         drive_in_online_transport_get_address (self->transport));
  send_hello (self);
}

void
drive_in_seat_client_set_autoplay (DriveInSeatClient *self,
                                   gboolean           autoplay,
                                   guint64            seed)
{
  g_return_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self));
  self->autoplay = autoplay;
  self->autoplay_rng = seed;
  maybe_autoplay (self);
}

const GameRules *
drive_in_seat_client_get_rules (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), NULL);
  return self->rules;
}

guint
drive_in_seat_client_get_seat (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), 0);
  return self->seat;
}

gboolean
drive_in_seat_client_is_spectator (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), FALSE);
  return self->watching;
}

gconstpointer
drive_in_seat_client_get_view (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), NULL);
  return self->view;
}

gconstpointer
drive_in_seat_client_get_db (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), NULL);
  return self->view != NULL ? self->db : NULL;
}

guint
drive_in_seat_client_get_position (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), 0);
  return self->position;
}

GPtrArray *
drive_in_seat_client_get_lines (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), NULL);
  return self->lines;
}

guint
drive_in_seat_client_get_first_line (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), 0);
  return self->first_line;
}

guint
drive_in_seat_client_get_choices (DriveInSeatClient   *self,
                                  const char * const **out_texts,
                                  const GameAction    **out_actions)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), 0);
  if (out_texts != NULL)
    *out_texts = (const char * const *) self->choice_texts->pdata;
  if (out_actions != NULL)
    *out_actions = (const GameAction *) (gpointer) self->choices->data;
  return self->choices->len;
}

/* The db the AI's worlds point to, for the seat's card list as it is now. */
static gpointer
world_db (DriveInSeatClient *self)
{
  const GameRules *rules = self->rules;

  if (self->world_db != NULL && self->world_src == self->db
      && self->world_src_n == rules->cards.db_n_cards (self->db))
    return self->world_db;
  if (self->world_db != NULL)
    rules->cards.db_unref (g_steal_pointer (&self->world_db));
  if (self->world_src != NULL)
    rules->cards.db_unref (g_steal_pointer (&self->world_src));
  self->world_db = game_rules_world_db_new (rules, self->db, self->catalog);
  if (self->world_db == NULL)
    return NULL;
  self->world_src = rules->cards.db_ref (self->db);
  self->world_src_n = rules->cards.db_n_cards (self->db);
  return self->world_db;
}

gboolean
drive_in_seat_client_choose_by_ai (DriveInSeatClient  *self,
                                   GameAiLevel         level,
                                   const GameAiBudget *budget,
                                   guint64             seed,
                                   guint              *out_index,
                                   GError            **error)
{
  const GameRules *rules;
  const GameAi *ai;
  g_autofree gpointer world = NULL;
  g_autofree char *text = NULL;
  GameAction action;
  gpointer db;

  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), FALSE);
  g_return_val_if_fail (out_index != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  rules = self->rules;
  if (rules == NULL || self->view == NULL || self->watching || self->choices->len == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           "The seat has no choice to make");
      return FALSE;
    }
  ai = game_ai_lookup (rules->id);
  if (rules->views.world_from_view == NULL || ai == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   "The computer cannot play %s from a seat's view yet", rules->id);
      return FALSE;
    }
  db = world_db (self);
  if (db == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           "A card of the table is missing from the loaded releases");
      return FALSE;
    }
  /* The world reads the view alone: the AI never learns what the seat may not see. */
  world = game_state_new (rules);
  if (!game_rules_world_from_view (rules, self->view, self->seat, db, seed, world, error))
    return FALSE;
  if (rules->play.deciding_seat (world) != self->seat
      || !game_ai_choose (ai, level, world, self->seat, budget, seed ^ 0xa1, &action, NULL))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           "The computer found nothing to decide for the seat");
      return FALSE;
    }
  /* The world keeps the view's numbers: its action is one of the referee's list. */
  for (guint i = 0; i < self->choices->len; i++)
    if (rules->play.action_equal (&action, &g_array_index (self->choices, GameAction, i)))
      {
        *out_index = i;
        return TRUE;
      }
  text = rules->text.action_to_string (&action);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
               "The computer chose %s, which is none of the referee's choices", text);
  return FALSE;
}

gboolean
drive_in_seat_client_play (DriveInSeatClient *self,
                           guint              index,
                           GError           **error)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (index >= self->choices->len)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "The seat has no choice %u now", index + 1);
      return FALSE;
    }
  message = drive_in_online_message_new (DRIVE_IN_ONLINE_ACTION, self->table, ++self->seq_out);
  drive_in_online_message_set_string (message, "action", self->choice_texts->pdata[index]);
  drive_in_online_message_set_int (message, "answers", self->choices_seq);
  send (self, message);
  /* One answer per question: the list comes back with the next view. */
  g_ptr_array_set_size (self->choice_texts, 0);
  g_ptr_array_add (self->choice_texts, NULL);
  g_array_set_size (self->choices, 0);
  self->choices_seq = 0;
  return TRUE;
}

void
drive_in_seat_client_request_snapshot (DriveInSeatClient *self)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;

  g_return_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self));
  message = drive_in_online_message_new (DRIVE_IN_ONLINE_SNAPSHOT_REQUEST, self->table,
                                         ++self->seq_out);
  send (self, message);
}

gboolean
drive_in_seat_client_is_over (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), FALSE);
  return self->over;
}

guint
drive_in_seat_client_get_winners (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), 0);
  return self->winners;
}

const char *
drive_in_seat_client_get_result_text (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), NULL);
  return self->result_text;
}

const char *
drive_in_seat_client_get_failure (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), NULL);
  return self->failure;
}

guint
drive_in_seat_client_get_n_refused (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), 0);
  return self->n_refused;
}

const char *
drive_in_seat_client_get_last_refusal (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), NULL);
  return self->last_refusal;
}

guint
drive_in_seat_client_get_n_accepted (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), 0);
  return self->n_accepted;
}

const char *
drive_in_seat_client_get_last_payload (DriveInSeatClient *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (self), NULL);
  return self->last_payload;
}
