/* test-cli-games.c: drive-in-cli on the shared rules interface: games, --game, and simulate and
 * tournament playing GROS through it exactly as the GROS engine plays. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include <json-glib/json-glib.h>

#include "game-ai.h"
#include "game-record.h"
#include "game-session.h"
#include "gros-ai.h"
#include "test-games-common.h"
#include "gros-game-id.h"
#include "gros-deck.h"

#define GOLDEN 0x9e3779b97f4a7c15ull

/* The built drive-in-cli: $DRIVE_IN_CLI, else the first argument meson passes. */
static char *cli_path;

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

/* Runs drive-in-cli with the NULL-terminated arguments in this test's XDG_DATA_HOME. */
static int
run_cli (Run        *run,
         const char *first,
         ...)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  va_list va;

  run_clear (run);
  g_ptr_array_add (args, cli_path);
  va_start (va, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (va, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (va);
  g_ptr_array_add (args, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
  if (*run->err != '\0')
    g_test_message ("stderr of %s: %s", first, run->err);
  return run->status;
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_ref (json_parser_get_root (parser));
}

static JsonObject *
find_game (JsonArray  *games,
           const char *id)
{
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *game = json_array_get_object_element (games, i);

      if (g_str_equal (json_object_get_string_member (game, "id"), id))
        return game;
    }
  return NULL;
}

/* Every game the library knows, each with its variants and seat ranges, what Drive-In can do
 * with it and how many of its cards the library holds. */
static void
test_games (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonArray *games, *variants;
  JsonObject *gros;
  Run run = { 0 };
  guint n_infos;

  g_assert_cmpint (run_cli (&run, "games", "--json", NULL), ==, 0);
  root = parse_json (run.out);
  games = json_node_get_array (root);
  drive_in_game_info_list (&n_infos);
  g_assert_cmpuint (json_array_get_length (games), ==, n_infos);

  /* Card counts: the starter, and the sets built in for the other games. */
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *game = json_array_get_object_element (games, i);
      const char *id = json_object_get_string_member (game, "id");
      guint n_cards = 0;

      for (guint c = 0; c < g_list_model_get_n_items (G_LIST_MODEL (catalog)); c++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), c);

          n_cards += g_str_equal (drive_in_card_get_game (card), id);
        }
      g_assert_cmpint (json_object_get_int_member (game, "cards"), ==, n_cards);
      g_assert_cmpuint (json_object_get_boolean_member (game, "rules"), ==,
                        game_rules_lookup (id) != NULL);
      g_assert_cmpuint (json_object_get_boolean_member (game, "ai"), ==,
                        game_ai_lookup (id) != NULL);
    }

  gros = find_game (games, GROS_GAME_ID);
  g_assert_nonnull (gros);
  g_assert_true (json_object_get_boolean_member (gros, "rules"));
  g_assert_true (json_object_get_boolean_member (gros, "ai"));
  g_assert_true (json_object_get_boolean_member (gros, "scenarios"));
  g_assert_cmpint (json_object_get_int_member (gros, "cards"), >, 0);
  variants = json_object_get_array_member (gros, "variants");
  g_assert_cmpuint (json_array_get_length (variants), ==, GROS_FORMAT_N_IDS);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (variants, 0),
                                                  "id"), ==, "feature-film");

  /* Seat ranges come with each variant, as the library and the rules allow them. */
  for (guint g = 0; g < json_array_get_length (games); g++)
    {
      JsonObject *game = json_array_get_object_element (games, g);
      const char *id = json_object_get_string_member (game, "id");
      const GameRules *rules = game_rules_lookup (id);
      const DriveInGameVariant *expected;
      guint n_expected;

      variants = json_object_get_array_member (game, "variants");
      expected = drive_in_game_info_get_variants (drive_in_game_info_lookup (id), &n_expected);
      g_assert_cmpuint (json_array_get_length (variants), ==, n_expected);
      for (guint i = 0; i < n_expected; i++)
        {
          JsonObject *variant = json_array_get_object_element (variants, i);
          guint min = expected[i].min_seats, max = expected[i].max_seats;

          if (rules != NULL)
            {
              min = MAX (min, rules->min_seats);
              max = MIN (max, rules->max_seats);
            }
          g_assert_cmpstr (json_object_get_string_member (variant, "id"), ==, expected[i].id);
          g_assert_cmpint (json_object_get_int_member (variant, "min_players"), ==, min);
          g_assert_cmpint (json_object_get_int_member (variant, "max_players"), ==, max);
        }
    }

  g_assert_cmpint (run_cli (&run, "games", NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "gros  Grave Robbers From Outer Space"));
  g_assert_nonnull (strstr (run.out, "jerma-rumble"));
  g_assert_cmpint (run_cli (&run, "games", "extra", NULL), ==, 2);
  run_clear (&run);
}

