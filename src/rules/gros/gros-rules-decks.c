/* gros-rules-decks.c: what GROS gives the shared interface to deal decks: random Feature Pack
 * decks, and the Title a deck file brings. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-rules"

#include "config.h"

#include "gros-card-db.h"
#include "gros-game-decks.h"
#include "gros-rules.h"
#include "gros-format.h"

/* The deck the table, simulations and the lab deal: three random Feature Packs and two other
 * cards, fitted to the format (gros_game_decks_add_random_from()). */
gboolean
gros_rules_random_deck (DriveInCatalog        *catalog,
                        const char * const *sigils,
                        gconstpointer       params,
                        GRand              *rand,
                        GPtrArray          *out_ids,
                        GPtrArray          *out_words,
                        GError            **error)
{
  const GrosRulesParams *p = params;
  const GrosFormat *format = gros_format_get (p != NULL ? p->format : GROS_FORMAT_FEATURE_FILM);
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (DRIVE_IN_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (rand != NULL && out_ids != NULL, FALSE);

  if (format == NULL)
    format = gros_format_get (GROS_FORMAT_FEATURE_FILM);
  if (!gros_game_decks_deal_random (catalog, sigils, format, rand, NULL, out_ids, words, NULL,
                                    error))
    return FALSE;
  for (guint i = 0; out_words != NULL && i < words->len; i++)
    g_ptr_array_add (out_words, g_steal_pointer (&words->pdata[i]));
  return TRUE;
}

/* A deck's fixed Title, as the table reads it (gros_game_decks_add_deck()): the words some
 * card of the deck bears first. */
void
gros_rules_deck_words (DriveInDeck    *deck,
                       DriveInCatalog *catalog,
                       GPtrArray   *out_words)
{
  g_autoptr(GrosGameDecks) decks = NULL;
  GrosGameSetup setup = { 0 };
  GrosCardDb *db;

  g_return_if_fail (DRIVE_IN_IS_DECK (deck));
  g_return_if_fail (out_words != NULL);

  if (catalog == NULL)
    catalog = drive_in_deck_get_catalog (deck);
  if (drive_in_deck_get_title (deck) == NULL || catalog == NULL)
    return;
  /* A deck the catalog cannot resolve has no words to give: playing it fails anyway. */
  decks = gros_game_decks_new (catalog, NULL);
  if (!gros_game_decks_add_deck (decks, deck, NULL))
    return;
  gros_game_decks_fill_setup (decks, &setup);
  db = gros_game_decks_get_db (decks);
  for (guint w = 0; w < setup.n_title_words[0]; w++)
    g_ptr_array_add (out_words, g_strdup (gros_card_db_word (db, setup.titles[0][w])));
}
