/* drive-in-xmpp-resolve.c: where a domain's XMPP server listens. */
// SPDX-License-Identifier: GPL-3.0-or-later
#include "config.h"

#include "drive-in-xmpp-resolve.h"
#include "drive-in-xmpp-transport.h"

static void
on_host_resolved (GObject      *resolver,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr(GTask) task = data;
  GError *error = NULL;
  GList *addresses = g_resolver_lookup_by_name_finish (G_RESOLVER (resolver), result, &error);

  if (addresses == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, g_inet_address_to_string (addresses->data), g_free);
  g_resolver_free_addresses (addresses);
}

static void
on_service_resolved (GObject      *resolver,
                     GAsyncResult *result,
                     gpointer      data)
{
  GTask *task = data;
  GList *targets = g_resolver_lookup_service_finish (G_RESOLVER (resolver), result, NULL);
  const char *host = g_task_get_task_data (task);
  guint16 port = DRIVE_IN_XMPP_DEFAULT_PORT;

  /* No SRV record (or the look-up was cancelled: the next one says so). */
  if (targets != NULL)
    {
      host = g_srv_target_get_hostname (targets->data);
      port = g_srv_target_get_port (targets->data);
    }
  g_object_set_data (G_OBJECT (task), "port", GUINT_TO_POINTER (port));
  g_resolver_lookup_by_name_async (G_RESOLVER (resolver), host, g_task_get_cancellable (task),
                                   on_host_resolved, task);
  g_resolver_free_targets (targets);
}

void
drive_in_xmpp_resolve_async (const char          *domain,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GResolver) resolver = g_resolver_get_default ();
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_task_data (task, g_strdup (domain), g_free);
  g_resolver_lookup_service_async (resolver, "xmpp-client", "tcp", domain, cancellable,
                                   on_service_resolved, task);
}

char *
drive_in_xmpp_resolve_finish (GAsyncResult *result,
                              guint16      *port,
                              GError      **error)
{
  char *address = g_task_propagate_pointer (G_TASK (result), error);

  *port = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (result), "port"));
  return address;
}
