/* cli-online.c: drive-in-cli host and join: an online table over XMPP from a terminal, a
 * headless referee that seats whoever asks and plays the game to its end, and a seat that an
 * AI plays from its own view. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "cli-online.h"
#include "cli-private.h"
#include "drive-in-online-account.h"
#include "drive-in-online-host.h"
#include "drive-in-online-lobby.h"
#include "drive-in-online-message.h"
#include "drive-in-referee.h"
#include "drive-in-seat-client.h"
#include "drive-in-xmpp-transport.h"
#include "game-session-private.h"

/* Without --timeout: long enough for people to gather, short enough that a missing peer
 * does not keep a server process forever. */
#define CLI_ONLINE_DEFAULT_TIMEOUT_S 600
/* Time the last messages get to leave before the program disconnects. */
#define CLI_ONLINE_LINGER_MS 1500

/* What host and join share: the account, the link and the loop. */
typedef struct
{
  const char           *command;
  char                 *jid;
  char                 *password_file;
  char                 *server;
  char                 *ca_file;
  gboolean              json;
  int                   timeout_s;
  DriveInXmppTransport *xmpp;
  GMainLoop            *loop;
  char                 *failure;     /* why the program stops early, or NULL */
  const char           *rooms[2];    /* the rooms a refusal of which stops us (borrowed) */
  gboolean              done;
  guint                 timeout_id;
  guint                 linger_id;
} Online;

static void
online_clear (Online *o)
{
  g_clear_handle_id (&o->timeout_id, g_source_remove);
  g_clear_handle_id (&o->linger_id, g_source_remove);
  if (o->xmpp != NULL)
    {
      g_signal_handlers_disconnect_by_data (o->xmpp, o);
      drive_in_xmpp_transport_disconnect (o->xmpp);
    }
  g_clear_object (&o->xmpp);
  g_clear_pointer (&o->loop, g_main_loop_unref);
  g_clear_pointer (&o->failure, g_free);
  g_free (o->jid);
  g_free (o->password_file);
  g_free (o->server);
  g_free (o->ca_file);
}

static void
online_fail (Online     *o,
             const char *format,
             ...) G_GNUC_PRINTF (2, 3);

static void
online_fail (Online     *o,
             const char *format,
             ...)
{
  va_list args;

  if (o->failure == NULL)
    {
      va_start (args, format);
      o->failure = g_strdup_vprintf (format, args);
      va_end (args);
    }
  g_main_loop_quit (o->loop);
}

static gboolean
on_linger_over (gpointer user_data)
{
  Online *o = user_data;

  o->linger_id = 0;
  g_main_loop_quit (o->loop);
  return G_SOURCE_REMOVE;
}

/* The game is over: give the last payloads time to leave, then stop. */
static void
online_finish (Online *o)
{
  if (o->done)
    return;
  o->done = TRUE;
  g_clear_handle_id (&o->timeout_id, g_source_remove);
  o->linger_id = g_timeout_add (CLI_ONLINE_LINGER_MS, on_linger_over, o);
}

static gboolean
on_timeout (gpointer user_data)
{
  Online *o = user_data;

  o->timeout_id = 0;
  if (g_str_equal (o->command, "lobby"))
    online_fail (o, _("lobby: gave up after %d s (--timeout) without reaching the lobby"),
                 o->timeout_s);
  else
    online_fail (o, _("%s: gave up after %d s (--timeout) without the game ending"), o->command,
                 o->timeout_s);
  return G_SOURCE_REMOVE;
}

/* The options both commands take; checked by online_check_options(). */
static void
online_add_entries (Online  *o,
                    GArray  *entries)
{
  const GOptionEntry common[] = {
    { "jid", 0, 0, G_OPTION_ARG_STRING, &o->jid, N_("The XMPP account to play as (name@host)"),
      N_("JID") },
    { "password-file", 0, 0, G_OPTION_ARG_FILENAME, &o->password_file,
      N_("A file holding the account's password (readable by its owner only)"), N_("FILE") },
    { "server", 0, 0, G_OPTION_ARG_STRING, &o->server,
      N_("Connect to HOST[:PORT] instead of asking DNS"), N_("HOST[:PORT]") },
    { "ca-file", 0, 0, G_OPTION_ARG_FILENAME, &o->ca_file,
      N_("Also trust the certificates in FILE (PEM): a private server"), N_("FILE") },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &o->timeout_s,
      N_("Give up after SECONDS without the game ending (default: 600)"), N_("SECONDS") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o->json, N_("Print the result as one JSON document"),
      NULL },
  };

  g_array_append_vals (entries, common, G_N_ELEMENTS (common));
}

/* The transport for the account, or NULL with the problem printed. */
static gboolean
online_setup (Online *o)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *host = NULL;
  char *password;
  guint64 port = DRIVE_IN_XMPP_DEFAULT_PORT;

  if (o->jid == NULL)
    {
      cli_error (_("%s: --jid is required (the XMPP account to play as)"), o->command);
      return FALSE;
    }
  if (o->password_file == NULL)
    {
      cli_error (_("%s: --password-file is required (a file holding the account's password)"),
                 o->command);
      return FALSE;
    }
  if (o->timeout_s <= 0)
    {
      cli_error (_("%s: --timeout %d: give a number of seconds above 0"), o->command,
                 o->timeout_s);
      return FALSE;
    }
  if (o->server != NULL)
    {
      const char *colon = strrchr (o->server, ':');

      host = colon != NULL ? g_strndup (o->server, colon - o->server) : g_strdup (o->server);
      if (colon != NULL
          && (!g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &port, NULL)))
        {
          cli_error (_("%s: --server %s: the port is not a number from 1 to 65535"), o->command,
                     o->server);
          return FALSE;
        }
      if (*host == '\0')
        {
          cli_error (_("%s: --server %s: no host name"), o->command, o->server);
          return FALSE;
        }
    }
  if (o->ca_file != NULL && !g_file_test (o->ca_file, G_FILE_TEST_IS_REGULAR))
    {
      cli_error (_("%s: --ca-file %s: no such file"), o->command, o->ca_file);
      return FALSE;
    }
  password = drive_in_online_read_password_file (o->password_file, &error);
  if (password == NULL)
    {
      cli_error (_("%s: --password-file %s: %s"), o->command, o->password_file, error->message);
      return FALSE;
    }
  o->xmpp = drive_in_xmpp_transport_new (o->jid, password, &error);
  drive_in_online_account_free_password (password);
  if (o->xmpp == NULL)
    {
      cli_error (_("%s: --jid %s: %s"), o->command, o->jid, error->message);
      return FALSE;
    }
  if (host != NULL)
    drive_in_xmpp_transport_set_server (o->xmpp, host, (guint16) port);
  if (o->ca_file != NULL)
    drive_in_xmpp_transport_set_ca_file (o->xmpp, o->ca_file);
  o->loop = g_main_loop_new (NULL, FALSE);
  return TRUE;
}

