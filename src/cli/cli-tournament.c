/* cli-tournament.c: drive-in-cli tournament: seat-rotated, deck-mirrored games between AIs. */
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
#include "gros-ai.h"
#include "gros-card-db.h"
#include "gros-game.h"

#define STARTER_SIGIL   "drive-in"
#define OFFICIAL_SIGIL  "gros-dc"
#define MAX_ACTIONS_PER_GAME 50000
#define RANDOM_PACKS    3
#define RANDOM_EXTRAS   2

typedef struct
{
  GrosAiLevel level;
} Entry;

/* One game to play: which decks sit where and which AI entry plays each seat. */
typedef struct
{
  guint    index;
  guint    deal;
  guint64  seed;
  guint    entry[GROS_MAX_SEATS];
  guint    deck[GROS_MAX_SEATS];     /* index in Tournament.decks */

  /* Results. */
  gboolean finished;
  char    *problem;
  guint8   winner_mask;
  guint8   end_reason;
  guint    turns;
  GArray  *times[GROS_AI_N_LEVELS];  /* of double, milliseconds, non-trivial decisions */
  GArray  *cpu[GROS_AI_N_LEVELS];    /* the same in the thread's CPU time */
  guint64  iterations;               /* HARD's search iterations, all decisions */
  guint    out_of_time;              /* HARD decisions the time cap cut short */
} Game;

typedef struct
{
  GrosCardDb   *db;
  GPtrArray    *decks;        /* of GArray of uint16_t (db indices) */
  guint         n_seats;
  guint         n_entries;
  Entry         entries[GROS_MAX_SEATS];
  GrosAiBudget  budget;
  Game         *games;
  guint         n_games;

  GMutex        lock;
  guint         done;
  gboolean      quiet;
} Tournament;

/* ------------------------------------------------------------------------------------ */
/* Decks                                                                                */

static GArray *
deck_from_ids (GrosCardDb         *db,
               GrosCatalog        *catalog,
               const char * const *ids,
               GError            **error)
{
  g_autoptr(GArray) deck = g_array_new (FALSE, FALSE, sizeof (uint16_t));

  for (guint i = 0; ids[i] != NULL; i++)
    {
      GrosCard *card = gros_catalog_lookup (catalog, ids[i]);
      uint16_t index;

      if (card == NULL)
        {
          g_set_error (error, GROS_ERROR, GROS_ERROR_NOT_FOUND,
                       _("Card %s is in no loaded release"), ids[i]);
          return NULL;
        }
      index = gros_card_db_add_card (db, card);
      g_array_append_val (deck, index);
    }
  return g_steal_pointer (&deck);
}

static GArray *
load_deck_file (GrosCardDb   *db,
                GrosCatalog  *catalog,
                const char   *path,
                GError      **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GrosDeck) deck = gros_deck_load (file, catalog, NULL, error);
  g_auto(GStrv) ids = NULL;

  if (deck == NULL)
    return NULL;
  ids = gros_deck_dup_card_ids (deck);
  return deck_from_ids (db, catalog, (const char * const *) ids, error);
}

static gboolean
sigil_wanted (const char * const *sigils,
              const char         *sigil)
{
  return g_strv_contains (sigils, sigil);
}

