/* cli-print.c: drive-in-cli print list/proxies/turn-reference and the sheets a game adds
 * (GROS's title): PDF card lists, proxies, a game's turn reference. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>

#include "cli-print.h"
#include "cli-private.h"
#include "drive-in-render.h"
#include "groo-print-reference.h"
#include "groo-game-id.h"

/* The sheets a game prints beside the shared ones: one line per game that has any. */
static const CliPrintSheet *const game_sheets[] = {
  &cli_print_title_gros,
};

/* The "print" subcommands every game has, for their --help and error messages. */
static const CliCommand print_commands[] = {
  { "list", "DECK", N_("Print a deck's card list, grouped by type, with its validation"),
    NULL },
  { "proxies", "DECK", N_("Print a deck's cards at true size, nine to a page, with cut marks"),
    NULL },
  { "turn-reference", NULL,
    N_("Print a game's one-page turn reference: the phases of a turn and the dice"), NULL },
};

/* The games with a printed turn reference (the Decks page prints the same). */
static const struct
{
  const char          *game;
  DriveInPrintDocument *(*new_reference) (void);
} turn_references[] = {
  { GROO_GAME_ID, groo_print_reference_new },
};

gboolean
cli_print_parse_paper (const CliCommand *command,
             const char       *paper_name,
             DriveInPaper        *out_paper)
{
  *out_paper = DRIVE_IN_PAPER_A4;
  if (paper_name == NULL)
    return TRUE;
  if (!drive_in_paper_from_string (paper_name, out_paper))
    {
      cli_error (_("print %s: unknown paper '%s'; use a4 or letter"), command->name, paper_name);
      return FALSE;
    }
  return TRUE;
}

gboolean
cli_print_check_output (const CliCommand *command,
              const char       *output)
{
  if (output == NULL || *output == '\0')
    {
      cli_error (_("print %s: where to? Give the PDF file with -o FILE.pdf"), command->name);
      return FALSE;
    }
  return TRUE;
}

/* Writes @document to @output; 0 or 2. */
int
cli_print_write_pdf (const CliCommand  *command,
           DriveInPrintDocument *document,
           DriveInPaper          paper,
           const char        *output)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (output);
  g_autofree char *location = g_file_get_parse_name (file);
  g_autoptr(GError) error = NULL;
  double width, height;
  guint n_pages;

  drive_in_paper_get_size (paper, &width, &height);
  if (!drive_in_print_document_write_pdf (document, file, width, height, NULL, &error))
    {
      cli_error ("print %s: %s", command->name, error->message);
      return CLI_EXIT_FAILURE;
    }
  n_pages = drive_in_print_document_get_n_pages (document, width, height);
  g_print (g_dngettext (GETTEXT_PACKAGE, "Wrote %s (%u page)\n", "Wrote %s (%u pages)\n",
                        n_pages),
           location, n_pages);
  return CLI_EXIT_OK;
}

static DriveInDeck *
load_deck (const CliCommand *command,
           const char       *argument,
           DriveInCatalog      *catalog)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (argument);
  g_autoptr(GError) error = NULL;
  DriveInDeck *deck;

  deck = drive_in_deck_load (file, catalog, NULL, &error);
  if (deck == NULL)
    cli_error ("print %s: %s", command->name, error->message);
  return deck;
}

/* print list DECK, print proxies DECK: the same options. */
static int
print_deck (const CliCommand *command,
            gboolean          proxies,
            int               argc,
            char            **argv)
{
  g_autofree char *paper_name = NULL;
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper_name, N_("a4 (the default) or letter"),
      N_("PAPER") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF file to write"),
      N_("FILE") },
    { NULL }
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GObject) document = NULL;
  DriveInPaper paper;

  if (!cli_parse_options (command, entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("print %s: which deck? Give a .drive-in-deck file")
                          : _("print %s: one deck at a time"), command->name);
      return CLI_EXIT_FAILURE;
    }
  if (!cli_print_parse_paper (command, paper_name, &paper) || !cli_print_check_output (command, output))
    return CLI_EXIT_FAILURE;

  catalog = cli_load_catalog ();
  deck = load_deck (command, argv[1], catalog);
  if (deck == NULL)
    return CLI_EXIT_FAILURE;
  /* Another game's deck prints with its built-in cards too. */
  cli_add_game_cards (catalog, drive_in_deck_get_game (deck));

  if (proxies)
    document = G_OBJECT (drive_in_print_proxy_sheet_new (deck, catalog, NULL));
  else
    document = G_OBJECT (drive_in_print_card_list_new (deck, catalog));
  return cli_print_write_pdf (command, DRIVE_IN_PRINT_DOCUMENT (document), paper, output);
}

