/* drive-in-render.h: the whole libdrive-in-render public API in one include. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card-art.h"
#include "drive-in-card-face.h"
#include "drive-in-card-text.h"
#include "drive-in-card-renderer.h"
#include "drive-in-print-document.h"
#include "gros-card-face.h"
#include "gros-print-title-sheet.h"
#include "drive-in-print-card-list.h"
#include "drive-in-print-proxy-sheet.h"
#include "drive-in-print-turn-reference.h"
#include "gruff-print-tracker-sheet.h"
