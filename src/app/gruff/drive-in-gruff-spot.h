/* drive-in-gruff-spot.h: one position of a line at the Gruff table: its gruff (turned when
 * exhausted, face down when dead), its Mean, Weird and Fat as pips, the Conditions and
 * Mutations on it, pushed forward while its attack is declared; cards are dropped on it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"
#include "game-session.h"

G_BEGIN_DECLS

/* Whether the card of handle @card may be dropped on @gruff (an instance of the view), and
 * with @drop, drop it there. */
typedef gboolean (*DriveInGruffDropFunc) (int      gruff,
                                          guint    seat,
                                          int      card,
                                          gboolean drop,
                                          gpointer user_data);

#define DRIVE_IN_TYPE_GRUFF_SPOT (drive_in_gruff_spot_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGruffSpot, drive_in_gruff_spot, DRIVE_IN, GRUFF_SPOT, GtkWidget)

/* Position @pos of @seat's line; @forward: the direction it is pushed when attacking (-1 up,
 * 1 down). A click asks "board.card-click" with the gruff's instance. */
GtkWidget         *drive_in_gruff_spot_new        (GameSession *session,
                                                   guint        seat,
                                                   guint        pos,
                                                   int          card_width,
                                                   int          forward);
void               drive_in_gruff_spot_set_drop_func (DriveInGruffSpot     *self,
                                                      DriveInGruffDropFunc  func,
                                                      gpointer              user_data);
/* Shows the session's view; pips slide and cards turn over @animation_ms. */
void               drive_in_gruff_spot_refresh    (DriveInGruffSpot *self,
                                                   guint             animation_ms);
/* The gruff's card at @card_width; @compact (a short window): without its name under it,
 * the spot's heading says it. */
void               drive_in_gruff_spot_set_compact (DriveInGruffSpot *self,
                                                    gboolean          compact,
                                                    int               card_width);
/* The gruff there in the view, or -1. */
int                drive_in_gruff_spot_get_gruff  (DriveInGruffSpot *self);
/* The card widget (the arrow starts and ends there), or NULL. */
DriveInCardWidget *drive_in_gruff_spot_get_card   (DriveInGruffSpot *self);
DriveInCardWidget *drive_in_gruff_spot_lookup     (DriveInGruffSpot *self,
                                                   int               handle);
/* Lit: a legal target of the card being dragged, or a gruff the person may activate. */
void               drive_in_gruff_spot_set_lit    (DriveInGruffSpot *self,
                                                   gboolean          lit);
/* The value a stat's pips show (tests). */
int                drive_in_gruff_spot_get_stat   (DriveInGruffSpot *self,
                                                   guint             stat);

G_END_DECLS
