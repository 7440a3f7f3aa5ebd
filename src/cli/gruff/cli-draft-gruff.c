/* cli-draft-gruff.c: drive-in-cli draft --game gruff: 004's four-player snake draft against
 * computer drafters, the decks they build, and the round robin's standings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <stdio.h>
#include <glib/gi18n.h>

#include "cli-private.h"
#include "cli-draft.h"
#include "gruff-deck-rules.h"
#include "gruff-draft.h"
#include "gruff-game-id.h"

static DriveInCard *
ask_pick (GPtrArray      *available,
          GruffDraftPick  pick)
{
  char line[64];

  g_print (pick.shepherd ? _("Your pick: a shepherd\n") : _("Your pick: a gruff\n"));
  for (guint i = 0; i < available->len; i++)
    {
      DriveInCard *card = available->pdata[i];

      if (pick.shepherd)
        g_print ("  %2u  %-28s %s %2d  %s %2d  %s %d  %s %d\n", i + 1, drive_in_card_get_name (card),
                 _("Life"), drive_in_card_get_attribute_int (card, "life", 0), _("Threshold"),
                 drive_in_card_get_attribute_int (card, "threshold", 0), _("Crazy"),
                 drive_in_card_get_attribute_int (card, "crazy", 0), _("Breaking Point"),
                 drive_in_card_get_attribute_int (card, "breaking-point", 0));
      else
        g_print ("  %2u  %-28s %s %d  %s %d  %s %d\n", i + 1, drive_in_card_get_name (card),
                 _("Mean"), drive_in_card_get_attribute_int (card, "mean", 0), _("Weird"),
                 drive_in_card_get_attribute_int (card, "weird", 0), _("Fat"),
                 drive_in_card_get_attribute_int (card, "fat", 0));
    }
  for (;;)
    {
      guint64 choice;

      g_print (_("Pick 1-%u: "), available->len);
      if (fgets (line, sizeof line, stdin) == NULL)
        return NULL;
      if (g_ascii_string_to_unsigned (g_strstrip (line), 10, 1, available->len, &choice, NULL))
        return available->pdata[choice - 1];
    }
}

static void
print_game (guint    seat_a,
            guint    seat_b,
            int      winner,
            gpointer user_data)
{
  if (winner < 0)
    g_print (_("  Player %u against player %u: a draw\n"), seat_a + 1, seat_b + 1);
  else
    g_print (_("  Player %u against player %u: player %d wins\n"), seat_a + 1, seat_b + 1,
             winner + 1);
}

static int
draft_gruff (guint64     seed,
             const char *level_name,
             gboolean    interactive)
{
  g_autoptr(DriveInCatalog) catalog = cli_load_catalog ();
  g_autoptr(GListStore) pool = g_list_store_new (DRIVE_IN_TYPE_CARD);
  g_autoptr(GError) error = NULL;
  GPtrArray *decks[GRUFF_DRAFT_SEATS] = { NULL };
  GruffDraftRecord records[GRUFF_DRAFT_SEATS];
  guint standings[GRUFF_DRAFT_SEATS];
  g_autoptr(GString) first = g_string_new (NULL);
  guint n_first = 0;
  GameAiLevel level = GAME_AI_NORMAL;
  GruffDraft *draft;

  if (level_name != NULL && (!game_ai_level_from_string (level_name, &level)))
    {
      cli_error (_("Unknown drafter level “%s” (random, easy, normal or hard)"), level_name);
      return CLI_EXIT_FAILURE;
    }
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      if (g_str_equal (drive_in_card_get_game (card), GRUFF_GAME_ID))
        g_list_store_append (pool, card);
    }
  draft = gruff_draft_new (G_LIST_MODEL (pool), level, seed, &error);
  if (draft == NULL)
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }

  g_print (_("Picks:\n"));
  while (!gruff_draft_is_done (draft))
    {
      GruffDraftPick pick = gruff_draft_get_next (draft);
      DriveInCard *card;

      if (interactive && pick.seat == 0)
        {
          g_autoptr(GPtrArray) available = gruff_draft_dup_available (draft);

          card = ask_pick (available, pick);
          if (card == NULL)
            {
              gruff_draft_free (draft);
              return CLI_EXIT_FAILURE;
            }
        }
      else
        card = gruff_draft_choose (draft);
      g_print (pick.shepherd ? _("  Player %u takes the shepherd %s\n")
                             : _("  Player %u takes the gruff %s\n"),
               pick.seat + 1, drive_in_card_get_name (card));
      gruff_draft_pick (draft, card);
    }

  g_print (_("Decks:\n"));
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    {
      g_autoptr(GListModel) problems = NULL;

      decks[s] = gruff_draft_build_deck (draft, s);
      problems = gruff_deck_validate ((DriveInCard * const *) decks[s]->pdata, decks[s]->len);
      g_print (_("  Player %u (%s):"), s + 1, problems != NULL
               && g_list_model_get_n_items (problems) == 0 ? _("legal") : _("not legal"));
      for (guint i = 0; i < decks[s]->len; i++)
        g_print ("%s %s", i == 0 ? "" : ",", drive_in_card_get_name (decks[s]->pdata[i]));
      g_print ("\n");
    }

  g_print (_("Round robin:\n"));
  if (!gruff_draft_round_robin (decks, 2, level, seed, print_game, NULL, records, &error))
    {
      cli_error ("%s", error->message);
      for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
        g_ptr_array_unref (decks[s]);
      gruff_draft_free (draft);
      return CLI_EXIT_FAILURE;
    }
  gruff_draft_standings (records, standings);
  g_print (_("Standings:\n"));
  for (guint i = 0; i < GRUFF_DRAFT_SEATS; i++)
    {
      guint s = standings[i];
      guint place = gruff_draft_place (records, standings, i);

      g_print (_("  %u. Player %u (%s): %u won, %u lost, %u drawn\n"), place, s + 1,
               drive_in_card_get_name (gruff_draft_get_shepherd (draft, s)), records[s].wins,
               records[s].losses, records[s].draws);
      if (place == 1)
        {
          if (first->len > 0)
            g_string_append (first, ", ");
          g_string_append_printf (first, _("Player %u"), s + 1);
          n_first++;
        }
    }
  if (n_first == 1)
    g_print (_("Winner: %s\n"), first->str);
  else
    /* Translators: several players share the best record: "Shared win: Player 1, Player 3". */
    g_print (_("Shared win: %s\n"), first->str);
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    g_ptr_array_unref (decks[s]);
  gruff_draft_free (draft);
  return CLI_EXIT_OK;
}

static int
run (const CliDraftOptions *options)
{
  /* 004's draft has four players and deals no packs: these options would do nothing. */
  if (options->players != 4)
    {
      cli_error (_("draft --game gruff: 004's snake draft is for 4 players"));
      return CLI_EXIT_FAILURE;
    }
  if (options->credits || options->output != NULL || options->json || options->releases != NULL)
    {
      cli_error (_("draft --game gruff: --credits, --output, --json and --release are for "
                   "GROS drafts"));
      return CLI_EXIT_FAILURE;
    }
  return draft_gruff (options->seed, options->level_name, options->interactive);
}

const CliDraftGame cli_draft_gruff = {
  .game = GRUFF_GAME_ID,
  .run = run,
};
