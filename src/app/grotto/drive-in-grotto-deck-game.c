/* drive-in-grotto-deck-game.c: what the Decks page knows of Grotto Beasts! (002) decks (its
 * DriveInDeckGame), listed in builtin-deck-games.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-grotto-deck-game.h"
#include "grotto-deck-rules.h"
#include "grotto-game-id.h"

static const char * const grotto_slot_variants[] = { "rumble", "jerma-rumble", NULL };
static const DriveInDeckGameSlot grotto_slots[] = {
  { "challenger", 1, grotto_slot_variants, "challenger" },
};
static const DriveInDeckGameMix grotto_mix[] = {
  { "beast" }, { "grotto" }, { "wish" },
};

const DriveInDeckGame drive_in_grotto_deck_game = {
  .game = GROTTO_GAME_ID,
  .deck_size = GROTTO_DECK_SIZE,
  .deck_size_attribute = "deck-size",
  .side_size = GROTTO_SIDE_DECK_SIZE,
  .slots = grotto_slots,
  .n_slots = G_N_ELEMENTS (grotto_slots),
  .mix = grotto_mix,
  .n_mix = G_N_ELEMENTS (grotto_mix),
};
