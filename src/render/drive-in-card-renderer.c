/* drive-in-card-renderer.c: draws card faces and backs with cairo, Pango and librsvg, at any size. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "drive-in-card-art.h"
#include "drive-in-card-face.h"
#include "drive-in-card-renderer-private.h"
#include "drive-in-render-text.h"

/* Everything is drawn in a design space of tenths of a millimetre: 630 × 880. */
#define FACE_W 630.0
#define FACE_H 880.0
#define CORNER 30.0

/* The art window (see the layout facts in the header). */
#define ART_X 45.0
#define ART_Y 170.0
#define ART_W 540.0
#define ART_H 370.0

/* The text box and the Title band. */
#define BOX_X 45.0
#define BOX_Y 588.0
#define BOX_W 540.0
#define BOX_H 202.0
#define BAND_Y 800.0
#define BAND_H 60.0

typedef struct
{
  double r, g, b;
} Rgb;

/* Poster primaries, one per card type, in GrosCardType order. */
static const Rgb type_colors[GROS_CARD_N_TYPES] = {
  { 0.129, 0.365, 0.741 }, /* character: blue */
  { 0.780, 0.129, 0.149 }, /* creature: red */
  { 0.161, 0.549, 0.239 }, /* location: green */
  { 0.929, 0.471, 0.102 }, /* prop: orange */
  { 0.961, 0.800, 0.122 }, /* special effect: yellow */
  { 0.478, 0.239, 0.631 }, /* plot twist: purple */
  { 0.110, 0.110, 0.122 }, /* roll the credits: black */
};

static const Rgb unknown_color = { 0.45, 0.45, 0.47 };
static const Rgb poster_yellow = { 1.0, 0.831, 0.231 };
static const Rgb cream = { 0.984, 0.957, 0.886 };
static const Rgb night = { 0.082, 0.082, 0.090 };

typedef struct
{
  char        *uri;
  DriveInCardArt *art; /* NULL: the file could not be used; not retried until cleared */
  GList        link;
} ArtEntry;

struct _DriveInCardRenderer
{
  GObject     parent_instance;

  /* Guards the cache and art drawing: one RsvgHandle must not render on two threads. */
  GMutex      lock;
  GHashTable *art_by_uri; /* uri → ArtEntry, owned */
  GQueue      art_lru;    /* of ArtEntry (link), most recently used first */
  guint       art_cache_size;
};

G_DEFINE_FINAL_TYPE (DriveInCardRenderer, drive_in_card_renderer, G_TYPE_OBJECT)

/* ------------------------------------------------------------------------------------ */
/* Art cache                                                                            */

static void
art_entry_free (gpointer data)
{
  ArtEntry *entry = data;

  g_free (entry->uri);
  g_clear_object (&entry->art);
  g_free (entry);
}

/* With the lock held. */
static void
trim_art_cache (DriveInCardRenderer *self)
{
  while (self->art_lru.length > self->art_cache_size)
    {
      GList *last = self->art_lru.tail;
      ArtEntry *entry = last->data;

      g_queue_unlink (&self->art_lru, last);
      g_hash_table_remove (self->art_by_uri, entry->uri);
    }
}

/* With the lock held. Transfer full; NULL when the file cannot be used. */
static DriveInCardArt *
lookup_art (DriveInCardRenderer *self,
            GFile            *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  g_autoptr(GError) error = NULL;
  DriveInCardArt *art;
  ArtEntry *entry;

  g_assert (DRIVE_IN_IS_CARD_RENDERER (self));

  entry = g_hash_table_lookup (self->art_by_uri, uri);
  if (entry != NULL)
    {
      g_queue_unlink (&self->art_lru, &entry->link);
      g_queue_push_head_link (&self->art_lru, &entry->link);
      return entry->art != NULL ? g_object_ref (entry->art) : NULL;
    }

  art = drive_in_card_art_load (file, NULL, &error);
  if (art == NULL)
    g_debug ("%s", error->message);

  entry = g_new0 (ArtEntry, 1);
  entry->uri = g_steal_pointer (&uri);
  entry->art = art != NULL ? g_object_ref (art) : NULL;
  entry->link.data = entry;
  g_hash_table_insert (self->art_by_uri, entry->uri, entry);
  g_queue_push_head_link (&self->art_lru, &entry->link);
  trim_art_cache (self);
  return art;
}

