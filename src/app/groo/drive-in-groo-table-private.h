/* drive-in-groo-table-private.h: what the parts of the Groo table share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-board.h"
#include "drive-in-card-row.h"
#include "drive-in-groo-dice.h"
#include "drive-in-groo-table.h"
#include "drive-in-groo-town.h"
#include "drive-in-groo-war.h"
#include "drive-in-score-race.h"
#include "groo-game.h"

G_BEGIN_DECLS

/* No die picked or dragged. */
#define DRIVE_IN_GROO_NO_DIE G_MAXUINT

struct _DriveInGrooTable
{
  DriveInBoard      parent_instance;

  DriveInGamePlay  *play;           /* the board's, for short */
  GameSession      *session;        /* the board's, for short */
  GPtrArray        *towns;          /* DriveInGrooTown by seat */
  GtkWidget        *hand;           /* DriveInCardRow */
  GtkWidget        *war;            /* DriveInGrooWar */
  GtkWidget        *dice;           /* DriveInGrooDice */
  GtkWidget        *deck_pile;      /* DriveInPileButton */
  GtkWidget        *discard_pile;   /* DriveInPileButton */
  GListStore       *discard;        /* DriveInCard, the top last */
  GtkWidget        *played_box;     /* the card just played, shown as it strikes */
  GtkWidget        *played_caption;
  GtkWidget        *groo_label;
  GtkWidget        *waiting_column; /* shown while Events wait for room on the table */
  GtkWidget        *waiting_title;  /* how many wait */
  GtkWidget        *waiting_box;    /* one entry (the card, who drew it) per waiting Event,
                                     * in the order they will be played */
  GArray           *candidates;     /* handles lit as what the person may click now */
  int               played_card;    /* an Event, Wild or Groo Effect to show, or GAME_NO_CARD */
  guint             played_kind;    /* the GrooEventKind that played it */
  guint             played_seat;
  guint             arrived;        /* a bit per town the dice or Groo just came to */
  guint             picked_die;     /* a die picked or dragged, or DRIVE_IN_GROO_NO_DIE */
  int               hover_card;     /* a hand card under the pointer, or GAME_NO_CARD */

  /* Template children. */
  GtkWidget        *war_button;
  GtkWidget        *score_race;
  GtkWidget        *commons_box;
  GtkWidget        *opponents_box;
  GtkWidget        *war_revealer;
  GtkWidget        *own_box;
};

/* drive-in-groo-table.c */
/* Applies a legal action of the person deciding (the die picked goes back); FALSE (said in
 * a toast) when refused. */
gboolean   drive_in_groo_table_apply        (DriveInGrooTable *self,
                                             const GameAction *action);

/* drive-in-groo-table-play.c: buying with the dice, clicks on cards and dice, card menus. */
/* The person's purchase of @card paid with @die among the dice (DRIVE_IN_GROO_NO_DIE: the
 * dice the rules' action names): the action into @out; FALSE when there is none. */
gboolean   drive_in_groo_table_buy_action   (DriveInGrooTable *self,
                                             int               card,
                                             guint             die,
                                             GameAction       *out);
/* Drops of a die onto hand card @card: whether it may go there, and with @drop, buys. */
gboolean   drive_in_groo_table_drop_die     (DriveInGrooTable *self,
                                             int               card,
                                             guint             die,
                                             gboolean          drop);
void       drive_in_groo_table_card_click   (DriveInBoard *board,
                                             int           handle);
void       drive_in_groo_table_card_menu    (DriveInBoard *board,
                                             int           handle);
void       drive_in_groo_table_die_click    (DriveInGrooTable *self,
                                             guint             die);
void       drive_in_groo_table_die_drag     (DriveInGrooTable *self,
                                             guint             die,
                                             gboolean          begin);
/* Lights the dice a hovered card would take, the cards a picked or dragged die pays, and
 * what each die pays in its tooltip. */
void       drive_in_groo_table_light        (DriveInGrooTable *self);
/* Gives hand card widgets their drop target and hover controller (once each). */
void       drive_in_groo_table_prepare_hand (DriveInGrooTable *self);

/* drive-in-groo-table-stage.c: how the stage shows each event, and where
 * (DriveInBoardClass.event_show, event_widget). */
DriveInShow drive_in_groo_table_event_show   (DriveInBoard    *board,
                                         const GameEvent *event,
                                         char           **out_badge);
GtkWidget  *drive_in_groo_table_event_widget (DriveInBoard    *board,
                                         const GameEvent *event,
                                         gboolean         source);

G_END_DECLS
