/* groo-card-face.c: Groo: The Game cards drawn in their own frame, and the dice symbols. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "drive-in-card-renderer-private.h"
#include "drive-in-game-info.h"
#include "drive-in-render-text.h"
#include "groo-card-face.h"
#include "groo-game-id.h"

#define FACE_W DRIVE_IN_CARD_FACE_WIDTH
#define FACE_H DRIVE_IN_CARD_FACE_HEIGHT
#define CORNER 30.0

/* The panels: the frame shows 30 units on each side. */
#define PANEL_X 30.0
#define PANEL_W (FACE_W - 2 * PANEL_X)

#define BANNER_Y 26.0
#define BANNER_H 84.0
#define VP_X     552.0
#define VP_Y     70.0
#define VP_R     50.0

#define ART_Y    120.0
#define ART_H    362.0

#define BAR_Y    490.0
#define BAR_H    52.0

#define DICE_Y   592.0
#define DIE_SIZE 64.0
#define DIE_GAP  12.0

#define BOX_TOP_WITH_DICE 632.0
#define BOX_TOP_NO_DICE   552.0
#define BOX_BOTTOM        796.0

#define FIGHT_Y     805.0
#define SKULL_X     84.0
#define SHIELD_X    546.0
#define FIGHT_SIZE  96.0

typedef struct
{
  double r, g, b;
} Rgb;

typedef struct
{
  const char *kind;
  Rgb         color;
} KindColor;

/* The rules' colours: Buildings yellow, Troops green, Groo Effects red, Wilds rainbow (a
 * dark card with rainbow bands), Events purple. */
static const KindColor kind_colors[] = {
  { "building", { 0.882, 0.690, 0.125 } },
  { "troop", { 0.192, 0.525, 0.255 } },
  { "groo-effect", { 0.780, 0.176, 0.153 } },
  { "wild", { 0.200, 0.200, 0.231 } },
  { "event", { 0.463, 0.259, 0.627 } },
};

static const Rgb rainbow[] = {
  { 0.878, 0.231, 0.208 }, { 0.953, 0.573, 0.169 }, { 0.973, 0.839, 0.231 },
  { 0.263, 0.659, 0.322 }, { 0.196, 0.467, 0.816 }, { 0.494, 0.310, 0.729 },
};

static const Rgb unknown_color = { 0.45, 0.45, 0.47 };
static const Rgb parchment = { 0.961, 0.925, 0.827 };
static const Rgb ink = { 0.106, 0.086, 0.071 };
static const Rgb bone = { 0.937, 0.910, 0.820 };
static const Rgb steel = { 0.557, 0.671, 0.792 };
static const Rgb gold = { 0.949, 0.749, 0.180 };

static gboolean
get_kind_color (const char *kind,
                double     *red,
                double     *green,
                double     *blue)
{
  for (guint i = 0; kind != NULL && i < G_N_ELEMENTS (kind_colors); i++)
    if (g_str_equal (kind_colors[i].kind, kind))
      {
        *red = kind_colors[i].color.r;
        *green = kind_colors[i].color.g;
        *blue = kind_colors[i].color.b;
        return TRUE;
      }
  return FALSE;
}

static Rgb
card_color (DriveInCard *card)
{
  Rgb color = unknown_color;

  get_kind_color (drive_in_card_get_kind (card), &color.r, &color.g, &color.b);
  return color;
}

static void
set_rgb (cairo_t *cr,
         Rgb      color)
{
  cairo_set_source_rgb (cr, color.r, color.g, color.b);
}

static Rgb
shade (Rgb    color,
       double t)
{
  /* t > 0 towards white, t < 0 towards black. */
  double target = t > 0 ? 1 : 0;

  t = fabs (t);
  return (Rgb) { color.r + (target - color.r) * t, color.g + (target - color.g) * t,
                 color.b + (target - color.b) * t };
}

