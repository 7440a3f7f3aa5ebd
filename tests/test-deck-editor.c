/* test-deck-editor.c: the Decks page: library filters, deck edits, validation, undo, files. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "drive-in-application.h"
#include "drive-in-card-grid.h"
#include "drive-in-card-picture.h"
#include "drive-in-card-texture-cache.h"
#include "drive-in-composition-chart.h"
#include "drive-in-cost-curve.h"
#include "drive-in-deck-editor.h"
#include "drive-in-deck-history.h"
#include "drive-in-deck-list-view.h"
#include "drive-in-deck-row.h"
#include "drive-in-test-util.h"
#include "drive-in-validation-panel.h"
#include "drive-in-window.h"
#include "gros-test-util.h"
#include "gros-deck.h"

/* One registered application for the whole program, as in the real app. */
static DriveInApplication *app;

typedef struct
{
  GtkWindow         *window;
  DriveInDeckEditor *editor;
  DriveInCatalog       *catalog;
} Fixture;

/* --- helpers ----------------------------------------------------------------------------- */

static DriveInCatalog *
load_starter_catalog (void)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  DriveInCatalog *catalog = drive_in_catalog_new ();

  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, starter);
  return catalog;
}

static void
fixture_set_up (Fixture *fixture)
{
  fixture->catalog = load_starter_catalog ();
  fixture->editor = DRIVE_IN_DECK_EDITOR (drive_in_deck_editor_new ());
  drive_in_deck_editor_set_catalog (fixture->editor, fixture->catalog);

  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 1500, 900);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->editor));
  drive_in_test_show_window (fixture->window);
}

static void
fixture_tear_down (Fixture *fixture)
{
  if (fixture->window != NULL)
    gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->catalog);
}

static gpointer
get_child (GtkWidget  *widget,
           GType       type,
           const char *name)
{
  GObject *child = gtk_widget_get_template_child (widget, type, name);

  g_assert_nonnull (child);
  return child;
}

static DriveInCardGrid *
get_grid (Fixture *fixture)
{
  return get_child (GTK_WIDGET (fixture->editor), DRIVE_IN_TYPE_DECK_EDITOR, "card_grid");
}

static DriveInDeckListView *
get_deck_list (Fixture *fixture)
{
  return get_child (GTK_WIDGET (fixture->editor), DRIVE_IN_TYPE_DECK_EDITOR, "deck_list");
}

static DriveInValidationPanel *
get_panel (Fixture *fixture)
{
  return get_child (GTK_WIDGET (fixture->editor), DRIVE_IN_TYPE_DECK_EDITOR, "validation_panel");
}

/* The first toplevel of @type that is shown, or NULL. */
static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (g_type_is_a (G_OBJECT_TYPE (window), type)
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
has_message_dialog (gpointer data)
{
  return find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

/* Waits for the message dialog, answers @response and waits until it is gone. */
static void
answer_dialog (const char *response,
               char      **out_body)
{
  AdwMessageDialog *dialog;

  drive_in_test_wait_until (has_message_dialog, NULL, 5000);
  dialog = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  if (out_body != NULL)
    *out_body = g_strdup (adw_message_dialog_get_body (dialog));
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  drive_in_test_iterate (20);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
}

static guint
count_matches (GListModel *cards,
               const char *query,
               int         type)
{
  g_autofree char *lower = g_utf8_strdown (query, -1);
  g_auto(GStrv) words = g_strsplit (lower, " ", -1);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      const char *text = drive_in_card_get_search_text (card);
      gboolean all = type < 0 || (int) gros_card_get_type (card) == type;

      for (guint w = 0; words[w] != NULL; w++)
        if (*words[w] != '\0' && strstr (text, words[w]) == NULL)
          all = FALSE;
      n += all;
    }
  return n;
}

typedef struct
{
  GListModel *model;
  guint       n_items;
} CountWait;

static gboolean
model_has_count (gpointer data)
{
  CountWait *wait = data;

  return g_list_model_get_n_items (wait->model) == wait->n_items;
}

static void
wait_for_count (GListModel *model,
                guint       n_items)
{
  CountWait wait = { model, n_items };

  drive_in_test_wait_until (model_has_count, &wait, 5000);
}

/* The ids of the first three Feature Packs of the catalog. */
static char **
dup_three_packs (DriveInCatalog *catalog,
                 const char **out_fourth)
{
  GListModel *packs = drive_in_catalog_get_packs (catalog);
  GStrvBuilder *builder = g_strv_builder_new ();
  char **ids;

  g_assert_cmpuint (g_list_model_get_n_items (packs), >=, 4);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, i);
      g_strv_builder_add (builder, drive_in_pack_get_id (pack));
    }
  if (out_fourth != NULL)
    {
      g_autoptr(DriveInPack) pack = g_list_model_get_item (packs, 3);
      *out_fourth = g_intern_string (drive_in_pack_get_id (pack));
    }
  ids = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return ids;
}

/* Two cards of @pack_id that are not Roll the Credits (with three packs, a legal deck). */
static void
get_two_extras (DriveInCatalog  *catalog,
                const char   *pack_id,
                DriveInCard    **out_first,
                DriveInCard    **out_second)
{
  DriveInPack *pack = drive_in_catalog_lookup_pack (catalog, pack_id);
  const char * const *numbers = drive_in_pack_get_card_numbers (pack);
  DriveInCard *found[2] = { NULL, NULL };
  guint n = 0;

  for (guint i = 0; numbers[i] != NULL && n < 2; i++)
    {
      g_autofree char *id = g_strconcat (drive_in_pack_get_release (pack), ":", numbers[i], NULL);
      DriveInCard *card = drive_in_catalog_lookup (catalog, id);

      if (card != NULL && gros_card_get_type (card) != GROS_CARD_TYPE_ROLL_THE_CREDITS)
        found[n++] = card;
    }
  g_assert_cmpuint (n, ==, 2);
  *out_first = found[0];
  *out_second = found[1];
}

