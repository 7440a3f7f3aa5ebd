/* drive-in-table-private.h: what the files of DriveInTable (drive-in-table*.c) share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-game-play.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-seat-cover.h"
#include "drive-in-table.h"

G_BEGIN_DECLS

struct _DriveInTable
{
  GtkWidget             parent_instance;

  DriveInCatalog       *catalog;
  DriveInLibrary       *library;
  GSettings            *settings;
  DriveInGamePlay      *play;          /* the game on the table: */
  GtkWidget            *board;         /* its own table, the "board" page */
  GtkWidget            *seat_cover;    /* the "cover" page: the screen between two people */
  double                speed;
  GtkFileChooserNative *chooser;
  guint                 focus_source;

  /* Template children. */
  GtkWidget            *toast_overlay;
  GtkWidget            *stack;
  GtkWidget            *new_game_button;
  GtkWidget            *resume_button;
  GtkWidget            *watch_last_button;
  GtkWidget            *start_page;
};

/* drive-in-table.c */
void     drive_in_table_show_toast       (DriveInTable *self,
                                          const char   *text);
/* The start page, the table empty. */
void     drive_in_table_show_start       (DriveInTable *self);
/* The hot-seat cover, shown or taken away for whoever has the screen. */
void     drive_in_table_update_cover     (DriveInTable *self);
/* The window the table is in (NULL before it is in one). */
GtkWindow *drive_in_table_get_window     (DriveInTable *self);

/* drive-in-table-games.c: New Game, the next Movie, resume, game files, the Title sheet. */
void     drive_in_table_install_game_actions (GtkWidgetClass *widget_class);
/* A watched online table left: the window's title as it was. */
void     drive_in_table_end_watching     (DriveInTable *self);
/* The start page's Resume and Watch the Last Game, as the autosave file allows. */
void     drive_in_table_update_start_page (DriveInTable *self);

/* drive-in-table-play.c: the game on its own table (a board). */
/* Passes the table's action @action ("pass") to the game's own table as "board.@action";
 * FALSE when no such table is shown. */
gboolean drive_in_table_forward_to_board (DriveInTable *self,
                                          const char   *action,
                                          GVariant     *parameter);
void     drive_in_table_clear_play       (DriveInTable *self);
/* Starts the game the dialog set up from a record dealt of the decks chosen (or random
 * ones), for a game without a start of its own (DriveInBoardInfo.start_new_game). */
void     drive_in_table_start_record_game (DriveInTable         *self,
                                           DriveInNewGameDialog *dialog,
                                           guint64               seed);
/* A saved game of any kind, shown (taken up, or watched from its start with @replay). */
gboolean drive_in_table_open_file        (DriveInTable *self,
                                          GFile        *file,
                                          gboolean      replay,
                                          GError      **error);
/* What a game file offers the start page: a game to take up, or a finished one to watch. */
void     drive_in_table_peek_file        (DriveInTable *self,
                                          GFile        *file,
                                          gboolean     *out_resumable,
                                          gboolean     *out_finished);
/* The page's undo and replay (FALSE: no game is shown). */
gboolean drive_in_table_play_undo        (DriveInTable *self);
gboolean drive_in_table_play_replay      (DriveInTable *self);

G_END_DECLS