static gboolean
is_kind (DriveInCard   *card,
         const char *kind)
{
  return g_strcmp0 (drive_in_card_get_kind (card), kind) == 0;
}

static PangoLayout *
new_fitted_layout (PangoContext *context,
                   const char   *text,
                   const char   *families,
                   PangoWeight   weight,
                   double        size,
                   double        min_size,
                   double        width,
                   double        height,
                   int           max_lines)
{
  g_autoptr(PangoFontDescription) desc = drive_in_render_font_new (families, weight,
                                                               PANGO_STYLE_NORMAL, size);
  PangoLayout *layout = drive_in_render_layout_new (context, text, desc, width, PANGO_ALIGN_CENTER);

  drive_in_render_fit_layout (layout, size, min_size, width, height, max_lines);
  return layout;
}

static void
show_centered (cairo_t     *cr,
               PangoLayout *layout,
               double       cx,
               double       cy,
               Rgb          color)
{
  set_rgb (cr, color);
  drive_in_render_show_layout_centered (cr, layout, cx, cy);
}

/* A horizontal rainbow across (x, y, width, height), lightened by @light. */
static void
fill_rainbow (cairo_t *cr,
              double   x,
              double   width,
              double   light)
{
  cairo_pattern_t *bands = cairo_pattern_create_linear (x, 0, x + width, 0);

  for (guint i = 0; i < G_N_ELEMENTS (rainbow); i++)
    {
      Rgb c = shade (rainbow[i], light);

      cairo_pattern_add_color_stop_rgb (bands, (double) i / (G_N_ELEMENTS (rainbow) - 1), c.r,
                                        c.g, c.b);
    }
  cairo_set_source (cr, bands);
  cairo_fill (cr);
  cairo_pattern_destroy (bands);
}

/* --- the dice symbols ---------------------------------------------------------------------- */

static void
draw_coin (cairo_t *cr,
           double   cx,
           double   cy,
           double   s)
{
  set_rgb (cr, gold);
  cairo_arc (cr, cx, cy, s * 0.36, 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  set_rgb (cr, shade (gold, -0.5));
  cairo_set_line_width (cr, s * 0.06);
  cairo_stroke (cr);
  cairo_arc (cr, cx, cy, s * 0.24, 0, 2 * G_PI);
  cairo_set_line_width (cr, s * 0.03);
  cairo_stroke (cr);
  /* The hole the kopins are strung on. */
  cairo_rectangle (cr, cx - s * 0.07, cy - s * 0.07, s * 0.14, s * 0.14);
  cairo_fill (cr);
}

static void
draw_crate (cairo_t *cr,
            double   cx,
            double   cy,
            double   s)
{
  Rgb wood = { 0.671, 0.478, 0.271 };
  double h = s * 0.32;

  cairo_rectangle (cr, cx - h, cy - h, 2 * h, 2 * h);
  set_rgb (cr, wood);
  cairo_fill_preserve (cr);
  set_rgb (cr, shade (wood, -0.55));
  cairo_set_line_width (cr, s * 0.05);
  cairo_stroke (cr);
  /* Planks across and one brace. */
  cairo_set_line_width (cr, s * 0.035);
  cairo_move_to (cr, cx - h, cy);
  cairo_line_to (cr, cx + h, cy);
  cairo_move_to (cr, cx - h, cy - h);
  cairo_line_to (cr, cx + h, cy + h);
  cairo_stroke (cr);
}

static void
draw_hammer (cairo_t *cr,
             double   cx,
             double   cy,
             double   s)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, -G_PI / 4);
  /* The handle, then the head. */
  cairo_rectangle (cr, -s * 0.05, -s * 0.18, s * 0.10, s * 0.56);
  cairo_set_source_rgb (cr, 0.592, 0.404, 0.204);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, s * 0.03);
  cairo_stroke (cr);
  cairo_rectangle (cr, -s * 0.26, -s * 0.34, s * 0.52, s * 0.18);
  cairo_set_source_rgb (cr, 0.478, 0.502, 0.541);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_groo_head (cairo_t *cr,
                double   cx,
                double   cy,
                double   s)
{
  Rgb skin = { 0.957, 0.769, 0.620 };

  /* The two tufts of hair first, the face over them. */
  set_rgb (cr, ink);
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_move_to (cr, cx + side * s * 0.10, cy - s * 0.20);
      cairo_line_to (cr, cx + side * s * 0.32, cy - s * 0.38);
      cairo_line_to (cr, cx + side * s * 0.26, cy - s * 0.08);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  cairo_arc (cr, cx, cy + s * 0.04, s * 0.28, 0, 2 * G_PI);
  set_rgb (cr, skin);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, s * 0.04);
  cairo_stroke (cr);
  /* Eyes that do not look the same way, and a wide grin. */
  cairo_arc (cr, cx - s * 0.10, cy - s * 0.02, s * 0.04, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, cx + s * 0.11, cy, s * 0.04, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, cx, cy + s * 0.08, s * 0.14, 0.15 * G_PI, 0.85 * G_PI);
  cairo_stroke (cr);
}

