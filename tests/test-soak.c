/* test-soak.c: thousands of random games of every format, 2 to 6 seats, checks on every action. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-test"

#include <stdlib.h>
#include <string.h>

#include "test-games-common.h"
#include "gros-format.h"

/* Far above any real game (a few hundred actions): reaching it means the engine loops. */
#define ACTION_CAP     20000
#define DEFAULT_GAMES  2000
/* Deeper checks (determinism, refusal, determinization, text) on every Nth action. */
#define SAMPLE_EVERY   29

typedef struct
{
  guint    games;
  guint    by_seats[GROS_MAX_SEATS + 1];
  guint    by_format[GROS_FORMAT_N_IDS];
  guint    ends[GROS_END_STALEMATE + 1];
  guint64  actions;
  guint64  turns;
  guint    max_actions;
  char    *longest;        /* the game of max_actions */
  guint    max_turns;
  guint64  events;
  guint64  sampled;
  guint    overflows;       /* positions with GROS_MAX_ACTIONS legal actions or more */
  char    *first_overflow;
  guint64  phases[16];                    /* decisions asked in each phase */
  guint64  kinds[GROS_N_ACTS];            /* actions taken of each kind */
} Tally;

typedef struct
{
  const char *where; /* "game 12 (seed ..., 4 seats, gros-dc)" for failure messages */
  Tally      *tally;
} Context;

static void
check_event (const GrosGame  *game,
             const GrosEvent *event,
             gpointer         user_data)
{
  Context *ctx = user_data;

  if (event->kind >= GROS_N_EVS
      || event->card < GROS_NO_CARD || event->card >= game->n_cards
      || event->target < GROS_NO_CARD || event->target >= game->n_cards)
    g_error ("%s: event %u names card %d / target %d of %u after %u actions", ctx->where,
             event->kind, event->card, event->target, game->n_cards, game->n_actions);
  ctx->tally->events++;
}

static void
check_state (const Context  *ctx,
             const GrosGame *game)
{
  g_autofree char *message = NULL;

  if (!gros_game_check_invariants (game, &message))
    g_error ("%s: after %u actions: %s", ctx->where, game->n_actions, message);
}

/* The checks too slow for every action. */
static void
check_sampled (Context          *ctx,
               const GrosGame   *game,
               const GrosAction *action,
               guint64           seed)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;
  GrosGame a, b;
  GrosAction parsed, wrong;

  /* The machine form reads back to the same action; the label is not empty. */
  text = gros_action_to_string (action);
  if (!gros_action_parse (text, &parsed, &error) || !gros_action_equal (&parsed, action))
    g_error ("%s: “%s” does not read back (%s)", ctx->where, text,
             error != NULL ? error->message : "a different action");
  label = gros_game_describe_action (game, action);
  g_assert_true (label != NULL && *label != '\0');

  /* Applying is a function of the state: two copies end the same. */
  gros_game_copy (&a, game);
  gros_game_copy (&b, game);
  g_assert_true (gros_game_apply (&a, action, NULL, NULL, NULL));
  g_assert_true (gros_game_apply (&b, action, check_event, ctx, NULL));
  if (memcmp (&a, &b, sizeof a) != 0)
    g_error ("%s: applying “%s” twice to the same state gave two states", ctx->where, text);

  /* A seat acting out of turn is refused and nothing changes. */
  gros_game_copy (&a, game);
  wrong = *action;
  wrong.seat = (game->deciding + 1) % game->n_seats;
  if (gros_game_apply (&a, &wrong, NULL, NULL, &error))
    g_error ("%s: seat %u acted out of turn", ctx->where, wrong.seat + 1);
  g_clear_error (&error);
  if (memcmp (&a, game, sizeof a) != 0)
    g_error ("%s: a refused action changed the state", ctx->where);

  /* A determinized world (what the AI searches) is still a whole, playable game. */
  gros_game_copy (&a, game);
  gros_game_determinize (&a, game->deciding, seed);
  check_state (ctx, &a);
  if (memcmp (a.rng, game->rng, sizeof a.rng) != 0)
    g_error ("%s: determinization moved the game's random stream", ctx->where);
  {
    GrosAction actions[GROS_MAX_ACTIONS];
    guint n = gros_game_legal_actions (&a, actions, G_N_ELEMENTS (actions));

    if (n == 0 && !gros_game_is_over (&a))
      g_error ("%s: a determinized game has no legal action", ctx->where);
  }
  ctx->tally->sampled++;
}

