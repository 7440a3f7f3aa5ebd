/* gros-draft.c: a Draft (000): packs of 15 passed right, then left, until each deck has 30. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gros-draft.h"
#include "drive-in-error.h"
#include "gros-game-id.h"
#include "gros-deck.h"

#define TWISTS_WANTED  4
#define CREDITS_WANTED 2

struct _GrosDraft
{
  GObject     parent_instance;
  guint       n_seats;
  guint       round;
  GRand      *rand;
  GPtrArray  *pool;                        /* undealt DriveInCard, Roll the Credits excluded */
  GPtrArray  *credits;                     /* the pool's Roll the Credits */
  GListStore *packs[GROS_DRAFT_MAX_SEATS]; /* the pack each seat holds now */
  GListStore *picks[GROS_DRAFT_MAX_SEATS];
  gboolean    picked[GROS_DRAFT_MAX_SEATS];
  gboolean    surplus_returned;
};

G_DEFINE_FINAL_TYPE (GrosDraft, gros_draft, G_TYPE_OBJECT)

static void
gros_draft_finalize (GObject *object)
{
  GrosDraft *self = GROS_DRAFT (object);

  g_clear_pointer (&self->rand, g_rand_free);
  g_clear_pointer (&self->pool, g_ptr_array_unref);
  g_clear_pointer (&self->credits, g_ptr_array_unref);
  for (guint s = 0; s < GROS_DRAFT_MAX_SEATS; s++)
    {
      g_clear_object (&self->packs[s]);
      g_clear_object (&self->picks[s]);
    }
  G_OBJECT_CLASS (gros_draft_parent_class)->finalize (object);
}

static void
gros_draft_class_init (GrosDraftClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gros_draft_finalize;
}

static void
gros_draft_init (GrosDraft *self)
{
  for (guint s = 0; s < GROS_DRAFT_MAX_SEATS; s++)
    {
      self->packs[s] = g_list_store_new (DRIVE_IN_TYPE_CARD);
      self->picks[s] = g_list_store_new (DRIVE_IN_TYPE_CARD);
    }
}

/* Takes a random card out of @from. */
static DriveInCard *
take_random (GrosDraft *self,
             GPtrArray *from)
{
  guint i = g_rand_int_range (self->rand, 0, from->len);

  return g_ptr_array_steal_index_fast (from, i);
}

static void
deal_round (GrosDraft *self)
{
  for (guint s = 0; s < self->n_seats; s++)
    for (guint k = 0; k < GROS_DRAFT_PACK_SIZE; k++)
      {
        g_autoptr(DriveInCard) card = take_random (self, self->pool);

        g_list_store_append (self->packs[s], card);
      }
}

GrosDraft *
gros_draft_new (GListModel *pool,
                guint       n_seats,
                guint64     seed,
                GError    **error)
{
  g_autoptr(GrosDraft) self = NULL;
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (pool), NULL);
  g_return_val_if_fail (n_seats >= 2 && n_seats <= GROS_DRAFT_MAX_SEATS, NULL);

  self = g_object_new (GROS_TYPE_DRAFT, NULL);
  self->n_seats = n_seats;
  self->rand = g_rand_new_with_seed_array ((const guint32[]) { (guint32) seed, (guint32) (seed >> 32) }, 2);
  self->pool = g_ptr_array_new_with_free_func (g_object_unref);
  self->credits = g_ptr_array_new_with_free_func (g_object_unref);

  n = g_list_model_get_n_items (pool);
  for (guint i = 0; i < n; i++)
    {
      DriveInCard *card = g_list_model_get_item (pool, i);

      /* A catalog holds every game's cards: a GROS draft deals GROS's. */
      if (!g_str_equal (drive_in_card_get_game (card), GROS_GAME_ID))
        g_object_unref (card);
      else if (gros_card_get_type (card) == GROS_CARD_TYPE_ROLL_THE_CREDITS)
        g_ptr_array_add (self->credits, card);
      else
        g_ptr_array_add (self->pool, card);
    }
  if (self->pool->len < n_seats * GROS_DRAFT_PACK_SIZE * GROS_DRAFT_ROUNDS)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("A draft for %u players needs %u cards besides Roll the Credits; the pool has %u."),
                   n_seats, n_seats * GROS_DRAFT_PACK_SIZE * GROS_DRAFT_ROUNDS, self->pool->len);
      return NULL;
    }
  deal_round (self);
  return g_steal_pointer (&self);
}

