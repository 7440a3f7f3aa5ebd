/* test-online-app.c: online play in the app: tables fed by seat clients: a host's and a
 * guest's table in one process over the in-process transport, each showing only what its
 * seat may know (the hidden-information oracle's word); the Play Online dialog, the lobby,
 * a watcher, and the same over a real server. (The Online preferences:
 * test-online-preferences.c.) */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-app-services.h"
#include "drive-in-application.h"
#include "drive-in-board.h"
#include "drive-in-boards.h"
#include "drive-in-card-row.h"
#include "drive-in-error.h"
#include "drive-in-game-info.h"
#include "drive-in-game-log.h"
#include "drive-in-gros-movies.h"
#include "drive-in-gros-table.h"
#include "drive-in-title-dialog.h"
#include "drive-in-online-chat.h"
#include "drive-in-online-dialog.h"
#include "drive-in-online-game.h"
#include "drive-in-online-host.h"
#include "drive-in-online-loopback.h"
#include "drive-in-online-seat.h"
#include "drive-in-online-settings.h"
#include "drive-in-preferences-window.h"
#include "drive-in-referee.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "game-session-private.h"
#include "gros-game.h"
#include "hidden-oracle.h"
#include "online-dialog-test-util.h"
#include "table-test-util.h"
#include "gros-game-id.h"
#include "groo-game-id.h"
#include "grotto-game-id.h"
#include "gruff-game-id.h"

static DriveInApplication *app;

/* ---- a host's and a guest's table ------------------------------------------------ */

#define TABLE_ID     "t1"
#define ROOM         "t1@rooms.test"
#define REFEREE      "host@test/referee"
/* Actions a test game plays at most (enough for every seat to decide many times). */
#define MAX_ACTIONS  80

typedef struct
{
  DriveInOnlineLoopback *transport;
  DriveInOnlineJoin     *join;       /* a table found by its room, or NULL */
  DriveInSeatClient     *client;
  DriveInOnlineSeat     *seat;
  DriveInTableFixture    fixture;
  guint                  n_played;   /* actions chosen at this table */
  guint                  n_checked;  /* texts checked against the oracle */
} Side;

typedef struct
{
  const GameRules       *rules;
  DriveInOnlineLoopback *network;    /* the referee's */
  DriveInOnlineHost     *host;       /* a table hosted in its room, or NULL */
  DriveInReferee        *referee;
  Side                   sides[2];
} Online;

static gboolean
sides_ready (gpointer data)
{
  Online *o = data;

  return drive_in_online_seat_get_play (o->sides[0].seat) != NULL
         && drive_in_online_seat_get_play (o->sides[1].seat) != NULL;
}

/* Each seat's game on a table page of its own, as in two windows of the app. */
static void
show_tables (Online *o)
{
  drive_in_test_wait_until (sides_ready, o, 10000);
  for (guint s = 0; s < 2; s++)
    {
      Side *side = &o->sides[s];

      drive_in_table_fixture_set_up (&side->fixture, app);
      drive_in_table_fixture_show_play (&side->fixture,
                                        drive_in_online_seat_get_play (side->seat));
    }
}

static void
online_set_up (Online          *o,
               const GameRules *rules,
               guint64          seed)
{
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, catalog, NULL, 2, seed);
  g_autoptr(GError) error = NULL;
  const char *accounts[] = { "host@test", "guest@test" };

  memset (o, 0, sizeof *o);
  o->rules = rules;
  o->network = drive_in_online_loopback_new (NULL, REFEREE);
  o->referee = drive_in_referee_new (DRIVE_IN_ONLINE_TRANSPORT (o->network), catalog, record,
                                     TABLE_ID, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < 2; s++)
    drive_in_referee_set_player (o->referee, s, accounts[s]);
  drive_in_referee_start (o->referee, ROOM);
  /* The host plays its own seat through a seat client like the guest's: same code. */
  for (guint s = 0; s < 2; s++)
    {
      Side *side = &o->sides[s];
      g_autofree char *address = g_strdup_printf ("%s/app", accounts[s]);

      side->transport = drive_in_online_loopback_new (o->network, address);
      side->client = drive_in_seat_client_new (DRIVE_IN_ONLINE_TRANSPORT (side->transport),
                                               catalog, REFEREE, TABLE_ID, s);
      side->seat = drive_in_online_seat_new (side->client, catalog);
      drive_in_seat_client_start (side->client, ROOM);
    }
  show_tables (o);
}

