/* groo-card-face.h: Groo: The Game cards drawn in their own frame, and the dice symbols. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-card-face.h"

G_BEGIN_DECLS

/* Layout facts, in tenths of a millimetre on the 630 × 880 face, that tests rely on:
 *  - the frame is the flat kind colour (groo_card_face's get_kind_color) within 3 mm of the
 *    left and right edges, beside the art, from 12 to 48 mm down (a Wild's rainbow bands
 *    are along its top and foot only);
 *  - a Building has its VP circle (near white) centred at x 55.2, y 7.0 mm; other cards
 *    have the parchment banner there;
 *  - a card with a cost has its dice (white, outlined) in a row centred at y 59.2 mm, each
 *    die 6.4 mm wide, the row centred on the card;
 *  - a Troop has its attack skull (bone) centred at x 8.4 and its defense shield (steel
 *    blue) centred at x 54.6, both at y 80.5 mm, below its text box: around x 8.4 and
 *    x 52.6, y 76.8 mm are inside them; other cards have their text box there. */
extern const DriveInCardFace groo_card_face;

/* Every symbol a Groo die shows, as the rules name the faces ("kopins", "supplies", "labor",
 * "groo", "stay", "left-1", "right-1", "left-2", "right-2"): draws it centred on (@cx, @cy)
 * in a square of @size user units. An unknown name draws a question mark. */
void groo_card_face_draw_symbol (cairo_t      *cr,
                                 PangoContext *context,
                                 const char   *symbol,
                                 double        cx,
                                 double        cy,
                                 double        size);
/* A whole die: a rounded square (white, or black for the Movement die) with the symbol. */
void groo_card_face_draw_die    (cairo_t      *cr,
                                 PangoContext *context,
                                 const char   *symbol,
                                 gboolean      black,
                                 double        cx,
                                 double        cy,
                                 double        size);

G_END_DECLS
