/* test-deck.c: DriveInDeck: the list model, card resolution, quick build, deck files, saving. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include "test-deck-common.h"
#include "grotto-game-id.h"
#include "gros-deck.h"

typedef struct
{
  guint position, removed, added;
} Change;

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GArray     *changes)
{
  Change change = { position, removed, added };
  g_array_append_val (changes, change);
}

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           GString    *log)
{
  g_string_append_printf (log, "%s;", pspec->name);
}

static void
assert_change (GArray *changes,
               guint   index,
               guint   position,
               guint   removed,
               guint   added)
{
  Change *change;

  g_assert_cmpuint (index, <, changes->len);
  change = &g_array_index (changes, Change, index);
  g_assert_cmpuint (change->position, ==, position);
  g_assert_cmpuint (change->removed, ==, removed);
  g_assert_cmpuint (change->added, ==, added);
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("drive-in-deck-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static guint
count_dir_entries (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
test_model (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = gros_deck_new (catalog, "Test", GROS_FORMAT_FEATURE_FILM);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr(GString) notified = g_string_new (NULL);
  g_autoptr(DriveInDeckEntry) item = NULL;
  g_auto(GStrv) ids = NULL;
  const char *expected_ids[] = { "deck-test:01-01", "deck-test:01-04", "other:99-99",
                                 "deck-test:01-01", NULL };

  g_signal_connect (deck, "items-changed", G_CALLBACK (on_items_changed), changes);
  g_signal_connect (deck, "notify::n-items", G_CALLBACK (on_notify), notified);

  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (deck)) == DRIVE_IN_TYPE_DECK_ENTRY);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (deck)), ==, 0);

  drive_in_deck_add (deck, "deck-test:01-01");
  drive_in_deck_add (deck, "other:99-99");
  drive_in_deck_insert (deck, 1, "deck-test:01-04");
  drive_in_deck_add_card (deck, drive_in_catalog_lookup (catalog, "deck-test:01-01"));
  assert_change (changes, 0, 0, 0, 1);
  assert_change (changes, 1, 1, 0, 1);
  assert_change (changes, 2, 1, 0, 1);
  assert_change (changes, 3, 3, 0, 1);
  g_assert_cmpstr (notified->str, ==, "n-items;n-items;n-items;n-items;");

  ids = drive_in_deck_dup_card_ids (deck);
  g_assert_cmpstrv (ids, expected_ids);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (deck)), ==, 4);
  item = g_list_model_get_item (G_LIST_MODEL (deck), 1);
  g_assert_cmpstr (drive_in_deck_entry_get_card_id (item), ==, "deck-test:01-04");
  g_assert_cmpstr (drive_in_deck_entry_get_name (item), ==, "Giant Moth");
  g_assert_true (drive_in_deck_entry_get_card (item)
                 == drive_in_catalog_lookup (catalog, "deck-test:01-04"));
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (deck), 4));

  /* The unknown id is kept, named by its id. */
  g_assert_null (drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, 2)));
  g_assert_cmpstr (drive_in_deck_entry_get_name (drive_in_deck_get_entry (deck, 2)), ==, "other:99-99");
  g_assert_cmpuint (drive_in_deck_count_unknown (deck), ==, 1);

  g_assert_true (drive_in_deck_contains (deck, "deck-test:01-01"));
  g_assert_false (drive_in_deck_contains (deck, "deck-test:01-02"));
  g_assert_cmpuint (drive_in_deck_count (deck, "deck-test:01-01"), ==, 2);
  g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_CHARACTER), ==, 2);
  g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_CREATURE), ==, 1);
  g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_PROP), ==, 0);

  /* remove() takes the last copy. */
  g_assert_true (drive_in_deck_remove (deck, "deck-test:01-01"));
  assert_change (changes, 4, 3, 1, 0);
  g_assert_cmpuint (drive_in_deck_count (deck, "deck-test:01-01"), ==, 1);
  g_assert_false (drive_in_deck_remove (deck, "deck-test:01-02"));
  g_assert_cmpuint (changes->len, ==, 5);

  drive_in_deck_remove_at (deck, 0);
  assert_change (changes, 5, 0, 1, 0);
  g_assert_false (drive_in_deck_contains (deck, "deck-test:01-01"));

  drive_in_deck_clear (deck);
  assert_change (changes, 6, 0, 2, 0);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);
  g_assert_false (drive_in_deck_contains (deck, "other:99-99"));
  drive_in_deck_clear (deck);
  g_assert_cmpuint (changes->len, ==, 7);
}

