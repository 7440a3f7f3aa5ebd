/* drive-in-window.c: the main window: pages in a view stack, toasts, release import. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-app-services.h"
#include "drive-in-deck-editor.h"
#include "drive-in-lazy-page.h"
#include "drive-in-library-view.h"
#include "drive-in-resources.h"
#include "drive-in-table.h"
#include "drive-in-window.h"
#include "drive-in-timing.h"
#include "drive-in-toast.h"

struct _DriveInWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  GtkFileChooserNative *import_chooser;

  AdwHeaderBar         *header_bar;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar   *switcher_bar;
  AdwToastOverlay      *toast_overlay;
  AdwViewStack         *view_stack;
  DriveInLibraryView   *library_view;
  GtkWidget            *table_page;   /* a DriveInLazyPage */
  GFile                *pending_game; /* a saved game to open once the table is built */
  char                 *pending_room; /* a table to join (an invitation's) once it is */

  gboolean              painted;
};

G_DEFINE_FINAL_TYPE (DriveInWindow, drive_in_window, ADW_TYPE_APPLICATION_WINDOW)

typedef struct
{
  DriveInWindow *window;
  GFile         *folder;
  AdwToast      *progress_toast;
} ImportClosure;

static void
import_closure_free (ImportClosure *closure)
{
  g_clear_object (&closure->window);
  g_clear_object (&closure->folder);
  g_clear_object (&closure->progress_toast);
  g_free (closure);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ImportClosure, import_closure_free)

/* A message dialog whose extra child lists @problems, one per line, selectable for
 * copying into a bug report. */
static void
show_problems_dialog (DriveInWindow *self,
                      const char    *heading,
                      const char    *body,
                      const char    *problems)
{
  GtkWidget *dialog;
  GtkWidget *scrolled;
  GtkWidget *label;

  g_assert (DRIVE_IN_IS_WINDOW (self));

  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  label = gtk_label_new (problems);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "problem-list");

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  gtk_widget_add_css_class (scrolled, "card");

  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scrolled);
  /* Wide enough that most problems fit on one line. */
  gtk_window_set_default_size (GTK_WINDOW (dialog), 640, -1);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_import_release_done_cb (GObject      *source,
                           GAsyncResult *result,
                           gpointer      user_data)
{
  g_autoptr(ImportClosure) closure = user_data;
  DriveInWindow *self = closure->window;
  g_autoptr(DriveInRelease) release = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  guint n_cards;

  adw_toast_dismiss (closure->progress_toast);

  release = drive_in_app_services_import_release_finish (DRIVE_IN_APP_SERVICES (source),
                                                         result, &error);
  if (release == NULL)
    {
      g_autofree char *name = g_file_get_basename (closure->folder);
      g_autofree char *body = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_BUSY))
        {
          adw_toast_overlay_add_toast (self->toast_overlay, drive_in_toast_new (error->message));
          return;
        }

      /* Translators: %s is the name of the folder the user picked. */
      body = g_strdup_printf (_("The folder “%s” could not be imported:"), name);
      show_problems_dialog (self, _("Import Failed"), body, error->message);
      return;
    }

  n_cards = g_list_model_get_n_items (drive_in_release_get_cards (release));
  /* Translators: "Imported Grave Robbers From Outer Space: 161 cards". */
  title = g_strdup_printf (ngettext ("Imported %s: %u card", "Imported %s: %u cards", n_cards),
                           drive_in_release_get_name (release), n_cards);
  adw_toast_overlay_add_toast (self->toast_overlay, drive_in_toast_new (title));
  adw_view_stack_set_visible_child_name (self->view_stack, "cards");
}

void
drive_in_window_import_release_from (DriveInWindow *self,
                                     GFile         *folder)
{
  GtkApplication *application;
  ImportClosure *closure;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  g_return_if_fail (DRIVE_IN_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (folder));

  application = gtk_window_get_application (GTK_WINDOW (self));
  g_return_if_fail (DRIVE_IN_IS_APP_SERVICES (application));

  name = g_file_get_basename (folder);
  /* Translators: %s is a folder name. */
  title = g_strdup_printf (_("Importing “%s”…"), name);

  closure = g_new0 (ImportClosure, 1);
  closure->window = g_object_ref (self);
  closure->folder = g_object_ref (folder);
  closure->progress_toast = g_object_ref_sink (drive_in_toast_new (title));
  adw_toast_set_timeout (closure->progress_toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (closure->progress_toast));

  drive_in_app_services_import_release_async (DRIVE_IN_APP_SERVICES (application), folder, NULL,
                                              on_import_release_done_cb, closure);
}

