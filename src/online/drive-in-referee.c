/* drive-in-referee.c: the online table's referee: the only holder of the state and the seed;
 * every payload it gets is checked (drive-in-online-message.c, then seat, sequence and
 * choice) before anything changes. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include "drive-in-referee.h"
#include "drive-in-online-message.h"
#include "game-session-private.h"
#include "drive-in-error.h"

typedef struct
{
  char       *account;       /* bare address holding the seat, or NULL: a computer seat */
  char       *address;       /* full address of its player now, or NULL: absent */
  char       *last_address;  /* the address it had when it left the room, or NULL */
  GameAiLevel level;         /* a computer seat's level */
  gboolean    taken_over;    /* absent past the grace period: a computer plays it */
  guint       grace_id;
  guint64     seq_out;       /* the last sequence number sent to the seat */
  guint64     seq_in;        /* the last one received from it */
  guint       n_lines_sent;  /* the seat's log lines it has */
  guint64     legal_seq;     /* the message whose choices it may answer, 0: none */
  GPtrArray  *legal_text;    /* the choices as sent */
  GArray     *legal;         /* GameAction: the same, as the state numbers them */
  GArray     *def_map;       /* guint32 per definition of the db: the seat's number for it,
                              * or G_MAXUINT32 while the seat has not seen it */
  GPtrArray  *card_ids;      /* the seat's definitions, by its numbers */
  guint       n_cards_sent;
  DriveInReferee *referee;   /* for the grace timer */
  guint       index;
} Seat;

struct _DriveInReferee
{
  GObject                 parent_instance;
  DriveInOnlineTransport *transport;
  GameSession            *session;
  const GameRules        *rules;
  char                   *table;
  char                   *room;
  char                   *layout;
  GFile                  *save_file;
  guint                   n_seats;
  Seat                    seats[GAME_MAX_SEATS];
  GPtrArray              *lines[GAME_MAX_SEATS];  /* each seat's log lines */
  GPtrArray              *watchers;      /* Seat *: spectators, each sent the public view */
  GPtrArray              *public_lines;  /* the log as every seat knows it */
  guint                   n_log_read;
  guint                   grace_ms;
  GameAiLevel             grace_level;
  guint                   turn_id;
  gulong                  payload_id;
  gulong                  presence_id;
  guint                   n_refused;
  char                   *last_refusal;
  gboolean                started;
};

G_DEFINE_FINAL_TYPE (DriveInReferee, drive_in_referee, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
seat_init (Seat           *st,
           DriveInReferee *referee,
           guint           index)
{
  st->level = GAME_AI_EASY;
  st->referee = referee;
  st->index = index;
  st->legal_text = g_ptr_array_new_with_free_func (g_free);
  st->legal = g_array_new (FALSE, FALSE, sizeof (GameAction));
  st->def_map = g_array_new (FALSE, FALSE, sizeof (guint32));
  st->card_ids = g_ptr_array_new ();
}

static void
seat_clear (Seat *st)
{
  g_clear_handle_id (&st->grace_id, g_source_remove);
  g_clear_pointer (&st->legal_text, g_ptr_array_unref);
  g_clear_pointer (&st->legal, g_array_unref);
  g_clear_pointer (&st->def_map, g_array_unref);
  g_clear_pointer (&st->card_ids, g_ptr_array_unref);
  g_clear_pointer (&st->account, g_free);
  g_clear_pointer (&st->address, g_free);
  g_clear_pointer (&st->last_address, g_free);
}

static void
watcher_free (gpointer data)
{
  seat_clear (data);
  g_free (data);
}

static void
drive_in_referee_dispose (GObject *object)
{
  DriveInReferee *self = DRIVE_IN_REFEREE (object);

  if (self->transport != NULL)
    {
      g_clear_signal_handler (&self->payload_id, self->transport);
      g_clear_signal_handler (&self->presence_id, self->transport);
      if (self->room != NULL && self->started)
        drive_in_online_transport_leave_room (self->transport, self->room);
    }
  g_clear_object (&self->transport);
  g_clear_object (&self->session);
  g_clear_object (&self->save_file);
  g_clear_handle_id (&self->turn_id, g_source_remove);
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      seat_clear (&self->seats[s]);
      g_clear_pointer (&self->lines[s], g_ptr_array_unref);
    }
  g_clear_pointer (&self->watchers, g_ptr_array_unref);
  g_clear_pointer (&self->public_lines, g_ptr_array_unref);
  G_OBJECT_CLASS (drive_in_referee_parent_class)->dispose (object);
}

