/* drive-in-online-dialog.h: Play Online: host a table of a game in a room (seats for
 * invited addresses, open seats or computers) or join one by its room address, with the
 * account of the Online preferences. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-online-game.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ONLINE_DIALOG (drive_in_online_dialog_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineDialog, drive_in_online_dialog, DRIVE_IN, ONLINE_DIALOG,
                      AdwWindow)

/* Emits "started" (DriveInOnlineGame *) once the seat's game exists; the dialog then closes
 * itself. Until then it says what it waits for (the sign-in, the other players). */
DriveInOnlineDialog *drive_in_online_dialog_new       (GtkWindow      *parent,
                                                       DriveInCatalog *catalog);
/* Links to play over instead of the account's XMPP links (tests; the same links for every
 * table started): @seat_link, and @referee_link (may be NULL: hosting is refused) of
 * @account. */
void                 drive_in_online_dialog_set_links (DriveInOnlineDialog    *self,
                                                       DriveInOnlineTransport *seat_link,
                                                       DriveInOnlineTransport *referee_link,
                                                       const char             *account);
/* Joins (or with @watch, watches) the table in @room as the Join page's Start does; the
 * dialog says how it goes. With the app signed in for invitations (Preferences → Online),
 * joining plays on that link rather than signing in again. */
void                 drive_in_online_dialog_join       (DriveInOnlineDialog *self,
                                                        const char          *room,
                                                        gboolean             watch);
/* What the dialog says now. */
const char          *drive_in_online_dialog_get_status (DriveInOnlineDialog *self);
/* An invitation to @room from @from (XEP-0249; from the network: checked, shown as text),
 * listed on the Join page with a Join button; FALSE when it is refused (not a room address,
 * already listed, too many). The seat link's invitations come here by themselves. */
gboolean             drive_in_online_dialog_add_invitation (DriveInOnlineDialog *self,
                                                            const char          *from,
                                                            const char          *room,
                                                            const char          *reason);

G_END_DECLS
