/* online-dialog-test-util.c: Play Online as a person drives it, for the app's online tests. */
// SPDX-License-Identifier: GPL-3.0-or-later
#include "config.h"

#include "drive-in-game-play.h"
#include "drive-in-test-util.h"
#include "online-dialog-test-util.h"

DriveInOnlineDialog *
online_dialog_find (DriveInOnlineDialog *other)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i - 1);

      if (DRIVE_IN_IS_ONLINE_DIALOG (window) && window != GTK_WINDOW (other)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return DRIVE_IN_ONLINE_DIALOG (window);
    }
  return NULL;
}

gpointer
online_dialog_child (DriveInOnlineDialog *dialog,
                     const char          *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (dialog), DRIVE_IN_TYPE_ONLINE_DIALOG, name);
}

void
online_dialog_click (DriveInOnlineDialog *dialog,
                     const char          *button)
{
  g_signal_emit_by_name (online_dialog_child (dialog, button), "clicked");
}

DriveInOnlineDialog *
online_dialog_open (DriveInTable        *table,
                    DriveInOnlineDialog *other)
{
  DriveInOnlineDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table), "table.play-online", NULL));
  drive_in_test_iterate (20);
  dialog = online_dialog_find (other);
  g_assert_nonnull (dialog);
  return dialog;
}

gboolean
online_table_is_remote (gpointer data)
{
  DriveInGamePlay *play = drive_in_table_get_play (data);

  return play != NULL && drive_in_game_play_is_remote (play);
}