/* A refused login or an unverified server would fail the same way again: stop. */
static gboolean
online_link_failed (Online *o)
{
  DriveInOnlineTransport *transport = DRIVE_IN_ONLINE_TRANSPORT (o->xmpp);
  const GError *error = drive_in_online_transport_get_error (transport);

  if (drive_in_online_transport_get_link_state (transport) != DRIVE_IN_ONLINE_LINK_OFFLINE
      || error == NULL)
    return FALSE;
  if (g_error_matches (error, DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_LOGIN_REFUSED)
      || g_error_matches (error, DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_CERTIFICATE)
      || g_error_matches (error, DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_TLS)
      || g_error_matches (error, DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_BAD_ADDRESS))
    {
      online_fail (o, "%s: %s: %s", o->command, o->jid, error->message);
      return TRUE;
    }
  return FALSE;
}

/* SIGTERM or SIGINT: leave the table properly (the server tells the room at once, where a
 * dead connection is noticed only when the server gives up on it), then stop. */
static gboolean
on_stop_signal (gpointer user_data)
{
  Online *o = user_data;

  if (o->failure == NULL)
    o->failure = g_strdup_printf (_("%s: stopped by a signal before the game ended"),
                                  o->command);
  g_clear_handle_id (&o->timeout_id, g_source_remove);
  drive_in_xmpp_transport_disconnect (o->xmpp);
  if (o->linger_id == 0)
    o->linger_id = g_timeout_add (CLI_ONLINE_LINGER_MS, on_linger_over, o);
  return G_SOURCE_CONTINUE;
}

/* The server will not let us into a room of ours (a room on a service it lacks, say): no
 * wait can help, so stop at once with the room and the reason rather than at --timeout. */
static void
on_room_refused (DriveInOnlineTransport *transport,
                 const char             *room,
                 const char             *condition,
                 Online                 *o)
{
  g_autofree char *reason = NULL;

  if (room == NULL || (g_strcmp0 (room, o->rooms[0]) != 0 && g_strcmp0 (room, o->rooms[1]) != 0))
    return;
  reason = drive_in_online_room_refused_reason (room, condition);
  online_fail (o, "%s: %s", o->command, reason);
}

/* Stop when the server refuses @room (up to two: the table's and a lobby). */
static void
online_watch_room (Online     *o,
                   const char *room)
{
  g_assert (o->xmpp != NULL);

  if (o->rooms[0] == NULL)
    g_signal_connect (o->xmpp, "room-refused", G_CALLBACK (on_room_refused), o);
  g_assert (o->rooms[1] == NULL);
  o->rooms[o->rooms[0] == NULL ? 0 : 1] = room;
}

/* Runs the loop until the game ends, it fails, --timeout passes or a signal stops it. */
static int
online_run (Online *o)
{
  guint term_id, int_id;

  o->timeout_id = g_timeout_add_seconds ((guint) o->timeout_s, on_timeout, o);
  term_id = g_unix_signal_add (SIGTERM, on_stop_signal, o);
  int_id = g_unix_signal_add (SIGINT, on_stop_signal, o);
  drive_in_xmpp_transport_connect (o->xmpp);
  g_main_loop_run (o->loop);
  g_source_remove (term_id);
  g_source_remove (int_id);
  if (o->failure != NULL)
    {
      cli_error ("%s", o->failure);
      return CLI_EXIT_FAILURE;
    }
  return CLI_EXIT_OK;
}

static JsonArray *
winners_to_json (guint winners,
                 guint n_seats)
{
  JsonArray *array = json_array_new ();

  for (guint s = 0; s < n_seats; s++)
    if (winners & (1u << s))
      json_array_add_int_element (array, s + 1);
  return array;
}

static char *
winners_to_text (guint winners,
                 guint n_seats)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < n_seats; s++)
    if (winners & (1u << s))
      g_string_append_printf (text, "%s%u", text->len > 0 ? ", " : "", s + 1);
  if (text->len == 0)
    g_string_append (text, _("none"));
  return g_strdup (text->str);
}

/* A room address: "name@service", no resource; its local part is the table id. */
static gboolean
check_room (const char  *command,
            const char  *room,
            char       **out_table)
{
  const char *at = room != NULL ? strchr (room, '@') : NULL;

  if (at == NULL || at == room || at[1] == '\0' || strchr (room, '/') != NULL
      || strchr (at + 1, '@') != NULL)
    {
      cli_error (_("%s: the room %s is not a room address (name@service)"), command,
                 room != NULL ? room : "");
      return FALSE;
    }
  for (const char *p = room; p < at; p++)
    if (*p <= ' ' || *p > '~')
      {
        cli_error (_("%s: the room %s: its name must be plain ASCII without spaces"), command,
                   room);
        return FALSE;
      }
  *out_table = g_strndup (room, at - room);
  return TRUE;
}

