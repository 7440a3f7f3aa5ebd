/* drive-in-gruff-draft-table.h: the person's games of the Gruff draft's round robin, played
 * one after another at the Gruff table (the computers' games are played elsewhere). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-game-play.h"
#include "drive-in-core.h"
#include "gruff-draft.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_GRUFF_DRAFT_TABLE (drive_in_gruff_draft_table_get_type ())
G_DECLARE_FINAL_TYPE (DriveInGruffDraftTable, drive_in_gruff_draft_table, DRIVE_IN,
                      GRUFF_DRAFT_TABLE, GtkWidget)

/* @human_seat's games against every other seat of @decks (DriveInCard arrays from @catalog),
 * @games_per_pair each, the seats alternating, in the round robin's order and with its
 * seeds (gruff_draft_game_seed()); the computers play at @level. Signals: "game-over"
 * (guint seat_a, guint seat_b, int winner: a draft seat or -1 for a draw) when a game ends,
 * "finished" when the person asks for the standings after the last. */
GtkWidget       *drive_in_gruff_draft_table_new     (DriveInCatalog       *catalog,
                                                     GPtrArray * const *decks,
                                                     guint              human_seat,
                                                     guint              games_per_pair,
                                                     GameAiLevel        level,
                                                     guint64            seed);
/* The game being played, or NULL before the first and after the last. */
DriveInGamePlay *drive_in_gruff_draft_table_get_play (DriveInGruffDraftTable *self);
guint            drive_in_gruff_draft_table_get_n_games (DriveInGruffDraftTable *self);
guint            drive_in_gruff_draft_table_get_n_played (DriveInGruffDraftTable *self);
/* The next game, as "Next Game" does (the last one's button shows the standings); FALSE
 * while the game on the table goes on. */
gboolean         drive_in_gruff_draft_table_next    (DriveInGruffDraftTable *self);
/* Computer decisions @pace_ms apart (tests: 0). */
void             drive_in_gruff_draft_table_set_pace (DriveInGruffDraftTable *self,
                                                      guint                   pace_ms);

G_END_DECLS