static void
online_tear_down (Online *o)
{
  for (guint s = 0; s < 2; s++)
    {
      drive_in_table_fixture_tear_down (&o->sides[s].fixture);
      g_clear_object (&o->sides[s].seat);
      g_clear_object (&o->sides[s].join);
      g_clear_object (&o->sides[s].client);
      g_clear_object (&o->sides[s].transport);
    }
  g_clear_object (&o->referee);
  g_clear_object (&o->host);
  g_clear_object (&o->network);
  /* Deliveries still queued for parties gone. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Every text a table shows now: labels, tooltips. The log is left out: its lines are the
 * ones the referee sent, judged line by line by test-online. */
static void
collect_texts (GtkWidget *widget,
               GPtrArray *out)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (DRIVE_IN_IS_GAME_LOG (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (out, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
  if (tooltip != NULL)
    g_ptr_array_add (out, g_strdup (tooltip));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, out);
}

/* The referee's game played again to @position with an oracle listening. */
static HiddenOracle *
oracle_at (Online *o,
           guint   position,
           gpointer *out_state)
{
  GameSession *session = drive_in_referee_get_session (o->referee);
  GameRecord *record = game_session_get_record (session);
  gconstpointer real = game_session_get_state (session);
  g_autofree uint16_t *storage = NULL;
  g_autoptr(GError) error = NULL;
  HiddenOracle *oracle = hidden_oracle_new (o->rules);
  gpointer state = game_state_new (o->rules);
  GameSetup setup;

  g_assert_nonnull (oracle);
  g_assert_true (game_record_make_setup (record, o->rules->cards.state_db (real), &setup, &storage,
                                         &error));
  g_assert_true (o->rules->play.init (state, &setup, (GameEventFunc) hidden_oracle_event, oracle,
                                      &error));
  g_assert_no_error (error);
  g_assert_cmpuint (position, <=, game_record_get_n_actions (record));
  for (guint i = 0; i < position; i++)
    o->rules->play.apply_legal (state, game_record_get_action (record, i),
                                (GameEventFunc) hidden_oracle_event, oracle);
  *out_state = state;
  return oracle;
}

/* Nothing @window shows names a card hidden from @viewer (a seat, or GAME_VIEWER_PUBLIC) at
 * the position @client's view is of; the number of texts checked. */
static guint
check_window (Online            *o,
              GtkWidget         *window,
              DriveInSeatClient *client,
              int                viewer)
{
  GameSession *real = drive_in_referee_get_session (o->referee);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autofree gpointer state = NULL;
  g_autofree char *problem = NULL;
  HiddenOracle *oracle;
  HiddenSecrets secrets;
  guint n_hidden = 0;

  oracle = oracle_at (o, drive_in_seat_client_get_position (client), &state);
  hidden_secrets_init (&secrets);
  for (guint c = 0; c < o->rules->views.n_cards (state); c++)
    {
      DriveInCard *card = game_session_get_card (real, o->rules->views.card_def (state, c));

      if (card == NULL)
        continue;
      if (hidden_oracle_sees (oracle, c, viewer))
        {
          g_ptr_array_add (secrets.allowed, (gpointer) drive_in_card_get_name (card));
          g_ptr_array_add (secrets.allowed, (gpointer) drive_in_card_get_id (card));
        }
      else
        {
          g_ptr_array_add (secrets.hidden_names, (gpointer) drive_in_card_get_name (card));
          g_ptr_array_add (secrets.hidden_ids, (gpointer) drive_in_card_get_id (card));
          n_hidden++;
        }
    }
  /* GROS's Titles are written where everyone sees them (a Title word may also be a hidden
   * card's name, "Snowmobile"), as test-gros-table-seats has it. */
  if (g_str_equal (o->rules->id, GROS_GAME_ID))
    {
      const GrosGame *game = game_session_get_state (real);

      for (guint s = 0; s < game->n_seats; s++)
        for (guint w = 0; w < game->seats[s].n_title_words; w++)
          g_ptr_array_add (secrets.allowed,
                           (gpointer) gros_card_db_word (game->db, game->seats[s].title_words[w]));
    }
  /* A game where nothing is hidden would prove nothing. */
  g_assert_cmpuint (n_hidden, >, 0);
  hidden_secrets_prepare (&secrets);
  collect_texts (window, texts);
  g_assert_cmpuint (texts->len, >, 10);
  if (!hidden_info_check_texts (texts, NULL, &secrets, &problem))
    g_error ("%s: a table shows what viewer %d may not know: %s", o->rules->id, viewer,
             problem);
  hidden_secrets_clear (&secrets);
  hidden_oracle_free (oracle);
  return texts->len;
}

/* Nothing @side's table shows names a card hidden from seat @seat at the position its
 * view is of. */
static void
check_side (Online *o,
            guint   shown_side,
            guint   seat)
{
  Side *side = &o->sides[shown_side];

  side->n_checked += check_window (o, GTK_WIDGET (side->fixture.window), side->client,
                                   (int) seat);
}

static gboolean
someone_decides (gpointer data)
{
  Online *o = data;

  if (drive_in_referee_is_over (o->referee))
    return TRUE;
  for (guint s = 0; s < 2; s++)
    if (drive_in_game_play_is_human_turn (drive_in_online_seat_get_play (o->sides[s].seat)))
      return TRUE;
  return FALSE;
}

/* Host and guest play at their tables until the game ends or MAX_ACTIONS were played; each
 * table is checked at every turn. */
static void
play_tables (Online  *online,
             guint64  seed,
             guint    max_actions)
{
  Online o = *online;
  GameSession *real = drive_in_referee_get_session (o.referee);
  guint64 rng = seed;
  guint n_actions = 0;

  while (!drive_in_referee_is_over (o.referee) && n_actions < max_actions)
    {
      drive_in_test_wait_until (someone_decides, &o, 20000);
      if (drive_in_referee_is_over (o.referee))
        break;
      for (guint s = 0; s < 2; s++)
        {
          Side *side = &o.sides[s];
          DriveInGamePlay *play = drive_in_online_seat_get_play (side->seat);
          GtkWidget *board = drive_in_table_get_board (side->fixture.table);
          const GameAction *legal;
          guint n, position = game_session_get_position (real);

          check_side (&o, s, s);
          if (!drive_in_game_play_is_human_turn (play))
            continue;
          /* Only the seat that decides is offered anything, and its view is up to date. */
          g_assert_cmpuint (game_session_get_deciding_seat (real), ==, s);
          g_assert_cmpuint (drive_in_seat_client_get_position (side->client), ==, position);
          n = drive_in_game_play_get_human_actions (play, &legal);
          g_assert_cmpuint (n, >, 0);
          g_assert_true (drive_in_board_apply (DRIVE_IN_BOARD (board),
                                               &legal[game_splitmix64 (&rng) % n]));
          /* Sent: nothing more to choose until the referee answers. */
          g_assert_false (drive_in_game_play_is_human_turn (play));
          side->n_played++;
          n_actions++;
          break;
        }
    }
  /* Both people played through their tables, and the referee took their choices. */
  g_assert_cmpuint (o.sides[0].n_played, >, 0);
  g_assert_cmpuint (o.sides[1].n_played, >, 0);
  drive_in_test_wait_until (someone_decides, &o, 20000);
  g_assert_cmpuint (game_session_get_position (real), >=, n_actions);
  g_test_message ("%s: %u actions by the tables (host %u, guest %u), %u + %u texts checked",
                  o.rules->id, n_actions, o.sides[0].n_played, o.sides[1].n_played,
                  o.sides[0].n_checked, o.sides[1].n_checked);
}

static gboolean
titles_asked (gpointer data)
{
  Online *o = data;

  for (guint s = 0; s < 2; s++)
    if (drive_in_gros_table_get_title_dialog (DRIVE_IN_GROS_TABLE (drive_in_table_get_board (
                                                o->sides[s].fixture.table))) == NULL)
      return FALSE;
  return TRUE;
}

/* Title word @w of seat @seat as the referee's own game has it. */
static const char *
referee_word (Online *o,
              guint   seat,
              guint   w)
{
  const GrosGame *real = game_session_get_state (drive_in_referee_get_session (o->referee));

  g_assert_cmpuint (w, <, real->seats[seat].n_title_words);
  g_assert_cmpuint (strlen (gros_card_db_word (real->db, real->seats[seat].title_words[w])), >,
                    0);
  return gros_card_db_word (real->db, real->seats[seat].title_words[w]);
}

static gboolean
titles_shared (gpointer data)
{
  gpointer *d = data;
  Online *o = d[0];

  for (guint s = 0; s < 2; s++)
    {
      DriveInGamePlay *play = drive_in_table_get_play (o->sides[s].fixture.table);

      if (g_strcmp0 (drive_in_gros_play_get_title (play, 1 - s), d[2 - s]) != 0)
        return FALSE;
    }
  return TRUE;
}

/* GROS: at the Movie's start each table asks its own person, and only them, for their
 * Title, made of the Title words its seat's view shows; the other seat's Title is made at
 * each table from the words every seat sees (a Title does not score: the cards bearing its
 * words do, so it is not the referee's to keep). */
static void
name_titles (Online *o,
             char   *named[2])
{
  drive_in_test_wait_until (titles_asked, o, 10000);
  for (guint s = 0; s < 2; s++)
    {
      DriveInGrosTable *board = DRIVE_IN_GROS_TABLE (drive_in_table_get_board (
                                                       o->sides[s].fixture.table));
      DriveInGamePlay *play = drive_in_online_seat_get_play (o->sides[s].seat);
      DriveInTitleDialog *dialog = drive_in_gros_table_get_title_dialog (board);
      const GrosGame *view = game_session_get_view (drive_in_game_play_get_session (play));
      g_auto(GStrv) words = drive_in_gros_play_dup_title_words (play, s);
      g_autofree char *title = NULL;

      g_assert_true (drive_in_game_play_is_remote (play));
      /* Only this seat is named here: the other's Title came from its words at once. */
      g_assert_cmpint (drive_in_gros_play_get_untitled_seat (play), ==, (int) s);
      g_assert_nonnull (drive_in_gros_play_get_title (play, 1 - s));
      g_assert_cmpuint (g_strv_length (words), ==, view->seats[s].n_title_words);
      g_assert_cmpuint (g_strv_length (words), >, 0);
      /* The words read as the referee's db has them: not blank, not another word. */
      for (guint w = 0; words[w] != NULL; w++)
        g_assert_cmpstr (words[w], ==, referee_word (o, s, w));
      /* The words backwards: not the Title the other tables would make of them. */
      drive_in_title_dialog_clear (dialog);
      for (guint w = g_strv_length (words); w > 0; w--)
        g_assert_true (drive_in_title_dialog_add_word (dialog, words[w - 1]));
      title = drive_in_title_dialog_dup_title (dialog);
      for (guint w = 0; words[w] != NULL; w++)
        g_assert_nonnull (strstr (title, words[w]));
      g_assert_true (drive_in_title_dialog_finish (dialog));
      drive_in_test_iterate (10);
      g_assert_cmpstr (drive_in_gros_play_get_title (play, s), ==, title);
      g_assert_cmpstr (drive_in_gros_play_get_title (play, 1 - s), !=, title);
      if (named != NULL)
        named[s] = g_strdup (title);
      g_assert_cmpint (drive_in_gros_play_get_untitled_seat (play), ==, -1);
      g_assert_null (drive_in_gros_table_get_title_dialog (board));
    }
}

static void
play_online (const char *game_id,
             guint64     seed)
{
  Online o;

  if (!drive_in_board_has_table (game_id))
    {
      g_test_skip ("no board for this game");
      return;
    }
  online_set_up (&o, game_rules_lookup (game_id), seed);
  if (g_str_equal (game_id, GROS_GAME_ID))
    name_titles (&o, NULL);
  play_tables (&o, seed, MAX_ACTIONS);
  if (g_str_equal (game_id, GROS_GAME_ID))
    for (guint s = 0; s < 2; s++)
      {
        /* One Movie a table: no Next Movie is offered online (docs/online.md). */
        DriveInGamePlay *play = drive_in_online_seat_get_play (o.sides[s].seat);

        g_assert_false (drive_in_gros_play_has_next_movie (play));
        g_assert_null (drive_in_gros_play_dup_series (play));
      }
  online_tear_down (&o);
}

static void
test_online_groo (void)
{
  play_online (GROO_GAME_ID, 2801);
}

static void
test_online_grotto (void)
{
  play_online (GROTTO_GAME_ID, 2802);
}

static void
test_online_gros (void)
{
  play_online (GROS_GAME_ID, 2805);
}

static void
test_online_gruff (void)
{
  play_online (GRUFF_GAME_ID, 2803);
}

static void
count_said (const char     *domain,
            GLogLevelFlags  level,
            const char     *message,
            gpointer        user_data)
{
  (*(guint *) user_data)++;
}

static void
on_join_failed_cb (DriveInOnlineJoin *join,
                   const char        *reason,
                   char             **out)
{
  g_free (*out);
  *out = g_strdup (reason);
}

static gboolean
string_set (gpointer data)
{
  return *(char **) data != NULL;
}

static gboolean
host_started (gpointer data)
{
  return drive_in_online_host_is_started (data);
}

/* The host's app hosts a table in its room and takes its own seat through a join, as any
 * guest does; a guest finds the table by its room, takes the free seat; a latecomer is told
 * there is none. */
static void
test_host_and_join (void)
{
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  const GameRules *rules = game_rules_lookup (GROO_GAME_ID);
  g_autoptr(GameRecord) record = drive_in_test_random_record (rules, catalog, NULL, 2, 2805);
  g_autoptr(DriveInOnlineLoopback) late_net = NULL;
  g_autoptr(DriveInOnlineJoin) late = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *late_reason = NULL;
  guint said_id, n_said = 0;
  const char *room = "t2@rooms.test";
  const char *accounts[] = { "host@test", "guest@test" };
  Online o;

  memset (&o, 0, sizeof o);
  o.rules = rules;
  o.network = drive_in_online_loopback_new (NULL, REFEREE);

  /* Not a room: said plainly. */
  g_assert_null (drive_in_online_host_new (DRIVE_IN_ONLINE_TRANSPORT (o.network), catalog,
                                           record, "no room", &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_clear_error (&error);

  o.host = drive_in_online_host_new (DRIVE_IN_ONLINE_TRANSPORT (o.network), catalog, record,
                                     room, &error);
  g_assert_no_error (error);
  o.referee = g_object_ref (drive_in_online_host_get_referee (o.host));
  drive_in_online_host_reserve (o.host, 0, accounts[0]);
  drive_in_online_host_start (o.host);
  /* The guest first, then the host's own seat: each finds its seat in the seating. */
  for (int s = 1; s >= 0; s--)
    {
      Side *side = &o.sides[s];
      g_autofree char *address = g_strdup_printf ("%s/app", accounts[s]);

      side->transport = drive_in_online_loopback_new (o.network, address);
      side->join = drive_in_online_join_new (DRIVE_IN_ONLINE_TRANSPORT (side->transport),
                                             catalog, room, &error);
      g_assert_no_error (error);
      drive_in_online_join_start (side->join);
    }
  drive_in_test_wait_until (host_started, o.host, 10000);
  g_assert_cmpstr (drive_in_online_host_get_seat (o.host, 0), ==, "host@test");
  g_assert_cmpstr (drive_in_online_host_get_seat (o.host, 1), ==, "guest@test");
  for (guint s = 0; s < 2; s++)
    {
      Side *side = &o.sides[s];

      side->client = g_object_ref (drive_in_online_join_get_client (side->join));
      g_assert_cmpuint (drive_in_seat_client_get_seat (side->client), ==, s);
      side->seat = drive_in_online_seat_new (side->client, catalog);
    }
  show_tables (&o);

  /* Every seat is held now. */
  late_net = drive_in_online_loopback_new (o.network, "late@test/app");
  late = drive_in_online_join_new (DRIVE_IN_ONLINE_TRANSPORT (late_net), catalog, room, &error);
  g_assert_no_error (error);
  g_signal_connect (late, "failed", G_CALLBACK (on_join_failed_cb), &late_reason);
  /* The reason is the "failed" listener's to say: logged as well, a command line said it
   * twice. */
  said_id = g_log_set_handler ("drive-in-online", G_LOG_LEVEL_MESSAGE, count_said, &n_said);
  drive_in_online_join_start (late);
  drive_in_test_wait_until (string_set, &late_reason, 10000);
  g_log_remove_handler ("drive-in-online", said_id);
  g_assert_nonnull (strstr (late_reason, "no free seat"));
  g_assert_cmpuint (n_said, ==, 0);
  g_assert_null (drive_in_online_join_get_client (late));

  play_tables (&o, 2805, MAX_ACTIONS);
  online_tear_down (&o);
}

/* The button named @name (invitation-join, lobby-join) of @dialog's row for @room, or NULL. */
static GtkWidget *
room_button (DriveInOnlineDialog *dialog,
             const char          *name,
             const char          *room)
{
  g_autoptr(GPtrArray) buttons = drive_in_test_find_widgets (GTK_WIDGET (dialog),
                                                             GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_str_equal (gtk_widget_get_name (buttons->pdata[i]), name)
        && g_strcmp0 (g_object_get_data (buttons->pdata[i], "room"), room) == 0)
      return buttons->pdata[i];
  return NULL;
}

/* The Join button of @dialog's invitation to @room, or NULL. */
static GtkWidget *
invitation_button (DriveInOnlineDialog *dialog,
                   const char          *room)
{
  return room_button (dialog, "invitation-join", room);
}

static gboolean
lobby_listed (gpointer data)
{
  gpointer *pair = data;

  return room_button (pair[0], "lobby-join", pair[1]) != NULL;
}

static gboolean
invited (gpointer data)
{
  gpointer *pair = data;

  return invitation_button (pair[0], pair[1]) != NULL;
}

static gboolean
link_online (gpointer data)
{
  return drive_in_online_transport_get_link_state (data) == DRIVE_IN_ONLINE_LINK_ONLINE;
}

static gboolean
tables_online (gpointer data)
{
  Online *o = data;

  for (guint s = 0; s < 2; s++)
    {
      DriveInGamePlay *play = drive_in_table_get_play (o->sides[s].fixture.table);

      if (play == NULL || !drive_in_game_play_is_remote (play))
        return FALSE;
    }
  return TRUE;
}

static gboolean
has_string (GListModel *list,
            const char *text)
{
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (list), i), text))
      return TRUE;
  return FALSE;
}

static gboolean
has_items (gpointer data)
{
  return g_list_model_get_n_items (data) > 0;
}

static gboolean
seats_named (gpointer data)
{
  Online *o = data;
  DriveInGamePlay *host = drive_in_table_get_play (o->sides[0].fixture.table);
  DriveInGamePlay *guest = drive_in_table_get_play (o->sides[1].fixture.table);
  g_autofree char *host_own = drive_in_game_play_dup_seat_name (host, 0);
  g_autofree char *host_other = drive_in_game_play_dup_seat_name (host, 1);
  g_autofree char *guest_own = drive_in_game_play_dup_seat_name (guest, 1);
  g_autofree char *guest_other = drive_in_game_play_dup_seat_name (guest, 0);

  return g_str_equal (host_own, "Seat 1 (you)") && g_str_equal (host_other, "Seat 2 (guest@test)")
         && g_str_equal (guest_own, "Seat 2 (you)")
         && g_str_equal (guest_other, "Seat 1 (host@test)");
}

/* The referee and the host's room both saw the guest go. */
static gboolean
seat_gone (gpointer data)
{
  Online *o = data;
  DriveInOnlineGame *host_game = g_object_get_data (G_OBJECT (o->sides[0].fixture.table),
                                                    "drive-in-online-game");

  return drive_in_referee_get_address (o->referee, 1) == NULL
         && !has_string (drive_in_online_game_get_people (host_game), "guest@test");
}

static gboolean
seat_back (gpointer data)
{
  Online *o = data;

  return drive_in_referee_get_address (o->referee, 1) != NULL;
}

static void
assert_apart (GtkWidget  *a,
              GtkWidget  *b,
              GtkWidget  *root)
{
  graphene_rect_t ra, rb, both;

  g_assert_true (gtk_widget_compute_bounds (a, root, &ra));
  g_assert_true (gtk_widget_compute_bounds (b, root, &rb));
  if (graphene_rect_intersection (&ra, &rb, &both) && both.size.width > 0.5
      && both.size.height > 0.5)
    g_error ("the %s at %g,%g %gx%g covers the %s at %g,%g %gx%g", G_OBJECT_TYPE_NAME (a),
             ra.origin.x, ra.origin.y, ra.size.width, ra.size.height, G_OBJECT_TYPE_NAME (b),
             rb.origin.x, rb.origin.y, rb.size.width, rb.size.height);
}

/* The log an online seat reads (lines the referee sent, no events): a run of lines that
 * read the same is one line that counts them, and lines that differ never fold. Returns the
 * lines with a count. */
static guint
check_remote_log_folds (DriveInTable *table)
{
  DriveInGamePlay *play = drive_in_table_get_play (table);
  GameSession *session = drive_in_game_play_get_session (play);
  GListModel *log = game_session_get_log (session);
  int viewer = drive_in_game_play_get_viewer (play);
  guint n = g_list_model_get_n_items (log), counted = 0;
  const char *shown = NULL;

  g_assert_true (game_session_is_remote (session));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GameSessionEvent) item = g_list_model_get_item (log, i);
      g_autoptr(GameSessionEvent) next = i + 1 < n ? g_list_model_get_item (log, i + 1) : NULL;
      const char *text = game_session_event_get_text_for (item, viewer);
      guint run = game_session_event_get_run_for (item, viewer);

      if (run > 1)
        {
          g_autoptr(GameSessionEvent) before = g_list_model_get_item (log, i - 1);
          g_autofree char *line = g_strdup_printf ("%s ×%u", text, run);

          /* Only the same line again, counted. */
          g_assert_cmpstr (game_session_event_get_text_for (before, viewer), ==, text);
          g_assert_cmpuint (game_session_event_get_run_for (before, viewer), ==, run - 1);
          g_assert_cmpstr (game_session_event_get_line_for (item, viewer), ==, line);
        }
      else
        g_assert_cmpstr (game_session_event_get_line_for (item, viewer), ==, text);
      /* The line the log shows: the last of its run. */
      if (next != NULL && game_session_event_get_run_for (next, viewer) > 1)
        continue;
      if (text != NULL && shown != NULL)
        g_assert_cmpstr (shown, !=, text);
      shown = text;
      counted += run > 1;
    }
  return counted;
}

