/* test-hidden-info.c: random GROS games over every format and 2-6 seats: after every action
 * the engine's knowledge is the oracle's (hidden-oracle.h: who may know each card, from the
 * events alone), and after every event nothing shown to a seat (log lines, the board's and
 * its folded ones too, action labels and machine forms, the position's JSON) identifies a
 * card the oracle says is hidden from it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <json-glib/json-glib.h>

#include "gros-game-view.h"
#include "gros-hidden-common.h"
#include "hidden-info-check.h"
#include "hidden-oracle.h"
#include "gros-game-id.h"
#include "gros-format.h"

/* At least 2,000 games; GROS_HIDDEN_GAMES sets another count (a longer soak). */
#define DEFAULT_GAMES 2000
/* The whole position (JSON, every card's description) is checked every this many actions in
 * the first games; in the others, at one random decision of every 8th game and at the end of
 * every 8th (a position's JSON is the dearest thing to check). */
#define FULL_EVERY    16
#define FULL_GAMES    8
#define ACTION_CAP    20000

/* What the GROS plug shows a viewer now, beyond the position: the event being applied. */
typedef struct
{
  const GrosEvent *event;      /* the event just emitted, or NULL */
  const HiddenOracle *oracle;  /* who may know each card */
  gboolean         decision;   /* a decision point: the decider's labels */
  gboolean         full;       /* the JSON and every card's description too */
  gboolean         stamped;    /* stamps[] hold this state's (by viewer + 2) */
  guint64          stamps[GROS_MAX_SEATS + 2];
} Shown;

static void
gros_collect_shown (gconstpointer game_pointer,
                    int           viewer,
                    gpointer      data,
                    GPtrArray    *out)
{
  const GrosGame *game = game_pointer;
  const Shown *shown = data;

  if (shown->event != NULL)
    {
      char *line = gros_game_describe_log_event_for (game, shown->event, viewer);
      char *folded = gros_game_describe_events_folded (game, shown->event, 7, viewer);

      g_ptr_array_add (out, gros_game_describe_event_for (game, shown->event, viewer));
      /* The board's log line, and the line a run of such events folds into, go through the
       * same checks. */
      if (line != NULL)
        g_ptr_array_add (out, line);
      if (folded != NULL)
        g_ptr_array_add (out, folded);
    }
  if (shown->decision && !gros_game_is_over (game)
      && viewer == (int) gros_game_get_deciding_seat (game))
    {
      static GrosAction legal[GROS_MAX_ACTIONS];
      guint n = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);

      for (guint i = 0; i < n; i++)
        {
          char *machine = gros_action_to_string_for (game, &legal[i], viewer);
          GrosAction parsed;

          /* The decider's own form reads back as the action, unless it had to alias a card
           * hidden from them (an opponent's card chosen at random). */
          if (strchr (machine, '.') == NULL
              && (!gros_action_parse (machine, &parsed, NULL)
                  || memcmp (&parsed, &legal[i], sizeof parsed) != 0))
            g_error ("the decider's form “%s” does not read back as its action", machine);
          g_ptr_array_add (out, gros_game_describe_action_for (game, &legal[i], viewer));
          g_ptr_array_add (out, machine);
        }
    }
  if (shown->full)
    {
      g_autoptr(JsonNode) node = gros_game_view_to_json (game, viewer, NULL, NULL);

      g_ptr_array_add (out, json_to_string (node, FALSE));
      for (int c = 0; c < game->n_cards; c++)
        g_ptr_array_add (out, gros_game_describe_card_for (game, c, viewer));
      for (guint s = 0; s < game->n_seats; s++)
        {
          GrosRatings r;
          gboolean partial;

          gros_game_ratings_for (game, s, viewer, &r, &partial);
          g_ptr_array_add (out, g_strdup_printf ("ratings %u: %d %d %d %d %d %d", s, r.defense,
                                                 r.title_cards, r.title_points, r.banked,
                                                 r.total, partial));
        }
    }
}

static void
gros_collect_secrets (gconstpointer  game,
                      int            viewer,
                      gpointer       data,
                      HiddenSecrets *out)
{
  const Shown *shown = data;

  gros_hidden_collect_secrets (game, shown->oracle, viewer, out);
}

/* What each viewer may know (the oracle's stamps) and the Titles, folded: the lists of
 * secrets follow them. Worked out for every viewer at once, once per state checked. */
