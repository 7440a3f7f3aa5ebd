/* drive-in-art-cache.c: card art decoded off the main thread into textures, kept in a cache. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <librsvg/rsvg.h>
#include <math.h>

#include "drive-in-art-cache.h"
#include "drive-in-worker-guard.h"
#include "drive-in-card-art.h"

/* Large enough for every tile of a big grid to stay decoded while scrolling back. */
#define DEFAULT_MAX_TEXTURES 600
/* Intrinsic SVG sizes beyond this are a mistake in the file, not art to render. */
#define MAX_RENDER_SIZE 4096

typedef struct
{
  char       *key;     /* "<size>:<uri>", shared with the hash table */
  GdkTexture *texture;
  GList      *link;    /* in DriveInArtCache.lru */
} CacheEntry;

typedef struct
{
  GFile *file;
  int    size;
} LoadData;

struct _DriveInArtCache
{
  GObject     parent_instance;

  GHashTable *entries; /* key -> CacheEntry */
  GQueue      lru;     /* of CacheEntry, most recently used first */
  guint       max_textures;
  guint       holds;
  GQueue      held;    /* of GTask: loads waiting for the last hold to go */
};

G_DEFINE_FINAL_TYPE (DriveInArtCache, drive_in_art_cache, G_TYPE_OBJECT)

static void
cache_entry_free (gpointer data)
{
  CacheEntry *entry = data;

  g_free (entry->key);
  g_clear_object (&entry->texture);
  g_free (entry);
}

static void
load_data_free (gpointer data)
{
  LoadData *load = data;

  g_clear_object (&load->file);
  g_free (load);
}

static char *
make_key (GFile *file,
          int    size)
{
  g_autofree char *uri = g_file_get_uri (file);

  return g_strdup_printf ("%d:%s", size, uri);
}

static void
drive_in_art_cache_finalize (GObject *object)
{
  DriveInArtCache *self = DRIVE_IN_ART_CACHE (object);

  g_queue_clear (&self->lru);
  g_queue_clear_full (&self->held, g_object_unref);
  g_clear_pointer (&self->entries, g_hash_table_unref);

  G_OBJECT_CLASS (drive_in_art_cache_parent_class)->finalize (object);
}

static void
drive_in_art_cache_class_init (DriveInArtCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = drive_in_art_cache_finalize;
}

static void
drive_in_art_cache_init (DriveInArtCache *self)
{
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, cache_entry_free);
  g_queue_init (&self->lru);
  self->max_textures = DEFAULT_MAX_TEXTURES;
}

DriveInArtCache *
drive_in_art_cache_new (guint max_textures)
{
  DriveInArtCache *self;

  g_return_val_if_fail (max_textures > 0, NULL);

  self = g_object_new (DRIVE_IN_TYPE_ART_CACHE, NULL);
  self->max_textures = max_textures;
  return self;
}

DriveInArtCache *
drive_in_art_cache_get_default (void)
{
  static DriveInArtCache *default_cache;

  if (default_cache == NULL)
    default_cache = drive_in_art_cache_new (DEFAULT_MAX_TEXTURES);
  return default_cache;
}

