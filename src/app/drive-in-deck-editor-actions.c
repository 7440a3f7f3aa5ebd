/* drive-in-deck-editor-actions.c: the Decks page's actions (deck.*): new, open, save, undo,
 * adding cards and packs, printing, the Test Deck pane. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-app"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "drive-in-deck-editor-private.h"
#include "drive-in-deck-game.h"
#include "drive-in-print-operation.h"

static void
new_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  drive_in_deck_editor_guard_unsaved (DRIVE_IN_DECK_EDITOR (widget), drive_in_deck_editor_continue_new, NULL, NULL);
}

/* deck.quick-build (s: a game id): a new deck of whole packs of that game, once unsaved
 * changes are dealt with. */
static void
quick_build_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  const char *game_id = g_variant_get_string (parameter, NULL);
  const DriveInDeckGame *game = drive_in_deck_game_lookup (game_id);

  if (game == NULL || game->packs == NULL || game->packs->run_quick_build == NULL)
    return;
  drive_in_deck_editor_guard_unsaved (DRIVE_IN_DECK_EDITOR (widget),
                                      drive_in_deck_editor_continue_quick_build_dialog,
                                      g_strdup (game_id), g_free);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  drive_in_deck_editor_guard_unsaved (DRIVE_IN_DECK_EDITOR (widget), drive_in_deck_editor_continue_open_dialog, NULL, NULL);
}

static void
open_recent_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  GFile *file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  drive_in_deck_editor_guard_unsaved (DRIVE_IN_DECK_EDITOR (widget), drive_in_deck_editor_continue_open_file, file, g_object_unref);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);

  drive_in_deck_editor_drop_pending (self);
  if (self->file == NULL)
    drive_in_deck_editor_show_save_as (self);
  else
    drive_in_deck_editor_save_to_reporting (self, self->file);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);

  drive_in_deck_editor_drop_pending (self);
  drive_in_deck_editor_show_save_as (self);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);

  if (self->history != NULL)
    drive_in_deck_history_undo (self->history);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);

  if (self->history != NULL)
    drive_in_deck_history_redo (self->history);
}

static void
add_card_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  drive_in_deck_editor_add_card (DRIVE_IN_DECK_EDITOR (widget), g_variant_get_string (parameter, NULL));
}

static void
remove_card_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  drive_in_deck_editor_remove_card (DRIVE_IN_DECK_EDITOR (widget), g_variant_get_string (parameter, NULL));
}

static void
add_pack_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);
  const char *pack_id = g_variant_get_string (parameter, NULL);
  const DriveInDeckGame *game;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;

  if (self->history == NULL)
    return;
  /* Only a game with packs takes one. */
  game = drive_in_deck_game_lookup (drive_in_deck_get_game (self->deck));
  if (game == NULL || game->packs == NULL)
    return;
  if (!drive_in_deck_history_add_pack (self->history, pack_id, &error))
    {
      drive_in_deck_editor_add_toast (self, error->message);
      return;
    }
  /* The game's words for what went in. */
  if (game->packs->describe_added != NULL)
    title = game->packs->describe_added (self->catalog, pack_id);
  if (title != NULL)
    drive_in_deck_editor_add_toast (self, title);
}

/* deck.print and deck.export-pdf (s: "list", "proxies", "title" or "reference"): the print
 * dialog, or a PDF saved where the user says, on the paper of the settings. */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  DriveInDeckEditor *self = DRIVE_IN_DECK_EDITOR (widget);
  const char *what = g_variant_get_string (parameter, NULL);
  g_autoptr(DriveInPrintOperation) operation = NULL;
  DriveInPrintKind kind = DRIVE_IN_PRINT_KIND_CARD_LIST;

  if (self->deck == NULL)
    return;
  if (g_str_equal (what, "proxies"))
    kind = DRIVE_IN_PRINT_KIND_PROXIES;
  else if (g_str_equal (what, "title"))
    kind = DRIVE_IN_PRINT_KIND_TITLE_SHEET;
  else if (g_str_equal (what, "reference"))
    kind = DRIVE_IN_PRINT_KIND_REFERENCE;
  else if (g_str_equal (what, "tracker"))
    kind = DRIVE_IN_PRINT_KIND_TRACKER_SHEET;
  operation = drive_in_print_operation_new_for_deck (self->deck, self->catalog, kind);
  if (operation == NULL)
    return; /* A game without a Title sheet, a turn reference or a tracker sheet. */
  if (g_str_equal (action_name, "deck.export-pdf"))
    drive_in_print_operation_run_export_dialog (operation, widget);
  else
    drive_in_print_operation_run_dialog (operation, widget);
}

/* deck.test-deck: shows or hides the Test Deck pane. */
static void
test_deck_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  GtkToggleButton *button = GTK_TOGGLE_BUTTON (DRIVE_IN_DECK_EDITOR (widget)->lab_button);

  gtk_toggle_button_set_active (button, !gtk_toggle_button_get_active (button));
}

/* --- installing them -------------------------------------------------------------------- */

void
drive_in_deck_editor_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "deck.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "deck.quick-build", "s", quick_build_action);
  gtk_widget_class_install_action (widget_class, "deck.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "deck.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "deck.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "deck.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "deck.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "deck.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "deck.add-card", "s", add_card_action);
  gtk_widget_class_install_action (widget_class, "deck.remove-card", "s", remove_card_action);
  gtk_widget_class_install_action (widget_class, "deck.add-pack", "s", add_pack_action);
  gtk_widget_class_install_action (widget_class, "deck.test-deck", NULL, test_deck_action);
  gtk_widget_class_install_action (widget_class, "deck.print", "s", print_action);
  gtk_widget_class_install_action (widget_class, "deck.export-pdf", "s", print_action);
}
