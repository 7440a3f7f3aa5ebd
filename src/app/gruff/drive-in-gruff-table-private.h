/* drive-in-gruff-table-private.h: what the parts of the Gruff table share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-board.h"
#include "drive-in-card-row.h"
#include "drive-in-gruff-arrows.h"
#include "drive-in-gruff-shepherd.h"
#include "drive-in-gruff-spot.h"
#include "drive-in-gruff-table.h"
#include "gruff-game.h"

G_BEGIN_DECLS

/* The four tactical actions, in the order of their buttons. */
#define DRIVE_IN_GRUFF_N_TACTICS 4

struct _DriveInGruffTable
{
  DriveInBoard       parent_instance;

  DriveInGamePlay   *play;                            /* the board's, for short */
  GameSession       *session;                         /* the board's, for short */
  GtkWidget         *spots[GRUFF_SEATS][GRUFF_LINE];  /* DriveInGruffSpot */
  GtkWidget         *shepherds[GRUFF_SEATS];          /* DriveInGruffShepherd */
  GtkWidget         *position_labels[GRUFF_LINE];     /* between the lines */
  GtkWidget         *arrows;                          /* DriveInGruffArrows */
  GtkWidget         *hand;                            /* DriveInCardRow */
  GtkWidget         *lines_scroller;                  /* the board's felt scroller */
  guint              own;                             /* the seat at the bottom */
  gboolean           compact;                         /* the layout of a short window */
  gboolean           stacked;                         /* shepherds above and below */
  gboolean           scroll_pending;                  /* to the lines, once stacked */
  guint              layout_source;                   /* the switch of either, pending */

  /* Template children. */
  GtkWidget         *lines_overlay;
  GtkWidget         *lines_grid;
  GtkWidget         *tactics_box;
  GtkWidget         *tactic_buttons[DRIVE_IN_GRUFF_N_TACTICS];
  GtkWidget         *tactic_texts[DRIVE_IN_GRUFF_N_TACTICS];
};

/* drive-in-gruff-table.c */
/* The tactical action kind of button @index (GRUFF_ACT_ATTACK…). */
guint    drive_in_gruff_table_tactic_kind  (guint index);

/* drive-in-gruff-table-play.c: cards dragged onto gruffs and shepherds, the tactical
 * actions, clicks and each card's menu. */
gboolean drive_in_gruff_table_drop         (int      gruff,
                                            guint    seat,
                                            int      card,
                                            gboolean drop,
                                            gpointer user_data);
void     drive_in_gruff_table_drag_refused (DriveInBoard *board,
                                            int           card);
/* Lights the gruffs and shepherds the dragged card may be played on, or the gruffs the
 * person may activate. */
void     drive_in_gruff_table_light_targets (DriveInBoard *board);
/* A click on a card: activate, arrange or discard it when that is what it is for now, else
 * its menu. */
void     drive_in_gruff_table_card_click   (DriveInBoard *board,
                                            int           handle);
void     drive_in_gruff_table_card_menu    (DriveInBoard *board,
                                            int           handle);
/* Tactical button @index: its one action, or a menu of them. */
void     drive_in_gruff_table_tactic       (DriveInGruffTable *self,
                                            guint              index);
/* Shows the legal actions in @actions as a menu by @anchor. */
void     drive_in_gruff_table_choose       (DriveInGruffTable *self,
                                            const char        *heading,
                                            GArray            *actions,
                                            GtkWidget         *anchor);

/* drive-in-gruff-table-stage.c: how the stage shows each event, and where
 * (DriveInBoardClass.event_show, event_widget). */
DriveInShow drive_in_gruff_table_event_show   (DriveInBoard    *board,
                                         const GameEvent *event,
                                         char           **out_badge);
GtkWidget  *drive_in_gruff_table_event_widget (DriveInBoard    *board,
                                         const GameEvent *event,
                                         gboolean         source);

G_END_DECLS
