/* drive-in-card-face.h: each game's own card face and printed values, chosen by the card's game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

#include "drive-in-card.h"
#include "drive-in-card-text.h"
#include "drive-in-catalog.h"
#include "drive-in-deck.h"

G_BEGIN_DECLS

/* Faces are drawn in a design space of tenths of a millimetre: 630 × 880 for 63 × 88 mm. */
#define DRIVE_IN_CARD_FACE_WIDTH  630.0
#define DRIVE_IN_CARD_FACE_HEIGHT 880.0

typedef struct _DriveInCardRenderer DriveInCardRenderer;
typedef struct _DriveInPrintCardList DriveInPrintCardList;

/* What a game prints on its cards, and how its face is drawn. Adding a game's face is one
 * file beside grotto-card-face.c and one line in builtin-card-faces.c. Descriptors are
 * static: never free them. */
typedef struct
{
  const char *game;            /* the game's id (<game>-game-id.h) */
  /* Draws @card in the design space (0, 0)–(630, 880) of @cr; the caller has scaled @cr
   * and saves and restores it around the call. */
  void      (*draw)           (DriveInCardRenderer *renderer,
                               DriveInCard         *card,
                               cairo_t          *cr,
                               PangoContext     *context);
  /* The frame colour of the game's kind @kind (components 0–1); FALSE when it has none. */
  gboolean  (*get_kind_color) (const char       *kind,
                               double           *red,
                               double           *green,
                               double           *blue);
  /* Attribute names of the printed cost and stat (NULL: the game prints none), and their
   * names (untranslated; use drive_in_card_face_get_cost_label() and _get_stat_label()). */
  const char *cost_attribute;
  const char *cost_label;
  /* The icon a list shows before the cost (GROS's popcorn); NULL: the number alone. */
  const char *cost_icon;
  /* TRUE when a card that prints no cost costs nothing (GROS: no kernels), so that a search
   * for cost 0 finds it; FALSE when such a card has no cost at all. */
  gboolean    cost_free_when_unprinted;
  /* The printed cost of a game whose cost is not one attribute (Groo: the dice it needs,
   * counted); FALSE when @card prints none. NULL: cost_attribute says. */
  gboolean  (*get_cost)       (DriveInCard         *card,
                               int              *out_cost);
  const char *stat_attribute;
  const char *stat_label;
  /* The printed stat of a game whose stat is not one attribute (GROS: Defense, Attack or
   * Points by the card's type); FALSE when @card prints none. NULL: stat_attribute says. */
  gboolean  (*get_stat)       (DriveInCard         *card,
                               int              *out_stat);
  /* The stat's name on @card, translated, when it depends on the card (GROS: its type);
   * NULL: stat_label. */
  const char *(*get_card_stat_label) (DriveInCard *card);
  /* TRUE when @card prints "*" for its stat, a value worked out in play. NULL: never. */
  gboolean  (*is_stat_variable) (DriveInCard       *card);
  /* A mark a card may bear besides its values (GROS's Popcorn Bucket): its icon, what it
   * says (untranslated) and whether @card bears it. NULL: the game has none. */
  const char *marker_icon;
  const char *marker_label;
  gboolean  (*has_marker)     (DriveInCard         *card);
  /* What else a card prints that a list of cards names ("Goal 14", "Epic"), translated;
   * NULL when nothing. Free with g_free(). */
  char     *(*dup_notes)      (DriveInCard         *card);
  /* A line the card's details show below its texts, translated (GROS: "Title word: Mad");
   * NULL when none. NULL hook: none. Free with g_free(). */
  char     *(*dup_footnote)   (DriveInCard         *card);
  /* How a card's details word its kind and what it is besides, translated (GROS:
   * "Character (Extra)"). NULL: the kind as printed. Free with g_free(). */
  char     *(*dup_kind_text)  (DriveInCard         *card);
  /* How a card's details word its cost @cost, translated (GROS: "2 Popcorn"). NULL: the
   * cost's name and the number ("Cost 2"). Free with g_free(). */
  char     *(*dup_cost_text)  (int                  cost);
  /* The mark's short name a card's details add when the card bears it (GROS: "Popcorn
   * Bucket"), untranslated. NULL: the details leave the mark out. */
  const char *marker_name;
  /* The library's toggle showing only the cards that bear the mark (GROS's Buckets): its
   * label and tooltip, untranslated. NULL label: no such toggle. */
  const char *marker_filter_label;
  const char *marker_filter_tooltip;
  /* The library's cost filter (GROS: "No Cost", "1 Popcorn"… "4+ Popcorn"): the labels of
   * costs 0, 1, 2, 3 and of 4 or more, and its tooltip, untranslated. NULL: "Cost 0"…
   * "Cost 4+" and a tooltip naming no game. */
  const char *cost_filter_labels[5];
  const char *cost_filter_tooltip;
  /* Lays out a deck's printed card list the game's own way through
   * drive-in-print-card-list-private.h (GROS: Popcorn, traits, Title words, packs and its
   * formats' recommended mix). NULL: the shared list of the game's kinds and printed values. */
  void      (*build_card_list) (DriveInPrintCardList *list,
                                DriveInDeck          *deck,
                                DriveInCatalog       *catalog);
  /* How drive-in-cli lists, shows and exports the game's cards (drive-in-card-text.h; GROS:
   * type, stat, Popcorn, Bucket, traits, Title word). NULL: their kind and printed attributes. */
  const DriveInCardText *text;
} DriveInCardFace;

