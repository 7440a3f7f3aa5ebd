/* gros-script-lang.h: the card script language: script files of entries, and compiling one. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

#include "gros-card-db.h"
#include "gros-script.h"

G_BEGIN_DECLS

/* One `card <number>` entry of a script file, as written. */
typedef struct
{
  char     *number;     /* card number in its release, "01-04" */
  guint     line;       /* line of its `card` line */
  char     *body;       /* every line after `card`, up to the next entry (blank lines kept) */
  guint     body_line;  /* file line of the body's first line */
  gboolean  complete;   /* ends with `complete` (and compiled without error) */
  gboolean  valid;      /* compiled without error when the file was read */
  char     *note;       /* its `note` lines joined, or NULL */
  GStrv     handlers;   /* the C handlers it names (standalone lines and effects) */
} GrosScriptEntry;

typedef struct
{
  char       *name;     /* file name used in messages: "drive-in.gros-script" */
  GPtrArray  *entries;  /* of GrosScriptEntry, in file order */
  GHashTable *by_number;
  GPtrArray  *errors;   /* "name:line: problem", one per bad entry or stray line */
} GrosScriptFile;

/* Splits @text into entries and checks each one compiles (against a scratch db). A bad
 * entry is kept but marked invalid, with its problem in errors; never fails as a whole. */
GrosScriptFile        *gros_script_file_parse   (const char *name,
                                                 const char *text);
void                   gros_script_file_free    (GrosScriptFile *file);
const GrosScriptEntry *gros_script_file_lookup  (const GrosScriptFile *file,
                                                 const char           *number);

/* A named card (`character:02-01`) the db did not hold yet when the script was compiled:
 * the filter matches nothing until the card is added and @slot is filled in. */
typedef struct
{
  uint16_t *slot;
  char     *id;
} GrosScriptPending;

void                   gros_script_pending_free (gpointer pending);

/* Compiles an entry body. @sigil is the release that short names (`:02-01`) refer to (NULL:
 * only full ids, `:gros-dc:02-01`); @file_name and @first_line place errors, which read
 * "file:line: problem" (or "line N: problem" without a file name). Unresolved named cards
 * are appended to @pending when given. Free the result with g_free(). */
GrosScript            *gros_script_lang_compile (GrosCardDb  *db,
                                                 const char  *sigil,
                                                 const char  *text,
                                                 const char  *file_name,
                                                 guint        first_line,
                                                 GPtrArray   *pending,
                                                 GError     **error);

/* The shipped script files (gros-scripts.c): their release sigils, sorted, and each parsed
 * file (cached for the process; NULL when @sigil has none). */
GStrv                  gros_scripts_dup_sigils  (void);
const GrosScriptFile  *gros_scripts_get_file    (const char *sigil);

G_END_DECLS
