/* drive-in-game-log.h: every event of the game in plain words, newest at the bottom. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GAME_LOG (drive_in_game_log_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGameLog, drive_in_game_log, DRIVE_IN, GAME_LOG, GtkWidget)

GtkWidget  *drive_in_game_log_new       (void);
/* A model of DriveInLogLine (a DriveInViewerLog: the lines as the table's viewer reads
 * them), or NULL. */
void        drive_in_game_log_set_model (DriveInGameLog *self,
                                         GListModel     *model);
guint       drive_in_game_log_get_n_rows (DriveInGameLog *self);
/* Whether lines are activatable (whoever sets it listens to "line-activated"); FALSE at
 * first. */
void        drive_in_game_log_set_activatable (DriveInGameLog *self,
                                               gboolean        activatable);
/* The row of line @position (a GtkListBoxRow: activatable, "line-activated" with its
 * position when activated), or NULL. */
GtkWidget  *drive_in_game_log_get_row    (DriveInGameLog *self,
                                          guint           position);

G_END_DECLS