guint
gros_draft_get_n_seats (GrosDraft *self)
{
  g_return_val_if_fail (GROS_IS_DRAFT (self), 0);
  return self->n_seats;
}

guint
gros_draft_get_round (GrosDraft *self)
{
  g_return_val_if_fail (GROS_IS_DRAFT (self), 0);
  return self->round;
}

gboolean
gros_draft_is_done (GrosDraft *self)
{
  g_return_val_if_fail (GROS_IS_DRAFT (self), TRUE);
  return self->round >= GROS_DRAFT_ROUNDS;
}

guint
gros_draft_get_pass_target (GrosDraft *self,
                            guint      seat)
{
  g_return_val_if_fail (GROS_IS_DRAFT (self), 0);
  g_return_val_if_fail (seat < self->n_seats, 0);

  /* Seats go round clockwise: the right-hand neighbour is the previous seat. */
  if (self->round % 2 == 0)
    return (seat + self->n_seats - 1) % self->n_seats;
  return (seat + 1) % self->n_seats;
}

GListModel *
gros_draft_get_pack (GrosDraft *self,
                     guint      seat)
{
  g_return_val_if_fail (GROS_IS_DRAFT (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return G_LIST_MODEL (self->packs[seat]);
}

gboolean
gros_draft_has_picked (GrosDraft *self,
                       guint      seat)
{
  g_return_val_if_fail (GROS_IS_DRAFT (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);

  return self->picked[seat];
}

GListModel *
gros_draft_get_picks (GrosDraft *self,
                      guint      seat)
{
  g_return_val_if_fail (GROS_IS_DRAFT (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  return G_LIST_MODEL (self->picks[seat]);
}

static void
pass_packs (GrosDraft *self)
{
  GListStore *moved[GROS_DRAFT_MAX_SEATS];

  for (guint s = 0; s < self->n_seats; s++)
    moved[gros_draft_get_pass_target (self, s)] = self->packs[s];
  for (guint s = 0; s < self->n_seats; s++)
    {
      self->packs[s] = moved[s];
      self->picked[s] = FALSE;
    }
  if (g_list_model_get_n_items (G_LIST_MODEL (self->packs[0])) == 0)
    {
      self->round++;
      if (self->round < GROS_DRAFT_ROUNDS)
        deal_round (self);
    }
}

gboolean
gros_draft_pick (GrosDraft  *self,
                 guint       seat,
                 const char *card_id,
                 GError    **error)
{
  GListModel *pack;
  gboolean all = TRUE;

  g_return_val_if_fail (GROS_IS_DRAFT (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  g_return_val_if_fail (card_id != NULL, FALSE);

  if (gros_draft_is_done (self))
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID, _("The draft is over."));
      return FALSE;
    }
  if (self->picked[seat])
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID,
                   _("Player %u has picked already and waits for the others."), seat + 1);
      return FALSE;
    }
  pack = G_LIST_MODEL (self->packs[seat]);
  for (guint i = 0; i < g_list_model_get_n_items (pack); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (pack, i);

      if (!g_str_equal (drive_in_card_get_id (card), card_id))
        continue;
      g_list_store_append (self->picks[seat], card);
      g_list_store_remove (self->packs[seat], i);
      self->picked[seat] = TRUE;
      for (guint s = 0; s < self->n_seats; s++)
        all &= self->picked[s];
      if (all)
        pass_packs (self);
      return TRUE;
    }
  g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
               _("%s is not in the pack player %u holds."), card_id, seat + 1);
  return FALSE;
}

static guint
count_twists (GListModel *cards)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      n += gros_card_get_type (card) == GROS_CARD_TYPE_PLOT_TWIST;
    }
  return n;
}

