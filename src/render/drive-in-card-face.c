/* drive-in-card-face.c: each game's own card face and printed values, chosen by the card's game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-card-face.h"
#include "drive-in-game-info.h"

/* drive_in_card_face_lookup() and the table of faces are builtin-card-faces.c's. */

const DriveInCardFace *
drive_in_card_face_for_card (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  return drive_in_card_face_lookup (drive_in_card_get_game (card));
}

const char *
drive_in_card_face_get_cost_label (const DriveInCardFace *face)
{
  g_return_val_if_fail (face != NULL, NULL);

  return face->cost_label != NULL ? g_dgettext (GETTEXT_PACKAGE, face->cost_label) : NULL;
}

const char *
drive_in_card_face_get_stat_label (const DriveInCardFace *face)
{
  g_return_val_if_fail (face != NULL, NULL);

  return face->stat_label != NULL ? g_dgettext (GETTEXT_PACKAGE, face->stat_label) : NULL;
}

gboolean
drive_in_card_face_get_cost (const DriveInCardFace *face,
                         DriveInCard           *card,
                         int                *out_cost)
{
  g_return_val_if_fail (face != NULL, FALSE);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  if (face->get_cost != NULL)
    return face->get_cost (card, out_cost);
  if (face->cost_attribute == NULL || !drive_in_card_has_attribute (card, face->cost_attribute)
      || drive_in_card_get_attribute_text (card, face->cost_attribute) != NULL)
    return FALSE;
  if (out_cost != NULL)
    *out_cost = drive_in_card_get_attribute_int (card, face->cost_attribute, 0);
  return TRUE;
}

gboolean
drive_in_card_face_get_stat (const DriveInCardFace *face,
                         DriveInCard           *card,
                         int                *out_stat)
{
  g_return_val_if_fail (face != NULL, FALSE);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  if (face->get_stat != NULL)
    return face->get_stat (card, out_stat);
  if (face->stat_attribute == NULL || !drive_in_card_has_attribute (card, face->stat_attribute)
      || drive_in_card_get_attribute_text (card, face->stat_attribute) != NULL)
    return FALSE;
  if (out_stat != NULL)
    *out_stat = drive_in_card_get_attribute_int (card, face->stat_attribute, 0);
  return TRUE;
}

const char *
drive_in_card_face_get_card_stat_label (const DriveInCardFace *face,
                                        DriveInCard           *card)
{
  g_return_val_if_fail (face != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  if (face->get_card_stat_label != NULL)
    return face->get_card_stat_label (card);
  return drive_in_card_face_get_stat_label (face);
}

char *
drive_in_card_face_dup_stat_text (const DriveInCardFace *face,
                                  DriveInCard           *card)
{
  int stat;

  g_return_val_if_fail (face != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  if (!drive_in_card_face_get_stat (face, card, &stat))
    return NULL;
  if (face->is_stat_variable != NULL && face->is_stat_variable (card))
    return g_strdup ("*");
  return g_strdup_printf ("%d", stat);
}

gboolean
drive_in_card_face_has_marker (const DriveInCardFace *face,
                               DriveInCard           *card)
{
  g_return_val_if_fail (face != NULL, FALSE);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return face->has_marker != NULL && face->has_marker (card);
}

const char *
drive_in_card_face_get_marker_label (const DriveInCardFace *face)
{
  g_return_val_if_fail (face != NULL, NULL);

  return face->marker_label != NULL ? g_dgettext (GETTEXT_PACKAGE, face->marker_label) : NULL;
}

void
drive_in_card_face_get_card_color (const DriveInCardFace *face,
                               DriveInCard           *card,
                               double             *red,
                               double             *green,
                               double             *blue)
{
  double r = 0.45, g = 0.45, b = 0.47;

  g_return_if_fail (face != NULL);
  g_return_if_fail (DRIVE_IN_IS_CARD (card));

  if (face->get_kind_color != NULL)
    face->get_kind_color (drive_in_card_get_kind (card), &r, &g, &b);
  if (red != NULL)
    *red = r;
  if (green != NULL)
    *green = g;
  if (blue != NULL)
    *blue = b;
}

char *
drive_in_card_face_dup_notes (const DriveInCardFace *face,
                          DriveInCard           *card)
{
  g_return_val_if_fail (face != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  return face->dup_notes != NULL ? face->dup_notes (card) : NULL;
}

char *
drive_in_card_face_dup_facts (const DriveInCardFace *face,
                              DriveInCard           *card)
{
  GString *facts = g_string_new (NULL);
  g_autofree char *kind = NULL;
  g_autofree char *stat = NULL;
  g_autofree char *notes = NULL;
  const char *stat_label;
  int cost;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  if (face != NULL && face->dup_kind_text != NULL)
    kind = face->dup_kind_text (card);
  if (kind == NULL)
    {
      const char *printed = drive_in_card_get_kind_label (card);

      kind = g_strdup (printed != NULL ? printed : drive_in_game_info_card_kind_label (card));
    }
  g_string_append (facts, kind);
  if (face == NULL)
    return g_string_free (facts, FALSE);
  stat_label = drive_in_card_face_get_card_stat_label (face, card);
  stat = drive_in_card_face_dup_stat_text (face, card);
  if (stat_label != NULL && stat != NULL)
    g_string_append_printf (facts, " · %s %s", stat_label, stat);
  if (drive_in_card_face_get_cost (face, card, &cost))
    {
      g_autofree char *text = face->dup_cost_text != NULL ? face->dup_cost_text (cost) : NULL;

      if (text != NULL)
        g_string_append_printf (facts, " · %s", text);
      else
        g_string_append_printf (facts, " · %s %d", drive_in_card_face_get_cost_label (face), cost);
    }
  if (face->marker_name != NULL && drive_in_card_face_has_marker (face, card))
    g_string_append_printf (facts, " · %s", g_dgettext (GETTEXT_PACKAGE, face->marker_name));
  notes = drive_in_card_face_dup_notes (face, card);
  if (notes != NULL)
    g_string_append_printf (facts, " · %s", notes);
  return g_string_free (facts, FALSE);
}
