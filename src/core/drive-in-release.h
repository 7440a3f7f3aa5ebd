/* drive-in-release.h: a release folder in the official layout, loaded and validated. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"
#include "drive-in-pack.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_RELEASE (drive_in_release_get_type ())
G_DECLARE_FINAL_TYPE (DriveInRelease, drive_in_release, DRIVE_IN, RELEASE, GObject)

/* Loads manifest.json, list.json, packs.json and the language overlay that matches
 * @languages (NULL: g_get_language_names(); English when none matches).
 * On failure returns NULL with a DRIVE_IN_ERROR whose message holds every problem found,
 * one per line, each naming the file, the card number where there is one, and the problem. */
DriveInRelease        *drive_in_release_load            (GFile              *folder,
                                                  const char * const *languages,
                                                  GError            **error);

GFile              *drive_in_release_get_folder      (DriveInRelease *self);
const char         *drive_in_release_get_name        (DriveInRelease *self);
const char         *drive_in_release_get_short_name  (DriveInRelease *self);
const char         *drive_in_release_get_sigil       (DriveInRelease *self);
const char         *drive_in_release_get_year        (DriveInRelease *self);
const char         *drive_in_release_get_description (DriveInRelease *self);
const char * const *drive_in_release_get_languages   (DriveInRelease *self);
/* The overlay actually applied ("fr"), or NULL for the release's own English text. */
const char         *drive_in_release_get_language    (DriveInRelease *self);
GListModel         *drive_in_release_get_cards       (DriveInRelease *self); /* of DriveInCard */
GListModel         *drive_in_release_get_packs       (DriveInRelease *self); /* of DriveInPack */
/* The game its cards belong to (its id, interned); the manifest's "game", the unnamed default when
 * it has none. */
const char         *drive_in_release_get_game        (DriveInRelease *self);
/* The manifest's "type": "official", "starter"...; NULL when absent. */
const char         *drive_in_release_get_kind        (DriveInRelease *self);
DriveInCard           *drive_in_release_lookup_card     (DriveInRelease *self,
                                                  const char  *number);
/* Problems that did not stop the load (art not found, a broken translation), one per
 * string, in the same "file: card: problem" form as errors. */
const char * const *drive_in_release_get_warnings    (DriveInRelease *self);
/* Relative paths of the release content that exists: "manifest.json", the list and packs
 * files, frames, cover, the thumb/ and art/ folders and languages/. Free with g_strfreev(). */
char              **drive_in_release_dup_content_paths (DriveInRelease *self);

/* TRUE when @sigil is usable as a folder name and in card ids: [a-z0-9-]+. */
gboolean            drive_in_release_sigil_is_valid  (const char *sigil);

G_END_DECLS
