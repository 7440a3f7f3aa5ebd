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
#define FACE_W DRIVE_IN_CARD_FACE_WIDTH
#define FACE_H DRIVE_IN_CARD_FACE_HEIGHT
#define CORNER DRIVE_IN_POSTER_CORNER

/* The Title band, under the text box. */
#define BAND_Y 800.0
#define BAND_H 60.0

const DriveInRgb drive_in_poster_unknown = { 0.45, 0.45, 0.47 };
const DriveInRgb drive_in_poster_yellow = { 1.0, 0.831, 0.231 };
const DriveInRgb drive_in_poster_cream = { 0.984, 0.957, 0.886 };
const DriveInRgb drive_in_poster_night = { 0.082, 0.082, 0.090 };

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
            GFile               *file)
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

void
drive_in_poster_set_rgb (cairo_t    *cr,
                         DriveInRgb  color)
{
  cairo_set_source_rgb (cr, color.r, color.g, color.b);
}

static DriveInRgb
mix (DriveInRgb a,
     DriveInRgb b,
     double     t)
{
  DriveInRgb result = { a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t };

  return result;
}

DriveInRgb
drive_in_poster_lighter (DriveInRgb color,
                         double     t)
{
  return mix (color, (DriveInRgb) { 1, 1, 1 }, t);
}

DriveInRgb
drive_in_poster_darker (DriveInRgb color,
                        double     t)
{
  return mix (color, (DriveInRgb) { 0, 0, 0 }, t);
}

