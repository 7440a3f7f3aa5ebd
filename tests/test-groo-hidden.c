/* test-groo-hidden.c: what a seat may not see in Groo (other hands, the deck's order) never
 * reaches it: its view, the sentences it reads, the actions it is offered; the engine's
 * knowledge is the oracle's (hidden-oracle.h: from the events alone). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include "game-ai.h"
#include "groo-game-ai.h"
#include "groo-rules.h"
#include "groo-test-util.h"
#include "hidden-info-check.h"
#include "hidden-oracle.h"

#define GAMES 8

/* @game with the cards @viewer may not know (by @oracle) dealt another way: their definitions permuted among themselves (a position the viewer cannot tell from
 * @game). */
static void
permute_hidden (const GrooGame     *game,
                const HiddenOracle *oracle,
                int                 viewer,
                guint64            *rng,
                GrooGame           *out)
{
  int hidden[GROO_MAX_CARDS];
  guint n = 0;

  groo_game_copy (out, game);
  for (int c = 0; c < game->n_cards; c++)
    if (!hidden_oracle_sees (oracle, c, viewer))
      hidden[n++] = c;
  for (guint i = n; i > 1; i--)
    {
      guint j = groo_test_rand_below (rng, i);
      uint16_t t = out->cards[hidden[i - 1]].def;

      out->cards[hidden[i - 1]].def = out->cards[hidden[j]].def;
      out->cards[hidden[j]].def = t;
    }
}

static char *
view_of (const GrooGame *game,
         int             viewer)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  groo_rules.text.position_to_json (game, viewer, NULL, NULL, builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

typedef struct
{
  guint64       rng;
  guint         events;
  guint         hidden_draws;  /* draws another seat made, described to a seat */
  HiddenOracle *oracle;        /* who may know each card, from the events alone */
  guint         engine_checks;
} Context;

/* A new game's oracle for @ctx (the last one freed). */
static void
context_new_game (Context *ctx)
{
  g_clear_pointer (&ctx->oracle, hidden_oracle_free);
  ctx->oracle = hidden_oracle_new (&groo_rules);
}

/* The engine's knowledge is the oracle's. */
static void
context_check_engine (Context        *ctx,
                      const GrooGame *game)
{
  g_autofree char *message = NULL;

  if (!hidden_oracle_check_engine (ctx->oracle, game, &message))
    g_error ("after %u actions: %s", game->n_actions, message);
  ctx->engine_checks++;
}

/* Only feeds the oracle. */
static void
feed_oracle (gconstpointer    state,
             const GameEvent *event,
             gpointer         user_data)
{
  Context *ctx = user_data;

  hidden_oracle_event (state, event, ctx->oracle);
  ctx->events++;
}

/* Every event reads the same to each seat whatever the cards it cannot see are. */
static void
check_event (gconstpointer    state,
             const GameEvent *event,
             gpointer         user_data)
{
  const GrooGame *game = state;
  Context *ctx = user_data;

  hidden_oracle_event (state, event, ctx->oracle);
  for (int v = GAME_VIEWER_PUBLIC; v < game->n_seats; v++)
    {
      GrooGame other;
      g_autofree char *text = groo_game_describe_event (game, event, v);
      g_autofree char *other_text = NULL;

      permute_hidden (game, ctx->oracle, v, &ctx->rng, &other);
      other_text = groo_game_describe_event (&other, event, v);
      if (!g_str_equal (text, other_text))
        g_error ("viewer %d reads “%s” or “%s” depending on cards it cannot see", v, text,
                 other_text);
      if (event->kind == GROO_EV_DRAW && (int) event->seat != v)
        ctx->hidden_draws++;
    }
  ctx->events++;
}

static void
test_hidden (void)
{
  GameAction actions[GROO_MAX_CARDS + 16];
  GrooTestCards cards;
  Context ctx = { 4242, 0, 0, NULL, 0 };
  guint checked = 0;

  groo_test_cards_init (&cards);
  for (guint i = 0; i < GAMES; i++)
    {
      GrooGameSetup setup;
      GrooGame game;

      groo_test_setup (&cards, 2 + i % 5, 900 + i, &setup);
      context_new_game (&ctx);
      g_assert_true (groo_game_init (&game, cards.db, &setup, check_event, &ctx, NULL));
      while (!groo_game_is_over (&game))
        {
          guint n = groo_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));
          guint deciding = game.deciding;

          context_check_engine (&ctx, &game);
          /* The seat deciding is offered only cards the oracle says it may know. */
          for (guint a = 0; a < n; a++)
            if (actions[a].card != GROO_NO_CARD
                && !hidden_oracle_sees (ctx.oracle, actions[a].card, deciding))
              g_error ("seat %u is offered card %d, hidden from it", deciding, actions[a].card);

          for (int v = GAME_VIEWER_PUBLIC; v < game.n_seats; v++)
            {
              GrooGame other;
              g_autofree char *view = view_of (&game, v);
              g_autofree char *other_view = NULL;

              permute_hidden (&game, ctx.oracle, v, &ctx.rng, &other);
              other_view = view_of (&other, v);
              if (!g_str_equal (view, other_view))
                g_error ("viewer %d's view depends on cards it cannot see", v);
              /* The labels of the deciding seat's actions read alike to everyone. */
              for (guint a = 0; a < n; a++)
                {
                  g_autofree char *label = groo_game_describe_action (&game, &actions[a], v);
                  g_autofree char *other_label = groo_game_describe_action (&other, &actions[a],
                                                                            v);

                  g_assert_cmpstr (label, ==, other_label);
                }
              checked++;
            }
          groo_game_apply_legal (&game, &actions[groo_test_rand_below (&ctx.rng, n)],
                                 check_event, &ctx);
        }
    }
  g_test_message ("%u views, %u events, %u draws described to others; the engine's knowledge "
                  "matched the oracle's %u times", checked, ctx.events, ctx.hidden_draws,
                  ctx.engine_checks);
  g_assert_cmpuint (ctx.hidden_draws, >, 0);
  g_clear_pointer (&ctx.oracle, hidden_oracle_free);
  groo_test_cards_clear (&cards);
}

