/* game-scenario.h: scenario files of any game: an exact position, the actions played from it,
 * and what should be true afterwards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "game-rules.h"
#include "drive-in-catalog.h"

G_BEGIN_DECLS

/* Larger scenario files are refused unread. */
#define GAME_SCENARIO_FILE_MAX_SIZE (4 * 1024 * 1024)

/* One "key = value" line of a section ("# comments" dropped, both sides trimmed); lines
 * without "=" have a NULL key and their text as value. */
typedef struct
{
  guint  line;
  char  *key;
  char  *value;
  char  *text;         /* the whole line as written, without its comment, trimmed */
  guint  indent;       /* its leading blanks, a tab counting to the next multiple of 8 */
} GameScenarioEntry;

/* One "[name arg]" section, in file order. */
typedef struct
{
  guint      line;
  char      *name;     /* "seat", "card", "actions" */
  char      *arg;      /* "2" in "[seat 2]"; NULL when none */
  GPtrArray *entries;  /* of GameScenarioEntry */
} GameScenarioSection;

/* An expectation and how it went. */
typedef struct
{
  guint    line;
  char    *text;       /* as written */
  gboolean checked;    /* FALSE when the run stopped before it */
  gboolean passed;
  char    *actual;     /* what was found, when it failed */
} GameScenarioCheck;

/* The log: applied actions (with their machine form) and events, as @viewer read them. */
typedef struct
{
  guint  line;         /* file line of the action it belongs to; 0 while setting up */
  char  *action;       /* machine form of an applied action; NULL for an event */
  char  *text;         /* the action's label or the event's sentence, as the viewer of the
                        * run read it when it happened (events the game does not tell that
                        * viewer have no entry) */
} GameScenarioLogEntry;

#define GAME_TYPE_SCENARIO (game_scenario_get_type ())
G_DECLARE_FINAL_TYPE (GameScenario, game_scenario, GAME, SCENARIO, GObject)

/* What a game gives scenario files: it builds the position from its own sections, and checks
 * the expectations the shared ones do not cover. */
typedef struct
{
  /* Fills @state (rules->state_size bytes, zeroed) from the file's sections other than
   * [game], [actions] and [expect] and from [game]'s other keys; gives labelled cards
   * their instance with game_scenario_set_label(). Errors name the line
   * (game_scenario_error()). */
  gboolean (*build)  (GameScenario  *scenario,
                      gpointer       state,
                      GError       **error);
  /* Checks one "expect" line the shared checks do not know: TRUE with *@passed set (and
   * *@actual when it failed), or FALSE with @error when the line makes no sense. */
  gboolean (*expect) (GameScenario  *scenario,
                      gconstpointer  state,
                      const char    *text,
                      gboolean      *passed,
                      char         **actual,
                      GError       **error);
  /* TRUE: expect() checks every line, the shared words ("over", "winner 1 2", "legal ...")
   * too, for a game whose files gave them their own meaning before the shared reader. */
  gboolean expect_all;
  /* Optional: an action's machine form in the log as @viewer may read it, for a game whose
   * files have written it their own way (NULL: game_rules_action_to_string_for()). */
  char    *(*action_to_string_for) (gconstpointer     state,
                                    const GameAction *action,
                                    int               viewer);
} GameScenarioHooks;

/* The scenario hooks of @game_id, or NULL (builtin-scenarios.c). */
const GameScenarioHooks *game_scenario_hooks_lookup (const char *game_id);

/* Reads a scenario of any game: the [game] section's "game" names it (GROS when none).
 * @catalog resolves cards by id or name (may be NULL: cards are then all defined in the file,
 * or the game looks them up itself). The error names the file, the line and the problem. */
GameScenario *game_scenario_new_from_data (const char   *data,
                                           gssize        length,
                                           const char   *filename,
                                           DriveInCatalog  *catalog,
                                           GError      **error);
GameScenario *game_scenario_new_from_file (GFile        *file,
                                           DriveInCatalog  *catalog,
                                           GError      **error);
/* The game a scenario file is of, from its [game] section ("gros" when it names none);
 * NULL with @error when the file cannot be read. */
char         *game_scenario_peek_game     (const char   *data,
                                           gssize        length,
                                           const char   *filename,
                                           GError      **error);

