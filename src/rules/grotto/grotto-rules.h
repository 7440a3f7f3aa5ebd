/* grotto-rules.h: Grotto Beasts! as one game of the shared rule-set interface. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game-rules.h"

G_BEGIN_DECLS

extern const GameRules grotto_rules;

G_END_DECLS