GdkTexture *
drive_in_art_cache_lookup (DriveInArtCache *self,
                           GFile           *file,
                           int              size)
{
  g_autofree char *key = NULL;
  CacheEntry *entry;

  g_return_val_if_fail (DRIVE_IN_IS_ART_CACHE (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  key = make_key (file, size);
  entry = g_hash_table_lookup (self->entries, key);
  if (entry == NULL)
    return NULL;

  g_queue_unlink (&self->lru, entry->link);
  g_queue_push_head_link (&self->lru, entry->link);
  return entry->texture;
}

static void
cache_insert (DriveInArtCache *self,
              GFile           *file,
              int              size,
              GdkTexture      *texture)
{
  CacheEntry *entry;
  char *key = make_key (file, size);

  g_assert (GDK_IS_TEXTURE (texture));

  entry = g_hash_table_lookup (self->entries, key);
  if (entry != NULL)
    {
      /* Two tiles asked for the same art at once; keep the first texture. */
      g_free (key);
      return;
    }

  entry = g_new0 (CacheEntry, 1);
  entry->key = key;
  entry->texture = g_object_ref (texture);
  g_queue_push_head (&self->lru, entry);
  entry->link = self->lru.head;
  g_hash_table_insert (self->entries, entry->key, entry);

  while (self->lru.length > self->max_textures)
    {
      CacheEntry *oldest = g_queue_pop_tail (&self->lru);
      g_hash_table_remove (self->entries, oldest->key);
    }
}

static gboolean
file_is_svg (GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  return name != NULL && (g_str_has_suffix (name, ".svg") || g_str_has_suffix (name, ".SVG"));
}

/* Art comes from strangers' releases: as the card renderer does (drive-in-card-art.h), files over
 * DRIVE_IN_CARD_ART_MAX_FILE_SIZE are refused after reading one byte past it, whatever their size
 * claims, and images over DRIVE_IN_CARD_ART_MAX_PIXELS once their header is read, undecoded. */
static GBytes *
read_limited (GFile         *file,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) data = g_byte_array_new ();
  guint8 buffer[65536];
  gsize n_read;

  stream = g_file_read (file, cancellable, error);
  if (stream == NULL)
    return NULL;
  do
    {
      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, sizeof buffer, &n_read,
                                    cancellable, error))
        return NULL;
      g_byte_array_append (data, buffer, n_read);
      if (data->len > DRIVE_IN_CARD_ART_MAX_FILE_SIZE)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "The art is larger than %d MiB",
                       DRIVE_IN_CARD_ART_MAX_FILE_SIZE / (1024 * 1024));
          return NULL;
        }
    }
  while (n_read == sizeof buffer);
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

/* Renders the SVG large enough to cover a @size x @size square, keeping its aspect. */
static GdkTexture *
load_svg (GFile        *file,
          int           size,
          GCancellable *cancellable,
          GError      **error)
{
  RsvgHandle *handle;
  cairo_surface_t *surface;
  cairo_t *cr;
  RsvgRectangle viewport;
  double svg_width = 0, svg_height = 0;
  int width = size, height = size;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) svg = NULL;
  g_autoptr(GInputStream) stream = NULL;
  gboolean ok;

  svg = read_limited (file, cancellable, error);
  if (svg == NULL)
    return NULL;
  stream = g_memory_input_stream_new_from_bytes (svg);
  handle = rsvg_handle_new_from_stream_sync (stream, file, RSVG_HANDLE_FLAGS_NONE, cancellable,
                                             error);
  if (handle == NULL)
    return NULL;

  if (rsvg_handle_get_intrinsic_size_in_pixels (handle, &svg_width, &svg_height)
      && svg_width > 0 && svg_height > 0)
    {
      double scale = size / MIN (svg_width, svg_height);
      width = CLAMP ((int) ceil (svg_width * scale), 1, MAX_RENDER_SIZE);
      height = CLAMP ((int) ceil (svg_height * scale), 1, MAX_RENDER_SIZE);
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  viewport = (RsvgRectangle) { 0, 0, width, height };
  ok = rsvg_handle_render_document (handle, cr, &viewport, error);
  cairo_destroy (cr);
  g_object_unref (handle);
  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cairo_surface_flush (surface);

  /* GDK_MEMORY_DEFAULT is cairo's ARGB32 layout: the surface's pixels are used as they are. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      surface);
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes,
                                 cairo_image_surface_get_stride (surface));
}

typedef struct
{
  int      size;
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
  int size = check->size;
  int smaller = MIN (width, height);

  check->width = width;
  check->height = height;
  if (width <= 0 || height <= 0
      || width > DRIVE_IN_CARD_ART_MAX_PIXELS || height > DRIVE_IN_CARD_ART_MAX_PIXELS)
    {
      /* A zero size makes the loader fail here, before it allocates the image. */
      check->too_large = TRUE;
      gdk_pixbuf_loader_set_size (loader, 0, 0);
      return;
    }

  /* Decode scaled down (libjpeg does this cheaply) so big art costs tile-sized memory. */
  if (smaller > size)
    {
      double scale = (double) size / smaller;
      gdk_pixbuf_loader_set_size (loader,
                                  MAX (1, (int) ceil (width * scale)),
                                  MAX (1, (int) ceil (height * scale)));
    }
}

