/* fuzz-deck-xml.c: deck files (XML) through the deck loader; what loads must save and load
 * back the same. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include "fuzz-common.h"
#include "gros-deck.h"

#define SOURCE_NAME "fuzz.gros-deck"

static void
check_same_deck (DriveInDeck *a,
                 DriveInDeck *b)
{
  g_auto(GStrv) ids_a = drive_in_deck_dup_card_ids (a);
  g_auto(GStrv) ids_b = drive_in_deck_dup_card_ids (b);

  GROS_FUZZ_CHECK (g_strcmp0 (drive_in_deck_get_name (a), drive_in_deck_get_name (b)) == 0,
                   "name '%s' came back as '%s'", drive_in_deck_get_name (a),
                   drive_in_deck_get_name (b));
  GROS_FUZZ_CHECK (g_strcmp0 (drive_in_deck_get_game (a), drive_in_deck_get_game (b)) == 0
                   && g_strcmp0 (drive_in_deck_get_variant (a), drive_in_deck_get_variant (b)) == 0,
                   "game and variant");
  GROS_FUZZ_CHECK (g_strcmp0 (drive_in_deck_get_title (a), drive_in_deck_get_title (b)) == 0,
                   "title '%s' came back as '%s'", drive_in_deck_get_title (a),
                   drive_in_deck_get_title (b));
  GROS_FUZZ_CHECK (g_strv_equal ((const char * const *) ids_a, (const char * const *) ids_b),
                   "cards differ");
}

int
gros_fuzz_deck_xml (const uint8_t *data,
                    size_t         size)
{
  DriveInCatalog *catalog = gros_fuzz_get_catalog ();
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(DriveInDeck) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(GListModel) advice = NULL;
  g_autofree char *saved = NULL;
  gsize saved_length = 0;

  deck = drive_in_deck_load_from_data ((const char *) data, size, SOURCE_NAME, catalog, &error);
  if (deck == NULL)
    {
      GROS_FUZZ_CHECK_ERROR (error, SOURCE_NAME);
      GROS_FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL), "error not UTF-8");
      return 0;
    }

  GROS_FUZZ_CHECK (g_utf8_validate (drive_in_deck_get_name (deck), -1, NULL), "name not UTF-8");
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    GROS_FUZZ_CHECK (drive_in_deck_is_valid_card_id (
                       drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, i))),
                     "entry %u has a bad id", i);

  problems = drive_in_deck_validate (deck, catalog);
  advice = drive_in_deck_advise (deck, catalog);
  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

      GROS_FUZZ_CHECK (drive_in_deck_problem_get_message (problem) != NULL, "problem text");
    }

  saved = drive_in_deck_to_data (deck, &saved_length);
  again = drive_in_deck_load_from_data (saved, saved_length, "saved", catalog, &error);
  GROS_FUZZ_CHECK (again != NULL, "the saved deck does not load: %s\n%s",
                   error != NULL ? error->message : "", saved);
  check_same_deck (deck, again);

  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_deck_xml)
