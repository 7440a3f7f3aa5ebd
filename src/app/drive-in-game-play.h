/* drive-in-game-play.h: a game of any kind at the table (GROS's too): its session, who
 * sits where, computer turns at a readable pace, the screen between people, autosave, undo,
 * replays and game files. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-ai-runner.h"
#include "drive-in-seat-player.h"
#include "game-session.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GAME_PLAY (drive_in_game_play_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGamePlay, drive_in_game_play, DRIVE_IN, GAME_PLAY, GObject)

/* The game of @record (its set-up, and the actions played so far) after its first
 * @n_actions actions (GAME_RECORD_ALL: all). With @replay it is watched step by step and no
 * one plays; else it goes on with @players (NULL: a person at seat 1, Normal computers
 * elsewhere). @deck_labels (may be NULL) name each seat's deck. Cards come from @catalog. */
DriveInGamePlay *drive_in_game_play_new           (DriveInCatalog             *catalog,
                                                   GameRecord              *record,
                                                   const DriveInSeatPlayer *players,
                                                   const char * const      *deck_labels,
                                                   guint                    n_actions,
                                                   gboolean                 replay,
                                                   GError                 **error);
/* Game files: the record, with the players and deck labels in its "drive-in-table" member
 * (as GROS games keep theirs, with their Titles and series: see
 * drive_in_game_play_get_table_value()). A replay starts from the first action. */
DriveInGamePlay *drive_in_game_play_load          (DriveInCatalog  *catalog,
                                                   GFile        *file,
                                                   gboolean      replay,
                                                   GError      **error);
gboolean         drive_in_game_play_save          (DriveInGamePlay *self,
                                                   GFile           *file,
                                                   GError         **error);
/* What a game's table keeps in the file beside the players (GROS: each seat's "title", the
 * "series" of Movies): @seat's member @name (-1: the table's own), NULL when there is none.
 * Members of a loaded file that the controller does not read itself are kept, and written
 * back on every save (autosave included); a replay gets a copy. */
JsonNode        *drive_in_game_play_get_table_value (DriveInGamePlay *self,
                                                     int              seat,
                                                     const char      *name);
/* Sets it to a copy of @value (NULL: removes it), and saves the autosave file when there is
 * one. Not "player", "level", "deck", "version" or "seats", which the controller writes
 * itself. */
void             drive_in_game_play_set_table_value (DriveInGamePlay *self,
                                                     int              seat,
                                                     const char      *name,
                                                     JsonNode        *value);
/* An online table's seat: @session is a remote session (game_session_new_remote()) that
 * its seat client keeps up to date; the person plays that seat, the referee everything
 * else. No computer moves here, nothing is saved, undone or replayed. */
DriveInGamePlay *drive_in_game_play_new_remote    (DriveInCatalog  *catalog,
                                                   GameSession     *session);
gboolean         drive_in_game_play_is_remote     (DriveInGamePlay *self);
/* Who plays @seat at an online table ("bob@example.org"), for its name: "Seat 2
 * (bob@example.org)"; NULL: "Seat 2". */
void             drive_in_game_play_set_seat_label (DriveInGamePlay *self,
                                                    guint            seat,
                                                    const char      *label);
/* What an online table waits for before its game begins ("Waiting for the players…"),
 * said in the bar instead of a seat thinking; NULL once it has begun. */
void             drive_in_game_play_set_waiting_for (DriveInGamePlay *self,
                                                     const char      *text);
const char      *drive_in_game_play_get_waiting_for (DriveInGamePlay *self);
/* The same game, watched from its first action. */
DriveInGamePlay *drive_in_game_play_new_replay    (DriveInGamePlay *self,
                                                   GError         **error);

/* The session stays the same object for the whole game (undo and replay steps move it). */
GameSession     *drive_in_game_play_get_session   (DriveInGamePlay *self);
const GameRules *drive_in_game_play_get_rules     (DriveInGamePlay *self);
/* Where the game's cards come from (a game that follows this one takes its cards there). */
DriveInCatalog  *drive_in_game_play_get_catalog   (DriveInGamePlay *self);
DriveInAiRunner *drive_in_game_play_get_ai_runner (DriveInGamePlay *self);
guint            drive_in_game_play_get_n_seats   (DriveInGamePlay *self);
const DriveInSeatPlayer *drive_in_game_play_get_player (DriveInGamePlay *self,
                                                        guint            seat);
