/* grotto-deck-rules.c: Grotto Beasts! deck building (002 "Building a Deck", "Tournament Side
 * Deck"): validation with reasons, and random legal decks. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-error.h"
#include "grotto-deck-rules.h"
#include "grotto-game-id.h"

gboolean
grotto_card_is_epic (DriveInCard *card)
{
  return drive_in_card_get_attribute_int (card, "epic", 0) != 0;
}

gboolean
grotto_card_is_challenger (DriveInCard *card)
{
  return g_str_equal (drive_in_card_get_kind (card), "challenger");
}

/* The name copies are counted by: the release's own, whatever language the user reads. */
static const char *
rules_name (DriveInCard *card)
{
  const char *name = drive_in_card_get_original_name (card);

  return name != NULL ? name : drive_in_card_get_name (card);
}

static char *
fold (const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);
  g_auto(GStrv) words = g_strsplit_set (folded, " \t", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", words[i]);
  return g_string_free (out, FALSE);
}

static void
add_problem (GPtrArray  *problems,
             const char *rule_id,
             DriveInCard   *card,
             const char *message)
{
  const char *ids[2] = { card != NULL ? drive_in_card_get_id (card) : NULL, NULL };

  g_ptr_array_add (problems, drive_in_deck_problem_new (rule_id, card != NULL ? ids : NULL, NULL,
                                                    message));
}

/* One name's count over the deck and the side deck. */
typedef struct
{
  DriveInCard *card;   /* the first card met of that name */
  guint     deck;
  guint     side;
} NameCount;

static void
count_names (GHashTable *names,
             GPtrArray  *cards,
             gboolean    side)
{
  for (guint i = 0; cards != NULL && i < cards->len; i++)
    {
      DriveInCard *card = cards->pdata[i];
      g_autofree char *key = NULL;
      NameCount *count;

      if (grotto_card_is_challenger (card))
        continue;
      key = fold (rules_name (card));
      count = g_hash_table_lookup (names, key);
      if (count == NULL)
        {
          count = g_new0 (NameCount, 1);
          count->card = card;
          g_hash_table_insert (names, g_steal_pointer (&key), count);
        }
      if (side)
        count->side++;
      else
        count->deck++;
    }
}

static int
compare_counts (gconstpointer a,
                gconstpointer b)
{
  const NameCount *x = *(NameCount **) a, *y = *(NameCount **) b;

  return g_strcmp0 (drive_in_card_get_id (x->card), drive_in_card_get_id (y->card));
}

static void
check_lists (GPtrArray       *problems,
             GPtrArray       *cards,
             DriveInCard        *challenger,
             GPtrArray       *side,
             GrottoDeckLists *lists)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *all = g_ptr_array_new ();

  for (guint i = 0; cards != NULL && i < cards->len; i++)
    g_ptr_array_add (all, cards->pdata[i]);
  for (guint i = 0; side != NULL && i < side->len; i++)
    g_ptr_array_add (all, side->pdata[i]);
  if (challenger != NULL)
    g_ptr_array_add (all, challenger);

  for (guint i = 0; i < all->len; i++)
    {
      DriveInCard *card = all->pdata[i];
      g_autoptr(GPtrArray) excluded = NULL;

      if (g_hash_table_contains (seen, drive_in_card_get_id (card)))
        continue;
      g_hash_table_add (seen, (gpointer) drive_in_card_get_id (card));
      if (grotto_deck_lists_is_banned (lists, card))
        {
          g_autofree char *message =
            g_strdup_printf (_("%s is Banned: no deck may hold it."), drive_in_card_get_name (card));

          add_problem (problems, "banned", card, message);
        }
      excluded = grotto_deck_lists_restricted_with (lists, card);
      for (guint e = 0; e < excluded->len; e++)
        for (guint k = 0; k < all->len; k++)
          {
            DriveInCard *other = all->pdata[k];

            /* Each pair once: from the card met first. */
            if (other == card || !grotto_deck_lists_names_card (excluded->pdata[e], other)
                || g_hash_table_contains (seen, drive_in_card_get_id (other)))
              continue;
            {
              g_autofree char *message =
                g_strdup_printf (_("%s is Restricted: it may not share a deck with %s."),
                                 drive_in_card_get_name (card), drive_in_card_get_name (other));

              add_problem (problems, "restricted", card, message);
            }
            break;
          }
    }
  g_ptr_array_unref (all);
}

