/* gros-lab.c: the Deck lab: how a deck plays, from AI games in every seat and sample hands. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <math.h>
#include <string.h>

#include "gros-error.h"
#include "gros-game-decks.h"
#include "gros-lab.h"

#define MAX_ACTIONS_PER_GAME 50000
/* How often the waiting thread looks at the cancellable while no game ends. */
#define POLL_USEC            (50 * 1000)

/* Per-card counters of one game, by card slot (a distinct card of the tested deck). */
enum
{
  COUNT_DRAWN,
  COUNT_PLAYED,
  COUNT_DISCARDED,
  COUNT_HELD,
  COUNT_NEVER_PLAYED,
  N_COUNTS,
};

typedef struct
{
  GArray   *cards;   /* of uint16_t: card-db indices, in deck order */
  uint16_t  titles[GROS_MAX_TITLE_WORDS];
  guint     n_title_words;
} LabDeck;

typedef struct
{
  guint        index;
  guint        tested;                /* the tested deck's seat */
  guint        deck[GROS_MAX_SEATS];  /* index in LabRun.decks; 0 is the tested deck */
  guint64      seed;

  /* Written by the one worker that plays the game, read once every worker is done. */
  gboolean     finished;
  char        *problem;
  guint8       winner_mask;
  guint8       end_reason;
  gboolean     credits_rolled;
  guint        credits_played;
  guint        turns;
  guint        actions;
  guint        own_turns;
  guint        left_hand;             /* plays (not the set-up cast) and discards */
  GrosRatings  ratings[GROS_MAX_SEATS];
  guint       *counts;                /* [n_slots * N_COUNTS] */
} LabGame;

typedef struct
{
  char  *id;
  char  *name;
  guint  copies;
} LabSlot;

typedef struct
{
  GrosCardDb          *db;
  GrosRulesParams      params;
  GPtrArray           *decks;        /* of LabDeck; [0] the tested deck */
  GArray              *slots;        /* of LabSlot */
  guint               *slot_of_def;  /* [db size]: slot + 1, 0 for cards not in the deck */
  GrosLabOptions       options;
  GrosAiBudget         budget;
  guint                n_games;
  LabGame             *games;

  GCancellable        *cancellable;
  GAsyncQueue         *done;         /* LabGame pointers, as workers finish them */
  GrosLabProgressFunc  progress;
  gpointer             progress_data;
  GMainContext        *context;      /* gros_lab_run_async(): where progress goes */
} LabRun;

void
gros_lab_options_init (GrosLabOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->level = GROS_AI_NORMAL;
  options->n_seats = 2;
  options->n_games = GROS_LAB_DEFAULT_GAMES;
  options->seed = 1;
  options->hard_iterations = GROS_LAB_DEFAULT_HARD_ITERATIONS;
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
lab_deck_free (gpointer data)
{
  LabDeck *deck = data;

  g_array_unref (deck->cards);
  g_free (deck);
}

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
      g_free (run->games[i].counts);
    }
  g_free (run->games);
  g_clear_pointer (&run->decks, g_ptr_array_unref);
  g_clear_pointer (&run->slots, g_array_unref);
  g_free (run->slot_of_def);
  g_free ((char *) run->options.random_sigil);
  g_clear_pointer (&run->db, gros_card_db_unref);
  g_clear_object (&run->cancellable);
  g_clear_pointer (&run->done, g_async_queue_unref);
  g_clear_pointer (&run->context, g_main_context_unref);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LabRun, lab_run_free)

