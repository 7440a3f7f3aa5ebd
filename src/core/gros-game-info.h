/* gros-game-info.h: what the card library knows of each game it holds cards for. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

#include "gros-card.h"

G_BEGIN_DECLS

/* One kind of card of a game ("beast", "building", "shepherd"). */
typedef struct
{
  const char *id;     /* release files and the command line */
  const char *label;  /* untranslated; use gros_game_info_kind_label() */
  const char *plural; /* untranslated */
} GrosCardKindInfo;

/* A game whose cards the library can hold. Descriptors are static: never free them. */
typedef struct
{
  const char             *id;      /* GROS_GAME_ID_* */
  const char             *label;   /* untranslated; use gros_game_info_get_label() */
  const GrosCardKindInfo *kinds;
  guint                   n_kinds;
} GrosGameInfo;

/* Every game, GROS first; returns the count. */
const GrosGameInfo *const *gros_game_info_list   (guint *out_n_games);
/* NULL when @id names no game. */
const GrosGameInfo *gros_game_info_lookup        (const char *id);
/* "gros, grotto-beasts, groo, gruff": for error messages and --help. Free with g_free(). */
char               *gros_game_info_dup_id_list   (void);
/* Translated: "Grotto Beasts!". */
const char         *gros_game_info_get_label     (const GrosGameInfo *info);
/* NULL when the game has no kind @kind_id. */
const GrosCardKindInfo *gros_game_info_find_kind (const GrosGameInfo *info,
                                                  const char         *kind_id);
/* Translated label of @card's kind ("Beast"), whatever its game. */
const char         *gros_game_info_card_kind_label (GrosCard *card);
/* Translated label and plural of a kind. */
const char         *gros_game_info_kind_label    (const GrosCardKindInfo *kind);
const char         *gros_game_info_kind_plural   (const GrosCardKindInfo *kind);

G_END_DECLS