/* The JSON view names no card the viewer cannot see: hidden cards are marked hidden. */
static void
test_view_marks_hidden (void)
{
  GrooTestCards cards;
  GrooGameSetup setup;
  GrooGame game;
  g_autofree char *view = NULL;
  g_autofree char *all = NULL;

  groo_test_cards_init (&cards);
  groo_test_setup (&cards, 3, 17, &setup);
  g_assert_true (groo_game_init (&game, cards.db, &setup, NULL, NULL, NULL));
  view = view_of (&game, 0);
  all = view_of (&game, GAME_VIEWER_ALL);
  /* Two other hands of 5, hidden from seat 1; seen by the author's view. */
  g_assert_nonnull (strstr (view, "\"hidden\":true"));
  g_assert_null (strstr (all, "\"hidden\":true"));
  for (guint s = 1; s < 3; s++)
    for (guint i = 0; i < groo_game_zone_size (&game, GROO_ZONE_HAND (s)); i++)
      {
        int card = groo_game_zone_card (&game, GROO_ZONE_HAND (s), i);
        g_autofree char *needle = g_strdup_printf ("\"card\":%d,", card);

        g_assert_null (strstr (view, needle));
        g_assert_nonnull (strstr (all, needle));
      }
  groo_test_cards_clear (&cards);
}

/* The projection view code reads: the same for two positions a viewer cannot tell apart
 * (hidden cards dealt to other places, or other cards in them), byte for byte; a card the
 * viewer sees keeps its number and definition, a hidden one has none. */
/* A viewer's projection of @game reads the same as of a world it cannot tell apart (a sampled
 * world for a seat), and shows every card it sees as it is; returns the views compared. */
