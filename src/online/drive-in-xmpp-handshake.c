/* drive-in-xmpp-handshake.c: libstrophe's sign-in on a thread of its own. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <errno.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include "drive-in-xmpp-handshake.h"

/* How long one run of libstrophe waits for its socket: its own timers (the connect and
 * negotiation time-outs) run between two. */
#define RUN_WAIT_MS 50

/* libstrophe 0.12's SHA-1, which SCRAM-SHA-1 uses, works in one static buffer: two sign-ins
 * computing at once spoiled each other's proof and both were refused (seen with three). Past
 * TLS, where SASL happens, a handshake runs libstrophe only while holding this; it waits for
 * its socket without it. */
static GMutex past_tls_lock;

/* The handshakes whose thread still runs, for a program about to end (finish_all). */
G_LOCK_DEFINE_STATIC (running);
static GPtrArray *running;

struct _DriveInXmppHandshake
{
  xmpp_ctx_t              *ctx;
  xmpp_conn_t             *conn;
  GThread                 *thread;
  GMainContext            *context;
  DriveInXmppHandshakeDone done;
  gpointer                 user_data;
  GSource                 *limit;
  /* Our own descriptor of the socket: shutting it down ends a handshake stuck in TLS, and it
   * cannot have become another file meanwhile (libstrophe closes its own on failure). */
  int                      sock;

  /* Touched by the thread only, until it has stopped. */
  GQueue                   items;  /* DriveInXmppHandshakeItem */
  gboolean                 ended;
  gboolean                 reached_tcp;
  gboolean                 reached_tls;

  GMutex                   lock;   /* between the thread's end and the limit */
  gboolean                 stopped;
  gboolean                 timed_out;
};

void
drive_in_xmpp_handshake_item_free (DriveInXmppHandshakeItem *item)
{
  if (item == NULL)
    return;
  if (item->stanza != NULL)
    xmpp_stanza_release (item->stanza);
  g_free (item->stream_error_text);
  g_free (item);
}

void
drive_in_xmpp_handshake_note_event (DriveInXmppHandshake *self,
                                    xmpp_conn_event_t     event,
                                    int                   error,
                                    xmpp_stream_error_t  *stream_error)
{
  DriveInXmppHandshakeItem *item = g_new0 (DriveInXmppHandshakeItem, 1);

  item->event = event;
  item->error = error;
  if (stream_error != NULL)
    {
      item->stream_error = TRUE;
      item->stream_error_type = stream_error->type;
      item->stream_error_text = g_strdup (stream_error->text);
    }
  g_queue_push_tail (&self->items, item);
  self->ended = TRUE;
}

void
drive_in_xmpp_handshake_note_stanza (DriveInXmppHandshake *self,
                                     xmpp_stanza_t        *stanza)
{
  DriveInXmppHandshakeItem *item = g_new0 (DriveInXmppHandshakeItem, 1);

  item->stanza = xmpp_stanza_clone (stanza);
  g_queue_push_tail (&self->items, item);
}

static gboolean
on_stopped (gpointer data)
{
  DriveInXmppHandshake *self = data;

  g_clear_pointer (&self->limit, g_source_destroy);
  self->done (self, self->user_data);
  return G_SOURCE_REMOVE;
}

static gpointer
run (gpointer data)
{
  DriveInXmppHandshake *self = data;
  g_autoptr(GSource) idle = g_idle_source_new ();

  /* Every event ends it, and libstrophe always ends a connect with one (its time-outs
   * included), but for a TLS handshake left hanging: the limit is for that. */
  while (!self->ended)
    {
      if (self->sock >= 0 && xmpp_conn_is_secured (self->conn))
        {
          struct pollfd ready = { .fd = self->sock, .events = POLLIN };

          /* TLS may hold what the socket no longer signals: the wait is short. */
          (void) poll (&ready, 1, RUN_WAIT_MS);
          g_mutex_lock (&past_tls_lock);
          xmpp_run_once (self->ctx, 0);
          g_mutex_unlock (&past_tls_lock);
        }
      else
        xmpp_run_once (self->ctx, RUN_WAIT_MS);
      if (xmpp_conn_is_connected (self->conn))
        self->reached_tcp = TRUE;
      if (xmpp_conn_is_secured (self->conn))
        self->reached_tls = TRUE;
    }
  g_mutex_lock (&self->lock);
  self->stopped = TRUE;
  g_mutex_unlock (&self->lock);
  G_LOCK (running);
  g_ptr_array_remove_fast (running, self);
  G_UNLOCK (running);
  g_source_set_priority (idle, G_PRIORITY_DEFAULT);
  g_source_set_callback (idle, on_stopped, self, NULL);
  g_source_attach (idle, self->context);
  return NULL;
}

