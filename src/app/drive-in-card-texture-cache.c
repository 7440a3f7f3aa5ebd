/* drive-in-card-texture-cache.c: rendered card faces as textures, per card and size, kept LRU. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-card-texture-cache.h"
#include "drive-in-worker-guard.h"

/* About 25 MB of library-sized faces: a few screenfuls to scroll back to. */
#define DEFAULT_MAX_TEXTURES 256

typedef struct
{
  char       *key;
  GdkTexture *texture;
  GList       link;
} Entry;

struct _DriveInCardTextureCache
{
  GObject           parent_instance;

  DriveInCardRenderer *renderer;
  GHashTable       *entries; /* key → Entry, owned */
  GQueue            lru;     /* of Entry (link), most recently used first */
  guint             max_textures;
  guint             generation; /* bumped by clear(): late renders are then dropped */
  int               n_renders;  /* atomic: counted in worker threads */
};

G_DEFINE_FINAL_TYPE (DriveInCardTextureCache, drive_in_card_texture_cache, G_TYPE_OBJECT)

typedef struct
{
  DriveInCard *card;
  char     *key;
  int       width;
  int       height;
  int       scale;
  guint     generation;
} RenderData;

static void
render_data_free (gpointer data)
{
  RenderData *render = data;

  g_clear_object (&render->card);
  g_free (render->key);
  g_free (render);
}

static void
entry_free (gpointer data)
{
  Entry *entry = data;

  g_free (entry->key);
  g_clear_object (&entry->texture);
  g_free (entry);
}

static char *
make_key (DriveInCard *card,
          int       width,
          int       height,
          int       scale)
{
  return g_strdup_printf ("%s@%dx%d*%d", drive_in_card_get_id (card), width, height, scale);
}

static void
surface_unref (gpointer data)
{
  cairo_surface_destroy (data);
}

GdkTexture *
drive_in_texture_new_for_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int width, height, stride;

  g_return_val_if_fail (surface != NULL, NULL);
  g_return_val_if_fail (cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_IMAGE, NULL);
  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32, NULL);

  cairo_surface_flush (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  /* No copy: the bytes keep the surface alive. GDK_MEMORY_DEFAULT is cairo's ARGB32
   * (premultiplied, native endian). */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      surface_unref, cairo_surface_reference (surface));
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

/* Any thread. */
static GdkTexture *
render_texture (DriveInCardTextureCache *self,
                DriveInCard                *card,
                int                      width,
                int                      height,
                int                      scale)
{
  cairo_surface_t *surface;
  GdkTexture *texture;

  surface = drive_in_card_renderer_render_surface (self->renderer, card, width, height, scale);
  if (surface == NULL || cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      g_clear_pointer (&surface, cairo_surface_destroy);
      return NULL;
    }
  texture = drive_in_texture_new_for_surface (surface);
  cairo_surface_destroy (surface);
  g_atomic_int_inc (&self->n_renders);
  return texture;
}

static void
trim (DriveInCardTextureCache *self)
{
  g_assert (DRIVE_IN_IS_CARD_TEXTURE_CACHE (self));

  while (self->lru.length > self->max_textures)
    {
      GList *last = self->lru.tail;
      Entry *entry = last->data;

      g_queue_unlink (&self->lru, last);
      g_hash_table_remove (self->entries, entry->key);
    }
}

static GdkTexture *
lookup_key (DriveInCardTextureCache *self,
            const char              *key)
{
  Entry *entry = g_hash_table_lookup (self->entries, key);

  if (entry == NULL)
    return NULL;
  g_queue_unlink (&self->lru, &entry->link);
  g_queue_push_head_link (&self->lru, &entry->link);
  return entry->texture;
}

/* Takes @key; returns the cached texture (the one already there, if any). */
static GdkTexture *
insert (DriveInCardTextureCache *self,
        char                    *key,
        GdkTexture              *texture)
{
  GdkTexture *found = lookup_key (self, key);
  Entry *entry;

  if (found != NULL)
    {
      g_free (key);
      return found;
    }

  entry = g_new0 (Entry, 1);
  entry->key = key;
  entry->texture = g_object_ref (texture);
  entry->link.data = entry;
  g_hash_table_insert (self->entries, entry->key, entry);
  g_queue_push_head_link (&self->lru, &entry->link);
  trim (self);
  return texture;
}

static void
drive_in_card_texture_cache_finalize (GObject *object)
{
  DriveInCardTextureCache *self = DRIVE_IN_CARD_TEXTURE_CACHE (object);

  g_clear_pointer (&self->entries, g_hash_table_unref);
  g_clear_object (&self->renderer);

  G_OBJECT_CLASS (drive_in_card_texture_cache_parent_class)->finalize (object);
}

static void
drive_in_card_texture_cache_class_init (DriveInCardTextureCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = drive_in_card_texture_cache_finalize;
}

static void
drive_in_card_texture_cache_init (DriveInCardTextureCache *self)
{
  /* The queue links live inside the entries: the table frees both. */
  self->entries = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, entry_free);
  g_queue_init (&self->lru);
}

