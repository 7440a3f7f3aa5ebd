/* table-test-app.c: the application a game table's widget tests run in. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include "drive-in-test-util.h"
#include "table-test-app.h"

DriveInApplication *app;
const GameRules *rules;

void
table_test_app_init (int         *argc,
                     char      ***argv,
                     const char  *game_id)
{
  g_autoptr(GError) error = NULL;

  drive_in_test_init (argc, argv);
  rules = game_rules_lookup (game_id);
  g_assert_nonnull (rules);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
}

int
table_test_app_run (void)
{
  int status = drive_in_test_run ();

  g_clear_object (&app);
  return status;
}
