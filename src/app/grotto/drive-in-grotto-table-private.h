/* drive-in-grotto-table-private.h: what the parts of the Grotto Beasts! table share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card-row.h"
#include "drive-in-chance-view.h"
#include "drive-in-game-log.h"
#include "drive-in-grotto-battle.h"
#include "drive-in-grotto-seat.h"
#include "drive-in-grotto-table.h"
#include "drive-in-score-race.h"
#include "drive-in-viewer-log.h"
#include "grotto-game.h"

G_BEGIN_DECLS

struct _DriveInGrottoTable
{
  GtkWidget         parent_instance;

  DriveInGamePlay  *play;
  GameSession      *session;
  DriveInViewerLog *viewer_log;
  GPtrArray        *seats;          /* DriveInGrottoSeat by seat */
  GtkWidget        *hand;           /* DriveInCardRow */
  GtkWidget        *battle;         /* DriveInGrottoBattle */
  GtkWidget        *popover;        /* a card menu or the payment on screen */
  GArray           *payment;        /* handles chosen to pay, in order */
  int               paying_for;     /* the card the payment is for, or GAME_NO_CARD */
  int               paying_spot;    /* where it goes (-1: the rules ask) */
  guint             paying_cost;
  GtkWidget        *pay_button;
  GArray           *flash;          /* handles the last actions used */
  int               drag_card;
  double            speed;
  gboolean          refreshing;

  /* Template children. */
  GtkWidget        *turn_label;
  GtkWidget        *thinking_spinner;
  GtkWidget        *chance_view;
  GtkWidget        *felt_scroller;
  GtkWidget        *prompt_label;
  GtkWidget        *replay_bar;
  GtkWidget        *actions_button;
  GtkWidget        *actions_popover;
  GtkWidget        *battle_button;
  GtkWidget        *pass_button;
  GtkWidget        *undo_button;
  GtkWidget        *choice_revealer;
  GtkWidget        *choice_box;
  GtkWidget        *score_race;
  GtkWidget        *opponents_box;
  GtkWidget        *battle_revealer;
  GtkWidget        *own_box;
  GtkWidget        *hand_box;
  GtkWidget        *log_revealer;
  GtkWidget        *game_log;
};

/* drive-in-grotto-table.c */
guint    drive_in_grotto_table_animation_ms (DriveInGrottoTable *self);
void     drive_in_grotto_table_toast        (DriveInGrottoTable *self,
                                             const char         *text);
/* Applies a legal action of the person deciding; FALSE (said in a toast) when refused. */
gboolean drive_in_grotto_table_apply        (DriveInGrottoTable *self,
                                             const GameAction   *action);
/* The legal actions of the person deciding of @kind that take @card (GAME_NO_CARD: any)
 * as their card, or with @as_target as their target; into @out when not NULL. */
guint    drive_in_grotto_table_find_actions (DriveInGrottoTable *self,
                                             guint               kind,
                                             int                 card,
                                             gboolean            as_target,
                                             GArray             *out);
void     drive_in_grotto_table_close_popover (DriveInGrottoTable *self);
GtkWidget *drive_in_grotto_table_find_card  (DriveInGrottoTable *self,
                                             int                 handle);
/* The seat whose Team and Sideline are at the bottom (the viewer's, else the first). */
guint    drive_in_grotto_table_own_seat     (DriveInGrottoTable *self);

/* drive-in-grotto-table-play.c: summoning with its payment, moves, drops, card menus. */
void     drive_in_grotto_table_card_menu    (DriveInGrottoTable *self,
                                             int                 handle);
/* Summons @card (the payment asked first when it costs anything) onto @spot (-1: the rules
 * ask where, or a Wish). */
void     drive_in_grotto_table_summon       (DriveInGrottoTable *self,
                                             int                 card,
                                             int                 spot);
gboolean drive_in_grotto_table_drop         (guint    seat,
                                             int      spot,
                                             int      card,
                                             gboolean drop,
                                             gpointer user_data);
void     drive_in_grotto_table_drag_begin   (DriveInGrottoTable *self,
                                             int                 card);
void     drive_in_grotto_table_drag_end     (DriveInGrottoTable *self);
void     drive_in_grotto_table_drag_refused (DriveInGrottoTable *self,
                                             int                 card);
/* Lights where the person may put the card being summoned or dragged. */
void     drive_in_grotto_table_light_targets (DriveInGrottoTable *self);

G_END_DECLS