static gboolean
has_problem_containing (DriveInValidationPanel *panel,
                        const char             *text)
{
  GListModel *problems = drive_in_validation_panel_get_problems (panel);

  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

      if (strstr (drive_in_deck_problem_get_message (problem), text) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Every type's header in the deck list shows what the deck really has. */
static void
assert_type_counts (Fixture *fixture)
{
  DriveInDeck *deck = drive_in_deck_editor_get_deck (fixture->editor);
  DriveInDeckListView *list = get_deck_list (fixture);
  DriveInCompositionChart *chart = get_child (GTK_WIDGET (fixture->editor),
                                              DRIVE_IN_TYPE_DECK_EDITOR, "composition_chart");
  guint total = 0;

  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    {
      guint direct = 0;

      for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
        {
          DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));
          direct += card != NULL && gros_card_get_type (card) == t;
        }
      g_assert_cmpuint (drive_in_deck_list_view_get_type_count (list, (int) t), ==, direct);
      g_assert_cmpuint (drive_in_composition_chart_get_count (chart, (GrosCardType) t), ==, direct);
      total += direct;
    }
  g_assert_cmpuint (total, ==, drive_in_deck_get_n_cards (deck));
}

static guint
find_row (DriveInDeckListView *list,
          const char          *card_id)
{
  GListModel *rows = drive_in_deck_list_view_get_rows (list);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(DriveInDeckRow) row = g_list_model_get_item (rows, i);

      if (g_strcmp0 (drive_in_deck_row_get_card_id (row), card_id) == 0)
        return i;
    }
  g_assert_not_reached ();
}

static GtkDropTarget *
find_drop_target (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  return NULL;
}

