/* cli-deck.c: drive-in-cli commands on decks: validate, deck from-packs/import-text/export-text. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli-deck.h"
#include "cli-private.h"

/* Card lists are a few kilobytes; the bound only keeps a wrong file from filling memory. */
#define LIST_MAX_SIZE (4 * 1024 * 1024)

/* The "deck" subcommands, for their --help and error messages. */
static const CliCommand deck_commands[] = {
  { "from-packs", "PACK… [CARD-ID…]",
    N_("Build a deck of the packs' game of its packs (SIGIL:PREFIX, such as gros-dc:01: three "
       "of GROS's Feature Packs make a Feature Film deck) and extra cards, and write it with -o"),
    NULL },
  { "import-text", "LIST",
    N_("Make a deck file of a card list: one card id or card name per line (- reads stdin)"),
    NULL },
  { "export-text", "DECK",
    N_("Print a deck as a card list, grouped by card type"),
    NULL },
};

/* FALSE, with a message naming the game's variants, when @game has no variant @variant_id. */
static gboolean
check_variant (const char            *command,
               const DriveInGameInfo *info,
               const char            *variant_id)
{
  g_autofree char *known = NULL;

  if (drive_in_game_info_find_variant (info, variant_id) != NULL)
    return TRUE;
  known = drive_in_game_info_dup_variant_list (info);
  cli_error (_("%s: %s has no variant '%s'; the variants are %s"), command, info->id,
             variant_id, known);
  return FALSE;
}

/* A deck may hold cards of the sets built in for its game: they join the catalog and the
 * deck reads its cards again. */
static void
add_deck_game_cards (DriveInDeck    *deck,
                     DriveInCatalog *catalog)
{
  cli_add_game_cards (catalog, drive_in_deck_get_game (deck));
  drive_in_deck_set_catalog (deck, catalog);
}

/* ------------------------------------------------------------------------------------ */
/* Reports                                                                              */

/* "Feature Film" for a deck of the game files naming none are of (as the first Drive-In, which
 * played GROS alone, wrote it); another game's deck: "Grotto Beasts! (Classic Game)". */
static char *
dup_deck_variant_label (DriveInDeck *deck)
{
  const DriveInGameInfo *info = drive_in_game_info_lookup (drive_in_deck_get_game (deck));
  const DriveInGameVariant *variant = drive_in_game_info_find_variant (info,
                                                                drive_in_deck_get_variant (deck));
  const char *label = variant != NULL ? drive_in_game_info_variant_label (variant)
                                      : drive_in_deck_get_variant (deck);

  if (g_str_equal (info->id, drive_in_game_info_get_unnamed_default ()))
    return g_strdup (label);
  return g_strdup_printf (_("%s (%s)"), drive_in_game_info_get_label (info), label);
}

static gboolean
print_report (DriveInDeck    *deck,
              DriveInCatalog *catalog,
              const char  *location)
{
  g_autofree char *variant = dup_deck_variant_label (deck);
  g_autoptr(GListModel) problems = drive_in_deck_validate (deck, catalog);
  g_autoptr(GListModel) advice = drive_in_deck_advise (deck, catalog);
  guint n_problems = g_list_model_get_n_items (problems);
  guint n_cards = drive_in_deck_get_n_cards (deck);
  g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards",
                                                         n_cards),
                                            n_cards);

  if (n_problems == 0)
    /* TRANSLATORS: "deck.drive-in-deck: “Monster Mash”, Feature Film, 50 cards: legal." */
    g_print (_("%s: “%s”, %s, %s: legal.\n"), location, drive_in_deck_get_name (deck), variant,
             cards);
  else
    g_print (g_dngettext (GETTEXT_PACKAGE, "%s: “%s”, %s, %s: not legal, %u problem:\n",
                          "%s: “%s”, %s, %s: not legal, %u problems:\n", n_problems),
             location, drive_in_deck_get_name (deck), variant, cards, n_problems);

  for (guint i = 0; i < n_problems; i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

      g_print ("  %s [%s]\n", drive_in_deck_problem_get_message (problem),
               drive_in_deck_problem_get_rule_id (problem));
    }

  /* Only what departs from the recommendations; --json has every line. */
  for (guint i = 0, shown = 0; i < g_list_model_get_n_items (advice); i++)
    {
      g_autoptr(DriveInDeckAdvice) item = g_list_model_get_item (advice, i);

      if (drive_in_deck_advice_get_deviation (item) == 0)
        continue;
      if (shown++ == 0)
        g_print ("%s\n", _("Advice:"));
      g_print ("  %s\n", drive_in_deck_advice_get_message (item));
    }

  return n_problems == 0;
}

