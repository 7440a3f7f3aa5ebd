/* cli-simulate.c: drive-in-cli simulate: whole games of any game between AI seats. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <inttypes.h>

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli-private.h"
#include "cli-simulate.h"
#include "drive-in-card-text.h"
#include "game-ai.h"
#include "game-seat-deck.h"

/* A game that runs this many actions is cut short: far above any real game, so reaching it
 * means the engine looped. */
#define ACTION_CAP 20000
/* Parts of a score a game may report (GameRules.outcome.n_score_parts). */
#define MAX_SCORE_PARTS 16

/* ------------------------------------------------------------------------------------ */
/* Players                                                                              */

/* How a seat picks among the legal actions. Other players (the AIs of src/ai) join the
 * table below with their own state. */
typedef struct
{
  const char *name;
  const char *summary;
  gboolean    needs_ai;  /* the game must have an AI (game_ai_lookup()) */
  gpointer  (*create)  (const GameAi *ai,
                        guint64       seed);
  guint     (*choose)  (gpointer          player,
                        gconstpointer     state,
                        const GameAction *actions,
                        guint             n_actions);
  void      (*destroy) (gpointer player);
} CliPolicy;

static gpointer
random_create (const GameAi *ai,
               guint64       seed)
{
  guint32 words[2] = { (guint32) seed, (guint32) (seed >> 32) };

  return g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));
}

static guint
random_choose (gpointer          player,
               gconstpointer     state,
               const GameAction *actions,
               guint             n_actions)
{
  return g_rand_int_range (player, 0, n_actions);
}

static void
random_destroy (gpointer player)
{
  g_rand_free (player);
}

/* The AI levels of src/ai, at their default budget; each decision's seed comes from the
 * seat's seed and the action count, so a run is reproducible (HARD: while its time cap does
 * not cut a search short). */
typedef struct
{
  const GameAi *ai;
  GameAiLevel   level;
  guint64       seed;
} AiSeat;

static gpointer
ai_create (const GameAi *ai,
           GameAiLevel   level,
           guint64       seed)
{
  AiSeat *seat = g_new (AiSeat, 1);

  seat->ai = ai;
  seat->level = level;
  seat->seed = seed;
  return seat;
}

static gpointer
easy_create (const GameAi *ai,
             guint64       seed)
{
  return ai_create (ai, GAME_AI_EASY, seed);
}

static gpointer
normal_create (const GameAi *ai,
               guint64       seed)
{
  return ai_create (ai, GAME_AI_NORMAL, seed);
}

static gpointer
hard_create (const GameAi *ai,
             guint64       seed)
{
  return ai_create (ai, GAME_AI_HARD, seed);
}

static guint
ai_choose (gpointer          player,
           gconstpointer     state,
           const GameAction *actions,
           guint             n_actions)
{
  AiSeat *seat = player;
  const GameRules *rules = seat->ai->rules;
  GameAction chosen;

  if (n_actions > 1
      && game_ai_choose (seat->ai, seat->level, state, rules->play.deciding_seat (state), NULL,
                         seat->seed ^ ((guint64) rules->play.n_actions (state)
                                       * 0x9e3779b97f4a7c15ull),
                         &chosen, NULL))
    for (guint i = 0; i < n_actions; i++)
      if (rules->play.action_equal (&actions[i], &chosen))
        return i;
  return 0;
}

static const CliPolicy policies[] = {
  { "random", N_("picks a legal action at random"), FALSE, random_create, random_choose,
    random_destroy },
  { "easy", N_("the heuristic player, with deliberate mistakes"), TRUE, easy_create, ai_choose,
    g_free },
  { "normal", N_("one-ply lookahead over sampled worlds"), TRUE, normal_create, ai_choose,
    g_free },
  { "hard", N_("Monte Carlo Tree Search, default budget"), TRUE, hard_create, ai_choose, g_free },
};

static const CliPolicy *
lookup_policy (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (policies); i++)
    if (g_str_equal (policies[i].name, name))
      return &policies[i];
  return NULL;
}

/* ------------------------------------------------------------------------------------ */
/* Games                                                                                */

