/* hidden-oracle-groo.c: stub */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "hidden-oracle.h"

static void
groo_event (HiddenOracle    *oracle,
            gconstpointer    state,
            const GameEvent *event)
{
}

const HiddenOracleGame hidden_oracle_groo = {
  GROS_GAME_ID_GROO,
  0,
  groo_event,
  NULL,
  NULL,
};
