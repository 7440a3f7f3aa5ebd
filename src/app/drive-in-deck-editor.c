/* drive-in-deck-editor.c: the Decks page: build a deck from the library, check it, save it. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-app-services.h"
#include "drive-in-card-texture-cache.h"
#include "drive-in-deck-editor-private.h"
#include "drive-in-deck-game.h"
#include "drive-in-print-operation.h"
#include "drive-in-resources.h"
#include "drive-in-toast.h"

#define MAX_RECENT_DECKS 10

G_DEFINE_FINAL_TYPE (DriveInDeckEditor, drive_in_deck_editor, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_LAZY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void ensure_built (DriveInDeckEditor *self);

/* --- small helpers ---------------------------------------------------------------------- */

void
drive_in_deck_editor_add_toast (DriveInDeckEditor *self,
                                const char        *title)
{
  adw_toast_overlay_add_toast (self->toast_overlay, drive_in_toast_new (title));
}

static GtkWindow *
get_parent_window (DriveInDeckEditor *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static DriveInAppServices *
get_application (DriveInDeckEditor *self)
{
  GtkWindow *window = get_parent_window (self);
  GtkApplication *application = window != NULL ? gtk_window_get_application (window) : NULL;

  return DRIVE_IN_IS_APP_SERVICES (application) ? DRIVE_IN_APP_SERVICES (application) : NULL;
}

/* An error the user has to read: the message names the file and the problem. */
static void
show_error (DriveInDeckEditor *self,
            const char        *heading,
            const char        *message)
{
  GtkWidget *dialog = adw_message_dialog_new (get_parent_window (self), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
}

static char *
dup_display_name (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info != NULL)
    return g_strdup (g_file_info_get_display_name (info));
  return g_file_get_basename (file);
}

/* --- recent decks ----------------------------------------------------------------------- */

static void
add_recent (DriveInDeckEditor *self,
            GFile             *file)
{
  DriveInAppServices *application = get_application (self);
  g_autofree char *uri = NULL;
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) recent = NULL;
  guint n = 1;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (application != NULL && drive_in_app_services_get_settings (application) != NULL)
    {
      drive_in_app_services_add_recent_deck (application, file);
      return;
    }

  /* Outside the application (widget tests), the same settings by hand. */
  uri = g_file_get_uri (file);
  old = g_settings_get_strv (self->settings, "recent-decks");
  builder = g_strv_builder_new ();
  g_strv_builder_add (builder, uri);
  for (guint i = 0; old[i] != NULL && n < MAX_RECENT_DECKS; i++)
    if (g_strcmp0 (old[i], uri) != 0)
      {
        g_strv_builder_add (builder, old[i]);
        n++;
      }
  recent = g_strv_builder_end (builder);
  g_settings_set_string (self->settings, "last-deck", uri);
  g_settings_set_strv (self->settings, "recent-decks", (const char * const *) recent);
}

static void
update_recent_menu (DriveInDeckEditor *self)
{
  g_auto(GStrv) recent = g_settings_get_strv (self->settings, "recent-decks");
  g_autoptr(GMenu) section = g_menu_new ();

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  g_menu_remove_all (self->recent_menu);
  for (guint i = 0; recent[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent[i]);
      g_autofree char *name = g_file_get_basename (file);
      g_autoptr(GMenuItem) item = g_menu_item_new (name, NULL);

      g_menu_item_set_action_and_target (item, "deck.open-recent", "s", recent[i]);
      g_menu_append_item (section, item);
    }
  if (recent[0] == NULL)
    /* No action: shown insensitive. */
    g_menu_append (section, _("No Recent Decks"), "deck.no-recent");
  g_menu_append_section (self->recent_menu, _("Recent Decks"), G_MENU_MODEL (section));
}

static void
on_recent_decks_changed_cb (DriveInDeckEditor *self)
{
  update_recent_menu (self);
}

/* --- the deck shown --------------------------------------------------------------------- */

static void
update_labels (DriveInDeckEditor *self)
{
  g_autofree char *count = NULL;
  g_autofree char *file = NULL;
  gboolean modified;
  guint n;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  n = self->deck != NULL ? drive_in_deck_get_n_cards (self->deck) : 0;
  count = g_strdup_printf (ngettext ("%u card", "%u cards", n), n);
  gtk_label_set_label (GTK_LABEL (self->deck_count_label), count);
  /* Other games count against their deck size, and count the side deck. */
  drive_in_deck_editor_update_game_labels (self);

  modified = drive_in_deck_editor_is_modified (self);
  if (self->file != NULL)
    {
      g_autofree char *name = dup_display_name (self->file);

      /* Translators: the deck's file name, and whether it has unsaved changes. */
      file = modified ? g_strdup_printf (_("%s — unsaved changes"), name) : g_steal_pointer (&name);
    }
  else
    {
      file = g_strdup (n > 0 ? _("Not saved yet") : "");
    }
  gtk_label_set_label (GTK_LABEL (self->file_label), file);
  gtk_widget_set_tooltip_text (self->file_label,
                               self->file != NULL ? g_file_peek_path (self->file) : NULL);
}