/* An online table's room and chat is one button in the board's bar, over none of the felt:
 * not the hand's first card and its caption, nor anything the felt scrolls. */
static void
check_chat_in_bar (DriveInTable *table)
{
  DriveInBoard *board = DRIVE_IN_BOARD (drive_in_table_get_board (table));
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (table)));
  g_autoptr(GPtrArray) chats = drive_in_test_find_widgets (root, DRIVE_IN_TYPE_ONLINE_CHAT);
  g_autoptr(GPtrArray) rows = drive_in_test_find_widgets (GTK_WIDGET (board),
                                                          DRIVE_IN_TYPE_CARD_ROW);
  GtkWidget *bar = gtk_widget_get_parent (drive_in_board_get_prompt_label (board));
  guint hands = 0;

  g_assert_cmpuint (chats->len, ==, 1);
  g_assert_true (gtk_widget_get_mapped (chats->pdata[0]));
  g_assert_true (gtk_widget_get_parent (chats->pdata[0]) == bar);
  assert_apart (chats->pdata[0], drive_in_board_get_felt_scroller (board), root);
  for (guint i = 0; i < rows->len; i++)
    if (drive_in_card_row_get_fan (rows->pdata[i]) != NULL)
      {
        assert_apart (chats->pdata[0], rows->pdata[i], root);
        hands++;
      }
  g_assert_cmpuint (hands, >, 0);
}