/* What a drag ending over @widget delivers: the DriveInCard value to its drop target. */
static gboolean
drop_card (GtkWidget *widget,
           DriveInCard  *card)
{
  GtkDropTarget *target = find_drop_target (widget);
  g_auto(GValue) value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_assert_nonnull (target);
  g_assert_true (g_type_is_a (DRIVE_IN_TYPE_CARD, gtk_drop_target_get_gtypes (target, NULL)[0]));
  g_value_init (&value, DRIVE_IN_TYPE_CARD);
  g_value_set_object (&value, card);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  return accepted;
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("deck-editor-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* --- library ----------------------------------------------------------------------------- */

/* Typing filters the library as the user types: after every keystroke (and a main loop
 * turn) the filtered model holds exactly the cards whose search text has every word. */
static void
test_library_search (void)
{
  Fixture fixture = { 0 };
  DriveInCardGrid *grid;
  GtkWidget *entry;
  GListModel *model;
  GListModel *cards;
  g_autoptr(DriveInCard) card = NULL;
  g_autofree char *query = NULL;
  guint total, previous;

  fixture_set_up (&fixture);
  grid = get_grid (&fixture);
  entry = get_child (GTK_WIDGET (grid), DRIVE_IN_TYPE_CARD_GRID, "search_entry");
  model = drive_in_card_grid_get_model (grid);
  cards = G_LIST_MODEL (fixture.catalog);
  total = g_list_model_get_n_items (cards);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, total);

  /* A query made of a real card's name, typed one letter at a time. */
  card = g_list_model_get_item (cards, total / 2);
  query = g_utf8_strdown (drive_in_card_get_name (card), -1);
  previous = total;
  for (glong n = 1; n <= MIN (g_utf8_strlen (query, -1), 8); n++)
    {
      g_autofree char *typed = g_utf8_substring (query, 0, n);
      guint expected = count_matches (cards, typed, -1);

      gtk_editable_set_text (GTK_EDITABLE (entry), typed);
      wait_for_count (model, expected);
      g_assert_cmpuint (expected, <=, previous);
      g_assert_cmpuint (expected, >, 0);
      previous = expected;
    }
  g_assert_cmpuint (previous, <, total);

  /* Every card shown matches; the card the query came from is among them. */
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DriveInCard) shown = g_list_model_get_item (model, i);
      g_autofree char *typed = g_utf8_substring (query, 0, 8);

      g_assert_nonnull (strstr (drive_in_card_get_search_text (shown), typed));
    }

  /* Deleting the text brings every card back. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  wait_for_count (model, total);

  fixture_tear_down (&fixture);
}

/* The drop-down filters combine with each other and with the search (a GtkEveryFilter). */
static void
test_library_filters (void)
{
  Fixture fixture = { 0 };
  DriveInCardGrid *grid;
  GtkWidget *type_dropdown, *cost_dropdown, *pack_dropdown, *bucket_button, *entry;
  GListModel *model, *cards;
  guint expected, n;

  fixture_set_up (&fixture);
  grid = get_grid (&fixture);
  model = drive_in_card_grid_get_model (grid);
  cards = G_LIST_MODEL (fixture.catalog);
  type_dropdown = get_child (GTK_WIDGET (grid), DRIVE_IN_TYPE_CARD_GRID, "type_dropdown");
  cost_dropdown = get_child (GTK_WIDGET (grid), DRIVE_IN_TYPE_CARD_GRID, "cost_dropdown");
  pack_dropdown = get_child (GTK_WIDGET (grid), DRIVE_IN_TYPE_CARD_GRID, "pack_dropdown");
  bucket_button = get_child (GTK_WIDGET (grid), DRIVE_IN_TYPE_CARD_GRID, "bucket_button");
  entry = get_child (GTK_WIDGET (grid), DRIVE_IN_TYPE_CARD_GRID, "search_entry");

  /* Characters only (position 0 is "All Types"). */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (type_dropdown), GROS_CARD_TYPE_CHARACTER + 1);
  expected = count_matches (cards, "", GROS_CARD_TYPE_CHARACTER);
  wait_for_count (model, expected);
  g_assert_cmpuint (expected, >, 0);

  /* And a search on top of the type. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "a");
  wait_for_count (model, count_matches (cards, "a", GROS_CARD_TYPE_CHARACTER));
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (type_dropdown), 0);
  wait_for_count (model, g_list_model_get_n_items (cards));

  /* Cost 2 exactly (position 3: Any, No Cost, 1, 2...). */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (cost_dropdown), 3);
  n = g_list_model_get_n_items (model);
  expected = 0;
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      expected += gros_card_get_popcorn (card) == 2;
    }
  g_assert_cmpuint (n, ==, expected);

  /* Buckets among them. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (bucket_button), TRUE);
  expected = 0;
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (cards, i);
      expected += gros_card_get_popcorn (card) == 2 && gros_card_has_bucket (card);
    }
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, expected);
  g_assert_cmpuint (expected, <, n);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (bucket_button), FALSE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (cost_dropdown), 0);

  /* The first pack (position 1): its 16 cards. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (pack_dropdown), 1);
  {
    g_autoptr(DriveInPack) pack =
      g_list_model_get_item (drive_in_catalog_get_packs (fixture.catalog), 0);
    g_assert_cmpuint (g_list_model_get_n_items (model), ==, drive_in_pack_get_n_cards (pack));
  }

  fixture_tear_down (&fixture);
}

/* Writes a made-up release of @n_cards cards (no art) into @folder. */
static void
write_big_release (const char *folder,
                   guint       n_cards)
{
  g_autoptr(GString) list = g_string_new ("[\n");
  g_autoptr(GString) packs = g_string_new ("[\n");
  g_autoptr(GError) error = NULL;
  g_autofree char *manifest_path = g_build_filename (folder, "manifest.json", NULL);
  g_autofree char *list_path = g_build_filename (folder, "list.json", NULL);
  g_autofree char *packs_path = g_build_filename (folder, "packs.json", NULL);
  const char *types[] = { "character", "creature", "location", "prop", "special-effect" };

  for (guint i = 0; i < n_cards; i++)
    g_string_append_printf (list,
                            "%s{\"type\": \"%s\", \"name\": \"Made-Up Card %u\", "
                            "\"traits\": [\"Test\"], \"number\": \"%02u-%02u\", "
                            "\"title\": \"Word\", \"quote\": \"\", \"abilities\": \"\", "
                            "\"stat\": \"1\", \"popcorn\": \"%u\", \"bucket\": false}\n",
                            i > 0 ? "," : "", types[i % G_N_ELEMENTS (types)], i,
                            i / 16 + 1, i % 16 + 1, i % 4);
  g_string_append (list, "]\n");
  g_string_append (packs, "]\n");

  g_file_set_contents (manifest_path,
                       "{\"name\": \"Big Test Reels\", \"short\": \"Big\", \"year\": \"2026\", "
                       "\"sigil\": \"big-test\", \"type\": \"test\", \"description\": \"\", "
                       "\"list\": \"list.json\", \"packs\": \"packs.json\"}\n",
                       -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (list_path, list->str, -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (packs_path, packs->str, -1, &error);
  g_assert_no_error (error);
}

static gboolean
some_picture_drawn (gpointer data)
{
  g_autoptr(GPtrArray) pictures = drive_in_test_find_widgets (data, DRIVE_IN_TYPE_CARD_PICTURE);

  for (guint i = 0; i < pictures->len; i++)
    if (drive_in_card_picture_get_texture (g_ptr_array_index (pictures, i)) != NULL)
      return TRUE;
  return FALSE;
}

/* Iterates until no picture waits for a worker thread and no render starts. */
static void
wait_for_renders (GtkWidget *root)
{
  DriveInCardTextureCache *cache = drive_in_card_texture_cache_get_default ();
  gboolean busy;
  guint renders;

  do
    {
      g_autoptr(GPtrArray) pictures = NULL;

      renders = drive_in_card_texture_cache_get_n_renders (cache);
      drive_in_test_iterate (200);
      pictures = drive_in_test_find_widgets (root, DRIVE_IN_TYPE_CARD_PICTURE);
      busy = FALSE;
      for (guint i = 0; i < pictures->len; i++)
        busy |= drive_in_card_picture_is_loading (g_ptr_array_index (pictures, i));
    }
  while (busy || drive_in_card_texture_cache_get_n_renders (cache) != renders);
}

typedef struct
{
  DriveInCardTextureCache *cache;
  guint                    renders;
} RenderCount;

static gboolean
more_renders (gpointer data)
{
  RenderCount *count = data;

  return drive_in_card_texture_cache_get_n_renders (count->cache) > count->renders;
}

/* Cards are rendered as the grid shows them, not all at once: a 2,000-card library draws
 * about a screenful; scrolling back shows cached faces without drawing them again. */
static void
test_library_lazy_render (void)
{
  g_autofree char *folder = make_temp_dir ();
  g_autoptr(GFile) file = g_file_new_for_path (folder);
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(DriveInCatalog) catalog = drive_in_catalog_new ();
  g_autoptr(GError) error = NULL;
  DriveInCardTextureCache *cache = drive_in_card_texture_cache_get_default ();
  GtkAdjustment *adjustment;
  GtkWindow *window;
  GtkWidget *grid;
  guint before, first_screen, scrolled, back;
  RenderCount count;

  write_big_release (folder, 2000);
  release = drive_in_release_load (file, NULL, &error);
  g_assert_no_error (error);
  drive_in_catalog_add_release (catalog, release);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 2000);

  before = drive_in_card_texture_cache_get_n_renders (cache);
  grid = drive_in_card_grid_new ();
  drive_in_card_grid_set_catalog (DRIVE_IN_CARD_GRID (grid), catalog);
  window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (window, 900, 700);
  gtk_window_set_child (window, grid);
  drive_in_test_show_window (window);
  drive_in_test_wait_until (some_picture_drawn, grid, 10000);
  wait_for_renders (grid);

  first_screen = drive_in_card_texture_cache_get_n_renders (cache) - before;
  g_test_message ("rendered %u of 2000 cards", first_screen);
  g_assert_cmpuint (first_screen, >, 0);
  g_assert_cmpuint (first_screen, <, 100);

  /* A page down draws the next cards only. */
  adjustment = gtk_scrolled_window_get_vadjustment (
    get_child (grid, DRIVE_IN_TYPE_CARD_GRID, "scrolled_window"));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_page_size (adjustment) * 2);
  /* The new rows come with a frame, which under sanitizers on a busy machine can take longer
   * than wait_for_renders()'s first 200 ms: wait for the first new render. */
  count = (RenderCount) { cache, before + first_screen };
  drive_in_test_wait_until (more_renders, &count, 20000);
  wait_for_renders (grid);
  scrolled = drive_in_card_texture_cache_get_n_renders (cache) - before;
  g_assert_cmpuint (scrolled, >, first_screen);
  g_assert_cmpuint (scrolled, <, 3 * first_screen);

  /* Back at the top, the first cards come from the cache. */
  gtk_adjustment_set_value (adjustment, 0);
  wait_for_renders (grid);
  back = drive_in_card_texture_cache_get_n_renders (cache) - before;
  g_assert_cmpuint (back, ==, scrolled);
  g_assert_true (some_picture_drawn (grid));

  gtk_window_destroy (window);
  gros_test_rm_rf (folder);
}