/* A star with @points points: the stat badge, the band ornaments, the card back. */
void
drive_in_poster_star_path (cairo_t *cr,
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
void
drive_in_poster_show_centered (cairo_t          *cr,
                               PangoLayout      *layout,
                               double            cx,
                               double            cy,
                               DriveInRgb        color,
                               const DriveInRgb *shadow,
                               double            shadow_offset)
{
  PangoRectangle logical;
  double x, y;

  /* A layout with a width has its lines offset inside it: centre what is drawn. */
  pango_layout_get_extents (layout, NULL, &logical);
  x = cx - (logical.x + logical.width / 2.0) / PANGO_SCALE;
  y = cy - (logical.y + logical.height / 2.0) / PANGO_SCALE;
  if (shadow != NULL)
    {
      drive_in_poster_set_rgb (cr, *shadow);
      drive_in_render_show_layout (cr, layout, x + shadow_offset, y + shadow_offset);
    }
  drive_in_poster_set_rgb (cr, color);
  drive_in_render_show_layout (cr, layout, x, y);
}

char *
drive_in_poster_uppercase (const char *text)
{
  return g_utf8_strup (text != NULL ? text : "", -1);
}

/* Tracking for small capitals lines: Pango letter spacing in user units. */
void
drive_in_poster_set_letter_spacing (PangoLayout *layout,
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

void
drive_in_poster_draw_frame (cairo_t    *cr,
                            DriveInRgb  color)
{
  /* The card's shape; every later part is clipped to it. */
  drive_in_render_rounded_rectangle (cr, 0, 0, FACE_W, FACE_H, CORNER);
  cairo_clip (cr);
  drive_in_poster_set_rgb (cr, color);
  cairo_paint (cr);

  /* A sunburst over the top, as on a drive-in poster; the side bands stay flat. */
  cairo_save (cr);
  cairo_rectangle (cr, 40, 0, FACE_W - 80, DRIVE_IN_POSTER_ART_Y - 4);
  cairo_clip (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_lighter (color, 0.16));
  rays (cr, FACE_W / 2, DRIVE_IN_POSTER_ART_Y + 60, 36, 900);
  cairo_restore (cr);

  /* A rim just inside the edge, darker, so a cut proxy still has a border. */
  drive_in_poster_set_rgb (cr, drive_in_poster_darker (color, 0.35));
  cairo_set_line_width (cr, 6);
  drive_in_render_rounded_rectangle (cr, 6, 6, FACE_W - 12, FACE_H - 12, CORNER - 6);
  cairo_stroke (cr);
}

void
drive_in_poster_draw_name_plate (cairo_t      *cr,
                                 PangoContext *context,
                                 const char   *name,
                                 DriveInRgb    color,
                                 double        right)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  double left = 25, top = 26, bottom = 120, slant = 14;
  double text_width = right - left - 2 * slant - 24;
  double text_height = bottom - top - 12;
  DriveInRgb shadow = drive_in_poster_darker (color, 0.1);

  /* A skewed black slab: the marquee of a cheap poster. */
  cairo_move_to (cr, left + slant, top);
  cairo_line_to (cr, right, top);
  cairo_line_to (cr, right - slant, bottom);
  cairo_line_to (cr, left, bottom);
  cairo_close_path (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
  cairo_fill_preserve (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_lighter (color, 0.3));
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
  drive_in_poster_show_centered (cr, layout, (left + right) / 2, (top + bottom) / 2 + 1,
                                 drive_in_poster_cream, &shadow, 2.5);
}

/* Film-reel placeholder where the art is missing or unusable. */
void
drive_in_poster_draw_art_placeholder (cairo_t      *cr,
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
  drive_in_poster_show_centered (cr, layout, cx, cy + radius + 32,
                                 (DriveInRgb) { 0.55, 0.55, 0.58 }, NULL, 0);
  cairo_restore (cr);
}

gboolean
drive_in_card_renderer_paint_art (DriveInCardRenderer *self,
                                  cairo_t             *cr,
                                  GFile               *file,
                                  double               x,
                                  double               y,
                                  double               width,
                                  double               height)
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

/* The Title word, upside down at the foot of the card as the game prints it. */
void
drive_in_poster_draw_title_band (cairo_t      *cr,
                                 PangoContext *context,
                                 const char   *title_word)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *text = drive_in_poster_uppercase (title_word);
  double cx = FACE_W / 2, cy = BAND_Y + BAND_H / 2;

  drive_in_render_rounded_rectangle (cr, DRIVE_IN_POSTER_BOX_X, BAND_Y, DRIVE_IN_POSTER_BOX_W,
                                     BAND_H, 10);
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
  cairo_fill (cr);

  drive_in_poster_set_rgb (cr, drive_in_poster_yellow);
  drive_in_poster_star_path (cr, DRIVE_IN_POSTER_BOX_X + 26, cy, 14, 6, 5, G_PI);
  cairo_fill (cr);
  drive_in_poster_star_path (cr, DRIVE_IN_POSTER_BOX_X + DRIVE_IN_POSTER_BOX_W - 26, cy, 14, 6, 5,
                             G_PI);
  cairo_fill (cr);

  if (*text == '\0')
    return;

  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_DISPLAY, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL,
                               44);
  pango_font_description_set_stretch (desc, PANGO_STRETCH_CONDENSED);
  layout = drive_in_render_layout_new (context, text, desc, -1, PANGO_ALIGN_CENTER);
  drive_in_poster_set_letter_spacing (layout, 4);
  drive_in_render_fit_layout (layout, 44, 18, DRIVE_IN_POSTER_BOX_W - 110, BAND_H - 6, 1);

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_rotate (cr, G_PI);
  drive_in_poster_show_centered (cr, layout, 0, 0, drive_in_poster_yellow, NULL, 0);
  cairo_restore (cr);
}

void
drive_in_poster_draw_edge (cairo_t *cr)
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

/* The stand-in face: grey poster, @name on the plate, a note that no release has the card. */
static void
draw_stand_in (cairo_t      *cr,
               PangoContext *context,
               const char   *name)
{
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) layout = NULL;

  drive_in_poster_draw_frame (cr, drive_in_poster_unknown);
  drive_in_poster_draw_name_plate (cr, context, name, drive_in_poster_unknown, FACE_W - 25);
  drive_in_poster_draw_art_placeholder (cr, context, DRIVE_IN_POSTER_ART_X, DRIVE_IN_POSTER_ART_Y,
                                        DRIVE_IN_POSTER_ART_W, DRIVE_IN_POSTER_ART_H);

  drive_in_render_rounded_rectangle (cr, DRIVE_IN_POSTER_BOX_X, DRIVE_IN_POSTER_BOX_Y,
                                     DRIVE_IN_POSTER_BOX_W, DRIVE_IN_POSTER_BOX_H, 14);
  drive_in_poster_set_rgb (cr, drive_in_poster_cream);
  cairo_fill_preserve (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
  cairo_set_line_width (cr, 4);
  cairo_stroke (cr);
  desc = drive_in_render_font_new (DRIVE_IN_RENDER_FONT_SANS, PANGO_WEIGHT_NORMAL,
                                   PANGO_STYLE_ITALIC, 27);
  layout = drive_in_render_layout_new (context, _("This card is in no loaded release."), desc,
                                       DRIVE_IN_POSTER_BOX_W - 40, PANGO_ALIGN_CENTER);
  drive_in_poster_show_centered (cr, layout, FACE_W / 2,
                                 DRIVE_IN_POSTER_BOX_Y + DRIVE_IN_POSTER_BOX_H / 2,
                                 drive_in_poster_night, NULL, 0);
  drive_in_poster_draw_title_band (cr, context, NULL);
  drive_in_poster_draw_edge (cr);
}

