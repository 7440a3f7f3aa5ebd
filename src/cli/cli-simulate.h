/* cli-simulate.h: drive-in-cli simulate: whole games of any game between AI seats. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cli_simulate (int    argc,
                  char **argv);

G_END_DECLS
