/* grotto-card-face.c: Grotto Beasts! cards drawn in their own frame. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "drive-in-card-renderer-private.h"
#include "drive-in-game-info.h"
#include "drive-in-render-text.h"
#include "grotto-card-face.h"
#include "grotto-deck-rules.h"
#include "grotto-game-id.h"

#define FACE_W DRIVE_IN_CARD_FACE_WIDTH
#define FACE_H DRIVE_IN_CARD_FACE_HEIGHT
#define CORNER 30.0

/* The panels, left to right the same: the frame shows 36 units on each side. */
#define PANEL_X 36.0
#define PANEL_W (FACE_W - 2 * PANEL_X)

#define BANNER_Y 30.0
#define BANNER_H 82.0
#define ORB_X    84.0
#define ORB_Y    72.0
#define ORB_R    54.0

#define ART_Y    124.0
#define ART_H    370.0

#define BAR_Y    504.0
#define BAR_H    58.0
#define EPIC_X   552.0
#define EPIC_Y   533.0

#define BOX_Y    574.0
#define BOX_H    216.0

#define SHIELD_X 540.0
#define SHIELD_Y 782.0
#define SHIELD_W 96.0
#define SHIELD_H 90.0

typedef struct
{
  double r, g, b;
} Rgb;

typedef struct
{
  const char *kind;
  Rgb         color;
} KindColor;

/* One colour per kind: Beasts of the woods, Grottos of stone, Wishes of dusk, Challengers of
 * the arena. */
static const KindColor kind_colors[] = {
  { "beast", { 0.161, 0.502, 0.302 } },
  { "grotto", { 0.502, 0.361, 0.220 } },
  { "wish", { 0.443, 0.263, 0.643 } },
  { "challenger", { 0.663, 0.133, 0.169 } },
};

static const Rgb unknown_color = { 0.45, 0.45, 0.47 };
static const Rgb parchment = { 0.965, 0.937, 0.851 };
static const Rgb night = { 0.078, 0.071, 0.090 };
static const Rgb gold = { 0.961, 0.757, 0.200 };
static const Rgb crystal = { 0.137, 0.553, 0.769 };
static const Rgb shield_white = { 0.945, 0.945, 0.925 };

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

