/* bench-rules.c: rules engine figures: random games per second, state copies, state size, for
 * GROS and, through the shared rule-set interface, every other registered game. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <string.h>
#include <time.h>

#include "game-rules.h"
#include "test-games-common.h"
#include "gros-game-id.h"

/* Each figure runs for about this much CPU time (GROS_BENCH_SECONDS overrides it). */
#define DEFAULT_SECONDS 1.0
#define ACTION_CAP      20000

/* The thread's CPU time in microseconds: other processes on a busy machine do not count. */
static gint64
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static double
bench_seconds (void)
{
  const char *value = g_getenv ("GROS_BENCH_SECONDS");

  return value != NULL ? MAX (g_ascii_strtod (value, NULL), 0.01) : DEFAULT_SECONDS;
}

/* Plays random games for the bench time; returns games per second. */
static double
random_games_per_second (DriveInCatalog *catalog,
                         const char  *sigil,
                         guint        n_seats,
                         gboolean     trusted,
                         double      *out_actions_per_game)
{
  static GrosAction actions[GROS_MAX_ACTIONS];
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  gint64 budget = bench_seconds () * G_USEC_PER_SEC;
  gint64 playing = 0;
  guint64 n_actions = 0;
  guint games = 0;

  /* Deck building stays out of the timing: only the engine's own work counts. */
  while (playing < budget || games < 10)
    {
      guint64 seed = games_seed_mix (games + 1);
      guint64 rng = seed;
      GrosGameSetup setup;
      GrosGame game;
      gint64 start;

      games_random_setup (decks, n_seats, sigil, seed, &setup);
      start = cpu_now ();
      g_assert_true (gros_game_init (&game, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                     NULL));
      while (!gros_game_is_over (&game) && game.n_actions < ACTION_CAP)
        {
          guint n = gros_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));

          g_assert_cmpuint (n, >, 0);
          /* Search and simulations take actions from the list they just got: the engine need
           * not list them again to check (gros_game_apply_legal). */
          if (trusted)
            gros_game_apply_legal (&game, &actions[games_rand_below (&rng, n)], NULL, NULL);
          else
            g_assert_true (gros_game_apply (&game, &actions[games_rand_below (&rng, n)], NULL,
                                            NULL, NULL));
        }
      playing += cpu_now () - start;
      n_actions += game.n_actions;
      games++;
    }
  *out_actions_per_game = (double) n_actions / games;
  return games / (playing / (double) G_USEC_PER_SEC);
}

static void
bench_games (DriveInCatalog *catalog,
             const char  *sigil,
             const char  *label)
{
  const guint seats[] = { 2, 4 };

  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      double per_game;
      double rate = random_games_per_second (catalog, sigil, seats[i], FALSE, &per_game);
      double trusted = random_games_per_second (catalog, sigil, seats[i], TRUE, &per_game);

      g_print ("games/s %u seats%s: %.1f\n", seats[i], label, rate);
      g_print ("games/s %u seats%s, apply_legal: %.1f\n", seats[i], label, trusted);
      g_print ("actions/s %u seats%s: %.0f (%.0f actions per game)\n", seats[i], label,
               rate * per_game, per_game);
    }
}

static void
test_games_starter (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);

  bench_games (catalog, STARTER_SIGIL, "");
}

static void
test_games_dc (void)
{
  gboolean has_dc;
  g_autoptr(DriveInCatalog) catalog = games_catalog (TRUE, &has_dc);

  if (!has_dc)
    {
      g_test_skip ("the shared Director's Cut release is not here");
      return;
    }
  bench_games (catalog, DC_SIGIL, " (gros-dc)");
}