/* ---- host -------------------------------------------------------------------------- */

/* The table itself is DriveInOnlineHost's, as the app's: the referee, the seating posted in
 * the room, a free seat to the first account that asks, the lobby. */
typedef struct
{
  Online             o;
  const GameRules   *rules;
  DriveInCatalog    *catalog;
  DriveInOnlineHost *host;
  DriveInReferee    *referee;  /* the host's */
  char              *room;
  char              *table;
  guint              n_seats;
} Host;

static void
host_print_result (Host *h)
{
  GameSession *session = drive_in_referee_get_session (h->referee);
  gconstpointer state = game_session_get_state (session);
  GameRecord *record = game_session_get_record (session);
  g_autofree char *text = h->rules->text.describe_result (state);
  GameResult result = { 0 };

  h->rules->play.result (state, &result);
  if (h->o.json)
    {
      g_autoptr(JsonObject) root = json_object_new ();
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      JsonArray *scores = json_array_new ();
      JsonArray *seats = json_array_new ();

      json_object_set_string_member (root, "game", h->rules->id);
      json_object_set_string_member (root, "room", h->room);
      json_object_set_string_member (root, "table", h->table);
      json_object_set_int_member (root, "seed", (gint64) game_record_get_seed (record));
      json_object_set_int_member (root, "seats", h->n_seats);
      json_object_set_int_member (root, "actions", game_session_get_position (session));
      json_object_set_array_member (root, "winners", winners_to_json (result.winners,
                                                                      h->n_seats));
      for (guint s = 0; s < h->n_seats; s++)
        {
          json_array_add_int_element (scores, result.scores[s]);
          json_array_add_string_element (seats, drive_in_online_host_get_seat (h->host, s));
        }
      json_object_set_array_member (root, "scores", scores);
      json_object_set_array_member (root, "players", seats);
      json_object_set_string_member (root, "result", text);
      json_node_set_object (node, root);
      cli_print_json (node);
    }
  else
    {
      g_autofree char *winners = winners_to_text (result.winners, h->n_seats);
      /* The number apart: gettext cannot see through G_GUINT64_FORMAT in a msgid. */
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT,
                                               game_record_get_seed (record));

      g_print (_("Game: %s at table %s (%s)\n"), h->rules->id, h->table, h->room);
      g_print (_("Seed: %s\n"), seed);
      g_print (_("Actions: %u\n"), game_session_get_position (session));
      for (guint s = 0; s < h->n_seats; s++)
        {
          const char *who = drive_in_online_host_get_seat (h->host, s);

          g_print (_("Seat %u (%s): %d\n"), s + 1,
                   g_strcmp0 (who, "computer") == 0 ? _("computer") : who, result.scores[s]);
        }
      g_print (_("Winners: %s\n"), winners);
      g_print ("%s\n", text);
    }
}

static void
on_referee_changed (DriveInReferee *referee,
                    Host           *h)
{
  if (!h->o.done && drive_in_referee_is_over (referee))
    online_finish (&h->o);
}

/* Every seat held: the referee started (a game of computers only may be over already). */
static void
on_host_started (DriveInOnlineHost *host,
                 Host              *h)
{
  on_referee_changed (h->referee, h);
}

static void
on_host_seat_taken (DriveInOnlineHost *host,
                    guint              seat,
                    const char        *account,
                    Host              *h)
{
  if (!h->o.json)
    g_printerr (_("drive-in-cli: host: seat %u is %s's\n"), seat + 1, account);
}

/* The room and the seating are the host object's; a link that cannot come up stops us. */
static void
on_host_link (DriveInOnlineTransport *transport,
              Host                   *h)
{
  online_link_failed (&h->o);
}

/* A game of @rules for @n_seats in @variant, with decks drawn from @seed (as simulate). */
static GameRecord *
host_record_new (const char      *command,
                 DriveInCatalog  *catalog,
                 const GameRules *rules,
                 const char      *variant,
                 guint            n_seats,
                 guint64          seed)
{
  g_autofree gpointer params = NULL;
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
  g_autoptr(GError) error = NULL;

  if (rules->params_init != NULL)
    {
      const GameVariant *variants = NULL;
      guint n_variants = rules->list_variants != NULL ? rules->list_variants (&variants) : 0;

      /* Without --variant: the first variant played by that many seats. */
      for (guint v = 0; v < n_variants && variant == NULL; v++)
        if (n_seats >= variants[v].min_seats && n_seats <= variants[v].max_seats)
          variant = variants[v].id;
      params = cli_params_new (command, rules, variant);
      if (params == NULL)
        return NULL;
      for (guint v = 0; v < n_variants; v++)
        if (g_strcmp0 (variants[v].id, variant) == 0
            && (n_seats < variants[v].min_seats || n_seats > variants[v].max_seats))
          {
            cli_error (_("%s: --seats %u: %s is played by %u to %u seats"), command, n_seats,
                       variant, variants[v].min_seats, variants[v].max_seats);
            return NULL;
          }
    }
  record = game_record_new (rules, seed, n_seats, params);
  if (rules->cards.random_shared_deck != NULL)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

      if (!rules->cards.random_shared_deck (catalog, NULL, game_record_get_params (record), rand,
                                            ids, &error))
        {
          cli_error ("%s: %s", command, error->message);
          return NULL;
        }
      g_ptr_array_add (ids, NULL);
      game_record_set_shared (record, (const char * const *) ids->pdata);
    }
  for (guint s = 0; s < n_seats && rules->cards.random_deck != NULL; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

      if (!rules->cards.random_deck (catalog, NULL, game_record_get_params (record), rand, ids,
                                     words, &error))
        {
          cli_error ("%s: %s", command, error != NULL ? error->message
                                                      : _("no deck could be drawn"));
          return NULL;
        }
      g_ptr_array_add (ids, NULL);
      g_ptr_array_add (words, NULL);
      game_record_set_deck (record, s, (const char * const *) ids->pdata);
      game_record_set_words (record, s, (const char * const *) words->pdata);
    }
  return g_steal_pointer (&record);
}

