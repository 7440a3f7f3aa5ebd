/* test-lab.c: the Deck lab: reproducible runs, intervals, cancelling, sample hands, odds. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <math.h>
#include <sys/wait.h>

#include <json-glib/json-glib.h>

#include "gros-game-lab.h"
#include "gros-lab.h"
#include "test-games-common.h"
#include "gros-deck.h"

static DriveInDeck *
starter_deck (DriveInCatalog *catalog,
              const char  *first_pack)
{
  const char *packs[] = { first_pack, "drive-in:02", "drive-in:03", NULL };
  g_autoptr(GError) error = NULL;
  DriveInDeck *deck = gros_deck_new_from_packs (catalog, packs, NULL, &error);

  g_assert_no_error (error);
  return deck;
}

static GameLabResults *
run_lab (DriveInCatalog *catalog,
         DriveInDeck    *deck,
         GrosAiLevel  level,
         guint        n_games,
         guint64      seed,
         guint        n_threads)
{
  g_autoptr(GError) error = NULL;
  GameLabOptions options;
  GameLabResults *results;

  game_lab_options_init (&options);
  options.level = level;
  options.n_games = n_games;
  options.seed = seed;
  options.n_threads = n_threads;
  options.random_sigil = STARTER_SIGIL;
  results = game_lab_run (catalog, deck, NULL, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (results);
  return results;
}

/* Every figure of a run as text: two runs are the same when their texts are. */
static char *
results_text (const GameLabResults *r)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%u %u %u %u %u %.17g %.17g %.17g\n", r->n_games, r->n_failed,
                          r->wins, r->ties, r->losses, r->score, r->win_low, r->win_high);
  g_string_append_printf (text, "%.17g %.17g %.17g %.17g %.17g / %.17g %.17g\n",
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_DEFENSE, FALSE), gros_game_lab_mean (r, GROS_LAB_FIGURE_TITLE_CARDS, FALSE), gros_game_lab_mean (r, GROS_LAB_FIGURE_TITLE_POINTS, FALSE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_BANKED, FALSE), gros_game_lab_mean (r, GROS_LAB_FIGURE_TOTAL, FALSE), gros_game_lab_mean (r, GROS_LAB_FIGURE_DEFENSE, TRUE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_TOTAL, TRUE));
  g_string_append_printf (text, "%.17g %.17g %.17g %u %u %.17g\n", r->mean_turns,
                          r->mean_actions, (r->own_turns / r->n_games), (guint) r->figures[GROS_LAB_FIGURE_CREDITS_ROLLED],
                          (guint) r->figures[GROS_LAB_FIGURE_CREDITS_PLAYED], gros_game_lab_cards_per_turn (r));
  for (guint i = 0; i < r->rules->outcome.n_end_reasons; i++)
    g_string_append_printf (text, "%u ", r->ends[i]);
  for (guint i = 0; i < r->cards->len; i++)
    {
      GameLabCard *c = g_ptr_array_index (r->cards, i);

      g_string_append_printf (text, "\n%s %u %u %u %u %u %u", c->card_id, c->copies, c->drawn,
                              c->played, c->discarded, c->held_at_end, c->never_played);
    }
  return g_string_free (text, FALSE);
}

/* The same seed gives the same figures, with one worker or two; another seed others. */
static void
test_reproducible (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  g_autoptr(GameLabResults) a = run_lab (catalog, deck, GROS_AI_RANDOM, 20, 7, 2);
  g_autoptr(GameLabResults) b = run_lab (catalog, deck, GROS_AI_RANDOM, 20, 7, 1);
  g_autoptr(GameLabResults) c = run_lab (catalog, deck, GROS_AI_RANDOM, 20, 8, 2);
  g_autofree char *ta = results_text (a);
  g_autofree char *tb = results_text (b);
  g_autofree char *tc = results_text (c);

  g_assert_cmpuint (a->n_games, ==, 20);
  g_assert_cmpuint (a->n_failed, ==, 0);
  g_assert_null (a->first_problem);
  g_assert_cmpstr (ta, ==, tb);
  g_assert_cmpstr (ta, !=, tc);
  /* Not only the card counts: the game figures differ too. */
  g_assert_true (a->mean_actions != c->mean_actions || a->score != c->score);
}

