/* hidden-oracle-grotto.c: stub */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "hidden-oracle.h"

static void
grotto_event (HiddenOracle    *oracle,
            gconstpointer    state,
            const GameEvent *event)
{
}

const HiddenOracleGame hidden_oracle_grotto = {
  GROS_GAME_ID_GROTTO_BEASTS,
  0,
  grotto_event,
  NULL,
  NULL,
};