/* An unknown --game is a usage error (exit 2) that names it and lists the known games. */
static void
test_unknown_game (void)
{
  const char *commands[][4] = {
    { "simulate", "--games", "1", NULL },
    { "tournament", "--ai", "random,random", NULL },
    { "lab", "nowhere.gros-deck", NULL, NULL },
    { "cards", NULL, NULL, NULL },
    { "coverage", NULL, NULL, NULL },
    { "show", "drive-in:01-01", NULL, NULL },
  };
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autofree char *message = g_strdup_printf ("%s: unknown game 'nosuchgame'", commands[i][0]);

      g_assert_cmpint (run_cli (&run, commands[i][0], "--game", "nosuchgame", commands[i][1],
                                commands[i][2], commands[i][3], NULL), ==, 2);
      g_assert_nonnull (strstr (run.err, message));
      g_assert_nonnull (strstr (run.err, GROS_GAME_ID));
      g_assert_cmpstr (run.out, ==, "");
    }
  g_assert_cmpint (run_cli (&run, "simulate", "--format", "nosuchformat", NULL), ==, 2);
  g_assert_nonnull (strstr (run.err, "feature-film"));
  run_clear (&run);
}

/* 004's draft is for four players and writes no deck files: `draft --game gruff` refuses
 * the GROS draft's options it would otherwise ignore, and runs the 16 picks. */
static void
test_draft_gruff_options (void)
{
  const char *refused[][3] = {
    { "--players", "3", NULL },
    { "--players", "6", NULL },
    { "--output", "decks", NULL },
    { "--json", NULL, NULL },
    { "--credits", NULL, NULL },
    { "--release", "drive-in-gruff", NULL },
  };
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_assert_cmpint (run_cli (&run, "draft", "--game", "gruff", refused[i][0], refused[i][1],
                                NULL), ==, 2);
      g_assert_nonnull (strstr (run.err, "gruff"));
      g_assert_cmpstr (run.out, ==, "");
    }
  g_assert_cmpint (run_cli (&run, "draft", "--game", "gruff", "--players", "4", "--seed", "2",
                            "--level", "random", NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "Player 4 takes the shepherd"));
  g_assert_nonnull (strstr (run.out, "Standings:"));
  run_clear (&run);
}

/* The CLI's seeding (cli-simulate.c): one stream per game and per seat. */
static guint64
mix_seed (guint64 seed,
          guint64 salt)
{
  guint64 z = seed + (salt + 1) * GOLDEN;

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* What the GROS engine itself gives for `simulate --seed SEED --games N --players P --ai
 * LEVEL --format FORMAT` (random decks of any release): each seat's wins and Ratings. */
static void
simulate_directly (DriveInCatalog      *catalog,
                   guint64           seed,
                   guint             n_games,
                   guint             n_seats,
                   GrosAiLevel       level,
                   const GrosFormat *format,
                   double           *wins,
                   double           *ratings,
                   double           *actions)
{
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  g_autofree GrosGame *game = g_new (GrosGame, 1);
  static GrosAction legal[GROS_MAX_ACTIONS];

  for (guint i = 0; i < n_games; i++)
    {
      guint64 game_seed = mix_seed (seed, i);
      guint32 words[2] = { (guint32) game_seed, (guint32) (game_seed >> 32) };
      g_autoptr(GRand) rand = g_rand_new_with_seed_array (words, 2);
      GrosGameSetup setup = { 0 };
      guint n_winners = 0;

      gros_game_decks_clear (decks);
      for (guint s = 0; s < n_seats; s++)
        g_assert_true (gros_game_decks_add_random (decks, NULL, format, rand, NULL));
      setup.seed = game_seed;
      gros_game_decks_rules_for_format (format, &setup.params);
      gros_game_decks_fill_setup (decks, &setup);
      g_assert_true (gros_game_init (game, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                     NULL));
      while (!gros_game_is_over (game))
        {
          guint n = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS), pick = 0;
          GrosAction chosen;

          g_assert_cmpuint (level, !=, GROS_AI_RANDOM);
          if (n > 1 && gros_ai_choose (level, game, gros_game_get_deciding_seat (game), NULL,
                                       mix_seed (game_seed, gros_game_get_deciding_seat (game)
                                                            + 1)
                                       ^ ((guint64) game->n_actions * GOLDEN), &chosen))
            for (guint a = 0; a < n; a++)
              if (gros_action_equal (&legal[a], &chosen))
                pick = a;
          g_assert_true (gros_game_apply (game, &legal[pick], NULL, NULL, NULL));
        }
      for (guint s = 0; s < n_seats; s++)
        n_winners += (game->winner_mask >> s) & 1;
      for (guint s = 0; s < n_seats; s++)
        {
          GrosRatings r;

          if ((game->winner_mask >> s) & 1)
            wins[s] += 1.0 / n_winners;
          gros_game_ratings (game, s, &r);
          ratings[s] += r.total;
        }
      *actions += game->n_actions;
    }
}

