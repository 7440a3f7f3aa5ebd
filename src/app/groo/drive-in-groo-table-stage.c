/* drive-in-groo-table-stage.c: how the Groo table shows each event and where: cards dealt,
 * drawn, bought, lost and discarded travel, dice go from town to town, a war's outcome. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include "drive-in-groo-table-private.h"

DriveInShow
drive_in_groo_table_event_show (DriveInBoard    *board,
                                const GameEvent *event,
                                char           **out_badge)
{
  switch (event->kind)
    {
    case GROO_EV_DEAL:
    case GROO_EV_DRAW:
    case GROO_EV_DISCARD:
    case GROO_EV_BUY:
    case GROO_EV_COMMIT:
    case GROO_EV_LOSE:
    case GROO_EV_MOVED:
    case GROO_EV_PASS_DICE:
    case GROO_EV_GROO_MOVES:
    case GROO_EV_POWER:
      return DRIVE_IN_SHOW_TRAVEL;
    case GROO_EV_WAR_BONUS:
      *out_badge = g_strdup_printf ("%+d", event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GROO_EV_WAR:
      return DRIVE_IN_SHOW_CONTEST;
    case GROO_EV_WAR_RESULT:
    case GROO_EV_GAME_OVER:
      return DRIVE_IN_SHOW_OUTCOME;
    default:
      return DRIVE_IN_SHOW_LINE;
    }
}

static GtkWidget *
town (DriveInGrooTable *self,
      guint             seat)
{
  return self->towns != NULL && seat < self->towns->len ? self->towns->pdata[seat] : NULL;
}

/* A zone of the rules on the board: the piles, the war, a seat's town (its hand, town and
 * army are all shown at it). */
static GtkWidget *
zone (DriveInGrooTable *self,
      guint             z)
{
  switch (z)
    {
    case GROO_ZONE_DECK:
      return self->deck_pile;
    case GROO_ZONE_DISCARD:
      return self->discard_pile;
    case GROO_ZONE_TABLE:
    case GROO_ZONE_WAITING:
      return NULL;
    default:
      return z < GROO_N_ZONES ? town (self, GROO_ZONE_SEAT (z)) : NULL;
    }
}

GtkWidget *
drive_in_groo_table_event_widget (DriveInBoard    *board,
                                  const GameEvent *event,
                                  gboolean         source)
{
  DriveInGrooTable *self = DRIVE_IN_GROO_TABLE (board);
  GtkWidget *card = event->card >= 0 ? drive_in_board_find_card (board, event->card) : NULL;

  switch (event->kind)
    {
    case GROO_EV_DEAL:
    case GROO_EV_DRAW:
      if (source)
        return self->deck_pile;
      break;
    case GROO_EV_DISCARD:
    case GROO_EV_LOSE:
    case GROO_EV_POWER:
      if (!source)
        return self->discard_pile;
      break;
    case GROO_EV_MOVED:
      if (card == NULL)
        card = zone (self, source ? event->from_zone : event->to_zone);
      break;
    case GROO_EV_PASS_DICE:
    case GROO_EV_GROO_MOVES:
      return town (self, source ? event->seat : event->target_seat);
    case GROO_EV_ROLL:
    case GROO_EV_REROLL:
    case GROO_EV_DIE_SET:
    case GROO_EV_DICE_BACK:
      return self->dice;
    case GROO_EV_WAR:
    case GROO_EV_WAR_RESULT:
      return town (self, event->target_seat);
    case GROO_EV_SHUFFLE:
    case GROO_EV_RESHUFFLE:
    case GROO_EV_LAST_ROUND:
      return self->deck_pile;
    default:
      break;
    }
  return card != NULL ? card : town (self, event->seat);
}
