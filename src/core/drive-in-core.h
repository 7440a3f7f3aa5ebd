/* drive-in-core.h: the whole libdrive-in-core public API in one include. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-error.h"
#include "drive-in-card.h"
#include "drive-in-game-info.h"
#include "drive-in-pack.h"
#include "drive-in-release.h"
#include "drive-in-catalog.h"
#include "drive-in-library.h"
#include "gros-format.h"
#include "drive-in-deck-entry.h"
#include "drive-in-deck-problem.h"
#include "drive-in-deck-advice.h"
#include "drive-in-deck.h"
#include "drive-in-deck-list.h"
#include "gros-draft.h"
