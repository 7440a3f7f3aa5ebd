/* cli-tournament.c: drive-in-cli tournament: seat-rotated, deck-mirrored games between AIs,
 * for any game with an AI. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <time.h>

#include <glib/gi18n.h>

#include "cli-private.h"
#include "cli-tournament.h"
#include "game-ai.h"
#include "game-seat-deck.h"

#define MAX_ACTIONS_PER_GAME 50000

typedef struct
{
  GameAiLevel level;
} Entry;

/* One game to play: which decks sit where and which AI entry plays each seat. */
typedef struct
{
  guint    index;
  guint    deal;
  guint64  seed;
  guint    entry[GAME_MAX_SEATS];
  guint    deck[GAME_MAX_SEATS];     /* index in Tournament.decks */

  /* Results. */
  gboolean finished;
  char    *problem;
  guint    winner_mask;
  guint    end_reason;
  guint    turns;
  GArray  *times[GAME_AI_N_LEVELS];  /* of double, milliseconds, non-trivial decisions */
  GArray  *cpu[GAME_AI_N_LEVELS];    /* the same in the thread's CPU time */
  guint64  iterations;               /* HARD's search iterations, all decisions */
  guint    out_of_time;              /* HARD decisions the time cap cut short */
} Game;

typedef struct
{
  const GameRules *rules;
  const GameAi    *ai;
  gpointer         db;           /* read-only while the games are played */
  gpointer         params;
  GPtrArray       *decks;        /* of GameSeatDeck */
  GPtrArray       *shared;       /* of GameSeatDeck, one per deal; NULL without a shared deck */
  guint            n_seats;
  guint            n_entries;
  Entry            entries[GAME_MAX_SEATS];
  GameAiBudget     budget;
  Game            *games;
  guint            n_games;

  GMutex           lock;
  guint            done;
  gboolean         quiet;
  const char      *save_dir;     /* --save: each game's record goes there; NULL: none */
} Tournament;

/* ------------------------------------------------------------------------------------ */
/* Playing                                                                              */

