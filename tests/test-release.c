/* test-release.c: loading release folders: the starter, the official layout, broken ones. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include <glib/gstdio.h>

#include "drive-in-core.h"
#include "gros-test-util.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"

static const char * const english[] = { NULL };

static DriveInRelease *
load_fixture (const char         *name,
              const char * const *languages,
              GError            **error)
{
  g_autofree char *path = g_build_filename ("fixtures", "releases", name, NULL);
  g_autoptr(GFile) folder = gros_test_get_source_file (path);

  return drive_in_release_load (folder, languages, error);
}

static DriveInCard *
get_card (DriveInRelease *release,
          guint        position)
{
  DriveInCard *card = g_list_model_get_item (drive_in_release_get_cards (release), position);

  g_assert_nonnull (card);
  /* The release keeps its own reference. */
  g_object_unref (card);
  return card;
}

/* The error of loading @name: its message must hold each of the NULL-terminated lines. */
static void
assert_fixture_fails (const char *name,
                      int         code,
                      ...)
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  const char *expected;
  va_list args;

  release = load_fixture (name, english, &error);
  g_assert_null (release);
  g_assert_error (error, DRIVE_IN_ERROR, code);
  g_test_message ("%s:\n%s", name, error->message);

  lines = g_strsplit (error->message, "\n", -1);
  va_start (args, code);
  while ((expected = va_arg (args, const char *)) != NULL)
    {
      if (!g_strv_contains ((const char * const *) lines, expected))
        g_error ("'%s' has no line '%s' in:\n%s", name, expected, error->message);
    }
  va_end (args);
}

static void
test_starter_loads (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  GListModel *cards;
  guint n;

  release = drive_in_library_load_starter_release (english, &error);
  g_assert_no_error (error);
  g_assert_nonnull (release);
  g_assert_cmpstr (drive_in_release_get_sigil (release), ==, "drive-in");

  cards = drive_in_release_get_cards (release);
  n = g_list_model_get_n_items (cards);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      g_assert_cmpint (gros_card_get_type (card), <, GROS_CARD_N_TYPES);
      g_assert_true (g_str_has_prefix (drive_in_card_get_id (card), "drive-in:"));
      g_assert_cmpstr (drive_in_card_get_name (card), !=, "");
    }
}