/* simulate plays GROS through the shared interface and AI as the engine plays it itself. */
static void
test_simulate_gros (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  const char *formats[] = { "feature-film", "titled-feature" };
  Run run = { 0 };

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autoptr(JsonNode) root = NULL;
      double wins[GROS_MAX_SEATS] = { 0 }, ratings[GROS_MAX_SEATS] = { 0 }, actions = 0;
      JsonArray *seats;
      JsonObject *object;

      g_assert_cmpint (run_cli (&run, "simulate", "--seed", "17", "--games", "4", "--players",
                                "3", "--ai", "easy", "--format", formats[f], "--json", NULL),
                       ==, 0);
      root = parse_json (run.out);
      object = json_node_get_object (root);
      g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, GROS_GAME_ID);
      g_assert_cmpstr (json_object_get_string_member (object, "format"), ==, formats[f]);
      simulate_directly (catalog, 17, 4, 3, GROS_AI_EASY, gros_format_from_string (formats[f]),
                         wins, ratings, &actions);
      seats = json_object_get_array_member (object, "seats");
      g_assert_cmpuint (json_array_get_length (seats), ==, 3);
      for (guint s = 0; s < 3; s++)
        {
          JsonObject *seat = json_array_get_object_element (seats, s);
          JsonObject *mean = json_object_get_object_member (seat, "mean_ratings");

          g_assert_cmpfloat (json_object_get_double_member (seat, "wins"), ==, wins[s]);
          g_assert_cmpfloat_with_epsilon (json_object_get_double_member (mean, "total"),
                                          ratings[s] / 4, 1e-9);
        }
      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (object, "mean_actions"),
                                      actions / 4, 1e-9);
    }
  run_clear (&run);
}

/* The tournament's own mix of seeds (cli-tournament.c). */
static guint64
mix (guint64 a,
     guint64 b)
{
  guint64 z = a + GOLDEN * (b + 1);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* tournament plays GROS deck files through the shared interface and AI as the engine plays
 * them itself: seat-rotated deals, the same winners and end reasons. */
static void
test_tournament_gros (void)
{
  g_autoptr(DriveInCatalog) catalog = games_catalog (FALSE, NULL);
  const char *packs[2][4] = { { "drive-in:01", "drive-in:02", "drive-in:03", NULL },
                              { "drive-in:04", "drive-in:05", "drive-in:06", NULL } };
  char *paths[2] = { NULL };  /* g_autofree would free only the first */
  g_autoptr(GrosGameDecks) decks = gros_game_decks_new (catalog, NULL);
  g_autofree GrosGame *game = g_new (GrosGame, 1);
  g_autoptr(JsonNode) root = NULL;
  const GrosAiLevel levels[2] = { GROS_AI_EASY, GROS_AI_RANDOM };
  GrosAiBudget budget;
  guint wins[2] = { 0 }, credits = 0, out_of_plot = 0, turns = 0;
  JsonArray *ais;
  JsonObject *object;
  Run run = { 0 };

  for (guint d = 0; d < 2; d++)
    {
      g_autoptr(DriveInDeck) deck = gros_deck_new_from_packs (catalog, packs[d], NULL, NULL);
      g_autofree char *name = g_strdup_printf ("tournament-%u.gros-deck", d);
      g_autoptr(GFile) file = NULL;

      paths[d] = g_build_filename (gros_test_get_data_home (), name, NULL);
      file = g_file_new_for_path (paths[d]);
      g_assert_true (drive_in_deck_save (deck, file, NULL, NULL));
      g_assert_true (gros_game_decks_add_deck (decks, deck, NULL));
    }
  g_assert_cmpint (run_cli (&run, "tournament", "--ai", "easy,random", "--games", "6", "--seed",
                            "5", "--deck", paths[0], "--deck", paths[1], "--json", "--quiet",
                            "-j", "2", NULL), ==, 0);
  root = parse_json (run.out);
  object = json_node_get_object (root);

  /* Deal d, rotation r: the AIs move one seat each rotation, the decks stay. */
  gros_ai_budget_init (&budget);
  for (guint d = 0; d < 3; d++)
    for (guint r = 0; r < 2; r++)
      {
        guint64 seed = mix (5, d);
        GrosGameSetup setup = { 0 };

        setup.seed = seed;
        gros_rules_params_init_feature_film (&setup.params);
        gros_game_decks_fill_setup (decks, &setup);
        g_assert_true (gros_game_init (game, gros_game_decks_get_db (decks), &setup, NULL, NULL,
                                       NULL));
        while (!gros_game_is_over (game))
          {
            guint seat = gros_game_get_deciding_seat (game);
            GrosAction action;

            g_assert_true (gros_ai_choose (levels[(seat + r) % 2], game, seat, &budget,
                                           mix (seed, game->n_actions), &action));
            g_assert_true (gros_game_apply (game, &action, NULL, NULL, NULL));
          }
        for (guint s = 0; s < 2; s++)
          if (game->winner_mask == (1u << s))
            wins[(s + r) % 2]++;
        turns += game->turn;
        credits += game->end_reason == GROS_END_CREDITS;
        out_of_plot += game->end_reason == GROS_END_OUT_OF_PLOT;
      }

  g_assert_cmpint (json_object_get_int_member (object, "games"), ==, 6);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (object, "mean_turns"),
                                  turns / 6.0, 1e-9);
  ais = json_object_get_array_member (object, "ais");
  for (guint e = 0; e < 2; e++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (ais, e), "wins"),
                     ==, wins[e]);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "ends"),
                                               "credits"), ==, credits);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "ends"),
                                               "out-of-plot"), ==, out_of_plot);
  run_clear (&run);
  g_free (paths[0]);
  g_free (paths[1]);
}

