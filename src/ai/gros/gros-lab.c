/* gros-lab.c: the Deck lab for GROS decks: the shared lab's runs with GROS's figures, the
 * exact odds and sample hands. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include <string.h>

#include "drive-in-error.h"
#include "gros-game-decks.h"
#include "gros-game-lab.h"
#include "gros-lab.h"
#include "gros-deck.h"
#include "gros-odds.h"

G_STATIC_ASSERT (GROS_MAX_SEATS == GAME_MAX_SEATS);

void
gros_lab_options_init (GrosLabOptions *options)
{
  game_lab_options_init (options);
}

static void
ratings_from_game (const GameLabResults *results,
                   gboolean              opponent,
                   GrosLabRatings       *out)
{
  out->defense = gros_game_lab_mean (results, GROS_LAB_FIGURE_DEFENSE, opponent);
  out->title_cards = gros_game_lab_mean (results, GROS_LAB_FIGURE_TITLE_CARDS, opponent);
  out->title_points = gros_game_lab_mean (results, GROS_LAB_FIGURE_TITLE_POINTS, opponent);
  out->banked = gros_game_lab_mean (results, GROS_LAB_FIGURE_BANKED, opponent);
  out->total = gros_game_lab_mean (results, GROS_LAB_FIGURE_TOTAL, opponent);
}

GrosLabResults *
gros_lab_results_new_from_game (GameLabResults *game)
{
  GrosLabResults *results;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (game->hooks == &gros_game_lab_hooks, NULL);

  results = g_new0 (GrosLabResults, 1);
  results->level = game->level;
  results->n_seats = game->n_seats;
  results->seed = game->seed;
  results->n_games = game->n_games;
  results->n_failed = game->n_failed;
  results->first_problem = g_strdup (game->first_problem);
  results->wins = game->wins;
  results->ties = game->ties;
  results->losses = game->losses;
  results->score = game->score;
  results->win_rate = game->win_rate;
  results->win_low = game->win_low;
  results->win_high = game->win_high;
  results->fair_rate = game->fair_rate;
  memcpy (results->seat_games, game->seat_games, sizeof results->seat_games);
  memcpy (results->seat_score, game->seat_score, sizeof results->seat_score);
  ratings_from_game (game, FALSE, &results->tested);
  ratings_from_game (game, TRUE, &results->opponents);
  results->mean_turns = game->mean_turns;
  results->mean_actions = game->mean_actions;
  if (game->n_games > 0)
    results->mean_own_turns = game->own_turns / game->n_games;
  results->credits_rolled = game->figures[GROS_LAB_FIGURE_CREDITS_ROLLED];
  results->credits_played = game->figures[GROS_LAB_FIGURE_CREDITS_PLAYED];
  for (guint i = 0; i < game->rules->n_end_reasons && i < GROS_LAB_N_END_REASONS; i++)
    results->ends[i] = game->ends[i];
  results->cards_per_turn = gros_game_lab_cards_per_turn (game);
  results->cards = g_steal_pointer (&game->cards);
  game->cards = g_ptr_array_new ();
  return results;
}

/* Runs of GROS decks only: the GrosLabResults of another game's deck would be empty. */
static gboolean
check_gros_deck (DriveInDeck  *deck,
                 GError   **error)
{
  if (g_str_equal (drive_in_deck_get_game (deck), GROS_GAME_ID))
    return TRUE;
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, "%s is a deck of %s, not a GROS deck",
               drive_in_deck_get_name (deck), drive_in_deck_get_game (deck));
  return FALSE;
}

GrosLabResults *
gros_lab_run (DriveInCatalog          *catalog,
              DriveInDeck             *deck,
              GPtrArray            *opponents,
              const GrosLabOptions *options,
              GrosLabProgressFunc   progress,
              gpointer              progress_data,
              GCancellable         *cancellable,
              GError              **error)
{
  g_autoptr(GameLabResults) results = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);

  if (!check_gros_deck (deck, error))
    return NULL;
  results = game_lab_run (catalog, deck, opponents, options, progress, progress_data,
                          cancellable, error);
  return results != NULL ? gros_lab_results_new_from_game (results) : NULL;
}

static void
on_game_lab_done (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GameLabResults) results = NULL;
  GError *error = NULL;

  results = game_lab_run_finish (result, &error);
  if (results == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, gros_lab_results_new_from_game (results),
                           (GDestroyNotify) gros_lab_results_free);
}

void
gros_lab_run_async (DriveInCatalog          *catalog,
                    DriveInDeck             *deck,
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

  g_return_if_fail (DRIVE_IN_IS_DECK (deck));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, gros_lab_run_async);
  if (!check_gros_deck (deck, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  game_lab_run_async (catalog, deck, opponents, options, progress, progress_data, cancellable,
                      on_game_lab_done, g_steal_pointer (&task));
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

GPtrArray *
gros_lab_results_sort_cards (GrosLabResults   *results,
                             GrosLabCardOrder  order)
{
  g_return_val_if_fail (results != NULL, NULL);

  return game_lab_sort_cards (results->cards, order);
}

/* ------------------------------------------------------------------------------------ */
/* Odds and sample hands                                                                */

gboolean
gros_lab_compute_odds (DriveInDeck *deck,
                       guint     plays_per_turn,
                       guint     n_turns,
                       DriveInOdds *out)
{
  const GrosFormat *format;
  DriveInOddsDeck counts;
  DriveInOddsModel model;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  format = gros_format_get (gros_deck_get_format (deck));
  drive_in_odds_model_init (&model);
  if (format != NULL && format->hand_limit > 0)
    model.hand_size = format->hand_limit;
  model.plays_per_turn = plays_per_turn;
  model.n_turns = n_turns;
  gros_odds_deck_init_from_deck (&counts, deck);
  return drive_in_odds_compute (&counts, &model, out);
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
gros_lab_sample_hand (DriveInCatalog *catalog,
                      DriveInDeck    *deck,
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
  DriveInOddsModel model;
  DealWatch watch = { GROS_ZONE_ID (GROS_ZONE_HAND, 0), GROS_ZONE_ID (GROS_ZONE_GRAVEYARD, 0), 0 };
  GPtrArray *ids;
  guint deck_left, taken = 0;

  g_return_val_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (n_turns >= 1, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (catalog == NULL)
    catalog = drive_in_deck_get_catalog (deck);
  format = gros_format_get (gros_deck_get_format (deck));
  if (catalog == NULL || format == NULL || format->shared_deck)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "%s: no catalog, or a format without a deck per seat",
                   drive_in_deck_get_name (deck));
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

  drive_in_odds_model_init (&model);
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
      guint drawn = drive_in_odds_model_cards_seen (&model, setup.deck_sizes[0], DRIVE_IN_ODDS_FIRST, t,
                                                NULL)
                    - drive_in_odds_model_cards_seen (&model, setup.deck_sizes[0], DRIVE_IN_ODDS_FIRST,
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
