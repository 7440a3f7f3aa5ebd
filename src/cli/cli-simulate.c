/* cli-simulate.c: drive-in-cli commands on whole games and scripts: simulate, coverage. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <inttypes.h>

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "cli-private.h"
#include "cli-simulate.h"
#include "game-rules.h"
#include "gros-ai.h"
#include "gros-game-decks.h"
#include "gros-game.h"
#include "gros-scripts.h"

/* A game that runs this many actions is cut short: far above any real game, so reaching it
 * means the engine looped. */
#define ACTION_CAP 20000

/* ------------------------------------------------------------------------------------ */
/* Players                                                                              */

/* How a seat picks among the legal actions. Other players (the AIs of src/ai) join the
 * table below with their own state. */
typedef struct
{
  const char *name;
  const char *summary;
  gpointer  (*create)  (guint64 seed);
  guint     (*choose)  (gpointer          state,
                        const GrosGame   *game,
                        const GrosAction *actions,
                        guint             n_actions);
  void      (*destroy) (gpointer state);
} CliPolicy;

static gpointer
random_create (guint64 seed)
{
  guint32 words[2] = { (guint32) seed, (guint32) (seed >> 32) };

  return g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));
}

static guint
random_choose (gpointer          state,
               const GrosGame   *game,
               const GrosAction *actions,
               guint             n_actions)
{
  return g_rand_int_range (state, 0, n_actions);
}

static void
random_destroy (gpointer state)
{
  g_rand_free (state);
}

/* The AI levels of src/ai, at their default budget; each decision's seed comes from the
 * seat's seed and the action count, so a run is reproducible (HARD: while its time cap does
 * not cut a search short). */
typedef struct
{
  GrosAiLevel level;
  guint64     seed;
} AiSeat;

static gpointer
ai_create (GrosAiLevel level,
           guint64     seed)
{
  AiSeat *ai = g_new (AiSeat, 1);

  ai->level = level;
  ai->seed = seed;
  return ai;
}

static gpointer
easy_create (guint64 seed)
{
  return ai_create (GROS_AI_EASY, seed);
}

static gpointer
normal_create (guint64 seed)
{
  return ai_create (GROS_AI_NORMAL, seed);
}

static gpointer
hard_create (guint64 seed)
{
  return ai_create (GROS_AI_HARD, seed);
}

static guint
ai_choose (gpointer          state,
           const GrosGame   *game,
           const GrosAction *actions,
           guint             n_actions)
{
  AiSeat *ai = state;
  GrosAction chosen;

  if (n_actions > 1
      && gros_ai_choose (ai->level, game, gros_game_get_deciding_seat (game), NULL,
                         ai->seed ^ ((guint64) game->n_actions * 0x9e3779b97f4a7c15ull),
                         &chosen))
    for (guint i = 0; i < n_actions; i++)
      if (gros_action_equal (&actions[i], &chosen))
        return i;
  return 0;
}