/* Figures that must hold together: the interval holds the rate, outcomes add up, the
 * tested deck sits in every seat, card counts are consistent with each other. */
static void
test_figures (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  g_autoptr(GameLabResults) r = run_lab (catalog, deck, GROS_AI_RANDOM, 20, 3, 0);
  g_autoptr(GPtrArray) most = NULL;
  g_autoptr(GPtrArray) least = NULL;
  guint copies = 0, played = 0, drawn = 0;
  guint ends = 0;

  g_assert_cmpuint (r->n_games, ==, 20);
  g_assert_cmpuint (r->wins + r->ties + r->losses, ==, r->n_games);
  g_assert_cmpfloat (r->win_rate, ==, r->score / r->n_games);
  g_assert_cmpfloat (r->win_low, <=, r->win_rate);
  g_assert_cmpfloat (r->win_high, >=, r->win_rate);
  g_assert_cmpfloat (r->win_low, <, r->win_high);
  g_assert_cmpfloat (r->win_high - r->win_low, <, 0.6);
  g_assert_cmpfloat (r->fair_rate, ==, 0.5);
  g_assert_cmpuint (r->seat_games[0], ==, 10);
  g_assert_cmpuint (r->seat_games[1], ==, 10);
  g_assert_cmpfloat_with_epsilon (r->seat_score[0] + r->seat_score[1], r->score, 1e-9);
  g_assert_cmpfloat (r->mean_turns, >, 1);
  g_assert_cmpfloat (r->mean_actions, >, r->mean_turns);
  g_assert_cmpfloat ((r->own_turns / r->n_games), <=, r->mean_turns);
  g_assert_cmpuint ((guint) r->figures[GROS_LAB_FIGURE_CREDITS_ROLLED], <=, (guint) r->figures[GROS_LAB_FIGURE_CREDITS_PLAYED]);
  g_assert_cmpuint ((guint) r->figures[GROS_LAB_FIGURE_CREDITS_ROLLED], <=, r->ends[GROS_END_CREDITS]);
  g_assert_cmpfloat (gros_game_lab_cards_per_turn (r), >, 0);
  g_assert_cmpfloat_with_epsilon (gros_game_lab_mean (r, GROS_LAB_FIGURE_TOTAL, FALSE), gros_game_lab_mean (r, GROS_LAB_FIGURE_DEFENSE, FALSE) + gros_game_lab_mean (r, GROS_LAB_FIGURE_TITLE_POINTS, FALSE)
                                  + gros_game_lab_mean (r, GROS_LAB_FIGURE_BANKED, FALSE), 1e-9);
  for (guint i = 0; i < r->rules->outcome.n_end_reasons; i++)
    ends += r->ends[i];
  g_assert_cmpuint (ends, ==, r->n_games);

  g_assert_cmpuint (r->cards->len, ==, 48);
  for (guint i = 0; i < r->cards->len; i++)
    {
      GameLabCard *c = g_ptr_array_index (r->cards, i);

      copies += c->copies;
      played += c->played;
      drawn += c->drawn;
      g_assert_cmpuint (c->never_played, <=, c->drawn);
      g_assert_cmpuint (c->held_at_end, <=, c->drawn);
      g_assert_cmpuint (c->drawn, <=, c->copies * r->n_games);
      g_assert_true (g_str_has_prefix (c->card_id, "drive-in:0"));
      g_assert_nonnull (c->name);
    }
  g_assert_cmpuint (copies, ==, 48);
  /* Six cards a game at least reach the hand, and a starter is cast in every game. */
  g_assert_cmpuint (drawn, >=, 6 * r->n_games);
  g_assert_cmpuint (played, >=, r->n_games);

  most = game_lab_sort_cards (r->cards, GAME_LAB_MOST_PLAYED);
  least = game_lab_sort_cards (r->cards, GAME_LAB_LEAST_PLAYED);
  g_assert_cmpuint (most->len, ==, least->len);
  g_assert_cmpuint (most->len, >, 10);
  for (guint i = 1; i < most->len; i++)
    {
      GameLabCard *p = g_ptr_array_index (most, i - 1), *q = g_ptr_array_index (most, i);
      GameLabCard *x = g_ptr_array_index (least, i - 1), *y = g_ptr_array_index (least, i);

      g_assert_cmpuint (p->played, >=, q->played);
      g_assert_cmpuint (x->never_played, >=, y->never_played);
      g_assert_cmpuint (q->drawn, >, 0);
    }
}

