/* test-deck-editor-groo.c: the Decks page with Groo's shared deck: counts, shares, variants. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "drive-in-application.h"
#include "drive-in-deck-editor.h"
#include "drive-in-deck-list-view.h"
#include "drive-in-deck-row.h"
#include "drive-in-deck-stats.h"
#include "drive-in-test-util.h"
#include "drive-in-validation-panel.h"
#include "gros-test-util.h"
#include "groo-deck-rules.h"
#include "groo-game-id.h"

/* One registered application for the whole program, as in the real app. */
static DriveInApplication *app;

typedef struct
{
  GtkWindow         *window;
  DriveInDeckEditor *editor;
  DriveInCatalog       *catalog;
} Fixture;

/* --- helpers ----------------------------------------------------------------------------- */

static void
fixture_set_up (Fixture *fixture)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  g_assert_no_error (error);
  fixture->catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (fixture->catalog, starter);
  drive_in_library_add_builtin_sets (fixture->catalog, languages, problems);
  g_assert_cmpuint (problems->len, ==, 0);

  fixture->editor = DRIVE_IN_DECK_EDITOR (drive_in_deck_editor_new ());
  drive_in_deck_editor_set_catalog (fixture->editor, fixture->catalog);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, 1500, 900);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->editor));
  drive_in_test_show_window (fixture->window);

  /* A new Groo deck, from the New button's menu. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.new-for-game",
                                             "s", GROO_GAME_ID));
  drive_in_test_iterate (20);
  g_assert_cmpstr (drive_in_deck_get_game (drive_in_deck_editor_get_deck (fixture->editor)), ==,
                   GROO_GAME_ID);
}

static void
fixture_tear_down (Fixture *fixture)
{
  if (fixture->window != NULL)
    gtk_window_destroy (fixture->window);
  g_clear_object (&fixture->catalog);
}

static gpointer
get_child (Fixture    *fixture,
           const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (fixture->editor),
                                                  DRIVE_IN_TYPE_DECK_EDITOR, name);

  g_assert_nonnull (child);
  return child;
}

static DriveInDeck *
get_deck (Fixture *fixture)
{
  return drive_in_deck_editor_get_deck (fixture->editor);
}

static DriveInValidationPanel *
get_panel (Fixture *fixture)
{
  return get_child (fixture, "validation_panel");
}

static DriveInDeckProblem *
find_problem (Fixture    *fixture,
              const char *rule_id)
{
  GListModel *problems = drive_in_validation_panel_get_problems (get_panel (fixture));

  for (guint i = 0; i < g_list_model_get_n_items (problems); i++)
    {
      g_autoptr(DriveInDeckProblem) problem = g_list_model_get_item (problems, i);

      if (g_str_equal (drive_in_deck_problem_get_rule_id (problem), rule_id))
        return problem;
    }
  return NULL;
}

static const char *
label_text (Fixture    *fixture,
            const char *name)
{
  return gtk_label_get_label (GTK_LABEL (get_child (fixture, name)));
}

static DriveInDeckRow *
find_row (DriveInDeckListView *list,
          const char          *card_id)
{
  GListModel *rows = drive_in_deck_list_view_get_rows (list);

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr(DriveInDeckRow) row = g_list_model_get_item (rows, i);

      if (g_strcmp0 (drive_in_deck_row_get_card_id (row), card_id) == 0)
        return row;
    }
  return NULL;
}


/* The standard deck of the catalog's Groo cards: each card's "copies", kind by kind. */
static guint
standard_count (DriveInCatalog *catalog,
                const char  *kind,
                guint       *out_not_events)
{
  guint n = 0, not_events = 0;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      guint copies;

      if (!g_str_equal (drive_in_card_get_game (card), GROO_GAME_ID))
        continue;
      copies = (guint) drive_in_card_get_attribute_int (card, "copies", 1);
      if (kind == NULL || g_str_equal (drive_in_card_get_kind (card), kind))
        n += copies;
      if (!g_str_equal (drive_in_card_get_kind (card), "event"))
        not_events += copies;
    }
  if (out_not_events != NULL)
    *out_not_events = not_events;
  return n;
}

static void
remove_card (Fixture    *fixture,
             const char *card_id)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.remove-card", "s",
                                             card_id));
}

/* The card ids of the deck's cards that are not Events, once per copy. */
static GPtrArray *
not_event_ids (Fixture *fixture)
{
  DriveInDeck *deck = drive_in_deck_editor_get_deck (fixture->editor);
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInDeckEntry *entry = drive_in_deck_get_entry (deck, i);
      DriveInCard *card = drive_in_deck_entry_get_card (entry);

      if (card != NULL && !g_str_equal (drive_in_card_get_kind (card), "event"))
        g_ptr_array_add (ids, g_strdup (drive_in_deck_entry_get_card_id (entry)));
    }
  return ids;
}

/* --- tests ------------------------------------------------------------------------------- */

/* A new Groo deck is the shared deck's make-up: every card as many times as the set says,
 * the kinds counted with their shares, the counter against the standard deck, legal. */
