/* drive-in-online-account.h: the player's XMPP account: the address, and its password in the
 * desktop keyring (libsecret), never in GSettings, files of ours or logs. The command line
 * reads a password file instead. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_ONLINE_ACCOUNT (drive_in_online_account_get_type ())
G_DECLARE_FINAL_TYPE (DriveInOnlineAccount, drive_in_online_account,
                      DRIVE_IN, ONLINE_ACCOUNT, GObject)

/* The largest password file read, in bytes. */
#define DRIVE_IN_ONLINE_PASSWORD_FILE_MAX 1024

DriveInOnlineAccount *drive_in_online_account_new         (const char           *address);
const char           *drive_in_online_account_get_address (DriveInOnlineAccount *self);

/* The keyring, asynchronously. lookup gives the password (free it with
 * drive_in_online_account_free_password), or NULL with no error when none is stored. */
void      drive_in_online_account_lookup_password        (DriveInOnlineAccount *self,
                                                          GCancellable         *cancellable,
                                                          GAsyncReadyCallback   callback,
                                                          gpointer              user_data);
char     *drive_in_online_account_lookup_password_finish (DriveInOnlineAccount *self,
                                                          GAsyncResult         *result,
                                                          GError              **error);
void      drive_in_online_account_store_password         (DriveInOnlineAccount *self,
                                                          const char           *password,
                                                          GCancellable         *cancellable,
                                                          GAsyncReadyCallback   callback,
                                                          gpointer              user_data);
gboolean  drive_in_online_account_store_password_finish  (DriveInOnlineAccount *self,
                                                          GAsyncResult         *result,
                                                          GError              **error);
void      drive_in_online_account_clear_password         (DriveInOnlineAccount *self,
                                                          GCancellable         *cancellable,
                                                          GAsyncReadyCallback   callback,
                                                          gpointer              user_data);
gboolean  drive_in_online_account_clear_password_finish  (DriveInOnlineAccount *self,
                                                          GAsyncResult         *result,
                                                          GError              **error);
/* Wipes and frees a password this API returned. */
void      drive_in_online_account_free_password          (char                 *password);

/* For the command line (`--password-file`): the first line of @path. Refuses a file that
 * others than its owner may read or write, one that is empty, too large or not UTF-8. */
char     *drive_in_online_read_password_file             (const char           *path,
                                                          GError              **error);

G_END_DECLS
