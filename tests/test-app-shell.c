/* test-app-shell.c: the application, its window, preferences and release import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>

#include "drive-in-application.h"
#include "drive-in-library-view.h"
#include "drive-in-preferences-window.h"
#include "drive-in-test-util.h"
#include "drive-in-window.h"
#include "gros-test-util.h"
#include "gros-game-id.h"
#include "grotto-game-id.h"
#include "groo-game-id.h"
#include "gruff-game-id.h"

/* One registered application for the whole program, as in the real app. */
static DriveInApplication *app;

/* The first toplevel of @type, or NULL. */
static GtkWindow *
find_toplevel (GType type)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

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
has_toplevel (gpointer data)
{
  return find_toplevel (GPOINTER_TO_SIZE (data)) != NULL;
}

static void
destroy_toplevels (GType type)
{
  GtkWindow *window;

  while ((window = find_toplevel (type)) != NULL)
    gtk_window_destroy (window);
}

static void
test_startup (void)
{
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  const char * const *problems = drive_in_application_get_load_problems (app);
  g_auto(GStrv) quit_accels = NULL;
  const char *actions[] = { "quit", "about", "preferences", "shortcuts", "import-release" };

  /* The catalog is loaded once, with the starter release, and nothing failed. */
  g_assert_nonnull (catalog);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), >, 0);
  g_assert_nonnull (problems);
  g_assert_null (problems[0]);

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), actions[i]));

  quit_accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  g_assert_true (g_strv_contains ((const char * const *) quit_accels, "<Control>q"));

  /* The styles of the app's resource are loaded by AdwApplication. */
  g_assert_true (g_resources_get_info ("/io/github/drivein/DriveIn/style.css",
                                       G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL));
}

static void
test_window (void)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  DriveInWindow *window;
  DriveInLibraryView *view;
  GtkWidget *focus;
  GtkWidget *entry;
  int width, height;

  g_settings_set_int (settings, "window-width", 900);
  g_settings_set_int (settings, "window-height", 650);
  g_settings_set_boolean (settings, "window-maximized", FALSE);

  window = drive_in_window_new (app);
  drive_in_test_show_window (GTK_WINDOW (window));

  /* The size comes from the settings; the Cards page shows the app's catalog. */
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 900);
  g_assert_cmpint (height, ==, 650);
  view = drive_in_window_get_library_view (window);
  g_assert_true (drive_in_library_view_get_catalog (view)
                 == G_LIST_MODEL (drive_in_application_get_catalog (app)));
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (drive_in_window_get_view_stack (window)),
                   ==, "cards");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view)));

  /* win.search (Ctrl+F) puts the focus in the search entry. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.search", NULL));
  entry = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view),
                                                     DRIVE_IN_TYPE_LIBRARY_VIEW,
                                                     "search_entry"));
  focus = gtk_window_get_focus (GTK_WINDOW (window));
  g_assert_nonnull (focus);
  g_assert_true (focus == entry || gtk_widget_is_ancestor (focus, entry));

  /* Closing saves the size. */
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 800);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 600);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
}

static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  DriveInPreferencesWindow *prefs = drive_in_preferences_window_new (NULL);
  AdwComboRow *ai_row = ADW_COMBO_ROW (gtk_widget_get_template_child (
    GTK_WIDGET (prefs), DRIVE_IN_TYPE_PREFERENCES_WINDOW, "ai_level_row"));
  AdwComboRow *paper_row = ADW_COMBO_ROW (gtk_widget_get_template_child (
    GTK_WIDGET (prefs), DRIVE_IN_TYPE_PREFERENCES_WINDOW, "paper_size_row"));
  GtkSpinButton *speed = GTK_SPIN_BUTTON (gtk_widget_get_template_child (
    GTK_WIDGET (prefs), DRIVE_IN_TYPE_PREFERENCES_WINDOW, "animation_speed_spin"));
  g_autofree char *nick = NULL;

  drive_in_test_show_window (GTK_WINDOW (prefs));

  /* Defaults shown: normal, A4, 1×. */
  g_assert_cmpuint (adw_combo_row_get_selected (ai_row), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (paper_row), ==, 0);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (speed), 1.0, 1e-9);

  /* Settings to widgets. */
  g_settings_set_string (settings, "ai-level", "hard");
  g_settings_set_string (settings, "paper-size", "letter");
  g_settings_set_double (settings, "animation-speed", 2.5);
  g_assert_cmpuint (adw_combo_row_get_selected (ai_row), ==, 2);
  g_assert_cmpuint (adw_combo_row_get_selected (paper_row), ==, 1);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (speed), 2.5, 1e-9);

  /* Widgets to settings. */
  adw_combo_row_set_selected (ai_row, 0);
  adw_combo_row_set_selected (paper_row, 0);
  gtk_spin_button_set_value (speed, 0.5);
  nick = g_settings_get_string (settings, "ai-level");
  g_assert_cmpstr (nick, ==, "easy");
  g_free (nick);
  nick = g_settings_get_string (settings, "paper-size");
  g_assert_cmpstr (nick, ==, "a4");
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "animation-speed"), 0.5, 1e-9);

  /* The spin button keeps to the schema's range. */
  gtk_spin_button_set_value (speed, 10);
  g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "animation-speed"), 4, 1e-9);

  gtk_window_destroy (GTK_WINDOW (prefs));
  g_settings_reset (settings, "ai-level");
  g_settings_reset (settings, "paper-size");
  g_settings_reset (settings, "animation-speed");
}

