/* test-library-view.c: the Cards page filters the catalog as the user types, and shows it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include <adwaita.h>

#include "drive-in-card-tile.h"
#include "drive-in-library-view.h"
#include "drive-in-test-util.h"
#include "gros-test-util.h"
#include "drive-in-core.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"

typedef struct
{
  GtkWindow          *window;
  DriveInLibraryView *view;
  GListModel         *catalog;
} Fixture;

static DriveInCatalog *
load_starter_catalog (void)
{
  g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  DriveInCatalog *catalog = drive_in_library_load_catalog (library, NULL, problems);

  g_assert_nonnull (catalog);
  g_assert_cmpuint (problems->len, ==, 0);
  return catalog;
}

static void
fixture_set_up (Fixture *fixture,
                GListModel *catalog)
{
  fixture->catalog = catalog;
  fixture->view = DRIVE_IN_LIBRARY_VIEW (drive_in_library_view_new ());
  drive_in_library_view_set_catalog (fixture->view, catalog);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 1000, 700);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->view));
  drive_in_test_show_window (fixture->window);
}

static void
fixture_tear_down (Fixture *fixture)
{
  gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->catalog);
}

static GtkWidget *
get_child (Fixture    *fixture,
           const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (fixture->view),
                                                  DRIVE_IN_TYPE_LIBRARY_VIEW, name);
  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

/* Tiles on screen with a card, i.e. what the grid shows. */
static GPtrArray *
get_shown_cards (Fixture *fixture)
{
  g_autoptr(GPtrArray) tiles = drive_in_test_find_widgets (GTK_WIDGET (fixture->view),
                                                           DRIVE_IN_TYPE_CARD_TILE);
  GPtrArray *cards = g_ptr_array_new ();

  for (guint i = 0; i < tiles->len; i++)
    {
      DriveInCardTile *tile = g_ptr_array_index (tiles, i);
      DriveInCard *card = drive_in_card_tile_get_card (tile);

      if (card != NULL && gtk_widget_get_mapped (GTK_WIDGET (tile)))
        g_ptr_array_add (cards, card);
    }
  return cards;
}

typedef struct
{
  Fixture *fixture;
  guint    n_items;
} CountWait;

static gboolean
model_has_count (gpointer data)
{
  CountWait *wait = data;

  return g_list_model_get_n_items (drive_in_library_view_get_model (wait->fixture->view))
         == wait->n_items;
}

static gboolean
grid_shows_count (gpointer data)
{
  CountWait *wait = data;
  g_autoptr(GPtrArray) shown = get_shown_cards (wait->fixture);

  return shown->len == wait->n_items;
}

static gboolean
grid_shows_some (gpointer data)
{
  Fixture *fixture = data;
  g_autoptr(GPtrArray) shown = get_shown_cards (fixture);

  return shown->len > 0;
}

/* Typing in the search entry: the model shrinks to exactly the cards whose search text has
 * every typed word, and the grid shows those cards and no others. */
static void
on_search_changed_cb (GtkSearchEntry *entry,
                      gpointer        user_data)
{
  *(gboolean *) user_data = TRUE;
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

static void
type_and_wait (Fixture    *fixture,
               const char *text,
               guint       expected)
{
  GtkWidget *entry = get_child (fixture, "search_entry");
  CountWait wait = { fixture, expected };
  gboolean changed = FALSE;
  gulong handler;

  /* The view's own handler runs first: once this one ran, the filter has the new text. */
  handler = g_signal_connect (entry, "search-changed", G_CALLBACK (on_search_changed_cb),
                              &changed);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)), text) == 0)
    changed = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  drive_in_test_wait_until (flag_is_set, &changed, 5000);
  g_signal_handler_disconnect (entry, handler);

  drive_in_test_wait_until (model_has_count, &wait, 5000);
}

static guint
count_matches (GListModel *catalog,
               const char *query)
{
  g_autofree char *lower = g_utf8_strdown (query, -1);
  g_auto(GStrv) words = g_strsplit (lower, " ", -1);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (catalog); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (catalog, i);
      const char *text = drive_in_card_get_search_text (card);
      gboolean all = TRUE;

      for (guint w = 0; words[w] != NULL; w++)
        if (*words[w] != '\0' && strstr (text, words[w]) == NULL)
          all = FALSE;
      n += all;
    }
  return n;
}