/* The face of @game's cards; NULL for a game without a face of its own. */
const DriveInCardFace *drive_in_card_face_lookup          (const char         *game);
/* Gives a game registered at run time (a plug-in, a test's made-up game) its face; @face
 * must stay alive for good. FALSE when the game has one already or there is no room. */
gboolean            drive_in_card_face_register         (const DriveInCardFace *face);
/* What a card's details say of @card after its name: its kind, stat, cost, mark and notes
 * as its game words them ("Character (Extra) · Defense 2 · 1 Popcorn"), translated; @face may
 * be NULL (a game without a face: the kind alone). Free with g_free(). */
char               *drive_in_card_face_dup_facts        (const DriveInCardFace *face,
                                                         DriveInCard           *card);
/* The face of @card's game, or NULL (see above). */
const DriveInCardFace *drive_in_card_face_for_card        (DriveInCard           *card);
/* Translated cost name ("Cost"); NULL when the game prints no cost. */
const char         *drive_in_card_face_get_cost_label  (const DriveInCardFace *face);
/* Translated stat name ("Power"); NULL when the game prints no stat. */
const char         *drive_in_card_face_get_stat_label  (const DriveInCardFace *face);
/* The printed cost and stat of @card; FALSE when the card prints none. */
gboolean            drive_in_card_face_get_cost        (const DriveInCardFace *face,
                                                    DriveInCard           *card,
                                                    int                *out_cost);
gboolean            drive_in_card_face_get_stat        (const DriveInCardFace *face,
                                                    DriveInCard           *card,
                                                    int                *out_stat);
/* The stat name @card prints, translated ("Attack"); NULL when it prints none. */
const char         *drive_in_card_face_get_card_stat_label (const DriveInCardFace *face,
                                                        DriveInCard           *card);
/* The stat as @card prints it ("3", "*"); NULL when it prints none. Free with g_free(). */
char               *drive_in_card_face_dup_stat_text   (const DriveInCardFace *face,
                                                    DriveInCard           *card);
/* Whether @card bears its game's mark (see marker_icon). */
gboolean            drive_in_card_face_has_marker      (const DriveInCardFace *face,
                                                    DriveInCard           *card);
/* What the mark says, translated ("Popcorn Bucket: …"); NULL when the game has none. */
const char         *drive_in_card_face_get_marker_label (const DriveInCardFace *face);
/* The frame colour of @card's kind; a neutral grey for a kind the face does not know. */
void                drive_in_card_face_get_card_color  (const DriveInCardFace *face,
                                                    DriveInCard           *card,
                                                    double             *red,
                                                    double             *green,
                                                    double             *blue);
/* Translated notes of @card (see dup_notes), or NULL. */
char               *drive_in_card_face_dup_notes       (const DriveInCardFace *face,
                                                    DriveInCard           *card);

G_END_DECLS
