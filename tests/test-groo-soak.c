/* test-groo-soak.c: thousands of random Groo games, 2 to 6 seats, checks after every action. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>
#include <string.h>

#include "groo-test-util.h"

/* Far above any real game: reaching it means the rules loop. */
#define ACTION_CAP    20000
#define DEFAULT_GAMES 300
/* Deeper checks (determinism, refusal, sampled worlds, text) on every Nth action. */
#define SAMPLE_EVERY  17

typedef struct
{
  guint   games;
  guint   by_seats[GROO_MAX_SEATS + 1];
  guint   ends[GROO_END_STALEMATE + 1];
  guint64 actions;
  guint64 checked;
  guint64 turns;
  guint64 events;
  guint64 sampled;
  guint   max_actions;
  guint   max_turns;
  guint   ties;
  guint   capped;     /* games whose deck ran out GROO_MAX_DECK_RUNS times (the safety net) */
  guint64 kinds[GROO_N_ACTS];
  guint64 event_kinds[GROO_N_EVS];
} Tally;

typedef struct
{
  char  *where;
  Tally *tally;
} Context;

static void
check_event (gconstpointer    state,
             const GameEvent *event,
             gpointer         user_data)
{
  const GrooGame *game = state;
  Context *ctx = user_data;
  g_autofree char *text = NULL;

  if (event->kind >= GROO_N_EVS
      || event->card < GROO_NO_CARD || event->card >= game->n_cards)
    g_error ("%s: event %u names card %d of %u", ctx->where, event->kind, event->card,
             game->n_cards);
  /* Every event reads as a sentence, for everyone and for each seat. */
  if (ctx->tally->events % 7 == 0)
    {
      text = groo_game_describe_event (game, event, event->seat % game->n_seats);
      g_assert_true (text != NULL && *text != '\0');
    }
  ctx->tally->events++;
  ctx->tally->event_kinds[event->kind]++;
}

static void
check_state (const Context  *ctx,
             const GrooGame *game)
{
  g_autofree char *message = NULL;

  if (!groo_game_check_invariants (game, &message))
    g_error ("%s: after %u actions: %s", ctx->where, game->n_actions, message);
  ctx->tally->checked++;
}

static void
check_sampled (Context          *ctx,
               const GrooGame   *game,
               const GameAction *action,
               guint64           seed)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;
  GrooGame a, b;
  GameAction parsed, wrong;
  GameAction actions[GROO_MAX_CARDS + 16];

  /* The machine form reads back to the same action; the label is not empty. */
  text = groo_action_to_string (action);
  if (!groo_action_parse (text, &parsed, &error) || !groo_action_equal (&parsed, action))
    g_error ("%s: “%s” does not read back (%s)", ctx->where, text,
             error != NULL ? error->message : "a different action");
  label = groo_game_describe_action (game, action, action->seat);
  g_assert_true (label != NULL && *label != '\0');

  /* Applying is a function of the state: two copies end the same. */
  groo_game_copy (&a, game);
  groo_game_copy (&b, game);
  g_assert_true (groo_game_apply (&a, action, NULL, NULL, NULL));
  g_assert_true (groo_game_apply (&b, action, check_event, ctx, NULL));
  if (memcmp (&a, &b, sizeof a) != 0)
    g_error ("%s: applying “%s” twice to the same state gave two states", ctx->where, text);

  /* A seat acting out of turn is refused and nothing changes. */
  groo_game_copy (&a, game);
  wrong = *action;
  wrong.seat = (game->deciding + 1) % game->n_seats;
  if (groo_game_apply (&a, &wrong, NULL, NULL, &error))
    g_error ("%s: seat %u acted out of turn", ctx->where, wrong.seat + 1);
  g_clear_error (&error);
  if (memcmp (&a, game, sizeof a) != 0)
    g_error ("%s: a refused action changed the state", ctx->where);

  /* A sampled world (what the AI searches) is still a whole, playable game. */
  groo_game_sample_world (game, game->deciding, seed, &a);
  check_state (ctx, &a);
  if (groo_game_legal_actions (&a, actions, G_N_ELEMENTS (actions)) == 0)
    g_error ("%s: a sampled world has no legal action", ctx->where);
  ctx->tally->sampled++;
}

