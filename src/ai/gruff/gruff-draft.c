/* gruff-draft.c: the four-player snake draft of 004, computer drafters and deck builders,
 * and the round robin that follows. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-ai"

#include "config.h"

#include "drive-in-error.h"
#include "gruff-deck-rules.h"
#include "gruff-draft.h"
#include "gruff-game-ai.h"

/* 004: "Starting with Player 1, each player chooses a Shepherd. At Player 4's turn he
 * chooses both a shepherd and one Gruff. Players continue choosing gruffs in reverse order
 * until Player 1's turn. Player 1 chooses 2 gruffs, and then pick order reverses." */
static const GruffDraftPick order[GRUFF_DRAFT_PICKS] = {
  { 0, TRUE }, { 1, TRUE }, { 2, TRUE }, { 3, TRUE },
  { 3, FALSE }, { 2, FALSE }, { 1, FALSE }, { 0, FALSE },
  { 0, FALSE }, { 1, FALSE }, { 2, FALSE }, { 3, FALSE },
  { 3, FALSE }, { 2, FALSE }, { 1, FALSE }, { 0, FALSE },
};

struct _GruffDraft
{
  GListModel  *pool;
  GPtrArray   *shepherds;   /* available */
  GPtrArray   *gruffs;      /* available */
  DriveInCard    *picked_shepherd[GRUFF_DRAFT_SEATS];
  GPtrArray   *picked_gruffs[GRUFF_DRAFT_SEATS];
  guint        next;
  GameAiLevel  level;
  GameAiRng    rng;
};

const GruffDraftPick *
gruff_draft_get_order (guint *out_n_picks)
{
  if (out_n_picks != NULL)
    *out_n_picks = G_N_ELEMENTS (order);
  return order;
}

GruffDraft *
gruff_draft_new (GListModel   *pool,
                 GameAiLevel   level,
                 guint64       seed,
                 GError      **error)
{
  GruffDraft *self;

  g_return_val_if_fail (G_IS_LIST_MODEL (pool), NULL);

  self = g_new0 (GruffDraft, 1);
  self->pool = g_object_ref (pool);
  self->shepherds = g_ptr_array_new_with_free_func (g_object_unref);
  self->gruffs = g_ptr_array_new_with_free_func (g_object_unref);
  self->level = level;
  game_ai_rng_init (&self->rng, seed);
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    self->picked_gruffs[s] = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < g_list_model_get_n_items (pool); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (pool, i);

      if (gruff_card_is_shepherd (card))
        g_ptr_array_add (self->shepherds, g_object_ref (card));
      else if (gruff_card_is_gruff (card))
        {
          g_autoptr(GPtrArray) own = gruff_deck_cards_of (pool, card);

          if (own->len >= GRUFF_DECK_CARDS_PER_GRUFF)
            g_ptr_array_add (self->gruffs, g_object_ref (card));
        }
    }
  if (self->shepherds->len < GRUFF_DRAFT_SEATS
      || self->gruffs->len < GRUFF_DRAFT_SEATS * GRUFF_LINE)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   "a draft of %d players needs %d shepherds and %d gruffs with 8 cards of "
                   "their own; the cards have %u and %u", GRUFF_DRAFT_SEATS, GRUFF_DRAFT_SEATS,
                   GRUFF_DRAFT_SEATS * GRUFF_LINE, self->shepherds->len, self->gruffs->len);
      gruff_draft_free (self);
      return NULL;
    }
  return self;
}

void
gruff_draft_free (GruffDraft *self)
{
  if (self == NULL)
    return;
  g_object_unref (self->pool);
  g_ptr_array_unref (self->shepherds);
  g_ptr_array_unref (self->gruffs);
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    {
      g_clear_object (&self->picked_shepherd[s]);
      g_ptr_array_unref (self->picked_gruffs[s]);
    }
  g_free (self);
}

