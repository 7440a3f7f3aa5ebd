/* drive-in-grotto-table-stage.c: how the Grotto Beasts! table shows each event and where:
 * cards drawn and summoned travel, damage and power show on the card, a battle's outcome. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-grotto-table-private.h"

DriveInShow
drive_in_grotto_table_event_show (DriveInBoard    *board,
                                  const GameEvent *event,
                                  char           **out_badge)
{
  switch (event->kind)
    {
    case GROTTO_EV_DRAW:
    case GROTTO_EV_SUMMON:
    case GROTTO_EV_ATTACH:
      return DRIVE_IN_SHOW_TRAVEL;
    case GROTTO_EV_DAMAGE:
      *out_badge = g_strdup_printf ("−%d", event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GROTTO_EV_POWER:
      *out_badge = g_strdup_printf ("%+d", event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GROTTO_EV_SCORE:
      /* Translators: the badge on a seat that scored a card. */
      *out_badge = g_strdup (_("+1 scored"));
      return DRIVE_IN_SHOW_NUMBER;
    case GROTTO_EV_DEFEATED:
      /* Translators: the badge on a defeated Challenger. */
      *out_badge = g_strdup (_("Defeated"));
      return DRIVE_IN_SHOW_NUMBER;
    case GROTTO_EV_BATTLE:
      return DRIVE_IN_SHOW_CONTEST;
    case GROTTO_EV_NO_ATTACK:
      /* On the seat, and in the battle's outcome (a number shown is part of it). */
      /* Translators: the badge on a seat whose battle had no attacker. */
      *out_badge = g_strdup (_("No attack"));
      return DRIVE_IN_SHOW_NUMBER;
    case GROTTO_EV_STEP:
      /* The battle is over once its end step comes (the step itself has no line). */
      return event->value == GROTTO_STEP_END_OF_BATTLE ? DRIVE_IN_SHOW_OUTCOME
                                                       : DRIVE_IN_SHOW_LINE;
    case GROTTO_EV_GAME_OVER:
      return DRIVE_IN_SHOW_OUTCOME;
    default:
      return DRIVE_IN_SHOW_LINE;
    }
}

static GtkWidget *
seat_widget (DriveInGrottoTable *self,
             guint               seat)
{
  return self->seats != NULL && seat < self->seats->len ? self->seats->pdata[seat] : NULL;
}

/* A card the viewer does not see leaves from or goes to a pile of its seat, not the whole
 * seat: the stage pictures a travel's source and moves it to its end, and a picture of the
 * whole seat was as wide as the table, drawn again (scaled) on every frame of the travel. */
static GtkWidget *
pile_widget (DriveInGrottoTable *self,
             guint               seat,
             const char         *pile)
{
  GtkWidget *widget = seat_widget (self, seat);
  GtkWidget *piled = widget != NULL ? drive_in_grotto_seat_get_pile (DRIVE_IN_GROTTO_SEAT (widget),
                                                                     pile)
                                    : NULL;

  return piled != NULL && gtk_widget_get_mapped (piled) ? piled : widget;
}

GtkWidget *
drive_in_grotto_table_event_widget (DriveInBoard    *board,
                                    const GameEvent *event,
                                    gboolean         source)
{
  DriveInGrottoTable *self = DRIVE_IN_GROTTO_TABLE (board);
  GtkWidget *card = event->card >= 0 ? drive_in_board_find_card (board, event->card) : NULL;

  switch (event->kind)
    {
    case GROTTO_EV_DRAW:
      /* From the seat's deck, which the viewer never sees into; to its hand, seen or not. */
      if (source)
        return pile_widget (self, event->seat, "deck");
      if (card == NULL)
        return pile_widget (self, event->seat, "hand");
      break;
    case GROTTO_EV_SUMMON:
    case GROTTO_EV_ATTACH:
      /* From a hand the viewer does not see. */
      if (source && card == NULL)
        return pile_widget (self, event->seat, "hand");
      break;
    case GROTTO_EV_BATTLE:
    case GROTTO_EV_NO_ATTACK:
    case GROTTO_EV_SCORE:
    case GROTTO_EV_DEPLETION:
    case GROTTO_EV_OUT:
      return seat_widget (self, event->seat);
    case GROTTO_EV_STEP:
    case GROTTO_EV_GAME_OVER:
      return self->battle_revealer != NULL && gtk_widget_get_mapped (self->battle_revealer)
             ? self->battle_revealer : NULL;
    default:
      break;
    }
  return card != NULL ? card : seat_widget (self, event->seat);
}
