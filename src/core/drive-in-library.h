/* drive-in-library.h: the user's library folder ($XDG_DATA_HOME/drive-in) and release import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-catalog.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_LIBRARY (drive_in_library_get_type ())
G_DECLARE_FINAL_TYPE (DriveInLibrary, drive_in_library, DRIVE_IN, LIBRARY, GObject)

/* @folder NULL: $XDG_DATA_HOME/drive-in (g_get_user_data_dir()). */
DriveInLibrary *drive_in_library_new                  (GFile *folder);
GFile       *drive_in_library_get_folder           (DriveInLibrary *self);
GFile       *drive_in_library_get_releases_folder  (DriveInLibrary *self); /* <folder>/releases */
GFile       *drive_in_library_get_decks_folder     (DriveInLibrary *self); /* <folder>/decks */
GFile       *drive_in_library_get_games_folder     (DriveInLibrary *self); /* <folder>/games */

/* Validates @source (official layout) and installs it as releases/<sigil>, replacing an
 * earlier import of that sigil. Copies into a temporary folder and renames at the end,
 * so a failed import leaves the library as it was. */
gboolean     drive_in_library_import_release       (DriveInLibrary *self,
                                                GFile       *source,
                                                char       **out_sigil,
                                                GError     **error);

/* The built-in starter release (compiled into libdrive-in-core as a GResource). */
DriveInRelease *drive_in_library_load_starter_release (const char * const *languages,
                                                GError            **error);

/* Another game's set built into libdrive-in-core, by its folder name ("drive-in-gruff"). */
DriveInRelease *drive_in_library_load_builtin_release (const char         *folder_name,
                                                const char * const *languages,
                                                GError            **error);

/* One release of drive_in_library_load_each(): @release, or NULL and @problem. */
typedef void (*DriveInLibraryLoadFunc) (DriveInRelease *release,
                                     const char  *problem,
                                     gpointer     user_data);

/* Loads the starter release, then every release in the library (sorted by folder name),
 * calling @func for each as it is read, in the calling thread (a worker thread may call
 * this). A release that fails to load gives NULL and its error message, every line
 * prefixed with the release folder. @cancellable stops it between two releases. */
void         drive_in_library_load_each            (DriveInLibrary         *self,
                                                const char * const  *languages,
                                                GCancellable        *cancellable,
                                                DriveInLibraryLoadFunc  func,
                                                gpointer             user_data);

/* A catalog with the starter release and every release in the library. A release that
 * fails to load is skipped; its error message is appended to @out_problems (may be NULL). */
DriveInCatalog *drive_in_library_load_catalog         (DriveInLibrary        *self,
                                                const char * const *languages,
                                                GPtrArray          *out_problems);

/* Loads the other games' built-in sets (Grotto Beasts!', Groo's, Gruff's...) one at a time,
 * calling @func for each as drive_in_library_load_each() does (a worker thread may call this).
 * @cancellable stops it between two sets. */
void         drive_in_library_load_builtin_each    (const char * const  *languages,
                                                GCancellable        *cancellable,
                                                DriveInLibraryLoadFunc  func,
                                                gpointer             user_data);

/* Adds the other games' built-in sets (Gruff's...) to @catalog; problems as above. */
void         drive_in_library_add_builtin_sets     (DriveInCatalog        *catalog,
                                                const char * const *languages,
                                                GPtrArray          *out_problems);

G_END_DECLS