/* Moves the one seat of @decks into a LabDeck of @run. */
static void
take_deck (LabRun        *run,
           GrosGameDecks *decks)
{
  GrosGameSetup setup = { 0 };
  LabDeck *deck = g_new0 (LabDeck, 1);

  g_assert (gros_game_decks_get_n_seats (decks) == 1);
  gros_game_decks_fill_setup (decks, &setup);
  deck->cards = g_array_sized_new (FALSE, FALSE, sizeof (uint16_t), setup.deck_sizes[0]);
  g_array_append_vals (deck->cards, setup.decks[0], setup.deck_sizes[0]);
  deck->n_title_words = MIN (setup.n_title_words[0], GROS_MAX_TITLE_WORDS);
  memcpy (deck->titles, setup.titles[0], sizeof deck->titles);
  g_ptr_array_add (run->decks, deck);
  gros_game_decks_clear (decks);
}

static guint
deck_size (LabRun *run,
           guint   index)
{
  return ((LabDeck *) g_ptr_array_index (run->decks, index))->cards->len;
}

static gboolean
check_options (const GrosLabOptions *options,
               GError              **error)
{
  if (options->level >= GROS_AI_N_LEVELS || options->n_seats < 2
      || options->n_seats > GROS_MAX_SEATS || options->n_games < 1)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   "A lab run plays at least one game of 2 to %d seats", GROS_MAX_SEATS);
      return FALSE;
    }
  return TRUE;
}

static LabRun *
lab_run_new (GrosCatalog          *catalog,
             GrosDeck             *deck,
             GPtrArray            *opponents,
             const GrosLabOptions *options,
             GError              **error)
{
  g_autoptr(LabRun) run = g_new0 (LabRun, 1);
  g_autoptr(GrosGameDecks) decks = NULL;
  g_autoptr(GRand) rand = NULL;
  const GrosFormat *format;
  guint n_seats, n_deals, n_pool, n_fresh;
  LabDeck *tested;

  if (!check_options (options, error))
    return NULL;
  if (catalog == NULL)
    catalog = gros_deck_get_catalog (deck);
  if (catalog == NULL)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID, "%s: no catalog to read the cards from",
                   gros_deck_get_name (deck));
      return NULL;
    }
  format = gros_format_get (gros_deck_get_format (deck));
  if (format == NULL || format->shared_deck)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   "%s: the lab plays formats in which every seat has its own deck",
                   gros_deck_get_name (deck));
      return NULL;
    }

  run->options = *options;
  run->options.random_sigil = g_strdup (options->random_sigil);
  n_seats = options->n_seats;
  run->n_games = options->n_games;
  gros_game_decks_rules_for_format (format, &run->params);
  gros_ai_budget_init (&run->budget);
  /* A search bounded by iterations alone is deterministic. */
  run->budget.time_ms = 0;
  run->budget.max_iterations = options->hard_iterations > 0 ? options->hard_iterations
                                                             : GROS_LAB_DEFAULT_HARD_ITERATIONS;
  run->done = g_async_queue_new ();
  run->db = gros_card_db_new ();
  run->decks = g_ptr_array_new_with_free_func (lab_deck_free);
  decks = gros_game_decks_new (catalog, run->db);

  if (!gros_game_decks_add_deck (decks, deck, error))
    return NULL;
  take_deck (run, decks);
  for (guint i = 0; opponents != NULL && i < opponents->len; i++)
    {
      if (!gros_game_decks_add_deck (decks, g_ptr_array_index (opponents, i), error))
        return NULL;
      take_deck (run, decks);
    }

  /* Random decks come from the run's seed, so a seed always meets the same opponents. */
  rand = g_rand_new_with_seed ((guint32) (mix (options->seed, G_MAXUINT32) >> 32));
  n_deals = (run->n_games + n_seats - 1) / n_seats;
  n_fresh = run->decks->len == 1 && options->n_random_opponents == 0
            ? n_deals * (n_seats - 1) : options->n_random_opponents;
  for (guint i = 0; i < n_fresh; i++)
    {
      if (!gros_game_decks_add_random (decks, options->random_sigil, format, rand, error))
        return NULL;
      take_deck (run, decks);
    }
  n_pool = run->decks->len - 1;

  run->games = g_new0 (LabGame, run->n_games);
  for (guint i = 0; i < run->n_games; i++)
    {
      LabGame *game = &run->games[i];
      guint deal = i / n_seats, total = 0, j = 0;

      game->index = i;
      game->tested = i % n_seats;
      game->seed = mix (options->seed, i);
      for (guint s = 0; s < n_seats; s++)
        {
          if (s == game->tested)
            game->deck[s] = 0;
          else
            game->deck[s] = 1 + (deal * (n_seats - 1) + j++) % n_pool;
          total += deck_size (run, game->deck[s]);
        }
      if (total > GROS_MAX_CARDS)
        {
          g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                       "The decks of a game hold %u cards; a game holds at most %d", total,
                       GROS_MAX_CARDS);
          return NULL;
        }
    }

  /* The tested deck's distinct cards, in the order of the deck. */
  tested = g_ptr_array_index (run->decks, 0);
  run->slots = g_array_new (FALSE, TRUE, sizeof (LabSlot));
  g_array_set_clear_func (run->slots, lab_slot_clear);
  run->slot_of_def = g_new0 (guint, gros_card_db_get_n_cards (run->db));
  for (guint i = 0; i < tested->cards->len; i++)
    {
      uint16_t def = g_array_index (tested->cards, uint16_t, i);

      if (run->slot_of_def[def] == 0)
        {
          const GrosCardDef *card = gros_card_db_get (run->db, def);
          LabSlot slot = { g_strdup (card->id), g_strdup (card->name), 0 };

          g_array_append_val (run->slots, slot);
          run->slot_of_def[def] = run->slots->len;
        }
      g_array_index (run->slots, LabSlot, run->slot_of_def[def] - 1).copies++;
    }
  for (guint i = 0; i < run->n_games; i++)
    run->games[i].counts = g_new0 (guint, run->slots->len * N_COUNTS);

  return g_steal_pointer (&run);
}