/* splitmix64: one master seed gives every game, deck and seat its own stream. */
static guint64
mix_seed (guint64 seed,
          guint64 salt)
{
  guint64 z = seed + (salt + 1) * 0x9e3779b97f4a7c15ull;

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Sums over games, by seat; end reasons are the game's, then one for games cut short. */
typedef struct
{
  const GameRules *rules;
  const GameAi    *ai;       /* for turn counts; may be NULL */
  guint            n_seats;
  guint            n_games;
  double           wins[GAME_MAX_SEATS];    /* ties split */
  double           scores[GAME_MAX_SEATS];
  double          *parts;                   /* [seat * n_score_parts + part] */
  guint           *ends;                    /* [n_end_reasons + 1] */
  guint64          turns;
  guint64          actions;
  double           seconds;
} Tally;

/* Plays one game to its end; FALSE (with @error naming the game's seed) on an engine
 * failure. With @out_record, the game's record (set-up and every action) goes there. */
static gboolean
play_game (Tally           *tally,
           gpointer         db,
           gconstpointer    params,
           GameSeatDeck   **decks,
           GameSeatDeck    *shared,
           guint64          seed,
           const CliPolicy *policy,
           GameRecord     **out_record,
           GError         **error)
{
  static GameAction actions[GAME_MAX_ACTIONS];
  const GameRules *rules = tally->rules;
  g_autoptr(GError) local_error = NULL;
  g_autofree gpointer state = game_state_new (rules);
  gpointer players[GAME_MAX_SEATS] = { NULL };
  GameSetup setup = { 0 };
  GameResult result;
  gboolean ok = TRUE, cut = FALSE;

  setup.n_seats = tally->n_seats;
  setup.seed = seed;
  setup.params = params;
  setup.db = db;
  setup.previous_loser = GAME_NO_SEAT;
  for (guint s = 0; s < tally->n_seats; s++)
    game_seat_deck_fill_setup (decks[s], &setup, s);
  if (shared != NULL)
    game_seat_deck_fill_shared (shared, &setup);
  if (!rules->play.init (state, &setup, NULL, NULL, &local_error))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("Game with seed %" PRIu64
                   " cannot be set up: %s"), seed, local_error->message);
      return FALSE;
    }
  if (out_record != NULL)
    *out_record = game_record_new_for_setup (rules, db, &setup);
  for (guint s = 0; s < setup.n_seats; s++)
    players[s] = policy->create (tally->ai, mix_seed (seed, s + 1));

  while (!rules->play.is_over (state))
    {
      guint seat = rules->play.deciding_seat (state);
      guint n = rules->play.legal_actions (state, actions, G_N_ELEMENTS (actions));
      guint pick;

      if (rules->play.n_actions (state) >= ACTION_CAP)
        {
          cut = TRUE;
          break;
        }
      if (n == 0)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       _("Game with seed %" PRIu64 ": seat %u has no legal action "
                         "after %u actions"), seed, seat + 1, rules->play.n_actions (state));
          ok = FALSE;
          break;
        }
      pick = policy->choose (players[seat], state, actions, n);
      if (!rules->play.apply (state, &actions[pick], NULL, NULL, &local_error))
        {
          g_autofree char *text = rules->text.action_to_string (&actions[pick]);

          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       _("Game with seed %" PRIu64 ": the legal action “%s” was "
                         "refused after %u actions: %s"), seed, text, rules->play.n_actions (state),
                       local_error->message);
          ok = FALSE;
          break;
        }
      if (out_record != NULL)
        game_record_add_action (*out_record, &actions[pick]);
    }
  for (guint s = 0; s < setup.n_seats; s++)
    policy->destroy (players[s]);
  if (!ok)
    return FALSE;

  rules->play.result (state, &result);
  tally->n_games++;
  tally->ends[cut ? rules->outcome.n_end_reasons
                  : MIN (result.reason, rules->outcome.n_end_reasons - 1)]++;
  tally->turns += tally->ai != NULL ? tally->ai->turn (state) : 0;
  tally->actions += rules->play.n_actions (state);
  if (!cut)
    {
      guint n_winners = 0;

      for (guint s = 0; s < tally->n_seats; s++)
        n_winners += (result.winners >> s) & 1;
      for (guint s = 0; s < tally->n_seats; s++)
        if ((result.winners >> s) & 1)
          tally->wins[s] += 1.0 / n_winners;
    }
  for (guint s = 0; s < tally->n_seats; s++)
    {
      double parts[MAX_SCORE_PARTS] = { 0 };

      tally->scores[s] += result.scores[s];
      if (rules->outcome.score_parts == NULL)
        continue;
      rules->outcome.score_parts (state, s, parts);
      for (guint p = 0; p < rules->outcome.n_score_parts; p++)
        tally->parts[s * rules->outcome.n_score_parts + p] += parts[p];
    }
  return TRUE;
}

