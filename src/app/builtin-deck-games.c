/* builtin-deck-games.c: the built-in games' Decks page descriptors (each in its game's
 * folder), one line per game, and their lookup, so drive-in-deck-game.c names no game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-deck-game.h"
#include "drive-in-gros-deck-game.h"
#include "drive-in-groo-deck-game.h"
#include "drive-in-grotto-deck-game.h"
#include "drive-in-gruff-deck-game.h"

/* One line per game whose decks the page builds. */
static const DriveInDeckGame *const builtin_games[] = {
  &drive_in_gros_deck_game, &drive_in_grotto_deck_game, &drive_in_groo_deck_game,
  &drive_in_gruff_deck_game,
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