static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           double       cx,
           double       cy,
           Rgb          color)
{
  set_rgb (cr, color);
  drive_in_render_show_layout_centered (cr, layout, cx, cy);
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

/* --- parts -------------------------------------------------------------------------------- */

static void
draw_frame (cairo_t *cr,
            Rgb      color)
{
  /* The card's shape; everything after is clipped to it. */
  drive_in_render_rounded_rectangle (cr, 0, 0, FACE_W, FACE_H, CORNER);
  cairo_clip (cr);
  set_rgb (cr, color);
  cairo_paint (cr);

  /* Cave light from the top, behind the banner and the art (the side bands stay flat). */
  cairo_save (cr);
  cairo_rectangle (cr, PANEL_X, 0, PANEL_W, BOX_Y);
  cairo_clip (cr);
  for (int i = 0; i < 5; i++)
    {
      cairo_set_source_rgba (cr, 1, 1, 1, 0.05);
      cairo_arc (cr, FACE_W / 2, -40, 180 + i * 90, 0, G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);

  set_rgb (cr, shade (color, -0.4));
  cairo_set_line_width (cr, 6);
  drive_in_render_rounded_rectangle (cr, 6, 6, FACE_W - 12, FACE_H - 12, CORNER - 6);
  cairo_stroke (cr);
}

static void
draw_banner (cairo_t      *cr,
             PangoContext *context,
             const char   *name,
             gboolean      has_badge)
{
  g_autoptr(PangoLayout) layout = NULL;
  double left = has_badge ? ORB_X + ORB_R + 8 : PANEL_X + 20;
  double right = PANEL_X + PANEL_W - 20;

  drive_in_render_rounded_rectangle (cr, PANEL_X, BANNER_Y, PANEL_W, BANNER_H, 22);
  set_rgb (cr, parchment);
  cairo_fill_preserve (cr);
  set_rgb (cr, night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  layout = new_fitted_layout (context, name, DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_BOLD, 46,
                              20, right - left, BANNER_H - 12, 2);
  show_text (cr, layout, (left + right) / 2, BANNER_Y + BANNER_H / 2, night);
}

/* The summoning cost: a crystal orb over the banner's left end. */
static void
draw_cost_orb (cairo_t      *cr,
               PangoContext *context,
               int           cost)
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = g_strdup_printf ("%d", cost);
  cairo_pattern_t *glow;

  cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
  cairo_arc (cr, ORB_X + 4, ORB_Y + 5, ORB_R, 0, 2 * G_PI);
  cairo_fill (cr);

  glow = cairo_pattern_create_radial (ORB_X - 18, ORB_Y - 20, 4, ORB_X, ORB_Y, ORB_R);
  cairo_pattern_add_color_stop_rgb (glow, 0, 0.80, 0.95, 1.0);
  cairo_pattern_add_color_stop_rgb (glow, 0.45, crystal.r, crystal.g, crystal.b);
  cairo_pattern_add_color_stop_rgb (glow, 1, crystal.r, crystal.g, crystal.b);
  cairo_set_source (cr, glow);
  cairo_arc (cr, ORB_X, ORB_Y, ORB_R, 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (glow);
  set_rgb (cr, night);
  cairo_set_line_width (cr, 5);
  cairo_stroke (cr);

  layout = new_fitted_layout (context, text, DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_HEAVY, 64,
                              30, ORB_R * 1.5, ORB_R * 1.4, 1);
  set_rgb (cr, night);
  drive_in_render_show_layout_centered (cr, layout, ORB_X + 2.5, ORB_Y + 2.5);
  show_text (cr, layout, ORB_X, ORB_Y, (Rgb) { 1, 1, 1 });
}

static void
star_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   outer,
           double   inner,
           int      points)
{
  cairo_new_sub_path (cr);
  for (int i = 0; i < 2 * points; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / points;
      double radius = i % 2 == 0 ? outer : inner;

      cairo_line_to (cr, cx + radius * cos (angle), cy + radius * sin (angle));
    }
  cairo_close_path (cr);
}

/* A Challenger's Goal: a gold medallion where other cards have their cost. */
static void
draw_goal_badge (cairo_t      *cr,
                 PangoContext *context,
                 int           goal)
{
  g_autoptr(PangoLayout) number = NULL;
  g_autoptr(PangoLayout) label = NULL;
  g_autofree char *text = g_strdup_printf ("%d", goal);
  g_autofree char *label_text = g_utf8_strup (_("Goal"), -1);

  cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
  star_path (cr, ORB_X + 4, ORB_Y + 5, ORB_R + 4, ORB_R - 6, 12);
  cairo_fill (cr);
  set_rgb (cr, gold);
  star_path (cr, ORB_X, ORB_Y, ORB_R + 4, ORB_R - 6, 12);
  cairo_fill_preserve (cr);
  set_rgb (cr, night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  number = new_fitted_layout (context, text, DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_HEAVY, 52,
                              26, ORB_R * 1.3, ORB_R, 1);
  show_text (cr, number, ORB_X, ORB_Y - 8, night);
  label = new_fitted_layout (context, label_text, DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, 14,
                             8, ORB_R * 1.3, 18, 1);
  show_text (cr, label, ORB_X, ORB_Y + 28, night);
}

/* Where a card has no art: a cave mouth in the card's colour. */
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
  cairo_pattern_t *dusk;
  double cx = x + width / 2, base = y + height;

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  dusk = cairo_pattern_create_linear (0, y, 0, base);
  cairo_pattern_add_color_stop_rgb (dusk, 0, 0.12, 0.12, 0.16);
  cairo_pattern_add_color_stop_rgb (dusk, 1, color.r * 0.5, color.g * 0.5, color.b * 0.5);
  cairo_set_source (cr, dusk);
  cairo_paint (cr);
  cairo_pattern_destroy (dusk);

  /* Rock, then the dark arch of the grotto. */
  set_rgb (cr, shade (color, -0.25));
  cairo_move_to (cr, x, base);
  cairo_curve_to (cr, x + width * 0.1, y + height * 0.2, x + width * 0.9, y + height * 0.2,
                  x + width, base);
  cairo_close_path (cr);
  cairo_fill (cr);
  set_rgb (cr, night);
  cairo_move_to (cr, cx - width * 0.2, base);
  cairo_curve_to (cr, cx - width * 0.2, y + height * 0.35, cx + width * 0.2,
                  y + height * 0.35, cx + width * 0.2, base);
  cairo_close_path (cr);
  cairo_fill (cr);

  layout = new_fitted_layout (context, _("No art"), DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, 24,
                              12, width * 0.36, 40, 1);
  show_text (cr, layout, cx, base - height * 0.2, shade (color, 0.6));
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

  drive_in_render_rounded_rectangle (cr, PANEL_X, ART_Y, PANEL_W, ART_H, 14);
  set_rgb (cr, night);
  cairo_fill (cr);

  if (!drive_in_card_renderer_paint_art (renderer, cr, drive_in_card_get_art (card), x, y, width,
                                     height))
    draw_art_placeholder (cr, context, color, x, y, width, height);
}

/* The Epic mark: a gold star on the type bar, with the word beside it. */
static void
draw_epic_mark (cairo_t      *cr,
                PangoContext *context)
{
  g_autoptr(PangoLayout) label = NULL;
  g_autofree char *text = g_utf8_strup (_("Epic"), -1);

  set_rgb (cr, gold);
  star_path (cr, EPIC_X, EPIC_Y, 34, 14, 5);
  cairo_fill_preserve (cr);
  set_rgb (cr, night);
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);
  /* The middle stays gold whatever the star's outline does. */
  set_rgb (cr, gold);
  cairo_arc (cr, EPIC_X, EPIC_Y + 2, 9, 0, 2 * G_PI);
  cairo_fill (cr);

  label = new_fitted_layout (context, text, DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_HEAVY, 20, 10,
                             80, 28, 1);
  show_text (cr, label, EPIC_X - 82, EPIC_Y, gold);
}

static void
draw_type_bar (cairo_t      *cr,
               PangoContext *context,
               DriveInCard     *card,
               Rgb           color,
               gboolean      epic)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  const char *printed = drive_in_card_get_kind_label (card);
  g_autofree char *text = g_utf8_strup (printed != NULL ? printed
                                                       : drive_in_game_info_card_kind_label (card),
                                        -1);
  double text_width = PANEL_W - 40 - (epic ? 130 : 0);
  double height;

  drive_in_render_rounded_rectangle (cr, PANEL_X, BAR_Y, PANEL_W, BAR_H, 14);
  set_rgb (cr, shade (color, -0.45));
  cairo_fill (cr);

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 24);
  layout = drive_in_render_layout_new (context, text, desc, -1, PANGO_ALIGN_LEFT);
  {
    PangoAttrList *attributes = pango_attr_list_new ();

    pango_attr_list_insert (attributes, pango_attr_letter_spacing_new (3 * PANGO_SCALE));
    pango_layout_set_attributes (layout, attributes);
    pango_attr_list_unref (attributes);
  }
  drive_in_render_fit_layout (layout, 24, 12, text_width, BAR_H - 10, 1);
  drive_in_render_layout_get_size (layout, NULL, &height);
  set_rgb (cr, parchment);
  drive_in_render_show_layout (cr, layout, PANEL_X + 20, BAR_Y + (BAR_H - height) / 2);

  if (epic)
    draw_epic_mark (cr, context);
}