/* ------------------------------------------------------------------------------------ */
/* Output                                                                               */

static double
ratio (double   sum,
       guint    n)
{
  return n > 0 ? sum / n : 0.0;
}

/* A finished game never ends for the reason named "none" (GROS's reason 0): it is left out of
 * summaries. */
static gboolean
end_reason_shown (const GameRules *rules,
                  guint            reason)
{
  return !(reason == 0 && g_str_equal (rules->outcome.end_reasons[0], "none"));
}

static const char *
end_reason_label (const GameRules *rules,
                  guint            reason)
{
  if (reason == rules->outcome.n_end_reasons)
    return _("cut (action cap)");
  if (rules->outcome.end_reason_labels != NULL)
    return _(rules->outcome.end_reason_labels[reason]);
  return rules->outcome.end_reasons[reason];
}

static void
print_json (const Tally     *tally,
            const char      *variant_id,
            guint64          seed,
            const CliPolicy *policy,
            char           **labels)
{
  const GameRules *rules = tally->rules;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *seed_text = g_strdup_printf ("%" PRIu64, seed);
  g_autofree char *score_member = g_strdup_printf ("mean_%s",
                                                   rules->outcome.score_name != NULL
                                                   ? rules->outcome.score_name : "score");
  guint n = tally->n_games;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, rules->id);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, n);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, tally->n_seats);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed_text);
  json_builder_set_member_name (builder, "ai");
  json_builder_add_string_value (builder, policy->name);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, variant_id);

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint s = 0; s < tally->n_seats; s++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, s + 1);
      json_builder_set_member_name (builder, "deck");
      if (labels[s] != NULL)
        json_builder_add_string_value (builder, labels[s]);
      else
        json_builder_add_null_value (builder);
      cli_json_add_double (builder, "wins", tally->wins[s]);
      cli_json_add_double (builder, "win_rate", ratio (tally->wins[s], n));
      json_builder_set_member_name (builder, score_member);
      json_builder_begin_object (builder);
      cli_json_add_double (builder, "total", ratio (tally->scores[s], n));
      for (guint p = 0; p < rules->outcome.n_score_parts; p++)
        cli_json_add_double (builder, rules->outcome.score_part_names[p],
                             ratio (tally->parts[s * rules->outcome.n_score_parts + p], n));
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "ends");
  json_builder_begin_object (builder);
  for (guint e = 0; e <= rules->outcome.n_end_reasons; e++)
    {
      if (e < rules->outcome.n_end_reasons && !end_reason_shown (rules, e))
        continue;
      json_builder_set_member_name (builder, e < rules->outcome.n_end_reasons
                                             ? rules->outcome.end_reasons[e] : "action-cap");
      json_builder_add_int_value (builder, tally->ends[e]);
    }
  json_builder_end_object (builder);
  cli_json_add_double (builder, "mean_turns", ratio (tally->turns, n));
  cli_json_add_double (builder, "mean_actions", ratio (tally->actions, n));
  cli_json_add_double (builder, "seconds", tally->seconds);
  cli_json_add_double (builder, "games_per_second", tally->seconds > 0 ? n / tally->seconds : 0.0);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  cli_print_json (root);
}

static char *
format_number (double value)
{
  return g_strdup_printf ("%.1f", value);
}

