/* gros-print-card-list.c: a GROS deck's printed card list: its Popcorn, traits, Title words
 * and packs, grouped by type, with the format's recommended mix and the Title. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-render"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "drive-in-deck-advice.h"
#include "drive-in-print-card-list-private.h"
#include "gros-card-face.h"
#include "drive-in-pack.h"
#include "gros-print-card-list.h"
#include "gros-deck.h"

#define N_COLUMNS DRIVE_IN_PRINT_CARD_LIST_N_COLUMNS

/* Column widths as parts of the text width (the other games' are the shared list's). */
static const double column_parts[N_COLUMNS] = { 0.07, 0.27, 0.095, 0.065, 0.21, 0.12, 0.17 };

typedef struct
{
  const char  *card_id;
  DriveInCard *card;  /* NULL when unknown */
  guint        count;
} Line;

static int
compare_lines (gconstpointer a,
               gconstpointer b)
{
  const Line *line_a = a, *line_b = b;

  return strcmp (line_a->card_id, line_b->card_id);
}

static char *
format_stat (DriveInCard *card)
{
  if (!gros_card_has_stat (card))
    return g_strdup ("–");
  if (gros_card_is_stat_variable (card))
    return g_strdup ("*");
  return g_strdup_printf ("%d", gros_card_get_stat (card));
}

static char *
dup_pack_name (DriveInCatalog *catalog,
               DriveInCard    *card)
{
  g_autofree char *pack_id = drive_in_card_dup_pack_id (card);
  DriveInPack *pack = NULL;

  if (pack_id != NULL && catalog != NULL)
    pack = drive_in_catalog_lookup_pack (catalog, pack_id);
  if (pack != NULL)
    return g_strdup_printf ("%s %s", drive_in_pack_get_prefix (pack),
                            drive_in_pack_get_name (pack));
  return g_strdup (drive_in_card_get_pack (card) != NULL ? drive_in_card_get_pack (card) : "–");
}

static void
add_card_row (DriveInPrintCardList *list,
              DriveInCatalog       *catalog,
              const Line           *line)
{
  char *cells[N_COLUMNS] = { NULL };
  DriveInCard *card = line->card;
  const char * const *traits;
  g_autofree char *name = NULL;

  if (card == NULL)
    {
      cells[0] = g_strdup (line->card_id);
      name = g_strdup (_("Not in any loaded release"));
    }
  else
    {
      cells[0] = g_strdup (drive_in_card_get_number (card));
      name = g_strdup (drive_in_card_get_name (card));
      cells[2] = gros_card_get_popcorn (card) > 0
                 ? g_strdup_printf ("%d", gros_card_get_popcorn (card))
                 : g_strdup ("–");
      cells[3] = format_stat (card);
      traits = drive_in_card_get_display_traits (card);
      cells[4] = traits != NULL ? g_strjoinv (", ", (char **) traits) : NULL;
      cells[5] = g_strdup (gros_card_get_title_word (card));
      cells[6] = dup_pack_name (catalog, card);
    }
  /* Copies of one card share a row: "2 × Name". */
  cells[1] = line->count > 1 ? g_strdup_printf ("%u × %s", line->count, name)
                             : g_steal_pointer (&name);
  drive_in_print_card_list_add_card (list, (const char * const *) cells);
  for (guint i = 0; i < N_COLUMNS; i++)
    g_free (cells[i]);
}

