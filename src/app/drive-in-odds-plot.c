/* drive-in-odds-plot.c: a small line plot of one or two figures over turns, in cairo. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "drive-in-odds-plot.h"

#define PLOT_HEIGHT   150
#define MARGIN_LEFT   38
#define MARGIN_RIGHT  10
#define MARGIN_TOP    22
#define MARGIN_BOTTOM 20
#define DOT_RADIUS    2.5

struct _DriveInOddsPlot
{
  GtkWidget  parent_instance;

  gboolean   percent;
  char      *labels[DRIVE_IN_ODDS_PLOT_N_SERIES];
  gboolean   has_series[DRIVE_IN_ODDS_PLOT_N_SERIES];
  double     values[DRIVE_IN_ODDS_PLOT_N_SERIES][DRIVE_IN_ODDS_PLOT_MAX_VALUES];
  guint      n_values;
};

G_DEFINE_FINAL_TYPE (DriveInOddsPlot, drive_in_odds_plot, GTK_TYPE_WIDGET)

/* Blue for the seat that goes first, orange for the others (GNOME palette). */
static const GdkRGBA series_colors[DRIVE_IN_ODDS_PLOT_N_SERIES] = {
  { 0.21, 0.52, 0.89, 1.0 },
  { 0.90, 0.38, 0.00, 1.0 },
};

static char *
format_value (DriveInOddsPlot *self,
              double           value,
              gboolean         precise)
{
  if (self->percent)
    return g_strdup_printf (precise ? "%.1f%%" : "%.0f%%", 100 * value);
  return g_strdup_printf (precise ? "%.1f" : "%.0f", value);
}

/* The top of the y axis: 100% for odds, else a whole even number above every value. */
static double
y_max (DriveInOddsPlot *self)
{
  double max = 0;

  g_assert (DRIVE_IN_IS_ODDS_PLOT (self));

  if (self->percent)
    return 1.0;
  for (guint s = 0; s < DRIVE_IN_ODDS_PLOT_N_SERIES; s++)
    for (guint i = 0; self->has_series[s] && i < self->n_values; i++)
      max = MAX (max, self->values[s][i]);
  max = ceil (max);
  return MAX (2, max + fmod (max, 2));
}

static void
update_description (DriveInOddsPlot *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_assert (DRIVE_IN_IS_ODDS_PLOT (self));

  for (guint s = 0; s < DRIVE_IN_ODDS_PLOT_N_SERIES && self->n_values > 0; s++)
    {
      g_autofree char *first = NULL;
      g_autofree char *last = NULL;

      if (!self->has_series[s])
        continue;
      first = format_value (self, self->values[s][0], TRUE);
      last = format_value (self, self->values[s][self->n_values - 1], TRUE);
      if (text->len > 0)
        g_string_append (text, "; ");
      /* Translators: plot description for screen readers: "Going first: 5% at turn 1, 60%
       * at turn 12". */
      g_string_append_printf (text, _("%s: %s at turn 1, %s at turn %u"),
                              self->labels[s] != NULL ? self->labels[s] : "", first, last,
                              self->n_values);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

static void
changed (DriveInOddsPlot *self)
{
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
plot_area (GtkWidget       *widget,
           graphene_rect_t *area)
{
  graphene_rect_init (area, MARGIN_LEFT, MARGIN_TOP,
                      MAX (gtk_widget_get_width (widget) - MARGIN_LEFT - MARGIN_RIGHT, 1),
                      MAX (gtk_widget_get_height (widget) - MARGIN_TOP - MARGIN_BOTTOM, 1));
}

static double
point_x (DriveInOddsPlot       *self,
         const graphene_rect_t *area,
         guint                  index)
{
  if (self->n_values <= 1)
    return area->origin.x + area->size.width / 2;
  return area->origin.x + area->size.width * index / (self->n_values - 1);
}

static void
drive_in_odds_plot_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MARGIN_LEFT + MARGIN_RIGHT + 140;
      *natural = MARGIN_LEFT + MARGIN_RIGHT + 240;
    }
  else
    {
      *minimum = *natural = PLOT_HEIGHT;
    }
}

static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y,
           double       xalign,
           double       yalign)
{
  int width, height;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, round (x - xalign * width), round (y - yalign * height));
  pango_cairo_show_layout (cr, layout);
}

