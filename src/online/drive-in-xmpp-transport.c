/* drive-in-xmpp-transport.c: DriveInOnlineTransport over XMPP, libstrophe driven by a GSource. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <glib-unix.h>
#include <strophe.h>

#include "drive-in-xmpp-disco.h"
#include "drive-in-xmpp-handshake.h"
#include "drive-in-xmpp-transport-private.h"
#include "drive-in-xmpp-payload.h"
#include "drive-in-xmpp-resolve.h"
#include "drive-in-xmpp-stanza.h"

/* Payloads queued while offline, sent after the next login; older ones give way. */
#define OUTBOX_MAX 256
/* libstrophe reads 4 KiB per run and TLS may hold up to a 16 KiB record that the socket no
 * longer signals: run it this many times per wake-up, and once more after a wake-up by the
 * socket, so that nothing waits in the TLS buffer. */
#define RUNS_PER_WAKEUP 6
/* libstrophe 0.12 leaves out of xmpp_conn_send_queue_len() the stanza it has begun to write,
 * so a write the socket cut short is not seen to wait: a send buffer large enough for any
 * payload makes that rare, and a run each second while online ends any such wait. */
#define SEND_BUFFER_BYTES (256 * 1024)
#define ONLINE_TICK_MS 1000
/* A sign-in the server has not finished by then is cut short (a TLS handshake left hanging
 * would never end by itself). */
#define SIGN_IN_LIMIT_MS (30 * 1000)
/* An invitation the server kept for us longer is to a table long over. */
#define INVITATION_AGE_MAX_S (24 * 60 * 60)

typedef struct
{
  char       *nick;       /* the nick we asked for, then the one the room gave us */
  GHashTable *occupants;  /* occupant address (room/nick) -> its real full address, or NULL
                           * when the room does not show it to us: who we saw come in */
  GSource    *rejoin;     /* a join the room refused, to try again */
  guint       refusals;
} Room;

/* A room its maker has not unlocked yet refuses a join (item-not-found): again soon, then
 * every second (a guest) or half second (a host) while wanted; a guest that made the room by
 * joining first leaves it and comes back each second. Randomly later by up to half: else the
 * host's tries fell in the guest's moment of making it, again and again (seen in CI). */
#define ROOM_JOIN_DELAY_MS 250
#define ROOM_GUEST_DELAY_MS 1000

typedef struct
{
  gboolean  groupchat;
  char     *to;
  char     *payload;
} Pending;

typedef struct
{
  GSource               source;
  DriveInXmppTransport *self;   /* not a reference: the transport destroys the source */
} StropheSource;

struct _DriveInXmppTransport
{
  GObject                 parent_instance;

  char                   *jid;          /* full: the given resource or drive-in-<random> */
  char                   *domain;
  char                   *password;
  char                   *host;         /* NULL: ask DNS */
  guint16                 port;
  char                   *ca_file;
  gboolean                ca_file_given;  /* to libstrophe's connection */
  guint                   min_delay_ms;
  guint                   max_delay_ms;
  guint                   next_delay_ms;

  GMainContext           *context;
  xmpp_ctx_t             *ctx;
  xmpp_conn_t            *conn;
  GSource                *source;
  int                     sock;         /* libstrophe's socket, or -1 */
  gpointer                fd_tag;       /* watched while signed in, and while closing */
  GIOCondition            fd_events;
  guint                   tick_id;      /* while online (ONLINE_TICK_MS) */
  /* A sign-in on its own thread: meanwhile only it touches ctx and conn. */
  DriveInXmppHandshake   *handshake;
  guint                   sign_in_limit_ms;
  guint                   retry_id;
  GCancellable           *resolving;

  DriveInOnlineLinkState  state;
  GError                 *error;
  char                   *bound_jid;
  gboolean                wanted;       /* the user wants to be online */
  gboolean                closing;      /* a deliberate disconnect is under way */
  gboolean                close_when_in; /* disconnect once the sign-in under way ends */
  gboolean                guest;        /* never keeps a room it created (set_creates_rooms) */
  gboolean                kick;         /* run libstrophe at the next iteration */
  /* What this connection attempt got to, to name the failure. */
  gboolean                tcp_up;
  gboolean                tls_up;
  gboolean                timed_out;
  gboolean                cert_failed;
  char                   *cert_error;
  gboolean                online_this_attempt;
  guint                   online_count;

  DriveInXmppDisco       *disco;        /* asking where the server keeps its rooms */
  char                   *room_service; /* its answer, once known */
  GHashTable             *rooms;        /* bare room address -> Room */
  GQueue                  outbox;       /* Pending */
  /* Occupants whose leaving is being told (room/nick -> real address or NULL), so that
   * dup_real_address still answers for them while "presence-changed" runs. */
  GHashTable             *departing;
};

static void drive_in_xmpp_transport_iface_init (DriveInOnlineTransportInterface *iface);

G_DEFINE_TYPE_WITH_CODE (DriveInXmppTransport, drive_in_xmpp_transport, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (DRIVE_IN_TYPE_ONLINE_TRANSPORT,
                                                drive_in_xmpp_transport_iface_init))

G_DEFINE_QUARK (drive-in-xmpp-error-quark, drive_in_xmpp_error)

