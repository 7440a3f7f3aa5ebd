/* gros-release-private.h: what the release loaders of libgros share. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-release.h"

G_BEGIN_DECLS

/* A release's own values, as gros_release_load() would have them. */
typedef struct
{
  GFile              *folder;
  const char         *sigil;
  const char         *name;          /* NULL: the sigil */
  const char         *short_name;    /* NULL: the name */
  const char         *year;
  const char         *description;
  const char         *kind;
  const char         *game;          /* GROS_GAME_ID_* */
  const char * const *languages;     /* the manifest's; may be NULL */
  const char         *language;      /* the overlay applied, NULL for English */
  const char * const *warnings;      /* may be NULL */
  const char * const *content_paths; /* may be NULL */
} GrosReleaseParts;

GrosRelease *gros_release_new_from_parts   (const GrosReleaseParts *parts,
                                            GPtrArray              *cards,
                                            GPtrArray              *packs);

/* The overlay language for @languages among those @has_overlay says exist; NULL for
 * English. Free with g_free(). */
char        *gros_release_choose_language  (const char * const  *languages,
                                            gboolean           (*has_overlay) (const char *language,
                                                                               gpointer    data),
                                            gpointer             data);

/* The checks gros_release_load() makes, for other loaders of untrusted data. */
gboolean     gros_release_number_is_valid  (const char *number);
gboolean     gros_release_path_is_safe     (const char *path);
gboolean     gros_release_language_is_safe (const char *name);

G_END_DECLS
