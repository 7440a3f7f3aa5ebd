/* drive-in-gros-movies.h: GROS games played by DriveInGamePlay: a new Movie from its decks,
 * and what GROS's table keeps beside it: each seat's Movie Title (made at the start of each
 * Movie) and a series of Movies (Next Movie), in the game file's table members "title" and
 * "series". */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-game-play.h"
#include "gros-format.h"
#include "gros-game-decks.h"
#include "gros-series.h"

G_BEGIN_DECLS

/* A new Movie of @decks' seats under @format's rules, dealt by @seed, with @players (as many
 * as @decks has seats): @titles (may be NULL; NULL or "" entries) are Titled decks' own
 * Titles, and a seat of a Titled format without one takes its cards' words; with
 * @n_movies > 1 it is the first Movie of a series. */
DriveInGamePlay *drive_in_gros_play_new                (DriveInCatalog          *catalog,
                                                        GrosGameDecks           *decks,
                                                        const GrosFormat        *format,
                                                        guint64                  seed,
                                                        const DriveInSeatPlayer *players,
                                                        const char * const      *titles,
                                                        guint                    n_movies,
                                                        GError                 **error);

/* "The Hollow Shriek of the Satanic Demon": half the words, "of the", the rest; "Untitled"
 * without words. */
char            *drive_in_gros_make_title              (const char * const *words);

/* @seat's Title words, as revealed at the start of its Movie (public). */
char           **drive_in_gros_play_dup_title_words    (DriveInGamePlay *play,
                                                        guint            seat);
/* @seat's Title, or NULL while it has none. */
const char      *drive_in_gros_play_get_title          (DriveInGamePlay *play,
                                                        guint            seat);
/* Sets @seat's Title (NULL or "": none). */
void             drive_in_gros_play_set_title          (DriveInGamePlay *play,
                                                        guint            seat,
                                                        const char      *title);
/* Gives every seat that needs none from a person its Title from its words: the computers',
 * every seat's of a replay, and every seat's of a game taken up after its first action. */
void             drive_in_gros_play_make_titles        (DriveInGamePlay *play);
/* The first seat a person plays that has no Title yet, or -1. */
int              drive_in_gros_play_get_untitled_seat  (DriveInGamePlay *play);

/* The series the game is part of (a new reference), or NULL for a single Movie. */
GrosSeries      *drive_in_gros_play_dup_series         (DriveInGamePlay *play);
void             drive_in_gros_play_set_series         (DriveInGamePlay *play,
                                                        GrosSeries      *series);
/* TRUE when the game is over, not watched as a replay, and its series has a Movie left. */
gboolean         drive_in_gros_play_has_next_movie     (DriveInGamePlay *play);
/* The series' next Movie: the same seats, players, decks and rules, the series' next seed,
 * and the series with this Movie's scores added (this game's is left as it was). */
DriveInGamePlay *drive_in_gros_play_new_next_movie     (DriveInGamePlay *play,
                                                        GError         **error);

G_END_DECLS
