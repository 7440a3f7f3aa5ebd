/* builtin-card-faces.c: each game's card face, one line each, and their lookup, so that
 * drive-in-card-face.c includes no game's header. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include "drive-in-card-face.h"
#include "groo-card-face.h"
#include "gros-card-face.h"
#include "grotto-card-face.h"
#include "gruff-card-face.h"

static const DriveInCardFace *const faces[] = {
  &gros_card_face,
  &grotto_card_face,
  &groo_card_face,
  &gruff_card_face,
};

/* The faces of games registered at run time (drive_in_card_face_register()). */
#define MAX_REGISTERED 8
static const DriveInCardFace *registered[MAX_REGISTERED];
static guint n_registered;

const DriveInCardFace *
drive_in_card_face_lookup (const char *game)
{
  g_return_val_if_fail (game != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    if (g_str_equal (faces[i]->game, game))
      return faces[i];
  for (guint i = 0; i < n_registered; i++)
    if (g_str_equal (registered[i]->game, game))
      return registered[i];
  return NULL;
}

gboolean
drive_in_card_face_register (const DriveInCardFace *face)
{
  g_return_val_if_fail (face != NULL && face->game != NULL && face->draw != NULL, FALSE);
  g_return_val_if_fail (drive_in_card_face_lookup (face->game) == NULL, FALSE);
  g_return_val_if_fail (n_registered < MAX_REGISTERED, FALSE);

  registered[n_registered++] = face;
  return TRUE;
}
