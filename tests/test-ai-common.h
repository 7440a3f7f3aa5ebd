/* test-ai-common.h: what the AI tests and the AI benchmark share: starter decks and games. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gros-ai.h"
#include "gros-card-db.h"
#include "gros-game.h"
#include "drive-in-core.h"

/* The starter release's cards in a db, and its Feature Packs. */
typedef struct
{
  DriveInRelease *release;
  GrosCardDb  *db;
  GPtrArray   *packs;   /* of DriveInPack, kind "feature" */
} AiTestCards;

static inline void
ai_test_cards_init (AiTestCards *cards)
{
  g_autoptr(GError) error = NULL;
  GListModel *list;

  cards->release = drive_in_library_load_starter_release (NULL, &error);
  g_assert_no_error (error);
  cards->db = gros_card_db_new ();
  list = drive_in_release_get_cards (cards->release);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (list, i);

      gros_card_db_add_card (cards->db, card);
    }
  cards->packs = g_ptr_array_new_with_free_func (g_object_unref);
  list = drive_in_release_get_packs (cards->release);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      DriveInPack *pack = g_list_model_get_item (list, i);

      if (g_strcmp0 (drive_in_pack_get_kind (pack), "feature") == 0)
        g_ptr_array_add (cards->packs, pack);
      else
        g_object_unref (pack);
    }
  g_assert_cmpuint (cards->packs->len, >=, 3);
}

static inline void
ai_test_cards_clear (AiTestCards *cards)
{
  g_clear_pointer (&cards->packs, g_ptr_array_unref);
  g_clear_pointer (&cards->db, gros_card_db_unref);
  g_clear_object (&cards->release);
}

/* A Feature Film deck: three random Feature Packs (db indices in @out, at most 64). */
static inline guint
ai_test_random_deck (AiTestCards *cards,
                     GRand       *rand,
                     uint16_t    *out)
{
  guint chosen[3];
  guint n = 0;

  for (guint p = 0; p < 3; p++)
    {
      gboolean again;

      do
        {
          chosen[p] = g_rand_int_range (rand, 0, cards->packs->len);
          again = FALSE;
          for (guint q = 0; q < p; q++)
            again |= chosen[q] == chosen[p];
        }
      while (again);
    }
  for (guint p = 0; p < 3; p++)
    {
      DriveInPack *pack = g_ptr_array_index (cards->packs, chosen[p]);
      const char * const *numbers = drive_in_pack_get_card_numbers (pack);

      for (guint i = 0; numbers[i] != NULL && n < 64; i++)
        {
          g_autofree char *id = g_strconcat (drive_in_pack_get_release (pack), ":", numbers[i],
                                             NULL);
          guint index;

          g_assert_true (gros_card_db_lookup (cards->db, id, &index));
          out[n++] = index;
        }
    }
  return n;
}

/* A two-seat game on random starter decks; @decks must outlive the game. */
static inline void
ai_test_new_game_full (AiTestCards   *cards,
                       guint64        seed,
                       uint16_t       decks[2][64],
                       GrosGame      *game,
                       GrosEventFunc  emit,
                       gpointer       user_data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  g_autoptr(GError) error = NULL;
  GrosGameSetup setup = { 0 };

  setup.n_seats = 2;
  setup.seed = seed;
  gros_rules_params_init_feature_film (&setup.params);
  for (guint s = 0; s < 2; s++)
    {
      setup.deck_sizes[s] = ai_test_random_deck (cards, rand, decks[s]);
      setup.decks[s] = decks[s];
    }
  gros_game_init (game, cards->db, &setup, emit, user_data, &error);
  g_assert_no_error (error);
}

static inline void
ai_test_new_game (AiTestCards *cards,
                  guint64      seed,
                  uint16_t     decks[2][64],
                  GrosGame    *game)
{
  ai_test_new_game_full (cards, seed, decks, game, NULL, NULL);
}

static inline guint64
ai_test_mix (guint64 a,
             guint64 b)
{
  guint64 z = a + 0x9e3779b97f4a7c15ull * (b + 1);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* A HARD budget bounded by iterations only: fast and reproducible. */
static inline void
ai_test_hard_budget (GrosAiBudget *budget,
                     guint         iterations)
{
  gros_ai_budget_init (budget);
  budget->time_ms = 0;
  budget->max_iterations = iterations;
}