/* ------------------------------------------------------------------------------------ */
/* GObject                                                                              */

static void
drive_in_card_renderer_finalize (GObject *object)
{
  DriveInCardRenderer *self = DRIVE_IN_CARD_RENDERER (object);

  /* The links live in the entries, which the table frees. */
  g_queue_init (&self->art_lru);
  g_clear_pointer (&self->art_by_uri, g_hash_table_unref);
  g_mutex_clear (&self->lock);

  G_OBJECT_CLASS (drive_in_card_renderer_parent_class)->finalize (object);
}

static void
drive_in_card_renderer_class_init (DriveInCardRendererClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_card_renderer_finalize;
}

static void
drive_in_card_renderer_init (DriveInCardRenderer *self)
{
  g_mutex_init (&self->lock);
  self->art_by_uri = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, art_entry_free);
  g_queue_init (&self->art_lru);
  self->art_cache_size = DRIVE_IN_CARD_RENDERER_DEFAULT_ART_CACHE;
}

/* ------------------------------------------------------------------------------------ */
/* Drawing helpers                                                                      */

static void
set_rgb (cairo_t *cr,
         Rgb      color)
{
  cairo_set_source_rgb (cr, color.r, color.g, color.b);
}

static Rgb
mix (Rgb    a,
     Rgb    b,
     double t)
{
  Rgb result = { a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t };

  return result;
}

static Rgb
lighter (Rgb    color,
         double t)
{
  return mix (color, (Rgb) { 1, 1, 1 }, t);
}

static Rgb
darker (Rgb    color,
        double t)
{
  return mix (color, (Rgb) { 0, 0, 0 }, t);
}

/* Dark lettering on the yellow and orange frames, light on the others. */
static Rgb
ink_on (Rgb color)
{
  double luminance = 0.2126 * color.r + 0.7152 * color.g + 0.0722 * color.b;

  return luminance > 0.5 ? night : cream;
}

/* A star with @points points: the stat badge, the band ornaments, the card back. */
static void
star_path (cairo_t *cr,
           double   cx,
           double   cy,
           double   outer,
           double   inner,
           int      points,
           double   rotation)
{
  g_assert (points >= 3);

  cairo_new_sub_path (cr);
  for (int i = 0; i < 2 * points; i++)
    {
      double angle = rotation - G_PI / 2 + i * G_PI / points;
      double radius = i % 2 == 0 ? outer : inner;

      cairo_line_to (cr, cx + radius * cos (angle), cy + radius * sin (angle));
    }
  cairo_close_path (cr);
}

/* Sunburst rays from (@cx, @cy), drawn over the current clip. */
static void
rays (cairo_t *cr,
      double   cx,
      double   cy,
      int      n_rays,
      double   length)
{
  for (int i = 0; i < n_rays; i++)
    {
      double a0 = 2 * G_PI * i / n_rays;
      double a1 = a0 + G_PI / n_rays;

      cairo_move_to (cr, cx, cy);
      cairo_line_to (cr, cx + length * cos (a0), cy + length * sin (a0));
      cairo_line_to (cr, cx + length * cos (a1), cy + length * sin (a1));
      cairo_close_path (cr);
    }
  cairo_fill (cr);
}

/* Shows @layout centred on (@cx, @cy), with a hard offset shadow when @shadow is set. */
static void
show_centered (cairo_t     *cr,
               PangoLayout *layout,
               double       cx,
               double       cy,
               Rgb          color,
               const Rgb   *shadow,
               double       shadow_offset)
{
  PangoRectangle logical;
  double x, y;

  /* A layout with a width has its lines offset inside it: centre what is drawn. */
  pango_layout_get_extents (layout, NULL, &logical);
  x = cx - (logical.x + logical.width / 2.0) / PANGO_SCALE;
  y = cy - (logical.y + logical.height / 2.0) / PANGO_SCALE;
  if (shadow != NULL)
    {
      set_rgb (cr, *shadow);
      drive_in_render_show_layout (cr, layout, x + shadow_offset, y + shadow_offset);
    }
  set_rgb (cr, color);
  drive_in_render_show_layout (cr, layout, x, y);
}

