/* cli-draft-gros.c: drive-in-cli draft for GROS: a Draft (000) against computer drafters, at
 * the terminal. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "cli-private.h"
#include "cli-draft.h"
#include "gros-ai-draft.h"
#include "gros-deck.h"
#include "gros-game-id.h"

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

      g_print ("  %2u  %-14s %-32s %s\n", i + 1, drive_in_card_get_id (card),
               drive_in_card_get_name (card),
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

static int
run (const CliDraftOptions *options)
{
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GListStore) pool = NULL;
  g_autoptr(GrosDraft) draft = NULL;
  g_autoptr(GError) error = NULL;
  GrosAiLevel level = GROS_AI_NORMAL;
  /* The drafters' picks follow --seed as the packs do (they once started from 0 whatever
   * the seed); seed 0's drafts are as they were. */
  guint64 pick_seed = options->seed * 1000003;

  if (options->players < 2 || options->players > GROS_DRAFT_MAX_SEATS)
    {
      cli_error (_("--players must be 2 to %d"), GROS_DRAFT_MAX_SEATS);
      return CLI_EXIT_FAILURE;
    }
  if (options->level_name != NULL)
    {
      if (g_str_equal (options->level_name, "random"))
        level = GROS_AI_RANDOM;
      else if (g_str_equal (options->level_name, "easy"))
        level = GROS_AI_EASY;
      else if (!g_str_equal (options->level_name, "normal"))
        {
          cli_error (_("Unknown drafter level “%s” (random, easy or normal)"),
                     options->level_name);
          return CLI_EXIT_FAILURE;
        }
    }

  catalog = cli_load_catalog ();
  pool = g_list_store_new (DRIVE_IN_TYPE_CARD);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (options->releases == NULL
          || g_strv_contains (options->releases, drive_in_card_get_release (card)))
        g_list_store_append (pool, card);
    }
  draft = gros_draft_new (G_LIST_MODEL (pool), options->players, options->seed, &error);
  if (draft == NULL)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }

  while (!gros_draft_is_done (draft))
    {
      guint round = gros_draft_get_round (draft);

      for (int s = 0; s < options->players && gros_draft_get_round (draft) == round; s++)
        {
          g_autoptr(DriveInCard) card = NULL;

          if (gros_draft_has_picked (draft, s))
            continue;
          if (options->interactive && s == 0)
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
    for (int s = 0; s < options->players; s++)
      {
        g_autofree char *name = g_strdup_printf (_("Drafted deck %d"), s + 1);
        g_autoptr(DriveInDeck) deck = gros_draft_build_deck (draft, s, options->credits, name);
        g_autoptr(GListModel) problems = NULL;

        drive_in_deck_set_catalog (deck, catalog);
        problems = drive_in_deck_validate (deck, catalog);
        if (options->json)
          {
            json_builder_begin_object (builder);
            json_builder_set_member_name (builder, "seat");
            json_builder_add_int_value (builder, s + 1);
            json_builder_set_member_name (builder, "cards");
            json_builder_begin_array (builder);
            for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
              {
                DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);

                json_builder_add_string_value (builder, drive_in_deck_entry_get_card_id (entry));
              }
            json_builder_end_array (builder);
            json_builder_set_member_name (builder, "legal");
            json_builder_add_boolean_value (builder, g_list_model_get_n_items (problems) == 0);
            json_builder_end_object (builder);
          }
        else
          {
            g_print (_("Seat %d: %u cards, %u Plot Twists, %u Roll the Credits%s\n"), s + 1,
                     drive_in_deck_get_n_cards (deck),
                     gros_deck_count_by_type (deck, GROS_CARD_TYPE_PLOT_TWIST),
                     gros_deck_count_by_type (deck, GROS_CARD_TYPE_ROLL_THE_CREDITS),
                     g_list_model_get_n_items (problems) == 0 ? "" : _(" (not legal)"));
          }
        if (options->output != NULL)
          {
            g_autofree char *path = g_strdup_printf ("%s-%d" DRIVE_IN_DECK_FILE_EXTENSION,
                                                     options->output, s + 1);
            g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

            if (!drive_in_deck_save (deck, file, NULL, &error))
              {
                cli_error ("%s", error->message);
                return CLI_EXIT_FAILURE;
              }
          }
      }
    json_builder_end_array (builder);
    if (options->json)
      {
        g_autoptr(JsonNode) root = json_builder_get_root (builder);

        cli_print_json (root);
      }
  }
  return CLI_EXIT_OK;
}

const CliDraftGame cli_draft_gros = {
  .game = GROS_GAME_ID,
  .run = run,
};
