/* drive-in-table-games.c: the table page's games: New Game (the game's own start, or its
 * record dealt from the decks chosen), a series' next Movie, autosave and resume, saving and
 * loading game files, and the Title sheet. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-board.h"
#include "drive-in-boards.h"
#include "drive-in-new-game-dialog.h"
#include "drive-in-online-chat.h"
#include "drive-in-online-dialog.h"
#include "drive-in-table-private.h"
#include "drive-in-game-info.h"
#include "game-record.h"

/* The name earlier versions gave it, kept so that their game in progress resumes. */
#define AUTOSAVE_NAME "autosave.gros-game"

/* A random seed when the dialog gave none. */
static guint64
dialog_seed (DriveInNewGameDialog *dialog)
{
  guint64 seed;

  if (!drive_in_new_game_dialog_get_seed (dialog, &seed))
    seed = (guint64) g_random_int () << 32 | g_random_int ();
  return seed;
}

/* A game started from New Game, now or after its own dialog (a GROS draft). */
static void
on_game_started (GtkWidget       *table,
                 DriveInGamePlay *play,
                 const char      *error_message)
{
  DriveInTable *self = DRIVE_IN_TABLE (table);

  if (play != NULL)
    drive_in_table_set_play (self, play);
  else
    drive_in_table_show_toast (self, error_message);
}

static void
on_new_game_start_cb (DriveInNewGameDialog *dialog,
                      DriveInTable         *self)
{
  guint64 seed;

  /* The next New Game offers the game started last. */
  g_settings_set_string (self->settings, "new-game-game",
                         drive_in_new_game_dialog_get_game (dialog));
  seed = dialog_seed (dialog);
  /* A game with a start of its own (GROS's formats and draft), or its record dealt here. */
  if (!drive_in_board_start_new_game (drive_in_new_game_dialog_get_game (dialog), dialog,
                                      self->catalog, seed, GTK_WIDGET (self), on_game_started))
    drive_in_table_start_record_game (self, dialog, seed);
}

