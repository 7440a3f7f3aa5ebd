/* drive-in-table-private.h: what the files of DriveInTable (drive-in-table*.c) share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-attack-panel.h"
#include "drive-in-card-widget.h"
#include "drive-in-game-log.h"
#include "drive-in-game-play.h"
#include "drive-in-hand-view.h"
#include "drive-in-movie-area.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-ratings-view.h"
#include "drive-in-seat-cover.h"
#include "drive-in-table.h"
#include "drive-in-viewer-log.h"

G_BEGIN_DECLS

struct _DriveInTable
{
  GtkWidget             parent_instance;

  DriveInCatalog          *catalog;
  DriveInLibrary          *library;
  GSettings            *settings;
  DriveInTableGame     *game;
  GrosSession          *session;       /* the game's, while connected */
  DriveInGamePlay      *play;          /* a game of another kind, on its own table: */
  GtkWidget            *board;         /* that table, the "board" page */
  DriveInViewerLog     *viewer_log;    /* the session's log as the viewer reads it */
  GtkWidget            *seat_cover;    /* the "cover" page: the screen between two people */
  GPtrArray            *areas;         /* DriveInMovieArea, by seat */
  GtkWidget            *hand;
  GtkWidget            *attack_panel;
  GArray               *pending_flash; /* card instances the last action used */
  double                speed;
  int                   drag_card;
  GtkWidget            *popover;       /* the card menu or drop chooser on screen */
  GtkWidget            *return_focus;  /* weak: where the keyboard was before it opened */
  GtkWidget            *actions_list;
  GtkFileChooserNative *chooser;
  GtkWidget            *title_dialog;
  guint                 replay_source;
  guint                 focus_source;
  gboolean              ratings_shown;
  GtkWidget            *shared_deck_pile;      /* Central Casting, in shared_box */
  GtkWidget            *shared_graveyard_pile;

  /* Template children. */
  GtkWidget            *toast_overlay;
  GtkWidget            *online_overlay;  /* an online table's room floats here */
  GtkWidget            *stack;
  GtkWidget            *table_scroller;
  GtkWidget            *new_game_button;
  GtkWidget            *resume_button;
  GtkWidget            *watch_last_button;
  GtkWidget            *start_page;
  GtkWidget            *turn_label;
  GtkWidget            *prompt_label;
  GtkWidget            *thinking_spinner;
  GtkWidget            *shared_box;
  GtkWidget            *replay_box;
  GtkWidget            *step_label;
  GtkWidget            *step_forward_button;
  GtkWidget            *play_button;
  GtkWidget            *every_card_button;
  GtkWidget            *actions_button;
  GtkWidget            *actions_popover;
  GtkWidget            *pass_button;
  GtkWidget            *undo_button;
  GtkWidget            *choice_revealer;
  GtkWidget            *choice_box;
  GtkWidget            *opponents_box;
  GtkWidget            *attack_revealer;
  GtkWidget            *own_box;
  GtkWidget            *hand_box;
  GtkWidget            *log_revealer;
  GtkWidget            *game_log;
  GtkWidget            *ratings_view;
};

/* drive-in-table.c */
void     drive_in_table_apply_action     (DriveInTable     *self,
                                          const GrosAction *action);
void     drive_in_table_show_toast       (DriveInTable *self,
                                          const char   *text);
/* A popover on the table listing @actions as buttons, pointing at @rect (table coordinates),
 * under @heading (may be NULL) and @body (may be NULL). */
void     drive_in_table_popup_actions    (DriveInTable          *self,
                                          const graphene_rect_t *rect,
                                          const char            *heading,
                                          const char            *body,
                                          const GrosAction      *actions,
                                          guint                  n_actions);

/* The hot-seat cover, shown or taken away for whoever has the screen. */
void     drive_in_table_update_cover     (DriveInTable *self);
/* The window the table is in (NULL before it is in one). */
GtkWindow *drive_in_table_get_window     (DriveInTable *self);

/* drive-in-table-games.c: New Game, the next Movie, resume, game files, the Title sheet. */
void     drive_in_table_install_game_actions (GtkWidgetClass *widget_class);
/* The start page's Resume and Watch the Last Game, as the autosave file allows. */
void     drive_in_table_update_start_page (DriveInTable *self);

/* drive-in-table-play.c: games of other kinds, on their own tables. */
/* Passes the table's action @action ("pass") to the game's own table as "board.@action";
 * FALSE when no such table is shown. */
gboolean drive_in_table_forward_to_board (DriveInTable *self,
                                          const char   *action,
                                          GVariant     *parameter);
void     drive_in_table_clear_play       (DriveInTable *self);
/* Starts the game the dialog set up when it is not GROS (TRUE: handled). */
gboolean drive_in_table_start_other_game (DriveInTable         *self,
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
/* The page's undo and replay for a game of another kind (FALSE: none is shown). */
gboolean drive_in_table_play_undo        (DriveInTable *self);
gboolean drive_in_table_play_replay      (DriveInTable *self);

/* drive-in-table-dnd.c */
void     drive_in_table_drag_begin       (DriveInTable *self,
                                          int           card);
void     drive_in_table_drag_end         (DriveInTable *self);
void     drive_in_table_drag_refused     (DriveInTable *self,
                                          int           card);

G_END_DECLS
