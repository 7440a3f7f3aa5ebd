/* gros-card-face.c: GROS cards drawn as drive-in posters: a frame in the type's colour, the
 * stat in an explosion badge, popcorn on a ribbon, the Title word upside down at the foot. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-card-renderer-private.h"
#include "drive-in-render-text.h"
#include "gros-card-face.h"
#include "gros-game-id.h"
#include "gros-print-card-list.h"

#define FACE_W DRIVE_IN_CARD_FACE_WIDTH

/* The poster's art window and text box (drive-in-card-renderer-private.h). */
#define ART_X DRIVE_IN_POSTER_ART_X
#define ART_Y DRIVE_IN_POSTER_ART_Y
#define ART_W DRIVE_IN_POSTER_ART_W
#define ART_H DRIVE_IN_POSTER_ART_H
#define BOX_X DRIVE_IN_POSTER_BOX_X
#define BOX_Y DRIVE_IN_POSTER_BOX_Y
#define BOX_W DRIVE_IN_POSTER_BOX_W
#define BOX_H DRIVE_IN_POSTER_BOX_H

/* Poster primaries, one per card type, in GrosCardType order. */
static const DriveInRgb type_colors[GROS_CARD_N_TYPES] = {
  { 0.129, 0.365, 0.741 }, /* character: blue */
  { 0.780, 0.129, 0.149 }, /* creature: red */
  { 0.161, 0.549, 0.239 }, /* location: green */
  { 0.929, 0.471, 0.102 }, /* prop: orange */
  { 0.961, 0.800, 0.122 }, /* special effect: yellow */
  { 0.478, 0.239, 0.631 }, /* plot twist: purple */
  { 0.110, 0.110, 0.122 }, /* roll the credits: black */
};

/* Dark lettering on the yellow and orange frames, light on the others. */
static DriveInRgb
ink_on (DriveInRgb color)
{
  double luminance = 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b;

  return luminance > 0.5 ? drive_in_poster_night : drive_in_poster_cream;
}

static void
draw_stat_badge (cairo_t      *cr,
                 PangoContext *context,
                 DriveInCard  *card)
{
  g_autoptr(PangoFontDescription) number_font = NULL;
  g_autoptr(PangoFontDescription) label_font = NULL;
  g_autoptr(PangoLayout) number = NULL;
  g_autoptr(PangoLayout) label = NULL;
  g_autofree char *text = NULL;
  g_autofree char *stat_label = NULL;
  double cx = 548, cy = 80;

  if (gros_card_is_stat_variable (card))
    text = g_strdup ("*");
  else
    text = g_strdup_printf ("%d", gros_card_get_stat (card));
  stat_label =
    drive_in_poster_uppercase (gros_card_type_get_stat_label (gros_card_get_type (card)));

  /* Explosion badge with a hard shadow. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  drive_in_poster_star_path (cr, cx + 5, cy + 6, 74, 58, 14, 0.1);
  cairo_fill (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_yellow);
  drive_in_poster_star_path (cr, cx, cy, 74, 58, 14, 0.1);
  cairo_fill_preserve (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  number_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_HEAVY,
                                      PANGO_STYLE_NORMAL, 58);
  pango_font_description_set_stretch (number_font, PANGO_STRETCH_CONDENSED);
  number = drive_in_render_layout_new (context, text, number_font, -1, PANGO_ALIGN_CENTER);
  drive_in_render_fit_layout (number, 58, 30, 84, 70, 1);
  drive_in_poster_show_centered (cr, number, cx, cy - 9, drive_in_poster_night, NULL, 0);

  label_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                     PANGO_STYLE_NORMAL, 13);
  label = drive_in_render_layout_new (context, stat_label, label_font, -1, PANGO_ALIGN_CENTER);
  drive_in_render_fit_layout (label, 13, 7, 84, 20, 1);
  drive_in_poster_show_centered (cr, label, cx, cy + 27, drive_in_poster_night, NULL, 0);
}

static void
draw_type_line (cairo_t      *cr,
                PangoContext *context,
                DriveInCard  *card,
                DriveInRgb    color,
                gboolean      has_badge)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) type_layout = NULL;
  g_autoptr(PangoLayout) number_layout = NULL;
  g_autofree char *type_text = NULL;
  g_autofree char *upper_text = NULL;
  const char *label = gros_card_type_get_label (gros_card_get_type (card));
  DriveInRgb ink = ink_on (color);
  double width, height;

  if (gros_card_is_extra (card))
    /* TRANSLATORS: the type line of an Extra, a variant Character: "CHARACTER · EXTRA" */
    type_text = g_strdup_printf (_("%s · Extra"), label);
  else
    type_text = g_strdup (label);
  upper_text = drive_in_poster_uppercase (type_text);

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 23);
  type_layout = drive_in_render_layout_new (context, upper_text, desc, -1, PANGO_ALIGN_LEFT);
  drive_in_poster_set_letter_spacing (type_layout, 3);
  drive_in_render_fit_layout (type_layout, 23, 14, 400, 34, 1);
  drive_in_render_layout_get_size (type_layout, NULL, &height);
  drive_in_poster_set_rgb (cr, ink);
  drive_in_render_show_layout (cr, type_layout, 48, 146 - height / 2);

  pango_font_description_set_weight (desc, PANGO_WEIGHT_NORMAL);
  pango_font_description_set_absolute_size (desc, 19 * PANGO_SCALE);
  number_layout = drive_in_render_layout_new (context, drive_in_card_get_number (card), desc, -1,
                                          PANGO_ALIGN_RIGHT);
  drive_in_render_layout_get_size (number_layout, &width, &height);
  /* Left of the stat badge when there is one. */
  drive_in_render_show_layout (cr, number_layout, (has_badge ? 462 : FACE_W - 48) - width,
                           146 - height / 2);
}