static void
test_about_and_preferences_actions (void)
{
  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  drive_in_test_wait_until (has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_ABOUT_WINDOW), 5000);
  g_assert_cmpstr (adw_about_window_get_application_name (
                     ADW_ABOUT_WINDOW (find_toplevel (ADW_TYPE_ABOUT_WINDOW))),
                   ==, "Drive-In");
  g_assert_cmpstr (adw_about_window_get_version (
                     ADW_ABOUT_WINDOW (find_toplevel (ADW_TYPE_ABOUT_WINDOW))),
                   ==, PACKAGE_VERSION);
  destroy_toplevels (ADW_TYPE_ABOUT_WINDOW);

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  drive_in_test_wait_until (has_toplevel,
                            GSIZE_TO_POINTER (DRIVE_IN_TYPE_PREFERENCES_WINDOW), 5000);
  destroy_toplevels (DRIVE_IN_TYPE_PREFERENCES_WINDOW);
}

typedef struct
{
  DriveInRelease *release;
  GError      *error;
  gboolean     done;
} ImportResult;

static void
on_import_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  ImportResult *import = user_data;

  import->release = drive_in_application_import_release_finish (DRIVE_IN_APPLICATION (source),
                                                                result, &import->error);
  import->done = TRUE;
}

static gboolean
import_is_done (gpointer data)
{
  return ((ImportResult *) data)->done;
}

static void
import_and_wait (GFile        *folder,
                 ImportResult *import)
{
  drive_in_application_import_release_async (app, folder, NULL, on_import_done_cb, import);
  drive_in_test_wait_until (import_is_done, import, 60000);
}

static gboolean
import_action_enabled (void)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (app), "import-release");
}

/* A good release is copied into the library and its cards join the catalog; importing it
 * again replaces it rather than adding the cards twice. */
static void
test_import_release (void)
{
  g_autoptr(GFile) folder = gros_test_get_source_file ("fixtures/releases/good");
  GListModel *catalog = G_LIST_MODEL (drive_in_application_get_catalog (app));
  guint before = g_list_model_get_n_items (catalog);
  ImportResult import = { 0 };
  guint n_cards;

  import_and_wait (folder, &import);
  g_assert_no_error (import.error);
  g_assert_nonnull (import.release);
  n_cards = g_list_model_get_n_items (drive_in_release_get_cards (import.release));
  g_assert_cmpuint (n_cards, >, 0);
  g_assert_cmpuint (g_list_model_get_n_items (catalog), ==, before + n_cards);
  g_assert_nonnull (drive_in_catalog_lookup_release (DRIVE_IN_CATALOG (catalog),
                                                 drive_in_release_get_sigil (import.release)));
  g_assert_true (import_action_enabled ());
  g_clear_object (&import.release);

  import = (ImportResult) { 0 };
  import_and_wait (folder, &import);
  g_assert_no_error (import.error);
  g_assert_cmpuint (g_list_model_get_n_items (catalog), ==, before + n_cards);
  g_clear_object (&import.release);
}

/* A broken release is refused with every problem in the message; the catalog is as it was. */
static void
test_import_invalid (void)
{
  g_autoptr(GFile) folder = gros_test_get_source_file ("fixtures/releases/wrong-types");
  GListModel *catalog = G_LIST_MODEL (drive_in_application_get_catalog (app));
  guint before = g_list_model_get_n_items (catalog);
  ImportResult import = { 0 };

  import_and_wait (folder, &import);
  g_assert_null (import.release);
  g_assert_nonnull (import.error);
  g_assert_cmpstr (import.error->message, !=, "");
  g_assert_cmpuint (g_list_model_get_n_items (catalog), ==, before);
  g_assert_true (import_action_enabled ());
  g_clear_error (&import.error);
}