/* "2=normal": seat 2 (from 1) played by the computer at that level. */
static gboolean
host_parse_computer (Host       *h,
                     const char *text)
{
  const char *eq = strchr (text, '=');
  g_autofree char *number = eq != NULL ? g_strndup (text, eq - text) : NULL;
  guint64 seat;
  GameAiLevel level;

  if (eq == NULL || !g_ascii_string_to_unsigned (number, 10, 1, h->n_seats, &seat, NULL))
    {
      cli_error (_("host: --computer %s: give SEAT=LEVEL with a seat from 1 to %u"), text,
                 h->n_seats);
      return FALSE;
    }
  if (!game_ai_level_from_string (eq + 1, &level))
    {
      cli_error (_("host: --computer %s: unknown level (random, easy, normal, hard)"), text);
      return FALSE;
    }
  drive_in_online_host_set_computer (h->host, (guint) seat - 1, level);
  return TRUE;
}

int
cli_online_host (int    argc,
                 char **argv)
{
  g_autofree char *game_id = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *save = NULL;
  g_autofree char *resume = NULL;
  g_autoptr(GFile) resume_file = NULL;
  g_auto(GStrv) computers = NULL;
  g_autofree char *lobby = NULL;
  int n_seats = 0;
  int grace_s = DRIVE_IN_REFEREE_DEFAULT_GRACE_MS / 1000;
  Host h = { .o = { .command = "host", .timeout_s = CLI_ONLINE_DEFAULT_TIMEOUT_S } };
  const GOptionEntry own[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, N_("The game to play (see 'games')"),
      N_("ID") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant, N_("Its variant or format"), N_("V") },
    { "seats", 0, 0, G_OPTION_ARG_INT, &n_seats, N_("How many seats the table has"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("The game's seed (default: random)"),
      N_("S") },
    { "room", 0, 0, G_OPTION_ARG_STRING, &h.room,
      N_("The table's room (default: drive-in-SEED@conference.<the account's host>)"),
      N_("ROOM-JID") },
    { "computer", 0, 0, G_OPTION_ARG_STRING_ARRAY, &computers,
      N_("A computer plays seat SEAT at LEVEL (the seat is not free)"), N_("SEAT=LEVEL") },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save,
      N_("Keep the game's record in FILE (written after each action)"), N_("FILE") },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &resume,
      N_("Go on with the table saved in FILE by an earlier host's --save (needs --room; "
         "keeps saving there)"), N_("FILE") },
    { "grace", 0, 0, G_OPTION_ARG_INT, &grace_s,
      N_("A computer plays the seat of a player gone this long, until they return (default: 60)"),
      N_("SECONDS") },
    { "lobby", 0, 0, G_OPTION_ARG_STRING, &lobby,
      N_("List the table in this lobby room while seats are free (default: none)"),
      N_("ROOM-JID") },
    { NULL }
  };
  g_autoptr(GArray) entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  guint64 seed;
  int status;

  g_array_append_vals (entries, own, G_N_ELEMENTS (own) - 1);
  online_add_entries (&h.o, entries);
  if (!cli_parse_options (cli_lookup_command ("host"), (GOptionEntry *) entries->data, &argc,
                          &argv))
    {
      status = CLI_EXIT_FAILURE;
      goto out;
    }
  status = CLI_EXIT_FAILURE;
  if (argc != 1)
    {
      cli_error (_("host: unexpected argument '%s'"), argv[1]);
      goto out;
    }
  if (resume != NULL)
    {
      /* The table is the file's: what would make a new one is refused rather than ignored. */
      if (game_id != NULL || variant != NULL || n_seats != 0 || seed_text != NULL
          || computers != NULL || lobby != NULL)
        {
          cli_error (_("host: --resume goes on with the saved table: it takes no --game, "
                       "--variant, --seats, --seed, --computer or --lobby"));
          goto out;
        }
      if (h.room == NULL)
        {
          cli_error (_("host: --resume needs --room (the table's room)"));
          goto out;
        }
      resume_file = g_file_new_for_commandline_arg (resume);
      record = game_record_load (resume_file, NULL, &error);
      if (record == NULL)
        {
          cli_error (_("host: --resume %s: %s"), resume, error->message);
          goto out;
        }
      h.rules = game_record_get_rules (record);
      n_seats = (int) game_record_get_n_seats (record);
      seed = game_record_get_seed (record);
      game_id = g_strdup (h.rules->id);
    }
  if (game_id == NULL)
    {
      cli_error (_("host: --game is required (see 'drive-in-cli games')"));
      goto out;
    }
  if (h.rules == NULL && (h.rules = cli_lookup_game_rules ("host", game_id)) == NULL)
    goto out;
  if (h.rules->views.project_view == NULL)
    {
      cli_error (_("host: --game %s cannot be played online yet"), game_id);
      goto out;
    }
  if (n_seats < 2 || n_seats > GAME_MAX_SEATS)
    {
      cli_error (_("host: --seats %d: give a number of seats from 2 to %d"), n_seats,
                 GAME_MAX_SEATS);
      goto out;
    }
  h.n_seats = (guint) n_seats;
  if (grace_s < 0 || grace_s > 24 * 3600)
    {
      cli_error (_("host: --grace %d: give a number of seconds from 0 to 86400"), grace_s);
      goto out;
    }
  if (resume != NULL)
    ;
  else if (seed_text == NULL)
    seed = g_random_int () | ((guint64) g_random_int () << 21);
  else if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXINT64, &seed, NULL))
    {
      cli_error (_("host: --seed %s: not a number"), seed_text);
      goto out;
    }
  if (!online_setup (&h.o))
    goto out;
  if (h.room == NULL)
    {
      const char *at = strchr (h.o.jid, '@');
      g_autofree char *domain = drive_in_online_address_dup_bare (at + 1);

      h.room = g_strdup_printf ("drive-in-%" G_GUINT64_FORMAT "@conference.%s", seed, domain);
    }
  if (!check_room ("host", h.room, &h.table))
    goto out;

  h.catalog = cli_load_catalog ();
  cli_add_game_cards (h.catalog, h.rules->id);
  if (resume == NULL)
    {
      record = host_record_new ("host", h.catalog, h.rules, variant, h.n_seats, seed);
      if (record == NULL)
        goto out;
    }
  if (resume != NULL)
    h.host = drive_in_online_host_new_from_file (DRIVE_IN_ONLINE_TRANSPORT (h.o.xmpp),
                                                 h.catalog, resume_file, h.room, &error);
  else
    h.host = drive_in_online_host_new (DRIVE_IN_ONLINE_TRANSPORT (h.o.xmpp), h.catalog, record,
                                       h.room, &error);
  if (h.host == NULL)
    {
      if (g_error_matches (error, DRIVE_IN_ONLINE_HOST_ERROR,
                           DRIVE_IN_ONLINE_HOST_ERROR_WRONG_TABLE))
        cli_error (_("host: --resume %s: %s"), resume, error->message);
      else
        cli_error ("host: %s%s%s", resume != NULL ? resume : "", resume != NULL ? ": " : "",
                   error->message);
      goto out;
    }
  h.referee = drive_in_online_host_get_referee (h.host);
  drive_in_referee_set_grace (h.referee, (guint) grace_s * 1000, GAME_AI_NORMAL);
  g_signal_connect (h.host, "seat-taken", G_CALLBACK (on_host_seat_taken), &h);
  g_signal_connect (h.host, "started", G_CALLBACK (on_host_started), &h);
  g_signal_connect (h.o.xmpp, "link-changed", G_CALLBACK (on_host_link), &h);
  g_signal_connect (h.referee, "changed", G_CALLBACK (on_referee_changed), &h);
  for (guint i = 0; computers != NULL && computers[i] != NULL; i++)
    if (!host_parse_computer (&h, computers[i]))
      goto out;
  if (save != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (save);
      g_autoptr(GFile) parent = g_file_get_parent (file);

      if (parent != NULL && g_file_query_file_type (parent, G_FILE_QUERY_INFO_NONE, NULL)
                            != G_FILE_TYPE_DIRECTORY)
        {
          cli_error (_("host: --save %s: its folder does not exist"), save);
          goto out;
        }
      drive_in_referee_set_save_file (h.referee, file);
    }
  if (lobby != NULL)
    {
      g_autofree char *ignored = NULL;

      if (!check_room ("host --lobby", lobby, &ignored))
        goto out;
      if (!drive_in_online_host_set_lobby (h.host, lobby, h.o.jid, &error))
        {
          cli_error ("host: --lobby %s: %s", lobby, error->message);
          goto out;
        }
    }
  online_watch_room (&h.o, h.room);
  if (lobby != NULL)
    online_watch_room (&h.o, lobby);
  if (!h.o.json)
    g_printerr (_("drive-in-cli: host: table %s waits in %s for %u players\n"), h.table, h.room,
                h.n_seats);

  drive_in_online_host_start (h.host);
  status = online_run (&h.o);
  if (status == CLI_EXIT_OK)
    host_print_result (&h);

