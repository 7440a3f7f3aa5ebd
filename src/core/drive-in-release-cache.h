/* drive-in-release-cache.h: a release's compact form (GVariant), written beside it at import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-release.h"

G_BEGIN_DECLS

/* Raise it whenever what the file holds, or what drive_in_release_load() makes of a release,
 * changes: every cache of an older version is then ignored and rebuilt. */
#define DRIVE_IN_RELEASE_CACHE_VERSION 2

/* In the release folder. Imports copy only the release's own content, never this. */
#define DRIVE_IN_RELEASE_CACHE_FILE ".drive-in-cache"

/* The GVariant type of the file's payload (see drive-in-release-cache.c). */
const GVariantType *drive_in_release_cache_get_payload_type (void);

/* Loads the release in @folder (a local folder) with every language overlay it has and
 * writes their compact form to @folder/DRIVE_IN_RELEASE_CACHE_FILE, atomically. */
gboolean     drive_in_release_cache_write   (GFile               *folder,
                                         GError             **error);

/* The release in @folder from its compact form, as drive_in_release_load (@folder, @languages)
 * would give it; NULL with a DRIVE_IN_ERROR saying why when there is none, or it is older than
 * a file of the release, of another version, or not sound (then load the release and
 * write the cache again). Nothing in the file is trusted: every value is checked as the
 * release loader checks it. */
DriveInRelease *drive_in_release_cache_load    (GFile               *folder,
                                         const char * const  *languages,
                                         GError             **error);

/* The file's parts, for the tests and the fuzzer: the file around a payload (a version, the
 * type of a card, a checksum of the payload), and the release in a payload. */
GBytes      *drive_in_release_cache_seal    (GVariant            *payload);
GVariant    *drive_in_release_cache_unseal  (GBytes              *bytes,
                                         GError             **error);
DriveInRelease *drive_in_release_cache_read_payload (GFile               *folder,
                                              GVariant            *payload,
                                              const char * const  *languages,
                                              gboolean             check_files,
                                              GError             **error);

G_END_DECLS
