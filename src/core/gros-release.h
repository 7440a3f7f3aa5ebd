/* gros-release.h: a release folder in the official layout, loaded and validated. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "gros-card.h"
#include "gros-pack.h"

G_BEGIN_DECLS

#define GROS_TYPE_RELEASE (gros_release_get_type ())
G_DECLARE_FINAL_TYPE (GrosRelease, gros_release, GROS, RELEASE, GObject)

/* Loads manifest.json, list.json, packs.json and the language overlay that matches
 * @languages (NULL: g_get_language_names(); English when none matches).
 * On failure returns NULL with a GROS_ERROR whose message holds every problem found,
 * one per line, each naming the file, the card number where there is one, and the problem. */
GrosRelease        *gros_release_load            (GFile              *folder,
                                                  const char * const *languages,
                                                  GError            **error);

GFile              *gros_release_get_folder      (GrosRelease *self);
const char         *gros_release_get_name        (GrosRelease *self);
const char         *gros_release_get_short_name  (GrosRelease *self);
const char         *gros_release_get_sigil       (GrosRelease *self);
const char         *gros_release_get_year        (GrosRelease *self);
const char         *gros_release_get_description (GrosRelease *self);
const char * const *gros_release_get_languages   (GrosRelease *self);
/* The overlay actually applied ("fr"), or NULL for the release's own English text. */
const char         *gros_release_get_language    (GrosRelease *self);
GListModel         *gros_release_get_cards       (GrosRelease *self); /* of GrosCard */
GListModel         *gros_release_get_packs       (GrosRelease *self); /* of GrosPack */
/* The game its cards belong to (GROS_GAME_ID_*, interned); the manifest's "game", GROS when
 * it has none. */
const char         *gros_release_get_game        (GrosRelease *self);
/* The manifest's "type": "official", "starter"...; NULL when absent. */
const char         *gros_release_get_kind        (GrosRelease *self);
GrosCard           *gros_release_lookup_card     (GrosRelease *self,
                                                  const char  *number);
/* Problems that did not stop the load (art not found, a broken translation), one per
 * string, in the same "file: card: problem" form as errors. */
const char * const *gros_release_get_warnings    (GrosRelease *self);
/* Relative paths of the release content that exists: "manifest.json", the list and packs
 * files, frames, cover, the thumb/ and art/ folders and languages/. Free with g_strfreev(). */
char              **gros_release_dup_content_paths (GrosRelease *self);

/* TRUE when @sigil is usable as a folder name and in card ids: [a-z0-9-]+. */
gboolean            gros_release_sigil_is_valid  (const char *sigil);

G_END_DECLS
