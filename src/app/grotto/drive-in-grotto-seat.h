/* drive-in-grotto-seat.h: one seat of a Grotto Beasts! table: the Team and the Sideline of
 * five spots each (the Challenger on its Team), resting cards turned, the Summoning Pool and
 * the Score Pile face down with their counts, the deck, the discard and another seat's hand
 * count. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"
#include "game-session.h"

G_BEGIN_DECLS

/* Whether the card of handle @card may be dropped on @spot of @seat (-1: anywhere on the
 * seat's area, a Wish), and with @drop, drop it there. */
typedef gboolean (*DriveInGrottoDropFunc) (guint    seat,
                                           int      spot,
                                           int      card,
                                           gboolean drop,
                                           gpointer user_data);

#define DRIVE_IN_TYPE_GROTTO_SEAT (drive_in_grotto_seat_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGrottoSeat, drive_in_grotto_seat, DRIVE_IN, GROTTO_SEAT, GtkWidget)

/* The spots ask their table through "board.spot-click" with "(ii)": the seat and the spot. */
GtkWidget         *drive_in_grotto_seat_new       (GameSession *session,
                                                   guint        seat,
                                                   int          card_width);
guint              drive_in_grotto_seat_get_seat  (DriveInGrottoSeat *self);
void               drive_in_grotto_seat_set_name  (DriveInGrottoSeat *self,
                                                   const char        *name,
                                                   const char        *deck_label);
/* Shows the session's view; turning cards take @animation_ms. */
void               drive_in_grotto_seat_refresh   (DriveInGrottoSeat *self,
                                                   guint              animation_ms);
void               drive_in_grotto_seat_set_drop_func (DriveInGrottoSeat     *self,
                                                       DriveInGrottoDropFunc  func,
                                                       gpointer               user_data);
/* Lights the spots of @spots (a bit per spot) and, with @area, the whole area, where the
 * card being dragged or chosen may go; 0 and FALSE put them out. */
void               drive_in_grotto_seat_light     (DriveInGrottoSeat *self,
                                                   guint              spots,
                                                   gboolean           area);
DriveInCardWidget *drive_in_grotto_seat_lookup    (DriveInGrottoSeat *self,
                                                   int                handle);
/* The spot widget (tests, popovers). */
GtkWidget         *drive_in_grotto_seat_get_spot  (DriveInGrottoSeat *self,
                                                   guint              spot);
/* The pile widget of @pile ("hand", "deck", "discard", "pool" or "score"), or NULL: where
 * the stage shows a card leave or arrive that the viewer may not see. */
GtkWidget         *drive_in_grotto_seat_get_pile  (DriveInGrottoSeat *self,
                                                   const char        *pile);
/* Counts shown on the piles (tests). */
guint              drive_in_grotto_seat_get_pile_count (DriveInGrottoSeat *self,
                                                        const char        *pile);

G_END_DECLS
