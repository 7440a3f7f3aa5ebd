/* cli-scenario.h: drive-in-cli scenario: play a scenario file and show where it leads. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exits 0 when every expectation holds, 1 when one fails or an action is illegal, 2 when the
 * file cannot be read. */
int cli_scenario (int    argc,
                  char **argv);

G_END_DECLS
