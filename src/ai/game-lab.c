/* game-lab.c: the deck lab for any game: how a deck plays, from AI games in every seat. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <math.h>
#include <string.h>

#include "game-lab.h"
#include "game-seat-deck.h"
#include "drive-in-error.h"

#define MAX_ACTIONS_PER_GAME 50000
/* How often the waiting thread looks at the cancellable while no game ends. */
#define POLL_USEC            (50 * 1000)

typedef struct
{
  guint        index;
  guint        tested;                /* the tested deck's seat */
  guint        deck[GAME_MAX_SEATS];  /* index in LabRun.decks; 0 is the tested deck */
  guint64      seed;

  /* Written by the one worker that plays the game, read once every worker is done. */
  gboolean     finished;
  char        *problem;
  GameResult   result;
  guint        turns;
  guint        actions;
  guint        own_turns;
  double      *figures;               /* [n_seats * n_figures] */
  guint       *counts;                /* [n_slots * GAME_LAB_N_COUNTS] */
} LabGame;

typedef struct
{
  char  *id;
  char  *name;
  guint  copies;
} LabSlot;

typedef struct
{
  const GameRules     *rules;
  const GameAi        *ai;
  const GameLabHooks  *hooks;
  gpointer             db;           /* read-only once the games start */
  gpointer             params;
  GPtrArray           *decks;        /* of GameSeatDeck; [0] the tested deck */
  GArray              *slots;        /* of LabSlot */
  guint               *slot_of_def;  /* [db size]: slot + 1, 0 for cards not in the deck */
  GameLabOptions       options;
  GameAiBudget         budget;
  guint                n_games;
  LabGame             *games;

  GCancellable        *cancellable;
  GAsyncQueue         *done;         /* LabGame pointers, as workers finish them */
  GameLabProgressFunc  progress;
  gpointer             progress_data;
  GMainContext        *context;      /* game_lab_run_async(): where progress goes */
} LabRun;

void
game_lab_options_init (GameLabOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->level = GAME_AI_NORMAL;
  options->n_seats = 2;
  options->n_games = GAME_LAB_DEFAULT_GAMES;
  options->seed = 1;
  options->hard_iterations = GAME_LAB_DEFAULT_HARD_ITERATIONS;
}

static guint64
mix (guint64 a,
     guint64 b)
{
  guint64 z = a + 0x9e3779b97f4a7c15ull * (b + 1);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* ------------------------------------------------------------------------------------ */
/* Preparing a run: every deck read into card-db indices before any thread starts        */

static void
lab_slot_clear (gpointer data)
{
  LabSlot *slot = data;

  g_free (slot->id);
  g_free (slot->name);
}

static void
lab_run_free (gpointer data)
{
  LabRun *run = data;

  for (guint i = 0; run->games != NULL && i < run->n_games; i++)
    {
      g_free (run->games[i].problem);
      g_free (run->games[i].figures);
      g_free (run->games[i].counts);
    }
  g_free (run->games);
  g_clear_pointer (&run->decks, g_ptr_array_unref);
  g_clear_pointer (&run->slots, g_array_unref);
  g_free (run->slot_of_def);
  g_free ((char *) run->options.random_sigil);
  if (run->db != NULL)
    run->rules->cards.db_unref (run->db);
  g_free (run->params);
  g_clear_object (&run->cancellable);
  g_clear_pointer (&run->done, g_async_queue_unref);
  g_clear_pointer (&run->context, g_main_context_unref);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LabRun, lab_run_free)

static guint
deck_size (LabRun *run,
           guint   index)
{
  return ((GameSeatDeck *) g_ptr_array_index (run->decks, index))->cards->len;
}

/* The rules, AI and variant of @deck's game, and the options, as the lab can play them. */
static gboolean
check_game (LabRun               *run,
            DriveInDeck             *deck,
            const GameLabOptions *options,
            GError              **error)
{
  const char *name = drive_in_deck_get_name (deck);
  guint max_seats;

  run->rules = game_rules_lookup (drive_in_deck_get_game (deck));
  run->ai = run->rules != NULL ? game_ai_lookup (run->rules->id) : NULL;
  if (run->ai == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "%s: Drive-In has no rules or AI for %s yet", name, drive_in_deck_get_game (deck));
      return FALSE;
    }
  max_seats = MIN (run->rules->max_seats, GAME_MAX_SEATS);
  if (options->level >= GAME_AI_N_LEVELS || options->n_seats < MAX (run->rules->min_seats, 2)
      || options->n_seats > max_seats || options->n_games < 1)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "A lab run plays at least one game of %u to %u seats",
                   MAX (run->rules->min_seats, 2), max_seats);
      return FALSE;
    }
  run->hooks = game_lab_hooks_lookup (run->rules->id);
  run->params = g_malloc0 (run->rules->params_size);
  if (!run->rules->params_init (run->params, drive_in_deck_get_variant (deck)))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: %s has no variant “%s”", name,
                   run->rules->id, drive_in_deck_get_variant (deck));
      return FALSE;
    }
  /* The tested deck must be a seat's own. */
  if (run->rules->cards.random_shared_deck != NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "%s: the lab plays games in which every seat has its own deck", name);
      return FALSE;
    }
  if (run->hooks != NULL && run->hooks->check != NULL
      && !run->hooks->check (deck, run->params, error))
    return FALSE;
  g_assert (run->hooks == NULL || run->hooks->n_figures <= GAME_LAB_MAX_FIGURES);
  return TRUE;
}

