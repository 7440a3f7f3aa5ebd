/* test-release-reader.c: a game's own release layout, read through the reader it registers. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include <glib/gstdio.h>

#include "drive-in-core.h"
#include "drive-in-release-loader-private.h"
#include "gros-test-util.h"

/* A made-up game whose list.json names a card's kind "suit" and its value "rank", which the
 * shared layout (a "type" and an "attributes" object) would refuse. */
#define SUITS_ID "made-up-suits"

static const DriveInCardKindInfo suits_kinds[] = {
  { "cups", "Cups", "Cups" },
  { "coins", "Coins", "Coins" },
};
static const DriveInGameVariant suits_variants[] = { { "plain", "Plain", 2, 4, NULL, FALSE } };
static const DriveInGameInfo suits_info = {
  .id = SUITS_ID,
  .label = "Suits",
  .kinds = suits_kinds,
  .n_kinds = G_N_ELEMENTS (suits_kinds),
  .variants = suits_variants,
  .n_variants = G_N_ELEMENTS (suits_variants),
};

static void
read_suits_card (Loader     *loader,
                 JsonObject *object,
                 const char *file,
                 const char *where,
                 CardData   *data)
{
  DriveInCardAttribute rank = { 0 };
  gboolean present, variable;

  if (drive_in_loader_read_text (loader, object, "suit", TEXT_REQUIRED | TEXT_ONE_LINE, FALSE,
                                 file, where, &data->kind)
      && drive_in_game_info_find_kind (&suits_info, data->kind) == NULL)
    drive_in_loader_problem (loader, DRIVE_IN_ERROR_INVALID, file, where, "no suit '%s'",
                             data->kind);
  if (!drive_in_loader_read_number (loader, object, "rank", FALSE, FALSE, file, where, &present,
                                    &variable, &rank.value)
      || !present)
    return;
  rank.name = g_strdup ("rank");
  data->attributes = g_array_new (FALSE, TRUE, sizeof (DriveInCardAttribute));
  g_array_append_val (data->attributes, rank);
}

static const DriveInReleaseReader suits_reader = {
  .game = SUITS_ID,
  .read_card = read_suits_card,
};

/* A release folder of the made-up game holding @list as its list.json. */
static char *
write_release (const char *list)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *template = g_build_filename (gros_test_get_data_home (), "suits-XXXXXX", NULL);
  char *folder = g_mkdtemp (g_steal_pointer (&template));
  g_autofree char *manifest = g_build_filename (folder, "manifest.json", NULL);
  g_autofree char *list_path = g_build_filename (folder, "list.json", NULL);

  g_assert_nonnull (folder);
  g_file_set_contents (manifest,
                       "{ \"sigil\": \"suits\", \"name\": \"Suits\", \"game\": \"" SUITS_ID "\" }",
                       -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (list_path, list, -1, &error);
  g_assert_no_error (error);
  return folder;
}

static DriveInRelease *
load (const char  *list,
      GError     **error)
{
  g_autofree char *path = write_release (list);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  DriveInRelease *release = drive_in_release_load (folder, NULL, error);

  gros_test_rm_rf (path);
  return release;
}

static void
test_registered_reader (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInCard) card = NULL;

  g_assert_true (drive_in_release_reader_lookup (SUITS_ID) == &suits_reader);
  release = load ("[ { \"number\": \"1\", \"name\": \"Ace of Cups\", \"suit\": \"cups\","
                  "    \"rank\": \"1\" },"
                  "  { \"number\": \"2\", \"name\": \"Two of Coins\", \"suit\": \"coins\","
                  "    \"rank\": 2 } ]", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_release_get_game (release), ==, SUITS_ID);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_cards (release)), ==, 2);

  card = g_list_model_get_item (drive_in_release_get_cards (release), 1);
  g_assert_cmpstr (drive_in_card_get_id (card), ==, "suits:2");
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "Two of Coins");
  g_assert_cmpstr (drive_in_card_get_kind (card), ==, "coins");
  g_assert_cmpstr (drive_in_game_info_card_kind_label (card), ==, "Coins");
  g_assert_cmpint (drive_in_card_get_attribute_int (card, "rank", -1), ==, 2);
}

/* What the game's reader finds wrong is the release's problem, with where it is. */
static void
test_registered_reader_problems (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;

  release = load ("[ { \"number\": \"1\", \"name\": \"Ace of Swords\", \"suit\": \"swords\" },"
                  "  { \"number\": \"2\", \"name\": \"Two of Cups\", \"suit\": \"cups\","
                  "    \"rank\": \"two\" } ]", &error);
  g_assert_null (release);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "list.json: card 1: no suit 'swords'"));
  g_assert_nonnull (strstr (error->message, "list.json: card 2: rank 'two' is not a number"));
}

/* Registering twice, or a reader without its function, is refused. */
static void
test_register_refuses (void)
{
  static const DriveInReleaseReader again = { .game = SUITS_ID, .read_card = read_suits_card };

  static const DriveInReleaseReader no_function = { .game = "made-up-other" };

  g_test_expect_message ("drive-in-core", G_LOG_LEVEL_CRITICAL, "*lookup (reader->game) == NULL*");
  g_assert_false (drive_in_release_reader_register (&again));
  g_test_assert_expected_messages ();
  g_test_expect_message ("drive-in-core", G_LOG_LEVEL_CRITICAL, "*read_card != NULL*");
  g_assert_false (drive_in_release_reader_register (&no_function));
  g_test_assert_expected_messages ();
  g_assert_null (drive_in_release_reader_lookup ("made-up-other"));
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_assert_true (drive_in_game_info_register (&suits_info));
  g_assert_true (drive_in_release_reader_register (&suits_reader));

  g_test_add_func ("/drive-in/release-reader/registered", test_registered_reader);
  g_test_add_func ("/drive-in/release-reader/registered-problems",
                   test_registered_reader_problems);
  g_test_add_func ("/drive-in/release-reader/register-refuses", test_register_refuses);

  return g_test_run ();
}
