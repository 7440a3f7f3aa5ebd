/* test-card.c: DriveInCard, DriveInPack and the card type enumeration. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include "drive-in-core.h"
#include "drive-in-release-cache.h"
#include "gros-test-util.h"

static DriveInCard *
make_card (void)
{
  const char * const traits[] = { "Female", "Young", NULL };
  g_autoptr(GFile) art = g_file_new_for_path ("/tmp/art/01-02.png");
  GrosCardValues values = {
    .type = GROS_CARD_TYPE_CHARACTER,
    .has_stat = TRUE,
    .stat = 3,
    .popcorn = 2,
    .bucket = TRUE,
    .title_word = "Scream",
  };
  DriveInCardInfo info = {
    .release = "test",
    .number = "01-02",
    .name = "Scream Queen",
    .original_name = NULL,
    .traits = traits,
    .quote = "\"Not again!\"",
    .abilities = "Gains +1 Defense for each 'Young' Character.",
    .art = art,
    .pack = "01",
  };

  return gros_card_new (&info, &values);
}

static void
test_card_getters (void)
{
  g_autoptr(DriveInCard) card = make_card ();
  g_autofree char *pack_id = NULL;
  g_autofree char *art_path = NULL;

  g_assert_cmpstr (drive_in_card_get_id (card), ==, "test:01-02");
  g_assert_cmpstr (drive_in_card_get_release (card), ==, "test");
  g_assert_cmpstr (drive_in_card_get_number (card), ==, "01-02");
  g_assert_cmpstr (drive_in_card_get_name (card), ==, "Scream Queen");
  /* Without a translation the original name is the name. */
  g_assert_cmpstr (drive_in_card_get_original_name (card), ==, "Scream Queen");
  g_assert_cmpint (gros_card_get_type (card), ==, GROS_CARD_TYPE_CHARACTER);
  g_assert_false (gros_card_is_extra (card));
  g_assert_true (gros_card_has_stat (card));
  g_assert_false (gros_card_is_stat_variable (card));
  g_assert_cmpint (gros_card_get_stat (card), ==, 3);
  g_assert_cmpint (gros_card_get_popcorn (card), ==, 2);
  g_assert_true (gros_card_has_bucket (card));
  g_assert_cmpuint (g_strv_length ((char **) drive_in_card_get_traits (card)), ==, 2);
  /* No translated traits: display traits are the traits. */
  g_assert_true (drive_in_card_get_display_traits (card) == drive_in_card_get_traits (card));
  g_assert_cmpstr (gros_card_get_title_word (card), ==, "Scream");
  g_assert_cmpstr (gros_card_get_original_title_word (card), ==, "Scream");
  g_assert_cmpstr (drive_in_card_get_quote (card), ==, "\"Not again!\"");
  g_assert_cmpstr (drive_in_card_get_pack (card), ==, "01");
  pack_id = drive_in_card_dup_pack_id (card);
  g_assert_cmpstr (pack_id, ==, "test:01");
  art_path = g_file_get_path (drive_in_card_get_art (card));
  g_assert_cmpstr (art_path, ==, "/tmp/art/01-02.png");
}

static void
test_card_traits (void)
{
  g_autoptr(DriveInCard) card = make_card ();

  g_assert_true (drive_in_card_has_trait (card, "Young"));
  /* Abilities quote traits in any case. */
  g_assert_true (drive_in_card_has_trait (card, "young"));
  g_assert_false (drive_in_card_has_trait (card, "Male"));
  g_assert_false (drive_in_card_has_trait (card, "Youn"));
}

static void
test_card_search_text (void)
{
  g_autoptr(DriveInCard) card = make_card ();
  const char *text = drive_in_card_get_search_text (card);

  g_assert_nonnull (strstr (text, "scream queen"));
  g_assert_nonnull (strstr (text, "female"));
  g_assert_nonnull (strstr (text, "scream"));
  g_assert_nonnull (strstr (text, "'young' character"));
  /* Lower-cased throughout. */
  g_assert_null (strstr (text, "Scream"));
  /* The quote is flavour, not searched. */
  g_assert_null (strstr (text, "not again"));
}

/* The search text as it has always been made: every searched field that is not empty,
 * lower-cased by g_utf8_strdown(), one to a line, in this order. Written out here, apart
 * from drive-in-card.c, so that a faster build of it must give the same text. */
