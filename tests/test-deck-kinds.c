/* test-deck-kinds.c: the deck list, the type chart and the library's filters come from the
 * game's descriptors (kinds, card face, Decks page), GROS's as they always read, a made-up
 * game's from its own. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-card-face.h"
#include "drive-in-card-grid.h"
#include "drive-in-card-tile.h"
#include "drive-in-composition-chart.h"
#include "drive-in-deck-game.h"
#include "drive-in-deck-list-view.h"
#include "drive-in-deck-row.h"
#include "drive-in-release-private.h"
#include "drive-in-test-util.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "gros-deck.h"

/* A made-up game, written here only, with two kinds, a mark, its own cost words and packs. */
#define MADE_UP_GAME_ID "made-up-kinds"

static const DriveInCardKindInfo made_up_kinds[] = {
  { "token", "Token", "Tokens" },
  { "chip", "Chip", "Chips" },
};
static const DriveInGameVariant made_up_variants[] = {
  { "standard", "Standard Game", 2, 4 },
};
static const DriveInGameInfo made_up_info = {
  MADE_UP_GAME_ID, "Made-Up Game", made_up_kinds, G_N_ELEMENTS (made_up_kinds),
  made_up_variants, G_N_ELEMENTS (made_up_variants), NULL, NULL,
};

static void
draw_made_up (DriveInCardRenderer *renderer,
              DriveInCard         *card,
              cairo_t             *cr,
              PangoContext        *context)
{
  cairo_paint (cr);
}

/* A chip bears the mark. */
static gboolean
made_up_has_marker (DriveInCard *card)
{
  return g_str_equal (drive_in_card_get_kind (card), "chip");
}

static const DriveInCardFace made_up_face = {
  .game = MADE_UP_GAME_ID,
  .draw = draw_made_up,
  .cost_label = "Beans",
  .marker_icon = "starred-symbolic",
  .marker_label = "Star: shines",
  .has_marker = made_up_has_marker,
  .marker_filter_label = "Stars",
  .marker_filter_tooltip = "Only starred cards",
  .cost_filter_labels = { "Free", "1 Bean", "2 Beans", "3 Beans", "Many Beans" },
  .cost_filter_tooltip = "Show cards of one bean cost",
};

static void
list_made_up_packs (DriveInCatalog *catalog,
                    const char     *release,
                    GtkStringList  *labels,
                    GPtrArray      *ids)
{
  gtk_string_list_append (labels, "Bag of Chips");
  g_ptr_array_add (ids, g_strdup ("made-up:bag"));
}

static const DriveInDeckGamePacks made_up_packs = {
  .list_packs = list_made_up_packs,
  .filter_tooltip = "Show one bag",
};

static const DriveInDeckGame made_up_deck_game = {
  .game = MADE_UP_GAME_ID,
  .packs = &made_up_packs,
};

static DriveInRelease *
new_made_up_release (void)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) no_packs = g_ptr_array_new ();
  g_autoptr(GFile) folder = g_file_new_build_filename (g_get_tmp_dir (), "mk", NULL);
  DriveInReleaseParts parts = { 0 };
  const char *names[] = { "Red Token", "Blue Token", "Gold Chip", "Tin Chip", "Odd Chip" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      DriveInCardInfo info = { 0 };

      info.release = "mk";
      info.number = number;
      info.name = names[i];
      info.game = MADE_UP_GAME_ID;
      info.kind = i < 2 ? "token" : "chip";
      g_ptr_array_add (cards, drive_in_card_new (&info));
    }
  parts.folder = folder;
  parts.sigil = "mk";
  parts.name = "Made-up cards";
  parts.year = "2026";
  parts.description = "Cards of the test's made-up game.";
  parts.kind = "starter";
  parts.game = MADE_UP_GAME_ID;
  return drive_in_release_new_from_parts (&parts, cards, no_packs);
}

static gpointer
get_grid_child (DriveInCardGrid *grid,
                const char      *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (grid), DRIVE_IN_TYPE_CARD_GRID,
                                                  name);

  g_assert_nonnull (child);
  return child;
}

