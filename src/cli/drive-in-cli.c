/* drive-in-cli.c: the drive-in-cli command dispatcher and the helpers its commands share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli-private.h"
#include "cli-coverage.h"
#include "cli-deck.h"
#include "cli-games.h"
#include "cli-import.h"
#include "cli-simulate.h"
#include "cli-replay.h"
#include "cli-scenario.h"
#include "cli-tournament.h"
#include "cli-draft.h"
#include "cli-lab.h"
#include "cli-print.h"
#include "cli-online.h"
#include "drive-in-xmpp-transport.h"

/* One entry per subcommand: a new group of commands (decks, games...) lives in its own
 * cli-<area>.c and adds its lines here. */
static const CliCommand commands[] = {
  { "games", NULL, N_("List the games Drive-In knows: variants, players, AI, scenarios, cards"),
    cli_games },
  { "cards", NULL, N_("List cards, filtered by release, type, trait or text"),
    cli_catalog_cards },
  { "show", "CARD-ID", N_("Show one card, e.g. gros-dc:01-01"), cli_catalog_show },
  { "packs", NULL, N_("List the packs of every release"), cli_catalog_packs },
  { "import", "DIR|FILE", N_("Check a release folder (or the Grotto Beasts! card list) and add it "
                             "to the library"), cli_import },
  { "validate", "DECK", N_("Check a deck file against the rules of its game and variant"),
    cli_deck_validate },
  { "deck", "COMMAND", N_("Build, import and export decks: from-packs, import-text, "
                          "export-text"), cli_deck },
  { "simulate", NULL, N_("Play whole games between AI seats and sum up the results"),
    cli_simulate },
  { "coverage", NULL, N_("Count the cards of each release that have a complete script"),
    cli_coverage },
  { "scenario", "FILE", N_("Play a scenario file (a position and actions) and check it"),
    cli_scenario },
  { "replay", "GAME", N_("Replay a saved game and show where it stands, as one seat saw it"),
    cli_replay },
  { "tournament", NULL, N_("Play AI levels against each other on mirrored decks; win rates"),
    cli_tournament },
  { "lab", "DECK", N_("How a deck plays: exact odds, AI games from every seat, sample hands"),
    cli_lab },
  { "print", "COMMAND", N_("Print to PDF: a Title sheet, a deck's card list or its proxies"),
    cli_print },
  { "draft", NULL, N_("Draft decks (packs of 15, right then left) against computer drafters"),
    cli_draft },
  { "host", NULL, N_("Referee an online table over XMPP: seat whoever joins, play it to the end"),
    cli_online_host },
  { "join", "ROOM-JID", N_("Take a seat at an online table over XMPP and let an AI play it, or --watch it"),
    cli_online_join },
  { "lobby", NULL, N_("List the open online tables announced in an XMPP lobby room"),
    cli_online_lobby },
};

const CliCommand *
cli_lookup_command (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (commands[i].name, name))
      return &commands[i];
  return NULL;
}