/* A gauntlet of decks and three seats: the decks are played, every seat by the tested one. */
static void
test_gauntlet (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  g_autoptr(GPtrArray) opponents = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GameLabResults) r = NULL;
  g_autoptr(GError) error = NULL;
  GameLabOptions options;

  g_ptr_array_add (opponents, starter_deck (catalog, "drive-in:04"));
  g_ptr_array_add (opponents, starter_deck (catalog, "drive-in:05"));
  game_lab_options_init (&options);
  options.level = GROS_AI_RANDOM;
  options.n_seats = 3;
  options.n_games = 9;
  r = game_lab_run (catalog, deck, opponents, &options, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (r->n_games, ==, 9);
  g_assert_cmpuint (r->n_seats, ==, 3);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (r->seat_games[s], ==, 3);
  g_assert_cmpfloat_with_epsilon (r->fair_rate, 1.0 / 3, 1e-12);
}

static void
on_progress_cancel (guint    done,
                    guint    total,
                    gpointer user_data)
{
  GCancellable *cancellable = user_data;
  guint *seen = g_object_get_data (G_OBJECT (cancellable), "seen");

  g_assert_cmpuint (total, ==, 200);
  g_assert_cmpuint (done, ==, *seen + 1);
  *seen = done;
  if (done == 2)
    g_cancellable_cancel (cancellable);
}

/* Cancelling from the progress callback stops the run well before its end. */
static void
test_cancel (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  GameLabResults *r;
  GameLabOptions options;
  guint seen = 0;

  g_object_set_data (G_OBJECT (cancellable), "seen", &seen);
  game_lab_options_init (&options);
  options.level = GROS_AI_NORMAL;
  r = game_lab_run (catalog, deck, NULL, &options, on_progress_cancel, cancellable, cancellable,
                    &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (r);
  g_assert_cmpuint (seen, >=, 2);
  /* Stopped after a few of its games (a count: the whole run would report every one). */
  g_assert_cmpuint (seen, <, 10);
}

typedef struct
{
  GMainLoop      *loop;
  GameLabResults *results;
  GError         *error;
  guint           progress_calls;
  GThread        *thread;
} AsyncData;

static void
on_async_progress (guint    done,
                   guint    total,
                   gpointer user_data)
{
  AsyncData *data = user_data;

  g_assert_true (g_thread_self () == data->thread);
  g_assert_cmpuint (done, <=, total);
  data->progress_calls++;
}

static void
on_async_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  AsyncData *data = user_data;

  data->results = game_lab_run_finish (result, &data->error);
  g_main_loop_quit (data->loop);
}

/* The async run gives the figures of the blocking one, with progress in the caller's
 * thread. */
