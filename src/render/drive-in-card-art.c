/* drive-in-card-art.c: one card's art (SVG, JPEG or PNG), decoded once and drawn at any size. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <math.h>
#include <string.h>

#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gi18n-lib.h>
#include <librsvg/rsvg.h>

#include "drive-in-error.h"
#include "drive-in-card-art.h"

/* Raster art is kept at most this large: a card printed at 300 dpi is 744 px wide. */
#define MAX_KEPT_PIXELS 1024
/* Small first chunks, so an oversized image is refused after its header, undecoded. */
#define LOADER_CHUNK 4096

struct _DriveInCardArt
{
  GObject          parent_instance;

  RsvgHandle      *handle;  /* SVG art, or NULL */
  cairo_surface_t *surface; /* raster art, or NULL */
  double           width;
  double           height;
};

G_DEFINE_FINAL_TYPE (DriveInCardArt, drive_in_card_art, G_TYPE_OBJECT)

static void
drive_in_card_art_finalize (GObject *object)
{
  DriveInCardArt *self = DRIVE_IN_CARD_ART (object);

  g_clear_object (&self->handle);
  g_clear_pointer (&self->surface, cairo_surface_destroy);

  G_OBJECT_CLASS (drive_in_card_art_parent_class)->finalize (object);
}

static void
drive_in_card_art_class_init (DriveInCardArtClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_card_art_finalize;
}

static void
drive_in_card_art_init (DriveInCardArt *self)
{
}

static char *
dup_display_name (GFile *file)
{
  g_assert (G_IS_FILE (file));

  if (g_file_peek_path (file) != NULL)
    return g_strdup (g_file_peek_path (file));
  return g_file_get_uri (file);
}

/* The whole file, or an error when it is larger than DRIVE_IN_CARD_ART_MAX_FILE_SIZE: reading
 * at most one byte past the limit needs no size query and cannot be fooled by one. */
static GBytes *
read_limited (GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) data = g_byte_array_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = dup_display_name (file);
  guint8 buffer[65536];

  stream = g_file_read (file, cancellable, &local_error);
  if (stream == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot read the art: %s"),
                   name, local_error->message);
      return NULL;
    }

  for (;;)
    {
      gsize n_read = 0;

      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, sizeof buffer, &n_read,
                                    cancellable, &local_error))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot read the art: %s"),
                       name, local_error->message);
          return NULL;
        }
      if (n_read == 0)
        break;
      g_byte_array_append (data, buffer, n_read);
      if (data->len > DRIVE_IN_CARD_ART_MAX_FILE_SIZE)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       _("%s: the art is larger than %d MiB"), name,
                       DRIVE_IN_CARD_ART_MAX_FILE_SIZE / (1024 * 1024));
          return NULL;
        }
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

/* JPEG, PNG, GIF, WebP, BMP: for anything else that starts like XML (or is gzipped, as
 * .svgz is) librsvg decides. */
static gboolean
looks_like_svg (const guint8 *data,
                gsize         length)
{
  gsize i = 0;

  if (length >= 2 && data[0] == 0x1f && data[1] == 0x8b)
    return TRUE;
  if (length >= 3 && data[0] == 0xef && data[1] == 0xbb && data[2] == 0xbf)
    i = 3;
  while (i < length && g_ascii_isspace (data[i]))
    i++;
  return i < length && data[i] == '<';
}

static gboolean
load_svg (DriveInCardArt   *self,
          GFile         *file,
          GBytes        *bytes,
          GCancellable  *cancellable,
          GError       **error)
{
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_bytes (bytes);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = dup_display_name (file);
  gboolean has_width, has_height, has_viewbox;
  RsvgLength width, height;
  RsvgRectangle viewbox;
  double pixel_width = 0, pixel_height = 0;

  g_assert (DRIVE_IN_IS_CARD_ART (self));

  /* The file is the base for relative references, which librsvg keeps inside its folder. */
  self->handle = rsvg_handle_new_from_stream_sync (stream, file, RSVG_HANDLE_FLAGS_NONE,
                                                   cancellable, &local_error);
  if (self->handle == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, _("%s: not a readable image: %s"),
                   name, local_error->message);
      return FALSE;
    }
  rsvg_handle_set_dpi (self->handle, 96.0);

  if (!rsvg_handle_get_intrinsic_size_in_pixels (self->handle, &pixel_width, &pixel_height))
    {
      /* Percentages or no size at all: the viewBox gives the proportions. */
      rsvg_handle_get_intrinsic_dimensions (self->handle, &has_width, &width, &has_height,
                                            &height, &has_viewbox, &viewbox);
      if (has_viewbox)
        {
          pixel_width = viewbox.width;
          pixel_height = viewbox.height;
        }
    }
  if (!(pixel_width > 0 && pixel_height > 0) || !isfinite (pixel_width)
      || !isfinite (pixel_height))
    {
      pixel_width = 100;
      pixel_height = 100;
    }
  self->width = pixel_width;
  self->height = pixel_height;
  return TRUE;
}