gboolean
gruff_draft_is_done (GruffDraft *self)
{
  g_return_val_if_fail (self != NULL, TRUE);

  return self->next >= G_N_ELEMENTS (order);
}

GruffDraftPick
gruff_draft_get_next (GruffDraft *self)
{
  g_return_val_if_fail (self != NULL && !gruff_draft_is_done (self), order[0]);

  return order[self->next];
}

GPtrArray *
gruff_draft_dup_available (GruffDraft *self)
{
  GPtrArray *from, *out = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (self != NULL, out);

  if (gruff_draft_is_done (self))
    return out;
  from = order[self->next].shepherd ? self->shepherds : self->gruffs;
  for (guint i = 0; i < from->len; i++)
    g_ptr_array_add (out, g_object_ref (from->pdata[i]));
  return out;
}

gboolean
gruff_draft_pick (GruffDraft *self,
                  DriveInCard   *card)
{
  GruffDraftPick pick;
  GPtrArray *from;
  guint index;

  g_return_val_if_fail (self != NULL && DRIVE_IN_IS_CARD (card), FALSE);

  if (gruff_draft_is_done (self))
    return FALSE;
  pick = order[self->next];
  from = pick.shepherd ? self->shepherds : self->gruffs;
  if (!g_ptr_array_find (from, card, &index))
    return FALSE;
  if (pick.shepherd)
    self->picked_shepherd[pick.seat] = g_object_ref (card);
  else
    g_ptr_array_add (self->picked_gruffs[pick.seat], g_object_ref (card));
  g_ptr_array_remove_index (from, index);
  self->next++;
  return TRUE;
}

static int
stat (DriveInCard   *card,
      const char *name)
{
  return drive_in_card_get_attribute_int (card, name, 0);
}

/* What a computer drafter sees in a card: a shepherd's Life, Breaking Point and Crazy; a
 * gruff's stats and cards, and a style the seat does not have yet. */
static double
card_value (GruffDraft *self,
            guint       seat,
            DriveInCard   *card)
{
  if (gruff_card_is_shepherd (card))
    return stat (card, "life") + 2.0 * stat (card, "breaking-point") + 1.5 * stat (card, "crazy");
  {
    double value = stat (card, "mean") * 1.2 + stat (card, "fat") * 1.0 + stat (card, "weird") * 0.9;
    GPtrArray *mine = self->picked_gruffs[seat];
    const char *style = drive_in_card_get_attribute_text (card, "style");

    for (guint i = 0; i < mine->len; i++)
      if (g_strcmp0 (style, drive_in_card_get_attribute_text (mine->pdata[i], "style")) == 0)
        value -= 1.0;
    return value;
  }
}

DriveInCard *
gruff_draft_choose (GruffDraft *self)
{
  g_autoptr(GPtrArray) available = NULL;
  DriveInCard *best = NULL;
  double best_value = -1e9;
  guint seat;

  g_return_val_if_fail (self != NULL && !gruff_draft_is_done (self), NULL);

  available = gruff_draft_dup_available (self);
  seat = order[self->next].seat;
  if (self->level == GAME_AI_RANDOM)
    return available->pdata[game_ai_rng_below (&self->rng, available->len)];
  for (guint i = 0; i < available->len; i++)
    {
      /* EASY misjudges now and then. */
      double noise = self->level == GAME_AI_EASY ? 3.0 : 0.3;
      double value = card_value (self, seat, available->pdata[i])
                     + noise * game_ai_rng_double (&self->rng);

      if (value > best_value)
        {
          best_value = value;
          best = available->pdata[i];
        }
    }
  return best;
}

DriveInCard *
gruff_draft_get_shepherd (GruffDraft *self,
                          guint       seat)
{
  g_return_val_if_fail (self != NULL && seat < GRUFF_DRAFT_SEATS, NULL);

  return self->picked_shepherd[seat];
}

GPtrArray *
gruff_draft_get_gruffs (GruffDraft *self,
                        guint       seat)
{
  g_return_val_if_fail (self != NULL && seat < GRUFF_DRAFT_SEATS, NULL);

  return self->picked_gruffs[seat];
}

