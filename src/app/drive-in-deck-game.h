/* drive-in-deck-game.h: what the Decks page knows of each game other than GROS. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros.h"
#include "gros-print-document.h"

G_BEGIN_DECLS

/* One variant's deck rules in a sentence, for the validation panel. */
typedef struct
{
  const char *variant; /* GrosGameVariant id */
  const char *summary; /* untranslated; use drive_in_deck_game_get_summary() */
} DriveInDeckGameSummary;

/* A game whose decks the Decks page builds besides GROS's (GROS keeps its own views). Adding
 * a game is one entry in drive-in-deck-game.c; its deck rules stay in src/core/<game>, its
 * faces in src/render. Descriptors are static: never free them. */
typedef struct
{
  const char                   *game;        /* GROS_GAME_ID_* */
  guint                         deck_size;   /* the counter's target */
  /* A slot card's attribute asking for another deck size ("deck-size"); NULL: none. */
  const char                   *deck_size_attribute;
  guint                         side_size;   /* 0: the game has no side deck */
  /* A kind kept beside the deck, in a slot, in the variants named (NULL-terminated): the
   * Challenger of a Grotto Beasts! Rumble. The deck file lists it among the cards. */
  const char                   *slot_kind;
  const char * const           *slot_variants;
  /* The deck rule (GrosDeckProblem rule id) about the slot: "challenger". */
  const char                   *slot_rule;
  /* The kinds the statistics count, in order (NULL-terminated). */
  const char * const           *mix_kinds;
  const DriveInDeckGameSummary *summaries;
  guint                         n_summaries;
  /* A game the whole table plays with one deck (Groo) rather than a deck per seat: the
   * standard deck of the game's cards in @pool (a card once per copy, new references). A new
   * deck starts as it, the counter measures a deck against it, the figures give each kind's
   * share; a saved deck is a variant of it. NULL: each seat brings its own deck. */
  GPtrArray                  *(*standard_deck) (GListModel *pool);
  /* The game's one-page turn reference for the print menu; NULL: none. */
  GrosPrintDocument          *(*new_reference) (void);
} DriveInDeckGame;

/* NULL for GROS and for games the Decks page does not build decks for yet. */
const DriveInDeckGame *drive_in_deck_game_lookup            (const char *game);
/* Every game the Decks page builds decks for besides GROS, in GrosGameInfo order. */
const DriveInDeckGame *const *drive_in_deck_game_list       (guint      *out_n_games);
/* The variant's rules in a sentence, translated; "" when none is written. */
const char            *drive_in_deck_game_get_summary       (const DriveInDeckGame *self,
                                                             const char            *variant);
/* Whether @deck's variant keeps a card of the slot kind beside the deck. */
gboolean               drive_in_deck_game_has_slot          (const DriveInDeckGame *self,
                                                             GrosDeck              *deck);
/* Whether @card goes in @deck's slot rather than in the deck itself. */
gboolean               drive_in_deck_game_is_slot_card      (const DriveInDeckGame *self,
                                                             GrosDeck              *deck,
                                                             GrosCard              *card);
/* The card id in @deck's slot (the first slot card of the deck), or NULL. */
const char            *drive_in_deck_game_get_slot_card_id  (const DriveInDeckGame *self,
                                                             GrosDeck              *deck);
/* Cards of @deck in the deck itself (the slot card left out). */
guint                  drive_in_deck_game_count_deck_cards  (const DriveInDeckGame *self,
                                                             GrosDeck              *deck);
/* Whether the game's deck is the table's shared deck (see standard_deck). */
gboolean               drive_in_deck_game_is_shared         (const DriveInDeckGame *self);
/* A new deck of the game called @name in @variant (NULL: the first); a shared deck starts
 * as the standard deck of @catalog's cards. */
GrosDeck              *drive_in_deck_game_new_deck          (const DriveInDeckGame *self,
                                                             GrosCatalog           *catalog,
                                                             const char            *name,
                                                             const char            *variant);
/* The deck size @deck aims at: the game's, what its slot card asks for, or the standard
 * deck's size in @deck's catalog for a shared deck. */
guint                  drive_in_deck_game_get_target_size   (const DriveInDeckGame *self,
                                                             GrosDeck              *deck);

G_END_DECLS
