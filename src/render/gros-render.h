/* gros-render.h: the whole libgros-render public API in one include. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-card-art.h"
#include "gros-card-face.h"
#include "gros-card-renderer.h"
#include "gros-print-document.h"
#include "gros-print-title-sheet.h"
#include "gros-print-card-list.h"
#include "gros-print-proxy-sheet.h"
#include "gros-print-turn-reference.h"
#include "gruff-print-tracker-sheet.h"
