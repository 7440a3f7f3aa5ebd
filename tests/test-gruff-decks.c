/* test-gruff-decks.c: Gruff's deck rules (a shepherd, 3 gruffs, 8 of each gruff's own
 * cards, the Breaking Point) with their reasons, and random legal decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "drive-in-core.h"
#include "gros-test-util.h"
#include "gruff-deck-rules.h"
#include "gruff-test-util.h"

static DriveInCard *
card (const char *number)
{
  GListModel *pool = gruff_test_pool ();
  g_autofree char *id = g_strdup_printf ("drive-in-gruff:%s", number);

  for (guint i = 0; i < g_list_model_get_n_items (pool); i++)
    {
      g_autoptr(DriveInCard) c = g_list_model_get_item (pool, i);

      if (g_str_equal (drive_in_card_get_id (c), id))
        return c;
    }
  g_assert_not_reached ();
}

/* A legal deck: S-02 (Breaking Point 3), G-01, G-04, G-07, each with cards 01..08 (one
 * Ultimate at most among them: none). */
static GPtrArray *
legal_deck (void)
{
  GPtrArray *deck = g_ptr_array_new ();
  const char *gruffs[] = { "01", "04", "07" };

  g_ptr_array_add (deck, card ("S-02"));
  for (guint g = 0; g < 3; g++)
    {
      g_autofree char *number = g_strdup_printf ("G-%s", gruffs[g]);

      g_ptr_array_add (deck, card (number));
      for (guint i = 1; i <= 8; i++)
        {
          g_autofree char *ability = g_strdup_printf ("%s-%02u", gruffs[g], i);

          g_ptr_array_add (deck, card (ability));
        }
    }
  return deck;
}

static gboolean
has_rule (GListModel *problems,
          const char *rule_id)
{
  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) p = g_list_model_get_item (problems, i);

      if (g_str_equal (drive_in_deck_problem_get_rule_id (p), rule_id))
        {
          g_assert_cmpstr (drive_in_deck_problem_get_message (p), !=, "");
          return TRUE;
        }
    }
  return FALSE;
}

static GListModel *
validate (GPtrArray *deck)
{
  return gruff_deck_validate ((DriveInCard * const *) deck->pdata, deck->len);
}

static void
test_legal (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(GListModel) problems = validate (deck);

  g_assert_cmpuint (deck->len, ==, 1 + 3 + 24);
  g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
}

static void
test_shepherd (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(GListModel) none = NULL;
  g_autoptr(GListModel) two = NULL;

  g_ptr_array_remove_index (deck, 0);
  none = validate (deck);
  g_assert_true (has_rule (none, "shepherd"));
  g_ptr_array_add (deck, card ("S-01"));
  g_ptr_array_add (deck, card ("S-03"));
  two = validate (deck);
  g_assert_true (has_rule (two, "shepherd"));
}

static void
test_gruffs (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(GListModel) problems = NULL;

  g_ptr_array_add (deck, card ("G-09"));
  problems = validate (deck);
  g_assert_true (has_rule (problems, "gruffs"));
  /* G-09 has no cards of its own in the deck. */
  g_assert_true (has_rule (problems, "gruff-cards"));
}

static void
test_size_and_own_cards (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(GListModel) short_deck = NULL;
  g_autoptr(GListModel) foreign = NULL;

  g_ptr_array_remove_index (deck, deck->len - 1);
  short_deck = validate (deck);
  g_assert_true (has_rule (short_deck, "deck-size"));
  g_assert_true (has_rule (short_deck, "gruff-cards"));
  g_assert_false (has_rule (short_deck, "foreign-card"));
  /* A card of G-05, whose gruff is not in the deck. */
  g_ptr_array_add (deck, card ("05-01"));
  foreign = validate (deck);
  g_assert_true (has_rule (foreign, "foreign-card"));
  g_assert_false (has_rule (foreign, "deck-size"));
}

static void
test_unique (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(GListModel) problems = NULL;

  g_ptr_array_remove_index (deck, deck->len - 1);
  g_ptr_array_add (deck, card ("07-01"));
  problems = validate (deck);
  g_assert_true (has_rule (problems, "unique"));
}

/* S-03's Breaking Point is 1: a second Ultimate breaks it. */
static void
test_ultimates (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(GListModel) one = NULL;
  g_autoptr(GListModel) two = NULL;

  deck->pdata[0] = card ("S-03");
  deck->pdata[8] = card ("01-09");    /* replaces 01-08 */
  one = validate (deck);
  g_assert_cmpuint (g_list_model_get_n_items (one), ==, 0);
  deck->pdata[17] = card ("04-10");   /* replaces 04-08 */
  two = validate (deck);
  g_assert_true (has_rule (two, "ultimates"));
  g_assert_cmpuint (g_list_model_get_n_items (two), ==, 1);
}

static void
test_wrong_game (void)
{
  g_autoptr(GPtrArray) deck = legal_deck ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (NULL, &error);
  g_autoptr(DriveInCard) drive_in_card = NULL;
  g_autoptr(GListModel) problems = NULL;

  g_assert_no_error (error);
  drive_in_card = g_list_model_get_item (drive_in_release_get_cards (starter), 0);
  g_ptr_array_add (deck, drive_in_card);
  problems = validate (deck);
  g_assert_true (has_rule (problems, "wrong-game"));
}

