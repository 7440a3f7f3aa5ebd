/* game-record.h: a game of any kind as its seed, set-up and actions: saved, loaded, replayed,
 * undone. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "game-rules.h"

G_BEGIN_DECLS

/* Game files: "<name>.drive-in-game" (JSON), whatever the game: the file says which.
 * Earlier versions saved "<name>.gros-game" for every game: those still open. */
#define GAME_RECORD_FILE_EXTENSION ".drive-in-game"
#define GAME_RECORD_FILE_EXTENSION_OLD ".gros-game"
/* Larger game files are refused unread. */
#define GAME_RECORD_FILE_MAX_SIZE (16 * 1024 * 1024)
/* Replays every action of the record. */
#define GAME_RECORD_ALL G_MAXUINT

#define GAME_TYPE_RECORD (game_record_get_type ())
G_DECLARE_FINAL_TYPE (GameRecord, game_record, GAME, RECORD, GObject)

/* A record holds what makes a game reproducible and nothing the rules derive: the game, the
 * seed, the parameters, each seat's deck as card ids (so it does not depend on a card db's
 * numbering) and words, the table's shared deck, then every action in machine form. */

/* An empty set-up for @n_seats of @rules' game; @params NULL means the default variant. */
GameRecord      *game_record_new               (const GameRules *rules,
                                                guint64          seed,
                                                guint            n_seats,
                                                gconstpointer    params);
/* Records the set-up of a game about to start; @db resolves the decks' indices to ids. */
GameRecord      *game_record_new_for_setup     (const GameRules *rules,
                                                gconstpointer    db,
                                                const GameSetup *setup);

const GameRules *game_record_get_rules         (GameRecord *self);
guint64          game_record_get_seed          (GameRecord *self);
guint            game_record_get_n_seats       (GameRecord *self);
/* The game's parameters struct (rules->params_size bytes). */
gconstpointer    game_record_get_params        (GameRecord *self);
/* Card ids of @seat's deck in the order given to the set-up; NULL-terminated. */
const char * const *game_record_get_deck       (GameRecord *self,
                                                guint       seat);
void             game_record_set_deck          (GameRecord         *self,
                                                guint               seat,
                                                const char * const *card_ids);
/* @seat's words (GROS: a fixed Title), empty when none. */
const char * const *game_record_get_words      (GameRecord *self,
                                                guint       seat);
void             game_record_set_words         (GameRecord         *self,
                                                guint               seat,
                                                const char * const *words);
/* The table's shared deck (empty when the game has none). */
const char * const *game_record_get_shared     (GameRecord *self);
void             game_record_set_shared        (GameRecord         *self,
                                                const char * const *card_ids);
/* The seat that lost the previous game of a series, or GAME_NO_SEAT. */
guint            game_record_get_previous_loser (GameRecord *self);
void             game_record_set_previous_loser (GameRecord *self,
                                                 guint       seat);

guint            game_record_get_n_actions     (GameRecord *self);
const GameAction *game_record_get_action       (GameRecord *self,
                                                guint       index);

/* Applies @action to @state (the record's game after its last action) and appends it,
 * noting whether it revealed hidden information. */
gboolean         game_record_apply             (GameRecord       *self,
                                                gpointer          state,
                                                const GameAction *action,
                                                GameEventFunc     emit,
                                                gpointer          user_data,
                                                GError          **error);
/* Appends an action applied elsewhere. Until a replay, whether it revealed anything is
 * unknown, so undo never goes back over it. */
void             game_record_add_action        (GameRecord       *self,
                                                const GameAction *action);
/* Forgets every action after the first @n_actions (after an undo). */
void             game_record_truncate          (GameRecord *self,
                                                guint       n_actions);

/* The set-up to pass to rules->play.init(): card ids are looked up in @db (words are passed as
 * they are). @storage receives the index arrays the set-up points into (free it with
 * g_free() once the game is set up). DRIVE_IN_ERROR_NOT_FOUND names a card @db lacks. */
gboolean         game_record_make_setup        (GameRecord  *self,
                                                gpointer     db,
                                                GameSetup   *out_setup,
                                                uint16_t   **storage,
                                                GError     **error);
/* Sets @state up again and applies the first @n_actions actions (GAME_RECORD_ALL: all),
 * checking each is legal where it is applied: the same db gives a state identical to the
 * original's byte for byte. An action that does not apply fails with an error naming its
 * number (1-based) and text. */
gboolean         game_record_replay            (GameRecord  *self,
                                                gpointer     db,
                                                guint        n_actions,
                                                gpointer     state,
                                                GError     **error);
/* Undo is replaying fewer actions; it is allowed only when none of the actions after the
 * first @n_actions revealed hidden information (rules->views.action_revealed). Actions of unknown
 * effect count as revealing. */
gboolean         game_record_can_undo_to       (GameRecord *self,
                                                guint       n_actions);
/* The smallest action count undo may go back to. */
guint            game_record_get_undo_floor    (GameRecord *self);

/* Game files: JSON, written to a temporary file and renamed into place. Loading checks every
 * field; the error names the file and the problem (DRIVE_IN_ERROR_IO, _PARSE, _INVALID). A file
 * without a "game" is a GROS game (files of the first Drive-In). */
char            *game_record_to_data           (GameRecord *self,
                                                gsize      *out_length);
GameRecord      *game_record_load_from_data    (const char  *data,
                                                gsize        length,
                                                const char  *source_name,
                                                GError     **error);
gboolean         game_record_save              (GameRecord    *self,
                                                GFile         *file,
                                                GCancellable  *cancellable,
                                                GError       **error);
GameRecord      *game_record_load              (GFile         *file,
                                                GCancellable  *cancellable,
                                                GError       **error);

G_END_DECLS
