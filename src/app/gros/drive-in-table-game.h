/* drive-in-table-game.h: a game at the table: session and record, players, Titles, computer
 * turns at a readable pace, autosave, undo, saved games and replays. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-ai-runner.h"
#include "drive-in-seat-player.h"
#include "gros-ai.h"
#include "drive-in-catalog.h"
#include "gros-game-decks.h"
#include "gros-game-record.h"
#include "gros-series.h"
#include "gros-session.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_TABLE_GAME (drive_in_table_game_get_type ())
G_DECLARE_FINAL_TYPE (DriveInTableGame, drive_in_table_game, DRIVE_IN, TABLE_GAME, GObject)

/* A new game of the seats of @decks; @players has one entry per seat. @titles (may be NULL,
 * or hold NULL entries) gives a seat's Title text when its deck has a fixed Title. */
DriveInTableGame *drive_in_table_game_new           (DriveInCatalog             *catalog,
                                                     GrosGameDecks           *decks,
                                                     const GrosRulesParams   *params,
                                                     guint64                  seed,
                                                     const DriveInSeatPlayer *players,
                                                     const char * const      *titles,
                                                     GError                 **error);
/* The game of @record after its first @n_actions actions (GROS_GAME_RECORD_ALL: all). With
 * @replay the game is watched step by step, every card shown and no one playing; else it
 * goes on with @players (NULL: a human at seat 1, computers at Normal elsewhere). Cards
 * come from @catalog (DRIVE_IN_ERROR_NOT_FOUND names one it lacks). */
DriveInTableGame *drive_in_table_game_new_from_record (DriveInCatalog             *catalog,
                                                       GrosGameRecord          *record,
                                                       const DriveInSeatPlayer *players,
                                                       const char * const      *titles,
                                                       guint                    n_actions,
                                                       gboolean                 replay,
                                                       GError                 **error);
/* Game files: a game record (GROS_GAME_RECORD_FILE_EXTENSION) whose extra
 * "drive-in-table" member holds the players and Titles; other programs read the record. */
DriveInTableGame *drive_in_table_game_load          (DriveInCatalog  *catalog,
                                                     GFile        *file,
                                                     gboolean      replay,
                                                     GError      **error);
/* Written to a temporary file, then renamed over @file. */
gboolean          drive_in_table_game_save          (DriveInTableGame *self,
                                                     GFile            *file,
                                                     GError          **error);
/* A copy of the game that watches it from the start. */
DriveInTableGame *drive_in_table_game_new_replay    (DriveInTableGame *self,
                                                     GError          **error);

/* Movie sessions (001): the series this movie belongs to, saved with the game (NULL: a
 * single movie). The series holds the movies finished before this one. */
void              drive_in_table_game_set_series    (DriveInTableGame *self,
                                                     GrosSeries       *series);
GrosSeries       *drive_in_table_game_get_series    (DriveInTableGame *self);
/* A copy of the series with this movie's scores added once it is over (NULL: no series). */
GrosSeries       *drive_in_table_game_dup_series_so_far (DriveInTableGame *self);
/* TRUE when the movie is over and its series has movies left to make. */
gboolean          drive_in_table_game_has_next_movie (DriveInTableGame *self);
/* The series' next movie, once this one is over: the same seats, players, decks and rules,
 * dealt by the series' next seed, its series holding this movie's scores too. */
DriveInTableGame *drive_in_table_game_new_next_movie (DriveInTableGame *self,
                                                      GError          **error);

/* The session is replaced by undo and by stepping back in a replay ("session" notifies). */
GrosSession      *drive_in_table_game_get_session   (DriveInTableGame *self);
const GrosGame   *drive_in_table_game_get_game      (DriveInTableGame *self);
GrosGameRecord   *drive_in_table_game_get_record    (DriveInTableGame *self);
DriveInCatalog      *drive_in_table_game_get_catalog   (DriveInTableGame *self);
DriveInAiRunner  *drive_in_table_game_get_ai_runner (DriveInTableGame *self);
guint             drive_in_table_game_get_n_seats   (DriveInTableGame *self);
const DriveInSeatPlayer *drive_in_table_game_get_player (DriveInTableGame *self,
                                                         guint             seat);
/* Whose knowledge the table shows ("viewer" notifies): the seat of the person playing (of
 * the person deciding, at a table of several), GROS_VIEWER_PUBLIC while the screen goes from
 * one person to the next, or GROS_VIEWER_ALL (-1) when no one plays (the replay of a finished
 * game, only computers). The replay of a game not over is watched as its person saw it. */
