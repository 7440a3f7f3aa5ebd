/* test-odds.c: exact deck odds against a brute-force enumeration of every hand and draw. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <float.h>
#include <math.h>

#include "gros-odds.h"
#include "gros-test-util.h"
#include "drive-in-core.h"
#include "gros-deck.h"

#define EPSILON   1e-12
/* Where long double is no wider than double (valgrind computes it as double), the brute
 * force's sums lose that margin: */
#define LOOSE_EPSILON 1e-9
#define MAX_SMALL 13

enum
{
  STARTER = 1 << 0,
  BUCKET  = 1 << 1,
  CREDITS = 1 << 2,
};

/* A small deck, card by card: the brute force looks at cards, never at counts. */
typedef struct
{
  guint   n;
  guint8  attr[MAX_SMALL];
} SmallDeck;

/* Sums of up to millions of tiny weights: long double keeps them well within EPSILON. */
typedef long double Sum;

static double
epsilon (void)
{
  volatile Sum one = 1.0L;
  volatile Sum tiny = LDBL_EPSILON;

  return one + tiny > one ? EPSILON : LOOSE_EPSILON;
}

typedef struct
{
  Sum  p_starter;
  Sum  p_kept_starter;
  Sum  redraws;
  Sum *kept;        /* [1 << n]: probability that this set of cards is the kept hand */
  Sum  credits[GROS_ODDS_N_ORDERS][GROS_ODDS_MAX_TURNS];
  Sum  buckets[GROS_ODDS_N_ORDERS][GROS_ODDS_MAX_TURNS];
} Brute;

static gboolean
mask_has (const SmallDeck *deck,
          guint            mask,
          guint            attr)
{
  for (guint i = 0; i < deck->n; i++)
    if ((mask >> i) & 1 && deck->attr[i] & attr)
      return TRUE;
  return FALSE;
}

static guint
mask_count (const SmallDeck *deck,
            guint            mask,
            guint            attr)
{
  guint n = 0;

  for (guint i = 0; i < deck->n; i++)
    n += (mask >> i) & 1 && deck->attr[i] & attr;
  return n;
}

/* Every equally likely hand of @remaining, recursively through the redraws. */
static void
deal (const SmallDeck     *deck,
      const GrosOddsModel *model,
      guint                remaining,
      guint                stage,
      Sum                  weight,
      Brute               *out)
{
  guint n = __builtin_popcount (remaining);
  guint h = MIN (model->hand_size, n);
  guint count = 0;

  for (guint sub = remaining;; sub = (sub - 1) & remaining)
    {
      count += (guint) __builtin_popcount (sub) == h;
      if (sub == 0)
        break;
    }
  for (guint sub = remaining;; sub = (sub - 1) & remaining)
    {
      if ((guint) __builtin_popcount (sub) == h)
        {
          Sum w = weight / count;
          gboolean good = mask_has (deck, sub, STARTER);

          if (stage == 0 && good)
            out->p_starter += w;
          if (good)
            {
              out->p_kept_starter += w;
              out->kept[sub] += w;
            }
          else if (stage < model->max_redraws && n - h >= model->hand_size)
            {
              out->redraws += w;
              deal (deck, model, remaining & ~sub, stage + 1, w, out);
            }
          else
            out->kept[sub] += w;
        }
      if (sub == 0)
        break;
    }
}

static void
brute_force (const SmallDeck     *deck,
             const GrosOddsModel *model,
             Brute               *out)
{
  guint full = (1u << deck->n) - 1;

  memset (out, 0, sizeof *out);
  out->kept = g_new0 (Sum, 1u << deck->n);
  deal (deck, model, full, 0, 1.0L, out);

  for (guint kept = 0; kept <= full; kept++)
    {
      guint rest = full & ~kept;
      guint n_rest = __builtin_popcount (rest);

      if (out->kept[kept] == 0)
        continue;
      for (guint o = 0; o < GROS_ODDS_N_ORDERS; o++)
        for (guint t = 0; t < model->n_turns; t++)
          {
            guint seen = gros_odds_model_cards_seen (model, deck->n, o, t + 1, NULL);
            guint m = MIN (seen - __builtin_popcount (kept), n_rest);
            guint count = 0, with_credits = 0, bucket_sum = 0;

            /* Every set of m cards of the rest is equally likely to be drawn. */
            for (guint sub = rest;; sub = (sub - 1) & rest)
              {
                if ((guint) __builtin_popcount (sub) == m)
                  {
                    count++;
                    with_credits += mask_has (deck, kept | sub, CREDITS);
                    bucket_sum += mask_count (deck, kept | sub, BUCKET);
                  }
                if (sub == 0)
                  break;
              }
            out->credits[o][t] += out->kept[kept] * with_credits / count;
            out->buckets[o][t] += out->kept[kept] * bucket_sum / count;
          }
    }
  g_free (out->kept);
}