static void
test_search_filters (void)
{
  Fixture fixture = { 0 };
  GListModel *catalog = G_LIST_MODEL (load_starter_catalog ());
  guint total = g_list_model_get_n_items (catalog);
  g_autoptr(DriveInCard) first = NULL;
  g_autoptr(GPtrArray) shown = NULL;
  g_autofree char *count = NULL;
  guint expected;
  CountWait wait;
  const char *name;
  GtkWidget *stack;

  if (total < 2)
    {
      g_object_unref (catalog);
      /* The starter set ships with the app: losing its cards is a bug, not a reason to skip. */
      g_test_fail_printf ("the starter release has %u cards: the view needs two", total);
      return;
    }

  fixture_set_up (&fixture, catalog);
  stack = get_child (&fixture, "content_stack");

  /* Everything at first, and the grid draws tiles. */
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_library_view_get_model (fixture.view)),
                    ==, total);
  drive_in_test_wait_until (grid_shows_some, &fixture, 5000);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "grid");

  /* The first card's full name: at least that card, fewer than all. */
  first = g_list_model_get_item (catalog, 0);
  name = drive_in_card_get_name (first);
  expected = count_matches (catalog, name);
  g_assert_cmpuint (expected, >=, 1);
  g_assert_cmpuint (expected, <, total);
  type_and_wait (&fixture, name, expected);

  /* The grid shows exactly the matching cards, the first among them. */
  wait = (CountWait) { &fixture, expected };
  drive_in_test_wait_until (grid_shows_count, &wait, 5000);
  shown = get_shown_cards (&fixture);
  g_assert_true (g_ptr_array_find (shown, first, NULL));
  for (guint i = 0; i < shown->len; i++)
    {
      g_autofree char *lower = g_utf8_strdown (name, -1);
      g_assert_nonnull (strstr (drive_in_card_get_search_text (g_ptr_array_index (shown, i)),
                                lower));
    }
  g_free (count);
  count = g_strdup_printf ("%u of %u cards", expected, total);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_child (&fixture, "count_label"))),
                   ==, count);

  /* Upper case finds the same cards. */
  {
    g_autofree char *upper = g_utf8_strup (name, -1);
    type_and_wait (&fixture, upper, expected);
  }

  /* Nothing matches: the empty state replaces the grid. */
  type_and_wait (&fixture, "qqzx-no-such-card", 0);
  drive_in_test_iterate (50);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "empty");
  g_assert_true (gtk_widget_get_mapped (get_child (&fixture, "empty_page")));
  g_assert_false (gtk_widget_get_visible (get_child (&fixture, "empty_import_button")));

  /* Clearing the search brings every card back. */
  type_and_wait (&fixture, "", total);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "grid");

  fixture_tear_down (&fixture);
}

/* Cards of other games in the library stay out of the GROS views: the Cards page shows the
 * GROS cards only, and type "beast" finds nothing. */
static void
test_other_games_kept_out (void)
{
  Fixture fixture = { 0 };
  DriveInCatalog *catalog = load_starter_catalog ();
  g_autoptr(GFile) folder = gros_test_get_source_file ("fixtures/releases/other-game");
  g_autoptr(DriveInRelease) other = NULL;
  g_autoptr(GError) error = NULL;
  guint total, gros_cards = 0;
  CountWait wait;

  other = drive_in_release_load (folder, NULL, &error);
  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, other);
  total = g_list_model_get_n_items (G_LIST_MODEL (catalog));
  for (guint i = 0; i < total; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

      gros_cards += g_str_equal (drive_in_card_get_game (card), GROS_GAME_ID);
    }
  g_assert_cmpuint (gros_cards, <, total);

  fixture_set_up (&fixture, G_LIST_MODEL (catalog));
  wait = (CountWait) { &fixture, gros_cards };
  drive_in_test_wait_until (model_has_count, &wait, 5000);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_library_view_get_model (fixture.view)), ==,
                    gros_cards);
  type_and_wait (&fixture, "burrow", 0);
  fixture_tear_down (&fixture);
}

