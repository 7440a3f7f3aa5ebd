/* gruff-deck-rules.c: what makes a Gruff deck legal (004), with reasons, and random legal
 * decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "drive-in-deck-problem.h"
#include "gruff-deck-rules.h"
#include "gruff-game-id.h"

static gboolean
is_gruff_game (DriveInCard *card)
{
  return drive_in_card_get_game (card) == g_intern_static_string (GRUFF_GAME_ID);
}

static gboolean
has_kind (DriveInCard   *card,
          const char *kind)
{
  return is_gruff_game (card) && g_strcmp0 (drive_in_card_get_kind (card), kind) == 0;
}

gboolean
gruff_card_is_shepherd (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return has_kind (card, "shepherd");
}

gboolean
gruff_card_is_gruff (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return has_kind (card, "gruff");
}

gboolean
gruff_card_is_ability (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return has_kind (card, "ability");
}

gboolean
gruff_card_is_ultimate (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), FALSE);

  return gruff_card_is_ability (card) && drive_in_card_get_attribute_int (card, "ultimate", 0) != 0;
}

const char *
gruff_card_get_owner_gruff (DriveInCard *card)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (card), NULL);

  return drive_in_card_get_attribute_text (card, "gruff");
}

gboolean
gruff_card_belongs_to (DriveInCard *ability,
                       DriveInCard *gruff)
{
  const char *owner;

  g_return_val_if_fail (DRIVE_IN_IS_CARD (ability) && DRIVE_IN_IS_CARD (gruff), FALSE);

  owner = gruff_card_get_owner_gruff (ability);
  return owner != NULL && gruff_card_is_gruff (gruff)
         && g_strcmp0 (drive_in_card_get_release (ability), drive_in_card_get_release (gruff)) == 0
         && g_strcmp0 (owner, drive_in_card_get_original_name (gruff)) == 0;
}

int
gruff_card_get_breaking_point (DriveInCard *shepherd)
{
  g_return_val_if_fail (DRIVE_IN_IS_CARD (shepherd), 0);

  return drive_in_card_get_attribute_int (shepherd, "breaking-point", 0);
}

static void
add_problem (GListStore         *store,
             const char         *rule_id,
             const char * const *card_ids,
             const char         *message)
{
  g_autoptr(DriveInDeckProblem) problem = drive_in_deck_problem_new (rule_id, card_ids, NULL, message);

  g_list_store_append (store, problem);
}

static void
add_problem_cards (GListStore *store,
                   const char *rule_id,
                   GPtrArray  *cards,
                   const char *message)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  for (guint i = 0; cards != NULL && i < cards->len; i++)
    g_ptr_array_add (ids, (gpointer) drive_in_card_get_id (cards->pdata[i]));
  g_ptr_array_add (ids, NULL);
  add_problem (store, rule_id, (const char * const *) ids->pdata, message);
}

GListModel *
gruff_deck_validate (DriveInCard * const *cards,
                     guint             n_cards)
{
  GListStore *store = g_list_store_new (DRIVE_IN_TYPE_DECK_PROBLEM);
  g_autoptr(GPtrArray) shepherds = g_ptr_array_new ();
  g_autoptr(GPtrArray) gruffs = g_ptr_array_new ();
  g_autoptr(GPtrArray) abilities = g_ptr_array_new ();
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  g_autoptr(GPtrArray) doubles = g_ptr_array_new ();
  g_autoptr(GPtrArray) foreign = g_ptr_array_new ();
  g_autoptr(GPtrArray) ultimates = g_ptr_array_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_return_val_if_fail (cards != NULL || n_cards == 0, NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      DriveInCard *card = cards[i];

      if (gruff_card_is_shepherd (card))
        g_ptr_array_add (shepherds, card);
      else if (gruff_card_is_gruff (card))
        g_ptr_array_add (gruffs, card);
      else if (gruff_card_is_ability (card))
        g_ptr_array_add (abilities, card);
      else
        g_ptr_array_add (others, card);
      if (!g_hash_table_add (seen, (gpointer) drive_in_card_get_id (card)))
        g_ptr_array_add (doubles, card);
    }

  if (others->len > 0)
    add_problem_cards (store, "wrong-game", others,
                       _("Only Gruff cards can go in a Gruff deck."));
  if (shepherds->len != 1)
    add_problem_cards (store, "shepherd", shepherds,
                       shepherds->len == 0 ? _("Choose a shepherd.")
                                           : _("A deck has one shepherd, not more."));
  if (gruffs->len != GRUFF_DECK_GRUFFS)
    {
      g_autofree char *message =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A deck has 3 gruffs; this one has %u.",
                                      "A deck has 3 gruffs; this one has %u.", gruffs->len),
                         gruffs->len);

      add_problem_cards (store, "gruffs", gruffs, message);
    }
  if (abilities->len != GRUFF_DECK_ABILITIES)
    {
      g_autofree char *message =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "A deck has 24 ability cards; this one has %u.",
                                      "A deck has 24 ability cards; this one has %u.",
                                      abilities->len), abilities->len);

      add_problem (store, "deck-size", NULL, message);
    }
  if (doubles->len > 0)
    add_problem_cards (store, "unique", doubles, _("A card can be in a deck only once."));

  for (guint i = 0; i < abilities->len; i++)
    {
      DriveInCard *card = abilities->pdata[i];
      gboolean owned = FALSE;

      for (guint j = 0; j < gruffs->len && !owned; j++)
        owned = gruff_card_belongs_to (card, gruffs->pdata[j]);
      if (!owned)
        g_ptr_array_add (foreign, card);
      if (gruff_card_is_ultimate (card))
        g_ptr_array_add (ultimates, card);
    }
  if (foreign->len > 0)
    add_problem_cards (store, "foreign-card", foreign,
                       _("Every ability card must belong to one of the deck’s gruffs."));
  for (guint j = 0; j < gruffs->len; j++)
    {
      g_autoptr(GPtrArray) own = g_ptr_array_new ();

      for (guint i = 0; i < abilities->len; i++)
        if (gruff_card_belongs_to (abilities->pdata[i], gruffs->pdata[j]))
          g_ptr_array_add (own, abilities->pdata[i]);
      if (own->len != GRUFF_DECK_CARDS_PER_GRUFF)
        {
          g_autofree char *message =
            g_strdup_printf (_("%s needs 8 of its own cards; the deck has %u."),
                             drive_in_card_get_name (gruffs->pdata[j]), own->len);
          g_autoptr(GPtrArray) subject = g_ptr_array_new ();

          g_ptr_array_add (subject, gruffs->pdata[j]);
          add_problem_cards (store, "gruff-cards", subject, message);
        }
    }
  if (shepherds->len == 1
      && (int) ultimates->len > gruff_card_get_breaking_point (shepherds->pdata[0]))
    {
      int limit = gruff_card_get_breaking_point (shepherds->pdata[0]);
      g_autofree char *message =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "%s’s Breaking Point allows %d Ultimate; the deck has %u.",
                                      "%s’s Breaking Point allows %d Ultimates; the deck has %u.",
                                      limit), drive_in_card_get_name (shepherds->pdata[0]), limit,
                         ultimates->len);

      add_problem_cards (store, "ultimates", ultimates, message);
    }
  return G_LIST_MODEL (store);
}

GListModel *
gruff_deck_validate_deck (DriveInDeck    *deck,
                          DriveInCatalog *catalog)
{
  g_auto(GStrv) ids = NULL;
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) unknown = g_ptr_array_new ();
  GListModel *problems;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), NULL);

  if (catalog == NULL)
    catalog = drive_in_deck_get_catalog (deck);
  ids = drive_in_deck_dup_card_ids (deck);
  for (guint i = 0; ids[i] != NULL; i++)
    {
      DriveInCard *card = catalog != NULL ? drive_in_catalog_lookup (catalog, ids[i]) : NULL;

      if (card != NULL)
        g_ptr_array_add (cards, g_object_ref (card));
      else
        g_ptr_array_add (unknown, ids[i]);
    }
  problems = gruff_deck_validate ((DriveInCard * const *) cards->pdata, cards->len);
  if (unknown->len > 0)
    {
      g_ptr_array_add (unknown, NULL);
      add_problem (G_LIST_STORE (problems), "unknown-card", (const char * const *) unknown->pdata,
                   _("Some cards of the deck are not in the library."));
    }
  return problems;
}

GPtrArray *
gruff_deck_cards_of (GListModel *pool,
                     DriveInCard   *gruff)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (G_IS_LIST_MODEL (pool) && DRIVE_IN_IS_CARD (gruff), out);

  for (guint i = 0; i < g_list_model_get_n_items (pool); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (pool, i);

      if (gruff_card_is_ability (card) && gruff_card_belongs_to (card, gruff))
        g_ptr_array_add (out, g_object_ref (card));
    }
  return out;
}

static guint
rng_below (guint64 *state,
           guint    n)
{
  guint64 z = (*state += 0x9e3779b97f4a7c15ull);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return (guint) ((z ^ (z >> 31)) % n);
}

static void
shuffle (GPtrArray *array,
         guint64   *state)
{
  for (guint i = array->len; i > 1; i--)
    {
      guint j = rng_below (state, i);
      gpointer t = array->pdata[i - 1];

      array->pdata[i - 1] = array->pdata[j];
      array->pdata[j] = t;
    }
}

/* How many of @gruff's Ultimates a deck must bring to have 8 of its cards: those its plain
 * cards fall short by. */