static void
compute_stamps (const GrosGame *game,
                Shown          *shown)
{
  guint64 title = 1469598103934665603ull ^ ((guint64) (guintptr) game->db << 16);

  for (guint s = 0; s < game->n_seats; s++)
    for (guint w = 0; w < game->seats[s].n_title_words; w++)
      title = (title ^ game->seats[s].title_words[w]) * 1099511628211ull;
  for (int v = GROS_VIEWER_PUBLIC; v < (int) G_N_ELEMENTS (shown->stamps) - 2; v++)
    shown->stamps[v + 2] = (title ^ (guint64) (v + 2)) * 1099511628211ull
                           ^ hidden_oracle_stamp (shown->oracle, v);
  shown->stamped = TRUE;
}

static guint64
gros_secrets_stamp (gconstpointer game_pointer,
                    int           viewer,
                    gpointer      data)
{
  Shown *shown = data;

  if (!shown->stamped)
    compute_stamps (game_pointer, shown);
  return shown->stamps[viewer + 2];
}

static gpointer
gros_permute_hidden (gconstpointer game,
                     int           viewer,
                     guint64       seed,
                     gpointer      data)
{
  const Shown *shown = data;
  GrosGame *copy = g_new (GrosGame, 1);

  gros_game_copy (copy, game);
  gros_hidden_permute (copy, shown->oracle, viewer, seed);
  return copy;
}

static const HiddenInfoGame gros_plug = {
  "GROS",
  gros_collect_shown,
  gros_collect_secrets,
  gros_secrets_stamp,
  gros_permute_hidden,
  g_free,
};

typedef struct
{
  guint64       views;      /* (state, viewer) pairs seen */
  guint64       checks;     /* ... checked on their own (the rest showed the public texts) */
  guint64       permuted;
  guint64       events;
  guint64       seed;
  guint         game_index;
  HiddenSecrets secrets[GROS_MAX_SEATS + 1]; /* the public view's, then each seat's */
  HiddenOracle *oracle;
  guint64       engine_checks;
} Run;

/* The engine's knowledge is the oracle's. */
static void
check_engine (const GrosGame *game,
              Run            *run)
{
  g_autofree char *message = NULL;

  if (!hidden_oracle_check_engine (run->oracle, game, &message))
    g_error ("game %u, action %u: %s", run->game_index, game->n_actions, message);
  run->engine_checks++;
}

/* Every viewer but the omniscient one: the public view first (it knows least), then each
 * seat. */
static void
check_all_viewers (const GrosGame *game,
                   Shown          *shown,
                   gboolean        permute,
                   Run            *run)
{
  int viewers[GROS_MAX_SEATS + 1] = { GROS_VIEWER_PUBLIC };
  g_autofree char *message = NULL;
  guint checked = 0;

  for (guint s = 0; s < game->n_seats; s++)
    viewers[s + 1] = s;
  if (!hidden_info_check_viewers (&gros_plug, game, viewers, game->n_seats + 1, permute,
                                  run->seed, shown, run->secrets, &checked, &message))
    g_error ("game %u, action %u: %s", run->game_index, game->n_actions, message);
  run->seed += game->n_seats + 1;
  run->views += game->n_seats + 1;
  run->checks += checked;
  run->permuted += permute ? checked : 0;
}

/* The log line of every event, for every viewer; against a different deal of the hidden
 * cards every eighth event (and every event of the first games). */
static void
on_event (const GrosGame  *game,
          const GrosEvent *event,
          gpointer         user_data)
{
  Run *run = user_data;
  Shown shown = { event, run->oracle, FALSE, FALSE, FALSE, { 0 } };

  hidden_oracle_event (game, event, run->oracle);
  run->events++;
  check_all_viewers (game, &shown, run->game_index < 90 || run->events % 8 == 0, run);
}

