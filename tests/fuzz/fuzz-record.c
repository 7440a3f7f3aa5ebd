/* fuzz-record.c: game files (JSON) through the record loader, then replayed on the starter
 * cards; what loads must save back to the same record. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-fuzz"

#include <string.h>

#include "fuzz-common.h"
#include "gros-game-record.h"

#define SOURCE_NAME "fuzz.gros-game"

static void
check_same_record (GrosGameRecord *a,
                   GrosGameRecord *b)
{
  GROS_FUZZ_CHECK (gros_game_record_get_seed (a) == gros_game_record_get_seed (b), "seed");
  GROS_FUZZ_CHECK (gros_game_record_get_n_seats (a) == gros_game_record_get_n_seats (b),
                   "seats");
  GROS_FUZZ_CHECK (memcmp (gros_game_record_get_params (a), gros_game_record_get_params (b),
                           sizeof (GrosRulesParams)) == 0, "rules");
  for (guint s = 0; s < gros_game_record_get_n_seats (a); s++)
    {
      GROS_FUZZ_CHECK (g_strv_equal (gros_game_record_get_deck (a, s),
                                     gros_game_record_get_deck (b, s)), "deck %u", s);
      GROS_FUZZ_CHECK (g_strv_equal (gros_game_record_get_title (a, s),
                                     gros_game_record_get_title (b, s)), "title %u", s);
    }
  GROS_FUZZ_CHECK (gros_game_record_get_n_actions (a) == gros_game_record_get_n_actions (b),
                   "actions");
  for (guint i = 0; i < gros_game_record_get_n_actions (a); i++)
    GROS_FUZZ_CHECK (memcmp (gros_game_record_get_action (a, i),
                             gros_game_record_get_action (b, i), sizeof (GrosAction)) == 0,
                     "action %u", i + 1);
  GROS_FUZZ_CHECK (gros_game_record_get_undo_floor (a) == gros_game_record_get_undo_floor (b),
                   "undo floor");
}

int
gros_fuzz_record (const uint8_t *data,
                  size_t         size)
{
  g_autoptr(GrosGameRecord) record = NULL;
  g_autoptr(GrosGameRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosCardDb) db = NULL;
  g_autofree char *saved = NULL;
  g_autofree GrosGame *game = NULL;
  gsize saved_length = 0;
  GListModel *cards;

  record = gros_game_record_load_from_data ((const char *) data, size, SOURCE_NAME, &error);
  if (record == NULL)
    {
      GROS_FUZZ_CHECK_ERROR (error, SOURCE_NAME);
      return 0;
    }

  saved = gros_game_record_to_data (record, &saved_length);
  again = gros_game_record_load_from_data (saved, saved_length, "saved", &error);
  GROS_FUZZ_CHECK (again != NULL, "the saved record does not load: %s\n%s",
                   error != NULL ? error->message : "", saved);
  check_same_record (record, again);

  /* Replay on a fresh db of the starter cards: Title words are interned into it. */
  cards = G_LIST_MODEL (gros_fuzz_get_catalog ());
  db = gros_card_db_new ();
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      gros_card_db_add_card (db, card);
    }
  game = g_new0 (GrosGame, 1);
  if (!gros_game_record_replay (record, db, GROS_GAME_RECORD_ALL, game, &error))
    GROS_FUZZ_CHECK (error != NULL && error->domain == DRIVE_IN_ERROR, "replay error");
  g_clear_error (&error);
  gros_game_record_can_undo_to (record, gros_game_record_get_n_actions (record) / 2);

  return 0;
}

GROS_FUZZ_DEFINE_TARGET (gros_fuzz_record)
