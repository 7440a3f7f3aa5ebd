/* drive-in-xmpp-transport.h: the online transport over XMPP (libstrophe on GLib's main loop):
 * TLS required and verified, a multi-user chat room per table, direct messages for what is
 * private, reconnection by itself when the link drops. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-online-transport.h"

G_BEGIN_DECLS

/* The one place the game payload's namespace is named: a payload travels as the text of
 * <payload xmlns="urn:drive-in:game:1"> in a message stanza. */
#define DRIVE_IN_XMPP_PAYLOAD_NS   "urn:drive-in:game:1"
#define DRIVE_IN_XMPP_PAYLOAD_NAME "payload"
/* The largest payload sent or handed up, in bytes; anything larger is dropped. */
#define DRIVE_IN_XMPP_PAYLOAD_MAX  (64 * 1024)
/* The port when neither the caller nor DNS (SRV) names one. */
#define DRIVE_IN_XMPP_DEFAULT_PORT 5222

#define DRIVE_IN_XMPP_ERROR (drive_in_xmpp_error_quark ())
GQuark drive_in_xmpp_error_quark (void);

typedef enum
{
  DRIVE_IN_XMPP_ERROR_BAD_ADDRESS,    /* not an XMPP address (user@domain) */
  DRIVE_IN_XMPP_ERROR_UNREACHABLE,    /* no TCP connection to the server */
  DRIVE_IN_XMPP_ERROR_TLS,            /* the server did not set up TLS */
  DRIVE_IN_XMPP_ERROR_CERTIFICATE,    /* the server's certificate could not be verified */
  DRIVE_IN_XMPP_ERROR_LOGIN_REFUSED,  /* wrong password or unknown account */
  DRIVE_IN_XMPP_ERROR_DISCONNECTED,   /* the link dropped after we were online */
  DRIVE_IN_XMPP_ERROR_BAD_PAYLOAD,    /* a payload too large or not UTF-8 (not sent) */
  DRIVE_IN_XMPP_ERROR_TIMED_OUT,      /* the server did not finish the sign-in in time */
  DRIVE_IN_XMPP_ERROR_FAILED,
} DriveInXmppError;

#define DRIVE_IN_TYPE_XMPP_TRANSPORT (drive_in_xmpp_transport_get_type ())
G_DECLARE_FINAL_TYPE (DriveInXmppTransport, drive_in_xmpp_transport,
                      DRIVE_IN, XMPP_TRANSPORT, GObject)

/* Besides the transport interface's signals:
 *   "invitation-received" (const char *from, const char *room, const char *reason_or_null):
 *       @from invites us to @room (XEP-0249, direct invitation). */

/* A transport for the account @address (user@domain, or a full address with a resource).
 * @password is kept in memory only for as long as the transport lives (to reconnect), and is
 * never logged. Nothing happens on the network until drive_in_xmpp_transport_connect(). */
DriveInXmppTransport *drive_in_xmpp_transport_new                (const char            *address,
                                                                  const char            *password,
                                                                  GError               **error);
/* Connect to @host:@port instead of asking DNS (SRV, then the address's domain on 5222).
 * The certificate is still verified against the address's domain. */
void                  drive_in_xmpp_transport_set_server         (DriveInXmppTransport  *self,
                                                                  const char            *host,
                                                                  guint16                port);
/* Trust the certificates in @path (PEM) for a private server, besides the system's. */
void                  drive_in_xmpp_transport_set_ca_file        (DriveInXmppTransport  *self,
                                                                  const char            *path);
/* The first reconnection waits @min_ms; each failed one doubles it, up to @max_ms. */
void                  drive_in_xmpp_transport_set_reconnect_delay (DriveInXmppTransport *self,
                                                                   guint                 min_ms,
                                                                   guint                 max_ms);
/* Whether joining a room that does not exist yet may create it (TRUE, the default: a host).
 * A guest (FALSE) that finds it made the room leaves it at once and tries again until the
 * host has made it: the room's creator is its owner and moderator, and the host must be. */
void                  drive_in_xmpp_transport_set_creates_rooms  (DriveInXmppTransport *self,
                                                                   gboolean              creates);
/* Go online; progress and failure arrive as "link-changed". A link that drops, or a server
 * that is unreachable, is retried by itself; a refused login or an unverified certificate
 * is not (it would fail the same way again). */
void                  drive_in_xmpp_transport_connect            (DriveInXmppTransport  *self);
/* Go offline on purpose (leaving the rooms); no reconnection follows. */
void                  drive_in_xmpp_transport_disconnect         (DriveInXmppTransport  *self);
/* Invite @to into @room (XEP-0249). */
void                  drive_in_xmpp_transport_invite             (DriveInXmppTransport  *self,
                                                                  const char            *to,
                                                                  const char            *room,
                                                                  const char            *reason);
/* Where the server keeps its chat rooms ("conference.example.org"), as it said when asked
 * after the sign-in (service discovery); NULL until it has said, or if it has none. */
const char           *drive_in_xmpp_transport_get_room_service   (DriveInXmppTransport  *self);
/* For a program about to end: lets the sign-ins under way on their threads finish (5 s at
 * most), then cuts the rest short. Without, the process's exit could tear OpenSSL down
 * under a sign-in still running. */
void                  drive_in_xmpp_transport_finish_sign_ins    (void);
/* How many times the link has come up (1 after the first login; +1 per reconnection). */
guint                 drive_in_xmpp_transport_get_online_count   (DriveInXmppTransport  *self);
/* Whether @payload may be sent: valid UTF-8, at most DRIVE_IN_XMPP_PAYLOAD_MAX bytes. */
gboolean              drive_in_xmpp_check_payload                (const char            *payload,
                                                                  GError               **error);
/* Whether @address reads as an account's bare address (name@server, no resource). */
gboolean              drive_in_xmpp_is_bare_address              (const char            *address);

G_END_DECLS
