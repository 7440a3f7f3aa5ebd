/* drive-in-deck-lab.h: the Test Deck pane: AI games with the deck, exact odds, sample hands. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "game-lab.h"
#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_DECK_LAB (drive_in_deck_lab_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeckLab, drive_in_deck_lab, DRIVE_IN, DECK_LAB, GtkWidget)

/* Actions (prefix "lab."): run, cancel, redeal, new-seed, choose-opponents,
 * clear-opponents. While the pane is shown Ctrl+R redeals the sample hand and Ctrl+Return
 * runs the games. The odds and the sample hand follow the deck's edits, a moment after the
 * last one. Games run in worker threads (game_lab_run_async()); the window stays usable.
 * Signal "card-selected" (DriveInCard *): a card of the sample hand or of the results' lists
 * was clicked. */
GtkWidget            *drive_in_deck_lab_new                (void);
/* Resolves the cards of the deck, the opponents and the sample hand. NULL: the deck's. */
void                  drive_in_deck_lab_set_catalog        (DriveInDeckLab *self,
                                                            DriveInCatalog    *catalog);
void                  drive_in_deck_lab_set_deck           (DriveInDeckLab *self,
                                                            DriveInDeck       *deck);
DriveInDeck             *drive_in_deck_lab_get_deck           (DriveInDeckLab *self);

/* The settings of the next run, as the pane's controls show them. */
void                  drive_in_deck_lab_set_level          (DriveInDeckLab *self,
                                                            GameAiLevel     level);
GameAiLevel           drive_in_deck_lab_get_level          (DriveInDeckLab *self);
void                  drive_in_deck_lab_set_n_seats        (DriveInDeckLab *self,
                                                            guint           n_seats);
guint                 drive_in_deck_lab_get_n_seats        (DriveInDeckLab *self);
void                  drive_in_deck_lab_set_n_games        (DriveInDeckLab *self,
                                                            guint           n_games);
guint                 drive_in_deck_lab_get_n_games        (DriveInDeckLab *self);
void                  drive_in_deck_lab_set_seed           (DriveInDeckLab *self,
                                                            guint64         seed);
guint64               drive_in_deck_lab_get_seed           (DriveInDeckLab *self);
/* Random Feature Pack decks played after the saved ones; with neither, a new random deck
 * sits in every opponent seat of every game. */
void                  drive_in_deck_lab_set_n_random       (DriveInDeckLab *self,
                                                            guint           n_random);
/* Saved decks the tested deck plays against, in turn (the gauntlet). */
gboolean              drive_in_deck_lab_add_opponent_file  (DriveInDeckLab  *self,
                                                            GFile           *file,
                                                            GError         **error);
void                  drive_in_deck_lab_clear_opponents    (DriveInDeckLab *self);
guint                 drive_in_deck_lab_get_n_opponents    (DriveInDeckLab *self);

/* Starts a run with the current settings (lab.run); FALSE when one is under way or the deck
 * is empty. */
gboolean              drive_in_deck_lab_run                (DriveInDeckLab *self);
void                  drive_in_deck_lab_cancel             (DriveInDeckLab *self);
gboolean              drive_in_deck_lab_is_running         (DriveInDeckLab *self);
/* The last finished run's figures, or NULL. */
const GameLabResults *drive_in_deck_lab_get_results        (DriveInDeckLab *self);
/* The odds shown (its game's lab hooks'), or NULL when the deck has none (no cards, or a
 * game without odds). */
const GameLabOdds    *drive_in_deck_lab_get_odds           (DriveInDeckLab *self);

/* The sample hand: its seed, a new one (lab.redeal), the card ids shown (the kept hand,
 * then the draws of the next turns). */
guint64               drive_in_deck_lab_get_hand_seed      (DriveInDeckLab *self);
void                  drive_in_deck_lab_set_hand_seed      (DriveInDeckLab *self,
                                                            guint64         seed);
void                  drive_in_deck_lab_redeal             (DriveInDeckLab *self);
char                **drive_in_deck_lab_dup_hand_card_ids  (DriveInDeckLab *self);

G_END_DECLS
