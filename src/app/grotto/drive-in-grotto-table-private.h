/* drive-in-grotto-table-private.h: what the parts of the Grotto Beasts! table share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-board.h"
#include "drive-in-card-row.h"
#include "drive-in-grotto-battle.h"
#include "drive-in-grotto-seat.h"
#include "drive-in-grotto-table.h"
#include "drive-in-score-race.h"
#include "grotto-game.h"

G_BEGIN_DECLS

struct _DriveInGrottoTable
{
  DriveInBoard      parent_instance;

  DriveInGamePlay  *play;           /* the board's, for short */
  GameSession      *session;        /* the board's, for short */
  GPtrArray        *seats;          /* DriveInGrottoSeat by seat */
  GtkWidget        *hand;           /* DriveInCardRow */
  GtkWidget        *battle;         /* DriveInGrottoBattle */
  GArray           *payment;        /* handles chosen to pay, in order */
  int               paying_for;     /* the card the payment is for, or GAME_NO_CARD */
  int               paying_spot;    /* where it goes (-1: the rules ask) */
  guint             paying_cost;
  GtkWidget        *pay_button;

  /* Template children. */
  GtkWidget        *battle_button;
  GtkWidget        *score_race;
  GtkWidget        *opponents_box;
  GtkWidget        *battle_revealer;
  GtkWidget        *own_box;
};

/* drive-in-grotto-table-play.c: summoning with its payment, moves, drops, card menus. */
void     drive_in_grotto_table_card_menu    (DriveInBoard *board,
                                             int           handle);
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
void     drive_in_grotto_table_drag_refused (DriveInBoard *board,
                                             int           card);
/* Lights where the person may put the card being summoned or dragged. */
void     drive_in_grotto_table_light_targets (DriveInBoard *board);

/* drive-in-grotto-table-stage.c: how the stage shows each event, and where
 * (DriveInBoardClass.event_show, event_widget). */
DriveInShow drive_in_grotto_table_event_show   (DriveInBoard    *board,
                                         const GameEvent *event,
                                         char           **out_badge);
GtkWidget  *drive_in_grotto_table_event_widget (DriveInBoard    *board,
                                         const GameEvent *event,
                                         gboolean         source);

G_END_DECLS