enum
{
  SIGNAL_INVITATION_RECEIVED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* libstrophe's socket and certificate callbacks carry no user data: find the transport by its
 * libstrophe context (one each). Not by connection: a certificate names its connection only
 * from libstrophe 0.13 on. */
G_LOCK_DEFINE_STATIC (owners);
static GHashTable *owners;  /* xmpp_ctx_t * -> DriveInXmppTransport * */

static void start_attempt (DriveInXmppTransport *self);

static DriveInXmppTransport *
owner_of (xmpp_ctx_t *ctx)
{
  DriveInXmppTransport *self = NULL;

  G_LOCK (owners);
  if (owners != NULL)
    self = g_hash_table_lookup (owners, ctx);
  G_UNLOCK (owners);
  return self;
}

static void
set_owner (xmpp_ctx_t           *ctx,
           DriveInXmppTransport *self)
{
  G_LOCK (owners);
  if (owners == NULL)
    owners = g_hash_table_new (NULL, NULL);
  if (self != NULL)
    g_hash_table_insert (owners, ctx, self);
  else
    g_hash_table_remove (owners, ctx);
  G_UNLOCK (owners);
}

static void
room_free (gpointer data)
{
  Room *room = data;

  if (room->rejoin != NULL)
    {
      g_source_destroy (room->rejoin);
      g_source_unref (room->rejoin);
    }
  g_free (room->nick);
  g_hash_table_unref (room->occupants);
  g_free (room);
}

static void
pending_free (gpointer data)
{
  Pending *p = data;

  g_free (p->to);
  /* The payload may be private: do not leave it in freed memory. */
  if (p->payload != NULL)
    memset (p->payload, 0, strlen (p->payload));
  g_free (p->payload);
  g_free (p);
}

/* libstrophe's debug log shows every byte sent, the SASL exchange included, so only its
 * warnings and errors are passed on, and only to the debug log. */
static void
strophe_log (void            *userdata,
             xmpp_log_level_t level,
             const char      *area,
             const char      *msg)
{
  (void) userdata;
  if (level >= XMPP_LEVEL_WARN)
    g_debug ("libstrophe %s: %s", area, msg);
}

static const xmpp_log_t strophe_logger = { strophe_log, NULL };

static void
set_state (DriveInXmppTransport  *self,
           DriveInOnlineLinkState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_signal_emit_by_name (self, "link-changed");
}

static guint
add_timeout (DriveInXmppTransport *self,
             guint                 ms,
             GSourceFunc           func)
{
  g_autoptr(GSource) source = g_timeout_source_new (ms);
  guint id;

  g_source_set_callback (source, func, self, NULL);
  id = g_source_attach (source, self->context);
  return id;
}

static void
clear_source (DriveInXmppTransport *self,
              guint                *id)
{
  if (*id != 0)
    {
      GSource *source = g_main_context_find_source_by_id (self->context, *id);

      if (source != NULL)
        g_source_destroy (source);
      *id = 0;
    }
}

/* ---- libstrophe on the main loop ---- */

static gboolean
strophe_source_prepare (GSource *source,
                        int     *timeout)
{
  DriveInXmppTransport *self = ((StropheSource *) source)->self;

  *timeout = -1;
  if (self->handshake != NULL)
    return FALSE;
  if (self->fd_tag != NULL && self->conn != NULL)
    {
      GIOCondition cond = G_IO_IN | G_IO_ERR | G_IO_HUP;

      /* Writable matters while the TCP connection is being made and while stanzas wait. */
      if (xmpp_conn_is_connecting (self->conn) || xmpp_conn_send_queue_len (self->conn) > 0)
        cond |= G_IO_OUT;
      /* Only on a change: each modification wakes the main loop up again. */
      if (cond != self->fd_events)
        {
          g_source_modify_unix_fd (source, self->fd_tag, cond);
          self->fd_events = cond;
        }
    }
  return self->kick;
}

static gboolean
strophe_source_check (GSource *source)
{
  DriveInXmppTransport *self = ((StropheSource *) source)->self;

  if (self->handshake != NULL)
    return FALSE;
  if (self->kick)
    return TRUE;
  return self->fd_tag != NULL && g_source_query_unix_fd (source, self->fd_tag) != 0;
}

static void
run_strophe (DriveInXmppTransport *self)
{
  int i;

  /* Handlers run inside and may drop the last reference the caller held. */
  g_object_ref (self);
  self->kick = FALSE;
  for (i = 0; i < RUNS_PER_WAKEUP && self->ctx != NULL; i++)
    {
      xmpp_run_once (self->ctx, 0);
      /* Noted as they happen: libstrophe forgets both once it has disconnected. */
      if (self->conn != NULL && xmpp_conn_is_connected (self->conn))
        self->tcp_up = TRUE;
      if (self->conn != NULL && xmpp_conn_is_secured (self->conn))
        self->tls_up = TRUE;
    }
  g_object_unref (self);
}

static gboolean
strophe_source_dispatch (GSource    *source,
                         GSourceFunc callback,
                         gpointer    user_data)
{
  DriveInXmppTransport *self = ((StropheSource *) source)->self;
  gboolean readable = self->fd_tag != NULL
                      && (g_source_query_unix_fd (source, self->fd_tag) & G_IO_IN) != 0;

  (void) callback;
  (void) user_data;
  run_strophe (self);
  /* The last run may have taken a TLS record in whose rest the socket no longer signals. */
  if (readable && self->handshake == NULL)
    self->kick = TRUE;
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs strophe_source_funcs = {
  strophe_source_prepare,
  strophe_source_check,
  strophe_source_dispatch,
  NULL, NULL, NULL,
};

/* libstrophe calls this for each socket it opens (in xmpp_connect_client): the main loop
 * watches it once signed in (watch_socket). */
static int
on_socket_opened (xmpp_conn_t *conn,
                  void        *sock)
{
  DriveInXmppTransport *self = owner_of (xmpp_conn_get_context (conn));

  /* Not a connection of ours any more (being released). */
  if (self == NULL || conn != self->conn)
    return 0;
  self->sock = *(int *) sock;
  /* A game message is small and waits for its answer: Nagle's algorithm would hold it back
   * until the server's delayed acknowledgement (some 40 ms a hop). */
  if (setsockopt (*(int *) sock, IPPROTO_TCP, TCP_NODELAY, &(int) { 1 }, sizeof (int)) != 0)
    g_debug ("TCP_NODELAY not set: %s", g_strerror (errno));
  if (setsockopt (*(int *) sock, SOL_SOCKET, SO_SNDBUF, &(int) { SEND_BUFFER_BYTES },
                  sizeof (int)) != 0)
    g_debug ("SO_SNDBUF not set: %s", g_strerror (errno));
  /* TCP keepalive notices a link that died without a word. */
  return xmpp_sockopt_cb_keepalive (conn, sock);
}

static int
on_certificate_failed (const xmpp_tlscert_t *cert,
                       const char *const     message)
{
  DriveInXmppTransport *self = owner_of (xmpp_tlscert_get_ctx (cert));

  if (self != NULL)
    {
      self->cert_failed = TRUE;
      g_free (self->cert_error);
      self->cert_error = g_strdup (message ? message : "unknown reason");
    }
  return 0;  /* never connect anyway */
}

static gboolean
on_tick (gpointer data)
{
  run_strophe (data);
  return G_SOURCE_CONTINUE;
}

static void
watch_socket (DriveInXmppTransport *self)
{
  if (self->fd_tag != NULL || self->sock < 0)
    return;
  self->fd_events = G_IO_IN | G_IO_ERR | G_IO_HUP;
  self->fd_tag = g_source_add_unix_fd (self->source, self->sock, self->fd_events);
  self->tick_id = add_timeout (self, ONLINE_TICK_MS, on_tick);
}

static void
unwatch_socket (DriveInXmppTransport *self)
{
  if (self->fd_tag != NULL)
    g_source_remove_unix_fd (self->source, self->fd_tag);
  self->fd_tag = NULL;
  clear_source (self, &self->tick_id);
}

static void on_handshake_done (DriveInXmppHandshake *handshake,
                               gpointer              data);

/* libstrophe has just been told to connect: the rest, up to its next connection event,
 * happens on a thread (on_handshake_done follows). */
static void
begin_handshake (DriveInXmppTransport *self)
{
  g_assert (self->handshake == NULL);
  unwatch_socket (self);
  self->kick = FALSE;
  self->handshake = drive_in_xmpp_handshake_start (self->ctx, self->conn, self->sock,
                                                   self->sign_in_limit_ms, self->context,
                                                   on_handshake_done, g_object_ref (self));
}

/* Closes the link: the server's goodbye is awaited on the main loop (the socket's watch and
 * the online tick run libstrophe's closing time-out). Not on a thread: a program that ends
 * right after would leave it running, and the closing only waits for the server's TLS
 * goodbye, a round trip or libstrophe's 1 s at most. */
static void
close_link (DriveInXmppTransport *self)
{
  self->closing = TRUE;
  xmpp_disconnect (self->conn);
  self->kick = TRUE;
  g_main_context_wakeup (self->context);
}

/* ---- stanzas ---- */

static void
send_stanza (DriveInXmppTransport *self,
             xmpp_stanza_t        *stanza)
{
  xmpp_send (self->conn, stanza);
  self->kick = TRUE;
  g_main_context_wakeup (self->context);
}

static void
send_payload_now (DriveInXmppTransport *self,
                  gboolean              groupchat,
                  const char           *to,
                  const char           *payload)
{
  xmpp_stanza_t *msg = drive_in_xmpp_stanza_payload_new (self->ctx, groupchat, to, payload);

  send_stanza (self, msg);
  xmpp_stanza_release (msg);
}

static void
send_join (DriveInXmppTransport *self,
           const char           *room,
           Room                 *r)
{
  xmpp_stanza_t *presence = drive_in_xmpp_stanza_join_new (self->ctx, room, r->nick);

  send_stanza (self, presence);
  xmpp_stanza_release (presence);
}

/* @occupants (room/nick -> real address) leave @room, told one by one. */
static void
tell_departures (DriveInXmppTransport *self,
                 const char           *room,
                 GHashTable           *occupants)
{
  g_autoptr(GHashTable) outer = self->departing;
  g_autofree char *room_copy = g_strdup (room);
  GList *gone = g_hash_table_get_keys (occupants);

  /* A handler may make someone else leave meanwhile: that one is told with its own table. */
  self->departing = g_hash_table_ref (occupants);
  for (GList *l = gone; l != NULL; l = l->next)
    g_signal_emit_by_name (self, "presence-changed", room_copy, l->data, FALSE);
  g_list_free (gone);
  g_hash_table_unref (self->departing);
  self->departing = g_steal_pointer (&outer);
}

/* Everyone we saw in @room leaves (we left it, or the link dropped). */
static void
forget_occupants (DriveInXmppTransport *self,
                  const char           *room,
                  Room                 *r)
{
  g_autoptr(GHashTable) gone = r->occupants;

  r->occupants = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  tell_departures (self, room, gone);
}

static void
forget_all_occupants (DriveInXmppTransport *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer key;
  guint i;

  g_hash_table_iter_init (&iter, self->rooms);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (names, g_strdup (key));
  for (i = 0; i < names->len; i++)
    {
      Room *r = g_hash_table_lookup (self->rooms, names->pdata[i]);

      /* A handler may have left the room meanwhile. */
      if (r != NULL)
        forget_occupants (self, names->pdata[i], r);
    }
}

static int
on_message (xmpp_conn_t   *conn,
            xmpp_stanza_t *stanza,
            void          *userdata)
{
  DriveInXmppTransport *self = userdata;
  const char *type = xmpp_stanza_get_type (stanza);
  const char *from = xmpp_stanza_get_from (stanza);
  gboolean groupchat = g_strcmp0 (type, "groupchat") == 0;
  xmpp_stanza_t *element;
  g_autofree char *text = NULL;

  (void) conn;
  if (self->handshake != NULL)
    {
      drive_in_xmpp_handshake_note_stanza (self->handshake, stanza);
      return 1;
    }
  if (from == NULL || g_strcmp0 (type, "error") == 0 || !g_utf8_validate (from, -1, NULL))
    return 1;

  element = xmpp_stanza_get_child_by_name_and_ns (stanza, "x", DRIVE_IN_XMPP_CONFERENCE_NS);
  if (element != NULL && !groupchat)
    {
      const char *room = xmpp_stanza_get_attribute (element, "jid");
      const char *reason = xmpp_stanza_get_attribute (element, "reason");

      if (drive_in_xmpp_stanza_get_age (stanza) > INVITATION_AGE_MAX_S)
        g_debug ("Dropped an invitation from %s kept by the server for over a day", from);
      else if (room != NULL && drive_in_xmpp_split_address (room, NULL, NULL, NULL)
          && (reason == NULL || g_utf8_validate (reason, -1, NULL)))
        g_signal_emit (self, signals[SIGNAL_INVITATION_RECEIVED], 0, from, room, reason);
      return 1;
    }

  element = xmpp_stanza_get_child_by_name_and_ns (stanza, DRIVE_IN_XMPP_PAYLOAD_NAME,
                                                  DRIVE_IN_XMPP_PAYLOAD_NS);
  if (element == NULL || (text = drive_in_xmpp_payload_text (element)) == NULL)
    return 1;
  /* Stamped: the server kept it while we were away (or a room replays it); it belongs to a
   * session that is over, and a seat that comes back gets a snapshot. */
  if (xmpp_stanza_get_child_by_name_and_ns (stanza, "delay", DRIVE_IN_XMPP_DELAY_NS) != NULL)
    {
      g_debug ("Dropped a payload from %s kept by the server while we were away", from);
      return 1;
    }

  if (groupchat)
    {
      g_autofree char *room = drive_in_online_address_dup_bare (from);
      const char *nick = strchr (from, '/');
      Room *r = g_hash_table_lookup (self->rooms, room);

      /* Not a room we are in, or our own coming back. */
      if (r == NULL || nick == NULL || g_strcmp0 (nick + 1, r->nick) == 0)
        return 1;
      g_signal_emit_by_name (self, "payload-received", from, room, text);
    }
  else
    g_signal_emit_by_name (self, "payload-received", from, NULL, text);
  return 1;
}


static void
unlock_room (DriveInXmppTransport *self,
             const char           *room)
{
  xmpp_stanza_t *iq = drive_in_xmpp_stanza_unlock_new (self->ctx, room);

  send_stanza (self, iq);
  xmpp_stanza_release (iq);
}

typedef struct
{
  DriveInXmppTransport *self;  /* the source dies with the room, before the transport */
  char                 *room;
} Rejoin;

static void
rejoin_free (gpointer data)
{
  Rejoin *rejoin = data;

  g_free (rejoin->room);
  g_free (rejoin);
}

static gboolean
on_rejoin (gpointer data)
{
  Rejoin *rejoin = data;
  Room *r = g_hash_table_lookup (rejoin->self->rooms, rejoin->room);

  if (r != NULL)
    {
      g_clear_pointer (&r->rejoin, g_source_unref);
      if (rejoin->self->state == DRIVE_IN_ONLINE_LINK_ONLINE)
        send_join (rejoin->self, rejoin->room, r);
    }
  return G_SOURCE_REMOVE;
}

static void
schedule_rejoin (DriveInXmppTransport *self,
                 const char           *room,
                 Room                 *r,
                 guint                 delay_ms)
{
  Rejoin *rejoin = g_new0 (Rejoin, 1);

  rejoin->self = self;
  rejoin->room = g_strdup (room);
  r->rejoin = g_timeout_source_new (delay_ms + g_random_int_range (0, delay_ms / 2 + 1));
  g_source_set_callback (r->rejoin, on_rejoin, rejoin, rejoin_free);
  g_source_attach (r->rejoin, self->context);
}


static char *
xmpp_dup_real_address (DriveInOnlineTransport *transport,
                       const char             *room,
                       const char             *occupant)
{
  DriveInXmppTransport *self = DRIVE_IN_XMPP_TRANSPORT (transport);
  Room *r = g_hash_table_lookup (self->rooms, room);
  gpointer real = NULL;

  if (r != NULL && g_hash_table_lookup_extended (r->occupants, occupant, NULL, &real))
    return g_strdup (real);
  if (self->departing != NULL)
    return g_strdup (g_hash_table_lookup (self->departing, occupant));
  return NULL;
}

static int
on_presence (xmpp_conn_t   *conn,
             xmpp_stanza_t *stanza,
             void          *userdata)
{
  DriveInXmppTransport *self = userdata;
  const char *type = xmpp_stanza_get_type (stanza);
  const char *from = xmpp_stanza_get_from (stanza);
  g_autofree char *room = NULL;
  const char *nick;
  xmpp_stanza_t *x;
  Room *r;

  (void) conn;
  if (self->handshake != NULL)
    {
      drive_in_xmpp_handshake_note_stanza (self->handshake, stanza);
      return 1;
    }
  if (from == NULL || !g_utf8_validate (from, -1, NULL))
    return 1;
  room = drive_in_online_address_dup_bare (from);
  r = g_hash_table_lookup (self->rooms, room);
  nick = strchr (from, '/');
  if (r == NULL || nick == NULL || nick[1] == '\0')
    return 1;
  nick++;
  if (g_strcmp0 (type, "error") == 0)
    {
      xmpp_stanza_t *e = xmpp_stanza_get_child_by_name (stanza, "error");
      xmpp_stanza_t *condition = e ? xmpp_stanza_get_children (e) : NULL;
      const char *name = condition ? xmpp_stanza_get_name (condition) : NULL;

      g_debug ("The room %s refused us: %s", room, name ? name : "no reason given");
      if (g_strcmp0 (name, "item-not-found") == 0 && r->rejoin == NULL)
        {
          r->refusals = MIN (r->refusals + 1, self->guest ? 4 : 2);
          schedule_rejoin (self, room, r, ROOM_JOIN_DELAY_MS * r->refusals);
        }
      /* A room not made yet (item-not-found: its host is on the way) and a nick taken
       * (conflict: our last session not gone yet) pass; anything else is final, and the
       * game says so rather than wait for a room it will never enter. */
      else if (g_strcmp0 (name, "item-not-found") != 0 && g_strcmp0 (name, "conflict") != 0)
        g_signal_emit_by_name (self, "room-refused", room,
                               name != NULL && g_utf8_validate (name, -1, NULL) ? name : "");
      return 1;
    }

  x = xmpp_stanza_get_child_by_name_and_ns (stanza, "x", DRIVE_IN_XMPP_MUC_USER_NS);
  if (x != NULL && drive_in_xmpp_stanza_has_status (x, "110"))
    {
      /* Our own presence: the room may have changed our nick. */
      g_free (r->nick);
      r->nick = g_strdup (nick);
      r->refusals = 0;
      /* We made the room: it stays locked to others until configured; take the defaults.
       * A guest gives it up (it goes, being empty and locked) and waits for the host's. */
      if (drive_in_xmpp_stanza_has_status (x, "201") && self->guest)
        {
          xmpp_stanza_t *leave = drive_in_xmpp_stanza_leave_new (self->ctx, room, nick);

          g_debug ("The room %s did not exist: left to its host, joining again later", room);
          send_stanza (self, leave);
          xmpp_stanza_release (leave);
          if (r->rejoin == NULL)
            schedule_rejoin (self, room, r, ROOM_GUEST_DELAY_MS);
          return 1;
        }
      if (drive_in_xmpp_stanza_has_status (x, "201"))
        unlock_room (self, room);
    }

  if (g_strcmp0 (type, "unavailable") == 0)
    {
      gpointer occupant, real;

      if (g_hash_table_steal_extended (r->occupants, from, &occupant, &real))
        {
          g_autoptr(GHashTable) gone = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                              g_free);

          g_hash_table_insert (gone, occupant, real);
          tell_departures (self, room, gone);
        }
    }
  else if (type == NULL && !g_hash_table_contains (r->occupants, from))
    {
      g_hash_table_insert (r->occupants, g_strdup (from),
                           drive_in_xmpp_stanza_dup_real_address (x));
      g_signal_emit_by_name (self, "presence-changed", room, from, TRUE);
    }
  return 1;
}

/* ---- connecting ---- */

static gboolean
on_retry (gpointer data)
{
  DriveInXmppTransport *self = data;

  self->retry_id = 0;
  if (self->wanted)
    start_attempt (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_retry (DriveInXmppTransport *self)
{
  guint delay = self->next_delay_ms;

  clear_source (self, &self->retry_id);
  /* Jitter, so that a table full of players does not knock on a restarted server at once. */
  delay += g_random_int_range (0, delay / 4 + 1);
  self->next_delay_ms = MIN (self->next_delay_ms * 2, self->max_delay_ms);
  self->retry_id = add_timeout (self, delay, on_retry);
}

/* Failed: say why, and try again later when that may help. */
static void
fail (DriveInXmppTransport *self,
      GError               *error)
{
  gboolean permanent = error->code == DRIVE_IN_XMPP_ERROR_TLS
                       || error->code == DRIVE_IN_XMPP_ERROR_CERTIFICATE
                       || error->code == DRIVE_IN_XMPP_ERROR_LOGIN_REFUSED
                       || error->code == DRIVE_IN_XMPP_ERROR_BAD_ADDRESS;

  g_debug ("%s", error->message);
  g_clear_error (&self->error);
  self->error = error;
  if (permanent)
    self->wanted = FALSE;
  g_clear_pointer (&self->bound_jid, g_free);
  forget_all_occupants (self);
  set_state (self, DRIVE_IN_ONLINE_LINK_OFFLINE);
  if (self->wanted)
    schedule_retry (self);
}

static GError *
name_failure (DriveInXmppTransport *self,
              int                   err,
              xmpp_stream_error_t  *stream_error)
{
  const char *why = stream_error && stream_error->text ? stream_error->text : NULL;

  if (self->online_this_attempt)
    return g_error_new (DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_DISCONNECTED,
                        "Lost the connection to the XMPP server%s%s",
                        why ? ": " : "", why ? why : "");
  if (self->timed_out)
    return g_error_new (DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_TIMED_OUT,
                        "The XMPP server of %s did not finish the sign-in within %g s",
                        self->domain, self->sign_in_limit_ms / 1000.0);
  if (self->cert_failed)
    return g_error_new (DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_CERTIFICATE,
                        "The certificate of %s could not be verified: %s",
                        self->domain, self->cert_error);
  if (stream_error != NULL && stream_error->type == XMPP_SE_NOT_AUTHORIZED)
    return g_error_new (DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_LOGIN_REFUSED,
                        "%s refused the login (wrong password or unknown account)",
                        self->domain);
  if (self->tls_up)
    return g_error_new (DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_LOGIN_REFUSED,
                        "%s refused the login (wrong password or unknown account)",
                        self->domain);
  if (!self->tcp_up)
    return g_error_new (DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_UNREACHABLE,
                        "Could not reach the XMPP server of %s%s%s", self->domain,
                        err > 0 ? ": " : "", err > 0 ? g_strerror (err) : "");
  return g_error_new (DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_TLS,
                      "%s did not set up TLS, which is required%s%s", self->domain,
                      why ? ": " : "", why ? why : "");
}

static void
flush_outbox (DriveInXmppTransport *self)
{
  Pending *p;

  while (self->state == DRIVE_IN_ONLINE_LINK_ONLINE
         && (p = g_queue_pop_head (&self->outbox)) != NULL)
    {
      /* A room left meanwhile gets nothing. */
      if (!p->groupchat || g_hash_table_contains (self->rooms, p->to))
        send_payload_now (self, p->groupchat, p->to, p->payload);
      pending_free (p);
    }
}

static void
handle_conn_event (DriveInXmppTransport *self,
                   xmpp_conn_event_t     event,
                   int                   err,
                   xmpp_stream_error_t  *stream_error)
{
  xmpp_conn_t *conn = self->conn;

  if (event == XMPP_CONN_CONNECT && self->close_when_in)
    {
      self->close_when_in = FALSE;
      close_link (self);
      return;
    }
  self->close_when_in = FALSE;
  if (event == XMPP_CONN_CONNECT)
    {
      GHashTableIter iter;
      gpointer key, value;
      xmpp_stanza_t *presence = xmpp_presence_new (self->ctx);

      self->online_this_attempt = TRUE;
      self->online_count++;
      self->next_delay_ms = self->min_delay_ms;
      g_free (self->bound_jid);
      self->bound_jid = g_strdup (xmpp_conn_get_bound_jid (conn));
      g_clear_error (&self->error);
      send_stanza (self, presence);
      xmpp_stanza_release (presence);
      if (drive_in_xmpp_transport_get_room_service (self) == NULL)
        {
          g_clear_pointer (&self->disco, drive_in_xmpp_disco_free);
          self->disco = drive_in_xmpp_disco_start (conn, self->domain);
        }
      g_hash_table_iter_init (&iter, self->rooms);
      while (g_hash_table_iter_next (&iter, &key, &value))
        send_join (self, key, value);
      set_state (self, DRIVE_IN_ONLINE_LINK_ONLINE);
      flush_outbox (self);
      return;
    }

  /* Disconnected or failed: libstrophe closed the socket already. */
  (void) drive_in_xmpp_transport_get_room_service (self);
  g_clear_pointer (&self->disco, drive_in_xmpp_disco_free);
  unwatch_socket (self);
  self->sock = -1;
  if (self->closing)
    {
      /* The deliberate disconnection is complete (the state said offline already); a
       * connect() that came meanwhile starts now. */
      self->closing = FALSE;
      if (self->wanted)
        start_attempt (self);
      return;
    }
  fail (self, name_failure (self, err, stream_error));
}

static void
on_conn_event (xmpp_conn_t         *conn,
               xmpp_conn_event_t    event,
               int                  err,
               xmpp_stream_error_t *stream_error,
               void                *userdata)
{
  DriveInXmppTransport *self = userdata;

  /* A connection being released, no longer ours. */
  if (conn != self->conn)
    return;
  if (self->handshake != NULL)
    drive_in_xmpp_handshake_note_event (self->handshake, event, err, stream_error);
  else
    handle_conn_event (self, event, err, stream_error);
}

/* Back on the main loop: what libstrophe reported on the handshake's thread, in order. */
static void
on_handshake_done (DriveInXmppHandshake *handshake,
                   gpointer              data)
{
  DriveInXmppTransport *self = data;
  DriveInXmppHandshakeItem *item;

  self->handshake = NULL;
  self->tcp_up |= drive_in_xmpp_handshake_reached_tcp (handshake);
  self->tls_up |= drive_in_xmpp_handshake_reached_tls (handshake);
  self->timed_out |= drive_in_xmpp_handshake_timed_out (handshake);
  if (self->conn != NULL && xmpp_conn_is_connected (self->conn))
    {
      watch_socket (self);
      self->kick = TRUE;  /* the sign-in's last read may have left data in TLS */
    }
  /* Only the handshake held the transport: nobody is told; dispose closes. Once a new
   * sign-in has begun (the link dropped at once, and is tried again), the rest is stale. */
  while (G_OBJECT (self)->ref_count > 1 && self->handshake == NULL
         && (item = drive_in_xmpp_handshake_pop (handshake)) != NULL)
    {
      if (item->stanza == NULL)
        {
          xmpp_stream_error_t stream_error = { item->stream_error_type,
                                               item->stream_error_text, NULL };

          handle_conn_event (self, item->event, item->error,
                             item->stream_error ? &stream_error : NULL);
        }
      else if (self->conn != NULL && xmpp_conn_is_connected (self->conn))
        {
          if (g_strcmp0 (xmpp_stanza_get_name (item->stanza), "message") == 0)
            on_message (self->conn, item->stanza, self);
          else if (g_strcmp0 (xmpp_stanza_get_name (item->stanza), "presence") == 0)
            on_presence (self->conn, item->stanza, self);
        }
      drive_in_xmpp_handshake_item_free (item);
    }
  drive_in_xmpp_handshake_free (handshake);
  g_main_context_wakeup (self->context);
  g_object_unref (self);
}

static void
ensure_conn (DriveInXmppTransport *self)
{
  if (self->conn != NULL)
    return;
  self->conn = xmpp_conn_new (self->ctx);
  /* No stream management (XEP-0198): a server keeps a resumable session whose connection
   * died for minutes, its occupant still in the room, so a player's crash went unseen by the
   * table; libstrophe 0.12 also asks for an acknowledgement after every stanza (Prosody's CPU
   * -30% without). Lost payloads are the protocol's own: sequence numbers and snapshots. */
  xmpp_conn_set_flags (self->conn, XMPP_CONN_FLAG_MANDATORY_TLS | XMPP_CONN_FLAG_DISABLE_SM);
  xmpp_conn_set_jid (self->conn, self->jid);
  xmpp_conn_set_pass (self->conn, self->password);
  xmpp_conn_set_certfail_handler (self->conn, on_certificate_failed);
  xmpp_conn_set_sockopt_callback (self->conn, on_socket_opened);
  xmpp_handler_add (self->conn, on_message, NULL, "message", NULL, self);
  xmpp_handler_add (self->conn, on_presence, NULL, "presence", NULL, self);
}

static void
connect_to (DriveInXmppTransport *self,
            const char           *host,
            guint16               port)
{
  ensure_conn (self);
  /* Once per file: libstrophe 0.12 does not free the name it had (LeakSanitizer saw). */
  if (self->ca_file != NULL && !self->ca_file_given)
    xmpp_conn_set_cafile (self->conn, self->ca_file);
  self->ca_file_given = TRUE;
  self->tcp_up = FALSE;
  self->tls_up = FALSE;
  self->timed_out = FALSE;
  self->cert_failed = FALSE;
  self->online_this_attempt = FALSE;
  self->sock = -1;
  if (xmpp_connect_client (self->conn, host, port, on_conn_event, self) != XMPP_EOK)
    {
      fail (self, g_error_new (DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_UNREACHABLE,
                               "Could not reach the XMPP server of %s at %s:%u",
                               self->domain, host, port));
      return;
    }
  begin_handshake (self);
}

static void
on_resolved (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  g_autoptr(DriveInXmppTransport) self = data;
  g_autoptr(GError) error = NULL;
  guint16 port = 0;
  g_autofree char *address = drive_in_xmpp_resolve_finish (result, &port, &error);

  (void) source;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->resolving);
  if (address == NULL)
    fail (self, g_error_new (DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_UNREACHABLE,
                             "Could not find the XMPP server of %s: %s",
                             self->domain, error->message));
  else
    connect_to (self, address, port);
}

static void
start_attempt (DriveInXmppTransport *self)
{
  set_state (self, DRIVE_IN_ONLINE_LINK_CONNECTING);
  if (self->host != NULL)
    {
      connect_to (self, self->host, self->port);
      return;
    }
  g_cancellable_cancel (self->resolving);
  g_clear_object (&self->resolving);
  self->resolving = g_cancellable_new ();
  drive_in_xmpp_resolve_async (self->domain, self->resolving, on_resolved, g_object_ref (self));
}

/* ---- public API ---- */

DriveInXmppTransport *
drive_in_xmpp_transport_new (const char *address,
                             const char *password,
                             GError    **error)
{
  DriveInXmppTransport *self;
  g_autofree char *bare = NULL;
  g_autofree char *domain = NULL;
  g_autofree char *resource = NULL;

  g_return_val_if_fail (address != NULL, NULL);
  g_return_val_if_fail (password != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!drive_in_xmpp_split_address (address, &bare, &domain, &resource))
    {
      g_set_error (error, DRIVE_IN_XMPP_ERROR, DRIVE_IN_XMPP_ERROR_BAD_ADDRESS,
                   "“%s” is not an XMPP address (name@server)", address);
      return NULL;
    }
  self = g_object_new (DRIVE_IN_TYPE_XMPP_TRANSPORT, NULL);
  /* A resource of our own, so that a second device does not take this login's place. */
  if (resource == NULL)
    resource = g_strdup_printf ("drive-in-%08x", g_random_int ());
  self->jid = g_strdup_printf ("%s/%s", bare, resource);
  self->domain = g_steal_pointer (&domain);
  self->password = g_strdup (password);
  return self;
}

void
drive_in_xmpp_transport_set_server (DriveInXmppTransport *self,
                                    const char           *host,
                                    guint16               port)
{
  g_return_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self));

