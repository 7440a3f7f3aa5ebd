/* drive-in-deck-list.h: plain-text card lists ("1x Card Name", one per line) in and out of decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-deck.h"

G_BEGIN_DECLS

/* Reads a card list into a deck of @game (a DriveInGameInfo id) in its variant @variant
 * (NULL: the game's first): one card per line, as a card id ("gros-dc:01-01") or a card name
 * of that game's cards (case-insensitive, in the catalog's language or the original English).
 * A leading count ("1x ", "1 ") is allowed; larger counts add that many copies. '#' starts a
 * comment; blank lines are skipped. Ids @catalog does not know are kept (validation reports
 * them); a name that matches no card (DRIVE_IN_ERROR_NOT_FOUND) or several
 * (DRIVE_IN_ERROR_AMBIGUOUS) fails the import, with one "SOURCE:LINE: problem" line per bad
 * line in the message; so does a list of more than 10000 cards (DRIVE_IN_ERROR_INVALID).
 * @length may be -1 when @text is nul-terminated; @name may be NULL ("Imported deck"). */
DriveInDeck *drive_in_deck_list_import_for_game (const char    *text,
                                          gssize         length,
                                          const char    *source_name,
                                          DriveInCatalog   *catalog,
                                          const char    *game,
                                          const char    *variant,
                                          const char    *name,
                                          GError       **error);

/* "ID  # Name" lines grouped by the game's kinds in its list order (DriveInGameInfo
 * list_kind_order: GROS's Characters first; unknown cards last), each group under a
 * "# Characters (10)" comment, after a header comment with the deck's name, game (none for
 * drive_in_game_info_get_unnamed_default()'s decks, as the first Drive-In wrote them),
 * variant and Title. drive_in_deck_list_import_for_game() reads it back to the same cards; a
 * side deck is listed as comments, which import skips. */
char     *drive_in_deck_list_export (DriveInDeck *deck);

G_END_DECLS