typedef struct
{
  int      width;
  int      height;
  gboolean too_large;
} SizeCheck;

static void
on_loader_size_prepared_cb (GdkPixbufLoader *loader,
                            int              width,
                            int              height,
                            gpointer         user_data)
{
  SizeCheck *check = user_data;

  check->width = width;
  check->height = height;
  if (width <= 0 || height <= 0
      || width > DRIVE_IN_CARD_ART_MAX_PIXELS || height > DRIVE_IN_CARD_ART_MAX_PIXELS)
    check->too_large = TRUE;
}

/* Cairo wants premultiplied native-endian ARGB; gdk-pixbuf gives RGB(A) bytes. */
static cairo_surface_t *
surface_from_pixbuf (GdkPixbuf *pixbuf)
{
  int width = gdk_pixbuf_get_width (pixbuf);
  int height = gdk_pixbuf_get_height (pixbuf);
  int channels = gdk_pixbuf_get_n_channels (pixbuf);
  int src_stride = gdk_pixbuf_get_rowstride (pixbuf);
  gboolean alpha = gdk_pixbuf_get_has_alpha (pixbuf);
  const guint8 *src = gdk_pixbuf_read_pixels (pixbuf);
  cairo_surface_t *surface;
  guint8 *dst;
  int dst_stride;

  g_assert (GDK_IS_PIXBUF (pixbuf));
  g_assert (gdk_pixbuf_get_bits_per_sample (pixbuf) == 8 && channels >= 3);

  surface = cairo_image_surface_create (alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                        width, height);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    return surface;

  cairo_surface_flush (surface);
  dst = cairo_image_surface_get_data (surface);
  dst_stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height; y++)
    {
      const guint8 *s = src + (gsize) y * src_stride;
      guint32 *d = (guint32 *) (gpointer) (dst + (gsize) y * dst_stride);

      for (int x = 0; x < width; x++, s += channels)
        {
          guint32 a = alpha ? s[3] : 0xff;
          guint32 r = (s[0] * a + 127) / 255;
          guint32 g = (s[1] * a + 127) / 255;
          guint32 b = (s[2] * a + 127) / 255;

          d[x] = (a << 24) | (r << 16) | (g << 8) | b;
        }
    }
  cairo_surface_mark_dirty (surface);
  return surface;
}

static gboolean
load_raster (DriveInCardArt   *self,
             GFile         *file,
             GBytes        *bytes,
             GError       **error)
{
  g_autoptr(GdkPixbufLoader) loader = gdk_pixbuf_loader_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GdkPixbuf) pixbuf = NULL;
  g_autofree char *name = dup_display_name (file);
  g_autofree char *mime_type = NULL;
  GdkPixbufFormat *format;
  GdkPixbuf *decoded;
  SizeCheck check = { 0, 0, FALSE };
  const guint8 *data;
  gsize length, offset = 0;
  gboolean written = TRUE;
  gboolean closed = FALSE;
  gboolean modified = FALSE;

  g_assert (DRIVE_IN_IS_CARD_ART (self));

  data = g_bytes_get_data (bytes, &length);
  g_signal_connect (loader, "size-prepared", G_CALLBACK (on_loader_size_prepared_cb), &check);
  while (offset < length && written && !check.too_large)
    {
      gsize chunk = MIN (length - offset, offset == 0 ? LOADER_CHUNK : 65536);

      written = gdk_pixbuf_loader_write (loader, data + offset, chunk, &local_error);
      offset += chunk;
    }
  /* A small file may only reach the decoder (and "size-prepared") when closing. */
  if (written && !check.too_large)
    closed = gdk_pixbuf_loader_close (loader, &local_error);
  else
    gdk_pixbuf_loader_close (loader, NULL);
  if (check.too_large)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("%s: the art is %d × %d pixels, more than %d × %d"), name,
                   check.width, check.height, DRIVE_IN_CARD_ART_MAX_PIXELS,
                   DRIVE_IN_CARD_ART_MAX_PIXELS);
      return FALSE;
    }
  if (!written || !closed)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, _("%s: not a readable image: %s"),
                   name, local_error != NULL ? local_error->message : "?");
      return FALSE;
    }

  decoded = gdk_pixbuf_loader_get_pixbuf (loader);
  if (decoded == NULL || gdk_pixbuf_get_bits_per_sample (decoded) != 8
      || gdk_pixbuf_get_n_channels (decoded) < 3)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE, _("%s: not a readable image"), name);
      return FALSE;
    }
  pixbuf = g_object_ref (decoded);

  /* Phone photos are stored sideways with an EXIF note. */
  {
    GdkPixbuf *oriented = gdk_pixbuf_apply_embedded_orientation (pixbuf);

    modified = oriented != pixbuf;
    g_set_object (&pixbuf, oriented);
    g_object_unref (oriented);
  }

  if (gdk_pixbuf_get_width (pixbuf) > MAX_KEPT_PIXELS
      || gdk_pixbuf_get_height (pixbuf) > MAX_KEPT_PIXELS)
    {
      double factor = (double) MAX_KEPT_PIXELS / MAX (gdk_pixbuf_get_width (pixbuf),
                                                      gdk_pixbuf_get_height (pixbuf));
      int scaled_width = MAX (1, (int) round (gdk_pixbuf_get_width (pixbuf) * factor));
      int scaled_height = MAX (1, (int) round (gdk_pixbuf_get_height (pixbuf) * factor));
      GdkPixbuf *scaled;

      scaled = gdk_pixbuf_scale_simple (pixbuf, scaled_width, scaled_height,
                                        GDK_INTERP_BILINEAR);
      if (scaled != NULL)
        {
          g_set_object (&pixbuf, scaled);
          g_object_unref (scaled);
          modified = TRUE;
        }
    }

  self->surface = surface_from_pixbuf (pixbuf);
  if (cairo_surface_status (self->surface) != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO, _("%s: cannot decode the art: %s"), name,
                   cairo_status_to_string (cairo_surface_status (self->surface)));
      return FALSE;
    }
  self->width = gdk_pixbuf_get_width (pixbuf);
  self->height = gdk_pixbuf_get_height (pixbuf);

  /* A PDF can embed an untouched JPEG as it is, far smaller than the decoded pixels. */
  format = gdk_pixbuf_loader_get_format (loader);
  if (format != NULL)
    {
      g_auto(GStrv) mime_types = gdk_pixbuf_format_get_mime_types (format);

      mime_type = mime_types != NULL && mime_types[0] != NULL ? g_strdup (mime_types[0]) : NULL;
    }
  if (!modified && g_strcmp0 (mime_type, "image/jpeg") == 0)
    {
      GBytes *kept = g_bytes_ref (bytes);

      cairo_surface_set_mime_data (self->surface, CAIRO_MIME_TYPE_JPEG,
                                   g_bytes_get_data (kept, NULL), g_bytes_get_size (kept),
                                   (cairo_destroy_func_t) g_bytes_unref, kept);
    }
  return TRUE;
}