out:
  if (h.o.xmpp != NULL)
    g_signal_handlers_disconnect_by_data (h.o.xmpp, &h);
  if (h.host != NULL)
    {
      g_signal_handlers_disconnect_by_data (h.host, &h);
      g_signal_handlers_disconnect_by_data (h.referee, &h);
    }
  g_clear_object (&h.host);
  online_clear (&h.o);
  g_clear_object (&h.catalog);
  g_free (h.room);
  g_free (h.table);
  return status;
}

/* ---- join -------------------------------------------------------------------------- */

typedef enum
{
  JOIN_AI_RANDOM,
  JOIN_AI_FIRST,
  JOIN_AI_LEVEL,   /* the computer at Join.level, on a world made from the seat's view */
} JoinAi;

/* A joined computer's thinking: HARD's iterations and time, so that a move stays quick. */
#define JOIN_AI_MAX_ITERATIONS 600
#define JOIN_AI_TIME_MS        1500

/* The seating is DriveInOnlineJoin's, as the app's: the host's seating read from the room,
 * this account's seat or the first free one, the seat client made (again when the referee
 * moves). */
typedef struct
{
  Online             o;
  char              *room;
  DriveInCatalog    *catalog;
  DriveInOnlineJoin *join;
  DriveInSeatClient *client;     /* the join's, while it is the one playing */
  char              *referee;    /* the referee's full address, from its seating */
  char              *table;
  guint              seat;
  JoinAi             ai;
  GameAiLevel        level;      /* JOIN_AI_LEVEL */
  guint64            ai_seed;
  FILE              *transcript;
  guint              play_id;
  gboolean           watch;      /* a spectator: the public view, no seat */
} Join;

/* Who held each seat by the host's last seating (public: posted in the room), as the
 * host's "players": an account, "computer", or null for a seat still free. */
static JsonArray *
join_players_to_json (Join  *j,
                      guint  n_seats)
{
  JsonArray *array = json_array_new ();

  for (guint s = 0; s < n_seats; s++)
    {
      const char *holder = drive_in_online_join_get_holder (j->join, s);

      if (holder == NULL || g_str_equal (holder, "free"))
        json_array_add_null_element (array);
      else
        json_array_add_string_element (array, holder);
    }
  return array;
}