static void
test_type_filter (void)
{
  Fixture fixture = { 0 };
  GListModel *catalog = G_LIST_MODEL (load_starter_catalog ());
  GListModel *model;
  guint creatures = 0;
  CountWait wait;

  for (guint i = 0; i < g_list_model_get_n_items (catalog); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (catalog, i);
      creatures += gros_card_get_type (card) == GROS_CARD_TYPE_CREATURE;
    }
  if (creatures == 0 || creatures == g_list_model_get_n_items (catalog))
    {
      g_test_fail_printf ("the starter release has %u creatures of %u cards: the filter needs "
                          "creatures and other cards", creatures,
                          g_list_model_get_n_items (catalog));
      g_object_unref (catalog);
      return;
    }

  fixture_set_up (&fixture, catalog);
  model = drive_in_library_view_get_model (fixture.view);

  /* Position 0 is "All Types", then the types in GrosCardType order. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (get_child (&fixture, "type_dropdown")),
                              GROS_CARD_TYPE_CREATURE + 1);
  wait = (CountWait) { &fixture, creatures };
  drive_in_test_wait_until (model_has_count, &wait, 5000);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);
      g_assert_cmpint (gros_card_get_type (card), ==, GROS_CARD_TYPE_CREATURE);
    }

  /* Search and type combine: no creature is named like this. */
  type_and_wait (&fixture, "qqzx-no-such-card", 0);
  type_and_wait (&fixture, "", creatures);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (get_child (&fixture, "type_dropdown")), 0);
  wait = (CountWait) { &fixture, g_list_model_get_n_items (catalog) };
  drive_in_test_wait_until (model_has_count, &wait, 5000);

  fixture_tear_down (&fixture);
}

static DriveInCard *
make_card (const char  *number,
           const char  *name,
           GrosCardType type)
{
  GrosCardValues values = {
    .type = type,
    .has_stat = TRUE,
    .stat = 3,
    .popcorn = 2,
  };
  DriveInCardInfo info = {
    .release = "test",
    .number = number,
    .name = name,
  };

  return gros_card_new (&info, &values);
}

/* An empty catalog offers the import; cards added later (an import) show up. */
static void
test_empty_catalog (void)
{
  Fixture fixture = { 0 };
  GListStore *store = g_list_store_new (DRIVE_IN_TYPE_CARD);
  g_autoptr(DriveInCard) card = make_card ("01-01", "Zombie Usher", GROS_CARD_TYPE_CREATURE);
  GtkWidget *stack;
  CountWait wait;

  fixture_set_up (&fixture, G_LIST_MODEL (store));
  stack = get_child (&fixture, "content_stack");

  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "empty");
  g_assert_true (gtk_widget_get_visible (get_child (&fixture, "empty_import_button")));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_child (&fixture, "count_label"))),
                   ==, "0 cards");

  g_list_store_append (store, card);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "grid");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_child (&fixture, "count_label"))),
                   ==, "1 card");
  wait = (CountWait) { &fixture, 1 };
  drive_in_test_wait_until (grid_shows_count, &wait, 5000);

  /* With a search that hides the new card, the total still counts it. */
  type_and_wait (&fixture, "usher", 1);
  {
    g_autoptr(DriveInCard) other = make_card ("01-02", "Mad Scientist", GROS_CARD_TYPE_CHARACTER);
    g_list_store_append (store, other);
  }
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_child (&fixture, "count_label"))),
                   ==, "1 of 2 cards");

  fixture_tear_down (&fixture);
}

static gboolean
some_tile_has_art (gpointer data)
{
  Fixture *fixture = data;
  g_autoptr(GPtrArray) tiles = drive_in_test_find_widgets (GTK_WIDGET (fixture->view),
                                                           DRIVE_IN_TYPE_CARD_TILE);

  for (guint i = 0; i < tiles->len; i++)
    if (drive_in_card_tile_has_art (g_ptr_array_index (tiles, i)))
      return TRUE;
  return FALSE;
}

/* Card art is decoded in a thread and shows up in the tiles. */
static void
test_tiles_load_art (void)
{
  Fixture fixture = { 0 };
  GListModel *catalog = G_LIST_MODEL (load_starter_catalog ());
  gboolean any_art = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (catalog) && !any_art; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (catalog, i);
      any_art = drive_in_card_get_art (card) != NULL;
    }
  if (!any_art)
    {
      g_object_unref (catalog);
      g_test_fail_printf ("no starter card has art: the view's art cannot be checked");
      return;
    }

  fixture_set_up (&fixture, catalog);
  drive_in_test_wait_until (some_tile_has_art, &fixture, 10000);
  fixture_tear_down (&fixture);
}

/* The starter release and every other game's built-in set. */
static DriveInCatalog *
load_every_game_catalog (void)
{
  DriveInCatalog *catalog = load_starter_catalog ();
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  drive_in_library_add_builtin_sets (catalog, NULL, problems);
  g_assert_cmpuint (problems->len, ==, 0);
  return catalog;
}