static void
drive_in_referee_finalize (GObject *object)
{
  DriveInReferee *self = DRIVE_IN_REFEREE (object);

  g_free (self->table);
  g_free (self->room);
  g_free (self->layout);
  g_free (self->last_refusal);
  G_OBJECT_CLASS (drive_in_referee_parent_class)->finalize (object);
}

static void
drive_in_referee_class_init (DriveInRefereeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_referee_dispose;
  object_class->finalize = drive_in_referee_finalize;

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
drive_in_referee_init (DriveInReferee *self)
{
  self->grace_ms = DRIVE_IN_REFEREE_DEFAULT_GRACE_MS;
  self->grace_level = GAME_AI_NORMAL;
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    {
      seat_init (&self->seats[s], self, s);
      self->lines[s] = g_ptr_array_new_with_free_func (g_free);
    }
  self->watchers = g_ptr_array_new_with_free_func (watcher_free);
  self->public_lines = g_ptr_array_new_with_free_func (g_free);
}

char *
drive_in_online_view_layout (const GameRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);
  /* The struct's size, the machine's pointer size and byte order, and the build: a view is
   * raw bytes, readable only by a build that lays the state out the same way. */
  return g_strdup_printf ("%s/%" G_GSIZE_FORMAT "/%u%s/%s", rules->id, rules->state_size,
                          (guint) GLIB_SIZEOF_VOID_P,
                          G_BYTE_ORDER == G_LITTLE_ENDIAN ? "le" : "be", PACKAGE_VERSION);
}

/* "name@host/resource" -> "name@host". */
static char *
bare_address (const char *address)
{
  const char *slash = strchr (address, '/');

  return slash != NULL ? g_strndup (address, slash - address) : g_strdup (address);
}

static void
refuse (DriveInReferee *self,
        const char     *from,
        const char     *reason)
{
  self->n_refused++;
  g_free (self->last_refusal);
  self->last_refusal = g_strdup (reason);
  g_message ("Table %s: refused a message from %s: %s", self->table, from, reason);
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, from, reason);
}

static gboolean
computer_now (DriveInReferee *self,
              guint           seat)
{
  return self->seats[seat].account == NULL || self->seats[seat].taken_over;
}

static void
send (DriveInReferee       *self,
      const char           *to,
      DriveInOnlineMessage *message)
{
  g_autofree char *payload = drive_in_online_message_to_payload (message);

  drive_in_online_transport_send_direct (self->transport, to, payload);
}

/* New log events: each seat's line, as it read when the event happened. */
static void
read_log (DriveInReferee *self)
{
  GListModel *log = game_session_get_log (self->session);
  guint n = g_list_model_get_n_items (log);

  for (; self->n_log_read < n; self->n_log_read++)
    {
      g_autoptr(GameSessionEvent) event = g_list_model_get_item (log, self->n_log_read);

      const char *shown = game_session_event_get_text_for (event, GAME_VIEWER_PUBLIC);

      for (guint s = 0; s < self->n_seats; s++)
        {
          const char *text = game_session_event_get_text_for (event, s);

          if (text != NULL)
            g_ptr_array_add (self->lines[s], g_strdup (text));
        }
      if (shown != NULL)
        g_ptr_array_add (self->public_lines, g_strdup (shown));
    }
}

/* The definitions of @view renumbered for @seat: those it sees for the first time get the
 * next numbers, so the card list it is sent grows only with what it has seen (the whole db
 * would be every seat's deck list). */
static void
number_defs (DriveInReferee *self,
             Seat           *st,
             gpointer        view)
{
  const GameRules *rules = self->rules;
  gpointer db = rules->cards.state_db (game_session_get_state (self->session));
  guint n_defs = rules->cards.db_n_cards (db);
  guint32 none = G_MAXUINT32;

  while (st->def_map->len < n_defs)
    g_array_append_val (st->def_map, none);
  for (guint c = 0; c < rules->views.n_cards (view); c++)
    {
      guint def = rules->views.card_def (view, c);
      guint32 *number;

      if (def >= n_defs)
        continue;
      number = &g_array_index (st->def_map, guint32, def);
      if (*number == G_MAXUINT32)
        {
          *number = st->card_ids->len;
          g_ptr_array_add (st->card_ids, (gpointer) rules->cards.db_card_id (db, def));
        }
    }
  rules->views.view_relabel_defs (view, (const guint32 *) (gpointer) st->def_map->data,
                                  st->def_map->len);
}