static guint
ultimates_needed (GListModel *pool,
                  DriveInCard   *gruff)
{
  g_autoptr(GPtrArray) own = gruff_deck_cards_of (pool, gruff);
  guint plain = 0;

  for (guint i = 0; i < own->len; i++)
    plain += !gruff_card_is_ultimate (own->pdata[i]);
  return plain >= GRUFF_DECK_CARDS_PER_GRUFF ? 0 : GRUFF_DECK_CARDS_PER_GRUFF - plain;
}

/* The smallest sum of @n of @needs[from..n_needs), or G_MAXINT when there are not @n. */
static int
smallest_needs (const guint *needs,
                guint        from,
                guint        n_needs,
                guint        n)
{
  g_autofree guint *sorted = g_memdup2 (needs + from, sizeof *needs * (n_needs - from));
  int sum = 0;

  if (n_needs - from < n)
    return G_MAXINT;
  /* A handful of gruffs: an insertion sort. */
  for (guint i = 1; i < n_needs - from; i++)
    for (guint j = i; j > 0 && sorted[j - 1] > sorted[j]; j--)
      {
        guint t = sorted[j];

        sorted[j] = sorted[j - 1];
        sorted[j - 1] = t;
      }
  for (guint i = 0; i < n; i++)
    sum += sorted[i];
  return sum;
}

