/* gros-game-info.h: what the card library knows of each game it holds cards for. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "gros-card.h"

G_BEGIN_DECLS

/* One kind of card of a game ("beast", "building", "shepherd"). */
typedef struct
{
  const char *id;     /* release files and the command line */
  const char *label;  /* untranslated; use gros_game_info_kind_label() */
  const char *plural; /* untranslated */
} GrosCardKindInfo;

/* A variant a game is played and its decks built in: a GROS format, the Grotto Beasts
 * Rumble... */
typedef struct
{
  const char *id;         /* deck files, game records and the command line: "rumble" */
  const char *label;      /* untranslated; use gros_game_info_variant_label() */
  guint       min_seats;
  guint       max_seats;
} GrosGameVariant;

typedef struct _GrosDeck GrosDeck;
typedef struct _GrosCatalog GrosCatalog;

/* A game whose cards the library can hold. Descriptors are static: never free them. */
typedef struct
{
  const char             *id;      /* GROS_GAME_ID_* */
  const char             *label;   /* untranslated; use gros_game_info_get_label() */
  const GrosCardKindInfo *kinds;
  guint                   n_kinds;
  /* The variants, the default first; read them with gros_game_info_get_variants() (GROS's
   * are its formats: see gros-format.h). */
  const GrosGameVariant  *variants;
  guint                   n_variants;
  /* Deck rules of games other than GROS (GROS's are gros_format_validate()/_advise()): the
   * problems that make @deck illegal in its variant, and advice, as new GListModels of
   * GrosDeckProblem and GrosDeckAdvice. NULL: no rules yet, no problems. */
  GListModel *(*validate) (GrosDeck    *deck,
                           GrosCatalog *catalog);
  GListModel *(*advise)   (GrosDeck    *deck,
                           GrosCatalog *catalog);
} GrosGameInfo;

/* Every game, GROS first; returns the count. */
const GrosGameInfo *const *gros_game_info_list   (guint *out_n_games);
/* NULL when @id names no game. */
const GrosGameInfo *gros_game_info_lookup        (const char *id);
/* Makes the library know a game besides the built-in ones (a plug-in, a test's toy game):
 * its cards, kinds and variants are then read like any game's. @info must give its variants
 * and stay alive for good; call it from the main thread before loading cards. FALSE when a
 * game already has its id or there is no room for more. */
gboolean            gros_game_info_register      (const GrosGameInfo *info);
/* "gros, grotto-beasts, groo, gruff": for error messages and --help. Free with g_free(). */
char               *gros_game_info_dup_id_list   (void);
/* Translated: "Grotto Beasts!". */
const char         *gros_game_info_get_label     (const GrosGameInfo *info);
/* NULL when the game has no kind @kind_id. */
const GrosCardKindInfo *gros_game_info_find_kind (const GrosGameInfo *info,
                                                  const char         *kind_id);
/* Translated label of @card's kind ("Beast"), whatever its game. */
const char         *gros_game_info_card_kind_label (GrosCard *card);
/* Every variant of the game, the default first. */
const GrosGameVariant *gros_game_info_get_variants (const GrosGameInfo *info,
                                                    guint              *out_n_variants);
/* NULL when the game has no variant @variant_id. */
const GrosGameVariant *gros_game_info_find_variant (const GrosGameInfo *info,
                                                    const char         *variant_id);
/* Translated label of a variant. */
const char         *gros_game_info_variant_label (const GrosGameVariant *variant);
/* "classic, rumble, jerma-rumble". Free with g_free(). */
char               *gros_game_info_dup_variant_list (const GrosGameInfo *info);
/* Translated label and plural of a kind. */
const char         *gros_game_info_kind_label    (const GrosCardKindInfo *kind);
const char         *gros_game_info_kind_plural   (const GrosCardKindInfo *kind);

G_END_DECLS
