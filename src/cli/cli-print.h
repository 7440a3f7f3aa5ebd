/* cli-print.h: drive-in-cli print title/list/proxies: PDF title sheets, card lists, proxies. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "print title", "print list", "print proxies". */
int cli_print (int    argc,
               char **argv);

G_END_DECLS