static void
draw_paw (cairo_t *cr,
          double   cx,
          double   cy,
          double   s)
{
  cairo_set_source_rgb (cr, 0.96, 0.96, 0.94);
  cairo_save (cr);
  cairo_translate (cr, cx, cy + s * 0.12);
  cairo_scale (cr, 1.0, 0.8);
  cairo_arc (cr, 0, 0, s * 0.18, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  for (int i = 0; i < 4; i++)
    {
      double angle = G_PI * (1.15 + i * 0.233);

      cairo_arc (cr, cx + cos (angle) * s * 0.28, cy + s * 0.04 + sin (angle) * s * 0.28,
                 s * 0.075, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* An arrow pointing left (@dir -1) or right (1) at height @cy. */
static void
draw_arrow (cairo_t *cr,
            double   cx,
            double   cy,
            double   s,
            int      dir)
{
  double tip = cx + dir * s * 0.34, tail = cx - dir * s * 0.34;

  cairo_set_source_rgb (cr, 0.96, 0.96, 0.94);
  cairo_set_line_width (cr, s * 0.09);
  cairo_move_to (cr, tail, cy);
  cairo_line_to (cr, tip - dir * s * 0.12, cy);
  cairo_stroke (cr);
  cairo_move_to (cr, tip, cy);
  cairo_line_to (cr, tip - dir * s * 0.22, cy - s * 0.15);
  cairo_line_to (cr, tip - dir * s * 0.22, cy + s * 0.15);
  cairo_close_path (cr);
  cairo_fill (cr);
}

void
groo_card_face_draw_symbol (cairo_t      *cr,
                            PangoContext *context,
                            const char   *symbol,
                            double        cx,
                            double        cy,
                            double        size)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (PANGO_IS_CONTEXT (context));

  cairo_save (cr);
  if (g_strcmp0 (symbol, "kopins") == 0)
    draw_coin (cr, cx, cy, size);
  else if (g_strcmp0 (symbol, "supplies") == 0)
    draw_crate (cr, cx, cy, size);
  else if (g_strcmp0 (symbol, "labor") == 0)
    draw_hammer (cr, cx, cy, size);
  else if (g_strcmp0 (symbol, "groo") == 0)
    draw_groo_head (cr, cx, cy, size);
  else if (g_strcmp0 (symbol, "stay") == 0)
    draw_paw (cr, cx, cy, size);
  else if (g_strcmp0 (symbol, "left-1") == 0 || g_strcmp0 (symbol, "right-1") == 0)
    draw_arrow (cr, cx, cy, size, symbol[0] == 'l' ? -1 : 1);
  else if (g_strcmp0 (symbol, "left-2") == 0 || g_strcmp0 (symbol, "right-2") == 0)
    {
      draw_arrow (cr, cx, cy - size * 0.16, size, symbol[0] == 'l' ? -1 : 1);
      draw_arrow (cr, cx, cy + size * 0.16, size, symbol[0] == 'l' ? -1 : 1);
    }
  else
    {
      g_autoptr(PangoLayout) layout = new_fitted_layout (context, "?", DRIVE_IN_RENDER_FONT_SANS,
                                                         PANGO_WEIGHT_BOLD, size * 0.6,
                                                         size * 0.3, size, size, 1);

      show_centered (cr, layout, cx, cy, (Rgb) { 0.5, 0.5, 0.5 });
    }
  cairo_restore (cr);
}

void
groo_card_face_draw_die (cairo_t      *cr,
                         PangoContext *context,
                         const char   *symbol,
                         gboolean      black,
                         double        cx,
                         double        cy,
                         double        size)
{
  g_return_if_fail (cr != NULL);

  cairo_save (cr);
  drive_in_render_rounded_rectangle (cr, cx - size / 2, cy - size / 2, size, size, size * 0.18);
  if (black)
    cairo_set_source_rgb (cr, 0.09, 0.09, 0.10);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, MAX (size * 0.05, 0.5));
  cairo_stroke (cr);
  cairo_restore (cr);
  groo_card_face_draw_symbol (cr, context, symbol, cx, cy, size);
}

/* --- the cost ------------------------------------------------------------------------------- */

/* The dice a card costs, in the order the card prints them. */
static const char *const cost_symbols[] = { "kopins", "supplies", "labor", "groo" };
static const char *const cost_attributes[] = { "kopins", "supplies", "labor", "heads" };

static int
count_dice (DriveInCard *card,
            guint     which)
{
  return CLAMP (drive_in_card_get_attribute_int (card, cost_attributes[which], 0), 0, 9);
}

static gboolean
get_cost (DriveInCard *card,
          int      *out_cost)
{
  int total = 0;
  gboolean any = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (cost_attributes); i++)
    {
      any |= drive_in_card_has_attribute (card, cost_attributes[i]);
      total += count_dice (card, i);
    }
  /* A Groo Effect costs a Groo Head even when its card says nothing (003: Groo Heads play
   * them). */
  if (!any && is_kind (card, "groo-effect"))
    {
      any = TRUE;
      total = 1;
    }
  if (any && out_cost != NULL)
    *out_cost = total;
  return any;
}

static guint
list_cost_dice (DriveInCard    *card,
                const char **out,
                guint        max)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cost_attributes); i++)
    for (int k = count_dice (card, i); k > 0 && n < max; k--)
      out[n++] = cost_symbols[i];
  if (n == 0 && is_kind (card, "groo-effect"))
    out[n++] = "groo";
  return n;
}

