/* test-online-invite.c: invitations reach the app with Play Online closed: the account
 * signed in for them (Preferences → Online) shows each as a toast with Join, and Join
 * seats the person at the table on that same link. Run over a real server
 * (build-aux/online-test-server run); skipped without one. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-lazy-page.h"
#include "drive-in-online-dialog.h"
#include "drive-in-online-game.h"
#include "drive-in-online-listener.h"
#include "drive-in-online-loopback.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "drive-in-window.h"
#include "drive-in-xmpp-transport.h"
#include "groo-game-id.h"
#include "table-test-util.h"

static DriveInApplication *app;

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

static gboolean
link_online (gpointer data)
{
  return drive_in_online_transport_get_link_state (data) == DRIVE_IN_ONLINE_LINK_ONLINE;
}

/* Whether a Play Online dialog is open. */
static gboolean
dialog_open (void)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (DRIVE_IN_IS_ONLINE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return TRUE;
    }
  return FALSE;
}

/* The buttons of @window that join a table (a toast's Join), for @room (NULL: any). */
static GPtrArray *
join_buttons (GtkWindow  *window,
              const char *room)
{
  g_autoptr(GPtrArray) buttons = drive_in_test_find_widgets (GTK_WIDGET (window),
                                                             GTK_TYPE_BUTTON);
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < buttons->len; i++)
    {
      GVariant *target = gtk_actionable_get_action_target_value (buttons->pdata[i]);

      if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "app.join-table") == 0
          && target != NULL && g_variant_is_of_type (target, G_VARIANT_TYPE_STRING)
          && (room == NULL || g_str_equal (g_variant_get_string (target, NULL), room)))
        g_ptr_array_add (found, buttons->pdata[i]);
    }
  return found;
}

static gboolean
toast_shown (gpointer data)
{
  gpointer *pair = data;
  g_autoptr(GPtrArray) found = join_buttons (pair[0], pair[1]);

  return found->len > 0 && gtk_widget_get_mapped (found->pdata[0]);
}

