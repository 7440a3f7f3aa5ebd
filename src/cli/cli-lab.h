/* cli-lab.h: drive-in-cli lab: how a deck of any game plays. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cli_lab (int    argc,
             char **argv);

G_END_DECLS
