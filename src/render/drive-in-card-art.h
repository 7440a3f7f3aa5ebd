/* drive-in-card-art.h: one card's art (SVG, JPEG or PNG), decoded once and drawn at any size. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cairo.h>
#include <gio/gio.h>

G_BEGIN_DECLS

/* Larger files, and raster images wider or taller than this, are refused undecoded. */
#define DRIVE_IN_CARD_ART_MAX_FILE_SIZE (8 * 1024 * 1024)
#define DRIVE_IN_CARD_ART_MAX_PIXELS    4096

#define DRIVE_IN_TYPE_CARD_ART (drive_in_card_art_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardArt, drive_in_card_art, DRIVE_IN, CARD_ART, GObject)

/* Reads @file (any GFile, resource:// included) and decodes it: SVG with librsvg, other
 * images with gdk-pixbuf into a cairo image surface. Errors (DRIVE_IN_ERROR): _IO when the
 * file cannot be read, _INVALID when it is too large, _PARSE when it is no image. */
DriveInCardArt *drive_in_card_art_load      (GFile         *file,
                                      GCancellable  *cancellable,
                                      GError       **error);

/* Size in pixels: an SVG's width/height (else its viewBox); raster art as kept, scaled down
 * to at most 1024 pixels on its longer side. */
void         drive_in_card_art_get_size  (DriveInCardArt *self,
                                      double      *width,
                                      double      *height);
gboolean     drive_in_card_art_is_vector (DriveInCardArt *self);

/* Fills the rectangle with the art, scaled to cover it and centred; whatever sticks out
 * is clipped. Not thread-safe for one art object: lock around it when sharing. */
void         drive_in_card_art_draw      (DriveInCardArt *self,
                                      cairo_t     *cr,
                                      double       x,
                                      double       y,
                                      double       width,
                                      double       height);

G_END_DECLS
