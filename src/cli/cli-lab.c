/* cli-lab.c: drive-in-cli lab: how a deck of any game plays (AI games from every seat; the
 * exact odds and sample hands of a game that prints them, CliLabOddsGame). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "cli-lab.h"
#include "cli-private.h"
#include "game-lab.h"

/* Cards listed as most and least played. */
#define LISTED_CARDS 8
/* Turns of the odds table unless --turns says otherwise. */
#define DEFAULT_ODDS_TURNS 15

/* Each game's odds and sample hands at the terminal, one line each. */
static const CliLabOddsGame *const odds_games[] = {
  &cli_lab_odds_gros,
};

typedef struct
{
  DriveInDeck         *deck;
  const char       *path;
  DriveInCatalog      *catalog;
  const CliLabOddsGame *odds_game; /* the deck's game's, or NULL */
  gpointer          odds;      /* what odds_game computed, or NULL */
  GameLabResults   *results;   /* NULL with --games 0 */
  const char       *opponents; /* how the opponents were chosen, for people */
} Report;

static void
on_progress (guint    done,
             guint    total,
             gpointer user_data)
{
  if (done % MAX (1, total / 10) == 0 || done == total)
    g_printerr (_("drive-in-cli: %u of %u games played\n"), done, total);
}

static const char *
card_name (DriveInCatalog *catalog,
           const char  *id)
{
  DriveInCard *card = drive_in_catalog_lookup (catalog, id);

  return card != NULL ? drive_in_card_get_name (card) : id;
}

/* A finished game never ends for the reason named "none" (GROS's reason 0). */
static gboolean
end_reason_shown (const GameRules *rules,
                  guint            reason)
{
  return !(reason == 0 && g_str_equal (rules->outcome.end_reasons[0], "none"));
}

/* ------------------------------------------------------------------------------------ */
/* Text                                                                                 */

static void
print_cards (DriveInCatalog      *catalog,
             GameLabResults   *results,
             GameLabCardOrder  order)
{
  g_autoptr(GPtrArray) cards = game_lab_sort_cards (results->cards, order);

  g_print ("\n%s\n", order == GAME_LAB_MOST_PLAYED
                     ? _("Most played (plays from hand over all games):")
                     : _("Least played (copies drawn and never played, held at the end):"));
  g_print ("  %-16s %6s %6s %8s %6s  %s\n", _("Card"), _("Drawn"), _("Plays"), _("Unplayed"),
           _("Held"), _("Name"));
  for (guint i = 0; i < cards->len && i < LISTED_CARDS; i++)
    {
      GameLabCard *c = g_ptr_array_index (cards, i);

      g_print ("  %-16s %6u %6u %8u %6u  %s\n", c->card_id, c->drawn, c->played,
               c->never_played, c->held_at_end, card_name (catalog, c->card_id));
    }
}

static void
print_results (const Report *r)
{
  GameLabResults *res = r->results;
  const GameRules *rules = res->rules;
  g_autoptr(GString) ends = g_string_new (NULL);
  double n = MAX (res->n_games, 1);

  g_print ("\n");
  g_print (_("Lab: %u games of %u players, %s AI in every seat, seed %" PRIu64
             "; opponents: %s\n"), res->n_games, res->n_seats,
           game_ai_level_to_string (res->level), res->seed, r->opponents);
  g_print (_("Win rate: %.1f%% [%.1f%%, %.1f%%] (a deck as good as the others: %.1f%%); "
             "%u wins, %u ties, %u losses\n"), 100 * res->win_rate, 100 * res->win_low,
           100 * res->win_high, 100 * res->fair_rate, res->wins, res->ties, res->losses);
  g_print ("%s", _("By seat:"));
  for (guint s = 0; s < res->n_seats; s++)
    g_print (_("  %u: %.1f%% of %u"), s + 1,
             res->seat_games[s] > 0 ? 100 * res->seat_score[s] / res->seat_games[s] : 0.0,
             res->seat_games[s]);
  g_print ("\n");
  if (res->hooks != NULL && res->hooks->describe != NULL)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      res->hooks->describe (res, text);
      g_print ("%s", text->str);
    }
  else
    g_print (_("Final %s (this deck / an opponent): %.1f / %.1f\n"),
             rules->outcome.score_label != NULL ? _(rules->outcome.score_label) : _("Score"),
             res->mean_score, res->opponent_mean_score);
  if (res->has_own_turns)
    g_print (_("Game length: %.1f turns (%.1f its own), %.0f actions\n"), res->mean_turns,
             res->own_turns / n, res->mean_actions);
  else
    g_print (_("Game length: %.1f turns, %.0f actions\n"), res->mean_turns, res->mean_actions);
  for (guint e = 0; e < rules->outcome.n_end_reasons; e++)
    if (end_reason_shown (rules, e))
      {
        /* TRANSLATORS: one end reason and its count, "4 credits". */
        g_string_append_printf (ends, _("%s%u %s"), ends->len > 0 ? ", " : "", res->ends[e],
                                rules->outcome.end_reason_labels != NULL
                                ? _(rules->outcome.end_reason_labels[e])
                                : rules->outcome.end_reasons[e]);
      }
  g_print (_("Ends: %s\n"), ends->str);
  if (r->odds != NULL)
    r->odds_game->print_pace (r->odds, res);
  if (res->n_failed > 0)
    g_print (_("Games that failed: %u (first: %s)\n"), res->n_failed, res->first_problem);
  if (res->has_cards)
    {
      print_cards (r->catalog, res, GAME_LAB_MOST_PLAYED);
      print_cards (r->catalog, res, GAME_LAB_LEAST_PLAYED);
    }
}