  g_free (self->host);
  self->host = g_strdup (host);
  self->port = port != 0 ? port : DRIVE_IN_XMPP_DEFAULT_PORT;
}

void
drive_in_xmpp_transport_set_ca_file (DriveInXmppTransport *self,
                                     const char           *path)
{
  g_return_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self));

  g_free (self->ca_file);
  self->ca_file = g_strdup (path);
  self->ca_file_given = FALSE;
}

void
drive_in_xmpp_transport_set_reconnect_delay (DriveInXmppTransport *self,
                                             guint                 min_ms,
                                             guint                 max_ms)
{
  g_return_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self));
  g_return_if_fail (min_ms > 0 && min_ms <= max_ms);

  self->min_delay_ms = self->next_delay_ms = min_ms;
  self->max_delay_ms = max_ms;
}

void
drive_in_xmpp_transport_connect (DriveInXmppTransport *self)
{
  g_return_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self));

  if (self->wanted && self->state != DRIVE_IN_ONLINE_LINK_OFFLINE)
    return;
  self->wanted = TRUE;
  self->next_delay_ms = self->min_delay_ms;
  clear_source (self, &self->retry_id);
  /* Still closing: the attempt starts when that is done. */
  if (self->closing)
    return;
  start_attempt (self);
}

void
drive_in_xmpp_transport_disconnect (DriveInXmppTransport *self)
{
  g_return_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self));

  self->wanted = FALSE;
  clear_source (self, &self->retry_id);
  g_cancellable_cancel (self->resolving);
  g_clear_object (&self->resolving);
  g_queue_clear_full (&self->outbox, pending_free);
  /* The closing handshake finishes in the background (close_link). A sign-in under way
   * ends first: libstrophe 0.12 frees its SASL SCRAM state only on the server's answer, so
   * a connection closed in between leaks it (61 bytes, LeakSanitizer saw). */
  if (self->handshake != NULL)
    {
      if (!self->closing)
        self->closing = self->close_when_in = TRUE;
    }
  else if (self->conn != NULL && !xmpp_conn_is_disconnected (self->conn))
    close_link (self);
  g_clear_error (&self->error);
  g_clear_pointer (&self->bound_jid, g_free);
  forget_all_occupants (self);
  set_state (self, DRIVE_IN_ONLINE_LINK_OFFLINE);
}