DriveInCardArt *
drive_in_card_art_load (GFile         *file,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autoptr(DriveInCardArt) self = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const guint8 *data;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = read_limited (file, cancellable, error);
  if (bytes == NULL)
    return NULL;

  self = g_object_new (DRIVE_IN_TYPE_CARD_ART, NULL);
  data = g_bytes_get_data (bytes, &length);
  if (looks_like_svg (data, length))
    {
      if (!load_svg (self, file, bytes, cancellable, error))
        return NULL;
    }
  else if (!load_raster (self, file, bytes, error))
    {
      return NULL;
    }
  return g_steal_pointer (&self);
}

void
drive_in_card_art_get_size (DriveInCardArt *self,
                        double      *width,
                        double      *height)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_ART (self));

  if (width != NULL)
    *width = self->width;
  if (height != NULL)
    *height = self->height;
}

gboolean
drive_in_card_art_is_vector (DriveInCardArt *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_ART (self), FALSE);

  return self->handle != NULL;
}

void
drive_in_card_art_draw (DriveInCardArt *self,
                    cairo_t     *cr,
                    double       x,
                    double       y,
                    double       width,
                    double       height)
{
  double scale, draw_width, draw_height, draw_x, draw_y;

  g_return_if_fail (DRIVE_IN_IS_CARD_ART (self));
  g_return_if_fail (cr != NULL);

  if (!(width > 0 && height > 0))
    return;

  scale = MAX (width / self->width, height / self->height);
  draw_width = self->width * scale;
  draw_height = self->height * scale;
  draw_x = x + (width - draw_width) / 2;
  draw_y = y + (height - draw_height) / 2;

  cairo_save (cr);
  cairo_rectangle (cr, x, y, width, height);
  cairo_clip (cr);

  if (self->handle != NULL)
    {
      /* A viewport of the art's own proportions: render_document then fills it exactly. */
      RsvgRectangle viewport = { draw_x, draw_y, draw_width, draw_height };
      g_autoptr(GError) error = NULL;

      if (!rsvg_handle_render_document (self->handle, cr, &viewport, &error))
        g_debug ("Cannot render SVG art: %s", error->message);
    }
  else if (self->surface != NULL)
    {
      cairo_pattern_t *pattern;

      cairo_translate (cr, draw_x, draw_y);
      cairo_scale (cr, scale, scale);
      cairo_set_source_surface (cr, self->surface, 0, 0);
      pattern = cairo_get_source (cr);
      cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
      cairo_pattern_set_filter (pattern, scale < 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR);
      cairo_rectangle (cr, 0, 0, self->width, self->height);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}
