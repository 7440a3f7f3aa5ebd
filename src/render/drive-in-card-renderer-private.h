/* drive-in-card-renderer-private.h: what the renderer lends each game's face: its art cache and
 * the drive-in poster parts its stand-in card and GROS's face share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <pango/pangocairo.h>

#include "drive-in-card-renderer.h"

G_BEGIN_DECLS

/* Paints @file's art to cover the rectangle, through the renderer's art cache and lock;
 * FALSE (nothing drawn) when there is no art or it cannot be used: the face then draws its
 * own placeholder. */
gboolean drive_in_card_renderer_paint_art (DriveInCardRenderer *self,
                                       cairo_t          *cr,
                                       GFile            *file,
                                       double            x,
                                       double            y,
                                       double            width,
                                       double            height);

/* The drive-in poster: GROS's face and the stand-in for an unknown card are drawn in it, in
 * the face design space (DRIVE_IN_CARD_FACE_WIDTH × _HEIGHT). */
#define DRIVE_IN_POSTER_CORNER 30.0
#define DRIVE_IN_POSTER_ART_X  45.0
#define DRIVE_IN_POSTER_ART_Y  170.0
#define DRIVE_IN_POSTER_ART_W  540.0
#define DRIVE_IN_POSTER_ART_H  370.0
#define DRIVE_IN_POSTER_BOX_X  45.0
#define DRIVE_IN_POSTER_BOX_Y  588.0
#define DRIVE_IN_POSTER_BOX_W  540.0
#define DRIVE_IN_POSTER_BOX_H  202.0

typedef struct
{
  double r, g, b;
} DriveInRgb;

extern const DriveInRgb drive_in_poster_unknown; /* grey: a card of no known type */
extern const DriveInRgb drive_in_poster_yellow;
extern const DriveInRgb drive_in_poster_cream;
extern const DriveInRgb drive_in_poster_night;

void        drive_in_poster_set_rgb            (cairo_t    *cr,
                                                DriveInRgb  color);
/* @color towards white (black) by @t, 0–1. */
DriveInRgb  drive_in_poster_lighter            (DriveInRgb  color,
                                                double      t);
DriveInRgb  drive_in_poster_darker             (DriveInRgb  color,
                                                double      t);
/* Adds a star with @points points (at least 3) to the path. */
void        drive_in_poster_star_path          (cairo_t    *cr,
                                                double      cx,
                                                double      cy,
                                                double      outer,
                                                double      inner,
                                                int         points,
                                                double      rotation);
/* Shows @layout centred on (@cx, @cy), with a hard offset shadow when @shadow is set. */
void        drive_in_poster_show_centered      (cairo_t          *cr,
                                                PangoLayout      *layout,
                                                double            cx,
                                                double            cy,
                                                DriveInRgb        color,
                                                const DriveInRgb *shadow,
                                                double            shadow_offset);
/* @text (NULL: "") in capitals; free with g_free(). */
char       *drive_in_poster_uppercase          (const char  *text);
void        drive_in_poster_set_letter_spacing (PangoLayout *layout,
                                                double       spacing);
/* The card's shape filled with @color under a sunburst, with a rim; clips @cr to it. */
void        drive_in_poster_draw_frame         (cairo_t    *cr,
                                                DriveInRgb  color);
/* The black marquee slab at the top, from the left edge to @right, with @name on it. */
void        drive_in_poster_draw_name_plate    (cairo_t      *cr,
                                                PangoContext *context,
                                                const char   *name,
                                                DriveInRgb    color,
                                                double        right);
/* A film-reel placeholder where the art is missing or unusable. */
void        drive_in_poster_draw_art_placeholder (cairo_t      *cr,
                                                  PangoContext *context,
                                                  double        x,
                                                  double        y,
                                                  double        width,
                                                  double        height);
/* The Title band at the foot, @title_word (NULL: none) upside down in it. */
void        drive_in_poster_draw_title_band    (cairo_t      *cr,
                                                PangoContext *context,
                                                const char   *title_word);
/* The thin dark cut line around the card. */
void        drive_in_poster_draw_edge          (cairo_t    *cr);

G_END_DECLS