static char *
collect_label_texts (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = drive_in_test_find_widgets (root, GTK_TYPE_LABEL);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < labels->len; i++)
    {
      g_string_append (text, gtk_label_get_label (g_ptr_array_index (labels, i)));
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* From the window, a failed import shows a dialog with the full error text. */
static void
test_window_import_error_dialog (void)
{
  g_autoptr(GFile) folder = gros_test_get_source_file ("fixtures/releases/wrong-types");
  g_autoptr(DriveInLibrary) scratch = NULL;
  g_autoptr(GError) expected = NULL;
  g_autofree char *scratch_path = NULL;
  g_autofree char *texts = NULL;
  g_autoptr(GFile) scratch_folder = NULL;
  DriveInWindow *window;
  GtkWindow *dialog;

  /* The message the core gives for this folder, from a library of its own. */
  scratch_path = g_dir_make_tmp ("drive-in-scratch-XXXXXX", NULL);
  scratch_folder = g_file_new_for_path (scratch_path);
  scratch = drive_in_library_new (scratch_folder);
  g_assert_false (drive_in_library_import_release (scratch, folder, NULL, &expected));
  g_assert_nonnull (expected);
  gros_test_rm_rf (scratch_path);

  window = drive_in_window_new (app);
  drive_in_test_show_window (GTK_WINDOW (window));
  drive_in_window_import_release_from (window, folder);
  drive_in_test_wait_until (has_toplevel, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG), 60000);

  dialog = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  texts = collect_label_texts (GTK_WIDGET (dialog));
  g_assert_nonnull (strstr (texts, expected->message));

  destroy_toplevels (ADW_TYPE_MESSAGE_DIALOG);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Opening deck files remembers them, most recent first, without duplicates. */
static void
test_recent_decks (void)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_auto(GStrv) recent = NULL;
  g_autofree char *last = NULL;

  for (int i = 0; i < 12; i++)
    {
      g_autofree char *path = g_strdup_printf ("/tmp/deck-%d.gros-deck", i);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      drive_in_application_add_recent_deck (app, file);
    }
  {
    g_autoptr(GFile) again = g_file_new_for_path ("/tmp/deck-5.gros-deck");
    drive_in_application_add_recent_deck (app, again);
  }

  recent = g_settings_get_strv (settings, "recent-decks");
  last = g_settings_get_string (settings, "last-deck");
  g_assert_cmpuint (g_strv_length (recent), ==, 10);
  g_assert_cmpstr (recent[0], ==, "file:///tmp/deck-5.gros-deck");
  g_assert_cmpstr (recent[1], ==, "file:///tmp/deck-11.gros-deck");
  g_assert_cmpstr (last, ==, "file:///tmp/deck-5.gros-deck");
  for (guint i = 1; recent[i] != NULL; i++)
    g_assert_cmpstr (recent[i], !=, recent[0]);

  g_settings_reset (settings, "recent-decks");
  g_settings_reset (settings, "last-deck");
}

/* The application's catalog holds every game's cards; the Cards page shows the game it
 * showed last (kept in the settings) and keeps the one the user picks. */
static void
test_cards_game_remembered (void)
{
  g_autoptr(GSettings) settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  DriveInCatalog *catalog = drive_in_application_get_catalog (app);
  const char *games[] = { GROS_GAME_ID, GROTTO_GAME_ID, GROO_GAME_ID,
                          GRUFF_GAME_ID };
  guint n_grotto = 0;
  DriveInWindow *window;
  DriveInLibraryView *view;
  GListModel *model;
  GtkWidget *dropdown;

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      guint n = 0;

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (catalog)); i++)
        {
          g_autoptr(DriveInCard) card = g_list_model_get_item (G_LIST_MODEL (catalog), i);

          n += g_str_equal (drive_in_card_get_game (card), games[g]);
        }
      g_test_message ("%s: %u cards", games[g], n);
      g_assert_cmpuint (n, >, 0);
      if (g == 1)
        n_grotto = n;
    }

  g_settings_set_string (settings, "library-game", GROTTO_GAME_ID);
  window = drive_in_window_new (app);
  drive_in_test_show_window (GTK_WINDOW (window));
  view = drive_in_window_get_library_view (window);
  model = drive_in_library_view_get_model (view);
  g_assert_cmpstr (drive_in_library_view_get_game (view), ==, GROTTO_GAME_ID);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_grotto);

  /* Position 0 is every game's cards, then the games in DriveInGameInfo order (GROS first). */
  dropdown = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (view),
                                                        DRIVE_IN_TYPE_LIBRARY_VIEW,
                                                        "game_dropdown"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 1);
  g_assert_cmpstr (drive_in_library_view_get_game (view), ==, GROS_GAME_ID);
  {
    g_autofree char *kept = g_settings_get_string (settings, "library-game");
    g_assert_cmpstr (kept, ==, GROS_GAME_ID);
  }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 0);
  {
    g_autofree char *kept = g_settings_get_string (settings, "library-game");
    g_assert_cmpstr (kept, ==, "");
  }

  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "library-game");
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

  g_test_add_func ("/drive-in/app/application/startup", test_startup);
  g_test_add_func ("/drive-in/app/window/show", test_window);
  g_test_add_func ("/drive-in/app/preferences/bindings", test_preferences);
  g_test_add_func ("/drive-in/app/actions/about-preferences", test_about_and_preferences_actions);
  g_test_add_func ("/drive-in/app/import/release", test_import_release);
  g_test_add_func ("/drive-in/app/import/invalid", test_import_invalid);
  g_test_add_func ("/drive-in/app/import/error-dialog", test_window_import_error_dialog);
  g_test_add_func ("/drive-in/app/application/recent-decks", test_recent_decks);
  g_test_add_func ("/drive-in/app/window/cards-game-remembered", test_cards_game_remembered);

  status = drive_in_test_run ();
  g_clear_object (&app);
  return status;
}
