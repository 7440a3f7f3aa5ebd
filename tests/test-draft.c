/* test-draft.c: the Draft format (000): packs passed right then left, balancing, AI drafters. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "drive-in-core.h"
#include "gros-ai-draft.h"
#include "gros-deck.h"
#include "gros-test-util.h"

static GListModel *
starter_cards (DriveInRelease **release)
{
  g_autoptr(GError) error = NULL;

  *release = drive_in_library_load_starter_release (NULL, &error);
  g_assert_no_error (error);
  return drive_in_release_get_cards (*release);
}

static void
run_ai_draft (GrosDraft   *draft,
              GrosAiLevel  level,
              guint64      seed)
{
  while (!gros_draft_is_done (draft))
    for (guint s = 0; s < gros_draft_get_n_seats (draft); s++)
      {
        g_autoptr(GError) error = NULL;
        DriveInCard *card;

        if (gros_draft_has_picked (draft, s) || g_list_model_get_n_items (gros_draft_get_pack (draft, s)) == 0)
          continue;
        card = gros_ai_draft_choose (draft, s, level, seed++);
        g_assert_nonnull (card);
        g_assert_true (gros_draft_pick (draft, s, drive_in_card_get_id (card), &error));
        g_assert_no_error (error);
      }
}

static void
test_packs_pass_right_then_left (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  GListModel *pool = starter_cards (&release);
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosDraft) draft = gros_draft_new (pool, 3, 7, &error);
  g_autoptr(DriveInCard) second_of_seat1 = NULL;
  g_autoptr(DriveInCard) first = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (gros_draft_get_round (draft), ==, 0);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (g_list_model_get_n_items (gros_draft_get_pack (draft, s)), ==, 15);

  /* Round one goes to the right: seat 2's pack reaches seat 1. */
  g_assert_cmpuint (gros_draft_get_pass_target (draft, 1), ==, 0);
  second_of_seat1 = g_list_model_get_item (gros_draft_get_pack (draft, 1), 1);
  for (guint s = 0; s < 3; s++)
    {
      first = g_list_model_get_item (gros_draft_get_pack (draft, s), 0);
      g_assert_true (gros_draft_pick (draft, s, drive_in_card_get_id (first), &error));
      g_assert_no_error (error);
      g_clear_object (&first);
    }
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (g_list_model_get_n_items (gros_draft_get_pack (draft, s)), ==, 14);
  first = g_list_model_get_item (gros_draft_get_pack (draft, 0), 0);
  g_assert_true (first == second_of_seat1);

  /* A card from another pack, and a second pick, are refused. */
  g_clear_object (&first);
  first = g_list_model_get_item (gros_draft_get_pack (draft, 1), 0);
  g_assert_false (gros_draft_pick (draft, 0, drive_in_card_get_id (first), &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_clear_object (&first);
  first = g_list_model_get_item (gros_draft_get_pack (draft, 0), 0);
  g_assert_true (gros_draft_pick (draft, 0, drive_in_card_get_id (first), NULL));
  g_assert_false (gros_draft_pick (draft, 0, drive_in_card_get_id (first), &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
}

static void
test_thirty_picks_then_balanced_decks (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  GListModel *pool = starter_cards (&release);
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosDraft) draft = gros_draft_new (pool, 2, 11, &error);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_no_error (error);
  run_ai_draft (draft, GROS_AI_NORMAL, 1);
  g_assert_true (gros_draft_is_done (draft));
  g_assert_cmpuint (gros_draft_get_round (draft), ==, 2);
  for (guint s = 0; s < 2; s++)
    {
      GListModel *picks = gros_draft_get_picks (draft, s);

      g_assert_cmpuint (g_list_model_get_n_items (picks), ==, 30);
      for (guint i = 0; i < 30; i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (picks, i);

          /* Every card was drafted once, and no Roll the Credits is drafted. */
          g_assert_false (g_hash_table_contains (seen, drive_in_card_get_id (card)));
          g_hash_table_add (seen, (gpointer) drive_in_card_get_id (card));
          g_assert_cmpint (gros_card_get_type (card), !=, GROS_CARD_TYPE_ROLL_THE_CREDITS);
        }
    }
  for (guint s = 0; s < 2; s++)
    {
      g_autoptr(DriveInDeck) deck = gros_draft_build_deck (draft, s, TRUE, NULL);
      g_autoptr(GListModel) problems = drive_in_deck_validate (deck, NULL);

      g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_PLOT_TWIST), ==, 4);
      g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_ROLL_THE_CREDITS), ==, 2);
      g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 30);
      g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
    }
}

static void
test_ai_drafters_are_deterministic (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  GListModel *pool = starter_cards (&release);
  g_autoptr(GrosDraft) a = gros_draft_new (pool, 3, 5, NULL);
  g_autoptr(GrosDraft) b = gros_draft_new (pool, 3, 5, NULL);
  g_autoptr(GrosDraft) c = gros_draft_new (pool, 3, 5, NULL);
  guint differ = 0;

  run_ai_draft (a, GROS_AI_NORMAL, 9);
  run_ai_draft (b, GROS_AI_NORMAL, 9);
  run_ai_draft (c, GROS_AI_RANDOM, 9);
  for (guint i = 0; i < 30; i++)
    {
      g_autoptr(DriveInCard) x = g_list_model_get_item (gros_draft_get_picks (a, 0), i);
      g_autoptr(DriveInCard) y = g_list_model_get_item (gros_draft_get_picks (b, 0), i);
      g_autoptr(DriveInCard) z = g_list_model_get_item (gros_draft_get_picks (c, 0), i);

      g_assert_true (x == y);
      differ += x != z;
    }
  /* A random drafter drafts differently from a normal one. */
  g_assert_cmpuint (differ, >, 0);
}

static void
test_pool_too_small (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  GListModel *pool = starter_cards (&release);
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosDraft) draft = gros_draft_new (pool, 6, 1, &error);

  /* 6 players need 180 cards; the starter release has fewer. */
  g_assert_null (draft);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "180"));
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/gros/draft/packs-pass-right-then-left", test_packs_pass_right_then_left);
  g_test_add_func ("/gros/draft/thirty-picks-then-balanced-decks", test_thirty_picks_then_balanced_decks);
  g_test_add_func ("/gros/draft/ai-drafters-are-deterministic", test_ai_drafters_are_deterministic);
  g_test_add_func ("/gros/draft/pool-too-small", test_pool_too_small);
  return g_test_run ();
}