static gboolean
watcher_online (gpointer data)
{
  DriveInGamePlay *play = drive_in_table_get_play (data);

  return play != NULL && drive_in_game_play_is_remote (play)
         && drive_in_game_play_get_viewer (play) == GAME_VIEWER_PUBLIC;
}

static gboolean
watcher_caught_up (gpointer data)
{
  gpointer *pair = data;

  return drive_in_seat_client_get_position (pair[0])
         == game_session_get_position (drive_in_referee_get_session (pair[1]));
}

static gboolean
watching_in_bar (gpointer data)
{
  g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (data, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (g_str_equal (gtk_widget_get_name (labels->pdata[i]), "watching-label")
        && gtk_widget_is_drawable (labels->pdata[i]))
      return TRUE;
  return FALSE;
}

/* A third window watches the table in @room from Play Online (Watch Only): it shows the
 * public view, offers no choice at any turn, and no text of it names a card the public may
 * not know, while the players go on. */
static void
watch_table (Online     *o,
             const char *room)
{
  g_autoptr(DriveInOnlineLoopback) link = drive_in_online_loopback_new (o->network,
                                                                        "watcher@test/app");
  DriveInTableFixture fixture;
  DriveInOnlineDialog *dialog;
  DriveInOnlineGame *game;
  DriveInGamePlay *play;
  DriveInSeatClient *client;
  guint position, n_checked = 0;

  drive_in_table_fixture_set_up (&fixture, app);
  dialog = online_dialog_open (fixture.table, NULL);
  drive_in_online_dialog_set_links (dialog, DRIVE_IN_ONLINE_TRANSPORT (link), NULL,
                                    "watcher@test");
  adw_view_stack_set_visible_child_name (online_dialog_child (dialog, "stack"), "join");
  gtk_editable_set_text (online_dialog_child (dialog, "join_room_row"), room);
  gtk_switch_set_active (online_dialog_child (dialog, "watch_switch"), TRUE);
  gtk_window_set_title (fixture.window, "Before");
  online_dialog_click (dialog, "start_button");
  drive_in_test_wait_until (watcher_online, fixture.table, 10000);
  game = g_object_get_data (G_OBJECT (fixture.table), "drive-in-online-game");
  g_assert_nonnull (game);
  g_assert_true (drive_in_online_game_is_watching (game));
  /* The window says that it watches, and what. */
  {
    g_autofree char *title = g_strdup_printf ("Watching — %s", drive_in_game_info_get_label (
                                                drive_in_game_info_lookup (o->rules->id)));

    g_assert_cmpstr (gtk_window_get_title (fixture.window), ==, title);
    /* And the board's bar, which shows in a wide window too. */
    drive_in_test_wait_until (watching_in_bar, fixture.window, 10000);
  }
  g_assert_null (drive_in_online_game_get_host (game));
  play = drive_in_table_get_play (fixture.table);
  client = drive_in_online_seat_get_client (drive_in_online_game_get_seat (game));
  g_assert_true (drive_in_seat_client_is_spectator (client));
  /* No seat is the watcher's own. */
  for (guint s = 0; s < drive_in_game_play_get_n_seats (play); s++)
    {
      g_autofree char *name = drive_in_game_play_dup_seat_name (play, s);

      g_assert_null (strstr (name, "(you)"));
    }
  position = drive_in_seat_client_get_position (client);
  for (guint round = 0; round < 4 && !drive_in_referee_is_over (o->referee); round++)
    {
      gpointer pair[] = { client, o->referee };

      drive_in_test_wait_until (watcher_caught_up, pair, 10000);
      /* The board takes the new view. */
      for (guint i = 0; i < 50 && g_main_context_iteration (NULL, FALSE); i++)
        ;
      /* Whoever decides, the watcher is offered nothing. */
      g_assert_false (drive_in_game_play_is_human_turn (play));
      g_assert_cmpuint (game_session_get_legal_actions (drive_in_game_play_get_session (play),
                                                        NULL), ==, 0);
      g_assert_cmpuint (drive_in_seat_client_get_choices (client, NULL, NULL), ==, 0);
      n_checked += check_window (o, GTK_WIDGET (fixture.window), client, GAME_VIEWER_PUBLIC);
      /* Whoever decides plays three times. */
      for (guint k = 0; k < 3 && !drive_in_referee_is_over (o->referee); k++)
        {
          guint64 rng = 2900 + round * 3 + k;

          drive_in_test_wait_until (someone_decides, o, 20000);
          for (guint s = 0; s < 2; s++)
            {
              DriveInGamePlay *side_play = drive_in_online_seat_get_play (o->sides[s].seat);
              const GameAction *legal;
              guint n;

              if (drive_in_referee_is_over (o->referee)
                  || !drive_in_game_play_is_human_turn (side_play))
                continue;
              n = drive_in_game_play_get_human_actions (side_play, &legal);
              g_assert_true (drive_in_board_apply (
                DRIVE_IN_BOARD (drive_in_table_get_board (o->sides[s].fixture.table)),
                &legal[game_splitmix64 (&rng) % n]));
              break;
            }
        }
    }
  /* It followed the game as it went on. */
  g_assert_cmpuint (drive_in_seat_client_get_position (client), >, position);
  g_test_message ("watcher: %u texts checked against the public view", n_checked);
  /* Leaving the table gives the window its title back. */
  drive_in_table_set_play (fixture.table, NULL);
  g_assert_cmpstr (gtk_window_get_title (fixture.window), ==, "Before");
  drive_in_table_fixture_tear_down (&fixture);
}

/* Play Online from the table page, as people do: the host's dialog hosts a Groo table in a
 * room with an open seat, the guest's joins it by the room's address; both tables then show
 * their own seat, and the game is played through them. */
static void
test_play_online_dialogs (void)
{
  DriveInOnlineDialog *host_dialog, *guest_dialog;
  g_autoptr(DriveInOnlineLoopback) referee_link = NULL;
  AdwComboRow *game_row;
  GListModel *games;
  const char *groo = drive_in_game_info_get_label (drive_in_game_info_lookup (GROO_GAME_ID));
  const char *room = "t3@rooms.test";
  guint groo_index = G_MAXUINT;
  DriveInOnlineGame *game, *host_game;
  g_autoptr(GPtrArray) chats = NULL;
  GObject *entry;
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  Online o;

  memset (&o, 0, sizeof o);
  /* Both dialogs use this lobby: the host's table is announced there, the guest lists it. */
  g_settings_set_string (settings, "online-lobby", "lobby@rooms.test");
  o.rules = game_rules_lookup (GROO_GAME_ID);
  o.network = drive_in_online_loopback_new (NULL, "host@test/app");
  referee_link = drive_in_online_loopback_new (o.network, REFEREE);
  o.sides[0].transport = g_object_ref (o.network);
  o.sides[1].transport = drive_in_online_loopback_new (o.network, "guest@test/app");
  for (guint s = 0; s < 2; s++)
    drive_in_table_fixture_set_up (&o.sides[s].fixture, app);

  /* Without an account, the dialog says where to set one. */
  host_dialog = online_dialog_open (o.sides[0].fixture.table, NULL);
  online_dialog_click (host_dialog, "start_button");
  g_assert_nonnull (strstr (drive_in_online_dialog_get_status (host_dialog), "Preferences"));

  /* The host: Groo, two seats, the other open to whoever comes. */
  drive_in_online_dialog_set_links (host_dialog, DRIVE_IN_ONLINE_TRANSPORT (o.network),
                                    DRIVE_IN_ONLINE_TRANSPORT (referee_link), "host@test");
  game_row = online_dialog_child (host_dialog, "game_row");
  games = adw_combo_row_get_model (game_row);
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (games), i), groo))
      groo_index = i;
  g_assert_cmpuint (groo_index, !=, G_MAXUINT);
  /* Every game is offered, GROS with the others. */
  g_assert_cmpuint (g_list_model_get_n_items (games), ==, 4);
  g_assert_true (has_string (games, drive_in_game_info_get_label (
                               drive_in_game_info_lookup (GROS_GAME_ID))));
  /* In the order New Game lists them. */
  {
    guint n_infos, k = 0;
    const DriveInGameInfo *const *infos = drive_in_game_info_list (&n_infos);

    for (guint i = 0; i < n_infos; i++)
      if (drive_in_board_has_table (infos[i]->id))
        g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (games), k++), ==,
                         drive_in_game_info_get_label (infos[i]));
    g_assert_cmpuint (k, ==, 4);
  }
  adw_combo_row_set_selected (game_row, groo_index);
  gtk_spin_button_set_value (online_dialog_child (host_dialog, "seats_spin"), 2);
  gtk_editable_set_text (online_dialog_child (host_dialog, "room_row"), room);
  adw_combo_row_set_selected (online_dialog_child (host_dialog, "others_row"), 0);
  online_dialog_click (host_dialog, "start_button");
  g_assert_nonnull (strstr (drive_in_online_dialog_get_status (host_dialog), room));
  g_assert_false (gtk_widget_get_sensitive (online_dialog_child (host_dialog, "start_button")));
  /* The host's table shows its seat at once (the referee welcomes it); the game begins
   * when the guest comes. */
  drive_in_test_wait_until (online_table_is_remote, o.sides[0].fixture.table, 10000);
  g_assert_null (online_dialog_find (NULL));

  /* The guest: a mistyped room is said plainly; then the right one. */
  guest_dialog = online_dialog_open (o.sides[1].fixture.table, NULL);
  drive_in_online_dialog_set_links (guest_dialog, DRIVE_IN_ONLINE_TRANSPORT (o.sides[1].transport),
                                    NULL, "guest@test");
  adw_view_stack_set_visible_child_name (online_dialog_child (guest_dialog, "stack"), "join");
  gtk_editable_set_text (online_dialog_child (guest_dialog, "join_room_row"), "not a room");
  online_dialog_click (guest_dialog, "start_button");
  g_assert_nonnull (strstr (drive_in_online_dialog_get_status (guest_dialog),
                            "not a room address"));
  /* Then an invitation comes (XEP-0249, as the XMPP link reports it): only a room address
   * is listed, once, its text shown as text; its Join button joins the table. */
  gtk_editable_set_text (online_dialog_child (guest_dialog, "join_room_row"), "");
  adw_view_stack_set_visible_child_name (online_dialog_child (guest_dialog, "stack"), "host");
  g_assert_false (gtk_widget_get_visible (online_dialog_child (guest_dialog, "invitations_group")));
  g_assert_false (drive_in_online_dialog_add_invitation (guest_dialog, "mallory@test",
                                                         "no room", NULL));
  g_assert_true (drive_in_online_dialog_add_invitation (guest_dialog, "host@test/app", room,
                                                        "<b>Groo</b>\x01 tonight"));
  g_assert_false (drive_in_online_dialog_add_invitation (guest_dialog, "host@test/app", room,
                                                         NULL));
  g_assert_true (gtk_widget_get_visible (online_dialog_child (guest_dialog, "invitations_group")));
  {
    g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
    g_autoptr(GPtrArray) buttons = drive_in_test_find_widgets (GTK_WIDGET (guest_dialog),
                                                               GTK_TYPE_BUTTON);
    guint n_join = 0;

    collect_texts (GTK_WIDGET (guest_dialog), texts);
    g_assert_true (g_ptr_array_find_with_equal_func (texts, room, g_str_equal, NULL));
    g_assert_true (g_ptr_array_find_with_equal_func (texts, "From host@test: <b>Groo</b>  tonight",
                                                     g_str_equal, NULL));
    for (guint i = 0; i < buttons->len; i++)
      n_join += g_str_equal (gtk_widget_get_name (buttons->pdata[i]), "invitation-join");
    g_assert_cmpuint (n_join, ==, 1);
  }
  g_assert_nonnull (invitation_button (guest_dialog, room));
  /* The lobby lists the host's table: its game, one seat free of two, its host, as text; its
   * Join button joins it. */
  {
    gpointer pair[] = { guest_dialog, (gpointer) room };
    g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
    const GameVariant *variants = NULL;
    const GameVariant *variant = NULL;
    guint n_variants = o.rules->list_variants (&variants);
    g_autofree char *subtitle = NULL;

    /* The host's table plays the first variant played by two. */
    for (guint i = 0; i < n_variants && variant == NULL; i++)
      if (variants[i].min_seats <= 2 && variants[i].max_seats >= 2)
        variant = &variants[i];
    g_assert_nonnull (variant);
    subtitle = g_strdup_printf ("%s (%s) · 1 of 2 seats free · hosted by host@test", groo,
                                drive_in_game_info_variant_label (variant));
    drive_in_test_wait_until (lobby_listed, pair, 10000);
    g_assert_true (gtk_widget_get_visible (online_dialog_child (guest_dialog, "lobby_group")));
    collect_texts (GTK_WIDGET (guest_dialog), texts);
    if (!g_ptr_array_find_with_equal_func (texts, subtitle, g_str_equal, NULL))
      for (guint i = 0; i < texts->len; i++)
        g_test_message ("text: %s", (char *) texts->pdata[i]);
    g_assert_true (g_ptr_array_find_with_equal_func (texts, subtitle, g_str_equal, NULL));
    g_assert_true (gtk_widget_get_sensitive (room_button (guest_dialog, "lobby-join", room)));
  }
  g_signal_emit_by_name (room_button (guest_dialog, "lobby-join", room), "clicked");
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (online_dialog_child (guest_dialog, "stack")),
                   ==, "join");
  g_assert_cmpstr (gtk_editable_get_text (online_dialog_child (guest_dialog, "join_room_row")), ==,
                   room);

  drive_in_test_wait_until (tables_online, &o, 10000);
  /* Each dialog closed itself; each table shows its own seat. */
  g_assert_null (online_dialog_find (NULL));
  for (guint s = 0; s < 2; s++)
    {
      Side *side = &o.sides[s];
      DriveInOnlineGame *game = g_object_get_data (G_OBJECT (side->fixture.table),
                                                   "drive-in-online-game");

      g_assert_nonnull (game);
      g_assert_cmpint (drive_in_game_play_get_viewer (drive_in_table_get_play (
                         side->fixture.table)), ==, (int) s);
      side->seat = g_object_ref (drive_in_online_game_get_seat (game));
      side->client = g_object_ref (drive_in_online_seat_get_client (side->seat));
      if (s == 0)
        {
          g_assert_nonnull (drive_in_online_game_get_host (game));
          o.referee = g_object_ref (drive_in_online_host_get_referee (
                                      drive_in_online_game_get_host (game)));
        }
      else
        g_assert_null (drive_in_online_game_get_host (game));
    }
  g_assert_true (drive_in_online_seat_get_play (o.sides[1].seat)
                 == drive_in_table_get_play (o.sides[1].fixture.table));

  play_tables (&o, 2806, 10);
  watch_table (&o, room);
  /* Each table names the other seat after its account, as the host's seating says. */
  drive_in_test_wait_until (seats_named, &o, 10000);
  {
    g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

    collect_texts (GTK_WIDGET (o.sides[0].fixture.window), texts);
    g_assert_true (g_ptr_array_find_with_equal_func (texts, "Seat 2 (guest@test)", g_str_equal,
                                                     NULL));
  }

  /* The guest's link drops: its table knows; back, the referee sends its whole view and
   * the game goes on at both tables. */
  game = g_object_get_data (G_OBJECT (o.sides[1].fixture.table), "drive-in-online-game");
  g_assert_true (drive_in_online_game_is_online (game));
  host_game = g_object_get_data (G_OBJECT (o.sides[0].fixture.table), "drive-in-online-game");
  g_assert_true (has_string (drive_in_online_game_get_people (host_game), "guest@test"));
  drive_in_online_loopback_drop (o.sides[1].transport);
  g_assert_false (drive_in_online_game_is_online (game));
  drive_in_test_wait_until (seat_gone, &o, 10000);
  /* The host's room sees the guest go. */
  g_assert_false (has_string (drive_in_online_game_get_people (host_game), "guest@test"));
  g_assert_true (drive_in_online_loopback_reconnect (o.sides[1].transport));
  g_assert_true (drive_in_online_game_is_online (game));
  drive_in_test_wait_until (seat_back, &o, 10000);
  play_tables (&o, 2807, 30);

  /* Table chat, typed at the guest's table: the host reads it as plain text, cleaned of
   * control characters; the guest sees its own line once. */
  for (guint s = 0; s < 2; s++)
    {
      guint counted;

      check_chat_in_bar (o.sides[s].fixture.table);
      counted = check_remote_log_folds (o.sides[s].fixture.table);
      g_test_message ("seat %u: %u log lines with a count", s + 1, counted);
      /* Groo's opponent draws cards the seat does not see, a line each. */
      g_assert_cmpuint (counted, >, 0);
    }
  chats = drive_in_test_find_widgets (GTK_WIDGET (o.sides[1].fixture.window),
                                      DRIVE_IN_TYPE_ONLINE_CHAT);
  g_assert_cmpuint (chats->len, ==, 1);
  entry = gtk_widget_get_template_child (chats->pdata[0], DRIVE_IN_TYPE_ONLINE_CHAT,
                                         "message_entry");
  gtk_editable_set_text (GTK_EDITABLE (entry), "Good game\x01 <b>bold</b>");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  drive_in_test_wait_until (has_items, drive_in_online_game_get_chat (host_game), 5000);
  g_assert_true (has_string (drive_in_online_game_get_chat (host_game),
                             "guest@test: Good game  <b>bold</b>"));
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_online_game_get_chat (game)), ==, 1);
  {
    g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

    collect_texts (GTK_WIDGET (o.sides[0].fixture.window), texts);
    g_assert_true (g_ptr_array_find_with_equal_func (texts,
                                                     "guest@test: Good game  <b>bold</b>",
                                                     g_str_equal, NULL));
  }
  online_tear_down (&o);
  g_settings_reset (settings, "online-lobby");
}

