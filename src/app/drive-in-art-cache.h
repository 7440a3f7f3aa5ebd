/* drive-in-art-cache.h: card art decoded off the main thread into textures, kept in a cache. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ART_CACHE (drive_in_art_cache_get_type ())
G_DECLARE_FINAL_TYPE (DriveInArtCache, drive_in_art_cache, DRIVE_IN, ART_CACHE, GObject)

/* Holds at most @max_textures textures; the least recently used go first. */
DriveInArtCache *drive_in_art_cache_new         (guint max_textures);
/* The cache shared by every view of the process. */
DriveInArtCache *drive_in_art_cache_get_default (void);

/* A texture already decoded for @file at @size pixels, or NULL. Transfer none. */
GdkTexture      *drive_in_art_cache_lookup      (DriveInArtCache     *self,
                                                 GFile               *file,
                                                 int                  size);
/* Decodes @file (SVG, JPEG, PNG...) in a worker thread: SVG is rendered to @size x @size
 * pixels, raster images are scaled down when larger than @size in both directions. */
void             drive_in_art_cache_load_async  (DriveInArtCache     *self,
                                                 GFile               *file,
                                                 int                  size,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
GdkTexture      *drive_in_art_cache_load_finish (DriveInArtCache     *self,
                                                 GAsyncResult        *result,
                                                 GError             **error);
guint            drive_in_art_cache_get_n_textures (DriveInArtCache *self);
/* While held, loads wait and start when the last hold is released. */
void             drive_in_art_cache_hold        (DriveInArtCache     *self);
void             drive_in_art_cache_release     (DriveInArtCache     *self);

G_END_DECLS
