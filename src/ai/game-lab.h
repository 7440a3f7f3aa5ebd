/* game-lab.h: the deck lab for any game: how a deck plays, from AI games in every seat. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "game-ai.h"
#include "drive-in-catalog.h"
#include "drive-in-deck.h"

G_BEGIN_DECLS

#define GAME_LAB_DEFAULT_GAMES           200
/* HARD thinks for a number of iterations, not a time, so that a run is reproducible. */
#define GAME_LAB_DEFAULT_HARD_ITERATIONS 1000
/* Figures a game may add to a run (GameLabHooks.n_figures). */
#define GAME_LAB_MAX_FIGURES             16

/* A lab run plays n_games games of n_seats seats. Game i is deal i / n_seats; in it the
 * tested deck sits in seat i % n_seats (so it takes every seat in turn) and the other seats
 * play opponent decks: the given decks followed by n_random_opponents random decks (the
 * game's rules->cards.random_deck), used in turn; with neither, every opponent seat of every deal
 * gets a new random deck. Every seat, the tested deck's too, is played by the AI at @level.
 * The rules are those of the tested deck's game and variant. Each game's seed comes from the
 * run's seed and the game's number, and each game is played by one worker with its own
 * state, so a seed gives the same results whatever the thread timing. */
typedef struct
{
  GameAiLevel  level;              /* GAME_AI_NORMAL */
  guint        n_seats;            /* 2; the game's and variant's range */
  guint        n_games;            /* GAME_LAB_DEFAULT_GAMES */
  guint64      seed;               /* 1 */
  guint        n_random_opponents; /* 0 */
  const char  *random_sigil;       /* release of the random decks' cards; NULL: any */
  guint        n_threads;          /* games played at once; 0: one per processor */
  guint        hard_iterations;    /* GAME_LAB_DEFAULT_HARD_ITERATIONS */
} GameLabOptions;

/* One card of the tested deck over every game of a run: each copy counts. Counted only for
 * games whose lab hooks count cards (GameLabHooks.count_cards). */
typedef struct
{
  char  *card_id;
  char  *name;
  guint  copies;       /* in the tested deck */
  guint  drawn;        /* copies that reached the hand (the opening hand counts) */
  guint  played;       /* plays from hand, the set-up's included */
  guint  discarded;    /* discards from hand */
  guint  held_at_end;  /* copies still in hand when the game ended */
  guint  never_played; /* copies that reached the hand and were never played from it */
} GameLabCard;

/* A card instance's counts, as GameLabHooks.count_cards() gives them. */
enum
{
  GAME_LAB_COUNT_DRAWN,
  GAME_LAB_COUNT_PLAYED,
  GAME_LAB_COUNT_DISCARDED,
  GAME_LAB_COUNT_HELD,
  GAME_LAB_COUNT_NEVER_PLAYED,
  GAME_LAB_N_COUNTS,
};

typedef struct _GameLabHooks GameLabHooks;

/* A deck's odds of the draw, as a game's lab hooks give them (GameLabHooks.odds), for the
 * app's lab page: headline figures, then plots of a value per turn for the seat that goes
 * first and a later one. Every text is translated. */
#define GAME_LAB_ODDS_MAX_TURNS   30
#define GAME_LAB_ODDS_MAX_FIGURES 2
#define GAME_LAB_ODDS_MAX_PLOTS   3
enum
{
  GAME_LAB_ODDS_FIRST,   /* the seat that goes first */
  GAME_LAB_ODDS_LATER,   /* a seat that goes later */
  GAME_LAB_ODDS_N_ORDERS,
};

typedef struct
{
  char *value;     /* "81.1%" */
  char *caption;   /* what it is, under it */
} GameLabOddsFigure;

typedef struct
{
  char     *title;       /* its heading */
  char     *description; /* for assistive technologies */
  char     *summary;     /* a sentence under it */
  gboolean  percent;     /* values are probabilities */
  double    values[GAME_LAB_ODDS_N_ORDERS][GAME_LAB_ODDS_MAX_TURNS];
} GameLabOddsPlot;

typedef struct
{
  guint             n_turns;
  guint             n_figures;
  GameLabOddsFigure figures[GAME_LAB_ODDS_MAX_FIGURES];
  guint             n_plots;
  GameLabOddsPlot   plots[GAME_LAB_ODDS_MAX_PLOTS];
} GameLabOdds;

/* A sample hand (GameLabHooks.sample_hand). */
typedef struct
{
  char      *status;   /* how it was kept, translated: "Kept at once, going first." */
  GPtrArray *turns;    /* of GStrv (card ids): [0] the kept hand, [t] the cards drawn at turn
                        * t + 1 */
} GameLabHand;

