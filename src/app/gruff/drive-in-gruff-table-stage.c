/* drive-in-gruff-table-stage.c: how the Gruff table shows each event and where: cards drawn
 * and played travel, damage, kills, stats, Life and Crazy show where they change, an
 * attack's outcome. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-gruff-table-private.h"

DriveInShow
drive_in_gruff_table_event_show (DriveInBoard    *board,
                                 const GameEvent *event,
                                 char           **out_badge)
{
  switch (event->kind)
    {
    case GRUFF_EV_DRAW:
    case GRUFF_EV_PLAY:
    case GRUFF_EV_MOVE:
    case GRUFF_EV_DISCARD:
      return DRIVE_IN_SHOW_TRAVEL;
    case GRUFF_EV_DAMAGE:
      *out_badge = g_strdup_printf ("−%d", event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GRUFF_EV_KILL:
      /* Translators: the badge on a gruff that died. */
      *out_badge = g_strdup (_("Dies"));
      return DRIVE_IN_SHOW_NUMBER;
    case GRUFF_EV_LIFE:
      /* Translators: the badge on a shepherd whose Life changed: "Life 7". */
      *out_badge = g_strdup_printf (_("Life %d"), event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GRUFF_EV_CRAZY:
      /* Translators: the badge on a shepherd whose Crazy changed: "Crazy 3". */
      *out_badge = g_strdup_printf (_("Crazy %d"), event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GRUFF_EV_STAT:
    case GRUFF_EV_GROW:
      *out_badge = g_strdup_printf ("%d", event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GRUFF_EV_DECLARE:
      return DRIVE_IN_SHOW_CONTEST;
    case GRUFF_EV_RESOLVE:
    case GRUFF_EV_CANCEL:
    case GRUFF_EV_WIN:
      return DRIVE_IN_SHOW_OUTCOME;
    default:
      return DRIVE_IN_SHOW_LINE;
    }
}

static GtkWidget *
shepherd (DriveInGruffTable *self,
          guint              seat)
{
  return seat < GRUFF_SEATS ? self->shepherds[seat] : NULL;
}

GtkWidget *
drive_in_gruff_table_event_widget (DriveInBoard    *board,
                                   const GameEvent *event,
                                   gboolean         source)
{
  DriveInGruffTable *self = DRIVE_IN_GRUFF_TABLE (board);
  GtkWidget *card = event->card >= 0 ? drive_in_board_find_card (board, event->card) : NULL;

  switch (event->kind)
    {
    case GRUFF_EV_DRAW:
      if (source)
        return shepherd (self, event->seat);
      break;
    case GRUFF_EV_DISCARD:
      if (!source)
        return shepherd (self, event->seat);
      break;
    case GRUFF_EV_LIFE:
    case GRUFF_EV_CRAZY:
    case GRUFF_EV_THRESHOLD:
    case GRUFF_EV_FIRST:
    case GRUFF_EV_TURN:
      return shepherd (self, event->seat);
    case GRUFF_EV_RESOLVE:
    case GRUFF_EV_BLOCK:
      if (event->target >= 0 && drive_in_board_find_card (board, event->target) != NULL)
        return drive_in_board_find_card (board, event->target);
      break;
    default:
      break;
    }
  return card != NULL ? card : shepherd (self, event->seat);
}
