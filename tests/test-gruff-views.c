/* test-gruff-views.c: what the Gruff table is given, through the game-neutral checker: in
 * random games, after every event, nothing shown to a seat or to the public view (the log
 * line, the deciding seat's action labels the table's buttons and menus show, the
 * projection's cards with their names, stats and places, the position's JSON) identifies a
 * card hidden from it, nor changes when the hidden cards are dealt differently; what is hidden
 * is the oracle's word (hidden-oracle.h: from the events alone), and after every action the
 * engine's knowledge is the oracle's. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <json-glib/json-glib.h>

#include "gros-test-util.h"
#include "gruff-game-private.h"
#include "gruff-test-util.h"
#include "hidden-info-check.h"
#include "game-ai.h"
#include "gruff-game-ai.h"
#include "hidden-oracle.h"
#include "gruff-game-id.h"

/* Random games in the default suite; GRUFF_VIEWS_GAMES sets another count. */
#define DEFAULT_GAMES 16
#define ACTION_CAP    600
#define N_VIEWERS     (GRUFF_SEATS + 1)

typedef struct
{
  const GameEvent *event;     /* the event just emitted, or NULL */
  gboolean         full;      /* the labels, the projection and the JSON too */
  const HiddenOracle *oracle; /* who may know each card */
} Shown;

static char *
json_of (const GruffGame *game,
         int              viewer)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  gruff_game_position_to_json (game, viewer, builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/* What the table reads of every card: its place, its name when it has one, its stats. */
static char *
projection_text (const GruffGame *game,
                 int              viewer)
{
  g_autofree GruffGame *view = g_new (GruffGame, 1);
  GString *text = g_string_new (NULL);

  gruff_game_project (game, viewer, view, NULL);
  for (guint c = 0; c < view->n_cards; c++)
    {
      const GruffCardState *st = &view->cards[c];

      g_string_append_printf (text, "%u:%s@%u/%u/%d %d,%d,%d;", c,
                              st->def == GRUFF_HIDDEN_DEF ? "?" : gruff_def (view, c)->name,
                              st->zone, st->pos, st->host, st->stats[0], st->stats[1],
                              st->stats[2]);
    }
  return g_string_free (text, FALSE);
}

static void
collect_shown (gconstpointer game_pointer,
               int           viewer,
               gpointer      data,
               GPtrArray    *out)
{
  const GruffGame *game = game_pointer;
  const Shown *shown = data;

  if (shown->event != NULL)
    {
      char *line = gruff_game_describe_event (game, shown->event, viewer);
      char *folded = gruff_game_describe_events_folded (game, shown->event, 7, viewer);

      if (line != NULL)
        g_ptr_array_add (out, line);
      /* The line a run of such events folds into goes through the same checks. */
      if (folded != NULL)
        g_ptr_array_add (out, folded);
    }
  if (!shown->full)
    return;
  if (game->phase != GRUFF_PHASE_OVER && viewer == (int) gruff_game_deciding_seat (game))
    {
      static GameAction legal[GAME_MAX_ACTIONS];
      guint n = gruff_game_legal_actions (game, legal, GAME_MAX_ACTIONS);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (out, gruff_game_describe_action (game, &legal[i], viewer));
    }
  g_ptr_array_add (out, projection_text (game, viewer));
  g_ptr_array_add (out, json_of (game, viewer));
}

static void
collect_secrets (gconstpointer  game_pointer,
                 int            viewer,
                 gpointer       data,
                 HiddenSecrets *out)
{
  const GruffGame *game = game_pointer;
  const Shown *shown = data;
  guint n_defs = gruff_card_db_get_n_cards (game->db);
  g_autofree guint8 *seen = g_new0 (guint8, n_defs);   /* 1 visible, 2 hidden */

  for (guint c = 0; c < game->n_cards; c++)
    {
      if (hidden_oracle_sees (shown->oracle, c, viewer))
        seen[game->cards[c].def] |= 1;
      else
        {
          seen[game->cards[c].def] |= 2;
          hidden_secrets_add_card (out, c);
        }
    }
  /* A card of which a copy is visible tells nothing by its name. */
  for (guint d = 0; d < n_defs; d++)
    {
      const GruffCardDef *def = gruff_card_db_get (game->db, d);

      if (seen[d] & 1)
        {
          g_ptr_array_add (out->allowed, def->name);
          g_ptr_array_add (out->allowed, def->id);
        }
      else if (seen[d] & 2)
        {
          g_ptr_array_add (out->hidden_names, def->name);
          g_ptr_array_add (out->hidden_ids, def->id);
        }
    }
  /* Names of gruffs and shepherds are on every ability card's type line: never secret. */
  out->distinct = FALSE;
}

static guint64
secrets_stamp (gconstpointer game_pointer,
               int           viewer,
               gpointer      data)
{
  const GruffGame *game = game_pointer;
  const Shown *shown = data;
  guint64 stamp = hidden_oracle_stamp (shown->oracle, viewer);

  /* The definitions too: a copy dealt differently gets lists of its own. */
  for (guint c = 0; c < game->n_cards; c++)
    stamp = (stamp ^ (2u * c + 1000u * game->cards[c].def)) * 1099511628211ull;
  return stamp;
}

/* @game with the definitions of the cards hidden from @viewer dealt again among the hidden
 * cards of the same owner: a position the viewer cannot tell from @game. */
static gpointer
permute_hidden (gconstpointer game_pointer,
                int           viewer,
                guint64       seed,
                gpointer      data)
{
  const Shown *shown = data;
  GruffGame *game = g_new (GruffGame, 1);
  GRand *rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));

  memcpy (game, game_pointer, sizeof *game);
  for (guint owner = 0; owner < GRUFF_SEATS; owner++)
    {
      int slots[GRUFF_MAX_CARDS];
      guint n = 0;

      for (guint c = 0; c < game->n_cards; c++)
        if (game->cards[c].owner == owner && !hidden_oracle_sees (shown->oracle, c, viewer))
          slots[n++] = c;
      for (guint i = n; i > 1; i--)
        {
          guint j = g_rand_int_range (rand, 0, i);
          uint16_t tmp = game->cards[slots[i - 1]].def;

          game->cards[slots[i - 1]].def = game->cards[slots[j]].def;
          game->cards[slots[j]].def = tmp;
        }
    }
  g_rand_free (rand);
  return game;
}