void
drive_in_xmpp_transport_set_creates_rooms (DriveInXmppTransport *self,
                                           gboolean              creates)
{
  g_return_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self));
  self->guest = !creates;
}

void
drive_in_xmpp_transport_invite (DriveInXmppTransport *self,
                                const char           *to,
                                const char           *room,
                                const char           *reason)
{
  xmpp_stanza_t *msg;

  g_return_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self));
  g_return_if_fail (to != NULL && room != NULL);

  if (self->state != DRIVE_IN_ONLINE_LINK_ONLINE)
    {
      g_debug ("Not online: the invitation to %s is not sent", to);
      return;
    }
  msg = drive_in_xmpp_stanza_invitation_new (self->ctx, to, room, reason);
  send_stanza (self, msg);
  xmpp_stanza_release (msg);
}

void
drive_in_xmpp_transport_send_raw (DriveInXmppTransport *self,
                                  const char           *xml)
{
  g_return_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self));
  g_return_if_fail (xml != NULL);
  g_return_if_fail (self->state == DRIVE_IN_ONLINE_LINK_ONLINE);

  xmpp_send_raw_string (self->conn, "%s", xml);
  self->kick = TRUE;
  g_main_context_wakeup (self->context);
}

void
drive_in_xmpp_transport_set_sign_in_limit (DriveInXmppTransport *self,
                                           guint                 ms)
{
  g_return_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self));
  g_return_if_fail (ms > 0);
  self->sign_in_limit_ms = ms;
}

