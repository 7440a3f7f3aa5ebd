/* test-deck-editor-games.c: the Decks page reads each game's deck descriptor, GROS's too:
 * packs, charts, the Title sheet, the counter, come from it and not from the game's id. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-deck-editor.h"
#include "drive-in-deck-game.h"
#include "drive-in-print-operation.h"
#include "drive-in-test-util.h"
#include "gros-game-id.h"

/* One registered application for the whole program, as in the real app. */
static DriveInApplication *app;

/* Two made-up games, written here only: one with packs, charts and a Title sheet, one with
 * none of them and a deck size. Neither is GROS. */
#define PACKED_GAME_ID "made-up-packed"
#define PLAIN_GAME_ID "made-up-plain"

static const DriveInCardKindInfo made_up_kinds[] = {
  { "token", "Token", "Tokens" },
};
static const DriveInGameVariant made_up_variants[] = {
  { "standard", "Standard Game", 2, 4 },
};
static const DriveInGameInfo packed_info = {
  PACKED_GAME_ID, "Packed Game", made_up_kinds, G_N_ELEMENTS (made_up_kinds),
  made_up_variants, G_N_ELEMENTS (made_up_variants), NULL, NULL,
};
static const DriveInGameInfo plain_info = {
  PLAIN_GAME_ID, "Plain Game", made_up_kinds, G_N_ELEMENTS (made_up_kinds),
  made_up_variants, G_N_ELEMENTS (made_up_variants), NULL, NULL,
};

static void
fill_made_up_menu (GMenu          *menu,
                   DriveInCatalog *catalog)
{
  g_autoptr(GMenu) section = g_menu_new ();

  g_menu_append (section, "Bag of Tokens", "deck.add-pack::made-up:1");
  g_menu_append_section (menu, "Made-Up Release", G_MENU_MODEL (section));
}

static char *
describe_made_up_pack (DriveInCatalog *catalog,
                       const char     *pack_id)
{
  return g_strdup_printf ("Added %s", pack_id);
}

static DriveInPrintDocument *
new_made_up_title_sheet (DriveInDeck *deck)
{
  return DRIVE_IN_PRINT_DOCUMENT (drive_in_print_card_list_new (deck, NULL));
}

static const DriveInDeckGamePacks made_up_packs = {
  .fill_menu = fill_made_up_menu,
  .describe_added = describe_made_up_pack,
  .button_label = "Add _Bag",
  .empty_hint = "Drag tokens here or add a bag",
};

static const DriveInDeckGame packed_game = {
  .game = PACKED_GAME_ID,
  .new_title_sheet = new_made_up_title_sheet,
  .packs = &made_up_packs,
  .charts = TRUE,
  .plain_list = TRUE,
};

static const DriveInDeckGame plain_game = {
  .game = PLAIN_GAME_ID,
  .deck_size = 5,
};

typedef struct
{
  GtkWindow         *window;
  DriveInDeckEditor *editor;
  DriveInCatalog    *catalog;
} Fixture;

static void
fixture_set_up (Fixture *fixture)
{
  const char *languages[] = { "en", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (languages, &error);

  g_assert_no_error (error);
  fixture->catalog = drive_in_catalog_new ();
  drive_in_catalog_add_release (fixture->catalog, starter);

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
get_child (Fixture    *fixture,
           const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (fixture->editor),
                                                  DRIVE_IN_TYPE_DECK_EDITOR, name);

  g_assert_nonnull (child);
  return child;
}

static gboolean
is_visible (Fixture    *fixture,
            const char *name)
{
  return gtk_widget_get_visible (get_child (fixture, name));
}

static void
new_deck_for (Fixture    *fixture,
              const char *game)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->editor), "deck.new-for-game",
                                             "s", game));
  drive_in_test_iterate (20);
  g_assert_cmpstr (drive_in_deck_get_game (drive_in_deck_editor_get_deck (fixture->editor)), ==,
                   game);
}

/* The label of the first item of @model (and its sections) activating @action with the
 * string target @target (NULL: any), or NULL. */
static char *
find_menu_item (GMenuModel *model,
                const char *action,
                const char *target)
{
  for (int i = 0; model != NULL && i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autofree char *item_action = NULL;
      g_autofree char *item_target = NULL;
      g_autofree char *label = NULL;
      char *found;

      if (section != NULL && (found = find_menu_item (section, action, target)) != NULL)
        return found;
      if (!g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action)
          || !g_str_equal (item_action, action))
        continue;
      g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_TARGET, "s", &item_target);
      if (target != NULL && g_strcmp0 (item_target, target) != 0)
        continue;
      g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
      return g_steal_pointer (&label);
    }
  return NULL;
}

