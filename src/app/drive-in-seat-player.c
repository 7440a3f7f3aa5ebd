/* drive-in-seat-player.c: who sits at a seat of a table, any game: a person, or a computer of
 * some level. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-seat-player.h"

const char *
drive_in_seat_player_level_label (GameAiLevel level)
{
  switch (level)
    {
    case GAME_AI_RANDOM:
      return _("Random computer");
    case GAME_AI_EASY:
      return _("Easy computer");
    case GAME_AI_HARD:
      return _("Hard computer");
    case GAME_AI_NORMAL:
    default:
      return _("Normal computer");
    }
}
