/* drive-in-xmpp-handshake.h: the sign-in of a libstrophe connection on a thread of its own,
 * so that the main loop never waits for the network. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>
#include <strophe.h>

G_BEGIN_DECLS

/* libstrophe 0.12 does a whole TLS handshake inside one call, waiting on its socket for every
 * round trip (and for ever if the server stops answering halfway). A handshake runs
 * libstrophe from a connect until its next connection event, on its own thread: meanwhile only that thread touches the libstrophe context and connection. What
 * libstrophe reported (the events, and any stanza that came in with them) is kept, in order,
 * for the main context, where @done is called once the thread has stopped. */
typedef struct _DriveInXmppHandshake DriveInXmppHandshake;

typedef struct
{
  xmpp_stanza_t    *stanza;           /* a stanza that came in (a copy), or NULL: an event */
  xmpp_conn_event_t event;
  int               error;            /* the socket's error, or 0 */
  gboolean          stream_error;     /* the server closed the stream with an error: */
  xmpp_error_type_t stream_error_type;
  char             *stream_error_text;  /* its text, or NULL */
} DriveInXmppHandshakeItem;

typedef void (*DriveInXmppHandshakeDone) (DriveInXmppHandshake *handshake,
                                          gpointer              user_data);

/* Starts running @ctx (whose connection @conn has just been told to connect; @sock is its
 * socket) on a new thread until libstrophe reports a connection event. Past
 * @limit_ms the socket is shut down, which ends a handshake the server left hanging. */
DriveInXmppHandshake     *drive_in_xmpp_handshake_start       (xmpp_ctx_t               *ctx,
                                                               xmpp_conn_t              *conn,
                                                               int                       sock,
                                                               guint                     limit_ms,
                                                               GMainContext             *context,
                                                               DriveInXmppHandshakeDone  done,
                                                               gpointer                  user_data);

/* From libstrophe's handlers, which run on the handshake's thread meanwhile. */
void                      drive_in_xmpp_handshake_note_event  (DriveInXmppHandshake     *self,
                                                               xmpp_conn_event_t         event,
                                                               int                       error,
                                                               xmpp_stream_error_t      *error_in_stream);
void                      drive_in_xmpp_handshake_note_stanza (DriveInXmppHandshake     *self,
                                                               xmpp_stanza_t            *stanza);

/* Once done. What the connection got to, for naming a failure (libstrophe forgets both as it
 * disconnects), and whether the limit ended it. */
gboolean                  drive_in_xmpp_handshake_reached_tcp (DriveInXmppHandshake     *self);
gboolean                  drive_in_xmpp_handshake_reached_tls (DriveInXmppHandshake     *self);
gboolean                  drive_in_xmpp_handshake_timed_out   (DriveInXmppHandshake     *self);
/* The next thing libstrophe reported, oldest first; NULL when there is no more. */
DriveInXmppHandshakeItem *drive_in_xmpp_handshake_pop         (DriveInXmppHandshake     *self);
void                      drive_in_xmpp_handshake_item_free   (DriveInXmppHandshakeItem *item);
/* Before a program ends (OpenSSL's clean-up at exit would pull its tables from under a
 * handshake still running): waits up to @wait_ms for the sign-ins under way, then cuts the
 * rest short and waits for their threads to stop. */
void                      drive_in_xmpp_handshake_finish_all  (guint                     wait_ms);
/* Once done: waits for the thread's very end and frees. */
void                      drive_in_xmpp_handshake_free        (DriveInXmppHandshake     *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DriveInXmppHandshakeItem, drive_in_xmpp_handshake_item_free)

G_END_DECLS
