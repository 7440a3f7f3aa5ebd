/* test-deck-editor-grotto.c: the Decks page with a Grotto Beasts! deck: counts, rules, side. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "drive-in-application.h"
#include "drive-in-card-grid.h"
#include "drive-in-deck-editor.h"
#include "drive-in-deck-list-view.h"
#include "drive-in-deck-row.h"
#include "drive-in-deck-slot.h"
#include "drive-in-deck-stats.h"
#include "drive-in-test-util.h"
#include "drive-in-validation-panel.h"
#include "gros-test-util.h"
#include "grotto-deck-rules.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"

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

  /* A new deck of Grotto Beasts!, from the New button's menu. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.new-for-game",
                                             "s", GROTTO_GAME_ID));
  drive_in_test_iterate (20);
  g_assert_cmpstr (drive_in_deck_get_game (drive_in_deck_editor_get_deck (fixture->editor)), ==,
                   GROTTO_GAME_ID);
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

static void
add (Fixture    *fixture,
     const char *number,
     guint       copies)
{
  g_autofree char *id = g_strconcat ("drive-in-grotto:", number, NULL);

  for (guint i = 0; i < copies; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.add-card", "s",
                                               id));
}

static void
add_side (Fixture    *fixture,
          const char *number)
{
  g_autofree char *id = g_strconcat ("drive-in-grotto:", number, NULL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.add-side", "s",
                                             id));
}

/* A legal Classic deck: thirteen names three times, one once; no Epic card. */
static void
add_legal_classic_cards (Fixture *fixture)
{
  const char *numbers[] = { "07", "08", "09", "10", "12", "13", "14", "36", "37", "46", "47",
                            "49", "50" };

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    add (fixture, numbers[i], 3);
  add (fixture, "15", 1);
  g_assert_cmpuint (drive_in_deck_get_n_cards (get_deck (fixture)), ==, 40);
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
  g_value_init (&value, DRIVE_IN_TYPE_CARD);
  g_value_set_object (&value, card);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  return accepted;
}

/* The shortcut of @list's list view whose trigger names @key. */
static GtkShortcut *
find_shortcut (DriveInDeckListView *list,
               const char          *key)
{
  GtkWidget *list_view = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (list),
                                                                    DRIVE_IN_TYPE_DECK_LIST_VIEW,
                                                                    "list_view"));
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (list_view);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *keys = gtk_shortcut_get_trigger (shortcut);
          g_autofree char *trigger = gtk_shortcut_trigger_to_string (keys);

          if (strstr (trigger, key) != NULL)
            return shortcut;
        }
    }
  g_assert_not_reached ();
}

static gboolean
press_key (DriveInDeckListView *list,
           const char          *key)
{
  GtkShortcut *shortcut = find_shortcut (list, key);
  GtkWidget *list_view = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (list),
                                                                    DRIVE_IN_TYPE_DECK_LIST_VIEW,
                                                                    "list_view"));

  return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, list_view,
                                       gtk_shortcut_get_arguments (shortcut));
}

/* --- tests ------------------------------------------------------------------------------- */

/* The library beside a Grotto deck shows Grotto cards only; forty legal cards make a legal
 * Classic deck, the counter and the figures follow. */