/* --- deck edits -------------------------------------------------------------------------- */

/* Quick build of three packs, two more cards (by the grid's activation and by the add action)
 * make a legal deck; removing one (activating its deck row) brings the "49 cards" problem. */
static void
test_add_remove (void)
{
  Fixture fixture = { 0 };
  g_auto(GStrv) packs = NULL;
  const char *fourth = NULL;
  DriveInCard *first, *second;
  g_autoptr(GError) error = NULL;
  DriveInValidationPanel *panel;
  DriveInDeckListView *list;
  DriveInCardGrid *grid;
  GtkWidget *grid_view, *list_view;
  DriveInDeck *deck;
  GListModel *model;
  guint position = GTK_INVALID_LIST_POSITION;

  fixture_set_up (&fixture);
  panel = get_panel (&fixture);
  list = get_deck_list (&fixture);
  grid = get_grid (&fixture);
  packs = dup_three_packs (fixture.catalog, &fourth);
  get_two_extras (fixture.catalog, fourth, &first, &second);

  g_assert_true (drive_in_deck_editor_quick_build (fixture.editor,
                                                   (const char * const *) packs, &error));
  g_assert_no_error (error);
  deck = drive_in_deck_editor_get_deck (fixture.editor);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 48);
  g_assert_true (drive_in_deck_editor_is_modified (fixture.editor));
  assert_type_counts (&fixture);
  g_assert_false (drive_in_validation_panel_is_legal (panel));
  g_assert_true (has_problem_containing (panel, "48 cards"));

  /* Double-click (activate) on the first extra card in the library grid. */
  model = drive_in_card_grid_get_model (grid);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);
      if (card == first)
        position = i;
    }
  g_assert_cmpuint (position, !=, GTK_INVALID_LIST_POSITION);
  grid_view = get_child (GTK_WIDGET (grid), DRIVE_IN_TYPE_CARD_GRID, "grid_view");
  g_signal_emit_by_name (grid_view, "activate", position);
  g_assert_cmpuint (drive_in_deck_count (deck, drive_in_card_get_id (first)), ==, 1);

  /* The add action, as the card detail's button does. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                              drive_in_card_get_id (second));
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 50);
  assert_type_counts (&fixture);
  g_assert_true (drive_in_validation_panel_is_legal (panel));
  g_assert_cmpstr (drive_in_validation_panel_get_status (panel), ==, "Legal Feature Film deck");

  /* Activating the card's row in the deck list removes it. */
  list_view = get_child (GTK_WIDGET (list), DRIVE_IN_TYPE_DECK_LIST_VIEW, "list_view");
  g_signal_emit_by_name (list_view, "activate", find_row (list, drive_in_card_get_id (second)));
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 49);
  g_assert_false (drive_in_deck_contains (deck, drive_in_card_get_id (second)));
  assert_type_counts (&fixture);
  g_assert_false (drive_in_validation_panel_is_legal (panel));
  g_assert_true (has_problem_containing (panel, "49 cards"));
  g_assert_cmpstr (drive_in_validation_panel_get_status (panel), ==, "1 problem");

  /* The panel lists the problem's own sentence. */
  {
    GtkWidget *problem_list = get_child (GTK_WIDGET (panel), DRIVE_IN_TYPE_VALIDATION_PANEL,
                                         "problem_list");
    g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (problem_list, GTK_TYPE_LABEL);
    gboolean shown = FALSE;

    for (guint i = 0; i < labels->len; i++)
      shown |= strstr (gtk_label_get_label (g_ptr_array_index (labels, i)), "49 cards") != NULL;
    g_assert_true (shown);
  }

  fixture_tear_down (&fixture);
}

/* Dragging a card from the library onto the deck adds it; dragging a deck card onto the
 * library removes it. Library tiles drag with COPY, deck rows with MOVE, so neither list
 * takes its own cards back. */
static void
test_drag_and_drop (void)
{
  Fixture fixture = { 0 };
  g_autoptr(DriveInCard) card = NULL;
  DriveInDeckListView *list;
  DriveInCardGrid *grid;
  GtkWidget *content_stack;
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  list = get_deck_list (&fixture);
  grid = get_grid (&fixture);
  deck = drive_in_deck_editor_get_deck (fixture.editor);
  card = g_list_model_get_item (G_LIST_MODEL (fixture.catalog), 5);

  g_assert_cmpint (gtk_drop_target_get_actions (find_drop_target (GTK_WIDGET (list))), ==,
                   GDK_ACTION_COPY);
  g_assert_true (drop_card (GTK_WIDGET (list), card));
  g_assert_cmpuint (drive_in_deck_count (deck, drive_in_card_get_id (card)), ==, 1);
  assert_type_counts (&fixture);

  content_stack = get_child (GTK_WIDGET (grid), DRIVE_IN_TYPE_CARD_GRID, "content_stack");
  g_assert_cmpint (gtk_drop_target_get_actions (find_drop_target (content_stack)), ==,
                   GDK_ACTION_MOVE);
  g_assert_true (drop_card (content_stack, card));
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);

  fixture_tear_down (&fixture);
}

