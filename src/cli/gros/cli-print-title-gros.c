/* cli-print-title-gros.c: drive-in-cli print title: GROS's Title sheet (the Movie Title, its
 * Title words and a Ratings table to fill in). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cli-print.h"
#include "cli-private.h"
#include "drive-in-render.h"
#include "gros-format.h"

static int
print_title (const CliCommand *command,
             int               argc,
             char            **argv)
{
  g_autofree char *title = NULL;
  g_autofree char *format_id = NULL;
  g_autofree char *paper_name = NULL;
  g_autofree char *output = NULL;
  g_auto(GStrv) players = NULL;
  gboolean no_date = FALSE;
  const GOptionEntry entries[] = {
    { "title", 't', 0, G_OPTION_ARG_STRING, &title, N_("The Movie Title"), N_("TEXT") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_id,
      N_("The format played (feature-film, episode, draft, titled-feature, titled-episode, "
         "classic); feature-film by default"), N_("FORMAT") },
    { "player", 'p', 0, G_OPTION_ARG_STRING_ARRAY, &players,
      N_("A player's name, once per seat; without any, blank seats to write on"), N_("NAME") },
    { "no-date", 0, 0, G_OPTION_ARG_NONE, &no_date, N_("Leave the date blank"), NULL },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper_name, N_("a4 (the default) or letter"),
      N_("PAPER") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF file to write"),
      N_("FILE") },
    { NULL }
  };
  g_autoptr(GrosPrintTitleSheet) sheet = NULL;
  const GrosFormat *format = gros_format_get (GROS_FORMAT_FEATURE_FILM);
  DriveInPaper paper;

  if (!cli_parse_options (command, entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc > 1)
    {
      cli_error (_("print title: unexpected argument '%s'; the Title goes with --title"),
                 argv[1]);
      return CLI_EXIT_FAILURE;
    }
  if (title == NULL || *g_strstrip (title) == '\0')
    {
      cli_error (_("print title: which Title? Give it with --title TEXT"));
      return CLI_EXIT_FAILURE;
    }
  if (format_id != NULL && (format = gros_format_from_string (format_id)) == NULL)
    {
      g_autofree char *known = gros_format_dup_id_list ();

      cli_error (_("print title: unknown format '%s'; the formats are %s"), format_id, known);
      return CLI_EXIT_FAILURE;
    }
  if (!cli_print_parse_paper (command, paper_name, &paper) || !cli_print_check_output (command, output))
    return CLI_EXIT_FAILURE;

  sheet = gros_print_title_sheet_new (title, format->id);
  for (guint i = 0; players != NULL && players[i] != NULL; i++)
    gros_print_title_sheet_add_player (sheet, players[i]);
  if (!no_date)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();

      gros_print_title_sheet_set_date (sheet, now);
    }
  return cli_print_write_pdf (command, DRIVE_IN_PRINT_DOCUMENT (sheet), paper, output);
}

const CliPrintSheet cli_print_title_gros = {
  .command = { "title", NULL,
               N_("Print a Title sheet: the Movie Title, its Title words and a Ratings table to "
                  "fill in"),
               NULL },
  .usage = "--title TEXT [--format FORMAT] [--player NAME]…",
  .run = print_title,
};
