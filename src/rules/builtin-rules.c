/* builtin-rules.c: the built-in games: one line each (adding a game is one line here). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "game-rules-private.h"
#include "gros-rules.h"
#include "gruff-game.h"
#include "groo-rules.h"
#include "grotto-rules.h"

static const GameRules *const builtin[] = {
  &gros_rules,
  &gruff_rules,
  &groo_rules,
  &grotto_rules,
};

const GameRules *const *
game_rules_builtin (guint *out_n_games)
{
  g_return_val_if_fail (out_n_games != NULL, NULL);

  *out_n_games = G_N_ELEMENTS (builtin);
  return builtin;
}