static void
update_actions (DriveInDeckEditor *self)
{
  gboolean can_undo = self->history != NULL && drive_in_deck_history_can_undo (self->history);
  gboolean can_redo = self->history != NULL && drive_in_deck_history_can_redo (self->history);
  gboolean has_deck = self->deck != NULL;
  g_autofree char *undo = NULL;
  g_autofree char *redo = NULL;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.undo", can_undo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.redo", can_redo);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.save", has_deck);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.save-as", has_deck);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.new", self->catalog != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.quick-build", self->catalog != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.add-card", has_deck);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.remove-card", has_deck);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.add-pack", has_deck);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.print", has_deck);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "deck.export-pdf", has_deck);

  /* Translators: tooltips naming what undo and redo do, "Undo Add Card (Ctrl+Z)". */
  undo = can_undo ? g_strdup_printf (_("Undo %s (Ctrl+Z)"),
                                     drive_in_deck_history_get_undo_label (self->history))
                  : g_strdup (_("Undo (Ctrl+Z)"));
  redo = can_redo ? g_strdup_printf (_("Redo %s (Ctrl+Shift+Z)"),
                                     drive_in_deck_history_get_redo_label (self->history))
                  : g_strdup (_("Redo (Ctrl+Shift+Z)"));
  gtk_widget_set_tooltip_text (self->undo_button, undo);
  gtk_widget_set_tooltip_text (self->redo_button, redo);
}

static void
on_history_changed_cb (DriveInDeckEditor *self)
{
  update_actions (self);
  update_labels (self);
}

static void
on_deck_items_changed_cb (DriveInDeckEditor *self)
{
  update_labels (self);
}

static void
on_deck_name_changed_cb (DriveInDeckEditor *self)
{
  const char *name = drive_in_deck_get_name (self->deck);

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->name_entry)), name) == 0)
    return;
  self->syncing_name = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name != NULL ? name : "");
  self->syncing_name = FALSE;
}

static void
on_name_entry_changed_cb (DriveInDeckEditor *self,
                          GtkEditable       *entry)
{
  if (self->syncing_name || self->history == NULL)
    return;
  drive_in_deck_history_set_name (self->history, gtk_editable_get_text (entry));
}

