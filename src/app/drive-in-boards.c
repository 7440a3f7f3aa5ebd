/* drive-in-boards.c: the one place that knows each game's table (GROS's is DriveInTable's own):
 * adding a game's table is one line in drive-in-boards.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include "drive-in-boards.h"
#include "drive-in-groo-table.h"
#include "drive-in-grotto-table.h"
#include "drive-in-gruff-table.h"
#include "gros-game-info.h"

typedef struct
{
  const char *game_id;
  GtkWidget *(*make)      (DriveInGamePlay *play);
  guint        max_seats;  /* the most seats the table lays out; 0: DEFAULT_MAX_SEATS */
} Board;

/* A table that does not say lays out four seats. */
#define DEFAULT_MAX_SEATS 4

static const Board boards[] = {
  { GROS_GAME_ID_GROTTO_BEASTS, drive_in_grotto_table_new, GAME_MAX_SEATS },
  { GROS_GAME_ID_GROO, drive_in_groo_table_new, GAME_MAX_SEATS },
  { GROS_GAME_ID_GRUFF, drive_in_gruff_table_new },
};

static const Board *
find_board (const char *game_id)
{
  for (guint i = 0; i < G_N_ELEMENTS (boards); i++)
    if (g_strcmp0 (boards[i].game_id, game_id) == 0)
      return &boards[i];
  return NULL;
}

GtkWidget *
drive_in_board_new (DriveInGamePlay *play)
{
  const Board *board;

  g_return_val_if_fail (DRIVE_IN_IS_GAME_PLAY (play), NULL);

  board = find_board (drive_in_game_play_get_rules (play)->id);
  return board != NULL ? board->make (play) : NULL;
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