static char *
reference_search_text (DriveInCard *card)
{
  GString *text = g_string_new (NULL);
  DriveInCardInfo info;
  const char *pieces[4];

  drive_in_card_get_info (card, &info);
#define ADD(words)                                                   \
  G_STMT_START {                                                     \
    const char *w_ = (words);                                        \
    if (w_ != NULL && *w_ != '\0')                                   \
      {                                                              \
        g_autofree char *lower_ = g_utf8_strdown (w_, -1);           \
        if (text->len > 0)                                           \
          g_string_append_c (text, '\n');                            \
        g_string_append (text, lower_);                              \
      }                                                              \
  } G_STMT_END
  ADD (info.name);
  ADD (info.original_name);
  for (guint i = 0; info.traits != NULL && info.traits[i] != NULL; i++)
    ADD (info.traits[i]);
  for (guint i = 0; info.display_traits != NULL && info.display_traits[i] != NULL; i++)
    ADD (info.display_traits[i]);
  /* GROS's Title words, now its attributes (gros-card.h). */
  pieces[0] = gros_card_get_title_word (card);
  pieces[1] = gros_card_is_gros (card)
              ? drive_in_card_get_attribute_text (card, GROS_CARD_ATTRIBUTE_ORIGINAL_TITLE_WORD)
              : NULL;
  pieces[2] = info.abilities;
  pieces[3] = info.kind_label;
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    ADD (pieces[i]);
#undef ADD
  return g_string_free (text, FALSE);
}

static void
assert_search_texts (GListModel *cards)
{
  g_assert_cmpuint (g_list_model_get_n_items (cards), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      g_autofree char *expected = reference_search_text (card);

      g_assert_cmpstr (drive_in_card_get_search_text (card), ==, expected);
    }
}

/* Text outside ASCII, empty fields, an English name and title beside translated ones, a
 * printed kind and more traits than most cards have. */
static void
test_card_search_text_unusual (void)
{
  const char *traits[41] = { "Ÿoung", "", "MALE", NULL };
  const char * const display[] = { "Jeune", "Homme", "ÉTÉ", NULL };
  g_autoptr(GListStore) cards = g_list_store_new (DRIVE_IN_TYPE_CARD);
  GrosCardValues values = {
    .type = GROS_CARD_TYPE_CHARACTER,
    .title_word = "",
    .original_title_word = "Scream",
  };
  DriveInCardInfo info = {
    .release = "test",
    .number = "01-03",
    .name = "LE GARDIEN DE NUIT — Ça Alors",
    .original_name = "The NIGHT Watchman",
    .traits = traits,
    .display_traits = display,
    .abilities = "Gagne +1 en Défense. İstanbul ǅ ẞ",
    .kind_label = "Bête Aquatique",
  };
  g_autoptr(DriveInCard) unusual = gros_card_new (&info, &values);
  g_autoptr(DriveInCard) many = NULL;
  g_autoptr(DriveInCard) bare = NULL;
  g_autofree char **names = g_new0 (char *, G_N_ELEMENTS (traits));

  g_list_store_append (cards, unusual);
  g_assert_nonnull (strstr (drive_in_card_get_search_text (unusual), "le gardien de nuit — ça"));

  for (guint i = 0; i < G_N_ELEMENTS (traits) - 1; i++)
    traits[i] = names[i] = g_strdup_printf ("Trait %u", i);
  traits[G_N_ELEMENTS (traits) - 1] = NULL;
  info.display_traits = NULL;
  many = gros_card_new (&info, &values);
  g_list_store_append (cards, many);
  for (guint i = 0; i < G_N_ELEMENTS (traits) - 1; i++)
    g_free (names[i]);

  info = (DriveInCardInfo) {
    .release = "test", .number = "01-04", .name = "X", .game = "made-up-game",
  };
  bare = drive_in_card_new (&info);
  g_assert_cmpstr (drive_in_card_get_search_text (bare), ==, "x");
  g_list_store_append (cards, bare);

  assert_search_texts (G_LIST_MODEL (cards));
}

/* Every card the app loads (the starter cards, the built-in sets of the other games, a
 * release in English and in French, and 10,000 generated cards read from list.json and from
 * the compact form) is found by the same text as before. */
