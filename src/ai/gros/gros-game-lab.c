/* gros-game-lab.c: what GROS gives the shared deck lab: its Ratings, Climaxes and cards. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "gros-game-lab.h"
#include "gros-lab.h"
#include "gros-rules.h"

static const char *const figure_names[GROS_LAB_N_FIGURES] = {
  "defense", "title_cards", "title_points", "banked", "total", "credits_rolled",
  "credits_played", "left_hand",
};

/* One game's scratch: what the tested seat did with the cards of its hand. */
typedef struct
{
  guint8  in_hand_once[GROS_MAX_CARDS];
  guint16 plays[GROS_MAX_CARDS];
  guint16 discards[GROS_MAX_CARDS];
  guint   climax_seat;      /* seat + 1 of the last Roll the Credits played; 0: none yet */
  guint   credits_played;
  guint   left_hand;
} Tracking;

static gboolean
check (DriveInDeck      *deck,
       gconstpointer  params,
       GError       **error)
{
  const GrosRulesParams *p = params;

  if (p->shared_deck)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "%s: the lab plays formats in which every seat has its own deck",
                   drive_in_deck_get_name (deck));
      return FALSE;
    }
  return TRUE;
}

/* The seat of a Climax, from its event: GrosGame.climax_seat is not set by every path to a
 * Climax, and a Roll the Credits may come from elsewhere than the hand. */
static void
on_event (gconstpointer    state,
          const GameEvent *event,
          gpointer         tracking)
{
  Tracking *t = tracking;

  if (event->kind == GROS_EV_CLIMAX)
    t->climax_seat = event->seat + 1;
}

static gboolean
is_tested_card (const GrosGame *g,
                guint           tested,
                int             card)
{
  return card >= 0 && card < g->n_cards && g->cards[card].owner == tested;
}

/* What the tested seat does with the cards of its hand. */
static void
note_action (const GrosGame   *g,
             guint             tested,
             const GrosAction *action,
             Tracking         *t)
{
  int card = action->card;

  if (!is_tested_card (g, tested, card)
      || g->cards[card].zone != GROS_ZONE_ID (GROS_ZONE_HAND, tested))
    return;
  switch (action->kind)
    {
    case GROS_ACT_PLAY:
    case GROS_ACT_CAST_START:
      t->plays[card]++;
      if (action->kind == GROS_ACT_PLAY)
        t->left_hand++;
      if (gros_game_card_def (g, card)->type == GROS_CARD_TYPE_ROLL_THE_CREDITS)
        t->credits_played++;
      break;

    case GROS_ACT_POPCORN_DISCARD:
    case GROS_ACT_DISCARD:
      t->discards[card]++;
      t->left_hand++;
      break;

    default:
      break;
    }
}

static void
observe (gconstpointer     state,
         guint             tested,
         const GameAction *action,
         gpointer          tracking)
{
  const GrosGame *g = state;
  Tracking *t = tracking;
  guint n = gros_game_zone_size (g, GROS_ZONE_HAND, tested);

  for (guint i = 0; i < n; i++)
    t->in_hand_once[gros_game_zone_card (g, GROS_ZONE_HAND, tested, i)] = TRUE;
  if (action != NULL && gros_game_get_deciding_seat (g) == tested)
    note_action (g, tested, action, t);
}

static void
count_cards (gconstpointer  state,
             guint          tested,
             gconstpointer  tracking,
             guint         *counts)
{
  const GrosGame *g = state;
  const Tracking *t = tracking;
  guint hand = GROS_ZONE_ID (GROS_ZONE_HAND, tested);

  for (int c = 0; c < g->n_cards; c++)
    {
      guint *card_counts = &counts[c * GAME_LAB_N_COUNTS];

      if (!is_tested_card (g, tested, c))
        continue;
      card_counts[GAME_LAB_COUNT_PLAYED] = t->plays[c];
      card_counts[GAME_LAB_COUNT_DISCARDED] = t->discards[c];
      if (!t->in_hand_once[c])
        continue;
      card_counts[GAME_LAB_COUNT_DRAWN] = 1;
      card_counts[GAME_LAB_COUNT_NEVER_PLAYED] = t->plays[c] == 0;
      card_counts[GAME_LAB_COUNT_HELD] = g->cards[c].zone == hand;
    }
}

static guint
turns_taken (gconstpointer state,
             guint         seat)
{
  return ((const GrosGame *) state)->seats[seat].turns_taken;
}

static void
figures (gconstpointer  state,
         guint          seat,
         guint          tested,
         gconstpointer  tracking,
         double        *out)
{
  const GrosGame *g = state;
  const Tracking *t = tracking;
  GrosRatings r;

  gros_game_ratings (g, seat, &r);
  out[GROS_LAB_FIGURE_DEFENSE] = r.defense;
  out[GROS_LAB_FIGURE_TITLE_CARDS] = r.title_cards;
  out[GROS_LAB_FIGURE_TITLE_POINTS] = r.title_points;
  out[GROS_LAB_FIGURE_BANKED] = r.banked;
  out[GROS_LAB_FIGURE_TOTAL] = r.total;
  out[GROS_LAB_FIGURE_CREDITS_ROLLED] = g->end_reason == GROS_END_CREDITS
                                        && t->climax_seat == seat + 1;
  /* Hands are watched for the tested seat only. */
  out[GROS_LAB_FIGURE_CREDITS_PLAYED] = seat == tested ? t->credits_played : 0;
  out[GROS_LAB_FIGURE_LEFT_HAND] = seat == tested ? t->left_hand : 0;
}

