/* game-rules.h: the questions every game's rules module answers; the table, the AI, records,
 * scenarios, simulations and the command line ask only these. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdint.h>
#include <string.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "drive-in-card.h"
#include "drive-in-game-info.h"

G_BEGIN_DECLS

/* Limits shared by every game: a state never holds more seats, a decision never offers more
 * actions. */
#define GAME_MAX_SEATS   6
#define GAME_MAX_ACTIONS 2048
#define GAME_NO_SEAT     0xff
#define GAME_NO_CARD     (-1)
/* The viewer who sees every card: tests, a scenario's author, the replay of a finished game
 * when the user asks to see everything. Any other viewer is a seat number. */
#define GAME_VIEWER_ALL  (-1)
/* The viewer who sees only what every seat knows: the screen between two people at one
 * table (hot seat). */
#define GAME_VIEWER_PUBLIC (-2)

/* The name a caller gives a card instance (a scenario's "@name"), or NULL; asked only for
 * cards the viewer may know. */
typedef const char *(*GameCardLabelFunc) (int      card,
                                          gpointer user_data);

/* One decision. Every game fills the same plain record so that searches, records, sessions
 * and the table can hold any game's actions; what each field means is the game's (kind is
 * the game's own enum). Fields a kind does not use are zero. */
typedef struct
{
  uint8_t  kind;
  uint8_t  seat;        /* who acts */
  uint8_t  mode;        /* an alternative, an ability's index, a choice */
  uint8_t  target_seat; /* or GAME_NO_SEAT */
  int16_t  card;        /* a card instance, or GAME_NO_CARD */
  int16_t  target;      /* a card instance, or GAME_NO_CARD */
  int16_t  extra;
  int16_t  value;       /* a number: a spot, an amount, a die's face */
  uint32_t mask;        /* a set of small things: dice, spots, cards of a short list */
} GameAction;

/* One change of the state, reported while an action is applied (animations, the log). The
 * fields are the game's to fill, as for actions. */
typedef struct
{
  uint8_t  kind;
  uint8_t  seat;
  uint8_t  target_seat;
  uint8_t  from_zone;
  uint8_t  to_zone;
  int16_t  card;
  int16_t  target;
  int32_t  value;
} GameEvent;

G_STATIC_ASSERT (sizeof (GameAction) == 16);
G_STATIC_ASSERT (sizeof (GameEvent) == 16);

typedef void (*GameEventFunc) (gconstpointer    state,
                               const GameEvent *event,
                               gpointer         user_data);

/* How a finished game came out. */
typedef struct
{
  guint winners;                 /* bit per winning seat (ties share); 0: nobody won */
  int   scores[GAME_MAX_SEATS];  /* the game's own measure: Ratings, scored cards, VP... */
  guint reason;                  /* the game's own end reason */
} GameResult;

/* A variant a game is played in (a GROS format, the Grotto Beasts Rumble): the card
 * library's own description (drive-in-game-info.h). */
typedef DriveInGameVariant GameVariant;

/* One field of a game's parameters struct, for game files: every field is a small unsigned
 * number of 1 or 2 bytes. */
typedef struct
{
  const char *name;       /* "hand-limit" */
  guint16     offset;
  guint8      size;
  guint8      flags;      /* GameParamFlags */
} GameParamField;

typedef enum
{
  /* A parameter added after games were saved, whose 0 is how those games played: written
   * only when it is not 0, so that such a game saves again exactly as it was. */
  GAME_PARAM_OMIT_ZERO = 1 << 0,
} GameParamFlags;

#define GAME_PARAM(type, name, field) \
  { name, offsetof (type, field), sizeof (((type *) NULL)->field), 0 }
#define GAME_PARAM_LATE(type, name, field) \
  { name, offsetof (type, field), sizeof (((type *) NULL)->field), GAME_PARAM_OMIT_ZERO }

/* What a game starts from. Decks are indices in the game's card db, in the order given (a
 * seat's deck holds every card the seat brings: a Challenger, a shepherd and gruffs are in
 * it too, and the rules sort them out). */