void
drive_in_xmpp_transport_finish_sign_ins (void)
{
  drive_in_xmpp_handshake_finish_all (5000);
}

const char *
drive_in_xmpp_transport_get_room_service (DriveInXmppTransport *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self), NULL);

  if (self->room_service == NULL && self->disco != NULL
      && drive_in_xmpp_disco_get_room_service (self->disco) != NULL)
    self->room_service = g_strdup (drive_in_xmpp_disco_get_room_service (self->disco));
  return self->room_service;
}

guint
drive_in_xmpp_transport_get_online_count (DriveInXmppTransport *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_XMPP_TRANSPORT (self), 0);
  return self->online_count;
}

/* ---- the transport interface ---- */

static const char *
xmpp_get_address (DriveInOnlineTransport *transport)
{
  DriveInXmppTransport *self = DRIVE_IN_XMPP_TRANSPORT (transport);

  return self->state == DRIVE_IN_ONLINE_LINK_ONLINE ? self->bound_jid : NULL;
}

static DriveInOnlineLinkState
xmpp_get_link_state (DriveInOnlineTransport *transport)
{
  return DRIVE_IN_XMPP_TRANSPORT (transport)->state;
}

static const GError *
xmpp_get_error (DriveInOnlineTransport *transport)
{
  return DRIVE_IN_XMPP_TRANSPORT (transport)->error;
}

