/* drive-in-label.c: a label that may be cut short (ellipsized) keeps its whole text in its
 * tooltip and its accessible name. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include "drive-in-label.h"

void
drive_in_label_set_whole_text (GtkLabel   *label,
                               const char *text)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  if (gtk_label_get_ellipsize (label) == PANGO_ELLIPSIZE_NONE)
    gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_label_set_text (label, text != NULL ? text : "");
  /* No tooltip at all rather than an empty one. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), text != NULL && *text != '\0' ? text : NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text != NULL ? text : "", -1);
}
