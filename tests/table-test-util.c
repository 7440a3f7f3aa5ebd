/* table-test-util.c: the window and the games of the other games' table tests. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include "drive-in-test-util.h"
#include "drive-in-title-dialog.h"
#include "table-test-util.h"

void
drive_in_table_fixture_set_up (DriveInTableFixture *f,
                               DriveInApplication  *app)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);

  /* Computers move as soon as they can. */
  g_settings_set_double (settings, "animation-speed", 4.0);
  f->table = DRIVE_IN_TABLE (drive_in_table_new (drive_in_application_get_catalog (app),
                                                 drive_in_application_get_library (app)));
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 1500, 1000);
  gtk_window_set_child (f->window, GTK_WIDGET (f->table));
  drive_in_test_show_window (f->window);
}

void
drive_in_table_fixture_tear_down (DriveInTableFixture *f)
{
  if (f->window != NULL)
    gtk_window_destroy (f->window);
  drive_in_test_iterate (20);
}

void
drive_in_table_fixture_show_play (DriveInTableFixture *f,
                                  DriveInGamePlay     *play)
{
  drive_in_table_set_play (f->table, play);
  drive_in_game_play_set_pace (play, 0);
}

static DriveInTitleDialog *
find_title_dialog (void)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (DRIVE_IN_IS_TITLE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return DRIVE_IN_TITLE_DIALOG (window);
    }
  return NULL;
}

void
drive_in_table_fixture_answer_start (DriveInTableFixture *f)
{
  DriveInTitleDialog *dialog;

  drive_in_test_iterate (10);
  for (guint n = 0; n < GAME_MAX_SEATS && (dialog = find_title_dialog ()) != NULL; n++)
    {
      drive_in_title_dialog_suggest (dialog);
      g_assert_true (drive_in_title_dialog_finish (dialog));
      drive_in_test_iterate (10);
    }
}

GameRecord *
drive_in_test_random_record (const GameRules *rules,
                             DriveInCatalog     *catalog,
                             const char      *variant,
                             guint            n_seats,
                             guint64          seed)
{
  g_autofree gpointer params = g_malloc0 (rules->params_size);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  GameRecord *record;

  g_assert_true (rules->params_init (params, variant));
  record = game_record_new (rules, seed, n_seats, params);
  if (rules->cards.random_shared_deck != NULL)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GError) error = NULL;

      g_assert_true (rules->cards.random_shared_deck (catalog, NULL, params, rand, ids, &error));
      g_assert_no_error (error);
      g_ptr_array_add (ids, NULL);
      game_record_set_shared (record, (const char * const *) ids->pdata);
      return record;
    }
  for (guint s = 0; s < n_seats; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GError) error = NULL;

      g_assert_true (rules->cards.random_deck (catalog, NULL, params, rand, ids, words, &error));
      g_assert_no_error (error);
      g_ptr_array_add (ids, NULL);
      game_record_set_deck (record, s, (const char * const *) ids->pdata);
    }
  return record;
}

DriveInGamePlay *
drive_in_test_play_new (DriveInCatalog *catalog,
                        GameRecord  *record,
                        GameAiLevel  level,
                        guint        humans)
{
  g_autoptr(GError) error = NULL;
  DriveInSeatPlayer players[GAME_MAX_SEATS];
  DriveInGamePlay *play;

  for (guint s = 0; s < game_record_get_n_seats (record); s++)
    {
      players[s].kind = ((humans >> s) & 1) ? DRIVE_IN_PLAYER_HUMAN : DRIVE_IN_PLAYER_AI;
      players[s].level = level;
    }
  play = drive_in_game_play_new (catalog, record, players, NULL, 0, FALSE, &error);
  g_assert_no_error (error);
  return play;
}