static char *
uppercase (const char *text)
{
  return g_utf8_strup (text != NULL ? text : "", -1);
}

/* Tracking for small capitals lines: Pango letter spacing in user units. */
static void
set_letter_spacing (PangoLayout *layout,
                    double       spacing)
{
  PangoAttrList *attributes = pango_attr_list_new ();

  pango_attr_list_insert (attributes,
                          pango_attr_letter_spacing_new ((int) (spacing * PANGO_SCALE)));
  pango_layout_set_attributes (layout, attributes);
  pango_attr_list_unref (attributes);
}

/* ------------------------------------------------------------------------------------ */
/* Face parts                                                                           */

static void
draw_frame (cairo_t *cr,
            Rgb      color)
{
  /* The card's shape; every later part is clipped to it. */
  drive_in_render_rounded_rectangle (cr, 0, 0, FACE_W, FACE_H, CORNER);
  cairo_clip (cr);
  set_rgb (cr, color);
  cairo_paint (cr);

  /* A sunburst over the top, as on a drive-in poster; the side bands stay flat. */
  cairo_save (cr);
  cairo_rectangle (cr, 40, 0, FACE_W - 80, ART_Y - 4);
  cairo_clip (cr);
  set_rgb (cr, lighter (color, 0.16));
  rays (cr, FACE_W / 2, ART_Y + 60, 36, 900);
  cairo_restore (cr);

  /* A rim just inside the edge, darker, so a cut proxy still has a border. */
  set_rgb (cr, darker (color, 0.35));
  cairo_set_line_width (cr, 6);
  drive_in_render_rounded_rectangle (cr, 6, 6, FACE_W - 12, FACE_H - 12, CORNER - 6);
  cairo_stroke (cr);
}

static void
draw_name_plate (cairo_t      *cr,
                 PangoContext *context,
                 const char   *name,
                 Rgb           color,
                 double        right)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  double left = 25, top = 26, bottom = 120, slant = 14;
  double text_width = right - left - 2 * slant - 24;
  double text_height = bottom - top - 12;
  Rgb shadow = darker (color, 0.1);

  /* A skewed black slab: the marquee of a cheap poster. */
  cairo_move_to (cr, left + slant, top);
  cairo_line_to (cr, right, top);
  cairo_line_to (cr, right - slant, bottom);
  cairo_line_to (cr, left, bottom);
  cairo_close_path (cr);
  set_rgb (cr, night);
  cairo_fill_preserve (cr);
  set_rgb (cr, lighter (color, 0.3));
  cairo_set_line_width (cr, 3);
  cairo_stroke (cr);

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL,
                               50);
  pango_font_description_set_stretch (desc, PANGO_STRETCH_CONDENSED);
  layout = drive_in_render_layout_new (context, name, desc, text_width, PANGO_ALIGN_CENTER);
  /* One line as long as it stays large enough to read, else two. */
  if (drive_in_render_fit_layout (layout, 50, 36, text_width, text_height, 1) <= 36)
    drive_in_render_fit_layout (layout, 36, 18, text_width, text_height, 2);
  pango_layout_set_spacing (layout, 0);
  show_centered (cr, layout, (left + right) / 2, (top + bottom) / 2 + 1, cream, &shadow, 2.5);
}