void
cli_error (const char *format,
           ...)
{
  g_autofree char *message = NULL;
  g_auto(GStrv) lines = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  lines = g_strsplit (message, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      g_printerr ("drive-in-cli: %s\n", lines[i]);
}

void
cli_print_problems (const char *message)
{
  g_auto(GStrv) lines = g_strsplit (message, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      g_printerr ("%s\n", lines[i]);
}

gboolean
cli_parse_options (const CliCommand   *command,
                   const GOptionEntry *entries,
                   int                *argc,
                   char             ***argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *parameters = NULL;

  g_assert (command != NULL);

  /* "Usage: drive-in-cli show [OPTION…] CARD-ID" */
  parameters = g_strdup_printf ("%s", command->parameters != NULL ? command->parameters : "");
  context = g_option_context_new (parameters);
  g_option_context_set_summary (context, _(command->summary));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      cli_error ("%s: %s", command->name, error->message);
      cli_error (_("Try 'drive-in-cli %s --help'."), command->name);
      return FALSE;
    }
  return TRUE;
}

DriveInLibrary *
cli_get_library (void)
{
  return drive_in_library_new (NULL);
}

DriveInCatalog *
cli_load_catalog (void)
{
  g_autoptr(DriveInLibrary) library = cli_get_library ();
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  DriveInCatalog *catalog;

  /* A broken release does not hide the others: report it and go on. */
  catalog = drive_in_library_load_catalog (library, NULL, problems);
  for (guint i = 0; i < problems->len; i++)
    cli_print_problems (g_ptr_array_index (problems, i));
  return catalog;
}

void
cli_add_game_cards (DriveInCatalog *catalog,
                    const char  *game_id)
{
  g_autoptr(GPtrArray) problems = NULL;

  /* The unnamed default's cards are the starter's, which cli_load_catalog() added. */
  if (game_id != NULL && g_str_equal (game_id, drive_in_game_info_get_unnamed_default ()))
    return;
  problems = g_ptr_array_new_with_free_func (g_free);
  drive_in_library_add_builtin_sets (catalog, NULL, problems);
  for (guint i = 0; i < problems->len; i++)
    cli_print_problems (g_ptr_array_index (problems, i));
}

const DriveInGameInfo *
cli_lookup_game_info (const char *command,
                      const char *game_id)
{
  const char *id = game_id != NULL ? game_id : drive_in_game_info_get_unnamed_default ();
  const DriveInGameInfo *info = drive_in_game_info_lookup (id);

  if (info == NULL)
    {
      g_autofree char *known = drive_in_game_info_dup_id_list ();

      cli_error (_("%s: unknown game '%s' (known: %s)"), command, game_id, known);
    }
  return info;
}

const GameRules *
cli_lookup_game_rules (const char *command,
                       const char *game_id)
{
  const char *id = game_id != NULL ? game_id : drive_in_game_info_get_unnamed_default ();
  const GameRules *rules = game_rules_lookup (id);
  const GameRules *const *games;
  g_autoptr(GString) known = g_string_new (NULL);
  guint n;

  if (rules != NULL)
    return rules;
  games = game_rules_list (&n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (known, "%s%s", i > 0 ? ", " : "", games[i]->id);
  if (drive_in_game_info_lookup (game_id) != NULL)
    cli_error (_("%s: Drive-In cannot play %s yet (it plays: %s)"), command, game_id,
               known->str);
  else
    cli_error (_("%s: unknown game '%s' (known: %s)"), command, game_id, known->str);
  return NULL;
}

const GameRules *
cli_deck_game_rules (const char *command,
                     DriveInDeck   *deck)
{
  return cli_lookup_game_rules (command, drive_in_deck_get_game (deck));
}

gpointer
cli_params_new (const char      *command,
                const GameRules *rules,
                const char      *variant_id)
{
  gpointer params = g_malloc0 (rules->params_size);
  const GameVariant *variants;
  g_autoptr(GString) known = g_string_new (NULL);
  guint n;

  if (rules->params_init (params, variant_id))
    return params;
  g_free (params);
  n = rules->list_variants (&variants);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (known, "%s%s", i > 0 ? ", " : "", variants[i].id);
  cli_error (_("%s: %s has no format or variant '%s' (known: %s)"), command, rules->id,
             variant_id, known->str);
  return NULL;
}

char *
cli_dup_variant_label (const GameRules *rules,
                       gconstpointer    params)
{
  const char *variant_id = rules->params_variant != NULL ? rules->params_variant (params) : NULL;
  const GameVariant *variant = variant_id != NULL ? game_rules_find_variant (rules, variant_id)
                                                  : NULL;
  const char *label = variant != NULL ? drive_in_game_info_variant_label (variant) : variant_id;
  const DriveInGameInfo *info = drive_in_game_info_lookup (rules->id);

  /* The first game is the one every command plays by default: its name goes without saying. */
  if (rules == game_rules_list (NULL)[0] && label != NULL)
    return g_strdup (label);
  if (label == NULL)
    return g_strdup (info != NULL ? drive_in_game_info_get_label (info) : rules->id);
  /* TRANSLATORS: a game and its variant: "Grotto Beasts! (Rumble)". */
  return g_strdup_printf (_("%s (%s)"), info != NULL ? drive_in_game_info_get_label (info) : rules->id,
                          label);
}

DriveInDeck *
cli_load_deck (const char  *command,
               DriveInCatalog *catalog,
               const char  *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  DriveInDeck *deck = drive_in_deck_load (file, catalog, NULL, &error);

  if (deck == NULL)
    cli_error ("%s: %s", command, error->message);
  return deck;
}

void
cli_json_add_string (JsonBuilder *b,
                     const char  *name,
                     const char  *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

void
cli_json_add_double (JsonBuilder *b,
                     const char  *name,
                     double       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

void
cli_json_add_int (JsonBuilder *b,
                  const char  *name,
                  gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

void
cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

static void
print_usage (FILE *stream)
{
  guint width = 0;

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    width = MAX (width, strlen (commands[i].name));

  fprintf (stream, "%s\n", _("Usage: drive-in-cli COMMAND [OPTION…] [ARGUMENT…]"));
  fprintf (stream, "\n%s\n", _("Browse and manage the Drive-In card library from a terminal."));
  fprintf (stream, "\n%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-*s  %s\n", (int) width, commands[i].name, _(commands[i].summary));
  fprintf (stream, "\n%s\n", _("Run 'drive-in-cli COMMAND --help' for the options of a command."));
  fprintf (stream, "%s\n", _("The library is $XDG_DATA_HOME/drive-in; errors exit with status 2."));
}

int
main (int    argc,
      char **argv)
{
  const CliCommand *command;
  g_autofree char *prgname = NULL;
  int status;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return CLI_EXIT_FAILURE;
    }

  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")
      || g_str_equal (argv[1], "help"))
    {
      if (argc > 2 && (command = cli_lookup_command (argv[2])) != NULL)
        {
          char *help_argv[] = { argv[2], (char *) "--help", NULL };

          prgname = g_strdup_printf ("drive-in-cli %s", command->name);
          g_set_prgname (prgname);
          return command->run (2, help_argv);
        }
      print_usage (stdout);
      return CLI_EXIT_OK;
    }

  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("drive-in-cli %s\n", PACKAGE_VERSION);
      return CLI_EXIT_OK;
    }

  command = cli_lookup_command (argv[1]);
  if (command == NULL)
    {
      cli_error (_("unknown command '%s'"), argv[1]);
      cli_error (_("Try 'drive-in-cli --help'."));
      return CLI_EXIT_FAILURE;
    }

  /* GOption prints "Usage: <prgname> [OPTION…]": make that "drive-in-cli show". */
  prgname = g_strdup_printf ("drive-in-cli %s", command->name);
  g_set_prgname (prgname);

  status = command->run (argc - 1, argv + 1);
  /* An online command may end while its link still signs in. */
  drive_in_xmpp_transport_finish_sign_ins ();
  return status;
}

gboolean
cli_prepare_save_folder (const char  *command,
                         const char  *dir,
                         GError     **error)
{
  g_autoptr(GFile) folder = g_file_new_for_commandline_arg (dir);
  g_autoptr(GError) local_error = NULL;

  if (g_file_make_directory_with_parents (folder, NULL, &local_error)
      || g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      if (g_file_query_file_type (folder, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_DIRECTORY)
        return TRUE;
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO,
                   _("%s: --save %s: not a folder"), command, dir);
      return FALSE;
    }
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: --save %s: %s"), command, dir,
               local_error->message);
  return FALSE;
}

gboolean
cli_save_game_record (GameRecord  *record,
                      const char  *dir,
                      guint        index,
                      GError     **error)
{
  g_autofree char *name = g_strdup_printf ("%s-%04u%s", game_record_get_rules (record)->id,
                                           index + 1, GAME_RECORD_FILE_EXTENSION);
  g_autoptr(GFile) folder = g_file_new_for_commandline_arg (dir);
  g_autoptr(GFile) file = g_file_get_child (folder, name);

  return game_record_save (record, file, NULL, error);
}
