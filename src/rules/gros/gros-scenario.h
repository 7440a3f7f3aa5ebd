/* gros-scenario.h: GROS scenario files (docs/scenario.md): the hooks the shared scenario
 * runner (game-scenario.h) asks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-scenario.h"

G_BEGIN_DECLS

extern const GameScenarioHooks gros_scenario_hooks;

G_END_DECLS
