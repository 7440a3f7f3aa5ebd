/* cli-print.h: drive-in-cli print list/proxies/turn-reference and the sheets a game adds
 * (GROS's title): PDF card lists, proxies, turn references. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

#include "cli-private.h"
#include "drive-in-render.h"

G_BEGIN_DECLS

/* "print list", "print proxies", "print turn-reference" and the games' sheets. */
int cli_print (int    argc,
               char **argv);

/* A sheet a game prints beside the shared ones, listed in cli-print.c. */
typedef struct
{
  CliCommand  command;  /* its name, summary (for --help and errors); run unused */
  const char *usage;    /* its options, for drive-in-cli print --help */
  int       (*run)     (const CliCommand *command,
                        int               argc,
                        char            **argv);
} CliPrintSheet;

/* For a game's sheets: the shared options checked, and the PDF written (0 or 2). */
gboolean cli_print_parse_paper  (const CliCommand     *command,
                                 const char           *paper_name,
                                 DriveInPaper         *out_paper);
gboolean cli_print_check_output (const CliCommand     *command,
                                 const char           *output);
int      cli_print_write_pdf    (const CliCommand     *command,
                                 DriveInPrintDocument *document,
                                 DriveInPaper          paper,
                                 const char           *output);

/* gros/cli-print-title-gros.c: GROS's Title sheet. */
extern const CliPrintSheet cli_print_title_gros;

G_END_DECLS