static void
test_async (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  g_autoptr(GameLabResults) sync = run_lab (catalog, deck, GROS_AI_RANDOM, 10, 5, 0);
  g_autofree char *sync_text = NULL, *async_text = NULL;
  AsyncData data = { 0 };
  GameLabOptions options;

  game_lab_options_init (&options);
  options.level = GROS_AI_RANDOM;
  options.n_games = 10;
  options.seed = 5;
  options.random_sigil = STARTER_SIGIL;
  data.loop = g_main_loop_new (NULL, FALSE);
  data.thread = g_thread_self ();
  game_lab_run_async (catalog, deck, NULL, &options, on_async_progress, &data, NULL,
                      on_async_done, &data);
  g_main_loop_run (data.loop);
  /* Progress calls queued before the result are dispatched by now or on the next turns. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_no_error (data.error);
  g_assert_nonnull (data.results);
  g_assert_cmpuint (data.progress_calls, ==, 10);
  sync_text = results_text (sync);
  async_text = results_text (data.results);
  g_assert_cmpstr (sync_text, ==, async_text);
  game_lab_results_free (data.results);
  g_main_loop_unref (data.loop);
}

/* Bad options and decks the catalog cannot play are refused with an error. */
static void
test_refused (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  g_autoptr(DriveInDeck) unknown = starter_deck (catalog, "drive-in:04");
  g_autoptr(GError) error = NULL;
  GameLabOptions options;

  game_lab_options_init (&options);
  options.n_seats = 1;
  g_assert_null (game_lab_run (catalog, deck, NULL, &options, NULL, NULL, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_clear_error (&error);

  game_lab_options_init (&options);
  drive_in_deck_add (unknown, "nowhere:01-01");
  g_assert_null (game_lab_run (catalog, unknown, NULL, &options, NULL, NULL, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
}

static gboolean
has_starter (DriveInCatalog *catalog,
             GStrv        ids)
{
  for (guint i = 0; ids[i] != NULL; i++)
    {
      DriveInCard *card = drive_in_catalog_lookup (catalog, ids[i]);

      if (gros_card_get_type (card) == GROS_CARD_TYPE_CHARACTER
          && gros_card_get_stat (card) > 0)
        return TRUE;
    }
  return FALSE;
}

/* A sample hand: six cards with a starter, then the Fill Ups of the odds model; the same
 * seed deals it again, other seeds deal others. */
static void
test_sample_hand (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosLabHand) a = gros_lab_sample_hand (catalog, deck, 11, 5, 2, &error);
  g_autoptr(GrosLabHand) b = gros_lab_sample_hand (catalog, deck, 11, 5, 2, &error);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const guint drawn[] = { 6, 3, 2, 2, 2 };
  gboolean other = FALSE;

  g_assert_no_error (error);
  g_assert_cmpuint (a->turns->len, ==, 5);
  for (guint t = 0; t < 5; t++)
    {
      GStrv ids = g_ptr_array_index (a->turns, t);

      g_assert_cmpuint (g_strv_length (ids), ==, drawn[t]);
      g_assert_true (g_strv_equal ((const char * const *) ids, g_ptr_array_index (b->turns, t)));
      for (guint i = 0; ids[i] != NULL; i++)
        {
          /* Every card of the deck is there once: no card is dealt twice. */
          g_assert_true (drive_in_deck_contains (deck, ids[i]));
          g_assert_false (g_hash_table_contains (seen, ids[i]));
          g_hash_table_add (seen, ids[i]);
        }
    }
  g_assert_cmpuint (a->redraws, ==, b->redraws);
  g_assert_true (has_starter (catalog, g_ptr_array_index (a->turns, 0)));

  for (guint64 seed = 12; seed < 20 && !other; seed++)
    {
      g_autoptr(GrosLabHand) c = gros_lab_sample_hand (catalog, deck, seed, 1, 2, &error);

      g_assert_no_error (error);
      other = !g_strv_equal (g_ptr_array_index (a->turns, 0),
                             g_ptr_array_index (c->turns, 0));
    }
  g_assert_true (other);
}

static gboolean
has_credits (DriveInCatalog *catalog,
             GStrv        ids)
{
  for (guint i = 0; ids[i] != NULL; i++)
    if (gros_card_get_type (drive_in_catalog_lookup (catalog, ids[i]))
        == GROS_CARD_TYPE_ROLL_THE_CREDITS)
      return TRUE;
  return FALSE;
}

/* The exact odds describe what the engine deals: over many sample hands, the mean redraws
 * and the share of hands that saw a Roll the Credits by turns 1 and 4 agree with them (five
 * standard errors; the seeds are fixed, so this cannot flicker). */
static void
test_odds_match_engine (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  const char *starters[] = { "drive-in:01-01", "drive-in:01-02", "drive-in:02-01",
                             "drive-in:03-01" };
  const guint n = 3000;
  double redraws = 0, redraws2 = 0, credits1 = 0, credits4 = 0;
  GrosOdds odds;
  double mean, sd;

  /* Fewer starters make redraws common enough to measure. */
  for (guint i = 0; i < G_N_ELEMENTS (starters); i++)
    g_assert_true (drive_in_deck_remove (deck, starters[i]));
  g_assert_true (gros_lab_compute_odds (deck, 2, 4, &odds));
  g_assert_cmpfloat (odds.expected_redraws, >, 0.1);

  for (guint64 seed = 1; seed <= n; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GrosLabHand) hand = gros_lab_sample_hand (catalog, deck, seed, 4, 2, &error);
      gboolean seen_credits = FALSE;

      g_assert_no_error (error);
      redraws += hand->redraws;
      redraws2 += hand->redraws * hand->redraws;
      for (guint t = 0; t < 4; t++)
        {
          seen_credits |= has_credits (catalog, g_ptr_array_index (hand->turns, t));
          if (t == 0)
            credits1 += seen_credits;
        }
      credits4 += seen_credits;
    }
  mean = redraws / n;
  sd = sqrt (MAX (redraws2 / n - mean * mean, 1e-9) / n);
  g_test_message ("redraws %.4f (exact %.4f), credits by turn 1 %.4f (%.4f), by turn 4 %.4f "
                  "(%.4f)", mean, odds.expected_redraws, credits1 / n,
                  odds.credits[GROS_ODDS_FIRST][0], credits4 / n,
                  odds.credits[GROS_ODDS_FIRST][3]);
  g_assert_cmpfloat (fabs (mean - odds.expected_redraws), <, 5 * sd);
  for (guint k = 0; k < 2; k++)
    {
      double p = k == 0 ? odds.credits[GROS_ODDS_FIRST][0] : odds.credits[GROS_ODDS_FIRST][3];
      double seen = (k == 0 ? credits1 : credits4) / n;

      g_assert_cmpfloat (fabs (seen - p), <, 5 * sqrt (p * (1 - p) / n));
    }
}

/* drive-in-cli lab end to end: one JSON document with the deck, its odds (those of the
 * library), the run and the sample hands; the text form has the tables. */
static void
test_cli (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (gros_test_get_data_home (), "lab.gros-deck", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  const char *json_argv[] = { DRIVE_IN_CLI_PATH, "lab", path, "--games", "4", "--level",
                              "random", "--hands", "2", "--turns", "5", "--json", "--quiet",
                              NULL };
  const char *text_argv[] = { DRIVE_IN_CLI_PATH, "lab", path, "--games", "2", "--level",
                              "random", "--quiet", NULL };
  g_autofree char *out = NULL, *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *odds, *run;
  GrosOdds expected;
  int status = 0;

  if (!g_file_test (DRIVE_IN_CLI_PATH, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("drive-in-cli is not built");
      return;
    }
  g_assert_true (drive_in_deck_save (deck, file, NULL, &error));
  g_assert_no_error (error);

  g_spawn_sync (NULL, (char **) json_argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out,
                NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "deck"),
                                               "cards"), ==, 48);
  odds = json_object_get_object_member (root, "odds");
  g_assert_true (gros_lab_compute_odds (deck, GROS_ODDS_DEFAULT_PLAYS_PER_TURN, 5, &expected));
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (odds, "p_starter"),
                                  expected.p_starter, 1e-12);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (odds, "turns")), ==, 5);
  run = json_object_get_object_member (root, "run");
  g_assert_cmpint (json_object_get_int_member (run, "games"), ==, 4);
  g_assert_cmpfloat (json_object_get_double_member (run, "ci95_low"), <=,
                     json_object_get_double_member (run, "win_rate"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "cards")), ==, 48);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "sample_hands")),
                    ==, 2);

  g_spawn_sync (NULL, (char **) text_argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &text,
                NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  g_assert_nonnull (strstr (text, "Win rate:"));
  g_assert_nonnull (strstr (text, "Most played"));
  g_assert_nonnull (strstr (text, "  15 "));
}