static guint64
mix (guint64 a,
     guint64 b)
{
  guint64 z = a + 0x9e3779b97f4a7c15ull * (b + 1);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* CPU time of the calling thread: what a decision cost whatever else the machine runs. */
static double
thread_cpu_ms (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return 0;
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static void
fill_setup (Tournament *t,
            Game       *game,
            GameSetup  *setup)
{
  memset (setup, 0, sizeof *setup);
  setup->n_seats = t->n_seats;
  setup->seed = game->seed;
  setup->params = t->params;
  setup->db = t->db;
  setup->previous_loser = GAME_NO_SEAT;
  for (guint s = 0; s < t->n_seats; s++)
    game_seat_deck_fill_setup (g_ptr_array_index (t->decks, game->deck[s]), setup, s);
  if (t->shared != NULL)
    game_seat_deck_fill_shared (g_ptr_array_index (t->shared, game->deal), setup);
}

static void
play_game (Tournament *t,
           Game       *game)
{
  const GameRules *rules = t->rules;
  g_autofree gpointer state = game_state_new (rules);
  g_autoptr(GError) error = NULL;
  g_autoptr(GameRecord) record = NULL;
  GameSetup setup;
  guint actions = 0;

  fill_setup (t, game, &setup);
  for (guint l = 0; l < GAME_AI_N_LEVELS; l++)
    {
      game->times[l] = g_array_new (FALSE, FALSE, sizeof (double));
      game->cpu[l] = g_array_new (FALSE, FALSE, sizeof (double));
    }

  if (!rules->play.init (state, &setup, NULL, NULL, &error))
    {
      game->problem = g_strdup_printf (_("game %u: %s"), game->index + 1, error->message);
      return;
    }
  if (t->save_dir != NULL)
    record = game_record_new_for_setup (rules, t->db, &setup);

  while (!rules->play.is_over (state))
    {
      guint seat = rules->play.deciding_seat (state);
      GameAiLevel level = t->entries[game->entry[seat]].level;
      GameAiInfo info;
      GameAction action;
      gint64 start = g_get_monotonic_time ();
      double cpu_start = thread_cpu_ms ();

      if (actions++ > MAX_ACTIONS_PER_GAME)
        {
          game->problem = g_strdup_printf (_("game %u: no end after %u actions"), game->index + 1,
                                           MAX_ACTIONS_PER_GAME);
          return;
        }
      if (!game_ai_choose (t->ai, level, state, seat, &t->budget,
                           mix (game->seed, rules->play.n_actions (state)), &action, &info))
        {
          game->problem = g_strdup_printf (_("game %u: the %s AI found nothing to do after %u "
                                             "actions"),
                                           game->index + 1, game_ai_level_to_string (level),
                                           rules->play.n_actions (state));
          return;
        }
      if (info.n_legal > 1)
        {
          double ms = (g_get_monotonic_time () - start) / 1000.0;
          double cpu_ms = thread_cpu_ms () - cpu_start;

          g_array_append_val (game->times[level], ms);
          g_array_append_val (game->cpu[level], cpu_ms);
        }
      if (level == GAME_AI_HARD)
        {
          game->iterations += info.iterations;
          game->out_of_time += info.out_of_time;
        }
      if (!rules->play.apply (state, &action, NULL, NULL, &error))
        {
          game->problem = g_strdup_printf (_("game %u: %s"), game->index + 1, error->message);
          return;
        }
      if (record != NULL)
        game_record_add_action (record, &action);
    }
  if (record != NULL && !cli_save_game_record (record, t->save_dir, game->index, &error))
    {
      game->problem = g_strdup_printf (_("game %u: %s"), game->index + 1, error->message);
      return;
    }
  {
    GameResult result;

    rules->play.result (state, &result);
    game->finished = TRUE;
    game->winner_mask = result.winners;
    game->end_reason = result.reason;
    game->turns = t->ai->turn (state);
  }
}

static void
worker (gpointer data,
        gpointer user_data)
{
  Tournament *t = user_data;
  Game *game = data;

  play_game (t, game);

  g_mutex_lock (&t->lock);
  t->done++;
  if (!t->quiet && (t->done % MAX (1, t->n_games / 20) == 0 || t->done == t->n_games))
    g_printerr (_("drive-in-cli: %u of %u games played\n"), t->done, t->n_games);
  g_mutex_unlock (&t->lock);
}

/* ------------------------------------------------------------------------------------ */
/* Figures                                                                              */
/* Wilson score interval at 95%: sound for small samples and rates near 0 or 1. */
static void
wilson (double  successes,
        double  n,
        double *low,
        double *high)
{
  const double z = 1.96;
  double p, center, half;

  if (n <= 0)
    {
      *low = 0;
      *high = 1;
      return;
    }
  p = successes / n;
  center = (p + z * z / (2 * n)) / (1 + z * z / n);
  half = z * sqrt (p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  *low = MAX (0.0, center - half);
  *high = MIN (1.0, center + half);
}

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y ? 1 : 0;
}

/* The value at @fraction of a sorted array (nearest rank), 0 when empty. */
static double
percentile (GArray *sorted,
            double  fraction)
{
  guint i;

  if (sorted->len == 0)
    return 0;
  i = (guint) ceil (fraction * sorted->len);
  return g_array_index (sorted, double, CLAMP (i, 1, sorted->len) - 1);
}

typedef struct
{
  guint  seat_games;
  guint  wins;      /* sole winner */
  guint  ties;      /* shared the best Ratings */
  double score;     /* wins, plus 1/k of a k-way tie */
} EntryStats;

/* A finished game never ends for the reason named "none" (GROS's reason 0). */
static gboolean
end_reason_shown (const GameRules *rules,
                  guint            reason)
{
  return !(reason == 0 && g_str_equal (rules->outcome.end_reasons[0], "none"));
}

static int
report (Tournament *t,
        gboolean    json,
        const char *deck_label,
        const char *variant_id,
        const char *variant_label,
        gboolean    show_variant,
        guint64     seed)
{
  EntryStats stats[GAME_MAX_SEATS] = { { 0 } };
  GArray *times[GAME_AI_N_LEVELS] = { NULL };
  GArray *cpu[GAME_AI_N_LEVELS] = { NULL };
  const GameRules *rules = t->rules;
  g_autofree guint *ends = g_new0 (guint, rules->outcome.n_end_reasons);
  guint finished = 0, problems = 0;
  double turns = 0;
  guint64 hard_iterations = 0;
  guint hard_out_of_time = 0;
  gboolean level_used[GAME_AI_N_LEVELS] = { FALSE };

  for (guint l = 0; l < GAME_AI_N_LEVELS; l++)
    {
      times[l] = g_array_new (FALSE, FALSE, sizeof (double));
      cpu[l] = g_array_new (FALSE, FALSE, sizeof (double));
    }
  for (guint e = 0; e < t->n_entries; e++)
    level_used[t->entries[e].level] = TRUE;

  for (guint i = 0; i < t->n_games; i++)
    {
      Game *game = &t->games[i];
      guint n_winners = 0;

      for (guint l = 0; l < GAME_AI_N_LEVELS; l++)
        if (game->times[l] != NULL)
          {
            g_array_append_vals (times[l], game->times[l]->data, game->times[l]->len);
            g_array_append_vals (cpu[l], game->cpu[l]->data, game->cpu[l]->len);
          }
      hard_iterations += game->iterations;
      hard_out_of_time += game->out_of_time;
      if (!game->finished)
        {
          problems++;
          if (game->problem != NULL)
            cli_error ("%s", game->problem);
          continue;
        }
      finished++;
      turns += game->turns;
      if (game->end_reason < rules->outcome.n_end_reasons)
        ends[game->end_reason]++;
      for (guint s = 0; s < t->n_seats; s++)
        n_winners += (game->winner_mask >> s) & 1;
      for (guint s = 0; s < t->n_seats; s++)
        {
          EntryStats *st = &stats[game->entry[s]];
          gboolean won = (game->winner_mask >> s) & 1;

          st->seat_games++;
          if (won && n_winners == 1)
            st->wins++;
          else if (won)
            st->ties++;
          if (won)
            st->score += 1.0 / n_winners;
        }
    }
  for (guint l = 0; l < GAME_AI_N_LEVELS; l++)
    {
      g_array_sort (times[l], compare_double);
      g_array_sort (cpu[l], compare_double);
    }

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "game");
      json_builder_add_string_value (b, rules->id);
      json_builder_set_member_name (b, "format");
      json_builder_add_string_value (b, variant_id);
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, finished);
      json_builder_set_member_name (b, "failed_games");
      json_builder_add_int_value (b, problems);
      json_builder_set_member_name (b, "players");
      json_builder_add_int_value (b, t->n_seats);
      json_builder_set_member_name (b, "seed");
      json_builder_add_int_value (b, (gint64) seed);
      json_builder_set_member_name (b, "decks");
      json_builder_add_string_value (b, deck_label);
      json_builder_set_member_name (b, "hard_time_ms");
      json_builder_add_int_value (b, t->budget.time_ms);
      json_builder_set_member_name (b, "hard_max_iterations");
      json_builder_add_int_value (b, t->budget.max_iterations);
      if (level_used[GAME_AI_HARD])
        {
          json_builder_set_member_name (b, "hard_mean_iterations");
          json_builder_add_double_value (b, times[GAME_AI_HARD]->len > 0
                                            ? (double) hard_iterations / times[GAME_AI_HARD]->len
                                            : 0);
          json_builder_set_member_name (b, "hard_out_of_time");
          json_builder_add_int_value (b, hard_out_of_time);
        }
      json_builder_set_member_name (b, "mean_turns");
      json_builder_add_double_value (b, finished > 0 ? turns / finished : 0);

      json_builder_set_member_name (b, "ais");
      json_builder_begin_array (b);
      for (guint e = 0; e < t->n_entries; e++)
        {
          EntryStats *st = &stats[e];
          double low, high;

          wilson (st->score, st->seat_games, &low, &high);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "ai");
          json_builder_add_int_value (b, e + 1);
          json_builder_set_member_name (b, "level");
          json_builder_add_string_value (b, game_ai_level_to_string (t->entries[e].level));
          json_builder_set_member_name (b, "games");
          json_builder_add_int_value (b, st->seat_games);
          json_builder_set_member_name (b, "wins");
          json_builder_add_int_value (b, st->wins);
          json_builder_set_member_name (b, "ties");
          json_builder_add_int_value (b, st->ties);
          json_builder_set_member_name (b, "losses");
          json_builder_add_int_value (b, st->seat_games - st->wins - st->ties);
          json_builder_set_member_name (b, "win_rate");
          json_builder_add_double_value (b, st->seat_games > 0 ? st->score / st->seat_games : 0);
          json_builder_set_member_name (b, "ci95_low");
          json_builder_add_double_value (b, low);
          json_builder_set_member_name (b, "ci95_high");
          json_builder_add_double_value (b, high);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);

      json_builder_set_member_name (b, "decision_time");
      json_builder_begin_array (b);
      for (guint l = 0; l < GAME_AI_N_LEVELS; l++)
        {
          GArray *a = times[l];
          double sum = 0;

          if (!level_used[l])
            continue;
          for (guint i = 0; i < a->len; i++)
            sum += g_array_index (a, double, i);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "level");
          json_builder_add_string_value (b, game_ai_level_to_string (l));
          json_builder_set_member_name (b, "decisions");
          json_builder_add_int_value (b, a->len);
          json_builder_set_member_name (b, "mean_ms");
          json_builder_add_double_value (b, a->len > 0 ? sum / a->len : 0);
          json_builder_set_member_name (b, "median_ms");
          json_builder_add_double_value (b, a->len > 0 ? g_array_index (a, double, a->len / 2) : 0);
          json_builder_set_member_name (b, "max_ms");
          json_builder_add_double_value (b, a->len > 0 ? g_array_index (a, double, a->len - 1) : 0);
          json_builder_set_member_name (b, "median_cpu_ms");
          json_builder_add_double_value (b, a->len > 0 ? g_array_index (cpu[l], double, a->len / 2)
                                                      : 0);
          json_builder_set_member_name (b, "p90_cpu_ms");
          json_builder_add_double_value (b, percentile (cpu[l], 0.9));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);

      json_builder_set_member_name (b, "ends");
      json_builder_begin_object (b);
      for (guint r = 0; r < rules->outcome.n_end_reasons; r++)
        {
          if (!end_reason_shown (rules, r))
            continue;
          json_builder_set_member_name (b, rules->outcome.end_reasons[r]);
          json_builder_add_int_value (b, ends[r]);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);

      root = json_builder_get_root (b);
      cli_print_json (root);
    }
  else
    {
      g_autoptr(GString) end_list = g_string_new (NULL);

      if (show_variant)
        g_print (_("%s: "), variant_label);
      g_print (_("%u games of %u players, seed %" PRIu64 ", decks: %s\n"), finished,
               t->n_seats, seed, deck_label);
      g_print ("\n%-4s %-8s %7s %6s %6s %7s %9s  %s\n", _("AI"), _("Level"), _("Games"),
               _("Wins"), _("Ties"), _("Losses"), _("Win rate"), _("95% interval"));
      for (guint e = 0; e < t->n_entries; e++)
        {
          EntryStats *st = &stats[e];
          double low, high;

          wilson (st->score, st->seat_games, &low, &high);
          g_print ("%-4u %-8s %7u %6u %6u %7u %8.1f%%  [%.1f%%, %.1f%%]\n", e + 1,
                   game_ai_level_to_string (t->entries[e].level), st->seat_games, st->wins,
                   st->ties, st->seat_games - st->wins - st->ties,
                   st->seat_games > 0 ? 100.0 * st->score / st->seat_games : 0.0,
                   100.0 * low, 100.0 * high);
        }
      g_print ("\n%s\n", _("Decision time (decisions with more than one legal action):"));
      g_print ("%-8s %10s %10s %10s %10s %10s %10s\n", _("Level"), _("Decisions"), _("Mean ms"),
               _("Median ms"), _("Max ms"), _("CPU median"), _("CPU p90"));
      for (guint l = 0; l < GAME_AI_N_LEVELS; l++)
        {
          GArray *a = times[l];
          double sum = 0;

          if (!level_used[l])
            continue;
          for (guint i = 0; i < a->len; i++)
            sum += g_array_index (a, double, i);
          g_print ("%-8s %10u %10.2f %10.2f %10.2f %10.2f %10.2f\n", game_ai_level_to_string (l),
                   a->len, a->len > 0 ? sum / a->len : 0.0,
                   a->len > 0 ? g_array_index (a, double, a->len / 2) : 0.0,
                   a->len > 0 ? g_array_index (a, double, a->len - 1) : 0.0,
                   a->len > 0 ? g_array_index (cpu[l], double, a->len / 2) : 0.0,
                   percentile (cpu[l], 0.9));
        }
      g_print ("%s\n", _("(times in milliseconds; wall clock, and the median and 90th percentile "
                         "CPU time of the deciding thread)"));
      if (level_used[GAME_AI_HARD])
        {
          double mean = times[GAME_AI_HARD]->len > 0
                        ? (double) hard_iterations / times[GAME_AI_HARD]->len : 0.0;

          if (t->budget.time_ms > 0)
            g_print (_("hard: %.0f search iterations per decision (at most %u); %u decisions "
                       "cut short by the %u ms time cap\n"),
                     mean, t->budget.max_iterations, hard_out_of_time, t->budget.time_ms);
          else
            g_print (_("hard: %.0f search iterations per decision (at most %u); no time cap\n"),
                     mean, t->budget.max_iterations);
        }
      g_print ("\n");
      for (guint e = 0; e < rules->outcome.n_end_reasons; e++)
        if (end_reason_shown (rules, e))
          {
            /* TRANSLATORS: one end reason and its count, "4 credits". */
            g_string_append_printf (end_list, _("%s%u %s"), end_list->len > 0 ? ", " : "",
                                    ends[e], rules->outcome.end_reason_labels != NULL
                                             ? _(rules->outcome.end_reason_labels[e])
                                             : rules->outcome.end_reasons[e]);
          }
      g_print (_("Games played: %u (mean %.1f turns; ends: %s)\n"),
               finished, finished > 0 ? turns / finished : 0.0, end_list->str);
      if (problems > 0)
        g_print (_("Games that failed: %u\n"), problems);
    }
  for (guint l = 0; l < GAME_AI_N_LEVELS; l++)
    {
      g_array_unref (times[l]);
      g_array_unref (cpu[l]);
    }
  return problems > 0 ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
}