static guint
count_cards (GListModel *cards,
             const char *game,
             const char *kind)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);

      n += (game == NULL || g_str_equal (drive_in_card_get_game (card), game))
           && (kind == NULL || g_str_equal (drive_in_card_get_kind (card), kind));
    }
  return n;
}

/* The position of @label in @dropdown's string list. */
static guint
find_dropdown_item (GtkWidget  *dropdown,
                    const char *label)
{
  GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (dropdown));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label))
      return i;
  g_assert_not_reached ();
}

/* The game drop-down shows one game's cards (or every game's), with that game's card types
 * in the type drop-down; search works within the game. */
static void
test_game_filter (void)
{
  Fixture fixture = { 0 };
  GListModel *catalog = G_LIST_MODEL (load_every_game_catalog ());
  GtkWidget *games, *types;
  GListModel *model;
  guint n_grotto = count_cards (catalog, GROTTO_GAME_ID, NULL);
  guint n_wishes = count_cards (catalog, GROTTO_GAME_ID, "wish");
  guint n_gros = count_cards (catalog, GROS_GAME_ID, NULL);
  CountWait wait;
  g_autofree char *count = NULL;

  g_assert_cmpuint (n_grotto, >, n_wishes);
  g_assert_cmpuint (n_wishes, >, 0);
  fixture_set_up (&fixture, catalog);
  model = drive_in_library_view_get_model (fixture.view);
  games = get_child (&fixture, "game_dropdown");
  types = get_child (&fixture, "type_dropdown");

  /* A new view shows GROS's cards. */
  g_assert_cmpstr (drive_in_library_view_get_game (fixture.view), ==, GROS_GAME_ID);
  wait = (CountWait) { &fixture, n_gros };
  drive_in_test_wait_until (model_has_count, &wait, 5000);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (games), find_dropdown_item (games, "Grotto Beasts!"));
  g_assert_cmpstr (drive_in_library_view_get_game (fixture.view), ==,
                   GROTTO_GAME_ID);
  wait = (CountWait) { &fixture, n_grotto };
  drive_in_test_wait_until (model_has_count, &wait, 5000);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);
      g_assert_cmpstr (drive_in_card_get_game (card), ==, GROTTO_GAME_ID);
    }
  count = g_strdup_printf ("%u cards", n_grotto);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_child (&fixture, "count_label"))), ==,
                   count);

  /* The type drop-down has the game's kinds; one kind shows its cards only. */
  g_assert_true (gtk_widget_get_sensitive (types));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (types))),
                    ==, 5);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (types), find_dropdown_item (types, "Wish"));
  wait = (CountWait) { &fixture, n_wishes };
  drive_in_test_wait_until (model_has_count, &wait, 5000);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);
      g_assert_cmpstr (drive_in_card_get_kind (card), ==, "wish");
    }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (types), 0);
  wait = (CountWait) { &fixture, n_grotto };
  drive_in_test_wait_until (model_has_count, &wait, 5000);

  /* Search stays within the game: a Grotto name, and a GROS word that finds nothing here. */
  type_and_wait (&fixture, "brinebeard", 1);
  type_and_wait (&fixture, "", n_grotto);

  /* Every game's cards; no type filter then. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (games), 0);
  g_assert_cmpstr (drive_in_library_view_get_game (fixture.view), ==, "");
  wait = (CountWait) { &fixture, g_list_model_get_n_items (catalog) };
  drive_in_test_wait_until (model_has_count, &wait, 5000);
  g_assert_false (gtk_widget_get_sensitive (types));

  /* The property (bound to the settings by the window) moves the drop-down too. */
  drive_in_library_view_set_game (fixture.view, GROS_GAME_ID);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (games)), ==,
                    find_dropdown_item (games, "Grave Robbers From Outer Space"));
  wait = (CountWait) { &fixture, n_gros };
  drive_in_test_wait_until (model_has_count, &wait, 5000);

  fixture_tear_down (&fixture);
}

/* The pane beside the grid never shows a card the game filter hides: choosing another game
 * closes it; every game's cards, or the card's own game, keep it. */
