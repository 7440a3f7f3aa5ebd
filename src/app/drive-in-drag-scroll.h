/* drive-in-drag-scroll.h: a scrolled window that scrolls while a drag hovers by its edge. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* While a drag hovers within a short distance of an edge of @scroller, its content scrolls
 * that way, the faster the nearer the edge: a card can be dragged onto a place scrolled out of
 * view (GTK 4.8 does not do it). */
void   drive_in_drag_scroll_add   (GtkScrolledWindow *scroller);
/* The speed, in pixels a second (negative: back), for a drag at @position along an axis of
 * @length pixels. */
double drive_in_drag_scroll_speed (int                length,
                                   double             position);

G_END_DECLS
