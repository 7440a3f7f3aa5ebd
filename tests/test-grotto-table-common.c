/* test-grotto-table-common.c: the application the Grotto Beasts! table's tests run in. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-grotto-table-common.h"

DriveInApplication *app;
const GameRules *rules;

void
grotto_table_test_init (int    *argc,
                        char ***argv)
{
  g_autoptr(GError) error = NULL;

  drive_in_test_init (argc, argv);
  rules = game_rules_lookup (GROTTO_GAME_ID);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
}

int
grotto_table_test_run (void)
{
  int status = drive_in_test_run ();

  g_clear_object (&app);
  return status;
}