static void
add_strv (JsonBuilder        *builder,
          const char         *name,
          const char * const *values)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; values != NULL && values[i] != NULL; i++)
    json_builder_add_string_value (builder, values[i]);
  json_builder_end_array (builder);
}

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static gboolean
print_json_report (DriveInDeck    *deck,
                   DriveInCatalog *catalog,
                   const char  *location)
{
  g_autoptr(GListModel) problems = drive_in_deck_validate (deck, catalog);
  g_autoptr(GListModel) advice = drive_in_deck_advise (deck, catalog);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_auto(GStrv) ids = drive_in_deck_dup_card_ids (deck);
  gboolean legal = g_list_model_get_n_items (problems) == 0;

  json_builder_begin_object (builder);
  add_string (builder, "file", location);
  add_string (builder, "name", drive_in_deck_get_name (deck));
  add_string (builder, "game", drive_in_deck_get_game (deck));
  add_string (builder, "format", drive_in_deck_get_variant (deck));
  add_string (builder, "title", drive_in_deck_get_title (deck));
  json_builder_set_member_name (builder, "n_cards");
  json_builder_add_int_value (builder, drive_in_deck_get_n_cards (deck));
  add_strv (builder, "cards", (const char * const *) ids);
  json_builder_set_member_name (builder, "legal");
  json_builder_add_boolean_value (builder, legal);

  json_builder_set_member_name (builder, "problems");
  json_builder_begin_array (builder);
  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

      json_builder_begin_object (builder);
      add_string (builder, "rule", drive_in_deck_problem_get_rule_id (problem));
      add_strv (builder, "cards", drive_in_deck_problem_get_card_ids (problem));
      add_strv (builder, "details", drive_in_deck_problem_get_details (problem));
      add_string (builder, "message", drive_in_deck_problem_get_message (problem));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "advice");
  json_builder_begin_array (builder);
  for (guint i = 0; i < g_list_model_get_n_items (advice); i++)
    {
      g_autoptr(DriveInDeckAdvice) item = g_list_model_get_item (advice, i);
      const char *rule = drive_in_deck_advice_get_rule_id (item);

      json_builder_begin_object (builder);
      add_string (builder, "rule", rule);
      add_string (builder, "type", drive_in_deck_advice_get_kind (item));
      json_builder_set_member_name (builder, "count");
      json_builder_add_int_value (builder, drive_in_deck_advice_get_count (item));
      json_builder_set_member_name (builder, "recommended");
      json_builder_add_int_value (builder, drive_in_deck_advice_get_recommended (item));
      json_builder_set_member_name (builder, "deviation");
      json_builder_add_int_value (builder, drive_in_deck_advice_get_deviation (item));
      add_string (builder, "message", drive_in_deck_advice_get_message (item));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  cli_print_json (root);
  return legal;
}

/* ------------------------------------------------------------------------------------ */
/* validate                                                                             */

