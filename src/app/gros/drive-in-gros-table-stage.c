/* drive-in-gros-table-stage.c: how the GROS table shows each event and where: cards drawn,
 * played, attached and moved travel, kills, popcorn, banked points and the attack's margin
 * show as a badge on the card or Movie, an attack's (or the Climax's) outcome as a banner. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-gros-table-private.h"

DriveInShow
drive_in_gros_table_event_show (DriveInBoard    *board,
                                const GameEvent *event,
                                char           **out_badge)
{
  switch (event->kind)
    {
    case GROS_EV_DRAW:
    case GROS_EV_MOVE:
    case GROS_EV_PLAY:
    case GROS_EV_ATTACH:
      return DRIVE_IN_SHOW_TRAVEL;
    case GROS_EV_POPCORN:
      /* The event says the new amount, not the change. */
      /* Translators: the badge on a Movie whose popcorn changed: "Popcorn 3". */
      *out_badge = g_strdup_printf (_("Popcorn %d"), event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GROS_EV_ATTACK_CHANGE:
      /* Translators: the badge of an attack that changed: how far its Attack is above (or
       * below) the Defense, "Margin +2". */
      *out_badge = g_strdup_printf (_("Margin %+d"), event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GROS_EV_BANK:
      /* Translators: the badge on a Movie that banked a Plot Twist. */
      *out_badge = g_strdup_printf (ngettext ("+%d point", "+%d points", event->value),
                                    event->value);
      return DRIVE_IN_SHOW_NUMBER;
    case GROS_EV_KILL:
      /* Translators: the badge where a card died. */
      *out_badge = g_strdup (C_("card badge", "Killed"));
      return DRIVE_IN_SHOW_NUMBER;
    case GROS_EV_KNOCK_OUT:
      *out_badge = g_strdup (C_("card badge", "Knocked Out"));
      return DRIVE_IN_SHOW_NUMBER;
    case GROS_EV_WAKE:
      /* Translators: the badge on a Knocked Out card that wakes up. */
      *out_badge = g_strdup (C_("card badge", "Awake"));
      return DRIVE_IN_SHOW_NUMBER;
    case GROS_EV_ATTACK:
    case GROS_EV_CLIMAX:
      return DRIVE_IN_SHOW_CONTEST;
    case GROS_EV_ATTACK_RESULT:
    case GROS_EV_ATTACK_STOPPED:
    case GROS_EV_CLIMAX_FAILED:
    case GROS_EV_GAME_OVER:
      return DRIVE_IN_SHOW_OUTCOME;
    default:
      return DRIVE_IN_SHOW_LINE;
    }
}

/* A seat's Movie with its label (also where its deck, hand and graveyard are, which this
 * board does not show). */
static GtkWidget *
seat_widget (DriveInGrosTable *self,
             guint             seat)
{
  return self->seats != NULL && seat < self->seats->len ? self->seats->pdata[seat] : NULL;
}

/* Where a card of @seat's that the board does not show leaves from or goes to (its deck, a
 * hand or graveyard the viewer does not see): the own graveyard's drop zone, else the seat's
 * header, whose counts say its deck; a card that lands unseen in a Movie lands on the Movie.
 * Never the whole seat: the stage pictures a travel's source and moves the picture, and a
 * picture of a seat was as wide as the table, drawn again (scaled) on each frame. */
static GtkWidget *
pile_widget (DriveInGrosTable *self,
             guint             seat,
             guint             kind,
             gboolean          source)
{
  GtkWidget *widget = NULL;

  if (self->seat_labels == NULL || seat >= self->seat_labels->len)
    return seat_widget (self, seat);
  if (kind == GROS_ZONE_GRAVEYARD && seat == drive_in_board_own_seat (DRIVE_IN_BOARD (self)))
    widget = self->graveyard;
  else if (kind == GROS_ZONE_MOVIE && !source)
    widget = self->movies->pdata[seat];
  if (widget == NULL || !gtk_widget_get_mapped (widget))
    widget = gtk_widget_get_parent (self->seat_labels->pdata[seat]);
  return gtk_widget_get_mapped (widget) ? widget : seat_widget (self, seat);
}

