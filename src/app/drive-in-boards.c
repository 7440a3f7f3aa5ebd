/* drive-in-boards.c: the one place that knows each game's table (GROS's is DriveInGrosTable)
 * and the game that follows a finished one: adding a game's table is one line here. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-board.h"
#include "drive-in-boards.h"
#include "drive-in-error.h"
#include "drive-in-groo-table.h"
#include "drive-in-gros-movies.h"
#include "drive-in-gros-new-game.h"
#include "drive-in-gros-table.h"
#include "drive-in-grotto-table.h"
#include "drive-in-gruff-table.h"
#include "drive-in-game-info.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

typedef DriveInBoardInfo Board;

/* A table that does not say lays out four seats. */
#define DEFAULT_MAX_SEATS 4

static const Board boards[] = {
  { GROS_GAME_ID, drive_in_gros_table_new, NULL, GAME_MAX_SEATS,
    drive_in_gros_play_has_next_movie, drive_in_gros_play_new_next_movie,
    drive_in_gros_start_new_game, &drive_in_gros_new_game_hooks },
  { GROTTO_GAME_ID, drive_in_grotto_table_new, NULL, GAME_MAX_SEATS },
  { GROO_GAME_ID, drive_in_groo_table_new, NULL, GAME_MAX_SEATS },
  { GRUFF_GAME_ID, drive_in_gruff_table_new, NULL },
};

/* The tables of games registered at run time (drive_in_board_register()). */
#define MAX_REGISTERED 8
static const Board *registered[MAX_REGISTERED];
static guint n_registered;

static const Board *
find_board (const char *game_id)
{
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    if (g_strcmp0 (boards[i].game_id, game_id) == 0)
      return &boards[i];
  for (guint i = 0; i < n_registered; i++)
    if (g_strcmp0 (registered[i]->game_id, game_id) == 0)
      return registered[i];
  return NULL;
}

gboolean
drive_in_board_register (const DriveInBoardInfo *info)
{
  g_return_val_if_fail (info != NULL && info->game_id != NULL && info->make != NULL, FALSE);
  g_return_val_if_fail (find_board (info->game_id) == NULL, FALSE);
  g_return_val_if_fail (n_registered < MAX_REGISTERED, FALSE);

  registered[n_registered++] = info;
  return TRUE;
}

GtkWidget *
drive_in_board_new (DriveInGamePlay *play)
{
  const Board *board;
  GtkWidget *widget;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  board = find_board (drive_in_game_play_get_rules (play)->id);
  if (board == NULL)
    return NULL;
  widget = board->make (play);
  g_object_set_data (G_OBJECT (widget), "drive-in-board", (gpointer) board);
  return widget;
}

gboolean
drive_in_board_has_table (const char *game_id)
{
  return find_board (game_id) != NULL;
}

guint
drive_in_board_get_max_seats (const char *game_id)
{
  const Board *board = find_board (game_id);

  return board != NULL && board->max_seats > 0 ? board->max_seats : DEFAULT_MAX_SEATS;
}

const DriveInNewGameHooks *
drive_in_board_get_new_game_hooks (const char *game_id)
{
  const Board *board = find_board (game_id);

  return board != NULL ? board->new_game : NULL;
}

gboolean
drive_in_board_has_next_game (DriveInGamePlay *play)
{
  const Board *board;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), FALSE);

  board = find_board (drive_in_game_play_get_rules (play)->id);
  return board != NULL && board->has_next_game != NULL && board->has_next_game (play);
}

DriveInGamePlay *
drive_in_board_new_next_game (DriveInGamePlay *play,
                              GError         **error)
{
  const Board *board;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  board = find_board (drive_in_game_play_get_rules (play)->id);
  if (board == NULL || board->next_game == NULL || !drive_in_board_has_next_game (play))
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                           _("No game follows this one"));
      return NULL;
    }
  return board->next_game (play, error);
}

gboolean
drive_in_board_start_new_game (const char           *game_id,
                               DriveInNewGameDialog *dialog,
                               DriveInCatalog       *catalog,
                               guint64               seed,
                               GtkWidget            *table,
                               DriveInBoardStarted   started)
{
  const Board *board;

  g_return_val_if_fail (game_id != NULL, FALSE);
  g_return_val_if_fail (dialog != NULL, FALSE);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (GTK_IS_WIDGET (table), FALSE);
  g_return_val_if_fail (started != NULL, FALSE);

  board = find_board (game_id);
  if (board == NULL || board->start_new_game == NULL)
    return FALSE;
  board->start_new_game (dialog, catalog, seed, table, started);
  return TRUE;
}

void
drive_in_board_table_set_speed (GtkWidget *board,
                                double     speed)
{
  const Board *entry;

  g_return_if_fail (GTK_IS_WIDGET (board));

  if (DRIVE_IN_IS_BOARD (board))
    {
      drive_in_board_set_speed (DRIVE_IN_BOARD (board), speed);
      return;
    }
  entry = g_object_get_data (G_OBJECT (board), "drive-in-board");
  if (entry != NULL && entry->set_speed != NULL)
    entry->set_speed (board, speed);
}