static void
test_game_filter_closes_pane (void)
{
  Fixture fixture = { 0 };
  GListModel *catalog = G_LIST_MODEL (load_every_game_catalog ());
  g_autoptr(DriveInCard) drive_in_card = NULL;

  fixture_set_up (&fixture, catalog);
  for (guint i = 0; i < g_list_model_get_n_items (catalog) && drive_in_card == NULL; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (catalog, i);

      if (g_str_equal (drive_in_card_get_game (card), GROS_GAME_ID))
        drive_in_card = g_steal_pointer (&card);
    }
  g_assert_nonnull (drive_in_card);

  drive_in_library_view_show_card (fixture.view, drive_in_card);
  drive_in_library_view_set_game (fixture.view, "");
  g_assert_true (drive_in_library_view_get_shown_card (fixture.view) == drive_in_card);
  drive_in_library_view_set_game (fixture.view, GROS_GAME_ID);
  g_assert_true (drive_in_library_view_get_shown_card (fixture.view) == drive_in_card);
  drive_in_library_view_set_game (fixture.view, GROTTO_GAME_ID);
  g_assert_null (drive_in_library_view_get_shown_card (fixture.view));

  fixture_tear_down (&fixture);
}

static DriveInCardTile *
find_tile (Fixture  *fixture,
           DriveInCard *card)
{
  g_autoptr(GPtrArray) tiles = drive_in_test_find_widgets (GTK_WIDGET (fixture->view),
                                                           DRIVE_IN_TYPE_CARD_TILE);

  for (guint i = 0; i < tiles->len; i++)
    if (drive_in_card_tile_get_card (g_ptr_array_index (tiles, i)) == card)
      return g_ptr_array_index (tiles, i);
  return NULL;
}

static gboolean
tile_shown (gpointer data)
{
  gpointer *args = data;

  return find_tile (args[0], args[1]) != NULL;
}

static char *
collect_labels (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (root, GTK_TYPE_LABEL);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_is_drawable (g_ptr_array_index (labels, i)))
      g_string_append_printf (text, "%s\n",
                              gtk_label_get_label (g_ptr_array_index (labels, i)));
  return g_string_free (text, FALSE);
}

static gboolean
child_revealed (gpointer data)
{
  return gtk_revealer_get_child_revealed (GTK_REVEALER (data));
}

/* A Grotto card's tile names its printed type, its Goal or Epic mark, its power and cost;
 * activating it opens the pane beside the grid with the card drawn and its fields. */
static void
test_other_game_tile_and_pane (void)
{
  Fixture fixture = { 0 };
  DriveInCatalog *catalog = load_every_game_catalog ();
  DriveInCard *challenger = drive_in_catalog_lookup (catalog, "drive-in-grotto:01");
  DriveInCard *epic = drive_in_catalog_lookup (catalog, "drive-in-grotto:11");
  GListModel *model;
  g_autofree char *tile_text = NULL;
  g_autofree char *pane_text = NULL;
  gpointer args[2];
  guint position = GTK_INVALID_LIST_POSITION;
  GtkWidget *grid;

  g_assert_nonnull (challenger);
  g_assert_nonnull (epic);
  fixture_set_up (&fixture, G_LIST_MODEL (catalog));
  drive_in_library_view_set_game (fixture.view, GROTTO_GAME_ID);
  model = drive_in_library_view_get_model (fixture.view);

  args[0] = &fixture;
  args[1] = challenger;
  drive_in_test_wait_until (tile_shown, args, 5000);
  tile_text = collect_labels (GTK_WIDGET (find_tile (&fixture, challenger)));
  g_assert_nonnull (strstr (tile_text, "Captain Brinebeard\n"));
  g_assert_nonnull (strstr (tile_text, "Challenger · Goal 14\n"));
  g_assert_nonnull (strstr (tile_text, "2\n")); /* power */
  args[1] = epic;
  drive_in_test_wait_until (tile_shown, args, 5000);
  g_clear_pointer (&tile_text, g_free);
  tile_text = collect_labels (GTK_WIDGET (find_tile (&fixture, epic)));
  g_assert_nonnull (strstr (tile_text, "Tide Beast · Epic\n"));
  g_assert_nonnull (strstr (tile_text, "6\n")); /* cost */

  /* Activating the card (Enter, double-click) opens the pane. */
  g_assert_null (drive_in_library_view_get_shown_card (fixture.view));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);

      if (card == epic)
        position = i;
    }
  g_assert_cmpuint (position, !=, GTK_INVALID_LIST_POSITION);
  grid = get_child (&fixture, "grid_view");
  g_signal_emit_by_name (grid, "activate", position);
  g_assert_true (drive_in_library_view_get_shown_card (fixture.view) == epic);
  drive_in_test_wait_until (child_revealed, get_child (&fixture, "detail_revealer"), 5000);
  pane_text = collect_labels (get_child (&fixture, "detail_revealer"));
  g_assert_nonnull (strstr (pane_text, "Leviathan Calf\n"));
  g_assert_nonnull (strstr (pane_text, "Tide Beast · Power 5 · Cost 6 · Epic\n"));
  g_assert_nonnull (strstr (pane_text, "Drive-In Grotto Beasts! Starter · drive-in-grotto:11"));
  /* No deck here: no copies, no buttons. */
  g_assert_null (strstr (pane_text, "in the deck"));

  drive_in_library_view_show_card (fixture.view, NULL);
  g_assert_null (drive_in_library_view_get_shown_card (fixture.view));

  fixture_tear_down (&fixture);
}

