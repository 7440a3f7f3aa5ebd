/* fuzz-grotto-card-list.c: Grotto Beasts! card lists (a community deck builder's JSON) through
 * the importer's reader, and what it writes through the release loader. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include <glib/gstdio.h>

#include "fuzz-common.h"
#include "grotto-card-list.h"
#include "grotto-game-id.h"

#define SOURCE_NAME "fuzz-card-list.json"

int
gros_fuzz_grotto_card_list (const uint8_t *data,
                            size_t         size)
{
  g_autofree char *path = g_build_filename (gros_fuzz_get_scratch (), "grotto-list", NULL);
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GPtrArray) reports = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  guint n_cards = 0;

  gros_fuzz_rm_rf (path);
  g_mkdir_with_parents (path, 0700);
  folder = g_file_new_for_path (path);
  if (!grotto_card_list_convert ((const char *) data, size, SOURCE_NAME, folder, reports,
                                 &n_cards, &error))
    {
      GROS_FUZZ_CHECK_ERROR (error, SOURCE_NAME);
      gros_fuzz_rm_rf (path);
      return 0;
    }
  /* Every report names its card; the release written loads with every card read. */
  for (guint i = 0; i < reports->len; i++)
    GROS_FUZZ_CHECK (g_str_has_prefix (reports->pdata[i], "card "),
                     "a report names no card: %s", (char *) reports->pdata[i]);
  GROS_FUZZ_CHECK (n_cards > 0, "a list was read without a card");
  release = drive_in_release_load (folder, NULL, &error);
  GROS_FUZZ_CHECK (release != NULL, "the release written does not load: %s",
                   error != NULL ? error->message : "?");
  GROS_FUZZ_CHECK (g_list_model_get_n_items (drive_in_release_get_cards (release)) == n_cards,
                   "%u cards read, %u loaded", n_cards,
                   g_list_model_get_n_items (drive_in_release_get_cards (release)));
  GROS_FUZZ_CHECK (g_str_equal (drive_in_release_get_game (release), GROTTO_GAME_ID),
                   "the release is of %s", drive_in_release_get_game (release));
  g_clear_object (&release);
  gros_fuzz_rm_rf (path);
  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_grotto_card_list)
