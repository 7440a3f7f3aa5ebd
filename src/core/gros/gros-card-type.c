/* gros-card-type.c: GROS's seven card types (000/001), their release spellings and labels. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "gros-card-type.h"

G_DEFINE_ENUM_TYPE (GrosCardType, gros_card_type,
  G_DEFINE_ENUM_VALUE (GROS_CARD_TYPE_CHARACTER, "character"),
  G_DEFINE_ENUM_VALUE (GROS_CARD_TYPE_CREATURE, "creature"),
  G_DEFINE_ENUM_VALUE (GROS_CARD_TYPE_LOCATION, "location"),
  G_DEFINE_ENUM_VALUE (GROS_CARD_TYPE_PROP, "prop"),
  G_DEFINE_ENUM_VALUE (GROS_CARD_TYPE_SPECIAL_EFFECT, "special-effect"),
  G_DEFINE_ENUM_VALUE (GROS_CARD_TYPE_PLOT_TWIST, "plot-twist"),
  G_DEFINE_ENUM_VALUE (GROS_CARD_TYPE_ROLL_THE_CREDITS, "roll-the-credits"))

static const struct
{
  const char *string;
  const char *label;
  const char *plural;
} type_names[GROS_CARD_N_TYPES] = {
  { "character", N_("Character"), N_("Characters") },
  { "creature", N_("Creature"), N_("Creatures") },
  { "location", N_("Location"), N_("Locations") },
  { "prop", N_("Prop"), N_("Props") },
  { "special-effect", N_("Special Effect"), N_("Special Effects") },
  { "plot-twist", N_("Plot Twist"), N_("Plot Twists") },
  { "roll-the-credits", N_("Roll the Credits"), N_("Roll the Credits") },
};

const char *
gros_card_type_to_string (GrosCardType type)
{
  g_return_val_if_fail (type < GROS_CARD_N_TYPES, NULL);

  return type_names[type].string;
}

gboolean
gros_card_type_from_string (const char   *string,
                            GrosCardType *out_type)
{
  g_autofree char *norm = NULL;

  g_return_val_if_fail (string != NULL, FALSE);

  /* Tolerate "Special Effect", "special_effect" and "Roll the Credits!". */
  norm = g_ascii_strdown (string, -1);
  g_strstrip (norm);
  g_strdelimit (norm, " _", '-');
  if (g_str_has_suffix (norm, "!"))
    norm[strlen (norm) - 1] = '\0';

  if (g_str_equal (norm, "extra"))
    {
      if (out_type != NULL)
        *out_type = GROS_CARD_TYPE_CHARACTER;
      return TRUE;
    }

  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    {
      if (g_str_equal (norm, type_names[i].string))
        {
          if (out_type != NULL)
            *out_type = i;
          return TRUE;
        }
    }

  return FALSE;
}

const char *
gros_card_type_get_label (GrosCardType type)
{
  g_return_val_if_fail (type < GROS_CARD_N_TYPES, NULL);

  return _(type_names[type].label);
}

const char *
gros_card_type_get_plural_label (GrosCardType type)
{
  g_return_val_if_fail (type < GROS_CARD_N_TYPES, NULL);

  return _(type_names[type].plural);
}

const char *
gros_card_type_get_stat_label (GrosCardType type)
{
  g_return_val_if_fail (type < GROS_CARD_N_TYPES, NULL);

  switch (type)
    {
    case GROS_CARD_TYPE_CHARACTER:
    case GROS_CARD_TYPE_LOCATION:
    case GROS_CARD_TYPE_PROP:
      return _("Defense");
    case GROS_CARD_TYPE_CREATURE:
      return _("Attack");
    case GROS_CARD_TYPE_PLOT_TWIST:
      return _("Points");
    case GROS_CARD_TYPE_SPECIAL_EFFECT:
    case GROS_CARD_TYPE_ROLL_THE_CREDITS:
    default:
      return NULL;
    }
}