/* The effect, a rule, the flavour text: all shrink together until they fit. */
static void
draw_text_box (cairo_t      *cr,
               PangoContext *context,
               DriveInCard     *card,
               gboolean      leave_corner)
{
  DriveInRenderTextBox box = {
    PANEL_X, BOX_Y, PANEL_W, BOX_H, 16, leave_corner ? 8 : 0, 20, TRUE,
    { parchment.r, parchment.g, parchment.b }, { night.r, night.g, night.b },
    { night.r, night.g, night.b }, { 0.30, 0.25, 0.20 },
  };

  drive_in_render_text_box (cr, context, drive_in_card_get_abilities (card),
                        drive_in_card_get_quote (card), &box);
}

/* Power: a shield at the foot, right, over the text box's corner. */
static void
draw_power_shield (cairo_t      *cr,
                   PangoContext *context,
                   int           power)
{
  g_autoptr(PangoLayout) number = NULL;
  g_autoptr(PangoLayout) label = NULL;
  g_autofree char *text = g_strdup_printf ("%d", power);
  g_autofree char *label_text = g_utf8_strup (_("Power"), -1);

  cairo_save (cr);
  cairo_translate (cr, 4, 5);
  drive_in_render_shield_path (cr, SHIELD_X, SHIELD_Y, SHIELD_W, SHIELD_H);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
  cairo_fill (cr);
  cairo_restore (cr);

  drive_in_render_shield_path (cr, SHIELD_X, SHIELD_Y, SHIELD_W, SHIELD_H);
  set_rgb (cr, shield_white);
  cairo_fill_preserve (cr);
  set_rgb (cr, night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  label = new_fitted_layout (context, label_text, DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, 13,
                             7, SHIELD_W * 0.55, 16, 1);
  show_text (cr, label, SHIELD_X + 6, SHIELD_Y + 14, night);
  number = new_fitted_layout (context, text, DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_HEAVY, 50,
                              24, SHIELD_W * 0.8, SHIELD_H * 0.6, 1);
  show_text (cr, number, SHIELD_X, SHIELD_Y + 48, night);
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
                                             drive_in_game_info_lookup (GROTTO_GAME_ID)));

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL, PANGO_STYLE_NORMAL,
                               18);
  layout = drive_in_render_layout_new (context, text, desc, -1, PANGO_ALIGN_LEFT);
  drive_in_render_fit_layout (layout, 18, 10, 380, 28, 1);
  set_rgb (cr, shade (color, 0.65));
  drive_in_render_show_layout (cr, layout, PANEL_X + 16, BOX_Y + BOX_H + 20);
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
  gboolean challenger = grotto_card_is_challenger (card);
  gboolean has_cost = !challenger && drive_in_card_has_attribute (card, "cost");
  gboolean has_goal = challenger && drive_in_card_has_attribute (card, "goal");
  gboolean has_power = drive_in_card_has_attribute (card, "power");

  draw_frame (cr, color);
  draw_art (renderer, cr, context, card, color);
  draw_banner (cr, context, drive_in_card_get_name (card), has_cost || has_goal);
  if (has_cost)
    draw_cost_orb (cr, context, drive_in_card_get_attribute_int (card, "cost", 0));
  else if (has_goal)
    draw_goal_badge (cr, context, drive_in_card_get_attribute_int (card, "goal", 0));
  draw_type_bar (cr, context, card, color, grotto_card_is_epic (card));
  draw_text_box (cr, context, card, has_power);
  draw_footer (cr, context, card, color);
  if (has_power)
    draw_power_shield (cr, context, drive_in_card_get_attribute_int (card, "power", 0));
  draw_edge (cr);
}

static char *
dup_notes (DriveInCard *card)
{
  g_autoptr(GString) notes = g_string_new (NULL);

  if (grotto_card_is_challenger (card) && drive_in_card_has_attribute (card, "goal"))
    /* TRANSLATORS: a Challenger's Goal, the number of cards to score: "Goal 14" */
    g_string_append_printf (notes, _("Goal %d"), drive_in_card_get_attribute_int (card, "goal", 0));
  if (grotto_card_is_epic (card))
    g_string_append_printf (notes, "%s%s", notes->len > 0 ? " · " : "", _("Epic"));
  return notes->len > 0 ? g_string_free (g_steal_pointer (&notes), FALSE) : NULL;
}

const DriveInCardFace grotto_card_face = {
  .game = GROTTO_GAME_ID,
  .draw = draw,
  .get_kind_color = get_kind_color,
  .cost_attribute = "cost",
  .cost_label = N_("Cost"),
  .stat_attribute = "power",
  .stat_label = N_("Power"),
  .dup_notes = dup_notes,
};