static const HiddenInfoGame gruff_plug = {
  "Gruff",
  collect_shown,
  collect_secrets,
  secrets_stamp,
  permute_hidden,
  g_free,
};

typedef struct
{
  guint64       seed;
  guint64       events;
  guint64       checks;
  HiddenSecrets secrets[N_VIEWERS];
  HiddenOracle *oracle;
  guint64       engine_checks;
} Run;

/* The engine's knowledge is the oracle's. */
static void
check_engine (const GruffGame *game,
              Run             *run)
{
  g_autofree char *message = NULL;

  if (!hidden_oracle_check_engine (run->oracle, game, &message))
    g_error ("action %u: %s", game->n_actions, message);
  run->engine_checks++;
}

static void
check_viewers (const GruffGame *game,
               Shown           *shown,
               Run             *run)
{
  static const int viewers[N_VIEWERS] = { GAME_VIEWER_PUBLIC, 0, 1 };
  g_autofree char *message = NULL;
  guint checked = 0;

  if (!hidden_info_check_viewers (&gruff_plug, game, viewers, N_VIEWERS, TRUE, run->seed, shown,
                                  run->secrets, &checked, &message))
    g_error ("action %u: %s", game->n_actions, message);
  run->seed += N_VIEWERS;
  run->checks += checked;
}

static void
on_event (gconstpointer    state,
          const GameEvent *event,
          gpointer         user_data)
{
  Run *run = user_data;
  Shown shown = { event, FALSE, run->oracle };

  hidden_oracle_event (state, event, run->oracle);
  run->events++;
  check_viewers (state, &shown, run);
}