/* What an AI search pays for each node: one copy of the whole state. */
static void
test_copy (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  GrosGameSetup setup;
  GrosGame game, *copies;
  gint64 start, elapsed;
  guint64 n = 0;
  const guint batch = 4096;

  games_random_setup (decks, 4, STARTER_SIGIL, 42, &setup);
  g_assert_true (gros_game_init (&game, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                 NULL));
  /* Two destinations, so consecutive copies are not provably the same store. */
  copies = g_new (GrosGame, 2);
  start = cpu_now ();
  do
    {
      for (guint i = 0; i < batch; i++)
        {
          gros_game_copy (&copies[i & 1], &game);
          /* The compiler must assume the copy is read: it cannot drop or merge it. */
          __asm__ __volatile__ ("" : : "r" (&copies[i & 1]) : "memory");
        }
      n += batch;
      elapsed = cpu_now () - start;
    }
  while (elapsed < bench_seconds () * G_USEC_PER_SEC);
  g_assert_cmpmem (&copies[0], sizeof game, &game, sizeof game);
  g_free (copies);

  g_print ("ns per state copy: %.1f\n", elapsed * 1000.0 / n);
  g_print ("sizeof(GrosGame): %" G_GSIZE_FORMAT " bytes\n", sizeof (GrosGame));
}

/* ---- The other games, through the shared rule-set interface ----------------------------- */

/* A game of @rules dealt from the built-in sets with the game's own random decks (seat
 * decks and the table's shared deck), as simulations deal them. */
static void
deal (const GameRules *rules,
      DriveInCatalog     *catalog,
      gpointer         db,
      gconstpointer    params,
      guint            n_seats,
      guint64          seed,
      GArray         **decks,
      GArray          *shared)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
  g_autoptr(GError) error = NULL;

  for (guint s = 0; s <= n_seats; s++)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
      GArray *out = s < n_seats ? decks[s] : shared;

      if ((s == n_seats && rules->cards.random_shared_deck == NULL)
          || (s < n_seats && rules->cards.random_deck == NULL))
        continue;
      if (s < n_seats)
        g_assert_true (rules->cards.random_deck (catalog, NULL, params, rand, ids, words, &error));
      else
        g_assert_true (rules->cards.random_shared_deck (catalog, NULL, params, rand, ids, &error));
      g_assert_no_error (error);
      for (guint i = 0; i < ids->len; i++)
        {
          DriveInCard *card = drive_in_catalog_lookup (catalog, ids->pdata[i]);
          uint16_t index;

          g_assert_nonnull (card);
          index = rules->cards.db_add_card (db, card);
          g_array_append_val (out, index);
        }
    }
}

static gboolean
game_init (const GameRules *rules,
           DriveInCatalog     *catalog,
           gpointer         db,
           guint64          seed,
           gpointer         state)
{
  g_autofree gpointer params = g_malloc0 (MAX (rules->params_size, 1));
  g_autoptr(GArray) shared = g_array_new (FALSE, FALSE, sizeof (uint16_t));
  GArray *decks[GAME_MAX_SEATS] = { NULL };
  GameSetup setup = { 0 };
  guint n_seats = rules->min_seats;
  gboolean ok;

  g_assert_true (rules->params_init (params, NULL));
  for (guint s = 0; s < n_seats; s++)
    decks[s] = g_array_new (FALSE, FALSE, sizeof (uint16_t));
  deal (rules, catalog, db, params, n_seats, seed, decks, shared);
  setup.n_seats = n_seats;
  setup.seed = seed;
  setup.params = params;
  setup.db = db;
  setup.previous_loser = GAME_NO_SEAT;
  for (guint s = 0; s < n_seats; s++)
    {
      setup.decks[s] = (const uint16_t *) decks[s]->data;
      setup.deck_sizes[s] = decks[s]->len;
    }
  if (shared->len > 0)
    {
      setup.shared = (const uint16_t *) shared->data;
      setup.shared_size = shared->len;
    }
  ok = rules->play.init (state, &setup, NULL, NULL, NULL);
  for (guint s = 0; s < n_seats; s++)
    g_array_unref (decks[s]);
  return ok;
}

