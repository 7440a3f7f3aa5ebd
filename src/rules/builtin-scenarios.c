/* builtin-scenarios.c: the built-in games' scenario hooks: one line each (adding one is one
 * line here), and their lookup, so that game-scenario.c includes no game's header. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "game-scenario.h"
#include "gruff-scenario.h"
#include "groo-scenario.h"
#include "grotto-scenario.h"
#include "gros-scenario.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

static const struct
{
  const char              *game;
  const GameScenarioHooks *hooks;
} all_hooks[] = {
  { GROS_GAME_ID, &gros_scenario_hooks },
  { GRUFF_GAME_ID, &gruff_scenario_hooks },
  { GROO_GAME_ID, &groo_scenario_hooks },
  { GROTTO_GAME_ID, &grotto_scenario_hooks },
  { NULL, NULL },
};

const GameScenarioHooks *
game_scenario_hooks_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all_hooks); i++)
    if (all_hooks[i].game != NULL && g_str_equal (all_hooks[i].game, game_id))
      return all_hooks[i].hooks;
  return NULL;
}