/* --- parts -------------------------------------------------------------------------------- */

static void
draw_frame (cairo_t  *cr,
            DriveInCard *card,
            Rgb       color)
{
  drive_in_render_rounded_rectangle (cr, 0, 0, FACE_W, FACE_H, CORNER);
  cairo_clip (cr);
  set_rgb (cr, color);
  cairo_paint (cr);

  /* A Wild is the rainbow card: bands along its top and foot. */
  if (is_kind (card, "wild"))
    {
      cairo_rectangle (cr, 0, 0, FACE_W, BANNER_Y - 6);
      fill_rainbow (cr, 0, FACE_W, 0);
      cairo_rectangle (cr, 0, FACE_H - 22, FACE_W, 22);
      fill_rainbow (cr, 0, FACE_W, 0);
    }

  /* Desert light from the top, behind the banner and the art. */
  cairo_save (cr);
  cairo_rectangle (cr, PANEL_X, 0, PANEL_W, BAR_Y);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.06);
  cairo_arc (cr, FACE_W / 2, ART_Y + ART_H, ART_H * 1.1, G_PI, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_banner (cairo_t      *cr,
             PangoContext *context,
             const char   *name,
             gboolean      has_vp)
{
  g_autoptr(PangoLayout) layout = NULL;
  double left = PANEL_X + 20;
  double right = has_vp ? VP_X - VP_R - 6 : PANEL_X + PANEL_W - 20;

  drive_in_render_rounded_rectangle (cr, PANEL_X, BANNER_Y, PANEL_W, BANNER_H, 10);
  set_rgb (cr, parchment);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  layout = new_fitted_layout (context, name, DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_BOLD, 46,
                              20, right - left, BANNER_H - 12, 2);
  show_centered (cr, layout, (left + right) / 2, BANNER_Y + BANNER_H / 2, ink);
}

/* A Building's victory points: a number in a circle (003's card anatomy). */
static void
draw_vp (cairo_t      *cr,
         PangoContext *context,
         int           vp)
{
  g_autoptr(PangoLayout) number = NULL;
  g_autoptr(PangoLayout) label = NULL;
  g_autofree char *text = g_strdup_printf ("%d", vp);

  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_arc (cr, VP_X + 4, VP_Y + 5, VP_R, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, VP_X, VP_Y, VP_R, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.99, 0.98, 0.95);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, 6);
  cairo_stroke (cr);

  number = new_fitted_layout (context, text, DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_HEAVY, 58,
                              26, VP_R * 1.3, VP_R * 1.1, 1);
  show_centered (cr, number, VP_X, VP_Y + 4, ink);
  /* TRANSLATORS: victory points, in the small circle of a Groo Building */
  label = new_fitted_layout (context, _("VP"), DRIVE_IN_RENDER_FONT_SANS,
                             PANGO_WEIGHT_BOLD, 14, 8, VP_R, 16, 1);
  show_centered (cr, label, VP_X, VP_Y - VP_R + 16, ink);
}

