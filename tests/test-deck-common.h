/* test-deck-common.h: catalogs and decks shared by the deck and format tests. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drive-in-core.h"
#include "gros-test-util.h"

/* The invented "deck-test" release of tests/fixtures/decks/release: packs 01-04 of 16 cards,
 * numbered in the Director's Cut pack mix: -01..-03 Characters, -04..-06 Creatures, -07..-09
 * Special Effects, -10..-11 Locations, -12..-13 Props, -14..-15 Plot Twists, -16 Roll the
 * Credits. Both 01-16 and 02-16 are named "That's a Wrap". */
static inline DriveInCatalog *
deck_test_catalog (const char *language)
{
  const char *languages[] = { language != NULL ? language : "en", NULL };
  g_autoptr(GFile) folder = gros_test_get_source_file ("fixtures/decks/release");
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  DriveInCatalog *catalog;

  release = drive_in_release_load (folder, languages, &error);
  g_assert_no_error (error);
  g_assert_nonnull (release);
  catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (catalog, release);
  return catalog;
}

/* The shared Director's Cut release in a catalog, or NULL (the test is then skipped). */
static inline DriveInCatalog *
shared_dc_catalog (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GFile) folder = gros_test_get_shared_release ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) release = NULL;
  DriveInCatalog *catalog;

  if (folder == NULL)
    {
      g_test_skip ("the shared gros-dc release is not available");
      return NULL;
    }
  release = drive_in_release_load (folder, languages, &error);
  g_assert_no_error (error);
  catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (catalog, release);
  return catalog;
}

/* The rule ids of @problems, space-separated, for one-line assertions. */
static inline char *
problem_rules (GListModel *problems)
{
  GString *rules = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);
      g_string_append_printf (rules, "%s%s", i > 0 ? " " : "",
                              drive_in_deck_problem_get_rule_id (problem));
    }
  return g_string_free (rules, FALSE);
}

/* Asserts @deck has exactly the problems @expected ("deck-size unique", "" when legal). */
#define assert_problems(deck, catalog, expected)                                \
  G_STMT_START                                                                  \
  {                                                                             \
    g_autoptr(GListModel) problems_ = drive_in_deck_validate ((deck), (catalog));   \
    g_autofree char *rules_ = problem_rules (problems_);                        \
    g_assert_cmpstr (rules_, ==, (expected));                                   \
  }                                                                             \
  G_STMT_END
