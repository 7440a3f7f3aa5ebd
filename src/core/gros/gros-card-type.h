/* gros-card-type.h: GROS's seven card types (000/001), their release spellings and labels. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum
{
  GROS_CARD_TYPE_CHARACTER,
  GROS_CARD_TYPE_CREATURE,
  GROS_CARD_TYPE_LOCATION,
  GROS_CARD_TYPE_PROP,
  GROS_CARD_TYPE_SPECIAL_EFFECT,
  GROS_CARD_TYPE_PLOT_TWIST,
  GROS_CARD_TYPE_ROLL_THE_CREDITS,
} GrosCardType;

#define GROS_CARD_N_TYPES 7

#define GROS_TYPE_CARD_TYPE (gros_card_type_get_type ())
GType gros_card_type_get_type (void);

/* "character", "special-effect"...: the release-file spelling, and a GROS card's kind. */
const char *gros_card_type_to_string (GrosCardType type);
/* Accepts the release spellings; "extra" is a Character variant. */
gboolean    gros_card_type_from_string (const char   *string,
                                        GrosCardType *out_type);
/* Translated, capitalised: "Special Effect". */
const char *gros_card_type_get_label (GrosCardType type);
const char *gros_card_type_get_plural_label (GrosCardType type);
/* Translated name of the printed stat: "Defense", "Attack", "Points"; NULL when none. */
const char *gros_card_type_get_stat_label (GrosCardType type);

G_END_DECLS