/* Where a card has no art: a little town under the sun, in the card's colour. */
static void
draw_art_placeholder (cairo_t      *cr,
                      PangoContext *context,
                      Rgb           color,
                      double        x,
                      double        y,
                      double        width,
                      double        height)
{
  g_autoptr(PangoLayout) layout = NULL;
  cairo_pattern_t *sky;
  double base = y + height * 0.78;

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  sky = cairo_pattern_create_linear (0, y, 0, base);
  cairo_pattern_add_color_stop_rgb (sky, 0, 0.55, 0.78, 0.92);
  cairo_pattern_add_color_stop_rgb (sky, 1, 0.98, 0.88, 0.66);
  cairo_set_source (cr, sky);
  cairo_paint (cr);
  cairo_pattern_destroy (sky);

  set_rgb (cr, gold);
  cairo_arc (cr, x + width * 0.8, y + height * 0.22, height * 0.1, 0, 2 * G_PI);
  cairo_fill (cr);
  /* The ground, then houses with flat roofs. */
  set_rgb (cr, shade (color, -0.2));
  cairo_rectangle (cr, x, base, width, y + height - base);
  cairo_fill (cr);
  for (int i = 0; i < 4; i++)
    {
      double hx = x + width * (0.12 + i * 0.2), hw = width * 0.14;
      double hh = height * (0.18 + 0.06 * (i % 2));

      set_rgb (cr, shade (color, 0.35));
      cairo_rectangle (cr, hx, base - hh, hw, hh);
      cairo_fill (cr);
      set_rgb (cr, ink);
      cairo_rectangle (cr, hx + hw * 0.38, base - hh * 0.45, hw * 0.24, hh * 0.45);
      cairo_fill (cr);
    }

  layout = new_fitted_layout (context, _("No art"), DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, 24,
                              12, width * 0.4, 40, 1);
  show_centered (cr, layout, x + width / 2, y + height * 0.9, parchment);
  cairo_restore (cr);
}