/* A column of a game's table of figures on the app's lab page (GameLabHooks.table_columns):
 * the mean per game of one of its figures. */
typedef struct
{
  const char *heading;  /* marked for translation, not translated */
  guint       figure;   /* index into GameLabHooks.figure_names */
} GameLabColumn;

typedef struct
{
  const GameRules    *rules;
  const GameLabHooks *hooks;         /* the game's, or NULL */
  GameAiLevel         level;
  guint               n_seats;
  guint64             seed;
  guint               n_games;       /* games played to the end */
  guint               n_failed;      /* games stopped by an error of the engine or an AI */
  char               *first_problem; /* the first such error, or NULL */

  /* The tested deck. A tie for the win scores 1/k of a win for k winners. */
  guint               wins;          /* sole winner */
  guint               ties;
  guint               losses;
  double              score;
  double              win_rate;      /* score / n_games */
  double              win_low;       /* Wilson 95% interval of win_rate */
  double              win_high;
  double              fair_rate;     /* 1 / n_seats: the rate of a deck as good as the others */
  guint               seat_games[GAME_MAX_SEATS]; /* games it played from each seat */
  double              seat_score[GAME_MAX_SEATS]; /* its score from each seat */

  double              mean_score;          /* GameResult.scores of the tested deck */
  double              opponent_mean_score; /* of an opponent seat */
  double              mean_turns;          /* turns of all seats per game (GameAi.turn) */
  double              mean_actions;        /* actions (decisions) per game */
  gboolean            has_own_turns;       /* the hooks count a seat's turns */
  double              own_turns;           /* turns the tested deck took, over every game */
  guint              *ends;                /* games per end reason [rules->outcome.n_end_reasons] */

  /* The game's own figures (GameLabHooks.figures): sums over games for the tested deck,
   * and for an opponent seat (the mean of the opponent seats of each game). */
  double              figures[GAME_LAB_MAX_FIGURES];
  double              opponent_figures[GAME_LAB_MAX_FIGURES];

  gboolean            has_cards;           /* the hooks count cards */
  GPtrArray          *cards;               /* of GameLabCard, in the order of the deck */
} GameLabResults;

/* What a game gives the lab besides its rules and AI: its own figures, and what the tested
 * seat did with its cards. Every function reads the full state of a game being played in
 * one worker; @tracking is that game's own scratch (tracking_size bytes, zeroed). All may
 * be NULL. */
struct _GameLabHooks
{
  const GameRules    *rules;
  /* Refuses, in a sentence naming @deck, the variant of @params when the lab cannot measure
   * a deck in it. */
  gboolean (*check)        (DriveInDeck         *deck,
                            gconstpointer     params,
                            GError          **error);
  gsize               tracking_size;
  void     (*on_event)     (gconstpointer     state,
                            const GameEvent  *event,
                            gpointer          tracking);
  /* Before each action is applied (@action, chosen by the deciding seat), and once the game
   * is over (@action NULL). */
  void     (*observe)      (gconstpointer     state,
                            guint             tested,
                            const GameAction *action,
                            gpointer          tracking);
  /* Once the game is over: GAME_LAB_N_COUNTS counts per card instance of the tested seat
   * into @counts[instance * GAME_LAB_N_COUNTS + count] (zeroed; rules->views.n_cards()
   * instances). */
  void     (*count_cards)  (gconstpointer     state,
                            guint             tested,
                            gconstpointer     tracking,
                            guint            *counts);
  /* Turns @seat took. */
  guint    (*turns_taken)  (gconstpointer     state,
                            guint             seat);
  /* The game's figures of @seat once the game is over, by machine name. */
  guint               n_figures;
  const char *const  *figure_names;
  void     (*figures)      (gconstpointer     state,
                            guint             seat,
                            guint             tested,
                            gconstpointer     tracking,
                            double           *out);
  /* The figures for people (lines of text, translated) and programs (members of the run's
   * JSON object). */
  void     (*describe)     (const GameLabResults *results,
                            GString              *out);
  void     (*add_json)     (const GameLabResults *results,
                            JsonBuilder          *builder);
  /* The app's lab page: a table of the means of figures (this deck / an opponent; the first
   * column is the headline) under @table_caption (marked for translation, not translated),
   * and summary()'s sentence (translated; the caller frees it). Without them the page shows
   * describe()'s lines. */
  const char          *table_caption;
  guint                n_table_columns;
  const GameLabColumn *table_columns;
  char     *(*summary)     (const GameLabResults *results);
  /* What the lab's random opponents are, for the app's lab page (marked for translation, not
   * translated): the subtitle of its count of random decks. NULL: the game's random legal
   * decks (GameRules' random_deck). */
  const char          *random_decks_subtitle;
  /* The odds of drawing @deck's cards over @n_turns turns (1..GAME_LAB_ODDS_MAX_TURNS) when
   * @plays_per_turn cards leave the hand each turn; NULL when it has none (no cards). */
  GameLabOdds *(*odds)        (DriveInDeck     *deck,
                               guint            plays_per_turn,
                               guint            n_turns);
  /* A sample hand of @deck and its draws over @n_turns turns; another seed deals another. */
  GameLabHand *(*sample_hand) (DriveInCatalog  *catalog,
                               DriveInDeck     *deck,
                               guint64          seed,
                               guint            n_turns,
                               guint            plays_per_turn,
                               GError         **error);
};

