/* drive-in-new-game-dialog.c: sets up a game: format, seats, who plays each seat (a person or
 * a computer and its level), each seat's deck, and an optional seed. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-new-game-dialog.h"
#include "drive-in-resources.h"

/* Player choices: a person, then a computer of each level. */
#define PLAYER_HUMAN 0

struct _DriveInNewGameDialog
{
  AdwWindow    parent_instance;

  GPtrArray   *deck_files;   /* GFile or NULL (random), per deck choice */
  GtkWidget   *seat_rows[GROS_MAX_SEATS];
  GtkWidget   *player_drops[GROS_MAX_SEATS];
  GtkWidget   *deck_drops[GROS_MAX_SEATS];

  AdwComboRow *format_row;
  GtkWidget   *seats_spin;
  AdwEntryRow *seed_row;
  GtkWidget   *start_button;
  AdwPreferencesGroup *players_group;
};

G_DEFINE_FINAL_TYPE (DriveInNewGameDialog, drive_in_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
object_unref_nullable (gpointer object)
{
  if (object != NULL)
    g_object_unref (object);
}

static void
update_rows (DriveInNewGameDialog *self)
{
  guint n = drive_in_new_game_dialog_get_n_seats (self);

  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    gtk_widget_set_visible (self->seat_rows[s], s < n);
}

static void
on_seats_changed_cb (DriveInNewGameDialog *self)
{
  update_rows (self);
}

static void
on_seed_changed_cb (DriveInNewGameDialog *self)
{
  guint64 seed;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->seed_row));
  gboolean valid = *text == '\0' || drive_in_new_game_dialog_get_seed (self, &seed);

  gtk_widget_set_sensitive (self->start_button, valid);
  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (self->seed_row), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->seed_row), "error");
}

static void
on_cancel_clicked_cb (DriveInNewGameDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_start_clicked_cb (DriveInNewGameDialog *self)
{
  drive_in_new_game_dialog_start (self);
}

static void
drive_in_new_game_dialog_dispose (GObject *object)
{
  DriveInNewGameDialog *self = DRIVE_IN_NEW_GAME_DIALOG (object);

  g_clear_pointer (&self->deck_files, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), DRIVE_IN_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (drive_in_new_game_dialog_parent_class)->dispose (object);
}

static void
drive_in_new_game_dialog_class_init (DriveInNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = drive_in_new_game_dialog_dispose;

  /* The player chose Start: read the choices from the getters. */
  signals[SIGNAL_START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  drive_in_ensure_resources ();
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/drive-in-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, seats_spin);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, seed_row);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, DriveInNewGameDialog, players_group);
  gtk_widget_class_bind_template_callback (widget_class, on_seats_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_seed_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked_cb);
}

static void
drive_in_new_game_dialog_init (DriveInNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->deck_files = g_ptr_array_new_with_free_func (object_unref_nullable);
}

static gboolean
has_deck_file (GPtrArray *files,
               GFile     *file)
{
  for (guint i = 0; i < files->len; i++)
    if (files->pdata[i] != NULL && g_file_equal (files->pdata[i], file))
      return TRUE;
  return FALSE;
}

/* The saved decks to offer: the library's deck files, then recent decks elsewhere. */
static void
collect_decks (DriveInNewGameDialog *self,
               GFile                *decks_folder,
               const char * const   *recent_decks,
               GtkStringList        *labels)
{
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_object_unref);

  g_ptr_array_add (self->deck_files, NULL);
  gtk_string_list_append (labels, _("Random Feature Packs"));

  if (decks_folder != NULL)
    children = g_file_enumerate_children (decks_folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                          G_FILE_QUERY_INFO_NONE, NULL, NULL);
  while (children != NULL)
    {
      GFileInfo *info = g_file_enumerator_next_file (children, NULL, NULL);

      if (info == NULL)
        break;
      if (g_str_has_suffix (g_file_info_get_name (info), GROS_DECK_FILE_EXTENSION))
        g_ptr_array_add (found, g_file_get_child (decks_folder, g_file_info_get_name (info)));
      g_object_unref (info);
    }
  for (guint i = 0; recent_decks != NULL && recent_decks[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent_decks[i]);

      if (g_file_query_exists (file, NULL))
        g_ptr_array_add (found, g_steal_pointer (&file));
    }

  for (guint i = 0; i < found->len; i++)
    {
      GFile *file = found->pdata[i];
      g_autofree char *base = NULL;

      if (has_deck_file (self->deck_files, file))
        continue;
      base = g_file_get_basename (file);
      if (g_str_has_suffix (base, GROS_DECK_FILE_EXTENSION))
        base[strlen (base) - strlen (GROS_DECK_FILE_EXTENSION)] = '\0';
      g_ptr_array_add (self->deck_files, g_object_ref (file));
      gtk_string_list_append (labels, base);
    }
}