/* "Seat 2 (Easy computer)", "Seat 1 (you)". */
char            *drive_in_game_play_dup_seat_name (DriveInGamePlay *self,
                                                   guint            seat);
const char      *drive_in_game_play_get_deck_label (DriveInGamePlay *self,
                                                    guint            seat);

/* Whose knowledge the table shows ("viewer" notifies): the person's seat (of the person
 * deciding at a table of several), GAME_VIEWER_PUBLIC while the screen goes from one person
 * to the next, GAME_VIEWER_ALL in the replay of a finished game (at the user's choice) or
 * when only computers play. */
int              drive_in_game_play_get_viewer    (DriveInGamePlay *self);
/* The seat whose hand the table shows: the viewer's; Seat 1's when every card is shown (a
 * replay, computers only); -1 when no hand may be shown (between two people). */
int              drive_in_game_play_get_hand_seat (DriveInGamePlay *self);
/* Hot seat: the seat of the person who must take the screen before deciding, or -1
 * ("handoff-seat" notifies); until then nobody acts. */
int              drive_in_game_play_get_handoff_seat (DriveInGamePlay *self);
void             drive_in_game_play_take_handoff  (DriveInGamePlay *self);

/* Whether a person decides now (and has the screen), and what they may do (the session's
 * legal actions, numbered as in the view; none otherwise). */
gboolean         drive_in_game_play_is_human_turn (DriveInGamePlay *self);
guint            drive_in_game_play_get_human_actions (DriveInGamePlay   *self,
                                                       const GameAction **out_actions);
/* Applies one of those (the record, then the autosave); the computers go on. */
gboolean         drive_in_game_play_apply         (DriveInGamePlay  *self,
                                                   const GameAction *action,
                                                   GError          **error);
gboolean         drive_in_game_play_is_over       (DriveInGamePlay *self);

/* Computer players move once the game is started, each decision @pace_ms after the last
 * action, in a worker thread. */
void             drive_in_game_play_start         (DriveInGamePlay *self);
gboolean         drive_in_game_play_is_started    (DriveInGamePlay *self);
void             drive_in_game_play_set_pace      (DriveInGamePlay *self,
                                                   guint            pace_ms);
guint            drive_in_game_play_get_pace      (DriveInGamePlay *self);
/* The table holds the computers while it shows what happened (DriveInBoardStage): while
 * held, no computer begins a decision; the last release lets the next one begin. A computer's
 * decision is said ("decision": the seat, and the action as the viewer reads it) just before
 * it is applied. */
void             drive_in_game_play_hold          (DriveInGamePlay *self);
void             drive_in_game_play_release       (DriveInGamePlay *self);
gboolean         drive_in_game_play_is_held       (DriveInGamePlay *self);
/* TRUE while a computer is thinking or about to ("thinking" notifies). */
gboolean         drive_in_game_play_is_thinking   (DriveInGamePlay *self);
/* Stops every computer thought for good (the table is closing). */
void             drive_in_game_play_stop          (DriveInGamePlay *self);

/* Undo goes back to before the viewer's last action when nothing was revealed since. */
gboolean         drive_in_game_play_can_undo      (DriveInGamePlay *self);
gboolean         drive_in_game_play_undo          (DriveInGamePlay *self,
                                                   GError         **error);

/* Saved after every action when set. */
void             drive_in_game_play_set_autosave_file (DriveInGamePlay *self,
                                                       GFile           *file);

/* Replays ("step" notifies). A finished game's replay shows every card or, at the user's
 * choice, what its person saw. */
gboolean         drive_in_game_play_is_replay     (DriveInGamePlay *self);
gboolean         drive_in_game_play_can_show_every_card (DriveInGamePlay *self);
void             drive_in_game_play_set_show_every_card (DriveInGamePlay *self,
                                                         gboolean         every_card);
guint            drive_in_game_play_get_step      (DriveInGamePlay *self);
guint            drive_in_game_play_get_n_steps   (DriveInGamePlay *self);
gboolean         drive_in_game_play_step_forward  (DriveInGamePlay *self);
gboolean         drive_in_game_play_step_back     (DriveInGamePlay *self);

G_END_DECLS