/* A Groo card's tile names its kind and its dice, with its VP and dice count; its pane draws
 * the card in Groo's frame and gives a Troop's dice and strengths, a Building's VP. */
static void
test_groo_tile_and_pane (void)
{
  Fixture fixture = { 0 };
  DriveInCatalog *catalog = load_every_game_catalog ();
  DriveInCard *hut = drive_in_catalog_lookup (catalog, "drive-in-groo:B01");
  DriveInCard *berserkers = drive_in_catalog_lookup (catalog, "drive-in-groo:T09");
  GListModel *model;
  g_autofree char *tile_text = NULL;
  g_autofree char *pane_text = NULL;
  gpointer args[2];
  guint position = GTK_INVALID_LIST_POSITION;

  g_assert_nonnull (hut);
  g_assert_nonnull (berserkers);
  fixture_set_up (&fixture, G_LIST_MODEL (catalog));
  drive_in_library_view_set_game (fixture.view, GROO_GAME_ID);
  model = drive_in_library_view_get_model (fixture.view);

  args[0] = &fixture;
  args[1] = hut;
  drive_in_test_wait_until (tile_shown, args, 5000);
  tile_text = collect_labels (GTK_WIDGET (find_tile (&fixture, hut)));
  g_assert_nonnull (strstr (tile_text, "Mud Hut\n"));
  g_assert_nonnull (strstr (tile_text, "Building · 2 Labor\n"));
  g_assert_nonnull (strstr (tile_text, "1\n")); /* VP */
  g_assert_nonnull (strstr (tile_text, "2\n")); /* dice */

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);

      if (card == berserkers)
        position = i;
    }
  g_assert_cmpuint (position, !=, GTK_INVALID_LIST_POSITION);
  g_signal_emit_by_name (get_child (&fixture, "grid_view"), "activate", position);
  g_assert_true (drive_in_library_view_get_shown_card (fixture.view) == berserkers);
  drive_in_test_wait_until (child_revealed, get_child (&fixture, "detail_revealer"), 5000);
  pane_text = collect_labels (get_child (&fixture, "detail_revealer"));
  g_assert_nonnull (strstr (pane_text, "Berserkers\n"));
  g_assert_nonnull (strstr (pane_text, "Troop · Dice 2 · 1 Kopin, 1 Labor · Attack 2 · "
                                       "Defense 0\n"));
  g_assert_nonnull (strstr (pane_text, "When they attack, their attack is doubled."));

  fixture_tear_down (&fixture);
}

static GtkWidget *
get_tile_child (GtkWidget  *tile,
                const char *name)
{
  GObject *child = gtk_widget_get_template_child (tile, DRIVE_IN_TYPE_CARD_TILE, name);

  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

/* What a tile shows of a card's printed values: @stat and @stat_name (NULL: no stat), @cost
 * and @cost_name (NULL: no cost), the popcorn icon before the cost, the bucket. */
static void
assert_tile (GtkWidget  *tile,
             const char *stat,
             const char *stat_name,
             const char *cost,
             const char *cost_name,
             gboolean    popcorn,
             gboolean    bucket)
{
  GtkWidget *stat_label = get_tile_child (tile, "stat_label");
  GtkWidget *cost_box = get_tile_child (tile, "cost_box");
  GtkWidget *cost_icon = get_tile_child (tile, "cost_icon");

  g_assert_cmpint (gtk_widget_get_visible (stat_label), ==, stat != NULL);
  if (stat != NULL)
    {
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (stat_label)), ==, stat);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (stat_label), ==, stat_name);
    }
  g_assert_cmpint (gtk_widget_get_visible (cost_box), ==, cost != NULL);
  if (cost != NULL)
    {
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (get_tile_child (tile, "cost_label"))),
                       ==, cost);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (cost_box), ==, cost_name);
      g_assert_cmpint (gtk_widget_get_visible (cost_icon), ==, popcorn);
      g_assert_cmpint (gtk_widget_has_css_class (cost_box, "game-cost"), ==, !popcorn);
      if (popcorn)
        g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (cost_icon)), ==,
                         "drive-in-popcorn-symbolic");
    }
  g_assert_cmpint (gtk_widget_get_visible (get_tile_child (tile, "bucket_image")), ==, bucket);
}