/* Three random Feature Packs and two random other cards (no Roll the Credits). */
static GArray *
random_deck (GrosCardDb         *db,
             GrosCatalog        *catalog,
             const char * const *sigils,
             GRand              *rand,
             GError            **error)
{
  GListModel *packs = gros_catalog_get_packs (catalog);
  g_autoptr(GPtrArray) pool = g_ptr_array_new ();
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) extras = g_ptr_array_new ();
  g_autoptr(GHashTable) in_deck = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < g_list_model_get_n_items (packs); i++)
    {
      g_autoptr(GrosPack) pack = g_list_model_get_item (packs, i);

      if (g_strcmp0 (gros_pack_get_kind (pack), "feature") == 0
          && sigil_wanted (sigils, gros_pack_get_release (pack)))
        g_ptr_array_add (pool, g_object_ref (pack));
    }
  g_ptr_array_set_free_func (pool, g_object_unref);
  if (pool->len < RANDOM_PACKS)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_NOT_FOUND,
                   _("Random decks need %d Feature Packs; the chosen releases have %u"),
                   RANDOM_PACKS, pool->len);
      return NULL;
    }

  for (guint p = 0; p < RANDOM_PACKS; p++)
    {
      guint pick = g_rand_int_range (rand, p, pool->len);
      GrosPack *pack;
      const char * const *numbers;

      /* A partial Fisher-Yates: the first RANDOM_PACKS entries are the choice. */
      pack = g_ptr_array_index (pool, pick);
      pool->pdata[pick] = pool->pdata[p];
      pool->pdata[p] = pack;
      numbers = gros_pack_get_card_numbers (pack);
      for (guint i = 0; numbers[i] != NULL; i++)
        {
          char *id = g_strconcat (gros_pack_get_release (pack), ":", numbers[i], NULL);

          g_ptr_array_add (ids, id);
          g_hash_table_add (in_deck, id);
        }
    }

  for (guint r = 0; sigils[r] != NULL; r++)
    {
      GrosRelease *release = gros_catalog_lookup_release (catalog, sigils[r]);
      GListModel *cards = release != NULL ? gros_release_get_cards (release) : NULL;

      for (guint i = 0; cards != NULL && i < g_list_model_get_n_items (cards); i++)
        {
          g_autoptr(GrosCard) card = g_list_model_get_item (cards, i);

          if (gros_card_get_card_type (card) != GROS_CARD_TYPE_ROLL_THE_CREDITS
              && !g_hash_table_contains (in_deck, gros_card_get_id (card)))
            g_ptr_array_add (extras, (gpointer) gros_card_get_id (card));
        }
    }
  for (guint e = 0; e < RANDOM_EXTRAS && extras->len > 0; e++)
    {
      guint pick = g_rand_int_range (rand, 0, extras->len);

      g_ptr_array_add (ids, g_strdup (g_ptr_array_index (extras, pick)));
      g_ptr_array_remove_index_fast (extras, pick);
    }
  g_ptr_array_add (ids, NULL);
  return deck_from_ids (db, catalog, (const char * const *) ids->pdata, error);
}

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
play_game (Tournament *t,
           Game       *game)
{
  g_autofree GrosGame *g = g_new (GrosGame, 1);
  g_autoptr(GError) error = NULL;
  GrosGameSetup setup = { 0 };
  guint actions = 0;

  setup.n_seats = t->n_seats;
  setup.seed = game->seed;
  gros_rules_params_init_feature_film (&setup.params);
  for (guint s = 0; s < t->n_seats; s++)
    {
      GArray *deck = g_ptr_array_index (t->decks, game->deck[s]);

      setup.decks[s] = (const uint16_t *) deck->data;
      setup.deck_sizes[s] = deck->len;
    }
  for (guint l = 0; l < GROS_AI_N_LEVELS; l++)
    {
      game->times[l] = g_array_new (FALSE, FALSE, sizeof (double));
      game->cpu[l] = g_array_new (FALSE, FALSE, sizeof (double));
    }

  if (!gros_game_init (g, t->db, &setup, NULL, NULL, &error))
    {
      game->problem = g_strdup (error->message);
      return;
    }

  while (!gros_game_is_over (g))
    {
      guint seat = gros_game_get_deciding_seat (g);
      GrosAiLevel level = t->entries[game->entry[seat]].level;
      GrosAiInfo info;
      GrosAction action;
      gint64 start = g_get_monotonic_time ();
      double cpu_start = thread_cpu_ms ();

      if (actions++ > MAX_ACTIONS_PER_GAME)
        {
          game->problem = g_strdup_printf (_("game %u: no end after %u actions"), game->index + 1,
                                           MAX_ACTIONS_PER_GAME);
          return;
        }
      if (!gros_ai_choose_full (level, g, seat, &t->budget, mix (game->seed, g->n_actions),
                                &action, &info))
        {
          game->problem = g_strdup_printf (_("game %u: the %s AI found nothing to do "
                                             "in the %s phase"),
                                           game->index + 1, gros_ai_level_to_string (level),
                                           gros_phase_to_string (g->phase));
          return;
        }
      if (info.n_legal > 1)
        {
          double ms = (g_get_monotonic_time () - start) / 1000.0;

          double cpu_ms = thread_cpu_ms () - cpu_start;

          g_array_append_val (game->times[level], ms);
          g_array_append_val (game->cpu[level], cpu_ms);
        }
      if (level == GROS_AI_HARD)
        {
          game->iterations += info.iterations;
          game->out_of_time += info.out_of_time;
        }
      if (!gros_game_apply (g, &action, NULL, NULL, &error))
        {
          game->problem = g_strdup_printf (_("game %u: %s"), game->index + 1, error->message);
          return;
        }
    }
  game->finished = TRUE;
  game->winner_mask = g->winner_mask;
  game->end_reason = g->end_reason;
  game->turns = g->turn;
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

typedef struct
{
  guint  seat_games;
  guint  wins;      /* sole winner */
  guint  ties;      /* shared the best Ratings */
  double score;     /* wins, plus 1/k of a k-way tie */
} EntryStats;

static const char * const end_names[] = { "none", "credits", "out-of-plot", "twists", "stalemate" };

static int
report (Tournament *t,
        gboolean    json,
        const char *deck_label,
        guint64     seed)
{
  EntryStats stats[GROS_MAX_SEATS] = { { 0 } };
  GArray *times[GROS_AI_N_LEVELS] = { NULL };
  GArray *cpu[GROS_AI_N_LEVELS] = { NULL };
  guint ends[G_N_ELEMENTS (end_names)] = { 0 };
  guint finished = 0, problems = 0;
  double turns = 0;
  guint64 hard_iterations = 0;
  guint hard_out_of_time = 0;
  gboolean level_used[GROS_AI_N_LEVELS] = { FALSE };

  for (guint l = 0; l < GROS_AI_N_LEVELS; l++)
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

      for (guint l = 0; l < GROS_AI_N_LEVELS; l++)
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
      if (game->end_reason < G_N_ELEMENTS (end_names))
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
  for (guint l = 0; l < GROS_AI_N_LEVELS; l++)
    {
      g_array_sort (times[l], compare_double);
      g_array_sort (cpu[l], compare_double);
    }

  if (json)
    {
      g_autoptr(JsonBuilder) b = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (b);
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
      if (level_used[GROS_AI_HARD])
        {
          json_builder_set_member_name (b, "hard_mean_iterations");
          json_builder_add_double_value (b, times[GROS_AI_HARD]->len > 0
                                            ? (double) hard_iterations / times[GROS_AI_HARD]->len
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
          json_builder_add_string_value (b, gros_ai_level_to_string (t->entries[e].level));
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
      for (guint l = 0; l < GROS_AI_N_LEVELS; l++)
        {
          GArray *a = times[l];
          double sum = 0;

          if (!level_used[l])
            continue;
          for (guint i = 0; i < a->len; i++)
            sum += g_array_index (a, double, i);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "level");
          json_builder_add_string_value (b, gros_ai_level_to_string (l));
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
          json_builder_end_object (b);
        }
      json_builder_end_array (b);

      json_builder_set_member_name (b, "ends");
      json_builder_begin_object (b);
      for (guint r = 1; r < G_N_ELEMENTS (end_names); r++)
        {
          json_builder_set_member_name (b, end_names[r]);
          json_builder_add_int_value (b, ends[r]);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);

      root = json_builder_get_root (b);
      cli_print_json (root);
    }
  else
    {
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
                   gros_ai_level_to_string (t->entries[e].level), st->seat_games, st->wins,
                   st->ties, st->seat_games - st->wins - st->ties,
                   st->seat_games > 0 ? 100.0 * st->score / st->seat_games : 0.0,
                   100.0 * low, 100.0 * high);
        }
      g_print ("\n%s\n", _("Decision time (decisions with more than one legal action):"));
      g_print ("%-8s %10s %10s %10s %10s %10s\n", _("Level"), _("Decisions"), _("Mean ms"),
               _("Median ms"), _("Max ms"), _("CPU median"));
      for (guint l = 0; l < GROS_AI_N_LEVELS; l++)
        {
          GArray *a = times[l];
          double sum = 0;

          if (!level_used[l])
            continue;
          for (guint i = 0; i < a->len; i++)
            sum += g_array_index (a, double, i);
          g_print ("%-8s %10u %10.2f %10.2f %10.2f %10.2f\n", gros_ai_level_to_string (l), a->len,
                   a->len > 0 ? sum / a->len : 0.0,
                   a->len > 0 ? g_array_index (a, double, a->len / 2) : 0.0,
                   a->len > 0 ? g_array_index (a, double, a->len - 1) : 0.0,
                   a->len > 0 ? g_array_index (cpu[l], double, a->len / 2) : 0.0);
        }
      g_print ("%s\n", _("(times in milliseconds; wall clock, and the median CPU time of the "
                         "deciding thread)"));
      if (level_used[GROS_AI_HARD])
        {
          double mean = times[GROS_AI_HARD]->len > 0
                        ? (double) hard_iterations / times[GROS_AI_HARD]->len : 0.0;

          if (t->budget.time_ms > 0)
            g_print (_("hard: %.0f search iterations per decision (at most %u); %u decisions "
                       "cut short by the %u ms time cap\n"),
                     mean, t->budget.max_iterations, hard_out_of_time, t->budget.time_ms);
          else
            g_print (_("hard: %.0f search iterations per decision (at most %u); no time cap\n"),
                     mean, t->budget.max_iterations);
        }
      g_print ("\n");
      g_print (_("Games played: %u (mean %.1f turns; ends: %u credits, %u out of plot, "
                 "%u stalemate)\n"),
               finished, finished > 0 ? turns / finished : 0.0, ends[GROS_END_CREDITS],
               ends[GROS_END_OUT_OF_PLOT], ends[GROS_END_STALEMATE]);
      if (problems > 0)
        g_print (_("Games that failed: %u\n"), problems);
    }
  for (guint l = 0; l < GROS_AI_N_LEVELS; l++)
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
      GrosAiLevel level;

      if (t->n_entries == GROS_MAX_SEATS)
        {
          g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID, _("At most %d AIs"), GROS_MAX_SEATS);
          return FALSE;
        }
      if (!gros_ai_level_from_string (g_strstrip (parts[i]), &level))
        {
          g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                       _("Unknown AI level “%s” (random, easy, normal or hard)"), parts[i]);
          return FALSE;
        }
      t->entries[t->n_entries++].level = level;
    }
  if (t->n_entries == 0)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID, _("--ai names no level"));
      return FALSE;
    }
  return TRUE;
}

