/* drive-in-xmpp-resolve.h: where a domain's XMPP server listens, asked of DNS without
 * blocking: its SRV record (xmpp-client), else the domain itself on the usual port. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

void  drive_in_xmpp_resolve_async  (const char          *domain,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data);
/* The server's numeric address (so that libstrophe's own look-up has nothing to wait for),
 * its port in @port; NULL with @error when DNS does not know it. */
char *drive_in_xmpp_resolve_finish (GAsyncResult        *result,
                                    guint16             *port,
                                    GError             **error);

G_END_DECLS