static void
test_card_search_text_loaded (void)
{
  const char * const english[] = { NULL };
  const char * const french[] = { "fr", NULL };
  const char * const builtin[] = { "drive-in-grotto", "drive-in-groo", "drive-in-gruff" };
  g_autofree char *generated = g_build_filename (gros_test_get_data_home (), "generated",
                                                 NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (generated);
  g_autoptr(GFile) good = gros_test_get_source_file ("fixtures/releases/good");
  g_autoptr(GError) error = NULL;
  DriveInRelease *release;

  release = drive_in_library_load_starter_release (english, &error);
  g_assert_no_error (error);
  assert_search_texts (drive_in_release_get_cards (release));
  g_object_unref (release);

  for (guint i = 0; i < G_N_ELEMENTS (builtin); i++)
    {
      release = drive_in_library_load_builtin_release (builtin[i], english, &error);
      g_assert_no_error (error);
      assert_search_texts (drive_in_release_get_cards (release));
      g_object_unref (release);
    }

  for (guint i = 0; i < 2; i++)
    {
      release = drive_in_release_load (good, i == 0 ? english : french, &error);
      g_assert_no_error (error);
      assert_search_texts (drive_in_release_get_cards (release));
      g_object_unref (release);
    }

  gros_test_write_generated_release (generated, 10000);
  release = drive_in_release_load (folder, english, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_cards (release)), ==, 10000);
  assert_search_texts (drive_in_release_get_cards (release));
  g_object_unref (release);

  g_assert_true (drive_in_release_cache_write (folder, &error));
  g_assert_no_error (error);
  release = drive_in_release_cache_load (folder, english, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_release_get_cards (release)), ==, 10000);
  assert_search_texts (drive_in_release_get_cards (release));
  g_object_unref (release);

  gros_test_rm_rf (generated);
}

static void
test_card_properties (void)
{
  g_autoptr(DriveInCard) card = make_card ();
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autofree char *search_text = NULL;
  g_auto(GStrv) traits = NULL;
  g_autoptr(GFile) art = NULL;
  g_autofree char *kind = NULL;
  GParamSpec *pspec;

  g_object_get (card,
                "id", &id,
                "name", &name,
                "kind", &kind,
                "traits", &traits,
                "art", &art,
                "search-text", &search_text,
                NULL);
  g_assert_cmpstr (id, ==, "test:01-02");
  g_assert_cmpstr (name, ==, "Scream Queen");
  g_assert_cmpstr (kind, ==, "character");
  g_assert_cmpstr (traits[1], ==, "Young");
  g_assert_true (art == drive_in_card_get_art (card));
  g_assert_cmpstr (search_text, ==, drive_in_card_get_search_text (card));

  /* Read-only: the card never changes once loaded. */
  pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (card), "name");
  g_assert_nonnull (pspec);
  g_assert_true (pspec->flags & G_PARAM_READABLE);
  g_assert_false (pspec->flags & G_PARAM_WRITABLE);

  for (const char * const *n = (const char * const[]) {
         "id", "release", "number", "name", "original-name", "traits", "display-traits",
         "quote", "abilities", "art", "pack", "search-text", "game", "kind", "kind-label",
         NULL }; *n != NULL; n++)
    g_assert_nonnull (g_object_class_find_property (G_OBJECT_GET_CLASS (card), *n));
  /* A game's own values are its attributes, not properties of every card. */
  for (const char * const *n = (const char * const[]) {
         "card-type", "stat", "popcorn", "bucket", "title-word", NULL }; *n != NULL; n++)
    g_assert_null (g_object_class_find_property (G_OBJECT_GET_CLASS (card), *n));
}

static void
test_card_translated (void)
{
  const char * const traits[] = { "Male", NULL };
  const char * const display_traits[] = { "Homme", NULL };
  GrosCardValues values = {
    .type = GROS_CARD_TYPE_CHARACTER,
    .title_word = "Gardien",
    .original_title_word = "Keeper",
  };
  DriveInCardInfo info = {
    .release = "test",
    .number = "02-01",
    .name = "Le Gardien",
    .original_name = "The Keeper",
    .traits = traits,
    .display_traits = display_traits,
  };
  g_autoptr(DriveInCard) card = gros_card_new (&info, &values);

  g_assert_cmpstr (drive_in_card_get_name (card), ==, "Le Gardien");
  g_assert_cmpstr (drive_in_card_get_original_name (card), ==, "The Keeper");
  g_assert_cmpstr (gros_card_get_original_title_word (card), ==, "Keeper");
  g_assert_cmpstr (drive_in_card_get_display_traits (card)[0], ==, "Homme");
  g_assert_true (drive_in_card_has_trait (card, "Male"));
  g_assert_false (drive_in_card_has_trait (card, "Homme"));
  g_assert_nonnull (strstr (drive_in_card_get_search_text (card), "the keeper"));
  g_assert_nonnull (strstr (drive_in_card_get_search_text (card), "le gardien"));
  g_assert_nonnull (strstr (drive_in_card_get_search_text (card), "homme"));
  /* No stat printed. */
  g_assert_false (gros_card_has_stat (card));
  g_assert_null (drive_in_card_get_art (card));
  g_assert_null (drive_in_card_get_pack (card));
  g_assert_null (drive_in_card_dup_pack_id (card));
}

