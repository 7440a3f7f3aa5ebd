/* gros-card-face.h: GROS cards drawn as drive-in posters. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card-face.h"
#include "gros-card.h"

G_BEGIN_DECLS

/* Layout facts, in millimetres on the 63 × 88 mm face, that callers and tests rely on:
 *  - the frame is the flat type colour between 1 and 4 mm from the left and right edges,
 *    beside the art, from 17 to 50 mm down;
 *  - the art window is x 4.5–58.5 mm, y 17–54 mm;
 *  - the Title word is printed upside down in the band y 80–86 mm;
 *  - a card with a stat has its badge (poster yellow) around x 54.8 mm, y 8 mm; a card
 *    without one has the black name plate there. */
extern const DriveInCardFace gros_card_face;
/* GROS's cards in words for drive-in-cli (gros-card-text.c), the face's text. */
extern const DriveInCardText gros_card_text;

/* The frame colour of a GROS card type (components 0–1); grey past the last type. The
 * composition chart, the card picture's placeholder and the printed card list use it. */
void gros_card_face_get_type_color (GrosCardType  type,
                                    double       *red,
                                    double       *green,
                                    double       *blue);

G_END_DECLS
