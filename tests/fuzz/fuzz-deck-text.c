/* fuzz-deck-text.c: plain-text card lists through the list importer; what imports must export
 * and import back to the same cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include "fuzz-common.h"
#include "gros-deck.h"

#define SOURCE_NAME "fuzz.txt"

int
gros_fuzz_deck_text (const uint8_t *data,
                     size_t         size)
{
  DriveInCatalog *catalog = gros_fuzz_get_catalog ();
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(DriveInDeck) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *exported = NULL;
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) ids_again = NULL;
  g_autoptr(GHashTable) counts = NULL;

  /* Not nul-terminated: the importer must respect the length. */
  deck = gros_deck_list_import ((const char *) data, (gssize) size, SOURCE_NAME, catalog,
                                GROS_FORMAT_FEATURE_FILM, NULL, &error);
  if (deck == NULL)
    {
      GROS_FUZZ_CHECK_ERROR (error, SOURCE_NAME);
      GROS_FUZZ_CHECK (g_utf8_validate (error->message, -1, NULL), "error not UTF-8");
      return 0;
    }

  ids = drive_in_deck_dup_card_ids (deck);
  for (guint i = 0; ids[i] != NULL; i++)
    GROS_FUZZ_CHECK (drive_in_deck_is_valid_card_id (ids[i]), "imported bad id '%s'", ids[i]);

  exported = drive_in_deck_list_export (deck);
  again = gros_deck_list_import (exported, -1, "exported", catalog, GROS_FORMAT_FEATURE_FILM,
                                 NULL, &error);
  GROS_FUZZ_CHECK (again != NULL, "the exported list does not import: %s\n%s",
                   error != NULL ? error->message : "", exported);
  ids_again = drive_in_deck_dup_card_ids (again);
  /* The export groups cards by type: compare as multisets. */
  GROS_FUZZ_CHECK (g_strv_length (ids) == g_strv_length (ids_again), "%u cards came back as %u",
                   g_strv_length (ids), g_strv_length (ids_again));
  counts = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; ids[i] != NULL; i++)
    g_hash_table_insert (counts, ids[i],
                         GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (counts, ids[i]))
                                          + 1));
  for (guint i = 0; ids_again[i] != NULL; i++)
    {
      int n = GPOINTER_TO_INT (g_hash_table_lookup (counts, ids_again[i]));

      GROS_FUZZ_CHECK (n > 0, "%s came back once too often", ids_again[i]);
      g_hash_table_insert (counts, ids_again[i], GINT_TO_POINTER (n - 1));
    }

  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_deck_text)