/* Undo and redo walk the edits back and forth, counts and validation following. */
static void
test_undo_redo (void)
{
  Fixture fixture = { 0 };
  g_auto(GStrv) packs = NULL;
  const char *fourth = NULL;
  DriveInCard *first, *second;
  g_autoptr(GError) error = NULL;
  DriveInValidationPanel *panel;
  DriveInDeck *deck;
  guint counts[GROS_CARD_N_TYPES];

  fixture_set_up (&fixture);
  panel = get_panel (&fixture);
  packs = dup_three_packs (fixture.catalog, &fourth);
  get_two_extras (fixture.catalog, fourth, &first, &second);

  g_assert_true (drive_in_deck_editor_quick_build (fixture.editor,
                                                   (const char * const *) packs, &error));
  deck = drive_in_deck_editor_get_deck (fixture.editor);
  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    counts[t] = gros_deck_count_by_type (deck, (GrosCardType) t);

  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                              drive_in_card_get_id (first));
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                              drive_in_card_get_id (second));
  g_assert_true (drive_in_validation_panel_is_legal (panel));

  /* Removing a card from the middle, then undoing it, puts it back where it was. */
  {
    g_auto(GStrv) before = drive_in_deck_dup_card_ids (deck);
    g_auto(GStrv) after = NULL;

    gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.remove-card", "s", before[10]);
    g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 49);
    gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL);
    after = drive_in_deck_dup_card_ids (deck);
    g_assert_cmpstrv (before, after);
  }

  /* Two undos: back to the quick build's 48 cards and counts. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 48);
  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    g_assert_cmpuint (gros_deck_count_by_type (deck, (GrosCardType) t), ==, counts[t]);
  assert_type_counts (&fixture);
  g_assert_true (has_problem_containing (panel, "48 cards"));

  /* Redo both. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.redo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.redo", NULL);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 50);
  g_assert_true (drive_in_deck_contains (deck, drive_in_card_get_id (second)));
  assert_type_counts (&fixture);
  g_assert_true (drive_in_validation_panel_is_legal (panel));

  /* The removal undone first is redone last; then nothing is left to redo. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.redo", NULL);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 49);
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.redo", NULL);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 49);

  /* Undoing everything, the quick build too, empties the deck: back to unmodified. */
  for (guint i = 0; i < 4; i++)
    gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);
  g_assert_false (drive_in_deck_editor_is_modified (fixture.editor));

  fixture_tear_down (&fixture);
}

/* The history's own rules: a new edit after undo drops the redo branch; name edits merge;
 * undoing back to the saved state is "not modified". */
static void
test_history (void)
{
  g_autoptr(DriveInCatalog) catalog = load_starter_catalog ();
  g_autoptr(DriveInDeck) deck = gros_deck_new (catalog, "Deck", GROS_FORMAT_FEATURE_FILM);
  g_autoptr(DriveInDeckHistory) history = drive_in_deck_history_new (deck);
  g_autoptr(DriveInCard) a = g_list_model_get_item (G_LIST_MODEL (catalog), 0);
  g_autoptr(DriveInCard) b = g_list_model_get_item (G_LIST_MODEL (catalog), 1);

  g_assert_false (drive_in_deck_history_is_modified (history));
  drive_in_deck_history_add_card (history, drive_in_card_get_id (a));
  drive_in_deck_history_mark_saved (history);
  g_assert_false (drive_in_deck_history_is_modified (history));

  drive_in_deck_history_add_card (history, drive_in_card_get_id (b));
  g_assert_true (drive_in_deck_history_is_modified (history));
  drive_in_deck_history_undo (history);
  g_assert_false (drive_in_deck_history_is_modified (history));
  drive_in_deck_history_redo (history);
  g_assert_true (drive_in_deck_history_is_modified (history));

  /* Typing a name letter by letter is one step. */
  drive_in_deck_history_set_name (history, "Z");
  drive_in_deck_history_set_name (history, "Zo");
  drive_in_deck_history_set_name (history, "Zom");
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "Zom");
  g_assert_cmpstr (drive_in_deck_history_get_undo_label (history), ==, "Rename Deck");
  drive_in_deck_history_undo (history);
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "Deck");

  /* Undo twice (b, then back to the saved state), then a new edit: the saved state is gone
   * with the redo branch only if it was in it. */
  drive_in_deck_history_undo (history);
  g_assert_false (drive_in_deck_history_is_modified (history));
  g_assert_true (drive_in_deck_history_can_redo (history));
  drive_in_deck_history_undo (history);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);
  drive_in_deck_history_set_variant (history, "episode");
  g_assert_false (drive_in_deck_history_can_redo (history));
  g_assert_true (drive_in_deck_history_is_modified (history));
  drive_in_deck_history_undo (history);
  /* The saved state (one card) can no longer be reached. */
  g_assert_true (drive_in_deck_history_is_modified (history));
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_FEATURE_FILM);
  g_assert_false (drive_in_deck_history_remove_card (history, drive_in_card_get_id (a)));
}

/* The composition chart draws the recommended 10/10/9/6/6/6/3 mix of a 50-card deck, scaled
 * for a 30-card Episode deck; the format picker changes the format as an undoable edit. */
