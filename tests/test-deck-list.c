/* test-deck-list.c: plain-text card lists: import by id and by name, errors, export. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "test-deck-common.h"
#include "gros-deck.h"

static DriveInDeck *
import_ok (DriveInCatalog *catalog,
           const char  *text)
{
  g_autoptr(GError) error = NULL;
  DriveInDeck *deck = gros_deck_list_import (text, -1, "list.txt", catalog,
                                          GROS_FORMAT_FEATURE_FILM, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (deck);
  return deck;
}

static void
test_import_ids_and_names (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = NULL;
  g_auto(GStrv) ids = NULL;
  const char *text =
    "# My deck\r\n"
    "\n"
    "deck-test:01-01\r\n"
    "  giant MOTH   # the one with wings\n"
    "1x Mad Botanist\n"
    "1 Swamp   Leech\n"
    "1 x Foggy Pier\n"
    "2x deck-test:03-05\n"
    "nowhere:04-04\n"
    "\t\n"
    "   # indented comment\n"
    "Robot Butler Gone Wrong";
  const char *expected[] = {
    "deck-test:01-01", "deck-test:01-04", "deck-test:02-01", "deck-test:02-04",
    "deck-test:02-10", "deck-test:03-05", "deck-test:03-05", "nowhere:04-04",
    "deck-test:03-06", NULL
  };

  deck = import_ok (catalog, text);
  ids = drive_in_deck_dup_card_ids (deck);
  g_assert_cmpstrv (ids, expected);
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "Imported deck");
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_FEATURE_FILM);
  /* The unknown id is kept, for validation to report. */
  g_assert_cmpuint (drive_in_deck_count_unknown (deck), ==, 1);
  g_clear_object (&deck);

  deck = gros_deck_list_import ("deck-test:01-14\n", -1, NULL, catalog, GROS_FORMAT_EPISODE,
                                "Named", NULL);
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "Named");
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_EPISODE);
  g_clear_object (&deck);

  /* Empty lists are empty decks. */
  deck = import_ok (catalog, "# nothing\n\n");
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);
}

static void
test_import_original_name (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog ("fr");
  g_autoptr(DriveInDeck) deck = NULL;
  g_auto(GStrv) ids = NULL;
  const char *expected[] = { "deck-test:01-04", "deck-test:01-04", "deck-test:01-05", NULL };

  g_assert_cmpstr (drive_in_card_get_name (drive_in_catalog_lookup (catalog, "deck-test:01-04")), ==,
                   "Papillon Géant");
  deck = import_ok (catalog, "Giant Moth\npapillon géant\nMOMIE RIEUSE\n");
  ids = drive_in_deck_dup_card_ids (deck);
  g_assert_cmpstrv (ids, expected);
}

static void
test_import_unknown_name (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInDeck) deck = NULL;

  deck = gros_deck_list_import ("Giant Moth\n\n1x Gigantic Moth  # typo\n", -1, "list.txt",
                                catalog, GROS_FORMAT_FEATURE_FILM, NULL, &error);
  g_assert_null (deck);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "list.txt:3: no card is named “Gigantic Moth”.");
  g_clear_error (&error);

  /* Every bad line is reported, one per line; the first error sets the code. */
  deck = gros_deck_list_import ("That's a wrap\nNo Such Card\n150x Giant Moth\n", -1, "list.txt",
                                catalog, GROS_FORMAT_FEATURE_FILM, NULL, &error);
  g_assert_null (deck);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_AMBIGUOUS);
  g_assert_cmpstr (error->message, ==,
                   "list.txt:1: “That's a wrap” names 2 cards (deck-test:01-16, "
                   "deck-test:02-16); write the card id instead.\n"
                   "list.txt:2: no card is named “No Such Card”.\n"
                   "list.txt:3: a count must be between 1 and 99: “150x Giant Moth”.");
  g_clear_error (&error);

  deck = gros_deck_list_import ("Giant Moth\n\xff\n", -1, "bin.txt", catalog,
                                GROS_FORMAT_FEATURE_FILM, NULL, &error);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "bin.txt: "));
}