static void
draw_art (DriveInCardRenderer *renderer,
          cairo_t          *cr,
          PangoContext     *context,
          DriveInCard         *card,
          Rgb               color)
{
  double x = PANEL_X + 6, y = ART_Y + 6, width = PANEL_W - 12, height = ART_H - 12;

  cairo_rectangle (cr, PANEL_X, ART_Y, PANEL_W, ART_H);
  set_rgb (cr, ink);
  cairo_fill (cr);

  if (!drive_in_card_renderer_paint_art (renderer, cr, drive_in_card_get_art (card), x, y, width,
                                     height))
    draw_art_placeholder (cr, context, color, x, y, width, height);
}

static void
draw_type_bar (cairo_t      *cr,
               PangoContext *context,
               DriveInCard     *card,
               Rgb           color)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  const char *printed = drive_in_card_get_kind_label (card);
  g_autofree char *text = g_utf8_strup (printed != NULL ? printed
                                                       : drive_in_game_info_card_kind_label (card),
                                        -1);
  gboolean wild = is_kind (card, "wild");
  double width, height;

  cairo_rectangle (cr, PANEL_X, BAR_Y, PANEL_W, BAR_H);
  if (wild)
    fill_rainbow (cr, PANEL_X, PANEL_W, 0.3);
  else
    {
      set_rgb (cr, shade (color, -0.45));
      cairo_fill (cr);
    }

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 26);
  layout = drive_in_render_layout_new (context, text, desc, -1, PANGO_ALIGN_LEFT);
  {
    PangoAttrList *attributes = pango_attr_list_new ();

    pango_attr_list_insert (attributes, pango_attr_letter_spacing_new (4 * PANGO_SCALE));
    pango_layout_set_attributes (layout, attributes);
    pango_attr_list_unref (attributes);
  }
  drive_in_render_fit_layout (layout, 26, 12, PANEL_W - 40, BAR_H - 10, 1);
  drive_in_render_layout_get_size (layout, &width, &height);
  set_rgb (cr, wild ? ink : parchment);
  drive_in_render_show_layout (cr, layout, FACE_W / 2 - width / 2, BAR_Y + (BAR_H - height) / 2);
}

/* The dice needed: one die per symbol, in a row under the type bar. */
static void
draw_cost (cairo_t      *cr,
           PangoContext *context,
           const char  **dice,
           guint         n_dice)
{
  double size = DIE_SIZE, gap = DIE_GAP;
  double row;

  /* A long cost shrinks its dice to stay inside the card. */
  if (n_dice * (size + gap) > PANEL_W - 40)
    {
      size = (PANEL_W - 40) / n_dice - gap;
    }
  row = n_dice * size + (n_dice - 1) * gap;
  for (guint i = 0; i < n_dice; i++)
    groo_card_face_draw_die (cr, context, dice[i], FALSE,
                             FACE_W / 2 - row / 2 + size / 2 + i * (size + gap), DICE_Y, size);
}

/* The effect and the flavour text: both shrink together until they fit. */
static void
draw_text_box (cairo_t      *cr,
               PangoContext *context,
               DriveInCard     *card,
               double        top,
               double        bottom)
{
  DriveInRenderTextBox box = {
    PANEL_X, top, PANEL_W, bottom - top, 12, 0, 18, TRUE,
    { parchment.r, parchment.g, parchment.b }, { ink.r, ink.g, ink.b },
    { ink.r, ink.g, ink.b }, { 0.30, 0.25, 0.20 },
  };

  drive_in_render_text_box (cr, context, drive_in_card_get_abilities (card),
                        drive_in_card_get_quote (card), &box);
}

static void
skull_path (cairo_t *cr,
            double   cx,
            double   cy,
            double   size)
{
  double r = size * 0.42;

  cairo_new_path (cr);
  cairo_arc (cr, cx, cy - size * 0.06, r, G_PI * 0.8, G_PI * 2.2);
  cairo_line_to (cr, cx + r * 0.62, cy + size * 0.44);
  cairo_line_to (cr, cx - r * 0.62, cy + size * 0.44);
  cairo_close_path (cr);
}