static void
test_good_fixture (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInPack) pack = NULL;
  g_autofree char *art_name = NULL;
  g_autofree char *art_dir = NULL;
  GListModel *cards;
  DriveInCard *card;
  const char * const *warnings;

  release = load_fixture ("good", english, &error);
  g_assert_no_error (error);
  g_assert_nonnull (release);

  /* Entities decoded; unknown keys ("desription") ignored. */
  g_assert_cmpstr (drive_in_release_get_name (release), ==, "Fixture Features & Friends");
  g_assert_cmpstr (drive_in_release_get_short_name (release), ==, "Fixture");
  g_assert_cmpstr (drive_in_release_get_sigil (release), ==, "fixture");
  g_assert_cmpstr (drive_in_release_get_year (release), ==, "2026");
  g_assert_cmpstr (drive_in_release_get_kind (release), ==, "test");
  g_assert_null (drive_in_release_get_language (release));
  g_assert_true (g_strv_contains (drive_in_release_get_languages (release), "fr"));

  cards = drive_in_release_get_cards (release);
  g_assert_cmpuint (g_list_model_get_n_items (cards), ==, 9);

  /* Sorted by number, digit runs as numbers: 02-10 comes last although listed earlier. */
  g_assert_cmpstr (drive_in_card_get_number (get_card (release, 0)), ==, "01-01");
  g_assert_cmpstr (drive_in_card_get_number (get_card (release, 7)), ==, "02-04");
  g_assert_cmpstr (drive_in_card_get_number (get_card (release, 8)), ==, "02-10");

  card = drive_in_release_lookup_card (release, "01-01");
  g_assert_nonnull (card);
  g_assert_cmpstr (drive_in_card_get_id (card), ==, "fixture:01-01");
  /* The printed line break becomes a single space. */
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "Night Watchman");
  g_assert_cmpint (gros_card_get_type (card), ==, GROS_CARD_TYPE_CHARACTER);
  g_assert_true (gros_card_has_stat (card));
  g_assert_cmpint (gros_card_get_stat (card), ==, 2);
  g_assert_cmpint (gros_card_get_popcorn (card), ==, 1);
  g_assert_true (gros_card_has_bucket (card));
  g_assert_true (drive_in_card_has_trait (card, "Old"));
  g_assert_cmpstr (gros_card_get_title_word (card), ==, "Watch");
  g_assert_cmpstr (drive_in_card_get_abilities (card), ==,
                   "Gains +1 Defense while a \"Location\" is in the same Movie.");
  g_assert_cmpstr (drive_in_card_get_pack (card), ==, "01");
  /* thumb/ wins over art/. */
  g_assert_nonnull (drive_in_card_get_art (card));
  art_name = g_file_get_basename (drive_in_card_get_art (card));
  g_assert_cmpstr (art_name, ==, "01-01.png");
  {
    g_autoptr(GFile) parent = g_file_get_parent (drive_in_card_get_art (card));
    art_dir = g_file_get_basename (parent);
  }
  g_assert_cmpstr (art_dir, ==, "thumb");

  /* Only in art/. */
  card = drive_in_release_lookup_card (release, "01-02");
  g_assert_nonnull (drive_in_card_get_art (card));
  g_assert_true (g_file_query_exists (drive_in_card_get_art (card), NULL));
  g_assert_cmpstr (drive_in_card_get_abilities (card), ==,
                   "Attack is doubled against 'Aquatic' Locations.");

  card = drive_in_release_lookup_card (release, "01-04");
  g_assert_cmpint (gros_card_get_type (card), ==, GROS_CARD_TYPE_SPECIAL_EFFECT);
  g_assert_false (gros_card_has_stat (card));
  g_assert_cmpint (gros_card_get_popcorn (card), ==, 0);
  /* Line breaks inside abilities are kept. */
  g_assert_cmpstr (drive_in_card_get_abilities (card), ==, "Cancel one attack.\nDraw a card.");

  card = drive_in_release_lookup_card (release, "02-01");
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "Flare Gun & Flares");
  g_assert_cmpint (gros_card_get_type (card), ==, GROS_CARD_TYPE_PROP);

  card = drive_in_release_lookup_card (release, "02-02");
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "It Came From the Drive-In!");
  g_assert_true (gros_card_has_stat (card));
  g_assert_true (gros_card_is_stat_variable (card));

  card = drive_in_release_lookup_card (release, "02-03");
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "The End?");
  g_assert_cmpint (gros_card_get_type (card), ==, GROS_CARD_TYPE_ROLL_THE_CREDITS);
  g_assert_false (gros_card_has_stat (card));
  g_assert_cmpint (gros_card_get_popcorn (card), ==, 0);

  /* "extra" is a Character variant. */
  card = drive_in_release_lookup_card (release, "02-04");
  g_assert_cmpint (gros_card_get_type (card), ==, GROS_CARD_TYPE_CHARACTER);
  g_assert_true (gros_card_is_extra (card));
  /* Its art file does not exist: no art, and a warning rather than an error. */
  g_assert_null (drive_in_card_get_art (card));
  warnings = drive_in_release_get_warnings (release);
  g_assert_nonnull (warnings);
  g_assert_true (g_strv_contains (warnings,
                                  "list.json: card 02-04: art 'missing.png' not found in "
                                  "thumb/ or art/"));

  g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_packs (release)), ==, 2);
  pack = g_list_model_get_item (drive_in_release_get_packs (release), 0);
  g_assert_cmpstr (drive_in_pack_get_name (pack), ==, "Dockside & Drive-In");
  g_assert_cmpstr (drive_in_pack_get_id (pack), ==, "fixture:01");
  g_assert_cmpstr (drive_in_pack_get_kind (pack), ==, "feature");
  g_assert_cmpuint (drive_in_pack_get_n_cards (pack), ==, 4);
  g_assert_cmpstr (drive_in_pack_get_card_numbers (pack)[3], ==, "01-04");
}

