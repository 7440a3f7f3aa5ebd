/* drive-in-boards.h: the one place that knows each game's table (GROS's is DriveInTable's own):
 * adding a game's table is one line in drive-in-boards.c. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-game-play.h"

G_BEGIN_DECLS

/* The table of @play's game (a DriveInBoard), or NULL when Drive-In has none for it yet. A
 * table installs its actions under "board." (pass, show-actions, toggle-log, battle and the
 * cards' own) and reads only the session's view. */
GtkWidget *drive_in_board_new        (DriveInGamePlay *play);
/* Whether @game_id has a table. */
gboolean   drive_in_board_has_table  (const char *game_id);
/* The most seats @game_id's table shows (the game's own limit may be lower). */
guint      drive_in_board_get_max_seats (const char *game_id);
G_END_DECLS