/* Where a card in @zone is when the board does not show it: a pile of its seat (a card in
 * the shared deck or graveyard, or on the table, of @seat's; the table has no pile of its
 * own: GROS_N_SEAT_ZONES). */
static GtkWidget *
zone_widget (DriveInGrosTable *self,
             guint             zone,
             guint             seat,
             gboolean          source)
{
  guint owner = zone == GROS_ZONE_TABLE ? seat : GROS_ZONE_SEAT (zone);

  return pile_widget (self, owner == GROS_SHARED_SEAT ? seat : owner,
                      zone == GROS_ZONE_TABLE ? GROS_N_SEAT_ZONES : GROS_ZONE_KIND (zone), source);
}

/* The Movie of the event's seat, or with @owner_first of its card's owner (a card killed
 * lies in its owner's graveyard, not the killer's); else the other, else the Movie of the
 * seat whose turn it is. */
static GtkWidget *
seat_or_owner (DriveInGrosTable *self,
               const GameEvent  *event,
               gboolean          owner_first)
{
  const GrosGame *view;
  GtkWidget *owner = NULL, *widget = seat_widget (self, event->seat);

  /* The view only when needed: a travel's source is asked in the middle of an action. */
  if (widget != NULL && !owner_first)
    return widget;
  view = game_session_get_view (self->session);
  if (event->card >= 0 && event->card < (int) view->n_cards)
    owner = seat_widget (self, view->cards[event->card].owner);
  if (owner_first && owner != NULL)
    return owner;
  if (widget == NULL)
    widget = owner;
  return widget != NULL ? widget : seat_widget (self, view->active);
}

GtkWidget *
drive_in_gros_table_event_widget (DriveInBoard    *board,
                                  const GameEvent *event,
                                  gboolean         source)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);
  GtkWidget *card = event->card >= 0 ? drive_in_board_find_card (board, event->card) : NULL;

  switch (event->kind)
    {
    case GROS_EV_DRAW:
      /* From the seat's deck, which the board does not show; to the card in the hand, or
       * to the seat's header when the hand is not shown. */
      if (source || card == NULL)
        return pile_widget (self, event->seat, source ? GROS_ZONE_DECK : GROS_ZONE_HAND,
                            source);
      break;
    case GROS_EV_MOVE:
      if (card == NULL)
        return zone_widget (self, source ? event->from_zone : event->to_zone, event->seat,
                            source);
      break;
    case GROS_EV_PLAY:
      /* From a hand the viewer does not see; onto the Movie when it lands unseen. */
      if (card == NULL)
        return pile_widget (self, event->seat, source ? GROS_ZONE_HAND : GROS_ZONE_MOVIE,
                            source);
      break;
    case GROS_EV_ATTACH:
      /* Onto the card it is attached to, when it is not shown itself. */
      if (card == NULL && !source && event->target >= 0
          && drive_in_board_find_card (board, event->target) != NULL)
        return drive_in_board_find_card (board, event->target);
      if (card == NULL)
        return pile_widget (self, event->seat, source ? GROS_ZONE_HAND : GROS_ZONE_MOVIE,
                            source);
      break;
    case GROS_EV_ATTACK:
      /* At the Movie attacked. */
      if (event->target_seat != GROS_NO_SEAT)
        return seat_widget (self, event->target_seat);
      break;
    case GROS_EV_POPCORN:
    case GROS_EV_BANK:
    case GROS_EV_TURN:
    case GROS_EV_PHASE:
    case GROS_EV_PASS:
    case GROS_EV_TITLE:
    case GROS_EV_SHUFFLE:
      return seat_widget (self, event->seat);
    case GROS_EV_SETUP:
    case GROS_EV_CLIMAX_FAILED:
    case GROS_EV_GAME_OVER:
      /* The whole table's: its middle. */
      return NULL;
    default:
      break;
    }
  if (card != NULL)
    return card;
  return seat_or_owner (self, event, event->kind == GROS_EV_KILL
                                      || event->kind == GROS_EV_KNOCK_OUT
                                      || event->kind == GROS_EV_WAKE);
}
