/* gruff-card-face.c: Gruff cards drawn in their own frame. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "drive-in-card-renderer-private.h"
#include "drive-in-game-info.h"
#include "drive-in-render-text.h"
#include "gruff-card-face.h"
#include "gruff-deck-rules.h"
#include "gruff-game-id.h"

#define FACE_W DRIVE_IN_CARD_FACE_WIDTH
#define FACE_H DRIVE_IN_CARD_FACE_HEIGHT
#define CORNER 30.0

#define PANEL_X 36.0
#define PANEL_W (FACE_W - 2 * PANEL_X)

#define BANNER_Y 30.0
#define BANNER_H 82.0
#define COST_X   84.0
#define COST_Y   72.0
#define COST_R   52.0

#define ART_Y    124.0
#define ART_H    322.0

#define BAR_Y    456.0
#define BAR_H    52.0

/* The stat band of gruffs and shepherds; ability cards' text box starts there instead. */
#define STATS_Y  516.0
#define STATS_H  80.0

#define BOX_END  800.0

typedef struct
{
  double r, g, b;
} Rgb;

typedef struct
{
  const char *kind;
  Rgb         color;
} KindColor;

/* Shepherds in dusk violet, gruffs in pasture green, ability cards in barn red. */
static const KindColor kind_colors[] = {
  { "shepherd", { 0.345, 0.227, 0.431 } },
  { "gruff", { 0.333, 0.463, 0.216 } },
  { "ability", { 0.569, 0.239, 0.173 } },
};

static const Rgb unknown_color = { 0.45, 0.45, 0.47 };
static const Rgb parchment = { 0.969, 0.949, 0.878 };
static const Rgb ink = { 0.094, 0.086, 0.078 };
static const Rgb crazy_purple = { 0.486, 0.216, 0.643 };
static const Rgb bone = { 0.925, 0.890, 0.800 };
/* 004's stat colours and the ability marks: a red check, a blue hourglass, green cells. */
static const Rgb mean_red = { 0.784, 0.259, 0.227 };
static const Rgb weird_purple = { 0.557, 0.306, 0.722 };
static const Rgb fat_green = { 0.247, 0.604, 0.290 };
static const Rgb condition_blue = { 0.227, 0.471, 0.784 };

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

static void
draw_frame (cairo_t *cr,
            Rgb      color)
{
  drive_in_render_rounded_rectangle (cr, 0, 0, FACE_W, FACE_H, CORNER);
  cairo_clip (cr);
  set_rgb (cr, color);
  cairo_paint (cr);

  /* Hay-bale stripes across the panels' backdrop (the side bands stay flat). */
  cairo_save (cr);
  cairo_rectangle (cr, PANEL_X, 0, PANEL_W, FACE_H);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.06);
  for (double y = -FACE_W; y < FACE_H; y += 48)
    {
      cairo_move_to (cr, 0, y);
      cairo_line_to (cr, FACE_W, y + FACE_W * 0.5);
      cairo_line_to (cr, FACE_W, y + FACE_W * 0.5 + 18);
      cairo_line_to (cr, 0, y + 18);
      cairo_close_path (cr);
    }
  cairo_fill (cr);
  cairo_restore (cr);

  set_rgb (cr, shade (color, -0.45));
  cairo_set_line_width (cr, 6);
  drive_in_render_rounded_rectangle (cr, 6, 6, FACE_W - 12, FACE_H - 12, CORNER - 6);
  cairo_stroke (cr);
}

