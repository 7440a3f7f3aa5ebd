/* gros-format.h: the deck formats (Feature Film, Episode...) and their deck-building rules. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-catalog.h"
#include "drive-in-game-info.h"
#include "gros-card.h"

G_BEGIN_DECLS

/* Declared in full (G_DECLARE_FINAL_TYPE) by drive-in-deck.h, which includes this header. */
typedef struct _DriveInDeck DriveInDeck;

typedef enum
{
  GROS_FORMAT_FEATURE_FILM,   /* standard play: 50 unique cards, 3 Roll the Credits */
  GROS_FORMAT_EPISODE,        /* 30 cards, 4 Plot Twists, no Roll the Credits */
  GROS_FORMAT_DRAFT,          /* about 30 drafted cards */
  GROS_FORMAT_TITLED_FEATURE, /* a Feature Film deck built around a fixed Title */
  GROS_FORMAT_TITLED_EPISODE, /* an Episode deck built around a fixed Title */
  GROS_FORMAT_CLASSIC,        /* Central Casting: one shared deck, no Plot Twists */
  GROS_FORMAT_RESURRECTED,    /* Resurrected Edition: shared deck, drafted hands of 8 */
  GROS_FORMAT_CULT_CLASSIC,   /* Resurrected rules without popcorn or drafting, hands of 6 */
  GROS_FORMAT_STUDENT_FILMS,  /* Resurrected rules for beginners: no draft, fill at turn end */
} GrosFormatId;

#define GROS_FORMAT_N_IDS 9

#define GROS_TYPE_FORMAT_ID (gros_format_id_get_type ())
GType gros_format_id_get_type (void);

typedef enum
{
  GROS_DECK_SIZE_EXACT,  /* each player's deck has exactly deck_size cards */
  GROS_DECK_SIZE_ABOUT,  /* deck_size is a target; other sizes only get advice */
  GROS_DECK_SIZE_SHARED, /* one central deck for the whole table, of any size */
} GrosDeckSizeRule;

/* How many cards of one type (Roll the Credits, Plot Twists) a deck holds. */
typedef enum
{
  GROS_COUNT_ANY,      /* no rule; the recommended mix applies */
  GROS_COUNT_EXACT,    /* exactly count */
  GROS_COUNT_OPTIONAL, /* either none (not played with) or exactly count */
  GROS_COUNT_NONE,     /* none allowed */
  GROS_COUNT_RATIO,    /* about one per count cards; advice, never a problem */
} GrosCountRule;

/* Ways a game of the format ends; a format has one or more. */
typedef enum
{
  GROS_FORMAT_END_CREDITS     = 1 << 0, /* a Roll the Credits played at 20 Defense */
  GROS_FORMAT_END_THIRD_TWIST = 1 << 1, /* a player banks a third Plot Twist */
  GROS_FORMAT_END_EMPTY_DECK  = 1 << 2, /* a player (or the table) runs out of plot */
} GrosFormatEnd;

/* One format's rules, read by the deck validator and by the rules engine. Descriptors are
 * static: never free or modify them. */
typedef struct
{
  GrosFormatId     id;
  const char      *string_id;  /* "feature-film": deck files and the command line */
  const char      *label;      /* untranslated; use gros_format_get_label() */
  GrosDeckSizeRule size_rule;
  guint            deck_size;  /* 50, 30; 0 for a shared deck */
  gboolean         unique;     /* every card at most once */
  gboolean         titled;     /* the deck carries a fixed Title */
  GrosCountRule    credits_rule;
  guint            credits_count;
  GrosCountRule    twists_rule;
  guint            twists_count;
  guint            hand_limit;            /* 6 */
  guint            title_cards_revealed;  /* cards revealed to make a Title: 4; 0 when
                                           * the deck brings its own Title */
  guint            title_word_points;     /* per card bearing a Title word: 3 */
  gboolean         popcorn_used;          /* FALSE: costs ignored, buckets give nothing */
  gboolean         twists_used;           /* FALSE: Plot Twists are not in the game */
  gboolean         shared_deck;           /* one deck and one Graveyard for the table */
  guint            credits_defense;       /* Total Defense to Roll the Credits: 20; 0 when
                                           * the format has no Roll the Credits */
  GrosFormatEnd    end;
  guint            banked_twists_to_end;  /* 3 with GROS_FORMAT_END_THIRD_TWIST, else 0 */
} GrosFormat;

/* The formats as the variants of GROS's DriveInGameInfo, in the order a player is offered
 * them (not GrosFormatId order): id, label, seats and summary. */
extern const DriveInGameVariant gros_format_variants[GROS_FORMAT_N_IDS];

const GrosFormat *gros_format_get             (GrosFormatId id);
/* "feature-film"...; NULL when @string_id names no format. */
const GrosFormat *gros_format_from_string     (const char *string_id);
/* Translated: "Feature Film". */
const char       *gros_format_get_label       (const GrosFormat *format);
/* Translated one-line summary of the deck rules: "50 unique cards with 3 Roll the Credits."
 * (the summary of the format's variant). */
const char       *gros_format_get_summary     (const GrosFormat *format);
/* "feature-film, episode, draft, ...": for error messages and --help. Free with g_free(). */
char             *gros_format_dup_id_list     (void);

/* The problems that make @deck illegal in @format, as a new GListModel of DriveInDeckProblem
 * (empty when the deck is legal). Entries the deck could not resolve are looked up in
 * @catalog (may be NULL); cards still unknown are "unknown-card" problems. Rule ids:
 * "unknown-card", "deck-size", "unique", "roll-the-credits-count", "no-roll-the-credits",
 * "plot-twist-count", "no-plot-twists", "no-title", "title-words". */
GListModel       *gros_format_validate        (const GrosFormat *format,
                                               DriveInDeck         *deck,
                                               DriveInCatalog      *catalog);
/* The DriveInGameInfo deck hooks of GROS: gros_format_validate() in @deck's own format, in
 * the format @variant_id names (a format id), and gros_format_advise() in its own format. */
GListModel       *gros_format_validate_deck   (DriveInDeck         *deck,
                                               DriveInCatalog      *catalog);
GListModel       *gros_format_validate_in_variant (DriveInDeck     *deck,
                                                   const char      *variant_id,
                                                   DriveInCatalog  *catalog);
GListModel       *gros_format_advise_deck     (DriveInDeck         *deck,
                                               DriveInCatalog      *catalog);
/* Suggestions that never make a deck illegal, as a new GListModel of DriveInDeckAdvice: one
 * "type-mix" item per card type (count against the recommended mix, scaled to the format's
 * deck size), then "deck-size" (decks of about-sized formats) and "roll-the-credits-ratio"
 * (Classic) where they apply. */
GListModel       *gros_format_advise          (const GrosFormat *format,
                                               DriveInDeck         *deck,
                                               DriveInCatalog      *catalog);
/* The words of @title that cards must supply (small words such as "the" and "of" dropped,
 * punctuation trimmed), in order, without repeats. Free with g_strfreev(). */
char            **gros_format_dup_title_words (const char *title);
/* TRUE for the small words a Title may add freely: the, of, a, an, and, in, on, at, to,
 * from, with, by, for, vs. */
gboolean          gros_format_is_small_word   (const char *word);

G_END_DECLS
