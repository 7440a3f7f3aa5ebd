/* fuzz-release-cache.c: a release's compact form (.drive-in-cache) through its reader, as a
 * whole file and as a bare payload (past the checksum, to the values). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include "fuzz-common.h"
#include "drive-in-release-cache.h"
#include "drive-in-release-private.h"

/* What a release from a cache promises, whatever the bytes: it is what the release loader
 * would accept. */
static void
check_release (DriveInRelease *release,
               GFile       *folder)
{
  GListModel *cards = drive_in_release_get_cards (release);
  GListModel *packs = drive_in_release_get_packs (release);
  const char *sigil = drive_in_release_get_sigil (release);

  GROS_FUZZ_CHECK (drive_in_release_sigil_is_valid (sigil), "sigil '%s'", sigil);
  GROS_FUZZ_CHECK (g_list_model_get_n_items (cards) > 0, "a release without cards");
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      const char *number = drive_in_card_get_number (card);
      GFile *art = drive_in_card_get_art (card);

      GROS_FUZZ_CHECK (drive_in_release_number_is_valid (number), "card number '%s'", number);
      GROS_FUZZ_CHECK (g_utf8_validate (drive_in_card_get_name (card), -1, NULL), "name not UTF-8");
      GROS_FUZZ_CHECK (*drive_in_card_get_name (card) != '\0', "a card without a name");
      GROS_FUZZ_CHECK (drive_in_release_lookup_card (release, number) == card,
                       "card %s not found by its number", number);
      GROS_FUZZ_CHECK (art == NULL || g_file_has_prefix (art, folder),
                       "art outside the release: %s", g_file_peek_path (art));
    }
  for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);
      const char * const *numbers = drive_in_pack_get_card_numbers (pack);

      for (guint n = 0; numbers[n] != NULL; n++)
        GROS_FUZZ_CHECK (drive_in_release_lookup_card (release, numbers[n]) != NULL,
                         "pack %s names unknown card %s", drive_in_pack_get_id (pack), numbers[n]);
    }
}

int
gros_fuzz_release_cache (const uint8_t *data,
                         size_t          size)
{
  static const char * const languages[][3] = { { NULL }, { "fr_FR", "fr", NULL } };
  g_autoptr(GFile) folder = g_file_new_for_path (gros_fuzz_get_scratch ());
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(GVariant) payload = NULL;
      g_autoptr(GVariant) bare = NULL;
      g_autoptr(DriveInRelease) release = NULL;
      g_autoptr(DriveInRelease) from_bare = NULL;
      g_autoptr(GError) error = NULL;

      /* The whole file: its frame, checksum and values. */
      payload = drive_in_release_cache_unseal (bytes, &error);
      if (payload == NULL)
        GROS_FUZZ_CHECK_ERROR (error, DRIVE_IN_RELEASE_CACHE_FILE);
      else
        {
          release = drive_in_release_cache_read_payload (folder, payload, languages[l], FALSE,
                                                     &error);
          if (release != NULL)
            check_release (release, folder);
          else
            GROS_FUZZ_CHECK_ERROR (error, DRIVE_IN_RELEASE_CACHE_FILE);
        }
      g_clear_error (&error);

      /* The bytes as a payload: no checksum stands between them and the value checks. */
      bare = g_variant_ref_sink (g_variant_new_from_bytes (drive_in_release_cache_get_payload_type (),
                                                           bytes, FALSE));
      from_bare = drive_in_release_cache_read_payload (folder, bare, languages[l], FALSE, &error);
      if (from_bare != NULL)
        check_release (from_bare, folder);
      else
        GROS_FUZZ_CHECK_ERROR (error, DRIVE_IN_RELEASE_CACHE_FILE);
    }

  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_release_cache)