static void
drive_in_odds_plot_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  DriveInOddsPlot *self = DRIVE_IN_ODDS_PLOT (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
  PangoAttrList *attrs = pango_attr_list_new ();
  double top = y_max (self), legend_x;
  graphene_rect_t area;
  guint label_step;
  GdkRGBA fg;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  plot_area (widget, &area);
  pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_line_width (cr, 1);

  /* Grid lines at 0, half and the top, labelled on the left. */
  for (guint g = 0; g <= 2; g++)
    {
      double value = top * g / 2;
      double y = round (area.origin.y + area.size.height * (1 - value / top)) + 0.5;
      g_autofree char *text = format_value (self, value, FALSE);

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, g == 0 ? 0.35 : 0.12);
      cairo_move_to (cr, area.origin.x, y);
      cairo_line_to (cr, area.origin.x + area.size.width, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
      show_text (cr, layout, text, area.origin.x - 6, y, 1, 0.5);
    }

  /* Turn numbers below, as many as fit. */
  label_step = 1;
  while (self->n_values > 1
         && area.size.width / (self->n_values - 1) * label_step < 18)
    label_step++;
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
  for (guint i = 0; i < self->n_values; i += label_step)
    {
      g_autofree char *text = g_strdup_printf ("%u", i + 1);

      show_text (cr, layout, text, point_x (self, &area, i),
                 area.origin.y + area.size.height + 3, 0.5, 0);
    }

  /* The lines, then a dot on every turn; the first series last and thinner, so that both
   * show where they meet. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int s = DRIVE_IN_ODDS_PLOT_N_SERIES - 1; s >= 0; s--)
    {
      double width = s == 0 ? 2 : 4;

      if (!self->has_series[s] || self->n_values == 0)
        continue;
      cairo_set_line_width (cr, width);
      gdk_cairo_set_source_rgba (cr, &series_colors[s]);
      for (guint i = 0; i < self->n_values; i++)
        {
          double y = area.origin.y + area.size.height
                     * (1 - CLAMP (self->values[s][i] / top, 0, 1));

          if (i == 0)
            cairo_move_to (cr, point_x (self, &area, i), y);
          else
            cairo_line_to (cr, point_x (self, &area, i), y);
        }
      cairo_stroke (cr);
      for (guint i = 0; i < self->n_values; i++)
        {
          double y = area.origin.y + area.size.height
                     * (1 - CLAMP (self->values[s][i] / top, 0, 1));

          cairo_arc (cr, point_x (self, &area, i), y, DOT_RADIUS + width / 2 - 1, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }

  /* Legend along the top, right-aligned. */
  legend_x = width - MARGIN_RIGHT;
  for (int s = DRIVE_IN_ODDS_PLOT_N_SERIES - 1; s >= 0; s--)
    {
      int text_width, text_height;

      if (!self->has_series[s] || self->labels[s] == NULL)
        continue;
      pango_layout_set_text (layout, self->labels[s], -1);
      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      legend_x -= text_width;
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.8);
      cairo_move_to (cr, legend_x, (MARGIN_TOP - text_height) / 2.0 - 2);
      pango_cairo_show_layout (cr, layout);
      gdk_cairo_set_source_rgba (cr, &series_colors[s]);
      cairo_rectangle (cr, legend_x - 16, MARGIN_TOP / 2.0 - 3.5, 12, 3);
      cairo_fill (cr);
      legend_x -= 16 + 12;
    }

  cairo_destroy (cr);
}

