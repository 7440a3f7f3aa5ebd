/* cli-lab-odds-gros.c: drive-in-cli lab: the exact odds and sample hands of a GROS deck
 * (CliLabOddsGame, listed in cli-lab.c). */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-cli"

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "cli-lab.h"
#include "cli-private.h"
#include "gros-game-lab.h"
#include "gros-lab.h"

/* cli-lab.c checks --turns against the shared bound. */
G_STATIC_ASSERT (GROS_ODDS_MAX_TURNS == GAME_LAB_ODDS_MAX_TURNS);

typedef struct
{
  GrosOdds  odds;
  GPtrArray   *hands;   /* of GrosLabHand */
  guint64      seed;    /* of the first sample hand */
} CliLabOdds;

static void cli_lab_odds_free (gpointer odds);

/* The odds of @deck and @n_hands sample hands; prints the problem and returns NULL when they
 * cannot be had. */
static gpointer
cli_lab_odds_compute (DriveInCatalog *catalog,
                      DriveInDeck    *deck,
                      const char     *path,
                      int             plays_asked,
                      guint           turns,
                      guint           n_hands,
                      guint64         seed)
{
  CliLabOdds *self = g_new0 (CliLabOdds, 1);
  guint plays = plays_asked >= 0 ? (guint) plays_asked : GROS_ODDS_DEFAULT_PLAYS_PER_TURN;

  self->seed = seed;
  self->hands = g_ptr_array_new_with_free_func ((GDestroyNotify) gros_lab_hand_free);
  if (!gros_lab_compute_odds (deck, plays, turns, &self->odds))
    {
      cli_error (_("lab: cannot compute the odds of %s with %u cards leaving the hand a turn"),
                 path, plays);
      cli_lab_odds_free (self);
      return NULL;
    }
  for (guint h = 0; h < n_hands; h++)
    {
      g_autoptr(GError) error = NULL;
      GrosLabHand *hand = gros_lab_sample_hand (catalog, deck, seed + h, MIN (turns, 4), plays,
                                                &error);

      if (hand == NULL)
        {
          cli_error ("lab: %s", error->message);
          cli_lab_odds_free (self);
          return NULL;
        }
      g_ptr_array_add (self->hands, hand);
    }
  return self;
}

static void
cli_lab_odds_free (gpointer odds)
{
  CliLabOdds *self = odds;

  if (self == NULL)
    return;
  g_clear_pointer (&self->hands, g_ptr_array_unref);
  g_free (self);
}

static const char *
card_name (DriveInCatalog *catalog,
           const char  *id)
{
  DriveInCard *card = drive_in_catalog_lookup (catalog, id);

  return card != NULL ? drive_in_card_get_name (card) : id;
}

/* ------------------------------------------------------------------------------------ */
/* Text                                                                                 */

static void
cli_lab_odds_print (gconstpointer odds,
                    DriveInDeck         *deck)
{
  const CliLabOdds *self = odds;
  const GrosOdds *o = &self->odds;

  g_print (_("Deck: %s (%u cards: %u Characters of positive Defense, %u Roll the Credits, "
             "%u with a Popcorn Bucket)\n"), drive_in_deck_get_name (deck), o->deck.n_cards,
           o->deck.n_starters, o->deck.n_credits, o->deck.n_buckets);
  g_print (_("Opening hand of %u: %.1f%% hold a Character of positive Defense; "
             "%.3f redraws expected (%.3f if every redraw reshuffled the deck)\n"),
           o->model.hand_size, 100 * o->p_starter, o->expected_redraws,
           o->expected_redraws_if_reshuffled);
  if (o->p_kept_starter < 1 - 1e-9)
    g_print (_("The kept hand has no such Character in %.2f%% of deals.\n"),
             100 * (1 - o->p_kept_starter));

  g_print ("\n");
  g_print (_("Odds by turn, %u cards leaving the hand a turn (going first / not):\n"),
           o->model.plays_per_turn);
  g_print ("%4s  %7s  %7s  %17s  %13s\n", _("Turn"), _("Seen"), _("Hand"),
           _("Roll the Credits"), _("Buckets seen"));
  for (guint t = 0; t < o->model.n_turns; t++)
    {
      g_autofree char *seen = g_strdup_printf ("%u/%u", o->seen[GROS_ODDS_FIRST][t],
                                               o->seen[GROS_ODDS_OTHER][t]);
      g_autofree char *hand = g_strdup_printf ("%u/%u", o->hand[GROS_ODDS_FIRST][t],
                                               o->hand[GROS_ODDS_OTHER][t]);
      g_autofree char *credits = g_strdup_printf ("%5.1f%% / %5.1f%%",
                                                  100 * o->credits[GROS_ODDS_FIRST][t],
                                                  100 * o->credits[GROS_ODDS_OTHER][t]);
      g_autofree char *buckets = g_strdup_printf ("%4.1f / %4.1f", o->buckets[GROS_ODDS_FIRST][t],
                                                  o->buckets[GROS_ODDS_OTHER][t]);

      g_print ("%4u  %7s  %7s  %17s  %13s\n", t + 1, seen, hand, credits, buckets);
    }
}