GPtrArray *
grotto_deck_validate (const char      *variant_id,
                      GPtrArray       *cards,
                      DriveInCard        *challenger,
                      GPtrArray       *side,
                      GrottoDeckLists *lists)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GPtrArray) counts = NULL;
  gboolean rumble;
  gboolean ignore_epic;
  guint size = GROTTO_DECK_SIZE;
  guint n_cards = cards != NULL ? cards->len : 0;
  guint side_challengers = 0;
  GHashTableIter iter;
  gpointer value;
  g_autoptr(GPtrArray) epics = g_ptr_array_new ();

  g_return_val_if_fail (variant_id != NULL, problems);

  if (lists == NULL)
    lists = grotto_deck_lists_get_default ();
  if (!g_str_equal (variant_id, "classic") && !g_str_equal (variant_id, "rumble")
      && !g_str_equal (variant_id, "jerma-rumble"))
    {
      g_autofree char *message =
        g_strdup_printf (_("“%s” is not a Grotto Beasts! variant (classic, rumble, jerma-rumble)."),
                         variant_id);

      add_problem (problems, "variant", NULL, message);
      return problems;
    }
  rumble = !g_str_equal (variant_id, "classic");

  /* Every card of the game, in the deck and in the side deck (002: both hold Beast, Grotto
   * and Wish cards). */
  for (guint i = 0; i < n_cards + (side != NULL ? side->len : 0); i++)
    {
      DriveInCard *card = i < n_cards ? cards->pdata[i] : side->pdata[i - n_cards];

      if (drive_in_card_get_game (card) != g_intern_static_string (GROTTO_GAME_ID))
        {
          g_autofree char *message =
            g_strdup_printf (_("%s is not a Grotto Beasts! card."), drive_in_card_get_name (card));

          add_problem (problems, "game", card, message);
        }
    }

  /* The Challenger. */
  if (rumble && challenger == NULL)
    add_problem (problems, "challenger", NULL,
                 _("A Rumble deck names one Challenger, kept outside the deck."));
  if (!rumble && challenger != NULL)
    add_problem (problems, "challenger", challenger,
                 _("The Classic Game is played without Challengers."));
  if (challenger != NULL && !grotto_card_is_challenger (challenger))
    {
      g_autofree char *message = g_strdup_printf (_("%s is not a Challenger."),
                                                  drive_in_card_get_name (challenger));

      add_problem (problems, "challenger", challenger, message);
    }
  ignore_epic = challenger != NULL && rumble
                && drive_in_card_get_attribute_int (challenger, "deck-ignore-epic", 0) != 0;
  if (challenger != NULL && rumble)
    size = drive_in_card_get_attribute_int (challenger, "deck-size", GROTTO_DECK_SIZE);

  /* The deck: its size and its kinds. */
  if (n_cards != size)
    {
      g_autofree char *message =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The deck holds %u card; it must hold exactly %u.",
                                      "The deck holds %u cards; it must hold exactly %u.", n_cards),
                         n_cards, size);

      add_problem (problems, "deck-size", NULL, message);
    }
  for (guint i = 0; i < n_cards; i++)
    if (grotto_card_is_challenger (cards->pdata[i]))
      {
        g_autofree char *message =
          g_strdup_printf (_("%s is a Challenger: it stays outside the deck, which holds Beasts, "
                             "Grottos and Wishes only."), drive_in_card_get_name (cards->pdata[i]));

        add_problem (problems, "kinds", cards->pdata[i], message);
        break;
      }

  /* Copies by name, over the deck and the side deck together; the Epic rule. */
  count_names (names, cards, FALSE);
  count_names (names, side, TRUE);
  counts = g_ptr_array_new ();
  g_hash_table_iter_init (&iter, names);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (counts, value);
  g_ptr_array_sort (counts, compare_counts);
  for (guint i = 0; i < counts->len; i++)
    {
      NameCount *count = counts->pdata[i];
      guint max = grotto_deck_lists_max_copies (lists, count->card);
      gboolean any = drive_in_card_get_attribute_int (count->card, "deck-any-number", 0) != 0;

      if (!any && count->deck + count->side > max)
        {
          g_autofree char *message = NULL;

          if (max < GROTTO_MAX_COPIES)
            message = g_strdup_printf (_("%s is Limited to %u copies; the deck and side deck hold %u."),
                                       drive_in_card_get_name (count->card), max,
                                       count->deck + count->side);
          else
            message = g_strdup_printf (_("%u copies of %s: at most %u cards may share a name "
                                         "(deck and side deck together)."),
                                       count->deck + count->side, drive_in_card_get_name (count->card),
                                       max);
          add_problem (problems, max < GROTTO_MAX_COPIES ? "limited" : "copies", count->card,
                       message);
        }
      if (count->deck > 0 && grotto_card_is_epic (count->card) && !ignore_epic)
        g_ptr_array_add (epics, count->card);
    }
  /* One problem that marks every Epic card: none of them is the one at fault. */
  if (epics->len > 1)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new ();
      g_autoptr(GString) names = g_string_new (NULL);
      g_autofree char *message = NULL;

      for (guint i = 0; i < epics->len; i++)
        {
          const char *name = drive_in_card_get_name (epics->pdata[i]);

          g_ptr_array_add (ids, (gpointer) drive_in_card_get_id (epics->pdata[i]));
          if (i == 0)
            g_string_append (names, name);
          else if (i + 1 < epics->len)
            /* Translators: between two names of a list, before the last one. */
            g_string_append_printf (names, _(", %s"), name);
          else
            /* Translators: before the last name of a list. */
            g_string_append_printf (names, _(" and %s"), name);
        }
      g_ptr_array_add (ids, NULL);
      message = g_strdup_printf (epics->len == 2
                                 ? _("%s are both Epic: a deck may hold one Epic card (up to "
                                     "three copies of it).")
                                 : _("%s are all Epic: a deck may hold one Epic card (up to "
                                     "three copies of it)."),
                                 names->str);
      g_ptr_array_add (problems, drive_in_deck_problem_new ("epic", (const char * const *) ids->pdata,
                                                        NULL, message));
    }

  /* The side deck. */
  if (side != NULL && side->len > 0)
    {
      if (side->len != GROTTO_SIDE_DECK_SIZE)
        {
          g_autofree char *message =
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The side deck holds %u card; it must hold exactly %u.",
                                          "The side deck holds %u cards; it must hold exactly %u.",
                                          side->len),
                             side->len, GROTTO_SIDE_DECK_SIZE);

          add_problem (problems, "side-size", NULL, message);
        }
      for (guint i = 0; i < side->len; i++)
        {
          DriveInCard *card = side->pdata[i];

          if (grotto_card_is_challenger (card))
            {
              side_challengers++;
              continue;
            }
          if (grotto_card_is_epic (card))
            {
              g_autofree char *message =
                g_strdup_printf (_("%s is Epic: a side deck may not hold Epic cards."),
                                 drive_in_card_get_name (card));

              add_problem (problems, "side-epic", card, message);
            }
        }
      if (side_challengers > 0 && !rumble)
        add_problem (problems, "side-challenger", NULL,
                     _("A side deck holds Challengers only in the Rumble variants."));
      else if (side_challengers > 1)
        add_problem (problems, "side-challenger", NULL,
                     _("A Rumble side deck may hold one Challenger at most."));
    }

  check_lists (problems, cards, challenger, side, lists);
  return problems;
}

