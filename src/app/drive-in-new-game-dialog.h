/* drive-in-new-game-dialog.h: sets up a game: format, seats, who plays each seat (a person or
 * a computer and its level), each seat's deck or the table's shared deck, the number of
 * movies, and an optional seed. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-seat-player.h"
#include "game-ai.h"
#include "drive-in-core.h"

G_BEGIN_DECLS

/* The most movies a session offers (001: "1 per player for a marathon"). */
#define DRIVE_IN_MAX_MOVIES 6

#define DRIVE_IN_TYPE_NEW_GAME_DIALOG (drive_in_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (DriveInNewGameDialog, drive_in_new_game_dialog, DRIVE_IN, NEW_GAME_DIALOG,
                      AdwWindow)

/* Emits "start" when the player starts the game; the dialog then closes itself. Saved decks
 * are the deck files of @decks_folder (may be NULL) and @recent_decks (URIs, may be NULL),
 * read with @catalog and offered for the formats they are legal in. */
DriveInNewGameDialog *drive_in_new_game_dialog_new        (GtkWindow          *parent,
                                                           DriveInCatalog        *catalog,
                                                           GFile              *decks_folder,
                                                           const char * const *recent_decks,
                                                           GameAiLevel         default_level);
/* The game to play: any game with a table (drive-in-board-tables.h), GROS first. */
const char           *drive_in_new_game_dialog_get_game   (DriveInNewGameDialog *self);
/* FALSE when the dialog does not offer @game_id. */
gboolean              drive_in_new_game_dialog_set_game   (DriveInNewGameDialog *self,
                                                           const char           *game_id);
/* The variant of the game ("rumble", "episode": GROS's variants are its formats); FALSE
 * when the game has no variant @variant_id. */
const char           *drive_in_new_game_dialog_get_variant (DriveInNewGameDialog *self);
gboolean              drive_in_new_game_dialog_set_variant (DriveInNewGameDialog *self,
                                                            const char           *variant_id);
guint                 drive_in_new_game_dialog_get_n_seats (DriveInNewGameDialog *self);
/* Clamped to the seats the variant allows. */
void                  drive_in_new_game_dialog_set_n_seats (DriveInNewGameDialog *self,
                                                            guint                 n_seats);
/* The most seats the variant allows at its game's table with the cards loaded (the game's
 * own options may bound them: a GROS Draft needs 30 cards a seat). */
guint                 drive_in_new_game_dialog_get_max_seats (DriveInNewGameDialog *self);
DriveInSeatPlayer     drive_in_new_game_dialog_get_player (DriveInNewGameDialog *self,
                                                           guint                 seat);
void                  drive_in_new_game_dialog_set_player (DriveInNewGameDialog    *self,
                                                           guint                    seat,
                                                           const DriveInSeatPlayer *player);
/* Own-deck formats (and other games): the deck file chosen for @seat, or NULL for random
 * Feature Packs (another game's random starter deck). */
GFile                *drive_in_new_game_dialog_get_deck   (DriveInNewGameDialog *self,
                                                           guint                 seat);
/* Picks the deck file @file (NULL: random Feature Packs) for @seat; FALSE when the dialog
 * does not offer it for the format. */
gboolean              drive_in_new_game_dialog_set_deck   (DriveInNewGameDialog *self,
                                                           guint                 seat,
                                                           GFile                *file);
/* Whether the seat rows show a deck choice (own-deck formats). */
gboolean              drive_in_new_game_dialog_shows_seat_decks (DriveInNewGameDialog *self);
/* A game the whole table plays from one deck (Groo): the saved variant chosen, or NULL for
 * the game's standard deck (rules->cards.random_shared_deck). */
GFile                *drive_in_new_game_dialog_get_table_deck (DriveInNewGameDialog *self);
gboolean              drive_in_new_game_dialog_set_table_deck (DriveInNewGameDialog *self,
                                                               GFile                *file);
/* Shared-deck formats: the labels of the shared decks offered (every card of a release,
 * of every release, or a saved deck legal in the format), and the one chosen. */
GListModel           *drive_in_new_game_dialog_get_shared_decks (DriveInNewGameDialog *self);
guint                 drive_in_new_game_dialog_get_shared_choice (DriveInNewGameDialog *self);
void                  drive_in_new_game_dialog_set_shared_choice (DriveInNewGameDialog *self,
                                                                  guint                 choice);
/* The chosen shared deck as a new deck of the format, or NULL (with @error) when it cannot
 * be read or the format has no shared deck. */
DriveInDeck             *drive_in_new_game_dialog_dup_shared_deck (DriveInNewGameDialog *self,
                                                                GError              **error);
/* Movies in the session (001 formats; 1 elsewhere). */
guint                 drive_in_new_game_dialog_get_n_movies (DriveInNewGameDialog *self);
void                  drive_in_new_game_dialog_set_n_movies (DriveInNewGameDialog *self,
                                                             guint                 n_movies);
/* Draft: whether the drafted decks get 2 Roll the Credits. */
gboolean              drive_in_new_game_dialog_get_with_credits (DriveInNewGameDialog *self);
void                  drive_in_new_game_dialog_set_with_credits (DriveInNewGameDialog *self,
                                                                 gboolean              credits);
/* Why the game cannot start as set up (shown in the dialog), or NULL when it can. */
const char           *drive_in_new_game_dialog_get_problem (DriveInNewGameDialog *self);
/* FALSE when no seed was given (a random game). */
gboolean              drive_in_new_game_dialog_get_seed   (DriveInNewGameDialog *self,
                                                           guint64              *out_seed);
void                  drive_in_new_game_dialog_set_seed   (DriveInNewGameDialog *self,
                                                           const char           *seed);
/* Starts as the Start button does (tests, keyboard); nothing while Start is insensitive. */
void                  drive_in_new_game_dialog_start      (DriveInNewGameDialog *self);

G_END_DECLS
