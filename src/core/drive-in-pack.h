/* drive-in-pack.h: a pack of a release (GROS's Feature Packs, any game's packs.json): a named list
 * of cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define DRIVE_IN_TYPE_PACK (drive_in_pack_get_type ())
G_DECLARE_FINAL_TYPE (DriveInPack, drive_in_pack, DRIVE_IN, PACK, GObject)

DriveInPack           *drive_in_pack_new            (const char         *release,
                                              const char         *prefix,
                                              const char         *name,
                                              const char         *kind,
                                              const char * const *card_numbers);

const char         *drive_in_pack_get_id         (DriveInPack *self); /* "gros-dc:01" */
const char         *drive_in_pack_get_release    (DriveInPack *self);
const char         *drive_in_pack_get_prefix     (DriveInPack *self); /* "01" */
const char         *drive_in_pack_get_name       (DriveInPack *self);
const char         *drive_in_pack_get_kind       (DriveInPack *self); /* "feature" */
/* Card numbers, "01-01"...; card ids are release + ":" + number. */
const char * const *drive_in_pack_get_card_numbers (DriveInPack *self);
guint               drive_in_pack_get_n_cards    (DriveInPack *self);

G_END_DECLS
