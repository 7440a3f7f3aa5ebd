/* test-library-filter.c: the library's filter and sorter ask each card's game for its kinds:
 * the first game's cards at first, and "by type" in the game's kind order (GROS's types). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-library-filter.h"
#include "drive-in-test-util.h"
#include "gros-game-id.h"

static DriveInCatalog *catalog;

/* The place of @card's kind among its game's kinds. */
static guint
kind_index (DriveInCard *card)
{
  const DriveInGameInfo *game = drive_in_game_info_lookup (drive_in_card_get_game (card));

  for (guint k = 0; k < game->n_kinds; k++)
    if (g_str_equal (game->kinds[k].id, drive_in_card_get_kind (card)))
      return k;
  g_assert_not_reached ();
}

/* Until a game is picked the filter shows the first game's cards: GROS's. */
static void
test_first_game (void)
{
  g_autoptr(DriveInLibraryFilter) filter = drive_in_library_filter_new (G_LIST_MODEL (catalog));
  GListModel *shown = G_LIST_MODEL (drive_in_library_filter_get_model (filter));
  guint n;

  g_assert_cmpstr (drive_in_library_filter_get_game (filter), ==, GROS_GAME_ID);
  g_assert_cmpstr (drive_in_library_filter_get_game (filter), ==,
                   drive_in_game_info_list (&n)[0]->id);
  g_assert_cmpuint (g_list_model_get_n_items (shown), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (shown, i);

      g_assert_cmpstr (drive_in_card_get_game (card), ==, GROS_GAME_ID);
    }
}

/* The sorter sorts a little at a time: until it is done. */
static gboolean
sorted (gpointer data)
{
  return gtk_sort_list_model_get_pending (drive_in_library_filter_get_sort_model (data)) == 0;
}

/* By type: each game's cards in its kinds' order, GROS's in its types' (Characters first). */
static void
test_sort_by_type (void)
{
  g_autoptr(DriveInLibraryFilter) filter = drive_in_library_filter_new (G_LIST_MODEL (catalog));
  GListModel *shown = G_LIST_MODEL (drive_in_library_filter_get_model (filter));
  const DriveInGameInfo *const *games;
  guint n_games;

  games = drive_in_game_info_list (&n_games);
  drive_in_library_filter_set_sort (filter, DRIVE_IN_LIBRARY_SORT_TYPE);
  for (guint g = 0; g < n_games; g++)
    {
      guint last = 0, n_kinds_seen = 0;

      drive_in_library_filter_set_game (filter, games[g]->id);
      drive_in_test_wait_until (sorted, filter, 5000);
      for (guint i = 0; i < g_list_model_get_n_items (shown); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (shown, i);
          guint kind = kind_index (card);

          g_assert_cmpstr (drive_in_card_get_game (card), ==, games[g]->id);
          g_assert_cmpuint (kind, >=, last);
          n_kinds_seen += i == 0 || kind != last;
          if (g_str_equal (games[g]->id, GROS_GAME_ID))
            g_assert_cmpuint (gros_card_get_type (card), ==, kind);
          last = kind;
        }
      /* A game with cards shows more than one kind: the order was put to the test. */
      if (g_list_model_get_n_items (shown) > 0)
        g_assert_cmpuint (n_kinds_seen, >, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);

  release = drive_in_library_load_starter_release (NULL, &error);
  g_assert_no_error (error);
  catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (catalog, release);
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);

  g_test_add_func ("/drive-in/library-filter/first-game", test_first_game);
  g_test_add_func ("/drive-in/library-filter/sort-by-type", test_sort_by_type);
  status = drive_in_test_run ();
  g_object_unref (catalog);
  return status;
}