static void
draw_art (DriveInCardRenderer *self,
          cairo_t             *cr,
          PangoContext        *context,
          GFile               *file)
{
  /* Black mat around the picture. */
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
  cairo_rectangle (cr, ART_X - 5, ART_Y - 5, ART_W + 10, ART_H + 10);
  cairo_fill (cr);

  if (!drive_in_card_renderer_paint_art (self, cr, file, ART_X, ART_Y, ART_W, ART_H))
    drive_in_poster_draw_art_placeholder (cr, context, ART_X, ART_Y, ART_W, ART_H);
}

/* One puffed kernel, about 48 units across. */
static void
draw_kernel (cairo_t *cr,
             double   cx,
             double   cy)
{
  static const double puffs[][3] = {
    { -10, 3, 12 }, { 10, 3, 12 }, { 0, -8, 13 }, { -3, 11, 10 }, { 6, 10, 9 },
  };

  cairo_new_path (cr);
  for (guint i = 0; i < G_N_ELEMENTS (puffs); i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + puffs[i][0], cy + puffs[i][1], puffs[i][2], 0, 2 * G_PI);
    }
  cairo_set_source_rgb (cr, 0.55, 0.30, 0.05);
  cairo_set_line_width (cr, 5);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 1.0, 0.98, 0.90);
  cairo_fill (cr);
  /* The golden hull peeking out. */
  cairo_set_source_rgb (cr, 0.95, 0.66, 0.13);
  cairo_arc (cr, cx + 3, cy + 13, 5.5, 0, 2 * G_PI);
  cairo_fill (cr);
}

static void
draw_popcorn_banner (cairo_t      *cr,
                     PangoContext *context,
                     int           popcorn,
                     DriveInRgb    color)
{
  int shown = MIN (popcorn, 6);
  double top = 508, height = 62, left = 26;
  double right = left + 30 + shown * 52 + (popcorn > shown ? 60 : 0);
  double cy = top + height / 2;

  /* Ribbon tail folded behind the left end. */
  drive_in_poster_set_rgb (cr, drive_in_poster_darker (color, 0.45));
  cairo_move_to (cr, left + 4, top + 12);
  cairo_line_to (cr, left - 18, top + 12);
  cairo_line_to (cr, left - 6, top + height / 2 + 12);
  cairo_line_to (cr, left - 18, top + height + 12);
  cairo_line_to (cr, left + 4, top + height + 12);
  cairo_close_path (cr);
  cairo_fill (cr);

  cairo_move_to (cr, left, top);
  cairo_line_to (cr, right, top);
  cairo_line_to (cr, right + 16, cy);
  cairo_line_to (cr, right, top + height);
  cairo_line_to (cr, left, top + height);
  cairo_close_path (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_cream);
  cairo_fill_preserve (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  for (int i = 0; i < shown; i++)
    draw_kernel (cr, left + 40 + i * 52, cy - 2);

  if (popcorn > shown)
    {
      g_autoptr(PangoFontDescription) desc = NULL;
      g_autoptr(PangoLayout) layout = NULL;
      g_autofree char *text = g_strdup_printf ("×%d", popcorn);

      desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_BOLD,
                                   PANGO_STYLE_NORMAL, 34);
      layout = drive_in_render_layout_new (context, text, desc, -1, PANGO_ALIGN_CENTER);
      drive_in_render_fit_layout (layout, 34, 16, 56, 50, 1);
      drive_in_poster_show_centered (cr, layout, right - 30, cy, drive_in_poster_night, NULL, 0);
    }
}

