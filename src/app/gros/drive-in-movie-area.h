/* drive-in-movie-area.h: one seat's Movie on the table: Title, Characters with their Props,
 * the Location, Plot Twists, Defense, banked points, popcorn and piles. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-widget.h"
#include "drive-in-table-game.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_MOVIE_AREA (drive_in_movie_area_get_type ())
G_DECLARE_FINAL_TYPE (DriveInMovieArea, drive_in_movie_area, DRIVE_IN, MOVIE_AREA, GtkWidget)

GtkWidget         *drive_in_movie_area_new          (DriveInTableGame *game,
                                                     guint             seat,
                                                     int               card_width);
guint              drive_in_movie_area_get_seat     (DriveInMovieArea *self);
/* Brings the area in line with the game (after every action); new cards slide in over
 * @animation_ms. */
void               drive_in_movie_area_refresh      (DriveInMovieArea *self,
                                                     guint             animation_ms);
/* Forgets every card widget (the game's session was replaced). */
void               drive_in_movie_area_reset        (DriveInMovieArea *self);
/* The widget of card @instance if this Movie shows it. */
DriveInCardWidget *drive_in_movie_area_lookup       (DriveInMovieArea *self,
                                                     int               instance);
/* The Defense breakdown the header's tooltip shows. */
char              *drive_in_movie_area_dup_defense_breakdown (DriveInMovieArea *self);

G_END_DECLS