static void
deck_counts (const SmallDeck *small,
             GrosOddsDeck    *out)
{
  memset (out, 0, sizeof *out);
  out->n_cards = small->n;
  for (guint i = 0; i < small->n; i++)
    {
      out->n_starters += (small->attr[i] & STARTER) != 0;
      out->n_credits += (small->attr[i] & CREDITS) != 0;
      out->n_buckets += (small->attr[i] & BUCKET) != 0;
      out->n_starter_buckets += (small->attr[i] & (STARTER | BUCKET)) == (STARTER | BUCKET);
    }
}

static void
check_against_brute_force (const SmallDeck     *small,
                           const GrosOddsModel *model)
{
  GrosOddsDeck counts;
  GrosOdds odds;
  Brute brute;
  double eps = epsilon ();

  deck_counts (small, &counts);
  g_assert_true (gros_odds_compute (&counts, model, &odds));
  brute_force (small, model, &brute);

  g_assert_cmpfloat_with_epsilon (odds.p_starter, (double) brute.p_starter, eps);
  g_assert_cmpfloat_with_epsilon (odds.p_kept_starter, (double) brute.p_kept_starter, eps);
  g_assert_cmpfloat_with_epsilon (odds.expected_redraws, (double) brute.redraws, eps);
  for (guint o = 0; o < GROS_ODDS_N_ORDERS; o++)
    for (guint t = 0; t < model->n_turns; t++)
      {
        g_assert_cmpfloat_with_epsilon (odds.credits[o][t], (double) brute.credits[o][t],
                                        eps);
        g_assert_cmpfloat_with_epsilon (odds.buckets[o][t], (double) brute.buckets[o][t],
                                        eps);
      }
}

static void
small_deck (SmallDeck  *deck,
            const char *pattern)
{
  /* One letter per card: s starter, S starter with a Bucket, b Bucket, c Roll the Credits,
   * C Roll the Credits with a Bucket, . anything else. */
  deck->n = strlen (pattern);
  g_assert_cmpuint (deck->n, <=, MAX_SMALL);
  for (guint i = 0; i < deck->n; i++)
    switch (pattern[i])
      {
      case 's': deck->attr[i] = STARTER; break;
      case 'S': deck->attr[i] = STARTER | BUCKET; break;
      case 'b': deck->attr[i] = BUCKET; break;
      case 'c': deck->attr[i] = CREDITS; break;
      case 'C': deck->attr[i] = CREDITS | BUCKET; break;
      default: deck->attr[i] = 0; break;
      }
}

static void
model_for (GrosOddsModel *model,
           guint          hand_size,
           guint          plays,
           guint          turns,
           guint          max_redraws)
{
  gros_odds_model_init (model);
  model->hand_size = hand_size;
  model->plays_per_turn = plays;
  model->n_turns = turns;
  model->max_redraws = max_redraws;
}

/* Cards seen and in hand, turn by turn: the seat going first skips its first Fill Up, the
 * cast starter is replaced at the first Fill Up, the deck runs out. */