static guint
json_length (const char *text)
{
  g_autoptr(JsonNode) root = parse_json (text);

  return json_array_get_length (json_node_get_array (root));
}

/* cards, show, coverage and deck lists take --game: another game's cards by their kinds and
 * printed values, its releases' script coverage, its decks; GROS's alone when it is absent. */
static void
test_other_game_cards (void)
{
  g_autoptr(GFile) fixture = gros_test_get_source_file ("fixtures/releases/other-game");
  g_autofree char *fixture_path = g_file_get_path (fixture);
  g_autofree char *list = g_build_filename (gros_test_get_data_home (), "cave.txt", NULL);
  g_autofree char *deck = g_build_filename (gros_test_get_data_home (), "cave.gros-deck", NULL);
  g_autoptr(JsonNode) coverage = NULL;
  JsonObject *row;
  Run run = { 0 };

  g_assert_cmpint (run_cli (&run, "import", fixture_path, NULL), ==, 0);
  g_assert_cmpint (run_cli (&run, "cards", "--game", "grotto-beasts", "--release", "cave-test",
                            "--json", NULL), ==, 0);
  g_assert_cmpuint (json_length (run.out), ==, 3);
  g_assert_nonnull (strstr (run.out, "\"type\" : \"beast\""));
  g_assert_nonnull (strstr (run.out, "\"power\" : 2"));
  g_assert_cmpint (run_cli (&run, "cards", "--json", NULL), ==, 0);
  g_assert_null (strstr (run.out, "cave-test:"));
  g_assert_cmpint (run_cli (&run, "cards", "--game", "grotto-beasts", "--release", "cave-test",
                            "--type", "Challengers", "--json", NULL), ==, 0);
  g_assert_cmpuint (json_length (run.out), ==, 1);
  g_assert_cmpint (run_cli (&run, "cards", "--game", "grotto-beasts", "--type", "creature",
                            NULL), ==, 2);
  g_assert_nonnull (strstr (run.err, "beast"));

  g_assert_cmpint (run_cli (&run, "show", "cave-test:1", NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "Grotto Beasts!"));
  g_assert_nonnull (strstr (run.out, "Burrow Beast"));
  g_assert_nonnull (strstr (run.out, "power 2"));
  g_assert_cmpint (run_cli (&run, "show", "--game", "gros", "cave-test:1", NULL), ==, 2);

  /* The fixture's cards have no script: the one with ability text is missing one. */
  g_assert_cmpint (run_cli (&run, "coverage", "--game", "grotto-beasts", "--release",
                            "cave-test", "--json", NULL), ==, 0);
  coverage = parse_json (run.out);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (coverage)), ==, 1);
  row = json_array_get_object_element (json_node_get_array (coverage), 0);
  g_assert_cmpstr (json_object_get_string_member (row, "release"), ==, "cave-test");
  g_assert_cmpint (json_object_get_int_member (row, "cards"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (row, "plain"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (row, "scripted"), ==, 0);
  g_assert_cmpint (run_cli (&run, "coverage", NULL), ==, 0);
  g_assert_null (strstr (run.out, "cave-test"));

  /* A card list of that game, by names only its cards have. */
  g_assert_true (g_file_set_contents (list, "2x Moss Mole\nOld Lantern\n", -1, NULL));
  g_assert_cmpint (run_cli (&run, "deck", "import-text", list, "-o", deck, NULL), ==, 2);
  g_assert_cmpint (run_cli (&run, "deck", "import-text", "--game", "grotto-beasts", "--format",
                            "rumble", list, "-o", deck, NULL), !=, 2);
  g_assert_cmpint (run_cli (&run, "validate", deck, "--json", NULL), !=, 2);
  g_assert_nonnull (strstr (run.out, "\"game\" : \"grotto-beasts\""));
  g_assert_nonnull (strstr (run.out, "\"format\" : \"rumble\""));
  g_assert_cmpint (run_cli (&run, "validate", "--game", "gros", deck, NULL), ==, 2);
  g_assert_cmpint (run_cli (&run, "deck", "export-text", deck, NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "# Beasts (2)"));
  g_assert_nonnull (strstr (run.out, "(rumble)"));
  run_clear (&run);
}

/* Every other registered game with random decks and an AI plays a few games through simulate
 * and tournament: every game ends, by one of the game's end reasons; the tournament times the
 * decisions. */
static void
test_other_games_play (void)
{
  const GameRules *const *games;
  guint n_games, n_played = 0;
  Run run = { 0 };

  games = game_rules_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const GameRules *rules = games[i];
      g_autoptr(JsonNode) simulated = NULL;
      g_autoptr(JsonNode) tournament = NULL;
      JsonObject *object, *ends;
      JsonArray *times;
      guint n_ended = 0, n_timed = 0;
      double wins = 0;

      if (rules == games[0]
          || (rules->cards.random_deck == NULL && rules->cards.random_shared_deck == NULL)
          || game_ai_lookup (rules->id) == NULL)
        continue;
      n_played++;
      g_test_message ("%s", rules->id);
      g_assert_cmpint (run_cli (&run, "simulate", "--game", rules->id, "--games", "4", "--seed",
                                "2", "--ai", "easy", "--json", NULL), ==, 0);
      simulated = parse_json (run.out);
      object = json_node_get_object (simulated);
      g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, rules->id);
      g_assert_cmpint (json_object_get_int_member (object, "games"), ==, 4);
      ends = json_object_get_object_member (object, "ends");
      for (guint r = 0; r < rules->outcome.n_end_reasons; r++)
        if (json_object_has_member (ends, rules->outcome.end_reasons[r]))
          n_ended += json_object_get_int_member (ends, rules->outcome.end_reasons[r]);
      g_assert_cmpuint (n_ended, ==, 4);
      for (guint s = 0; s < json_array_get_length (json_object_get_array_member (object,
                                                                                   "seats"));
           s++)
        wins += json_object_get_double_member (
          json_array_get_object_element (json_object_get_array_member (object, "seats"), s),
          "wins");
      g_assert_cmpfloat (wins, <=, 4);

      g_assert_cmpint (run_cli (&run, "tournament", "--game", rules->id, "--ai", "normal,random",
                                "--games", "4", "--json", "--quiet", "-j", "2", NULL), ==, 0);
      tournament = parse_json (run.out);
      object = json_node_get_object (tournament);
      g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, rules->id);
      g_assert_cmpint (json_object_get_int_member (object, "games"), ==, 4);
      g_assert_cmpint (json_object_get_int_member (object, "failed_games"), ==, 0);
      /* Decision times: NORMAL's, with the 90th percentile of CPU time at or past its median. */
      times = json_object_get_array_member (object, "decision_time");
      for (guint l = 0; l < json_array_get_length (times); l++)
        {
          JsonObject *level = json_array_get_object_element (times, l);

          if (!g_str_equal (json_object_get_string_member (level, "level"), "normal"))
            continue;
          n_timed++;
          g_assert_cmpint (json_object_get_int_member (level, "decisions"), >, 0);
          g_assert_cmpfloat (json_object_get_double_member (level, "median_cpu_ms"), >, 0);
          g_assert_cmpfloat (json_object_get_double_member (level, "p90_cpu_ms"), >=,
                             json_object_get_double_member (level, "median_cpu_ms"));
        }
      g_assert_cmpuint (n_timed, ==, 1);
    }
  if (n_played == 0)
    g_test_skip ("no other game has random decks and an AI yet");
  run_clear (&run);
}

