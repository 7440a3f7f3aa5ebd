/* drive-in-online-lobby-table.c: one open table as a lobby announced it, taken only once
 * every member checks (the announcement came from the network). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include "drive-in-online-lobby-table.h"
#include "drive-in-online-transport.h"
#include "game-rules.h"

struct _DriveInOnlineLobbyTable
{
  GObject  parent_instance;
  char    *room;
  char    *table;
  char    *game;
  char    *variant;
  char    *host;
  char    *occupant;
  guint    n_seats;
  guint    n_free;
  guint64  seq;
};

G_DEFINE_FINAL_TYPE (DriveInOnlineLobbyTable, drive_in_online_lobby_table, G_TYPE_OBJECT)

static void
drive_in_online_lobby_table_finalize (GObject *object)
{
  DriveInOnlineLobbyTable *self = DRIVE_IN_ONLINE_LOBBY_TABLE (object);

  g_free (self->room);
  g_free (self->table);
  g_free (self->game);
  g_free (self->variant);
  g_free (self->host);
  g_free (self->occupant);
  G_OBJECT_CLASS (drive_in_online_lobby_table_parent_class)->finalize (object);
}

static void
drive_in_online_lobby_table_class_init (DriveInOnlineLobbyTableClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_online_lobby_table_finalize;
}

static void
drive_in_online_lobby_table_init (DriveInOnlineLobbyTable *self)
{
}

DriveInOnlineLobbyTable *
drive_in_online_lobby_table_new_from_message (DriveInOnlineMessage *message,
                                              const char           *lobby,
                                              const char           *occupant,
                                              const char           *real_address,
                                              GError              **error)
{
  g_autoptr(DriveInOnlineLobbyTable) self = NULL;
  g_autofree char *room_table = NULL;
  g_autoptr(GError) room_error = NULL;
  const GameRules *rules;
  const char *table, *game, *variant, *room, *host;
  gsize n_lobby;
  gint64 n_seats, n_free;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_MESSAGE (message), NULL);
  g_return_val_if_fail (lobby != NULL && occupant != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

#define REFUSE(...) G_STMT_START { \
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, __VA_ARGS__); \
    return NULL; } G_STMT_END

  /* The message parser checked kinds, lengths and clean UTF-8 already. */
  if (drive_in_online_message_get_msg_type (message) != DRIVE_IN_ONLINE_ANNOUNCE)
    REFUSE ("not a table announcement");
  if (!drive_in_online_message_get_bool (message, "open"))
    REFUSE ("the table is not open");
  table = drive_in_online_message_get_table (message);
  game = drive_in_online_message_get_string (message, "game");
  variant = drive_in_online_message_get_string (message, "variant");
  room = drive_in_online_message_get_string (message, "room");
  host = drive_in_online_message_get_string (message, "host");
  n_seats = drive_in_online_message_get_int (message, "seats", 0);
  n_free = drive_in_online_message_get_int (message, "free", -1);
  rules = game_rules_lookup (game);
  if (rules == NULL || rules->views.project_view == NULL)
    REFUSE ("no game “%s” is played online", game);
  if (variant != NULL
      && (rules->list_variants == NULL || game_rules_find_variant (rules, variant) == NULL))
    REFUSE ("%s has no variant “%s”", rules->id, variant);
  if (n_seats < 2 || n_seats > GAME_MAX_SEATS)
    REFUSE ("%" G_GINT64_FORMAT " seats", n_seats);
  if (n_free < 0 || n_free > n_seats)
    REFUSE ("%" G_GINT64_FORMAT " seats free of %" G_GINT64_FORMAT, n_free, n_seats);
  room_table = drive_in_online_room_table (room, &room_error);
  if (room_table == NULL)
    REFUSE ("the room is no room address");
  if (!g_str_equal (room_table, table))
    REFUSE ("the room %s is not the table %s's", room, table);
  if (strpbrk (host, "\n\t") != NULL)
    REFUSE ("the host is not one line");
  /* A nick in the lobby is unique: held to the table id, one announcer is one table. */
  n_lobby = strlen (lobby);
  if (strncmp (occupant, lobby, n_lobby) == 0 && occupant[n_lobby] == '/'
      && !g_str_equal (occupant + n_lobby + 1, table))
    REFUSE ("the announcer's nick is not the table id %s", table);
  if (real_address != NULL)
    {
      g_autofree char *account = drive_in_online_address_dup_bare (real_address);

      if (!g_str_equal (account, host))
        REFUSE ("the host named is not the announcer's account");
    }
#undef REFUSE

  self = g_object_new (DRIVE_IN_TYPE_ONLINE_LOBBY_TABLE, NULL);
  self->room = g_strdup (room);
  self->table = g_strdup (table);
  self->game = g_strdup (rules->id);
  self->variant = g_strdup (variant);
  self->host = g_strdup (host);
  self->occupant = g_strdup (occupant);
  self->n_seats = (guint) n_seats;
  self->n_free = (guint) n_free;
  self->seq = drive_in_online_message_get_seq (message);
  return g_steal_pointer (&self);
}

#define TABLE_GETTER(type, name, field) \
  type \
  drive_in_online_lobby_table_get_##name (DriveInOnlineLobbyTable *self) \
  { \
    g_return_val_if_fail (DRIVE_IN_IS_ONLINE_LOBBY_TABLE (self), 0); \
    return self->field; \
  }

TABLE_GETTER (const char *, room, room)
TABLE_GETTER (const char *, table, table)
TABLE_GETTER (const char *, game, game)
TABLE_GETTER (const char *, variant, variant)
TABLE_GETTER (const char *, host, host)
TABLE_GETTER (const char *, occupant, occupant)
TABLE_GETTER (guint, n_seats, n_seats)
TABLE_GETTER (guint, n_free, n_free)
TABLE_GETTER (guint64, seq, seq)