/* Before any deck is balanced, every seat's Twists past the fourth go back to the pool (for
 * a card from it), so a seat short of Twists can take them even when the pool ran dry. */
static void
return_surplus_twists (GrosDraft *self)
{
  for (guint s = 0; s < self->n_seats; s++)
    {
      GListModel *picks = G_LIST_MODEL (self->picks[s]);

      for (guint i = g_list_model_get_n_items (picks); i > 0 && count_twists (picks) > TWISTS_WANTED; i--)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (picks, i - 1);

          if (gros_card_get_type (card) != GROS_CARD_TYPE_PLOT_TWIST)
            continue;
          g_list_store_remove (self->picks[s], i - 1);
          g_ptr_array_add (self->pool, g_object_ref (card));
          for (guint k = 0; k < self->pool->len; k++)
            if (gros_card_get_type (g_ptr_array_index (self->pool, k)) != GROS_CARD_TYPE_PLOT_TWIST)
              {
                g_autoptr(DriveInCard) swap = g_ptr_array_steal_index (self->pool, k);

                g_list_store_append (self->picks[s], swap);
                break;
              }
        }
    }
  self->surplus_returned = TRUE;
}

DriveInDeck *
gros_draft_build_deck (GrosDraft  *self,
                       guint       seat,
                       gboolean    with_credits,
                       const char *name)
{
  GListModel *picks;
  g_autoptr(GPtrArray) twists = NULL;
  g_autoptr(GPtrArray) others = NULL;
  DriveInDeck *deck;

  g_return_val_if_fail (GROS_IS_DRAFT (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  if (!self->surplus_returned)
    return_surplus_twists (self);
  picks = G_LIST_MODEL (self->picks[seat]);
  twists = g_ptr_array_new_with_free_func (g_object_unref);
  others = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < g_list_model_get_n_items (picks); i++)
    {
      DriveInCard *card = g_list_model_get_item (picks, i);

      g_ptr_array_add (gros_card_get_type (card) == GROS_CARD_TYPE_PLOT_TWIST ? twists : others,
                       card);
    }

  /* Balancing (000): 4 appropriate Plot Twists, and 2 Roll the Credits when played with.
   * Swaps keep the deck at its drafted size: an extra Twist goes back for a card left in the
   * pool, a missing one comes in for the last (least wanted) pick. */
  while (twists->len > TWISTS_WANTED)
    {
      DriveInCard *extra = g_ptr_array_steal_index (twists, twists->len - 1);
      DriveInCard *swap = NULL;

      for (guint i = 0; i < self->pool->len && swap == NULL; i++)
        if (gros_card_get_type (g_ptr_array_index (self->pool, i)) != GROS_CARD_TYPE_PLOT_TWIST)
          swap = g_ptr_array_steal_index (self->pool, i);
      g_ptr_array_add (self->pool, extra);
      if (swap != NULL)
        g_ptr_array_add (others, swap);
    }
  for (guint i = 0; i < self->pool->len && twists->len < TWISTS_WANTED && others->len > 0; i++)
    if (gros_card_get_type (g_ptr_array_index (self->pool, i)) == GROS_CARD_TYPE_PLOT_TWIST)
      {
        g_ptr_array_add (twists, g_ptr_array_steal_index (self->pool, i));
        g_ptr_array_add (self->pool, g_ptr_array_steal_index (others, others->len - 1));
        i--;
      }

  deck = gros_deck_new (NULL, name != NULL ? name : _("Drafted deck"), GROS_FORMAT_DRAFT);
  if (with_credits)
    for (guint k = 0; k < CREDITS_WANTED && self->credits->len > 0 && others->len > 0; k++)
      {
        g_autoptr(DriveInCard) card = take_random (self, self->credits);

        g_ptr_array_add (self->pool, g_ptr_array_steal_index (others, others->len - 1));
        drive_in_deck_add_card (deck, card);
      }
  for (guint i = 0; i < others->len; i++)
    drive_in_deck_add_card (deck, g_ptr_array_index (others, i));
  for (guint i = 0; i < twists->len; i++)
    drive_in_deck_add_card (deck, g_ptr_array_index (twists, i));
  return deck;
}