void
drive_in_card_renderer_draw (DriveInCardRenderer *self,
                             DriveInCard         *card,
                             cairo_t             *cr,
                             double               width,
                             double               height)
{
  const DriveInCardFace *face;
  PangoContext *context;

  g_return_if_fail (DRIVE_IN_IS_CARD_RENDERER (self));
  g_return_if_fail (DRIVE_IN_IS_CARD (card));
  g_return_if_fail (cr != NULL);

  if (!begin_face (cr, width, height))
    return;

  /* Every game draws its own cards; a card of a game without a face gets the stand-in. */
  face = drive_in_card_face_for_card (card);
  context = drive_in_render_text_context_new (cr);
  if (face != NULL)
    face->draw (self, card, cr, context);
  else
    draw_stand_in (cr, context, drive_in_card_get_name (card));
  g_object_unref (context);
  cairo_restore (cr);
}

void
drive_in_card_renderer_draw_unknown (DriveInCardRenderer *self,
                                     const char          *card_id,
                                     cairo_t             *cr,
                                     double               width,
                                     double               height)
{
  PangoContext *context;

  g_return_if_fail (DRIVE_IN_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);

  if (!begin_face (cr, width, height))
    return;

  context = drive_in_render_text_context_new (cr);
  draw_stand_in (cr, context, card_id != NULL ? card_id : "?");
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
                                  cairo_t             *cr,
                                  double               width,
                                  double               height)
{
  PangoContext *context;
  g_autoptr(PangoFontDescription) desc = NULL;
  g_autoptr(PangoLayout) marquee = NULL;
  g_autoptr(PangoLayout) tagline = NULL;
  cairo_pattern_t *sky;
  guint32 seed = 1959;
  DriveInRgb red = { 0.85, 0.12, 0.14 };

  g_return_if_fail (DRIVE_IN_IS_CARD_RENDERER (self));
  g_return_if_fail (cr != NULL);

  if (!begin_face (cr, width, height))
    return;
  context = drive_in_render_text_context_new (cr);

  drive_in_render_rounded_rectangle (cr, 0, 0, FACE_W, FACE_H, CORNER);
  cairo_clip (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
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
  drive_in_poster_set_rgb (cr, drive_in_poster_yellow);
  for (int i = -2; i <= 2; i++)
    {
      cairo_arc (cr, FACE_W / 2 + i * 42, 284, 6, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);

  /* The marquee with its bulbs. */
  drive_in_render_rounded_rectangle (cr, 90, 560, FACE_W - 180, 200, 24);
  drive_in_poster_set_rgb (cr, red);
  cairo_fill_preserve (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_night);
  cairo_set_line_width (cr, 6);
  cairo_stroke (cr);
  drive_in_poster_set_rgb (cr, drive_in_poster_yellow);
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
  drive_in_poster_show_centered (cr, marquee, FACE_W / 2, 648, drive_in_poster_yellow,
                                 &drive_in_poster_night, 5);

  pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (desc, 24 * PANGO_SCALE);
  /* TRANSLATORS: the small line under "DRIVE-IN" on the card back */
  tagline = drive_in_render_layout_new (context, _("Tonight: Double Feature"), desc, -1,
                                    PANGO_ALIGN_CENTER);
  drive_in_poster_set_letter_spacing (tagline, 3);
  drive_in_render_fit_layout (tagline, 24, 12, FACE_W - 240, 40, 1);
  drive_in_poster_show_centered (cr, tagline, FACE_W / 2, 714, drive_in_poster_cream, NULL, 0);

  drive_in_poster_draw_edge (cr);
  g_object_unref (context);
  cairo_restore (cr);
}

cairo_surface_t *
drive_in_card_renderer_render_surface (DriveInCardRenderer *self,
                                       DriveInCard         *card,
                                       int                  width_px,
                                       int                  height_px,
                                       double               scale)
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
                                           guint                n_images)
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
