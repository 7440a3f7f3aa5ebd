/* drive-in-deck-game.c: what the Decks page knows of each game's decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include "drive-in-deck-game.h"

/* The games' descriptors, drive_in_deck_game_lookup() and its kin are builtin-deck-games.c's,
 * so that this file includes no game's header. */

static gboolean
slot_in_variant (const DriveInDeckGameSlot *slot,
                 DriveInDeck                  *deck)
{
  const char *variant = drive_in_deck_get_variant (deck);

  return slot->variants == NULL
         || (variant != NULL && g_strv_contains (slot->variants, variant));
}

gboolean
drive_in_deck_game_has_slot (const DriveInDeckGame *self,
                             DriveInDeck              *deck)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), FALSE);

  for (guint i = 0; i < self->n_slots; i++)
    if (slot_in_variant (&self->slots[i], deck))
      return TRUE;
  return FALSE;
}

const DriveInDeckGameSlot *
drive_in_deck_game_find_slot (const DriveInDeckGame *self,
                              DriveInDeck              *deck,
                              DriveInCard              *card)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (card == NULL || DRIVE_IN_IS_CARD (card), NULL);

  for (guint i = 0; card != NULL && i < self->n_slots; i++)
    if (slot_in_variant (&self->slots[i], deck)
        && g_str_equal (drive_in_card_get_kind (card), self->slots[i].kind))
      return &self->slots[i];
  return NULL;
}

gboolean
drive_in_deck_game_is_slot_card (const DriveInDeckGame *self,
                                 DriveInDeck              *deck,
                                 DriveInCard              *card)
{
  return drive_in_deck_game_find_slot (self, deck, card) != NULL;
}

GPtrArray *
drive_in_deck_game_dup_slot_card_ids (const DriveInDeckGame     *self,
                                      DriveInDeck                  *deck,
                                      const DriveInDeckGameSlot *slot)
{
  GPtrArray *ids = g_ptr_array_new ();

  g_return_val_if_fail (self != NULL, ids);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), ids);
  g_return_val_if_fail (slot != NULL, ids);

  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);

      if (drive_in_deck_game_find_slot (self, deck, drive_in_deck_entry_get_card (entry)) == slot)
        g_ptr_array_add (ids, (gpointer) drive_in_deck_entry_get_card_id (entry));
    }
  return ids;
}

const char *
drive_in_deck_game_get_slot_card_id (const DriveInDeckGame *self,
                                     DriveInDeck              *deck)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);

  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);

      if (drive_in_deck_game_is_slot_card (self, deck, drive_in_deck_entry_get_card (entry)))
        return drive_in_deck_entry_get_card_id (entry);
    }
  return NULL;
}

guint
drive_in_deck_game_count_deck_cards (const DriveInDeckGame *self,
                                     DriveInDeck              *deck)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), 0);

  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      n += !drive_in_deck_game_is_slot_card (self, deck, card);
    }
  return n;
}

gboolean
drive_in_deck_game_is_shared (const DriveInDeckGame *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->standard_deck != NULL;
}

DriveInDeck *
drive_in_deck_game_new_deck (const DriveInDeckGame *self,
                             DriveInCatalog           *catalog,
                             const char            *name,
                             const char            *variant)
{
  DriveInDeck *deck;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  deck = drive_in_deck_new_for_game (catalog, name, self->game, variant);
  if (self->standard_deck != NULL && catalog != NULL)
    {
      g_autoptr(GPtrArray) cards = self->standard_deck (G_LIST_MODEL (catalog));

      for (guint i = 0; i < cards->len; i++)
        drive_in_deck_add_card (deck, g_ptr_array_index (cards, i));
    }
  return deck;
}

guint
drive_in_deck_game_get_target_size (const DriveInDeckGame *self,
                                    DriveInDeck              *deck)
{
  const char *slot;
  DriveInCard *card;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), 0);

  if (self->standard_deck != NULL)
    {
      g_autoptr(GPtrArray) standard = NULL;

      if (drive_in_deck_get_catalog (deck) == NULL)
        return 0;
      standard = self->standard_deck (G_LIST_MODEL (drive_in_deck_get_catalog (deck)));
      return standard->len;
    }

  slot = drive_in_deck_game_get_slot_card_id (self, deck);
  card = slot != NULL && drive_in_deck_get_catalog (deck) != NULL
         ? drive_in_catalog_lookup (drive_in_deck_get_catalog (deck), slot) : NULL;
  if (card != NULL && self->deck_size_attribute != NULL
      && drive_in_card_get_attribute_int (card, self->deck_size_attribute, 0) > 0)
    return (guint) drive_in_card_get_attribute_int (card, self->deck_size_attribute, 0);
  return self->deck_size;
}