DriveInNewGameDialog *
drive_in_new_game_dialog_new (GtkWindow          *parent,
                              GFile              *decks_folder,
                              const char * const *recent_decks,
                              GrosAiLevel         default_level)
{
  DriveInNewGameDialog *self;
  g_autoptr(GtkStringList) decks = gtk_string_list_new (NULL);
  const char *players[] = {
    N_("Person"), N_("Computer · Random"), N_("Computer · Easy"), N_("Computer · Normal"),
    N_("Computer · Hard"), NULL,
  };

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (decks_folder == NULL || G_IS_FILE (decks_folder), NULL);

  self = g_object_new (DRIVE_IN_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
  collect_decks (self, decks_folder, recent_decks, decks);

  for (guint s = 0; s < GROS_MAX_SEATS; s++)
    {
      g_autoptr(GtkStringList) player_labels = gtk_string_list_new (NULL);
      g_autofree char *title = g_strdup_printf (_("Seat %u"), s + 1);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *player, *deck;

      for (guint i = 0; players[i] != NULL; i++)
        gtk_string_list_append (player_labels, _(players[i]));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      player = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (player_labels)), NULL);
      gtk_widget_set_valign (player, GTK_ALIGN_CENTER);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (player),
                                  s == 0 ? PLAYER_HUMAN : 1 + (guint) default_level);
      gtk_accessible_update_property (GTK_ACCESSIBLE (player), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Player"), -1);
      deck = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (decks)), NULL);
      gtk_widget_set_valign (deck, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (deck), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Deck"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), player);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), deck);
      adw_preferences_group_add (self->players_group, row);
      self->seat_rows[s] = row;
      self->player_drops[s] = player;
      self->deck_drops[s] = deck;
    }
  /* You against three computers: the table the game is made for. */
  drive_in_new_game_dialog_set_n_seats (self, 4);
  update_rows (self);
  gtk_widget_grab_focus (self->start_button);
  return self;
}

GrosFormatId
drive_in_new_game_dialog_get_format (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), GROS_FORMAT_FEATURE_FILM);
  /* One format so far; the row is ready for more. */
  return GROS_FORMAT_FEATURE_FILM;
}

guint
drive_in_new_game_dialog_get_n_seats (DriveInNewGameDialog *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), 2);
  return (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->seats_spin));
}

void
drive_in_new_game_dialog_set_n_seats (DriveInNewGameDialog *self,
                                      guint                 n_seats)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->seats_spin),
                             CLAMP (n_seats, 2, GROS_MAX_SEATS));
}

DriveInSeatPlayer
drive_in_new_game_dialog_get_player (DriveInNewGameDialog *self,
                                     guint                 seat)
{
  DriveInSeatPlayer player = { DRIVE_IN_PLAYER_HUMAN, GROS_AI_NORMAL };
  guint selected;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), player);
  g_return_val_if_fail (seat < GROS_MAX_SEATS, player);

  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->player_drops[seat]));
  if (selected != PLAYER_HUMAN && selected != GTK_INVALID_LIST_POSITION)
    {
      player.kind = DRIVE_IN_PLAYER_AI;
      player.level = MIN (selected - 1, GROS_AI_N_LEVELS - 1);
    }
  return player;
}

void
drive_in_new_game_dialog_set_player (DriveInNewGameDialog    *self,
                                     guint                    seat,
                                     const DriveInSeatPlayer *player)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat < GROS_MAX_SEATS);
  g_return_if_fail (player != NULL);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->player_drops[seat]),
                              player->kind == DRIVE_IN_PLAYER_HUMAN ? PLAYER_HUMAN
                              : 1 + (guint) player->level);
}

GFile *
drive_in_new_game_dialog_get_deck (DriveInNewGameDialog *self,
                                   guint                 seat)
{
  guint selected;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (seat < GROS_MAX_SEATS, NULL);

  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->deck_drops[seat]));
  if (selected >= self->deck_files->len)
    return NULL;
  return self->deck_files->pdata[selected];
}

gboolean
drive_in_new_game_dialog_set_deck (DriveInNewGameDialog *self,
                                   guint                 seat,
                                   GFile                *file)
{
  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), FALSE);
  g_return_val_if_fail (seat < GROS_MAX_SEATS, FALSE);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), FALSE);

  for (guint i = 0; i < self->deck_files->len; i++)
    if ((file == NULL && self->deck_files->pdata[i] == NULL)
        || (file != NULL && self->deck_files->pdata[i] != NULL
            && g_file_equal (file, self->deck_files->pdata[i])))
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->deck_drops[seat]), i);
        return TRUE;
      }
  return FALSE;
}

gboolean
drive_in_new_game_dialog_get_seed (DriveInNewGameDialog *self,
                                   guint64              *out_seed)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self), FALSE);

  text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->seed_row))));
  return *text != '\0' && g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out_seed, NULL);
}

void
drive_in_new_game_dialog_set_seed (DriveInNewGameDialog *self,
                                   const char           *seed)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->seed_row), seed != NULL ? seed : "");
}

void
drive_in_new_game_dialog_start (DriveInNewGameDialog *self)
{
  g_return_if_fail (DRIVE_IN_IS_NEW_GAME_DIALOG (self));

  if (!gtk_widget_get_sensitive (self->start_button))
    return;
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_START], 0);
  gtk_window_close (GTK_WINDOW (self));
  g_object_unref (self);
}
