/* test-card-text.c: a card in words for drive-in-cli (drive-in-card-text.h), each game's own
 * way through its card face: GROS's, the shared words, and made-up games'. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <string.h>

#include "drive-in-core.h"
#include "drive-in-render.h"
#include "gros-test-util.h"

/* Two made-up games: one whose face words its kinds ("Cup (Trump)") but has no words of its
 * own for the command line, one whose face gives them. */
#define PLAIN_ID "made-up-plain"
#define WORDED_ID "made-up-worded"

static const DriveInCardKindInfo kinds[] = {
  { "cup", "Cup", "Cups" },
  { "coin", "Coin", "Coins" },
};
static const DriveInGameVariant variants[] = { { "plain", "Plain", 2, 4, NULL, FALSE } };
static const DriveInGameInfo plain_info = {
  .id = PLAIN_ID, .label = "Plain Suits", .kinds = kinds, .n_kinds = G_N_ELEMENTS (kinds),
  .variants = variants, .n_variants = G_N_ELEMENTS (variants),
};
static const DriveInGameInfo worded_info = {
  .id = WORDED_ID, .label = "Worded Suits", .kinds = kinds, .n_kinds = G_N_ELEMENTS (kinds),
  .variants = variants, .n_variants = G_N_ELEMENTS (variants),
};

static void
draw_nothing (DriveInCardRenderer *renderer,
              DriveInCard         *card,
              cairo_t             *cr,
              PangoContext        *context)
{
}

static char *
plain_dup_kind_text (DriveInCard *card)
{
  if (drive_in_card_get_attribute_int (card, "trump", 0) != 0)
    return g_strdup_printf ("%s (Trump)", drive_in_game_info_card_kind_label (card));
  return NULL;
}

static const DriveInCardFace plain_face = {
  .game = PLAIN_ID,
  .draw = draw_nothing,
  .dup_kind_text = plain_dup_kind_text,
};

static const DriveInCardTextColumn worded_columns[] = {
  { "SUIT", FALSE },
  { "RANK", TRUE },
};

static char **
worded_dup_cells (DriveInCard *card)
{
  char **cells = g_new0 (char *, 3);

  cells[0] = g_strdup (drive_in_game_info_card_kind_label (card));
  cells[1] = g_strdup_printf ("%d", drive_in_card_get_attribute_int (card, "rank", 0));
  return cells;
}

static void
worded_add_details (DriveInCard        *card,
                    const char         *release_text,
                    const char         *pack_text,
                    DriveInCardDetails *details)
{
  g_autofree char *rank = g_strdup_printf ("%d", drive_in_card_get_attribute_int (card, "rank", 0));

  drive_in_card_details_add (details, "Suit:", drive_in_game_info_card_kind_label (card));
  drive_in_card_details_add (details, "Rank:", rank);
  drive_in_card_details_add (details, "Release:", release_text);
  /* Counts for the labels' width though never shown. */
  drive_in_card_details_add (details, "A long unused label:", NULL);
}

static void
worded_add_json (DriveInCard *card,
                 JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "rank");
  json_builder_add_int_value (builder, drive_in_card_get_attribute_int (card, "rank", 0));
}

static const DriveInCardText worded_text = {
  .columns = worded_columns,
  .n_columns = G_N_ELEMENTS (worded_columns),
  .dup_cells = worded_dup_cells,
  .add_details = worded_add_details,
  .add_json = worded_add_json,
};

static const DriveInCardFace worded_face = {
  .game = WORDED_ID,
  .draw = draw_nothing,
  .text = &worded_text,
};

static DriveInCard *
new_card (const char *game,
          const char *number,
          const char *name,
          const char *kind,
          int         rank,
          gboolean    trump)
{
  DriveInCardAttribute attributes[] = { { "rank", rank, NULL }, { "trump", 1, NULL } };
  DriveInCardInfo info = {
    .release = "suits", .number = number, .name = name, .game = game, .kind = kind,
    .attributes = attributes, .n_attributes = trump ? 2 : 1,
  };

  return drive_in_card_new (&info);
}