static void
test_valid_card_ids (void)
{
  g_assert_true (drive_in_deck_is_valid_card_id ("gros-dc:01-01"));
  g_assert_true (drive_in_deck_is_valid_card_id ("drive-in:A.1_b+2"));
  g_assert_false (drive_in_deck_is_valid_card_id ("gros-dc"));
  g_assert_false (drive_in_deck_is_valid_card_id (":01-01"));
  g_assert_false (drive_in_deck_is_valid_card_id ("gros-dc:"));
  g_assert_false (drive_in_deck_is_valid_card_id ("gros-dc:01:01"));
  g_assert_false (drive_in_deck_is_valid_card_id ("gros dc:01-01"));
  g_assert_false (drive_in_deck_is_valid_card_id ("gros-dc:01-01\n"));
  g_assert_false (drive_in_deck_is_valid_card_id ("gros-dc:<01>"));
  g_assert_false (drive_in_deck_is_valid_card_id (NULL));
}

static void
test_properties (void)
{
  g_autoptr(DriveInDeck) deck = gros_deck_new (NULL, "One", GROS_FORMAT_FEATURE_FILM);
  g_autoptr(GString) notified = g_string_new (NULL);
  g_autofree char *variant = NULL;
  g_autofree char *title = NULL;

  g_signal_connect (deck, "notify", G_CALLBACK (on_notify), notified);

  drive_in_deck_set_name (deck, "One");
  gros_deck_set_format (deck, GROS_FORMAT_FEATURE_FILM);
  drive_in_deck_set_title (deck, NULL);
  g_assert_cmpstr (notified->str, ==, "");

  drive_in_deck_set_name (deck, "Two\nLines\t!");
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "Two Lines !");
  gros_deck_set_format (deck, GROS_FORMAT_TITLED_EPISODE);
  drive_in_deck_set_title (deck, "The Crypt");
  drive_in_deck_set_title (deck, "");
  g_assert_null (drive_in_deck_get_title (deck));
  g_object_set (deck, "title", "Vs.", NULL);
  g_assert_cmpstr (notified->str, ==, "name;variant;title;title;title;");

  g_object_get (deck, "variant", &variant, "title", &title, NULL);
  g_assert_cmpstr (variant, ==, "titled-episode");
  g_assert_cmpstr (title, ==, "Vs.");
}

static void
test_resolve (void)
{
  g_autoptr(DriveInCatalog) fixture = deck_test_catalog (NULL);
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(DriveInDeck) deck = gros_deck_new (NULL, "Later", GROS_FORMAT_FEATURE_FILM);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr(DriveInRelease) release = NULL;

  drive_in_deck_add (deck, "deck-test:01-01");
  drive_in_deck_add (deck, "nowhere:01-01");
  drive_in_deck_add (deck, "deck-test:02-02");
  g_assert_cmpuint (drive_in_deck_count_unknown (deck), ==, 3);
  g_signal_connect (deck, "items-changed", G_CALLBACK (on_items_changed), changes);

  /* Validation resolves through the catalog it is given... */
  assert_problems (deck, fixture, "unknown-card deck-size roll-the-credits-count");

  /* ...an empty catalog resolves nothing... */
  drive_in_deck_set_catalog (deck, catalog);
  g_assert_cmpuint (changes->len, ==, 0);
  g_assert_cmpuint (drive_in_deck_count_unknown (deck), ==, 3);

  /* ...and a release added to the deck's catalog resolves its cards. */
  release = g_list_model_get_item (drive_in_catalog_get_releases (fixture), 0);
  drive_in_catalog_add_release (catalog, release);
  g_assert_cmpuint (drive_in_deck_count_unknown (deck), ==, 1);
  g_assert_cmpuint (changes->len, ==, 1);
  assert_change (changes, 0, 0, 3, 3);
  g_assert_cmpstr (drive_in_deck_entry_get_name (drive_in_deck_get_entry (deck, 2)), ==,
                   "Lighthouse Keeper");

  drive_in_deck_set_catalog (deck, NULL);
  g_assert_cmpuint (drive_in_deck_count_unknown (deck), ==, 3);
  g_assert_cmpuint (changes->len, ==, 2);
}

