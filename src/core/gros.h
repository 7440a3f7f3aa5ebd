/* gros.h: the whole libgros public API in one include. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-error.h"
#include "gros-card.h"
#include "gros-pack.h"
#include "gros-release.h"
#include "gros-catalog.h"
#include "gros-library.h"