/* What a window shows now, as a PNG at @path (the widget tree rendered as on screen). */
static void
save_window (GtkWindow  *window,
             const char *path)
{
  GtkWidget *widget = GTK_WIDGET (window);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* A link of the test server's account @user (build-aux/online-test-server's accounts). */
static DriveInOnlineTransport *
xmpp_link (const char *user)
{
  g_autofree char *address = g_strdup_printf ("%s@%s", user, g_getenv ("DRIVE_IN_XMPP_DOMAIN"));
  g_autofree char *password = g_strdup_printf ("%s-secret", user);
  g_autoptr(GError) error = NULL;
  guint64 port = 0;
  DriveInXmppTransport *link = drive_in_xmpp_transport_new (address, password, &error);

  g_assert_no_error (error);
  g_assert_true (g_ascii_string_to_unsigned (g_getenv ("DRIVE_IN_XMPP_PORT"), 10, 1, 65535,
                                             &port, NULL));
  drive_in_xmpp_transport_set_server (link, "127.0.0.1", (guint16) port);
  drive_in_xmpp_transport_set_ca_file (link, g_getenv ("DRIVE_IN_XMPP_CA"));
  drive_in_xmpp_transport_connect (link);
  return DRIVE_IN_ONLINE_TRANSPORT (link);
}