/* The first AdwStatusPage under @widget, or NULL. */
static AdwStatusPage *
find_status_page (GtkWidget *widget)
{
  if (ADW_IS_STATUS_PAGE (widget))
    return ADW_STATUS_PAGE (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwStatusPage *found = find_status_page (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* An empty Grotto Beasts! deck suggests what its editor offers: no Feature Packs, which the
 * game has not (GROS's empty deck still offers them). */
static void
test_empty_deck_text (void)
{
  Fixture fixture = { 0 };
  AdwStatusPage *page;

  fixture_set_up (&fixture);
  page = find_status_page (GTK_WIDGET (get_child (&fixture, "deck_list")));
  g_assert_nonnull (page);
  g_assert_cmpstr (adw_status_page_get_title (page), ==, "Empty Deck");
  g_assert_null (strstr (adw_status_page_get_description (page), "Feature Pack"));
  g_assert_nonnull (strstr (adw_status_page_get_description (page), "Drag cards here"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.new-for-game",
                                             "s", GROS_GAME_ID));
  drive_in_test_iterate (20);
  g_assert_nonnull (strstr (adw_status_page_get_description (page), "Feature Pack"));
  fixture_tear_down (&fixture);
}

static void
test_legal_deck (void)
{
  Fixture fixture = { 0 };
  DriveInCardGrid *grid;
  GListModel *model;
  DriveInDeckStats *stats;
  DriveInDeck *deck;
  int power = 0;
  guint beasts = 0, costs_one = 0;

  fixture_set_up (&fixture);
  deck = get_deck (&fixture);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "classic");
  grid = get_child (&fixture, "card_grid");
  model = drive_in_card_grid_get_model (grid);
  drive_in_test_iterate (50);
  g_assert_cmpuint (g_list_model_get_n_items (model), >, 0);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (model, i);
      g_assert_cmpstr (drive_in_card_get_game (card), ==, GROTTO_GAME_ID);
    }
  g_assert_cmpstr (label_text (&fixture, "deck_count_label"), ==, "0 / 40 cards");

  add_legal_classic_cards (&fixture);
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_cmpstr (drive_in_validation_panel_get_status (get_panel (&fixture)), ==,
                   "Legal Classic Game deck");
  g_assert_cmpstr (label_text (&fixture, "deck_count_label"), ==, "40 / 40 cards");

  /* The figures: kinds, costs, power. */
  for (guint i = 0; i < drive_in_deck_get_n_cards (deck); i++)
    {
      DriveInCard *card = drive_in_deck_entry_get_card (drive_in_deck_get_entry (deck, i));

      beasts += g_str_equal (drive_in_card_get_kind (card), "beast");
      power += drive_in_card_get_attribute_int (card, "power", 0);
      costs_one += drive_in_card_get_attribute_int (card, "cost", -1) == 1;
    }
  stats = get_child (&fixture, "deck_stats");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (stats)));
  g_assert_false (gtk_widget_get_visible (get_child (&fixture, "type_charts")));
  g_assert_cmpuint (drive_in_deck_stats_get_kind_count (stats, "beast"), ==, beasts);
  g_assert_cmpuint (drive_in_deck_stats_get_kind_count (stats, "beast")
                    + drive_in_deck_stats_get_kind_count (stats, "grotto")
                    + drive_in_deck_stats_get_kind_count (stats, "wish"), ==, 40);
  g_assert_cmpint (drive_in_deck_stats_get_stat_total (stats), ==, power);
  g_assert_cmpuint (drive_in_deck_stats_get_cost_count (stats, 1), ==, costs_one);
  {
    g_autofree char *summary = g_strdup_printf ("Power total %d", power);
    g_assert_true (g_str_has_prefix (drive_in_deck_stats_get_summary (stats), summary));
  }

  fixture_tear_down (&fixture);
}

/* A fourth copy of a name (by the + button's signal and by the + key) is shown illegal with
 * its reason, on the card's row and in the panel; - takes it out again. */