/* The tested deck's distinct cards, in the order of the deck. */
static void
make_slots (LabRun      *run,
            DriveInCatalog *catalog)
{
  GameSeatDeck *tested = g_ptr_array_index (run->decks, 0);

  run->slots = g_array_new (FALSE, TRUE, sizeof (LabSlot));
  g_array_set_clear_func (run->slots, lab_slot_clear);
  run->slot_of_def = g_new0 (guint, run->rules->cards.db_n_cards (run->db));
  for (guint i = 0; i < tested->cards->len; i++)
    {
      uint16_t def = g_array_index (tested->cards, uint16_t, i);

      if (run->slot_of_def[def] == 0)
        {
          const char *id = run->rules->cards.db_card_id (run->db, def);
          LabSlot slot = { g_strdup (id),
                           g_strdup (drive_in_card_get_name (drive_in_catalog_lookup (catalog, id))),
                           0 };

          g_array_append_val (run->slots, slot);
          run->slot_of_def[def] = run->slots->len;
        }
      g_array_index (run->slots, LabSlot, run->slot_of_def[def] - 1).copies++;
    }
}

static void
fill_setup (LabRun    *run,
            LabGame   *game,
            GameSetup *setup)
{
  memset (setup, 0, sizeof *setup);
  setup->n_seats = run->options.n_seats;
  setup->seed = game->seed;
  setup->params = run->params;
  setup->db = run->db;
  setup->previous_loser = GAME_NO_SEAT;
  for (guint s = 0; s < run->options.n_seats; s++)
    game_seat_deck_fill_setup (g_ptr_array_index (run->decks, game->deck[s]), setup, s);
}

