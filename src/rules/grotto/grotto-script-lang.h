/* grotto-script-lang.h: the line language Grotto Beasts! card effects are written in
 * (docs/grotto-scripts.md): files of entries by card number, compiled against a card db. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

#include "grotto-card-db.h"
#include "grotto-script.h"

G_BEGIN_DECLS

typedef struct
{
  char    *number;
  guint    line;      /* of the "card" line */
  char    *body;      /* the lines after it, up to the next entry */
  gboolean complete;  /* the entry ends with "complete" */
} GrottoScriptEntry;

typedef struct
{
  char       *name;
  GPtrArray  *entries;    /* of GrottoScriptEntry */
  GHashTable *by_number;  /* number -> GrottoScriptEntry (not owned) */
  GPtrArray  *errors;     /* of char *: "file:line: problem" */
} GrottoScriptFile;

/* Splits a file into entries (the entries themselves are compiled later, per db). */
GrottoScriptFile *grotto_script_file_parse (const char *name,
                                            const char *text);
void              grotto_script_file_free  (GrottoScriptFile *file);

/* Compiles an entry's body against @db; @sigil resolves "named=NUMBER". @name and
 * @first_line place errors ("file:line: problem"). Free with g_free(). */
GrottoScript     *grotto_script_compile_text (GrottoCardDb *db,
                                              const char   *sigil,
                                              const char   *text,
                                              const char   *name,
                                              guint         first_line,
                                              GError      **error);

/* Handler names the language knows (grotto-game-handlers.c). */
const char       *grotto_script_trigger_name (guint trigger);

G_END_DECLS