int
cli_deck_validate (int    argc,
                   char **argv)
{
  g_autofree char *variant_id = NULL;
  g_autofree char *game_id = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("Refuse a deck of another game than ID (the deck's own game decides the rules)"),
      N_("ID") },
    { "variant", 'f', 0, G_OPTION_ARG_STRING, &variant_id,
      N_("Check against VARIANT of the deck's game instead of the deck's own (GROS's formats: "
         "feature-film, episode, classic…)"), N_("VARIANT") },
    /* GROS's variants are its formats: the older name stays. */
    { "format", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, &variant_id, NULL, NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the report as JSON"), NULL },
    { NULL }
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *location = NULL;
  const DriveInGameInfo *info = NULL;
  gboolean legal;

  if (!cli_parse_options (cli_lookup_command ("validate"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("validate: which deck? Give a .drive-in-deck file")
                          : _("validate: one deck at a time"));
      return CLI_EXIT_FAILURE;
    }
  if (game_id != NULL && (info = cli_lookup_game_info ("validate", game_id)) == NULL)
    return CLI_EXIT_FAILURE;

  catalog = cli_load_catalog ();
  file = g_file_new_for_commandline_arg (argv[1]);
  location = g_file_get_parse_name (file);
  deck = drive_in_deck_load (file, catalog, NULL, &error);
  if (deck == NULL)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  if (info != NULL && !g_str_equal (drive_in_deck_get_game (deck), info->id))
    {
      cli_error (_("validate: %s is a deck of %s, not of %s"), location,
                 drive_in_deck_get_game (deck), info->id);
      return CLI_EXIT_FAILURE;
    }
  add_deck_game_cards (deck, catalog);
  if (variant_id != NULL
      && (!check_variant ("validate", drive_in_game_info_lookup (drive_in_deck_get_game (deck)),
                          variant_id)
          || !drive_in_deck_set_variant (deck, variant_id)))
    return CLI_EXIT_FAILURE;

  if (json)
    legal = print_json_report (deck, catalog, location);
  else
    legal = print_report (deck, catalog, location);
  return legal ? CLI_EXIT_OK : CLI_EXIT_ILLEGAL;
}

/* ------------------------------------------------------------------------------------ */
/* deck from-packs, import-text, export-text                                            */

/* Saves @deck to @output and reports it: 0 legal, 1 written but illegal, 2 not written. */
static int
save_and_report (DriveInDeck    *deck,
                 DriveInCatalog *catalog,
                 const char  *command,
                 const char  *output)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (output);
  g_autofree char *location = g_file_get_parse_name (file);
  g_autoptr(GError) error = NULL;

  if (!drive_in_deck_save (deck, file, NULL, &error))
    {
      cli_error ("%s: %s", command, error->message);
      return CLI_EXIT_FAILURE;
    }
  g_print (_("Wrote %s\n"), location);
  return print_report (deck, catalog, location) ? CLI_EXIT_OK : CLI_EXIT_ILLEGAL;
}

static gboolean
check_output (const char *command,
              const char *output)
{
  if (output != NULL)
    return TRUE;
  cli_error (_("%s: where to? Give the deck file to write with -o FILE"), command);
  return FALSE;
}