/* ------------------------------------------------------------------------------------ */
/* JSON                                                                                 */

static void
json_card_ids (JsonBuilder      *b,
               const char       *name,
               GameLabResults   *results,
               GameLabCardOrder  order)
{
  g_autoptr(GPtrArray) cards = game_lab_sort_cards (results->cards, order);

  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < cards->len && i < LISTED_CARDS; i++)
    json_builder_add_string_value (b, ((GameLabCard *) g_ptr_array_index (cards, i))->card_id);
  json_builder_end_array (b);
}

static void
json_results (JsonBuilder  *b,
              const Report *r)
{
  GameLabResults *res = r->results;
  const GameRules *rules = res->rules;

  json_builder_set_member_name (b, "run");
  json_builder_begin_object (b);
  cli_json_add_int (b, "games", res->n_games);
  cli_json_add_int (b, "failed_games", res->n_failed);
  cli_json_add_int (b, "players", res->n_seats);
  json_builder_set_member_name (b, "level");
  json_builder_add_string_value (b, game_ai_level_to_string (res->level));
  cli_json_add_int (b, "seed", (gint64) res->seed);
  json_builder_set_member_name (b, "opponents");
  json_builder_add_string_value (b, r->opponents);
  cli_json_add_int (b, "wins", res->wins);
  cli_json_add_int (b, "ties", res->ties);
  cli_json_add_int (b, "losses", res->losses);
  cli_json_add_double (b, "win_rate", res->win_rate);
  cli_json_add_double (b, "ci95_low", res->win_low);
  cli_json_add_double (b, "ci95_high", res->win_high);
  cli_json_add_double (b, "fair_rate", res->fair_rate);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint s = 0; s < res->n_seats; s++)
    {
      json_builder_begin_object (b);
      cli_json_add_int (b, "seat", s + 1);
      cli_json_add_int (b, "games", res->seat_games[s]);
      cli_json_add_double (b, "score", res->seat_score[s]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  cli_json_add_double (b, "mean_score", res->mean_score);
  cli_json_add_double (b, "opponent_mean_score", res->opponent_mean_score);
  if (res->hooks != NULL && res->hooks->add_json != NULL)
    res->hooks->add_json (res, b);
  cli_json_add_double (b, "mean_turns", res->mean_turns);
  if (res->has_own_turns)
    cli_json_add_double (b, "mean_own_turns", res->n_games > 0 ? res->own_turns / res->n_games : 0);
  cli_json_add_double (b, "mean_actions", res->mean_actions);
  json_builder_set_member_name (b, "ends");
  json_builder_begin_object (b);
  for (guint e = 0; e < rules->outcome.n_end_reasons; e++)
    if (end_reason_shown (rules, e))
      cli_json_add_int (b, rules->outcome.end_reasons[e], res->ends[e]);
  json_builder_end_object (b);
  if (res->first_problem != NULL)
    {
      json_builder_set_member_name (b, "first_problem");
      json_builder_add_string_value (b, res->first_problem);
    }
  json_builder_end_object (b);

  if (!res->has_cards)
    return;
  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint i = 0; i < res->cards->len; i++)
    {
      GameLabCard *c = g_ptr_array_index (res->cards, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, c->card_id);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, c->name);
      cli_json_add_int (b, "copies", c->copies);
      cli_json_add_int (b, "drawn", c->drawn);
      cli_json_add_int (b, "played", c->played);
      cli_json_add_int (b, "discarded", c->discarded);
      cli_json_add_int (b, "held_at_end", c->held_at_end);
      cli_json_add_int (b, "never_played", c->never_played);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_card_ids (b, "most_played", res, GAME_LAB_MOST_PLAYED);
  json_card_ids (b, "least_played", res, GAME_LAB_LEAST_PLAYED);
}

