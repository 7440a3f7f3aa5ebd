/* drive-in-card-text.c: a card in words (drive-in-cli's card table, details and JSON), each
 * game's its own way through its card face. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-card-face.h"
#include "drive-in-card-text.h"
#include "drive-in-game-info.h"

struct _DriveInCardDetails
{
  GPtrArray *labels;  /* of char* */
  GPtrArray *values;  /* of char*, NULL when none */
};

void
drive_in_card_details_add (DriveInCardDetails *details,
                           const char         *label,
                           const char         *value)
{
  g_return_if_fail (details != NULL);
  g_return_if_fail (label != NULL);

  g_ptr_array_add (details->labels, g_strdup (label));
  g_ptr_array_add (details->values, g_strdup (value));
}

/* The words of @card's game, or NULL for the shared ones. */
static const DriveInCardText *
lookup_text (const char *game)
{
  const DriveInCardFace *face = drive_in_card_face_lookup (game);

  return face != NULL ? face->text : NULL;
}

void
drive_in_text_append_padded (GString    *line,
                             const char *text,
                             guint       width,
                             gboolean    right_align)
{
  glong length = g_utf8_strlen (text, -1);
  guint padding = length < (glong) width ? width - length : 0;

  if (!right_align)
    g_string_append (line, text);
  for (guint i = 0; i < padding; i++)
    g_string_append_c (line, ' ');
  if (right_align)
    g_string_append (line, text);
}

/* "power 2, cost 1": the printed values, in name order. */
static char *
dup_attributes (DriveInCard *card)
{
  GString *text = g_string_new (NULL);
  const DriveInCardAttribute *attributes;
  guint n;

  attributes = drive_in_card_get_attributes (card, &n);
  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (text, "%s%s ", i > 0 ? ", " : "", attributes[i].name);
      if (attributes[i].text != NULL)
        g_string_append (text, attributes[i].text);
      else
        g_string_append_printf (text, "%d", attributes[i].value);
    }
  return g_string_free (text, FALSE);
}

/* The shared words: a card's kind and its printed attributes. */
static const DriveInCardTextColumn shared_columns[] = {
  { N_("KIND"), FALSE },
  { N_("VALUES"), FALSE },
};

static char **
shared_dup_cells (DriveInCard *card)
{
  char **cells = g_new0 (char *, G_N_ELEMENTS (shared_columns) + 1);

  cells[0] = g_strdup (drive_in_game_info_card_kind_label (card));
  cells[1] = dup_attributes (card);
  return cells;
}

static void
shared_add_details (DriveInCard        *card,
                    const char         *release_text,
                    const char         *pack_text,
                    DriveInCardDetails *details)
{
  const DriveInGameInfo *info = drive_in_game_info_lookup (drive_in_card_get_game (card));
  g_autofree char *kind = drive_in_card_text_dup_kind (card);
  g_autofree char *values = dup_attributes (card);

  drive_in_card_details_add (details, _("Game:"), info != NULL ? drive_in_game_info_get_label (info)
                                                               : drive_in_card_get_game (card));
  drive_in_card_details_add (details, _("Type:"), kind);
  drive_in_card_details_add (details, _("Release:"), release_text);
  drive_in_card_details_add (details, _("Pack:"), pack_text);
  drive_in_card_details_add (details, _("Values:"), values);
}

static void
shared_add_json (DriveInCard *card,
                 JsonBuilder *builder)
{
  const DriveInCardAttribute *attributes;
  guint n_attributes;

  json_builder_set_member_name (builder, "type_label");
  if (drive_in_card_get_kind_label (card) != NULL)
    json_builder_add_string_value (builder, drive_in_card_get_kind_label (card));
  else
    json_builder_add_null_value (builder);
  attributes = drive_in_card_get_attributes (card, &n_attributes);
  json_builder_set_member_name (builder, "attributes");
  json_builder_begin_object (builder);
  for (guint i = 0; i < n_attributes; i++)
    {
      json_builder_set_member_name (builder, attributes[i].name);
      if (attributes[i].text != NULL)
        json_builder_add_string_value (builder, attributes[i].text);
      else
        json_builder_add_int_value (builder, attributes[i].value);
    }
  json_builder_end_object (builder);
}

static const DriveInCardText shared_text = {
  .columns = shared_columns,
  .n_columns = G_N_ELEMENTS (shared_columns),
  .dup_cells = shared_dup_cells,
  .add_details = shared_add_details,
  .add_json = shared_add_json,
};