/* Uniform picks spend most hands on popcorn; half the games use an eager player that mostly
 * plays cards instead, so Movies grow and attacks, Climaxes and reactions get exercised. */
static guint
pick_action (const GrosAction *actions,
             guint             n,
             gboolean          eager,
             guint64          *rng)
{
  guint plays[GROS_MAX_ACTIONS];
  guint n_plays = 0;

  if (!eager || games_rand_below (rng, 4) == 0)
    return games_rand_below (rng, n);
  for (guint i = 0; i < n; i++)
    if (actions[i].kind != GROS_ACT_PASS && actions[i].kind != GROS_ACT_POPCORN_DISCARD
        && actions[i].kind != GROS_ACT_DISCARD && actions[i].kind != GROS_ACT_TIP)
      plays[n_plays++] = i;
  if (n_plays == 0)
    {
      /* Nothing to play: popcorn for later if it helps, else move on. */
      for (guint i = 0; i < n; i++)
        if (actions[i].kind == GROS_ACT_TIP)
          plays[n_plays++] = i;
      if (n_plays == 0)
        return games_rand_below (rng, n);
    }
  return plays[games_rand_below (rng, n_plays)];
}

/* Most games are Feature Films; the others play the other formats' rules with random
 * decks fitted to them. */
static const GrosFormat *
pick_format (guint index)
{
  static const GrosFormatId formats[] = {
    GROS_FORMAT_FEATURE_FILM, GROS_FORMAT_EPISODE, GROS_FORMAT_RESURRECTED,
    GROS_FORMAT_FEATURE_FILM, GROS_FORMAT_CLASSIC, GROS_FORMAT_TITLED_FEATURE,
    GROS_FORMAT_FEATURE_FILM, GROS_FORMAT_CULT_CLASSIC, GROS_FORMAT_TITLED_EPISODE,
    GROS_FORMAT_FEATURE_FILM, GROS_FORMAT_STUDENT_FILMS, GROS_FORMAT_DRAFT,
  };

  return gros_format_get (formats[index % G_N_ELEMENTS (formats)]);
}