static void
print_json (const Report *r)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, drive_in_deck_get_game (r->deck));
  json_builder_set_member_name (b, "deck");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, drive_in_deck_get_name (r->deck));
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, r->path);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, drive_in_deck_get_variant (r->deck));
  cli_json_add_int (b, "cards", drive_in_deck_get_n_cards (r->deck));
  if (r->odds != NULL)
    r->odds_game->add_deck_json (r->odds, b);
  json_builder_end_object (b);
  if (r->odds != NULL)
    r->odds_game->add_json (r->odds, b);
  if (r->results != NULL)
    json_results (b, r);
  if (r->odds != NULL)
    r->odds_game->add_hands_json (r->odds, b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  cli_print_json (root);
}

/* ------------------------------------------------------------------------------------ */
/* The command                                                                          */

int
cli_lab (int    argc,
         char **argv)
{
  g_auto(GStrv) vs = NULL;
  g_autofree char *level_name = NULL;
  g_autofree char *release = NULL;
  g_autofree char *game_id = NULL;
  int players = 2, games = GAME_LAB_DEFAULT_GAMES, random_decks = 0, plays = -1;
  int turns = DEFAULT_ODDS_TURNS, jobs = 0, iterations = 0, hands = 0;
  gint64 seed = 1;
  gboolean json = FALSE, quiet = FALSE;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("Refuse a deck of another game than ID (the deck's own game is played)"), N_("ID") },
    { "vs", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &vs,
      N_("An opponent deck file (repeat for a gauntlet; default: random decks)"), N_("DECK") },
    { "random", 0, 0, G_OPTION_ARG_INT, &random_decks,
      N_("Add N random decks to the opponents"), "N" },
    { "release", 0, 0, G_OPTION_ARG_STRING, &release,
      N_("Release whose cards random decks use (default: any)"), N_("SIGIL") },
    { "players", 0, 0, G_OPTION_ARG_INT, &players, N_("Seats per game, 2 to 6 (default 2)"),
      "N" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_name,
      N_("AI level of every seat: random, easy, normal (default), hard"), N_("LEVEL") },
    { "games", 0, 0, G_OPTION_ARG_INT, &games,
      N_("Games to play (default 200; 0: the odds only)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of games and sample hands (default 1)"),
      "S" },
    { "plays", 0, 0, G_OPTION_ARG_INT, &plays,
      N_("Cards leaving the hand each turn, for the odds (default 2)"), "N" },
    { "turns", 0, 0, G_OPTION_ARG_INT, &turns, N_("Turns in the odds table (default 15)"), "N" },
    { "hands", 0, 0, G_OPTION_ARG_INT, &hands, N_("Deal N sample hands (default 0)"), "N" },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      N_("Games played at once (default: one per processor)"), "N" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations,
      N_("HARD search iterations per decision (default 1000)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON document"), NULL },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("Do not report progress on stderr"), NULL },
    { NULL }
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GPtrArray) opponents = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GameLabResults) results = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *opponents_label = NULL;
  const DriveInGameInfo *info = NULL;
  GameLabOptions options;
  Report report = { 0 };
  int status = CLI_EXIT_FAILURE;

  if (!cli_parse_options (cli_lookup_command ("lab"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (game_id != NULL && (info = cli_lookup_game_info ("lab", game_id)) == NULL)
    return CLI_EXIT_FAILURE;
  if (argc < 2)
    {
      cli_error (_("lab: a deck file is required"));
      return CLI_EXIT_FAILURE;
    }
  if (argc > 2)
    {
      cli_error (_("lab: unexpected argument “%s”"), argv[2]);
      return CLI_EXIT_FAILURE;
    }
  game_lab_options_init (&options);
  if (level_name != NULL && !game_ai_level_from_string (level_name, &options.level))
    {
      cli_error (_("lab: unknown AI level “%s” (random, easy, normal or hard)"), level_name);
      return CLI_EXIT_FAILURE;
    }
  if (players < 2 || players > GAME_MAX_SEATS || games < 0 || random_decks < 0 || jobs < 0
      || iterations < 0 || hands < 0 || turns < 1 || turns > GAME_LAB_ODDS_MAX_TURNS)
    {
      cli_error (_("lab: --players takes 2 to %d, --turns 1 to %d; --games, --random, --jobs, "
                   "--iterations and --hands take positive numbers"), GAME_MAX_SEATS,
                 GAME_LAB_ODDS_MAX_TURNS);
      return CLI_EXIT_FAILURE;
    }

  catalog = cli_load_catalog ();
  if ((deck = cli_load_deck ("lab", catalog, argv[1])) == NULL)
    return CLI_EXIT_FAILURE;
  if (info != NULL && !g_str_equal (drive_in_deck_get_game (deck), info->id))
    {
      cli_error (_("lab: %s is a deck of %s, not of %s"), argv[1], drive_in_deck_get_game (deck),
                 info->id);
      return CLI_EXIT_FAILURE;
    }
  if (cli_deck_game_rules ("lab", deck) == NULL)
    return CLI_EXIT_FAILURE;
  cli_add_game_cards (catalog, drive_in_deck_get_game (deck));
  drive_in_deck_set_catalog (deck, catalog);
  for (guint i = 0; vs != NULL && vs[i] != NULL; i++)
    {
      DriveInDeck *opponent = cli_load_deck ("lab", catalog, vs[i]);

      if (opponent == NULL)
        return CLI_EXIT_FAILURE;
      g_ptr_array_add (opponents, opponent);
    }

  report.deck = deck;
  report.path = argv[1];
  report.catalog = catalog;
  /* Odds and sample hands are for the games that print them. */
  for (guint i = 0; i < G_N_ELEMENTS (odds_games); i++)
    if (g_str_equal (odds_games[i]->game_id, drive_in_deck_get_game (deck)))
      report.odds_game = odds_games[i];
  if (report.odds_game != NULL)
    {
      report.odds = report.odds_game->compute (catalog, deck, argv[1], plays, turns, hands, seed);
      if (report.odds == NULL)
        goto out;
    }
  else if (hands > 0)
    {
      const DriveInGameInfo *deck_game = drive_in_game_info_lookup (drive_in_deck_get_game (deck));

      /* Translators: "lab: cave.drive-in-deck is a deck of Grotto Beasts!, whose lab has..." */
      g_printerr (_("lab: %s is a deck of %s, whose lab has no sample hands or odds\n"), argv[1],
                  deck_game != NULL ? drive_in_game_info_get_label (deck_game)
                                    : drive_in_deck_get_game (deck));
    }

  if (games > 0)
    {
      g_autofree char *vs_list = vs != NULL ? g_strjoinv (", ", vs) : NULL;

      options.n_seats = players;
      options.n_games = games;
      options.seed = seed;
      options.n_random_opponents = random_decks;
      options.random_sigil = release;
      options.n_threads = jobs;
      if (iterations > 0)
        options.hard_iterations = iterations;
      if (vs_list != NULL && random_decks > 0)
        opponents_label = g_strdup_printf (_("%s and %d random decks"), vs_list, random_decks);
      else if (vs_list != NULL)
        opponents_label = g_steal_pointer (&vs_list);
      else if (random_decks > 0)
        opponents_label = g_strdup_printf (_("%d random decks"), random_decks);
      else
        opponents_label = g_strdup (_("a new random deck each game"));
      results = game_lab_run (catalog, deck, opponents, &options, quiet ? NULL : on_progress,
                              NULL, NULL, &error);
      if (results == NULL)
        {
          cli_error ("lab: %s", error->message);
          goto out;
        }
      report.results = results;
      report.opponents = opponents_label;
    }

  if (json)
    print_json (&report);
  else
    {
      if (report.odds != NULL)
        report.odds_game->print (report.odds, deck);
      if (results != NULL)
        print_results (&report);
      if (report.odds != NULL)
        report.odds_game->print_hands (report.odds, catalog);
    }
  status = results != NULL && results->n_failed > 0 ? CLI_EXIT_FAILURE : CLI_EXIT_OK;

out:
  if (report.odds != NULL)
    report.odds_game->free (report.odds);
  return status;
}