/* ------------------------------------------------------------------------------------ */
/* Playing                                                                              */

typedef struct
{
  guint8  in_hand_once[GROS_MAX_CARDS];
  guint16 plays[GROS_MAX_CARDS];
  guint   last_climax_seat;  /* seat of the last Roll the Credits played, or GROS_NO_SEAT */
} Tracking;

/* The seat of a Climax, from its event: GrosGame.climax_seat is not set by every path to a
 * Climax, and a Roll the Credits may come from elsewhere than the hand. */
static void
on_game_event (const GrosGame  *game,
               const GrosEvent *event,
               gpointer         user_data)
{
  Tracking *tracking = user_data;

  if (event->kind == GROS_EV_CLIMAX)
    tracking->last_climax_seat = event->seat;
}

static gboolean
is_tested_card (const GrosGame *g,
                const LabGame  *game,
                int             card)
{
  return card >= 0 && card < g->n_cards && g->cards[card].owner == game->tested;
}

static void
mark_hand (const GrosGame *g,
           const LabGame  *game,
           Tracking       *tracking)
{
  guint n = gros_game_zone_size (g, GROS_ZONE_HAND, game->tested);

  for (guint i = 0; i < n; i++)
    tracking->in_hand_once[gros_game_zone_card (g, GROS_ZONE_HAND, game->tested, i)] = TRUE;
}

static guint *
slot_counts (LabRun         *run,
             LabGame        *game,
             const GrosGame *g,
             int             card)
{
  guint slot = run->slot_of_def[g->cards[card].def];

  g_assert (slot > 0);
  return &game->counts[(slot - 1) * N_COUNTS];
}

