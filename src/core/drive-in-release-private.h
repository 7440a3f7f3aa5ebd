/* drive-in-release-private.h: what the release loaders of libdrive-in-core share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-release.h"

G_BEGIN_DECLS

/* A release's own values, as drive_in_release_load() would have them. */
typedef struct
{
  GFile              *folder;
  const char         *sigil;
  const char         *name;          /* NULL: the sigil */
  const char         *short_name;    /* NULL: the name */
  const char         *year;
  const char         *description;
  const char         *kind;
  const char         *game;          /* the game's id (<game>-game-id.h) */
  const char * const *languages;     /* the manifest's; may be NULL */
  const char         *language;      /* the overlay applied, NULL for English */
  const char * const *warnings;      /* may be NULL */
  const char * const *content_paths; /* may be NULL */
} DriveInReleaseParts;

DriveInRelease *drive_in_release_new_from_parts   (const DriveInReleaseParts *parts,
                                            GPtrArray              *cards,
                                            GPtrArray              *packs);

/* The overlay language for @languages among those @has_overlay says exist; NULL for
 * English. Free with g_free(). */
char        *drive_in_release_choose_language  (const char * const  *languages,
                                            gboolean           (*has_overlay) (const char *language,
                                                                               gpointer    data),
                                            gpointer             data);

/* The checks drive_in_release_load() makes, for other loaders of untrusted data. */
gboolean     drive_in_release_number_is_valid  (const char *number);
gboolean     drive_in_release_path_is_safe     (const char *path);
gboolean     drive_in_release_language_is_safe (const char *name);

G_END_DECLS
