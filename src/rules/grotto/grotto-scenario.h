/* grotto-scenario.h: Grotto Beasts! scenario files (docs/scenario.md). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-scenario.h"

G_BEGIN_DECLS

extern const GameScenarioHooks grotto_scenario_hooks;

G_END_DECLS