static void
draw_banner (cairo_t      *cr,
             PangoContext *context,
             const char   *name,
             gboolean      has_cost)
{
  g_autoptr(PangoLayout) layout = NULL;
  double left = has_cost ? COST_X + COST_R + 8 : PANEL_X + 20;
  double right = PANEL_X + PANEL_W - 20;

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

/* An Ultimate's horns: two curved points over the cost disc. */
static void
draw_horns (cairo_t *cr)
{
  for (int side = -1; side <= 1; side += 2)
    {
      double base = COST_X + side * COST_R * 0.55;

      cairo_move_to (cr, base - side * 18, COST_Y - COST_R * 0.7);
      cairo_curve_to (cr, base + side * 10, COST_Y - COST_R * 1.4, base + side * 40,
                      COST_Y - COST_R * 1.3, base + side * 48, COST_Y - COST_R * 1.05);
      cairo_curve_to (cr, base + side * 26, COST_Y - COST_R * 1.05, base + side * 16,
                      COST_Y - COST_R * 0.8, base + side * 14, COST_Y - COST_R * 0.4);
      cairo_close_path (cr);
    }
  set_rgb (cr, bone);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
}

/* The Crazy cost: a purple disc at the banner's left end, horned for an Ultimate. */
static void
draw_cost (cairo_t      *cr,
           PangoContext *context,
           int           cost,
           gboolean      ultimate)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = g_strdup_printf ("%d", cost);

  if (ultimate)
    draw_horns (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
  cairo_arc (cr, COST_X + 4, COST_Y + 5, COST_R, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_arc (cr, COST_X, COST_Y, COST_R, 0, 2 * G_PI);
  set_rgb (cr, crazy_purple);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, 5);
  cairo_stroke (cr);

  layout = new_fitted_layout (context, text, DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_HEAVY, 62,
                              30, COST_R * 1.5, COST_R * 1.4, 1);
  show_centered (cr, layout, COST_X, COST_Y, (Rgb) { 1, 1, 1 });
}

/* Where a card has no art: a hill and a goat's horned head in the card's colour. */
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
  double cx = x + width / 2, cy = y + height * 0.5;

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  set_rgb (cr, shade (color, 0.55));
  cairo_paint (cr);
  set_rgb (cr, shade (color, -0.2));
  cairo_move_to (cr, x, y + height);
  cairo_curve_to (cr, x + width * 0.3, y + height * 0.55, x + width * 0.7, y + height * 0.6,
                  x + width, y + height * 0.8);
  cairo_line_to (cr, x + width, y + height);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_rgb (cr, ink);
  cairo_arc (cr, cx, cy, height * 0.16, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_line_width (cr, 10);
  cairo_move_to (cr, cx - 30, cy - 40);
  cairo_curve_to (cr, cx - 70, cy - 110, cx - 120, cy - 60, cx - 110, cy - 20);
  cairo_move_to (cr, cx + 30, cy - 40);
  cairo_curve_to (cr, cx + 70, cy - 110, cx + 120, cy - 60, cx + 110, cy - 20);
  cairo_stroke (cr);
  layout = new_fitted_layout (context, _("No art"), DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, 24,
                              12, width * 0.36, 40, 1);
  show_centered (cr, layout, cx, y + height * 0.88, parchment);
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

  drive_in_render_rounded_rectangle (cr, PANEL_X, ART_Y, PANEL_W, ART_H, 10);
  set_rgb (cr, ink);
  cairo_fill (cr);
  if (!drive_in_card_renderer_paint_art (renderer, cr, drive_in_card_get_art (card), x, y, width,
                                     height))
    draw_art_placeholder (cr, context, color, x, y, width, height);
}

/* An ability card's mark: a check (Action), an hourglass (Condition), cells (Mutation). */
static void
draw_ability_mark (cairo_t    *cr,
                   const char *ability,
                   double      cx,
                   double      cy)
{
  double r = 20;

  cairo_arc (cr, cx, cy, r + 4, 0, 2 * G_PI);
  set_rgb (cr, parchment);
  cairo_fill (cr);
  cairo_set_line_width (cr, 6);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  if (g_strcmp0 (ability, "action") == 0)
    {
      set_rgb (cr, mean_red);
      cairo_move_to (cr, cx - 12, cy);
      cairo_line_to (cr, cx - 3, cy + 10);
      cairo_line_to (cr, cx + 13, cy - 12);
      cairo_stroke (cr);
    }
  else if (g_strcmp0 (ability, "condition") == 0)
    {
      set_rgb (cr, condition_blue);
      cairo_move_to (cr, cx - 11, cy - 13);
      cairo_line_to (cr, cx + 11, cy - 13);
      cairo_line_to (cr, cx - 11, cy + 13);
      cairo_line_to (cr, cx + 11, cy + 13);
      cairo_close_path (cr);
      cairo_stroke (cr);
    }
  else if (g_strcmp0 (ability, "mutation") == 0)
    {
      set_rgb (cr, fat_green);
      cairo_arc (cr, cx - 6, cy - 5, 7, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, cx + 8, cy - 2, 6, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, cx - 1, cy + 9, 6, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
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
  const char *owner = gruff_card_get_owner_gruff (card);
  const char *ability = drive_in_card_get_attribute_text (card, "ability");
  g_autofree char *kind = g_utf8_strup (printed != NULL ? printed
                                                       : drive_in_game_info_card_kind_label (card),
                                        -1);
  g_autofree char *text = NULL;
  double height;

  drive_in_render_rounded_rectangle (cr, PANEL_X, BAR_Y, PANEL_W, BAR_H, 10);
  set_rgb (cr, shade (color, -0.5));
  cairo_fill (cr);

  /* An ability card names the gruff it belongs to: "CONDITION · Bramblehorn". */
  text = owner != NULL ? g_strdup_printf ("%s · %s", kind, owner) : g_strdup (kind);
  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 24);
  layout = drive_in_render_layout_new (context, text, desc, -1, PANGO_ALIGN_LEFT);
  drive_in_render_fit_layout (layout, 24, 12, PANEL_W - 100, BAR_H - 10, 1);
  drive_in_render_layout_get_size (layout, NULL, &height);
  set_rgb (cr, parchment);
  drive_in_render_show_layout (cr, layout, PANEL_X + 20, BAR_Y + (BAR_H - height) / 2);
  if (ability != NULL)
    draw_ability_mark (cr, ability, PANEL_X + PANEL_W - 36, BAR_Y + BAR_H / 2);
}

/* A stat as a slider: its name, a groove of ten notches filled up to the value, the value. */
static void
draw_gauge (cairo_t      *cr,
            PangoContext *context,
            const char   *label,
            int           value,
            int           maximum,
            Rgb           color,
            double        x,
            double        y,
            double        width,
            int           mark)
{
  g_autoptr(PangoLayout) name = NULL;
  g_autoptr(PangoLayout) number = NULL;
  g_autofree char *text = g_strdup_printf ("%d", value);
  double groove_x = x + 130, groove_w = width - 130 - 56, h = 18;
  double fill = maximum > 0 ? CLAMP ((double) value / maximum, 0, 1) : 0;

  name = new_fitted_layout (context, label, DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, 22, 11,
                            120, h + 8, 1);
  show_centered (cr, name, x + 60, y + h / 2, ink);

  drive_in_render_rounded_rectangle (cr, groove_x, y, groove_w, h, h / 2);
  set_rgb (cr, shade (color, 0.7));
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, 2);
  cairo_stroke (cr);
  if (fill > 0)
    {
      drive_in_render_rounded_rectangle (cr, groove_x, y, MAX (groove_w * fill, h), h, h / 2);
      set_rgb (cr, color);
      cairo_fill (cr);
    }
  /* A shepherd's Threshold: the white line on the Life bar. */
  if (mark > 0 && maximum > 0)
    {
      double mx = groove_x + groove_w * CLAMP ((double) mark / maximum, 0, 1);

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_rectangle (cr, mx - 3, y - 6, 6, h + 12);
      cairo_fill_preserve (cr);
      set_rgb (cr, ink);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }
  number = new_fitted_layout (context, text, DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_HEAVY, 30,
                              16, 50, h + 14, 1);
  show_centered (cr, number, x + width - 26, y + h / 2, ink);
}

static void
draw_stats (cairo_t      *cr,
            PangoContext *context,
            DriveInCard     *card)
{
  double x = PANEL_X + 14, width = PANEL_W - 28;

  drive_in_render_rounded_rectangle (cr, PANEL_X, STATS_Y, PANEL_W, STATS_H, 10);
  set_rgb (cr, parchment);
  cairo_fill_preserve (cr);
  set_rgb (cr, ink);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);

  if (gruff_card_is_gruff (card))
    {
      /* Three short gauges side by side would crowd: Mean and Weird, then Fat. */
      double half = width / 2;

      draw_gauge (cr, context, _("Mean"), drive_in_card_get_attribute_int (card, "mean", 0), 10,
                  mean_red, x, STATS_Y + 12, half - 8, 0);
      draw_gauge (cr, context, _("Weird"), drive_in_card_get_attribute_int (card, "weird", 0), 10,
                  weird_purple, x + half + 8, STATS_Y + 12, half - 8, 0);
      draw_gauge (cr, context, _("Fat"), drive_in_card_get_attribute_int (card, "fat", 0), 10,
                  fat_green, x, STATS_Y + 46, half - 8, 0);
    }
  else
    {
      int life = drive_in_card_get_attribute_int (card, "life", 0);
      g_autoptr(PangoLayout) facts = NULL;
      g_autofree char *text =
        /* Translators: a shepherd's printed values beside its Life bar. */
        g_strdup_printf (_("Crazy %d · Breaking Point %d"),
                         drive_in_card_get_attribute_int (card, "crazy", 0),
                         gruff_card_get_breaking_point (card));

      draw_gauge (cr, context, _("Life"), life, life, mean_red, x, STATS_Y + 12, width,
                  drive_in_card_get_attribute_int (card, "threshold", 0));
      facts = new_fitted_layout (context, text, DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, 22, 11,
                                 width, 28, 1);
      show_centered (cr, facts, x + width / 2, STATS_Y + 56, crazy_purple);
    }
}

