/* drive-in-application.h: the Drive-In application: actions, catalog, release import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <adwaita.h>

#include "drive-in-app-services.h"
#include "drive-in-core.h"
#include "drive-in-online-listener.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_APPLICATION (drive_in_application_get_type ())
G_DECLARE_FINAL_TYPE (DriveInApplication, drive_in_application, DRIVE_IN, APPLICATION,
                      AdwApplication)

DriveInApplication *drive_in_application_new           (void);
/* The user's library; available from the start, before startup. */
DriveInLibrary        *drive_in_application_get_library   (DriveInApplication *self);
/* Every card of every release; NULL before startup. The releases are read in a worker
 * thread once the first window is painted: this waits for them (reading them here when
 * nothing started the loader). Views that fill in as cards arrive use the peek below. */
DriveInCatalog        *drive_in_application_get_catalog   (DriveInApplication *self);
/* The same catalog, as far as it is loaded: never waits. */
DriveInCatalog        *drive_in_application_peek_catalog  (DriveInApplication *self);
/* Starts the loader thread (once); "catalog-loaded" is notified when every release is in. */
void                drive_in_application_load_catalog  (DriveInApplication *self);
gboolean            drive_in_application_is_catalog_loaded (DriveInApplication *self);
/* Messages of the releases that failed to load, one per release; waits like
 * drive_in_application_get_catalog(). */
const char * const *drive_in_application_get_load_problems (DriveInApplication *self);
GSettings          *drive_in_application_get_settings  (DriveInApplication *self);
/* The account signed in for invitations (Preferences → Online), from startup on. */
DriveInOnlineListener *drive_in_application_get_online_listener (DriveInApplication *self);

/* Imports the release folder @folder into the library in a worker thread, loads it and
 * adds it to the catalog (replacing an older import of that release). Returns the loaded
 * release; the error message holds every problem found, one per line. */
void                drive_in_application_import_release_async  (DriveInApplication  *self,
                                                                GFile               *folder,
                                                                GCancellable        *cancellable,
                                                                GAsyncReadyCallback  callback,
                                                                gpointer             user_data);
DriveInRelease        *drive_in_application_import_release_finish (DriveInApplication  *self,
                                                                GAsyncResult        *result,
                                                                GError             **error);
/* Remembers @file as the last deck and first of the recent decks. */
void                drive_in_application_add_recent_deck       (DriveInApplication  *self,
                                                                GFile               *file);

G_END_DECLS
