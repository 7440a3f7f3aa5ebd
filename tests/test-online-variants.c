/* test-online-variants.c: Play Online hosts every variant of every game (GROS's formats
 * among them), with as many seats as the variant is played by. */
// SPDX-License-Identifier: GPL-3.0-or-later
#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-game-info.h"
#include "drive-in-online-game.h"
#include "drive-in-online-host.h"
#include "drive-in-online-loopback.h"
#include "drive-in-referee.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "game-rules.h"
#include "game-session-private.h"
#include "online-dialog-test-util.h"
#include "table-test-util.h"
#include "gros-game-id.h"
#include "groo-game-id.h"
#include "grotto-game-id.h"
#include "gruff-game-id.h"

#define REFEREE "host@test/referee"

static DriveInApplication *app;

/* Selects the row of @combo whose text is @text. */
static void
select_text (AdwComboRow *combo,
             const char  *text)
{
  GListModel *model = adw_combo_row_get_model (combo);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text))
      {
        adw_combo_row_set_selected (combo, i);
        return;
      }
  g_error ("No row reads “%s”", text);
}

/* Hosting offers every variant of the game chosen, as New Game does (GROS's formats among
 * them), and the seats follow the variant. A table of Grotto Beasts!' Rumble plays Rumble
 * (it used to play the first variant for that many seats, always the Classic Game). */
static void
test_variants (void)
{
  g_autoptr(DriveInOnlineLoopback) network = drive_in_online_loopback_new (NULL, "host@test/app");
  g_autoptr(DriveInOnlineLoopback) referee_link = drive_in_online_loopback_new (network, REFEREE);
  const char *games[] = { GROTTO_GAME_ID, GRUFF_GAME_ID, GROS_GAME_ID, GROO_GAME_ID };
  const GameRules *grotto = game_rules_lookup (GROTTO_GAME_ID);
  DriveInTableFixture fixture;
  DriveInOnlineDialog *dialog;
  DriveInOnlineGame *game;
  AdwComboRow *game_row, *variant_row;
  GtkAdjustment *seats;
  GameRecord *record;

  drive_in_table_fixture_set_up (&fixture, app);
  dialog = online_dialog_open (fixture.table, NULL);
  drive_in_online_dialog_set_links (dialog, DRIVE_IN_ONLINE_TRANSPORT (network),
                                    DRIVE_IN_ONLINE_TRANSPORT (referee_link), "host@test");
  game_row = online_dialog_child (dialog, "game_row");
  variant_row = online_dialog_child (dialog, "variant_row");
  seats = gtk_spin_button_get_adjustment (online_dialog_child (dialog, "seats_spin"));
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      const DriveInGameInfo *info = drive_in_game_info_lookup (games[g]);
      guint n;
      const DriveInGameVariant *variants = drive_in_game_info_get_variants (info, &n);
      GListModel *offered;

      select_text (game_row, drive_in_game_info_get_label (info));
      offered = adw_combo_row_get_model (variant_row);
      g_assert_cmpuint (g_list_model_get_n_items (offered), ==, n);
      for (guint v = 0; v < n; v++)
        {
          g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (offered), v), ==,
                           drive_in_game_info_variant_label (&variants[v]));
          adw_combo_row_set_selected (variant_row, v);
          g_assert_cmpfloat (gtk_adjustment_get_lower (seats), ==, variants[v].min_seats);
          g_assert_cmpfloat (gtk_adjustment_get_upper (seats), ==, variants[v].max_seats);
          g_assert_cmpfloat (gtk_adjustment_get_value (seats), >=, variants[v].min_seats);
          g_assert_cmpfloat (gtk_adjustment_get_value (seats), <=, variants[v].max_seats);
          g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (variant_row)), ==,
                           drive_in_game_info_variant_summary (&variants[v]));
        }
    }

  /* Six seats of a Groo table, then Grotto Beasts!' Rumble: two. */
  gtk_adjustment_set_value (seats, 6);
  g_assert_cmpfloat (gtk_adjustment_get_value (seats), ==, 6);
  select_text (game_row, drive_in_game_info_get_label (drive_in_game_info_lookup (GROTTO_GAME_ID)));
  select_text (variant_row, drive_in_game_info_variant_label (
                 drive_in_game_info_find_variant (drive_in_game_info_lookup (GROTTO_GAME_ID),
                                                  "rumble")));
  g_assert_cmpfloat (gtk_adjustment_get_value (seats), ==, 2);
  gtk_editable_set_text (online_dialog_child (dialog, "room_row"), "rumble@rooms.test");
  adw_combo_row_set_selected (online_dialog_child (dialog, "others_row"), 0);
  online_dialog_click (dialog, "start_button");
  drive_in_test_wait_until (online_table_is_remote, fixture.table, 10000);
  game = g_object_get_data (G_OBJECT (fixture.table), "drive-in-online-game");
  g_assert_nonnull (game);
  record = game_session_get_record (drive_in_referee_get_session (
                                      drive_in_online_host_get_referee (
                                        drive_in_online_game_get_host (game))));
  g_assert_cmpstr (grotto->params_variant (game_record_get_params (record)), ==, "rumble");
  drive_in_table_set_play (fixture.table, NULL);
  drive_in_table_fixture_tear_down (&fixture);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/drive-in/online/app/variants", test_variants);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