/* Chooses the deck's gruffs from @gruffs (in their order, shuffled) within @breaking_point:
 * a gruff is taken when the Ultimates it needs and the fewest the rest could need still fit,
 * so a choice is found whenever one exists. Fills @chosen and @needs; FALSE when none. */
static gboolean
choose_gruffs (GListModel *pool,
               GPtrArray  *gruffs,
               int         breaking_point,
               DriveInCard  **chosen,
               guint      *needs)
{
  g_autofree guint *all = g_new (guint, gruffs->len + 1);
  int budget = breaking_point;
  guint n = 0;

  for (guint i = 0; i < gruffs->len; i++)
    all[i] = ultimates_needed (pool, gruffs->pdata[i]);
  for (guint i = 0; i < gruffs->len && n < GRUFF_DECK_GRUFFS; i++)
    {
      guint left = GRUFF_DECK_GRUFFS - n - 1;
      int rest = smallest_needs (all, i + 1, gruffs->len, left);

      if (rest == G_MAXINT || (int) all[i] + rest > budget)
        continue;
      chosen[n] = gruffs->pdata[i];
      needs[n] = all[i];
      budget -= all[i];
      n++;
    }
  return n == GRUFF_DECK_GRUFFS;
}

GPtrArray *
gruff_deck_random (GListModel *pool,
                   guint64     seed)
{
  g_autoptr(GPtrArray) shepherds = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) gruffs = g_ptr_array_new_with_free_func (g_object_unref);
  DriveInCard *chosen[GRUFF_DECK_GRUFFS];
  guint needs[GRUFF_DECK_GRUFFS];
  GPtrArray *own[GRUFF_DECK_GRUFFS];
  GPtrArray *deck;
  gboolean added;
  guint64 state = seed;
  guint first_shepherd, shepherd = 0;
  int ultimates_left = 0;
  gboolean found = FALSE;

  g_return_val_if_fail (G_IS_LIST_MODEL (pool), NULL);

  for (guint i = 0; i < g_list_model_get_n_items (pool); i++)
    {
      DriveInCard *card = g_list_model_get_item (pool, i);

      if (gruff_card_is_shepherd (card))
        g_ptr_array_add (shepherds, card);
      else if (gruff_card_is_gruff (card))
        g_ptr_array_add (gruffs, card);
      else
        g_object_unref (card);
    }
  if (shepherds->len == 0)
    return NULL;
  /* Gruffs without 8 cards of their own cannot be chosen. */
  for (guint i = gruffs->len; i-- > 0;)
    {
      g_autoptr(GPtrArray) own = gruff_deck_cards_of (pool, gruffs->pdata[i]);

      if (own->len < GRUFF_DECK_CARDS_PER_GRUFF)
        g_ptr_array_remove_index (gruffs, i);
    }
  if (gruffs->len < GRUFF_DECK_GRUFFS)
    return NULL;

  first_shepherd = rng_below (&state, shepherds->len);
  shuffle (gruffs, &state);
  /* The shepherd drawn, or the next whose Breaking Point lets 3 gruffs bring 8 cards each. */
  for (guint k = 0; k < shepherds->len && !found; k++)
    {
      shepherd = (first_shepherd + k) % shepherds->len;
      ultimates_left = gruff_card_get_breaking_point (shepherds->pdata[shepherd]);
      found = choose_gruffs (pool, gruffs, ultimates_left, chosen, needs);
    }
  if (!found)
    return NULL;

  deck = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (deck, g_object_ref (shepherds->pdata[shepherd]));
  for (guint j = 0; j < GRUFF_DECK_GRUFFS; j++)
    g_ptr_array_add (deck, g_object_ref (chosen[j]));
  for (guint j = 0; j < GRUFF_DECK_GRUFFS; j++)
    {
      own[j] = gruff_deck_cards_of (pool, chosen[j]);
      shuffle (own[j], &state);
    }
  /* choose_gruffs() made sure the Ultimates the three need fit. */
  added = gruff_deck_add_abilities (deck, own, GRUFF_DECK_GRUFFS, ultimates_left);
  g_assert (added);
  for (guint j = 0; j < GRUFF_DECK_GRUFFS; j++)
    g_ptr_array_unref (own[j]);
  return deck;
}