static guint
compare_projections (const GrooGame     *game,
                     const HiddenOracle *oracle,
                     guint64            *rng)
{
  guint compared = 0;

  for (int v = GAME_VIEWER_PUBLIC; v < game->n_seats; v++)
    {
      GrooGame other, view, other_view;
      int map[GROO_MAX_CARDS];

      /* A seat's sampled world moves the hidden cards between hidden places. */
      if (v >= 0)
        groo_game_sample_world (game, v, (*rng)++, &other);
      else
        permute_hidden (game, oracle, v, rng, &other);
      groo_game_project (game, v, &view, map);
      groo_game_project (&other, v, &other_view, NULL);
      g_assert_cmpmem (&view, sizeof view, &other_view, sizeof other_view);
      for (int c = 0; c < game->n_cards; c++)
        {
          if (hidden_oracle_sees (oracle, c, v))
            {
              g_assert_cmpint (map[c], ==, c);
              g_assert_cmpuint (view.cards[c].def, ==, game->cards[c].def);
            }
          else
            g_assert_cmpuint (view.cards[map[c]].def, ==, GROO_HIDDEN_DEF);
        }
      compared++;
    }
  return compared;
}

static void
test_projection (void)
{
  GameAction actions[GROO_MAX_CARDS + 16];
  GrooTestCards cards;
  Context ctx = { 31, 0, 0, NULL, 0 };
  guint compared = 0;

  groo_test_cards_init (&cards);
  for (guint i = 0; i < 6; i++)
    {
      GrooGameSetup setup;
      GrooGame game;

      groo_test_setup (&cards, 2 + i % 5, 700 + i, &setup);
      context_new_game (&ctx);
      g_assert_true (groo_game_init (&game, cards.db, &setup, feed_oracle, &ctx, NULL));
      while (!groo_game_is_over (&game))
        {
          guint n = groo_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));

          context_check_engine (&ctx, &game);
          compared += compare_projections (&game, ctx.oracle, &ctx.rng);
          groo_game_apply_legal (&game, &actions[groo_test_rand_below (&ctx.rng, n)],
                                 feed_oracle, &ctx);
        }
    }
  g_assert_cmpuint (compared, >, 1000);
  g_clear_pointer (&ctx.oracle, hidden_oracle_free);
  groo_test_cards_clear (&cards);
}

/* A deck of the most Events a game holds (docs/groo.md, reading 14): Events drawn while the
 * table is full wait face up, seen by all; a seat may be asked to choose (a Tax Day, a Plague)
 * while they wait. The views, the sampled worlds and the sentences still give nothing away. */
static void
test_waiting_events (void)
{
  GameAction actions[GROO_MAX_CARDS + 16];
  GrooTestCards cards;
  g_autoptr(GArray) deck = NULL;
  Context ctx = { 77, 0, 0, NULL, 0 };
  guint64 rng = 53;
  guint compared = 0, waiting = 0;

  groo_test_cards_init (&cards);
  deck = groo_test_event_deck (&cards);
  for (guint i = 0; i < 10; i++)
    {
      GrooGameSetup setup;
      GrooGame game;

      groo_test_setup (&cards, 2 + i % 5, 1500 + i, &setup);
      setup.deck = (const uint16_t *) deck->data;
      setup.deck_size = deck->len;
      context_new_game (&ctx);
      g_assert_true (groo_game_init (&game, cards.db, &setup, check_event, &ctx, NULL));
      while (!groo_game_is_over (&game))
        {
          guint n = groo_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));

          context_check_engine (&ctx, &game);
          if (groo_game_zone_size (&game, GROO_ZONE_WAITING) > 0)
            {
              waiting++;
              compared += compare_projections (&game, ctx.oracle, &rng);
            }
          groo_game_apply_legal (&game, &actions[groo_test_rand_below (&rng, n)], check_event,
                                 &ctx);
        }
    }
  g_test_message ("%u decisions with Events waiting, %u views compared, %u events; the "
                  "engine's knowledge matched the oracle's %u times", waiting, compared,
                  ctx.events, ctx.engine_checks);
  g_assert_cmpuint (waiting, >, 10);
  g_clear_pointer (&ctx.oracle, hidden_oracle_free);
  groo_test_cards_clear (&cards);
}

/* The shared checker (tests/hidden-info-check.c) with Groo plugged in: after every event and
 * at every decision, nothing a seat is shown names, numbers or depends on a card hidden from
 * it. */
typedef struct
{
  const GameEvent *event;     /* the event just emitted, or NULL */
  gboolean         decision;  /* a decision point: the decider's labels and machine forms */
  const HiddenOracle *oracle; /* who may know each card */
} Shown;