double
gros_game_lab_mean (const GameLabResults *results,
                    GrosLabFigure         figure,
                    gboolean              opponent)
{
  g_return_val_if_fail (figure < GROS_LAB_N_FIGURES, 0);

  return game_lab_results_mean_figure (results, figure, opponent);
}

double
gros_game_lab_cards_per_turn (const GameLabResults *results)
{
  g_return_val_if_fail (results != NULL, 0);

  return results->own_turns > 0 ? results->figures[GROS_LAB_FIGURE_LEFT_HAND]
                                  / results->own_turns : 0;
}

static void
describe (const GameLabResults *r,
          GString              *out)
{
  double n = MAX (r->n_games, 1);

  g_string_append_printf (out, _("Final Ratings (this deck / an opponent): total %.1f / %.1f; "
                                 "Defense %.1f / %.1f; Title words %.1f / %.1f (%.1f / %.1f "
                                 "cards); banked %.1f / %.1f\n"),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_TOTAL, FALSE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_TOTAL, TRUE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_DEFENSE, FALSE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_DEFENSE, TRUE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_TITLE_POINTS, FALSE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_TITLE_POINTS, TRUE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_TITLE_CARDS, FALSE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_TITLE_CARDS, TRUE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_BANKED, FALSE),
                          gros_game_lab_mean (r, GROS_LAB_FIGURE_BANKED, TRUE));
  g_string_append_printf (out, _("Rolled the Credits: %u games (%.1f%%); Roll the Credits "
                                 "played: %u\n"),
                          (guint) r->figures[GROS_LAB_FIGURE_CREDITS_ROLLED],
                          100 * r->figures[GROS_LAB_FIGURE_CREDITS_ROLLED] / n,
                          (guint) r->figures[GROS_LAB_FIGURE_CREDITS_PLAYED]);
}

static void
add_double (JsonBuilder *b,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

static void
add_ratings (JsonBuilder          *b,
             const char           *name,
             const GameLabResults *r,
             gboolean              opponent)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  add_double (b, "total", gros_game_lab_mean (r, GROS_LAB_FIGURE_TOTAL, opponent));
  add_double (b, "defense", gros_game_lab_mean (r, GROS_LAB_FIGURE_DEFENSE, opponent));
  add_double (b, "title_points", gros_game_lab_mean (r, GROS_LAB_FIGURE_TITLE_POINTS, opponent));
  add_double (b, "title_cards", gros_game_lab_mean (r, GROS_LAB_FIGURE_TITLE_CARDS, opponent));
  add_double (b, "banked", gros_game_lab_mean (r, GROS_LAB_FIGURE_BANKED, opponent));
  json_builder_end_object (b);
}

static void
add_json (const GameLabResults *r,
          JsonBuilder          *b)
{
  add_ratings (b, "ratings", r, FALSE);
  add_ratings (b, "opponent_ratings", r, TRUE);
  json_builder_set_member_name (b, "credits_rolled");
  json_builder_add_int_value (b, (gint64) r->figures[GROS_LAB_FIGURE_CREDITS_ROLLED]);
  json_builder_set_member_name (b, "credits_played");
  json_builder_add_int_value (b, (gint64) r->figures[GROS_LAB_FIGURE_CREDITS_PLAYED]);
  add_double (b, "cards_per_turn", gros_game_lab_cards_per_turn (r));
}

/* The app's lab page: the mean final Ratings in a table, the Climaxes in a sentence. */
static const GameLabColumn table_columns[] = {
  { N_("Total"), GROS_LAB_FIGURE_TOTAL },
  { N_("Defense"), GROS_LAB_FIGURE_DEFENSE },
  { N_("Title words"), GROS_LAB_FIGURE_TITLE_POINTS },
  { N_("Banked"), GROS_LAB_FIGURE_BANKED },
};

static char *
summary (const GameLabResults *r)
{
  guint rolled = r->figures[GROS_LAB_FIGURE_CREDITS_ROLLED];
  double rate = r->n_games > 0 ? (double) rolled / r->n_games : 0;
  g_autofree char *percent = NULL;

  /* As the app's page writes its percentages (drive_in_deck_lab_format_percent()). */
  percent = g_strdup_printf ("%.1f%%", 100 * rate);
  /* Translators: games the deck ended by rolling the credits, of all games, then the Roll
   * the Credits cards it played (successful or not). */
  return g_strdup_printf (_("Rolled the credits in %u of %u games (%s); played %u Roll the "
                            "Credits."),
                          rolled, r->n_games, percent,
                          (guint) r->figures[GROS_LAB_FIGURE_CREDITS_PLAYED]);
}

const GameLabHooks gros_game_lab_hooks = {
  .rules = &gros_rules,
  .check = check,
  .tracking_size = sizeof (Tracking),
  .on_event = on_event,
  .observe = observe,
  .count_cards = count_cards,
  .turns_taken = turns_taken,
  .n_figures = GROS_LAB_N_FIGURES,
  .figure_names = figure_names,
  .figures = figures,
  .describe = describe,
  .add_json = add_json,
  .table_caption = N_("Mean final Ratings"),
  .n_table_columns = G_N_ELEMENTS (table_columns),
  .table_columns = table_columns,
  .summary = summary,
  /* GROS's random decks are made of Feature Packs (gros_rules' random_deck). */
  .random_decks_subtitle = N_("Feature Pack decks, played in turn; 0 with no saved decks: a "
                              "new one every game"),
  .odds = gros_lab_odds,
  .sample_hand = gros_lab_game_hand,
};