static void
play_one (GrooTestCards *cards,
          GArray        *deck,
          guint          n_seats,
          guint64        seed,
          Tally         *tally)
{
  GameAction actions[GROO_MAX_CARDS + 16];
  GrooGameSetup setup;
  GrooGame game;
  Context ctx = { NULL, tally };
  guint64 rng = seed | 1;
  g_autoptr(GError) error = NULL;

  ctx.where = g_strdup_printf ("game %u (seed %" G_GUINT64_FORMAT ", %u seats)", tally->games,
                               seed, n_seats);
  groo_test_setup (cards, n_seats, seed, &setup);
  setup.deck = (const uint16_t *) deck->data;
  setup.deck_size = deck->len;
  if (!groo_game_init (&game, cards->db, &setup, check_event, &ctx, &error))
    g_error ("%s: %s", ctx.where, error->message);
  check_state (&ctx, &game);

  while (!groo_game_is_over (&game))
    {
      guint n = groo_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));
      const GameAction *action;

      if (n == 0)
        g_error ("%s: no legal action after %u actions", ctx.where, game.n_actions);
      if (n >= G_N_ELEMENTS (actions))
        g_error ("%s: %u legal actions fill the list", ctx.where, n);
      if (game.n_actions >= ACTION_CAP)
        g_error ("%s: still going after %u actions", ctx.where, game.n_actions);
      action = &actions[groo_test_rand_below (&rng, n)];
      if (!groo_game_is_legal (&game, action))
        g_error ("%s: a listed action is not legal", ctx.where);
      if (game.n_actions % SAMPLE_EVERY == 0)
        check_sampled (&ctx, &game, action, seed + game.n_actions);
      tally->kinds[action->kind]++;
      groo_game_apply_legal (&game, action, check_event, &ctx);
      check_state (&ctx, &game);
    }

  tally->games++;
  tally->by_seats[n_seats]++;
  tally->ends[game.end_reason]++;
  tally->actions += game.n_actions;
  tally->turns += game.turn;
  tally->max_actions = MAX (tally->max_actions, game.n_actions);
  tally->max_turns = MAX (tally->max_turns, game.turn);
  tally->ties += groo_popcount_test (game.winners) > 1;
  tally->capped += game.deck_runs >= GROO_MAX_DECK_RUNS;
  g_free (ctx.where);
}

static void
test_soak (void)
{
  const char *env = g_getenv ("GROO_SOAK_GAMES");
  guint n_games = env != NULL ? (guint) atoi (env) : DEFAULT_GAMES;
  GrooTestCards cards;
  Tally tally = { 0 };
  gint64 start = g_get_monotonic_time ();

  groo_test_cards_init (&cards);
  for (guint i = 0; i < n_games; i++)
    play_one (&cards, cards.deck, GROO_MIN_SEATS + i % (GROO_MAX_SEATS - GROO_MIN_SEATS + 1),
              0x9e3779b97f4a7c15ull * (i + 1), &tally);
  groo_test_cards_clear (&cards);

  g_print ("# %u games (2-6 seats: %u %u %u %u %u) in %.1f s, 0 violations\n", tally.games,
           tally.by_seats[2], tally.by_seats[3], tally.by_seats[4], tally.by_seats[5],
           tally.by_seats[6], (g_get_monotonic_time () - start) / 1e6);
  g_print ("# invariants checked after %" G_GUINT64_FORMAT " actions (and %" G_GUINT64_FORMAT
           " sampled worlds)\n", tally.checked, tally.sampled);
  g_print ("# ends: goal %u, deck %u, stalemate %u; ties %u\n", tally.ends[GROO_END_GOAL],
           tally.ends[GROO_END_DECK], tally.ends[GROO_END_STALEMATE], tally.ties);
  g_print ("# %.1f actions and %.1f turns a game (longest %u actions, %u turns)\n",
           (double) tally.actions / MAX (tally.games, 1),
           (double) tally.turns / MAX (tally.games, 1), tally.max_actions, tally.max_turns);
  g_print ("# events: wars %" G_GUINT64_FORMAT ", Groo Effects %" G_GUINT64_FORMAT
           ", Wilds %" G_GUINT64_FORMAT ", powers %" G_GUINT64_FORMAT ", Events %"
           G_GUINT64_FORMAT ", dice passed %" G_GUINT64_FORMAT ", reshuffles %" G_GUINT64_FORMAT
           "\n", tally.event_kinds[GROO_EV_WAR], tally.event_kinds[GROO_EV_GROO_EFFECT],
           tally.event_kinds[GROO_EV_WILD], tally.event_kinds[GROO_EV_POWER],
           tally.event_kinds[GROO_EV_EVENT], tally.event_kinds[GROO_EV_PASS_DICE],
           tally.event_kinds[GROO_EV_RESHUFFLE]);
  g_assert_cmpuint (tally.games, ==, n_games);
  /* Random play still ends the way the rules end games, not by the safety net. */
  g_assert_cmpuint (tally.ends[GROO_END_STALEMATE], ==, 0);
}