int               drive_in_table_game_get_viewer    (DriveInTableGame *self);
/* Hot seat: the seat of the person who must take the screen before deciding, or -1
 * ("handoff-seat" notifies). Until they do, the table shows the public view and nobody acts;
 * computer seats in between play on without waiting. */
int               drive_in_table_game_get_handoff_seat (DriveInTableGame *self);
/* The person at the handoff seat has the screen: the table shows their view. */
void              drive_in_table_game_take_handoff  (DriveInTableGame *self);
/* "Seat 2 (Easy computer)", "Seat 1 (you)". */
char             *drive_in_table_game_dup_seat_name (DriveInTableGame *self,
                                                     guint             seat);
const char       *drive_in_table_game_get_deck_label (DriveInTableGame *self,
                                                      guint             seat);

/* Movie Titles: the words the seat's Title cards gave (gros_card_db_word strings), and the
 * Title its director made of them, or NULL while a human has not made one. */
char            **drive_in_table_game_dup_title_words (DriveInTableGame *self,
                                                       guint             seat);
const char       *drive_in_table_game_get_title     (DriveInTableGame *self,
                                                     guint             seat);
void              drive_in_table_game_set_title     (DriveInTableGame *self,
                                                     guint             seat,
                                                     const char       *title);
/* The first human seat that still has to make its Title, or -1. Computers wait for it. */
int               drive_in_table_game_get_untitled_seat (DriveInTableGame *self);
/* A Title made of @words in order with small words between them. */
char             *drive_in_table_game_make_title    (const char * const *words);

/* Turns: whether a human decides now (and has the screen), and the actions they may take
 * (empty otherwise). */
gboolean          drive_in_table_game_is_human_turn (DriveInTableGame *self);
guint             drive_in_table_game_get_human_actions (DriveInTableGame  *self,
                                                         const GrosAction **out_actions);
/* Applies a human's legal action (the record, the session, then the autosave). */
gboolean          drive_in_table_game_apply         (DriveInTableGame *self,
                                                     const GrosAction *action,
                                                     GError          **error);
gboolean          drive_in_table_game_is_over       (DriveInTableGame *self);

/* Computer players: they move once the game is started (after the Titles), each decision
 * @pace_ms after the last action so that people can follow. */
void              drive_in_table_game_start         (DriveInTableGame *self);
gboolean          drive_in_table_game_is_started    (DriveInTableGame *self);
void              drive_in_table_game_set_pace      (DriveInTableGame *self,
                                                     guint             pace_ms);
guint             drive_in_table_game_get_pace      (DriveInTableGame *self);
/* TRUE while a computer player is thinking or about to ("thinking" notifies). */
gboolean          drive_in_table_game_is_thinking   (DriveInTableGame *self);
/* Stops every computer thought for good (the table is closing). */
void              drive_in_table_game_stop          (DriveInTableGame *self);

/* Undo goes back to before the viewer's last action when nothing was revealed since. */
gboolean          drive_in_table_game_can_undo      (DriveInTableGame *self);
gboolean          drive_in_table_game_undo          (DriveInTableGame *self,
                                                     GError          **error);

/* Saved after every action when set. */
void              drive_in_table_game_set_autosave_file (DriveInTableGame *self,
                                                         GFile            *file);
GFile            *drive_in_table_game_get_autosave_file (DriveInTableGame *self);

/* Replays: the step shown (actions applied) and moving between steps. */
gboolean          drive_in_table_game_is_replay     (DriveInTableGame *self);
/* The replay of a finished game shows every card (the user asked for it by watching it) or,
 * at the user's choice, what its person saw (their seat; the public view when several people
 * or nobody played). A replay of a game that is not over always shows the latter. */
gboolean          drive_in_table_game_can_show_every_card (DriveInTableGame *self);
void              drive_in_table_game_set_show_every_card (DriveInTableGame *self,
                                                           gboolean          every_card);
guint             drive_in_table_game_get_step      (DriveInTableGame *self);
guint             drive_in_table_game_get_n_steps   (DriveInTableGame *self);
gboolean          drive_in_table_game_step_forward  (DriveInTableGame *self);
gboolean          drive_in_table_game_step_back     (DriveInTableGame *self);

G_END_DECLS
