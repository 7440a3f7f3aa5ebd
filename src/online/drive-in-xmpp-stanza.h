/* drive-in-xmpp-stanza.h: the stanzas the XMPP transport sends (a payload, a room's join,
 * leave and unlock, an invitation) and what it reads in a room's presence. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>
#include <strophe.h>

G_BEGIN_DECLS

#define DRIVE_IN_XMPP_MUC_USER_NS   "http://jabber.org/protocol/muc#user"
#define DRIVE_IN_XMPP_CONFERENCE_NS "jabber:x:conference"
#define DRIVE_IN_XMPP_DELAY_NS      "urn:xmpp:delay"

/* A message to @to (a room when @groupchat) carrying @payload in the game's element. */
xmpp_stanza_t *drive_in_xmpp_stanza_payload_new      (xmpp_ctx_t    *ctx,
                                                      gboolean       groupchat,
                                                      const char    *to,
                                                      const char    *payload);
/* Entering @room as @nick, asking for none of its history. */
xmpp_stanza_t *drive_in_xmpp_stanza_join_new         (xmpp_ctx_t    *ctx,
                                                      const char    *room,
                                                      const char    *nick);
xmpp_stanza_t *drive_in_xmpp_stanza_leave_new        (xmpp_ctx_t    *ctx,
                                                      const char    *room,
                                                      const char    *nick);
/* The owner's answer to a new room's configuration: its defaults, which unlocks it. */
xmpp_stanza_t *drive_in_xmpp_stanza_unlock_new       (xmpp_ctx_t    *ctx,
                                                      const char    *room);
/* A direct invitation (XEP-0249) of @to into @room; @reason may be NULL. */
xmpp_stanza_t *drive_in_xmpp_stanza_invitation_new   (xmpp_ctx_t    *ctx,
                                                      const char    *to,
                                                      const char    *room,
                                                      const char    *reason);

/* How many seconds ago @stanza was first sent, by its delay stamp (XEP-0203: a server kept
 * it for us, or a room replays it); 0 when it has none or none that reads as a time. */
gint64         drive_in_xmpp_stanza_get_age          (xmpp_stanza_t *stanza);
/* Whether a room's <x xmlns=muc#user> holds <status code=@code/>. */
gboolean       drive_in_xmpp_stanza_has_status       (xmpp_stanza_t *muc_user,
                                                      const char    *code);
/* The occupant's real full address, where the room shows it (<item jid=.../>), or NULL. */
char          *drive_in_xmpp_stanza_dup_real_address (xmpp_stanza_t *muc_user);

/* Splits user@domain[/resource] (no blanks, no markup characters, UTF-8; the server has the
 * last word on the rest) into its parts, any of which may be NULL; FALSE if it is none. */
gboolean       drive_in_xmpp_split_address           (const char    *address,
                                                      char         **bare,
                                                      char         **domain,
                                                      char         **resource);

G_END_DECLS