static void
test_random_games (void)
{
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GrosGameDecks) decks = NULL;
  g_autofree GrosAction *legal = g_new (GrosAction, GROS_MAX_ACTIONS);
  g_autofree GrosGame *game = g_new (GrosGame, 1);
  const char *env = g_getenv ("GROS_HIDDEN_GAMES");
  /* Under sanitizers 400: every format and seat count with both releases (90 games), the
   * 90 games checked at every decision, then more of the same. */
  guint n_games = env != NULL ? (guint) g_ascii_strtoull (env, NULL, 10)
                              : gros_test_repeats (DEFAULT_GAMES, 400);
  guint64 formats_seen = 0, seats_seen = 0, actions = 0, decisions = 0, full = 0;
  gboolean has_dc;
  Run run = { 0 };
  gint64 start = g_get_monotonic_time ();
  const GameRules *rules = game_rules_lookup (GROS_GAME_ID);

  for (guint v = 0; v < G_N_ELEMENTS (run.secrets); v++)
    hidden_secrets_init (&run.secrets[v]);
  catalog = games_catalog (TRUE, &has_dc);
  decks = gros_game_decks_new (catalog, NULL);
  for (guint i = 0; i < n_games; i++)
    {
      guint format = i % GROS_FORMAT_N_IDS;
      guint n_seats = 2 + (i / GROS_FORMAT_N_IDS) % (GROS_MAX_SEATS - 1);
      const char *sigil = has_dc && (i / 45) % 2 == 1 ? DC_SIGIL : STARTER_SIGIL;
      guint64 seed = games_seed_mix (9000 + i);
      guint64 rng = games_seed_mix (seed ^ 0x5a5a);
      g_autoptr(GError) error = NULL;
      GrosGameSetup setup;
      guint full_at;

      run.game_index = i;
      run.seed = seed;
      games_random_setup_format (decks, n_seats, sigil, gros_format_get (format), seed, &setup);
      g_clear_pointer (&run.oracle, hidden_oracle_free);
      run.oracle = hidden_oracle_new (rules);
      g_assert_true (gros_game_init (game, gros_game_decks_get_db (decks), &setup, on_event, &run,
                                     &error));
      g_assert_no_error (error);
      check_engine (game, &run);
      formats_seen |= 1u << format;
      seats_seen |= 1u << n_seats;
      full_at = i % FULL_GAMES == 3 ? games_rand_below (&rng, 120) : G_MAXUINT;

      for (guint step = 0; step < ACTION_CAP && !gros_game_is_over (game); step++)
        {
          /* The decider's labels at every decision of the first games, then every 16th. */
          gboolean labels = i < 90 || step % 16 == 0;
          Shown shown = { NULL, run.oracle, labels,
                          step == full_at || (i < 9 && step % FULL_EVERY == 0), FALSE, { 0 } };
          guint n;

          if (labels || shown.full)
            {
              check_all_viewers (game, &shown, TRUE, &run);
              decisions += labels;
              full += shown.full;
            }
          n = gros_game_legal_actions (game, legal, GROS_MAX_ACTIONS);
          g_assert_cmpuint (n, >, 0);
          gros_game_apply (game, &legal[games_rand_below (&rng, n)], on_event, &run, &error);
          g_assert_no_error (error);
          check_engine (game, &run);
          actions++;
        }
      /* The end: every Rating and card of the finished game. */
      if (i < 90 || i % FULL_GAMES == 7)
        {
          Shown shown = { NULL, run.oracle, FALSE, TRUE, FALSE, { 0 } };

          check_all_viewers (game, &shown, TRUE, &run);
          full++;
        }
    }
  for (guint v = 0; v < G_N_ELEMENTS (run.secrets); v++)
    hidden_secrets_clear (&run.secrets[v]);
  g_clear_pointer (&run.oracle, hidden_oracle_free);
  g_assert_cmpuint (formats_seen, ==, (1u << GROS_FORMAT_N_IDS) - 1);
  g_assert_cmpuint (seats_seen, ==, 0x7c);
  g_test_message ("%u games, %" G_GUINT64_FORMAT " actions, %" G_GUINT64_FORMAT " events; %"
                  G_GUINT64_FORMAT " views checked: %" G_GUINT64_FORMAT " on their own (%"
                  G_GUINT64_FORMAT " against another deal), the rest showed the public texts; "
                  "labels at %" G_GUINT64_FORMAT " decisions, whole position %" G_GUINT64_FORMAT
                  " times; the engine's knowledge matched the oracle's %" G_GUINT64_FORMAT " times; %.1f s",
                  n_games, actions, run.events, run.views, run.checks,
                  run.permuted, decisions, full, run.engine_checks, (g_get_monotonic_time () - start) / 1e6);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);
  g_test_add_func ("/gros/hidden/random-games", test_random_games);
  return g_test_run ();
}
