/* grotto-scripts.h: the shipped Grotto Beasts! card scripts, keyed by release and card
 * number, compiled once per card db. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

#include "grotto-card-db.h"
#include "grotto-script.h"

G_BEGIN_DECLS

/* The compiled script of card @number of release @sigil, or NULL when it has none. The db
 * keeps it. */
const GrottoScript *grotto_scripts_lookup      (GrottoCardDb *db,
                                                const char   *sigil,
                                                const char   *number);
/* Compiles one entry body against @db, for tests and scenario files. Free with g_free(). */
GrottoScript       *grotto_script_compile      (GrottoCardDb *db,
                                                const char   *sigil,
                                                const char   *text,
                                                GError      **error);
/* Cards of @sigil with a complete script, and the entries of its file. */
void                grotto_scripts_coverage    (const char   *sigil,
                                                guint        *out_complete,
                                                guint        *out_entries);
gboolean            grotto_scripts_is_complete (const char   *sigil,
                                                const char   *number);
/* The sigils that have a script file (for tests); NULL-terminated, static. */
const char * const *grotto_scripts_list_files  (void);

G_END_DECLS
