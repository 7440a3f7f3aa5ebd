/* drive-in-groo-deck-game.c: what the Decks page knows of Groo (003) decks (its
 * DriveInDeckGame), listed in builtin-deck-games.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-groo-deck-game.h"
#include "groo-deck-rules.h"
#include "groo-game-id.h"
#include "groo-print-reference.h"

static const DriveInDeckGameMix groo_mix[] = {
  { "building" }, { "troop" }, { "groo-effect" }, { "wild" }, { "event" },
};

const DriveInDeckGame drive_in_groo_deck_game = {
  .game = GROO_GAME_ID,
  .mix = groo_mix,
  .n_mix = G_N_ELEMENTS (groo_mix),
  .standard_deck = groo_deck_standard,
  .new_reference = groo_print_reference_new,
};