static gboolean
on_limit (gpointer data)
{
  DriveInXmppHandshake *self = data;

  /* As a source it is gone after this; called from finish_all it stays for on_stopped. */
  if (g_main_current_source () == self->limit)
    self->limit = NULL;
  g_mutex_lock (&self->lock);
  if (!self->stopped)
    {
      self->timed_out = TRUE;
      if (shutdown (self->sock, SHUT_RDWR) != 0)
        g_debug ("Could not end the sign-in: %s", g_strerror (errno));
    }
  g_mutex_unlock (&self->lock);
  return G_SOURCE_REMOVE;
}

DriveInXmppHandshake *
drive_in_xmpp_handshake_start (xmpp_ctx_t               *ctx,
                               xmpp_conn_t              *conn,
                               int                       sock,
                               guint                     limit_ms,
                               GMainContext             *context,
                               DriveInXmppHandshakeDone  done,
                               gpointer                  user_data)
{
  DriveInXmppHandshake *self = g_new0 (DriveInXmppHandshake, 1);
  g_autoptr(GSource) limit = g_timeout_source_new (limit_ms);

  self->ctx = ctx;
  self->conn = conn;
  self->context = g_main_context_ref (context);
  self->done = done;
  self->user_data = user_data;
  self->sock = sock >= 0 ? dup (sock) : -1;
  g_queue_init (&self->items);
  g_mutex_init (&self->lock);
  if (self->sock >= 0)
    {
      g_source_set_callback (limit, on_limit, self, NULL);
      g_source_attach (limit, context);
      self->limit = limit;
    }
  G_LOCK (running);
  if (running == NULL)
    running = g_ptr_array_new ();
  g_ptr_array_add (running, self);
  G_UNLOCK (running);
  self->thread = g_thread_new ("drive-in xmpp", run, self);
  return self;
}

static guint
n_running (void)
{
  guint n;

  G_LOCK (running);
  n = running != NULL ? running->len : 0;
  G_UNLOCK (running);
  return n;
}

void
drive_in_xmpp_handshake_finish_all (guint wait_ms)
{
  gint64 give_up = g_get_monotonic_time () + wait_ms * (gint64) 1000;

  while (n_running () > 0 && g_get_monotonic_time () < give_up)
    g_usleep (10 * 1000);
  G_LOCK (running);
  for (guint i = 0; running != NULL && i < running->len; i++)
    on_limit (running->pdata[i]);
  G_UNLOCK (running);
  /* A shut socket ends libstrophe's wait at once. */
  give_up = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  while (n_running () > 0 && g_get_monotonic_time () < give_up)
    g_usleep (10 * 1000);
}

gboolean
drive_in_xmpp_handshake_reached_tcp (DriveInXmppHandshake *self)
{
  return self->reached_tcp;
}

gboolean
drive_in_xmpp_handshake_reached_tls (DriveInXmppHandshake *self)
{
  return self->reached_tls;
}

gboolean
drive_in_xmpp_handshake_timed_out (DriveInXmppHandshake *self)
{
  return self->timed_out;
}

DriveInXmppHandshakeItem *
drive_in_xmpp_handshake_pop (DriveInXmppHandshake *self)
{
  return g_queue_pop_head (&self->items);
}

void
drive_in_xmpp_handshake_free (DriveInXmppHandshake *self)
{
  if (self == NULL)
    return;
  g_thread_join (self->thread);
  g_clear_pointer (&self->limit, g_source_destroy);
  if (self->sock >= 0)
    close (self->sock);
  g_queue_clear_full (&self->items, (GDestroyNotify) drive_in_xmpp_handshake_item_free);
  g_mutex_clear (&self->lock);
  g_main_context_unref (self->context);
  g_free (self);
}