/* The effect and the flavour text, shrinking together until they fit. */
static void
draw_text_box (cairo_t      *cr,
               PangoContext *context,
               DriveInCard     *card,
               double        top)
{
  DriveInRenderTextBox box = {
    PANEL_X, top, PANEL_W, BOX_END - top, 10, 0, 18, FALSE,
    { parchment.r, parchment.g, parchment.b }, { ink.r, ink.g, ink.b },
    { ink.r, ink.g, ink.b }, { 0.32, 0.27, 0.20 },
  };

  drive_in_render_text_box (cr, context, drive_in_card_get_abilities (card),
                        drive_in_card_get_quote (card), &box);
}

static void
draw_footer (cairo_t      *cr,
             PangoContext *context,
             DriveInCard     *card,
             Rgb           color)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = g_strdup_printf ("%s · %s", drive_in_card_get_number (card),
                                           drive_in_game_info_get_label (
                                             drive_in_game_info_lookup (GRUFF_GAME_ID)));

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL,
                               18);
  layout = drive_in_render_layout_new (context, text, desc, -1, PANGO_ALIGN_LEFT);
  drive_in_render_fit_layout (layout, 18, 10, 380, 28, 1);
  set_rgb (cr, shade (color, 0.65));
  drive_in_render_show_layout (cr, layout, PANEL_X + 16, BOX_END + 22);
}

