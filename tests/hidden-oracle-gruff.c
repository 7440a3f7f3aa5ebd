/* hidden-oracle-gruff.c: stub */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "hidden-oracle.h"

static void
gruff_event (HiddenOracle    *oracle,
            gconstpointer    state,
            const GameEvent *event)
{
}

const HiddenOracleGame hidden_oracle_gruff = {
  GROS_GAME_ID_GRUFF,
  0,
  gruff_event,
  NULL,
  NULL,
};