static const CliPolicy policies[] = {
  { "random", N_("picks a legal action at random"), random_create, random_choose,
    random_destroy },
  { "easy", N_("the heuristic player, with deliberate mistakes"), easy_create, ai_choose,
    g_free },
  { "normal", N_("one-ply lookahead over sampled worlds"), normal_create, ai_choose, g_free },
  { "hard", N_("Monte Carlo Tree Search, default budget"), hard_create, ai_choose, g_free },
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

typedef enum
{
  END_CREDITS,
  END_OUT_OF_PLOT,
  END_TWISTS,
  END_STALEMATE,
  END_ACTION_CAP,
  N_ENDS,
} EndKind;

static const char * const end_names[N_ENDS] = {
  "credits", "out-of-plot", "twists", "stalemate", "action-cap",
};

static const char * const end_labels[N_ENDS] = {
  N_("Credits rolled"), N_("Out of plot"), N_("Third Plot Twist"), N_("Stalemate (turn cap)"),
  N_("Cut (action cap)"),
};

typedef struct
{
  guint    n_seats;
  guint    n_games;
  double   wins[GROS_MAX_SEATS];       /* ties split */
  double   total[GROS_MAX_SEATS];      /* sums over games of each Ratings part */
  double   defense[GROS_MAX_SEATS];
  double   title[GROS_MAX_SEATS];
  double   banked[GROS_MAX_SEATS];
  guint    ends[N_ENDS];
  guint64  turns;
  guint64  actions;
  double   seconds;
} Tally;

static EndKind
end_kind_of (const GrosGame *game)
{
  switch (game->end_reason)
    {
    case GROS_END_CREDITS:
      return END_CREDITS;
    case GROS_END_OUT_OF_PLOT:
      return END_OUT_OF_PLOT;
    case GROS_END_TWISTS:
      return END_TWISTS;
    case GROS_END_STALEMATE:
    default:
      return END_STALEMATE;
    }
}

/* Plays one game to its end; FALSE (with @error naming the game's seed) on an engine
 * failure. */
static gboolean
play_game (GrosGameDecks    *decks,
           const GrosFormat *format,
           guint64           seed,
           const CliPolicy  *policy,
           Tally            *tally,
           GError          **error)
{
  static GrosAction actions[GROS_MAX_ACTIONS];
  g_autoptr(GError) local_error = NULL;
  gpointer states[GROS_MAX_SEATS] = { NULL };
  GrosGameSetup setup = { 0 };
  GrosGame game;
  gboolean ok = TRUE, cut = FALSE;

  setup.seed = seed;
  gros_game_decks_rules_for_format (format, &setup.params);
  gros_game_decks_fill_setup (decks, &setup);
  if (!gros_game_init (&game, gros_game_decks_get_db (decks), &setup, NULL, NULL, &local_error))
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID, _("Game with seed %" PRIu64
                   " cannot be set up: %s"), seed, local_error->message);
      return FALSE;
    }
  for (guint s = 0; s < setup.n_seats; s++)
    states[s] = policy->create (mix_seed (seed, s + 1));

  while (!gros_game_is_over (&game))
    {
      guint seat = gros_game_get_deciding_seat (&game);
      guint n = gros_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));
      guint pick;

      if (game.n_actions >= ACTION_CAP)
        {
          cut = TRUE;
          break;
        }
      if (n == 0)
        {
          g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                       _("Game with seed %" PRIu64 ": seat %u has no legal action "
                         "after %u actions (%s phase)"), seed, seat + 1, game.n_actions,
                       gros_phase_to_string (game.phase));
          ok = FALSE;
          break;
        }
      pick = policy->choose (states[seat], &game, actions, n);
      if (!gros_game_apply (&game, &actions[pick], NULL, NULL, &local_error))
        {
          g_autofree char *text = gros_action_to_string (&actions[pick]);

          g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                       _("Game with seed %" PRIu64 ": the legal action “%s” was "
                         "refused after %u actions: %s"), seed, text, game.n_actions,
                       local_error->message);
          ok = FALSE;
          break;
        }
    }
  for (guint s = 0; s < setup.n_seats; s++)
    policy->destroy (states[s]);
  if (!ok)
    return FALSE;

  tally->n_games++;
  tally->ends[cut ? END_ACTION_CAP : end_kind_of (&game)]++;
  tally->turns += game.turn;
  tally->actions += game.n_actions;
  if (!cut)
    {
      guint n_winners = 0;

      for (guint s = 0; s < game.n_seats; s++)
        n_winners += (game.winner_mask >> s) & 1;
      for (guint s = 0; s < game.n_seats; s++)
        if ((game.winner_mask >> s) & 1)
          tally->wins[s] += 1.0 / n_winners;
    }
  for (guint s = 0; s < game.n_seats; s++)
    {
      GrosRatings ratings;

      gros_game_ratings (&game, s, &ratings);
      tally->total[s] += ratings.total;
      tally->defense[s] += ratings.defense;
      tally->title[s] += ratings.title_points;
      tally->banked[s] += ratings.banked;
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

static void
add_double (JsonBuilder *builder,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

static void
print_json (const Tally      *tally,
            const GrosFormat *format,
            guint64           seed,
            const CliPolicy  *policy,
            char            **labels)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *seed_text = g_strdup_printf ("%" PRIu64, seed);
  guint n = tally->n_games;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, n);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, tally->n_seats);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed_text);
  json_builder_set_member_name (builder, "ai");
  json_builder_add_string_value (builder, policy->name);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, format->string_id);

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
      add_double (builder, "wins", tally->wins[s]);
      add_double (builder, "win_rate", ratio (tally->wins[s], n));
      json_builder_set_member_name (builder, "mean_ratings");
      json_builder_begin_object (builder);
      add_double (builder, "total", ratio (tally->total[s], n));
      add_double (builder, "defense", ratio (tally->defense[s], n));
      add_double (builder, "title_points", ratio (tally->title[s], n));
      add_double (builder, "banked", ratio (tally->banked[s], n));
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "ends");
  json_builder_begin_object (builder);
  for (guint e = 0; e < N_ENDS; e++)
    {
      json_builder_set_member_name (builder, end_names[e]);
      json_builder_add_int_value (builder, tally->ends[e]);
    }
  json_builder_end_object (builder);
  add_double (builder, "mean_turns", ratio (tally->turns, n));
  add_double (builder, "mean_actions", ratio (tally->actions, n));
  add_double (builder, "seconds", tally->seconds);
  add_double (builder, "games_per_second", tally->seconds > 0 ? n / tally->seconds : 0.0);
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
print_text (const Tally      *tally,
            const GrosFormat *format,
            guint64           seed,
            const CliPolicy  *policy,
            char            **labels)
{
  const char *headers[] = { N_("Seat"), N_("Wins"), N_("Win %"), N_("Ratings"), N_("Defense"),
                            N_("Title"), N_("Banked"), N_("Deck") };
  guint widths[G_N_ELEMENTS (headers)] = { 0 };
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  guint n = tally->n_games;

  g_print (ngettext ("%u game of %s, %u players, %s AI, seed %" PRIu64 "\n",
                     "%u games of %s, %u players, %s AI, seed %" PRIu64 "\n", n),
           n, gros_format_get_label (format), tally->n_seats, policy->name, seed);
  g_print ("\n");

  for (guint s = 0; s < tally->n_seats; s++)
    {
      char **row = g_new0 (char *, G_N_ELEMENTS (headers) + 1);

      row[0] = g_strdup_printf ("%u", s + 1);
      row[1] = format_number (tally->wins[s]);
      row[2] = format_number (100.0 * ratio (tally->wins[s], n));
      row[3] = format_number (ratio (tally->total[s], n));
      row[4] = format_number (ratio (tally->defense[s], n));
      row[5] = format_number (ratio (tally->title[s], n));
      row[6] = format_number (ratio (tally->banked[s], n));
      row[7] = g_strdup (labels[s] != NULL ? labels[s] : _("random Feature Packs"));
      g_ptr_array_add (rows, row);
    }
  for (guint c = 0; c < G_N_ELEMENTS (headers); c++)
    {
      widths[c] = g_utf8_strlen (_(headers[c]), -1);
      for (guint r = 0; r < rows->len; r++)
        widths[c] = MAX (widths[c], g_utf8_strlen (((char **) rows->pdata[r])[c], -1));
    }
  for (guint r = 0; r <= rows->len; r++)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      for (guint c = 0; c < G_N_ELEMENTS (headers); c++)
        {
          const char *cell = r == 0 ? _(headers[c]) : ((char **) rows->pdata[r - 1])[c];
          gboolean last = c + 1 == G_N_ELEMENTS (headers);

          /* Figures are right-aligned; the seat number and the deck read from the left. */
          cli_append_padded (line, cell, last ? 0 : widths[c], c > 0 && !last);
          if (!last)
            g_string_append (line, "  ");
        }
      g_print ("%s\n", line->str);
    }

  g_print ("\n%s\n", _("Ends:"));
  for (guint e = 0; e < N_ENDS; e++)
    g_print ("  %-22s %6u  %5.1f%%\n", _(end_labels[e]), tally->ends[e],
             100.0 * ratio (tally->ends[e], n));
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

