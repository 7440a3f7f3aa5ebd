/* grotto-card-face.h: Grotto Beasts! cards drawn in their own frame. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card-face.h"

G_BEGIN_DECLS

/* Layout facts, in tenths of a millimetre on the 630 × 880 face, that tests rely on:
 *  - the frame is the flat kind colour (grotto_card_face's get_kind_color) within 3.6 mm
 *    of the left and right edges, beside the art, from 13 to 49 mm down;
 *  - a card with a cost has its cost orb (crystal blue) centred at x 8.4, y 7.2 mm; a
 *    Challenger has its Goal badge (gold) there instead;
 *  - an Epic card has its Epic mark (a gold star) centred at x 55.2, y 53.3 mm, on the type
 *    bar; other cards have the type bar's dark kind colour there;
 *  - a card with power has its power shield (near white) at the foot, right: around
 *    x 50, y 79.4 mm is inside it; cards without power show the frame there. */
extern const DriveInCardFace grotto_card_face;

G_END_DECLS
