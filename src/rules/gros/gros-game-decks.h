/* gros-game-decks.h: the seats' decks of a game as card-db indices, from deck files or packs. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "gros-game.h"
#include "gros-format.h"

G_BEGIN_DECLS

/* Builds the card db of a game and, seat by seat, the decks GrosGameSetup points into.
 * Cards enter the db as the decks name them, so one GrosGameDecks can serve many games in
 * a row (gros_game_decks_clear() between them) with one db. */
typedef struct _GrosGameDecks GrosGameDecks;

/* @db NULL: a new, empty db. */
GrosGameDecks *gros_game_decks_new          (DriveInCatalog *catalog,
                                             GrosCardDb  *db);
void           gros_game_decks_free         (GrosGameDecks *self);

GrosCardDb    *gros_game_decks_get_db       (GrosGameDecks *self);
DriveInCatalog   *gros_game_decks_get_catalog  (GrosGameDecks *self);
guint          gros_game_decks_get_n_seats  (GrosGameDecks *self);
/* The deck's name, or the packs of a random deck ("drive-in:01 + drive-in:04 + ..."). */
const char    *gros_game_decks_get_label    (GrosGameDecks *self,
                                             guint          seat);
guint          gros_game_decks_get_deck_size (GrosGameDecks *self,
                                              guint          seat);
/* Forgets every seat; the db keeps its cards. */
void           gros_game_decks_clear        (GrosGameDecks *self);

/* Adds a seat playing @deck, in its order; a deck Title becomes the seat's fixed Title (its
 * words some card of the deck bears first, without repeats, at most GROS_MAX_TITLE_WORDS).
 * DRIVE_IN_ERROR_NOT_FOUND names a card the catalog does not have. */
gboolean       gros_game_decks_add_deck     (GrosGameDecks *self,
                                             DriveInDeck      *deck,
                                             GError       **error);
/* Adds a seat playing a random deck: every card of three random Feature Packs (of release
 * @sigil, or of any release when NULL) and two random cards, not Roll the Credits, from the
 * other Feature Packs, which is a Feature Film deck. @format (NULL: Feature Film) fits it to
 * another format: cards of types the format leaves out are dropped, a fixed-size deck keeps
 * a random selection of that size, and a Titled deck gets a Title of up to three words its
 * cards bear. DRIVE_IN_ERROR_NOT_FOUND when fewer than three Feature Packs are loaded. */
gboolean       gros_game_decks_add_random   (GrosGameDecks    *self,
                                             const char       *sigil,
                                             const GrosFormat *format,
                                             GRand            *rand,
                                             GError          **error);
/* The same from the Feature Packs of the releases @sigils (NULL-terminated; NULL: any). */
gboolean       gros_game_decks_add_random_from (GrosGameDecks      *self,
                                                const char * const *sigils,
                                                const GrosFormat   *format,
                                                GRand              *rand,
                                                GError            **error);
/* The random deck of gros_game_decks_add_random_from() without a db: card ids (owned
 * strings) into @out_ids, in deck order, and the Title's words into @out_words. @out_dealt
 * (may be NULL) receives every card dealt before the format's cuts, in the order dealt, and
 * @out_label (may be NULL) the packs and extra cards. */
gboolean       gros_game_decks_deal_random  (DriveInCatalog        *catalog,
                                             const char * const *sigils,
                                             const GrosFormat   *format,
                                             GRand              *rand,
                                             GPtrArray          *out_dealt,
                                             GPtrArray          *out_ids,
                                             GPtrArray          *out_words,
                                             char              **out_label,
                                             GError            **error);
/* The rules parameters of the deck format @format (Feature Film, Episode, Classic...). */
void           gros_game_decks_rules_for_format (const GrosFormat *format,
                                                 GrosRulesParams  *params);

/* Points @setup's seat count, decks and Titles at the seats (seed and rules untouched). */
void           gros_game_decks_fill_setup   (GrosGameDecks *self,
                                             GrosGameSetup *setup);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GrosGameDecks, gros_game_decks_free)

G_END_DECLS