int
cli_simulate (int    argc,
              char **argv)
{
  int players = 2, games = 100;
  g_auto(GStrv) deck_paths = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *ai = NULL;
  g_autofree char *release = NULL;
  g_autofree char *format_id = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "players", 'p', 0, G_OPTION_ARG_INT, &players, N_("Seats at the table, 2 to 6"),
      N_("N") },
    { "deck", 'd', 0, G_OPTION_ARG_FILENAME_ARRAY, &deck_paths,
      N_("A deck file for the next seat (repeat; other seats get random Feature Packs)"),
      N_("FILE") },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, N_("Games to play (default 100)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the whole run (default: a random one, printed)"), N_("S") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai, N_("How every seat plays: random, easy, normal or hard"), N_("NAME") },
    { "release", 'r', 0, G_OPTION_ARG_STRING, &release,
      N_("Random decks only from the Feature Packs of the release SIGIL"), N_("SIGIL") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_id,
      N_("Rules of the format ID (default feature-film); random decks are fitted to it"),
      N_("ID") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON object"), NULL },
    { NULL }
  };
  g_autoptr(GrosCatalog) catalog = NULL;
  const GrosFormat *format;
  g_autoptr(GPtrArray) decks_given = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GrosGameDecks) decks = NULL;
  g_autoptr(GError) error = NULL;
  char *labels[GROS_MAX_SEATS] = { NULL };
  const CliPolicy *policy;
  Tally tally = { 0 };
  guint64 seed, start;
  guint n_given;

  if (!cli_parse_options (cli_lookup_command ("simulate"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc > 1)
    {
      cli_error (_("simulate: unexpected argument '%s'"), argv[1]);
      return CLI_EXIT_FAILURE;
    }
  if (players < 2 || players > GROS_MAX_SEATS)
    {
      cli_error (_("simulate: --players must be between 2 and %d"), GROS_MAX_SEATS);
      return CLI_EXIT_FAILURE;
    }
  if (games < 1)
    {
      cli_error (_("simulate: --games must be at least 1"));
      return CLI_EXIT_FAILURE;
    }
  n_given = deck_paths != NULL ? g_strv_length (deck_paths) : 0;
  if (n_given > (guint) players)
    {
      cli_error (_("simulate: %u decks for %d players"), n_given, players);
      return CLI_EXIT_FAILURE;
    }
  policy = lookup_policy (ai != NULL ? ai : "random");
  if (policy == NULL)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < G_N_ELEMENTS (policies); i++)
        g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", policies[i].name);
      cli_error (_("simulate: unknown AI '%s' (known: %s)"), ai, names->str);
      return CLI_EXIT_FAILURE;
    }
  format = gros_format_from_string (format_id != NULL ? format_id : "feature-film");
  if (format == NULL)
    {
      g_autofree char *list = gros_format_dup_id_list ();

      cli_error (_("simulate: unknown format '%s' (known: %s)"), format_id, list);
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

  catalog = cli_load_catalog ();
  if (release != NULL && gros_catalog_lookup_release (catalog, release) == NULL)
    {
      cli_error (_("simulate: no loaded release has the sigil '%s'"), release);
      return CLI_EXIT_FAILURE;
    }
  for (guint i = 0; i < n_given; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (deck_paths[i]);
      GrosDeck *deck = gros_deck_load (file, catalog, NULL, &error);

      if (deck == NULL)
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
      g_ptr_array_add (decks_given, deck);
      labels[i] = (char *) gros_deck_get_name (deck);
    }

  decks = gros_game_decks_new (catalog, NULL);
  tally.n_seats = players;
  start = g_get_monotonic_time ();
  for (guint i = 0; i < (guint) games; i++)
    {
      guint64 game_seed = mix_seed (seed, i);
      guint32 words[2] = { (guint32) game_seed, (guint32) (game_seed >> 32) };
      g_autoptr(GRand) rand = g_rand_new_with_seed_array (words, G_N_ELEMENTS (words));

      gros_game_decks_clear (decks);
      for (guint s = 0; s < (guint) players && error == NULL; s++)
        {
          if (s < n_given)
            gros_game_decks_add_deck (decks, decks_given->pdata[s], &error);
          else
            gros_game_decks_add_random (decks, release, format, rand, &error);
        }
      if (error == NULL)
        play_game (decks, format, game_seed, policy, &tally, &error);
      if (error != NULL)
        {
          cli_error ("%s", error->message);
          return CLI_EXIT_FAILURE;
        }
    }
  tally.seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  if (json)
    print_json (&tally, format, seed, policy, labels);
  else
    print_text (&tally, format, seed, policy, labels);
  return CLI_EXIT_OK;
}

