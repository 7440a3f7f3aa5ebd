/* drive-in-save.c: writing a whole file so that a crash or a kill never leaves it half-written. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "drive-in-save.h"

static gboolean
fail (GError    **error,
      int         saved_errno,
      const char *what,
      const char *path)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno), "%s %s: %s", what, path,
               g_strerror (saved_errno));
  return FALSE;
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, MIN (length, (gsize) G_MAXSSIZE));

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= n;
    }
  return TRUE;
}

/* Writes @data to an unnamed file in @dir, then links it as @temp: a kill before the link
 * leaves nothing behind. FALSE (nothing left behind) when that cannot be done here: no
 * O_TMPFILE on this file system, no /proc, or any error, which the named way meets again. */
static gboolean
write_unnamed (const char *dir,
               const char *temp,
               const char *data,
               gsize       length)
{
#ifdef O_TMPFILE
  char proc_path[64];
  int fd = open (dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);

  if (fd < 0)
    return FALSE;
  if (!write_all (fd, data, length) || fsync (fd) != 0)
    {
      close (fd);
      return FALSE;
    }
  /* A link left by a save killed between its link and its rename. */
  g_unlink (temp);
  g_snprintf (proc_path, sizeof proc_path, "/proc/self/fd/%d", fd);
  if (linkat (AT_FDCWD, proc_path, AT_FDCWD, temp, AT_SYMLINK_FOLLOW) != 0)
    {
      close (fd);
      return FALSE;
    }
  if (close (fd) != 0)
    {
      g_unlink (temp);
      return FALSE;
    }
  return TRUE;
#else
  return FALSE;
#endif
}

/* Writes @data to @temp, one fixed name reused by every save: never more than one
 * temporary file per target. */
static gboolean
write_named (const char  *temp,
             const char  *data,
             gsize        length,
             GError     **error)
{
  int saved_errno;
  int fd = open (temp, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0666);

  if (fd < 0)
    return fail (error, errno, "Cannot create", temp);
  if (!write_all (fd, data, length) || fsync (fd) != 0)
    {
      saved_errno = errno != 0 ? errno : EIO;
      close (fd);
      g_unlink (temp);
      return fail (error, saved_errno, "Cannot write", temp);
    }
  if (close (fd) != 0)
    {
      saved_errno = errno;
      g_unlink (temp);
      return fail (error, saved_errno, "Cannot write", temp);
    }
  return TRUE;
}

gboolean
drive_in_save_file (const char  *path,
                const char  *data,
                gsize        length,
                GError     **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp_name = NULL;
  g_autofree char *temp = NULL;
  int saved_errno;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  temp_name = g_strdup_printf (".%s.saving", base);
  temp = g_build_filename (dir, temp_name, NULL);

  if (!write_unnamed (dir, temp, data, length) && !write_named (temp, data, length, error))
    return FALSE;

  if (g_rename (temp, path) != 0)
    {
      saved_errno = errno;
      g_unlink (temp);
      return fail (error, saved_errno, "Cannot replace", path);
    }
  return TRUE;
}