/* The AI of the deciding seat chooses the same in a position where the cards the oracle says
 * it may not know are dealt differently: its decisions depend on its knowledge only. */
static void
check_ai_blind (const GruffGame *game,
                Run             *run,
                guint64          seed,
                guint           *checked)
{
  const GameRules *rules = game_rules_lookup (GRUFF_GAME_ID);
  guint seat = gruff_game_deciding_seat (game);
  Shown shown = { NULL, FALSE, run->oracle };
  g_autofree GruffGame *other = permute_hidden (game, seat, seed, &shown);
  GameAiBudget budget;

  game_ai_budget_init (&budget);
  budget.time_ms = 0;
  budget.max_iterations = 60;
  for (GameAiLevel level = GAME_AI_NORMAL; level < GAME_AI_N_LEVELS; level++)
    {
      GameAction a, b;

      g_assert_true (game_ai_choose (&gruff_game_ai, level, game, seat, &budget, seed, &a, NULL));
      g_assert_true (game_ai_choose (&gruff_game_ai, level, other, seat, &budget, seed, &b,
                                     NULL));
      if (!rules->play.action_equal (&a, &b))
        g_error ("action %u: level %d of seat %u chose differently when the cards it may not "
                 "know were dealt differently", game->n_actions, level, seat);
      (*checked)++;
    }
}

static void
test_random_games (void)
{
  const char *count = g_getenv ("GRUFF_VIEWS_GAMES");
  guint games = count != NULL ? (guint) g_ascii_strtoull (count, NULL, 10) : DEFAULT_GAMES;
  g_autofree GruffGame *game = g_new (GruffGame, 1);
  GameAction legal[GAME_MAX_ACTIONS];
  Run run = { 0 };
  guint64 rng = 99, actions = 0;
  guint ai_checks = 0;

  for (guint v = 0; v < N_VIEWERS; v++)
    hidden_secrets_init (&run.secrets[v]);
  for (guint i = 0; i < games; i++)
    {
      gruff_test_start (game, 300 + i, 700 + i);
      /* The deal was made before the oracle listened: it starts from the dealt position. */
      g_clear_pointer (&run.oracle, hidden_oracle_free);
      run.oracle = hidden_oracle_new (game_rules_lookup (GRUFF_GAME_ID));
      hidden_oracle_start (run.oracle, game);
      while (game->phase != GRUFF_PHASE_OVER && game->n_actions < ACTION_CAP)
        {
          Shown shown = { NULL, TRUE, run.oracle };
          guint n;

          check_engine (game, &run);
          check_viewers (game, &shown, &run);
          if (game->n_actions % 13 == 5)
            check_ai_blind (game, &run, rng, &ai_checks);
          n = gruff_game_legal_actions (game, legal, GAME_MAX_ACTIONS);
          g_assert_cmpuint (n, >, 0);
          rng = rng * 6364136223846793005ull + 1442695040888963407ull;
          gruff_game_apply_legal (game, &legal[(rng >> 33) % n], on_event, &run);
          actions++;
        }
    }
  for (guint v = 0; v < N_VIEWERS; v++)
    hidden_secrets_clear (&run.secrets[v]);
  g_clear_pointer (&run.oracle, hidden_oracle_free);
  g_test_message ("%u games, %" G_GUINT64_FORMAT " actions, %" G_GUINT64_FORMAT " events, %"
                  G_GUINT64_FORMAT " viewer checks; the engine's knowledge matched the "
                  "oracle's %" G_GUINT64_FORMAT " times", games, actions, run.events, run.checks,
                  run.engine_checks);
  g_test_message ("%u AI decisions the same in another deal of the cards hidden from them",
                  ai_checks);
  g_assert_cmpuint (run.events, >, actions);
  g_assert_cmpuint (run.checks, >, actions);
  g_assert_cmpuint (ai_checks, >, 10);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gruff/views/hidden-info", test_random_games);
  return g_test_run ();
}