typedef struct
{
  guint               n_seats;
  guint64             seed;
  gconstpointer       params;                  /* rules->params_size bytes; NULL: defaults */
  gpointer            db;                      /* the game's card db */
  const uint16_t     *decks[GAME_MAX_SEATS];
  guint               deck_sizes[GAME_MAX_SEATS];
  const uint16_t     *shared;                  /* one deck for the whole table, or NULL */
  guint               shared_size;
  /* Words a seat brings besides cards (GROS: a fixed Title); NULL-terminated or NULL. */
  const char * const *words[GAME_MAX_SEATS];
  /* The seat that lost the previous game of a series (it chooses who goes first), or
   * GAME_NO_SEAT outside a series. */
  guint               previous_loser;
} GameSetup;

typedef struct _DriveInCatalog DriveInCatalog;

/* The rule-set interface (GameRules, below) is a few small tables, one for each kind of
 * question callers ask, embedded in it rather than pointed to: rules->play.apply costs what
 * one flat table's entry did. An entry whose comment says what NULL means is optional;
 * callers check it. */

/* How a finished game is told: the names of GameResult's reasons and scores. */
typedef struct
{
  /* Machine names of GameResult.reason ("credits", "goal"...), by number, and the same for
   * people (untranslated: translate them with gettext; NULL: the machine names). */
  const char *const *end_reasons;
  guint              n_end_reasons;
  const char *const *end_reason_labels;
  /* What GameResult.scores measure, by machine name ("ratings") and for people
   * (untranslated, "Ratings"); NULL: "score" and "Score". */
  const char        *score_name;
  const char        *score_label;
  /* The parts of a seat's final score worth a summary (GROS: the Ratings' Defense, Title
   * points and banked points): machine names, untranslated labels, and their values in
   * @state for @seat, into @out (n_score_parts values). 0 and NULL: none. */
  guint              n_score_parts;
  const char *const *score_part_names;
  const char *const *score_part_labels;
  void       (*score_parts)     (gconstpointer      state,
                                 guint              seat,
                                 double            *out);
} GameRulesOutcome;

/* Card db: the immutable definitions a state points to, and the decks Drive-In deals. */
typedef struct
{
  gpointer   (*db_new)          (void);
  gpointer   (*db_ref)          (gpointer           db);
  void       (*db_unref)        (gpointer           db);
  /* Adds @card (of this game) once; returns its index. */
  guint      (*db_add_card)     (gpointer           db,
                                 DriveInCard          *card);
  gboolean   (*db_lookup)       (gconstpointer      db,
                                 const char        *card_id,
                                 guint             *out_index);
  const char *(*db_card_id)     (gconstpointer      db,
                                 guint              index);
  guint      (*db_n_cards)      (gconstpointer      db);
  /* The db @state points to. */
  gpointer   (*state_db)        (gconstpointer      state);
  /* Whether @card (of this game) has a complete script for its text (coverage reports);
   * NULL: the game scripts no card. */
  gboolean   (*card_scripted)   (DriveInCard          *card);

  /* Decks Drive-In deals: a random legal deck for one seat from the game's cards in
   * @catalog (only the releases @sigils when not NULL), for the variant of @params (NULL:
   * the default); card ids go to @out_ids (owned strings), words (GROS's Title) to
   * @out_words. FALSE with @error when the catalog has too few cards. */
  gboolean   (*random_deck)     (DriveInCatalog        *catalog,
                                 const char * const *sigils,
                                 gconstpointer       params,
                                 GRand              *rand,
                                 GPtrArray          *out_ids,
                                 GPtrArray          *out_words,
                                 GError            **error);
  /* The same for the table's shared deck of a game that has one (Groo); NULL: none. */
  gboolean   (*random_shared_deck) (DriveInCatalog        *catalog,
                                    const char * const *sigils,
                                    gconstpointer       params,
                                    GRand              *rand,
                                    GPtrArray          *out_ids,
                                    GError            **error);
  /* The words a seat brings with @deck, a deck file of this game (GROS: its fixed Title,
   * the words some card of the deck bears first), as owned strings into @out_words; NULL:
   * none. */
  void       (*deck_words)      (DriveInDeck           *deck,
                                 DriveInCatalog        *catalog,
                                 GPtrArray          *out_words);
  /* How many entries the game's scripts hold for the release @sigil (coverage reports, beside
   * card_scripted()); NULL: the game does not count them. */
  guint      (*script_entries)  (const char         *sigil);
} GameRulesCards;

