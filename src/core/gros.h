/* gros.h: the whole libgros public API in one include. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-error.h"
#include "gros-card.h"
#include "gros-game-info.h"
#include "gros-pack.h"
#include "gros-release.h"
#include "gros-catalog.h"
#include "gros-library.h"
#include "gros-format.h"
#include "gros-deck-entry.h"
#include "gros-deck-problem.h"
#include "gros-deck-advice.h"
#include "gros-deck.h"
#include "gros-deck-list.h"
#include "gros-draft.h"