/* Random games per second of CPU time (dealing stays out of the timing). */
static double
game_random_games_per_second (const GameRules *rules,
                              DriveInCatalog     *catalog,
                              gpointer         db,
                              gboolean         trusted,
                              double          *out_actions_per_game)
{
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);
  g_autofree gpointer state = game_state_new (rules);
  gint64 budget = bench_seconds () * G_USEC_PER_SEC;
  gint64 playing = 0;
  guint64 n_actions = 0;
  guint games = 0;

  while (playing < budget || games < 10)
    {
      guint64 seed = games_seed_mix (games + 1);
      guint64 rng = seed;
      gint64 start;

      g_assert_true (game_init (rules, catalog, db, seed, state));
      start = cpu_now ();
      while (!rules->play.is_over (state) && rules->play.n_actions (state) < ACTION_CAP)
        {
          guint n = rules->play.legal_actions (state, actions, GAME_MAX_ACTIONS);
          const GameAction *action = &actions[games_rand_below (&rng, n)];

          g_assert_cmpuint (n, >, 0);
          if (trusted)
            rules->play.apply_legal (state, action, NULL, NULL);
          else
            g_assert_true (rules->play.apply (state, action, NULL, NULL, NULL));
        }
      playing += cpu_now () - start;
      n_actions += rules->play.n_actions (state);
      games++;
    }
  *out_actions_per_game = (double) n_actions / games;
  return games / (playing / (double) G_USEC_PER_SEC);
}

/* Random games per second and a state copy, as for GROS above. */
static void
test_game_bench (gconstpointer data)
{
  const GameRules *rules = data;
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  gpointer db = rules->cards.db_new ();
  g_autofree gpointer state = game_state_new (rules);
  g_autofree gpointer copies = g_malloc (2 * rules->state_size);
  g_autofree GameAction *actions = g_new (GameAction, GAME_MAX_ACTIONS);
  double per_game, rate, trusted;
  gint64 start, elapsed;
  guint64 n = 0, rng = 7;
  const guint batch = 4096;

  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  rate = game_random_games_per_second (rules, catalog, db, FALSE, &per_game);
  trusted = game_random_games_per_second (rules, catalog, db, TRUE, &per_game);
  g_print ("%s: games/s %u seats: %.1f\n", rules->id, rules->min_seats, rate);
  g_print ("%s: games/s %u seats, apply_legal: %.1f\n", rules->id, rules->min_seats, trusted);
  g_print ("%s: actions/s %u seats: %.0f (%.0f actions per game)\n", rules->id,
           rules->min_seats, rate * per_game, per_game);

  /* A copy of a position some way into a game. */
  g_assert_true (game_init (rules, catalog, db, 42, state));
  for (guint i = 0; i < 40 && !rules->play.is_over (state); i++)
    {
      guint count = rules->play.legal_actions (state, actions, GAME_MAX_ACTIONS);

      rules->play.apply_legal (state, &actions[games_rand_below (&rng, count)], NULL, NULL);
    }
  start = cpu_now ();
  do
    {
      for (guint i = 0; i < batch; i++)
        {
          gpointer dest = (char *) copies + (i & 1) * rules->state_size;

          game_state_copy (rules, dest, state);
          __asm__ __volatile__ ("" : : "r" (dest) : "memory");
        }
      n += batch;
      elapsed = cpu_now () - start;
    }
  while (elapsed < bench_seconds () * G_USEC_PER_SEC);
  g_assert_cmpmem (copies, rules->state_size, state, rules->state_size);
  g_print ("%s: ns per state copy: %.1f\n", rules->id, elapsed * 1000.0 / n);
  g_print ("%s: sizeof state: %" G_GSIZE_FORMAT " bytes\n", rules->id, rules->state_size);
  rules->cards.db_unref (db);
}

int
main (int    argc,
      char **argv)
{
  const GameRules *const *games;
  guint n_games;

  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/bench/rules/games-starter", test_games_starter);
  g_test_add_func ("/drive-in/bench/rules/games-dc", test_games_dc);
  g_test_add_func ("/drive-in/bench/rules/copy", test_copy);
  /* Every other registered game that deals random decks from its built-in set. */
  games = game_rules_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    if (!g_str_equal (games[i]->id, GROS_GAME_ID)
        && (games[i]->cards.random_deck != NULL || games[i]->cards.random_shared_deck != NULL))
      {
        g_autofree char *path = g_strdup_printf ("/games/bench/rules/%s", games[i]->id);

        g_test_add_data_func (path, games[i], test_game_bench);
      }

  return g_test_run ();
}