static void
draw_stat_badge (cairo_t      *cr,
                 PangoContext *context,
                 DriveInCard     *card)
{
  g_autoptr(PangoFontDescription) number_font = NULL;
  g_autoptr(PangoFontDescription) label_font = NULL;
  g_autoptr(PangoLayout) number = NULL;
  g_autoptr(PangoLayout) label = NULL;
  g_autofree char *text = NULL;
  g_autofree char *stat_label = NULL;
  double cx = 548, cy = 80;

  if (drive_in_card_is_stat_variable (card))
    text = g_strdup ("*");
  else
    text = g_strdup_printf ("%d", drive_in_card_get_stat (card));
  stat_label = uppercase (gros_card_type_get_stat_label (drive_in_card_get_card_type (card)));

  /* Explosion badge with a hard shadow. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  star_path (cr, cx + 5, cy + 6, 74, 58, 14, 0.1);
  cairo_fill (cr);
  set_rgb (cr, poster_yellow);
  star_path (cr, cx, cy, 74, 58, 14, 0.1);
  cairo_fill_preserve (cr);
  set_rgb (cr, night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);

  number_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_HEAVY,
                                      PANGO_STYLE_NORMAL, 58);
  pango_font_description_set_stretch (number_font, PANGO_STRETCH_CONDENSED);
  number = drive_in_render_layout_new (context, text, number_font, -1, PANGO_ALIGN_CENTER);
  drive_in_render_fit_layout (number, 58, 30, 84, 70, 1);
  show_centered (cr, number, cx, cy - 9, night, NULL, 0);

  label_font = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD,
                                     PANGO_STYLE_NORMAL, 13);
  label = drive_in_render_layout_new (context, stat_label, label_font, -1, PANGO_ALIGN_CENTER);
  drive_in_render_fit_layout (label, 13, 7, 84, 20, 1);
  show_centered (cr, label, cx, cy + 27, night, NULL, 0);
}

static void
draw_type_line (cairo_t      *cr,
                PangoContext *context,
                DriveInCard     *card,
                Rgb           color,
                gboolean      has_badge)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) type_layout = NULL;
  g_autoptr(PangoLayout) number_layout = NULL;
  g_autofree char *type_text = NULL;
  g_autofree char *upper_text = NULL;
  const char *label = gros_card_type_get_label (drive_in_card_get_card_type (card));
  Rgb ink = ink_on (color);
  double width, height;

  if (drive_in_card_is_extra (card))
    /* TRANSLATORS: the type line of an Extra, a variant Character: "CHARACTER · EXTRA" */
    type_text = g_strdup_printf (_("%s · Extra"), label);
  else
    type_text = g_strdup (label);
  upper_text = uppercase (type_text);

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 23);
  type_layout = drive_in_render_layout_new (context, upper_text, desc, -1, PANGO_ALIGN_LEFT);
  set_letter_spacing (type_layout, 3);
  drive_in_render_fit_layout (type_layout, 23, 14, 400, 34, 1);
  drive_in_render_layout_get_size (type_layout, NULL, &height);
  set_rgb (cr, ink);
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

/* Film-reel placeholder where the art is missing or unusable. */
static void
draw_art_placeholder (cairo_t      *cr,
                      PangoContext *context,
                      double        x,
                      double        y,
                      double        width,
                      double        height)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  double cx = x + width / 2, cy = y + height / 2 - 20;
  double radius = MIN (width, height) * 0.26;

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);
  cairo_set_source_rgb (cr, 0.17, 0.17, 0.19);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.21, 0.21, 0.235);
  for (double d = -height; d < width; d += 36)
    {
      cairo_move_to (cr, x + d, y + height);
      cairo_line_to (cr, x + d + height, y);
      cairo_line_to (cr, x + d + height + 16, y);
      cairo_line_to (cr, x + d + 16, y + height);
      cairo_close_path (cr);
    }
  cairo_fill (cr);

  cairo_set_source_rgb (cr, 0.55, 0.55, 0.58);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_line_width (cr, 8);
  cairo_stroke (cr);
  for (int i = 0; i < 5; i++)
    {
      double angle = 2 * G_PI * i / 5 - G_PI / 2;

      cairo_arc (cr, cx + radius * 0.55 * cos (angle), cy + radius * 0.55 * sin (angle),
                 radius * 0.22, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_arc (cr, cx, cy, radius * 0.1, 0, 2 * G_PI);
  cairo_fill (cr);

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL, 22);
  layout = drive_in_render_layout_new (context, _("No art"), desc, -1, PANGO_ALIGN_CENTER);
  show_centered (cr, layout, cx, cy + radius + 32, (Rgb) { 0.55, 0.55, 0.58 }, NULL, 0);
  cairo_restore (cr);
}