static LabRun *
lab_run_new (DriveInCatalog          *catalog,
             DriveInDeck             *deck,
             GPtrArray            *opponents,
             const GameLabOptions *options,
             GError              **error)
{
  g_autoptr(LabRun) run = g_new0 (LabRun, 1);
  g_autoptr(GRand) rand = NULL;
  g_autofree gpointer state = NULL;
  const char *sigils[] = { options->random_sigil, NULL };
  guint n_seats, n_deals, n_pool, n_fresh, n_figures;
  GameSeatDeck *seat_deck;

  if (catalog == NULL)
    catalog = drive_in_deck_get_catalog (deck);
  if (catalog == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s: no catalog to read the cards from",
                   drive_in_deck_get_name (deck));
      return NULL;
    }
  if (!check_game (run, deck, options, error))
    return NULL;

  run->options = *options;
  run->options.random_sigil = g_strdup (options->random_sigil);
  n_seats = options->n_seats;
  run->n_games = options->n_games;
  game_ai_budget_init (&run->budget);
  /* A search bounded by iterations alone is deterministic. */
  run->budget.time_ms = 0;
  run->budget.max_iterations = options->hard_iterations > 0 ? options->hard_iterations
                                                             : GAME_LAB_DEFAULT_HARD_ITERATIONS;
  run->done = g_async_queue_new ();
  run->db = run->rules->cards.db_new ();
  run->decks = g_ptr_array_new_with_free_func ((GDestroyNotify) game_seat_deck_free);

  if ((seat_deck = game_seat_deck_new_from_deck (run->rules, run->db, catalog, deck,
                                                 error)) == NULL)
    return NULL;
  g_ptr_array_add (run->decks, seat_deck);
  for (guint i = 0; opponents != NULL && i < opponents->len; i++)
    {
      if ((seat_deck = game_seat_deck_new_from_deck (run->rules, run->db, catalog,
                                                     g_ptr_array_index (opponents, i),
                                                     error)) == NULL)
        return NULL;
      g_ptr_array_add (run->decks, seat_deck);
    }

  /* Random decks come from the run's seed, so a seed always meets the same opponents. */
  rand = g_rand_new_with_seed ((guint32) (mix (options->seed, G_MAXUINT32) >> 32));
  n_deals = (run->n_games + n_seats - 1) / n_seats;
  n_fresh = run->decks->len == 1 && options->n_random_opponents == 0
            ? n_deals * (n_seats - 1) : options->n_random_opponents;
  for (guint i = 0; i < n_fresh; i++)
    {
      if ((seat_deck = game_seat_deck_new_random (run->rules, run->db, catalog,
                                                  options->random_sigil != NULL ? sigils : NULL,
                                                  run->params, rand, error)) == NULL)
        return NULL;
      g_ptr_array_add (run->decks, seat_deck);
    }
  n_pool = run->decks->len - 1;

  n_figures = run->hooks != NULL ? run->hooks->n_figures : 0;
  run->games = g_new0 (LabGame, run->n_games);
  for (guint i = 0; i < run->n_games; i++)
    {
      LabGame *game = &run->games[i];
      guint deal = i / n_seats, total = 0, j = 0;

      game->index = i;
      game->tested = i % n_seats;
      game->seed = mix (options->seed, i);
      game->figures = g_new0 (double, n_seats * MAX (n_figures, 1));
      for (guint s = 0; s < n_seats; s++)
        {
          if (s == game->tested)
            game->deck[s] = 0;
          else
            game->deck[s] = 1 + (deal * (n_seats - 1) + j++) % n_pool;
          total += deck_size (run, game->deck[s]);
        }
      if (total > run->rules->max_cards)
        {
          g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                       "The decks of a game hold %u cards; a game holds at most %u", total,
                       run->rules->max_cards);
          return NULL;
        }
    }

  /* A set-up may add to the db (GROS interns the words of Titles), and the workers share
   * it: every game is set up once here, in order, so that they only read it. */
  state = game_state_new (run->rules);
  for (guint i = 0; i < run->n_games; i++)
    {
      GameSetup setup;

      fill_setup (run, &run->games[i], &setup);
      if (!run->rules->play.init (state, &setup, NULL, NULL, error))
        {
          g_prefix_error (error, "game %u: ", i + 1);
          return NULL;
        }
    }

  make_slots (run, catalog);
  for (guint i = 0; i < run->n_games; i++)
    run->games[i].counts = g_new0 (guint, MAX (run->slots->len, 1) * GAME_LAB_N_COUNTS);

  return g_steal_pointer (&run);
}

/* ------------------------------------------------------------------------------------ */
/* Playing                                                                              */

