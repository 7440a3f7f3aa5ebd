/* drive-in-ratings-view.h: the end of the movie: each seat's Ratings (Defense, Title cards,
 * banked points) and the winner; in a session of movies, the running totals and Next Movie. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-game-play.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_RATINGS_VIEW (drive_in_ratings_view_get_type ())
G_DECLARE_FINAL_TYPE (DriveInRatingsView, drive_in_ratings_view, DRIVE_IN, RATINGS_VIEW,
                      GtkWidget)

GtkWidget  *drive_in_ratings_view_new        (void);
/* Shows the Ratings of @play, a GROS game at the board, as it stands (NULL: nothing); a game of
 * a series adds each seat's earlier movies and total, and a Next Movie button
 * (table.next-movie) while movies are left. */
void        drive_in_ratings_view_set_play   (DriveInRatingsView *self,
                                              DriveInGamePlay    *play);
/* Puts the keyboard on Next Movie, or else New Game. */
void        drive_in_ratings_view_grab_default (DriveInRatingsView *self);
/* "Seat 1 (you) wins with 34", as shown. */
const char *drive_in_ratings_view_get_winner_text (DriveInRatingsView *self);

G_END_DECLS