/* @viewer's view (a seat's, or GAME_VIEWER_PUBLIC for a spectator), with its choices when
 * the seat decides and plays itself, to the address @st holds. */
static void
send_view_to (DriveInReferee *self,
              Seat           *st,
              int             viewer,
              GPtrArray      *lines,
              gboolean        snapshot)
{
  const GameRules *rules = self->rules;
  gconstpointer state = game_session_get_state (self->session);
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autofree gpointer view = game_state_new (rules);
  g_autofree int *map = g_new0 (int, MAX (rules->max_cards, 1));
  g_autofree char *encoded = NULL;
  g_auto(GStrv) words = NULL;
  guint first;
  gboolean over = rules->play.is_over (state);
  guint seat = viewer >= 0 ? (guint) viewer : G_MAXUINT;

  if (st->address == NULL)
    return;
  rules->views.project_view (state, viewer, view, map);
  number_defs (self, st, view);
  /* Words numbered in the referee's db go as text (read while the view still has it). */
  if (rules->views.view_dup_words != NULL)
    words = rules->views.view_dup_words (view);
  /* The referee's own db pointer means nothing elsewhere and would tell its memory layout. */
  rules->views.view_set_db (view, NULL);
  encoded = drive_in_online_view_encode (view, rules->state_size);

  g_ptr_array_set_size (st->legal_text, 0);
  g_array_set_size (st->legal, 0);
  st->legal_seq = 0;
  message = drive_in_online_message_new (DRIVE_IN_ONLINE_VIEW, self->table, ++st->seq_out);
  drive_in_online_message_set_int (message, "seat", viewer >= 0 ? viewer : -1);
  drive_in_online_message_set_string (message, "layout", self->layout);
  drive_in_online_message_set_string (message, "view", encoded);
  if (words != NULL)
    drive_in_online_message_set_strv (message, "words", (const char * const *) words,
                                      g_strv_length (words));
  drive_in_online_message_set_int (message, "position",
                                   game_session_get_position (self->session));
  drive_in_online_message_set_bool (message, "snapshot", snapshot);
  first = snapshot ? 0 : MIN (st->n_cards_sent, st->card_ids->len);
  drive_in_online_message_set_int (message, "cards-first", first);
  drive_in_online_message_set_strv (message, "cards",
                                    (const char * const *) st->card_ids->pdata + first,
                                    st->card_ids->len - first);
  st->n_cards_sent = st->card_ids->len;
  first = snapshot ? (lines->len > DRIVE_IN_REFEREE_SNAPSHOT_LINES
                      ? lines->len - DRIVE_IN_REFEREE_SNAPSHOT_LINES : 0)
                   : MIN (st->n_lines_sent, lines->len);
  drive_in_online_message_set_int (message, "first-line", first);
  drive_in_online_message_set_strv (message, "lines",
                                    (const char * const *) lines->pdata + first,
                                    lines->len - first);
  st->n_lines_sent = lines->len;

  /* No choice before the table starts: every seat is there first (the host's own too). */
  if (!over && self->started && viewer >= 0 && rules->play.deciding_seat (state) == seat
      && !computer_now (self, seat))
    {
      g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);
      guint n = rules->play.legal_actions (state, legal, GAME_MAX_ACTIONS);
      guint n_cards = rules->views.n_cards (state);

      for (guint i = 0; i < n; i++)
        {
          GameAction shown = legal[i];

          /* Numbered as in the seat's view (game_rules_action_to_string_for()). */
          if (shown.card >= 0 && (guint) shown.card < n_cards
              && !rules->views.card_visible_to (state, shown.card, (int) seat))
            shown.card = map[shown.card];
          if (shown.target >= 0 && (guint) shown.target < n_cards
              && !rules->views.card_visible_to (state, shown.target, (int) seat))
            shown.target = map[shown.target];
          g_ptr_array_add (st->legal_text, rules->text.action_to_string (&shown));
          g_array_append_val (st->legal, legal[i]);
        }
      g_ptr_array_add (st->legal_text, NULL);
      drive_in_online_message_set_strv (message, "legal",
                                        (const char * const *) st->legal_text->pdata, -1);
      g_ptr_array_set_size (st->legal_text, n);
      st->legal_seq = st->seq_out;
    }
  if (over)
    {
      GameResult result;
      g_autofree char *text = rules->text.describe_result (state);

      rules->play.result (state, &result);
      drive_in_online_message_set_bool (message, "over", TRUE);
      drive_in_online_message_set_int (message, "winners", result.winners);
      if (text != NULL)
        drive_in_online_message_set_string (message, "result", text);
    }
  g_debug ("Table %s: view %" G_GUINT64_FORMAT " to %s at %u%s, %u choices", self->table,
           st->seq_out, st->address, game_session_get_position (self->session),
           snapshot ? " (snapshot)" : "", st->legal_text->len);
  send (self, st->address, message);
}