static void
test_fourth_copy (void)
{
  Fixture fixture = { 0 };
  DriveInDeckListView *list;
  DriveInDeckProblem *problem;
  const char *id = "drive-in-grotto:07";
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  deck = get_deck (&fixture);
  list = get_child (&fixture, "deck_list");
  add_legal_classic_cards (&fixture);
  g_assert_null (drive_in_deck_list_view_get_problem_text (list, id));

  /* The row's + button. */
  g_signal_emit_by_name (list, "add-card", id);
  g_assert_cmpuint (drive_in_deck_count (deck, id), ==, 4);
  problem = find_problem (&fixture, "copies");
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "Puddle Newt"));
  g_assert_false (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_cmpstr (drive_in_deck_list_view_get_problem_text (list, id), ==,
                   drive_in_deck_problem_get_message (problem));
  g_assert_cmpuint (drive_in_deck_row_get_count (find_row (list, id)), ==, 4);

  /* The - key on the selected row. */
  g_assert_true (drive_in_deck_list_view_select_card (list, id));
  g_assert_true (press_key (list, "minus"));
  g_assert_cmpuint (drive_in_deck_count (deck, id), ==, 3);
  g_assert_null (find_problem (&fixture, "copies"));
  g_assert_null (drive_in_deck_list_view_get_problem_text (list, id));

  /* The + key, then Delete. */
  g_assert_true (drive_in_deck_list_view_select_card (list, id));
  g_assert_true (press_key (list, "plus"));
  g_assert_cmpuint (drive_in_deck_count (deck, id), ==, 4);
  g_assert_nonnull (find_problem (&fixture, "copies"));
  g_assert_true (drive_in_deck_list_view_select_card (list, id));
  g_assert_true (press_key (list, "Delete"));
  g_assert_cmpuint (drive_in_deck_count (deck, id), ==, 3);
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));

  /* Copies count over the deck and the side deck together. */
  add_side (&fixture, "07");
  g_assert_nonnull (find_problem (&fixture, "copies"));

  fixture_tear_down (&fixture);
}

/* Two Epic names are illegal: the reason names both, the second one's row shows it. */
static void
test_two_epic_names (void)
{
  Fixture fixture = { 0 };
  DriveInDeckListView *list;
  DriveInDeckProblem *problem;

  fixture_set_up (&fixture);
  list = get_child (&fixture, "deck_list");
  add_legal_classic_cards (&fixture);
  /* Three copies of one Epic card are fine (002 allows it). */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.remove-card", "s",
                              "drive-in-grotto:15");
  add (&fixture, "11", 1);
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));

  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.remove-card", "s",
                              "drive-in-grotto:50");
  add (&fixture, "43", 1);
  problem = find_problem (&fixture, "epic");
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "Leviathan Calf"));
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "Sunken Ruins"));
  g_assert_nonnull (strstr (drive_in_deck_problem_get_message (problem), "Epic"));
  g_assert_cmpstr (drive_in_deck_list_view_get_problem_text (list, "drive-in-grotto:43"), ==,
                   drive_in_deck_problem_get_message (problem));
  /* Neither Epic card is the one at fault: both are marked. */
  g_assert_cmpstr (drive_in_deck_list_view_get_problem_text (list, "drive-in-grotto:11"), ==,
                   drive_in_deck_problem_get_message (problem));
  g_assert_false (drive_in_validation_panel_is_legal (get_panel (&fixture)));

  /* Undo takes the second Epic card out: legal again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL));
  g_assert_null (find_problem (&fixture, "epic"));

  fixture_tear_down (&fixture);
}

/* A Rumble deck has a Challenger beside its 40 cards: the variant picker, the slot, a
 * second Challenger replacing the first, the Classic Game refusing one. */
