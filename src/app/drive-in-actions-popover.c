/* drive-in-actions-popover.c: the list of every legal action of the person deciding, in a
 * popover, for those who play a game's table by keyboard. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-actions-popover.h"

typedef struct
{
  GtkPopover             *popover;
  DriveInActionChosenFunc chosen;
  gpointer                user_data;
} Chooser;

static void
on_row_activated_cb (GtkListBox    *list,
                     GtkListBoxRow *row,
                     Chooser       *chooser)
{
  GameAction action = *(const GameAction *) g_object_get_data (G_OBJECT (row), "action");

  gtk_popover_popdown (chooser->popover);
  chooser->chosen (&action, chooser->user_data);
}

void
drive_in_actions_popover_fill (GtkPopover              *popover,
                               DriveInGamePlay         *play,
                               DriveInActionChosenFunc  chosen,
                               gpointer                 user_data)
{
  GtkWidget *box, *scrolled, *heading, *list;
  const GameAction *legal = NULL;
  GameSession *session;
  Chooser *chooser;
  guint n;

  g_return_if_fail (GTK_IS_POPOVER (popover));
  g_return_if_fail (chosen != NULL);

  n = play != NULL ? drive_in_game_play_get_human_actions (play, &legal) : 0;
  session = play != NULL ? drive_in_game_play_get_session (play) : NULL;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  heading = gtk_label_new (_("What you can do now"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (box), heading);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "actions-list");
  chooser = g_new (Chooser, 1);
  *chooser = (Chooser) { popover, chosen, user_data };
  g_object_set_data_full (G_OBJECT (list), "drive-in-chooser", chooser, g_free);
  g_signal_connect (list, "row-activated", G_CALLBACK (on_row_activated_cb), chooser);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = game_session_describe_action (session, &legal[i]);
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      g_object_set_data_full (G_OBJECT (row), "action", g_memdup2 (&legal[i], sizeof legal[i]),
                              g_free);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  if (n == 0)
    {
      GtkWidget *empty = gtk_label_new (_("Nothing: it is not your decision."));

      gtk_widget_add_css_class (empty, "dim-label");
      gtk_box_append (GTK_BOX (box), empty);
    }
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 520);
  gtk_widget_set_size_request (scrolled, 320, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_box_append (GTK_BOX (box), scrolled);
  gtk_popover_set_child (popover, box);
  if (n > 0)
    gtk_widget_child_focus (list, GTK_DIR_TAB_FORWARD);
}
