/* crazy-eights-board.h: the toy game's table: the discard pile, the draw pile, each seat's
 * hand size, the viewer's hand as buttons, built from the session's view only. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-game-play.h"

G_BEGIN_DECLS

#define CE_TYPE_BOARD (ce_board_get_type ())
G_DECLARE_FINAL_TYPE (CeBoard, ce_board, CE, BOARD, GtkWidget)

GtkWidget *ce_board_new      (DriveInGamePlay *play);
/* Registers the table with drive_in_board_register() (once). */
void       ce_board_register (void);

/* What the board shows now, for tests: the status line and the top of the discard pile. */
const char *ce_board_get_status  (CeBoard *self);
const char *ce_board_get_discard (CeBoard *self);

G_END_DECLS