static void
test_language_overlay (void)
{
  const char * const french[] = { "fr_FR.UTF-8", "fr_FR", "fr", "C", NULL };
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  DriveInCard *card;

  release = load_fixture ("good", french, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_release_get_language (release), ==, "fr");

  card = drive_in_release_lookup_card (release, "01-01");
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "Veilleur de Nuit");
  g_assert_cmpstr (drive_in_card_get_original_name (card), ==, "Night Watchman");
  g_assert_cmpstr (gros_card_get_title_word (card), ==, "Garde");
  g_assert_cmpstr (gros_card_get_original_title_word (card), ==, "Watch");
  /* Search finds the card in both languages. */
  g_assert_nonnull (strstr (drive_in_card_get_search_text (card), "veilleur"));
  g_assert_nonnull (strstr (drive_in_card_get_search_text (card), "night watchman"));

  /* The entry without a number stands for the card at its index, entities decoded. */
  card = drive_in_release_lookup_card (release, "01-02");
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "R\xc3\xb4" "deur du Lagon");

  /* Translated traits are for display; rules keep matching the English ones. */
  card = drive_in_release_lookup_card (release, "02-01");
  g_assert_true (drive_in_card_has_trait (card, "Weapon"));
  g_assert_cmpstr (drive_in_card_get_traits (card)[0], ==, "Weapon");
  g_assert_cmpstr (drive_in_card_get_display_traits (card)[0], ==, "Arme");

  /* A broken entry keeps the English text and leaves a warning. */
  card = drive_in_release_lookup_card (release, "01-03");
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "Abandoned Pier");
  g_assert_true (g_strv_contains (drive_in_release_get_warnings (release),
                                  "languages/fr.json: card 01-03: 'name' should be a string, "
                                  "not a number"));

  /* Untranslated cards keep their English text. */
  card = drive_in_release_lookup_card (release, "02-10");
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "Projectionist");
}

static void
test_language_choice (void)
{
  struct
  {
    const char *languages[4];
    const char *expected;
  } cases[] = {
    { { "de_AT.UTF-8", "de_AT", "de" }, "de" },
    { { "pt_BR", "fr" }, "fr" },
    { { "en_US.UTF-8", "fr" }, NULL },    /* English comes first */
    { { "C", "fr" }, NULL },
    { { "pt", "es" }, NULL },
    { { "../fr", "it" }, NULL },           /* never a path */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(DriveInRelease) release = NULL;
      g_autoptr(GError) error = NULL;

      release = load_fixture ("good", cases[i].languages, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (drive_in_release_get_language (release), ==, cases[i].expected);
    }
}

static void
test_missing_field (void)
{
  assert_fixture_fails ("missing-field", DRIVE_IN_ERROR_INVALID,
                        "list.json: card 01-02: missing required field 'name'",
                        "list.json: index 2: missing required field 'number'",
                        "list.json: card 01-04: missing required field 'type'",
                        NULL);
}

static void
test_duplicate_number (void)
{
  assert_fixture_fails ("duplicate-number", DRIVE_IN_ERROR_INVALID,
                        "list.json: card 01-01: duplicate number (also at index 0)",
                        NULL);
}

static void
test_other_game (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  DriveInCard *card;

  release = load_fixture ("other-game", english, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_release_get_game (release), ==, GROTTO_GAME_ID);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_cards (release)), ==, 3);

  card = get_card (release, 0);
  g_assert_cmpstr (drive_in_card_get_id (card), ==, "cave-test:1");
  g_assert_true (drive_in_card_get_game (card) == g_intern_static_string ("grotto-beasts"));
  g_assert_cmpstr (drive_in_card_get_kind (card), ==, "beast");
  g_assert_cmpstr (drive_in_card_get_kind_label (card), ==, "Burrow Beast");
  g_assert_cmpstr (drive_in_game_info_card_kind_label (card), ==, "Beast");
  g_assert_cmpint (drive_in_card_get_attribute_int (card, "power", -1), ==, 2);
  g_assert_cmpint (drive_in_card_get_attribute_int (card, "cost", -1), ==, 1);
  g_assert_cmpint (drive_in_card_get_attribute_int (card, "goal", -1), ==, -1);
  g_assert_false (drive_in_card_has_attribute (card, "goal"));
  g_assert_cmpstr (drive_in_card_get_abilities (card), ==, "Digs a little.");
  /* The printed type is searchable, as names and abilities are. */
  g_assert_nonnull (strstr (drive_in_card_get_search_text (card), "burrow beast"));

  card = get_card (release, 1);
  g_assert_cmpstr (drive_in_card_get_attribute_text (card, "artist"), ==, "Nobody");
  g_assert_cmpint (drive_in_card_get_attribute_int (card, "artist", 7), ==, 7);
  g_assert_cmpint (drive_in_card_get_attribute_int (card, "epic", 0), ==, 1);

  card = get_card (release, 2);
  g_assert_cmpstr (drive_in_card_get_kind (card), ==, "challenger");
  g_assert_cmpint (drive_in_card_get_attribute_int (card, "goal", 0), ==, 12);
}

