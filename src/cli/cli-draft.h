/* cli-draft.h: drive-in-cli draft: a Draft against computer drafters. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int cli_draft (int    argc,
               char **argv);

/* cli-draft-gruff.c: the draft of Gruff (004). */
int cli_draft_gruff (guint64     seed,
                     const char *level_name,
                     gboolean    interactive);

G_END_DECLS
