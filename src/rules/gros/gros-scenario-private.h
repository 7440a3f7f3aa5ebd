/* gros-scenario-private.h: what the two halves of GROS's scenario hooks share: the reader's
 * context, the words of a line, card references, actions and expectations. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-scenario.h"
#include "gros-card-db.h"
#include "gros-game.h"

G_BEGIN_DECLS

/* Cards repeated with "xN" stop at the most a game holds. */
#define GROS_SCENARIO_MAX_REPEAT GROS_MAX_CARDS

/* What the reader carries from section to section (gros-scenario.c), and what an
 * expectation is read against (gros-scenario-expect.c). */
typedef struct
{
  GameScenario    *scenario;
  GError         **error;
  gboolean         bare;      /* messages without file and line: the shared reader adds them */
  GrosGame        *game;      /* the position being built */
  GrosCardDb      *db;
  DriveInCatalog     *catalog;   /* owned; the user library when the caller gave none */
  GHashTable      *defines;   /* casefolded name and id -> db index + 1 */
  GHashTable      *names;     /* casefolded catalog name -> GPtrArray of DriveInCard (lazy) */
  char           **releases;  /* release sigils names are looked up in; NULL: all */
  guint            n_seats;
  guint64          seed;
  GrosRulesParams  params;
  int              active, first, round, turn; /* -1: default */
  GrosPhase        step;
  gboolean         game_built;
} GrosScenarioLoader;

/* Card states a file may write, and their flags. */
typedef struct
{
  const char *name;
  guint       flag;
} GrosScenarioFlag;

extern const GrosScenarioFlag gros_scenario_flags[];
extern const guint            gros_scenario_n_flags;
extern const char * const     gros_scenario_zone_names[GROS_N_SEAT_ZONES];

/* Sets the loader's error ("FILE:LINE: message", or the message alone when bare) and
 * returns FALSE. */
gboolean   gros_scenario_fail            (GrosScenarioLoader *ld,
                                          int                 code,
                                          guint               line,
                                          const char         *format,
                                          ...) G_GNUC_PRINTF (4, 5);
/* Words of @text: whitespace separates, double quotes group (with \" and \\), and, when
 * @commas, each ',' outside quotes is a word of its own. */
GPtrArray *gros_scenario_tokenize        (const char  *text,
                                          gboolean     commas,
                                          GError     **error);
gboolean   gros_scenario_parse_int       (const char  *text,
                                          int          min,
                                          int          max,
                                          int         *out);
gboolean   gros_scenario_parse_bool      (const char  *text,
                                          gboolean    *out);
gboolean   gros_scenario_zone_from_string (const char   *text,
                                           GrosZoneKind *out);
/* A seat number of this game ("shared" too when @allow_shared). */
gboolean   gros_scenario_parse_seat_ref  (GrosScenarioLoader *ld,
                                          guint               line,
                                          const char         *text,
                                          gboolean            allow_shared,
                                          guint              *out);
/* "@label" or an instance number of the position. */
gboolean   gros_scenario_resolve_card_word (GrosScenarioLoader *ld,
                                            guint               line,
                                            const char         *word,
                                            int                *out);
/* An action in machine form (from @words[@first]), where card=, target= and extra= may
 * name a @label. */
gboolean   gros_scenario_parse_action    (GrosScenarioLoader *ld,
                                          guint               line,
                                          GPtrArray          *words,
                                          guint               first,
                                          GrosAction         *out);
/* Reads the [actions] and [expect] lines as the run will, so that a line that makes no
 * sense is refused with the file. */
gboolean   gros_scenario_check_steps     (GrosScenarioLoader *ld);
/* GameScenarioHooks.expect */
gboolean   gros_scenario_expect          (GameScenario  *scenario,
                                          gconstpointer  state,
                                          const char    *text,
                                          gboolean      *passed,
                                          char         **actual,
                                          GError       **error);

G_END_DECLS
