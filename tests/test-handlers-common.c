/* test-handlers-common.c: the card db of the handler tests, read from the shared release. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-handlers-common.h"

GrosCardDb *db;
guint extra;
guint wall;
guint brute;
guint giant;
guint gadget;
guint place;
guint guard8;

static DriveInRelease *release;

void
test_handlers_init (int    *argc,
                    char ***argv)
{
  g_autoptr(GFile) folder = NULL;

  gros_test_init (argc, argv);

  folder = gros_test_get_shared_release ();
  if (folder != NULL)
    {
      g_autoptr(GError) error = NULL;
      GListModel *cards;

      release = drive_in_release_load (folder, NULL, &error);
      g_assert_no_error (error);
      db = gros_card_db_new ();
      cards = drive_in_release_get_cards (release);
      for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

          gros_card_db_add_card (db, card);
        }
      extra = trc_card (db, "Extra", GROS_CARD_TYPE_CHARACTER, 1, 0, FALSE, NULL, NULL);
      wall = trc_card (db, "Wall", GROS_CARD_TYPE_CHARACTER, 10, 0, FALSE, NULL, NULL);
      brute = trc_card (db, "Brute", GROS_CARD_TYPE_CREATURE, 10, 0, FALSE, NULL, NULL);
      giant = trc_card (db, "Giant", GROS_CARD_TYPE_CREATURE, 20, 0, FALSE, NULL, NULL);
      gadget = trc_card (db, "Gadget", GROS_CARD_TYPE_PROP, 3, 0, FALSE, "Gizmo", NULL);
      place = trc_card (db, "Place", GROS_CARD_TYPE_LOCATION, 1, 0, FALSE, NULL, NULL);
      guard8 = trc_card (db, "Guard", GROS_CARD_TYPE_CHARACTER, 8, 0, FALSE, NULL, NULL);
    }
}

int
test_handlers_run (void)
{
  int status = g_test_run ();

  g_clear_pointer (&db, gros_card_db_unref);
  g_clear_object (&release);
  return status;
}
