/* builtin-deck-games.c: what the Decks page knows of each built-in game's decks, one entry
 * per game, and their lookup, so that drive-in-deck-game.c includes no game's header. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-deck-game.h"
#include "drive-in-gros-deck-game.h"
#include "groo-print-reference.h"
#include "groo-deck-rules.h"
#include "grotto-deck-rules.h"
#include "gruff-deck-rules.h"
#include "gruff-print-tracker-sheet.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

static const char * const grotto_slot_variants[] = { "rumble", "jerma-rumble", NULL };
static const DriveInDeckGameSlot grotto_slots[] = {
  { "challenger", 1, grotto_slot_variants, "challenger" },
};
static const DriveInDeckGameMix grotto_mix[] = {
  { "beast" }, { "grotto" }, { "wish" },
};


static const DriveInDeckGame grotto = {
  .game = GROTTO_GAME_ID,
  .deck_size = GROTTO_DECK_SIZE,
  .deck_size_attribute = "deck-size",
  .side_size = GROTTO_SIDE_DECK_SIZE,
  .slots = grotto_slots,
  .n_slots = G_N_ELEMENTS (grotto_slots),
  .mix = grotto_mix,
  .n_mix = G_N_ELEMENTS (grotto_mix),
};

static const DriveInDeckGameMix groo_mix[] = {
  { "building" }, { "troop" }, { "groo-effect" }, { "wild" }, { "event" },
};


static const DriveInDeckGame groo = {
  .game = GROO_GAME_ID,
  .mix = groo_mix,
  .n_mix = G_N_ELEMENTS (groo_mix),
  .standard_deck = groo_deck_standard,
  .new_reference = groo_print_reference_new,
};

/* 004: a shepherd and three gruffs beside 8 cards of each gruff's own. */
static const DriveInDeckGameSlot gruff_slots[] = {
  { "shepherd", 1, NULL, "shepherd" },
  { "gruff", GRUFF_DECK_GRUFFS, NULL, "gruffs" },
};
static const DriveInDeckGameMix gruff_mix[] = {
  /* 004's marks: a red check, a blue hourglass, green cells. */
  { "ability", "ability", "action", N_("Action"), N_("Actions"), "#c8423a" },
  { "ability", "ability", "condition", N_("Condition"), N_("Conditions"), "#3a78c8" },
  { "ability", "ability", "mutation", N_("Mutation"), N_("Mutations"), "#3f9a4a" },
};
static const char * const gruff_team_stats[] = { "mean", "weird", "fat", NULL };
static const char * const gruff_team_stat_labels[] = { N_("Mean"), N_("Weird"), N_("Fat"), NULL };


static DriveInPrintDocument *
new_gruff_tracker (DriveInDeck    *deck,
                   DriveInCatalog *catalog)
{
  return DRIVE_IN_PRINT_DOCUMENT (gruff_print_tracker_sheet_new (deck, catalog));
}

static const DriveInDeckGame gruff = {
  .game = GRUFF_GAME_ID,
  .deck_size = GRUFF_DECK_ABILITIES,
  .slots = gruff_slots,
  .n_slots = G_N_ELEMENTS (gruff_slots),
  .max_copies = 1,
  .owner_attribute = "gruff",
  .mix = gruff_mix,
  .n_mix = G_N_ELEMENTS (gruff_mix),
  .team_stats = gruff_team_stats,
  .team_stat_labels = gruff_team_stat_labels,
  .new_tracker = new_gruff_tracker,
};

/* One line per game whose decks the page builds. */
static const DriveInDeckGame *const builtin_games[] = {
  &drive_in_gros_deck_game, &grotto, &groo, &gruff,
};

/* The built-in games, then those registered (drive_in_deck_game_register()). */
static GPtrArray *
get_games (void)
{
  static GPtrArray *games;

  if (games == NULL)
    {
      games = g_ptr_array_new ();
      for (guint i = 0; i < G_N_ELEMENTS (builtin_games); i++)
        g_ptr_array_add (games, (gpointer) builtin_games[i]);
    }
  return games;
}

const DriveInDeckGame *
drive_in_deck_game_lookup (const char *game)
{
  GPtrArray *games = get_games ();

  g_return_val_if_fail (game != NULL, NULL);

  for (guint i = 0; i < games->len; i++)
    if (g_str_equal (((const DriveInDeckGame *) games->pdata[i])->game, game))
      return games->pdata[i];
  return NULL;
}

const DriveInDeckGame *const *
drive_in_deck_game_list (guint *out_n_games)
{
  GPtrArray *games = get_games ();

  if (out_n_games != NULL)
    *out_n_games = games->len;
  return (const DriveInDeckGame *const *) games->pdata;
}

gboolean
drive_in_deck_game_register (const DriveInDeckGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (game->game != NULL, FALSE);
  g_return_val_if_fail (game->n_slots == 0 || game->slots != NULL, FALSE);
  g_return_val_if_fail (game->n_mix == 0 || game->mix != NULL, FALSE);

  if (drive_in_game_info_lookup (game->game) == NULL
      || drive_in_deck_game_lookup (game->game) != NULL)
    return FALSE;
  g_ptr_array_add (get_games (), (gpointer) game);
  return TRUE;
}

const DriveInDeckGame *
drive_in_deck_game_get_default (void)
{
  return builtin_games[0];
}