static void
test_other_game_problems (void)
{
  assert_fixture_fails ("other-game-bad", DRIVE_IN_ERROR_INVALID,
                        "list.json: card 1: unknown type 'character'",
                        "list.json: card 2: 'attributes' should be an object, not an array",
                        "list.json: card 3: 'power' should be a string or a number, not a boolean",
                        "list.json: card 3: goal 99999 is out of range",
                        NULL);
  assert_fixture_fails ("unknown-game", DRIVE_IN_ERROR_INVALID,
                        "manifest.json: unknown game 'chess' (known games: gros, grotto-beasts, groo, gruff)",
                        NULL);
}

static void
test_gros_cards_say_their_game (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  const DriveInCardAttribute *attributes;
  guint n_attributes;
  DriveInCard *card;

  release = load_fixture ("good", english, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_release_get_game (release), ==, GROS_GAME_ID);
  card = get_card (release, 0);
  g_assert_cmpstr (drive_in_card_get_game (card), ==, GROS_GAME_ID);
  g_assert_cmpstr (drive_in_card_get_kind (card), ==,
                   gros_card_type_to_string (gros_card_get_type (card)));
  /* Its printed values are GROS's attributes (gros-card.h), and no others. */
  attributes = drive_in_card_get_attributes (card, &n_attributes);
  g_assert_cmpuint (n_attributes, >, 0);
  for (guint i = 0; i < n_attributes; i++)
    g_assert_true (g_strv_contains ((const char * const[]) {
                     GROS_CARD_ATTRIBUTE_EXTRA, GROS_CARD_ATTRIBUTE_STAT,
                     GROS_CARD_ATTRIBUTE_POPCORN, GROS_CARD_ATTRIBUTE_BUCKET,
                     GROS_CARD_ATTRIBUTE_TITLE_WORD, GROS_CARD_ATTRIBUTE_ORIGINAL_TITLE_WORD,
                     NULL }, attributes[i].name));
}

static void
test_unknown_type (void)
{
  assert_fixture_fails ("unknown-type", DRIVE_IN_ERROR_INVALID,
                        "list.json: card 01-02: unknown type 'monster'",
                        NULL);
}

static void
test_bad_stat (void)
{
  assert_fixture_fails ("bad-stat", DRIVE_IN_ERROR_INVALID,
                        "list.json: card 01-01: stat 'lots' is not a number",
                        "list.json: card 01-02: popcorn 'some' is not a number",
                        NULL);
}

static void
test_art_escapes (void)
{
  assert_fixture_fails ("art-parent", DRIVE_IN_ERROR_INVALID,
                        "list.json: card 01-02: art path '../../secret.png' leaves the "
                        "release folder",
                        NULL);
  assert_fixture_fails ("art-nested-parent", DRIVE_IN_ERROR_INVALID,
                        "list.json: card 01-01: art path 'thumb/../../../escape.png' leaves "
                        "the release folder",
                        NULL);
  assert_fixture_fails ("art-absolute", DRIVE_IN_ERROR_INVALID,
                        "list.json: card 01-03: art path '/etc/passwd' is absolute; it must "
                        "stay inside the release folder",
                        NULL);
}

static void
test_malformed_json (void)
{
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;

  release = load_fixture ("malformed-json", english, &error);
  g_assert_null (release);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "list.json: malformed JSON: "));
  /* json-glib tells where. */
  g_assert_true (g_str_has_prefix (error->message, "list.json: malformed JSON: line 2:"));
}

static void
test_missing_manifest (void)
{
  assert_fixture_fails ("missing-manifest", DRIVE_IN_ERROR_IO,
                        "manifest.json: file not found: this is not a release folder",
                        NULL);
}

