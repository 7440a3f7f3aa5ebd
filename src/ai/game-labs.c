/* game-labs.c: the one place that knows every game's deck lab hooks (adding one is one line
 * here), and the odds and hands they give; the shared lab, game-lab.c, includes no game's. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "game-lab.h"
#include "gros-game-lab.h"

static const GameLabHooks *const all_hooks[] = {
  &gros_game_lab_hooks,
};

/* Hooks added at run time (game_lab_hooks_add()); read on the main thread only. */
static GPtrArray *added_hooks;

const GameLabHooks *
game_lab_hooks_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all_hooks); i++)
    if (g_str_equal (all_hooks[i]->rules->id, game_id))
      return all_hooks[i];
  for (guint i = 0; added_hooks != NULL && i < added_hooks->len; i++)
    {
      const GameLabHooks *hooks = g_ptr_array_index (added_hooks, i);

      if (g_str_equal (hooks->rules->id, game_id))
        return hooks;
    }
  return NULL;
}

void
game_lab_hooks_add (const GameLabHooks *hooks)
{
  g_return_if_fail (hooks != NULL && hooks->rules != NULL);

  if (added_hooks == NULL)
    added_hooks = g_ptr_array_new ();
  g_ptr_array_add (added_hooks, (gpointer) hooks);
}

gboolean
game_lab_has_deck_odds (const char *game_id)
{
  const GameLabHooks *hooks;

  g_return_val_if_fail (game_id != NULL, FALSE);

  hooks = game_lab_hooks_lookup (game_id);
  return hooks != NULL && hooks->odds != NULL;
}

GameLabOdds *
game_lab_odds_new (void)
{
  return g_new0 (GameLabOdds, 1);
}

void
game_lab_odds_free (GameLabOdds *odds)
{
  if (odds == NULL)
    return;
  for (guint i = 0; i < GAME_LAB_ODDS_MAX_FIGURES; i++)
    {
      g_free (odds->figures[i].value);
      g_free (odds->figures[i].caption);
    }
  for (guint i = 0; i < GAME_LAB_ODDS_MAX_PLOTS; i++)
    {
      g_free (odds->plots[i].title);
      g_free (odds->plots[i].description);
      g_free (odds->plots[i].summary);
    }
  g_free (odds);
}

GameLabHand *
game_lab_hand_new (void)
{
  GameLabHand *hand = g_new0 (GameLabHand, 1);

  hand->turns = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  return hand;
}

void
game_lab_hand_free (GameLabHand *hand)
{
  if (hand == NULL)
    return;
  g_free (hand->status);
  g_clear_pointer (&hand->turns, g_ptr_array_unref);
  g_free (hand);
}
