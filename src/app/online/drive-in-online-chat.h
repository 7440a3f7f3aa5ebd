/* drive-in-online-chat.h: an online table's room at the table: who is there, the table
 * chat, and whether the link is up. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-online-game.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ONLINE_CHAT (drive_in_online_chat_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineChat, drive_in_online_chat, DRIVE_IN, ONLINE_CHAT, AdwBin)

GtkWidget *drive_in_online_chat_new (DriveInOnlineGame *game);

G_END_DECLS
