/* drive-in-gros-title-sheets.h: GROS's Title sheets of a game at the board, one per seat, as
 * the board's viewer knows the game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-print-operation.h"
#include "game-session.h"

G_BEGIN_DECLS

/* A title sheet per seat of @session's GROS game, read from its view (as its viewer knows
 * the game) and its log: the seat's Movie Title (@titles: NULL, or one entry per seat, NULL
 * while a seat has none: its Title words then), the cards its Title words came from as the
 * viewer saw them revealed (looked up in @catalog, may be NULL), the players (@players: NULL
 * or one entry per seat, NULL for "Seat N"), the format, today's date, and once the game is
 * over the Ratings of every seat. */
DriveInPrintOperation *drive_in_gros_title_sheets_new (GameSession        *session,
                                                       DriveInCatalog     *catalog,
                                                       const char * const *titles,
                                                       const char * const *players);

G_END_DECLS