static void
groo_collect_shown (gconstpointer game_pointer,
                    int           viewer,
                    gpointer      data,
                    GPtrArray    *out)
{
  const GrooGame *game = game_pointer;
  const Shown *shown = data;

  if (shown->event != NULL)
    {
      char *folded = groo_game_describe_events_folded (game, shown->event, 7, viewer);

      g_ptr_array_add (out, groo_game_describe_event (game, shown->event, viewer));
      /* The line a run of such events folds into goes through the same checks. */
      if (folded != NULL)
        g_ptr_array_add (out, folded);
    }
  if (shown->decision && !groo_game_is_over (game) && viewer == game->deciding)
    {
      GameAction legal[GROO_MAX_CARDS + 16];
      guint n = groo_game_legal_actions (game, legal, G_N_ELEMENTS (legal));

      for (guint i = 0; i < n; i++)
        {
          g_ptr_array_add (out, groo_game_describe_action (game, &legal[i], viewer));
          g_ptr_array_add (out, groo_action_to_string (&legal[i]));
        }
    }
  if (shown->decision)
    g_ptr_array_add (out, view_of (game, viewer));
}

static void
groo_collect_secrets (gconstpointer  game_pointer,
                      int            viewer,
                      gpointer       data,
                      HiddenSecrets *out)
{
  const GrooGame *game = game_pointer;
  const Shown *shown = data;
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  /* A card shares its name and id with its copies: a hidden copy of a card the viewer sees
   * elsewhere is told apart by its instance only. */
  for (int c = 0; c < game->n_cards; c++)
    if (hidden_oracle_sees (shown->oracle, c, viewer))
      {
        const GrooCardDef *def = groo_game_card (game, c);

        g_ptr_array_add (out->allowed, def->name);
        g_hash_table_add (seen, (gpointer) def);
      }
  for (int c = 0; c < game->n_cards; c++)
    if (!hidden_oracle_sees (shown->oracle, c, viewer))
      {
        const GrooCardDef *def = groo_game_card (game, c);

        g_ptr_array_add (out->hidden_names, def->name);
        if (!g_hash_table_contains (seen, def))
          g_ptr_array_add (out->hidden_ids, def->id);
        hidden_secrets_add_card (out, c);
      }
}

/* What the viewer may know, by the oracle. */
static guint64
groo_secrets_stamp (gconstpointer game_pointer,
                    int           viewer,
                    gpointer      data)
{
  const Shown *shown = data;

  return hidden_oracle_stamp (shown->oracle, viewer);
}

static gpointer
groo_permute (gconstpointer game,
              int           viewer,
              guint64       seed,
              gpointer      data)
{
  const Shown *shown = data;
  GrooGame *copy = g_new (GrooGame, 1);
  guint64 rng = seed | 1;

  permute_hidden (game, shown->oracle, viewer, &rng, copy);
  return copy;
}

static const HiddenInfoGame groo_plug = {
  "Groo",
  groo_collect_shown,
  groo_collect_secrets,
  groo_secrets_stamp,
  groo_permute,
  g_free,
};

typedef struct
{
  HiddenSecrets secrets[GROO_MAX_SEATS + 1]; /* each seat's, then the public view's */
  guint64       seed;
  guint64       checks;
  HiddenOracle *oracle;
  guint64       engine_checks;
} SharedRun;

/* The engine's knowledge is the oracle's. */
static void
check_engine (const GrooGame *game,
              SharedRun      *run)
{
  g_autofree char *message = NULL;

  if (!hidden_oracle_check_engine (run->oracle, game, &message))
    g_error ("after %u actions: %s", game->n_actions, message);
  run->engine_checks++;
}

static void
check_seats (const GrooGame *game,
             Shown          *shown,
             SharedRun      *run)
{
  /* Each seat on its own (seats see different cards, none knows least), and the public
   * view. */
  for (guint s = 0; s <= game->n_seats; s++)
    {
      int viewer = s < game->n_seats ? (int) s : GAME_VIEWER_PUBLIC;
      g_autofree char *message = NULL;

      if (!hidden_info_check (&groo_plug, game, viewer, TRUE, run->seed++, shown,
                              &run->secrets[s < game->n_seats ? s : GROO_MAX_SEATS], &message))
        g_error ("after %u actions, viewer %d: %s", game->n_actions, viewer, message);
      run->checks++;
    }
}

