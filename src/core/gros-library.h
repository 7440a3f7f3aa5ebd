/* gros-library.h: the user's library folder ($XDG_DATA_HOME/drive-in) and release import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "gros-catalog.h"

G_BEGIN_DECLS

#define GROS_TYPE_LIBRARY (gros_library_get_type ())
G_DECLARE_FINAL_TYPE (GrosLibrary, gros_library, GROS, LIBRARY, GObject)

/* @folder NULL: $XDG_DATA_HOME/drive-in (g_get_user_data_dir()). */
GrosLibrary *gros_library_new                  (GFile *folder);
GFile       *gros_library_get_folder           (GrosLibrary *self);
GFile       *gros_library_get_releases_folder  (GrosLibrary *self); /* <folder>/releases */
GFile       *gros_library_get_decks_folder     (GrosLibrary *self); /* <folder>/decks */
GFile       *gros_library_get_games_folder     (GrosLibrary *self); /* <folder>/games */

/* Validates @source (official layout) and installs it as releases/<sigil>, replacing an
 * earlier import of that sigil. Copies into a temporary folder and renames at the end,
 * so a failed import leaves the library as it was. */
gboolean     gros_library_import_release       (GrosLibrary *self,
                                                GFile       *source,
                                                char       **out_sigil,
                                                GError     **error);

/* The built-in starter release (compiled into libgros as a GResource). */
GrosRelease *gros_library_load_starter_release (const char * const *languages,
                                                GError            **error);

/* Another game's set built into libgros, by its folder name ("drive-in-gruff"). */
GrosRelease *gros_library_load_builtin_release (const char         *folder_name,
                                                const char * const *languages,
                                                GError            **error);

/* One release of gros_library_load_each(): @release, or NULL and @problem. */
typedef void (*GrosLibraryLoadFunc) (GrosRelease *release,
                                     const char  *problem,
                                     gpointer     user_data);

/* Loads the starter release, then every release in the library (sorted by folder name),
 * calling @func for each as it is read, in the calling thread (a worker thread may call
 * this). A release that fails to load gives NULL and its error message, every line
 * prefixed with the release folder. @cancellable stops it between two releases. */
void         gros_library_load_each            (GrosLibrary         *self,
                                                const char * const  *languages,
                                                GCancellable        *cancellable,
                                                GrosLibraryLoadFunc  func,
                                                gpointer             user_data);

/* A catalog with the starter release and every release in the library. A release that
 * fails to load is skipped; its error message is appended to @out_problems (may be NULL). */
GrosCatalog *gros_library_load_catalog         (GrosLibrary        *self,
                                                const char * const *languages,
                                                GPtrArray          *out_problems);

/* Loads the other games' built-in sets (Grotto Beasts!', Groo's, Gruff's...) one at a time,
 * calling @func for each as gros_library_load_each() does (a worker thread may call this).
 * @cancellable stops it between two sets. */
void         gros_library_load_builtin_each    (const char * const  *languages,
                                                GCancellable        *cancellable,
                                                GrosLibraryLoadFunc  func,
                                                gpointer             user_data);

/* Adds the other games' built-in sets (Gruff's...) to @catalog; problems as above. */
void         gros_library_add_builtin_sets     (GrosCatalog        *catalog,
                                                const char * const *languages,
                                                GPtrArray          *out_problems);

G_END_DECLS