/* The toggle's icon and label, in that order in its box. */
static GtkImage *
get_toggle_image (DriveInCardGrid *grid)
{
  GtkWidget *box = gtk_button_get_child (get_grid_child (grid, "bucket_button"));

  return GTK_IMAGE (gtk_widget_get_first_child (box));
}

static GtkLabel *
get_toggle_label (DriveInCardGrid *grid)
{
  return GTK_LABEL (gtk_widget_get_next_sibling (GTK_WIDGET (get_toggle_image (grid))));
}

static gboolean
filter_shown (DriveInCardGrid *grid,
              const char      *name)
{
  return gtk_widget_get_visible (gtk_widget_get_parent (get_grid_child (grid, name)));
}

/* The drop-down's items joined by "|". */
static char *
dup_items (DriveInCardGrid *grid,
           const char      *name)
{
  GListModel *model = gtk_drop_down_get_model (get_grid_child (grid, name));
  g_autoptr(GString) items = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      g_string_append_printf (items, "%s%s", i > 0 ? "|" : "",
                              gtk_string_object_get_string (item));
    }
  return g_strdup (items->str);
}

/* The deck list's headers as "label/css class/count", joined by "|". */
static char *
dup_headers (DriveInDeckListView *list)
{
  GListModel *rows = drive_in_deck_list_view_get_rows (list);
  g_autoptr(GString) headers = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(DriveInDeckRow) row = g_list_model_get_item (rows, i);

      if (drive_in_deck_row_get_kind (row) != DRIVE_IN_DECK_ROW_HEADER)
        continue;
      g_string_append_printf (headers, "%s%s/%s/%u", headers->len > 0 ? "|" : "",
                              drive_in_deck_row_get_label (row),
                              drive_in_deck_row_get_css_class (row),
                              drive_in_deck_row_get_count (row));
    }
  return g_strdup (headers->str);
}

/* GROS's list, chart and filters read as they always have: its types, in type order, with
 * their own words. */