static void
test_add_pack (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = gros_deck_new (catalog, "Packs", GROS_FORMAT_FEATURE_FILM);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr(GError) error = NULL;

  g_signal_connect (deck, "items-changed", G_CALLBACK (on_items_changed), changes);

  g_assert_false (drive_in_deck_add_pack (deck, NULL, "deck-test:05", &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "deck-test:05"));
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);
  g_clear_error (&error);

  g_assert_true (drive_in_deck_add_pack (deck, NULL, "deck-test:02", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 16);
  g_assert_cmpuint (changes->len, ==, 1);
  assert_change (changes, 0, 0, 0, 16);
  g_assert_cmpstr (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, 0)), ==,
                   "deck-test:02-01");
  g_assert_cmpstr (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, 15)), ==,
                   "deck-test:02-16");
  g_assert_cmpuint (drive_in_deck_count_unknown (deck), ==, 0);
  g_assert_cmpuint (gros_deck_count_by_type (deck, GROS_CARD_TYPE_PLOT_TWIST), ==, 2);
}

static void
test_from_packs (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  const char *packs[] = { "deck-test:01", "deck-test:03", "deck-test:04", NULL };
  const char *extras[] = { "deck-test:02-07", "deck-test:02-12", NULL };
  const char *bad_extras[] = { "deck-test:02-07", "deck-test:02-99", NULL };
  const char *bad_packs[] = { "deck-test:01", "deck-test:9", "deck-test:04", NULL };
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GError) error = NULL;

  deck = gros_deck_new_from_packs (catalog, packs, extras, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 50);
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_FEATURE_FILM);
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==,
                   "Night at the Projection Booth + Space Invaders From Suburbia + "
                   "Harvest Moon Massacre");
  g_assert_cmpstr (drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, 49)), ==,
                   "deck-test:02-12");
  assert_problems (deck, NULL, "");
  g_clear_object (&deck);

  g_assert_null (gros_deck_new_from_packs (catalog, packs, bad_extras, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "deck-test:02-99"));
  g_clear_error (&error);

  g_assert_null (gros_deck_new_from_packs (catalog, bad_packs, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "deck-test:9"));
}

static void
assert_same_deck (DriveInDeck *a,
                  DriveInDeck *b)
{
  g_auto(GStrv) ids_a = drive_in_deck_dup_card_ids (a);
  g_auto(GStrv) ids_b = drive_in_deck_dup_card_ids (b);

  g_assert_cmpstr (drive_in_deck_get_name (a), ==, drive_in_deck_get_name (b));
  g_assert_cmpint (gros_deck_get_format (a), ==, gros_deck_get_format (b));
  g_assert_cmpstr (drive_in_deck_get_title (a), ==, drive_in_deck_get_title (b));
  g_assert_cmpstrv (ids_a, ids_b);
}

/* Decks of other games: their game and variant, copies, a side deck, and the file. */
static void
test_other_game_deck (void)
{
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(DriveInDeck) loaded = NULL;
  g_autoptr(DriveInDeck) today = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  g_autofree char *again = NULL;
  gsize length;

  deck = drive_in_deck_new_for_game (NULL, "Cave Crew", GROTTO_GAME_ID, NULL);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, GROTTO_GAME_ID);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "classic");
  g_assert_true (drive_in_deck_set_variant (deck, "rumble"));
  g_assert_false (drive_in_deck_set_variant (deck, "feature-film"));
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "rumble");

  for (guint i = 0; i < 3; i++)
    drive_in_deck_add (deck, "cave:1");
  drive_in_deck_add (deck, "cave:2");
  drive_in_deck_add_side (deck, "cave:1");
  drive_in_deck_add_side (deck, "cave:3");
  g_assert_cmpuint (drive_in_deck_count (deck, "cave:1"), ==, 3);
  g_assert_cmpuint (drive_in_deck_count_side (deck, "cave:1"), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_deck_get_side (deck)), ==, 2);
  g_assert_true (drive_in_deck_remove_side (deck, "cave:3"));
  g_assert_false (drive_in_deck_remove_side (deck, "cave:3"));

  data = drive_in_deck_to_data (deck, &length);
  g_assert_nonnull (strstr (data, "game=\"grotto-beasts\" format=\"rumble\""));
  g_assert_nonnull (strstr (data, "<side>"));
  loaded = drive_in_deck_load_from_data (data, length, "cave.gros-deck", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_deck_get_game (loaded), ==, GROTTO_GAME_ID);
  g_assert_cmpstr (drive_in_deck_get_variant (loaded), ==, "rumble");
  g_assert_cmpuint (drive_in_deck_get_n_cards (loaded), ==, 4);
  g_assert_cmpuint (drive_in_deck_count_side (loaded, "cave:1"), ==, 1);
  again = drive_in_deck_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, data);

  /* A GROS deck keeps today's file: no game attribute, its format as the variant. */
  today = gros_deck_new (NULL, "Old", GROS_FORMAT_EPISODE);
  g_assert_cmpstr (drive_in_deck_get_game (today), ==, GROS_GAME_ID);
  g_assert_cmpstr (drive_in_deck_get_variant (today), ==, "episode");
  g_clear_pointer (&data, g_free);
  data = drive_in_deck_to_data (today, NULL);
  g_assert_null (strstr (data, "game="));
  g_assert_true (drive_in_deck_set_variant (today, "classic"));
  g_assert_cmpint (gros_deck_get_format (today), ==, GROS_FORMAT_CLASSIC);
}