static gboolean
has_menu_item (GMenuModel *model,
               const char *action,
               const char *target)
{
  g_autofree char *label = find_menu_item (model, action, target);

  return label != NULL;
}

static GMenuModel *
get_print_menu (Fixture *fixture)
{
  return gtk_menu_button_get_menu_model (get_child (fixture, "print_button"));
}

static gboolean
title_sheet_prints (Fixture *fixture)
{
  g_autoptr(DriveInPrintOperation) operation =
    drive_in_print_operation_new_for_deck (drive_in_deck_editor_get_deck (fixture->editor),
                                           fixture->catalog, DRIVE_IN_PRINT_KIND_TITLE_SHEET);

  return operation != NULL;
}

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

/* The shown AdwMessageDialog, or NULL. */
static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static const char *
empty_hint (Fixture *fixture)
{
  AdwStatusPage *page = find_status_page (get_child (fixture, "deck_list"));

  g_assert_nonnull (page);
  return adw_status_page_get_description (page);
}

/* GROS is a deck game like the others: its descriptor holds the Feature Packs, the charts
 * and the Title sheet, and the page shows them for a GROS deck. */
static void
test_gros_descriptor (void)
{
  const DriveInDeckGame *gros = drive_in_deck_game_lookup (GROS_GAME_ID);
  const DriveInDeckGame *const *games;
  g_autoptr(GMenu) packs = g_menu_new ();
  g_autofree char *quick = NULL;
  g_autofree char *first_pack = NULL;
  Fixture fixture = { 0 };
  guint n;

  g_assert_nonnull (gros);
  g_assert_nonnull (gros->packs);
  g_assert_nonnull (gros->new_title_sheet);
  g_assert_true (gros->charts);
  games = drive_in_deck_game_list (&n);
  g_assert_cmpuint (n, >=, 4);
  g_assert_true (games[0] == gros);
  g_assert_true (drive_in_deck_game_get_default () == gros);

  fixture_set_up (&fixture);
  /* The page starts with a deck of the default game. */
  g_assert_cmpstr (drive_in_deck_get_game (drive_in_deck_editor_get_deck (fixture.editor)), ==,
                   GROS_GAME_ID);
  new_deck_for (&fixture, GROS_GAME_ID);
  g_assert_true (is_visible (&fixture, "add_pack_button"));
  g_assert_true (gtk_widget_get_sensitive (get_child (&fixture, "add_pack_button")));
  g_assert_cmpstr (gtk_label_get_label (get_child (&fixture, "add_pack_label")), ==,
                   "Add Feature _Pack");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (get_child (&fixture, "add_pack_button")), ==,
                   "Add Every Card of a Feature Pack");
  /* The pack menu is the descriptor's. */
  gros->packs->fill_menu (packs, fixture.catalog);
  g_assert_cmpint (g_menu_model_get_n_items (G_MENU_MODEL (packs)), >, 0);
  first_pack = find_menu_item (G_MENU_MODEL (packs), "deck.add-pack", NULL);
  g_assert_nonnull (first_pack);
  g_assert_cmpint (g_menu_model_get_n_items (
                     gtk_menu_button_get_menu_model (get_child (&fixture, "add_pack_button"))),
                   ==, g_menu_model_get_n_items (G_MENU_MODEL (packs)));
  g_free (first_pack);
  first_pack = find_menu_item (gtk_menu_button_get_menu_model (get_child (&fixture,
                                                                          "add_pack_button")),
                               "deck.add-pack", NULL);
  g_assert_nonnull (first_pack);
  g_assert_true (is_visible (&fixture, "type_charts"));
  g_assert_false (is_visible (&fixture, "deck_stats"));
  g_assert_nonnull (strstr (empty_hint (&fixture), "Feature Pack"));
  g_assert_true (has_menu_item (get_print_menu (&fixture), "deck.print", "title"));
  g_assert_true (title_sheet_prints (&fixture));
  /* Quick Build is offered for the game with packs, by the label its descriptor gives. */
  quick = find_menu_item (get_child (&fixture, "new_menu"), "deck.quick-build", GROS_GAME_ID);
  g_assert_cmpstr (quick, ==, gros->packs->quick_build_label);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.quick-build", "s",
                                             GROS_GAME_ID));
  drive_in_test_iterate (20);
  {
    AdwMessageDialog *dialog = find_message_dialog ();

    g_assert_nonnull (dialog);
    g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Quick Build");
    g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Feature Packs"));
    /* Emits the response only: the button would close it. */
    adw_message_dialog_response (dialog, "cancel");
    gtk_window_destroy (GTK_WINDOW (dialog));
    drive_in_test_iterate (20);
    g_assert_null (find_message_dialog ());
  }
  /* The counter shows the count alone: no target, no warning. */
  g_assert_cmpstr (gtk_label_get_label (get_child (&fixture, "deck_count_label")), ==, "0 cards");
  g_assert_false (gtk_widget_has_css_class (get_child (&fixture, "deck_count_label"), "warning"));
  fixture_tear_down (&fixture);
}

