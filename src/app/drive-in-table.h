/* drive-in-table.h: the game table page: the start page with New Game, Resume and Load, the
 * game's own table (a board) and the hot-seat cover. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-game-play.h"
#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_TABLE (drive_in_table_get_type ())
G_DECLARE_FINAL_TYPE (DriveInTable, drive_in_table, DRIVE_IN, TABLE, GtkWidget)

/* Actions ("table." prefix): new-game, next-movie, resume, watch-last, load, save,
 * print-title-sheet, undo, step-forward, step-back, replay; and, passed to the game's table,
 * pass, show-actions, toggle-log, show-ratings, battle, card-click(i), card-menu(i),
 * drag-begin(i), drag-end(i), drag-refused(i). */

/* @library gives the games folder (autosave, saved games) and the decks folder. */
GtkWidget        *drive_in_table_new                 (DriveInCatalog *catalog,
                                                      DriveInLibrary *library);
/* Shows @play on its own table (the "board" page; NULL: the start page). Computers move at
 * once. */
void              drive_in_table_set_play            (DriveInTable    *self,
                                                      DriveInGamePlay *play);
DriveInGamePlay  *drive_in_table_get_play            (DriveInTable *self);
/* That game's table widget, or NULL. */
GtkWidget        *drive_in_table_get_board           (DriveInTable *self);
/* "start", "cover" or "board" (the game's table). */
const char       *drive_in_table_get_page            (DriveInTable *self);
/* The autosaved game, if there is one to take up. */
GFile            *drive_in_table_get_autosave_file   (DriveInTable *self);
gboolean          drive_in_table_has_resumable_game  (DriveInTable *self);
/* Takes up the autosaved game, of any kind; FALSE with @error when it cannot be. */
gboolean          drive_in_table_resume              (DriveInTable *self,
                                                      GError      **error);
/* Opens the saved game @file, of any kind, as Load does (Ctrl+O); when it cannot be read, says
 * why in a toast and leaves the table (and the file) as they were. FALSE then. */
gboolean          drive_in_table_load_file           (DriveInTable *self,
                                                      GFile        *file);
/* Saves the game on the table, of any kind, to a new file in the games folder named after the
 * game and the time ("Groo 2026-11-29 05.40.gros-game"), which goes to @out_file;
 * FALSE with @error when there is no game or it cannot be written. */
gboolean          drive_in_table_keep_game           (DriveInTable *self,
                                                      GFile       **out_file,
                                                      GError      **error);
/* Opens Play Online joining the table in the room @room (an invitation's), as its Join. */
void              drive_in_table_join_online         (DriveInTable *self,
                                                      const char   *room);
/* Pace of computer moves and animations, 1 = normal (GSettings animation-speed). */
void              drive_in_table_set_speed           (DriveInTable *self,
                                                      double        speed);

G_END_DECLS