static void
test_import_ambiguous_dc (void)
{
  g_autoptr(DriveInCatalog) catalog = shared_dc_catalog ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInDeck) deck = NULL;

  if (catalog == NULL)
    return;

  /* Two Director's Cut Roll the Credits carry the same printed name. */
  deck = gros_deck_list_import ("gros-dc:01-01\nroll the credits (7)\n", -1, "dc.txt", catalog,
                                GROS_FORMAT_FEATURE_FILM, NULL, &error);
  g_assert_null (deck);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_AMBIGUOUS);
  g_assert_true (g_str_has_prefix (error->message, "dc.txt:2: "));
  g_assert_nonnull (strstr (error->message, "gros-dc:06-16"));
  g_assert_nonnull (strstr (error->message, "gros-dc:07-16"));
  g_clear_error (&error);

  /* A printed name on two lines matches with a space. */
  deck = gros_deck_list_import ("And It Was Suddenly Intergalactic War!\n", -1, "dc.txt",
                                catalog, GROS_FORMAT_FEATURE_FILM, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 1);
  g_assert_cmpuint (drive_in_deck_count_unknown (deck), ==, 0);
}

static void
test_export (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = gros_deck_new (catalog, "Export me", GROS_FORMAT_TITLED_EPISODE);
  g_autoptr(DriveInDeck) again = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) ids = NULL;
  const char *expected_text =
    "# Drive-In deck: Export me\n"
    "# Format: Titled Episode (titled-episode)\n"
    "# Title: The Mad Moth\n"
    "# 6 cards\n"
    "\n"
    "# Characters (2)\n"
    "deck-test:02-01  # Mad Botanist\n"
    "deck-test:01-01  # Nervous Projectionist\n"
    "\n"
    "# Creatures (1)\n"
    "deck-test:01-04  # Giant Moth\n"
    "\n"
    "# Roll the Credits (1)\n"
    "deck-test:01-16  # That's a Wrap\n"
    "\n"
    "# Unknown cards (2)\n"
    "lost:01-01\n"
    "lost:01-02\n";
  const char *regrouped[] = { "deck-test:02-01", "deck-test:01-01", "deck-test:01-04",
                              "deck-test:01-16", "lost:01-01", "lost:01-02", NULL };

  drive_in_deck_set_title (deck, "The Mad Moth");
  drive_in_deck_add (deck, "lost:01-01");
  drive_in_deck_add (deck, "deck-test:01-16");
  drive_in_deck_add (deck, "deck-test:02-01");
  drive_in_deck_add (deck, "deck-test:01-04");
  drive_in_deck_add (deck, "lost:01-02");
  drive_in_deck_add (deck, "deck-test:01-01");

  text = drive_in_deck_list_export (deck);
  g_assert_cmpstr (text, ==, expected_text);

  /* The export reads back to the same cards, grouped. */
  again = gros_deck_list_import (text, -1, "export.txt", catalog, GROS_FORMAT_EPISODE, NULL,
                                 &error);
  g_assert_no_error (error);
  ids = drive_in_deck_dup_card_ids (again);
  g_assert_cmpstrv (ids, regrouped);
}

static void
test_export_flattens_names (void)
{
  g_autoptr(DriveInCatalog) catalog = shared_dc_catalog ();
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(DriveInDeck) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) ids_again = NULL;
  const char *packs[] = { "gros-dc:01", "gros-dc:05", "gros-dc:09", NULL };
  g_auto(GStrv) lines = NULL;

  if (catalog == NULL)
    return;

  deck = gros_deck_new_from_packs (catalog, packs, NULL, &error);
  g_assert_no_error (error);
  text = drive_in_deck_list_export (deck);
  lines = g_strsplit (text, "\n", -1);
  /* Header (3 lines), 7 groups of a blank line and a heading, 48 cards, final newline. */
  g_assert_cmpuint (g_strv_length (lines), ==, 3 + 7 * 2 + 48 + 1);
  for (guint i = 0; lines[i] != NULL; i++)
    g_assert_null (strchr (lines[i], '\r'));

  again = gros_deck_list_import (text, -1, "export.txt", catalog, GROS_FORMAT_FEATURE_FILM,
                                 NULL, &error);
  g_assert_no_error (error);
  ids = drive_in_deck_dup_card_ids (deck);
  ids_again = drive_in_deck_dup_card_ids (again);
  g_assert_cmpuint (g_strv_length (ids), ==, g_strv_length (ids_again));
  for (guint i = 0; ids[i] != NULL; i++)
    g_assert_true (g_strv_contains ((const char * const *) ids_again, ids[i]));
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/deck-list/import-ids-and-names", test_import_ids_and_names);
  g_test_add_func ("/drive-in/deck-list/import-original-name", test_import_original_name);
  g_test_add_func ("/drive-in/deck-list/import-unknown-name", test_import_unknown_name);
  g_test_add_func ("/drive-in/deck-list/import-ambiguous-dc", test_import_ambiguous_dc);
  g_test_add_func ("/drive-in/deck-list/export", test_export);
  g_test_add_func ("/drive-in/deck-list/export-flattens-names", test_export_flattens_names);

  return g_test_run ();
}