/* @text with its first @from replaced by @to. */
static char *
replace_once (const char *text,
              const char *from,
              const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* scenario plays the other games' files through the shared runner: text and --json, a failed
 * expectation's exit status, and --viewer naming no card hidden from that seat. */
static void
test_other_game_scenario (void)
{
  const char *files[] = {
    "scenarios/grotto/battle-damage.scenario",
    "scenarios/groo/attack-optional.scenario",
    "scenarios/gruff/turn-order.scenario",
  };
  const char *games[] = { "grotto-beasts", "groo", "gruff" };
  g_autoptr(GFile) mulligan = gros_test_get_source_file ("scenarios/grotto/setup-mulligan.scenario");
  g_autofree char *mulligan_path = g_file_get_path (mulligan);
  g_autofree char *broken = g_build_filename (gros_test_get_data_home (), "broken.scenario",
                                              NULL);
  g_autofree char *contents = NULL;
  g_autofree char *wrong = NULL;
  Run run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GFile) file = gros_test_get_source_file (files[i]);
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(JsonNode) root = NULL;
      JsonObject *object;
      JsonArray *checks;

      g_test_message ("%s", files[i]);
      g_assert_cmpint (run_cli (&run, "scenario", path, NULL), ==, 0);
      g_assert_nonnull (strstr (run.out, " 0 failed, 0 not reached"));
      g_assert_null (strstr (run.out, "(null)"));
      g_assert_cmpstr (run.err, ==, "");

      g_assert_cmpint (run_cli (&run, "scenario", "--json", path, NULL), ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      root = parse_json (run.out);
      object = json_node_get_object (root);
      g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, games[i]);
      g_assert_cmpint (json_object_get_int_member (object, "applied"), ==,
                       json_object_get_int_member (object, "actions"));
      g_assert_true (JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "position")));
      checks = json_object_get_array_member (object, "expectations");
      g_assert_cmpuint (json_array_get_length (checks), >, 0);
      for (guint c = 0; c < json_array_get_length (checks); c++)
        g_assert_true (json_object_get_boolean_member (json_array_get_object_element (checks, c),
                                                       "passed"));

      g_assert_cmpint (run_cli (&run, "scenario", "--viewer", "public", path, NULL), ==, 0);
      g_assert_cmpint (run_cli (&run, "scenario", "--viewer", "9", path, NULL), ==, 2);
    }

  /* A wrong expectation is reported and fails the command. */
  g_assert_true (g_file_get_contents (mulligan_path, &contents, NULL, NULL));
  wrong = replace_once (contents, "expect hand 1 = 6", "expect hand 1 = 5");
  g_assert_true (g_file_set_contents (broken, wrong, -1, NULL));
  g_assert_cmpint (run_cli (&run, "scenario", broken, NULL), ==, 1);
  g_assert_nonnull (strstr (run.out, "1 failed"));
  g_assert_nonnull (strstr (run.out, "FAIL  line 29: hand 1 = 5 (6)"));

  /* Seat 1 puts back two cards of its hand: the author reads their instance numbers, seat 2
   * neither in the log nor in the expectations; seat 1 sees its own. */
  g_assert_cmpint (run_cli (&run, "scenario", "--json", mulligan_path, NULL), ==, 0);
  g_assert_nonnull (strstr (run.out, "\"mulligan seat 0 card 1\""));
  g_assert_nonnull (strstr (run.out, "\"Stormglider\""));
  g_assert_cmpint (run_cli (&run, "scenario", "--json", "--viewer", "1", mulligan_path, NULL), ==,
                   0);
  g_assert_nonnull (strstr (run.out, "\"mulligan seat 0 card 1\""));
  g_assert_cmpint (run_cli (&run, "scenario", "--json", "--viewer", "2", mulligan_path, NULL), ==,
                   0);
  g_assert_null (strstr (run.out, "\"mulligan seat 0 card 1\""));
  g_assert_null (strstr (run.out, "\"mulligan seat 0 card 2\""));
  g_assert_nonnull (strstr (run.out, "\"mulligan seat 0 card "));
  g_assert_null (strstr (run.out, "Stormglider"));
  g_assert_null (strstr (run.out, "Blaze Rhino"));
  g_assert_null (strstr (run.out, "bottom deck 1 = @b"));
  g_assert_cmpint (run_cli (&run, "scenario", "--viewer", "2", mulligan_path, NULL), ==, 0);
  g_assert_null (strstr (run.out, "card 1 "));
  g_assert_null (strstr (run.out, "Stormglider"));
  g_assert_nonnull (strstr (run.out, "only that seat sees its options"));
  run_clear (&run);
}

