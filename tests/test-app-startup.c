/* test-app-startup.c: the window comes first; the catalog is read after its first frame. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-tests"

#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "drive-in-application.h"
#include "drive-in-worker-guard.h"
#include "drive-in-card-tile.h"
#include "drive-in-deck-editor.h"
#include "drive-in-lazy-page.h"
#include "drive-in-library-view.h"
#include "drive-in-table.h"
#include "drive-in-test-util.h"
#include "drive-in-window.h"
#include "gros-test-util.h"

/* One application for the program, started on a library with a good release and a broken
 * one, as a user's would be. */
static DriveInApplication *app;
static DriveInWindow *window;

typedef struct
{
  gboolean painted;
  guint    n_cards;      /* in the catalog when the first frame was painted */
  gboolean loaded;
} FirstFrame;

static void
on_after_paint_cb (GdkFrameClock *clock,
                   gpointer       user_data)
{
  FirstFrame *frame = user_data;

  if (frame->painted)
    return;
  frame->painted = TRUE;
  frame->n_cards =
    g_list_model_get_n_items (G_LIST_MODEL (drive_in_application_peek_catalog (app)));
  frame->loaded = drive_in_application_is_catalog_loaded (app);
}

/* Connected after the window's own map: its frame clock exists, and this handler runs after
 * the window's (which starts the loader). */
static void
on_window_map_cb (GtkWidget *widget,
                  gpointer   user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (on_after_paint_cb), user_data);
}

static gboolean
catalog_is_loaded (gpointer data)
{
  return drive_in_application_is_catalog_loaded (app);
}

static gboolean
grid_has_tiles (gpointer data)
{
  g_autoptr(GPtrArray) tiles = drive_in_test_find_widgets (data, DRIVE_IN_TYPE_CARD_TILE);

  for (guint i = 0; i < tiles->len; i++)
    if (drive_in_card_tile_get_card (g_ptr_array_index (tiles, i)) != NULL)
      return TRUE;
  return FALSE;
}

/* Nothing is read before the window is painted; then the cards fill the Cards page. */
static void
test_window_before_catalog (void)
{
  FirstFrame frame = { FALSE, G_MAXUINT, TRUE };
  DriveInCatalog *catalog = drive_in_application_peek_catalog (app);
  DriveInLibraryView *view;
  guint n_starter;

  /* Started, and still empty: startup read no release. */
  g_assert_nonnull (catalog);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), ==, 0);
  g_assert_false (drive_in_application_is_catalog_loaded (app));

  window = drive_in_window_new (app);
  view = drive_in_window_get_library_view (window);
  g_assert_true (drive_in_library_view_get_catalog (view) == G_LIST_MODEL (catalog));
  g_assert_true (drive_in_library_view_get_loading (view));
  g_signal_connect_after (window, "map", G_CALLBACK (on_window_map_cb), &frame);
  drive_in_test_show_window (GTK_WINDOW (window));

  /* The first frame had no card, and the loader had not finished. */
  g_assert_true (frame.painted);
  g_assert_cmpuint (frame.n_cards, ==, 0);
  g_assert_false (frame.loaded);

  drive_in_test_wait_until (catalog_is_loaded, NULL, 30000);
  {
    g_autoptr(DriveInRelease) starter = drive_in_library_load_starter_release (NULL, NULL);

    n_starter = g_list_model_get_n_items (drive_in_release_get_cards (starter));
  }
  g_assert_nonnull (drive_in_catalog_lookup_release (catalog, "fixture"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (catalog)), >, n_starter);
  g_assert_false (drive_in_library_view_get_loading (view));
  g_assert_cmpuint (g_list_model_get_n_items (drive_in_library_view_get_model (view)), ==,
                    g_list_model_get_n_items (G_LIST_MODEL (catalog)));
  drive_in_test_wait_until (grid_has_tiles, view, 10000);
  /* The window outlives this test; @frame does not. */
  g_signal_handlers_disconnect_by_data (gtk_widget_get_frame_clock (GTK_WIDGET (window)), &frame);
  g_signal_handlers_disconnect_by_data (window, &frame);
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

static GtkWindow *
find_message_dialog (void)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (toplevel) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;
    }
  return NULL;
}

static gboolean
has_message_dialog (gpointer data)
{
  return find_message_dialog () != NULL;
}