static void
queue_or_send (DriveInXmppTransport *self,
               gboolean              groupchat,
               const char           *to,
               const char           *payload)
{
  g_autoptr(GError) error = NULL;
  Pending *p;

  if (!drive_in_xmpp_check_payload (payload, &error))
    {
      g_debug ("Not sent to %s: %s", to, error->message);
      return;
    }
  if (self->state == DRIVE_IN_ONLINE_LINK_ONLINE)
    {
      send_payload_now (self, groupchat, to, payload);
      return;
    }
  if (g_queue_get_length (&self->outbox) >= OUTBOX_MAX)
    pending_free (g_queue_pop_head (&self->outbox));
  p = g_new0 (Pending, 1);
  p->groupchat = groupchat;
  p->to = g_strdup (to);
  p->payload = g_strdup (payload);
  g_queue_push_tail (&self->outbox, p);
}

static void
xmpp_send_direct (DriveInOnlineTransport *transport,
                  const char             *to,
                  const char             *payload)
{
  DriveInXmppTransport *self = DRIVE_IN_XMPP_TRANSPORT (transport);

  if (!drive_in_xmpp_split_address (to, NULL, NULL, NULL))
    {
      g_debug ("Not sent: “%s” is not an XMPP address", to);
      return;
    }
  queue_or_send (self, FALSE, to, payload);
}