static void
send_view (DriveInReferee *self,
           guint           seat,
           gboolean        snapshot)
{
  send_view_to (self, &self->seats[seat], (int) seat, self->lines[seat], snapshot);
}

/* @seat: -1 for a spectator. */
static void
send_welcome (DriveInReferee *self,
              Seat           *st,
              int             seat)
{
  g_autoptr(DriveInOnlineMessage) message = NULL;

  message = drive_in_online_message_new (DRIVE_IN_ONLINE_WELCOME, self->table, ++st->seq_out);
  drive_in_online_message_set_string (message, "game", self->rules->id);
  drive_in_online_message_set_int (message, "seat", seat);
  drive_in_online_message_set_int (message, "seats", self->n_seats);
  drive_in_online_message_set_string (message, "layout", self->layout);
  send (self, st->address, message);
}

static void schedule_turn (DriveInReferee *self);

static void
save (DriveInReferee *self)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;

  if (self->save_file == NULL)
    return;
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "table");
  json_builder_add_string_value (builder, self->table);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < self->n_seats; s++)
    {
      json_builder_begin_object (builder);
      if (self->seats[s].account != NULL)
        {
          json_builder_set_member_name (builder, "account");
          json_builder_add_string_value (builder, self->seats[s].account);
        }
      else
        {
          json_builder_set_member_name (builder, "computer");
          json_builder_add_string_value (builder,
                                         game_ai_level_to_string (self->seats[s].level));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  node = json_builder_get_root (builder);
  if (!game_session_save (self->session, self->save_file, "online", node, &error))
    g_warning ("Table %s: the game could not be saved: %s", self->table, error->message);
}

/* After an action: the record saved, then every seat told. */
static void
after_action (DriveInReferee *self)
{
  guint deciding = game_session_is_over (self->session)
                     ? GAME_NO_SEAT : game_session_get_deciding_seat (self->session);

  read_log (self);
  save (self);
  /* The seat that decides next first: it waits for its choices, the others only watch (under
   * load, each view sent before its own costs it a turn of the server's queue). */
  if (deciding < self->n_seats)
    send_view (self, deciding, FALSE);
  for (guint s = 0; s < self->n_seats; s++)
    if (s != deciding)
      send_view (self, s, FALSE);
  for (guint w = 0; w < self->watchers->len; w++)
    send_view_to (self, self->watchers->pdata[w], GAME_VIEWER_PUBLIC, self->public_lines, FALSE);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  schedule_turn (self);
}

static gboolean
on_computer_turn (gpointer user_data)
{
  DriveInReferee *self = user_data;
  gconstpointer state = game_session_get_state (self->session);
  const GameAi *ai = game_ai_lookup (self->rules->id);
  g_autoptr(GError) error = NULL;
  GameAiBudget budget;
  GameAction action;
  guint seat;
  GameAiLevel level;

  self->turn_id = 0;
  if (self->rules->play.is_over (state))
    return G_SOURCE_REMOVE;
  seat = self->rules->play.deciding_seat (state);
  if (seat >= self->n_seats || !computer_now (self, seat))
    return G_SOURCE_REMOVE;
  level = self->seats[seat].account == NULL ? self->seats[seat].level : self->grace_level;
  game_ai_budget_init (&budget);
  /* Searched a fixed number of iterations: the same table plays the same anywhere. */
  budget.max_iterations = 200;
  if (ai == NULL)
    {
      g_autofree GameAction *legal = g_new (GameAction, GAME_MAX_ACTIONS);

      /* A game without an AI: its first legal action, so the table still finishes. */
      if (self->rules->play.legal_actions (state, legal, GAME_MAX_ACTIONS) == 0)
        return G_SOURCE_REMOVE;
      action = legal[0];
    }
  else if (!game_ai_choose (ai, level, state, seat, &budget,
                            game_record_get_seed (game_session_get_record (self->session))
                            ^ game_session_get_position (self->session),
                            &action, NULL))
    return G_SOURCE_REMOVE;
  if (!game_session_apply_real (self->session, &action, &error))
    {
      g_warning ("Table %s: a computer seat's action failed: %s", self->table, error->message);
      return G_SOURCE_REMOVE;
    }
  after_action (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_turn (DriveInReferee *self)
{
  gconstpointer state = game_session_get_state (self->session);
  guint seat;

  if (!self->started || self->turn_id != 0 || self->rules->play.is_over (state))
    return;
  seat = self->rules->play.deciding_seat (state);
  if (seat < self->n_seats && computer_now (self, seat))
    self->turn_id = g_idle_add (on_computer_turn, self);
}

static gboolean
on_grace_over (gpointer user_data)
{
  Seat *st = user_data;
  DriveInReferee *self = st->referee;

  st->grace_id = 0;
  st->taken_over = TRUE;
  g_message ("Table %s: seat %u is played by a computer until its player returns", self->table,
             st->index + 1);
  schedule_turn (self);
  return G_SOURCE_REMOVE;
}

static void
seat_left (DriveInReferee *self,
           guint           seat)
{
  Seat *st = &self->seats[seat];

  g_free (st->last_address);
  st->last_address = g_steal_pointer (&st->address);
  st->legal_seq = 0;
  if (st->grace_id == 0 && !st->taken_over)
    st->grace_id = g_timeout_add (self->grace_ms, on_grace_over, st);
}

/* @address holds @seat (again): a welcome and a full snapshot, since it may have missed
 * any payload sent while it was away. */
static void
seat_take_back (DriveInReferee *self,
                guint           seat,
                const char     *address)
{
  Seat *st = &self->seats[seat];

  if (st->address != address)
    {
      g_free (st->address);
      st->address = g_strdup (address);
    }
  g_clear_pointer (&st->last_address, g_free);
  g_clear_handle_id (&st->grace_id, g_source_remove);
  st->taken_over = FALSE;
  g_clear_handle_id (&self->turn_id, g_source_remove);
  send_welcome (self, st, (int) seat);
  send_view (self, seat, TRUE);
  schedule_turn (self);
}

static guint
find_watcher (DriveInReferee *self,
              const char     *address)
{
  for (guint w = 0; w < self->watchers->len; w++)
    if (g_strcmp0 (((Seat *) self->watchers->pdata[w])->address, address) == 0)
      return w;
  return G_MAXUINT;
}

static void
on_presence_changed (DriveInOnlineTransport *transport,
                     const char             *room,
                     const char             *address,
                     gboolean                present,
                     gpointer                user_data)
{
  DriveInReferee *self = user_data;
  g_autofree char *real = NULL;

  if (room == NULL || g_strcmp0 (room, self->room) != 0 || address == NULL)
    return;
  /* Over XMPP an occupant is room/nick; the room shows its referee (its first occupant, so
   * a moderator) the real address that holds the seat. */
  real = drive_in_online_transport_dup_real_address (transport, room, address);
  if (real != NULL)
    address = real;
  if (!present && find_watcher (self, address) != G_MAXUINT)
    g_ptr_array_remove_index (self->watchers, find_watcher (self, address));
  for (guint s = 0; s < self->n_seats; s++)
    {
      Seat *st = &self->seats[s];

      if (!present && g_strcmp0 (st->address, address) == 0)
        seat_left (self, s);
      /* The same address back in the room is its transport reconnected: whatever was sent
       * to it while it was offline is lost (a seat that went without a word to the room
       * too), and its client, which never left, says no new hello. A new address of the
       * account must still say hello (on_hello). */
      else if (present && st->account != NULL
               && (g_strcmp0 (st->address, address) == 0
                   || (st->address == NULL && g_strcmp0 (st->last_address, address) == 0)))
        seat_take_back (self, s, address);
    }
}

/* A spectator: the public view from now on (a welcome, then a snapshot). The same address
 * again is a spectator whose client started over: a new count and a new snapshot. */
static void
on_watch (DriveInReferee       *self,
          const char           *from,
          DriveInOnlineMessage *message)
{
  guint w = find_watcher (self, from);
  Seat *st;

  for (guint s = 0; s < self->n_seats; s++)
    if (g_strcmp0 (self->seats[s].address, from) == 0)
      {
        refuse (self, from, "a seat's player asks to watch");
        return;
      }
  if (w != G_MAXUINT)
    g_ptr_array_remove_index (self->watchers, w);
  else if (self->watchers->len >= DRIVE_IN_REFEREE_MAX_WATCHERS)
    {
      refuse (self, from, "a spectator past the table's limit");
      return;
    }
  st = g_new0 (Seat, 1);
  seat_init (st, self, G_MAXUINT);
  st->address = g_strdup (from);
  st->seq_in = drive_in_online_message_get_seq (message);
  g_ptr_array_add (self->watchers, st);
  g_message ("Table %s: %s watches", self->table, from);
  send_welcome (self, st, -1);
  send_view_to (self, st, GAME_VIEWER_PUBLIC, self->public_lines, TRUE);
}

/* A message from a spectator: it may ask for a snapshot, nothing else. */
static void
on_watcher_message (DriveInReferee       *self,
                    Seat                 *st,
                    const char           *from,
                    DriveInOnlineMessage *message)
{
  if (drive_in_online_message_get_seq (message) <= st->seq_in)
    refuse (self, from, "an old sequence number (a replayed message)");
  else if (drive_in_online_message_get_msg_type (message) != DRIVE_IN_ONLINE_SNAPSHOT_REQUEST)
    refuse (self, from, "a spectator's message other than a snapshot request");
  else
    {
      st->seq_in = drive_in_online_message_get_seq (message);
      send_view_to (self, st, GAME_VIEWER_PUBLIC, self->public_lines, TRUE);
    }
}

/* A hello: the account's seat, to this address from now on, with a full snapshot. */
static void
on_hello (DriveInReferee       *self,
          const char           *from,
          DriveInOnlineMessage *message)
{
  g_autofree char *account = bare_address (from);
  gint64 seat = drive_in_online_message_get_int (message, "seat", -1);
  Seat *st;

  if (seat < 0 || (guint) seat >= self->n_seats)
    {
      refuse (self, from, "a hello for a seat the table does not have");
      return;
    }
  st = &self->seats[seat];
  if (st->account == NULL || g_strcmp0 (st->account, account) != 0)
    {
      refuse (self, from, "a hello for a seat that account does not hold");
      return;
    }
  /* The same address again must move on; another address of the account takes the seat
   * back (a new connection counts from 1 again). */
  if (g_strcmp0 (st->address, from) == 0 && drive_in_online_message_get_seq (message) <= st->seq_in)
    {
      refuse (self, from, "an old sequence number (a replayed message)");
      return;
    }
  st->seq_in = drive_in_online_message_get_seq (message);
  seat_take_back (self, (guint) seat, from);
}

static void
on_action (DriveInReferee       *self,
           guint                 seat,
           const char           *from,
           DriveInOnlineMessage *message)
{
  Seat *st = &self->seats[seat];
  const char *text = drive_in_online_message_get_string (message, "action");
  gint64 answers = drive_in_online_message_get_int (message, "answers", -1);
  g_autoptr(GError) error = NULL;
  guint found = G_MAXUINT;

  if (st->legal_seq == 0 || answers != (gint64) st->legal_seq)
    {
      g_debug ("Table %s: seat %u answers %" G_GINT64_FORMAT ", open: %" G_GUINT64_FORMAT,
               self->table, seat + 1, answers, st->legal_seq);
      refuse (self, from, "an action that answers no open choice of the seat");
      return;
    }
  for (guint i = 0; i < st->legal_text->len && found == G_MAXUINT; i++)
    if (g_str_equal (st->legal_text->pdata[i], text))
      found = i;
  if (found == G_MAXUINT)
    {
      refuse (self, from, "an action that is not among the choices the seat was sent");
      return;
    }
  /* Accepted: only now does its number count (a refused message changes nothing). */
  st->seq_in = drive_in_online_message_get_seq (message);
  st->legal_seq = 0;
  if (!game_session_apply_real (self->session, &g_array_index (st->legal, GameAction, found),
                                &error))
    {
      /* A listed action always applies; if one does not, the game is wrong, not the seat. */
      g_warning ("Table %s: seat %u's action %s failed: %s", self->table, seat + 1, text,
                 error->message);
      return;
    }
  after_action (self);
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
  DriveInReferee *self = user_data;
  g_autoptr(DriveInOnlineMessage) message = NULL;
  g_autoptr(GError) error = NULL;
  DriveInOnlineType type;
  guint seat = G_MAXUINT;

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
  if (room != NULL)
    {
      /* The room is public: table chat only; anything private comes directly. */
      if (type != DRIVE_IN_ONLINE_CHAT)
        refuse (self, from, "a game message through the room");
      return;
    }
  if (type == DRIVE_IN_ONLINE_HELLO)
    {
      on_hello (self, from, message);
      return;
    }
  if (type == DRIVE_IN_ONLINE_WATCH)
    {
      on_watch (self, from, message);
      return;
    }
  for (guint s = 0; s < self->n_seats; s++)
    if (g_strcmp0 (self->seats[s].address, from) == 0)
      seat = s;
  if (seat == G_MAXUINT && find_watcher (self, from) != G_MAXUINT)
    {
      on_watcher_message (self, self->watchers->pdata[find_watcher (self, from)], from, message);
      return;
    }
  if (seat == G_MAXUINT)
    {
      refuse (self, from, "a message from an address that holds no seat");
      return;
    }
  if (drive_in_online_message_get_seq (message) <= self->seats[seat].seq_in)
    {
      refuse (self, from, "an old sequence number (a replayed message)");
      return;
    }
  switch (type)
    {
    case DRIVE_IN_ONLINE_ACTION:
      on_action (self, seat, from, message);
      break;
    case DRIVE_IN_ONLINE_SNAPSHOT_REQUEST:
      self->seats[seat].seq_in = drive_in_online_message_get_seq (message);
      send_view (self, seat, TRUE);
      break;
    default:
      /* Views, welcomes and refusals come from the referee only. */
      refuse (self, from, "a message only the referee sends");
      break;
    }
}

static DriveInReferee *
referee_new (DriveInOnlineTransport *transport,
             GameSession            *session,
             const char             *table)
{
  DriveInReferee *self = g_object_new (DRIVE_IN_TYPE_REFEREE, NULL);

  self->transport = g_object_ref (transport);
  self->session = session;
  self->rules = game_session_get_rules (session);
  self->table = g_strdup (table);
  self->layout = drive_in_online_view_layout (self->rules);
  self->n_seats = game_session_get_n_seats (session);
  read_log (self);
  self->payload_id = g_signal_connect (transport, "payload-received",
                                       G_CALLBACK (on_payload_received), self);
  self->presence_id = g_signal_connect (transport, "presence-changed",
                                        G_CALLBACK (on_presence_changed), self);
  return self;
}

static gboolean
check_table_id (const char  *table,
                GError     **error)
{
  if (table == NULL || *table == '\0' || strlen (table) > 256)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "The table id is empty or too long");
      return FALSE;
    }
  for (const char *p = table; *p != '\0'; p++)
    if (*p <= ' ' || *p > '~')
      {
        g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                     "The table id holds a space or a character outside ASCII");
        return FALSE;
      }
  return TRUE;
}

