/* game-seat-deck.c: what one seat brings to a game of any kind (card-db indices and words),
 * from a deck file or dealt at random by the game's rules. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "game-seat-deck.h"
#include "drive-in-error.h"

static GameSeatDeck *
seat_deck_new (void)
{
  GameSeatDeck *deck = g_new0 (GameSeatDeck, 1);

  deck->cards = g_array_new (FALSE, FALSE, sizeof (uint16_t));
  deck->words = g_ptr_array_new_with_free_func (g_free);
  return deck;
}

void
game_seat_deck_free (GameSeatDeck *deck)
{
  if (deck == NULL)
    return;
  g_array_unref (deck->cards);
  g_ptr_array_unref (deck->words);
  g_free (deck->name);
  g_free (deck);
}

/* Adds the cards @ids to @db and to @deck. */
static gboolean
add_cards (const GameRules   *rules,
           gpointer           db,
           DriveInCatalog       *catalog,
           GameSeatDeck      *deck,
           const char *const *ids,
           guint              n_ids,
           const char        *deck_name,
           GError           **error)
{
  for (guint i = 0; i < n_ids; i++)
    {
      DriveInCard *card = drive_in_catalog_lookup (catalog, ids[i]);
      uint16_t index;

      if (card == NULL)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                       "%s: no loaded release has the card %s", deck_name, ids[i]);
          return FALSE;
        }
      if (drive_in_card_get_game (card) != g_intern_string (rules->id))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "%s: the card %s is not a card of %s", deck_name, ids[i], rules->id);
          return FALSE;
        }
      index = rules->cards.db_add_card (db, card);
      g_array_append_val (deck->cards, index);
    }
  return TRUE;
}

GameSeatDeck *
game_seat_deck_new_from_deck (const GameRules  *rules,
                              gpointer          db,
                              DriveInCatalog      *catalog,
                              DriveInDeck         *deck,
                              GError          **error)
{
  g_autoptr(GameSeatDeck) seat = NULL;
  g_auto(GStrv) ids = NULL;
  const char *name;

  g_return_val_if_fail (rules != NULL && db != NULL, NULL);
  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = drive_in_deck_get_name (deck);
  if (catalog == NULL)
    catalog = drive_in_deck_get_catalog (deck);
  if (catalog == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: no catalog to read the cards from",
                   name);
      return NULL;
    }
  if (!g_str_equal (drive_in_deck_get_game (deck), rules->id))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s is a deck of %s, not of %s", name,
                   drive_in_deck_get_game (deck), rules->id);
      return NULL;
    }
  seat = seat_deck_new ();
  ids = drive_in_deck_dup_card_ids (deck);
  if (!add_cards (rules, db, catalog, seat, (const char * const *) ids, g_strv_length (ids), name,
                  error))
    return NULL;
  if (seat->cards->len == 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: the deck is empty", name);
      return NULL;
    }
  if (rules->cards.deck_words != NULL)
    rules->cards.deck_words (deck, catalog, seat->words);
  g_ptr_array_add (seat->words, NULL);
  seat->name = g_strdup (name);
  return g_steal_pointer (&seat);
}

GameSeatDeck *
game_seat_deck_new_random (const GameRules    *rules,
                           gpointer            db,
                           DriveInCatalog        *catalog,
                           const char * const *sigils,
                           gconstpointer       params,
                           GRand              *rand,
                           GError            **error)
{
  g_autoptr(GameSeatDeck) seat = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (rules != NULL && db != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (rand != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  seat = seat_deck_new ();
  /* A game played from the table's shared deck alone (Groo): the seats bring nothing. */
  if (rules->cards.random_deck == NULL && rules->cards.random_shared_deck != NULL)
    {
      g_ptr_array_add (seat->words, NULL);
      return g_steal_pointer (&seat);
    }
  if (rules->cards.random_deck == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s deals no random decks", rules->id);
      return NULL;
    }
  if (!rules->cards.random_deck (catalog, sigils, params, rand, ids, seat->words, error)
      || !add_cards (rules, db, catalog, seat, (const char * const *) ids->pdata, ids->len,
                     "random deck", error))
    return NULL;
  g_ptr_array_add (seat->words, NULL);
  return g_steal_pointer (&seat);
}

GameSeatDeck *
game_seat_deck_new_shared (const GameRules    *rules,
                           gpointer            db,
                           DriveInCatalog        *catalog,
                           const char * const *sigils,
                           gconstpointer       params,
                           GRand              *rand,
                           GError            **error)
{
  g_autoptr(GameSeatDeck) shared = NULL;
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (rules != NULL && db != NULL, NULL);
  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (rand != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (rules->cards.random_shared_deck == NULL)
    return NULL;
  shared = seat_deck_new ();
  if (!rules->cards.random_shared_deck (catalog, sigils, params, rand, ids, error)
      || !add_cards (rules, db, catalog, shared, (const char * const *) ids->pdata, ids->len,
                     "shared deck", error))
    return NULL;
  g_ptr_array_add (shared->words, NULL);
  return g_steal_pointer (&shared);
}

void
game_seat_deck_fill_setup (const GameSeatDeck *deck,
                           GameSetup          *setup,
                           guint               seat)
{
  g_return_if_fail (deck != NULL && setup != NULL);
  g_return_if_fail (seat < GAME_MAX_SEATS);

  setup->decks[seat] = (const uint16_t *) deck->cards->data;
  setup->deck_sizes[seat] = deck->cards->len;
  setup->words[seat] = deck->words->len > 1 ? (const char * const *) deck->words->pdata : NULL;
}

void
game_seat_deck_fill_shared (const GameSeatDeck *deck,
                            GameSetup          *setup)
{
  g_return_if_fail (deck != NULL && setup != NULL);

  setup->shared = (const uint16_t *) deck->cards->data;
  setup->shared_size = deck->cards->len;
}
