/* drive-in-gros-table-private.h: what the parts of the GROS board share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-board.h"
#include "drive-in-card-row.h"
#include "drive-in-drop-zone.h"
#include "drive-in-gros-table.h"
#include "gros-game.h"
#include "gros-game-view.h"

G_BEGIN_DECLS

struct _DriveInGrosTable
{
  DriveInBoard      parent_instance;

  DriveInGamePlay  *play;           /* the board's, for short */
  GameSession      *session;        /* the board's, for short */
  GPtrArray        *seats;          /* GtkBox by seat: its label, then its Movie */
  GPtrArray        *seat_labels;    /* GtkLabel by seat */
  GPtrArray        *movies;         /* DriveInCardRow by seat */
  GtkWidget        *hand;           /* DriveInCardRow */

  GtkWidget        *attack;         /* DriveInGrosAttack */
  GtkWidget        *popcorn_tray;   /* the own seat's: discard for popcorn */
  GtkWidget        *graveyard;      /* the own seat's: discard (Discard phase) */

  GtkWidget        *title_dialog;   /* a person making their Movie's Title, or NULL */
  gboolean          title_hold;     /* the computers wait for the people's Titles */
  gboolean          ratings_shown;  /* the end's Ratings took the keyboard once */
  gboolean          ratings_asked;  /* Ratings So Far, before the end */
  guint             ratings_focus;  /* idle: the keyboard to the end's next step */

  /* Template children. */
  GtkWidget        *next_movie_button;
  GtkWidget        *ratings_view;   /* DriveInRatingsView, at the end of a movie */
  GtkWidget        *attack_revealer;
  GtkWidget        *opponents_box;
  GtkWidget        *own_box;
};

/* drive-in-gros-table-play.c: a card's click and its menu. */
void     drive_in_gros_table_card_click  (DriveInBoard *board,
                                          int           handle);
void     drive_in_gros_table_card_menu   (DriveInBoard *board,
                                          int           handle);
/* A menu of @actions (GameAction) headed by @card's name, at @anchor (NULL: the card). */
void     drive_in_gros_table_action_menu (DriveInGrosTable *self,
                                          int               card,
                                          GArray           *actions,
                                          GtkWidget        *anchor);

/* drive-in-gros-table-dnd.c: drop zones (a seat's Movie, a card in play), lit while a card
 * is dragged; a refused drop says why. */
void     drive_in_gros_table_dnd_class_init (DriveInBoardClass *board_class);
void     drive_in_gros_table_install_drop   (DriveInGrosTable *self,
                                             GtkWidget        *widget,
                                             DriveInDropKind   kind,
                                             guint             seat,
                                             int               target);
/* The person's legal actions that dropping @card on the zone means (into @out when not
 * NULL). */
guint    drive_in_gros_table_find_drop_actions (DriveInGrosTable *self,
                                                int               card,
                                                DriveInDropKind   kind,
                                                guint             seat,
                                                int               target,
                                                GArray           *out);
/* @card dropped on the zone: its one action applied, or a menu of several at @anchor; FALSE
 * when the zone does not take it. */
gboolean drive_in_gros_table_drop        (DriveInGrosTable *self,
                                          int               card,
                                          DriveInDropKind   kind,
                                          guint             seat,
                                          int               target,
                                          GtkWidget        *anchor);
/* Lights the zones that take the card being dragged (none when none is); how many. */
guint    drive_in_gros_table_light_drops (DriveInBoard *board);
void     drive_in_gros_table_drag_refused (DriveInBoard *board,
                                           int           card);

/* drive-in-gros-table-stage.c: how the stage shows each event, and where
 * (DriveInBoardClass.event_show, event_widget). */
DriveInShow drive_in_gros_table_event_show   (DriveInBoard    *board,
                                              const GameEvent *event,
                                              char           **out_badge);
GtkWidget  *drive_in_gros_table_event_widget (DriveInBoard    *board,
                                              const GameEvent *event,
                                              gboolean         source);

G_END_DECLS