/* Play: a state set up from a GameSetup, its legal actions applied until it is over. */
typedef struct
{
  gboolean   (*init)            (gpointer           state,
                                 const GameSetup   *setup,
                                 GameEventFunc      emit,
                                 gpointer           user_data,
                                 GError           **error);
  guint      (*legal_actions)   (gconstpointer      state,
                                 GameAction        *out,
                                 guint              max_actions);
  /* An illegal action is refused with a reason and leaves the state unchanged. */
  gboolean   (*apply)           (gpointer           state,
                                 const GameAction  *action,
                                 GameEventFunc      emit,
                                 gpointer           user_data,
                                 GError           **error);
  /* For an action taken from legal_actions() of this very state: not checked again. */
  void       (*apply_legal)     (gpointer           state,
                                 const GameAction  *action,
                                 GameEventFunc      emit,
                                 gpointer           user_data);
  gboolean   (*is_over)         (gconstpointer      state);
  guint      (*deciding_seat)   (gconstpointer      state);
  guint      (*n_seats)         (gconstpointer      state);
  /* Actions applied since set-up. */
  guint      (*n_actions)       (gconstpointer      state);
  void       (*result)          (gconstpointer      state,
                                 GameResult        *out);
  gboolean   (*check_invariants) (gconstpointer     state,
                                  char            **message);
  /* Whether @a and @b are the same decision (a parsed or replayed action is found among
   * legal_actions() by it). */
  gboolean   (*action_equal)    (const GameAction  *a,
                                 const GameAction  *b);
} GameRulesPlay;

/* Text: the machine form of an action, and what a viewer reads. A viewer is a seat or
 * GAME_VIEWER_ALL; text for a seat names no card that seat may not see. */
typedef struct
{
  char      *(*action_to_string) (const GameAction *action);
  gboolean   (*action_parse)    (const char        *text,
                                 GameAction        *out,
                                 GError           **error);
  char      *(*describe_action) (gconstpointer      state,
                                 const GameAction  *action,
                                 int                viewer);
  /* Called from an event callback, with the state as it is at that moment. */
  char      *(*describe_event)  (gconstpointer      state,
                                 const GameEvent   *event,
                                 int                viewer);
  /* Optional: one line for @n (>= 2) events in a row that each read to @viewer as @event
   * does ("Seat 2 draws 12 cards" for twelve "Seat 2 draws a card"), or NULL when such
   * events do not fold. Called as describe_event() is, for the last of them; the line
   * names nothing that describe_event() would not name to @viewer. */
  char      *(*describe_events_folded) (gconstpointer    state,
                                        const GameEvent *event,
                                        guint            n,
                                        int              viewer);
  /* How the game ended, in a sentence ("Seat 2 wins with 10 scored cards."). */
  char      *(*describe_result) (gconstpointer      state);
  /* The position as @viewer may see it, for programs (drive-in-cli scenario --json): one
   * JSON object, begun and ended here (the caller has set its member name). @label_func
   * (may be NULL, and a game may ignore it) names the cards a scenario labelled. */
  void       (*position_to_json) (gconstpointer     state,
                                  int               viewer,
                                  GameCardLabelFunc label_func,
                                  gpointer          label_data,
                                  JsonBuilder      *builder);
  /* Optional: the position in text lines for @viewer, appended to @out (drive-in-cli replay
   * prints them before the log; NULL: the log and the end say enough). @state is @viewer's
   * projection (project_view) when @viewer is not GAME_VIEWER_ALL and the game has one. */
  void       (*describe_position) (gconstpointer     state,
                                   int               viewer,
                                   GameCardLabelFunc label_func,
                                   gpointer          label_data,
                                   GString          *out);
} GameRulesText;

/* Hidden information: the card instances of a state, who sees which, the worlds a seat may
 * believe, and the views (projections) that view code and online seats read. */
