/* drive-in-card-picture.h: one card face, rendered lazily into a cached texture. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gtk/gtk.h>

#include "drive-in-card-texture-cache.h"
#include "drive-in-core.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_CARD_PICTURE (drive_in_card_picture_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCardPicture, drive_in_card_picture, DRIVE_IN, CARD_PICTURE,
                      GtkWidget)

/* @card_width in logical pixels; the height follows the card's 63:88 ratio. */
GtkWidget *drive_in_card_picture_new            (int                 card_width);
DriveInCard  *drive_in_card_picture_get_card       (DriveInCardPicture *self);
/* Shows the cached face at once, or a placeholder until a worker thread has drawn it. */
void       drive_in_card_picture_set_card       (DriveInCardPicture *self,
                                                 DriveInCard           *card);
int        drive_in_card_picture_get_card_width (DriveInCardPicture *self);
void       drive_in_card_picture_set_card_width (DriveInCardPicture *self,
                                                 int                 card_width);
/* NULL: the default cache. */
void       drive_in_card_picture_set_cache      (DriveInCardPicture      *self,
                                                 DriveInCardTextureCache *cache);
/* The face once rendered, else NULL. */
GdkTexture *drive_in_card_picture_get_texture   (DriveInCardPicture *self);
/* TRUE while a worker thread draws the face. */
gboolean   drive_in_card_picture_is_loading     (DriveInCardPicture *self);

int        drive_in_card_height_for_width       (int card_width);

G_END_DECLS
