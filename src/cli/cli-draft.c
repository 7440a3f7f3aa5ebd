/* cli-draft.c: drive-in-cli draft: a Draft (000) against computer drafters, at the terminal. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <glib/gi18n.h>

#include "cli-private.h"
#include "cli-draft.h"
#include "gros-ai-draft.h"
#include "gruff-game-id.h"

/* Reads the human's pick: a number in the pack's list. */
static DriveInCard *
ask_pick (GListModel *pack,
          guint       round)
{
  guint n = g_list_model_get_n_items (pack);
  char line[64];

  g_print (_("Round %u, your pack:\n"), round + 1);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (pack, i);

      g_print ("  %2u  %-14s %-32s %s\n", i + 1, drive_in_card_get_id (card), drive_in_card_get_name (card),
               drive_in_game_info_card_kind_label (card));
    }
  for (;;)
    {
      guint64 choice;

      g_print (_("Pick 1-%u: "), n);
      if (fgets (line, sizeof line, stdin) == NULL)
        return NULL;
      if (g_ascii_string_to_unsigned (g_strstrip (line), 10, 1, n, &choice, NULL))
        return g_list_model_get_item (pack, choice - 1);
    }
}

int
cli_draft (int    argc,
           char **argv)
{
  int players = 4;
  gint64 seed = 0;
  gboolean credits = FALSE, interactive = FALSE, json = FALSE;
  g_autofree char *output = NULL;
  g_autofree char *level_name = NULL;
  g_autofree char *game = NULL;
  g_auto(GStrv) releases = NULL;
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game,
      N_("The game drafted: gros (default) or gruff (004's four-player snake draft)"), "GAME" },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Players, 2 to 6 (default 4)"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the packs and the drafters"), "S" },
    { "release", 'r', 0, G_OPTION_ARG_STRING_ARRAY, &releases,
      N_("Draft from this release (repeatable; default: every loaded card)"), "SIGIL" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name,
      N_("Computer drafters: random, easy or normal (default normal)"), "LEVEL" },
    { "credits", 0, 0, G_OPTION_ARG_NONE, &credits, N_("Play with Roll the Credits (2 per deck)"), NULL },
    { "interactive", 'i', 0, G_OPTION_ARG_NONE, &interactive, N_("Draft seat 1 yourself"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write each deck to PREFIX-N.drive-in-deck"), "PREFIX" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the drafted decks as JSON"), NULL },
    { NULL },
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GListStore) pool = NULL;
  g_autoptr(GrosDraft) draft = NULL;
  g_autoptr(GError) error = NULL;
  GrosAiLevel level = GROS_AI_NORMAL;
  guint64 pick_seed = (guint64) seed;

  if (!cli_parse_options (cli_lookup_command ("draft"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (game != NULL && g_str_equal (game, GRUFF_GAME_ID))
    {
      /* 004's draft has four players and deals no packs: these options would do nothing. */
      if (players != 4)
        {
          cli_error (_("draft --game gruff: 004's snake draft is for 4 players"));
          return CLI_EXIT_FAILURE;
        }
      if (credits || output != NULL || json || releases != NULL)
        {
          cli_error (_("draft --game gruff: --credits, --output, --json and --release are for "
                       "GROS drafts"));
          return CLI_EXIT_FAILURE;
        }
      return cli_draft_gruff ((guint64) seed, level_name, interactive);
    }
  /* The packs dealt below are the unnamed default's (000's Draft). */
  if (game != NULL && !g_str_equal (game, drive_in_game_info_get_unnamed_default ()))
    {
      cli_error (_("draft: no draft for the game “%s” (gros or gruff)"), game);
      return CLI_EXIT_FAILURE;
    }
  if (players < 2 || players > GROS_DRAFT_MAX_SEATS)
    {
      cli_error (_("--players must be 2 to %d"), GROS_DRAFT_MAX_SEATS);
      return CLI_EXIT_FAILURE;
    }
  if (level_name != NULL)
    {
      if (g_str_equal (level_name, "random"))
        level = GROS_AI_RANDOM;
      else if (g_str_equal (level_name, "easy"))
        level = GROS_AI_EASY;
      else if (!g_str_equal (level_name, "normal"))
        {
          cli_error (_("Unknown drafter level “%s” (random, easy or normal)"), level_name);
          return CLI_EXIT_FAILURE;
        }
    }

  catalog = cli_load_catalog ();
  pool = g_list_store_new (DRIVE_IN_TYPE_CARD);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (releases == NULL || g_strv_contains ((const char * const *) releases, drive_in_card_get_release (card)))
        g_list_store_append (pool, card);
    }
  draft = gros_draft_new (G_LIST_MODEL (pool), players, (guint64) seed, &error);
  if (draft == NULL)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }

  while (!gros_draft_is_done (draft))
    {
      guint round = gros_draft_get_round (draft);

      for (int s = 0; s < players && gros_draft_get_round (draft) == round; s++)
        {
          g_autoptr(DriveInCard) card = NULL;

          if (gros_draft_has_picked (draft, s))
            continue;
          if (interactive && s == 0)
            card = ask_pick (gros_draft_get_pack (draft, 0), round);
          else
            card = g_object_ref (gros_ai_draft_choose (draft, s, level, pick_seed++));
          if (card == NULL)
            {
              cli_error (_("The draft was abandoned"));
              return CLI_EXIT_FAILURE;
            }
          if (!gros_draft_pick (draft, s, drive_in_card_get_id (card), &error))
            {
              cli_error ("%s", error->message);
              return CLI_EXIT_FAILURE;
            }
        }
    }

  {
    g_autoptr(JsonBuilder) builder = json_builder_new ();

    json_builder_begin_array (builder);
    for (int s = 0; s < players; s++)
      {
        g_autofree char *name = g_strdup_printf (_("Drafted deck %d"), s + 1);
        g_autoptr(DriveInDeck) deck = gros_draft_build_deck (draft, s, credits, name);
        g_autoptr(GListModel) problems = NULL;

        drive_in_deck_set_catalog (deck, catalog);
        problems = drive_in_deck_validate (deck, catalog);
        if (json)
          {
            json_builder_begin_object (builder);
            json_builder_set_member_name (builder, "seat");
            json_builder_add_int_value (builder, s + 1);
            json_builder_set_member_name (builder, "cards");
            json_builder_begin_array (builder);
            for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
              json_builder_add_string_value (builder,
                                             drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, i)));
            json_builder_end_array (builder);
            json_builder_set_member_name (builder, "legal");
            json_builder_add_boolean_value (builder, g_list_model_get_n_items (problems) == 0);
            json_builder_end_object (builder);
          }
        else
          {
            g_print (_("Seat %d: %u cards, %u Plot Twists, %u Roll the Credits%s\n"), s + 1,
                     drive_in_deck_get_n_cards (deck),
                     drive_in_deck_count_by_type (deck, GROS_CARD_TYPE_PLOT_TWIST),
                     drive_in_deck_count_by_type (deck, GROS_CARD_TYPE_ROLL_THE_CREDITS),
                     g_list_model_get_n_items (problems) == 0 ? "" : _(" (not legal)"));
          }
        if (output != NULL)
          {
            g_autofree char *path = g_strdup_printf ("%s-%d" DRIVE_IN_DECK_FILE_EXTENSION, output, s + 1);
            g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

            if (!drive_in_deck_save (deck, file, NULL, &error))
              {
                cli_error ("%s", error->message);
                return CLI_EXIT_FAILURE;
              }
          }
      }
    json_builder_end_array (builder);
    if (json)
      {
        g_autoptr(JsonNode) root = json_builder_get_root (builder);

        cli_print_json (root);
      }
  }
  return CLI_EXIT_OK;
}