typedef struct
{
  const GameLabHooks *hooks;
  gpointer            tracking;
} EventForward;

static void
on_game_event (gconstpointer    state,
               const GameEvent *event,
               gpointer         user_data)
{
  EventForward *forward = user_data;

  forward->hooks->on_event (state, event, forward->tracking);
}

static void
finish_game (LabRun        *run,
             LabGame       *game,
             gconstpointer  state,
             gpointer       tracking)
{
  const GameRules *rules = run->rules;
  const GameLabHooks *hooks = run->hooks;

  if (hooks != NULL && hooks->observe != NULL)
    hooks->observe (state, game->tested, NULL, tracking);
  if (hooks != NULL && hooks->count_cards != NULL)
    {
      guint n_cards = rules->views.n_cards (state);
      g_autofree guint *counts = g_new0 (guint, MAX (n_cards, 1) * GAME_LAB_N_COUNTS);

      hooks->count_cards (state, game->tested, tracking, counts);
      for (guint c = 0; c < n_cards; c++)
        {
          guint slot = run->slot_of_def[rules->views.card_def (state, c)];

          if (slot == 0)
            continue;
          for (guint k = 0; k < GAME_LAB_N_COUNTS; k++)
            game->counts[(slot - 1) * GAME_LAB_N_COUNTS + k] += counts[c * GAME_LAB_N_COUNTS + k];
        }
    }

  game->finished = TRUE;
  rules->play.result (state, &game->result);
  game->turns = run->ai->turn (state);
  game->actions = rules->play.n_actions (state);
  if (hooks != NULL && hooks->turns_taken != NULL)
    game->own_turns = hooks->turns_taken (state, game->tested);
  for (guint s = 0; hooks != NULL && hooks->figures != NULL && s < run->options.n_seats; s++)
    hooks->figures (state, s, game->tested, tracking, &game->figures[s * hooks->n_figures]);
}

static void
play_game (LabRun  *run,
           LabGame *game)
{
  const GameRules *rules = run->rules;
  const GameLabHooks *hooks = run->hooks;
  g_autofree gpointer state = game_state_new (rules);
  g_autofree gpointer tracking = g_malloc0 (MAX (hooks != NULL ? hooks->tracking_size : 0, 1));
  g_autoptr(GError) error = NULL;
  EventForward forward = { hooks, tracking };
  GameEventFunc emit = hooks != NULL && hooks->on_event != NULL ? on_game_event : NULL;
  GameSetup setup;

  fill_setup (run, game, &setup);
  if (!rules->play.init (state, &setup, emit, &forward, &error))
    {
      game->problem = g_strdup_printf ("game %u: %s", game->index + 1, error->message);
      return;
    }

  while (!rules->play.is_over (state))
    {
      guint seat = rules->play.deciding_seat (state);
      GameAction action;

      if (g_cancellable_is_cancelled (run->cancellable))
        return;
      if (rules->play.n_actions (state) > MAX_ACTIONS_PER_GAME)
        {
          game->problem = g_strdup_printf ("game %u: no end after %d actions", game->index + 1,
                                           MAX_ACTIONS_PER_GAME);
          return;
        }
      if (!game_ai_choose (run->ai, run->options.level, state, seat, &run->budget,
                           mix (game->seed, rules->play.n_actions (state)), &action, NULL))
        {
          if (!g_cancellable_is_cancelled (run->cancellable))
            game->problem = g_strdup_printf ("game %u: the %s AI found nothing to do after %u "
                                             "actions", game->index + 1,
                                             game_ai_level_to_string (run->options.level),
                                             rules->play.n_actions (state));
          return;
        }
      if (hooks != NULL && hooks->observe != NULL)
        hooks->observe (state, game->tested, &action, tracking);
      if (!rules->play.apply (state, &action, emit, &forward, &error))
        {
          game->problem = g_strdup_printf ("game %u: %s", game->index + 1, error->message);
          return;
        }
    }
  finish_game (run, game, state, tracking);
}