static void
on_import_chooser_response_cb (DriveInWindow        *self,
                               int                   response,
                               GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) folder = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_clear_object (&self->import_chooser);

  if (folder != NULL)
    drive_in_window_import_release_from (self, folder);
}

void
drive_in_window_import_release (DriveInWindow *self)
{
  g_return_if_fail (DRIVE_IN_IS_WINDOW (self));

  if (self->import_chooser == NULL)
    {
      /* GTK 4.8 has no GtkFileDialog; the native chooser goes through the portal. */
      self->import_chooser =
        gtk_file_chooser_native_new (_("Import Feature Packs"),
                                     GTK_WINDOW (self),
                                     GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                                     _("_Import"),
                                     _("_Cancel"));
      gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->import_chooser), TRUE);
      g_signal_connect_object (self->import_chooser, "response",
                               G_CALLBACK (on_import_chooser_response_cb), self,
                               G_CONNECT_SWAPPED);
    }
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->import_chooser));
}

static void
search_activated (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  DriveInWindow *self = user_data;

  adw_view_stack_set_visible_child_name (self->view_stack, "cards");
  drive_in_library_view_focus_search (self->library_view);
}

static void
show_load_problems_activated (GSimpleAction *action,
                              GVariant      *parameter,
                              gpointer       user_data)
{
  DriveInWindow *self = user_data;
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  const char * const *problems;
  g_autofree char *text = NULL;

  if (!DRIVE_IN_IS_APP_SERVICES (application))
    return;

  problems = drive_in_app_services_get_load_problems (DRIVE_IN_APP_SERVICES (application));
  if (problems == NULL || problems[0] == NULL)
    return;

  text = g_strjoinv ("\n", (char **) problems);
  show_problems_dialog (self,
                        _("Some Releases Were Not Loaded"),
                        _("These releases in your library have problems and were skipped:"),
                        text);
}

/* The window is on screen: now the cards may be read (in a worker thread). */
static void
on_frame_clock_after_paint_cb (GdkFrameClock *clock,
                               DriveInWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  g_signal_handlers_disconnect_by_func (clock, on_frame_clock_after_paint_cb, self);
  if (self->painted)
    return;
  self->painted = TRUE;
  drive_in_timing_mark ("window: first frame painted");

  if (DRIVE_IN_IS_APP_SERVICES (application))
    drive_in_app_services_load_catalog (DRIVE_IN_APP_SERVICES (application));
}

static void
drive_in_window_map (GtkWidget *widget)
{
  DriveInWindow *self = DRIVE_IN_WINDOW (widget);

  GTK_WIDGET_CLASS (drive_in_window_parent_class)->map (widget);
  if (self->painted)
    return;
  drive_in_timing_mark ("window: mapped");
  g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                           G_CALLBACK (on_frame_clock_after_paint_cb), widget, 0);
}