static void
open_new_game_dialog (DriveInTable *self)
{
  g_autoptr(GFile) decks_folder = drive_in_library_get_decks_folder (self->library);
  g_auto(GStrv) recent = g_settings_get_strv (self->settings, "recent-decks");
  g_autofree char *last_game = NULL;
  GameAiLevel level = GAME_AI_NORMAL;
  DriveInNewGameDialog *dialog;

  /* The settings know Easy, Normal and Hard. */
  switch (g_settings_get_enum (self->settings, "ai-level"))
    {
    case 0:
      level = GAME_AI_EASY;
      break;
    case 2:
      level = GAME_AI_HARD;
      break;
    default:
      level = GAME_AI_NORMAL;
      break;
    }
  dialog = drive_in_new_game_dialog_new (drive_in_table_get_window (self), self->catalog, decks_folder,
                                         (const char * const *) recent, level);
  last_game = g_settings_get_string (self->settings, "new-game-game");
  if (*last_game != '\0')
    drive_in_new_game_dialog_set_game (dialog, last_game);
  g_signal_connect_object (dialog, "start", G_CALLBACK (on_new_game_start_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The link of an online table dropped or came back (it reconnects by itself). */
static void
on_online_link_cb (DriveInOnlineGame *game,
                   GParamSpec        *pspec,
                   DriveInTable      *self)
{
  drive_in_table_show_toast (self, drive_in_online_game_is_online (game)
                                   ? _("Back online: the table goes on")
                                   : _("The connection was lost: reconnecting…"));
}

/* The window's title before a watched table named itself there. */
#define TITLE_BEFORE_WATCHING "drive-in-title-before-watching"

void
drive_in_table_end_watching (DriveInTable *self)
{
  GtkWindow *window = drive_in_table_get_window (self);
  char *before = g_object_steal_data (G_OBJECT (self), TITLE_BEFORE_WATCHING);

  /* Stored as "\n" + the title, so that a window without one is told apart. */
  if (before != NULL && window != NULL)
    gtk_window_set_title (window, before[1] != '\0' ? before + 1 : NULL);
  g_free (before);
}

/* Watching shows no seat of one's own: the window says so for as long as it lasts. */
static void
begin_watching (DriveInTable      *self,
                DriveInOnlineGame *game)
{
  GtkWindow *window = drive_in_table_get_window (self);
  const GameRules *rules = drive_in_game_play_get_rules (drive_in_online_game_get_play (game));
  const DriveInGameInfo *info = rules != NULL ? drive_in_game_info_lookup (rules->id) : NULL;
  g_autofree char *title = NULL;

  if (info == NULL)
    return;
  /* The header shows the window's title only when narrow: the bar says it too (it goes
   * with the board, when the table is left). */
  if (drive_in_table_get_board (self) != NULL)
    {
      GtkWidget *label = gtk_label_new (_("Watching"));

      gtk_widget_set_name (label, "watching-label");
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (label, _("No seat of yours: what every seat sees"));
      drive_in_board_add_to_bar (DRIVE_IN_BOARD (drive_in_table_get_board (self)), label);
    }
  if (window == NULL)
    return;
  if (g_object_get_data (G_OBJECT (self), TITLE_BEFORE_WATCHING) == NULL)
    g_object_set_data_full (G_OBJECT (self), TITLE_BEFORE_WATCHING,
                            g_strconcat ("\n", gtk_window_get_title (window), NULL), g_free);
  /* Translators: the window's title while a table is watched, with the game's name. */
  title = g_strdup_printf (_("Watching — %s"), drive_in_game_info_get_label (info));
  gtk_window_set_title (window, title);
}

static void
on_online_started_cb (DriveInOnlineDialog *dialog,
                      DriveInOnlineGame   *game,
                      DriveInTable        *self)
{
  g_autofree char *text = NULL;

  drive_in_table_set_play (self, drive_in_online_game_get_play (game));
  /* The table keeps the online game (its links, the referee when hosting) while it shows
   * the seat; the next online game takes its place. */
  g_object_set_data_full (G_OBJECT (self), "drive-in-online-game", g_object_ref (game),
                          g_object_unref);
  g_signal_connect_object (game, "notify::online", G_CALLBACK (on_online_link_cb), self, 0);
  /* The room and its chat: a button in the board's bar, which goes with the board (the
   * next game, online or not, has its own). */
  if (drive_in_table_get_board (self) != NULL)
    drive_in_board_add_to_bar (DRIVE_IN_BOARD (drive_in_table_get_board (self)),
                               drive_in_online_chat_new (game));
  text = drive_in_online_game_is_watching (game)
         ? g_strdup_printf (_("Watching the table in %s: no seat, what every seat sees"),
                            drive_in_online_game_get_room (game))
         : g_strdup_printf (_("Playing online in %s"), drive_in_online_game_get_room (game));
  drive_in_table_show_toast (self, text);
  if (drive_in_online_game_is_watching (game))
    begin_watching (self, game);
}

/* Play Online: host a table in a room, or join one. */
static void
play_online_activated (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  DriveInOnlineDialog *dialog = drive_in_online_dialog_new (drive_in_table_get_window (self),
                                                            self->catalog);

  g_signal_connect_object (dialog, "started", G_CALLBACK (on_online_started_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
drive_in_table_join_online (DriveInTable *self,
                            const char   *room)
{
  DriveInOnlineDialog *dialog;

  g_return_if_fail (DRIVE_IN_IS_TABLE (self));
  g_return_if_fail (room != NULL);

  dialog = drive_in_online_dialog_new (drive_in_table_get_window (self), self->catalog);
  g_signal_connect_object (dialog, "started", G_CALLBACK (on_online_started_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  /* The dialog's own Join: it says what it waits for, and what went wrong. */
  drive_in_online_dialog_join (dialog, room, FALSE);
}

/* A game someone could still go on with: not over, not a replay (the start page has none). */
static gboolean
game_in_progress (DriveInTable *self)
{
  if (self->play != NULL)
    return !drive_in_game_play_is_replay (self->play) && !drive_in_game_play_is_over (self->play);
  return FALSE;
}

/* A file in @folder for a game of @game_id started now that no other file has:
 * "Groo 2026-11-29 05.40.gros-game", then "... (2)" and so on. */
static GFile *
new_kept_game_file (GFile      *folder,
                    const char *game_id)
{
  const DriveInGameInfo *info = drive_in_game_info_lookup (game_id);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  /* Dots, not colons: a colon is not allowed in file names everywhere. */
  g_autofree char *when = g_date_time_format (now, "%Y-%m-%d %H.%M");
  g_autofree char *stem = g_strdup_printf ("%s %s", info != NULL ? drive_in_game_info_get_label (info)
                                                                 : game_id, when);

  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *name = n == 1
        ? g_strconcat (stem, GAME_RECORD_FILE_EXTENSION, NULL)
        : g_strdup_printf ("%s (%u)%s", stem, n, GAME_RECORD_FILE_EXTENSION);
      g_autoptr(GFile) file = g_file_get_child (folder, name);

      if (!g_file_query_exists (file, NULL))
        return g_steal_pointer (&file);
    }
  return NULL;
}

gboolean
drive_in_table_keep_game (DriveInTable *self,
                          GFile       **out_file,
                          GError      **error)
{
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) file = NULL;
  gboolean saved;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->play == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no game to keep."));
      return FALSE;
    }
  folder = drive_in_library_get_games_folder (self->library);
  if (!g_file_make_directory_with_parents (folder, NULL, error))
    {
      if (!g_error_matches (*error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        return FALSE;
      g_clear_error (error);
    }
  file = new_kept_game_file (folder, drive_in_game_play_get_rules (self->play)->id);
  if (file == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                           _("The games folder has no free name for the game."));
      return FALSE;
    }
  /* It saves through g_file_replace, which writes a new file and renames it into place. */
  saved = drive_in_game_play_save (self->play, file, error);
  if (saved && out_file != NULL)
    *out_file = g_steal_pointer (&file);
  return saved;
}

static void
on_lost_game_response_cb (AdwMessageDialog *dialog,
                          const char       *response,
                          DriveInTable     *self)
{
  if (g_str_equal (response, "keep"))
    {
      g_autoptr(GFile) file = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *name = NULL;
      g_autofree char *text = NULL;

      if (!drive_in_table_keep_game (self, &file, &error))
        {
          /* Not kept: the game stays on the table rather than being lost. */
          text = g_strdup_printf (_("Could not keep the game: %s"), error->message);
          drive_in_table_show_toast (self, text);
          return;
        }
      name = g_file_get_basename (file);
      /* Translators: %s is a file name in the games folder. */
      text = g_strdup_printf (_("Game kept as “%s” in the games folder: Load Game opens it"), name);
      drive_in_table_show_toast (self, text);
    }
  else if (!g_str_equal (response, "discard"))
    return;
  open_new_game_dialog (self);
}

/* A game in progress is not lost to a New Game without asking: keep it in a file, drop it,
 * or go back to it. */
static void
new_game_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  AdwMessageDialog *dialog;

  if (!game_in_progress (self))
    {
      open_new_game_dialog (self);
      return;
    }
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (drive_in_table_get_window (self),
                                                       _("Keep This Game?"),
                                                       _("A game is in progress. Keep it in the "
                                                         "games folder to finish it later with "
                                                         "Load Game, or discard it.")));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "keep", _("_Keep for Later"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "keep", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_lost_game_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The series' next movie, with the same seats and decks. */
static void
next_movie_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  g_autoptr(GError) error = NULL;

  g_autoptr(DriveInGamePlay) next = NULL;

  if (self->play == NULL || !drive_in_board_has_next_game (self->play))
    return;
  next = drive_in_board_new_next_game (self->play, &error);
  if (next == NULL)
    drive_in_table_show_toast (self, error->message);
  else
    drive_in_table_set_play (self, next);
}

GFile *
drive_in_table_get_autosave_file (DriveInTable *self)
{
  g_autoptr(GFile) folder = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), NULL);

  folder = drive_in_library_get_games_folder (self->library);
  return g_file_get_child (folder, AUTOSAVE_NAME);
}

gboolean
drive_in_table_resume (DriveInTable *self,
                       GError      **error)
{
  g_autoptr(GFile) file = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  file = drive_in_table_get_autosave_file (self);
  return drive_in_table_open_file (self, file, FALSE, error);
}

static void
resume_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  g_autoptr(GError) error = NULL;

  if (!drive_in_table_resume (self, &error))
    drive_in_table_show_toast (self, error->message);
}

static void
watch_last_activated (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);
  g_autoptr(GFile) file = drive_in_table_get_autosave_file (self);
  g_autoptr(GError) error = NULL;

  if (!drive_in_table_open_file (self, file, TRUE, &error))
    drive_in_table_show_toast (self, error->message);
}

gboolean
drive_in_table_has_resumable_game (DriveInTable *self)
{
  g_autoptr(GFile) file = NULL;
  gboolean resumable, finished;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), FALSE);

  file = drive_in_table_get_autosave_file (self);
  drive_in_table_peek_file (self, file, &resumable, &finished);
  return resumable;
}