/* What a deck builder sees in an ability card: Ultimates first, then the dearer cards (the
 * Crazy grows all game), Actions that deal damage a little more. */
static double
ability_value (DriveInCard *card)
{
  double value = 1.0 + 0.4 * stat (card, "cost");

  if (gruff_card_is_ultimate (card))
    value += 3.0;
  if (g_strcmp0 (drive_in_card_get_attribute_text (card, "ability"), "mutation") == 0)
    value += 0.5;
  return value;
}

static int
compare_value (gconstpointer a,
               gconstpointer b)
{
  double va = ability_value (*(DriveInCard **) a), vb = ability_value (*(DriveInCard **) b);

  return va < vb ? 1 : va > vb ? -1
         : g_strcmp0 (drive_in_card_get_id (*(DriveInCard **) a), drive_in_card_get_id (*(DriveInCard **) b));
}

GPtrArray *
gruff_draft_build_deck (GruffDraft *self,
                        guint       seat)
{
  GPtrArray *deck;
  GPtrArray *gruffs;
  GPtrArray *own[GRUFF_LINE] = { NULL };

  g_return_val_if_fail (self != NULL && seat < GRUFF_DRAFT_SEATS, NULL);
  g_return_val_if_fail (self->picked_shepherd[seat] != NULL, NULL);
  g_return_val_if_fail (self->picked_gruffs[seat]->len <= GRUFF_LINE, NULL);

  gruffs = self->picked_gruffs[seat];
  deck = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (deck, g_object_ref (self->picked_shepherd[seat]));
  for (guint j = 0; j < gruffs->len; j++)
    {
      g_ptr_array_add (deck, g_object_ref (gruffs->pdata[j]));
      own[j] = gruff_deck_cards_of (self->pool, gruffs->pdata[j]);
      g_ptr_array_sort (own[j], compare_value);
    }
  /* A gruff short of cards leaves the deck short: validation says why. */
  gruff_deck_add_abilities (deck, own, gruffs->len,
                            gruff_card_get_breaking_point (self->picked_shepherd[seat]));
  for (guint j = 0; j < gruffs->len; j++)
    g_ptr_array_unref (own[j]);
  return deck;
}

/* ---- The round robin --------------------------------------------------------------------- */

static int
play_game (const GruffCardDb *db,
           GArray            *deck_a,
           GArray            *deck_b,
           GameAiLevel        level,
           guint64            seed,
           GError           **error)
{
  GameSetup setup = { 0 };
  GruffParams params;
  GruffGame *game = g_new (GruffGame, 1);
  int winner;

  gruff_params_init (&params);
  setup.n_seats = GRUFF_SEATS;
  setup.seed = seed;
  setup.params = &params;
  setup.db = (gpointer) db;
  setup.previous_loser = GAME_NO_SEAT;
  setup.decks[0] = (const uint16_t *) deck_a->data;
  setup.deck_sizes[0] = deck_a->len;
  setup.decks[1] = (const uint16_t *) deck_b->data;
  setup.deck_sizes[1] = deck_b->len;
  if (!gruff_game_init (game, db, &setup, NULL, NULL, error))
    {
      g_free (game);
      return -2;
    }
  while (game->phase != GRUFF_PHASE_OVER)
    {
      guint seat = gruff_game_deciding_seat (game);
      GameAction action;

      if (!game_ai_choose (&gruff_game_ai, level, game, seat, NULL,
                           seed * 7919 + game->n_actions, &action, NULL))
        break;
      gruff_game_apply_legal (game, &action, NULL, NULL);
    }
  winner = game->winner == GAME_NO_SEAT ? -1 : (int) game->winner;
  g_free (game);
  return winner;
}

guint64
gruff_draft_game_seed (guint64 seed,
                       guint   number)
{
  return seed + 1000003 * (guint64) number;
}

