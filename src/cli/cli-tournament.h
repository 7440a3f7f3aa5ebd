/* cli-tournament.h: drive-in-cli tournament: AI levels against each other. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cli_tournament (int    argc,
                    char **argv);

G_END_DECLS