static void
draw_art (DriveInCardRenderer *self,
          cairo_t          *cr,
          PangoContext     *context,
          GFile            *file)
{
  /* Black mat around the picture. */
  set_rgb (cr, night);
  cairo_rectangle (cr, ART_X - 5, ART_Y - 5, ART_W + 10, ART_H + 10);
  cairo_fill (cr);

  if (!drive_in_card_renderer_paint_art (self, cr, file, ART_X, ART_Y, ART_W, ART_H))
    draw_art_placeholder (cr, context, ART_X, ART_Y, ART_W, ART_H);
}

gboolean
drive_in_card_renderer_paint_art (DriveInCardRenderer *self,
                              cairo_t          *cr,
                              GFile            *file,
                              double            x,
                              double            y,
                              double            width,
                              double            height)
{
  g_autoptr(DriveInCardArt) art = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_CARD_RENDERER (self), FALSE);

  if (file == NULL)
    return FALSE;
  g_mutex_lock (&self->lock);
  art = lookup_art (self, file);
  if (art != NULL)
    drive_in_card_art_draw (art, cr, x, y, width, height);
  g_mutex_unlock (&self->lock);
  return art != NULL;
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
                     Rgb           color)
{
  int shown = MIN (popcorn, 6);
  double top = 508, height = 62, left = 26;
  double right = left + 30 + shown * 52 + (popcorn > shown ? 60 : 0);
  double cy = top + height / 2;

  /* Ribbon tail folded behind the left end. */
  set_rgb (cr, darker (color, 0.45));
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
  set_rgb (cr, cream);
  cairo_fill_preserve (cr);
  set_rgb (cr, night);
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
      show_centered (cr, layout, right - 30, cy, night, NULL, 0);
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
  set_rgb (cr, night);
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
               DriveInCard     *card,
               Rgb           color)
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
  set_rgb (cr, cream);
  cairo_fill_preserve (cr);
  set_rgb (cr, night);
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
      set_rgb (cr, darker (color, 0.25));
      if (color.r + color.g + color.b > 1.8)
        set_rgb (cr, darker (color, 0.55));
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
        set_rgb (cr, night);
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

/* The Title word, upside down at the foot of the card as the game prints it. */
static void
draw_title_band (cairo_t      *cr,
                 PangoContext *context,
                 const char   *title_word)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = uppercase (title_word);
  double cx = FACE_W / 2, cy = BAND_Y + BAND_H / 2;

  drive_in_render_rounded_rectangle (cr, BOX_X, BAND_Y, BOX_W, BAND_H, 10);
  set_rgb (cr, night);
  cairo_fill (cr);

  set_rgb (cr, poster_yellow);
  star_path (cr, BOX_X + 26, cy, 14, 6, 5, G_PI);
  cairo_fill (cr);
  star_path (cr, BOX_X + BOX_W - 26, cy, 14, 6, 5, G_PI);
  cairo_fill (cr);

  if (*text == '\0')
    return;

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL,
                               44);
  pango_font_description_set_stretch (desc, PANGO_STRETCH_CONDENSED);
  layout = drive_in_render_layout_new (context, text, desc, -1, PANGO_ALIGN_CENTER);
  set_letter_spacing (layout, 4);
  drive_in_render_fit_layout (layout, 44, 18, BOX_W - 110, BAND_H - 6, 1);

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, G_PI);
  show_centered (cr, layout, 0, 0, poster_yellow, NULL, 0);
  cairo_restore (cr);
}

static void
draw_edge (cairo_t *cr)
{
  cairo_set_source_rgba (cr, 0, 0, 0, 0.85);
  cairo_set_line_width (cr, 3);
  drive_in_render_rounded_rectangle (cr, 1.5, 1.5, FACE_W - 3, FACE_H - 3, CORNER - 1.5);
  cairo_stroke (cr);
}

