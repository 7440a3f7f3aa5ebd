/* drive-in-xmpp-disco.c: where the account's server keeps its chat rooms. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <string.h>

#include "drive-in-xmpp-disco.h"

#define DISCO_ITEMS_NS "http://jabber.org/protocol/disco#items"
#define DISCO_INFO_NS  "http://jabber.org/protocol/disco#info"
#define ITEMS_ASKED_MAX 16

struct _DriveInXmppDisco
{
  xmpp_conn_t *conn;
  char        *domain;
  char        *service;
  GPtrArray   *ids;      /* of the questions asked, to forget their handlers */
};

/* A service's address: a domain, no account, no resource, nothing the transport would not
 * accept in a room's address. */
static gboolean
is_service (const char *jid)
{
  const char *p;

  if (jid == NULL || jid[0] == '\0' || strlen (jid) > 1023 || !g_utf8_validate (jid, -1, NULL))
    return FALSE;
  for (p = jid; *p != '\0'; p++)
    if (g_ascii_isspace (*p) || strchr ("@/<>\"&'", *p) != NULL)
      return FALSE;
  return TRUE;
}

static void
ask (DriveInXmppDisco *self,
     const char       *to,
     const char       *ns,
     xmpp_handler      handler)
{
  xmpp_ctx_t *ctx = xmpp_conn_get_context (self->conn);
  g_autofree char *id = g_strdup_printf ("drive-in-disco-%u-%08x", self->ids->len,
                                         g_random_int ());
  xmpp_stanza_t *iq = xmpp_iq_new (ctx, "get", id);
  xmpp_stanza_t *query = xmpp_stanza_new (ctx);

  xmpp_stanza_set_to (iq, to);
  xmpp_stanza_set_name (query, "query");
  xmpp_stanza_set_ns (query, ns);
  xmpp_stanza_add_child (iq, query);
  xmpp_stanza_release (query);
  xmpp_id_handler_add (self->conn, handler, id, self);
  g_ptr_array_add (self->ids, g_steal_pointer (&id));
  xmpp_send (self->conn, iq);
  xmpp_stanza_release (iq);
}

/* An answer of @stanza's kind: its <query xmlns=@ns/>, or NULL (an error, or anything else). */
static xmpp_stanza_t *
answer_query (xmpp_stanza_t *stanza,
              const char    *ns)
{
  if (g_strcmp0 (xmpp_stanza_get_type (stanza), "result") != 0)
    return NULL;
  return xmpp_stanza_get_child_by_name_and_ns (stanza, "query", ns);
}

static int
on_info (xmpp_conn_t   *conn,
         xmpp_stanza_t *stanza,
         void          *userdata)
{
  DriveInXmppDisco *self = userdata;
  xmpp_stanza_t *query = answer_query (stanza, DISCO_INFO_NS);
  const char *from = xmpp_stanza_get_from (stanza);
  xmpp_stanza_t *child;

  (void) conn;
  if (query == NULL || self->service != NULL || !is_service (from))
    return 0;
  for (child = xmpp_stanza_get_children (query); child != NULL;
       child = xmpp_stanza_get_next (child))
    if (g_strcmp0 (xmpp_stanza_get_name (child), "identity") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (child, "category"), "conference") == 0
        && g_strcmp0 (xmpp_stanza_get_attribute (child, "type"), "text") == 0)
      {
        self->service = g_ascii_strdown (from, -1);
        g_debug ("%s keeps its chat rooms at %s", self->domain, self->service);
        break;
      }
  return 0;  /* one answer: the handler goes */
}

static int
on_items (xmpp_conn_t   *conn,
          xmpp_stanza_t *stanza,
          void          *userdata)
{
  DriveInXmppDisco *self = userdata;
  xmpp_stanza_t *query = answer_query (stanza, DISCO_ITEMS_NS);
  xmpp_stanza_t *child;

  (void) conn;
  for (child = query != NULL ? xmpp_stanza_get_children (query) : NULL;
       child != NULL && self->ids->len <= ITEMS_ASKED_MAX; child = xmpp_stanza_get_next (child))
    {
      const char *jid = xmpp_stanza_get_attribute (child, "jid");

      if (g_strcmp0 (xmpp_stanza_get_name (child), "item") == 0 && is_service (jid))
        ask (self, jid, DISCO_INFO_NS, on_info);
    }
  return 0;
}

DriveInXmppDisco *
drive_in_xmpp_disco_start (xmpp_conn_t *conn,
                           const char  *domain)
{
  DriveInXmppDisco *self = g_new0 (DriveInXmppDisco, 1);

  self->conn = conn;
  self->domain = g_strdup (domain);
  self->ids = g_ptr_array_new_with_free_func (g_free);
  ask (self, domain, DISCO_ITEMS_NS, on_items);
  return self;
}

const char *
drive_in_xmpp_disco_get_room_service (DriveInXmppDisco *self)
{
  return self->service;
}

void
drive_in_xmpp_disco_free (DriveInXmppDisco *self)
{
  if (self == NULL)
    return;
  /* Answered ones went with their answer; deleting is harmless then. */
  xmpp_id_handler_delete (self->conn, on_items, self->ids->pdata[0]);
  for (guint i = 1; i < self->ids->len; i++)
    xmpp_id_handler_delete (self->conn, on_info, self->ids->pdata[i]);
  g_ptr_array_unref (self->ids);
  g_free (self->domain);
  g_free (self->service);
  g_free (self);
}