/* A deck file naming no game is of the unnamed default game (GROS), as is a deck made without
 * one, and such a deck is saved again without a game. */
static void
test_unnamed_game (void)
{
  static const char xml[] =
    "<gros-deck version=\"1\" format=\"episode\"><name>Old</name></gros-deck>";
  const char *unnamed = drive_in_game_info_get_unnamed_default ();
  g_autoptr(DriveInDeck) plain = g_object_new (DRIVE_IN_TYPE_DECK, NULL);
  g_autoptr(DriveInDeck) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;

  g_assert_cmpstr (unnamed, ==, GROS_GAME_ID);
  g_assert_cmpstr (drive_in_deck_get_game (plain), ==, unnamed);
  loaded = drive_in_deck_load_from_data (xml, strlen (xml), "old.gros-deck", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_deck_get_game (loaded), ==, unnamed);
  g_assert_cmpstr (drive_in_deck_get_variant (loaded), ==, "episode");
  data = drive_in_deck_to_data (loaded, NULL);
  g_assert_null (strstr (data, "game="));
}

static void
test_other_game_file_errors (void)
{
  static const struct
  {
    const char *xml;
    const char *message;
  } cases[] = {
    { "<gros-deck version=\"1\" game=\"chess\" format=\"classic\"><name>x</name></gros-deck>",
      "bad.gros-deck:1: unknown game “chess”; the games are gros, grotto-beasts, groo, gruff." },
    { "<gros-deck version=\"1\" game=\"gruff\" format=\"rumble\"><name>x</name></gros-deck>",
      "bad.gros-deck:1: unknown deck format “rumble”; the formats are duel." },
    { "<gros-deck version=\"1\" format=\"rumble\"><name>x</name></gros-deck>",
      /* GROS's variants in the order the New Game dialog offers them. */
      "bad.gros-deck:1: unknown deck format “rumble”; the formats are feature-film, episode, "
      "titled-feature, titled-episode, draft, classic, resurrected, cult-classic, student-films." },
    { "<gros-deck version=\"1\" game=\"grotto-beasts\" format=\"classic\"><name>x</name>"
      "<side><card id=\"nope\"/></side></gros-deck>",
      "bad.gros-deck:1: not a valid deck file" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(DriveInDeck) deck = drive_in_deck_load_from_data (cases[i].xml, strlen (cases[i].xml),
                                                           "bad.gros-deck", NULL, &error);

      g_assert_null (deck);
      g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("case %u: “%s” does not start with “%s”", i, error->message, cases[i].message);
    }
}

static void
test_file_round_trip (void)
{
  g_autoptr(DriveInCatalog) catalog = deck_test_catalog (NULL);
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(DriveInDeck) loaded = NULL;
  g_autoptr(DriveInDeck) untitled = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "round" DRIVE_IN_DECK_FILE_EXTENSION, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;

  for (guint f = 0; f < GROS_FORMAT_N_IDS; f++)
    {
      deck = gros_deck_new (catalog, "Quotes \" ' & <angles> — ünïcode", f);
      drive_in_deck_set_title (deck, "The Mad Moth & the <Lagoon>");
      drive_in_deck_add (deck, "deck-test:02-01");
      drive_in_deck_add (deck, "deck-test:01-04");
      drive_in_deck_add (deck, "unknown:01-01");
      drive_in_deck_add (deck, "deck-test:02-01");

      g_assert_true (drive_in_deck_save (deck, file, NULL, &error));
      g_assert_no_error (error);
      loaded = drive_in_deck_load (file, catalog, NULL, &error);
      g_assert_no_error (error);
      assert_same_deck (deck, loaded);
      g_assert_nonnull (drive_in_deck_entry_get_card (drive_in_deck_get_entry (loaded, 0)));
      g_assert_null (drive_in_deck_entry_get_card (drive_in_deck_get_entry (loaded, 2)));
      g_clear_object (&deck);
      g_clear_object (&loaded);
    }

  /* The file holds the last format saved. */
  contents = read_file (path);
  g_assert_true (g_str_has_prefix (contents, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                   "<gros-deck version=\"1\" format=\"student-films\">\n"));
  g_assert_nonnull (strstr (contents, "  <card id=\"unknown:01-01\"/>\n"));

  /* No title, no cards. */
  untitled = gros_deck_new (NULL, "", GROS_FORMAT_EPISODE);
  g_assert_true (drive_in_deck_save (untitled, file, NULL, &error));
  g_assert_no_error (error);
  loaded = drive_in_deck_load (file, NULL, NULL, &error);
  g_assert_no_error (error);
  assert_same_deck (untitled, loaded);
  g_assert_null (drive_in_deck_get_title (loaded));
  g_clear_object (&loaded);

  /* No temporary files left behind. */
  g_assert_cmpuint (count_dir_entries (dir), ==, 1);
  gros_test_rm_rf (dir);

  /* A hand-written file with comments. */
  {
    g_autoptr(GFile) good = gros_test_get_source_file ("fixtures/decks/good.gros-deck");
    const char *ids[] = { "deck-test:01-04", "deck-test:02-01", "deck-test:02-10",
                          "elsewhere:07-07", "deck-test:01-04", NULL };
    g_auto(GStrv) loaded_ids = NULL;

    loaded = drive_in_deck_load (good, catalog, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (drive_in_deck_get_name (loaded), ==, "Swamp & Moth <test>");
    g_assert_cmpstr (drive_in_deck_get_title (loaded), ==, "The Mad Moth of the Lagoon");
    g_assert_cmpint (gros_deck_get_format (loaded), ==, GROS_FORMAT_TITLED_EPISODE);
    loaded_ids = drive_in_deck_dup_card_ids (loaded);
    g_assert_cmpstrv (loaded_ids, ids);
    g_assert_cmpuint (drive_in_deck_count_unknown (loaded), ==, 1);
  }
}

static void
assert_load_error (const char *fixture,
                   int         code,
                   const char *line,
                   const char *fragment)
{
  g_autofree char *relative = g_strconcat ("fixtures/decks/", fixture, NULL);
  g_autoptr(GFile) file = gros_test_get_source_file (relative);
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *prefix = g_strconcat (name, line, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInDeck) deck = drive_in_deck_load (file, NULL, NULL, &error);

  g_test_message ("%s: %s", fixture, error != NULL ? error->message : "(loaded)");
  g_assert_null (deck);
  g_assert_error (error, DRIVE_IN_ERROR, code);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_nonnull (strstr (error->message, fragment));
}

static void
test_file_errors (void)
{
  assert_load_error ("not-xml.gros-deck", DRIVE_IN_ERROR_PARSE, ":1: ", "not well-formed XML");
  assert_load_error ("unclosed.gros-deck", DRIVE_IN_ERROR_PARSE, ":5: ", "not well-formed XML");
  assert_load_error ("wrong-root.gros-deck", DRIVE_IN_ERROR_INVALID, ":2: ",
                     "the root element is <deck>, not <gros-deck>");
  assert_load_error ("schema-violation.gros-deck", DRIVE_IN_ERROR_INVALID, ":5: ",
                     "not a valid deck file: Element card failed to validate attributes; a "
                     "<card> has one attribute, id=\"SIGIL:NUMBER\"");
  assert_load_error ("bad-card-id.gros-deck", DRIVE_IN_ERROR_INVALID, ":5: ",
                     "not a valid deck file");
  assert_load_error ("misplaced-title.gros-deck", DRIVE_IN_ERROR_INVALID, ":3: ",
                     "in that order");
  assert_load_error ("unknown-format.gros-deck", DRIVE_IN_ERROR_INVALID, ":2: ",
                     "unknown deck format “standard”");
  assert_load_error ("future-version.gros-deck", DRIVE_IN_ERROR_INVALID, ":2: ",
                     "version “2” is not supported");
  assert_load_error ("external-entity.gros-deck", DRIVE_IN_ERROR_PARSE, ":2: ", "<!DOCTYPE>");
  assert_load_error ("billion-laughs.gros-deck", DRIVE_IN_ERROR_PARSE, ":2: ", "<!DOCTYPE>");
  assert_load_error ("undeclared-entity.gros-deck", DRIVE_IN_ERROR_PARSE, ":3: ",
                     "not well-formed XML");
  assert_load_error ("does-not-exist.gros-deck", DRIVE_IN_ERROR_IO, ": ", "no such file");
  assert_load_error ("release", DRIVE_IN_ERROR_IO, ": ", "folder");
}

static void
test_file_entity_not_read (void)
{
  const char *data = "<?xml version=\"1.0\"?>\n"
                     "<!DOCTYPE gros-deck SYSTEM \"file:///etc/passwd\">\n"
                     "<gros-deck version=\"1\" format=\"episode\"><name>x</name></gros-deck>";
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInDeck) deck = drive_in_deck_load_from_data (data, strlen (data), "memory", NULL,
                                                       &error);

  g_assert_null (deck);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "memory:2: "));
  g_assert_null (strstr (error->message, "root:"));
  g_clear_error (&error);

  deck = drive_in_deck_load_from_data ("", 0, "empty.gros-deck", NULL, &error);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "empty.gros-deck: "));
}

