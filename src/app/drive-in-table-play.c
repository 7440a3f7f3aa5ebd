/* drive-in-table-play.c: the table page's games, GROS's too: each game's own table (a board
 * from drive-in-boards.c) on a page of the table's stack, the table's actions passed to it,
 * starting, loading, saving and taking up such games. */
// SPDX-License-Identifier: GPL-3.0-or-later
#define G_LOG_DOMAIN "drive-in-table"

#include "config.h"

#include <glib/gi18n.h>

#include "drive-in-boards.h"
#include "drive-in-table-private.h"
#include "drive-in-error.h"

#define BOARD_PAGE "board"

gboolean
drive_in_table_forward_to_board (DriveInTable *self,
                                 const char   *action,
                                 GVariant     *parameter)
{
  g_autofree char *name = NULL;

  if (self->board == NULL)
    return FALSE;
  name = g_strconcat ("board.", action, NULL);
  /* Actions a game's table does not have are nothing to do there. */
  gtk_widget_activate_action_variant (self->board, name, parameter);
  return TRUE;
}

/* Keeps the page's own actions (undo, replay steps, saving) in step with the game. */
static void
update_play_actions (DriveInTable *self)
{
  gboolean replay;

  if (self->play == NULL)
    return;
  replay = drive_in_game_play_is_replay (self->play);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo",
                                 drive_in_game_play_can_undo (self->play));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.pass",
                                 drive_in_game_play_is_human_turn (self->play));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.step-forward",
                                 replay && drive_in_game_play_get_step (self->play)
                                           < drive_in_game_play_get_n_steps (self->play));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.step-back",
                                 replay && drive_in_game_play_get_step (self->play) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.save", !replay);
}

void
drive_in_table_clear_play (DriveInTable *self)
{
  drive_in_table_end_watching (self);
  if (self->play != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->play, self);
      g_signal_handlers_disconnect_by_data (drive_in_game_play_get_session (self->play), self);
      drive_in_game_play_stop (self->play);
      g_clear_object (&self->play);
    }
  if (self->board != NULL)
    {
      gtk_stack_remove (GTK_STACK (self->stack), self->board);
      self->board = NULL;
    }
}

void
drive_in_table_set_play (DriveInTable    *self,
                         DriveInGamePlay *play)
{
  GtkWidget *board;

  g_return_if_fail (DRIVE_IN_IS_TABLE (self));
  g_return_if_fail (play == NULL || DRIVE_IN_IS_GAME_PLAY (play));

  if (self->play == play)
    return;
  if (play == NULL)
    {
      drive_in_table_clear_play (self);
      drive_in_table_show_start (self);
      return;
    }
  board = drive_in_board_new (play);
  if (board == NULL)
    {
      drive_in_table_show_toast (self, _("Drive-In has no table for this game yet."));
      return;
    }
  /* Whatever was on the table goes. */
  drive_in_table_clear_play (self);
  self->play = g_object_ref (play);
  self->board = board;
  gtk_stack_add_named (GTK_STACK (self->stack), board, BOARD_PAGE);
  if (!drive_in_game_play_is_replay (play))
    {
      g_autoptr(GFile) autosave = drive_in_table_get_autosave_file (self);

      drive_in_game_play_set_autosave_file (play, autosave);
    }
  drive_in_table_set_speed (self, self->speed);
  g_signal_connect_swapped (play, "notify::handoff-seat", G_CALLBACK (drive_in_table_update_cover),
                            self);
  g_signal_connect_swapped (play, "notify", G_CALLBACK (update_play_actions), self);
  g_signal_connect_swapped (drive_in_game_play_get_session (play), "changed",
                            G_CALLBACK (update_play_actions), self);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), BOARD_PAGE);
  drive_in_game_play_start (play);
  update_play_actions (self);
  drive_in_table_update_cover (self);
}

DriveInGamePlay *
drive_in_table_get_play (DriveInTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), NULL);
  return self->play;
}

GtkWidget *
drive_in_table_get_board (DriveInTable *self)
{
  g_return_val_if_fail (DRIVE_IN_IS_TABLE (self), NULL);
  return self->board;
}

/* ---- Starting a game from its record ------------------------------------------------------ */