/* Variant decks a person may save (groo_deck_validate): the standard deck and more Events,
 * most of them Harvest Festivals (every player draws one). Events drawn while Events are
 * played nest until the table is full, then wait (docs/groo.md, reading 14); the more seats,
 * the more each Festival draws. */
static void
soak_event_deck (guint festivals,
                 guint n_games)
{
  static const struct { const char *name; guint copies; } others[] = {
    { "Flood", 4 }, { "Tax Day", 4 }, { "Plague", 2 }, { "Earthquake", 2 }, { "Desertion", 2 },
    { "Groo Hears Music", 1 }, { "Groo Pities the Poor", 1 },
  };
  g_autoptr(GArray) deck = NULL;
  GrooTestCards cards;
  Tally tally = { 0 };
  uint16_t festival;

  groo_test_cards_init (&cards);
  deck = g_array_copy (cards.deck);
  festival = groo_test_card (&cards, "Harvest Festival");
  for (guint k = 0; k < festivals; k++)
    g_array_append_val (deck, festival);
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    for (guint k = 0; k < others[i].copies; k++)
      {
        uint16_t index = groo_test_card (&cards, others[i].name);

        g_array_append_val (deck, index);
      }
  g_assert_cmpuint (deck->len, <=, GROO_MAX_CARDS);
  for (guint i = 0; i < n_games; i++)
    play_one (&cards, deck, GROO_MIN_SEATS + i % (GROO_MAX_SEATS - GROO_MIN_SEATS + 1),
              0x2545f4914f6cdd1dull * (i + 1) + festivals, &tally);
  groo_test_cards_clear (&cards);

  g_print ("# %u games, %u cards, 0 violations; %.1f actions and %.1f turns a game\n",
           tally.games, deck->len, (double) tally.actions / MAX (tally.games, 1),
           (double) tally.turns / MAX (tally.games, 1));
  g_print ("# %" G_GUINT64_FORMAT " Events played, %" G_GUINT64_FORMAT " drawn while the table"
           " was full; run-outs %" G_GUINT64_FORMAT " (%u games at the safety net's %d);"
           " ends: goal %u, deck %u, stalemate %u\n",
           tally.event_kinds[GROO_EV_EVENT], tally.event_kinds[GROO_EV_EVENT_WAITS],
           tally.event_kinds[GROO_EV_RESHUFFLE], tally.capped, GROO_MAX_DECK_RUNS,
           tally.ends[GROO_END_GOAL], tally.ends[GROO_END_DECK], tally.ends[GROO_END_STALEMATE]);
  g_assert_cmpuint (tally.games, ==, n_games);
  /* The decks are made for it: chains of Events fill the table and Events wait. */
  g_assert_cmpuint (tally.event_kinds[GROO_EV_EVENT_WAITS], >, 0);
  g_assert_cmpuint (tally.ends[GROO_END_STALEMATE], ==, 0);
}

static void
test_event_heavy (void)
{
  const char *env = g_getenv ("GROO_SOAK_GAMES");
  guint n_games = env != NULL ? MAX ((guint) atoi (env) / 3, 1) : 100;

  /* 55 Events in 160 cards; then 200 cards, 95 Events, the most a game holds. */
  soak_event_deck (30, n_games);
  soak_event_deck (70, n_games);
}

int
main (int   argc,
      char *argv[])
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/groo/soak/random-games", test_soak);
  g_test_add_func ("/groo/soak/event-heavy-deck", test_event_heavy);

  return g_test_run ();
}