static void
test_format_and_charts (void)
{
  Fixture fixture = { 0 };
  g_auto(GStrv) packs = NULL;
  g_autoptr(GError) error = NULL;
  DriveInCompositionChart *chart;
  DriveInCostCurve *curve;
  GtkWidget *format_dropdown;
  DriveInDeck *deck;
  const guint mix[GROS_CARD_N_TYPES] = { 10, 10, 6, 6, 9, 6, 3 };
  guint sum = 0, columns = 0, buckets = 0;

  fixture_set_up (&fixture);
  chart = get_child (GTK_WIDGET (fixture.editor), DRIVE_IN_TYPE_DECK_EDITOR, "composition_chart");
  curve = get_child (GTK_WIDGET (fixture.editor), DRIVE_IN_TYPE_DECK_EDITOR, "cost_curve");
  format_dropdown = get_child (GTK_WIDGET (get_panel (&fixture)), DRIVE_IN_TYPE_VALIDATION_PANEL,
                               "format_dropdown");
  packs = dup_three_packs (fixture.catalog, NULL);
  g_assert_true (drive_in_deck_editor_quick_build (fixture.editor,
                                                   (const char * const *) packs, &error));
  deck = drive_in_deck_editor_get_deck (fixture.editor);

  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    g_assert_cmpuint (drive_in_composition_chart_get_recommended (chart, (GrosCardType) t), ==,
                      mix[t]);

  /* Every format is offered, as GROS's variants (Feature Film, Episode first). */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (format_dropdown))),
                    ==, GROS_FORMAT_N_IDS);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (format_dropdown), GROS_FORMAT_EPISODE);
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_EPISODE);
  for (guint t = 0; t < GROS_CARD_N_TYPES; t++)
    sum += drive_in_composition_chart_get_recommended (chart, (GrosCardType) t);
  g_assert_cmpuint (sum, >=, 28);
  g_assert_cmpuint (sum, <=, 32);
  g_assert_true (has_problem_containing (get_panel (&fixture), "Episode"));
  /* The variant's summary under the picker; a Titled variant asks for the deck's Title. */
  g_assert_cmpstr (gtk_label_get_label (get_child (GTK_WIDGET (get_panel (&fixture)),
                                                   DRIVE_IN_TYPE_VALIDATION_PANEL,
                                                   "summary_label")), ==,
                   gros_format_get_summary (gros_format_get (GROS_FORMAT_EPISODE)));
  g_assert_false (gtk_widget_get_visible (get_child (GTK_WIDGET (get_panel (&fixture)),
                                                     DRIVE_IN_TYPE_VALIDATION_PANEL,
                                                     "title_entry")));
  for (guint i = 0; i < GROS_FORMAT_N_IDS; i++)
    if (g_str_equal (gros_format_variants[i].id, "titled-episode"))
      gtk_drop_down_set_selected (GTK_DROP_DOWN (format_dropdown), i);
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_TITLED_EPISODE);
  g_assert_true (gtk_widget_get_visible (get_child (GTK_WIDGET (get_panel (&fixture)),
                                                    DRIVE_IN_TYPE_VALIDATION_PANEL,
                                                    "title_entry")));
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL);
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_EPISODE);

  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL);
  g_assert_cmpint (gros_deck_get_format (deck), ==, GROS_FORMAT_FEATURE_FILM);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (format_dropdown)), ==,
                    GROS_FORMAT_FEATURE_FILM);

  /* The cost curve counts every card once, in the column of its cost. */
  for (guint c = 0; c < DRIVE_IN_COST_CURVE_N_COLUMNS; c++)
    columns += drive_in_cost_curve_get_count (curve, c);
  g_assert_cmpuint (columns, ==, drive_in_deck_get_n_cards (deck));
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    buckets += gros_card_has_bucket (drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i)));
  g_assert_cmpuint (drive_in_cost_curve_get_n_buckets (curve), ==, buckets);

  fixture_tear_down (&fixture);
}

/* Delete on the selected deck row removes one copy, as double-click does. */
static void
test_delete_key (void)
{
  Fixture fixture = { 0 };
  g_autoptr(DriveInCard) card = NULL;
  g_autoptr(GListModel) controllers = NULL;
  DriveInDeckListView *list;
  GtkWidget *list_view;
  GtkShortcut *shortcut = NULL;
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  list = get_deck_list (&fixture);
  deck = drive_in_deck_editor_get_deck (fixture.editor);
  card = g_list_model_get_item (G_LIST_MODEL (fixture.catalog), 7);
  for (guint i = 0; i < 2; i++)
    gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                                drive_in_card_get_id (card));
  g_assert_cmpuint (drive_in_deck_count (deck, drive_in_card_get_id (card)), ==, 2);

  /* The list view's Delete shortcut. */
  list_view = get_child (GTK_WIDGET (list), DRIVE_IN_TYPE_DECK_LIST_VIEW, "list_view");
  controllers = gtk_widget_observe_controllers (list_view);
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && shortcut == NULL; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) candidate = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (candidate));

          if (strstr (trigger, "Delete") != NULL)
            shortcut = candidate;
        }
    }
  g_assert_nonnull (shortcut);

  /* Nothing selected: nothing removed. */
  g_assert_false (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, list_view, NULL));
  g_assert_true (drive_in_deck_list_view_select_card (list, drive_in_card_get_id (card)));
  g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, list_view, NULL));
  g_assert_cmpuint (drive_in_deck_count (deck, drive_in_card_get_id (card)), ==, 1);
  assert_type_counts (&fixture);

  fixture_tear_down (&fixture);
}

/* Add Feature Pack puts every card of the pack in as one undoable edit. */
static void
test_add_pack (void)
{
  Fixture fixture = { 0 };
  g_autoptr(DriveInPack) pack = NULL;
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  deck = drive_in_deck_editor_get_deck (fixture.editor);
  pack = g_list_model_get_item (drive_in_catalog_get_packs (fixture.catalog), 1);

  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-pack", "s",
                              drive_in_pack_get_id (pack));
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, drive_in_pack_get_n_cards (pack));
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      g_autofree char *pack_id =
        drive_in_card_dup_pack_id (drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i)));
      g_assert_cmpstr (pack_id, ==, drive_in_pack_get_id (pack));
    }
  assert_type_counts (&fixture);

  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);

  /* A pack no release has: the deck is unchanged. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-pack", "s", "nowhere:99");
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);

  fixture_tear_down (&fixture);
}

/* The page's shortcuts are those of the actions, active while the page is shown. */
static void
test_shortcuts (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GListModel) controllers = NULL;
  g_autoptr(GString) found = g_string_new (NULL);
  const char *expected[][2] = {
    { "<Control>z", "deck.undo" },
    { "<Shift><Control>z|<Control>y", "deck.redo" },
    { "<Control>s", "deck.save" },
    { "<Shift><Control>s", "deck.save-as" },
    { "<Control>o", "deck.open" },
    { "<Control>n", "deck.new" },
  };

  fixture_set_up (&fixture);
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture.editor));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      g_assert_cmpint (gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)),
                       ==, GTK_SHORTCUT_SCOPE_GLOBAL);
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
          g_autofree char *action = gtk_shortcut_action_to_string (gtk_shortcut_get_action (shortcut));

          g_string_append_printf (found, "%s=%s;", trigger, action);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *pair = g_strdup_printf ("%s=action(%s)", expected[i][0], expected[i][1]);

      if (strstr (found->str, pair) == NULL)
        g_error ("no shortcut %s in %s", pair, found->str);
    }

  /* Ctrl+Z through the shortcut undoes. */
  {
    g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (fixture.catalog), 0);
    GtkShortcutAction *undo = gtk_named_action_new ("deck.undo");

    gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                                drive_in_card_get_id (card));
    g_assert_true (gtk_shortcut_action_activate (undo, 0, GTK_WIDGET (fixture.editor), NULL));
    g_assert_cmpuint (drive_in_deck_get_n_cards (drive_in_deck_editor_get_deck (fixture.editor)), ==, 0);
    g_object_unref (undo);
  }

  fixture_tear_down (&fixture);
}