GameLabOdds        *game_lab_odds_new  (void);
void                game_lab_odds_free (GameLabOdds *odds);
GameLabHand        *game_lab_hand_new  (void);
void                game_lab_hand_free (GameLabHand *hand);

/* The lab hooks of @game_id, or NULL (game-labs.c knows them all). */
const GameLabHooks *game_lab_hooks_lookup (const char *game_id);
/* The mean per game of figure @figure (an index into GameLabHooks.figure_names) of the tested
 * deck, or of an opponent seat when @opponent. */
double              game_lab_results_mean_figure (const GameLabResults *results,
                                                  guint                 figure,
                                                  gboolean              opponent);
/* Adds @hooks (static) to those game_lab_hooks_lookup() knows: a made-up game's, in tests. */
void                game_lab_hooks_add     (const GameLabHooks *hooks);
/* Whether decks of @game_id get odds and sample hands (GameLabHooks.odds). */
gboolean            game_lab_has_deck_odds (const char *game_id);

/* Called in the thread that called game_lab_run() (for game_lab_run_async(), in the thread
 * default main context of the caller) after each game played. */
typedef void (*GameLabProgressFunc) (guint    done,
                                     guint    total,
                                     gpointer user_data);

void            game_lab_options_init  (GameLabOptions *options);

/* Plays the games on a pool of worker threads and blocks until they are over. @catalog
 * resolves the decks' cards (NULL: @deck's catalog). @opponents (of DriveInDeck of the same
 * game, may be NULL) are read before the first game starts. Fails with
 * G_IO_ERROR_CANCELLED when @cancellable is cancelled (the games under way stop at their
 * next decision and no more start), and with DRIVE_IN_ERROR_* when a deck cannot be played (a
 * game Drive-In has no rules or AI for, a card no release has, a variant the lab refuses). */
GameLabResults *game_lab_run           (DriveInCatalog          *catalog,
                                        DriveInDeck             *deck,
                                        GPtrArray            *opponents,
                                        const GameLabOptions *options,
                                        GameLabProgressFunc   progress,
                                        gpointer              progress_data,
                                        GCancellable         *cancellable,
                                        GError              **error);
/* The same without blocking: the decks are read now, the games run in other threads and
 * @callback comes in the thread-default main context of the caller. @progress_data must
 * stay valid until then. */
void            game_lab_run_async     (DriveInCatalog          *catalog,
                                        DriveInDeck             *deck,
                                        GPtrArray            *opponents,
                                        const GameLabOptions *options,
                                        GameLabProgressFunc   progress,
                                        gpointer              progress_data,
                                        GCancellable         *cancellable,
                                        GAsyncReadyCallback   callback,
                                        gpointer              user_data);
GameLabResults *game_lab_run_finish    (GAsyncResult         *result,
                                        GError              **error);

void            game_lab_results_free  (GameLabResults *results);
/* The figure @name of the game's hooks: its sum over games for the tested deck, and into
 * @out_opponent (may be NULL) for an opponent seat; 0 when the game has no such figure. */
double          game_lab_results_get_figure (const GameLabResults *results,
                                             const char           *name,
                                             double               *out_opponent);

typedef enum
{
  GAME_LAB_MOST_PLAYED,   /* most plays first, then most plays per copy drawn */
  GAME_LAB_LEAST_PLAYED,  /* most copies drawn and never played first, then most held at
                           * the end */
} GameLabCardOrder;

/* The cards of @cards (GameLabCard) that reached a hand, sorted (transfer container: the
 * items belong to @cards). */
GPtrArray      *game_lab_sort_cards    (GPtrArray        *cards,
                                        GameLabCardOrder  order);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GameLabResults, game_lab_results_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GameLabOdds, game_lab_odds_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GameLabHand, game_lab_hand_free)

G_END_DECLS
