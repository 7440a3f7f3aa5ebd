/* cli-coverage.h: drive-in-cli coverage: how many cards of each release have a complete script. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cli_coverage (int    argc,
                  char **argv);

G_END_DECLS
