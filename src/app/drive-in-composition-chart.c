/* drive-in-composition-chart.c: the deck's cards per kind against the recommended mix, in cairo. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "drive-in-composition-chart.h"
#include "drive-in-card-renderer.h"
#include "drive-in-card-face.h"

#define ROW_HEIGHT   24
#define ROW_GAP      4
#define LABEL_WIDTH  112
#define VALUE_WIDTH  52
#define BAR_HEIGHT   14

struct _DriveInCompositionChart
{
  GtkWidget  parent_instance;

  DriveInDeck  *deck;
  /* The rows: the deck's game's kinds, in its DriveInGameInfo order (GROS's card types). */
  const DriveInGameInfo *game;
  guint      n_kinds;
  guint     *counts;
  guint     *recommended;
};

G_DEFINE_FINAL_TYPE (DriveInCompositionChart, drive_in_composition_chart, GTK_TYPE_WIDGET)

static void
update_counts (DriveInCompositionChart *self)
{
  g_autoptr(GListModel) advice = NULL;
  g_autoptr(GString) description = g_string_new (NULL);
  guint n_rows = self->n_kinds;

  g_assert (DRIVE_IN_IS_COMPOSITION_CHART (self));

  self->game = self->deck != NULL ? drive_in_game_info_lookup (drive_in_deck_get_game (self->deck))
                                  : NULL;
  self->n_kinds = self->game != NULL ? self->game->n_kinds : 0;
  g_free (self->counts);
  g_free (self->recommended);
  self->counts = g_new0 (guint, MAX (self->n_kinds, 1));
  self->recommended = g_new0 (guint, MAX (self->n_kinds, 1));

  if (self->deck != NULL)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->deck));

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->deck), i);
          DriveInCard *card = drive_in_deck_entry_get_card (entry);

          for (guint k = 0; card != NULL && k < self->n_kinds; k++)
            if (g_str_equal (drive_in_card_get_kind (card), self->game->kinds[k].id))
              self->counts[k]++;
        }

      /* The recommended mix comes from the variant's own advice, scaled to its size, one
       * "type-mix" item per kind. */
      advice = drive_in_deck_advise (self->deck, drive_in_deck_get_catalog (self->deck));
      for (guint i = 0; i < g_list_model_get_n_items (advice); i++)
        {
          g_autoptr(DriveInDeckAdvice) item = g_list_model_get_item (advice, i);
          const char *kind = drive_in_deck_advice_get_kind (item);

          if (g_strcmp0 (drive_in_deck_advice_get_rule_id (item), "type-mix") != 0 || kind == NULL)
            continue;
          for (guint k = 0; k < self->n_kinds; k++)
            if (g_str_equal (kind, self->game->kinds[k].id))
              self->recommended[k] = drive_in_deck_advice_get_recommended (item);
        }
    }

  for (guint k = 0; k < self->n_kinds; k++)
    {
      /* Translators: chart description, "Characters: 10 of 10 recommended". */
      g_string_append_printf (description, _("%s: %u of %u recommended"),
                              drive_in_game_info_kind_plural (&self->game->kinds[k]),
                              self->counts[k], self->recommended[k]);
      g_string_append (description, k + 1 < self->n_kinds ? "; " : ".");
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                  -1);
  if (self->n_kinds != n_rows)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_deck_changed_cb (DriveInCompositionChart *self)
{
  update_counts (self);
}

static void
drive_in_composition_chart_measure (GtkWidget      *widget,
                                    GtkOrientation  orientation,
                                    int             for_size,
                                    int            *minimum,
                                    int            *natural,
                                    int            *minimum_baseline,
                                    int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = LABEL_WIDTH + VALUE_WIDTH + 60;
      *natural = LABEL_WIDTH + VALUE_WIDTH + 180;
    }
  else
    {
      DriveInCompositionChart *self = DRIVE_IN_COMPOSITION_CHART (widget);

      *minimum = *natural = (int) self->n_kinds * (ROW_HEIGHT + ROW_GAP);
    }
}

