/* table-test-app.h: the application a game table's widget tests run in, and that game's
 * rules (the Grotto Beasts!, Groo and Gruff table tests share it). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-application.h"
#include "game-rules.h"

G_BEGIN_DECLS

extern DriveInApplication *app;
extern const GameRules *rules;

/* Sets up the tests, the registered application and @game_id's rules. */
void table_test_app_init (int         *argc,
                          char      ***argv,
                          const char  *game_id);
/* Runs the tests added, then lets the application go. */
int  table_test_app_run  (void);

G_END_DECLS