/* Fits the 630 × 880 design space, centred, into (0, 0, @width, @height). */
static gboolean
begin_face (cairo_t *cr,
            double   width,
            double   height)
{
  double card_width, card_height;

  if (!(width > 0 && height > 0) || cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    return FALSE;

  card_width = MIN (width, height * DRIVE_IN_CARD_ASPECT);
  card_height = card_width / DRIVE_IN_CARD_ASPECT;
  cairo_save (cr);
  cairo_translate (cr, (width - card_width) / 2, (height - card_height) / 2);
  cairo_scale (cr, card_width / FACE_W, card_width / FACE_W);
  cairo_new_path (cr);
  return TRUE;
}

/* ------------------------------------------------------------------------------------ */
/* Public API                                                                           */

DriveInCardRenderer *
drive_in_card_renderer_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_CARD_RENDERER, NULL);
}

void
drive_in_card_renderer_get_type_color (GrosCardType  type,
                                   double       *red,
                                   double       *green,
                                   double       *blue)
{
  Rgb color = type < GROS_CARD_N_TYPES ? type_colors[type] : unknown_color;

  if (red != NULL)
    *red = color.r;
  if (green != NULL)
    *green = color.g;
  if (blue != NULL)
    *blue = color.b;
}

void
drive_in_card_renderer_draw (DriveInCardRenderer *self,
                         DriveInCard         *card,
                         cairo_t          *cr,
                         double            width,
                         double            height)
{
  const DriveInCardFace *face;
  PangoContext *context;
  GrosCardType type;
  gboolean has_badge;
  Rgb color;

  g_return_if_fail (DRIVE_IN_IS_CARD_RENDERER (self));
  g_return_if_fail (DRIVE_IN_IS_CARD (card));
  g_return_if_fail (cr != NULL);

  if (!begin_face (cr, width, height))
    return;

  /* Every game draws its own cards; GROS's face is this file's. */
  face = drive_in_card_face_for_card (card);
  if (face != NULL)
    {
      context = drive_in_render_text_context_new (cr);
      face->draw (self, card, cr, context);
      g_object_unref (context);
      cairo_restore (cr);
      return;
    }

  type = drive_in_card_get_card_type (card);
  color = type < GROS_CARD_N_TYPES ? type_colors[type] : unknown_color;
  context = drive_in_render_text_context_new (cr);

  draw_frame (cr, color);
  draw_art (self, cr, context, drive_in_card_get_art (card));
  /* Special Effects and Roll the Credits never print a stat, whatever the data says. */
  has_badge = drive_in_card_has_stat (card) && gros_card_type_get_stat_label (type) != NULL;
  draw_name_plate (cr, context, drive_in_card_get_name (card), color,
                   has_badge ? 470 : FACE_W - 25);
  if (has_badge)
    draw_stat_badge (cr, context, card);
  draw_type_line (cr, context, card, color, has_badge);
  if (drive_in_card_get_popcorn (card) > 0)
    draw_popcorn_banner (cr, context, drive_in_card_get_popcorn (card), color);
  if (drive_in_card_has_bucket (card))
    draw_bucket (cr);
  draw_text_box (cr, context, card, color);
  draw_title_band (cr, context, drive_in_card_get_title_word (card));
  draw_edge (cr);
  g_object_unref (context);

  cairo_restore (cr);
}

void
drive_in_card_renderer_draw_unknown (DriveInCardRenderer *self,
                                 const char       *card_id,
                                 cairo_t          *cr,
                                 double            width,
                                 double            height)
{
  PangoContext *context;
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;

  g_return_if_fail (DRIVE_IN_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);

  if (!begin_face (cr, width, height))
    return;

  context = drive_in_render_text_context_new (cr);
  draw_frame (cr, unknown_color);
  draw_name_plate (cr, context, card_id != NULL ? card_id : "?", unknown_color, FACE_W - 25);
  draw_art_placeholder (cr, context, ART_X, ART_Y, ART_W, ART_H);

  drive_in_render_rounded_rectangle (cr, BOX_X, BOX_Y, BOX_W, BOX_H, 14);
  set_rgb (cr, cream);
  cairo_fill_preserve (cr);
  set_rgb (cr, night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);
  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL, PANGO_STYLE_ITALIC,
                               27);
  layout = drive_in_render_layout_new (context, _("This card is in no loaded release."), desc,
                                   BOX_W - 40, PANGO_ALIGN_CENTER);
  show_centered (cr, layout, FACE_W / 2, BOX_Y + BOX_H / 2, night, NULL, 0);
  draw_title_band (cr, context, NULL);
  draw_edge (cr);
  g_object_unref (context);

  cairo_restore (cr);
}

