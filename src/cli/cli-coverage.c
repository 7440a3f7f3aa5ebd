/* cli-coverage.c: drive-in-cli coverage: how many cards of each release have a complete script. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <glib/gi18n.h>

#include "cli-coverage.h"
#include "cli-private.h"

typedef struct
{
  const char *sigil;
  guint       cards;
  guint       scripted;   /* a complete script */
  guint       plain;      /* no script, but no ability text either: printed stats suffice */
  guint       entries;    /* entries the game's scripts hold for the release */
  GPtrArray  *missing;    /* ids of cards with ability text and no complete script */
} Coverage;

/* @rules may be NULL: a game Drive-In does not play yet scripts nothing. */
static void
count_release (const GameRules *rules,
               DriveInRelease     *release,
               Coverage        *out)
{
  GListModel *cards = drive_in_release_get_cards (release);

  out->sigil = drive_in_release_get_sigil (release);
  out->missing = g_ptr_array_new ();
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      const char *abilities = drive_in_card_get_abilities (card);

      out->cards++;
      if (rules != NULL && rules->cards.card_scripted != NULL && rules->cards.card_scripted (card))
        out->scripted++;
      else if (abilities == NULL || *abilities == '\0')
        out->plain++;
      else
        g_ptr_array_add (out->missing, (gpointer) drive_in_card_get_id (card));
    }
  if (rules != NULL && rules->cards.script_entries != NULL)
    out->entries = rules->cards.script_entries (out->sigil);
}

int
cli_coverage (int    argc,
              char **argv)
{
  g_autofree char *sigil = NULL;
  g_autofree char *game_id = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id,
      N_("The releases of the game ID (default: gros, or the release's game)"), N_("ID") },
    { "release", 'r', 0, G_OPTION_ARG_STRING, &sigil,
      N_("Only the release SIGIL, with the ids of its unscripted cards"), N_("SIGIL") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON array"), NULL },
    { NULL }
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const DriveInGameInfo *info;
  const GameRules *rules;
  DriveInRelease *only = NULL;
  GListModel *releases;
  GArray *rows;

  if (!cli_parse_options (cli_lookup_command ("coverage"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc > 1)
    {
      cli_error (_("coverage: unexpected argument '%s'"), argv[1]);
      return CLI_EXIT_FAILURE;
    }
  if (game_id != NULL && cli_lookup_game_info ("coverage", game_id) == NULL)
    return CLI_EXIT_FAILURE;

  /* Every release, the sets built in for other games too: each names its game. */
  catalog = cli_load_catalog ();
  cli_add_game_cards (catalog, NULL);
  if (sigil != NULL && (only = drive_in_catalog_lookup_release (catalog, sigil)) == NULL)
    {
      cli_error (_("coverage: no loaded release has the sigil '%s'"), sigil);
      return CLI_EXIT_FAILURE;
    }
  /* A release names its game; without one, GROS. */
  info = cli_lookup_game_info ("coverage", game_id != NULL ? game_id
                                           : only != NULL ? drive_in_release_get_game (only) : NULL);
  if (only != NULL && !g_str_equal (drive_in_release_get_game (only), info->id))
    {
      cli_error (_("coverage: the release '%s' holds cards of %s, not of %s"), sigil,
                 drive_in_release_get_game (only), info->id);
      return CLI_EXIT_FAILURE;
    }
  rules = game_rules_lookup (info->id);

  rows = g_array_new (FALSE, TRUE, sizeof (Coverage));
  releases = drive_in_catalog_get_releases (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (releases); i++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, i);
      Coverage row = { 0 };

      if ((only != NULL && release != only)
          || !g_str_equal (drive_in_release_get_game (release), info->id))
        continue;
      count_release (rules, release, &row);
      g_array_append_val (rows, row);
    }

  if (json)
    {
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_array (builder);
      for (guint i = 0; i < rows->len; i++)
        {
          Coverage *row = &g_array_index (rows, Coverage, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "release");
          json_builder_add_string_value (builder, row->sigil);
          json_builder_set_member_name (builder, "game");
          json_builder_add_string_value (builder, info->id);
          json_builder_set_member_name (builder, "cards");
          json_builder_add_int_value (builder, row->cards);
          json_builder_set_member_name (builder, "scripted");
          json_builder_add_int_value (builder, row->scripted);
          json_builder_set_member_name (builder, "plain");
          json_builder_add_int_value (builder, row->plain);
          json_builder_set_member_name (builder, "script_entries");
          json_builder_add_int_value (builder, row->entries);
          json_builder_set_member_name (builder, "unscripted");
          json_builder_begin_array (builder);
          for (guint m = 0; m < row->missing->len; m++)
            json_builder_add_string_value (builder, row->missing->pdata[m]);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      cli_print_json (root);
    }
  else
    {
      g_print ("%-20s %6s %9s %6s %8s %9s\n", _("Release"), _("Cards"), _("Scripted"),
               _("Plain"), _("Missing"), _("Coverage"));
      for (guint i = 0; i < rows->len; i++)
        {
          Coverage *row = &g_array_index (rows, Coverage, i);
          double covered = row->cards > 0
                           ? 100.0 * (row->scripted + row->plain) / row->cards : 100.0;

          g_print ("%-20s %6u %9u %6u %8u %8.1f%%\n", row->sigil, row->cards, row->scripted,
                   row->plain, row->missing->len, covered);
        }
      if (only != NULL && rows->len == 1)
        {
          Coverage *row = &g_array_index (rows, Coverage, 0);

          if (row->missing->len > 0)
            g_print ("\n%s\n", _("Cards with abilities and no complete script:"));
          for (guint m = 0; m < row->missing->len; m++)
            g_print ("  %s\n", (const char *) row->missing->pdata[m]);
        }
    }

  for (guint i = 0; i < rows->len; i++)
    g_ptr_array_unref (g_array_index (rows, Coverage, i).missing);
  g_array_unref (rows);
  return CLI_EXIT_OK;
}
