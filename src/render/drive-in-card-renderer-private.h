/* drive-in-card-renderer-private.h: what the renderer lends each game's face (its art cache). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card-renderer.h"

G_BEGIN_DECLS

/* Paints @file's art to cover the rectangle, through the renderer's art cache and lock;
 * FALSE (nothing drawn) when there is no art or it cannot be used: the face then draws its
 * own placeholder. */
gboolean drive_in_card_renderer_paint_art (DriveInCardRenderer *self,
                                       cairo_t          *cr,
                                       GFile            *file,
                                       double            x,
                                       double            y,
                                       double            width,
                                       double            height);

G_END_DECLS
