/* drive-in-hand-view.h: the viewer's hand along the bottom of the table, with the popcorn
 * tray cards are dropped on to discard them for popcorn. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"
#include "drive-in-table-game.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_HAND_VIEW (drive_in_hand_view_get_type ())
G_DECLARE_FINAL_TYPE (DriveInHandView, drive_in_hand_view, DRIVE_IN, HAND_VIEW, GtkWidget)

GtkWidget         *drive_in_hand_view_new     (DriveInTableGame *game,
                                               int               card_width);
/* Shows the hand of the game's viewer (nothing when there is none). */
void               drive_in_hand_view_refresh (DriveInHandView *self,
                                               guint            animation_ms);
void               drive_in_hand_view_reset   (DriveInHandView *self);
DriveInCardWidget *drive_in_hand_view_lookup  (DriveInHandView *self,
                                               int              instance);
/* Moves the keyboard focus to card @index (the last one when there are fewer); FALSE when
 * the hand is empty. */
gboolean           drive_in_hand_view_focus_nth (DriveInHandView *self,
                                                 guint            index);

G_END_DECLS
