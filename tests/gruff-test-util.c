/* gruff-test-util.c: Gruff games for tests: the built-in set, random legal decks, set-ups. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "drive-in-core.h"
#include "gruff-deck-rules.h"
#include "gruff-test-util.h"
#include "gruff-game-id.h"

static DriveInRelease *release;
static GruffCardDb *db;

GListModel *
gruff_test_pool (void)
{
  if (release == NULL)
    {
      g_autoptr(GError) error = NULL;

      release = drive_in_library_load_builtin_release ("drive-in-gruff", NULL, &error);
      g_assert_no_error (error);
    }
  return drive_in_release_get_cards (release);
}

static DriveInCard *
made_card (const char              *number,
           const char              *name,
           const char              *kind,
           const DriveInCardAttribute *attributes,
           guint                    n_attributes)
{
  DriveInCardInfo info = { 0 };

  info.release = "made";
  info.number = number;
  info.name = name;
  info.game = GRUFF_GAME_ID;
  info.kind = kind;
  info.attributes = attributes;
  info.n_attributes = n_attributes;
  return drive_in_card_new (&info);
}

GListModel *
gruff_test_made_pool (const int   *breaking_points,
                      guint        n_shepherds,
                      const guint *plain,
                      const guint *ultimates,
                      guint        n_gruffs)
{
  GListStore *pool = g_list_store_new (DRIVE_IN_TYPE_CARD);

  for (guint i = 0; i < n_shepherds; i++)
    {
      g_autofree char *number = g_strdup_printf ("S-%02u", i + 1);
      g_autofree char *name = g_strdup_printf ("Shepherd %u", i + 1);
      DriveInCardAttribute attributes[] = { { "life", 20, NULL }, { "threshold", 8, NULL },
                                         { "crazy", 1, NULL },
                                         { "breaking-point", breaking_points[i], NULL } };
      g_autoptr(DriveInCard) card = made_card (number, name, "shepherd", attributes,
                                            G_N_ELEMENTS (attributes));

      g_list_store_append (pool, card);
    }
  for (guint i = 0; i < n_gruffs; i++)
    {
      g_autofree char *number = g_strdup_printf ("G-%02u", i + 1);
      g_autofree char *name = g_strdup_printf ("Gruff %u", i + 1);
      DriveInCardAttribute attributes[] = { { "mean", 2, NULL }, { "weird", 2, NULL },
                                         { "fat", 2, NULL } };
      g_autoptr(DriveInCard) gruff = made_card (number, name, "gruff", attributes,
                                             G_N_ELEMENTS (attributes));

      g_list_store_append (pool, gruff);
      for (guint c = 0; c < plain[i] + ultimates[i]; c++)
        {
          g_autofree char *card_number = g_strdup_printf ("%02u-%02u", i + 1, c + 1);
          DriveInCardAttribute card_attributes[] = {
            { "cost", 1, NULL }, { "ability", 0, "action" }, { "gruff", 0, name },
            { "ultimate", c >= plain[i], NULL } };
          g_autoptr(DriveInCard) card = made_card (card_number, card_number, "ability",
                                                card_attributes, G_N_ELEMENTS (card_attributes));

          g_list_store_append (pool, card);
        }
    }
  return G_LIST_MODEL (pool);
}

GruffCardDb *
gruff_test_db (void)
{
  if (db == NULL)
    {
      GListModel *pool = gruff_test_pool ();

      db = gruff_card_db_new ();
      for (guint i = 0; i < g_list_model_get_n_items (pool); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (pool, i);

          gruff_card_db_add_card (db, card);
        }
    }
  return db;
}

guint
gruff_test_card (const char *number)
{
  g_autofree char *id = g_strdup_printf ("drive-in-gruff:%s", number);
  guint index = 0;

  g_assert_true (gruff_card_db_lookup (gruff_test_db (), id, &index));
  return index;
}

static void
start (GruffGame *game,
       GArray    *decks[2],
       guint64    seed)
{
  GameSetup setup = { 0 };
  GruffParams params;
  g_autoptr(GError) error = NULL;

  gruff_params_init (&params);
  setup.n_seats = 2;
  setup.seed = seed;
  setup.params = &params;
  setup.db = gruff_test_db ();
  setup.previous_loser = GAME_NO_SEAT;
  for (guint s = 0; s < 2; s++)
    {
      setup.decks[s] = (const uint16_t *) decks[s]->data;
      setup.deck_sizes[s] = decks[s]->len;
    }
  g_assert_true (gruff_game_init (game, gruff_test_db (), &setup, NULL, NULL, &error));
  g_assert_no_error (error);
}

void
gruff_test_start (GruffGame *game,
                  guint64    deck_seed,
                  guint64    seed)
{
  GArray *decks[2];

  for (guint s = 0; s < 2; s++)
    {
      g_autoptr(GPtrArray) cards = gruff_deck_random (gruff_test_pool (), deck_seed * 2 + s);

      g_assert_nonnull (cards);
      decks[s] = g_array_new (FALSE, FALSE, sizeof (uint16_t));
      for (guint i = 0; i < cards->len; i++)
        {
          uint16_t index = gruff_card_db_add_card (gruff_test_db (), cards->pdata[i]);

          g_array_append_val (decks[s], index);
        }
    }
  start (game, decks, seed);
  g_array_unref (decks[0]);
  g_array_unref (decks[1]);
}

void
gruff_test_start_with (GruffGame          *game,
                       const char * const *numbers0,
                       const char * const *numbers1,
                       guint64             seed)
{
  const char * const *numbers[2] = { numbers0, numbers1 };
  GArray *decks[2];

  for (guint s = 0; s < 2; s++)
    {
      decks[s] = g_array_new (FALSE, FALSE, sizeof (uint16_t));
      for (guint i = 0; numbers[s][i] != NULL; i++)
        {
          uint16_t index = gruff_test_card (numbers[s][i]);

          g_array_append_val (decks[s], index);
        }
    }
  start (game, decks, seed);
  g_array_unref (decks[0]);
  g_array_unref (decks[1]);
}

gboolean
gruff_test_do (GruffGame *game,
               guint      kind,
               int        card,
               int        target)
{
  GameAction actions[GAME_MAX_ACTIONS];
  guint n = gruff_game_legal_actions (game, actions, GAME_MAX_ACTIONS);

  for (guint i = 0; i < n; i++)
    if (actions[i].kind == kind && (card < 0 || actions[i].card == card)
        && (target == -2 || actions[i].target == target))
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (gruff_game_apply (game, &actions[i], NULL, NULL, &error));
        return TRUE;
      }
  return FALSE;
}

void
gruff_test_arrange (GruffGame *game)
{
  while (game->phase == GRUFF_PHASE_ARRANGE)
    {
      int next = -1;

      for (guint c = 0; c < game->n_cards && next < 0; c++)
        if (game->cards[c].owner == game->active && game->cards[c].zone == GRUFF_ZONE_LINE
            && game->cards[c].pos == GRUFF_NO_POS)
          next = c;
      g_assert_true (gruff_test_do (game, GRUFF_ACT_ARRANGE, next, -2));
    }
}
