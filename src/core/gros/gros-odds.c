/* gros-odds.c: what the odds of the draw (gros-draw-odds.h) need of a GROS deck: its starters,
 * Popcorn Buckets and Roll the Credits. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <string.h>

#include "gros-card.h"
#include "gros-odds.h"

void
gros_odds_deck_init_from_deck (GrosOddsDeck *out,
                               DriveInDeck     *deck)
{
  g_return_if_fail (out != NULL);
  g_return_if_fail (DRIVE_IN_IS_DECK (deck));

  memset (out, 0, sizeof *out);
  out->n_cards = drive_in_deck_get_n_cards (deck);
  for (guint i = 0; i < out->n_cards; i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));
      gboolean starter;

      if (card == NULL)
        continue;
      /* The engine's test (gros-game.c, has_positive_character): the printed Defense. */
      starter = gros_card_get_type (card) == GROS_CARD_TYPE_CHARACTER
                && gros_card_get_stat (card) > 0;
      out->n_starters += starter;
      out->n_credits += gros_card_get_type (card) == GROS_CARD_TYPE_ROLL_THE_CREDITS;
      if (gros_card_has_bucket (card))
        {
          out->n_buckets++;
          out->n_starter_buckets += starter;
        }
    }
}