static void
play_one (GrosGameDecks *decks,
          guint          index,
          guint64        base_seed,
          gboolean       has_dc,
          Tally         *tally)
{
  static GrosAction actions[GROS_MAX_ACTIONS];
  static const char * const sigils[] = { STARTER_SIGIL, DC_SIGIL, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *where = NULL;
  guint64 seed = games_seed_mix (base_seed + index);
  guint64 rng = games_seed_mix (seed ^ 0x5bd1e995u);
  guint n_seats = 2 + games_rand_below (&rng, GROS_MAX_SEATS - 1);
  const char *sigil = has_dc ? sigils[index % 3] : STARTER_SIGIL;
  gboolean eager = (index / 3) % 2 == 1;
  Context ctx = { NULL, tally };
  const GrosFormat *format = pick_format (index);
  GrosGameSetup setup;
  GrosGame game;

  games_random_setup_format (decks, n_seats, sigil, format, seed, &setup);
  where = g_strdup_printf ("game %u (GROS_SOAK_SEED=%" G_GUINT64_FORMAT " GROS_SOAK_ONLY=%u: "
                           "seed %" G_GUINT64_FORMAT ", %u seats, %s, %s decks, %s player)",
                           index, base_seed, index, seed, n_seats, format->string_id,
                           sigil != NULL ? sigil : "mixed", eager ? "eager" : "uniform");
  ctx.where = where;
  if (!gros_game_init (&game, gros_game_decks_get_db (decks), &setup, check_event, &ctx,
                       &error))
    g_error ("%s: set-up failed: %s", where, error->message);
  check_state (&ctx, &game);

  while (!gros_game_is_over (&game))
    {
      guint n = gros_game_legal_actions (&game, actions, G_N_ELEMENTS (actions));
      const GrosAction *action;

      if (game.n_actions >= ACTION_CAP)
        g_error ("%s: still running after %u actions (turn %u, %s phase)", where,
                 game.n_actions, game.turn, gros_phase_to_string (game.phase));
      if (n == 0)
        g_error ("%s: seat %u has no legal action in the %s phase after %u actions", where,
                 game.deciding + 1, gros_phase_to_string (game.phase), game.n_actions);
      if (n >= G_N_ELEMENTS (actions))
        {
          /* The list is cut at GROS_MAX_ACTIONS: what lies past it cannot be played. An engine
           * limit to report, not a crash: counted, and the first one described. */
          if (tally->overflows++ == 0)
            {
              guint kinds[GROS_N_ACTS] = { 0 };
              g_autoptr(GString) counts = g_string_new (NULL);
              g_autofree GrosAction *all = g_new (GrosAction, GROS_MAX_ACTIONS * 16);
              guint total = gros_game_legal_actions (&game, all, GROS_MAX_ACTIONS * 16);
              GrosGame probe;
              gboolean refused;

              for (guint i = 0; i < n; i++)
                kinds[MIN (actions[i].kind, GROS_N_ACTS - 1)]++;
              for (guint k = 0; k < GROS_N_ACTS; k++)
                g_string_append_printf (counts, " %u", kinds[k]);
              /* Whether the engine refuses a listed action past the cut. */
              gros_game_copy (&probe, &game);
              refused = !gros_game_apply (&probe, &all[total - 1], NULL, NULL, NULL);
              tally->first_overflow = g_strdup_printf ("%s: %u legal actions (%u in the first "
                                                       "%d, by kind:%s) in the %s phase after "
                                                       "%u actions; the last one is %s",
                                                       where, total, n, GROS_MAX_ACTIONS,
                                                       counts->str,
                                                       gros_phase_to_string (game.phase),
                                                       game.n_actions,
                                                       refused ? "refused by gros_game_apply"
                                                               : "accepted");
            }
        }
      for (guint i = 0; i < n; i++)
        if (actions[i].seat != game.deciding)
          g_error ("%s: an action of seat %u is listed for seat %u", where,
                   actions[i].seat + 1, game.deciding + 1);

      action = &actions[pick_action (actions, n, eager, &rng)];
      tally->phases[MIN (game.phase, G_N_ELEMENTS (tally->phases) - 1)]++;
      tally->kinds[MIN (action->kind, GROS_N_ACTS - 1)]++;
      if (game.n_actions % SAMPLE_EVERY == 0)
        check_sampled (&ctx, &game, action, rng);
      if (!gros_game_apply (&game, action, check_event, &ctx, &error))
        {
          g_autofree char *text = gros_action_to_string (action);

          g_error ("%s: the legal action “%s” was refused after %u actions: %s", where, text,
                   game.n_actions, error->message);
        }
      check_state (&ctx, &game);
    }

  if (game.end_reason == GROS_END_NONE || game.end_reason > GROS_END_STALEMATE)
    g_error ("%s: the game ended without a reason", where);
  if (game.winner_mask == 0 || game.winner_mask >= (1u << game.n_seats))
    g_error ("%s: the winners (mask %#x) are not seats of the game", where, game.winner_mask);

  tally->games++;
  tally->by_format[setup.params.format]++;
  tally->by_seats[n_seats]++;
  tally->ends[game.end_reason]++;
  tally->actions += game.n_actions;
  tally->turns += game.turn;
  if (game.n_actions > tally->max_actions)
    {
      tally->max_actions = game.n_actions;
      g_free (tally->longest);
      tally->longest = g_strdup (where);
    }
  tally->max_turns = MAX (tally->max_turns, game.turn);
}

static guint64
env_number (const char *name,
            guint64     fallback)
{
  const char *value = g_getenv (name);
  guint64 number;

  if (value == NULL || *value == '\0')
    return fallback;
  if (!g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, &number, NULL))
    g_error ("%s must be a whole number, not “%s”", name, value);
  return number;
}