int
cli_tournament (int    argc,
                char **argv)
{
  g_autofree char *ai = NULL;
  g_auto(GStrv) deck_files = NULL;
  g_auto(GStrv) releases = NULL;
  int players = 0, games = 100, jobs = 0, time_ms = -1, iterations = 0;
  gint64 seed = 1;
  gboolean json = FALSE, quiet = FALSE;
  const GOptionEntry entries[] = {
    { "ai", 0, 0, G_OPTION_ARG_STRING, &ai,
      N_("AI levels, one per player: random, easy, normal, hard"), N_("A,B") },
    { "players", 0, 0, G_OPTION_ARG_INT, &players,
      N_("Seats per game (default: as many as AIs); AIs repeat to fill them"), "N" },
    { "deck", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &deck_files,
      N_("A deck file; repeat for one per seat (default: random Feature Pack decks)"), N_("FILE") },
    { "release", 0, 0, G_OPTION_ARG_STRING_ARRAY, &releases,
      N_("Release whose Feature Packs random decks use (default: drive-in, and gros-dc "
         "when imported)"),
      N_("SIGIL") },
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
    { NULL }
  };
  const CliCommand *command = cli_lookup_command ("tournament");
  g_autoptr(GError) error = NULL;
  g_autoptr(GrosCatalog) catalog = NULL;
  g_autoptr(GPtrArray) sigils = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GRand) rand = NULL;
  g_autofree char *deck_label = NULL;
  GThreadPool *pool;
  Tournament t = { 0 };
  guint n_deals;
  int status;

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
  if (players == 0)
    players = MAX (2, (int) t.n_entries);
  if (players < 2 || players > GROS_MAX_SEATS || (guint) players < t.n_entries)
    {
      cli_error (_("tournament: --players must be 2 to %d and at least the number of AIs"),
                 GROS_MAX_SEATS);
      return CLI_EXIT_FAILURE;
    }
  if (games < 1 || time_ms < -1 || iterations < 0 || jobs < 0)
    {
      cli_error (_("tournament: --games, --time-ms, --iterations and --jobs take positive "
                   "numbers"));
      return CLI_EXIT_FAILURE;
    }
  t.n_seats = players;
  t.quiet = quiet;
  gros_ai_budget_init (&t.budget);
  if (time_ms >= 0)
    t.budget.time_ms = time_ms;
  if (iterations > 0)
    t.budget.max_iterations = iterations;
  if (t.budget.time_ms == 0 && iterations == 0)
    t.budget.time_ms = GROS_AI_DEFAULT_TIME_MS;
  if (jobs == 0)
    jobs = g_get_num_processors ();

  catalog = cli_load_catalog ();
  t.db = gros_card_db_new ();
  t.decks = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));

  if (releases != NULL)
    for (guint i = 0; releases[i] != NULL; i++)
      g_ptr_array_add (sigils, g_strdup (releases[i]));
  else
    {
      g_ptr_array_add (sigils, g_strdup (STARTER_SIGIL));
      if (gros_catalog_lookup_release (catalog, OFFICIAL_SIGIL) != NULL)
        g_ptr_array_add (sigils, g_strdup (OFFICIAL_SIGIL));
    }
  g_ptr_array_add (sigils, NULL);

  /* Every deal is played once per seat rotation, so each AI plays each deck from each seat
   * with the same shuffles. */
  n_deals = (games + players - 1) / players;
  t.n_games = n_deals * players;
  t.games = g_new0 (Game, t.n_games);

  if (deck_files != NULL)
    {
      for (guint i = 0; deck_files[i] != NULL; i++)
        {
          GArray *deck = load_deck_file (t.db, catalog, deck_files[i], &error);

          if (deck == NULL)
            {
              cli_error ("tournament: %s", error->message);
              status = CLI_EXIT_FAILURE;
              goto out;
            }
          g_ptr_array_add (t.decks, deck);
        }
      deck_label = g_strjoinv (", ", deck_files);
    }
  else
    {
      g_autofree char *list = g_strjoinv (", ", (char **) sigils->pdata);

      for (guint d = 0; d < n_deals * players; d++)
        {
          GArray *deck = random_deck (t.db, catalog, (const char * const *) sigils->pdata, rand,
                                      &error);

          if (deck == NULL)
            {
              cli_error ("tournament: %s", error->message);
              status = CLI_EXIT_FAILURE;
              goto out;
            }
          g_ptr_array_add (t.decks, deck);
        }
      deck_label = g_strdup_printf (_("random Feature Pack decks (%s)"), list);
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

  g_mutex_init (&t.lock);
  pool = g_thread_pool_new (worker, &t, jobs, FALSE, NULL);
  for (guint i = 0; i < t.n_games; i++)
    g_thread_pool_push (pool, &t.games[i], NULL);
  g_thread_pool_free (pool, FALSE, TRUE);
  g_mutex_clear (&t.lock);

  status = report (&t, json, deck_label, seed);

out:
  for (guint i = 0; i < t.n_games; i++)
    {
      g_free (t.games[i].problem);
      for (guint l = 0; l < GROS_AI_N_LEVELS; l++)
        {
          g_clear_pointer (&t.games[i].times[l], g_array_unref);
          g_clear_pointer (&t.games[i].cpu[l], g_array_unref);
        }
    }
  g_free (t.games);
  g_ptr_array_unref (t.decks);
  gros_card_db_unref (t.db);
  return status;
}