/* --- files ------------------------------------------------------------------------------- */

/* Saving writes a deck file that opens to the same deck; both are recent decks. */
static void
test_save_reopen (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_autofree char *folder = make_temp_dir ();
  g_autofree char *path = g_build_filename (folder, "round-trip.gros-deck", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  g_auto(GStrv) packs = NULL;
  g_auto(GStrv) saved_ids = NULL;
  g_auto(GStrv) reopened_ids = NULL;
  g_auto(GStrv) recent = NULL;
  g_autofree char *last = NULL;
  g_autoptr(GError) error = NULL;
  DriveInDeckEditor *other;
  GtkWidget *name_entry;
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  packs = dup_three_packs (fixture.catalog, NULL);
  g_assert_true (drive_in_deck_editor_quick_build (fixture.editor,
                                                   (const char * const *) packs, &error));
  deck = drive_in_deck_editor_get_deck (fixture.editor);
  name_entry = get_child (GTK_WIDGET (fixture.editor), DRIVE_IN_TYPE_DECK_EDITOR, "name_entry");
  gtk_editable_set_text (GTK_EDITABLE (name_entry), "Round Trip");
  g_assert_cmpstr (drive_in_deck_get_name (deck), ==, "Round Trip");
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.remove-card", "s",
                              drive_in_deck_entry_get_card_id (drive_in_deck_get_entry (deck, 3)));

  g_assert_true (drive_in_deck_editor_save_to (fixture.editor, file, &error));
  g_assert_no_error (error);
  g_assert_false (drive_in_deck_editor_is_modified (fixture.editor));
  g_assert_true (g_file_equal (drive_in_deck_editor_get_file (fixture.editor), file));
  saved_ids = drive_in_deck_dup_card_ids (deck);

  recent = g_settings_get_strv (settings, "recent-decks");
  last = g_settings_get_string (settings, "last-deck");
  g_assert_cmpstr (recent[0], ==, uri);
  g_assert_cmpstr (last, ==, uri);

  /* A second editor opens the file. */
  other = DRIVE_IN_DECK_EDITOR (drive_in_deck_editor_new ());
  g_object_ref_sink (other);
  drive_in_deck_editor_set_catalog (other, fixture.catalog);
  g_assert_true (drive_in_deck_editor_open_file (other, file, &error));
  g_assert_no_error (error);
  reopened_ids = drive_in_deck_dup_card_ids (drive_in_deck_editor_get_deck (other));
  g_assert_cmpstrv (saved_ids, reopened_ids);
  g_assert_cmpstr (drive_in_deck_get_name (drive_in_deck_editor_get_deck (other)), ==, "Round Trip");
  g_assert_false (drive_in_deck_editor_is_modified (other));
  g_assert_true (g_file_equal (drive_in_deck_editor_get_file (other), file));
  g_object_unref (other);

  /* Saving again replaces the file (atomically, through a temporary file). */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL);
  g_assert_true (drive_in_deck_editor_is_modified (fixture.editor));
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.save", NULL);
  g_assert_false (drive_in_deck_editor_is_modified (fixture.editor));
  {
    g_autoptr(DriveInDeck) again = drive_in_deck_load (file, fixture.catalog, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (drive_in_deck_get_n_cards (again), ==, 48);
  }

  g_settings_reset (settings, "recent-decks");
  g_settings_reset (settings, "last-deck");
  fixture_tear_down (&fixture);
  gros_test_rm_rf (folder);
}

/* A file that is no deck: the error names the file and the problem, in a dialog too. */
static void
test_open_error (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GFile) file = gros_test_get_source_file ("fixtures/decks/not-xml.gros-deck");
  g_autoptr(DriveInCard) card = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  g_auto(GStrv) before = NULL;
  g_auto(GStrv) after = NULL;

  fixture_set_up (&fixture);
  card = g_list_model_get_item (G_LIST_MODEL (fixture.catalog), 0);
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                              drive_in_card_get_id (card));
  before = drive_in_deck_dup_card_ids (drive_in_deck_editor_get_deck (fixture.editor));

  g_assert_false (drive_in_deck_editor_open_file (fixture.editor, file, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "not-xml.gros-deck"));
  answer_dialog ("close", &body);
  g_assert_nonnull (strstr (body, "not-xml.gros-deck"));

  /* The deck being edited is untouched. */
  after = drive_in_deck_dup_card_ids (drive_in_deck_editor_get_deck (fixture.editor));
  g_assert_cmpstrv (before, after);
  g_assert_true (drive_in_deck_editor_is_modified (fixture.editor));

  fixture_tear_down (&fixture);
}

static gboolean
window_is_gone (gpointer data)
{
  return *(GtkWindow **) data == NULL;
}