/* The figures of the turn under the pointer. */
static gboolean
on_query_tooltip_cb (DriveInOddsPlot *self,
                     int              x,
                     int              y,
                     gboolean         keyboard,
                     GtkTooltip      *tooltip)
{
  g_autoptr(GString) text = NULL;
  graphene_rect_t area;
  guint index;

  if (self->n_values == 0)
    return FALSE;
  plot_area (GTK_WIDGET (self), &area);
  if (keyboard || self->n_values == 1)
    index = self->n_values - 1;
  else
    index = (guint) CLAMP (round ((x - area.origin.x) * (self->n_values - 1) / area.size.width),
                           0, self->n_values - 1);

  text = g_string_new (NULL);
  /* Translators: first line of a plot's tooltip. */
  g_string_append_printf (text, _("Turn %u"), index + 1);
  for (guint s = 0; s < DRIVE_IN_ODDS_PLOT_N_SERIES; s++)
    {
      g_autofree char *value = NULL;

      if (!self->has_series[s])
        continue;
      value = format_value (self, self->values[s][index], TRUE);
      g_string_append_printf (text, "\n%s: %s", self->labels[s] != NULL ? self->labels[s] : "",
                              value);
    }
  gtk_tooltip_set_text (tooltip, text->str);
  return TRUE;
}

static void
drive_in_odds_plot_finalize (GObject *object)
{
  DriveInOddsPlot *self = DRIVE_IN_ODDS_PLOT (object);

  for (guint s = 0; s < DRIVE_IN_ODDS_PLOT_N_SERIES; s++)
    g_free (self->labels[s]);

  G_OBJECT_CLASS (drive_in_odds_plot_parent_class)->finalize (object);
}

static void
drive_in_odds_plot_class_init (DriveInOddsPlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = drive_in_odds_plot_finalize;
  widget_class->measure = drive_in_odds_plot_measure;
  widget_class->snapshot = drive_in_odds_plot_snapshot;

  gtk_widget_class_set_css_name (widget_class, "oddsplot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
drive_in_odds_plot_init (DriveInOddsPlot *self)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), NULL);
}

GtkWidget *
drive_in_odds_plot_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_ODDS_PLOT, NULL);
}

void
drive_in_odds_plot_set_percent (DriveInOddsPlot *self,
                                gboolean         percent)
{
  g_return_if_fail (DRIVE_IN_IS_ODDS_PLOT (self));

  self->percent = !!percent;
  changed (self);
}

void
drive_in_odds_plot_set_series_label (DriveInOddsPlot *self,
                                     guint            series,
                                     const char      *label)
{
  g_return_if_fail (DRIVE_IN_IS_ODDS_PLOT (self));
  g_return_if_fail (series < DRIVE_IN_ODDS_PLOT_N_SERIES);

  g_free (self->labels[series]);
  self->labels[series] = g_strdup (label);
  changed (self);
}

void
drive_in_odds_plot_set_values (DriveInOddsPlot *self,
                               guint            series,
                               const double    *values,
                               guint            n_values)
{
  g_return_if_fail (DRIVE_IN_IS_ODDS_PLOT (self));
  g_return_if_fail (series < DRIVE_IN_ODDS_PLOT_N_SERIES);
  g_return_if_fail (values != NULL || n_values == 0);

  n_values = MIN (n_values, DRIVE_IN_ODDS_PLOT_MAX_VALUES);
  memset (self->values[series], 0, sizeof self->values[series]);
  if (n_values > 0)
    memcpy (self->values[series], values, n_values * sizeof (double));
  self->has_series[series] = TRUE;
  self->n_values = n_values;
  changed (self);
}

void
drive_in_odds_plot_clear (DriveInOddsPlot *self)
{
  g_return_if_fail (DRIVE_IN_IS_ODDS_PLOT (self));

  self->n_values = 0;
  changed (self);
}

guint
drive_in_odds_plot_get_n_values (DriveInOddsPlot *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ODDS_PLOT (self), 0);

  return self->n_values;
}

double
drive_in_odds_plot_get_value (DriveInOddsPlot *self,
                              guint            series,
                              guint            index)
{
  g_return_val_if_fail (DRIVE_IN_IS_ODDS_PLOT (self), 0);
  g_return_val_if_fail (series < DRIVE_IN_ODDS_PLOT_N_SERIES, 0);
  g_return_val_if_fail (index < self->n_values, 0);

  return self->values[series][index];
}
