/* drive-in-card-renderer.h: draws card faces and backs with cairo, Pango and librsvg, at any size. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "drive-in-card.h"

G_BEGIN_DECLS

/* A card is 63 × 88 mm; the renderer keeps that ratio at every size. */
#define DRIVE_IN_CARD_WIDTH_MM  63.0
#define DRIVE_IN_CARD_HEIGHT_MM 88.0
#define DRIVE_IN_CARD_ASPECT    (DRIVE_IN_CARD_WIDTH_MM / DRIVE_IN_CARD_HEIGHT_MM)

/* Decoded art kept by a renderer (least recently drawn go first). */
#define DRIVE_IN_CARD_RENDERER_DEFAULT_ART_CACHE 48

#define DRIVE_IN_TYPE_CARD_RENDERER (drive_in_card_renderer_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardRenderer, drive_in_card_renderer, DRIVE_IN, CARD_RENDERER, GObject)

DriveInCardRenderer *drive_in_card_renderer_new            (void);

/* Draws the face of @card, as its game's DriveInCardFace draws it (a stand-in for a game with
 * none), into the rectangle (0, 0, @width, @height) of @cr's user space:
 * the card is as large as fits with its 63:88 ratio, centred, with transparent rounded
 * corners; everything scales with its width. Text uses the card's display fields (the
 * user's language). Art that is missing, unreadable or too large becomes a placeholder. */
void              drive_in_card_renderer_draw           (DriveInCardRenderer *self,
                                                     DriveInCard         *card,
                                                     cairo_t          *cr,
                                                     double            width,
                                                     double            height);
/* The common card back. */
void              drive_in_card_renderer_draw_back      (DriveInCardRenderer *self,
                                                     cairo_t          *cr,
                                                     double            width,
                                                     double            height);
/* A stand-in face for a card no loaded release has (a deck of an unimported release). */
void              drive_in_card_renderer_draw_unknown   (DriveInCardRenderer *self,
                                                     const char       *card_id,
                                                     cairo_t          *cr,
                                                     double            width,
                                                     double            height);

/* A new ARGB32 image of @card (NULL: the back) for a texture: @width_px × @height_px
 * logical pixels, ceil(@width_px × @scale) × ceil(@height_px × @scale) real ones, with
 * @scale as the surface's device scale. Free with cairo_surface_destroy(). */
cairo_surface_t  *drive_in_card_renderer_render_surface (DriveInCardRenderer *self,
                                                     DriveInCard         *card,
                                                     int               width_px,
                                                     int               height_px,
                                                     double            scale);

/* The art cache: how many decoded images are kept, and forgetting them all (after a
 * release was re-imported, say). */
void              drive_in_card_renderer_set_art_cache_size (DriveInCardRenderer *self,
                                                         guint             n_images);
guint             drive_in_card_renderer_get_n_cached_art   (DriveInCardRenderer *self);
void              drive_in_card_renderer_clear_art_cache    (DriveInCardRenderer *self);

G_END_DECLS