/* The striped bucket that pays popcorn back. */
static void
draw_bucket (cairo_t *cr)
{
  double cx = 545, top = 500, bottom = 570, top_half = 36, bottom_half = 25;

  cairo_save (cr);
  cairo_translate (cr, 4, 5);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_move_to (cr, cx - top_half, top);
  cairo_line_to (cr, cx + top_half, top);
  cairo_line_to (cr, cx + bottom_half, bottom);
  cairo_line_to (cr, cx - bottom_half, bottom);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_restore (cr);

  /* Popcorn heaped over the rim. */
  for (int i = 0; i < 5; i++)
    draw_kernel (cr, cx - 26 + i * 13, top - 8 - (i % 2) * 10);

  cairo_save (cr);
  cairo_move_to (cr, cx - top_half, top);
  cairo_line_to (cr, cx + top_half, top);
  cairo_line_to (cr, cx + bottom_half, bottom);
  cairo_line_to (cr, cx - bottom_half, bottom);
  cairo_close_path (cr);
  cairo_clip_preserve (cr);
  cairo_set_source_rgb (cr, 1, 0.98, 0.94);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.85, 0.12, 0.14);
  for (int i = -3; i <= 3; i += 2)
    {
      cairo_move_to (cr, cx + i * 10 - 5, top);
      cairo_line_to (cr, cx + i * 10 + 5, top);
      cairo_line_to (cr, cx + i * 7 + 3.5, bottom);
      cairo_line_to (cr, cx + i * 7 - 3.5, bottom);
      cairo_close_path (cr);
    }
  cairo_fill (cr);
  cairo_restore (cr);

  cairo_move_to (cr, cx - top_half, top);
  cairo_line_to (cr, cx + top_half, top);
  cairo_line_to (cr, cx + bottom_half, bottom);
  cairo_line_to (cr, cx - bottom_half, bottom);
  cairo_close_path (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);
}

static char *
dup_traits_line (DriveInCard *card)
{
  const char * const *traits = drive_in_card_get_display_traits (card);

  if (traits == NULL || traits[0] == NULL)
    return NULL;
  return g_strjoinv (" • ", (char **) traits);
}

