/* cli-import.h: drive-in-cli import: release folders, and card lists of other games. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cli_import (int    argc,
                char **argv);

G_END_DECLS