/* ------------------------------------------------------------------------------------ */
/* The command                                                                          */

static gboolean
parse_entries (const char  *text,
               Tournament  *t,
               GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  t->n_entries = 0;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      GameAiLevel level;

      if (t->n_entries == GAME_MAX_SEATS)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("At most %d AIs"), GAME_MAX_SEATS);
          return FALSE;
        }
      if (!game_ai_level_from_string (g_strstrip (parts[i]), &level))
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       _("Unknown AI level “%s” (random, easy, normal or hard)"), parts[i]);
          return FALSE;
        }
      t->entries[t->n_entries++].level = level;
    }
  if (t->n_entries == 0)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("--ai names no level"));
      return FALSE;
    }
  return TRUE;
}

/* The releases random decks come from, for people: those given, or every loaded release of
 * the game. */
static char *
dup_release_list (DriveInCatalog        *catalog,
                  const GameRules    *rules,
                  const char * const *sigils)
{
  GListModel *releases = drive_in_catalog_get_releases (catalog);
  g_autoptr(GString) list = g_string_new (NULL);

  if (sigils != NULL)
    return g_strjoinv (", ", (char **) sigils);
  for (guint i = 0; i < g_list_model_get_n_items (releases); i++)
    {
      g_autoptr(DriveInRelease) release = g_list_model_get_item (releases, i);

      if (g_str_equal (drive_in_release_get_game (release), rules->id))
        g_string_append_printf (list, "%s%s", list->len > 0 ? ", " : "",
                                drive_in_release_get_sigil (release));
    }
  return g_strdup (list->str);
}