static int
deck_from_packs (const CliCommand *command,
                 int               argc,
                 char            **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *name = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *variant_id = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the deck to FILE"),
      N_("FILE") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name,
      N_("Name the deck NAME (default: the packs' names)"), N_("NAME") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("The game the packs must be of (default: the packs' own)"), N_("ID") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_id,
      N_("The variant or format the deck is for (default: the game's first)"), N_("V") },
    { NULL }
  };
  const DriveInGameInfo *info = NULL;
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) packs = g_ptr_array_new ();
  g_autoptr(GPtrArray) extras = g_ptr_array_new ();

  if (!cli_parse_options (command, entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (game_id != NULL && (info = cli_lookup_game_info ("from-packs", game_id)) == NULL)
    return CLI_EXIT_FAILURE;
  if (argc < 2)
    {
      cli_error (_("from-packs: give the packs (SIGIL:PREFIX, see 'drive-in-cli packs'), "
                 "then any extra card ids"));
      return CLI_EXIT_FAILURE;
    }
  if (!check_output ("from-packs", output))
    return CLI_EXIT_FAILURE;

  catalog = cli_load_catalog ();
  /* The packs first, as many as the variant takes; what names no pack is an extra card. */
  for (int i = 1; i < argc; i++)
    {
      if (extras->len == 0 && drive_in_catalog_lookup_pack (catalog, argv[i]) != NULL)
        g_ptr_array_add (packs, argv[i]);
      else
        g_ptr_array_add (extras, argv[i]);
    }
  if (packs->len == 0)
    {
      cli_error (_("from-packs: %s is no pack in the library (see 'drive-in-cli packs')"),
                 argv[1]);
      return CLI_EXIT_FAILURE;
    }
  g_ptr_array_add (packs, NULL);
  g_ptr_array_add (extras, NULL);
  /* The deck is the packs' game's, in the variant asked for or its first (GROS: Feature
   * Film). */
  deck = drive_in_deck_new_from_packs (catalog, (const char * const *) packs->pdata, variant_id,
                                       (const char * const *) extras->pdata, &error);
  if (deck == NULL)
    {
      cli_error ("from-packs: %s", error->message);
      return CLI_EXIT_FAILURE;
    }
  if (info != NULL && !g_str_equal (drive_in_deck_get_game (deck), info->id))
    {
      const DriveInGameInfo *packs_game = drive_in_game_info_lookup (drive_in_deck_get_game (deck));

      cli_error (_("from-packs: the packs are of %s, not of %s (--game %s)"),
                 drive_in_game_info_get_label (packs_game), drive_in_game_info_get_label (info),
                 info->id);
      return CLI_EXIT_FAILURE;
    }
  if (name != NULL)
    drive_in_deck_set_name (deck, name);
  return save_and_report (deck, catalog, "from-packs", output);
}

static char *
read_list (const char  *argument,
           char       **out_source,
           gsize       *out_length,
           GError     **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  char *contents = NULL;

  if (g_str_equal (argument, "-"))
    {
      g_autoptr(GByteArray) buffer = g_byte_array_new ();
      guint8 chunk[64 * 1024];
      size_t n;

      *out_source = g_strdup (_("standard input"));
      while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
        {
          g_byte_array_append (buffer, chunk, n);
          if (buffer->len > LIST_MAX_SIZE)
            break;
        }
      if (ferror (stdin))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: could not be read"),
                       *out_source);
          return NULL;
        }
      if (buffer->len > LIST_MAX_SIZE)
        goto too_large;
      *out_length = buffer->len;
      g_byte_array_append (buffer, (const guint8 *) "", 1);
      return (char *) g_byte_array_free (g_steal_pointer (&buffer), FALSE);
    }

  file = g_file_new_for_commandline_arg (argument);
  *out_source = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            NULL);
  if (info != NULL && g_file_info_get_size (info) > LIST_MAX_SIZE)
    goto too_large;
  if (!g_file_load_contents (file, NULL, &contents, out_length, NULL, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, "%s: %s", *out_source,
                   local_error->message);
      return NULL;
    }
  return contents;

too_large:
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: larger than %d MiB; not a card list"),
               *out_source, LIST_MAX_SIZE / (1024 * 1024));
  return NULL;
}

