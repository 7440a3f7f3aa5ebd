/* drive-in-app-services.c: what the windows and pages ask of the application, as an interface
 * the application implements. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-app-services.h"

G_DEFINE_INTERFACE (DriveInAppServices, drive_in_app_services, G_TYPE_OBJECT)

static void
drive_in_app_services_default_init (DriveInAppServicesInterface *iface)
{
}

DriveInLibrary *
drive_in_app_services_get_library (DriveInAppServices *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APP_SERVICES (self), NULL);

  return DRIVE_IN_APP_SERVICES_GET_IFACE (self)->get_library (self);
}

DriveInCatalog *
drive_in_app_services_get_catalog (DriveInAppServices *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APP_SERVICES (self), NULL);

  return DRIVE_IN_APP_SERVICES_GET_IFACE (self)->get_catalog (self);
}

DriveInCatalog *
drive_in_app_services_peek_catalog (DriveInAppServices *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APP_SERVICES (self), NULL);

  return DRIVE_IN_APP_SERVICES_GET_IFACE (self)->peek_catalog (self);
}

void
drive_in_app_services_load_catalog (DriveInAppServices *self)
{
  g_return_if_fail (DRIVE_IN_IS_APP_SERVICES (self));

  DRIVE_IN_APP_SERVICES_GET_IFACE (self)->load_catalog (self);
}

gboolean
drive_in_app_services_is_catalog_loaded (DriveInAppServices *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APP_SERVICES (self), FALSE);

  return DRIVE_IN_APP_SERVICES_GET_IFACE (self)->is_catalog_loaded (self);
}

const char * const *
drive_in_app_services_get_load_problems (DriveInAppServices *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APP_SERVICES (self), NULL);

  return DRIVE_IN_APP_SERVICES_GET_IFACE (self)->get_load_problems (self);
}

GSettings *
drive_in_app_services_get_settings (DriveInAppServices *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_APP_SERVICES (self), NULL);

  return DRIVE_IN_APP_SERVICES_GET_IFACE (self)->get_settings (self);
}

void
drive_in_app_services_import_release_async (DriveInAppServices  *self,
                                            GFile               *folder,
                                            GCancellable        *cancellable,
                                            GAsyncReadyCallback  callback,
                                            gpointer             user_data)
{
  g_return_if_fail (DRIVE_IN_IS_APP_SERVICES (self));

  DRIVE_IN_APP_SERVICES_GET_IFACE (self)->import_release_async (self, folder, cancellable, callback,
                                                                user_data);
}

DriveInRelease *
drive_in_app_services_import_release_finish (DriveInAppServices  *self,
                                             GAsyncResult        *result,
                                             GError             **error)
{
  g_return_val_if_fail (DRIVE_IN_IS_APP_SERVICES (self), NULL);

  return DRIVE_IN_APP_SERVICES_GET_IFACE (self)->import_release_finish (self, result, error);
}

void
drive_in_app_services_add_recent_deck (DriveInAppServices *self,
                                       GFile              *file)
{
  g_return_if_fail (DRIVE_IN_IS_APP_SERVICES (self));

  DRIVE_IN_APP_SERVICES_GET_IFACE (self)->add_recent_deck (self, file);
}