static void
test_missing_sigil (void)
{
  assert_fixture_fails ("missing-sigil", DRIVE_IN_ERROR_INVALID,
                        "manifest.json: missing required field 'sigil'",
                        NULL);
}

static void
test_unsafe_sigil (void)
{
  assert_fixture_fails ("unsafe-sigil", DRIVE_IN_ERROR_INVALID,
                        "manifest.json: sigil 'Bad/Sigil' is not a safe name (use a-z, 0-9 "
                        "and '-')",
                        NULL);
}

static void
test_pack_unknown_card (void)
{
  assert_fixture_fails ("pack-unknown-card", DRIVE_IN_ERROR_INVALID,
                        "packs.json: pack 01: unknown card '01-99'",
                        NULL);
}

static void
test_wrong_types (void)
{
  assert_fixture_fails ("wrong-types", DRIVE_IN_ERROR_INVALID,
                        "manifest.json: 'languages' should be an array of strings, not a "
                        "string",
                        "list.json: card 01-01: 'name' should be a string, not a number",
                        "list.json: card 01-02: 'bucket' should be true or false, not a string",
                        "list.json: card 01-02: 'traits' should be an array of strings, not a "
                        "string",
                        "list.json: card 01-03: 'stat' should be a string or a number, not an "
                        "array",
                        "list.json: index 3: 'number' should be a string, not a number",
                        "list.json: index 4: expected a card object, not a string",
                        "list.json: index 5: expected a card object, not null",
                        "packs.json: expected a JSON array of packs, not an object",
                        NULL);
}

static void
test_empty_list (void)
{
  assert_fixture_fails ("empty-list", DRIVE_IN_ERROR_INVALID,
                        "list.json: no cards: the list is empty",
                        NULL);
}

static void
test_not_a_folder (void)
{
  g_autoptr(GFile) folder = g_file_new_for_path ("/nonexistent/drive-in/release");
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;

  release = drive_in_release_load (folder, english, &error);
  g_assert_null (release);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "manifest.json: "));
}

static void
test_sigil_is_valid (void)
{
  g_assert_true (drive_in_release_sigil_is_valid ("gros-dc"));
  g_assert_true (drive_in_release_sigil_is_valid ("x1"));
  g_assert_false (drive_in_release_sigil_is_valid (""));
  g_assert_false (drive_in_release_sigil_is_valid ("GROS"));
  g_assert_false (drive_in_release_sigil_is_valid ("a/b"));
  g_assert_false (drive_in_release_sigil_is_valid (".."));
  g_assert_false (drive_in_release_sigil_is_valid ("a:b"));
  g_assert_false (drive_in_release_sigil_is_valid ("a b"));
}

/* Loading every file of a release with bytes flipped or cut must never crash. */
static void
test_garbage_never_crashes (void)
{
  g_autoptr(GFile) good = gros_test_get_source_file ("fixtures/releases/good");
  g_autofree char *tmp = NULL;
  const char *files[] = { "manifest.json", "list.json", "packs.json", "languages/fr.json" };
  g_autoptr(GError) error = NULL;
  GRand *rand = g_rand_new_with_seed (4242);

  tmp = g_dir_make_tmp ("drive-in-garbage-XXXXXX", &error);
  g_assert_no_error (error);

  for (guint round = 0; round < 200; round++)
    {
      g_autofree char *languages_dir = g_build_filename (tmp, "languages", NULL);
      guint victim = g_rand_int_range (rand, 0, G_N_ELEMENTS (files));
      g_autoptr(GFile) folder = g_file_new_for_path (tmp);
      g_autoptr(DriveInRelease) release = NULL;
      g_autoptr(GError) load_error = NULL;
      const char * const french[] = { "fr", NULL };

      g_mkdir_with_parents (languages_dir, 0755);
      for (guint i = 0; i < G_N_ELEMENTS (files); i++)
        {
          g_autoptr(GFile) from = g_file_resolve_relative_path (good, files[i]);
          g_autofree char *contents = NULL;
          g_autofree char *target = g_build_filename (tmp, files[i], NULL);
          gsize length;

          g_assert_true (g_file_load_contents (from, NULL, &contents, &length, NULL, NULL));
          if (i == victim && length > 0)
            {
              guint n = g_rand_int_range (rand, 1, 8);

              for (guint k = 0; k < n; k++)
                {
                  static const char noise[] = "{}[]\",:0a \xff";

                  contents[g_rand_int_range (rand, 0, length)] =
                    noise[g_rand_int_range (rand, 0, sizeof noise - 1)];
                }
              if (g_rand_boolean (rand))
                length = g_rand_int_range (rand, 0, length);
            }
          g_assert_true (g_file_set_contents (target, contents, length, NULL));
        }

      release = drive_in_release_load (folder, french, &load_error);
      g_assert_true ((release == NULL) != (load_error == NULL));
      if (load_error != NULL)
        g_assert_cmpstr (load_error->message, !=, "");
    }

  g_rand_free (rand);
  gros_test_rm_rf (tmp);
}

