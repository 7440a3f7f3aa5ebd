/* groo-deck-rules.c: what makes a Groo deck playable, with reasons, and the standard deck
 * of a set. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-core"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "drive-in-catalog.h"
#include "drive-in-deck.h"
#include "drive-in-deck-problem.h"
#include "groo-deck-rules.h"
#include "groo-game-id.h"

static void
add_problem (GListStore         *store,
             const char         *rule_id,
             const char * const *card_ids,
             const char         *message)
{
  g_autoptr(DriveInDeckProblem) problem = drive_in_deck_problem_new (rule_id, card_ids, NULL, message);

  g_list_store_append (store, problem);
}

GListModel *
groo_deck_validate (DriveInCard * const *cards,
                    guint             n_cards)
{
  GListStore *store = g_list_store_new (DRIVE_IN_TYPE_DECK_PROBLEM);
  g_autoptr(GPtrArray) foreign = g_ptr_array_new ();
  guint dealt = 0;

  for (guint i = 0; i < n_cards; i++)
    {
      if (drive_in_card_get_game (cards[i]) != g_intern_static_string (GROO_GAME_ID))
        g_ptr_array_add (foreign, (gpointer) drive_in_card_get_id (cards[i]));
      else if (!g_str_equal (drive_in_card_get_kind (cards[i]), "event"))
        dealt++;
    }
  if (foreign->len > 0)
    {
      g_ptr_array_add (foreign, NULL);
      add_problem (store, "wrong-game", (const char * const *) foreign->pdata,
                   _("Some cards are not Groo cards; remove them from the deck."));
    }
  if (dealt < GROO_DECK_MIN_DEALT)
    {
      g_autofree char *message =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "The deck has %u card that is not an Event; it needs "
                                      "%u to deal a hand to each of 6 players.",
                                      "The deck has %u cards that are not Events; it needs "
                                      "%u to deal a hand to each of 6 players.", dealt),
                         dealt, GROO_DECK_MIN_DEALT);

      add_problem (store, "deck-size", NULL, message);
    }
  if (n_cards > GROO_DECK_MAX_CARDS)
    {
      g_autofree char *message =
        g_strdup_printf (_("The deck has %u cards; a game holds %u at most."), n_cards,
                         GROO_DECK_MAX_CARDS);

      add_problem (store, "deck-size", NULL, message);
    }
  return G_LIST_MODEL (store);
}

GListModel *
groo_deck_validate_deck (DriveInDeck    *deck,
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
  problems = groo_deck_validate ((DriveInCard * const *) cards->pdata, cards->len);
  if (unknown->len > 0)
    {
      g_ptr_array_add (unknown, NULL);
      add_problem (G_LIST_STORE (problems), "unknown-card", (const char * const *) unknown->pdata,
                   _("Some cards of the deck are not in the library."));
    }
  return problems;
}

GPtrArray *
groo_deck_standard (GListModel *pool)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (G_IS_LIST_MODEL (pool), out);

  for (guint i = 0; i < g_list_model_get_n_items (pool); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (pool, i);
      int copies;

      if (drive_in_card_get_game (card) != g_intern_static_string (GROO_GAME_ID))
        continue;
      copies = CLAMP (drive_in_card_get_attribute_int (card, "copies", 1), 0, 99);
      for (int k = 0; k < copies; k++)
        g_ptr_array_add (out, g_object_ref (card));
    }
  return out;
}
