/* gros-pack.h: GROS's Feature Packs are release packs (drive-in-pack.h); GROS's own code and
 * its tests name them by their GROS names. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-pack.h"

G_BEGIN_DECLS

typedef DriveInPack GrosPack;
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GrosPack, g_object_unref)

#define GROS_TYPE_PACK                DRIVE_IN_TYPE_PACK
#define GROS_PACK(object)             DRIVE_IN_PACK (object)
#define GROS_IS_PACK(object)          DRIVE_IN_IS_PACK (object)
#define gros_pack_new                 drive_in_pack_new
#define gros_pack_get_id              drive_in_pack_get_id
#define gros_pack_get_release         drive_in_pack_get_release
#define gros_pack_get_prefix          drive_in_pack_get_prefix
#define gros_pack_get_name            drive_in_pack_get_name
#define gros_pack_get_kind            drive_in_pack_get_kind
#define gros_pack_get_card_numbers    drive_in_pack_get_card_numbers
#define gros_pack_get_n_cards         drive_in_pack_get_n_cards

G_END_DECLS
