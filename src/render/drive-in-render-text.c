/* drive-in-render-text.c: Pango helpers shared by the card renderer and the print documents. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include "drive-in-render-text.h"

PangoContext *
drive_in_render_text_context_new (cairo_t *cr)
{
  PangoContext *context;
  cairo_font_options_t *options;

  if (cr != NULL)
    context = pango_cairo_create_context (cr);
  else
    context = pango_font_map_create_context (pango_cairo_font_map_get_default ());

  /* Hinted metrics snap advances to device pixels, so a name that fits at 300 px would
   * wrap differently at 120 px and in a PDF: measure in unhinted outline units. */
  options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_antialias (options, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (context, FALSE);
  /* Absolute sizes are in user units; the resolution only matters for point sizes. */
  pango_cairo_context_set_resolution (context, 72.0);
  return context;
}

PangoFontDescription *
drive_in_render_font_new (const char *families,
                      PangoWeight weight,
                      PangoStyle  style,
                      double      size)
{
  PangoFontDescription *desc;

  g_return_val_if_fail (families != NULL, NULL);

  desc = pango_font_description_new ();
  pango_font_description_set_family (desc, families);
  pango_font_description_set_weight (desc, weight);
  pango_font_description_set_style (desc, style);
  pango_font_description_set_absolute_size (desc, MAX (size, 0.01) * PANGO_SCALE);
  return desc;
}

PangoLayout *
drive_in_render_layout_new (PangoContext               *context,
                        const char                 *text,
                        const PangoFontDescription *desc,
                        double                      width,
                        PangoAlignment              alignment)
{
  PangoLayout *layout;

  g_return_val_if_fail (PANGO_IS_CONTEXT (context), NULL);
  g_return_val_if_fail (desc != NULL, NULL);

  layout = pango_layout_new (context);
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, alignment);
  if (width > 0)
    pango_layout_set_width (layout, (int) floor (width * PANGO_SCALE));
  return layout;
}

void
drive_in_render_layout_get_size (PangoLayout *layout,
                             double      *width,
                             double      *height)
{
  PangoRectangle logical;

  g_return_if_fail (PANGO_IS_LAYOUT (layout));

  pango_layout_get_extents (layout, NULL, &logical);
  if (width != NULL)
    *width = (double) logical.width / PANGO_SCALE;
  if (height != NULL)
    *height = (double) logical.height / PANGO_SCALE;
}

/* The widest single word of @text in @desc: a word must never be broken to fit. */
static double
widest_word (PangoContext               *context,
             const char                 *text,
             const PangoFontDescription *desc)
{
  g_autoptr(PangoLayout) probe = pango_layout_new (context);
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n", -1);
  double widest = 0;

  g_assert (desc != NULL);

  pango_layout_set_font_description (probe, desc);
  for (guint i = 0; words[i] != NULL; i++)
    {
      double width;

      if (*words[i] == '\0')
        continue;
      pango_layout_set_text (probe, words[i], -1);
      drive_in_render_layout_get_size (probe, &width, NULL);
      widest = MAX (widest, width);
    }
  return widest;
}