DriveInReferee *
drive_in_referee_new (DriveInOnlineTransport *transport,
                      DriveInCatalog            *catalog,
                      GameRecord             *record,
                      const char             *table,
                      GError                **error)
{
  GameSession *session;
  const GameRules *rules;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (transport), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (GAME_IS_RECORD (record), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_table_id (table, error))
    return NULL;
  rules = game_record_get_rules (record);
  if (rules->views.view_set_db == NULL || rules->views.check_view == NULL
      || rules->views.view_relabel_defs == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "Drive-In cannot play %s online yet: its views cannot travel", rules->id);
      return NULL;
    }
  session = game_session_new (catalog, record, GAME_RECORD_ALL, GAME_VIEWER_ALL, error);
  if (session == NULL)
    return NULL;
  return referee_new (transport, session, table);
}

DriveInReferee *
drive_in_referee_new_from_file (DriveInOnlineTransport *transport,
                                DriveInCatalog            *catalog,
                                GFile                  *file,
                                GError                **error)
{
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(DriveInReferee) self = NULL;
  g_autofree char *data = NULL;
  JsonObject *root, *online;
  JsonArray *seats;
  gsize length;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_TRANSPORT (transport), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  record = game_record_load (file, NULL, error);
  if (record == NULL)
    return NULL;
  /* The record loaded, so the file is JSON of a sane size: read the table's part. */
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error)
      || !json_parser_load_from_data (parser, data, length, error))
    return NULL;
  root = json_node_get_object (json_parser_get_root (parser));
  online = json_object_has_member (root, "online")
           && JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, "online"))
           ? json_object_get_object_member (root, "online") : NULL;
  if (online == NULL || !json_object_has_member (online, "table")
      || json_node_get_value_type (json_object_get_member (online, "table")) != G_TYPE_STRING
      || !json_object_has_member (online, "seats")
      || !JSON_NODE_HOLDS_ARRAY (json_object_get_member (online, "seats")))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE,
                   "The game file holds no online table (\"online\": table and seats)");
      return NULL;
    }
  self = drive_in_referee_new (transport, catalog, record,
                               json_object_get_string_member (online, "table"), error);
  if (self == NULL)
    return NULL;
  seats = json_object_get_array_member (online, "seats");
  for (guint s = 0; s < MIN (json_array_get_length (seats), self->n_seats); s++)
    {
      JsonNode *node = json_array_get_element (seats, s);
      JsonObject *seat = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonNode *account = seat != NULL ? json_object_get_member (seat, "account") : NULL;
      JsonNode *computer = seat != NULL ? json_object_get_member (seat, "computer") : NULL;
      GameAiLevel level;

      if (account != NULL && json_node_get_value_type (account) == G_TYPE_STRING)
        drive_in_referee_set_player (self, s, json_node_get_string (account));
      else if (computer != NULL && json_node_get_value_type (computer) == G_TYPE_STRING
               && game_ai_level_from_string (json_node_get_string (computer), &level))
        drive_in_referee_set_computer (self, s, level);
    }
  drive_in_referee_set_save_file (self, file);
  return g_steal_pointer (&self);
}

