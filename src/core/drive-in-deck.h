/* drive-in-deck.h: a player's deck: name, game and variant, optional Title and an ordered list of
 * cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"
#include "drive-in-catalog.h"
#include "drive-in-deck-entry.h"
#include "drive-in-game-info.h"

G_BEGIN_DECLS

/* Deck files: "<name>.drive-in-deck", whatever the game. Earlier versions saved
 * "<name>.gros-deck" for every game: those still open. */
#define DRIVE_IN_DECK_FILE_EXTENSION ".drive-in-deck"
#define DRIVE_IN_DECK_FILE_EXTENSION_OLD ".gros-deck"
/* Larger deck files are refused unread. */
#define DRIVE_IN_DECK_FILE_MAX_SIZE (4 * 1024 * 1024)

#define DRIVE_IN_TYPE_DECK (drive_in_deck_get_type ())
G_DECLARE_FINAL_TYPE (DriveInDeck, drive_in_deck, DRIVE_IN, DECK, GObject)

/* A DriveInDeck is a GListModel of DriveInDeckEntry, in deck order, one entry per copy of a card.
 * Every entry keeps its card id; its card is the one @catalog has under that id, or NULL
 * (ids of releases that are not loaded stay in the deck and are reported by validation,
 * never dropped). Properties: "name", "game", "variant", "title" (NULL unless the deck has a
 * fixed Title), "catalog", "n-items". */

/* TRUE for "SIGIL:NUMBER" made of ASCII letters, digits and "._+-" (at most 200 bytes):
 * the only ids a deck holds. */
gboolean      drive_in_deck_is_valid_card_id (const char *card_id);

const char   *drive_in_deck_get_name         (DriveInDeck   *self);
/* Line breaks and other control characters become spaces. */
void          drive_in_deck_set_name         (DriveInDeck   *self,
                                          const char *name);
/* A deck of @game (a DriveInGameInfo id), in @variant (NULL: the game's first). @catalog may
 * be NULL: entries then stay unresolved until drive_in_deck_set_catalog(). */
DriveInDeck     *drive_in_deck_new_for_game     (DriveInCatalog *catalog,
                                          const char  *name,
                                          const char  *game,
                                          const char  *variant);
/* The game's id (interned); decks of files naming no game are of
 * drive_in_game_info_get_unnamed_default(). */
const char   *drive_in_deck_get_game         (DriveInDeck *self);
/* The variant id, one of the game's DriveInGameVariant ids: "feature-film" (a GROS format),
 * "rumble". */
const char   *drive_in_deck_get_variant      (DriveInDeck *self);
/* FALSE (deck unchanged) when the deck's game has no variant @variant. */
gboolean      drive_in_deck_set_variant      (DriveInDeck   *self,
                                          const char *variant);
/* The side deck (Grotto Beasts): a GListModel of DriveInDeckEntry, outside the deck. */
GListModel   *drive_in_deck_get_side         (DriveInDeck *self);
void          drive_in_deck_add_side         (DriveInDeck   *self,
                                          const char *card_id);
/* Removes one copy; FALSE when the side deck has none. */
gboolean      drive_in_deck_remove_side      (DriveInDeck   *self,
                                          const char *card_id);
guint         drive_in_deck_count_side       (DriveInDeck   *self,
                                          const char *card_id);
const char   *drive_in_deck_get_title        (DriveInDeck *self);
/* NULL or "" clears the Title. */
void          drive_in_deck_set_title        (DriveInDeck   *self,
                                          const char *title);
DriveInCatalog  *drive_in_deck_get_catalog      (DriveInDeck *self);
/* Resolves every entry again against @catalog (after a release was imported, say). */
void          drive_in_deck_set_catalog      (DriveInDeck    *self,
                                          DriveInCatalog *catalog);

guint         drive_in_deck_get_n_cards      (DriveInDeck *self);
/* Transfer none; NULL past the end. */
DriveInDeckEntry *drive_in_deck_get_entry       (DriveInDeck *self,
                                          guint     position);
/* Every entry's card id, in order. Free with g_strfreev(). */
char        **drive_in_deck_dup_card_ids     (DriveInDeck *self);

/* Appends @card_id (a copy, even when the deck already has one); the id must be valid. */
void          drive_in_deck_add              (DriveInDeck   *self,
                                          const char *card_id);