static void
join_print_result (Join *j)
{
  const GameRules *rules = drive_in_seat_client_get_rules (j->client);
  guint n_seats = rules != NULL
                  ? rules->play.n_seats (drive_in_seat_client_get_view (j->client)) : 0;
  guint winners = drive_in_seat_client_get_winners (j->client);
  const char *text = drive_in_seat_client_get_result_text (j->client);

  if (j->o.json)
    {
      g_autoptr(JsonObject) root = json_object_new ();
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

      json_object_set_string_member (root, "game", rules->id);
      json_object_set_string_member (root, "room", j->room);
      json_object_set_string_member (root, "table", j->table);
      if (j->watch)
        json_object_set_null_member (root, "seat");
      else
        json_object_set_int_member (root, "seat", j->seat + 1);
      json_object_set_int_member (root, "seats", n_seats);
      json_object_set_array_member (root, "players", join_players_to_json (j, n_seats));
      json_object_set_int_member (root, "actions",
                                  drive_in_seat_client_get_position (j->client));
      json_object_set_array_member (root, "winners", winners_to_json (winners, n_seats));
      json_object_set_string_member (root, "result", text != NULL ? text : "");
      json_node_set_object (node, root);
      cli_print_json (node);
    }
  else
    {
      g_autofree char *list = winners_to_text (winners, n_seats);

      if (j->watch)
        g_print (_("Game: %s at table %s (%s), watched\n"), rules->id, j->table, j->room);
      else
        g_print (_("Game: %s at table %s (%s), seat %u\n"), rules->id, j->table, j->room,
                 j->seat + 1);
      g_print (_("Actions: %u\n"), drive_in_seat_client_get_position (j->client));
      for (guint s = 0; s < n_seats; s++)
        {
          const char *who = drive_in_online_join_get_holder (j->join, s);

          /* The seating came from the network: the join made each holder valid UTF-8. */
          if (who != NULL && !g_str_equal (who, "free"))
            g_print (_("Seat %u: %s\n"), s + 1,
                     g_str_equal (who, "computer") ? _("computer") : who);
        }
      g_print (_("Winners: %s\n"), list);
      g_print ("%s\n", text != NULL ? text : "");
    }
}

static gboolean
on_join_play (gpointer user_data)
{
  Join *j = user_data;
  const char * const *texts;
  const GameAction *actions;

  j->play_id = 0;
  if (drive_in_seat_client_get_choices (j->client, &texts, &actions) == 0)
    return G_SOURCE_REMOVE;
  if (j->ai == JOIN_AI_LEVEL)
    {
      g_autoptr(GError) error = NULL;
      GameAiBudget budget;
      guint index;

      game_ai_budget_init (&budget);
      budget.max_iterations = JOIN_AI_MAX_ITERATIONS;
      budget.time_ms = JOIN_AI_TIME_MS;
      /* A seed of its own for each decision: the table's position numbers them. */
      if (!drive_in_seat_client_choose_by_ai (j->client, j->level, &budget,
                                              j->ai_seed
                                              ^ drive_in_seat_client_get_position (j->client),
                                              &index, &error))
        {
          online_fail (&j->o, _("join: --ai %s: %s"), game_ai_level_to_string (j->level),
                       error->message);
          return G_SOURCE_REMOVE;
        }
      drive_in_seat_client_play (j->client, index, NULL);
    }
  else
    drive_in_seat_client_play (j->client, 0, NULL);
  return G_SOURCE_REMOVE;
}

static void
on_client_changed (DriveInSeatClient *client,
                   Join              *j)
{
  const char * const *texts;
  const GameAction *actions;
  const GameRules *rules;

  if (drive_in_seat_client_is_over (client))
    {
      online_finish (&j->o);
      return;
    }
  rules = drive_in_seat_client_get_rules (client);
  /* A game whose rules cannot make a world from a view is refused before any move. */
  if (j->ai == JOIN_AI_LEVEL && rules != NULL && rules->views.world_from_view == NULL)
    {
      online_fail (&j->o, _("join: --ai %s: the computer cannot play %s from a joined seat's "
                            "view yet; use --ai random or --ai first"),
                   game_ai_level_to_string (j->level), rules->id);
      return;
    }
  if ((j->ai == JOIN_AI_FIRST || j->ai == JOIN_AI_LEVEL) && j->play_id == 0
      && drive_in_seat_client_get_choices (client, &texts, &actions) > 0)
    j->play_id = g_idle_add (on_join_play, j);
}

static void
on_client_failed (DriveInSeatClient *client,
                  const char        *reason,
                  Join              *j)
{
  online_fail (&j->o, "join: %s", reason);
}

/* Every game payload from the referee, one per line, as it came (before any check). */
static void
on_join_payload (DriveInOnlineTransport *transport,
                 const char             *from,
                 const char             *room,
                 const char             *payload,
                 Join                   *j)
{
  if (room != NULL || j->transcript == NULL || j->referee == NULL
      || g_strcmp0 (from, j->referee) != 0 || payload == NULL)
    return;
  /* A payload is one JSON object; its strings carry no raw newline. */
  fputs (payload, j->transcript);
  fputc ('\n', j->transcript);
  fflush (j->transcript);
}

/* A seat taken (or the table watched), or the referee moved: a new client to follow. */
static void
on_join_seated (DriveInOnlineJoin *join,
                Join              *j)
{
  const char *referee = drive_in_online_join_get_referee (join);

  if (j->client != NULL)
    {
      g_signal_handlers_disconnect_by_data (j->client, j);
      g_clear_handle_id (&j->play_id, g_source_remove);
      if (!j->o.json && g_strcmp0 (referee, j->referee) != 0)
        g_printerr (_("drive-in-cli: join: the referee is now %s\n"), referee);
    }
  g_set_object (&j->client, drive_in_online_join_get_client (join));
  g_free (j->referee);
  j->referee = g_strdup (referee);
  g_signal_connect (j->client, "changed", G_CALLBACK (on_client_changed), j);
  g_signal_connect (j->client, "failed", G_CALLBACK (on_client_failed), j);
  if (!j->watch)
    {
      j->seat = drive_in_seat_client_get_seat (j->client);
      /* Before the welcome comes: the client has only said hello yet. */
      if (j->ai == JOIN_AI_RANDOM)
        drive_in_seat_client_set_autoplay (j->client, TRUE, j->ai_seed);
    }
}