static void
print_text (const Tally     *tally,
            const char      *variant_label,
            guint64          seed,
            const CliPolicy *policy,
            char           **labels)
{
  const GameRules *rules = tally->rules;
  g_autoptr(GPtrArray) headers = g_ptr_array_new ();
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  g_autofree guint *widths = NULL;
  guint n = tally->n_games, n_columns;

  g_ptr_array_add (headers, _("Seat"));
  g_ptr_array_add (headers, _("Wins"));
  g_ptr_array_add (headers, _("Win %"));
  g_ptr_array_add (headers, rules->outcome.score_label != NULL ? _(rules->outcome.score_label)
                                                               : _("Score"));
  for (guint p = 0; p < rules->outcome.n_score_parts; p++)
    g_ptr_array_add (headers, _(rules->outcome.score_part_labels[p]));
  g_ptr_array_add (headers, _("Deck"));
  n_columns = headers->len;
  widths = g_new0 (guint, n_columns);

  g_print (ngettext ("%u game of %s, %u players, %s AI, seed %" PRIu64 "\n",
                     "%u games of %s, %u players, %s AI, seed %" PRIu64 "\n", n),
           n, variant_label, tally->n_seats, policy->name, seed);
  g_print ("\n");

  for (guint s = 0; s < tally->n_seats; s++)
    {
      char **row = g_new0 (char *, n_columns + 1);
      guint c = 0;

      row[c++] = g_strdup_printf ("%u", s + 1);
      row[c++] = format_number (tally->wins[s]);
      row[c++] = format_number (100.0 * ratio (tally->wins[s], n));
      row[c++] = format_number (ratio (tally->scores[s], n));
      for (guint p = 0; p < rules->outcome.n_score_parts; p++)
        row[c++] = format_number (ratio (tally->parts[s * rules->outcome.n_score_parts + p], n));
      row[c++] = g_strdup (labels[s] != NULL ? labels[s] : _("random deck"));
      g_ptr_array_add (rows, row);
    }
  for (guint c = 0; c < n_columns; c++)
    {
      widths[c] = g_utf8_strlen (headers->pdata[c], -1);
      for (guint r = 0; r < rows->len; r++)
        widths[c] = MAX (widths[c], g_utf8_strlen (((char **) rows->pdata[r])[c], -1));
    }
  for (guint r = 0; r <= rows->len; r++)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      for (guint c = 0; c < n_columns; c++)
        {
          const char *cell = r == 0 ? headers->pdata[c] : ((char **) rows->pdata[r - 1])[c];
          gboolean last = c + 1 == n_columns;

          /* Figures are right-aligned; the seat number and the deck read from the left. */
          drive_in_text_append_padded (line, cell, last ? 0 : widths[c], c > 0 && !last);
          if (!last)
            g_string_append (line, "  ");
        }
      g_print ("%s\n", line->str);
    }

  g_print ("\n%s\n", _("Ends:"));
  for (guint e = 0; e <= rules->outcome.n_end_reasons; e++)
    {
      g_autoptr(GString) line = g_string_new ("  ");

      if (e < rules->outcome.n_end_reasons && !end_reason_shown (rules, e))
        continue;
      drive_in_text_append_padded (line, end_reason_label (rules, e), 22, FALSE);
      g_print ("%s %6u  %5.1f%%\n", line->str, tally->ends[e], 100.0 * ratio (tally->ends[e], n));
    }
  g_print ("\n");
  g_print (_("Mean turns per game: %.1f\n"), ratio (tally->turns, n));
  g_print (_("Mean actions per game: %.1f\n"), ratio (tally->actions, n));
  g_print (_("Speed: %.1f games/s (%.2f s)\n"),
           tally->seconds > 0 ? n / tally->seconds : 0.0, tally->seconds);
}

/* ------------------------------------------------------------------------------------ */
/* simulate                                                                             */

static gboolean
parse_seed (const char *text,
            guint64    *out)
{
  return g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out, NULL);
}

/* The seats a game of @params may have. */
static void
seat_range (const GameRules *rules,
            gconstpointer    params,
            guint           *min,
            guint           *max)
{
  const char *variant_id = rules->params_variant != NULL ? rules->params_variant (params) : NULL;
  const GameVariant *variant = variant_id != NULL ? game_rules_find_variant (rules, variant_id)
                                                  : NULL;

  *min = rules->min_seats;
  *max = MIN (rules->max_seats, GAME_MAX_SEATS);
  if (variant != NULL && variant->min_seats > 0)
    *min = MAX (*min, variant->min_seats);
  if (variant != NULL && variant->max_seats > 0)
    *max = MIN (*max, variant->max_seats);
}