static void
test_card_variable_stat (void)
{
  GrosCardValues values = {
    .type = GROS_CARD_TYPE_PLOT_TWIST,
    .has_stat = TRUE,
    .stat_variable = TRUE,
    .stat = 7,
  };
  DriveInCardInfo info = {
    .release = "test",
    .number = "03-01",
    .name = "Twist",
  };
  g_autoptr(DriveInCard) card = gros_card_new (&info, &values);

  g_assert_true (gros_card_has_stat (card));
  g_assert_true (gros_card_is_stat_variable (card));
  /* A variable stat has no printed value. */
  g_assert_cmpint (gros_card_get_stat (card), ==, 0);
  g_assert_nonnull (drive_in_card_get_traits (card));
  g_assert_null (drive_in_card_get_traits (card)[0]);
}

static void
test_card_type_strings (void)
{
  GrosCardType type;
  GEnumClass *enum_class;

  for (guint i = 0; i < GROS_CARD_N_TYPES; i++)
    {
      const char *string = gros_card_type_to_string (i);

      g_assert_nonnull (string);
      g_assert_true (gros_card_type_from_string (string, &type));
      g_assert_cmpint (type, ==, i);
      g_assert_nonnull (gros_card_type_get_label (i));
      g_assert_nonnull (gros_card_type_get_plural_label (i));
    }

  g_assert_cmpstr (gros_card_type_to_string (GROS_CARD_TYPE_SPECIAL_EFFECT), ==,
                   "special-effect");
  g_assert_cmpstr (gros_card_type_get_label (GROS_CARD_TYPE_SPECIAL_EFFECT), ==,
                   "Special Effect");
  g_assert_cmpstr (gros_card_type_get_plural_label (GROS_CARD_TYPE_PLOT_TWIST), ==,
                   "Plot Twists");
  g_assert_cmpstr (gros_card_type_get_stat_label (GROS_CARD_TYPE_CREATURE), ==, "Attack");
  g_assert_cmpstr (gros_card_type_get_stat_label (GROS_CARD_TYPE_LOCATION), ==, "Defense");
  g_assert_null (gros_card_type_get_stat_label (GROS_CARD_TYPE_SPECIAL_EFFECT));

  g_assert_true (gros_card_type_from_string ("extra", &type));
  g_assert_cmpint (type, ==, GROS_CARD_TYPE_CHARACTER);
  g_assert_true (gros_card_type_from_string ("Special Effect", &type));
  g_assert_cmpint (type, ==, GROS_CARD_TYPE_SPECIAL_EFFECT);
  g_assert_true (gros_card_type_from_string ("Roll the Credits!", &type));
  g_assert_cmpint (type, ==, GROS_CARD_TYPE_ROLL_THE_CREDITS);
  g_assert_false (gros_card_type_from_string ("monster", &type));
  g_assert_false (gros_card_type_from_string ("", &type));

  /* The GType nicks are the release spellings. */
  enum_class = g_type_class_ref (GROS_TYPE_CARD_TYPE);
  g_assert_cmpuint (enum_class->n_values, ==, GROS_CARD_N_TYPES);
  g_assert_cmpstr (g_enum_get_value (enum_class, GROS_CARD_TYPE_PLOT_TWIST)->value_nick, ==,
                   "plot-twist");
  g_type_class_unref (enum_class);
}