static void
show_load_problems_toast (DriveInWindow      *self,
                          DriveInAppServices *application)
{
  const char * const *problems = drive_in_app_services_get_load_problems (application);
  g_autofree char *title = NULL;
  AdwToast *toast;
  guint n;

  if (problems == NULL || problems[0] == NULL)
    return;

  n = g_strv_length ((char **) problems);
  title = g_strdup_printf (ngettext ("%u release could not be loaded",
                                     "%u releases could not be loaded", n), n);
  toast = drive_in_toast_new (title);
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_action_name (toast, "win.show-load-problems");
  adw_toast_set_timeout (toast, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* The saved game given to the window, once the table is there to take it (it is built when
 * its page is shown with the whole catalog loaded). */
static void
open_pending_game (DriveInWindow *self)
{
  GtkWidget *table = drive_in_lazy_page_get_child (DRIVE_IN_LAZY_PAGE (self->table_page));
  g_autoptr(GFile) file = NULL;

  if (self->pending_game == NULL || table == NULL)
    return;
  file = g_steal_pointer (&self->pending_game);
  drive_in_table_load_file (DRIVE_IN_TABLE (table), file);
}

/* The invitation's table, once the table page is there to play it. */
static void
join_pending_room (DriveInWindow *self)
{
  GtkWidget *table = drive_in_lazy_page_get_child (DRIVE_IN_LAZY_PAGE (self->table_page));
  g_autofree char *room = NULL;

  if (self->pending_room == NULL || table == NULL)
    return;
  room = g_steal_pointer (&self->pending_room);
  drive_in_table_join_online (DRIVE_IN_TABLE (table), room);
}

/* Every release is in: the pages that wait for the whole catalog may be built, and the
 * releases that failed are reported. */
static void
on_catalog_loaded_cb (DriveInWindow      *self,
                      GParamSpec         *pspec,
                      DriveInAppServices *application)
{
  if (!drive_in_app_services_is_catalog_loaded (application))
    return;

  drive_in_library_view_set_loading (self->library_view, FALSE);
  drive_in_timing_mark ("cards: %u searchable", g_list_model_get_n_items (
                      drive_in_library_view_get_model (self->library_view)));
  drive_in_lazy_page_set_ready (DRIVE_IN_LAZY_PAGE (self->table_page), TRUE);
  open_pending_game (self);
  join_pending_room (self);
  show_load_problems_toast (self, application);
}

typedef struct
{
  DriveInCatalog *catalog;
  DriveInLibrary *library;
} TablePageData;

static void
table_page_data_free (gpointer data)
{
  TablePageData *table = data;

  g_clear_object (&table->catalog);
  g_clear_object (&table->library);
  g_free (table);
}

/* The game table, built when its page is first shown with every card loaded. */
static GtkWidget *
build_table_page (gpointer user_data)
{
  TablePageData *table = user_data;

  return drive_in_table_new (table->catalog, table->library);
}

/* The keyboard shortcuts window, built the first time it is asked for (GtkApplication
 * would build it with every window, before its first frame). */
static void
show_help_overlay_activated (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  DriveInWindow *self = user_data;
  GtkShortcutsWindow *overlay;

  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource (RESOURCE_BASE "/drive-in-help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (self), overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

/* A narrow window has no room for the switcher in the header bar: the bottom bar shows it.
 * The bar gets the stack only then, so a wide window never builds its buttons. */
static void
on_switcher_title_visible_cb (DriveInWindow *self)
{
  gboolean narrow = adw_view_switcher_title_get_title_visible (self->switcher_title);

  if (narrow && adw_view_switcher_bar_get_stack (self->switcher_bar) == NULL)
    adw_view_switcher_bar_set_stack (self->switcher_bar, self->view_stack);
  adw_view_switcher_bar_set_reveal (self->switcher_bar, narrow);
}

static const GActionEntry win_actions[] = {
  { .name = "search", .activate = search_activated },
  { .name = "show-help-overlay", .activate = show_help_overlay_activated },
  { .name = "show-load-problems", .activate = show_load_problems_activated },
};

static gboolean
drive_in_window_close_request (GtkWindow *window)
{
  DriveInWindow *self = DRIVE_IN_WINDOW (window);
  int width, height;

  /* The unmaximized size, so that unmaximizing after the next start restores it. */
  if (!gtk_window_is_maximized (window))
    {
      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (drive_in_window_parent_class)->close_request (window);
}

static void
drive_in_window_dispose (GObject *object)
{
  DriveInWindow *self = DRIVE_IN_WINDOW (object);

  if (self->import_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->import_chooser));
  g_clear_object (&self->import_chooser);
  g_clear_object (&self->settings);
  g_clear_object (&self->pending_game);
  g_clear_pointer (&self->pending_room, g_free);

  G_OBJECT_CLASS (drive_in_window_parent_class)->dispose (object);
}

static void
drive_in_window_class_init (DriveInWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = drive_in_window_dispose;
  window_class->close_request = drive_in_window_close_request;
  widget_class->map = drive_in_window_map;

  g_type_ensure (DRIVE_IN_TYPE_LIBRARY_VIEW);
  g_type_ensure (DRIVE_IN_TYPE_DECK_EDITOR);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/drive-in-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, DriveInWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, DriveInWindow, switcher_bar);
  gtk_widget_class_bind_template_callback (widget_class, on_switcher_title_visible_cb);
  gtk_widget_class_bind_template_child (widget_class, DriveInWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, DriveInWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInWindow, library_view);
}

static void
drive_in_window_init (DriveInWindow *self)
{
  int width, height;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The header says what the window's title says (a table being watched names itself). */
  g_object_bind_property (self, "title", self->switcher_title, "title", G_BINDING_SYNC_CREATE);

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions,
                                   G_N_ELEMENTS (win_actions), self);

  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  width = g_settings_get_int (self->settings, "window-width");
  height = g_settings_get_int (self->settings, "window-height");
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

DriveInWindow *
drive_in_window_new (DriveInApplication *application)
{
  DriveInAppServices *services;
  DriveInWindow *self;
  DriveInCatalog *catalog;
  TablePageData *table;

  g_return_val_if_fail (DRIVE_IN_IS_APP_SERVICES (application), NULL);

  services = DRIVE_IN_APP_SERVICES (application);

  self = g_object_new (DRIVE_IN_TYPE_WINDOW, "application", application, NULL);

  /* The cards as they arrive: nothing here waits for a release to be read. */
  catalog = drive_in_app_services_peek_catalog (services);
  drive_in_library_view_set_catalog (self->library_view, G_LIST_MODEL (catalog));
  /* The game the Cards page showed last (every game's cards at first). */
  g_settings_bind (self->settings, "library-game", self->library_view, "game",
                   G_SETTINGS_BIND_DEFAULT);
  /* Typing right away searches the cards. */
  drive_in_library_view_focus_search (self->library_view);

  /* The game table: play against computer directors. It deals from the whole catalog, so
   * it is built once that is loaded, and only when its page is first shown. */
  table = g_new0 (TablePageData, 1);
  table->catalog = g_object_ref (catalog);
  table->library = g_object_ref (drive_in_app_services_get_library (services));
  self->table_page = drive_in_lazy_page_new (build_table_page, table, table_page_data_free);
  adw_view_stack_add_titled_with_icon (self->view_stack, self->table_page,
                                       "table", _("Table"), "applications-games-symbolic");
  /* The page builds the table as it is mapped (the class handler runs first). */
  g_signal_connect_object (self->table_page, "map", G_CALLBACK (open_pending_game), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table_page, "map", G_CALLBACK (join_pending_room), self,
                           G_CONNECT_SWAPPED);

  g_signal_connect_object (application, "notify::catalog-loaded",
                           G_CALLBACK (on_catalog_loaded_cb), self, G_CONNECT_SWAPPED);
  if (drive_in_app_services_is_catalog_loaded (services))
    on_catalog_loaded_cb (self, NULL, services);
  else
    drive_in_library_view_set_loading (self->library_view, TRUE);
  drive_in_timing_mark ("window: built");

  return self;
}

AdwViewStack *
drive_in_window_get_view_stack (DriveInWindow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_WINDOW (self), NULL);

  return self->view_stack;
}

DriveInLibraryView *
drive_in_window_get_library_view (DriveInWindow *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_WINDOW (self), NULL);

  return self->library_view;
}

/**
 * drive_in_window_open_game:
 * @file: a saved game, of any kind
 *
 * Shows the Table page with @file's game on it, as the table's Load does, once the catalog
 * is loaded and the table built; a file that cannot be read is reported there in a toast.
 */
void
drive_in_window_open_game (DriveInWindow *self,
                           GFile         *file)
{
  g_return_if_fail (DRIVE_IN_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_set_object (&self->pending_game, file);
  adw_view_stack_set_visible_child_name (self->view_stack, "table");
  open_pending_game (self);
}

/**
 * drive_in_window_join_table:
 * @room: a table's room address (an invitation's)
 *
 * Shows the Table page and opens Play Online there, joining the table in @room, once the
 * catalog is loaded and the table built.
 */
void
drive_in_window_join_table (DriveInWindow *self,
                            const char    *room)
{
  g_return_if_fail (DRIVE_IN_IS_WINDOW (self));
  g_return_if_fail (room != NULL);

  g_free (self->pending_room);
  self->pending_room = g_strdup (room);
  adw_view_stack_set_visible_child_name (self->view_stack, "table");
  join_pending_room (self);
}

void
drive_in_window_add_toast (DriveInWindow *self,
                           AdwToast      *toast)
{
  g_return_if_fail (DRIVE_IN_IS_WINDOW (self));
  g_return_if_fail (ADW_IS_TOAST (toast));

  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}