static void
worker (gpointer data,
        gpointer user_data)
{
  LabRun *run = user_data;
  LabGame *game = data;

  if (!g_cancellable_is_cancelled (run->cancellable))
    play_game (run, game);
  g_async_queue_push (run->done, game);
}

typedef struct
{
  GameLabProgressFunc func;
  gpointer            data;
  guint               done;
  guint               total;
} ProgressCall;

static gboolean
progress_in_context (gpointer data)
{
  ProgressCall *call = data;

  call->func (call->done, call->total, call->data);
  return G_SOURCE_REMOVE;
}

static void
report_progress (LabRun *run,
                 guint   done)
{
  ProgressCall *call;
  GSource *source;

  if (run->progress == NULL)
    return;
  if (run->context == NULL)
    {
      run->progress (done, run->n_games, run->progress_data);
      return;
    }
  call = g_new (ProgressCall, 1);
  call->func = run->progress;
  call->data = run->progress_data;
  call->done = done;
  call->total = run->n_games;
  /* Always through a source: g_main_context_invoke() would call it from this thread when
   * the context is the global default one and nobody is iterating it. */
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, progress_in_context, call, g_free);
  g_source_set_static_name (source, "[drive-in] lab progress");
  g_source_attach (source, run->context);
  g_source_unref (source);
}