/* The broken release does not stop the others, and its problem is there to read, with the
 * folder it is in and the file that is missing. */
static void
test_failed_release_reported (void)
{
  const char * const *problems;
  g_autofree char *texts = NULL;
  GtkWindow *dialog;

  g_assert_nonnull (window);
  drive_in_test_wait_until (catalog_is_loaded, NULL, 30000);

  problems = drive_in_application_get_load_problems (app);
  g_assert_nonnull (problems);
  g_assert_cmpuint (g_strv_length ((char **) problems), ==, 1);
  g_assert_nonnull (strstr (problems[0], "broken"));
  g_assert_nonnull (strstr (problems[0], "list.json"));

  /* The toast's Details button: a dialog with the problem, as before the loader moved. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-load-problems",
                                             NULL));
  drive_in_test_wait_until (has_message_dialog, NULL, 5000);
  dialog = find_message_dialog ();
  texts = collect_label_texts (GTK_WIDGET (dialog));
  g_assert_nonnull (strstr (texts, problems[0]));
  gtk_window_destroy (dialog);
}

/* The pages not on screen are empty shells until first shown. */
static void
test_pages_built_when_shown (void)
{
  AdwViewStack *stack;
  GtkWidget *table_page;
  g_autoptr(GPtrArray) editors = NULL;
  DriveInDeckEditor *editor;

  g_assert_nonnull (window);
  drive_in_test_wait_until (catalog_is_loaded, NULL, 30000);
  stack = drive_in_window_get_view_stack (window);

  editors = drive_in_test_find_widgets (GTK_WIDGET (window), DRIVE_IN_TYPE_DECK_EDITOR);
  g_assert_cmpuint (editors->len, ==, 1);
  editor = g_ptr_array_index (editors, 0);
  g_assert_null (gtk_widget_get_first_child (GTK_WIDGET (editor)));
  g_assert_null (drive_in_deck_editor_get_catalog (editor));

  table_page = adw_view_stack_get_child_by_name (stack, "table");
  g_assert_true (DRIVE_IN_IS_LAZY_PAGE (table_page));
  g_assert_null (drive_in_lazy_page_get_child (DRIVE_IN_LAZY_PAGE (table_page)));

  adw_view_stack_set_visible_child_name (stack, "decks");
  drive_in_test_iterate (50);
  g_assert_nonnull (gtk_widget_get_first_child (GTK_WIDGET (editor)));
  g_assert_true (drive_in_deck_editor_get_catalog (editor)
                 == drive_in_application_peek_catalog (app));

  adw_view_stack_set_visible_child_name (stack, "table");
  drive_in_test_iterate (50);
  g_assert_true (DRIVE_IN_IS_TABLE (drive_in_lazy_page_get_child (DRIVE_IN_LAZY_PAGE (
    table_page))));
}

/* The library as a user's: the good fixture imported, and a folder that is no release. */
static void
make_library (void)
{
  g_autoptr(DriveInLibrary) library = drive_in_library_new (NULL);
  g_autoptr(GFile) good = gros_test_get_source_file ("fixtures/releases/good");
  g_autoptr(GError) error = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *manifest = NULL;

  g_assert_true (drive_in_library_import_release (library, good, NULL, &error));
  g_assert_no_error (error);

  broken = g_build_filename (g_file_peek_path (drive_in_library_get_folder (library)), "releases",
                             "broken", NULL);
  g_assert_cmpint (g_mkdir_with_parents (broken, 0755), ==, 0);
  manifest = g_build_filename (broken, "manifest.json", NULL);
  g_assert_true (g_file_set_contents (manifest, "{\"sigil\": \"broken\", \"name\": \"Broken\"}",
                                      -1, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  drive_in_test_init (&argc, &argv);
  make_library ();

  app = drive_in_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  /* In this order: the first shows the window of the others. */
  g_test_add_func ("/drive-in/app/startup/window-before-catalog", test_window_before_catalog);
  g_test_add_func ("/drive-in/app/startup/failed-release-reported", test_failed_release_reported);
  g_test_add_func ("/drive-in/app/startup/pages-built-when-shown", test_pages_built_when_shown);

  status = drive_in_test_run ();
  if (window != NULL)
    gtk_window_destroy (GTK_WINDOW (window));
  drive_in_worker_guard_stop ();
  g_clear_object (&app);
  return status;
}
