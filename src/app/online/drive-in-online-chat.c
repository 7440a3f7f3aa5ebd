/* drive-in-online-chat.c: an online table's room at the table: who is there, the table
 * chat, and whether the link is up. Everything here is public to the room. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-online-chat.h"
#include "drive-in-resources.h"

struct _DriveInOnlineChat
{
  AdwBin             parent_instance;

  DriveInOnlineGame *game;

  GtkMenuButton     *chat_button;
  GtkLabel          *link_label;
  GtkListBox        *people_list;
  GtkListBox        *chat_list;
  GtkEntry          *message_entry;
};

G_DEFINE_FINAL_TYPE (DriveInOnlineChat, drive_in_online_chat, ADW_TYPE_BIN)

static GtkWidget *
make_line (gpointer item,
           gpointer user_data)
{
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (item));

  /* Text from the room is shown as it is, never as markup. */
  gtk_label_set_use_markup (GTK_LABEL (label), FALSE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  return label;
}

static void
update_link (DriveInOnlineChat *self)
{
  gboolean online = drive_in_online_game_is_online (self->game);
  g_autofree char *text = NULL;

  text = online ? g_strdup_printf (_("In the room %s"), drive_in_online_game_get_room (self->game))
                : g_strdup (_("The connection was lost: reconnecting…"));
  gtk_label_set_text (self->link_label, text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->message_entry), online);
  if (online)
    gtk_widget_remove_css_class (GTK_WIDGET (self->chat_button), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->chat_button), "error");
}

static void
on_message_entry_activate_cb (DriveInOnlineChat *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->message_entry));

  if (drive_in_online_game_send_chat (self->game, text))
    gtk_editable_set_text (GTK_EDITABLE (self->message_entry), "");
}

static void
drive_in_online_chat_dispose (GObject *object)
{
  DriveInOnlineChat *self = DRIVE_IN_ONLINE_CHAT (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (drive_in_online_chat_parent_class)->dispose (object);
}

static void
drive_in_online_chat_class_init (DriveInOnlineChatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_online_chat_dispose;

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-online-chat.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineChat, chat_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineChat, link_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineChat, people_list);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineChat, chat_list);
  gtk_widget_class_bind_template_child (widget_class, DriveInOnlineChat, message_entry);
  gtk_widget_class_bind_template_callback (widget_class, on_message_entry_activate_cb);
}

static void
drive_in_online_chat_init (DriveInOnlineChat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
drive_in_online_chat_new (DriveInOnlineGame *game)
{
  DriveInOnlineChat *self;

  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_GAME (game), NULL);

  self = g_object_new (DRIVE_IN_TYPE_ONLINE_CHAT, NULL);
  self->game = g_object_ref (game);
  gtk_list_box_bind_model (self->people_list, drive_in_online_game_get_people (game), make_line,
                           NULL, NULL);
  gtk_list_box_bind_model (self->chat_list, drive_in_online_game_get_chat (game), make_line,
                           NULL, NULL);
  g_signal_connect_swapped (game, "notify::online", G_CALLBACK (update_link), self);
  update_link (self);
  return GTK_WIDGET (self);
}