/* Shows @deck (taken) from @file (may be NULL), with a fresh history. */
static void
set_deck (DriveInDeckEditor *self,
          DriveInDeck          *deck,
          GFile             *file)
{
  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));
  g_assert (DRIVE_IN_IS_DECK (deck));

  if (self->deck != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->deck, self);
      g_signal_handlers_disconnect_by_data (drive_in_deck_get_side (self->deck), self);
    }
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);
  g_clear_object (&self->history);
  g_clear_object (&self->deck);

  self->deck = deck;
  g_set_object (&self->file, file);
  self->history = drive_in_deck_history_new (deck);

  g_signal_connect_object (deck, "items-changed", G_CALLBACK (on_deck_items_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (deck, "notify::name", G_CALLBACK (on_deck_name_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->history, "notify", G_CALLBACK (on_history_changed_cb), self,
                           G_CONNECT_SWAPPED);

  g_signal_connect_object (drive_in_deck_get_side (deck), "items-changed",
                           G_CALLBACK (on_deck_items_changed_cb), self, G_CONNECT_SWAPPED);

  drive_in_card_grid_set_deck (self->card_grid, deck);
  drive_in_deck_list_view_set_deck (self->deck_list, deck);
  drive_in_deck_list_view_set_side_deck (self->side_list, deck);
  drive_in_deck_slot_set_deck (self->deck_slot, deck);
  drive_in_validation_panel_set_deck (self->validation_panel, deck);
  drive_in_composition_chart_set_deck (self->composition_chart, deck);
  drive_in_cost_curve_set_deck (self->cost_curve, deck);
  drive_in_deck_stats_set_deck (self->deck_stats, deck);
  drive_in_card_detail_set_deck (self->card_detail, deck);
  drive_in_deck_lab_set_deck (self->deck_lab, deck);
  drive_in_deck_editor_configure_for_deck (self);

  on_deck_name_changed_cb (self);
  update_actions (self);
  update_labels (self);
}

void
drive_in_deck_editor_show_new_deck (DriveInDeckEditor *self,
                                    DriveInDeck          *deck)
{
  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  set_deck (self, deck, NULL);
  drive_in_card_detail_set_card (self->card_detail, NULL);
  gtk_stack_set_visible_child_name (GTK_STACK (self->inspector_stack), "check");
}

static void
new_deck (DriveInDeckEditor *self)
{
  const DriveInDeckGame *game;
  const char *game_id;
  const char *variant;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  /* The game and variant the user was building for stay; the first deck is of the default
   * game, in its first variant. */
  if (self->deck == NULL)
    {
      drive_in_deck_editor_show_new_deck (self, drive_in_deck_game_new_deck (
                                                  drive_in_deck_game_get_default (), self->catalog,
                                                  _("New Deck"), NULL));
      return;
    }
  game_id = drive_in_deck_get_game (self->deck);
  variant = drive_in_deck_get_variant (self->deck);
  game = drive_in_deck_game_lookup (game_id);
  drive_in_deck_editor_show_new_deck (self, game != NULL
                                      ? drive_in_deck_game_new_deck (game, self->catalog,
                                                                     _("New Deck"), variant)
                                      : drive_in_deck_new_for_game (self->catalog, _("New Deck"),
                                                                    game_id, variant));
}

/* --- the unsaved-changes guard ---------------------------------------------------------- */

void
drive_in_deck_editor_drop_pending (DriveInDeckEditor *self)
{
  GDestroyNotify destroy = self->pending_destroy;
  gpointer data = self->pending_data;

  self->pending_func = NULL;
  self->pending_data = NULL;
  self->pending_destroy = NULL;
  if (destroy != NULL && data != NULL)
    destroy (data);
}

static void
run_pending (DriveInDeckEditor *self)
{
  ContinueFunc func = self->pending_func;
  gpointer data = self->pending_data;
  GDestroyNotify destroy = self->pending_destroy;

  self->pending_func = NULL;
  self->pending_data = NULL;
  self->pending_destroy = NULL;
  if (func != NULL)
    func (self, data);
  if (destroy != NULL && data != NULL)
    destroy (data);
}

gboolean
drive_in_deck_editor_save_to_reporting (DriveInDeckEditor *self,
                                        GFile             *file)
{
  g_autoptr(GError) error = NULL;

  if (drive_in_deck_editor_save_to (self, file, &error))
    return TRUE;
  show_error (self, _("Could Not Save Deck"), error->message);
  return FALSE;
}

static void
on_guard_response_cb (AdwMessageDialog  *dialog,
                      const char        *response,
                      DriveInDeckEditor *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    {
      run_pending (self);
    }
  else if (g_strcmp0 (response, "save") == 0)
    {
      if (self->file == NULL)
        drive_in_deck_editor_show_save_as (self); /* runs the pending step once saved */
      else if (drive_in_deck_editor_save_to_reporting (self, self->file))
        run_pending (self);
      else
        drive_in_deck_editor_drop_pending (self);
    }
  else
    {
      drive_in_deck_editor_drop_pending (self);
    }
}

/* Runs @func now, or once the user saved or discarded the unsaved changes. */
static void
guard_unsaved (DriveInDeckEditor *self,
               ContinueFunc       func,
               gpointer           data,
               GDestroyNotify     destroy)
{
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  drive_in_deck_editor_drop_pending (self);
  self->pending_func = func;
  self->pending_data = data;
  self->pending_destroy = destroy;

  if (!drive_in_deck_editor_is_modified (self))
    {
      run_pending (self);
      return;
    }

  /* Translators: %s is the deck's name. */
  body = g_strdup_printf (_("“%s” has unsaved changes. Changes which are not saved will be "
                            "permanently lost."), drive_in_deck_get_name (self->deck));
  dialog = adw_message_dialog_new (get_parent_window (self), _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_guard_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
drive_in_deck_editor_guard_unsaved (DriveInDeckEditor *self,
                                    ContinueFunc       func,
                                    gpointer           data,
                                    GDestroyNotify     destroy)
{
  guard_unsaved (self, func, data, destroy);
}

void
drive_in_deck_editor_continue_new (DriveInDeckEditor *self,
                                   gpointer           data)
{
  new_deck (self);
}

void
drive_in_deck_editor_continue_open_file (DriveInDeckEditor *self,
                                         gpointer           data)
{
  drive_in_deck_editor_open_file (self, G_FILE (data), NULL);
}

static gboolean
close_window_cb (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
continue_close (DriveInDeckEditor *self,
                gpointer           data)
{
  if (self->window == NULL)
    return;
  self->close_confirmed = TRUE;
  /* Not from inside the dialog's response: the window takes its dialogs with it. */
  g_idle_add_full (G_PRIORITY_DEFAULT, close_window_cb, g_object_ref (self->window),
                   g_object_unref);
}

static gboolean
on_window_close_request_cb (DriveInDeckEditor *self,
                            GtkWindow         *window)
{
  if (self->close_confirmed || !drive_in_deck_editor_is_modified (self))
    return FALSE;
  guard_unsaved (self, continue_close, NULL, NULL);
  return TRUE;
}

/* --- file choosers ---------------------------------------------------------------------- */

static GtkFileFilter *
new_deck_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Deck Files"));
  gtk_file_filter_add_suffix (filter, DRIVE_IN_DECK_FILE_EXTENSION + 1);
  gtk_file_filter_add_suffix (filter, DRIVE_IN_DECK_FILE_EXTENSION_OLD + 1);
  gtk_file_filter_add_mime_type (filter, "application/x-drive-in-deck");
  return filter;
}

static GtkFileChooserNative *
new_chooser (DriveInDeckEditor    *self,
             const char           *title,
             GtkFileChooserAction  action,
             const char           *accept)
{
  g_autoptr(GtkFileFilter) filter = new_deck_filter ();
  GtkFileChooserNative *chooser;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);

  /* GTK 4.8 has no GtkFileDialog; the native chooser goes through the portal. */
  chooser = gtk_file_chooser_native_new (title, get_parent_window (self), action, accept,
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (chooser), filter);
  self->chooser = chooser;
  return chooser;
}

/* The library's decks folder, made if needed; NULL outside the application. */
static GFile *
dup_decks_folder (DriveInDeckEditor *self)
{
  DriveInAppServices *application = get_application (self);
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GError) error = NULL;

  if (application == NULL)
    return NULL;
  folder = drive_in_library_get_decks_folder (drive_in_app_services_get_library (application));
  if (!g_file_make_directory_with_parents (folder, NULL, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    return NULL;
  return g_steal_pointer (&folder);
}

static void
on_open_chooser_response_cb (DriveInDeckEditor    *self,
                             int                   response,
                             GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    drive_in_deck_editor_open_file (self, file, NULL);
}

void
drive_in_deck_editor_continue_open_dialog (DriveInDeckEditor *self,
                                           gpointer           data)
{
  GtkFileChooserNative *chooser = new_chooser (self, _("Open Deck"),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));
  g_autoptr(GFile) folder = self->file != NULL ? g_file_get_parent (self->file)
                                               : dup_decks_folder (self);

  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_open_chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_save_chooser_response_cb (DriveInDeckEditor    *self,
                             int                   response,
                             GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      /* "Zombies" becomes "Zombies.drive-in-deck": the Open filter shows only deck files. */
      if (!g_str_has_suffix (basename, DRIVE_IN_DECK_FILE_EXTENSION))
        {
          g_autoptr(GFile) parent = g_file_get_parent (file);
          g_autofree char *name = g_strconcat (basename, DRIVE_IN_DECK_FILE_EXTENSION, NULL);

          g_set_object (&file, g_file_get_child (parent, name));
        }
      if (drive_in_deck_editor_save_to_reporting (self, file))
        {
          run_pending (self);
          return;
        }
    }
  drive_in_deck_editor_drop_pending (self);
}

void
drive_in_deck_editor_show_save_as (DriveInDeckEditor *self)
{
  GtkFileChooserNative *chooser = new_chooser (self, _("Save Deck"),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"));
  g_autofree char *name = NULL;
  g_autoptr(GFile) folder = NULL;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (self->file != NULL)
    {
      folder = g_file_get_parent (self->file);
      name = g_file_get_basename (self->file);
    }
  else
    {
      g_autofree char *safe = g_strdup (drive_in_deck_get_name (self->deck));

      folder = dup_decks_folder (self);
      /* A name, not a path. */
      g_strdelimit (safe, "/\\", '-');
      name = g_strconcat (*safe != '\0' ? safe : _("Deck"), DRIVE_IN_DECK_FILE_EXTENSION, NULL);
    }
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_save_chooser_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* --- quick build ------------------------------------------------------------------------ */

static gboolean
quick_build_packs (GtkWidget          *editor,
                   const char * const *pack_ids,
                   GError            **error)
{
  return drive_in_deck_editor_quick_build (DRIVE_IN_DECK_EDITOR (editor), pack_ids, error);
}

/* @data: the id of the game whose packs make the deck. */
void
drive_in_deck_editor_continue_quick_build_dialog (DriveInDeckEditor *self,
                                                  gpointer           data)
{
  const DriveInDeckGame *game = drive_in_deck_game_lookup (data);

  if (self->catalog != NULL && game != NULL && game->packs != NULL
      && game->packs->run_quick_build != NULL)
    game->packs->run_quick_build (GTK_WIDGET (self), self->catalog, quick_build_packs);
}

static void
on_catalog_items_changed_cb (DriveInDeckEditor *self)
{
  /* A re-imported release may have new art under the same card ids. */
  drive_in_card_texture_cache_clear (drive_in_card_texture_cache_get_default ());
  drive_in_deck_editor_update_pack_menu (self);
}

/* --- editing ---------------------------------------------------------------------------- */

void
drive_in_deck_editor_add_card (DriveInDeckEditor *self,
                               const char        *card_id)
{
  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (self->history == NULL || !drive_in_deck_is_valid_card_id (card_id))
    return;
  if (drive_in_deck_editor_add_game_card (self, card_id))
    return;
  drive_in_deck_history_add_card (self->history, card_id);
}

void
drive_in_deck_editor_remove_card (DriveInDeckEditor *self,
                                  const char        *card_id)
{
  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (self->history != NULL && card_id != NULL)
    drive_in_deck_history_remove_card (self->history, card_id);
}

static void
on_card_grid_card_activated_cb (DriveInDeckEditor *self,
                                DriveInCard          *card,
                                DriveInCardGrid   *grid)
{
  drive_in_deck_editor_add_card (self, drive_in_card_get_id (card));
}

static void
on_card_grid_card_dropped_cb (DriveInDeckEditor *self,
                              DriveInCard          *card,
                              DriveInCardGrid   *grid)
{
  if (!drive_in_deck_editor_drop_side_card (self, card))
    drive_in_deck_editor_remove_card (self, drive_in_card_get_id (card));
}

static void
on_deck_list_remove_card_cb (DriveInDeckEditor   *self,
                             const char          *card_id,
                             DriveInDeckListView *list)
{
  drive_in_deck_editor_remove_card (self, card_id);
}

static void
on_deck_list_card_dropped_cb (DriveInDeckEditor   *self,
                              DriveInCard            *card,
                              DriveInDeckListView *list)
{
  drive_in_deck_editor_add_card (self, drive_in_card_get_id (card));
}

static void
on_card_selected_cb (DriveInDeckEditor *self,
                     DriveInCard          *card,
                     GtkWidget         *view)
{
  if (card == NULL)
    return;
  drive_in_card_detail_set_card (self->card_detail, card);
  gtk_stack_set_visible_child_name (GTK_STACK (self->inspector_stack), "card");
}

static void
on_validation_panel_title_edited_cb (DriveInDeckEditor      *self,
                                     const char             *title,
                                     DriveInValidationPanel *panel)
{
  if (self->history != NULL)
    drive_in_deck_history_set_title (self->history, title);
}

/* --- the Test Deck pane ----------------------------------------------------------------- */

/* The lab takes the library's place: the deck list and its checks stay beside it, so an edit
 * shows in the odds at once. */
static void
on_lab_button_toggled_cb (DriveInDeckEditor *self,
                          GtkToggleButton   *button)
{
  gtk_stack_set_visible_child_name (GTK_STACK (self->library_stack),
                                    gtk_toggle_button_get_active (button) ? "lab" : "library");
}

/* --- widget ----------------------------------------------------------------------------- */

static void start (DriveInDeckEditor *self);

static void
on_catalog_loaded_cb (DriveInDeckEditor  *self,
                      GParamSpec         *pspec,
                      DriveInAppServices *application)
{
  if (!drive_in_app_services_is_catalog_loaded (application))
    return;
  g_clear_signal_handler (&self->loaded_handler, application);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    start (self);
}

static void
start (DriveInDeckEditor *self)
{
  DriveInAppServices *application;
  g_autofree char *last = NULL;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (self->started)
    return;

  application = get_application (self);
  /* The cards so far: the library fills in as the rest arrive. */
  if (self->catalog == NULL && application != NULL)
    drive_in_deck_editor_set_catalog (self, drive_in_app_services_peek_catalog (application));
  if (self->catalog == NULL)
    return;

  /* The last deck may name cards of any release: reopen it once they are all in. */
  if (application != NULL && !drive_in_app_services_is_catalog_loaded (application))
    {
      if (self->loaded_handler == 0)
        self->loaded_handler =
          g_signal_connect_object (application, "notify::catalog-loaded",
                                   G_CALLBACK (on_catalog_loaded_cb), self, G_CONNECT_SWAPPED);
      return;
    }
  self->started = TRUE;

  /* Where the user left off: the deck opened or saved last. */
  last = g_settings_get_string (self->settings, "last-deck");
  if (last != NULL && *last != '\0' && !drive_in_deck_editor_is_modified (self)
      && drive_in_deck_get_n_cards (self->deck) == 0)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (last);
      g_autoptr(DriveInDeck) deck = NULL;
      g_autoptr(GError) error = NULL;

      deck = drive_in_deck_load (file, self->catalog, NULL, &error);
      if (deck != NULL)
        {
          set_deck (self, g_steal_pointer (&deck), file);
        }
      else if (!g_error_matches (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_IO)
               || g_file_query_exists (file, NULL))
        {
          /* A deck that moved away is just forgotten; a broken one is worth a word. */
          g_autofree char *title = g_strdup_printf (_("Could not reopen the last deck: %s"),
                                                    error->message);
          AdwToast *toast = drive_in_toast_new (title);

          adw_toast_set_timeout (toast, 8);
          adw_toast_overlay_add_toast (self->toast_overlay, toast);
        }
    }
}

static void
drive_in_deck_editor_map (GtkWidget *widget)
{
  /* A lazy page builds its widgets now, before they are mapped with it. */
  ensure_built (DRIVE_IN_DECK_EDITOR (widget));

  GTK_WIDGET_CLASS (drive_in_deck_editor_parent_class)->map (widget);

  start (DRIVE_IN_DECK_EDITOR (widget));
}

static void
drive_in_deck_editor_root (GtkWidget *widget)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (drive_in_deck_editor_parent_class)->root (widget);

  /* Closing the window asks about unsaved changes first. */
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    {
      self->window = GTK_WINDOW (root);
      g_signal_connect_object (root, "close-request", G_CALLBACK (on_window_close_request_cb),
                               self, G_CONNECT_SWAPPED);
    }
}

static void
drive_in_deck_editor_unroot (GtkWidget *widget)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);

  if (self->window != NULL)
    g_signal_handlers_disconnect_by_func (self->window, on_window_close_request_cb, self);
  self->window = NULL;

  GTK_WIDGET_CLASS (drive_in_deck_editor_parent_class)->unroot (widget);
}

static void
drive_in_deck_editor_dispose (GObject *object)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (object);

  drive_in_deck_editor_drop_pending (self);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->catalog != NULL)
    g_signal_handlers_disconnect_by_func (self->catalog, on_catalog_items_changed_cb, self);
  if (self->deck != NULL)
    g_signal_handlers_disconnect_by_data (self->deck, self);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_data (self->history, self);

  if (self->built)
    gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_DECK_EDITOR);

  g_clear_object (&self->history);
  g_clear_object (&self->deck);
  g_clear_object (&self->file);
  g_clear_object (&self->catalog);
  g_clear_object (&self->recent_menu);
  g_clear_object (&self->pack_menu);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (drive_in_deck_editor_parent_class)->dispose (object);
}

