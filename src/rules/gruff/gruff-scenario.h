/* gruff-scenario.h: Gruff's scenario files (docs/scenario.md, "Gruff"): the position from
 * lines, stats, declared attacks, Conditions and Mutations, and Gruff's expectations. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-scenario.h"

G_BEGIN_DECLS

extern const GameScenarioHooks gruff_scenario_hooks;

G_END_DECLS