/* Traits, abilities and quote share the box; all three shrink together until they fit. */
static void
draw_text_box (cairo_t      *cr,
               PangoContext *context,
               DriveInCard  *card,
               DriveInRgb    color)
{
  g_autoptr(PangoFontDescription) traits_font = NULL;
  g_autoptr(PangoFontDescription) abilities_font = NULL;
  g_autoptr(PangoFontDescription) quote_font = NULL;
  g_autoptr(PangoLayout) traits = NULL;
  g_autoptr(PangoLayout) abilities = NULL;
  g_autoptr(PangoLayout) quote = NULL;
  g_autofree char *traits_text = dup_traits_line (card);
  const char *abilities_text = drive_in_card_get_abilities (card);
  const char *quote_text = drive_in_card_get_quote (card);
  const double pad = 16;
  double inner_x = BOX_X + pad, inner_w = BOX_W - 2 * pad;
  double inner_y = BOX_Y + pad * 0.7, inner_h = BOX_H - pad * 1.4;
  double factor, traits_h = 0, abilities_h = 0, quote_h = 0, rule_gap = 0, quote_gap = 0;
  double y;

  drive_in_render_rounded_rectangle (cr, BOX_X, BOX_Y, BOX_W, BOX_H, 14);
  drive_in_poster_set_rgb (cr, drive_in_poster_cream);
  cairo_fill_preserve (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  if (abilities_text != NULL && *abilities_text == '\0')
    abilities_text = NULL;
  if (quote_text != NULL && *quote_text == '\0')
    quote_text = NULL;

  traits_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                      PANGO_STYLE_ITALIC, 24);
  abilities_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                         PANGO_STYLE_NORMAL, 27);
  quote_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SERIF, PANGO_WEIGHT_NORMAL,
                                     PANGO_STYLE_ITALIC, 24);
  if (traits_text != NULL)
    traits = drive_in_render_layout_new (context, traits_text, traits_font, inner_w,
                                     PANGO_ALIGN_CENTER);
  if (abilities_text != NULL)
    abilities = drive_in_render_layout_new (context, abilities_text, abilities_font, inner_w,
                                        PANGO_ALIGN_CENTER);
  if (quote_text != NULL)
    quote = drive_in_render_layout_new (context, quote_text, quote_font, inner_w,
                                    PANGO_ALIGN_CENTER);

  for (factor = 1.0;; factor = MAX (factor * 0.94, 0.4))
    {
      double total;

      rule_gap = traits != NULL && (abilities != NULL || quote != NULL) ? 14 * factor : 0;
      quote_gap = quote != NULL && abilities != NULL ? 12 * factor : 0;
      if (traits != NULL)
        {
          drive_in_render_fit_layout (traits, 24 * factor, 24 * factor * 0.7, inner_w, inner_h, 1);
          drive_in_render_layout_get_size (traits, NULL, &traits_h);
        }
      if (abilities != NULL)
        {
          pango_font_description_set_absolute_size (abilities_font, 27 * factor * PANGO_SCALE);
          pango_layout_set_font_description (abilities, abilities_font);
          drive_in_render_layout_get_size (abilities, NULL, &abilities_h);
        }
      if (quote != NULL)
        {
          pango_font_description_set_absolute_size (quote_font, 24 * factor * PANGO_SCALE);
          pango_layout_set_font_description (quote, quote_font);
          drive_in_render_layout_get_size (quote, NULL, &quote_h);
        }
      total = traits_h + rule_gap + abilities_h + quote_gap + quote_h;
      if (total <= inner_h || factor <= 0.4)
        break;
    }

  /* Still too long at the smallest size: the abilities give way, the quote goes. */
  if (traits_h + rule_gap + abilities_h + quote_gap + quote_h > inner_h && quote != NULL)
    {
      g_clear_object (&quote);
      quote_h = quote_gap = 0;
    }
  if (abilities != NULL && traits_h + rule_gap + abilities_h > inner_h)
    {
      pango_layout_set_ellipsize (abilities, PANGO_ELLIPSIZE_END);
      pango_layout_set_height (abilities,
                               (int) ((inner_h - traits_h - rule_gap) * PANGO_SCALE));
      drive_in_render_layout_get_size (abilities, NULL, &abilities_h);
    }

  y = inner_y;
  if (traits != NULL)
    {
      drive_in_poster_set_rgb (cr, drive_in_poster_darker (color, 0.25));
      if (color.r + color.g + color.b > 1.8)
        drive_in_poster_set_rgb (cr, drive_in_poster_darker (color, 0.55));
      drive_in_render_show_layout (cr, traits, inner_x, y);
      y += traits_h;
      if (rule_gap > 0)
        {
          cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
          cairo_set_line_width (cr, 2);
          cairo_move_to (cr, inner_x + inner_w * 0.2, y + rule_gap / 2);
          cairo_line_to (cr, inner_x + inner_w * 0.8, y + rule_gap / 2);
          cairo_stroke (cr);
          y += rule_gap;
        }
    }

  /* The abilities sit in the middle of what is left; the quote rests on the bottom. */
  {
    double free_space = inner_y + inner_h - y - abilities_h - quote_gap - quote_h;

    if (abilities != NULL)
      {
        y += free_space / 2;
        drive_in_poster_set_rgb (cr, drive_in_poster_night);
        drive_in_render_show_layout (cr, abilities, inner_x, y);
        y += abilities_h + free_space / 2 + quote_gap;
      }
    else
      {
        y += free_space / 2;
      }
    if (quote != NULL)
      {
        cairo_set_source_rgb (cr, 0.25, 0.22, 0.20);
        drive_in_render_show_layout (cr, quote, inner_x, y);
      }
  }
}

static DriveInRgb
type_color (GrosCardType type)
{
  return type < GROS_CARD_N_TYPES ? type_colors[type] : drive_in_poster_unknown;
}

static gboolean
get_kind_color (const char *kind,
                double     *red,
                double     *green,
                double     *blue)
{
  GrosCardType type;
  DriveInRgb color;

  if (kind == NULL || !gros_card_type_from_string (kind, &type))
    return FALSE;
  color = type_color (type);
  *red = color.r;
  *green = color.g;
  *blue = color.b;
  return TRUE;
}

void
gros_card_face_get_type_color (GrosCardType  type,
                               double       *red,
                               double       *green,
                               double       *blue)
{
  DriveInRgb color = type_color (type);

  if (red != NULL)
    *red = color.r;
  if (green != NULL)
    *green = color.g;
  if (blue != NULL)
    *blue = color.b;
}