static void
add_shortcut (GtkShortcutController *controller,
              const char            *triggers,
              const char            *action_name)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (triggers),
                                                          gtk_named_action_new (action_name)));
}

/* The page's widgets, its menus and shortcuts: once, on first use. */
static void
ensure_built (DriveInDeckEditor *self)
{
  GtkEventController *shortcuts;

  g_assert (DRIVE_IN_IS_DECK_EDITOR (self));

  if (self->built)
    return;
  self->built = TRUE;

  drive_in_ensure_css (gtk_widget_get_display (GTK_WIDGET (self)), "drive-in-deck-editor.css");
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (DRIVE_IN_SCHEMA_ID);
  g_signal_connect_object (self->settings, "changed::recent-decks",
                           G_CALLBACK (on_recent_decks_changed_cb), self, G_CONNECT_SWAPPED);

  self->recent_menu = g_menu_new ();
  adw_split_button_set_menu_model (ADW_SPLIT_BUTTON (self->open_button),
                                   G_MENU_MODEL (self->recent_menu));
  update_recent_menu (self);

  self->pack_menu = g_menu_new ();
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->add_pack_button),
                                  G_MENU_MODEL (self->pack_menu));

  /* Whenever the page is shown (the window handles global shortcuts of mapped widgets
   * only), not just when the focus is inside it. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>n", "deck.new");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>o", "deck.open");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>s", "deck.save");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control><Shift>s", "deck.save-as");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>z", "deck.undo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control><Shift>z|<Control>y",
                "deck.redo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), "<Control>t", "deck.test-deck");
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);

  drive_in_deck_editor_games_build (self);
  update_actions (self);
  update_labels (self);
}

static void
drive_in_deck_editor_init (DriveInDeckEditor *self)
{
}

static void
drive_in_deck_editor_constructed (GObject *object)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (object);

  G_OBJECT_CLASS (drive_in_deck_editor_parent_class)->constructed (object);

  if (!self->lazy)
    ensure_built (self);
}

static void
drive_in_deck_editor_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (object);

  switch (prop_id)
    {
    case PROP_LAZY:
      g_value_set_boolean (value, self->lazy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_deck_editor_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (object);

  switch (prop_id)
    {
    case PROP_LAZY:
      self->lazy = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
drive_in_deck_editor_class_init (DriveInDeckEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_deck_editor_dispose;
  object_class->constructed = drive_in_deck_editor_constructed;
  object_class->get_property = drive_in_deck_editor_get_property;
  object_class->set_property = drive_in_deck_editor_set_property;
  widget_class->map = drive_in_deck_editor_map;
  widget_class->root = drive_in_deck_editor_root;
  widget_class->unroot = drive_in_deck_editor_unroot;

  drive_in_deck_editor_actions_class_init (widget_class);

  g_type_ensure (DRIVE_IN_TYPE_CARD_GRID);
  g_type_ensure (DRIVE_IN_TYPE_DECK_LIST_VIEW);
  g_type_ensure (DRIVE_IN_TYPE_VALIDATION_PANEL);
  g_type_ensure (DRIVE_IN_TYPE_COMPOSITION_CHART);
  g_type_ensure (DRIVE_IN_TYPE_COST_CURVE);
  g_type_ensure (DRIVE_IN_TYPE_CARD_DETAIL);
  g_type_ensure (DRIVE_IN_TYPE_DECK_LAB);
  g_type_ensure (DRIVE_IN_TYPE_DECK_SLOT);
  g_type_ensure (DRIVE_IN_TYPE_DECK_STATS);
  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-deck-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, open_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, undo_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, redo_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, name_entry);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, file_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, add_pack_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, add_pack_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, paned);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, card_grid);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, deck_count_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, deck_list);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, inspector_stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, validation_panel);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, composition_chart);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, cost_curve);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, card_detail);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, library_stack);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, deck_lab);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, lab_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, deck_column);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, print_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, title_print_menu);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, game_print_menu);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, reference_print_menu);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, tracker_print_menu);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, new_menu);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, deck_slot);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, side_box);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, side_count_label);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, side_list);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, type_charts);
  gtk_widget_class_bind_template_child (widget_class, DriveInDeckEditor, deck_stats);
  gtk_widget_class_bind_template_callback (widget_class, on_name_entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_card_grid_card_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_card_grid_card_dropped_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_card_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_deck_list_remove_card_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_deck_list_card_dropped_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_validation_panel_title_edited_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_lab_button_toggled_cb);

  drive_in_deck_editor_games_class_init (widget_class);

  gtk_widget_class_set_css_name (widget_class, "deckeditor");

  /* Build the page's widgets when it is first shown (or used), not when it is made: the
   * window's Decks page is not on screen at first. */
  properties[PROP_LAZY] =
    g_param_spec_boolean ("lazy", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

GtkWidget *
drive_in_deck_editor_new (void)
{
  return g_object_new (DRIVE_IN_TYPE_DECK_EDITOR, NULL);
}

void
drive_in_deck_editor_set_catalog (DriveInDeckEditor *self,
                                  DriveInCatalog       *catalog)
{
  g_return_if_fail (DRIVE_IN_IS_DECK_EDITOR (self));
  g_return_if_fail (catalog == NULL || DRIVE_IN_IS_CATALOG (catalog));

  ensure_built (self);

  if (self->catalog == catalog)
    return;

  if (self->catalog != NULL)
    g_signal_handlers_disconnect_by_func (self->catalog, on_catalog_items_changed_cb, self);
  g_set_object (&self->catalog, catalog);
  if (catalog != NULL)
    g_signal_connect_swapped (catalog, "items-changed",
                              G_CALLBACK (on_catalog_items_changed_cb), self);

  drive_in_card_grid_set_catalog (self->card_grid, catalog);
  drive_in_deck_lab_set_catalog (self->deck_lab, catalog);
  drive_in_deck_editor_update_pack_menu (self);
  if (self->deck != NULL)
    drive_in_deck_set_catalog (self->deck, catalog);
  else if (catalog != NULL)
    new_deck (self);
  update_actions (self);
}

DriveInCatalog *
drive_in_deck_editor_get_catalog (DriveInDeckEditor *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_EDITOR (self), NULL);

  return self->catalog;
}

