/* drive-in-game-info.h: what the card library knows of each game it holds cards for. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"

G_BEGIN_DECLS

/* One kind of card of a game ("beast", "building", "shepherd"). */
typedef struct
{
  const char *id;     /* release files and the command line */
  const char *label;  /* untranslated; use drive_in_game_info_kind_label() */
  const char *plural; /* untranslated */
} DriveInCardKindInfo;

/* A variant a game is played and its decks built in: a GROS format, the Grotto Beasts
 * Rumble... */
typedef struct
{
  const char *id;         /* deck files, game records and the command line: "rumble" */
  const char *label;      /* untranslated; use drive_in_game_info_variant_label() */
  guint       min_seats;
  guint       max_seats;
  /* Its deck rules in a sentence, untranslated; use drive_in_game_info_variant_summary().
   * NULL: none written. */
  const char *summary;
  /* Its decks carry a fixed title of words the cards must supply (GROS's Titled formats;
   * drive_in_deck_get_title()). */
  gboolean    deck_title;
} DriveInGameVariant;

typedef struct _DriveInDeck DriveInDeck;
typedef struct _DriveInCatalog DriveInCatalog;

/* A game whose cards the library can hold. Descriptors are static: never free them. */
typedef struct
{
  const char             *id;      /* "gros", "grotto-beasts" (src/core/<game>/<game>-game-id.h) */
  const char             *label;   /* untranslated; use drive_in_game_info_get_label() */
  const DriveInCardKindInfo *kinds;
  guint                   n_kinds;
  /* The variants, the default first, in the order a player is offered them; read them with
   * drive_in_game_info_get_variants() (GROS's are its formats: see gros-format.h). */
  const DriveInGameVariant  *variants;
  guint                   n_variants;
  /* Deck rules: the problems that make @deck illegal in its variant, and advice, as new
   * GListModels of DriveInDeckProblem and DriveInDeckAdvice. NULL: no rules yet, no
   * problems. Read them with drive_in_deck_validate() and drive_in_deck_advise(). */
  GListModel *(*validate) (DriveInDeck    *deck,
                           DriveInCatalog *catalog);
  GListModel *(*advise)   (DriveInDeck    *deck,
                           DriveInCatalog *catalog);
  /* The problems of @deck played in @variant_id, another variant of its game than the one
   * it was built for (GROS: a Feature Film deck is a Classic shared deck if it meets
   * Classic's rules). NULL: a deck plays only in the variant it was built for. Read it with
   * drive_in_deck_validate_in_variant(). */
  GListModel *(*validate_in_variant) (DriveInDeck    *deck,
                                      const char     *variant_id,
                                      DriveInCatalog *catalog);
  /* The kind ids, NULL-terminated, in the order a deck's card list groups them
   * (drive_in_deck_list_export(); GROS: its recommended mix's, Special Effects before
   * Locations). NULL: the order of @kinds. */
  const char *const *list_kind_order;
  /* The text attributes a card's search text holds besides its name, traits, abilities and
   * printed kind, NULL-terminated, in this order (GROS: its Title words). NULL: none. */
  const char *const *searched_attributes;
} DriveInGameInfo;

/* The game of a file that names none (a deck, scenario, game record or release saved before
 * Drive-In held several games): GROS, the only game the first Drive-In played. A static
 * string. */
const char         *drive_in_game_info_get_unnamed_default (void);
/* Every game, GROS first; returns the count. */
const DriveInGameInfo *const *drive_in_game_info_list   (guint *out_n_games);
/* NULL when @id names no game. */
const DriveInGameInfo *drive_in_game_info_lookup        (const char *id);
/* Makes the library know a game besides the built-in ones (a plug-in, a test's toy game):
 * its cards, kinds and variants are then read like any game's. @info must give its variants
 * and stay alive for good; call it from the main thread before loading cards. FALSE when a
 * game already has its id or there is no room for more. */
gboolean            drive_in_game_info_register      (const DriveInGameInfo *info);
/* "gros, grotto-beasts, groo, gruff": for error messages and --help. Free with g_free(). */
char               *drive_in_game_info_dup_id_list   (void);
/* Translated: "Grotto Beasts!". */
const char         *drive_in_game_info_get_label     (const DriveInGameInfo *info);
/* NULL when the game has no kind @kind_id. */
const DriveInCardKindInfo *drive_in_game_info_find_kind (const DriveInGameInfo *info,
                                                  const char         *kind_id);
/* Translated label of @card's kind ("Beast"), whatever its game. */
const char         *drive_in_game_info_card_kind_label (DriveInCard *card);
/* Every variant of the game, the default first. */
const DriveInGameVariant *drive_in_game_info_get_variants (const DriveInGameInfo *info,
                                                    guint              *out_n_variants);
/* NULL when the game has no variant @variant_id. */
const DriveInGameVariant *drive_in_game_info_find_variant (const DriveInGameInfo *info,
                                                    const char         *variant_id);
/* Translated label of a variant. */
const char         *drive_in_game_info_variant_label (const DriveInGameVariant *variant);
/* Translated one-sentence summary of a variant's deck rules; "" when none is written. */
const char         *drive_in_game_info_variant_summary (const DriveInGameVariant *variant);
/* "classic, rumble, jerma-rumble". Free with g_free(). */
char               *drive_in_game_info_dup_variant_list (const DriveInGameInfo *info);
/* Translated label and plural of a kind. */
const char         *drive_in_game_info_kind_label    (const DriveInCardKindInfo *kind);
const char         *drive_in_game_info_kind_plural   (const DriveInCardKindInfo *kind);

G_END_DECLS
