/* drive-in-new-game-options.h: a game's own New Game options beyond seats and decks (GROS:
 * its formats' shared deck, the Draft, sessions of Movies), answered through the game's
 * DriveInBoardInfo so that the New Game dialog never asks which game it shows. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-board-start.h"
#include "drive-in-core.h"

G_BEGIN_DECLS

/* Where the seats' decks come from in a variant. */
typedef enum
{
  DRIVE_IN_NEW_GAME_SEAT_DECKS,  /* each seat's own: a saved deck or a random one */
  DRIVE_IN_NEW_GAME_SHARED_DECK, /* one deck for the table: every card of a release, of every
                                  * release, or a saved deck of the variant */
  DRIVE_IN_NEW_GAME_MADE_DECKS,  /* made once the game starts (GROS's Draft): no choice */
} DriveInNewGameDecks;

/* What the dialog shows for one variant. Every string is the game's, static and translated,
 * but seats_subtitle, which the dialog frees; NULL leaves the dialog's own wording. */
typedef struct
{
  DriveInNewGameDecks decks;
  const char *seats_title;      /* the seats group's title: "Directors" */
  char       *seats_subtitle;   /* the seats row's subtitle; owned */
  const char *description;      /* the seats group's description */
  const char *random_deck;      /* a seat's random deck: "Random Feature Packs" */
  const char *shared_subtitle;  /* the shared deck row's subtitle */
  gboolean    series;           /* the number of Movies of a session is a choice */
  gboolean    credits;          /* the Roll the Credits switch of a made deck is a choice */
  /* A shared deck deals each seat this many cards and this many more once: fewer cards are
   * no game. */
  guint       shared_cards_per_seat;
  guint       shared_cards_extra;
  /* The most cards the seats' decks may hold together, and what a random deck counts for
   * it; 0: no bound. */
  guint       max_cards;
  guint       random_deck_cards;
} DriveInNewGameOptions;

typedef struct
{
  /* Fills @options (zeroed) for @variant_id, whose table takes at most @max_seats. */
  void      (*options)        (const char            *variant_id,
                               guint                  max_seats,
                               DriveInNewGameOptions *options);
  /* May be NULL: the cards loaded bound no seats. Else the most seats @variant_id deals
   * with @catalog's cards (GROS's Draft: 30 cards a seat), G_MAXUINT for no bound. */
  guint     (*max_seats)      (const char     *variant_id,
                               DriveInCatalog *catalog);
  /* May be NULL. Why the seats of @dialog cannot start this variant (GROS's Draft: one
   * person drafts), as a new string, or NULL. Asked once the seats are in range. */
  char     *(*find_problem)   (DriveInNewGameDialog *dialog);
  /* May be NULL: every card. Whether a shared deck of @variant_id made of whole releases
   * takes @card (GROS: Plot Twists only where the format plays them). */
  gboolean  (*takes_card)     (const char  *variant_id,
                               DriveInCard *card);
} DriveInNewGameHooks;

G_END_DECLS
