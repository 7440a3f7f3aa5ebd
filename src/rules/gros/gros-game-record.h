/* gros-game-record.h: a game as its seed, set-up and actions: saved, loaded, replayed, undone. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "game-record.h"
#include "gros-game.h"

G_BEGIN_DECLS

/* Game files: "<name>.gros-game" (JSON). */
#define GROS_GAME_RECORD_FILE_EXTENSION ".gros-game"
/* Larger game files are refused unread. */
#define GROS_GAME_RECORD_FILE_MAX_SIZE (16 * 1024 * 1024)
/* Replays every action of the record. */
#define GROS_GAME_RECORD_ALL G_MAXUINT

#define GROS_TYPE_GAME_RECORD (gros_game_record_get_type ())
G_DECLARE_FINAL_TYPE (GrosGameRecord, gros_game_record, GROS, GAME_RECORD, GObject)

/* A record holds what makes a game reproducible and nothing the engine derives: the seed,
 * the rules parameters, each seat's deck as card ids (so it does not depend on a card db's
 * numbering) and fixed Title as words, then every action in machine form. */

/* Records the set-up of a game about to start; @db resolves the decks' indices to ids. */
GrosGameRecord  *gros_game_record_new            (const GrosCardDb    *db,
                                                  const GrosGameSetup *setup);

/* The shared record underneath (transfer none). */
GameRecord      *gros_game_record_get_record     (GrosGameRecord *self);

guint64          gros_game_record_get_seed       (GrosGameRecord *self);
guint            gros_game_record_get_n_seats    (GrosGameRecord *self);
const GrosRulesParams *gros_game_record_get_params (GrosGameRecord *self);
/* Card ids of @seat's deck in the order given to the set-up; NULL-terminated. */
const char * const *gros_game_record_get_deck    (GrosGameRecord *self,
                                                  guint           seat);
/* @seat's fixed Title words, or an empty list when the Title is drawn. */
const char * const *gros_game_record_get_title   (GrosGameRecord *self,
                                                  guint           seat);

guint            gros_game_record_get_n_actions  (GrosGameRecord *self);
const GrosAction *gros_game_record_get_action    (GrosGameRecord *self,
                                                  guint           index);

/* Applies @action to @game (which must be the record's game after its last action) and
 * appends it, noting whether it revealed hidden information. */
gboolean         gros_game_record_apply          (GrosGameRecord   *self,
                                                  GrosGame         *game,
                                                  const GrosAction *action,
                                                  GrosEventFunc     emit,
                                                  gpointer          user_data,
                                                  GError          **error);
/* Appends an action applied elsewhere. Until a replay, whether it revealed anything is
 * unknown, so undo never goes back over it. */
void             gros_game_record_add_action     (GrosGameRecord   *self,
                                                  const GrosAction *action);
/* Forgets every action after the first @n_actions (after an undo). */
void             gros_game_record_truncate       (GrosGameRecord *self,
                                                  guint           n_actions);

/* The set-up to pass to gros_game_init(): card ids are looked up in @db, Title words
 * interned in it. @storage receives the deck index arrays the set-up points into (free it
 * with g_free() once the game is set up). DRIVE_IN_ERROR_NOT_FOUND names a card @db lacks. */
gboolean         gros_game_record_make_setup     (GrosGameRecord *self,
                                                  GrosCardDb     *db,
                                                  GrosGameSetup  *out_setup,
                                                  uint16_t      **storage,
                                                  GError        **error);
/* Sets the game up again and applies the first @n_actions actions (GROS_GAME_RECORD_ALL: all
 * of them), checking that each is legal where it is applied: the same db gives a state
 * identical to the original's byte for byte. An action that does not apply fails with an
 * error naming its number (1-based) and text. */
gboolean         gros_game_record_replay         (GrosGameRecord *self,
                                                  GrosCardDb     *db,
                                                  guint           n_actions,
                                                  GrosGame       *out_game,
                                                  GError        **error);
/* Undo is replaying fewer actions; it is allowed only when none of the actions after the
 * first @n_actions revealed hidden information: a random draw or shuffle, or a card shown
 * to a seat that did not know it, other than the acting seat's own cards shown by playing
 * them. Actions of unknown effect (see add_action) count as revealing. */
gboolean         gros_game_record_can_undo_to    (GrosGameRecord *self,
                                                  guint           n_actions);
/* The smallest action count undo may go back to: no action after it revealed anything. */
guint            gros_game_record_get_undo_floor (GrosGameRecord *self);

/* Game files: JSON, written to a temporary file and renamed into place. Loading checks
 * every field; the error names the file and the problem (DRIVE_IN_ERROR_IO, _PARSE, _INVALID). */
char            *gros_game_record_to_data        (GrosGameRecord *self,
                                                  gsize          *out_length);
GrosGameRecord  *gros_game_record_load_from_data (const char  *data,
                                                  gsize        length,
                                                  const char  *source_name,
                                                  GError     **error);
gboolean         gros_game_record_save           (GrosGameRecord *self,
                                                  GFile          *file,
                                                  GCancellable   *cancellable,
                                                  GError        **error);
GrosGameRecord  *gros_game_record_load           (GFile         *file,
                                                  GCancellable  *cancellable,
                                                  GError       **error);

G_END_DECLS
