/* drive-in-gruff-deck-game.c: what the Decks page knows of Gruff (004) decks (its
 * DriveInDeckGame), listed in builtin-deck-games.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-gruff-deck-game.h"
#include "gruff-deck-rules.h"
#include "gruff-game-id.h"
#include "gruff-print-tracker-sheet.h"

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

const DriveInDeckGame drive_in_gruff_deck_game = {
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