void
drive_in_table_start_record_game (DriveInTable         *self,
                                  DriveInNewGameDialog *dialog,
                                  guint64               seed)
{
  const char *game_id = drive_in_new_game_dialog_get_game (dialog);
  const GameRules *rules;
  g_autofree gpointer params = NULL;
  g_autoptr(GameRecord) record = NULL;
  g_autoptr(DriveInGamePlay) play = NULL;
  g_autoptr(GRand) rand = NULL;
  g_autoptr(GError) error = NULL;
  DriveInSeatPlayer players[GAME_MAX_SEATS];
  char *labels[GAME_MAX_SEATS + 1] = { NULL };
  guint n = drive_in_new_game_dialog_get_n_seats (dialog);
  guint32 seed_parts[2] = { (guint32) seed, (guint32) (seed >> 32) };

  rules = game_rules_lookup (game_id);
  if (rules == NULL)
    {
      drive_in_table_show_toast (self, _("Drive-In has no table for this game yet."));
      return;
    }
  params = g_malloc0 (rules->params_size);
  rules->params_init (params, drive_in_new_game_dialog_get_variant (dialog));
  record = game_record_new (rules, seed, n, params);
  /* The seed deals the random decks too: the same seed, the same game. */
  rand = g_rand_new_with_seed_array (seed_parts, 2);
  /* A game played from one deck for the table (Groo): its standard deck or a saved
   * variant; the seats bring none. */
  if (rules->cards.random_shared_deck != NULL)
    {
      GFile *file = drive_in_new_game_dialog_get_table_deck (dialog);
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

      if (file == NULL)
        rules->cards.random_shared_deck (self->catalog, NULL, params, rand, ids, &error);
      else
        {
          g_autoptr(DriveInDeck) deck = drive_in_deck_load (file, self->catalog, NULL, &error);
          g_auto(GStrv) deck_ids = deck != NULL ? drive_in_deck_dup_card_ids (deck) : NULL;

          for (guint i = 0; deck_ids != NULL && deck_ids[i] != NULL; i++)
            g_ptr_array_add (ids, g_strdup (deck_ids[i]));
        }
      g_ptr_array_add (ids, NULL);
      if (error == NULL)
        game_record_set_shared (record, (const char * const *) ids->pdata);
    }
  for (guint s = 0; s < n && error == NULL; s++)
    {
      GFile *file = drive_in_new_game_dialog_get_deck (dialog, s);
      g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);

      players[s] = drive_in_new_game_dialog_get_player (dialog, s);
      if (rules->cards.random_deck == NULL)
        continue;
      if (file == NULL)
        {
          g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

          if (rules->cards.random_deck (self->catalog, NULL, params, rand, ids, words, &error))
            labels[s] = g_strdup (_("Random starter deck"));
        }
      else
        {
          g_autoptr(DriveInDeck) deck = drive_in_deck_load (file, self->catalog, NULL, &error);
          g_auto(GStrv) deck_ids = deck != NULL ? drive_in_deck_dup_card_ids (deck) : NULL;

          for (guint i = 0; deck_ids != NULL && deck_ids[i] != NULL; i++)
            g_ptr_array_add (ids, g_strdup (deck_ids[i]));
          if (deck != NULL)
            labels[s] = g_strdup (drive_in_deck_get_name (deck));
        }
      g_ptr_array_add (ids, NULL);
      if (error == NULL)
        game_record_set_deck (record, s, (const char * const *) ids->pdata);
    }
  if (error == NULL)
    play = drive_in_game_play_new (self->catalog, record, players,
                                   (const char * const *) labels, 0, FALSE, &error);
  if (play != NULL)
    drive_in_table_set_play (self, play);
  else
    drive_in_table_show_toast (self, error->message);
  for (guint s = 0; s < GAME_MAX_SEATS; s++)
    g_free (labels[s]);
}

/* ---- Files of any game -------------------------------------------------------------------- */

/* The game a game file holds, or NULL with @error (a file that is not one). */
static const GameRules *
file_rules (GFile   *file,
            GError **error)
{
  g_autoptr(GameRecord) record = game_record_load (file, NULL, error);

  return record != NULL ? game_record_get_rules (record) : NULL;
}

gboolean
drive_in_table_open_file (DriveInTable *self,
                          GFile        *file,
                          gboolean      replay,
                          GError      **error)
{
  const GameRules *rules = file_rules (file, error);
  g_autoptr(DriveInGamePlay) play = NULL;

  if (rules == NULL)
    return FALSE;
  play = drive_in_game_play_load (self->catalog, file, replay, error);
  if (play == NULL)
    return FALSE;
  /* A finished game (a Movie of a series before the next is not) has nothing left to play:
   * it opens as its replay, from the first action. */
  if (!replay && drive_in_game_play_is_over (play) && !drive_in_board_has_next_game (play))
    {
      g_autoptr(DriveInGamePlay) watched = drive_in_game_play_new_replay (play, error);

      if (watched == NULL)
        return FALSE;
      g_set_object (&play, watched);
    }
  drive_in_table_set_play (self, play);
  return TRUE;
}

void
drive_in_table_peek_file (DriveInTable *self,
                          GFile        *file,
                          gboolean     *out_resumable,
                          gboolean     *out_finished)
{
  g_autoptr(DriveInGamePlay) play = NULL;
  const GameRules *rules;

  *out_resumable = *out_finished = FALSE;
  if (!g_file_query_exists (file, NULL))
    return;
  rules = file_rules (file, NULL);
  if (rules == NULL)
    return;
  play = drive_in_game_play_load (self->catalog, file, FALSE, NULL);
  /* A series between two Movies goes on too. */
  *out_resumable = play != NULL && (!drive_in_game_play_is_over (play)
                                    || drive_in_board_has_next_game (play));
  *out_finished = play != NULL && drive_in_game_play_is_over (play) && !*out_resumable;
}

/* ---- The page's own actions on such a game ------------------------------------------------- */

gboolean
drive_in_table_play_undo (DriveInTable *self)
{
  g_autoptr(GError) error = NULL;

  if (self->play == NULL)
    return FALSE;
  if (!drive_in_game_play_undo (self->play, &error))
    drive_in_table_show_toast (self, error->message);
  return TRUE;
}

gboolean
drive_in_table_play_replay (DriveInTable *self)
{
  g_autoptr(DriveInGamePlay) replay = NULL;
  g_autoptr(GError) error = NULL;

  if (self->play == NULL)
    return FALSE;
  replay = drive_in_game_play_new_replay (self->play, &error);
  if (replay == NULL)
    drive_in_table_show_toast (self, error->message);
  else
    drive_in_table_set_play (self, replay);
  return TRUE;
}