/* The app's path over a real server (build-aux/online-test-server run): alice hosts a
 * table of DRIVE_IN_ONLINE_APP_GAME (Groo by default) through the Play Online dialog, bob
 * joins it by the room's address, and both play through their tables, each checked
 * against the oracle. With DRIVE_IN_SHOTS_DIR set, each window is saved there as a PNG. */
static void
test_xmpp_dialogs (void)
{
  const char *game_id = g_getenv ("DRIVE_IN_ONLINE_APP_GAME");
  const char *shots = g_getenv ("DRIVE_IN_SHOTS_DIR");
  g_autoptr(DriveInOnlineTransport) host_referee = NULL;
  g_autoptr(DriveInOnlineTransport) host_seat = NULL;
  g_autoptr(DriveInOnlineTransport) guest_seat = NULL;
  g_autofree char *room = NULL;
  g_autofree char *host_account = NULL;
  g_autofree char *guest_account = NULL;
  DriveInOnlineDialog *dialog, *guest_dialog;
  AdwComboRow *game_row;
  GListModel *games;
  const char *label;
  guint index = G_MAXUINT;
  Online o;

  if (g_getenv ("DRIVE_IN_XMPP_PORT") == NULL)
    {
      g_test_skip ("no test server: run under build-aux/online-test-server run");
      return;
    }
  if (game_id == NULL)
    game_id = GROO_GAME_ID;
  memset (&o, 0, sizeof o);
  o.rules = game_rules_lookup (game_id);
  g_assert_nonnull (o.rules);
  label = drive_in_game_info_get_label (drive_in_game_info_lookup (game_id));
  host_referee = xmpp_link ("alice");
  host_seat = xmpp_link ("alice");
  guest_seat = xmpp_link ("bob");
  host_account = g_strdup_printf ("alice@%s", g_getenv ("DRIVE_IN_XMPP_DOMAIN"));
  guest_account = g_strdup_printf ("bob@%s", g_getenv ("DRIVE_IN_XMPP_DOMAIN"));
  room = g_strdup_printf ("drive-in-app-%08x@%s", g_random_int (),
                          g_getenv ("DRIVE_IN_XMPP_ROOMS"));
  for (guint s = 0; s < 2; s++)
    drive_in_table_fixture_set_up (&o.sides[s].fixture, app);

  /* bob has Play Online open and is signed in: the host's invitation reaches it over the
   * server as it is sent (not one kept for its next sign-in). */
  guest_dialog = online_dialog_open (o.sides[1].fixture.table, NULL);
  drive_in_online_dialog_set_links (guest_dialog, guest_seat, NULL, guest_account);
  drive_in_test_wait_until (link_online, guest_seat, 30000);
  dialog = online_dialog_open (o.sides[0].fixture.table, guest_dialog);
  drive_in_online_dialog_set_links (dialog, host_seat, host_referee, host_account);
  gtk_editable_set_text (online_dialog_child (dialog, "invite_row"), guest_account);
  game_row = online_dialog_child (dialog, "game_row");
  games = adw_combo_row_get_model (game_row);
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (games), i), label))
      index = i;
  g_assert_cmpuint (index, !=, G_MAXUINT);
  adw_combo_row_set_selected (game_row, index);
  gtk_spin_button_set_value (online_dialog_child (dialog, "seats_spin"), 2);
  gtk_editable_set_text (online_dialog_child (dialog, "room_row"), room);
  online_dialog_click (dialog, "start_button");
  drive_in_test_wait_until (online_table_is_remote, o.sides[0].fixture.table, 30000);

  /* bob joins from the invitation, in one click. */
  {
    gpointer pair[2] = { guest_dialog, room };

    drive_in_test_wait_until (invited, pair, 30000);
  }
  g_signal_emit_by_name (invitation_button (guest_dialog, room), "clicked");
  drive_in_test_wait_until (tables_online, &o, 30000);

  for (guint s = 0; s < 2; s++)
    {
      Side *side = &o.sides[s];
      DriveInOnlineGame *game = g_object_get_data (G_OBJECT (side->fixture.table),
                                                   "drive-in-online-game");

      side->seat = g_object_ref (drive_in_online_game_get_seat (game));
      side->client = g_object_ref (drive_in_online_seat_get_client (side->seat));
      g_assert_cmpuint (drive_in_seat_client_get_seat (side->client), ==, s);
      if (s == 0)
        o.referee = g_object_ref (drive_in_online_host_get_referee (
                                    drive_in_online_game_get_host (game)));
    }
  if (g_str_equal (game_id, GROS_GAME_ID))
    {
      /* Each Title named at its table shows at the other through the room. */
      char *named[2] = { NULL, NULL };
      gpointer data[3] = { &o, NULL, NULL };

      name_titles (&o, named);
      data[1] = named[0];
      data[2] = named[1];
      drive_in_test_wait_until (titles_shared, data, 30000);
      g_free (named[0]);
      g_free (named[1]);
    }
  play_tables (&o, 2808, 24);
  /* Each table at the default window size and a large one. */
  if (shots != NULL)
    for (guint z = 0; z < 2; z++)
      for (guint s = 0; s < 2; s++)
        {
          int width = z == 0 ? 1100 : 1600, height = z == 0 ? 760 : 1000;
          g_autofree char *name = g_strdup_printf ("onlineapp-%s-%s-%dx%d.png", game_id,
                                                   s == 0 ? "host" : "guest", width, height);
          g_autofree char *path = g_build_filename (shots, name, NULL);

          gtk_window_set_default_size (o.sides[s].fixture.window, width, height);
          drive_in_test_iterate (300);
          check_chat_in_bar (o.sides[s].fixture.table);
          save_window (o.sides[s].fixture.window, path);
          g_test_message ("saved %s", path);
        }
  online_tear_down (&o);
  drive_in_xmpp_transport_disconnect (DRIVE_IN_XMPP_TRANSPORT (host_seat));
  drive_in_xmpp_transport_disconnect (DRIVE_IN_XMPP_TRANSPORT (host_referee));
  drive_in_xmpp_transport_disconnect (DRIVE_IN_XMPP_TRANSPORT (guest_seat));
  drive_in_test_iterate (200);
}

