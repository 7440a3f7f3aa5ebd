/* drive-in-gros-table-private.h: what the parts of the GROS board share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-board.h"
#include "drive-in-card-row.h"
#include "drive-in-gros-table.h"
#include "gros-game.h"

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

  /* Template children. */
  GtkWidget        *attack_label;
  GtkWidget        *opponents_box;
  GtkWidget        *own_box;
};

/* drive-in-gros-table-play.c: a card's click and its menu. */
void drive_in_gros_table_card_click (DriveInBoard *board,
                                     int           handle);
void drive_in_gros_table_card_menu  (DriveInBoard *board,
                                     int           handle);

G_END_DECLS