static void
draw (DriveInCardRenderer *renderer,
      DriveInCard         *card,
      cairo_t          *cr,
      PangoContext     *context)
{
  Rgb color = unknown_color;
  gboolean ability = gruff_card_is_ability (card);
  gboolean has_cost = ability && drive_in_card_has_attribute (card, "cost");
  gboolean has_stats = gruff_card_is_gruff (card) || gruff_card_is_shepherd (card);

  get_kind_color (drive_in_card_get_kind (card), &color.r, &color.g, &color.b);
  draw_frame (cr, color);
  draw_art (renderer, cr, context, card, color);
  draw_banner (cr, context, drive_in_card_get_name (card), has_cost);
  if (has_cost)
    draw_cost (cr, context, drive_in_card_get_attribute_int (card, "cost", 0),
               gruff_card_is_ultimate (card));
  draw_type_bar (cr, context, card, color);
  if (has_stats)
    draw_stats (cr, context, card);
  draw_text_box (cr, context, card, has_stats ? STATS_Y + STATS_H + 8 : STATS_Y);
  draw_footer (cr, context, card, color);

  cairo_set_source_rgba (cr, 0, 0, 0, 0.85);
  cairo_set_line_width (cr, 3);
  drive_in_render_rounded_rectangle (cr, 1.5, 1.5, FACE_W - 3, FACE_H - 3, CORNER - 1.5);
  cairo_stroke (cr);
}

static char *
dup_notes (DriveInCard *card)
{
  if (gruff_card_is_gruff (card))
    /* Translators: a gruff's printed stats: "Mean 4 · Weird 1 · Fat 2". */
    return g_strdup_printf (_("Mean %d · Weird %d · Fat %d"),
                            drive_in_card_get_attribute_int (card, "mean", 0),
                            drive_in_card_get_attribute_int (card, "weird", 0),
                            drive_in_card_get_attribute_int (card, "fat", 0));
  if (gruff_card_is_shepherd (card))
    /* Translators: a shepherd's printed values. */
    return g_strdup_printf (_("Life %d · Threshold %d · Crazy %d · Breaking Point %d"),
                            drive_in_card_get_attribute_int (card, "life", 0),
                            drive_in_card_get_attribute_int (card, "threshold", 0),
                            drive_in_card_get_attribute_int (card, "crazy", 0),
                            gruff_card_get_breaking_point (card));
  /* An ability card: whose it is, and the Ultimate mark. */
  if (gruff_card_is_ultimate (card))
    return gruff_card_get_owner_gruff (card) != NULL
           ? g_strdup_printf ("%s · %s", gruff_card_get_owner_gruff (card), _("Ultimate"))
           : g_strdup (_("Ultimate"));
  return g_strdup (gruff_card_get_owner_gruff (card));
}

const DriveInCardFace gruff_card_face = {
  .game = GRUFF_GAME_ID,
  .draw = draw,
  .get_kind_color = get_kind_color,
  .cost_attribute = "cost",
  .cost_label = N_("Cost"),
  .dup_notes = dup_notes,
};