gboolean
gruff_draft_round_robin (GPtrArray * const  *decks,
                         guint               games_per_pair,
                         GameAiLevel         level,
                         guint64             seed,
                         GruffDraftGameFunc  on_game,
                         gpointer            user_data,
                         GruffDraftRecord   *out,
                         GError            **error)
{
  return gruff_draft_round_robin_skipping (decks, games_per_pair, level, seed,
                                           GRUFF_DRAFT_SEATS, on_game, user_data, out, error);
}

gboolean
gruff_draft_round_robin_skipping (GPtrArray * const  *decks,
                                  guint               games_per_pair,
                                  GameAiLevel         level,
                                  guint64             seed,
                                  guint               skip_seat,
                                  GruffDraftGameFunc  on_game,
                                  gpointer            user_data,
                                  GruffDraftRecord   *out,
                                  GError            **error)
{
  GruffCardDb *db = gruff_card_db_new ();
  GArray *indices[GRUFF_DRAFT_SEATS];
  gboolean ok = TRUE;
  guint game_number = 0;

  g_return_val_if_fail (decks != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out * GRUFF_DRAFT_SEATS);
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    {
      indices[s] = g_array_new (FALSE, FALSE, sizeof (uint16_t));
      for (guint i = 0; i < decks[s]->len; i++)
        {
          uint16_t index = gruff_card_db_add_card (db, decks[s]->pdata[i]);

          g_array_append_val (indices[s], index);
        }
    }
  for (guint a = 0; a < GRUFF_DRAFT_SEATS && ok; a++)
    for (guint b = a + 1; b < GRUFF_DRAFT_SEATS && ok; b++)
      for (guint k = 0; k < games_per_pair && ok; k++)
        {
          /* Seats alternate: the decks swap sides every other game. */
          gboolean swap = k % 2 == 1;
          guint64 game_seed = gruff_draft_game_seed (seed, ++game_number);
          int result, winner;

          /* Played elsewhere; the numbering goes on, so every other game stays the same. */
          if (a == skip_seat || b == skip_seat)
            continue;
          result = play_game (db, indices[swap ? b : a], indices[swap ? a : b], level, game_seed,
                              error);

          if (result == -2)
            {
              ok = FALSE;
              break;
            }
          winner = result < 0 ? -1 : (int) ((result == 0) != swap ? a : b);
          if (winner < 0)
            {
              out[a].draws++;
              out[b].draws++;
            }
          else
            {
              out[winner].wins++;
              out[winner == (int) a ? b : a].losses++;
            }
          if (on_game != NULL)
            on_game (a, b, winner, user_data);
        }
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    g_array_unref (indices[s]);
  gruff_card_db_unref (db);
  return ok;
}

void
gruff_draft_standings (const GruffDraftRecord *records,
                       guint                  *out_order)
{
  for (guint s = 0; s < GRUFF_DRAFT_SEATS; s++)
    out_order[s] = s;
  for (guint i = 1; i < GRUFF_DRAFT_SEATS; i++)
    for (guint j = i; j > 0; j--)
      {
        const GruffDraftRecord *x = &records[out_order[j - 1]], *y = &records[out_order[j]];

        if (y->wins > x->wins || (y->wins == x->wins && y->losses < x->losses))
          {
            guint t = out_order[j];

            out_order[j] = out_order[j - 1];
            out_order[j - 1] = t;
          }
      }
}

guint
gruff_draft_place (const GruffDraftRecord *records,
                   const guint            *order,
                   guint                   index)
{
  g_return_val_if_fail (records != NULL && order != NULL, 0);
  g_return_val_if_fail (index < GRUFF_DRAFT_SEATS, 0);

  while (index > 0)
    {
      const GruffDraftRecord *x = &records[order[index - 1]], *y = &records[order[index]];

      if (x->wins != y->wins || x->losses != y->losses)
        break;
      index--;
    }
  return index + 1;
}