/* A Troop's strengths: attack in a skull, defense in a shield (003's card anatomy). */
static void
draw_strengths (cairo_t      *cr,
                PangoContext *context,
                int           attack,
                int           defense)
{
  g_autoptr(PangoLayout) attack_layout = NULL;
  g_autoptr(PangoLayout) defense_layout = NULL;
  g_autofree char *attack_text = g_strdup_printf ("%d", attack);
  g_autofree char *defense_text = g_strdup_printf ("%d", defense);
  double top = FIGHT_Y - FIGHT_SIZE / 2;

  cairo_save (cr);
  cairo_translate (cr, 4, 5);
  skull_path (cr, SKULL_X, FIGHT_Y, FIGHT_SIZE);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
  cairo_fill (cr);
  drive_in_render_shield_path (cr, SHIELD_X, top, FIGHT_SIZE * 0.9, FIGHT_SIZE);
  cairo_fill (cr);
  cairo_restore (cr);

  skull_path (cr, SKULL_X, FIGHT_Y, FIGHT_SIZE);
  set_rgb (cr, bone);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);
  drive_in_render_shield_path (cr, SHIELD_X, top, FIGHT_SIZE * 0.9, FIGHT_SIZE);
  set_rgb (cr, steel);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_stroke (cr);

  /* Eye sockets over the number, so the skull reads as one. */
  set_rgb (cr, ink);
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_arc (cr, SKULL_X + side * FIGHT_SIZE * 0.17, FIGHT_Y - FIGHT_SIZE * 0.16,
                 FIGHT_SIZE * 0.08, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  attack_layout = new_fitted_layout (context, attack_text, DRIVE_IN_RENDER_FONT_DISPLAY,
                                     PANGO_WEIGHT_HEAVY, 44, 20, FIGHT_SIZE * 0.5,
                                     FIGHT_SIZE * 0.42, 1);
  show_centered (cr, attack_layout, SKULL_X, FIGHT_Y + 18, ink);
  defense_layout = new_fitted_layout (context, defense_text, DRIVE_IN_RENDER_FONT_DISPLAY,
                                      PANGO_WEIGHT_HEAVY, 50, 24, FIGHT_SIZE * 0.6,
                                      FIGHT_SIZE * 0.5, 1);
  show_centered (cr, defense_layout, SHIELD_X, FIGHT_Y + 2, ink);
}

static void
draw_footer (cairo_t      *cr,
             PangoContext *context,
             DriveInCard     *card,
             Rgb           color)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = g_strdup_printf ("%s · %s", drive_in_card_get_number (card),
                                           drive_in_game_info_get_label (
                                             drive_in_game_info_lookup (GROO_GAME_ID)));

  layout = new_fitted_layout (context, text, DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL, 18, 10,
                              340, 26, 1);
  show_centered (cr, layout, FACE_W / 2, BOX_BOTTOM + 30,
                 is_kind (card, "building") ? ink : shade (color, 0.7));
}

static void
draw_edge (cairo_t *cr)
{
  cairo_set_source_rgba (cr, 0, 0, 0, 0.85);
  cairo_set_line_width (cr, 3);
  drive_in_render_rounded_rectangle (cr, 1.5, 1.5, FACE_W - 3, FACE_H - 3, CORNER - 1.5);
  cairo_stroke (cr);
}

/* --- the face ----------------------------------------------------------------------------- */

