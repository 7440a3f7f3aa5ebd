/* drive-in-board-preview.c: DriveInBoard's card preview follows the pointer and the focus:
 * the card widget under them, or the card a question's button chooses. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include "drive-in-board-private.h"
#include "drive-in-card-preview.h"
#include "drive-in-card-widget.h"

/* The preview shows the card widget under the pointer, else the one the focus moved to last;
 * it keeps the last one when the pointer leaves, to read at leisure. Only card widgets of the
 * board itself count (its felt and its popover), never the preview's own. */

/* The first card widget in @widget, or NULL. */
static GtkWidget *
find_card_in (GtkWidget *widget)
{
  if (DRIVE_IN_IS_CARD_WIDGET (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *card = find_card_in (child);

      if (card != NULL)
        return card;
    }
  return NULL;
}

/* A question's button that chooses a card out of sight: that card in the preview, when the
 * viewer may see it (the view says so, as it does for every card the board shows). */
static gboolean
preview_action_card (DriveInBoard *self,
                     GtkWidget    *button)
{
  GameSession *session = drive_in_board_get_session (self);
  const GameAction *action = g_object_get_data (G_OBJECT (button), "action");
  const GameRules *rules = game_session_get_rules (session);
  gconstpointer view = game_session_get_view (session);
  int viewer = drive_in_game_play_get_viewer (drive_in_board_get_play (self));
  DriveInCard *card;

  if (action == NULL || action->card < 0 || (guint) action->card >= rules->views.n_cards (view)
      || !rules->views.card_visible_to (view, action->card, viewer))
    return FALSE;
  card = game_session_get_card (session, rules->views.card_def (view, action->card));
  if (card == NULL)
    return FALSE;
  drive_in_card_preview_show_card (DRIVE_IN_CARD_PREVIEW (drive_in_board_get_preview (self)),
                                   card);
  return TRUE;
}

static void
preview_widget (DriveInBoard *self,
                GtkWidget    *widget)
{
  GtkWidget *popover = drive_in_board_get_popover (self);
  GtkWidget *card;

  if (widget == NULL
      || !(gtk_widget_is_ancestor (widget, drive_in_board_get_felt (self))
           || (popover != NULL && gtk_widget_is_ancestor (widget, popover))))
    return;
  card = DRIVE_IN_IS_CARD_WIDGET (widget)
           ? widget : gtk_widget_get_ancestor (widget, DRIVE_IN_TYPE_CARD_WIDGET);
  /* A question's button showing the card it chooses (Gruff's set-up, a payment's card). */
  if (card == NULL)
    {
      GtkWidget *button = GTK_IS_BUTTON (widget)
                            ? widget : gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON);

      card = button != NULL ? find_card_in (button) : NULL;
      if (card == NULL && button != NULL && preview_action_card (self, button))
        return;
    }
  if (card != NULL)
    drive_in_card_preview_show (DRIVE_IN_CARD_PREVIEW (drive_in_board_get_preview (self)),
                                DRIVE_IN_CARD_WIDGET (card));
}

static void
on_motion_cb (GtkEventControllerMotion *motion,
              double                    x,
              double                    y,
              DriveInBoard             *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));

  preview_widget (self, gtk_widget_pick (widget, x, y, GTK_PICK_DEFAULT));
}

void
drive_in_board_preview_follow_pointer (DriveInBoard *self,
                                       GtkWidget    *widget)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();

  g_assert (DRIVE_IN_IS_BOARD (self));
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion_cb), self);
  gtk_widget_add_controller (widget, motion);
}

void
drive_in_board_preview_on_focus_cb (GtkWindow    *window,
                                    GParamSpec   *pspec,
                                    DriveInBoard *self)
{
  preview_widget (self, gtk_window_get_focus (window));
}

void
drive_in_board_preview_card (DriveInBoard *self,
                             GtkWidget    *widget)
{
  g_return_if_fail (DRIVE_IN_IS_BOARD (self));
  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));

  preview_widget (self, widget);
}
