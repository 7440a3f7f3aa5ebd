/* drive-in-deck-game.h: what the Decks page knows of each game other than GROS. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-core.h"
#include "drive-in-print-document.h"

G_BEGIN_DECLS

/* Cards of one kind a deck keeps beside it rather than in it: the Challenger of a Grotto
 * Beasts! Rumble, a Gruff deck's shepherd and its three gruffs. The deck file lists them
 * among the cards. */
typedef struct
{
  const char         *kind;     /* the DriveInGameInfo kind kept there */
  guint               count;    /* how many cards of it the deck keeps */
  const char * const *variants; /* the variants that keep it (NULL-terminated); NULL: all */
  const char         *rule;     /* the DriveInDeckProblem rule id about it: "challenger" */
} DriveInDeckGameSlot;

/* What the statistics' mix counts: cards of a kind, or cards whose text attribute says so. */
typedef struct
{
  const char *kind;       /* the card's kind (DriveInGameInfo) */
  const char *attribute;  /* NULL, or a text attribute whose value must be @value */
  const char *value;
  const char *label;      /* untranslated; NULL: the kind's own labels */
  const char *plural;
  const char *color;      /* "#rrggbb" in the mix bar; NULL: the kind's frame colour */
} DriveInDeckGameMix;

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
  /* The kinds kept beside the deck, in slots (none: n_slots 0). */
  const DriveInDeckGameSlot    *slots;
  guint                         n_slots;
  /* Copies of one card a deck may hold; 0: as many as the game's rules check. */
  guint                         max_copies;
  /* A text attribute naming the slot card whose own cards these are (a Gruff ability
   * card's "gruff"): the deck list groups cards by it. NULL: by kind. */
  const char                   *owner_attribute;
  /* What the statistics' mix counts, in order. */
  const DriveInDeckGameMix     *mix;
  guint                         n_mix;
  /* Printed stats of the slot cards summed up in the statistics ("mean", "weird", "fat";
   * NULL-terminated, untranslated labels beside them); NULL: none. */
  const char * const           *team_stats;
  const char * const           *team_stat_labels;
  /* The counters of a deck whose cards' values change in play, on paper (Gruff's sliders):
   * DRIVE_IN_PRINT_KIND_TRACKER_SHEET; NULL: the game has none. */
  DriveInPrintDocument          *(*new_tracker)   (DriveInDeck    *deck,
                                                DriveInCatalog *catalog);
  /* A game the whole table plays with one deck (Groo) rather than a deck per seat: the
   * standard deck of the game's cards in @pool (a card once per copy, new references). A new
   * deck starts as it, the counter measures a deck against it, the figures give each kind's
   * share; a saved deck is a variant of it. NULL: each seat brings its own deck. */
  GPtrArray                  *(*standard_deck) (GListModel *pool);
  /* The game's one-page turn reference for the print menu; NULL: none. */
  DriveInPrintDocument          *(*new_reference) (void);
} DriveInDeckGame;

/* NULL for GROS and for games the Decks page does not build decks for yet. */
const DriveInDeckGame *drive_in_deck_game_lookup            (const char *game);
/* Every game the Decks page builds decks for besides GROS, in DriveInGameInfo order. */
const DriveInDeckGame *const *drive_in_deck_game_list       (guint      *out_n_games);
/* Whether @deck's variant keeps cards beside the deck. */
gboolean               drive_in_deck_game_has_slot          (const DriveInDeckGame *self,
                                                             DriveInDeck              *deck);
/* The slot of @deck's variant that keeps @card, or NULL when @card goes in the deck. */
const DriveInDeckGameSlot *drive_in_deck_game_find_slot     (const DriveInDeckGame *self,
                                                             DriveInDeck              *deck,
                                                             DriveInCard              *card);
/* Whether @card goes in one of @deck's slots rather than in the deck itself. */
gboolean               drive_in_deck_game_is_slot_card      (const DriveInDeckGame *self,
                                                             DriveInDeck              *deck,
                                                             DriveInCard              *card);
/* The card ids in @deck's slot @slot, in deck order (transfer container; the strings belong
 * to the deck). */
GPtrArray             *drive_in_deck_game_dup_slot_card_ids (const DriveInDeckGame     *self,
                                                             DriveInDeck                  *deck,
                                                             const DriveInDeckGameSlot *slot);
/* The first card id in any of @deck's slots, or NULL. */
const char            *drive_in_deck_game_get_slot_card_id  (const DriveInDeckGame *self,
                                                             DriveInDeck              *deck);
/* Cards of @deck in the deck itself (the slot card left out). */
guint                  drive_in_deck_game_count_deck_cards  (const DriveInDeckGame *self,
                                                             DriveInDeck              *deck);
/* Whether the game's deck is the table's shared deck (see standard_deck). */
gboolean               drive_in_deck_game_is_shared         (const DriveInDeckGame *self);
/* A new deck of the game called @name in @variant (NULL: the first); a shared deck starts
 * as the standard deck of @catalog's cards. */
DriveInDeck              *drive_in_deck_game_new_deck          (const DriveInDeckGame *self,
                                                             DriveInCatalog           *catalog,
                                                             const char            *name,
                                                             const char            *variant);
/* The deck size @deck aims at: the game's, what its slot card asks for, or the standard
 * deck's size in @deck's catalog for a shared deck. */
guint                  drive_in_deck_game_get_target_size   (const DriveInDeckGame *self,
                                                             DriveInDeck              *deck);

G_END_DECLS
