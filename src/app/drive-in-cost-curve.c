/* drive-in-cost-curve.c: how many of the deck's cards cost 0, 1, 2, 3 and 4+ Popcorn, in cairo. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "drive-in-card-face.h"
#include "drive-in-cost-curve.h"

#define CHART_HEIGHT 96
#define TEXT_HEIGHT  20
#define COLUMN_GAP   10

struct _DriveInCostCurve
{
  GtkWidget  parent_instance;

  DriveInDeck  *deck;
  guint      counts[DRIVE_IN_COST_CURVE_N_COLUMNS];
  guint      n_buckets;
  double     average;
};

G_DEFINE_FINAL_TYPE (DriveInCostCurve, drive_in_cost_curve, GTK_TYPE_WIDGET)

static void
update_counts (DriveInCostCurve *self)
{
  guint n = self->deck != NULL ? drive_in_deck_get_n_cards (self->deck) : 0;
  guint n_known = 0, total = 0;
  g_autofree char *description = NULL;

  g_assert (DRIVE_IN_IS_COST_CURVE (self));

  memset (self->counts, 0, sizeof self->counts);
  self->n_buckets = 0;

  for (guint i = 0; i < n; i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (self->deck, i));
      const DriveInCardFace *face;
      int cost = 0;

      if (card == NULL)
        continue;
      /* The cost and mark its game prints (GROS: Popcorn and the Popcorn Bucket); a card
       * that prints no cost counts as costing nothing. */
      face = drive_in_card_face_for_card (card);
      if (face == NULL || !drive_in_card_face_get_cost (face, card, &cost))
        cost = 0;
      cost = MAX (cost, 0);
      self->counts[MIN ((guint) cost, DRIVE_IN_COST_CURVE_N_COLUMNS - 1)]++;
      self->n_buckets += face != NULL && drive_in_card_face_has_marker (face, card) ? 1 : 0;
      total += cost;
      n_known++;
    }
  self->average = n_known > 0 ? (double) total / n_known : 0;

  /* Translators: cost curve description for screen readers. */
  description = g_strdup_printf (_("Cost 0: %u, 1: %u, 2: %u, 3: %u, 4 or more: %u; %u "
                                   "buckets; average cost %.1f"),
                                 self->counts[0], self->counts[1], self->counts[2],
                                 self->counts[3], self->counts[4], self->n_buckets,
                                 self->average);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_deck_changed_cb (DriveInCostCurve *self)
{
  update_counts (self);
}

static void
drive_in_cost_curve_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = DRIVE_IN_COST_CURVE_N_COLUMNS * (16 + COLUMN_GAP);
      *natural = DRIVE_IN_COST_CURVE_N_COLUMNS * (40 + COLUMN_GAP);
    }
  else
    {
      /* Count above the bars, bars, cost below, then the summary line. */
      *minimum = *natural = TEXT_HEIGHT + CHART_HEIGHT + TEXT_HEIGHT + TEXT_HEIGHT + 4;
    }
}

static void
show_centered (cairo_t     *cr,
               PangoLayout *layout,
               const char  *text,
               double       center_x,
               double       top)
{
  int width, height;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, center_x - width / 2.0, top + (TEXT_HEIGHT - height) / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
drive_in_cost_curve_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  DriveInCostCurve *self = DRIVE_IN_COST_CURVE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double column_width = (double) width / DRIVE_IN_COST_CURVE_N_COLUMNS;
  double bar_width = MAX (column_width - COLUMN_GAP, 4);
  double base = TEXT_HEIGHT + CHART_HEIGHT;
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
  g_autofree char *summary = NULL;
  guint scale = 1;
  GdkRGBA fg;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  for (guint c = 0; c < DRIVE_IN_COST_CURVE_N_COLUMNS; c++)
    scale = MAX (scale, self->counts[c]);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* Base line. */
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.3);
  cairo_rectangle (cr, 0, base, width, 1);
  cairo_fill (cr);

  for (guint c = 0; c < DRIVE_IN_COST_CURVE_N_COLUMNS; c++)
    {
      double center = column_width * (c + 0.5);
      double bar_height = round (CHART_HEIGHT * self->counts[c] / (double) scale);
      g_autofree char *count = g_strdup_printf ("%u", self->counts[c]);
      g_autofree char *cost = c + 1 < DRIVE_IN_COST_CURVE_N_COLUMNS
                              ? g_strdup_printf ("%u", c) : g_strdup_printf ("%u+", c);

      /* Popcorn yellow, darker for higher costs. */
      cairo_set_source_rgb (cr, 0.96 - 0.08 * c, 0.76 - 0.1 * c, 0.18);
      cairo_rectangle (cr, center - bar_width / 2, base - bar_height, bar_width, bar_height);
      cairo_fill (cr);

      gdk_cairo_set_source_rgba (cr, &fg);
      show_centered (cr, layout, count, center, base - bar_height - TEXT_HEIGHT);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
      show_centered (cr, layout, cost, center, base + 2);
    }

  /* Translators: under the cost curve: "12 buckets · average cost 1.4". */
  summary = g_strdup_printf (ngettext ("%u bucket · average cost %.1f",
                                       "%u buckets · average cost %.1f", self->n_buckets),
                             self->n_buckets, self->average);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
  show_centered (cr, layout, summary, width / 2.0, base + 2 + TEXT_HEIGHT + 2);

  cairo_destroy (cr);
}

static void
drive_in_cost_curve_dispose (GObject *object)
{
  DriveInCostCurve *self = DRIVE_IN_COST_CURVE (object);

  drive_in_cost_curve_set_deck (self, NULL);

  G_OBJECT_CLASS (drive_in_cost_curve_parent_class)->dispose (object);
}

static void
drive_in_cost_curve_class_init (DriveInCostCurveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_cost_curve_dispose;
  widget_class->measure = drive_in_cost_curve_measure;
  widget_class->snapshot = drive_in_cost_curve_snapshot;

  gtk_widget_class_set_css_name (widget_class, "costcurve");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
drive_in_cost_curve_init (DriveInCostCurve *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Popcorn cost curve"),
                                  -1);
  update_counts (self);
}

GtkWidget *
drive_in_cost_curve_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_COST_CURVE, NULL);
}

void
drive_in_cost_curve_set_deck (DriveInCostCurve *self,
                              DriveInDeck         *deck)
{
  g_return_if_fail (DRIVE_IN_IS_COST_CURVE (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

  if (self->deck == deck)
    return;

  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_func (self->deck, on_deck_changed_cb, self);
  g_set_object (&self->deck, deck);
  if (deck != NULL)
    {
      g_signal_connect_swapped (deck, "items-changed", G_CALLBACK (on_deck_changed_cb), self);
      g_signal_connect_swapped (deck, "notify::catalog", G_CALLBACK (on_deck_changed_cb), self);
    }
  update_counts (self);
}

guint
drive_in_cost_curve_get_count (DriveInCostCurve *self,
                               guint             column)
{
  g_return_val_if_fail (DRIVE_IN_IS_COST_CURVE (self), 0);
  g_return_val_if_fail (column < DRIVE_IN_COST_CURVE_N_COLUMNS, 0);

  return self->counts[column];
}

guint
drive_in_cost_curve_get_n_buckets (DriveInCostCurve *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_COST_CURVE (self), 0);

  return self->n_buckets;
}

double
drive_in_cost_curve_get_average (DriveInCostCurve *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_COST_CURVE (self), 0);

  return self->average;
}