DriveInDeck *
drive_in_deck_editor_get_deck (DriveInDeckEditor *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_EDITOR (self), NULL);

  return self->deck;
}

GFile *
drive_in_deck_editor_get_file (DriveInDeckEditor *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_EDITOR (self), NULL);

  return self->file;
}

gboolean
drive_in_deck_editor_is_modified (DriveInDeckEditor *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_DECK_EDITOR (self), FALSE);

  return self->history != NULL && drive_in_deck_history_is_modified (self->history);
}

gboolean
drive_in_deck_editor_open_file (DriveInDeckEditor  *self,
                                GFile              *file,
                                GError            **error)
{
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ensure_built (self);

  /* The message names the file, the line and the problem. */
  deck = drive_in_deck_load (file, self->catalog, NULL, &local_error);
  if (deck == NULL)
    {
      show_error (self, _("Could Not Open Deck"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  set_deck (self, g_steal_pointer (&deck), file);
  drive_in_card_detail_set_card (self->card_detail, NULL);
  gtk_stack_set_visible_child_name (GTK_STACK (self->inspector_stack), "check");
  add_recent (self, file);
  return TRUE;
}

gboolean
drive_in_deck_editor_save_to (DriveInDeckEditor  *self,
                              GFile              *file,
                              GError            **error)
{
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_EDITOR (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ensure_built (self);
  g_return_val_if_fail (self->deck != NULL, FALSE);

  /* Atomic: a temporary file renamed over the old one. */
  if (!drive_in_deck_save (self->deck, file, NULL, error))
    return FALSE;

  g_set_object (&self->file, file);
  drive_in_deck_history_mark_saved (self->history);
  add_recent (self, file);
  update_labels (self);

  name = dup_display_name (file);
  /* Translators: toast after saving, with the file name. */
  title = g_strdup_printf (_("Saved “%s”"), name);
  drive_in_deck_editor_add_toast (self, title);
  return TRUE;
}

/* A deck of the packs' game in its first variant, of every card of @pack_ids, named after
 * them. */
static DriveInDeck *
new_deck_of_packs (DriveInCatalog     *catalog,
                   const char * const *pack_ids,
                   GError            **error)
{
  g_autofree char *sigil = g_strndup (pack_ids[0], strcspn (pack_ids[0], ":"));
  DriveInRelease *release = drive_in_catalog_lookup_release (catalog, sigil);
  g_autoptr(DriveInDeck) deck = NULL;
  g_autoptr(GString) name = g_string_new (NULL);

  if (release == NULL || drive_in_catalog_get_pack_name (catalog, pack_ids[0]) == NULL)
    {
      g_set_error (error, DRIVE_IN_ERROR, DRIVE_IN_ERROR_NOT_FOUND,
                   _("No loaded release has the pack “%s”."), pack_ids[0]);
      return NULL;
    }
  deck = drive_in_deck_new_for_game (catalog, NULL, drive_in_release_get_game (release), NULL);
  for (guint i = 0; pack_ids[i] != NULL; i++)
    {
      if (!drive_in_deck_add_pack (deck, catalog, pack_ids[i], error))
        return NULL;
      g_string_append_printf (name, "%s%s", i > 0 ? " + " : "",
                              drive_in_catalog_get_pack_name (catalog, pack_ids[i]));
    }
  drive_in_deck_set_name (deck, name->str);
  return g_steal_pointer (&deck);
}

gboolean
drive_in_deck_editor_quick_build (DriveInDeckEditor  *self,
                                  const char * const *pack_ids,
                                  GError            **error)
{
  g_autoptr(DriveInDeck) built = NULL;
  g_auto(GStrv) ids = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_DECK_EDITOR (self), FALSE);
  g_return_val_if_fail (pack_ids != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ensure_built (self);
  g_return_val_if_fail (self->catalog != NULL, FALSE);

  built = new_deck_of_packs (self->catalog, pack_ids, error);
  if (built == NULL)
    return FALSE;

  /* A new deck with the cards as one undoable edit: unsaved until saved. */
  ids = drive_in_deck_dup_card_ids (built);
  set_deck (self, drive_in_deck_new_for_game (self->catalog, drive_in_deck_get_name (built),
                                             drive_in_deck_get_game (built),
                                             drive_in_deck_get_variant (built)), NULL);
  drive_in_deck_history_add_cards (self->history, (const char * const *) ids, _("Quick Build"));
  drive_in_card_detail_set_card (self->card_detail, NULL);
  gtk_stack_set_visible_child_name (GTK_STACK (self->inspector_stack), "check");
  return TRUE;
}
