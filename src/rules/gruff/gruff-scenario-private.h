/* gruff-scenario-private.h: what the two halves of Gruff's scenario files share: the names
 * files use and the expectation hook (gruff-scenario-expect.c). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-scenario.h"
#include "gruff-game.h"

G_BEGIN_DECLS

/* The steps a file may start at: the phases, and a game set up from the seed. */
#define GRUFF_SCENARIO_STEP_SETUP (GRUFF_PHASE_OVER + 1)
#define GRUFF_SCENARIO_N_STEPS    (GRUFF_SCENARIO_STEP_SETUP + 1)

extern const char *const gruff_scenario_step_names[GRUFF_SCENARIO_N_STEPS];
extern const char *const gruff_scenario_position_names[GRUFF_LINE];
extern const char *const gruff_scenario_zone_names[GRUFF_N_ZONES];

/* The index of @word (any case) among @n @names. */
gboolean gruff_scenario_name_index         (const char *const *names,
                                            guint              n,
                                            const char        *word,
                                            guint             *out);
/* "left", "centre" (or "center"), "right". */
gboolean gruff_scenario_position_from_name (const char        *word,
                                            guint             *out);
/* A whole number from @low to @high. */
gboolean gruff_scenario_parse_number       (const char        *text,
                                            gint64             low,
                                            gint64             high,
                                            int               *out);
/* GameScenarioHooks.expect for Gruff. */
gboolean gruff_scenario_expect             (GameScenario      *sc,
                                            gconstpointer      state,
                                            const char        *text,
                                            gboolean          *passed,
                                            char             **actual,
                                            GError           **error);

G_END_DECLS