/* simulate and tournament play a deck of another game in that deck's own format when no
 * --format says otherwise. */
/* Each game's record from one directory of --save: it loads, replays to its end, and the
 * records' winners add up to what the run reported (ties split, as simulate counts them). */
static void
check_saved_games (DriveInCatalog  *catalog,
                   const char      *dir,
                   const GameRules *rules,
                   guint            n_games,
                   double          *wins)
{
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%04u" GAME_RECORD_FILE_EXTENSION, rules->id,
                                               i + 1);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autoptr(GameRecord) record = game_record_load (file, NULL, &error);
      g_autoptr(GameSession) session = NULL;
      GameResult result;
      guint n_winners = 0;

      g_assert_no_error (error);
      g_assert_true (game_record_get_rules (record) == rules);
      session = game_session_new (catalog, record, GAME_RECORD_ALL, GAME_VIEWER_ALL, &error);
      g_assert_no_error (error);
      g_assert_true (game_session_is_over (session));
      rules->play.result (game_session_get_view (session), &result);
      for (guint s = 0; s < game_record_get_n_seats (record); s++)
        n_winners += (result.winners >> s) & 1;
      for (guint s = 0; s < game_record_get_n_seats (record); s++)
        if ((result.winners >> s) & 1)
          wins[s] += 1.0 / n_winners;
    }
}

/* simulate and tournament --save DIR: every game's record, for every game, replayable, and
 * the same games as the run's summary; a --save that is not a folder is refused. */