void
drive_in_table_update_start_page (DriveInTable *self)
{
  g_autoptr(GFile) file = drive_in_table_get_autosave_file (self);
  gboolean resumable, finished;

  drive_in_table_peek_file (self, file, &resumable, &finished);
  gtk_widget_set_visible (self->resume_button, resumable);
  gtk_widget_set_visible (self->watch_last_button, finished);
}

static void
on_chooser_response_cb (GtkNativeDialog *chooser,
                        int              response,
                        DriveInTable    *self)
{
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
                    == GTK_FILE_CHOOSER_ACTION_SAVE;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_clear_object (&self->chooser);
  if (file == NULL)
    return;

  if (saving && self->play != NULL)
    {
      if (!drive_in_game_play_save (self->play, file, &error))
        drive_in_table_show_toast (self, error->message);
      else
        drive_in_table_show_toast (self, _("Game saved"));
    }
  else if (!saving)
    drive_in_table_load_file (self, file);
}

gboolean
drive_in_table_load_file (DriveInTable *self,
                          GFile        *file)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (drive_in_table_open_file (self, file, FALSE, &error))
    return TRUE;
  drive_in_table_show_toast (self, error->message);
  return FALSE;
}

static void
run_chooser (DriveInTable         *self,
             GtkFileChooserAction  action)
{
  g_autoptr(GFile) folder = drive_in_library_get_games_folder (self->library);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  gboolean saving = action == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (self->chooser != NULL)
    return;
  g_file_make_directory_with_parents (folder, NULL, NULL);
  self->chooser = gtk_file_chooser_native_new (saving ? _("Save Game") : _("Load Game"),
                                               drive_in_table_get_window (self), action,
                                               saving ? _("_Save") : _("_Load"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  gtk_file_filter_set_name (filter, _("Drive-In games"));
  gtk_file_filter_add_suffix (filter, GAME_RECORD_FILE_EXTENSION + 1);
  gtk_file_filter_add_suffix (filter, GAME_RECORD_FILE_EXTENSION_OLD + 1);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), folder, NULL);
  if (saving)
    {
      /* Translators: the default name of a saved game file. */
      g_autofree char *name = g_strdup_printf ("%s%s", _("Game"), GAME_RECORD_FILE_EXTENSION);

      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
    }
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
save_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DriveInTable *self = DRIVE_IN_TABLE (widget);

  if (self->play != NULL && !drive_in_game_play_is_replay (self->play))
    run_chooser (self, GTK_FILE_CHOOSER_ACTION_SAVE);
}

/* The game's Title sheet: each seat's Title, the cards its words came from, the Ratings (its
 * table prints it). */
static void
print_title_sheet_activated (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  drive_in_table_forward_to_board (DRIVE_IN_TABLE (widget), "print-title-sheet", NULL);
}

static void
load_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  run_chooser (DRIVE_IN_TABLE (widget), GTK_FILE_CHOOSER_ACTION_OPEN);
}

void
drive_in_table_install_game_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.new-game", NULL, new_game_activated);
  gtk_widget_class_install_action (widget_class, "table.play-online", NULL,
                                   play_online_activated);
  gtk_widget_class_install_action (widget_class, "table.next-movie", NULL, next_movie_activated);
  gtk_widget_class_install_action (widget_class, "table.resume", NULL, resume_activated);
  gtk_widget_class_install_action (widget_class, "table.watch-last", NULL, watch_last_activated);
  gtk_widget_class_install_action (widget_class, "table.save", NULL, save_activated);
  gtk_widget_class_install_action (widget_class, "table.load", NULL, load_activated);
  gtk_widget_class_install_action (widget_class, "table.print-title-sheet", NULL,
                                   print_title_sheet_activated);
}