/* New and closing the window ask first when the deck has unsaved changes. */
static void
test_unsaved_guard (void)
{
  Fixture fixture = { 0 };
  g_autoptr(DriveInCard) card = NULL;
  g_autofree char *body = NULL;
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  card = g_list_model_get_item (G_LIST_MODEL (fixture.catalog), 0);
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                              drive_in_card_get_id (card));
  deck = drive_in_deck_editor_get_deck (fixture.editor);

  /* Cancel keeps the deck. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.new", NULL);
  answer_dialog ("cancel", &body);
  g_assert_nonnull (strstr (body, drive_in_deck_get_name (deck)));
  g_assert_true (drive_in_deck_editor_get_deck (fixture.editor) == deck);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 1);

  /* Discard starts a new, empty, unmodified deck. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.new", NULL);
  answer_dialog ("discard", NULL);
  g_assert_cmpuint (drive_in_deck_get_n_cards (drive_in_deck_editor_get_deck (fixture.editor)), ==, 0);
  g_assert_false (drive_in_deck_editor_is_modified (fixture.editor));

  /* Without changes, New asks nothing. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.new", NULL);
  drive_in_test_iterate (50);
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

  /* Opening a recent deck asks too. */
  {
    g_autofree char *folder = make_temp_dir ();
    g_autofree char *path = g_build_filename (folder, "guarded.gros-deck", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *uri = g_file_get_uri (file);
    g_autoptr(DriveInCard) other = g_list_model_get_item (G_LIST_MODEL (fixture.catalog), 1);
    g_autoptr(GError) error = NULL;

    gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                                drive_in_card_get_id (card));
    g_assert_true (drive_in_deck_editor_save_to (fixture.editor, file, &error));
    g_assert_no_error (error);
    gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                                drive_in_card_get_id (other));
    g_assert_cmpuint (drive_in_deck_get_n_cards (drive_in_deck_editor_get_deck (fixture.editor)), ==, 2);

    gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.open-recent", "s", uri);
    answer_dialog ("cancel", NULL);
    g_assert_cmpuint (drive_in_deck_get_n_cards (drive_in_deck_editor_get_deck (fixture.editor)), ==, 2);
    gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.open-recent", "s", uri);
    answer_dialog ("discard", NULL);
    g_assert_cmpuint (drive_in_deck_get_n_cards (drive_in_deck_editor_get_deck (fixture.editor)), ==, 1);
    g_assert_false (drive_in_deck_editor_is_modified (fixture.editor));
    gros_test_rm_rf (folder);
  }

  /* Closing the window: cancel keeps it open, discard closes it. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                              drive_in_card_get_id (card));
  gtk_window_close (fixture.window);
  answer_dialog ("cancel", NULL);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture.window)));

  g_object_add_weak_pointer (G_OBJECT (fixture.window), (gpointer *) &fixture.window);
  gtk_window_close (fixture.window);
  answer_dialog ("discard", NULL);
  drive_in_test_wait_until (window_is_gone, &fixture.window, 5000);

  fixture_tear_down (&fixture);
}

/* In the real window: the Decks page takes the application's catalog when first shown and
 * reopens the last deck. */
static void
test_window_page (void)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_autofree char *folder = make_temp_dir ();
  g_autofree char *path = g_build_filename (folder, "last.gros-deck", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *uri = g_file_get_uri (file);
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  g_autoptr(DriveInDeck) saved = gros_deck_new (catalog, "Last Time", GROS_FORMAT_EPISODE);
  g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) editors = NULL;
  DriveInDeckEditor *editor;
  DriveInWindow *window;

  drive_in_deck_add_card (saved, card);
  g_assert_true (drive_in_deck_save (saved, file, NULL, &error));
  g_settings_set_string (settings, "last-deck", uri);

  window = drive_in_window_new (app);
  drive_in_test_show_window (GTK_WINDOW (window));
  editors = drive_in_test_find_widgets (GTK_WIDGET (window), DRIVE_IN_TYPE_DECK_EDITOR);
  g_assert_cmpuint (editors->len, ==, 1);
  editor = g_ptr_array_index (editors, 0);

  adw_view_stack_set_visible_child_name (drive_in_window_get_view_stack (window), "decks");
  drive_in_test_iterate (100);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (editor)));
  g_assert_true (drive_in_deck_editor_get_catalog (editor) == catalog);
  g_assert_cmpstr (drive_in_deck_get_name (drive_in_deck_editor_get_deck (editor)), ==, "Last Time");
  g_assert_true (drive_in_deck_contains (drive_in_deck_editor_get_deck (editor),
                                     drive_in_card_get_id (card)));
  g_assert_true (g_file_equal (drive_in_deck_editor_get_file (editor), file));

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "recent-decks");
  g_settings_reset (settings, "last-deck");
  gros_test_rm_rf (folder);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  g_test_add_func ("/drive-in/deck-editor/library/search", test_library_search);
  g_test_add_func ("/drive-in/deck-editor/library/filters", test_library_filters);
  g_test_add_func ("/drive-in/deck-editor/library/lazy-render", test_library_lazy_render);
  g_test_add_func ("/drive-in/deck-editor/deck/add-remove", test_add_remove);
  g_test_add_func ("/drive-in/deck-editor/deck/drag-and-drop", test_drag_and_drop);
  g_test_add_func ("/drive-in/deck-editor/deck/delete-key", test_delete_key);
  g_test_add_func ("/drive-in/deck-editor/deck/add-pack", test_add_pack);
  g_test_add_func ("/drive-in/deck-editor/deck/undo-redo", test_undo_redo);
  g_test_add_func ("/drive-in/deck-editor/deck/shortcuts", test_shortcuts);
  g_test_add_func ("/drive-in/deck-editor/deck/history", test_history);
  g_test_add_func ("/drive-in/deck-editor/deck/format-and-charts", test_format_and_charts);
  g_test_add_func ("/drive-in/deck-editor/file/save-reopen", test_save_reopen);
  g_test_add_func ("/drive-in/deck-editor/file/open-error", test_open_error);
  g_test_add_func ("/drive-in/deck-editor/file/unsaved-guard", test_unsaved_guard);
  g_test_add_func ("/drive-in/deck-editor/window/page", test_window_page);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
