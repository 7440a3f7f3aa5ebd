/* drive-in-render-text.h: Pango helpers shared by the card renderer and the print documents. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cairo.h>
#include <pango/pangocairo.h>

G_BEGIN_DECLS

/* Bold condensed poster lettering where the system has it (DejaVu Sans Condensed on
 * Debian), else any Sans. */
#define DRIVE_IN_RENDER_FONT_DISPLAY \
  "DejaVu Sans Condensed,Nimbus Sans Narrow,Liberation Sans Narrow,Sans"
#define DRIVE_IN_RENDER_FONT_SANS    "Sans"
#define DRIVE_IN_RENDER_FONT_SERIF   "Serif"

/* A Pango context for @cr whose text metrics do not depend on the output resolution
 * (no hinted metrics, unrounded glyph positions): a layout measured for a PDF page or for
 * pagination without any surface fits the same way on screen. @cr may be NULL: the
 * context then measures for an unscaled user space. */
PangoContext         *drive_in_render_text_context_new  (cairo_t *cr);

/* A font description of @families with an absolute size in user-space units. */
PangoFontDescription *drive_in_render_font_new          (const char *families,
                                                     PangoWeight weight,
                                                     PangoStyle  style,
                                                     double      size);

/* A layout of @text (plain text, never markup) in @desc, wrapping at @width (-1: none). */
PangoLayout          *drive_in_render_layout_new        (PangoContext               *context,
                                                     const char                 *text,
                                                     const PangoFontDescription *desc,
                                                     double                      width,
                                                     PangoAlignment              alignment);

/* Shrinks @layout's font from @size down to at most @min_size (in steps of about 5%)
 * until the text fits @width × @height in at most @max_lines lines (0: any number);
 * a single word wider than @width shrinks too. If it still does not fit, the text is
 * ellipsized at the last line that fits. Returns the size used. */
double                drive_in_render_fit_layout        (PangoLayout *layout,
                                                     double       size,
                                                     double       min_size,
                                                     double       width,
                                                     double       height,
                                                     int          max_lines);

/* Logical size of @layout in user-space units. */
void                  drive_in_render_layout_get_size   (PangoLayout *layout,
                                                     double      *width,
                                                     double      *height);

/* Shows @layout with its top-left corner at (@x, @y). */
void                  drive_in_render_show_layout       (cairo_t     *cr,
                                                     PangoLayout *layout,
                                                     double       x,
                                                     double       y);

/* Shows @layout with the middle of its logical extents at (@cx, @cy). */
void                  drive_in_render_show_layout_centered (cairo_t     *cr,
                                                        PangoLayout *layout,
                                                        double       cx,
                                                        double       cy);

/* Draws @text (plain) with its top-left corner at (@x, @y), wrapped at @width, aligned in
 * it, cut after @max_lines lines with "…" (0: no limit); returns the height it takes.
 * @cr NULL only measures. */
double                drive_in_render_text              (cairo_t                    *cr,
                                                     PangoContext               *context,
                                                     const char                 *text,
                                                     const PangoFontDescription *desc,
                                                     double                      x,
                                                     double                      y,
                                                     double                      width,
                                                     PangoAlignment              alignment,
                                                     int                         max_lines);

/* Sets a rounded rectangle as the current path. */
void                  drive_in_render_rounded_rectangle (cairo_t *cr,
                                                     double   x,
                                                     double   y,
                                                     double   width,
                                                     double   height,
                                                     double   radius);

/* Sets a shield (flat top, pointed foot) @width wide and @height tall, centred on @cx, as
 * the current path. */
void                  drive_in_render_shield_path       (cairo_t *cr,
                                                     double   cx,
                                                     double   top,
                                                     double   width,
                                                     double   height);

/* A card face's text box: a rounded panel with the effect text in the middle and the
 * flavour text under it, both shrinking together until they fit. */
typedef struct
{
  double x, y, width, height;
  double radius;
  double bottom_margin;   /* kept free at the foot, inside the panel (a badge over it) */
  double gap;             /* between effect and flavour at full size */
  gboolean rule;          /* a short line in the gap */
  double fill[3];
  double border[3];
  double ink[3];          /* the effect */
  double flavour_ink[3];
} DriveInRenderTextBox;

/* Draws @box with @effect and @flavour (either may be NULL or empty). Still too long at
 * the smallest size, the flavour goes, then the effect is cut with "…". */
void                  drive_in_render_text_box          (cairo_t                 *cr,
                                                     PangoContext            *context,
                                                     const char              *effect,
                                                     const char              *flavour,
                                                     const DriveInRenderTextBox *box);

G_END_DECLS