/* What a GROS card prints in its badge: Special Effects and Roll the Credits never print a
 * stat, whatever the data says. */
static gboolean
get_stat (DriveInCard *card,
          int         *out_stat)
{
  if (!gros_card_has_stat (card)
      || gros_card_type_get_stat_label (gros_card_get_type (card)) == NULL)
    return FALSE;
  if (out_stat != NULL)
    *out_stat = gros_card_get_stat (card);
  return TRUE;
}

static void
draw (DriveInCardRenderer *renderer,
      DriveInCard         *card,
      cairo_t             *cr,
      PangoContext        *context)
{
  GrosCardType type = gros_card_get_type (card);
  DriveInRgb color = type_color (type);
  gboolean has_badge;

  drive_in_poster_draw_frame (cr, color);
  draw_art (renderer, cr, context, drive_in_card_get_art (card));
  has_badge = get_stat (card, NULL);
  drive_in_poster_draw_name_plate (cr, context, drive_in_card_get_name (card), color,
                                   has_badge ? 470 : FACE_W - 25);
  if (has_badge)
    draw_stat_badge (cr, context, card);
  draw_type_line (cr, context, card, color, has_badge);
  if (gros_card_get_popcorn (card) > 0)
    draw_popcorn_banner (cr, context, gros_card_get_popcorn (card), color);
  if (gros_card_has_bucket (card))
    draw_bucket (cr);
  draw_text_box (cr, context, card, color);
  drive_in_poster_draw_title_band (cr, context, gros_card_get_title_word (card));
  drive_in_poster_draw_edge (cr);
}

/* The word the card adds to a Title, when it has one. */
static char *
dup_footnote (DriveInCard *card)
{
  const char *title_word = gros_card_get_title_word (card);

  if (title_word == NULL || *title_word == '\0')
    return NULL;
  /* Translators: the word a card adds to a Title. */
  return g_strdup_printf (_("Title word: %s"), title_word);
}

/* GROS's cost is its popcorn: a card without kernels prints none (and costs nothing). */
static gboolean
get_cost (DriveInCard *card,
          int         *out_cost)
{
  int popcorn = gros_card_get_popcorn (card);

  if (popcorn <= 0)
    return FALSE;
  if (out_cost != NULL)
    *out_cost = popcorn;
  return TRUE;
}

static const char *
get_card_stat_label (DriveInCard *card)
{
  return gros_card_type_get_stat_label (gros_card_get_type (card));
}

/* "Character (Extra)": the type, and whether the card is an Extra. */
static char *
dup_kind_text (DriveInCard *card)
{
  const char *label = gros_card_type_get_label (gros_card_get_type (card));

  if (gros_card_is_extra (card))
    return g_strdup_printf ("%s (%s)", label, _("Extra"));
  return g_strdup (label);
}

static char *
dup_cost_text (int cost)
{
  /* Translators: a card's cost, "2 Popcorn". */
  return g_strdup_printf (_("%d Popcorn"), cost);
}

const DriveInCardFace gros_card_face = {
  .game = GROS_GAME_ID,
  .draw = draw,
  .get_kind_color = get_kind_color,
  .cost_label = N_("Popcorn cost"),
  .cost_icon = "drive-in-popcorn-symbolic",
  .cost_free_when_unprinted = TRUE,
  .get_cost = get_cost,
  .get_stat = get_stat,
  .get_card_stat_label = get_card_stat_label,
  .is_stat_variable = gros_card_is_stat_variable,
  .marker_icon = "drive-in-bucket-symbolic",
  .marker_label = N_("Popcorn Bucket: makes Popcorn each turn"),
  .has_marker = gros_card_has_bucket,
  .dup_footnote = dup_footnote,
  .dup_kind_text = dup_kind_text,
  .dup_cost_text = dup_cost_text,
  .marker_name = N_("Popcorn Bucket"),
  .marker_filter_label = N_("Buckets"),
  .marker_filter_tooltip = N_("Only cards with a Popcorn Bucket"),
  .cost_filter_labels = { N_("No Cost"), N_("1 Popcorn"), N_("2 Popcorn"), N_("3 Popcorn"),
                          N_("4+ Popcorn") },
  .cost_filter_tooltip = N_("Show cards of one Popcorn cost"),
  .build_card_list = gros_print_card_list_build,
  .text = &gros_card_text,
};