static void
test_rumble_challenger (void)
{
  Fixture fixture = { 0 };
  DriveInDeckSlot *slot;
  DriveInDeckListView *list;
  GtkWidget *dropdown;
  DriveInDeck *deck;
  DriveInCard *brinebeard, *gale;

  fixture_set_up (&fixture);
  deck = get_deck (&fixture);
  slot = get_child (&fixture, "deck_slot");
  list = get_child (&fixture, "deck_list");
  brinebeard = drive_in_catalog_lookup (fixture.catalog, "drive-in-grotto:01");
  gale = drive_in_catalog_lookup (fixture.catalog, "drive-in-grotto:04");
  add_legal_classic_cards (&fixture);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (slot)));

  /* The variant picker: Classic, Rumble, Jerma Rumble. */
  dropdown = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (get_panel (&fixture)),
                                            DRIVE_IN_TYPE_VALIDATION_PANEL, "format_dropdown"));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (dropdown))),
                    ==, 3);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 1);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "rumble");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (slot)));
  g_assert_null (drive_in_deck_slot_get_card_id (slot));
  g_assert_nonnull (find_problem (&fixture, "challenger"));
  g_assert_nonnull (drive_in_deck_slot_get_problem_text (slot));

  /* Dropped on the slot: the Challenger is beside the deck, not in its count or list. */
  g_assert_true (drop_card (GTK_WIDGET (slot), brinebeard));
  g_assert_cmpstr (drive_in_deck_slot_get_card_id (slot), ==, "drive-in-grotto:01");
  g_assert_null (find_row (list, "drive-in-grotto:01"));
  g_assert_cmpstr (label_text (&fixture, "deck_count_label"), ==, "40 / 40 cards");
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_cmpstr (drive_in_validation_panel_get_status (get_panel (&fixture)), ==,
                   "Legal Rumble deck");
  g_assert_null (drive_in_deck_slot_get_problem_text (slot));

  /* Another Challenger (double-click in the library) takes its place; undo brings it back. */
  gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.add-card", "s",
                              drive_in_card_get_id (gale));
  g_assert_cmpstr (drive_in_deck_slot_get_card_id (slot), ==, "drive-in-grotto:04");
  g_assert_cmpuint (drive_in_deck_count (deck, "drive-in-grotto:01"), ==, 0);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 41);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.undo", NULL));
  g_assert_cmpstr (drive_in_deck_slot_get_card_id (slot), ==, "drive-in-grotto:01");

  /* The Classic Game has no slot: the Challenger is one more card, with the reason. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 0);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "classic");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (slot)));
  g_assert_nonnull (find_row (list, "drive-in-grotto:01"));
  g_assert_nonnull (find_problem (&fixture, "challenger"));
  g_assert_cmpstr (label_text (&fixture, "deck_count_label"), ==, "41 / 40 cards");

  /* The slot's remove button takes the Challenger out. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 1);
  g_signal_emit_by_name (slot, "remove-card", "drive-in-grotto:01");
  g_assert_null (drive_in_deck_slot_get_card_id (slot));
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 40);

  fixture_tear_down (&fixture);
}

/* The 7-card side deck: added by action and by drag, counted, checked (no Epic card), taken
 * out with Delete and by dragging back onto the library. */
