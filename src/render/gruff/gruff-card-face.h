/* gruff-card-face.h: Gruff cards drawn in their own frame. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card-face.h"

G_BEGIN_DECLS

/* Layout facts, in tenths of a millimetre on the 630 × 880 face, that tests rely on:
 *  - the frame is the flat kind colour (gruff_card_face's get_kind_color) within 3.6 mm of
 *    the left and right edges, beside the art, from 13 to 44 mm down;
 *  - an ability card has its Crazy cost (a purple disc) centred at x 8.4, y 7.2 mm; other
 *    cards have the banner or the frame there;
 *  - a gruff has three stat gauges (Mean red, Weird purple, Fat green) in the band from
 *    51.6 to 59.6 mm down; a shepherd has its Life bar there. */
extern const DriveInCardFace gruff_card_face;

G_END_DECLS