static char *
dup_json (DriveInCard *card)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  drive_in_card_text_add_json (card, builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/* GROS's words: its table's columns, an Extra's type, its stat by name, Popcorn, Bucket. */
static void
test_gros (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) folder = gros_test_get_source_file ("fixtures/releases/good");
  g_autoptr(DriveInRelease) release = drive_in_release_load (folder, NULL, &error);
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *table = NULL;
  g_autofree char *details = NULL;
  g_autofree char *json = NULL;
  g_auto(GStrv) lines = NULL;
  GListModel *model;
  DriveInCard *extra;

  g_assert_no_error (error);
  model = drive_in_release_get_cards (release);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_ptr_array_add (cards, g_list_model_get_item (model, i));
  extra = drive_in_release_lookup_card (release, "02-04");
  g_assert_true (gros_card_is_extra (extra));

  table = drive_in_card_text_dup_table (GROS_GAME_ID, cards);
  lines = g_strsplit (table, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, cards->len + 2);
  g_assert_true (g_regex_match_simple ("^ID +TYPE +STAT  POPCORN  BUCKET  NAME$", lines[0], 0, 0));

  details = drive_in_card_text_dup_details (extra, "Release R", NULL);
  g_test_message ("%s", details);
  g_assert_nonnull (strstr (details, "\n  Type:        Character (Extra)\n"));
  g_assert_nonnull (strstr (details, "\n  Release:     Release R\n"));
  g_assert_true (g_regex_match_simple ("\n  Defense:     [0-9*]+\n", details, 0, 0));
  g_assert_true (g_regex_match_simple ("\n  Popcorn:     [0-9]+\n", details, 0, 0));
  g_assert_true (g_regex_match_simple ("\n  Bucket:      (yes|no)\n", details, 0, 0));
  g_assert_null (strstr (details, "Pack:"));
  g_assert_null (strstr (details, "Game:"));

  /* GROS's printed values, named as drive-in-cli has always named them. */
  json = dup_json (extra);
  g_assert_true (g_regex_match_simple ("^\\{\"extra\":true,\"stat\":([0-9]+|\"\\*\"),"
                                       "\"popcorn\":[0-9]+,\"bucket\":(true|false),"
                                       "\"title\":(null|\"[^\"]*\"),"
                                       "\"original_title\":(null|\"[^\"]*\")\\}$", json, 0, 0));
}

/* A game without words of its own: its kind labels and printed values; its face's kind text. */
static void
test_shared_words (void)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *table = NULL;
  g_autofree char *details = NULL;
  g_autofree char *plain_details = NULL;
  g_autofree char *json = NULL;

  g_ptr_array_add (cards, new_card (PLAIN_ID, "1", "Ace of Cups", "cup", 1, TRUE));
  g_ptr_array_add (cards, new_card (PLAIN_ID, "12", "Queen of Coins", "coin", 12, FALSE));

  table = drive_in_card_text_dup_table (PLAIN_ID, cards);
  g_assert_cmpstr (table, ==,
                   "ID        KIND  VALUES           NAME\n"
                   "suits:1   Cup   rank 1, trump 1  Ace of Cups\n"
                   "suits:12  Coin  rank 12          Queen of Coins\n");

  details = drive_in_card_text_dup_details (g_ptr_array_index (cards, 0), NULL, "P1 Pack");
  g_assert_cmpstr (details, ==,
                   "suits:1  Ace of Cups\n"
                   "  Game:       Plain Suits\n"
                   "  Type:       Cup (Trump)\n"
                   "  Pack:       P1 Pack\n"
                   "  Values:     rank 1, trump 1\n");
  plain_details = drive_in_card_text_dup_details (g_ptr_array_index (cards, 1), NULL, NULL);
  g_assert_nonnull (strstr (plain_details, "\n  Type:       Coin\n"));

  json = dup_json (g_ptr_array_index (cards, 1));
  g_assert_cmpstr (json, ==, "{\"type_label\":null,\"attributes\":{\"rank\":12}}");
}

/* A game whose face gives its words: its columns, its fields, its JSON. */
static void
test_own_words (void)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *table = NULL;
  g_autofree char *details = NULL;
  g_autofree char *json = NULL;

  g_ptr_array_add (cards, new_card (WORDED_ID, "1", "Ace of Cups", "cup", 1, FALSE));
  g_ptr_array_add (cards, new_card (WORDED_ID, "12", "Queen of Coins", "coin", 12, FALSE));

  table = drive_in_card_text_dup_table (WORDED_ID, cards);
  g_assert_cmpstr (table, ==,
                   "ID        SUIT  RANK  NAME\n"
                   "suits:1   Cup      1  Ace of Cups\n"
                   "suits:12  Coin    12  Queen of Coins\n");

  details = drive_in_card_text_dup_details (g_ptr_array_index (cards, 1), "Suits (suits)", NULL);
  g_assert_cmpstr (details, ==,
                   "suits:12  Queen of Coins\n"
                   "  Suit:                 Coin\n"
                   "  Rank:                 12\n"
                   "  Release:              Suits (suits)\n");

  json = dup_json (g_ptr_array_index (cards, 0));
  g_assert_cmpstr (json, ==, "{\"rank\":1}");
}

int
main (int    argc,
      char **argv)
{
  gros_test_init (&argc, &argv);
  g_assert_true (drive_in_game_info_register (&plain_info));
  g_assert_true (drive_in_game_info_register (&worded_info));
  g_assert_true (drive_in_card_face_register (&plain_face));
  g_assert_true (drive_in_card_face_register (&worded_face));

  g_test_add_func ("/drive-in/card-text/gros", test_gros);
  g_test_add_func ("/drive-in/card-text/shared-words", test_shared_words);
  g_test_add_func ("/drive-in/card-text/own-words", test_own_words);

  return g_test_run ();
}