/* A cheap pseudo-random sequence, so the card back's stars never move between draws. */
static double
next_random (guint32 *state)
{
  *state = *state * 1664525u + 1013904223u;
  return (*state >> 8) / (double) (1u << 24);
}

void
drive_in_card_renderer_draw_back (DriveInCardRenderer *self,
                              cairo_t          *cr,
                              double            width,
                              double            height)
{
  PangoContext *context;
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) marquee = NULL;
  g_autoptr(PangoLayout) tagline = NULL;
  cairo_pattern_t *sky;
  guint32 seed = 1959;
  Rgb red = { 0.85, 0.12, 0.14 };

  g_return_if_fail (DRIVE_IN_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);

  if (!begin_face (cr, width, height))
    return;
  context = drive_in_render_text_context_new (cr);

  drive_in_render_rounded_rectangle (cr, 0, 0, FACE_W, FACE_H, CORNER);
  cairo_clip (cr);
  set_rgb (cr, night);
  cairo_paint (cr);

  /* Night sky inside a film strip. */
  sky = cairo_pattern_create_linear (0, 0, 0, FACE_H);
  cairo_pattern_add_color_stop_rgb (sky, 0, 0.05, 0.04, 0.16);
  cairo_pattern_add_color_stop_rgb (sky, 0.65, 0.20, 0.08, 0.36);
  cairo_pattern_add_color_stop_rgb (sky, 1, 0.45, 0.12, 0.30);
  cairo_set_source (cr, sky);
  cairo_rectangle (cr, 60, 24, FACE_W - 120, FACE_H - 48);
  cairo_fill (cr);
  cairo_pattern_destroy (sky);

  cairo_set_source_rgb (cr, 0.93, 0.90, 0.80);
  for (double y = 30; y < FACE_H - 40; y += 52)
    {
      drive_in_render_rounded_rectangle (cr, 18, y, 26, 30, 6);
      drive_in_render_rounded_rectangle (cr, FACE_W - 44, y, 26, 30, 6);
    }
  cairo_fill (cr);

  cairo_save (cr);
  cairo_rectangle (cr, 60, 24, FACE_W - 120, FACE_H - 48);
  cairo_clip (cr);
  for (int i = 0; i < 70; i++)
    {
      double x = 60 + next_random (&seed) * (FACE_W - 120);
      double y = 24 + next_random (&seed) * 520;
      double r = 0.8 + next_random (&seed) * 2.6;

      cairo_set_source_rgba (cr, 1, 1, 0.95, 0.4 + 0.5 * next_random (&seed));
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  /* The screen on its posts, a saucer beaming something up. */
  cairo_set_source_rgb (cr, 0.12, 0.10, 0.16);
  cairo_rectangle (cr, 150, 440, 18, 200);
  cairo_rectangle (cr, FACE_W - 168, 440, 18, 200);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.90, 0.93, 0.98);
  cairo_move_to (cr, 100, 170);
  cairo_line_to (cr, FACE_W - 100, 170);
  cairo_line_to (cr, FACE_W - 110, 450);
  cairo_line_to (cr, 110, 450);
  cairo_close_path (cr);
  cairo_fill (cr);

  cairo_set_source_rgba (cr, 0.55, 0.95, 0.55, 0.55);
  cairo_move_to (cr, FACE_W / 2 - 24, 300);
  cairo_line_to (cr, FACE_W / 2 + 24, 300);
  cairo_line_to (cr, FACE_W / 2 + 95, 445);
  cairo_line_to (cr, FACE_W / 2 - 95, 445);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.13, 0.13, 0.16);
  cairo_save (cr);
  cairo_translate (cr, FACE_W / 2, 280);
  cairo_scale (cr, 1, 0.3);
  cairo_arc (cr, 0, 0, 120, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  cairo_save (cr);
  cairo_translate (cr, FACE_W / 2, 262);
  cairo_scale (cr, 1, 0.8);
  cairo_arc (cr, 0, 0, 48, G_PI, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  set_rgb (cr, poster_yellow);
  for (int i = -2; i <= 2; i++)
    {
      cairo_arc (cr, FACE_W / 2 + i * 42, 284, 6, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);

  /* The marquee with its bulbs. */
  drive_in_render_rounded_rectangle (cr, 90, 560, FACE_W - 180, 200, 24);
  set_rgb (cr, red);
  cairo_fill_preserve (cr);
  set_rgb (cr, night);
  cairo_set_line_width (cr, 6);
  cairo_stroke (cr);
  set_rgb (cr, poster_yellow);
  for (double x = 112; x <= FACE_W - 110; x += 34)
    {
      cairo_arc (cr, x, 578, 6, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, x, 742, 6, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_HEAVY, PANGO_STYLE_NORMAL,
                               92);
  pango_font_description_set_stretch (desc, PANGO_STRETCH_CONDENSED);
  marquee = drive_in_render_layout_new (context, "DRIVE-IN", desc, -1, PANGO_ALIGN_CENTER);
  drive_in_render_fit_layout (marquee, 92, 40, FACE_W - 230, 110, 1);
  show_centered (cr, marquee, FACE_W / 2, 648, poster_yellow, &night, 5);

  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (desc, 24 * PANGO_SCALE);
  /* TRANSLATORS: the small line under "DRIVE-IN" on the card back */
  tagline = drive_in_render_layout_new (context, _("Tonight: Double Feature"), desc, -1,
                                    PANGO_ALIGN_CENTER);
  set_letter_spacing (tagline, 3);
  drive_in_render_fit_layout (tagline, 24, 12, FACE_W - 240, 40, 1);
  show_centered (cr, tagline, FACE_W / 2, 714, cream, NULL, 0);

  draw_edge (cr);
  g_object_unref (context);
  cairo_restore (cr);
}

cairo_surface_t *
drive_in_card_renderer_render_surface (DriveInCardRenderer *self,
                                   DriveInCard         *card,
                                   int               width_px,
                                   int               height_px,
                                   double            scale)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  g_return_val_if_fail (DRIVE_IN_IS_CARD_RENDERER (self), NULL);
  g_return_val_if_fail (card == NULL || DRIVE_IN_IS_CARD (card), NULL);
  g_return_val_if_fail (width_px > 0 && height_px > 0, NULL);
  g_return_val_if_fail (scale > 0, NULL);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width_px * scale),
                                        (int) ceil (height_px * scale));
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  if (card != NULL)
    drive_in_card_renderer_draw (self, card, cr, width_px, height_px);
  else
    drive_in_card_renderer_draw_back (self, cr, width_px, height_px);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

void
drive_in_card_renderer_set_art_cache_size (DriveInCardRenderer *self,
                                       guint             n_images)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_RENDERER (self));

  g_mutex_lock (&self->lock);
  self->art_cache_size = n_images;
  trim_art_cache (self);
  g_mutex_unlock (&self->lock);
}

guint
drive_in_card_renderer_get_n_cached_art (DriveInCardRenderer *self)
{
  guint n;

  g_return_val_if_fail (DRIVE_IN_IS_CARD_RENDERER (self), 0);

  g_mutex_lock (&self->lock);
  n = self->art_lru.length;
  g_mutex_unlock (&self->lock);
  return n;
}

void
drive_in_card_renderer_clear_art_cache (DriveInCardRenderer *self)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_RENDERER (self));

  g_mutex_lock (&self->lock);
  g_queue_init (&self->art_lru);
  g_hash_table_remove_all (self->art_by_uri);
  g_mutex_unlock (&self->lock);
}