static void
test_random_decks_are_legal (void)
{
  for (guint64 seed = 0; seed < 200; seed++)
    {
      g_autoptr(GPtrArray) deck = gruff_deck_random (gruff_test_pool (), seed);
      g_autoptr(GListModel) problems = NULL;

      g_assert_nonnull (deck);
      problems = validate (deck);
      g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
    }
}

/* 004: Ultimates only up to the shepherd's Breaking Point. A gruff with 7 plain cards of its
 * own needs one of its Ultimates to bring 8: a random deck keeps that Ultimate for it (the
 * other gruffs take none) and passes over a shepherd whose Breaking Point is too low, as
 * long as a legal deck can be made at all. */
static void
test_random_deck_reserves_ultimates (void)
{
  static const int breaking_points[] = { 0, 1 };
  static const guint plain[] = { 10, 10, 7 };
  static const guint ultimates[] = { 2, 2, 1 };
  g_autoptr(GListModel) pool = gruff_test_made_pool (breaking_points, 2, plain, ultimates, 3);

  for (guint64 seed = 0; seed < 100; seed++)
    {
      g_autoptr(GPtrArray) deck = gruff_deck_random (pool, seed);
      g_autoptr(GListModel) problems = NULL;

      g_assert_nonnull (deck);
      problems = validate (deck);
      g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
      g_assert_cmpint (gruff_card_get_breaking_point (deck->pdata[0]), ==, 1);
    }
  /* Two gruffs needing an Ultimate each and a Breaking Point of 1: no legal deck. */
  {
    static const guint tight[] = { 7, 7, 10 };
    g_autoptr(GListModel) none = gruff_test_made_pool (breaking_points + 1, 1, tight,
                                                       ultimates, 3);

    g_assert_null (gruff_deck_random (none, 1));
  }
}

/* The built-in set: at least 4 shepherds and 9 gruffs of every style, each gruff with 10 or
 * more cards of its own, Ultimates among them, every card scripted. */
static void
test_builtin_set (void)
{
  GListModel *pool = gruff_test_pool ();
  guint shepherds = 0, gruffs = 0, styles[3] = { 0 };

  for (guint i = 0; i < g_list_model_get_n_items (pool); i++)
    {
      g_autoptr(DriveInCard) c = g_list_model_get_item (pool, i);

      g_assert_true (gruff_card_is_scripted (c));
      if (gruff_card_is_shepherd (c))
        shepherds++;
      else if (gruff_card_is_gruff (c))
        {
          g_autoptr(GPtrArray) own = gruff_deck_cards_of (pool, c);
          guint ultimates = 0;
          int m = drive_in_card_get_attribute_int (c, "mean", 0);
          int w = drive_in_card_get_attribute_int (c, "weird", 0);
          int f = drive_in_card_get_attribute_int (c, "fat", 0);

          gruffs++;
          styles[m >= w && m >= f ? 0 : w >= f ? 1 : 2]++;
          g_assert_cmpuint (own->len, >=, 10);
          for (guint j = 0; j < own->len; j++)
            ultimates += gruff_card_is_ultimate (own->pdata[j]);
          g_assert_cmpuint (ultimates, >=, 1);
        }
    }
  g_assert_cmpuint (shepherds, >=, 4);
  g_assert_cmpuint (gruffs, >=, 9);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (styles[s], >=, 3);
}

/* The rule-set interface deals random legal decks from a catalog's Gruff cards. */
static void
test_rules_random_deck (void)
{
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  g_autoptr(GListModel) problems = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (4);
  g_autoptr(GError) error = NULL;

  g_assert_false (gruff_rules.cards.random_deck (catalog, NULL, NULL, rand, ids, NULL, &error));
  g_clear_error (&error);
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  g_assert_true (gruff_rules.cards.random_deck (catalog, NULL, NULL, rand, ids, NULL, &error));
  g_assert_cmpuint (ids->len, ==, 28);
  for (guint i = 0; i < ids->len; i++)
    g_ptr_array_add (cards, drive_in_catalog_lookup (catalog, ids->pdata[i]));
  problems = gruff_deck_validate ((DriveInCard * const *) cards->pdata, cards->len);
  g_assert_cmpuint (g_list_model_get_n_items (problems), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/gruff/decks/legal", test_legal);
  g_test_add_func ("/gruff/decks/shepherd", test_shepherd);
  g_test_add_func ("/gruff/decks/gruffs", test_gruffs);
  g_test_add_func ("/gruff/decks/size-and-own-cards", test_size_and_own_cards);
  g_test_add_func ("/gruff/decks/unique", test_unique);
  g_test_add_func ("/gruff/decks/ultimates", test_ultimates);
  g_test_add_func ("/gruff/decks/wrong-game", test_wrong_game);
  g_test_add_func ("/gruff/decks/random-legal", test_random_decks_are_legal);
  g_test_add_func ("/gruff/decks/random-ultimates", test_random_deck_reserves_ultimates);
  g_test_add_func ("/gruff/cards/builtin-set", test_builtin_set);
  g_test_add_func ("/gruff/decks/rules-random-deck", test_rules_random_deck);
  return g_test_run ();
}
