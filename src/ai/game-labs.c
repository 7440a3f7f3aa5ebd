/* game-labs.c: the one place that knows every game's deck lab hooks (adding one is one line
 * here); the shared lab, game-lab.c, includes no game's. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "game-lab.h"
#include "gros-game-lab.h"

static const GameLabHooks *const all_hooks[] = {
  &gros_game_lab_hooks,
};

const GameLabHooks *
game_lab_hooks_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all_hooks); i++)
    if (g_str_equal (all_hooks[i]->rules->id, game_id))
      return all_hooks[i];
  return NULL;
}

gboolean
game_lab_has_deck_odds (const char *game_id)
{
  const GameLabHooks *hooks;

  g_return_val_if_fail (game_id != NULL, FALSE);

  hooks = game_lab_hooks_lookup (game_id);
  return hooks != NULL && hooks->deck_odds;
}