/* json-glib recurses: a deeply nested file must be refused before it overflows the stack. */
static void
test_deep_nesting (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp = g_dir_make_tmp ("drive-in-deep-XXXXXX", &error);
  g_autofree char *manifest = g_build_filename (tmp, "manifest.json", NULL);
  g_autofree char *list = g_build_filename (tmp, "list.json", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (tmp);
  g_autoptr(DriveInRelease) release = NULL;
  GString *deep = g_string_new (NULL);

  for (guint i = 0; i < 200000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 200000; i++)
    g_string_append_c (deep, ']');
  g_assert_true (g_file_set_contents (manifest, "{\"sigil\": \"deep\"}", -1, NULL));
  g_assert_true (g_file_set_contents (list, deep->str, deep->len, NULL));
  g_string_free (deep, TRUE);

  release = drive_in_release_load (folder, english, &error);
  g_assert_null (release);
  g_assert_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "list.json: malformed JSON: nested more than 64 levels "
                                       "deep");
  gros_test_rm_rf (tmp);
}

static void
test_shared_release (void)
{
  g_autoptr(GFile) folder = gros_test_get_shared_release ();
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  guint counts[GROS_CARD_N_TYPES] = { 0 };
  GListModel *cards;
  GListModel *packs;
  gboolean found_cops = FALSE;

  if (folder == NULL)
    {
      g_test_skip ("the shared gros-dc release is not there");
      return;
    }

  release = drive_in_release_load (folder, english, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_release_get_sigil (release), ==, "gros-dc");

  cards = drive_in_release_get_cards (release);
  g_assert_cmpuint (g_list_model_get_n_items (cards), ==, 160);
  for (guint i = 0; i < 160; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      counts[gros_card_get_type (card)]++;
      g_assert_null (strchr (drive_in_card_get_name (card), '\n'));
      g_assert_null (strstr (drive_in_card_get_name (card), "&amp;"));
      g_assert_nonnull (drive_in_card_get_art (card));
      g_assert_nonnull (drive_in_card_get_pack (card));
    }
  g_assert_cmpuint (counts[GROS_CARD_TYPE_CHARACTER], ==, 31);
  g_assert_cmpuint (counts[GROS_CARD_TYPE_CREATURE], ==, 29);
  g_assert_cmpuint (counts[GROS_CARD_TYPE_LOCATION], ==, 20);
  g_assert_cmpuint (counts[GROS_CARD_TYPE_PROP], ==, 20);
  g_assert_cmpuint (counts[GROS_CARD_TYPE_SPECIAL_EFFECT], ==, 30);
  g_assert_cmpuint (counts[GROS_CARD_TYPE_PLOT_TWIST], ==, 20);
  g_assert_cmpuint (counts[GROS_CARD_TYPE_ROLL_THE_CREDITS], ==, 10);

  packs = drive_in_release_get_packs (release);
  g_assert_cmpuint (g_list_model_get_n_items (packs), ==, 10);
  for (guint i = 0; i < 10; i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);

      g_assert_cmpuint (drive_in_pack_get_n_cards (pack), ==, 16);
      g_assert_null (strstr (drive_in_pack_get_name (pack), "&amp;"));
      if (g_str_equal (drive_in_pack_get_name (pack), "Cops & Bombers"))
        found_cops = TRUE;
    }
  g_assert_true (found_cops);
}