static GdkTexture *
load_raster (GFile        *file,
             int           size,
             GCancellable *cancellable,
             GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GdkPixbufLoader) loader = NULL;
  g_autoptr(GdkPixbuf) oriented = NULL;
  GdkPixbuf *pixbuf;
  g_autoptr(GError) local_error = NULL;
  SizeCheck check = { size, 0, 0, FALSE };
  const guint8 *data;
  gsize length, offset = 0;
  gboolean written = TRUE;
  gboolean closed = FALSE;

  bytes = read_limited (file, cancellable, error);
  if (bytes == NULL)
    return NULL;

  loader = gdk_pixbuf_loader_new ();
  g_signal_connect (loader, "size-prepared", G_CALLBACK (on_loader_size_prepared_cb), &check);
  /* A small first chunk: the header says how large the image is before anything is decoded. */
  data = g_bytes_get_data (bytes, &length);
  while (offset < length && written && !check.too_large)
    {
      gsize chunk = MIN (length - offset, offset == 0 ? 4096 : 65536);

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
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "The art is %d × %d pixels, more than %d × %d", check.width, check.height,
                   DRIVE_IN_CARD_ART_MAX_PIXELS, DRIVE_IN_CARD_ART_MAX_PIXELS);
      return NULL;
    }
  if (!written || !closed)
    {
      if (local_error == NULL)
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "Not an image");
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  pixbuf = gdk_pixbuf_loader_get_pixbuf (loader);
  if (pixbuf == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s", "No image data");
      return NULL;
    }
  oriented = gdk_pixbuf_apply_embedded_orientation (pixbuf);
  return gdk_texture_new_for_pixbuf (oriented);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadData *load = task_data;
  GError *error = NULL;
  GdkTexture *texture;

  /* librsvg shapes an SVG's text with HarfBuzz: the process may not exit under it. */
  if (!drive_in_worker_guard_enter ())
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Shutting down");
      return;
    }
  if (file_is_svg (load->file))
    texture = load_svg (load->file, load->size, cancellable, &error);
  else
    texture = load_raster (load->file, load->size, cancellable, &error);
  drive_in_worker_guard_leave ();

  if (texture == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, texture, g_object_unref);
}

void
drive_in_art_cache_load_async (DriveInArtCache     *self,
                               GFile               *file,
                               int                  size,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  LoadData *load;

  g_return_if_fail (DRIVE_IN_IS_ART_CACHE (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (size > 0);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, drive_in_art_cache_load_async);

  load = g_new0 (LoadData, 1);
  load->file = g_object_ref (file);
  load->size = size;
  g_task_set_task_data (task, load, load_data_free);

  if (self->holds > 0)
    g_queue_push_tail (&self->held, g_steal_pointer (&task));
  else
    g_task_run_in_thread (task, load_thread);
}

/**
 * drive_in_art_cache_hold:
 *
 * Makes new loads wait until drive_in_art_cache_release() has been called as many times:
 * while the catalog loads, decoding art would take the cores its loader needs.
 */
void
drive_in_art_cache_hold (DriveInArtCache *self)
{
  g_return_if_fail (DRIVE_IN_IS_ART_CACHE (self));

  self->holds++;
}

void
drive_in_art_cache_release (DriveInArtCache *self)
{
  GTask *task;

  g_return_if_fail (DRIVE_IN_IS_ART_CACHE (self));
  g_return_if_fail (self->holds > 0);

  if (--self->holds > 0)
    return;
  while ((task = g_queue_pop_head (&self->held)) != NULL)
    {
      /* A tile gone while its load waited has cancelled it: nothing to decode. */
      if (!g_task_return_error_if_cancelled (task))
        g_task_run_in_thread (task, load_thread);
      g_object_unref (task);
    }
}

/* Also stores the texture in the cache, so the next lookup finds it. */
GdkTexture *
drive_in_art_cache_load_finish (DriveInArtCache *self,
                                GAsyncResult    *result,
                                GError         **error)
{
  GdkTexture *texture;
  LoadData *load;

  g_return_val_if_fail (DRIVE_IN_IS_ART_CACHE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  texture = g_task_propagate_pointer (G_TASK (result), error);
  if (texture != NULL)
    {
      load = g_task_get_task_data (G_TASK (result));
      cache_insert (self, load->file, load->size, texture);
    }
  return texture;
}

guint
drive_in_art_cache_get_n_textures (DriveInArtCache *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ART_CACHE (self), 0);

  return g_hash_table_size (self->entries);
}
