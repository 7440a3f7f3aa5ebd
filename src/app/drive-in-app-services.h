/* drive-in-app-services.h: what the windows and pages ask of the application (the library, the
 * catalog as it loads, settings, release import, recent decks), so they need not know it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-core.h"

G_BEGIN_DECLS

/* The settings schema is shared by the default and the .Devel profile. */
#define DRIVE_IN_SCHEMA_ID "io.github.drivein.DriveIn"

#define DRIVE_IN_TYPE_APP_SERVICES (drive_in_app_services_get_type ())
G_DECLARE_INTERFACE (DriveInAppServices, drive_in_app_services, DRIVE_IN, APP_SERVICES, GObject)

/* DriveInApplication implements it; its "catalog-loaded" property is notified when every
 * release is in. */
struct _DriveInAppServicesInterface
{
  GTypeInterface parent_iface;

  DriveInLibrary        *(*get_library)           (DriveInAppServices  *self);
  DriveInCatalog        *(*get_catalog)           (DriveInAppServices  *self);
  DriveInCatalog        *(*peek_catalog)          (DriveInAppServices  *self);
  void                (*load_catalog)          (DriveInAppServices  *self);
  gboolean            (*is_catalog_loaded)     (DriveInAppServices  *self);
  const char * const *(*get_load_problems)     (DriveInAppServices  *self);
  GSettings          *(*get_settings)          (DriveInAppServices  *self);
  void                (*import_release_async)  (DriveInAppServices  *self,
                                                GFile               *folder,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
  DriveInRelease        *(*import_release_finish) (DriveInAppServices  *self,
                                                GAsyncResult        *result,
                                                GError             **error);
  void                (*add_recent_deck)       (DriveInAppServices  *self,
                                                GFile               *file);
};

/* Each as the drive_in_application_ function of the same name says. */
DriveInLibrary        *drive_in_app_services_get_library           (DriveInAppServices  *self);
DriveInCatalog        *drive_in_app_services_get_catalog           (DriveInAppServices  *self);
DriveInCatalog        *drive_in_app_services_peek_catalog          (DriveInAppServices  *self);
void                drive_in_app_services_load_catalog          (DriveInAppServices  *self);
gboolean            drive_in_app_services_is_catalog_loaded     (DriveInAppServices  *self);
const char * const *drive_in_app_services_get_load_problems     (DriveInAppServices  *self);
GSettings          *drive_in_app_services_get_settings          (DriveInAppServices  *self);
void                drive_in_app_services_import_release_async  (DriveInAppServices  *self,
                                                                 GFile               *folder,
                                                                 GCancellable        *cancellable,
                                                                 GAsyncReadyCallback  callback,
                                                                 gpointer             user_data);
DriveInRelease        *drive_in_app_services_import_release_finish (DriveInAppServices  *self,
                                                                 GAsyncResult        *result,
                                                                 GError             **error);
void                drive_in_app_services_add_recent_deck       (DriveInAppServices  *self,
                                                                 GFile               *file);

G_END_DECLS
