/* drive-in-gruff-table-private.h: what the parts of the Gruff table share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card-row.h"
#include "drive-in-game-log.h"
#include "drive-in-gruff-arrows.h"
#include "drive-in-gruff-shepherd.h"
#include "drive-in-gruff-spot.h"
#include "drive-in-gruff-table.h"
#include "drive-in-viewer-log.h"
#include "gruff-game.h"

G_BEGIN_DECLS

/* The four tactical actions, in the order of their buttons. */
#define DRIVE_IN_GRUFF_N_TACTICS 4

struct _DriveInGruffTable
{
  GtkWidget          parent_instance;

  DriveInGamePlay   *play;
  GameSession       *session;
  DriveInViewerLog  *viewer_log;
  GtkWidget         *spots[GRUFF_SEATS][GRUFF_LINE];  /* DriveInGruffSpot */
  GtkWidget         *shepherds[GRUFF_SEATS];          /* DriveInGruffShepherd */
  GtkWidget         *position_labels[GRUFF_LINE];     /* between the lines */
  GtkWidget         *arrows;                          /* DriveInGruffArrows */
  GtkWidget         *hand;                            /* DriveInCardRow */
  GtkWidget         *popover;                         /* a card menu or a choice on screen */
  GArray            *flash;                           /* instances the last actions used */
  guint              own;                             /* the seat at the bottom */
  int                drag_card;
  double             speed;
  gboolean           refreshing;
  gboolean           compact;                         /* the layout of a short window */
  gboolean           stacked;                         /* shepherds above and below */
  gboolean           scroll_pending;                  /* to the lines, once stacked */
  guint              layout_source;                   /* the switch of either, pending */

  /* Template children. */
  GtkWidget         *felt;
  GtkWidget         *turn_label;
  GtkWidget         *thinking_spinner;
  GtkWidget         *prompt_label;
  GtkWidget         *replay_bar;
  GtkWidget         *actions_button;
  GtkWidget         *actions_popover;
  GtkWidget         *pass_button;
  GtkWidget         *undo_button;
  GtkWidget         *choice_revealer;
  GtkWidget         *choice_box;
  GtkWidget         *lines_scroller;
  GtkWidget         *lines_overlay;
  GtkWidget         *lines_grid;
  GtkWidget         *tactics_box;
  GtkWidget         *tactic_buttons[DRIVE_IN_GRUFF_N_TACTICS];
  GtkWidget         *tactic_texts[DRIVE_IN_GRUFF_N_TACTICS];
  GtkWidget         *hand_box;
  GtkWidget         *log_revealer;
  GtkWidget         *game_log;
};

/* drive-in-gruff-table.c */
guint    drive_in_gruff_table_animation_ms (DriveInGruffTable *self);
void     drive_in_gruff_table_toast        (DriveInGruffTable *self,
                                            const char        *text);
/* Applies a legal action of the person deciding; FALSE (said in a toast) when refused. */
gboolean drive_in_gruff_table_apply        (DriveInGruffTable *self,
                                            const GameAction  *action);
/* The legal actions of the person deciding of @kind whose card is @card (GAME_NO_CARD:
 * any); into @out when not NULL. */
guint    drive_in_gruff_table_find_actions (DriveInGruffTable *self,
                                            guint              kind,
                                            int                card,
                                            GArray            *out);
void     drive_in_gruff_table_close_popover (DriveInGruffTable *self);
GtkWidget *drive_in_gruff_table_find_card  (DriveInGruffTable *self,
                                            int                handle);
/* The tactical action kind of button @index (GRUFF_ACT_ATTACK…). */
guint    drive_in_gruff_table_tactic_kind  (guint index);

/* drive-in-gruff-table-play.c: cards dragged onto gruffs and shepherds, the tactical
 * actions, clicks and each card's menu. */
gboolean drive_in_gruff_table_drop         (int      gruff,
                                            guint    seat,
                                            int      card,
                                            gboolean drop,
                                            gpointer user_data);
void     drive_in_gruff_table_drag_begin   (DriveInGruffTable *self,
                                            int                card);
void     drive_in_gruff_table_drag_end     (DriveInGruffTable *self);
void     drive_in_gruff_table_drag_refused (DriveInGruffTable *self,
                                            int                card);
/* Lights the gruffs and shepherds the dragged card may be played on, or the gruffs the
 * person may activate. */
void     drive_in_gruff_table_light_targets (DriveInGruffTable *self);
/* A click on a card: activate, arrange or discard it when that is what it is for now, else
 * its menu. */
void     drive_in_gruff_table_card_click   (DriveInGruffTable *self,
                                            int                handle);
void     drive_in_gruff_table_card_menu    (DriveInGruffTable *self,
                                            int                handle);
/* Tactical button @index: its one action, or a menu of them. */
void     drive_in_gruff_table_tactic       (DriveInGruffTable *self,
                                            guint              index);
/* Shows the legal actions in @actions as a menu by @anchor. */
void     drive_in_gruff_table_choose       (DriveInGruffTable *self,
                                            const char        *heading,
                                            GArray            *actions,
                                            GtkWidget         *anchor);

G_END_DECLS