/* A valid deck file of exactly @size bytes, padded with a comment. */
static char *
padded_deck (gsize size)
{
  const char *head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- ";
  const char *tail = " -->\n<gros-deck version=\"1\" format=\"draft\"><name>Big</name>"
                     "<card id=\"deck-test:01-01\"/></gros-deck>\n";
  char *data = g_malloc (size + 1);
  gsize head_len = strlen (head), tail_len = strlen (tail);

  g_assert_cmpuint (size, >, head_len + tail_len);
  memcpy (data, head, head_len);
  memset (data + head_len, 'x', size - head_len - tail_len);
  memcpy (data + size - tail_len, tail, tail_len);
  data[size] = '\0';
  return data;
}

static void
test_file_too_large (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "big.gros-deck", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInDeck) deck = NULL;
  g_autofree char *limit = padded_deck (DRIVE_IN_DECK_FILE_MAX_SIZE);
  g_autofree char *over = padded_deck (DRIVE_IN_DECK_FILE_MAX_SIZE + 1);

  /* 4 MiB is still a deck file... */
  g_file_set_contents (path, limit, DRIVE_IN_DECK_FILE_MAX_SIZE, &error);
  g_assert_no_error (error);
  deck = drive_in_deck_load (file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 1);
  g_clear_object (&deck);

  /* ...one byte more is not. */
  g_file_set_contents (path, over, DRIVE_IN_DECK_FILE_MAX_SIZE + 1, &error);
  g_assert_no_error (error);
  deck = drive_in_deck_load (file, NULL, NULL, &error);
  g_assert_null (deck);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, "larger than 4 MiB"));
  g_clear_error (&error);

  deck = drive_in_deck_load_from_data (over, DRIVE_IN_DECK_FILE_MAX_SIZE + 1, "mem", NULL, &error);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);

  gros_test_rm_rf (dir);
}