static void
xmpp_send_room (DriveInOnlineTransport *transport,
                const char             *room,
                const char             *payload)
{
  DriveInXmppTransport *self = DRIVE_IN_XMPP_TRANSPORT (transport);
  g_autofree char *key = g_ascii_strdown (room, -1);

  if (!g_hash_table_contains (self->rooms, key))
    {
      g_debug ("Not sent: not in the room %s", room);
      return;
    }
  queue_or_send (self, TRUE, key, payload);
}

static void
xmpp_join_room (DriveInOnlineTransport *transport,
                const char             *room,
                const char             *nick)
{
  DriveInXmppTransport *self = DRIVE_IN_XMPP_TRANSPORT (transport);
  /* Room addresses are case-insensitive; the server answers in lower case. */
  g_autofree char *key = g_ascii_strdown (room, -1);
  Room *r;

  if (strchr (room, '/') != NULL || !drive_in_xmpp_split_address (room, NULL, NULL, NULL) || nick[0] == '\0'
      || !g_utf8_validate (nick, -1, NULL))
    {
      g_debug ("Cannot join “%s” as “%s”: not a room address and nick", room, nick);
      return;
    }
  r = g_hash_table_lookup (self->rooms, key);
  if (r == NULL)
    {
      r = g_new0 (Room, 1);
      r->occupants = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_hash_table_insert (self->rooms, g_strdup (key), r);
    }
  g_free (r->nick);
  r->nick = g_strdup (nick);
  if (self->state == DRIVE_IN_ONLINE_LINK_ONLINE)
    send_join (self, key, r);
}