typedef struct
{
  guint      (*n_cards)         (gconstpointer      state);
  /* The card-db index of instance @card, which @viewer must be allowed to see. */
  guint      (*card_def)        (gconstpointer      state,
                                 int                card);
  gboolean   (*card_visible_to) (gconstpointer      state,
                                 int                card,
                                 int                viewer);
  /* A world consistent with what @seat knows: the cards it cannot see re-dealt at random
   * among the places it cannot see, in a way that depends on its knowledge only (never on
   * where the hidden cards really are), with a fresh random stream for the future. */
  void       (*sample_world)    (gconstpointer      state,
                                 guint              seat,
                                 uint64_t           seed,
                                 gpointer           out);
  /* Whether applying an action showed anyone something that the acting seat could not
   * take back: chance ran, or a seat learned a card the actor did not know (undo stops). */
  gboolean   (*action_revealed) (gconstpointer      before,
                                 gconstpointer      after,
                                 guint              actor);
  /* Optional: the state as @viewer (a seat, GAME_VIEWER_PUBLIC or GAME_VIEWER_ALL) may know
   * it, into @out (state_size bytes): every card the viewer may not see has no identity (no
   * definition, so no name), and nothing else in the copy depends on which cards those are
   * or on the future (no random stream). Instance numbers may change in the copy (a hidden
   * card's number would tell which it is): @out_map (n_cards() entries, may be NULL) gets
   * each instance's number in it; a card the viewer sees keeps its own. An action's card and
   * target are instances: mapped so, they name the copy's cards. View code reads only this
   * (GameSession). NULL: the game has no projection yet, and GameSession refuses it. */
  void       (*project_view)    (gconstpointer      state,
                                 int                viewer,
                                 gpointer           out,
                                 int               *out_map);

  /* Optional, for views that travel (online play), both or neither. A view is sent as its
   * bytes, so that the db pointer in them means nothing to the receiver: view_set_db()
   * puts @db there (NULL before sending: an address would tell the sender's memory).
   * check_view() puts @db in @view (state_size bytes from the network: anything at all),
   * then proves it safe to read as @viewer's projection (project_view) for every question
   * of this interface that view code asks: every count within its array, every index and
   * instance within its count, every enum known, every card definition < db_n_cards(@db)
   * or the game's hidden blank. FALSE with a
   * sentence in @error otherwise; nothing may read a view from the network before it. */
  void       (*view_set_db)     (gpointer           view,
                                 gpointer           db);
  /* Renumbers the definitions of @view's cards: each definition d < @n_map becomes
   * @map[d]; the hidden blank stays. Online play numbers definitions per seat, in the order
   * the seat first saw them, so that the list of cards a seat is sent tells it nothing of
   * the decks it cannot see. */
  void       (*view_relabel_defs) (gpointer         view,
                                   const guint32   *map,
                                   guint            n_map);
  gboolean   (*check_view)      (gpointer           view,
                                 gpointer           db,
                                 int                viewer,
                                 GError           **error);
  /* Optional: a full, playable state that @seat's view (project_view()'s, passed by
   * check_view()) could come from, into @out, for an AI that holds only the view (a joined
   * online seat). Every card @seat cannot see gets a definition drawn at random, by @seed,
   * among the cards of @db its place could hold as @seat may believe (the game's own rules:
   * a Gruff seat's deck brings its gruffs' cards); every card it sees keeps its definition
   * and instance number, so that an action of @out's legal_actions() is one of the view's.
   * @db extends the view's db: the same definitions at the same indices first, then more of
   * the game's cards (the catalog's); @out points to it. A fresh random stream from @seed.
   * It reads @view only, so the world depends on nothing @seat cannot see. The result passes
   * check_invariants() and plays on with legal_actions(), apply() and sample_world(). FALSE
   * with a sentence in *@problem (owned) when @db holds nothing to guess a hidden card from.
   * NULL: the game has none yet, and a joined seat plays it only by a legal list (random,
   * first). Call it through game_rules_world_from_view(), which checks @seat and brings a
   * view's words into @db. */
  gboolean   (*world_from_view) (gconstpointer      view,
                                 guint              seat,
                                 gpointer           db,
                                 uint64_t           seed,
                                 gpointer           out,
                                 char             **problem);
  /* Optional, both or neither: words a view names by their number in the sender's db (GROS's
   * Title words) travel as text. view_dup_words() gives those of @view (its own db in it),
   * in the view's order; view_set_words() (after check_view()) puts @words (from the
   * network: anything) into @db and renumbers @view's to them, FALSE when they do not fit
   * the view (a count, an empty or overlong word). */
  char     **(*view_dup_words)  (gconstpointer      view);
  gboolean   (*view_set_words)  (gpointer           view,
                                 gpointer           db,
                                 const char * const *words);
} GameRulesViews;

typedef struct _GameRules GameRules;

/* A game's rules module: what the game is and what it starts from, then its tables. Every
 * state is one flat struct of state_size bytes without owned pointers (copy: one memcpy);
 * card definitions sit behind one immutable db pointer. Each function is pure apart from the
 * state it is given, and deterministic for a seed. */
