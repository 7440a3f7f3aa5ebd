/* cli-lab.c: drive-in-cli lab: how a deck plays (exact odds, AI games, sample hands). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "cli-lab.h"
#include "cli-private.h"
#include "gros-lab.h"

/* Cards listed as most and least played. */
#define LISTED_CARDS 8

static const char * const end_names[] = { "none", "credits", "out-of-plot", "twists",
                                          "stalemate" };

typedef struct
{
  GrosDeck         *deck;
  const char       *path;
  GrosOdds          odds;
  GrosLabResults   *results;   /* NULL with --games 0 */
  const char       *opponents; /* how the opponents were chosen, for people */
  GPtrArray        *hands;     /* of GrosLabHand */
  guint64           seed;
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
card_name (GrosCatalog *catalog,
           const char  *id)
{
  GrosCard *card = gros_catalog_lookup (catalog, id);

  return card != NULL ? gros_card_get_name (card) : id;
}

/* ------------------------------------------------------------------------------------ */
/* Text                                                                                 */

static void
print_odds (const Report *r)
{
  const GrosOdds *o = &r->odds;

  g_print (_("Deck: %s (%u cards: %u Characters of positive Defense, %u Roll the Credits, "
             "%u with a Popcorn Bucket)\n"), gros_deck_get_name (r->deck), o->deck.n_cards,
           o->deck.n_starters, o->deck.n_credits, o->deck.n_buckets);
  g_print (_("Opening hand of %u: %.1f%% hold a Character of positive Defense; "
             "%.3f redraws expected (%.3f if every redraw reshuffled the deck)\n"),
           o->model.hand_size, 100 * o->p_starter, o->expected_redraws,
           o->expected_redraws_if_reshuffled);
  if (o->p_kept_starter < 1 - 1e-9)
    g_print (_("The kept hand has no such Character in %.2f%% of deals.\n"),
             100 * (1 - o->p_kept_starter));

  g_print ("\n");
  g_print (_("Odds by turn, %u cards leaving the hand a turn (going first / not):\n"),
           o->model.plays_per_turn);
  g_print ("%4s  %7s  %7s  %17s  %13s\n", _("Turn"), _("Seen"), _("Hand"),
           _("Roll the Credits"), _("Buckets seen"));
  for (guint t = 0; t < o->model.n_turns; t++)
    {
      g_autofree char *seen = g_strdup_printf ("%u/%u", o->seen[GROS_ODDS_FIRST][t],
                                               o->seen[GROS_ODDS_OTHER][t]);
      g_autofree char *hand = g_strdup_printf ("%u/%u", o->hand[GROS_ODDS_FIRST][t],
                                               o->hand[GROS_ODDS_OTHER][t]);
      g_autofree char *credits = g_strdup_printf ("%5.1f%% / %5.1f%%",
                                                  100 * o->credits[GROS_ODDS_FIRST][t],
                                                  100 * o->credits[GROS_ODDS_OTHER][t]);
      g_autofree char *buckets = g_strdup_printf ("%4.1f / %4.1f", o->buckets[GROS_ODDS_FIRST][t],
                                                  o->buckets[GROS_ODDS_OTHER][t]);

      g_print ("%4u  %7s  %7s  %17s  %13s\n", t + 1, seen, hand, credits, buckets);
    }
}

static void
print_cards (GrosCatalog      *catalog,
             GrosLabResults   *results,
             GrosLabCardOrder  order)
{
  g_autoptr(GPtrArray) cards = gros_lab_results_sort_cards (results, order);

  g_print ("\n%s\n", order == GROS_LAB_MOST_PLAYED
                     ? _("Most played (plays from hand over all games):")
                     : _("Least played (copies drawn and never played, held at the end):"));
  g_print ("  %-16s %6s %6s %8s %6s  %s\n", _("Card"), _("Drawn"), _("Plays"), _("Unplayed"),
           _("Held"), _("Name"));
  for (guint i = 0; i < cards->len && i < LISTED_CARDS; i++)
    {
      GrosLabCard *c = g_ptr_array_index (cards, i);

      g_print ("  %-16s %6u %6u %8u %6u  %s\n", c->card_id, c->drawn, c->played,
               c->never_played, c->held_at_end, card_name (catalog, c->card_id));
    }
}

static void
print_results (GrosCatalog *catalog,
               const Report *r)
{
  GrosLabResults *res = r->results;
  double n = MAX (res->n_games, 1);

  g_print ("\n");
  g_print (_("Lab: %u games of %u players, %s AI in every seat, seed %" PRIu64
             "; opponents: %s\n"), res->n_games, res->n_seats,
           gros_ai_level_to_string (res->level), res->seed, r->opponents);
  g_print (_("Win rate: %.1f%% [%.1f%%, %.1f%%] (a deck as good as the others: %.1f%%); "
             "%u wins, %u ties, %u losses\n"), 100 * res->win_rate, 100 * res->win_low,
           100 * res->win_high, 100 * res->fair_rate, res->wins, res->ties, res->losses);
  g_print ("%s", _("By seat:"));
  for (guint s = 0; s < res->n_seats; s++)
    g_print (_("  %u: %.1f%% of %u"), s + 1,
             res->seat_games[s] > 0 ? 100 * res->seat_score[s] / res->seat_games[s] : 0.0,
             res->seat_games[s]);
  g_print ("\n");
  g_print (_("Final Ratings (this deck / an opponent): total %.1f / %.1f; Defense %.1f / %.1f; "
             "Title words %.1f / %.1f (%.1f / %.1f cards); banked %.1f / %.1f\n"),
           res->tested.total, res->opponents.total, res->tested.defense, res->opponents.defense,
           res->tested.title_points, res->opponents.title_points, res->tested.title_cards,
           res->opponents.title_cards, res->tested.banked, res->opponents.banked);
  g_print (_("Game length: %.1f turns (%.1f its own), %.0f actions\n"), res->mean_turns,
           res->mean_own_turns, res->mean_actions);
  g_print (_("Rolled the Credits: %u games (%.1f%%); Roll the Credits played: %u\n"),
           res->credits_rolled, 100 * res->credits_rolled / n, res->credits_played);
  g_print (_("Ends: %u credits, %u out of plot, %u third Twist, %u stalemate\n"),
           res->ends[GROS_END_CREDITS], res->ends[GROS_END_OUT_OF_PLOT],
           res->ends[GROS_END_TWISTS], res->ends[GROS_END_STALEMATE]);
  g_print (_("Cards leaving its hand per turn: %.2f (the odds above use %u; see --plays)\n"),
           res->cards_per_turn, r->odds.model.plays_per_turn);
  if (res->n_failed > 0)
    g_print (_("Games that failed: %u (first: %s)\n"), res->n_failed, res->first_problem);
  print_cards (catalog, res, GROS_LAB_MOST_PLAYED);
  print_cards (catalog, res, GROS_LAB_LEAST_PLAYED);
}

static void
print_hands (GrosCatalog  *catalog,
             const Report *r)
{
  for (guint h = 0; h < r->hands->len; h++)
    {
      GrosLabHand *hand = g_ptr_array_index (r->hands, h);

      g_print ("\n");
      g_print (_("Sample hand %u (seed %" PRIu64 ", %u redraws):\n"), h + 1,
               r->seed + h, hand->redraws);
      for (guint t = 0; t < hand->turns->len; t++)
        {
          GStrv ids = g_ptr_array_index (hand->turns, t);
          g_autoptr(GString) line = g_string_new (NULL);

          for (guint i = 0; ids[i] != NULL; i++)
            g_string_append_printf (line, "%s%s", i > 0 ? "; " : "", card_name (catalog, ids[i]));
          if (t == 0)
            g_print (_("  Opening hand: %s\n"), line->str);
          else
            g_print (_("  Turn %u draws: %s\n"), t + 1, ids[0] != NULL ? line->str : "—");
        }
    }
}

/* ------------------------------------------------------------------------------------ */
/* JSON                                                                                 */

static void
add_double (JsonBuilder *b,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_ratings (JsonBuilder          *b,
             const char           *name,
             const GrosLabRatings *r)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  add_double (b, "total", r->total);
  add_double (b, "defense", r->defense);
  add_double (b, "title_points", r->title_points);
  add_double (b, "title_cards", r->title_cards);
  add_double (b, "banked", r->banked);
  json_builder_end_object (b);
}

static void
json_odds (JsonBuilder    *b,
           const GrosOdds *o)
{
  json_builder_set_member_name (b, "odds");
  json_builder_begin_object (b);
  add_int (b, "hand_size", o->model.hand_size);
  add_int (b, "plays_per_turn", o->model.plays_per_turn);
  add_double (b, "p_starter", o->p_starter);
  add_double (b, "p_kept_starter", o->p_kept_starter);
  add_double (b, "expected_redraws", o->expected_redraws);
  add_double (b, "expected_redraws_if_reshuffled", o->expected_redraws_if_reshuffled);
  json_builder_set_member_name (b, "turns");
  json_builder_begin_array (b);
  for (guint t = 0; t < o->model.n_turns; t++)
    {
      json_builder_begin_object (b);
      add_int (b, "turn", t + 1);
      for (guint order = 0; order < GROS_ODDS_N_ORDERS; order++)
        {
          json_builder_set_member_name (b, order == GROS_ODDS_FIRST ? "first" : "other");
          json_builder_begin_object (b);
          add_int (b, "seen", o->seen[order][t]);
          add_int (b, "hand", o->hand[order][t]);
          add_double (b, "p_credits", o->credits[order][t]);
          add_double (b, "buckets_seen", o->buckets[order][t]);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
json_card_ids (JsonBuilder      *b,
               const char       *name,
               GrosLabResults   *results,
               GrosLabCardOrder  order)
{
  g_autoptr(GPtrArray) cards = gros_lab_results_sort_cards (results, order);

  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < cards->len && i < LISTED_CARDS; i++)
    json_builder_add_string_value (b, ((GrosLabCard *) g_ptr_array_index (cards, i))->card_id);
  json_builder_end_array (b);
}

static void
json_results (JsonBuilder  *b,
              const Report *r)
{
  GrosLabResults *res = r->results;

  json_builder_set_member_name (b, "run");
  json_builder_begin_object (b);
  add_int (b, "games", res->n_games);
  add_int (b, "failed_games", res->n_failed);
  add_int (b, "players", res->n_seats);
  json_builder_set_member_name (b, "level");
  json_builder_add_string_value (b, gros_ai_level_to_string (res->level));
  add_int (b, "seed", (gint64) res->seed);
  json_builder_set_member_name (b, "opponents");
  json_builder_add_string_value (b, r->opponents);
  add_int (b, "wins", res->wins);
  add_int (b, "ties", res->ties);
  add_int (b, "losses", res->losses);
  add_double (b, "win_rate", res->win_rate);
  add_double (b, "ci95_low", res->win_low);
  add_double (b, "ci95_high", res->win_high);
  add_double (b, "fair_rate", res->fair_rate);
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint s = 0; s < res->n_seats; s++)
    {
      json_builder_begin_object (b);
      add_int (b, "seat", s + 1);
      add_int (b, "games", res->seat_games[s]);
      add_double (b, "score", res->seat_score[s]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_ratings (b, "ratings", &res->tested);
  add_ratings (b, "opponent_ratings", &res->opponents);
  add_double (b, "mean_turns", res->mean_turns);
  add_double (b, "mean_own_turns", res->mean_own_turns);
  add_double (b, "mean_actions", res->mean_actions);
  add_int (b, "credits_rolled", res->credits_rolled);
  add_int (b, "credits_played", res->credits_played);
  add_double (b, "cards_per_turn", res->cards_per_turn);
  json_builder_set_member_name (b, "ends");
  json_builder_begin_object (b);
  for (guint e = 1; e < G_N_ELEMENTS (end_names); e++)
    add_int (b, end_names[e], res->ends[e]);
  json_builder_end_object (b);
  if (res->first_problem != NULL)
    {
      json_builder_set_member_name (b, "first_problem");
      json_builder_add_string_value (b, res->first_problem);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "cards");
  json_builder_begin_array (b);
  for (guint i = 0; i < res->cards->len; i++)
    {
      GrosLabCard *c = g_ptr_array_index (res->cards, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, c->card_id);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, c->name);
      add_int (b, "copies", c->copies);
      add_int (b, "drawn", c->drawn);
      add_int (b, "played", c->played);
      add_int (b, "discarded", c->discarded);
      add_int (b, "held_at_end", c->held_at_end);
      add_int (b, "never_played", c->never_played);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_card_ids (b, "most_played", res, GROS_LAB_MOST_PLAYED);
  json_card_ids (b, "least_played", res, GROS_LAB_LEAST_PLAYED);
}

static void
print_json (const Report *r)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "deck");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, gros_deck_get_name (r->deck));
  json_builder_set_member_name (b, "file");
  json_builder_add_string_value (b, r->path);
  add_int (b, "cards", r->odds.deck.n_cards);
  add_int (b, "starters", r->odds.deck.n_starters);
  add_int (b, "credits", r->odds.deck.n_credits);
  add_int (b, "buckets", r->odds.deck.n_buckets);
  add_int (b, "starter_buckets", r->odds.deck.n_starter_buckets);
  json_builder_end_object (b);
  json_odds (b, &r->odds);
  if (r->results != NULL)
    json_results (b, r);

  json_builder_set_member_name (b, "sample_hands");
  json_builder_begin_array (b);
  for (guint h = 0; h < r->hands->len; h++)
    {
      GrosLabHand *hand = g_ptr_array_index (r->hands, h);

      json_builder_begin_object (b);
      add_int (b, "seed", (gint64) (r->seed + h));
      add_int (b, "redraws", hand->redraws);
      json_builder_set_member_name (b, "turns");
      json_builder_begin_array (b);
      for (guint t = 0; t < hand->turns->len; t++)
        {
          GStrv ids = g_ptr_array_index (hand->turns, t);

          json_builder_begin_array (b);
          for (guint i = 0; ids[i] != NULL; i++)
            json_builder_add_string_value (b, ids[i]);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
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
  int players = 2, games = GROS_LAB_DEFAULT_GAMES, random_decks = 0, plays = -1;
  int turns = GROS_ODDS_DEFAULT_TURNS, jobs = 0, iterations = 0, hands = 0;
  gint64 seed = 1;
  gboolean json = FALSE, quiet = FALSE;
  const GOptionEntry entries[] = {
    { "vs", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &vs,
      N_("An opponent deck file (repeat for a gauntlet; default: random Feature Pack decks)"),
      N_("DECK") },
    { "random", 0, 0, G_OPTION_ARG_INT, &random_decks,
      N_("Add N random Feature Pack decks to the opponents"), "N" },
    { "release", 0, 0, G_OPTION_ARG_STRING, &release,
      N_("Release whose Feature Packs random decks use (default: any)"), N_("SIGIL") },
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
  g_autoptr(GrosCatalog) catalog = NULL;
  g_autoptr(GrosDeck) deck = NULL;
  g_autoptr(GPtrArray) opponents = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) sample_hands = g_ptr_array_new_with_free_func (
    (GDestroyNotify) gros_lab_hand_free);
  g_autoptr(GrosLabResults) results = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *opponents_label = NULL;
  GrosLabOptions options;
  Report report = { 0 };

  if (!cli_parse_options (cli_lookup_command ("lab"), entries, &argc, &argv))
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
  gros_lab_options_init (&options);
  if (level_name != NULL && !gros_ai_level_from_string (level_name, &options.level))
    {
      cli_error (_("lab: unknown AI level “%s” (random, easy, normal or hard)"), level_name);
      return CLI_EXIT_FAILURE;
    }
  if (players < 2 || players > GROS_MAX_SEATS || games < 0 || random_decks < 0 || jobs < 0
      || iterations < 0 || hands < 0 || turns < 1 || turns > GROS_ODDS_MAX_TURNS)
    {
      cli_error (_("lab: --players takes 2 to %d, --turns 1 to %d; --games, --random, --jobs, "
                   "--iterations and --hands take positive numbers"), GROS_MAX_SEATS,
                 GROS_ODDS_MAX_TURNS);
      return CLI_EXIT_FAILURE;
    }

  catalog = cli_load_catalog ();
  file = g_file_new_for_commandline_arg (argv[1]);
  deck = gros_deck_load (file, catalog, NULL, &error);
  if (deck == NULL)
    {
      cli_error ("lab: %s", error->message);
      return CLI_EXIT_FAILURE;
    }
  for (guint i = 0; vs != NULL && vs[i] != NULL; i++)
    {
      g_autoptr(GFile) vs_file = g_file_new_for_commandline_arg (vs[i]);
      GrosDeck *opponent = gros_deck_load (vs_file, catalog, NULL, &error);

      if (opponent == NULL)
        {
          cli_error ("lab: %s", error->message);
          return CLI_EXIT_FAILURE;
        }
      g_ptr_array_add (opponents, opponent);
    }

  report.deck = deck;
  report.path = argv[1];
  report.seed = seed;
  report.hands = sample_hands;
  if (plays < 0)
    plays = GROS_ODDS_DEFAULT_PLAYS_PER_TURN;
  if (!gros_lab_compute_odds (deck, plays, turns, &report.odds))
    {
      cli_error (_("lab: cannot compute the odds of %s with %d cards leaving the hand a turn"),
                 argv[1], plays);
      return CLI_EXIT_FAILURE;
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
        opponents_label = g_strdup_printf (_("%s and %d random Feature Pack decks"), vs_list,
                                           random_decks);
      else if (vs_list != NULL)
        opponents_label = g_steal_pointer (&vs_list);
      else if (random_decks > 0)
        opponents_label = g_strdup_printf (_("%d random Feature Pack decks"), random_decks);
      else
        opponents_label = g_strdup (_("a new random Feature Pack deck each game"));
      results = gros_lab_run (catalog, deck, opponents, &options,
                              quiet ? NULL : on_progress, NULL, NULL, &error);
      if (results == NULL)
        {
          cli_error ("lab: %s", error->message);
          return CLI_EXIT_FAILURE;
        }
      report.results = results;
      report.opponents = opponents_label;
    }

  for (int h = 0; h < hands; h++)
    {
      GrosLabHand *hand = gros_lab_sample_hand (catalog, deck, seed + h, MIN (turns, 4), plays,
                                                &error);

      if (hand == NULL)
        {
          cli_error ("lab: %s", error->message);
          return CLI_EXIT_FAILURE;
        }
      g_ptr_array_add (sample_hands, hand);
    }

  if (json)
    print_json (&report);
  else
    {
      print_odds (&report);
      if (results != NULL)
        print_results (catalog, &report);
      print_hands (catalog, &report);
    }
  return results != NULL && results->n_failed > 0 ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
}