char *
drive_in_card_text_dup_table (const char *game,
                              GPtrArray  *cards)
{
  const DriveInCardText *text;
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autofree const char **headers = NULL;
  g_autofree gboolean *numeric = NULL;
  g_autofree guint *widths = NULL;
  GString *out = g_string_new (NULL);
  guint n;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (cards != NULL, NULL);

  text = lookup_text (game);
  if (text == NULL)
    text = &shared_text;

  /* ID, the game's columns, NAME. */
  n = text->n_columns + 2;
  headers = g_new0 (const char *, n);
  numeric = g_new0 (gboolean, n);
  widths = g_new0 (guint, n);
  headers[0] = _("ID");
  for (guint c = 0; c < text->n_columns; c++)
    {
      headers[c + 1] = g_dgettext (GETTEXT_PACKAGE, text->columns[c].header);
      numeric[c + 1] = text->columns[c].numeric;
    }
  headers[n - 1] = _("NAME");

  for (guint i = 0; i < cards->len; i++)
    {
      DriveInCard *card = g_ptr_array_index (cards, i);
      g_auto(GStrv) cells = NULL;
      char **row = g_new0 (char *, n + 1);

      g_return_val_if_fail (DRIVE_IN_IS_CARD (card), g_string_free (out, TRUE));
      cells = text->dup_cells (card);
      row[0] = g_strdup (drive_in_card_get_id (card));
      for (guint c = 0; c < text->n_columns; c++)
        row[c + 1] = g_strdup (cells != NULL && c < g_strv_length (cells) ? cells[c] : "");
      row[n - 1] = g_strdup (drive_in_card_get_name (card));
      g_ptr_array_add (rows, row);
    }

  for (guint c = 0; c < n; c++)
    {
      widths[c] = g_utf8_strlen (headers[c], -1);
      for (guint r = 0; r < rows->len; r++)
        widths[c] = MAX (widths[c], (guint) g_utf8_strlen (((char **) rows->pdata[r])[c], -1));
    }
  for (guint r = 0; r <= rows->len; r++)
    {
      for (guint c = 0; c < n; c++)
        {
          const char *cell = r == 0 ? headers[c] : ((char **) rows->pdata[r - 1])[c];

          /* The name is last and never padded. */
          drive_in_text_append_padded (out, cell, c + 1 < n ? widths[c] : 0, numeric[c]);
          if (c + 1 < n)
            g_string_append (out, "  ");
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

char *
drive_in_card_text_dup_details (DriveInCard *card,
                                const char  *release_text,
                                const char  *pack_text)
{
  const DriveInCardText *text;
  DriveInCardDetails details;
  g_autofree char *art = NULL;
  GFile *art_file;
  GString *out;
  guint width = 0;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  text = lookup_text (drive_in_card_get_game (card));
  if (text == NULL || text->add_details == NULL)
    text = &shared_text;

  art_file = drive_in_card_get_art (card);
  if (art_file != NULL)
    art = g_file_peek_path (art_file) != NULL ? g_strdup (g_file_peek_path (art_file))
                                              : g_file_get_uri (art_file);

  details.labels = g_ptr_array_new_with_free_func (g_free);
  details.values = g_ptr_array_new_with_free_func (g_free);
  text->add_details (card, release_text, pack_text, &details);
  drive_in_card_details_add (&details, _("Quote:"), drive_in_card_get_quote (card));
  drive_in_card_details_add (&details, _("Abilities:"), drive_in_card_get_abilities (card));
  drive_in_card_details_add (&details, _("Art:"), art);

  out = g_string_new (NULL);
  g_string_append_printf (out, "%s  %s\n", drive_in_card_get_id (card),
                          drive_in_card_get_name (card));
  if (g_strcmp0 (drive_in_card_get_original_name (card), drive_in_card_get_name (card)) != 0)
    g_string_append_printf (out, "  (%s)\n", drive_in_card_get_original_name (card));

  for (guint i = 0; i < details.labels->len; i++)
    width = MAX (width, (guint) g_utf8_strlen (g_ptr_array_index (details.labels, i), -1) + 1);
  for (guint i = 0; i < details.labels->len; i++)
    {
      const char *value = g_ptr_array_index (details.values, i);
      g_auto(GStrv) lines = NULL;

      if (value == NULL || *value == '\0')
        continue;
      g_string_append (out, "  ");
      drive_in_text_append_padded (out, g_ptr_array_index (details.labels, i), width + 1, FALSE);
      /* A value of several lines keeps to its column. */
      lines = g_strsplit (value, "\n", -1);
      for (guint l = 0; lines[l] != NULL; l++)
        {
          if (l > 0)
            {
              g_string_append (out, "\n  ");
              drive_in_text_append_padded (out, "", width + 1, FALSE);
            }
          g_string_append (out, lines[l]);
        }
      g_string_append_c (out, '\n');
    }
  g_ptr_array_unref (details.labels);
  g_ptr_array_unref (details.values);
  return g_string_free (out, FALSE);
}

void
drive_in_card_text_add_json (DriveInCard *card,
                             JsonBuilder *builder)
{
  const DriveInCardText *text;

  g_return_if_fail (DRIVE_IN_IS_CARD (card));
  g_return_if_fail (JSON_IS_BUILDER (builder));

  text = lookup_text (drive_in_card_get_game (card));
  if (text == NULL)
    text = &shared_text;
  if (text->add_json != NULL)
    text->add_json (card, builder);
}

char *
drive_in_card_text_dup_kind (DriveInCard *card)
{
  const DriveInCardFace *face;
  char *kind;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  face = drive_in_card_face_for_card (card);
  if (face != NULL && face->dup_kind_text != NULL && (kind = face->dup_kind_text (card)) != NULL)
    return kind;
  if (drive_in_card_get_kind_label (card) != NULL)
    return g_strdup_printf ("%s (%s)", drive_in_game_info_card_kind_label (card),
                            drive_in_card_get_kind_label (card));
  return g_strdup (drive_in_game_info_card_kind_label (card));
}
