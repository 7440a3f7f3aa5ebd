/* drive-in-save.h: writing a whole file so that a crash or a kill never leaves it half-written. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Replaces the file at @path by @data: written and synced to an unnamed file in the same
 * folder (O_TMPFILE; a file system without it gets one ".NAME.saving" file), linked as
 * ".NAME.saving" and renamed over @path. Killed at any moment, it leaves @path old or new,
 * whole, and at most that one temporary file, which the next save replaces. On error (a
 * G_IO_ERROR from errno) @path is as it was. */
gboolean drive_in_save_file (const char  *path,
                         const char  *data,
                         gsize        length,
                         GError     **error);

G_END_DECLS