gboolean
gruff_deck_add_abilities (GPtrArray        *deck,
                          GPtrArray *const *own,
                          guint             n_gruffs,
                          int               breaking_point)
{
  g_autofree guint *needs = g_new0 (guint, n_gruffs + 1);
  int ultimates_left = breaking_point;
  gboolean complete = TRUE;

  g_return_val_if_fail (deck != NULL && (own != NULL || n_gruffs == 0), FALSE);

  /* The Ultimates each gruff must bring: its plain cards fall short of 8 by them. */
  for (guint j = 0; j < n_gruffs; j++)
    {
      guint plain = 0;

      for (guint i = 0; i < own[j]->len; i++)
        plain += !gruff_card_is_ultimate (own[j]->pdata[i]);
      needs[j] = plain >= GRUFF_DECK_CARDS_PER_GRUFF ? 0 : GRUFF_DECK_CARDS_PER_GRUFF - plain;
    }
  for (guint j = 0; j < n_gruffs; j++)
    {
      int allowed = ultimates_left;
      guint taken = 0;

      for (guint k = j + 1; k < n_gruffs; k++)
        allowed -= needs[k];
      for (guint i = 0; i < own[j]->len && taken < GRUFF_DECK_CARDS_PER_GRUFF; i++)
        {
          DriveInCard *card = own[j]->pdata[i];

          if (gruff_card_is_ultimate (card))
            {
              if (allowed <= 0)
                continue;
              allowed--;
              ultimates_left--;
            }
          g_ptr_array_add (deck, g_object_ref (card));
          taken++;
        }
      complete = complete && taken == GRUFF_DECK_CARDS_PER_GRUFF;
    }
  return complete;
}
