/* gros-lab.c: what the Deck lab shows of a GROS deck besides its games (which the shared
 * lab, game-lab.c, plays): the exact odds and sample hands. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "gros-game-decks.h"
#include "gros-game-lab.h"
#include "gros-lab.h"
#include "gros-deck.h"
#include "gros-odds.h"

G_STATIC_ASSERT (GROS_MAX_SEATS == GAME_MAX_SEATS);

/* ------------------------------------------------------------------------------------ */
/* Odds and sample hands                                                                */

gboolean
gros_lab_compute_odds (DriveInDeck *deck,
                       guint     plays_per_turn,
                       guint     n_turns,
                       GrosOdds *out)
{
  const GrosFormat *format;
  GrosOddsDeck counts;
  GrosOddsModel model;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), FALSE);
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
  GrosOddsModel model;
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

/* ------------------------------------------------------------------------------------ */
/* What the lab page shows of them (GameLabHooks.odds, .sample_hand)                    */

static char *
format_percent (double probability)
{
  return g_strdup_printf ("%.1f%%", 100 * probability);
}

GameLabOdds *
gros_lab_odds (DriveInDeck *deck,
               guint        plays_per_turn,
               guint        n_turns)
{
  g_autoptr(GameLabOdds) odds = NULL;
  g_autofree char *mid_credits = NULL;
  g_autofree char *last_credits = NULL;
  GrosOdds o;
  guint mid, last;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);
  g_return_val_if_fail (n_turns >= 1 && n_turns <= GAME_LAB_ODDS_MAX_TURNS, NULL);

  if (drive_in_deck_get_n_cards (deck) == 0
      || !gros_lab_compute_odds (deck, plays_per_turn, n_turns, &o))
    return NULL;

  odds = game_lab_odds_new ();
  odds->n_turns = n_turns;
  odds->n_figures = 2;
  odds->figures[0].value = format_percent (o.p_starter);
  /* Translators: under the percentage; %u is the hand size (6). */
  odds->figures[0].caption = g_strdup_printf (_("of opening hands of %u hold a Character of "
                                                "positive Defense"), o.model.hand_size);
  odds->figures[1].value = g_strdup_printf ("%.2f", o.expected_redraws);
  odds->figures[1].caption = g_strdup (_("redraws expected before a hand is kept"));

  odds->n_plots = 3;
  for (guint order = 0; order < GAME_LAB_ODDS_N_ORDERS; order++)
    for (guint t = 0; t < n_turns; t++)
      {
        odds->plots[0].values[order][t] = o.credits[order][t];
        odds->plots[1].values[order][t] = o.buckets[order][t];
        odds->plots[2].values[order][t] = o.hand[order][t];
      }
  /* The summaries name turn 6 and the last one, going first. */
  mid = MIN (6, n_turns);
  last = n_turns;
  mid_credits = format_percent (o.credits[GROS_ODDS_FIRST][mid - 1]);
  last_credits = format_percent (o.credits[GROS_ODDS_FIRST][last - 1]);

  odds->plots[0].title = g_strdup (_("Roll the Credits in hand by turn"));
  odds->plots[0].description = g_strdup (_("Odds of holding a Roll the Credits by turn"));
  odds->plots[0].percent = TRUE;
  /* Translators: under the Roll the Credits plot: "31.0% by turn 6, 58.2% by turn 12
   * (going first)"; %u are turn numbers. */
  odds->plots[0].summary = g_strdup_printf (_("%s by turn %u, %s by turn %u (going first); %u in "
                                              "the deck"),
                                            mid_credits, mid, last_credits, last,
                                            o.deck.n_credits);

  odds->plots[1].title = g_strdup (_("Popcorn Buckets drawn by turn"));
  odds->plots[1].description = g_strdup (_("Popcorn Buckets expected by turn"));
  /* Translators: under the Popcorn Buckets plot. */
  odds->plots[1].summary = g_strdup_printf (_("%.1f by turn %u, %.1f by turn %u (going first); "
                                              "%u in the deck"),
                                            o.buckets[GROS_ODDS_FIRST][mid - 1], mid,
                                            o.buckets[GROS_ODDS_FIRST][last - 1], last,
                                            o.deck.n_buckets);

  odds->plots[2].title = g_strdup (_("Cards in hand after the Fill Up"));
  odds->plots[2].description = g_strdup (_("Cards in hand after each Fill Up"));
  /* Translators: under the plot of cards in hand; each can be discarded for one popcorn. */
  odds->plots[2].summary = g_strdup_printf (_("%u at turn %u, %u at turn %u (going first); each "
                                              "may be discarded for a popcorn"),
                                            o.hand[GROS_ODDS_FIRST][mid - 1], mid,
                                            o.hand[GROS_ODDS_FIRST][last - 1], last);
  return g_steal_pointer (&odds);
}

GameLabHand *
gros_lab_game_hand (DriveInCatalog  *catalog,
                    DriveInDeck     *deck,
                    guint64          seed,
                    guint            n_turns,
                    guint            plays_per_turn,
                    GError         **error)
{
  g_autoptr(GrosLabHand) dealt = NULL;
  GameLabHand *hand;

  dealt = gros_lab_sample_hand (catalog, deck, seed, n_turns, plays_per_turn, error);
  if (dealt == NULL)
    return NULL;
  hand = game_lab_hand_new ();
  if (dealt->redraws == 0)
    hand->status = g_strdup (_("Kept at once, going first."));
  else
    /* Translators: the sample hand was redrawn for want of a Character of positive Defense. */
    hand->status = g_strdup_printf (ngettext ("Kept after %u redraw, going first.",
                                              "Kept after %u redraws, going first.",
                                              dealt->redraws),
                                    dealt->redraws);
  g_ptr_array_extend_and_steal (hand->turns, g_steal_pointer (&dealt->turns));
  return hand;
}
