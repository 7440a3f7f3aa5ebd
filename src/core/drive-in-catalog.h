/* drive-in-catalog.h: every card of every loaded release, as one GListModel. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-card.h"
#include "drive-in-pack.h"
#include "drive-in-release.h"

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_CATALOG (drive_in_catalog_get_type ())
G_DECLARE_FINAL_TYPE (DriveInCatalog, drive_in_catalog, DRIVE_IN, CATALOG, GObject)

DriveInCatalog *drive_in_catalog_new              (void);

/* Adds (or replaces, by sigil) a release; emits items-changed. */
void         drive_in_catalog_add_release      (DriveInCatalog *self,
                                            DriveInRelease *release);
gboolean     drive_in_catalog_remove_release   (DriveInCatalog *self,
                                            const char  *sigil);

DriveInCard    *drive_in_catalog_lookup           (DriveInCatalog *self,
                                            const char  *card_id);
DriveInPack    *drive_in_catalog_lookup_pack      (DriveInCatalog *self,
                                            const char  *pack_id);
/* The card ids of the pack @pack_id ("gros-dc:01"), in pack order; NULL when no loaded
 * release has it. Free with g_strfreev(). */
char       **drive_in_catalog_dup_pack_card_ids (DriveInCatalog *self,
                                             const char     *pack_id);
/* The name of the pack @pack_id ("All in the Family"); NULL when no loaded release has it. */
const char  *drive_in_catalog_get_pack_name    (DriveInCatalog *self,
                                            const char     *pack_id);
DriveInRelease *drive_in_catalog_lookup_release   (DriveInCatalog *self,
                                            const char  *sigil);
GListModel  *drive_in_catalog_get_releases     (DriveInCatalog *self); /* of DriveInRelease */
GListModel  *drive_in_catalog_get_packs        (DriveInCatalog *self); /* of DriveInPack */
/* Distinct traits over every card, sorted; free with g_strfreev(). */
char       **drive_in_catalog_dup_traits       (DriveInCatalog *self);

G_END_DECLS
