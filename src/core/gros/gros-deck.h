/* gros-deck.h: GROS's face of a DriveInDeck: its format as a GrosFormatId, Quick Build from
 * Feature Packs and card lists read as GROS decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gio/gio.h>

#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "gros-format.h"
#include "gros-game-id.h"

G_BEGIN_DECLS

/* A GROS deck in @format. @catalog may be NULL: entries then stay unresolved until
 * drive_in_deck_set_catalog(). */
DriveInDeck  *gros_deck_new            (DriveInCatalog *catalog,
                                        const char     *name,
                                        GrosFormatId    format);
/* A GROS deck's format: its variant as a GrosFormatId. */
GrosFormatId  gros_deck_get_format     (DriveInDeck    *deck);
void          gros_deck_set_format     (DriveInDeck    *deck,
                                        GrosFormatId    format);
/* drive_in_deck_count_by_kind() for a GROS card type. */
guint         gros_deck_count_by_type  (DriveInDeck    *deck,
                                        GrosCardType    type);

/* Quick build: drive_in_deck_new_from_packs() in Feature Film (three Feature Packs give 48).
 * Packs of another game are a DRIVE_IN_ERROR_INVALID: Feature Film is no variant of theirs. */
DriveInDeck  *gros_deck_new_from_packs (DriveInCatalog     *catalog,
                                        const char * const *pack_ids,
                                        const char * const *extra_card_ids,
                                        GError            **error);

/* drive_in_deck_list_import_for_game() for a GROS deck in @format. */
DriveInDeck  *gros_deck_list_import    (const char     *text,
                                        gssize          length,
                                        const char     *source_name,
                                        DriveInCatalog *catalog,
                                        GrosFormatId    format,
                                        const char     *name,
                                        GError        **error);

G_END_DECLS