static gboolean
lab_run_execute (LabRun  *run,
                 GError **error)
{
  guint n_threads = run->options.n_threads > 0 ? run->options.n_threads
                                               : g_get_num_processors ();
  GThreadPool *pool;
  guint done = 0, played = 0;

  pool = g_thread_pool_new (worker, run, MIN (n_threads, run->n_games), FALSE, error);
  if (pool == NULL)
    return FALSE;
  for (guint i = 0; i < run->n_games; i++)
    g_thread_pool_push (pool, &run->games[i], NULL);

  /* Results are read only once every game is over, in game order: the figures do not
   * depend on which worker finished first. */
  while (done < run->n_games)
    {
      LabGame *game = g_async_queue_timeout_pop (run->done, POLL_USEC);

      if (game == NULL)
        {
          if (g_cancellable_is_cancelled (run->cancellable))
            break;
          continue;
        }
      done++;
      if (game->finished || game->problem != NULL)
        report_progress (run, ++played);
    }
  /* Games not started yet are dropped; those under way stop at their next decision. */
  g_thread_pool_free (pool, TRUE, TRUE);

  return !g_cancellable_set_error_if_cancelled (run->cancellable, error);
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
  const double z = 1.959963984540054;
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

static void
lab_card_free (gpointer data)
{
  GameLabCard *card = data;

  g_free (card->card_id);
  g_free (card->name);
  g_free (card);
}

/* Adds the game's figures: the tested seat's, and each opponent's share of the opponents'
 * mean (the sums run in game order, then seat order: a seed gives the same doubles). */
static void
add_game_figures (LabRun         *run,
                  LabGame        *game,
                  GameLabResults *results)
{
  guint n_seats = run->options.n_seats;
  guint n_figures = run->hooks != NULL ? run->hooks->n_figures : 0;

  results->mean_score += game->result.scores[game->tested];
  for (guint s = 0; s < n_seats; s++)
    if (s != game->tested)
      results->opponent_mean_score += game->result.scores[s] * (1.0 / (n_seats - 1));
  for (guint f = 0; f < n_figures; f++)
    {
      results->figures[f] += game->figures[game->tested * n_figures + f] * 1;
      for (guint s = 0; s < n_seats; s++)
        if (s != game->tested)
          results->opponent_figures[f] += game->figures[s * n_figures + f]
                                          * (1.0 / (n_seats - 1));
    }
}

static GameLabResults *
lab_run_results (LabRun *run)
{
  GameLabResults *results = g_new0 (GameLabResults, 1);
  guint n_seats = run->options.n_seats;
  double turns = 0, actions = 0;
  guint own_turns = 0;

  results->rules = run->rules;
  results->hooks = run->hooks;
  results->level = run->options.level;
  results->n_seats = n_seats;
  results->seed = run->options.seed;
  results->fair_rate = 1.0 / n_seats;
  results->ends = g_new0 (guint, MAX (run->rules->outcome.n_end_reasons, 1));
  results->has_own_turns = run->hooks != NULL && run->hooks->turns_taken != NULL;
  results->has_cards = run->hooks != NULL && run->hooks->count_cards != NULL;
  results->cards = g_ptr_array_new_with_free_func (lab_card_free);
  for (guint i = 0; i < run->slots->len; i++)
    {
      LabSlot *slot = &g_array_index (run->slots, LabSlot, i);
      GameLabCard *card = g_new0 (GameLabCard, 1);

      card->card_id = g_strdup (slot->id);
      card->name = g_strdup (slot->name);
      card->copies = slot->copies;
      g_ptr_array_add (results->cards, card);
    }

  for (guint i = 0; i < run->n_games; i++)
    {
      LabGame *game = &run->games[i];
      guint n_winners;

      if (!game->finished)
        {
          if (game->problem != NULL)
            {
              results->n_failed++;
              if (results->first_problem == NULL)
                results->first_problem = g_strdup (game->problem);
            }
          continue;
        }
      results->n_games++;
      results->seat_games[game->tested]++;
      n_winners = __builtin_popcount (game->result.winners);
      if ((game->result.winners >> game->tested) & 1)
        {
          if (n_winners == 1)
            results->wins++;
          else
            results->ties++;
          results->score += 1.0 / n_winners;
          results->seat_score[game->tested] += 1.0 / n_winners;
        }
      else
        results->losses++;
      add_game_figures (run, game, results);
      turns += game->turns;
      actions += game->actions;
      own_turns += game->own_turns;
      if (game->result.reason < run->rules->outcome.n_end_reasons)
        results->ends[game->result.reason]++;
      for (guint c = 0; c < run->slots->len; c++)
        {
          GameLabCard *card = g_ptr_array_index (results->cards, c);
          const guint *counts = &game->counts[c * GAME_LAB_N_COUNTS];

          card->drawn += counts[GAME_LAB_COUNT_DRAWN];
          card->played += counts[GAME_LAB_COUNT_PLAYED];
          card->discarded += counts[GAME_LAB_COUNT_DISCARDED];
          card->held_at_end += counts[GAME_LAB_COUNT_HELD];
          card->never_played += counts[GAME_LAB_COUNT_NEVER_PLAYED];
        }
    }

  results->own_turns = own_turns;
  if (results->n_games > 0)
    {
      double n = results->n_games;

      results->win_rate = results->score / n;
      results->mean_score /= n;
      results->opponent_mean_score /= n;
      results->mean_turns = turns / n;
      results->mean_actions = actions / n;
    }
  wilson (results->score, results->n_games, &results->win_low, &results->win_high);
  return results;
}

/* ------------------------------------------------------------------------------------ */
/* Public API                                                                           */

GameLabResults *
game_lab_run (DriveInCatalog          *catalog,
              DriveInDeck             *deck,
              GPtrArray            *opponents,
              const GameLabOptions *options,
              GameLabProgressFunc   progress,
              gpointer              progress_data,
              GCancellable         *cancellable,
              GError              **error)
{
  g_autoptr(LabRun) run = NULL;

  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  run = lab_run_new (catalog, deck, opponents, options, error);
  if (run == NULL)
    return NULL;
  run->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  run->progress = progress;
  run->progress_data = progress_data;
  if (!lab_run_execute (run, error))
    return NULL;
  return lab_run_results (run);
}

static void
run_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  LabRun *run = task_data;
  GError *error = NULL;

  if (!lab_run_execute (run, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, lab_run_results (run),
                           (GDestroyNotify) game_lab_results_free);
}

void
game_lab_run_async (DriveInCatalog          *catalog,
                    DriveInDeck             *deck,
                    GPtrArray            *opponents,
                    const GameLabOptions *options,
                    GameLabProgressFunc   progress,
                    gpointer              progress_data,
                    GCancellable         *cancellable,
                    GAsyncReadyCallback   callback,
                    gpointer              user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  LabRun *run;

  g_return_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog));
  g_return_if_fail (DRIVE_IN_IS_DECK (deck));
  g_return_if_fail (options != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, game_lab_run_async);
  run = lab_run_new (catalog, deck, opponents, options, &error);
  if (run == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  run->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  run->progress = progress;
  run->progress_data = progress_data;
  run->context = g_main_context_ref_thread_default ();
  g_task_set_task_data (task, run, lab_run_free);
  g_task_run_in_thread (task, run_thread);
}