static void
test_save_games (void)
{
  /* The CLI's library (this test's data home, with what earlier tests imported) and every
   * built-in set. */
  g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
  g_autoptr(DriveInCatalog) catalog = drive_in_library_load_catalog (library, NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("cli-save-XXXXXX", &error);
  g_autofree char *not_folder = g_build_filename (tmp, "file", NULL);
  const GameRules *const *games;
  guint n_games;
  Run run = { 0 };

  g_assert_no_error (error);
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  games = game_rules_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const GameRules *rules = games[i];
      g_autofree char *sim_dir = g_build_filename (tmp, rules->id, "simulate", NULL);
      g_autofree char *tour_dir = g_build_filename (tmp, rules->id, "tournament", NULL);
      g_autoptr(JsonNode) root = NULL;
      double wins[GAME_MAX_SEATS] = { 0 };
      JsonArray *seats;
      guint n_files = 0;

      if (game_ai_lookup (rules->id) == NULL)
        continue;
      g_test_message ("%s", rules->id);
      g_assert_cmpint (run_cli (&run, "simulate", "--game", rules->id, "--games", "3", "--seed",
                                "11", "--ai", "random", "--save", sim_dir, "--json", NULL), ==, 0);
      root = parse_json (run.out);
      check_saved_games (catalog, sim_dir, rules, 3, wins);
      seats = json_object_get_array_member (json_node_get_object (root), "seats");
      for (guint s = 0; s < json_array_get_length (seats); s++)
        g_assert_cmpfloat_with_epsilon (json_object_get_double_member (
                                          json_array_get_object_element (seats, s), "wins"),
                                        wins[s], 1e-9);

      g_assert_cmpint (run_cli (&run, "tournament", "--game", rules->id, "--ai", "easy,random",
                                "--games", "2", "--quiet", "--save", tour_dir, NULL), ==, 0);
      memset (wins, 0, sizeof wins);
      check_saved_games (catalog, tour_dir, rules, 2, wins);
      {
        g_autoptr(GDir) listing = g_dir_open (tour_dir, 0, &error);

        g_assert_no_error (error);
        while (g_dir_read_name (listing) != NULL)
          n_files++;
        g_assert_cmpuint (n_files, ==, 2);
      }
    }

  g_assert_true (g_file_set_contents (not_folder, "x", -1, &error));
  g_assert_cmpint (run_cli (&run, "simulate", "--games", "1", "--save", not_folder, NULL), ==, 2);
  g_assert_nonnull (strstr (run.err, not_folder));
  g_assert_cmpint (run_cli (&run, "tournament", "--ai", "random", "--games", "1", "--save",
                            not_folder, NULL), ==, 2);
  g_assert_nonnull (strstr (run.err, "not a folder"));
  run_clear (&run);
  gros_test_rm_rf (tmp);
}

static void
test_deck_format (void)
{
  const char *list = "Captain Brinebeard\n3x Puddle Newt\n3x Reef Crab\n3x Kelp Lurker\n"
                     "3x Tidecaller Eel\n3x Bramble Boar\n3x Magma Mite\n3x Stormglider\n"
                     "3x Cloud Stag\n3x Blaze Rhino\n2x Tidepool Cove\n2x Mossy Hollow\n"
                     "3x Second Wind\n3x Quick Study\n3x Power Surge\n";
  g_autofree char *list_path = g_build_filename (gros_test_get_data_home (), "rumble.txt", NULL);
  g_autofree char *deck = g_build_filename (gros_test_get_data_home (), "rumble.gros-deck",
                                            NULL);
  const char *commands[][12] = {
    { "simulate", "-d", deck, "--games", "2", "--seed", "3", "--ai", "easy", "--json", NULL },
    { "tournament", "--deck", deck, "--ai", "easy,random", "--games", "2", "-j", "1", "--quiet",
      "--json", NULL },
  };
  Run run = { 0 };

  g_assert_true (g_file_set_contents (list_path, list, -1, NULL));
  g_assert_cmpint (run_cli (&run, "deck", "import-text", "--game", "grotto-beasts", "--format",
                            "rumble", list_path, "-o", deck, NULL), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      const char *const *c = commands[i];
      g_autoptr(JsonNode) root = NULL;
      JsonObject *object;

      g_assert_cmpint (run_cli (&run, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9],
                                c[10], NULL), ==, 0);
      root = parse_json (run.out);
      object = json_node_get_object (root);
      g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, "grotto-beasts");
      g_assert_cmpstr (json_object_get_string_member (object, "format"), ==, "rumble");
    }
  g_assert_cmpint (run_cli (&run, "simulate", "-d", deck, "--format", "classic", "--games", "1",
                            NULL), ==, 2);
  g_assert_nonnull (strstr (run.err, "Challenger"));
  run_clear (&run);
}

/* replay reads a record of every game: one game of each, saved by simulate --save, replays to
 * its end (the text says how it ended, as the rules say it), and --actions stops it early. */
