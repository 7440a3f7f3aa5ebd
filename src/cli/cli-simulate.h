/* cli-simulate.h: drive-in-cli commands on whole games and scripts: simulate, coverage. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cli_simulate (int    argc,
                  char **argv);
int cli_coverage (int    argc,
                  char **argv);

G_END_DECLS
