/* drive-in-online-account.c: the XMPP account's password in the keyring or a password file. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-online"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <libsecret/secret.h>

#include "drive-in-online-account.h"

struct _DriveInOnlineAccount
{
  GObject  parent_instance;
  char    *address;
};

G_DEFINE_FINAL_TYPE (DriveInOnlineAccount, drive_in_online_account, G_TYPE_OBJECT)

/* Named for the app id, not the profile's: a development build finds the same passwords. */
static const SecretSchema *
account_schema (void)
{
  static const SecretSchema schema = {
    "io.github.drivein.DriveIn.Account", SECRET_SCHEMA_NONE,
    {
      { "address", SECRET_SCHEMA_ATTRIBUTE_STRING },
      { NULL, 0 },
    },
    0, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
  };
  return &schema;
}

DriveInOnlineAccount *
drive_in_online_account_new (const char *address)
{
  DriveInOnlineAccount *self;

  g_return_val_if_fail (address != NULL, NULL);

  self = g_object_new (DRIVE_IN_TYPE_ONLINE_ACCOUNT, NULL);
  self->address = g_strdup (address);
  return self;
}

const char *
drive_in_online_account_get_address (DriveInOnlineAccount *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_ACCOUNT (self), NULL);
  return self->address;
}

static void
on_lookup_done (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(GTask) task = data;
  GError *error = NULL;
  char *password = secret_password_lookup_finish (result, &error);

  (void) source;
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, password, (GDestroyNotify) secret_password_free);
}

void
drive_in_online_account_lookup_password (DriveInOnlineAccount *self,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data)
{
  GTask *task;

  g_return_if_fail (DRIVE_IN_IS_ONLINE_ACCOUNT (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, drive_in_online_account_lookup_password);
  secret_password_lookup (account_schema (), cancellable, on_lookup_done, task,
                          "address", self->address, NULL);
}

char *
drive_in_online_account_lookup_password_finish (DriveInOnlineAccount *self,
                                                GAsyncResult         *result,
                                                GError              **error)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_ACCOUNT (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
on_store_done (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(GTask) task = data;
  GError *error = NULL;

  (void) source;
  if (!secret_password_store_finish (result, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
drive_in_online_account_store_password (DriveInOnlineAccount *self,
                                        const char           *password,
                                        GCancellable         *cancellable,
                                        GAsyncReadyCallback   callback,
                                        gpointer              user_data)
{
  g_autofree char *label = NULL;
  GTask *task;

  g_return_if_fail (DRIVE_IN_IS_ONLINE_ACCOUNT (self));
  g_return_if_fail (password != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, drive_in_online_account_store_password);
  label = g_strdup_printf ("Drive-In: %s", self->address);
  secret_password_store (account_schema (), SECRET_COLLECTION_DEFAULT, label, password,
                         cancellable, on_store_done, task, "address", self->address, NULL);
}

gboolean
drive_in_online_account_store_password_finish (DriveInOnlineAccount *self,
                                               GAsyncResult         *result,
                                               GError              **error)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_ACCOUNT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

static void
on_clear_done (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr(GTask) task = data;
  GError *error = NULL;

  (void) source;
  /* Nothing stored is no failure: the password is gone either way. */
  secret_password_clear_finish (result, &error);
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
drive_in_online_account_clear_password (DriveInOnlineAccount *self,
                                        GCancellable         *cancellable,
                                        GAsyncReadyCallback   callback,
                                        gpointer              user_data)
{
  GTask *task;

  g_return_if_fail (DRIVE_IN_IS_ONLINE_ACCOUNT (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, drive_in_online_account_clear_password);
  secret_password_clear (account_schema (), cancellable, on_clear_done, task,
                         "address", self->address, NULL);
}

gboolean
drive_in_online_account_clear_password_finish (DriveInOnlineAccount *self,
                                               GAsyncResult         *result,
                                               GError              **error)
{
  g_return_val_if_fail (DRIVE_IN_IS_ONLINE_ACCOUNT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
drive_in_online_account_free_password (char *password)
{
  secret_password_free (password);
}

char *
drive_in_online_read_password_file (const char *path,
                                    GError    **error)
{
  char buf[DRIVE_IN_ONLINE_PASSWORD_FILE_MAX + 1];
  struct stat st;
  ssize_t n;
  char *end;
  size_t line_len;
  char *password;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      int err = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (err),
                   "Cannot open the password file %s: %s", path, g_strerror (err));
      return NULL;
    }
  /* Checked on the open file, so it cannot be swapped between the check and the read. */
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "The password file %s is not a regular file", path);
      close (fd);
      return NULL;
    }
  if ((st.st_mode & (S_IRWXG | S_IRWXO)) != 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_PERM,
                   "The password file %s may be read or changed by others (mode %03o); "
                   "make it private with chmod 600", path, (unsigned) (st.st_mode & 0777));
      close (fd);
      return NULL;
    }
  n = read (fd, buf, sizeof buf);
  close (fd);
  if (n < 0 || n > DRIVE_IN_ONLINE_PASSWORD_FILE_MAX)
    {
      memset (buf, 0, sizeof buf);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   n < 0 ? "Cannot read the password file %s"
                         : "The password file %s is too large for a password", path);
      return NULL;
    }
  buf[n] = '\0';
  /* The first line; a trailing newline (or CRLF) is not part of the password. */
  end = memchr (buf, '\n', n);
  line_len = end != NULL ? (size_t) (end - buf) : (size_t) n;
  if (line_len > 0 && buf[line_len - 1] == '\r')
    line_len--;
  buf[line_len] = '\0';
  /* strlen stops early at a NUL byte inside the line: not text. */
  if (line_len == 0 || strlen (buf) != line_len || !g_utf8_validate (buf, -1, NULL))
    {
      memset (buf, 0, sizeof buf);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "The password file %s holds no password on its first line, or not as UTF-8 text",
                   path);
      return NULL;
    }
  password = g_strdup (buf);
  memset (buf, 0, sizeof buf);
  return password;
}

static void
drive_in_online_account_finalize (GObject *object)
{
  DriveInOnlineAccount *self = DRIVE_IN_ONLINE_ACCOUNT (object);

  g_free (self->address);
  G_OBJECT_CLASS (drive_in_online_account_parent_class)->finalize (object);
}

static void
drive_in_online_account_class_init (DriveInOnlineAccountClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = drive_in_online_account_finalize;
}

static void
drive_in_online_account_init (DriveInOnlineAccount *self)
{
  (void) self;
}
