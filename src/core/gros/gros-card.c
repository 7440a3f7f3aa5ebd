/* gros-card.c: a GROS card's printed values (type, stat, Popcorn, Bucket, Title word), kept
 * on the shared DriveInCard as its kind and attributes, and read back from them. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include "gros-card.h"

static void
append_number (GArray     *attributes,
               const char *name,
               int         value)
{
  DriveInCardAttribute attribute = { name, value, NULL };

  g_array_append_val (attributes, attribute);
}

static void
append_text (GArray     *attributes,
             const char *name,
             const char *text)
{
  DriveInCardAttribute attribute = { name, 0, text };

  g_array_append_val (attributes, attribute);
}

void
gros_card_values_append_attributes (const GrosCardValues *values,
                                    GArray               *attributes)
{
  g_return_if_fail (values != NULL);
  g_return_if_fail (attributes != NULL);

  /* Only what is printed: most cards have no Bucket, and FX no stat. */
  if (values->is_extra)
    append_number (attributes, GROS_CARD_ATTRIBUTE_EXTRA, 1);
  if (values->has_stat && values->stat_variable)
    append_text (attributes, GROS_CARD_ATTRIBUTE_STAT, "*");
  else if (values->has_stat)
    append_number (attributes, GROS_CARD_ATTRIBUTE_STAT, values->stat);
  if (values->popcorn > 0)
    append_number (attributes, GROS_CARD_ATTRIBUTE_POPCORN, values->popcorn);
  if (values->bucket)
    append_number (attributes, GROS_CARD_ATTRIBUTE_BUCKET, 1);
  if (values->title_word != NULL)
    append_text (attributes, GROS_CARD_ATTRIBUTE_TITLE_WORD, values->title_word);
  if (values->original_title_word != NULL
      && g_strcmp0 (values->original_title_word, values->title_word) != 0)
    append_text (attributes, GROS_CARD_ATTRIBUTE_ORIGINAL_TITLE_WORD,
                 values->original_title_word);
}

DriveInCard *
gros_card_new (const DriveInCardInfo *info,
               const GrosCardValues  *values)
{
  g_autoptr(GArray) attributes = NULL;
  DriveInCardInfo gros_info;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (values != NULL, NULL);
  g_return_val_if_fail ((guint) values->type < GROS_CARD_N_TYPES, NULL);

  attributes = g_array_new (FALSE, FALSE, sizeof (DriveInCardAttribute));
  if (info->n_attributes > 0)
    g_array_append_vals (attributes, info->attributes, info->n_attributes);
  gros_card_values_append_attributes (values, attributes);

  gros_info = *info;
  gros_info.game = GROS_GAME_ID;
  gros_info.kind = gros_card_type_to_string (values->type);
  gros_info.attributes = (const DriveInCardAttribute *) attributes->data;
  gros_info.n_attributes = attributes->len;
  return drive_in_card_new (&gros_info);
}

/* GROS's game id and type strings as interned once: a card's game and kind are interned, so
 * a pointer comparison tells them, without the intern table's lock on every question. */
typedef struct
{
  const char *game;
  const char *types[GROS_CARD_N_TYPES];
} Interned;

static const Interned *
interned (void)
{
  static Interned storage;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      storage.game = g_intern_static_string (GROS_GAME_ID);
      for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
        storage.types[i] = g_intern_static_string (gros_card_type_to_string (i));
      g_once_init_leave (&done, 1);
    }
  return &storage;
}

gboolean
gros_card_is_gros (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return drive_in_card_get_game (card) == interned ()->game;
}

GrosCardType
gros_card_get_type (DriveInCard *card)
{
  const char *kind;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), GROS_CARD_TYPE_CHARACTER);

  if (!gros_card_is_gros (card))
    return GROS_CARD_TYPE_CHARACTER;
  /* Kinds are interned: seven pointer comparisons. */
  kind = drive_in_card_get_kind (card);
  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    if (kind == interned ()->types[i])
      return i;
  return GROS_CARD_TYPE_CHARACTER;
}

gboolean
gros_card_is_extra (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return gros_card_is_gros (card) && drive_in_card_has_attribute (card, GROS_CARD_ATTRIBUTE_EXTRA);
}

gboolean
gros_card_has_stat (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return gros_card_is_gros (card) && drive_in_card_has_attribute (card, GROS_CARD_ATTRIBUTE_STAT);
}

gboolean
gros_card_is_stat_variable (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return gros_card_is_gros (card)
         && drive_in_card_get_attribute_text (card, GROS_CARD_ATTRIBUTE_STAT) != NULL;
}

int
gros_card_get_stat (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), 0);

  return gros_card_is_gros (card) ? drive_in_card_get_attribute_int (card, GROS_CARD_ATTRIBUTE_STAT, 0)
                                  : 0;
}

int
gros_card_get_popcorn (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), 0);

  if (!gros_card_is_gros (card))
    return 0;
  return MAX (drive_in_card_get_attribute_int (card, GROS_CARD_ATTRIBUTE_POPCORN, 0), 0);
}

gboolean
gros_card_has_bucket (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return gros_card_is_gros (card) && drive_in_card_has_attribute (card, GROS_CARD_ATTRIBUTE_BUCKET);
}

const char *
gros_card_get_title_word (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  if (!gros_card_is_gros (card))
    return NULL;
  return drive_in_card_get_attribute_text (card, GROS_CARD_ATTRIBUTE_TITLE_WORD);
}

const char *
gros_card_get_original_title_word (DriveInCard *card)
{
  const char *original;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  if (!gros_card_is_gros (card))
    return NULL;
  original = drive_in_card_get_attribute_text (card, GROS_CARD_ATTRIBUTE_ORIGINAL_TITLE_WORD);
  return original != NULL ? original : gros_card_get_title_word (card);
}