/* GROS's Title words from the network are refused unless they fit the view: as many as it
 * has, each a word of text; a view refused keeps its words. */
static void
test_gros_words_refused (void)
{
  const GameRules *rules = game_rules_lookup (GROS_GAME_ID);
  g_autofree char *overlong = g_strnfill (65, 'a');
  Online o;
  GameSession *session;
  GrosGame *view;
  gpointer db;
  guint n = 0;

  online_set_up (&o, rules, 2809);
  session = drive_in_game_play_get_session (drive_in_online_seat_get_play (o.sides[1].seat));
  view = g_memdup2 (game_session_get_view (session), rules->state_size);
  db = (gpointer) drive_in_seat_client_get_db (o.sides[1].client);
  for (guint s = 0; s < view->n_seats; s++)
    n += view->seats[s].n_title_words;
  g_assert_cmpuint (n, >=, 2);
  {
    g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
    g_auto(GStrv) fitting = NULL, fewer = NULL, blank = NULL, spaced = NULL, control = NULL,
                  longer = NULL;
    uint16_t before = view->seats[0].title_words[0];

    for (guint i = 0; i < n; i++)
      g_strv_builder_add (builder, "Zombie");
    fitting = g_strv_builder_end (builder);
    fewer = g_strdupv (fitting);
    g_free (fewer[n - 1]);
    fewer[n - 1] = NULL;
    blank = g_strdupv (fitting);
    g_free (blank[1]);
    blank[1] = g_strdup ("");
    spaced = g_strdupv (fitting);
    g_free (spaced[1]);
    spaced[1] = g_strdup ("Two words");
    control = g_strdupv (fitting);
    g_free (control[1]);
    control[1] = g_strdup ("Bad\x01");
    longer = g_strdupv (fitting);
    g_free (longer[1]);
    longer[1] = g_strdup (overlong);
    g_assert_false (rules->views.view_set_words (view, db, NULL));
    g_assert_false (rules->views.view_set_words (view, db, (const char * const *) fewer));
    g_assert_false (rules->views.view_set_words (view, db, (const char * const *) blank));
    g_assert_false (rules->views.view_set_words (view, db, (const char * const *) spaced));
    g_assert_false (rules->views.view_set_words (view, db, (const char * const *) control));
    g_assert_false (rules->views.view_set_words (view, db, (const char * const *) longer));
    g_assert_cmpuint (view->seats[0].title_words[0], ==, before);
    g_assert_true (rules->views.view_set_words (view, db, (const char * const *) fitting));
    g_assert_cmpstr (gros_card_db_word (db, view->seats[1].title_words[0]), ==, "Zombie");
  }
  g_free (view);
  online_tear_down (&o);
}

