/* drive-in-deck-game.h: what the Decks page knows of each game's decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

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

/* Makes a new deck in @editor (the Decks page) of every card of @pack_ids, as Quick Build's
 * answer; FALSE with @error when it cannot. */
typedef gboolean (*DriveInDeckGameBuildFunc) (GtkWidget          *editor,
                                              const char * const *pack_ids,
                                              GError            **error);

/* Whole packs of cards a deck takes in one action (GROS's Feature Packs). The Decks page
 * shows its Add Pack button only for a game that has them. */
typedef struct
{
  /* Adds @catalog's packs to @menu (a section per release), each item activating
   * deck.add-pack with the pack's id. */
  void         (*fill_menu)       (GMenu          *menu,
                                   DriveInCatalog *catalog);
  /* What the toast says once @pack_id is in the deck ("Added “Blood Bayou”: 16 cards");
   * NULL when @catalog has no such pack. */
  char        *(*describe_added)  (DriveInCatalog *catalog,
                                   const char     *pack_id);
  /* Asks which packs make a new deck, then has @build make it in @editor (whose window the
   * dialog belongs to); NULL: no Quick Build. */
  void         (*run_quick_build) (GtkWidget                *editor,
                                   DriveInCatalog           *catalog,
                                   DriveInDeckGameBuildFunc  build);
  /* The library's Pack filter: @catalog's packs of the release @release (NULL: of every
   * release) in order, their names appended to @labels and their ids to @ids. NULL: the
   * library has no Pack filter. */
  void         (*list_packs)      (DriveInCatalog *catalog,
                                   const char     *release,
                                   GtkStringList  *labels,
                                   GPtrArray      *ids);
  const char   *filter_tooltip;    /* the Pack filter's, untranslated */
  const char   *button_label;      /* the Add Pack button's, with a mnemonic, untranslated */
  const char   *button_tooltip;    /* untranslated */
  const char   *quick_build_label; /* the New menu's item, untranslated */
  const char   *empty_hint;        /* the empty deck's hint, untranslated */
} DriveInDeckGamePacks;

/* What the Decks page knows of one game's decks. Adding a game is one entry in
 * builtin-deck-games.c (a game's own file may hold the descriptor, as GROS's does in
 * src/app/gros/); its deck rules stay in src/core/<game>, its faces in src/render.
 * Descriptors are static: never free them. */
typedef struct
{
  const char                   *game;        /* the game's id (<game>-game-id.h) */
  /* The counter's target; 0: the counter shows the count alone (GROS: each format's
   * minimum is the validation panel's to tell). */
  guint                         deck_size;
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
  /* The sheet a deck's Title is written on (GROS), its words' cards from @deck; NULL: the
   * game's decks have no Title and the print menu offers no sheet. */
  DriveInPrintDocument          *(*new_title_sheet) (DriveInDeck *deck);
  /* Whole packs of cards (GROS's Feature Packs); NULL: the game has none. */
  const DriveInDeckGamePacks   *packs;
  /* The deck's make-up as the charts of card types and costs (GROS's Card Types and Popcorn
   * Costs) rather than the statistics of the mix above. */
  gboolean                      charts;
  /* The deck list as GROS's has always been: no - and + beside a card and no problem marked
   * on it (the validation panel names them). FALSE: counts edited in place, problems on the
   * cards they name. */
  gboolean                      plain_list;
  /* The library filters the game's cards by trait (GROS's traits: "Alien", "Zombie"). */
  gboolean                      trait_filter;
} DriveInDeckGame;

/* NULL for games the Decks page does not build decks for. */
const DriveInDeckGame *drive_in_deck_game_lookup            (const char *game);
/* Every game the Decks page builds decks for, the built-in ones in DriveInGameInfo order,
 * then those registered. The array stays valid until the next registration. */
const DriveInDeckGame *const *drive_in_deck_game_list       (guint      *out_n_games);
/* Adds a game written outside src/ (its DriveInGameInfo registered first); FALSE when its
 * game is unknown or already has a descriptor. @game is static: it is never freed. The Decks
 * pages built afterwards offer it. */
gboolean               drive_in_deck_game_register          (const DriveInDeckGame *game);
/* The game a new Decks page starts a deck for: the first listed. */
const DriveInDeckGame *drive_in_deck_game_get_default       (void);
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