/* Whether some label of @window shows a text with both @a and @b. */
static gboolean
shows_text (GtkWindow  *window,
            const char *a,
            const char *b)
{
  g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (GTK_WIDGET (window),
                                                            GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = gtk_label_get_text (labels->pdata[i]);

      if (strstr (text, a) != NULL && strstr (text, b) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The window's table, once built. */
static DriveInTable *
window_table (DriveInWindow *window)
{
  GtkWidget *page = adw_view_stack_get_child_by_name (drive_in_window_get_view_stack (window),
                                                      "table");
  GtkWidget *table = drive_in_lazy_page_get_child (DRIVE_IN_LAZY_PAGE (page));

  return table != NULL ? DRIVE_IN_TABLE (table) : NULL;
}

static gboolean
window_table_online (gpointer data)
{
  DriveInTable *table = window_table (data);
  DriveInGamePlay *play = table != NULL ? drive_in_table_get_play (table) : NULL;

  return play != NULL && drive_in_game_play_is_remote (play);
}

static void
on_invitation_cb (DriveInOnlineListener *listener,
                  const char            *who,
                  const char            *room,
                  const char            *line,
                  guint                 *n_invitations)
{
  g_assert_true (g_utf8_validate (who, -1, NULL) && g_utf8_validate (line, -1, NULL));
  (*n_invitations)++;
}

static gboolean
play_begun (gpointer data)
{
  return drive_in_game_play_get_waiting_for (data) == NULL;
}

static gboolean
host_ready (gpointer data)
{
  return drive_in_online_game_get_play (data) != NULL;
}

/* alice hosts a Groo table and invites bob; bob's app is signed in for invitations (as the
 * Online preferences' switch has it) and has no Play Online dialog open. The invitation
 * shows in bob's window as a toast with Join; Join seats bob, on the listening link (this
 * test's keyring holds no password: a second sign-in would fail). A malformed or repeated
 * invitation shows nothing more. */
static void
test_invitation_toast (void)
{
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  DriveInOnlineListener *listener = drive_in_application_get_online_listener (app);
  g_autoptr(DriveInOnlineTransport) bob_link = NULL;
  g_autoptr(DriveInOnlineTransport) alice_seat = NULL;
  g_autoptr(DriveInOnlineTransport) alice_referee = NULL;
  g_autoptr(DriveInOnlineGame) host = NULL;
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(GPtrArray) buttons = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *room = NULL;
  g_autofree char *alice = NULL;
  g_autofree char *bob = NULL;
  const char *invited[2] = { NULL, NULL };
  DriveInOnlineGame *game;
  DriveInSeatClient *client;
  DriveInWindow *window;
  DriveInTable *table;
  guint n_invitations = 0;
  gulong handler;

  if (g_getenv ("DRIVE_IN_XMPP_PORT") == NULL)
    {
      g_test_skip ("no test server: run under build-aux/online-test-server run");
      return;
    }
  g_assert_nonnull (listener);
  /* Off by default: nothing signed in without the person's say. */
  g_assert_null (drive_in_online_listener_get_link (listener));
  alice = g_strdup_printf ("alice@%s", g_getenv ("DRIVE_IN_XMPP_DOMAIN"));
  bob = g_strdup_printf ("bob@%s", g_getenv ("DRIVE_IN_XMPP_DOMAIN"));
  room = g_strdup_printf ("drive-in-invite-%08x@%s", g_random_int (),
                          g_getenv ("DRIVE_IN_XMPP_ROOMS"));

  /* bob's app: its main window, signed in for invitations. */
  window = drive_in_window_new (app);
  drive_in_test_show_window (GTK_WINDOW (window));
  bob_link = xmpp_link ("bob");
  drive_in_online_listener_set_link (listener, bob_link, bob);
  handler = g_signal_connect (listener, "invitation", G_CALLBACK (on_invitation_cb),
                              &n_invitations);
  drive_in_test_wait_until (link_online, bob_link, 30000);
  g_assert_true (drive_in_online_listener_get_online_link (listener) == bob_link);

  /* Invitations from the network are checked: none of these shows anything. */
  g_signal_emit_by_name (bob_link, "invitation-received", "mallory@test/x", "not a room",
                         NULL);
  g_signal_emit_by_name (bob_link, "invitation-received", "mallory@test/x",
                         "bad room/name@rooms.test", "hi");
  drive_in_test_iterate (50);
  g_assert_cmpuint (n_invitations, ==, 0);
  buttons = join_buttons (GTK_WINDOW (window), NULL);
  g_assert_cmpuint (buttons->len, ==, 0);
  g_clear_pointer (&buttons, g_ptr_array_unref);

  /* alice hosts and invites bob (XEP-0249, over the server). */
  alice_seat = xmpp_link ("alice");
  alice_referee = xmpp_link ("alice");
  record = drive_in_test_random_record (game_rules_lookup (GROO_GAME_ID), catalog, NULL, 2,
                                        2811);
  invited[0] = bob;
  host = drive_in_online_game_new_host (catalog, alice_seat, alice_referee, alice, record, room,
                                        invited, -1, &error);
  g_assert_no_error (error);
  drive_in_online_game_start (host);
  {
    gpointer pair[2] = { window, room };

    drive_in_test_wait_until (toast_shown, pair, 30000);
  }
  g_assert_false (dialog_open ());
  /* alice's own seat sees the dealt table, and its bar waits for the players, not for
   * "Seat 1 (you)" to think: bob has not come. */
  drive_in_test_wait_until (host_ready, host, 30000);
  g_assert_cmpstr (drive_in_game_play_get_waiting_for (drive_in_online_game_get_play (host)), ==,
                   "Waiting for the players: the game begins when every seat is taken…");
  /* Who invites, and to which table. */
  g_assert_true (shows_text (GTK_WINDOW (window), alice, room));
  g_assert_cmpuint (n_invitations, ==, 1);
  /* The same invitation again: still one toast. */
  g_signal_emit_by_name (bob_link, "invitation-received", alice, room, NULL);
  drive_in_test_iterate (50);
  g_assert_cmpuint (n_invitations, ==, 1);
  buttons = join_buttons (GTK_WINDOW (window), room);
  g_assert_cmpuint (buttons->len, ==, 1);

  /* Join: the Table page, Play Online joining the table, bob's seat shown. */
  g_signal_emit_by_name (buttons->pdata[0], "clicked");
  drive_in_test_wait_until (window_table_online, window, 30000);
  drive_in_test_wait_until (host_ready, host, 30000);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (
                     drive_in_window_get_view_stack (window)), ==, "table");
  table = window_table (window);
  game = g_object_get_data (G_OBJECT (table), "drive-in-online-game");
  g_assert_nonnull (game);
  g_assert_false (drive_in_online_game_is_watching (game));
  g_assert_null (drive_in_online_game_get_host (game));
  g_assert_cmpstr (drive_in_online_game_get_room (game), ==, room);
  client = drive_in_online_seat_get_client (drive_in_online_game_get_seat (game));
  g_assert_cmpuint (drive_in_seat_client_get_seat (client), ==, 1);
  g_assert_cmpint (drive_in_game_play_get_viewer (drive_in_table_get_play (table)), ==, 1);
  /* Every seat taken: the game has begun at both tables. */
  drive_in_test_wait_until (play_begun, drive_in_online_game_get_play (host), 30000);
  drive_in_test_wait_until (play_begun, drive_in_table_get_play (table), 30000);
  /* One connection: bob's link never went down and up again for the table. */
  g_assert_cmpuint (drive_in_xmpp_transport_get_online_count (
                      DRIVE_IN_XMPP_TRANSPORT (bob_link)), ==, 1);
  g_test_message ("bob joined %s from the toast", room);

  g_signal_handler_disconnect (listener, handler);
  gtk_window_destroy (GTK_WINDOW (window));
  drive_in_online_listener_set_link (listener, NULL, NULL);
  g_assert_null (drive_in_online_listener_get_link (listener));
  g_clear_object (&host);
  drive_in_xmpp_transport_disconnect (DRIVE_IN_XMPP_TRANSPORT (alice_seat));
  drive_in_xmpp_transport_disconnect (DRIVE_IN_XMPP_TRANSPORT (alice_referee));
  drive_in_xmpp_transport_disconnect (DRIVE_IN_XMPP_TRANSPORT (bob_link));
  drive_in_test_iterate (200);
}

static void
on_game_failed_cb (DriveInOnlineGame *game,
                   const char        *reason,
                   char             **out_reason)
{
  g_free (*out_reason);
  *out_reason = g_strdup (reason);
}

static gboolean
has_reason (gpointer data)
{
  return *(char **) data != NULL;
}

/* A room on a server that has no such room service: the host is told, not left waiting for
 * players who could never come. */
static void
test_host_room_refused (void)
{
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  g_autofree char *alice = NULL;
  g_autofree char *room = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(DriveInOnlineTransport) seat = NULL;
  g_autoptr(DriveInOnlineTransport) referee = NULL;
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(DriveInOnlineGame) host = NULL;
  g_autoptr(GError) error = NULL;

  if (g_getenv ("DRIVE_IN_XMPP_PORT") == NULL)
    {
      g_test_skip ("no test server (run through build-aux/online-test-server)");
      return;
    }
  alice = g_strdup_printf ("alice@%s", g_getenv ("DRIVE_IN_XMPP_DOMAIN"));
  /* The test server's rooms are at DRIVE_IN_XMPP_ROOMS; this service does not exist. */
  room = g_strdup_printf ("table@nowhere.%s", g_getenv ("DRIVE_IN_XMPP_DOMAIN"));
  seat = xmpp_link ("alice");
  referee = xmpp_link ("alice");
  record = drive_in_test_random_record (game_rules_lookup (GROO_GAME_ID), catalog, NULL, 2, 9);
  host = drive_in_online_game_new_host (catalog, seat, referee, alice, record, room, NULL, -1,
                                        &error);
  g_assert_no_error (error);
  g_signal_connect (host, "failed", G_CALLBACK (on_game_failed_cb), &reason);
  drive_in_online_game_start (host);
  drive_in_test_wait_until (has_reason, &reason, 30000);
  g_test_message ("%s", reason != NULL ? reason : "(no failure)");
  g_assert_nonnull (reason);
  g_assert_nonnull (strstr (reason, room));
  g_signal_handlers_disconnect_by_data (host, &reason);
}

/* The addresses a host invites are checked before anything is sent: a typo, the host, a
 * name twice or more people than seats is said, not a seat left waiting for nobody. */
static void
test_host_invites_checked (void)
{
  static const struct
  {
    const char *invited;
    const char *says;   /* NULL: accepted */
  } cases[] = {
    { "bob2localhost", "“bob2localhost” is not an address to invite" },
    { "bob@localhost/phone", "is not an address to invite" },
    { "bob@", "is not an address to invite" },
    { "alice@localhost", "alice@localhost is you" },
    { "bob@localhost, BOB@localhost", "BOB@localhost is invited twice" },
    { "bob@localhost, carol@localhost, dave@localhost", "3 people invited for 2 other seats" },
    { "bob@localhost, carol@localhost,", NULL },
    { "", NULL },
  };
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  g_autoptr(DriveInOnlineLoopback) seat = drive_in_online_loopback_new (NULL,
                                                                         "alice@localhost/a");
  g_autoptr(DriveInOnlineLoopback) referee = drive_in_online_loopback_new (seat,
                                                                            "alice@localhost/r");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GameRecord) record = drive_in_test_random_record (
        game_rules_lookup (GROO_GAME_ID), catalog, NULL, 3, 5);
      g_auto(GStrv) invited = g_strsplit_set (cases[i].invited, ", ", -1);
      g_autoptr(DriveInOnlineGame) host = NULL;
      g_autoptr(GError) error = NULL;

      host = drive_in_online_game_new_host (catalog, DRIVE_IN_ONLINE_TRANSPORT (seat),
                                            DRIVE_IN_ONLINE_TRANSPORT (referee),
                                            "alice@localhost", record,
                                            "table@rooms.localhost",
                                            (const char * const *) invited, -1, &error);
      g_test_message ("%s: %s", cases[i].invited, error != NULL ? error->message : "accepted");
      if (cases[i].says == NULL)
        {
          g_assert_no_error (error);
          g_assert_nonnull (host);
        }
      else
        {
          g_assert_null (host);
          g_assert_nonnull (error);
          g_assert_nonnull (strstr (error->message, cases[i].says));
        }
    }
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

  g_test_add_func ("/drive-in/online/invite/toast-join", test_invitation_toast);
  g_test_add_func ("/drive-in/online/invite/host-invites-checked", test_host_invites_checked);
  g_test_add_func ("/drive-in/online/invite/host-room-refused", test_host_room_refused);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