void
drive_in_referee_set_player (DriveInReferee *self,
                             guint           seat,
                             const char     *account)
{
  g_return_if_fail (DRIVE_IN_IS_REFEREE (self));
  g_return_if_fail (seat < self->n_seats);
  g_return_if_fail (account != NULL && strchr (account, '/') == NULL);

  g_free (self->seats[seat].account);
  self->seats[seat].account = g_strdup (account);
}

void
drive_in_referee_set_computer (DriveInReferee *self,
                               guint           seat,
                               GameAiLevel     level)
{
  g_return_if_fail (DRIVE_IN_IS_REFEREE (self));
  g_return_if_fail (seat < self->n_seats);
  g_return_if_fail (level < GAME_AI_N_LEVELS);

  g_clear_pointer (&self->seats[seat].account, g_free);
  self->seats[seat].level = level;
  schedule_turn (self);
}

void
drive_in_referee_set_grace (DriveInReferee *self,
                            guint           grace_ms,
                            GameAiLevel     level)
{
  g_return_if_fail (DRIVE_IN_IS_REFEREE (self));
  g_return_if_fail (level < GAME_AI_N_LEVELS);
  self->grace_ms = grace_ms;
  self->grace_level = level;
}

void
drive_in_referee_set_save_file (DriveInReferee *self,
                                GFile          *file)
{
  g_return_if_fail (DRIVE_IN_IS_REFEREE (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));
  g_set_object (&self->save_file, file);
  save (self);
}

