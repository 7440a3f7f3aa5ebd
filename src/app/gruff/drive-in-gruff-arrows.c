/* drive-in-gruff-arrows.c: the arrows of declared attacks over the Gruff table's lines, each
 * from the attacking gruff to the position it strikes, until the attack resolves. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <math.h>

#include "drive-in-gruff-arrows.h"
#include "drive-in-gruff-spot.h"

#define HEAD 16

struct _DriveInGruffArrows
{
  GtkWidget  parent_instance;

  GPtrArray *ends;    /* from, to, from, to… (references) */
};

G_DEFINE_FINAL_TYPE (DriveInGruffArrows, drive_in_gruff_arrows, GTK_TYPE_WIDGET)

static void
draw_arrow (cairo_t               *cr,
            const graphene_rect_t *from,
            const graphene_rect_t *to)
{
  double x0 = from->origin.x + from->size.width / 2;
  double x1 = to->origin.x + to->size.width / 2;
  gboolean up = to->origin.y < from->origin.y;
  /* From the attacker's card, over the gap, into the card it strikes. */
  double y0 = from->origin.y + from->size.height * (up ? 0.3 : 0.7);
  double y1 = to->origin.y + to->size.height * (up ? 0.6 : 0.4);
  double angle = atan2 (y1 - y0, x1 - x0);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 9);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1 - cos (angle) * HEAD * 0.6, y1 - sin (angle) * HEAD * 0.6);
  cairo_stroke (cr);
  cairo_set_source_rgba (cr, 0.93, 0.2, 0.17, 0.92);
  cairo_set_line_width (cr, 5);
  cairo_set_dash (cr, (double[]) { 12, 6 }, 2, 0);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1 - cos (angle) * HEAD * 0.6, y1 - sin (angle) * HEAD * 0.6);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x1 - HEAD * cos (angle - 0.45), y1 - HEAD * sin (angle - 0.45));
  cairo_line_to (cr, x1 - HEAD * cos (angle + 0.45), y1 - HEAD * sin (angle + 0.45));
  cairo_close_path (cr);
  cairo_fill (cr);
}

/* Where an arrow ends: a spot's card when it has one. */
static GtkWidget *
end_widget (GtkWidget *end)
{
  DriveInCardWidget *card = DRIVE_IN_IS_GRUFF_SPOT (end)
                            ? drive_in_gruff_spot_get_card (DRIVE_IN_GRUFF_SPOT (end)) : NULL;

  return card != NULL ? GTK_WIDGET (card) : end;
}

static void
drive_in_gruff_arrows_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  DriveInGruffArrows *self = DRIVE_IN_GRUFF_ARROWS (widget);
  cairo_t *cr;

  if (self->ends->len == 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                       gtk_widget_get_height (widget)));
  for (guint i = 0; i + 1 < self->ends->len; i += 2)
    {
      GtkWidget *start = end_widget (self->ends->pdata[i]);
      GtkWidget *end = end_widget (self->ends->pdata[i + 1]);
      graphene_rect_t from, to;

      if (gtk_widget_get_mapped (start) && gtk_widget_get_mapped (end)
          && gtk_widget_compute_bounds (start, widget, &from)
          && gtk_widget_compute_bounds (end, widget, &to))
        draw_arrow (cr, &from, &to);
    }
  cairo_destroy (cr);
}

static void
drive_in_gruff_arrows_dispose (GObject *object)
{
  DriveInGruffArrows *self = DRIVE_IN_GRUFF_ARROWS (object);

  g_clear_pointer (&self->ends, g_ptr_array_unref);
  G_OBJECT_CLASS (drive_in_gruff_arrows_parent_class)->dispose (object);
}

static void
drive_in_gruff_arrows_class_init (DriveInGruffArrowsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = drive_in_gruff_arrows_dispose;
  widget_class->snapshot = drive_in_gruff_arrows_snapshot;
  gtk_widget_class_set_css_name (widget_class, "gruffarrows");
}

static void
drive_in_gruff_arrows_init (DriveInGruffArrows *self)
{
  self->ends = g_ptr_array_new_with_free_func (g_object_unref);
  /* Drawn over the lines; clicks and drops go through to them. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

GtkWidget *
drive_in_gruff_arrows_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_GRUFF_ARROWS, NULL);
}

void
drive_in_gruff_arrows_clear (DriveInGruffArrows *self)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_ARROWS (self));

  g_ptr_array_set_size (self->ends, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
drive_in_gruff_arrows_add (DriveInGruffArrows *self,
                           GtkWidget          *from,
                           GtkWidget          *to)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_ARROWS (self));
  g_return_if_fail (GTK_IS_WIDGET (from) && GTK_IS_WIDGET (to));

  g_ptr_array_add (self->ends, g_object_ref (from));
  g_ptr_array_add (self->ends, g_object_ref (to));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
drive_in_gruff_arrows_get_n_arrows (DriveInGruffArrows *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_GRUFF_ARROWS (self), 0);
  return self->ends->len / 2;
}

void
drive_in_gruff_arrows_get_ends (DriveInGruffArrows *self,
                                guint               index,
                                GtkWidget         **out_from,
                                GtkWidget         **out_to)
{
  g_return_if_fail (DRIVE_IN_IS_GRUFF_ARROWS (self));
  g_return_if_fail (index < self->ends->len / 2);

  *out_from = self->ends->pdata[index * 2];
  *out_to = self->ends->pdata[index * 2 + 1];
}