static void
test_shared_release_french (void)
{
  const char * const french[] = { "fr", NULL };
  g_autoptr(GFile) folder = gros_test_get_shared_release ();
  g_autoptr(DriveInRelease) english_release = NULL;
  g_autoptr(DriveInRelease) french_release = NULL;
  g_autoptr(GError) error = NULL;
  DriveInCard *en;
  DriveInCard *fr;
  guint translated = 0;

  if (folder == NULL)
    {
      g_test_skip ("the shared gros-dc release is not there");
      return;
    }

  english_release = drive_in_release_load (folder, english, &error);
  g_assert_no_error (error);
  french_release = drive_in_release_load (folder, french, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (drive_in_release_get_language (french_release), ==, "fr");

  en = drive_in_release_lookup_card (english_release, "01-01");
  fr = drive_in_release_lookup_card (french_release, "01-01");
  g_assert_cmpstr (drive_in_card_get_name (fr), !=, drive_in_card_get_name (en));
  g_assert_cmpstr (drive_in_card_get_original_name (fr), ==, drive_in_card_get_name (en));
  /* Same card otherwise. */
  g_assert_cmpint (gros_card_get_stat (fr), ==, gros_card_get_stat (en));
  g_assert_cmpstrv (drive_in_card_get_traits (fr), drive_in_card_get_traits (en));

  /* Every card gets its French name, including the entries the file forgot to number. */
  for (guint i = 0; i < 160; i++)
    {
      g_autoptr(DriveInCard) e = g_list_model_get_item (drive_in_release_get_cards (english_release), i);
      g_autoptr(DriveInCard) f = g_list_model_get_item (drive_in_release_get_cards (french_release), i);

      if (g_strcmp0 (drive_in_card_get_name (e), drive_in_card_get_name (f)) != 0)
        translated++;
    }
  g_test_message ("%u of 160 names differ in French", translated);
  g_assert_cmpuint (translated, >, 140);
  g_assert_cmpstr (drive_in_card_get_name (drive_in_release_lookup_card (french_release, "01-06")), !=,
                   drive_in_card_get_name (drive_in_release_lookup_card (english_release, "01-06")));
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/release/starter", test_starter_loads);
  g_test_add_func ("/drive-in/release/good", test_good_fixture);
  g_test_add_func ("/drive-in/release/language-overlay", test_language_overlay);
  g_test_add_func ("/drive-in/release/language-choice", test_language_choice);
  g_test_add_func ("/drive-in/release/missing-field", test_missing_field);
  g_test_add_func ("/drive-in/release/duplicate-number", test_duplicate_number);
  g_test_add_func ("/drive-in/release/unknown-type", test_unknown_type);
  g_test_add_func ("/drive-in/release/other-game", test_other_game);
  g_test_add_func ("/drive-in/release/other-game-problems", test_other_game_problems);
  g_test_add_func ("/drive-in/release/gros-cards-say-their-game", test_gros_cards_say_their_game);
  g_test_add_func ("/drive-in/release/bad-stat", test_bad_stat);
  g_test_add_func ("/drive-in/release/art-escapes", test_art_escapes);
  g_test_add_func ("/drive-in/release/malformed-json", test_malformed_json);
  g_test_add_func ("/drive-in/release/missing-manifest", test_missing_manifest);
  g_test_add_func ("/drive-in/release/missing-sigil", test_missing_sigil);
  g_test_add_func ("/drive-in/release/unsafe-sigil", test_unsafe_sigil);
  g_test_add_func ("/drive-in/release/pack-unknown-card", test_pack_unknown_card);
  g_test_add_func ("/drive-in/release/wrong-types", test_wrong_types);
  g_test_add_func ("/drive-in/release/empty-list", test_empty_list);
  g_test_add_func ("/drive-in/release/not-a-folder", test_not_a_folder);
  g_test_add_func ("/drive-in/release/sigil-is-valid", test_sigil_is_valid);
  g_test_add_func ("/drive-in/release/garbage-never-crashes", test_garbage_never_crashes);
  g_test_add_func ("/drive-in/release/deep-nesting", test_deep_nesting);
  g_test_add_func ("/drive-in/release/shared-gros-dc", test_shared_release);
  g_test_add_func ("/drive-in/release/shared-gros-dc-french", test_shared_release_french);

  return g_test_run ();
}
