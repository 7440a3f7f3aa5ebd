/* gros-card-text.c: GROS's cards in words for drive-in-cli: their type, stat, Popcorn,
 * Bucket, traits and Title word. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-card-face.h"
#include "drive-in-game-info.h"
#include "gros-card-face.h"

static const DriveInCardTextColumn columns[] = {
  { N_("TYPE"), FALSE },
  { N_("STAT"), TRUE },
  { N_("POPCORN"), TRUE },
  { N_("BUCKET"), FALSE },
};

/* The stat as printed, "*" for one worked out in play, or "-" when none is printed. */
static char *
dup_stat (DriveInCard *card)
{
  if (!gros_card_has_stat (card))
    return g_strdup ("-");
  if (gros_card_is_stat_variable (card))
    return g_strdup ("*");
  return g_strdup_printf ("%d", gros_card_get_stat (card));
}

static char **
dup_cells (DriveInCard *card)
{
  char **cells = g_new0 (char *, G_N_ELEMENTS (columns) + 1);

  cells[0] = g_strdup (drive_in_game_info_card_kind_label (card));
  cells[1] = dup_stat (card);
  cells[2] = g_strdup_printf ("%d", gros_card_get_popcorn (card));
  cells[3] = g_strdup (drive_in_card_face_has_marker (&gros_card_face, card) ? _("yes") : "");
  return cells;
}

static void
add_details (DriveInCard        *card,
             const char         *release_text,
             const char         *pack_text,
             DriveInCardDetails *details)
{
  const char *stat_label = drive_in_card_face_get_card_stat_label (&gros_card_face, card);
  g_autofree char *kind = drive_in_card_text_dup_kind (card);
  g_autofree char *popcorn = g_strdup_printf ("%d", gros_card_get_popcorn (card));
  g_autofree char *traits = g_strjoinv (", ", (char **) drive_in_card_get_display_traits (card));

  drive_in_card_details_add (details, _("Type:"), kind);
  drive_in_card_details_add (details, _("Release:"), release_text);
  drive_in_card_details_add (details, _("Pack:"), pack_text);
  /* Special Effects and Roll the Credits print no stat, whatever the data says. */
  if (stat_label != NULL)
    {
      g_autofree char *label = g_strdup_printf ("%s:", stat_label);
      g_autofree char *stat = gros_card_has_stat (card) ? dup_stat (card) : NULL;

      drive_in_card_details_add (details, label, stat);
    }
  drive_in_card_details_add (details, _("Popcorn:"), popcorn);
  drive_in_card_details_add (details, _("Bucket:"),
                             drive_in_card_face_has_marker (&gros_card_face, card) ? _("yes")
                                                                                    : _("no"));
  drive_in_card_details_add (details, _("Traits:"), traits);
  drive_in_card_details_add (details, _("Title word:"), gros_card_get_title_word (card));
}

static void
add_string_member (JsonBuilder *builder,
                   const char  *name,
                   const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

/* GROS's printed values, as drive-in-cli has always named them. */
static void
add_json (DriveInCard *card,
          JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "extra");
  json_builder_add_boolean_value (builder, gros_card_is_extra (card));
  /* A number, "*" for a variable stat, or null when none is printed. */
  json_builder_set_member_name (builder, "stat");
  if (!gros_card_has_stat (card))
    json_builder_add_null_value (builder);
  else if (gros_card_is_stat_variable (card))
    json_builder_add_string_value (builder, "*");
  else
    json_builder_add_int_value (builder, gros_card_get_stat (card));
  json_builder_set_member_name (builder, "popcorn");
  json_builder_add_int_value (builder, gros_card_get_popcorn (card));
  json_builder_set_member_name (builder, "bucket");
  json_builder_add_boolean_value (builder, gros_card_has_bucket (card));
  add_string_member (builder, "title", gros_card_get_title_word (card));
  add_string_member (builder, "original_title", gros_card_get_original_title_word (card));
}

const DriveInCardText gros_card_text = {
  .columns = columns,
  .n_columns = G_N_ELEMENTS (columns),
  .dup_cells = dup_cells,
  .add_details = add_details,
  .add_json = add_json,
};
