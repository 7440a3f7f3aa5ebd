/* drive-in-new-game-dialog.h: sets up a game: format, seats, who plays each seat (a person or
 * a computer and its level), each seat's deck, and an optional seed. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-table-game.h"
#include "gros.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_NEW_GAME_DIALOG (drive_in_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (DriveInNewGameDialog, drive_in_new_game_dialog, DRIVE_IN, NEW_GAME_DIALOG,
                      AdwWindow)

/* Emits "start" when the player starts the game; the dialog then closes itself. Saved decks
 * are the deck files of @decks_folder (may be NULL) and @recent_decks (URIs, may be NULL). */
DriveInNewGameDialog *drive_in_new_game_dialog_new        (GtkWindow          *parent,
                                                           GFile              *decks_folder,
                                                           const char * const *recent_decks,
                                                           GrosAiLevel         default_level);
GrosFormatId          drive_in_new_game_dialog_get_format (DriveInNewGameDialog *self);
guint                 drive_in_new_game_dialog_get_n_seats (DriveInNewGameDialog *self);
void                  drive_in_new_game_dialog_set_n_seats (DriveInNewGameDialog *self,
                                                            guint                 n_seats);
DriveInSeatPlayer     drive_in_new_game_dialog_get_player (DriveInNewGameDialog *self,
                                                           guint                 seat);
void                  drive_in_new_game_dialog_set_player (DriveInNewGameDialog    *self,
                                                           guint                    seat,
                                                           const DriveInSeatPlayer *player);
/* The deck file chosen for @seat, or NULL for a random Feature Pack deck. */
GFile                *drive_in_new_game_dialog_get_deck   (DriveInNewGameDialog *self,
                                                           guint                 seat);
/* Picks the deck file @file (NULL: random Feature Packs) for @seat; FALSE when the dialog
 * does not offer it. */
gboolean              drive_in_new_game_dialog_set_deck   (DriveInNewGameDialog *self,
                                                           guint                 seat,
                                                           GFile                *file);
/* FALSE when no seed was given (a random game). */
gboolean              drive_in_new_game_dialog_get_seed   (DriveInNewGameDialog *self,
                                                           guint64              *out_seed);
void                  drive_in_new_game_dialog_set_seed   (DriveInNewGameDialog *self,
                                                           const char           *seed);
/* Starts as the Start button does (tests, keyboard). */
void                  drive_in_new_game_dialog_start      (DriveInNewGameDialog *self);

G_END_DECLS
