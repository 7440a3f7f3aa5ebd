/* drive-in-gros-table-play.c: the GROS board's cards: a click does the one thing a card is
 * for now, else its menu lists what the rules offer with it (a drop that means several
 * things asks through the same menu). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-gros-table-private.h"

static DriveInCard *
card_object (DriveInGrosTable *self,
             int               handle)
{
  const GrosGame *game = game_session_get_view (self->session);

  if (handle < 0 || handle >= game->n_cards)
    return NULL;
  return game_session_get_card (self->session, game->cards[handle].def);
}

/* The legal actions of the person deciding that take @handle as their card or target. */
static GArray *
card_actions (DriveInGrosTable *self,
              int               handle)
{
  GArray *found = g_array_new (FALSE, FALSE, sizeof (GameAction));

  drive_in_board_find_actions (DRIVE_IN_BOARD (self), G_MAXUINT, handle, FALSE, found);
  if (found->len == 0)
    drive_in_board_find_actions (DRIVE_IN_BOARD (self), G_MAXUINT, handle, TRUE, found);
  return found;
}

void
drive_in_gros_table_card_click (DriveInBoard *board,
                                int           handle)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);
  g_autoptr(GArray) found = card_actions (self, handle);

  if (found->len == 1)
    drive_in_board_apply (board, &g_array_index (found, GameAction, 0));
  else
    drive_in_gros_table_card_menu (board, handle);
}

static void
on_menu_button_clicked_cb (GtkButton        *button,
                           DriveInGrosTable *self)
{
  GameAction action = *(const GameAction *) g_object_get_data (G_OBJECT (button), "action");

  drive_in_board_close_popover (DRIVE_IN_BOARD (self));
  drive_in_board_apply (DRIVE_IN_BOARD (self), &action);
}

void
drive_in_gros_table_action_menu (DriveInGrosTable *self,
                                 int               handle,
                                 GArray           *found,
                                 GtkWidget        *anchor)
{
  DriveInCard *card = card_object (self, handle);
  GtkWidget *box, *heading, *list;
  GtkWidget *first = NULL;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (box, "card-menu");
  heading = gtk_label_new (card != NULL ? drive_in_card_get_name (card) : _("Face-down card"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  for (guint i = 0; i < found->len; i++)
    {
      const GameAction *action = &g_array_index (found, GameAction, i);
      g_autofree char *label = game_session_describe_action (self->session, action);
      GtkWidget *button = gtk_button_new_with_label (label);

      gtk_widget_add_css_class (button, "flat");
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))),
                                     44);
      /* The action itself, not its machine form (which numbers the cards). */
      g_object_set_data_full (G_OBJECT (button), "action", g_memdup2 (action, sizeof *action),
                              g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_menu_button_clicked_cb), self);
      gtk_box_append (GTK_BOX (list), button);
      if (first == NULL)
        first = button;
    }
  if (found->len == 0)
    {
      GtkWidget *why = gtk_label_new (drive_in_game_play_is_human_turn (self->play)
                                      ? _("Nothing to do with this card now.")
                                      : _("Wait for your turn to decide."));

      gtk_widget_add_css_class (why, "dim-label");
      gtk_box_append (GTK_BOX (list), why);
    }
  gtk_box_append (GTK_BOX (box), list);
  drive_in_board_show_popover (DRIVE_IN_BOARD (self), box,
                               anchor != NULL ? anchor
                                              : drive_in_board_find_card (DRIVE_IN_BOARD (self),
                                                                          handle));
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

void
drive_in_gros_table_card_menu (DriveInBoard *board,
                               int           handle)
{
  DriveInGrosTable *self = DRIVE_IN_GROS_TABLE (board);
  g_autoptr(GArray) found = card_actions (self, handle);

  drive_in_gros_table_action_menu (self, handle, found, NULL);
}