static void
on_shared_event (gconstpointer    state,
                 const GameEvent *event,
                 gpointer         user_data)
{
  SharedRun *run = user_data;
  Shown shown = { event, FALSE, run->oracle };

  hidden_oracle_event (state, event, run->oracle);
  check_seats (state, &shown, run);
}

/* The AI of the deciding seat chooses the same in a position where the cards the oracle says
 * it may not know are dealt differently: its decisions depend on its knowledge only. */
static guint
check_ai_blind (const GrooGame     *game,
                const HiddenOracle *oracle,
                guint64            *rng)
{
  guint seat = game->deciding;
  GrooGame other;
  GameAiBudget budget;
  guint checked = 0;

  permute_hidden (game, oracle, seat, rng, &other);
  game_ai_budget_init (&budget);
  budget.time_ms = 0;
  budget.max_iterations = 40;
  for (GameAiLevel level = GAME_AI_NORMAL; level < GAME_AI_N_LEVELS; level++)
    {
      GameAction a, b;

      g_assert_true (game_ai_choose (&groo_game_ai, level, game, seat, &budget, *rng, &a, NULL));
      g_assert_true (game_ai_choose (&groo_game_ai, level, &other, seat, &budget, *rng, &b,
                                     NULL));
      if (!groo_action_equal (&a, &b))
        g_error ("action %u: level %d of seat %u chose differently when the cards it may not "
                 "know were dealt differently", game->n_actions, level, seat);
      checked++;
    }
  return checked;
}

static void
test_shared_checker (void)
{
  GameAction actions[GROO_MAX_CARDS + 16];
  GrooTestCards cards;
  SharedRun run = { { { 0 } }, 1, 0, NULL, 0 };
  guint64 rng = 99;
  guint ai_checks = 0;

  for (guint s = 0; s <= GROO_MAX_SEATS; s++)
    hidden_secrets_init (&run.secrets[s]);
  groo_test_cards_init (&cards);
  for (guint i = 0; i < 5; i++)
    {
      GrooGameSetup setup;
      GrooGame game;

      for (guint s = 0; s <= GROO_MAX_SEATS; s++)
        hidden_secrets_reset (&run.secrets[s]);
      groo_test_setup (&cards, 2 + i, 1200 + i, &setup);
      g_clear_pointer (&run.oracle, hidden_oracle_free);
      run.oracle = hidden_oracle_new (&groo_rules);
      g_assert_true (groo_game_init (&game, cards.db, &setup, on_shared_event, &run, NULL));
      while (!groo_game_is_over (&game))
        {
          guint n = groo_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));
          Shown shown = { NULL, TRUE, run.oracle };

          check_engine (&game, &run);
          check_seats (&game, &shown, &run);
          if (game.n_actions % 17 == 3)
            ai_checks += check_ai_blind (&game, run.oracle, &rng);
          groo_game_apply_legal (&game, &actions[groo_test_rand_below (&rng, n)],
                                 on_shared_event, &run);
        }
    }
  g_clear_pointer (&run.oracle, hidden_oracle_free);
  g_test_message ("%" G_GUINT64_FORMAT " checks; the engine's knowledge matched the oracle's %"
                  G_GUINT64_FORMAT " times", run.checks, run.engine_checks);
  g_test_message ("%u AI decisions the same in another deal of the cards hidden from them",
                  ai_checks);
  g_assert_cmpuint (run.checks, >, 1000);
  g_assert_cmpuint (ai_checks, >, 10);
  for (guint s = 0; s <= GROO_MAX_SEATS; s++)
    hidden_secrets_clear (&run.secrets[s]);
  groo_test_cards_clear (&cards);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/groo/hidden/views-events-labels", test_hidden);
  g_test_add_func ("/groo/hidden/view-marks-hidden", test_view_marks_hidden);
  g_test_add_func ("/groo/hidden/projection", test_projection);
  g_test_add_func ("/groo/hidden/waiting-events", test_waiting_events);
  g_test_add_func ("/groo/hidden/shared-checker", test_shared_checker);

  return g_test_run ();
}