/* ------------------------------------------------------------------------------------ */
/* coverage                                                                             */

typedef struct
{
  const char *sigil;
  guint       cards;
  guint       scripted;   /* a complete script */
  guint       plain;      /* no script, but no ability text either: printed stats suffice */
  guint       entries;    /* entries in the release's script file */
  GPtrArray  *missing;    /* ids of cards with ability text and no complete script */
} Coverage;

static void
count_release (GrosRelease *release,
               Coverage    *out)
{
  GListModel *cards = gros_release_get_cards (release);
  guint complete = 0;

  out->sigil = gros_release_get_sigil (release);
  out->missing = g_ptr_array_new ();
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(GrosCard) card = g_list_model_get_item (cards, i);
      const char *abilities = gros_card_get_abilities (card);
      const GameRules *rules = game_rules_for_card (card);

      out->cards++;
      if (rules != NULL && rules->card_scripted != NULL
          ? rules->card_scripted (card)
          : gros_scripts_is_complete (out->sigil, gros_card_get_number (card)))
        out->scripted++;
      else if (abilities == NULL || *abilities == '\0')
        out->plain++;
      else
        g_ptr_array_add (out->missing, (gpointer) gros_card_get_id (card));
    }
  gros_scripts_coverage (out->sigil, &complete, &out->entries);
}