/* One tile, one path for every game: a GROS card's stat is named by its type and may be "*",
 * its cost is popcorn after the kernel icon, its bucket shows; a Special Effect prints no
 * stat whatever its data says; then a Grotto card on the same tile shows its power and a
 * plain cost, with no popcorn and no bucket left over. */
static void
test_tile_printed_values (void)
{
  g_autoptr(DriveInCatalog) catalog = load_every_game_catalog ();
  DriveInCard *epic = drive_in_catalog_lookup (catalog, "drive-in-grotto:11");
  GtkWidget *tile = g_object_ref_sink (drive_in_card_tile_new ());
  struct
  {
    GrosCardType type;
    gboolean     variable;
    int          popcorn;
    gboolean     bucket;
    const char  *stat;
    const char  *stat_name;
    const char  *cost;
  } gros[] = {
    { GROS_CARD_TYPE_CREATURE, FALSE, 3, TRUE, "4", "Attack", "3" },
    { GROS_CARD_TYPE_CHARACTER, TRUE, 0, FALSE, "*", "Defense", NULL },
    { GROS_CARD_TYPE_PLOT_TWIST, FALSE, 1, FALSE, "4", "Points", "1" },
    { GROS_CARD_TYPE_SPECIAL_EFFECT, FALSE, 2, TRUE, NULL, NULL, "2" },
  };

  g_assert_nonnull (epic);
  for (guint i = 0; i < G_N_ELEMENTS (gros); i++)
    {
      GrosCardValues values = {
        .type = gros[i].type,
        .has_stat = TRUE,
        .stat_variable = gros[i].variable,
        .stat = 4,
        .popcorn = gros[i].popcorn,
        .bucket = gros[i].bucket,
      };
      DriveInCardInfo info = {
        .release = "gros-test",
        .number = "01-01",
        .name = "Tile Test",
      };
      g_autoptr(DriveInCard) card = gros_card_new (&info, &values);

      drive_in_card_tile_set_card (DRIVE_IN_CARD_TILE (tile), card);
      assert_tile (tile, gros[i].stat, gros[i].stat_name, gros[i].cost, "Popcorn cost", TRUE,
                   gros[i].bucket);
    }

  drive_in_card_tile_set_card (DRIVE_IN_CARD_TILE (tile), epic);
  assert_tile (tile, "5", "Power", "6", "Cost", FALSE, FALSE);

  drive_in_card_tile_set_card (DRIVE_IN_CARD_TILE (tile), NULL);
  g_object_unref (tile);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  drive_in_test_init (&argc, &argv);

  g_test_add_func ("/drive-in/app/library-view/search", test_search_filters);
  g_test_add_func ("/drive-in/app/library-view/type-filter", test_type_filter);
  g_test_add_func ("/drive-in/app/library-view/other-games-kept-out", test_other_games_kept_out);
  g_test_add_func ("/drive-in/app/library-view/empty-catalog", test_empty_catalog);
  g_test_add_func ("/drive-in/app/library-view/art", test_tiles_load_art);
  g_test_add_func ("/drive-in/app/library-view/game-filter", test_game_filter);
  g_test_add_func ("/drive-in/app/library-view/game-filter-closes-pane",
                   test_game_filter_closes_pane);
  g_test_add_func ("/drive-in/app/library-view/other-game-tile-and-pane",
                   test_other_game_tile_and_pane);
  g_test_add_func ("/drive-in/app/library-view/groo-tile-and-pane", test_groo_tile_and_pane);
  g_test_add_func ("/drive-in/app/library-view/tile-printed-values", test_tile_printed_values);

  status = drive_in_test_run ();
  return status;
}