static int
deck_import_text (const CliCommand *command,
                  int               argc,
                  char            **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *name = NULL;
  g_autofree char *variant_id = NULL;
  g_autofree char *game_id = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the deck to FILE"),
      N_("FILE") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("A deck of the game ID, whose cards the names are looked up in (default: gros)"),
      N_("ID") },
    { "variant", 'f', 0, G_OPTION_ARG_STRING, &variant_id,
      N_("The deck's variant (default: the game's first; GROS's are its formats)"),
      N_("VARIANT") },
    { "format", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_STRING, &variant_id, NULL, NULL },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name,
      N_("Name the deck NAME (default: the list's file name)"), N_("NAME") },
    { NULL }
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *source = NULL;
  g_autofree char *default_name = NULL;
  const DriveInGameInfo *info;
  gsize length;

  if (!cli_parse_options (command, entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("import-text: which list? Give a text file, or - for stdin")
                          : _("import-text: one list at a time"));
      return CLI_EXIT_FAILURE;
    }
  if (!check_output ("import-text", output))
    return CLI_EXIT_FAILURE;
  if ((info = cli_lookup_game_info ("import-text", game_id)) == NULL)
    return CLI_EXIT_FAILURE;
  if (variant_id != NULL && !check_variant ("import-text", info, variant_id))
    return CLI_EXIT_FAILURE;

  text = read_list (argv[1], &source, &length, &error);
  if (text == NULL)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }

  if (name == NULL && !g_str_equal (argv[1], "-"))
    {
      g_autofree char *basename = g_path_get_basename (argv[1]);
      char *dot = strrchr (basename, '.');

      if (dot != NULL && dot != basename)
        *dot = '\0';
      default_name = g_steal_pointer (&basename);
    }

  catalog = cli_load_catalog ();
  cli_add_game_cards (catalog, info->id);
  /* No variant named: the game's default one. */
  deck = drive_in_deck_list_import_for_game (text, length, source, catalog, info->id, variant_id,
                                             name != NULL ? name : default_name, &error);
  if (deck == NULL)
    {
      /* One line per bad line of the list, each naming it. */
      cli_print_problems (error->message);
      return CLI_EXIT_FAILURE;
    }
  return save_and_report (deck, catalog, "import-text", output);
}

static int
deck_export_text (const CliCommand *command,
                  int               argc,
                  char            **argv)
{
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *game_id = NULL;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("Refuse a deck of another game than ID"), N_("ID") },
    { NULL }
  };
  const DriveInGameInfo *info = NULL;

  if (!cli_parse_options (command, entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (game_id != NULL && (info = cli_lookup_game_info ("export-text", game_id)) == NULL)
    return CLI_EXIT_FAILURE;
  if (argc != 2)
    {
      cli_error (argc < 2 ? _("export-text: which deck? Give a .drive-in-deck file")
                          : _("export-text: one deck at a time"));
      return CLI_EXIT_FAILURE;
    }

  catalog = cli_load_catalog ();
  file = g_file_new_for_commandline_arg (argv[1]);
  deck = drive_in_deck_load (file, catalog, NULL, &error);
  if (deck == NULL)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  if (info != NULL && !g_str_equal (drive_in_deck_get_game (deck), info->id))
    {
      cli_error (_("export-text: %s is a deck of %s, not of %s"), argv[1],
                 drive_in_deck_get_game (deck), info->id);
      return CLI_EXIT_FAILURE;
    }
  add_deck_game_cards (deck, catalog);
  text = drive_in_deck_list_export (deck);
  g_print ("%s", text);
  return CLI_EXIT_OK;
}

static void
print_deck_usage (FILE *stream)
{
  fprintf (stream, "%s\n\n%s\n", _("Usage: drive-in-cli deck COMMAND [OPTION…] [ARGUMENT…]"),
           _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (deck_commands); i++)
    fprintf (stream, "  %-12s %s %s\n", deck_commands[i].name, deck_commands[i].parameters,
             i == 0 || i == 1 ? "-o FILE" : "");
  fprintf (stream, "\n%s\n", _("Run 'drive-in-cli deck COMMAND --help' for its options."));
}

int
cli_deck (int    argc,
          char **argv)
{
  const CliCommand *command = NULL;
  g_autofree char *prgname = NULL;

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h"))
    {
      print_deck_usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (deck_commands); i++)
    if (g_str_equal (deck_commands[i].name, argv[1]))
      command = &deck_commands[i];
  if (command == NULL)
    {
      cli_error (_("deck: unknown command '%s'"), argv[1]);
      cli_error (_("Try 'drive-in-cli deck --help'."));
      return CLI_EXIT_FAILURE;
    }

  prgname = g_strdup_printf ("drive-in-cli deck %s", command->name);
  g_set_prgname (prgname);

  if (command == &deck_commands[0])
    return deck_from_packs (command, argc - 1, argv + 1);
  if (command == &deck_commands[1])
    return deck_import_text (command, argc - 1, argv + 1);
  return deck_export_text (command, argc - 1, argv + 1);
}