GameLabResults *
game_lab_run_finish (GAsyncResult  *result,
                     GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == game_lab_run_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

void
game_lab_results_free (GameLabResults *results)
{
  if (results == NULL)
    return;
  g_free (results->first_problem);
  g_free (results->ends);
  g_clear_pointer (&results->cards, g_ptr_array_unref);
  g_free (results);
}

double
game_lab_results_get_figure (const GameLabResults *results,
                             const char           *name,
                             double               *out_opponent)
{
  g_return_val_if_fail (results != NULL, 0);
  g_return_val_if_fail (name != NULL, 0);

  for (guint f = 0; results->hooks != NULL && f < results->hooks->n_figures; f++)
    if (g_str_equal (results->hooks->figure_names[f], name))
      {
        if (out_opponent != NULL)
          *out_opponent = results->opponent_figures[f];
        return results->figures[f];
      }
  if (out_opponent != NULL)
    *out_opponent = 0;
  return 0;
}

double
game_lab_results_mean_figure (const GameLabResults *results,
                              guint                 figure,
                              gboolean              opponent)
{
  double sum;

  g_return_val_if_fail (results != NULL, 0);
  g_return_val_if_fail (figure < GAME_LAB_MAX_FIGURES, 0);

  sum = opponent ? results->opponent_figures[figure] : results->figures[figure];
  if (results->n_games == 0)
    return sum;
  return sum * (1 / (double) results->n_games);
}

static int
compare_most_played (gconstpointer a,
                     gconstpointer b)
{
  const GameLabCard *x = *(GameLabCard * const *) a, *y = *(GameLabCard * const *) b;
  double rx = (double) x->played / MAX (x->drawn, 1), ry = (double) y->played / MAX (y->drawn, 1);

  if (x->played != y->played)
    return x->played > y->played ? -1 : 1;
  if (rx != ry)
    return rx > ry ? -1 : 1;
  return strcmp (x->card_id, y->card_id);
}

static int
compare_least_played (gconstpointer a,
                      gconstpointer b)
{
  const GameLabCard *x = *(GameLabCard * const *) a, *y = *(GameLabCard * const *) b;

  if (x->never_played != y->never_played)
    return x->never_played > y->never_played ? -1 : 1;
  if (x->held_at_end != y->held_at_end)
    return x->held_at_end > y->held_at_end ? -1 : 1;
  return strcmp (x->card_id, y->card_id);
}

GPtrArray *
game_lab_sort_cards (GPtrArray        *cards,
                     GameLabCardOrder  order)
{
  GPtrArray *sorted;

  g_return_val_if_fail (cards != NULL, NULL);

  sorted = g_ptr_array_new ();
  for (guint i = 0; i < cards->len; i++)
    {
      GameLabCard *card = g_ptr_array_index (cards, i);

      if (card->drawn > 0)
        g_ptr_array_add (sorted, card);
    }
  g_ptr_array_sort (sorted, order == GAME_LAB_MOST_PLAYED ? compare_most_played
                                                          : compare_least_played);
  return sorted;
}
