/* builtin-release-readers.c: each game's own layout of its release files, one line each, and
 * their lookup, so that the release loader includes no game's header. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include "drive-in-release-loader-private.h"
#include "gros-release-reader.h"

/* A game not listed here writes its releases in the shared layout. */
static const DriveInReleaseReader *const readers[] = {
  &gros_release_reader,
};

/* The readers of games registered at run time (drive_in_release_reader_register()). */
#define MAX_REGISTERED 8
static const DriveInReleaseReader *registered[MAX_REGISTERED];
static guint n_registered;

const DriveInReleaseReader *
drive_in_release_reader_lookup (const char *game)
{
  g_return_val_if_fail (game != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (readers); i++)
    if (g_str_equal (readers[i]->game, game))
      return readers[i];
  for (guint i = 0; i < n_registered; i++)
    if (g_str_equal (registered[i]->game, game))
      return registered[i];
  return NULL;
}

gboolean
drive_in_release_reader_register (const DriveInReleaseReader *reader)
{
  g_return_val_if_fail (reader != NULL && reader->game != NULL && reader->read_card != NULL,
                        FALSE);
  g_return_val_if_fail (drive_in_release_reader_lookup (reader->game) == NULL, FALSE);
  g_return_val_if_fail (n_registered < MAX_REGISTERED, FALSE);

  registered[n_registered++] = reader;
  return TRUE;
}