double
drive_in_render_fit_layout (PangoLayout *layout,
                        double       size,
                        double       min_size,
                        double       width,
                        double       height,
                        int          max_lines)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  PangoContext *context;
  const char *text;
  double current;

  g_return_val_if_fail (PANGO_IS_LAYOUT (layout), size);
  g_return_val_if_fail (size > 0 && min_size > 0, size);

  min_size = MIN (min_size, size);
  context = pango_layout_get_context (layout);
  text = pango_layout_get_text (layout);
  desc = pango_font_description_copy (pango_layout_get_font_description (layout) != NULL
                                      ? pango_layout_get_font_description (layout)
                                      : pango_context_get_font_description (context));
  pango_layout_set_width (layout, (int) floor (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_set_height (layout, -1);

  for (current = size;; current = MAX (current * 0.95, min_size))
    {
      double text_height;
      int lines;

      pango_font_description_set_absolute_size (desc, current * PANGO_SCALE);
      pango_layout_set_font_description (layout, desc);
      drive_in_render_layout_get_size (layout, NULL, &text_height);
      lines = pango_layout_get_line_count (layout);

      if (text_height <= height
          && (max_lines <= 0 || lines <= max_lines)
          && widest_word (context, text, desc) <= width)
        return current;
      if (current <= min_size)
        break;
    }

  /* Too long even at the smallest size: keep what fits and end it with "…". */
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  if (max_lines > 0)
    {
      double line_height;
      int lines_that_fit;

      drive_in_render_layout_get_size (layout, NULL, &line_height);
      line_height /= MAX (pango_layout_get_line_count (layout), 1);
      lines_that_fit = CLAMP ((int) floor (height / MAX (line_height, 0.01)), 1, max_lines);
      pango_layout_set_height (layout, -lines_that_fit);
    }
  else
    {
      pango_layout_set_height (layout, (int) floor (height * PANGO_SCALE));
    }
  return min_size;
}

void
drive_in_render_show_layout (cairo_t     *cr,
                         PangoLayout *layout,
                         double       x,
                         double       y)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (PANGO_IS_LAYOUT (layout));

  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

void
drive_in_render_show_layout_centered (cairo_t     *cr,
                                  PangoLayout *layout,
                                  double       cx,
                                  double       cy)
{
  PangoRectangle logical;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (PANGO_IS_LAYOUT (layout));

  /* A layout with a width has its lines offset inside it: centre what is drawn. */
  pango_layout_get_extents (layout, NULL, &logical);
  cairo_move_to (cr, cx - (logical.x + logical.width / 2.0) / PANGO_SCALE,
                 cy - (logical.y + logical.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
}

double
drive_in_render_text (cairo_t                    *cr,
                  PangoContext               *context,
                  const char                 *text,
                  const PangoFontDescription *desc,
                  double                      x,
                  double                      y,
                  double                      width,
                  PangoAlignment              alignment,
                  int                         max_lines)
{
  g_autoptr(PangoLayout) layout = NULL;
  double height;

  g_return_val_if_fail (PANGO_IS_CONTEXT (context), 0);
  g_return_val_if_fail (desc != NULL, 0);

  layout = drive_in_render_layout_new (context, text, desc, width, alignment);
  if (max_lines > 0)
    {
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_set_height (layout, -max_lines);
    }
  drive_in_render_layout_get_size (layout, NULL, &height);
  if (cr != NULL)
    drive_in_render_show_layout (cr, layout, x, y);
  return height;
}

void
drive_in_render_rounded_rectangle (cairo_t *cr,
                               double   x,
                               double   y,
                               double   width,
                               double   height,
                               double   radius)
{
  g_return_if_fail (cr != NULL);

  radius = MIN (radius, MIN (width, height) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

void
drive_in_render_shield_path (cairo_t *cr,
                         double   cx,
                         double   top,
                         double   width,
                         double   height)
{
  double left = cx - width / 2, right = cx + width / 2;

  g_return_if_fail (cr != NULL);

  cairo_new_path (cr);
  cairo_move_to (cr, left, top);
  cairo_line_to (cr, right, top);
  cairo_line_to (cr, right, top + height * 0.5);
  cairo_curve_to (cr, right, top + height * 0.8, cx + width * 0.15, top + height * 0.92, cx,
                  top + height);
  cairo_curve_to (cr, cx - width * 0.15, top + height * 0.92, left, top + height * 0.8, left,
                  top + height * 0.5);
  cairo_close_path (cr);
}

#define EFFECT_SIZE  28.0
#define FLAVOUR_SIZE 24.0
#define BOX_PADDING  18.0

static void
set_source (cairo_t      *cr,
            const double  rgb[3])
{
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
}

void
drive_in_render_text_box (cairo_t                 *cr,
                      PangoContext            *context,
                      const char              *effect_text,
                      const char              *flavour_text,
                      const DriveInRenderTextBox *box)
{
  g_autoptr(PangoFontDescription) effect_font = NULL;
  g_autoptr(PangoFontDescription) flavour_font = NULL;
  g_autoptr(PangoLayout) effect = NULL;
  g_autoptr(PangoLayout) flavour = NULL;
  double inner_x = box->x + BOX_PADDING, inner_w = box->width - 2 * BOX_PADDING;
  double inner_y = box->y + 12, inner_h = box->height - 24 - box->bottom_margin;
  double effect_h = 0, flavour_h = 0, gap = 0, y;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (PANGO_IS_CONTEXT (context));
  g_return_if_fail (box != NULL);

  drive_in_render_rounded_rectangle (cr, box->x, box->y, box->width, box->height, box->radius);
  set_source (cr, box->fill);
  cairo_fill_preserve (cr);
  set_source (cr, box->border);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  effect_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                      PANGO_STYLE_NORMAL, EFFECT_SIZE);
  flavour_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SERIF, PANGO_WEIGHT_NORMAL,
                                       PANGO_STYLE_ITALIC, FLAVOUR_SIZE);
  if (effect_text != NULL && *effect_text != '\0')
    effect = drive_in_render_layout_new (context, effect_text, effect_font, inner_w,
                                     PANGO_ALIGN_CENTER);
  if (flavour_text != NULL && *flavour_text != '\0')
    flavour = drive_in_render_layout_new (context, flavour_text, flavour_font, inner_w,
                                      PANGO_ALIGN_CENTER);

  for (double factor = 1.0;; factor *= 0.94)
    {
      gap = effect != NULL && flavour != NULL ? box->gap * factor : 0;
      if (effect != NULL)
        {
          pango_font_description_set_absolute_size (effect_font,
                                                    EFFECT_SIZE * factor * PANGO_SCALE);
          pango_layout_set_font_description (effect, effect_font);
          drive_in_render_layout_get_size (effect, NULL, &effect_h);
        }
      if (flavour != NULL)
        {
          pango_font_description_set_absolute_size (flavour_font,
                                                    FLAVOUR_SIZE * factor * PANGO_SCALE);
          pango_layout_set_font_description (flavour, flavour_font);
          drive_in_render_layout_get_size (flavour, NULL, &flavour_h);
        }
      if (effect_h + gap + flavour_h <= inner_h || factor < 0.45)
        break;
    }

  if (effect_h + gap + flavour_h > inner_h && flavour != NULL && effect != NULL)
    {
      g_clear_object (&flavour);
      flavour_h = gap = 0;
    }
  if (effect != NULL && effect_h > inner_h)
    {
      pango_layout_set_ellipsize (effect, PANGO_ELLIPSIZE_END);
      pango_layout_set_height (effect, (int) (inner_h * PANGO_SCALE));
      drive_in_render_layout_get_size (effect, NULL, &effect_h);
    }

  y = inner_y + (inner_h - effect_h - gap - flavour_h) / 2;
  if (effect != NULL)
    {
      set_source (cr, box->ink);
      drive_in_render_show_layout (cr, effect, inner_x, y);
      y += effect_h;
    }
  if (gap > 0 && box->rule)
    {
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, inner_x + inner_w * 0.25, y + gap / 2);
      cairo_line_to (cr, inner_x + inner_w * 0.75, y + gap / 2);
      cairo_stroke (cr);
    }
  y += gap;
  if (flavour != NULL)
    {
      set_source (cr, box->flavour_ink);
      drive_in_render_show_layout (cr, flavour, inner_x, y);
    }
}