/* What the tested seat does with the cards of its hand. */
static void
note_action (LabRun           *run,
             LabGame          *game,
             const GrosGame   *g,
             const GrosAction *action,
             Tracking         *tracking)
{
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, game->tested);
  int card = action->card;

  if (!is_tested_card (g, game, card) || g->cards[card].zone != hand)
    return;
  switch (action->kind)
    {
    case GROS_ACT_PLAY:
    case GROS_ACT_CAST_START:
      tracking->plays[card]++;
      slot_counts (run, game, g, card)[COUNT_PLAYED]++;
      if (action->kind == GROS_ACT_PLAY)
        game->left_hand++;
      if (gros_game_card_def (g, card)->type == GROS_CARD_TYPE_ROLL_THE_CREDITS)
        game->credits_played++;
      break;

    case GROS_ACT_POPCORN_DISCARD:
    case GROS_ACT_DISCARD:
      slot_counts (run, game, g, card)[COUNT_DISCARDED]++;
      game->left_hand++;
      break;

    default:
      break;
    }
}

static void
play_game (LabRun  *run,
           LabGame *game)
{
  g_autofree GrosGame *g = g_new (GrosGame, 1);
  g_autofree Tracking *tracking = g_new0 (Tracking, 1);
  g_autoptr(GError) error = NULL;
  GrosGameSetup setup = { 0 };
  guint n_seats = run->options.n_seats;
  guint hand;

  setup.n_seats = n_seats;
  setup.seed = game->seed;
  setup.params = run->params;
  for (guint s = 0; s < n_seats; s++)
    {
      LabDeck *deck = g_ptr_array_index (run->decks, game->deck[s]);

      setup.decks[s] = (const uint16_t *) deck->cards->data;
      setup.deck_sizes[s] = deck->cards->len;
      setup.n_title_words[s] = deck->n_title_words;
      memcpy (setup.titles[s], deck->titles, sizeof deck->titles);
    }
  tracking->last_climax_seat = GROS_NO_SEAT;
  if (!gros_game_init (g, run->db, &setup, on_game_event, tracking, &error))
    {
      game->problem = g_strdup_printf ("game %u: %s", game->index + 1, error->message);
      return;
    }

  while (!gros_game_is_over (g))
    {
      guint seat = gros_game_get_deciding_seat (g);
      GrosAction action;

      if (g_cancellable_is_cancelled (run->cancellable))
        return;
      if (g->n_actions > MAX_ACTIONS_PER_GAME)
        {
          game->problem = g_strdup_printf ("game %u: no end after %d actions", game->index + 1,
                                           MAX_ACTIONS_PER_GAME);
          return;
        }
      mark_hand (g, game, tracking);
      if (!gros_ai_choose (run->options.level, g, seat, &run->budget,
                           mix (game->seed, g->n_actions), &action))
        {
          if (!g_cancellable_is_cancelled (run->cancellable))
            game->problem = g_strdup_printf ("game %u: the %s AI found nothing to do in the %s "
                                             "phase", game->index + 1,
                                             gros_ai_level_to_string (run->options.level),
                                             gros_phase_to_string (g->phase));
          return;
        }
      if (seat == game->tested)
        note_action (run, game, g, &action, tracking);
      if (!gros_game_apply (g, &action, on_game_event, tracking, &error))
        {
          game->problem = g_strdup_printf ("game %u: %s", game->index + 1, error->message);
          return;
        }
    }
  mark_hand (g, game, tracking);

  hand = GROS_ZONE_ID (GROS_ZONE_HAND, game->tested);
  for (int c = 0; c < g->n_cards; c++)
    {
      guint *counts;

      if (!is_tested_card (g, game, c) || !tracking->in_hand_once[c])
        continue;
      counts = slot_counts (run, game, g, c);
      counts[COUNT_DRAWN]++;
      if (tracking->plays[c] == 0)
        counts[COUNT_NEVER_PLAYED]++;
      if (g->cards[c].zone == hand)
        counts[COUNT_HELD]++;
    }

  game->finished = TRUE;
  game->winner_mask = g->winner_mask;
  game->end_reason = g->end_reason;
  game->credits_rolled = g->end_reason == GROS_END_CREDITS
                         && tracking->last_climax_seat == game->tested;
  game->turns = g->turn;
  game->actions = g->n_actions;
  game->own_turns = g->seats[game->tested].turns_taken;
  for (guint s = 0; s < n_seats; s++)
    gros_game_ratings (g, s, &game->ratings[s]);
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
  GrosLabProgressFunc func;
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
add_ratings (GrosLabRatings    *sum,
             const GrosRatings *r,
             double             weight)
{
  sum->defense += r->defense * weight;
  sum->title_cards += r->title_cards * weight;
  sum->title_points += r->title_points * weight;
  sum->banked += r->banked * weight;
  sum->total += r->total * weight;
}

static void
scale_ratings (GrosLabRatings *r,
               double          factor)
{
  r->defense *= factor;
  r->title_cards *= factor;
  r->title_points *= factor;
  r->banked *= factor;
  r->total *= factor;
}

static void
lab_card_free (gpointer data)
{
  GrosLabCard *card = data;

  g_free (card->card_id);
  g_free (card->name);
  g_free (card);
}

static GrosLabResults *
lab_run_results (LabRun *run)
{
  GrosLabResults *results = g_new0 (GrosLabResults, 1);
  guint n_seats = run->options.n_seats;
  guint own_turns = 0, left_hand = 0;
  double turns = 0, actions = 0;

  results->level = run->options.level;
  results->n_seats = n_seats;
  results->seed = run->options.seed;
  results->fair_rate = 1.0 / n_seats;
  results->cards = g_ptr_array_new_with_free_func (lab_card_free);
  for (guint i = 0; i < run->slots->len; i++)
    {
      LabSlot *slot = &g_array_index (run->slots, LabSlot, i);
      GrosLabCard *card = g_new0 (GrosLabCard, 1);

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
      n_winners = __builtin_popcount (game->winner_mask);
      if ((game->winner_mask >> game->tested) & 1)
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
      add_ratings (&results->tested, &game->ratings[game->tested], 1);
      for (guint s = 0; s < n_seats; s++)
        if (s != game->tested)
          add_ratings (&results->opponents, &game->ratings[s], 1.0 / (n_seats - 1));
      turns += game->turns;
      actions += game->actions;
      own_turns += game->own_turns;
      left_hand += game->left_hand;
      results->credits_rolled += game->credits_rolled;
      results->credits_played += game->credits_played;
      if (game->end_reason < GROS_LAB_N_END_REASONS)
        results->ends[game->end_reason]++;
      for (guint c = 0; c < run->slots->len; c++)
        {
          GrosLabCard *card = g_ptr_array_index (results->cards, c);
          const guint *counts = &game->counts[c * N_COUNTS];

          card->drawn += counts[COUNT_DRAWN];
          card->played += counts[COUNT_PLAYED];
          card->discarded += counts[COUNT_DISCARDED];
          card->held_at_end += counts[COUNT_HELD];
          card->never_played += counts[COUNT_NEVER_PLAYED];
        }
    }

  if (results->n_games > 0)
    {
      double n = results->n_games;

      results->win_rate = results->score / n;
      scale_ratings (&results->tested, 1 / n);
      scale_ratings (&results->opponents, 1 / n);
      results->mean_turns = turns / n;
      results->mean_actions = actions / n;
      results->mean_own_turns = own_turns / n;
    }
  results->cards_per_turn = own_turns > 0 ? (double) left_hand / own_turns : 0;
  wilson (results->score, results->n_games, &results->win_low, &results->win_high);
  return results;
}

/* ------------------------------------------------------------------------------------ */
/* Public API                                                                           */

GrosLabResults *
gros_lab_run (GrosCatalog          *catalog,
              GrosDeck             *deck,
              GPtrArray            *opponents,
              const GrosLabOptions *options,
              GrosLabProgressFunc   progress,
              gpointer              progress_data,
              GCancellable         *cancellable,
              GError              **error)
{
  g_autoptr(LabRun) run = NULL;

  g_return_val_if_fail (catalog == NULL || GROS_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (GROS_IS_DECK (deck), NULL);
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
                           (GDestroyNotify) gros_lab_results_free);
}

void
gros_lab_run_async (GrosCatalog          *catalog,
                    GrosDeck             *deck,
                    GPtrArray            *opponents,
                    const GrosLabOptions *options,
                    GrosLabProgressFunc   progress,
                    gpointer              progress_data,
                    GCancellable         *cancellable,
                    GAsyncReadyCallback   callback,
                    gpointer              user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  LabRun *run;

  g_return_if_fail (catalog == NULL || GROS_IS_CATALOG (catalog));
  g_return_if_fail (GROS_IS_DECK (deck));
  g_return_if_fail (options != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, gros_lab_run_async);
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

GrosLabResults *
gros_lab_run_finish (GAsyncResult  *result,
                     GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == gros_lab_run_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

void
gros_lab_results_free (GrosLabResults *results)
{
  if (results == NULL)
    return;
  g_free (results->first_problem);
  g_clear_pointer (&results->cards, g_ptr_array_unref);
  g_free (results);
}

static int
compare_most_played (gconstpointer a,
                     gconstpointer b)
{
  const GrosLabCard *x = *(GrosLabCard * const *) a, *y = *(GrosLabCard * const *) b;
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
  const GrosLabCard *x = *(GrosLabCard * const *) a, *y = *(GrosLabCard * const *) b;

  if (x->never_played != y->never_played)
    return x->never_played > y->never_played ? -1 : 1;
  if (x->held_at_end != y->held_at_end)
    return x->held_at_end > y->held_at_end ? -1 : 1;
  return strcmp (x->card_id, y->card_id);
}

GPtrArray *
gros_lab_results_sort_cards (GrosLabResults   *results,
                             GrosLabCardOrder  order)
{
  GPtrArray *sorted;

  g_return_val_if_fail (results != NULL, NULL);

  sorted = g_ptr_array_new ();
  for (guint i = 0; i < results->cards->len; i++)
    {
      GrosLabCard *card = g_ptr_array_index (results->cards, i);

      if (card->drawn > 0)
        g_ptr_array_add (sorted, card);
    }
  g_ptr_array_sort (sorted, order == GROS_LAB_MOST_PLAYED ? compare_most_played
                                                          : compare_least_played);
  return sorted;
}

/* ------------------------------------------------------------------------------------ */
/* Odds and sample hands                                                                */

gboolean
gros_lab_compute_odds (GrosDeck *deck,
                       guint     plays_per_turn,
                       guint     n_turns,
                       GrosOdds *out)
{
  const GrosFormat *format;
  GrosOddsDeck counts;
  GrosOddsModel model;

  g_return_val_if_fail (GROS_IS_DECK (deck), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  format = gros_format_get (gros_deck_get_format (deck));
  gros_odds_model_init (&model);
  if (format != NULL && format->hand_limit > 0)
    model.hand_size = format->hand_limit;
  model.plays_per_turn = plays_per_turn;
  model.n_turns = n_turns;
  gros_odds_deck_init_from_deck (&counts, deck);
  return gros_odds_compute (&counts, &model, out);
}

typedef struct
{
  guint hand;
  guint graveyard;
  guint put_aside;
} DealWatch;

static void
on_deal_event (const GrosGame  *game,
               const GrosEvent *event,
               gpointer         user_data)
{
  DealWatch *watch = user_data;

  if (event->kind == GROS_EV_MOVE && event->from_zone == watch->hand
      && event->to_zone == watch->graveyard)
    watch->put_aside++;
}

static GStrv
steal_strv (GPtrArray *ids)
{
  g_ptr_array_add (ids, NULL);
  return (GStrv) g_ptr_array_free (ids, FALSE);
}

GrosLabHand *
gros_lab_sample_hand (GrosCatalog *catalog,
                      GrosDeck    *deck,
                      guint64      seed,
                      guint        n_turns,
                      guint        plays_per_turn,
                      GError     **error)
{
  g_autoptr(GrosCardDb) db = gros_card_db_new ();
  g_autoptr(GrosGameDecks) decks = NULL;
  g_autofree GrosGame *g = NULL;
  g_autoptr(GrosLabHand) hand = NULL;
  const GrosFormat *format;
  GrosGameSetup setup = { 0 };
  GrosOddsModel model;
  DealWatch watch = { GROS_ZONE_ID (GROS_ZONE_HAND, 0), GROS_ZONE_ID (GROS_ZONE_GRAVEYARD, 0), 0 };
  GPtrArray *ids;
  guint deck_left, taken = 0;

  g_return_val_if_fail (catalog == NULL || GROS_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (GROS_IS_DECK (deck), NULL);
  g_return_val_if_fail (n_turns >= 1, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (catalog == NULL)
    catalog = gros_deck_get_catalog (deck);
  format = gros_format_get (gros_deck_get_format (deck));
  if (catalog == NULL || format == NULL || format->shared_deck)
    {
      g_set_error (error, GROS_ERROR, GROS_ERROR_INVALID,
                   "%s: no catalog, or a format without a deck per seat",
                   gros_deck_get_name (deck));
      return NULL;
    }

  /* The engine deals two seats; the second one, a copy, is not looked at. */
  decks = gros_game_decks_new (catalog, db);
  if (!gros_game_decks_add_deck (decks, deck, error)
      || !gros_game_decks_add_deck (decks, deck, error))
    return NULL;
  gros_game_decks_fill_setup (decks, &setup);
  gros_game_decks_rules_for_format (format, &setup.params);
  /* The hand as dealt: an opening draft would turn the dealt hands into packets. */
  setup.params.draft_opening = FALSE;
  setup.seed = seed;
  g = g_new (GrosGame, 1);
  if (!gros_game_init (g, db, &setup, on_deal_event, &watch, error))
    return NULL;

  gros_odds_model_init (&model);
  model.hand_size = g->params.hand_limit;
  model.plays_per_turn = MIN (plays_per_turn, model.hand_size);

  hand = g_new0 (GrosLabHand, 1);
  hand->redraws = (watch.put_aside + model.hand_size - 1) / model.hand_size;
  hand->turns = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  ids = g_ptr_array_new ();
  for (guint i = 0; i < gros_game_zone_size (g, GROS_ZONE_HAND, 0); i++)
    g_ptr_array_add (ids, g_strdup (gros_game_card_def (g, gros_game_zone_card (g, GROS_ZONE_HAND,
                                                                                0, i))->id));
  g_ptr_array_add (hand->turns, steal_strv (ids));

  /* Later draws come off the top of the deck, which is the end of its zone. */
  deck_left = gros_game_zone_size (g, GROS_ZONE_DECK, 0);
  for (guint t = 2; t <= n_turns; t++)
    {
      guint drawn = gros_odds_model_cards_seen (&model, setup.deck_sizes[0], GROS_ODDS_FIRST, t,
                                                NULL)
                    - gros_odds_model_cards_seen (&model, setup.deck_sizes[0], GROS_ODDS_FIRST,
                                                  t - 1, NULL);

      ids = g_ptr_array_new ();
      for (guint i = 0; i < drawn && taken < deck_left; i++, taken++)
        g_ptr_array_add (ids, g_strdup (gros_game_card_def (g, gros_game_zone_card (
                                          g, GROS_ZONE_DECK, 0, deck_left - 1 - taken))->id));
      g_ptr_array_add (hand->turns, steal_strv (ids));
    }
  return g_steal_pointer (&hand);
}

void
gros_lab_hand_free (GrosLabHand *hand)
{
  if (hand == NULL)
    return;
  g_clear_pointer (&hand->turns, g_ptr_array_unref);
  g_free (hand);
}