int
cli_coverage (int    argc,
              char **argv)
{
  g_autofree char *sigil = NULL;
  g_autofree char *game = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game,
      N_("Only the releases of GAME (gros, groo, gruff), the built-in sets included"), N_("GAME") },
    { "release", 'r', 0, G_OPTION_ARG_STRING, &sigil,
      N_("Only the release SIGIL, with the ids of its unscripted cards"), N_("SIGIL") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print one JSON array"), NULL },
    { NULL }
  };
  g_autoptr(GrosCatalog) catalog = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  GListModel *releases;
  GArray *rows;

  if (!cli_parse_options (cli_lookup_command ("coverage"), entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc > 1)
    {
      cli_error (_("coverage: unexpected argument '%s'"), argv[1]);
      return CLI_EXIT_FAILURE;
    }

  catalog = cli_load_catalog ();
  if (game != NULL && gros_game_info_lookup (game) == NULL)
    {
      cli_error (_("coverage: unknown game “%s”"), game);
      return CLI_EXIT_FAILURE;
    }
  if (game != NULL)
    gros_library_add_builtin_sets (catalog, NULL, NULL);
  if (sigil != NULL && gros_catalog_lookup_release (catalog, sigil) == NULL)
    {
      cli_error (_("coverage: no loaded release has the sigil '%s'"), sigil);
      return CLI_EXIT_FAILURE;
    }

  rows = g_array_new (FALSE, TRUE, sizeof (Coverage));
  releases = gros_catalog_get_releases (catalog);
  for (guint i = 0; i < g_list_model_get_n_items (releases); i++)
    {
      g_autoptr(GrosRelease) release = g_list_model_get_item (releases, i);
      Coverage row = { 0 };

      if (sigil != NULL && !g_str_equal (sigil, gros_release_get_sigil (release)))
        continue;
      if (game != NULL && !g_str_equal (game, gros_release_get_game (release)))
        continue;
      count_release (release, &row);
      g_array_append_val (rows, row);
    }

  if (json)
    {
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_array (builder);
      for (guint i = 0; i < rows->len; i++)
        {
          Coverage *row = &g_array_index (rows, Coverage, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "release");
          json_builder_add_string_value (builder, row->sigil);
          json_builder_set_member_name (builder, "cards");
          json_builder_add_int_value (builder, row->cards);
          json_builder_set_member_name (builder, "scripted");
          json_builder_add_int_value (builder, row->scripted);
          json_builder_set_member_name (builder, "plain");
          json_builder_add_int_value (builder, row->plain);
          json_builder_set_member_name (builder, "script_entries");
          json_builder_add_int_value (builder, row->entries);
          json_builder_set_member_name (builder, "unscripted");
          json_builder_begin_array (builder);
          for (guint m = 0; m < row->missing->len; m++)
            json_builder_add_string_value (builder, row->missing->pdata[m]);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      cli_print_json (root);
    }
  else
    {
      g_print ("%-20s %6s %9s %6s %8s %9s\n", _("Release"), _("Cards"), _("Scripted"),
               _("Plain"), _("Missing"), _("Coverage"));
      for (guint i = 0; i < rows->len; i++)
        {
          Coverage *row = &g_array_index (rows, Coverage, i);
          double covered = row->cards > 0
                           ? 100.0 * (row->scripted + row->plain) / row->cards : 100.0;

          g_print ("%-20s %6u %9u %6u %8u %8.1f%%\n", row->sigil, row->cards, row->scripted,
                   row->plain, row->missing->len, covered);
        }
      if (sigil != NULL && rows->len == 1)
        {
          Coverage *row = &g_array_index (rows, Coverage, 0);

          if (row->missing->len > 0)
            g_print ("\n%s\n", _("Cards with abilities and no complete script:"));
          for (guint m = 0; m < row->missing->len; m++)
            g_print ("  %s\n", (const char *) row->missing->pdata[m]);
        }
    }

  for (guint i = 0; i < rows->len; i++)
    g_ptr_array_unref (g_array_index (rows, Coverage, i).missing);
  g_array_unref (rows);
  return CLI_EXIT_OK;
}