static void
show_text (cairo_t    *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y,
           double       width,
           gboolean     right)
{
  int text_width, text_height;

  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  cairo_move_to (cr, right ? x + width - text_width : x, y - text_height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
drive_in_composition_chart_snapshot (GtkWidget   *widget,
                                     GtkSnapshot *snapshot)
{
  DriveInCompositionChart *self = DRIVE_IN_COMPOSITION_CHART (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double bar_x = LABEL_WIDTH;
  double bar_width = MAX (width - LABEL_WIDTH - VALUE_WIDTH - 8, 20);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);
  const DriveInCardFace *face = NULL;
  const DriveInGameInfo *game = self->game;
  GdkRGBA fg;
  guint scale = 1;
  cairo_t *cr;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  for (guint t = 0; t < self->n_kinds; t++)
    scale = MAX (scale, MAX (self->counts[t], self->recommended[t]));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->deck != NULL)
    face = drive_in_card_face_lookup (drive_in_deck_get_game (self->deck));

  for (guint t = 0; t < self->n_kinds; t++)
    {
      double y = t * (ROW_HEIGHT + ROW_GAP);
      double mid = y + ROW_HEIGHT / 2.0;
      double r = 0.45, g = 0.45, b = 0.47;
      double filled = bar_width * self->counts[t] / scale;
      g_autofree char *value = NULL;

      /* Kind name. */
      gdk_cairo_set_source_rgba (cr, &fg);
      show_text (cr, layout, drive_in_game_info_kind_plural (&game->kinds[t]),
                 0, mid, LABEL_WIDTH - 8, FALSE);

      /* Track, then the count in the type's colour. */
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.1);
      cairo_rectangle (cr, bar_x, mid - BAR_HEIGHT / 2.0, bar_width, BAR_HEIGHT);
      cairo_fill (cr);

      /* The kind's colour as the game's face draws it; the chart's rows are its kinds, in
       * order. No deck, no bar. */
      if (face != NULL && face->get_kind_color != NULL)
        face->get_kind_color (game->kinds[t].id, &r, &g, &b);
      cairo_set_source_rgb (cr, r, g, b);
      cairo_rectangle (cr, bar_x, mid - BAR_HEIGHT / 2.0, filled, BAR_HEIGHT);
      cairo_fill (cr);
      /* The dark Roll the Credits colour needs an edge on a dark theme. */
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.25);
      cairo_set_line_width (cr, 1);
      cairo_rectangle (cr, bar_x + 0.5, mid - BAR_HEIGHT / 2.0 + 0.5,
                       MAX (filled - 1, 0), BAR_HEIGHT - 1);
      if (filled > 1)
        cairo_stroke (cr);
      else
        cairo_new_path (cr);

      /* The recommended count: a tick across the bar. */
      if (self->recommended[t] > 0)
        {
          double x = round (bar_x + bar_width * self->recommended[t] / scale) - 1;

          gdk_cairo_set_source_rgba (cr, &fg);
          cairo_rectangle (cr, x, mid - BAR_HEIGHT / 2.0 - 4, 2, BAR_HEIGHT + 8);
          cairo_fill (cr);
        }

      /* "9/10": what the deck has, of what is recommended. */
      if (self->recommended[t] > 0)
        value = g_strdup_printf ("%u/%u", self->counts[t], self->recommended[t]);
      else
        value = g_strdup_printf ("%u", self->counts[t]);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue,
                             self->counts[t] == self->recommended[t] ? 0.6 : 1.0);
      show_text (cr, layout, value, width - VALUE_WIDTH, mid, VALUE_WIDTH, TRUE);
    }

  cairo_destroy (cr);
}

static void
drive_in_composition_chart_dispose (GObject *object)
{
  DriveInCompositionChart *self = DRIVE_IN_COMPOSITION_CHART (object);

  drive_in_composition_chart_set_deck (self, NULL);

  G_OBJECT_CLASS (drive_in_composition_chart_parent_class)->dispose (object);
}

static void
drive_in_composition_chart_finalize (GObject *object)
{
  DriveInCompositionChart *self = DRIVE_IN_COMPOSITION_CHART (object);

  g_free (self->counts);
  g_free (self->recommended);

  G_OBJECT_CLASS (drive_in_composition_chart_parent_class)->finalize (object);
}

static void
drive_in_composition_chart_class_init (DriveInCompositionChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_composition_chart_dispose;
  object_class->finalize = drive_in_composition_chart_finalize;
  widget_class->measure = drive_in_composition_chart_measure;
  widget_class->snapshot = drive_in_composition_chart_snapshot;

  gtk_widget_class_set_css_name (widget_class, "compositionchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
drive_in_composition_chart_init (DriveInCompositionChart *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Cards per type"),
                                  -1);
  update_counts (self);
}

GtkWidget *
drive_in_composition_chart_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_COMPOSITION_CHART, NULL);
}

void
drive_in_composition_chart_set_deck (DriveInCompositionChart *self,
                                     DriveInDeck                *deck)
{
  g_return_if_fail (DRIVE_IN_IS_COMPOSITION_CHART (self));
  g_return_if_fail (deck == NULL || DRIVE_IN_IS_DECK (deck));

  if (self->deck == deck)
    return;

  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_func (self->deck, on_deck_changed_cb, self);
  g_set_object (&self->deck, deck);
  if (deck != NULL)
    {
      g_signal_connect_swapped (deck, "items-changed", G_CALLBACK (on_deck_changed_cb), self);
      g_signal_connect_swapped (deck, "notify::variant", G_CALLBACK (on_deck_changed_cb), self);
      g_signal_connect_swapped (deck, "notify::catalog", G_CALLBACK (on_deck_changed_cb), self);
    }
  update_counts (self);
}

guint
drive_in_composition_chart_get_count (DriveInCompositionChart *self,
                                      guint                    kind)
{
  g_return_val_if_fail (DRIVE_IN_IS_COMPOSITION_CHART (self), 0);
  g_return_val_if_fail (kind < self->n_kinds, 0);

  return self->counts[kind];
}

guint
drive_in_composition_chart_get_recommended (DriveInCompositionChart *self,
                                            guint                    kind)
{
  g_return_val_if_fail (DRIVE_IN_IS_COMPOSITION_CHART (self), 0);
  g_return_val_if_fail (kind < self->n_kinds, 0);

  return self->recommended[kind];
}
