/* gros-deck.h: a player's deck: name, format, optional Title and an ordered list of cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "gros-card.h"
#include "gros-catalog.h"
#include "gros-deck-entry.h"
#include "gros-format.h"
#include "gros-game-info.h"

G_BEGIN_DECLS

/* Deck files: "<name>.gros-deck". */
#define GROS_DECK_FILE_EXTENSION ".gros-deck"
/* Larger deck files are refused unread. */
#define GROS_DECK_FILE_MAX_SIZE (4 * 1024 * 1024)

#define GROS_TYPE_DECK (gros_deck_get_type ())
G_DECLARE_FINAL_TYPE (GrosDeck, gros_deck, GROS, DECK, GObject)

/* A GrosDeck is a GListModel of GrosDeckEntry, in deck order, one entry per copy of a card.
 * Every entry keeps its card id; its card is the one @catalog has under that id, or NULL
 * (ids of releases that are not loaded stay in the deck and are reported by validation,
 * never dropped). Properties: "name", "format" (GrosFormatId), "title" (NULL unless the
 * deck has a fixed Title), "catalog", "n-items". */

/* TRUE for "SIGIL:NUMBER" made of ASCII letters, digits and "._+-" (at most 200 bytes):
 * the only ids a deck holds. */
gboolean      gros_deck_is_valid_card_id (const char *card_id);

/* @catalog may be NULL: entries then stay unresolved until gros_deck_set_catalog(). */
GrosDeck     *gros_deck_new              (GrosCatalog  *catalog,
                                          const char   *name,
                                          GrosFormatId  format);

const char   *gros_deck_get_name         (GrosDeck   *self);
/* Line breaks and other control characters become spaces. */
void          gros_deck_set_name         (GrosDeck   *self,
                                          const char *name);
/* A deck of another game than GROS (@game GROS_GAME_ID_*), in @variant (NULL: the game's
 * first), or a GROS deck when @game is GROS_GAME_ID_GROS (@variant a format id). */
GrosDeck     *gros_deck_new_for_game     (GrosCatalog *catalog,
                                          const char  *name,
                                          const char  *game,
                                          const char  *variant);
/* GROS_GAME_ID_* (interned); decks of today's files, and gros_deck_new()'s, are GROS's. */
const char   *gros_deck_get_game         (GrosDeck *self);
gboolean      gros_deck_is_gros          (GrosDeck *self);
/* The variant id: a GROS deck's format as a string ("feature-film"), another game's variant
 * ("rumble"). */
const char   *gros_deck_get_variant      (GrosDeck *self);
/* FALSE (deck unchanged) when the deck's game has no variant @variant. */
gboolean      gros_deck_set_variant      (GrosDeck   *self,
                                          const char *variant);
/* The side deck (Grotto Beasts): a GListModel of GrosDeckEntry, outside the deck. */
GListModel   *gros_deck_get_side         (GrosDeck *self);
void          gros_deck_add_side         (GrosDeck   *self,
                                          const char *card_id);
/* Removes one copy; FALSE when the side deck has none. */
gboolean      gros_deck_remove_side      (GrosDeck   *self,
                                          const char *card_id);
guint         gros_deck_count_side       (GrosDeck   *self,
                                          const char *card_id);
/* GROS decks: their format. */
GrosFormatId  gros_deck_get_format       (GrosDeck *self);
void          gros_deck_set_format       (GrosDeck     *self,
                                          GrosFormatId  format);
const char   *gros_deck_get_title        (GrosDeck *self);
/* NULL or "" clears the Title. */
void          gros_deck_set_title        (GrosDeck   *self,
                                          const char *title);
GrosCatalog  *gros_deck_get_catalog      (GrosDeck *self);
/* Resolves every entry again against @catalog (after a release was imported, say). */
void          gros_deck_set_catalog      (GrosDeck    *self,
                                          GrosCatalog *catalog);

guint         gros_deck_get_n_cards      (GrosDeck *self);
/* Transfer none; NULL past the end. */
GrosDeckEntry *gros_deck_get_entry       (GrosDeck *self,
                                          guint     position);
/* Every entry's card id, in order. Free with g_strfreev(). */
char        **gros_deck_dup_card_ids     (GrosDeck *self);

/* Appends @card_id (a copy, even when the deck already has one); the id must be valid. */
void          gros_deck_add              (GrosDeck   *self,
                                          const char *card_id);
void          gros_deck_insert           (GrosDeck   *self,
                                          guint       position,
                                          const char *card_id);
void          gros_deck_add_card         (GrosDeck *self,
                                          GrosCard *card);
/* Appends every card of the pack @pack_id ("gros-dc:01") of @catalog (NULL: the deck's).
 * GROS_ERROR_NOT_FOUND when no loaded release has that pack; the deck is then unchanged. */
gboolean      gros_deck_add_pack         (GrosDeck     *self,
                                          GrosCatalog  *catalog,
                                          const char   *pack_id,
                                          GError      **error);
/* Removes one copy (the last one) of @card_id; FALSE when the deck has none. */
gboolean      gros_deck_remove           (GrosDeck   *self,
                                          const char *card_id);
void          gros_deck_remove_at        (GrosDeck *self,
                                          guint     position);
void          gros_deck_clear            (GrosDeck *self);
gboolean      gros_deck_contains         (GrosDeck   *self,
                                          const char *card_id);
/* Copies of @card_id in the deck. */
guint         gros_deck_count            (GrosDeck   *self,
                                          const char *card_id);
/* Resolved entries of @type (unknown cards have no type). */
guint         gros_deck_count_by_type    (GrosDeck     *self,
                                          GrosCardType  type);
guint         gros_deck_count_unknown    (GrosDeck *self);

/* gros_format_validate() / gros_format_advise() for the deck's own format. */
GListModel   *gros_deck_validate         (GrosDeck    *self,
                                          GrosCatalog *catalog);
GListModel   *gros_deck_advise           (GrosDeck    *self,
                                          GrosCatalog *catalog);

/* Quick build: a Feature Film deck of every card of @pack_ids (three Feature Packs give 48)
 * followed by @extra_card_ids (may be NULL). GROS_ERROR_NOT_FOUND names the first pack or
 * card @catalog does not have. The deck is not validated: that is the caller's choice. */
GrosDeck     *gros_deck_new_from_packs   (GrosCatalog        *catalog,
                                          const char * const *pack_ids,
                                          const char * const *extra_card_ids,
                                          GError            **error);

/* Deck files (XML, see gros-deck.rng). Loading refuses files over GROS_DECK_FILE_MAX_SIZE,
 * DOCTYPEs and entities, and anything the schema does not allow; the error message names
 * the file, the line where there is one, and the problem (GROS_ERROR_IO, _PARSE, _INVALID). */
GrosDeck     *gros_deck_load             (GFile         *file,
                                          GrosCatalog   *catalog,
                                          GCancellable  *cancellable,
                                          GError       **error);
/* The same from memory; @source_name names the data in error messages. */
GrosDeck     *gros_deck_load_from_data   (const char   *data,
                                          gsize         length,
                                          const char   *source_name,
                                          GrosCatalog  *catalog,
                                          GError      **error);
/* Serialises the deck as a deck file (UTF-8, newline-terminated). Free with g_free(). */
char         *gros_deck_to_data          (GrosDeck *self,
                                          gsize    *out_length);
/* Writes the whole file to a temporary file next to @file and renames it over @file, so on
 * any error the old file stays as it was. */
gboolean      gros_deck_save             (GrosDeck      *self,
                                          GFile         *file,
                                          GCancellable  *cancellable,
                                          GError       **error);

G_END_DECLS