/* Decks of the tournament: the files given, or a random deck per seat of every deal, and a
 * shared deck per deal for a game that has one. */
static gboolean
deal_decks (Tournament          *t,
            DriveInCatalog         *catalog,
            char               **deck_files,
            const char * const  *sigils,
            gint64               seed,
            guint                n_deals,
            GError             **error)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));

  for (guint i = 0; deck_files != NULL && deck_files[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (deck_files[i]);
      g_autoptr(DriveInDeck) deck = drive_in_deck_load (file, catalog, NULL, error);
      GameSeatDeck *seat_deck;

      if (deck == NULL
          || (seat_deck = game_seat_deck_new_from_deck (t->rules, t->db, catalog, deck,
                                                        error)) == NULL)
        return FALSE;
      g_ptr_array_add (t->decks, seat_deck);
    }
  for (guint d = 0; deck_files == NULL && d < n_deals * t->n_seats; d++)
    {
      GameSeatDeck *seat_deck = game_seat_deck_new_random (t->rules, t->db, catalog, sigils,
                                                           t->params, rand, error);

      if (seat_deck == NULL)
        return FALSE;
      g_ptr_array_add (t->decks, seat_deck);
    }
  if (t->rules->cards.random_shared_deck != NULL)
    {
      t->shared = g_ptr_array_new_with_free_func ((GDestroyNotify) game_seat_deck_free);
      for (guint d = 0; d < n_deals; d++)
        {
          GameSeatDeck *shared = game_seat_deck_new_shared (t->rules, t->db, catalog, sigils,
                                                            t->params, rand, error);

          if (shared == NULL)
            return FALSE;
          g_ptr_array_add (t->shared, shared);
        }
    }
  return TRUE;
}

