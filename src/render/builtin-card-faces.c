/* builtin-card-faces.c: the games with a card face of their own: one line each (GROS's is
 * DriveInCardRenderer's), and their lookup, so that drive-in-card-face.c includes no game's header. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include "drive-in-card-face.h"
#include "groo-card-face.h"
#include "grotto-card-face.h"
#include "gruff-card-face.h"

static const DriveInCardFace *const faces[] = {
  &grotto_card_face,
  &groo_card_face,
  &gruff_card_face,
};

const DriveInCardFace *
drive_in_card_face_lookup (const char *game)
{
  g_return_val_if_fail (game != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    if (g_str_equal (faces[i]->game, game))
      return faces[i];
  return NULL;
}