static void
draw (DriveInCardRenderer *renderer,
      DriveInCard         *card,
      cairo_t          *cr,
      PangoContext     *context)
{
  Rgb color = card_color (card);
  gboolean building = is_kind (card, "building") && drive_in_card_has_attribute (card, "vp");
  gboolean troop = is_kind (card, "troop");
  const char *dice[16];
  guint n_dice = list_cost_dice (card, dice, G_N_ELEMENTS (dice));

  draw_frame (cr, card, color);
  draw_art (renderer, cr, context, card, color);
  draw_banner (cr, context, drive_in_card_get_name (card), building);
  if (building)
    draw_vp (cr, context, drive_in_card_get_attribute_int (card, "vp", 0));
  draw_type_bar (cr, context, card, color);
  if (n_dice > 0)
    draw_cost (cr, context, dice, n_dice);
  /* A Troop's skull and shield stand below its text, at the foot. */
  draw_text_box (cr, context, card, n_dice > 0 ? BOX_TOP_WITH_DICE : BOX_TOP_NO_DICE,
                 troop ? FIGHT_Y - FIGHT_SIZE / 2 - 8 : BOX_BOTTOM);
  draw_footer (cr, context, card, color);
  if (troop)
    draw_strengths (cr, context, drive_in_card_get_attribute_int (card, "attack", 0),
                    drive_in_card_get_attribute_int (card, "defense", 0));
  draw_edge (cr);
}

/* "1 Kopin, 2 Labor · Attack 2 · Defense 1": the dice in words, a Troop's strengths. */
static char *
dup_notes (DriveInCard *card)
{
  g_autoptr(GString) notes = g_string_new (NULL);
  int n;

  for (guint i = 0; i < G_N_ELEMENTS (cost_attributes); i++)
    {
      n = count_dice (card, i);
      if (n == 0)
        continue;
      if (notes->len > 0)
        g_string_append (notes, ", ");
      switch (i)
        {
        case 0:
          /* TRANSLATORS: dice a Groo card costs, "2 Kopins" */
          g_string_append_printf (notes, g_dngettext (GETTEXT_PACKAGE, "%d Kopin", "%d Kopins",
                                                      n), n);
          break;
        case 1:
          /* TRANSLATORS: dice a Groo card costs, "1 Supply" */
          g_string_append_printf (notes, g_dngettext (GETTEXT_PACKAGE, "%d Supply",
                                                      "%d Supplies", n), n);
          break;
        case 2:
          /* TRANSLATORS: dice a Groo card costs, "2 Labor" */
          g_string_append_printf (notes, g_dngettext (GETTEXT_PACKAGE, "%d Labor", "%d Labor",
                                                      n), n);
          break;
        default:
          /* TRANSLATORS: dice a Groo card costs, "1 Groo Head" */
          g_string_append_printf (notes, g_dngettext (GETTEXT_PACKAGE, "%d Groo Head",
                                                      "%d Groo Heads", n), n);
          break;
        }
    }
  if (notes->len == 0 && is_kind (card, "groo-effect"))
    g_string_append_printf (notes, g_dngettext (GETTEXT_PACKAGE, "%d Groo Head",
                                                "%d Groo Heads", 1), 1);
  if (is_kind (card, "troop"))
    {
      if (notes->len > 0)
        g_string_append (notes, " · ");
      /* TRANSLATORS: a Groo Troop's strengths, "Attack 2 · Defense 1" */
      g_string_append_printf (notes, _("Attack %d · Defense %d"),
                              drive_in_card_get_attribute_int (card, "attack", 0),
                              drive_in_card_get_attribute_int (card, "defense", 0));
    }
  return notes->len > 0 ? g_string_free (g_steal_pointer (&notes), FALSE) : NULL;
}

const DriveInCardFace groo_card_face = {
  .game = GROO_GAME_ID,
  .draw = draw,
  .get_kind_color = get_kind_color,
  .cost_label = N_("Dice"),
  .get_cost = get_cost,
  .stat_attribute = "vp",
  /* TRANSLATORS: victory points of a Groo Building, as a column or a figure's name */
  .stat_label = N_("VP"),
  .dup_notes = dup_notes,
};