/* A seat's table plays; it does not keep, undo or replay what the referee keeps. */
static void
test_remote_refuses (void)
{
  Online o;
  DriveInGamePlay *play;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  GameSession *session;

  online_set_up (&o, game_rules_lookup (GROO_GAME_ID), 2804);
  play = drive_in_online_seat_get_play (o.sides[1].seat);
  session = drive_in_game_play_get_session (play);
  g_assert_true (drive_in_game_play_is_remote (play));
  g_assert_true (game_session_is_remote (session));
  g_assert_cmpint (drive_in_game_play_get_viewer (play), ==, 1);
  g_assert_false (drive_in_game_play_can_undo (play));
  g_assert_null (game_session_get_record (session));
  g_assert_false (game_session_preview (session, NULL, 0, NULL, NULL));
  path = g_build_filename (g_get_tmp_dir (), "drive-in-online-app-save.json", NULL);
  file = g_file_new_for_path (path);
  g_assert_false (drive_in_game_play_save (play, file, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  g_assert_null (drive_in_game_play_new_replay (play, &error));
  g_assert_nonnull (error);
  online_tear_down (&o);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/drive-in/online/app/groo", test_online_groo);
  g_test_add_func ("/drive-in/online/app/grotto", test_online_grotto);
  g_test_add_func ("/drive-in/online/app/gruff", test_online_gruff);
  g_test_add_func ("/drive-in/online/app/gros", test_online_gros);
  g_test_add_func ("/drive-in/online/app/gros-words-refused", test_gros_words_refused);
  g_test_add_func ("/drive-in/online/app/remote-refuses", test_remote_refuses);
  g_test_add_func ("/drive-in/online/app/host-and-join", test_host_and_join);
  g_test_add_func ("/drive-in/online/app/play-online-dialogs", test_play_online_dialogs);
  g_test_add_func ("/drive-in/online/app/xmpp-dialogs", test_xmpp_dialogs);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