static void
test_cards_seen (void)
{
  GrosOddsModel model;
  guint hand;

  model_for (&model, 6, 2, 15, 25);
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 50, GROS_ODDS_FIRST, 1, &hand), ==, 6);
  g_assert_cmpuint (hand, ==, 5);
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 50, GROS_ODDS_FIRST, 2, &hand), ==, 9);
  g_assert_cmpuint (hand, ==, 6);
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 50, GROS_ODDS_FIRST, 3, &hand), ==, 11);
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 50, GROS_ODDS_OTHER, 1, &hand), ==, 7);
  g_assert_cmpuint (hand, ==, 6);
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 50, GROS_ODDS_OTHER, 2, NULL), ==, 9);
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 50, GROS_ODDS_OTHER, 10, NULL), ==, 25);

  /* Ten cards, three plays a turn: the deck is empty at turn 2. */
  model.plays_per_turn = 3;
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 10, GROS_ODDS_FIRST, 2, &hand), ==, 10);
  g_assert_cmpuint (hand, ==, 6);
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 10, GROS_ODDS_FIRST, 3, &hand), ==, 10);
  g_assert_cmpuint (hand, ==, 3);
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 4, GROS_ODDS_OTHER, 1, &hand), ==, 4);
  g_assert_cmpuint (hand, ==, 3);

  /* No plays: only the cast starter is replaced. */
  model.plays_per_turn = 0;
  g_assert_cmpuint (gros_odds_model_cards_seen (&model, 50, GROS_ODDS_FIRST, 5, NULL), ==, 7);
}

/* Ten- to thirteen-card decks, hands of 6: at most one redraw; every 6-card hand and every
 * set of draws enumerated. */
static void
test_brute_force_hand_of_six (void)
{
  const char *decks[] = {
    "sSsccbb...",
    "s.c..b.b.c.b",
    "Sc.........",
    "ssssssbbbbbc",
    "sSbC.c..b..s.",
    "..........",   /* no starter: redraw as long as the deck allows, keep the last hand */
    "cccsss",
    "sbc",          /* smaller than a hand */
  };
  GrosOddsModel model;

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    for (guint plays = 0; plays <= 3; plays++)
      {
        SmallDeck deck;

        small_deck (&deck, decks[d]);
        model_for (&model, 6, plays, 8, GROS_ODDS_DEFAULT_MAX_REDRAWS);
        check_against_brute_force (&deck, &model);
      }
}

/* Hands of 2 to 4 from 10 to 12 cards: several redraws in a row, each from a deck with fewer
 * non-starters; the redraw cap too. */
static void
test_brute_force_redraws (void)
{
  const char *decks[] = {
    "s.c..b.b.c.b",
    "S..c..b...c",
    ".b.cs.b..C",
    "......s.....",
  };
  GrosOddsModel model;

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    for (guint hand = 2; hand <= 4; hand++)
      for (guint cap = 0; cap <= 3; cap += 1)
        {
          SmallDeck deck;

          small_deck (&deck, decks[d]);
          model_for (&model, hand, hand / 2, 10, cap == 3 ? GROS_ODDS_DEFAULT_MAX_REDRAWS : cap);
          check_against_brute_force (&deck, &model);
        }
}

/* Random small decks and models. */
static void
test_brute_force_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240611);

  for (guint i = 0; i < 40; i++)
    {
      SmallDeck deck;
      GrosOddsModel model;
      guint hand = g_rand_int_range (rand, 1, 7);

      deck.n = g_rand_int_range (rand, 6, 12);
      for (guint c = 0; c < deck.n; c++)
        {
          guint r = g_rand_int_range (rand, 0, 6);

          deck.attr[c] = r == 0 ? CREDITS : r == 1 ? STARTER : 0;
          if (g_rand_int_range (rand, 0, 3) == 0)
            deck.attr[c] |= BUCKET;
        }
      model_for (&model, hand, g_rand_int_range (rand, 0, hand + 1),
                 g_rand_int_range (rand, 1, 13), g_rand_int_range (rand, 0, 4));
      check_against_brute_force (&deck, &model);
    }
}

/* A real deck: the counts come from its cards, the first-hand figure is the closed form
 * 1 - C(N - S, 6) / C(N, 6), the curves rise, and going first never sees more. */
