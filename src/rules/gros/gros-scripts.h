/* gros-scripts.h: card scripts written in Drive-In's ability language, keyed by release and
 * card number, compiled against a card db's traits. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

#include "gros-card-db.h"
#include "gros-script.h"

G_BEGIN_DECLS

/* The compiled script of card @number of release @sigil, or NULL when there is none.
 * Compiled once per db (trait ids are the db's) and owned by it. */
const GrosScript *gros_scripts_lookup    (GrosCardDb *db,
                                          const char *sigil,
                                          const char *number);

/* Compiles one script text (the body of a card's entry) against @db; for tests and
 * scenario files. Free with g_free(). */
GrosScript       *gros_script_compile    (GrosCardDb  *db,
                                          const char  *text,
                                          GError     **error);

/* How many cards of @sigil have a complete script, and how many entries the script file
 * of that release has (for `drive-in-cli coverage`). */
void              gros_scripts_coverage  (const char *sigil,
                                          guint      *out_complete,
                                          guint      *out_entries);
/* TRUE when card @number of @sigil has a script marked complete. */
gboolean          gros_scripts_is_complete (const char *sigil,
                                            const char *number);

G_END_DECLS
