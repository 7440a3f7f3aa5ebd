/* groo-test-util.h: the built-in Groo set, its card db and standard deck, for Groo's tests. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-core.h"
#include "groo-game.h"
#include "gros-test-util.h"

#define GROO_SIGIL "drive-in-groo"

typedef struct
{
  DriveInRelease *release;
  GrooCardDb  *db;
  GArray      *deck;   /* of uint16_t: every card of the set, "copies" times, in list order */
} GrooTestCards;

static inline void
groo_test_cards_init (GrooTestCards *cards)
{
  g_autoptr(GError) error = NULL;
  GListModel *list;

  cards->release = drive_in_library_load_builtin_release ("drive-in-groo", NULL, &error);
  g_assert_no_error (error);
  cards->db = groo_card_db_new ();
  cards->deck = g_array_new (FALSE, FALSE, sizeof (uint16_t));
  list = drive_in_release_get_cards (cards->release);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (list, i);
      uint16_t index = groo_card_db_add_card (cards->db, card);

      for (guint k = 0; k < groo_card_db_get (cards->db, index)->copies; k++)
        g_array_append_val (cards->deck, index);
    }
}

static inline void
groo_test_cards_clear (GrooTestCards *cards)
{
  g_clear_object (&cards->release);
  g_clear_pointer (&cards->db, groo_card_db_unref);
  g_clear_pointer (&cards->deck, g_array_unref);
}

/* The index of the card named @name. */
static inline guint
groo_test_card (GrooTestCards *cards,
                const char    *name)
{
  for (guint i = 0; i < groo_card_db_get_n_cards (cards->db); i++)
    if (g_str_equal (groo_card_db_get (cards->db, i)->name, name))
      return i;
  g_error ("no Groo card named %s", name);
  return 0;
}

static inline void
groo_test_setup (GrooTestCards *cards,
                 guint          n_seats,
                 guint64        seed,
                 GrooGameSetup *setup)
{
  memset (setup, 0, sizeof *setup);
  setup->n_seats = n_seats;
  setup->seed = seed;
  groo_rules_params_init (&setup->params);
  setup->deck = (const uint16_t *) cards->deck->data;
  setup->deck_size = cards->deck->len;
  setup->dealer = GROO_NO_SEAT;
}

/* xorshift64*: the tests' own random stream, independent of the engine's. */
static inline guint
groo_test_rand_below (guint64 *state,
                      guint    n)
{
  guint64 x = *state;

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  *state = x;
  return (guint) (((x * 0x2545f4914f6cdd1dull) >> 11) % n);
}

#define groo_popcount_test(x) ((guint) __builtin_popcount (x))

/* A variant deck of the most cards a game holds: the standard deck, then Harvest Festivals
 * (every player draws one) with every eighth card a Tax Day or a Plague (a choice). Chains of
 * Festivals fill the table, and Events wait for room (docs/groo.md, reading 14), also while a
 * seat chooses. */
static inline GArray *
groo_test_event_deck (GrooTestCards *cards)
{
  GArray *deck = g_array_copy (cards->deck);

  for (guint k = 0; deck->len < GROO_MAX_CARDS; k++)
    {
      const char *name = k % 8 == 7 ? "Tax Day" : k % 8 == 6 ? "Plague" : "Harvest Festival";
      uint16_t index = groo_test_card (cards, name);

      g_array_append_val (deck, index);
    }
  return deck;
}
