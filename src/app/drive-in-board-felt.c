/* drive-in-board-felt.c: DriveInBoard's felt in sight: the person's own seat, and the place
 * where something happens. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include "drive-in-board-private.h"

/* The union of the widgets marked "own" under @widget, in @felt's coordinates. */
static gboolean
own_bounds (GtkWidget       *widget,
            GtkWidget       *felt,
            graphene_rect_t *out)
{
  gboolean found = FALSE;

  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (gtk_widget_has_css_class (widget, "own"))
    return gtk_widget_compute_bounds (widget, felt, out);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t r;

      if (!own_bounds (child, felt, &r))
        continue;
      if (found)
        graphene_rect_union (out, &r, out);
      else
        *out = r;
      found = TRUE;
    }
  return found;
}

/* The felt's scrolled content, in whose coordinates its adjustment's value is (a viewport is
 * the visible page itself), or NULL. */
static GtkWidget *
felt_content (GtkScrolledWindow *felt)
{
  GtkWidget *content = gtk_scrolled_window_get_child (felt);

  if (content != NULL && GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  return content;
}

/* Scrolls @felt as little as it takes to show @area (in the content's coordinates) whole, its
 * top first when it is taller than the page. */
static gboolean
felt_show_area (GtkScrolledWindow     *felt,
                const graphene_rect_t *area)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (felt);
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  double top = area->origin.y, bottom = area->origin.y + area->size.height;

  if (page <= 0)
    return FALSE;
  if (bottom - top > page || top < value)
    gtk_adjustment_set_value (adjustment, top);
  else if (bottom > value + page)
    gtk_adjustment_set_value (adjustment, bottom - page);
  return gtk_adjustment_get_value (adjustment) != value;
}

gboolean
drive_in_board_felt_show_own (GtkScrolledWindow *felt)
{
  GtkWidget *content = felt_content (felt);
  graphene_rect_t own;

  if (content == NULL || !own_bounds (content, content, &own))
    return FALSE;
  felt_show_area (felt, &own);
  return TRUE;
}

gboolean
drive_in_board_felt_reveal (GtkScrolledWindow *felt,
                            GtkWidget         *widget)
{
  GtkWidget *content = felt_content (felt);
  graphene_rect_t bounds;

  if (content == NULL || widget == NULL || !gtk_widget_is_ancestor (widget, content)
      || !gtk_widget_get_mapped (widget) || !gtk_widget_compute_bounds (widget, content, &bounds))
    return FALSE;
  return felt_show_area (felt, &bounds);
}