void          drive_in_deck_insert           (DriveInDeck   *self,
                                          guint       position,
                                          const char *card_id);
void          drive_in_deck_add_card         (DriveInDeck *self,
                                          DriveInCard *card);
/* Appends every card of the pack @pack_id ("gros-dc:01") of @catalog (NULL: the deck's).
 * DRIVE_IN_ERROR_NOT_FOUND when no loaded release has that pack; the deck is then unchanged. */
gboolean      drive_in_deck_add_pack         (DriveInDeck     *self,
                                          DriveInCatalog  *catalog,
                                          const char   *pack_id,
                                          GError      **error);
/* A deck of every card of @pack_ids followed by @extra_card_ids (may be NULL), named after
 * the packs, of the packs' game (their releases') in @variant_id (NULL: the game's first).
 * DRIVE_IN_ERROR_NOT_FOUND names the first pack or card @catalog does not have;
 * DRIVE_IN_ERROR_INVALID when the packs are of two games or the game has no @variant_id.
 * The deck is not validated: that is the caller's choice. */
DriveInDeck  *drive_in_deck_new_from_packs   (DriveInCatalog     *catalog,
                                          const char * const *pack_ids,
                                          const char         *variant_id,
                                          const char * const *extra_card_ids,
                                          GError            **error);
/* Removes one copy (the last one) of @card_id; FALSE when the deck has none. */
gboolean      drive_in_deck_remove           (DriveInDeck   *self,
                                          const char *card_id);
void          drive_in_deck_remove_at        (DriveInDeck *self,
                                          guint     position);
void          drive_in_deck_clear            (DriveInDeck *self);
gboolean      drive_in_deck_contains         (DriveInDeck   *self,
                                          const char *card_id);
/* Copies of @card_id in the deck. */
guint         drive_in_deck_count            (DriveInDeck   *self,
                                          const char *card_id);
/* Resolved entries of the game's kind @kind_id (DriveInCardKindInfo.id, "beast"; unknown
 * cards have no kind). */
guint         drive_in_deck_count_by_kind    (DriveInDeck *self,
                                          const char  *kind_id);
guint         drive_in_deck_count_unknown    (DriveInDeck *self);

/* The game's deck rules (DriveInGameInfo validate / advise) for the deck's own variant. */
GListModel   *drive_in_deck_validate         (DriveInDeck    *self,
                                          DriveInCatalog *catalog);
/* The problems of @self played in @variant_id of its game: drive_in_deck_validate() when it
 * is the deck's own variant; otherwise the game's rules for that variant where its decks may
 * play in another (GROS's formats), else one "variant" problem. A new GListModel of
 * DriveInDeckProblem. */
GListModel   *drive_in_deck_validate_in_variant (DriveInDeck    *self,
                                                 const char     *variant_id,
                                                 DriveInCatalog *catalog);
GListModel   *drive_in_deck_advise           (DriveInDeck    *self,
                                          DriveInCatalog *catalog);

/* Deck files (XML, see drive-in-deck.rng). Loading refuses files over DRIVE_IN_DECK_FILE_MAX_SIZE,
 * DOCTYPEs and entities, and anything the schema does not allow; the error message names
 * the file, the line where there is one, and the problem (DRIVE_IN_ERROR_IO, _PARSE, _INVALID). */
DriveInDeck     *drive_in_deck_load             (GFile         *file,
                                          DriveInCatalog   *catalog,
                                          GCancellable  *cancellable,
                                          GError       **error);
/* The same from memory; @source_name names the data in error messages. */
DriveInDeck     *drive_in_deck_load_from_data   (const char   *data,
                                          gsize         length,
                                          const char   *source_name,
                                          DriveInCatalog  *catalog,
                                          GError      **error);
/* Serialises the deck as a deck file (UTF-8, newline-terminated). Free with g_free(). */
char         *drive_in_deck_to_data          (DriveInDeck *self,
                                          gsize    *out_length);
/* Writes the whole file to a temporary file next to @file and renames it over @file, so on
 * any error the old file stays as it was. */
gboolean      drive_in_deck_save             (DriveInDeck      *self,
                                          GFile         *file,
                                          GCancellable  *cancellable,
                                          GError       **error);

G_END_DECLS
