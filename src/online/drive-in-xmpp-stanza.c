/* drive-in-xmpp-stanza.c: the stanzas the XMPP transport sends, and what it reads in a
 * room's presence. */
// SPDX-License-Identifier: GPL-3.0-or-later
#include "config.h"

#include <string.h>

#include "drive-in-xmpp-stanza.h"
#include "drive-in-xmpp-transport.h"

#define MUC_NS       "http://jabber.org/protocol/muc"
#define MUC_OWNER_NS "http://jabber.org/protocol/muc#owner"
#define DATA_FORM_NS "jabber:x:data"

/* Adds a new child named @name (in @ns, unless NULL) to @parent, and returns it. */
static xmpp_stanza_t *
add_child (xmpp_stanza_t *parent,
           const char    *name,
           const char    *ns)
{
  xmpp_stanza_t *child = xmpp_stanza_new (xmpp_stanza_get_context (parent));

  xmpp_stanza_set_name (child, name);
  if (ns != NULL)
    xmpp_stanza_set_ns (child, ns);
  xmpp_stanza_add_child (parent, child);
  xmpp_stanza_release (child);  /* the parent holds it */
  return child;
}

xmpp_stanza_t *
drive_in_xmpp_stanza_payload_new (xmpp_ctx_t *ctx,
                                  gboolean    groupchat,
                                  const char *to,
                                  const char *payload)
{
  xmpp_stanza_t *msg = xmpp_message_new (ctx, groupchat ? "groupchat" : "chat", to, NULL);
  xmpp_stanza_t *element = add_child (msg, DRIVE_IN_XMPP_PAYLOAD_NAME, DRIVE_IN_XMPP_PAYLOAD_NS);
  xmpp_stanza_t *text = xmpp_stanza_new (ctx);

  /* libstrophe escapes the text: a payload cannot close the element or add markup. */
  xmpp_stanza_set_text (text, payload);
  xmpp_stanza_add_child (element, text);
  xmpp_stanza_release (text);
  return msg;
}

static xmpp_stanza_t *
occupant_presence_new (xmpp_ctx_t *ctx,
                       const char *room,
                       const char *nick)
{
  g_autofree char *to = g_strdup_printf ("%s/%s", room, nick);
  xmpp_stanza_t *presence = xmpp_presence_new (ctx);

  xmpp_stanza_set_to (presence, to);
  return presence;
}

xmpp_stanza_t *
drive_in_xmpp_stanza_join_new (xmpp_ctx_t *ctx,
                               const char *room,
                               const char *nick)
{
  xmpp_stanza_t *presence = occupant_presence_new (ctx, room, nick);
  xmpp_stanza_t *x = add_child (presence, "x", MUC_NS);

  /* No replayed history: old game messages must not arrive again after a rejoin. */
  xmpp_stanza_set_attribute (add_child (x, "history", NULL), "maxstanzas", "0");
  return presence;
}

xmpp_stanza_t *
drive_in_xmpp_stanza_leave_new (xmpp_ctx_t *ctx,
                                const char *room,
                                const char *nick)
{
  xmpp_stanza_t *presence = occupant_presence_new (ctx, room, nick);

  xmpp_stanza_set_type (presence, "unavailable");
  return presence;
}

xmpp_stanza_t *
drive_in_xmpp_stanza_unlock_new (xmpp_ctx_t *ctx,
                                 const char *room)
{
  /* An iq must carry an id. */
  g_autofree char *id = g_strdup_printf ("unlock-%08x", g_random_int ());
  xmpp_stanza_t *iq = xmpp_iq_new (ctx, "set", id);
  xmpp_stanza_t *query = add_child (iq, "query", MUC_OWNER_NS);

  xmpp_stanza_set_to (iq, room);
  xmpp_stanza_set_type (add_child (query, "x", DATA_FORM_NS), "submit");
  return iq;
}

xmpp_stanza_t *
drive_in_xmpp_stanza_invitation_new (xmpp_ctx_t *ctx,
                                     const char *to,
                                     const char *room,
                                     const char *reason)
{
  xmpp_stanza_t *msg = xmpp_message_new (ctx, NULL, to, NULL);
  xmpp_stanza_t *x = add_child (msg, "x", DRIVE_IN_XMPP_CONFERENCE_NS);

  xmpp_stanza_set_attribute (x, "jid", room);
  if (reason != NULL)
    xmpp_stanza_set_attribute (x, "reason", reason);
  return msg;
}

gint64
drive_in_xmpp_stanza_get_age (xmpp_stanza_t *stanza)
{
  xmpp_stanza_t *delay = xmpp_stanza_get_child_by_name_and_ns (stanza, "delay",
                                                               DRIVE_IN_XMPP_DELAY_NS);
  const char *stamp = delay != NULL ? xmpp_stanza_get_attribute (delay, "stamp") : NULL;
  g_autoptr(GDateTime) sent = NULL;
  g_autoptr(GDateTime) now = NULL;

  /* The stamp is UTC with its zone said; one without a zone is not guessed at. */
  if (stamp == NULL || strlen (stamp) > 64
      || (sent = g_date_time_new_from_iso8601 (stamp, NULL)) == NULL)
    return 0;
  now = g_date_time_new_now_utc ();
  return MAX (g_date_time_difference (now, sent) / G_TIME_SPAN_SECOND, 0);
}

gboolean
drive_in_xmpp_stanza_has_status (xmpp_stanza_t *muc_user,
                                 const char    *code)
{
  xmpp_stanza_t *child;

  for (child = xmpp_stanza_get_children (muc_user); child != NULL;
       child = xmpp_stanza_get_next (child))
    if (g_strcmp0 (xmpp_stanza_get_name (child), "status") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (child, "code"), code) == 0)
      return TRUE;
  return FALSE;
}

char *
drive_in_xmpp_stanza_dup_real_address (xmpp_stanza_t *muc_user)
{
  xmpp_stanza_t *item = muc_user != NULL ? xmpp_stanza_get_child_by_name (muc_user, "item") : NULL;
  const char *jid = item != NULL ? xmpp_stanza_get_attribute (item, "jid") : NULL;

  if (jid == NULL || strlen (jid) > 3071 || !g_utf8_validate (jid, -1, NULL)
      || strchr (jid, '@') == NULL || strchr (jid, '/') == NULL)
    return NULL;
  return g_strdup (jid);
}

gboolean
drive_in_xmpp_split_address (const char *address,
                             char      **bare,
                             char      **domain,
                             char      **resource)
{
  const char *slash = strchr (address, '/');
  g_autofree char *b = slash ? g_strndup (address, slash - address) : g_strdup (address);
  const char *at = strchr (b, '@');
  const char *p;

  if (at == NULL || at == b || at[1] == '\0' || strchr (at + 1, '@') != NULL)
    return FALSE;
  if (slash != NULL && slash[1] == '\0')
    return FALSE;
  for (p = address; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || *p == '<' || *p == '>' || *p == '"' || *p == '&' || *p == '\'')
      return FALSE;
  if (!g_utf8_validate (address, -1, NULL))
    return FALSE;
  if (domain != NULL)
    *domain = g_strdup (at + 1);
  if (resource != NULL)
    *resource = slash ? g_strdup (slash + 1) : NULL;
  if (bare != NULL)
    *bare = g_steal_pointer (&b);
  return TRUE;
}

gboolean
drive_in_xmpp_is_bare_address (const char *address)
{
  g_return_val_if_fail (address != NULL, FALSE);

  return strchr (address, '/') == NULL && drive_in_xmpp_split_address (address, NULL, NULL, NULL);
}