static DriveInDeck *
small_deck (const char *name)
{
  DriveInDeck *deck = gros_deck_new (NULL, name, GROS_FORMAT_FEATURE_FILM);

  for (guint i = 1; i <= 20; i++)
    {
      g_autofree char *id = g_strdup_printf ("deck-test:01-%02u", i);
      drive_in_deck_add (deck, id);
    }
  return deck;
}

/* The folder and file the save subprocesses work on. */
#define SAVE_DIR_ENV "DRIVE_IN_TEST_SAVE_DIR"

static void
prepare_save_dir (char **out_dir,
                  char **out_path,
                  char **out_old)
{
  g_autoptr(DriveInDeck) old = small_deck ("Old deck");
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  char *dir = make_temp_dir ();
  char *path = g_build_filename (dir, "deck.gros-deck", NULL);

  file = g_file_new_for_path (path);
  g_assert_true (drive_in_deck_save (old, file, NULL, &error));
  g_assert_no_error (error);
  /* Writable by anyone, so only the folder's permission stands in the way. */
  g_assert_cmpint (g_chmod (path, 0666), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);

  *out_dir = dir;
  *out_path = path;
  *out_old = read_file (path);
  g_setenv (SAVE_DIR_ENV, dir, TRUE);
}

static void
save_new_deck_in_subprocess (void)
{
  const char *dir = g_getenv (SAVE_DIR_ENV);
  g_autofree char *path = g_build_filename (dir, "deck.gros-deck", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(DriveInDeck) deck = small_deck ("New deck, much longer than the old one");
  g_autoptr(GError) error = NULL;

  drive_in_deck_add (deck, "deck-test:02-01");
  g_assert_false (drive_in_deck_save (deck, file, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_printerr ("save failed as expected: %s\n", error->message);
}

static void
test_save_read_only_folder (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *old = NULL;
  g_autofree char *after = NULL;

  if (g_test_subprocess ())
    {
      /* root ignores permissions: run the save as nobody. */
      if (geteuid () == 0)
        g_assert_true (setgid (65534) == 0 && setuid (65534) == 0);
      save_new_deck_in_subprocess ();
      return;
    }

  prepare_save_dir (&dir, &path, &old);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*save failed as expected*");
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);

  after = read_file (path);
  g_assert_cmpstr (after, ==, old);
  g_assert_cmpuint (count_dir_entries (dir), ==, 1);
  gros_test_rm_rf (dir);
}

static void
test_save_write_fails (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *old = NULL;
  g_autofree char *after = NULL;

  if (g_test_subprocess ())
    {
      struct rlimit limit;

      /* Any write past 100 bytes fails with EFBIG, as on a full disk. */
      g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      limit.rlim_cur = 100;
      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      save_new_deck_in_subprocess ();
      return;
    }

  prepare_save_dir (&dir, &path, &old);
  g_assert_cmpuint (strlen (old), >, 100);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*save failed as expected*");

  after = read_file (path);
  g_assert_cmpstr (after, ==, old);
  /* The half-written temporary file is gone too. */
  g_assert_cmpuint (count_dir_entries (dir), ==, 1);
  gros_test_rm_rf (dir);
}

static void
test_save_to_missing_folder (void)
{
  g_autoptr(DriveInDeck) deck = small_deck ("Nowhere");
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "missing", "deck.gros-deck", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_false (drive_in_deck_save (deck, file, NULL, &error));
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, path));
  gros_test_rm_rf (dir);
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/deck/model", test_model);
  g_test_add_func ("/drive-in/deck/valid-card-ids", test_valid_card_ids);
  g_test_add_func ("/drive-in/deck/properties", test_properties);
  g_test_add_func ("/drive-in/deck/resolve", test_resolve);
  g_test_add_func ("/drive-in/deck/add-pack", test_add_pack);
  g_test_add_func ("/drive-in/deck/from-packs", test_from_packs);
  g_test_add_func ("/drive-in/deck/file-round-trip", test_file_round_trip);
  g_test_add_func ("/drive-in/deck/other-game", test_other_game_deck);
  g_test_add_func ("/drive-in/deck/other-game-file-errors", test_other_game_file_errors);
  g_test_add_func ("/drive-in/deck/unnamed-game", test_unnamed_game);
  g_test_add_func ("/drive-in/deck/file-errors", test_file_errors);
  g_test_add_func ("/drive-in/deck/file-entity-not-read", test_file_entity_not_read);
  g_test_add_func ("/drive-in/deck/file-too-large", test_file_too_large);
  g_test_add_func ("/drive-in/deck/save-read-only-folder", test_save_read_only_folder);
  g_test_add_func ("/drive-in/deck/save-write-fails", test_save_write_fails);
  g_test_add_func ("/drive-in/deck/save-to-missing-folder", test_save_to_missing_folder);

  return g_test_run ();
}