static void
on_join_failed (DriveInOnlineJoin *join,
                const char        *reason,
                Join              *j)
{
  online_fail (&j->o, "join: %s", reason);
}

static void
on_join_link (DriveInOnlineTransport *transport,
              Join                   *j)
{
  online_link_failed (&j->o);
}

int
cli_online_join (int    argc,
                 char **argv)
{
  g_autofree char *ai = NULL;
  g_autofree char *transcript = NULL;
  Join j = { .o = { .command = "join", .timeout_s = CLI_ONLINE_DEFAULT_TIMEOUT_S } };
  const GOptionEntry own[] = {
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai,
      N_("How the seat plays: random (a random legal choice), first (the first one), or the "
         "computer at easy, normal or hard (thinking on its own view only)"),
      N_("LEVEL") },
    { "transcript", 0, 0, G_OPTION_ARG_FILENAME, &transcript,
      N_("Write every game payload received to FILE, one per line"), N_("FILE") },
    { "watch", 0, 0, G_OPTION_ARG_NONE, &j.watch,
      N_("Watch the table without a seat: the public view, what every seat knows"), NULL },
    { NULL }
  };
  g_autoptr(GArray) entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  g_autoptr(GError) error = NULL;
  GameAiLevel level;
  int status;

  g_array_append_vals (entries, own, G_N_ELEMENTS (own) - 1);
  online_add_entries (&j.o, entries);
  status = CLI_EXIT_FAILURE;
  if (!cli_parse_options (cli_lookup_command ("join"), (GOptionEntry *) entries->data, &argc,
                          &argv))
    goto out;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("join: which room? (drive-in-cli join ROOM-JID ...)")
                          : _("join: one room at a time"));
      goto out;
    }
  j.room = g_strdup (argv[1]);
  if (!check_room ("join", j.room, &j.table))
    goto out;
  if (j.watch && ai != NULL)
    {
      cli_error (_("join: --watch takes no seat, so no --ai"));
      goto out;
    }
  if (j.watch)
    ;
  else if (ai == NULL)
    {
      cli_error (_("join: --ai is required: random, first, easy, normal or hard"));
      goto out;
    }
  else if (g_str_equal (ai, "first"))
    j.ai = JOIN_AI_FIRST;
  else if (g_str_equal (ai, "random"))
    j.ai = JOIN_AI_RANDOM;
  else if (game_ai_level_from_string (ai, &level) && level != GAME_AI_RANDOM)
    {
      /* The computer guesses the hidden cards from the seat's view alone
       * (GameRules.views.world_from_view): it reads nothing beyond what the seat sees. */
      j.ai = JOIN_AI_LEVEL;
      j.level = level;
    }
  else
    {
      cli_error (_("join: --ai %s: unknown level (random, first, easy, normal or hard)"), ai);
      goto out;
    }
  if (!online_setup (&j.o))
    goto out;
  /* The host makes the table's room (and so sees who holds each seat): never the joiner. */
  drive_in_xmpp_transport_set_creates_rooms (j.o.xmpp, FALSE);
  if (transcript != NULL && (j.transcript = fopen (transcript, "w")) == NULL)
    {
      cli_error (_("join: --transcript %s: %s"), transcript, g_strerror (errno));
      goto out;
    }
  j.ai_seed = g_random_int () | ((guint64) g_random_int () << 32);
  j.catalog = cli_load_catalog ();
  cli_add_game_cards (j.catalog, NULL);
  j.join = drive_in_online_join_new (DRIVE_IN_ONLINE_TRANSPORT (j.o.xmpp), j.catalog, j.room,
                                     &error);
  if (j.join == NULL)
    {
      cli_error ("join: %s", error->message);
      goto out;
    }
  drive_in_online_join_set_watch (j.join, j.watch);
  g_signal_connect (j.join, "seated", G_CALLBACK (on_join_seated), &j);
  g_signal_connect (j.join, "failed", G_CALLBACK (on_join_failed), &j);
  /* The transcript's handler first (the join's and its client's come later): a payload is
   * written before the client reacts. */
  g_signal_connect (j.o.xmpp, "payload-received", G_CALLBACK (on_join_payload), &j);
  g_signal_connect (j.o.xmpp, "link-changed", G_CALLBACK (on_join_link), &j);
  online_watch_room (&j.o, j.room);
  drive_in_online_join_start (j.join);

  status = online_run (&j.o);
  if (status == CLI_EXIT_OK)
    join_print_result (&j);

out:
  g_clear_handle_id (&j.play_id, g_source_remove);
  if (j.client != NULL)
    g_signal_handlers_disconnect_by_data (j.client, &j);
  if (j.join != NULL)
    g_signal_handlers_disconnect_by_data (j.join, &j);
  if (j.o.xmpp != NULL)
    g_signal_handlers_disconnect_by_data (j.o.xmpp, &j);
  g_clear_object (&j.client);
  g_clear_object (&j.join);
  online_clear (&j.o);
  g_clear_object (&j.catalog);
  if (j.transcript != NULL)
    fclose (j.transcript);
  g_free (j.room);
  g_free (j.referee);
  g_free (j.table);
  return status;
}

/* ---- lobby ------------------------------------------------------------------------- */

/* Without --wait: hosts announce their tables as soon as someone enters the lobby. */
#define CLI_LOBBY_DEFAULT_WAIT_S 3

