/* drive-in-actions-popover.h: the list of every legal action of the person deciding, in a
 * popover, for those who play a game's table by keyboard. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-game-play.h"

G_BEGIN_DECLS

/* Called with a copy of the action a row stood for, after the popover went down. */
typedef void (*DriveInActionChosenFunc) (const GameAction *action,
                                         gpointer          user_data);

/* Fills @popover with @play's legal actions for the person deciding (a note when there are
 * none), as the session describes them for that person; activating a row calls @chosen. */
void drive_in_actions_popover_fill (GtkPopover              *popover,
                                    DriveInGamePlay         *play,
                                    DriveInActionChosenFunc  chosen,
                                    gpointer                 user_data);

G_END_DECLS
