/* drive-in-online-seat.c: one seat of an online table in the app: a seat client feeding a
 * remote GameSession, the session's chosen actions sent back through the client. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include "drive-in-online-seat.h"

struct _DriveInOnlineSeat
{
  GObject            parent_instance;

  DriveInSeatClient *client;
  DriveInCatalog    *catalog;
  GameSession       *session;   /* made with the first view */
  DriveInGamePlay   *play;
  gulong             changed_id;
  gulong             failed_id;
};

G_DEFINE_FINAL_TYPE (DriveInOnlineSeat, drive_in_online_seat, G_TYPE_OBJECT)

enum
{
  SIGNAL_READY,
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
drive_in_online_seat_dispose (GObject *object)
{
  DriveInOnlineSeat *self = DRIVE_IN_ONLINE_SEAT (object);

  if (self->client != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->client);
      g_clear_signal_handler (&self->failed_id, self->client);
    }
  if (self->play != NULL)
    drive_in_game_play_stop (self->play);
  g_clear_object (&self->play);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->client);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (drive_in_online_seat_parent_class)->dispose (object);
}

static void
drive_in_online_seat_class_init (DriveInOnlineSeatClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = drive_in_online_seat_dispose;

  signals[SIGNAL_READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
drive_in_online_seat_init (DriveInOnlineSeat *self)
{
}

/* The person chose: the choice goes to the referee, whose next view says what happened. */
static void
on_remote_play_cb (GameSession       *session,
                   guint              index,
                   DriveInOnlineSeat *self)
{
  g_autoptr(GError) error = NULL;

  if (!drive_in_seat_client_play (self->client, index, &error))
    g_message ("The choice could not be sent: %s", error->message);
}

static void
on_client_changed_cb (DriveInSeatClient *client,
                      DriveInOnlineSeat *self)
{
  const GameRules *rules = drive_in_seat_client_get_rules (client);
  gconstpointer view = drive_in_seat_client_get_view (client);
  const GameAction *choices = NULL;
  guint n_choices;
  gboolean first = self->session == NULL;

  if (rules == NULL || view == NULL)
    return;
  if (first)
    {
      /* A spectator's session is of the public view (G_MAXUINT: no seat). */
      guint seat = drive_in_seat_client_is_spectator (client)
                   ? G_MAXUINT : drive_in_seat_client_get_seat (client);

      self->session = game_session_new_remote (self->catalog, rules, seat);
      g_signal_connect (self->session, "remote-play", G_CALLBACK (on_remote_play_cb), self);
    }
  n_choices = drive_in_seat_client_get_choices (client, NULL, &choices);
  game_session_set_remote (self->session, drive_in_seat_client_get_db (client), view,
                           drive_in_seat_client_get_position (client),
                           drive_in_seat_client_get_lines (client),
                           drive_in_seat_client_get_first_line (client), choices, n_choices);
  if (first)
    {
      self->play = drive_in_game_play_new_remote (self->catalog, self->session);
      g_signal_emit (self, signals[SIGNAL_READY], 0);
    }
}

static void
on_client_failed_cb (DriveInSeatClient *client,
                     const char        *reason,
                     DriveInOnlineSeat *self)
{
  g_signal_emit (self, signals[SIGNAL_FAILED], 0, reason);
}

DriveInOnlineSeat *
drive_in_online_seat_new (DriveInSeatClient *client,
                          DriveInCatalog    *catalog)
{
  DriveInOnlineSeat *self;

  g_return_val_if_fail (DRIVE_IN_IS_SEAT_CLIENT (client), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);

  self = g_object_new (DRIVE_IN_TYPE_ONLINE_SEAT, NULL);
  self->client = g_object_ref (client);
  self->catalog = g_object_ref (catalog);
  self->changed_id = g_signal_connect (client, "changed", G_CALLBACK (on_client_changed_cb),
                                       self);
  self->failed_id = g_signal_connect (client, "failed", G_CALLBACK (on_client_failed_cb), self);
  /* A client that has its view already. */
  on_client_changed_cb (client, self);
  return self;
}

DriveInSeatClient *
drive_in_online_seat_get_client (DriveInOnlineSeat *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_SEAT (self), NULL);
  return self->client;
}

DriveInGamePlay *
drive_in_online_seat_get_play (DriveInOnlineSeat *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_SEAT (self), NULL);
  return self->play;
}

GameSession *
drive_in_online_seat_get_session (DriveInOnlineSeat *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_SEAT (self), NULL);
  return self->session;
}