static void
test_replay_every_game (void)
{
  g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
  g_autoptr(DriveInCatalog) catalog = drive_in_library_load_catalog (library, NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("cli-replay-XXXXXX", &error);
  const GameRules *const *games;
  guint n_games, n_replayed = 0;
  Run run = { 0 };

  g_assert_no_error (error);
  drive_in_library_add_builtin_sets (catalog, NULL, NULL);
  games = game_rules_list (&n_games);
  for (guint i = 0; i < n_games; i++)
    {
      const GameRules *rules = games[i];
      g_autofree char *dir = g_build_filename (tmp, rules->id, NULL);
      g_autofree char *name = g_strdup_printf ("%s-0001" GAME_RECORD_FILE_EXTENSION, rules->id);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GameRecord) record = NULL;
      g_autoptr(GameSession) session = NULL;
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *result = NULL;
      g_autofree char *half = NULL;
      JsonObject *object;
      guint n_actions;

      if (game_ai_lookup (rules->id) == NULL)
        continue;
      g_test_message ("%s", rules->id);
      g_assert_cmpint (run_cli (&run, "simulate", "--game", rules->id, "--games", "1", "--seed",
                                "5", "--ai", "random", "--save", dir, NULL), ==, 0);
      record = game_record_load (file, NULL, &error);
      g_assert_no_error (error);
      n_actions = game_record_get_n_actions (record);
      g_assert_cmpuint (n_actions, >, 2);
      session = game_session_new (catalog, record, GAME_RECORD_ALL, GAME_VIEWER_ALL, &error);
      g_assert_no_error (error);
      g_assert_true (game_session_is_over (session));
      result = rules->text.describe_result (game_session_get_view (session));

      /* To its end: every action applied, and the end the rules give. */
      g_assert_cmpint (run_cli (&run, "replay", path, "--json", NULL), ==, 0);
      root = parse_json (run.out);
      object = json_node_get_object (root);
      g_assert_cmpint (json_object_get_int_member (object, "actions"), ==, n_actions);
      g_assert_cmpint (json_object_get_int_member (object, "applied"), ==, n_actions);
      g_assert_true (json_object_get_null_member (object, "error"));
      if (!g_str_equal (rules->id, GROS_GAME_ID))
        {
          g_assert_cmpstr (json_object_get_string_member (object, "game"), ==, rules->id);
          g_assert_true (json_object_get_boolean_member (object, "over"));
          g_assert_cmpstr (json_object_get_string_member (object, "result"), ==, result);
          g_assert_true (json_object_has_member (object, "position"));
          g_assert_cmpint (run_cli (&run, "replay", path, NULL), ==, 0);
          g_assert_nonnull (strstr (run.out, "actions replayed"));
          g_assert_nonnull (strstr (run.out, result));
        }

      /* Stopped half way: not over, the decider named. */
      half = g_strdup_printf ("%u", n_actions / 2);
      g_assert_cmpint (run_cli (&run, "replay", path, "--actions", half, "--json", NULL), ==, 0);
      g_clear_pointer (&root, json_node_unref);
      root = parse_json (run.out);
      object = json_node_get_object (root);
      g_assert_cmpint (json_object_get_int_member (object, "applied"), ==, n_actions / 2);
      n_replayed++;
    }
  /* GROS and the three others at least. */
  g_assert_cmpuint (n_replayed, >=, 4);
  run_clear (&run);
  gros_test_rm_rf (tmp);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  if (g_getenv ("DRIVE_IN_CLI") != NULL)
    cli_path = g_strdup (g_getenv ("DRIVE_IN_CLI"));
  else if (argc > 1)
    cli_path = g_strdup (argv[1]);
  else
    g_error ("give the path of drive-in-cli as argument or in $DRIVE_IN_CLI");

  g_test_add_func ("/drive-in/cli-games/games", test_games);
  g_test_add_func ("/drive-in/cli-games/unknown-game", test_unknown_game);
  g_test_add_func ("/drive-in/cli-games/draft-gruff-options", test_draft_gruff_options);
  g_test_add_func ("/drive-in/cli-games/simulate-gros", test_simulate_gros);
  g_test_add_func ("/drive-in/cli-games/tournament-gros", test_tournament_gros);
  g_test_add_func ("/drive-in/cli-games/other-game-cards", test_other_game_cards);
  g_test_add_func ("/drive-in/cli-games/other-games-play", test_other_games_play);
  g_test_add_func ("/drive-in/cli-games/other-game-scenario", test_other_game_scenario);
  g_test_add_func ("/drive-in/cli-games/deck-format", test_deck_format);
  g_test_add_func ("/drive-in/cli-games/save-games", test_save_games);
  g_test_add_func ("/drive-in/cli-games/replay-every-game", test_replay_every_game);

  return g_test_run ();
}