static void
test_real_deck (void)
{
  const char *languages[] = { "en", NULL };
  const char *packs[] = { "drive-in:01", "drive-in:02", "drive-in:03", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(DriveInDeck) deck = NULL;
  GrosOddsDeck counts;
  GrosOddsModel model;
  GrosOdds odds;
  guint starters = 0, buckets = 0;
  double none = 1;

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, starter);
  deck = gros_deck_new_from_packs (catalog, packs, NULL, &error);
  g_assert_no_error (error);
  drive_in_deck_add (deck, "nowhere:01-01");   /* unknown cards count as plain cards */

  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      if (card == NULL)
        continue;
      starters += gros_card_get_type (card) == GROS_CARD_TYPE_CHARACTER
                  && gros_card_get_stat (card) > 0;
      buckets += gros_card_has_bucket (card);
    }
  gros_odds_deck_init_from_deck (&counts, deck);
  g_assert_cmpuint (counts.n_cards, ==, 49);
  g_assert_cmpuint (counts.n_credits, ==, 3);
  g_assert_cmpuint (counts.n_credits, ==,
                    gros_deck_count_by_type (deck, GROS_CARD_TYPE_ROLL_THE_CREDITS));
  g_assert_cmpuint (counts.n_starters, ==, starters);
  g_assert_cmpuint (counts.n_buckets, ==, buckets);
  g_assert_cmpuint (counts.n_starter_buckets, >, 0);
  g_assert_cmpuint (counts.n_starter_buckets, <=, counts.n_starters);

  gros_odds_model_init (&model);
  g_assert_true (gros_odds_compute (&counts, &model, &odds));
  for (guint i = 0; i < 6; i++)
    none *= (double) (counts.n_cards - counts.n_starters - i) / (counts.n_cards - i);
  g_assert_cmpfloat_with_epsilon (odds.p_starter, 1 - none, EPSILON);
  g_assert_cmpfloat_with_epsilon (odds.expected_redraws_if_reshuffled, none / (1 - none),
                                  EPSILON);
  /* Redraws come from a deck with fewer non-starters: fewer than if each reshuffled. */
  g_assert_cmpfloat (odds.expected_redraws, <, odds.expected_redraws_if_reshuffled);
  g_assert_cmpfloat (odds.expected_redraws, >, 0);
  g_assert_cmpfloat_with_epsilon (odds.p_kept_starter, 1, 1e-9);

  g_assert_cmpuint (odds.seen[GROS_ODDS_FIRST][0], ==, 6);
  g_assert_cmpuint (odds.hand[GROS_ODDS_FIRST][0], ==, 5);
  for (guint t = 1; t < model.n_turns; t++)
    for (guint o = 0; o < GROS_ODDS_N_ORDERS; o++)
      {
        g_assert_cmpfloat (odds.credits[o][t], >=, odds.credits[o][t - 1]);
        g_assert_cmpfloat (odds.buckets[o][t], >=, odds.buckets[o][t - 1]);
        g_assert_cmpfloat (odds.credits[o][t], <=, 1);
      }
  for (guint t = 0; t < model.n_turns; t++)
    g_assert_cmpfloat (odds.credits[GROS_ODDS_FIRST][t], <=, odds.credits[GROS_ODDS_OTHER][t]);
  g_assert_cmpfloat (odds.credits[GROS_ODDS_FIRST][0], <, odds.credits[GROS_ODDS_OTHER][0]);
  g_assert_cmpfloat (odds.buckets[GROS_ODDS_OTHER][model.n_turns - 1], <=, counts.n_buckets);
}

/* Counts that cannot be and models out of range are refused. */
static void
test_refused (void)
{
  GrosOddsDeck deck = { .n_cards = 10, .n_starters = 4, .n_credits = 7 };
  GrosOddsModel model;
  GrosOdds odds;

  gros_odds_model_init (&model);
  g_assert_false (gros_odds_compute (&deck, &model, &odds));
  deck.n_credits = 2;
  deck.n_buckets = 3;
  deck.n_starter_buckets = 5;
  g_assert_false (gros_odds_compute (&deck, &model, &odds));
  deck.n_starter_buckets = 1;
  g_assert_true (gros_odds_compute (&deck, &model, &odds));
  model.n_turns = GROS_ODDS_MAX_TURNS + 1;
  g_assert_false (gros_odds_compute (&deck, &model, &odds));
  model.n_turns = 3;
  model.plays_per_turn = 7;
  g_assert_false (gros_odds_compute (&deck, &model, &odds));
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/odds/cards-seen", test_cards_seen);
  g_test_add_func ("/drive-in/odds/brute-force-hand-of-six", test_brute_force_hand_of_six);
  g_test_add_func ("/drive-in/odds/brute-force-redraws", test_brute_force_redraws);
  g_test_add_func ("/drive-in/odds/brute-force-random", test_brute_force_random);
  g_test_add_func ("/drive-in/odds/real-deck", test_real_deck);
  g_test_add_func ("/drive-in/odds/refused", test_refused);

  return g_test_run ();
}