/* A set-up may add to the db (GROS interns the words of Titles), and the workers share the
 * db: every game is set up once here, in order, so that they only read it. */
static gboolean
set_up_once (Tournament  *t,
             GError     **error)
{
  g_autofree gpointer state = game_state_new (t->rules);

  for (guint i = 0; i < t->n_games; i++)
    {
      GameSetup setup;

      fill_setup (t, &t->games[i], &setup);
      if (!t->rules->play.init (state, &setup, NULL, NULL, error))
        {
          g_prefix_error (error, _("game %u: "), i + 1);
          return FALSE;
        }
    }
  return TRUE;
}

int
cli_tournament (int    argc,
                char **argv)
{
  g_autofree char *ai = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *format_id = NULL;
  g_auto(GStrv) deck_files = NULL;
  g_auto(GStrv) releases = NULL;
  int players = 0, games = 100, jobs = 0, time_ms = -1, iterations = 0;
  gint64 seed = 1;
  g_autofree char *save_dir = NULL;
  gboolean json = FALSE, quiet = FALSE;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id,
      N_("The game to play (default: the decks' own, or gros); see 'drive-in-cli games'"),
      N_("ID") },
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai,
      N_("AI levels, one per player: random, easy, normal, hard"), N_("A,B") },
    { "players", 0, 0, G_OPTION_ARG_INT, &players,
      N_("Seats per game (default: as many as AIs); AIs repeat to fill them"), "N" },
    { "deck", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &deck_files,
      N_("A deck file; repeat for one per seat (default: random decks)"), N_("FILE") },
    { "release", 0, 0, G_OPTION_ARG_STRING_ARRAY, &releases,
      N_("Release whose cards random decks use; repeat for several (default: every release "
         "of the game)"),
      N_("SIGIL") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_id,
      N_("Rules of the format or variant ID (default: the first deck's, else the game's "
         "first, feature-film for GROS)"), N_("ID") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &format_id, N_("The same as --format"), N_("ID") },
    { "games", 0, 0, G_OPTION_ARG_INT, &games,
      N_("Games to play, rounded up to whole seat rotations (default 100)"), "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of decks and shuffles (default 1)"), "S" },
    { "time-ms", 0, 0, G_OPTION_ARG_INT, &time_ms,
      N_("HARD's time cap per decision in ms (default 1000; 0 with --iterations: none)"),
      N_("MS") },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations,
      N_("HARD's search iterations per decision (default 2000)"), "N" },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs,
      N_("Games played at once (default: one per processor)"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, N_("Do not report progress on stderr"), NULL },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save_dir,
      N_("Write each game's record into DIR (opens in the app, replays)"), N_("DIR") },
    { NULL }
  };
  const CliCommand *command = cli_lookup_command ("tournament");
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autofree char *deck_label = NULL;
  g_autofree char *variant_label = NULL;
  const char *variant_id;
  GThreadPool *pool;
  Tournament t = { 0 };
  guint n_deals;
  int status = CLI_EXIT_FAILURE;

  if (!cli_parse_options (command, entries, &argc, &argv))
    return CLI_EXIT_FAILURE;
  if (argc > 1)
    {
      cli_error (_("tournament: unexpected argument “%s”"), argv[1]);
      return CLI_EXIT_FAILURE;
    }
  if (ai == NULL)
    {
      cli_error (_("tournament: --ai is required, e.g. --ai normal,random"));
      return CLI_EXIT_FAILURE;
    }
  if (!parse_entries (ai, &t, &error))
    {
      cli_error ("tournament: %s", error->message);
      return CLI_EXIT_FAILURE;
    }
  if (games < 1 || time_ms < -1 || iterations < 0 || jobs < 0)
    {
      cli_error (_("tournament: --games, --time-ms, --iterations and --jobs take positive "
                   "numbers"));
      return CLI_EXIT_FAILURE;
    }
  if (game_id != NULL && cli_lookup_game_rules ("tournament", game_id) == NULL)
    return CLI_EXIT_FAILURE;
  if (save_dir != NULL && !cli_prepare_save_folder ("tournament", save_dir, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }

  catalog = cli_load_catalog ();
  /* Without --game, the first deck file says which game it is. */
  if (game_id == NULL && deck_files != NULL)
    {
      g_autoptr(DriveInDeck) first = cli_load_deck ("tournament", catalog, deck_files[0]);

      if (first == NULL || (t.rules = cli_deck_game_rules ("tournament", first)) == NULL)
        return CLI_EXIT_FAILURE;
      /* Without --format, that deck's own format (a Rumble deck plays a Rumble). */
      if (format_id == NULL
          && game_rules_find_variant (t.rules, drive_in_deck_get_variant (first)) != NULL)
        format_id = g_strdup (drive_in_deck_get_variant (first));
    }
  else
    t.rules = cli_lookup_game_rules ("tournament", game_id);
  cli_add_game_cards (catalog, t.rules->id);
  t.ai = game_ai_lookup (t.rules->id);
  if (t.ai == NULL)
    {
      cli_error (_("tournament: %s has no AI yet"), t.rules->id);
      return CLI_EXIT_FAILURE;
    }
  if ((t.params = cli_params_new ("tournament", t.rules, format_id)) == NULL)
    return CLI_EXIT_FAILURE;
  if (players == 0)
    players = MAX ((int) t.rules->min_seats, (int) t.n_entries);
  if (players < (int) t.rules->min_seats || players > (int) MIN (t.rules->max_seats, GAME_MAX_SEATS)
      || (guint) players < t.n_entries)
    {
      cli_error (_("tournament: --players must be %u to %u and at least the number of AIs"),
                 t.rules->min_seats, MIN (t.rules->max_seats, GAME_MAX_SEATS));
      g_free (t.params);
      return CLI_EXIT_FAILURE;
    }
  for (guint i = 0; releases != NULL && releases[i] != NULL; i++)
    {
      DriveInRelease *release = drive_in_catalog_lookup_release (catalog, releases[i]);

      if (release == NULL || !g_str_equal (drive_in_release_get_game (release), t.rules->id))
        {
          cli_error (_("tournament: no loaded release of %s has the sigil '%s'"), t.rules->id,
                     releases[i]);
          g_free (t.params);
          return CLI_EXIT_FAILURE;
        }
    }
  t.n_seats = players;
  t.quiet = quiet;
  t.save_dir = save_dir;
  game_ai_budget_init (&t.budget);
  if (time_ms >= 0)
    t.budget.time_ms = time_ms;
  if (iterations > 0)
    t.budget.max_iterations = iterations;
  if (t.budget.time_ms == 0 && iterations == 0)
    t.budget.time_ms = GAME_AI_DEFAULT_TIME_MS;
  if (jobs == 0)
    jobs = g_get_num_processors ();

  t.db = t.rules->cards.db_new ();
  t.decks = g_ptr_array_new_with_free_func ((GDestroyNotify) game_seat_deck_free);

  /* Every deal is played once per seat rotation, so each AI plays each deck from each seat
   * with the same shuffles. */
  n_deals = (games + players - 1) / players;
  t.n_games = n_deals * players;
  t.games = g_new0 (Game, t.n_games);

  if (!deal_decks (&t, catalog, deck_files, (const char * const *) releases, seed, n_deals,
                   &error))
    {
      cli_error ("tournament: %s", error->message);
      goto out;
    }
  if (deck_files != NULL)
    deck_label = g_strjoinv (", ", deck_files);
  else
    {
      g_autofree char *list = dup_release_list (catalog, t.rules,
                                                (const char * const *) releases);

      deck_label = g_strdup_printf (_("random decks (%s)"), list);
    }

  for (guint d = 0; d < n_deals; d++)
    for (guint r = 0; r < (guint) players; r++)
      {
        Game *game = &t.games[d * players + r];

        game->index = d * players + r;
        game->deal = d;
        game->seed = mix ((guint64) seed, d);
        for (guint s = 0; s < (guint) players; s++)
          {
            /* Seats keep their decks; the AIs move one seat on each rotation. */
            game->entry[s] = ((s + r) % players) % t.n_entries;
            game->deck[s] = deck_files != NULL ? (d * players + s) % t.decks->len
                                               : d * players + s;
          }
      }
  if (!set_up_once (&t, &error))
    {
      cli_error ("tournament: %s", error->message);
      goto out;
    }

  g_mutex_init (&t.lock);
  pool = g_thread_pool_new (worker, &t, jobs, FALSE, NULL);
  for (guint i = 0; i < t.n_games; i++)
    g_thread_pool_push (pool, &t.games[i], NULL);
  g_thread_pool_free (pool, FALSE, TRUE);
  g_mutex_clear (&t.lock);

  variant_id = t.rules->params_variant != NULL ? t.rules->params_variant (t.params) : NULL;
  variant_label = cli_dup_variant_label (t.rules, t.params);
  status = report (&t, json, deck_label, variant_id != NULL ? variant_id : "",
                   variant_label, format_id != NULL || t.rules != game_rules_list (NULL)[0],
                   seed);

out:
  for (guint i = 0; i < t.n_games; i++)
    {
      g_free (t.games[i].problem);
      for (guint l = 0; l < GAME_AI_N_LEVELS; l++)
        {
          g_clear_pointer (&t.games[i].times[l], g_array_unref);
          g_clear_pointer (&t.games[i].cpu[l], g_array_unref);
        }
    }
  g_free (t.games);
  g_ptr_array_unref (t.decks);
  g_clear_pointer (&t.shared, g_ptr_array_unref);
  t.rules->cards.db_unref (t.db);
  g_free (t.params);
  return status;
}