static char *
dup_reference_games (void)
{
  GString *games = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (turn_references); i++)
    g_string_append_printf (games, "%s%s", i > 0 ? ", " : "", turn_references[i].game);
  return g_string_free (games, FALSE);
}

/* print turn-reference --game ID: the game's phases and dice on one page. */
static int
print_turn_reference (const CliCommand *command,
                      int               argc,
                      char            **argv)
{
  g_autofree char *game_id = NULL;
  g_autofree char *paper_name = NULL;
  g_autofree char *output = NULL;
  g_autofree char *games = dup_reference_games ();
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("The game whose turn reference to print (see 'drive-in-cli games')"), N_("ID") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper_name, N_("a4 (the default) or letter"),
      N_("PAPER") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("The PDF file to write"),
      N_("FILE") },
    { NULL }
  };
  g_autoptr(DriveInPrintDocument) document = NULL;
  const GameRules *rules;
  DriveInPaper paper;

  if (!cli_parse_options (command, entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc > 1)
    {
      cli_error (_("print turn-reference: unexpected argument '%s'; the game goes with --game"),
                 argv[1]);
      return CLI_EXIT_FAILURE;
    }
  if (game_id == NULL)
    {
      /* Translators: the last %s lists game ids ("groo"). */
      cli_error (_("print turn-reference: which game? Give it with --game ID (games with a turn "
                   "reference: %s)"), games);
      return CLI_EXIT_FAILURE;
    }
  if ((rules = cli_lookup_game_rules ("print turn-reference", game_id)) == NULL)
    return CLI_EXIT_FAILURE;
  for (guint i = 0; i < G_N_ELEMENTS (turn_references) && document == NULL; i++)
    if (g_str_equal (turn_references[i].game, rules->id))
      document = turn_references[i].new_reference ();
  if (document == NULL)
    {
      cli_error (_("print turn-reference: %s has no turn reference (games with one: %s)"),
                 rules->id, games);
      return CLI_EXIT_FAILURE;
    }
  if (!cli_print_parse_paper (command, paper_name, &paper) || !cli_print_check_output (command, output))
    return CLI_EXIT_FAILURE;
  return cli_print_write_pdf (command, document, paper, output);
}

static void
print_print_usage (FILE *stream)
{
  fprintf (stream, "%s\n\n%s\n", _("Usage: drive-in-cli print COMMAND [OPTION…] -o FILE.pdf"),
           _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (game_sheets); i++)
    fprintf (stream, "  %-14s %s\n", game_sheets[i]->command.name, game_sheets[i]->usage);
  fprintf (stream, "  %-14s %s\n", "list", "DECK");
  fprintf (stream, "  %-14s %s\n", "proxies", "DECK [--paper a4|letter]");
  fprintf (stream, "  %-14s %s\n", "turn-reference", "--game ID [--paper a4|letter]");
  fprintf (stream, "\n%s\n", _("Run 'drive-in-cli print COMMAND --help' for its options."));
}

int
cli_print (int    argc,
           char **argv)
{
  const CliCommand *command = NULL;
  const CliPrintSheet *sheet = NULL;
  g_autofree char *prgname = NULL;

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h"))
    {
      print_print_usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (print_commands); i++)
    if (g_str_equal (print_commands[i].name, argv[1]))
      command = &print_commands[i];
  for (guint i = 0; i < G_N_ELEMENTS (game_sheets) && command == NULL; i++)
    if (g_str_equal (game_sheets[i]->command.name, argv[1]))
      sheet = game_sheets[i];
  if (command == NULL && sheet == NULL)
    {
      cli_error (_("print: unknown command '%s'"), argv[1]);
      cli_error (_("Try 'drive-in-cli print --help'."));
      return CLI_EXIT_FAILURE;
    }

  prgname = g_strdup_printf ("drive-in-cli print %s",
                             sheet != NULL ? sheet->command.name : command->name);
  g_set_prgname (prgname);

  if (sheet != NULL)
    return sheet->run (&sheet->command, argc - 1, argv + 1);
  if (command == &print_commands[2])
    return print_turn_reference (command, argc - 1, argv + 1);
  return print_deck (command, command == &print_commands[1], argc - 1, argv + 1);
}
