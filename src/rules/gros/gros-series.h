/* gros-series.h: a session of 1 to N movies (001): each movie's Ratings add up, the highest
 * total wins. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <json-glib/json-glib.h>

#include "gros-game.h"

G_BEGIN_DECLS

/* 001: "1 for a short game, 2 or 3 for longer, and 1 per player for a marathon". */
#define GROS_SERIES_MAX_MOVIES 12

#define GROS_TYPE_SERIES (gros_series_get_type ())
G_DECLARE_FINAL_TYPE (GrosSeries, gros_series, GROS, SERIES, GObject)

/* A series of @n_movies (1..GROS_SERIES_MAX_MOVIES) movies at @n_seats (2..GROS_MAX_SEATS)
 * seats; @seed deals the first movie and, through gros_series_get_movie_seed(), the others. */
GrosSeries *gros_series_new              (guint    n_seats,
                                          guint    n_movies,
                                          guint64  seed);
guint       gros_series_get_n_seats      (GrosSeries *self);
guint       gros_series_get_n_movies     (GrosSeries *self);
/* Movies whose scores were added so far. */
guint       gros_series_get_n_played     (GrosSeries *self);
/* TRUE once every movie was played. */
gboolean    gros_series_is_over          (GrosSeries *self);
/* The seed of movie @movie (0-based): the series seed for the first, a different seed drawn
 * from it for each other, so the same series seed deals the same series. Every movie is
 * made anew (Title, shuffle, dealer) as 001's "Making a movie begins at Movie Title
 * Generation"; 001 names no rotation of the dealer, so the engine draws it from the seed. */
guint64     gros_series_get_movie_seed   (GrosSeries *self,
                                          guint       movie);
/* The seed of the next movie to play; the last movie's once the series is over. */
guint64     gros_series_get_next_seed    (GrosSeries *self);

/* Adds a movie's scores, one per seat; FALSE (nothing added) when the series is over. */
gboolean    gros_series_add_scores       (GrosSeries *self,
                                          const int  *scores,
                                          guint       n_scores);
/* Adds the Ratings totals of a finished @game; FALSE when the game is not over, has
 * another number of seats, or the series is over. */
gboolean    gros_series_add_game         (GrosSeries     *self,
                                          const GrosGame *game);
/* A seat's score in played movie @movie, and its sum over the movies played. */
int         gros_series_get_score        (GrosSeries *self,
                                          guint       movie,
                                          guint       seat);
int         gros_series_get_total        (GrosSeries *self,
                                          guint       seat);
/* One bit per seat with the highest total so far (ties share); 0 before any movie. */
guint       gros_series_get_leaders      (GrosSeries *self);

/* Saved games: {"movies": N, "seats": S, "seed": "64-bit seed", "scores": [[movie 1's score
 * per seat], ...]}. */
JsonNode   *gros_series_to_json          (GrosSeries *self);
GrosSeries *gros_series_new_from_json    (JsonNode   *node,
                                          GError    **error);

G_END_DECLS
