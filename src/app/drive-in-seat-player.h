/* drive-in-seat-player.h: who sits at a seat of a table, any game: a person, or a computer of
 * some level. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-ai.h"

G_BEGIN_DECLS

typedef enum
{
  DRIVE_IN_PLAYER_HUMAN,
  DRIVE_IN_PLAYER_AI,
} DriveInPlayerKind;

/* Who sits at one seat. */
typedef struct
{
  DriveInPlayerKind kind;
  GameAiLevel       level; /* AI seats */
} DriveInSeatPlayer;

/* "Easy computer", translated. */
const char *drive_in_seat_player_level_label (GameAiLevel level);

G_END_DECLS