GListModel *
grotto_deck_validate_deck (DriveInDeck    *deck,
                           DriveInCatalog *catalog)
{
  GListStore *store = g_list_store_new (DRIVE_IN_TYPE_DECK_PROBLEM);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  g_autoptr(GPtrArray) side = g_ptr_array_new ();
  g_autoptr(GPtrArray) unknown = g_ptr_array_new ();
  g_autoptr(GPtrArray) problems = NULL;
  DriveInCard *challenger = NULL;
  guint n_challengers = 0;
  GListModel *side_model;

  g_return_val_if_fail (DRIVE_IN_IS_DECK (deck), G_LIST_MODEL (store));

  if (catalog == NULL)
    catalog = drive_in_deck_get_catalog (deck);
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);
      DriveInCard *card = catalog != NULL
                       ? drive_in_catalog_lookup (catalog, drive_in_deck_entry_get_card_id (entry)) : NULL;

      if (card == NULL)
        g_ptr_array_add (unknown, (gpointer) drive_in_deck_entry_get_card_id (entry));
      else if (grotto_card_is_challenger (card) && n_challengers++ == 0)
        challenger = card;
      else
        g_ptr_array_add (cards, card);
    }
  side_model = drive_in_deck_get_side (deck);
  for (guint i = 0; side_model != NULL && i < g_list_model_get_n_items (side_model); i++)
    {
      g_autoptr(DriveInDeckEntry) entry = g_list_model_get_item (side_model, i);
      DriveInCard *card = catalog != NULL
                       ? drive_in_catalog_lookup (catalog, drive_in_deck_entry_get_card_id (entry)) : NULL;

      if (card == NULL)
        g_ptr_array_add (unknown, (gpointer) drive_in_deck_entry_get_card_id (entry));
      else
        g_ptr_array_add (side, card);
    }
  problems = grotto_deck_validate (drive_in_deck_get_variant (deck), cards, challenger, side, NULL);
  /* A second Challenger stays in the deck, where it is a problem of its own ("kinds"). */
  if (n_challengers > 1)
    add_problem (problems, "challenger", NULL, _("A deck names one Challenger, not several."));
  for (guint i = 0; i < problems->len; i++)
    g_list_store_append (store, problems->pdata[i]);
  if (unknown->len > 0)
    {
      g_autoptr(DriveInDeckProblem) problem = NULL;

      g_ptr_array_add (unknown, NULL);
      problem = drive_in_deck_problem_new ("unknown-card", (const char * const *) unknown->pdata, NULL,
                                       _("Some cards of the deck are not in the library."));
      g_list_store_append (store, problem);
    }
  return G_LIST_MODEL (store);
}