DriveInCardTextureCache *
drive_in_card_texture_cache_new (DriveInCardRenderer *renderer,
                                 guint             max_textures)
{
  DriveInCardTextureCache *self;

  g_return_val_if_fail (renderer == NULL || DRIVE_IN_IS_CARD_RENDERER (renderer), NULL);
  g_return_val_if_fail (max_textures > 0, NULL);

  self = g_object_new (DRIVE_IN_TYPE_CARD_TEXTURE_CACHE, NULL);
  self->renderer = renderer != NULL ? g_object_ref (renderer) : drive_in_card_renderer_new ();
  self->max_textures = max_textures;
  return self;
}

DriveInCardTextureCache *
drive_in_card_texture_cache_get_default (void)
{
  static DriveInCardTextureCache *default_cache;

  /* Main thread only, like every view that uses it. */
  if (default_cache == NULL)
    default_cache = drive_in_card_texture_cache_new (NULL, DEFAULT_MAX_TEXTURES);
  return default_cache;
}

DriveInCardRenderer *
drive_in_card_texture_cache_get_renderer (DriveInCardTextureCache *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_TEXTURE_CACHE (self), NULL);

  return self->renderer;
}

GdkTexture *
drive_in_card_texture_cache_lookup (DriveInCardTextureCache *self,
                                    DriveInCard                *card,
                                    int                      width,
                                    int                      height,
                                    int                      scale)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_CARD_TEXTURE_CACHE (self), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  key = make_key (card, width, height, scale);
  return lookup_key (self, key);
}

GdkTexture *
drive_in_card_texture_cache_render (DriveInCardTextureCache *self,
                                    DriveInCard                *card,
                                    int                      width,
                                    int                      height,
                                    int                      scale)
{
  g_autofree char *key = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GdkTexture *found;

  g_return_val_if_fail (DRIVE_IN_IS_CARD_TEXTURE_CACHE (self), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);
  g_return_val_if_fail (width > 0 && height > 0 && scale > 0, NULL);

  key = make_key (card, width, height, scale);
  found = lookup_key (self, key);
  if (found != NULL)
    return found;

  texture = render_texture (self, card, width, height, scale);
  if (texture == NULL)
    return NULL;
  return insert (self, g_steal_pointer (&key), texture);
}

static void
render_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  DriveInCardTextureCache *self = source_object;
  RenderData *render = task_data;
  GdkTexture *texture;

  /* A tile that scrolled away before its turn costs nothing. */
  if (g_task_return_error_if_cancelled (task))
    return;

  /* Pango: the process may not exit under it. */
  if (!drive_in_worker_guard_enter ())
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Shutting down");
      return;
    }
  texture = render_texture (self, render->card, render->width, render->height, render->scale);
  drive_in_worker_guard_leave ();
  if (texture == NULL)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                             "Could not render the card %s", drive_in_card_get_id (render->card));
  else
    g_task_return_pointer (task, texture, g_object_unref);
}

void
drive_in_card_texture_cache_render_async (DriveInCardTextureCache *self,
                                          DriveInCard                *card,
                                          int                      width,
                                          int                      height,
                                          int                      scale,
                                          GCancellable            *cancellable,
                                          GAsyncReadyCallback      callback,
                                          gpointer                 user_data)
{
  g_autoptr(GTask) task = NULL;
  RenderData *render;
  GdkTexture *found;

  g_return_if_fail (DRIVE_IN_IS_CARD_TEXTURE_CACHE (self));
  g_return_if_fail (DRIVE_IN_IS_CARD (card));
  g_return_if_fail (width > 0 && height > 0 && scale > 0);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, drive_in_card_texture_cache_render_async);

  render = g_new0 (RenderData, 1);
  render->card = g_object_ref (card);
  render->key = make_key (card, width, height, scale);
  render->width = width;
  render->height = height;
  render->scale = scale;
  render->generation = self->generation;
  g_task_set_task_data (task, render, render_data_free);

  found = lookup_key (self, render->key);
  if (found != NULL)
    {
      g_task_return_pointer (task, g_object_ref (found), g_object_unref);
      return;
    }
  g_task_run_in_thread (task, render_thread);
}

GdkTexture *
drive_in_card_texture_cache_render_finish (DriveInCardTextureCache *self,
                                           GAsyncResult            *result,
                                           GError                 **error)
{
  RenderData *render;
  g_autoptr(GdkTexture) texture = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_CARD_TEXTURE_CACHE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  texture = g_task_propagate_pointer (G_TASK (result), error);
  if (texture == NULL)
    return NULL;

  /* In the main thread: only here does the cache change. */
  render = g_task_get_task_data (G_TASK (result));
  if (render->generation != self->generation)
    return g_steal_pointer (&texture);
  return g_object_ref (insert (self, g_strdup (render->key), texture));
}

guint
drive_in_card_texture_cache_get_n_textures (DriveInCardTextureCache *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_TEXTURE_CACHE (self), 0);

  return self->lru.length;
}

guint
drive_in_card_texture_cache_get_n_renders (DriveInCardTextureCache *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD_TEXTURE_CACHE (self), 0);

  return (guint) g_atomic_int_get (&self->n_renders);
}

void
drive_in_card_texture_cache_clear (DriveInCardTextureCache *self)
{
  g_return_if_fail (DRIVE_IN_IS_CARD_TEXTURE_CACHE (self));

  g_queue_init (&self->lru);
  g_hash_table_remove_all (self->entries);
  self->generation++;
  drive_in_card_renderer_clear_art_cache (self->renderer);
}