static void
test_side_deck (void)
{
  Fixture fixture = { 0 };
  const char *numbers[] = { "16", "17", "18", "19", "20", "21" };
  DriveInDeckListView *side;
  GtkWidget *content_stack;
  DriveInCard *wisp, *relic;
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  deck = get_deck (&fixture);
  side = get_child (&fixture, "side_list");
  g_assert_true (gtk_widget_get_visible (get_child (&fixture, "side_box")));
  add_legal_classic_cards (&fixture);
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    add_side (&fixture, numbers[i]);
  g_assert_cmpstr (label_text (&fixture, "side_count_label"), ==, "6 / 7");
  g_assert_nonnull (find_problem (&fixture, "side-size"));

  wisp = drive_in_catalog_lookup (fixture.catalog, "drive-in-grotto:31");
  g_assert_true (drop_card (GTK_WIDGET (side), wisp));
  g_assert_cmpuint (drive_in_deck_count_side (deck, "drive-in-grotto:31"), ==, 1);
  g_assert_cmpuint (drive_in_deck_count (deck, "drive-in-grotto:31"), ==, 0);
  g_assert_cmpstr (label_text (&fixture, "side_count_label"), ==, "7 / 7");
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_cmpuint (drive_in_deck_row_get_count (find_row (side, "drive-in-grotto:31")), ==, 1);

  /* An Epic card may not be in a side deck. */
  relic = drive_in_catalog_lookup (fixture.catalog, "drive-in-grotto:60");
  g_assert_true (grotto_card_is_epic (relic));
  g_assert_true (drive_in_deck_list_view_select_card (side, "drive-in-grotto:31"));
  g_assert_true (press_key (side, "Delete"));
  g_assert_cmpuint (drive_in_deck_count_side (deck, "drive-in-grotto:31"), ==, 0);
  add_side (&fixture, "60");
  g_assert_nonnull (find_problem (&fixture, "side-epic"));
  g_assert_nonnull (drive_in_deck_list_view_get_problem_text (side, "drive-in-grotto:60"));

  /* Dragged from the side deck back onto the library: out of the side deck only. */
  content_stack = GTK_WIDGET (gtk_widget_get_template_child (get_child (&fixture, "card_grid"),
                                                             DRIVE_IN_TYPE_CARD_GRID,
                                                             "content_stack"));
  {
    /* The row's drag source says the card comes from the side deck. */
    GtkWidget *list_view = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (side),
                                                                      DRIVE_IN_TYPE_DECK_LIST_VIEW,
                                                                      "list_view"));
    GtkWidget *box = NULL;
    g_autoptr(GListModel) controllers = NULL;
    GtkDragSource *source = NULL;

    drive_in_test_iterate (20);
    for (GtkWidget *child = gtk_widget_get_first_child (list_view); child != NULL && box == NULL;
         child = gtk_widget_get_next_sibling (child))
      {
        GtkWidget *candidate = gtk_widget_get_first_child (child);
        GtkListItem *item = candidate != NULL
                            ? g_object_get_data (G_OBJECT (candidate), "drive-in-list-item")
                            : NULL;

        if (item != NULL && gtk_list_item_get_item (item) != NULL
            && g_strcmp0 (drive_in_deck_row_get_card_id (gtk_list_item_get_item (item)),
                          "drive-in-grotto:60") == 0)
          box = candidate;
      }
    g_assert_nonnull (box);
    controllers = gtk_widget_observe_controllers (box);
    for (guint i = 0; i < g_list_model_get_n_items (controllers) && source == NULL; i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_DRAG_SOURCE (controller))
          source = g_object_ref (GTK_DRAG_SOURCE (controller));
      }
    g_assert_nonnull (source);
    /* The row goes with the drop: the drag source outlives it, as during a real drag. */
    g_signal_emit_by_name (source, "drag-begin", NULL);
    g_assert_true (drive_in_deck_list_view_is_dragging (side));
    g_assert_true (drop_card (content_stack, relic));
    g_signal_emit_by_name (source, "drag-end", NULL, FALSE);
    g_assert_false (drive_in_deck_list_view_is_dragging (side));
    g_object_unref (source);
  }
  g_assert_cmpuint (drive_in_deck_count_side (deck, "drive-in-grotto:60"), ==, 0);
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 40);
  g_assert_cmpstr (label_text (&fixture, "side_count_label"), ==, "6 / 7");

  fixture_tear_down (&fixture);
}

/* A drag from the library adds a copy to the deck; a card of another game is refused. */
static void
test_drag_and_other_games (void)
{
  Fixture fixture = { 0 };
  DriveInDeckListView *list;
  DriveInCard *crab, *drive_in_card = NULL;
  DriveInDeck *deck;

  fixture_set_up (&fixture);
  deck = get_deck (&fixture);
  list = get_child (&fixture, "deck_list");
  crab = drive_in_catalog_lookup (fixture.catalog, "drive-in-grotto:08");
  g_assert_true (drop_card (GTK_WIDGET (list), crab));
  g_assert_true (drop_card (GTK_WIDGET (list), crab));
  g_assert_cmpuint (drive_in_deck_count (deck, "drive-in-grotto:08"), ==, 2);
  g_assert_cmpuint (drive_in_deck_row_get_count (find_row (list, "drive-in-grotto:08")), ==, 2);

  for (guint i = 0; drive_in_card == NULL; i++)
    {
      g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (fixture.catalog), i);

      if (g_str_equal (drive_in_card_get_game (card), GROS_GAME_ID))
        drive_in_card = card;
    }
  g_assert_true (drop_card (GTK_WIDGET (list), drive_in_card));
  g_assert_false (drive_in_deck_contains (deck, drive_in_card_get_id (drive_in_card)));
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 2);

  fixture_tear_down (&fixture);
}

/* Saved with its game, variant, Challenger and side deck; opened again the same; a new deck
 * stays a Grotto Beasts! deck; a GROS deck brings the GROS views back. */
