/* gros-card-face.c: each game's own card face and printed values, chosen by the card's game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-card-face.h"

/* gros_card_face_lookup() and the table of faces are builtin-card-faces.c's. */

const GrosCardFace *
gros_card_face_for_card (GrosCard *card)
{
  g_return_val_if_fail (GROS_IS_CARD (card), NULL);

  return gros_card_face_lookup (gros_card_get_game (card));
}

const char *
gros_card_face_get_cost_label (const GrosCardFace *face)
{
  g_return_val_if_fail (face != NULL, NULL);

  return face->cost_label != NULL ? g_dgettext (GETTEXT_PACKAGE, face->cost_label) : NULL;
}

const char *
gros_card_face_get_stat_label (const GrosCardFace *face)
{
  g_return_val_if_fail (face != NULL, NULL);

  return face->stat_label != NULL ? g_dgettext (GETTEXT_PACKAGE, face->stat_label) : NULL;
}

gboolean
gros_card_face_get_cost (const GrosCardFace *face,
                         GrosCard           *card,
                         int                *out_cost)
{
  g_return_val_if_fail (face != NULL, FALSE);
  g_return_val_if_fail (GROS_IS_CARD (card), FALSE);

  if (face->get_cost != NULL)
    return face->get_cost (card, out_cost);
  if (face->cost_attribute == NULL || !gros_card_has_attribute (card, face->cost_attribute)
      || gros_card_get_attribute_text (card, face->cost_attribute) != NULL)
    return FALSE;
  if (out_cost != NULL)
    *out_cost = gros_card_get_attribute_int (card, face->cost_attribute, 0);
  return TRUE;
}

gboolean
gros_card_face_get_stat (const GrosCardFace *face,
                         GrosCard           *card,
                         int                *out_stat)
{
  g_return_val_if_fail (face != NULL, FALSE);
  g_return_val_if_fail (GROS_IS_CARD (card), FALSE);

  if (face->stat_attribute == NULL || !gros_card_has_attribute (card, face->stat_attribute)
      || gros_card_get_attribute_text (card, face->stat_attribute) != NULL)
    return FALSE;
  if (out_stat != NULL)
    *out_stat = gros_card_get_attribute_int (card, face->stat_attribute, 0);
  return TRUE;
}

void
gros_card_face_get_card_color (const GrosCardFace *face,
                               GrosCard           *card,
                               double             *red,
                               double             *green,
                               double             *blue)
{
  double r = 0.45, g = 0.45, b = 0.47;

  g_return_if_fail (face != NULL);
  g_return_if_fail (GROS_IS_CARD (card));

  if (face->get_kind_color != NULL)
    face->get_kind_color (gros_card_get_kind (card), &r, &g, &b);
  if (red != NULL)
    *red = r;
  if (green != NULL)
    *green = g;
  if (blue != NULL)
    *blue = b;
}

char *
gros_card_face_dup_notes (const GrosCardFace *face,
                          GrosCard           *card)
{
  g_return_val_if_fail (face != NULL, NULL);
  g_return_val_if_fail (GROS_IS_CARD (card), NULL);

  return face->dup_notes != NULL ? face->dup_notes (card) : NULL;
}