/* ---- Random decks ------------------------------------------------------------------------ */

static const char *
beast_type (DriveInCard *card)
{
  return drive_in_card_get_kind_label (card);
}

GPtrArray *
grotto_deck_random (GPtrArray  *pool,
                    gboolean    with_challenger,
                    GRand      *rand,
                    DriveInCard  **out_challenger,
                    GError    **error)
{
  g_autoptr(GPtrArray) challengers = g_ptr_array_new ();
  g_autoptr(GPtrArray) types = g_ptr_array_new ();
  g_autoptr(GPtrArray) picked_types = g_ptr_array_new ();
  g_autoptr(GPtrArray) beasts = g_ptr_array_new ();
  g_autoptr(GPtrArray) others = g_ptr_array_new ();
  g_autoptr(GPtrArray) deck = g_ptr_array_new_with_free_func (g_object_unref);
  gboolean epic_taken = FALSE;
  /* Beasts of two types first, then Grottos and Wishes, then any card left. */
  guint quotas[3] = { 22, 18, GROTTO_DECK_SIZE };
  GPtrArray *lists[3];
  g_autoptr(GPtrArray) rest = g_ptr_array_new ();
  DriveInCard *challenger = NULL;
  guint size = GROTTO_DECK_SIZE;

  g_return_val_if_fail (pool != NULL && rand != NULL, NULL);

  for (guint i = 0; i < pool->len; i++)
    {
      DriveInCard *card = pool->pdata[i];

      if (grotto_card_is_challenger (card))
        g_ptr_array_add (challengers, card);
      else if (g_str_equal (drive_in_card_get_kind (card), "beast"))
        {
          gboolean known = FALSE;

          for (guint t = 0; t < types->len; t++)
            if (g_strcmp0 (types->pdata[t], beast_type (card)) == 0)
              known = TRUE;
          if (!known)
            g_ptr_array_add (types, (gpointer) beast_type (card));
        }
    }
  if (with_challenger && challengers->len == 0)
    {
      g_set_error_literal (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                           _("No Challenger is loaded: a Rumble deck needs one"));
      return NULL;
    }
  /* The Challenger first: it may ask for another deck size. */
  if (with_challenger)
    {
      challenger = challengers->pdata[g_rand_int_range (rand, 0, challengers->len)];
      size = CLAMP (drive_in_card_get_attribute_int (challenger, "deck-size", GROTTO_DECK_SIZE), 1, 200);
      quotas[2] = size;
    }
  for (guint k = 0; k < 2 && types->len > 0; k++)
    {
      guint t = g_rand_int_range (rand, 0, types->len);

      g_ptr_array_add (picked_types, types->pdata[t]);
      g_ptr_array_remove_index_fast (types, t);
    }
  for (guint i = 0; i < pool->len; i++)
    {
      DriveInCard *card = pool->pdata[i];
      gboolean in_type = FALSE;

      if (grotto_card_is_challenger (card))
        continue;
      for (guint t = 0; t < picked_types->len; t++)
        if (g_strcmp0 (picked_types->pdata[t], beast_type (card)) == 0)
          in_type = TRUE;
      if (g_str_equal (drive_in_card_get_kind (card), "beast"))
        g_ptr_array_add (in_type ? beasts : rest, card);
      else
        g_ptr_array_add (others, card);
    }
  lists[0] = beasts;
  lists[1] = others;
  lists[2] = rest;

  for (guint l = 0; l < 3 && deck->len < size; l++)
    {
      GPtrArray *list = lists[l];
      guint goal = MIN (deck->len + quotas[l], size);

      /* A random order of the names, each taken with 1 to 3 copies. */
      for (guint i = list->len; i > 1; i--)
        {
          guint j = g_rand_int_range (rand, 0, i);
          gpointer tmp = list->pdata[i - 1];

          list->pdata[i - 1] = list->pdata[j];
          list->pdata[j] = tmp;
        }
      for (guint i = 0; i < list->len && deck->len < goal; i++)
        {
          DriveInCard *card = list->pdata[i];
          guint copies = g_rand_int_range (rand, 1, GROTTO_MAX_COPIES + 1);

          if (grotto_card_is_epic (card))
            {
              if (epic_taken)
                continue;
              epic_taken = TRUE;
            }
          copies = MIN (copies, goal - deck->len);
          for (guint c = 0; c < copies; c++)
            g_ptr_array_add (deck, g_object_ref (card));
        }
      /* Names left over make up what 1-3 copies each fell short of. */
      for (guint i = 0; i < list->len && deck->len < goal; i++)
        {
          DriveInCard *card = list->pdata[i];
          guint have = 0;

          if (grotto_card_is_epic (card))
            continue;
          for (guint k = 0; k < deck->len; k++)
            if (deck->pdata[k] == card)
              have++;
          while (have < GROTTO_MAX_COPIES && deck->len < goal)
            {
              g_ptr_array_add (deck, g_object_ref (card));
              have++;
            }
        }
    }
  if (deck->len < size)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                   _("The loaded Grotto Beasts! cards make %u cards of a deck, not %u"), deck->len,
                   size);
      return NULL;
    }
  if (out_challenger != NULL)
    *out_challenger = challenger;
  return g_steal_pointer (&deck);
}
