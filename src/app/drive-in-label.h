/* drive-in-label.h: a label that may be cut short (ellipsized) keeps its whole text in its
 * tooltip and its accessible name. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Sets @label's text, ellipsized at its end when there is no room, with the whole of @text
 * (NULL: none) in its tooltip and its accessible name. */
void drive_in_label_set_whole_text (GtkLabel   *label,
                                    const char *text);

G_END_DECLS
