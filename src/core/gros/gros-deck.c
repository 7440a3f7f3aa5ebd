/* gros-deck.c: GROS's face of a DriveInDeck: its format as a GrosFormatId, Quick Build from
 * Feature Packs and card lists read as GROS decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-deck-list.h"
#include "drive-in-error.h"
#include "drive-in-pack.h"
#include "gros-deck.h"

DriveInDeck *
gros_deck_new (DriveInCatalog *catalog,
               const char     *name,
               GrosFormatId    format)
{
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail ((guint) format < GROS_FORMAT_N_IDS, NULL);

  return drive_in_deck_new_for_game (catalog, name, GROS_GAME_ID,
                                     gros_format_get (format)->string_id);
}

guint
gros_deck_count_by_type (DriveInDeck  *deck,
                         GrosCardType  type)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), 0);
  g_return_val_if_fail (type < GROS_CARD_N_TYPES, 0);

  /* A GROS card's kind is its type's string (drive_in_card_get_kind()). */
  return drive_in_deck_count_by_kind (deck, gros_card_type_to_string (type));
}

GrosFormatId
gros_deck_get_format (DriveInDeck *deck)
{
  const GrosFormat *format;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), GROS_FORMAT_FEATURE_FILM);
  g_return_val_if_fail (g_str_equal (drive_in_deck_get_game (deck), GROS_GAME_ID),
                        GROS_FORMAT_FEATURE_FILM);

  /* A GROS deck's variant is always one of its formats (drive_in_deck_set_variant() checks
   * it against gros_format_variants). */
  format = gros_format_from_string (drive_in_deck_get_variant (deck));
  g_return_val_if_fail (format != NULL, GROS_FORMAT_FEATURE_FILM);
  return format->id;
}

void
gros_deck_set_format (DriveInDeck  *deck,
                      GrosFormatId  format)
{
  g_return_if_fail (DRIVE_IN_IS_DECK (deck));
  g_return_if_fail (g_str_equal (drive_in_deck_get_game (deck), GROS_GAME_ID));
  g_return_if_fail ((guint) format < GROS_FORMAT_N_IDS);

  drive_in_deck_set_variant (deck, gros_format_get (format)->string_id);
}

DriveInDeck *
gros_deck_new_from_packs (DriveInCatalog     *catalog,
                          const char * const *pack_ids,
                          const char * const *extra_card_ids,
                          GError            **error)
{
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (pack_ids != NULL && pack_ids[0] != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return drive_in_deck_new_from_packs (catalog, pack_ids,
                                       gros_format_get (GROS_FORMAT_FEATURE_FILM)->string_id,
                                       extra_card_ids, error);
}

DriveInDeck *
gros_deck_list_import (const char     *text,
                       gssize          length,
                       const char     *source_name,
                       DriveInCatalog *catalog,
                       GrosFormatId    format,
                       const char     *name,
                       GError        **error)
{
  g_return_val_if_fail ((guint) format < GROS_FORMAT_N_IDS, NULL);

  return drive_in_deck_list_import_for_game (text, length, source_name, catalog, GROS_GAME_ID,
                                             gros_format_get (format)->string_id, name, error);
}
