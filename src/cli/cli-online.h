/* cli-online.h: drive-in-cli host, join and lobby (online tables over XMPP). */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* host: a headless referee that seats whoever asks, plays the game to its end and prints
 * the result. */
int cli_online_host (int    argc,
                     char **argv);
/* join ROOM-JID: takes a free seat (or this account's own again) and plays it. */
int cli_online_join (int    argc,
                     char **argv);
/* lobby: lists the open tables announced in a lobby room, then exits. */
int cli_online_lobby (int    argc,
                      char **argv);

G_END_DECLS