struct _GameRules
{
  const char        *id;           /* <game>-game-id.h */
  gsize              state_size;
  guint              min_seats;
  guint              max_seats;
  /* Card instances one game holds at most (the decks of every seat together). */
  guint              max_cards;
  /* The name game files give GameSetup.words ("title"), NULL when the game has none, and
   * how many words a seat brings at most. */
  const char        *words_name;
  guint              max_words;

  /* Variants (the first is the default) and parameters. */
  guint      (*list_variants)   (const GameVariant **out_variants);
  gsize              params_size;
  const GameParamField *param_fields;
  guint              n_param_fields;
  /* The parameters of variant @variant_id (NULL: the first); FALSE when unknown. */
  gboolean   (*params_init)     (gpointer           params,
                                 const char        *variant_id);
  /* The variant that @params play (for labels), or NULL. */
  const char *(*params_variant) (gconstpointer      params);
  /* Refuses, in a sentence, parameters (@seat GAME_NO_SEAT) or a seat's deck of
   * @deck_size cards that a game cannot start from (game files). NULL: init() decides. */
  gboolean   (*check_setup)     (gconstpointer      params,
                                 guint              seat,
                                 guint              deck_size,
                                 GError           **error);

  /* The game's answers, a small table for each kind of question (each type above). */
  GameRulesOutcome   outcome;
  GameRulesCards     cards;
  GameRulesPlay      play;
  GameRulesText      text;
  GameRulesViews     views;
};


/* Every game, GROS first, then those registered; returns the count. */
const GameRules *const *game_rules_list     (guint *out_n_games);
/* Adds a game written outside Drive-In's own tree (a plug-in, a test's toy game): from then
 * on records, sessions and every list of games know it as they know the built-in ones.
 * Call it from the main thread before any game is played; @rules must stay alive for good.
 * FALSE when a game already has its id or there is no room for more. */
gboolean         game_rules_register         (const GameRules *rules);
/* NULL when no game has @game_id. */
const GameRules *game_rules_lookup          (const char *game_id);
/* The game of @card's game, or NULL when Drive-In has no rules for it. */
const GameRules *game_rules_for_card        (DriveInCard *card);
/* A db for world_from_view(): the cards of @view_db (a seat's db) at their own indices, then
 * every card of the game in @catalog that is not there yet; free with rules->cards.db_unref(). NULL
 * when @catalog lacks a card of @view_db. */
gpointer         game_rules_world_db_new    (const GameRules *rules,
                                             gconstpointer    view_db,
                                             DriveInCatalog  *catalog);
/* rules->views.world_from_view() for @view as a seat holds it (check_view() passed), its words
 * (view_set_words() games) put into @db first; FALSE with @error (G_IO_ERROR_NOT_SUPPORTED
 * when the game has no world_from_view()). */
gboolean         game_rules_world_from_view (const GameRules *rules,
                                             gconstpointer    view,
                                             guint            seat,
                                             gpointer         db,
                                             guint64          seed,
                                             gpointer         out,
                                             GError         **error);
const GameVariant *game_rules_find_variant  (const GameRules *rules,
                                             const char      *variant_id);

/* @action's machine form as @viewer may read it in @state (before the action is applied):
 * a card the viewer cannot see is named by its number in the game's projection for the
 * viewer (project_view), or, for a game without one, not named. */
char            *game_rules_action_to_string_for (const GameRules  *rules,
                                                  gconstpointer     state,
                                                  const GameAction *action,
                                                  int               viewer);

/* A new state, zeroed; free with g_free(). */
static inline gpointer
game_state_new (const GameRules *rules)
{
  return g_malloc0 (rules->state_size);
}

static inline void
game_state_copy (const GameRules *rules,
                 gpointer         dest,
                 gconstpointer    src)
{
  memcpy (dest, src, rules->state_size);
}

/* Parameters to and from game files: every field by name. */
guint            game_params_get            (const GameRules      *rules,
                                             gconstpointer         params,
                                             const GameParamField *field);
void             game_params_set            (const GameRules      *rules,
                                             gpointer              params,
                                             const GameParamField *field,
                                             guint                 value);

/* splitmix64: one step of the seed mixer every part of Drive-In uses to spread a seed into
 * independent streams. Advances *@state. */
static inline uint64_t
game_splitmix64 (uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

G_END_DECLS