void
drive_in_referee_start (DriveInReferee *self,
                        const char     *room)
{
  g_return_if_fail (DRIVE_IN_IS_REFEREE (self));
  g_return_if_fail (!self->started);

  self->started = TRUE;
  g_free (self->room);
  self->room = g_strdup (room);
  if (room != NULL)
    drive_in_online_transport_join_room (self->transport, room, "referee");
  /* Seats welcomed before the start had no choices: the deciding one gets them now. */
  for (guint s = 0; s < self->n_seats; s++)
    send_view (self, s, FALSE);
  schedule_turn (self);
}

const char *
drive_in_referee_get_table (DriveInReferee *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_REFEREE (self), NULL);
  return self->table;
}

GameSession *
drive_in_referee_get_session (DriveInReferee *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_REFEREE (self), NULL);
  return self->session;
}

gboolean
drive_in_referee_is_over (DriveInReferee *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_REFEREE (self), FALSE);
  return game_session_is_over (self->session);
}

gboolean
drive_in_referee_is_computer_now (DriveInReferee *self,
                                  guint           seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_REFEREE (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return computer_now (self, seat);
}

const char *
drive_in_referee_get_account (DriveInReferee *self,
                              guint           seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_REFEREE (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->seats[seat].account;
}

const char *
drive_in_referee_get_address (DriveInReferee *self,
                              guint           seat)
{
  g_return_val_if_fail (DRIVE_IN_IS_REFEREE (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->seats[seat].address;
}

guint
drive_in_referee_get_n_refused (DriveInReferee *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_REFEREE (self), 0);
  return self->n_refused;
}

const char *
drive_in_referee_get_last_refusal (DriveInReferee *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_REFEREE (self), NULL);
  return self->last_refusal;
}