static void
test_gros_unchanged (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(DriveInDeck) grotto_deck = NULL;
  g_autoptr(GString) expected = g_string_new (NULL);
  g_autofree char *headers = NULL;
  g_autofree char *costs = NULL;
  DriveInDeckListView *list;
  DriveInCompositionChart *chart;
  DriveInCardGrid *grid;
  guint per_type[GROS_CARD_N_TYPES] = { 0 };

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, starter);
  deck = gros_deck_new (catalog, "Kinds", GROS_FORMAT_FEATURE_FILM);
  /* Two cards of every type but Locations, whose header must then be left out. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      GrosCardType type = gros_card_get_type (card);

      if (!g_str_equal (drive_in_card_get_game (card), GROS_GAME_ID)
          || type == GROS_CARD_TYPE_LOCATION || per_type[type] == 2)
        continue;
      drive_in_deck_add_card (deck, card);
      per_type[type]++;
    }
  drive_in_deck_add (deck, "nowhere:1");

  list = g_object_ref_sink (DRIVE_IN_DECK_LIST_VIEW (drive_in_deck_list_view_new ()));
  drive_in_deck_list_view_set_deck (list, deck);
  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    if (per_type[t] > 0)
      g_string_append_printf (expected, "%s%s/gros-%s/%u", expected->len > 0 ? "|" : "",
                              gros_card_type_get_plural_label (t),
                              gros_card_type_to_string (t), per_type[t]);
  g_string_append (expected, "|Unknown Cards/(null)/1");
  headers = dup_headers (list);
  g_test_message ("GROS deck list: %s", headers);
  g_assert_cmpstr (headers, ==, expected->str);
  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    g_assert_cmpuint (drive_in_deck_list_view_get_type_count (list, (int) t), ==, per_type[t]);
  g_assert_cmpuint (drive_in_deck_list_view_get_type_count (list, DRIVE_IN_DECK_ROW_UNKNOWN_TYPE),
                    ==, 1);

  chart = g_object_ref_sink (DRIVE_IN_COMPOSITION_CHART (drive_in_composition_chart_new ()));
  drive_in_composition_chart_set_deck (chart, deck);
  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    {
      g_assert_cmpuint (drive_in_composition_chart_get_count (chart, t), ==, per_type[t]);
      g_assert_cmpuint (drive_in_composition_chart_get_count (chart, t), ==,
                        gros_deck_count_by_type (deck, t));
    }
  /* Feature Film's mix of 50 cards. */
  g_assert_cmpuint (drive_in_composition_chart_get_recommended (chart, GROS_CARD_TYPE_CHARACTER),
                    ==, 10);
  g_assert_cmpuint (drive_in_composition_chart_get_recommended (chart,
                                                                GROS_CARD_TYPE_ROLL_THE_CREDITS),
                    ==, 3);

  grid = g_object_ref_sink (DRIVE_IN_CARD_GRID (drive_in_card_grid_new ()));
  drive_in_card_grid_set_catalog (grid, catalog);
  drive_in_card_grid_set_deck (grid, deck);
  costs = dup_items (grid, "cost_dropdown");
  g_test_message ("GROS costs: %s", costs);
  g_assert_cmpstr (costs, ==, "Any Cost|No Cost|1 Popcorn|2 Popcorn|3 Popcorn|4+ Popcorn");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (get_grid_child (grid, "cost_dropdown")), ==,
                   "Show cards of one Popcorn cost");
  g_assert_true (filter_shown (grid, "pack_dropdown"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (get_grid_child (grid, "pack_dropdown")), ==,
                   "Show one Feature Pack");
  g_assert_cmpuint (g_list_model_get_n_items (
                      gtk_drop_down_get_model (get_grid_child (grid, "pack_dropdown"))), >, 1);
  g_assert_true (filter_shown (grid, "trait_dropdown"));
  g_assert_cmpuint (g_list_model_get_n_items (
                      gtk_drop_down_get_model (get_grid_child (grid, "trait_dropdown"))), >, 1);
  g_assert_true (filter_shown (grid, "bucket_button"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (get_grid_child (grid, "bucket_button")), ==,
                   "Only cards with a Popcorn Bucket");
  g_assert_cmpstr (gtk_label_get_label (get_toggle_label (grid)), ==, "Buckets");
  g_assert_cmpstr (gtk_image_get_icon_name (get_toggle_image (grid)), ==,
                   "drive-in-bucket-symbolic");

  /* Another game gains none of it: no packs, traits or buckets, costs in plain words. */
  grotto_deck = drive_in_deck_new_for_game (catalog, "Grotto", GROTTO_GAME_ID, NULL);
  drive_in_card_grid_set_deck (grid, grotto_deck);
  g_free (costs);
  costs = dup_items (grid, "cost_dropdown");
  g_assert_cmpstr (costs, ==, "Any Cost|Cost 0|Cost 1|Cost 2|Cost 3|Cost 4+");
  g_assert_false (filter_shown (grid, "pack_dropdown"));
  g_assert_false (filter_shown (grid, "trait_dropdown"));
  g_assert_false (filter_shown (grid, "bucket_button"));

  drive_in_card_grid_set_deck (grid, NULL);
  drive_in_composition_chart_set_deck (chart, NULL);
  drive_in_deck_list_view_set_deck (list, NULL);
  g_object_unref (grid);
  g_object_unref (chart);
  g_object_unref (list);
}

/* A made-up game's deck list and chart are its kinds, its filters its face's and Decks
 * page's: nothing of them names it. */
static void
test_made_up_game (void)
{
  g_autoptr(DriveInRelease) release = new_made_up_release ();
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(DriveInDeck) deck = NULL;
  g_autofree char *headers = NULL;
  g_autofree char *items = NULL;
  DriveInDeckListView *list;
  DriveInCompositionChart *chart;
  DriveInCardGrid *grid;
  GtkFilterListModel *shown;

  drive_in_catalog_add_release (catalog, release);
  deck = drive_in_deck_new_for_game (catalog, "Made up", MADE_UP_GAME_ID, NULL);
  /* Chips first: the list still puts Tokens, the game's first kind, first. */
  drive_in_deck_add (deck, "mk:3");
  drive_in_deck_add (deck, "mk:4");
  drive_in_deck_add (deck, "mk:4");
  drive_in_deck_add (deck, "mk:1");
  drive_in_deck_add (deck, "mk:2");

  list = g_object_ref_sink (DRIVE_IN_DECK_LIST_VIEW (drive_in_deck_list_view_new ()));
  drive_in_deck_list_view_set_deck (list, deck);
  headers = dup_headers (list);
  g_assert_cmpstr (headers, ==, "Tokens/made-up-kinds-token/2|Chips/made-up-kinds-chip/3");
  g_assert_cmpuint (drive_in_deck_list_view_get_type_count (list, 0), ==, 2);
  g_assert_cmpuint (drive_in_deck_list_view_get_type_count (list, 1), ==, 3);

  /* The chart counts the game's kinds, not GROS's types. */
  chart = g_object_ref_sink (DRIVE_IN_COMPOSITION_CHART (drive_in_composition_chart_new ()));
  drive_in_composition_chart_set_deck (chart, deck);
  g_assert_cmpuint (drive_in_composition_chart_get_count (chart, 0), ==, 2);
  g_assert_cmpuint (drive_in_composition_chart_get_count (chart, 1), ==, 3);
  g_assert_cmpuint (drive_in_composition_chart_get_recommended (chart, 0), ==, 0);
  /* The deck counts by the game's kind ids; a made-up card is no GROS Character. */
  g_assert_cmpuint (drive_in_deck_count_by_kind (deck, "token"), ==, 2);
  g_assert_cmpuint (drive_in_deck_count_by_kind (deck, "chip"), ==, 3);
  g_assert_cmpuint (drive_in_deck_count_by_kind (deck, "character"), ==, 0);

  grid = g_object_ref_sink (DRIVE_IN_CARD_GRID (drive_in_card_grid_new ()));
  drive_in_card_grid_set_catalog (grid, catalog);
  drive_in_card_grid_set_deck (grid, deck);
  items = dup_items (grid, "cost_dropdown");
  g_assert_cmpstr (items, ==, "Any Cost|Free|1 Bean|2 Beans|3 Beans|Many Beans");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (get_grid_child (grid, "cost_dropdown")), ==,
                   "Show cards of one bean cost");
  g_free (items);
  items = dup_items (grid, "type_dropdown");
  g_assert_cmpstr (items, ==, "All Types|Tokens|Chips");
  g_free (items);
  items = dup_items (grid, "pack_dropdown");
  g_assert_cmpstr (items, ==, "All Packs|Bag of Chips");
  g_assert_true (filter_shown (grid, "pack_dropdown"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (get_grid_child (grid, "pack_dropdown")), ==,
                   "Show one bag");
  g_assert_false (filter_shown (grid, "trait_dropdown"));
  g_assert_true (filter_shown (grid, "bucket_button"));
  g_assert_cmpstr (gtk_label_get_label (get_toggle_label (grid)), ==, "Stars");
  g_assert_cmpstr (gtk_image_get_icon_name (get_toggle_image (grid)), ==,
                   "starred-symbolic");
  /* The toggle keeps the cards bearing the game's own mark: its three chips. */
  shown = drive_in_library_filter_get_model (drive_in_card_grid_get_filter (grid));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (shown)), ==, 5);
  gtk_toggle_button_set_active (get_grid_child (grid, "bucket_button"), TRUE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (shown)), ==, 3);

  drive_in_card_grid_set_deck (grid, NULL);
  drive_in_composition_chart_set_deck (chart, NULL);
  drive_in_deck_list_view_set_deck (list, NULL);
  g_object_unref (grid);
  g_object_unref (chart);
  g_object_unref (list);
}

int
main (int   argc,
      char *argv[])
{
  drive_in_test_init (&argc, &argv);

  g_assert_true (drive_in_game_info_register (&made_up_info));
  g_assert_true (drive_in_card_face_register (&made_up_face));
  g_assert_true (drive_in_deck_game_register (&made_up_deck_game));

  g_test_add_func ("/drive-in/deck-kinds/gros-unchanged", test_gros_unchanged);
  g_test_add_func ("/drive-in/deck-kinds/made-up-game", test_made_up_game);

  return drive_in_test_run ();
}
