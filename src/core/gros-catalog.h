/* gros-catalog.h: every card of every loaded release, as one GListModel. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "gros-card.h"
#include "gros-pack.h"
#include "gros-release.h"

G_BEGIN_DECLS

#define GROS_TYPE_CATALOG (gros_catalog_get_type ())
G_DECLARE_FINAL_TYPE (GrosCatalog, gros_catalog, GROS, CATALOG, GObject)

GrosCatalog *gros_catalog_new              (void);

/* Adds (or replaces, by sigil) a release; emits items-changed. */
void         gros_catalog_add_release      (GrosCatalog *self,
                                            GrosRelease *release);
gboolean     gros_catalog_remove_release   (GrosCatalog *self,
                                            const char  *sigil);

GrosCard    *gros_catalog_lookup           (GrosCatalog *self,
                                            const char  *card_id);
GrosPack    *gros_catalog_lookup_pack      (GrosCatalog *self,
                                            const char  *pack_id);
GrosRelease *gros_catalog_lookup_release   (GrosCatalog *self,
                                            const char  *sigil);
GListModel  *gros_catalog_get_releases     (GrosCatalog *self); /* of GrosRelease */
GListModel  *gros_catalog_get_packs        (GrosCatalog *self); /* of GrosPack */
/* Distinct traits over every card, sorted; free with g_strfreev(). */
char       **gros_catalog_dup_traits       (GrosCatalog *self);

G_END_DECLS
