/* builtin-ais.c: the built-in games' AIs: one line each (adding one is one line here). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "game-ai-private.h"
#include "gros-game-ai.h"
#include "gruff-game-ai.h"
#include "groo-game-ai.h"
#include "grotto-game-ai.h"

static const GameAi *const ais[] = {
  &gros_game_ai,
  &gruff_game_ai,
  &groo_game_ai,
  &grotto_game_ai,
};

const GameAi *const *
game_ai_builtin (guint *out_n_ais)
{
  g_return_val_if_fail (out_n_ais != NULL, NULL);

  *out_n_ais = G_N_ELEMENTS (ais);
  return ais;
}