static void
test_shared_deck (void)
{
  Fixture fixture = { 0 };
  const char *kinds[] = { "building", "troop", "groo-effect", "wild", "event" };
  DriveInDeckStats *stats;
  DriveInDeckRow *row;
  g_autofree char *counter = NULL;
  g_autofree char *share = NULL;
  DriveInDeck *deck;
  guint total, buildings;

  fixture_set_up (&fixture);
  deck = get_deck (&fixture);
  total = standard_count (fixture.catalog, NULL, NULL);
  g_assert_cmpuint (total, ==, 114);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "standard");
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, total);
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));

  counter = g_strdup_printf ("%u cards · standard %u", total, total);
  g_assert_cmpstr (label_text (&fixture, "deck_count_label"), ==, counter);
  g_assert_false (gtk_widget_has_css_class (get_child (&fixture, "deck_count_label"), "warning"));

  /* Counts per card: Mud Hut five times, one row with its count. */
  row = find_row (get_child (&fixture, "deck_list"), "drive-in-groo:B01");
  g_assert_nonnull (row);
  g_assert_cmpuint (drive_in_deck_row_get_count (row), ==, 5);

  /* Counts and shares per kind. */
  stats = get_child (&fixture, "deck_stats");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (stats)));
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    g_assert_cmpuint (drive_in_deck_stats_get_kind_count (stats, kinds[k]), ==,
                      standard_count (fixture.catalog, kinds[k], NULL));
  buildings = standard_count (fixture.catalog, "building", NULL);
  share = g_strdup_printf ("%u Buildings (%u%%)", buildings,
                           (guint) (100.0 * buildings / total + 0.5));
  g_test_message ("%s", drive_in_deck_stats_get_mix (stats));
  g_assert_nonnull (strstr (drive_in_deck_stats_get_mix (stats), share));
  g_assert_nonnull (strstr (drive_in_deck_stats_get_mix (stats), "Events ("));
  /* The print menu offers the turn reference. */
  g_assert_true (gtk_menu_button_get_menu_model (get_child (&fixture, "print_button"))
                 == get_child (&fixture, "reference_print_menu"));
  fixture_tear_down (&fixture);
}

/* A variant with fewer cards is fine while it deals every hand of six players; one card too
 * few is refused with its reason, shown at once, and one card back makes it legal again. */
static void
test_too_small (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GPtrArray) ids = NULL;
  DriveInDeckProblem *problem;
  guint not_events;

  fixture_set_up (&fixture);
  standard_count (fixture.catalog, NULL, &not_events);
  g_assert_cmpuint (not_events, >, GROO_DECK_MIN_DEALT);
  ids = not_event_ids (&fixture);
  g_assert_cmpuint (ids->len, ==, not_events);

  /* Down to exactly 31 cards that are not Events: still legal. */
  for (guint i = GROO_DECK_MIN_DEALT; i < ids->len; i++)
    remove_card (&fixture, g_ptr_array_index (ids, i));
  drive_in_test_iterate (5);
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_null (find_problem (&fixture, "deck-size"));

  /* One fewer: refused, with the reason and the counter's warning. */
  remove_card (&fixture, g_ptr_array_index (ids, 0));
  drive_in_test_iterate (5);
  g_assert_false (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  problem = find_problem (&fixture, "deck-size");
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem),
                            "has 30 cards that are not Events; it needs 31"));
  g_assert_true (gtk_widget_has_css_class (get_child (&fixture, "deck_count_label"), "warning"));

  /* And back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                                             g_ptr_array_index (ids, 0)));
  drive_in_test_iterate (5);
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_false (gtk_widget_has_css_class (get_child (&fixture, "deck_count_label"), "warning"));
  fixture_tear_down (&fixture);
}

/* A variant with other counts saves as a Groo deck file (game and variant in it, for New
 * Game) and opens again as it was; New gives the shared deck's make-up again. */
static void
test_save_variant (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("groo-deck-XXXXXX", &error);
  g_autofree char *path = g_build_filename (folder, "short.gros-deck", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  DriveInDeck *deck;

  g_assert_no_error (error);
  fixture_set_up (&fixture);
  remove_card (&fixture, "drive-in-groo:B01");
  remove_card (&fixture, "drive-in-groo:B01");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                                             "drive-in-groo:T01"));
  g_assert_cmpuint (drive_in_deck_get_n_cards (get_deck (&fixture)), ==, 113);
  g_assert_true (drive_in_deck_editor_save_to (fixture.editor, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "game=\"groo\""));
  g_assert_nonnull (strstr (data, "format=\"standard\""));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.new", NULL));
  deck = get_deck (&fixture);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, GROO_GAME_ID);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 114);

  g_assert_true (drive_in_deck_editor_open_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  deck = get_deck (&fixture);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, GROO_GAME_ID);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 113);
  g_assert_cmpuint (drive_in_deck_count (deck, "drive-in-groo:B01"), ==, 3);
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_cmpstr (label_text (&fixture, "deck_count_label"), ==, "113 cards · standard 114");
  fixture_tear_down (&fixture);
  g_unlink (path);
  g_rmdir (folder);
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

  g_test_add_func ("/drive-in/deck-editor/groo/shared-deck", test_shared_deck);
  g_test_add_func ("/drive-in/deck-editor/groo/too-small", test_too_small);
  g_test_add_func ("/drive-in/deck-editor/groo/save-variant", test_save_variant);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