static void
cli_lab_odds_print_pace (gconstpointer odds,
                         const GameLabResults *results)
{
  const CliLabOdds *self = odds;
  g_print (_("Cards leaving its hand per turn: %.2f (the odds above use %u; see --plays)\n"),
           gros_game_lab_cards_per_turn (results), self->odds.model.plays_per_turn);
}

static void
cli_lab_odds_print_hands (gconstpointer odds,
                          DriveInCatalog      *catalog)
{
  const CliLabOdds *self = odds;
  for (guint h = 0; h < self->hands->len; h++)
    {
      GrosLabHand *hand = g_ptr_array_index (self->hands, h);

      g_print ("\n");
      g_print (_("Sample hand %u (seed %" PRIu64 ", %u redraws):\n"), h + 1,
               self->seed + h, hand->redraws);
      for (guint t = 0; t < hand->turns->len; t++)
        {
          GStrv ids = g_ptr_array_index (hand->turns, t);
          g_autoptr(GString) line = g_string_new (NULL);

          for (guint i = 0; ids[i] != NULL; i++)
            g_string_append_printf (line, "%s%s", i > 0 ? "; " : "", card_name (catalog, ids[i]));
          if (t == 0)
            g_print (_("  Opening hand: %s\n"), line->str);
          else
            g_print (_("  Turn %u draws: %s\n"), t + 1, ids[0] != NULL ? line->str : "—");
        }
    }
}

/* ------------------------------------------------------------------------------------ */
/* JSON                                                                                 */

static void
cli_lab_odds_add_deck_json (gconstpointer odds,
                            JsonBuilder      *b)
{
  const CliLabOdds *self = odds;
  cli_json_add_int (b, "starters", self->odds.deck.n_starters);
  cli_json_add_int (b, "credits", self->odds.deck.n_credits);
  cli_json_add_int (b, "buckets", self->odds.deck.n_buckets);
  cli_json_add_int (b, "starter_buckets", self->odds.deck.n_starter_buckets);
}

static void
cli_lab_odds_add_json (gconstpointer odds,
                       JsonBuilder      *b)
{
  const CliLabOdds *self = odds;
  const GrosOdds *o = &self->odds;

  json_builder_set_member_name (b, "odds");
  json_builder_begin_object (b);
  cli_json_add_int (b, "hand_size", o->model.hand_size);
  cli_json_add_int (b, "plays_per_turn", o->model.plays_per_turn);
  cli_json_add_double (b, "p_starter", o->p_starter);
  cli_json_add_double (b, "p_kept_starter", o->p_kept_starter);
  cli_json_add_double (b, "expected_redraws", o->expected_redraws);
  cli_json_add_double (b, "expected_redraws_if_reshuffled", o->expected_redraws_if_reshuffled);
  json_builder_set_member_name (b, "turns");
  json_builder_begin_array (b);
  for (guint t = 0; t < o->model.n_turns; t++)
    {
      json_builder_begin_object (b);
      cli_json_add_int (b, "turn", t + 1);
      for (guint order = 0; order < GROS_ODDS_N_ORDERS; order++)
        {
          json_builder_set_member_name (b, order == GROS_ODDS_FIRST ? "first" : "other");
          json_builder_begin_object (b);
          cli_json_add_int (b, "seen", o->seen[order][t]);
          cli_json_add_int (b, "hand", o->hand[order][t]);
          cli_json_add_double (b, "p_credits", o->credits[order][t]);
          cli_json_add_double (b, "buckets_seen", o->buckets[order][t]);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
cli_lab_odds_add_hands_json (gconstpointer odds,
                             JsonBuilder      *b)
{
  const CliLabOdds *self = odds;
  json_builder_set_member_name (b, "sample_hands");
  json_builder_begin_array (b);
  for (guint h = 0; h < self->hands->len; h++)
    {
      GrosLabHand *hand = g_ptr_array_index (self->hands, h);

      json_builder_begin_object (b);
      cli_json_add_int (b, "seed", (gint64) (self->seed + h));
      cli_json_add_int (b, "redraws", hand->redraws);
      json_builder_set_member_name (b, "turns");
      json_builder_begin_array (b);
      for (guint t = 0; t < hand->turns->len; t++)
        {
          GStrv ids = g_ptr_array_index (hand->turns, t);

          json_builder_begin_array (b);
          for (guint i = 0; ids[i] != NULL; i++)
            json_builder_add_string_value (b, ids[i]);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

const CliLabOddsGame cli_lab_odds_gros = {
  .game_id = GROS_GAME_ID,
  .compute = cli_lab_odds_compute,
  .free = cli_lab_odds_free,
  .print = cli_lab_odds_print,
  .print_pace = cli_lab_odds_print_pace,
  .print_hands = cli_lab_odds_print_hands,
  .add_deck_json = cli_lab_odds_add_deck_json,
  .add_json = cli_lab_odds_add_json,
  .add_hands_json = cli_lab_odds_add_hands_json,
};
