/* drive-in-card-texture-cache.h: rendered card faces as textures, per card and size, kept LRU. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-renderer.h"
#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_CARD_TEXTURE_CACHE (drive_in_card_texture_cache_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardTextureCache, drive_in_card_texture_cache,
                      DRIVE_IN, CARD_TEXTURE_CACHE, GObject)

/* Holds at most @max_textures textures; the least recently used go first. */
DriveInCardTextureCache *drive_in_card_texture_cache_new          (DriveInCardRenderer *renderer,
                                                                   guint             max_textures);
/* The cache shared by every view of the process. */
DriveInCardTextureCache *drive_in_card_texture_cache_get_default  (void);
DriveInCardRenderer        *drive_in_card_texture_cache_get_renderer (DriveInCardTextureCache *self);

/* The texture of @card at @width × @height logical pixels and @scale, or NULL when it has
 * not been rendered yet. Transfer none. */
GdkTexture *drive_in_card_texture_cache_lookup        (DriveInCardTextureCache *self,
                                                       DriveInCard                *card,
                                                       int                      width,
                                                       int                      height,
                                                       int                      scale);
/* Renders now, in the calling (main) thread, unless cached. Transfer none. */
GdkTexture *drive_in_card_texture_cache_render        (DriveInCardTextureCache *self,
                                                       DriveInCard                *card,
                                                       int                      width,
                                                       int                      height,
                                                       int                      scale);
/* Renders in a worker thread and caches the result (already cached: returns at once). */
void        drive_in_card_texture_cache_render_async  (DriveInCardTextureCache *self,
                                                       DriveInCard                *card,
                                                       int                      width,
                                                       int                      height,
                                                       int                      scale,
                                                       GCancellable            *cancellable,
                                                       GAsyncReadyCallback      callback,
                                                       gpointer                 user_data);
/* Transfer full. */
GdkTexture *drive_in_card_texture_cache_render_finish (DriveInCardTextureCache *self,
                                                       GAsyncResult            *result,
                                                       GError                 **error);

guint       drive_in_card_texture_cache_get_n_textures (DriveInCardTextureCache *self);
/* Renders done since the cache was made: a view that renders lazily keeps this small. */
guint       drive_in_card_texture_cache_get_n_renders  (DriveInCardTextureCache *self);
/* Forgets every texture (after a release was re-imported, say). */
void        drive_in_card_texture_cache_clear          (DriveInCardTextureCache *self);

/* A texture of a cairo image surface (ARGB32); the surface is kept alive by the texture. */
GdkTexture *drive_in_texture_new_for_surface (cairo_surface_t *surface);

G_END_DECLS