static void
test_save_reopen (void)
{
  Fixture fixture = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *folder = g_dir_make_tmp ("grotto-deck-XXXXXX", &error);
  g_autofree char *path = g_build_filename (folder, "tide.gros-deck", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *data = NULL;
  GtkWidget *dropdown;
  DriveInDeck *deck;

  g_assert_no_error (error);
  fixture_set_up (&fixture);
  add_legal_classic_cards (&fixture);
  dropdown = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (get_panel (&fixture)),
                                            DRIVE_IN_TYPE_VALIDATION_PANEL, "format_dropdown"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 1);
  add (&fixture, "03", 1);
  for (guint i = 0; i < 7; i++)
    add_side (&fixture, i < 3 ? "16" : i < 6 ? "22" : "04");
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));

  g_assert_true (drive_in_deck_editor_save_to (fixture.editor, file, &error));
  g_assert_no_error (error);
  g_assert_false (drive_in_deck_editor_is_modified (fixture.editor));
  g_assert_true (g_file_get_contents (path, &data, NULL, NULL));
  g_assert_nonnull (strstr (data, "game=\"grotto-beasts\""));
  g_assert_nonnull (strstr (data, "format=\"rumble\""));
  g_assert_nonnull (strstr (data, "<side>"));

  /* A new deck keeps the game and variant; then the saved file opens as it was. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.new", NULL));
  deck = get_deck (&fixture);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, GROTTO_GAME_ID);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "rumble");
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 0);

  g_assert_true (drive_in_deck_editor_open_file (fixture.editor, file, &error));
  g_assert_no_error (error);
  deck = get_deck (&fixture);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, GROTTO_GAME_ID);
  g_assert_cmpstr (drive_in_deck_get_variant (deck), ==, "rumble");
  g_assert_cmpuint (drive_in_deck_get_n_cards (deck), ==, 41);
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_deck_get_side (deck)), ==, 7);
  g_assert_cmpstr (drive_in_deck_slot_get_card_id (get_child (&fixture, "deck_slot")), ==,
                   "drive-in-grotto:03");
  g_assert_true (drive_in_validation_panel_is_legal (get_panel (&fixture)));
  g_assert_cmpstr (label_text (&fixture, "side_count_label"), ==, "7 / 7");

  /* A GROS deck: GROS's charts, no side deck, GROS's cards in the library. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.new-for-game",
                                             "s", GROS_GAME_ID));
  deck = get_deck (&fixture);
  g_assert_cmpstr (drive_in_deck_get_game (deck), ==, GROS_GAME_ID);
  g_assert_false (gtk_widget_get_visible (get_child (&fixture, "side_box")));
  g_assert_true (gtk_widget_get_visible (get_child (&fixture, "type_charts")));
  g_assert_false (gtk_widget_get_visible (get_child (&fixture, "deck_stats")));
  {
    GListModel *model = drive_in_card_grid_get_model (get_child (&fixture, "card_grid"));
    g_autoptr(DriveInCard) first = NULL;

    drive_in_test_iterate (50);
    first = g_list_model_get_item (model, 0);
    g_assert_cmpstr (drive_in_card_get_game (first), ==, GROS_GAME_ID);
  }

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

  g_test_add_func ("/drive-in/deck-editor/grotto/legal-deck", test_legal_deck);
  g_test_add_func ("/drive-in/deck-editor/grotto/empty-deck-text", test_empty_deck_text);
  g_test_add_func ("/drive-in/deck-editor/grotto/fourth-copy", test_fourth_copy);
  g_test_add_func ("/drive-in/deck-editor/grotto/two-epic-names", test_two_epic_names);
  g_test_add_func ("/drive-in/deck-editor/grotto/rumble-challenger", test_rumble_challenger);
  g_test_add_func ("/drive-in/deck-editor/grotto/side-deck", test_side_deck);
  g_test_add_func ("/drive-in/deck-editor/grotto/drag-and-other-games", test_drag_and_other_games);
  g_test_add_func ("/drive-in/deck-editor/grotto/save-reopen", test_save_reopen);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