static void
xmpp_leave_room (DriveInOnlineTransport *transport,
                 const char             *room)
{
  DriveInXmppTransport *self = DRIVE_IN_XMPP_TRANSPORT (transport);
  g_autofree char *key = g_ascii_strdown (room, -1);
  Room *r = g_hash_table_lookup (self->rooms, key);

  if (r == NULL)
    return;
  if (self->state == DRIVE_IN_ONLINE_LINK_ONLINE)
    {
      xmpp_stanza_t *presence = drive_in_xmpp_stanza_leave_new (self->ctx, key, r->nick);

      send_stanza (self, presence);
      xmpp_stanza_release (presence);
    }
  {
    gpointer stolen_key = NULL;

    /* Out of the table before the signals: a handler may join it again. */
    g_hash_table_steal_extended (self->rooms, key, &stolen_key, NULL);
    g_free (stolen_key);
  }
  forget_occupants (self, key, r);
  room_free (r);
}

static void
drive_in_xmpp_transport_iface_init (DriveInOnlineTransportInterface *iface)
{
  iface->get_address = xmpp_get_address;
  iface->get_link_state = xmpp_get_link_state;
  iface->get_error = xmpp_get_error;
  iface->send_direct = xmpp_send_direct;
  iface->send_room = xmpp_send_room;
  iface->join_room = xmpp_join_room;
  iface->leave_room = xmpp_leave_room;
  iface->dup_real_address = xmpp_dup_real_address;
}

/* ---- GObject ---- */

static void
drive_in_xmpp_transport_dispose (GObject *object)
{
  DriveInXmppTransport *self = DRIVE_IN_XMPP_TRANSPORT (object);

  self->wanted = FALSE;
  clear_source (self, &self->retry_id);
  clear_source (self, &self->tick_id);
  g_cancellable_cancel (self->resolving);
  g_clear_object (&self->resolving);
  /* No handshake runs now (each holds a reference), so no sign-in is under way either. */
  g_clear_pointer (&self->disco, drive_in_xmpp_disco_free);
  if (self->conn != NULL)
    {
      xmpp_conn_t *conn = g_steal_pointer (&self->conn);

      /* None of ours runs now (on_conn_event ignores a conn not self->conn); released
       * while connected, libstrophe closes the socket. */
      xmpp_handler_delete (conn, on_message);
      xmpp_handler_delete (conn, on_presence);
      xmpp_conn_release (conn);
    }
  if (self->source != NULL)
    {
      g_source_destroy (self->source);
      g_clear_pointer (&self->source, g_source_unref);
      self->fd_tag = NULL;
    }
  G_OBJECT_CLASS (drive_in_xmpp_transport_parent_class)->dispose (object);
}

static void
drive_in_xmpp_transport_finalize (GObject *object)
{
  DriveInXmppTransport *self = DRIVE_IN_XMPP_TRANSPORT (object);

  if (self->password != NULL)
    memset (self->password, 0, strlen (self->password));
  g_free (self->password);
  g_free (self->jid);
  g_free (self->domain);
  g_free (self->host);
  g_free (self->ca_file);
  g_free (self->bound_jid);
  g_free (self->room_service);
  g_free (self->cert_error);
  g_clear_error (&self->error);
  g_hash_table_unref (self->rooms);
  g_queue_clear_full (&self->outbox, pending_free);
  if (self->ctx != NULL)
    {
      set_owner (self->ctx, NULL);
      g_clear_pointer (&self->ctx, xmpp_ctx_free);
    }
  g_main_context_unref (self->context);
  G_OBJECT_CLASS (drive_in_xmpp_transport_parent_class)->finalize (object);
}

static void
drive_in_xmpp_transport_class_init (DriveInXmppTransportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = drive_in_xmpp_transport_dispose;
  object_class->finalize = drive_in_xmpp_transport_finalize;

  signals[SIGNAL_INVITATION_RECEIVED] =
    g_signal_new ("invitation-received", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING);

  xmpp_initialize ();
  /* libstrophe writes with send() and OpenSSL with write(), neither with MSG_NOSIGNAL: a
   * server that closed its end first (while we sign out, say) would end the whole process
   * with SIGPIPE. The write then fails with EPIPE, which libstrophe handles. */
  signal (SIGPIPE, SIG_IGN);
}

static void
drive_in_xmpp_transport_init (DriveInXmppTransport *self)
{
  StropheSource *source;

  self->state = DRIVE_IN_ONLINE_LINK_OFFLINE;
  self->min_delay_ms = self->next_delay_ms = 500;
  self->max_delay_ms = 30000;
  self->port = DRIVE_IN_XMPP_DEFAULT_PORT;
  self->sock = -1;
  self->sign_in_limit_ms = SIGN_IN_LIMIT_MS;
  self->rooms = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, room_free);
  g_queue_init (&self->outbox);
  self->context = g_main_context_ref_thread_default ();
  self->ctx = xmpp_ctx_new (NULL, &strophe_logger);
  set_owner (self->ctx, self);

  self->source = g_source_new (&strophe_source_funcs, sizeof (StropheSource));
  source = (StropheSource *) self->source;
  source->self = self;
  g_source_set_name (self->source, "drive-in libstrophe");
  g_source_attach (self->source, self->context);
}
