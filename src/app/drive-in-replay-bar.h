/* drive-in-replay-bar.h: a replay's controls for any game's table but GROS's: step back and
 * forward (the table's actions), the step counter, play at the table's pace, and the choice
 * between every card and the game as its person saw it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-game-play.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_REPLAY_BAR (drive_in_replay_bar_get_type ())
G_DECLARE_FINAL_TYPE (DriveInReplayBar, drive_in_replay_bar, DRIVE_IN, REPLAY_BAR, GtkBox)

GtkWidget  *drive_in_replay_bar_new           (void);
/* The bar shows itself only while @play is a replay. */
void        drive_in_replay_bar_set_play      (DriveInReplayBar *self,
                                               DriveInGamePlay  *play);
/* Pace of playing the replay, 1 = normal (as the table's animations). */
void        drive_in_replay_bar_set_speed     (DriveInReplayBar *self,
                                               double            speed);
/* "12 / 40": the step shown of the replay's steps. */
const char *drive_in_replay_bar_get_step_text (DriveInReplayBar *self);

G_END_DECLS