/* A made-up game with packs, charts and a Title sheet gets them; one without gets none:
 * the page asks the descriptor, never which game it is. */
static void
test_made_up_descriptors (void)
{
  Fixture fixture = { 0 };
  g_autofree char *pack = NULL;
  g_autofree char *quick = NULL;
  guint n;

  g_assert_true (drive_in_game_info_register (&packed_info));
  g_assert_true (drive_in_game_info_register (&plain_info));
  g_assert_true (drive_in_deck_game_register (&packed_game));
  g_assert_true (drive_in_deck_game_register (&plain_game));
  /* Once per game, and only for a game the library knows. */
  g_assert_false (drive_in_deck_game_register (&plain_game));
  drive_in_deck_game_list (&n);
  g_assert_true (drive_in_deck_game_list (NULL)[n - 1] == &plain_game);
  g_assert_true (drive_in_deck_game_lookup (PACKED_GAME_ID) == &packed_game);

  fixture_set_up (&fixture);
  /* The New menu offers both. */
  g_assert_true (has_menu_item (get_child (&fixture, "new_menu"), "deck.new-for-game",
                                    PACKED_GAME_ID));
  g_assert_true (has_menu_item (get_child (&fixture, "new_menu"), "deck.new-for-game",
                                    PLAIN_GAME_ID));
  /* Quick Build only where the packs say how. */
  quick = find_menu_item (get_child (&fixture, "new_menu"), "deck.quick-build", PACKED_GAME_ID);
  g_assert_null (quick);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.quick-build", "s",
                                             PACKED_GAME_ID));
  drive_in_test_iterate (20);
  g_assert_null (find_message_dialog ());

  new_deck_for (&fixture, PACKED_GAME_ID);
  g_assert_true (is_visible (&fixture, "add_pack_button"));
  pack = find_menu_item (gtk_menu_button_get_menu_model (get_child (&fixture, "add_pack_button")),
                         "deck.add-pack", "made-up:1");
  g_assert_cmpstr (pack, ==, "Bag of Tokens");
  g_assert_cmpstr (gtk_label_get_label (get_child (&fixture, "add_pack_label")), ==, "Add _Bag");
  g_assert_true (is_visible (&fixture, "type_charts"));
  g_assert_false (is_visible (&fixture, "deck_stats"));
  g_assert_cmpstr (empty_hint (&fixture), ==, "Drag tokens here or add a bag");
  g_assert_true (has_menu_item (get_print_menu (&fixture), "deck.print", "title"));
  g_assert_true (title_sheet_prints (&fixture));
  g_assert_cmpstr (gtk_label_get_label (get_child (&fixture, "deck_count_label")), ==, "0 cards");

  new_deck_for (&fixture, PLAIN_GAME_ID);
  g_assert_false (is_visible (&fixture, "add_pack_button"));
  g_assert_false (is_visible (&fixture, "type_charts"));
  g_assert_true (is_visible (&fixture, "deck_stats"));
  g_assert_null (strstr (empty_hint (&fixture), "Feature Pack"));
  g_assert_false (has_menu_item (get_print_menu (&fixture), "deck.print", "title"));
  g_assert_false (title_sheet_prints (&fixture));
  g_assert_cmpstr (gtk_label_get_label (get_child (&fixture, "deck_count_label")), ==,
                   "0 / 5 cards");
  g_assert_true (gtk_widget_has_css_class (get_child (&fixture, "deck_count_label"), "warning"));

  /* "New" keeps the game. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture.editor), "deck.new", NULL));
  drive_in_test_iterate (20);
  g_assert_cmpstr (drive_in_deck_get_game (drive_in_deck_editor_get_deck (fixture.editor)), ==,
                   PLAIN_GAME_ID);
  fixture_tear_down (&fixture);
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

  g_test_add_func ("/drive-in/deck-editor/games/gros-descriptor", test_gros_descriptor);
  g_test_add_func ("/drive-in/deck-editor/games/made-up-descriptors", test_made_up_descriptors);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