static void
test_pack (void)
{
  const char * const numbers[] = { "01-01", "01-02", NULL };
  g_autoptr(DriveInPack) pack = drive_in_pack_new ("test", "01", "Opening Night", NULL, numbers);
  g_auto(GStrv) card_numbers = NULL;
  guint n_cards = 0;

  g_assert_cmpstr (drive_in_pack_get_id (pack), ==, "test:01");
  g_assert_cmpstr (drive_in_pack_get_release (pack), ==, "test");
  g_assert_cmpstr (drive_in_pack_get_prefix (pack), ==, "01");
  g_assert_cmpstr (drive_in_pack_get_name (pack), ==, "Opening Night");
  g_assert_cmpstr (drive_in_pack_get_kind (pack), ==, "feature");
  g_assert_cmpuint (drive_in_pack_get_n_cards (pack), ==, 2);
  g_assert_cmpstrv (drive_in_pack_get_card_numbers (pack), numbers);

  g_object_get (pack, "card-numbers", &card_numbers, "n-cards", &n_cards, NULL);
  g_assert_cmpuint (n_cards, ==, 2);
  g_assert_cmpstr (card_numbers[1], ==, "01-02");
}

/* GROS's values are its cards' kind and attributes (gros-card.h): a card of another game with
 * the same kind and attribute names is not read as a GROS card, nor found by its "title-word"
 * unless its game searches that attribute (DriveInGameInfo.searched_attributes). */
static void
test_card_gros_values_only_for_gros (void)
{
  const DriveInCardAttribute attributes[] = {
    { "bucket", 1, NULL }, { "extra", 1, NULL }, { "popcorn", 3, NULL }, { "stat", 2, NULL },
    { "title-word", 0, "Moth" },
  };
  GrosCardValues values = {
    .type = GROS_CARD_TYPE_CREATURE, .is_extra = TRUE, .has_stat = TRUE, .stat = 2,
    .popcorn = 3, .bucket = TRUE, .title_word = "Moth",
  };
  DriveInCardInfo info = { .release = "test", .number = "05-01", .name = "Lamp" };
  g_autoptr(DriveInCard) gros = gros_card_new (&info, &values);
  g_autoptr(DriveInCard) other = NULL;

  g_assert_true (gros_card_is_gros (gros));
  g_assert_cmpstr (drive_in_card_get_game (gros), ==, GROS_GAME_ID);
  g_assert_cmpstr (drive_in_card_get_kind (gros), ==, "creature");
  g_assert_cmpint (gros_card_get_type (gros), ==, GROS_CARD_TYPE_CREATURE);
  g_assert_true (gros_card_is_extra (gros));
  g_assert_cmpint (gros_card_get_stat (gros), ==, 2);
  g_assert_cmpint (gros_card_get_popcorn (gros), ==, 3);
  g_assert_true (gros_card_has_bucket (gros));
  g_assert_cmpstr (gros_card_get_title_word (gros), ==, "Moth");
  g_assert_nonnull (strstr (drive_in_card_get_search_text (gros), "moth"));

  info = (DriveInCardInfo) {
    .release = "test", .number = "05-02", .name = "Lamp", .game = "made-up-game",
    .kind = "creature", .attributes = attributes, .n_attributes = G_N_ELEMENTS (attributes),
  };
  other = drive_in_card_new (&info);
  g_assert_false (gros_card_is_gros (other));
  g_assert_cmpint (gros_card_get_type (other), ==, GROS_CARD_TYPE_CHARACTER);
  g_assert_false (gros_card_is_extra (other));
  g_assert_false (gros_card_has_stat (other));
  g_assert_cmpint (gros_card_get_stat (other), ==, 0);
  g_assert_cmpint (gros_card_get_popcorn (other), ==, 0);
  g_assert_false (gros_card_has_bucket (other));
  g_assert_null (gros_card_get_title_word (other));
  g_assert_null (gros_card_get_original_title_word (other));
  g_assert_cmpstr (drive_in_card_get_search_text (other), ==, "lamp");
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/card/getters", test_card_getters);
  g_test_add_func ("/drive-in/card/gros-values-only-for-gros", test_card_gros_values_only_for_gros);
  g_test_add_func ("/drive-in/card/traits", test_card_traits);
  g_test_add_func ("/drive-in/card/search-text", test_card_search_text);
  g_test_add_func ("/drive-in/card/search-text/unusual", test_card_search_text_unusual);
  g_test_add_func ("/drive-in/card/search-text/loaded", test_card_search_text_loaded);
  g_test_add_func ("/drive-in/card/properties", test_card_properties);
  g_test_add_func ("/drive-in/card/translated", test_card_translated);
  g_test_add_func ("/drive-in/card/variable-stat", test_card_variable_stat);
  g_test_add_func ("/drive-in/card/type-strings", test_card_type_strings);
  g_test_add_func ("/drive-in/card/pack", test_pack);

  return g_test_run ();
}