void
gros_print_card_list_build (DriveInPrintCardList *list,
                            DriveInDeck          *deck,
                            DriveInCatalog       *catalog)
{
  const char *titles[N_COLUMNS] = {
    /* TRANSLATORS: column of the printed card list: the card number, "01-05" */
    _("No."), _("Name"), _("Popcorn"), _("Stat"), _("Traits"), _("Title word"), _("Pack"),
  };
  g_autoptr(GHashTable) lines_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GArray) lines = g_array_new (FALSE, FALSE, sizeof (Line));
  g_autoptr(GListModel) advice = NULL;
  const GrosFormat *format = gros_format_get (gros_deck_get_format (deck));
  guint type_counts[GROS_CARD_N_TYPES] = { 0 };
  guint recommended[GROS_CARD_N_TYPES] = { 0 };
  gboolean has_recommended[GROS_CARD_N_TYPES] = { FALSE };
  guint n_unknown = 0, n_cards = drive_in_deck_get_n_cards (deck);
  g_autofree char *text = NULL;

  g_return_if_fail (DRIVE_IN_IS_PRINT_CARD_LIST (list));
  g_return_if_fail (DRIVE_IN_IS_DECK (deck));

  drive_in_print_card_list_set_columns (list, titles, column_parts);
  drive_in_print_card_list_set_format_label (list, gros_format_get_label (format));

  for (guint i = 0; i < n_cards; i++)
    {
      DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);
      const char *card_id = drive_in_deck_entry_get_card_id (entry);
      DriveInCard *card = drive_in_deck_entry_get_card (entry);
      gpointer index;

      if (card == NULL && catalog != NULL)
        card = drive_in_catalog_lookup (catalog, card_id);
      if (card != NULL)
        type_counts[gros_card_get_type (card)]++;
      else
        n_unknown++;

      if (g_hash_table_lookup_extended (lines_by_id, card_id, NULL, &index))
        {
          g_array_index (lines, Line, GPOINTER_TO_UINT (index)).count++;
        }
      else
        {
          Line line = { card_id, card, 1 };

          g_array_append_val (lines, line);
          g_hash_table_insert (lines_by_id, (gpointer) card_id,
                               GUINT_TO_POINTER (lines->len - 1));
        }
    }
  g_array_sort (lines, compare_lines);

  for (int type = 0; type < GROS_CARD_N_TYPES; type++)
    {
      double rgb[3];

      if (type_counts[type] == 0)
        continue;
      /* The group's swatch: its cards' frame colour, as their face draws it. */
      gros_card_face_get_type_color (type, &rgb[0], &rgb[1], &rgb[2]);
      /* TRANSLATORS: a group heading of the printed card list: "Characters (21)" */
      text = g_strdup_printf (_("%s (%u)"), gros_card_type_get_plural_label (type),
                              type_counts[type]);
      drive_in_print_card_list_add_group (list, text, rgb);
      g_clear_pointer (&text, g_free);
      for (guint i = 0; i < lines->len; i++)
        {
          const Line *line = &g_array_index (lines, Line, i);

          if (line->card != NULL && (int) gros_card_get_type (line->card) == type)
            add_card_row (list, catalog, line);
        }
    }
  if (n_unknown > 0)
    {
      text = g_strdup_printf (_("%s (%u)"), _("Unknown cards"), n_unknown);
      drive_in_print_card_list_add_group (list, text, NULL);
      g_clear_pointer (&text, g_free);
      for (guint i = 0; i < lines->len; i++)
        if (g_array_index (lines, Line, i).card == NULL)
          add_card_row (list, catalog, &g_array_index (lines, Line, i));
    }

  /* The summary: counts against the recommended mix, the format, the verdict. */
  advice = drive_in_deck_advise (deck, catalog);
  for (guint i = 0; i < g_list_model_get_n_items (advice); i++)
    {
      g_autoptr(DriveInDeckAdvice) item = g_list_model_get_item (advice, i);
      const char *kind = drive_in_deck_advice_get_kind (item);
      GrosCardType type;

      if (g_str_equal (drive_in_deck_advice_get_rule_id (item), "type-mix") && kind != NULL
          && gros_card_type_from_string (kind, &type))
        {
          recommended[type] = drive_in_deck_advice_get_recommended (item);
          has_recommended[type] = TRUE;
        }
    }

  drive_in_print_card_list_add_section (list, _("Summary"));
  drive_in_print_card_list_add_count (list, _("Type"), _("Cards"), _("Recommended"), TRUE);
  for (int type = 0; type < GROS_CARD_N_TYPES; type++)
    {
      g_autofree char *count = g_strdup_printf ("%u", type_counts[type]);
      g_autofree char *mix = has_recommended[type] ? g_strdup_printf ("%u", recommended[type])
                                                   : NULL;

      drive_in_print_card_list_add_count (list, gros_card_type_get_plural_label (type), count,
                                          mix, FALSE);
    }
  if (n_unknown > 0)
    {
      g_autofree char *count = g_strdup_printf ("%u", n_unknown);

      drive_in_print_card_list_add_count (list, _("Unknown cards"), count, NULL, FALSE);
    }
  {
    g_autofree char *count = g_strdup_printf ("%u", n_cards);
    g_autofree char *size = format->deck_size > 0 ? g_strdup_printf ("%u", format->deck_size)
                                                  : NULL;

    drive_in_print_card_list_add_count (list, _("Total"), count, size, TRUE);
  }

  /* TRANSLATORS: "Format: Feature Film — 50 unique cards with 3 Roll the Credits." */
  text = g_strdup_printf (_("Format: %s — %s"), gros_format_get_label (format),
                          gros_format_get_summary (format));
  drive_in_print_card_list_add_text (list, text, TRUE);
  g_clear_pointer (&text, g_free);
  if (drive_in_deck_get_title (deck) != NULL)
    {
      text = g_strdup_printf (_("Title: %s"), drive_in_deck_get_title (deck));
      drive_in_print_card_list_add_text (list, text, FALSE);
      g_clear_pointer (&text, g_free);
    }

  drive_in_print_card_list_add_validation (list, deck, catalog);
}