int
cli_simulate (int    argc,
              char **argv)
{
  int players = 0, games = 100;
  g_auto(GStrv) deck_paths = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *ai_name = NULL;
  g_autofree char *release = NULL;
  g_autofree char *format_id = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *save_dir = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("The game to play (default: the decks' own, or gros); see 'drive-in-cli games'"),
      N_("ID") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &players,
      N_("Seats at the table (default 2, or the variant's fewest)"), N_("N") },
    { "deck", 'd', 0, G_OPTION_ARG_FILENAME_ARRAY, &deck_paths,
      N_("A deck file for the next seat (repeat; other seats get random decks)"), N_("FILE") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("Games to play (default 100)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the whole run (default: a random one, printed)"), N_("S") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai_name,
      N_("How every seat plays: random, easy, normal or hard"), N_("NAME") },
    { "release", 'r', 0, G_OPTION_ARG_STRING, &release,
      N_("Random decks only from the cards of the release SIGIL"), N_("SIGIL") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_id,
      N_("Rules of the format or variant ID (default: the first deck's, else the game's first, "
         "feature-film for GROS); random decks are fitted to it"), N_("ID") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &format_id, N_("The same as --format"), N_("ID") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save_dir,
      N_("Write each game's record into DIR (opens in the app, replays)"), N_("DIR") },
    { NULL }
  };
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GPtrArray) decks_given = g_ptr_array_new_with_free_func (
    (GDestroyNotify) game_seat_deck_free);
  g_autoptr(GError) error = NULL;
  g_autofree gpointer params = NULL;
  g_autofree char *variant_label = NULL;
  g_autofree double *parts = NULL;
  g_autofree guint *ends = NULL;
  const char *sigils[2] = { NULL, NULL };
  const char *variant_id;
  char *labels[GAME_MAX_SEATS] = { NULL };
  const GameRules *rules;
  const CliPolicy *policy;
  gpointer db = NULL;
  Tally tally = { 0 };
  guint64 seed, start;
  guint n_given, min_seats, max_seats;
  int status = CLI_EXIT_FAILURE;

  if (!cli_parse_options (cli_lookup_command ("simulate"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc > 1)
    {
      cli_error (_("simulate: unexpected argument '%s'"), argv[1]);
      return CLI_EXIT_FAILURE;
    }
  if (games < 1)
    {
      cli_error (_("simulate: --games must be at least 1"));
      return CLI_EXIT_FAILURE;
    }
  if (save_dir != NULL && !cli_prepare_save_folder ("simulate", save_dir, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  policy = lookup_policy (ai_name != NULL ? ai_name : "random");
  if (policy == NULL)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < G_N_ELEMENTS (policies); i++)
        g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", policies[i].name);
      cli_error (_("simulate: unknown AI '%s' (known: %s)"), ai_name, names->str);
      return CLI_EXIT_FAILURE;
    }
  if (seed_text != NULL)
    {
      if (!parse_seed (seed_text, &seed))
        {
          cli_error (_("simulate: --seed must be a whole number, not '%s'"), seed_text);
          return CLI_EXIT_FAILURE;
        }
    }
  else
    seed = ((guint64) g_random_int () << 32) | g_random_int ();
  if (game_id != NULL && cli_lookup_game_rules ("simulate", game_id) == NULL)
    return CLI_EXIT_FAILURE;

  catalog = cli_load_catalog ();
  n_given = deck_paths != NULL ? g_strv_length (deck_paths) : 0;
  /* The decks say which game it is, unless --game does. */
  rules = NULL;
  for (guint i = 0; i < n_given; i++)
    {
      g_autoptr(DriveInDeck) deck = cli_load_deck ("simulate", catalog, deck_paths[i]);
      const GameRules *deck_rules;
      GameSeatDeck *seat_deck;

      if (deck == NULL || (deck_rules = cli_deck_game_rules ("simulate", deck)) == NULL)
        goto out;
      if (rules == NULL)
        {
          rules = game_id != NULL ? cli_lookup_game_rules ("simulate", game_id) : deck_rules;
          db = rules->cards.db_new ();
          cli_add_game_cards (catalog, rules->id);
          /* Without --format, the first deck's own format (a Rumble deck plays a Rumble). */
          if (format_id == NULL && deck_rules == rules
              && game_rules_find_variant (rules, drive_in_deck_get_variant (deck)) != NULL)
            format_id = g_strdup (drive_in_deck_get_variant (deck));
        }
      seat_deck = game_seat_deck_new_from_deck (rules, db, catalog, deck, &error);
      if (seat_deck == NULL)
        {
          cli_error ("simulate: %s", error->message);
          goto out;
        }
      g_ptr_array_add (decks_given, seat_deck);
      labels[i] = seat_deck->name;
    }
  if (rules == NULL)
    {
      rules = cli_lookup_game_rules ("simulate", game_id);
      db = rules->cards.db_new ();
      cli_add_game_cards (catalog, rules->id);
    }
  if ((params = cli_params_new ("simulate", rules, format_id)) == NULL)
    goto out;
  seat_range (rules, params, &min_seats, &max_seats);
  if (players == 0)
    players = MAX (2, min_seats);
  if (players < (int) min_seats || players > (int) max_seats)
    {
      cli_error (_("simulate: --players must be between %u and %u"), min_seats, max_seats);
      goto out;
    }
  if (n_given > (guint) players)
    {
      cli_error (_("simulate: %u decks for %d players"), n_given, players);
      goto out;
    }
  g_assert (rules->outcome.n_score_parts <= MAX_SCORE_PARTS);
  tally.rules = rules;
  tally.ai = game_ai_lookup (rules->id);
  if (policy->needs_ai && tally.ai == NULL)
    {
      cli_error (_("simulate: %s has no AI yet; try --ai random"), rules->id);
      goto out;
    }
  if (release != NULL)
    {
      DriveInRelease *found = drive_in_catalog_lookup_release (catalog, release);

      if (found == NULL || !g_str_equal (drive_in_release_get_game (found), rules->id))
        {
          cli_error (_("simulate: no loaded release of %s has the sigil '%s'"), rules->id,
                     release);
          goto out;
        }
    }

  sigils[0] = release;
  tally.n_seats = players;
  tally.parts = parts = g_new0 (double, GAME_MAX_SEATS * MAX (rules->outcome.n_score_parts, 1));
  tally.ends = ends = g_new0 (guint, rules->outcome.n_end_reasons + 1);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < (guint) games; i++)
    {
      guint64 game_seed = mix_seed (seed, i);
      guint32 words[2] = { (guint32) game_seed, (guint32) (game_seed >> 32) };
      g_autoptr(GRand) rand = g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));
      g_autoptr(GPtrArray) dealt = g_ptr_array_new_with_free_func (
        (GDestroyNotify) game_seat_deck_free);
      g_autoptr(GameSeatDeck) shared = NULL;
      GameSeatDeck *decks[GAME_MAX_SEATS] = { NULL };

      for (guint s = 0; s < (guint) players && error == NULL; s++)
        {
          if (s < n_given)
            decks[s] = decks_given->pdata[s];
          else if ((decks[s] = game_seat_deck_new_random (rules, db, catalog,
                                                          release != NULL ? sigils : NULL,
                                                          params, rand, &error)) != NULL)
            g_ptr_array_add (dealt, decks[s]);
        }
      if (error == NULL)
        shared = game_seat_deck_new_shared (rules, db, catalog, release != NULL ? sigils : NULL,
                                            params, rand, &error);
      if (error == NULL)
        {
          g_autoptr(GameRecord) record = NULL;

          if (play_game (&tally, db, params, decks, shared, game_seed, policy,
                         save_dir != NULL ? &record : NULL, &error)
              && record != NULL)
            cli_save_game_record (record, save_dir, i, &error);
        }
      if (error != NULL)
        {
          cli_error ("%s", error->message);
          goto out;
        }
    }
  tally.seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  variant_id = rules->params_variant != NULL ? rules->params_variant (params) : NULL;
  if (json)
    print_json (&tally, variant_id != NULL ? variant_id : format_id, seed, policy, labels);
  else
    {
      variant_label = cli_dup_variant_label (rules, params);
      print_text (&tally, variant_label, seed, policy, labels);
    }
  status = CLI_EXIT_OK;

out:
  g_clear_pointer (&decks_given, g_ptr_array_unref);
  if (db != NULL)
    rules->cards.db_unref (db);
  return status;
}