static void
test_soak (void)
{
  g_autoptr(DriveInCatalog) catalog = NULL;
  g_autoptr(GrosGameDecks) decks = NULL;
  guint n_games = env_number ("GROS_SOAK_GAMES", DEFAULT_GAMES);
  guint64 base_seed = env_number ("GROS_SOAK_SEED", 1);
  const char *only = g_getenv ("GROS_SOAK_ONLY");
  gboolean has_dc;
  Tally tally = { 0 };
  gint64 start;
  double seconds;

  catalog = games_catalog (TRUE, &has_dc);
  decks = gros_game_decks_new (catalog, NULL);

  start = g_get_monotonic_time ();
  if (only != NULL && *only != '\0')
    play_one (decks, env_number ("GROS_SOAK_ONLY", 0), base_seed, has_dc, &tally);
  else
    for (guint i = 0; i < n_games; i++)
      play_one (decks, i, base_seed, has_dc, &tally);
  seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  g_print ("soak: %u games (%s) in %.1f s, %.0f games/s\n", tally.games,
           has_dc ? "starter, gros-dc and mixed decks" : "starter decks", seconds,
           tally.games / MAX (seconds, 1e-6));
  g_print ("soak: seats 2:%u 3:%u 4:%u 5:%u 6:%u\n", tally.by_seats[2], tally.by_seats[3],
           tally.by_seats[4], tally.by_seats[5], tally.by_seats[6]);
  g_print ("soak: formats");
  for (guint i = 0; i < GROS_FORMAT_N_IDS; i++)
    g_print (" %s:%u", gros_format_get (i)->string_id, tally.by_format[i]);
  g_print ("\n");
  g_print ("soak: ends credits:%u out-of-plot:%u twists:%u stalemate:%u\n",
           tally.ends[GROS_END_CREDITS], tally.ends[GROS_END_OUT_OF_PLOT],
           tally.ends[GROS_END_TWISTS], tally.ends[GROS_END_STALEMATE]);
  g_print ("soak: mean %.1f actions and %.1f turns per game; longest %u actions, %u turns\n",
           (double) tally.actions / MAX (tally.games, 1), (double) tally.turns / MAX (tally.games, 1),
           tally.max_actions, tally.max_turns);
  g_print ("soak: %" G_GUINT64_FORMAT " events, %" G_GUINT64_FORMAT " sampled deep checks\n",
           tally.events, tally.sampled);
  /* Any violation stops the run at once (g_error, naming the game and its seed). */
  g_print ("soak: invariants checked after %" G_GUINT64_FORMAT " actions and %u set-ups: "
           "0 violations\n", (guint64) tally.actions, tally.games);
  g_print ("soak: decisions by phase:");
  for (guint p = 0; p < G_N_ELEMENTS (tally.phases); p++)
    if (tally.phases[p] > 0)
      g_print (" %s:%" G_GUINT64_FORMAT, gros_phase_to_string (p), tally.phases[p]);
  g_print ("\nsoak: actions by kind:");
  for (guint k = 0; k < G_N_ELEMENTS (tally.kinds); k++)
    {
      GrosAction a = { .kind = k, .card = GROS_NO_CARD, .target = GROS_NO_CARD,
                       .extra = GROS_NO_CARD, .target_seat = GROS_NO_SEAT };
      g_autofree char *text = gros_action_to_string (&a);

      *strchr (text, ' ') = '\0';
      g_print (" %s:%" G_GUINT64_FORMAT, text, tally.kinds[k]);
    }
  g_print ("\n");

  if (tally.overflows > 0)
    g_print ("soak: %u positions had more legal actions than GROS_MAX_ACTIONS (%d); first:\n"
             "  %s\n", tally.overflows, GROS_MAX_ACTIONS, tally.first_overflow);
  g_free (tally.first_overflow);
  g_print ("soak: longest game: %s\n", tally.longest);
  g_free (tally.longest);

  g_assert_cmpuint (tally.games, >, 0);
  /* The turn cap is a safety net, not a way games end. */
  if (tally.ends[GROS_END_STALEMATE] * 100 > tally.games)
    g_error ("%u of %u games hit the turn cap (more than 1%%)", tally.ends[GROS_END_STALEMATE],
             tally.games);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/gros/soak/random-games", test_soak);

  return g_test_run ();
}