/* The lab's seeding (game-lab.c). */
static guint64
lab_mix (guint64 a,
         guint64 b)
{
  guint64 z = a + 0x9e3779b97f4a7c15ull * (b + 1);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* The lab plays GROS through the shared rules interface and AI (game-lab.c) exactly as the
 * GROS engine plays the same deals itself: the same winners, Ratings and game lengths. */
static void
test_shared_path (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(DriveInDeck) deck = starter_deck (catalog, "drive-in:01");
  const GrosAiLevel levels[] = { GROS_AI_RANDOM, GROS_AI_EASY };

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      g_autoptr(GameLabResults) results = run_lab (catalog, deck, levels[l], 6, 3, 2);
      g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (lab_mix (3, G_MAXUINT32) >> 32));
      g_autofree GrosGame *g = g_new (GrosGame, 1);
      GrosGameSetup all = { 0 };
      GrosAiBudget budget;
      guint wins = 0, losses = 0;
      double total = 0, turns = 0;

      /* The tested deck, then a new random deck for each of the three deals. */
      g_assert_true (gros_game_decks_add_deck (decks, deck, NULL));
      for (guint d = 0; d < 3; d++)
        g_assert_true (gros_game_decks_add_random (decks, STARTER_SIGIL,
                                                   gros_format_get (GROS_FORMAT_FEATURE_FILM),
                                                   rand, NULL));
      gros_game_decks_fill_setup (decks, &all);
      gros_ai_budget_init (&budget);
      budget.time_ms = 0;
      budget.max_iterations = GAME_LAB_DEFAULT_HARD_ITERATIONS;
      for (guint i = 0; i < 6; i++)
        {
          guint tested = i % 2, opponent = 1 + i / 2;
          GrosGameSetup setup = { 0 };
          GrosRatings r;

          setup.n_seats = 2;
          setup.seed = lab_mix (3, i);
          gros_rules_params_init_feature_film (&setup.params);
          setup.decks[tested] = all.decks[0];
          setup.deck_sizes[tested] = all.deck_sizes[0];
          setup.decks[1 - tested] = all.decks[opponent];
          setup.deck_sizes[1 - tested] = all.deck_sizes[opponent];
          g_assert_true (gros_game_init (g, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                         NULL));
          while (!gros_game_is_over (g))
            {
              GrosAction action;

              g_assert_true (gros_ai_choose (levels[l], g, gros_game_get_deciding_seat (g),
                                             &budget, lab_mix (setup.seed, g->n_actions),
                                             &action));
              g_assert_true (gros_game_apply (g, &action, NULL, NULL, NULL));
            }
          wins += g->winner_mask == (1u << tested);
          losses += !((g->winner_mask >> tested) & 1);
          gros_game_ratings (g, tested, &r);
          total += r.total;
          turns += g->turn;
        }
      g_assert_cmpuint (results->n_games, ==, 6);
      g_assert_cmpuint (results->wins, ==, wins);
      g_assert_cmpuint (results->losses, ==, losses);
      g_assert_cmpfloat_with_epsilon (gros_game_lab_mean (results, GROS_LAB_FIGURE_TOTAL, FALSE),
                                      total / 6, 1e-9);
      g_assert_cmpfloat_with_epsilon (results->mean_turns, turns / 6, 1e-9);
    }
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/lab/reproducible", test_reproducible);
  g_test_add_func ("/gros/lab/figures", test_figures);
  g_test_add_func ("/gros/lab/gauntlet", test_gauntlet);
  g_test_add_func ("/gros/lab/cancel", test_cancel);
  g_test_add_func ("/gros/lab/async", test_async);
  g_test_add_func ("/gros/lab/refused", test_refused);
  g_test_add_func ("/gros/lab/sample-hand", test_sample_hand);
  g_test_add_func ("/gros/lab/odds-match-engine", test_odds_match_engine);
  g_test_add_func ("/gros/lab/cli", test_cli);
  g_test_add_func ("/gros/lab/shared-path", test_shared_path);

  return g_test_run ();
}