/* Applies the actions and checks the expectations in order (the position was built when the
 * file was read), the log reading as @viewer (a seat, GAME_VIEWER_PUBLIC, or
 * GAME_VIEWER_ALL: the author's view) knew the cards when each thing happened. FALSE with
 * @error when an action is illegal or an expectation makes no sense (the run stops there);
 * failed expectations are not errors: see get_n_failed(). A second run only changes the
 * viewer the log reads as. */
gboolean      game_scenario_run           (GameScenario  *self,
                                           int            viewer,
                                           GError       **error);

const GameRules *game_scenario_get_rules  (GameScenario *self);
const char   *game_scenario_get_filename  (GameScenario *self);
gconstpointer game_scenario_get_state     (GameScenario *self);
gpointer      game_scenario_get_db        (GameScenario *self);
DriveInCatalog  *game_scenario_get_catalog   (GameScenario *self);
guint         game_scenario_get_n_actions (GameScenario *self);
guint         game_scenario_get_n_applied (GameScenario *self);
GPtrArray    *game_scenario_get_log       (GameScenario *self); /* of GameScenarioLogEntry */
GPtrArray    *game_scenario_get_checks    (GameScenario *self); /* of GameScenarioCheck */
guint         game_scenario_get_n_failed  (GameScenario *self);

/* For games' build() and expect(). */
GPtrArray    *game_scenario_get_sections  (GameScenario *self); /* of GameScenarioSection */
/* The value of @key in [game], or NULL. */
const char   *game_scenario_get_game_value (GameScenario *self,
                                            const char   *key);
guint         game_scenario_get_n_seats   (GameScenario *self);
guint64       game_scenario_get_seed      (GameScenario *self);
/* Labels ("@teen"): set while building, read by actions and expectations. */
void          game_scenario_set_label     (GameScenario *self,
                                           const char   *label,
                                           int           card);
/* The instance labelled @label (with or without its "@"), or GAME_NO_CARD. */
int           game_scenario_lookup_label  (GameScenario *self,
                                           const char   *label);
/* The label of @card, or NULL. */
const char   *game_scenario_get_label     (GameScenario *self,
                                           int           card);
/* The card a scenario names ("Moss Mole", "drive-in-grotto:12", or a card defined in a
 * [card NAME] section the game added with game_scenario_add_card()), added to the game's db:
 * its index, or FALSE with an error naming @line. */
gboolean      game_scenario_find_card     (GameScenario *self,
                                           const char   *name,
                                           guint         line,
                                           guint        *out_index,
                                           GError      **error);
/* A card defined in the file itself (a [card NAME] section), of this game. */
void          game_scenario_add_card      (GameScenario *self,
                                           DriveInCard     *card);
/* Words of a value for games' build() and expect(): whitespace separates words, double
 * quotes group them ("Big Barnaby", with \" and \\). split_items() cuts a list at its commas:
 * a GPtrArray of items, each a GPtrArray of words. NULL with @error (naming @line, 0: no
 * line) when a quote is not closed or an item is empty. */
GPtrArray    *game_scenario_split_words   (GameScenario *self,
                                           guint         line,
                                           const char   *text,
                                           GError      **error);
GPtrArray    *game_scenario_split_items   (GameScenario *self,
                                           guint         line,
                                           const char   *text,
                                           GError      **error);
/* Compares @actual with a comparison written as words ("OP N", OP one of =, !=, <, <=, >,
 * >=; a bare "N" means =): *@passed says whether it holds. FALSE with @error when @words
 * (NULL-terminated) are not a comparison. */
gboolean      game_scenario_compare       (const char * const *words,
                                           int                 actual,
                                           gboolean           *passed,
                                           GError            **error);
/* For a game's build(): logs an event of the set-up (a position may draw or reveal cards
 * as it is finished), with line 0, for every viewer. */
void          game_scenario_log_event     (GameScenario    *self,
                                           gconstpointer    state,
                                           const GameEvent *event);
/* Sets @error to "FILE:LINE: message". */
void          game_scenario_error         (GameScenario *self,
                                           guint         line,
                                           GError      **error,
                                           const char   *format,
                                           ...) G_GNUC_PRINTF (4, 5);

G_END_DECLS