typedef struct
{
  Online              o;
  DriveInOnlineLobby *lobby;
  int                 wait_s;
  guint               wait_id;
} Lobby;

static gboolean
on_lobby_wait_over (gpointer user_data)
{
  Lobby *l = user_data;

  l->wait_id = 0;
  online_finish (&l->o);
  return G_SOURCE_REMOVE;
}

static void
on_lobby_link (DriveInOnlineTransport *transport,
               Lobby                  *l)
{
  if (online_link_failed (&l->o))
    return;
  /* Listen from the first time the link is up: the lobby's hosts answer our entry. */
  if (drive_in_online_transport_get_link_state (transport) == DRIVE_IN_ONLINE_LINK_ONLINE
      && l->wait_id == 0 && !l->o.done)
    l->wait_id = g_timeout_add_seconds ((guint) l->wait_s, on_lobby_wait_over, l);
}

static void
lobby_print (Lobby *l)
{
  GListModel *model = G_LIST_MODEL (l->lobby);
  guint n = g_list_model_get_n_items (model);

  if (l->o.json)
    {
      g_autoptr(JsonObject) root = json_object_new ();
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      JsonArray *tables = json_array_new ();

      json_object_set_string_member (root, "lobby", drive_in_online_lobby_get_room (l->lobby));
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(DriveInOnlineLobbyTable) t = g_list_model_get_item (model, i);
          JsonObject *table = json_object_new ();

          json_object_set_string_member (table, "room", drive_in_online_lobby_table_get_room (t));
          json_object_set_string_member (table, "table",
                                         drive_in_online_lobby_table_get_table (t));
          json_object_set_string_member (table, "game", drive_in_online_lobby_table_get_game (t));
          if (drive_in_online_lobby_table_get_variant (t) != NULL)
            json_object_set_string_member (table, "variant",
                                           drive_in_online_lobby_table_get_variant (t));
          else
            json_object_set_null_member (table, "variant");
          json_object_set_int_member (table, "seats", drive_in_online_lobby_table_get_n_seats (t));
          json_object_set_int_member (table, "free", drive_in_online_lobby_table_get_n_free (t));
          json_object_set_string_member (table, "host", drive_in_online_lobby_table_get_host (t));
          json_array_add_object_element (tables, table);
        }
      json_object_set_array_member (root, "tables", tables);
      json_node_set_object (node, root);
      cli_print_json (node);
      return;
    }
  if (n == 0)
    g_print (_("No open table in %s\n"), drive_in_online_lobby_get_room (l->lobby));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInOnlineLobbyTable) t = g_list_model_get_item (model, i);
      const char *variant = drive_in_online_lobby_table_get_variant (t);

      /* The host's name came from the network: the parser let clean UTF-8 through only. */
      g_print (_("%s  %s%s%s  %u of %u seats free  hosted by %s\n"),
               drive_in_online_lobby_table_get_room (t), drive_in_online_lobby_table_get_game (t),
               variant != NULL ? " " : "", variant != NULL ? variant : "",
               drive_in_online_lobby_table_get_n_free (t),
               drive_in_online_lobby_table_get_n_seats (t),
               drive_in_online_lobby_table_get_host (t));
    }
}

int
cli_online_lobby (int    argc,
                  char **argv)
{
  g_autofree char *room = NULL;
  g_autofree char *lobby_name = NULL;
  Lobby l = { .o = { .command = "lobby", .timeout_s = 30 }, .wait_s = CLI_LOBBY_DEFAULT_WAIT_S };
  const GOptionEntry own[] = {
    { "lobby", 0, 0, G_OPTION_ARG_STRING, &room,
      N_("The lobby room (default: lobby@conference.<the account's host>)"), N_("ROOM-JID") },
    { "wait", 0, 0, G_OPTION_ARG_INT, &l.wait_s,
      N_("Listen this long for the tables' announcements (default: 3)"), N_("SECONDS") },
    { NULL }
  };
  g_autoptr(GArray) entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  g_autoptr(GError) error = NULL;
  int status = CLI_EXIT_FAILURE;

  g_array_append_vals (entries, own, G_N_ELEMENTS (own) - 1);
  online_add_entries (&l.o, entries);
  if (!cli_parse_options (cli_lookup_command ("lobby"), (GOptionEntry *) entries->data, &argc,
                          &argv))
    goto out;
  if (argc != 1)
    {
      cli_error (_("lobby: unexpected argument '%s'"), argv[1]);
      goto out;
    }
  if (l.wait_s <= 0 || l.wait_s > 3600)
    {
      cli_error (_("lobby: --wait %d: give a number of seconds from 1 to 3600"), l.wait_s);
      goto out;
    }
  if (!online_setup (&l.o))
    goto out;
  if (room == NULL)
    room = drive_in_online_lobby_default_room (l.o.jid);
  if (room == NULL || !check_room ("lobby", room, &lobby_name))
    goto out;
  l.lobby = drive_in_online_lobby_new (DRIVE_IN_ONLINE_TRANSPORT (l.o.xmpp), room, &error);
  if (l.lobby == NULL)
    {
      cli_error ("lobby: --lobby %s: %s", room, error->message);
      goto out;
    }
  /* A listener never makes the lobby: its hosts do. */
  drive_in_xmpp_transport_set_creates_rooms (l.o.xmpp, FALSE);
  g_signal_connect (l.o.xmpp, "link-changed", G_CALLBACK (on_lobby_link), &l);
  online_watch_room (&l.o, room);
  drive_in_online_lobby_start (l.lobby);
  status = online_run (&l.o);
  if (status == CLI_EXIT_OK)
    lobby_print (&l);

out:
  g_clear_handle_id (&l.wait_id, g_source_remove);
  if (l.o.xmpp != NULL)
    g_signal_handlers_disconnect_by_data (l.o.xmpp, &l);
  g_clear_object (&l.lobby);
  online_clear (&l.o);
  return status;
}
